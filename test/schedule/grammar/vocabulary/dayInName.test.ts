import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a day inside the name of what the job is for, beside the day it runs', () => {
  it.each([
    ['sunday school helpers reminder saturday 5pm', ['0 17 ? * 7'], /"sunday school" as the name/],
    ['choir list for sunday mass sent every wednesday 18:00', ['0 18 ? * 4'], /"sunday mass" as the name/],
    ['monday meeting agenda out every friday 4pm', ['0 16 ? * 6'], /"monday meeting" as the name/],
    ['prep for monday class every sunday 7pm', ['0 19 ? * 1'], /"monday class" as the name/],
    ['remind the team about the friday social every thursday at 3pm', ['0 15 ? * 5'], /"friday social"/],
    ['saturday market stock order every thursday 09:30', ['30 9 ? * 5'], /"saturday market"/],
    ['sunday lunch shopping saturday 10am and 4pm', ['0 10,16 ? * 7'], /"sunday lunch"/],
    // the run's day said before the named gathering: what follows "before" is what the run is for, every week
    [
      'board papers published friday before the monday meeting, 5pm',
      ['0 17 ? * 6'],
      /"before the monday meeting" as what the job is for/,
    ],
    ['send the slides thursday ahead of our friday briefing at 2pm', ['0 14 ? * 5'], /"ahead of our friday briefing"/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // joined to the run's day: two runs, or one? as before
    ['monday standup and friday 9am', /./],
    // a word not of a gathering: the day may be a run's
    ['tuesday deploys thursday 3pm', /names the days twice/],
    // the same day twice
    ['monday before the monday meeting 5pm', /could not read/],
    // no run's day said with a clock or "every"
    ['sunday school reminder saturday', /names the days twice/],
    // a clock between the named day and the run's day is the named thing's, not the run's
    ['sunday service 10am reminder every saturday', /names the days twice/],
    ['friday league 7pm signup every wednesday', /names the days twice/],
  ])('%s is not read as a name', (phrase, why) => {
    if (phrase.startsWith('monday standup')) {
      // read as both days (as it was before), never as Friday alone
      reads(phrase, 'UTC', ['0 9 ? * 2,6'], /standup/);
      return;
    }
    refuses(phrase, 'UTC', why);
  });
});
