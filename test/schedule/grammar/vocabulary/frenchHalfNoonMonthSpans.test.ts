import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const MTL = 'America/Toronto';

describe('French noon and midnight with their half or quarter, "et à" between clocks, spans of months and of days', () => {
  it.each([
    // "midi et demie", "minuit et quart": 12:30, 00:15
    ['le dimanche à midi et demie', PAR, ['30 11 ? * 1'], /"midi et demie" read as "12:30"/],
    ['permanence tous les jours à minuit et quart', PAR, ['15 23 * * ?'], /"minuit et quart" read as "00:15"/],
    // "et" before "à" and a clock: and (never Eastern Time)
    ['chaque jour à 8h et à 17h', PAR, ['0 7,16 * * ?'], /"et" read as "and"/],
    ['tous les jours à 7h30 et à midi', MTL, ['30 12 * * ?', '0 17 * * ?'], /"et" read as "and"/],
    // "le 10 et le dernier jour du mois": the 10th and the last day of the month
    [
      'le 10 et le dernier jour du mois à 7h30',
      PAR,
      ['30 6 10 * ?', '30 6 L * ?'],
      /read as "the 10th and the last day of the month"/,
    ],
    // "d'octobre à avril": those months every year
    ["inventaire chaque matin à 7h d'octobre à avril", PAR, ['0 6 * 1-4,10-12 ?'], /read as "from october to april"/],
    // "du 3 au 9 juin 2027": from June 3 to June 9, 2027
    ['chaque soir à 20h du 3 au 9 juin 2027', PAR, ['0 18 * * ?'], /read as "from june 3 2027 to june 9 2027"/],
    // "pendant les moissons (1 juil – 31 août 2027)": the stretch its dates bound
    [
      'tous les jours à 6h pendant les moissons (1 juil – 31 août 2027)',
      PAR,
      ['0 4 * * ?'],
      /"pendant les moissons" read as "during the moissons"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare number after "et" is 9:15, or 9:00 and 15:00
    ['chaque jour à 9h et 15', PAR, /./],
    ['le samedi à midi et 20', PAR, /./],
    // days of a span said backwards
    ['chaque soir à 19h du 23 au 12 mai 2027', PAR, /./],
    // a stretch named without its dates, or by more than one word ("scolaires" could be a word of when)
    ['tous les jours à 7h pendant les vacances', PAR, /./],
    ['tous les jours à 7h pendant les vacances scolaires (20 déc – 3 janv)', PAR, /./],
    // a word of when as the stretch's name would be dropped ("les matins", "les lundis")
    ['tous les jours à 7h pendant les matins (1 juil – 31 août 2027)', PAR, /./],
    ['tous les jours à 7h pendant les lundis (1 juil – 31 août 2027)', PAR, /./],
    // months from one to the other before a year: one stretch, not every year's
    ['chaque matin à 6h30 de novembre à février 2027', PAR, /./],
    // "et à" before a bare number: 9:15, or 9:00 and 15:00?
    ['réunion chaque jour à 9h et à 15', PAR, /./],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
