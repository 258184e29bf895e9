import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a standing meeting (stand-up, huddle, scrum) on a day said singular, a reminder before it: every week', () => {
  it.each([
    ['design stand-up wed 10:15, remind 5 min before', 'Europe/London', ['10 10 ? * 4']],
    ['front desk huddle fri 8:30, ping the team 15 min before', 'America/Chicago', ['15 14 ? * 6']],
    ['sprint scrum tue 09:00 - remind 10 min before', 'Europe/Berlin', ['50 7 ? * 3']],
  ])('"%s" runs weekly', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as every week: an event with its days and clock, then a reminder before it/);
  });

  it.each([
    // a word of a single one, "next", a date: the coming one or every week stays asked
    ['the huddle is fri 8:30, remind 15 min before', 'America/Chicago', /could be the coming one only/],
    ['next stand-up wed 10:15, remind 5 min before', 'Europe/London', /./],
    // a lead of a day: the reminder's day is another's
    ['huddle fri 8:30, remind 24h before', 'America/Chicago', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
