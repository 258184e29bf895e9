import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused, refusedRules, rules } from './read.js';

const notes = (phrase: string, zone = 'UTC') =>
  rules(phrase, zone)
    .flatMap((r) => r.assumptions)
    .join(' ');

describe('one time on each of several zones\' clocks ("local", "their time", "each store\'s time")', () => {
  it.each([
    [
      '9am local in every store: NYC, Chicago, Denver, LA',
      'America/New_York',
      hm(9),
      ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
    ],
    [
      "10am each store's time — Phoenix and Denver stores",
      'America/Denver',
      hm(10),
      ['America/Phoenix', 'America/Denver'],
    ],
    [
      'stores in Toronto and Vancouver: 9:30 local',
      'America/Toronto',
      hm(9, 30),
      ['America/Toronto', 'America/Vancouver'],
    ],
    [
      '8am local for our Sydney + Auckland + Brisbane stores',
      'Australia/Sydney',
      hm(8),
      ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Brisbane'],
    ],
    [
      'daily 7pm local for each region: NA (ET), EU (CET), Asia (JST)',
      'America/Los_Angeles',
      hm(19),
      ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo'],
    ],
    [
      '12:30 weekdays in Paris, Madrid and Lisbon local',
      'Europe/Paris',
      hm(12, 30),
      ['Europe/Paris', 'Europe/Madrid', 'Europe/Lisbon'],
    ],
    [
      'at 7 am their time: east coast + west coast, mon-fri',
      'America/Chicago',
      hm(7),
      ['America/New_York', 'America/Los_Angeles'],
    ],
    [
      '4pm local at both DCs (Reno is Pacific, Memphis is Central), weekdays',
      'America/Chicago',
      hm(16),
      ['America/Los_Angeles', 'America/Chicago'],
    ],
    [
      'daily 12pm in each US zone (ET, CT, MT, PT)',
      'America/New_York',
      hm(12),
      ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
    ],
    ['daily 10 AM IST and 10 AM EST both', 'Asia/Kolkata', hm(10), ['Asia/Kolkata', 'America/New_York']],
  ])('"%s"', (phrase, zone, time, zones) => {
    const r = rules(phrase, zone);
    expect(r.map((x) => x.zone.name)).toEqual(zones);
    for (const x of r) expect(x.times).toEqual([time]);
    expect(notes(phrase, zone)).toMatch(/one rule per time zone|own clock/);
  });

  it("days said once are every zone's", () => {
    const r = rules('12:30 weekdays in Paris, Madrid and Lisbon local', 'Europe/Paris');
    for (const x of r) expect(x.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    const s = rules('at 7 am their time: east coast + west coast, mon-fri', 'America/Chicago');
    for (const x of s) expect(x.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
  });

  it('an end date with rules in several zones is refused: it ends at another instant in each', () => {
    const r = schedulePhrase({
      phrase: 'daily at 9am local in every store: London, Tokyo until mar 1',
      defaultZone: 'America/New_York',
      now: NOW,
    });
    expect(!r.ok && r.problem.message).toMatch(/different time zones/);
  });

  it('each zone is a task of its own', () => {
    const r = schedulePhrase({
      phrase: "10am each store's time — Phoenix and Denver stores",
      defaultZone: 'America/Denver',
      now: NOW,
    });
    expect(r.ok && r.value.schedules.length).toBe(2);
  });

  it.each([
    // a time after the list may be the last zone's alone
    ['9am local in London and Tokyo at 5pm', /two time zones/],
    ['9am local in London, Tokyo 5pm', /two time zones/],
    ['9am in London and Tokyo at 5pm', /two time zones/],
    ['9am their time: London and Tokyo, 5pm Paris', /two time zones/],
    ['at 9am local in London and 10am in Tokyo', /two time zones/],
    // two times: "local" may be the person's own clock
    ['9am local, 10am in London and Paris', /two time zones/],
    ['9am local and 9am in London and Paris', /two time zones/],
    // "both" after two different clock times: one run converted wrongly, perhaps
    ['daily 9am London and 5pm Tokyo both', /two time zones/],
    // the same zone twice
    ['9am local for our London, Paris and London stores', /two time zones/],
    // a place that is no single zone
    ["9am each store's time: London, Mexico", /not a single time zone/],
    ['9am local in Brazil and Tokyo', /not a single time zone/],
  ])('"%s" stays refused', (phrase, why) => {
    expect(refusedRules(phrase, 'America/New_York').message).toMatch(why);
  });
});

describe("the server's clock, with its zone in brackets", () => {
  it.each([
    ['daily at 4am server time (server is Tokyo)', 'Asia/Tokyo', [hm(4)]],
    ['every sunday 23:00 server (UTC+8)', 'UTC+8', [hm(23)]],
    ['on the 1st at 00:00 server time (UTC-8)', 'UTC-8', [hm(0)]],
    ['4:00 and 16:00 server time (EU-West, Dublin)', 'Europe/Dublin', [hm(4), hm(16)]],
  ])('"%s"', (phrase, zone, times) => {
    const i = read(phrase, 'America/Los_Angeles');
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(/zone named in brackets/);
  });

  it.each([
    // without a zone, whose clock it is would be a guess
    ['daily at 4am server time', /server/],
    ['daily at 4am server time (server is Brazil)', /not a single time zone/],
  ])('"%s" stays refused', (phrase, why) => {
    expect(refused(phrase, 'America/Los_Angeles').message).toMatch(why);
  });
});

describe('"(they don\'t do DST)" is checked against the zone named', () => {
  it('read where the zone keeps one offset all year', () => {
    const i = read("daily 9:05am Arizona time (they don't do DST)", 'America/Los_Angeles');
    expect(i.zone.name).toBe('America/Phoenix');
    expect(i.assumptions.join(' ')).toMatch(/same offset all year/);
  });
  it.each([
    ["daily 9:05am London time (they don't do DST)", /changes its clocks/],
    ["daily 9:05am (they don't do DST)", /names no zone/],
  ])('"%s" refused', (phrase, why) => {
    expect(refused(phrase, 'America/Los_Angeles').message).toMatch(why);
  });
});
