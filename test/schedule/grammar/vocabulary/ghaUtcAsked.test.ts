import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"(it is UTC, right?)" beside a GitHub Actions line: asked of a tool that runs in UTC anyway', () => {
  it.each([
    ['github actions: - cron: "40 4 * * 3" (that is UTC, right?)', 'America/Chicago', ['40 4 ? * 4'], /asking whether/],
    [
      'gha schedule: - cron: "0 22 * * 0" (utc right?)',
      'Asia/Tokyo',
      ['0 22 ? * 1'],
      /GitHub Actions runs its schedules in UTC/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // more than the question: another clock wanted
    ['github actions: - cron: "40 4 * * 3" (it is UTC, right? we want 4:40 Chicago)', /./],
    // a tool on its machine's clock: the question is not settled by the tool
    ['k8s cronjob schedule "40 4 * * 3" (it is UTC, right?)', /./],
    // a zone key or another zone in the paste: the question is not the only clock said
    ['github actions cron: "0 9 * * 1" timezone: Europe/Paris (it is UTC, right?)', /./],
    ['github actions cron: "0 9 * * 1" Paris (it is UTC, right?)', /./],
    ['cronjob schedule: "0 9 * * 1" timeZone: Europe/Paris, migrated from github actions (it is UTC, right?)', /./],
    // a zone key beside GitHub Actions, with or without its colon: GitHub runs the line in UTC
    ['github actions schedule: "0 9 * * 1" timezone Europe/Paris', /./],
    ['github actions schedule: "0 9 * * 1" timezone: Europe/Paris', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));

  it.each([
    ['github actions cron: "0 9 * * 1" timezone: Europe/Paris (it is UTC, right?)', /./],
    ['cronjob schedule: "0 9 * * 1" timeZone: Europe/Paris, migrated from github actions (it is UTC, right?)', /./],
  ])('refuses %s (America/Los_Angeles)', (phrase, why) => refuses(phrase, 'America/Los_Angeles', why));
});
