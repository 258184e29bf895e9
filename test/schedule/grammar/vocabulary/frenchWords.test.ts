import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const TOR = 'America/Toronto';

describe('words of when in French, read as the English they stand for', () => {
  it.each([
    // days, "tous les", "chaque", "les" before plural days, "le" before a day said alone (every week's)
    ['sauvegarde tous les mardis à 22h', PAR, ['0 21 ? * 3'], /"mardis" read as "tuesday"/],
    ['chaque vendredi à 17h30 heure de Montréal', PAR, ['30 22 ? * 6'], /"heure de montréal" read as "montreal time"/],
    ['les lundis et mercredis à 18h heure de Québec', PAR, ['0 23 ? * 2,4'], /"les lundis" read as "mondays"/],
    ['le samedi à 10h', PAR, ['0 9 ? * 7'], /"le samedi" read as "on saturdays"/],
    ['standup de lundi à vendredi 7h45', TOR, ['45 12 ? * 2-6'], /read as "monday to friday"/],
    ['lundi et mercredi 8h et 20h', PAR, ['0 7,19 ? * 2,4'], /"et" read as "and"/],
    [
      'check every weekday à 9h, heure de Bruxelles',
      TOR,
      ['0 8 ? * 2-6'],
      /"heure de bruxelles" read as "brussels time"/,
    ],
    ["mercredi 19h heure de l'Est", PAR, ['0 0 ? * 5'], /read as "eastern time"/],
    // every day, the week's days, parts of the day, "sauf"
    ['tous les jours à midi', TOR, ['0 17 * * ?'], /"midi" read as "noon"/],
    ['tous les jours à minuit', PAR, ['0 23 * * ?'], /"minuit" read as "midnight"/],
    ['tous les matins 6h', PAR, ['0 5 * * ?'], /"tous les matins" read as "every morning"/],
    ['chaque soir à 9h du soir', PAR, ['0 20 * * ?'], /read as "9pm"/],
    ['sauvegarde chaque nuit à 3h du matin', PAR, ['0 2 * * ?'], /read as "3am"/],
    ['le week-end à 10h', PAR, ['0 9 ? * 1,7'], /"le week-end" read as "weekends"/],
    ['tous les soirs à 22h sauf le samedi', PAR, ['0 21 ? * 1-6'], /"sauf" read as "except"/],
    ['chaque jour sauf le dimanche à 7h', PAR, ['0 6 ? * 2-7'], /"chaque jour" read as "every day"/],
    // days left out with a time of their own: another time on them (it ran at both times, the Friday left out)
    ['tous les jours ouvrés à 18h, sauf le vendredi 16h', PAR, ['0 17 ? * 2-5', '0 15 ? * 6'], /instead of 6:00 PM/],
    ['chaque jour à 9h sauf le dimanche à 11h', PAR, ['0 8 ? * 2-7', '0 10 ? * 1'], /instead of 9:00 AM/],
    ['tous les lundis à 9h et quart', PAR, ['15 8 ? * 2'], /read as "9:15"/],
    // days of the month, weekdays counted within it
    ['facture le 5 et le 20 à 10h', PAR, ['0 9 5,20 * ?'], /"le 5 et le 20" read as "the 5th and the 20th"/],
    ['le 10 de chaque mois à 9h', PAR, ['0 8 10 * ?'], /"de chaque mois" read as "of every month"/],
    ['le dernier vendredi du mois à 16h', PAR, ['0 15 ? * 6L'], /"le dernier vendredi" read as "the last friday"/],
    ['le 2e lundi de chaque mois 9h', PAR, ['0 8 ? * 2#2'], /"le 2e lundi" read as "the 2nd monday"/],
    ['nettoyage le 3e mercredi du mois à 14h', PAR, ['0 13 ? * 4#3'], /"du mois" read as "of the month"/],
    // every so often, within hours
    ['toutes les heures de 8h à 18h', PAR, ['0 7-17 * * ?'], /"toutes les heures" read as "every hour"/],
    ['toutes les 2h de 9h à 17h le dimanche', TOR, ['0 14/2 ? * 1'], /read as "every 2 hours"/],
    [
      'toutes les 30 minutes entre 9h et 17h en semaine',
      PAR,
      ['0,30 8-15 ? * 2-6', '0 16 ? * 2-6'],
      /"en semaine" read as "on weekdays"/,
    ],
    // a correction
    ['tous les jours de semaine à 8h, non attends, 8h15', TOR, ['15 13 ? * 2-6'], /"non attends" read as "no wait"/],
    // bare hours listed, the last with the "h" of them all
    ['arrosage 7 et 19h chaque jour', PAR, ['0 6,18 * * ?'], /"7 et 19h" read as "7:00 and 19:00"/],
    ['every day 9, 13 and 17h', PAR, ['0 8,12,16 * * ?'], /the "h" of the last hour said for them all/],
    // "et" after "midi", "minuit" before a clock: and
    ['tous les jours à midi et à 18h', PAR, ['0 11,17 * * ?'], /./],
    // days of the month said as a rule's, not left out
    [
      'le 15 et le dernier jour du mois à 9h',
      PAR,
      ['0 8 15 * ?', '0 8 L * ?'],
      /the 15th and the last day of the month/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // every two weeks, every two days: not a weekly or daily schedule said in English
    ['tous les quinze jours', PAR, /could not read/],
    ['tous les 2 jours à 8h', PAR, /could not read/],
    // the day before the last: no reading of "dernier" inside "avant-dernier"
    ["paie l'avant-dernier jour du mois à 9h", PAR, /could not read/],
    // holidays are not read
    ['chaque vendredi à 16h sauf les jours fériés', PAR, /could not read/],
    // "9h et 15": 9:15, or 9:00 and 15:00?
    ['tous les jours à 9h et 15', PAR, /"et" before a time/],
    // "12h du soir": noon or midnight?
    ['chaque soir à 12h du soir', PAR, /could not read/],
    // every two and a half hours: no hour in CRON holds it
    ['toutes les 2h30', PAR, /could not read/],
    // "midi" in an English phrase is a music file, not noon
    ['send midi file every day at 9am', PAR, /could not read/],
    // hours listed with "h" last: not after "every", nor out of order
    ['every 2, 4 and 6h', PAR, /could not read/],
    ['every day 14, 8 and 20h', PAR, /could not read/],
    // a list of days left out after "sauf", "hors": never cut into a rule of its own
    ['sauf le 15 et le dernier jour du mois, tous les jours à 9h', PAR, /./],
    ['hors le 15 et le dernier jour du mois, tous les jours à 9h', PAR, /./],
    // "midi et 15": 12:15, or noon and 15:00? stays unread
    ['tous les jours à midi et 15', PAR, /./],
    // bracketed dates whose end, with its year, comes before their start: written backwards
    ['tous les jours à 9h pendant les vendanges (15 oct – 15 sept 2027)', PAR, /end date/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe("French \"quotidien\": daily only right after a report's noun, never a show's or a paper's name", () => {
  it.each([
    ['bilan quotidien à 18h', PAR, ['0 17 * * ?'], /"quotidien" read as "daily"/],
    ['point presse: rapport quotidien à 8h30', PAR, ['30 7 * * ?'], /"quotidien" read as "daily"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['enregistrer Quotidien à 19h20', PAR],
    ['lecture du Quotidien du Peuple à 9h', PAR],
    ['lecture du quotidien à 9h', PAR],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
