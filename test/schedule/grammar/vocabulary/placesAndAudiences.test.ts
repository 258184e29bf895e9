import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const MON_SAT = { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] };

describe('where it runs, said last: the place is the zone, the facility set aside', () => {
  it.each([
    ['quality huddle 09:30 Mon–Sat, Vietnam plant', 'Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh', MON_SAT, [hm(9, 30)]],
    [
      'shift report at 07:00 and 19:00, Perth mine site',
      'Australia/Sydney',
      'Australia/Perth',
      { kind: 'every-day' },
      [hm(7), hm(19)],
    ],
    [
      'every weekday at 7 am and again at 7 pm — Tokyo office',
      'Europe/Berlin',
      'Asia/Tokyo',
      WEEKDAYS,
      [hm(7), hm(19)],
    ],
    ['weekdays 6am, Nairobi depot', 'Africa/Nairobi', 'Africa/Nairobi', WEEKDAYS, [hm(6)]],
  ])('"%s" (from %s)', (phrase, own, zone, days, times) => {
    const [r, ...more] = rules(phrase, own);
    expect(more).toEqual([]);
    expect(r?.zone.name).toBe(zone);
    expect(r?.days).toEqual(days);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.join(' ')).toMatch(/as where it runs/);
  });

  it.each([
    // a place that disagrees with the zone said: whose clock?
    ['every weekday at 7am London time, Tokyo office', /two time zones|could not read/],
    // a zone's letters or a region of the clock before a facility's word are a name's ("central plant", "DC site")
    ['every day at 7am, central plant', /central plant|could not read/],
    ['every day at 2am, DC site', /could not read|DC site/],
    // a place the zone reader does not know
    ['every day at 9am, Fresno plant', /fresno/i],
    // no facility's word: not where it runs
    ['every day at 9am, Tokyo pizza', /could not read/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase, 'Europe/Berlin').message).toMatch(words);
  });
});

describe('whom the runs are for, right after the zone said: their place agrees with it', () => {
  it.each([
    ['daily at 16:00 Istanbul for the Turkish QA', 'Europe/Istanbul', [hm(16)]],
    ['every day 10am Kathmandu for the Nepali proofreading', 'Asia/Kathmandu', [hm(10)]],
    ['tuesdays 9am singapore for the apac folks', 'Asia/Singapore', [hm(9)]],
    ['every monday 9am Tokyo time for the Tokyo team', 'Asia/Tokyo', [hm(9)]],
    ['every friday at 17:00 Oslo for the nordics crew', 'Europe/Oslo', [hm(17)]],
    ['every tues 9:30pm Sydney for the OCE scrim block', 'Australia/Sydney', [hm(21, 30)]],
  ])('"%s"', (phrase, zone, times) => {
    const r = rules(phrase, 'Europe/Berlin').at(-1);
    expect(r?.zone.name).toBe(zone);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.join(' ')).toMatch(/whom or what the runs are for/);
  });

  it("reads a second rule in the writer's own zone beside it", () => {
    const [mon, tue] = rules('mondays 9am my time, and tuesdays 9am singapore for the apac folks', 'America/Denver');
    expect(mon?.zone.name).toBe('America/Denver');
    expect(tue?.zone.name).toBe('Asia/Singapore');
  });

  it.each([
    // the place disagrees with the zone said
    ['daily at 16:00 London for the Turkish QA'],
    ['every monday 9am London for the Tokyo team'],
    ['tuesdays 9am new york for the apac folks'],
    ['every tues 9:30pm Tokyo for the OCE scrim block'],
    // no zone said with the clock: whose clock is it?
    ['daily at 16:00 for the Turkish QA'],
    // a people of a country of several zones
    ['daily at 16:00 Sao Paulo for the Brazilian team'],
    // a stretch of time, not a name
    ['daily at 16:00 Istanbul for the Turkish holidays'],
    ['daily at 9am Tokyo for the Japan launch'],
  ])('refuses "%s"', (phrase) => {
    refusedRules(phrase, 'Europe/Berlin');
  });
});

describe('a name in brackets, last', () => {
  it.each([
    ['publish at 00:00 UTC on the 1st of every month (monthly mix)', { kind: 'month-days', days: [1] }, [hm(0)]],
    ['every monday at 9am (weekly mix)', { kind: 'weekdays', days: [2] }, [hm(9)]],
    ['feed the fish 8am and 6pm (smart feeder)', { kind: 'every-day' }, [hm(8), hm(18)]],
  ])('"%s"', (phrase, days, times) => {
    const [r] = rules(phrase, 'Europe/Berlin');
    expect(r?.days).toEqual(days);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.join(' ')).toMatch(/aside as a name/);
  });

  it.each([
    // a frequency the rules do not say
    ['every day at 9am (weekly mix)'],
    ['every day at 9am (monthly mix)'],
    // a place alone, or a place's or a group's word: whose clock?
    ['every day at 9am (fresno)'],
    ['every day at 9am (Boise feeder)'],
    ['every day at 9am (office timer)'],
    // a stretch of the year, or a condition
    ['every day at 9am (holiday timer)'],
    ['every day at 9am (sale weekly)'],
    ['every monday at 9am (paused weekly)'],
  ])('refuses "%s"', (phrase) => {
    refusedRules(phrase, 'Europe/Berlin');
  });
});

describe('remarks said last: what happens then, where the people are', () => {
  it.each([
    ['weekly reset reminder tues 8am PT (raid lockouts reset then)', 'America/Los_Angeles', [3]],
    ["robot vacuum at 10am tue & fri while we're at work", 'Asia/Singapore', [3, 6]],
    ['sprinklers 11am mon wed fri while everyone is at school', 'Asia/Singapore', [2, 4, 6]],
  ])('"%s"', (phrase, own, days) => {
    const [r] = rules(phrase, own);
    expect(r?.days).toEqual({ kind: 'weekdays', days });
    expect(r?.assumptions.join(' ')).toMatch(/aside as a remark/);
  });

  it.each([
    // a stretch of the year says when it runs at all
    ["robot vacuum at 10am tue & fri while we're on holiday"],
    ['robot vacuum at 10am tue & fri while school is in session'],
    // a bare hour beside a reason: which half of the day?
    ['every day at 9 (the shop opens then)'],
    // a place in the clause: whose clock?
    ['every monday 8am PT (the London team starts then)'],
    // days in the clause
    ['every monday 8am PT (fridays then)'],
    // a request to act at an event's time, in brackets or not
    ['battle pass season ends jan 31 at 23:59 UTC, ping then'],
    ['battle pass season ends jan 31 at 23:59 UTC (ping then)'],
  ])('refuses "%s"', (phrase) => {
    refusedRules(phrase, 'Asia/Singapore');
  });
});

describe('a zone word in a name, beside the zone said with the clock', () => {
  it.each([
    ['GST filing reminder on the 11th monthly 10:00 IST', 'Asia/Kolkata', 'Asia/Kolkata'],
    ['Pacific islands check-in thursdays 10am Fiji time', 'Pacific/Auckland', 'Pacific/Fiji'],
    // the writer's own zone is the name's word's: as before
    ['PT session reminder every monday 9am', 'America/Los_Angeles', 'America/Los_Angeles'],
  ])('"%s" (from %s)', (phrase, own, zone) => {
    const [r] = rules(phrase, own);
    expect(r?.zone.name).toBe(zone);
    expect(r?.assumptions.join(' ')).toMatch(/as the job's name/);
  });

  it.each([
    // no zone said beside it: the name's letters may be the zone
    ['GST filing reminder on the 11th monthly 10:00', 'Asia/Kolkata'],
    ['Pacific islands check-in thursdays 10am', 'Pacific/Auckland'],
    // "time" after it: a zone said, two of them
    ['GST time reminder on the 11th monthly 10:00 IST', 'Asia/Kolkata'],
  ])('refuses "%s" (from %s)', (phrase, own) => {
    refusedRules(phrase, own);
  });
});

describe("a zone's word before a name's words, where the zone is the writer's own", () => {
  it('reads: either way the clock is the same', () => {
    const [r] = rules('every day at 7am central market prep', 'America/Chicago');
    expect(r?.zone.name).toBe('America/Chicago');
    expect(r?.assumptions.join(' ')).toMatch(/the clock would be yours, the same/);
  });

  it('refuses where the writer is elsewhere', () => {
    expect(refusedRules('every day at 7am central market prep', 'America/Denver').message).toMatch(/part of a name/);
  });
});

describe('the length of shifts in brackets, beside the times of their changes', () => {
  it.each([
    ['shift report at 07:00 and 19:00 (12h shifts)', [hm(7), hm(19)], 'Australia/Sydney'],
    ['shift report at 07:00 and 19:00 (12h shifts), Perth mine site', [hm(7), hm(19)], 'Australia/Perth'],
    ['shift report at 06:00, 14:00 and 22:00 (8-hour shifts)', [hm(6), hm(14), hm(22)], 'Australia/Sydney'],
  ])('"%s"', (phrase, times, zone) => {
    const [r] = rules(phrase, 'Australia/Sydney');
    expect(r?.times).toEqual(times);
    expect(r?.zone.name).toBe(zone);
    expect(r?.assumptions.join(' ')).toMatch(/changes of those shifts/);
  });

  it.each([
    // "12h" before "shifts" is a length, never a time of noon
    ['shift report at 07:00 (12h shifts)'],
    // the times are not the changes of shifts of that length
    ['shift report at 07:00 and 19:00 (8h shifts)'],
  ])('refuses "%s"', (phrase) => {
    refusedRules(phrase, 'Australia/Sydney');
  });
});

describe('the zone said last, after what the task is', () => {
  it('reads "every weekday at 9 AM, publish the news podcast, Karachi"', () => {
    const [r] = rules('every weekday at 9 AM, publish the news podcast, Karachi', 'Europe/Berlin');
    expect(r?.zone.name).toBe('Asia/Karachi');
    expect(r?.days).toEqual(WEEKDAYS);
    expect(r?.assumptions.join(' ')).toMatch(/task's purpose/);
  });

  it("refuses where a frequency among the words is not the rules' own", () => {
    refusedRules('every day at 9 AM, publish the weekly news podcast, Karachi', 'Europe/Berlin');
  });
});

describe('the runs counted in brackets, as the rules make them', () => {
  it('reads "discord event ping every friday 9pm Eastern and 9pm Pacific (two pings)"', () => {
    const [ny, la, ...more] = rules(
      'discord event ping every friday 9pm Eastern and 9pm Pacific (two pings)',
      'America/New_York',
    );
    expect(more).toEqual([]);
    expect(ny?.zone.name).toBe('America/New_York');
    expect(la?.zone.name).toBe('America/Los_Angeles');
    // the count is read by the brackets' reader or, first, by the zones' own (zoneRuns.ts)
    expect(ny?.assumptions.join(' ')).toMatch(/counts the runs said|"two pings" read as a run in each zone/);
  });

  it.each([
    ['every friday 9pm Eastern and 9pm Pacific (three pings)'],
    ['every friday at 9pm (two pings)'],
    ['every 2 hours on fridays (two pings)'],
  ])('refuses "%s"', (phrase) => {
    refusedRules(phrase, 'America/New_York');
  });
});
