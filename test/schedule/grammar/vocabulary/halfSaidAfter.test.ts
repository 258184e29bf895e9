import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, Zurich on CET)
describe('a bare hour whose half of the day is said after the schedule ("the pm one")', () => {
  it.each([
    ['reading group thursdays at 5 — the pm one obviously', 'Europe/London', ['0 17 ? * 5'], /"at 5" as 5pm/],
    ['gym induction mondays at 6, the am one', 'Europe/Zurich', ['0 5 ? * 2'], /"at 6" as 6am/],
    ['seminar every fri at 3 (the pm one)', 'Europe/London', ['0 15 ? * 6'], /as "the pm one" says/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // two bare hours: which one is "the pm one"?
    ['reading group thursdays at 5 and fridays at 6 — the pm one', 'Europe/London'],
    // the afterthought says more than the half of the day
    ['reading group thursdays at 5 — the pm one in winter', 'Europe/London'],
    // no afterthought: a bare hour on days of the week
    ['reading group thursdays at 5', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });
});
