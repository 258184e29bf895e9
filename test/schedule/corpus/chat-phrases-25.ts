/**
 * A twenty-fifth blind chat corpus: schedules as they are typed in Slack by an insurance claims team, a blood bank, an
 * animal shelter, a garden centre, a car rental desk, a cleaning company, a coworking space, an embassy's visa desk, a
 * customs broker, a theatre's stage management, an orchestra's rehearsals, a ferry operator, a mine site and an oil
 * rig on 14/14 rotations, a bank treasury and its payment cut-offs, a crypto exchange that keeps everything in UTC, a
 * research vessel, an observatory, a wedding planner, a translation agency across zones, a SaaS support team with
 * follow-the-sun shifts, open-source maintainers across zones, a hackathon, a robotics lab, a cricket club, a surf
 * school, a municipal snow-plough depot, waste collection rounds, a mosque's and a temple's volunteers, a Ramadan
 * iftar rota and a family group chat (bins, piano lessons, pills). Platform and data engineers paste Airflow
 * schedule=, Prefect, Dagster, Argo Workflows, Tekton, GitLab CI pipeline schedules, Bitbucket and CircleCI schedules,
 * vercel.json crons, Cloudflare Workers cron triggers, pg_cron, Terraform schedule_expression, Serverless framework
 * schedule: lines, Spring @Scheduled, Go's robfig/cron, Windows Task Scheduler text, Power Automate and Zapier forms,
 * Kubernetes CronJobs, EventBridge, systemd timers, crontab lines with comments, Google Calendar and Outlook text,
 * iCalendar RRULE lines and Slack's /remind. Some writers mix English with (or write in) Spanish, Portuguese, French,
 * German, Italian, Catalan, Hungarian, Croatian, Slovak, Estonian, Lithuanian, Icelandic, Welsh, Irish, Afrikaans,
 * Zulu, Ukrainian, Hebrew and Persian in Latin letters, Tamil and Urdu in Latin letters, Chinese pinyin, Korean
 * romanised, Thai, Malay and Filipino. Terse and polite messages, typos and autocorrect, 12- and 24-hour and military
 * clocks, names and task words around the schedule, reminders before events, several rules in one message,
 * exceptions, corrections, running periods, one-off dates, zones said as codes, cities, offsets, "my time", "their
 * time" and Windows zone names, half-hour and 45-minute offsets, the southern hemisphere, zones without daylight
 * saving, dates near the 2027 clock changes (US March 14 and November 7, EU March 28 and October 31, Australia April 4
 * and October 3, New Zealand April 4 and September 26), and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 09:00 in Buenos Aires, 12:00 in London and Reykjavik, 13:00 in Zagreb, 14:00 in Tallinn and Kyiv, 15:30 in Tehran,
 * 17:00 in Karachi, 17:30 in Kolkata, 17:45 in Kathmandu, 20:00 in Singapore, 21:00 in Seoul, 22:30 in Adelaide,
 * 23:00 in Sydney, and on Tuesday the 24th 01:00 in Auckland and 01:45 in Chatham.
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

const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const VIE = 'Europe/Vienna';
const ZRH = 'Europe/Zurich';
const BUD = 'Europe/Budapest';
const ZAG = 'Europe/Zagreb';
const BTS = 'Europe/Bratislava';
const TLL = 'Europe/Tallinn';
const VNO = 'Europe/Vilnius';
const REK = 'Atlantic/Reykjavik';
const KYV = 'Europe/Kyiv';
const HEL = 'Europe/Helsinki';
const OSL = 'Europe/Oslo';
const STO = 'Europe/Stockholm';
const WAW = 'Europe/Warsaw';
const ATH = 'Europe/Athens';
const IST = 'Europe/Istanbul';
const MOW = 'Europe/Moscow';
const JRS = 'Asia/Jerusalem';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const KHI = 'Asia/Karachi';
const CMB = 'Asia/Colombo';
const DAC = 'Asia/Dhaka';
const RGN = 'Asia/Yangon';
const BKK = 'Asia/Bangkok';
const JKT = 'Asia/Jakarta';
const KUL = 'Asia/Kuala_Lumpur';
const MNL = 'Asia/Manila';
const SHA = 'Asia/Shanghai';
const TPE = 'Asia/Taipei';
const RUH = 'Asia/Riyadh';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const JNB = 'Africa/Johannesburg';
const CAI = 'Africa/Cairo';
const CAS = 'Africa/Casablanca';
const PER = 'Australia/Perth';
const EUC = 'Australia/Eucla';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const MEL = 'Australia/Melbourne';
const HBA = 'Australia/Hobart';
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
const FJI = 'Pacific/Fiji';
const NOU = 'Pacific/Noumea';
const MRQ = 'Pacific/Marquesas';
const VAN = 'America/Vancouver';
const ANC = 'America/Anchorage';
const STJ = 'America/St_Johns';
const HAL = 'America/Halifax';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const LIM = 'America/Lima';
const SCL = 'America/Santiago';
const BUE = 'America/Argentina/Buenos_Aires';
const MVD = 'America/Montevideo';
const REG = 'America/Regina';
const GMT_M3 = 'Etc/GMT-3';
const GMT_P4 = 'Etc/GMT+4';
const GMT_M10 = 'Etc/GMT-10';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTER_ENDS = [3, 6, 9, 12] as const;
const WINTER = [12, 1, 2, 3] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const AMBIGUOUS_HOUR = 'a bare hour on working days could be morning or afternoon';
/** A bare hour on days of the week: refused, or read in either half of the day with a note. */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(AMBIGUOUS_HOUR), on(days, am, zone), on(days, pm, zone));
const TWO_TASKS = 'two different jobs in one message need two tasks of their own';
const ROTATION = 'a 14-days-on, 14-days-off rotation repeats every 28 days, which CRON cannot count';
const SUNSET = 'sunrise, sunset and prayer times move every day, which CRON cannot follow';
const TIDES = 'the tides move every day, which CRON cannot follow';
const NO_SUCH_TIME = 'that local time does not exist: the clocks skip it';
const RELATIVE = 'a time relative to another movable event cannot be written in CRON';
const WHICH_ZONE = 'two zones are named and it is not said which one the time is in';
const WHICH_DAY = 'the day is not said';
const WEATHER = 'the weather is not a calendar rule CRON can follow';
const NOT_A_CLOCK = 'a count of something other than time is not a calendar rule CRON can follow';
const DISABLED = 'the job is said to be switched off';
const HASHED = 'a hashed or random minute is not known here';
const PAST = 'that date has already passed';
const FROM_START = 'an interval counted from when the job starts is not aligned to the clock';
const AT_EVENT = 'a run at start-up or log-on is not a time of day CRON fields can hold';

export const CHAT_PHRASES_25: readonly CorpusEntry[] = [
  // an insurance claims team
  e('claims aging report every monday 8am', CHI, on(['mon'], '08:00', CHI)),
  e('FNOL queue sweep every 30 mins 8-6 weekdays', LON, span('weekdays', { minutes: 30 }, '08:00', '18:00', LON)),
  e('reserve review mtg 2nd tuesday of the month 14:00', LON, on({ nth: [2], weekday: 'tue' }, '14:00', LON)),
  e(
    'subrogation recoveries reminder: last business day of the month 4pm ET',
    CHI,
    on({ lastBusinessDay: true }, '16:00', NY),
  ),
  e('cat desk: hurricane feed check every 3 hours', NY, plan(every('daily', { hours: 3 }, NY))),
  e('pls remind the adjusters 10 min before the 9:30 huddle, mon-thu', DEN, on(MON_THU, '09:20', DEN)),
  e('bordereaux to Lloyds on the 5th of every month at noon London time', NY, on({ monthDays: [5] }, '12:00', LON)),
  e('siniestros: revisión de expedientes cada viernes a las 13h', MAD, on(['fri'], '13:00', MAD)),
  e('claims QA sample pull every weekday at 7a', TOR, on('weekdays', '07:00', TOR)),
  e('fraud flag digest 0600hrs daily', JNB, daily('06:00', JNB)),
  e('renewal chasers every other thursday 10am', LON, no(WEEKS)),
  e(
    'large loss call quarterly — 1st wed of mar, jun, sep, dec at 3pm',
    LON,
    on({ nth: [1], weekday: 'wed', months: QUARTER_ENDS }, '15:00', LON),
  ),
  e(
    'motor claims: tow yard invoices reminder 25th monthly 9am, except december',
    JNB,
    on({ monthDays: [25], months: ALL_MONTHS_BUT(12) }, '09:00', JNB),
  ),
  e('Schadenabteilung: Wochenbericht freitags 16:30', BER, on(['fri'], '16:30', BER)),
  e('claims triage bot ping at 4 on weekdays', CHI, either(no(AMBIGUOUS_HOUR), on('weekdays', '16:00', CHI))),
  e('adjuster diary review every weekday 9:15 — correction, 9:45', CHI, on('weekdays', '09:45', CHI)),
  e('ombudsman deadline reminder one-off 14 jan 2027 10:00', LON, once('2027-01-14', '10:00', LON)),
  e('litigation hold report on the 28th of each month at 8pm Central', CHI, no(LEAP)),

  // a blood bank
  e('platelet inventory count every 4 hours starting midnight', MEL, plan(every('daily', { hours: 4 }, MEL))),
  e('donor session reminder texts 6pm the day before each session', LON, no(RELATIVE)),
  e('cold chain temp export 0700 & 1900 daily', SYD, daily(['07:00', '19:00'], SYD)),
  e('O-neg stock alert check every 15 mins', NY, plan(every('daily', { minutes: 15 }, NY))),
  e('mobile drive roster goes out every thursday at 1400', DUB, on(['thu'], '14:00', DUB)),
  e(
    'blood bank: crossmatch audit last friday of each month 10am',
    TOR,
    on({ nth: ['last'], weekday: 'fri' }, '10:00', TOR),
  ),
  e('donor centre opens 8:30 mon-sat; remind front desk 20 min before', SGP, on(MON_SAT, '08:10', SGP)),
  e('banco de sangue: relatório de estoque todos os dias às 7h e 15h', SAO, daily(['07:00', '15:00'], SAO)),
  e(
    'plasma shipment to the fractionator every 2nd and 4th monday 11:00',
    BER,
    on({ nth: [2, 4], weekday: 'mon' }, '11:00', BER),
  ),
  e('irradiator QA first business day of month 0800', KOL, on({ firstBusinessDay: true }, '08:00', KOL)),
  e('national blood week appeal post, once, 7 june 2027 9am', LON, once('2027-06-07', '09:00', LON)),
  e('expired units quarantine sweep daily 23:30 NZ time', SYD, daily('23:30', AKL)),
  e(
    'haemovigilance return reminder 9am on the last day of mar, jun, sep and dec',
    LON,
    on({ monthDays: ['last'], months: QUARTER_ENDS }, '09:00', LON),
  ),
  e('donor sms blast every sunday evening', LON, no(NO_TIME)),
  e('apheresis machine self-test 05:50 every day', CMB, daily('05:50', CMB)),
  e('blood bank couriers: pickup reminder at 1130 and 1630 weekdays', MEL, on('weekdays', ['11:30', '16:30'], MEL)),

  // an animal shelter
  e('feed the cats 7am and 5pm daily', PHX, daily(['07:00', '17:00'], PHX)),
  e('dog walking volunteers rota sat & sun 9:30', DEN, on('weekends', '09:30', DEN)),
  e('kennel deep clean every wednesday 2pm', MEL, on(['wed'], '14:00', MEL)),
  e('adoption listings refresh every 2 hrs 8am-8pm', LA, span('daily', { hours: 2 }, '08:00', '20:00', LA)),
  e('meds round for the senior dogs 8 and 8 every day', LA, daily(['08:00', '20:00'], LA)),
  e('flea treatment reminder 1st of every month 10am', BNE, on({ monthDays: [1] }, '10:00', BNE)),
  e('vet visit day tues 11', AKL, halfOr(['tue'], '11:00', '23:00', AKL)),
  e('Tierheim: Gassi-Runde täglich um 7:00 und 18:00', VIE, daily(['07:00', '18:00'], VIE)),
  e('foster check-in calls every other monday', TOR, no(WEEKS)),
  e('intake numbers to the council each friday by 3pm', SYD, on(['fri'], '15:00', SYD)),
  e('sanctuary: feed the goats at sunrise', AKL, no(SUNSET)),
  e('refugio: sacar a los perros a las 8, 13 y 19 h todos los días', MEX, daily(['08:00', '13:00', '19:00'], MEX)),
  e('cat room litter check every 3 hours from 6am to 9pm', LON, span('daily', { hours: 3 }, '06:00', '21:00', LON)),
  e('christmas adoption event reminder dec 19 at 9:30 am', CHI, once('2026-12-19', '09:30', CHI)),
  e('shelter: ukuphakela izinja nsuku zonke ngo-6:30 nango-16:30', JNB, daily(['06:30', '16:30'], JNB)),
  e('rabbit hutch clean every 3 days', JNB, no(DAYS_STEP)),

  // a garden centre
  e(
    'greenhouse vents open 7:30, close 19:00, every day apr-sep',
    LON,
    either(no(TWO_TASKS), plan(at({ months: [4, 5, 6, 7, 8, 9] }, ['07:30', '19:00'], LON))),
  ),
  e('watering system check every morning at 6:15', AMS, daily('06:15', AMS)),
  e(
    'plant sale signs changeover every saturday 8am till end of may',
    LON,
    on(['sat'], '08:00', LON, { until: '2027-05-31' }),
  ),
  e(
    'xmas tree delivery slots reminder weekdays 5pm in december',
    DUB,
    on({ weekdays: 'weekdays', months: [12] }, '17:00', DUB),
  ),
  e(
    'frost check on the polytunnels every night at 10pm, nov to feb',
    BER,
    on({ months: [11, 12, 1, 2] }, '22:00', BER),
  ),
  e(
    'centre de jardineria: regar els testos cada dia a les 8 del matí i a les 8 del vespre',
    MAD,
    daily(['08:00', '20:00'], MAD),
  ),
  e('stock order with the grower every 2nd monday 0930', LON, on({ nth: [2], weekday: 'mon' }, '09:30', LON)),
  e('till float count 8:45 and 17:15 daily except sunday', LON, on(MON_SAT, ['08:45', '17:15'], LON)),
  e('koi pond pump check 3x a day', LON, no(NO_TIME)),
  e('tuinsentrum: gee die saailinge water elke dag om 06:00', JNB, daily('06:00', JNB)),
  e('bulb planting workshop reminder sat 2 oct 2027 10am', LON, once('2027-10-02', '10:00', LON)),
  e('garden centre: mow the display lawn when it stops raining', LON, no(WEATHER)),
  e('vrtni centar: zalijevanje rasada svaki dan u 7 i u 19 sati', ZAG, daily(['07:00', '19:00'], ZAG)),

  // a car rental desk
  e('fleet availability sync every 10 min', LA, plan(every('daily', { minutes: 10 }, LA))),
  e('desk opening checklist 05:45 daily, airport branch', PHX, daily('05:45', PHX)),
  e('no-show sweep 23:59 every night', NY, daily('23:59', NY)),
  e('damage report digest mon wed fri 1030', LON, on(MWF, '10:30', LON)),
  e('one-way fee audit last day of the month at 6pm', DEN, on({ monthDays: ['last'] }, '18:00', DEN)),
  e(
    'valet shuttle reminder every 20 minutes from 5am to 1am',
    LA,
    either(
      plan([
        every('daily', { minutes: 20, window: ['05:00', '23:40'] }, LA),
        every('daily', { minutes: 20, window: ['00:00', '01:00'] }, LA),
      ]),
      plan([
        every('daily', { minutes: 20, window: ['05:00', '23:40'] }, LA),
        every('daily', { minutes: 20, window: ['00:00', '00:40'] }, LA),
      ]),
    ),
  ),
  e('Autovermietung: Tankkontrolle werktags 8 Uhr', BER, on('weekdays', '08:00', BER)),
  e('aluguel de carros: conferência do pátio às 6h30 e 18h30 de seg a sáb', SAO, on(MON_SAT, ['06:30', '18:30'], SAO)),
  e(
    'holiday peak: extra staff reminder every friday 3pm from 18 dec to 8 jan',
    LON,
    on(['fri'], '15:00', LON, { from: '2026-12-18', until: '2027-01-08' }),
  ),
  e('renta de autos: cierre de caja todos los días 22:00 hora de Cancún', MEX, daily('22:00', 'America/Cancun')),
  e('toll tag reconciliation 2nd of the month 7am ET', CHI, on({ monthDays: [2] }, '07:00', NY)),
  e('key box audit every shift change', LA, no(NO_TIME)),
  e('sewa kereta: semak kereta pulang setiap hari jam 9 malam', KUL, daily('21:00', KUL)),

  // a cleaning company
  e('office clean at Harbour St every weeknight 7pm', SYD, on('weekdays', '19:00', SYD)),
  e('window crew every 4 weeks on tuesday', SYD, no(WEEKS)),
  e(
    'deep clean for the clinic: sundays 6am, and wednesdays 9pm',
    LON,
    plan([at(['sun'], '06:00', LON), at(['wed'], '21:00', LON)]),
  ),
  e('supplies restock reminder 1st and 15th 8am', TOR, on({ monthDays: [1, 15] }, '08:00', TOR)),
  e(
    'limpieza: turno de noche lunes a viernes a las 23h, sábados a las 14h',
    MAD,
    plan([at('weekdays', '23:00', MAD), at(['sat'], '14:00', MAD)]),
  ),
  e(
    'timesheets are due mondays 10am — remind the crews sunday 6pm',
    MEL,
    either(on(['sun'], '18:00', MEL), plan([at(['sun'], '18:00', MEL), at(['mon'], '10:00', MEL)])),
  ),
  e('Reinigung Praxis Dr. Huber: jeden 2. Samstag im Monat 8:00', VIE, on({ nth: [2], weekday: 'sat' }, '08:00', VIE)),
  e('carpet shampoo at the bank branch every 3 months', LON, no(NO_TIME)),
  e('hospital cleaning audit every weekday at 0530 — wait make that 0600', DUB, on('weekdays', '06:00', DUB)),
  e('takarítás: minden kedden és pénteken 18:00-kor', BUD, on(['tue', 'fri'], '18:00', BUD)),
  e('end of tenancy clean booking, once: 30 nov 9am', LON, once('2026-11-30', '09:00', LON)),
  e('limpeza do escritório: toda terça e quinta às 19h30', LIS, on(TT, '19:30', LIS)),
  e('strata job: common areas vacuum at 4 on mondays', BNE, halfOr(['mon'], '04:00', '16:00', BNE)),

  // a coworking space
  e('coffee machine descale every monday 7:30', BER, on(['mon'], '07:30', BER)),
  e('community lunch fridays 12:30, remind everyone at noon', LIS, on(['fri'], '12:00', LIS)),
  e(
    'meeting room no-show release every 15 min 8-18 weekdays',
    AMS,
    span('weekdays', { minutes: 15 }, '08:00', '18:00', AMS),
  ),
  e('member invoices go out on the 1st at 06:00 Lisbon', LON, on({ monthDays: [1] }, '06:00', LIS)),
  e(
    'door access codes rotate every sunday at midnight',
    MAD,
    either(on(['sun'], '00:00', MAD), on(['mon'], '00:00', MAD)),
  ),
  e('kontor: kohvimasina puhastus iga reede kell 16.00', TLL, on(['fri'], '16:00', TLL)),
  e('printer toner check 1st monday each month 10am', SGP, on({ nth: [1], weekday: 'mon' }, '10:00', SGP)),
  e('founders breakfast every 1st thursday 8am', AKL, no(NTH_SHIFT)),
  e('quiet hour reminder at 1pm on weekdays', KUL, on('weekdays', '13:00', KUL)),
  e('cowork wifi speed test every 6h', SEL, plan(every('daily', { hours: 6 }, SEL))),
  e('mail room: packages notice 11:00 & 16:00 mon-fri', TOR, on('weekdays', ['11:00', '16:00'], TOR)),
  e('members happy hour last thursday 5:30pm, remind at 4', MEL, on({ nth: ['last'], weekday: 'thu' }, '16:00', MEL)),

  // an embassy's visa desk
  e('visa appointment slots release every weekday 08:00 Delhi time', LON, on('weekdays', '08:00', KOL)),
  e('passport return courier pickup tue & thu 2:30pm', NBO, on(TT, '14:30', NBO)),
  e('visa desk reminder 9am mon-fri, except local public holidays', NBO, no(HOLIDAYS)),
  e('biometrics kiosk restart every sunday 0500 Riyadh', DXB, on(['sun'], '05:00', RUH)),
  e('queue ticket dispenser reset daily at 0730 local (Lagos)', LON, daily('07:30', LOS)),
  e('weekly visa stats to the capital thursdays 17:00 our time', MNL, on(['thu'], '17:00', MNL)),
  e('shagrirut: tizkoret le-tor visa kol yom sheni be-9:00', JRS, on(['mon'], '09:00', JRS)),
  e('sefarat: yadavari-ye nobat-e visa har shanbe saat 10 sobh', THR, on(['sat'], '10:00', THR)),
  e('national day reception reminder, one time, 4 july 2027 6pm', MEX, once('2027-07-04', '18:00', MEX)),
  e('interview list printout weekdays at 7, they open at 8', CAI, on('weekdays', '07:00', CAI)),
  e('consular hours notice sun-thu 0830', RUH, on(SUN_THU, '08:30', RUH)),
  e('visa desk: ambasada — provjera zahtjeva svaki ponedjeljak u 10:00', ZAG, on(['mon'], '10:00', ZAG)),

  // a customs broker
  e('ACE entry summary check every 30 min 6am-10pm ET', CHI, span('daily', { minutes: 30 }, '06:00', '22:00', NY)),
  e('duty deferment due the 15th — remind on the 13th at 10am', LON, on({ monthDays: [13] }, '10:00', LON)),
  e('ISF filing cutoff reminder 24h before vessel loading', LA, no(RELATIVE)),
  e('carnet expiry sweep every monday 0700 HKT', SGP, on(['mon'], '07:00', HKG)),
  e('T1 transit docs check weekdays 0615 and 1345', AMS, on('weekdays', ['06:15', '13:45'], AMS)),
  e('aduana: revisar pedimentos de lunes a sábado a las 9 am hora del centro', MEX, on(MON_SAT, '09:00', MEX)),
  e('carina: provjera deklaracija radnim danima u 7:30', ZAG, on('weekdays', '07:30', ZAG)),
  e('import VAT report on the 3rd working day of the month 9am', LON, no(BUSINESS_NTH)),
  e('brexit paperwork chase every tuesday 11am UK time', DUB, on(['tue'], '11:00', LON)),
  e('FDA prior notice queue refresh every 5 minutes', LA, plan(every('daily', { minutes: 5 }, LA))),
  e(
    'colli in dogana: controllo giornaliero alle 8:30 e alle 14:30, sabato escluso',
    ROM,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], ['08:30', '14:30'], ROM),
  ),

  // a theatre's stage management
  e(
    'half hour call 7pm tue-sat, plus 2pm for the sat matinee',
    LON,
    plan([at(TUE_SAT, '19:00', LON), at(['sat'], '14:00', LON)]),
  ),
  e('beginners call 7:25pm show nights (tue to sat)', LON, on(TUE_SAT, '19:25', LON)),
  e('props check 5:30 before the show', LON, no(WHICH_DAY)),
  e(
    'tech week: crew call 9am daily from 1 feb until 6 feb',
    NY,
    daily('09:00', NY, { from: '2027-02-01', until: '2027-02-06' }),
  ),
  e('press night 18 feb 2027 — FOH briefing 6pm', NY, once('2027-02-18', '18:00', NY)),
  e('fly system inspection every monday 10:00 (dark day)', MEL, on(['mon'], '10:00', MEL)),
  e('teatro: ensayo general jueves 11 de marzo 2027 a las 19:30', BUE, once('2027-03-11', '19:30', BUE)),
  e(
    'Théâtre : appel des comédiens 30 minutes avant le lever de rideau (20h30) du mardi au samedi',
    PAR,
    on(TUE_SAT, '20:00', PAR),
  ),
  e('show report email 11pm after each performance', NY, no(WHICH_DAY)),
  e('pyro licence renewal reminder 1 sept 2027 9am', LON, once('2027-09-01', '09:00', LON)),
  e('theatr: galwad hanner awr bob nos Fawrth i nos Sadwrn am 7yh', LON, on(TUE_SAT, '19:00', LON)),

  // an orchestra's rehearsals
  e(
    'tutti rehearsal tue & thu 7:30pm, sectionals sat 10am',
    VIE,
    plan([at(TT, '19:30', VIE), at(['sat'], '10:00', VIE)]),
  ),
  e('Probenplan: Stimmprobe Streicher mittwochs 18 Uhr', BER, on(['wed'], '18:00', BER)),
  e('librarian: bowings uploaded every sunday by 8pm', HEL, on(['sun'], '20:00', HEL)),
  e(
    'concert on 12 dec, downbeat 7:30pm — stage manager reminder 2 hours before',
    LON,
    once('2026-12-12', '17:30', LON),
  ),
  e('orquestra: ensaio do naipe de sopros às segundas 19h', LIS, on(['mon'], '19:00', LIS)),
  e('piano tuning before each concert', LIS, no(RELATIVE)),
  e(
    "prove d'orchestra: martedì e giovedì alle 20:15, sabato alle 10",
    ROM,
    plan([at(TT, '20:15', ROM), at(['sat'], '10:00', ROM)]),
  ),
  e(
    'youth orchestra: parents reminder fridays 5pm during term (until 26 march)',
    SYD,
    on(['fri'], '17:00', SYD, { until: '2027-03-26' }),
  ),
  e('orchester: skúška každý štvrtok o 18:30', BTS, on(['thu'], '18:30', BTS)),
  e('concertmaster: send the seating chart every other monday', BER, no(WEEKS)),
  e('sinfónían: æfing alla þriðjudaga og fimmtudaga kl. 9:30', REK, on(TT, '09:30', REK)),

  // a ferry operator
  e('ferry: crew muster 30 min before the 06:15 first sailing, every day', ATH, daily('05:45', ATH)),
  e('timetable switch to the winter schedule on 1 nov 2027 at 00:01', OSL, once('2027-11-01', '00:01', OSL)),
  e(
    'passenger manifest export every 30 min 5:30am-11:30pm',
    VAN,
    span('daily', { minutes: 30 }, '05:30', '23:30', VAN),
  ),
  e('weather go/no-go call 5am daily dec through mar', HAL, on({ months: WINTER }, '05:00', HAL)),
  e('vehicle deck lashing check each departure', HAL, no(NO_TIME)),
  e(
    'sailings 7:00, 9:30, 12:00, 14:30, 17:00 — boarding reminder 15 min before each, every day',
    AKL,
    daily(['06:45', '09:15', '11:45', '14:15', '16:45'], AKL),
  ),
  e('lifeboat drill every sunday 1100 ship time (we keep Tallinn time)', HEL, on(['sun'], '11:00', TLL)),
  e('praam: piletimüügi aruanne iga päev kell 23.00', TLL, daily('23:00', TLL)),
  e('Lymington run: departure alert 1h before high water', LON, no(TIDES)),
  e('trajekt: podsjetnik za polaske svaki dan u 5:30, 9:00 i 15:30', ZAG, daily(['05:30', '09:00', '15:30'], ZAG)),
  e('ferry fuel bunkering mon & thu 2300', HKG, on(['mon', 'thu'], '23:00', HKG)),
  e(
    'summer timetable 1 june – 30 sept: extra late sailing alert 20:30 fri & sat',
    ATH,
    on(['fri', 'sat'], '20:30', ATH, { from: '2027-06-01', until: '2027-09-30' }),
  ),
  e('Herjólfur: áminning kl 7:45 alla virka daga', REK, on('weekdays', '07:45', REK)),
  e(
    'ferry ticket office float 0630 mon-sat, 0830 sun',
    VAN,
    plan([at(MON_SAT, '06:30', VAN), at(['sun'], '08:30', VAN)]),
  ),

  // a mine site and an oil rig on 14/14 rotations
  e('crew change flights every 14 days', PER, no(ROTATION)),
  e('my swing is 14 on 14 off, remind me to pack 2 days before fly-in', PER, no(ROTATION)),
  e('pre-start meeting 0545 every day on site', PER, daily('05:45', PER)),
  e('blast notification 12:30 and 17:30 mon-sat, Pilbara', PER, on(MON_SAT, ['12:30', '17:30'], PER)),
  e('gas monitor bump test every shift, 0600 and 1800', PER, daily(['06:00', '18:00'], PER)),
  e('rig: toolbox talk 0630 & 1830 daily (rig runs on UTC)', LON, daily(['06:30', '18:30'], UTC)),
  e('BOP function test every 7 days', LON, no(NO_TIME)),
  e('helideck inspection mondays 0700 hrs local, Aberdeen time', OSL, on(['mon'], '07:00', LON)),
  e('offshore: POB report to shore every 6 hours from 0000Z', LON, plan(every('daily', { hours: 6 }, UTC))),
  e('H2S drill 1st sunday monthly 1400', OSL, on({ nth: [1], weekday: 'sun' }, '14:00', OSL)),
  e('mine site: dust monitor filters changed every 2 days', PER, no(DAYS_STEP)),
  e('FIFO: swing starts 2 dec, pack reminder 1 dec 7pm AWST', PER, once('2026-12-01', '19:00', PER)),
  e('myn: ventilasie kontrole elke 4 uur op die halfuur', JNB, plan(every('daily', { hours: 4, at: 30 }, JNB))),
  e('haul truck tyre pressure log at the start of each shift', PER, no(NO_TIME)),
  e('mina: reporte de turno 07:00 y 19:00 todos los días, hora de Santiago', LIM, daily(['07:00', '19:00'], SCL)),
  e('rig weekly safety meeting sunday 1900 hrs (rig clock is UTC+3 all year)', LON, on(['sun'], '19:00', GMT_M3)),
  e('mine rescue team training every 2nd & 4th tues 1pm', JNB, on({ nth: [2, 4], weekday: 'tue' }, '13:00', JNB)),
  e('Kalgoorlie: stope survey upload 10pm daily — no, 9:30pm', PER, daily('21:30', PER)),
  e('rig: mud log handover at 12 every day', LON, either(daily('12:00', LON), daily('00:00', LON))),
  e(
    'open pit: dewatering pump check every 2h from 0600 to 1800',
    PER,
    span('daily', { hours: 2 }, '06:00', '18:00', PER),
  ),

  // a bank treasury and its payment cut-offs
  e('CHAPS cut-off reminder 15:40 every weekday (cut-off is 16:00)', LON, on('weekdays', '15:40', LON)),
  e('Fedwire funds cutoff 6pm ET — ping us 30 min before, weekdays', CHI, on('weekdays', '17:30', NY)),
  e(
    'TARGET2 cut-off 17:00 CET, alert at 16:30 mon-fri',
    LON,
    either(on('weekdays', '16:30', BER), on('weekdays', '16:30', 'Etc/GMT-1')),
  ),
  e('cash position report 07:30 daily except weekends and bank holidays', LON, no(HOLIDAYS)),
  e('FX fixing check 4pm London (WMR fix) weekdays', NY, on('weekdays', '16:00', LON)),
  e('liquidity buffer report last business day of the month 17:00', LON, on({ lastBusinessDay: true }, '17:00', LON)),
  e(
    'sweep the concentration accounts hourly 8am-6pm weekdays',
    NY,
    span('weekdays', { hours: 1 }, '08:00', '18:00', NY),
  ),
  e('payroll funding check the 24th of each month 10:00', SYD, on({ monthDays: [24] }, '10:00', SYD)),
  e('tesorería: posición de caja a las 9:15 de lunes a viernes', MAD, on('weekdays', '09:15', MAD)),
  e('SEPA instant batch monitor every 5 min', BER, plan(every('daily', { minutes: 5 }, BER))),
  e(
    'quarter-end funding call last friday of mar/jun/sep/dec 2pm',
    LON,
    on({ nth: ['last'], weekday: 'fri', months: QUARTER_ENDS }, '14:00', LON),
  ),
  e('HK CHATS cut-off 17:30 HKT — alert our London desk at 17:00 HKT on weekdays', LON, on('weekdays', '17:00', HKG)),
  e(
    'month-end accruals at 6 on the last day',
    LON,
    either(no(AMBIGUOUS_HOUR), on({ monthDays: ['last'] }, '06:00', LON), on({ monthDays: ['last'] }, '18:00', LON)),
  ),
  e('caiwu: meige gongzuori xiawu 3 dian dui zhang', SHA, on('weekdays', '15:00', SHA)),
  e('Fedwire opens 9pm ET the night before — liquidity check 8:45pm sun-thu', NY, on(SUN_THU, '20:45', NY)),
  e('treasury: interest accrual posting 1st business day 0700 AEST', SYD, no(BUSINESS_SHIFT)),
  e(
    'ACH same-day windows: reminder 10:15, 14:15 and 16:30 ET on weekdays',
    NY,
    on('weekdays', ['10:15', '14:15', '16:30'], NY),
  ),

  // a crypto exchange (everything in UTC)
  e('funding rate snapshot every 8h: 00:00, 08:00, 16:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('proof of reserves published 1st of the month 00:00 UTC', SGP, on({ monthDays: [1] }, '00:00', UTC)),
  e(
    'hot wallet rebalance every 15 minutes (UTC like everything else)',
    SGP,
    plan(every('daily', { minutes: 15 }, UTC)),
  ),
  e(
    'quarterly futures expiry: last friday of mar, jun, sep, dec 08:00 UTC',
    SGP,
    on({ nth: ['last'], weekday: 'fri', months: QUARTER_ENDS }, '08:00', UTC),
  ),
  e('weekly options settlement fridays 0800Z', HKG, on(['fri'], '08:00', UTC)),
  e('cold storage audit every 45 minutes', SGP, no(STEP_MINUTES)),
  e('maintenance window announcement 2026-12-09 02:00 UTC, one time', SGP, once('2026-12-09', '02:00', UTC)),
  e('listing committee every tuesday 14:00 UTC, remind 1h earlier', DXB, on(['tue'], '13:00', UTC)),
  e(
    'trading competition leaderboard post every 4h from 1 dec to 14 dec (UTC)',
    SGP,
    plan(every('daily', { hours: 4 }, UTC), { from: '2026-12-01', until: '2026-12-14' }),
  ),
  e('kyc backlog alert at :05 past every hour', SGP, plan(every('daily', { hours: 1, at: 5 }, SGP))),
  e('node health check every 30 seconds', SGP, no(SECONDS)),
  e('api key rotation every 90 days', SGP, no(DAYS_STEP)),
  e('market maker rebate calc 23:55 UTC on the last day of each month', HKG, on({ monthDays: ['last'] }, '23:55', UTC)),
  e('bourse crypto : rapport de liquidité tous les jours à 06h00 UTC', PAR, daily('06:00', UTC)),
  e('withdrawal queue review weekends 10:00 and 22:00 UTC', DXB, on('weekends', ['10:00', '22:00'], UTC)),

  // a research vessel
  e(
    'CTD cast every 6 hours 00/06/12/18, ship time (UTC-4 this leg)',
    HAL,
    daily(['00:00', '06:00', '12:00', '18:00'], GMT_P4),
  ),
  e('noon position report daily 1200Z', HBA, daily('12:00', UTC)),
  e('synoptic met obs every 3 hrs (00, 03 … 21 UTC)', HBA, plan(every('daily', { hours: 3 }, UTC))),
  e('XBT drop every 4 hours — no, every 2', UTC, plan(every('daily', { hours: 2 }, UTC))),
  e('satellite email sync at 0400 and 1600 UTC', HBA, daily(['04:00', '16:00'], UTC)),
  e('mooring recovery 3 feb, 0600 local Hobart, one-time alarm', HBA, once('2027-02-03', '06:00', HBA)),
  e('plankton tow at dusk each day', HBA, no(SUNSET)),
  e('abandon ship drill every saturday 1030 (we keep Perth time on this voyage)', HBA, on(['sat'], '10:30', PER)),
  e('Antarctic resupply reminder 15 dec 9am', HBA, once('2026-12-15', '09:00', HBA)),
  e('R/V: science meeting 1930 daily, ship clock UTC+10', HBA, daily('19:30', GMT_M10)),

  // an observatory
  e('dome flat fields every evening at sunset', HNL, no(SUNSET)),
  e('cryo compressor check every 2h', HNL, plan(every('daily', { hours: 2 }, HNL))),
  e('night log export 0700 HST daily', HNL, daily('07:00', HNL)),
  e('weather tower data pull every 10 min, Chile time', HNL, plan(every('daily', { minutes: 10 }, SCL))),
  e('telescope time proposals deadline reminder 1 mar 2027 12:00 UT', HNL, once('2027-03-01', '12:00', UTC)),
  e('public open night first friday of the month 8pm', SCL, no(NTH_SHIFT)),
  e('Siding Spring all-sky camera restart daily 17:00 AEST', SYD, either(daily('17:00', SYD), daily('17:00', BNE))),
  e('RFI scan every 20 minutes', ADL, plan(every('daily', { minutes: 20 }, ADL))),
  e('Geminids reminder 13 dec 10pm', PHX, once('2026-12-13', '22:00', PHX)),
  e('observatori: revisar la càmera cada nit a les 22:00', MAD, daily('22:00', MAD)),
  e('spectrograph arc lamps warm-up 90 min before sunset', PHX, no(SUNSET)),

  // a wedding planner
  e('final tasting reminder for the Smith wedding, 12 march 2027 at 3pm', LON, once('2027-03-12', '15:00', LON)),
  e(
    'vendor confirmation calls every monday 10am until the wedding (june 19)',
    NY,
    on(['mon'], '10:00', NY, { until: '2027-06-19' }),
  ),
  e('remind the couple about RSVPs on the 1st and 15th at 7pm', SYD, on({ monthDays: [1, 15] }, '19:00', SYD)),
  e('ceremony 3:30pm on 24 april 2027 — vendor ping 2 hrs before', LA, once('2027-04-24', '13:30', LA)),
  e(
    'boda: recordatorio al florista cada viernes a las 11 hasta el 28 de mayo',
    MEX,
    on(['fri'], '11:00', MEX, { until: '2027-05-28' }),
  ),
  e('Hochzeit: Countdown-Post jeden Tag um 9 Uhr bis zum 5. Juni', BER, daily('09:00', BER, { until: '2027-06-05' })),
  e('venue deposit instalments on the 5th for 6 months', LON, no(NO_TIME)),
  e('kalyanam: mehendi ninaivootal 20 march kaalai 10 mani', KOL, once('2027-03-20', '10:00', KOL)),
  e('weekly planning email sundays 8pm their time (they are in Auckland)', LON, on(['sun'], '20:00', AKL)),
  e('casamento: lembrete de prova do vestido sábado 9 de janeiro às 14h', LIS, once('2027-01-09', '14:00', LIS)),
  e(
    'wedding countdown email every saturday 9am starting jan 2 for 10 weeks',
    CHI,
    on(['sat'], '09:00', CHI, { from: '2027-01-02', count: 10 }),
  ),

  // a translation agency across zones
  e(
    'job board refresh every 30 min in Tokyo business hours (9-6, weekdays)',
    LON,
    span('weekdays', { minutes: 30 }, '09:00', '18:00', TYO),
  ),
  e('freelancer invoices due last day of month 23:59 CET', BER, on({ monthDays: ['last'] }, '23:59', BER)),
  e('deadline ping to the Buenos Aires team 5pm their time mon-fri', LON, on('weekdays', '17:00', BUE)),
  e(
    'PM sync tuesdays 9am Lisbon / 5pm Tokyo',
    LIS,
    either(on(['tue'], '09:00', LIS), on(['tue'], '17:00', TYO), no(WHICH_ZONE)),
  ),
  e('QA batch every weekday 7am my time', KTM, on('weekdays', '07:00', KTM)),
  e(
    'agencia de traducción: recordatorio de entregas lunes a viernes a las 16:00 hora de Bogotá',
    MAD,
    on('weekdays', '16:00', BOG),
  ),
  e('rush job — remind the translator wed 6pm her time (Manila)', PAR, once('2026-11-25', '18:00', MNL)),
  e('beonyeok iljeong: maeju suyoil ojeon 10si', SEL, on(['wed'], '10:00', SEL)),
  e('paalala sa mga tagasalin tuwing Lunes alas-9 ng umaga', MNL, on(['mon'], '09:00', MNL)),
  e('timesheet reminder friday 4pm for everyone in their own zone', LON, no(WHICH_ZONE)),
  e('glossary export 02:15 every night, Tehran time', LON, daily('02:15', THR)),
  e('tarjome: har seshanbe saat 14:30 jalase ba moshtari', THR, on(['tue'], '14:30', THR)),

  // a SaaS support team with follow-the-sun shifts
  e(
    'handovers: APAC→EMEA 08:00 London, EMEA→AMER 16:00 London, AMER→APAC 00:00 London, weekdays',
    LON,
    on('weekdays', ['00:00', '08:00', '16:00'], LON),
  ),
  e('queue health check every 15 min, 24/7', DUB, plan(every('daily', { minutes: 15 }, DUB))),
  e('SLA breach report 9am in each region', DUB, no(WHICH_ZONE)),
  e('weekend on-call handoff fri 17:00 Sydney', LON, on(['fri'], '17:00', SYD)),
  e('Manila shift starts 10pm mon-fri PHT, roll call 15 min before', MNL, on('weekdays', '21:45', MNL)),
  e('CSAT digest 7:30 am ET mon', TOR, on(['mon'], '07:30', NY)),
  e(
    'escalation review every 2 hours during the Bangalore shift 9:30-18:30, weekdays',
    KOL,
    plan(every('weekdays', { hours: 2, window: ['09:30', '18:30'] }, KOL)),
  ),
  e('incident postmortem reminder 3 business days after each incident', KOL, no(RELATIVE)),
  e('soporte: cambio de turno a las 6, 14 y 22 h cada día', BOG, daily(['06:00', '14:00', '22:00'], BOG)),
  e(
    'support team: rozana subah 9 baje standup, jumma ko chutti',
    KHI,
    on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '09:00', KHI),
  ),
  e('meshmeret tmicha: kol yom rishon ad chamishi be-8:30 ba-boker', JRS, on(SUN_THU, '08:30', JRS)),
  e('the Auckland shift begins 8am their time weekdays, ping them 5 min early', SYD, on('weekdays', '07:55', AKL)),
  e('ticket backlog export every hour at :45', DEN, plan(every('daily', { hours: 1, at: 45 }, DEN))),
  e('Nairobi night desk: queue check 2200, 0100 and 0400 EAT', NBO, daily(['01:00', '04:00', '22:00'], NBO)),

  // open-source maintainers across zones
  e('triage call every other wednesday 16:00 UTC', BER, no(WEEKS)),
  e('release train: cut the RC every tuesday 14:00 UTC', SEL, on(['tue'], '14:00', UTC)),
  e('dependabot PR sweep mondays 9am my time', BER, on(['mon'], '09:00', BER)),
  e('community call first thursday of the month 17:00 UTC', SAO, on({ nth: [1], weekday: 'thu' }, '17:00', UTC)),
  e('stale issue bot at 01:30 UTC daily', TOR, daily('01:30', UTC)),
  e(
    'maintainers sync thursdays 8am Pacific / 5pm Berlin',
    BER,
    either(on(['thu'], '08:00', LA), on(['thu'], '17:00', BER), no(WHICH_ZONE)),
  ),
  e(
    'security advisory digest at 0600 in Sydney and again at 0600 in New York',
    SYD,
    plan([at('daily', '06:00', SYD), at('daily', '06:00', NY)]),
  ),
  e(
    'CI nightly: 2am UTC weekdays, 6am UTC weekends',
    LON,
    plan([at('weekdays', '02:00', UTC), at('weekends', '06:00', UTC)]),
  ),
  e('hacktoberfest label sweep daily in october 10:00 UTC', LON, on({ months: [10] }, '10:00', UTC)),
  e('kaiyuan xiangmu: meizhou wu wanshang 8 dian ban fabu', SHA, on(['fri'], '20:30', SHA)),
  e('reliz kozhnoho chetverha o 15:00 za Kyievom', KYV, on(['thu'], '15:00', KYV)),
  e(
    'LTS backport check every 2nd monday 12:00 UTC',
    LON,
    either(on({ nth: [2], weekday: 'mon' }, '12:00', UTC), no(WEEKS)),
  ),
  e('docs translation sync 0330 UTC — sorry, 0345', KOL, daily('03:45', UTC)),

  // a hackathon
  e('hackathon check-in opens fri 4 dec 5pm', LA, once('2026-12-04', '17:00', LA)),
  e(
    'hourly announcements from sat 5 dec 9am through sun 6 dec 9am',
    LA,
    plan(
      [
        every({ monthDays: [5], months: [12] }, { hours: 1, window: ['09:00', '23:00'] }, LA),
        every({ monthDays: [6], months: [12] }, { hours: 1, window: ['00:00', '09:00'] }, LA),
      ],
      { from: '2026-12-05', until: '2026-12-06' },
    ),
  ),
  e('pizza reminder 7pm saturday 5 dec', LA, once('2026-12-05', '19:00', LA)),
  e(
    'submissions close sun 6 dec 10:00 — warn at 9, 9:30 and 9:50',
    LA,
    once('2026-12-06', ['09:00', '09:30', '09:50'], LA),
  ),
  e(
    'mentor round every 3 hours 10am-10pm on 12 and 13 dec',
    KOL,
    plan(every('daily', { hours: 3, window: ['10:00', '22:00'] }, KOL), { from: '2026-12-12', until: '2026-12-13' }),
  ),
  e('hackathon: demo reminder 12 dec at 16:45 Kathmandu time', KOL, once('2026-12-12', '16:45', KTM)),

  // a robotics lab
  e('robot arm calibration mon 8:00 and thu 8:00', ZRH, on(['mon', 'thu'], '08:00', ZRH)),
  e('nightly sim regression 01:00 CET', ZRH, either(daily('01:00', ZRH), daily('01:00', 'Etc/GMT-1'))),
  e('lidar log rotation every 12h', TYO, plan(every('daily', { hours: 12 }, TYO))),
  e('lab meeting wed at 4 — the pm one obviously', ZRH, on(['wed'], '16:00', ZRH)),
  e('robotics lab safety walk first monday each month 9am', SEL, on({ nth: [1], weekday: 'mon' }, '09:00', SEL)),
  e('3D printer filament check every 2 days', TPE, no(DAYS_STEP)),
  e('robot lab: maeil ohu 6si 30bun baeteori chungjeon', SEL, daily('18:30', SEL)),
  e('ห้องแล็บ: ประชุมทุกวันพฤหัส 14:00', BKK, on(['thu'], '14:00', BKK)),
  e(
    'AGV fleet firmware check every 30 min between 7 and 7 on weekdays',
    TPE,
    span('weekdays', { minutes: 30 }, '07:00', '19:00', TPE),
  ),

  // a cricket club
  e(
    'nets tuesday and thursday 5:30pm from 1 april to 30 sept',
    LON,
    on(TT, '17:30', LON, { from: '2027-04-01', until: '2027-09-30' }),
  ),
  e(
    'teamsheet out every friday 8pm in season (may-aug)',
    LON,
    on({ weekdays: ['fri'], months: [5, 6, 7, 8] }, '20:00', LON),
  ),
  e('ground roll reminder sat 7am', LON, on(['sat'], '07:00', LON)),
  e('cricket club subs reminder 1st of each month 6:30pm', MEL, on({ monthDays: [1] }, '18:30', MEL)),
  e('juniors training wednesday 4pm until 17 march', SYD, on(['wed'], '16:00', SYD, { until: '2027-03-17' })),
  e('cricket club: har itwaar subah 7 baje practice', KHI, on(['sun'], '07:00', KHI)),
  e('krieketklub: nette elke Dinsdag en Donderdag om 17:00', JNB, on(TT, '17:00', JNB)),
  e('AGM reminder 14 oct 2027 7:30pm', LON, once('2027-10-14', '19:30', LON)),
  e('covers on if rain is forecast', LON, no(WEATHER)),
  e('tea ladies rota: home games saturday 3:30pm', LON, either(on(['sat'], '15:30', LON), no(NOT_A_CLOCK))),

  // a surf school
  e(
    'surf lessons 7am and 10am daily over summer (dec-feb)',
    SYD,
    either(no(MONTH_EDGE), on({ months: [12, 1, 2] }, ['07:00', '10:00'], SYD)),
  ),
  e('surf check post at dawn', SYD, no(SUNSET)),
  e('board wax & leash check every sunday 4pm', SYD, on(['sun'], '16:00', SYD)),
  e('lesson times follow the tide', SYD, no(TIDES)),
  e('escola de surf: aula às 9h de terça a domingo', LIS, on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '09:00', LIS)),
  e('wetsuit wash 5pm every day except mon', LIS, on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '17:00', LIS)),
  e('surf camp breakfast bell 6:30 daily', CMB, daily('06:30', CMB)),
  e('scoil surfála: ceacht gach Satharn ag 10:00', DUB, on(['sat'], '10:00', DUB)),
  e('Raglan surf school: booking sheet export mon-fri 6pm NZ', SYD, on('weekdays', '18:00', AKL)),

  // a municipal snow-plough depot
  e('salt stock check every 4 hours nov-mar', TOR, plan(every({ months: [11, 12, 1, 2, 3] }, { hours: 4 }, TOR))),
  e('plough crews call out at 3am when snow is forecast', TOR, no(WEATHER)),
  e('route briefing 0400 daily 1 dec to 31 mar', TOR, daily('04:00', TOR, { from: '2026-12-01', until: '2027-03-31' })),
  e('grit lorry pre-trip check 0330 and 1530', LON, daily(['03:30', '15:30'], LON)),
  e(
    'road temp sensor pull every 10 min, winter months only (dec to feb)',
    REK,
    plan(every({ months: [12, 1, 2] }, { minutes: 10 }, REK)),
  ),
  e('snjómokstur: ræsa kl. 4:00 alla daga í desember og janúar', REK, on({ months: [12, 1] }, '04:00', REK)),
  e('lumetõrje: hommikune ülevaade iga päev kell 5.00', TLL, daily('05:00', TLL)),
  e(
    'sniego valymas: kasdien 4:30 nuo gruodžio 1 iki kovo 31',
    VNO,
    daily('04:30', VNO, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e(
    'plough chains inventory 2nd saturday in november 9am',
    DEN,
    on({ nth: [2], weekday: 'sat', months: [11] }, '09:00', DEN),
  ),
  e('snow desk staff meeting tuesday at 6', TOR, halfOr(['tue'], '06:00', '18:00', TOR)),
  e('Regina yard: plough GPS upload every 5 min', REG, plan(every('daily', { minutes: 5 }, REG))),

  // waste collection rounds
  e('round A: bins out by 6:30 mon & thu — alert the drivers at 6:00', LON, on(['mon', 'thu'], '06:00', LON)),
  e('recycling round every other friday', LON, no(WEEKS)),
  e('garden waste collection fortnightly on wednesdays 7am mar-nov', LON, no(WEEKS)),
  e('bulky item pickup 1st saturday of the month 8am', MEL, no(NTH_SHIFT)),
  e('truck GPS upload every 5 min 5am-2pm weekdays', DUB, span('weekdays', { minutes: 5 }, '05:00', '14:00', DUB)),
  e('recogida de basura: aviso de contenedores a las 21h de domingo a jueves', MAD, on(SUN_THU, '21:00', MAD)),
  e('christmas week collections shift by a day', LON, no(HOLIDAYS)),
  e('odvoz odpadu: pripomienka každý pondelok o 6:00', BTS, on(['mon'], '06:00', BTS)),
  e('szemétszállítás: minden szerdán reggel 6 órakor', BUD, on(['wed'], '06:00', BUD)),
  e('landfill weighbridge report at 1700 Monday to Saturday', JNB, on(MON_SAT, '17:00', JNB)),
  e('glass round: last wednesday of the month 6:45am', DUB, on({ nth: ['last'], weekday: 'wed' }, '06:45', DUB)),

  // a mosque's volunteers and a Ramadan iftar rota
  e('jumuah setup volunteers every friday 12:15', LON, on(['fri'], '12:15', LON)),
  e('fajr reminder for the brothers daily', LON, no(SUNSET)),
  e('clean the wudu area every saturday after asr', LON, no(SUNSET)),
  e('madrasa parents reminder every friday 7pm', LON, on(['fri'], '19:00', LON)),
  e('masjid: har jumeraat raat 8 baje safai', KHI, on(['thu'], '20:00', KHI)),
  e('surau: gotong-royong setiap Sabtu pertama jam 8 pagi', KUL, on({ nth: [1], weekday: 'sat' }, '08:00', KUL)),
  e("masjed: jalase-ye hey'at-e omana har panjshanbe saat 19", THR, on(['thu'], '19:00', THR)),
  e('eid prayer setup reminder', LON, no(MOVABLE)),
  e('zakat committee last sunday of the month 2pm', LON, on({ nth: ['last'], weekday: 'sun' }, '14:00', LON)),
  e('quran class for kids sat/sun 10:30 — correction, sundays only', TOR, on(['sun'], '10:30', TOR)),
  e(
    'iftar rota: table setup 5:45pm every day from 8 feb to 9 mar',
    LON,
    daily('17:45', LON, { from: '2027-02-08', until: '2027-03-09' }),
  ),
  e('iftar at maghrib each day', LON, no(SUNSET)),
  e('suhoor wake-up call 4am daily during ramadan', LON, no(MOVABLE)),
  e(
    'iftar kitchen 8 feb – 9 mar: team A mon/wed/fri 4pm, team B tue/thu/sat 4pm, sunday everyone 3pm',
    DXB,
    plan([at(MWF, '16:00', DXB), at(['tue', 'thu', 'sat'], '16:00', DXB), at(['sun'], '15:00', DXB)], {
      from: '2027-02-08',
      until: '2027-03-09',
    }),
  ),
  e(
    'iftar: ingatkan sukarelawan jam 6 petang setiap hari dari 8 Feb hingga 9 Mac',
    KUL,
    daily('18:00', KUL, { from: '2027-02-08', until: '2027-03-09' }),
  ),
  e(
    'taraweeh parking volunteers 8:30pm nightly, feb 8 – mar 9 2027',
    TOR,
    daily('20:30', TOR, { from: '2027-02-08', until: '2027-03-09' }),
  ),
  e(
    'last 10 nights: qiyam reminder 2am, 27 feb to 8 mar',
    LON,
    daily('02:00', LON, { from: '2027-02-27', until: '2027-03-08' }),
  ),
  e('iftar ki tayyari rozana shaam 5 baje, ramzan bhar', KHI, no(MOVABLE)),
  e('iftar food drive: donation reminder every friday in ramadan at 1pm', LON, no(MOVABLE)),
  e('eid ul-fitr 10 march 2027: volunteers reminder 7:00', LON, once('2027-03-10', '07:00', LON)),
  e(
    'iftar: 8 feb se 9 mar tak, rozana shaam 5:30 baje, masjid ke hall mein',
    KHI,
    daily('17:30', KHI, { from: '2027-02-08', until: '2027-03-09' }),
  ),

  // a temple's volunteers
  e('temple flower decoration volunteers every friday 6am', SGP, on(['fri'], '06:00', SGP)),
  e('kovil: ovvoru velli kizhamai maalai 6 mani pooja ninaivootal', KOL, on(['fri'], '18:00', KOL)),
  e('วัด: ตักบาตรทุกวันอาทิตย์ 06:30', BKK, on(['sun'], '06:30', BKK)),
  e('gurdwara langar seva every sunday 11am', TOR, on(['sun'], '11:00', TOR)),
  e('temple kitchen: prasad prep daily 4:30am', SGP, daily('04:30', SGP)),
  e('diwali lamp setup reminder', SGP, no(MOVABLE)),
  e('purnima pooja every full moon', KOL, no(MOVABLE)),
  e('simiao: meiyue chuyi he shiwu zaoshang 6 dian shang xiang', SHA, no(MOVABLE)),
  e('jeol: maeju ilyoil ojeon 10si beobhoe', SEL, on(['sun'], '10:00', SEL)),
  e('temple aarti volunteers daily 6am and 6pm', JNB, daily(['06:00', '18:00'], JNB)),
  e(
    'beit knesset: minyan kol boker be-6:45 chutz mi-shabbat',
    JRS,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '06:45', JRS),
  ),
  e('shabbat candles 18 minutes before sunset', JRS, no(SUNSET)),
  e('kovil annadhanam thinamum madhiyam 12 mani', CMB, daily('12:00', CMB)),
  e('วัด: สวดมนต์เย็นทุกวัน 19:00 น.', BKK, daily('19:00', BKK)),

  // a family group chat
  e('bins out sunday 8pm, recycling every other week', LON, either(no(WEEKS), no(TWO_TASKS))),
  e("mum's pills 8am and 8pm every day", DUB, daily(['08:00', '20:00'], DUB)),
  e('remind us to leave for piano at 3:50 on tuesdays', SYD, on(['tue'], '15:50', SYD)),
  e('general waste bin out thursday night 7pm', AKL, on(['thu'], '19:00', AKL)),
  e("dad's blood pressure tablet 9pm — no, 9:30pm", JNB, daily('21:30', JNB)),
  e('kids swimming sat 9 and sun 9', MEL, either(on('weekends', '09:00', MEL), no(AMBIGUOUS_HOUR))),
  e('pay the cleaner every friday', MEL, no(NO_TIME)),
  e("grandma call every sunday 6pm her time (she's in Manila)", TOR, on(['sun'], '18:00', MNL)),
  e('familia: sacar la basura lunes, miércoles y viernes a las 21:00', MAD, on(MWF, '21:00', MAD)),
  e('recordatori: la pastilla de la iaia cada dia a les 9 del matí', MAD, daily('09:00', MAD)),
  e('lembrete: remédio do vovô de 8 em 8 horas começando às 6h', SAO, daily(['06:00', '14:00', '22:00'], SAO)),
  e('anya gyógyszere minden nap 8 és 20 órakor', BUD, daily(['08:00', '20:00'], BUD)),
  e('tizkoret le-hotzi et ha-zevel kol yom shlishi ba-erev', JRS, no(NO_TIME)),
  e('paalala: inumin ang gamot araw-araw alas-8 ng umaga at alas-8 ng gabi', MNL, daily(['08:00', '20:00'], MNL)),
  e('mow the lawn once the grass is long', AKL, no(WEATHER)),
  e('vitamin D every 2nd day', DUB, no(DAYS_STEP)),
  e('school run reminder weekdays 7:40 except school holidays', LON, no(HOLIDAYS)),
  e('piano exam 6 march 2027 11:20am, remind us at 10', LON, once('2027-03-06', '10:00', LON)),
  e('feed the fish morning and evening', LON, no(NO_TIME)),
  e('bin day moved to wednesday this week only, 7am', LON, once('2026-11-25', '07:00', LON)),
  e("atgoffa: rhoi'r biniau allan bob nos Sul am 8yh", LON, on(['sun'], '20:00', LON)),
  e('tabhair na piollaí do Mhamó gach lá ag 9 ar maidin', DUB, daily('09:00', DUB)),
  e('ouma se pille elke oggend om 7 en elke aand om 7', JNB, daily(['07:00', '19:00'], JNB)),
  e('khumbuza ugogo ngamaphilisi nsuku zonke ngo-8 ekuseni', JNB, daily('08:00', JNB)),
  e('nahaduvannya: mamyni liky shchodnya o 8:00 i 20:00', KYV, daily(['08:00', '20:00'], KYV)),
  e('yadet nare: daroo-ye baba har roz saat 9 shab', THR, daily('21:00', THR)),
  e('ammavukku marunthu thinamum iravu 9 mani', KOL, daily('21:00', KOL)),
  e('ammi ki dawai rozana subah 8 baje aur raat 10 baje', KHI, daily(['08:00', '22:00'], KHI)),
  e('nainai chi yao: meitian zaoshang 8 dian he wanshang 8 dian', SHA, daily(['08:00', '20:00'], SHA)),
  e('halmeoni yak: maeil achim 8si, jeonyeok 8si', SEL, daily(['08:00', '20:00'], SEL)),
  e('เตือนกินยาคุณแม่ทุกวัน 8:00 และ 20:00', BKK, daily(['08:00', '20:00'], BKK)),
  e('ingatkan ayah makan ubat setiap hari jam 9 pagi dan 9 malam', KUL, daily(['09:00', '21:00'], KUL)),
  e('tuwing Sabado alas-7 ng umaga: linis ng bahay', MNL, on(['sat'], '07:00', MNL)),
  e('smittya: vynosyty kozhnoho vivtorka o 7:00', KYV, on(['tue'], '07:00', KYV)),
  e('send the Q3 family budget on 20 nov 2026 at 3pm', LON, no(PAST)),
  e('remind me on 2 november at 9am to book the flu jabs', LON, either(once('2027-11-02', '09:00', LON), no(PAST))),
  e('water the plants after every 3 rainy days', LON, no(NOT_A_CLOCK)),

  // dates near the 2027 clock changes, and zones far from the usual
  e('server migration one-off sun 14 mar 2027 2:30am Eastern', NY, no(NO_SUCH_TIME)),
  e('change the clocks reminder sat 13 mar 2027 9pm', NY, once('2027-03-13', '21:00', NY)),
  e('DB failover test 31 oct 2027 02:30 Berlin time', BER, once('2027-10-31', '02:30', BER)),
  e('batch rerun 28 march 2027 at 1:30am London', LON, no(NO_SUCH_TIME)),
  e('cutover 7 nov 2027 1:30am Central', CHI, once('2027-11-07', '01:30', CHI)),
  e('patch window 4 april 2027 2:30am Sydney', SYD, once('2027-04-04', '02:30', SYD)),
  e('router reboot sun 3 oct 2027 2:15am Melbourne', MEL, no(NO_SUCH_TIME)),
  e('power shutdown sun 26 sep 2027 2:30am', AKL, no(NO_SUCH_TIME)),
  e('nightly backup 2:30am Eastern', NY, daily('02:30', NY)),
  e('weekly report sundays 01:30 London', LON, on(['sun'], '01:30', LON)),
  e('Lord Howe: generator test daily 6pm', LHI, daily('18:00', LHI)),
  e('rink maintenance 8:30am daily until 14 mar', STJ, daily('08:30', STJ, { until: '2027-03-14' })),
  e('roadhouse fuel order every monday 7:45am', EUC, on(['mon'], '07:45', EUC)),
  e('freight barge reminder 1st of the month 10am', CHT, on({ monthDays: [1] }, '10:00', CHT)),
  e('dive shop: tanks filled daily 17:00', MRQ, daily('17:00', MRQ)),
  e('marché du dimanche : rappel à 5h30', NOU, on(['sun'], '05:30', NOU)),
  e('feria de los domingos: aviso a las 7:00', MVD, on(['sun'], '07:00', MVD)),
  e('plow route fuel at 0500 daily', ANC, daily('05:00', ANC)),
  e('salary reminder 25th of every month 10:00', KBL, on({ monthDays: [25] }, '10:00', KBL)),
  e('generator test every saturday 9am', RGN, on(['sat'], '09:00', RGN)),
  e('rappel de réunion chaque lundi à 10h', CAS, on(['mon'], '10:00', CAS)),
  e('warehouse inventory every sunday 9am', CAI, on(['sun'], '09:00', CAI)),
  e('her cuma 17:00 haftalık rapor', IST, on(['fri'], '17:00', IST)),
  e('sverka kazhdyy den v 9:00 po Moskve', LON, daily('09:00', MOW)),
  e('garments QC sample pull 11:00 sat-thu', DAC, on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '11:00', DAC)),
  e('EU clocks go back 31 oct — reminder the friday before at 4pm', AMS, once('2027-10-29', '16:00', AMS)),
  e(
    'every sunday 2:30am Sydney from 28 march to 11 april',
    SYD,
    on(['sun'], '02:30', SYD, { from: '2027-03-28', until: '2027-04-11' }),
  ),
  e('daylight saving starts 3 oct: remind the night shift sat 2 oct at 10pm', ADL, once('2027-10-02', '22:00', ADL)),
  e('Athens office: backups 03:30 every night', ATH, daily('03:30', ATH)),
  e('Warsaw team: retro co drugi piątek', WAW, no(WEEKS)),
  e('Stockholm: lönekörning den 25:e varje månad kl 06:00', STO, on({ monthDays: [25] }, '06:00', STO)),

  // pipeline and scheduler pastes: Airflow, Prefect, Dagster, Argo, Tekton
  e("schedule='0 6 * * 1-5'  # airflow, default tz UTC", LON, on('weekdays', '06:00', UTC)),
  e(
    "with DAG('claims_etl', schedule='@hourly', start_date=pendulum.datetime(2026, 1, 1, tz='Europe/London'))",
    LON,
    plan(every('daily', { hours: 1 }, LON)),
  ),
  e(
    "DAG('fx_rates', schedule='30 4 * * *', start_date=pendulum.datetime(2026, 1, 1, tz='Asia/Kolkata'))",
    LON,
    daily('04:30', KOL),
  ),
  e("airflow: schedule='@weekly'", BER, on(['sun'], '00:00', UTC)),
  e(
    "schedule='0 0 1 * *'  # our airflow.cfg has default_timezone = America/Chicago",
    NY,
    on({ monthDays: [1] }, '00:00', CHI),
  ),
  e("schedule='*/30 * * * *' on the blood-stock DAG", LON, plan(every('daily', { minutes: 30 }, UTC))),
  e("schedule='0 9 * * MON#1'  # airflow croniter, UTC", LON, on({ nth: [1], weekday: 'mon' }, '09:00', UTC)),
  e("DAG('adhoc_backfill', schedule=None)", LON, no(DISABLED)),
  e('prefect deploy --cron "0 7 * * 1-5" --timezone "America/Denver"', LA, on('weekdays', '07:00', DEN)),
  e(
    'CronSchedule(cron="15 */2 * * *", timezone="Europe/Madrid")',
    LON,
    plan(every('daily', { hours: 2, at: 15 }, MAD)),
  ),
  e('prefect.yaml\nschedules:\n  - cron: "0 18 * * 5"\n    timezone: "Asia/Manila"', SGP, on(['fri'], '18:00', MNL)),
  e('prefect.yaml: cron: "0 0 * * *" (no timezone, so UTC)', NY, daily('00:00', UTC)),
  e(
    'ScheduleDefinition(job=claims_job, cron_schedule="0 5 * * *", execution_timezone="Australia/Sydney")',
    LON,
    daily('05:00', SYD),
  ),
  e(
    '@schedule(cron_schedule="*/15 9-17 * * 1-5", job=sync_job, execution_timezone="America/New_York")',
    LON,
    plan(every('weekdays', { minutes: 15, window: ['09:00', '17:45'] }, NY)),
  ),
  e('dagster: cron_schedule="0 3 * * 0" (execution_timezone not set, so UTC)', PAR, on(['sun'], '03:00', UTC)),
  e('kind: CronWorkflow\nspec:\n  schedule: "0 2 * * *"\n  timezone: "Asia/Seoul"', LON, daily('02:00', SEL)),
  e(
    'CronWorkflow\n  schedules:\n    - "0 8 * * 1"\n    - "0 20 * * 4"\n  timezone: Europe/Berlin',
    LON,
    plan([at(['mon'], '08:00', BER), at(['thu'], '20:00', BER)]),
  ),
  e('argo cron: schedule "*/5 * * * *", suspend: true', LON, no(DISABLED)),
  e(
    'tekton nightly: a CronJob curls the EventListener, schedule "0 1 * * *", timeZone "America/Toronto"',
    LON,
    daily('01:00', TOR),
  ),

  // GitLab, Bitbucket, CircleCI, Vercel, Cloudflare, pg_cron
  e(
    'GitLab pipeline schedule: interval pattern 0 4 * * 1-5, Cron timezone [UTC+1] Amsterdam',
    LON,
    on('weekdays', '04:00', AMS),
  ),
  e('gitlab schedule "30 22 * * 0", timezone "Pacific Time (US & Canada)"', NY, on(['sun'], '22:30', LA)),
  e('GitLab: Custom (0 */6 * * *), Cron Timezone: [UTC+5.5] Chennai', LON, plan(every('daily', { hours: 6 }, KOL))),
  e('gitlab pipeline schedule: Every day (at 4:00am)', TPE, daily('04:00', TPE)),
  e('Bitbucket schedule: Daily, 01:00 - 02:00 (UTC)', LON, no(HASHED)),
  e('CircleCI scheduled pipeline: cron "0 9 * * 1-5" (UTC)', SYD, on('weekdays', '09:00', UTC)),
  e('circleci triggers:\n  - schedule:\n      cron: "0 0,12 * * *"', DEN, daily(['00:00', '12:00'], UTC)),
  e('{ "crons": [{ "path": "/api/digest", "schedule": "0 8 * * *" }] }', LA, daily('08:00', UTC)),
  e('vercel.json crons: "*/10 * * * *" on /api/poll', LA, plan(every('daily', { minutes: 10 }, UTC))),
  e(
    'wrangler.toml\n[triggers]\ncrons = ["0 */3 * * *", "30 23 * * SAT"]',
    LON,
    plan([every('daily', { hours: 3 }, UTC), at(['sat'], '23:30', UTC)]),
  ),
  e('cloudflare cron trigger "15 6 * * *" (UTC, obviously)', SGP, daily('06:15', UTC)),
  e("SELECT cron.schedule('purge-claims', '30 3 * * *', $$DELETE FROM claims_tmp$$);", LON, daily('03:30', UTC)),
  e(
    "select cron.schedule('vacuum-weekly', '0 4 * * 0', 'VACUUM ANALYZE');  -- cron.timezone = 'Europe/Paris'",
    LON,
    on(['sun'], '04:00', PAR),
  ),
  e(
    "SELECT cron.schedule('refresh-mv', '*/5 * * * *', 'REFRESH MATERIALIZED VIEW donors_mv');",
    LON,
    plan(every('daily', { minutes: 5 }, UTC)),
  ),
  e("SELECT cron.schedule('ping', '30 seconds', 'SELECT 1');", LON, no(SECONDS)),
  e(
    "select cron.schedule('month-end', '0 22 $ * *', 'CALL close_month()');",
    LON,
    on({ monthDays: ['last'] }, '22:00', UTC),
  ),

  // Terraform, Serverless, EventBridge
  e(
    'resource "aws_cloudwatch_event_rule" "nightly" {\n  schedule_expression = "cron(0 2 * * ? *)"\n}',
    SYD,
    daily('02:00', UTC),
  ),
  e('schedule_expression = "rate(1 hour)"', SYD, plan(every('daily', { hours: 1 }, UTC))),
  e(
    'aws_scheduler_schedule:\n  schedule_expression = "cron(30 8 ? * MON-FRI *)"\n  schedule_expression_timezone = "Europe/Dublin"',
    LON,
    on('weekdays', '08:30', DUB),
  ),
  e('schedule_expression = "rate(7 minutes)"', LON, no(STEP_MINUTES)),
  e('terraform: schedule_expression = "cron(0 12 ? * 6#2 *)"', LON, on({ nth: [2], weekday: 'fri' }, '12:00', UTC)),
  e('functions:\n  digest:\n    events:\n      - schedule: cron(0 7 ? * MON *)', BER, on(['mon'], '07:00', UTC)),
  e('serverless: - schedule: rate(10 minutes)', BER, plan(every('daily', { minutes: 10 }, UTC))),
  e('- schedule:\n    rate: cron(15 20 * * ? *)\n    enabled: false', BER, no(DISABLED)),
  e('cron(0 18 ? * MON-FRI *)', NY, on('weekdays', '18:00', UTC)),
  e('cron(15 10 ? * 6L *)', NY, on({ nth: ['last'], weekday: 'fri' }, '10:15', UTC)),
  e(
    'EventBridge Scheduler cron(0 0/4 * * ? *) with timezone America/Anchorage',
    LA,
    plan(every('daily', { hours: 4 }, ANC)),
  ),
  e('cron(0 9 1W * ? *)', LON, on({ firstBusinessDay: true }, '09:00', UTC)),
  e('rate(1 day)', LON, no(FROM_START)),

  // Spring, Go's robfig/cron
  e('@Scheduled(cron = "0 30 6 * * MON-SAT", zone = "Asia/Kolkata")', LON, on(MON_SAT, '06:30', KOL)),
  e('@Scheduled(cron = "0 0 */4 * * *", zone = "UTC")', KOL, plan(every('daily', { hours: 4 }, UTC))),
  e('@Scheduled(cron = "0 0 23 L * ?", zone = "America/Sao_Paulo")', LON, on({ monthDays: ['last'] }, '23:00', SAO)),
  e('@Scheduled(fixedRate = 60000)', LON, no(FROM_START)),
  e('@Scheduled(cron = "*/30 * * * * *")', LON, no(SECONDS)),
  e('@Scheduled(cron = "0 15 10 * * 1#2", zone = "Europe/Rome")', LON, on({ nth: [2], weekday: 'mon' }, '10:15', ROM)),
  e('c.AddFunc("CRON_TZ=Asia/Jakarta 0 5 * * *", backup)', SGP, daily('05:00', JKT)),
  e('c.AddFunc("@every 1h30m", sync)', SGP, no(FROM_START)),
  e('c.AddFunc("@daily", rotate) // the server runs Europe/Vilnius', LON, daily('00:00', VNO)),
  e('cron.New(cron.WithLocation(time.UTC)).AddFunc("0 */2 * * *", f)', NY, plan(every('daily', { hours: 2 }, UTC))),
  e('c.AddFunc("30 9 * * MON,WED,FRI", report) // TZ=Africa/Nairobi on the box', LON, on(MWF, '09:30', NBO)),

  // Windows Task Scheduler, Power Automate, Zapier
  e('Trigger: Weekly - At 6:00 AM every Monday, Wednesday of every week', JNB, on(['mon', 'wed'], '06:00', JNB)),
  e(
    'Daily at 11:30 PM, repeat task every 1 hour for a duration of 8 hours',
    LON,
    either(
      daily(['23:30', '00:30', '01:30', '02:30', '03:30', '04:30', '05:30', '06:30', '07:30'], LON),
      daily(['23:30', '00:30', '01:30', '02:30', '03:30', '04:30', '05:30', '06:30'], LON),
    ),
  ),
  e('Task Scheduler: One time, 12/31/2026 11:00 PM', CHI, once('2026-12-31', '23:00', CHI)),
  e(
    'Monthly: Days 1, 15 of January, April, July, October at 7:00 AM',
    TOR,
    on({ monthDays: [1, 15], months: [1, 4, 7, 10] }, '07:00', TOR),
  ),
  e('Monthly: On the Last Friday of every month at 4:00 PM', JNB, on({ nth: ['last'], weekday: 'fri' }, '16:00', JNB)),
  e('Begin the task: At log on of any user', JNB, no(AT_EVENT)),
  e('Daily, Recur every 2 days at 3:00 AM', JNB, no(DAYS_STEP)),
  e(
    'Recurrence: Interval 1, Frequency Week, On these days Monday, Friday, At these hours 9, At these minutes 30, Time zone (UTC+08:00) Perth',
    SGP,
    on(['mon', 'fri'], '09:30', PER),
  ),
  e(
    'Recurrence — Frequency: Day, Interval: 1, At these hours: 8,12,17, Time zone: (UTC-06:00) Central Time (US & Canada)',
    NY,
    daily(['08:00', '12:00', '17:00'], CHI),
  ),
  e(
    'Power Automate recurrence every 3 Hour, no start time set',
    LON,
    either(plan(every('daily', { hours: 3 }, LON)), no(FROM_START)),
  ),
  e(
    'flow trigger: Month, interval 1, start time 2026-12-01T06:00:00, time zone (UTC+09:30) Adelaide',
    SYD,
    on({ monthDays: [1] }, '06:00', ADL, { from: '2026-12-01' }),
  ),
  e('Recurrence Interval 2 Frequency Week', LON, no(WEEKS)),
  e(
    'Schedule by Zapier: Every Week, Day of the Week: Thursday, Time of Day: 5pm (account timezone Europe/Helsinki)',
    LON,
    on(['thu'], '17:00', HEL),
  ),
  e('Zap trigger: Every Day, Trigger on Weekends? No, Time of Day: 9am', DEN, on('weekdays', '09:00', DEN)),
  e(
    'Schedule by Zapier — Every Month, Day of the Month: 28, Time of Day: 6am',
    AMS,
    on({ monthDays: [28] }, '06:00', AMS),
  ),
  e('zapier: every hour, trigger on weekends yes', AMS, plan(every('daily', { hours: 1 }, AMS))),

  // Kubernetes, systemd, crontab
  e('schedule: "0 3 * * *"\ntimeZone: "Australia/Adelaide"', SYD, daily('03:00', ADL)),
  e('spec:\n  schedule: "@hourly"\n  suspend: true', LON, no(DISABLED)),
  e(
    'kubectl create cronjob report --image=r:1 --schedule="45 23 * * 5"  # cluster in UTC',
    DEN,
    on(['fri'], '23:45', UTC),
  ),
  e(
    'CronJob: schedule: "0 */8 * * *", timeZone: "America/Bogota", concurrencyPolicy: Forbid',
    LON,
    daily(['00:00', '08:00', '16:00'], BOG),
  ),
  e('OnCalendar=Mon..Fri 07:15', HEL, on('weekdays', '07:15', HEL)),
  e('OnCalendar=*-*-01 03:00:00', HEL, on({ monthDays: [1] }, '03:00', HEL)),
  e('OnCalendar=Sat *-*-1..7 10:00 Europe/Tallinn', LON, on({ nth: [1], weekday: 'sat' }, '10:00', TLL)),
  e('OnCalendar=*:0/15\nRandomizedDelaySec=300', HEL, either(plan(every('daily', { minutes: 15 }, HEL)), no(HASHED))),
  e('OnCalendar=weekly', VNO, on(['mon'], '00:00', VNO)),
  e('OnUnitActiveSec=1h', VNO, no(FROM_START)),
  e('0 7 * * 1-5 /opt/claims/aging.sh  # morning aging report', CHI, on('weekdays', '07:00', CHI)),
  e(
    '*/20 6-22 * * * /usr/bin/poll-ferries',
    VAN,
    plan(every('daily', { minutes: 20, window: ['06:00', '22:40'] }, VAN)),
  ),
  e('30 1 1,15 * * /srv/payroll-prep', TOR, on({ monthDays: [1, 15] }, '01:30', TOR)),
  e('0 9 * * 0 /home/pi/bins.sh  # put the bins out reminder', MEL, on(['sun'], '09:00', MEL)),
  e('@reboot /srv/start.sh', MEL, no(AT_EVENT)),
  e('5 4 * * sun echo "weekly"', MEL, on(['sun'], '04:05', MEL)),
  e('0 22 * * 1-4 /backup/inc.sh\n0 22 * * 5 /backup/full.sh', LON, no(TWO_TASKS)),
  e('# m h dom mon dow\n0 6 * 12 * /srv/xmas-mode', LON, on({ months: [12] }, '06:00', LON)),
  e('TZ=Asia/Tehran\n0 8 * * 6 /srv/weekly.sh', LON, on(['sat'], '08:00', THR)),
  e(
    '0 */2 * * * /usr/local/bin/sync   # every 2h, box is on Asia/Kathmandu',
    LON,
    plan(every('daily', { hours: 2 }, KTM)),
  ),
  e('0 12 * * 1-5 /srv/lunch-bell  # noon bell', LON, on('weekdays', '12:00', LON)),
  e('H 3 * * *', LON, no(HASHED)),

  // calendar invitations, RRULE lines and /remind
  e(
    'Occurs every Monday effective 1/4/2027 until 3/29/2027 from 9:00 AM to 9:30 AM (UTC+02:00) Harare, Pretoria',
    JNB,
    on(['mon'], '09:00', JNB, { from: '2027-01-04', until: '2027-03-29' }),
  ),
  e('Occurs every weekday from 7:30 AM to 7:45 AM (UTC-03:30) Newfoundland', TOR, on('weekdays', '07:30', STJ)),
  e(
    'Occurs the second Tuesday of every 1 month(s) from 4:00 PM to 5:00 PM (UTC+03:30) Tehran',
    THR,
    on({ nth: [2], weekday: 'tue' }, '16:00', THR),
  ),
  e('Occurs every 2 week(s) on Friday from 3:00 PM to 3:30 PM', LON, no(WEEKS)),
  e('Weekly on Tuesday, Thursday · 12:00 – 1:00pm · Europe/Zagreb', ZAG, on(TT, '12:00', ZAG)),
  e('Monthly on the last Saturday · 9:00 – 11:00am', LON, on({ nth: ['last'], weekday: 'sat' }, '09:00', LON)),
  e('Every weekday (Monday to Friday) · 8:45 – 9am', DUB, on('weekdays', '08:45', DUB)),
  e('Daily, 10 times · 6:00 – 6:30pm', DUB, daily('18:00', DUB, { count: 10 })),
  e('Annually on December 24 · 5 – 7pm', BER, on({ monthDays: [24], months: [12] }, '17:00', BER)),
  e(
    'Weekly on Sunday, until Mar 28, 2027 · 7:30 – 8:30am (Central European Time - Budapest)',
    BUD,
    on(['sun'], '07:30', BUD, { until: '2027-03-28' }),
  ),
  e(
    'Occurs every day effective 2/8/2027 until 3/9/2027 from 5:30 PM to 6:30 PM (UTC+05:00) Islamabad, Karachi',
    KHI,
    daily('17:30', KHI, { from: '2027-02-08', until: '2027-03-09' }),
  ),
  e(
    'DTSTART;TZID=Europe/Vilnius:20261201T080000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
    VNO,
    on(MWF, '08:00', VNO, { from: '2026-12-01' }),
  ),
  e('RRULE:FREQ=DAILY;BYHOUR=7,19;BYMINUTE=30', ZAG, daily(['07:30', '19:30'], ZAG)),
  e('RRULE:FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17;BYMINUTE=0', BTS, on({ nth: ['last'], weekday: 'fri' }, '17:00', BTS)),
  e('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', BTS, no(WEEKS)),
  e(
    'DTSTART;TZID=Australia/Adelaide:20270104T083000\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=20',
    ADL,
    on('weekdays', '08:30', ADL, { from: '2027-01-04', count: 20 }),
  ),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=23;BYMINUTE=0', TLL, on({ monthDays: ['last'] }, '23:00', TLL)),
  e('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', NY, no(NO_TIME)),
  e(
    'DTSTART;TZID=Australia/Sydney:20261129T100000\nRRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20270404T000000Z',
    SYD,
    on(['sun'], '10:00', SYD, { from: '2026-11-29', until: '2027-04-04' }),
  ),
  e('/remind #claims "reserve review" every Tuesday at 2pm', LON, on(['tue'], '14:00', LON)),
  e('/remind me to take my pills every day at 8am and 8pm', DEN, daily(['08:00', '20:00'], DEN)),
  e(
    '/remind #stage-mgmt half hour call at 7pm every Tuesday, Wednesday, Thursday, Friday and Saturday',
    LON,
    on(TUE_SAT, '19:00', LON),
  ),
  e(
    '/remind @piotr rotate the keys on the first of every month at 9',
    WAW,
    either(on({ monthDays: [1] }, '09:00', WAW), no(AMBIGUOUS_HOUR)),
  ),
  e('/remind me at 17:00 on 24 December to lock the garden centre', LON, once('2026-12-24', '17:00', LON)),
  e('/remind #ferry-ops every weekday at 5:15am', VAN, on('weekdays', '05:15', VAN)),
  e('/remind #family bins every Thursday at 7pm', AKL, on(['thu'], '19:00', AKL)),
  e('/remind me every other Friday at 3pm', LON, no(WEEKS)),
  e(
    '/remind #treasury liquidity check on the last business day of every month at 4pm',
    LON,
    on({ lastBusinessDay: true }, '16:00', LON),
  ),
  e('/remind me tomorrow at 7:30am to call the vet', LA, once('2026-11-24', '07:30', LA)),
  e('/remind #surf every day at 6am until Feb 28', SYD, daily('06:00', SYD, { until: '2027-02-28' })),

  // more of the same teams, in their own words
  e('bilge pump check every 5 hours', HAL, no(STEP_HOURS)),
  e('truck wash 1430 daily at the depot', DRW, daily('14:30', DRW)),
  e('resort surf shuttle 7a & 1p daily', FJI, daily(['07:00', '13:00'], FJI)),
  e('january payroll: remind managers weekdays 7pm Pacific, january only', LA, no(MONTH_EDGE)),
  e('claims standup mon 9:30, remind 15 min before', CHI, on(['mon'], '09:15', CHI)),
  e('kennel lights on at half past seven every morning', PHX, daily('07:30', PHX)),
  e('garden centre gates: reminder quarter to six weekdays', LON, halfOr('weekdays', '05:45', '17:45', LON)),
  e('orchestra librarian: parts check 1430 tue/thu', VIE, on(TT, '14:30', VIE)),
  e(
    'cleaners: every weekday at 8:00 except fridays at 7:00',
    MEL,
    plan([at(MON_THU, '08:00', MEL), at(['fri'], '07:00', MEL)]),
  ),
  e(
    'visa desk training: starting jan 4, every mon/wed 6pm for 6 weeks',
    NBO,
    on(['mon', 'wed'], '18:00', NBO, { from: '2027-01-04', until: '2027-02-14' }),
  ),
  e('payroll on the 15th and the last day at 5pm', SGP, on({ monthDays: [15, 'last'] }, '17:00', SGP)),
  e("reunió de l'equip de magatzem cada dimarts a les 10 del matí", MAD, on(['tue'], '10:00', MAD)),
  e('sastanak svakog petka u 14 h', ZAG, on(['fri'], '14:00', ZAG)),
  e('záloha databázy každý deň o 23:00', BTS, daily('23:00', BTS)),
  e('koosolek igal esmaspäeval kell 10.00', TLL, on(['mon'], '10:00', TLL)),
  e('ataskaita kiekvieną penktadienį 15:00', VNO, on(['fri'], '15:00', VNO)),
  e('fundur alla mánudaga kl. 10:00', REK, on(['mon'], '10:00', REK)),
  e('cyfarfod staff bob dydd Mercher am 2yp', LON, on(['wed'], '14:00', LON)),
  e('cruinniú foirne gach Aoine ag 15:00', DUB, on(['fri'], '15:00', DUB)),
  e('personeelvergadering elke Maandag om 08:30', JNB, on(['mon'], '08:30', JNB)),
  e('umhlangano njalo ngoLwesithathu ngo-10:00', JNB, on(['wed'], '10:00', JNB)),
  e('zvit shchopyatnytsi o 17:00 za kyivskym chasom', LON, on(['fri'], '17:00', KYV)),
  e('gozaresh-e hafteghi har chaharshanbe saat 16', THR, on(['wed'], '16:00', THR)),
  e('ovvoru thingal kizhamai kaalai 9 manikku kootam', KOL, on(['mon'], '09:00', KOL)),
  e('pyeongil achim 8si 30bun ilil bogo', SEL, on('weekdays', '08:30', SEL)),
  e('pulong tuwing Biyernes alas-4 ng hapon', MNL, on(['fri'], '16:00', MNL)),
];
