import { describe, expect, it } from 'vitest';
import { resolveZoneWord, ZONE_WORDS } from '../../../../src/schedule/zones.js';
import { hm, read, refused, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('the gazetteer: cities, regions and "<people> time" as zones', () => {
  it.each([
    ['bordeaux', 'Europe/Paris'],
    ['copenhagen', 'Europe/Copenhagen'],
    ['aarhus', 'Europe/Copenhagen'],
    ['norwegian time', 'Europe/Oslo'],
    ['german time', 'Europe/Berlin'],
    ['scottish time', 'Europe/London'],
    ['hawaiian time', 'Pacific/Honolulu'],
    ['mendoza', 'America/Argentina/Mendoza'],
    ['barossa', 'Australia/Adelaide'],
    ['jaipur', 'Asia/Kolkata'],
    ['ercot time', 'America/Chicago'],
    ['pjm time', 'America/New_York'],
    ['caiso time', 'America/Los_Angeles'],
    ['wisconsin', 'America/Chicago'],
    ['new mexico', 'America/Denver'],
    ['marrakech', 'Africa/Casablanca'],
    ['hora de méxico', 'America/Mexico_City'],
    ['hora de mexico', 'America/Mexico_City'],
  ])('"%s" is %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
  });

  it.each([
    // ordinary words, people's names, places shared by several clocks, a people's word alone: no zone
    'norwegian',
    'german',
    'reading',
    'nice',
    'mobile',
    'victoria',
    'jackson',
    'troll',
    'birmingham',
    'marlborough',
    'champagne',
    'reno',
    'ercot',
    'miso time',
    'indiana',
    'st paul',
  ])('"%s" is no zone', (words) => {
    expect(resolveZoneWord(words)).toBeNull();
  });

  it('holds no word twice and only zones the platform knows', () => {
    for (const zone of new Set(ZONE_WORDS.values())) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });

  it.each([
    ['scada password rotation every monday 9am copenhagen', 'Europe/London', 'Europe/Copenhagen', hm(9)],
    ['muster drill sundays 10:00 norwegian time', 'Europe/London', 'Europe/Oslo', hm(10)],
    ['weekdays 10am german time', 'Europe/London', 'Europe/Berlin', hm(10)],
    ['bid 10:00 ERCOT time every day', 'America/New_York', 'America/Chicago', hm(10)],
    ['every friday 4pm PJM time', 'America/Chicago', 'America/New_York', hm(16)],
    ['payouts every day at 10:00 jaipur', 'Europe/London', 'Asia/Kolkata', hm(10)],
    ['every day 6:30 cape town', 'Europe/London', 'Africa/Johannesburg', hm(6, 30)],
    ['every tuesday 2pm dutch time', 'America/New_York', 'Europe/Amsterdam', hm(14)],
    ['every monday 8am wisconsin', 'America/New_York', 'America/Chicago', hm(8)],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
  });

  it("says how a grid operator's clock was read", () => {
    expect(read('bid 10:00 ERCOT time every day', 'America/New_York').assumptions.join(' ')).toMatch(
      /ERCOT time read as US Central local time/,
    );
  });
});

describe('zone letters after a clock, in capitals: VET, MMT, WST', () => {
  it.each([
    ['passport pickups tue & thu 10am VET', 'America/Caracas', 'America/Caracas', hm(10)],
    ['cable summary due 17:30 MMT mon-fri', 'Asia/Yangon', 'Asia/Yangon', hm(17, 30)],
    ['stocktake the last friday of each month 14:00 WST', 'Australia/Perth', 'Australia/Perth', hm(14)],
    ['report every monday 09:00 WST', 'Europe/London', 'Australia/Perth', hm(9)],
    ['report every monday 09:00 WST', 'Pacific/Apia', 'Pacific/Apia', hm(9)],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
  });

  it.each([
    // lower case after a clock: a word or a zone? refused, never guessed
    ['every monday 10am vet', /vet/],
    ['every monday 10:00 wst', /wst/i],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase, 'Europe/London').message).toMatch(words);
  });

  it('leaves the words alone elsewhere', () => {
    expect(rules('vet appointment 10am every tuesday', 'Europe/London')[0]?.zone.name).toBe('Europe/London');
  });
});

describe('"local" explained by a place: "local is hawaii", "site time AWST", "local time (Sydney)"', () => {
  it.each([
    ['upload 9:45 and 15:45 local every day, local is hawaii', 'America/Los_Angeles', 'Pacific/Honolulu', hm(9, 45)],
    ['every weekday 8am local (local = perth)', 'Europe/London', 'Australia/Perth', hm(8)],
    ['local being nairobi: every monday 7:00 local', 'Europe/London', 'Africa/Nairobi', hm(7)],
    ['first monday of the month 1000 site time AWST', 'Australia/Perth', 'Australia/Perth', hm(10)],
    ['first monday of the month 1000 site time AWST', 'Europe/London', 'Australia/Perth', hm(10)],
    ['daily 9am local time (Sydney)', 'Europe/London', 'Australia/Sydney', hm(9)],
    ['every day 07:00 local time, i.e. Auckland', 'Europe/London', 'Pacific/Auckland', hm(7)],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times[0]).toEqual(time);
    expect(i.assumptions.join(' ')).toMatch(/read as the clock of the runs/);
  });

  it.each([
    // a place of several zones, a second zone beside it, refused
    ['every day 9am local, local is mexico', /mexico/i],
    ['every day 9am local, local is hawaii, 12pm pacific', /two time zones|hawaii/i],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase, 'Europe/London').message).toMatch(words);
  });
});

describe('a place in a name set off by a colon sets the zone', () => {
  it.each([
    ['casablanca consulate: reminder 9am every weekday', 'Europe/Paris', 'Africa/Casablanca', hm(9), WEEKDAYS],
    ['darwin office: demob reminder every friday 1600 ACST', 'Australia/Perth', 'Australia/Darwin', hm(16), null],
    ['bordeaux: vente primeur emails every weekday in april at 9h', 'Europe/London', 'Europe/Paris', hm(9), WEEKDAYS],
    ['lagos office: payroll run on the 25th at 10am', 'Europe/London', 'Africa/Lagos', hm(10), null],
    ['mendoza bodega: riego daily at 6am', 'Europe/London', 'America/Argentina/Mendoza', hm(6), null],
    ['phoenix plant: shift change 6am daily', 'Europe/London', 'America/Phoenix', hm(6), null],
    ['sydney office: standup 9am every weekday', 'Europe/London', 'Australia/Sydney', hm(9), WEEKDAYS],
    ['st. john’s passport desk: opens 9:30 weekdays', 'America/Toronto', 'America/St_Johns', hm(9, 30), WEEKDAYS],
    ['kraków warehouse: stocktake every monday 7:00', 'America/New_York', 'Europe/Warsaw', hm(7), null],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time, days) => {
    const [r] = rules(phrase, own);
    expect(r?.zone.name).toBe(zone);
    expect(r?.times).toEqual([time]);
    if (days !== null) expect(r?.days).toEqual(days);
    expect(r?.assumptions.join(' ')).toMatch(/as where it runs: the times are on the clock of /);
  });

  it.each([
    // another zone said with the clock: whose 9am?
    ['tokyo office: standup 9am every weekday london', 'Europe/London'],
    // the person's own clock beside the place ("local" after the time is the place's: placeFirstClocks.test.ts)
    ['sydney office: standup 9am my time weekdays', 'Europe/London'],
    // a place that is a project's or a person's name too, alone before the colon
    ['Phoenix: deploy at 9am every monday', 'Europe/London'],
    ['Sydney: review every monday at 3pm', 'Europe/London'],
    // a place no zone is known for, before "local" or "their time"
    ['Bodø office: standup 9am local weekdays', 'Europe/London'],
    ['Bodø: standup 9am their time weekdays', 'Europe/London'],
  ])('refuses "%s" (said in %s)', (phrase, own) => {
    expect(refusedRules(phrase, own).message.length).toBeGreaterThan(0);
  });
});
