import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('EventBridge Scheduler named, its zone said after the line with "in"', () => {
  it.each([
    ['aws scheduler cron(0 */6 * * ? *) in Asia/Kolkata', 'UTC', ['30 0/6 * * ?'], /scheduler runs the line on/],
    ['EventBridge Scheduler cron(30 7 ? * MON-FRI *) in Europe/Paris', 'UTC', ['30 6 ? * 2-6'], /Europe\/Paris/],
    // no zone said: Scheduler's default, UTC
    ['aws scheduler cron(15 9 ? * MON *)', 'Europe/Paris', ['15 9 ? * 2'], /UTC/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an EventBridge rule's cron(...) runs in UTC always: the zone after it is not its own
    ['cron(30 7 ? * MON-FRI *) in Europe/Paris', /./],
    ['aws cron(30 7 ? * MON-FRI *) in Europe/Paris', /./],
    ['aws_cloudwatch_event_rule cron(30 7 ? * MON-FRI *) in Europe/Paris', /./],
    // words after the zone that bound the runs
    ['aws scheduler cron(30 7 ? * MON-FRI *) in Europe/Paris until march', /./],
    ['aws scheduler cron(30 7 ? * MON-FRI *) in Europe/Paris from tomorrow', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
