import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MNL = 'Asia/Manila';

describe('Tagalog "tuwing ika-15 at katapusan ng buwan": the 15th and the last day of every month', () => {
  it.each([
    [
      'renta: paalala tuwing ika-10 at katapusan ng buwan, alas-8 ng umaga',
      MNL,
      ['0 0 10 * ?', '0 0 L * ?'],
      /"every month on the 10th and last day"/,
    ],
    [
      'tuwing 20 at katapusan ng buwan 3 ng hapon',
      MNL,
      ['0 7 20 * ?', '0 7 L * ?'],
      /every month on the 20th and last day/,
    ],
    ['tuwing ika-5 at ika-20 ng buwan alas-9 ng umaga', MNL, ['0 1 5,20 * ?'], /"every month on the 5th and 20th"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour without its part of the day stays unread
    ['tuwing ika-10 at katapusan ng buwan, alas-8', MNL, /./],
    // a word that bounds the runs ("maliban": except) stays unread
    ['tuwing ika-10 at katapusan ng buwan alas-8 ng umaga maliban sa Disyembre', MNL, /./],
    // no day: "ika-" before no number
    ['tuwing ika at katapusan ng buwan alas-8 ng umaga', MNL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
