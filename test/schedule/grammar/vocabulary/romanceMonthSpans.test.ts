import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';

describe('Portuguese "de junho a setembro", "de 15 de junho a 15 de setembro", "começando em 4 de janeiro"; Italian "da aprile a settembre"', () => {
  it.each([
    // months in full, every year
    [
      'salva-vidas: ronda diária às 10h15 de julho a setembro',
      LIS,
      ['15 9 * 7-9 ?'],
      /"de julho a setembro" read as "from july to september"/,
    ],
    ['todos os dias às 21:30 de outubro até março', LIS, ['30 21 * 1-3,10-12 ?'], /"from october to march"/],
    // after a word of a name, "de" and the months are still the span's
    ['relatório de vendas de janeiro a março toda segunda às 9h', LIS, ['0 9 ? 1-3 2'], /"from january to march"/],
    // two dates in full
    ['rega às 7h30 todos os dias de 10 de maio a 20 de agosto', SAO, ['30 10 * * ?'], /"from may 10 to august 20"/],
    [
      'plantão às 8h todos os dias de 1º de março até 31 de maio de 2026',
      SAO,
      ['0 11 * * ?'],
      /"from march 1 2026 to may 31 2026"/,
    ],
    // a start date
    ['toda segunda às 9h, começando em 2 de fevereiro', SAO, ['0 12 ? * 2'], /"começando em" read as "starting"/],
    [
      'todo dia útil às 6h50 a partir do dia 9 de fevereiro',
      SAO,
      ['50 9 ? * 2-6'],
      /"a partir do dia" read as "starting"/,
    ],
    // Italian months in full, every year ("ad" before a vowel)
    [
      'serra: ventilazione alle 7 e alle 19 da maggio ad agosto',
      ROM,
      ['0 5,17 * 5-8 ?'],
      /"da maggio ad agosto" read as "from may to august"/,
    ],
    ['irrigazione ogni giorno alle 6:30 da giugno a settembre', ROM, ['30 4 * 6-9 ?'], /"from june to september"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a year after the months: one stretch, or every year's?
    ['briefing diário às 9h30 de junho a setembro de 2027', LIS, /could not read/],
    ['alle 6 e alle 18 da aprile a settembre 2027', ROM, /could not read/],
    // a year said last of a stretch that crosses it: whose year is the first date's?
    ['às 8h todos os dias de 15 de dezembro a 15 de janeiro de 2027', LIS, /could not read/],
    // a month alone after "começando": which day of it?
    ['todo dia útil às 7h45, começando em março', SAO, /could not read/],
    // a day before the first month: "dia 1 de junho a setembro" is no span of months
    ['dia 1 de junho a setembro às 9h30', LIS, /could not read/],
    // a word that places a day or a part in the first month: the 1st, mid-July, the end of July, not all of July
    ['primeiro de julho a setembro às 9h', LIS, /could not read/],
    ['todos os dias às 9h, quinze de julho a setembro', LIS, /could not read/],
    ['meados de julho a setembro às 9h todos os dias', LIS, /could not read/],
    ['fim de julho a setembro às 9h todos os dias', LIS, /could not read/],
    ['início de julho a setembro às 9h todos os dias', LIS, /could not read/],
    ['ogni giorno alle 9 fine da giugno a settembre', ROM, /could not read/],
    // a month inside the words set aside, beside another span
    ['campanha de junho, mensagens às 10h todos os dias de 1 a 14 de julho', SAO, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
