import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Windows\' Magallanes Standard Time, shown as "(UTC-03:00) Punta Arenas"', () => {
  it.each([
    // (the zone's clock, with no note: the fields are in UTC)
    ['Occurs every Tuesday at 9:30 AM (UTC-03:00) Punta Arenas', 'UTC', ['30 12 ? * 3'], /^$/],
    ['every friday 5pm Magallanes Standard Time', 'Europe/Paris', ['0 20 ? * 6'], /^$/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a label that is not the zone's offset (Punta Arenas keeps UTC-3 all year)
    ['Occurs every Tuesday at 9:30 AM (UTC-04:00) Punta Arenas', /another UTC offset/],
    // another place of the same first word
    ['Occurs every Tuesday at 9:30 AM (UTC-03:00) Punta Cana', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
