import { describe, it } from 'vitest';
import { reads } from './read.js';

describe('hours of CRON fields evenly spaced: a step from midnight only where they start at it', () => {
  it.each([
    // not from midnight: the hours said, not every 12 hours from 00:00
    ['0 3,15 * * *', 'UTC', ['0 3,15 * * ?']],
    ['30 8,20 * * *', 'UTC', ['30 8,20 * * ?']],
    ['0 1,9,17 * * *', 'UTC', ['0 1/8 * * ?']],
    ['0 1-23/2 * * *', 'UTC', ['0 1/2 * * ?']],
    ['0 3,15 * * * Europe/Berlin', 'UTC', ['0 2,14 * * ?']],
    ['OnCalendar=*-*-* 06,18:00', 'Asia/Dhaka', ['0 0,12 * * ?']],
    // from midnight: the step
    ['0 0,12 * * *', 'UTC', ['0 0,12 * * ?']],
    ['0 */6 * * *', 'UTC', ['0 0/6 * * ?']],
    ['15 0,8,16 * * *', 'UTC', ['15 0/8 * * ?']],
  ])('%s', (phrase, zone, fields) => reads(phrase, zone, fields, /./));
});
