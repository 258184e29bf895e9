import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// a range of days written short in another language is no job's name (dayRangeNames.ts): it ran every day
describe('a short range of days in another language is not set aside as a name', () => {
  it.each([
    ['Di.-Do. 9:00', 'Europe/Berlin'],
    ['Lu.-Ve. 9:00', 'Europe/Paris'],
  ])('refuses %s [%s]', (phrase, zone) => {
    refuses(phrase, zone, /looks like a range of days written short/);
  });

  it.each([
    // ranges the grammar reads stay read, and a hyphenated name of words is a name
    ['mon-fri 9am', 'Europe/London', ['0 9 ? * 2-6'], /UTC/],
    ['sa-so 10 Uhr', 'Europe/Berlin', ['0 9 ? * 1,7'], /"sa-so" read as "sat-sun"/],
    ['ma-vr 8:30', 'Europe/Amsterdam', ['30 7 ? * 2-6'], /"ma-vr" read as "monday to friday"/],
    ['check-in 9am daily', 'Europe/London', ['0 9 * * ?'], /"check-in" as the job's name/],
  ])('reads %s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
