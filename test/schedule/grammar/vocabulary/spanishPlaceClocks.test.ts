import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const NY = 'America/New_York';

describe('Spanish places first whose clock is Madrid\'s ("Almería:")', () => {
  it.each([
    [
      'Almería: ventilación de invernaderos cada día a las 10:30',
      MAD,
      ['30 9 * * ?'],
      /"cada día" read as "every day"/,
    ],
    // from elsewhere: the place's clock, not the writer's
    ['Almería: riego diario a las 7:15', NY, ['15 6 * * ?'], /"diario" read as "daily"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // another clock named beside the place: whose 7:15?
    ['Almería: riego diario a las 7:15 hora de Lima', NY, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
