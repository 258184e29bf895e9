import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: New York and Toronto on UTC-5, London on GMT, Berlin on UTC+1, Hong Kong UTC+8, Tokyo UTC+9, Sydney UTC+11
describe("an exchange's open or close: on its clock, on trading days", () => {
  it.each([
    // a run at the session, or a duration before or after it
    [
      'heads up 15 minutes before the london close',
      'America/New_York',
      ['15 16 ? * 2-6'],
      /London Stock Exchange's regular close, 16:30 london time.*runs at 16:15/,
    ],
    ['nudge me 10 min before Tokyo open', 'Europe/Berlin', ['50 23 ? * 1-5'], /Tokyo Stock Exchange's regular open/],
    [
      'alert 1 hour before frankfurt close every trading day',
      'America/New_York',
      ['30 15 ? * 2-6'],
      /"trading days" as Monday to Friday/,
    ],
    ['remind me 30 min after the asx open on mondays', 'Europe/London', ['30 23 ? * 1'], /runs at 10:30 sydney time/],
    ['ping the desk at the Hong Kong open', 'Europe/London', ['30 1 ? * 2-6'], /exchange holidays/],
    ['post 5 mins before nasdaq open', 'Asia/Tokyo', ['25 14 ? * 2-6'], /New York Stock Exchange's regular open/],
    // the session said with its time: on its clock, on its trading days where no day is said
    ['TSX open 9:30 toronto, ping at 9:20', 'Europe/London', ['20 14 ? * 2-6'], /the TSX's, on trading days/],
    ['xetra close 17:30 their time - reminder 17:15', 'Europe/London', ['15 16 ? * 2-6'], /"their time" as Xetra's/],
    [
      'FTSE close 16:30, heads-up at 16:20',
      'America/New_York',
      ['20 16 ? * 2-6'],
      /on the London Stock Exchange's clock/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // days the exchange is closed
    ['ping me 10 min before tokyo open every day', 'Europe/London', /days the exchange is closed/],
    ['remind me 5 min before the london open on saturdays', 'Europe/London', /days the exchange is closed/],
    // a city's office, not its exchange; a tennis tournament
    ['tokyo office opens at 9, remind me at 8:50', 'Europe/London', /could not read/],
    ['10 min before the us open', 'Europe/London', /could not read/],
    // the session's time said on another clock (whose days may differ), or another clock beside it
    ['LSE open 3am, remind me at 2:55', 'America/New_York', /how often/],
    ['ping me 10 min before tokyo open and at 5pm', 'Europe/London', /could not read/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
