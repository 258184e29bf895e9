import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const DUB = 'Europe/Dublin';

describe('words of when in Irish, read as the English they stand for', () => {
  it.each([
    // "gach" before a day: every; "ag" before a clock: at
    ['gach Luan ag 08:30', DUB, ['30 8 ? * 2'], /"gach luan" read as "every monday"/],
    ['traenáil gach Dé Máirt ag 19:30', DUB, ['30 19 ? * 3'], /"gach dé máirt" read as "every tuesday"/],
    ['gach Céadaoin agus Aoine ag 17:00', DUB, ['0 17 ? * 4,6'], /"agus aoine" read as "and friday"/],
    // "gach lá": every day; a part of the day after the hour settles its half
    ['gach lá ag 7 ar maidin', DUB, ['0 7 * * ?'], /"ag 7 ar maidin" read as "at 7am"/],
    ['gach Domhnach ag 4 tráthnóna', DUB, ['0 16 ? * 1'], /"ag 4 tráthnóna" read as "at 4pm"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour on a day of the week: morning or evening?
    ['gach Aoine ag 4', DUB, /./],
    ['gach Luan ag 9', DUB, /./],
    ['gach lá ag 9', DUB, /./],
    // an hour outside its part of the day
    ['gach lá ag 3 ar maidin', DUB, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['gach lá ag 10:00 seachas mí lúnasa', DUB, /\(Irish\)/],
    ['gach lá ag 09:00 go dtí an Nollaig', DUB, /\(Irish\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
