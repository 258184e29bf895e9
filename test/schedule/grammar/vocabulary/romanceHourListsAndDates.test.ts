import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const ROM = 'Europe/Rome';
const LIS = 'Europe/Lisbon';
const SAO = 'America/Sao_Paulo';
const BUE = 'America/Argentina/Buenos_Aires';

describe('Spanish hours listed before "h", the 24-hour clock', () => {
  it.each([
    ['pasear al perro a las 7, 15 y 23 h todos los días', MEX, ['0 5/8 * * ?'], /read as "at 07:00, 15:00 and 23:00"/],
    ['a las 9, 12 y 18 hs de lunes a viernes', BOG, ['0 14,17,23 ? * 2-6'], /"de lunes a viernes"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // without the mark: two clocks, or 8:10?; a list whose first hour may be the evening's
    ['a las 8 y 10 todos los días', BOG, /could not read/],
    // two hours before "h" are as likely an hour and its minutes (9:05, 13:15)
    ['todos los lunes a las 9 y 5 h', BOG, /could not read/],
    ['recordatorio cada día a las 13 y 15 horas', BOG, /could not read/],
    ['a las 8, 13 y 19 todos los días', BOG, /could not read/],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Italian "giornaliero" (daily) after its noun, and a day "escluso"', () => {
  it.each([
    [
      'verifica giornaliera alle 9:15, domenica esclusa',
      ROM,
      ['15 8 ? * 2-7'],
      /"domenica esclusa" read as "except sundays"/,
    ],
    [
      'backup alle 22:00 ogni giorno, escluso il sabato',
      ROM,
      ['0 21 ? * 1-6'],
      /"escluso il sabato" read as "except saturdays"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  // daily, or every Monday?
  it('leaves a capitalised "Quotidiano" to the name it is part of (a newspaper\'s), no frequency', () =>
    refuses('leggere Il Fatto Quotidiano alle 7', ROM, /could not read/));

  it('report giornaliero ogni lunedì alle 9:00 stays refused', () =>
    refuses('report giornaliero ogni lunedì alle 9:00', ROM, /could not read/));
});

describe('Portuguese dates ("sábado 9 de janeiro") and "começando às" before a clock', () => {
  it.each([
    ['sábado 9 de janeiro às 14h', LIS, ['0 14 9 1 ?'], /"9 de janeiro" read as "january 9"/],
    ['quarta 14 de janeiro às 10h', LIS, ['0 10 14 1 ?'], /read as one run, on Wednesday, January 14, 2026/],
    ['de 6 em 6 horas começando às 3h', SAO, ['0 0/6 * * ?'], /"começando às 03:00" read as "starting 03:00"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // every year's, or one run?; a day of the week the date does not fall on
    ['todo 9 de janeiro às 14h', LIS, /could not read/],
    ['sexta 9 de janeiro às 14h', LIS, /could not read/],
    // "começando em março" bounds the runs, which this does not read
    ['de 8 em 8 horas começando em março', SAO, /could not read/],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a name before a day and a date said in full with its year; "la" after a verb of a task', () => {
  it.each([
    [
      'estreno: función especial viernes 12 de marzo 2027 a las 20:00',
      BUE,
      ['0 23 12 3 ?'],
      /Read "estreno: función especial" as the job's name/,
    ],
    ['tirar la basura cada martes a las 20:30', MAD, ['30 19 ? * 3'], /Read "tirar la basura" as the job's name/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // without the year the day may belong to the name ("patch tuesday")
    ['función especial viernes 12 de marzo a las 20:00', BUE, /could not read/],
    ['patch tuesday march 10 at 10:00', 'UTC', /could not read "patch"/],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
