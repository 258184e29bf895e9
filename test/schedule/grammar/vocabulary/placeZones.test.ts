import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const EVERY_DAY = { kind: 'every-day' };

describe('a place said by its code, an airport, or "local <place>"', () => {
  it.each([
    // codes in capitals where a zone stands: after a time, before "time", in brackets, "local" before them
    ['recon 6pm NY weekdays', 'Europe/London', 'America/New_York', hm(18)],
    ['first business day of the month 7am NY', 'UTC', 'America/New_York', hm(7)],
    ['VaR batch every weekday at 2am, NY', 'UTC', 'America/New_York', hm(2)],
    ['every day at 9am (NY)', 'UTC', 'America/New_York', hm(9)],
    ['every tue and thu 11am HK time', 'Europe/London', 'Asia/Hong_Kong', hm(11)],
    ['lunch order 11:30 weekdays HK', 'UTC', 'Asia/Hong_Kong', hm(11, 30)],
    ['weekdays 9am SIN', 'UTC', 'Asia/Singapore', hm(9)],
    ['ops call 0800 local at LHR every day', 'America/New_York', 'Europe/London', hm(8)],
    ['gate ops digest 5:15 AM local HNL daily', 'America/Los_Angeles', 'Pacific/Honolulu', hm(5, 15)],
    ['every day 9am local Heathrow', 'UTC', 'Europe/London', hm(9)],
    ['standup 9am LAX time', 'UTC', 'America/Los_Angeles', hm(9)],
    // "local" before a zone word: the place's clock
    ['field station data upload 23:45 every day local (Nairobi)', 'Europe/London', 'Africa/Nairobi', hm(23, 45)],
    ['every day 10:00 local Tokyo', 'UTC', 'Asia/Tokyo', hm(10)],
    ['daily at 6am local berlin', 'Europe/Helsinki', 'Europe/Berlin', hm(6)],
    ['daily at 6am local pacific', 'Europe/Helsinki', 'America/Los_Angeles', hm(6)],
    // a station's code first, "local" after the time: the station's clock (the code stays in the job's name)
    ['DXB station check-in daily 03:00 local', 'Europe/London', 'Asia/Dubai', hm(3)],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
  });

  it('says which place a code was read as', () => {
    expect(read('recon 6pm NY weekdays').assumptions.join(' ')).toMatch(/"NY" read as the clock of New York/);
    expect(read('DXB station check-in daily 03:00 local', 'Europe/London').assumptions.join(' ')).toMatch(
      /"local" read as the local time of the station named, DXB \(Dubai airport, Asia\/Dubai\)/,
    );
    expect(fields('gate ops digest 5:15 AM local HNL daily', 'America/Los_Angeles')).toEqual(['15 15 * * ?']);
  });

  it.each([
    // a code in lower case may be a word: refused with the code named, never guessed
    ['every day at 9am sin', /lower case/],
    ['every day at 9am ny', /lower case/],
    ['every day at 9am, sin time', /lower case/],
    ['every day at 9am (hk)', /lower case/],
    // codes left out on purpose, and a code that is not where a zone stands
    ['every day at 9am BOS', /bos/],
    ['MAN 9am daily', /man/],
    ['flights to JFK every day at 9am', /flights to jfk/],
    // an airport's name alone after a time is not read as its clock
    ['every day 9am heathrow', /heathrow/],
    // "local" beside a place the name holds that no zone is known for (a site, or a time zone's city that is no
    // station of the table): the place's clock, or the person's? (known stations: stationClocks.test.ts)
    ['Halley station generator check daily 08:00 local', /"local" could be the time in halley station or yours/],
    ['kerguelen: daily 18:30 local', /in kerguelen or yours/],
    ['dxb station check-in daily 03:00 local', /in dxb station or yours/],
    ['mine site shift report daily 06:00 local', /in mine site or yours/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // without "local", a station's code is only a name: the person's own zone
    ['DXB station check-in daily 03:00', 'Europe/London'],
    ['9am local, daily', 'Asia/Tokyo'],
    // a name with no place in it: "local" is the person's own
    ['office cleaning daily 6pm local', 'Europe/Berlin'],
    ['db backup daily 02:00 local', 'Europe/London'],
  ])('"%s" said in %s stays on their own clock', (phrase, own) => {
    expect(read(phrase, own).zone.name).toBe(own);
  });
});

describe('whose clock, said beside the zone', () => {
  it.each([
    ['every day at 2:30am hospital time (Eastern)', 'America/Chicago', 'America/New_York'],
    ['every day at 9am site time (CET)', 'UTC', 'Europe/Berlin'],
    ['every weekday at 5pm their time for the Manila team', 'America/Los_Angeles', 'Asia/Manila'],
    ['every weekday at 9am Phoenix (no DST there)', 'America/Los_Angeles', 'America/Phoenix'],
    ['every weekday at 9am Brisbane, no daylight saving', 'UTC', 'Australia/Brisbane'],
    ['every monday 9am pacific / 12pm eastern (same thing)', 'UTC', 'America/Los_Angeles'],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone) => {
    expect(read(phrase, own).zone.name).toBe(zone);
  });

  it('says so', () => {
    expect(read('every day at 2:30am hospital time (Eastern)').assumptions.join(' ')).toMatch(
      /"hospital time \(Eastern\)" read as the clock of Eastern \(America\/New_York\)/,
    );
    expect(read('every weekday at 9am Phoenix (no DST there)').assumptions.join(' ')).toMatch(
      /"no DST there": America\/Phoenix keeps the same offset all year/,
    );
  });

  it.each([
    // "my time" and another zone may not be the same clock
    ['every day at 2:30am my time, eastern for the team', /my time/],
    // the words disagree with the zone, or name none
    ['every weekday at 9am Denver (no DST there)', /changes its clocks/],
    ['every day 9am (no DST)', /names no zone/],
    ['every monday 9am (same thing)', /which two times are the same/],
    ['every monday 9am pacific / 1pm eastern (same thing)', /not the same time/],
    // the same only part of the year (London and New York change on different dates): it was read on London's clock
    ['9am london / 4am eastern (same thing)', /"same thing" holds only part of the year/],
    ['every day at 9am their time', /their time/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });
});

describe('one time in several zones, a rule each', () => {
  it.each([
    [
      '9am in Sydney, London and Toronto every weekday',
      ['Australia/Sydney', 'Europe/London', 'America/Toronto'],
      WEEKDAYS,
    ],
    ['9am in London and Paris every weekday', ['Europe/London', 'Europe/Paris'], WEEKDAYS],
    ['0900 local in Singapore and 0900 local in Frankfurt, every day', ['Asia/Singapore', 'Europe/Berlin'], EVERY_DAY],
    ['airport ops: every day 0430 local Heathrow and 0430 local JFK', ['Europe/London', 'America/New_York'], EVERY_DAY],
    ['every day 9am HK and 9am NY', ['Asia/Hong_Kong', 'America/New_York'], EVERY_DAY],
  ])('"%s"', (phrase, zones, days) => {
    const r = rules(phrase);
    expect(r.map((i) => i.zone.name)).toEqual(zones);
    expect(r.map((i) => i.days)).toEqual(zones.map(() => days));
    expect(new Set(r.map((i) => JSON.stringify(i.times))).size).toBe(1);
  });

  it('"my time" beside another zone is the person\'s own zone, a rule of its own', () => {
    const r = rules('daily at 7:30 my time and 7:30 manila time', 'Europe/London');
    expect(r.map((i) => i.zone.name)).toEqual(['Europe/London', 'Asia/Manila']);
    expect(r[0]?.assumptions.join(' ')).toMatch(/"my time" read as your own zone \(Europe\/London\)/);
  });

  it.each([
    // a place that is no zone, different times (could be one run converted), the same zone twice
    ['9am in Sydney, London and Narnia every weekday', 'UTC'],
    ['0900 local in Singapore and 1000 local in Frankfurt, every day', 'UTC'],
    ['daily at 7:30 my time and 7:30 london time', 'Europe/London'],
    // a time after the list is likely the last zone's alone (it was copied to every zone)
    ['every day at 9am in London and Tokyo at 5pm', 'UTC'],
    ['9am in Sydney, London and Toronto every weekday at 5pm', 'America/Toronto'],
  ])('"%s" (said in %s) is refused', (phrase, own) => {
    expect(refusedRules(phrase, own).message.length).toBeGreaterThan(0);
  });
});

describe('one time restated in a second zone, said to be the same ("same call")', () => {
  it.each([
    ['weekdays at 8 Pacific, 11 Eastern - same call', 'America/Los_Angeles', hm(8)],
    ['weekdays at 8 London, 9 Paris - same call', 'Europe/London', hm(8)],
  ])('"%s" is read once, on %s', (phrase, zone, time) => {
    const i = read(phrase, 'America/New_York');
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(/is the same time as .* on every day of the year/);
  });

  it.each([
    ['weekdays at 8 Pacific, 12 Eastern - same call', /not the same time/],
    // London and New York change their clocks on different dates: the same time only part of the year
    ['weekdays at 8am London, 3am New York - same call', /from 8 Mar to 28 Mar and from 25 Oct to 31 Oct/],
    // without "same", two zones with a comma stay two zones
    ['weekdays at 8 Pacific, 11 Eastern', /two time zones/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });
});

describe('"L" (local) explained in brackets', () => {
  it.each([
    ["0630L daily (L = local, we're in Denver)", 'America/Denver'],
    ["0630L daily (L = local, we're in Denver)", 'UTC'],
    ['0630L daily (L = local)', 'America/Denver'],
  ])('"%s" said in %s is Denver\'s clock', (phrase, own) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe('America/Denver');
    expect(i.times).toEqual([hm(6, 30)]);
  });

  it('a place that is no zone is refused', () => {
    expect(refused("0630L daily (L = local, we're in Narnia)", 'America/Denver').message).toMatch(/narnia/i);
  });
});
