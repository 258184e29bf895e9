import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';

describe('what a task is for, said after its schedule in Spanish', () => {
  it.each([
    // a word of a thing done, said first
    ['cada viernes a las 17:00 facturas', MAD, ['0 16 ? * 6'], /Set "facturas" aside as the task's purpose/],
    ['el día 1 de cada mes a las 8:30 informe de ventas', MAD, ['30 7 1 * ?'], /Set "informe de ventas" aside/],
    // a verb of a task in the infinitive, with what it is done to
    ['los lunes a las 12:00 pagar el alquiler', MAD, ['0 11 ? * 2'], /Set "pagar el alquiler" aside/],
    // a noun of doing alone
    ['todos los días a las 23:00 mantenimiento', MAD, ['0 22 * * ?'], /Set "mantenimiento" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when among them
    ['los martes a las 10:00 reunión quincenal', MAD, /./],
    ['los martes a las 10:00 nóminas de enero', MAD, /./],
    ['todos los días a las 9:00 informe trimestral', MAD, /./],
    ['los lunes a las 9:00 informe mensual', MAD, /./],
    // a verb alone names nothing done
    ['los martes a las 10:00 pagar', MAD, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
