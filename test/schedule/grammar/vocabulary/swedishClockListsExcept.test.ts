import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const STO = 'Europe/Stockholm';

describe('Swedish lists of clocks after "kl" and "utom" before weekends or days', () => {
  it.each([
    ['medicin varje dag kl 07 och kl 19', STO, ['0 6,18 * * ?'], /"kl 07 och kl 19" read as "at 07:00 and 19:00"/],
    ['varje dag kl 06.30, 12 och 18', STO, ['30 5 * * ?', '0 11,17 * * ?'], /read as "at 6:30, 12:00 and 18:00"/],
    [
      'lunchpåminnelse varje dag kl 11.45 utom helger',
      STO,
      ['45 10 ? * 2-6'],
      /"utom helger" read as "except weekends"/,
    ],
    ['varje dag kl 16:00 utom på söndagar', STO, ['0 15 ? * 2-7'], /"utom på söndagar" read as "except sundays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "utom" before anything but weekends or days stays unread
    ['varje dag kl 10.00 utom juli', STO, /./],
    ['varje dag kl 10.00 utom röda dagar', STO, /./],
    // bare hours up to 12 in a list on days of the week: which half?
    ['varje fredag kl 4 och 5', STO, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
