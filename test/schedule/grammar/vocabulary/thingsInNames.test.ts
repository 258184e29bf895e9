import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words of things in a name said first, that a schedule word or a zone letter looks like', () => {
  it.each([
    // a short word ending in "t" before another word of the name: no zone's letters
    ['grit bin refill reminder every monday 8am', ['0 8 ? * 2'], /"grit bin refill reminder"/],
    ['salt truck check weekdays 5am', ['0 5 ? * 2-6'], /"salt truck check"/],
    // "school", "bank" before a thing: no kind of day
    ['school run reminder 8:10 on weekdays', ['10 8 ? * 2-6'], /"school run reminder"/],
    ['school fees reminder 1st of every month 9am', ['0 9 1 * ?'], /"school fees reminder"/],
    ['bank transfer reminder every friday 9am', ['0 9 ? * 6'], /"bank transfer reminder"/],
    // "year-end" beside a date said in full, with its year: once
    ['year-end stock take dec 30 2026 at 3pm', ['0 15 30 12 ?'], /"year-end" cannot change the day/],
    // six words, the last a word for a job
    [
      'parish council annual general meeting reminder 2nd tuesday in may 7pm',
      ['0 19 ? 5 3#2'],
      /"parish council annual general meeting reminder"/,
    ],
  ])('"%s"', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a zone's letters first
    'pst sync weekdays 9am',
    // a kind of day, not a thing
    'school holidays reminder 9am',
    'public holidays check 9am',
    // "year-end" beside runs every day, or a date without its year (this year's party, or every year's?)
    'year-end stock count every day 7am',
    'year-end party dec 18 7pm',
    // "annual" beside a weekly schedule
    'community council annual general meeting reminder every thursday 7pm',
    // seven words
    'big long community garden work party reminder sat 9am',
  ])('refuses "%s"', (phrase) => refuses(phrase, 'UTC', /./));
});
