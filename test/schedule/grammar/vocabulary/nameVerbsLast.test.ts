import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a job name that ends in what a thing does, before its schedule', () => {
  it.each([
    // a verb of what a thing does, after a plural, right before a day
    ['locker pins rotate sunday midnight', 'UTC', ['0 0 ? * 1'], /"locker pins rotate"/],
    ['parking permits renew monday 06:00', 'Europe/Berlin', ['0 5 ? * 2'], /"parking permits renew"/],
    ['guest wifi keys rotate friday noon', 'UTC', ['0 12 ? * 6'], /"guest wifi keys rotate"/],
    // a window that opens or closes, said last, its time said plainly
    [
      'late shift swap request window opens the 1st at 09:00',
      'UTC',
      ['0 9 1 * ?'],
      /"late shift swap request window opens"/,
    ],
    [
      'school bus seat booking window opens the 20th at 07:00',
      'UTC',
      ['0 7 20 * ?'],
      /"school bus seat booking window opens"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a first time, not a thing done again: from that day on, or every such day?
    ['classes start monday 9am', 'UTC', /could not read/],
    ['leases expire friday 17:00', 'UTC', /could not read/],
    // a single noun before the verb: no subject said
    ['rotate sunday 10:00 backups', 'UTC', /./],
    // a window opening, at a bare hour: morning or evening?
    ['bid window opens the 15th at 8', 'UTC', /could not read/],
    // a day held by name stays refused
    ['patch tuesday 10am', 'UTC', /could not read/],
    // a verb after no plural: the day may be a name's
    ['palm rotate sunday 10:00', 'UTC', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
