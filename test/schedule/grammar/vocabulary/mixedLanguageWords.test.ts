import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const KOL = 'Asia/Kolkata';
const MNL = 'Asia/Manila';

describe('words of when in Portuguese, Hinglish and Tagalog, read as the English they stand for', () => {
  it.each([
    // Portuguese: "toda", "todas as", days in full, plural days, "todo dia N", "às", "e", short days in a list
    ['backup toda terça-feira 22h', SAO, ['0 1 ? * 4'], /"toda terça-feira" read as "every tuesday"/],
    ['relatório todas as sextas às 17h', SAO, ['0 20 ? * 6'], /"todas as sextas" read as "every friday"/],
    ['conta de luz todo dia 20 às 9h', SAO, ['0 12 20 * ?'], /"todo dia 20" read as "every month on the 20th"/],
    ['lembrar remédio todos os dias 8h', SAO, ['0 11 * * ?'], /"todos os dias" read as "every day"/],
    ['todo dia 9h', SAO, ['0 12 * * ?'], /"todo dia" read as "every day"/],
    ['piano quartas e sextas 18h', SAO, ['0 21 ? * 4,6'], /"quartas" read as "wednesdays"/],
    ['seg a sex 6h30', SAO, ['30 9 ? * 2-6'], /"seg a sex" read as "monday to friday"/],
    ['fisio ter e qui 15h, me avisa 14h', SAO, ['0 17 ? * 3,5'], /"me avisa" read as "remind me"/],
    // "às 15h de <city>": that city's clock, "de" alone before a city of one zone that is no common noun
    ['toda sexta às 15h de Manaus', 'Europe/Lisbon', ['0 19 ? * 6'], /"de manaus" read as "manaus time"/],
    ['toda sexta às 15h de Recife', 'Europe/Lisbon', ['0 18 ? * 6'], /"de recife" read as "recife time"/],
    // Hinglish: "har roz", "har <day>", parts of the day with "baje", "aur", "se", "tarikh"
    ['har roz shaam 7 baje walk', KOL, ['30 13 * * ?'], /"shaam 7 baje" read as "7pm"/],
    ['dawai subah 9 aur shaam 6', KOL, ['30 3,12 * * ?'], /"aur" read as "and"/],
    ['bill har mahine 10 tarikh ko, subah 10 baje', KOL, ['30 4 10 * ?'], /every month on the 10th/],
    ['har somvar subah 9 baje standup', KOL, ['30 3 ? * 2'], /"somvar" read as "monday"/],
    ['standup tue se thu dopahar 2 baje', KOL, ['30 8 ? * 3-5'], /"tue se thu" read as "tue to thu"/],
    ['walk rozana raat 9:30', KOL, ['0 16 * * ?'], /"raat 9:30" read as "9:30pm"/],
    // Turkish: weekdays, weekends
    ['rapor hafta içi 09:00', 'Europe/Istanbul', ['0 6 ? * 2-6'], /"hafta içi" read as "weekdays"/],
    ['yedekleme hafta sonu 10:30', 'Europe/Istanbul', ['30 7 ? * 1,7'], /"hafta sonu" read as "weekends"/],
    // Tagalog: "tuwing", "at" between days, "hanggang", ordinals, "tuwing N", "12nn", "paalala"
    ['tuwing Martes at Huwebes 5pm', MNL, ['0 9 ? * 3,5'], /every tuesday and thursday/],
    ['practice tuwing Biyernes 7pm', MNL, ['0 11 ? * 6'], /"tuwing biyernes" read as "every friday"/i],
    ['tuwing huling Biyernes 5pm', MNL, ['0 9 ? * 6L'], /"huling biyernes" read as "last friday"/i],
    ['Martes hanggang Sabado 9am', MNL, ['0 1 ? * 3-7'], /read as "tuesday to saturday"/],
    ['sahod tuwing 15, 8am', MNL, ['0 0 15 * ?'], /"tuwing 15" read as "every month on the 15th"/],
    ['lunch 12nn weekdays', MNL, ['0 4 ? * 2-6'], /"12nn" read as "12 noon"/],
    ['araw-araw 7am', MNL, ['0 23 * * ?'], /read as "every day"/],
    ['choir tuwing Linggo 8am, paalala 7am', MNL, ['0 23 ? * 7'], /"paalala" read as "remind me"/],
    // "e" joins two plain clocks (each with "h", a colon or am/pm); short days in a list joined by "e" or commas
    ['toda segunda 8h e 20h', SAO, ['0 11,23 ? * 2'], /"e" read as "and"/],
    ['8h30 e 17h30 todo dia', SAO, ['30 11,20 * * ?'], /"todo dia" read as "every day"/],
    ['seg e qua 9h', SAO, ['0 12 ? * 2,4'], /"seg e qua" read as "monday and wednesday"/],
    ['Seg, Qua e Sex 9h', SAO, ['0 12 ? * 2/2'], /read as "monday, wednesday and friday"/],
    ['araw-araw 7am at 7pm', MNL, ['0 11,23 * * ?'], /"araw-araw" read as "every day"/],
    // a part of the day capitalised is still that part ("Subah 7 baje": the morning's 7, not the night's)
    ['Subah 7 baje roz', KOL, ['30 1 * * ?'], /"subah 7 baje" read as "7am"/i],
    ['roz raat 10 baje', KOL, ['30 16 * * ?'], /"raat 10 baje" read as "10pm"/],
    // Nepali "bihana" with no word that bounds the runs, and a capitalised "Bata" (a shop's name) in English
    ['har din bihana 6 baje', 'Asia/Kathmandu', ['15 0 * * ?'], /"bihana 6 baje" read as "6am"/],
    ['Bata store report every day 9am', 'Asia/Kathmandu', ['15 3 * * ?'], /job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "raat 12 baje" with a day: the midnight that starts the day or the one that ends it?
    ['har Shukravar raat 12 baje', KOL, /could not read/],
    // "linggo" alone is a week or a Sunday; "kada linggo": every week or every Sunday?
    ['kada linggo 9am', MNL, /could not read/],
    ['linggo 9am', MNL, /could not read/],
    // a short Portuguese day alone is no day ("sex" is an English word)
    ['sex 18h', SAO, /could not read/],
    // "tuwing" before a clock is not every day
    ['tuwing 9am', MNL, /could not read/],
    // "12mn": midnight before or after the day?
    ['12mn daily', MNL, /could not read/],
    // "9 e 15" is 9:15 in Portuguese, not 9:00 and 15:00; "e" beside a bare number joins nothing
    ['toda segunda às 9 e 15', SAO, /could not read/],
    ['todo dia às 7 e 10', SAO, /could not read/],
    ['todo dia às 10 e 20', SAO, /could not read/],
    ['toda segunda às 9h e 15', SAO, /could not read/],
    // "todo dia 7 e 19h": every day at 7 and 19h, not the 7th of the month
    ['todo dia 7 e 19h', SAO, /could not read/],
    ['todos os dias 7 e 19h', SAO, /could not read/],
    // "raat" (night) is no slip of "Rabat": after a clock it is not read, so refused
    ['roz 10 baje raat', KOL, /could not read/],
    ['roz raat 12:30', KOL, /could not read/],
    ['roz raat 1:30', KOL, /could not read/],
    ['har roz 10 pm raat', KOL, /could not read/],
    ['roz 11 baje raat', 'UTC', /could not read/],
    // Tagalog "at" is "and": "araw-araw 7 at 7" is no day of the month
    ['araw-araw 7 at 7', MNL, /could not read/],
    ['araw-araw 8 at 8', MNL, /could not read/],
    ['araw-araw 7 at 7pm', MNL, /could not read/],
    // an hour outside the morning is not "the morning at 12"
    ['roz subah 12 baje', 'UTC', /could not read/],
    ['roz subah 1 baje', 'UTC', /could not read/],
    // "sham" only in a phrase plainly Hinglish, never a name; short Portuguese days never with "and", nor names
    ['call Sham 9 daily', 'America/New_York', /could not read/],
    ['call Dom and Sab 10am sat', 'America/New_York', /could not read/],
    ['call Dom e Sab 10am', 'America/New_York', /could not read/],
    // "de Belém" (Lisbon's district, Bethlehem), "da Fortaleza" (the fortress), "do Fortaleza", "do Recife" (clubs):
    // no city's clock, whatever the article
    ['toda sexta às 17h de Belém', 'Europe/Lisbon', /./],
    ['visita guiada toda sexta às 15h da Fortaleza', 'Europe/Lisbon', /./],
    ['toda sexta às 15h do Fortaleza', 'Europe/Lisbon', /./],
    ['toda sexta às 15h de Fortaleza', 'Europe/Lisbon', /./],
    ['toda sexta às 15h do Recife', 'Europe/Lisbon', /./],
    ['toda sexta às 15h da Lisboa', SAO, /./],
    // Nepali words that bound or negate the runs beside a Hindi or Nepali clock: never a place ("dekhi" is no slip
    // of Delhi, "samma" none of Samoa), never dropped
    ['har din bihana 6 baje dekhi', 'Asia/Kathmandu', /"dekhi" \(Nepali\)/],
    ['har din subah 6 baje dekhi', 'Asia/Kathmandu', /"dekhi" \(Nepali\)/],
    ['har din 6am dekhi', 'Asia/Kathmandu', /"dekhi" \(Nepali\)/],
    ['har din bihana 6 baje samma', 'Asia/Kathmandu', /"samma" \(Nepali\)/],
    ['har somvar bihana 6 baje bahek', 'Asia/Kathmandu', /"bahek" \(Nepali\)/],
    ['har din bihana 9 baje bata', 'Asia/Kathmandu', /"bata" \(Nepali\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
