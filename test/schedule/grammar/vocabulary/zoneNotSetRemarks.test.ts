import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the writer\'s remark that no zone is set, with "set", "given" or "field"', () => {
  it.each([
    // EventBridge with no timezone: UTC, as the remark says
    ['cron(30 6 ? * MON-FRI *) (no timezone given, so UTC)', 'Asia/Tokyo', ['30 6 ? * 2-6'], /in UTC/],
    ['cron(0 18 * * ? *)   (no timezone set, so UTC)', 'Europe/Paris', ['0 18 * * ?'], /in UTC/],
    // a Kubernetes CronJob with no timeZone: its controller's clock, as said
    [
      'cronjob schedule: "15 3 * * *" (no timeZone field, the controller runs UTC)',
      'Asia/Tokyo',
      ['15 3 * * ?'],
      /machine/,
    ],
    [
      'k8s cronjob schedule "0 9 * * 1" (no timeZone set, our cluster is on Asia/Tokyo)',
      'UTC',
      ['0 0 ? * 2'],
      /machine/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the remark gives a zone the tool does not run on (EventBridge with no timezone runs UTC)
    ['cron(0 12 * * ? *) (no timezone set, so Europe/Paris)', /./],
    // words after the remark that bound or narrow the runs
    ['cronjob schedule: "0 6 * * *" (no timeZone field, our controller runs UTC) except sundays', /./],
    ['cronjob schedule: "0 6 * * *" (no timeZone field, our controller runs UTC from tomorrow)', /./],
    ['cron(0 12 * * ? *) (no timezone set, so UTC) until march', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'Asia/Kolkata', why));
});
