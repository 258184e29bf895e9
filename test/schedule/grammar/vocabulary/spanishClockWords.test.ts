import { describe, expect, it } from 'vitest';
import { readSpanishWords } from '../../../../src/schedule/grammar/spanishWords.js';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const MEX = 'America/Mexico_City';

describe('Spanish hours said in words, and noon', () => {
  it.each([
    // the hour in words after "a las", with the half of the day said after it
    ['todos los miércoles a las seis de la tarde', MAD, ['0 17 ? * 4'], /"a las seis" \(Spanish\) read as "a las 6"/],
    ['los viernes a las nueve y media de la mañana', MAD, ['30 8 ? * 6'], /read as "at 9:30"/],
    ['cada martes a las once de la noche', MEX, ['0 5 ? * 4'], /"11 de la noche" \(Spanish\) read as 11pm/],
    // "a la una", "menos cuarto": a quarter to the hour
    ['cada jueves a la una y cuarto de la tarde', MAD, ['15 12 ? * 5'], /"a la una" \(Spanish\) read as "a la 1"/],
    ['de lunes a viernes a las ocho menos cuarto', MAD, ['45 6 ? * 2-6'], /read as "at 7:45"/],
    // the hour alone: the grammar says which half of the day it took
    ['los sábados a las diez', MAD, ['0 9 ? * 7'], /read as 10:00 AM/],
    // noon
    ['todos los días al mediodía', MAD, ['0 11 * * ?'], /"al mediodía" \(Spanish\) read as "at noon"/],
    ['los domingos a mediodía', MEX, ['0 18 ? * 1'], /"a mediodía" \(Spanish\) read as "at noon"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the midnight before the day named, or after it?
    ['a las doce de la noche los lunes', MAD, /./],
    // an hour that does not fit its part of the day
    ['los lunes a las diez de la tarde', MAD, /./],
    // no hour: "a las tantas" (late)
    ['los lunes a las tantas', MAD, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  // "once" is read only after "las", where it is no English word
  it.each(['once a week on monday at 9', 'backup once every day at 9am', 'las tantas', 'las dos reuniones'])(
    'leaves "%s" as typed',
    (phrase) => expect(readSpanishWords(phrase, [])).toBe(phrase),
  );
});
