import { describe, expect, it } from 'vitest';
import { readArabiziWords } from '../../../../src/schedule/grammar/arabiziWords.js';
import { reads, refuses } from './read.js';

const RUH = 'Asia/Riyadh';
const DXB = 'Asia/Dubai';

describe('words of when in Arabic written in Latin letters (Arabizi)', () => {
  it.each([
    // "kol" before a day, the hour with its part of the day after it
    ['kol arba3 el sa3a 8 el sob7', RUH, ['0 5 ? * 4'], /"el sa3a 8 el sob7" \(Arabic\) read as "at 8am"/],
    [
      'standup kol yom el etnen 9:30 sabahan',
      DXB,
      ['30 5 ? * 2'],
      /"kol yom el etnen" \(Arabic\) read as "every monday"/,
    ],
    ['kol 5amis 3 ba3d el dohr', RUH, ['0 12 ? * 5'], /"3 ba3d el dohr" \(Arabic\) read as "3pm"/],
    ['kol jum3a 12 el dohr', DXB, ['0 8 ? * 6'], /read as "12pm"/],
    ['kol sabt 6 el maghrib', RUH, ['0 15 ? * 7'], /read as "6pm"/],
    ['kol tlat 10 bel masa', RUH, ['0 19 ? * 3'], /"10 bel masa" \(Arabic\) read as "10pm"/],
    // days joined by "w", every day, every hour, every so many minutes
    ['kol a7ad w talat w khamis sa3a 7 el sob7', RUH, ['0 4 ? * 1,3,5'], /"w" \(Arabic\) read as "and"/],
    ['cleanup kol youm el sa3a 11 bel leil', DXB, ['0 19 * * ?'], /"kol youm" \(Arabic\) read as "every day"/],
    ['kol 2 sa3at', RUH, ['0 1/2 * * ?'], /read as "every 2 hours"/],
    ['kol nos sa3a', RUH, ['0,30 * * * ?'], /read as "every 30 minutes"/],
    // a greeting said first
    ['ya gama3a, backup kol gom3a 4 el 3asr', DXB, ['0 12 ? * 6'], /"ya gama3a," \(Arabic\) set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour that does not fit its part of the day
    ['kol yom 5 bel leil', RUH, /./],
    ['kol khamis el sa3a 5 el dohr', RUH, /./],
    // midnight with a day named: the one that starts Friday or ends it?
    ['kol gom3a 12 bel leil', RUH, /./],
    // a week's word these tables do not hold
    ['kol esbo3 el sa3a 9 el sob7', RUH, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  // "el", "w" and "kol" alone, and Swahili's "saa" with a clock, set off nothing
  it.each([
    'el paso report every monday 9am',
    'w kol 3',
    'kila siku saa 11 asubuhi',
    'the asr prayer reminder',
    'call talat and sabt every monday',
  ])('leaves "%s" as typed', (phrase) => expect(readArabiziWords(phrase, [])).toBe(phrase));
});
