/**
 * A twentieth blind chat corpus: schedules as they are typed in Slack by HR and recruiting teams (interview loops,
 * onboarding days, open enrolment), construction sites (concrete pours, inspections, quiet hours), clinical-trial
 * coordinators (dosing windows, site visits), insurance claims desks, city transit planners and bus depots, nonprofit
 * fundraisers and telethons, customer support leads (SLA sweeps, queue triage), newsroom social desks, retail store
 * managers (opening, stock counts, window changes), hospital facilities (generator tests, linen, infection-control
 * rounds), airline crew scheduling, cold-chain logistics (temperature logs), people translating school notices for
 * parents, co-living and student housing, sports broadcasters, data-privacy and compliance teams (retention jobs,
 * DSAR deadlines), university IT (password expiry, lab reimaging), a band's tour manager, a family's shared
 * calendar and small online shops; bilingual writers mixing English with Latin American Spanish, Québec and West
 * African French, German, European Portuguese, Polish, Japanese in romaji and romanized Hindi; pastes from AWS
 * EventBridge, Google Cloud Scheduler, Azure Functions NCRONTAB, Heroku Scheduler, Vercel and Cloudflare cron
 * triggers, Windows Task Scheduler, Power Automate, crontab.guru, Home Assistant, Salesforce scheduled flows and
 * Slack's own /remind. Terse and polite messages, typos, 12- and 24-hour and military clocks, names and task words
 * around the schedule, reminders before events, several rules in one message, corrections, periods, one-off dates,
 * zones said as codes, cities, "their time" and offsets (India, Newfoundland, Adelaide and Darwin, Lord Howe, Iran,
 * Venezuela, Paraguay, Nuuk, Samoa, Kiritimati, Pitcairn, Niue, Morocco, Egypt, Lebanon, Cuba, Haiti, Mongolia, Sri
 * Lanka, Bhutan, Hawaii, Alaska, Chile, Brazil and Mexico), the southern hemisphere, dates near the 2027 clock
 * changes, and phrases no exact CRON answer can honour. Each phrase carries the meaning the person intends, in the
 * meaning language of oracle.ts; each entry's zone is the person's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 12:00 in London, 17:30 in Kolkata, 21:00 in Tokyo, 22:30 in Adelaide, 23:00 in Sydney and 02:00 on Tuesday the
 * 24th in Kiritimati.
 */
import type { CorpusEntry } from './oracle.js';
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

const STJ = 'America/St_Johns';
const LHI = 'Australia/Lord_Howe';
const THR = 'Asia/Tehran';
const CCS = 'America/Caracas';
const ASU = 'America/Asuncion';
const NUK = 'America/Nuuk';
const APW = 'Pacific/Apia';
const KIR = 'Pacific/Kiritimati';
const PIT = 'Pacific/Pitcairn';
const NIU = 'Pacific/Niue';
const CAS = 'Africa/Casablanca';
const CAI = 'Africa/Cairo';
const BEY = 'Asia/Beirut';
const HAV = 'America/Havana';
const PAP = 'America/Port-au-Prince';
const ULN = 'Asia/Ulaanbaatar';
const CMB = 'Asia/Colombo';
const THI = 'Asia/Thimphu';
const ANC = 'America/Anchorage';
const SCL = 'America/Santiago';
const MEX = 'America/Mexico_City';
const DRW = 'Australia/Darwin';
const ADL = 'Australia/Adelaide';
const LIS = 'Europe/Lisbon';
const WAW = 'Europe/Warsaw';
const BOG = 'America/Bogota';
const LIM = 'America/Lima';
const DKR = 'Africa/Dakar';
const ABJ = 'Africa/Abidjan';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const MAD = 'Europe/Madrid';
const BUE = 'America/Argentina/Buenos_Aires';
const VAN = 'America/Vancouver';
const PER = 'Australia/Perth';
const MEL = 'Australia/Melbourne';
const HAL = 'America/Halifax';
const MNL = 'Asia/Manila';
const RUH = 'Asia/Riyadh';

/** Reasons of this corpus's own for a refusal. */
const AMPM = 'the half of the day is not said';
const DAY_BEFORE_NTH =
  'the day before or after an nth weekday is not an nth weekday of its own, which CRON cannot name';
const DOM_AND_DOW = 'CRON cannot require a day of the month and a day of the week together';
const NO_DATE = 'that date does not exist';
const NO_HOUR = 'that time of day does not exist';
const VAGUE = 'no definite time or day was given';
const NOT_LAST = 'a weekday of the month except its last one cannot be written in CRON';

/** One run on one local date. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

export const CHAT_PHRASES_20: readonly CorpusEntry[] = [
  // HR and recruiting: interview loops, onboarding days, open enrolment
  e('interview loop debrief every tue and thu at 4:30pm', NY, on(['tue', 'thu'], '16:30', NY)),
  e(
    'onboarding day kickoff - first Monday of every month 9am',
    LA,
    plan(at({ nth: [1], weekday: 'mon' }, '09:00', LA)),
  ),
  e(
    'open enrolment reminder: weekdays at 10am from nov 30 until dec 11',
    NY,
    on('weekdays', '10:00', NY, { from: '2026-11-30', until: '2026-12-11' }),
  ),
  e('pls ping recruiters every monday 8.30am london time re: pipeline review', SGP, on(['mon'], '08:30', LON)),
  e('new hire paperwork check on the 1st and 15th, 11am', CHI, plan(at({ monthDays: [1, 15] }, '11:00', CHI))),
  e(
    'benefits enrollment closes dec 4 - remind everyone dec 1, 2 and 3 at 9am ET',
    LA,
    daily('09:00', NY, { from: '2026-12-01', until: '2026-12-03' }),
  ),
  e('interview slot reminder every other wednesday 2pm', LON, no(WEEKS)),
  e('payroll cutoff nag: last business day of the month 3pm', BER, plan(at({ lastBusinessDay: true }, '15:00', BER))),
  e(
    'candidate survey export every 2 hours between 8am and 6pm weekdays',
    NY,
    span('weekdays', { hours: 2 }, '08:00', '18:00', NY),
  ),
  e('recordatorio de entrevistas de lunes a viernes 9 am hora CDMX', MEX, on('weekdays', '09:00', MEX)),
  e('onboarding buddy check-in, 3e mercredi du mois à 14h', TOR, plan(at({ nth: [3], weekday: 'wed' }, '14:00', TOR))),
  e('perf review cycle kickoff jan 11 2027 10am PT, one time only', NY, once('2027-01-11', '10:00', LA)),
  e('remind hiring managers to submit scorecards - daily 5pm', TOR, daily('17:00', TOR)),
  e('HRIS sync every weekday except bank holidays at 7am', LON, no(HOLIDAYS)),
  e('Interview loop reminders Mon/Wed/Fri 12:45 IST', KOL, on(['mon', 'wed', 'fri'], '12:45', KOL)),
  e('send the offer-letter batch at 1600 hrs every thursday', DUB, on(['thu'], '16:00', DUB)),
  e(
    'open enrolment: every day at 8am and 5pm until december 15th',
    DEN,
    daily(['08:00', '17:00'], DEN, { until: '2026-12-15' }),
  ),
  e('Lembrete de integração: todas as segundas às 9h30, hora de Lisboa', LON, on(['mon'], '09:30', LIS)),
  e('przypomnienie o rekrutacji co piątek o 13:00', WAW, on(['fri'], '13:00', WAW)),
  e('recruiting sync thursdays at 3', LON, either(no(AMPM), on(['thu'], '15:00', LON), on(['thu'], '03:00', LON))),
  e('I-9 reminder on the 3rd of every month 10am', NY, plan(at({ monthDays: [3] }, '10:00', NY))),
  e('pulse survey every 3 weeks, tuesday 11am', SYD, no(WEEKS)),
  e('new joiner IT setup check mondays and wednesdays at 7:45am', JNB, on(['mon', 'wed'], '07:45', JNB)),
  e('anniversary shout-outs 9:05am every weekday', AKL, on('weekdays', '09:05', AKL)),
  e(
    'campus recruiting fair prep - remind me every day at 4pm for the next 5 days',
    CHI,
    either(daily('16:00', CHI, { count: 5 }), daily('16:00', CHI, { from: '2026-11-24', count: 5 })),
  ),
  e('exit interview digest - fridays 15:30 Berlin', BER, on(['fri'], '15:30', BER)),
  e('har somvaar subah 10 baje onboarding call ka reminder', KOL, on(['mon'], '10:00', KOL)),
  e('shukkin kiroku check maishuu kinyoubi 17:00 JST', TYO, on(['fri'], '17:00', TYO)),
  e('headcount report 2nd business day each month 9am', NY, no(BUSINESS_NTH)),
  e(
    'holiday party RSVP nudge dec 7 & dec 14 at noon',
    LA,
    plan(at({ monthDays: [7, 14], months: [12] }, '12:00', LA), { until: '2026-12-31' }),
  ),
  e(
    'interview feedback reminder at 6pm on interview days (mon, tue, thu)',
    SAO,
    on(['mon', 'tue', 'thu'], '18:00', SAO),
  ),
  e(
    'background check status poll every 30 min 9-5 weekdays',
    PHX,
    span('weekdays', { minutes: 30 }, '09:00', '17:00', PHX),
  ),

  // construction sites: pours, inspections, quiet hours
  e('concrete pour crew call 5:30am mon-sat', PHX, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '05:30', PHX)),
  e(
    'quiet hours start 7pm weekdays and 5pm saturdays - post the reminder then',
    DEN,
    plan([at('weekdays', '19:00', DEN), at(['sat'], '17:00', DEN)]),
  ),
  e('inspection reminder on the wednesday before the 2nd thursday, 8am', DEN, no(DAY_BEFORE_NTH)),
  e('site toolbox talk every monday 6:45am', BNE, on(['mon'], '06:45', BNE)),
  e(
    'crane wind log every 30 min from 6 to 14:00 on weekdays',
    PER,
    span('weekdays', { minutes: 30 }, '06:00', '14:00', PER),
  ),
  e('noise curfew reminder daily at 21:55 Dubai time', LON, daily('21:55', DXB)),
  e('dewatering pump log every 5 hours', AKL, no(STEP_HOURS)),
  e('inspección de andamios cada lunes 7:00 hora de Santiago', SCL, on(['mon'], '07:00', SCL)),
  e('pour is wed dec 2 - remind me to book the pump truck mon nov 30 at 2pm', DEN, once('2026-11-30', '14:00', DEN)),
  e(
    'water break horn every hour on the hour 10am-4pm weekdays',
    PHX,
    span('weekdays', { hours: 1 }, '10:00', '16:00', PHX),
  ),
  e('rebar delivery window check every 3 days at 6am', SYD, no(DAYS_STEP)),
  e(
    'site diary close-out 15:30 every weekday, 12:00 saturdays',
    MEL,
    plan([at('weekdays', '15:30', MEL), at(['sat'], '12:00', MEL)]),
  ),
  e(
    'Betonage Nachbehandlung: täglich 6:00 und 18:00 bis 20.12.',
    BER,
    daily(['06:00', '18:00'], BER, { until: '2026-12-20' }),
  ),
  e(
    'fire watch round every 15 minutes after hot works, 16:00-18:00 weekdays',
    LON,
    span('weekdays', { minutes: 15 }, '16:00', '18:00', LON),
  ),
  e(
    'slab moisture readings at 0700 and 1500, weekdays until feb',
    AKL,
    either(
      on('weekdays', ['07:00', '15:00'], AKL, { until: '2027-01-31' }),
      on('weekdays', ['07:00', '15:00'], AKL, { until: '2027-02-28' }),
    ),
  ),
  e('weekly OSHA walk - fridays 7', CHI, either(no(AMPM), on(['fri'], '07:00', CHI))),
  e('generator refuel reminder 5am daily on the Doha site', DXB, daily('05:00', 'Asia/Qatar')),
  e('Inspektion Gerüst jeden ersten Montag im Monat 7 Uhr', BER, plan(at({ nth: [1], weekday: 'mon' }, '07:00', BER))),
  e('quiet hours notice 10pm sun-thu', NY, on(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', NY)),
  e(
    'drone survey of the site every 45 seconds lol no - every 45 min',
    SYD,
    either(plan(every('daily', { minutes: 45 }, SYD)), no(STEP_MINUTES)),
  ),
  e('pour on 14 March 2027, crew call 2:30am New York', NY, either(no(NO_HOUR), once('2027-03-14', '03:30', NY))),
  e(
    'curing blanket check 2am and 2pm every day through Jan 8',
    DEN,
    daily(['02:00', '14:00'], DEN, { until: '2027-01-08' }),
  ),
  e(
    'inspector visits on the last weekday of each month 8am - remind 7am same day',
    PHX,
    plan(at({ lastBusinessDay: true }, '07:00', PHX)),
  ),

  // clinical-trial coordinators: dosing windows, site visits
  e(
    'dosing window reminder 07:30 and 19:30 daily through Feb 14',
    BER,
    daily(['07:30', '19:30'], BER, { until: '2027-02-14' }),
  ),
  e(
    'site visit prep every 2nd tuesday 9am',
    LON,
    either(plan(at({ nth: [2], weekday: 'tue' }, '09:00', LON)), no(WEEKS)),
  ),
  e('PK sampling ping every 4 hours, around the clock', NY, plan(every('daily', { hours: 4 }, NY))),
  e('eDiary compliance check daily 2100 JST', TYO, daily('21:00', TYO)),
  e(
    'IRB continuing review reminder every march 1st at 9am',
    NY,
    plan(at({ monthDays: [1], months: [3] }, '09:00', NY)),
  ),
  e('IP fridge temp check every 15 min', SAO, plan(every('daily', { minutes: 15 }, SAO))),
  e('visit window closing - ping on the 28th of each month at 5pm', JNB, plan(at({ monthDays: [28] }, '17:00', JNB))),
  e(
    'AE reconciliation last friday of each month 4pm eastern',
    CHI,
    plan(at({ nth: ['last'], weekday: 'fri' }, '16:00', NY)),
  ),
  e('data lock reminder last thursday of the month 8pm pacific', LA, no(NTH_SHIFT)),
  e('weekly safety call mondays 7am Tokyo time', TYO, on(['mon'], '07:00', TYO)),
  e(
    'patient diary SMS at 8:00 and 20:00, day 1 to day 28 of the cycle starting dec 1',
    MAD,
    daily(['08:00', '20:00'], MAD, { from: '2026-12-01', until: '2026-12-28' }),
  ),
  e('query aging sweep every 72 hours', BER, no(DAYS_STEP)),
  e(
    'monitoring visit at the Colombo site on 9 Dec 10:00 local - remind the CRA the day before at 10',
    LON,
    once('2026-12-08', '10:00', CMB),
  ),
  e(
    'dose reminder 6am, 2pm, 10pm daily (q8h) for 10 days from dec 1',
    SGP,
    daily(['06:00', '14:00', '22:00'], SGP, { from: '2026-12-01', until: '2026-12-10' }),
  ),
  e('randomisation system health check every 10 seconds', LON, no(SECONDS)),
  e('CRF completion reminder every monday and thursday 11:00 CET', PAR, on(['mon', 'thu'], '11:00', PAR)),
  e('drug accountability count 1st business day 8am Tokyo', TYO, no(BUSINESS_SHIFT)),
  e(
    'close-out visit friday 4 dec 9:30am, remind me at 8',
    BOG,
    either(once('2026-12-04', '08:00', BOG), once('2026-12-04', ['08:00', '09:30'], BOG)),
  ),
  e('dosing ka reminder roz subah 8 baje aur raat 8 baje', KOL, daily(['08:00', '20:00'], KOL)),
  e('interim analysis reminder on easter monday', LON, no(MOVABLE)),
  e('glucose log prompt every 2h from 7am to 11pm', MEX, span('daily', { hours: 2 }, '07:00', '23:00', MEX)),
  e(
    'site feasibility calls tuesdays 10am São Paulo (1pm Lisbon)',
    SAO,
    either(on(['tue'], '10:00', SAO), on(['tue'], '13:00', LIS)),
  ),

  // insurance claims desks
  e('claims aging sweep every weekday at 6:15am', CHI, on('weekdays', '06:15', CHI)),
  e(
    'CAT event queue triage every 20 minutes during business hours (8-6) mon-fri',
    NY,
    span('weekdays', { minutes: 20 }, '08:00', '18:00', NY),
  ),
  e('subrogation diary review on the 10th and 25th at 9am', DUB, plan(at({ monthDays: [10, 25] }, '09:00', DUB))),
  e('FNOL backlog report 0700, 1200, 1700 weekdays', JNB, on('weekdays', ['07:00', '12:00', '17:00'], JNB)),
  e(
    'renewal notices batch, first business day of each month 6am',
    LON,
    plan(at({ firstBusinessDay: true }, '06:00', LON)),
  ),
  e('reserve review 2nd business day 10am', NY, no(BUSINESS_NTH)),
  e(
    'quarterly loss-run pull jan apr jul oct on the 5th at 8am',
    CHI,
    plan(at({ monthDays: [5], months: [1, 4, 7, 10] }, '08:00', CHI)),
  ),
  e(
    'hurricane season: storm desk standup 7am daily june 1 to nov 30',
    NY,
    daily('07:00', NY, { from: '2027-06-01', until: '2027-11-30' }),
  ),
  e(
    'fraud referral digest 5:30pm every weekday except fridays (4pm)',
    HAV,
    plan([at(['mon', 'tue', 'wed', 'thu'], '17:30', HAV), at(['fri'], '16:00', HAV)]),
  ),
  e('SLA breach sweep on open claims every 5 mins', SGP, plan(every('daily', { minutes: 5 }, SGP))),
  e(
    'adjuster mileage claims due - ping on the last day of the month 4pm',
    PHX,
    plan(at({ monthDays: ['last'] }, '16:00', PHX)),
  ),
  e(
    'reminder to file the bordereau every month on the 20th 11am London',
    NY,
    plan(at({ monthDays: [20] }, '11:00', LON)),
  ),
  e('auto-close stale claims job: daily 01:00 UTC', LA, daily('01:00', UTC)),
  e('diary reminders for open BI claims every 14 days', LON, no(DAYS_STEP)),
  e(
    'claims huddle at 8:15 mon wed fri, 9:15 tue thu',
    TOR,
    plan([at(['mon', 'wed', 'fri'], '08:15', TOR), at(['tue', 'thu'], '09:15', TOR)]),
  ),
  e('recordatorio siniestros pendientes lunes 8:30 hora Bogotá', BOG, on(['mon'], '08:30', BOG)),
  e('catastrophe cover renewal - jan 1 2027 at 00:01, remind at 9am on dec 31', LON, once('2026-12-31', '09:00', LON)),
  e(
    'audit sample pull every other month on the 1st 7am',
    DEN,
    either(
      plan(at({ monthDays: [1], months: [1, 3, 5, 7, 9, 11] }, '07:00', DEN)),
      plan(at({ monthDays: [1], months: [2, 4, 6, 8, 10, 12] }, '07:00', DEN)),
      no(VAGUE),
    ),
  ),

  // city transit planners and bus depots
  e('depot pull-out briefing 04:20 daily', MEX, daily('04:20', MEX)),
  e(
    'new timetable goes live 10 Jan 03:00 - post the notice the day before at 12:00',
    LON,
    once('2027-01-09', '12:00', LON),
  ),
  e(
    'fuel reconciliation every night 23:30 except sunday',
    SCL,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '23:30', SCL),
  ),
  e(
    'service alert digest every 10 min 5am to 1am',
    TOR,
    either(
      plan([
        every('daily', { minutes: 10, window: ['05:00', '23:50'] }, TOR),
        every('daily', { minutes: 10, window: ['00:00', '01:00'] }, TOR),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['05:00', '23:50'] }, TOR),
        every('daily', { minutes: 10, window: ['00:00', '00:50'] }, TOR),
      ]),
    ),
  ),
  e('night bus route check 2:30 a.m. sundays', LON, on(['sun'], '02:30', LON)),
  e('ridership export every monday 06:00 UTC', BER, on(['mon'], '06:00', UTC)),
  e('bus wash rota: tue/thu/sat 21:00', WAW, on(['tue', 'thu', 'sat'], '21:00', WAW)),
  e('headway check on line 7 every 7 minutes in the peak', BOG, no(STEP_MINUTES)),
  e('GTFS feed publish daily 3am Eastern, and again at 3pm', CHI, daily(['03:00', '15:00'], NY)),
  e(
    'winter timetable ends - remind planners on march 1 and march 8 at 9am',
    TOR,
    plan(at({ monthDays: [1, 8], months: [3] }, '09:00', TOR), { until: '2027-12-31' }),
  ),
  e('depot A (Nuuk) vehicle checks 6am weekdays their time', LON, on('weekdays', '06:00', NUK)),
  e(
    'ticket machine cash collection 1st and 3rd monday 5am',
    DUB,
    plan(at({ nth: [1, 3], weekday: 'mon' }, '05:00', DUB)),
  ),
  e('driver roster published every friday at noon for the week after', SYD, on(['fri'], '12:00', SYD)),
  e(
    'frequência das linhas: relatório às 7h de segunda a sábado',
    LIS,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:00', LIS),
  ),
  e('snow plan standby call 4am every day in jan and feb', ANC, plan(at({ months: [1, 2] }, '04:00', ANC))),
  e('reloj checador del depósito: cada hora de 5 a 23 h', MEX, span('daily', { hours: 1 }, '05:00', '23:00', MEX)),
  e('clock change night (nov 7 2027) - check depot clocks at 1:30am ET', NY, once('2027-11-07', '01:30', NY)),
  e('first bus reminder 04:45 except on public holidays', SYD, no(HOLIDAYS)),

  // nonprofit fundraisers and telethons
  e(
    'telethon tote board update every 15 min from 6pm to midnight on dec 5',
    NY,
    either(
      once(
        '2026-12-05',
        [
          '18:00',
          '18:15',
          '18:30',
          '18:45',
          '19:00',
          '19:15',
          '19:30',
          '19:45',
          '20:00',
          '20:15',
          '20:30',
          '20:45',
          '21:00',
          '21:15',
          '21:30',
          '21:45',
          '22:00',
          '22:15',
          '22:30',
          '22:45',
          '23:00',
          '23:15',
          '23:30',
          '23:45',
        ],
        NY,
      ),
      plan(
        [
          every({ monthDays: [5], months: [12] }, { minutes: 15, window: ['18:00', '23:45'] }, NY),
          at({ monthDays: [6], months: [12] }, '00:00', NY),
        ],
        { until: '2026-12-31' },
      ),
    ),
  ),
  e(
    'GivingTuesday (dec 1) email blasts at 8am, 12pm and 8pm',
    CHI,
    once('2026-12-01', ['08:00', '12:00', '20:00'], CHI),
  ),
  e('donor thank-you calls reminder every weekday at 10:30', DEN, on('weekdays', '10:30', DEN)),
  e(
    'year-end appeal reminder dec 28, 29, 30 and 31 at 9am',
    LA,
    daily('09:00', LA, { from: '2026-12-28', until: '2026-12-31' }),
  ),
  e('recurring gift failures report on the 2nd of every month 8am', LON, plan(at({ monthDays: [2] }, '08:00', LON))),
  e(
    'grant deadline reminders every friday 3pm until the end of january',
    BOG,
    on(['fri'], '15:00', BOG, { until: '2027-01-31' }),
  ),
  e('volunteer phone bank shifts: reminder sat & sun at 9am and 1pm', MEL, on('weekends', ['09:00', '13:00'], MEL)),
  e(
    'board report pull on the 1st monday of each quarter 7am',
    NY,
    plan(at({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '07:00', NY)),
  ),
  e(
    'match-gift countdown post every hour on the hour from 9 to 9 tomorrow',
    TOR,
    either(
      plan(every('daily', { hours: 1, window: ['09:00', '21:00'] }, TOR), { from: '2026-11-24', until: '2026-11-24' }),
      plan(every('daily', { hours: 1, window: ['09:00', '20:00'] }, TOR), { from: '2026-11-24', until: '2026-11-24' }),
    ),
  ),
  e('rappel aux bénévoles chaque samedi à 8 h 30, heure de Dakar', PAR, on(['sat'], '08:30', DKR)),
  e(
    'gala seating chart due - remind the committee on the 15th at 6pm',
    ABJ,
    plan(at({ monthDays: [15] }, '18:00', ABJ)),
  ),
  e('CRM dedupe job every sunday night 11:45pm', NY, on(['sun'], '23:45', NY)),
  e('zakat appeal email on the first day of Ramadan, 9am', CAI, no(MOVABLE)),
  e('sponsor recap every other friday at 4', LON, no(WEEKS)),
  e('donation receipts batch 02:00 UTC daily', SAO, daily('02:00', UTC)),
  e(
    'telethon warm-up: mic check at 17:30, doors 18:00, on air 19:00 Sat 12 Dec - ping me at each',
    MEX,
    once('2026-12-12', ['17:30', '18:00', '19:00'], MEX),
  ),
  e('lapsed donor re-engagement email every 90 days', CHI, no(DAYS_STEP)),
  e('Spendenstand-Update werktags um 12 Uhr', BER, on('weekdays', '12:00', BER)),

  // customer support leads: SLA sweeps, queue triage
  e('SLA sweep every 10 min on weekdays 8am-8pm', LON, span('weekdays', { minutes: 10 }, '08:00', '20:00', LON)),
  e('queue triage standup 9:15 am mon-fri', SGP, on('weekdays', '09:15', SGP)),
  e(
    'escalation report to leads at 17:00 every weekday, 12:00 on saturday',
    MNL,
    plan([at('weekdays', '17:00', MNL), at(['sat'], '12:00', MNL)]),
  ),
  e('unassigned tickets check every 5 minutes 24/7', DUB, plan(every('daily', { minutes: 5 }, DUB))),
  e('weekend on-call handoff fri 6pm and mon 8am', DEN, plan([at(['fri'], '18:00', DEN), at(['mon'], '08:00', DEN)])),
  e('CSAT digest to #support-leads every monday 10:00 UTC', BER, on(['mon'], '10:00', UTC)),
  e('SLA sweep every 3 minutes', NY, plan(every('daily', { minutes: 3 }, NY))),
  e('backlog burn-down post every 90 seconds', TOR, no(SECONDS)),
  e('macro review last tuesday of the month 2pm', CHI, plan(at({ nth: ['last'], weekday: 'tue' }, '14:00', CHI))),
  e('tier 2 handover at 0600/1400/2200 daily', KOL, daily(['06:00', '14:00', '22:00'], KOL)),
  e(
    'Black Friday war room: queue check every 15 min fri nov 27 from 6am to 10pm',
    NY,
    either(
      plan(every('daily', { minutes: 15, window: ['06:00', '22:00'] }, NY), {
        from: '2026-11-27',
        until: '2026-11-27',
      }),
      plan(every('daily', { minutes: 15, window: ['06:00', '21:45'] }, NY), {
        from: '2026-11-27',
        until: '2026-11-27',
      }),
    ),
  ),
  e(
    'revisión de la cola cada 30 minutos de 8 a 18 h, lunes a viernes, hora de Caracas',
    BOG,
    span('weekdays', { minutes: 30 }, '08:00', '18:00', CCS),
  ),
  e('remind team to update shift status 7:55 and 15:55 weekdays', WAW, on('weekdays', ['07:55', '15:55'], WAW)),
  e('support rota for the Honolulu desk 6am weekdays their time', LA, on('weekdays', '06:00', HNL)),
  e('churn-risk tickets sweep at 11 and 4 every weekday', NY, on('weekdays', ['11:00', '16:00'], NY)),
  e('knowledge base audit every 6 weeks', AKL, no(WEEKS)),
  e(
    'holiday coverage reminder on christmas eve and new years eve at 3pm',
    LON,
    plan(at({ monthDays: [24, 31], months: [12] }, '15:00', LON)),
  ),
  e(
    'escalations every 2h between 09:00 and 17:00 Adelaide time',
    ADL,
    span('daily', { hours: 2 }, '09:00', '17:00', ADL),
  ),
  e('SLA sweep at quarter past every hour', LA, plan(every('daily', { hours: 1, at: 15 }, LA))),
  e('triage: hourly at :50 during the weekend', SYD, plan(every('weekends', { hours: 1, at: 50 }, SYD))),

  // newsroom social desks
  e(
    'morning briefing post 6:00am weekdays, 7:30am weekends',
    NY,
    plan([at('weekdays', '06:00', NY), at('weekends', '07:30', NY)]),
  ),
  e('embargo lifts 00:01 GMT thursday 3 dec - schedule the social posts then', LON, once('2026-12-03', '00:01', UTC)),
  e('trending topics check every 20 min from 7 to 23h', MAD, span('daily', { minutes: 20 }, '07:00', '23:00', MAD)),
  e('weekly newsletter teaser sundays 5pm', SYD, on(['sun'], '17:00', SYD)),
  e(
    'election night (tue nov 2 2027) results posts every 30 min from 7pm to 1am ET',
    CHI,
    either(
      plan([
        every({ monthDays: [2], months: [11] }, { minutes: 30, window: ['19:00', '23:30'] }, NY),
        every({ monthDays: [3], months: [11] }, { minutes: 30, window: ['00:00', '01:00'] }, NY),
      ]),
      plan([
        every({ monthDays: [2], months: [11] }, { minutes: 30, window: ['19:00', '23:30'] }, NY),
        every({ monthDays: [3], months: [11] }, { minutes: 30, window: ['00:00', '00:30'] }, NY),
      ]),
    ),
  ),
  e('"this day in history" post at 8:45 every day', DUB, daily('08:45', DUB)),
  e('podcast promo tuesdays and fridays at 12:30 pm', TOR, on(['tue', 'fri'], '12:30', TOR)),
  e('night editor handoff 2300z', LON, daily('23:00', UTC)),
  e('Instagram story slot 19h (hora de Portugal) de segunda a sexta', SAO, on('weekdays', '19:00', LIS)),
  e('weather desk posts at 05:30, 11:30 and 17:30 Alaska time', ANC, daily(['05:30', '11:30', '17:30'], ANC)),
  e('Samoa bureau: daily wrap at 6pm Apia time', AKL, daily('18:00', APW)),
  e(
    'analytics screenshot for the editor every monday 9:00, and on the first of the month too',
    BER,
    plan([at(['mon'], '09:00', BER), at({ monthDays: [1] }, '09:00', BER)]),
  ),
  e('breaking news test alert every 4 minutes', LA, plan(every('daily', { minutes: 4 }, LA))),
  e('breaking news test alert every 11 minutes', LA, no(STEP_MINUTES)),
  e('op-ed promo post thursdays 7:00 am IST', KOL, on(['thu'], '07:00', KOL)),
  e('kal subah 9 baje social post schedule kar do', KOL, once('2026-11-24', '09:00', KOL)),

  // retail store managers: opening, stock counts, window changes
  e(
    'store opening checklist 9:30am mon-sat, 11:30 sunday',
    CHI,
    plan([at(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '09:30', CHI), at(['sun'], '11:30', CHI)]),
  ),
  e('cycle count every tuesday 6am before open', DEN, on(['tue'], '06:00', DEN)),
  e(
    'window display change on the first sunday of each month at 7pm after close',
    LON,
    plan(at({ nth: [1], weekday: 'sun' }, '19:00', LON)),
  ),
  e('till float reminder 8:45am daily', DUB, daily('08:45', DUB)),
  e('full stock count last sunday of jan and jul, 6am', SYD, no(NTH_SHIFT)),
  e('markdowns go live 10pm saturday dec 26 - remind me at 9pm', LON, once('2026-12-26', '21:00', LON)),
  e(
    'cierre de caja todos los días a las 21:00 excepto domingos',
    BUE,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '21:00', BUE),
  ),
  e(
    'holiday hours: open at 8 from dec 1 to dec 24, reminder to unlock 7:45am',
    NY,
    daily('07:45', NY, { from: '2026-12-01', until: '2026-12-24' }),
  ),
  e('planogram reset every second monday', TOR, no(NO_TIME)),
  e('Filialöffnung Erinnerung Mo-Sa 7:45', BER, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:45', BER)),
  e(
    'shrink report friday 4:30pm for the Lima and Bogotá stores (both on the same clock)',
    LA,
    on(['fri'], '16:30', LIM),
  ),
  e('trash pickup reminder monday and thursday night 9pm', PHX, on(['mon', 'thu'], '21:00', PHX)),
  e('inventário mensal: último sábado do mês às 20h', LIS, plan(at({ nth: ['last'], weekday: 'sat' }, '20:00', LIS))),
  e('boxing day doors 6am - staff reminder 5am dec 26', TOR, once('2026-12-26', '05:00', TOR)),
  e('price check on competitor sites every 6 hours', LON, plan(every('daily', { hours: 6 }, LON))),
  e(
    'sidewalk sale setup saturdays in june and july at 7am',
    DEN,
    plan(at({ weekdays: ['sat'], months: [6, 7] }, '07:00', DEN)),
  ),
  e('delivery receiving window reminder tue thu 5:30am', ANC, on(['tue', 'thu'], '05:30', ANC)),
  e('easter weekend opening hours post', SYD, no(MOVABLE)),
  e('weekly sales huddle monday 8am NZ time', AKL, on(['mon'], '08:00', AKL)),
  e(
    'security walk at closing, 9pm weekdays and 6pm weekends',
    MEX,
    plan([at('weekdays', '21:00', MEX), at('weekends', '18:00', MEX)]),
  ),

  // hospital facilities: generator tests, linen, infection-control rounds
  e('generator load test first tuesday of the month 05:00', LON, plan(at({ nth: [1], weekday: 'tue' }, '05:00', LON))),
  e('linen delivery check 6am and 2pm daily', CHI, daily(['06:00', '14:00'], CHI)),
  e('infection control rounds wed 10:00, fri 14:00', DUB, plan([at(['wed'], '10:00', DUB), at(['fri'], '14:00', DUB)])),
  e('legionella flush of outlets every monday and thursday 7am', LON, on(['mon', 'thu'], '07:00', LON)),
  e('medical gas alarm test monthly on the 12th 0300', TOR, plan(at({ monthDays: [12] }, '03:00', TOR))),
  e(
    'fridge temp log on ward 4 every 4 hours from 6am',
    SYD,
    either(
      plan(every('daily', { hours: 4, window: ['02:00', '22:00'] }, SYD)),
      plan(every('daily', { hours: 4, window: ['06:00', '22:00'] }, SYD)),
    ),
  ),
  e('fire door inspection every 13 days', NBO, no(DAYS_STEP)),
  e('generator test 2nd wednesday 6am Kolkata', KOL, plan(at({ nth: [2], weekday: 'wed' }, '06:00', KOL))),
  e('generator test 2nd wednesday 4am Kolkata', KOL, no(NTH_SHIFT)),
  e('sterile supply restock 22:00 sun-thu', RUH, on(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', RUH)),
  e('pest control visit reminder on the 1st at 7:00 Sydney', SYD, plan(at({ monthDays: [1] }, '07:00', SYD))),
  e('hand hygiene audit reminder weekdays 11am, except the last friday of the month', LON, no(NOT_LAST)),
  e(
    'ventilation filter change every quarter on the 1st at 6am',
    LA,
    plan(at({ monthDays: [1], months: [1, 4, 7, 10] }, '06:00', LA)),
  ),
  e('chiller plant reading every 2 hours', HAV, plan(every('daily', { hours: 2 }, HAV))),
  e('water tank temp 60C check 06:00/18:00', JNB, daily(['06:00', '18:00'], JNB)),
  e('Übergabe Haustechnik täglich 6:30 und 18:30', BER, daily(['06:30', '18:30'], BER)),
  e(
    'emergency lighting test 1st monday 9 am, annual full-duration test jan 18 9am',
    LON,
    plan([at({ nth: [1], weekday: 'mon' }, '09:00', LON), at({ monthDays: [18], months: [1] }, '09:00', LON)]),
  ),
  e('clocks go back oct 31 2027 - check BMS schedules at 01:30 that night', LON, once('2027-10-31', '01:30', LON)),

  // airline crew scheduling
  e('crew roster publish 1400Z on the 20th of each month', DXB, plan(at({ monthDays: [20] }, '14:00', UTC))),
  e('duty time limit check every 30 min, 24/7', LON, plan(every('daily', { minutes: 30 }, LON))),
  e('standby crew call-out list at 0430 local Anchorage daily', LA, daily('04:30', ANC)),
  e(
    'bid window opens 1st of the month 0800 Zulu, closes 10th 2359Z - remind at both',
    LA,
    plan([at({ monthDays: [1] }, '08:00', UTC), at({ monthDays: [10] }, '23:59', UTC)]),
  ),
  e('fatigue report review mon/thu 0900 HKT', HKG, on(['mon', 'thu'], '09:00', HKG)),
  e(
    'recurrent training reminder every 6 months on the 1st at 9am',
    SGP,
    either(
      plan(at({ monthDays: [1], months: [1, 7] }, '09:00', SGP)),
      plan(at({ monthDays: [1], months: [6, 12] }, '09:00', SGP)),
      no(VAGUE),
    ),
  ),
  e(
    'crew hotel pickup confirmations at 1800 Lima time the day before each flight day (tue, fri)',
    MAD,
    on(['mon', 'thu'], '18:00', LIM),
  ),
  e('pairing optimiser run nightly 0200 UTC', SCL, daily('02:00', UTC)),
  e('Kiritimati turnaround crew brief 07:00 local, mondays', HNL, on(['mon'], '07:00', KIR)),
  e('ETOPS crew rest check every 2 hrs', DEN, plan(every('daily', { hours: 2 }, DEN))),
  e(
    'summer schedule starts mar 28 2027 - remind scheduling team at 9am on mar 21 and mar 27',
    LON,
    plan(at({ monthDays: [21, 27], months: [3] }, '09:00', LON)),
  ),
  e(
    'Nuuk-Kangerlussuaq crew swap 0615 mon wed fri their time',
    'Atlantic/Reykjavik',
    on(['mon', 'wed', 'fri'], '06:15', NUK),
  ),
  e('legality check of next-day pairings every day at 19:00 Cairo', CAI, daily('19:00', CAI)),
  e('crew sign-on reminder 0545L and 1345L', NBO, daily(['05:45', '13:45'], NBO)),
  e('layover allowance export every 15th and last day, 1700', MNL, plan(at({ monthDays: [15, 'last'] }, '17:00', MNL))),
  e(
    'reserve pool status every 20 minutes between 04:00 and 22:00 Darwin time',
    DRW,
    span('daily', { minutes: 20 }, '04:00', '22:00', DRW),
  ),
  e('crew rest rule check every 36 hours', LON, no(STEP_HOURS)),
  e('kinmu hyou kakunin maishuu getsuyou to suiyou 10ji', TYO, on(['mon', 'wed'], '10:00', TYO)),
  e('ops control handover 0600z and 1800z', DXB, daily(['06:00', '18:00'], UTC)),
  e(
    'Mongolia charter crew brief 05:30 Ulaanbaatar, daily until jan 10',
    SEL,
    daily('05:30', ULN, { until: '2027-01-10' }),
  ),

  // cold-chain logistics: temperature logs
  e('reefer temp log every 15 minutes', CHI, plan(every('daily', { minutes: 15 }, CHI))),
  e('vaccine fridge min/max reading 8am and 4pm weekdays', LON, on('weekdays', ['08:00', '16:00'], LON)),
  e('data logger download every monday 7am Lagos time', LON, on(['mon'], '07:00', LOS)),
  e(
    'cold room alarm test first friday 2pm',
    JNB,
    plan(at({ monthDays: [1, 2, 3, 4, 5, 6, 7], weekdays: ['fri'] }, '14:00', JNB)),
  ),
  e('temp excursion sweep every 2 min', SGP, plan(every('daily', { minutes: 2 }, SGP))),
  e('temp excursion sweep every 30 secs', SGP, no(SECONDS)),
  e('dry ice reorder check tue & fri 10:00 Asunción', ASU, on(['tue', 'fri'], '10:00', ASU)),
  e('registro de temperatura a cada 4 horas a partir da meia-noite', SAO, plan(every('daily', { hours: 4 }, SAO))),
  e(
    'defrost cycle reminder every 8 hours starting 6am',
    MEX,
    plan(every('daily', { hours: 8, window: ['06:00', '22:00'] }, MEX)),
  ),
  e(
    'GDP audit trail export on the last day of every month 23:00 Lisbon',
    LIS,
    plan(at({ monthDays: ['last'] }, '23:00', LIS)),
  ),
  e(
    'truck pre-cool reminder 03:45 daily except sundays',
    WAW,
    on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '03:45', WAW),
  ),
  e('probe calibration every 6 months', BER, no(NO_TIME)),
  e('Temperaturprotokoll stündlich zwischen 6 und 22 Uhr', BER, span('daily', { hours: 1 }, '06:00', '22:00', BER)),
  e('ice cream DC: freezer check at 5am, 1pm and 9pm', BNE, daily(['05:00', '13:00', '21:00'], BNE)),
  e('transport lane report every weekday at 16:30 Colombo time', CMB, on('weekdays', '16:30', CMB)),
  e('ripening room ethylene check every 12 hours from 7', LIM, daily(['07:00', '19:00'], LIM)),
  e('log the blood bank fridge every 3 hours from 00:00', THI, plan(every('daily', { hours: 3 }, THI))),
  e(
    'pallet temp audit on the 2nd and 4th wednesday 11:00',
    NBO,
    plan(at({ nth: [2, 4], weekday: 'wed' }, '11:00', NBO)),
  ),

  // translating school notices for parents
  e('translate the weekly school newsletter into Spanish every thursday 3pm', LA, on(['thu'], '15:00', LA)),
  e(
    'recordatorio a los padres: excursión el viernes 4 de diciembre, mandar aviso el miércoles a las 7 pm',
    LA,
    once('2026-12-02', '19:00', LA),
  ),
  e(
    'send the French notice for parents (Abidjan families) every friday at 17h their time',
    PAR,
    on(['fri'], '17:00', ABJ),
  ),
  e('lunch menu in Polish every sunday 18:00', LON, on(['sun'], '18:00', LON)),
  e('parent-teacher night reminders in 5 languages - dec 8 at 8am', TOR, once('2026-12-08', '08:00', TOR)),
  e('school closed for Diwali - notice in hindi the day before 4pm', LON, no(MOVABLE)),
  e(
    'snow day notices in Spanish: check at 5:30am every school day dec-mar',
    CHI,
    plan(at({ weekdays: 'weekdays', months: [12, 1, 2, 3] }, '05:30', CHI)),
  ),
  e(
    'aviso aos encarregados de educação: 1.ª segunda-feira de cada mês, 9h',
    LIS,
    plan(at({ nth: [1], weekday: 'mon' }, '09:00', LIS)),
  ),
  e(
    'term 1 starts 1 feb (Darwin) - send welcome notice in Tiwi and English on jan 29 at 10am',
    DRW,
    once('2027-01-29', '10:00', DRW),
  ),
  e(
    'weekly notice to parents, translate before 7 every friday',
    TOR,
    either(on(['fri'], '07:00', TOR), on(['fri'], '19:00', TOR), no(AMPM)),
  ),
  e('avis aux parents: rappel chaque lundi à 7 h 30 (heure du Québec)', PAR, on(['mon'], '07:30', TOR)),
  e(
    'Elternbrief auf Türkisch übersetzen, jeden 1. und 15. um 14 Uhr',
    BER,
    plan(at({ monthDays: [1, 15] }, '14:00', BER)),
  ),
  e(
    'school fee reminder in hindi, har mahine ki 5 tarikh ko subah 10 baje',
    KOL,
    plan(at({ monthDays: [5] }, '10:00', KOL)),
  ),
  e(
    'translated bus-route notice every day of the exam weeks (dec 7-18) at 6am',
    NY,
    daily('06:00', NY, { from: '2026-12-07', until: '2026-12-18' }),
  ),

  // co-living and student housing
  e(
    'quiet hours reminder 10pm sunday to thursday, midnight fri and sat',
    NY,
    either(
      plan([at(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', NY), at(['sat', 'sun'], '00:00', NY)]),
      plan([at(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', NY), at(['fri', 'sat'], '00:00', NY)]),
    ),
  ),
  e('kitchen cleaning rota post every sunday 7pm', LON, on(['sun'], '19:00', LON)),
  e('laundry room booking reset daily at 00:05', BER, daily('00:05', BER)),
  e(
    'rent reminder on the 28th at 9am, and on the 1st at 9am if unpaid',
    SYD,
    plan(at({ monthDays: [28, 1] }, '09:00', SYD)),
  ),
  e('bins out tuesday night 8pm, recycling every other week', MEL, either(on(['tue'], '20:00', MEL), no(WEEKS))),
  e(
    'move-out inspections jun 28 - jul 2 at 10am daily',
    TOR,
    daily('10:00', TOR, { from: '2027-06-28', until: '2027-07-02' }),
  ),
  e('fire alarm test every wednesday 11:00', DUB, on(['wed'], '11:00', DUB)),
  e(
    'house meeting first sunday of the month at 8',
    AKL,
    either(no(AMPM), plan(at({ nth: [1], weekday: 'sun' }, '20:00', AKL))),
  ),
  e('community dinner thursdays 7:30pm, remind at 5', LIS, on(['thu'], '17:00', LIS)),
  e('wifi router reboot 4am every day', MEX, daily('04:00', MEX)),
  e('recordatorio de limpieza de áreas comunes sábados 10 am, hora de Asunción', BUE, on(['sat'], '10:00', ASU)),
  e('porter desk handover 7:00, 15:00, 23:00', WAW, daily(['07:00', '15:00', '23:00'], WAW)),
  e('residence hall check-in day jan 9 - remind RAs at 7am and noon', CHI, once('2027-01-09', ['07:00', '12:00'], CHI)),
  e('sauna booking opens every monday 6am', 'Europe/Helsinki', on(['mon'], '06:00', 'Europe/Helsinki')),
  e('parcel room sweep every weekday 5pm except fridays', LON, on(['mon', 'tue', 'wed', 'thu'], '17:00', LON)),

  // sports broadcasters
  e('pre-match build-up segment saturdays 14:30 (kick-off 15:00) UK time', JNB, on(['sat'], '14:30', LON)),
  e('line check 90 min before each tip-off; tip-offs are 7:30pm tue/fri ET', LA, on(['tue', 'fri'], '18:00', NY)),
  e('highlights package publish every sunday night at 23:15', MAD, on(['sun'], '23:15', MAD)),
  e(
    'satellite uplink test 05:00 UTC daily during the tournament (jun 11 - jul 19 2027)',
    LON,
    daily('05:00', UTC, { from: '2027-06-11', until: '2027-07-19' }),
  ),
  e(
    'cricket: toss reminder 9:30am IST, day 1 to day 5 of the test from dec 26',
    KOL,
    daily('09:30', KOL, { from: '2026-12-26', until: '2026-12-30' }),
  ),
  e(
    'Boxing Day test coverage MCG - first ball 10:30 Melbourne dec 26, crew call 7:00',
    LON,
    once('2026-12-26', '07:00', MEL),
  ),
  e('fixture list scrape every 6h', BUE, plan(every('daily', { hours: 6 }, BUE))),
  e('score ticker refresh every 15 seconds', NY, no(SECONDS)),
  e('F1 practice feed check fridays at 12:30 local track time', LON, no(VAGUE)),
  e('super bowl sunday (feb 14 2027) - rundown meeting 10am ET', LA, once('2027-02-14', '10:00', NY)),
  e('NRL round preview thursdays 6pm AEST - we are in Brisbane', BNE, on(['thu'], '18:00', BNE)),
  e('post-game social clips: every match day, 15 minutes after full time', LON, no(VAGUE)),
  e('Samoa v Tonga, kick-off 3pm Apia sat 5 dec - go live 2:30pm', LA, once('2026-12-05', '14:30', APW)),
  e(
    'sumo basho daily digest 18:00 JST jan 10-24',
    TYO,
    daily('18:00', TYO, { from: '2027-01-10', until: '2027-01-24' }),
  ),
  e('graphics package check mon-fri 1130 and 1630', DEN, on('weekdays', ['11:30', '16:30'], DEN)),

  // data-privacy and compliance: retention jobs, DSAR deadlines
  e('retention purge job nightly 01:30 UTC', BER, daily('01:30', UTC)),
  e('DSAR deadline check every weekday 9am Dublin', LON, on('weekdays', '09:00', DUB)),
  e('DSAR due in 30 days from today - remind me 5 days before, 10am', PAR, once('2026-12-18', '10:00', PAR)),
  e(
    'log retention sweep on the last day of every month 22:00 Berlin',
    BER,
    plan(at({ monthDays: ['last'] }, '22:00', BER)),
  ),
  e('consent records export every 7 days', AMS, no(NO_TIME)),
  e(
    'RoPA review reminder jan 15 and jul 15 at 10:00',
    LON,
    plan(at({ monthDays: [15], months: [1, 7] }, '10:00', LON)),
  ),
  e(
    'cookie banner audit every quarter, first monday, 11am',
    TOR,
    plan(at({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '11:00', TOR)),
  ),
  e('access review certification every 2 weeks', NY, no(WEEKS)),
  e('delete inactive accounts after 24 months - job runs sundays 03:00', SAO, on(['sun'], '03:00', SAO)),
  e(
    'LGPD incident drill every 6 months on the 1st 9h',
    SAO,
    either(
      plan(at({ monthDays: [1], months: [1, 7] }, '09:00', SAO)),
      plan(at({ monthDays: [1], months: [6, 12] }, '09:00', SAO)),
      no(VAGUE),
    ),
  ),
  e('SOX control evidence pull on the 3rd business day', NY, no(BUSINESS_NTH)),
  e('backup restore test first business day of each month 7am Tokyo', TYO, no(BUSINESS_SHIFT)),
  e('vendor DPA renewal check 1st of each month 9:00 Warsaw', WAW, plan(at({ monthDays: [1] }, '09:00', WAW))),
  e('legal hold refresh - every month on the 31st, 6pm', NY, plan(at({ monthDays: [31] }, '18:00', NY))),
  e('CCPA request queue sweep every 30 minutes on weekdays', LA, plan(every('weekdays', { minutes: 30 }, LA))),
  e(
    'policy attestation reminder every monday at 9am till dec 31',
    SGP,
    on(['mon'], '09:00', SGP, { until: '2026-12-31' }),
  ),
  e(
    'retention job for chat logs: every 90 min',
    DUB,
    either(plan(every('daily', { minutes: 90 }, DUB)), no(STEP_MINUTES)),
  ),
  e('data map review on feb 29', LON, no(NO_DATE)),
  e('breach notification drill 72h countdown test every 72 hours', LON, no(DAYS_STEP)),
  e('audit log integrity check at 25:00 daily', BER, no(NO_HOUR)),

  // odd zones and clock changes
  e("St. John's office: fish plant audit every weekday 8:30am NST", TOR, on('weekdays', '08:30', STJ)),
  e('Newfoundland time 4:30pm fridays - payroll upload', HAL, on(['fri'], '16:30', STJ)),
  e('Lord Howe Island weather obs relay 9am and 3pm local', SYD, daily(['09:00', '15:00'], LHI)),
  e(
    'Tehran office standup saturdays to wednesdays 9:00 Iran time',
    DXB,
    on(['sat', 'sun', 'mon', 'tue', 'wed'], '09:00', THR),
  ),
  e(
    'Pitcairn supply ship manifest reminder on the 1st at 10am island time',
    AKL,
    plan(at({ monthDays: [1] }, '10:00', PIT)),
  ),
  e('Niue radio bulletin daily 6:30pm Niue time', AKL, daily('18:30', NIU)),
  e('Casablanca call centre shift start 8h lundi-vendredi', PAR, on('weekdays', '08:00', CAS)),
  e('Beirut clinic linen pickup 7am mon-sat', BEY, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:00', BEY)),
  e('Port-au-Prince field office radio check 7:00 et 19:00', PAP, daily(['07:00', '19:00'], PAP)),
  e('Kathmandu trek permits batch 10:15 NPT weekdays', KTM, on('weekdays', '10:15', KTM)),
  e('Vancouver depot fuel order tuesdays 2pm PT', VAN, on(['tue'], '14:00', VAN)),
  e('report on feb 28 every year at 9pm eastern', NY, no(LEAP)),
  e('weekdays in march at 6pm pacific - spring promo reminder', LA, no(MONTH_EDGE)),

  // university IT: password expiry, lab reimaging
  e('password expiry warning emails daily at 07:00', LON, daily('07:00', LON)),
  e('lab reimaging every sunday 2am during term', NY, no(VAGUE)),
  e(
    'reimage the Engineering labs every saturday 11pm from jan 9 through may 8',
    NY,
    on(['sat'], '23:00', NY, { from: '2027-01-09', until: '2027-05-08' }),
  ),
  e(
    'LMS maintenance window reminder tuesdays 6am, and the day before at 4pm',
    TOR,
    plan([at(['tue'], '06:00', TOR), at(['mon'], '16:00', TOR)]),
  ),
  e('expire guest wifi accounts every night at 23:59', AKL, daily('23:59', AKL)),
  e('AD stale accounts report 1st monday 8:00', MEL, no(NTH_SHIFT)),
  e(
    'print quota reset on the 1st of each semester month (jan, aug) at midnight',
    LA,
    plan(at({ monthDays: [1], months: [1, 8] }, '00:00', LA)),
  ),
  e('patch tuesday prep: second tuesday of the month 10am', CHI, plan(at({ nth: [2], weekday: 'tue' }, '10:00', CHI))),
  e('patch tuesday deploy - the wednesday after the 2nd tuesday, 9pm', CHI, no(DAY_BEFORE_NTH)),
  e(
    'exam week: lab PCs reboot every 4 hours dec 14-18',
    SYD,
    plan(every('daily', { hours: 4 }, SYD), { from: '2026-12-14', until: '2026-12-18' }),
  ),
  e('passwort-ablauf erinnerung jeden montag 8 uhr', BER, on(['mon'], '08:00', BER)),
  e('student email cleanup job on the 15th at 2:00 UTC', BNE, plan(at({ monthDays: [15] }, '02:00', UTC))),
  e('VPN cert renewal reminder every 397 days', LON, no(DAYS_STEP)),
  e('labs wipe nightly 1:30am except exam week', NY, no(VAGUE)),
  e(
    'helpdesk queue check every 15 min from 8:30 to 17:00 weekdays',
    DUB,
    span('weekdays', { minutes: 15 }, '08:30', '17:00', DUB),
  ),
  e('reset the kiosk machines at 5:45 each morning', HNL, daily('05:45', HNL)),
  e('licence server health every 12 hours', PER, plan(every('daily', { hours: 12 }, PER))),
  e(
    'semester password reset campaign: reminder emails aug 23, aug 30 and sep 6 at 9am',
    CHI,
    plan([at({ monthDays: [23, 30], months: [8] }, '09:00', CHI), at({ monthDays: [6], months: [9] }, '09:00', CHI)]),
  ),
  e(
    'backup of the research cluster home dirs - weekdays 20:00 and weekends 14:00',
    MAD,
    plan([at('weekdays', '20:00', MAD), at('weekends', '14:00', MAD)]),
  ),
  e('Kolkata campus lab imaging 6 am every sunday IST', LON, on(['sun'], '06:00', KOL)),

  // a band's tour manager
  e(
    'lobby call 10:00 every show day: dec 3 Berlin, dec 4 Warsaw, dec 5 Lisbon (local each time)',
    LON,
    plan(
      [
        at({ monthDays: [3], months: [12] }, '10:00', BER),
        at({ monthDays: [4], months: [12] }, '10:00', WAW),
        at({ monthDays: [5], months: [12] }, '10:00', LIS),
      ],
      { until: '2026-12-31' },
    ),
  ),
  e(
    'soundcheck reminder 4:30pm on show days - thu fri sat through december',
    CHI,
    on(['thu', 'fri', 'sat'], '16:30', CHI, { until: '2026-12-31' }),
  ),
  e('bus call 1am after each show night (fri, sat)', LON, on(['sat', 'sun'], '01:00', LON)),
  e('settlement reminder 11:30pm show nights', MEX, no(VAGUE)),
  e('Mexico City show jan 16 - doors 19:00, remind crew 17:00 local', LA, once('2027-01-16', '17:00', MEX)),
  e(
    'merch count every night at 23:00 of the Brazil leg (feb 2 - feb 14)',
    LON,
    daily('23:00', SAO, { from: '2027-02-02', until: '2027-02-14' }),
  ),
  e('per diems out every monday 9am wherever we are', LA, no(VAGUE)),
  e('Santiago show mar 6 2027, load-in 8am Chile time - reminder at 7', LA, once('2027-03-06', '07:00', SCL)),
  e('visa appt reminder for the drummer - dec 9 at 8:15am Tokyo', LA, once('2026-12-09', '08:15', TYO)),
  e('rehearsal tue thu 6-9pm, reminder at 5', LON, on(['tue', 'thu'], '17:00', LON)),
  e(
    'flight check-in reminders 24h before: flights are dec 1 07:10 and dec 8 06:40 (both Berlin)',
    LON,
    plan([at({ monthDays: [30], months: [11] }, '07:10', BER), at({ monthDays: [7], months: [12] }, '06:40', BER)], {
      until: '2026-12-31',
    }),
  ),
  e(
    'Auckland and Sydney shows - lobby call 2pm local: AKL feb 19, SYD feb 21',
    LON,
    plan([at({ monthDays: [19], months: [2] }, '14:00', AKL), at({ monthDays: [21], months: [2] }, '14:00', SYD)]),
  ),
  e(
    'guest list closes 3pm day of show, shows are every fri and sat in jan',
    NY,
    plan(at({ weekdays: ['fri', 'sat'], months: [1] }, '15:00', NY)),
  ),

  // a family's shared calendar
  e('trash night every wed 7pm', DEN, on(['wed'], '19:00', DEN)),
  e('piano lessons thursdays 4:15, remind at 3:45', CHI, on(['thu'], '15:45', CHI)),
  e('kids allowance every saturday morning 8', SYD, on(['sat'], '08:00', SYD)),
  e("grandma's call sundays 6pm her time (Honolulu)", LA, on(['sun'], '18:00', HNL)),
  e(
    'soccer practice mon & wed 5:30pm until the season ends mar 12',
    MEX,
    on(['mon', 'wed'], '17:30', MEX, { until: '2027-03-12' }),
  ),
  e('take meds at 8 and 8', NY, daily(['08:00', '20:00'], NY)),
  e('swim club every second saturday 9am', MEL, either(no(WEEKS), no(NTH_SHIFT))),
  e(
    "mum's birthday dec 19 - remind me dec 12 and dec 18 at 7pm",
    LON,
    plan(at({ monthDays: [12, 18], months: [12] }, '19:00', LON), { until: '2026-12-31' }),
  ),
  e(
    'school pickup reminder 2:50pm weekdays, 12:50 on wednesdays (early release)',
    TOR,
    plan([at(['mon', 'tue', 'thu', 'fri'], '14:50', TOR), at(['wed'], '12:50', TOR)]),
  ),
  e('dog flea treatment on the 1st of every month, morning', LON, no(NO_TIME)),
  e('recycling every 2nd tuesday', AKL, either(no(WEEKS), no(NO_TIME))),
  e(
    'Papa Geburtstag am 3. Januar, Erinnerung um 9 Uhr',
    BER,
    either(plan(at({ monthDays: [3], months: [1] }, '09:00', BER)), once('2027-01-03', '09:00', BER)),
  ),
  e('water the plants every 3 days at 8am', SAO, no(DAYS_STEP)),
  e('family movie night fridays at 7 - oh wait, make it 7:30', PHX, on(['fri'], '19:30', PHX)),
  e('bedtime reminder 8:30pm school nights', CHI, on(['sun', 'mon', 'tue', 'wed', 'thu'], '20:30', CHI)),
  e(
    'gas bill on the 22nd 6pm and the car rego on march 3 at 9am',
    BNE,
    plan([at({ monthDays: [22] }, '18:00', BNE), at({ monthDays: [3], months: [3] }, '09:00', BNE)]),
  ),
  e('call the kids in Manila every sunday 8pm their time', DXB, on(['sun'], '20:00', MNL)),
  e('mothers day brunch booking reminder', NY, no(VAGUE)),
  e('thanksgiving (nov 26) turkey in the oven at 10:30am', CHI, once('2026-11-26', '10:30', CHI)),
  e(
    'spring break starts mar 15 2027 - remind me to pack on mar 13 at 10 in the morning',
    NY,
    once('2027-03-13', '10:00', NY),
  ),

  // small online shops
  e('restock alert check every 30 min', LA, plan(every('daily', { minutes: 30 }, LA))),
  e(
    'flash sale starts friday dec 4 at 8pm EST, ends sunday 11:59pm - post at both',
    CHI,
    plan([at({ monthDays: [4], months: [12] }, '20:00', NY), at({ monthDays: [6], months: [12] }, '23:59', NY)], {
      until: '2026-12-31',
    }),
  ),
  e('abandoned cart emails every hour at :05', LON, plan(every('daily', { hours: 1, at: 5 }, LON))),
  e(
    'etsy shop: ship orders reminder weekdays 3pm, saturday 11am',
    PHX,
    plan([at('weekdays', '15:00', PHX), at(['sat'], '11:00', PHX)]),
  ),
  e('payout reconciliation every other thursday', TOR, no(WEEKS)),
  e('price sync with the marketplace 6:00, 12:00, 18:00, 0:00', BER, daily(['00:00', '06:00', '12:00', '18:00'], BER)),
  e('newsletter goes out tuesdays 10am their time - most customers are in Sydney', LON, on(['tue'], '10:00', SYD)),
  e('cyber monday (nov 30) discount code email 6am ET', LA, once('2026-11-30', '06:00', NY)),
  e('loja: relatório de vendas todos os dias às 23h, horário de Brasília', LIS, daily('23:00', SAO)),
  e('sklep: przypomnienie o wysyłce pon-pt 14:00', WAW, on('weekdays', '14:00', WAW)),
  e(
    'review request emails every 45 minutes',
    DEN,
    either(plan(every('daily', { minutes: 45 }, DEN)), no(STEP_MINUTES)),
  ),
  e(
    'last order date for christmas: dec 18 - banner on dec 10 at 8am and dec 17 at 8am',
    DUB,
    plan(at({ monthDays: [10, 17], months: [12] }, '08:00', DUB), { until: '2026-12-31' }),
  ),
  e('inventory feed to google merchant every 8 hrs', SGP, plan(every('daily', { hours: 8 }, SGP))),
  e('tienda online: corte de pedidos a las 13 h de lunes a viernes, hora de Lima', MEX, on('weekdays', '13:00', LIM)),
  e('shopify low stock email at 9 each weekday morning', CHI, on('weekdays', '09:00', CHI)),
  e('clear expired discount codes on the 1st and 16th 00:30', SYD, plan(at({ monthDays: [1, 16] }, '00:30', SYD))),
  e("boutique en ligne: promo du vendredi à 12 h, heure d'Abidjan", ABJ, on(['fri'], '12:00', ABJ)),
  e(
    'sale ends at midnight friday',
    NY,
    either(no(VAGUE), once('2026-11-27', '00:00', NY), once('2026-11-28', '00:00', NY)),
  ),
  e(
    'tax remittance reminder on the 20th of jan, apr, jul, oct at 9am',
    MEX,
    plan(at({ monthDays: [20], months: [1, 4, 7, 10] }, '09:00', MEX)),
  ),

  // pastes from schedulers and reminder tools
  e('can you mirror our EventBridge rule: cron(0 12 ? * MON-FRI *)', LA, on('weekdays', '12:00', UTC)),
  e('rate(5 minutes)', BER, plan(every('daily', { minutes: 5 }, BER))),
  e('eventbridge: rate(7 minutes) for the SLA poller', NY, no(STEP_MINUTES)),
  e(
    'cron(15 10 ? * 6L 2027) - the month-end close lambda',
    LON,
    plan(at({ nth: ['last'], weekday: 'fri' }, '10:15', UTC), { from: '2027-01-01', until: '2027-12-31' }),
  ),
  e('cron(0/10 * ? * MON-FRI *)', SGP, plan(every('weekdays', { minutes: 10 }, UTC))),
  e('copy of the AWS one: cron(0 8 1 * ? *)', SYD, plan(at({ monthDays: [1] }, '08:00', UTC))),
  e('rate(1 day)', DEN, no(NO_TIME)),
  e('EventBridge Scheduler: cron(30 18 ? * MON-FRI *), timezone America/New_York', LA, on('weekdays', '18:30', NY)),
  e('rate(12 hours) starting at midnight', LON, plan(every('daily', { hours: 12 }, LON))),
  e('Cloud Scheduler job: frequency "0 9 * * 1", timezone Europe/Warsaw', LON, on(['mon'], '09:00', WAW)),
  e(
    'gcp scheduler */15 8-17 * * 1-5 (Asia/Kolkata)',
    SGP,
    plan(every('weekdays', { minutes: 15, window: ['08:00', '17:45'] }, KOL)),
  ),
  e('frequency: 0 */2 * * *   timezone: Etc/UTC', CHI, plan(every('daily', { hours: 2 }, UTC))),
  e('cloud scheduler "30 6 1,15 * *" tz America/Sao_Paulo', LIS, plan(at({ monthDays: [1, 15] }, '06:30', SAO))),
  e('Azure function timer: 0 */5 * * * *', DUB, plan(every('daily', { minutes: 5 }, UTC))),
  e('NCRONTAB "0 30 9 * * 1-5" (app runs in UTC)', JNB, on('weekdays', '09:30', UTC)),
  e('the azure timer is */30 * * * * * - can the bot do that?', LON, no(SECONDS)),
  e('timer trigger 0 0 0 1 * * UTC', PAR, plan(at({ monthDays: [1] }, '00:00', UTC))),
  e('0 0 7 * * * with WEBSITE_TIME_ZONE=Tokyo Standard Time', TYO, daily('07:00', TYO)),
  e('heroku scheduler: every 10 minutes', NY, plan(every('daily', { minutes: 10 }, NY))),
  e('Heroku Scheduler - Daily at 3:30 AM UTC', LA, daily('03:30', UTC)),
  e('heroku: every hour at :30', BOG, plan(every('daily', { hours: 1, at: 30 }, BOG))),
  e('vercel.json: { "path": "/api/digest", "schedule": "0 5 * * *" }', LA, daily('05:00', UTC)),
  e('vercel cron "0 8 * * 1-5"', BER, on('weekdays', '08:00', UTC)),
  e('cloudflare worker crons = ["*/30 * * * *"]', SYD, plan(every('daily', { minutes: 30 }, UTC))),
  e('cloudflare cron trigger "0 17 * * SUN" for the weekly rollup', NY, on(['sun'], '17:00', UTC)),
  e('cloudflare "59 23 LW * *" - month end', TOR, plan(at({ lastBusinessDay: true }, '23:59', UTC))),
  e(
    'Task Scheduler: Weekly, start 11/30/2026 6:00:00 AM, recur every 1 weeks on Monday, Wednesday',
    CHI,
    on(['mon', 'wed'], '06:00', CHI, { from: '2026-11-30' }),
  ),
  e('Task Scheduler trigger: Weekly, recur every 2 weeks on Friday at 5:00 PM', CHI, no(WEEKS)),
  e(
    'windows task: Daily at 10:00 PM, repeat task every 1 hour for a duration of 4 hours',
    LON,
    either(daily(['22:00', '23:00', '00:00', '01:00', '02:00'], LON), daily(['22:00', '23:00', '00:00', '01:00'], LON)),
  ),
  e('schtasks /create /sc daily /st 07:15 /tn "Linen report"', DUB, daily('07:15', DUB)),
  e('schtasks /sc monthly /mo lastday /m * /st 18:00', PHX, plan(at({ monthDays: ['last'] }, '18:00', PHX))),
  e(
    'Power Automate recurrence: Interval 1, Frequency Week, days Monday and Friday, hours 9, minutes 30, time zone (UTC-05:00) Eastern Time (US & Canada)',
    LA,
    on(['mon', 'fri'], '09:30', NY),
  ),
  e('power automate: Frequency Day, Interval 3, at 8', MEX, no(DAYS_STEP)),
  e('flow recurrence every 1 Month, start time 2026-12-01T08:00:00Z', BER, plan(at({ monthDays: [1] }, '08:00', UTC))),
  e('Recurrence - Interval: 15, Frequency: Minute', AKL, plan(every('daily', { minutes: 15 }, AKL))),
  e(
    'power automate trigger at hours 7,12,17 on weekdays, time zone (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    LON,
    on('weekdays', ['07:00', '12:00', '17:00'], KOL),
  ),
  e(
    'crontab.guru says "At 04:05 on Sunday." - that one please',
    BER,
    either(on(['sun'], '04:05', BER), on(['sun'], '04:05', UTC)),
  ),
  e(
    '"At minute 0 past every 2nd hour from 8 through 18 on every day-of-week from Monday through Friday." (my time)',
    NY,
    plan(every('weekdays', { hours: 2, window: ['08:00', '18:00'] }, NY)),
  ),
  e(
    'At 22:00 on every day-of-week from Monday through Friday.',
    PAR,
    either(on('weekdays', '22:00', PAR), on('weekdays', '22:00', UTC)),
  ),
  e('"At 00:00 on day-of-month 1 and 15." in UTC', LA, plan(at({ monthDays: [1, 15] }, '00:00', UTC))),
  e('At every 15th minute.', CHI, plan(every('daily', { minutes: 15 }, CHI))),
  e(
    'home assistant automation: trigger time at "06:30:00", condition weekday mon tue wed thu fri',
    BER,
    on('weekdays', '06:30', BER),
  ),
  e('HA time_pattern minutes: "/10"', LON, plan(every('daily', { minutes: 10 }, LON))),
  e('home assistant: sun trigger, event sunset, offset -00:30, close the blinds', SYD, no(MOVABLE)),
  e('ha automation time_pattern seconds "/30"', BER, no(SECONDS)),
  e('HA: at 22:45 on fri and sat turn off the porch lights', DEN, on(['fri', 'sat'], '22:45', DEN)),
  e(
    'Salesforce scheduled flow: Start Date 12/1/2026, Start Time 6:00 AM, Frequency Daily (org time zone is Central)',
    NY,
    daily('06:00', CHI, { from: '2026-12-01' }),
  ),
  e(
    'scheduled flow - frequency weekly, start monday 11/30/2026 7:00 AM',
    LA,
    on(['mon'], '07:00', LA, { from: '2026-11-30' }),
  ),
  e("System.schedule('Nightly cleanup', '0 0 2 * * ?', new Cleanup()); - org runs on Pacific", CHI, daily('02:00', LA)),
  e('apex cron 0 30 8 ? * MON-FRI', LON, on('weekdays', '08:30', LON)),
  e('Salesforce flow: frequency Once, 12/15/2026 3:00 PM', NY, once('2026-12-15', '15:00', NY)),
  e('/remind #support "SLA sweep" every weekday at 9:45am', TOR, on('weekdays', '09:45', TOR)),
  e(
    '/remind me to submit expenses on the last day of every month at 4pm',
    LON,
    plan(at({ monthDays: ['last'] }, '16:00', LON)),
  ),
  e('/remind @dana to check the freezer log every 2 hours', BNE, plan(every('daily', { hours: 2 }, BNE))),
  e('/remind #general to stretch every day at 3pm', MEX, daily('15:00', MEX)),
  e('/remind me to move the laundry in 20 minutes', NY, once('2026-11-23', '07:20', NY)),
  e('/remind me to call the landlord tomorrow', LA, either(no(NO_TIME), once('2026-11-24', '09:00', LA))),
  e('/remind #ops "rotate keys" every other Monday at 10am', DEN, no(WEEKS)),
  e(
    '/remind #housing "quiet hours start" every Sunday, Monday, Tuesday, Wednesday and Thursday at 10pm',
    LON,
    on(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', LON),
  ),
  e('/remind me "DSAR #4412 due" on December 21st at 11:00', DUB, once('2026-12-21', '11:00', DUB)),
  e(
    '/remind #tour "lobby call" at 9am every day from Jan 10 to Jan 24',
    LA,
    daily('09:00', LA, { from: '2027-01-10', until: '2027-01-24' }),
  ),
  e('systemd style: *-*-* 04:00:00', BER, daily('04:00', BER)),
  e('quartz: 0 0 12 ? * 2#1 - first monday noon UTC', NY, plan(at({ nth: [1], weekday: 'mon' }, '12:00', UTC))),
  e('0 9 * * 1-5 but in Nuuk time', LON, on('weekdays', '09:00', NUK)),
  e('*/20 * * * *', KOL, plan(every('daily', { minutes: 20 }, KOL))),
  e('15 14 1 * * Beirut', BEY, plan(at({ monthDays: [1] }, '14:15', BEY))),

  // bilingual writers
  e('porfa programa el reporte de ventas todos los lunes a las 8 am hora de Bogotá', BOG, on(['mon'], '08:00', BOG)),
  e('necesito un recordatorio cada quince días los viernes', MEX, no(WEEKS)),
  e(
    'recordatorio de pago de nómina el día 15 y el último día del mes a las 10',
    MEX,
    plan(at({ monthDays: [15, 'last'] }, '10:00', MEX)),
  ),
  e('junta semanal martes 9:30 am hora del centro de México', LA, on(['tue'], '09:30', MEX)),
  e(
    'mandar la encuesta el primer lunes de cada mes a las 11, hora de Santiago',
    SCL,
    plan(at({ nth: [1], weekday: 'mon' }, '11:00', SCL)),
  ),
  e(
    'cada 2 horas de 8 a 20 hs de lunes a sábado (Buenos Aires)',
    BUE,
    span(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], { hours: 2 }, '08:00', '20:00', BUE),
  ),
  e('backup de la base todas las noches a las 2, hora de Caracas', BOG, daily('02:00', CCS)),
  e(
    'recordatorio: cierre contable el último día hábil del mes 6 pm, hora de Asunción',
    ASU,
    plan(at({ lastBusinessDay: true }, '18:00', ASU)),
  ),
  e('el aviso es cada 3 días a las 9', LIM, no(DAYS_STEP)),
  e('rappel paie: le 25 de chaque mois à 9 h, heure de Montréal', PAR, plan(at({ monthDays: [25] }, '09:00', TOR))),
  e("réunion d'équipe les mardis et jeudis à 13 h 30 (heure de l'Est)", TOR, on(['tue', 'thu'], '13:30', TOR)),
  e('envoie le rapport tous les jours ouvrables à 17 h, heure de Dakar', DKR, on('weekdays', '17:00', DKR)),
  e(
    "point hebdo le lundi à 8h, heure d'Abidjan, jusqu'à fin janvier",
    PAR,
    on(['mon'], '08:00', ABJ, { until: '2027-01-31' }),
  ),
  e('rappel: collecte des dons chaque samedi à 10 h sauf pendant les fêtes', DKR, no(HOLIDAYS)),
  e('chaque 2e jeudi du mois à 19 h (Québec)', TOR, no(NTH_SHIFT)),
  e('à toutes les 30 minutes de 7 h à 19 h en semaine', TOR, span('weekdays', { minutes: 30 }, '07:00', '19:00', TOR)),
  e('Wochenbericht jeden Freitag um 14:30, bitte', BER, on(['fri'], '14:30', BER)),
  e(
    'Erinnerung: Schichtplan jeden Donnerstag 10 Uhr bis Ende März',
    BER,
    on(['thu'], '10:00', BER, { until: '2027-03-31' }),
  ),
  e('alle 10 Minuten zwischen 8 und 18 Uhr werktags', BER, span('weekdays', { minutes: 10 }, '08:00', '18:00', BER)),
  e('jeden zweiten Montag um 9', BER, no(WEEKS)),
  e('am letzten Werktag im Monat um 16 Uhr die Abrechnung', BER, plan(at({ lastBusinessDay: true }, '16:00', BER))),
  e(
    'Generatortest am ersten Mittwoch im Quartal um 6:00',
    BER,
    plan(at({ nth: [1], weekday: 'wed', months: [1, 4, 7, 10] }, '06:00', BER)),
  ),
  e('todos os dias úteis às 8h15, hora de Lisboa', LIS, on('weekdays', '08:15', LIS)),
  e('lembrete do inventário no último dia do mês às 18h00', LIS, plan(at({ monthDays: ['last'] }, '18:00', LIS))),
  e('reunião quinzenal às quartas às 15h', LIS, no(WEEKS)),
  e('enviar a newsletter às terças e quintas às 10h (Portugal)', SAO, on(['tue', 'thu'], '10:00', LIS)),
  e('de 15 em 15 minutos entre as 9h e as 18h', LIS, span('daily', { minutes: 15 }, '09:00', '18:00', LIS)),
  e('przypomnienie codziennie o 7:30 i 19:30', WAW, daily(['07:30', '19:30'], WAW)),
  e('raport w każdy pierwszy poniedziałek miesiąca o 9:00', WAW, plan(at({ nth: [1], weekday: 'mon' }, '09:00', WAW))),
  e('co dwa tygodnie we wtorek o 11', WAW, no(WEEKS)),
  e(
    'inwentaryzacja w ostatnią sobotę miesiąca o 6 rano',
    WAW,
    plan(at({ nth: ['last'], weekday: 'sat' }, '06:00', WAW)),
  ),
  e('co godzinę od 8 do 16 w dni robocze', WAW, span('weekdays', { hours: 1 }, '08:00', '16:00', WAW)),
  e('maiasa 8ji han ni rimaindo onegaishimasu', TYO, daily('08:30', TYO)),
  e('maishuu kayoubi to mokuyoubi no 15ji ni kaigi', TYO, on(['tue', 'thu'], '15:00', TYO)),
  e('maitsuki tsuitachi no gozen 9ji ni seikyuusho', TYO, plan(at({ monthDays: [1] }, '09:00', TYO))),
  e('heijitsu 18ji ni nippou no rimaindo', TYO, on('weekdays', '18:00', TYO)),
  e('kakushuu kinyoubi 17ji', TYO, no(WEEKS)),
  e('30 pun goto ni kakunin, 9ji kara 17ji made', TYO, span('daily', { minutes: 30 }, '09:00', '17:00', TYO)),
  e('roz shaam 6 baje stock report bhej dena', KOL, daily('18:00', KOL)),
  e('har shukravar dopahar 3 baje team call ka reminder', KOL, on(['fri'], '15:00', KOL)),
  e('mahine ke pehle somvaar ko subah 11 baje review', KOL, plan(at({ nth: [1], weekday: 'mon' }, '11:00', KOL))),
  e('har ghante backup chalao, 9 se 9 tak', KOL, either(span('daily', { hours: 1 }, '09:00', '21:00', KOL), no(AMPM))),
  e('har teen din mein ek baar reminder', KOL, no(DAYS_STEP)),
  e('parso subah 7 baje flight hai, 4:30 baje uthana', KOL, once('2026-11-25', '04:30', KOL)),
  e('weekdays mein raat 10 baje lights off reminder', KOL, on('weekdays', '22:00', KOL)),

  // odd zones, offsets and clock changes
  e('Adelaide team: stand-up 9:30am ACDT weekdays', SYD, on('weekdays', '09:30', ADL)),
  e('Darwin depot pre-start 6:00 daily (no daylight saving up there)', BNE, daily('06:00', DRW)),
  e('Lord Howe ferry manifest 7:30am local, tue and sat', SYD, on(['tue', 'sat'], '07:30', LHI)),
  e('Lord Howe clocks change oct 3 2027 - check the logger at 2:30am that day', SYD, once('2027-10-03', '02:30', LHI)),
  e('Tehran 10:00 every sunday', DXB, on(['sun'], '10:00', THR)),
  e('UTC+03:30 office opens 08:00 saturday to wednesday', LON, on(['sat', 'sun', 'mon', 'tue', 'wed'], '08:00', THR)),
  e('Caracas: 8am weekdays', BOG, on('weekdays', '08:00', CCS)),
  e('UTC-4 (Venezuela) payroll job 23:00 on the 10th and 25th', BOG, plan(at({ monthDays: [10, 25] }, '23:00', CCS))),
  e('Asunción depot 5:30 mon-fri', BUE, on('weekdays', '05:30', ASU)),
  e('Nuuk: linen count 07:00 daily, and note they go to summer time in march', LON, daily('07:00', NUK)),
  e('Apia office close-out 4:30pm fridays Samoa time', AKL, on(['fri'], '16:30', APW)),
  e('Kiritimati (UTC+14) daily sync 08:00 local', HNL, daily('08:00', KIR)),
  e('Line Islands time 23:00 every sunday', HNL, on(['sun'], '23:00', KIR)),
  e('Pitcairn UTC-8, weekly radio sked wednesdays 1800', AKL, on(['wed'], '18:00', PIT)),
  e('Niue -11: water testing 9am mon and thu', AKL, on(['mon', 'thu'], '09:00', NIU)),
  e('Casablanca depot 9h every weekday, they drop to GMT during Ramadan', PAR, on('weekdays', '09:00', CAS)),
  e(
    'Cairo claims desk 9:00 sun-thu (Egypt has summer time again)',
    DXB,
    on(['sun', 'mon', 'tue', 'wed', 'thu'], '09:00', CAI),
  ),
  e('Beirut 8:00 monday to saturday', BEY, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '08:00', BEY)),
  e('Havana bureau daily 07:30 hora de Cuba', MEX, daily('07:30', HAV)),
  e('Haiti field team check-in 6:45am weekdays Port-au-Prince time', NY, on('weekdays', '06:45', PAP)),
  e('Ulaanbaatar: coal yard temp log 06:00, 14:00, 22:00', SEL, daily(['06:00', '14:00', '22:00'], ULN)),
  e('Sri Lanka site: dosing reminder 8:30 and 20:30 SLST', KOL, daily(['08:30', '20:30'], CMB)),
  e(
    'Thimphu clinic stock count first monday 9am Bhutan time',
    KTM,
    plan(at({ nth: [1], weekday: 'mon' }, '09:00', THI)),
  ),
  e('Thimphu 5am first monday of the month', KTM, no(NTH_SHIFT)),
  e('HST 6am daily - Maui store opening', LA, daily('06:00', HNL)),
  e('Anchorage 7am AKST mon-fri', ANC, on('weekdays', '07:00', ANC)),
  e('Santiago 9:00 hrs, lunes a viernes (Chile continental)', SCL, on('weekdays', '09:00', SCL)),
  e('Brasília 8h todo dia - lembrando que não tem mais horário de verão', SAO, daily('08:00', SAO)),
  e('Mexico City 7am, no DST since 2022', LA, daily('07:00', MEX)),
  e('UTC+5:30 weekdays 10:00', LON, on('weekdays', '10:00', KOL)),
  e('UTC+05:45 every day 6:15', KOL, daily('06:15', KTM)),
  e('NST (GMT-3:30) weekdays 9am', TOR, on('weekdays', '09:00', STJ)),
  e('UTC-10 every sunday at 5pm', LA, on(['sun'], '17:00', HNL)),
  e("UTC+13 daily 7am - that's Samoa", AKL, daily('07:00', APW)),
  e(
    'US clocks spring forward mar 14 2027 - remind the night team at 1:45am that day',
    CHI,
    once('2027-03-14', '01:45', CHI),
  ),
  e('every day at 2:30am Eastern (yes including the night the clocks change)', NY, daily('02:30', NY)),
  e('every sunday 1:30am ET', NY, on(['sun'], '01:30', NY)),
  e('EU change mar 28 2027: at 01:00 UTC that day verify the server clocks', LON, once('2027-03-28', '01:00', UTC)),
  e('daily 02:30 Berlin - the backup', BER, daily('02:30', BER)),
  e('oct 31 2027 2:30am Paris, one run only please', PAR, once('2027-10-31', '02:30', PAR)),
  e('NZ daylight saving ends apr 4 2027 - reminder 2:30am that morning', AKL, once('2027-04-04', '02:30', AKL)),
  e('sydney 2:30am daily log rotation', SYD, daily('02:30', SYD)),
  e('Adelaide DST starts oct 3 2027 - ping the depot at 9am on oct 1', ADL, once('2027-10-01', '09:00', ADL)),
  e('Chile moves clocks back apr 4 2027, crew memo apr 2 at 10 hrs', SCL, once('2027-04-02', '10:00', SCL)),
  e('every saturday 11:30pm santiago time', SCL, on(['sat'], '23:30', SCL)),
  e('US clocks fall back nov 7 - send the reminder on nov 5 2027 at 3pm', NY, once('2027-11-05', '15:00', NY)),

  // corrections, several rules in one message, reminders before events
  e('linen count at 6am daily - no wait, 6:30', LON, daily('06:30', LON)),
  e('claims huddle tuesdays 9 no sorry 10am', CHI, on(['tue'], '10:00', CHI)),
  e('SLA sweep every 15 min... actually make it every 20', DUB, plan(every('daily', { minutes: 20 }, DUB))),
  e('stock count on fridays, scratch that, thursdays at 7am', SYD, on(['thu'], '07:00', SYD)),
  e(
    'generator test 1st tuesday 5am -> correction: 1st wednesday same time',
    LON,
    plan(at({ nth: [1], weekday: 'wed' }, '05:00', LON)),
  ),
  e('interview debrief 4pm mon wed, *5pm', NY, on(['mon', 'wed'], '17:00', NY)),
  e('dosing reminder 8am & 8pm, oops I meant 9am & 9pm', BER, daily(['09:00', '21:00'], BER)),
  e('the depot call is 04:15 not 04:50, daily', MEX, daily('04:15', MEX)),
  e('retention job 2am UTC. edit: 3am UTC', LA, daily('03:00', UTC)),
  e(
    'weekdays at 8am, and saturdays at 10am, and sunday off',
    PHX,
    plan([at('weekdays', '08:00', PHX), at(['sat'], '10:00', PHX)]),
  ),
  e(
    'fridge log 7am and 3pm weekdays; weekends only at 11am',
    LON,
    plan([at('weekdays', ['07:00', '15:00'], LON), at('weekends', '11:00', LON)]),
  ),
  e(
    'opening checklist 9:30am mon-fri and the stock count on the last sunday 4pm',
    DEN,
    plan([at('weekdays', '09:30', DEN), at({ nth: ['last'], weekday: 'sun' }, '16:00', DEN)]),
  ),
  e(
    'two reminders: mondays 9am my time, thursdays 9am Lisbon',
    SAO,
    plan([at(['mon'], '09:00', SAO), at(['thu'], '09:00', LIS)]),
  ),
  e('tip-off 7pm wed, graphics check 2h before and line check 1h before', TOR, on(['wed'], ['17:00', '18:00'], TOR)),
  e(
    'window change is on the 1st sunday of the month at 7pm; remind me at 5pm the same day',
    LON,
    plan(at({ nth: [1], weekday: 'sun' }, '17:00', LON)),
  ),
  e('site visit is every 3rd thursday at 10 - I need the reminder the day before at 3pm', MAD, no(DAY_BEFORE_NTH)),
  e('infection-control round 11:00 wed; send the checklist 30 minutes earlier', DUB, on(['wed'], '10:30', DUB)),
  e('interview at 2:30 pm tomorrow - remind me 15 min before', LON, once('2026-11-24', '14:15', LON)),
  e(
    'concrete pour on 3 dec at 05:00, remind the crew at 21:00 the night before',
    PER,
    once('2026-12-02', '21:00', PER),
  ),
  e(
    'DSAR #8812 due 4 jan 2027 - reminders on dec 28 and jan 3, 9am',
    DUB,
    plan([at({ monthDays: [28], months: [12] }, '09:00', DUB), at({ monthDays: [3], months: [1] }, '09:00', DUB)], {
      until: '2027-01-03',
    }),
  ),
  e(
    'all-hands thursday dec 10 at 16:00 CET - reminder at 15:45 and at 16:00',
    LON,
    once('2026-12-10', ['15:45', '16:00'], PAR),
  ),
  e(
    'telethon on dec 5: ping the phone bank at 17:00, 19:00 and 21:00 and again the next morning at 9',
    NY,
    plan(
      [
        at({ monthDays: [5], months: [12] }, ['17:00', '19:00', '21:00'], NY),
        at({ monthDays: [6], months: [12] }, '09:00', NY),
      ],
      { until: '2026-12-31' },
    ),
  ),

  // periods
  e(
    'temperature log 8am and 5pm for the next 2 weeks',
    CHI,
    either(
      daily(['08:00', '17:00'], CHI, { until: '2026-12-06' }),
      daily(['08:00', '17:00'], CHI, { until: '2026-12-07' }),
    ),
  ),
  e(
    'daily 6am quiet-hours-over post from dec 1 to feb 28',
    DEN,
    daily('06:00', DEN, { from: '2026-12-01', until: '2027-02-28' }),
  ),
  e(
    'every weekday at 7:15 until christmas',
    LON,
    either(
      on('weekdays', '07:15', LON, { until: '2026-12-24' }),
      on('weekdays', '07:15', LON, { until: '2026-12-25' }),
    ),
  ),
  e('mondays 10am starting jan 4', NY, on(['mon'], '10:00', NY, { from: '2027-01-04' })),
  e('weekly fri 3pm, just the next 6 times', TOR, on(['fri'], '15:00', TOR, { count: 6 })),
  e('daily 9pm through the end of the tour (feb 20)', MEX, daily('21:00', MEX, { until: '2027-02-20' })),
  e(
    'tuesdays 8am from jan 12 to mar 30, term time only',
    BNE,
    on(['tue'], '08:00', BNE, { from: '2027-01-12', until: '2027-03-30' }),
  ),
  e(
    'every sat 7am for 4 weeks',
    SCL,
    either(on(['sat'], '07:00', SCL, { count: 4 }), on(['sat'], '07:00', SCL, { until: '2026-12-21' })),
  ),
  e(
    'weekdays 18:00 until march',
    WAW,
    either(
      on('weekdays', '18:00', WAW, { until: '2027-02-28' }),
      on('weekdays', '18:00', WAW, { until: '2027-03-31' }),
    ),
  ),
  e(
    'hourly from 8 to 6 on dec 24 only',
    SYD,
    either(
      once(
        '2026-12-24',
        ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'],
        SYD,
      ),
      once(
        '2026-12-24',
        ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
        SYD,
      ),
    ),
  ),
  e(
    'open enrolment nag 9am every weekday in january',
    NY,
    plan(at({ weekdays: 'weekdays', months: [1] }, '09:00', NY)),
  ),
  e(
    'summer hours: fridays 1pm from june 4 through sept 3 2027',
    CHI,
    on(['fri'], '13:00', CHI, { from: '2027-06-04', until: '2027-09-03' }),
  ),
  e(
    'daily at noon for the next 10 days',
    LIS,
    either(daily('12:00', LIS, { count: 10 }), daily('12:00', LIS, { from: '2026-11-24', count: 10 })),
  ),
  e(
    'every monday in december at 8:30am',
    PHX,
    either(
      plan(at({ weekdays: ['mon'], months: [12] }, '08:30', PHX), { until: '2026-12-31' }),
      plan(at({ weekdays: ['mon'], months: [12] }, '08:30', PHX)),
    ),
  ),

  // refusals and hard cases
  e('every other day at 7am', CHI, no(DAYS_STEP)),
  e('biweekly on thursday at 2pm', NY, no(WEEKS)),
  e('fortnightly payroll reminder fridays 9am', SYD, no(WEEKS)),
  e('every 4 weeks on monday at 6', AKL, no(WEEKS)),
  e('every 40 minutes', LON, no(STEP_MINUTES)),
  e('every 9 hours starting 6am', BER, no(STEP_HOURS)),
  e('every 5 seconds ping the door sensor', DEN, no(SECONDS)),
  e('at 09:00:30 every day', LON, no(SECONDS)),
  e('every weekday except public holidays at 8:30', DUB, no(HOLIDAYS)),
  e('skip US federal holidays - weekdays 7am ET', NY, no(HOLIDAYS)),
  e('on easter sunday 6am', SYD, no(MOVABLE)),
  e('good friday store hours post at 7am', LON, no(MOVABLE)),
  e('the day after thanksgiving 5am every year', NY, no(MOVABLE)),
  e('carnaval: escala às 8h na segunda e terça de carnaval', SAO, no(MOVABLE)),
  e('chinese new year eve 6pm greetings', SGP, no(MOVABLE)),
  e('3rd business day of the month 9am', CHI, no(BUSINESS_NTH)),
  e('last business day of each month at 6pm Pacific', LA, no(BUSINESS_SHIFT)),
  e('first working day of the month 7:00 Auckland', AKL, no(BUSINESS_SHIFT)),
  e('first tuesday of the month 6am Sydney', SYD, no(NTH_SHIFT)),
  e('last monday 7pm Los Angeles', LA, no(NTH_SHIFT)),
  e('2nd and 4th thursday 8pm Chicago', CHI, no(NTH_SHIFT)),
  e('the third friday at 6:30am Tokyo', TYO, no(NTH_SHIFT)),
  e('first sunday of the month at 5:00 Kolkata', KOL, no(NTH_SHIFT)),
  e('every feb 28 at 10pm Chicago', CHI, no(LEAP)),
  e('weekdays in december at 9pm eastern', NY, no(MONTH_EDGE)),
  e('weekends in may 8am Auckland', AKL, no(MONTH_EDGE)),
  e('at some point every morning', LON, no(VAGUE)),
  e('every tuesday', DEN, no(NO_TIME)),
  e('on the 15th of each month', MEX, no(NO_TIME)),
  e('weekdays', SGP, no(NO_TIME)),
  e('on feb 30 at 9am', LON, no(NO_DATE)),
  e('april 31st 10am', NY, no(NO_DATE)),
  e('at 24:30 every day', BER, no(NO_HOUR)),
  e('13pm every weekday', LON, either(no(NO_HOUR), on('weekdays', '13:00', LON))),
  e('monday at 5', NY, either(no(AMPM), on(['mon'], '17:00', NY), on(['mon'], '05:00', NY))),
  e('sundays at 4 for the rota post', SYD, either(no(AMPM), on(['sun'], '16:00', SYD), on(['sun'], '04:00', SYD))),
  e('every 2nd sunday', LON, no(NO_TIME)),
  e(
    'on sundays and on the 1st of the month at 9am',
    PAR,
    plan([at(['sun'], '09:00', PAR), at({ monthDays: [1] }, '09:00', PAR)]),
  ),
  e('on the 1st if it is a monday, 9am', LON, no(DOM_AND_DOW)),

  // more of everyone: terse, polite, typos, military clocks, names around the schedule
  e(
    'hey team, could the bot post the claims backlog every weekday at 8:05am? thank you!!',
    TOR,
    on('weekdays', '08:05', TOR),
  ),
  e('generator run-up 0500hrs mondays', PER, on(['mon'], '05:00', PER)),
  e('linen par count 0630 1430 2230', NBO, daily(['06:30', '14:30', '22:30'], NBO)),
  e('evry weekday 9am standup pls', LON, on('weekdays', '09:00', LON)),
  e('wednsday 3pm stock count', DEN, on(['wed'], '15:00', DEN)),
  e('thrusday 10:30am inspections walkthrough', BNE, on(['thu'], '10:30', BNE)),
  e('tmrw 7am pour, remind at 5:30am', PHX, once('2026-11-24', '05:30', PHX)),
  e('queue triage @ 13:00 daily', SGP, daily('13:00', SGP)),
  e('1730 every fri - weekly wrap', DXB, on(['fri'], '17:30', DXB)),
  e('crew brief 2130Z nightly', LON, daily('21:30', UTC)),
  e('0800L mon-fri ops huddle', ANC, on('weekdays', '08:00', ANC)),
  e('please run "DSAR aging report" on mondays and thursdays 07:00 CET', BER, on(['mon', 'thu'], '07:00', BER)),
  e('"Cold room 3 log" - every hour, on the hour', JNB, plan(every('daily', { hours: 1 }, JNB))),
  e('Window Change Wednesday: 8pm every wednesday after close', SYD, on(['wed'], '20:00', SYD)),
  e('9:00am weekdays - Infection Control Rounds (Ward B)', DUB, on('weekdays', '09:00', DUB)),
  e(
    'Telethon Tote Update: every 30 mins 6pm-11pm on sat dec 12',
    CHI,
    either(
      once(
        '2026-12-12',
        ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00'],
        CHI,
      ),
      once(
        '2026-12-12',
        ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30'],
        CHI,
      ),
    ),
  ),
  e('password expiry notices 6:00 AM and 6:00 PM', HKG, daily(['06:00', '18:00'], HKG)),
  e('Lab reimage - Sat 22:00', SEL, on(['sat'], '22:00', SEL)),
  e('noon every day: lunch rush staffing check', MEX, daily('12:00', MEX)),
  e('midnight every night: reset the parcel locker codes', NY, daily('00:00', NY)),
  e('every weekday at midday Kolkata', KOL, on('weekdays', '12:00', KOL)),
  e('half past 7 every morning, weekdays', DUB, on('weekdays', '07:30', DUB)),
  e('quarter to nine on mondays', LON, on(['mon'], '08:45', LON)),
  e('ten past six in the evening, every day', AKL, daily('18:10', AKL)),
  e('every day at 6 in the evening', LIS, daily('18:00', LIS)),
  e('7 in the morning on saturdays and sundays', SCL, on('weekends', '07:00', SCL)),
  e('at 5 pm every working day', WAW, on('weekdays', '17:00', WAW)),
  e('11.30 every thursday morning', LON, on(['thu'], '11:30', LON)),
  e('nightly at 3 UTC', BER, daily('03:00', UTC)),
  e('every half hour from 9 am to 5 pm', NY, span('daily', { minutes: 30 }, '09:00', '17:00', NY)),
  e('every quarter hour', LA, plan(every('daily', { minutes: 15 }, LA))),
  e('twice a day, 8am and 8pm', BOG, daily(['08:00', '20:00'], BOG)),
  e('three times a day at 7, 13 and 19', MAD, daily(['07:00', '13:00', '19:00'], MAD)),
  e('every 3 hours', CMB, plan(every('daily', { hours: 3 }, CMB))),
  e('every 6 minutes', DEN, plan(every('daily', { minutes: 6 }, DEN))),
  e('every 12 minutes during business hours 9-5 weekdays', NY, span('weekdays', { minutes: 12 }, '09:00', '17:00', NY)),
  e(
    'hourly at :45 between 8:45 and 17:45 weekdays',
    TOR,
    plan(every('weekdays', { hours: 1, at: 45, window: ['08:45', '17:45'] }, TOR)),
  ),
  e(
    'every hour between 10pm and 6am (night shift checks)',
    LON,
    either(
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, LON),
        every('daily', { hours: 1, window: ['00:00', '06:00'] }, LON),
      ]),
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, LON),
        every('daily', { hours: 1, window: ['00:00', '05:00'] }, LON),
      ]),
    ),
  ),
  e('on the 1st, 10th and 20th at 9:15', SAO, plan(at({ monthDays: [1, 10, 20] }, '09:15', SAO))),
  e('monthly on the last day 11pm', BER, plan(at({ monthDays: ['last'] }, '23:00', BER))),
  e(
    'on the second to last day? no - just the last day of the month, 5pm',
    NY,
    plan(at({ monthDays: ['last'] }, '17:00', NY)),
  ),
  e('on the 30th of every month at 8 am', PAR, plan(at({ monthDays: [30] }, '08:00', PAR))),
  e('first friday of each month 9am', LON, plan(at({ nth: [1], weekday: 'fri' }, '09:00', LON))),
  e('last wednesday of the month 3pm', DEN, plan(at({ nth: ['last'], weekday: 'wed' }, '15:00', DEN))),
  e('4th thursday 14:00', BER, plan(at({ nth: [4], weekday: 'thu' }, '14:00', BER))),
  e('5th monday when there is one, 10am', CHI, plan(at({ nth: [5], weekday: 'mon' }, '10:00', CHI))),
  e(
    'every jan 1 at 00:00 UTC - yearly retention rollover',
    BER,
    plan(at({ monthDays: [1], months: [1] }, '00:00', UTC)),
  ),
  e(
    'every year on july 1 at 9am - new fiscal year notice',
    SYD,
    plan(at({ monthDays: [1], months: [7] }, '09:00', SYD)),
  ),
  e(
    'quarter end: mar 31, jun 30, sep 30, dec 31 at 5pm',
    NY,
    plan([at({ monthDays: [31], months: [3, 12] }, '17:00', NY), at({ monthDays: [30], months: [6, 9] }, '17:00', NY)]),
  ),
  e(
    'weekdays 8am, but 10am on fridays',
    CHI,
    plan([at(['mon', 'tue', 'wed', 'thu'], '08:00', CHI), at(['fri'], '10:00', CHI)]),
  ),
  e('every day except wednesdays at 6pm', PHX, on(['sun', 'mon', 'tue', 'thu', 'fri', 'sat'], '18:00', PHX)),
  e('tue-sat 7am (we are closed sun/mon)', LIS, on(['tue', 'wed', 'thu', 'fri', 'sat'], '07:00', LIS)),
  e('sun thru thu 21:00', CAI, on(['sun', 'mon', 'tue', 'wed', 'thu'], '21:00', CAI)),
  e('fri & sat 23:30 - security lock-up', BEY, on(['fri', 'sat'], '23:30', BEY)),
  e('M/W/F 0700', ULN, on(['mon', 'wed', 'fri'], '07:00', ULN)),
  e('TTh 4:15pm', HAV, on(['tue', 'thu'], '16:15', HAV)),
  e('mon to thurs 5:30 pm', PAP, on(['mon', 'tue', 'wed', 'thu'], '17:30', PAP)),
  e('weekends 10am and 4pm', THI, on('weekends', ['10:00', '16:00'], THI)),
  e('daily 0900 and 2100 Zulu', DKR, daily(['09:00', '21:00'], UTC)),
  e('8am my time (Halifax) every weekday', HAL, on('weekdays', '08:00', HAL)),
  e(
    '9am their time in Anchorage and 9am our time here in Denver, mondays',
    DEN,
    plan([at(['mon'], '09:00', ANC), at(['mon'], '09:00', DEN)]),
  ),
  e(
    '2pm london / 9am new york every tuesday (same call)',
    NY,
    either(on(['tue'], '14:00', LON), on(['tue'], '09:00', NY)),
  ),
  e(
    'the Lagos and Abidjan stores: 8am each, weekdays',
    LON,
    plan([at('weekdays', '08:00', LOS), at('weekdays', '08:00', ABJ)]),
  ),
  e('Perth 7am, Sydney 7am - both depots, daily', MEL, plan([at('daily', '07:00', PER), at('daily', '07:00', SYD)])),
  e(
    'at 10:00 in Colombo and 10:00 in Kathmandu, every monday',
    KOL,
    plan([at(['mon'], '10:00', CMB), at(['mon'], '10:00', KTM)]),
  ),
  e('Reykjavik 8am every weekday', LON, on('weekdays', '08:00', 'Atlantic/Reykjavik')),
  e('Helsinki noon on fridays', BER, on(['fri'], '12:00', 'Europe/Helsinki')),
  e('Nairobi 6:30 every day', NBO, daily('06:30', NBO)),
  e('Manila 9pm mon-sat', SGP, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '21:00', MNL)),
  e('Riyadh 8:00 sunday to thursday', DXB, on(['sun', 'mon', 'tue', 'wed', 'thu'], '08:00', RUH)),
  e('Kathmandu 7:15 on saturdays', KTM, on(['sat'], '07:15', KTM)),
  e('Seoul 9am weekdays', TYO, on('weekdays', '09:00', SEL)),
  e('Hong Kong 6pm daily', SGP, daily('18:00', HKG)),
  e('Brisbane 5am weekdays - no daylight saving in QLD', SYD, on('weekdays', '05:00', BNE)),
  e('Melbourne 11am on the 1st', SYD, plan(at({ monthDays: [1] }, '11:00', MEL))),
  e('Buenos Aires 9h de lunes a viernes', BUE, on('weekdays', '09:00', BUE)),
  e('Lima 7am saturdays', BOG, on(['sat'], '07:00', LIM)),
  e('Vancouver 6am every day', VAN, daily('06:00', VAN)),
  e('Phoenix 4pm weekdays (Arizona, no DST)', LA, on('weekdays', '16:00', PHX)),
  e('Honolulu 10:30am every wednesday', HNL, on(['wed'], '10:30', HNL)),
  e('Dublin 8:00 mon-fri', LON, on('weekdays', '08:00', DUB)),
  e('Amsterdam 07:45 daily', AMS, daily('07:45', AMS)),
  e('Johannesburg 14:00 on the 25th', JNB, plan(at({ monthDays: [25] }, '14:00', JNB))),
  e('Madrid 20:00 los viernes', MAD, on(['fri'], '20:00', MAD)),
  e('Paris 9h tous les lundis', PAR, on(['mon'], '09:00', PAR)),
  e('Tokyo 9:00 on the 1st business day', TYO, plan(at({ firstBusinessDay: true }, '09:00', TYO))),
  e('Singapore 8am last business day', SGP, plan(at({ lastBusinessDay: true }, '08:00', SGP))),
  e('Dubai 4am every friday', DXB, on(['fri'], '04:00', DXB)),
  e('Auckland 9am on the 15th', AKL, plan(at({ monthDays: [15] }, '09:00', AKL))),
  e('Darwin 6:30pm thursdays', DRW, on(['thu'], '18:30', DRW)),
  e('Adelaide 8:30am on the last day of the month', ADL, plan(at({ monthDays: ['last'] }, '08:30', ADL))),
  e('Toronto 7am first monday', TOR, plan(at({ nth: [1], weekday: 'mon' }, '07:00', TOR))),
  e('Chicago 11pm on sundays', CHI, on(['sun'], '23:00', CHI)),
];
