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
  e('new member welcome emails every weekday 10:00 and 15:00 CET', AMS, on('weekdays', ['10:00', '15:00'], AMS)),
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
  e('unit call reminder 0530 AEST every shoot day mon-sat', SYD, on(MON_SAT, '05:30', BNE)),
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
];
