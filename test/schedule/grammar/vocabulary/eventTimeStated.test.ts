import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"..., last <thing> is <clock>" after a schedule with its clock: another thing\'s time, no run', () => {
  it.each([
    ['chairlift sweep at 4:10pm, last ride is 4:30', 'America/Denver', ['10 23 * * ?']],
    ['preheat the kilns at 05:45; first firing is 7', 'Europe/London', ['45 5 * * ?']],
  ])('"%s" runs at the schedule\'s clock only', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as when something else happens, what the run comes before: not a run/);
  });

  it.each([
    // a word that may be a run's
    ['chairlift sweep at 4:10pm, last one is 4:30', 'America/Denver', /./],
    ['chairlift sweep at 4:10pm, final reminder is 4:30pm', 'America/Denver', /./],
    // a word of when in the clause
    ['chairlift sweep at 4:10pm, last ride is tomorrow 4:30', 'America/Denver', /./],
    // the schedule's own clock a bare hour on days of the week
    ['chairlift sweep fridays at 4, last ride is 4:30', 'America/Denver', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
