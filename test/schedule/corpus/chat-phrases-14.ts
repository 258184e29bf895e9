/**
 * A fourteenth blind chat corpus: schedules as they are typed in Slack by people at ski resorts and mountain huts,
 * ferry and island transport operators, orchestras and theatres, hotels' night audit desks, funeral homes, recycling
 * and waste collection crews, airport ground handlers, radio stations, tutoring and language schools, coworking
 * spaces, car dealerships and garages, beekeepers and allotment societies, chess and esports clubs, parish and
 * community councils, aquariums and zoos, fishing fleets, courier and bike-messenger firms, tattoo and hair salons,
 * observatories, hackathons, wedding planners and a household of shift workers; plus text pasted from Outlook,
 * Google Calendar and Teams invites, voice dictation, second-language English, emoji and typos. Terse, polite and
 * messy messages, several rules in one message, exceptions, periods, month days, nth and last weekdays, business
 * days, intervals and windows, reminders before events, corrections mid-message, zones said by city, abbreviation,
 * offset, "my time" and "their time", dates near the 2027 daylight-saving changes, and phrases no exact CRON answer
 * can honour or that two careful readers would read two ways. Each phrase carries the meaning the person intends, in
 * the meaning language of oracle.ts; each entry's zone is the person's own zone (the fallback when the phrase names
 * none).
 * NOW is Monday 2026-11-23 12:00 UTC: 02:00 that Monday in Honolulu, 04:00 in Los Angeles and Vancouver, 05:00 in
 * Denver, 07:00 in New York, 08:00 in Halifax, 12:00 in London and Reykjavik, 13:00 in Zurich and Paris, 14:00 in
 * Athens and Helsinki, 17:30 in Kolkata, 17:45 in Kathmandu, 20:00 in Singapore, 21:00 in Tokyo, 23:00 in Sydney,
 * and already 01:00 on Tuesday the 24th in Auckland.
 */
import type { CorpusEntry } from './oracle.js';
import {
  AKL,
  ALL_MONTHS_BUT,
  AMS,
  at,
  BER,
  BNE,
  BUSINESS_NTH,
  BUSINESS_SHIFT,
  CHI,
  DAYS_STEP,
  DEN,
  DUB,
  DXB,
  daily,
  e,
  either,
  every,
  HKG,
  HNL,
  HOLIDAYS,
  KOL,
  KTM,
  LA,
  LEAP,
  LON,
  MONTH_EDGE,
  MOVABLE,
  NO_TIME,
  NTH_SHIFT,
  NY,
  no,
  on,
  PAR,
  PHX,
  plan,
  SAO,
  SECONDS,
  SEL,
  SGP,
  STEP_HOURS,
  STEP_MINUTES,
  SYD,
  span,
  TOR,
  TYO,
  UTC,
  WEEKS,
} from './phrase-helpers.js';

const VAN = 'America/Vancouver';
const HAL = 'America/Halifax';
const STJ = 'America/St_Johns';
const ANC = 'America/Anchorage';
const SCL = 'America/Santiago';
const BUE = 'America/Argentina/Buenos_Aires';
const MEX = 'America/Mexico_City';
const REG = 'America/Regina';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const REK = 'Atlantic/Reykjavik';
const LIS = 'Europe/Lisbon';
const ZRH = 'Europe/Zurich';
const VIE = 'Europe/Vienna';
const MAD = 'Europe/Madrid';
const ROM = 'Europe/Rome';
const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const HEL = 'Europe/Helsinki';
const ATH = 'Europe/Athens';
const WAW = 'Europe/Warsaw';
const IST = 'Europe/Istanbul';
const KHI = 'Asia/Karachi';
const DAC = 'Asia/Dhaka';
const BKK = 'Asia/Bangkok';
const JKT = 'Asia/Jakarta';
const MNL = 'Asia/Manila';
const TPE = 'Asia/Taipei';
const SHA = 'Asia/Shanghai';
const ADL = 'Australia/Adelaide';
const PER = 'Australia/Perth';
const HBA = 'Australia/Hobart';
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
/** Fixed offsets, as a person says "UTC+2" or "GMT-3" (the Etc names carry the opposite sign). */
const PLUS2 = 'Etc/GMT-2';
const MINUS3 = 'Etc/GMT+3';
const MINUS7 = 'Etc/GMT+7';
const MINUS8 = 'Etc/GMT+8';
const MINUS5 = 'Etc/GMT+5';
const PLUS1 = 'Etc/GMT-1';

/** Two careful readers read these two ways; a refusal that asks is right too. */
const AMPM = 'no am or pm was given, and either is likely';
const TWO_WAYS = 'the phrase reads two ways';
const BEFORE_NTH = 'the day before or after an nth or last weekday is no nth weekday, which CRON cannot name';

/** Times at a minute past each ten ("on the 8s": :08, :18, ... :58) through the given hours. */
function past(minute: number, hours: readonly number[]): string[] {
  const out: string[] = [];
  for (const h of hours)
    for (let m = minute; m < 60; m += 10) out.push(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  return out;
}

const MOUNTAINS: readonly CorpusEntry[] = [
  e(
    'lift status post every morning 7:45 during the season, dec thru april',
    ZRH,
    on({ months: [12, 1, 2, 3, 4] }, '07:45', ZRH),
  ),
  e('avalanche bulletin reminder daily at 17:00 Innsbruck time', LON, daily('17:00', VIE)),
  e('groomer dispatch every night at 9:30pm', DEN, daily('21:30', DEN)),
  e(
    'snow report 6am and 2pm every day till the lifts close on april 11',
    VAN,
    daily(['06:00', '14:00'], VAN, { until: '2027-04-11' }),
  ),
  e('hut booking sync every 20 min', ZRH, plan(every('daily', { minutes: 20 }, ZRH))),
  e('patrol sweep reminder 15 min before last chair (last chair is 4pm)', DEN, daily('15:45', DEN)),
  e('weekends only: kids ski school roster 7:30am', DEN, on('weekends', '07:30', DEN)),
  e('Niseko night skiing lights check 16:30 JST daily', SYD, daily('16:30', TYO)),
  e('ski rental fleet inventory first monday of each month 8am', DEN, on({ nth: [1], weekday: 'mon' }, '08:00', DEN)),
  e('hut warden radio check every 2 hrs from 6 to 20h', ZRH, span('daily', { hours: 2 }, '06:00', '20:00', ZRH)),
  e('Queenstown gondola maintenance window notice every tuesday 5:30am', AKL, on(['tue'], '05:30', AKL)),
  e(
    'season pass renewal reminder on the 1st at 10am, Sept through Nov',
    DEN,
    on({ monthDays: [1], months: [9, 10, 11] }, '10:00', DEN),
  ),
  e('every 90 min snowmaking temp readings pls', DEN, no(STEP_MINUTES)),
  e('wax room cleanup sat+sun 5pm', VAN, on('weekends', '17:00', VAN)),
  e('daily avalanche control briefing 0600 MST', DEN, either(daily('06:00', DEN), daily('06:00', MINUS7))),
  e('refuge du goûter: reservations digest chaque jour 18h', PAR, daily('18:00', PAR)),
  e('chairlift 4 inspection every other thursday 7am', DEN, no(WEEKS)),
  e('staff shuttle reminder weekdays 6:10am & 4:40pm', DEN, on('weekdays', ['06:10', '16:40'], DEN)),
  e('snowcat tour confirmations fri sat sun 3pm', VAN, on(['fri', 'sat', 'sun'], '15:00', VAN)),
  e('remind hut keepers to radio in at sunset every day', ZRH, no(MOVABLE)),
  e('last day of every month 4pm: lift ticket revenue export', ZRH, on({ monthDays: ['last'] }, '16:00', ZRH)),
  e(
    'ski patrol payroll on the 15th and last day at noon mountain time',
    LA,
    on({ monthDays: [15, 'last'] }, '12:00', DEN),
  ),
  e(
    'grooming report hourly between 10pm and 5am',
    DEN,
    either(
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, DEN),
        every('daily', { hours: 1, window: ['00:00', '05:00'] }, DEN),
      ]),
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, DEN),
        every('daily', { hours: 1, window: ['00:00', '04:00'] }, DEN),
      ]),
    ),
  ),
  e('powder alert check every 30 minutes 5am-8am', VAN, span('daily', { minutes: 30 }, '05:00', '08:00', VAN)),
  e('hut supply heli booking, 2nd wednesday of month, 9 a.m.', ZRH, on({ nth: [2], weekday: 'wed' }, '09:00', ZRH)),
  e(
    'send the weekly conditions newsletter thursdays 7pm eastern (most of our skiers are in NYC)',
    DEN,
    on(['thu'], '19:00', NY),
  ),
  e('every 15 min 6:00–9:00 vancouver time', LON, span('daily', { minutes: 15 }, '06:00', '09:00', VAN)),
  e('closing day party reminder april 18 at 11am', DEN, on({ monthDays: [18], months: [4] }, '11:00', DEN)),
  e('lift ops meeting: mondays at 8, wait no, tuesdays 8am', ZRH, on(['tue'], '08:00', ZRH)),
  e(
    'season opener countdown daily 9am from dec 1 until dec 12',
    DEN,
    daily('09:00', DEN, { from: '2026-12-01', until: '2026-12-12' }),
  ),
  e('every 3 days restock the hut woodpile reminder 8am', ZRH, no(DAYS_STEP)),
  e('snow depth sensor poll every 10 min', ZRH, plan(every('daily', { minutes: 10 }, ZRH))),
  e('Portillo weekly ops call monday 10:00 Santiago', NY, on(['mon'], '10:00', SCL)),
  e('ski school instructor rota goes out every sunday 18:00', VIE, on(['sun'], '18:00', VIE)),
  e(
    'hut closes for winter after march 31 — until then nightly headcount at 21:00',
    ZRH,
    daily('21:00', ZRH, { until: '2027-03-31' }),
  ),
  e('lift ticket price sync at 2:30am every night', DEN, daily('02:30', DEN)),
  e(
    'Niseko snow report 7am Japan and 7am Sydney both',
    SYD,
    plan([at('daily', '07:00', TYO), at('daily', '07:00', SYD)]),
  ),
  e('avalanche transceiver checks first day of each month 7:30 AM', VAN, on({ monthDays: [1] }, '07:30', VAN)),
  e('last friday of the month 6pm staff après', DEN, no(NTH_SHIFT)),
  e(
    'every weekday at 5:45 remind patrol to do the top-of-mountain sweep',
    DEN,
    either(on('weekdays', '05:45', DEN), on('weekdays', '17:45', DEN), no(AMPM)),
  ),
  e('mountain hut water tests on the 10th and 25th, 07:00', OSL, on({ monthDays: [10, 25] }, '07:00', OSL)),
  e(
    'Aspen lodge: fireplace ash pickup every monday and thursday 6:30 a.m. Mountain',
    CHI,
    on(['mon', 'thu'], '06:30', DEN),
  ),
  e('ski hire system backup 23:30 nightly, Chamonix', LON, daily('23:30', PAR)),
  e('snow cannon line drain reminder 4am on weekends (my time)', ZRH, on('weekends', '04:00', ZRH)),
  e(
    'ski club race entries close reminder: fridays at 12 noon through march',
    VAN,
    on(['fri'], '12:00', VAN, { until: '2027-03-31' }),
  ),
];

const FERRIES: readonly CorpusEntry[] = [
  e('ferry schedule update for the bainbridge run, every day at 4:50am', LA, daily('04:50', LA)),
  e(
    'post the sailing waitlist every 30 minutes from 5am to 11pm',
    VAN,
    span('daily', { minutes: 30 }, '05:00', '23:00', VAN),
  ),
  e('Piraeus–Naxos departure reminders 07:00 & 17:30 Athens time daily', LON, daily(['07:00', '17:30'], ATH)),
  e(
    'calmac weather cancellation check every hour on the hour 6am–10pm',
    LON,
    span('daily', { hours: 1 }, '06:00', '22:00', LON),
  ),
  e('island ferry crew roster tue & fri 14:00', HEL, on(['tue', 'fri'], '14:00', HEL)),
  e('star ferry ridership export midnight HKT', SGP, daily('00:00', HKG)),
  e('manly ferry timetable push weekdays 5:15am syd', BNE, on('weekdays', '05:15', SYD)),
  e('vehicle deck booking reconcile at 23:55 every night', STO, daily('23:55', STO)),
  e('remind the deckhands every sunday night at 8 that monday first sailing is 6:05', LA, on(['sun'], '20:00', LA)),
  e(
    'summer timetable only: 9am daily from may 15 to sept 15',
    ATH,
    daily('09:00', ATH, { from: '2027-05-15', until: '2027-09-15' }),
  ),
  e('sailing alert 2h before high tide each day', HAL, no(MOVABLE)),
  e(
    'send the island bus connection sheet 6am on ferry days (mon wed sat)',
    LON,
    on(['mon', 'wed', 'sat'], '06:00', LON),
  ),
  e(
    'Tallinn crossing fuel report last day of month 16:00 EET',
    HEL,
    either(on({ monthDays: ['last'] }, '16:00', HEL), on({ monthDays: ['last'] }, '16:00', PLUS2)),
  ),
  e(
    'ferry ticket office cash-up 7:30pm every day except sundays',
    DUB,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '19:30', DUB),
  ),
  e(
    'water taxi dispatch ping every 5 min during ops hours 7-7',
    SYD,
    span('daily', { minutes: 5 }, '07:00', '19:00', SYD),
  ),
  e('ferry engine maintenance 2nd sunday of every month 03:00', ATH, on({ nth: [2], weekday: 'sun' }, '03:00', ATH)),
  e('ping me when the 6:20 sails — so every weekday 6:10', LA, on('weekdays', '06:10', LA)),
  e('ferry passenger manifest archive 01:30 nightly (Auckland)', SYD, daily('01:30', AKL)),
  e(
    'outlying islands ferry board refresh every 20 minutes 6:00 to 23:40',
    HKG,
    span('daily', { minutes: 20 }, '06:00', '23:40', HKG),
  ),
  e(
    'Hebrides winter timetable reminder: every saturday at 10 until end of march',
    LON,
    on(['sat'], '10:00', LON, { until: '2027-03-31' }),
  ),
  e('bc ferries fuel price update 1st and 15th, 6 am pacific', TOR, on({ monthDays: [1, 15] }, '06:00', LA)),
  e('ferry staff meeting every 2 weeks on monday 9am', VAN, no(WEEKS)),
  e('crew change notice 2300 Zulu daily', ATH, daily('23:00', UTC)),
  e(
    'archipelago boats summer service check 08:00 daily in june july august',
    STO,
    on({ months: [6, 7, 8] }, '08:00', STO),
  ),
  e('mon–fri 4:30 pm ferry delay digest, their time (Seattle office)', NY, on('weekdays', '16:30', LA)),
  e('remind me 10 min before the 5:35 Staten Island boat, weekdays', NY, on('weekdays', '17:25', NY)),
  e('ferry terminal tannoy test every monday 5:58am', LON, on(['mon'], '05:58', LON)),
  e('ticket machine restart 3:15 every morning', SYD, daily('03:15', SYD)),
  e('greek ferry strike watch: check every 4 hours', ATH, plan(every('daily', { hours: 4 }, ATH))),
  e('island hopper timetable sync every 6 hrs starting midnight nz time', SYD, plan(every('daily', { hours: 6 }, AKL))),
  e('ferry car deck cleaning 2:30 am sundays', LON, on(['sun'], '02:30', LON)),
  e('Rottnest ferry bookings summary 6pm Perth daily', SYD, daily('18:00', PER)),
  e('harbour master tide table email, 1st of every month 5am', HBA, on({ monthDays: [1] }, '05:00', HBA)),
  e('ferry wifi stats every 12 hours', HKG, plan(every('daily', { hours: 12 }, HKG))),
  e('channel islands sailing list at 18h30 on fridays + sundays', PAR, on(['fri', 'sun'], '18:30', PAR)),
  e('night boat boarding call 22:15 tue thu sat, Helsinki time', STO, on(['tue', 'thu', 'sat'], '22:15', HEL)),
  e(
    'ferry safety drill reminder first wednesday every month 10am',
    VAN,
    on({ nth: [1], weekday: 'wed' }, '10:00', VAN),
  ),
  e('check ferry cancellations every 7 hours', LON, no(STEP_HOURS)),
  e('ferry season opens easter weekend - remind the crew 9am that friday', ATH, no(MOVABLE)),
];

const STAGE: readonly CorpusEntry[] = [
  e(
    'half-hour call reminder: show nights tue–sat 7pm (curtain 7:30)',
    NY,
    on(['tue', 'wed', 'thu', 'fri', 'sat'], '19:00', NY),
  ),
  e('matinee call sat & sun 1:30pm', LON, on('weekends', '13:30', LON)),
  e(
    'orchestra librarian: parts distribution every monday 10am through dec 14',
    CHI,
    on(['mon'], '10:00', CHI, { until: '2026-12-14' }),
  ),
  e('rehearsal schedule email every thursday evening at 6', BER, on(['thu'], '18:00', BER)),
  e('box office sales report 11pm nightly', LON, daily('23:00', LON)),
  e('subscriber renewal reminder 1st monday of month 9:30', NY, on({ nth: [1], weekday: 'mon' }, '09:30', NY)),
  e(
    'front of house briefing 45 minutes before the 8pm curtain, wed–sun',
    LON,
    on(['wed', 'thu', 'fri', 'sat', 'sun'], '19:15', LON),
  ),
  e('philharmonic ticket lottery check 10:00 Vienna every day in January', LON, on({ months: [1] }, '10:00', VIE)),
  e('fly system safety test every 1st of the month 8 a m', SYD, on({ monthDays: [1] }, '08:00', SYD)),
  e('costume dept laundry pickup mon/thu 7am', SYD, on(['mon', 'thu'], '07:00', SYD)),
  e('concert hall HVAC prewarm 2h before the 7:30 concert on fridays', BER, on(['fri'], '17:30', BER)),
  e('musicians payroll: last business day 3pm', LON, on({ lastBusinessDay: true }, '15:00', LON)),
  e(
    'stage door log export every 15 mins during performances 7pm–11pm',
    NY,
    span('daily', { minutes: 15 }, '19:00', '23:00', NY),
  ),
  e(
    "Sunday 4pm: post next week's rehearsal call sheet (except in August, we're dark)",
    CHI,
    on({ weekdays: ['sun'], months: ALL_MONTHS_BUT(8) }, '16:00', CHI),
  ),
  e('youth orchestra reminder saturdays 8:30am until dec 12', TOR, on(['sat'], '08:30', TOR, { until: '2026-12-12' })),
  e('opera surtitle file check 6pm on show days — tue thu sat', PAR, on(['tue', 'thu', 'sat'], '18:00', PAR)),
  e('every 45 min during tech remind crew to hydrate', LON, no(STEP_MINUTES)),
  e(
    'tech week: 9am daily from jan 11 to jan 16',
    LON,
    daily('09:00', LON, { from: '2027-01-11', until: '2027-01-16' }),
  ),
  e('ticketing settlement 02:00 daily Eastern', LA, daily('02:00', NY)),
  e(
    'orchestra tour hotel wake-up ping 7am Tokyo time on feb 3, 4 and 5',
    LON,
    on({ monthDays: [3, 4, 5], months: [2] }, '07:00', TYO),
  ),
  e(
    'rush ticket drop reminder daily at 9:55am except mondays',
    NY,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '09:55', NY),
  ),
  e(
    'send the actors their notes at 10:30pm after every show (tue-sun)',
    LON,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '22:30', LON),
  ),
  e('broadway grosses scrape every tuesday 3pm ET', LA, on(['tue'], '15:00', NY)),
  e('second tuesday of each month, board of trustees packet at 5pm', NY, on({ nth: [2], weekday: 'tue' }, '17:00', NY)),
  e('last saturday of the month 11pm: strike and reset reminder', LA, no(NTH_SHIFT)),
  e('recital hall booking digest weekdays at 8 and again at 1', CHI, on('weekdays', ['08:00', '13:00'], CHI)),
  e('rehearsal room aircon on every weekday 07:45, off 18:15', SGP, on('weekdays', ['07:45', '18:15'], SGP)),
  e('every 2nd and 4th thursday 7pm choir rehearsal reminder', DUB, on({ nth: [2, 4], weekday: 'thu' }, '19:00', DUB)),
  e(
    'panto season! 10am & 2pm daily dec 5 – jan 3',
    LON,
    daily(['10:00', '14:00'], LON, { from: '2026-12-05', until: '2027-01-03' }),
  ),
  e("conductor's score prep reminder friday 4pm my time", MAD, on(['fri'], '16:00', MAD)),
  e(
    'understudy rehearsal wednesdays 11am except the first wednesday of the month',
    LON,
    on({ nth: [2, 3, 4, 5], weekday: 'wed' }, '11:00', LON),
  ),
  e(
    'la scala box office opens 10:00 — ping 09:50 mon to sat',
    ROM,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '09:50', ROM),
  ),
  e('lighting desk backup every night at 1am after the show', NY, daily('01:00', NY)),
  e('theatre bar stock order every tuesday & friday 11:30 hrs', MNL, on(['tue', 'fri'], '11:30', MNL)),
  e('season brochure mailing 3rd thursday each month 11:30am', SYD, on({ nth: [3], weekday: 'thu' }, '11:30', SYD)),
  e('season brochure proofs due 3rd thursday each month 9am', SYD, no(NTH_SHIFT)),
];

const NIGHT_AUDIT: readonly CorpusEntry[] = [
  e('night audit roll at 2:00am every night', NY, daily('02:00', NY)),
  e('kick off night audit 3am, no make it 2:45', CHI, daily('02:45', CHI)),
  e('night auditor reminder to print the arrivals list 11:30 p.m. daily', LA, daily('23:30', LA)),
  e('no-show charges posting 23:59 each night', LON, daily('23:59', LON)),
  e('rate parity check every 2 hours from 8 to 22', BER, span('daily', { hours: 2 }, '08:00', '22:00', BER)),
  e('housekeeping board refresh every 15 min 7am to 4pm', HNL, span('daily', { minutes: 15 }, '07:00', '16:00', HNL)),
  e(
    'end-of-day cashier close 1:30am, except sundays when we close at 00:30',
    DXB,
    plan([at(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '01:30', DXB), at(['sun'], '00:30', DXB)]),
  ),
  e('OTA inventory push every 5 minutes', SGP, plan(every('daily', { minutes: 5 }, SGP))),
  e('minibar restock list 10 am on mon, wed, fri', BKK, on(['mon', 'wed', 'fri'], '10:00', BKK)),
  e('guest ledger backup at 1:45 am (Phoenix, we dont do DST)', DEN, daily('01:45', PHX)),
  e('night audit done? ping the manager at 6:30am every day', SYD, daily('06:30', SYD)),
  e(
    'group block release reminder 30 days before... nvm just do the 1st of each month at 9',
    MAD,
    on({ monthDays: [1] }, '09:00', MAD),
  ),
  e('revenue report to owners first business day of the month 8am', NY, on({ firstBusinessDay: true }, '08:00', NY)),
  e('revenue report to the asia owners first business day of the month 8am Tokyo', NY, no(BUSINESS_SHIFT)),
  e(
    'daylight saving night: run the audit at 1:30am on march 14 and make sure it only runs once',
    NY,
    on({ monthDays: [14], months: [3] }, '01:30', NY),
  ),
  e('audit at 1:30am every night incl. the night clocks go back', CHI, daily('01:30', CHI)),
  e('check-in kiosk reboot 4:10 each morning', LIS, daily('04:10', LIS)),
  e('HK property: late checkout list 0800 HKT + 1500 HKT daily', SGP, daily(['08:00', '15:00'], HKG)),
  e('lost & found purge last day of each month 11pm', TOR, on({ monthDays: ['last'] }, '23:00', TOR)),
  e('night audit except holidays at 2am', LON, no(HOLIDAYS)),
  e('credit card batch settle at 0300 GMT', IST, either(daily('03:00', UTC), daily('03:00', LON))),
  e(
    'banquet event orders digest weekdays 16:00, fridays 13:00 instead',
    ZRH,
    plan([at(['mon', 'tue', 'wed', 'thu'], '16:00', ZRH), at(['fri'], '13:00', ZRH)]),
  ),
  e('pool chemical log 6 am, noon, 6 pm every day', MNL, daily(['06:00', '12:00', '18:00'], MNL)),
  e('fire panel test reminder 1st tuesday monthly at 10', JNB, on({ nth: [1], weekday: 'tue' }, '10:00', JNB)),
  e('every 30 seconds poll the key card server', NY, no(SECONDS)),
  e('hotel night audit at 3 for the next 10 nights', DEN, daily('03:00', DEN, { count: 10 })),
  e('night audit 02:00 local for both hotels — Lisbon and Madeira are the same clock', LON, daily('02:00', LIS)),
];

const FUNERAL: readonly CorpusEntry[] = [
  e('on-call director handover 7am and 7pm daily', CHI, daily(['07:00', '19:00'], CHI)),
  e('cemetery plot map sync every sunday 11pm', NY, on(['sun'], '23:00', NY)),
  e(
    'remind families about the memorial reading group 2nd saturday each month 10:30am',
    LON,
    on({ nth: [2], weekday: 'sat' }, '10:30', LON),
  ),
  e('refrigeration unit temp check every 4 hrs', TOR, plan(every('daily', { hours: 4 }, TOR))),
  e('obituary page publish 5:30 a.m. every day', CHI, daily('05:30', CHI)),
  e('pre-need plan statements mailed 15th of each month 9am', DEN, on({ monthDays: [15] }, '09:00', DEN)),
  e('crematory maintenance log: weekdays 6:45am', AKL, on('weekdays', '06:45', AKL)),
  e('grief support group reminder every other tuesday 6pm', VAN, no(WEEKS)),
  e(
    'day of the dead altar setup reminder nov 1 and nov 2 at 8am',
    MEX,
    on({ monthDays: [1, 2], months: [11] }, '08:00', MEX),
  ),
  e(
    'hearse fleet service due check 1st monday of every quarter 9am',
    NY,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '09:00', NY),
  ),
  e(
    'visitation room booking summary 4:30pm mon-sat',
    DUB,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '16:30', DUB),
  ),
  e('yahrzeit reminders: send the week ahead list fridays 10am', NY, on(['fri'], '10:00', NY)),
  e('memorial livestream check 15 min before the 11am service on saturdays', SYD, on(['sat'], '10:45', SYD)),
  e(
    'flower delivery cutoff reminder daily 14:00 except sunday',
    JNB,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '14:00', JNB),
  ),
  e('send the death certificate follow-ups every 3 working days', LON, no(DAYS_STEP)),
  e('funeral home monthly compliance report on the 3rd business day', TOR, no(BUSINESS_NTH)),
  e('memorial candle lighting reminder every year on the anniversary at sundown', NY, no(MOVABLE)),
  e('at 9 every weekday morning send the arrangements board', LA, on('weekdays', '09:00', LA)),
];

const WASTE: readonly CorpusEntry[] = [
  e('bins out reminder tuesday 8pm', LON, on(['tue'], '20:00', LON)),
  e(
    'recycling week / garden waste week alternate — remind me wednesdays 7pm which one',
    LON,
    either(on(['wed'], '19:00', LON), no(WEEKS)),
  ),
  e('glass collection first thursday of the month, remind me the night before at 9pm', AMS, no(BEFORE_NTH)),
  e('truck route optimiser run 4am mon–sat', CHI, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '04:00', CHI)),
  e(
    'landfill gate count export every hour 6am-6pm weekdays',
    PHX,
    span('weekdays', { hours: 1 }, '06:00', '18:00', PHX),
  ),
  e('compost temp reading 8:00 and 16:00 daily', WAW, daily(['08:00', '16:00'], WAW)),
  e('bulky waste pickup booking cut off every friday noon', TOR, on(['fri'], '12:00', TOR)),
  e(
    'remind residents about e-waste day on the last saturday of each month 9am',
    TOR,
    on({ nth: ['last'], weekday: 'sat' }, '09:00', TOR),
  ),
  e('depot diesel top-up report 5:15 am weekdays', JNB, on('weekdays', '05:15', JNB)),
  e('bins every monday 6:30am except bank holiday mondays', LON, no(HOLIDAYS)),
  e(
    'christmas tree collection reminders 8am jan 4 to jan 15',
    LON,
    daily('08:00', LON, { from: '2027-01-04', until: '2027-01-15' }),
  ),
  e(
    'mrf conveyor stoppage check every 10 minutes during shifts 06-22',
    BER,
    span('daily', { minutes: 10 }, '06:00', '22:00', BER),
  ),
  e('put the blue bin out — wednesday nights 9', SYD, on(['wed'], '21:00', SYD)),
  e('food waste caddy reminder sun 19:00 + wed 19:00', DUB, on(['sun', 'wed'], '19:00', DUB)),
  e('street sweeper schedule to council on the 25th, 10am', SYD, on({ monthDays: [25] }, '10:00', SYD)),
  e('hazardous waste manifest due 28th each month 9am', NY, on({ monthDays: [28] }, '09:00', NY)),
  e('hazardous waste manifest reminder 28th each month 9pm Pacific', NY, no(LEAP)),
  e('scrap metal prices scrape at 7 a.m. and 1 p.m. on business days', MEX, on('weekdays', ['07:00', '13:00'], MEX)),
  e('garbage truck GPS heartbeat every 2 min', SAO, plan(every('daily', { minutes: 2 }, SAO))),
  e('bin day tomorrow!! every thursday 8pm 🗑️', BNE, on(['thu'], '20:00', BNE)),
  e(
    'collection calendar changes over xmas — just remind me at 6pm on dec 23 and dec 30',
    LON,
    on({ monthDays: [23, 30], months: [12] }, '18:00', LON, { until: '2026-12-31' }),
  ),
  e(
    'weighbridge calibration every 6 months on the 1st at 7am',
    JNB,
    either(
      on({ monthDays: [1], months: [6, 12] }, '07:00', JNB),
      on({ monthDays: [1], months: [1, 7] }, '07:00', JNB),
      no(TWO_WAYS),
    ),
  ),
];

const GROUND: readonly CorpusEntry[] = [
  e(
    'de-icing fluid stock check every 3 hours while its winter (nov-mar)',
    OSL,
    plan(every({ months: [11, 12, 1, 2, 3] }, { hours: 3 }, OSL)),
  ),
  e('ramp briefing 0445L and 1645L daily', DEN, daily(['04:45', '16:45'], DEN)),
  e('pushback tug battery swap every 6h starting 00z', DXB, plan(every('daily', { hours: 6 }, UTC))),
  e('baggage belt fault report 0600Z', KHI, daily('06:00', UTC)),
  e('GSE fuel log at 22:00 local, Reykjavik', LON, daily('22:00', REK)),
  e('turnaround KPI export every 15 min 05:00-23:00', BER, span('daily', { minutes: 15 }, '05:00', '23:00', BER)),
  e('crew bus to stand 40 reminder 5:50 am mon-fri only', IST, on('weekdays', '05:50', IST)),
  e('fod walk reminder every day at sunrise', DEN, no(MOVABLE)),
  e('fod walk 0630 and 1830 local', HNL, daily(['06:30', '18:30'], HNL)),
  e(
    'winter schedule starts oct 31: daily 0500Z ops brief from then till march 27',
    LON,
    daily('05:00', UTC, { from: '2027-10-31', until: '2028-03-27' }),
  ),
  e(
    'summer season ramp roster: every friday 14:00 from 28 march to 30 october',
    AMS,
    on(['fri'], '14:00', AMS, { from: '2027-03-28', until: '2027-10-30' }),
  ),
  e('cargo ULD count 02:30, 10:30, 18:30 daily (HKG)', SGP, daily(['02:30', '10:30', '18:30'], HKG)),
  e('ground power unit inspection 2nd & 4th monday 1400 hrs', PER, on({ nth: [2, 4], weekday: 'mon' }, '14:00', PER)),
  e('apron lighting check at dusk', DXB, no(MOVABLE)),
  e(
    'wheelchair assist roster out 20:00 the evening before each weekday',
    LON,
    on(['sun', 'mon', 'tue', 'wed', 'thu'], '20:00', LON),
  ),
  e('check lav truck every 40 min', PHX, no(STEP_MINUTES)),
  e(
    'handling agreement invoice on the last business day 17:00 Dubai',
    LON,
    on({ lastBusinessDay: true }, '17:00', DXB),
  ),
  e(
    'aircraft marshaller refresher reminder 1st wednesday of jan, apr, jul, oct 0900',
    SEL,
    on({ nth: [1], weekday: 'wed', months: [1, 4, 7, 10] }, '09:00', SEL),
  ),
  e('zulu 2330 daily NOTAM pull', ANC, daily('23:30', UTC)),
  e(
    'ground ops standup 0700 local at each station: ORD and LAX',
    NY,
    plan([at('daily', '07:00', CHI), at('daily', '07:00', LA)]),
  ),
  e(
    'de-ice pad status every 30 min but only between 4am and 10am on weekdays',
    TOR,
    span('weekdays', { minutes: 30 }, '04:00', '10:00', TOR),
  ),
  e('hourly at :20 ramp weather', NY, plan(every('daily', { hours: 1, at: 20 }, NY))),
];

const RADIO: readonly CorpusEntry[] = [
  e('station ID reminder every hour at :59', NY, plan(every('daily', { hours: 1, at: 59 }, NY))),
  e('morning show prep email 4:15am weekdays', CHI, on('weekdays', '04:15', CHI)),
  e('transmitter log every 3 hrs', NBO, plan(every('daily', { hours: 3 }, NBO))),
  e('EAS weekly test reminder mondays 11:30am', DEN, on(['mon'], '11:30', DEN)),
  e('required monthly test: 1st wednesday of month 11:00 Eastern', CHI, on({ nth: [1], weekday: 'wed' }, '11:00', NY)),
  e('playlist export to royalties 1st of the month 00:05 UTC', LON, on({ monthDays: [1] }, '00:05', UTC)),
  e('news bulletin prompts at :00 and :30 from 6 to 10am', SYD, span('daily', { minutes: 30 }, '06:00', '10:00', SYD)),
  e('overnight automation check 1am 3am 5am', JNB, daily(['01:00', '03:00', '05:00'], JNB)),
  e('podcast upload of the breakfast show weekdays 10:15', DUB, on('weekdays', '10:15', DUB)),
  e(
    'sunday gospel hour promo saturdays 5pm & sundays 7am',
    NY,
    plan([at(['sat'], '17:00', NY), at(['sun'], '07:00', NY)]),
  ),
  e(
    'ratings book download every quarter on the 20th 9am',
    NY,
    either(
      on({ monthDays: [20], months: [1, 4, 7, 10] }, '09:00', NY),
      on({ monthDays: [20], months: [3, 6, 9, 12] }, '09:00', NY),
      no(TWO_WAYS),
    ),
  ),
  e('top of the hour legal ID every hour 24/7', CHI, plan(every('daily', { hours: 1 }, CHI))),
  e(
    'traffic and weather on the 8s during drive time (6–9am, 4–7pm)',
    LA,
    either(daily(past(8, [6, 7, 8, 16, 17, 18]), LA), on('weekdays', past(8, [6, 7, 8, 16, 17, 18]), LA)),
  ),
  e(
    'pledge drive reminders 8am every day from march 1 through march 14',
    NY,
    daily('08:00', NY, { from: '2027-03-01', until: '2027-03-14' }),
  ),
  e('stream health check every 5 mins', KOL, plan(every('daily', { minutes: 5 }, KOL))),
  e(
    'late night show log export 2am Tue-Sat (after the mon–fri show)',
    LON,
    on(['tue', 'wed', 'thu', 'fri', 'sat'], '02:00', LON),
  ),
  e('community radio board meeting notice last thursday of each month 7:30pm', CHI, no(NTH_SHIFT)),
  e('shortwave schedule change reminder the day before the clocks change', LON, no(MOVABLE)),
  e('weekday drive time show starts 4pm; remind the producer an hour before', MNL, on('weekdays', '15:00', MNL)),
  e('FM transmitter generator test first sunday monthly 03:00 local (kathmandu)', KOL, no(NTH_SHIFT)),
];

const TUTORING: readonly CorpusEntry[] = [
  e('remind students of tomorrow’s lesson at 6pm sun-thu', SEL, on(['sun', 'mon', 'tue', 'wed', 'thu'], '18:00', SEL)),
  e('IELTS mock test sign-up reminder every saturday 9.30 am', KOL, on(['sat'], '09:30', KOL)),
  e('tutor timesheets due every friday at 5 pm', LON, on(['fri'], '17:00', LON)),
  e(
    'please send homework reminder to my students each monday and wednesday at 19h00, Brazil time',
    LIS,
    on(['mon', 'wed'], '19:00', SAO),
  ),
  e('Japanese class zoom link 10 minutes before the 8pm class, tuesdays', LA, on(['tue'], '19:50', LA)),
  e('the class is 8pm Tokyo on tuesdays, ping me 10 min before in my time', LA, on(['tue'], '19:50', TYO)),
  e('invoice parents on the 1st and 16th at 08:00', SGP, on({ monthDays: [1, 16] }, '08:00', SGP)),
  e('sat exam prep: every weekday 4pm-8pm hourly check-in', NY, span('weekdays', { hours: 1 }, '16:00', '20:00', NY)),
  e('language exchange meetup 3rd friday of month 18:30', MAD, on({ nth: [3], weekday: 'fri' }, '18:30', MAD)),
  e(
    'term starts jan 11 — from then, lesson plans due sundays 8pm',
    SYD,
    on(['sun'], '20:00', SYD, { from: '2027-01-11' }),
  ),
  e(
    'spanish school: send vocab of the day every morning 7:00 from monday',
    MEX,
    either(daily('07:00', MEX, { from: '2026-11-30' }), daily('07:00', MEX)),
  ),
  e(
    'kindly remind me for tuition fee collection on 5th of every month morning 10 o clock',
    KOL,
    on({ monthDays: [5] }, '10:00', KOL),
  ),
  e('remind me the tuition fee on 5 of every month', KOL, no(NO_TIME)),
  e('Eng conversation club every tue and thu 17:30 (Jakarta)', SGP, on(['tue', 'thu'], '17:30', JKT)),
  e(
    'tutor availability refresh every 15 minutes on weekdays 8–20',
    BER,
    span('weekdays', { minutes: 15 }, '08:00', '20:00', BER),
  ),
  e('chemistry tutoring every other saturday 10am', TOR, no(WEEKS)),
  e('piano student practice log reminder daily at half six in the evening', DUB, daily('18:30', DUB)),
  e('mandarin lesson reminder 9pm Beijing time mondays', LON, on(['mon'], '21:00', SHA)),
  e(
    'send the weekly progress report friday 3pm to parents (they are in Dubai, use their time)',
    LON,
    on(['fri'], '15:00', DXB),
  ),
  e(
    'summer school: 8:45 registration ping weekdays july 5 to aug 13',
    LON,
    on('weekdays', '08:45', LON, { from: '2027-07-05', until: '2027-08-13' }),
  ),
  e('grade reports last weekday of each month 4pm', CHI, on({ lastBusinessDay: true }, '16:00', CHI)),
  e(
    'french school placement test reminder the 2nd and last monday of every month at 9h',
    PAR,
    on({ nth: [2, 'last'], weekday: 'mon' }, '09:00', PAR),
  ),
  e(
    'remind me to prepare lesson at 7 on weekdays',
    SEL,
    either(on('weekdays', '07:00', SEL), on('weekdays', '19:00', SEL), no(AMPM)),
  ),
  e(
    'Hindi tutoring sessions every day except friday 16:00',
    KHI,
    on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '16:00', KHI),
  ),
  e(
    'exam registration closes in Feb, remind every monday 10am until feb 15',
    LON,
    on(['mon'], '10:00', LON, { until: '2027-02-15' }),
  ),
  e(
    'GMAT bootcamp daily 6am for the 14 days starting dec 1',
    NY,
    daily('06:00', NY, { from: '2026-12-01', until: '2026-12-14' }),
  ),
  e(
    'kids coding class reminder saturdays 9:00 and sundays 9:00 but not in august',
    AMS,
    on({ weekdays: 'weekends', months: ALL_MONTHS_BUT(8) }, '09:00', AMS),
  ),
  e('teacher meeting last friday of the month 15:30', TPE, on({ nth: ['last'], weekday: 'fri' }, '15:30', TPE)),
  e('remind me of my korean lesson every wed 8:30 p.m. KST, i am in vancouver', VAN, on(['wed'], '20:30', SEL)),
];

const COWORKING: readonly CorpusEntry[] = [
  e('members breakfast reminder fridays 8:30', LIS, on(['fri'], '08:30', LIS)),
  e('door access log export nightly 00:15', BER, daily('00:15', BER)),
  e('coffee machine descale 1st monday monthly 7am', AMS, on({ nth: [1], weekday: 'mon' }, '07:00', AMS)),
  e(
    'meeting room no-show release every 10 min 8 to 6 on weekdays',
    NY,
    span('weekdays', { minutes: 10 }, '08:00', '18:00', NY),
  ),
  e(
    'hot desk invoices on the 1st at 9am and a reminder on the 8th at 9am',
    LON,
    on({ monthDays: [1, 8] }, '09:00', LON),
  ),
  e('community lunch 12:30 last thursday of each month', BER, on({ nth: ['last'], weekday: 'thu' }, '12:30', BER)),
  e('printer toner check every monday 9 am — from next week', MEX, on(['mon'], '09:00', MEX, { from: '2026-11-30' })),
  e(
    'HVAC to eco mode at 7pm on weekdays and all day on weekends (so 00:00 sat & sun)',
    TOR,
    plan([at('weekdays', '19:00', TOR), at('weekends', '00:00', TOR)]),
  ),
  e('mail room pickup notice 11:00 and 15:00 weekdays', SGP, on('weekdays', ['11:00', '15:00'], SGP)),
  e('wifi speed test every 30 minutes', NBO, plan(every('daily', { minutes: 30 }, NBO))),
  e(
    'phone booth cleaning every 2 hrs 8-20 mon-sat',
    LON,
    span(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], { hours: 2 }, '08:00', '20:00', LON),
  ),
  e('coworking newsletter: 2nd tuesday, 10:00 Lisbon', MAD, on({ nth: [2], weekday: 'tue' }, '10:00', LIS)),
  e('locker renewal nudge 25th of every month at 10', DUB, on({ monthDays: [25] }, '10:00', DUB)),
  e(
    'kitchen fridge clear-out friday 4pm, every week except the first friday of the month',
    AMS,
    on({ nth: [2, 3, 4, 5], weekday: 'fri' }, '16:00', AMS),
  ),
  e('open house tour reminders wed 5:45pm', SYD, on(['wed'], '17:45', SYD)),
  e(
    'security guard check-in ping every hour from 10pm to 6am',
    JNB,
    either(
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, JNB),
        every('daily', { hours: 1, window: ['00:00', '06:00'] }, JNB),
      ]),
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, JNB),
        every('daily', { hours: 1, window: ['00:00', '05:00'] }, JNB),
      ]),
    ),
  ),
  e('plants need watering mon + thu 10ish', LIS, either(on(['mon', 'thu'], '10:00', LIS), no(TWO_WAYS))),
  e('monthly members mixer first thursday 6pm, except january', CHI, no(NTH_SHIFT)),
];

const GARAGE: readonly CorpusEntry[] = [
  e('service reminder texts go out 9:15am tue-sat', CHI, on(['tue', 'wed', 'thu', 'fri', 'sat'], '09:15', CHI)),
  e('used car price feed refresh every 6 hours', DEN, plan(every('daily', { hours: 6 }, DEN))),
  e('month-end sales push: last day of the month at 8am', PHX, on({ monthDays: ['last'] }, '08:00', PHX)),
  e('floor plan audit on the 10th 10:00', TOR, on({ monthDays: [10] }, '10:00', TOR)),
  e('MOT reminders daily at 8 except sunday', LON, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '08:00', LON)),
  e(
    'tyre hotel seasonal swap reminders 9am every day in october and in april',
    OSL,
    on({ months: [4, 10] }, '09:00', OSL),
  ),
  e('ship the DMS backup at 1:05 am nightly', LA, daily('01:05', LA)),
  e(
    'loaner car return check 5:30pm weekdays, 12:30pm saturdays',
    NY,
    plan([at('weekdays', '17:30', NY), at(['sat'], '12:30', NY)]),
  ),
  e(
    'sales meeting every monday 8:00, saturday too at 9:00',
    BUE,
    plan([at(['mon'], '08:00', BUE), at(['sat'], '09:00', BUE)]),
  ),
  e('parts order cutoff 2:45pm mon–fri (central)', DEN, on('weekdays', '14:45', CHI)),
  e('warranty claims submission the 5th business day', DEN, no(BUSINESS_NTH)),
  e(
    'bodyshop paint booth filter change 1st saturday of every other month 7am',
    DEN,
    either(
      on({ nth: [1], weekday: 'sat', months: [1, 3, 5, 7, 9, 11] }, '07:00', DEN),
      on({ nth: [1], weekday: 'sat', months: [2, 4, 6, 8, 10, 12] }, '07:00', DEN),
      no(TWO_WAYS),
    ),
  ),
  e('test-drive follow-up emails 6pm daily', JNB, daily('18:00', JNB)),
  e(
    'dealer inventory sync with the manufacturer every 20 mins between 7am and 9pm',
    NY,
    span('daily', { minutes: 20 }, '07:00', '21:00', NY),
  ),
  e('remind techs to clock out 6:05pm weekdays', SAO, on('weekdays', '18:05', SAO)),
  e('year-end inventory count dec 31 at 4pm', CHI, on({ monthDays: [31], months: [12] }, '16:00', CHI)),
  e('garage alarm arm check 10 pm every night + 6 am disarm check', DUB, daily(['06:00', '22:00'], DUB)),
  e('car wash bay chemical refill every 2nd day', MEX, no(DAYS_STEP)),
  e('F&I manager report weekly thursday 16h', PAR, on(['thu'], '16:00', PAR)),
  e(
    'service drive opens 7, remind advisors 6:45 mon-fri and 7:45 sat',
    PHX,
    plan([at('weekdays', '06:45', PHX), at(['sat'], '07:45', PHX)]),
  ),
];

const BEES: readonly CorpusEntry[] = [
  e(
    'hive inspection reminder every saturday 11am april to september',
    LON,
    on({ weekdays: ['sat'], months: [4, 5, 6, 7, 8, 9] }, '11:00', LON),
  ),
  e(
    'varroa treatment reminder 1st of each month in winter (dec jan feb) 10am',
    BER,
    on({ monthDays: [1], months: [12, 1, 2] }, '10:00', BER),
  ),
  e('allotment water butt check every evening at 7 in summer (jun-aug)', LON, on({ months: [6, 7, 8] }, '19:00', LON)),
  e(
    'swarm season: check the bait hives daily 5pm from may 1 to june 30',
    AMS,
    daily('17:00', AMS, { from: '2027-05-01', until: '2027-06-30' }),
  ),
  e('allotment society committee meeting 2nd monday 7.30pm', LON, on({ nth: [2], weekday: 'mon' }, '19:30', LON)),
  e('plot rent reminder on 1 march 9:00', DUB, on({ monthDays: [1], months: [3] }, '09:00', DUB)),
  e('hive scale readings every 30 min', AKL, plan(every('daily', { minutes: 30 }, AKL))),
  e('feed the bees sugar syrup every 3 days in october', HBA, no(DAYS_STEP)),
  e('frost warning check 9pm nightly in april and may', CHI, on({ months: [4, 5] }, '21:00', CHI)),
  e('remind me to sow broad beans at the full moon', LON, no(MOVABLE)),
  e('shared tools shed lock check 8pm sat sun', LON, on('weekends', '20:00', LON)),
  e('honey extraction room booking digest mondays 7am', TOR, on(['mon'], '07:00', TOR)),
  e('bee club newsletter last sunday monthly 6pm', SYD, on({ nth: ['last'], weekday: 'sun' }, '18:00', SYD)),
  e(
    'allotment waiting list review on the last day of march, june, sept and dec at noon',
    LON,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '12:00', LON),
  ),
  e('hive temp sensor every 15 mins from 5am to 9pm', PER, span('daily', { minutes: 15 }, '05:00', '21:00', PER)),
  e('queen marking reminder every spring', LON, no(NO_TIME)),
  e(
    'compost bay turning reminder sundays 10am, not in dec or jan',
    WAW,
    on({ weekdays: ['sun'], months: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '10:00', WAW),
  ),
];

const CHESS: readonly CorpusEntry[] = [
  e('club night reminder thursdays 6:30pm', LON, on(['thu'], '18:30', LON)),
  e('blitz arena every friday 20:00 CET', WAW, either(on(['fri'], '20:00', BER), on(['fri'], '20:00', PLUS1))),
  e('rating list import 1st of month 03:00 UTC', NY, on({ monthDays: [1] }, '03:00', UTC)),
  e(
    'scrim reminders 9pm EST mon wed fri',
    LA,
    either(on(['mon', 'wed', 'fri'], '21:00', NY), on(['mon', 'wed', 'fri'], '21:00', MINUS5)),
  ),
  e(
    'esports team practice tue/thu 7pm PST and sat 2pm PST',
    TOR,
    either(
      plan([at(['tue', 'thu'], '19:00', LA), at(['sat'], '14:00', LA)]),
      plan([at(['tue', 'thu'], '19:00', MINUS8), at(['sat'], '14:00', MINUS8)]),
    ),
  ),
  e('league match check-in 30 min before the 8pm KST match, wednesdays', LA, on(['wed'], '19:30', SEL)),
  e(
    'tournament bracket refresh every 2 minutes during the tournament on dec 12',
    LON,
    plan(every('daily', { minutes: 2 }, LON), { from: '2026-12-12', until: '2026-12-12' }),
  ),
  e('online simul 2nd sunday monthly 4pm Reykjavik', LON, on({ nth: [2], weekday: 'sun' }, '16:00', REK)),
  e('puzzle of the day post 00:00 UTC', MNL, daily('00:00', UTC)),
  e('server restart for the game nights at 5:55pm fri & sat', CHI, on(['fri', 'sat'], '17:55', CHI)),
  e('team stand-up 10am my time, thats 7pm for the Seoul guys so just the one', LON, daily('10:00', LON)),
  e(
    'chess camp morning bell 8:30 daily from july 12 through july 23, weekdays only',
    NY,
    on('weekdays', '08:30', NY, { from: '2027-07-12', until: '2027-07-23' }),
  ),
  e('ladder reset last sunday of the month at 23:59', SGP, on({ nth: ['last'], weekday: 'sun' }, '23:59', SGP)),
  e('patch notes check every 4 hours', SEL, plan(every('daily', { hours: 4 }, SEL))),
  e('junior club every saturday 10-12, remind at 9:30, skip school holidays', TOR, no(HOLIDAYS)),
  e('correspondence chess move deadline reminder every 72 hours', LON, no(DAYS_STEP)),
  e(
    'LAN party ping 8pm friday, 2am saturday, 8am saturday',
    DEN,
    plan([at(['fri'], '20:00', DEN), at(['sat'], ['02:00', '08:00'], DEN)]),
  ),
  e('ranked queue opens at 18:00 brasilia time daily', LIS, daily('18:00', SAO)),
  e('clan war every 2nd saturday', SGP, either(no(WEEKS), no(NO_TIME))),
  e('twitch stream start alert 7:55pm on stream days mon wed sat', SYD, on(['mon', 'wed', 'sat'], '19:55', SYD)),
];

const PARISH: readonly CorpusEntry[] = [
  e('parish council meeting first tuesday of the month 7pm', LON, on({ nth: [1], weekday: 'tue' }, '19:00', LON)),
  e(
    'agenda must be published 3 clear days before... just remind the clerk the wednesday before, 10am',
    LON,
    either(no(BEFORE_NTH), no(TWO_WAYS)),
  ),
  e('church bell ringers practice every wednesday 7.30 pm', DUB, on(['wed'], '19:30', DUB)),
  e('community hall bookings digest sundays at 6 in the evening', LON, on(['sun'], '18:00', LON)),
  e(
    'remind councillors about the precept vote on jan 19 at 9am',
    LON,
    on({ monthDays: [19], months: [1] }, '09:00', LON),
  ),
  e('village newsletter deadline 20th of each month noon', LON, on({ monthDays: [20] }, '12:00', LON)),
  e('planning applications feed check weekdays 8am and 5pm', LON, on('weekdays', ['08:00', '17:00'], LON)),
  e(
    'grit bin refill reminder every monday 8am from dec to feb',
    LON,
    on({ weekdays: ['mon'], months: [12, 1, 2] }, '08:00', LON),
  ),
  e('sunday service livestream start 9:55 am', AKL, on(['sun'], '09:55', AKL)),
  e(
    'mass times post: saturday 5pm vigil, sunday 8 and 10:30',
    MNL,
    plan([at(['sat'], '17:00', MNL), at(['sun'], ['08:00', '10:30'], MNL)]),
  ),
  e('easter vigil reminder', LON, no(MOVABLE)),
  e(
    'community council annual general meeting reminder 2nd thursday in march 7pm',
    LON,
    on({ nth: [2], weekday: 'thu', months: [3] }, '19:00', LON),
  ),
  e('playground inspection every 2nd week on mondays', LON, no(WEEKS)),
  e('town council minutes upload the friday after each meeting', TOR, no(NO_TIME)),
  e(
    'dog warden patrol rota: mon, wed and fri at 07:00; sat 09:00',
    DUB,
    plan([at(['mon', 'wed', 'fri'], '07:00', DUB), at(['sat'], '09:00', DUB)]),
  ),
  e(
    'bin the old parish notices on the last day of each month, 4 in the afternoon',
    LON,
    on({ monthDays: ['last'] }, '16:00', LON),
  ),
  e(
    'remembrance sunday wreath order reminder on oct 1 at 10am',
    LON,
    on({ monthDays: [1], months: [10] }, '10:00', LON),
  ),
  e(
    'christmas lights switch-on committee weekly tuesday 6:30pm till dec 1',
    LON,
    on(['tue'], '18:30', LON, { until: '2026-12-01' }),
  ),
  e('allotment and cemetery fees invoices 1 april 9am', LON, on({ monthDays: [1], months: [4] }, '09:00', LON)),
  e('neighbourhood watch ping every saturday night at 11', CHI, on(['sat'], '23:00', CHI)),
  e(
    'food bank collection reminder last saturday of each month, 10:00',
    JNB,
    on({ nth: ['last'], weekday: 'sat' }, '10:00', JNB),
  ),
  e('community fridge check 9 a.m. and 6 p.m. every day', BER, daily(['09:00', '18:00'], BER)),
  e('parish office hours notice weekdays 9:30, closed bank holidays', LON, no(HOLIDAYS)),
  e('ward councillor surgery 3rd saturday each month 10:30am', LON, on({ nth: [3], weekday: 'sat' }, '10:30', LON)),
  e('council tax direct debit reminder 28th monthly 9am', LON, on({ monthDays: [28] }, '09:00', LON)),
];

const ZOO: readonly CorpusEntry[] = [
  e('penguin feeding talk reminder daily 11:00 and 15:30', LON, daily(['11:00', '15:30'], LON)),
  e('reef tank salinity check every 4 hours around the clock', SGP, plan(every('daily', { hours: 4 }, SGP))),
  e('sea otter enrichment log every 2 hours 8am to 6pm', LA, span('daily', { hours: 2 }, '08:00', '18:00', LA)),
  e('keeper handover 7:00 / 15:00 / 23:00', SYD, daily(['07:00', '15:00', '23:00'], SYD)),
  e('life support pump readings every 15 min', CHI, plan(every('daily', { minutes: 15 }, CHI))),
  e('giraffe hoof trim reminder every 6 weeks', JNB, no(WEEKS)),
  e('vet rounds mon wed fri 8:15', LA, on(['mon', 'wed', 'fri'], '08:15', LA)),
  e('night enclosure check 1am 3am 5am, the nocturnal house', BER, daily(['01:00', '03:00', '05:00'], BER)),
  e(
    'zoo lights event: gates reminder 4:30pm daily from dec 1 through jan 3',
    DEN,
    daily('16:30', DEN, { from: '2026-12-01', until: '2027-01-03' }),
  ),
  e('frozen fish order every tuesday & friday 6:00', OSL, on(['tue', 'fri'], '06:00', OSL)),
  e(
    'aquarium jellyfish kreisel cleaning first and third monday 9am',
    TYO,
    on({ nth: [1, 3], weekday: 'mon' }, '09:00', TYO),
  ),
  e('quarantine tank ammonia test every 12h at 6 and 6', DXB, daily(['06:00', '18:00'], DXB)),
  e(
    'elephant bath time announcement 13:45 daily except wednesdays',
    BKK,
    on(['mon', 'tue', 'thu', 'fri', 'sat', 'sun'], '13:45', BKK),
  ),
  e(
    'member early hours reminder saturdays 7:30, summer only (june–august)',
    TOR,
    on({ weekdays: ['sat'], months: [6, 7, 8] }, '07:30', TOR),
  ),
  e('feed the octopus every 36 hours', LA, no(DAYS_STEP)),
  e('annual animal inventory reminder jan 2 9am', LON, on({ monthDays: [2], months: [1] }, '09:00', LON)),
  e('reptile house heat lamp check 6am and 10pm', BNE, daily(['06:00', '22:00'], BNE)),
  e(
    'koala keeper talk 10:30 & 14:30 weekends, 14:30 only on weekdays',
    BNE,
    plan([at('weekends', ['10:30', '14:30'], BNE), at('weekdays', '14:30', BNE)]),
  ),
  e(
    'water quality report to regulator last working day monthly 12:00',
    AMS,
    on({ lastBusinessDay: true }, '12:00', AMS),
  ),
  e('seal show pa announcement 5 min before each show (11, 2 and 4)', SYD, daily(['10:55', '13:55', '15:55'], SYD)),
  e('turtle hatchling temp log every 20 min 24/7', PER, plan(every('daily', { minutes: 20 }, PER))),
  e('zoo keeper rota 2 weeks on 2 weeks off reminder', DEN, no(WEEKS)),
  e('sunrise safari bookings digest 5am', NBO, daily('05:00', NBO)),
  e('sunrise safari departure ping at sunrise', NBO, no(MOVABLE)),
  e(
    'aquarium night dive event check-in 18:45 on the 1st and 3rd friday',
    LIS,
    on({ nth: [1, 3], weekday: 'fri' }, '18:45', LIS),
  ),
];

const FISHING: readonly CorpusEntry[] = [
  e('fleet weather brief 0430 every day', HAL, daily('04:30', HAL)),
  e('catch log upload every 6 hrs at 0, 6, 12, 18 UTC', REK, plan(every('daily', { hours: 6 }, UTC))),
  e('fish auction opening reminder 5:30am mon–fri', TYO, on('weekdays', '05:30', TYO)),
  e('vessel monitoring position ping every hour', STJ, plan(every('daily', { hours: 1 }, STJ))),
  e('ice plant order 21:00 sun–thu for next morning', REK, on(['sun', 'mon', 'tue', 'wed', 'thu'], '21:00', REK)),
  e('quota report due on the 10th, remind at 9am Newfoundland time', TOR, on({ monthDays: [10] }, '09:00', STJ)),
  e(
    'crab season opening reminder, daily 6am between jan 15 and feb 28',
    ANC,
    daily('06:00', ANC, { from: '2027-01-15', until: '2027-02-28' }),
  ),
  e(
    'harbour fuel dock hours notice 05:00 daily except sunday',
    HBA,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '05:00', HBA),
  ),
  e('go out at high tide each morning — remind me an hour before', HAL, no(MOVABLE)),
  e('crew settlement sheets 1st and 15th 8am', ANC, on({ monthDays: [1, 15] }, '08:00', ANC)),
  e('net repair shed roster every friday 3 pm', OSL, on(['fri'], '15:00', OSL)),
  e('fish market price board update 4am, 6am, 8am weekdays', LIS, on('weekdays', ['04:00', '06:00', '08:00'], LIS)),
  e('safety drill first monday every month 0700 Halifax time', STJ, on({ nth: [1], weekday: 'mon' }, '07:00', HAL)),
  e('cold store temperature check every 30 min', BKK, plan(every('daily', { minutes: 30 }, BKK))),
  e('boats back in radio check 19:00 every evening', REK, daily('19:00', REK)),
  e('landing declaration deadline reminder 23:00 daily, UTC-3', LIS, daily('23:00', MINUS3)),
  e('engine room log check at 2:15 every night', ANC, daily('02:15', ANC)),
  e(
    'lobster season opens last monday of november — remind at 5am',
    HAL,
    on({ nth: ['last'], weekday: 'mon', months: [11] }, '05:00', HAL),
  ),
  e('tuna fleet satellite sync every 3h, Chatham time', AKL, plan(every('daily', { hours: 3 }, CHT))),
  e('tuna fleet position report 8:00 Chatham Islands time daily', AKL, daily('08:00', CHT)),
];

const COURIERS: readonly CorpusEntry[] = [
  e('rider shift signup opens sundays 6pm', LON, on(['sun'], '18:00', LON)),
  e('dispatch board refresh every minute 7am-7pm weekdays', NY, span('weekdays', { minutes: 1 }, '07:00', '19:00', NY)),
  e('rain gear reminder to riders 6:45am if it rains', AMS, either(daily('06:45', AMS), no(TWO_WAYS))),
  e(
    'same-day cutoff warning 13:30 mon to fri, 11:00 sat',
    BER,
    plan([at('weekdays', '13:30', BER), at(['sat'], '11:00', BER)]),
  ),
  e('messenger payouts every friday 17:00', LA, on(['fri'], '17:00', LA)),
  e(
    'bike maintenance check in the depot first saturday of the month 9am',
    TOR,
    on({ nth: [1], weekday: 'sat' }, '09:00', TOR),
  ),
  e(
    'route batching job every 15 minutes, but only 6 to 22',
    SAO,
    span('daily', { minutes: 15 }, '06:00', '22:00', SAO),
  ),
  e('cargo bike battery charge check 21:30 daily', BER, daily('21:30', BER)),
  e('proof-of-delivery export 23:45 every night', MNL, daily('23:45', MNL)),
  e(
    'courier insurance renewal reminder on the 1st of december at 10',
    LON,
    on({ monthDays: [1], months: [12] }, '10:00', LON),
  ),
  e('customs paperwork run at 2pm Shanghai time, weekdays', HKG, on('weekdays', '14:00', SHA)),
  e('every 2 hours 8-6 send the late parcels list', JNB, span('daily', { hours: 2 }, '08:00', '18:00', JNB)),
  e('rider heat-safety check-ins every 25 minutes in the afternoon', PHX, no(STEP_MINUTES)),
  e('driver briefing 5:30 am sharp mon-sat', MEX, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '05:30', MEX)),
  e('peak season: extra sweep at 20:00 every day until dec 24', LON, daily('20:00', LON, { until: '2026-12-24' })),
  e('van MOT due check 1st of month, 8', LON, on({ monthDays: [1] }, '08:00', LON)),
  e(
    'lost parcel escalation every 3 hours starting 9am',
    SGP,
    either(
      plan(every('daily', { hours: 3, window: ['09:00', '21:00'] }, SGP)),
      plan(every('daily', { hours: 3 }, SGP)),
    ),
  ),
  e(
    'depot 2 and depot 5 both do 06:00 load-out; depot 5 is in Lagos the others in Nairobi',
    NBO,
    plan([at('daily', '06:00', NBO), at('daily', '06:00', LOS)]),
  ),
];

const SALONS: readonly CorpusEntry[] = [
  e('appointment reminders go out at 6pm the day before — so 6pm every day', LA, daily('18:00', LA)),
  e('tattoo studio autoclave spore test every monday 9am', LA, on(['mon'], '09:00', LA)),
  e(
    'booking waitlist check every 30 min 10-7 tues to sat',
    LON,
    span(['tue', 'wed', 'thu', 'fri', 'sat'], { minutes: 30 }, '10:00', '19:00', LON),
  ),
  e('colour stock order every other wednesday', SYD, no(WEEKS)),
  e(
    'chair rent due on the 1st, remind renters at 9am the 1st and again the 3rd',
    DUB,
    on({ monthDays: [1, 3] }, '09:00', DUB),
  ),
  e(
    'flash sale friday 13th post at 10am',
    NY,
    either(
      on({ monthDays: [13], weekdays: ['fri'] }, '10:00', NY),
      no('CRON cannot ask for a weekday and a day of the month together'),
    ),
  ),
  e('walk-in hours announcement 11:00 on sat & sun', BER, on('weekends', '11:00', BER)),
  e(
    'barber shop closing reminder 8pm mon–sat, 5pm sun',
    MEX,
    plan([at(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '20:00', MEX), at(['sun'], '17:00', MEX)]),
  ),
  e('nail salon sterilizer log 9:45 and 14:45 daily', SEL, daily(['09:45', '14:45'], SEL)),
  e('review request texts 7pm weekdays only', TOR, on('weekdays', '19:00', TOR)),
  e('stylist commission report 15th + last day, 16:00', SGP, on({ monthDays: [15, 'last'] }, '16:00', SGP)),
  e(
    'convention booth packing list reminder feb 10 9am (tattoo expo)',
    LON,
    on({ monthDays: [10], months: [2] }, '09:00', LON),
  ),
  e('instagram post 12:15pm tue thu sat', JKT, on(['tue', 'thu', 'sat'], '12:15', JKT)),
  e('remind me to sharpen the shears every sunday evening', LON, no(NO_TIME)),
  e('aftercare check-in text to clients 3 days after their appt', LA, no(NO_TIME)),
  e(
    'bridal hair trial slots released on the first monday of each month at 8 pm',
    AKL,
    on({ nth: [1], weekday: 'mon' }, '20:00', AKL),
  ),
  e('bridal hair trial slots released on the first monday of each month at 8 am NZ', LON, no(NTH_SHIFT)),
  e('salon open at 9:30 every day except monday', ROM, on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '09:30', ROM)),
];

const SKY: readonly CorpusEntry[] = [
  e('dome open checklist every night at 19:00 local (La Palma, canary time)', MAD, daily('19:00', 'Atlantic/Canary')),
  e('telescope cooling fan on 1 hr before sunset', HNL, no(MOVABLE)),
  e('mauna kea weather summit forecast pull 5pm HST daily', LA, daily('17:00', HNL)),
  e('cryo compressor log every 2 hours', SCL, plan(every('daily', { hours: 2 }, SCL))),
  e(
    'observing run queue refresh every 10 min from 20:00 to 06:00',
    SCL,
    either(
      plan([
        every('daily', { minutes: 10, window: ['20:00', '23:50'] }, SCL),
        every('daily', { minutes: 10, window: ['00:00', '06:00'] }, SCL),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['20:00', '23:50'] }, SCL),
        every('daily', { minutes: 10, window: ['00:00', '05:50'] }, SCL),
      ]),
    ),
  ),
  e('public stargazing night first saturday monthly 8:30pm', PHX, no(NTH_SHIFT)),
  e(
    'public stargazing night first saturday monthly 8:30pm, tell the volunteers at 2pm that day',
    PHX,
    on({ nth: [1], weekday: 'sat' }, '14:00', PHX),
  ),
  e('new moon imaging reminder', ADL, no(MOVABLE)),
  e('data transfer to the archive at 07:30 UTC daily', SCL, daily('07:30', UTC)),
  e(
    'mirror aluminising planning meeting 2nd tuesday 10am Santiago',
    LA,
    on({ nth: [2], weekday: 'tue' }, '10:00', SCL),
  ),
  e('observatory tour bookings email tue/wed/thu 9:00', ADL, on(['tue', 'wed', 'thu'], '09:00', ADL)),
  e('seeing monitor reboot 12:00 noon every day', SYD, daily('12:00', SYD)),
  e('ToO alert check every 5 minutes all night', HNL, either(no(TWO_WAYS), no('the night has no fixed hours'))),
  e('ops log handover 06:30 and 18:30 (Lord Howe time, yes really)', SYD, daily(['06:30', '18:30'], LHI)),
  e('solar telescope opens 08:00 IST every day', KOL, daily('08:00', KOL)),
  e(
    'meteor shower watch alerts dec 13 and dec 14 at 10pm',
    LON,
    on({ monthDays: [13, 14], months: [12] }, '22:00', LON, { until: '2026-12-31' }),
  ),
  e('leap second check on dec 31', LON, no(NO_TIME)),
  e('space weather bulletin every 3 hours 00, 03, 06... UTC', DEN, plan(every('daily', { hours: 3 }, UTC))),
];

const HACKATHON: readonly CorpusEntry[] = [
  e(
    'hackathon: hourly announcements from 9am saturday to 9am sunday',
    BER,
    either(
      plan([
        every(['sat'], { hours: 1, window: ['09:00', '23:00'] }, BER),
        every(['sun'], { hours: 1, window: ['00:00', '09:00'] }, BER),
      ]),
      no(TWO_WAYS),
    ),
  ),
  e(
    'submission deadline reminders at 10:00, 12:00 and 13:45 on dec 6',
    LA,
    on({ monthDays: [6], months: [12] }, ['10:00', '12:00', '13:45'], LA, { until: '2026-12-31' }),
  ),
  e('pizza arrives at 7pm sat, remind me 30 min before', NY, on(['sat'], '18:30', NY)),
  e('sponsor check-in every 45 minutes during the hack', LON, no(STEP_MINUTES)),
  e(
    'mentor office hours reminder every 2h from 10 to 22 on jan 23 and 24',
    TOR,
    span({ monthDays: [23, 24], months: [1] }, { hours: 2 }, '10:00', '22:00', TOR),
  ),
  e('judging starts 2pm sunday — post the link at 1:45', SGP, on(['sun'], '13:45', SGP)),
  e('weekly hack night wednesday 6pm, for the next 8 weeks', LON, on(['wed'], '18:00', LON, { count: 8 })),
  e(
    'global hackathon kickoff 00:00 UTC feb 12, then daily standups 15:00 UTC till feb 14',
    NY,
    plan([at({ monthDays: [12], months: [2] }, '00:00', UTC), at('daily', '15:00', UTC)], {
      from: '2027-02-12',
      until: '2027-02-14',
    }),
  ),
  e('devpost scrape every 30 min for 48h', BER, either(no(TWO_WAYS), no('no start was given'))),
  e(
    'hackathon wifi load check every 10 min from 8am sat through midnight',
    AMS,
    either(
      plan(every(['sat'], { minutes: 10, window: ['08:00', '23:50'] }, AMS)),
      plan([every(['sat'], { minutes: 10, window: ['08:00', '23:50'] }, AMS), at(['sun'], '00:00', AMS)]),
    ),
  ),
  e(
    'the hackathon demo reminders: sat 17:00 and sun 11:00 and sun 16:00',
    KOL,
    plan([at(['sat'], '17:00', KOL), at(['sun'], ['11:00', '16:00'], KOL)]),
  ),
];

const WEDDINGS: readonly CorpusEntry[] = [
  e(
    'vendor payment reminders on the 1st monthly at 9am until the wedding (june 12)',
    CHI,
    on({ monthDays: [1] }, '09:00', CHI, { until: '2027-06-12' }),
  ),
  e('RSVP chase every monday 10am through april 30', LON, on(['mon'], '10:00', LON, { until: '2027-04-30' })),
  e(
    'wedding countdown post 8am every day from may 1, last one june 12',
    SYD,
    daily('08:00', SYD, { from: '2027-05-01', until: '2027-06-12' }),
  ),
  e(
    'venue walk-through saturday mornings at 10 — the bride lives in Cape Town, use her time',
    LON,
    on(['sat'], '10:00', JNB),
  ),
  e('seating chart due 2 weeks before the wedding', NY, no(NO_TIME)),
  e('florist call every other friday 2pm', NY, no(WEEKS)),
  e('weekly client check-ins thursday 11:00 for the Lake Como couple (italy time)', NY, on(['thu'], '11:00', ROM)),
  e(
    'the wedding is on 2027-09-18, ping the couple every saturday 9am before it',
    DUB,
    on(['sat'], '09:00', DUB, { until: '2027-09-17' }),
  ),
  e(
    'destination wedding bali: daily 9am WITA rundown sept 20 to 25',
    SGP,
    daily('09:00', 'Asia/Makassar', { from: '2027-09-20', until: '2027-09-25' }),
  ),
  e('send the timeline to all vendors 7 days out, 9am', LA, no(NO_TIME)),
  e(
    'after-party shuttle departures 11pm, 12:30am, 2am on the night (oct 9)',
    LIS,
    plan([
      at({ monthDays: [9], months: [10] }, '23:00', LIS),
      at({ monthDays: [10], months: [10] }, ['00:30', '02:00'], LIS),
    ]),
  ),
  e('planner team sync mondays 9 and thursdays 4', TOR, plan([at(['mon'], '09:00', TOR), at(['thu'], '16:00', TOR)])),
  e('quote follow-ups weekdays at 15:00 Athens', LON, on('weekdays', '15:00', ATH)),
  e(
    'wedding fair stand booking deadline 3rd sunday of january 6pm',
    LON,
    on({ nth: [3], weekday: 'sun', months: [1] }, '18:00', LON),
  ),
];

const SHIFT_HOUSE: readonly CorpusEntry[] = [
  e('wake mum for night shift 5:30pm mon tue wed', LON, on(['mon', 'tue', 'wed'], '17:30', LON)),
  e('dad’s on earlies: alarm 4:15am weekdays', LON, on('weekdays', '04:15', LON)),
  e('school run reminder 8:10 on weekdays, whoever is off', BNE, on('weekdays', '08:10', BNE)),
  e('quiet hours start 9am for the night shifter, sat and sun too', NY, daily('09:00', NY)),
  e('take out chicken for dinner 2pm daily', CHI, daily('14:00', CHI)),
  e('4 on 4 off rota reminder', LON, no(DAYS_STEP)),
  e('swap-shift deadline for the hospital rota every 2nd friday', LON, either(no(WEEKS), no(NO_TIME))),
  e(
    'meds for grandad 8am, 2pm, 8pm, and 2am (night shift person does that one)',
    TOR,
    daily(['02:00', '08:00', '14:00', '20:00'], TOR),
  ),
  e('family calendar sync every hour on the half hour', SYD, plan(every('daily', { hours: 1, at: 30 }, SYD))),
  e('wake the kids sat 8, sun 9', JNB, plan([at(['sat'], '08:00', JNB), at(['sun'], '09:00', JNB)])),
  e('put the slow cooker on 7am before the 7-7 shift, tues thurs sat', LON, on(['tue', 'thu', 'sat'], '07:00', LON)),
  e('rent transfer last friday of each month 8am', LON, on({ nth: ['last'], weekday: 'fri' }, '08:00', LON)),
  e(
    'alarm 2:45am when on nights (sun-wed) — no wait, nights are mon-thu',
    PHX,
    on(['mon', 'tue', 'wed', 'thu'], '02:45', PHX),
  ),
  e(
    'blackout blinds reminder 7:30am after night shifts (tue wed thu fri mornings)',
    DEN,
    on(['tue', 'wed', 'thu', 'fri'], '07:30', DEN),
  ),
  e('laundry day every 4 days', NY, no(DAYS_STEP)),
  e('feed the cat 6 and 6', MNL, daily(['06:00', '18:00'], MNL)),
  e('bills check first of every month 7pm', LA, on({ monthDays: [1] }, '19:00', LA)),
  e(
    'clocks change this weekend reminder — just do 10am saturday march 13',
    NY,
    on({ monthDays: [13], months: [3] }, '10:00', NY),
  ),
  e(
    'shift pattern: earlies mon-wed alarm 5am, lates thu-fri alarm 11am',
    LON,
    plan([at(['mon', 'tue', 'wed'], '05:00', LON), at(['thu', 'fri'], '11:00', LON)]),
  ),
];

const JLM = 'Asia/Jerusalem';
const MOW = 'Europe/Moscow';
const THR = 'Asia/Tehran';

const PASTED: readonly CorpusEntry[] = [
  e(
    'Occurs every Monday effective 11/30/2026 from 9:00 AM to 9:30 AM (UTC-05:00) Eastern Time (US & Canada)',
    LA,
    on(['mon'], '09:00', NY, { from: '2026-11-30' }),
  ),
  e(
    'Occurs every weekday effective 12/1/2026 until 3/31/2027 from 8:00 AM to 8:15 AM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    LON,
    on('weekdays', '08:00', BER, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e(
    'Occurs the second Tuesday of every 1 month effective 1/12/2027 from 2:00 PM to 3:00 PM (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    NY,
    on({ nth: [2], weekday: 'tue' }, '14:00', LON, { from: '2027-01-12' }),
  ),
  e(
    'Occurs day 15 of every 1 month effective 12/15/2026 from 10:00 AM to 11:00 AM (UTC-06:00) Central Time (US & Canada)',
    NY,
    on({ monthDays: [15] }, '10:00', CHI, { from: '2026-12-15' }),
  ),
  e('Occurs every 2 week(s) on Thursday effective 12/3/2026 from 1:00 PM to 2:00 PM', TOR, no(WEEKS)),
  e(
    'Occurs the last Friday of every 1 month from 4:30 PM to 5:00 PM (UTC-08:00) Pacific Time (US & Canada)',
    LA,
    no(NTH_SHIFT),
  ),
  e('Weekly on Tuesday, Thursday · 10:00 – 10:30am · Time zone: Europe/Paris', LON, on(['tue', 'thu'], '10:00', PAR)),
  e(
    'Monthly on the first Wednesday · 6 – 7pm (Central European Time - Berlin)',
    NY,
    on({ nth: [1], weekday: 'wed' }, '18:00', BER),
  ),
  e(
    'Every weekday (Monday to Friday) · 9:00 – 9:15am Australian Eastern Time - Sydney',
    SGP,
    on('weekdays', '09:00', SYD),
  ),
  e('Annually on December 24 · 7 – 9pm', LON, on({ monthDays: [24], months: [12] }, '19:00', LON)),
  e(
    'Daily, until Dec 18, 2026 · 08:30 – 08:45 (GMT+05:30) India Standard Time - Kolkata',
    LON,
    daily('08:30', KOL, { until: '2026-12-18' }),
  ),
  e('Every 2 weeks on Monday · 11am – 12pm', AMS, no(WEEKS)),
  e('Monthly on the last Sunday', SYD, no(NO_TIME)),
  e(
    'Recurring meeting: Every Wednesday at 3:00 PM - 3:30 PM (GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London',
    NY,
    on(['wed'], '15:00', LON),
  ),
  e(
    'Microsoft Teams meeting — Occurs every Friday from 11:00 to 11:30 (UTC+05:45) Kathmandu',
    KOL,
    on(['fri'], '11:00', KTM),
  ),
  e(
    'Occurs every day effective 11/24/2026 from 6:00 PM to 6:30 PM (UTC+09:00) Osaka, Sapporo, Tokyo',
    SEL,
    daily('18:00', TYO, { from: '2026-11-24' }),
  ),
  e('Occurs every 3 day(s) from 7:00 AM to 7:30 AM', CHI, no(DAYS_STEP)),
  e('Weekly on weekdays · 4:30 – 5pm · Pacific Time - Los Angeles', NY, on('weekdays', '16:30', LA)),
  e('Monthly on day 1 · 12am · Coordinated Universal Time', HKG, on({ monthDays: [1] }, '00:00', UTC)),
  e(
    'Occurs every Tuesday and Thursday from 7:30 AM to 8:00 AM (UTC+10:00) Brisbane',
    SYD,
    on(['tue', 'thu'], '07:30', BNE),
  ),
  e(
    'Occurs the first weekday of every 1 month from 9:00 AM to 9:30 AM (UTC-05:00) Eastern Time (US & Canada)',
    NY,
    on({ firstBusinessDay: true }, '09:00', NY),
  ),
  e(
    'Occurs the fourth Thursday of November effective 11/26/2026 from 12:00 PM to 3:00 PM',
    NY,
    on({ nth: [4], weekday: 'thu', months: [11] }, '12:00', NY, { from: '2026-11-26' }),
  ),
  e('Weekly on Saturday · 2:30 – 4pm · (GMT+13:00) New Zealand Time - Auckland', LA, on(['sat'], '14:30', AKL)),
  e('Occurs every weekday from 5:30 PM to 6:00 PM (UTC+03:00) Nairobi', LON, on('weekdays', '17:30', NBO)),
  e(
    'Every day · 7:00am · until Jan 31, 2027 (Mountain Time - Denver)',
    CHI,
    daily('07:00', DEN, { until: '2027-01-31' }),
  ),
];

const SPOKEN: readonly CorpusEntry[] = [
  e('remind me every tuesday at four thirty p m to call the garage', CHI, on(['tue'], '16:30', CHI)),
  e('every weekday at nine fifteen a.m. period', LON, on('weekdays', '09:15', LON)),
  e(
    'schedule the report for the first of every month at eight o clock in the morning comma pacific time',
    NY,
    on({ monthDays: [1] }, '08:00', LA),
  ),
  e('every day at seven forty five p m new line', SYD, daily('19:45', SYD)),
  e('every second and fourth monday at ten a m', TOR, on({ nth: [2, 4], weekday: 'mon' }, '10:00', TOR)),
  e('every monday at three to water the plants', DEN, either(on(['mon'], '15:00', DEN), no(AMPM))),
  e('every day at noon and midnight', BER, daily(['00:00', '12:00'], BER)),
  e('every other day at six', LA, no(DAYS_STEP)),
  e('at quarter past eight every weekday morning', DUB, on('weekdays', '08:15', DUB)),
  e('every sunday at half past ten at night', JNB, on(['sun'], '22:30', JNB)),
  e('twenty past the hour every hour', NY, plan(every('daily', { hours: 1, at: 20 }, NY))),
  e(
    'every thirty minutes between nine and five on weekdays',
    CHI,
    span('weekdays', { minutes: 30 }, '09:00', '17:00', CHI),
  ),
  e('every thursday at five p.m. eastern time please', LA, on(['thu'], '17:00', NY)),
  e(
    'the fifteenth and the thirtieth of each month at nine a.m.',
    PHX,
    either(
      on({ monthDays: [15, 30] }, '09:00', PHX),
      plan([at({ monthDays: [15, 30] }, '09:00', PHX), at({ monthDays: ['last'], months: [2] }, '09:00', PHX)]),
    ),
  ),
  e('every weekday at eleven fifty nine p m', TOR, on('weekdays', '23:59', TOR)),
  e(
    'every saturday morning at ten thirty and every sunday evening at seven',
    LON,
    plan([at(['sat'], '10:30', LON), at(['sun'], '19:00', LON)]),
  ),
  e(
    'every hour on the hour from eight a m to six p m monday through friday',
    DEN,
    span('weekdays', { hours: 1 }, '08:00', '18:00', DEN),
  ),
  e('the last friday of every month at two p m', LON, on({ nth: ['last'], weekday: 'fri' }, '14:00', LON)),
  e('every morning at six oh five', HNL, daily('06:05', HNL)),
  e('every twelve hours starting at midnight', KOL, plan(every('daily', { hours: 12 }, KOL))),
];

const SECOND_LANGUAGE: readonly CorpusEntry[] = [
  e('Please to remind me each day at 8 hours morning', BKK, daily('08:00', BKK)),
  e('every monday at 14h30 hour of Paris', MAD, on(['mon'], '14:30', PAR)),
  e('all days except saturday and sunday at 7.30', WAW, on('weekdays', '07:30', WAW)),
  e('each 15 of the month at 10 o clock', IST, on({ monthDays: [15] }, '10:00', IST)),
  e('the last day of each month at 23 hours', MAD, on({ monthDays: ['last'] }, '23:00', MAD)),
  e('todos los lunes a las 9 de la mañana', MEX, on(['mon'], '09:00', MEX)),
  e('jeden Montag um 8 Uhr bitte', BER, on(['mon'], '08:00', BER)),
  e('every day on 6 pm japan hour', MNL, daily('18:00', TYO)),
  e('i want remind on every working days 9.00 morning', DAC, on('weekdays', '09:00', DAC)),
  e('each week on thursday in 17:00', ROM, on(['thu'], '17:00', ROM)),
  e('twice in a month, 1 and 15, 9am', KHI, on({ monthDays: [1, 15] }, '09:00', KHI)),
  e("every day at 21:00 o'clock except the friday", DXB, on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '21:00', DXB)),
  e('remind me every 2 day', JKT, no(DAYS_STEP)),
  e('on each month first sunday morning 10', MNL, on({ nth: [1], weekday: 'sun' }, '10:00', MNL)),
  e('from monday to friday in the 8 and half of morning', LIS, on('weekdays', '08:30', LIS)),
  e('each day of work at 18h, hour of Brasília', LON, on('weekdays', '18:00', SAO)),
  e('please every sunday night 11 pm of Tehran', BER, on(['sun'], '23:00', THR)),
  e('every day 10:00 of Moscow except weekend', IST, on('weekdays', '10:00', MOW)),
  e('in every month 25 date 11 AM', KOL, on({ monthDays: [25] }, '11:00', KOL)),
  e('each 2 hours in the day time 8 until 20', TPE, span('daily', { hours: 2 }, '08:00', '20:00', TPE)),
  e('remember me the meeting every tuesday before 15 minutes of 10:00', BUE, on(['tue'], '09:45', BUE)),
  e('at the morning 7 every day but sabbath no', JLM, on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '07:00', JLM)),
];

const TYPED: readonly CorpusEntry[] = [
  e('evry weekday 9am ☕', NY, on('weekdays', '09:00', NY)),
  e('standup mon-fri 930am 🙏', SGP, on('weekdays', '09:30', SGP)),
  e('tuseday and thrusday 6pm', LON, on(['tue', 'thu'], '18:00', LON)),
  e('evrey 15 mins 🔁', DEN, plan(every('daily', { minutes: 15 }, DEN))),
  e('fridya 5pm 🍺', AMS, on(['fri'], '17:00', AMS)),
  e('wendesday 7:00pm', TOR, on(['wed'], '19:00', TOR)),
  e('every weeekend 10am 🥞', SYD, on('weekends', '10:00', SYD)),
  e('last day of teh month 5pm 💸', CHI, on({ monthDays: ['last'] }, '17:00', CHI)),
  e('mondays 8am 🔔 except the 1st monday', BER, on({ nth: [2, 3, 4, 5], weekday: 'mon' }, '08:00', BER)),
  e('1st & 15th @ 9 am 🧾', LA, on({ monthDays: [1, 15] }, '09:00', LA)),
  e('every hr ⏰', LON, plan(every('daily', { hours: 1 }, LON))),
  e('daily 7am 🌅🌅', BNE, daily('07:00', BNE)),
  e('sat 11pm 🎉 pls', MAD, on(['sat'], '23:00', MAD)),
  e('every 5 mins lol', HKG, plan(every('daily', { minutes: 5 }, HKG))),
  e('weekdyas at 8:30', DUB, on('weekdays', '08:30', DUB)),
  e('evey sunday 9pm 🙂', JNB, on(['sun'], '21:00', JNB)),
  e('mon wed fri 0700hrs', NBO, on(['mon', 'wed', 'fri'], '07:00', NBO)),
  e('every day 1230', TYO, daily('12:30', TYO)),
  e('every weekday 8:00am-ish 🤷', LA, either(on('weekdays', '08:00', LA), no(TWO_WAYS))),
  e('every 2nd tues 6pm 👀', LON, either(on({ nth: [2], weekday: 'tue' }, '18:00', LON), no(WEEKS))),
  e('Every day at 5 PM!!!', PHX, daily('17:00', PHX)),
  e('thrusday 14.00 pls & thx', ATH, on(['thu'], '14:00', ATH)),
];

const CLOCKS: readonly CorpusEntry[] = [
  e('every day 2:30am Berlin', LON, daily('02:30', BER)),
  e('every sunday 1:30 am London', NY, on(['sun'], '01:30', LON)),
  e('every sunday 2:15am sydney', SYD, on(['sun'], '02:15', SYD)),
  e('every 30 min between 1am and 3am on sundays, new york', NY, span(['sun'], { minutes: 30 }, '01:00', '03:00', NY)),
  e('weekdays 09:00 UTC+2', LON, on('weekdays', '09:00', PLUS2)),
  e('daily 18:00 GMT-3', MAD, daily('18:00', MINUS3)),
  e('every weekday 9am UTC+5:30', LON, on('weekdays', '09:00', KOL)),
  e('every monday 10am +0545', BER, on(['mon'], '10:00', KTM)),
  e('daily at 12:00 AEST', LON, either(daily('12:00', SYD), daily('12:00', BNE))),
  e('every friday 4pm BST', LON, either(on(['fri'], '16:00', LON), on(['fri'], '16:00', PLUS1))),
  e('weekdays 8am IST', DUB, on('weekdays', '08:00', DUB)),
  e('weekdays 8 am IST', KOL, on('weekdays', '08:00', KOL)),
  e('sun–thu 8:30 IST', JLM, on(['sun', 'mon', 'tue', 'wed', 'thu'], '08:30', JLM)),
  e('every day 9am CST', SHA, daily('09:00', SHA)),
  e('daily 9am CST', CHI, daily('09:00', CHI)),
  e('tues 11am HST', LA, on(['tue'], '11:00', HNL)),
  e('daily 06:00 NZT', SYD, daily('06:00', AKL)),
  e(
    'every day at 7am my time and 7am their time (Manila team)',
    LON,
    plan([at('daily', '07:00', LON), at('daily', '07:00', MNL)]),
  ),
  e('weekdays 17:00 Moscow', HEL, on('weekdays', '17:00', MOW)),
  e('every day 8am Tehran time', DXB, daily('08:00', THR)),
  e('every hour at :15 adelaide', PER, plan(every('daily', { hours: 1, at: 15 }, ADL))),
  e('every 20 minutes, kathmandu', KOL, plan(every('daily', { minutes: 20 }, KTM))),
  e('newfoundland time 9:30 weekdays', HAL, on('weekdays', '09:30', STJ)),
  e('weekdays 9am arizona time', LA, on('weekdays', '09:00', PHX)),
  e('daily 5pm sask time', 'America/Edmonton', daily('17:00', REG)),
  e('mon-fri 8:00 hawaii', LA, on('weekdays', '08:00', HNL)),
  e('every sunday at 3am my time, the night the clocks go forward too', LON, on(['sun'], '03:00', LON)),
  e('2am every day Auckland', AKL, daily('02:00', AKL)),
  e('every day at 1:30 in the morning, Santiago', SCL, daily('01:30', SCL)),
  e('every day 12:30am havana', NY, daily('00:30', 'America/Havana')),
  e('weekdays 10:00 Lord Howe', SYD, on('weekdays', '10:00', LHI)),
  e('every sunday at 1am Mexico City', MEX, on(['sun'], '01:00', MEX)),
  e('each monday 06:00 Z', PER, on(['mon'], '06:00', UTC)),
  e('wed 3pm PT / 6pm ET', CHI, on(['wed'], '15:00', LA)),
  e('wed 3pm PT / 5pm ET', CHI, either(on(['wed'], '15:00', LA), on(['wed'], '17:00', NY), no(TWO_WAYS))),
];

const EDGES: readonly CorpusEntry[] = [
  e('every 3rd business day 10am', NY, no(BUSINESS_NTH)),
  e('every weekday 9am except christmas and new years', LON, no(HOLIDAYS)),
  e('every 5 hours', SGP, no(STEP_HOURS)),
  e('every 50 minutes', BER, no(STEP_MINUTES)),
  e('every 10 seconds', NY, no(SECONDS)),
  e('every feb 28 at 11pm pacific', NY, no(LEAP)),
  e('every fortnight tuesday 9am', SYD, no(WEEKS)),
  e(
    'second to last friday of the month 3pm',
    LON,
    no('only the last weekday of a month can be named, not the one before it'),
  ),
  e('last weekday of the month 7pm NY', NY, no(BUSINESS_SHIFT)),
  e('first monday 7am tokyo', LON, no(NTH_SHIFT)),
  e('thanksgiving morning 9am', NY, on({ nth: [4], weekday: 'thu', months: [11] }, '09:00', NY)),
  e('day after thanksgiving 9am', NY, no(BEFORE_NTH)),
  e(
    'every month on the 31st at 9am',
    LON,
    either(on({ monthDays: [31] }, '09:00', LON), on({ monthDays: ['last'] }, '09:00', LON), no(TWO_WAYS)),
  ),
  e('every 30th at 9pm LA', LA, on({ monthDays: [30] }, '21:00', LA)),
  e('remind me 15 min before my 9am monday meeting', SEL, on(['mon'], '08:45', SEL)),
  e('an hour before the 6pm yoga class on tue & thu', VAN, on(['tue', 'thu'], '17:00', VAN)),
  e('ping 5 minutes before every hour', DXB, plan(every('daily', { hours: 1, at: 55 }, DXB))),
  e('the night before bin day (bin day is thursday) at 8pm', LON, on(['wed'], '20:00', LON)),
  e('remind me the day before the 1st of every month at 6pm', TOR, on({ monthDays: ['last'] }, '18:00', TOR)),
  e('every weekday in december at 8pm LA time', LA, no(MONTH_EDGE)),
  e('every monday in july 7pm pacific', NY, no(MONTH_EDGE)),
  e('every day in july 7pm pacific', NY, on({ months: [7] }, '19:00', LA)),
  e(
    'mother’s day brunch reminder 2nd sunday of may 9am',
    NY,
    on({ nth: [2], weekday: 'sun', months: [5] }, '09:00', NY),
  ),
  e(
    'labor day bbq reminder first monday in september 10am',
    CHI,
    on({ nth: [1], weekday: 'mon', months: [9] }, '10:00', CHI),
  ),
  e('lunar new year greeting 9am', SGP, no(MOVABLE)),
  e('ramadan iftar reminder at sunset', DXB, no(MOVABLE)),
  e('every weekday at 9 except when I am on leave', LON, no(TWO_WAYS)),
  e('weekly, whenever', NY, no(NO_TIME)),
  e('every 1.5 hours', LON, no(STEP_MINUTES)),
  e(
    'every 8 hours starting 6am',
    LON,
    either(plan(every('daily', { hours: 8, window: ['06:00', '22:00'] }, LON)), no(TWO_WAYS)),
  ),
  e('every 8 hours', LON, plan(every('daily', { hours: 8 }, LON))),
  e('every 4 hours on weekdays only', TOR, plan(every('weekdays', { hours: 4 }, TOR))),
  e('every 15 min on saturdays', KTM, plan(every(['sat'], { minutes: 15 }, KTM))),
  e('first business day of every month at 7am Sydney', SYD, no(BUSINESS_SHIFT)),
  e('first business day of every month at 1pm Sydney', SYD, on({ firstBusinessDay: true }, '13:00', SYD)),
  e('last business day 5pm Pacific', LA, no(BUSINESS_SHIFT)),
  e('last business day 1pm Pacific', NY, on({ lastBusinessDay: true }, '13:00', LA)),
  e('1st of jan, apr, jul, oct at 6am Tokyo', LON, on({ monthDays: [1], months: [1, 4, 7, 10] }, '06:00', TYO)),
  e('on the 31st of every month that has one, 8pm eastern', LON, on({ monthDays: [31] }, '20:00', NY)),
  e('every weekday at 4:30pm Pacific', LA, on('weekdays', '16:30', LA)),
];

const LATE_ADDITIONS: readonly CorpusEntry[] = [
  e('hut-to-hut radio check every 36 min', VIE, no(STEP_MINUTES)),
  e('ferry crew fatigue check every 9 hours', HEL, no(STEP_HOURS)),
  e('sloth feeding every 2 days at 4pm', SAO, no(DAYS_STEP)),
  e('sweepers every 45 seconds lol no, every 45 minutes', DUB, no(STEP_MINUTES)),
  e('salon deep clean every third week, mondays 7am', TOR, no(WEEKS)),
  e('parish newsletter on the 2nd working day of the month at 9', LON, no(BUSINESS_NTH)),
  e('garage open day: last saturday of the month 5pm pacific', LA, no(NTH_SHIFT)),
  e('observatory open night on the first friday after the new moon, 8pm', PER, no(MOVABLE)),
  e('fleet leaves port 2 hours before dawn — wake the skippers then', REK, no(MOVABLE)),
  e('wedding anniversary reminder feb 28 at 10pm new york', LON, no(LEAP)),
  e('courier payroll every weekday 6pm except public holidays', NBO, no(HOLIDAYS)),
  e('match day reminders every 2nd weekend', SEL, either(no(WEEKS), no(NO_TIME))),
  e('chess simul 1st friday 7pm toronto', TOR, no(NTH_SHIFT)),
  e(
    'dive show 11:00 and 14:00 wed-sun, plus 17:00 on saturdays',
    LIS,
    plan([at(['wed', 'thu', 'fri', 'sat', 'sun'], ['11:00', '14:00'], LIS), at(['sat'], '17:00', LIS)]),
  ),
  e(
    'recycling centre opening notice 8:00 tue–sun, closed mondays',
    DUB,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '08:00', DUB),
  ),
  e(
    'apiary check every sunday 10am from march 28 until oct 31',
    LON,
    on(['sun'], '10:00', LON, { from: '2027-03-28', until: '2027-10-31' }),
  ),
  e(
    'tattoo convention countdown 9am daily from jan 20 till jan 29',
    'Australia/Melbourne',
    daily('09:00', 'Australia/Melbourne', { from: '2027-01-20', until: '2027-01-29' }),
  ),
  e('courier night run 11:45pm sun-thu', NY, on(['sun', 'mon', 'tue', 'wed', 'thu'], '23:45', NY)),
];

export const CHAT_PHRASES_14: readonly CorpusEntry[] = [
  ...MOUNTAINS,
  ...FERRIES,
  ...STAGE,
  ...NIGHT_AUDIT,
  ...FUNERAL,
  ...WASTE,
  ...GROUND,
  ...RADIO,
  ...TUTORING,
  ...COWORKING,
  ...GARAGE,
  ...BEES,
  ...CHESS,
  ...PARISH,
  ...ZOO,
  ...FISHING,
  ...COURIERS,
  ...SALONS,
  ...SKY,
  ...HACKATHON,
  ...WEDDINGS,
  ...SHIFT_HOUSE,
  ...PASTED,
  ...SPOKEN,
  ...SECOND_LANGUAGE,
  ...TYPED,
  ...CLOCKS,
  ...EDGES,
  ...LATE_ADDITIONS,
];
