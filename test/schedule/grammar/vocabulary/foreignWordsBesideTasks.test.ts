import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a thing done said last in another language, beside words that negate, cancel or move it', () => {
  it.each([
    // no meeting, a cancelled or postponed one, one except on holidays, one from next week or tomorrow only
    ['hver mandag kl 9 intet møde', 'Europe/Oslo'],
    ['varje måndag kl 9 inget möte', 'Europe/Stockholm'],
    ['každé pondělí v 9:00 zrušená porada', 'Europe/Prague'],
    ['joka maanantai klo 9 peruttu palaveri', 'Europe/Helsinki'],
    ['elke maandag om 9:15 afgelast overleg', 'Europe/Amsterdam'],
    ['kila Ijumaa saa 9 alasiri hakuna mkutano', 'Africa/Nairobi'],
    ['kila siku saa 2 asubuhi isipokuwa sikukuu ripoti', 'Africa/Nairobi'],
    ['kol yom el a7ad sa3a 9 el sob7 mafi ijtima3', 'Asia/Riyadh'],
    ['kol yom sa3a 9 el sob7 ijtima3 bokra bas', 'Asia/Riyadh'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /could not read/));

  it.each([
    ['varje vardag kl 07.45 morgonmöte', 'Europe/Stockholm', ['45 6 ? * 2-6'], /"morgonmöte" aside/],
    ['joka arkipäivä klo 8.15 aamupalaveri', 'Europe/Helsinki', ['15 6 ? * 2-6'], /"aamupalaveri" aside/],
    ['kila Ijumaa saa 9 alasiri ripoti', 'Africa/Nairobi', ['0 12 ? * 6'], /"ripoti" aside/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('a half of the day or a count said in another language is not dropped', () => {
  it.each([
    // chrono's "p" before a letter of another script is no "pm"
    ['arkisin klo 8 päiväkotiin muistutus', 'Europe/Helsinki', /could not read/],
    ['every monday at 9 pöytä', 'UTC', /could not read/],
    // Finnish "in the evenings", Dutch "twice daily"
    ['iltaisin klo 8', 'Europe/Helsinki', /iltaisin/],
    ['tweemaal dagelijks om 9 uur', 'Europe/Amsterdam', /could not read/],
    ['twee keer dagelijks om 9 uur', 'Europe/Amsterdam', /could not read/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));

  it.each([
    ['every monday at 9p', 'UTC', ['0 21 ? * 2'], /^/],
    ['every monday at 9 p.m.', 'UTC', ['0 21 ? * 2'], /^/],
    // words that are as often names: read as before
    ['order pizza alla diavola every friday at 7pm', 'Europe/Rome', ['0 18 ? * 6'], /job's name/],
    ['call Alla every Sunday at 6pm', 'Europe/Moscow', ['0 15 ? * 1'], /job's name/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
