import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';

describe('Polish "15 minut wcześniej", "godzinę wcześniej" said last: a reminder before the event', () => {
  it.each([
    [
      'trening w środy 19:30, przypomnienie 30 minut wcześniej',
      WAW,
      ['0 18 ? * 4'],
      /"30 minut wcześniej" read as "30 minutes before"/,
    ],
    [
      'lekcja w poniedziałki 17:00, przypomnienie godzinę wcześniej',
      WAW,
      ['0 15 ? * 2'],
      /"godzinę wcześniej" read as "1 hour before"/,
    ],
    [
      'zebranie w piątki 10:00, przypomnienie 2 godziny wcześniej',
      WAW,
      ['0 7 ? * 6'],
      /"2 godziny wcześniej" read as "2 hours before"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words after "wcześniej" may bound the runs ("w grudniu": in December only?): unread
    ['trening w środy 19:30, przypomnienie 30 minut wcześniej w grudniu', WAW, /./],
    // no event's time before it: before what?
    ['przypomnienie 30 minut wcześniej', WAW, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
