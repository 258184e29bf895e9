import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JNB = 'Africa/Johannesburg';

describe('words of when in Afrikaans, read as the English they stand for', () => {
  it.each([
    ['pomp: druk toets elke 2 uur op die halfuur', JNB, ['30 0/2 * * ?'], /read as "every 2 hours at half past"/],
    ['oupa se pille elke oggend om 8 en elke aand om 8', JNB, ['0 6,18 * * ?'], /"elke aand" read as "every evening"/],
    ['vergadering elke Vrydag om 14:30', JNB, ['30 12 ? * 6'], /"elke vrydag" read as "every friday"/],
    ['rugsteun daagliks om 22:00', JNB, ['0 20 * * ?'], /"daagliks" read as "every day"/],
    ['verslag weeksdae om 7:45', JNB, ['45 5 ? * 2-6'], /"weeksdae" read as "on weekdays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['elke oggend om 7 behalwe Sondag', JNB, /"behalwe" \(Afrikaans\)/],
    ['elke tweede saterdag om 9:00', JNB, /"tweede" \(Afrikaans\)/],
    ['elke aand om 8 tot Desember', JNB, /\(Afrikaans\)/],
    // a bare hour up to 12 on days of the week stays refused
    ['elke Sondag om 4', JNB, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
