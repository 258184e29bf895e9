import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const SAO = 'America/Sao_Paulo';

describe('a reminder a stretch before the event, said last in Spanish or Portuguese (romanceLeadBefore.ts)', () => {
  it.each([
    // ", avisar 1 hora antes": the event's clock less the stretch, on the event's days
    [
      'taller de cerámica lunes y miércoles 18:30, avisar 1 hora antes',
      MAD,
      ['30 16 ? * 2,4'],
      /"avisar 1 hora antes" read as "remind 1 hour before"/,
    ],
    ['clases de piano martes y viernes 17:00, recuérdame 30 minutos antes', MAD, ['30 15 ? * 3,6'], /30 min before/],
    // Portuguese, days in a list with commas
    [
      'aula de inglês terça, quinta e sábado às 9h30, avisar 10 min antes',
      SAO,
      ['20 12 ? * 3/2'],
      /"avisar 10 min antes" read as "remind 10 minutes before"/,
    ],
    // the verb said first, the stretch last alone
    [
      'recordar la junta de vecinos el primer jueves de cada mes a las 18:00, 20 minutos antes',
      MAD,
      ['40 16 ? * 5#1'],
      /"recordar la" set aside/,
    ],
    ['lembrar o plantão toda segunda às 7h, 30 min antes', SAO, ['30 9 ? * 2'], /"lembrar o" set aside/],
    // the event's span, "9:00 a 10:30": one reminder, before its start (not a second one before its end)
    [
      'taller lunes y miércoles 18:30 hasta las 20:00, avisar 15 min antes',
      MAD,
      ['15 17 ? * 2,4'],
      /"18:30 hasta las 20:00" read as "18:30 to 20:00"/,
    ],
    ['clases martes y jueves 9:00 a 10:30, avisar 15 min antes', MAD, ['45 7 ? * 3,5'], /before its start/],
    ['recordar la clase martes y jueves 9:00 a 10:30, 15 minutos antes', MAD, ['45 7 ? * 3,5'], /before its start/],
    ['clases martes y jueves a las 9:00 hasta las 10:30, avisar 15 min antes', MAD, ['45 7 ? * 3,5'], /its start/],
    ['aula segunda e quarta 18h30 às 20h, avisar 15 min antes', 'Europe/Lisbon', ['15 18 ? * 2,4'], /its start/],
    ['aula terça e quinta 9h até as 10h30, me lembra 10 min antes', SAO, ['50 11 ? * 3,5'], /its start/],
    // two clocks in a list: a reminder before each
    ['clases martes y jueves 9:00 y 18:00, avisar 15 min antes', MAD, ['45 7,16 ? * 3,5'], /before each/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the stretch is before something else than the event's clock
    ['taller lunes y miércoles 18:30, avisar 1 hora antes del cierre', MAD, /./],
    // one day said singular: the coming one, or every week?
    ['taller lunes 18:30, avisar 1 hora antes', MAD, /./],
    // a stretch of days: the reminder falls on another day
    ['clases martes y jueves 19:00, avisar 2 días antes', MAD, /./],
    // the verb first, but what follows the stretch may bound the runs
    ['recordar la reunión cada lunes a las 10:00, 15 minutos antes excepto en agosto', MAD, /./],
    // no verb of reminding: the stretch alone may say anything
    ['la reunión cada lunes a las 10:00, 15 minutos antes', MAD, /./],
    // no stretch at all: a reminder at the event's own time is no reminder before it
    ['taller lunes y miércoles 18:30, avisar 0 min antes', MAD, /./],
    ['recordar la clase martes y jueves 9:00, 0 minutos antes', MAD, /./],
    // two clocks joined by a word that is neither a list's nor a span's: which is the event's?
    ['clases martes y jueves 9:00 o 10:30, avisar 15 min antes', MAD, /./],
    ['clases martes y jueves 9:00 10:30, avisar 15 min antes', MAD, /./],
    ['recordar la clase martes y jueves 9:00 luego 10:30, 15 minutos antes', MAD, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
