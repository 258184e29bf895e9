import { describe, it } from 'vitest';
import { hm, oneZonedRule, refusedRules } from './read.js';

describe('"server time", the server\'s zone said in brackets with "=", ":" or "on"', () => {
  it.each([
    ['daily reset 4am server time (server = JST)', 'America/Los_Angeles', 'Asia/Tokyo', [hm(4)]],
    ['rotation 05:00 server time (server: UTC+8)', 'Europe/London', 'UTC+8', [hm(5)]],
    ["backup 2am server time (server's on CET)", 'America/New_York', 'Europe/Berlin', [hm(2)]],
    ['cleanup 23:30 server time (server in Frankfurt)', 'America/New_York', 'Europe/Berlin', [hm(23, 30)]],
  ])('"%s" (from %s)', (phrase, own, zone, times) => {
    oneZonedRule(phrase, own, zone, times, /"server time" read as the clock of the zone named in brackets/);
  });

  it.each([
    // no zone: whose clock?
    'backup 2am server time',
    // a name, not a zone
    'backup 2am server time (server = prod)',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase, 'America/New_York');
  });
});
