import { describe, expect, it } from 'vitest';
import { readSwahiliWords } from '../../../../src/schedule/grammar/swahiliWords.js';
import { reads, refuses } from './read.js';

const NBO = 'Africa/Nairobi';
const KLA = 'Africa/Kampala';

describe('words of when in Swahili, with Swahili time (the hours counted from 6 o’clock)', () => {
  it.each([
    // a clock in words with its part of the day: counted from 6 o'clock
    ['kila Jumanne saa moja asubuhi', NBO, ['0 4 ? * 3'], /"saa moja asubuhi" read as 7:00 AM \(Swahili time/],
    ['backup kila siku saa tano usiku', NBO, ['0 20 * * ?'], /"saa tano usiku" read as 11:00 PM/],
    ['kila Alhamisi saa saba mchana', KLA, ['0 10 ? * 5'], /read as 1:00 PM/],
    ['saa kumi na moja jioni kila Ijumaa', NBO, ['0 14 ? * 6'], /read as 5:00 PM/],
    // a Swahili word of a place or a thing done is no slip of a place's name ("ghala": a store, not Ghana)
    ['funga ghala kila Ijumaa saa kumi na mbili jioni', NBO, ['0 15 ? * 6'], /Read "funga ghala" as the job's name/],
    ['kila Jumatatu hadi Ijumaa saa mbili na nusu asubuhi', NBO, ['30 5 ? * 2-6'], /read as 8:30 AM/],
    ['kila Jumapili saa nne kasorobo asubuhi', NBO, ['45 6 ? * 1'], /read as 9:45 AM/],
    // days joined by "na", the day of the month, every hour
    ['kila Jumanne na Alhamisi saa tisa mchana', NBO, ['0 12 ? * 3,5'], /"na" read as "and"/],
    ['kila mwezi tarehe 15 saa tatu asubuhi', NBO, ['0 6 15 * ?'], /read as "the 15th of every month"/],
    ['kila saa', NBO, ['0 * * * ?'], /"kila saa" read as "every hour"/],
    // an hour in figures that only Swahili time fits, and the same clock said again in brackets
    ['kila siku saa 2 asubuhi', NBO, ['0 5 * * ?'], /"saa 2 asubuhi" read as 8:00 AM/],
    ['kila Jumatano saa 10 jioni (4pm)', NBO, ['0 13 ? * 4'], /"\(4pm\)" says the same time, set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no part of the day: the morning's 9 or the evening's?
    ['kila siku saa tatu', NBO, /./],
    // a part that does not fit the hour
    ['kila Jumatatu saa tatu jioni', NBO, /./],
    // figures that fit both clocks: 5 AM in Swahili time, or 11 AM?
    ['kila siku saa 11 asubuhi', NBO, /./],
    // past midnight, with a day named: which night?
    ['kila Ijumaa saa saba usiku', NBO, /./],
    // another clock in brackets than the one read
    ['kila siku saa 1 asubuhi (1am)', NBO, /./],
    // words of when among the task's words: another hour, how often, the month's or the year's end
    ['kila siku saa tatu asubuhi tuma ripoti jioni', NBO, /./],
    ['kila siku saa tatu asubuhi tuma ripoti mara mbili', NBO, /./],
    ['kila siku saa tatu asubuhi lipa kodi mara moja', NBO, /./],
    ['kila siku saa tatu asubuhi lipa kodi mwisho wa mwezi', NBO, /./],
    ['kila siku saa tatu asubuhi lipa kodi mwisho wa mwaka', NBO, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  // "saa" and "kila" alone set off nothing
  it.each(['saa 5 status ping', 'kila report every monday 9am', 'the SAA meeting every day at 9'])(
    'leaves "%s" as typed',
    (phrase) => expect(readSwahiliWords(phrase, [])).toBe(phrase),
  );
});
