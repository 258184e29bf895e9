import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Slack's /remind with a plain message and a wait alone: one reminder, that long from now", () => {
  it.each([
    ['/remind @channel retro in 15 minutes', 'UTC', ['15 12 12 1 ?'], /"retro" as the reminder's message/],
    ['/remind #kitchen prep check in 2 hours', 'Europe/Paris', ['0 14 12 1 ?'], /"prep check"/],
    ['/remind me coffee in an hour', 'UTC', ['0 13 12 1 ?'], /"coffee"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // more after the wait, or a word of when in the message
    ['/remind @channel retro in 15 minutes every day', /./],
    ['/remind @channel friday retro in 15 minutes', /./],
    ['/remind @channel retro tomorrow in 15 minutes', /./],
    ['/remind @channel weekly retro in 15 minutes', /./],
    // a wait in days or weeks is no clock time
    ['/remind @channel retro in 3 days', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
