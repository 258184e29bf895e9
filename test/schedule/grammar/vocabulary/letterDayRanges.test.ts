import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('weekdays as a range of letters beside a clock ("m-th", "tu-f")', () => {
  it.each([
    ['office hours ping 9:30am m-th', ['30 17 ? * 2-5']],
    ['tu-f 8:15 gate check', ['15 16 ? * 3-6']],
    ['studio 9am-5pm m-th, lunch poll reminder 11:30am', ['30 19 ? * 2-5']],
  ])('"%s" reads', (phrase, fields) => {
    reads(phrase, 'America/Los_Angeles', fields, /./);
  });

  it.each([
    // single letters each ("m-w"), or out of the week's order ("th-m")
    ['gate check m-w 8am'],
    ['gate check th-m 8am'],
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /could not read/);
  });
});
