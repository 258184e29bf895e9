import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"every day of the season (dates)": the dates in brackets are the period', () => {
  it.each([
    ['snow report 6:30am every day of the season (dec 1 - mar 31)', 'America/Denver', ['30 13 * * ?']],
    ['gate count 9:00 daily of the festival (jul 10 to jul 20)', 'Europe/London', ['0 8 * * ?']],
  ])('"%s" runs daily within the dates', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the job's name/);
  });

  it.each([
    // no dates said: the season's days are not known
    ['snow report 6:30am every day of the season', 'America/Denver', /./],
    ['snow report 6:30am every day of camp', 'America/Denver', /./],
    // one month's dates, the end before the start: a slip, not a year's run
    ['every day of the conference (nov 26 - nov 24) at 9am', 'UTC', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});

describe('"quarterly", then the schedule, then months in brackets: the months "quarterly" means', () => {
  it.each([
    ['quarterly on the 10th at 9am (feb, may, aug, nov)', 'Asia/Kolkata', ['30 3 10 2/3 ?']],
    ['quarterly on the 1st at 07:00 (mar, jun, sep, dec), my time', 'Europe/London', ['0 7 1 3/3 ?']],
    ['quarterly on the 1st at 6am (jan, apr, jul, oct)', 'UTC', ['0 6 1 1/3 ?']],
  ])('"%s" runs in those months', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /read as the months in brackets/);
  });

  it.each([
    // months that are not one in each quarter
    ['quarterly on the 10th at 9am (feb, mar)', 'Asia/Kolkata', /not one in each quarter/],
    // a quarter's first day, in the months of the quarters' ends
    ['each quarter on the 1st at 07:00 (mar, jun, sep, dec)', 'Europe/London', /first days are in January/],
    // days with the months: dates, not months
    ['quarterly on the 10th at 9am (feb 5, may 5)', 'Asia/Kolkata', /./],
    // another rule between "quarterly" and the months: whose months?
    ['quarterly on the 1st at 6am and monthly on the 15th at 9am (jan, apr, jul, oct)', 'UTC', /./],
    ['quarterly on the 1st at 6am then on the 15th at 9am (jan, apr, jul, oct)', 'UTC', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
