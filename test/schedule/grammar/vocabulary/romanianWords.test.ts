import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BUC = 'Europe/Bucharest';
const PAR = 'Europe/Paris';

describe('words of when in Romanian, read as the English they stand for', () => {
  it.each([
    // "în fiecare zi", "zilnic", "la ora": every day, at
    ['raport în fiecare zi la ora 8:30', BUC, ['30 6 * * ?'], /"în fiecare zi" read as "every day"/],
    ['backup zilnic la ora 23:15', BUC, ['15 21 * * ?'], /"zilnic" read as "every day"/],
    // "la" before a clock is "at", never Los Angeles
    ['în fiecare zi la 7:45', BUC, ['45 5 * * ?'], /"la 7:45" read as "at 07:45"/],
    ['în fiecare zi la 7:45', PAR, ['45 6 * * ?'], /"la 7:45" read as "at 07:45"/],
    // "în fiecare luni": every Monday; a name said first, with ș and ț
    [
      'ședință de echipă în fiecare vineri la ora 16:00',
      BUC,
      ['0 14 ? * 6'],
      /"în fiecare vineri" read as "every friday"/,
    ],
    [
      'stație meteo: citire în fiecare luni la ora 9:00',
      BUC,
      ['0 7 ? * 2'],
      /"în fiecare luni" read as "every monday"/,
    ],
    // "de luni până vineri": Monday to Friday; "și" between clocks: and
    ['de luni până vineri la 7:15', BUC, ['15 5 ? * 2-6'], /"de luni până vineri" read as "monday to friday"/],
    ['verificare servere în fiecare zi la ora 6:00 și 22:00', BUC, ['0 4,20 * * ?'], /"și" read as "and"/],
    // "LA" in capitals before a clock, or "la" after one, is Los Angeles as before
    ['standup LA 9:30 weekdays', 'Europe/London', ['30 17 ? * 2-6'], /./],
    // "în prima joi din lună", "ultima vineri a lunii": a day counted in the month
    ['ședință în a doua marți din lună la 10:30', BUC, ['30 8 ? * 3#2'], /read as "the second tuesday of the month"/],
    ['curățenie ultima vineri a lunii la ora 16:00', BUC, ['0 14 ? * 6L'], /read as "the last friday of the month"/],
    // a day alone, read with its name before it, as "meeting wednesday 11:00" is
    ['sedinta miercuri 11:00', BUC, ['0 9 ? * 4'], /"miercuri" read as "wednesday"/],
    // a day alone ("joi") and a reminder before the event ("reamintire")
    ['curs joi la ora 18:00, reamintire la 17:30', BUC, ['30 15 ? * 5'], /"reamintire" read as "reminder"/],
    // "București": Bucharest's clock, as "Bucharest" is
    ['București: raport zilnic la ora 9:00', 'Europe/London', ['0 7 * * ?'], /"București" read as "bucharest"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "la" in lower case right before a clock: "at" (Romanian, read where the words around it are), or Los Angeles?
    ['curs la 9:30', BUC, /"la" before a time/],
    ['tous les jours la 9:30', PAR, /"la" before a time/],
    // a bare hour on a day of the week: the morning's or the evening's?
    ['în fiecare luni la ora 9', BUC, /could not read|morning|evening|AM or PM|am or pm/i],
    // "lună" (month), "două săptămâni" (two weeks), "luni" as months: not read, so refused
    ['în fiecare lună la ora 9:00', BUC, /could not read/],
    ['la fiecare două săptămâni joi la 10:00', BUC, /could not read|weeks|"la" before a time/],
    ['peste două luni la ora 10:00', BUC, /could not read/],
    // "doar" (only): not read, never a name's (a day with its article, "marțea", is on Tuesdays:
    // romanianHabitualDays.test.ts)
    ['ședință în fiecare zi la ora 9:00 doar marțea', BUC, /could not read/],
    // "a doua marți" without "din lună": every other Tuesday, which a weekly schedule cannot say
    ['în fiecare a doua marți la 10:30', BUC, /could not read|"la" before a time/],
    // a reminder after the event's start (the same day, or the evening before?)
    ['curs joi la ora 18:00, reamintire la 19:30', BUC, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));

  // a Romanian word that negates, bounds or moves the runs, which no rule reads, refuses the phrase: never a name's
  it.each([
    ['în fiecare zi lucrătoare, cu excepția zilei de vineri, la ora 9:00', BUC],
    ['în fiecare zi la ora 9:00 cu excepție vinerea', BUC],
    ['în fiecare zi la ora 9:00 mai puțin vinerea', BUC],
    ['în fiecare luni la ora 9:00 în afară de sărbători', BUC],
    ['raport zilnic la ora 8:30 nu vinerea', BUC],
    ['raport în fiecare vineri la ora 16:00 numai în decembrie', BUC],
    ['în fiecare vineri la ora 16:00 până în martie', BUC],
    ['în fiecare zi la ora 9:00 de la 1 martie', BUC],
    ['în fiecare zi la ora 9:00 din 2027', BUC],
    ['în fiecare joi din săptămâna a doua la ora 10:00', BUC],
    ['în prima zi lucrătoare la ora 9:00', BUC],
    ['ultima zi lucrătoare la ora 9:00', BUC],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./));
  it.each([
    // what the rules read holds such words and is read as before
    ['de luni până vineri la 7:15', BUC, ['15 5 ? * 2-6'], /"de luni până vineri" read as "monday to friday"/],
    ['ședință în prima joi din lună la 10:30', BUC, ['30 8 ? * 5#1'], /read as "the first thursday of the month"/],
    ['curățenie ultima vineri a lunii la ora 16:00', BUC, ['0 14 ? * 6L'], /read as "the last friday of the month"/],
  ])('%s [%s] is read as before', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  // weekdays only as "(în) fiecare zi lucrătoare", "(în) zilele lucrătoare": a working day counted ("a doua": the
  // second, or the next one) or said alone is not every weekday
  it.each([
    ['a doua zi lucrătoare la ora 9:00', BUC],
    ['în următoarea zi lucrătoare la ora 9:00', BUC],
    ['în a treia zi lucrătoare la ora 9:00', BUC],
    ['zi lucrătoare la ora 9:00', BUC],
    ['raport zile lucrătoare la ora 9:00', BUC],
    ['o zi lucrătoare la ora 9:00', BUC],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./));
  it.each([
    [
      'raport în fiecare zi lucrătoare la ora 9:00',
      BUC,
      ['0 7 ? * 2-6'],
      /"în fiecare zi lucrătoare" read as "on weekdays"/,
    ],
    ['în zilele lucrătoare la ora 9:00', BUC, ['0 7 ? * 2-6'], /"în zilele lucrătoare" read as "on weekdays"/],
    ['fiecare zi lucrătoare la 8:15', BUC, ['15 6 ? * 2-6'], /"fiecare zi lucrătoare" read as "on weekdays"/],
  ])('%s [%s] reads weekdays', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  // "la 9 și 15" is a quarter past nine, not 9 and 15: a list of hours only with "la"/"ora" before each, or commas
  it.each([
    ['în fiecare zi la 9 și 15', BUC],
    ['în fiecare luni la 8 și 20', BUC],
    ['zilnic la ora 10 și 15', BUC],
    ['zilnic la ora 14 și 30', BUC],
    ['zilnic la 9:15 și 30', BUC],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./));
  it.each([
    ['în fiecare zi la 6 și la 18', BUC, ['0 4,16 * * ?'], /"la 6 și la 18" read as "at 06:00 and 18:00"/],
    ['în fiecare zi la ora 8 și ora 20', BUC, ['0 6,18 * * ?'], /read as "at 08:00 and 20:00"/],
    ['în fiecare zi la 6, 12 și 18', BUC, ['0 4,10,16 * * ?'], /read as "at 06:00, 12:00 and 18:00"/],
  ])('%s [%s] reads the hours', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
