import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event on day names with its clock, then a reminder before it: every week', () => {
  it.each([
    ['sparring tue thu 18:00, remind me 20 min before', 'Europe/Berlin', ['40 16 ? * 3,5']],
    ['webinar tue/thu/sat 8pm, ping 5 min before', 'Europe/London', ['55 19 ? * 3/2']],
    ['night shift starts 02:00 sat and sun, remind the crew half an hour before', 'Europe/London', ['30 1 ? * 1,7']],
  ])('"%s" runs weekly', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as every week: an event with its days and clock, then a reminder before it/);
  });

  it.each([
    // a word of a single event, a one-off verb, a date or "on <day>": the coming one or every week stays asked
    ['the webinar is tue 18:00, remind me 20 min before', 'Europe/Berlin'],
    ['ticket sale opens fri 09:30, ping me an hour before', 'Europe/London'],
    ['entries close fri 09:30, ping me an hour before', 'Europe/London'],
    ['remind me 20 min before the 18:00 demo on tue', 'Europe/Berlin'],
    // a lead of a day or more: the reminder falls on another day
    ['recording thu 15:00, remind the guest 24h before', 'Europe/London'],
    // a zone's letters away from the clock may be a word ("PT" for physical therapy)
    ['PT session with Sam tue 6:30pm, ping me 1h before', 'America/Denver'],
    // one day and no word of a timetable's (a slot, a session, a class): the coming one may be meant
    ['lab meeting fri 09:30, ping the group an hour before', 'Europe/London'],
    ['the demo tue 8pm, remind 10 min before', 'Europe/London'],
  ])('"%s" stays refused', (phrase, zone) => {
    refuses(phrase, zone, /could be the coming one only/);
  });
});

describe('runs a step apart during an event with its day and hours: every week', () => {
  it.each([
    ['score update every 15 mins during practice thu 19:00-21:00', 'Europe/London', ['0/15 19,20 ? * 5', '0 21 ? * 5']],
    ['water reminder every 30 min during the ride sat 7:00-9:00', 'Europe/London', ['0,30 7,8 ? * 7', '0 9 ? * 7']],
  ])('"%s" runs weekly', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as every week: runs during an event with its days and hours/);
  });

  it.each([
    ['score update every 15 mins during the quiz on thu, 19:00-21:00', 'Europe/London'],
    ['score update every 15 mins during the quiz thu 19:00-21:00', 'Europe/London'],
  ])('"%s" stays refused', (phrase, zone) => {
    refuses(phrase, zone, /could be the coming one only/);
  });

  it.each([
    // a day said once stays once
    ['score update every 15 mins during the quiz this thu 19:00-21:00', ['0/15 19,20 15 1 ?', '0 21 15 1 ?']],
    ['score update every 15 mins during the quiz thu 12 mar 19:00-21:00', ['0/15 19,20 12 3 ?', '0 21 12 3 ?']],
  ])('"%s" runs once', (phrase, fields) => {
    reads(phrase, 'Europe/London', fields, /read as the one day to run on/);
  });
});

describe('two events, each with its day and clock, then a reminder: before which? refused', () => {
  it.each([
    ['standup mon 9am - retro fri 4pm - remind 10 min before'],
    ['standup mon 9am \u2014 retro fri 4pm \u2014 remind 10 min before'],
    ['standup mon 9am \u2013 retro fri 4pm, remind 10 min before'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('one event then a reminder after a dash still reads', () =>
    reads(
      'choir practice thurs 7:30pm \u2014 remind everyone 1 hr before',
      'America/Los_Angeles',
      ['30 2 ? * 6'],
      /as every week/,
    ));
});

describe("a standing meeting only as the whole name or after a team's word: a one-off huddle stays refused", () => {
  it.each([
    ['huddle tue 9am, remind me 15 min before', 'America/Los_Angeles', ['45 16 ? * 3']],
    ['claims standup mon 9:30, remind 15 min before', 'UTC', ['15 9 ? * 2']],
    ['hygienist huddle tues 7:45, remind 10 min before', 'UTC', ['35 7 ? * 3']],
  ])('"%s" runs weekly', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as every week: an event with its days and clock, then a reminder before it/);
  });

  it.each([
    'huddle with the new hire tue 9am, remind me 15 min before',
    'emergency huddle thu 2pm, remind me 15 min before',
    'farewell huddle for sam fri 4pm, remind me 15 min before',
    'kickoff huddle mon 9am, remind me 15 min before',
    'post-mortem huddle fri 3pm, remind me 15 min before',
    'huddle re the outage thu 2pm, remind me 15 min before',
    'the huddle thu 2pm, remind me 15 min before',
    'scrum master interview tue 11am, remind me 15 min before',
    'stand-up comedy night sat 8pm, remind me 15 min before',
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /could be the coming one only/);
  });
});
