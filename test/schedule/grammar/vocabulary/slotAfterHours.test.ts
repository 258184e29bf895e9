import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a booking's word right after its hours, then days and a reminder", () => {
  it.each([
    ['confocal 8-10am slot every weekday, ping me at 7:45', ['45 6 ? * 2-6']],
    ['mass spec 2-4pm block tue/thu, remind me at 1:45pm', ['45 12 ? * 3,5']],
  ])('"%s" reads', (phrase, fields) => {
    reads(phrase, 'Europe/Oslo', fields, /as the time of the event, not a run/);
  });

  it.each([
    // no days said: once or every day?
    ['confocal 8-10am slot, ping me at 7:45'],
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'Europe/Oslo', /./);
  });
});
