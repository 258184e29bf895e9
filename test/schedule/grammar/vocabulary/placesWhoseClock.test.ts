import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

/** The one rule a phrase reads as, its zone and times, and a note matching `note` when given. */
function one(phrase: string, defaultZone: string, zone: string, times: ReturnType<typeof hm>[], note?: RegExp) {
  const rs = rules(phrase, defaultZone);
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.zone.name).toBe(zone);
  expect(r.times).toEqual(times);
  if (note !== undefined) expect(r.assumptions.some((a) => note.test(a))).toBe(true);
  return r;
}

describe("places named for whose clock it is: French Polynesia's other clocks", () => {
  it.each([
    ['at 8pm nuku hiva every day', 'Pacific/Tahiti', hm(20)],
    ['weekdays 7:30am nuku hiva', 'Pacific/Honolulu', hm(7, 30)],
  ])('%s (%s)', (phrase, zone, time) => {
    one(phrase, zone, 'Pacific/Marquesas', [time]);
  });

  it('the Gambier Islands keep a clock of their own', () => {
    one('mondays 10am gambier islands', 'Pacific/Tahiti', 'Pacific/Gambier', [hm(10)]);
  });

  it('"Gambier" alone (a village in Ohio too) is no zone', () => {
    expect(refusedRules('daily 6pm gambier', 'America/New_York').message).toMatch(/gambier/i);
  });
});

describe('the military "L" (local) or "Z" (UTC) said once after a list of four-digit times', () => {
  it.each([
    ['handover 2300 and 0700 L', 'America/Anchorage', [hm(7), hm(23)]],
    ['shift change 0600, 1400 & 2200L', 'America/Denver', [hm(6), hm(14), hm(22)]],
    ['0645 and 1845 L weekdays', 'Europe/London', [hm(6, 45), hm(18, 45)]],
  ])('%s: local', (phrase, zone, times) => {
    one(phrase, zone, zone, times);
  });

  it.each([
    ['tank dip 2300 and 0700 Z', [hm(7), hm(23)]],
    ['wx brief 0530, 1130 & 1730Z', [hm(5, 30), hm(11, 30), hm(17, 30)]],
  ])('%s: UTC', (phrase, times) => {
    one(phrase, 'America/Anchorage', 'UTC', times);
  });

  it("a list whose last time has no letter keeps being read as before (the person's clock)", () => {
    one('handover 2300 and 0700', 'America/Anchorage', 'America/Anchorage', [hm(7), hm(23)]);
  });

  it("a letter after a time of a list that is not four digits is not the list's", () => {
    // "7 and 0700 L": "7" is no military time; the list is not read as one
    expect(() => rules('7 and 0700 L daily', 'America/Anchorage')).toThrow();
  });
});

describe('a list of places, "both" or "all" after it, then each place\'s own clock', () => {
  it.each([
    ['Darwin and Adelaide both at 8:30 am their time, weekdays', ['Australia/Darwin', 'Australia/Adelaide']],
    ['Paris, Rome and Madrid all at 9am local, mondays', ['Europe/Paris', 'Europe/Rome', 'Europe/Madrid']],
    ['London and Tokyo both 7:45 their time', ['Europe/London', 'Asia/Tokyo']],
  ])('%s', (phrase, zones) => {
    const rs = rules(phrase, 'Europe/London');
    expect(rs.map((r) => r.zone.name)).toEqual(zones);
  });

  it('without words saying the time is each place\'s own, "both" reads nothing', () => {
    expect(() => rules('Tokyo and Seoul both at 9am', 'Europe/London')).toThrow();
  });
});

describe('where the one whose time it is lives, said before "his/her/their time"', () => {
  it.each([
    ['sunday 7 pm, for dad in Adelaide, his time', 'Australia/Sydney', 'Australia/Adelaide', hm(19)],
    ['call every sunday at 19:30 for my sister in Perth, her time', 'Australia/Sydney', 'Australia/Perth', hm(19, 30)],
    ['weekdays 8am for the client in Oslo, their time', 'Europe/London', 'Europe/Oslo', hm(8)],
    ['every friday at 4pm, for grandma in Denver, her time', 'America/New_York', 'America/Denver', hm(16)],
  ])('%s', (phrase, own, zone, time) => {
    one(phrase, own, zone, [time], /read as the clock of/);
  });

  it('"for dad in Adelaide" without "his time" stays unread (whose 7 pm?)', () => {
    expect(() => rules('sunday 7 pm for dad in Adelaide', 'Australia/Sydney')).toThrow();
  });

  it('"to" someone in a place may be a journey\'s end: left unread', () => {
    expect(() => rules('every friday at 4pm, to grandma in Denver, her time', 'America/New_York')).toThrow();
  });

  it('"my time" beside a place someone is in is refused', () => {
    expect(() => rules('sunday 7 pm, for dad in Adelaide, my time', 'Australia/Sydney')).toThrow();
  });
});

describe('a job set off by a colon, said as someone "in" a place: the place\'s clock', () => {
  it.each([
    ['news desk in Halifax: queue check every hour from 8pm to 11pm', 'America/Toronto', 'America/Halifax'],
    ['the crew in Perth: standup 9am weekdays', 'Australia/Sydney', 'Australia/Perth'],
    ['support team in Madrid: triage 9am weekdays', 'Europe/London', 'Europe/Madrid'],
  ])('%s', (phrase, own, zone) => {
    const rs = rules(phrase, own);
    expect(rs).toHaveLength(1);
    expect(rs[0]?.zone.name).toBe(zone);
    expect(rs[0]?.assumptions.some((a) => /as where it runs/.test(a))).toBe(true);
  });

  it.each([
    // a place that is a name too, after "in", is still no place without a word of a site after it
    ['crew in Phoenix: standup 9am weekdays', 'America/New_York'],
    // a journey's end is not where the job runs
    ['flights to Tokyo: check 9am daily', 'America/New_York'],
  ])('%s stays refused', (phrase, own) => {
    expect(() => rules(phrase, own)).toThrow();
  });

  it('a clock said as "local" beside it is not assumed to be the place\'s', () => {
    expect(() => rules('news desk in Halifax: queue check 8pm local', 'America/Toronto')).toThrow();
  });
});

describe('a code of a capital A and a number in a name before a Zulu or local clock ("jet A1 tank dip")', () => {
  it.each([
    ['jet A1 tank dip 0600 & 1800 Zulu', 'Pacific/Honolulu', 'UTC', [hm(6), hm(18)]],
    ['A4 paper restock fridays 9am', 'Europe/London', 'Europe/London', [hm(9)]],
    ['bay A12 sensor check daily 2200L', 'America/Anchorage', 'America/Anchorage', [hm(22)]],
  ])('%s', (phrase, own, zone, times) => {
    one(phrase, own, zone, times, /as the job's name/);
  });

  it.each([
    // in lower case "a9" may be a slip of "at 9"; last in the name, or the name's only word, it may be a time
    'a9 standup weekdays',
    'standup A9 weekdays',
    'A1 weekdays 9am',
  ])('%s stays refused', (phrase) => {
    expect(() => rules(phrase, 'Europe/London')).toThrow();
  });
});
