import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';

describe('Spanish: a range of hours with "h", every night or morning', () => {
  it.each([
    [
      'cada 20 minutos de 9h a 17h, lunes a viernes',
      MEX,
      ['0/20 15-22 ? * 2-6', '0 23 ? * 2-6'],
      /from 09:00 to 17:00/,
    ],
    ['cada hora de 6 a 20 h', MEX, ['0 0-2,12-23 * * ?'], /"de 6 a 20 h" read as "from 6 to 20"/],
    ['todas las mañanas a las 7', BOG, ['0 12 * * ?'], /"todas las mañanas" read as "every morning"/],
    ['cada tarde a las 4', BOG, ['0 21 * * ?'], /"cada tarde" read as "every afternoon"/],
    ['copia de seguridad todas las noches a las 3', BOG, ['0 8 * * ?'], /"todas las noches" read as "every night"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a range of hours with nothing to repeat within it
    ['de 2 a 3 h', MEX, /interval/],
    // every night, at what time?
    ['todas las noches', BOG, /no time of day/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('European Portuguese: "entre as 9h e as 18h", "a partir da meia-noite", "1.ª segunda-feira", "às terças"', () => {
  it.each([
    [
      'de 30 em 30 minutos entre as 10h e as 12h',
      LIS,
      ['0,30 10,11 * * ?', '0 12 * * ?'],
      /"entre as 10:00 e as 12:00" read as "between 10:00 and 12:00"/,
    ],
    [
      'a cada 6 horas a partir da meia-noite',
      SAO,
      ['0 3/6 * * ?'],
      /"a partir da meia-noite" read as "starting midnight"/,
    ],
    ['2º domingo do mês às 11h', LIS, ['0 11 ? * 1#2'], /read as "the second sunday of the month"/],
    ['reunião: 1.ª terça-feira de cada mês, 15h', LIS, ['0 15 ? * 3#1'], /read as "the first tuesday of the month"/],
    ['na última sexta-feira do mês às 17h', LIS, ['0 17 ? * 6L'], /"na" read as "on"/],
    ['as segundas e sextas às 8h30', LIS, ['30 8 ? * 2,6'], /"as" read as "on"/],
    ['relatório todas as terças às 9h', LIS, ['0 9 ? * 3'], /every/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // from the evening to the morning: which night?
    ['entre as 18h e as 9h de hora em hora', LIS, /could not read/],
    // "às" before a single day: this Tuesday, or every one?
    ['às terça às 10h', LIS, /could not read|single|once|which/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
