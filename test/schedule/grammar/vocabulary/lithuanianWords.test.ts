import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const VNO = 'Europe/Vilnius';

describe('words of when in Lithuanian, read as the English they stand for', () => {
  it.each([
    ['susitikimas kiekvieną antradienį 14:30', VNO, ['30 12 ? * 3'], /"kiekvieną antradienį" read as "every tuesday"/],
    ['atsarginė kopija kasdien 22:00', VNO, ['0 20 * * ?'], /"kasdien" read as "every day"/],
    [
      'treniruotė pirmadieniais ir ketvirtadieniais 18:00',
      VNO,
      ['0 16 ? * 2,5'],
      /"pirmadieniais" read as "on mondays"/,
    ],
    ['ataskaita darbo dienomis 9:15', VNO, ['15 7 ? * 2-6'], /"darbo dienomis" read as "on weekdays"/],
    [
      'šildymas kasdien 5:45 nuo sausio 10 iki vasario 20',
      VNO,
      ['45 3 * * ?'],
      /"nuo sausio 10 iki vasario 20" read as "from january 10 to february 20"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['kasdien 9:00 išskyrus sekmadienį', VNO, /"išskyrus" \(Lithuanian\)/],
    // one end of a span alone: from, or until, which day? unread
    ['kasdien 7:00 iki kovo 31', VNO, /"iki" \(Lithuanian\)/],
    ['kiekvieną penktadienį 8:00 tik vasarą', VNO, /\(Lithuanian\)/],
    ['kasdien 8:00 vakare', VNO, /\(Lithuanian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
