import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const MEX = 'America/Mexico_City';

describe('French "quotidien", and "mensual", "mensuel", "mensile" in a name the rest restates', () => {
  it.each([
    ['point presse: rapport quotidien à 8h30', PAR, ['30 7 * * ?'], /"quotidien" read as "daily"/],
    ['relevé quotidien à 18h sauf le dimanche', PAR, ['0 17 ? * 2-7'], /"quotidien" read as "daily"/],
    [
      'informe mensual: el último viernes de cada mes a las 17:00',
      MEX,
      ['0 23 ? * 6L'],
      /Read "informe mensual" as the job's name.*\("mensual"\) agree/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // daily, or Mondays?
    ['rapport quotidien le lundi à 9h', PAR, /could not read/],
    // tomorrow's report: once, not every day
    ['rapport quotidien à 9h demain', PAR, /could not read/],
    // a monthly report every Monday: the name and the rest disagree
    ['informe mensual: cada lunes a las 9:00', MEX, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('a Romance word of how often in a name the rest does not restate: refused', () => {
  it.each([
    ['informe anual el último viernes de cada mes a las 17:00', 'America/Mexico_City'],
    ['relatório anual na última sexta do mês às 17h', 'America/Sao_Paulo'],
    ['report mensile ogni lunedì alle 9', 'Europe/Rome'],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /./), 60_000);

  it.each([
    [
      'report mensile il primo lunedì del mese alle 9',
      'Europe/Rome',
      ['0 8 ? * 2#1'],
      /"mensile"\) agree with the rest/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
