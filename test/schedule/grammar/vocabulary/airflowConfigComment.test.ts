import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Airflow's default_timezone said in the line's comment", () => {
  it.each([
    ["schedule='30 6 * * *'  # our airflow.cfg has default_timezone = Asia/Tokyo", 'UTC', ['30 21 * * ?'], /read as/],
    ['schedule_interval="0 1 * * *"  # default_timezone: Europe/Berlin', 'UTC', ['0 0 * * ?'], /read as/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // more words in the comment than the zone
    ["schedule='30 6 * * *'  # our airflow.cfg has default_timezone = Asia/Tokyo, except holidays", /./],
    // two zones
    ["schedule='30 6 * * *' (default_timezone is Europe/Berlin)  # default_timezone = Asia/Tokyo", /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
