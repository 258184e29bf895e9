import { describe, expect, it } from 'vitest';
import { readWholePhrase } from '../../../../src/schedule/grammar/rules.js';
import { refusedRules, rules } from './read.js';

const said = (phrase: string, zone: string) => rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name]);

describe('look-alikes of the readings added for corpus 11 stay refused', () => {
  it.each([
    // a day said only in a restatement on another clock: the rest says no days (every day?)
    ['at 9pm London, which is monday 4pm for me', 'America/New_York'],
    ['every weekday at 9pm London, which is monday 4pm for me', 'America/New_York'],
    // two offices in a name, no zone said with the clock: whose clock?
    ['call the Sydney and New York offices every friday at 5pm', 'America/New_York'],
    ['call the Tokyo office and London office at 9am every monday', 'Europe/London'],
    // the day after or before a kind of day is not that day
    ['the morning after match days (sat) at 9am', 'Europe/London'],
    ['after gym days (mon, wed, fri) at 7am', 'Europe/London'],
    // words after corrected days that keep a day are no reason it is dropped
    ['every monday at 9am, actually tuesdays, mondays as usual', 'Europe/London'],
    ['every monday and wednesday at 9am, actually tuesdays, keep mondays', 'Europe/London'],
    // a correction with days right after it may be those days' time alone
    ['at 9am sorry 10 on weekends', 'Europe/London'],
    // one time of day around which only places, remarks or a slip were set aside: how often?
    ['around 9ish', 'Europe/London'],
    ['9am, Vietnam plant', 'Europe/London'],
    ['at 9am (shop opens then)', 'Europe/London'],
    ["I'm in Nairobi. at 9am Lagos time", 'Europe/London'],
    ['at 5pm my time (Bogotá)', 'America/Bogota'],
    // the same clock with its half of the day said on the second date only is not the same clock
    ['5 dec 10:00 and 6 dec 10:00 pm', 'Europe/London'],
    // "till then" with a date a few days past (these tables read on 2026-01-12): no end to run until, not next year's
    ['sale ends 8 jan - remind me daily at 8pm till then', 'Europe/London'],
    ['trial expires 10 jan - remind me every monday at 9am until then', 'America/New_York'],
    // "until close, 8 dec": close is a time of that day, not the name of the day the runs end
    ['every 15 minutes from 9am until close, 8 dec', 'Europe/London'],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message.length).toBeGreaterThan(0);
  });

  it.each([
    // the same shapes where the phrase settles it
    [
      'call the Sydney and New York offices every friday at 5pm Sydney time',
      'America/New_York',
      [[{ kind: 'weekdays', days: [6] }, [{ hour: 17, minute: 0 }], 'Australia/Sydney']],
    ],
    [
      'OB van check 06:30 on match days (saturdays)',
      'Europe/London',
      [[{ kind: 'weekdays', days: [7] }, [{ hour: 6, minute: 30 }], 'Europe/London']],
    ],
    [
      'wake the smart speaker briefing at 7 — no, 6:45 — on weekdays',
      'Europe/London',
      [[{ kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [{ hour: 6, minute: 45 }], 'Europe/London']],
    ],
    ['dialy at 8am', 'America/New_York', [[{ kind: 'every-day' }, [{ hour: 8, minute: 0 }], 'America/New_York']]],
    ['db backup at 2:30am', 'Europe/Berlin', [[{ kind: 'every-day' }, [{ hour: 2, minute: 30 }], 'Europe/Berlin']]],
  ])('reads "%s" (said in %s)', (phrase, zone, expected) => {
    expect(said(phrase, zone)).toEqual(expected);
  });

  it('says when a reminder runs on the clock of the place said with its event', () => {
    const [r] = rules('event 2026-12-10 at 18:00 tokyo - remind me 2 days before at 9am', 'Europe/London');
    expect(r?.zone.name).toBe('Asia/Tokyo');
    expect(r?.assumptions.join(' ')).toMatch(/run's time on the clock of "tokyo", said with the event's/);
  });

  it('"10 jan ... till then" said in November is the coming January', () => {
    const r = readWholePhrase('battle pass ends 10 Jan — remind everyone daily at 8pm till then', {
      now: Date.UTC(2026, 10, 23, 12),
      defaultZone: 'Asia/Jakarta',
    });
    expect(r.ok && r.value[0]?.endDate).toEqual({ year: 2027, month: 1, day: 10 });
  });
});
