import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a scheduler's zone said beside its line: in brackets for a tool on its machine's clock, or after a key", () => {
  it.each([
    // Quartz and Rundeck run on their scheduler's machine: "(in <zone>)", "(server in <zone>)" say its clock
    ['quartz: 0 15 7 ? * MON-FRI (in Asia/Kolkata)', 'UTC', ['45 1 ? * 2-6'], /mon-fri/],
    ['rundeck "0 0 6 ? * SAT *" (server in Europe/Helsinki)', 'UTC', ['0 4 ? * 7'], /sat/],
    // Kubernetes' timeZone key with a space before the zone's IANA name
    ['kubernetes cronjob schedule "30 2 * * 1-5" timeZone Asia/Tokyo', 'UTC', ['30 17 ? * 1-5'], /Monday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // hosted tools keep their own zone: words in brackets may say where the writer is
    ['cron(0 9 ? * 2#1 *) (in Asia/Tokyo)', /./],
    ['cloud scheduler "0 9 * * 1" (in Asia/Tokyo)', /./],
    // a machine's clock beside a tool that runs in UTC whatever its machine's
    ['cron(0 9 ? * 2#1 *) (server in Asia/Tokyo)', /EventBridge runs its rules in UTC/],
    ['vercel cron "0 9 * * 1" (server in Asia/Tokyo)', /Vercel/],
    // a zone's word, not its IANA name, after the key; words that bound the runs
    ['k8s cronjob schedule "30 2 * * 1-5" timeZone Tokyo', /./],
    ['kubernetes cronjob schedule "30 2 * * 1-5" timeZone Asia/Tokyo except holidays', /./],
    ['quartz: 0 15 7 ? * MON-FRI (in Asia/Kolkata) until june', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
