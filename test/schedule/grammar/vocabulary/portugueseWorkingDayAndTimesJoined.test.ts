import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';

describe('Portuguese: "todo dia útil" (every working day), "às 8 e às 14" (two times joined by "e às")', () => {
  it.each([
    ['todo dia útil às 18h', SAO, ['0 21 ? * 2-6'], /"todo dia útil" read as "on weekdays"/],
    ['todo dia util às 7h30', SAO, ['30 10 ? * 2-6'], /"todo dia util" read as "on weekdays"/],
    ['toda quarta às 9 e às 15', SAO, ['0 12,18 ? * 4'], /"e" read as "and"/],
    ['toda quinta às 7 e às 19', SAO, ['0 10,22 ? * 5'], /"e" read as "and"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "9 e 15" without a second "às" may be 9:15
    ['toda segunda às 9 e 15', SAO],
    // the working days of the month are another reader's
    ['todo dia útil do mês às 17h', SAO],
    // a bare hour that may be morning or afternoon stays refused, joined or not
    ['toda segunda às 4 e às 16', SAO],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
