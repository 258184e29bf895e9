import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (New York on EST, UTC-5).
describe('a run whole days before or after an event on days of the week, said after it', () => {
  it.each([
    // hours that make whole days, the event's days moved, its clock kept
    ['edit notes 48 hrs before release (release tuesdays 5am ET)', ['0 10 ? * 1'], /2 days before it.*Sundays at 5am/],
    ['follow-up calls 24h after clinic (clinics are mon/wed 9am)', ['0 14 ? * 3,5'], /Tuesday, Thursday at 9am/],
    ['prep sheet 72 hours before delivery, delivery is fridays 17:30', ['30 22 ? * 3'], /Tuesdays at 17:30/],
    // days said in words, after the event, across the end of the week
    ['survey 2 days after the class — classes fri & sat 18:00', ['0 23 ? * 1,2'], /Sunday, Monday at 18:00/],
    ['kit check a day before the match (matches saturdays at 10am)', ['0 15 ? * 6'], /the day before it.*Fridays/],
    ['checklist 24h before kickoff, kickoff sundays 7:30pm', ['30 0 ? * 1'], /Saturdays at 7:30pm/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'America/New_York', fields, note));

  it.each([
    // one day said alone: the coming one, or every week?
    ['edit notes 48 hrs before release (release tue 5am)', /coming one only|every week/],
    // not whole days of hours
    ['edit notes 25 hours before release (release tuesdays 5am)', /./],
    // what follows is not the event: the doors are not the game
    ['kit check 24h before the game, doors saturdays 10am', /./],
    // a bare hour for the event: morning or evening?
    ['kit check 24h before the game (games saturdays 10)', /./],
  ])('%s is refused', (phrase, why) => refuses(phrase, 'America/New_York', why));
});
