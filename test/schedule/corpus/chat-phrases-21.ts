/**
 * A twenty-first blind chat corpus: schedules as they are typed in Slack by veterinary clinics and dental practices
 * (recalls, sterilizer tests, surgery calls), ferry and port operators (sailings, manifests, tides, pilots), farm and
 * greenhouse crews (irrigation, feeding, frost checks), film and TV production (call sheets, dailies, wrap), esports
 * and game live-ops (resets, rotations, scrims), church and community-centre volunteers, libraries, gyms and fitness
 * studios, restaurants and bakeries (prep, supplier and delivery cut-offs), property managers and building security,
 * payroll and accounting (month-end, quarter-end, business days), SRE and on-call rotations, marketing email teams,
 * scientific labs and observatories, hotel front desks, courier dispatch, wedding and event planners, apartment
 * building residents, podcast producers, public-health reminders and museums; bilingual writers mixing English with
 * Italian, Dutch, Turkish, Vietnamese, Indonesian, Arabic in Latin letters, Swahili (with its own clock that counts
 * from dawn: "saa tatu asubuhi" is 9 in the morning) and the Spanish of Spain; pastes from GitLab CI schedules,
 * Jenkins, Kubernetes CronJobs, GitHub Actions, Airflow, systemd timers, Outlook and Google Calendar invitations,
 * Todoist and Asana recurring tasks, Google Sheets notes and Slack's own /remind. Terse and polite messages, typos,
 * 12- and 24-hour and military clocks, names and task words before and after the schedule, reminders before events,
 * several rules in one message, corrections, running periods, one-off dates, zones said as codes, cities, "their
 * time" and offsets, odd zones (Newfoundland, Adelaide, Darwin, Lord Howe, Iran, Venezuela, Paraguay, Nuuk, Samoa,
 * Kiritimati, Pitcairn, Niue, Morocco, Egypt, Lebanon, Cuba, Haiti, Mongolia, Sri Lanka, Bhutan, Hawaii, Alaska,
 * Chile, Brazil, Mexico), the southern hemisphere, dates near the 2027 clock changes, and phrases no exact CRON
 * answer can honour. Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each
 * entry's zone is the writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 12:00 in London, 13:00 in Rome, 15:00 in Istanbul and Nairobi, 17:30 in Colombo, 19:00 in Jakarta, 22:30 in
 * Adelaide, 23:00 in Sydney and on Lord Howe, and already Tuesday the 24th in Auckland (01:00), Apia (01:00) and
 * Kiritimati (02:00).
 */
import type { CorpusEntry, Expect } from './oracle.js';
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

const ROM = 'Europe/Rome';
const IST = 'Europe/Istanbul';
const HCM = 'Asia/Ho_Chi_Minh';
const JKT = 'Asia/Jakarta';
const NBO = 'Africa/Nairobi';
const DAR = 'Africa/Dar_es_Salaam';
const MAD = 'Europe/Madrid';
const RUH = 'Asia/Riyadh';
const CAI = 'Africa/Cairo';
const BEY = 'Asia/Beirut';
const CAS = 'Africa/Casablanca';
const NFL = 'America/St_Johns';
const HAL = 'America/Halifax';
const VAN = 'America/Vancouver';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const LHI = 'Australia/Lord_Howe';
const PER = 'Australia/Perth';
const THR = 'Asia/Tehran';
const CCS = 'America/Caracas';
const ASU = 'America/Asuncion';
const NUK = 'America/Nuuk';
const APW = 'Pacific/Apia';
const CXI = 'Pacific/Kiritimati';
const PCN = 'Pacific/Pitcairn';
const NIU = 'Pacific/Niue';
const HAV = 'America/Havana';
const PAP = 'America/Port-au-Prince';
const ULN = 'Asia/Ulaanbaatar';
const CMB = 'Asia/Colombo';
const THI = 'Asia/Thimphu';
const ANC = 'America/Anchorage';
const SCL = 'America/Santiago';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const CPT = 'Africa/Johannesburg';
const MNL = 'Asia/Manila';
const LIS = 'Europe/Lisbon';

/** A run on one date only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  plan(at('daily', times, zone), { from: date, until: date });
/** "at 7" with no half of the day said, where either half is a fair reading. */
const half = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string): Expect =>
  either(on(days, am, zone), on(days, pm, zone));

/** A refusal for a time kept in each reader's own zone, which one UTC schedule cannot be. */
const EACH_RECIPIENT = "each recipient's own local time is not one schedule";
/** Jenkins' H picks its own minute (or hour) from the job's name. */
const JENKINS_H = "Jenkins' H lets Jenkins pick the value from the job's name";

export const CHAT_PHRASES_21: readonly CorpusEntry[] = [
  // veterinary clinics
  e("remind front desk to call tomorrow's surgery patients every weekday at 4pm", CHI, on('weekdays', '16:00', CHI)),
  e('vaccine reminder texts go out tues + thurs 10:30', DEN, on(['tue', 'thu'], '10:30', DEN)),
  e(
    'kennel checks overnight every 2 hrs, 10pm to 6am',
    BNE,
    on('daily', ['22:00', '00:00', '02:00', '04:00', '06:00'], BNE),
  ),
  e('heartworm reminder emails 1st of the month 8:00', PER, on({ monthDays: [1] }, '08:00', PER)),
  e('@channel lab courier pickup is 3:15 mon-fri, ping us at 3 pls', TOR, on('weekdays', '15:00', TOR)),
  e('euthanasia consult follow-up calls every thursday 2 pm', DUB, on(['thu'], '14:00', DUB)),
  e('controlled drugs count — daily 07:00 and 19:00 (shift change)', LON, on('daily', ['07:00', '19:00'], LON)),
  e('boarding kennel deep clean every other saturday', LON, no(WEEKS)),
  // dental practices
  e('recall list export on the 1st and 15th 7am', SYD, on({ monthDays: [1, 15] }, '07:00', SYD)),
  e('hygienist huddle M/W/F 7:45', LA, on(['mon', 'wed', 'fri'], '07:45', LA)),
  e('sterilizer spore test every monday 8 am, no wait make it 7:30', PHX, on(['mon'], '07:30', PHX)),
  e(
    'end-of-day report 5pm weekdays, but fridays we close at 1 so 1pm on fri',
    NY,
    plan([at(['mon', 'tue', 'wed', 'thu'], '17:00', NY), at(['fri'], '13:00', NY)]),
  ),
  e('confirm tomorrows appointments by sms 6pm sun-thu', AKL, on(['sun', 'mon', 'tue', 'wed', 'thu'], '18:00', AKL)),
  e('waterline shock treatment last friday of the month 6pm', DEN, no(NTH_SHIFT)),
  e('dental lab case pickup 11.30 tuesdays', AMS, on(['tue'], '11:30', AMS)),
  e('x-ray QA every 3rd business day of the month 8am', TOR, no(BUSINESS_NTH)),
  // ferry and port operators
  e(
    'manifest cutoff reminder 45 min before each sailing — sailings 06:15, 09:45, 13:15, 17:45 daily',
    AKL,
    on('daily', ['05:30', '09:00', '12:30', '17:00'], AKL),
  ),
  e('tide board refresh every 30 min', HAL, plan(every('daily', { minutes: 30 }, HAL))),
  e(
    'gate opening announcement 0530 local every day except sunday',
    CAS,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '05:30', CAS),
  ),
  e('berth plan sync 0000Z and 1200Z', LIS, on('daily', ['00:00', '12:00'], UTC)),
  e('pilot boarding roster sundays 1800 hrs Nuuk time', CPT, on(['sun'], '18:00', NUK)),
  e(
    'winter timetable: first sailing alert 5:50am weekdays until march 31',
    VAN,
    on('weekdays', '05:50', VAN, { until: '2027-03-31' }),
  ),
  e('crane maintenance window every sunday 0200-0600, start notice at 0145', SGP, on(['sun'], '01:45', SGP)),
  e('port dues invoice run on the last day of each month at 2300 hrs', HKG, on({ monthDays: ['last'] }, '23:00', HKG)),
  e('ferry to Lord Howe resupply check every monday 7am island time', SYD, on(['mon'], '07:00', LHI)),
  e(
    'harbour master radio check every 4 hours starting at 2am',
    HAL,
    plan(every('daily', { hours: 4, window: ['02:00', '22:00'] }, HAL)),
  ),
  e('vessel traffic report every 45 seconds', UTC, no(SECONDS)),
  // farm and greenhouse crews
  e('irrigation zone A on at 5:30am and 7pm every day', ADL, on('daily', ['05:30', '19:00'], ADL)),
  e('feed the calves 6 and 4:30 daily', AKL, on('daily', ['06:00', '16:30'], AKL)),
  e(
    'greenhouse vent check hourly between 10 and 4, dec thru feb',
    ADL,
    span({ months: [12, 1, 2] }, { hours: 1 }, '10:00', '16:00', ADL),
  ),
  e('fertigation pulse every 20 min from 6am to 6pm', NBO, span('daily', { minutes: 20 }, '06:00', '18:00', NBO)),
  e('milk tank temp log every 4 hours', DUB, plan(every('daily', { hours: 4 }, DUB))),
  e('frost alarm test first of every month at 3am', SCL, on({ monthDays: [1] }, '03:00', SCL)),
  e('pig feed line auto-run 06:00 12:00 18:00', SAO, on('daily', ['06:00', '12:00', '18:00'], SAO)),
  e('water the seedlings every 3 days at 7', ADL, no(DAYS_STEP)),
  e('egg collection reminder twice a day, 8:30 and 3:30 in the afternoon', NBO, on('daily', ['08:30', '15:30'], NBO)),
  e(
    'hay delivery reminder every tuesday at 10, for the next 4 weeks (starting dec 1)',
    DEN,
    on(['tue'], '10:00', DEN, { from: '2026-12-01', until: '2026-12-28' }),
  ),
  e('shade cloth on at sunrise', ADL, no(MOVABLE)),
  e(
    'drip lines flush on the 15th at 6am, oct to march',
    SCL,
    on({ monthDays: [15], months: [10, 11, 12, 1, 2, 3] }, '06:00', SCL),
  ),
  // film and TV production
  e(
    'call sheet goes out every shoot day (mon-sat) at 7pm',
    LA,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '19:00', LA),
  ),
  e('crew call is 0600 weekdays, send the reminder 30 min before', VAN, on('weekdays', '05:30', VAN)),
  e(
    'wrap report to the studio 2300 daily until the 18th of december',
    LON,
    daily('23:00', LON, { until: '2026-12-18' }),
  ),
  e('dailies upload every night at 1:30am UK time', LA, daily('01:30', LON)),
  e('location scout sync every other thursday 11am', LA, no(WEEKS)),
  e('stunt rehearsal sat 12/5 at 10am', VAN, once('2026-12-05', '10:00', VAN)),
  e('post-production review tuesdays 16:00 CET', PAR, on(['tue'], '16:00', PAR)),
  e('VFX render farm status every 15 min during 9 to 6', LON, span('daily', { minutes: 15 }, '09:00', '18:00', LON)),
  e('martini shot reminder 30 minutes before wrap (wrap 8pm) fri', NY, on(['fri'], '19:30', NY)),
  e('script supervisor notes due every weekday by 10pm, remind at 9:30pm', TOR, on('weekdays', '21:30', TOR)),
  // esports and game live-ops
  e('daily reset 00:00 UTC', SEL, daily('00:00', UTC)),
  e('weekly shop rotation thursday 1700 CET', BER, on(['thu'], '17:00', BER)),
  e('scrim block tue/thu 8-11pm EST, ping the team at 7:45', NY, on(['tue', 'thu'], '19:45', NY)),
  e('season patch window 2nd wednesday of the month 10:00 PT', LA, on({ nth: [2], weekday: 'wed' }, '10:00', LA)),
  e('login bonus reset 4am server time (server = JST)', LA, daily('04:00', TYO)),
  e('tournament check-in opens 30 min before the 19:00 start every saturday', SAO, on(['sat'], '18:30', SAO)),
  e('leaderboard snapshot every 15 min', KTM, plan(every('daily', { minutes: 15 }, KTM))),
  e('H/15 * * * *', UTC, either(plan(every('daily', { minutes: 15 }, UTC)), no(JENKINS_H))),
  e(
    'event ends dec 31 23:59 KST — post warnings at 12:00 and 18:00 that day',
    SEL,
    once('2026-12-31', ['12:00', '18:00'], SEL),
  ),
  e('server restart every 6h at :30', SGP, plan(every('daily', { hours: 6, at: 30 }, SGP))),
  e('ranked queue closes sun 23:00 PST, warn at 22:00', LA, on(['sun'], '22:00', LA)),
  e('loot table rotation every 36 hours', UTC, no(STEP_HOURS)),
  // church and community-centre volunteers
  e('choir practice reminder wednesdays 5pm', LON, on(['wed'], '17:00', LON)),
  e('remind the volunteers saturday 6pm to set up chairs for sunday', CHI, on(['sat'], '18:00', CHI)),
  e('food pantry shift 2nd and 4th saturday 9am', CHI, on({ nth: [2, 4], weekday: 'sat' }, '09:00', CHI)),
  e('youth group fridays 7 till 9 — remind at 6', DEN, on(['fri'], '18:00', DEN)),
  e(
    'bulletin copy due thursdays at noon; remind wednesday at 3 too',
    DUB,
    plan([at(['wed'], '15:00', DUB), at(['thu'], '12:00', DUB)]),
  ),
  e('easter sunrise service reminder', SYD, no(MOVABLE)),
  e('hall boiler on at 6:30am sundays and wednesdays', LON, on(['sun', 'wed'], '06:30', LON)),
  e('soup kitchen rota goes out every monday morning 8:00 except bank holidays', DUB, no(HOLIDAYS)),
  e('bingo night setup every 1st friday 5.30pm', CPT, on({ nth: [1], weekday: 'fri' }, '17:30', CPT)),
  // libraries
  e(
    'overdue notices every day at 7:15 except sundays',
    TOR,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:15', TOR),
  ),
  e('storytime reminder tues 10:30 and sat 11am', MNL, plan([at(['tue'], '10:30', MNL), at(['sat'], '11:00', MNL)])),
  e(
    'closing announcement 15 min before close: we close 8pm mon-thu and 5pm fri-sat',
    AKL,
    plan([at(['mon', 'tue', 'wed', 'thu'], '19:45', AKL), at(['fri', 'sat'], '16:45', AKL)]),
  ),
  e('ILL sync every hour on the half hour', NY, plan(every('daily', { hours: 1, at: 30 }, NY))),
  e('book sale 12/12 9am', NY, once('2026-12-12', '09:00', NY)),
  e('holds shelf clear-out every monday', BNE, no(NO_TIME)),
  e('e-resources usage stats first monday of each month 9am', SYD, no(NTH_SHIFT)),
  // gyms and fitness studios
  e('spin class reminder 5:45am mon wed fri', PHX, on(['mon', 'wed', 'fri'], '05:45', PHX)),
  e('pool chlorine log every 2 hours from 6am to 10pm', BNE, span('daily', { hours: 2 }, '06:00', '22:00', BNE)),
  e('HIIT 6:15 tu/th, yoga 7:30 sat', AKL, plan([at(['tue', 'thu'], '06:15', AKL), at(['sat'], '07:30', AKL)])),
  e('membership billing on the 28th at 2am', LON, on({ monthDays: [28] }, '02:00', LON)),
  e('birthday emails to members every day at 8', MEX, half('daily', '08:00', '20:00', MEX)),
  e('towel service pickup mon & thu 14:00', MAD, on(['mon', 'thu'], '14:00', MAD)),
  e('PT check-ins every 10 days', SYD, no(DAYS_STEP)),
  e('bootcamp in the park sat/sun 7am, cancel notice at 6 if raining', CPT, on('weekends', '06:00', CPT)),
  // restaurants and bakeries
  e(
    'dough prep reminder 4:30am every day but monday (closed mondays)',
    ROM,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '04:30', ROM),
  ),
  e('produce order cutoff 2pm sun-thu', NY, on(['sun', 'mon', 'tue', 'wed', 'thu'], '14:00', NY)),
  e('delivery cut-off is 11am weekdays; remind the line 30 min before', CHI, on('weekdays', '10:30', CHI)),
  e('fryer deep clean every other sunday', LA, no(WEEKS)),
  e('inventory count last day of the month 10pm', TOR, on({ monthDays: ['last'] }, '22:00', TOR)),
  e('sourdough starter feed every 12 hours, 8 and 8', SYD, on('daily', ['08:00', '20:00'], SYD)),
  e('ogni mattina alle 6 accendere il forno', ROM, daily('06:00', ROM)),
  e('family meal 3:30pm before dinner service, tue-sat', NY, on(['tue', 'wed', 'thu', 'fri', 'sat'], '15:30', NY)),
  e('walk-in fridge temp check 7 11 15 19', LON, on('daily', ['07:00', '11:00', '15:00', '19:00'], LON)),
  e('christmas eve pre-order pickup reminder dec 23 at 5pm', DUB, once('2026-12-23', '17:00', DUB)),
  e(
    'wholesale bread route cutoff 9pm the night before, sun-thu',
    BER,
    on(['sun', 'mon', 'tue', 'wed', 'thu'], '21:00', BER),
  ),
  // property managers and building security
  e(
    'security patrol check-in every 30 min from 10pm to 6am',
    JKT,
    either(
      plan([
        every('daily', { minutes: 30, window: ['22:00', '23:30'] }, JKT),
        every('daily', { minutes: 30, window: ['00:00', '06:00'] }, JKT),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['22:00', '23:30'] }, JKT),
        every('daily', { minutes: 30, window: ['00:00', '05:30'] }, JKT),
      ]),
    ),
  ),
  e('fire alarm test first tuesday of the month 10am', NY, on({ nth: [1], weekday: 'tue' }, '10:00', NY)),
  e('rent reminder to tenants on the 25th and on the 1st, 9am', CHI, on({ monthDays: [25, 1] }, '09:00', CHI)),
  e('garage doors lock at 11pm nightly', MEX, daily('23:00', MEX)),
  e('elevator inspection every 3 months', LON, no(NO_TIME)),
  e(
    'lobby lights on at 5pm nov-feb, 7pm the rest of the year',
    TOR,
    plan([at({ months: [11, 12, 1, 2] }, '17:00', TOR), at({ months: [3, 4, 5, 6, 7, 8, 9, 10] }, '19:00', TOR)]),
  ),
  e('generator test run 1st monday of every month 0700 hrs', CMB, on({ nth: [1], weekday: 'mon' }, '07:00', CMB)),
  e('visitor log purge every sunday 23:30', SGP, on(['sun'], '23:30', SGP)),
  e('CCTV health check every 7 minutes', SGP, no(STEP_MINUTES)),
  e(
    'pool gate lock 9pm in summer (dec-feb), 7pm otherwise',
    SYD,
    plan([at({ months: [12, 1, 2] }, '21:00', SYD), at({ months: [3, 4, 5, 6, 7, 8, 9, 10, 11] }, '19:00', SYD)]),
  ),
  // payroll and accounting
  e('month-end close kickoff last business day 9am', NY, on({ lastBusinessDay: true }, '09:00', NY)),
  e('payroll every other friday 10am', CHI, no(WEEKS)),
  e(
    'quarter-end accrual reminder on the last day of mar, jun, sep and dec at 3pm',
    LON,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '15:00', LON),
  ),
  e('AP run tue & thu 11am', DEN, on(['tue', 'thu'], '11:00', DEN)),
  e('semi-monthly payroll on the 15th and the last day, 6am', PHX, on({ monthDays: [15, 'last'] }, '06:00', PHX)),
  e('bank rec on the 3rd business day 10am', NY, no(BUSINESS_NTH)),
  e('first business day of the month at 7am Sydney time', LON, no(BUSINESS_SHIFT)),
  e('VAT reminder 7th of jan apr jul oct at 9', LON, on({ monthDays: [7], months: [1, 4, 7, 10] }, '09:00', LON)),
  e('year-end close dec 31 5pm', NY, on({ monthDays: [31], months: [12] }, '17:00', NY)),
  e(
    'timesheets due friday noon — nag everyone thursday 4pm and friday 9am',
    SGP,
    plan([at(['thu'], '16:00', SGP), at(['fri'], '09:00', SGP)]),
  ),
  e('expense report reminder on the 1st business day 9am', CHI, on({ firstBusinessDay: true }, '09:00', CHI)),
  e('1099 prep reminder jan 10 9am', NY, once('2027-01-10', '09:00', NY)),
  e('payroll cutoff last business day 6pm pacific', LA, no(BUSINESS_SHIFT)),
  e('fiscal-quarter flash report 5th business day', LON, no(BUSINESS_NTH)),
  // SRE and on-call rotations
  e('on-call handoff mondays 10:00 Pacific', LON, on(['mon'], '10:00', LA)),
  e('cert expiry scan daily 03:17 UTC', BER, daily('03:17', UTC)),
  e('rotate primary every wednesday 9am Dublin', NY, on(['wed'], '09:00', DUB)),
  e('error budget report every 6 hours', UTC, plan(every('daily', { hours: 6 }, UTC))),
  e('db vacuum every sunday 2:30am ET', NY, on(['sun'], '02:30', NY)),
  e('chaos test 2nd and 4th thursday 14:00 UTC', LON, on({ nth: [2, 4], weekday: 'thu' }, '14:00', UTC)),
  e('backup every 7 hours', UTC, no(STEP_HOURS)),
  e('synthetic check every 30 sec', UTC, no(SECONDS)),
  e(
    'follow-the-sun handover 08:00 Singapore, 08:00 London and 08:00 New York, weekdays',
    LON,
    plan([at('weekdays', '08:00', SGP), at('weekdays', '08:00', LON), at('weekdays', '08:00', NY)]),
  ),
  e('schedule: "*/10 * * * *"\ntimeZone: "Asia/Kolkata"', KOL, plan(every('daily', { minutes: 10 }, KOL))),
  e("on:\n  schedule:\n    - cron: '0 9 * * 1-5'", NY, on('weekdays', '09:00', UTC)),
  e('OnCalendar=Mon..Fri 06:30', BER, on('weekdays', '06:30', BER)),
  e('OnCalendar=*-*-* 00/4:00:00', BER, plan(every('daily', { hours: 4 }, BER))),
  e('OnCalendar=weekly', AMS, on(['mon'], '00:00', AMS)),
  e('Interval pattern: 30 2 * * 0   Cron timezone: [UTC-3] Brasilia', SAO, on(['sun'], '02:30', SAO)),
  e('schedule="0 5 * * *"  # airflow, dag tz is UTC', BER, daily('05:00', UTC)),
  e('Jenkins: H 3 * * 1-5', LON, either(on('weekdays', '03:00', LON), no(JENKINS_H))),
  e('on-call rotation swaps every 2 weeks mon 9am', SYD, no(WEEKS)),
  e(
    'incident review every friday 15:30, same time for the APAC half at 15:30 Sydney',
    LON,
    plan([at(['fri'], '15:30', LON), at(['fri'], '15:30', SYD)]),
  ),
  e('@daily (airflow)', UTC, daily('00:00', UTC)),
  // marketing email teams
  e("newsletter tuesdays 10am in each recipient's local time", NY, no(EACH_RECIPIENT)),
  e('abandoned cart batch every 4 hours 8am-8pm', LA, span('daily', { hours: 4 }, '08:00', '20:00', LA)),
  e(
    'black friday blast 11/27 6am ET and a follow-up 11/28 at 9',
    NY,
    plan([at({ monthDays: [27], months: [11] }, '06:00', NY), at({ monthDays: [28], months: [11] }, '09:00', NY)], {
      until: '2026-11-28',
    }),
  ),
  e('monthly digest first monday 9am EST', NY, on({ nth: [1], weekday: 'mon' }, '09:00', NY)),
  e('re-engagement campaign every 45 days', LON, no(DAYS_STEP)),
  e('A/B winner pick 4 hours after the 10am send, weekdays', TOR, on('weekdays', '14:00', TOR)),
  e('send the daily promo at 8am their time (list is all in Manila)', LA, daily('08:00', MNL)),
  // labs and observatories
  e('liquid nitrogen top-up mon and thu 8am', BER, on(['mon', 'thu'], '08:00', BER)),
  e('dome close reminder 30 min before sunrise', HNL, no(MOVABLE)),
  e('cryostat log every 3 hours', CCS, plan(every('daily', { hours: 3 }, CCS))),
  e('incubator check every 50 min', LON, no(STEP_MINUTES)),
  e('observing run nightly, start reminder 20:30 HST', LA, daily('20:30', HNL)),
  e('calibration frames at 1700Z and 0500Z', SCL, on('daily', ['05:00', '17:00'], UTC)),
  e('autoclave log tue/fri 4:45pm', CPT, on(['tue', 'fri'], '16:45', CPT)),
  e('seminar every 3rd wednesday at 12:30', AMS, on({ nth: [3], weekday: 'wed' }, '12:30', AMS)),
  e('mass spec queue cleanup 2nd sunday of the month 02:00', ROM, on({ nth: [2], weekday: 'sun' }, '02:00', ROM)),
  e(
    'fish room feeding 9:00 and 16:00, weekends only 10:00',
    LIS,
    plan([at('weekdays', ['09:00', '16:00'], LIS), at('weekends', '10:00', LIS)]),
  ),
  // hotel front desks
  e('night audit 2am', CMB, daily('02:00', CMB)),
  e('wake-up call for room 512 tomorrow 6:15', CMB, once('2026-11-24', '06:15', CMB)),
  e('housekeeping linen count every monday 14h', PAR, on(['mon'], '14:00', PAR)),
  e('late checkout reminder 11:30 every day', DXB, daily('11:30', DXB)),
  e(
    'airport shuttle reminder every hour on the hour 5am–11pm',
    DXB,
    span('daily', { hours: 1 }, '05:00', '23:00', DXB),
  ),
  e('group arrival 12/19 3pm, have keys ready — remind me at 2', HAV, once('2026-12-19', '14:00', HAV)),
  e('minibar restock report sat 10:00', ULN, on(['sat'], '10:00', ULN)),
  // courier dispatch
  e(
    'last pickup reminder 4:15 pm mon to fri, 12 noon on sat',
    CHI,
    plan([at('weekdays', '16:15', CHI), at(['sat'], '12:00', CHI)]),
  ),
  e('route optimisation every 15 min from 6 to 10 am', LON, span('daily', { minutes: 15 }, '06:00', '10:00', LON)),
  e('driver hours report sunday 23:59', MAD, on(['sun'], '23:59', MAD)),
  e('same-day cutoff 1pm weekdays Bogotá', BOG, on('weekdays', '13:00', BOG)),
  e('dispatch board reset 04:00 daily except on public holidays', JKT, no(HOLIDAYS)),
  // wedding and event planners
  e('remind the florist 2 days before the wedding (sat 12 june 2027) at 10am', LON, once('2027-06-10', '10:00', LON)),
  e(
    'vendor confirmation calls weekdays 10 to 12, every half hour',
    ROM,
    span('weekdays', { minutes: 30 }, '10:00', '12:00', ROM),
  ),
  e('rehearsal dinner fri 6/11 7pm', CHI, once('2027-06-11', '19:00', CHI)),
  e(
    'seating chart nudges every sunday 8pm until the wedding on april 17',
    SYD,
    on(['sun'], '20:00', SYD, { until: '2027-04-17' }),
  ),
  e(
    'gala run-of-show: doors 6pm, dinner 7:15, speeches 8:30 on 12/10 — a ping at each',
    NY,
    once('2026-12-10', ['18:00', '19:15', '20:30'], NY),
  ),
  e('tasting appointments reminder every 2nd tuesday 10am', CPT, on({ nth: [2], weekday: 'tue' }, '10:00', CPT)),
  // apartment building residents
  e('bins out tuesday night 9pm', LON, on(['tue'], '21:00', LON)),
  e('recycling every other wednesday', TOR, no(WEEKS)),
  e('laundry room booking reminder sat 8am', AMS, on(['sat'], '08:00', AMS)),
  e(
    'quiet hours start at 10 — remind the group chat fridays and saturdays at 9:45pm',
    NY,
    on(['fri', 'sat'], '21:45', NY),
  ),
  e('parking swap day: move cars to odd side 1st of every month 7am', CHI, on({ monthDays: [1] }, '07:00', CHI)),
  e('rooftop garden watering 7pm daily june to august', NY, on({ months: [6, 7, 8] }, '19:00', NY)),
  e('HOA meeting reminder third thursday 7pm', CHI, no(NTH_SHIFT)),
  // podcast producers
  e('episode drops every tuesday 5am eastern', LA, on(['tue'], '05:00', NY)),
  e(
    'record with the co-host in Sydney thursdays 7pm her time, remind me an hour before',
    LA,
    on(['thu'], '18:00', SYD),
  ),
  e('show notes due 48 hrs before release (release tue 5am ET)', NY, on(['sun'], '05:00', NY)),
  e('guest prep email every monday 9:00 and wednesday 9:00', LON, on(['mon', 'wed'], '09:00', LON)),
  e('ad read deadline the 20th of every month at noon', TOR, on({ monthDays: [20] }, '12:00', TOR)),
  e('bonus episode every 5 weeks', LA, no(WEEKS)),
  // public-health reminders
  e(
    'flu clinic reminder every monday 9am from dec 1 through jan 31',
    DEN,
    on(['mon'], '09:00', DEN, { from: '2026-12-01', until: '2027-01-31' }),
  ),
  e('handwashing poster check every weekday 9am and 2pm', NBO, on('weekdays', ['09:00', '14:00'], NBO)),
  e(
    'catch-up vaccination reminders on the 5th of each month at 10am until june',
    MNL,
    either(
      on({ monthDays: [5] }, '10:00', MNL, { until: '2027-05-31' }),
      on({ monthDays: [5] }, '10:00', MNL, { until: '2027-06-30' }),
    ),
  ),
  e(
    'dengue fogging notice every saturday 6am during the rainy months (dec-mar)',
    JKT,
    on({ weekdays: ['sat'], months: [12, 1, 2, 3] }, '06:00', JKT),
  ),
  e('weekly case numbers to the ministry every thursday 16:00', DAR, on(['thu'], '16:00', DAR)),
  e('TB meds reminder every 36 hours', CAI, no(STEP_HOURS)),
  // museums
  e('galleries closing announcement 4:45pm tue-sun', PAR, on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '16:45', PAR)),
  e('humidity readings every 15 minutes', ROM, plan(every('daily', { minutes: 15 }, ROM))),
  e(
    'late opening on the first friday — remind staff at noon that day',
    LON,
    on({ nth: [1], weekday: 'fri' }, '12:00', LON),
  ),
  e('conservation lab light check mondays 08:15', MAD, on(['mon'], '08:15', MAD)),
  e(
    'free admission day: last sunday of the month, open-doors alert 9:45',
    MEX,
    on({ nth: ['last'], weekday: 'sun' }, '09:45', MEX),
  ),
  e('docent schedule goes out every 4th friday 3pm', SCL, on({ nth: [4], weekday: 'fri' }, '15:00', SCL)),
  // Italian and English
  e('riunione ogni lunedì alle 9:30 pls', ROM, on(['mon'], '09:30', ROM)),
  e('backup tutti i giorni alle 23', ROM, daily('23:00', ROM)),
  e('dal lunedì al venerdì alle 8, thanks', ROM, on('weekdays', '08:00', ROM)),
  e('il primo lunedì del mese alle 10 — monthly review', ROM, on({ nth: [1], weekday: 'mon' }, '10:00', ROM)),
  e('ogni 2 settimane il giovedì alle 15', ROM, no(WEEKS)),
  e("fine mese, l'ultimo giorno alle 18", ROM, on({ monthDays: ['last'] }, '18:00', ROM)),
  e('ogni 15 minuti dalle 8 alle 20 check the ovens', ROM, span('daily', { minutes: 15 }, '08:00', '20:00', ROM)),
  e('martedì e giovedì ore 17:30 allenamento', ROM, on(['tue', 'thu'], '17:30', ROM)),
  e('il 10 di ogni mese alle 9 F24 payment reminder', ROM, on({ monthDays: [10] }, '09:00', ROM)),
  e('sabato 19 dicembre alle 20:30 cena di Natale', ROM, once('2026-12-19', '20:30', ROM)),
  // Dutch and English
  e('elke werkdag om half 9 standup', AMS, on('weekdays', '08:30', AMS)),
  e('elke maandag om 10 uur planning', AMS, on(['mon'], '10:00', AMS)),
  e("dinsdag en donderdag om kwart over 4 's middags", AMS, on(['tue', 'thu'], '16:15', AMS)),
  e('iedere zondag om 20.00 uur', AMS, on(['sun'], '20:00', AMS)),
  e(
    "elke dag om 7 uur 's ochtends, behalve zaterdag",
    AMS,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '07:00', AMS),
  ),
  e('om de week vrijdag 15u borrel', AMS, no(WEEKS)),
  e('elke eerste dinsdag van de maand om 10 uur', AMS, on({ nth: [1], weekday: 'tue' }, '10:00', AMS)),
  e('iedere werkdag om kwart voor 5 de kassa tellen', AMS, on('weekdays', '16:45', AMS)),
  e('elk uur tussen 9 en 17 uur', AMS, span('daily', { hours: 1 }, '09:00', '17:00', AMS)),
  // Turkish and English
  e('her pazartesi saat 09:00 toplantı', IST, on(['mon'], '09:00', IST)),
  e("hafta içi her gün 18:30'da hatırlat", IST, on('weekdays', '18:30', IST)),
  e("ayın 1'inde ve 15'inde saat 10:00 fatura", IST, on({ monthDays: [1, 15] }, '10:00', IST)),
  e('her cuma 17:00 haftalık rapor', IST, on(['fri'], '17:00', IST)),
  e('iki haftada bir salı 11:00', IST, no(WEEKS)),
  e('her gün saat 8 ve 20de ilaç', IST, on('daily', ['08:00', '20:00'], IST)),
  e('cumartesi ve pazar 10:30 brunch prep', IST, on('weekends', '10:30', IST)),
  e('ayın son günü 17:00 kapanış', IST, on({ monthDays: ['last'] }, '17:00', IST)),
  // Vietnamese and English
  e('họp team mỗi thứ hai lúc 9h sáng', HCM, on(['mon'], '09:00', HCM)),
  e('nhắc uống thuốc hàng ngày 8h và 20h', HCM, on('daily', ['08:00', '20:00'], HCM)),
  e('báo cáo thứ 6 hàng tuần 17h30', HCM, on(['fri'], '17:30', HCM)),
  e('ngày 1 hàng tháng lúc 8h gửi invoice', HCM, on({ monthDays: [1] }, '08:00', HCM)),
  e('cứ 30 phút một lần từ 8h đến 17h', HCM, span('daily', { minutes: 30 }, '08:00', '17:00', HCM)),
  e('thứ 7 và chủ nhật 7h tối livestream', HCM, on('weekends', '19:00', HCM)),
  e('2 tuần một lần thứ tư', HCM, no(WEEKS)),
  // Indonesian and English
  e('setiap Senin jam 9 pagi weekly sync', JKT, on(['mon'], '09:00', JKT)),
  e('tiap hari jam 5 sore ya', JKT, daily('17:00', JKT)),
  e('Senin sampai Jumat jam 07.30', JKT, on('weekdays', '07:30', JKT)),
  e('setiap tanggal 25 jam 10.00 gajian', JKT, on({ monthDays: [25] }, '10:00', JKT)),
  e('tiap 2 minggu sekali hari Rabu', JKT, no(WEEKS)),
  e('setiap Jumat jam 1 siang', JKT, on(['fri'], '13:00', JKT)),
  e('reminder jam 7 malam tiap Selasa dan Kamis', JKT, on(['tue', 'thu'], '19:00', JKT)),
  e('tiap jam dari jam 8 sampai jam 4 sore', JKT, span('daily', { hours: 1 }, '08:00', '16:00', JKT)),
  // Arabic in Latin letters and English
  e('kol yom el sa3a 9 el sob7', RUH, daily('09:00', RUH)),
  e('kol youm a7ad w itnein 10 sabahan', CAI, on(['sun', 'mon'], '10:00', CAI)),
  e('el report kol khamis 4 el 3asr', DXB, on(['thu'], '16:00', DXB)),
  e('kol sa3a', RUH, plan(every('daily', { hours: 1 }, RUH))),
  e('workdays sun–thu 8am riyadh', LON, on(['sun', 'mon', 'tue', 'wed', 'thu'], '08:00', RUH)),
  e('ya shabab, meeting kol talat el sa3a 2 el dohr', BEY, on(['tue'], '14:00', BEY)),
  e('kol gom3a 11 bel leil', CAS, on(['fri'], '23:00', CAS)),
  // Swahili and English
  e('kila Jumatatu saa tatu asubuhi', NBO, on(['mon'], '09:00', NBO)),
  e('kila siku saa mbili usiku', NBO, daily('20:00', NBO)),
  e('kumbusha timu kila Ijumaa saa nane mchana', DAR, on(['fri'], '14:00', DAR)),
  e('kila siku saa 1 asubuhi (7am)', DAR, daily('07:00', DAR)),
  e('kila Jumamosi na Jumapili saa nne asubuhi', NBO, on('weekends', '10:00', NBO)),
  e('staff meeting kila Jumatano saa kumi jioni', NBO, on(['wed'], '16:00', NBO)),
  e('kila tarehe 1 saa tatu asubuhi rent reminder', DAR, on({ monthDays: [1] }, '09:00', DAR)),
  // Spanish from Spain and English
  e('todos los lunes a las 9 de la mañana', MAD, on(['mon'], '09:00', MAD)),
  e('de lunes a viernes a las ocho y media', MAD, on('weekdays', '08:30', MAD)),
  e('el último viernes de cada mes a las 13:00', MAD, on({ nth: ['last'], weekday: 'fri' }, '13:00', MAD)),
  e('cada quince días los martes', MAD, no(WEEKS)),
  e('a las siete de la tarde los jueves', MAD, on(['thu'], '19:00', MAD)),
  e('cada hora de 9 a 14 entre semana', MAD, span('weekdays', { hours: 1 }, '09:00', '14:00', MAD)),
  e('a mediodía todos los días', MAD, daily('12:00', MAD)),
  e('los domingos a las diez de la noche', MAD, on(['sun'], '22:00', MAD)),
  e('el día 5 de cada mes a las 9:15 nóminas', MAD, on({ monthDays: [5] }, '09:15', MAD)),
  // odd zones
  e('clinic opens 8:30 Newfoundland time, weekdays', TOR, on('weekdays', '08:30', NFL)),
  e('every 20 min, St. John’s NL', NFL, plan(every('daily', { minutes: 20 }, NFL))),
  e('Adelaide office standup 9:15 weekdays', SYD, on('weekdays', '09:15', ADL)),
  e('Darwin crew brief 0600 daily', BNE, daily('06:00', DRW)),
  e('Lord Howe every 30 min', LHI, plan(every('daily', { minutes: 30 }, LHI))),
  e('Tehran team: saturday to wednesday 9:00', DXB, on(['sat', 'sun', 'mon', 'tue', 'wed'], '09:00', THR)),
  e('Caracas 4pm weekdays', BOG, on('weekdays', '16:00', CCS)),
  e('Asunción payroll reminder the 25th 8am', SAO, on({ monthDays: [25] }, '08:00', ASU)),
  e('Nuuk harbour office daily 08:00', NUK, daily('08:00', NUK)),
  e('school notices weekdays 7:30am Apia', AKL, on('weekdays', '07:30', APW)),
  e('Kiritimati base check-in mondays 0900', HNL, on(['mon'], '09:00', CXI)),
  e('Pitcairn supply run check on the 10th at 1pm', AKL, on({ monthDays: [10] }, '13:00', PCN)),
  e('Niue radio notice 6pm daily', AKL, daily('18:00', NIU)),
  e('Casablanca team daily 9am', PAR, daily('09:00', CAS)),
  e('Cairo: sunday to thursday 9 am', LON, on(['sun', 'mon', 'tue', 'wed', 'thu'], '09:00', CAI)),
  e('Beirut office 10:00 weekdays', BEY, on('weekdays', '10:00', BEY)),
  e('Havana 8pm fridays', HAV, on(['fri'], '20:00', HAV)),
  e('Port-au-Prince clinic 7am daily', NY, daily('07:00', PAP)),
  e('Ulaanbaatar 10am mon-fri', SEL, on('weekdays', '10:00', ULN)),
  e('Colombo 5:30pm daily', KOL, daily('17:30', CMB)),
  e('Thimphu 9am weekdays', KTM, on('weekdays', '09:00', THI)),
  e('Honolulu 6am saturdays', LA, on(['sat'], '06:00', HNL)),
  e('Anchorage 7am daily', ANC, daily('07:00', ANC)),
  e('Santiago 9:00 weekdays', SCL, on('weekdays', '09:00', SCL)),
  e('São Paulo 18h seg a sex', SAO, on('weekdays', '18:00', SAO)),
  e('CDMX 8am daily', MEX, daily('08:00', MEX)),
  e('first monday of the month 8am Kiritimati time', HNL, no(NTH_SHIFT)),
  e('last friday of every month 7pm Honolulu', HNL, no(NTH_SHIFT)),
  e('first business day 8am Auckland', AKL, no(BUSINESS_SHIFT)),
  e('last business day 9pm Anchorage', ANC, no(BUSINESS_SHIFT)),
  e('every 25 minutes', IST, no(STEP_MINUTES)),
  e('Lord Howe: first tuesday of the month 9am', LHI, no(NTH_SHIFT)),
  e('every 15 min on Lord Howe, 9 to 5 weekdays', LHI, span('weekdays', { minutes: 15 }, '09:00', '17:00', LHI)),
  e('every hour at :45 Kolkata time', LON, plan(every('daily', { hours: 1, at: 45 }, KOL))),
  e('every 2 hrs Adelaide time pls', ADL, plan(every('daily', { hours: 2 }, ADL))),
  e('Mumbai 2nd saturday 11am', KOL, on({ nth: [2], weekday: 'sat' }, '11:00', KOL)),
  e('Kathmandu 6:15am daily', KTM, daily('06:15', KTM)),
  e('UTC+05:30 10:00 weekdays', CMB, on('weekdays', '10:00', KOL)),
  e('GMT-3 9am mon/wed/fri', ASU, on(['mon', 'wed', 'fri'], '09:00', 'Etc/GMT+3')),
  e('Tehran 3rd of every month 10:30', THR, on({ monthDays: [3] }, '10:30', THR)),
  // tool pastes: calendars, task apps, sheets, /remind
  e(
    'Occurs every Tuesday effective 12/1/2026 from 10:00 AM to 10:30 AM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    LON,
    on(['tue'], '10:00', BER, { from: '2026-12-01' }),
  ),
  e('Weekly on Thursday · 14:00 – 15:00 (GMT+07:00) Jakarta', SGP, on(['thu'], '14:00', JKT)),
  e(
    'Monthly on the first Monday · 9:00am – 10:00am Eastern Time - New York',
    NY,
    on({ nth: [1], weekday: 'mon' }, '09:00', NY),
  ),
  e('Every weekday (Monday to Friday) · 8:45 – 9:00am', DUB, on('weekdays', '08:45', DUB)),
  e(
    'Occurs every day effective 1/4/2027 until 1/29/2027 from 7:00 AM to 7:15 AM (UTC-05:00) Eastern Time (US & Canada)',
    CHI,
    daily('07:00', NY, { from: '2027-01-04', until: '2027-01-29' }),
  ),
  e('Annually on December 24 · 6pm', SYD, on({ monthDays: [24], months: [12] }, '18:00', SYD)),
  e(
    'Monthly on the last Friday · 4:30 – 5pm (GMT+10:30) Adelaide',
    ADL,
    on({ nth: ['last'], weekday: 'fri' }, '16:30', ADL),
  ),
  e('every workday at 8', SGP, half('weekdays', '08:00', '20:00', SGP)),
  e('every last day at 5pm', LA, on({ monthDays: ['last'] }, '17:00', LA)),
  e('every 3rd friday at 10am', LON, on({ nth: [3], weekday: 'fri' }, '10:00', LON)),
  e('every other week on monday 9am', DEN, no(WEEKS)),
  e('every mon, wed at 6pm starting dec 7', PHX, on(['mon', 'wed'], '18:00', PHX, { from: '2026-12-07' })),
  e('every 2nd workday 9am', BER, no(BUSINESS_NTH)),
  e('ev weekend 10am', AKL, on('weekends', '10:00', AKL)),
  e(
    'every day at 21:00 for 10 days starting tomorrow',
    SGP,
    daily('21:00', SGP, { from: '2026-11-24', until: '2026-12-03' }),
  ),
  e('Repeats monthly on the 15th (Asana) — due 9am', DEN, on({ monthDays: [15] }, '09:00', DEN)),
  e('Repeats weekly on Mon, Wed, Fri at 7:00 AM', TOR, on(['mon', 'wed', 'fri'], '07:00', TOR)),
  e('Repeats every 2 weeks on Friday', CHI, no(WEEKS)),
  e('Repeats yearly on Jan 31 at 10:00', LON, on({ monthDays: [31], months: [1] }, '10:00', LON)),
  e('sheet note: "refresh pivot daily 6:00, owner @marta"', MAD, daily('06:00', MAD)),
  e(
    'cell A1 comment: recalc weekdays 7:30 and 12:30 (sheet tz GMT+8 Manila)',
    LON,
    on('weekdays', ['07:30', '12:30'], MNL),
  ),
  e('/remind #ops "rotate the keys" every Monday at 9am', NY, on(['mon'], '09:00', NY)),
  e('/remind me to water the ferns every Sunday at 10:30am', LON, on(['sun'], '10:30', LON)),
  e('/remind @jo "timesheet" every weekday at 4:45pm', SYD, on('weekdays', '16:45', SYD)),
  e('/remind #kitchen to check the proofer at 3pm every day', PAR, daily('15:00', PAR)),
  e('/remind #standup "post your update" every Tuesday and Thursday at 10', BER, on(['tue', 'thu'], '10:00', BER)),
  e('/remind me "dentist" on December 9 at 2:40pm', TOR, once('2026-12-09', '14:40', TOR)),
  e(
    '/remind #finance "close the books" on the last day of every month at 4pm',
    LON,
    on({ monthDays: ['last'] }, '16:00', LON),
  ),
  e('/remind me to call mum every other sunday at 7pm', LON, no(WEEKS)),
  e('/remind #gym "reset the racks" every day at 10pm', BNE, daily('22:00', BNE)),
  // more CI and scheduler pastes
  e('cron: "15 4 * * 1-5"  # GitHub Actions runs in UTC', DEN, on('weekdays', '04:15', UTC)),
  e(
    "- cron: '0 */6 * * *'",
    HKG,
    either(plan(every('daily', { hours: 6 }, UTC)), plan(every('daily', { hours: 6 }, HKG))),
  ),
  e('schedule: "0 22 * * 0"\ntimeZone: "Australia/Sydney"', SYD, on(['sun'], '22:00', SYD)),
  e('CronJob schedule "30 1 1 * *" (cluster runs UTC)', SGP, on({ monthDays: [1] }, '01:30', UTC)),
  e('OnCalendar=*:0/15', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('OnCalendar=Sat *-*-* 23:00:00', LON, on(['sat'], '23:00', LON)),
  e('OnCalendar=*-*-01 04:00:00 Europe/Madrid', LON, on({ monthDays: [1] }, '04:00', MAD)),
  e('OnCalendar=*-*-* *:*:0/30', UTC, no(SECONDS)),
  e('Interval pattern 0 */2 * * 1-5, Cron timezone [UTC+8] Singapore', SGP, plan(every('weekdays', { hours: 2 }, SGP))),
  e('gitlab schedule: 0 6 1,15 * * (Europe/London)', LON, on({ monthDays: [1, 15] }, '06:00', LON)),
  e('schedule_interval="@weekly"  # UTC', UTC, on(['sun'], '00:00', UTC)),
  e('Airflow: schedule="30 23 * * 5", timezone pendulum Asia/Tokyo', TYO, on(['fri'], '23:30', TYO)),
  e(
    'Jenkins triggers { cron("H/30 * * * *") }',
    LON,
    either(plan(every('daily', { minutes: 30 }, LON)), no(JENKINS_H)),
  ),
  e('Jenkins: H H(0-3) * * *', LON, no(JENKINS_H)),
  e('0 0 * * 0 /usr/local/bin/rotate-logs', PAR, on(['sun'], '00:00', PAR)),
  e('*/5 9-17 * * 1-5', NY, plan(every('weekdays', { minutes: 5, window: ['09:00', '17:55'] }, NY))),
  // dates near the 2027 clock changes
  e('remind me sunday march 14 2027 at 1:30am eastern that the clocks jump', CHI, once('2027-03-14', '01:30', NY)),
  e('sunday 28 march 2027 09:00 Amsterdam: summer timetable starts', AMS, once('2027-03-28', '09:00', AMS)),
  e('every sunday 2:30am Berlin, index rebuild', BER, on(['sun'], '02:30', BER)),
  e('Sept 26 2027 noon Auckland — daylight saving reminder to the team', AKL, once('2027-09-26', '12:00', AKL)),
  e('October 3 2027 9am Adelaide, clocks forward check', ADL, once('2027-10-03', '09:00', ADL)),
  e('sat 30 oct 2027 8pm London: clocks go back tonight', LON, once('2027-10-30', '20:00', LON)),
  e('Nov 6 2027 6pm Havana: aviso cambio de hora', HAV, once('2027-11-06', '18:00', HAV)),
  e('every day 1:30am Lord Howe, nightly sync', LHI, daily('01:30', LHI)),
  e('every sunday at 2am Sydney', SYD, on(['sun'], '02:00', SYD)),
  e('March 13 2027 5pm Pacific, final reminder before DST', LA, once('2027-03-13', '17:00', LA)),
  e('Apr 30 2027 noon Cairo', CAI, once('2027-04-30', '12:00', CAI)),
  e('every friday 12:30 Cairo through may', CAI, on(['fri'], '12:30', CAI, { until: '2027-05-31' })),
  e(
    'Casablanca: every weekday 9am from feb 1 to mar 19 (ramadan hours)',
    CAS,
    on('weekdays', '09:00', CAS, { from: '2027-02-01', until: '2027-03-19' }),
  ),
  e(
    'Nuuk weekends 10:00 from march through april',
    NUK,
    on('weekends', '10:00', NUK, { from: '2027-03-01', until: '2027-04-30' }),
  ),
  e('Santiago sat april 3 2027 9am reminder: clocks go back tonight', SCL, once('2027-04-03', '09:00', SCL)),
  // corrections, several rules in one message, periods, long and short messages
  e('standup 9:30 no wait 9:45, weekdays', CHI, on('weekdays', '09:45', CHI)),
  e('pls set the dough reminder for 5am — sorry, 4:30am — every day', ROM, daily('04:30', ROM)),
  e('wednesdays 3pm, actually thursdays', DEN, on(['thu'], '15:00', DEN)),
  e('every monday 7 no 8am', SYD, on(['mon'], '08:00', SYD)),
  e(
    'hi! could you set up two reminders for the clinic: vaccines stock check every monday at 8:15, and the controlled drugs log every friday at 17:00? thank you so much',
    DUB,
    plan([at(['mon'], '08:15', DUB), at(['fri'], '17:00', DUB)]),
  ),
  e(
    'feeding: 6am + 6pm daily, and weigh the lambs sundays 9am',
    AKL,
    plan([at('daily', ['06:00', '18:00'], AKL), at(['sun'], '09:00', AKL)]),
  ),
  e(
    'backups nightly 01:00, full backup sundays 03:00 instead',
    BER,
    either(
      plan([at(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '01:00', BER), at(['sun'], '03:00', BER)]),
      plan([at('daily', '01:00', BER), at(['sun'], '03:00', BER)]),
    ),
  ),
  e(
    'daily 9am until march',
    TOR,
    either(daily('09:00', TOR, { until: '2027-02-28' }), daily('09:00', TOR, { until: '2027-03-31' })),
  ),
  e(
    'every tuesday 6pm for 3 weeks starting dec 1',
    LA,
    on(['tue'], '18:00', LA, { from: '2026-12-01', until: '2026-12-21' }),
  ),
  e(
    'weekdays 7:15 from jan 4 until the end of february',
    SGP,
    on('weekdays', '07:15', SGP, { from: '2027-01-04', until: '2027-02-28' }),
  ),
  e('every thursday 10am, 6 times', LON, on(['thu'], '10:00', LON, { count: 6 })),
  e('remind me at 4pm on the 30th of november', LON, once('2026-11-30', '16:00', LON)),
  e('every morning', LON, no(NO_TIME)),
  e('mondays', LON, no(NO_TIME)),
  e('evry wensday 10am', NY, on(['wed'], '10:00', NY)),
  e('evey day at 8 pm', CHI, daily('20:00', CHI)),
  e('tues n thurs 1830hrs', LON, on(['tue', 'thu'], '18:30', LON)),
  e('0700L daily', BNE, daily('07:00', BNE)),
  e('1430Z mon-fri', DEN, on('weekdays', '14:30', UTC)),
  e('2200 hrs every night', PHX, daily('22:00', PHX)),
  e('quarter past 7 every morning', DUB, daily('07:15', DUB)),
  e('half past six in the evening on weekdays', LON, on('weekdays', '18:30', LON)),
  e('at 7 every thursday', TOR, half(['thu'], '07:00', '19:00', TOR)),
  e('every day at 12', MNL, half('daily', '12:00', '00:00', MNL)),
  e('midnight friday', LA, either(on(['fri'], '00:00', LA), on(['sat'], '00:00', LA))),
  e('9am their time — the client is in Bogotá — tue and thu', LON, on(['tue', 'thu'], '09:00', BOG)),
  e('10am my time (UTC+3) every day', NBO, daily('10:00', NBO)),
  e('8:00 Newfoundland (NST, NDT in summer) weekdays', NFL, on('weekdays', '08:00', NFL)),
  e('6pm Central every sunday', CHI, on(['sun'], '18:00', CHI)),
  e('9am AEST weekdays', BNE, on('weekdays', '09:00', BNE)),
  e('9 am ACST mon-fri (Darwin office)', DRW, on('weekdays', '09:00', DRW)),
  e('17:00 WIB setiap hari', JKT, daily('17:00', JKT)),
  e('sat 0800 HST', HNL, on(['sat'], '08:00', HNL)),
  e('7am AKST daily', ANC, daily('07:00', ANC)),
  e('Perth time, 4pm weekdays', SYD, on('weekdays', '16:00', PER)),
  e('Pitcairn 9am sundays', PCN, on(['sun'], '09:00', PCN)),
  e('Niue every saturday 8am', NIU, on(['sat'], '08:00', NIU)),
  e('Samoa time 6pm every friday', AKL, on(['fri'], '18:00', APW)),
  e('Line Islands (Kiritimati) 7:00 every day', CXI, daily('07:00', CXI)),
  e('Haiti office, mon to fri 8:30', PAP, on('weekdays', '08:30', PAP)),
  e('Bhutan time 10:00 every saturday', THI, on(['sat'], '10:00', THI)),
  e('Darwin 2nd monday 9am', DRW, no(NTH_SHIFT)),
  // more that cannot be one exact schedule
  e('every feb 28 at 9pm pacific', LA, no(LEAP)),
  e('every friday in april at 8pm LA time', LA, no(MONTH_EDGE)),
  e('mondays in march 7am Tokyo', TYO, no(MONTH_EDGE)),
  e('every 90 seconds', UTC, no(SECONDS)),
  e('every 5 hours', LON, no(STEP_HOURS)),
  e('every 35 min', PAR, no(STEP_MINUTES)),
  e('every other day at 6am', MEX, no(DAYS_STEP)),
  e('biweekly payroll thursdays 4pm', NY, no(WEEKS)),
  e('the 2nd working day of every month 10:00', AMS, no(BUSINESS_NTH)),
  e('last business day 8am Sydney', LON, no(BUSINESS_SHIFT)),
  e('every weekday except school holidays 7am', SYD, no(HOLIDAYS)),
  // (its writer refused it as a movable date; the US Thanksgiving is November's fourth Thursday, which CRON names
  // with 5#4, and 9:00 in New York stays on the same day in UTC: every year's, or this week's once)
  e(
    'Thanksgiving 9am reminder',
    NY,
    either(plan(at({ nth: [4], weekday: 'thu', months: [11] }, '09:00', NY)), once('2026-11-26', '09:00', NY)),
  ),
  e('every 4th thursday 8pm Eastern', NY, no(NTH_SHIFT)),
  e('first monday of every month 9am Auckland', AKL, no(NTH_SHIFT)),
  e('every 3 weeks on friday', BER, no(WEEKS)),
  // more zones, the southern hemisphere, combined rules
  e('every night at midnight Havana time', HAV, daily('00:00', HAV)),
  e('Lebanon team friday 15:00', BEY, on(['fri'], '15:00', BEY)),
  e('Asunción: lunes a viernes 7:30', ASU, on('weekdays', '07:30', ASU)),
  e('Caracas every 30 min 8 to 12', CCS, span('daily', { minutes: 30 }, '08:00', '12:00', CCS)),
  e('Tehran every 15 minutes', THR, plan(every('daily', { minutes: 15 }, THR))),
  e('Ulaanbaatar last day of the month 18:00', ULN, on({ monthDays: ['last'] }, '18:00', ULN)),
  e('Sri Lanka 8.30am on the 1st', CMB, on({ monthDays: [1] }, '08:30', CMB)),
  e('Nuuk first friday 16:00', NUK, on({ nth: [1], weekday: 'fri' }, '16:00', NUK)),
  e('Apia 1st of the month 9am', APW, on({ monthDays: [1] }, '09:00', APW)),
  e('Kiritimati daily 6pm', CXI, daily('18:00', CXI)),
  e('Hawaii last friday 10am', HNL, on({ nth: ['last'], weekday: 'fri' }, '10:00', HNL)),
  e('Anchorage weekdays 4:30pm', ANC, on('weekdays', '16:30', ANC)),
  e('martes 20:00 hora de Santiago', SCL, on(['tue'], '20:00', SCL)),
  e('Brasília 8h todo dia', SAO, daily('08:00', SAO)),
  e('CDMX 7pm fridays', MEX, on(['fri'], '19:00', MEX)),
  e('Adelaide 3rd thursday 2pm', ADL, on({ nth: [3], weekday: 'thu' }, '14:00', ADL)),
  e('Lord Howe last sunday 8pm', LHI, on({ nth: ['last'], weekday: 'sun' }, '20:00', LHI)),
  e('every weekday 8:30am Wellington', AKL, on('weekdays', '08:30', AKL)),
  e('Perth 1st business day 10am', PER, on({ firstBusinessDay: true }, '10:00', PER)),
  e('Joburg last business day 16:00', CPT, on({ lastBusinessDay: true }, '16:00', CPT)),
  e('Brisbane first business day 8am', BNE, no(BUSINESS_SHIFT)),
  e('Colombo 5am on the 2nd tuesday', CMB, no(NTH_SHIFT)),
  e(
    'winter sailings from may 1 2027: every day 7:10 and 15:40',
    AKL,
    on('daily', ['07:10', '15:40'], AKL, { from: '2027-05-01' }),
  ),
  e(
    'christmas day 7am presents reminder lol',
    SYD,
    either(once('2026-12-25', '07:00', SYD), on({ monthDays: [25], months: [12] }, '07:00', SYD)),
  ),
  e('new year countdown post dec 31 at 23:59', PAR, once('2026-12-31', '23:59', PAR)),
  e('every 1st and 3rd monday 6pm', LON, on({ nth: [1, 3], weekday: 'mon' }, '18:00', LON)),
  e('2nd & last wednesday of the month 7:30', DUB, on({ nth: [2, 'last'], weekday: 'wed' }, '07:30', DUB)),
  e('weekdays every 10 minutes between 7:00 and 7:30', BER, span('weekdays', { minutes: 10 }, '07:00', '07:30', BER)),
  e('tue 4pm + fri 11am, both Cairo time', LON, plan([at(['tue'], '16:00', CAI), at(['fri'], '11:00', CAI)])),
  e(
    'weekdays 9-5 hourly, sat 10-2 hourly',
    CHI,
    either(
      plan([
        every('weekdays', { hours: 1, window: ['09:00', '17:00'] }, CHI),
        every(['sat'], { hours: 1, window: ['10:00', '14:00'] }, CHI),
      ]),
      plan([
        every('weekdays', { hours: 1, window: ['09:00', '16:00'] }, CHI),
        every(['sat'], { hours: 1, window: ['10:00', '13:00'] }, CHI),
      ]),
    ),
  ),
  e('feed schedule: 5am, 11am, 5pm, 11pm', NBO, on('daily', ['05:00', '11:00', '17:00', '23:00'], NBO)),
  e('irrigation every 6 hours starting 3am', ADL, plan(every('daily', { hours: 6, window: ['03:00', '21:00'] }, ADL))),
  e('pump check every 8 hours from 6', DRW, plan(every('daily', { hours: 8, window: ['06:00', '22:00'] }, DRW))),
  e(
    'gym opens 5am weekdays and 7am weekends — lights-on reminder 15 min earlier',
    BNE,
    plan([at('weekdays', '04:45', BNE), at('weekends', '06:45', BNE)]),
  ),
  e('the wedding is 2027-05-22 at 15:00, shuttle reminder 2 hours before', ROM, once('2027-05-22', '13:00', ROM)),
  e(
    'quarterly kickoff: first monday of jan, apr, jul and oct at 10am',
    NY,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '10:00', NY),
  ),
  e(
    'last sunday of march and october at 9am — clocks-change reminder',
    LON,
    on({ nth: ['last'], weekday: 'sun', months: [3, 10] }, '09:00', LON),
  ),
  e('day before payday (payday is the 15th) 3pm', SGP, on({ monthDays: [14] }, '15:00', SGP)),
  e(
    'weekdays at 9:00 and 13:00, except no afternoon one on wednesdays',
    LIS,
    plan([at('weekdays', '09:00', LIS), at(['mon', 'tue', 'thu', 'fri'], '13:00', LIS)]),
  ),
  e('post-op call-backs 24h after surgery (surgeries are tue/thu 9am)', CHI, on(['wed', 'fri'], '09:00', CHI)),
  e('weather go/no-go every day 16:00 local at La Silla', LA, daily('16:00', SCL)),
  e('Mauna Kea summit ops brief 17:30 HST daily', DEN, daily('17:30', HNL)),
  e(
    'sprout trays every 2 hrs 6am to 8pm, not sundays',
    ADL,
    span(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], { hours: 2 }, '06:00', '20:00', ADL),
  ),
  e('every 12 hours', HKG, plan(every('daily', { hours: 12 }, HKG))),
  e('every 3 hours at quarter past', IST, plan(every('daily', { hours: 3, at: 15 }, IST))),
  e(
    '06 and 18 UTC daily, plus 12 UTC on sundays',
    LIS,
    plan([at('daily', ['06:00', '18:00'], UTC), at(['sun'], '12:00', UTC)]),
  ),
  e('last weekday of the month at 5:30pm', TOR, on({ lastBusinessDay: true }, '17:30', TOR)),
  e('every 2 hours on weekends, Kolkata', KOL, plan(every('weekends', { hours: 2 }, KOL))),
  e('every 6 weeks on monday', LON, no(WEEKS)),
  e('on the 31st 9am', MAD, on({ monthDays: [31] }, '09:00', MAD)),
  e('at high tide every day', HAL, no(MOVABLE)),
  e(
    'every weekday at 9 but 10 on fridays',
    DEN,
    plan([at(['mon', 'tue', 'wed', 'thu'], '09:00', DEN), at(['fri'], '10:00', DEN)]),
  ),
  e(
    'ramadan hours: staff reminder 7:45pm daily from feb 8 through mar 9',
    CAS,
    daily('19:45', CAS, { from: '2027-02-08', until: '2027-03-09' }),
  ),
  e('every 40 seconds', DXB, no(SECONDS)),
  e('every 3rd day at noon', VAN, no(DAYS_STEP)),
  e('second business day 9am', NY, no(BUSINESS_NTH)),
];
