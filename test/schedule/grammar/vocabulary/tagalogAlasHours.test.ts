import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MNL = 'Asia/Manila';

describe('Tagalog: "alas" before an hour in figures, and "madaling araw" (the small hours)', () => {
  it.each([
    // "alas-7", "alas 6:30" with its part of the day, as "alas-siyete" is
    ['tuwing Martes alas-7 ng umaga ang inventory', MNL, ['0 23 ? * 2'], /"alas-7 ng umaga" read as "7am"/],
    ['araw-araw alas 6:30 ng gabi', MNL, ['30 10 * * ?'], /"alas 6:30 ng gabi" read as "6:30pm"/],
    // "madaling araw": the small hours, 1 to 5 AM, in words or figures, with "alas" or without
    ['tuwing Huwebes alas-tres ng madaling araw', MNL, ['0 19 ? * 4'], /read as "3am"/],
    [
      'backup alas-singko ng madaling araw araw-araw',
      MNL,
      ['0 21 * * ?'],
      /"alas-singko ng madaling araw" read as "5am"/,
    ],
    ['tuwing Linggo 2 ng madaling-araw', MNL, ['0 18 ? * 7'], /read as "2am"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no part of the day: the morning's 8 or the evening's?
    ['tuwing Martes alas-8', MNL, /./],
    // an hour outside the small hours ("alas-dose ng madaling araw": the midnight that starts the day, or ends it?)
    ['tuwing Sabado alas-dose ng madaling araw', MNL, /./],
    ['tuwing Sabado alas-8 ng madaling araw', MNL, /./],
    ['tuwing Sabado alas-2 ng umaga', MNL, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
