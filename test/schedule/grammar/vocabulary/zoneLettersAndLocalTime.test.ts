import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday 2026-01-12: Kabul UTC+4:30, Santiago UTC-3 (its summer), Stanley UTC-3, Perth UTC+8, Amsterdam UTC+1
describe('zone letters in capitals after a clock, or after a clock and its days', () => {
  it.each([
    [
      'rota reminder thursdays 14:00 AFT',
      'Europe/London',
      ['30 9 ? * 5'],
      /AFT read as Afghanistan Time \(Asia\/Kabul\)/,
    ],
    [
      'stock count 2nd tuesday each month 8am CLT',
      'America/Santiago',
      ['0 11 ? * 3#2'],
      /CLT read as Chile time.*America\/Santiago/,
    ],
    [
      'ferry manifest fridays 7am FKST',
      'UTC',
      ['0 10 ? * 6'],
      /FKST read as Falkland Islands Time \(Atlantic\/Stanley\)/,
    ],
    ['shift roster 6pm weekdays WST', 'Australia/Sydney', ['0 10 ? * 2-6'], /WST read as Australian Western/],
    ['depot sweep 7:30 mondays FKST', 'UTC', ['30 10 ? * 2'], /FKST read as Falkland/],
    ['island council call sundays 9am WST', 'Pacific/Apia', ['0 20 ? * 7'], /WST read as Samoa time/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // in lower case they may be words ("aft deck"): refused with the zone named
    ['hull wash 10:00 aft deck', 'UTC', /may be Afghanistan Time/],
    ['supplier call 9am clt', 'UTC', /may be Chile time/],
    // a bare hour on a day stays refused (AM or PM)
    ['depot sweep mondays 7 AFT', 'UTC', /7/],
    // two clocks said: refused
    ['ops call 9am CLT, 1200 UTC', 'America/Santiago', /zone|clock/i],
    // "CLT" is Charlotte's airport code too: Chile's clock only for a person on it, elsewhere refused
    ['gate report 6am weekdays CLT', 'America/New_York', /Chile time .*or Charlotte/],
    ['hub ops 6am CLT daily', 'UTC', /Chile time .*or Charlotte/],
    ['stock count 2nd tuesday each month 8am CLT', 'Europe/London', /or Charlotte/],
    // Punta Arenas keeps UTC-3 all year, unlike Santiago: no "CLT" of its own
    ['ferry 7am CLT daily', 'America/Punta_Arenas', /or Charlotte/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('"LT" after a clock: local time, the person\'s own clock', () => {
  it.each([
    ['buoy data pull every saturday 0600 LT', 'Europe/Amsterdam', ['0 5 ? * 7'], /.*/],
    ['crew rest log at 0300 and 1500 lt', 'Europe/Amsterdam', ['0 2,14 * * ?'], /.*/],
    ['harbour report 18:00 LT daily', 'Asia/Tokyo', ['0 9 * * ?'], /.*/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // another zone said beside it: which clock?
    ['buoy data pull every saturday 0600 LT, 0500 UTC', 'Europe/Amsterdam', /names a time zone/],
    // "lt" before a person's name is no clock's word
    ['handover 0800 lt smith', 'Europe/Amsterdam', /could not read|lt smith/i],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
