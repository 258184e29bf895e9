import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ZAG = 'Europe/Zagreb';

describe('words of when in Croatian, read as the English they stand for', () => {
  it.each([
    ['svaki utorak u 8:15', ZAG, ['15 7 ? * 3'], /"svaki utorak" read as "every tuesday"/],
    ['skladište: inventura svake subote u 10:00', ZAG, ['0 9 ? * 7'], /"svake subote" read as "every saturday"/],
    ['sastanak tima svakog četvrtka u 16 h', ZAG, ['0 15 ? * 5'], /"u 16 h" read as "at 16:00"/],
    ['backup svakodnevno u 23:30', ZAG, ['30 22 * * ?'], /"svakodnevno" read as "every day"/],
    ['izvještaj radnim danima u 8:45', ZAG, ['45 7 ? * 2-6'], /"radnim danima" read as "on weekdays"/],
    // a list of hours on the 24-hour clock: one past 12 makes the others the morning's
    ['lijekovi svaki dan u 8 i u 20 sati', ZAG, ['0 7,19 * * ?'], /read as "at 08:00 and 20:00"/],
    ['sastanak petkom u 18:30', ZAG, ['30 17 ? * 6'], /"petkom" read as "on fridays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['svaki dan u 9:00 osim nedjelje', ZAG, /"osim" \(Croatian\)/],
    ['svaki drugi utorak u 10:00', ZAG, /"drugi" \(Croatian\)/],
    ['svaki petak u 8:00 do kraja lipnja', ZAG, /\(Croatian\)/],
    ['svaki dan ujutro u 7', ZAG, /\(Croatian\)/],
    // a bare hour without "sati" or "h": at 7, which half? left unread
    ['svaki ponedjeljak u 7', ZAG, /./],
    // a bare hour up to 12 on days of the week stays refused
    ['svakog petka u 4 sata', ZAG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
