import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const MEX = 'America/Mexico_City';
const PAR = 'Europe/Paris';
const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';
const BOG = 'America/Bogota';

describe('days of the month said each with its article, in Spanish and French', () => {
  it.each([
    // "el día 10 y el último día del mes": the 10th and the month's last day
    [
      'cierre de caja el día 10 y el último día del mes a las 12:00',
      MAD,
      ['0 11 10 * ?', '0 11 L * ?'],
      /"el día 10 y el último día del mes" read as "the 10th and the last day of the month"/,
    ],
    ['el 5 y el 20 de cada mes a las 9:30', MAD, ['30 8 5,20 * ?'], /read as "the 5th and 20th of every month"/],
    // French: the list read whole, not its last day alone
    [
      'paie le 1er et le 16 de chaque mois à 11h',
      PAR,
      ['0 10 1,16 * ?'],
      /"le 1er et le 16" read as "the 1st and the 16th"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the second day said first: no list of one month
    ['el 20 y el 5 de cada mes a las 9:30', MAD, /./],
    // a month named: two dates, once or every year?
    ['el 5 y el 20 de marzo a las 9:30', MAD, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('"el 1 de enero, abril, julio y octubre": that day of each month listed', () => {
  it.each([
    [
      'el 15 de enero, abril, julio y octubre a las 8:00',
      MAD,
      ['0 7 15 1/3 ?'],
      /read as "on the 15th of january, april, july and october"/,
    ],
    ['el 1 de marzo y septiembre a las 10:00', MAD, ['0 9 1 3,9 ?'], /read as "on the 1st of march and september"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a year after the months: dates of one year, not every year's
    ['el 1 de marzo y septiembre de 2027 a las 10:00', MAD, /./],
    // a month said once: once, or every year?
    ['el 1 de marzo a las 10:00', MAD, /./],
    // a word of how often in a name said first, which the rest does not restate
    ['informe anual el 1 de marzo y septiembre a las 10:00', MAD, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('months left out in Spanish: "excepto en agosto"', () => {
  it.each([
    [
      'clases de baile los jueves a las 19:00 excepto en agosto',
      MAD,
      ['0 18 ? 1-7,9-12 5'],
      /"excepto en agosto" read as "except in august"/,
    ],
    ['los lunes a las 9:00 salvo en julio y agosto', MAD, ['0 8 ? 1-6,9-12 2'], /read as "except in july and august"/],
    ['cada lunes a las 9 excepto en agosto', MAD, ['0 8 ? 1-7,9-12 2'], /read as "except in august"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a date, not a month: a day left out
    ['los lunes a las 9:00 excepto agosto 17', MAD, /./],
    // "excepto" before something else than a month stays unread
    ['los lunes a las 9:00 excepto festivos', MAD, /./],
    // a clock after the months: August's own time, or no run? (read, it ran at both clocks outside August)
    ['cada lunes a las 9 salvo en agosto, a las 10', MAD, /could not read/],
    ['cada lunes a las 9 excepto en agosto: a las 10', MAD, /could not read/],
    ['cada lunes a las 9 excepto en agosto (a las 10)', MAD, /could not read/],
    ['todos los días a las 9 menos en agosto, a las 11:30', MAD, /could not read/],
    ['los lunes a las 9:00 salvo en julio y agosto, 10h', MAD, /could not read/],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Mexico\'s "hora centro", Portuguese "em ponto" and "1º"', () => {
  it.each([
    // "hora centro": Mexico City's clock, not the United States' Central time
    ['corte de caja cada viernes 6 pm hora centro', BOG, ['0 0 ? * 7'], /"hora centro" read as "mexico city time"/],
    ['cada martes 8 am hora del centro', MAD, ['0 14 ? * 3'], /"hora del centro" read as "mexico city time"/],
    ['cada lunes a las 20:00 hora centro', MEX, ['0 2 ? * 3'], /"hora centro" read as "mexico city time"/],
    // "em ponto": on the hour, as said
    ['backup diário às 22h em ponto', LIS, ['0 22 * * ?'], /"em ponto" set aside/],
    // "todo dia 1º": the ordinal's mark after the day
    ['pagar aluguel todo dia 5º às 9h', SAO, ['0 12 5 * ?'], /"todo dia 5º" read as "every month on the 5th"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "hora centro" beside another word: no zone said
    ['cada martes 8 am hora centro comercial', MEX, /./],
    // written from the United States: in US Spanish "hora del centro" is US Central time
    ['cada lunes a las 20:00 hora centro', 'America/Chicago', /may mean US Central time/],
    ['cada lunes a las 20:00 hora del centro', 'America/Los_Angeles', /may mean US Central time/],
    ['cada lunes a las 20:00 tiempo del centro', 'America/New_York', /may mean US Central time/],
    // "em ponto" with a bare hour on days: the morning's or the evening's?
    ['toda sexta às 4 em ponto', SAO, /./],
    // "dia 1º" alone: the coming 1st, or every month's?
    ['dia 1º às 10h', SAO, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
