import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LIS = 'Europe/Lisbon';
const SAO = 'America/Sao_Paulo';

describe('Portuguese "das" (of the) between words of a name said first ("limpeza das bancadas")', () => {
  it.each([
    ['troca das toalhas toda segunda às 8h', LIS, ['0 8 ? * 2'], /Read "troca das toalhas" as the job's name/],
    [
      'hotel Atlântico: revisão das escalas terças 9h e sextas 15h',
      LIS,
      ['0 9 ? * 3', '0 15 ? * 6'],
      /Read "hotel atlântico: revisão das escalas" as the job's name/,
    ],
    ['conferência das notas fiscais diário às 17h30', SAO, ['30 20 * * ?'], /Read "conferência das notas fiscais"/],
    // a thing counted by days or months is no word of when
    ['troca das lâmpadas toda segunda às 8h', LIS, ['0 8 ? * 2'], /Read "troca das lâmpadas" as the job's name/],
    ['troca das mensalidades toda segunda às 8h', LIS, ['0 8 ? * 2'], /Read "troca das mensalidades"/],
    ['Bericht für das System jeden Montag um 9 Uhr', 'Europe/Berlin', ['0 8 ? * 2'], /Read "bericht für das system"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "das" before a clock: from, never a name's word
    ['limpeza das 8h segundas', LIS, /could not read/],
    // "das" before a day: which days?
    ['troca das segundas 8h', LIS, /could not read/],
    ['hotel: limpeza das segundas 8h e quintas 14h', LIS, /could not read/],
    // a word of when after "das" inside the words set aside
    ['troca das manhãs toda segunda às 8h', LIS, /could not read/],
    // an hour in words after "das": the nine o'clock round, or from nine?
    ['ronda das nove todos os dias às 21h', LIS, /could not read/],
    ['sessão das duas todos os dias às 14h', LIS, /could not read/],
    ['troca das vinte e duas toda segunda às 8h', LIS, /could not read/],
    // a stretch, how often or which ones after "das": the name bounds the runs
    ['troca das quinzenas toda segunda às 8h', LIS, /could not read/],
    ['revisão das trimestrais toda segunda às 8h', LIS, /could not read/],
    ['troca das primeiras segundas toda segunda às 8h', LIS, /could not read/],
    ['revisão das pares toda segunda às 8h', LIS, /could not read/],
    // a part of the day or a kind of day after "das"
    ['revisão das madrugadas toda segunda às 8h', LIS, /could not read/],
    ['troca das férias toda segunda às 8h', LIS, /could not read/],
    // Galician "das" before its mornings, afternoons or working days
    ['limpeza das mañás toda segunda às 8h', 'Europe/Madrid', /could not read/],
    ['limpeza das xornadas toda segunda às 8h', 'Europe/Madrid', /could not read/],
    // German "das" (the) before the year, the quarter or the month's end: no weekly job's name
    ['Backup das Monatsende jeden Montag um 9 Uhr', 'Europe/Berlin', /could not read/],
    ['Bericht über das Jahr jeden Montag um 9 Uhr', 'Europe/Berlin', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
