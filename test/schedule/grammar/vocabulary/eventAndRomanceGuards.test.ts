import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a reminder's day said alone beside a dated event", () => {
  it.each([
    // a recap or a follow-up may come after the event; "every", "from", "following" say more; a group's name
    ['launch tuesday dec 1, recap email thursday 3pm', 'UTC'],
    ['party saturday dec 5, follow-up email monday 9am', 'UTC'],
    ['due friday dec 4, remind me every thursday 3pm', 'UTC'],
    ['due friday dec 4, remind me from thursday 3pm', 'UTC'],
    ['party saturday dec 5, remind me following monday 3pm', 'UTC'],
    ['party saturday dec 5, remind the sun team 3pm', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    [
      'closing binder due friday dec 4, remind thursday 3pm',
      'America/New_York',
      ['0 20 3 12 ?'],
      /once: before the event/,
    ],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('reminders and tasks said in Romance languages, beside words that negate or thin them', () => {
  it.each([
    ['séance le mardi à 20h30, pas de rappel à 18h', 'Europe/Paris'],
    ['clase cada dos martes a las 20:30, aviso a las 19:30', 'Europe/Madrid'],
    ['riunione a settimane alterne il martedì alle 20:30, avviso alle 19:30', 'Europe/Rome'],
    ['riunione ogni due martedì alle 20:30, avviso alle 19:30', 'Europe/Rome'],
    ['ogni lunedì alle 9:00 riunione sospesa', 'Europe/Rome'],
    ['todos los lunes a las 8:30 junta cancelada', 'America/Bogota'],
    // "marti" without its ț is as often a name
    ['call with marti thursday 10:00', 'Europe/Bucharest'],
    // a later group's run with words after it, which would be read on every day
    [
      'parcel cut-off 15:00 weekdays, reminder 14:30; and saturdays 11:00, reminder 10:30 except in december',
      'Europe/London',
    ],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    ['cinéma : séance du mardi 20h30, rappel à 18h', 'Europe/Paris', ['0 17 ? * 3'], /time of the event, not a run/],
    ['ogni giovedì alle 14:30 riunione', 'Europe/Rome', ['30 13 ? * 5'], /"riunione" aside/],
    ['curs marți la ora 14:00', 'Europe/Bucharest', ['0 12 ? * 3'], /"marți" read as "tuesday"/],
    [
      'parcel cut-off 15:00 weekdays, reminder 14:30 — and saturdays 11:00, reminder 10:30',
      'Europe/London',
      ['30 14 ? * 2-6', '30 10 ? * 7'],
      /each with its own run/,
    ],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
