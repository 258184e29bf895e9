import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST; Tokyo, Riyadh, Shanghai without summer time)
describe("BullMQ's repeat pattern, Temporal's cron_expressions and Azure's line said to be in UTC", () => {
  it.each([
    // BullMQ: cron-parser's line, seconds optional first, 0 = Sunday; the process's zone unless tz says
    [
      "queue.add('report', data, { repeat: { pattern: '30 8 * * 1-5', tz: 'Asia/Tokyo' } }) in bullmq",
      'UTC',
      ['30 23 ? * 1-5'],
      /Monday to Friday|0 = Sunday/,
    ],
    ["BullMQ repeat: { pattern: '0 0 7 * * *', tz: 'Asia/Shanghai' }", 'UTC', ['0 23 * * ?'], /CRON fields/],
    ["bullmq repeat: { pattern: '0 20 * * 0' }", 'Europe/Berlin', ['0 19 ? * 1'], /worker process's time zone/],
    // the repeat keys in any order; a plain name beside the line
    [
      "queue.add('report', data, { repeat: { tz: 'Europe/London', pattern: '0 15 * * 1' } })",
      'UTC',
      ['0 15 ? * 2'],
      /"report" as the job's name/,
    ],
    ["bullmq pattern '0 15 * * 1' for the report sync", 'UTC', ['0 15 ? * 2'], /"report sync"/],
    // Temporal: Unix cron's fields, UTC unless its time zone says
    ["temporal spec: cron_expressions: ['15 6 * * 5'] time_zone_name: 'Asia/Riyadh'", 'UTC', ['15 3 ? * 6'], /Friday/],
    [
      "Temporal cronExpressions: ['0 12 1 * *']",
      'Europe/Berlin',
      ['0 12 1 * ?'],
      /Temporal runs a schedule with no time zone in UTC/,
    ],
    // Azure Functions' line with the writer's word that no zone is set: UTC
    ['azure func: "0 0 9 * * 1" (UTC, no tz setting)', 'Europe/Berlin', ['0 9 ? * 2'], /./],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words that leave runs out, a second other than 0, a zone said beside a line whose tz is set
    ["bullmq repeat: { pattern: '0 9 * * 1-5' } except holidays", 'UTC', /./],
    // a repeat key other than pattern and tz changes the runs ("immediately" adds one at once)
    ["queue.add('report', data, { repeat: { pattern: '0 15 * * 1', immediately: true } })", 'UTC', /./],
    ["queue.add('report', data, { repeat: { pattern: '0 15 * * 1', limit: 5 } })", 'UTC', /./],
    // words that repeat, skip or stop runs are no job's name
    ["bullmq pattern '0 15 * * 1' for the biweekly sync", 'UTC', /./],
    ["bullmq repeat: { pattern: '0 9 * * 1' } every other week", 'UTC', /./],
    ["BullMQ repeat: { pattern: '30 0 7 * * *', tz: 'Asia/Shanghai' }", 'UTC', /./],
    ["temporal cron_expressions: ['0 22 * * 0-4'] time_zone_name: 'Asia/Riyadh' (UTC)", 'UTC', /./],
    ['azure func: "0 15 2 1 * *" (UTC, no tz setting) for december only', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
