import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';

describe('Dutch hours in words after "kwart", "niet in" before months, a task said with its verb last', () => {
  it.each([
    // "kwart voor negen": 8:45; "kwart over zeven": 7:15 (the hour in words, 6 to 11)
    ['elke dinsdag om kwart voor negen', AMS, ['45 7 ? * 3'], /"kwart voor negen" read as "8:45"/],
    ['elke dag om kwart over zeven', AMS, ['15 6 * * ?'], /"kwart over zeven" read as "7:15"/],
    // "niet in december", "niet in juli en augustus": not in those months
    ['elke vrijdag 17:00, niet in december', AMS, ['0 16 ? 1-11 6'], /"niet in" read as "not in"/],
    ['repetitie elke woensdag 19:30, niet in juli en augustus', AMS, ['30 18 ? 1-6,9-12 4'], /"en" read as "and"/],
    // the verb last: an article, its object, the verb; or a verb of a reminder alone
    ['elke woensdag om 10:00 de notulen versturen', AMS, ['0 9 ? * 4'], /Set "de notulen versturen" aside/],
    ['elke maandag om 8:00 herinneren', AMS, ['0 7 ? * 2'], /Set "herinneren" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "kwart over twee": 2:15 or 14:15?
    ['elke dinsdag om kwart over twee', AMS, /could not read/],
    // "niet" before anything but a month stays unread
    ['elke donderdag 20:00, niet op feestdagen', AMS, /could not read/],
    ['elke maandag om 06:00 de planning niet mailen', AMS, /could not read/],
    // words after the schedule that bound or skip runs, said with an article and a verb last: never a task
    ['elke maandag om 9:00 de komende drie maanden', AMS, /could not read/],
    ['elke maandag om 9:00 de zomermaanden overslaan', AMS, /could not read/],
    ['elke maandag om 9:00 de feestdagen overslaan', AMS, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
