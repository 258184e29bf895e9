import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a task app's name in brackets, a sheet note's label and the sheet's zone, set aside", () => {
  it.each([
    ['Repeats weekly on Thursday (Todoist) — due 5pm', 'Europe/London', ['0 17 ? * 5'], /"\(Todoist\)" as the app/],
    ['every friday 4pm (from Trello)', 'UTC', ['0 16 ? * 6'], /the app the text was copied from/],
    ['Repeats monthly on the 1st (via Asana) at 08:30', 'UTC', ['30 8 1 * ?'], /Asana/],
    ['spreadsheet note: "refresh totals daily 6:00"', 'Europe/Madrid', ['0 5 * * ?'], /spreadsheet note/],
    ["sheet comment: 'sync rates every monday 07:15'", 'UTC', ['15 7 ? * 2'], /sheet comment/],
    ['recalc daily 7am (sheet tz Asia/Tokyo)', 'UTC', ['0 22 * * ?'], /sheet's time zone/],
    ['row 4 note: rebuild weekdays at 18:00 (spreadsheet time zone: Europe/Paris)', 'UTC', ['0 17 ? * 2-6'], /sheet/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words in brackets that are no app's keep their meaning
    ['every day (monday) at 9', /./],
    // a sheet's zone that gives another offset than its place's
    ['recalc daily 7am (sheet tz GMT+3 Manila)', /./],
    // a label with nothing after it
    ['sheet note: ""', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
