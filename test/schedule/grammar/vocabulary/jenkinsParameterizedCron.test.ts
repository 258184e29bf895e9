import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Paris on CET)
describe("Jenkins' parameterizedCron: the build's parameters after % set aside (cronPastes.ts)", () => {
  it.each([
    [
      "parameterizedCron('TZ=Europe/Paris\\n15 6 * * 1-5 % TARGET=staging')",
      'UTC',
      ['15 5 ? * 2-6'],
      /"% TARGET=staging" as the build's parameters/,
    ],
    [
      "triggers { parameterizedCron('TZ=America/New_York\\n0 21 * * 0 % MODE=full;NOTIFY=true') }",
      'Europe/Paris',
      ['0 2 ? * 2'],
      /build's parameters/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // no zone: the controller's clock is not known
    ["parameterizedCron('15 6 * * 1-5 % TARGET=staging')", 'Europe/Paris', /controller's time zone/],
    // Jenkins' H: a minute of its choosing
    ["parameterizedCron('TZ=Europe/Paris\\nH 6 * * 1-5 % TARGET=staging')", 'UTC', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
