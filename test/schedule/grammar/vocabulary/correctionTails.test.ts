import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words around a correction that carry no time: "pls" last, "11am not pm", "9:30 was right"', () => {
  it.each([
    ['book club every tuesday 18:30, move it to 19:00 please', 'UTC', ['0 19 ? * 3'], /"please" as politeness/],
    [
      'rota review fridays 10:30, change it to 11 pls',
      'UTC',
      ['0 11 ? * 6'],
      /"pls" as politeness.*correction: 11:00 AM instead of 10:30 AM/,
    ],
    [
      'stock take every wed 10, sorry 10am not pm',
      'UTC',
      ['0 10 ? * 4'],
      /"not pm" as saying again that "10am" is in the morning/,
    ],
    ['bins out every thursday 7, sorry 7pm not am', 'UTC', ['0 19 ? * 5'], /"not am" as saying again that "7pm"/],
    [
      'sync every weekday 8:30, no wait 8:45, actually 8:30 was right',
      'UTC',
      ['30 8 ? * 2-6'],
      /"8:30 was right" as going back to 8:30/,
    ],
    ['sync daily 8:30, wait 8:45, actually 8:30 is correct', 'UTC', ['30 8 * * ?'], /going back to 8:30/],
  ])('"%s" in %s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // the half denied after a bare hour: which hour is meant is still open
    'stock take every wed 10, sorry 10 not pm',
    // the same half denied: a contradiction
    'stock take every wed 10, sorry 10am not am',
    // "not pm" before other words bounds or moves the runs
    'stock take every wed 10am, sorry 10am not pm on fridays',
    // nothing before it to be right
    'actually 8:30 was right',
    // a word of time after the politeness is not politeness last
    'rota review fridays 10:30, change it to 11 pls from next week',
  ])('"%s" stays refused', (phrase) => refuses(phrase, 'UTC', /./));
});
