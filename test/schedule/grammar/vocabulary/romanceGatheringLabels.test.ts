import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const NOU = 'Pacific/Noumea';
const PAR = 'Europe/Paris';
const MAD = 'Europe/Madrid';
const MVD = 'America/Montevideo';
const MEX = 'America/Mexico_City';

describe('a gathering of a day named first, set off by a colon ("marché du dimanche :", "feria de los domingos:")', () => {
  it.each([
    ['marché du samedi : rappel à 6h45', NOU, ['45 19 ? * 6'], /"marché du samedi" read as "saturday market"/],
    ['messe du dimanche : rappel à 8h', PAR, ['0 7 ? * 1'], /"messe du dimanche" read as "sunday mass"/],
    ['mercadillo de los sábados: aviso a las 8:15', MAD, ['15 7 ? * 7'], /read as "saturday market"/],
    // another day said for the reminder is the runs' (the gathering's day set aside, as in English)
    ['marché du dimanche : rappel le samedi à 18h', NOU, ['0 7 ? * 7'], /"le samedi" read as "on saturdays"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "del domingo": one Sunday's, or every one?
    ['feria del domingo: aviso a las 7:00', MVD, /could not read/],
    // a bare hour on days of the week: 5 AM or 5 PM?
    ['marché du dimanche : rappel à 5', NOU, /could be 5 AM or 5 PM|could not read/],
    // a name not set off by a colon may go on: "marché du dimanche matin ..."
    ['marché du dimanche rappel à 5h30', NOU, /could not read/],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Spanish nouns are no slips of places ("al florista" is no Florida)', () => {
  it('llamar al florista cada jueves a las 10:30', () =>
    reads(
      'llamar al florista cada jueves a las 10:30',
      MEX,
      ['30 16 ? * 5'],
      /Read "llamar al florista" as the job's name/,
    ));
});
