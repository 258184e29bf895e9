import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Spanish words of when: clocks in "hs", "cada ...", days of the month, dates, "hora X"', () => {
  it.each([
    // "cada N minutos de 8 a 14 hrs", "de lunes a viernes"
    [
      'limpieza cada 30 minutos de 8 a 14 hrs de lunes a viernes',
      'Europe/Madrid',
      ['0,30 7-12 ? * 2-6', '0 13 ? * 2-6'],
      /"cada 30 minutos" read as "every 30 minutes"/,
    ],
    // "cada hora en punto", "entre semana"
    [
      'ronda cada hora en punto de 9 a 17 entre semana',
      'America/Argentina/Buenos_Aires',
      ['0 12-20 ? * 2-6'],
      /"entre semana" read as "on weekdays"/,
    ],
    // the last day, the first working day, the second Tuesday of the month
    [
      'cierre contable el último día del mes a las 18:00',
      'America/Mexico_City',
      ['0 0 1 * ?'],
      /"el último día del mes" read as "the last day of the month"/,
    ],
    ['pago de renta el primer día hábil del mes a las 8', 'America/Bogota', ['0 13 1W * ?'], /first weekday/],
    ['comité el segundo martes de cada mes 16:30', 'Europe/Madrid', ['30 15 ? * 3#2'], /second tuesday/],
    // days of the month
    ['facturas el día 5 de cada mes 9am', 'America/Lima', ['0 14 5 * ?'], /"the 5th of every month"/],
    ['nómina los días 1 y 15 de cada mes a las 9', 'America/Mexico_City', ['0 15 1,15 * ?'], /1st and 15th/],
    // days said alone, "y" between them, a clock with "h" after its minutes
    ['clase de yoga martes y jueves 7pm', 'America/Mexico_City', ['0 1 ? * 4,6'], /"y" read as "and"/],
    ['pausa 10:30h lunes y miércoles', 'Europe/Madrid', ['30 9 ? * 2,4'], /"10:30h" read as "10:30"/],
    // "diario", "hora CDMX": the place's clock said after "hora"
    ['respaldo 3am diario hora CDMX', 'America/Los_Angeles', ['0 9 * * ?'], /"hora cdmx" read as "cdmx time"/],
    // "recuérdame", "8 hs"
    ['recuérdame cada lunes a las 8 hs', 'America/Argentina/Buenos_Aires', ['0 11 ? * 2'], /remind me/],
    // a date in Spanish
    ['el 15 de marzo de 2027 a las 10:00', 'Europe/Madrid', ['0 9 15 3 ?'], /"march 15 2027"/],
    // Spanish "la" is no Los Angeles
    ['respaldo de la base 4am diario', 'America/Mexico_City', ['0 10 * * ?'], /"respaldo de la base"/],
    // a list of ordinals is read whole, never its last one alone ("el primer y" is no job's name)
    [
      'el primer y tercer lunes de cada trimestre a las 9',
      'Europe/Madrid',
      ['0 8 ? 1/3 2#1', '0 8 ? 1/3 2#3'],
      /read as "the first and third monday of every quarter"/,
    ],
    [
      'el primer y tercer lunes de cada mes a las 9',
      'Europe/Madrid',
      ['0 8 ? * 2#1', '0 8 ? * 2#3'],
      /read as "the first and third monday of every month"/,
    ],
    [
      'el primero, tercero y quinto martes de cada mes a las 9',
      'Europe/Madrid',
      ['0 8 ? * 3#1', '0 8 ? * 3#3', '0 8 ? * 3#5'],
      /read as "the first, third and fifth tuesday of every month"/,
    ],
    ['el primer y último día del mes a las 9', 'Europe/Madrid', ['0 8 1 * ?', '0 8 L * ?'], /first and last day/],
    ['el último viernes de cada trimestre a las 9', 'Europe/Madrid', ['0 8 ? 3/3 6L'], /last friday of every quarter/],
    // "a las 00:30 del 7 de noviembre 2027": the clock's day, one run (not from that day on)
    ['informe a las 09:30 del 7 de noviembre 2027', 'Europe/Madrid', ['30 8 7 11 ?'], /"del" read as "on"/],
    // "del ... al ...": from one date to the other
    [
      'riego diario a las 8:00 del 1 de marzo al 30 de abril',
      'Europe/Madrid',
      ['0 7 * * ?'],
      /"del 1 de marzo" read as "from march 1"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "cada 18 hrs": a count of hours, not a clock
    ['recordatorio cada 18 hrs', 'Europe/Madrid', /could not read/],
    // "el viernes": this Friday, or every one?
    ['junta el viernes 10:00', 'America/Mexico_City', /could not read/],
    // "de la tienda" is no LA, and no place either: the words stay unread
    ['reporte diario 9am de la tienda', 'America/New_York', /could not read/],
    // a list of ordinals read whole or not at all: the first and the last of a quarter (months apart), an ordinal said
    // twice, a list before business days
    ['el primer y último viernes de cada trimestre a las 9', 'Europe/Madrid', /could not read/],
    ['el primer y primer lunes de cada mes a las 9', 'Europe/Madrid', /could not read/],
    ['el primer y último día hábil del mes a las 9', 'Europe/Madrid', /could not read/],
    ['el primer y último día hábil de marzo y junio a las 9', 'Europe/Madrid', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a reminder after words of what it is about: its days in another language, a place said with "in"', () => {
  it.each([
    // the days before the reminder are what it is about; the reminder's own, in Spanish or French, are its runs
    [
      'Sunday fair in Mexico City, remind vendors Saturday 6pm',
      'America/Los_Angeles',
      ['0 0 ? * 1'],
      /on Mexico City's clock/,
    ],
    [
      'Sunday tianguis in Ciudad de México, remind vendors sábado 18:00',
      'America/New_York',
      ['0 0 ? * 1'],
      /Ciudad de México's clock/,
    ],
    ['bin day is lundi, remind me dimanche 20:00', 'Europe/Paris', ['0 19 ? * 1'], /what the reminder is about/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the day said before is also one of the reminder's, said with its own clock: a run too, or the subject?
    ['market is sunday 7am, remind me sábado 18:00 and sunday 6am', 'Europe/Madrid', /"market is sunday 7am"/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Spanish "el día N" each month only with "de cada mes"; "solo", "únicamente": only, never a name\'s word', () => {
  const MEX = 'America/Mexico_City';
  it.each([
    ['recordatorio: solo el día 5 de cada mes a las 9', MEX, ['0 15 5 * ?'], /"solo" read as "only"/],
    ['recordatorio: solo los lunes a las 9', MEX, ['0 15 ? * 2'], /"solo" read as "only"/],
    ['recordatorio: únicamente los viernes a las 9', MEX, ['0 15 ? * 6'], /"únicamente" read as "only"/],
    ['recordatorio: sólo de lunes a viernes a las 9', MEX, ['0 15 ? * 2-6'], /"sólo" read as "only"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "el día N" alone: the coming day, once, or each month's?
    ['recordatorio: solo el día 5 a las 9', MEX],
    ['el día 31 a las 9', MEX],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /could not read/), 60_000);
});

describe('found in blind corpus 29: "de 10 a 19 de <month>" is a span of days, never a range of hours', () => {
  it.each([
    [
      'festival: lembrete 7h da manhã todos os dias de 10 a 19 de setembro de 2027',
      'America/Sao_Paulo',
      ['0 10 * * ?'],
      /"de 10 a 19 de setembro de 2027" read as "from september 10 2027 to september 19 2027"/,
    ],
    [
      'recordatorio 7am todos los días de 10 a 19 de septiembre de 2027',
      'America/Bogota',
      ['0 12 * * ?'],
      /"from september 10 2027 to september 19 2027"/,
    ],
    [
      'lembrete às 9h todos os dias de 1 a 10 de março',
      'America/Sao_Paulo',
      ['0 12 * * ?'],
      /"from march 1 to march 10"/,
    ],
    // a range of hours before days of the week, as before
    [
      'cada hora de 9 a 18 de lunes a viernes',
      'Europe/Madrid',
      ['0 8-17 ? * 2-6'],
      /"de 9 a 18" read as "from 9 to 18"/,
    ],
  ])('"%s" (%s) reads %j', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // beside a step, the numbers may be its hours (in May) as well as its days: not guessed at
    ['cada hora de 9 a 18 de mayo de lunes a viernes'],
    ['cada 15 minutos de 8 a 20 de mayo'],
  ])('refuses "%s"', (phrase) => {
    refuses(phrase, 'Europe/Madrid', /./);
  });

  it('checks the span: a span that ends before it starts is not read', () => {
    refuses('recordatorio 7am todos los días de 19 a 10 de septiembre de 2027', 'America/Bogota', /could not read|19/);
  });
});
