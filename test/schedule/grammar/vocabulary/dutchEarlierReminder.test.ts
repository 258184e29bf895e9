import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';

describe('Dutch "eerder" (earlier) after how long, as "ervoor": a reminder before the event said with its clock', () => {
  it.each([
    [
      'zaal opent elke zaterdag om 19.30, herinnering een kwartier eerder',
      AMS,
      ['15 18 ? * 7'],
      /"een kwartier eerder" read as "15 minutes before"/,
    ],
    [
      'markt opent elke donderdag om 8:00, herinnering 10 minuten eerder',
      AMS,
      ['50 6 ? * 5'],
      /"10 minuten eerder" read as "10 minutes before"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no reminder: "geen herinnering"
    ['zaal opent elke zaterdag om 19.30, geen herinnering een kwartier eerder', AMS, /./],
    // the event's hour without its half of the day
    ['zaal opent elke zaterdag om 7, herinnering een kwartier eerder', AMS, /./],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
