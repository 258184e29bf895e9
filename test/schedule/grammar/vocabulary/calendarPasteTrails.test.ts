import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields, end of the running period and notes of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function pasted(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
    zone: r.value.intent.zone.name,
    notes: r.value.intent.assumptions.join(' '),
  };
}

describe('what a calendar writes after an event: its dots, its zone and the lead of an invite', () => {
  it.each([
    // Google Calendar's dot before the zone, the end date, or the "Time zone:" field
    ['Weekly on Thursday · 2:00 – 2:45pm · Time zone: America/Chicago', 'UTC', '0 20 ? * 5', 'America/Chicago'],
    ['Daily · 6:30 – 7am · Eastern Time - New York', 'Europe/London', '30 11 * * ?', 'America/New_York'],
    ['Monthly on day 20 · 9am · Coordinated Universal Time', 'Asia/Tokyo', '0 9 20 * ?', 'UTC'],
    ['Weekly on Monday, Wednesday · 18:00 – 19:00 · Timezone: Europe/Berlin', 'UTC', '0 17 ? * 2,4', 'Europe/Berlin'],
    // Google's zone picker: the offset of the day in brackets, then the zone's name (winter or summer offset)
    ['Weekly on Friday · 9:00 – 9:30am · (GMT-05:00) Eastern Time - New York', 'UTC', '0 14 ? * 6', 'America/New_York'],
    ['Weekly on Friday · 9:00 – 9:30am · (GMT-04:00) Eastern Time - New York', 'UTC', '0 14 ? * 6', 'America/New_York'],
    ['Weekly on Sunday · 4 – 5pm · (GMT+13:00) New Zealand Time - Auckland', 'UTC', '0 3 ? * 1', 'Pacific/Auckland'],
    // Outlook's "Occurs" before a day of the month, and a longer event after it
    ['Occurs day 3 of every 1 month from 8:00 AM to 8:30 AM', 'UTC', '0 8 3 * ?', 'UTC'],
    ['Occurs the first Monday of every 1 month from 1:00 PM to 4:00 PM', 'UTC', '0 13 ? * 2#1', 'UTC'],
    // an invite's lead, and older Windows' name of the UK's zone before its cities
    [
      'Recurring meeting: Every Friday at 11:00 AM - 11:30 AM (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
      'America/New_York',
      '0 11 ? * 6',
      'Europe/London',
    ],
    [
      'every tuesday 17:00 (GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London',
      'Asia/Tokyo',
      '0 17 ? * 3',
      'Europe/London',
    ],
  ])('"%s" in %s', (phrase, zone, fields, name) => {
    const r = pasted(phrase, zone);
    expect(r.fields).toEqual([fields]);
    expect(r.zone).toBe(name);
  });

  it('reads the end date after the dot, with the zone in brackets', () => {
    const r = pasted('Every weekday · 8:00am · until Feb 27, 2026 (Central European Time - Berlin)', 'UTC');
    expect(r.fields).toEqual(['0 7 ? * 2-6']);
    expect(r.zone).toBe('Europe/Berlin');
    expect(r.until).toBe('2026-02-27');
  });

  it('says the offset label was read as the zone of the day', () => {
    const r = pasted('Weekly on Sunday · 4 – 5pm · (GMT+13:00) New Zealand Time - Auckland', 'UTC');
    expect(r.notes).toMatch(/offset in brackets before "New Zealand Time" as that zone's \(Pacific\/Auckland\)/);
  });

  it.each([
    // an offset the named zone never keeps is a second clock
    ['Weekly on Friday · 9:00 – 9:30am · (GMT+05:00) Pacific Time - Los Angeles', /two time zones/],
    // an offset not in brackets before a place is a second clock too
    ['every friday 9am GMT+13 Auckland', /two time zones/],
    // a long range is a window even after "Occurs", and without it three hours are a window
    ['Occurs every Monday from 9:00 AM to 5:00 PM', /interval/],
    ['every monday from 1:00 PM to 4:00 PM', /interval/],
    // a dot before a word that is no schedule's
    ['every day · lunch', /./],
    // the field alone says no time
    ['Time zone: Europe/Paris', /./],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});
