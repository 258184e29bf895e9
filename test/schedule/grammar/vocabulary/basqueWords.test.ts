import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';

describe('Basque: a day with "-ero" or "-etan" (every), a clock with "-etan"/"-ean" (at)', () => {
  it.each([
    ['asteazkenero 10:30ean', MAD, ['30 9 ? * 4'], /"asteazkenero" read as "every wednesday"/],
    ['asteartetan 16:00etan', MAD, ['0 15 ? * 3'], /"asteartetan" read as "every tuesday"/],
    ['larunbatetan 11:00etan', MAD, ['0 10 ? * 7'], /"11:00etan" read as "at 11:00"/],
    ['egunero goizeko 7etan', MAD, ['0 6 * * ?'], /"goizeko 7etan" read as "at 7am"/],
    ['astegunero gaueko 10etan', MAD, ['0 21 ? * 2-6'], /"astegunero" read as "every weekday"/],
    // the task's words, before or after, in Basque
    ['igandero 18:00etan entrenamendua', MAD, ['0 17 ? * 1'], /Set "entrenamendua" aside/],
    ['ostiralero 14:15ean txostena bidali', MAD, ['15 13 ? * 6'], /Set "txostena bidali" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour without its part of the day (morning or evening?)
    ['egunero 7etan', MAD, /./],
    ['astelehenero 9etan', MAD, /./],
    // words that bound, negate or move the runs
    ['astelehenero 9:00etan ekainera arte', MAD, /Basque/],
    ['ostegunero 17:30ean jaiegunetan ezik', MAD, /Basque/],
    ['egunero 8:00etan bihar', MAD, /Basque/],
    ['astelehenero 9:00etan urtarrilaren 10etik', MAD, /Basque/],
    // working days, weekends, the nth or last of the month: not every day, not every week
    ['lanegunetan 9:00etan', MAD, /Basque/],
    ['asteburuetan 10:00etan', MAD, /Basque/],
    ['hilabeteko bigarren asteartero 10:00etan', MAD, /Basque/],
    ['hilabeteko azkenengo ostiralero 10:00etan', MAD, /Basque/],
    ['hirugarren asteartero 10:00etan', MAD, /Basque/],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
