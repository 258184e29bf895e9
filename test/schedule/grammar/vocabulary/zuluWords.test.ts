import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JNB = 'Africa/Johannesburg';

describe('words of when in Zulu, read as the English they stand for', () => {
  it.each([
    // "nsuku zonke": every day; "ngo-": at; "nango-": and at
    ['nsuku zonke ngo-7:15 nango-19:15', JNB, ['15 5,17 * * ?'], /"nango-19:15" read as "and at 19:15"/],
    ['ukuhlanza nsuku zonke ngo-17:00', JNB, ['0 15 * * ?'], /"nsuku zonke" read as "every day"/],
    // "njalo" before a day said with "ngo"/"nge": every
    ['njalo ngoMsombuluko ngo-08:30', JNB, ['30 6 ? * 2'], /"njalo ngomsombuluko" read as "every monday"/],
    ['njalo ngeSonto ngo-9 ekuseni', JNB, ['0 7 ? * 1'], /"ngo-9 ekuseni" read as "at 9am"/],
    ['njalo ngoLwesihlanu ngo-3 ntambama', JNB, ['0 13 ? * 6'], /"ngo-3 ntambama" read as "at 3pm"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour on a day of the week: morning or evening?
    ['njalo ngoLwesibili ngo-4', JNB, /./],
    ['njalo ngoMsombuluko ngo-9', JNB, /./],
    // a day without "njalo": this one, or each?
    ['ngoLwesine ngo-14:00', JNB, /./],
    // an hour outside its part of the day
    ['nsuku zonke ngo-8 ntambama', JNB, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['nsuku zonke ngo-18:00 ngaphandle kwangoMgqibelo', JNB, /"ngaphandle" \(Zulu\)/],
    ['njalo ngoMsombuluko ngo-10:00 kuze kube nguDisemba', JNB, /\(Zulu\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
