import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a day of the week said in another language's word is never a name's word", () => {
  it.each([
    // a day's word the grammar does not read: refused, not run every day
    ['curs de algoritmi joi la ora 14:00', 'Europe/Bucharest'],
    ['misa dominical 10:00 y 12:00', 'America/Mexico_City'],
    ['kerk: zondagsdienst 10:00', 'Europe/Amsterdam'],
    ['Sonntagsgottesdienst 10:00', 'Europe/Berlin'],
    ['fredagsbar 16:00', 'Europe/Stockholm'],
    ['maandagochtend overleg 9:00', 'Europe/Amsterdam'],
    // days, working days and "every" in languages no reader reads: refused, not run every day
    ['trening gach Satharn ag 09:30', 'Europe/Dublin'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /could not read/));

  it.each([
    // the same words in the languages whose readers read them (croatianWords.ts, ukrainianLatinWords.ts,
    // lithuanianWords.ts, icelandicWords.ts, hungarianWords.ts, estonianWords.ts): read, the task's words its name
    ['pregled računa radnim danima u 8:15', 'Europe/Zagreb', ['15 7 ? * 2-6'], /"radnim danima" read as "on weekdays"/],
    ['remont kozhnoho ponedilka o 9:00', 'Europe/Kyiv', ['0 7 ? * 2'], /read as "every monday"/],
    ['susitikimas kiekvieną pirmadienį 10:00', 'Europe/Vilnius', ['0 8 ? * 2'], /read as "every monday"/],
    ['æfing alla þriðjudaga kl. 18:00', 'Atlantic/Reykjavik', ['0 18 ? * 3'], /read as "every tuesday"/],
    ['értekezlet minden hétfőn 9:00', 'Europe/Budapest', ['0 8 ? * 2'], /read as "every monday"/],
    ['koosolek igal esmaspäeval kell 10:00', 'Europe/Tallinn', ['0 8 ? * 2'], /read as "every monday"/],
    // (latvianWords.ts)
    ['sapulce katru pirmdienu 9:00', 'Europe/Riga', ['0 7 ? * 2'], /read as "every monday"/],
    // (irishWords.ts, zuluWords.ts, welshWords.ts)
    ['cruinniú gach Luan ag 11:00', 'Europe/Dublin', ['0 11 ? * 2'], /"gach luan" read as "every monday"/],
    ['umhlangano njalo ngoLwesibili ngo-14:00', 'Africa/Johannesburg', ['0 12 ? * 3'], /read as "every tuesday"/],
    ['ymarfer côr bob nos Fercher 19:30', 'Europe/London', ['30 19 ? * 4'], /read as "every wednesday"/],
  ])('%s is read [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an English day's word in a name is read as English names are
    ['sunday roast prep every saturday at 5pm', 'UTC', ['0 17 ? * 7'], /"sunday roast prep"|roast/],
    // the name of the Friday prayer, said in English too, beside the days said in English
    [
      'jummah reminder every friday at 12:45pm',
      'Europe/London',
      ['45 12 ? * 6'],
      /"jummah reminder" as the job's name/,
    ],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('a part after one said on some days, read as every day, is no job of its own', () => {
  it.each([
    // a reminder said in another language after an event on some days: before each event, or every day?
    ['curso martes y jueves 18:00, recordatorio 17:30', 'Europe/Madrid'],
  ])('%s is not read as two jobs', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    // a reminder word the grammar reads: before the event, on its days
    ['cours lundi 9:00, rappel 8:30', 'Europe/Paris', ['30 7 ? * 2'], /time of the event, not a run/],
    // (", aviso a las 7:30": Spanish's reminder before its clock, spanishWhenWords.ts)
    [
      'Universidad: cálculo lunes y miércoles a las 8:00, aviso a las 7:30',
      'Europe/Madrid',
      ['30 6 ? * 2,4'],
      /time of the event, not a run/,
    ],
    // each part with its days, or none with any: read as before
    ['water the plants 7am; feed the cat 6pm sundays', 'UTC', ['0 7 * * ?', '0 18 ? * 1'], /2 jobs/],
    ['take pills 8am daily, gym 6pm weekdays', 'UTC', ['0 8 * * ?', '0 18 ? * 2-6'], /2 jobs/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('days between two times, after a word that only stresses the first clock', () => {
  it.each([
    ['budget meeting 4pm sharp mon-thu, friday 2pm', 'UTC', ['0 16 ? * 2-5', '0 14 ? * 6']],
    ['standup 9:30 sharp mon-thu, fri 10am', 'UTC', ['30 9 ? * 2-5', '0 10 ? * 6']],
  ])('%s reads each time on the days beside it', (phrase, zone, fields) =>
    reads(phrase, zone, fields, /apart, each time on the days beside it/),
  );
});
