import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';

describe('Portuguese "só" before the days, "todo primeiro dia útil", "gente," first and ", beleza?" last', () => {
  it.each([
    // "só" before the days it keeps: only
    [
      'de 30 em 30 minutos entre 8h e 12h, só seg a sex',
      SAO,
      ['0,30 11-14 ? * 2-6', '0 15 ? * 2-6'],
      /"só" read as "only"/,
    ],
    ['backup 22:00 só de segunda a sábado', SAO, ['0 1 ? * 1,3-7'], /"só" read as "only"/],
    // "todo" before the first or last business day of the month
    ['todo primeiro dia útil do mês às 8h', SAO, ['0 11 1W * ?'], /"todo primeiro dia útil do mês" read as/],
    [
      'todo último dia útil do mês às 17h fechar o caixa',
      SAO,
      ['0 20 LW * ?'],
      /"todo último dia útil do mês" read as/,
    ],
    // a greeting first, a question of agreement last
    ['galera, o lembrete do plantão é toda segunda 8h', SAO, ['0 11 ? * 2'], /toda segunda/],
    ['o lembrete do estoque é toda terça 10h, beleza?', SAO, ['0 13 ? * 3'], /"beleza" read as "ok"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "só" before a word that is no day
    ['de 15 em 15 minutos entre 9h e 17h, só quando chover', SAO, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
