import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SEL = 'Asia/Seoul';
const ATH = 'Europe/Athens';

describe('words of when in Korean said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "maeil", "pyeongil", "jumal"; hours with "si", "bun", "ban"; "ojeon"/"ohu" and the parts of the day
    ['maeil ohu 10si 15bun sync', SEL, ['15 13 * * ?'], /"ohu 10si 15bun" read as "10:15pm"/],
    ['pyeongil achim 7si ban', SEL, ['30 22 ? * 1-5'], /"achim 7si ban" read as "7:30am"/],
    ['jumal jeomsim 1si', SEL, ['0 4 ? * 1,7'], /"jeomsim 1si" read as "1pm"/],
    ['maeil 21si 45bun', SEL, ['45 12 * * ?'], /"21si 45bun" read as "21:45"/],
    ['pyeongil man saebyeok 5si', SEL, ['0 20 ? * 1-5'], /"pyeongil man" read as "weekdays"/],
    // days: "maeju" before a day, two days side by side, the hyphen
    ['maeju mokyoil jeonyeok 7si bogoseo', SEL, ['0 10 ? * 5'], /Set "bogoseo" aside/],
    ['suyo-il toyo-il ohu 3si 30bun', SEL, ['30 6 ? * 4,7'], /read as "wednesday and saturday"/],
    // every N minutes or hours
    ['10bun madaha', SEL, ['0/10 * * * ?'], /"10bun madaha" read as "every 10 minutes"/],
    ['3sigan mada backup', SEL, ['0 0/3 * * ?'], /"3sigan mada" read as "every 3 hours"/],
    // days of the month, its last day
    ['maewol 20il ohu 2si geubyeo', SEL, ['0 5 20 * ?'], /read as "the 20th of every month"/],
    ['maeju geumyoil ohu 5si, 6wol 30il kkaji', SEL, ['0 8 ? * 6'], /"6wol 30il kkaji" read as "until june 30"/],
    ['maewol majimak nal bam 10si', SEL, ['0 13 L * ?'], /read as "the last day of every month"/],
    ['maewol 10il ojeon 9si geupyeo', SEL, ['0 0 10 * ?'], /Set "geupyeo" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // noon or midnight? the night before or after? 3 in the morning said of the evening?
    ['maeil ohu 12si', SEL, /could not read/],
    ['maeil ojeon 12si', SEL, /could not read/],
    ['pyeongil bam 2si', SEL, /could not read/],
    ['jumal jeonyeok 3si', SEL, /could not read/],
    ['maeil 9si 75bun', SEL, /could not read/],
    // every other week, the first Monday (counted how?), a day without its week: no reading
    ['gyeokju hwayoil ohu 4si', SEL, /could not read/],
    ['maewol cheotjjae geumyoil ojeon 9si', SEL, /could not read/],
    ['maeju ojeon 9si', SEL, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('words of when in Greek said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "kathe" before a day or "mera"; the hour with its part of the day
    ['kathe Triti stis 7 to apogevma', ATH, ['0 17 ? * 3'], /"stis 7 to apogevma" read as "at 7pm"/],
    ['kathimerina stis 6:45 to proi', ATH, ['45 4 * * ?'], /"kathimerina" read as "every day"/],
    ['kathe mera stis 1 to mesimeri', ATH, ['0 11 * * ?'], /"stis 1 to mesimeri" read as "at 1pm"/],
    ['kathe Pempti stis 9 to vradi', ATH, ['0 19 ? * 5'], /read as "at 9pm"/],
    // lists and ranges of days
    ['Deftera kai Tetarti stis 20:00', ATH, ['0 18 ? * 2,4'], /read as "monday and wednesday"/],
    ['Triti me Pempti 8 to proi', ATH, ['0 6 ? * 3-5'], /read as "tuesday to thursday"/],
    ['Deftera-Pempti to proi stis 8:15', ATH, ['15 6 ? * 2-5'], /"to proi stis 8:15" read as "at 8:15am"/],
    ['apo Deftera mehri Paraskevi stis 17:00', ATH, ['0 15 ? * 2-6'], /read as "monday to friday"/],
    ['ta Savvatokyriaka stis 10 to proi', ATH, ['0 8 ? * 1,7'], /read as "weekends"/],
    ['kathe mera stis 9 to proi ektos Savvatokyriakou', ATH, ['0 7 ? * 2-6'], /"ektos" read as "except"/],
    // every N minutes or hours
    ['kathe 20 lepta', ATH, ['0/20 * * * ?'], /"kathe 20 lepta" read as "every 20 minutes"/],
    ['kathe ora', ATH, ['0 * * * ?'], /"kathe ora" read as "every hour"/],
    // days of the month, a weekday counted in it
    ['stis 25 kathe mina stis 11 to proi', ATH, ['0 9 25 * ?'], /read as "the 25th of every month"/],
    ['kathe mina stis 5, 18:30 pliromi', ATH, ['30 16 5 * ?'], /Set "pliromi" aside/],
    ['proti Deftera tou mina stis 10 to proi', ATH, ['0 8 ? * 2#1'], /read as "the first monday of the month"/],
    ['teleftaia mera tou mina stis 16:00', ATH, ['0 14 L * ?'], /read as "the last day of the month"/],
    // a thing done with whom
    ['kathe Tetarti stis 19:00 provi me tin horodia', ATH, ['0 17 ? * 4'], /Set "provi me tin horodia" aside/],
    // a thing done, then of what in the genitive, no word of when
    ['kathe mera stis 9 to proi anafora plirotitas', ATH, ['0 7 * * ?'], /Set "anafora plirotitas" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "triti", "tetarti", "pempti" are also third, fourth, fifth: before another day, which is meant?
    ['kathe triti Paraskevi stis 9 to proi', ATH, /could not read/],
    ['kathe defteri Kyriaki stis 11 to proi', ATH, /could not read/],
    ['Tetarti Pempti stis 18:00', ATH, /could not read/],
    // 3 in the evening? midnight? 10 at midday?
    ['kathe mera stis 3 to vrady', ATH, /could not read/],
    ['kathe mera stis 12 to vrady', ATH, /could not read/],
    ['kathe Triti stis 10 to mesimeri', ATH, /could not read/],
    ['kathe 90 lepta', ATH, /could not read/],
    // a thing done of a day, a month, a quarter, a holiday, the next or the last: a word of when
    ...[
      'paraskevis',
      'deuteras',
      'tetartis',
      'kyriakis',
      'dekembriou',
      'ianouariou',
      'argias',
      'epomenis',
      'teleftaias',
      'trimhnou',
      'eksaminou',
      'dekapenthimerou',
    ].map((w) => [`kathe mera stis 9 to proi synantisi ${w}`, ATH, /./] as [string, string, RegExp]),
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
