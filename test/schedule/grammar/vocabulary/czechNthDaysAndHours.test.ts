import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PRG = 'Europe/Prague';

describe('Czech days counted in the month and every N hours from a clock', () => {
  it.each([
    ['revize každou první sobotu v měsíci v 8:30', PRG, ['30 7 ? * 7#1'], /read as "the first saturday of the month"/],
    ['každý poslední pátek v měsíci v 15:00', PRG, ['0 14 ? * 6L'], /read as "the last friday of the month"/],
    ['serverovna: kontrola každé 6 hodin od 3:00', PRG, ['0 2/6 * * ?'], /read as "every 6 hours from 03:00"/],
    ['každé 4 hodiny', PRG, ['0 3/4 * * ?'], /"každé 4 hodiny" read as "every 4 hours"/],
    ['každé 4 hodiny od 2:00', PRG, ['0 1/4 * * ?'], /read as "every 4 hours from 02:00"/],
    ['každé 4 hodiny od 2:00', 'Europe/Bratislava', ['0 1/4 * * ?'], /read as "every 4 hours from 02:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that bound the runs beside them stay unread
    ['každou první sobotu v měsíci v 9:00 kromě srpna', PRG, /"kromě" \(Czech\)/],
    ['každé 4 hodiny od 2:00 do 18:00', PRG, /"do" \(Czech\)/],
    // "od" before a bare hour: from 2 in the morning or the afternoon?
    ['každé 4 hodiny od 2', PRG, /"od" \(Czech\)/],
    // "od 1.12.", "od 15.10.": from a date (1 December, 15 October), never a clock; after "od" only "H:MM"
    ['každé 4 hodiny od 1.12.', PRG, /"od" \(Czech\)/],
    ['každé 4 hodiny od 15.10.', PRG, /"od" \(Czech\)/],
    ['každé 4 hodiny od 15.10', PRG, /"od" \(Czech\)/],
    ['každé 4 hodiny od 2:00 1.12.', PRG, /"od" \(Czech\)/],
    ['každé 4 hodiny od 1.12.', 'Europe/Bratislava', /"od"/],
    ['každé 4 hodiny od 15.10.', 'Europe/Bratislava', /"od"/],
    // "první sobotu" without the month: the first one from now?
    ['první sobotu v 9:00', PRG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
