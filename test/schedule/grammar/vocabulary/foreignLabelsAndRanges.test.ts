import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const IST = 'Europe/Istanbul';
const HCM = 'Asia/Ho_Chi_Minh';
const SHA = 'Asia/Shanghai';

describe('German short days in a list, nouns ending in "-fuhr", and whom the job is for', () => {
  it.each([
    // short days joined by commas, slashes or "und": a list of days
    ['Lager: Inventur Di, Do, Sa um 6:45', BER, ['45 5 ? * 3/2'], /"Di, Do, Sa" read as "tue, thu, sat"/],
    ['Kasse: Abrechnung Mo/Mi um 21:15', BER, ['15 20 ? * 2,4'], /"Mo\/Mi" read as "mon\/wed"/],
    // two short days joined by "und": both days, never "Mi und" as a name's words before a daily clock
    ['Chorprobe Mi und Fr 19:15', BER, ['15 18 ? * 4,6'], /"Mi und Fr" read as "wed and fri"/],
    ['Schachklub: Turnier Di und Sa 18:45', BER, ['45 17 ? * 3,7'], /Read "Schachklub: Turnier"/],
    // "Abfuhr", "Zufuhr": transport, no clock ("Uhr")
    [
      'Sperrmüllabfuhr: Hinweis jeden Dienstag 18 Uhr',
      BER,
      ['0 17 ? * 3'],
      /Read "Sperrmüllabfuhr: Hinweis" as the job's name/,
    ],
    // whom the job is for, after "an" and the article
    ['Monatsbericht jeden Freitag um 16:00 an den Vorstand', BER, ['0 15 ? * 6'], /Read "an den Vorstand"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when after "an die": the days it runs on, never whom it is for
    ['Bericht jeden Freitag um 16:00 an den Feiertagen', BER, /./],
    ['Bericht jeden Freitag um 16:00 an die Wochenenden', BER, /./],
    // a word of when among the name's nouns
    ['Sperrmüllabfuhr Feiertage: jeden Dienstag 18 Uhr', BER, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Turkish days from one to another without "kadar", and days of another language joined by a hyphen', () => {
  it.each([
    ['depo sayım raporu salıdan cumaya 07:15', IST, ['15 4 ? * 3-6'], /"salıdan cumaya" read as "tuesday to friday"/],
    [
      'liman: vinç bakım listesi pazartesiden perşembeye 16:40',
      IST,
      ['40 13 ? * 2-5'],
      /Read "liman: vinç bakım listesi" as the job's name/,
    ],
    // days joined by a hyphen: the one to the other, never a name's word before a daily clock
    ['vinç raporu pazartesi-perşembe 16:40', IST, ['40 13 ? * 2-5'], /"pazartesi-perşembe" read as "monday to/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // days of a language joined by a hyphen, which no reader reads: refused, never a name before a daily clock
    ['raporu maanantai-torstai 16:40', 'Europe/Helsinki', /./],
    ['rapport mandag-torsdag 16:40', 'Europe/Oslo', /./],
    // a day said alone with its ending ("from Tuesday"): no range, and never a name's word
    ['sayım salıdan 07:15', IST, /./],
    ['sayım raporu cumaya 07:15', IST, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Vietnamese "hàng" of goods in a name, and names said in syllables', () => {
  it.each([
    [
      'cửa hàng: đối chiếu hàng tồn mỗi thứ tư lúc 9 giờ sáng',
      HCM,
      ['0 2 ? * 4'],
      /Read "cửa hàng: đối chiếu hàng tồn" as the job's name/,
    ],
    ['nhắn khách hàng lúc 15:30 thứ ba đến thứ năm', HCM, ['30 8 ? * 3-5'], /Read "nhắn khách hàng" as the job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "hàng" before a word of when is "every": never a name's
    ['đối chiếu hàng tuần lúc 15:30 thứ ba', HCM, /./],
    ['nhắn khách hàng ngày lúc 15:30 thứ ba', HCM, /./],
    // a day read right after it: "cửa hàng thứ 4" may be the shop's every Wednesday ("hàng thứ 4")
    ['nhắn cửa hàng thứ 4 lúc 9h sáng', HCM, /./],
    // a word of when among the name's syllables
    ['cửa hàng: đối chiếu hàng tồn cuối tuần mỗi thứ tư lúc 9 giờ sáng', HCM, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('pinyin words of a thing done: maintenance, baking, instruments', () => {
  it.each([
    ['meizhou er xiawu 2 dian yiqi jiaozhun', SHA, ['0 6 ? * 3'], /Set "yiqi jiaozhun" aside/],
    ['meitian zaoshang 6 dian kao mianbao', SHA, ['0 22 * * ?'], /Set "kao mianbao" aside/],
    ['meizhou si wanshang 8 dian shebei weihu', SHA, ['0 12 ? * 5'], /Set "shebei weihu" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the weekend, a day without "mei": words of when among the task's words
    ['meitian zaoshang 6 dian kao mianbao zhoumo xiuxi', SHA, /\(Chinese\)/],
    ['meitian zaoshang 6 dian weihu xingqiwu', SHA, /\(Chinese\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Polish names before a range of days, and parts of the day said of a thing', () => {
  const WAW = 'Europe/Warsaw';
  it.each([
    ['magazyn: inwentaryzacja od wtorku do piątku 7:40', WAW, ['40 6 ? * 3-6'], /Read "magazyn: inwentaryzacja"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "wieczorna" (evening), "poranna" (morning), "nocna" (night): they say which half of the day, never a name's
    ['zmiana wieczorna w poniedziałki 6:15', WAW, /./],
    ['magazyn: odprawa wieczorna od wtorku do piątku 7:40', WAW, /./],
    ['zmiana nocna od wtorku do piątku 10:30', WAW, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

/** Words joined by a hyphen are days of another language only when every part is a day or a time word. */
describe('hyphened words with a foreign time word in them', () => {
  it.each([
    ['pre-bu sync every friday 5pm', 'UTC', ['0 17 ? * 6'], /Read "pre-bu sync" as the job's name/],
    ['vinç raporu pazartesi-perşembe 16:40', IST, ['40 13 ? * 2-5'], /"pazartesi-perşembe" read as "monday to/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['lunes-viernes sync every friday 5pm', 'UTC'],
    ['pazartesi-cuma sync every friday 5pm', 'UTC'],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /could not read/), 60_000);
});

/** German "und" joins a name's words, but never a short day's ("Di und Do" are days, not a name). */
describe('German "und" in a name said first', () => {
  it.each([
    ['Tom und Jerry every monday 9am', 'UTC', ['0 9 ? * 2'], /Read "tom und jerry" as the job's name/],
    ['Chorprobe Mi und Fr 19:15', BER, ['15 18 ? * 4,6'], /"Mi und Fr" read as "wed and fri"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['Di und Do every monday 9am', 'UTC'],
    ['Di und Tom every monday 9am', 'UTC'],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /could not read/), 60_000);
});
