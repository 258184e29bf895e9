import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PRG = 'Europe/Prague';

describe('words of when in Czech, read as the English they stand for', () => {
  it.each([
    // "každý", "každou", "každé" before a day in its case; "v" before a clock
    ['každé pondělí v 8:15', PRG, ['15 7 ? * 2'], /"každé pondělí" read as "every monday"/],
    ['sklad: inventura každou sobotu v 10:00', PRG, ['0 9 ? * 7'], /"každou sobotu" read as "every saturday"/],
    ['každý čtvrtek ve 13:30', PRG, ['30 12 ? * 5'], /"ve 13:30" read as "at 13:30"/],
    // "každý den", "denně": every day; working days
    ['zálohování denně v 23:00', PRG, ['0 22 * * ?'], /"denně" read as "every day"/],
    ['každý všední den v 6:45', PRG, ['45 5 ? * 2-6'], /read as "on weekdays"/],
    // "a" after a day read here: and, the next day in the same case
    ['každé úterý a čtvrtek v 7:15', PRG, ['15 6 ? * 3,5'], /"a čtvrtek" read as "and thursday"/],
    ['úklid kanceláře ve všední dny v 18:00', PRG, ['0 17 ? * 2-6'], /"ve všední dny" read as "on weekdays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['každý den v 9:00 kromě neděle', PRG, /"kromě" \(Czech\)/],
    ['každé druhé úterý v 10:00', PRG, /"druhé" \(Czech\)/],
    ['každou středu v 14:00 do konce června', PRG, /\(Czech\)/],
    ['každý pátek v 8:00 jen v lichých týdnech', PRG, /\(Czech\)/],
    // "v 9" without minutes: at 9, or in some other sense? left unread
    ['každou středu v 9', PRG, /./],
    // a day said alone ("v pondělí": this Monday, or each?) stays unread
    ['porada v pondělí v 9:00', PRG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
