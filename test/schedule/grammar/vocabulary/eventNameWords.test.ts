import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("words of an event's name that look like words of a schedule", () => {
  // a word of the part of the day right after the event's clock, agreeing with it, then the rest of the name
  it.each([
    ['ping ops 15 min before the 18:30 evening briefing, weekdays', 'Europe/London', ['15 18 ? * 2-6']],
    ['remind the desk 1h before the 2pm afternoon session on tuesdays', 'America/Chicago', ['0 19 ? * 3']],
    ['warn the crew 20 min before the 23:00 night run, every day', 'Europe/Berlin', ['40 21 * * ?']],
    ['remind the team 10 min before the 0900 morning huddle, daily', 'Asia/Kolkata', ['20 3 * * ?']],
    ['nudge the editors 45 min before the 7am morning meeting, weekdays', 'America/New_York', ['15 11 ? * 2-6']],
  ])('"%s" [%s]: the part of the day is a word of the name', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /before (?:morning|afternoon|evening|night) \w+"/);
  });

  // a number right after a word that numbers things
  it.each([
    [
      'bus 22 leaves the station at 0640, ping the driver 10 min before, weekdays',
      'Africa/Johannesburg',
      ['30 4 ? * 2-6'],
      /"bus 22 leaves the station"/,
    ],
    [
      'route 9 leaves at 7:40am, ping the driver 10 min before, weekdays',
      'Europe/London',
      ['30 7 ? * 2-6'],
      /"route 9 leaves"/,
    ],
    ['court 3 opens at 6:30am on saturdays, remind me at 6:15am', 'Europe/London', ['15 6 ? * 7'], /"court 3 opens"/],
    [
      'flight 212 boards at 4:10pm daily, remind the crew at 3:30pm',
      'Asia/Singapore',
      ['30 7 * * ?'],
      /"flight 212 boards"/,
    ],
  ])('"%s" [%s]: the number is part of the name', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the part of the day disagrees with the clock as read, or no word of the name follows it
    ['remind me 30 min before the 7:30 evening class, mondays', /could not read/],
    ['remind me 30 min before the 0700 evening news, daily', /morning|could not read/],
    ['remind me 30 min before the 18:00 morning, daily', /could not read|but the phrase says the morning/],
    // a number after a word that does not number things may be a clock
    ['lecture 7 starts at 9am weekdays, remind me 10 min before', /could not read/],
    ['standup 9 weekdays, remind me at 8:50', /unclear|could not read/],
  ])('"%s": refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
