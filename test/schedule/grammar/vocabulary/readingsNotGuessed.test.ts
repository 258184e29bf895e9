import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026. Each of these was read, wrongly, by a reader added for corpus 22's wrong refusals.
describe('readings that would guess are refused', () => {
  it.each([
    // "NL" is the Netherlands' too: a Dutch place, a writer there, or St John's Wood (London)
    ['Newfoundland office: weekly sync monday 10am nl time', 'Europe/Amsterdam'],
    ["St John's Wood office: call with the Rotterdam team at 4pm NL time", 'Europe/London'],
    ["St. John's office: sync with the Amsterdam team thursday 4pm NL time", 'America/St_Johns'],
    // "LINT" before a job's word is the build step
    ['Line Islands repo: daily 9am LINT job', 'America/Los_Angeles'],
  ])('zone letters: %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    // how often said beside a work week: not every day of it
    ['our work week is mon-fri, report 9am once a month'],
    ['our work week is mon-fri; weekly summary 5pm'],
    ['their work week is sat-wed, reminder 8:30 once a week'],
  ])('a work week: %s', (phrase) => refuses(phrase, 'America/New_York', /./));

  it.each([
    // "we" after a comma or dash may be the office, not the ship
    ['daily report 07:00 ship time, we are on London time'],
    ["noon report 12:00 ship time - we're on UTC"],
    // "until further notice" bounds nothing: "this cruise" is then unbounded
    ['daily 07:00 ship time - the ship is on Miami time this cruise, until further notice'],
  ])('a ship clock: %s', (phrase) => refuses(phrase, 'Europe/London', /./));

  it.each([
    // a named period may not have begun: its start is not now
    ['daily 9am during the summer term (until jul 20)'],
    ['daily 9am through the christmas break (until jan 4)'],
  ])('a period: %s', (phrase) => refuses(phrase, 'Europe/London', /./));

  it.each([
    // a correction far from the count it corrects may change the unit too
    ['every 30 minutes, actually make it 1'],
    ['every 30 minutes — actually make it 2'],
  ])('a correction: %s', (phrase) => refuses(phrase, 'UTC', /correction/));
});

describe('names of people are no second language, and tool comments name no state or place', () => {
  it.each([
    // capitalised names after the first word are no Haitian, Thai or Japanese word of when
    ['Jodi and Madi sync every monday at 10am', ['0 15 ? * 2']],
    ['chak in with Jodi every friday at 3pm', ['0 20 ? * 6']],
  ])('%s', (phrase, fields) => reads(phrase, 'America/New_York', fields, /./));

  it.each([
    // a comment or a message that says the line is dead, or names a place
    ['0 9 * * MON # ignore'],
    ['0 9 * * MON # decommissioned'],
    ['0 9 * * MON # code freeze'],
    ['0 9 * * MON # backup HK'],
    ['/remind #ops backup NY every monday at 9am'],
    ['/remind #ops sunset backup every monday at 9am'],
    // a word of when of the language, lower-case, still refuses its phrase
    ['Otchet ne v pyatnitsu v 18:00'],
  ])('%s is refused', (phrase) => refuses(phrase, 'UTC', /./));
});
