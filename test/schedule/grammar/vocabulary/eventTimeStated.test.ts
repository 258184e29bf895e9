import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"..., last <thing> is <clock>" after a schedule with its clock: another thing\'s time, no run', () => {
  it.each([
    ['chairlift sweep at 4:10pm, last ride is 4:30', 'America/Denver', ['10 23 * * ?']],
    ['preheat the kilns at 05:45; first firing is 7', 'Europe/London', ['45 5 * * ?']],
    ['warm up the ovens at 5:30am; first class is 6', 'UTC', ['30 5 * * ?']],
    ['ward round prep at 7am, first patient is 8am', 'UTC', ['0 7 * * ?']],
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
    // a step or an open range in the rest: the clause bounds the runs
    ['ping every 30 min from 9am, last slot is 4pm', 'UTC', /./],
    ['every 15 minutes from 3pm, last chair is 4pm', 'America/Denver', /./],
    ['ping every 30 min from 9am, last session is 4pm', 'UTC', /./],
    ['ping every 30 min from 9am, last shuttle is 4pm', 'UTC', /./],
    ['ping every 30 min from 9am, final boarding is 5pm', 'UTC', /./],
    ['ping every 30 min from 9am, last pickup is 6pm', 'UTC', /./],
    ['feed the baby every 3 hours from 7am, last feed is 10pm', 'UTC', /./],
    // the clause names the job itself (a thing not on the list, or said in the rest or the name)
    ['lift sweep at 3:45pm, final sweep is 5pm', 'UTC', /./],
    ['lift sweep at 3:45pm, final lift is 5pm', 'UTC', /./],
    ['meds at 8pm, first dose is 8am', 'UTC', /./],
    ['water plants at 6am, last watering is 8pm', 'UTC', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
