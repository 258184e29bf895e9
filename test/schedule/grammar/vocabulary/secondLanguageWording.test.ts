import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe("schedules in Spanish or German words, and English in a second language's order", () => {
  it.each([
    ['todos los martes a las 8 de la mañana', ['0 8 ? * 3']],
    ['cada viernes a las 5 de la tarde', ['0 17 ? * 6']],
    ['de lunes a viernes a las 8 y media', ['30 8 ? * 2-6']],
    ['los sábados a las 10', ['0 10 ? * 7']],
    ['todos los domingos a las 10 de la noche', ['0 22 ? * 1']],
    ['jeden Freitag um 17 Uhr bitte', ['0 17 ? * 6']],
    ['two times a month 5 and 20 at 8am', ['0 8 5,20 * ?']],
    ['twice in a month, 10 and 25, 6pm', ['0 18 10,25 * ?']],
    ['on each month last friday evening 6', ['0 18 ? * 6L']],
    ['every evening 6', ['0 18 * * ?']],
    ['from monday to friday in the 9 and half of morning', ['30 9 ? * 2-6']],
    ['at 7 and a quarter pm every day', ['15 19 * * ?']],
    ['each month 5 date at 9am', ['0 9 5 * ?']],
    ['remember me the call every friday before 10 minutes of 17:00', ['50 16 ? * 6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('says what it read', () => {
    expect(read('todos los martes a las 8 de la mañana').assumptions).toContain(
      '"todos los martes" (Spanish) read as "every tuesday".',
    );
    expect(read('each month 5 date at 9am').assumptions).toContain('"month 5 date" read as "month on the 5th".');
  });

  it.each([
    // "el lunes" is one Monday; the midnight of "las 12 de la noche" is before the day or after it
    ['el lunes a las 9', /el lunes/],
    ['cada miércoles a las 12 de la noche', /12 de la noche/],
    // no afternoon hour
    ['todos los lunes a las 10 de la tarde', /10 de la tarde/],
    // a clock among the numbers: no days of the month
    ['twice a month 9 and 15:00', /9/],
    // a part of the day before an hour it does not hold
    ['morning 2 every day', /2/],
    // a length, not a clock
    ['every 2 and a half hours', /half hours/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
