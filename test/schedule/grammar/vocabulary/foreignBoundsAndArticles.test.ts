import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026.
describe('"la" after a preposition is the article, not Los Angeles', () => {
  it.each([
    ['reunión todos los lunes a las 10 hora de la', 'America/Argentina/Buenos_Aires'],
    ['toda segunda às 10h hora de la', 'America/Sao_Paulo'],
    ['toda segunda às 10h hora de lá', 'America/Sao_Paulo'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /"la"|could not read/));

  it.each([
    // "la" as a zone where it is one: before "time", or last after a clock
    ['standup 9am la time weekdays', ['0 17 ? * 2-6'], /standup/],
    ['weekdays 9am la', ['0 17 ? * 2-6'], /^$|./],
    // a place after "hora de la" is that place
    ['reunión todos los lunes a las 10:00 hora de la Habana', ['0 15 ? * 2'], /la habana time/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));
});

describe('"until" and "since" of other languages are no name', () => {
  it.each([
    ['bis 1. Montag im Monat um 9 Uhr', 'Europe/Berlin'],
    ['bis 1st monday of the month at 9am', 'Europe/Berlin'],
    ['seit montag jeden tag 9 Uhr', 'Europe/Berlin'],
    ['hasta el viernes todos los días a las 9:00', 'Europe/Madrid'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it('a name beside them still reads', () =>
    reads('Newsletter jeden Montag 9 Uhr', 'Europe/Berlin', ['0 8 ? * 2'], /"newsletter" as the job's name/));
});
