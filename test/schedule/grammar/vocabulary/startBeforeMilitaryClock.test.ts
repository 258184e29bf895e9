import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a job\'s "start" right before a clock of four digits: "press start 2215 sun-fri"', () => {
  it.each([
    ['bakery oven start 0430 mon-sat', 'UTC', ['30 4 ? * 2-7'], /Read "bakery oven start" as the job's name/],
    ['plate room start 2245 daily', 'UTC', ['45 22 * * ?'], /Read "plate room start" as the job's name/],
  ])('"%s" in %s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // four digits that could be a year: the start of a year, or a clock?
    'print run start 2027 daily',
    'print run start 1930 mon-fri',
    // a start said once
    'print run start 2245 tomorrow',
  ])('"%s" stays refused', (phrase) => refuses(phrase, 'UTC', /./));
});
