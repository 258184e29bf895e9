/**
 * A thirteenth blind chat corpus: schedules as they are typed in Slack by museum and public library staff (opening
 * hours, story times, archive jobs), gyms, fitness studios and personal trainers, mine sites, oil rigs and FIFO crews
 * (swings, crib breaks, shift changes), film and TV production crews (call times, wraps, dailies, air dates),
 * translation and localisation agencies working across zones, nonprofits and volunteer rosters, crypto and 24/7
 * fintech operations, university research labs (cluster jobs, seminars, lab meetings, term dates), breweries and
 * wineries, dog walkers, pet sitters and house cleaners, wind and solar farms, embassies and consulates in odd zones
 * (Kathmandu, Tehran, Caracas, Casablanca, Kabul, Yangon, Adelaide, the Chatham Islands, Newfoundland), freelancers
 * juggling clients, race and marathon organisers, and carers setting medication reminders. Mixed in: events pasted from
 * calendars ("Tue, Dec 1 · 10:00 – 11:00am"), voice-typed messages without punctuation, English as a second language,
 * emoji, typos, 24-hour, military and dotted times, zones said by city, abbreviation, offset, "my time" and "their
 * time", dates near the 2027 daylight-saving changes (United States March 14 and November 7, Europe March 28 and
 * October 31, Australia and New Zealand April 4, with New Zealand back on September 26 and Australia on October 3,
 * Morocco's Ramadan hour from February 7 to March 14), several rules in one message, exceptions, periods, month days,
 * nth and last weekdays, business days, intervals and windows, reminders before events, corrections mid-message, and
 * phrases no exact CRON answer can honour or that two careful readers would read two ways. Each phrase carries the
 * meaning the person intends, in the meaning language of oracle.ts; each entry's zone is the person's own zone (the
 * fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 02:00 that Monday in Honolulu, 04:00 in Los Angeles, 05:00 in Denver, 06:00 in
 * Chicago, 07:00 in New York, 08:00 in Caracas, 08:30 in St. John's, 09:00 in São Paulo, 12:00 in London, 13:00 in
 * Casablanca and Berlin, 15:30 in Tehran, 16:00 in Dubai, 16:30 in Kabul, 17:30 in Kolkata, 17:45 in Kathmandu,
 * 18:30 in Yangon, 20:00 in Singapore and Perth, 21:00 in Tokyo, 22:00 in Brisbane, 22:30 in Adelaide, 23:00 in
 * Sydney, and 01:00 and 01:45 on Tuesday the 24th in Auckland and on the Chatham Islands.
 */
import type { CorpusEntry, DaySpec } from './oracle.js';
import {
  AKL,
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
  type Period,
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
const EDM = 'America/Edmonton';
const NFL = 'America/St_Johns';
const CCS = 'America/Caracas';
const SCL = 'America/Santiago';
const MDZ = 'America/Argentina/Mendoza';
const MEX = 'America/Mexico_City';
const CAS = 'Africa/Casablanca';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const CAI = 'Africa/Cairo';
const LIS = 'Europe/Lisbon';
const MAD = 'Europe/Madrid';
const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';
const BUD = 'Europe/Budapest';
const WAW = 'Europe/Warsaw';
const ZRH = 'Europe/Zurich';
const IST = 'Europe/Istanbul';
const TEH = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const KHI = 'Asia/Karachi';
const RGN = 'Asia/Yangon';
const BKK = 'Asia/Bangkok';
const MNL = 'Asia/Manila';
const SHA = 'Asia/Shanghai';
const PER = 'Australia/Perth';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const MEL = 'Australia/Melbourne';
const CHT = 'Pacific/Chatham';

const HALF = 'the half of the day is not said';
const EVENT_TIME = 'the time hangs on an event whose time is not fixed';
const BEFORE_NTH = 'the day before or after an nth weekday is not itself a day CRON can name';
const CONDITION = 'a condition is not a time';
const EXCEPT_NTH = 'a weekly rule with one nth weekday taken out cannot be written';
const CLOCKS_DISAGREE = 'the two clocks given are not the same instant';
const VAGUE = 'an approximate time is not a time';

/** One day only, at one or more times. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  plan(at('daily', times, zone), { from: date, until: date });
/** A bare small hour: either half of the day, or a question back. */
const halves = (days: DaySpec, am: string, pm: string, zone: string, p: Period = {}) =>
  either(on(days, am, zone, p), on(days, pm, zone, p), no(HALF));
const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const SUN_FRI = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;

export const CHAT_PHRASES_13: CorpusEntry[] = [
  // museums and public libraries
  e('library opens 9:30 mon-sat, post the "doors open" message then', LON, on(MON_SAT, '09:30', LON)),
  e('museum late: first friday of every month 6pm', LON, on({ nth: [1], weekday: 'fri' }, '18:00', LON)),
  e('gallery rehang reminder last monday of each month 8am sydney time', NY, no(NTH_SHIFT)),
  e('overdue notices batch nightly 23:30', CHI, daily('23:30', CHI)),
  e('story time for the little ones tuesdays and thursdays 10:30am', NY, on(['tue', 'thu'], '10:30', NY)),
  e('book club reminder 2nd wednesday of the month, 6pm', DUB, on({ nth: [2], weekday: 'wed' }, '18:00', DUB)),
  e('reading room closes 4:45 on saturdays — send the 15 min warning', AMS, on(['sat'], '16:30', AMS)),
  e('every day the museum is open (tue–sun) at 9:45 post the queue cam link', PAR, on(TUE_SUN, '09:45', PAR)),
  e(
    'visitor count export every hour while we are open, 10 to 6',
    MEX,
    span('daily', { hours: 1 }, '10:00', '18:00', MEX),
  ),
  e(
    'free-entry sunday is the first sunday of the month, post at 8am',
    PAR,
    on({ nth: [1], weekday: 'sun' }, '08:00', PAR),
  ),
  e(
    'conservation lab humidity check every 20 minutes round the clock',
    BER,
    plan(every('daily', { minutes: 20 }, BER)),
  ),
  e('archive backup 2am on the last day of every month', LON, on({ monthDays: ['last'] }, '02:00', LON)),
  e('Night at the Museum gala is Sat Dec 12 at 7pm, remind me 2 hours before', NY, once('2026-12-12', '17:00', NY)),
  e('library board meets the third thursday, agenda goes out the monday before at 9am', TOR, no(BEFORE_NTH)),
  e('renewal reminder emails weekdays 8 am Toronto', TOR, on('weekdays', '08:00', TOR)),
  e(
    'closing announcement 15 min before close. close is 8pm mon-thu and 5pm fri-sat',
    CHI,
    plan([at(MON_THU, '19:45', CHI), at(['fri', 'sat'], '16:45', CHI)]),
  ),
  e('kids coding club every other saturday 11am', LON, no(WEEKS)),
  e('museums of tokyo newsletter 1st and 15th at 10:00 JST', LA, on({ monthDays: [1, 15] }, '10:00', TYO)),
  e(
    'exhibit rotation jan 15, apr 15, jul 15 and oct 15 at 7am',
    SYD,
    on({ monthDays: [15], months: [1, 4, 7, 10] }, '07:00', SYD),
  ),
  e(
    'check the dehumidifiers every 4 hrs starting 6am',
    SGP,
    either(
      plan(every('daily', { hours: 4, window: ['06:00', '22:00'] }, SGP)),
      plan(every('daily', { hours: 4, window: ['02:00', '22:00'] }, SGP)),
    ),
  ),
  e(
    'museum shop stocktake last sunday of january and july 7pm',
    LON,
    on({ nth: ['last'], weekday: 'sun', months: [1, 7] }, '19:00', LON),
  ),
  e(
    'Tue, Dec 8 · 2:00 – 3:30pm Digitisation steering group (set it for the start)',
    BER,
    once('2026-12-08', '14:00', BER),
  ),
  e(
    'exam season we are open 24/7 from dec 1 to dec 18 so the "we are open" post goes out every day 7am during that',
    LON,
    daily('07:00', LON, { from: '2026-12-01', until: '2026-12-18' }),
  ),
  e('attendance report first working day of every month 9am', LON, on({ firstBusinessDay: true }, '09:00', LON)),
  e('annual loan audit march 31 at 5pm', DUB, on({ monthDays: [31], months: [3] }, '17:00', DUB)),
  e('reshelving trolley reminder every day at 5', LON, halves('daily', '05:00', '17:00', LON)),
  e('museum open at 10h, send the notice tuesday until sunday', MAD, on(TUE_SUN, '10:00', MAD)),
  e('please the alarm test every monday 7.15 in the morning', AMS, on(['mon'], '07:15', AMS)),
  e(
    'planetarium shows 11, 1 and 3 on weekends — ping the desk at each',
    CHI,
    on('weekends', ['11:00', '13:00', '15:00'], CHI),
  ),
  e('library wifi restart 3am daily except sunday', DEN, on(MON_SAT, '03:00', DEN)),
  e('the catalogue reindex runs at 0400 hrs every night', AKL, daily('04:00', AKL)),
  e('public holiday closures — post a notice the day before each bank holiday at 4pm', LON, no(HOLIDAYS)),
  e(
    'summer reading challenge weekly prize draw fridays 3pm from june 25 to august 27',
    TOR,
    on(['fri'], '15:00', TOR, { from: '2027-06-25', until: '2027-08-27' }),
  ),
  e('museum membership renewals run 1st of each month 00:30 Sydney', SYD, on({ monthDays: [1] }, '00:30', SYD)),
  e('evry tuesdy and thrusday 10am toddler rhyme time', LON, on(['tue', 'thu'], '10:00', LON)),
  e('front desk rota is posted sundays at 6 in the evening', NY, on(['sun'], '18:00', NY)),
  e(
    'collections freezer temp log every 30 min 7am–7pm mon–fri',
    AMS,
    span('weekdays', { minutes: 30 }, '07:00', '19:00', AMS),
  ),
  e('Wed, Jan 13 · 18:30 – 20:00 Author talk: remind me an hour before', DUB, once('2027-01-13', '17:30', DUB)),
  e('interlibrary loan pickup every wednesday at 2 p.m. hong kong time', HKG, on(['wed'], '14:00', HKG)),
  e('open late thursdays till 9, remind the guards at 8:45pm', BER, on(['thu'], '20:45', BER)),
  e(
    'museum night the last saturday in march 2027 starts 8pm, post at 6pm that day',
    PAR,
    once('2027-03-27', '18:00', PAR),
  ),
  e('microfilm reader maintenance 2nd and 4th monday 8:15', CHI, on({ nth: [2, 4], weekday: 'mon' }, '08:15', CHI)),
  e('library newsletter goes out the first of the month, around lunchtime', DUB, no(VAGUE)),

  // gyms, fitness studios and personal trainers
  e('spin class reminder mon wed fri 5:45am', LA, on(['mon', 'wed', 'fri'], '05:45', LA)),
  e('PT session with Dana tues & thurs 6:30pm, ping me 1h before', DEN, on(['tue', 'thu'], '17:30', DEN)),
  e('gym opens at 5 every morning, post the doors open message', SYD, daily('05:00', SYD)),
  e('membership renewals job 1st of the month 00:05', LON, on({ monthDays: [1] }, '00:05', LON)),
  e('class timetable email every sunday at 6pm for the week ahead', SGP, on(['sun'], '18:00', SGP)),
  e('HIIT every weekday at 12:15 and 17:30', MEX, on('weekdays', ['12:15', '17:30'], MEX)),
  e('water the studio plants every 3 days lol, 9am', LA, no(DAYS_STEP)),
  e('reformer pilates sat 8am / sun 9am', SYD, plan([at(['sat'], '08:00', SYD), at(['sun'], '09:00', SYD)])),
  e('client check-in texts every 2 hours 6am-8pm mon-fri', TOR, span('weekdays', { hours: 2 }, '06:00', '20:00', TOR)),
  e(
    'remind me to drink water every 90 minutes from 6am to 9pm 💧',
    BNE,
    span('daily', { minutes: 90 }, '06:00', '21:00', BNE),
  ),
  e('yoga 7 tomorrow', LA, either(once('2026-11-24', '07:00', LA), once('2026-11-24', '19:00', LA), no(HALF))),
  e('trainer payroll last business day 3pm Denver', DEN, on({ lastBusinessDay: true }, '15:00', DEN)),
  e('trainer payroll last business day 6pm Denver', DEN, no(BUSINESS_SHIFT)),
  e('open gym sunday 10-2, post the reminder at 9:30', CHI, on(['sun'], '09:30', CHI)),
  e('leg day every 4th day', LON, no(DAYS_STEP)),
  e('macro log reminder 20:00 every day except rest days (sat & sun)', BER, on('weekdays', '20:00', BER)),
  e(
    'long run reminder saturdays 6am from jan 2 to apr 10',
    SAO,
    on(['sat'], '06:00', SAO, { from: '2027-01-02', until: '2027-04-10' }),
  ),
  e('remind clients 24h before their session, sessions are mon/wed 7am', LON, on(['sun', 'tue'], '07:00', LON)),
  e('crossfit WOD post at 4:30 AM every day', DEN, daily('04:30', DEN)),
  e('💪 mon-fri 0545', SYD, on('weekdays', '05:45', SYD)),
  e(
    'sauna maintenance every 2nd sunday at 8 pm',
    DUB,
    either(on({ nth: [2], weekday: 'sun' }, '20:00', DUB), no(WEEKS)),
  ),
  e('studio playlist refresh every 6 hours', LA, plan(every('daily', { hours: 6 }, LA))),
  e(
    'personal training: mon 6am w/ Jo, wed 7pm w/ Sam, fri 12:30 w/ Lee',
    LON,
    plan([at(['mon'], '06:00', LON), at(['wed'], '19:00', LON), at(['fri'], '12:30', LON)]),
  ),
  e('towel check every 50 min, round the clock', SGP, no(STEP_MINUTES)),
  e('zumba thursdays 7:15pm except the last thursday of the month', MEX, no(EXCEPT_NTH)),
  e('group run meets 6:15 sharp tue thu sat send the reminder 5:45', PER, on(['tue', 'thu', 'sat'], '05:45', PER)),
  e(
    'new member welcome emails every weekday 10:00 and 15:00 CET',
    AMS,
    either(on('weekdays', ['10:00', '15:00'], AMS), on('weekdays', ['10:00', '15:00'], 'Etc/GMT-1')),
  ),
  e('boxing class remind at 6 mondays', NY, halves(['mon'], '06:00', '18:00', NY)),
  e('mobility session every morning 6.30 and every evening 21.00', PAR, daily(['06:30', '21:00'], PAR)),
  e(
    'bootcamp in the park sat 7am, summer only (jun–aug)',
    LON,
    on({ weekdays: ['sat'], months: [6, 7, 8] }, '07:00', LON),
  ),
  e('PT Sarah 5pm Tuesday every week', SYD, on(['tue'], '17:00', SYD)),
  e('weigh-in every friday 7am for the next 12 weeks', NY, on(['fri'], '07:00', NY, { count: 12 })),
  e('gym capacity tweet every 15 min between 5am and 11pm', HNL, span('daily', { minutes: 15 }, '05:00', '23:00', HNL)),
  e(
    'swim squad 5:30 am mon to fri and 7am saturdays',
    BNE,
    plan([at('weekdays', '05:30', BNE), at(['sat'], '07:00', BNE)]),
  ),
  e(
    'trainer meeting every month on the second monday at 1pm eastern',
    TOR,
    on({ nth: [2], weekday: 'mon' }, '13:00', NY),
  ),
  e('send the class sign-up link every sunday at 20.00 hrs', OSL, on(['sun'], '20:00', OSL)),
  e('kettlebell class 6am, oh wait it moved to 6:30, mon and thu', DEN, on(['mon', 'thu'], '06:30', DEN)),
  e('daily step goal nudge 7 pm', HKG, daily('19:00', HKG)),
  e('stretch break every hour on the hour 9–5 weekdays', LON, span('weekdays', { hours: 1 }, '09:00', '17:00', LON)),
  e('locker clear-out notice last day of each month at noon', CHI, on({ monthDays: ['last'] }, '12:00', CHI)),
  e('spin instructor sync first tuesday of the month 9pm LA', LA, no(NTH_SHIFT)),
  e('barre class reminder wednesdays 9:15am my time', DUB, on(['wed'], '09:15', DUB)),
  e('Mon, Nov 30 · 7:00 – 8:00am Fitness assessment — remind me 30 min before', SYD, once('2026-11-30', '06:30', SYD)),

  // mines, oil rigs and FIFO rosters
  e('crib break alarm 10:00 and 14:30 every day on day shift', PER, daily(['10:00', '14:30'], PER)),
  e('night shift crib 0200 every night', PER, daily('02:00', PER)),
  e('FIFO flight reminder every other wednesday 5am', PER, no(WEEKS)),
  e('swing is 2 weeks on 1 week off, roster reminder on the first day of each swing 6am', PER, no(WEEKS)),
  e('blast warning 15 min before each blast, blasts are 12:30 and 17:30 daily', PER, daily(['12:15', '17:15'], PER)),
  e('shift change 0600 and 1800 AWST', BNE, daily(['06:00', '18:00'], PER)),
  e('gas detector calibration every 8 hours from midnight', PER, plan(every('daily', { hours: 8 }, PER))),
  e('helicopter manifest due 16:00 UK time every tuesday and friday', OSL, on(['tue', 'fri'], '16:00', LON)),
  e('toolbox talk 0545 mon-thu', PER, on(MON_THU, '05:45', PER)),
  e('water truck log export every 12 hrs at 6 and 6', PER, daily(['06:00', '18:00'], PER)),
  e('platform weather brief 0500 and 1700 central', CHI, daily(['05:00', '17:00'], CHI)),
  e(
    'ventilation survey due last thursday of the month 9am AWST',
    PER,
    on({ nth: ['last'], weekday: 'thu' }, '09:00', PER),
  ),
  e('ventilation survey last thursday of the month 7am AWST', PER, no(NTH_SHIFT)),
  e(
    'fatigue check every 2 hours through night shift, 1800 to 0600',
    PER,
    either(
      daily(['18:00', '20:00', '22:00', '00:00', '02:00', '04:00', '06:00'], PER),
      daily(['18:00', '20:00', '22:00', '00:00', '02:00', '04:00'], PER),
    ),
  ),
  e('roster is 7 on 7 off, remind me the night before fly-in', PER, no(WEEKS)),
  e('FIFO payday every second thursday 8am', PER, either(on({ nth: [2], weekday: 'thu' }, '08:00', PER), no(WEEKS))),
  e('dust monitor upload at quarter past every hour', PER, plan(every('daily', { hours: 1, at: 15 }, PER))),
  e('production report 7am mountain on business days', EDM, on('weekdays', '07:00', EDM)),
  e('shift report 07:30 hora de santiago todos los dias', SCL, daily('07:30', SCL)),
  e(
    'camp kitchen: brekky 4:30am, crib 10:30, dinner 5:30pm, supper 11pm',
    PER,
    daily(['04:30', '10:30', '17:30', '23:00'], PER),
  ),
  e('remind me to book my R&R flights the 20th of every month 8pm perth', PER, on({ monthDays: [20] }, '20:00', PER)),
  e('fly-in day is wednesday, send the manifest reminder tuesday 3pm every week', PER, on(['tue'], '15:00', PER)),
  e('rig 3 BOP test every 14 days', CHI, no(WEEKS)),
  e('generator run test first monday of the month 0700 site time (AWST)', PER, no(NTH_SHIFT)),
  e(
    'generator run test first monday of the month 1000 site time AWST',
    PER,
    on({ nth: [1], weekday: 'mon' }, '10:00', PER),
  ),
  e(
    'pit dewatering pump check every 30 min on nights 18:00-06:00',
    PER,
    either(
      plan([
        every('daily', { minutes: 30, window: ['18:00', '23:30'] }, PER),
        every('daily', { minutes: 30, window: ['00:00', '06:00'] }, PER),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['18:00', '23:30'] }, PER),
        every('daily', { minutes: 30, window: ['00:00', '05:30'] }, PER),
      ]),
    ),
  ),
  e('aberdeen heliport ops brief 05:45 uk every day', OSL, daily('05:45', LON)),
  e('north sea rig: muster drill sundays 10:00 norwegian time', LON, on(['sun'], '10:00', OSL)),
  e('tailings dam inspection 1st and 15th at 7am Brisbane', BNE, on({ monthDays: [1, 15] }, '07:00', BNE)),
  e('lunch crib 12 noon sharp every day', PER, daily('12:00', PER)),
  e('hoist inspection every 3 hours on day shift 6 till 6', PER, span('daily', { hours: 3 }, '06:00', '18:00', PER)),
  e('night shift handover text 5:45pm sun to thu', PER, on(SUN_THU, '17:45', PER)),
  e('rig payroll cutoff 15th and last day at 17:00 Houston time', DEN, on({ monthDays: [15, 'last'] }, '17:00', CHI)),
  e('darwin office: demob reminder every friday 1600 ACST', PER, on(['fri'], '16:00', DRW)),
  e(
    'explosives magazine stocktake the last friday of each month 14:00 WST',
    PER,
    on({ nth: ['last'], weekday: 'fri' }, '14:00', PER),
  ),
  e('compressor log every 2 hrs', PER, plan(every('daily', { hours: 2 }, PER))),
  e('fit for work test reminder 4:45am each day of my swing', PER, daily('04:45', PER)),
  e(
    'mine rescue training 2nd saturday of march june sept and dec at 8 in the morning',
    PER,
    on({ nth: [2], weekday: 'sat', months: [3, 6, 9, 12] }, '08:00', PER),
  ),
  e('weather check before each crane lift', CHI, no(EVENT_TIME)),
  e('roster swap reminder when the swing ends', PER, no(EVENT_TIME)),

  // film and TV production crews
  e('crew text tonight at 9pm about tomorrow’s 5:30am call', LA, once('2026-11-23', '21:00', LA)),
  e('dailies screening every shoot day 7pm, shoot days are mon-fri', LA, on('weekdays', '19:00', LA)),
  e('wrap report email 30 min after wrap', LA, no(EVENT_TIME)),
  e(
    'production meeting every monday 8am PT and the prep deck reminder sunday 6pm',
    LA,
    plan([at(['mon'], '08:00', LA), at(['sun'], '18:00', LA)]),
  ),
  e('call sheet goes out 18:00 the day before each shoot day, shoot days tue-sat', LON, on('weekdays', '18:00', LON)),
  e(
    'back up the DIT drives every 2 hours between 6am and 10pm mon-sat',
    VAN,
    span(MON_SAT, { hours: 2 }, '06:00', '22:00', VAN),
  ),
  e(
    'rushes upload 23:30 PT nightly and the london edit picks up at 08:00 their time',
    LA,
    plan([at('daily', '23:30', LA), at('daily', '08:00', LON)]),
  ),
  e(
    'night shoot week: lunch (yes lunch) is at midnight, remind me each night mon–fri',
    LA,
    either(on(TUE_SUN.slice(0, 5), '00:00', LA), on('weekdays', '00:00', LA)),
  ),
  e('episode airs sundays 9pm ET, social post 10 min before', NY, on(['sun'], '20:50', NY)),
  e('budget top sheet to the studio last friday of the month 5pm LA', LA, no(NTH_SHIFT)),
  e(
    'budget top sheet to the studio last friday of the month at noon LA',
    LA,
    on({ nth: ['last'], weekday: 'fri' }, '12:00', LA),
  ),
  e('location permit renewal 5th of every month 9am', NY, on({ monthDays: [5] }, '09:00', NY)),
  e('Thu, Dec 3 · 10:00am – 1:00pm  Table read', LA, once('2026-12-03', '10:00', LA)),
  e('writers room 10a-6p M-F, lunch ping 1p', LA, on('weekdays', '13:00', LA)),
  e('budapest unit: call sheets 19:00 CET daily till dec 18', LON, daily('19:00', BUD, { until: '2026-12-18' })),
  e('dailies 7ish', LA, no(VAGUE)),
  e('timelapse cam every 10 minutes between sunrise and sunset', SYD, no(MOVABLE)),
  e('stage 4 power-down check every night 11 pm except saturdays', LA, on(SUN_FRI, '23:00', LA)),
  e('VFX renders kick off 20:00 NZT mon-thu', AKL, on(MON_THU, '20:00', AKL)),
  e(
    'unit call reminder 0530 AEST every shoot day mon-sat',
    SYD,
    either(on(MON_SAT, '05:30', BNE), on(MON_SAT, '05:30', SYD)),
  ),
  e(
    'night exteriors next week, call 4pm SAST weekdays — remind me at call',
    LON,
    on('weekdays', '16:00', JNB, { from: '2026-11-30', until: '2026-12-04' }),
  ),
  e('color session w/ the DP every thursday 2-4pm, ping at 1:45', LA, on(['thu'], '13:45', LA)),
  e('hard drive shuttle to the lab leaves 6:45 pm every weekday', NY, on('weekdays', '18:45', NY)),
  e(
    'set the unit base generator refuel reminder 4am, 10am, 4pm, 10pm',
    VAN,
    daily(['04:00', '10:00', '16:00', '22:00'], VAN),
  ),
  e(
    'season finale airs Sun, Dec 13 · 8:00 – 9:00pm EST — live-tweet kickoff 7:55',
    NY,
    once('2026-12-13', '19:55', NY),
  ),
  e('edit bay backup 1 30 am nightly', LA, daily('01:30', LA)),
  e('send the sides to cast at 8 the night before, shooting wed thu fri', LON, on(['tue', 'wed', 'thu'], '20:00', LON)),
  e('cast fittings every 45 mins 9 to 3 on friday', LA, span(['fri'], { minutes: 45 }, '09:00', '15:00', LA)),
  e('hot costs report daily at 9 p m pacific', NY, daily('21:00', LA)),
  e('turnaround check 12 hours after wrap', LA, no(EVENT_TIME)),
  e('atlanta unit: safety meeting 6:00 every monday eastern', LA, on(['mon'], '06:00', NY)),
  e('showrunner notes due every other friday 5pm', LA, no(WEEKS)),
  e(
    'press embargo lifts Tue, Jan 12 at 6:00am PT — schedule the trailer post for then',
    LON,
    once('2027-01-12', '06:00', LA),
  ),
  e(
    'mexico city shoot: lunch is 14:00 and wrap is 20:00, ping me at both, lunes a sábado',
    MEX,
    on(MON_SAT, ['14:00', '20:00'], MEX),
  ),
  e('transport pickups at 5, 5:30 and 6 am tomorrow', LA, once('2026-11-24', ['05:00', '05:30', '06:00'], LA)),
  e('residuals statement 15th of each month 10am pacific', NY, on({ monthDays: [15] }, '10:00', LA)),
  e('cannes submission deadline reminder march 1 2027 9am paris', LA, once('2027-03-01', '09:00', PAR)),
  e('wrap party Fri Dec 18 9pm', LA, once('2026-12-18', '21:00', LA)),
  // translation and localisation agencies across zones
  e('hand-off to the tokyo team 9am their time mon–fri', BER, on('weekdays', '09:00', TYO)),
  e('TMS sync every 15 min', MAD, plan(every('daily', { minutes: 15 }, MAD))),
  e(
    'deliveries are due 17:00 new york time, remind our madrid linguists at 15:00 their time, mon-fri',
    LON,
    on('weekdays', '15:00', MAD),
  ),
  e('weekly invoice run friday 18h Paris', LIS, on(['fri'], '18:00', PAR)),
  e(
    'korean QA window: every hour from 9 to 6 KST on weekdays',
    SEL,
    span('weekdays', { hours: 1 }, '09:00', '18:00', SEL),
  ),
  e('string freeze reminder 2 business days before the release on the 15th, 10am', BER, no(BUSINESS_NTH)),
  e('glossary review first tuesday of the month 10:00 são paulo', SAO, on({ nth: [1], weekday: 'tue' }, '10:00', SAO)),
  e(
    'PM standup weekdays 8:30 my time = 17:30 tokyo',
    LON,
    either(on('weekdays', '08:30', LON), on('weekdays', '17:30', TYO), no(CLOCKS_DISAGREE)),
  ),
  e('ping the manila vendor at their start of day, 8am PHT every weekday', SYD, on('weekdays', '08:00', MNL)),
  e('la entrega cada viernes a las 14h hora de Mexico', MAD, on(['fri'], '14:00', MEX)),
  e('kick off the MT pre-translate 2am kolkata every night', LON, daily('02:00', KOL)),
  e('subtitle QC deadline every thursday EOD', LA, no(VAGUE)),
  e('send the arabic team their batch 9am cairo, sunday to thursday', DXB, on(SUN_THU, '09:00', CAI)),
  e('the polish reviewers want the files at 7:00 warsaw time, monday till friday', BER, on('weekdays', '07:00', WAW)),
  e(
    'two handoffs: 09:00 Seoul and 09:00 São Paulo, every working day',
    LON,
    plan([at('weekdays', '09:00', SEL), at('weekdays', '09:00', SAO)]),
  ),
  e(
    'vendor capacity survey last wednesday of the month 11:00 CET',
    PAR,
    either(
      on({ nth: ['last'], weekday: 'wed' }, '11:00', PAR),
      on({ nth: ['last'], weekday: 'wed' }, '11:00', 'Etc/GMT-1'),
    ),
  ),
  e('remind me to chase the turkish proofreader every tue 10 istanbul time', BER, on(['tue'], '10:00', IST)),
  e('LQA scorecards every 1st & 3rd monday 2pm', SAO, on({ nth: [1, 3], weekday: 'mon' }, '14:00', SAO)),
  e('translation memory export at 23:00 UTC on sundays', TYO, on(['sun'], '23:00', UTC)),
  e('the nairobi team starts 8:30 EAT, send the daily brief then (not weekends)', LON, on('weekdays', '08:30', NBO)),
  e(
    'invoice reminder to freelancers 25th 10am GMT+1',
    LIS,
    either(on({ monthDays: [25] }, '10:00', 'Etc/GMT-1'), on({ monthDays: [25] }, '10:00', PAR)),
  ),
  e(
    'please make a schedule: every workday morning in 8:30, for hand over to Bangkok team',
    BER,
    on('weekdays', '08:30', BER),
  ),
  e('bangkok gets their batch 13:00 ICT mon to fri', BER, on('weekdays', '13:00', BKK)),
  e('sync with Karachi office at 4pm PKT tue thu', DXB, on(['tue', 'thu'], '16:00', KHI)),
  e(
    'release notes translated by 6 their time (Shanghai) every Friday, nudge them at 3pm their time',
    LA,
    on(['fri'], '15:00', SHA),
  ),
  e('weekly ops call moved: it was wed 4pm, now thursday 3pm, same zone (berlin)', NY, on(['thu'], '15:00', BER)),
  e(
    'ask the dubbing studio for status every two hours between 10 and 18 CET weekdays',
    AMS,
    span('weekdays', { hours: 2 }, '10:00', '18:00', AMS),
  ),
  e('every other monday vendor sync 9:00', MAD, no(WEEKS)),
  e(
    'quarterly rate review 1 jan 1 apr 1 jul 1 oct at 09:30',
    ZRH,
    on({ monthDays: [1], months: [1, 4, 7, 10] }, '09:30', ZRH),
  ),
  e(
    'Fri, Dec 4 · 4:00 – 5:00pm (GMT+01:00) Localisation retro',
    LIS,
    either(once('2026-12-04', '16:00', 'Etc/GMT-1'), once('2026-12-04', '16:00', PAR)),
  ),
  e('japanese linguist payment on the 10th at 10 JST', LON, on({ monthDays: [10] }, '10:00', TYO)),
  e('remind me at 5 to send the handoff to Seoul', SEL, no(HALF)),
  e('the Lagos team wants our file drop every day 7am WAT', LON, daily('07:00', 'Africa/Lagos')),
  e(
    'check the CAT tool queue at :00 and :30 during business hours 9-17 Madrid',
    MAD,
    span('weekdays', { minutes: 30 }, '09:00', '17:00', MAD),
  ),
  e('send the mexican spanish batch every weekday 8 am CDMX', MAD, on('weekdays', '08:00', MEX)),
  e('deadline reminder for the LatAm team each friday 12 pm Bogota', MAD, on(['fri'], '12:00', 'America/Bogota')),
  e(
    'monday 9:00 tokyo, tuesday 9:00 berlin, wednesday 9:00 são paulo — rotating PM check-in',
    LON,
    plan([at(['mon'], '09:00', TYO), at(['tue'], '09:00', BER), at(['wed'], '09:00', SAO)]),
  ),
  e('the hindi review is 6 PM IST every day but not sunday', KOL, on(MON_SAT, '18:00', KOL)),
  e('localisation build at 3:17 am every night', LA, daily('03:17', LA)),
  e('translator timesheets last day of month 18:00 Lisbon', LIS, on({ monthDays: ['last'] }, '18:00', LIS)),
  e('sprint demo for the Vietnamese team every second wednesday', BKK, no(NO_TIME)),

  // nonprofits and volunteer rosters
  e('food bank volunteer reminder every saturday 7am, shift starts at 8', CHI, on(['sat'], '07:00', CHI)),
  e('soup kitchen roster goes out wednesdays at noon', NY, on(['wed'], '12:00', NY)),
  e('donor thank-you emails 10am on the 1st and 15th', TOR, on({ monthDays: [1, 15] }, '10:00', TOR)),
  e('board meets the 2nd tuesday 7pm, reminder the day before at 7pm', LON, no(BEFORE_NTH)),
  e(
    'Giving Tuesday is Dec 1 — post at 6am, 12pm and 6pm eastern that day',
    CHI,
    once('2026-12-01', ['06:00', '12:00', '18:00'], NY),
  ),
  e('volunteer hours report last day of the month 11pm', SYD, on({ monthDays: ['last'] }, '23:00', SYD)),
  e('shelter bed count every night at 9', LON, daily('21:00', LON)),
  e('habitat build days every other saturday 8am', DEN, no(WEEKS)),
  e('meals on wheels driver text 10:30 mon wed fri', DUB, on(['mon', 'wed', 'fri'], '10:30', DUB)),
  e(
    'grant report due jan 31, remind me on jan 24 and jan 30 at 9am',
    NY,
    plan(at({ monthDays: [24, 30], months: [1] }, '09:00', NY), { from: '2027-01-24', until: '2027-01-30' }),
  ),
  e(
    'volunteer appreciation lunch 3rd saturday in june 2pm',
    SYD,
    on({ nth: [3], weekday: 'sat', months: [6] }, '14:00', SYD),
  ),
  e('clothing drive 1st and 3rd saturday, reminder the friday before 6pm', LON, no(BEFORE_NTH)),
  e('beach cleanup team msg every sunday 6:30 in the morning', SYD, on(['sun'], '06:30', SYD)),
  e('newsletter to supporters first thursday of the month 11am', LON, on({ nth: [1], weekday: 'thu' }, '11:00', LON)),
  e('hotline volunteer shifts 6-10pm weeknights, ping the volunteer at 5:30pm', NY, on('weekdays', '17:30', NY)),
  e('church pantry restock every tuesday after the morning service', CHI, no(EVENT_TIME)),
  e(
    'tutoring program runs mon/wed 3:30pm during school term, jan 11 to apr 1',
    TOR,
    on(['mon', 'wed'], '15:30', TOR, { from: '2027-01-11', until: '2027-04-01' }),
  ),
  e('annual appeal: remind me every year on nov 30 at 9am', NY, on({ monthDays: [30], months: [11] }, '09:00', NY)),
  e('animal rescue adoption day saturdays 10 to 2 post a reminder friday 7pm', DEN, on(['fri'], '19:00', DEN)),
  e('volunteer sign up sheet every week mon 8 am', NBO, on(['mon'], '08:00', NBO)),
  e('refugee welcome centre: shift swaps posted daily at 20.30', BER, daily('20:30', BER)),
  e('crisis text line coverage check every 30 minutes 24/7', LA, plan(every('daily', { minutes: 30 }, LA))),
  e('monthly donor report on the 2nd business day 9am', NY, no(BUSINESS_NTH)),
  e('tax receipt batch jan 15 8am every year', TOR, on({ monthDays: [15], months: [1] }, '08:00', TOR)),
  e('food rescue pickups at 9pm from the bakery mon to sat', MEL, on(MON_SAT, '21:00', MEL)),
  e('remind volunteers the day of the holiday party dec 19 at 3pm', LON, once('2026-12-19', '15:00', LON)),
  e('rota reminder every thursday 6 pm kathmandu time for the clinic volunteers', KTM, on(['thu'], '18:00', KTM)),
  e(
    'fundraiser run sun mar 28 2027 8am CET — remind runners at 6:30 that morning',
    AMS,
    either(once('2027-03-28', '06:30', AMS), once('2027-03-28', '06:30', 'Etc/GMT-1')),
  ),
  e('board pack to trustees 7 days before each quarterly meeting', LON, no(EVENT_TIME)),
  e(
    'litter pick every saturday 10am except december',
    DUB,
    on({ weekdays: ['sat'], months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '10:00', DUB),
  ),
  e('vol coordinator office hrs tue+thu 1-3, ping at 12:55', SYD, on(['tue', 'thu'], '12:55', SYD)),
  e(
    'send the week’s volunteer list monday 7:00 and the thank-you friday 16:00',
    JNB,
    plan([at(['mon'], '07:00', JNB), at(['fri'], '16:00', JNB)]),
  ),
  e('every day at 6 remind me to log volunteer hours', NY, halves('daily', '06:00', '18:00', NY)),
  e(
    'toy drive collection Dec 5 and Dec 12, reminder 8am both days',
    CHI,
    plan(at({ monthDays: [5, 12], months: [12] }, '08:00', CHI), { from: '2026-12-05', until: '2026-12-12' }),
  ),
  e(
    'mentor matching emails at 10 am on weekdays in january only',
    LON,
    on({ weekdays: 'weekdays', months: [1] }, '10:00', LON),
  ),
  e('mentor matching emails at 7 pm on weekdays in january only (eastern)', LON, no(MONTH_EDGE)),

  // crypto and 24/7 fintech ops
  e('funding rate snapshot at 00:00, 08:00 and 16:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('hot wallet balance check every 5 min', LON, plan(every('daily', { minutes: 5 }, LON))),
  e('cold storage sweep sundays 03:00 UTC', ZRH, on(['sun'], '03:00', UTC)),
  e('reconcile with the bank every business day 6:30pm NY', NY, on('weekdays', '18:30', NY)),
  e('settlement report T+1 7am singapore mon-fri', LON, on('weekdays', '07:00', SGP)),
  e('price alert job every 30 seconds', SGP, no(SECONDS)),
  e('proof of reserves publish 1st of the month 00:00 UTC', HKG, on({ monthDays: [1] }, '00:00', UTC)),
  e('rotate the api keys every 90 days', LON, no(DAYS_STEP)),
  e('options expiry last friday of the month 08:00 UTC', LON, on({ nth: ['last'], weekday: 'fri' }, '08:00', UTC)),
  e('CME close 4pm CT weekdays, snapshot then', NY, on('weekdays', '16:00', CHI)),
  e('on-call handoff 9am and 9pm SGT every day', SGP, daily(['09:00', '21:00'], SGP)),
  e('staking rewards payout every epoch', LON, no(EVENT_TIME)),
  e('ping the validator node every 7 minutes', UTC, no(STEP_MINUTES)),
  e('mempool stats every 12 min', UTC, plan(every('daily', { minutes: 12 }, UTC))),
  e('market maker restart 23:59:30 UTC daily', UTC, no(SECONDS)),
  e(
    'ping each desk at its open on weekdays: tokyo 9:00, dubai 9:00, london 8:00',
    SGP,
    plan([at('weekdays', '09:00', TYO), at('weekdays', '09:00', DXB), at('weekdays', '08:00', LON)]),
  ),
  e('weekend defi monitor every 10 min sat & sun', UTC, plan(every('weekends', { minutes: 10 }, UTC))),
  e('fx rates pull hourly at :05 mon–fri UTC', LON, plan(every('weekdays', { hours: 1, at: 5 }, UTC))),
  e(
    'quarter-end lockdown last day of mar/jun/sep/dec 18:00 london',
    NY,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '18:00', LON),
  ),
  e('chargeback report every weekday 6am eastern', DEN, on('weekdays', '06:00', NY)),
  e('btc treasury rebalance 1st monday of month 14:00 UTC', NY, on({ nth: [1], weekday: 'mon' }, '14:00', UTC)),
  e('exchange maintenance window every wednesday 02:00–03:00 UTC, alert 15 min before', HKG, on(['wed'], '01:45', UTC)),
  e('liquidation engine health check every 2 minutes', SGP, plan(every('daily', { minutes: 2 }, SGP))),
  e('SEPA batch cut-off 15:45 frankfurt time business days', LON, on('weekdays', '15:45', BER)),
  e('ACH file submit 16:30 ET mon-fri but not on federal holidays', NY, no(HOLIDAYS)),
  e('card settlement 01:00 HKT daily', HKG, daily('01:00', HKG)),
  e(
    'kyc queue alert every 20 minutes during 8am to 8pm dubai',
    DXB,
    span('daily', { minutes: 20 }, '08:00', '20:00', DXB),
  ),
  e('stablecoin attestation 5th of month 12pm ET', NY, on({ monthDays: [5] }, '12:00', NY)),
  e('oracle price feed heartbeat every 1 hour at 30 past', UTC, plan(every('daily', { hours: 1, at: 30 }, UTC))),
  e('run gas fee report every 4h', LON, plan(every('daily', { hours: 4 }, LON))),
  e('run gas fee report every 5h', LON, no(STEP_HOURS)),
  e('monthly token unlock on the 28th 00:00 UTC', SGP, on({ monthDays: [28] }, '00:00', UTC)),
  e('fiat off-ramp payouts twice a day 10:00 & 22:00 lagos', LON, daily(['10:00', '22:00'], 'Africa/Lagos')),
  e(
    'risk report daily 7:30 zurich, also saturday 10:00',
    ZRH,
    plan([at('daily', '07:30', ZRH), at(['sat'], '10:00', ZRH)]),
  ),
  e('post the weekly volume recap on sunday 20:00 UTC+8', SGP, on(['sun'], '20:00', 'Etc/GMT-8')),
  e('audit log export last business day of the month 11pm UTC', LON, on({ lastBusinessDay: true }, '23:00', UTC)),
  e('audit log export last business day of the month 11pm singapore', SGP, on({ lastBusinessDay: true }, '23:00', SGP)),
  e('audit log export last business day of the month 7am singapore', SGP, no(BUSINESS_SHIFT)),
  e('nyse open bell alert 9:30 ET weekdays, except holidays', LON, no(HOLIDAYS)),
  e('wallet address book backup 03:33 every day', NY, daily('03:33', NY)),
  e(
    'every 15 min between 21:00 and 01:00 UTC watch the asia open',
    UTC,
    either(
      plan([
        every('daily', { minutes: 15, window: ['21:00', '23:45'] }, UTC),
        every('daily', { minutes: 15, window: ['00:00', '01:00'] }, UTC),
      ]),
      plan([
        every('daily', { minutes: 15, window: ['21:00', '23:45'] }, UTC),
        every('daily', { minutes: 15, window: ['00:00', '00:45'] }, UTC),
      ]),
    ),
  ),

  // university research labs
  e(
    'cluster job nightly at 01:00 but on weekends at 03:00',
    NY,
    plan([at('weekdays', '01:00', NY), at('weekends', '03:00', NY)]),
  ),
  e('lab meeting thursdays 2pm, reminder 30 min before', LON, on(['thu'], '13:30', LON)),
  e('journal club every other friday 4pm', ZRH, no(WEEKS)),
  e(
    'seminar series tuesdays 4pm during term (jan 11 – mar 19)',
    LON,
    on(['tue'], '16:00', LON, { from: '2027-01-11', until: '2027-03-19' }),
  ),
  e('liquid nitrogen top-up mon & thu 8:30', NY, on(['mon', 'thu'], '08:30', NY)),
  e(
    'GPU queue status every 30 min between 8am and 8pm weekdays',
    TOR,
    span('weekdays', { minutes: 30 }, '08:00', '20:00', TOR),
  ),
  e('backup /scratch 04:00 on the 1st, 11th and 21st', MEL, on({ monthDays: [1, 11, 21] }, '04:00', MEL)),
  e('incubator log every 6 hours starting midnight', LON, plan(every('daily', { hours: 6 }, LON))),
  e(
    'grant deadline feb 15 5pm ET, remind me feb 1 and feb 8 at 9am ET',
    LON,
    plan(at({ monthDays: [1, 8], months: [2] }, '09:00', NY), { from: '2027-02-01', until: '2027-02-08' }),
  ),
  e('PhD progress reviews first monday of march, june, september and december 10am melbourne', MEL, no(NTH_SHIFT)),
  e('mass spec calibration every weekday 7am, not on the last friday of the month', LON, no(EXCEPT_NTH)),
  e('sequencer run reminder 9pm every day 🧬', SYD, daily('21:00', SYD)),
  e('TA office hours wed 3-4pm, reminder at 2:45', CHI, on(['wed'], '14:45', CHI)),
  e('reading group tuesday at 12 noon', DUB, on(['tue'], '12:00', DUB)),
  e(
    'cluster maintenance is the 2nd tuesday 06:00–10:00 UTC, notify at 05:30 UTC',
    LON,
    on({ nth: [2], weekday: 'tue' }, '05:30', UTC),
  ),
  e('autoclave log 07:45 und 16:45 Mo-Fr', ZRH, on('weekdays', ['07:45', '16:45'], ZRH)),
  e('feed the cell cultures every 36 hours', LON, no(STEP_HOURS)),
  e('observing run starts at astronomical twilight, alert me then', SCL, no(MOVABLE)),
  e('arxiv cutoff 14:00 ET mon–thu, remind me 13:30 ET', LON, on(MON_THU, '13:30', NY)),
  e(
    'summer school july 5–16 2027 daily 8:45 bell',
    CPH,
    daily('08:45', CPH, { from: '2027-07-05', until: '2027-07-16' }),
  ),
  e('slurm fairshare reset 00:00 on the 1st', NY, on({ monthDays: [1] }, '00:00', NY)),
  e('fume hood airflow check first monday 9am', TOR, on({ nth: [1], weekday: 'mon' }, '09:00', TOR)),
  e('mice cage check 8am and 4pm incl weekends', BER, daily(['08:00', '16:00'], BER)),
  e(
    'department colloquium fridays 3:30pm, only in term: sep 27 to dec 10 2027',
    CHI,
    on(['fri'], '15:30', CHI, { from: '2027-09-27', until: '2027-12-10' }),
  ),
  e('weekly lab cleanup wednesdays 17h', PAR, on(['wed'], '17:00', PAR)),
  e('cryo-EM booking opens every monday 00:00, book at 00:01', LON, on(['mon'], '00:01', LON)),
  e('rerun the pipeline every 3 hours on weekdays', SEL, plan(every('weekdays', { hours: 3 }, SEL))),
  e('thesis writing nudge every morning at 8 except sundays', TOR, on(MON_SAT, '08:00', TOR)),
  e('group meeting mondays 10:00 AEDT', MEL, either(on(['mon'], '10:00', SYD), on(['mon'], '10:00', 'Etc/GMT-11'))),
  e(
    'safety training reminder jan 4 and jul 5, 9 am',
    LON,
    plan([at({ monthDays: [4], months: [1] }, '09:00', LON), at({ monthDays: [5], months: [7] }, '09:00', LON)]),
  ),
  e('drosophila flip every 10 days', LON, no(DAYS_STEP)),
  e('send the instrument usage report last working day 4pm', TOR, on({ lastBusinessDay: true }, '16:00', TOR)),
  e(
    'qualifying exam reminders: mar 1 2027 and apr 1 2027 at 10am',
    NY,
    plan(at({ monthDays: [1], months: [3, 4] }, '10:00', NY), { from: '2027-03-01', until: '2027-04-01' }),
  ),
  e(
    'freezer -80 alarm test every 2nd wednesday 11am',
    LON,
    either(on({ nth: [2], weekday: 'wed' }, '11:00', LON), no(WEEKS)),
  ),
  e('HPC job at 2:30am eastern every day', NY, daily('02:30', NY)),
  e('lab mtg moved from thu 2pm to fri 10am, weekly', SGP, on(['fri'], '10:00', SGP)),
  e(
    'data logger sync on the hour between 6pm and 6am',
    CHI,
    either(
      daily(
        [
          '18:00',
          '19:00',
          '20:00',
          '21:00',
          '22:00',
          '23:00',
          '00:00',
          '01:00',
          '02:00',
          '03:00',
          '04:00',
          '05:00',
          '06:00',
        ],
        CHI,
      ),
      daily(
        ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00', '00:00', '01:00', '02:00', '03:00', '04:00', '05:00'],
        CHI,
      ),
    ),
  ),
  e('collaborators in kolkata: joint call every thursday 6:30 pm IST', LON, on(['thu'], '18:30', KOL)),
  // breweries and wineries
  e('fermenter temp log every 15 min', DEN, plan(every('daily', { minutes: 15 }, DEN))),
  e('dry hop FV3 in 3 days at 10am', DEN, once('2026-11-26', '10:00', DEN)),
  e(
    'taproom opens 3pm wed-fri and noon sat-sun, post the tap list 30 min before',
    LA,
    plan([at(['wed', 'thu', 'fri'], '14:30', LA), at('weekends', '11:30', LA)]),
  ),
  e(
    'cellar door tastings 10, 11:30, 1, 2:30 and 4 every day, ping the host at each',
    ADL,
    daily(['10:00', '11:30', '13:00', '14:30', '16:00'], ADL),
  ),
  e(
    'punch-downs 3x a day during vintage (feb 15 to apr 30): 7am 1pm 7pm',
    ADL,
    daily(['07:00', '13:00', '19:00'], ADL, { from: '2027-02-15', until: '2027-04-30' }),
  ),
  e('bottling day every 2nd thursday 7am', DEN, either(on({ nth: [2], weekday: 'thu' }, '07:00', DEN), no(WEEKS))),
  e('keg pickup reminder mondays 9', PAR, halves(['mon'], '09:00', '21:00', PAR)),
  e('Oktoberfest keg tapping sat sept 18 2027 12:00 munich', NY, once('2027-09-18', '12:00', BER)),
  e(
    'brix readings every morning 6:30 during harvest, harvest = sep 1 – oct 20',
    LA,
    daily('06:30', LA, { from: '2027-09-01', until: '2027-10-20' }),
  ),
  e('CIP cycle on the brite tanks every 48 hours', DEN, no(DAYS_STEP)),
  e('vendimia reminder 1 march 9hs', MDZ, on({ monthDays: [1], months: [3] }, '09:00', MDZ)),
  e(
    'glycol chiller check on the half hour overnight 10pm–6am',
    DEN,
    daily(['22:30', '23:30', '00:30', '01:30', '02:30', '03:30', '04:30', '05:30'], DEN),
  ),
  e('TTB excise report due the 14th, remind me on the 10th 10am', CHI, on({ monthDays: [10] }, '10:00', CHI)),
  e('yeast pitch reminder tmrw 8:15am', PAR, once('2026-11-24', '08:15', PAR)),
  e(
    'brewery tour bookings email every friday 4pm and saturday 9am',
    DUB,
    plan([at(['fri'], '16:00', DUB), at(['sat'], '09:00', DUB)]),
  ),
  e('barrel topping every 2 weeks', BER, no(WEEKS)),
  e(
    'wine club shipment notice 1st tuesday of feb, may, aug, nov 10am',
    LA,
    on({ nth: [1], weekday: 'tue', months: [2, 5, 8, 11] }, '10:00', LA),
  ),
  e(
    'frost alarm check every 30 mins from 1am to 7am in september and october',
    AKL,
    span({ months: [9, 10] }, { minutes: 30 }, '01:00', '07:00', AKL),
  ),
  e('marlborough: netting check every morning 7 nzst', AKL, either(daily('07:00', AKL), daily('07:00', 'Etc/GMT-12'))),
  e(
    'stellenbosch: harvest team whatsapp 05:30 daily from 1 feb to 31 mar',
    JNB,
    daily('05:30', JNB, { from: '2027-02-01', until: '2027-03-31' }),
  ),
  e('trivia night at the taproom every tuesday at 7, post at 5', CHI, on(['tue'], '17:00', CHI)),
  e(
    'bordeaux: vente primeur emails every weekday in april at 9h',
    LON,
    on({ weekdays: 'weekdays', months: [4] }, '09:00', PAR),
  ),
  e('canning line crew text sun-thu 9pm for next-day start', DEN, on(SUN_THU, '21:00', DEN)),
  e('gravity reading 8 and 8 until it’s done fermenting', CHI, no(EVENT_TIME)),
  e('distributor order cutoff wednesdays noon mountain time', LA, on(['wed'], '12:00', DEN)),
  e(
    'tap list update every day the taproom is open (wed–sun) at 11:45',
    TOR,
    on(['wed', 'thu', 'fri', 'sat', 'sun'], '11:45', TOR),
  ),
  e('sour program: sample the foeders on the 1st of every month 9am', DEN, on({ monthDays: [1] }, '09:00', DEN)),
  e(
    'napa: pre-dawn pick starts 3am, text the crew at 2:15am every day next week',
    LA,
    daily('02:15', LA, { from: '2026-11-30', until: '2026-12-06' }),
  ),
  e('mash in 6 am monday wednesday friday', BNE, on(['mon', 'wed', 'fri'], '06:00', BNE)),
  e(
    'wine release party Sat, Dec 5 · 2 – 5pm — send the reminder that morning at 9',
    SYD,
    once('2026-12-05', '09:00', SYD),
  ),
  e('hop contract payment 31 dec 5pm', DEN, on({ monthDays: [31], months: [12] }, '17:00', DEN)),
  e(
    'coolroom temp alert every 10 min overnight (20:00–06:00)',
    ADL,
    either(
      plan([
        every('daily', { minutes: 10, window: ['20:00', '23:50'] }, ADL),
        every('daily', { minutes: 10, window: ['00:00', '06:00'] }, ADL),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['20:00', '23:50'] }, ADL),
        every('daily', { minutes: 10, window: ['00:00', '05:50'] }, ADL),
      ]),
    ),
  ),
  e('barossa: cellar door staff roster posted sunday 5pm adelaide time', SYD, on(['sun'], '17:00', ADL)),
  e('mendoza bodega: riego a las 6 y a las 18 todos los dias', MDZ, daily(['06:00', '18:00'], MDZ)),

  // dog walkers, pet sitters and house cleaners
  e(
    'walk Biscuit 7am, 12:30 and 6pm weekdays, 9am only on weekends',
    LON,
    plan([at('weekdays', ['07:00', '12:30', '18:00'], LON), at('weekends', '09:00', LON)]),
  ),
  e('feed the cats at 8 and 8', NY, daily(['08:00', '20:00'], NY)),
  e('insulin for Mochi every 12 hours at 7:30', TOR, daily(['07:30', '19:30'], TOR)),
  e('cleaning at the hendersons every other tuesday 10am', CHI, no(WEEKS)),
  e('mrs k house clean 1st and 3rd friday 9:30am', DUB, on({ nth: [1, 3], weekday: 'fri' }, '09:30', DUB)),
  e('client invoices every monday 8pm', SYD, on(['mon'], '20:00', SYD)),
  e(
    'pet sit for the garcias dec 20 to jan 3, visits 8am and 5pm',
    LA,
    daily(['08:00', '17:00'], LA, { from: '2026-12-20', until: '2027-01-03' }),
  ),
  e('flea meds first of the month', LON, no(NO_TIME)),
  e('remind me dog walk at 3 everyday', AMS, either(daily('15:00', AMS), no(HALF))),
  e(
    'dog walks 11:30 mon-fri, 10 on saturdays',
    DEN,
    either(plan([at('weekdays', '11:30', DEN), at(['sat'], '10:00', DEN)]), no(HALF)),
  ),
  e('water the clients plants every 3rd day', BER, no(DAYS_STEP)),
  e(
    'deep clean at the smith flat last saturday of every month 9am',
    LON,
    on({ nth: ['last'], weekday: 'sat' }, '09:00', LON),
  ),
  e('remind me to confirm tomorrows clients every evening 7:30', TOR, daily('19:30', TOR)),
  e('pick up Luna from daycare mon wed 5:15pm', SYD, on(['mon', 'wed'], '17:15', SYD)),
  e(
    'cat sitting apt 4B twice a day 9 am and 9 pm until sunday',
    NY,
    daily(['09:00', '21:00'], NY, { until: '2026-11-29' }),
  ),
  e('supplies restock reminder every other friday', LON, no(WEEKS)),
  e('dog walk group msg for the week goes out sunday at 7 in the evening', MEL, on(['sun'], '19:00', MEL)),
  e('Rex meds 6am noon 6pm and midnight', LA, daily(['06:00', '12:00', '18:00', '00:00'], LA)),
  e(
    'house cleaning job mrs lee: thursdays 1 pm until christmas',
    HKG,
    on(['thu'], '13:00', HKG, { until: '2026-12-25' }),
  ),
  e(
    'pool cleaning every saturday morning 8 during summer dec-feb',
    SYD,
    on({ weekdays: ['sat'], months: [12, 1, 2] }, '08:00', SYD),
  ),
  e('text the owner a photo at lunch time every day', LON, no(VAGUE)),
  e('hamster cage cleaning every sunday 11', BER, halves(['sun'], '11:00', '23:00', BER)),
  e('biweekly clean at the office, fridays 6pm', NY, no(WEEKS)),
  e('bonjour, pour le chien: promenade 7h, 13h et 19h chaque jour', PAR, daily(['07:00', '13:00', '19:00'], PAR)),
  e('horse feeding 5:30 am and 4:30 pm every day', DEN, daily(['05:30', '16:30'], DEN)),
  e('vet appt Wed Dec 2 10:40am, remind me the night before at 8pm', CHI, once('2026-12-01', '20:00', CHI)),
  e('aquarium water change 1st & 15th 10 am', SGP, on({ monthDays: [1, 15] }, '10:00', SGP)),
  e(
    'key handover for airbnb cleans every sat and sun 11am checkout, clean at 11:30',
    LIS,
    on('weekends', '11:30', LIS),
  ),
  e(
    'dog walker schedule: Mon Tue Thu 1pm, Fri 11am',
    DUB,
    plan([at(['mon', 'tue', 'thu'], '13:00', DUB), at(['fri'], '11:00', DUB)]),
  ),
  e('bill the cleaning clients on the last day of each month 6 pm', TOR, on({ monthDays: ['last'] }, '18:00', TOR)),
  e('give milo his thyroid pill 12 hrs apart starting 7 am', LA, daily(['07:00', '19:00'], LA)),

  // wind and solar farms
  e('inverter telemetry every 5 min from 5am to 9pm', PHX, span('daily', { minutes: 5 }, '05:00', '21:00', PHX)),
  e('panel cleaning robots run at sunrise', DXB, no(MOVABLE)),
  e('SCADA export hourly at :55', CHI, plan(every('daily', { hours: 1, at: 55 }, CHI))),
  e('gearbox oil samples on 1 jan and 1 jul 9am', CPH, on({ monthDays: [1], months: [1, 7] }, '09:00', CPH)),
  e('curtailment report 23:55 CET daily', BER, either(daily('23:55', BER), daily('23:55', 'Etc/GMT-1'))),
  e(
    'blade inspection drone flights tue & fri 7:00 MST',
    DEN,
    either(on(['tue', 'fri'], '07:00', DEN), on(['tue', 'fri'], '07:00', PHX)),
  ),
  e('day-ahead market bid 10:00 ERCOT time every day', NY, daily('10:00', CHI)),
  e('soiling index every 2 hours 06:00-20:00 santiago', SCL, span('daily', { hours: 2 }, '06:00', '20:00', SCL)),
  e('ice throw check whenever the temp drops below zero', CPH, no(CONDITION)),
  e('monthly availability report on the 2nd business day', MAD, no(BUSINESS_NTH)),
  e(
    'scada password rotation first monday of jan apr jul oct 9am copenhagen',
    LON,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '09:00', CPH),
  ),
  e('rajasthan plant: generation report 18:30 IST daily', KOL, daily('18:30', KOL)),
  e('inner mongolia wind farm: daily dispatch 08:00 beijing time', SHA, daily('08:00', SHA)),
  e('scottish windfarm: met mast data pull at 00:10 every day UK', LON, daily('00:10', LON)),
  e('substation walkdown every wednesday 7', MAD, halves(['wed'], '07:00', '19:00', MAD)),
  e(
    'battery storage: charge window starts 11:00, discharge 17:00, alert at both, weekdays',
    SYD,
    on('weekdays', ['11:00', '17:00'], SYD),
  ),
  e('tracker stow check every 20 minutes during daylight', PHX, no(MOVABLE)),
  e(
    'met station calibration quarterly 15th jan apr jul oct 10am',
    DEN,
    on({ monthDays: [15], months: [1, 4, 7, 10] }, '10:00', DEN),
  ),
  e('wind farm SCADA backup 02:00 every sunday and wednesday', AMS, on(['sun', 'wed'], '02:00', AMS)),
  e('turbine availability KPI email last business day 17:00 madrid', MAD, on({ lastBusinessDay: true }, '17:00', MAD)),
  e('PPA invoice 3rd working day 9am', LON, no(BUSINESS_NTH)),
  e('vegetation mowing at the solar site every 6 weeks', DEN, no(WEEKS)),
  e('grid operator curtailment notice check every 15 min 24/7', JNB, plan(every('daily', { minutes: 15 }, JNB))),
  e('forecast upload 9:45 and 15:45 local every day, local is hawaii', LA, daily(['09:45', '15:45'], HNL)),
  e('offshore CTV crew transfer weather go/no-go 05:00 daily', LON, daily('05:00', LON)),
  e('PV string check 2nd saturday of the month 6am phoenix', PHX, on({ nth: [2], weekday: 'sat' }, '06:00', PHX)),
  e('PV string check 2nd saturday of the month 6pm phoenix', PHX, no(NTH_SHIFT)),
  e('perth solar farm: inverter reset 12:00 AWST first of month', PER, on({ monthDays: [1] }, '12:00', PER)),
  e(
    'send the SCADA alarms digest every 3 hrs 6 to 21 weekdays',
    CHI,
    span('weekdays', { hours: 3 }, '06:00', '21:00', CHI),
  ),

  // embassies and consulates in odd zones
  e('consular appointments open sun-thu 8:30 tehran', TEH, on(SUN_THU, '08:30', TEH)),
  e('visa queue release every weekday 9:15 kathmandu', LON, on('weekdays', '09:15', KTM)),
  e('security check-in 06:00 and 18:00 local', KBL, daily(['06:00', '18:00'], KBL)),
  e('cable summary due 17:30 MMT mon-fri', RGN, on('weekdays', '17:30', RGN)),
  e('passport pickups tue & thu 10am VET', CCS, on(['tue', 'thu'], '10:00', CCS)),
  e('casablanca consulate: reminder 9am every weekday', PAR, on('weekdays', '09:00', CAS)),
  e(
    'australia day reception Tue Jan 26 6pm adelaide, reminder that morning 9:00',
    ADL,
    once('2027-01-26', '09:00', ADL),
  ),
  e('mail run wednesdays 13:00 chatham time', AKL, on(['wed'], '13:00', CHT)),
  e('st. john’s office opens 9 newfoundland time mon-fri, send the queue link then', TOR, on('weekdays', '09:00', NFL)),
  e('run at 00:00 NPT on the 1st of every month', KTM, on({ monthDays: [1] }, '00:00', KTM)),
  e(
    'report to HQ in washington 9am ET every weekday, that is 7:30pm tehran',
    TEH,
    either(on('weekdays', '09:00', NY), on('weekdays', '19:30', TEH), no(CLOCKS_DISAGREE)),
  ),
  e('staff meeting last friday of the month 10am kabul', KBL, on({ nth: ['last'], weekday: 'fri' }, '10:00', KBL)),
  e('first sunday 8am yangon, flag ceremony', RGN, on({ nth: [1], weekday: 'sun' }, '08:00', RGN)),
  e('first monday of the month 4am kathmandu, consular data sync', KTM, no(NTH_SHIFT)),
  e('last thursday of the month 8pm caracas', CCS, no(NTH_SHIFT)),
  e('last thursday of the month 7:59pm caracas', CCS, on({ nth: ['last'], weekday: 'thu' }, '19:59', CCS)),
  e('first tuesday 10am chatham islands', AKL, no(NTH_SHIFT)),
  e('last business day 9pm newfoundland', NFL, no(BUSINESS_SHIFT)),
  e('last business day 8pm newfoundland', NFL, on({ lastBusinessDay: true }, '20:00', NFL)),
  e('2nd wednesday 11am adelaide, visa policy call', ADL, on({ nth: [2], weekday: 'wed' }, '11:00', ADL)),
  e('2nd wednesday 10am adelaide, visa policy call', ADL, no(NTH_SHIFT)),
  e(
    'every 20 min 8am-2pm tehran, check the appointment portal',
    TEH,
    span('daily', { minutes: 20 }, '08:00', '14:00', TEH),
  ),
  e('kabul: radio check every 30 min', KBL, plan(every('daily', { minutes: 30 }, KBL))),
  e('kathmandu: sync every 20 minutes', KTM, plan(every('daily', { minutes: 20 }, KTM))),
  e('every hour on the hour kathmandu time', LON, plan(every('daily', { hours: 1 }, KTM))),
  e('newfoundland office backup every 2 hours', NFL, plan(every('daily', { hours: 2 }, NFL))),
  e('closure notice the day before nowruz at 4pm tehran', TEH, no(MOVABLE)),
  e('dashain holiday notice a week before dashain', KTM, no(MOVABLE)),
  e('ramadan hours reminder 8:30 every day during ramadan', CAS, no(MOVABLE)),
  e('casablanca: courier at 8:00 every day', CAS, daily('08:00', CAS)),
  e('chatham: daily 00:00 chatham time, log rotate', CHT, daily('00:00', CHT)),
  e('yangon embassy: power cut check every 4 hours', RGN, plan(every('daily', { hours: 4 }, RGN))),
  e('caracas: fx rate pull 9:00 and 13:00 VET weekdays', CCS, on('weekdays', ['09:00', '13:00'], CCS)),
  e('tehran: weekly cable thursday 11:00 IRST', TEH, on(['thu'], '11:00', TEH)),
  e('kabul station: sitrep 0730 and 1930 daily (UTC+4:30)', KBL, daily(['07:30', '19:30'], KBL)),
  e('adelaide: visa officer standup 8:45 adelaide time weekdays', ADL, on('weekdays', '08:45', ADL)),
  e('the chatham islands office closes 4pm fridays, last call 3:30 their time', AKL, on(['fri'], '15:30', CHT)),
  e('st. john’s passport desk opens 9:30 weekdays', NFL, on('weekdays', '09:30', NFL)),
  e('kathmandu embassy opens 9:45 their time, sunday to friday', DUB, on(SUN_FRI, '09:45', KTM)),
  e('yangon visa section 9-12 mon-fri, reminder 8:50 local', BKK, on('weekdays', '08:50', RGN)),
  e(
    'tehran mission pouch goes tuesday 14:00, my time is london, remind me at their 13:00',
    LON,
    on(['tue'], '13:00', TEH),
  ),
  e('casablanca 10:00 first monday of the month consular circuit', CAS, on({ nth: [1], weekday: 'mon' }, '10:00', CAS)),
  e('caracas 9pm daily security sweep', CCS, daily('21:00', CCS)),
  e('kabul: friday prayers closure notice thursday 16:00', KBL, on(['thu'], '16:00', KBL)),
  e(
    'national day reception kathmandu may 29 6pm, invitations reminder may 1 at 10am',
    KTM,
    plan(at({ monthDays: [1], months: [5] }, '10:00', KTM), { from: '2027-05-01', until: '2027-05-01' }),
  ),
  e('st johns: every monday 8:30 am, even after the clocks change on march 14', NFL, on(['mon'], '08:30', NFL)),
  e('adelaide consulate: run at 2:30am every sunday', ADL, on(['sun'], '02:30', ADL)),
  e('chatham: send at 3:45am every day', CHT, daily('03:45', CHT)),
  e('every 30 min in newfoundland time', NFL, plan(every('daily', { minutes: 30 }, NFL))),
  e('15th of each month 1am adelaide', ADL, on({ monthDays: [15] }, '01:00', ADL)),
];
