import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ANY = /(?:)/;

describe('runs said "too" with their own time, seven-day cycles from a weekday, marks of pasted or typed text', () => {
  it.each([
    // a later rule with its own time, said "too" / "as well" / "also": more runs besides the rules before
    ['0315Z daily, 0915Z sundays as well', 'UTC', ['15 3 * * ?', '15 9 ? * 1'], /runs besides/],
    ['6am daily, 6pm on fridays too', 'UTC', ['0 6 * * ?', '0 18 ? * 6'], /runs besides/],
    ['weekdays at 9am, 2pm on mondays too', 'UTC', ['0 9 ? * 2-6', '0 14 ? * 2'], /runs besides/],
    ['every day 7am, saturdays 10am also', 'UTC', ['0 7 * * ?', '0 10 ? * 7'], /runs besides/],
    // seven days apart from a day of the week: that day every week
    ['every 7 days from monday at 5pm', 'UTC', ['0 17 ? * 2'], /every Monday: seven days apart/],
    ['check filters every seven days starting thursday 09:00', 'UTC', ['0 9 ? * 5'], /every Thursday/],
    ['once every 7 days beginning next friday at 18:00', 'UTC', ['0 18 ? * 6'], /every Friday/],
    // where the text was copied from, in brackets
    ['every weekday 8:30 AM (from Outlook)', 'UTC', ['30 8 ? * 2-6'], /"\(from Outlook\)" aside/],
    ['daily at 9am (via google calendar)', 'UTC', ['0 9 * * ?'], /aside/],
    ['mondays 10:00 (copied from teams invite)', 'UTC', ['0 10 ? * 2'], /aside/],
    // a calendar's plural in brackets
    ['Occurs the first Monday of every 1 month(s) at 8:00 AM', 'UTC', ['0 8 ? * 2#1'], ANY],
    ['Occurs every 1 week(s) on Wednesday at 16:00', 'UTC', ['0 16 ? * 4'], ANY],
    ['every 1 day(s) at 7:00 AM', 'UTC', ['0 7 * * ?'], ANY],
    // emphasis inside the phrase
    ['every! day at 07:00', 'UTC', ['0 7 * * ?'], ANY],
    ['daily!! at 9am', 'UTC', ['0 9 * * ?'], ANY],
    // a count after the calendar's dot
    ['Daily · 6:00 – 6:15am · 10 times', 'UTC', ['0 6 * * ?'], ANY],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // days "too" with no time and no other days: which days besides?
    ['0900 and 1500, weekends too', /no other days are said/],
    // seven days with nothing to count from, another cycle, a date, a span of days
    ['every 7 days at 5pm', /7-day cycle drifts/],
    ['every 14 days from monday at 5pm', /14-day cycle drifts/],
    ['every 7 days from dec 3 at 5pm', /7-day cycle drifts/],
    ['every 7 days from monday to friday at 5pm', /7-day cycle drifts/],
    // "from monday" in brackets is no app the text came from; "from outlook" without brackets is not set aside
    ['every day at 9am (from monday)', /./],
    ['daily at 9am from outlook', /could not read "from outlook"/],
    // two weeks in brackets' plural is still every two weeks; a bare number after the dot is no count
    ['every 2 week(s) on monday at 9am', /every 2 weeks/],
    ['Daily · 6:00 – 6:15am · 10', /could not read "10"/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
