import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Swahili "ripoti ya wiki" (the weekly report), "mkutano wa mwezi" (the monthly meeting) said last', () => {
  it.each([
    [
      'kila Ijumaa saa nane mchana, ripoti ya wiki',
      'Africa/Nairobi',
      ['0 11 ? * 6'],
      /"ripoti ya wiki" read as "weekly report"/,
    ],
    ['kila Jumanne saa mbili asubuhi kikao cha wiki', 'Africa/Dar_es_Salaam', ['0 5 ? * 3'], /weekly meeting/],
    ['kila tarehe 5 saa nne asubuhi, mkutano wa mwezi', 'Africa/Nairobi', ['0 7 5 * ?'], /monthly meeting/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the week's report beside runs every day, the month's beside a day of the week: how often?
    ['kila siku saa nane mchana, ripoti ya wiki', 'Africa/Nairobi', /Weekly/],
    ['kila Ijumaa saa nane mchana, ripoti ya mwezi', 'Africa/Nairobi', /Monthly/],
    // "wiki ijayo" (next week), "wiki hii" (this week): when, not which report
    ['kila Ijumaa saa nane mchana, ripoti ya wiki ijayo', 'Africa/Nairobi', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
