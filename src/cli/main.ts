#!/usr/bin/env node
import { runSchedule } from './schedule.js';

const USAGE = `portal-ops: run your portal's scheduled tasks and custom roles from Slack

Usage:
  portal-ops schedule "<phrase>" [--tz <IANA zone>] [--now <ISO instant>] [--count N] [--json]
  portal-ops schedule --cron "<minute> <hour> <dayOfMonth> <month> <dayOfWeek>" [--tz <zone>] [--json]
  portal-ops emulator [--port 8787] [--host 127.0.0.1] [--self-hosted <version>] [--latency <ms>] [--fault <kind>[:<ms>]] [--json]
  portal-ops start                 (the Slack bot; configuration from the environment, see .env.example)
  portal-ops discover [--json]     (checks PORTAL_URL and the service account: edition, version, task types)
  portal-ops doctor [--json] [--post-test]   (checks the configuration, Slack, the portal, the credentials, the channel)
  portal-ops preview [--out dir]   (every view and message as HTML pages, close to Slack's look; default dir ./preview)
  portal-ops help
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'schedule':
      return runSchedule(rest, process.stdout, process.stderr);
    case 'emulator':
      // Loaded on demand: the schedule command should not pay for an HTTP server it never starts.
      return (await import('./emulator.js')).runEmulator(rest, process.stdout, process.stderr);
    case 'start':
      return (await import('./start.js')).runStart(process.stderr);
    case 'discover':
      return (await import('./discover.js')).runDiscover(rest, process.stdout, process.stderr);
    case 'doctor':
      return (await import('./doctor.js')).runDoctor(rest, process.stdout, process.stderr);
    case 'preview':
      return (await import('./preview.js')).runPreview(rest, process.stdout, process.stderr);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`portal-ops: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
