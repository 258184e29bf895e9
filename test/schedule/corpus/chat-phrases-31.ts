/**
 * A thirty-first blind chat corpus: schedules as they are typed in Slack by a ski resort (snowmaking, lift openings,
 * avalanche control), a hospital pharmacy, a data-centre facilities team (generator and UPS tests), a cinema chain, a
 * radio station's playout team, a zoo's keepers (feeding rounds), a vineyard at harvest, a dairy farm, a car-rental
 * counter network, a hotel chain's housekeeping, a container shipping line, a warehouse's wave picking, a call centre's
 * shifts, a crypto exchange's maintenance windows, a fitness-studio chain, a public library, a museum, a water utility
 * (hydrant flushing), a wind farm, a mine's blasting windows, a film production's call sheets, an esports league, a
 * veterinary clinic, a marathon organiser, a customs broker, a food-truck collective, a university exams office, and
 * people in places with odd clocks (the Chatham Islands' +12:45/+13:45, Eucla's +8:45, Newfoundland's -3:30, the
 * Marquesas' -9:30, Tehran, Kiritimati's +14, Norfolk Island, Casablanca and its Ramadan clock, Fiji, Dhaka, Caracas,
 * Havana's midnight changes, Chihuahua, Hermosillo, Whitehorse, Reykjavik, Mauritius, Noumea, Magadan, Vladivostok).
 * Platform engineers paste Jenkins `triggers { cron(...) }` with `TZ=`, Spring `@Scheduled(cron, zone)` (six fields),
 * Laravel `dailyAt()->timezone()`, Symfony scheduler, systemd `OnCalendar=`, Google Cloud Scheduler `--time-zone`,
 * Vercel / Cloudflare Workers / Render / Netlify cron (UTC), Supabase pg_cron, Bitbucket Pipelines and CircleCI
 * scheduled pipelines, Terraform `schedule_expression` and `aws_scheduler_schedule`, Kestra and n8n triggers, Home
 * Assistant time triggers, Hangfire, Sidekiq-scheduler, Quartz lines, Healthchecks.io and Cronitor schedules, Windows
 * Task Scheduler text, Outlook and Google Calendar recurrence text, Trello Butler, monday.com, Slack Workflow Builder,
 * Zapier and Make.com schedule forms.
 * About a fifth of the writers mix English with (or write in) Spanish, Portuguese, French, German, Italian, Dutch,
 * Polish, Japanese romaji, Hindi in Latin letters, Indonesian, Turkish, Vietnamese, Chinese pinyin, Korean in Latin
 * letters, Ukrainian in Latin letters, Filipino, Swedish, and a few Persian, Russian, Icelandic, Afrikaans and Malay
 * lines. Terse and polite messages, typos and autocorrect, 12- and 24-hour and military clocks, "7a"/"7p", noon, half
 * past and quarter to, names and task words around the schedule, reminders before events, several rules in one
 * message, exceptions, corrections, running periods, one-off dates, zones said as codes, cities, offsets, "my time",
 * "their time" and Windows zone names, dates near the 2027 clock changes (US and Newfoundland March 14 and November 7,
 * Havana's midnight changes the same days, EU March 28 and October 31, Australia and Norfolk Island April 4 and
 * October 3, New Zealand and the Chathams April 4 and September 26, Chile April 3-4 and September 5, Morocco's Ramadan
 * clock February 7 to March 14), and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 05:00 that Monday in Denver, Whitehorse and Hermosillo, 06:00 in Chihuahua,
 * 07:00 in New York and Havana, 08:00 in Caracas, 08:30 in St. John's, 02:30 in the Marquesas, 12:00 in Reykjavik,
 * 13:00 in Casablanca and Paris, 15:30 in Tehran, 16:00 in Mauritius, 18:00 in Dhaka, 20:45 in Eucla, 22:00 in
 * Vladivostok, 23:00 in Magadan and Noumea, and on Tuesday the 24th 00:00 in Fiji and Norfolk Island, 01:00 in
 * Auckland, 01:45 in the Chathams and 02:00 on Kiritimati.
 */
import type { CorpusEntry } from './oracle.js';
import {
  AKL,
  AMS,
  at,
  BER,
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

const CHT = 'Pacific/Chatham';
const EUC = 'Australia/Eucla';
const SJF = 'America/St_Johns';
const MRQ = 'Pacific/Marquesas';
const THR = 'Asia/Tehran';
const KIR = 'Pacific/Kiritimati';
const NLK = 'Pacific/Norfolk';
const CAS = 'Africa/Casablanca';
const FJI = 'Pacific/Fiji';
const DAC = 'Asia/Dhaka';
const CCS = 'America/Caracas';
const HAV = 'America/Havana';
const CUU = 'America/Chihuahua';
const HMO = 'America/Hermosillo';
const YXY = 'America/Whitehorse';
const RKV = 'Atlantic/Reykjavik';
const MRU = 'Indian/Mauritius';
const NOU = 'Pacific/Noumea';
const GDX = 'Asia/Magadan';
const VVO = 'Asia/Vladivostok';
const ZRH = 'Europe/Zurich';
const VIE = 'Europe/Vienna';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const WAW = 'Europe/Warsaw';
const STO = 'Europe/Stockholm';
const IST = 'Europe/Istanbul';
const KYI = 'Europe/Kyiv';
const JNB = 'Africa/Johannesburg';
const NBO = 'Africa/Nairobi';
const MNL = 'Asia/Manila';
const JKT = 'Asia/Jakarta';
const HCM = 'Asia/Ho_Chi_Minh';
const SHA = 'Asia/Shanghai';
const KUL = 'Asia/Kuala_Lumpur';
const MEL = 'Australia/Melbourne';
const ADL = 'Australia/Adelaide';
const PER = 'Australia/Perth';
const HOB = 'Australia/Hobart';
const MEX = 'America/Mexico_City';
const CUN = 'America/Cancun';
const BOG = 'America/Bogota';
const LIM = 'America/Lima';
const SCL = 'America/Santiago';
const BUE = 'America/Argentina/Buenos_Aires';
const MDZ = 'America/Argentina/Mendoza';
const VAN = 'America/Vancouver';
const HAL = 'America/Halifax';
const ANC = 'America/Anchorage';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const SAT_WED = ['sat', 'sun', 'mon', 'tue', 'wed'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const THU_SAT = ['thu', 'fri', 'sat'] as const;
const FRI_SAT = ['fri', 'sat'] as const;
const QUARTERS = [1, 4, 7, 10] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const HALF = 'a bare hour could be morning or evening and nothing says which';
/** A bare hour: refused, or read in either half of the day. */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(HALF), on(days, am, zone), on(days, pm, zone));
/** A bare hour a careful reader takes one way, or asks about. */
const likely = (days: Parameters<typeof on>[0], time: string, zone: string) => either(no(HALF), on(days, time, zone));
const TWICE = 'that local time happens twice on that day: the clocks go back';
/** A one-off at a wall-clock time the clocks repeat: refused, or run at its first occurrence. */
const twice = (date: string, time: string, zone: string) => either(no(TWICE), once(date, time, zone));
const SKIPPED = 'that local time does not exist: the clocks skip it';
const TWO_JOBS = 'two different jobs in one message need a task each';
const TOO_MANY = 'too many different jobs in one message';
const RELATIVE = 'a time counted from another event that moves cannot be written in CRON';
const SUN = 'sunrise, sunset, twilight and moon times move every day, which CRON cannot follow';
const SENSOR = 'a sensor reading or the weather is not a calendar rule';
const EVENT = 'an event happening is not a time of day';
const NO_DATE = 'the dates are not given';
const WHICH_DAY = 'the day is not said';
const EACH_SITE = "each site's own time zone is not one zone a task can follow";
const SHIP = 'ship time changes with the itinerary, so it is not one zone';
const RANDOM = 'a random or hashed time is not known ahead';
const BAD_CRON = 'the CRON line is not valid';
const CONFLICT = 'the CRON line and the words beside it disagree';
const DATE_CLASH = 'the weekday and the date disagree';
const OPEN_HOURS = 'the opening hours are not said';
const VAGUE = 'a part of the day is not a time';
const NEVER = 'that date never comes';
const FROM_START = 'an interval counted from when the job starts is not aligned to the clock';
const EXCEPT = 'CRON cannot leave one weekday of the month out of a weekly rule';

export const CHAT_PHRASES_31: readonly CorpusEntry[] = [
  // a ski resort (Colorado, the Alps, Queenstown)
  e('snowmaking: pull the wet-bulb readings every 15 min', DEN, plan(every('daily', { minutes: 15 }, DEN))),
  e(
    'snowmaking temp check every 30 min from 6pm to 6am',
    DEN,
    either(
      plan([
        every('daily', { minutes: 30, window: ['18:00', '23:30'] }, DEN),
        every('daily', { minutes: 30, window: ['00:00', '06:00'] }, DEN),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['18:00', '23:30'] }, DEN),
        every('daily', { minutes: 30, window: ['00:00', '05:30'] }, DEN),
      ]),
    ),
  ),
  e(
    'lift ops: opening announcement 8:30am daily from dec 5 thru apr 11',
    DEN,
    daily('08:30', DEN, { from: '2026-12-05', until: '2027-04-11' }),
  ),
  e('avalanche control briefing 0530 on storm days', DEN, no(SENSOR)),
  e('grooming report post 5:15a every morning pls', DEN, daily('05:15', DEN)),
  e('lift maintenance log - mondays 4p', DEN, on(['mon'], '16:00', DEN)),
  e('dynamic ticket pricing refresh 1st of every month at 12am', DEN, on({ monthDays: [1] }, '00:00', DEN)),
  e('season pass renewal email nov 30 at 10am MT', DEN, once('2026-11-30', '10:00', DEN)),
  e('night skiing lights test thu fri sat 4:45pm', DEN, on(THU_SAT, '16:45', DEN)),
  e('avy forecast pull at 4', DEN, halfOr('daily', '04:00', '16:00', DEN)),
  e('gondola wind readings every 10 min when gusts are over 40 mph', DEN, no(SENSOR)),
  e('snowmaking crew shift change 6 and 6', DEN, either(daily(['06:00', '18:00'], DEN), no(HALF))),
  e('ski patrol sweep reminder 15 min before lifts close at 4pm', DEN, daily('15:45', DEN)),
  e('first chair webcam snapshot at sunrise', DEN, no(SUN)),
  e('Skigebiet Zermatt: Pistenbericht täglich um 7 Uhr', ZRH, daily('07:00', ZRH)),
  e('Beschneiung: Wetterdaten alle 15 Minuten abrufen', ZRH, plan(every('daily', { minutes: 15 }, ZRH))),
  e(
    'station de ski : ouverture des remontées à 8h45 tous les jours du 19 décembre au 18 avril',
    PAR,
    daily('08:45', PAR, { from: '2026-12-19', until: '2027-04-18' }),
  ),
  e('PIDA: déclenchement préventif, briefing 6h30 sam et dim', PAR, on('weekends', '06:30', PAR)),
  e(
    'Queenstown: lifts open june 12 2027, first chair push notification 9am',
    AKL,
    either(once('2027-06-12', '09:00', AKL), daily('09:00', AKL, { from: '2027-06-12' })),
  ),
  e('Kitzbühel Seilbahn: Revision jeden 2. Dienstag 22:00', VIE, on({ nth: [2], weekday: 'tue' }, '22:00', VIE)),
  e('rental shop ski tune queue export 7p nightly, no wait make it 8p', DEN, daily('20:00', DEN)),
  e('terrain park feature check weekends 0730 hrs', DEN, on('weekends', '07:30', DEN)),
  // a hospital pharmacy
  e('ADC restock pull list 0200 and 1400', CHI, daily(['02:00', '14:00'], CHI)),
  e('controlled substance count at shift change 0700 & 1900', CHI, daily(['07:00', '19:00'], CHI)),
  e('cleanroom particle counts every monday 6am', CHI, on(['mon'], '06:00', CHI)),
  e('chemo compounding worklist export weekdays 5:30 am', CHI, on('weekdays', '05:30', CHI)),
  e('med fridge temp log every 4 hours', CHI, plan(every('daily', { hours: 4 }, CHI))),
  e('expired meds sweep last friday of the month 1pm', CHI, on({ nth: ['last'], weekday: 'fri' }, '13:00', CHI)),
  e('P&T committee reminder 2nd tues each month 8am', CHI, on({ nth: [2], weekday: 'tue' }, '08:00', CHI)),
  e('med rec report 7a and 7p', CHI, daily(['07:00', '19:00'], CHI)),
  e(
    'farmacia hospitalaria: revisión de caducidades el día 1 de cada mes a las 8:00',
    MAD,
    on({ monthDays: [1] }, '08:00', MAD),
  ),
  e('antibiotic stewardship report every other thursday 10am', CHI, no(WEEKS)),
  e('pyxis override audit daily 11:59pm', CHI, daily('23:59', CHI)),
  e('Krankenhausapotheke: BtM-Bestandsprüfung jeden Freitag 15 Uhr', BER, on(['fri'], '15:00', BER)),
  e('pharmacy on-call handoff page at 5 weekdays', CHI, halfOr('weekdays', '05:00', '17:00', CHI)),
  e('vaccine fridge alarm test 1st and 15th at 10:00', CHI, on({ monthDays: [1, 15] }, '10:00', CHI)),
  e('drug shortage list refresh every 2h from 6 to 22', CHI, span('daily', { hours: 2 }, '06:00', '22:00', CHI)),
  e('TPN orders cutoff reminder 12:30 pm, sat & sun too', CHI, daily('12:30', CHI)),
  e('pharmacy: USP 797 glove tip testing every 6 months', CHI, no(NO_TIME)),
  e(
    'farmácia do hospital: conferência de psicotrópicos toda segunda e quinta às 7h',
    SAO,
    on(['mon', 'thu'], '07:00', SAO),
  ),
  // a data-centre facilities team
  e('generator load test first tuesday of every month 10am', NY, on({ nth: [1], weekday: 'tue' }, '10:00', NY)),
  e(
    'UPS battery impedance test quarterly on the 15th (jan/apr/jul/oct) 0900',
    NY,
    on({ monthDays: [15], months: QUARTERS }, '09:00', NY),
  ),
  e('gen no-load run every wednesday 0700, 30 mins', NY, on(['wed'], '07:00', NY)),
  e('CRAC filter check every 3 weeks', NY, no(WEEKS)),
  e('diesel tank level poll every 45 minutes', NY, no(STEP_MINUTES)),
  e('ATS transfer test sat 0200 (low load), remind facilities 1 hr before', NY, on(['sat'], '01:00', NY)),
  e('UPS string temperatures every 5 hours', NY, no(STEP_HOURS)),
  e('Ashburn: generator test 2nd saturday 6am ET', NY, on({ nth: [2], weekday: 'sat' }, '06:00', NY)),
  e(
    'RZ Frankfurt: USV-Test am letzten Samstag im Monat um 5 Uhr',
    BER,
    on({ nth: ['last'], weekday: 'sat' }, '05:00', BER),
  ),
  e('SG1 chiller rotation mondays 9am SGT', NY, on(['mon'], '09:00', SGP)),
  e('generator test sunday march 14 2027 at 2:30 am', NY, no(SKIPPED)),
  e('fuel delivery reminder 1st business day of the month 8am', NY, on({ firstBusinessDay: true }, '08:00', NY)),
  e('EPO panel inspection jan 15 2027 1400', NY, once('2027-01-15', '14:00', NY)),
  e('UPS bypass drill 3rd business day of each month', NY, no(BUSINESS_NTH)),
  e('switchgear IR scan every 6 hrs starting at 3am', NY, daily(['03:00', '09:00', '15:00', '21:00'], NY)),
  e(
    'AMS3: noodstroomaggregaat proefdraaien elke eerste maandag om 07.00',
    AMS,
    on({ nth: [1], weekday: 'mon' }, '07:00', AMS),
  ),
  e(
    'Tokyo DC: hatsudenki tenken maitsuki daiichi kayoubi gozen 10ji',
    TYO,
    on({ nth: [1], weekday: 'tue' }, '10:00', TYO),
  ),
  e('gen test + UPS test + fuel polish + chiller swap, all on the 1st sunday 6am', NY, no(TOO_MANY)),
  // a cinema chain
  e('showtimes feed push to the website daily 10am and 4pm', LON, daily(['10:00', '16:00'], LON)),
  e('new release week: swap lobby screens thursday 6pm', LON, on(['thu'], '18:00', LON)),
  e('concessions inventory sun 11pm', LON, on(['sun'], '23:00', LON)),
  e('projector lamp hours report 1st of the month 09:00', LON, on({ monthDays: [1] }, '09:00', LON)),
  e('Cinépolis: cartelera nueva cada jueves a las 00:01', MEX, on(['thu'], '00:01', MEX)),
  e('Kino: Spielplan an die Presse jeden Mittwoch 14:00', BER, on(['wed'], '14:00', BER)),
  e('midnight premiere dec 17, doors 11:30pm — open the scanner then', LON, once('2026-12-17', '23:30', LON)),
  e('box office totals 1am nightly', LON, daily('01:00', LON)),
  e('yingyuan: IMAX jiaozhun meige liang zhou yi ci, zhouyi zaoshang', SHA, no(WEEKS)),
  e('trailers playlist refresh at 9', LON, likely('daily', '09:00', LON)),
  e('cinema: matinee pricing switch at 5pm weekdays, back at 11am', LON, no(TWO_JOBS)),
  e('cinéma : envoi du programme de la semaine le mardi à 11h', PAR, on(['tue'], '11:00', PAR)),
  e('Dublin screens: ticket sales digest 8.30am mon-fri', DUB, on('weekdays', '08:30', DUB)),
  e('cine: boletería cierra caja 23:45 de jueves a sábado', BUE, on(THU_SAT, '23:45', BUE)),
  // a radio station's playout team
  e('station ID at the top of every hour', LON, plan(every('daily', { hours: 1 }, LON))),
  e(
    'traffic & travel at :15 and :45 past, 6 to 10am weekdays',
    LON,
    on('weekdays', ['06:15', '06:45', '07:15', '07:45', '08:15', '08:45', '09:15', '09:45'], LON),
  ),
  e('playout log export 00:05 daily', LON, daily('00:05', LON)),
  e('sunday mass live relay 10:30', LON, on(['sun'], '10:30', LON)),
  e('ad traffic log import mon-sat 1600', LON, on(MON_SAT, '16:00', LON)),
  e('Rádio: grade musical atualiza todo dia às 4h', SAO, daily('04:00', SAO)),
  e('playlist refresh early morning every day', LON, no(VAGUE)),
  e('EAS weekly test wednesdays 11:20am', NY, on(['wed'], '11:20', NY)),
  e('charts countdown prep fri 5p, correction 5:30p', LON, on(['fri'], '17:30', LON)),
  e('overnight automation handover 2359 → 0000, log check at 00:15', LON, daily('00:15', LON)),
  e(
    'Radio: Nachrichten-Jingle zur halben Stunde, 6–20 Uhr',
    BER,
    on(
      'daily',
      [
        '06:30',
        '07:30',
        '08:30',
        '09:30',
        '10:30',
        '11:30',
        '12:30',
        '13:30',
        '14:30',
        '15:30',
        '16:30',
        '17:30',
        '18:30',
        '19:30',
      ],
      BER,
    ),
  ),
  e('silence detector test every day at the song change', LON, no(EVENT)),
  e(
    'rádio: vinheta de hora certa de hora em hora das 6h às 0h',
    LIS,
    either(
      plan([every('daily', { hours: 1, window: ['06:00', '23:00'] }, LIS), at('daily', '00:00', LIS)]),
      plan(every('daily', { hours: 1, window: ['06:00', '23:00'] }, LIS)),
    ),
  ),
  e(
    'morning show prep email 4:30 am weekdays, 6:30 sat',
    LON,
    plan([at('weekdays', '04:30', LON), at(['sat'], '06:30', LON)]),
  ),
  // a zoo's keepers: feeding rounds
  e('penguin feed 10:30 and 2:30', SYD, daily(['10:30', '14:30'], SYD)),
  e('big cats fed tue thu sat 3pm (fast days the rest)', SYD, on(['tue', 'thu', 'sat'], '15:00', SYD)),
  e('reptile house misting every 2 hours 8am–6pm', SYD, span('daily', { hours: 2 }, '08:00', '18:00', SYD)),
  e('sea lion keeper talk 11 and 3 daily', SYD, daily(['11:00', '15:00'], SYD)),
  e('feeding round announcements 5 min before each feed', SYD, no(NO_TIME)),
  e('Zoo Berlin: Pinguinfütterung täglich 14:30', BER, daily('14:30', BER)),
  e('giraffe feeding platform open weekends 1pm', SYD, on('weekends', '13:00', SYD)),
  e('Dierentuin: voedering olifanten om 9.00 en 16.00', AMS, daily(['09:00', '16:00'], AMS)),
  e('elephant foot care first monday 7am', SYD, no(NTH_SHIFT)),
  e('nocturnal house lights reversal at sunrise', SYD, no(SUN)),
  e('koala eucalyptus browse delivery mon wed fri 0645', SYD, on(MWF, '06:45', SYD)),
  e(
    'zoo: vet rounds 8:15 weekdays, 9:15 weekends',
    SYD,
    plan([at('weekdays', '08:15', SYD), at('weekends', '09:15', SYD)]),
  ),
  e('Melbourne zoo: lion feed 3.30pm AEDT sundays', SYD, on(['sun'], '15:30', MEL)),
  e('zoologico: alimentacion de flamencos 9h y 15h todos los dias', MEX, daily(['09:00', '15:00'], MEX)),
  e('carnivore fasting-day reminder every 3 days', SYD, no(DAYS_STEP)),
  // a vineyard at harvest
  e(
    'vendanges: appel des équipes 5h tous les jours du 6 septembre au 8 octobre',
    PAR,
    daily('05:00', PAR, { from: '2027-09-06', until: '2027-10-08' }),
  ),
  e('brix readings every morning 6:30 until harvest is done', LA, either(no(EVENT), daily('06:30', LA))),
  e(
    'Mendoza: cosecha, reunión de cuadrilla 6 h lun a sáb del 15 de febrero al 15 de abril',
    MDZ,
    on(MON_SAT, '06:00', MDZ, { from: '2027-02-15', until: '2027-04-15' }),
  ),
  e(
    'Barossa: night picking starts 2am every night from feb 20 to mar 25',
    ADL,
    daily('02:00', ADL, { from: '2027-02-20', until: '2027-03-25' }),
  ),
  e('pump-overs 8am + 8pm', LA, daily(['08:00', '20:00'], LA)),
  e(
    'vendemmia: riunione squadra ogni giorno alle 6.30 dal 30 agosto',
    ROM,
    daily('06:30', ROM, { from: '2027-08-30' }),
  ),
  e('Napa: weigh tags to the winery at 4', LA, halfOr('daily', '04:00', '16:00', LA)),
  e('punch-downs 3x a day', LA, no(NO_TIME)),
  e('picking starts when sugar hits 24 brix', LA, no(SENSOR)),
  e('Stellenbosch: oesspan vergadering elke oggend 5:30', JNB, daily('05:30', JNB)),
  e('barrel topping every second week', LA, no(WEEKS)),
  e(
    'Weinlese: Mostgewicht-Messung Mo–Sa 7 Uhr vom 1. September bis 15. Oktober',
    BER,
    on(MON_SAT, '07:00', BER, { from: '2027-09-01', until: '2027-10-15' }),
  ),
  // a dairy farm
  e('milking 4:30am and 3:30pm', AKL, daily(['04:30', '15:30'], AKL)),
  e('bulk tank pickup reminder every 2nd day', AKL, no(DAYS_STEP)),
  e('calf feeding 7 & 5', AKL, either(daily(['07:00', '17:00'], AKL), no(HALF))),
  e('Melkroboter: Reinigung täglich 2 Uhr und 14 Uhr', BER, daily(['02:00', '14:00'], BER)),
  e('herd test first thursday every month 5am', AKL, no(NTH_SHIFT)),
  e('milk price update on the 20th of each month 10am', AKL, on({ monthDays: [20] }, '10:00', AKL)),
  e('fazenda leiteira: ordenha 5h e 16h todo dia', SAO, daily(['05:00', '16:00'], SAO)),
  e('dry-off reminders every 60 days', AKL, no(DAYS_STEP)),
  e('vet herd visit fortnightly tuesdays 9am', AKL, no(WEEKS)),
  e('feed pusher robot every 90 minutes', AKL, plan(every('daily', { minutes: 90 }, AKL))),
  e('Wisconsin dairy: parlor wash cycle 10:45pm every night CT', CHI, daily('22:45', CHI)),
  e(
    'mating: heat detection check 6am & 6pm from dec 1 to dec 20',
    AKL,
    daily(['06:00', '18:00'], AKL, { from: '2026-12-01', until: '2026-12-20' }),
  ),
  e('gospodarstwo: dojenie 5:00 i 17:00, codziennie', WAW, daily(['05:00', '17:00'], WAW)),
  // a car-rental counter network
  e('counter opening checklist 6am every day at all our locations', LA, no(EACH_SITE)),
  e('YVR counter: fleet utilisation report mon 8am PT', VAN, on(['mon'], '08:00', VAN)),
  e('LAX counter shift handover 0600 1400 2200 PT', LA, daily(['06:00', '14:00', '22:00'], LA)),
  e('one-way drop fee update 1st business day of the month 9am', LA, on({ firstBusinessDay: true }, '09:00', LA)),
  e('Locadora: relatório de devoluções diário às 22h', SAO, daily('22:00', SAO)),
  e('no-show sweep every hour at :30', LA, plan(every('daily', { hours: 1, at: 30 }, LA))),
  e('Autovermietung Flughafen München: Fahrzeugbereitstellung Mo-Sa 6:30', BER, on(MON_SAT, '06:30', BER)),
  e('OGG counter: damage claims batch weekdays 11am HST', LA, on('weekdays', '11:00', HNL)),
  e('renta de autos Cancún: corte de caja 21:30 diario', CUN, daily('21:30', CUN)),
  e('EV fleet charge check 11p, then again at 5a', LA, daily(['23:00', '05:00'], LA)),
  e('holiday rush staffing alert dec 18 2026 07:00', LA, once('2026-12-18', '07:00', LA)),
  e('Phoenix Sky Harbor: car prep list 4:45am AZ time daily', LA, daily('04:45', PHX)),
  e('rental agreements archive last day of each month 23:30', LA, on({ monthDays: ['last'] }, '23:30', LA)),
  e('counter staff: remind to upsell insurance every 2 hrs during opening hours', LA, no(OPEN_HOURS)),
  e('Anchorage: winter tire swap reminder oct 1 2027 9am AKT', ANC, once('2027-10-01', '09:00', ANC)),
  // a hotel chain's housekeeping
  e('room status sync every 15 min 7am-7pm', NY, span('daily', { minutes: 15 }, '07:00', '19:00', NY)),
  e('deep clean rotation every 10 days', NY, no(DAYS_STEP)),
  e('hotel Kyiv: zamovlennia bilyzny shchovivtorka i shchopyatnytsi o 10:00', KYI, on(['tue', 'fri'], '10:00', KYI)),
  e('hotel Lviv: spysok na vechirnie prybyrannia shchodnia o 17:00', KYI, daily('17:00', KYI)),
  e('Antalya otel: kat hizmetleri toplantısı pazar hariç her gün 08:45', IST, on(MON_SAT, '08:45', IST)),
  e('Hotel Cancún: reporte de habitaciones listas 14:00 todos los días', CUN, daily('14:00', CUN)),
  e('Lima: hotel, reporte de ocupación 7 am de lunes a sábado', LIM, on(MON_SAT, '07:00', LIM)),
  e(
    'mattress rotation 1st of mar, jun, sep, dec at 10:00',
    NY,
    on({ monthDays: [1], months: [3, 6, 9, 12] }, '10:00', NY),
  ),
  e('housekeeping payroll export every other friday', NY, no(WEEKS)),
  e(
    'late checkout list 10:30 am, sat and sun 11:30',
    NY,
    plan([at('weekdays', '10:30', NY), at('weekends', '11:30', NY)]),
  ),
  e('Hotel Lisboa: governanta, mapa de quartos às 7h30 seg-sáb', LIS, on(MON_SAT, '07:30', LIS)),
  e('Dubai property: pool towel count 6am & 6pm GST', NY, daily(['06:00', '18:00'], DXB)),
  e('hotel: lost & found purge on the 30th of every month 3pm', NY, on({ monthDays: [30] }, '15:00', NY)),
  e('Paris : contrôle des chambres VIP à 14h, sauf le dimanche', PAR, on(MON_SAT, '14:00', PAR)),
  e('new year eve: extra turndown staff page dec 31 at 9 pm', NY, once('2026-12-31', '21:00', NY)),
  e('housekeeping: inspect rooms after every checkout', NY, no(EVENT)),
  // a container shipping line
  e('vessel schedule publish every monday 0800 UTC', AMS, on(['mon'], '08:00', UTC)),
  e('VGM cutoff reminders 24h before each vessel departure', AMS, no(RELATIVE)),
  e('Tokyo agency: vessel schedule on the first business day 8am JST', AMS, no(BUSINESS_SHIFT)),
  e('Hamburg: Buchungsreport täglich 7 Uhr', BER, daily('07:00', BER)),
  e('bunker price update daily 1200 SGT', AMS, daily('12:00', SGP)),
  e('port rotation change notice 15 jan 2027 0900 CET', AMS, once('2027-01-15', '09:00', AMS)),
  e('demurrage invoices last business day of the month 1500', AMS, on({ lastBusinessDay: true }, '15:00', AMS)),
  e('noon report from each vessel at 12:00 ship time', AMS, no(SHIP)),
  e('armador: relatório de escala toda quarta 10h', SAO, on(['wed'], '10:00', SAO)),
  e('Rotterdam terminal: gate-in stats elke 2 uur', AMS, plan(every('daily', { hours: 2 }, AMS))),
  e('Shanghai office: booking list meiri zaoshang 8 dian', SHA, daily('08:00', SHA)),
  e('HK desk: B/L release check 0930 and 1630 HKT mon-sat', SHA, on(MON_SAT, ['09:30', '16:30'], HKG)),
  e('Santos: cut-off de carga toda sexta às 18h, menos na última sexta do mês', SAO, no(EXCEPT)),
  e('empty container repositioning plan every 5 weeks', AMS, no(WEEKS)),
  e('crew change Durban: agents reminder 2027-02-10 08:00 SAST', AMS, once('2027-02-10', '08:00', JNB)),
  // a warehouse's wave picking
  e('wave release at 6:00, 9:30, 13:00, 16:30 mon-fri', WAW, on('weekdays', ['06:00', '09:30', '13:00', '16:30'], WAW)),
  e('wave 1 6am, wave 2 at 10, wave 3 2pm', CHI, daily(['06:00', '10:00', '14:00'], CHI)),
  e(
    'carrier pickup cutoff 5pm weekdays, 1pm saturdays',
    CHI,
    plan([at('weekdays', '17:00', CHI), at(['sat'], '13:00', CHI)]),
  ),
  e('cycle counts every 3 hrs during the shift', CHI, no(OPEN_HOURS)),
  e('Magazyn: fale kompletacji o 7:00, 11:00 i 15:00 pn-pt', WAW, on('weekdays', ['07:00', '11:00', '15:00'], WAW)),
  e('replenishment task every 20 min from 5 to 23', WAW, span('daily', { minutes: 20 }, '05:00', '23:00', WAW)),
  e(
    'peak: extra wave 9pm every night dec 1 through dec 23',
    CHI,
    daily('21:00', CHI, { from: '2026-12-01', until: '2026-12-23' }),
  ),
  e('Lager: Inventur am 31.12. um 14 Uhr', BER, once('2026-12-31', '14:00', BER)),
  e('magazyn: raport wydajności co godzinę od 6 do 22', WAW, span('daily', { hours: 1 }, '06:00', '22:00', WAW)),
  e('slotting review every 2nd and 4th thursday 2pm', CHI, on({ nth: [2, 4], weekday: 'thu' }, '14:00', CHI)),
  e('wave planning: release waves when the truck arrives', CHI, no(EVENT)),
  e(
    'gudang: gelombang picking jam 7 pagi dan jam 1 siang setiap hari kerja',
    JKT,
    on('weekdays', ['07:00', '13:00'], JKT),
  ),
  e('depo: toplama dalgası her gün 08:00 ve 14:00', IST, daily(['08:00', '14:00'], IST)),
  e(
    'kho hàng: đợt lấy hàng lúc 6 giờ sáng và 2 giờ chiều thứ hai đến thứ bảy',
    HCM,
    on(MON_SAT, ['06:00', '14:00'], HCM),
  ),
  // a call centre's shifts
  e('Manila: shift bid window opens every 15th 9am', MNL, on({ monthDays: [15] }, '09:00', MNL)),
  e('schedule adherence report every 30 min 8a-8p', MNL, span('daily', { minutes: 30 }, '08:00', '20:00', MNL)),
  e(
    'shift A 6-2, B 2-10, C 10-6: send the roster 30 min before each shift',
    MNL,
    daily(['05:30', '13:30', '21:30'], MNL),
  ),
  e(
    'Bogotá: reporte de nivel de servicio cada hora en punto de 7 a 19',
    BOG,
    span('daily', { hours: 1 }, '07:00', '19:00', BOG),
  ),
  e('IVR christmas eve message live dec 24 at 4pm', NY, once('2026-12-24', '16:00', NY)),
  e('Davao site: i-upload ang forecast tuwing Linggo ng alas-8 ng gabi', MNL, on(['sun'], '20:00', MNL)),
  e('call center: escala da semana toda sexta 17h', SAO, on(['fri'], '17:00', SAO)),
  e('Cebu site: paalala sa break tuwing alas-3 ng hapon, lunes hanggang biyernes', MNL, on('weekdays', '15:00', MNL)),
  e('night shift (10p-6a) headcount check at midnight and 3am', MNL, daily(['00:00', '03:00'], MNL)),
  e('Pune BPO: roster har somvar subah 9 baje bhejna', KOL, on(['mon'], '09:00', KOL)),
  e('QA calibration session every other wed', NY, no(WEEKS)),
  e(
    'after-hours IVR switch 8pm weekdays & all weekend',
    NY,
    either(no(TWO_JOBS), plan([at('weekdays', '20:00', NY), at('weekends', '00:00', NY)])),
  ),
  e('Nairobi centre: shift roster out 5pm EAT every thursday', NBO, on(['thu'], '17:00', NBO)),
  e('attrition report 2nd to last business day', NY, no(BUSINESS_NTH)),
  e(
    'agent satisfaction pulse 1st monday of the quarter 10am',
    NY,
    on({ nth: [1], weekday: 'mon', months: QUARTERS }, '10:00', NY),
  ),
  // a crypto exchange's maintenance windows
  e('wallet maintenance window every wednesday 02:00 UTC', SGP, on(['wed'], '02:00', UTC)),
  e('cold wallet sweep daily 00:00 UTC', SGP, daily('00:00', UTC)),
  e('post the maintenance notice 24h before each window', SGP, no(RELATIVE)),
  e('funding rate settlement 00:00, 08:00 and 16:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('proof of reserves snapshot last day of every month 23:59 UTC', SGP, on({ monthDays: ['last'] }, '23:59', UTC)),
  e('index price sanity check every minute', SGP, plan(every('daily', { minutes: 1 }, SGP))),
  e('matching engine upgrade dec 3 2026 03:00 UTC — notify at that time', SGP, once('2026-12-03', '03:00', UTC)),
  e('jeonggi jeomgeom allim maeju mogyoil saebyeok 4si KST', SEL, on(['thu'], '04:00', SEL)),
  e('price feed heartbeat every 10 seconds', SGP, no(SECONDS)),
  e('hot wallet rebalance every 4h at :05', SGP, plan(every('daily', { hours: 4, at: 5 }, SGP))),
  e('bursa kripto: pemeliharaan sistem setiap Selasa jam 1 dini hari WIB', JKT, on(['tue'], '01:00', JKT)),
  e('staking rewards distribution 1st and 16th 08:00 UTC', SGP, on({ monthDays: [1, 16] }, '08:00', UTC)),
  e('Istanbul ofisi: bakım duyurusu her cuma 23:00 TSİ', IST, on(['fri'], '23:00', IST)),
  e(
    'options expiry: last friday of the month 08:00 UTC settlement job',
    SGP,
    on({ nth: ['last'], weekday: 'fri' }, '08:00', UTC),
  ),
  e('halving countdown post on the halving block', SGP, no(EVENT)),
  // a fitness-studio chain
  e('class waitlist release 2 hours before class', LA, no(RELATIVE)),
  e('Osaka studio: spin no yotei wa maishuu nichiyoubi 18ji ni toukou', TYO, on(['sun'], '18:00', TYO)),
  e('6am HIIT reminder 5:30a mon wed fri', LA, on(MWF, '05:30', LA)),
  e(
    'towel service 5:45am weekdays, 7:45 weekends',
    LA,
    plan([at('weekdays', '05:45', LA), at('weekends', '07:45', LA)]),
  ),
  e('membership renewal emails the 1st at 9', LA, likely({ monthDays: [1] }, '09:00', LA)),
  e('academia: lembrete de aula às 18h de seg a qui', SAO, on(MON_THU, '18:00', SAO)),
  e('sunrise yoga reminder at sunrise', LA, no(SUN)),
  e('Sydney studios: app push 5:30am mon-fri AEDT', LA, on('weekdays', '05:30', SYD)),
  e(
    'new year challenge: daily check-in 7pm for 6 weeks starting jan 4',
    LA,
    daily('19:00', LA, { from: '2027-01-04', until: '2027-02-14' }),
  ),
  e('pilates instructor payroll 15th and last day 4pm', LA, on({ monthDays: [15, 'last'] }, '16:00', LA)),
  e('palestra: promemoria abbonamento ogni lunedì 10:00', ROM, on(['mon'], '10:00', ROM)),
  e('gym: reminder to members 30 min before their booked class', LA, no(RELATIVE)),
  e(
    'Mumbai studio: har do ghante subah 6 se raat 10 tak safai log',
    KOL,
    span('daily', { hours: 2 }, '06:00', '22:00', KOL),
  ),
  // a public library
  e('storytime reminder tue & thu 10:15', TOR, on(TT, '10:15', TOR)),
  e('holds shelf expiry check 8:30 am mon-sat', TOR, on(MON_SAT, '08:30', TOR)),
  e('lights-off reminder 6pm weekdays except stat holidays', TOR, no(HOLIDAYS)),
  e('Biblioteca: recordatorio de devoluciones cada lunes a las 9', MAD, likely(['mon'], '09:00', MAD)),
  e('Stadtbibliothek: Fernleihe-Export Fr 16:00', BER, on(['fri'], '16:00', BER)),
  e('summer reading kickoff email june 14 2027 10am', TOR, once('2027-06-14', '10:00', TOR)),
  e('thư viện: khởi động lại máy tính công cộng lúc 23:55 hằng ngày', HCM, daily('23:55', HCM)),
  e(
    'bibliothèque : rappel des réservations du mardi au samedi à 9h30',
    PAR,
    on(['tue', 'wed', 'thu', 'fri', 'sat'], '09:30', PAR),
  ),
  e('bibliotek: påminnelse om lån varje vardag kl 08:00', STO, on('weekdays', '08:00', STO)),
  e(
    'branch hours change jan 4: new closing announcement 8pm from that day',
    TOR,
    daily('20:00', TOR, { from: '2027-01-04' }),
  ),
  e('board meeting packet 3rd wednesday, 9am', TOR, on({ nth: [3], weekday: 'wed' }, '09:00', TOR)),
  // a museum
  e('gallery climate log every 15 min', LON, plan(every('daily', { minutes: 15 }, LON))),
  e('late opening mailer thursdays 3pm', LON, on(['thu'], '15:00', LON)),
  e(
    'Musée : nocturne chaque premier vendredi du mois, annonce à 18h',
    PAR,
    on({ nth: [1], weekday: 'fri' }, '18:00', PAR),
  ),
  e('exhibit rotation reminder every 6 weeks', LON, no(WEEKS)),
  e('Museo: report visitatori ogni sera alle 19:30', ROM, daily('19:30', ROM)),
  e('conservation lab humidity check at 8 and 4', LON, either(daily(['08:00', '16:00'], LON), no(HALF))),
  e('museum: closing announcement 15 min before close (5:30pm)', LON, daily('17:15', LON)),
  e('Rijksmuseum shop: kassa-export dagelijks 18.15', AMS, daily('18:15', AMS)),
  e('museum gala: setup reminder friday dec 12 9am', LON, no(DATE_CLASH)),
  e(
    'museo: recordatorio de cambio de montaje el 2 de marzo 2027 a las 8',
    MEX,
    either(no(HALF), once('2027-03-02', '08:00', MEX)),
  ),
  // a water utility (hydrant flushing)
  e(
    'hydrant flushing notice 7am mon-thu from april 5 to may 27',
    CHI,
    on(MON_THU, '07:00', CHI, { from: '2027-04-05', until: '2027-05-27' }),
  ),
  e('flushing crews: zone rotation email every tuesday 6am', CHI, on(['tue'], '06:00', CHI)),
  e(
    'chlorine residual sample every 4 hours starting 2am',
    CHI,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], CHI),
  ),
  e('boil water advisory: recheck 48 hrs after the notice', CHI, no(RELATIVE)),
  e(
    'Wasserwerk: Hydrantenspülung Info Mo-Fr 6:00 vom 12. April bis 30. April',
    BER,
    on('weekdays', '06:00', BER, { from: '2027-04-12', until: '2027-04-30' }),
  ),
  e('agua potable: aviso de lavado de hidrantes martes y jueves 5:30 am', MEX, on(TT, '05:30', MEX)),
  e('reservoir level report 0600 1200 1800 2400', CHI, daily(['06:00', '12:00', '18:00', '00:00'], CHI)),
  e('meter reads upload the 28th of each month 11pm', CHI, no(LEAP)),
  e('pump station rounds every 8 hrs', CHI, plan(every('daily', { hours: 8 }, CHI))),
  e('flushing program: door hangers reminder sunday before each zone', CHI, no(NO_DATE)),
  e('Wodociągi: płukanie hydrantów, komunikat o 6:00 od poniedziałku do piątku', WAW, on('weekdays', '06:00', WAW)),
  e(
    'backflow test notices: 1st monday of april 2027 at 8',
    CHI,
    either(no(HALF), on({ nth: [1], weekday: 'mon', months: [4] }, '08:00', CHI)),
  ),
  e('lead service line letters every 7 weeks', CHI, no(WEEKS)),
  e('Melbourne Water: main flush window 11pm-4am, start msg at 11', MEL, daily('23:00', MEL)),
  // a wind farm
  e('blade inspection drone flight when wind is under 8 m/s', HOB, no(SENSOR)),
  e('Windpark: Schichtübergabe 6 und 18 Uhr', BER, daily(['06:00', '18:00'], BER)),
  e('curtailment report daily 23:30', HOB, daily('23:30', HOB)),
  e('Parque eólico: informe mensual el último día del mes a las 18:00', MAD, on({ monthDays: ['last'] }, '18:00', MAD)),
  e('day-ahead availability declaration by 10:00 every day', HOB, daily('10:00', HOB)),
  e('crane lift window 7am nov 30 only', HOB, once('2026-11-30', '07:00', HOB)),
  e('gearbox oil sample every 6 months', HOB, no(NO_TIME)),
  e('vindkraftpark: driftrapport varje måndag kl 07', STO, on(['mon'], '07:00', STO)),
  e('offshore crew transfer vessel booking thursdays 1400 UTC', LON, on(['thu'], '14:00', UTC)),
  e('met mast data pull hourly at :02', HOB, plan(every('daily', { hours: 1, at: 2 }, HOB))),
  e('Tasmania wind farm: bird-strike survey at dawn', HOB, no(SUN)),
  e(
    'park wiatrowy: przegląd turbin w każdy drugi czwartek miesiąca o 8:00',
    WAW,
    on({ nth: [2], weekday: 'thu' }, '08:00', WAW),
  ),
  // a mine (blasting windows)
  e('blast siren test 12:25 mon-sat', PER, on(MON_SAT, '12:25', PER)),
  e('notify the neighbours one hour before each blast', PER, no(RELATIVE)),
  e('Pilbara: shift change 0600 & 1800 AWST', PER, daily(['06:00', '18:00'], PER)),
  e('mina: tronadura diaria 13:00 y 23:00, aviso por radio', SCL, daily(['13:00', '23:00'], SCL)),
  e('Kalgoorlie: blast at 4', PER, halfOr('daily', '04:00', '16:00', PER)),
  e('ventilation fan switchover 2am sundays', PER, on(['sun'], '02:00', PER)),
  e('explosives magazine inventory last wed of month 3pm', PER, on({ nth: ['last'], weekday: 'wed' }, '15:00', PER)),
  e('Bowen Basin: blast window 1:30pm AEST weekdays', PER, on('weekdays', '13:30', 'Australia/Brisbane')),
  e(
    'mine rescue drill second saturday of march and september, 8am',
    PER,
    on({ nth: [2], weekday: 'sat', months: [3, 9] }, '08:00', PER),
  ),
  e('tronadura: no blasting during thunderstorms, check radar 12:00', SCL, daily('12:00', SCL)),
  e(
    'Sudbury: blast clearance 1300 and 0100 EST',
    TOR,
    either(daily(['13:00', '01:00'], TOR), daily(['13:00', '01:00'], 'Etc/GMT+5')),
  ),
  e('kopalnia: strzelanie codziennie o 14:30, syrena 5 minut wcześniej', WAW, daily('14:25', WAW)),
  e('Santiago: tronadura sábado 3 de abril 2027 a las 23:30', SCL, twice('2027-04-03', '23:30', SCL)),
  // a film production's call sheets
  e('call sheet out 7pm the night before each shoot day', LA, no(NO_DATE)),
  e('call sheet distro 8pm sun-thu (we shoot mon-fri)', LA, on(SUN_THU, '20:00', LA)),
  e('crew call 6a, reminder text at 5', LA, either(daily('05:00', LA), no(WHICH_DAY))),
  e(
    'rodaje: hoja de citación a las 19:00 de domingo a jueves hasta el 18 de diciembre',
    MAD,
    on(SUN_THU, '19:00', MAD, { until: '2026-12-18' }),
  ),
  e('wrap report at midnight every day', LA, daily('00:00', LA)),
  e(
    "dailies upload 11:30pm every night while we're shooting (dec 1–jan 22)",
    LA,
    daily('23:30', LA, { from: '2026-12-01', until: '2027-01-22' }),
  ),
  e('golden hour reminder for the DP', LA, no(SUN)),
  e('Atlanta unit: catering headcount 10am ET mon-fri', LA, on('weekdays', '10:00', NY)),
  e('tournage : feuille de service envoyée à 20h30 du dimanche au jeudi', PAR, on(SUN_THU, '20:30', PAR)),
  e(
    'Drehplan-Update jeden Freitag 16 Uhr, das letzte am 18. Dezember',
    BER,
    on(['fri'], '16:00', BER, { until: '2026-12-18' }),
  ),
  e('episode 4 table read jan 6 2027 10am PST', LA, once('2027-01-06', '10:00', LA)),
  e('Wellington shoot: unit move reminder 5:15am NZDT weekdays', LA, on('weekdays', '05:15', AKL)),
  e('night shoots: lunch break at 1am tue-sat', LA, on(['tue', 'wed', 'thu', 'fri', 'sat'], '01:00', LA)),
  e('film: pickup shots tbd, remind producer when schedule locks', LA, no(EVENT)),
  e('production report to the studio every weekday at 9 my time, 12 theirs', LA, on('weekdays', '09:00', LA)),
  // an esports league
  e('match day reminder saturdays 4pm CET', BER, on(['sat'], '16:00', BER)),
  e('standings refresh every 5 min during matches', BER, no(EVENT)),
  e('LCK allim: maeju suyoil mogyoil ohu 4si 30bun', SEL, on(['wed', 'thu'], '16:30', SEL)),
  e('patch day server restart every 2nd wednesday 0600 UTC', BER, on({ nth: [2], weekday: 'wed' }, '06:00', UTC)),
  e('transfer window closes jan 10 2027 11:59pm PT, reminder at noon that day', LA, once('2027-01-10', '12:00', LA)),
  e('Liga MX eSports: transmisión sábados 18 h hora CDMX', MEX, on(['sat'], '18:00', MEX)),
  e('scrims 7p-10p weeknights, ping 15 min before', NY, on('weekdays', '18:45', NY)),
  e('weekly power rankings tweet tues 11am ET', NY, on(['tue'], '11:00', NY)),
  e('EU league: roster lock every friday 23:59 CET, remind at 20:00', BER, on(['fri'], '20:00', BER)),
  e('playoffs: check-in opens 1 hr before each series', BER, no(RELATIVE)),
  e('VCT Pacific: shiai kaishi maishuu doyoubi 15ji JST', TYO, on(['sat'], '15:00', TYO)),
  e('giải đấu: nhắc lịch thi đấu 19h thứ sáu hàng tuần', HCM, on(['fri'], '19:00', HCM)),
  e('MPL ID: pengingat pertandingan jumat sabtu minggu jam 17.00 WIB', JKT, on(['fri', 'sat', 'sun'], '17:00', JKT)),
  e('league: season 2 kickoff feb 6 2027 stream goes live 1pm EST', NY, once('2027-02-06', '13:00', NY)),
  e('bisaisai: meizhou liu wanshang 8 dian tixing', SHA, on(['sat'], '20:00', SHA)),
  // a veterinary clinic
  e('pre-surgery fasting reminder 8pm the day before surgery', DEN, no(RELATIVE)),
  e('Tierarztpraxis: Laborproben-Abholung Mo-Fr 16:30', BER, on('weekdays', '16:30', BER)),
  e('clínica veterinaria: recordatorio de vacunas los lunes a las 9:00', MAD, on(['mon'], '09:00', MAD)),
  e('klinik haiwan Kuala Lumpur: laporan harian setiap hari jam 5 petang', KUL, daily('17:00', KUL)),
  e('controlled drug log last thursday monthly 6pm', DEN, no(NTH_SHIFT)),
  e(
    'heartworm season reminders 9am on the 1st from april to november',
    DEN,
    on({ monthDays: [1], months: [4, 5, 6, 7, 8, 9, 10, 11] }, '09:00', DEN),
  ),
  e(
    'hospitalised patients: treatment sheet check every 4 hrs from 6am',
    DEN,
    daily(['06:00', '10:00', '14:00', '18:00', '22:00', '02:00'], DEN),
  ),
  e('vet clinic: xray machine QA 1st friday 7:30', DEN, on({ nth: [1], weekday: 'fri' }, '07:30', DEN)),
  e(
    'dental month promo emails feb 1, 8, 15, 22 at 11am',
    DEN,
    on({ monthDays: [1, 8, 15, 22], months: [2] }, '11:00', DEN),
  ),
  e('dierenkliniek: herinnering inenting elke werkdag om 10 uur', AMS, on('weekdays', '10:00', AMS)),
  e('klinik hewan: pengingat vaksin setiap hari jam 9 pagi', JKT, daily('09:00', JKT)),
  e('equine vet: farm call reminders at 6 sharp', DEN, halfOr('daily', '06:00', '18:00', DEN)),
  // a marathon organiser
  e('city marathon april 18 2027: live tracking on at 6:30am', NY, once('2027-04-18', '06:30', NY)),
  e('registration price increase reminder jan 31 2027 9am', NY, once('2027-01-31', '09:00', NY)),
  e(
    'training plan email every sunday 6am, 16 weeks starting jan 3',
    NY,
    on(['sun'], '06:00', NY, { from: '2027-01-03', count: 16 }),
  ),
  e('maratón: correo a corredores 48 h antes de la salida', MAD, no(RELATIVE)),
  e('Berlin-Marathon 26. September 2027: Live-Tracking um 8:45 aktivieren', BER, once('2027-09-26', '08:45', BER)),
  e('expo volunteers check-in reminder 7am fri & sat before the race', NY, no(NO_DATE)),
  e(
    'bib pickup reminder 5pm every day the week before race day (apr 11-17)',
    NY,
    daily('17:00', NY, { from: '2027-04-11', until: '2027-04-17' }),
  ),
  e('course marshal briefing 5am race morning', NY, no(NO_DATE)),
  e('Sydney marathon sun 19 sept 2027 start 6:15 AEST, tracking 6am', SYD, once('2027-09-19', '06:00', SYD)),
  e(
    'maratona: lembrete de inscrição toda segunda às 12h até 31 de março',
    SAO,
    on(['mon'], '12:00', SAO, { until: '2027-03-31' }),
  ),
  e(
    'results upload every 10 min from 7am to 2pm on race day april 18',
    NY,
    either(
      plan(every('daily', { minutes: 10, window: ['07:00', '14:00'] }, NY), {
        from: '2027-04-18',
        until: '2027-04-18',
      }),
      plan(every('daily', { minutes: 10, window: ['07:00', '13:50'] }, NY), {
        from: '2027-04-18',
        until: '2027-04-18',
      }),
    ),
  ),
  e('sponsor report 2nd monday each month', NY, no(NO_TIME)),
  // a customs broker
  e('ACE entry summary batch 6am & 6pm ET weekdays', NY, on('weekdays', ['06:00', '18:00'], NY)),
  e('despachante: vencimientos cada día 10 del mes a las 9', BUE, likely({ monthDays: [10] }, '09:00', BUE)),
  e('ISF filing reminder 72 hrs before vessel loading', NY, no(RELATIVE)),
  e('Zoll: ATLAS-Ausfuhr Übersicht täglich 17 Uhr', BER, daily('17:00', BER)),
  e('periodic monthly statement on the 15th at noon', NY, on({ monthDays: [15] }, '12:00', NY)),
  e(
    'Laredo: border crossing backlog report every 2 hrs 6a to 10p CT',
    NY,
    span('daily', { hours: 2 }, '06:00', '22:00', CHI),
  ),
  e('agente aduanal: pedimentos pendientes lunes a viernes 8:30', MEX, on('weekdays', '08:30', MEX)),
  e('gümrük müşavirliği: beyanname özeti her gün 18:00', IST, daily('18:00', IST)),
  e('tariff table update jan 1 2027 00:01', NY, once('2027-01-01', '00:01', NY)),
  e('CBP broker license renewal reminder every 3 years', NY, no(NO_TIME)),
  e('Rotterdam douane: aangifte-overzicht elke werkdag 7.45', AMS, on('weekdays', '07:45', AMS)),
  // a food-truck collective
  e('location post on insta 10:30 am tue-sat', LA, on(['tue', 'wed', 'thu', 'fri', 'sat'], '10:30', LA)),
  e('late-night menu switch fri & sat 10pm', LA, on(FRI_SAT, '22:00', LA)),
  e('order-ahead opens 11, closes 2', LA, no(TWO_JOBS)),
  e('commissary cleaning sundays 8pm', LA, on(['sun'], '20:00', LA)),
  e('truck rotation every other week', LA, no(WEEKS)),
  e('Foodtruck: Standort-Post Mo–Fr 11 Uhr', BER, on('weekdays', '11:00', BER)),
  e('Portland: first friday art walk post 4pm', LA, no(NTH_SHIFT)),
  e('matbilar: gasolkontroll kl 7 alla dagar utom söndag', STO, on(MON_SAT, '07:00', STO)),
  e('food truck: lunch rush ping quarter to 12 weekdays', LA, on('weekdays', '11:45', LA)),
  e('taco truck: pedido de tortillas lunes miércoles y viernes 6 am', LA, on(MWF, '06:00', LA)),
  e('rally at the park sat dec 12: setup reminder 8am', LA, once('2026-12-12', '08:00', LA)),
  e('health permit renewal reminder march 1', LA, no(NO_TIME)),
  // a university exams office
  e('exam timetable publish 12 jan 2027 10:00', LON, once('2027-01-12', '10:00', LON)),
  e(
    'invigilator reminders 7:30 weekdays from 10 may to 4 june',
    LON,
    on('weekdays', '07:30', LON, { from: '2027-05-10', until: '2027-06-04' }),
  ),
  e(
    'resit registration reminders 9am on 1, 8 and 15 july',
    LON,
    on({ monthDays: [1, 8, 15], months: [7] }, '09:00', LON),
  ),
  e('Prüfungsamt: Notenfreigabe jeden Freitag 12 Uhr', BER, on(['fri'], '12:00', BER)),
  e(
    'oficina de exámenes: aviso de convocatoria el 15 de cada mes a las 10',
    MAD,
    likely({ monthDays: [15] }, '10:00', MAD),
  ),
  e('exam hall aircon on 30 min before each exam', LON, no(RELATIVE)),
  e('results release 2027-08-12 08:00 BST', LON, once('2027-08-12', '08:00', LON)),
  e(
    'extenuating circs panel deadline reminder every monday 9am during term',
    LON,
    either(no(NO_DATE), on(['mon'], '09:00', LON)),
  ),
  e(
    'exam script scanning batch every 20 minutes 9-5 during the exam period (may 10 - jun 4)',
    LON,
    span('daily', { minutes: 20 }, '09:00', '17:00', LON, { from: '2027-05-10', until: '2027-06-04' }),
  ),
  e(
    'ufficio esami: appelli pubblicati il primo lunedì di ogni mese alle 9',
    ROM,
    likely({ nth: [1], weekday: 'mon' }, '09:00', ROM),
  ),
  e('biuro egzaminów: przypomnienie o sesji 25 stycznia 2027 o 8:00', WAW, once('2027-01-25', '08:00', WAW)),
  e('exams office: seating plans printed at 4 the day before each exam', LON, no(RELATIVE)),
  e('Melbourne campus: exam start announcement 9:15am AEDT mon 8 nov 2027', LON, once('2027-11-08', '09:15', MEL)),
  // the Chatham Islands (+13:45 in summer, +12:45 in winter)
  e('Chatham Islands: ferry manifest 6am daily', CHT, daily('06:00', CHT)),
  e('Chathams fish plant: shift roster 5:45am mon-fri', CHT, on('weekdays', '05:45', CHT)),
  e('Chatham time: generator switchover sunday 4 april 2027 at 3am', CHT, twice('2027-04-04', '03:00', CHT)),
  e('Chathams: radio sked 3:00am sun 26 sept 2027', CHT, no(SKIPPED)),
  e('catch-up with the Chatham crew 9am their time every tuesday', AKL, on(['tue'], '09:00', CHT)),
  e('Chatham Is (+13:45 now, +12:45 in winter): weather obs upload 0800 local', CHT, daily('08:00', CHT)),
  e('Waitangi wharf: stock boat loading notice 45 min before 7am, fridays', CHT, on(['fri'], '06:15', CHT)),
  e('Chatham power station fuel check 8:15am and 8:15pm, our time not Auckland', CHT, daily(['08:15', '20:15'], CHT)),
  // Eucla (+8:45)
  e('Eucla roadhouse: fuel delivery reminder 7:15am mon & thu', EUC, on(['mon', 'thu'], '07:15', EUC)),
  e('Eucla time (+8:45): generator log 6pm daily', EUC, daily('18:00', EUC)),
  e('Border Village: weather station reboot every 3 hours', EUC, plan(every('daily', { hours: 3 }, EUC))),
  e('Eucla motel: housekeeping roster 10am, Perth time please', EUC, daily('10:00', PER)),
  // Newfoundland (-3:30)
  e("St. John's fish plant: shift start 6:30am weekdays NST", SJF, on('weekdays', '06:30', SJF)),
  e(
    'Newfoundland: snow clearing call-out 4:30am daily dec 1 to mar 31',
    SJF,
    daily('04:30', SJF, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e('NL office: payroll every other friday', SJF, no(WEEKS)),
  e("St. John's: backup at 2:30am on march 14 2027", SJF, no(SKIPPED)),
  e('Gander: night audit 12:30am on nov 7 2027 Newfoundland time', SJF, twice('2027-11-07', '00:30', SJF)),
  e("Halifax + St. John's standup 9:30 Atlantic (10 in Newfoundland) weekdays", SJF, on('weekdays', '09:30', HAL)),
  e('send the report at 4:30pm NT mon-fri', SJF, on('weekdays', '16:30', SJF)),
  e('Corner Brook: hydro meter reads 15th 0800 NDT', SJF, on({ monthDays: [15] }, '08:00', SJF)),
  // the Marquesas (-9:30)
  e('Nuku Hiva : avis du bateau ravitailleur chaque mercredi à 8h', MRQ, on(['wed'], '08:00', MRQ)),
  e('Marquesas (-9:30): internet relay check daily 6pm', MRQ, daily('18:00', MRQ)),
  e('Hiva Oa dispensaire : rappel vaccins le 1er du mois à 7h30', MRQ, on({ monthDays: [1] }, '07:30', MRQ)),
  e('Tahiti office to Marquesas: weekly call fri 9am Marquesas time', 'Pacific/Tahiti', on(['fri'], '09:00', MRQ)),
  // Tehran (+3:30, no daylight saving)
  e('Tehran office: backup shanbe ta chaharshanbe saat 9 sobh', THR, on(SAT_WED, '09:00', THR)),
  e('Tehran: weekly report every thursday 12:30 IRST', THR, on(['thu'], '12:30', THR)),
  e('daftar Tehran: jalase haftegi yekshanbe saat 10', THR, likely(['sun'], '10:00', THR)),
  e(
    'Tehran team sync 4:30pm their time, every day but friday',
    BER,
    on(['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], '16:30', THR),
  ),
  e('Nowruz greeting to the Tehran team march 21 2027 9am Tehran', BER, once('2027-03-21', '09:00', THR)),
  e('Isfahan plant: shift change 0630 1430 2230', THR, daily(['06:30', '14:30', '22:30'], THR)),
  // Kiritimati (+14)
  e('Kiritimati: first new year post 00:00 jan 1 2027 LINT', KIR, once('2027-01-01', '00:00', KIR)),
  e('Kiritimati lab: data sync 7am mon-fri', KIR, on('weekdays', '07:00', KIR)),
  e('Line Islands (+14): fishing licence report 1st of month 10am', KIR, on({ monthDays: [1] }, '10:00', KIR)),
  e(
    'Christmas Island (Kiribati, not the Australian one) supply flight reminder tuesdays 0800',
    HNL,
    on(['tue'], '08:00', KIR),
  ),
  e(
    'Honolulu to Kiritimati: same clock, different day — send their monday report at 7am their monday',
    HNL,
    on(['mon'], '07:00', KIR),
  ),
  // Norfolk Island
  e('Norfolk Island: airport ops briefing 6:30am daily', NLK, daily('06:30', NLK)),
  e('Norfolk Is: 2:30am sun 3 oct 2027 backup', NLK, no(SKIPPED)),
  e('Burnt Pine shop: stock order thursday 3pm NFT', NLK, on(['thu'], '15:00', NLK)),
  e('Norfolk: server patch 2:30am sunday 4 april 2027', NLK, twice('2027-04-04', '02:30', NLK)),
  // Casablanca (and its Ramadan clock)
  e('Casablanca : rapport quotidien à 8h30', CAS, daily('08:30', CAS)),
  e('Casa : sauvegarde tous les jours à 2h30 du matin', CAS, daily('02:30', CAS)),
  e('Casablanca : pendant le Ramadan, rapport à 16h', CAS, no(MOVABLE)),
  e('Tanger Med : rapport des portes lun-sam 7h', CAS, on(MON_SAT, '07:00', CAS)),
  e('Casablanca call centre : rappel 8h45 du lundi au vendredi', CAS, on('weekdays', '08:45', CAS)),
  e('Casablanca : maintenance dimanche 7 février 2027 à 2h30', CAS, twice('2027-02-07', '02:30', CAS)),
  e(
    'Rabat: clôture mensuelle le dernier jour du mois à 18h, heure du Maroc',
    CAS,
    on({ monthDays: ['last'] }, '18:00', CAS),
  ),
  // Fiji
  e('Suva: sugar mill crush report 6pm daily', FJI, daily('18:00', FJI)),
  e('Nadi resort: airport transfer list 5am FJT', FJI, daily('05:00', FJI)),
  e('Fiji office: payroll every second thursday', FJI, no(WEEKS)),
  e('Suva: bula! team huddle mon 8:30', FJI, on(['mon'], '08:30', FJI)),
  // Dhaka
  e('Dhaka garment factory: shift roster sun-thu 8am', DAC, on(SUN_THU, '08:00', DAC)),
  e('Dhaka team standup 10am BST', DAC, either(on('daily', '10:00', DAC), on('daily', '10:00', LON))),
  e('Dhaka: shipment docs to the buyer every saturday 11am', DAC, on(['sat'], '11:00', DAC)),
  e('Chittagong port: berthing list prati din sokal 7ta', DAC, daily('07:00', DAC)),
  // Caracas
  e('Caracas: cierre contable diario 18:00 VET', CCS, daily('18:00', CCS)),
  e('Maracaibo: reporte de producción lunes 7 am hora de Venezuela', BOG, on(['mon'], '07:00', CCS)),
  // Havana (changes at midnight)
  e('La Habana: respaldo domingo 14 de marzo 2027 a las 00:30', HAV, no(SKIPPED)),
  e('Havana: cierre de caja todos los días 23:30', HAV, daily('23:30', HAV)),
  e('La Habana: reporte a las 00:30 del 7 de noviembre 2027', HAV, twice('2027-11-07', '00:30', HAV)),
  e('Varadero hotel: lista de check-in 14h diario, hora de Cuba', HAV, daily('14:00', HAV)),
  // Chihuahua, Hermosillo, Whitehorse (no daylight saving any more)
  e('Chihuahua: corte de caja 21:00 diario', CUU, daily('21:00', CUU)),
  e('Chihuahua planta: cambio de turno 6:00, 14:00 y 22:00', CUU, daily(['06:00', '14:00', '22:00'], CUU)),
  e('Chihuahua (sin horario de verano): reporte semanal viernes 17h', CUU, on(['fri'], '17:00', CUU)),
  e('Hermosillo maquila: turno 6 am lun-sab', HMO, on(MON_SAT, '06:00', HMO)),
  e('Sonora office, same clock as Phoenix: invoices 9am weekdays', HMO, on('weekdays', '09:00', HMO)),
  e('Hermosillo: recordatorio de pago el 5 de cada mes 10:00', HMO, on({ monthDays: [5] }, '10:00', HMO)),
  e('Whitehorse: aurora cam check nightly 11pm', YXY, daily('23:00', YXY)),
  e('Yukon time (MST all year): standup 8:30 weekdays', YXY, on('weekdays', '08:30', YXY)),
  e('Whitehorse: highway report 5:45am dec to mar', YXY, on({ months: [12, 1, 2, 3] }, '05:45', YXY)),
  // Reykjavik, Mauritius, Noumea, Magadan, Vladivostok
  e('Reykjavík: skýrsla kl. 7 alla daga', RKV, daily('07:00', RKV)),
  e('Hellisheiði geothermal: turbine log every 2 hrs', RKV, plan(every('daily', { hours: 2 }, RKV))),
  e('Reykjavik office: payroll last business day 10:00', RKV, on({ lastBusinessDay: true }, '10:00', RKV)),
  e('Port-Louis : rapport sucre tous les lundis 9h', MRU, on(['mon'], '09:00', MRU)),
  e('Mauritius hotel: shuttle list 5:30 daily MUT', MRU, daily('05:30', MRU)),
  e('Ebène office: server patching 1st sunday 2am', MRU, no(NTH_SHIFT)),
  e('Nouméa : mine de nickel, relève 5h30 du lundi au samedi', NOU, on(MON_SAT, '05:30', NOU)),
  e(
    'Nouvelle-Calédonie : point météo 6h et 18h de décembre à mars',
    NOU,
    on({ months: [12, 1, 2, 3] }, ['06:00', '18:00'], NOU),
  ),
  e('Magadan: otchet kazhdyj den v 9:00', GDX, daily('09:00', GDX)),
  e('Magadan port: smena v 8 i v 20 chasov', GDX, daily(['08:00', '20:00'], GDX)),
  e('Vladivostok port: gate report daily 08:00 VLAT', VVO, daily('08:00', VVO)),
  e('Vladivostok: ponedelnik-pyatnitsa 18:30 otpravit svodku', VVO, on('weekdays', '18:30', VVO)),
  e('Vladivostok ferry desk: timetable push fri 1200 local', VVO, on(['fri'], '12:00', VVO)),
  // the 2027 clock changes elsewhere
  e('EU: db vacuum sunday march 28 2027 02:30 CET', BER, no(SKIPPED)),
  e('Berlin: failover test 2:30 am am 31. Oktober 2027', BER, twice('2027-10-31', '02:30', BER)),
  e('Sydney: switch upgrade 2:30am sun 3 oct 2027', SYD, no(SKIPPED)),
  e('Sydney: core router reboot 2:30am sunday 4 april 2027', SYD, twice('2027-04-04', '02:30', SYD)),
  e('Auckland: patch window 2:30am 26 sept 2027', AKL, no(SKIPPED)),
  e('NY: nightly ETL 2:30am, every day incl. weekends', NY, daily('02:30', NY)),
  e('Chile: respaldo a las 00:30 del domingo 5 de septiembre 2027', SCL, no(SKIPPED)),
  e(
    'weekly report every sunday 1:30 am eastern starting nov 7 2027',
    NY,
    on(['sun'], '01:30', NY, { from: '2027-11-07' }),
  ),
  e('Lisboa: migração às 01:30 de 28 de março de 2027', LIS, no(SKIPPED)),
  e('London: 1:30am sunday 31 october 2027, rotate the certs', LON, twice('2027-10-31', '01:30', LON)),
  e('Adelaide: solar inverter log 2:15am daily, even on DST nights', ADL, daily('02:15', ADL)),
  e(
    'Toronto: 2am every sunday from march 7 to march 21 2027',
    TOR,
    on(['sun'], '02:00', TOR, { from: '2027-03-07', until: '2027-03-21' }),
  ),
  // platform engineers paste their schedulers
  e(
    "Jenkinsfile: triggers { cron('H/15 * * * *') }",
    BER,
    either(no(RANDOM), plan(every('daily', { minutes: 15 }, BER))),
  ),
  e("triggers { cron('''TZ=Europe/Warsaw\n30 4 * * 1-5''') }", BER, on('weekdays', '04:30', WAW)),
  e("jenkins cron('H 2 * * *') for the nightly build", BER, no(RANDOM)),
  e('Jenkins: TZ=America/Havana\n0 22 * * 0', HAV, on(['sun'], '22:00', HAV)),
  e('@Scheduled(cron = "0 0 7 * * MON-FRI", zone = "Europe/Paris")', PAR, on('weekdays', '07:00', PAR)),
  e('@Scheduled(cron = "*/30 * * * * *")', BER, no(SECONDS)),
  e('@Scheduled(cron = "0 30 2 * * SUN", zone = "Asia/Dhaka")', DAC, on(['sun'], '02:30', DAC)),
  e('@Scheduled(cron = "0 0 0/4 * * ?", zone = "America/St_Johns")', SJF, plan(every('daily', { hours: 4 }, SJF))),
  e(
    '@Scheduled(fixedRate = 60000) // every minute',
    BER,
    either(no(FROM_START), plan(every('daily', { minutes: 1 }, BER))),
  ),
  e(
    '@Scheduled(cron = "0 15 9 1 * *", zone = "Asia/Tehran") monthly invoice run',
    THR,
    on({ monthDays: [1] }, '09:15', THR),
  ),
  e("$schedule->command('reports:send')->dailyAt('13:00')->timezone('America/Havana');", HAV, daily('13:00', HAV)),
  e("$schedule->job(new SyncStock)->weeklyOn(1, '8:00')->timezone('Asia/Tehran');", THR, on(['mon'], '08:00', THR)),
  e("->monthlyOn(4, '15:00') for the rent reminders", MAD, on({ monthDays: [4] }, '15:00', MAD)),
  e("->everyFifteenMinutes()->between('8:00', '17:00')", MAD, span('daily', { minutes: 15 }, '08:00', '17:00', MAD)),
  e("->lastDayOfMonth('17:00')->timezone('Europe/Lisbon')", LIS, on({ monthDays: ['last'] }, '17:00', LIS)),
  e('->twiceDaily(1, 13) pls', MAD, daily(['01:00', '13:00'], MAD)),
  e("->weekdays()->at('07:45')->timezone('Pacific/Noumea')", NOU, on('weekdays', '07:45', NOU)),
  e("#[AsCronTask('0 3 * * *', timezone: 'Africa/Casablanca')]", CAS, daily('03:00', CAS)),
  e(
    "RecurringMessage::cron('15 6 * * 1-5', new SendReport(), new \\DateTimeZone('Europe/Madrid'))",
    MAD,
    on('weekdays', '06:15', MAD),
  ),
  e("#[AsPeriodicTask(frequency: '90 seconds')]", PAR, no(SECONDS)),
  e("Symfony: RecurringMessage::cron('@midnight', $msg) — server is UTC", PAR, daily('00:00', UTC)),
  e('OnCalendar=Mon..Fri 06:00 Europe/Berlin', BER, on('weekdays', '06:00', BER)),
  e('systemd timer OnCalendar=*-*-* 02:30:00', BER, daily('02:30', BER)),
  e('OnCalendar=*:0/15', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('OnCalendar=Sat *-*-1..7 04:00:00  (first saturday)', BER, on({ nth: [1], weekday: 'sat' }, '04:00', BER)),
  e('OnCalendar=*-*-01 00:00:00 Asia/Vladivostok', VVO, on({ monthDays: [1] }, '00:00', VVO)),
  e('OnCalendar=Mon *-*-* 03:00\nRandomizedDelaySec=1h', BER, either(no(RANDOM), on(['mon'], '03:00', BER))),
  e('OnCalendar=*-*-* 00/6:30:00', BER, plan(every('daily', { hours: 6, at: 30 }, BER))),
  e('OnCalendar=weekly', BER, on(['mon'], '00:00', BER)),
  e(
    'gcloud scheduler jobs create http sync --schedule="0 6 * * 1" --time-zone="Pacific/Auckland"',
    AKL,
    on(['mon'], '06:00', AKL),
  ),
  e(
    'gcloud scheduler jobs update pubsub ingest --schedule="*/10 * * * *" --time-zone="Asia/Kolkata"',
    KOL,
    plan(every('daily', { minutes: 10 }, KOL)),
  ),
  e(
    'cloud scheduler --schedule="30 23 L * *" (last day of month)',
    LON,
    either(no(BAD_CRON), on({ monthDays: ['last'] }, '23:30', LON)),
  ),
  e(
    'cron.yaml:\n- description: weekly digest\n  schedule: every monday 09:00\n  timezone: America/Caracas',
    CCS,
    on(['mon'], '09:00', CCS),
  ),
  e('--schedule="0 9 * * 1-5" --time-zone="Etc/GMT+3"', SAO, on('weekdays', '09:00', 'Etc/GMT+3')),
  e('vercel.json { "crons": [{ "path": "/api/digest", "schedule": "0 5 * * *" }] }', NY, daily('05:00', UTC)),
  e(
    'vercel cron "0 10 * * 1" — that is 10am my time right?',
    LA,
    either(on(['mon'], '10:00', LA), on(['mon'], '10:00', UTC)),
  ),
  e('wrangler.toml [triggers] crons = ["*/30 * * * *"]', LON, plan(every('daily', { minutes: 30 }, UTC))),
  e('cloudflare worker cron trigger "0 2 * * 7"', LON, either(on(['sun'], '02:00', UTC), on(['sat'], '02:00', UTC))),
  e('wrangler: crons = ["0 8 * * mon", "0 20 * * fri"] — two handlers', LON, no(TWO_JOBS)),
  e('render.yaml: schedule: "15 3 * * *"', NY, daily('03:15', UTC)),
  e('netlify: export const config = { schedule: "@hourly" }', NY, plan(every('daily', { hours: 1 }, UTC))),
  e('netlify schedule("@daily", handler)', NY, daily('00:00', UTC)),
  e(
    "select cron.schedule('purge-sessions', '30 3 * * 6', $$delete from sessions where expired$$);",
    LON,
    on(['sat'], '03:30', UTC),
  ),
  e("select cron.schedule('vacuum', '0 */2 * * *', 'VACUUM');", LON, plan(every('daily', { hours: 2 }, UTC))),
  e(
    "supabase: cron.schedule('nightly', '0 0 * * *', ...) — our project is in Sydney so that's midnight there?",
    SYD,
    either(daily('00:00', UTC), daily('00:00', SYD)),
  ),
  e('Bitbucket schedule: Daily, 02:00 - 03:00', LON, no(RANDOM)),
  e('CircleCI scheduled pipeline: repeats weekly on Mon, Wed, Fri at 08:00 UTC', LON, on(MWF, '08:00', UTC)),
  e(
    'circleci trigger: every day, 4 times per hour',
    LON,
    either(no(RANDOM), plan(every('daily', { minutes: 15 }, UTC))),
  ),
  e('aws_cloudwatch_event_rule schedule_expression = "cron(0 12 ? * MON-FRI *)"', NY, on('weekdays', '12:00', UTC)),
  e(
    'resource "aws_scheduler_schedule" { schedule_expression = "cron(30 6 * * ? *)" schedule_expression_timezone = "Asia/Dhaka" }',
    DAC,
    daily('06:30', DAC),
  ),
  e('schedule_expression = "rate(5 minutes)"', NY, either(no(FROM_START), plan(every('daily', { minutes: 5 }, UTC)))),
  e('schedule_expression = "cron(0 18 ? * 6L *)"', NY, on({ nth: ['last'], weekday: 'fri' }, '18:00', UTC)),
  e(
    'aws_scheduler_schedule "at(2027-03-28T02:30:00)" schedule_expression_timezone = "Europe/Berlin"',
    BER,
    no(SKIPPED),
  ),
  e(
    'kestra:\ntriggers:\n  - id: daily\n    type: io.kestra.plugin.core.trigger.Schedule\n    cron: "0 9 * * *"\n    timezone: America/Caracas',
    CCS,
    daily('09:00', CCS),
  ),
  e('kestra trigger cron: "@weekly" timezone: Europe/Kyiv', KYI, on(['sun'], '00:00', KYI)),
  e('n8n Schedule Trigger: Weeks, 1 week between, Monday, 8am, minute 0', BER, on(['mon'], '08:00', BER)),
  e('n8n schedule: Days, Days Between Triggers 2, Trigger at Hour 6am', BER, no(DAYS_STEP)),
  e('n8n Cron "0 */6 * * *", workflow timezone Pacific/Fiji', FJI, plan(every('daily', { hours: 6 }, FJI))),
  e('home assistant:\ntrigger:\n  - platform: time\n    at: "06:30:00"', AMS, daily('06:30', AMS)),
  e('HA automation: platform: time_pattern, minutes: "/5"', AMS, plan(every('daily', { minutes: 5 }, AMS))),
  e('HA: platform: sun, event: sunset, offset: "-00:30:00"', AMS, no(SUN)),
  e(
    'HA: trigger time at "22:00:00", condition: time weekday [mon, tue, wed, thu, fri]',
    AMS,
    on('weekdays', '22:00', AMS),
  ),
  e(
    'RecurringJob.AddOrUpdate("fx", () => Sync(), Cron.Daily(4, 30), TimeZoneInfo.FindSystemTimeZoneById("Newfoundland Standard Time"));',
    SJF,
    daily('04:30', SJF),
  ),
  e(
    'hangfire Cron.Weekly(DayOfWeek.Friday, 17) — no timezone set',
    LON,
    either(on(['fri'], '17:00', UTC), on(['fri'], '17:00', LON)),
  ),
  e('Hangfire "0 */2 * * *" with TimeZoneInfo "Iran Standard Time"', THR, plan(every('daily', { hours: 2 }, THR))),
  e('Hangfire Cron.Monthly(1, 6), timezone "SA Pacific Standard Time"', BOG, on({ monthDays: [1] }, '06:00', BOG)),
  e("sidekiq-scheduler:\n  daily_report:\n    cron: '0 7 * * * Asia/Vladivostok'", VVO, daily('07:00', VVO)),
  e("sidekiq_scheduler every: '45m'", LON, no(STEP_MINUTES)),
  e("sidekiq-cron: cron: '0 0 1 * *' (app tz is Europe/Dublin)", DUB, on({ monthDays: [1] }, '00:00', DUB)),
  e('quartz 0 15 10 ? * MON-FRI', LON, on('weekdays', '10:15', LON)),
  e('quartz: 0 0 12 ? * 6L', LON, on({ nth: ['last'], weekday: 'fri' }, '12:00', LON)),
  e('quartz "0 0 8 ? * 2#1"', LON, on({ nth: [1], weekday: 'mon' }, '08:00', LON)),
  e(
    '0 0/5 14,18 * * ?',
    LON,
    plan([
      every('daily', { minutes: 5, window: ['14:00', '14:55'] }, LON),
      every('daily', { minutes: 5, window: ['18:00', '18:55'] }, LON),
    ]),
  ),
  e('0 0 10 LW * ? quartz, month-end close', LON, on({ lastBusinessDay: true }, '10:00', LON)),
  e('0 0 12 * * MON-FRI ?', LON, no(BAD_CRON)),
  e(
    'healthchecks.io check schedule "0 */4 * * *" tz Asia/Tehran — same for the job',
    THR,
    plan(every('daily', { hours: 4 }, THR)),
  ),
  e(
    'Task Scheduler: At 3:00 AM every Sunday of every week, starting 11/29/2026',
    NY,
    on(['sun'], '03:00', NY, { from: '2026-11-29' }),
  ),
  e(
    'Task Scheduler: Daily at 11:30 PM, repeat task every 1 hour for a duration of 4 hours',
    NY,
    either(daily(['23:30', '00:30', '01:30', '02:30', '03:30'], NY), daily(['23:30', '00:30', '01:30', '02:30'], NY)),
  ),
  e(
    'Task Scheduler: At 7:00 AM on day 1 of January, April, July, October',
    NY,
    on({ monthDays: [1], months: QUARTERS }, '07:00', NY),
  ),
  e('task scheduler trigger: At log on of any user', NY, no(EVENT)),
  e('Task Scheduler: Weekly, Recur every 2 weeks on Monday 6:00 AM', NY, no(WEEKS)),
  e(
    'Monthly: The Last Thursday of every month at 6:00 PM, (UTC-03:30) Newfoundland',
    SJF,
    on({ nth: ['last'], weekday: 'thu' }, '18:00', SJF),
  ),
  e(
    'Occurs every Tuesday effective 12/1/2026 from 10:00 AM to 10:30 AM',
    NY,
    on(['tue'], '10:00', NY, { from: '2026-12-01' }),
  ),
  e(
    'Occurs the second Wednesday of every 1 month effective 1/13/2027 from 2:00 PM to 3:00 PM (UTC+03:30) Tehran',
    BER,
    on({ nth: [2], weekday: 'wed' }, '14:00', THR, { from: '2027-01-13' }),
  ),
  e(
    'Occurs every weekday effective 11/30/2026 until 12/18/2026 from 8:30 AM to 8:45 AM',
    NY,
    on('weekdays', '08:30', NY, { from: '2026-11-30', until: '2026-12-18' }),
  ),
  e(
    'Occurs every day effective 12/1/2026 from 7:00 AM to 7:15 AM (UTC+12:45) Chatham Islands',
    CHT,
    daily('07:00', CHT, { from: '2026-12-01' }),
  ),
  e('Weekly on Thursday, 8:30am – 9am', LON, on(['thu'], '08:30', LON)),
  e('google cal: Monthly on the last Friday', LON, no(NO_TIME)),
  e('Annually on December 24', LON, no(NO_TIME)),
  e('Every 2 weeks on Monday, Wednesday', LON, no(WEEKS)),
  e(
    'Daily, until Dec 31, 2026 · 7:00 – 7:15am (GMT+04:00) Mauritius',
    MRU,
    daily('07:00', MRU, { until: '2026-12-31' }),
  ),
  e('Weekly on weekdays · 9:00 – 9:15am (GMT-09:30) Marquesas', MRQ, on('weekdays', '09:00', MRQ)),
  e('butler: every monday at 9:00 am, move all cards in list "Done" to list "Archive"', LON, on(['mon'], '09:00', LON)),
  e(
    'trello butler: on the 15th of every month at 8:00 am, create a card "Invoices"',
    LON,
    on({ monthDays: [15] }, '08:00', LON),
  ),
  e('butler: every weekday at 5:30 pm, sort list "Today" by due date', LON, on('weekdays', '17:30', LON)),
  e(
    'butler: on the last working day of the month at 4:00 pm, post a comment',
    LON,
    on({ lastBusinessDay: true }, '16:00', LON),
  ),
  e('monday.com: Every week on Friday at 4:00 PM, create an item', TOR, on(['fri'], '16:00', TOR)),
  e('monday.com automation: Every month on the 1st at 12 AM', TOR, on({ monthDays: [1] }, '00:00', TOR)),
  e(
    'Workflow Builder: Starts Dec 1, 2026 at 9:00 AM, repeats every weekday',
    TOR,
    on('weekdays', '09:00', TOR, { from: '2026-12-01' }),
  ),
  e(
    'workflow builder schedule: Dec 7, 2026 at 10:00 AM, Frequency: Every week on Monday',
    TOR,
    on(['mon'], '10:00', TOR, { from: '2026-12-07' }),
  ),
  e('slack workflow: Does not repeat, Jan 4, 2027 8:00 AM', TOR, once('2027-01-04', '08:00', TOR)),
  e('Schedule by Zapier: Every Week, Day of the Week: Monday, Time of Day: 9am', TOR, on(['mon'], '09:00', TOR)),
  e('zapier: Every Hour, Trigger on Weekends? no', TOR, plan(every('weekdays', { hours: 1 }, TOR))),
  e('Make scenario schedule: Days of the week: Mon, Wed; Time: 07:30', WAW, on(['mon', 'wed'], '07:30', WAW)),
  e(
    'make.com: At regular intervals, Minutes: 15',
    WAW,
    either(no(FROM_START), plan(every('daily', { minutes: 15 }, WAW))),
  ),
  e('make: Every day at 23:00, timezone Europe/Kyiv', KYI, daily('23:00', KYI)),
  e('crontab: 0 9 * * 1-5 # standup ping', DEN, on('weekdays', '09:00', DEN)),
  e('0 9 * * 1-5 but in Havana time', HAV, on('weekdays', '09:00', HAV)),
  e('cron 0 8 * * 1-5 # weekends too', DEN, either(no(CONFLICT), daily('08:00', DEN))),
  e(
    '*/7 * * * *',
    DEN,
    either(
      no(STEP_MINUTES),
      plan([0, 7, 14, 21, 28, 35, 42, 49, 56].map((m) => every('daily', { hours: 1, at: m }, DEN))),
    ),
  ),
  e('0 0 30 2 *', DEN, no(NEVER)),
  e('0 6 29 2 *', DEN, no(LEAP)),
  e('60 8 * * *', DEN, no(BAD_CRON)),
  // days said from today
  e('tomorrow 9am: remind me to call the freight agent', CHT, once('2026-11-25', '09:00', CHT)),
  e('tonight 8pm lift ops debrief', DEN, once('2026-11-23', '20:00', DEN)),
  e(
    'next friday 10am walk-through of the new surgery suite',
    DEN,
    either(once('2026-11-27', '10:00', DEN), once('2026-12-04', '10:00', DEN)),
  ),
  e('this saturday 7a snowmaking crew all-hands', DEN, once('2026-11-28', '07:00', DEN)),
  e("it's already tuesday here — dairy co-op call today 3pm", AKL, once('2026-11-24', '15:00', AKL)),
  e('generator test 1st tues 10am — scratch that, 1st thurs', NY, on({ nth: [1], weekday: 'thu' }, '10:00', NY)),
  e('box office float check every day at noon until christmas', LON, daily('12:00', LON, { until: '2026-12-25' })),
  e('Kiritimati: fuel barge today 5pm, ping the harbour master', KIR, once('2026-11-24', '17:00', KIR)),
  e('besok jam 8 pagi kirim laporan stok gudang', JKT, once('2026-11-24', '08:00', JKT)),
  e('mañana a las 7 de la mañana recordar el inventario de farmacia', MEX, once('2026-11-24', '07:00', MEX)),
];
