/**
 * A twenty-ninth blind chat corpus: schedules as they are typed in Slack by a veterinary hospital, a wind farm
 * operator, an industrial bakery, a public library network, a rail freight yard, a university admissions office, a
 * cruise line's shore excursions desk, a car rental chain, a zoo's keepers, a bike-share operator, a call centre in
 * Manila, a hotel group's revenue management, a marathon organiser, a water utility, a mining camp (fly-in fly-out
 * rotations, "every 8 days"), a construction site, an observatory, an ice rink, a food bank, a recycling centre, a
 * music festival, a language school, a co-working space, an e-commerce warehouse in Poland, and people in places with
 * odd clocks (Norfolk Island, the Chatham Islands, Kiritimati, Tehran, Newfoundland, the Marquesas, Eucla). Platform
 * engineers paste Airflow `schedule_interval` / `schedule=`, Prefect and Dagster schedules, Temporal schedule specs,
 * Hangfire `Cron.*`, Quartz.NET, sidekiq-cron, the `whenever` gem, APScheduler `CronTrigger`, Laravel's scheduler,
 * Spring `@Scheduled`, Heroku Scheduler, Render cron jobs, Google Cloud Scheduler, Azure Logic Apps recurrence JSON,
 * Power Automate, Zapier, Jira automation, Bitbucket, CircleCI and Buildkite scheduled triggers, Jenkins `H` lines,
 * launchd `StartCalendarInterval`, Windows Task Scheduler text, systemd timers and Outlook recurrence text.
 * About a fifth of the writers mix English with (or write in) Spanish, Portuguese, French, German, Italian, Dutch,
 * Polish, Japanese romaji, Hindi in Latin letters, Indonesian, Turkish, Vietnamese, Chinese pinyin, Korean in Latin
 * letters, Ukrainian in Latin letters, Filipino, Swedish, Danish, Finnish, Persian in Latin letters, Afrikaans, Greek
 * in Latin letters and Catalan. Terse and polite messages, typos and autocorrect, 12- and 24-hour and military clocks,
 * "7a"/"7p", noon, half past and quarter to, names and task words around the schedule, reminders before events,
 * several rules in one message, exceptions, corrections, running periods, one-off dates, zones said as codes, cities,
 * offsets, "my time", "their time" and Windows zone names, half-hour and 45-minute offsets, the southern hemisphere,
 * zones without daylight saving, dates near the 2027 clock changes (US March 14 and November 7, EU March 28 and
 * October 31, Australia and Norfolk Island April 4 and October 3, New Zealand and the Chathams April 4 and
 * September 26), and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 05:00 that Monday in Denver, 06:00 in Chicago, 08:00 in St. John's (08:30),
 * 12:00 in London, 13:00 in Warsaw, 15:30 in Tehran, 20:00 in Manila and Perth, 20:45 in Eucla, 02:30 in the
 * Marquesas, and on Tuesday the 24th 00:00 in Norfolk Island, 01:00 in Auckland, 01:45 in the Chathams and 02:00 in
 * Kiritimati.
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

const CPH = 'Europe/Copenhagen';
const BRU = 'Europe/Brussels';
const WAW = 'Europe/Warsaw';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const HEL = 'Europe/Helsinki';
const STO = 'Europe/Stockholm';
const ATH = 'Europe/Athens';
const IST = 'Europe/Istanbul';
const KYI = 'Europe/Kyiv';
const CAN = 'Atlantic/Canary';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const DOH = 'Asia/Qatar';
const THR = 'Asia/Tehran';
const MNL = 'Asia/Manila';
const JKT = 'Asia/Jakarta';
const MAK = 'Asia/Makassar';
const HCM = 'Asia/Ho_Chi_Minh';
const SHA = 'Asia/Shanghai';
const PER = 'Australia/Perth';
const EUC = 'Australia/Eucla';
const ADL = 'Australia/Adelaide';
const MEL = 'Australia/Melbourne';
const DRW = 'Australia/Darwin';
const NFK = 'Pacific/Norfolk';
const CHT = 'Pacific/Chatham';
const KIR = 'Pacific/Kiritimati';
const MRQ = 'Pacific/Marquesas';
const STJ = 'America/St_Johns';
const WPG = 'America/Winnipeg';
const EDM = 'America/Edmonton';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const SCL = 'America/Santiago';
const PRI = 'America/Puerto_Rico';
const JNU = 'America/Juneau';
const CUN = 'America/Cancun';
const VAN = 'America/Vancouver';
const BUE = 'America/Argentina/Buenos_Aires';
const LIM = 'America/Lima';
const VIE = 'Europe/Vienna';
const ZRH = 'Europe/Zurich';
const DKR = 'Africa/Dakar';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const SAT_WED = ['sat', 'sun', 'mon', 'tue', 'wed'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTERS = [1, 4, 7, 10] as const;
const QUARTER_ENDS = [3, 6, 9, 12] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const HALF = 'a bare hour could be morning or evening and nothing says which';
/** A bare hour: refused, or read in either half of the day. */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(HALF), on(days, am, zone), on(days, pm, zone));
const TWO_JOBS = 'two different jobs in one message need a task each';
const RELATIVE = 'a time counted from another event that moves cannot be written in CRON';
const SUN = 'sunrise, sunset, twilight and moon times move every day, which CRON cannot follow';
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

export const CHAT_PHRASES_29: readonly CorpusEntry[] = [
  // a veterinary hospital
  e('vet hosp: vaccine reminder texts go out 10am mon-sat', DEN, on(MON_SAT, '10:00', DEN)),
  e('kennel walk reminders 7a, 12p, 5p every day pls', DEN, daily(['07:00', '12:00', '17:00'], DEN)),
  e('controlled substance count log every night at 2200', DEN, daily('22:00', DEN)),
  e('surgery board huddle M/W/F 7:15 — remind 5 min before', DEN, on(MWF, '07:10', DEN)),
  e(
    'anesthesia machine leak test first tuesday of each month 6:30am',
    DEN,
    on({ nth: [1], weekday: 'tue' }, '06:30', DEN),
  ),
  e(
    'heartworm season reminder emails every monday 9am april thru october',
    DEN,
    on({ weekdays: ['mon'], months: [4, 5, 6, 7, 8, 9, 10] }, '09:00', DEN),
  ),
  e('post-op callback list at 4', DEN, either(no(HALF), daily('16:00', DEN))),
  e('pharmacy fridge temp check every 4 hours', DEN, plan(every('daily', { hours: 4 }, DEN))),
  e(
    'Calgary clinic: x-ray QA on the 5th of every month at 8',
    EDM,
    either(no(HALF), on({ monthDays: [5] }, '08:00', EDM)),
  ),
  e('boarding invoices last day of the month 5:30pm', DEN, on({ monthDays: ['last'] }, '17:30', DEN)),
  e('clínica veterinaria: recordatorio de vacunas martes y jueves a las 11 de la mañana', MEX, on(TT, '11:00', MEX)),
  e(
    'after-hours phone forwarding on at 6pm weekdays, off at 8am',
    DEN,
    either(no(TWO_JOBS), on('weekdays', ['08:00', '18:00'], DEN)),
  ),
  e('vet: rabies certificate batch on nov 30 at 3pm', DEN, once('2026-11-30', '15:00', DEN)),
  e('sympathy cards every friday afternoon', DEN, no(VAGUE)),
  e('lab results sync every 10 min 7am-9pm', DEN, span('daily', { minutes: 10 }, '07:00', '21:00', DEN)),
  e('dental cleaning reminder emails the 20th, 9:30 am', DEN, on({ monthDays: [20] }, '09:30', DEN)),
  e('ICU patient obs every 2hrs around the clock', DEN, plan(every('daily', { hours: 2 }, DEN))),
  // a wind farm operator
  e('SCADA export every 10 minutes', CPH, plan(every('daily', { minutes: 10 }, CPH))),
  e('turbine 14 yaw check every 6 hrs starting midnight', CPH, plan(every('daily', { hours: 6 }, CPH))),
  e('blade inspection drone flight when wind < 8 m/s', CPH, no(SENSOR)),
  e('vindmøllepark: servicerapport hver mandag kl. 07.00', CPH, on(['mon'], '07:00', CPH)),
  e('Windpark: Netzbetreiber-Meldung täglich 23:45 UTC', BER, daily('23:45', UTC)),
  e('grid curtailment forecast pull at :05 every hour', ADL, plan(every('daily', { hours: 1, at: 5 }, ADL))),
  e('Adelaide ops: shift handover 0630 and 1830 every day ACST', ADL, daily(['06:30', '18:30'], ADL)),
  e(
    'gearbox oil sample quarterly, 1st of jan/apr/jul/oct 9am',
    ADL,
    on({ monthDays: [1], months: QUARTERS }, '09:00', ADL),
  ),
  e('met mast data to the consultant every 2nd monday', CPH, no(NO_TIME)),
  e('crew transfer vessel weather window check 5am & 2pm', CPH, daily(['05:00', '14:00'], CPH)),
  e('rotor ice detection alarm test on dec 1 at 10:00 CET', CPH, once('2026-12-01', '10:00', CPH)),
  e(
    'turbine portal sync, every 15 min between 6 and 22 weekdays',
    CPH,
    span('weekdays', { minutes: 15 }, '06:00', '22:00', CPH),
  ),
  e(
    'substation thermal camera review last friday of the month 14:00',
    CPH,
    on({ nth: ['last'], weekday: 'fri' }, '14:00', CPH),
  ),
  e('Adelaide: monthly availability report last business day 4:30pm', ADL, on({ lastBusinessDay: true }, '16:30', ADL)),
  e('wind farm: bat curtailment mode on at sunset apr–oct', CPH, no(SUN)),
  e('Windpark Nordsee: Schichtwechsel 6 Uhr und 18 Uhr, jeden Tag', BER, daily(['06:00', '18:00'], BER)),
  // an industrial bakery
  e('oven 3 preheat 3:30am mon to sat', BRU, on(MON_SAT, '03:30', BRU)),
  e('sourdough feed every 12 hours, 6 and 6', BRU, daily(['06:00', '18:00'], BRU)),
  e('flour silo level report every 2 hours from 4am to 8pm', BRU, span('daily', { hours: 2 }, '04:00', '20:00', BRU)),
  e('allergen changeover reminder 15 min before each line switch', BRU, no(RELATIVE)),
  e('bakkerij: ploegwissel melding om 14u en 22u, elke dag', BRU, daily(['14:00', '22:00'], BRU)),
  e('boulangerie industrielle : nettoyage des fours le dimanche à 5h', BRU, on(['sun'], '05:00', BRU)),
  e('panificadora: pedido de harina cada lunes y jueves 7 am hora centro', MEX, on(['mon', 'thu'], '07:00', MEX)),
  e('christmas stollen run reminder dec 14 0500', BRU, once('2026-12-14', '05:00', BRU)),
  e('metal detector check every 90 min on line 2', BRU, no(STEP_MINUTES)),
  e('HACCP review 1st working day of the month 8am', BRU, on({ firstBusinessDay: true }, '08:00', BRU)),
  e(
    'panadería: inventario el día 15 y el último día del mes a las 18:00',
    MEX,
    on({ monthDays: [15, 'last'] }, '18:00', MEX),
  ),
  e('delivery trucks dispatch 4am sharp except sundays', BRU, on(MON_SAT, '04:00', BRU)),
  e('croissant line: butter block tempering 2:45 a.m. daily', BRU, daily('02:45', BRU)),
  e('bakery QA: swab the slicers half past 1 every afternoon', BRU, daily('13:30', BRU)),
  // a public library network
  e('overdue notices 7am daily', AKL, daily('07:00', AKL)),
  e('branch opening announcement 9:30 tue-sat', AKL, on(TUE_SAT, '09:30', AKL)),
  e('holds expiry run at midnight', AKL, daily('00:00', AKL)),
  e(
    'school holiday programme posts every monday 10am from dec 14 until jan 25',
    AKL,
    on(['mon'], '10:00', AKL, { from: '2026-12-14', until: '2027-01-25' }),
  ),
  e('e-book licence usage report first monday of month 9am', AKL, no(NTH_SHIFT)),
  e('Wellington libraries: makerspace booking reminder wed 3:30pm', AKL, on(['wed'], '15:30', AKL)),
  e('story time post fri 10am', AKL, on(['fri'], '10:00', AKL)),
  e('kupu o te rā (word of the day) post 8am weekdays', AKL, on('weekdays', '08:00', AKL)),
  e('overdue emails weekdays 7:30 except public holidays', AKL, no(HOLIDAYS)),
  e(
    'inter-branch courier manifest 6:15am mon, wed, fri until end of march',
    AKL,
    on(MWF, '06:15', AKL, { until: '2027-03-31' }),
  ),
  e(
    'Auckland Libraries: stocktake reminder sun 4 april 2027 at 2:30am',
    AKL,
    either(no(TWICE), once('2027-04-04', '02:30', AKL)),
  ),
  e('library: board papers to trustees 3 days before each meeting', AKL, no(RELATIVE)),
  // a rail freight yard
  e('hump yard crew change 0700 1500 2300', CHI, daily(['07:00', '15:00', '23:00'], CHI)),
  e('car inventory snapshot every 30 min', CHI, plan(every('daily', { minutes: 30 }, CHI))),
  e('interchange report to BNSF 0545 mon-fri CT', CHI, on('weekdays', '05:45', CHI)),
  e('yard: locomotive fueling log every 3 hrs', CHI, plan(every('daily', { hours: 3 }, CHI))),
  e('demurrage billing on the 1st at 0600', CHI, on({ monthDays: [1] }, '06:00', CHI)),
  e(
    'switch heater test oct thru march every tuesday 10am',
    CHI,
    on({ weekdays: ['tue'], months: [10, 11, 12, 1, 2, 3] }, '10:00', CHI),
  ),
  e('safety briefing 6:50am daily, no — make it 6:40', CHI, daily('06:40', CHI)),
  e('patio de carga: reporte de vagones a las 14:30 de lunes a sábado', MEX, on(MON_SAT, '14:30', MEX)),
  e('Kansas City yard: weekly dwell-time report sun 2200 central', CHI, on(['sun'], '22:00', CHI)),
  e('hazmat manifest audit last sunday of the month 8am', CHI, on({ nth: ['last'], weekday: 'sun' }, '08:00', CHI)),
  e('grain train arrival texts at 5 and 17 hrs', CHI, daily(['05:00', '17:00'], CHI)),
  e('derail inspection whenever a car goes over the hump at > 4 mph', CHI, no(SENSOR)),
  // a university admissions office
  e('UCAS deadline reminder jan 13 2027 9am', LON, once('2027-01-13', '09:00', LON)),
  e('applicant portal digest every weekday 8:30', LON, on('weekdays', '08:30', LON)),
  e('offer letters batch tues & thurs 2pm until 31 march', LON, on(TT, '14:00', LON, { until: '2027-03-31' })),
  e('interview reminders for intl applicants at 9am their time', LON, no(PER_USER)),
  e(
    'clearing hotline stats every 20 min 8am-6pm on aug 12 2027',
    LON,
    span('daily', { minutes: 20 }, '08:00', '18:00', LON, { from: '2027-08-12', until: '2027-08-12' }),
  ),
  e(
    'transcript check every monday at 10 for 6 weeks',
    LON,
    either(on(['mon'], '10:00', LON, { until: '2027-01-03' }), on(['mon'], '10:00', LON, { until: '2027-01-04' })),
  ),
  e('scholarship committee reminder 1st wed of each month 9:30', LON, on({ nth: [1], weekday: 'wed' }, '09:30', LON)),
  e(
    'oficina de admisiones: recordar a los candidatos de Bogotá el jueves 3 de diciembre a las 10 hora Colombia',
    LON,
    once('2026-12-03', '10:00', BOG),
  ),
  e('open day mailer sat 7', LON, halfOr(['sat'], '07:00', '19:00', LON)),
  e(
    'deposit deadline countdown emails apr 24, apr 30 and may 1 2027, 09:00 each',
    LON,
    plan([at({ months: [4], monthDays: [24, 30] }, '09:00', LON), at({ months: [5], monthDays: [1] }, '09:00', LON)], {
      until: '2027-05-01',
    }),
  ),
  e('Zulassungsstelle: Bewerbungsfrist-Erinnerung am 15. Juli 2027 um 12 Uhr', BER, once('2027-07-15', '12:00', BER)),
  e(
    'admissions: chase missing references every weekday at noon till feb 1',
    LON,
    on('weekdays', '12:00', LON, { until: '2027-02-01' }),
  ),
  e('Mumbai agent call every mon 10:30 IST, thats 5am for us', LON, on(['mon'], '10:30', KOL)),
  // a cruise line's shore excursions desk
  e('shore ex desk: manifest upload to tour vendors 0600 ship time daily', PRI, no(SHIP)),
  e(
    'Juneau port day: tender boarding reminder may 18 2027 at 7:15am alaska time',
    PRI,
    once('2027-05-18', '07:15', JNU),
  ),
  e('excursion sales close alert 8pm the night before each port', PRI, no(RELATIVE)),
  e('San Juan office: weekly headcount to Miami HQ monday 9 AST', PRI, on(['mon'], '09:00', PRI)),
  e('Santorini tender slots post 6:30 local on june 9 2027', PRI, once('2027-06-09', '06:30', ATH)),
  e(
    'excursiones en tierra: resumen de ventas todos los días a las 21:00 hora de Puerto Rico',
    PRI,
    daily('21:00', PRI),
  ),
  e('vendor payout reconciliation 5th & 20th, 3pm Miami time', PRI, on({ monthDays: [5, 20] }, '15:00', NY)),
  e('weather call with Cozumel ops 7am their time mon & thu', PRI, on(['mon', 'thu'], '07:00', CUN)),
  e(
    'Caribbean season dashboards hourly at :45 from dec 1 to apr 30',
    PRI,
    plan(every('daily', { hours: 1, at: 45 }, PRI), { from: '2026-12-01', until: '2027-04-30' }),
  ),
  e(
    'Alaska season kickoff email first monday in may 10am pacific',
    PRI,
    on({ nth: [1], weekday: 'mon', months: [5] }, '10:00', LA),
  ),
  e(
    'shore excursions: Vancouver turnaround day checklist every saturday 5am PT, may–sept',
    PRI,
    on({ weekdays: ['sat'], months: [5, 6, 7, 8, 9] }, '05:00', VAN),
  ),
  // a car rental chain
  e('fleet mileage sync every 15 min', PHX, plan(every('daily', { minutes: 15 }, PHX))),
  e('Phoenix airport counter: shift roster email 5am daily (AZ time, no DST)', PHX, daily('05:00', PHX)),
  e('damage claims batch weeknights 11:30pm', PHX, on('weekdays', '23:30', PHX)),
  e('one-way drop fee report monday 7', PHX, halfOr(['mon'], '07:00', '19:00', PHX)),
  e('alquiler de coches: recordatorio de devolución 2 horas antes de la entrega', MAD, no(RELATIVE)),
  e(
    'Madrid Barajas: limpieza de flota a las 6:00 y a las 14:00 de lunes a domingo',
    MAD,
    daily(['06:00', '14:00'], MAD),
  ),
  e('LAX lot: shuttle bus GPS ping every 2 min', LA, plan(every('daily', { minutes: 2 }, LA))),
  e('holiday weekend price bump: fri dec 18 4pm PT', PHX, once('2026-12-18', '16:00', LA)),
  e('aluguel de carros: relatório de frota toda segunda às 8h, horário de Brasília', SAO, on(['mon'], '08:00', SAO)),
  e('loyalty email tue 10am ET... actually make it 11', PHX, on(['tue'], '11:00', NY)),
  e(
    'tire pressure check reminders on the 1st and 3rd monday 7:30am',
    PHX,
    on({ nth: [1, 3], weekday: 'mon' }, '07:30', PHX),
  ),
  e('Denver airport: snow-day fleet brush-off when it snows overnight', DEN, no(SENSOR)),
  e(
    'branch managers: weekly utilisation thurs 1630 mountain',
    PHX,
    either(on(['thu'], '16:30', DEN), on(['thu'], '16:30', PHX)),
  ),
  // a zoo's keepers
  e('feed the penguins 10:30 and 3:30 in the afternoon', SYD, daily(['10:30', '15:30'], SYD)),
  e('elephant foot care every tues & sat 0730', SYD, on(['tue', 'sat'], '07:30', SYD)),
  e('reptile house heat lamp check every 2 hrs 6am-10pm', SYD, span('daily', { hours: 2 }, '06:00', '22:00', SYD)),
  e('giraffe weigh-in first sunday of month 8am', SYD, no(NTH_SHIFT)),
  e(
    'night zoo staff briefing fri & sat 5:45pm from jan 8 to feb 27',
    SYD,
    on(['fri', 'sat'], '17:45', SYD, { from: '2027-01-08', until: '2027-02-27' }),
  ),
  e('enrichment calendar email every monday morning', SYD, no(VAGUE)),
  e(
    'zoo: vet rounds at 9 weekdays and 10 on weekends',
    SYD,
    plan([at('weekdays', '09:00', SYD), at('weekends', '10:00', SYD)]),
  ),
  e('quarantine log end of every month 4pm', SYD, on({ monthDays: ['last'] }, '16:00', SYD)),
  e(
    'Melbourne zoo: lion den clean 7am daily except christmas day',
    MEL,
    plan([
      at({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '07:00', MEL),
      at(
        {
          months: [12],
          monthDays: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30,
            31,
          ],
        },
        '07:00',
        MEL,
      ),
    ]),
  ),
  e('penguin parade count at sunset every day', MEL, no(SUN)),
  e('meerkat scatter feed quarter past 11 and quarter to 3', SYD, daily(['11:15', '14:45'], SYD)),
  e('Darwin croc enclosure: water temp log every 3 hrs', DRW, plan(every('daily', { hours: 3 }, DRW))),
  e('koala browse delivery mon, wed & fri at 6:30am sharp', SYD, on(MWF, '06:30', SYD)),
  // a bike-share operator
  e('rebalancing truck dispatch every 30 min 6h-23h', PAR, span('daily', { minutes: 30 }, '06:00', '23:00', PAR)),
  e('vélos : rapport batterie des stations tous les jours à 4h30', PAR, daily('04:30', PAR)),
  e('Montreal: winter dock removal reminder nov 30 8am', TOR, once('2026-11-30', '08:00', TOR)),
  e(
    'vélos : rapport des trajets chaque lundi à 9h pendant tout le mois de décembre',
    PAR,
    on(['mon'], '09:00', PAR, { from: '2026-12-01', until: '2026-12-31' }),
  ),
  e('season opening email apr 15 2027 at 10am', TOR, once('2027-04-15', '10:00', TOR)),
  e('rider survey every 3rd wednesday at 18h', PAR, on({ nth: [3], weekday: 'wed' }, '18:00', PAR)),
  e('fare cap reset 00:00 on the 1st', PAR, on({ monthDays: [1] }, '00:00', PAR)),
  e('bike-share Lisboa: limpeza das estações às 7h e 19h', LIS, daily(['07:00', '19:00'], LIS)),
  e('theft alert when a bike leaves the geofence', PAR, no(EVENT)),
  e('e-bike battery swap crew shift start 5:30 tues-sun', PAR, on(TUE_SUN, '05:30', PAR)),
  e(
    'Toronto: ridership numbers to the city every 1st business day 11am',
    TOR,
    on({ firstBusinessDay: true }, '11:00', TOR),
  ),
  // a call centre in Manila
  e(
    'night shift break reminders 11pm, 1:30am, 3:30am, 5am Manila time',
    MNL,
    daily(['23:00', '01:30', '03:30', '05:00'], MNL),
  ),
  e(
    'queue SLA report every 30 min during US east coast hours 9-5 ET',
    MNL,
    either(
      span('daily', { minutes: 30 }, '09:00', '17:00', NY),
      span('weekdays', { minutes: 30 }, '09:00', '17:00', NY),
    ),
  ),
  e('agent huddle 8:45pm PHT mon-fri', MNL, on('weekdays', '20:45', MNL)),
  e('pakipaalala ang team meeting tuwing Biyernes alas-9 ng gabi', MNL, on(['fri'], '21:00', MNL)),
  e(
    'payroll cutoff reminder 15th and 30th 5pm',
    MNL,
    either(on({ monthDays: [15, 30] }, '17:00', MNL), on({ monthDays: [15, 'last'] }, '17:00', MNL)),
  ),
  e('WFM forecast upload daily 0330 Manila (2:30pm NY) — go by manila', MNL, daily('03:30', MNL)),
  e('client QBR prep reminder 2nd tuesday 9am EST', MNL, on({ nth: [2], weekday: 'tue' }, '09:00', NY)),
  e('kamusta team! coaching sessions tuwing Martes at Huwebes 7am', MNL, on(TT, '07:00', MNL)),
  e('outbound dialer 9am ET weekdays, skip thanksgiving and US holidays', MNL, no(HOLIDAYS)),
  e('shift bid opens 9am manila time on dec 7', MNL, once('2026-12-07', '09:00', MNL)),
  e('log-out reminder at 6am every day, customers are in Chicago', MNL, daily('06:00', MNL)),
  e('account X wants the callback list at 8am their time (Dallas) mon-fri', MNL, on('weekdays', '08:00', CHI)),
  e('QA calibration every 2nd and 4th wed 10pm Manila', MNL, on({ nth: [2, 4], weekday: 'wed' }, '22:00', MNL)),
  // a hotel group's revenue management
  e('rate shop pull 6am, 2pm, 10pm', DXB, daily(['06:00', '14:00', '22:00'], DXB)),
  e('pickup report every morning at 7:15 Dubai time', DXB, daily('07:15', DXB)),
  e('budget vs forecast pack on the 3rd business day', DXB, no(BUSINESS_NTH)),
  e('revenue meeting tuesdays 10 SGT, remind 30 min prior', SGP, on(['tue'], '09:30', SGP)),
  e('Ramadan pricing review daily at iftar', DXB, no(SUN)),
  e('displacement analysis every friday 16:00 GST', DXB, on(['fri'], '16:00', DXB)),
  e('month-end revenue close last day of month 23:00 SGT', SGP, on({ monthDays: ['last'] }, '23:00', SGP)),
  e('Düsseldorf hotel: Ratencheck werktags um 6:45', BER, on('weekdays', '06:45', BER)),
  e('STR weekly benchmark import every wed 1pm london', DXB, on(['wed'], '13:00', LON)),
  e(
    'yield rules refresh every 3 hours from 6am',
    DXB,
    either(
      plan(every('daily', { hours: 3 }, DXB)),
      plan(every('daily', { hours: 3, window: ['06:00', '23:59'] }, DXB)),
    ),
  ),
  e('HK property: forecast lock thursdays 5pm HKT', SGP, on(['thu'], '17:00', HKG)),
  e('comp set review 1st monday 9am Dubai', DXB, on({ nth: [1], weekday: 'mon' }, '09:00', DXB)),
  // a marathon organiser
  e('registration opens reminder 9am ET on jan 12', NY, once('2027-01-12', '09:00', NY)),
  e('bib assignment export every night 1am until april 10', NY, daily('01:00', NY, { until: '2027-04-10' })),
  e(
    'race morning: wave start announcements 0700 0725 0750 0815 on sun apr 18 2027',
    NY,
    once('2027-04-18', ['07:00', '07:25', '07:50', '08:15'], NY),
  ),
  e(
    'Berlin-Marathon: Helfer-Newsletter jeden Donnerstag 18 Uhr bis zum 26. September 2027',
    BER,
    on(['thu'], '18:00', BER, { until: '2027-09-26' }),
  ),
  e("training plan emails mon/wed/fri 5:30am in each runner's local time", NY, no(PER_USER)),
  e('maratona: lembrete de inscrição todo dia 1º às 10h', SAO, on({ monthDays: [1] }, '10:00', SAO)),
  e('Chicago expo vendor load-in reminder fri oct 8 2027 6am', NY, once('2027-10-08', '06:00', CHI)),
  e('live tracking health check every minute on race day', NY, no(NO_DATE)),
  e('maratón: recordatorio a voluntarios sábado 6 de marzo 2027 a las 19h', MAD, once('2027-03-06', '19:00', MAD)),
  // a water utility
  e('reservoir level telemetry every 15 min', JNB, plan(every('daily', { minutes: 15 }, JNB))),
  e('chlorine residual lab sample 06:00 and 18:00 SAST', JNB, daily(['06:00', '18:00'], JNB)),
  e('load-shedding schedule check every 2 hours', JNB, plan(every('daily', { hours: 2 }, JNB))),
  e('meter reading route reminders on the 25th 7am', JNB, on({ monthDays: [25] }, '07:00', JNB)),
  e('boil water advisory SMS when turbidity > 1 NTU', JNB, no(SENSOR)),
  e('Perth: dam release notice mon 0800 AWST', PER, on(['mon'], '08:00', PER)),
  e('pump station 7 failover test 2nd sunday of every month 3am', PER, no(NTH_SHIFT)),
  e(
    'water restrictions reminder tue & sat 5pm during dec–feb',
    PER,
    on({ weekdays: ['tue', 'sat'], months: [12, 1, 2] }, '17:00', PER),
  ),
  e('waterbedrijf: storingsrapport elke werkdag om 8 uur', AMS, on('weekdays', '08:00', AMS)),
  e('billing run last business day 6pm', JNB, on({ lastBusinessDay: true }, '18:00', JNB)),
  e('hydrant flushing every 45 min per zone', JNB, no(STEP_MINUTES)),
  e('waterwerke: dam vlakke verslag elke Maandag om 07:30 asseblief', JNB, on(['mon'], '07:30', JNB)),
  // a mining camp
  e('FIFO roster: flight manifest every 8 days', PER, no(DAYS_STEP)),
  e('camp kitchen: crib room open reminder 5:15am and 5:15pm', PER, daily(['05:15', '17:15'], PER)),
  e('2 weeks on 1 week off swing change reminder', PER, no(WEEKS)),
  e('pit blast notification 12:30 daily, no blasts sundays', PER, on(MON_SAT, '12:30', PER)),
  e('haul truck tyre pressure report every 4 hrs', PER, plan(every('daily', { hours: 4 }, PER))),
  e('charter departs Perth 6am Tues — remind crew at 4am', PER, on(['tue'], '04:00', PER)),
  e("Eucla roadhouse camp: generator refuel 0700 daily (we're on +8:45)", EUC, daily('07:00', EUC)),
  e('gas monitor bump test before every shift', PER, no(RELATIVE)),
  e(
    'Pilbara camp: cyclone watch briefing every day at 1800 from dec 1 til mar 31',
    PER,
    daily('18:00', PER, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e('mine rescue drill every 3rd thursday 2pm', PER, on({ nth: [3], weekday: 'thu' }, '14:00', PER)),
  e(
    'Kalgoorlie: timesheets due every 2nd wed 10am',
    PER,
    either(no(WEEKS), on({ nth: [2], weekday: 'wed' }, '10:00', PER)),
  ),
  e('camp: 8 days in, 6 days out — remind the crew the night before fly-out', PER, no(DAYS_STEP)),
  // a construction site
  e('concrete pour start 6:30a tomorrow', TOR, once('2026-11-24', '06:30', TOR)),
  e('crane inspection log every mon 7am before toolbox talk', TOR, on(['mon'], '07:00', TOR)),
  e('toolbox talk 7:15 daily mon-sat', TOR, on(MON_SAT, '07:15', TOR)),
  e(
    'noise curfew reminder 7pm weekdays, 5pm saturday',
    TOR,
    plan([at('weekdays', '19:00', TOR), at(['sat'], '17:00', TOR)]),
  ),
  e(
    'Doha site: heat stress break every hour 11am-3pm from june to sept',
    DOH,
    span({ months: [6, 7, 8, 9] }, { hours: 1 }, '11:00', '15:00', DOH),
  ),
  e('obra: reunión de seguridad los lunes a las 7:30', MEX, on(['mon'], '07:30', MEX)),
  e('budowa: odbiór betonu w czwartek 5 grudnia o 6:00', WAW, no(DATE_CLASH)),
  e(
    'progress photos drone flight every friday 3pm until handover june 30 2027',
    TOR,
    on(['fri'], '15:00', TOR, { until: '2027-06-30' }),
  ),
  e('Baustelle: Betonprüfung 7, 14 und 28 Tage nach dem Guss', BER, no(RELATIVE)),
  e(
    'winter heating blankets check 5am & 11pm daily until march 15',
    TOR,
    daily(['05:00', '23:00'], TOR, { until: '2027-03-15' }),
  ),
  e('site gate opens 0645 — send the gate code at 0630 mon-fri', TOR, on('weekdays', '06:30', TOR)),
  // an observatory
  e('dome open at astronomical twilight', SCL, no(SUN)),
  e('Mauna Kea: weather briefing 4:30pm HST daily', HNL, daily('16:30', HNL)),
  e('telescope pointing model run every night at 2300 local', SCL, daily('23:00', SCL)),
  e('data transfer to the archive every 6 hours UTC', SCL, plan(every('daily', { hours: 6 }, UTC))),
  e('observatorio: calibración de flats todos los días a las 19:30 hora chilena', SCL, daily('19:30', SCL)),
  e('La Palma: cryo compressor check every 4 hrs', CAN, plan(every('daily', { hours: 4 }, CAN))),
  e('proposal deadline reminder apr 1 2027 12:00 UT', SCL, once('2027-04-01', '12:00', UTC)),
  e(
    'CCD temperature log every 10 min from 18:00 to 07:00',
    HNL,
    either(
      plan([
        every('daily', { minutes: 10, window: ['18:00', '23:50'] }, HNL),
        every('daily', { minutes: 10, window: ['00:00', '07:00'] }, HNL),
      ]),
      plan([
        every('daily', { minutes: 10, window: ['18:00', '23:50'] }, HNL),
        every('daily', { minutes: 10, window: ['00:00', '06:50'] }, HNL),
      ]),
    ),
  ),
  e('observing log backup the 1st of each month 10:00 UTC', HNL, on({ monthDays: [1] }, '10:00', UTC)),
  e(
    'Sterrenwacht: publieksavond vrijdag om 20:30 van oktober tot en met maart',
    AMS,
    on({ weekdays: ['fri'], months: [10, 11, 12, 1, 2, 3] }, '20:30', AMS),
  ),
  e('dome seal heater cycle every 90 min', SCL, no(STEP_MINUTES)),
  e(
    'allsky camera upload every 2 min from 20:00 till 06:00',
    SCL,
    either(
      plan([
        every('daily', { minutes: 2, window: ['20:00', '23:58'] }, SCL),
        every('daily', { minutes: 2, window: ['00:00', '06:00'] }, SCL),
      ]),
      plan([
        every('daily', { minutes: 2, window: ['20:00', '23:58'] }, SCL),
        every('daily', { minutes: 2, window: ['00:00', '05:58'] }, SCL),
      ]),
    ),
  ),
  // an ice rink
  e('zamboni resurfacing every 2 hrs 8am-10pm', WPG, span('daily', { hours: 2 }, '08:00', '22:00', WPG)),
  e('public skate opens 1pm sat/sun', WPG, on('weekends', '13:00', WPG)),
  e('ice temp log every 30 mins while the rink is open', WPG, no(OPEN_HOURS)),
  e('jäähalli: jäänhoito joka päivä klo 6.30 ja 22.00', HEL, daily(['06:30', '22:00'], HEL)),
  e('hockey league schedule email every sunday night at 8', WPG, on(['sun'], '20:00', WPG)),
  e('skate sharpening reminder tues 4pm, stop after feb 28', WPG, on(['tue'], '16:00', WPG, { until: '2027-02-28' })),
  e('ammonia sensor test first thursday monthly 9am', WPG, on({ nth: [1], weekday: 'thu' }, '09:00', WPG)),
  e('ishall: spolning varje kväll kl 23', STO, daily('23:00', STO)),
  e(
    'learn-to-skate parent email sat 7:30am jan 9 – mar 13',
    WPG,
    on(['sat'], '07:30', WPG, { from: '2027-01-09', until: '2027-03-13' }),
  ),
  // a food bank
  e('volunteer shift reminder 8am the day before each distribution', NY, no(RELATIVE)),
  e('pantry distribution tue/thu 10am and sat 9am', NY, plan([at(TT, '10:00', NY), at(['sat'], '09:00', NY)])),
  e('SNAP enrollment help desk reminder 1st and 3rd sat 8:30', NY, on({ nth: [1, 3], weekday: 'sat' }, '08:30', NY)),
  e('thanksgiving turkey drive reminder tomorrow 9am', NY, once('2026-11-24', '09:00', NY)),
  e('banco de alimentos: entrega a familias los miércoles a las 4 de la tarde', NY, on(['wed'], '16:00', NY)),
  e('donor thank-you emails monthly on the 28th 10am', NY, on({ monthDays: [28] }, '10:00', NY)),
  e(
    'grant report due last weekday of each quarter, remind 5pm that day',
    NY,
    on({ lastBusinessDay: true, months: QUARTER_ENDS }, '17:00', NY),
  ),
  e('expiry date check every weekday at opening', NY, no(OPEN_HOURS)),
  e('food bank: mobile pantry in Savannah 2nd saturday 7am', NY, on({ nth: [2], weekday: 'sat' }, '07:00', NY)),
  // a recycling centre
  e('Wertstoffhof: Containerwechsel Mo, Mi, Fr um 6:30', BER, on(MWF, '06:30', BER)),
  e('baler maintenance last sat of month 7am', BER, on({ nth: ['last'], weekday: 'sat' }, '07:00', BER)),
  e('weighbridge data export hourly at :50', BER, plan(every('daily', { hours: 1, at: 50 }, BER))),
  e(
    'e-waste pickup day first wednesday of jan, apr, jul, oct at 10am',
    BER,
    on({ nth: [1], weekday: 'wed', months: QUARTERS }, '10:00', BER),
  ),
  e(
    'Christbaumabholung am 9. und 16. Januar 2027 ab 8 Uhr',
    BER,
    plan(at({ months: [1], monthDays: [9, 16] }, '08:00', BER), { until: '2027-01-16' }),
  ),
  e(
    'centrum recyklingu: przypomnienie o odbiorze gabarytów w każdy drugi wtorek miesiąca o 7:00',
    WAW,
    on({ nth: [2], weekday: 'tue' }, '07:00', WAW),
  ),
  e('MRF sorting line stop for cleaning 11:45-12:15, alert at 11:40 weekdays', BER, on('weekdays', '11:40', BER)),
  e(
    'hazardous waste day next sat 9 to 2 — announce friday 5pm',
    BER,
    either(once('2026-11-27', '17:00', BER), once('2026-12-04', '17:00', BER)),
  ),
  // a music festival
  e('stage times push notification 15 mins before each act', LON, no(RELATIVE)),
  e('ticket resale opens 10am BST sun 18 april 2027', LON, once('2027-04-18', '10:00', LON)),
  e(
    'site build daily standup 0800 from jun 1 to jun 23 2027',
    LON,
    daily('08:00', LON, { from: '2027-06-01', until: '2027-06-23' }),
  ),
  e(
    'noise monitoring log every 15 min 11am-11pm during the festival (jun 24-27 2027)',
    LON,
    span('daily', { minutes: 15 }, '11:00', '23:00', LON, { from: '2027-06-24', until: '2027-06-27' }),
  ),
  e(
    'curfew warning 10:45pm fri & sat, 10:15pm sun',
    LON,
    plan([at(['fri', 'sat'], '22:45', LON), at(['sun'], '22:15', LON)]),
  ),
  e(
    'festival: lembrete de credenciamento 7h da manhã todos os dias de 10 a 19 de setembro de 2027',
    SAO,
    daily('07:00', SAO, { from: '2027-09-10', until: '2027-09-19' }),
  ),
  e('gates open 2pm, remind security team 45 min before', LON, either(no(NO_DATE), daily('13:15', LON))),
  e('lineup teaser drop dec 1 at 19:00 CET', LON, once('2026-12-01', '19:00', BER)),
  e('recycling crew 6am & 6pm daily during the event', LON, no(NO_DATE)),
  e('artist advancing emails every tuesday 11am', LON, on(['tue'], '11:00', LON)),
  e(
    'wristband courier cut-off thu 3pm until the 17th of june 2027',
    LON,
    on(['thu'], '15:00', LON, { until: '2027-06-17' }),
  ),
  // people in places with odd clocks
  e('Norfolk: council rates reminder 15th of each month 10am', NFK, on({ monthDays: [15] }, '10:00', NFK)),
  e('Kiritimati: 1st of the month 9am fuel report', KIR, on({ monthDays: [1] }, '09:00', KIR)),
  e(
    'Tehran office: har rooz saat 8 sobh gozaresh, joz jomeh',
    THR,
    on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '08:00', THR),
  ),
  e("St John's: weekly digest sunday 11:45pm NL time", STJ, on(['sun'], '23:45', STJ)),
  e('Chatham: tide table post every day 5:45am', CHT, daily('05:45', CHT)),
  e('Norfolk Island: island radio news upload 7am daily', NFK, daily('07:00', NFK)),
  e('Norfolk: supply ship arrival reminder wed 6pm', NFK, on(['wed'], '18:00', NFK)),
  e('Norfolk Island: one-off generator test oct 3 2027 at 2:30am', NFK, no(SKIPPED)),
  e('Norfolk Standard Time — council agenda email every thursday 9am', NFK, on(['thu'], '09:00', NFK)),
  e('Chatham Islands: ferry booking reminder every thursday 9:45am Chatham time', CHT, on(['thu'], '09:45', CHT)),
  e(
    'Chatham: first monday of the month community board reminder 7pm',
    CHT,
    on({ nth: [1], weekday: 'mon' }, '19:00', CHT),
  ),
  e('Chatham Islands Standard Time, nightly sync 3:00am', CHT, daily('03:00', CHT)),
  e('Kiritimati: first monday of the month fuel order 10am', KIR, no(NTH_SHIFT)),
  e('Kiritimati office: weekly report friday 4pm LINT', KIR, on(['fri'], '16:00', KIR)),
  e('Line Islands Standard Time: school bell test weekdays 7:30am', KIR, on('weekdays', '07:30', KIR)),
  e('Kiritimati: payroll last friday of the month 3pm', KIR, on({ nth: ['last'], weekday: 'fri' }, '15:00', KIR)),
  e('Christmas Island (Kiribati) clinic: supplies request 1st business day 9am', KIR, no(BUSINESS_SHIFT)),
  e('satellite link check every 30 min, we are UTC+14', KIR, plan(every('daily', { minutes: 30 }, KIR))),
  e('Tehran office: gozaresh-e haftegi shanbe saat-e 9 sobh', THR, on(['sat'], '09:00', THR)),
  e('Tehran: weekend is thu-fri here, so the digest goes sat through wed 8:30', THR, on(SAT_WED, '08:30', THR)),
  e('Tehran: Nowruz greeting to staff on march 21 2027 at 9 in the morning', THR, once('2027-03-21', '09:00', THR)),
  e('jalase-ye modiran yekshanbe saat 10 sobh', THR, on(['sun'], '10:00', THR)),
  e('Newfoundland: harbour report 0630 NST daily', STJ, daily('06:30', STJ)),
  e("St John's office: payroll last business day 2:30pm NL time", STJ, on({ lastBusinessDay: true }, '14:30', STJ)),
  e('Gander office every 3rd wed 4pm Newfoundland time', STJ, on({ nth: [3], weekday: 'wed' }, '16:00', STJ)),
  e("St. John's: server patch once, nov 7 2027 at 1:30am", STJ, either(no(TWICE), once('2027-11-07', '01:30', STJ))),
  e('Newfoundland Standard Time, ferry schedule post every weekday 7:15', STJ, on('weekdays', '07:15', STJ)),
  e('Marquesas: generator switch 5:30am and 9:30pm', MRQ, daily(['05:30', '21:30'], MRQ)),
  e('Marquesas (-9:30): weekly supply order mon 10am', MRQ, on(['mon'], '10:00', MRQ)),
  e('Taiohae radio net every sunday 7:30pm Marquesas time', MRQ, on(['sun'], '19:30', MRQ)),
  e('Nuku Hiva: market reminder first saturday 6am', MRQ, on({ nth: [1], weekday: 'sat' }, '06:00', MRQ)),
  e('Eucla time (+8:45) — cash-up reminder 9:15pm daily', EUC, daily('21:15', EUC)),
  e('Eucla: monthly fuel stocktake last day 8pm', EUC, on({ monthDays: ['last'] }, '20:00', EUC)),
  e('Eucla: bore pump telemetry every 20 min', EUC, plan(every('daily', { minutes: 20 }, EUC))),
  // platform engineers: Airflow, Prefect, Dagster, Temporal
  e("airflow: schedule_interval='0 6 * * *' on the ingest DAG", LON, daily('06:00', UTC)),
  e('schedule="@daily" for the cleanup dag', LON, daily('00:00', UTC)),
  e(
    'airflow schedule_interval=timedelta(hours=1)',
    LON,
    either(plan(every('daily', { hours: 1 }, UTC)), no(FROM_START)),
  ),
  e(
    'DAG(schedule="30 2 * * 1-5", start_date=pendulum.datetime(2026, 1, 1, tz="Europe/Warsaw"))',
    WAW,
    on('weekdays', '02:30', WAW),
  ),
  e("schedule='@weekly' pls (airflow, default tz)", NY, on(['sun'], '00:00', UTC)),
  e('prefect: CronSchedule(cron="0 9 * * 1-5", timezone="America/Chicago")', NY, on('weekdays', '09:00', CHI)),
  e(
    'IntervalSchedule(interval=timedelta(minutes=30)) in prefect',
    NY,
    either(plan(every('daily', { minutes: 30 }, UTC)), no(FROM_START)),
  ),
  e('prefect deploy --cron "15 4 * * *" --timezone "Asia/Kolkata"', KOL, daily('04:15', KOL)),
  e(
    'RRuleSchedule(rrule="FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=7;BYMINUTE=0", timezone="Europe/Madrid")',
    MAD,
    on(['mon', 'wed'], '07:00', MAD),
  ),
  e(
    'dagster: ScheduleDefinition(job=etl_job, cron_schedule="0 3 * * *", execution_timezone="Europe/Berlin")',
    LON,
    daily('03:00', BER),
  ),
  e(
    '@schedule(cron_schedule="0 0 1 * *", job=monthly_rollup) — no execution_timezone set',
    LON,
    on({ monthDays: [1] }, '00:00', UTC),
  ),
  e(
    'temporal: ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)], day_of_week=[ScheduleRange(1, 5)])], time_zone_name="America/New_York")',
    NY,
    on('weekdays', '09:00', NY),
  ),
  e("temporal schedule spec: intervals: [{ every: '1h' }]", NY, plan(every('daily', { hours: 1 }, UTC))),
  e("temporal schedule create --cron '30 12 * * 5' --time-zone 'Asia/Tokyo'", TYO, on(['fri'], '12:30', TYO)),
  e("temporal: intervals: [{ every: '45m' }]", NY, no(STEP_MINUTES)),
  // Hangfire, Quartz.NET
  e('RecurringJob.AddOrUpdate("purge", () => Purge(), Cron.Daily(4, 30));', LON, daily('04:30', UTC)),
  e(
    'hangfire Cron.Weekly(DayOfWeek.Monday, 9) with TimeZone = FindSystemTimeZoneById("Eastern Standard Time")',
    LON,
    on(['mon'], '09:00', NY),
  ),
  e('Cron.Monthly(15, 6) in hangfire (utc)', LON, on({ monthDays: [15] }, '06:00', UTC)),
  e('hangfire Cron.Hourly(20)', LON, plan(every('daily', { hours: 1, at: 20 }, UTC))),
  e('hangfire "0 */2 * * *" TimeZone "Tokyo Standard Time"', TYO, plan(every('daily', { hours: 2 }, TYO))),
  e(
    '.WithCronSchedule("0 0 12 ? * MON-FRI", x => x.InTimeZone(TimeZoneInfo.FindSystemTimeZoneById("W. Europe Standard Time")))',
    BER,
    on('weekdays', '12:00', BER),
  ),
  e('quartz.net WithCronSchedule("0 30 6 L * ?") — server is UTC', LON, on({ monthDays: ['last'] }, '06:30', UTC)),
  e(
    'quartz: 0 0/15 8-17 ? * MON-FRI in Europe/Paris',
    PAR,
    plan(every('weekdays', { minutes: 15, window: ['08:00', '17:45'] }, PAR)),
  ),
  e('quartz trigger 0 0 10 ? * 6#3 (UTC)', LON, on({ nth: [3], weekday: 'fri' }, '10:00', UTC)),
  e('quartz 0 15 10 ? * * 2027 utc', LON, daily('10:15', UTC, { from: '2027-01-01', until: '2027-12-31' })),
  e('quartz.net: 0 0 12 1/5 * ? utc', LON, on({ monthDays: [1, 6, 11, 16, 21, 26, 31] }, '12:00', UTC)),
  e('quartz 0 0 25 * * ?', LON, no(BAD_CRON)),
  // sidekiq-cron, whenever, APScheduler
  e('sidekiq-cron: cron: "0 4 * * * America/New_York"', CHI, daily('04:00', NY)),
  e('sidekiq-cron DigestJob cron: "*/30 * * * *"', NY, plan(every('daily', { minutes: 30 }, UTC))),
  e('sidekiq-cron: cron: "every day at 5:30 pm" (server is on Chicago time)', CHI, daily('17:30', CHI)),
  e("whenever: every 1.day, at: '4:30 am' do runner 'Report.send' end — box is UTC", LON, daily('04:30', UTC)),
  e("whenever gem: every :weekday, at: '7:15pm' (our box runs Pacific)", LA, on('weekdays', '19:15', LA)),
  e('whenever: every 2.weeks do rake "invoices:remind" end', LA, no(WEEKS)),
  e("schedule.rb: every :sunday, at: '12pm' — server in Sydney", SYD, on(['sun'], '12:00', SYD)),
  e("CronTrigger(day_of_week='mon-fri', hour=17, minute=30, timezone='Asia/Tokyo')", TYO, on('weekdays', '17:30', TYO)),
  e(
    "apscheduler CronTrigger.from_crontab('0 8 * * 1', timezone='Australia/Sydney') — mondays",
    SYD,
    on(['mon'], '08:00', SYD),
  ),
  e('IntervalTrigger(minutes=15)', SGP, either(plan(every('daily', { minutes: 15 }, SGP)), no(FROM_START))),
  e(
    "CronTrigger(day='last', hour=23, minute=0, timezone='Europe/Rome')",
    ROM,
    on({ monthDays: ['last'] }, '23:00', ROM),
  ),
  e(
    "CronTrigger(day='2nd fri', hour=9, timezone='America/Denver')",
    DEN,
    on({ nth: [2], weekday: 'fri' }, '09:00', DEN),
  ),
  // Laravel, Spring
  e("$schedule->command('reports:send')->dailyAt('13:00')->timezone('America/New_York');", LON, daily('13:00', NY)),
  e("->weekdays()->at('08:15') — app timezone is Europe/Lisbon", LIS, on('weekdays', '08:15', LIS)),
  e("laravel ->monthlyOn(4, '15:00'), config/app.php timezone = UTC", LIS, on({ monthDays: [4] }, '15:00', UTC)),
  e(
    "->everyFifteenMinutes()->between('8:00', '17:00')->timezone('Europe/Amsterdam')",
    AMS,
    span('daily', { minutes: 15 }, '08:00', '17:00', AMS),
  ),
  e("->twiceDaily(1, 13)->timezone('Asia/Jakarta')", JKT, daily(['01:00', '13:00'], JKT)),
  e("->lastDayOfMonth('15:00') in Europe/Istanbul", IST, on({ monthDays: ['last'] }, '15:00', IST)),
  e('->everyThirtySeconds() on the queue monitor', LON, no(SECONDS)),
  e("->weeklyOn(1, '8:00')->timezone('Asia/Jakarta')", JKT, on(['mon'], '08:00', JKT)),
  e('@Scheduled(cron = "0 0 2 * * MON-FRI", zone = "Europe/Paris")', PAR, on('weekdays', '02:00', PAR)),
  e('@Scheduled(cron = "0 */10 * * * *")', LON, plan(every('daily', { minutes: 10 }, UTC))),
  e('@Scheduled(fixedRate = 60000)', LON, either(plan(every('daily', { minutes: 1 }, UTC)), no(FROM_START))),
  e('@Scheduled(cron = "0 0 9 L * ?", zone = "America/Sao_Paulo")', SAO, on({ monthDays: ['last'] }, '09:00', SAO)),
  e('@Scheduled(cron = "0 0 6 ? * MON#1", zone = "Asia/Seoul")', SEL, no(NTH_SHIFT)),
  e('@Scheduled(cron = "30 0 9 * * *") — the :30 seconds matter', LON, no(SECONDS)),
  // Heroku, Render, Google Cloud
  e('Heroku Scheduler: every day at 10:30 PM UTC', LA, daily('22:30', UTC)),
  e('heroku scheduler "Every hour at :15"', LA, plan(every('daily', { hours: 1, at: 15 }, UTC))),
  e(
    'Heroku Scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest` so it only runs mondays',
    LA,
    on(['mon'], '06:00', UTC),
  ),
  e('render.yaml: schedule: "0 */6 * * *"', LA, plan(every('daily', { hours: 6 }, UTC))),
  e('render cron job schedule "15 3 * * 0"', LA, on(['sun'], '03:15', UTC)),
  e(
    'gcloud scheduler jobs create http nightly --schedule="30 8 * * 1-5" --time-zone="Europe/London"',
    LON,
    on('weekdays', '08:30', LON),
  ),
  e('cron.yaml: schedule: every monday 09:00 / timezone: Australia/NSW', SYD, on(['mon'], '09:00', SYD)),
  e(
    'app engine cron: schedule: 1st,3rd tuesday of month 14:00, timezone: Asia/Kolkata',
    KOL,
    on({ nth: [1, 3], weekday: 'tue' }, '14:00', KOL),
  ),
  e(
    'app engine cron "every 2 hours from 08:00 to 18:00" (UTC)',
    LON,
    span('daily', { hours: 2 }, '08:00', '18:00', UTC),
  ),
  e('cloud scheduler --schedule="0 0 29 2 *"', LON, no(LEAP)),
  // Azure Logic Apps, Power Automate, Zapier, Jira
  e(
    '"recurrence": {"frequency": "Week", "interval": 1, "schedule": {"weekDays": ["Monday", "Thursday"], "hours": [9], "minutes": [30]}, "timeZone": "W. Europe Standard Time"}',
    BER,
    on(['mon', 'thu'], '09:30', BER),
  ),
  e(
    'logic app recurrence {"frequency":"Week","interval":2,"schedule":{"weekDays":["Friday"],"hours":[7],"minutes":[0]}}',
    BER,
    no(WEEKS),
  ),
  e(
    '{"frequency":"Day","interval":1,"schedule":{"hours":[6,18],"minutes":[0]},"timeZone":"AUS Eastern Standard Time"}',
    SYD,
    daily(['06:00', '18:00'], SYD),
  ),
  e(
    '{"frequency":"Month","interval":1,"schedule":{"monthDays":[-1],"hours":[22],"minutes":[0]},"timeZone":"New Zealand Standard Time"}',
    AKL,
    on({ monthDays: ['last'] }, '22:00', AKL),
  ),
  e('logic app: "frequency": "Minute", "interval": 45', BER, no(STEP_MINUTES)),
  e(
    'Power Automate recurrence: interval 1, frequency Day, time zone (UTC+10:00) Canberra, Melbourne, Sydney, at these hours 7, at these minutes 0',
    SYD,
    daily('07:00', SYD),
  ),
  e(
    'flow: every 1 week on Friday at 16:30 (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    KOL,
    on(['fri'], '16:30', KOL),
  ),
  e('power automate (UTC-03:30) Newfoundland, weekdays at 9:00', STJ, on('weekdays', '09:00', STJ)),
  e('Schedule by Zapier — Every Week, Day of the Week: Friday, Time of Day: 4pm', DEN, on(['fri'], '16:00', DEN)),
  e(
    'zapier: Every Month, Day of the Month: 31, Time of Day: 9am',
    DEN,
    either(on({ monthDays: [31] }, '09:00', DEN), on({ monthDays: ['last'] }, '09:00', DEN)),
  ),
  e('zap schedule: every day, trigger on weekends = no, time of day midnight', DEN, on('weekdays', '00:00', DEN)),
  e(
    'jira automation scheduled trigger, cron 0 0 9 ? * MON-FRI (site tz Europe/Dublin)',
    LON,
    on('weekdays', '09:00', 'Europe/Dublin'),
  ),
  e('jira automation: scheduled, every 2 days', LON, no(DAYS_STEP)),
  e('jira cron 0 30 17 ? * 6L — site is Melbourne time', MEL, on({ nth: ['last'], weekday: 'fri' }, '17:30', MEL)),
  // Bitbucket, CircleCI, Buildkite, Jenkins
  e('bitbucket schedule: Daily, between 02:00 - 03:00 UTC', LON, no(RANDOM)),
  e('circleci triggers: - schedule: cron: "0 3 * * 1-5"', LON, on('weekdays', '03:00', UTC)),
  e('circleci scheduled pipeline: hours of day 3 and 15 UTC, days MON WED, per hour 1', LON, no(RANDOM)),
  e('buildkite cronline "0 2 * * * Europe/Berlin"', BER, daily('02:00', BER)),
  e('buildkite schedule cronline: "@daily"', BER, daily('00:00', UTC)),
  e('jenkins: H 2 * * 1-5', LON, no(RANDOM)),
  e('jenkinsfile triggers { cron("TZ=Europe/London\\n0 6 * * 1-5") }', LON, on('weekdays', '06:00', LON)),
  e('jenkins H/15 * * * * on the smoke tests', LON, no(RANDOM)),
  e('jenkins cron: 0 22 * * 5 (controller runs America/Chicago)', LON, on(['fri'], '22:00', CHI)),
  // launchd, Windows Task Scheduler, systemd, Outlook
  e(
    'launchd StartCalendarInterval <dict><key>Hour</key><integer>3</integer><key>Minute</key><integer>15</integer></dict>',
    VAN,
    daily('03:15', VAN),
  ),
  e('launchd: Weekday 0, Hour 9, Minute 0', VAN, on(['sun'], '09:00', VAN)),
  e(
    'launchd <key>StartInterval</key><integer>3600</integer>',
    VAN,
    either(plan(every('daily', { hours: 1 }, VAN)), no(FROM_START)),
  ),
  e(
    'plist StartCalendarInterval: Day 1, Hour 6 (no Minute key)',
    VAN,
    either(
      on({ monthDays: [1] }, '06:00', VAN),
      plan(every({ monthDays: [1] }, { minutes: 1, window: ['06:00', '06:59'] }, VAN)),
    ),
  ),
  e(
    'Task Scheduler: At 6:00 AM every Mon, Wed of every week, starting 12/1/2026',
    CHI,
    on(['mon', 'wed'], '06:00', CHI, { from: '2026-12-01' }),
  ),
  e(
    'task scheduler: daily at 11:30 PM, repeat task every 1 hour for a duration of 12 hours',
    CHI,
    either(
      plan([at('daily', '23:30', CHI), every('daily', { hours: 1, window: ['00:30', '11:30'] }, CHI)]),
      plan([at('daily', '23:30', CHI), every('daily', { hours: 1, window: ['00:30', '10:30'] }, CHI)]),
    ),
  ),
  e('task scheduler trigger: At log on of any user', CHI, no(EVENT)),
  e('Task Scheduler monthly: on the Last Friday of January, April, July, October at 8:00 PM', TOR, no(NTH_SHIFT)),
  e('OnCalendar=Mon..Fri *-*-* 06:30:00 Europe/Berlin', LON, on('weekdays', '06:30', BER)),
  e(
    'systemd timer OnCalendar=*-*-01 04:00:00 (host is on Europe/Stockholm)',
    STO,
    on({ monthDays: [1] }, '04:00', STO),
  ),
  e('OnUnitActiveSec=15min', STO, no(FROM_START)),
  e('OnCalendar=Sat *-*-1..7 18:00:00 Europe/Warsaw', WAW, on({ nth: [1], weekday: 'sat' }, '18:00', WAW)),
  e('systemd OnCalendar=*:0/20', STO, plan(every('daily', { minutes: 20 }, STO))),
  e('OnCalendar=*-*-* 02:30:00 America/New_York with RandomizedDelaySec=30m', NY, no(RANDOM)),
  e('OnCalendar=*-*~01 23:00 (machine tz Europe/Helsinki)', HEL, on({ monthDays: ['last'] }, '23:00', HEL)),
  e('Outlook: Occurs every 2 weeks on Tuesday from 10:00 AM to 10:30 AM effective 12/1/2026', NY, no(WEEKS)),
  e(
    'outlook: Occurs the second Thursday of every 1 month from 3:00 PM to 4:00 PM',
    LON,
    on({ nth: [2], weekday: 'thu' }, '15:00', LON),
  ),
  e(
    'Occurs every weekday from 8:45 AM to 9:00 AM effective 11/30/2026 until 3/26/2027. (UTC-05:00) Eastern Time (US & Canada)',
    CHI,
    on('weekdays', '08:45', NY, { from: '2026-11-30', until: '2027-03-26' }),
  ),
  e(
    'Occurs day 15 of every 3 months effective 1/15/2027 from 9:00 AM to 9:30 AM',
    NY,
    on({ monthDays: [15], months: QUARTERS }, '09:00', NY, { from: '2027-01-15' }),
  ),
  e('crontab: 0 9 * * 1-5 # standup bot  (CRON_TZ=America/Los_Angeles above it)', LA, on('weekdays', '09:00', LA)),
  e('weekday-only report, cron 0 12 * * 0,6', LA, no(CONFLICT)),
  // a language school and a co-working space
  e('Kyoto campus: kanji quiz reminder every weekday 8:50 JST', TYO, on('weekdays', '08:50', TYO)),
  e(
    'nihongo gakkou: shukudai no remind wa maishuu kinyoubi gogo 5-ji ni onegai shimasu',
    TYO,
    on(['fri'], '17:00', TYO),
  ),
  e('escuela de idiomas: clases de conversación martes y jueves 19:00, avisar 1 hora antes', MAD, on(TT, '18:00', MAD)),
  e('placement test reminder jan 9 2027 10am', MAD, once('2027-01-09', '10:00', MAD)),
  e(
    'Valencia: intercambio de idiomas los miércoles a las 20h excepto en agosto',
    MAD,
    on({ weekdays: ['wed'], months: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12] }, '20:00', MAD),
  ),
  e('enrolment reminder emails 1st of every month at 7 — sorry, 8am', MAD, on({ monthDays: [1] }, '08:00', MAD)),
  e('Sprachschule: Kursstart-Erinnerung Montag, 11. Januar 2027 um 8:30', BER, once('2027-01-11', '08:30', BER)),
  e('hanguk-eo ban: sukje allim maeju suyoil ohu 3-si', SEL, on(['wed'], '15:00', SEL)),
  e('Tokyo school: staff meeting 2nd and 4th monday 9:00', TYO, on({ nth: [2, 4], weekday: 'mon' }, '09:00', TYO)),
  e('Tokyo: attendance report at 8:30 on the 1st', TYO, on({ monthDays: [1] }, '08:30', TYO)),
  e('Canggu cowork: community lunch announcement every friday 11:30 WITA', MAK, on(['fri'], '11:30', MAK)),
  e('member invoice run on the 1st, 9am Bali time', MAK, on({ monthDays: [1] }, '09:00', MAK)),
  e('coworking CDMX: limpieza profunda los domingos 7am', MEX, on(['sun'], '07:00', MEX)),
  e(
    'Lisbon hub: rooftop event reminder thursdays 6pm from march',
    LIS,
    on(['thu'], '18:00', LIS, { from: '2027-03-01' }),
  ),
  e('ruang kerja bersama: pengingat tagihan setiap tanggal 25 jam 10 pagi', JKT, on({ monthDays: [25] }, '10:00', JKT)),
  e('nomad meetup: 1st tuesday 7pm Lisbon', LIS, on({ nth: [1], weekday: 'tue' }, '19:00', LIS)),
  e('access card audit mon 9am & fri 9am', MAK, on(['mon', 'fri'], '09:00', MAK)),
  // an e-commerce warehouse in Poland
  e('magazyn: raport kompletacji codziennie o 6:00, 14:00 i 22:00', WAW, daily(['06:00', '14:00', '22:00'], WAW)),
  e('inwentaryzacja w ostatnią sobotę miesiąca o 20:00', WAW, on({ nth: ['last'], weekday: 'sat' }, '20:00', WAW)),
  e('marketplace orders sync co 5 minut', WAW, plan(every('daily', { minutes: 5 }, WAW))),
  e('przypomnienie 28 marca 2027 o 2:30 w nocy', WAW, no(SKIPPED)),
  e('parcel locker pickup reminder pon-pt 15:30', WAW, on('weekdays', '15:30', WAW)),
  e('szkolenie BHP co kwartał', WAW, no(NO_TIME)),
  e(
    'Poznań DC: dock door sensor check every 2h between 6 and 22',
    WAW,
    span('daily', { hours: 2 }, '06:00', '22:00', WAW),
  ),
  e(
    'Black Friday wave release fri nov 27 every 30 min from 00:00 to 06:00',
    WAW,
    span('daily', { minutes: 30 }, '00:00', '06:00', WAW, { from: '2026-11-27', until: '2026-11-27' }),
  ),
  e('e-invoice upload every weekday at 23:00', WAW, on('weekdays', '23:00', WAW)),
  e('zamknięcie miesiąca: ostatni dzień roboczy o 16', WAW, on({ lastBusinessDay: true }, '16:00', WAW)),
  e('niedziela handlowa 13 grudnia — zmiana od 7:00, przypomnienie o 6:30', WAW, once('2026-12-13', '06:30', WAW)),
  e('raport tygodniowy w każdy piątek o 15:00', WAW, on(['fri'], '15:00', WAW)),
  e('co 15 minut od 8 do 16 w dni robocze', WAW, span('weekdays', { minutes: 15 }, '08:00', '16:00', WAW)),
  e('wypłaty 10. dnia miesiąca o 9:00', WAW, on({ monthDays: [10] }, '09:00', WAW)),
  e('co drugi poniedziałek o 8', WAW, no(WEEKS)),
  e('Kraków: backup w nocy o 1:00, od 1 stycznia', WAW, daily('01:00', WAW, { from: '2027-01-01' })),
  // the ops team's other languages
  e(
    'recordatorio: pagar a proveedores el último viernes de cada mes a las 12',
    MAD,
    on({ nth: ['last'], weekday: 'fri' }, '12:00', MAD),
  ),
  e(
    'por favor programa el reporte de ventas todos los días hábiles a las 8 y media',
    BOG,
    on('weekdays', '08:30', BOG),
  ),
  e('mándame el resumen cada lunes a las 9, no perdón, a las 10', MEX, on(['mon'], '10:00', MEX)),
  e(
    'cada 15 minutos entre las 8 y las 20 de lunes a viernes',
    MAD,
    span('weekdays', { minutes: 15 }, '08:00', '20:00', MAD),
  ),
  e('copia de seguridad cada noche a las 2 de la madrugada hora de Buenos Aires', MAD, daily('02:00', BUE)),
  e(
    'recordar la reunión del comité el primer jueves de cada mes a las 17:00, 15 minutos antes',
    MEX,
    on({ nth: [1], weekday: 'thu' }, '16:45', MEX),
  ),
  e('el 24 de diciembre a las 18:00 enviar felicitación a clientes', MAD, once('2026-12-24', '18:00', MAD)),
  e('cada dos semanas los martes a las 10', MAD, no(WEEKS)),
  e('a las 4 todos los días', MEX, halfOr('daily', '04:00', '16:00', MEX)),
  e(
    'inventario trimestral el 1 de enero, abril, julio y octubre a las 7:00 hora de Lima',
    BOG,
    on({ monthDays: [1], months: QUARTERS }, '07:00', LIM),
  ),
  e('reporte de turnos lunes a sábado 6 am y 6 pm hora Colombia', BOG, on(MON_SAT, ['06:00', '18:00'], BOG)),
  e('avísame a las 9:45 el 31 de marzo de 2027', MAD, once('2027-03-31', '09:45', MAD)),
  e('cierre de caja todos los días a las 23:30 excepto domingos', MEX, on(MON_SAT, '23:30', MEX)),
  e(
    'sincronizar inventario cada 5 minutos, sábados y domingos incluidos',
    BOG,
    plan(every('daily', { minutes: 5 }, BOG)),
  ),
  e("recordatori: reunió d'equip cada dimarts a les 9 del matí", MAD, on(['tue'], '09:00', MAD)),
  e('backup do banco todo dia às 3h da manhã', SAO, daily('03:00', SAO)),
  e('relatório semanal toda sexta às 17h30 horário de Lisboa', SAO, on(['fri'], '17:30', LIS)),
  e('lembrete de pagamento todo dia 5 e dia 20 às 9h', SAO, on({ monthDays: [5, 20] }, '09:00', SAO)),
  e('reunião de equipe segunda, quarta e sexta às 8h45, avisar 15 min antes', SAO, on(MWF, '08:30', SAO)),
  e('a cada 2 horas das 8h às 18h em dias úteis', SAO, span('weekdays', { hours: 2 }, '08:00', '18:00', SAO)),
  e('fechamento do mês no último dia útil às 18h', SAO, on({ lastBusinessDay: true }, '18:00', SAO)),
  e('de 15 em 15 dias', SAO, no(DAYS_STEP)),
  e('enviar aviso de férias coletivas em 18 de dezembro às 10h', SAO, once('2026-12-18', '10:00', SAO)),
  e('limpeza dos logs todo domingo à meia-noite', SAO, either(on(['sun'], '00:00', SAO), on(['mon'], '00:00', SAO))),
  e('Porto: relatório de ocupação diário às 7h em ponto', LIS, daily('07:00', LIS)),
  e("rappel réunion d'équipe tous les lundis à 9h30", PAR, on(['mon'], '09:30', PAR)),
  e('sauvegarde chaque nuit à 1h du matin heure de Montréal', PAR, daily('01:00', TOR)),
  e('relance factures le 1er et le 15 de chaque mois à 10h', PAR, on({ monthDays: [1, 15] }, '10:00', PAR)),
  e('toutes les 20 minutes de 7h à 19h en semaine', PAR, span('weekdays', { minutes: 20 }, '07:00', '19:00', PAR)),
  e('le dernier vendredi du mois à 16h, point mensuel', PAR, on({ nth: ['last'], weekday: 'fri' }, '16:00', PAR)),
  e('une fois par mois', PAR, no(NO_TIME)),
  e('rappel le 31 décembre à 23h59', PAR, once('2026-12-31', '23:59', PAR)),
  e('du lundi au samedi à midi, sauf jours fériés', PAR, no(HOLIDAYS)),
  e('Dakar : rapport quotidien à 8h GMT', DKR, daily('08:00', DKR)),
  e('Genève : contrôle qualité un jeudi sur deux à 14h', ZRH, no(WEEKS)),
  e('Erinnerung jeden Montag um 8:15 Uhr', BER, on(['mon'], '08:15', BER)),
  e('alle 10 Minuten zwischen 7 und 19 Uhr, werktags', BER, span('weekdays', { minutes: 10 }, '07:00', '19:00', BER)),
  e('am ersten Werktag im Monat um 9 Uhr Gehaltsabrechnung', BER, on({ firstBusinessDay: true }, '09:00', BER)),
  e('Wien: Teambesprechung Dienstag und Donnerstag halb neun', VIE, on(TT, '08:30', VIE)),
  e('Zürich: Monatsabschluss am Letzten um 17 Uhr', ZRH, on({ monthDays: ['last'] }, '17:00', ZRH)),
  e('Erinnerung einmalig am 31. Oktober 2027 um 2:30 Uhr', BER, either(no(TWICE), once('2027-10-31', '02:30', BER))),
  e('bitte jeden Freitag um viertel nach vier nachmittags', BER, on(['fri'], '16:15', BER)),
  e('promemoria riunione ogni lunedì alle 9 di mattina', ROM, on(['mon'], '09:00', ROM)),
  e('backup ogni notte alle 2:30', ROM, daily('02:30', ROM)),
  e(
    'ogni 30 minuti dalle 8 alle 18 nei giorni feriali',
    ROM,
    either(
      span('weekdays', { minutes: 30 }, '08:00', '18:00', ROM),
      span(MON_SAT, { minutes: 30 }, '08:00', '18:00', ROM),
    ),
  ),
  e("chiusura contabile l'ultimo giorno del mese alle 18:00", ROM, on({ monthDays: ['last'] }, '18:00', ROM)),
  e('ogni primo martedì del mese alle 10:30', ROM, on({ nth: [1], weekday: 'tue' }, '10:30', ROM)),
  e('ricordami il 6 gennaio 2027 alle 11', ROM, once('2027-01-06', '11:00', ROM)),
  e('ogni 3 giorni alle 7', ROM, no(DAYS_STEP)),
  e(
    'Milano: report vendite dal lunedì al venerdì alle 18, fino a fine gennaio',
    ROM,
    on('weekdays', '18:00', ROM, { until: '2027-01-31' }),
  ),
  e('herinnering elke dinsdag om 10 uur', AMS, on(['tue'], '10:00', AMS)),
  e('back-up elke nacht om half 3', AMS, daily('02:30', AMS)),
  e('elk kwartier tussen 9 en 17 uur op werkdagen', AMS, span('weekdays', { minutes: 15 }, '09:00', '17:00', AMS)),
  e('de eerste maandag van de maand om 9:00 teamoverleg', AMS, on({ nth: [1], weekday: 'mon' }, '09:00', AMS)),
  e('Gent: factuurherinnering op de 10e om 14u', BRU, on({ monthDays: [10] }, '14:00', BRU)),
  e('maiasa 9-ji ni chourei no remind onegai', TYO, daily('09:00', TYO)),
  e('maitsuki 25-nichi gogo 3-ji kyuuyo meisai', TYO, on({ monthDays: [25] }, '15:00', TYO)),
  e('heijitsu 18:00 ni nippou', TYO, on('weekdays', '18:00', TYO)),
  e('har somvar subah 10 baje team meeting remind karna', KOL, on(['mon'], '10:00', KOL)),
  e('roz raat 11 baje backup chalana', KOL, daily('23:00', KOL)),
  e('har mahine ki 1 tarikh ko subah 9 baje salary slip bhejo', KOL, on({ monthDays: [1] }, '09:00', KOL)),
  e('setiap hari kerja jam 8 pagi kirim laporan', JKT, on('weekdays', '08:00', JKT)),
  e('setiap Jumat jam 4 sore', JKT, on(['fri'], '16:00', JKT)),
  e('her pazartesi saat 09:30 toplantı hatırlatması', IST, on(['mon'], '09:30', IST)),
  e('her gün gece yarısı yedekleme', IST, daily('00:00', IST)),
  e('nhắc họp mỗi thứ Hai lúc 8 giờ sáng', HCM, on(['mon'], '08:00', HCM)),
  e('mỗi ngày lúc 17h30 gửi báo cáo', HCM, daily('17:30', HCM)),
  e('meitian zaoshang 8 dian fa ribao', SHA, daily('08:00', SHA)),
  e('meizhou wu xiawu 3 dian kaihui tixing', SHA, on(['fri'], '15:00', SHA)),
  e('maeil achim 7si-e baekeop', SEL, daily('07:00', SEL)),
  e('nahaduvannia shchoponedilka o 9:00', KYI, on(['mon'], '09:00', KYI)),
  e('shchodnia o 18:00 zvit, bud laska', KYI, daily('18:00', KYI)),
  e('tuwing Lunes alas-8 ng umaga ang report', MNL, on(['mon'], '08:00', MNL)),
  e('påminnelse varje fredag kl 15', STO, on(['fri'], '15:00', STO)),
  e('kathe Deftera stis 9 to proi', ATH, on(['mon'], '09:00', ATH)),
  e('kila Jumatatu saa tatu asubuhi, ripoti ya wiki', NBO, on(['mon'], '09:00', NBO)),
  e('weekly sync every lunes 10am hora de Bogotá', BOG, on(['mon'], '10:00', BOG)),
  e('deploy check todos los viernes 4pm PT', MEX, on(['fri'], '16:00', LA)),
  // clock changes, corrections, periods and the rest
  e('nightly ETL 2:30am eastern', NY, daily('02:30', NY)),
  e('one-off: mar 14 2027 2:15am ET, rotate the keys', NY, no(SKIPPED)),
  e(
    'sunday nov 7 2027 1:30am central, run the failover drill once',
    CHI,
    either(no(TWICE), once('2027-11-07', '01:30', CHI)),
  ),
  e('Sydney: patch window oct 3 2027 at 2:30am', SYD, no(SKIPPED)),
  e('Auckland: sep 26 2027 2:15am db maintenance, just that night', AKL, no(SKIPPED)),
  e('London: reminder mar 28 2027 1:30am', LON, no(SKIPPED)),
  e('every weekday 7pm pacific', NY, on('weekdays', '19:00', LA)),
  e('standup mon 9:30, remind 15 min before', LON, on(['mon'], '09:15', LON)),
  e(
    'deploy freeze reminder dec 18 5pm, and again dec 21 9am',
    LON,
    plan([at({ months: [12], monthDays: [18] }, '17:00', LON), at({ months: [12], monthDays: [21] }, '09:00', LON)], {
      until: '2026-12-21',
    }),
  ),
  e('payroll export weekdays 9am, no 10', LON, on('weekdays', '10:00', LON)),
  e(
    'every monday and thursday 8:15 starting jan 4 for 6 weeks',
    TOR,
    either(
      on(['mon', 'thu'], '08:15', TOR, { from: '2027-01-04', until: '2027-02-14' }),
      on(['mon', 'thu'], '08:15', TOR, { from: '2027-01-04', until: '2027-02-15' }),
    ),
  ),
  e('at 4 on weekdays', TOR, halfOr('weekdays', '04:00', '16:00', TOR)),
  e('clock-in reminder quarter to 9 weekdays, and timesheet reminder half past 5 fridays', TOR, no(TWO_JOBS)),
  e('backups nightly 1am, logs rotate 3am, metrics every 5 min, cert check monday 9am', TOR, no(TOO_MANY)),
  e('every 2nd of the month at 0600hrs', TOR, on({ monthDays: [2] }, '06:00', TOR)),
  e('every hour from 9 to 5', TOR, span('daily', { hours: 1 }, '09:00', '17:00', TOR)),
  e('every 25 minutes', TOR, no(STEP_MINUTES)),
  e('every 5 hours', TOR, no(STEP_HOURS)),
  e('poll every 4 seconds', TOR, no(SECONDS)),
  e('every weekday at noon until dec 23', TOR, on('weekdays', '12:00', TOR, { until: '2026-12-23' })),
  e('tmrw 8am', TOR, once('2026-11-24', '08:00', TOR)),
  e('this friday 3pm', TOR, once('2026-11-27', '15:00', TOR)),
  e('next monday 9', TOR, either(no(HALF), once('2026-11-30', '09:00', TOR), once('2026-11-30', '21:00', TOR))),
  e('on the 29th of feb every year', TOR, no(LEAP)),
  e('each year on jan 1 at 00:00 Tokyo time', TOR, on({ months: [1], monthDays: [1] }, '00:00', TYO)),
  e('every Easter Monday 9am', LON, no(MOVABLE)),
  e('last day of feb 6pm', LON, on({ months: [2], monthDays: ['last'] }, '18:00', LON)),
  e('every 31st', LON, no(NO_TIME)),
  e('the 31st at 9pm', LON, on({ monthDays: [31] }, '21:00', LON)),
  e('weekdays 9-5 hourly, Tehran', LON, span('weekdays', { hours: 1 }, '09:00', '17:00', THR)),
  e(
    'mon-thu 6:30am, fri 7am, weekends off',
    LON,
    plan([at(['mon', 'tue', 'wed', 'thu'], '06:30', LON), at(['fri'], '07:00', LON)]),
  ),
  e('send it every day at 8am my time', SYD, daily('08:00', SYD)),
  e('at 9am their time (Toronto) every tuesday', LON, on(['tue'], '09:00', TOR)),
  e('every weekday 8am GMT+5:30', LON, on('weekdays', '08:00', KOL)),
  e('every day 0900 UTC-3', LON, daily('09:00', 'Etc/GMT+3')),
  e('remind me at 10:00 +0545 on mondays', LON, on(['mon'], '10:00', KTM)),
  e('weekly report friday eod', LON, no(VAGUE)),
  e(
    'every 1st and 3rd mon except in december 10am',
    LON,
    on({ nth: [1, 3], weekday: 'mon', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '10:00', LON),
  ),
  e('every weekday except wednesdays 7:45', LON, on(['mon', 'tue', 'thu', 'fri'], '07:45', LON)),
  e('every 6 hours starting at 3am', LON, daily(['03:00', '09:00', '15:00', '21:00'], LON)),
  e('twice a day', LON, no(NO_TIME)),
  e('every weekday 7pm, until xmas eve', LON, on('weekdays', '19:00', LON, { until: '2026-12-24' })),
  e(
    'from dec 1 to dec 24, every day 6pm advent calendar post',
    LON,
    daily('18:00', LON, { from: '2026-12-01', until: '2026-12-24' }),
  ),
  e('every saturday 10am for the next 4 saturdays', LON, on(['sat'], '10:00', LON, { count: 4 })),
  e(
    'remind me 3 times, every morning 8am starting tomorrow',
    LON,
    daily('08:00', LON, { from: '2026-11-24', count: 3 }),
  ),
  e('at 12pm sundays', LON, on(['sun'], '12:00', LON)),
  e('each workday 0800hrs CET', LON, on('weekdays', '08:00', BER)),
  e('every weekday 17:00 Pacific Standard Time', LON, on('weekdays', '17:00', LA)),
  e('Brisbane: every weekday 7pm AEST', BNE, on('weekdays', '19:00', BNE)),
  e('Adelaide: first monday 10:30am', ADL, on({ nth: [1], weekday: 'mon' }, '10:30', ADL)),
  e('Adelaide: first monday 10am', ADL, no(NTH_SHIFT)),
  e('Darwin: 2nd tuesday 9am', DRW, no(NTH_SHIFT)),
  e(
    'every weekday 9am but 10am on fridays',
    LON,
    plan([at(['mon', 'tue', 'wed', 'thu'], '09:00', LON), at(['fri'], '10:00', LON)]),
  ),
  e('Honolulu: 1st of the month 3pm HST', LON, on({ monthDays: [1] }, '15:00', HNL)),
  e('8:30 or 9, whichever, every weekday', LON, either(on('weekdays', '08:30', LON), on('weekdays', '09:00', LON))),
  e(
    'marathon: packet pickup reminders fri sep 24 & sat sep 25 2027 at 8am',
    BER,
    plan(at({ months: [9], monthDays: [24, 25] }, '08:00', BER), { from: '2027-09-24', until: '2027-09-25' }),
  ),
  e(
    'wind farm: quarterly SCADA audit last business day of mar/jun/sep/dec 11:00',
    CPH,
    on({ lastBusinessDay: true, months: QUARTER_ENDS }, '11:00', CPH),
  ),
  e('ice rink: Canada Day closure notice june 30 2027 5pm', WPG, once('2027-06-30', '17:00', WPG)),
  e(
    'zoo: summer late opening thursdays, staff reminder 7:30pm, jan & feb only',
    SYD,
    on({ weekdays: ['thu'], months: [1, 2] }, '19:30', SYD),
  ),
  e('camp prestart meeting 5:30am and 5:30pm mon–sat AWST', PER, on(MON_SAT, ['05:30', '17:30'], PER)),
  e('Leihräder Berlin: sonntags 6 Uhr Akkutausch-Runde', BER, on(['sun'], '06:00', BER)),
  e('food bank: holiday closure notice dec 23 at 3pm', NY, once('2026-12-23', '15:00', NY)),
  e(
    'vet: dental month promo emails every thursday in february 10am',
    DEN,
    on({ weekdays: ['thu'], months: [2] }, '10:00', DEN),
  ),
  e(
    'freight yard: winter ops bulletin 0500 mon/wed/fri dec 1 – feb 28',
    CHI,
    on(MWF, '05:00', CHI, { from: '2026-12-01', until: '2027-02-28' }),
  ),
  e('Eucla: roadhouse roster post sunday 4:15pm', EUC, on(['sun'], '16:15', EUC)),
  e('Marquesas: mail plane reminder thursday 7am local', MRQ, on(['thu'], '07:00', MRQ)),
  e(
    'Newfoundland: snow clearing crew call 4:30am daily dec through march',
    STJ,
    on({ months: [12, 1, 2, 3] }, '04:30', STJ),
  ),
  e('one-off reminder to call the crane hire 2pm, day TBC', TOR, no(WHICH_DAY)),
  e("whenever: every 3.hours do rake 'feeds:pull' end (no idea what tz that box is on)", LON, no(UNKNOWN_ZONE)),
  e('ping the on-call every weekday at 9 and at 5', NY, either(no(HALF), on('weekdays', ['09:00', '17:00'], NY))),
];
