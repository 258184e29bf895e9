import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a range of two 24-hour clocks each with its 'h' and a bare dash ('6h-23h') is the window of an interval", () => {
  it.each([
    ['parcel sweep every 30 min 7h-22h', 'Europe/Paris', ['0,30 6-20 * * ?', '0 21 * * ?'], /"parcel sweep"/],
    ['pool check every hour 8h-20h', 'Europe/Paris', ['0 7-19 * * ?'], /"pool check"/],
    ['kiosk sync every 15 min 9h-17h30', 'Europe/Paris', ['0/15 8-15 * * ?', '0,15,30 16 * * ?'], /"kiosk sync"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a length after "every", not clocks
    ['parcel sweep every 2h-3h', 'Europe/Paris', /could not read/],
    // a length before "coverage"
    ['parcel sweep every 30 min 12h-24h coverage', 'Europe/Paris', /could not read/],
    // a window with no interval to repeat in it
    ['parcel sweep mondays 9h-17h', 'Europe/Paris', /needs an interval/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
