/**
 * A thirtieth blind chat corpus: schedules as they are typed in Slack by a public transit agency (depots, timetable
 * changes, night buses), harbour pilots, an airport's de-icing crew, an elections office, a city parks department, a
 * theme park, a casino's floor operations, a telecom NOC, a newspaper printing plant, a pharmaceutical lab's stability
 * tests, an online tutoring company with tutors across zones, a real-estate brokerage, a home-care agency, a football
 * stadium, a concert venue, fish farms, a beekeeping co-op, a greenhouse grower, an industrial laundry, a parcel-locker
 * network, a school bus company, a university housing office, a blood donation drive, an ambulance service, a seaside
 * lifeguard service, an Antarctic cruise operator, church bell ringers, and people in places with odd clocks (Lord Howe
 * Island's half-hour summer shift, Kathmandu, Yangon, Kabul, Colombo, Darwin, Adelaide, Rarotonga, Tonga, Apia, Nuuk,
 * the Azores, Cape Verde, Cairo, Santiago, Easter Island and Punta Arenas). Platform engineers paste AWS EventBridge
 * Scheduler `cron(...)` / `rate(...)` / `at(...)` with `ScheduleExpressionTimezone`, Kubernetes CronJob YAML, GitHub
 * Actions, GitLab schedules, Azure DevOps `schedules:`, Azure Functions NCRONTAB with `WEBSITE_TIME_ZONE`, Argo
 * CronWorkflows, Nomad `periodic`, Airflow timetables, pg_cron, Oracle `DBMS_SCHEDULER` repeat intervals, SQL Server
 * Agent schedule text, Autosys JIL, Control-M, Rundeck, node-cron and Go cron lines, tokio-cron-scheduler, Celery
 * beat, Django-Q, cron-job.org and EasyCron forms, Google Apps Script triggers, Notion/Asana/Todoist/ClickUp recurring
 * tasks, and Microsoft Teams and Google Calendar invitation text.
 * About a fifth of the writers mix English with (or write in) Spanish, Portuguese, French, German, Italian, Dutch,
 * Polish, Japanese romaji, Hindi in Latin letters, Indonesian, Turkish, Vietnamese, Chinese pinyin, Korean in Latin
 * letters, Ukrainian in Latin letters, Filipino, Swedish, Norwegian, Finnish, Czech, Romanian, Samoan/Tongan/Maori
 * greetings and Greenlandic-Danish. Terse and polite messages, typos and autocorrect, 12- and 24-hour and military
 * clocks, "7a"/"7p", noon, half past and quarter to, names and task words around the schedule, reminders before
 * events, several rules in one message, exceptions, corrections, running periods, one-off dates, zones said as codes,
 * cities, offsets, "my time", "their time" and Windows zone names, half-hour and 45-minute offsets, the southern
 * hemisphere, zones without daylight saving, dates near the 2027 clock changes (US March 14 and November 7, EU and the
 * Azores March 28 and October 31, Australia and Lord Howe April 4 and October 3, New Zealand April 4 and September
 * 26, Chile April 3-4 and September 5, Easter Island, Egypt April 30 and October 28, Nuuk March 27-28 and October 30),
 * and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Vancouver and Las Vegas, 07:00 in New York and Toronto,
 * 09:00 in Santiago and Punta Arenas, 10:00 in Nuuk, 11:00 in the Azores and Cape Verde, 13:00 in Warsaw, 14:00 in
 * Cairo and Johannesburg, 16:30 in Kabul, 17:30 in Colombo, 17:45 in Kathmandu, 18:30 in Yangon, 21:30 in Darwin,
 * 22:30 in Adelaide, 23:00 in Sydney and Lord Howe, 02:00 in Rarotonga, and on Tuesday the 24th 01:00 in Auckland,
 * Tonga and Apia.
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
  daily,
  e,
  either,
  every,
  HOLIDAYS,
  KOL,
  KTM,
  LA,
  LEAP,
  LON,
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
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const HEL = 'Europe/Helsinki';
const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const WAW = 'Europe/Warsaw';
const PRG = 'Europe/Prague';
const ZRH = 'Europe/Zurich';
const BUH = 'Europe/Bucharest';
const IST = 'Europe/Istanbul';
const KYI = 'Europe/Kyiv';
const JNB = 'Africa/Johannesburg';
const LOS = 'Africa/Lagos';
const CAI = 'Africa/Cairo';
const MNL = 'Asia/Manila';
const JKT = 'Asia/Jakarta';
const HCM = 'Asia/Ho_Chi_Minh';
const SHA = 'Asia/Shanghai';
const MAC = 'Asia/Macau';
const RGN = 'Asia/Yangon';
const KBL = 'Asia/Kabul';
const CMB = 'Asia/Colombo';
const MEL = 'Australia/Melbourne';
const HOB = 'Australia/Hobart';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const PER = 'Australia/Perth';
const LHI = 'Australia/Lord_Howe';
const RAR = 'Pacific/Rarotonga';
const TBU = 'Pacific/Tongatapu';
const APW = 'Pacific/Apia';
const NUK = 'America/Nuuk';
const AZO = 'Atlantic/Azores';
const CPV = 'Atlantic/Cape_Verde';
const SCL = 'America/Santiago';
const EAS = 'Pacific/Easter';
const PUQ = 'America/Punta_Arenas';
const USH = 'America/Argentina/Ushuaia';
const BUE = 'America/Argentina/Buenos_Aires';
const MVD = 'America/Montevideo';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const SUN_FRI = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
const SAT_WED = ['sat', 'sun', 'mon', 'tue', 'wed'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const MW = ['mon', 'wed'] as const;
const FRI_SAT = ['fri', 'sat'] as const;
const SUMMER_N = [4, 5, 6, 7, 8, 9, 10] as const;
const WINTER_N = [10, 11, 12, 1, 2, 3, 4] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const HALF = 'a bare hour could be morning or evening and nothing says which';
/** A bare hour: refused, or read in either half of the day. */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(HALF), on(days, am, zone), on(days, pm, zone));
/** A bare hour a careful reader takes one way, or asks about. */
const likely = (days: Parameters<typeof on>[0], time: string, zone: string) => either(no(HALF), on(days, time, zone));
const TWO_JOBS = 'two different jobs in one message need a task each';
const RELATIVE = 'a time counted from another event that moves cannot be written in CRON';
const SUN = 'sunrise, sunset, twilight and moon times move every day, which CRON cannot follow';
const TIDE = 'tide times move every day, which CRON cannot follow';
const SENSOR = 'a sensor reading or the weather is not a calendar rule';
const EVENT = 'an event happening is not a time of day';
const FROM_START = 'an interval counted from when the job starts is not aligned to the clock';
const SKIPPED = 'that local time does not exist: the clocks skip it';
const TWICE = 'that local time happens twice on that day: the clocks go back';
const PER_USER = "each person's own time zone is not one zone a task can follow";
const NO_DATE = 'the dates are not given';
const WHICH_DAY = 'the day is not said';
const CONFLICT = 'the CRON line and the words beside it disagree';
const DATE_CLASH = 'the weekday and the date disagree';
const TOO_MANY = 'too many different jobs in one message';
const RANDOM = 'a random or hashed time is not known ahead';
const BAD_CRON = 'the CRON line is not valid';
const SHIP = 'ship time changes with the itinerary, so it is not one zone';
const OPEN_HOURS = 'the opening hours are not said';
const VAGUE = 'a part of the day is not a time';
const UNKNOWN_ZONE = 'the server zone is not said';
const CALENDAR = 'a named calendar of dates is not given';
const EXCEPT = 'CRON cannot leave one weekday of the month out of a weekly rule';
const NEVER = 'that date never comes';

export const CHAT_PHRASES_30: readonly CorpusEntry[] = [
  // a public transit agency
  e('night bus N9: push the timetable to the stop signs 11:45pm every night', VAN, daily('23:45', VAN)),
  e('depot pull-out report 0430 mon-sat', VAN, on(MON_SAT, '04:30', VAN)),
  e('timetable change goes live jan 3 2027 — announcement at 5am that day', VAN, once('2027-01-03', '05:00', VAN)),
  e(
    'farebox data upload every 15 minutes from 5am to 1am',
    VAN,
    either(
      plan([
        every('daily', { minutes: 15, window: ['05:00', '23:45'] }, VAN),
        every('daily', { minutes: 15, window: ['00:00', '01:00'] }, VAN),
      ]),
      plan([
        every('daily', { minutes: 15, window: ['05:00', '23:45'] }, VAN),
        every('daily', { minutes: 15, window: ['00:00', '00:45'] }, VAN),
      ]),
    ),
  ),
  e('bus shelter cleaning crew reminder tues/thurs 6a', VAN, on(TT, '06:00', VAN)),
  e('ridership dashboard refresh hourly at :10', VAN, plan(every('daily', { hours: 1, at: 10 }, VAN))),
  e(
    'SkyTrain guideway maintenance every saturday 1:30am, remind the crew 30 min before',
    VAN,
    on(['sat'], '01:00', VAN),
  ),
  e(
    'operator sign-up (the pick) reminders 9am weekdays from jan 11 until jan 22',
    VAN,
    on('weekdays', '09:00', VAN, { from: '2027-01-11', until: '2027-01-22' }),
  ),
  e('horario de invierno: aviso a los conductores cada lunes a las 6:00', VAN, on(['mon'], '06:00', VAN)),
  e('snow plan check at 3am whenever it snows overnight', VAN, no(SENSOR)),
  e('transit police shift brief 0600 1400 2200', VAN, daily(['06:00', '14:00', '22:00'], VAN)),
  e('GTFS feed publish every day at 2:15 am PT', VAN, daily('02:15', VAN)),
  e('holiday service reminder 7am on stat holidays', VAN, no(HOLIDAYS)),
  e('seabus crew roster email fri 3pm every other week', VAN, no(WEEKS)),
  e('accessibility ramp test first monday each month 5:30am', VAN, on({ nth: [1], weekday: 'mon' }, '05:30', VAN)),
  e(
    'website banner "timetables change Jan 3": post it every day 8am from dec 27 to jan 3',
    VAN,
    daily('08:00', VAN, { from: '2026-12-27', until: '2027-01-03' }),
  ),
  e(
    'night bus lineup check 12:30 a.m. fri & sat nights',
    VAN,
    either(on(['sat', 'sun'], '00:30', VAN), on(['fri', 'sat'], '00:30', VAN)),
  ),
  e('Toronto garage: bus wash cycle 2330 nightly ET', VAN, daily('23:30', TOR)),
  e('run-cut committee thurs 10:30, move it to 11 pls', VAN, on(['thu'], '11:00', VAN)),
  // harbour pilots
  e('pilot roster publish 1800 daily', AMS, daily('18:00', AMS)),
  e('tide table import every sunday 2300 LT', AMS, on(['sun'], '23:00', AMS)),
  e('loodsdienst: dienstrooster versturen elke vrijdag om 12.00', AMS, on(['fri'], '12:00', AMS)),
  e('pilot boarding call when the vessel is 2 hrs out from the pilot station', AMS, no(RELATIVE)),
  e('Praticagem Santos: escala dos práticos toda segunda às 7h', SAO, on(['mon'], '07:00', SAO)),
  e('Santos: relatório de manobras todo dia às 23h30', SAO, daily('23:30', SAO)),
  e('VTS radio check every 4 hrs on the hour', AMS, plan(every('daily', { hours: 4 }, AMS))),
  e('pilot boat engine log every 6 hours from 0300', AMS, daily(['03:00', '09:00', '15:00', '21:00'], AMS)),
  e('fatigue check-in at 0200 and 1400 lt', AMS, daily(['02:00', '14:00'], AMS)),
  e('Maasvlakte: berth plan to agents weekdays 0730 and 1530', AMS, on('weekdays', ['07:30', '15:30'], AMS)),
  e('pilotage invoices on the 1st and 16th of the month, 0900', AMS, on({ monthDays: [1, 16] }, '09:00', AMS)),
  e('annual pilot medical reminder 1 march 2027 10:00', AMS, once('2027-03-01', '10:00', AMS)),
  e('Hafenlotsen Hamburg: Erinnerung Lotsenbestellung Mo–Fr 6:45', BER, on('weekdays', '06:45', BER)),
  e('pilot shift change sunday 28 march 2027 at 02:30', AMS, no(SKIPPED)),
  e(
    'pilots: weather briefing 0515 and 1715 GMT',
    AMS,
    either(daily(['05:15', '17:15'], UTC), daily(['05:15', '17:15'], LON)),
  ),
  e('Rotterdam pilots: AIS snapshot every 30 min', AMS, plan(every('daily', { minutes: 30 }, AMS))),
  e(
    'Europoort: quarterly pilot ladder audit 1st of jan, apr, jul, oct at 08:00',
    AMS,
    on({ monthDays: [1], months: [1, 4, 7, 10] }, '08:00', AMS),
  ),
  e('Buenos Aires pilots (practicaje): parte diario 7 y 19 hs', BUE, daily(['07:00', '19:00'], BUE)),
  // an airport's de-icing crew
  e('deicing fluid tank level check every 2 hours oct–apr', CHI, plan(every({ months: WINTER_N }, { hours: 2 }, CHI))),
  e('de-ice pad crew call-out when OAT drops below +3C', CHI, no(SENSOR)),
  e('glycol recovery truck 0400 daily until march 31', CHI, daily('04:00', CHI, { until: '2027-03-31' })),
  e('jäänpoisto: vuoronvaihto klo 6 ja 18 joka päivä', HEL, daily(['06:00', '18:00'], HEL)),
  e('Helsinki-Vantaa de-icing briefing mon 05:30 local', HEL, on(['mon'], '05:30', HEL)),
  e('MSP: type IV fluid inventory count sundays 2200 CT', CHI, on(['sun'], '22:00', CHI)),
  e(
    'deice crew recurrent training dec 2 & dec 9, 9am',
    CHI,
    plan(at({ months: [12], monthDays: [2, 9] }, '09:00', CHI), { until: '2026-12-09' }),
  ),
  e(
    'snow desk: runway condition report every 30 min 0500-2300',
    CHI,
    span('daily', { minutes: 30 }, '05:00', '23:00', CHI),
  ),
  e('de-icing season kickoff email nov 30 8am', CHI, once('2026-11-30', '08:00', CHI)),
  e('pad 3 heater test 3am every night in dec, jan and feb', CHI, on({ months: [12, 1, 2] }, '03:00', CHI)),
  e('de-ice log export at 4', CHI, halfOr('daily', '04:00', '16:00', CHI)),
  e(
    'Avia: glykolitoimittajan tilaus first working day of month 10:00',
    HEL,
    on({ firstBusinessDay: true }, '10:00', HEL),
  ),
  e('de-icing: crew bus pickup 0345 and 1545, no wait 0340 and 1540', CHI, daily(['03:40', '15:40'], CHI)),
  e('Arlanda avisning: skiftbyte kl 05.45 och 17.45 varje dag', STO, daily(['05:45', '17:45'], STO)),
  e(
    'de-icing: fluid sample to the lab 14 dec 2026 10am, then 14 jan 2027 same time',
    CHI,
    plan(at({ monthDays: [14], months: [12, 1] }, '10:00', CHI), { until: '2027-01-14' }),
  ),
  // an elections office
  e('voter roll sync nightly 1am', DEN, daily('01:00', DEN)),
  e(
    'ballot drop box pickup 7pm daily from oct 11 to nov 2 2027',
    DEN,
    daily('19:00', DEN, { from: '2027-10-11', until: '2027-11-02' }),
  ),
  e(
    'election night: results upload every 15 min from 7pm until 1am (nov 2 2027)',
    DEN,
    either(
      plan(
        [
          every({ months: [11], monthDays: [2] }, { minutes: 15, window: ['19:00', '23:45'] }, DEN),
          every({ months: [11], monthDays: [3] }, { minutes: 15, window: ['00:00', '01:00'] }, DEN),
        ],
        { from: '2027-11-02', until: '2027-11-03' },
      ),
      plan(
        [
          every({ months: [11], monthDays: [2] }, { minutes: 15, window: ['19:00', '23:45'] }, DEN),
          every({ months: [11], monthDays: [3] }, { minutes: 15, window: ['00:00', '00:45'] }, DEN),
        ],
        { from: '2027-11-02', until: '2027-11-03' },
      ),
    ),
  ),
  e('poll worker wake-up texts 5:30am on election day, nov 2 2027', DEN, once('2027-11-02', '05:30', DEN)),
  e(
    'canvass board meeting every weekday 10am starting nov 3 until nov 19 2027',
    DEN,
    on('weekdays', '10:00', DEN, { from: '2027-11-03', until: '2027-11-19' }),
  ),
  e('signature verification queue report 8a, 12p, 4p weekdays', DEN, on('weekdays', ['08:00', '12:00', '16:00'], DEN)),
  e('UOCAVA ballot email batch 45 days before the election', DEN, no(NO_TIME)),
  e('oficina electoral: recordatorio a voluntarios los sábados 9 am', DEN, on(['sat'], '09:00', DEN)),
  e('logic and accuracy test oct 12 2027, 9:00 MT', DEN, once('2027-10-12', '09:00', DEN)),
  e('precinct map backup every 6 hrs', DEN, plan(every('daily', { hours: 6 }, DEN))),
  e('campaign finance filing reminders the 15th of every month at noon', DEN, on({ monthDays: [15] }, '12:00', DEN)),
  e(
    'mail ballot tracking emails every 2 hours 7-7 during early voting (oct 18 - nov 1 2027)',
    DEN,
    span('daily', { hours: 2 }, '07:00', '19:00', DEN, { from: '2027-10-18', until: '2027-11-01' }),
  ),
  e('Maricopa: tabulation status update 8pm MST nightly', DEN, daily('20:00', PHX)),
  e('election judges training mon & wed 6:30pm in october 2027', DEN, on({ weekdays: MW, months: [10] }, '18:30', DEN)),
  e('SOS data export 0200 and uh 1400, mountain', DEN, daily(['02:00', '14:00'], DEN)),
  // a city parks department
  e('sprinkler zones 5am mon wed fri, april through october', NY, on({ weekdays: MWF, months: SUMMER_N }, '05:00', NY)),
  e('park gates closing announcement at dusk', NY, no(SUN)),
  e('playground inspections every monday 7am', NY, on(['mon'], '07:00', NY)),
  e('field permits email to leagues friday 3pm', NY, on(['fri'], '15:00', NY)),
  e('parques: recordatorio de poda los martes 8 am', NY, on(['tue'], '08:00', NY)),
  e('tree planting volunteers reminder sat apr 24 2027 at 8:30am', NY, once('2027-04-24', '08:30', NY)),
  e('pools open jun 26 2027 — mailer at 10am that morning', NY, once('2027-06-26', '10:00', NY)),
  e('litter crews 6am & 2pm daily from memorial day to labor day', NY, no(MOVABLE)),
  e('comfort station cleaning every 3 hrs 6a-9p', NY, span('daily', { hours: 3 }, '06:00', '21:00', NY)),
  e('SummerStage noise log 11pm fri sat', NY, on(FRI_SAT, '23:00', NY)),
  e('parks budget report last business day of the month 4pm', NY, on({ lastBusinessDay: true }, '16:00', NY)),
  e('ballfield lights off 10:45pm every night', NY, daily('22:45', NY)),
  e('Central Park: rink resurfacing 6:15am and 11:45pm daily', NY, daily(['06:15', '23:45'], NY)),
  e(
    'Prospect Park: bird walk signups mon 9am until dec 21, then stop',
    NY,
    on(['mon'], '09:00', NY, { until: '2026-12-21' }),
  ),
  e('parks: spring forward weekend, irrigation controller reset sun mar 14 2027 2:30am', NY, no(SKIPPED)),
  // a theme park
  e('park open announcement 8:45am daily', NY, daily('08:45', NY)),
  e('fireworks safety check 8:30pm every night except rainy nights', NY, no(SENSOR)),
  e('ride maintenance walk-through 5am daily', NY, daily('05:00', NY)),
  e('parade at 3pm every day — remind the cast 20 min before', NY, daily('14:40', NY)),
  e(
    'halloween nights: scare zone check 6:30pm fri & sat in october 2027',
    NY,
    on({ weekdays: FRI_SAT, months: [10] }, '18:30', NY),
  ),
  e('wait time feed every 5 min while the park is open', NY, no(OPEN_HOURS)),
  e('parque temático: ensayo del desfile lunes y miércoles 7:00 am', NY, on(MW, '07:00', NY)),
  e('season pass renewal reminders the 1st at 10', NY, likely({ monthDays: [1] }, '10:00', NY)),
  e(
    'water park: wave pool chlorine test every 2 hrs 8-6 may to sept',
    NY,
    span({ months: [5, 6, 7, 8, 9] }, { hours: 2 }, '08:00', '18:00', NY),
  ),
  e('christmas day parade dec 25 at 11am & 3pm', NY, once('2026-12-25', ['11:00', '15:00'], NY)),
  e("new year's eve countdown show dec 31 11:55pm", NY, once('2026-12-31', '23:55', NY)),
  e('Tokyo park partner call mon 9am JST (sunday night for us)', NY, on(['mon'], '09:00', TYO)),
  e('Anaheim: monorail inspection 0515 daily pacific', NY, daily('05:15', LA)),
  e('character breakfast reservations open 60 days out at 7am', NY, no(RELATIVE)),
  e(
    'park hours change nov 7 2027: show times email sun 1:30am',
    NY,
    either(no(TWICE), once('2027-11-07', '01:30', NY)),
  ),
  // a casino's floor operations
  e('pit boss shift change 0200 1000 1800', LA, daily(['02:00', '10:00', '18:00'], LA)),
  e('soft count 6am daily', LA, daily('06:00', LA)),
  e('slot floor jackpot report every hour on the hour', LA, plan(every('daily', { hours: 1 }, LA))),
  e('compliance: title 31 report daily at 4am pt', LA, daily('04:00', LA)),
  e('poker tournament registration opens thurs 11a', LA, on(['thu'], '11:00', LA)),
  e(
    'high limit room reset every 8 hrs starting 6',
    LA,
    either(no(HALF), daily(['06:00', '14:00', '22:00'], LA), daily(['02:00', '10:00', '18:00'], LA)),
  ),
  e('table games drop at 4', LA, halfOr('daily', '04:00', '16:00', LA)),
  e('surveillance tape rotation sunday 3:30am', LA, on(['sun'], '03:30', LA)),
  e('comp points expiry notice last day of month 11pm', LA, on({ monthDays: ['last'] }, '23:00', LA)),
  e('NYE party dec 31 2026 at 9pm — remind floor staff 2 hours before', LA, once('2026-12-31', '19:00', LA)),
  e('Macau property: shift briefing 07:30 daily Macau time', LA, daily('07:30', MAC)),
  e('cage cash count every 4 hrs', LA, plan(every('daily', { hours: 4 }, LA))),
  e(
    'gaming commission audit reminder 2nd tuesday of each month 9am',
    LA,
    on({ nth: [2], weekday: 'tue' }, '09:00', LA),
  ),
  e(
    'casino: bingo session start 11am, 3pm, 7pm wed thru sun',
    LA,
    on(['wed', 'thu', 'fri', 'sat', 'sun'], ['11:00', '15:00', '19:00'], LA),
  ),
  e('casino: valet key audit 5:15 am except sundays', LA, on(MON_SAT, '05:15', LA)),
  e(
    'floor: 9:45pm headcount mon–thu, 10:45pm fri/sat/sun',
    LA,
    plan([at(['mon', 'tue', 'wed', 'thu'], '21:45', LA), at(['fri', 'sat', 'sun'], '22:45', LA)]),
  ),
  // a telecom NOC
  e('NOC: alarm summary every 15 min', JNB, plan(every('daily', { minutes: 15 }, JNB))),
  e('core router config backup 0230 SAST daily', JNB, daily('02:30', JNB)),
  e('maint window wed 01:00 — notify customers 1 hour before', JNB, on(['wed'], '00:00', JNB)),
  e('fibre cut drill last friday of the month 10:00', JNB, on({ nth: ['last'], weekday: 'fri' }, '10:00', JNB)),
  e('NOC handover 0700 & 1900 SAST', JNB, daily(['07:00', '19:00'], JNB)),
  e('cell tower battery health report every 6 hours', JNB, plan(every('daily', { hours: 6 }, JNB))),
  e('capacity report monday 8 IST', KOL, likely(['mon'], '08:00', KOL)),
  e('NOC Mumbai: shift roster har somvar subah 9 baje bhejna', KOL, on(['mon'], '09:00', KOL)),
  e('SLA report har mahine ke pehle working day subah 11 baje', KOL, on({ firstBusinessDay: true }, '11:00', KOL)),
  e('ping sweep every 7 minutes', JNB, no(STEP_MINUTES)),
  e('NOC: cert expiry scan every 12h at 6', JNB, daily(['06:00', '18:00'], JNB)),
  e('submarine cable status mail every weekday 7am UTC', JNB, on('weekdays', '07:00', UTC)),
  e(
    'load shedding schedule pull every 30 minutes between 5am and 10pm',
    JNB,
    span('daily', { minutes: 30 }, '05:00', '22:00', JNB),
  ),
  e('Lagos NOC: daily traffic report 08:00 WAT', JNB, daily('08:00', LOS)),
  e('NOC Jakarta: laporan harian jam 7 pagi setiap hari', JKT, daily('07:00', JKT)),
  e('NOC Istanbul: her gün saat 08:30 da vardiya raporu', IST, daily('08:30', IST)),
  e('noc: bgp session flap report every 90 sec', JNB, no(SECONDS)),
  e('Kyiv NOC: zvit shchodnia o 9:00 za kyivskym chasom', KYI, daily('09:00', KYI)),
  // a newspaper printing plant
  e('press start 2215 sun-fri', LON, on(SUN_FRI, '22:15', LON)),
  e('plate-making deadline reminder 21:30 every night', LON, daily('21:30', LON)),
  e('saturday magazine pre-print thursdays 14:00', LON, on(['thu'], '14:00', LON)),
  e('newsprint reel delivery check mon & thu 6am', LON, on(['mon', 'thu'], '06:00', LON)),
  e('ink order every other monday', LON, no(WEEKS)),
  e('first edition off the press around 11', LON, either(no(HALF), daily('23:00', LON))),
  e(
    'press start 22:15 nightly, except boxing day (no paper on the 26th dec)',
    LON,
    plan([
      at({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '22:15', LON),
      at(
        {
          months: [12],
          monthDays: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29, 30,
            31,
          ],
        },
        '22:15',
        LON,
      ),
    ]),
  ),
  e('web edition switchover 00:01 daily', LON, daily('00:01', LON)),
  e('Druckerei: Wartung der Rotation jeden Samstag 8 Uhr', BER, on(['sat'], '08:00', BER)),
  e(
    'imprenta: mantenimiento de la rotativa el primer domingo de cada mes a las 10',
    MAD,
    likely({ nth: [1], weekday: 'sun' }, '10:00', MAD),
  ),
  e('clocks go back sun 31 oct 2027 — run check at 01:30', LON, either(no(TWICE), once('2027-10-31', '01:30', LON))),
  e('subscriber complaints digest 10:00 weekdays', LON, on('weekdays', '10:00', LON)),
  e(
    'Sunday edition inserts: collate saturdays 16:00-22:00 every 2 hrs',
    LON,
    span(['sat'], { hours: 2 }, '16:00', '22:00', LON),
  ),
  e(
    'print plant: election special 2 edition runs on 6 may 2027 at 23:30 and 02:30',
    LON,
    plan([at({ months: [5], monthDays: [6] }, '23:30', LON), at({ months: [5], monthDays: [7] }, '02:30', LON)], {
      from: '2027-05-06',
      until: '2027-05-07',
    }),
  ),
  // a pharmaceutical lab's stability tests
  e('T3 pull reminder for batch 2208: 4 jan 2027 08:00 CET', ZRH, once('2027-01-04', '08:00', ZRH)),
  e('stability chamber temperature log every 10 min', ZRH, plan(every('daily', { minutes: 10 }, ZRH))),
  e('humidity alarm test weekly monday 07:30', ZRH, on(['mon'], '07:30', ZRH)),
  e(
    'Stabilitätsprüfung: Probenzug am 1. Werktag jedes Monats um 9 Uhr',
    ZRH,
    on({ firstBusinessDay: true }, '09:00', ZRH),
  ),
  e('ICH pull points at 0, 3, 6, 9, 12, 18 and 24 months', ZRH, no(NO_TIME)),
  e('QA release review tuesdays and fridays 14:00 Basel time', ZRH, on(['tue', 'fri'], '14:00', ZRH)),
  e('data logger download every 4 hours', ZRH, plan(every('daily', { hours: 4 }, ZRH))),
  e(
    'labo de stabilité : relevé des étuves à 8h et 16h du lundi au vendredi',
    PAR,
    on('weekdays', ['08:00', '16:00'], PAR),
  ),
  e('annual product review reminder march 1 9:00', ZRH, once('2027-03-01', '09:00', ZRH)),
  e('laboratorio: controllo camere climatiche ogni giorno alle 7:45', ROM, daily('07:45', ROM)),
  e('Hyderabad stability team sync thursday 3:30 PM IST', ZRH, on(['thu'], '15:30', KOL)),
  e(
    '6M pull for batch 2211 — 23 may 2027 08:00, it is a sunday so make it monday',
    ZRH,
    once('2027-05-24', '08:00', ZRH),
  ),
  e('monthly stability trend report last working day 17:00 CET', ZRH, on({ lastBusinessDay: true }, '17:00', ZRH)),
  e('photostability cabinet lamp hours check every 500 hours', ZRH, no(STEP_HOURS)),
  e('Shanghai CRO: měi zhōu yī shàngwǔ 10 diǎn kāihuì (Beijing time)', ZRH, on(['mon'], '10:00', SHA)),
  e(
    'chamber 4 mapping study: readings every 15 min for 72 hours from dec 7 08:00',
    ZRH,
    either(
      plan(
        [
          every({ months: [12], monthDays: [7] }, { minutes: 15, window: ['08:00', '23:45'] }, ZRH),
          every({ months: [12], monthDays: [8, 9] }, { minutes: 15 }, ZRH),
          every({ months: [12], monthDays: [10] }, { minutes: 15, window: ['00:00', '08:00'] }, ZRH),
        ],
        { from: '2026-12-07', until: '2026-12-10' },
      ),
      plan(
        [
          every({ months: [12], monthDays: [7] }, { minutes: 15, window: ['08:00', '23:45'] }, ZRH),
          every({ months: [12], monthDays: [8, 9] }, { minutes: 15 }, ZRH),
          every({ months: [12], monthDays: [10] }, { minutes: 15, window: ['00:00', '07:45'] }, ZRH),
        ],
        { from: '2026-12-07', until: '2026-12-10' },
      ),
    ),
  ),
  // an online tutoring company, tutors across zones
  e('session reminders 15 min before each booking', SGP, no(RELATIVE)),
  e('tutor payouts 2nd and 4th friday 10am Manila', SGP, on({ nth: [2, 4], weekday: 'fri' }, '10:00', MNL)),
  e('Seoul tutors: weekly schedule email sun 8pm KST', SGP, on(['sun'], '20:00', SEL)),
  e('homework reminder to each kid at 5pm their local time', SGP, no(PER_USER)),
  e('parent newsletter every first saturday 9am ET', NY, on({ nth: [1], weekday: 'sat' }, '09:00', NY)),
  e('Manila tutors: attendance report araw-araw, 6 ng umaga', MNL, daily('06:00', MNL)),
  e(
    'aula de reforço: lembrete para os tutores toda quarta às 19h (horário de Brasília)',
    SAO,
    on(['wed'], '19:00', SAO),
  ),
  e(
    'SAT prep cohort: mon/wed 4:30pm PT from jan 11 for 8 weeks',
    LA,
    either(
      on(MW, '16:30', LA, { from: '2027-01-11', until: '2027-03-07' }),
      on(MW, '16:30', LA, { from: '2027-01-11', until: '2027-03-08' }),
    ),
  ),
  e('tutor Jakarta: pengingat kelas setiap Selasa dan Kamis jam 19.00 WIB', SGP, on(TT, '19:00', JKT)),
  e('invoice run 1st of the month 00:05 UTC', SGP, on({ monthDays: [1] }, '00:05', UTC)),
  e('Hanoi team: báo cáo tuần vào thứ hai lúc 8 giờ sáng', HCM, on(['mon'], '08:00', HCM)),
  e(
    'exam week push notifications 7am dec 14–18',
    SGP,
    on('daily', '07:00', SGP, { from: '2026-12-14', until: '2026-12-18' }),
  ),
  e("call with Ana tomorrow at 9 her time (she's in Lisbon)", LA, either(no(HALF), once('2026-11-24', '09:00', LIS))),
  e('Tokyo juku: maishuu kayoubi gogo 6-ji ni jugyou no remind', TYO, on(['tue'], '18:00', TYO)),
  e('Busan tutors: maeju suyoil ohu 3si meeting (KST)', SEL, on(['wed'], '15:00', SEL)),
  e('group class sat 10am sydney = fri 3pm pacific for the US kids, remind 1h before', LA, on(['sat'], '09:00', SYD)),
  e('new tutor onboarding every tuesday 9 am my time (1am wed for manila, sorry)', LA, on(['tue'], '09:00', LA)),
  e('tutor quality audit, random sessions daily', SGP, no(RANDOM)),
  // a real-estate brokerage
  e('open home reminders sat 9:30am', SYD, on(['sat'], '09:30', SYD)),
  e('auction results email sat 6pm', SYD, on(['sat'], '18:00', SYD)),
  e('rent roll reconciliation last business day 3pm AEDT', SYD, on({ lastBusinessDay: true }, '15:00', SYD)),
  e('listing feed to the portals every 2 hours 7am-9pm', SYD, span('daily', { hours: 2 }, '07:00', '21:00', SYD)),
  e('trust account audit reminder 15 jan 2027 9am', SYD, once('2027-01-15', '09:00', SYD)),
  e('inspection bookings sync every 20 mins', SYD, plan(every('daily', { minutes: 20 }, SYD))),
  e('agents sales meeting mon 8:15, remind 15 before', SYD, on(['mon'], '08:00', SYD)),
  e(
    'Melbourne office: weekly leads report fri 4pm AEST',
    MEL,
    either(on(['fri'], '16:00', MEL), on(['fri'], '16:00', BNE)),
  ),
  e('smoke alarm compliance reminders every 12 months per property', SYD, no(NO_DATE)),
  e('Auckland branch: open homes sunday 1pm NZ time', SYD, on(['sun'], '13:00', AKL)),
  e(
    'Perth: commission statements on the last day of the month 5pm AWST',
    SYD,
    on({ monthDays: ['last'] }, '17:00', PER),
  ),
  e('Gold Coast office: daily listings digest 7am QLD time', SYD, daily('07:00', BNE)),
  e('the 4 april 2027 auction 2:30am?? typo — 2:30pm', SYD, once('2027-04-04', '14:30', SYD)),
  e('property management: rent arrears sms the 3rd and 18th at 10:30', SYD, on({ monthDays: [3, 18] }, '10:30', SYD)),
  e('vendor reports every tuesday 9ish', SYD, likely(['tue'], '09:00', SYD)),
  e('Sydney office: end of financial year reminder 30 june 2027 4pm', SYD, once('2027-06-30', '16:00', SYD)),
  e('inmobiliaria: envío de fichas nuevas lunes, miércoles y viernes a las 9:30', MAD, on(MWF, '09:30', MAD)),
  e('imobiliária: relatório de visitas toda sexta às 18h', LIS, on(['fri'], '18:00', LIS)),
  // a home-care agency's visits
  e('visit confirmation texts the evening before each visit', TOR, no(RELATIVE)),
  e('caregiver timesheets due sun 11:59pm — reminder sun 8pm', TOR, on(['sun'], '20:00', TOR)),
  e('Mrs. K: medication reminder call 8am and 8pm daily', TOR, daily(['08:00', '20:00'], TOR)),
  e('Mr. Patel visits tue/thu 10:30, remind the caregiver an hour before', TOR, on(TT, '09:30', TOR)),
  e('agence de soins à domicile : rappel des visites chaque matin à 6h30', TOR, daily('06:30', TOR)),
  e('client care plan reviews every 90 days', TOR, no(DAYS_STEP)),
  e('night check-in call 9:30p mon-fri', TOR, on('weekdays', '21:30', TOR)),
  e(
    'flu shot clinic reminders oct 4-8 2027 9am',
    TOR,
    daily('09:00', TOR, { from: '2027-10-04', until: '2027-10-08' }),
  ),
  e('wound care nurse visits mon wed fri at 2', TOR, likely(MWF, '14:00', TOR)),
  e('care coordinator huddle weekdays 8:45', TOR, on('weekdays', '08:45', TOR)),
  e('cuidadoras: recordatorio de fichaje sábados y domingos a las 7 de la mañana', TOR, on('weekends', '07:00', TOR)),
  e('Vancouver clients: daily wellness call 10am pacific', TOR, daily('10:00', VAN)),
  e(
    "Mrs. Leblanc's insulin check 7:30 a.m. & 5:30 p.m. starting dec 1",
    TOR,
    daily(['07:30', '17:30'], TOR, { from: '2026-12-01' }),
  ),
  e(
    'Mr. Okafor: lunch visit 12 noon weekdays, 1pm on weekends',
    TOR,
    plan([at('weekdays', '12:00', TOR), at('weekends', '13:00', TOR)]),
  ),
  e('opiekunki: przypomnienie o wizycie u pani Zofii w czwartki o 11:00', TOR, on(['thu'], '11:00', TOR)),
  e('PSW mileage claims due the 25th, remind on the 24th at 4pm', TOR, on({ monthDays: [24] }, '16:00', TOR)),
  e('overnight visit check calls at quarter to 12 every night', TOR, daily('23:45', TOR)),
  // a football stadium's match days
  e('match day: turnstiles open 2 hrs before kick-off', MAD, no(RELATIVE)),
  e('pitch mowing tue thu sat 7am', MAD, on(['tue', 'thu', 'sat'], '07:00', MAD)),
  e('undersoil heating on at 6am, december to february', MAD, on({ months: [12, 1, 2] }, '06:00', MAD)),
  e('estadio: revisión de tornos todos los viernes a las 10:00', MAD, on(['fri'], '10:00', MAD)),
  e('estádio: rega do relvado todos os dias às 6h e às 20h', LIS, daily(['06:00', '20:00'], LIS)),
  e('derby sat 28 nov, kick-off 17:30 — stewards briefing 2h before', LON, once('2026-11-28', '15:30', LON)),
  e('ticket office opening notice mon-fri 9:00', MAD, on('weekdays', '09:00', MAD)),
  e('season ticket renewal emails may 3 2027 10am', LON, once('2027-05-03', '10:00', LON)),
  e('pitch covers on at 23:00 when frost is forecast', LON, no(SENSOR)),
  e('Stadion: Prüfung der Rasenheizung jeden Montag 5:45', BER, on(['mon'], '05:45', BER)),
  e('stadium tour booking sync every 30 min 9-17', LON, span('daily', { minutes: 30 }, '09:00', '17:00', LON)),
  e('groundstaff: line marking fridays at half 8', LON, on(['fri'], '08:30', LON)),
  e(
    'stadio: controllo tornelli ogni sabato alle 12, dal 1 settembre',
    ROM,
    on(['sat'], '12:00', ROM, { from: '2027-09-01' }),
  ),
  e('stadion: kontrola monitoringu co 5 minut w dni meczowe', WAW, no(EVENT)),
  e(
    'club shop: kit launch at 8am uk on 1 july 2027 — so 9am for the madrid staff',
    LON,
    once('2027-07-01', '08:00', LON),
  ),
  e(
    'Estádio do Dragão: limpeza das bancadas segundas 8h e quintas 14h',
    LIS,
    plan([at(['mon'], '08:00', LIS), at(['thu'], '14:00', LIS)]),
  ),
  // a concert venue
  e('doors 7pm, sound check reminder 3pm the same day', BER, no(WHICH_DAY)),
  e('Konzerthaus: Newsletter jeden Donnerstag 10 Uhr', BER, on(['thu'], '10:00', BER)),
  e('load-in crew call 8am tues-sat', BER, on(TUE_SAT, '08:00', BER)),
  e('Silvester: Countdown-Erinnerung 31.12. um 23:50', BER, once('2026-12-31', '23:50', BER)),
  e(
    'noise limit reminder 22:00 sun–thu, 23:00 fri & sat',
    BER,
    plan([at(SUN_THU, '22:00', BER), at(FRI_SAT, '23:00', BER)]),
  ),
  e("salle de concert : mise à jour de l'affichage chaque lundi à 9h", PAR, on(['mon'], '09:00', PAR)),
  e('artist rider check 48 hrs before each gig', BER, no(RELATIVE)),
  e('presale tweets every friday 9:55 CET', BER, on(['fri'], '09:55', BER)),
  e('sala concerti: prova audio ogni sabato alle 16', ROM, on(['sat'], '16:00', ROM)),
  e('GEMA-Meldung am 5. jeden Monats 12:00', BER, on({ monthDays: [5] }, '12:00', BER)),
  e('venue: merch stock count wed 11, sorry 11am not pm', BER, on(['wed'], '11:00', BER)),
  e(
    'Zwolle zaal: kaartverkoop opent vrijdag 4 december om 10.00, herinnering een kwartier eerder',
    AMS,
    once('2026-12-04', '09:45', AMS),
  ),
  e('venue wifi password rotation every monday 6am and every thursday 6am', BER, on(['mon', 'thu'], '06:00', BER)),
  e('Stockholm klubb: insläpp påminnelse fredag och lördag kl 21', STO, on(FRI_SAT, '21:00', STO)),
  // fish farms
  e('feeding barge: feed cycles every 3 hrs 6-21', OSL, span('daily', { hours: 3 }, '06:00', '21:00', OSL)),
  e('sea lice count every thursday 8', OSL, likely(['thu'], '08:00', OSL)),
  e('oppdrett: oksygenmåling hver time, hele døgnet', OSL, plan(every('daily', { hours: 1 }, OSL))),
  e(
    'salmonera: alimentación automática cada 2 horas de 7 a 19',
    SCL,
    span('daily', { hours: 2 }, '07:00', '19:00', SCL),
  ),
  e('centro de cultivo Chiloé: informe de mortalidad diario 17:00', SCL, daily('17:00', SCL)),
  e('oxygen alarm when DO drops under 6 mg/L', OSL, no(SENSOR)),
  e('net pen inspection dive mon 10:00 unless the swell is over 2m', OSL, no(SENSOR)),
  e('harvest boat booking reminder 1st monday each month 9am CLT', SCL, on({ nth: [1], weekday: 'mon' }, '09:00', SCL)),
  e('smolt transfer nov 30 2026 05:00', OSL, once('2026-11-30', '05:00', OSL)),
  e('Puerto Montt: cambio de turno 08:00 y 20:00', SCL, daily(['08:00', '20:00'], SCL)),
  e('centro de cultivo: alimentación de las 00:30 el domingo 5 de septiembre 2027', SCL, no(SKIPPED)),
  e(
    'planta de proceso: cierre de turno sábado 3 de abril 2027 a las 23:30',
    SCL,
    either(no(TWICE), once('2027-04-03', '23:30', SCL)),
  ),
  e('Tasmania lease: water temp log every 30 min', HOB, plan(every('daily', { minutes: 30 }, HOB))),
  e('Macquarie Harbour: feed order to the mill tue & fri 7am AEDT', HOB, on(['tue', 'fri'], '07:00', HOB)),
  e('fish health vet visit every 6 weeks', OSL, no(WEEKS)),
  e('fiskodling: foderrapport varje vardag kl 15.30', STO, on('weekdays', '15:30', STO)),
  // a beekeeping co-op
  e(
    'varroa strip check sat 10am in sept, oct and nov',
    AKL,
    on({ weekdays: ['sat'], months: [9, 10, 11] }, '10:00', AKL),
  ),
  e('honey extraction booking confirmations 7pm daily during february', AKL, on({ months: [2] }, '19:00', AKL)),
  e('co-op meeting 2nd tuesday 7:30pm', AKL, on({ nth: [2], weekday: 'tue' }, '19:30', AKL)),
  e(
    'swarm season alert 6am daily from oct 1 to dec 31 2027',
    AKL,
    daily('06:00', AKL, { from: '2027-10-01', until: '2027-12-31' }),
  ),
  e('open the hives when it gets above 15 degrees', AKL, no(SENSOR)),
  e('Imkerei: Fütterungskontrolle jeden Sonntag 9 Uhr', BER, on(['sun'], '09:00', BER)),
  e('apicultores: revisar colmenas los sábados a las 8 de la mañana', MAD, on(['sat'], '08:00', MAD)),
  e('bee co-op newsletter first of the month at 8 am', AKL, on({ monthDays: [1] }, '08:00', AKL)),
  e('jar order first monday of the month 8am', AKL, no(NTH_SHIFT)),
  e('kia ora beekeepers: pollination contract check every monday 7:30am', AKL, on(['mon'], '07:30', AKL)),
  e(
    'pszczelarze: karmienie w każdą środę o 17:00 od marca do października',
    WAW,
    on({ weekdays: ['wed'], months: [3, 4, 5, 6, 7, 8, 9, 10] }, '17:00', WAW),
  ),
  e('apiary visits 9am, 9:30am, 10am every saturday', AKL, on(['sat'], ['09:00', '09:30', '10:00'], AKL)),
  e('AFB inspection certificates due by 1 june 2027, reminder 25 may 9am', AKL, once('2027-05-25', '09:00', AKL)),
  // a greenhouse grower
  e('kas: belichting aan om 02:00 en uit om 18:00', AMS, either(no(TWO_JOBS), daily(['02:00', '18:00'], AMS))),
  e(
    'invernadero: abrir ventilación cenital a las 10:00 y cerrar a las 17:00',
    MAD,
    either(no(TWO_JOBS), daily(['10:00', '17:00'], MAD)),
  ),
  e('CO2 dosing check every hour 7-19', AMS, span('daily', { hours: 1 }, '07:00', '19:00', AMS)),
  e('tomato harvest crew 6:30 mon-sat', AMS, on(MON_SAT, '06:30', AMS)),
  e('Almería: riego por goteo cada día a las 8:00 y a las 14:00', MAD, daily(['08:00', '14:00'], MAD)),
  e('boiler service oct 15 2027 07:00', AMS, once('2027-10-15', '07:00', AMS)),
  e('shade screens close when radiation > 600 W/m2', AMS, no(SENSOR)),
  e(
    'biocontrol release (Encarsia) every tuesday 9, march to september',
    AMS,
    likely({ weekdays: ['tue'], months: [3, 4, 5, 6, 7, 8, 9] }, '09:00', AMS),
  ),
  e('weekly IPM scouting report friday 15:00', AMS, on(['fri'], '15:00', AMS)),
  e('kweker: veilingklok export 05:30 op werkdagen', AMS, on('weekdays', '05:30', AMS)),
  e(
    'glasshouse heating curve switch on the first sunday of october at 3',
    AMS,
    either(
      no(HALF),
      on({ nth: [1], weekday: 'sun', months: [10] }, '03:00', AMS),
      on({ nth: [1], weekday: 'sun', months: [10] }, '15:00', AMS),
    ),
  ),
  e(
    'serra: irrigazione alle 6 e alle 18 da aprile a settembre',
    ROM,
    on({ months: [4, 5, 6, 7, 8, 9] }, ['06:00', '18:00'], ROM),
  ),
  e('greenhouse: substrate EC check 8am, 12, 4pm daily', AMS, daily(['08:00', '12:00', '16:00'], AMS)),
  e('Kenya farm: rose harvest report 6:00 EAT daily', AMS, daily('06:00', 'Africa/Nairobi')),
  e('sera: sulama her gün sabah 7 ve akşam 7', IST, daily(['07:00', '19:00'], IST)),
  // an industrial laundry
  e(
    'tunnel washer chem titration every 4 hrs starting at 2am',
    CHI,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], CHI),
  ),
  e('hospital linen trucks leave 4:15am mon-sat', CHI, on(MON_SAT, '04:15', CHI)),
  e(
    'lint filter cleaning every 2 hours during the shift (6a–10p)',
    CHI,
    span('daily', { hours: 2 }, '06:00', '22:00', CHI),
  ),
  e('lavandería: recordatorio del turno de noche 9:45 pm de lunes a viernes', CHI, on('weekdays', '21:45', CHI)),
  e('uniform rental invoices last friday of the month 6pm', CHI, no(NTH_SHIFT)),
  e('ironer maintenance 1st sat of the month 5:30am', CHI, on({ nth: [1], weekday: 'sat' }, '05:30', CHI)),
  e('wastewater pH log every 30 min', CHI, plan(every('daily', { minutes: 30 }, CHI))),
  e('route 12 hotel pickup tue & fri at 10', CHI, likely(['tue', 'fri'], '10:00', CHI)),
  e('soil sort team huddle 5:50a daily', CHI, daily('05:50', CHI)),
  e(
    'customer linen count report monday 8am and thursday 2pm',
    CHI,
    plan([at(['mon'], '08:00', CHI), at(['thu'], '14:00', CHI)]),
  ),
  e('laundry: steam trap survey 1st and 3rd wednesday 1pm', CHI, on({ nth: [1, 3], weekday: 'wed' }, '13:00', CHI)),
  e('Wäscherei Leipzig: Tourenplan an Fahrer Mo-Fr 5 Uhr früh', BER, on('weekdays', '05:00', BER)),
  // a parcel-locker network
  e('paczkomaty: raport zajętości co 15 minut', WAW, plan(every('daily', { minutes: 15 }, WAW))),
  e('locker firmware update sunday 03:00', WAW, on(['sun'], '03:00', WAW)),
  e('przypomnienie o odbiorze kurierskim codziennie o 16:30', WAW, daily('16:30', WAW)),
  e(
    'black friday peak: capacity report every hour from nov 26 to dec 3',
    WAW,
    plan(every('daily', { hours: 1 }, WAW), { from: '2026-11-26', until: '2026-12-03' }),
  ),
  e('czyszczenie skrytek pon, śr, pt o 7', WAW, likely(MWF, '07:00', WAW)),
  e('Czech lockers: report v pondělí v 8:00', WAW, on(['mon'], '08:00', PRG)),
  e('locker heater check when it is below -10C', WAW, no(SENSOR)),
  e('raport SLA w pierwszy dzień roboczy miesiąca o 9:00', WAW, on({ firstBusinessDay: true }, '09:00', WAW)),
  e('locker status sync every 90 sec', WAW, no(SECONDS)),
  e(
    'christmas rush: extra pickup 20:00 from dec 14 to dec 23',
    WAW,
    daily('20:00', WAW, { from: '2026-12-14', until: '2026-12-23' }),
  ),
  e('Bucureşti: raport lockere în fiecare zi la ora 7:30', WAW, daily('07:30', BUH)),
  e('lockers Lyon : tournée de maintenance le mardi à 6h', WAW, on(['tue'], '06:00', PAR)),
  e('paczkomat 24/7 KRA01M service visit wtorek 14, tzn 14:00', WAW, on(['tue'], '14:00', WAW)),
  // a school bus company
  e('route sheets to drivers 5:30am school days', PHX, either(on('weekdays', '05:30', PHX), no(HOLIDAYS))),
  e('pre-trip inspection reminder 6am mon-fri', PHX, on('weekdays', '06:00', PHX)),
  e('afternoon routes reminder 2:15p weekdays', PHX, on('weekdays', '14:15', PHX)),
  e('early release wednesdays: routes roll at 12:30', PHX, on(['wed'], '12:30', PHX)),
  e('snow day call-out 5am if the roads are bad', DEN, no(SENSOR)),
  e('random drug test notifications for drivers', PHX, no(RANDOM)),
  e('fuel card report fri 3', PHX, likely(['fri'], '15:00', PHX)),
  e(
    'summer school routes jun 7 to jul 15 2027, 7am weekdays',
    PHX,
    on('weekdays', '07:00', PHX, { from: '2027-06-07', until: '2027-07-15' }),
  ),
  e(
    'GPS tracker health check every 10 min 6-9am and 2-5pm',
    PHX,
    either(
      plan([
        every('daily', { minutes: 10, window: ['06:00', '09:00'] }, PHX),
        every('daily', { minutes: 10, window: ['14:00', '17:00'] }, PHX),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['06:00', '08:50'] }, PHX),
        every('daily', { minutes: 10, window: ['14:00', '16:50'] }, PHX),
      ]),
    ),
  ),
  e('autobuses escolares: aviso a los padres de lunes a viernes a las 6:15 am', PHX, on('weekdays', '06:15', PHX)),
  e('Navajo Nation routes: dispatch call 6am weekdays, navajo time (they do DST)', PHX, on('weekdays', '06:00', DEN)),
  e('back-to-school bus pass emails aug 2 2027 9am', PHX, once('2027-08-02', '09:00', PHX)),
  e('Denver depot: driver sign-in kiosk reboot 4:45am mountain, daily', PHX, daily('04:45', DEN)),
  e('route 7 is late notification 15 minutes after scheduled arrival', PHX, no(RELATIVE)),
  // a university housing office
  e('spring move-in reminder jan 17 2027 8am', NY, once('2027-01-17', '08:00', NY)),
  e('RA on-call rota email sunday 6pm', NY, on(['sun'], '18:00', NY)),
  e(
    'quiet hours reminder 10pm sun-thu, 12am fri-sat',
    NY,
    either(
      plan([at(SUN_THU, '22:00', NY), at(['sat', 'sun'], '00:00', NY)]),
      plan([at(SUN_THU, '22:00', NY), at(FRI_SAT, '00:00', NY)]),
    ),
  ),
  e('housing lottery opens feb 15 at noon', NY, once('2027-02-15', '12:00', NY)),
  e('residencia universitaria: aviso de limpieza martes 10am', NY, on(['tue'], '10:00', NY)),
  e('maintenance ticket digest every 2 hrs 8-8 weekdays', NY, span('weekdays', { hours: 2 }, '08:00', '20:00', NY)),
  e('winter break closure notices dec 18 2026 at 9, 12 and 3', NY, once('2026-12-18', ['09:00', '12:00', '15:00'], NY)),
  e('room checks first sunday of each month 7pm', NY, no(NTH_SHIFT)),
  e('housing deposit reminders 1st & 15th 10am', NY, on({ monthDays: [1, 15] }, '10:00', NY)),
  e('Seoul exchange students: orientation call thursday dec 10, 9am KST', NY, once('2026-12-10', '09:00', SEL)),
  e(
    'key return reminders may 10–14 2027 at 8am and 6pm',
    NY,
    daily(['08:00', '18:00'], NY, { from: '2027-05-10', until: '2027-05-14' }),
  ),
  e('mail room package notices every hour 9-5 mon-sat', NY, span(MON_SAT, { hours: 1 }, '09:00', '17:00', NY)),
  e('housing: roommate survey at 7 every evening in august', NY, on({ months: [8] }, '19:00', NY)),
  e('studentbostäder: påminnelse om städning söndagar kl 18', STO, on(['sun'], '18:00', STO)),
  e('desk staff timesheets the 14th and the last day 11:59pm', NY, on({ monthDays: [14, 'last'] }, '23:59', NY)),
  // a blood donation drive
  e('hemocentro: lembrete para doadores toda segunda às 8h', SAO, on(['mon'], '08:00', SAO)),
  e('donor eligibility reminder 56 days after the last donation', SAO, no(RELATIVE)),
  e('blood drive at city hall dec 12 9am-3pm; reminder sms at 8', SAO, once('2026-12-12', '08:00', SAO)),
  e('platelet stock report every 6 hours', SAO, plan(every('daily', { hours: 6 }, SAO))),
  e('donor bus route notice weekdays 7:30', SAO, on('weekdays', '07:30', SAO)),
  e(
    'doação de sangue: campanha de junho, mensagens às 10h todos os dias de 1 a 14 de junho',
    SAO,
    daily('10:00', SAO, { from: '2027-06-01', until: '2027-06-14' }),
  ),
  e('PMI Jakarta: pengingat donor darah setiap 3 bulan', JKT, no(NO_TIME)),
  e('PMI: laporan stok darah harian jam 16.00 WIB', JKT, daily('16:00', JKT)),
  e('cold chain fridge check every 4 hrs', SAO, plan(every('daily', { hours: 4 }, SAO))),
  e('World Blood Donor Day june 14 2027: posts at 9 and 13', SAO, once('2027-06-14', ['09:00', '13:00'], SAO)),
  e(
    'collecte de sang : rappel aux donneurs le 1er jeudi du mois à 18h',
    PAR,
    on({ nth: [1], weekday: 'thu' }, '18:00', PAR),
  ),
  e('blood bank: rare type donor call list monday 9 sharp', SAO, on(['mon'], '09:00', SAO)),
  e(
    'Colombia: jornada de donación sábado 16 de enero de 2027, recordatorio 7 am hora Bogotá',
    SAO,
    once('2027-01-16', '07:00', BOG),
  ),
  e('donor app: push at 12:00 on the 1st, 10th and 20th', SAO, on({ monthDays: [1, 10, 20] }, '12:00', SAO)),
  e('Manila blood drive: paalala tuwing Sabado 8 ng umaga', MNL, on(['sat'], '08:00', MNL)),
  // an ambulance service
  e('vehicle restock check at the start of each shift, 0700 and 1900', MEL, daily(['07:00', '19:00'], MEL)),
  e('paramedic roster publish fri 12:00', MEL, on(['fri'], '12:00', MEL)),
  e('defib battery test every monday 0800', MEL, on(['mon'], '08:00', MEL)),
  e('response time report weekdays 0900 AEDT', MEL, on('weekdays', '09:00', MEL)),
  e('drug safe audit every 12 hours 0730/1930', MEL, daily(['07:30', '19:30'], MEL)),
  e('heatwave plan: extra crew call at 6am on days over 40°C', MEL, no(SENSOR)),
  e('CPR refresher 3rd wednesday each month 2pm', MEL, on({ nth: [3], weekday: 'wed' }, '14:00', MEL)),
  e(
    'clocks go back 3am apr 4 2027 — handover at 2:30am that morning',
    MEL,
    either(no(TWICE), once('2027-04-04', '02:30', MEL)),
  ),
  e('Ambulance Tasmania: station check 0600 daily', MEL, daily('06:00', HOB)),
  e('Adelaide: shift change 0700/1900 ACDT', MEL, daily(['07:00', '19:00'], ADL)),
  e(
    'Darwin: cyclone season briefing every monday 0800, nov to apr',
    DRW,
    on({ weekdays: ['mon'], months: [11, 12, 1, 2, 3, 4] }, '08:00', DRW),
  ),
  e('Adelaide office: clinical governance report 1st monday 9:30am', ADL, no(NTH_SHIFT)),
  e('SAMU: relatório de ocorrências às 6h, 14h e 22h', SAO, daily(['06:00', '14:00', '22:00'], SAO)),
  e('Rettungsdienst: Fahrzeugcheck täglich 6:30 und 18:30', BER, daily(['06:30', '18:30'], BER)),
  e('Perth: ambulance ramping report 4pm weekdays WST', MEL, on('weekdays', '16:00', PER)),
  // a seaside lifeguard service
  e(
    'beach flags up 6am and down 7pm, dec–feb',
    SYD,
    either(no(TWO_JOBS), on({ months: [12, 1, 2] }, ['06:00', '19:00'], SYD)),
  ),
  e('rip current warning when swell is over 2m', SYD, no(SENSOR)),
  e('lifeguard roster wed 6pm', SYD, on(['wed'], '18:00', SYD)),
  e('Bondi: bluebottle check every 2 hours 8am to 6pm', SYD, span('daily', { hours: 2 }, '08:00', '18:00', SYD)),
  e('Durban beaches: shark net check 05:00 weekdays', JNB, on('weekdays', '05:00', JNB)),
  e('UV index post at 11 every day in dec, jan, feb', SYD, on({ months: [12, 1, 2] }, '11:00', SYD)),
  e('guardavidas: parte diario a las 19:00 hora de Montevideo', MVD, daily('19:00', MVD)),
  e(
    'nadadores-salvadores: briefing diário às 9h30 de junho a setembro',
    LIS,
    on({ months: [6, 7, 8, 9] }, '09:30', LIS),
  ),
  e('lifeguard towers open at sunrise', SYD, no(SUN)),
  e('end of patrol season: final report apr 25 2027 5pm', SYD, once('2027-04-25', '17:00', SYD)),
  e(
    'daylight saving ends apr 4: PA system test 2:30am that night',
    SYD,
    either(no(TWICE), once('2027-04-04', '02:30', SYD)),
  ),
  e(
    'nippers (junior lifesaving) reminder sun 7:45am oct–mar',
    SYD,
    on({ weekdays: ['sun'], months: [10, 11, 12, 1, 2, 3] }, '07:45', SYD),
  ),
  e('Gold Coast: jet ski patrol log every 30 min 7-5', BNE, span('daily', { minutes: 30 }, '07:00', '17:00', BNE)),
  e('lifeguards: high tide warning 1 hour before high tide', SYD, no(TIDE)),
  e(
    'Algarve: vigilância da praia às 8h30 todos os dias de 15 de junho a 15 de setembro',
    LIS,
    daily('08:30', LIS, { from: '2027-06-15', until: '2027-09-15' }),
  ),
  // an Antarctic cruise operator
  e('embarkation Ushuaia dec 3: pax transfer bus 15:00', USH, once('2026-12-03', '15:00', USH)),
  e('zodiac briefing 0730 ship time', USH, no(SHIP)),
  e('Drake Passage weather routing every 6 hours UTC', USH, plan(every('daily', { hours: 6 }, UTC))),
  e('IAATO daily report 20:00 UTC', USH, daily('20:00', UTC)),
  e('Punta Arenas office: manifest to the port authority 09:00 daily', PUQ, daily('09:00', PUQ)),
  e(
    'crucero antártico: recordatorio de embarque en Punta Arenas el 14 de enero de 2027 a las 16:00',
    USH,
    once('2027-01-14', '16:00', PUQ),
  ),
  e(
    'ops report fri 18:00 ART until the season closes on march 15 2027',
    USH,
    on(['fri'], '18:00', USH, { until: '2027-03-15' }),
  ),
  e('landing permit paperwork reminder nov 30 at 10am Buenos Aires time', USH, once('2026-11-30', '10:00', BUE)),
  e('Falklands call: Stanley agent mondays 9am FKST', USH, on(['mon'], '09:00', 'Atlantic/Stanley')),
  e('crew flights Santiago: recordatorio lunes y jueves 7:00 hora Chile', USH, on(['mon', 'thu'], '07:00', SCL)),
  e('penguin colony visit slots: every 90 minutes from 8 to 20 ship time', USH, no(SHIP)),
  // church bell ringers
  e('practice night thursdays 7:30', LON, on(['thu'], '19:30', LON)),
  e('sunday service ringing 10:15 to 10:45, remind 10 min before', LON, on(['sun'], '10:05', LON)),
  e('quarter peal attempt sat 5 dec 2pm', LON, once('2026-12-05', '14:00', LON)),
  e('peal board email 1st of the month at 9', LON, likely({ monthDays: [1] }, '09:00', LON)),
  e('wedding ringing sat 12:30, june to september', LON, on({ weekdays: ['sat'], months: [6, 7, 8, 9] }, '12:30', LON)),
  e('christmas eve midnight mass ringing 23:15 dec 24', LON, once('2026-12-24', '23:15', LON)),
  e('ring in the new year: 23:45 dec 31 2026', LON, once('2026-12-31', '23:45', LON)),
  e('Easter Sunday ringing 9:30', LON, no(MOVABLE)),
  e('dzwonnicy: próba w każdy wtorek o 18:00', WAW, on(['tue'], '18:00', WAW)),
  e('Angelus: campane alle 12 e alle 18 ogni giorno', ROM, daily(['12:00', '18:00'], ROM)),
  e('ring for evensong every sunday, half 5', LON, on(['sun'], '17:30', LON)),
  e('remembrance sunday half-muffled ring nov 14 2027 10:30', LON, once('2027-11-14', '10:30', LON)),
  e(
    'bell ringers: tower maintenance 2nd saturday 9am, except in december',
    LON,
    on({ nth: [2], weekday: 'sat', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '09:00', LON),
  ),
  e(
    'Glocken: Mittagsläuten 12 Uhr täglich, samstags zusätzlich 15 Uhr',
    BER,
    plan([at('daily', '12:00', BER), at(['sat'], '15:00', BER)]),
  ),
  e('klokkenluiders: oefenavond elke woensdag om 20.00', AMS, on(['wed'], '20:00', AMS)),
  e(
    'zvony: sobota 18:00, nedele 7:30 a 10:00',
    PRG,
    plan([at(['sat'], '18:00', PRG), at(['sun'], ['07:30', '10:00'], PRG)]),
  ),
  // odd clocks: Lord Howe, Kathmandu, Yangon, Kabul, Colombo, Darwin, Adelaide
  e('Lord Howe: airstrip inspection 7:30am daily', LHI, daily('07:30', LHI)),
  e('LHI: generator log every 30 min', LHI, plan(every('daily', { minutes: 30 }, LHI))),
  e('Lord Howe: supply ship notice monday 9am island time', SYD, on(['mon'], '09:00', LHI)),
  e(
    'Lord Howe: fuel bowser reading 1:45am on sun 4 apr 2027',
    LHI,
    either(no(TWICE), once('2027-04-04', '01:45', LHI)),
  ),
  e('Lord Howe: lighthouse check 2:15am sun oct 3 2027', LHI, no(SKIPPED)),
  e('LHI lodge: guest arrivals email 4pm every tue & sat', LHI, on(['tue', 'sat'], '16:00', LHI)),
  e('Lord Howe: every 20 minutes weather obs', LHI, plan(every('daily', { minutes: 20 }, LHI))),
  e('Kathmandu office: daily standup 10:15 NPT', KTM, daily('10:15', KTM)),
  e('Kathmandu: server patching every saturday 2am NPT', KTM, on(['sat'], '02:00', KTM)),
  e('KTM: queue metrics every 20 minutes', KTM, plan(every('daily', { minutes: 20 }, KTM))),
  e('nepal team: ops review first sunday of the month 5am', KTM, no(NTH_SHIFT)),
  e('Kathmandu: payroll on the last day 4pm NPT', KTM, on({ monthDays: ['last'] }, '16:00', KTM)),
  e('Kathmandu trekking office: permit batch har din bihana 6 baje (6am)', KTM, daily('06:00', KTM)),
  e('Yangon: branch report 9am MMT weekdays', RGN, on('weekdays', '09:00', RGN)),
  e('yangon: sync every 45 minutes', RGN, no(STEP_MINUTES)),
  e('Yangon branch: month-end close last business day 5:30 pm', RGN, on({ lastBusinessDay: true }, '17:30', RGN)),
  e('Yangon: first business day 6am MMT', RGN, no(BUSINESS_SHIFT)),
  e('Kabul office: weekly sync saturday 10:00 AFT', KBL, on(['sat'], '10:00', KBL)),
  e('kabul: radio check every 4 hours', KBL, plan(every('daily', { hours: 4 }, KBL))),
  e('Kabul: work week sat to wed, 8:30 start', KBL, on(SAT_WED, '08:30', KBL)),
  e('Colombo: tea auction results mail tue and wed 15:00 SLST', CMB, on(['tue', 'wed'], '15:00', CMB)),
  e('Colombo: office closed on poya days, otherwise 8:30 briefing', CMB, no(MOVABLE)),
  e('Colombo: every 15 min from 8:30 to 5:30', CMB, span('daily', { minutes: 15 }, '08:30', '17:30', CMB)),
  e('Darwin: 6:30am daily', DRW, daily('06:30', DRW)),
  e('Darwin: invoices 4:30pm ACST weekdays', DRW, on('weekdays', '16:30', DRW)),
  e('Adelaide: board report 10:30am on the 2nd of each month', ADL, on({ monthDays: [2] }, '10:30', ADL)),
  e('Adelaide: every 30 min between 9 and 5', ADL, span('daily', { minutes: 30 }, '09:00', '17:00', ADL)),
  e('Adelaide clocks go forward oct 3 2027: 2:30am backup that day', ADL, no(SKIPPED)),
  // odd clocks: the Pacific, Greenland, the Atlantic, Cairo, Chile
  e('Rarotonga: resort checkout reminders 10am daily', RAR, daily('10:00', RAR)),
  e('Raro: staff party fri 4 dec 6pm', RAR, once('2026-12-04', '18:00', RAR)),
  e('Rarotonga: 1st monday of the month 3pm', RAR, no(NTH_SHIFT)),
  e('kia orana team: dive boat bookings 7am mon-sat', RAR, on(MON_SAT, '07:00', RAR)),
  e("Nuku'alofa: morning bulletin 6am daily", TBU, daily('06:00', TBU)),
  e('Tonga: sunday is a day of rest, so mon-sat 8am only', TBU, on(MON_SAT, '08:00', TBU)),
  e('malo e lelei: ferry schedule post every friday 5pm tonga time', TBU, on(['fri'], '17:00', TBU)),
  e('Tonga: first monday of each month 9am', TBU, no(NTH_SHIFT)),
  e('Apia: shipping notice every thursday 8:30am', APW, on(['thu'], '08:30', APW)),
  e('Samoa: on the 1st of every month 10am WST', APW, on({ monthDays: [1] }, '10:00', APW)),
  e('talofa: church choir practice wed 6pm apia time', APW, on(['wed'], '18:00', APW)),
  e('Nuuk: harbour office mon 8:00', NUK, on(['mon'], '08:00', NUK)),
  e('Nuuk: Royal Arctic Line ankomst besked hver tirsdag kl. 10', NUK, on(['tue'], '10:00', NUK)),
  e('Ponta Delgada: whale watching bookings sync 7:00 daily', AZO, daily('07:00', AZO)),
  e('Açores: mudança de hora 28 de março 2027 — backup às 00:30', AZO, no(SKIPPED)),
  e('Praia: relatório diário às 18h', CPV, daily('18:00', CPV)),
  e('Cabo Verde: ferry Praia–Fogo aviso seg, qua, sex 6h', CPV, on(MWF, '06:00', CPV)),
  e('Cairo office: sunday-thursday 9am', CAI, on(SUN_THU, '09:00', CAI)),
  e('Cairo: 00:30 friday 30 april 2027 report run', CAI, no(SKIPPED)),
  e('Cairo: 23:30 on thursday 28 october 2027', CAI, either(no(TWICE), once('2027-10-28', '23:30', CAI))),
  e('Santiago: cierre de caja 19:00 de lunes a viernes', SCL, on('weekdays', '19:00', SCL)),
  e('Rapa Nui: aviso vuelo LATAM 7:00 diario', EAS, daily('07:00', EAS)),
  e('Isla de Pascua: reporte a Santiago los lunes 8 am hora de la isla', SCL, on(['mon'], '08:00', EAS)),
  e('Punta Arenas: 8am daily', PUQ, daily('08:00', PUQ)),
  e('Punta Arenas: informe semanal viernes 17:30 hora de Magallanes', SCL, on(['fri'], '17:30', PUQ)),
  // platform engineers paste: EventBridge Scheduler, Kubernetes, CI
  e('cron(0 9 ? * MON-FRI *)  ScheduleExpressionTimezone: Australia/Adelaide', ADL, on('weekdays', '09:00', ADL)),
  e('scheduler: rate(5 minutes)', UTC, either(no(FROM_START), plan(every('daily', { minutes: 5 }, UTC)))),
  e('at(2026-12-05T09:00:00) ScheduleExpressionTimezone=Pacific/Tongatapu', TBU, once('2026-12-05', '09:00', TBU)),
  e('eventbridge schedule rate(1 day) for the cleanup lambda', UTC, no(FROM_START)),
  e('cron(30 18 L * ? *) tz America/Santiago', SCL, on({ monthDays: ['last'] }, '18:30', SCL)),
  e(
    'cron(0 10 ? * 6#3 *) — ScheduleExpressionTimezone: Asia/Kathmandu',
    KTM,
    on({ nth: [3], weekday: 'fri' }, '10:00', KTM),
  ),
  e('cron(15 7 ? * 2-6 *) with timezone Atlantic/Cape_Verde', CPV, on('weekdays', '07:15', CPV)),
  e('aws scheduler cron(0 */4 * * ? *) in Asia/Yangon', RGN, plan(every('daily', { hours: 4 }, RGN))),
  e('cron(0 12 * * ? *)  (no timezone set, so UTC)', LON, daily('12:00', UTC)),
  e('at(2027-03-14T02:30:00) ScheduleExpressionTimezone America/New_York', NY, no(SKIPPED)),
  e('schedule: "30 2 * * 0"\ntimeZone: "Pacific/Auckland"', AKL, on(['sun'], '02:30', AKL)),
  e('cronjob schedule: "0 6 * * *" (no timeZone field, our controller runs UTC)', KOL, daily('06:00', UTC)),
  e('spec.schedule: "*/15 * * * *"  timeZone: Asia/Kolkata', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('k8s cronjob schedule "0 0 31 2 *"', UTC, either(no(BAD_CRON), no(NEVER))),
  e('schedule: "@hourly"\ntimeZone: Asia/Kabul', KBL, plan(every('daily', { hours: 1 }, KBL))),
  e("on:\n  schedule:\n    - cron: '15 4 * * 1-5'", LON, on('weekdays', '04:15', UTC)),
  e('gha cron "*/10 * * * *"', LON, plan(every('daily', { minutes: 10 }, UTC))),
  e(
    "github actions cron: '0 23 * * 0' — thats monday 9am sydney right?",
    SYD,
    either(no(CONFLICT), on(['sun'], '23:00', UTC)),
  ),
  e('gitlab pipeline schedule "0 3 * * 6", cron timezone [UTC+5.75] Kathmandu', KTM, on(['sat'], '03:00', KTM)),
  e('GitLab schedule: interval pattern 0 8 * * 1, Cron timezone: Greenland', NUK, on(['mon'], '08:00', NUK)),
  e(
    'schedules:\n- cron: "0 22 * * 1-5"\n  displayName: nightly\n  branches:\n    include: [ main ]\n  always: true',
    LON,
    on('weekdays', '22:00', UTC),
  ),
  e(
    'azure pipelines schedules: cron "0 3 * * 0", branches include release/*, always: false',
    LON,
    either(no(EVENT), on(['sun'], '03:00', UTC)),
  ),
  // Azure Functions, Argo, Nomad, Airflow, databases
  e(
    '[TimerTrigger("0 30 7 * * 1-5")] + WEBSITE_TIME_ZONE=Cen. Australia Standard Time',
    ADL,
    on('weekdays', '07:30', ADL),
  ),
  e('function app NCRONTAB "0 */5 * * * *"', UTC, plan(every('daily', { minutes: 5 }, UTC))),
  e('TimerTrigger("*/30 * * * * *") for the queue poller', UTC, no(SECONDS)),
  e('"0 0 9 * * Sun" and WEBSITE_TIME_ZONE = Egypt Standard Time', CAI, on(['sun'], '09:00', CAI)),
  e('argo CronWorkflow: schedule "0 1 * * *", timezone "Asia/Colombo"', CMB, daily('01:00', CMB)),
  e('periodic { crons = ["0 4 * * 1"]  time_zone = "America/Nuuk" }', NUK, on(['mon'], '04:00', NUK)),
  e(
    'nomad periodic cron "*/30 * * * *", prohibit_overlap = true, time_zone = "Atlantic/Azores"',
    AZO,
    plan(every('daily', { minutes: 30 }, AZO)),
  ),
  e('airflow dag schedule="@daily"', UTC, daily('00:00', UTC)),
  e('CronTriggerTimetable("0 6 * * 1-5", timezone="Africa/Cairo")', CAI, on('weekdays', '06:00', CAI)),
  e('airflow schedule=timedelta(hours=3)', UTC, no(FROM_START)),
  e(
    'dag: schedule "0 */2 * * *", start_date=pendulum.datetime(2027, 1, 1, tz="Asia/Yangon")',
    RGN,
    plan(every('daily', { hours: 2 }, RGN), { from: '2027-01-01' }),
  ),
  e("SELECT cron.schedule('vacuum-nightly', '30 3 * * *', 'VACUUM ANALYZE');", UTC, daily('03:30', UTC)),
  e(
    "select cron.schedule('purge', '0 0 * * 0', $$delete from events where ts < now() - interval '30 days'$$); -- cron.timezone = 'Asia/Yangon'",
    RGN,
    on(['sun'], '00:00', RGN),
  ),
  e("cron.schedule('*/5 * * * *', 'CALL refresh_mv()')", UTC, plan(every('daily', { minutes: 5 }, UTC))),
  e("cron.schedule('rollup', '0 12 $ * *', 'CALL month_rollup()')", UTC, on({ monthDays: ['last'] }, '12:00', UTC)),
  e(
    "repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=30', start_date => TIMESTAMP '2026-12-01 00:00:00 Asia/Kabul'",
    KBL,
    daily('06:30', KBL, { from: '2026-12-01' }),
  ),
  e(
    "DBMS_SCHEDULER repeat_interval 'FREQ=WEEKLY;BYDAY=MON,WED,FRI;BYHOUR=7;BYMINUTE=0' (start_date in Asia/Colombo)",
    CMB,
    on(MWF, '07:00', CMB),
  ),
  e("'FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=23;BYMINUTE=0'", LON, on({ monthDays: ['last'] }, '23:00', LON)),
  e(
    "repeat_interval => 'FREQ=MINUTELY;INTERVAL=30'",
    LON,
    either(no(FROM_START), plan(every('daily', { minutes: 30 }, LON))),
  ),
  e(
    "'FREQ=MONTHLY;BYDAY=-1FRI;BYHOUR=18;BYMINUTE=0' Europe/Lisbon",
    LIS,
    on({ nth: ['last'], weekday: 'fri' }, '18:00', LIS),
  ),
  // enterprise schedulers
  e(
    'SQL Agent: Occurs every week on Monday, Wednesday at 2:00:00 AM. Schedule will be used starting on 11/30/2026. (box is on Eastern)',
    NY,
    on(MW, '02:00', NY, { from: '2026-11-30' }),
  ),
  e(
    'Occurs every day every 15 minute(s) between 6:00:00 AM and 8:00:00 PM.',
    SGP,
    span('daily', { minutes: 15 }, '06:00', '20:00', SGP),
  ),
  e(
    'Occurs on day 1 of every 1 month(s) at 4:00:00 AM (sql box in Jakarta)',
    SGP,
    on({ monthDays: [1] }, '04:00', JKT),
  ),
  e(
    'insert_job: gl_close\nstart_times: "05:00, 17:00"\ndays_of_week: mo,tu,we,th,fr\ntimezone: US/Pacific',
    NY,
    on('weekdays', ['05:00', '17:00'], LA),
  ),
  e('autosys: run_calendar: month_end_cal, start_times: "22:00"', NY, no(CALENDAR)),
  e(
    'days_of_week: all\nstart_mins: 0,30\ntimezone: IST',
    KOL,
    either(plan(every('daily', { minutes: 30 }, KOL)), plan(every('daily', { minutes: 30 }, 'Europe/Dublin'))),
  ),
  e('Control-M: Days 1,15 · From time 0700 · Time zone GMT+05:45', KTM, on({ monthDays: [1, 15] }, '07:00', KTM)),
  e(
    'Control-M cyclic job every 20 min from 0800 to 1800, SUN-THU, tz Asia/Dubai',
    'Asia/Dubai',
    span(SUN_THU, { minutes: 20 }, '08:00', '18:00', 'Asia/Dubai'),
  ),
  e('Rundeck crontab 0 0 9 ? * MON-FRI * (project TZ Europe/Lisbon)', LIS, on('weekdays', '09:00', LIS)),
  e('rundeck schedule "0 0/5 * * * ? *"', LIS, plan(every('daily', { minutes: 5 }, LIS))),
  e('rundeck: 0 0 12 ? * 6L *', LIS, on({ nth: ['last'], weekday: 'fri' }, '12:00', LIS)),
  // app code: node-cron, Go, Rust, Celery, Django-Q
  e("cron.schedule('0 */2 * * *', job, { timezone: 'Asia/Colombo' })", CMB, plan(every('daily', { hours: 2 }, CMB))),
  e("cron.schedule('*/20 * * * * *', ping)", UTC, no(SECONDS)),
  e(
    "cron.schedule('0 7 * * 1-5', sendDigest, { timezone: 'America/Punta_Arenas' })",
    PUQ,
    on('weekdays', '07:00', PUQ),
  ),
  e('CRON_TZ=Atlantic/Azores 0 8 * * *', AZO, daily('08:00', AZO)),
  e('c.AddFunc("@every 1h30m", sync)', UTC, no(FROM_START)),
  e(
    'c.AddFunc("0 30 * * * *", pull) // cron.WithSeconds(), server on UTC',
    UTC,
    plan(every('daily', { hours: 1, at: 30 }, UTC)),
  ),
  e('Job::new_async("0 15 6 * * Mon-Fri", ...) — tokio-cron-scheduler, runs in UTC', UTC, on('weekdays', '06:15', UTC)),
  e('Job::new_async_tz("0 0 21 * * *", chrono_tz::Pacific::Apia, ...)', APW, daily('21:00', APW)),
  e(
    "crontab(minute=0, hour='*/3') with CELERY_TIMEZONE = 'Pacific/Apia'",
    APW,
    plan(every('daily', { hours: 3 }, APW)),
  ),
  e("crontab(hour=7, minute=30, day_of_week='mon-fri'), timezone Asia/Kathmandu", KTM, on('weekdays', '07:30', KTM)),
  e("beat_schedule: {'poll': {'task': 'poll', 'schedule': 45.0}}", UTC, no(SECONDS)),
  e(
    "crontab(0, 0, day_of_month='2-30/2')  # celery, UTC",
    UTC,
    on({ monthDays: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] }, '00:00', UTC),
  ),
  e(
    "Schedule.objects.create(func='reports.daily', schedule_type=Schedule.DAILY, next_run='2026-12-01 07:00')  # TIME_ZONE='Europe/Istanbul'",
    IST,
    daily('07:00', IST, { from: '2026-12-01' }),
  ),
  e('django-q: schedule_type=Schedule.MINUTES, minutes=45', IST, no(STEP_MINUTES)),
  // web forms, scripts, task apps, invitations
  e('cron-job.org: Every day at 06:30, time zone Pacific/Rarotonga', RAR, daily('06:30', RAR)),
  e('EasyCron: cron expression 0 12 * * 1, timezone Asia/Yangon', RGN, on(['mon'], '12:00', RGN)),
  e(
    'cron-job.org custom: days of month 1, 15 · hours 8 · minutes 0 · Europe/Kyiv',
    KYI,
    on({ monthDays: [1, 15] }, '08:00', KYI),
  ),
  e(
    "ScriptApp.newTrigger('sendDigest').timeBased().everyWeeks(1).onWeekDay(ScriptApp.WeekDay.MONDAY).atHour(9).create()",
    SAO,
    either(no(RANDOM), on(['mon'], '09:00', SAO)),
  ),
  e('apps script .timeBased().everyDays(1).atHour(6).nearMinute(30)', SAO, either(no(RANDOM), daily('06:30', SAO))),
  e('.timeBased().everyMinutes(15).create()', SAO, either(no(FROM_START), plan(every('daily', { minutes: 15 }, SAO)))),
  e('.timeBased().onMonthDay(1).atHour(8).create()', SAO, either(no(RANDOM), on({ monthDays: [1] }, '08:00', SAO))),
  e('Notion: Repeat every week on Tue, Thu at 4:00 PM', LON, on(TT, '16:00', LON)),
  e('Asana: Repeats monthly on the last weekday', LON, no(NO_TIME)),
  e('todoist: every 3rd friday at 11am', LON, on({ nth: [3], weekday: 'fri' }, '11:00', LON)),
  e('todoist: every! 10 days', LON, no(DAYS_STEP)),
  e('ClickUp: Recurring every 2 weeks on Monday, 9:00', LON, no(WEEKS)),
  e(
    'todoist: every workday at 8:30 starting jan 4 ending mar 31',
    LON,
    on('weekdays', '08:30', LON, { from: '2027-01-04', until: '2027-03-31' }),
  ),
  e('Notion reminder @December 24, 2026 5:00 PM', LON, once('2026-12-24', '17:00', LON)),
  e(
    'Occurs every Tuesday from 9:30 AM to 10:00 AM effective 12/1/2026 until 3/30/2027 (UTC+05:45) Kathmandu',
    KTM,
    on(['tue'], '09:30', KTM, { from: '2026-12-01', until: '2027-03-30' }),
  ),
  e('Weekly on weekdays · 8:00 – 8:15am (Central European Time - Berlin)', BER, on('weekdays', '08:00', BER)),
  e('Monthly on the first Monday · 9:00am (GMT+13:00) Tonga Time', TBU, no(NTH_SHIFT)),
  e('Occurs every 2 weeks on Wednesday from 3:00 PM to 3:30 PM (UTC+10:30) Lord Howe Island', LHI, no(WEEKS)),
  e('Annually on December 15 · 10am (GMT-01:00) Azores', AZO, on({ monthDays: [15], months: [12] }, '10:00', AZO)),
  e(
    'Teams: Occurs every day from 7:00 AM to 7:15 AM (UTC+06:30) Yangon (Rangoon), starting 1/4/2027',
    RGN,
    either(daily('07:00', RGN, { from: '2027-01-04' }), daily('07:00', RGN, { from: '2027-04-01' })),
  ),
  e('Teams: Occurs every Monday at 8:00 AM (UTC-03:00) Punta Arenas', PUQ, on(['mon'], '08:00', PUQ)),
  // mixed ops-channel traffic
  e('mainichi gozen 7-ji ni backup onegaishimasu', TYO, daily('07:00', TYO)),
  e('maeil achim 8si-e report bonaejuseyo', SEL, daily('08:00', SEL)),
  e('meitian wanshang 10 dian beifen shujuku', SHA, daily('22:00', SHA)),
  e('shchoponedilka o 10:00 za kyivskym chasom — narada', KYI, on(['mon'], '10:00', KYI)),
  e('tuwing Lunes at Huwebes, alas-9 ng umaga, ipadala ang report', MNL, on(['mon', 'thu'], '09:00', MNL)),
  e('mỗi ngày lúc 17:30 gửi báo cáo kho', HCM, daily('17:30', HCM)),
  e('her pazartesi ve perşembe saat 14:00 te toplantı hatırlatması', IST, on(['mon', 'thu'], '14:00', IST)),
  e('har shukravar shaam 6 baje weekly summary bhejo', KOL, on(['fri'], '18:00', KOL)),
  e('setiap hari Senin sampai Jumat jam 08.30 WIB kirim laporan', JKT, on('weekdays', '08:30', JKT)),
  e(
    'varje måndag kl 07:00 och varje torsdag kl 13:00',
    STO,
    plan([at(['mon'], '07:00', STO), at(['thu'], '13:00', STO)]),
  ),
  e('joka arkipäivä klo 7.15 aamulla', HEL, on('weekdays', '07:15', HEL)),
  e('hver søndag kl. 22 — ukentlig backup', OSL, on(['sun'], '22:00', OSL)),
  e(
    'codziennie o 6:00 i 18:00, ale w weekendy tylko o 9:00',
    WAW,
    plan([at('weekdays', ['06:00', '18:00'], WAW), at('weekends', '09:00', WAW)]),
  ),
  e('tous les jours à midi sauf le dimanche', PAR, on(MON_SAT, '12:00', PAR)),
  e('cada 15 días los lunes a las 9', MAD, no(WEEKS)),
  e('todo dia útil às 7h45, começando em 4 de janeiro', SAO, on('weekdays', '07:45', SAO, { from: '2027-01-04' })),
  e('ogni primo lunedì del mese alle 9:30', ROM, on({ nth: [1], weekday: 'mon' }, '09:30', ROM)),
  e('elke werkdag om 7 uur, behalve op feestdagen', AMS, no(HOLIDAYS)),
  e('jeden zweiten Dienstag im Monat um 14 Uhr', BER, on({ nth: [2], weekday: 'tue' }, '14:00', BER)),
  e('todos los días hábiles a las 8, excepto el último viernes del mes', MEX, no(EXCEPT)),
  e(
    'backups 2am daily, log rotation sunday 3am, cert check monday 6am, db vacuum wednesday 1am and the report 8am',
    LON,
    no(TOO_MANY),
  ),
  e('every monday 9am (the 1st of dec)', LON, no(DATE_CLASH)),
  e('every feb 28 at 8pm Rarotonga time', RAR, no(LEAP)),
  e('laundry: towel par-level check every afternoon', CHI, no(VAGUE)),
  e('cron "0 4 * * *" on the old jenkins box, whatever zone it is in', LON, no(UNKNOWN_ZONE)),
  e('standup every weekday 9:30, no wait 9:45, actually 9:30 was right', LON, on('weekdays', '09:30', LON)),
  e('reminder 3rd wednesday of the month 6pm Adelaide', ADL, on({ nth: [3], weekday: 'wed' }, '18:00', ADL)),
  e('Anchorage: 4th business day of the month 9am', 'America/Anchorage', no(BUSINESS_NTH)),
];
