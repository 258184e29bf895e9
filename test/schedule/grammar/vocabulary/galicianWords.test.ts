import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';

describe('Galician: "todos os días", "os venres", "ás" with a clock or an hour in its part of the day, "ata o"', () => {
  it.each([
    ['tódolos días ás 7 da mañá', MAD, ['0 6 * * ?'], /"tódolos días" read as "every day"/],
    ['os xoves ás 18:30', MAD, ['30 17 ? * 5'], /"os xoves" read as "every thursday"/],
    ['de luns a venres ás 10 da noite', MAD, ['0 21 ? * 2-6'], /"de luns a venres" read as "monday to friday"/],
    [
      'cada mércores ás 16:00 ata o 30 de xaneiro',
      MAD,
      ['0 15 ? * 4'],
      /"ata o 30 de xaneiro" read as "until january 30"/,
    ],
    // the task's words, before or after, in Galician
    ['todos os días ás 9 da mañá enviar o informe', MAD, ['0 8 * * ?'], /Set "enviar o informe" aside/],
    ['todos os días ás 9:00 informe', MAD, ['0 8 * * ?'], /Set "informe" aside/],
    ['os sábados ás 5 da tarde ensaio', MAD, ['0 16 ? * 7'], /Set "ensaio" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour without its part of the day (morning or evening?)
    ['todos os días ás 7', MAD, /./],
    ['os venres ás 6', MAD, /./],
    // "o venres", the singular: this Friday, or every one?
    ['o venres ás 13:00', MAD, /Galician/],
    // a verb alone names no task ("revisar": check what?)
    ['os luns ás 9:00 revisar', MAD, /./],
    // words that bound, negate or move the runs
    ['todos os días ás 8 da mañá agás os domingos', MAD, /Galician/],
    ['os luns ás 9:00 dende o 5 de xaneiro', MAD, /Galician/],
    ['todos os días ás 8 da mañá, non os festivos', MAD, /Galician/],
    // a word of how often among the task's words ("quarterly report" beside every day)
    ['todos os días ás 9:00 informe trimestral', MAD, /./],
    ['todos os días ás 9:00 informe mensual', MAD, /./],
    ['os luns ás 9:00 enviar o informe semanal', MAD, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
