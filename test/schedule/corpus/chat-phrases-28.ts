/**
 * A twenty-eighth blind chat corpus: schedules as they are typed in Slack by a dental practice, a ski resort's lift
 * operations, a brewery, a museum's collections team, a ferry operator, a children's summer camp, a regional airline's
 * crew scheduling, a hospital pharmacy, a data centre's facilities team, a podcast network, a fitness studio chain, a
 * property management company, a seed bank, a vineyard, a translation agency with freelancers on every continent, a
 * volunteer fire brigade, a mountain hut, a game studio's live ops, a school district's IT, a payroll bureau, an esports
 * team, a fishing cooperative, a film festival, a charity helpline, an offshore oil platform (rotations, "every 14
 * days") and a polar research station (Antarctica/Troll, Antarctica/Casey). Platform engineers paste Azure Functions
 * `TimerTrigger`, AWS `rate(...)` and `cron(...)`, Kubernetes `CronJob` YAML, Nomad `periodic`, Argo `CronWorkflow`,
 * GitLab scheduled pipelines, Vercel and Netlify cron config, Cloudflare Workers `crons`, node-cron and croner lines,
 * Celery beat `crontab(...)`, Rundeck, Control-M-ish wording and crontab lines with `CRON_TZ=`; others paste Outlook,
 * Teams and Google Calendar recurrence text, iCalendar RRULE lines, Slack's /remind and Todoist-style recurring tasks.
 * About a fifth of the writers mix English with (or write in) Spanish, Portuguese, French, German, Italian, Dutch,
 * Polish, Japanese romaji, Hindi in Latin letters, Indonesian, Turkish, Vietnamese, Chinese pinyin, Korean in Latin
 * letters, Ukrainian in Latin letters, Filipino, Swedish, Norwegian, Czech, Romanian and Swahili. Terse and polite
 * messages, typos and autocorrect, 12- and 24-hour and military clocks, "7a"/"7p", noon, half past and quarter to,
 * names and task words around the schedule, reminders before events, several rules in one message, exceptions,
 * corrections, running periods, one-off dates, zones said as codes, cities, offsets, "my time", "their time" and
 * Windows zone names, half-hour and 45-minute offsets, the southern hemisphere, zones without daylight saving, dates
 * near the 2027 clock changes (US March 14 and November 7, EU March 28 and October 31, Australia April 4 and October 3,
 * New Zealand April 4 and September 26), and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 09:00 in São Paulo, 12:00
 * in London and at Troll, 13:00 in Berlin, 17:30 in Kolkata, 17:45 in Kathmandu, 20:00 in Perth and at Casey, 20:45
 * in Eucla, 21:00 in Tokyo, 23:00 in Sydney, and on Tuesday the 24th 01:00 in Auckland.
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

const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const WAW = 'Europe/Warsaw';
const PRG = 'Europe/Prague';
const BUH = 'Europe/Bucharest';
const IST = 'Europe/Istanbul';
const KYI = 'Europe/Kyiv';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const ZRH = 'Europe/Zurich';
const VIE = 'Europe/Vienna';
const NBO = 'Africa/Nairobi';
const JNB = 'Africa/Johannesburg';
const LOS = 'Africa/Lagos';
const CAI = 'Africa/Cairo';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const CMB = 'Asia/Colombo';
const RGN = 'Asia/Yangon';
const HCM = 'Asia/Ho_Chi_Minh';
const JKT = 'Asia/Jakarta';
const MNL = 'Asia/Manila';
const SHA = 'Asia/Shanghai';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const PER = 'Australia/Perth';
const EUC = 'Australia/Eucla';
const MEL = 'Australia/Melbourne';
const HBA = 'Australia/Hobart';
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
const VAN = 'America/Vancouver';
const ANC = 'America/Anchorage';
const STJ = 'America/St_Johns';
const HAL = 'America/Halifax';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const LIM = 'America/Lima';
const SCL = 'America/Santiago';
const BUE = 'America/Argentina/Buenos_Aires';
const TROLL = 'Antarctica/Troll';
const CASEY = 'Antarctica/Casey';
const MAW = 'Antarctica/Mawson';
const EDM = 'America/Edmonton';
const ABZ = 'Europe/London';
const SLC = 'America/Denver';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const FRI_SUN = ['fri', 'sat', 'sun'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTERS = [1, 4, 7, 10] as const;
const WINTER = [12, 1, 2, 3] as const;

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
const WEATHER = 'the weather or a sensor reading is not a calendar rule';
const NOT_A_CLOCK = 'a count of something other than time is not a calendar rule';
const PAST = 'that date has already passed';
const FROM_START = 'an interval counted from when the job starts is not aligned to the clock';
const AT_EVENT = 'a run at boot or a deploy is not a time of day';
const SKIPPED = 'that local time does not exist: the clocks skip it';
const PER_USER = "each person's own time zone is not one zone a task can follow";
const WHICH_ZONE = 'two zones are named and it is not said which one the time is in';
const WHICH_DAY = 'the day is not said';
const CONFLICT = 'the CRON line and the words beside it disagree';
const TIDE = 'tides and ferry delays are not a calendar rule';
const NO_DATE = 'the date is not given';
const TOO_MANY = 'too many different jobs in one message';
const RANDOM = 'a random or hashed time is not known ahead';
const BAD_CRON = 'the CRON line is not valid';
const YEARS = 'CRON has no year field: every N years cannot be written';
const TWICE = 'that local time happens twice on that day: the clocks go back';

export const CHAT_PHRASES_28: readonly CorpusEntry[] = [
  // a dental practice
  e('recall texts to patients 8:30am mon-fri', CHI, on('weekdays', '08:30', CHI)),
  e('autoclave spore test log every wed 7am pls', CHI, on(['wed'], '07:00', CHI)),
  e('hygienist huddle tues 7:45, remind 10 min before', CHI, on(['tue'], '07:35', CHI)),
  e('confirm tomorrow appts — send at 4p sun thru thu', CHI, on(SUN_THU, '16:00', CHI)),
  e('x-ray sensor backup nightly 2330', CHI, daily('23:30', CHI)),
  e('lab case pickup reminder tue and fri at 11', CHI, on(['tue', 'fri'], '11:00', CHI)),
  e('insurance claim batch last business day of the month 3pm', CHI, on({ lastBusinessDay: true }, '15:00', CHI)),
  e('compressor drain every morning at 7 before first patient', CHI, daily('07:00', CHI)),
  e('Dr. Nguyen wants the schedule export on the 1st and 15th at 6am', CHI, on({ monthDays: [1, 15] }, '06:00', CHI)),
  e(
    'consultorio dental: recordatorio de citas de lunes a viernes a las 9:00 hora de México',
    MEX,
    on('weekdays', '09:00', MEX),
  ),
  e('waterline shock treatment first monday of the month 6:30pm after close', CHI, no(NTH_SHIFT)),
  e('birthday emails 10am daily', CHI, daily('10:00', CHI)),
  e('Zahnarztpraxis: Recall-SMS montags bis freitags um 8 Uhr', BER, on('weekdays', '08:00', BER)),
  e('dentist office: send the fluoride promo on jan 12 2027 at 9am', CHI, once('2027-01-12', '09:00', CHI)),
  e('steriliser maintenance every 6 weeks', CHI, no(WEEKS)),
  e('remind front desk when a patient is 10 min late', CHI, no(RELATIVE)),
  // a ski resort's lift operations
  e(
    'lift ops: avalanche control briefing 0600hrs daily dec 1 thru april 15',
    DEN,
    daily('06:00', DEN, { from: '2026-12-01', until: '2027-04-15' }),
  ),
  e(
    'grooming report auto-post 5:15a every day of the season (nov 26 – apr 11)',
    DEN,
    daily('05:15', DEN, { from: '2026-11-26', until: '2027-04-11' }),
  ),
  e('chair 4 wind check every 30 min from 8 to 4', DEN, span('daily', { minutes: 30 }, '08:00', '16:00', DEN)),
  e('sweep of the upper mountain at 3:45pm, last chair is 4', DEN, daily('15:45', DEN)),
  e('open lifts at first light', DEN, no(SUN)),
  e(
    'Bergbahnen: Pistenbericht täglich um 7:30, Saisonende 19. April',
    ZRH,
    daily('07:30', ZRH, { from: '2026-11-23', until: '2027-04-19' }),
  ),
  e('lift ops queenstown: snowmaking crew call 0430 nzst every day in july', AKL, on({ months: [7] }, '04:30', AKL)),
  e(
    'gondola cable inspection every 2nd sunday at 6',
    DEN,
    either(no(WEEKS), no(HALF), on({ nth: [2], weekday: 'sun' }, '06:00', DEN)),
  ),
  e(
    'ski patrol radio check on the hour 8am-4pm',
    DEN,
    plan(every('daily', { hours: 1, window: ['08:00', '16:00'] }, DEN)),
  ),
  e('close the terrain park when wind is over 40 mph', DEN, no(WEATHER)),
  e(
    'snow report email every day at 6am mountain time until closing day apr 18',
    LA,
    daily('06:00', DEN, { until: '2027-04-18' }),
  ),
  e('stazione sciistica: bollettino neve ogni giorno alle 7:00', ROM, daily('07:00', ROM)),
  e('remontées: réunion sécurité chaque samedi à 7h45', PAR, on(['sat'], '07:45', PAR)),
  e('lift maintenance window mon 2-4am MT — remind at 1:45', DEN, on(['mon'], '01:45', DEN)),
  e('season pass reminder email fri nov 27 at noon', DEN, once('2026-11-27', '12:00', DEN)),
  e('lift ticket price sync every 15 mins', DEN, plan(every('daily', { minutes: 15 }, DEN))),
  // a brewery
  e('brewhouse CIP reminder every tue and fri 6am', LA, on(['tue', 'fri'], '06:00', LA)),
  e('fermenter temp log 8a/12p/4p/8p', LA, daily(['08:00', '12:00', '16:00', '20:00'], LA)),
  e('yeast pitch check 48 hours after brew day', LA, no(RELATIVE)),
  e('taproom inventory count sundays at closing (9pm)', LA, on(['sun'], '21:00', LA)),
  e('TTB excise report due the 14th of each month, remind at 10am', LA, on({ monthDays: [14] }, '10:00', LA)),
  e('grain delivery every other thursday 7am', LA, no(WEEKS)),
  e('Brauerei: Gärkeller-Kontrolle täglich um 6 und um 18 Uhr', BER, daily(['06:00', '18:00'], BER)),
  e('cervecería: limpieza de barriles los lunes 8:00, miércoles 8:00 y viernes 8:00', MEX, on(MWF, '08:00', MEX)),
  e(
    'brouwerij: tapkamer opent om 15u di t/m zo, herinnering kwartier ervoor',
    AMS,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '14:45', AMS),
  ),
  e('oktoberfest release post sept 18 2027 10am', LA, once('2027-09-18', '10:00', LA)),
  e('keg tracking sync every 20 min', LA, plan(every('daily', { minutes: 20 }, LA))),
  e('cold room alarm test 1st sat of the month 9 am', LA, on({ nth: [1], weekday: 'sat' }, '09:00', LA)),
  e('brewery: dry hop reminder at 2p today', LA, once('2026-11-23', '14:00', LA)),
  e('Bierbrauerei München: Sudhaus-Reinigung jeden Samstag halb acht morgens', BER, on(['sat'], '07:30', BER)),
  // a museum's collections team
  e('collections: humidity logger download every monday 9:15', LON, on(['mon'], '09:15', LON)),
  e('pest trap check 1st and 3rd wednesday 10am', LON, on({ nth: [1, 3], weekday: 'wed' }, '10:00', LON)),
  e(
    'loan agreement renewals reminder 1 jan, 1 apr, 1 jul, 1 oct 9am',
    LON,
    on({ monthDays: [1], months: QUARTERS }, '09:00', LON),
  ),
  e(
    'gallery lights off 17:45 tue–sun (closed mondays)',
    LON,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '17:45', LON),
  ),
  e('musée: contrôle hygrométrique tous les jours à 8h et 14h', PAR, daily(['08:00', '14:00'], PAR)),
  e('Museum Depot: Klimakontrolle werktags 7:30', BER, on('weekdays', '07:30', BER)),
  e("museo: inventario di fine mese l'ultimo giorno alle 16", ROM, on({ monthDays: ['last'] }, '16:00', ROM)),
  e(
    'digitisation queue run at 2am every night except sat',
    LON,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '02:00', LON),
  ),
  e('courier arrival for the Rijksmuseum loan — tues 1 dec 0700 Amsterdam time', LON, once('2026-12-01', '07:00', AMS)),
  e('condition report reminders after each object returns from loan', LON, no(RELATIVE)),
  e(
    'museum late opening: staff briefing every last friday at 5:30pm',
    LON,
    on({ nth: ['last'], weekday: 'fri' }, '17:30', LON),
  ),
  e('collections DB backup 01:00 and 13:00 UTC', LON, daily(['01:00', '13:00'], UTC)),
  e('clocks go forward 28 march — run the 01:30 archive job that night', LON, no(SKIPPED)),
  // a ferry operator
  e('ferry ops: first sailing crew call 0515 daily', VAN, daily('05:15', VAN)),
  e('vessel safety drill every sunday 1400', VAN, on(['sun'], '14:00', VAN)),
  e('post the timetable change notice at high tide', VAN, no(TIDE)),
  e('fuel bunkering reminder mon/wed/fri 2230', VAN, on(MWF, '22:30', VAN)),
  e(
    'Horseshoe Bay terminal: queue cam snapshot every 10 min 6am to 10pm',
    VAN,
    span('daily', { minutes: 10 }, '06:00', '22:00', VAN),
  ),
  e('summer schedule announcement may 15 2027 at 9 PT', VAN, once('2027-05-15', '09:00', VAN)),
  e('fergeselskap: mannskapsbytte hver onsdag kl 06:00', OSL, on(['wed'], '06:00', OSL)),
  e('färja: biljettrapport varje dag kl 23.55', STO, daily('23:55', STO)),
  e('interislander: cook strait weather brief 0500 and 1700 NZ time', AKL, daily(['05:00', '17:00'], AKL)),
  e('ferry: delayed sailings report whenever a boat is 15+ min late', VAN, no(TIDE)),
  e(
    'dry dock reminder feb 1st 8am, the whole week after that too at 8',
    VAN,
    either(
      daily('08:00', VAN, { from: '2027-02-01', until: '2027-02-08' }),
      daily('08:00', VAN, { from: '2027-02-01', until: '2027-02-07' }),
    ),
  ),
  e(
    'ticket office cash-up 19:30 weekends, 18:00 weekdays',
    VAN,
    plan([at('weekends', '19:30', VAN), at('weekdays', '18:00', VAN)]),
  ),
  // a children's summer camp
  e(
    'camp: parent newsletter every friday 4pm june 25 through aug 20 2027',
    TOR,
    on(['fri'], '16:00', TOR, { from: '2027-06-25', until: '2027-08-20' }),
  ),
  e('wake-up bell 7am, flag 7:30, breakfast 7:45 every day of camp', TOR, daily(['07:00', '07:30', '07:45'], TOR)),
  e('lifeguard rotation every 45 min at the waterfront', TOR, no(STEP_MINUTES)),
  e('early bird registration closes jan 31 — remind parents jan 24 at 10am', TOR, once('2027-01-24', '10:00', TOR)),
  e('med cabinet check twice a day', TOR, no(NO_TIME)),
  e('counselor day off every 6 days', TOR, no(DAYS_STEP)),
  e(
    'camp de vacances: appel des enfants tous les jours à 9h et 16h, heure de Montréal',
    TOR,
    daily(['09:00', '16:00'], 'America/Toronto'),
  ),
  e('lights out 9:30pm for juniors, 10:15 for seniors', TOR, either(daily(['21:30', '22:15'], TOR), no(TWO_JOBS))),
  e(
    'campamento de verano: recordatorio a padres cada lunes 8am julio y agosto',
    MEX,
    on({ weekdays: ['mon'], months: [7, 8] }, '08:00', MEX),
  ),
  e('bus roster email the thursday before each session', TOR, no(RELATIVE)),
  e('sunscreen reminder every 2 hours from 10 to 4', TOR, span('daily', { hours: 2 }, '10:00', '16:00', TOR)),
  // a regional airline's crew scheduling
  e('crew sched: roster publish the 20th of each month at 1200Z', ANC, on({ monthDays: [20] }, '12:00', UTC)),
  e('duty time limits report daily 0300 zulu', ANC, daily('03:00', UTC)),
  e('standby crew call-out check 0430L every day', ANC, daily('04:30', ANC)),
  e('recurrent training reminders 90 days before expiry', ANC, no(RELATIVE)),
  e('bid line reminders the 5th and the 12th at 8 am alaska time', ANC, on({ monthDays: [5, 12] }, '08:00', ANC)),
  e('fatigue survey send 1900 local every sun', ANC, on(['sun'], '19:00', ANC)),
  e('aerolínea: publicación de roles el día 25 a las 10:00 hora de Bogotá', BOG, on({ monthDays: [25] }, '10:00', BOG)),
  e('crew hotel confirmations 1600Z mon-sat', ANC, on(MON_SAT, '16:00', UTC)),
  e(
    'sched: reserve pilot list every day at 1730 local, skip 25 dec',
    ANC,
    plan([
      at({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '17:30', ANC),
      at(
        {
          months: [12],
          monthDays: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30,
            31,
          ],
        },
        '17:30',
        ANC,
      ),
    ]),
  ),
  e('deadhead report every 3 hours', ANC, plan(every('daily', { hours: 3 }, ANC))),
  e('crew scheduling: pairing optimiser at 0200 and 1400 Halifax time', ANC, daily(['02:00', '14:00'], HAL)),
  e(
    'regional airline: licence check report first weekday each month 0800',
    ANC,
    on({ firstBusinessDay: true }, '08:00', ANC),
  ),
  // a hospital pharmacy
  e('pharmacy: narcotic count 0700 and 1900 every day', MEL, daily(['07:00', '19:00'], MEL)),
  e('fridge temperature audit every 4 hours', MEL, plan(every('daily', { hours: 4 }, MEL))),
  e('chemo compounding hood cert reminder 2nd monday of feb, may, aug, nov 9am', MEL, no(NTH_SHIFT)),
  e('expiry sweep last thursday monthly 2pm', MEL, on({ nth: ['last'], weekday: 'thu' }, '14:00', MEL)),
  e(
    'ward stock top-up 10:30 weekdays, 11:30 sat/sun',
    MEL,
    plan([at('weekdays', '10:30', MEL), at('weekends', '11:30', MEL)]),
  ),
  e('antibiotic stewardship rounds tue+thu 1pm', MEL, on(TT, '13:00', MEL)),
  e(
    'farmacia hospitalaria: conteo de estupefacientes cada día a las 08:00 y 20:00',
    MAD,
    daily(['08:00', '20:00'], MAD),
  ),
  e(
    'Krankenhausapotheke: BtM-Inventur am letzten Werktag des Monats um 14 Uhr',
    BER,
    on({ lastBusinessDay: true }, '14:00', BER),
  ),
  e('farmácia hospitalar: conferência do carrinho de emergência toda segunda às 7h', SAO, on(['mon'], '07:00', SAO)),
  e('pharmacy: reorder report 5:45am daily — clocks change 4 april, keep it at 5:45 local', MEL, daily('05:45', MEL)),
  e(
    'IV room cleaning every 8 hrs starting 6am',
    MEL,
    plan(every('daily', { hours: 8, window: ['06:00', '22:00'] }, MEL)),
  ),
  e('pharmacy: TPN orders cut-off remind 1:45 pm, every day but sunday', MEL, on(MON_SAT, '13:45', MEL)),
  e('send the formulary update when the committee approves it', MEL, no(RELATIVE)),
  // a data centre's facilities team
  e(
    'DC facilities: generator load test first tuesday of every month 10:00',
    DUB,
    on({ nth: [1], weekday: 'tue' }, '10:00', DUB),
  ),
  e(
    'UPS battery impedance check quarterly, 1st of jan/apr/jul/oct 0900',
    DUB,
    on({ monthDays: [1], months: QUARTERS }, '09:00', DUB),
  ),
  e('CRAC unit filter check every 2 weeks', DUB, no(WEEKS)),
  e('chiller plant readings every 15 minutes', DUB, plan(every('daily', { minutes: 15 }, DUB))),
  e('security walk 00:00, 04:00, 08:00, 12:00, 16:00, 20:00', DUB, plan(every('daily', { hours: 4 }, DUB))),
  e('fuel polishing reminder last sat of month 7am', DUB, on({ nth: ['last'], weekday: 'sat' }, '07:00', DUB)),
  e('sg dc: cooling tower chem dosing log daily 0830 SGT', SGP, daily('08:30', SGP)),
  e('DC: PDU power readings export hourly at :05', DUB, plan(every('daily', { hours: 1, at: 5 }, DUB))),
  e('Rechenzentrum: Notstromtest jeden 3. Mittwoch um 6 Uhr früh', BER, on({ nth: [3], weekday: 'wed' }, '06:00', BER)),
  e(
    'centro de datos: revisión de extintores el primer lunes de cada trimestre a las 9',
    MAD,
    on({ nth: [1], weekday: 'mon', months: QUARTERS }, '09:00', MAD),
  ),
  e('facilities: temp sensors poll every 10 sec', DUB, no(SECONDS)),
  e('dc ops: change freeze reminder dec 18 at 5pm, freeze ends jan 4', DUB, once('2026-12-18', '17:00', DUB)),
  // a podcast network
  e('podcast: episode drop tuesdays 5am ET', LA, on(['tue'], '05:00', NY)),
  e('ad reads due to producers every thursday by noon, remind at 10', NY, on(['thu'], '10:00', NY)),
  e('download stats pull 6:00 daily', NY, daily('06:00', NY)),
  e('bonus episode for patrons 1st friday of month 7am eastern', NY, on({ nth: [1], weekday: 'fri' }, '07:00', NY)),
  e('guest booking reminders 48h before recording', NY, no(RELATIVE)),
  e('RSS feed rebuild every 5 min', NY, plan(every('daily', { minutes: 5 }, NY))),
  e('podcast: "Morning Brief" publishes 4:30am mon-fri, please schedule', NY, on('weekdays', '04:30', NY)),
  e(
    'podcast en español: publicación cada miércoles a las 6 de la mañana hora de Bogotá',
    BOG,
    on(['wed'], '06:00', BOG),
  ),
  e('live show on march 14 2027 2:30am eastern (replay from tokyo)', NY, no(SKIPPED)),
  e('year-in-review episode dec 29 at 6 am', NY, once('2026-12-29', '06:00', NY)),
  e('podcast hindi: har somvar subah 7 baje naya episode', KOL, on(['mon'], '07:00', KOL)),
  // a fitness studio chain
  e('studio: class reminder push 6:15am mon–sat', SYD, on(MON_SAT, '06:15', SYD)),
  e('membership renewal emails on the 28th of the month at 9', SYD, halfOr({ monthDays: [28] }, '09:00', '21:00', SYD)),
  e('instructor roster 5pm every sunday', SYD, on(['sun'], '17:00', SYD)),
  e('towel laundry pickup tue thu sat 11am', SYD, on(['tue', 'thu', 'sat'], '11:00', SYD)),
  e(
    'reformer pilates waitlist check every half hour 5am to 8pm',
    SYD,
    span('daily', { minutes: 30 }, '05:00', '20:00', SYD),
  ),
  e(
    'estudio de yoga: recordatorio de clase a las 7 y a las 19 de lunes a viernes, hora CDMX',
    MEX,
    on('weekdays', ['07:00', '19:00'], MEX),
  ),
  e('studio fitness: promemoria lezioni ogni lunedì mercoledì venerdì alle 18:30', ROM, on(MWF, '18:30', ROM)),
  e('fitness: new year challenge kickoff email jan 4 2027 5:30am', SYD, once('2027-01-04', '05:30', SYD)),
  e('studio perth: daily sales summary 9pm AWST', SYD, daily('21:00', PER)),
  e('spin bike maintenance every 10 days', SYD, no(DAYS_STEP)),
  e('academia: lembrete de treino de segunda a sábado às 6h30', SAO, on(MON_SAT, '06:30', SAO)),
  e(
    'fitness studio adelaide: class capacity check every 15 min from 6am to 9pm',
    ADL,
    span('daily', { minutes: 15 }, '06:00', '21:00', ADL),
  ),
  // a property management company
  e(
    'rent reminder texts on the 1st at 9am and late notice on the 5th at 9am',
    NY,
    either(no(TWO_JOBS), on({ monthDays: [1, 5] }, '09:00', NY)),
  ),
  e(
    'property mgmt: boiler check every monday 6am Nov–March',
    NY,
    on({ weekdays: ['mon'], months: [11, 12, 1, 2, 3] }, '06:00', NY),
  ),
  e('lease expiry report last day of each month 8pm', NY, on({ monthDays: ['last'] }, '20:00', NY)),
  e('trash bins out tues and fri night 8p', NY, on(['tue', 'fri'], '20:00', NY)),
  e('pool chemical reading 7a & 5p memorial day to labor day', NY, no(MOVABLE)),
  e('owner statements on the 10th 10am', NY, on({ monthDays: [10] }, '10:00', NY)),
  e('property dubai: maintenance request digest daily 8:00 GST', DXB, daily('08:00', DXB)),
  e(
    'HOA board meeting 3rd wednesday 7pm, reminder at noon the same day',
    NY,
    on({ nth: [3], weekday: 'wed' }, '12:00', NY),
  ),
  e(
    'gestión de inmuebles: aviso de cobro el día 1 de cada mes a las 08:00 hora de Madrid',
    MAD,
    on({ monthDays: [1] }, '08:00', MAD),
  ),
  e('Hausverwaltung: Treppenhausreinigung-Erinnerung jeden zweiten Freitag', BER, no(WEEKS)),
  e('gutter cleaning reminder oct 15 2027 9:00', NY, once('2027-10-15', '09:00', NY)),
  e('smoke detector test reminder to tenants twice a year (spring & fall), 10am', NY, no(WHICH_DAY)),
  // a seed bank
  e('seed vault: freezer temp log every 6 hours', OSL, plan(every('daily', { hours: 6 }, 'Arctic/Longyearbyen'))),
  e(
    'Svalbard vault door inspection 1st monday of month 10:00 local',
    OSL,
    on({ nth: [1], weekday: 'mon' }, '10:00', 'Arctic/Longyearbyen'),
  ),
  e('germination test reminders every 5 years', OSL, no(YEARS)),
  e('seed bank: humidity check weekdays 08:30 and 15:30', LON, on('weekdays', ['08:30', '15:30'], LON)),
  e('deposit shipment from ICARDA arriving feb 22 2027, remind 9am that day', LON, once('2027-02-22', '09:00', LON)),
  e(
    'banco de semillas: regeneración de muestras cada 15 de marzo a las 9h',
    MEX,
    on({ monthDays: [15], months: [3] }, '09:00', MEX),
  ),
  e(
    'seed bank wakehurst: cold room alarm test last wed of month 11am',
    LON,
    on({ nth: ['last'], weekday: 'wed' }, '11:00', LON),
  ),
  e('banco de sementes: backup do inventário toda sexta 18h', SAO, on(['fri'], '18:00', SAO)),
  // a vineyard
  e(
    'vineyard: frost fan check every hour 10pm to 6am',
    ADL,
    plan([
      every('daily', { hours: 1, window: ['22:00', '23:00'] }, ADL),
      every('daily', { hours: 1, window: ['00:00', '06:00'] }, ADL),
    ]),
  ),
  e('barrel topping every tuesday 7:30am', ADL, on(['tue'], '07:30', ADL)),
  e(
    'harvest crew call 0500 daily from march 1 to april 10 2027',
    ADL,
    daily('05:00', ADL, { from: '2027-03-01', until: '2027-04-10' }),
  ),
  e('pick when brix hits 24', ADL, no(WEATHER)),
  e('cellar door weekend roster on thursdays at 3pm', ADL, on(['thu'], '15:00', ADL)),
  e(
    'vendimia: aviso a las cuadrillas a las 6 de la mañana, hora de Mendoza',
    BUE,
    daily('06:00', 'America/Argentina/Mendoza'),
  ),
  e(
    'vignoble: contrôle des cuves tous les jours à 7h et 19h pendant les vendanges (15 sept – 15 oct 2027)',
    PAR,
    daily(['07:00', '19:00'], PAR, { from: '2027-09-15', until: '2027-10-15' }),
  ),
  e(
    'Weingut: Gärtemperatur messen alle 4 Stunden ab 6 Uhr',
    BER,
    plan(every('daily', { hours: 4, window: ['06:00', '22:00'] }, BER)),
  ),
  e('vineyard napa: irrigation valve check MWF 5a', LA, on(MWF, '05:00', LA)),
  e(
    'wine club shipment email 2nd tuesday in mar, jun, sep, dec 10am',
    LA,
    on({ nth: [2], weekday: 'tue', months: [3, 6, 9, 12] }, '10:00', LA),
  ),
  e('vinícola: lembrete de poda todo dia 1º de julho às 7h', SAO, on({ monthDays: [1], months: [7] }, '07:00', SAO)),
  // a translation agency with freelancers on every continent
  e('agency: remind freelancers of deadlines at 5pm their time', LIS, no(PER_USER)),
  e('weekly jobs digest to all translators monday 07:00 UTC', LIS, on(['mon'], '07:00', UTC)),
  e(
    'call with Kenji fri 9am his time (tokyo)',
    LIS,
    either(on(['fri'], '09:00', TYO), once('2026-11-27', '09:00', TYO)),
  ),
  e(
    'invoice run for freelancers on the last day of the month 18:00 lisbon',
    LIS,
    on({ monthDays: ['last'] }, '18:00', LIS),
  ),
  e('PM standup 9:30 my time mon-thu', LIS, on(MON_THU, '09:30', LIS)),
  e('Ana in Buenos Aires: send her the glossary update every tuesday at 10 her time', LIS, on(['tue'], '10:00', BUE)),
  e('Priya (Colombo) wants her batch at 8:30am Sri Lanka time on weekdays', LIS, on('weekdays', '08:30', CMB)),
  e(
    'agencia de traducción: recordatorio de entregas a las 16:00 hora de Lima de lunes a viernes',
    LIM,
    on('weekdays', '16:00', LIM),
  ),
  e('agência: relatório de palavras traduzidas toda sexta às 17h de Lisboa', LIS, on(['fri'], '17:00', LIS)),
  e('translation memory sync every 30 min', LIS, plan(every('daily', { minutes: 30 }, LIS))),
  e('check-in with the Tehran team saturday 10:00 Tehran time', LIS, on(['sat'], '10:00', THR)),
  e('kabul reviewer: proofread batch every sunday 9am kabul', LIS, on(['sun'], '09:00', KBL)),
  e(
    'send the Nairobi and the Lagos freelancers the rate sheet on dec 1 at 9am their time',
    LIS,
    plan([at('daily', '09:00', NBO), at('daily', '09:00', LOS)], { from: '2026-12-01', until: '2026-12-01' }),
  ),
  e('QA sampling reminders at 9 and again at 3 on workdays', LIS, on('weekdays', ['09:00', '15:00'], LIS)),
  e('biuro tłumaczeń: przypomnienie o terminach w każdy piątek o 14:00', WAW, on(['fri'], '14:00', WAW)),
  e('çeviri bürosu: her pazartesi saat 10:00 da haftalık iş listesi', IST, on(['mon'], '10:00', IST)),
  e('freelancer in Yangon: reminder 10:30 MMT mon wed fri', LIS, on(MWF, '10:30', RGN)),
  e(
    'agency all-hands 3pm london / 10am new york, 1st thursday',
    LIS,
    either(on({ nth: [1], weekday: 'thu' }, '15:00', LON), on({ nth: [1], weekday: 'thu' }, '10:00', NY)),
  ),
  e(
    'all-hands 11am London = 10pm Sydney, last tuesday monthly',
    LIS,
    either(
      on({ nth: ['last'], weekday: 'tue' }, '11:00', LON),
      on({ nth: ['last'], weekday: 'tue' }, '22:00', SYD),
      no(WHICH_ZONE),
    ),
  ),
  e('send rates review at 9 for each region in its own zone', LIS, no(PER_USER)),
  // a volunteer fire brigade
  e('brigade training night every tuesday 7pm', HBA, on(['tue'], '19:00', HBA)),
  e('pager test first monday of the month 1900 hrs', HBA, on({ nth: [1], weekday: 'mon' }, '19:00', HBA)),
  e('fire danger rating post 6am daily oct–mar', HBA, on({ months: [10, 11, 12, 1, 2, 3] }, '06:00', HBA)),
  e('truck checks sunday 0900, sorry 0930', HBA, on(['sun'], '09:30', HBA)),
  e('total fire ban days: alert crew at 7am', HBA, no(WEATHER)),
  e('Feuerwehr: Sirenenprobe jeden Samstag um 12 Uhr', VIE, on(['sat'], '12:00', VIE)),
  e(
    'Freiwillige Feuerwehr: Übungsabend jeden 2. und 4. Freitag 19:30',
    VIE,
    on({ nth: [2, 4], weekday: 'fri' }, '19:30', VIE),
  ),
  e('pompiers volontaires: vérification des ARI le 1er du mois à 18h30', PAR, on({ monthDays: [1] }, '18:30', PAR)),
  e('strażacy OSP: zbiórka w każdą niedzielę o 10', WAW, on(['sun'], '10:00', WAW)),
  e('hose testing reminder 15 march 2027 at 6:30 pm', HBA, once('2027-03-15', '18:30', HBA)),
  e('brigade: bbq fundraiser roster email sat 5 dec 10am', HBA, once('2026-12-05', '10:00', HBA)),
  e('turnout gear wash after every callout', HBA, no(RELATIVE)),
  e(
    'radio net check every 2 hours during fire season',
    HBA,
    either(no(NO_DATE), plan(every('daily', { hours: 2 }, HBA))),
  ),
  // a mountain hut
  e('hut: weather radio call 07:00 and 19:00', ZRH, daily(['07:00', '19:00'], ZRH)),
  e(
    'Hütte: Reservierungsliste an den Hüttenwirt täglich 18 Uhr, nur Juni bis September',
    ZRH,
    on({ months: [6, 7, 8, 9] }, '18:00', ZRH),
  ),
  e('rifugio: chiusura prenotazioni alle 20 ogni giorno', ROM, daily('20:00', ROM)),
  e('refuge: relevé de la neige chaque matin à 6h30 de décembre à mars', PAR, on({ months: WINTER }, '06:30', PAR)),
  e('helicopter supply drop when the weather window opens', ZRH, no(WEATHER)),
  e('teahouse lodge namche: solar battery log every day 5:45 pm nepal time', KTM, daily('17:45', KTM)),
  e('base camp: sat phone check-in 6am & 6pm NPT', KTM, daily(['06:00', '18:00'], KTM)),
  e('hut generator run 30 min after sunset', ZRH, no(SUN)),
  e('hytte: vannprøve hver mandag kl 08', OSL, on(['mon'], '08:00', OSL)),
  e('hut keepers: stock order every other friday', ZRH, no(WEEKS)),
  e('Hütte öffnet 18. Juni 2027 — erinnere das Team am 1. Juni um 9', ZRH, once('2027-06-01', '09:00', ZRH)),
  // a game studio's live ops
  e('live ops: daily reset at 00:00 UTC', SEL, daily('00:00', UTC)),
  e('weekly reset tue 15:00 UTC, heads-up to CS an hour before', LA, on(['tue'], '14:00', UTC)),
  e('maintenance notice banner thursdays 10am KST', SEL, on(['thu'], '10:00', SEL)),
  e('event rotation every 3 days', SEL, no(DAYS_STEP)),
  e('season 12 ends dec 15 at 23:59 PT, push the end-of-season mail then', LA, once('2026-12-15', '23:59', LA)),
  e('leaderboard snapshot every 6h', LA, plan(every('daily', { hours: 6 }, LA))),
  e('CCU metric scrape every 1 min', LA, plan(every('daily', { minutes: 1 }, LA))),
  e(
    'patch notes go live wed 9am pacific / 2am KST thu',
    LA,
    either(on(['wed'], '09:00', LA), on(['thu'], '02:00', SEL)),
  ),
  e(
    'live ops: store rotation daily 01:00 jakarta + daily 17:00 LA',
    LA,
    either(no(TWO_JOBS), plan([at('daily', '01:00', JKT), at('daily', '17:00', LA)])),
  ),
  e('game ops: login bonus reset 5am JST every day', SEL, daily('05:00', TYO)),
  e('liveops: maeil achim 9si event check (KST)', SEL, daily('09:00', SEL)),
  e('juseyo: maeju woryoil ojeon 10si e update gongji', SEL, on(['mon'], '10:00', SEL)),
  e(
    'double xp weekend: turn on fri 18:00 UTC, off sun 23:59 UTC',
    LA,
    either(no(TWO_JOBS), plan([at(['fri'], '18:00', UTC), at(['sun'], '23:59', UTC)])),
  ),
  e('server restart at random time between 3 and 4am', LA, no(RANDOM)),
  e('holiday event starts 2026-12-18 10:00 PST', LA, once('2026-12-18', '10:00', LA)),
  e('bug triage mon wed fri 11:30am pacific', LA, on(MWF, '11:30', LA)),
  // a school district's IT
  e(
    'district IT: chromebook update push 2am weekdays until may 28',
    CHI,
    on('weekdays', '02:00', CHI, { until: '2027-05-28' }),
  ),
  e('gradebook sync every 15 min from 7 to 4 weekdays', CHI, span('weekdays', { minutes: 15 }, '07:00', '16:00', CHI)),
  e('student account cleanup june 15 2027 at 6pm', CHI, once('2027-06-15', '18:00', CHI)),
  e('bell system NTP check sunday 11pm', CHI, on(['sun'], '23:00', CHI)),
  e('wifi AP reboot schedule: sat 3a', CHI, on(['sat'], '03:00', CHI)),
  e('snow day alert when the superintendent calls it', CHI, no(WEATHER)),
  e('help desk ticket report weekdays at 3:15 (after dismissal)', CHI, on('weekdays', '15:15', CHI)),
  e('filtering logs export on the first of every month at midnight', CHI, on({ monthDays: [1] }, '00:00', CHI)),
  e('IT escolar: respaldo de servidores cada noche a las 11:30 de lunes a jueves', CHI, on(MON_THU, '23:30', CHI)),
  e(
    'testing window: lock down browsers 7:45am apr 13–16 2027',
    CHI,
    daily('07:45', CHI, { from: '2027-04-13', until: '2027-04-16' }),
  ),
  e(
    'phone system backup 1:30 am on nov 7 2027',
    CHI,
    either(once('2027-11-07', '01:30', CHI), no('that local time happens twice on that day: the clocks go back')),
  ),
  e('remind teachers about laptop return 2 wks before last day of school', CHI, no(RELATIVE)),
  // a payroll bureau
  e('payroll: EFT file submit 25th of each month 10:00 SAST', JNB, on({ monthDays: [25] }, '10:00', JNB)),
  e(
    'payroll run on the 25th, or the friday before when the 25th is a weekend',
    JNB,
    no('a weekday rule on days of the month cannot be written: one day field must be ?'),
  ),
  e('timesheet lock mondays noon', JNB, on(['mon'], '12:00', JNB)),
  e('PAYE/UIF submission reminder 7th of every month 9am', JNB, on({ monthDays: [7] }, '09:00', JNB)),
  e('payslips email 2nd last business day', JNB, no(BUSINESS_NTH)),
  e('payroll manila: cut-off reminder every 10th and 25th at 5pm PHT', MNL, on({ monthDays: [10, 25] }, '17:00', MNL)),
  e(
    'payroll: sahod reminder tuwing ika-15 at katapusan ng buwan, alas-9 ng umaga',
    MNL,
    on({ monthDays: [15, 'last'] }, '09:00', MNL),
  ),
  e('bi-weekly payroll every other friday 6am', JNB, no(WEEKS)),
  e('Lohnbüro: Lohnabrechnung am letzten Werktag um 8 Uhr', VIE, on({ lastBusinessDay: true }, '08:00', VIE)),
  e('biuro płacowe: przelewy wynagrodzeń 10. dnia miesiąca o 9:00', WAW, on({ monthDays: [10] }, '09:00', WAW)),
  e('year-end tax certificates job feb 28 2027 6pm', JNB, once('2027-02-28', '18:00', JNB)),
  e(
    'payroll: last business day 4pm for the australian clients, sydney time',
    JNB,
    on({ lastBusinessDay: true }, '16:00', SYD),
  ),
  e('payroll: leave accrual job 1st business day 0600 Nairobi', JNB, on({ firstBusinessDay: true }, '06:00', NBO)),
  // an esports team
  e('scrims 8pm KST mon-fri', SEL, on('weekdays', '20:00', SEL)),
  e('VOD review sat 2pm', SEL, on(['sat'], '14:00', SEL)),
  e('match day sat 18:00 CET — check-in reminder 30 min before', BER, on(['sat'], '17:30', BER)),
  e('team: scrim jeden Dienstag und Donnerstag 19 Uhr', BER, on(TT, '19:00', BER)),
  e('hydration reminder every 45 min during bootcamp', SEL, no(STEP_MINUTES)),
  e('esports: sponsor post every wed 12pm brazil time', SAO, on(['wed'], '12:00', SAO)),
  e(
    'equipo: entrenamiento lunes a viernes 17h hora de Buenos Aires, sábados 15h',
    BUE,
    plan([at('weekdays', '17:00', BUE), at(['sat'], '15:00', BUE)]),
  ),
  e('zespół: trening codziennie o 18:00 oprócz niedzieli', WAW, on(MON_SAT, '18:00', WAW)),
  e('Worlds watch party reminder oct 30 2027 at 8pm', BER, once('2027-10-30', '20:00', BER)),
  e('ranked grind reminder 11pm every night KST', SEL, daily('23:00', SEL)),
  e('esports: player wellness check-in every monday at 10, sorry 11', SEL, on(['mon'], '11:00', SEL)),
  e('tim esports: latihan setiap hari jam 19.00 WIB kecuali minggu', JKT, on(MON_SAT, '19:00', JKT)),
  e('đội tuyển: họp chiến thuật thứ bảy lúc 15h', HCM, on(['sat'], '15:00', HCM)),
  // a fishing cooperative
  e('co-op: fish market prices text 0430 newfoundland time daily', STJ, daily('04:30', STJ)),
  e('ice plant check 5am mon to sat', STJ, on(MON_SAT, '05:00', STJ)),
  e('boats out at low tide', STJ, no(TIDE)),
  e('quota report to DFO every friday 3 pm', STJ, on(['fri'], '15:00', STJ)),
  e('snow crab season opener reminder april 1 2027 6am NT', STJ, once('2027-04-01', '06:00', STJ)),
  e('cooperativa pesquera: aviso de subasta todos los días a las 5:30, hora de Lima', LIM, daily('05:30', LIM)),
  e('cooperativa de pesca: leilão às 4h de terça a sábado', LIS, on(TUE_SAT, '04:00', LIS)),
  e(
    'koperasi nelayan: rapat anggota setiap sabtu pertama jam 9 pagi',
    JKT,
    on({ nth: [1], weekday: 'sat' }, '09:00', JKT),
  ),
  e('fiskesamvirke: fangstrapport hver dag kl 20', OSL, daily('20:00', OSL)),
  e('co-op: dues reminder 1st and 15th 7 a.m.', STJ, on({ monthDays: [1, 15] }, '07:00', STJ)),
  e('co-op: halifax buyers call tues 9 atlantic', STJ, on(['tue'], '09:00', HAL)),
  e('hợp tác xã: báo giá cá mỗi sáng 5 giờ', HCM, daily('05:00', HCM)),
  // a film festival
  e(
    'fest: press screening reminders daily 8:30am sept 9–19 2027',
    TOR,
    daily('08:30', TOR, { from: '2027-09-09', until: '2027-09-19' }),
  ),
  e('volunteer shift email every evening at 9 during the festival', TOR, no(NO_DATE)),
  e(
    'submission deadline countdown: remind on may 1, may 15, may 31 at noon',
    TOR,
    plan(at({ monthDays: [1, 15, 31], months: [5] }, '12:00', TOR), { until: '2027-05-31' }),
  ),
  e(
    'Berlinale: Pressevorführung-Erinnerung 11.–21. Februar 2027 täglich um 7:30',
    BER,
    daily('07:30', BER, { from: '2027-02-11', until: '2027-02-21' }),
  ),
  e(
    'Cannes: rappel tapis rouge chaque soir à 19h du 12 au 23 mai 2027',
    PAR,
    daily('19:00', PAR, { from: '2027-05-12', until: '2027-05-23' }),
  ),
  e('ticket sales export every hour on the hour', TOR, plan(every('daily', { hours: 1 }, TOR))),
  e('jury screening room booking every saturday 2pm', TOR, on(['sat'], '14:00', TOR)),
  e('festival: programme announcement tue 27 jul 2027 10am ET', TOR, once('2027-07-27', '10:00', TOR)),
  e(
    'sundance: shuttle dispatch every 20 min 7a-11p jan 21-31',
    SLC,
    span('daily', { minutes: 20 }, '07:00', '23:00', SLC, { from: '2027-01-21', until: '2027-01-31' }),
  ),
  e(
    'festival de cine: recordatorio de acreditaciones cada lunes 10:00 hasta el 30 de abril',
    MEX,
    on(['mon'], '10:00', MEX, { until: '2027-04-30' }),
  ),
  e(
    'festival di venezia: rassegna stampa ogni mattina alle 9 dal 1 al 11 settembre',
    ROM,
    daily('09:00', ROM, { from: '2027-09-01', until: '2027-09-11' }),
  ),
  e('film fest: subtitle file check 2 hours before each screening', TOR, no(RELATIVE)),
  // a charity helpline
  e('helpline: volunteer rota reminder sunday 6pm', LON, on(['sun'], '18:00', LON)),
  e('out of hours message on at 10pm, off at 8am', LON, no(TWO_JOBS)),
  e('call stats report 9am mon-fri', LON, on('weekdays', '09:00', LON)),
  e('safeguarding supervision every 4th thursday', LON, either(no(WEEKS), no(NO_TIME))),
  e('helpline: christmas rota email 1 dec 10:00', LON, once('2026-12-01', '10:00', LON)),
  e('linea de ayuda: turno de voluntarios recordatorio viernes 20h', MAD, on(['fri'], '20:00', MAD)),
  e('Telefonseelsorge: Dienstplan-Erinnerung jeden Montag 8 Uhr', BER, on(['mon'], '08:00', BER)),
  e('helpline: queue depth check every 5 minutes 7pm–11pm', LON, span('daily', { minutes: 5 }, '19:00', '23:00', LON)),
  e('blue monday campaign jan 18 2027 7am', LON, once('2027-01-18', '07:00', LON)),
  e('helpline: check-in with night volunteers at 1am and 4am', LON, daily(['01:00', '04:00'], LON)),
  // an offshore oil platform
  e('platform: crew change every 14 days', ABZ, no(DAYS_STEP)),
  e('two weeks on two weeks off rotation reminders', ABZ, no(WEEKS)),
  e('helicopter manifest 0600 daily', ABZ, daily('06:00', ABZ)),
  e('muster drill every sunday 1030', ABZ, on(['sun'], '10:30', ABZ)),
  e('permit-to-work audit 1900 each day', ABZ, daily('19:00', ABZ)),
  e('gas detector bump test every 12 hours 06/18', ABZ, daily(['06:00', '18:00'], ABZ)),
  e('production report to town 0700 and 1900 UTC', ABZ, daily(['07:00', '19:00'], UTC)),
  e('NWS platform perth: cyclone season check 0630 AWST dec–apr', PER, on({ months: [12, 1, 2, 3, 4] }, '06:30', PER)),
  e('rig: lifeboat launch test 1st wednesday monthly 1400', ABZ, on({ nth: [1], weekday: 'wed' }, '14:00', ABZ)),
  e('hitch 21 days on 21 off', ABZ, no(DAYS_STEP)),
  e('plattform: sikkerhetsmøte hver morgen kl 06:45', OSL, daily('06:45', OSL)),
  e('platform: flare stack inspection every 8 hours', ABZ, plan(every('daily', { hours: 8 }, ABZ))),
  e('supply boat eta updates every 30 mins', ABZ, plan(every('daily', { minutes: 30 }, ABZ))),
  // a polar research station
  e('Troll station: weather balloon launch 00:00 and 12:00 UTC', TROLL, daily(['00:00', '12:00'], UTC)),
  e('troll: generator log 08:00 local every day', TROLL, daily('08:00', TROLL)),
  e('station meeting saturdays 19:00 troll time', TROLL, on(['sat'], '19:00', TROLL)),
  e('casey: ozone measurement 10:30 local daily', CASEY, daily('10:30', CASEY)),
  e('casey station: sat link test every 3 hours', CASEY, plan(every('daily', { hours: 3 }, CASEY))),
  e('mawson: aurora camera every night at dusk', MAW, no(SUN)),
  e('mawson: met obs 0600 and 1800 local', MAW, daily(['06:00', '18:00'], MAW)),
  e('polar: resupply vessel arrival, remind everyone when it is in sight', CASEY, no(TIDE)),
  e('midwinter dinner reminder june 21 2027 6pm casey time', CASEY, once('2027-06-21', '18:00', CASEY)),
  e(
    'station: sewage plant check every 4h from 02:00',
    TROLL,
    plan(every('daily', { hours: 4, at: 0, window: ['02:00', '22:00'] }, TROLL)),
  ),
  e('mcmurdo: flight ops brief 0700 daily', AKL, daily('07:00', 'Antarctica/McMurdo')),
  e(
    'polar station: family video calls sunday 20:00 my time, that is 21:00 in Oslo',
    TROLL,
    either(on(['sun'], '20:00', TROLL), on(['sun'], '21:00', OSL), no(WHICH_ZONE)),
  ),
  // platform engineers pasting scheduler config
  e('[TimerTrigger("0 */5 * * * *")] on the cleanup function', LON, plan(every('daily', { minutes: 5 }, UTC))),
  e(
    'azure func: TimerTrigger("0 30 9 * * 1-5") — app setting WEBSITE_TIME_ZONE = "Tokyo Standard Time"',
    TYO,
    on('weekdays', '09:30', TYO),
  ),
  e('TimerTrigger("0 0 */2 * * *") pls mirror that', LON, plan(every('daily', { hours: 2 }, UTC))),
  e('timer trigger "*/10 * * * * *" for the heartbeat', LON, no(SECONDS)),
  e(
    'azure: TimerTrigger("0 15 2 * * Sun") with WEBSITE_TIME_ZONE=W. Europe Standard Time',
    BER,
    on(['sun'], '02:15', BER),
  ),
  e('aws: rate(5 minutes)', NY, either(plan(every('daily', { minutes: 5 }, UTC)), no(FROM_START))),
  e('eventbridge rule rate(1 day) for the report lambda', NY, either(no(FROM_START), no(NO_TIME))),
  e('cron(0 12 * * ? *)', NY, daily('12:00', UTC)),
  e('aws cron(15 10 ? * MON-FRI *) — the invoice lambda', NY, on('weekdays', '10:15', UTC)),
  e('EventBridge: cron(0 8 1 * ? *)', NY, on({ monthDays: [1] }, '08:00', UTC)),
  e('cron(0/10 * ? * MON-FRI *) on the poller', NY, plan(every('weekdays', { minutes: 10 }, UTC))),
  e('cron(0 9 ? * 2#1 *) for the monthly compliance run', NY, on({ nth: [1], weekday: 'mon' }, '09:00', UTC)),
  e('eventbridge scheduler cron(30 6 ? * * *) timezone Australia/Perth', PER, daily('06:30', PER)),
  e('aws cron(0 18 L * ? *) month-end close', NY, on({ monthDays: ['last'] }, '18:00', UTC)),
  e('cron(0 22 ? * 6L *) eventbridge', NY, on({ nth: ['last'], weekday: 'fri' }, '22:00', UTC)),
  e('k8s cronjob:\nspec:\n  schedule: "30 2 * * *"\n  timeZone: "America/New_York"', NY, daily('02:30', NY)),
  e('CronJob schedule: "@hourly" (cluster is UTC)', BER, plan(every('daily', { hours: 1 }, UTC))),
  e(
    'kubernetes cronjob schedule "*/15 9-17 * * 1-5" timeZone Europe/Amsterdam',
    AMS,
    plan(every('weekdays', { minutes: 15, window: ['09:00', '17:45'] }, AMS)),
  ),
  e('CronJob spec.schedule: "0 0 * * 0" spec.timeZone: "Asia/Kolkata" — weekly vacuum', KOL, on(['sun'], '00:00', KOL)),
  e('cronjob "5 4 * * *" timeZone: Australia/Adelaide', ADL, daily('04:05', ADL)),
  e('k8s: schedule: "0 3 1,15 * *"  # UTC', BER, on({ monthDays: [1, 15] }, '03:00', UTC)),
  e('nomad periodic { crons = ["0 4 * * *"] time_zone = "Europe/Berlin" }', BER, daily('04:00', BER)),
  e(
    'nomad job backup periodic cron "*/30 * * * *" prohibit_overlap = true',
    BER,
    plan(every('daily', { minutes: 30 }, UTC)),
  ),
  e('argo CronWorkflow schedule: "0 6 * * MON" timezone: "Asia/Kolkata"', KOL, on(['mon'], '06:00', KOL)),
  e(
    'CronWorkflow with schedules: ["0 8 * * *", "0 20 * * *"] timezone America/Sao_Paulo',
    SAO,
    daily(['08:00', '20:00'], SAO),
  ),
  e(
    'gitlab scheduled pipeline: interval pattern 0 3 * * 0, cron timezone [UTC+10] Brisbane',
    BNE,
    on(['sun'], '03:00', BNE),
  ),
  e(
    'gitlab pipeline schedule "Every day (at 4:00am)" timezone [UTC-5] Eastern Time (US & Canada)',
    NY,
    daily('04:00', NY),
  ),
  e('gitlab schedule custom "0 22 * * 1-5" with [UTC+5:45] Kathmandu', KTM, on('weekdays', '22:00', KTM)),
  e('vercel.json: { "crons": [{ "path": "/api/digest", "schedule": "0 5 * * *" }] }', LA, daily('05:00', UTC)),
  e('vercel cron "0 13 * * 1" for the weekly email', LA, on(['mon'], '13:00', UTC)),
  e('netlify scheduled function: export const config = { schedule: "@daily" }', LA, daily('00:00', UTC)),
  e('netlify schedule("@hourly", handler)', LA, plan(every('daily', { hours: 1 }, UTC))),
  e('wrangler.toml [triggers] crons = ["*/30 * * * *"]', LON, plan(every('daily', { minutes: 30 }, UTC))),
  e(
    'cloudflare worker crons = ["0 17 * * MON-FRI", "0 9 * * SAT"]',
    LON,
    plan([at('weekdays', '17:00', UTC), at(['sat'], '09:00', UTC)]),
  ),
  e(
    "node-cron: cron.schedule('0 */2 * * *', job, { timezone: 'America/Sao_Paulo' })",
    SAO,
    plan(every('daily', { hours: 2 }, SAO)),
  ),
  e("cron.schedule('*/30 * * * * *', ping) in node-cron", SAO, no(SECONDS)),
  e("node-cron '45 23 * * 5' scheduled: true, timezone: 'Europe/Lisbon'", LIS, on(['fri'], '23:45', LIS)),
  e("croner: new Cron('0 0 12 * * 1-5', { timezone: 'Europe/Stockholm' }, run)", STO, on('weekdays', '12:00', STO)),
  e("Cron('@weekly', { timezone: 'Asia/Singapore' })", SGP, on(['sun'], '00:00', SGP)),
  e("croner pattern '0 30 7 L * *' tz 'Australia/Melbourne'", MEL, on({ monthDays: ['last'] }, '07:30', MEL)),
  e(
    "celery beat: crontab(minute=0, hour=7, day_of_week='mon-fri'), CELERY_TIMEZONE='Europe/Madrid'",
    MAD,
    on('weekdays', '07:00', MAD),
  ),
  e("beat_schedule 'cleanup': crontab(minute='*/15')", MAD, plan(every('daily', { minutes: 15 }, UTC))),
  e(
    "crontab(0, 0, day_of_month='2-30/2') in beat, timezone UTC",
    MAD,
    on({ monthDays: [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] }, '00:00', UTC),
  ),
  e(
    "celery: crontab(hour=3, minute=30, day_of_week='sunday') timezone='Asia/Ho_Chi_Minh'",
    HCM,
    on(['sun'], '03:30', HCM),
  ),
  e('celery beat schedule timedelta(seconds=90)', MAD, no(FROM_START)),
  e(
    'rundeck job: simple schedule every day at 04:00, days Mon Tue Wed Thu Fri, time zone America/Chicago',
    CHI,
    on('weekdays', '04:00', CHI),
  ),
  e('rundeck crontab "0 30 1 ? * SUN *" (server in Europe/Dublin)', DUB, on(['sun'], '01:30', DUB)),
  e(
    'control-m: job PAYRL01 ORDER TIME 2200, DAYS 1,15, CALENDAR none, TZ JNB',
    JNB,
    on({ monthDays: [1, 15] }, '22:00', JNB),
  ),
  e('Control-M style: run DWH_LOAD daily at 0300 except on the bank holiday calendar', LON, no(HOLIDAYS)),
  e(
    'ctm: submit window 01:00-05:00, cyclic every 30 min, Mon-Sat',
    LON,
    span(MON_SAT, { minutes: 30 }, '01:00', '05:00', LON),
  ),
  e('CRON_TZ=Asia/Tokyo\n0 9 * * 1-5 /opt/report.sh', LON, on('weekdays', '09:00', TYO)),
  e('crontab: CRON_TZ=America/Denver 15 6 * * * /usr/local/bin/snowreport', DEN, daily('06:15', DEN)),
  e('CRON_TZ=Asia/Kathmandu 0 */6 * * * rsync', KTM, plan(every('daily', { hours: 6 }, KTM))),
  e('0 9 * * 1-5 # standup', BER, on('weekdays', '09:00', BER)),
  e(
    'crontab "0 9 1 * 1" — monthly sync on the 1st mondays',
    LON,
    either(
      plan([at({ monthDays: [1] }, '09:00', LON), at(['mon'], '09:00', LON)]),
      on({ nth: [1], weekday: 'mon' }, '09:00', LON),
    ),
  ),
  e('*/7 * * * * for the queue poller, every 7 minutes', LON, no(STEP_MINUTES)),
  e('0 0 31 2 * cleanup', LON, no(BAD_CRON)),
  e('@reboot /opt/startup.sh', LON, no(AT_EVENT)),
  e('run the migration job right after each deploy', LON, no(AT_EVENT)),
  e('0 9 * * 1-5 but also weekends pls', LON, no(CONFLICT)),
  e('crontab 30 4 * * 6,0 (my zone, Pacific/Auckland)', AKL, on('weekends', '04:30', AKL)),
  e(
    'quartz: 0 0/20 8-18 ? * MON-FRI (in Asia/Kolkata)',
    KOL,
    plan(every('weekdays', { minutes: 20, window: ['08:00', '18:40'] }, KOL)),
  ),
  e('jenkins H 2 * * * for the nightly', LON, no(RANDOM)),
  e('cron "0 6,18 * * *" on the box in Nairobi', NBO, daily(['06:00', '18:00'], NBO)),
  e('github actions schedule: - cron: "17 3 * * 2" (it is UTC, right?)', CHI, on(['tue'], '03:17', UTC)),
  e('google cloud scheduler "0 */4 * * *" timezone Africa/Johannesburg', JNB, plan(every('daily', { hours: 4 }, JNB))),
  e('every 90 minutes, around the clock', LON, either(plan(every('daily', { minutes: 90 }, LON)), no(STEP_MINUTES))),
  e('every 7 hours', LON, no(STEP_HOURS)),
  e(
    'cron 0 8-17 * * 1-5, the hourly office sync in Jakarta',
    JKT,
    plan(every('weekdays', { hours: 1, window: ['08:00', '17:00'] }, JKT)),
  ),
  e('cron 60 * * * * (the cache warm)', LON, no(BAD_CRON)),
  // calendars, RRULE, /remind and Todoist
  e(
    'Occurs every Monday effective 11/30/2026 from 9:00 AM to 9:30 AM (UTC-08:00) Pacific Time (US & Canada)',
    LA,
    on(['mon'], '09:00', LA, { from: '2026-11-30' }),
  ),
  e('Occurs every 2 weeks on Tuesday from 10:00 AM to 11:00 AM', NY, no(WEEKS)),
  e(
    'Occurs the first Wednesday of every 1 month effective 12/2/2026 from 2:00 PM to 3:00 PM',
    NY,
    on({ nth: [1], weekday: 'wed' }, '14:00', NY, { from: '2026-12-02' }),
  ),
  e(
    'Occurs every weekday effective 1/4/2027 until 3/26/2027 from 8:00 AM to 8:15 AM (UTC+10:00) Canberra, Melbourne, Sydney',
    SYD,
    on('weekdays', '08:00', SYD, { from: '2027-01-04', until: '2027-03-26' }),
  ),
  e(
    'Teams: Repeats every weekday, 10:00 AM – 10:15 AM (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    KOL,
    on('weekdays', '10:00', KOL),
  ),
  e(
    'Occurs day 15 of every 1 month from 4:00 PM to 4:30 PM (UTC+09:30) Adelaide',
    ADL,
    on({ monthDays: [15] }, '16:00', ADL),
  ),
  e('Occurs every Friday from 5:00 PM to 6:00 PM (UTC+09:30) Darwin', ADL, on(['fri'], '17:00', DRW)),
  e(
    'outlook: Occurs every Thursday from 7:30 AM to 8:00 AM, Cen. Australia Standard Time',
    ADL,
    on(['thu'], '07:30', ADL),
  ),
  e('teams invite: weekly on Tue 09:00 (UTC+03:30) Tehran', THR, on(['tue'], '09:00', THR)),
  e('Occurs every weekday from 6:00 AM to 6:30 AM (UTC-03:30) Newfoundland', STJ, on('weekdays', '06:00', STJ)),
  e('outlook recurrence: Every Monday and Thursday 11:00, Nepal Standard Time', KTM, on(['mon', 'thu'], '11:00', KTM)),
  e('calendar: weekly Wednesday 14:00, time zone "Aus Central W. Standard Time"', PER, on(['wed'], '14:00', EUC)),
  e('Occurs every day from 8:00 AM to 8:30 AM (UTC+12:45) Chatham Islands', AKL, daily('08:00', CHT)),
  e('Occurs every Saturday 9:00 AM (UTC+10:30) Lord Howe Island', SYD, on(['sat'], '09:00', LHI)),
  e('Weekly on Monday, Wednesday, Friday · 7:00 – 8:00am', SCL, on(MWF, '07:00', SCL)),
  e('google cal: Monthly on the last Friday · 4 – 5pm', SCL, on({ nth: ['last'], weekday: 'fri' }, '16:00', SCL)),
  e('Annually on December 24 · 6pm', SCL, on({ monthDays: [24], months: [12] }, '18:00', SCL)),
  e('Every weekday (Monday to Friday) 9:15am, Myanmar Time', RGN, on('weekdays', '09:15', RGN)),
  e('Monthly on day 31 · 11pm', SCL, on({ monthDays: [31] }, '23:00', SCL)),
  e(
    'gcal: Monthly on the second Tuesday, 10am (GMT+05:45) Kathmandu',
    KTM,
    on({ nth: [2], weekday: 'tue' }, '10:00', KTM),
  ),
  e('Daily, until Dec 24, 2026 · 7:30am', SCL, daily('07:30', SCL, { until: '2026-12-24' })),
  e('Weekly on weekdays, 8 times · 6pm', SCL, on('weekdays', '18:00', SCL, { count: 8 })),
  e(
    'DTSTART;TZID=Europe/Paris:20261201T090000\nRRULE:FREQ=DAILY;COUNT=10',
    PAR,
    daily('09:00', PAR, { from: '2026-12-01', count: 10 }),
  ),
  e(
    'DTSTART;TZID=Europe/Paris:20261201T090000\nRRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T000000Z',
    PAR,
    on(['tue'], '09:00', PAR, { from: '2026-12-01', until: '2027-03-29' }),
  ),
  e('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=7;BYMINUTE=30', ROM, on(MWF, '07:30', ROM)),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=23;BYMINUTE=0', ROM, on({ monthDays: ['last'] }, '23:00', ROM)),
  e('RRULE:FREQ=DAILY;INTERVAL=2;BYHOUR=6', ROM, no(DAYS_STEP)),
  e('RRULE:FREQ=MONTHLY;BYDAY=-1FR', ROM, no(NO_TIME)),
  e(
    'DTSTART;TZID=America/Santiago:20270104T083000 RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=20',
    SCL,
    on('weekdays', '08:30', SCL, { from: '2027-01-04', count: 20 }),
  ),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=1MO,3MO;BYHOUR=18;BYMINUTE=0 (tz Asia/Manila)',
    MNL,
    on({ nth: [1, 3], weekday: 'mon' }, '18:00', MNL),
  ),
  e('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;BYHOUR=1;BYMINUTE=30 — Europe/London', LON, no(SKIPPED)),
  e(
    'RRULE:FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16 tz Asia/Seoul',
    SEL,
    plan(every('daily', { minutes: 20, window: ['09:00', '16:40'] }, SEL)),
  ),
  e('/remind #ops "rotate the API keys" every Monday at 9am', NY, on(['mon'], '09:00', NY)),
  e('/remind me to check the walk-in freezer every weekday at 4:30pm', DEN, on('weekdays', '16:30', DEN)),
  e('/remind @channel standup in 10 minutes', LON, once('2026-11-23', '12:10', LON)),
  e('/remind me every other Tuesday to water the seedlings', LON, no(WEEKS)),
  e('/remind #brigade truck checks tonight at 7', HBA, no(PAST)),
  e('/remind me tomorrow at 9am to ring the hop supplier', AKL, once('2026-11-25', '09:00', AKL)),
  e('/remind me tomorrow at 9am to call the hop supplier', LA, once('2026-11-24', '09:00', LA)),
  e('/remind me on December 1st at 8am to renew the lift permits', DEN, once('2026-12-01', '08:00', DEN)),
  e('/remind #payroll "timesheets!" every Friday at 2pm', JNB, on(['fri'], '14:00', JNB)),
  e('/remind me at 3pm today', TYO, no(PAST)),
  e(
    '/remind #camp-staff "swim test" every day at 10:30am from June 28',
    TOR,
    daily('10:30', TOR, { from: '2027-06-28' }),
  ),
  e('/remind me every 2 weeks to rotate the backup tapes', DUB, no(WEEKS)),
  e('/remind me every month on the 3rd at 10:00 to file the VAT', DUB, on({ monthDays: [3] }, '10:00', DUB)),
  e('todoist: order CO2 every workday 9am', LA, on('weekdays', '09:00', LA)),
  e('every 3rd friday 2pm', LA, on({ nth: [3], weekday: 'fri' }, '14:00', LA)),
  e('every last day at 5pm', LA, on({ monthDays: ['last'] }, '17:00', LA)),
  e('every! 3 days clean the tap lines', LA, no(DAYS_STEP)),
  e('every mon, fri at 20:00', LA, on(['mon', 'fri'], '20:00', LA)),
  e('every 15th at 6pm starting dec', LA, on({ monthDays: [15] }, '18:00', LA, { from: '2026-12-01' })),
  e('ev weekday at 8am ending march 31', LA, on('weekdays', '08:00', LA, { until: '2027-03-31' })),
  e(
    'every day at 9 for 2 weeks',
    LA,
    either(
      daily('09:00', LA, { count: 14 }),
      daily('09:00', LA, { until: '2026-12-06' }),
      daily('09:00', LA, { until: '2026-12-07' }),
    ),
  ),
  e('every first workday 8:00', LA, on({ firstBusinessDay: true }, '08:00', LA)),
  e('every Jan 27th', LA, no(NO_TIME)),
  e(
    'every other month on the 1st 9am',
    LA,
    either(
      no('every other month depends on which month starts it'),
      on({ monthDays: [1], months: [1, 3, 5, 7, 9, 11] }, '09:00', LA),
      on({ monthDays: [1], months: [12, 2, 4, 6, 8, 10] }, '09:00', LA),
    ),
  ),
  e('every weekend day at 7a until end of march', LA, on('weekends', '07:00', LA, { until: '2027-03-31' })),
  e('every tue 6pm for 6 weeks', LA, on(['tue'], '18:00', LA, { count: 6 })),
  e('every monday 8am starting jan 4', LA, on(['mon'], '08:00', LA, { from: '2027-01-04' })),
  // more languages, from across the same teams
  e('teireikai: maishuu kayoubi gozen 9ji', TYO, on(['tue'], '09:00', TYO)),
  e('seikyuusho no okuri: maitsuki matsujitsu 18ji', TYO, on({ monthDays: ['last'] }, '18:00', TYO)),
  e('heijitsu 8ji han ni choukai no remind onegaishimasu', TYO, on('weekdays', '08:30', TYO)),
  e('mainichi 10pun goto ni zaiko sync', TYO, plan(every('daily', { minutes: 10 }, TYO))),
  e('doyoubi to nichiyoubi no gogo 3ji ni backup', TYO, on('weekends', '15:00', TYO)),
  e('har mahine ki 1 tarikh ko subah 10 baje salary slip bhejo', KOL, on({ monthDays: [1] }, '10:00', KOL)),
  e('roz raat 11 baje backup chalana hai', KOL, daily('23:00', KOL)),
  e('somvar se shukravar shaam 6 baje report', KOL, on('weekdays', '18:00', KOL)),
  e('har ghante stock update kar do bhai', KOL, plan(every('daily', { hours: 1 }, KOL))),
  e('setiap hari kerja jam 08.30 WIB kirim laporan', JKT, on('weekdays', '08:30', JKT)),
  e('tiap jumat jam 4 sore rapat tim', JKT, on(['fri'], '16:00', JKT)),
  e('setiap tanggal 25 jam 10 pagi WITA gajian', JKT, on({ monthDays: [25] }, '10:00', 'Asia/Makassar')),
  e("her gün saat 09:00'da stok raporu", IST, daily('09:00', IST)),
  e('hafta içi her gün 17:30 da vardiya hatırlatması', IST, on('weekdays', '17:30', IST)),
  e('her ayın son cuma günü saat 15:00 toplantı', IST, on({ nth: ['last'], weekday: 'fri' }, '15:00', IST)),
  e('hàng ngày lúc 8 giờ sáng gửi báo cáo', HCM, daily('08:00', HCM)),
  e('thứ hai đến thứ sáu lúc 17h nhắc chấm công', HCM, on('weekdays', '17:00', HCM)),
  e('mỗi 30 phút kiểm tra kho lạnh', HCM, plan(every('daily', { minutes: 30 }, HCM))),
  e('meitian zaoshang 8 dian fa ribao', SHA, daily('08:00', SHA)),
  e('mei zhou yi xiawu 3 dian kaihui', SHA, on(['mon'], '15:00', SHA)),
  e('meige yue 1 hao shangwu 10 dian jiesuan', SHA, on({ monthDays: [1] }, '10:00', SHA)),
  e('gongzuori wanshang 9 dian ban beifen', SHA, on('weekdays', '21:30', SHA)),
  e('maeil jeonyeok 7si e daily report', SEL, daily('19:00', SEL)),
  e('pyeongil ohu 2si 30bun e scrim alrim', SEL, on('weekdays', '14:30', SEL)),
  e('maewol 15il ojeon 9si jeongsan', SEL, on({ monthDays: [15] }, '09:00', SEL)),
  e('shchodnia o 9:00 nahaduvannia pro zvit', KYI, daily('09:00', KYI)),
  e('kozhnoho ponedilka o 10 ranku planuvannia', KYI, on(['mon'], '10:00', KYI)),
  e('u budni o 18:30 perevirka generatora', KYI, on('weekdays', '18:30', KYI)),
  e('tuwing Lunes alas-8 ng umaga ang meeting', MNL, on(['mon'], '08:00', MNL)),
  e('araw-araw alas-6 ng gabi i-send ang report', MNL, daily('18:00', MNL)),
  e('varje vardag kl 07.30 morgonmöte', STO, on('weekdays', '07:30', STO)),
  e('första måndagen i månaden kl 10 driftmöte', STO, on({ nth: [1], weekday: 'mon' }, '10:00', STO)),
  e('každý pátek v 15:00 inventura', PRG, on(['fri'], '15:00', PRG)),
  e('každý den v 6 ráno kontrola kotelny', PRG, daily('06:00', PRG)),
  e('în fiecare luni la ora 9 ședința echipei', BUH, on(['mon'], '09:00', BUH)),
  e('zilnic la 20:00 backup baza de date', BUH, daily('20:00', BUH)),
  e('kila siku saa 3 asubuhi ripoti ya mauzo', NBO, daily('09:00', NBO)),
  e('kila Ijumaa saa 10 jioni kikao cha timu', NBO, on(['fri'], '16:00', NBO)),
  e('elke Maandag om 08:00 spanvergadering', JNB, on(['mon'], '08:00', JNB)),
  e(
    'recordatorio: pagar a proveedores el último viernes de cada mes a las 11',
    MEX,
    on({ nth: ['last'], weekday: 'fri' }, '11:00', MEX),
  ),
  e('todos los días a las 7 y media de la mañana, hora de Santiago', SCL, daily('07:30', SCL)),
  e(
    'cada hora entre las 9 y las 18 de lunes a viernes',
    MAD,
    plan(every('weekdays', { hours: 1, window: ['09:00', '18:00'] }, MAD)),
  ),
  e('los martes y jueves a las 13h, perdón, a las 14h', BOG, on(TT, '14:00', BOG)),
  e('el 5 de enero de 2027 a las 8 de la tarde, reparto de roscón', MAD, once('2027-01-05', '20:00', MAD)),
  e('de lunes a sábado a las 6 de la mañana excepto festivos', MAD, no(HOLIDAYS)),
  e('todo dia útil às 9h15 lembrete da daily', SAO, on('weekdays', '09:15', SAO)),
  e('toda quarta e sexta às 17h30', SAO, on(['wed', 'fri'], '17:30', SAO)),
  e('no último dia útil do mês às 16h fechar a folha', SAO, on({ lastBusinessDay: true }, '16:00', SAO)),
  e('a cada 2 horas das 8h às 20h', LIS, span('daily', { hours: 2 }, '08:00', '20:00', LIS)),
  e('dia 10 de dezembro às 14h treinamento de brigada', SAO, once('2026-12-10', '14:00', SAO)),
  e('tous les jours ouvrés à 8h30 heure de Paris', PAR, on('weekdays', '08:30', PAR)),
  e('chaque premier lundi du mois à 10h, réunion CSE', PAR, on({ nth: [1], weekday: 'mon' }, '10:00', PAR)),
  e('le 15 et le dernier jour du mois à 18h', PAR, on({ monthDays: [15, 'last'] }, '18:00', PAR)),
  e('toutes les 20 minutes de 7h à 19h, heure de Montréal', TOR, span('daily', { minutes: 20 }, '07:00', '19:00', TOR)),
  e('le samedi à midi et demi', PAR, on(['sat'], '12:30', PAR)),
  e('jeden Werktag um Viertel nach acht', BER, on('weekdays', '08:15', BER)),
  e('montags und donnerstags um halb zehn', BER, on(['mon', 'thu'], '09:30', BER)),
  e('täglich um Viertel vor sechs abends', VIE, daily('17:45', VIE)),
  e('alle 15 Minuten zwischen 6 und 22 Uhr', ZRH, span('daily', { minutes: 15 }, '06:00', '22:00', ZRH)),
  e('ogni giorno feriale alle 8 e un quarto', ROM, on('weekdays', '08:15', ROM)),
  e('ogni primo sabato del mese alle 9:30', ROM, on({ nth: [1], weekday: 'sat' }, '09:30', ROM)),
  e('il 24 dicembre alle 13, chiusura anticipata', ROM, once('2026-12-24', '13:00', ROM)),
  e('elke werkdag om kwart over negen', AMS, on('weekdays', '09:15', AMS)),
  e('iedere zaterdag om half elf', AMS, on(['sat'], '10:30', AMS)),
  e('co tydzień w poniedziałek o 7:45', WAW, on(['mon'], '07:45', WAW)),
  e('w każdy dzień roboczy o 16:00 raport', WAW, on('weekdays', '16:00', WAW)),
  e('ostatniego dnia miesiąca o 23:00 zamknięcie', WAW, on({ monthDays: ['last'] }, '23:00', WAW)),
  // zones, offsets and the 2027 clock changes
  e('daily 2:30am US eastern', NY, daily('02:30', NY)),
  e('sydney: db maintenance 2:30am on 3 oct 2027', SYD, no(SKIPPED)),
  e('auckland: switch over at 2:15am on 26 sept 2027', AKL, no(SKIPPED)),
  e('adelaide: failover test 2:30am 4 april 2027', ADL, either(once('2027-04-04', '02:30', ADL), no(TWICE))),
  e('london: batch at 01:30 on 31 oct 2027', LON, either(once('2027-10-31', '01:30', LON), no(TWICE))),
  e('lord howe: generator start every day 1:45am', LHI, daily('01:45', LHI)),
  e('eucla roadhouse: fuel order daily 7am local', EUC, daily('07:00', EUC)),
  e('chatham islands: fish landing report weekdays 9:00', CHT, on('weekdays', '09:00', CHT)),
  e('every weekday 4:30pm pacific', NY, on('weekdays', '16:30', LA)),
  e('sunday 02:00 berlin, every week', BER, on(['sun'], '02:00', BER)),
  e('santiago: cierre de caja a medianoche todos los días', SCL, daily('00:00', SCL)),
  e('casablanca office: daily sync 09:00 local', LON, daily('09:00', 'Africa/Casablanca')),
  e('kabul: 4:30pm every saturday', KBL, on(['sat'], '16:30', KBL)),
  e('every 15 min in kathmandu time, 10am to 5pm', KTM, span('daily', { minutes: 15 }, '10:00', '17:00', KTM)),
  e('adelaide: every hour at half past', ADL, plan(every('daily', { hours: 1, at: 30 }, ADL))),
  e('9am UTC+3 every day', NBO, daily('09:00', 'Etc/GMT-3')),
  e('weekdays 14:00 UTC+05:30', LON, on('weekdays', '14:00', KOL)),
  e('6 pm GMT-4 daily', HAL, either(daily('18:00', 'Etc/GMT+4'), daily('18:00', HAL))),
  e('US/Eastern 8am mondays', CHI, on(['mon'], '08:00', NY)),
  e('noon AEST every day (brisbane)', SYD, daily('12:00', BNE)),
  e('darwin 0930 mon-fri ACST', ADL, on('weekdays', '09:30', DRW)),
  e('marquesas: radio sked 0700 daily', HNL, daily('07:00', 'Pacific/Marquesas')),
  e('honolulu 5a daily, no DST there', HNL, daily('05:00', HNL)),
  e('phoenix: pool pump 4am every day', PHX, daily('04:00', PHX)),
  e('dhaka 10:00 daily', KOL, daily('10:00', 'Asia/Dhaka')),
  e('first monday of the month 8am auckland time', AKL, no(NTH_SHIFT)),
  e('last friday of each month 6pm pacific', LA, no(NTH_SHIFT)),
  e('last business day 7pm new york', NY, no(BUSINESS_SHIFT)),
  e('28th of every month at 8pm pacific', LA, no(LEAP)),
  e('every 30th at 9pm eastern', NY, on({ monthDays: [30] }, '21:00', NY)),
  e('1st of each month 7am tokyo', TYO, on({ monthDays: [1] }, '07:00', TYO)),
  e('edmonton: every 2nd monday 7am', EDM, either(no(WEEKS), on({ nth: [2], weekday: 'mon' }, '07:00', EDM))),
  // several rules, corrections and things that cannot be scheduled
  e('standup 9:15 mon, retro fri 4, 1:1s tue 11, deploy thu 2', LON, no(TOO_MANY)),
  e('9am, no 10', LON, either(daily('10:00', LON), no(WHICH_DAY))),
  e('tues/thurs 7:30am — actually make it wed instead of thurs', LON, on(['tue', 'wed'], '07:30', LON)),
  e('every weekday except wednesday at 8am', LON, on(['mon', 'tue', 'thu', 'fri'], '08:00', LON)),
  e('weekdays at 8, and at 10 on saturdays', LON, plan([at('weekdays', '08:00', LON), at(['sat'], '10:00', LON)])),
  e('at 4 on weekdays', LON, halfOr('weekdays', '04:00', '16:00', LON)),
  e('every day at 5 for the dog walker', SYD, halfOr('daily', '05:00', '17:00', SYD)),
  e('sometime in the morning', LON, no(NO_TIME)),
  e('every quarter', LON, no(NO_TIME)),
  e('third business day of the month 9am', LON, no(BUSINESS_NTH)),
  e(
    'every friday 1700 except the last one of the month',
    LON,
    no('a weekday but not its last in the month cannot be written'),
  ),
  e('when the tank is 80% full', LON, no(WEATHER)),
  e('every 500 orders send the summary', LON, no(NOT_A_CLOCK)),
  e('oct 5 2026 at 10am', LON, no(PAST)),
  e('stock take 7a mon, 7a thu, plus 3p fri', LA, plan([at(['mon', 'thu'], '07:00', LA), at(['fri'], '15:00', LA)])),
  e('noon and midnight every day', LON, daily(['12:00', '00:00'], LON)),
  e('1430 mon/wed/fri and 0900 tue/thu', LON, plan([at(MWF, '14:30', LON), at(TT, '09:00', LON)])),
  e('fri-sun 11pm', LON, on(FRI_SUN, '23:00', LON)),
  e('every 2 hours', LON, plan(every('daily', { hours: 2 }, LON))),
  e('every 12 min', LON, plan(every('daily', { minutes: 12 }, LON))),
  e('twice a day at 0600hrs and 1800hrs', LON, daily(['06:00', '18:00'], LON)),
  e(
    'at 8 in the evening on weekends, else 7:15a',
    LON,
    plan([at('weekends', '20:00', LON), at('weekdays', '07:15', LON)]),
  ),
  e('stand-up mon 9:30, remind 15 min before', LON, on(['mon'], '09:15', LON)),
  e(
    'the 1st and 3rd saturday at quarter to eight in the morning',
    LON,
    on({ nth: [1, 3], weekday: 'sat' }, '07:45', LON),
  ),
  e(
    'quarterly on the first at 6am (jan, apr, jul, oct), my time',
    KOL,
    on({ monthDays: [1], months: QUARTERS }, '06:00', KOL),
  ),
  e('advent calendar email every weekday in december at 8pm pacific', LA, no(MONTH_EDGE)),
  e('hong kong warehouse: stock sync 9:30 HKT daily', SGP, daily('09:30', HKG)),
  e('cairo translators: weekly batch every sunday 10am cairo time', LIS, on(['sun'], '10:00', CAI)),
];
