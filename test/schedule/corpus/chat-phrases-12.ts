/**
 * A twelfth blind chat corpus: schedules as they are typed in Slack by open-source maintainers and community
 * managers (triage, releases, community calls), truck fleet dispatchers and couriers (route sheets, hours of service,
 * depots across the Americas and Europe), telco network operations (maintenance windows, KPI pulls, change freezes),
 * small veterinary, dental and pharmacy practices (recalls, refills, opening and closing), satellite ground stations
 * and polar research stations (UTC passes, odd zones: Chatham, Kathmandu, Newfoundland, Lord Howe, the Marquesas,
 * McMurdo, Troll), touring bands and music venues (doors, soundchecks, settlements on the road), sports coaches and
 * amateur leagues, insurance and bank back offices (batches, cut-offs, month ends), bakeries and food trucks, courts,
 * elections and filing deadlines, kindergartens and parents' groups, and people typing fast on a phone. Terse and long
 * messages, polite ones, typos, 24-hour, military and dotted times, zones by city, abbreviation, offset, "my time" and
 * "their time", dates near the 2027 daylight-saving changes (US March 14 and November 7, EU March 28 and October 31,
 * the southern hemisphere's April 4 and September 26 / October 3), several rules in one message, exceptions, periods,
 * month days, nth and last weekdays, business days, intervals and windows, reminders before events, corrections
 * mid-message, and phrases no exact CRON answer can honour or that two readers would read two ways. Each phrase
 * carries the meaning the person intends, in the meaning language of oracle.ts; each entry's zone is the person's own
 * zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 06:00 in Chicago, 07:00 in New York, 08:30 in
 * St. John's, 12:00 in London, 13:00 in Berlin, 17:30 in Kolkata, 17:45 in Kathmandu, 21:00 in Tokyo, 23:00 in Sydney
 * and Lord Howe, 01:00 on Tuesday the 24th in Auckland and McMurdo and 01:45 there in the Chatham Islands.
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
const EDM = 'America/Edmonton';
const WPG = 'America/Winnipeg';
const HAL = 'America/Halifax';
const NFL = 'America/St_Johns';
const ANC = 'America/Anchorage';
const MEX = 'America/Mexico_City';
const SCL = 'America/Santiago';
const PUQ = 'America/Punta_Arenas';
const REK = 'Atlantic/Reykjavik';
const LIS = 'Europe/Lisbon';
const MAD = 'Europe/Madrid';
const WAW = 'Europe/Warsaw';
const OSL = 'Europe/Oslo';
const STO = 'Europe/Stockholm';
const LYR = 'Arctic/Longyearbyen';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const JKT = 'Asia/Jakarta';
const MNL = 'Asia/Manila';
const DRW = 'Australia/Darwin';
const PER = 'Australia/Perth';
const MEL = 'Australia/Melbourne';
const HOB = 'Australia/Hobart';
const LHI = 'Australia/Lord_Howe';
const GUM = 'Pacific/Guam';
const CHA = 'Pacific/Chatham';
const MARQ = 'Pacific/Marquesas';
const MCM = 'Antarctica/McMurdo';
const TROLL = 'Antarctica/Troll';
const CASEY = 'Antarctica/Casey';
const ROTHERA = 'Antarctica/Rothera';

/** Two readings are reasonable (or the words say no schedule at all): the person must be asked. */
const AMBIGUOUS = 'the phrase can be read two ways, or names no schedule: the person must be asked';

/** One run on one local date. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  plan(at('daily', times, zone), { from: date, until: date });

export const CHAT_PHRASES_12: readonly CorpusEntry[] = [
  // open-source maintainers and community managers
  e('run the stale-issue sweep every night at 2am UTC', BER, daily('02:00', UTC)),
  e('release train cut: every other wednesday 16:00 CET', BER, no(WEEKS)),
  e(
    'community call reminder first thursday of the month 5pm Berlin',
    BER,
    on({ nth: [1], weekday: 'thu' }, '17:00', BER),
  ),
  e(
    'remind #maintainers 30 min before the monthly community call (first thursday, 17:00 CET)',
    BER,
    on({ nth: [1], weekday: 'thu' }, '16:30', BER),
  ),
  e('weekly triage mondays 9:30 my time', LA, on(['mon'], '09:30', LA)),
  e('dependabot digest weekdays 8am', KOL, on('weekdays', '08:00', KOL)),
  e("post the 'good first issue' roundup every friday at noon pacific", NY, on(['fri'], '12:00', LA)),
  e('nightly build at 23:30 PT', LON, daily('23:30', LA)),
  e(
    'can we do contributor office hours tuesdays and thursdays 15:00-16:00 UTC? just ping the channel when it starts',
    BER,
    on(['tue', 'thu'], '15:00', UTC),
  ),
  e('CVE feed check every 20 minutes', BER, plan(every('daily', { minutes: 20 }, BER))),
  e('every 6h pull the upstream mirrors', UTC, plan(every('daily', { hours: 6 }, UTC))),
  e(
    'hacktoberfest: remind people every monday in october at 10am',
    BER,
    on({ weekdays: ['mon'], months: [10] }, '10:00', BER),
  ),
  e('monthly sponsor update on the 1st at 9 am', LON, on({ monthDays: [1] }, '09:00', LON)),
  e(
    'last friday of every month, 18:00 Amsterdam: release retro',
    LON,
    on({ nth: ['last'], weekday: 'fri' }, '18:00', AMS),
  ),
  e(
    'docs sprint standup at 9 every weekday during the sprint (dec 7 to dec 18)',
    PAR,
    on('weekdays', '09:00', PAR, { from: '2026-12-07', until: '2026-12-18' }),
  ),
  e('ping the steering committee on the 2nd tuesday, 8pm Eastern', NY, no(NTH_SHIFT)),
  e('forum moderation rota swap every sunday 23:00 UTC', SYD, on(['sun'], '23:00', UTC)),
  e('bump the copyright year every jan 1 at 00:05 UTC', BER, on({ monthDays: [1], months: [1] }, '00:05', UTC)),
  e('every other day re-run the flaky test bisect at 3am', BER, no(DAYS_STEP)),
  e('label sync every 45 sec', BER, no(SECONDS)),
  e('check the CLA bot at 9am and 5pm Mon–Fri Bangalore time', LON, on('weekdays', ['09:00', '17:00'], KOL)),
  e('discord AMA next thursday 7pm', NY, no(AMBIGUOUS)),
  e(
    'weekly newsletter goes out thursdays 14:00 UTC, except in december',
    LON,
    on({ weekdays: ['thu'], months: ALL_MONTHS_BUT(12) }, '14:00', UTC),
  ),
  e("good morning @here post at 08:00 in each maintainer's own time", BER, no(AMBIGUOUS)),
  e(
    'Run the download stats export on the last day of each month at 23:55 UTC',
    LA,
    on({ monthDays: ['last'] }, '23:55', UTC),
  ),
  e(
    'quarterly roadmap review: first monday of jan, apr, jul and oct at 4pm London',
    NY,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '16:00', LON),
  ),
  e(
    'reminder to renew the code signing cert every year on march 3 at 10am',
    SGP,
    on({ monthDays: [3], months: [3] }, '10:00', SGP),
  ),
  e(
    'every hour on the hour, 9-5 weekdays, check the CI queue',
    NY,
    span('weekdays', { hours: 1 }, '09:00', '17:00', NY),
  ),
  e(
    'every 30 min between 8am and 8pm on release days (tuesdays)',
    LA,
    span(['tue'], { minutes: 30 }, '08:00', '20:00', LA),
  ),
  e('mentor check-in each wednesday 6:30pm São Paulo time', LON, on(['wed'], '18:30', SAO)),
  e('triage rotation handoff 17:00 sundays, my tz', SYD, on(['sun'], '17:00', SYD)),
  e(
    'hey can u set the translation sync for every weekday at 7 in the morning kathmandu time',
    KOL,
    on('weekdays', '07:00', KTM),
  ),
  e('post the meeting agenda 24h before the call (calls are wednesdays 15:00 UTC)', BER, on(['tue'], '15:00', UTC)),
  e('remind me 10 minutes before the 9:00 standup mon-thu', AMS, on(['mon', 'tue', 'wed', 'thu'], '08:50', AMS)),
  e(
    'Sunday 8pm PT + Wednesday 8am PT: contributor digest',
    NY,
    plan([at(['sun'], '20:00', LA), at(['wed'], '08:00', LA)]),
  ),
  e('close stale PRs on the 15th of every month at 6pm pacific', LA, on({ monthDays: [15] }, '18:00', LA)),
  e('security advisory rollup, 2nd and 4th tuesdays at 11:00 ET', NY, on({ nth: [2, 4], weekday: 'tue' }, '11:00', NY)),
  e('the sprint demo is every 3rd friday', LON, either(no(NO_TIME), no(WEEKS), no(AMBIGUOUS))),
  e('ping me at 09:00 on easter monday to unfreeze the repo', BER, no(MOVABLE)),
  e('twice a day, 6 and 18 UTC, regen the API docs', BER, daily(['06:00', '18:00'], UTC)),
  e('every weekday at 9:15 & 13:15 auckland', SYD, on('weekdays', ['09:15', '13:15'], AKL)),
  e("every weekend morning at 10 open the 'weekend contributors' thread", BER, on('weekends', '10:00', BER)),
  e(
    'post the office-hours link every thurs at 4:30p ET, but only through the end of january',
    LA,
    on(['thu'], '16:30', NY, { until: '2027-01-31' }),
  ),
  e(
    'starting Jan 11 the weekly sync moves to mondays 17:00 UTC',
    LON,
    on(['mon'], '17:00', UTC, { from: '2027-01-11' }),
  ),
  e(
    'mirror github to codeberg every 4 hours starting at 1am',
    UTC,
    daily(['01:00', '05:00', '09:00', '13:00', '17:00', '21:00'], UTC),
  ),
  e('run the license scanner 5 times: sundays 3am, starting this week', BER, on(['sun'], '03:00', BER, { count: 5 })),
  e("the bot should post 'code freeze starts now' on dec 14 at 09:00 UTC", BER, once('2026-12-14', '09:00', UTC)),
  e('every sunday at sunrise post the weekly photo thread', LON, no(MOVABLE)),
  e('maintainer 1:1s, biweekly, tuesday 10:00', AMS, either(no(WEEKS), no(AMBIGUOUS))),
  e(
    'publish the changelog every 1st and 3rd monday @ 14:30 UTC',
    BER,
    on({ nth: [1, 3], weekday: 'mon' }, '14:30', UTC),
  ),
  // truck fleet dispatch and couriers
  e('dispatch board refresh every 10 min 5am-9pm central', CHI, span('daily', { minutes: 10 }, '05:00', '21:00', CHI)),
  e('HOS reset reminder for drivers every sunday at 6 pm mountain', CHI, on(['sun'], '18:00', DEN)),
  e('Phoenix yard: gate open alert 04:30 daily (Arizona time, no DST)', LA, daily('04:30', PHX)),
  e(
    'fuel price pull at 0600 and 1400 Mon-Sat',
    CHI,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['06:00', '14:00'], CHI),
  ),
  e('reefer temp check every 15 minutes around the clock', DEN, plan(every('daily', { minutes: 15 }, DEN))),
  e(
    'IFTA quarterly filing reminder: last day of jan, apr, jul and oct at 9am',
    CHI,
    on({ monthDays: ['last'], months: [1, 4, 7, 10] }, '09:00', CHI),
  ),
  e(
    'post the courier roster at 21:00 the night before each weekday shift',
    LON,
    on(['sun', 'mon', 'tue', 'wed', 'thu'], '21:00', LON),
  ),
  e('every weekday 5:45 am send the route sheets', EDM, on('weekdays', '05:45', EDM)),
  e('pre-trip inspection nudge at 0445 tues thru sat', CHI, on(['tue', 'wed', 'thu', 'fri', 'sat'], '04:45', CHI)),
  e(
    'DOT annual inspection reminder every year on the 2nd of march, 8am',
    CHI,
    on({ monthDays: [2], months: [3] }, '08:00', CHI),
  ),
  e('ping dispatch every 2 hrs between 6a and 6p weekdays', DEN, span('weekdays', { hours: 2 }, '06:00', '18:00', DEN)),
  e('late-delivery sweep hourly at 20 past', NY, plan(every('daily', { hours: 1, at: 20 }, NY))),
  e('driver settlement report every other friday', CHI, either(no(WEEKS), no(NO_TIME))),
  e('payroll for drivers biweekly thursday 10am', CHI, either(no(WEEKS), no(AMBIGUOUS))),
  e('send the ELD sync every 90 seconds', DEN, no(SECONDS)),
  e(
    'Warsaw depot: 22:30 every night except saturdays',
    BER,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '22:30', WAW),
  ),
  e('tachograph download reminder every 28 days at 8am', WAW, no(DAYS_STEP)),
  e('courier cutoff warning at 4:45pm, 15 mins before the 5pm cutoff, mon–fri', LON, on('weekdays', '16:45', LON)),
  e('remind the night dispatcher at 23:00 and 03:00 every night', CHI, daily(['23:00', '03:00'], CHI)),
  e(
    'weekend dispatch coverage check saturdays and sundays 7am and 7pm central',
    NY,
    on('weekends', ['07:00', '19:00'], CHI),
  ),
  e(
    'winter chain-law alert for the I-70 crews: every day at 4am mountain from dec 1 through march 31',
    DEN,
    daily('04:00', DEN, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e('every 3 hours starting at midnight, GPS health check', UTC, plan(every('daily', { hours: 3 }, UTC))),
  e('every 5 hours, trailer pool audit', CHI, no(STEP_HOURS)),
  e('Nightly at 1:30 central, close out the manifests', DEN, daily('01:30', CHI)),
  e('peak season: extra sort at 11pm every day until dec 24', CHI, daily('23:00', CHI, { until: '2026-12-24' })),
  e('first monday of every month 7:00 mountain, safety meeting', DEN, on({ nth: [1], weekday: 'mon' }, '07:00', DEN)),
  e('truck wash booking on the 10th and 25th at 6 AM', CHI, on({ monthDays: [10, 25] }, '06:00', CHI)),
  e('every weekday except wednesday, 0530 roll call', DEN, on(['mon', 'tue', 'thu', 'fri'], '05:30', DEN)),
  e('maintenance window alerts at half past midnight on sundays', CHI, on(['sun'], '00:30', CHI)),
  e(
    "set the 'loads available' blast at 6, 10, 14 and 18h weekdays, Edmonton time",
    WPG,
    on('weekdays', ['06:00', '10:00', '14:00', '18:00'], EDM),
  ),
  e('remind me to check the Winnipeg lanes at 8 central', NY, no(AMBIGUOUS)),
  e(
    'every 20 minutes from 10pm to 4am, line-haul tracking',
    CHI,
    either(
      plan([
        every('daily', { minutes: 20, window: ['22:00', '23:40'] }, CHI),
        every('daily', { minutes: 20, window: ['00:00', '04:00'] }, CHI),
      ]),
      plan([
        every('daily', { minutes: 20, window: ['22:00', '23:40'] }, CHI),
        every('daily', { minutes: 20, window: ['00:00', '03:40'] }, CHI),
      ]),
    ),
  ),
  e('courier app: daily summary at 19h30', PAR, daily('19:30', PAR)),
  e(
    'on the last business day of the month at 4pm central send the fuel card statements',
    CHI,
    on({ lastBusinessDay: true }, '16:00', CHI),
  ),
  e('last business day of the month, 7pm central: close the fuel ledger', CHI, no(BUSINESS_SHIFT)),
  e('2nd business day of each month at 9am, reconcile tolls', CHI, no(BUSINESS_NTH)),
  e('every Monday at 6:00 Central EXCEPT the week of Thanksgiving', CHI, either(no(HOLIDAYS), no(MOVABLE))),
  e(
    'day shift starts 06:00, night shift 18:00, post both rosters every day at those times',
    LON,
    daily(['06:00', '18:00'], LON),
  ),
  e(
    'dispatch KPIs at the top of every hour during business hours (8-5) M-F',
    PHX,
    span('weekdays', { hours: 1 }, '08:00', '17:00', PHX),
  ),
  e('send the Halifax run reminder at 15:00 Atlantic each tues & thurs', TOR, on(['tue', 'thu'], '15:00', HAL)),
  e(
    'Please remind the owner-operators on the 1st of each month at 7 pm pacific to submit their receipts',
    CHI,
    on({ monthDays: [1] }, '19:00', LA),
  ),
  e(
    'every sat 9am till the end of feb, tyre pressure campaign',
    LON,
    on(['sat'], '09:00', LON, { until: '2027-02-28' }),
  ),
  e('cross-dock Mexico City: 07:00 lun a vie', MEX, on('weekdays', '07:00', MEX)),
  e('every day at 3 am and 3 pm, rotate the dispatcher pager', DEN, daily(['03:00', '15:00'], DEN)),
  e(
    'DST starts march 14, make sure the 2:30am yard check still runs every day at 2:30 central',
    CHI,
    daily('02:30', CHI),
  ),
  e(
    'run the 1:30am route optimizer every night (central); heads up, nov 7 the clocks fall back',
    CHI,
    daily('01:30', CHI),
  ),
  e(
    'every weekday at 5 pm and on saturdays at noon, post the outbound count',
    CHI,
    plan([at('weekdays', '17:00', CHI), at(['sat'], '12:00', CHI)]),
  ),
  e(
    '8am sharp every monday for the next 6 weeks: safety huddle',
    DEN,
    either(on(['mon'], '08:00', DEN, { count: 6 }), on(['mon'], '08:00', DEN, { from: '2026-11-30', count: 6 })),
  ),
  // telco network operations
  e(
    'maintenance window alert: tuesdays and thursdays at 00:00 local, the window runs till 04:00',
    LON,
    on(['tue', 'thu'], '00:00', LON),
  ),
  e('pull cell-site KPIs every 5 minutes', JKT, plan(every('daily', { minutes: 5 }, JKT))),
  e('BGP session report at 06:00Z daily', NY, daily('06:00', UTC)),
  e('change freeze reminder every friday 15:00, no changes after 16:00', MAD, on(['fri'], '15:00', MAD)),
  e(
    'fiber cut drill on the first wednesday of each quarter, 10am ET',
    NY,
    on({ nth: [1], weekday: 'wed', months: [1, 4, 7, 10] }, '10:00', NY),
  ),
  e('send the CAB agenda every monday at 1600Z', LON, on(['mon'], '16:00', UTC)),
  e(
    'every 15 min during the maintenance window 1am–5am, weekdays',
    NY,
    span('weekdays', { minutes: 15 }, '01:00', '05:00', NY),
  ),
  e('NOC shift handover 07:00 and 19:00 every day, Manila', SGP, daily(['07:00', '19:00'], MNL)),
  e('planned work notice 48h before the sunday 02:00 window', LON, on(['fri'], '02:00', LON)),
  e('run the SIM inventory job every 2 hours on the half hour', JNB, plan(every('daily', { hours: 2, at: 30 }, JNB))),
  e('tower battery test on the 5th of every month 03:00 Joburg', LON, on({ monthDays: [5] }, '03:00', JNB)),
  e('every 7 minutes poll the core routers', LON, no(STEP_MINUTES)),
  e('every 30 seconds ping the SBC', LON, no(SECONDS)),
  e(
    'roaming partner report weekdays 09:00 Dubai, and sundays 09:00 too',
    DXB,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '09:00', DXB),
  ),
  e(
    'outage bridge reminder every hour from 8am to 8pm until the incident is closed',
    LON,
    either(span('daily', { hours: 1 }, '08:00', '20:00', LON), no(AMBIGUOUS)),
  ),
  e('last sunday of the month 02:00 CET: firmware push', BER, on({ nth: ['last'], weekday: 'sun' }, '02:00', BER)),
  e(
    'spectrum license renewal reminder every year on 30 june at 9am Jakarta',
    SGP,
    on({ monthDays: [30], months: [6] }, '09:00', JKT),
  ),
  e(
    'every weekday at 08:30 IST',
    LON,
    either(on('weekdays', '08:30', KOL), on('weekdays', '08:30', DUB), no(AMBIGUOUS)),
  ),
  e('daily 23:59 rollover of the CDR files', UTC, daily('23:59', UTC)),
  e(
    'traffic report 9am mon, wed, fri Johannesburg time and 9am tue, thu Nairobi time',
    LON,
    plan([at(['mon', 'wed', 'fri'], '09:00', JNB), at(['tue', 'thu'], '09:00', NBO)]),
  ),
  e('every 4h from midnight: alarm dedupe', KOL, plan(every('daily', { hours: 4 }, KOL))),
  e(
    'customer comms for the maintenance on dec 6 at 01:00: send notices 72 hours, 24 hours and 1 hour before',
    LON,
    plan(
      [
        at({ monthDays: [3], months: [12] }, '01:00', LON),
        at({ monthDays: [5], months: [12] }, '01:00', LON),
        at({ monthDays: [6], months: [12] }, '00:00', LON),
      ],
      { until: '2026-12-06' },
    ),
  ),
  e(
    'Every weekday at 7:45 AM except Fridays, send the trouble ticket summary',
    NY,
    on(['mon', 'tue', 'wed', 'thu'], '07:45', NY),
  ),
  e(
    'quiet hours check every 10 minutes between 22:00 and 06:00',
    MAD,
    either(
      plan([
        every('daily', { minutes: 10, window: ['22:00', '23:50'] }, MAD),
        every('daily', { minutes: 10, window: ['00:00', '06:00'] }, MAD),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['22:00', '23:50'] }, MAD),
        every('daily', { minutes: 10, window: ['00:00', '05:50'] }, MAD),
      ]),
    ),
  ),
  e('at 3 run the log rotation', LON, no(AMBIGUOUS)),
  e(
    'SLA breach report on the 1st business day of each month at 10:00 GMT',
    LON,
    either(on({ firstBusinessDay: true }, '10:00', UTC), on({ firstBusinessDay: true }, '10:00', LON)),
  ),
  e('first business day of the month 8am Sydney, spectrum usage pull', SYD, no(BUSINESS_SHIFT)),
  e('every 12 hours starting 6am', JKT, daily(['06:00', '18:00'], JKT)),
  e('noc coffee o clock 10:30 every weekday lol', MNL, on('weekdays', '10:30', MNL)),
  e(
    'run the number-porting batch every weekday at 20:00 Madrid, and on saturdays at 14:00',
    MAD,
    plan([at('weekdays', '20:00', MAD), at(['sat'], '14:00', MAD)]),
  ),
  e(
    'audit dormant accounts on the last day of march, june, september and december at 18:00',
    LON,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '18:00', LON),
  ),
  e('every 2nd and 4th saturday 02:00 core upgrade window', JKT, no(NTH_SHIFT)),
  e(
    'core upgrade window on the 2nd and 4th saturday at 23:00 WIB',
    SGP,
    on({ nth: [2, 4], weekday: 'sat' }, '23:00', JKT),
  ),
  e(
    'alarm summary hourly on weekdays 7am–7pm, on weekends just 9am and 5pm',
    NY,
    either(
      plan([every('weekdays', { hours: 1, window: ['07:00', '19:00'] }, NY), at('weekends', ['09:00', '17:00'], NY)]),
      plan([every('weekdays', { hours: 1, window: ['07:00', '18:00'] }, NY), at('weekends', ['09:00', '17:00'], NY)]),
    ),
  ),
  e('every 30 mins', KOL, plan(every('daily', { minutes: 30 }, KOL))),
  e('every 30 mins, kathmandu', KOL, plan(every('daily', { minutes: 30 }, KTM))),
  e('every day at 5:45 nepal time run the tower report', LON, daily('05:45', KTM)),
  e('weekly capacity report fri 17h Lisbon', MAD, on(['fri'], '17:00', LIS)),
  e('monthly on the 28th at 11pm', NY, no(LEAP)),
  e('monthly on the 28th at 11am', NY, on({ monthDays: [28] }, '11:00', NY)),
  e('every weekday at 6 pm Pacific in December', NY, no(MONTH_EDGE)),
  e(
    'weekdays in december at 10am pacific: peak-season capacity check',
    LA,
    on({ weekdays: 'weekdays', months: [12] }, '10:00', LA),
  ),
  e('NOC all-hands every 6 weeks, thursday 3pm', LON, no(WEEKS)),
  e(
    'every quarter hour between 0000 and 0600Z on sundays: backup verification',
    LON,
    span(['sun'], { minutes: 15 }, '00:00', '06:00', UTC),
  ),
  e(
    'maintenance notifications at 18:00 the day before each window; windows are tuesday and thursday nights',
    LON,
    on(['mon', 'wed'], '18:00', LON),
  ),
  e(
    'traffic peak snapshot at 20:30 every day from Dec 24 to Jan 2',
    MNL,
    daily('20:30', MNL, { from: '2026-12-24', until: '2027-01-02' }),
  ),
  e(
    'hi team, could the OSS export run at 04:10 UTC every day except saturday and sunday? thank you',
    JNB,
    on('weekdays', '04:10', UTC),
  ),
  e('every sunday 01:30 Lisbon (clocks change oct 31, fine to run once)', LON, on(['sun'], '01:30', LIS)),
  // small veterinary, dental and pharmacy practices
  e('text appointment reminders every weekday at 5pm for next-day patients', CHI, on('weekdays', '17:00', CHI)),
  e('vaccine fridge temp log 8am and 6pm daily', LON, daily(['08:00', '18:00'], LON)),
  e('controlled drugs count every friday at close (6pm)', LON, on(['fri'], '18:00', LON)),
  e('refill reminder calls mon wed fri 10:30', NY, on(['mon', 'wed', 'fri'], '10:30', NY)),
  e('dental hygiene recall emails on the 1st and the 15th at 9', SYD, on({ monthDays: [1, 15] }, '09:00', SYD)),
  e(
    'open the phones at 7:45 Mon–Fri and 8:45 on Saturdays',
    CHI,
    plan([at('weekdays', '07:45', CHI), at(['sat'], '08:45', CHI)]),
  ),
  e('check the autoclave spore test result every thursday 2pm', DEN, on(['thu'], '14:00', DEN)),
  e('heartworm reminder to clients every april 1 at 9 am', NY, on({ monthDays: [1], months: [4] }, '09:00', NY)),
  e('remind Dr. Patel 15 min before the surgery block, tue & thu 8:00', LON, on(['tue', 'thu'], '07:45', LON)),
  e(
    'controlled substance order deadline is noon tuesday, remind me every tuesday at 11:30am',
    NY,
    on(['tue'], '11:30', NY),
  ),
  e(
    'flu shot clinic reminders every saturday in october at 8am',
    NY,
    on({ weekdays: ['sat'], months: [10] }, '08:00', NY),
  ),
  e('every 2 weeks on monday remind us to order gloves, 9am', NY, no(WEEKS)),
  e('remind me to order the x-ray film', NY, no(NO_TIME)),
  e(
    'end of day backup of the practice software: 22:00 weekdays, 14:00 saturdays',
    SYD,
    plan([at('weekdays', '22:00', SYD), at(['sat'], '14:00', SYD)]),
  ),
  e('every weekday at 12:30, lunch closure sign on', AKL, on('weekdays', '12:30', AKL)),
  e(
    'Mon-Fri 8a-6p every 30 min check the online booking inbox',
    LA,
    span('weekdays', { minutes: 30 }, '08:00', '18:00', LA),
  ),
  e('expired meds sweep last day of every month at 4 pm', CHI, on({ monthDays: ['last'] }, '16:00', CHI)),
  e('expired meds sweep on the last day of every month at 7 pm', LA, on({ monthDays: ['last'] }, '19:00', LA)),
  e(
    'boarding feeding reminders 7am, 12pm, 5pm, every day over christmas (dec 23 – jan 2)',
    LON,
    daily(['07:00', '12:00', '17:00'], LON, { from: '2026-12-23', until: '2027-01-02' }),
  ),
  e('dental lab pickup on the 2nd wednesday of each month 3pm', NY, on({ nth: [2], weekday: 'wed' }, '15:00', NY)),
  e('set up the pharmacy rota for bank holidays', LON, either(no(HOLIDAYS), no(NO_TIME))),
  e('every weekday 8:55am except bank holidays: unlock the front door', LON, no(HOLIDAYS)),
  e('CE credits reminder every year on dec 1 at 9am', NY, on({ monthDays: [1], months: [12] }, '09:00', NY)),
  e("daily 9pm send tomorrow's surgery list to the nurses", BNE, daily('21:00', BNE)),
  e('weekends 9:30 am, on-call vet roster ping', PER, on('weekends', '09:30', PER)),
  e(
    'remind front desk every hour from 9 till 5 to call back voicemails',
    CHI,
    span('daily', { hours: 1 }, '09:00', '17:00', CHI),
  ),
  e(
    'every 3rd wednesday of the month at 6:30pm, practice meeting',
    LON,
    on({ nth: [3], weekday: 'wed' }, '18:30', LON),
  ),
  e('practice meeting every 3rd wednesday of the month at 6:30pm PT', LA, no(NTH_SHIFT)),
  e('insulin stock check each morning at 7.30', DUB, daily('07:30', DUB)),
  e('run the pharmacy claims batch at 01:15 every night, except sunday night', NY, no(AMBIGUOUS)),
  e(
    'send post-op check-in texts at 10am the day after each surgery day (surgeries are mon and wed)',
    DEN,
    on(['tue', 'thu'], '10:00', DEN),
  ),
  e('remind me every 6 months to recalibrate the scanner', NY, either(no(NO_TIME), no(AMBIGUOUS))),
  e(
    'every jan 15 and jul 15 at 9am, recalibrate the scanner',
    NY,
    on({ monthDays: [15], months: [1, 7] }, '09:00', NY),
  ),
  e('rapport de clôture à 18h15 du lundi au vendredi', PAR, on('weekdays', '18:15', PAR)),
  e('vet clinic: 7am and 7pm kennel checks incl weekends, Halifax', TOR, daily(['07:00', '19:00'], HAL)),
  e(
    'pharmacy opens at 8 and closes at 9, send the open and close alerts mon-sat',
    NY,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['08:00', '21:00'], NY),
  ),
  e(
    'recall list every monday 9am for 8 weeks starting dec 7',
    LA,
    on(['mon'], '09:00', LA, { from: '2026-12-07', count: 8 }),
  ),
  e('every 4 hours 8am-8pm give Max his meds (boarding dog)', LA, span('daily', { hours: 4 }, '08:00', '20:00', LA)),
  e('dose reminder every 8 hours starting 6am', LA, daily(['06:00', '14:00', '22:00'], LA)),
  e("remind me every 8 hrs for the next 10 days about Bella's antibiotics", LA, either(no(NO_TIME), no(AMBIGUOUS))),
  e(
    'sterilizer log check at 12:00 and 16:00 Tuesday to Saturday, Lord Howe time',
    SYD,
    on(['tue', 'wed', 'thu', 'fri', 'sat'], ['12:00', '16:00'], LHI),
  ),
  e('every weekday at 4:30pm Pacific, send the pickup list to the lab', LA, on('weekdays', '16:30', LA)),
  e(
    'saturday clinic is only in january: saturday 9am reminders',
    LON,
    on({ weekdays: ['sat'], months: [1] }, '09:00', LON),
  ),
  e(
    'every weekday 8am Pacific in january: flu stock check',
    LA,
    on({ weekdays: 'weekdays', months: [1] }, '08:00', LA),
  ),
  e(
    'Hello! Could you please set a reminder for our dental nurses every Monday and Thursday at 7:50am to run the suction line cleaner? Many thanks',
    DUB,
    on(['mon', 'thu'], '07:50', DUB),
  ),
  e(
    'pharmacy: prescription sync every 15 min 9:00-18:00 weekdays, 9:00-13:00 saturdays',
    LON,
    either(
      plan([
        every('weekdays', { minutes: 15, window: ['09:00', '18:00'] }, LON),
        every(['sat'], { minutes: 15, window: ['09:00', '13:00'] }, LON),
      ]),
      plan([
        every('weekdays', { minutes: 15, window: ['09:00', '17:45'] }, LON),
        every(['sat'], { minutes: 15, window: ['09:00', '12:45'] }, LON),
      ]),
    ),
  ),
  e(
    'vet: rabies clinic reminder the first saturday of each month at 8am',
    PHX,
    on({ nth: [1], weekday: 'sat' }, '08:00', PHX),
  ),
  // satellite ground stations and polar research stations
  e('pass prep reminder every day 14:05Z', ANC, daily('14:05', UTC)),
  e('uplink window check every 90 min', UTC, plan(every('daily', { minutes: 90 }, UTC))),
  e('McMurdo: weather balloon launch at 11:00 and 23:00 station time every day', UTC, daily(['11:00', '23:00'], MCM)),
  e('Troll station generator check daily 08:00 local', OSL, daily('08:00', TROLL)),
  e(
    'Svalbard antenna de-icing check every 3 hours, october through may',
    OSL,
    plan(every({ months: [10, 11, 12, 1, 2, 3, 4, 5] }, { hours: 3 }, LYR)),
  ),
  e('send the Chatham Islands tide gauge data every day at 06:00 Chatham time', AKL, daily('06:00', CHA)),
  e('ground station health check at :15 past every hour', KTM, plan(every('daily', { hours: 1, at: 15 }, KTM))),
  e('every 20 min, kathmandu', KOL, plan(every('daily', { minutes: 20 }, KTM))),
  e('every 50 minutes poll for TLE updates', UTC, no(STEP_MINUTES)),
  e("St. John's station: weekdays 8:30 Newfoundland time, ops brief", HAL, on('weekdays', '08:30', NFL)),
  e('Lord Howe island weather obs upload 09:00 and 15:00 daily, LHI time', SYD, daily(['09:00', '15:00'], LHI)),
  e('Marquesas relay station: report every monday 07:30 local (UTC-9:30)', HNL, on(['mon'], '07:30', MARQ)),
  e('passes at 03:12, 04:47 and 06:21 UTC on mondays', LON, on(['mon'], ['03:12', '04:47', '06:21'], UTC)),
  e('Casey station radio sked 0900 and 2100 daily, Casey time (UTC+8)', HOB, daily(['09:00', '21:00'], CASEY)),
  e('Rothera: fuel depot readings every sunday at 18:00 local', LON, on(['sun'], '18:00', ROTHERA)),
  e('Kiruna TT&C: conjunction screening report weekdays 07:00 CET', STO, on('weekdays', '07:00', STO)),
  e('Alice Springs ground station: daily at 0600 ACST', SYD, daily('06:00', DRW)),
  e('McMurdo winter-over: sunrise check every day', MCM, no(MOVABLE)),
  e('Fairbanks: every 6 hours on the hour, Alaska time, SAR buoy poll', LA, plan(every('daily', { hours: 6 }, ANC))),
  e('Punta Arenas antenna: 22:00 every night local', SCL, daily('22:00', PUQ)),
  e('santiago ops meeting mondays 10am chile time', LA, on(['mon'], '10:00', SCL)),
  e(
    'every day at 00:30 UTC except sundays, orbit determination run',
    LON,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '00:30', UTC),
  ),
  e('ephemeris upload at 23:45Z every day', LA, daily('23:45', UTC)),
  e('alert me on every ISS pass over the station', UTC, either(no(NO_TIME), no(MOVABLE))),
  e('station resupply flight reminder every 2 weeks, mondays 0800', MCM, no(WEEKS)),
  e('every 10 days calibrate the magnetometer at 12:00Z', UTC, no(DAYS_STEP)),
  e(
    'Reykjavik aurora camera: on at 21:00, off at 03:00, every night sept to april',
    REK,
    either(
      plan(at({ months: [9, 10, 11, 12, 1, 2, 3, 4] }, ['21:00', '03:00'], REK)),
      plan([
        at({ months: [9, 10, 11, 12, 1, 2, 3, 4] }, '21:00', REK),
        at({ months: [10, 11, 12, 1, 2, 3, 4] }, '03:00', REK),
        at(
          {
            months: [9],
            monthDays: [
              2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
              30,
            ],
          },
          '03:00',
          REK,
        ),
        at({ months: [5], monthDays: [1] }, '03:00', REK),
      ]),
    ),
  ),
  e('solar panel inspection at noon local, first saturday of each month, McMurdo', AKL, no(NTH_SHIFT)),
  e('first saturday of each month at 15:00 McMurdo time', AKL, on({ nth: [1], weekday: 'sat' }, '15:00', MCM)),
  e('every 30 min, chatham time', AKL, plan(every('daily', { minutes: 30 }, CHA))),
  e('every hour on the hour Chatham time', AKL, plan(every('daily', { hours: 1 }, CHA))),
  e('Newfoundland buoy: hourly 6am to 10pm NST', HAL, span('daily', { hours: 1 }, '06:00', '22:00', NFL)),
  e(
    'UTC midnight every day, plus 12:00 UTC on weekdays',
    LON,
    plan([at('daily', '00:00', UTC), at('weekdays', '12:00', UTC)]),
  ),
  e(
    'Troll: comms test at 2:30 am local on sunday march 28 and every sunday after that',
    OSL,
    on(['sun'], '02:30', TROLL, { from: '2027-03-28' }),
  ),
  e('daily 07:00 Hobart: sea ice imagery brief', SYD, daily('07:00', HOB)),
  e('at 1500 zulu mon thru fri', ANC, on('weekdays', '15:00', UTC)),
  e('antenna stow check 0200L every day, L being Svalbard local', UTC, daily('02:00', LYR)),
  e('Guam tracking site: daily 06:00 and 18:00 ChST', HNL, daily(['06:00', '18:00'], GUM)),
  e('pole-to-pole call: 1st & 3rd friday 20:00 UTC', MCM, on({ nth: [1, 3], weekday: 'fri' }, '20:00', UTC)),
  e(
    'every 15 minutes between 0400z and 0800z during eclipse season (feb 20 – apr 10)',
    UTC,
    span('daily', { minutes: 15 }, '04:00', '08:00', UTC, { from: '2027-02-20', until: '2027-04-10' }),
  ),
  e('link budget report on the last day of each month 18:00 kathmandu', KTM, on({ monthDays: ['last'] }, '18:00', KTM)),
  e('the 1st of every month at 05:00 nepal time', KOL, on({ monthDays: [1] }, '05:00', KTM)),
  e('last friday of the month at 05:00 Kathmandu: antenna audit', KTM, no(NTH_SHIFT)),
  e('McMurdo: 8am daily until the last flight out on feb 24', MCM, daily('08:00', MCM, { until: '2027-02-24' })),
  e('every 3h at half past, ground segment sync', UTC, plan(every('daily', { hours: 3, at: 30 }, UTC))),
  e('remind the team at 16:00 their time (Santiago) every friday', LON, on(['fri'], '16:00', SCL)),
  e('weekly telemetry archive, sundays 23:30 Marquesas time', HNL, on(['sun'], '23:30', MARQ)),
  e('every day at 9am UTC-9:30', HNL, daily('09:00', MARQ)),
  e('daily at 0800 UTC+5:45', LON, daily('08:00', KTM)),
  e('Lord Howe: every weekday at 8:15am local (yes, their DST is half an hour)', SYD, on('weekdays', '08:15', LHI)),
  e('every tuesday 09:00 GMT+13', AKL, either(on(['tue'], '09:00', 'Etc/GMT-13'), on(['tue'], '09:00', AKL))),
  e('chatham islands met obs: 08:45 and 20:45 local, every day', AKL, daily(['08:45', '20:45'], CHA)),
  e('pass schedule for the polar orbiter: every 100 minutes', UTC, no(STEP_MINUTES)),
  e('South Pole station (they keep NZ time): all-hands every sunday 19:00', UTC, on(['sun'], '19:00', MCM)),
  e(
    'Longyearbyen: polar night ends feb 15, daily light-sensor calibration at 11:00 until then',
    OSL,
    daily('11:00', LYR, { until: '2027-02-15' }),
  ),
  // touring bands and music venues
  e(
    'doors 7pm, set 9pm every fri & sat; remind the door crew 30 min before doors',
    NY,
    on(['fri', 'sat'], '18:30', NY),
  ),
  e('soundcheck reminder 4pm local every show day', LON, no(AMBIGUOUS)),
  e(
    'tour: soundcheck 16:00 on dec 3 Berlin, dec 4 Hamburg, dec 5 Copenhagen',
    LON,
    plan(at({ monthDays: [3, 4, 5], months: [12] }, '16:00', BER), { until: '2026-12-05' }),
  ),
  e(
    'bus call 9am every day of the UK run, nov 30 - dec 12, UK time',
    LA,
    daily('09:00', LON, { from: '2026-11-30', until: '2026-12-12' }),
  ),
  e('settlement reminder at 11:30pm after every show', LON, no(AMBIGUOUS)),
  e('venue: bar stock count every sunday 11am', LON, on(['sun'], '11:00', LON)),
  e('open mic signups post every tuesday at 5', LON, either(on(['tue'], '17:00', LON), no(AMBIGUOUS))),
  e('ticket sales report 10am daily until the show on feb 14', CHI, daily('10:00', CHI, { until: '2027-02-14' })),
  e('on-sale goes live friday 10am, remind me at 9:45', NY, once('2026-11-27', '09:45', NY)),
  e(
    'merch inventory every monday 1pm for the rest of the tour (ends dec 20)',
    LON,
    on(['mon'], '13:00', LON, { until: '2026-12-20' }),
  ),
  e('every night at 2 am lock the venue wifi', NY, daily('02:00', NY)),
  e(
    'curfew warning 10:45pm fri/sat, 10:15pm sun-thu',
    LON,
    plan([at(['fri', 'sat'], '22:45', LON), at(['sun', 'mon', 'tue', 'wed', 'thu'], '22:15', LON)]),
  ),
  e('band practice every other thursday 7pm', LON, no(WEEKS)),
  e('rehearsal twice a week', LON, either(no(NO_TIME), no(AMBIGUOUS))),
  e(
    'royalty statement check on the 15th of jan, apr, jul, oct at 10am',
    LA,
    on({ monthDays: [15], months: [1, 4, 7, 10] }, '10:00', LA),
  ),
  e('PRS setlist submission reminder 3 days after each month ends, 9am', LON, on({ monthDays: [3] }, '09:00', LON)),
  e('promoter call: 2nd monday monthly 18:00 london', NY, on({ nth: [2], weekday: 'mon' }, '18:00', LON)),
  e(
    'load-in 14:00, soundcheck 16:30, doors 19:30: send each as a reminder every show day (wed-sun)',
    BER,
    on(['wed', 'thu', 'fri', 'sat', 'sun'], ['14:00', '16:30', '19:30'], BER),
  ),
  e(
    'Sydney leg: daily 10am AEDT from jan 8 to jan 20',
    LA,
    daily('10:00', SYD, { from: '2027-01-08', until: '2027-01-20' }),
  ),
  e("new year's eve countdown post at 23:59 on dec 31", NY, once('2026-12-31', '23:59', NY)),
  e(
    'every 20 min during doors, 7pm to 9pm fri sat, check the scanner app',
    CHI,
    span(['fri', 'sat'], { minutes: 20 }, '19:00', '21:00', CHI),
  ),
  e(
    'every hour from 8pm to 2am on show nights (thu-sat) post the bar take',
    LON,
    either(
      plan([
        at(['thu', 'fri', 'sat'], ['20:00', '21:00', '22:00', '23:00'], LON),
        at(['fri', 'sat', 'sun'], ['00:00', '01:00', '02:00'], LON),
      ]),
      plan([
        at(['thu', 'fri', 'sat'], ['20:00', '21:00', '22:00', '23:00'], LON),
        at(['fri', 'sat', 'sun'], ['00:00', '01:00'], LON),
      ]),
    ),
  ),
  e('venue fire alarm test every wednesday at 10:00 sharp', DUB, on(['wed'], '10:00', DUB)),
  e('per diem reminder every morning 9 AM wherever we are', LON, no(AMBIGUOUS)),
  e(
    'Austin dates: 6pm central wed-sat, dec 2-5',
    LA,
    on(['wed', 'thu', 'fri', 'sat'], '18:00', CHI, { from: '2026-12-02', until: '2026-12-05' }),
  ),
  e('gigs are fridays, remind me at 7pm the night before', LON, on(['thu'], '19:00', LON)),
  e('stream goes live 20:00 UK, post the link 15 mins before, every saturday', BER, on(['sat'], '19:45', LON)),
  e("tickets drop 10am ET and I'm in LA, remind me 5 min before, this wednesday", LA, once('2026-11-25', '09:55', NY)),
  e(
    'remind the crew at 0800 every day during the festival (jul 15-18)',
    BER,
    daily('08:00', BER, { from: '2027-07-15', until: '2027-07-18' }),
  ),
  e(
    'weekly show poster: tuesdays 12:00 and thursdays 18:00',
    AMS,
    plan([at(['tue'], '12:00', AMS), at(['thu'], '18:00', AMS)]),
  ),
  e('boxing day gig setup reminder 26 dec 1pm', LON, once('2026-12-26', '13:00', LON)),
  e('every first sunday jazz brunch reminder 10am', NY, on({ nth: [1], weekday: 'sun' }, '10:00', NY)),
  e(
    'payday for bar staff: every friday 6am, starting dec 4, for 10 weeks',
    LON,
    on(['fri'], '06:00', LON, { from: '2026-12-04', count: 10 }),
  ),
  e(
    'DJ set reminder saturday nights 11:30pm until the end of march',
    LON,
    on(['sat'], '23:30', LON, { until: '2027-03-31' }),
  ),
  e('every day at 3:33pm lol (band tradition)', LA, daily('15:33', LA)),
  e(
    'venue cleaning crew: 6am the morning after each show (shows are thu, fri, sat)',
    CHI,
    on(['fri', 'sat', 'sun'], '06:00', CHI),
  ),
  e(
    'set times in Tokyo are 19:00 JST on jan 9 and jan 10, remind me an hour before',
    LA,
    plan(at({ monthDays: [9, 10], months: [1] }, '18:00', TYO), { until: '2027-01-10' }),
  ),
  e('mailing list: new show announcement each monday 9am CST', CHI, on(['mon'], '09:00', CHI)),
  e('every 3 hours check the presale numbers', NY, plan(every('daily', { hours: 3 }, NY))),
  e(
    'Melbourne shows fri 11 and sat 12 june: load out at 1am the night after each show',
    MEL,
    plan(at({ monthDays: [12, 13], months: [6] }, '01:00', MEL), { until: '2027-06-13' }),
  ),
  e('setlist email 2 hrs before doors, doors are 8pm, every fri', NY, on(['fri'], '18:00', NY)),
  e('weekly guest list closes thursdays at 5pm, remind the band at 3', LON, on(['thu'], '15:00', LON)),
  e(
    'soundcheck every show day 16:00 — scratch that, 15:30 — shows are fri and sat',
    AMS,
    on(['fri', 'sat'], '15:30', AMS),
  ),
  e('karaoke night: every thursday 9pm, remind the bar staff at 8.30pm', DUB, on(['thu'], '20:30', DUB)),
  // sports coaches and amateur leagues
  e('practice reminder tues/thurs 5:30pm', CHI, on(['tue', 'thu'], '17:30', CHI)),
  e('game day reminder saturdays 7am', NY, on(['sat'], '07:00', NY)),
  e('league standings update every sunday at 9 pm', LON, on(['sun'], '21:00', LON)),
  e(
    'u12 soccer: practice mon & wed 6pm, games sat 10am, reminder 1 hour before each',
    DEN,
    plan([at(['mon', 'wed'], '17:00', DEN), at(['sat'], '09:00', DEN)]),
  ),
  e('remind parents about snack duty every friday evening at 6', CHI, on(['fri'], '18:00', CHI)),
  e(
    'pool booking opens at 00:01 on the 1st, remind me at 23:55 the night before',
    LON,
    on({ monthDays: ['last'] }, '23:55', LON),
  ),
  e(
    'registration closes jan 31, so reminders every monday at noon until then',
    NY,
    on(['mon'], '12:00', NY, { until: '2027-01-31' }),
  ),
  e(
    'run club: every tuesday 6:15 am, and the sunday long run at 7am',
    SYD,
    plan([at(['tue'], '06:15', SYD), at(['sun'], '07:00', SYD)]),
  ),
  e(
    'cricket nets every thursday 5pm from october to march',
    SYD,
    on({ weekdays: ['thu'], months: [10, 11, 12, 1, 2, 3] }, '17:00', SYD),
  ),
  e(
    'refs assignment email 48 hours before each sunday fixture, fixtures kick off at 14:00',
    LON,
    on(['fri'], '14:00', LON),
  ),
  e('every other saturday away game, bus at 6am', LON, no(WEEKS)),
  e('training every 2nd day', LON, either(no(DAYS_STEP), no(NO_TIME))),
  e('coaches meeting first monday of the month 8pm pacific', LA, no(NTH_SHIFT)),
  e('coaches meeting first monday of the month 12:30 pacific', LA, on({ nth: [1], weekday: 'mon' }, '12:30', LA)),
  e('hockey ice time 5:45am weekdays, bring coffee', TOR, on('weekdays', '05:45', TOR)),
  e(
    'rugby season: kickoffs saturday 2pm, remind at 12:30 each saturday until the final on may 29',
    AKL,
    on(['sat'], '12:30', AKL, { until: '2027-05-29' }),
  ),
  e('dues reminder on the 1st and 15th at 6pm', CHI, on({ monthDays: [1, 15] }, '18:00', CHI)),
  e('fantasy draft reminder: sept 1 8pm ET', CHI, once('2027-09-01', '20:00', NY)),
  e('softball league: games every weeknight at 6:30, send the reminder at 4:30', CHI, on('weekdays', '16:30', CHI)),
  e('swim meet warmups 7:00 sat & sun, dec 12-13', LA, daily('07:00', LA, { from: '2026-12-12', until: '2026-12-13' })),
  e('every monday at 1900 UTC+1', LON, either(on(['mon'], '19:00', 'Etc/GMT-1'), on(['mon'], '19:00', PAR))),
  e('weekly fitness test results: sundays 8pm, for 12 weeks', NY, on(['sun'], '20:00', NY, { count: 12 })),
  e('basketball league games every sunday 3pm, but no games on easter sunday', CHI, no(MOVABLE)),
  e('rest day reminder every 7 days', LON, either(no(NO_TIME), no(AMBIGUOUS))),
  e('pitch booking confirmations every wed 10am, Lisbon', LON, on(['wed'], '10:00', LIS)),
  e(
    'every weekday at 6am and every weekend day at 8am send the workout of the day',
    LA,
    plan([at('weekdays', '06:00', LA), at('weekends', '08:00', LA)]),
  ),
  e(
    'marathon training: long run reminder saturdays 5:30am through march 7',
    DEN,
    on(['sat'], '05:30', DEN, { until: '2027-03-07' }),
  ),
  e(
    'every 15 minutes between 9am and noon on tournament day (dec 5), post the bracket',
    CHI,
    span('daily', { minutes: 15 }, '09:00', '12:00', CHI, { from: '2026-12-05', until: '2026-12-05' }),
  ),
  e('volunteer roster: last sunday of each month, 19:00', LON, on({ nth: ['last'], weekday: 'sun' }, '19:00', LON)),
  e('every 2nd and last saturday 9am, ground maintenance', MEL, no(NTH_SHIFT)),
  e(
    'league AGM reminder every year on the first friday in march, 7pm',
    LON,
    on({ nth: [1], weekday: 'fri', months: [3] }, '19:00', LON),
  ),
  e('tennis ladder results every sunday at 21.00', AMS, on(['sun'], '21:00', AMS)),
  e('practice times: mon 4pm, wed 5pm, fri 4pm', NY, plan([at(['mon', 'fri'], '16:00', NY), at(['wed'], '17:00', NY)])),
  e(
    'spring season starts march 1: saturday 9am reminders from then until june 12',
    NY,
    on(['sat'], '09:00', NY, { from: '2027-03-01', until: '2027-06-12' }),
  ),
  e('game at 7 tonight, remind the team at 5', NY, once('2026-11-23', '17:00', NY)),
  e("coach's corner newsletter every 1st of the month 7 am sydney", SYD, on({ monthDays: [1] }, '07:00', SYD)),
  e('goalkeeper session every thursday 6pm except during the school holidays', LON, no(HOLIDAYS)),
  e('bowling league every wednesday at 7, remind at 6', CHI, either(on(['wed'], '18:00', CHI), no(AMBIGUOUS))),
  e('every 30 seconds refresh the live score bot', LON, no(SECONDS)),
  e('tee times open 7 days ahead at 6am, remind me every day at 5:55', PHX, daily('05:55', PHX)),
  e(
    'mon–fri 3:15pm pickup for practice, except fridays in december',
    NY,
    plan([
      at(['mon', 'tue', 'wed', 'thu'], '15:15', NY),
      at({ weekdays: ['fri'], months: ALL_MONTHS_BUT(12) }, '15:15', NY),
    ]),
  ),
  e(
    'season ticket renewals: 10am on the 3rd monday of every month through august',
    CHI,
    on({ nth: [3], weekday: 'mon' }, '10:00', CHI, { until: '2027-08-31' }),
  ),
  e(
    'Hi all, the Vancouver masters swim group needs a reminder every Tuesday and Thursday at 5:15am please, thanks so much',
    VAN,
    on(['tue', 'thu'], '05:15', VAN),
  ),
  e('ref availability poll every monday 8pm their time (the refs are in Winnipeg)', TOR, on(['mon'], '20:00', WPG)),
  e(
    'curling bonspiel draws: 9am, 1pm and 5pm on jan 16 and 17',
    WPG,
    daily(['09:00', '13:00', '17:00'], WPG, { from: '2027-01-16', until: '2027-01-17' }),
  ),
  e('little league pictures saturday morning', NY, no(NO_TIME)),
  // insurance and bank back offices
  e('claims aging report every weekday 7:00 ET', CHI, on('weekdays', '07:00', NY)),
  e('ACH file cutoff reminder 4:15pm ET mon-fri (fed cutoff is 4:45)', NY, on('weekdays', '16:15', NY)),
  e('EOD reconciliation 18:30 London weekdays', NY, on('weekdays', '18:30', LON)),
  e('month-end close kickoff on the last business day at 2pm', NY, on({ lastBusinessDay: true }, '14:00', NY)),
  e('first business day of the month 9am ET: premium billing run', NY, on({ firstBusinessDay: true }, '09:00', NY)),
  e('3rd business day of the month at 10am, GL tie-out', NY, no(BUSINESS_NTH)),
  e(
    'quarter-end: last day of mar/jun/sep/dec at 5pm',
    CHI,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '17:00', CHI),
  ),
  e(
    'policy renewal batch at 01:00 every day except sundays',
    LON,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '01:00', LON),
  ),
  e(
    'SWIFT statement check every 30 min 7am-7pm weekdays Frankfurt',
    LON,
    span('weekdays', { minutes: 30 }, '07:00', '19:00', BER),
  ),
  e('fraud rules refresh every 2 hours 24/7', SGP, plan(every('daily', { hours: 2 }, SGP))),
  e('sanctions list download 05:00 and 17:00 UTC every day', LON, daily(['05:00', '17:00'], UTC)),
  e('wire report weekdays 5pm ET except federal holidays', NY, no(HOLIDAYS)),
  e('actuarial model rerun every 25 min', LON, no(STEP_MINUTES)),
  e('re-price the book every 10 hours', LON, no(STEP_HOURS)),
  e(
    'interest accrual job at 23:00 on the 15th and at 23:00 on the last day of the month',
    NY,
    on({ monthDays: [15, 'last'] }, '23:00', NY),
  ),
  e('underwriting huddle mon/wed/fri 8:45 CT', NY, on(['mon', 'wed', 'fri'], '08:45', CHI)),
  e(
    'FX rates pull at 16:00 London on weekdays, plus 10:00 Tokyo on weekdays',
    LON,
    plan([at('weekdays', '16:00', LON), at('weekdays', '10:00', TYO)]),
  ),
  e(
    'collections dialer window: every 15 min 8am-9pm local Mon-Sat',
    CHI,
    span(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], { minutes: 15 }, '08:00', '21:00', CHI),
  ),
  e('regulatory filing reminder 5 business days before quarter end, 9am', NY, no(BUSINESS_NTH)),
  e('annual compliance training reminder every feb 1 at 9am', NY, on({ monthDays: [1], months: [2] }, '09:00', NY)),
  e('1099 reminder jan 31 9am', NY, on({ monthDays: [31], months: [1] }, '09:00', NY)),
  e(
    'payroll is on the 15th and the last day; pull the NACHA file at 5:30am those days',
    NY,
    on({ monthDays: [15, 'last'] }, '05:30', NY),
  ),
  e(
    'escrow analysis every year on the 2nd monday of march 10:00 ET',
    NY,
    on({ nth: [2], weekday: 'mon', months: [3] }, '10:00', NY),
  ),
  e(
    'daily at 9:30 IST and 9:30 EST, ops handover',
    LON,
    either(plan([at('daily', '09:30', KOL), at('daily', '09:30', NY)]), no(AMBIGUOUS)),
  ),
  e(
    'every weekday at 7am Sydney and 7am London, cash position',
    LON,
    plan([at('weekdays', '07:00', SYD), at('weekdays', '07:00', LON)]),
  ),
  e('reinsurance bordereaux on the 20th of every month 2pm', LON, on({ monthDays: [20] }, '14:00', LON)),
  e(
    'every monday 8am for 4 weeks starting next monday',
    NY,
    on(['mon'], '08:00', NY, { from: '2026-11-30', count: 4 }),
  ),
  e(
    'audit sample pull at 11am on the last thursday of each quarter-end month (mar, jun, sep, dec)',
    NY,
    on({ nth: ['last'], weekday: 'thu', months: [3, 6, 9, 12] }, '11:00', NY),
  ),
  e('overdraft letters every weekday at 10 except mondays', LON, on(['tue', 'wed', 'thu', 'fri'], '10:00', LON)),
  e(
    'fed wire recon every weekday at 6:30 PM ET in december',
    NY,
    on({ weekdays: 'weekdays', months: [12] }, '18:30', NY),
  ),
  e('fed wire recon every weekday at 7:30 PM ET in december', NY, no(MONTH_EDGE)),
  e(
    'rate feed every 5 min during market hours, 9:30 to 4 ET, weekdays',
    LA,
    span('weekdays', { minutes: 5 }, '09:30', '16:00', NY),
  ),
  e(
    'claims intake mailbox sweep hourly at :05, 6am-10pm',
    CHI,
    either(
      plan(every('daily', { hours: 1, window: ['06:05', '22:05'] }, CHI)),
      plan(every('daily', { hours: 1, window: ['06:05', '21:05'] }, CHI)),
    ),
  ),
  e('branch cash order every tuesday and friday at 11:00 Manila', SGP, on(['tue', 'fri'], '11:00', MNL)),
  e(
    'dormant account letters: 1st wednesday of jan and jul at 9',
    LON,
    on({ nth: [1], weekday: 'wed', months: [1, 7] }, '09:00', LON),
  ),
  e('KYC refresh reminders every quarter', LON, no(NO_TIME)),
  e(
    'FINRA deadline reminders at 9am on the 10th, 12th and 14th of each month',
    NY,
    on({ monthDays: [10, 12, 14] }, '09:00', NY),
  ),
  e('close the books: last business day 11:59 PM Pacific', LA, no(BUSINESS_SHIFT)),
  e(
    'mortgage payment reminder texts on the 1st at 9am and again on the 10th at 9am',
    CHI,
    on({ monthDays: [1, 10] }, '09:00', CHI),
  ),
  e(
    'batch window: every 20 minutes from 8pm to 6am, Singapore',
    LON,
    either(
      plan([
        every('daily', { minutes: 20, window: ['20:00', '23:40'] }, SGP),
        every('daily', { minutes: 20, window: ['00:00', '06:00'] }, SGP),
      ]),
      plan([
        every('daily', { minutes: 20, window: ['20:00', '23:40'] }, SGP),
        every('daily', { minutes: 20, window: ['00:00', '05:40'] }, SGP),
      ]),
    ),
  ),
  e('bank statement import every day at 6 except weekends', LON, either(on('weekdays', '06:00', LON), no(AMBIGUOUS))),
  e(
    'premium lapse notices at 8am on the 5th, starting in january',
    NY,
    on({ monthDays: [5] }, '08:00', NY, { from: '2027-01-01' }),
  ),
  e(
    'Good morning. Please schedule the cheque clearing report for 10:30 Toronto time each business day. Regards',
    TOR,
    on('weekdays', '10:30', TOR),
  ),
  e('claims triage 8:00 ET every weekday starting jan 4', LON, on('weekdays', '08:00', NY, { from: '2027-01-04' })),
  e(
    'treasury sweep every day at 17:00 Hong Kong and 17:00 Seoul',
    HKG,
    plan([at('daily', '17:00', HKG), at('daily', '17:00', SEL)]),
  ),
];
