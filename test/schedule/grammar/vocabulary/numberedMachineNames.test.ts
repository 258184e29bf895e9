import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a machine's number in a job's name ('turbine 14', 'boiler 2') says which one, not when", () => {
  it.each([
    ['turbine 6 gearbox check every 4 hrs', 'Europe/Copenhagen', ['0 3/4 * * ?'], /"turbine 6 gearbox check"/],
    ['generator 3 load test weekdays 07:30', 'Europe/Copenhagen', ['30 6 ? * 2-6'], /"generator 3 load test"/],
    ['boiler 2 blowdown every day 5:30am', 'Europe/Copenhagen', ['30 4 * * ?'], /"boiler 2 blowdown"/],
    ['compressor 3 drain every 2 hours', 'Europe/Copenhagen', ['0 1/2 * * ?'], /"compressor 3 drain"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour beside the numbered name: 9 AM or 9 PM?
    ['turbine 14 yaw check daily at 9', 'Europe/Copenhagen', /could not read/],
    ['crane 2 inspection mondays 9 and 14', 'Europe/Copenhagen', /could not read/],
    // a word of time inside the name: no name
    ['turbine 14 tomorrow yaw check every 6 hrs', 'Europe/Copenhagen', /could not read/],
    // a number after a word that numbers nothing may be a clock
    ['yaw 14 check every 6 hrs', 'Europe/Copenhagen', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
