import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';

describe('Dutch: "dagelijks", "elke N uur", a verb of a task said last', () => {
  it.each([
    ['dagelijks om 7:45', AMS, ['45 6 * * ?'], /"dagelijks" read as "daily"/],
    ['kas: ramen dagelijks om 9:00 en 17:30', AMS, ['0 8 * * ?', '30 16 * * ?'], /"en" read as "and"/],
    // "elke 3 uur": every 3 hours, not "at 3"
    ['elke 3 uur', AMS, ['0 2/3 * * ?'], /"elke 3 uur" read as "every 3 hours"/],
    ['koelcel: temperatuur elke 6 uur controleren', AMS, ['0 5/6 * * ?'], /Set "controleren" aside/],
    // a verb with its particle apart, last
    ['menukaart elke vrijdag om 11:00 online zetten', AMS, ['0 10 ? * 6'], /Set "online zetten" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "elke 2 weken": every two weeks, which a weekly schedule cannot say
    ['elke 2 weken om 10:00', AMS, /./],
    // "om 4 uur" after "elke dag" stays a bare hour
    ['elke maandag om 4 uur', AMS, /./],
    // a verb that is no task's ("overslaan": skip) stays unread
    ['dagelijks om 9:00 overslaan', AMS, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
