import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const IST = 'Europe/Istanbul';

/**
 * Turkish "hatırlat" (remind) after a clock or a length before ("20:15'te hatırlat", "15 dakika önce hatırlat"): the
 * event's reminder, as English "remind at 20:15" is; "TSİ" (Türkiye Saati ile): Turkey's time; "ayın son iş günü":
 * the month's last business day; names said in Turkish before each clock ("kahvaltı 07:30, öğle yemeği 12:30").
 */
describe('Turkish reminders, Turkey time, business days', () => {
  it.each([
    ['sınav her cuma 19:30 TSİ, 19:15te hatırlat', 'UTC', ['15 16 ? * 6'], /"TSİ" read as "turkey time"/],
    ['ders her salı 18:00, 15 dakika önce hatırlat', IST, ['45 14 ? * 3'], /runs 15 min before it/],
    ['maç her cumartesi 21:00 Türkiye saatiyle, 1 saat önce hatırlat', 'UTC', ['0 17 ? * 7'], /1 h before/],
    ['kira ödemesi ayın ilk iş günü saat 10:00', IST, ['0 7 1W * ?'], /"ayın ilk iş günü" read as "the first/],
    ['bordro her ayın son iş günü saat 16:30', IST, ['30 13 LW * ?'], /the last business day of the month/],
    // "hatırlat" after the one clock said: the run's own time, a reminder at it
    ['hafta içi her gün 17:45te hatırlat', IST, ['45 14 ? * 2-6'], /Set "hatırlat" aside/],
    ['ekip: kahvaltı 07:30, öğle yemeği 12:30, her gün', IST, ['30 4,9 * * ?'], /Read "öğle yemeği" as the job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "sonra" (after) is no reminder before; "hariç" (except) changes the runs
    ['sınav her cuma 19:30, 30 dakika sonra hatırlat', IST, /could not read/],
    ['bordro her ayın son iş günü hariç saat 11:00', IST, /could not read/],
    // "20:30'da hatırlatma": a reminder at 20:30, or do not remind at 20:30?
    ['maç her cumartesi 21:00, 20:30da hatırlatma', IST, /could not read/],
    // a word of when in another language's letters before a clock is no job's name ("übermorgen": the day after
    // tomorrow)
    ['standup 09:00, übermorgen 17:00, every day', 'UTC', /could not read/],
    // a bare hour on a day of the week, and its reminder
    ['maç her cumartesi 9, 8de hatırlat', IST, /could not read|AM or/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
