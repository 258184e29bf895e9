import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LON = 'Europe/London';

describe('a reminder said beside an event with its own time', () => {
  it('asks whether the event is a run too, or what the reminder is about', () => {
    refuses(
      'bake sale reminder: thursdays 5pm, sale is friday 8am',
      LON,
      /is it a run too, or what the reminder is about/,
    );
    refuses('U9 matches sunday mornings 10am, parent reminder saturday 6pm', LON, /is it a run too/);
    refuses('evening services 6:30pm sundays, reminder saturday at 4pm', LON, /is it a run too/);
    // the event's clock on the 24-hour clock in four digits, a day of the month it falls on
    refuses(
      'shift report due at the desk 0700, send me a nudge at 0645 every day',
      LON,
      /"shift report due at the desk 0700" .*is it a run too/,
    );
    refuses('invoices due 1st, reminder on the 27th at 10am', LON, /"invoices due 1st" .*is it a run too/);
  });

  it('reads a reminder whose event is said in the words of its message', () => {
    reads('remind at 1445 weekdays that the desk closes at 1500', LON, ['45 14 ? * 2-6'], /what the reminder says/);
    reads('desk: remind at 1530 weekdays that copy closes at 1600', LON, ['30 15 ? * 2-6'], /what the reminder says/);
  });

  it('reads a reminder whose parts say no event, or a reminder with no time of its own', () => {
    reads('reminder: team meeting 9am weekdays', LON, ['0 9 ? * 2-6'], /^/);
    reads('meds 8am daily, stretch reminder 3pm daily', LON, ['0 8,15 * * ?'], /^/);
    reads('standup 9am weekdays, retro reminder fridays 3pm', LON, ['0 9 ? * 2-6', '0 15 ? * 6'], /2 jobs/);
    // the reminder's own day said again beside the event's
    reads('rent due 1st, reminder on the 1st and the 28th at 9am', LON, ['0 9 1,28 * ?'], /^/);
    // an event read as what the reminder is about
    reads('daily report due at 0900, nudge at 0830 every day', LON, ['30 8 * * ?'], /what the reminder is about/);
  });
});

describe('a running period of two dates said day first, with no word before them', () => {
  it('reads "27 nov to 23 dec" as from and until, as "nov 27 to dec 23" is', () => {
    reads('stall reminder 10:00 every day 27 Nov to 23 Dec', LON, ['0 10 * * ?'], /^/);
    reads('every day 3 jan to 9 jan at 7am', LON, ['0 7 * * ?'], /^/);
    reads('mondays 9am 2 feb - 30 mar', LON, ['0 9 ? * 2'], /^/);
  });

  it('keeps "day N" of a month where no month follows', () => {
    reads('day 15 at 9am', LON, ['0 9 15 * ?'], /^/);
    reads('on day 3 of every month at 9am', LON, ['0 9 3 * ?'], /^/);
  });

  it('keeps two dates joined by "and" as two dates, not a range', () => {
    refuses('every day at 9 on 27 nov and 23 dec', LON, /single date/);
  });
});

describe('a bare time after a later one in a list, past a working day', () => {
  it('asks which half of the day, rather than read it at night', () => {
    refuses('at 12:00 and 11:00 daily', LON, /"11:00" after 12:00 PM: 11:00 AM, or 11:00 PM\?/);
    refuses('daily at 11am and 10', LON, /10:00 AM, or 10:00 PM\?/);
  });

  it("still reads a working day's list in the afternoon", () => {
    reads('every weekday at 8 and 4:30', LON, ['0 8 ? * 2-6', '30 16 ? * 2-6'], /after 8:00 AM in the list/);
    reads('daily at 10 and 9', LON, ['0 10,21 * * ?'], /9:00 PM, after 10:00 AM/);
  });
});

describe('a place in the words of a dated event', () => {
  it("leaves whose clock the runs are on unread: the place's, or the person's?", () => {
    refuses('Oslo: 28 mar 2027 clocks go forward, run the check 09:00 that day', LON, /./);
    refuses('Nuuk: 31 oct 2027 you get an hour back, schedule the pull 09:00 that day', 'Europe/Copenhagen', /./);
  });

  it('reads a dated event with no place in its words', () => {
    reads("dad's dentist 3 dec 10:40 — remind me 9:30 that morning", LON, ['30 9 3 12 ?'], /that morning/);
  });
});

describe('Nuuk', () => {
  it("is Greenland's clock", () => {
    reads('standup 09:00 weekdays Nuuk', LON, ['0 11 ? * 2-6'], /^/);
  });
});
