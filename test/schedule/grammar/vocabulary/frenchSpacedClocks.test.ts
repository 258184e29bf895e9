import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const TOR = 'America/Toronto';

describe('French clocks with a spaced "h", and the French day words beside them', () => {
  it.each([
    // "à 8 h 30", "à 12 h": the clock French typography writes, 24-hour
    ['sauvegarde chaque mardi à 22 h 15', PAR, ['15 21 ? * 3'], /"22 h 15" read as "22:15"/],
    ['inventaire le samedi à 9 h', PAR, ['0 8 ? * 7'], /"9 h" read as "09:00"/],
    ['yoga les lundis et mercredis à 18 h 45 (heure de Montréal)', PAR, ['45 23 ? * 2,4'], /"18 h 45" read/],
    ['chaque jour à 7 h et 19 h', TOR, ['0 0,12 * * ?'], /"19 h" read as "19:00"/],
    ['tous les jours entre 9 h et 17 h toutes les heures', PAR, ['0 8-16 * * ?'], /read as "entre 09:00 et 17:00"/],
    [
      'toutes les 15 minutes de 8 h 30 à 11 h le dimanche',
      PAR,
      ['30,45 7 ? * 1', '0/15 8,9 ? * 1', '0 10 ? * 1'],
      /"de 08:30 à 11:00"/,
    ],
    ['toutes les 2 h de 8 h à 20 h', PAR, ['0 7,9,11,13,15,17,19 * * ?'], /"2 h" read as "2 heures"/],
    ['standup mardi-jeudi 9 h 30', TOR, ['30 14 ? * 3-5'], /"9 h 30" read as "09:30"/],
    // "du vendredi": Friday's, one that comes back; "lundi-vendredi": a range; "3e mercredi du mois" without "le"
    ['promo du vendredi à 11 h', PAR, ['0 10 ? * 6'], /"du vendredi" read as "on fridays"/],
    ['caisse 8h lundi-samedi', PAR, ['0 7 ? * 2-7'], /"lundi-samedi" read as "monday to saturday"/],
    ['revue 2e jeudi du mois à 10h', PAR, ['0 9 ? * 5#2'], /"2e jeudi" read as "the 2nd thursday"/],
    ['dernier vendredi de chaque mois à 16 h', PAR, ['0 15 ? * 6L'], /"dernier vendredi" read as "the last friday"/],
    // "jusqu'à fin mars": until the month's end
    [
      "chaque lundi à 9h jusqu'à fin janvier",
      PAR,
      ['0 8 ? * 2'],
      /"jusqu'à fin janvier" read as "until end of january"/,
    ],
    ["chaque lundi à 9h jusqu'à la fin de janvier", PAR, ['0 8 ? * 2'], /read as "until end of january"/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a count of hours, not a clock
    ['pendant 3 h chaque lundi', PAR],
    ['chaque lundi 3 h de ménage', PAR],
    ['chaque lundi 2 h', PAR],
    // no such minute
    ['chaque lundi à 8 h 75', PAR],
    // "à partir du lundi": a start (once), not Mondays; an ordinal without "du mois" (every other week?)
    ['à partir du lundi à 9h', PAR],
    ['2e mardi à 9h', PAR],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /could not read|not|refus/i));
});
