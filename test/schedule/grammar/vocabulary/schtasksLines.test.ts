import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Windows schtasks command lines, on the machine clock (taken as the writer's)", () => {
  it.each([
    ['schtasks /create /sc daily /st 06:45 /tn "Backup"', 'UTC', ['45 6 * * ?'], /"Backup" as the task's name/],
    ['schtasks /sc weekly /d MON,THU /st 18:30', 'UTC', ['30 18 ? * 2,5'], /clock of the machine/],
    ['schtasks /sc monthly /d 15 /st 09:00 /m JAN,JUL', 'UTC', ['0 9 15 1,7 ?'], /schtasks line/],
    ['schtasks /sc monthly /mo first /d MON /st 08:00', 'UTC', ['0 8 ? * 2#1'], /first mon/],
    ['schtasks /sc monthly /mo lastday /m * /st 22:00', 'UTC', ['0 22 L * ?'], /last day of every month/],
    ['schtasks /sc hourly /mo 2 /st 00:00', 'UTC', ['0 0/2 * * ?'], /every 2 hours/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['schtasks /sc daily /mo 2 /st 07:00'], // every other day
    ['schtasks /sc weekly /st 07:00'], // the day it was made
    ['schtasks /sc minute /mo 15'], // counts from when it was made
    ['schtasks /sc daily /st 07:00 /ri 30'], // a switch not read
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
