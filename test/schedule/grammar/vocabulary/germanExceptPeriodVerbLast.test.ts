import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const VIE = 'Europe/Vienna';

describe('German: "außer" days, "vom ... bis ..." periods, a verb of a task last, a topic set off first', () => {
  it.each([
    // "außer am Wochenende": except weekends; "außer sonntags", "außer am Montag": except that day
    [
      'Belegprüfung täglich um 17:45 außer am Wochenende',
      BER,
      ['45 16 ? * 2-6'],
      /"außer am Wochenende" read as "except weekends"/,
    ],
    ['täglich 7:30 Uhr außer sonntags', BER, ['30 6 ? * 2-7'], /"außer" read as "except"/],
    ['täglich um 12:00 außer am Samstag', BER, ['0 11 ? * 1-6'], /"außer am" read as "except"/],
    // "vom ... bis ...": the runs between the two dates (the window is not in the fields)
    ['Schneebericht täglich 08:00 vom 15.12. bis 31.03.', VIE, ['0 7 * * ?'], /"vom" read as "from"/],
    ['täglich 10:30 vom 1. Juni bis 31. August', BER, ['30 8 * * ?'], /"vom" read as "from"/],
    // a verb of a task said last, after the clock
    ['Speiseplan jeden Freitag 14 Uhr posten', BER, ['0 13 ? * 6'], /"posten" set aside/],
    ['Newsletter jeden Montag 9:00 verschicken', BER, ['0 8 ? * 2'], /"verschicken" set aside/],
    // a place or a topic set off first by a colon, its name after it
    [
      'Küche: Kühlraumkontrolle täglich 06:45',
      VIE,
      ['45 5 * * ?'],
      /Read "Küche: Kühlraumkontrolle" as the job's name/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "außer" before what is no day: unread, refused
    ['täglich um 9:00 außer an Feiertagen', BER, /./],
    // "vom" with one date only ("Bericht vom 3. Mai": that day's report), unread
    ['täglich 8 Uhr Bericht vom 3. Mai', BER, /./],
    // a verb that may say when the runs begin or end: not set aside
    ['jeden Montag 9:00 starten', BER, /./],
    // a colon after a word of when is no topic's
    ['Montag: Bericht täglich 06:45', VIE, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
