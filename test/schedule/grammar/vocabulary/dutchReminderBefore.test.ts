import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';

describe('Dutch "herinnering kwartier ervoor", "half uur van tevoren": a reminder that long before the event', () => {
  it.each([
    [
      'bakkerij: winkel opent om 7:30 ma t/m za, herinnering kwartier ervoor',
      AMS,
      ['15 6 ? * 2-7'],
      /"kwartier ervoor" read as "15 minutes before"/,
    ],
    [
      'koor: repetitie begint om 20:00 elke woensdag, herinnering half uur van tevoren',
      AMS,
      ['30 18 ? * 4'],
      /"30 minutes before"/,
    ],
    [
      'sportschool opent om 6:30 elke maandag, herinnering 20 minuten ervoor',
      AMS,
      ['10 5 ? * 2'],
      /"20 minutes before"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no event's clock to count back from
    ['herinnering kwartier ervoor', AMS, /./],
    ['elke woensdag herinnering half uur van tevoren', AMS, /./],
    // a bare hour on days of the week: which half of the day?
    ['winkel opent om 4 ma t/m za, herinnering kwartier ervoor', AMS, /./],
    ['winkel opent om 4u ma t/m za, herinnering kwartier ervoor', AMS, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
