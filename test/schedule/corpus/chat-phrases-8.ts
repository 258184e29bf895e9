/**
 * An eighth blind chat corpus: schedules as they are typed in Slack by people in hospitals and clinics (shift
 * handovers, medication rounds, audits, rotas), universities and research labs (instrument runs, cluster jobs,
 * seminars, term dates), airline and travel operations (Zulu clocks, station times, timetable seasons), banks and
 * trading desks (market opens and closes, end of day, month and quarter ends, business days), support teams that
 * follow the sun across continents, small business owners, HR and people operations (onboarding, payroll, reviews),
 * open-source maintainers, and people typing on phones (autocorrect slips, missing punctuation, dictated wording such
 * as "nine thirty a m"). Terse and long messages, polite ones, corrections mid-message, replies quoting the bot, lists
 * of several rules, exceptions, running periods, month days, nth weekdays, last days, business days, intervals and
 * windows (some over midnight), zones said every way, dates near the 2027 daylight-saving changes, and phrases no
 * exact CRON answer can honour. Each phrase carries the meaning the person intends, in the meaning language of
 * oracle.ts; each entry's zone is the person's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 12:00 in London,
 * 13:00 in Berlin, 17:30 in Kolkata, 20:00 in Singapore, 21:00 in Tokyo, 23:00 in Sydney and 01:00 on Tuesday the
 * 24th in Auckland.
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
const MEX = 'America/Mexico_City';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const ZRH = 'Europe/Zurich';
const MAD = 'Europe/Madrid';
const STO = 'Europe/Stockholm';
const MNL = 'Asia/Manila';
const SHA = 'Asia/Shanghai';
const ADL = 'Australia/Adelaide';
const PER = 'Australia/Perth';
const RUH = 'Asia/Riyadh';

/** Reasons of this corpus's own for a refusal. */
const NOT_A_SCHEDULE = 'the message asks for no schedule (or for one that depends on events, not on the clock)';
const CONTRADICTS = 'the message contradicts itself';
const UNCLEAR = 'the message has no safe reading';
const EXCEPT_NTH =
  'a weekly rule with one weekday of the month left out cannot be written (one of dayOfMonth/dayOfWeek must be ?)';
const EXCEPT_DAY =
  'a weekday rule with some days of the month left out cannot be written (one of dayOfMonth/dayOfWeek must be ?)';

const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;

export const CHAT_PHRASES_8: readonly CorpusEntry[] = [
  // hospitals and clinics
  e('shift handover huddle 7am and 7pm every day', LA, daily(['07:00', '19:00'], LA)),
  e('med rounds 0600 1000 1400 1800 2200 daily', CHI, daily(['06:00', '10:00', '14:00', '18:00', '22:00'], CHI)),
  e('night shift check in at 11pm sun-thu', NY, on(SUN_THU, '23:00', NY)),
  e(
    'remind the charge nurses every 4 hrs starting at 2am',
    LON,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], LON),
  ),
  e('pharmacy stock count first monday of the month 8am', BER, on({ nth: [1], weekday: 'mon' }, '08:00', BER)),
  e('crash cart check every day at 0700 and 1900 hrs', SYD, daily(['07:00', '19:00'], SYD)),
  e('on-call roster reminder every friday at 3pm eastern', DEN, on(['fri'], '15:00', NY)),
  e(
    'infection control audit last thursday of each month 10am',
    DUB,
    on({ nth: ['last'], weekday: 'thu' }, '10:00', DUB),
  ),
  e('post the ward census at 6 every morning', KOL, daily('06:00', KOL)),
  e('clinic opens 8:30 mon to fri, send the waiting list reminder 15 min before', TOR, on('weekdays', '08:15', TOR)),
  e(
    'obs reminder every 2 hours between 8pm and 6am on the ward',
    LON,
    either(
      daily(['20:00', '22:00', '00:00', '02:00', '04:00', '06:00'], LON),
      daily(['20:00', '22:00', '00:00', '02:00', '04:00'], LON),
    ),
  ),
  e('fridge temp log 9am 1pm 5pm every day incl weekends', MNL, daily(['09:00', '13:00', '17:00'], MNL)),
  e('weekend handover reminder sat and sun at 0645', PER, on('weekends', '06:45', PER)),
  e("doctors' rota goes out on the 25th of every month at noon", SYD, on({ monthDays: [25] }, '12:00', SYD)),
  e('remind me to renew my BLS cert', NY, no(NO_TIME)),
  e('theatre list lock at 16:00 the day before each weekday', LON, on(SUN_THU, '16:00', LON)),
  e(
    'quarterly fire drill: 1st tuesday of jan apr jul oct at 2pm',
    NY,
    on({ nth: [1], weekday: 'tue', months: [1, 4, 7, 10] }, '14:00', NY),
  ),
  e('monthly M&M conference reminder 2nd wednesday 7am', CHI, on({ nth: [2], weekday: 'wed' }, '07:00', CHI)),
  e('check the ED board every 30 min 7a to 7p weekdays', HNL, span('weekdays', { minutes: 30 }, '07:00', '19:00', HNL)),
  e('handoff at 7:00 and 19:00 daily Phoenix time', DEN, daily(['07:00', '19:00'], PHX)),
  e('handover at 7 and 19 daily, no wait make it 6:45 and 18:45', LON, daily(['06:45', '18:45'], LON)),
  e('journal club every Tuesday at 1400 for the next 6 weeks', LON, on(['tue'], '14:00', LON, { count: 6 })),
  e('vaccine fridge alarm test every sunday 0300', MAD, on(['sun'], '03:00', MAD)),
  e('Ward 4B: every night at 10pm remind nurses re meds', AKL, daily('22:00', AKL)),
  e('discharge planning meeting weekdays 11:15 except fridays', BNE, on(MON_THU, '11:15', BNE)),
  e('every day at 2:30am hospital time (Eastern)', CHI, daily('02:30', NY)),
  e('pager test every day at 0800 and 2000 but not on weekends', JNB, on('weekdays', ['08:00', '20:00'], JNB)),
  e('controlled drug register audit, first of every month 7am', AKL, on({ monthDays: [1] }, '07:00', AKL)),
  e('sterile supply order mondays and thursdays 9:45am', VAN, on(['mon', 'thu'], '09:45', VAN)),
  e('every weekday 7:30 a.m. CST', CHI, on('weekdays', '07:30', CHI)),
  e('send clinic reminder texts 48 hours before each appointment', NY, no(NOT_A_SCHEDULE)),
  e('bed board refresh every 15 min 24/7', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('remind me q6h', SGP, plan(every('daily', { hours: 6 }, SGP))),
  e('hand hygiene audit every other wednesday 10am', DUB, no(WEEKS)),
  e('staff meeting thursday 7:30am every week except the last thursday of the month', CHI, no(EXCEPT_NTH)),
  e(
    'grand rounds every wednesday 8am during term (jan 11 - may 14)',
    NY,
    on(['wed'], '08:00', NY, { from: '2027-01-11', until: '2027-05-14' }),
  ),
  e('night float sign-out 9:30pm every night', LA, daily('21:30', LA)),
  e('blood bank inventory report mon wed fri 0500', PHX, on(MWF, '05:00', PHX)),
  e('every 4 hours on the hour, vitals reminder', HAL, plan(every('daily', { hours: 4 }, HAL))),
  e('reminder for the 7a-7p shift: every day at 6:30am and 6:30pm', MEX, daily(['06:30', '18:30'], MEX)),
  e('every 1st and 15th at 8am for the scrub inventory', NBO, on({ monthDays: [1, 15] }, '08:00', NBO)),
  e(
    'clinic closes at 5 weekdays and 1 on saturdays - ping the front desk 10 min before close',
    LOS,
    plan([at('weekdays', '16:50', LOS), at(['sat'], '12:50', LOS)]),
  ),
  e('Every day at 0700, 1500, 2300 (nursing shift changes)', STO, daily(['07:00', '15:00', '23:00'], STO)),
  e('remind the dialysis unit every tues thurs sat at 5:45am', CHI, on(['tue', 'thu', 'sat'], '05:45', CHI)),
  e('CME credits due dec 31, remind me weekly', NY, no(NO_TIME)),
  e(
    'flu clinic reminder every weekday at 8 from dec 1 to dec 18',
    TOR,
    on('weekdays', '08:00', TOR, { from: '2026-12-01', until: '2026-12-18' }),
  ),
  e("every sunday night at 11:30pm post next week's rota", BNE, on(['sun'], '23:30', BNE)),
  e('equipment PM checks last day of each month at 2pm', LA, on({ monthDays: ['last'] }, '14:00', LA)),
  e(
    'radiology backlog report weekdays 6am and 6pm eastern, saturdays 9am only',
    NY,
    plan([at('weekdays', ['06:00', '18:00'], NY), at(['sat'], '09:00', NY)]),
  ),
  e('pls schedule a reminder every morning for the lab draw rounds', LON, no(NO_TIME)),
  e('med rec audit 2nd and 4th tuesday 1pm', DEN, on({ nth: [2, 4], weekday: 'tue' }, '13:00', DEN)),
  e('code blue drill at random times each month', LA, no(UNCLEAR)),
  e('every 12 hours starting 8am', ADL, daily(['08:00', '20:00'], ADL)),
  e('hospital switchboard test 0400 daily Zulu', LON, daily('04:00', UTC)),
  e('ethics committee pre-read reminder 3rd monday at 9am', AKL, no(NTH_SHIFT)),
  e('ethics board meeting 3rd monday 2pm', AKL, on({ nth: [3], weekday: 'mon' }, '14:00', AKL)),

  // universities and research labs
  e('run the NMR queue every night at 1am', BER, daily('01:00', BER)),
  e('cluster job every 6 hrs', SEL, plan(every('daily', { hours: 6 }, SEL))),
  e('back up the microscope PC every friday at 6pm', STO, on(['fri'], '18:00', STO)),
  e(
    'spring term: every monday and wednesday at 10:10am from jan 19 until may 7',
    CHI,
    on(['mon', 'wed'], '10:10', CHI, { from: '2027-01-19', until: '2027-05-07' }),
  ),
  e(
    'autosampler check every 20 minutes from 8 am to 6 pm weekdays',
    MAD,
    span('weekdays', { minutes: 20 }, '08:00', '18:00', MAD),
  ),
  e('ping #lab-general every weekday at 9:05', AMS, on('weekdays', '09:05', AMS)),
  e('liquid nitrogen fill check tuesdays 8am', PAR, on(['tue'], '08:00', PAR)),
  e(
    'telescope log every 10 min between 22:00 and 02:00',
    HNL,
    either(
      plan([
        every('daily', { minutes: 10, window: ['22:00', '23:50'] }, HNL),
        every('daily', { minutes: 10, window: ['00:00', '02:00'] }, HNL),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['22:00', '23:50'] }, HNL),
        every('daily', { minutes: 10, window: ['00:00', '01:50'] }, HNL),
      ]),
    ),
  ),
  e(
    'seminar reminder every thursday 3:30 pm for the rest of the semester (ends dec 11)',
    NY,
    on(['thu'], '15:30', NY, { until: '2026-12-11' }),
  ),
  e(
    'grant report reminder on the last day of each quarter at 9',
    LON,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '09:00', LON),
  ),
  e('thesis committee check-in every 3 weeks', LON, no(WEEKS)),
  e(
    'GPU cluster maintenance window 2nd sunday of the month 0400 UTC',
    LA,
    on({ nth: [2], weekday: 'sun' }, '04:00', UTC),
  ),
  e('cryo-EM signup opens first monday of each month at 8am', LON, on({ nth: [1], weekday: 'mon' }, '08:00', LON)),
  e('water the greenhouse plants every 2 days', AMS, no(DAYS_STEP)),
  e('every 8 hours at half past', KOL, plan(every('daily', { hours: 8, at: 30 }, KOL))),
  e(
    'run the sync at 3am and 3pm, but on saturdays only at 3am',
    SEL,
    plan([at(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], ['03:00', '15:00'], SEL), at(['sat'], '03:00', SEL)]),
  ),
  e(
    'remind me on jan 11, apr 5 and sep 20 at 9am (term starts)',
    LON,
    plan([
      at({ monthDays: [11], months: [1] }, '09:00', LON),
      at({ monthDays: [5], months: [4] }, '09:00', LON),
      at({ monthDays: [20], months: [9] }, '09:00', LON),
    ]),
  ),
  e(
    'instrument calibration every monday 07:00 until the end of the year',
    ZRH,
    on(['mon'], '07:00', ZRH, { until: '2026-12-31' }),
  ),
  e('slurm queue digest at 8:00 and 20:00 every day', KTM, daily(['08:00', '20:00'], KTM)),
  e('every hour from 9 to 5 weekdays, check the incubator', SHA, span('weekdays', { hours: 1 }, '09:00', '17:00', SHA)),
  e(
    'lab meeting tuesdays 4pm but not in december',
    NY,
    on({ weekdays: ['tue'], months: ALL_MONTHS_BUT(12) }, '16:00', NY),
  ),
  e('office hours reminder tue/thu 1:50pm', LA, on(TT, '13:50', LA)),
  e('every 3 days feed the cell cultures at 10am', BER, no(DAYS_STEP)),
  e('the sequencer run finishes ~36h after start, ping me then', LA, no(NOT_A_SCHEDULE)),
  e(
    'exam week reminders every day 8am dec 14-18',
    CHI,
    daily('08:00', CHI, { from: '2026-12-14', until: '2026-12-18' }),
  ),
  e('mass spec queue check every 90 minutes', BER, no(STEP_MINUTES)),
  e('cluster scratch purge every sunday 03:00 and wednesday 03:00 UTC', BER, on(['sun', 'wed'], '03:00', UTC)),
  e(
    'weekly reading group friday 12:30 starting jan 15 for 10 weeks',
    LON,
    on(['fri'], '12:30', LON, { from: '2027-01-15', count: 10 }),
  ),
  e('remind students 24h before the assignment deadline (it moves every week)', TOR, no(NOT_A_SCHEDULE)),
  e('field station data upload 23:45 every day local (Nairobi)', LON, daily('23:45', NBO)),
  e(
    'library closes 10pm sun-thu and 6pm fri-sat, post the closing notice 30 min before',
    DUB,
    plan([at(SUN_THU, '21:30', DUB), at(['fri', 'sat'], '17:30', DUB)]),
  ),
  e('run the simulation every 5 hours', TOR, no(STEP_HOURS)),
  e(
    'semester 2 starts feb 22 - from then every weekday 8:15am until june 11',
    SYD,
    on('weekdays', '08:15', SYD, { from: '2027-02-22', until: '2027-06-11' }),
  ),
  e(
    'freezer alarm test every 30 mins overnight 11pm-5am',
    LA,
    either(
      plan([
        every('daily', { minutes: 30, window: ['23:00', '23:30'] }, LA),
        every('daily', { minutes: 30, window: ['00:00', '05:00'] }, LA),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['23:00', '23:30'] }, LA),
        every('daily', { minutes: 30, window: ['00:00', '04:30'] }, LA),
      ]),
    ),
  ),

  // airline and travel operations
  e('crew briefing 0545Z daily', DEN, daily('05:45', UTC)),
  e('every day at 1430 zulu', LON, daily('14:30', UTC)),
  e('NOTAM digest every 6 hours zulu', CHI, plan(every('daily', { hours: 6 }, UTC))),
  e('fleet status 0000Z and 1200Z', SGP, daily(['00:00', '12:00'], UTC)),
  e('ops call 0800 local at LHR every day', NY, daily('08:00', LON)),
  e('every 3 hrs on the hour utc', DXB, plan(every('daily', { hours: 3 }, UTC))),
  e('remind dispatch at 2330 Z sun thru thurs', NY, on(SUN_THU, '23:30', UTC)),
  e(
    'summer timetable starts mar 28: daily 7am reminder from then until oct 30',
    LON,
    daily('07:00', LON, { from: '2027-03-28', until: '2027-10-30' }),
  ),
  e(
    'every day at 02:30 Chicago time from march 10 to march 20',
    CHI,
    daily('02:30', CHI, { from: '2027-03-10', until: '2027-03-20' }),
  ),
  e('fuel price update every weekday 0400Z', HKG, on('weekdays', '04:00', UTC)),
  e('DXB station check-in daily 03:00 local', LON, daily('03:00', DXB)),
  e('recurrent training reminder every 6 months', DEN, no(NO_TIME)),
  e(
    '0900 local in Singapore and 0900 local in Frankfurt, every day',
    LON,
    plan([at('daily', '09:00', SGP), at('daily', '09:00', BER)]),
  ),
  e('crew rest check every 90 min', DXB, no(STEP_MINUTES)),
  e(
    'slot coordination email 1:30am Eastern on Nov 7 2027',
    NY,
    daily('01:30', NY, { from: '2027-11-07', until: '2027-11-07' }),
  ),
  e('every monday 0600Z and 1800Z', PAR, on(['mon'], ['06:00', '18:00'], UTC)),
  e('gate ops digest 5:15 AM local HNL daily', LA, daily('05:15', HNL)),
  e('hourly METAR pull at :50 past', LON, plan(every('daily', { hours: 1, at: 50 }, LON))),
  e('every 30 minutes between 0500 and 2300 zulu', AKL, span('daily', { minutes: 30 }, '05:00', '23:00', UTC)),
  e(
    'sched change bulletin every tuesday at 10:00 zulu, starting dec 1',
    SYD,
    on(['tue'], '10:00', UTC, { from: '2026-12-01' }),
  ),
  e(
    'IATA season ends oct 30 2027, remind me at 0900z that day',
    LON,
    daily('09:00', UTC, { from: '2027-10-30', until: '2027-10-30' }),
  ),
  e(
    'station managers call: 1600 Dubai / 1200 London / 0700 New York, weekdays',
    DXB,
    either(on('weekdays', '16:00', DXB), on('weekdays', '12:00', LON), on('weekdays', '07:00', NY)),
  ),
  e('every day at 23:59 UTC send the daily ops summary', JNB, daily('23:59', UTC)),
  e('layover hotel confirmations every day at 5pm local in each station', LON, no(UNCLEAR)),
  e(
    'every 15 mins from midnight to 6am utc (red-eye window)',
    LA,
    span('daily', { minutes: 15 }, '00:00', '06:00', UTC),
  ),
  e(
    'Mondays 0700 Zulu for 8 weeks',
    BER,
    either(on(['mon'], '07:00', UTC, { count: 8 }), on(['mon'], '07:00', UTC, { until: '2027-01-17' })),
  ),
  e('every sunday 02:00 Sydney time for maintenance, clock change weekends included', SYD, on(['sun'], '02:00', SYD)),
  e('crew scheduling lock 1200 UTC on the 20th of each month', MNL, on({ monthDays: [20] }, '12:00', UTC)),
  e('every day at 6 Zulu and 18 Zulu', HNL, daily(['06:00', '18:00'], UTC)),
  e('roster publish 28 days before each month starts', LON, no(NO_TIME)),
  e("0630L daily (L = local, we're in Denver)", DEN, daily('06:30', DEN)),
  e(
    'wx briefing at 1100Z mon-fri and 1300Z sat-sun',
    LON,
    plan([at('weekdays', '11:00', UTC), at('weekends', '13:00', UTC)]),
  ),
  e('every 2 hours from 0600 to 2200 local Auckland', AKL, span('daily', { hours: 2 }, '06:00', '22:00', AKL)),
  e('daily 0000 UTC rollover of the flight plan archive', AKL, daily('00:00', UTC)),
  e('passport expiry reminders for crew', LON, no(NOT_A_SCHEDULE)),
  e('every day 4am Sao Paulo time', NY, daily('04:00', SAO)),
  e('maintenance check each 1st and 3rd wednesday at 0200Z', SGP, on({ nth: [1, 3], weekday: 'wed' }, '02:00', UTC)),
  e(
    'red eye ops check every night at 1am Pacific from Mar 8 to Mar 21 2027',
    LA,
    daily('01:00', LA, { from: '2027-03-08', until: '2027-03-21' }),
  ),
  e(
    'every day at 1:15am London from mar 25 to apr 2',
    LON,
    daily('01:15', LON, { from: '2027-03-25', until: '2027-04-02' }),
  ),

  // banks and trading desks
  e('every trading day at 9:30 ET', NY, either(on('weekdays', '09:30', NY), no(HOLIDAYS))),
  e('ping the desk at the NYSE open every weekday', LON, on('weekdays', '09:30', NY)),
  e('15 min before the close, weekdays (NY)', NY, on('weekdays', '15:45', NY)),
  e('LSE close 16:30 London mon-fri', NY, on('weekdays', '16:30', LON)),
  e('EOD recon 6pm NY weekdays', LON, on('weekdays', '18:00', NY)),
  e('month end: last business day of the month at 5pm London', LON, on({ lastBusinessDay: true }, '17:00', LON)),
  e('last business day of every month 5pm pacific', LA, no(BUSINESS_SHIFT)),
  e('first business day of the month 7am NY', NY, on({ firstBusinessDay: true }, '07:00', NY)),
  e('3rd business day of each month 9am', LON, no(BUSINESS_NTH)),
  e('opex reminder third friday of every month 3pm ET', CHI, on({ nth: [3], weekday: 'fri' }, '15:00', NY)),
  e(
    'quarter end: last day of mar, jun, sep and dec at 11pm NY',
    NY,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '23:00', NY),
  ),
  e('Tokyo open 9:00 JST weekdays', NY, on('weekdays', '09:00', TYO)),
  e('ASX open 10am Sydney time mon-fri', SGP, on('weekdays', '10:00', SYD)),
  e('settlement check T+1 every weekday at 4pm', NY, on('weekdays', '16:00', NY)),
  e('payroll funding check on the 14th and the last day at 10am', CHI, on({ monthDays: [14, 'last'] }, '10:00', CHI)),
  e('price snapshot every 5 min during US market hours', NY, span('weekdays', { minutes: 5 }, '09:30', '16:00', NY)),
  e('WM/R fix reminder 3:55pm London every weekday', LON, on('weekdays', '15:55', LON)),
  e('every hour from 8 to 6 on weekdays London time', NY, span('weekdays', { hours: 1 }, '08:00', '18:00', LON)),
  e('15th and last day of each month at 5pm Eastern', NY, on({ monthDays: [15, 'last'] }, '17:00', NY)),
  e('coupon reminder on the 15th at 9pm pacific', LA, on({ monthDays: [15] }, '21:00', LA)),
  e('month-end close tasks on the last 3 business days', NY, no(BUSINESS_NTH)),
  e('weekdays at 7 except month end', LON, no(EXCEPT_DAY)),
  e('interest accrual job every day at midnight UTC', NY, daily('00:00', UTC)),
  e('5pm NY roll every day', SGP, daily('17:00', NY)),
  e('HK close 16:00 HKT weekdays', LON, on('weekdays', '16:00', HKG)),
  e('every weekday at 17:30 CET, risk report', LON, on('weekdays', '17:30', BER)),
  e('8:45am Frankfurt time before the Xetra open, mon to fri', LON, on('weekdays', '08:45', BER)),
  e('SOFR publish check 8:15am ET business days', NY, on('weekdays', '08:15', NY)),
  e('every business day at 7am NY except US holidays', NY, no(HOLIDAYS)),
  e('month end 6pm', LON, on({ monthDays: ['last'] }, '18:00', LON)),
  e('EOM 11:30pm eastern', CHI, on({ monthDays: ['last'] }, '23:30', NY)),
  e('last friday of the month 4pm NY, options roll', NY, on({ nth: ['last'], weekday: 'fri' }, '16:00', NY)),
  e('last friday of the month 8pm NY', NY, no(NTH_SHIFT)),
  e('VaR batch every weekday at 2am, NY', NY, on('weekdays', '02:00', NY)),
  e('dividend calendar email monday 6:30am', LON, on(['mon'], '06:30', LON)),
  e('every 30 sec check the fix feed', LON, no(SECONDS)),
  e('FOMC days at 2pm', NY, no(MOVABLE)),
  e('NFP friday = first friday of the month, 8:25am ET', NY, on({ nth: [1], weekday: 'fri' }, '08:25', NY)),
  e('at the open and at the close every weekday (NYSE)', NY, on('weekdays', ['09:30', '16:00'], NY)),
  e(
    'weekly P&L summary fridays 5:15pm, Dec 4 through end of Jan',
    LON,
    on(['fri'], '17:15', LON, { from: '2026-12-04', until: '2027-01-31' }),
  ),
  e(
    'quarterly audit reminder first business day of jan apr jul oct at 9am',
    LON,
    on({ firstBusinessDay: true, months: [1, 4, 7, 10] }, '09:00', LON),
  ),
  e(
    'last business day of the quarter 4pm Singapore',
    SGP,
    on({ lastBusinessDay: true, months: [3, 6, 9, 12] }, '16:00', SGP),
  ),
  e(
    'every weekday at 6am and 6pm Singapore, and 12 noon on saturdays',
    SGP,
    plan([at('weekdays', ['06:00', '18:00'], SGP), at(['sat'], '12:00', SGP)]),
  ),
  e('first business day of the month 8am Sydney', SYD, no(BUSINESS_SHIFT)),
  e('bank recon daily at 7:00 except sat and sun', JNB, on('weekdays', '07:00', JNB)),
  e('every weekday 9am Zurich', LON, on('weekdays', '09:00', ZRH)),
  e(
    'trade blotter export every 15 min from 7:00 to 17:00 London, weekdays',
    LON,
    span('weekdays', { minutes: 15 }, '07:00', '17:00', LON),
  ),
  e('market data reset at 5pm New York sunday to thursday', NY, on(SUN_THU, '17:00', NY)),
  e('FX week open, sunday 5pm eastern', SYD, on(['sun'], '17:00', NY)),
  e(
    'remind me the 1st and 16th of every month at 8:30am for settlements',
    MNL,
    on({ monthDays: [1, 16] }, '08:30', MNL),
  ),
  e('annual compliance attestation jan 15 at 10am', NY, on({ monthDays: [15], months: [1] }, '10:00', NY)),
  e(
    'estimated tax reminder apr 10, jun 10, sep 10 and jan 10 at 9',
    NY,
    on({ monthDays: [10], months: [1, 4, 6, 9] }, '09:00', NY),
  ),
  e('margin call check every 2 hrs 7am-7pm weekdays', NY, span('weekdays', { hours: 2 }, '07:00', '19:00', NY)),
  e('every day at 4:01pm ET', NY, daily('16:01', NY)),
  e('cut-off for wires 2:45pm central weekdays', CHI, on('weekdays', '14:45', CHI)),
  e(
    'every monday at 8 for the credit committee, but the first monday of the month at 7 instead',
    LON,
    plan([at({ nth: [2, 3, 4, 5], weekday: 'mon' }, '08:00', LON), at({ nth: [1], weekday: 'mon' }, '07:00', LON)]),
  ),
  e('settlement days: every tue and thu 11am HK time', LON, on(TT, '11:00', HKG)),
  e('end of day 5pm, weekdays, Chicago', NY, on('weekdays', '17:00', CHI)),
  e('EOD report every weekday', NY, either(no(NO_TIME), on('weekdays', '17:00', NY))),
  e('every weekday at 6am Mumbai, before NSE opens', LON, on('weekdays', '06:00', KOL)),
  e('reconcile nostro accounts at 10:30 IST mon-fri', KOL, on('weekdays', '10:30', KOL)),
  e("treasury call every wednesday at 9, or 8:30 if it's the last wednesday", LON, no(EXCEPT_NTH)),
  e('month end minus 2 business days', LON, no(BUSINESS_NTH)),

  // support teams that follow the sun
  e(
    'handoff to EMEA 8am London, to APAC 8am Singapore, to AMER 8am New York, weekdays',
    LON,
    plan([at('weekdays', '08:00', LON), at('weekdays', '08:00', SGP), at('weekdays', '08:00', NY)]),
  ),
  e('queue check every hour on the hour 24/7', MNL, plan(every('daily', { hours: 1 }, MNL))),
  e(
    '9am in Sydney, London and Toronto every weekday',
    TOR,
    plan([at('weekdays', '09:00', SYD), at('weekdays', '09:00', LON), at('weekdays', '09:00', TOR)]),
  ),
  e('every weekday at 5pm their time for the Manila team', LA, on('weekdays', '17:00', MNL)),
  e('standup at 9 my time mon wed fri', BER, on(MWF, '09:00', BER)),
  e(
    'SLA breach sweep every 10 min business hours (9-6 CET)',
    AMS,
    span('weekdays', { minutes: 10 }, '09:00', '18:00', BER),
  ),
  e('sunday 22:00 UTC weekly kickoff (APAC starts monday)', SYD, on(['sun'], '22:00', UTC)),
  e('every weekday at 4:30pm Pacific, handover to APAC', LA, on('weekdays', '16:30', LA)),
  e('post the overnight ticket summary at 7am London every day', NY, daily('07:00', LON)),
  e('escalation review tues and thurs 1500 UTC', BER, on(TT, '15:00', UTC)),
  e('ping the on-shift lead every 4 hours, starting midnight UTC', SGP, plan(every('daily', { hours: 4 }, UTC))),
  e('shift changes 06:00, 14:00, 22:00 UTC every day', LON, daily(['06:00', '14:00', '22:00'], UTC)),
  e('Bangalore team handover 6:30pm IST weekdays', LON, on('weekdays', '18:30', KOL)),
  e('every weekday at 9am in whichever region is waking up', LON, no(UNCLEAR)),
  e('CSAT digest mondays 8am Eastern and 8am Sydney', NY, plan([at(['mon'], '08:00', NY), at(['mon'], '08:00', SYD)])),
  e('backlog grooming first tuesday of the month 9am Pacific', LA, on({ nth: [1], weekday: 'tue' }, '09:00', LA)),
  e('backlog review first tuesday of the month 9am Sydney', SYD, no(NTH_SHIFT)),
  e(
    'every 20 min 8-8 weekdays, unassigned tickets ping',
    DUB,
    span('weekdays', { minutes: 20 }, '08:00', '20:00', DUB),
  ),
  e(
    'weekend on-call reminder friday 5pm and monday 8am',
    TOR,
    plan([at(['fri'], '17:00', TOR), at(['mon'], '08:00', TOR)]),
  ),
  e('every 6 hours aligned to UTC 00/06/12/18', LA, plan(every('daily', { hours: 6 }, UTC))),
  e('APAC shift starts 9am Tokyo: remind 15 min before, weekdays', LON, on('weekdays', '08:45', TYO)),
  e(
    'holiday coverage: every day at 9am from dec 24 to jan 2 (Berlin time)',
    BER,
    daily('09:00', BER, { from: '2026-12-24', until: '2027-01-02' }),
  ),
  e("sun-thu 10pm pacific (that's APAC monday morning)", LA, on(SUN_THU, '22:00', LA)),
  e('every weekday at noon GMT', LON, either(on('weekdays', '12:00', LON), on('weekdays', '12:00', UTC))),
  e('every weekday 8am GMT', NY, either(on('weekdays', '08:00', UTC), on('weekdays', '08:00', LON))),
  e('ticket aging report on the 1st of each month at 9am PT', LA, on({ monthDays: [1] }, '09:00', LA)),
  e('weekly support retro thursdays 4pm UK time', NY, on(['thu'], '16:00', LON)),
  e('every 30 minutes, around the clock', NBO, plan(every('daily', { minutes: 30 }, NBO))),
  e('sat and sun every 2 hours from 8am to 8pm', MNL, span('weekends', { hours: 2 }, '08:00', '20:00', MNL)),
  e('page the weekend lead saturday 9am and sunday 9am their time (Mexico City)', LA, on('weekends', '09:00', MEX)),
  e('every weekday at 8:30 Halifax time', TOR, on('weekdays', '08:30', HAL)),
  e('nightly queue rebalance 23:30 Pacific, no wait 23:45', LA, daily('23:45', LA)),
  e('Lagos team standup 9am WAT weekdays', LON, on('weekdays', '09:00', LOS)),
  e(
    'the NA shift summary at 6pm ET and the EU one at 6pm CET, weekdays',
    NY,
    plan([at('weekdays', '18:00', NY), at('weekdays', '18:00', BER)]),
  ),
  e('run the ticket dedupe every 4 minutes', LON, plan(every('daily', { minutes: 4 }, LON))),
  e('run the ticket dedupe every 7 minutes', LON, no(STEP_MINUTES)),
  e(
    'mon-fri 08:00 to 20:00 every half hour Johannesburg',
    JNB,
    span('weekdays', { minutes: 30 }, '08:00', '20:00', JNB),
  ),
  e(
    'weekly on-call swap monday 10:00 Sydney / sunday 23:00 UTC',
    LON,
    either(on(['mon'], '10:00', SYD), on(['sun'], '23:00', UTC)),
  ),
  e('every weekday at 7:45am Riyadh', DXB, either(on('weekdays', '07:45', RUH), on(SUN_THU, '07:45', RUH))),
  e('every workday 8am Dubai', DXB, on('weekdays', '08:00', DXB)),

  // small business owners
  e('remind me to open the till at 8:45 every day except sunday', LON, on(MON_SAT, '08:45', LON)),
  e('post the lunch specials at 11 every weekday', CHI, on('weekdays', '11:00', CHI)),
  e('inventory count last sunday of the month 6pm', LON, on({ nth: ['last'], weekday: 'sun' }, '18:00', LON)),
  e('inventory count last sunday of the month 6pm', LA, no(NTH_SHIFT)),
  e('rent reminder on the 1st at 9am', TOR, on({ monthDays: [1] }, '09:00', TOR)),
  e('every saturday 7am, farmers market prep', DEN, on(['sat'], '07:00', DEN)),
  e('pay suppliers on the 5th and 20th at 10', MAD, on({ monthDays: [5, 20] }, '10:00', MAD)),
  e('close out the register at 9pm', HNL, daily('21:00', HNL)),
  e('sales tax due on the 20th, remind me the day before at 9', AMS, on({ monthDays: [19] }, '09:00', AMS)),
  e('every day at 6am and on sundays at 8am too', AKL, plan([at('daily', '06:00', AKL), at(['sun'], '08:00', AKL)])),
  e(
    'bakery: every day 4:30am except mondays when we are closed',
    PAR,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '04:30', PAR),
  ),
  e('remind me to put the sign out at 7.30 mon-sat', DUB, on(MON_SAT, '07:30', DUB)),
  e('order flowers every thursday at 2pm', LON, on(['thu'], '14:00', LON)),
  e('payday for the staff is every other friday', LON, no(WEEKS)),
  e('weekly newsletter goes out tuesday 10am until christmas', LON, on(['tue'], '10:00', LON, { until: '2026-12-25' })),
  e(
    'black friday countdown: every hour from 9am to 9pm on nov 27',
    NY,
    span('daily', { hours: 1 }, '09:00', '21:00', NY, { from: '2026-11-27', until: '2026-11-27' }),
  ),
  e('remind me to do the books on the last day of the month at 8pm', NY, on({ monthDays: ['last'] }, '20:00', NY)),
  e(
    'salon reminder texts go out at 6pm the night before every tuesday to saturday appointment day',
    LON,
    on(['mon', 'tue', 'wed', 'thu', 'fri'], '18:00', LON),
  ),
  e('every morning 7am except weekends and except bank holidays', LON, no(HOLIDAYS)),
  e(
    'open the shop at 9 on weekdays, 10 on sat, closed sun',
    SYD,
    plan([at('weekdays', '09:00', SYD), at(['sat'], '10:00', SYD)]),
  ),
  e(
    'quarterly VAT return reminder on the 7th of feb may aug and nov 9am',
    LON,
    on({ monthDays: [7], months: [2, 5, 8, 11] }, '09:00', LON),
  ),
  e(
    'check the walk-in cooler temps every 2 hours while open 10-10',
    CHI,
    span('daily', { hours: 2 }, '10:00', '22:00', CHI),
  ),
  e('food truck: every fri sat at 4pm post the location', DEN, on(['fri', 'sat'], '16:00', DEN)),
  e('order produce monday wednesday friday 5:30 am', SEL, on(MWF, '05:30', SEL)),
  e(
    'gym class reminder 6pm mon and wed, 9am sat',
    LON,
    plan([at(['mon', 'wed'], '18:00', LON), at(['sat'], '09:00', LON)]),
  ),
  e('remind me to restock when we run low', NY, no(NOT_A_SCHEDULE)),
  e(
    'shop insurance renews march 1, remind me a week before at 10am',
    LA,
    daily('10:00', LA, { from: '2027-02-22', until: '2027-02-22' }),
  ),
  e('daily at sunset turn on the sign', LA, no(MOVABLE)),
  e('every day at 5.45am and 1.45pm (two shifts at the cafe)', ADL, daily(['05:45', '13:45'], ADL)),
  e('payroll every 2nd friday at 10am', LON, either(on({ nth: [2], weekday: 'fri' }, '10:00', LON), no(WEEKS))),
  e('every 15th at 3pm pay the rent for the unit', MEX, on({ monthDays: [15] }, '15:00', MEX)),
  e('the 30th of each month 7pm for invoices', LA, on({ monthDays: [30] }, '19:00', LA)),
  e('every 31st at 9am', NY, either(on({ monthDays: [31] }, '09:00', NY), on({ monthDays: ['last'] }, '09:00', NY))),
  e('the 28th of every month at 7pm pacific', LA, no(LEAP)),
  e('every weekday in december at 7pm pacific', LA, no(MONTH_EDGE)),
  e('every weekend at 9am but only on weekdays', LON, no(CONTRADICTS)),
];
