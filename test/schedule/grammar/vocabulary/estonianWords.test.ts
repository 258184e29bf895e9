import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TLL = 'Europe/Tallinn';

describe('words of when in Estonian, read as the English they stand for', () => {
  it.each([
    ['trenn iga teisipäev kell 18.30', TLL, ['30 16 ? * 3'], /"iga teisipäev" read as "every tuesday"/],
    ['aruanne igal reedel kell 15.00', TLL, ['0 13 ? * 6'], /"igal reedel" read as "every friday"/],
    ['varukoopia iga päev kell 23.15', TLL, ['15 21 * * ?'], /"iga päev" read as "every day"/],
    ['koristus neljapäeviti kell 17.00', TLL, ['0 15 ? * 5'], /"neljapäeviti" read as "on thursdays"/],
    ['ülevaade tööpäeviti kell 8.45', TLL, ['45 6 ? * 2-6'], /"tööpäeviti" read as "on weekdays"/],
    ['iga esmaspäev ja kolmapäev kell 16.30', TLL, ['30 14 ? * 2,4'], /read as "every monday and wednesday"/],
    // every working day, as "iga" and "igal" take it: weekdays
    ['iga tööpäev kell 9.00', TLL, ['0 7 ? * 2-6'], /"iga tööpäev" read as "on weekdays"/],
    ['igal tööpäeval kell 9.00', TLL, ['0 7 ? * 2-6'], /"igal tööpäeval" read as "on weekdays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['iga päev kell 9.00 välja arvatud laupäev', TLL, /"välja" \(Estonian\)/],
    ['iga teine reede kell 10.00', TLL, /"teine" \(Estonian\)/],
    ['iga päev kell 7.00 kuni detsembrini', TLL, /\(Estonian\)/],
    // a part of the day beside a clock: which half? left unread
    ['õhtune kokkuvõte iga päev kell 8.00', TLL, /\(Estonian\)/],
    // a bare hour up to 12 on days of the week stays refused
    ['iga reede kell 4', TLL, /./],
    // an "iga" left unread never becomes the job's name
    ['iga tund kell 9.00', TLL, /"iga tund" \(Estonian\)/],
    ['iga kolmas päev kell 9.00', TLL, /"iga kolmas" \(Estonian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
