import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"remind all <whom>": "all" and the people told, a reminder to send', () => {
  it.each([
    ['remind all staff every friday at 4pm', ['0 16 ? * 6'], /"remind all staff" as a reminder to send/],
    ['gala: ping all volunteers feb 14 2026 at 5pm', ['0 17 14 2 ?'], /"ping all volunteers" as a reminder to send/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // "all day", "all week": how long, not whom
    ['remind all day every friday at 4pm', /./],
    ['remind all week every friday at 4pm', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});

describe('"remind all" then a period, not people: refused, never the limit dropped', () => {
  it.each([
    ['remind all term every monday 9am'],
    ['remind all season every friday 5pm'],
    ['remind all advent every sunday 5pm'],
    ['remind all shift every 2 hours'],
    ['remind all semester every monday 9am'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it.each([
    ['remind all staff every monday 9am', ['0 17 ? * 2']],
    ['ping all hands every friday 5pm', ['0 1 ? * 7']],
  ])('"%s" still reads', (phrase, fields) => {
    reads(phrase, 'America/Los_Angeles', fields, /as a reminder to send/);
  });
});
