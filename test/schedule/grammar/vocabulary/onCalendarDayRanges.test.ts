import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe("systemd's ranges of days, counted Monday to Sunday (onCalendar.ts)", () => {
  it.each([
    ['OnCalendar=Fri..Sun 22:30 Asia/Tokyo', 'Europe/Berlin', ['30 13 ? * 1,6,7'], /fri,sat,sun/],
    ['OnCalendar=Sat..Sun 09:00', 'Europe/Berlin', ['0 8 ? * 1,7'], /machine the timer runs on/],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // systemd takes no range from a later day to an earlier one
    ['OnCalendar=Sun..Tue 22:30', 'Europe/Berlin', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
