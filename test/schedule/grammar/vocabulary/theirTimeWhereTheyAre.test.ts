import { describe, it } from 'vitest';
import { hm, oneZonedRule, refusedRules } from './read.js';

describe('"their time", where they are said beside it', () => {
  it.each([
    // between two dashes, the schedule going on after
    ['9am their time — the client is in Lima — mon and wed', 'Europe/London', 'America/Lima', [hm(9)]],
    ['call 4pm their time - they are in Nairobi - weekdays', 'Europe/London', 'Africa/Nairobi', [hm(16)]],
    ['10:30 their time – our partners are in Seoul – every friday', 'America/Chicago', 'Asia/Seoul', [hm(10, 30)]],
    // in brackets, said of a list or a group, "all" or "mostly" there
    ['send at 8am their time (the list is all in Jakarta)', 'America/Los_Angeles', 'Asia/Jakarta', [hm(8)]],
    [
      'newsletter 7am their time (subscribers are mostly in Sydney) every monday',
      'Europe/London',
      'Australia/Sydney',
      [hm(7)],
    ],
  ])('"%s" (from %s)', (phrase, own, zone, times) => {
    oneZonedRule(phrase, own, zone, times, /"their time" read as the clock of/);
  });

  it.each([
    // the writer's own place said too: whose clock?
    "8am their time (list is all in Manila), I'm in Cebu",
    // "my time" with another place stays asked
    '9am my time — the client is in Bogotá — tue and thu',
    // a second zone after the aside
    '9am their time — the client is in Lima — tue and thu in Tokyo',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase, 'Europe/London');
  });
});
