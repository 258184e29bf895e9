/**
 * A twenty-sixth blind chat corpus: schedules as they are typed in Slack by a hospital pharmacy, a school district's
 * IT desk, a brewery, a film production's call sheets, a food truck, a dental clinic, a hotel front desk, airline
 * crew scheduling, a vineyard at harvest, a ski resort's lift operations, a university exam office, a kindergarten, a
 * volunteer fire station, a marathon organiser, an e-sports team across regions, a podcast network, a zoo's keepers,
 * a museum, a church choir, a climbing gym, a data-centre NOC, a game studio's live ops, a mobile app's push
 * campaigns, ML training jobs, a farmers' cooperative and a tax office at filing season. Platform engineers paste
 * GitHub Actions `on: schedule`, Heroku Scheduler, Render cron jobs, Fly.io machines, Nomad `periodic` blocks, Jenkins
 * triggers with `H`, Rundeck, Azure Functions timer triggers (six-field NCRONTAB), Azure Logic Apps recurrences,
 * Google Cloud Scheduler with its time zone field, systemd `OnCalendar=`, launchd `StartCalendarInterval`, Celery
 * beat `crontab(...)`, Sidekiq-cron, Laravel's scheduler, Ruby `whenever`, APScheduler, node-cron, BullMQ repeat
 * options and Temporal schedules; others paste Google Calendar and Outlook text, iCalendar RRULE lines, Slack's
 * /remind and Microsoft Teams invitations. Some writers mix English with (or write in) Spanish, Portuguese, French,
 * German, Italian, Swedish, Norwegian, Danish, Polish, Czech, Romanian, Greek and Russian in Latin letters, Japanese
 * romaji, Vietnamese, Indonesian, Swahili (with its clock counted from 6 am), Arabic in Latin letters, Hindi and
 * Bengali in Latin letters, Turkish, Serbian, Slovenian, Latvian, Maltese, Basque and Galician. Terse and polite
 * messages, typos and autocorrect, 12- and 24-hour and military clocks, "7a"/"7p", noon, half past and quarter to,
 * names and task words around the schedule, reminders before events, several rules in one message, exceptions,
 * corrections, running periods, one-off dates, zones said as codes, cities, offsets, "my time", "their time" and
 * Windows zone names, half-hour and 45-minute offsets, the southern hemisphere, zones without daylight saving, dates
 * near the 2027 clock changes (US March 14 and November 7, EU March 28 and October 31, Australia April 4 and October
 * 3, New Zealand April 4 and September 26), and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 06:00 in Chicago, 07:00 in New York, 08:30
 * in St. John's, 09:00 in São Paulo, 12:00 in London and Lisbon, 13:00 in Berlin and Stockholm, 14:00 in Athens,
 * 15:00 in Moscow, Nairobi and Istanbul, 15:30 in Tehran, 17:30 in Kolkata, 17:45 in Kathmandu, 18:00 in Dhaka,
 * 19:00 in Ho Chi Minh City and Jakarta, 20:45 in Eucla, 21:00 in Tokyo, 22:30 in Adelaide, 23:00 in Sydney and
 * Melbourne, and on Tuesday the 24th 01:00 in Auckland and 01:45 in Chatham.
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
  HNL,
  HOLIDAYS,
  KOL,
  KTM,
  LA,
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

const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';
const WAW = 'Europe/Warsaw';
const PRG = 'Europe/Prague';
const BUH = 'Europe/Bucharest';
const ATH = 'Europe/Athens';
const MOW = 'Europe/Moscow';
const IST = 'Europe/Istanbul';
const BEG = 'Europe/Belgrade';
const LJU = 'Europe/Ljubljana';
const RIX = 'Europe/Riga';
const MLA = 'Europe/Malta';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const VIE = 'Europe/Vienna';
const ZRH = 'Europe/Zurich';
const HEL = 'Europe/Helsinki';
const CAI = 'Africa/Cairo';
const NBO = 'Africa/Nairobi';
const DAR = 'Africa/Dar_es_Salaam';
const JNB = 'Africa/Johannesburg';
const LOS = 'Africa/Lagos';
const RUH = 'Asia/Riyadh';
const DOH = 'Asia/Qatar';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const KHI = 'Asia/Karachi';
const CMB = 'Asia/Colombo';
const DAC = 'Asia/Dhaka';
const RGN = 'Asia/Yangon';
const HCM = 'Asia/Ho_Chi_Minh';
const JKT = 'Asia/Jakarta';
const KUL = 'Asia/Kuala_Lumpur';
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
const FJI = 'Pacific/Fiji';
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
const MDZ = 'America/Argentina/Mendoza';
const REG = 'America/Regina';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTERS = [1, 4, 7, 10] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const HALF = 'a bare hour could be morning or evening and nothing says which';
/** A bare hour: refused, or read in either half of the day. */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(HALF), on(days, am, zone), on(days, pm, zone));
const TWO_JOBS = 'two different jobs in one message need a task each';
const RELATIVE = 'a time counted from another event that moves cannot be written in CRON';
const SUN = 'sunrise, sunset, golden hour and prayer times move every day, which CRON cannot follow';
const WEATHER = 'the weather or a sensor reading is not a calendar rule';
const NOT_A_CLOCK = 'a count of something other than time is not a calendar rule';
const HASHED = 'a hashed or random minute is not known ahead';
const PAST = 'that date has already passed';
const FROM_START = 'an interval counted from when the job starts is not aligned to the clock';
const AT_EVENT = 'a run at boot or log-on is not a time of day';
const SKIPPED = 'that local time does not exist: the clocks skip it';
const TWICE = 'that local time happens twice on that day: the clocks go back';
const PER_USER = "each user's own time zone is not one zone a task can follow";
const WHICH_ZONE = 'two zones are named and it is not said which one the time is in';
const WHICH_DAY = 'the day is not said';
const DAY_BEFORE = 'the day before an nth weekday is not a day CRON can name';
const CONFLICT = 'the CRON line and the words beside it disagree';
const OFF = 'the job is said to be switched off';
const YEARLY_STEP = 'a yearly interval longer than a year cannot be written';

export const CHAT_PHRASES_26: readonly CorpusEntry[] = [
  // a hospital pharmacy
  e('IV room particle counts every 4 hrs', CHI, plan(every('daily', { hours: 4 }, CHI))),
  e('controlled substance count 0700 and 1900 every day pls', CHI, daily(['07:00', '19:00'], CHI)),
  e('crash cart check on the first of the month 10am', CHI, on({ monthDays: [1] }, '10:00', CHI)),
  e('expired meds pull — last thurs of the month 2:30pm', CHI, on({ nth: ['last'], weekday: 'thu' }, '14:30', CHI)),
  e('pyxis refill report weekdays at 5:45a', CHI, on('weekdays', '05:45', CHI)),
  e('pls remind the techs 15 min before the 8:00 huddle, mon-fri', CHI, on('weekdays', '07:45', CHI)),
  e('apoteket: kylskåpstemperaturen loggas varje dag kl 08 och kl 20', STO, daily(['08:00', '20:00'], STO)),
  e('antibiotic stewardship rounds tue & thu 11', CHI, halfOr(TT, '11:00', '23:00', CHI)),
  e('formulary committee packet due 3rd wednesday 9am', CHI, on({ nth: [3], weekday: 'wed' }, '09:00', CHI)),
  e('narcotic vault audit every other friday', CHI, no(WEEKS)),
  e('TPN order cutoff reminder daily 1330', CHI, daily('13:30', CHI)),
  e(
    'drug shortage list refresh every 30 min 7a-7p weekdays',
    CHI,
    span('weekdays', { minutes: 30 }, '07:00', '19:00', CHI),
  ),
  e('chemo hood certification reminder 15 march 2027 at 9am', CHI, once('2027-03-15', '09:00', CHI)),
  e('drug recall check every monday morning', CHI, no(NO_TIME)),
  e('farmacia hospitalaria: inventario de estupefacientes los lunes a las 8:30', MAD, on(['mon'], '08:30', MAD)),
  e('pharmacy: fridge temp alarm test 1st tue of month 0800', SGP, on({ nth: [1], weekday: 'tue' }, '08:00', SGP)),
  e(
    'discharge meds pickup reminder 4pm weekdays, 11am sat',
    LON,
    plan([at('weekdays', '16:00', LON), at(['sat'], '11:00', LON)]),
  ),
  e('apotek: narkotikaopptelling hver søndag kl 22', OSL, on(['sun'], '22:00', OSL)),
  e('unit dose cart exchange 1500 daily — sorry, 1530', CHI, daily('15:30', CHI)),

  // a school district's IT desk
  e('chromebook enrollment sync every night 11:30pm', DEN, daily('23:30', DEN)),
  e('staff password expiry reminder every aug 1 at 8am', DEN, on({ monthDays: [1], months: [8] }, '08:00', DEN)),
  e('content filter log export mon 6am', DEN, on(['mon'], '06:00', DEN)),
  e('bell system time sync weekdays 6:55am', DEN, on('weekdays', '06:55', DEN)),
  e(
    'stale ticket check every 2 hours on school days 7am to 3pm',
    DEN,
    span('weekdays', { hours: 2 }, '07:00', '15:00', DEN),
  ),
  e('SIS gradebook backup 2am except sundays', DEN, on(MON_SAT, '02:00', DEN)),
  e('projector lamp hours report 3:15pm every day unless it is a snow day', DEN, no(WEATHER)),
  e('state testing: push lockdown browser apr 12 2027 6:30am', DEN, once('2027-04-12', '06:30', DEN)),
  e('wifi AP reboot sundays 3am in june and july only', DEN, on({ weekdays: ['sun'], months: [6, 7] }, '03:00', DEN)),
  e(
    'summer reimaging job every weekday 7am from june 14 until aug 6',
    DEN,
    on('weekdays', '07:00', DEN, { from: '2027-06-14', until: '2027-08-06' }),
  ),
  e(
    'distrito escolar: recordatorio de cambiar contraseñas el primer lunes de cada mes a las 9 de la mañana',
    PHX,
    on({ nth: [1], weekday: 'mon' }, '09:00', PHX),
  ),
  e('district IT: print server queue purge at 4 on weekdays', PHX, halfOr('weekdays', '04:00', '16:00', PHX)),
  e(
    'MDM compliance sweep every 15 minutes 7:00-16:00 M-F',
    PHX,
    span('weekdays', { minutes: 15 }, '07:00', '16:00', PHX),
  ),
  e('phish test email to staff every 3rd thursday 10:15am', DEN, on({ nth: [3], weekday: 'thu' }, '10:15', DEN)),
  e(
    'report cards portal opens jan 22 2027 at 3:00 PM, email parents at the same time',
    DEN,
    once('2027-01-22', '15:00', DEN),
  ),
  e(
    'bus GPS tablets charge check every school night at 9',
    DEN,
    either(on('weekdays', '21:00', DEN), on(SUN_THU, '21:00', DEN)),
  ),

  // a brewery
  e('fermenter temps log every 15 min', PRG, plan(every('daily', { minutes: 15 }, PRG))),
  e('pivovar: kontrola tanků každý den v 6:00 a v 18:00', PRG, daily(['06:00', '18:00'], PRG)),
  e('dry hop FV3 on thursday 26 nov at 10:00', PRG, once('2026-11-26', '10:00', PRG)),
  e('CIP the brite tanks every tues + fri 7am', PRG, on(['tue', 'fri'], '07:00', PRG)),
  e('keg inventory last business day of the month 4pm', PRG, on({ lastBusinessDay: true }, '16:00', PRG)),
  e('taproom: post the tap list to insta fri 3', PRG, halfOr(['fri'], '03:00', '15:00', PRG)),
  e('glycol chiller alarm test 1st monday 8:30', PRG, on({ nth: [1], weekday: 'mon' }, '08:30', PRG)),
  e(
    'brew days (mon/wed): mash-in 0600, boil 0830, whirlpool 1000 — ping each',
    PRG,
    either(on(['mon', 'wed'], ['06:00', '08:30', '10:00'], PRG), no(TWO_JOBS)),
  ),
  e('TTB excise report reminder 14th of each month 10am ET', CHI, on({ monthDays: [14] }, '10:00', NY)),
  e('yeast harvest when gravity hits 1.012', PRG, no(NOT_A_CLOCK)),
  e(
    'brewery: grain delivery reminder every second wednesday of the month 7:30',
    PRG,
    on({ nth: [2], weekday: 'wed' }, '07:30', PRG),
  ),
  e('bryggeri: rengör tappkranarna varje söndag kl 21:00', STO, on(['sun'], '21:00', STO)),
  e('canning line run sheet out at 5a mon thru thurs', VAN, on(MON_THU, '05:00', VAN)),
  e('oktoberfest tap party reminder — sat 18 sep 2027, 11am', BER, once('2027-09-18', '11:00', BER)),

  // a film production's call sheets
  e('call sheets go out 7pm sun-thu for the mon-fri shoot days', LA, on(SUN_THU, '19:00', LA)),
  e('crew call 0530 tmrw', LA, once('2026-11-24', '05:30', LA)),
  e('DIT: card backup check every 2 hrs on set 6a-10p', LA, span('daily', { hours: 2 }, '06:00', '22:00', LA)),
  e('rushes upload reminder midnight every night', LA, daily('00:00', LA)),
  e('unit base move notice thursdays 1500 until 17 dec', LA, on(['thu'], '15:00', LA, { until: '2026-12-17' })),
  e('welly unit: costume fittings 8:15am mon-fri NZT', LA, on('weekdays', '08:15', AKL)),
  e('cast pickup 5:45a tomorrow, remind the driver 30 min before', LA, once('2026-11-24', '05:15', LA)),
  e('Drehplan: Dispo verschicken werktags um 18 Uhr', BER, on('weekdays', '18:00', BER)),
  e('golden hour exteriors — ping the gaffer 45 min before', LA, no(SUN)),
  e('company move 12/9 at 6am', LA, either(once('2026-12-09', '06:00', LA), once('2027-09-12', '06:00', LA))),
  e(
    'production report to the studio by 10am every shoot day (mon-fri) until wrap on feb 26',
    LA,
    on('weekdays', '10:00', LA, { until: '2027-02-26' }),
  ),
  e('tournage: feuille de service envoyée chaque soir à 20h du dimanche au jeudi', PAR, on(SUN_THU, '20:00', PAR)),
  e('night shoots: lunch at 0100, ping catering at 0030 tues-sat', LON, on(TUE_SAT, '00:30', LON)),
  e('safety meeting before first shot, every day', LA, no(NO_TIME)),
  e('post: DCP render check every 90 min', LA, either(no(STEP_MINUTES), plan(every('daily', { minutes: 90 }, LA)))),
  e('riprese: ordine del giorno inviato alle 19:30 dal lunedì al venerdì', ROM, on('weekdays', '19:30', ROM)),

  // a food truck
  e('post todays spot on IG 10:30am tue-sat', CHI, on(TUE_SAT, '10:30', CHI)),
  e('propane refill fridays 8', CHI, halfOr(['fri'], '08:00', '20:00', CHI)),
  e('prep list ping every day at 0600 except mon (we are closed)', CHI, on(TUE_SUN, '06:00', CHI)),
  e(
    'lunch rush heads-up 11:15 weekdays, dinner one 5:15pm fri & sat',
    CHI,
    plan([at('weekdays', '11:15', CHI), at(['fri', 'sat'], '17:15', CHI)]),
  ),
  e('commissary cleaning log every night at close', CHI, no(NO_TIME)),
  e('gerobak: cek stok bahan setiap hari jam 7 pagi', JKT, daily('07:00', JKT)),
  e('health permit renewal reminder feb 1 2027 9am', CHI, once('2027-02-01', '09:00', CHI)),
  e('truck rally sat dec 5 — load up reminder 7am', CHI, once('2026-12-05', '07:00', CHI)),
  e('taco truck: pedido de tortillas lunes y jueves 7:30am', MEX, on(['mon', 'thu'], '07:30', MEX)),
  e('generator oil check every 50 hours of run time', CHI, no(NOT_A_CLOCK)),
  e(
    'street food market: set-up reminder every sat 6:45 am, till end of feb',
    MEL,
    on(['sat'], '06:45', MEL, { until: '2027-02-28' }),
  ),
  e('food truck: waste oil pickup 1st and 15th, 2pm', CHI, on({ monthDays: [1, 15] }, '14:00', CHI)),

  // a dental clinic
  e('recall SMS to patients weekdays 9:30am', ADL, on('weekdays', '09:30', ADL)),
  e('autoclave spore test every monday 7:45', ADL, on(['mon'], '07:45', ADL)),
  e('appt reminder texts at 4pm every weekday for the next day', ADL, on('weekdays', '16:00', ADL)),
  e('suction lines flush every friday at 5:30pm', ADL, on(['fri'], '17:30', ADL)),
  e('Zahnarztpraxis: Sterilisationsprotokoll täglich 18:15 außer am Wochenende', VIE, on('weekdays', '18:15', VIE)),
  e('x-ray QA first tues of jan apr jul oct at 8am', SYD, no(NTH_SHIFT)),
  e('hygienist schedule export at 6pm on the 1st', SYD, on({ monthDays: [1] }, '18:00', SYD)),
  e('klinik gigi: ingatkan pasien kontrol setiap hari kerja jam 10 pagi', JKT, on('weekdays', '10:00', JKT)),
  e('nitrous tank check 1st and 15th at 8am', ADL, on({ monthDays: [1, 15] }, '08:00', ADL)),
  e('clinic: sterilizer log due on the 30th each month 5pm', LON, on({ monthDays: [30] }, '17:00', LON)),
  e('whitening promo email 2 days before each patient birthday', ADL, no(RELATIVE)),
  e('dentista: confirmar consultas de amanhã todo dia útil às 17h', SAO, on('weekdays', '17:00', SAO)),
  e(
    'amalgam separator check every 6 months, first monday of jan and jul 9am',
    DEN,
    on({ nth: [1], weekday: 'mon', months: [1, 7] }, '09:00', DEN),
  ),
  e('front desk: insurance verification batch 7 am M-Th', PER, on(MON_THU, '07:00', PER)),

  // a hotel front desk
  e('night audit kicks off 2am daily', HNL, daily('02:00', HNL)),
  e('wake up call rm 412 tomorrow 6:15', HNL, once('2026-11-24', '06:15', HNL)),
  e('VIP arrivals list to housekeeping 7a and 2p', HNL, daily(['07:00', '14:00'], HNL)),
  e('rate parity check every 6h', DXB, plan(every('daily', { hours: 6 }, DXB))),
  e('receção: passagem de turno às 7h, 15h e 23h todos os dias', LIS, daily(['07:00', '15:00', '23:00'], LIS)),
  e('late checkout sweep 12:30 every day', DXB, daily('12:30', DXB)),
  e('fire alarm test 1st wednesday monthly 11am', DXB, on({ nth: [1], weekday: 'wed' }, '11:00', DXB)),
  e('group block release 21 days before arrival', DXB, no(RELATIVE)),
  e('resepsiyon: her gün saat 23:00 gün sonu raporu', IST, daily('23:00', IST)),
  e('pool towel count hourly 8am–8pm', DXB, span('daily', { hours: 1 }, '08:00', '20:00', DXB)),
  e('concierge: theatre tickets pickup reminder sat 12 dec at half past 5 pm', LON, once('2026-12-12', '17:30', LON)),
  e('front desk cash drop quarter to midnight every night', LIS, daily('23:45', LIS)),
  e('reception: no-show charges run at 1 am — no wait, 3 am', DXB, daily('03:00', DXB)),
  e('NYE gala: remind all staff dec 31 at 4pm, and again at 10pm', DXB, once('2026-12-31', ['16:00', '22:00'], DXB)),
  e('xenodoxeio — reception: kathe mera stis 7 to proi anafora plirotitas', ATH, daily('07:00', ATH)),
  e('hotel: key card encoder reboot every sunday 0400 Tehran time', DXB, on(['sun'], '04:00', THR)),

  // airline crew scheduling
  e('crew roster publish every 20th at 1200Z', DXB, on({ monthDays: [20] }, '12:00', UTC)),
  e('standby call-out list 0400Z and 1600Z daily', DOH, daily(['04:00', '16:00'], UTC)),
  e('bid window opens 1st of the month 0900 local, remind crews 1h before', DXB, on({ monthDays: [1] }, '08:00', DXB)),
  e('fatigue report digest mondays 0600hrs', DXB, on(['mon'], '06:00', DXB)),
  e('line check reminder every 28 days', DXB, no(DAYS_STEP)),
  e('recurrent training expiry sweep last day of the month 2359 UTC', DOH, on({ monthDays: ['last'] }, '23:59', UTC)),
  e('jadwal kru: kirim roster tiap kamis jam 14.00 WIB', JKT, on(['thu'], '14:00', JKT)),
  e('ops crew brief 0545L every day', DOH, daily('05:45', DOH)),
  e('crew hotel rooming list to the layover hotel in Lima every day 1800 their time', DXB, daily('18:00', LIM)),
  e('pairings for the next month out on the 25th at 1700 GST', DXB, on({ monthDays: [25] }, '17:00', DXB)),
  e(
    'CRM refresher reminder 2nd monday every quarter (jan, apr, jul, oct) 0800 Z',
    DXB,
    on({ nth: [2], weekday: 'mon', months: QUARTERS }, '08:00', UTC),
  ),
  e('crew transport pickup 45 min before each report time', DXB, no(RELATIVE)),
  e(
    'escala de tripulantes: publicar todo dia 22 às 10h horário de Brasília',
    SAO,
    on({ monthDays: [22] }, '10:00', SAO),
  ),
  e(
    'dead-head bookings sweep every 20 min between 0500 and 2300 local',
    DOH,
    span('daily', { minutes: 20 }, '05:00', '23:00', DOH),
  ),

  // a vineyard at harvest
  e('brix sampling 6am daily until the end of march', ADL, daily('06:00', ADL, { until: '2027-03-31' })),
  e('cellar door: tasting bookings summary 9am sat sun', ADL, on('weekends', '09:00', ADL)),
  e(
    'frost fans check every 30 min from 10pm to 6am',
    AKL,
    either(
      plan([
        every('daily', { minutes: 30, window: ['22:00', '23:30'] }, AKL),
        every('daily', { minutes: 30, window: ['00:00', '06:00'] }, AKL),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['22:00', '23:30'] }, AKL),
        every('daily', { minutes: 30, window: ['00:00', '05:30'] }, AKL),
      ]),
    ),
  ),
  e('vendimia: riego martes y viernes a las 7 de la mañana', MDZ, on(['tue', 'fri'], '07:00', MDZ)),
  e(
    'pick crew muster 5:30am every day during vintage (feb 15 – apr 10)',
    AKL,
    daily('05:30', AKL, { from: '2027-02-15', until: '2027-04-10' }),
  ),
  e('press cycle check every 7 minutes', ADL, no(STEP_MINUTES)),
  e(
    'Weingut: Lesehelfer-Einteilung täglich um 6:30 bis 15. Oktober',
    BER,
    daily('06:30', BER, { until: '2027-10-15' }),
  ),
  e('vinha: análise de maturação às 8h segunda, quarta e sexta', LIS, on(MWF, '08:00', LIS)),
  e('harvest party invites out on 3 april 2027 at 5pm', ADL, once('2027-04-03', '17:00', ADL)),
  e('water the young vines when soil moisture drops below 20%', ADL, no(WEATHER)),
  e('vignoble: relevé des cuves toutes les 4 heures à partir de minuit', PAR, plan(every('daily', { hours: 4 }, PAR))),
  e('bin count to the winery 12:30 and 17:30 mon-sat', JNB, on(MON_SAT, ['12:30', '17:30'], JNB)),
  e(
    'viña: reunión de cuadrilla todos los lunes 7:00 hasta el 30 de abril',
    SCL,
    on(['mon'], '07:00', SCL, { until: '2027-04-30' }),
  ),
  e('barrel topping every 2 weeks', MDZ, no(WEEKS)),
  e('bird netting check at first light', AKL, no(SUN)),
  e(
    'Marlborough block 7 picking starts mar 22 2027 at 0600, remind the crew the night before at 8pm',
    AKL,
    once('2027-03-21', '20:00', AKL),
  ),
  e('vindima: transfega ao dia 1 de cada mês às 9h', LIS, on({ monthDays: [1] }, '09:00', LIS)),

  // a ski resort's lift operations
  e(
    'avalanche control briefing 0630 daily dec 1 to apr 15',
    DEN,
    daily('06:30', DEN, { from: '2026-12-01', until: '2027-04-15' }),
  ),
  e('summit wind readings every 10 minutes 8:30–16:00', DEN, span('daily', { minutes: 10 }, '08:30', '16:00', DEN)),
  e('chair 4 pre-opening inspection 7:45 every day', VAN, daily('07:45', VAN)),
  e('night skiing lights on 4:15pm tue-sat', VAN, on(TUE_SAT, '16:15', VAN)),
  e('Skigebiet: Pistenbericht jeden Tag um 7 Uhr früh', ZRH, daily('07:00', ZRH)),
  e('niseko: rifuto chiketto uriage repooto mainichi 17-ji', TYO, daily('17:00', TYO)),
  e('start snowmaking when wet bulb drops below -3', DEN, no(WEATHER)),
  e('season pass email: opening day fri 4 dec 2026 6am', DEN, once('2026-12-04', '06:00', DEN)),
  e('patrol sweep 15 min after last chair (last chair 3:45pm)', DEN, daily('16:00', DEN)),
  e('Queenstown: lift ops handover 4pm NZT every day from June 12', LA, daily('16:00', AKL, { from: '2027-06-12' })),
  e('lift 2 gearbox oil sample every 500 running hours', DEN, no(NOT_A_CLOCK)),
  e('ski school lineup reminder 8:50 & 12:50 sat/sun', ZRH, on('weekends', ['08:50', '12:50'], ZRH)),
  e(
    'stacja narciarska: kontrola wyciągu codziennie o 7:15 od 19 grudnia do 28 marca',
    WAW,
    daily('07:15', WAW, { from: '2026-12-19', until: '2027-03-28' }),
  ),
  e('ops: the gondola cabin count every hour on the half hour', VAN, plan(every('daily', { hours: 1, at: 30 }, VAN))),
  e('perisher: snow report 6:00am AEST daily june to sept', SYD, on({ months: [6, 7, 8, 9] }, '06:00', SYD)),
  e('skiheis: sikkerhetsrunde hver dag kl 08:00', OSL, daily('08:00', OSL)),
  e('easter weekend extended hours reminder', DEN, no(MOVABLE)),

  // a university exam office
  e('exam timetable publish reminder: 1 march 2027 10:00', LON, once('2027-03-01', '10:00', LON)),
  e(
    'invigilator rota email every mon 8am during the exam period (may 10 – jun 11)',
    LON,
    on(['mon'], '08:00', LON, { from: '2027-05-10', until: '2027-06-11' }),
  ),
  e('results release 25 june 2027 at 0900 BST', LON, once('2027-06-25', '09:00', LON)),
  e('seating plan export 4:30pm weekdays', LON, on('weekdays', '16:30', LON)),
  e('pariksha: hall ticket download reminder roz subah 9 baje', KOL, daily('09:00', KOL)),
  e('resit applications close — reminder 31 july 2027 noon', LON, once('2027-07-31', '12:00', LON)),
  e('extenuating circs panel 2nd thurs each month 2pm', LON, on({ nth: [2], weekday: 'thu' }, '14:00', LON)),
  e(
    'invigilators arrive 45 min before the 9:30 start, mon-fri in january',
    LON,
    on({ weekdays: 'weekdays', months: [1] }, '08:45', LON),
  ),
  e('exam office: online exam platform health check every 5 min on exam days', MEL, no(WHICH_DAY)),
  e('special consideration outcomes email 11pm AEST 5 july 2027', MEL, once('2027-07-05', '23:00', MEL)),
  e('ujian: pengumuman nilai setiap jumat jam 15.00', JKT, on(['fri'], '15:00', JKT)),
  e('egzaminy: przypomnienie o rejestracji 1 i 15 dnia miesiąca o 9:00', WAW, on({ monthDays: [1, 15] }, '09:00', WAW)),
  e(
    'graduation list freeze 30 nov 2026 17:00, then again 30 april 2027 17:00',
    LON,
    plan(at({ monthDays: [30], months: [11, 4] }, '17:00', LON), { until: '2027-04-30' }),
  ),
  e('marking deadline nag every weekday 3pm till 18 dec', DUB, on('weekdays', '15:00', DUB, { until: '2026-12-18' })),
  e('exam papers to print room 10 working days before each exam', LON, no(RELATIVE)),
  e('tenttitoimisto: tentti-ilmoittautuminen muistutus joka maanantai klo 10', HEL, on(['mon'], '10:00', HEL)),

  // a kindergarten
  e('børnehave: madpakke-påmindelse til forældrene hver søndag kl. 19', CPH, on(['sun'], '19:00', CPH)),
  e('parent newsletter fridays 3pm', MEL, on(['fri'], '15:00', MEL)),
  e('barnehage: turdag-påminnelse hver torsdag kl 07:30', OSL, on(['thu'], '07:30', OSL)),
  e('head lice check reminder first monday of the month 8am', CPH, on({ nth: [1], weekday: 'mon' }, '08:00', CPH)),
  e(
    'christmas play rehearsal reminders dec 7-18 weekdays 9:15',
    MEL,
    on('weekdays', '09:15', MEL, { from: '2026-12-07', until: '2026-12-18' }),
  ),
  e('late pick-up reminder to parents weekdays 16:45', CPH, on('weekdays', '16:45', CPH)),
  e('fruit box order every other wednesday', CPH, no(WEEKS)),
  e('kita: Elternbrief jeden 1. des Monats um 7:30', BER, on({ monthDays: [1] }, '07:30', BER)),
  e(
    'sunscreen reminder 10:30 and 1:30 every day in dec, jan, feb',
    SYD,
    on({ months: [12, 1, 2] }, ['10:30', '13:30'], SYD),
  ),
  e('förskola: fruktstund varje dag kl 14.30 utom helger', STO, on('weekdays', '14:30', STO)),
  e('kindy: photo day reminder thursday 3 dec 8am', BNE, once('2026-12-03', '08:00', BNE)),
  e('grădiniță: meniul săptămânii trimis părinților vinerea la 16', BUH, on(['fri'], '16:00', BUH)),
  e('teacher ratio check every 30 mins 7am-6pm', BNE, span('daily', { minutes: 30 }, '07:00', '18:00', BNE)),

  // a volunteer fire station
  e('siren test every saturday noon', CHI, on(['sat'], '12:00', CHI)),
  e('pump test first sunday of each month 9am', DEN, on({ nth: [1], weekday: 'sun' }, '09:00', DEN)),
  e('SCBA checks mon 7p', CHI, on(['mon'], '19:00', CHI)),
  e('training night 2nd & 4th tuesday 1900hrs', CHI, no(NTH_SHIFT)),
  e('CFA: fire danger rating check 6pm daily oct to apr', MEL, on({ months: [10, 11, 12, 1, 2, 3, 4] }, '18:00', MEL)),
  e(
    'hydrant flushing reminder 3rd saturday of april and october 8am',
    CHI,
    on({ nth: [3], weekday: 'sat', months: [4, 10] }, '08:00', CHI),
  ),
  e('Feuerwehr: Sirenenprobe jeden Samstag um 12 Uhr', BER, on(['sat'], '12:00', BER)),
  e('straż: przegląd sprzętu w każdy poniedziałek o 18:00', WAW, on(['mon'], '18:00', WAW)),
  e('truck checks after every call-out', CHI, no(NO_TIME)),
  e('fundraiser BBQ sat 19 june 2027 — volunteers reminder 9am the day before', DEN, once('2027-06-18', '09:00', DEN)),
  e(
    'hasiči: kontrola techniky každou první sobotu v měsíci v 9:00',
    PRG,
    on({ nth: [1], weekday: 'sat' }, '09:00', PRG),
  ),
  e('radio net check-in 1930 wednesdays', ANC, on(['wed'], '19:30', ANC)),
  e('fire station: burn ban status check when the humidity goes under 30', DEN, no(WEATHER)),
  e(
    'brigade AGM reminder last monday of may 7pm',
    HBA,
    on({ nth: ['last'], weekday: 'mon', months: [5] }, '19:00', HBA),
  ),

  // a marathon organiser
  e('race pack pickup reminder 2 days before the race', NY, no(RELATIVE)),
  e('early bird price ends: 1 march 2027 00:00 CET', BER, once('2027-03-01', '00:00', BER)),
  e(
    'long run reminder every sunday 7am until race day (apr 19)',
    NY,
    on(['sun'], '07:00', NY, { until: '2027-04-19' }),
  ),
  e('course marshal brief 5:30am race morning oct 10 2027', CHI, once('2027-10-10', '05:30', CHI)),
  e(
    'tokyo marathon mar 7: split feed refresh every minute 9:00-16:00 JST',
    TYO,
    plan(every('daily', { minutes: 1, window: ['09:00', '16:00'] }, TYO), { from: '2027-03-07', until: '2027-03-07' }),
  ),
  e('maratona: lembrete de inscrição todo dia 10 às 9h', SAO, on({ monthDays: [10] }, '09:00', SAO)),
  e('half marathon: road closure notice 6am the first sunday of march 2027', LON, once('2027-03-07', '06:00', LON)),
  e(
    'corrida: treino coletivo terças e quintas 6h30 até 12 de março',
    LIS,
    on(TT, '06:30', LIS, { until: '2027-03-12' }),
  ),
  e('medal engraving queue every 10 min on race day', CHI, no(WHICH_DAY)),
  e(
    'sponsor report 1st business day of each month at 10',
    LON,
    either(no(HALF), on({ firstBusinessDay: true }, '10:00', LON)),
  ),
  e('maraton: podsjetnik za trkače svake subote u 8 ujutru', BEG, on(['sat'], '08:00', BEG)),
  e(
    'start corral open 6:15, remind pacers 15 min prior — sunday 26 sept 2027, Berlin',
    LON,
    once('2027-09-26', '06:00', BER),
  ),
  e('aid station water order every 6 weeks', NY, no(WEEKS)),

  // an e-sports team across regions
  e('scrims 8pm EST mon wed fri, EU lads pls note', BER, on(MWF, '20:00', NY)),
  e('VOD review tue 18:00 CET', LON, on(['tue'], '18:00', BER)),
  e('KR bootcamp: practice 14:00-22:00 KST, ping every 2h', SEL, span('daily', { hours: 2 }, '14:00', '22:00', SEL)),
  e('patch notes check every thursday 3am PT', LON, on(['thu'], '03:00', LA)),
  e('team meeting sunday 9pm my time (sydney)', SGP, on(['sun'], '21:00', SYD)),
  e('OCE scrim block wed 7pm AEDT', LA, on(['wed'], '19:00', SYD)),
  e('tournament check-in opens 1h before the 18:00 CEST match on 12 june 2027', BER, once('2027-06-12', '17:00', BER)),
  e('entrenamiento del equipo todos los días 19:00 hora de Lima', BOG, daily('19:00', LIM)),
  e('scrim 6 tonight', LA, once('2026-11-23', '18:00', LA)),
  e(
    'ranked queue together 9pm their time (NA west) + 9pm our time (EU)',
    BER,
    either(plan([at('daily', '21:00', LA), at('daily', '21:00', BER)]), no(TWO_JOBS)),
  ),
  e('warmup comms check 30 min before every official match', SEL, no(RELATIVE)),
  e('trenirovka kazhdyj den v 16:00 po Moskve', MOW, daily('16:00', MOW)),
  e('BR squad: treino seg a sex 20h Brasília', SAO, on('weekdays', '20:00', SAO)),
  e('SEA scrims 8pm GMT+8 sat sun', SYD, on('weekends', '20:00', SGP)),
  e('coach 1:1s every monday at 10 — PST or CET, whichever suits', LA, no(WHICH_ZONE)),
  e('roster lock reminder 23:59 UTC jan 10 2027', LA, once('2027-01-10', '23:59', UTC)),

  // a podcast network
  e('episode drops tues 5am ET', LA, on(['tue'], '05:00', NY)),
  e('ad reads due wednesdays by 12 noon', NY, on(['wed'], '12:00', NY)),
  e('RSS feed validation every 6 hours', NY, plan(every('daily', { hours: 6 }, NY))),
  e('download stats report first business day 9:00', LON, on({ firstBusinessDay: true }, '09:00', LON)),
  e('guest booking reminder 24h before each recording', LON, no(RELATIVE)),
  e('editing deadline every friday 17:00, remind at 15:00 as well', LON, on(['fri'], ['15:00', '17:00'], LON)),
  e('podkast: nowy odcinek w każdy czwartek o 6 rano', WAW, on(['thu'], '06:00', WAW)),
  e('live show thurs 8 pm eastern — promo post 2h before', CHI, on(['thu'], '18:00', NY)),
  e('network newsletter 2nd and last friday 10am', NY, on({ nth: [2, 'last'], weekday: 'fri' }, '10:00', NY)),
  e('podcast: studio booking sheet mon 9:30am, wed 9:30am, skip public holidays', NY, no(HOLIDAYS)),
  e('pódcast: grabación con invitados los jueves a las 17 h (hora de Madrid)', BOG, on(['thu'], '17:00', MAD)),
  e(
    'rss: fetch the partner feeds at :05 and :35 every hour',
    UTC,
    plan([every('daily', { hours: 1, at: 5 }, UTC), every('daily', { hours: 1, at: 35 }, UTC)]),
  ),

  // a zoo's keepers
  e('penguin feed 10:30 and 15:00 daily', SYD, daily(['10:30', '15:00'], SYD)),
  e('reptile house temp check every 2h around the clock', SYD, plan(every('daily', { hours: 2 }, SYD))),
  e('elephant enrichment tue thu sat 1100', SGP, on(['tue', 'thu', 'sat'], '11:00', SGP)),
  e('keeper talk announcements 10 min before each talk (11:00 and 14:00)', SGP, daily(['10:50', '13:50'], SGP)),
  e('hoofstock trims every 6 weeks', SGP, no(WEEKS)),
  e('Zoo: Fütterung Raubkatzen täglich 16:00, sonntags Fastentag', VIE, on(MON_SAT, '16:00', VIE)),
  e('bustani ya wanyama: lisha twiga kila siku saa tatu asubuhi', NBO, daily('09:00', NBO)),
  e('night house check 2100 and 0300', SYD, daily(['03:00', '21:00'], SYD)),
  e('zoo vet: quarantine exam reminder mar 15 2027 8am', SGP, once('2027-03-15', '08:00', SGP)),
  e('aviary misting system on at 1pm on days over 35 degrees', SYD, no(WEATHER)),
  e('zoo: platypus tank water test 7:15am & 7:15pm', MEL, daily(['07:15', '19:15'], MEL)),
  e('giraffe weigh-in 1st sunday 8am', PER, on({ nth: [1], weekday: 'sun' }, '08:00', PER)),
  e('zoológico: alimentação dos primatas às 9h, 12h e 16h', SAO, daily(['09:00', '12:00', '16:00'], SAO)),
  e(
    'sea lion show PA reminder 11:50 + 14:50 weekends, 14:50 only weekdays',
    SGP,
    plan([at('weekends', ['11:50', '14:50'], SGP), at('weekdays', '14:50', SGP)]),
  ),
  e('zoo: keeper diary export 1730 mon-fri, last keeper out turns off', LON, on('weekdays', '17:30', LON)),
  e(
    'panda cam snapshot every 20 min from opening (9) to close (5)',
    TYO,
    span('daily', { minutes: 20 }, '09:00', '17:00', TYO),
  ),

  // a museum
  e('doors open 10:00 tue-sun — remind the guards 10 min before', PAR, on(TUE_SUN, '09:50', PAR)),
  e('free first sunday: social post the saturday before at 6pm', PAR, no(DAY_BEFORE)),
  e('museo: recordatorio de cambio de exposición 3 de mayo de 2027 a las 9:00', MAD, once('2027-05-03', '09:00', MAD)),
  e('late opening thursdays: closing announcement 8:45pm', LON, on(['thu'], '20:45', LON)),
  e('muzeum: inwentaryzacja w ostatni piątek miesiąca o 15', WAW, on({ nth: ['last'], weekday: 'fri' }, '15:00', WAW)),
  e('school group bookings digest weekdays 7:30a', NY, on('weekdays', '07:30', NY)),
  e('museo: pulizia delle teche ogni lunedì alle 8', ROM, halfOr(['mon'], '08:00', '20:00', ROM)),
  e('loan agreement renewal reminder every 2 years on 1 july', LON, no(YEARLY_STEP)),
  e('muzej: obilazak za volontere svake srede u 10 sati', BEG, on(['wed'], '10:00', BEG)),
  e(
    'museum shop stock count last day of each quarter 6pm',
    NY,
    on({ monthDays: ['last'], months: [3, 6, 9, 12] }, '18:00', NY),
  ),
  e('night at the museum event fri 11 dec 2026, security brief 5:30pm', LON, once('2026-12-11', '17:30', LON)),
  e('muzeji: urnik vodenja vsako soboto ob 11. uri', LJU, on(['sat'], '11:00', LJU)),
  e('muzejs: ekspozīcijas apgaismojuma pārbaude katru pirmdienu plkst. 9:00', RIX, on(['mon'], '09:00', RIX)),

  // a church choir
  e('choir practice thurs 7:30pm — remind everyone 1 hr before', LON, on(['thu'], '18:30', LON)),
  e('anthem list to the organist every wed by 12', LON, either(on(['wed'], '12:00', LON), no(HALF))),
  e('christmas eve service rehearsal dec 23 6pm', LON, once('2026-12-23', '18:00', LON)),
  e('easter sunday rehearsal reminder the week before', LON, no(MOVABLE)),
  e('cor: repetiție în fiecare marți la ora 19', BUH, on(['tue'], '19:00', BUH)),
  e('xorodia: prova kathe Pempti stis 8 to vrady', ATH, on(['thu'], '20:00', ATH)),
  e('robes to the dry cleaner 2nd sunday after the service', LON, no(NO_TIME)),
  e('hymn numbers to the AV team sat 5p', CHI, on(['sat'], '17:00', CHI)),
  e('kirkekor: øvelse hver onsdag kl 19.30, påmindelse kl 17', CPH, on(['wed'], '17:00', CPH)),
  e(
    'choir: lessons and carols dress rehearsal sun 20 dec 2026 at half past two',
    LON,
    either(once('2026-12-20', '14:30', LON), no(HALF)),
  ),
  e('coro: ensayo general el sábado 19 de diciembre a las 11 de la mañana', MEX, once('2026-12-19', '11:00', MEX)),
  e('sectionals every other saturday 10am', SYD, no(WEEKS)),
  e(
    'Chor: Probe montags 19:45 bis zu den Sommerferien (16. Juli)',
    BER,
    on(['mon'], '19:45', BER, { until: '2027-07-16' }),
  ),
  e('kor: tiap minggu pagi jam 6.30 latihan sebelum misa', JKT, on(['sun'], '06:30', JKT)),
  e('choir treasurer: reminder to pay dues every 1st at 9 in the morning', LOS, on({ monthDays: [1] }, '09:00', LOS)),

  // a climbing gym
  e('auto-belay inspection daily 0800 before open', DEN, daily('08:00', DEN)),
  e('membership expiry emails every day at 10', DEN, halfOr('daily', '10:00', '22:00', DEN)),
  e('youth team practice tue/thu 4:30', DEN, halfOr(TT, '04:30', '16:30', DEN)),
  e('plezalni center: pregled opreme vsak petek ob 7h', LJU, on(['fri'], '07:00', LJU)),
  e('hold washing every 3 weeks', DEN, no(WEEKS)),
  e('comp day sat 15 may 2027 — registration closes 9, send a reminder at 8am', DEN, once('2027-05-15', '08:00', DEN)),
  e('crash pad inspection last sunday of the month 7:00am', AKL, no(NTH_SHIFT)),
  e('boulder reset wednesdays 9pm-1am: ping setters at 9pm', AKL, on(['wed'], '21:00', AKL)),
  e(
    'kletterhalle: Griffe waschen jeden 2. Dienstag im Monat 8 Uhr',
    ZRH,
    on({ nth: [2], weekday: 'tue' }, '08:00', ZRH),
  ),
  e('escalada: revisão das cordas todo dia 5 às 18h', LIS, on({ monthDays: [5] }, '18:00', LIS)),
  e('gym: day pass sales report 9:05pm nightly', CHT, daily('21:05', CHT)),
  e('rope retirement log every 100 climbs', DEN, no(NOT_A_CLOCK)),
  e(
    'front desk opening checklist 5:45 weekdays, 7:45 weekends',
    VAN,
    plan([at('weekdays', '05:45', VAN), at('weekends', '07:45', VAN)]),
  ),

  // a data-centre NOC
  e('UPS battery test last saturday of the month 0200 local', BER, on({ nth: ['last'], weekday: 'sat' }, '02:00', BER)),
  e('generator load test 1st tues 10am', AMS, on({ nth: [1], weekday: 'tue' }, '10:00', AMS)),
  e('BGP flap report every 5 min', UTC, plan(every('daily', { minutes: 5 }, UTC))),
  e('NOC shift handover 07:00 / 19:00', SGP, daily(['07:00', '19:00'], SGP)),
  e('cert expiry scan daily 03:17 UTC', BER, daily('03:17', UTC)),
  e('chiller failover drill 3rd wednesday at 11pm Eastern', NY, no(NTH_SHIFT)),
  e(
    'centrum danych: test agregatu w pierwszy wtorek miesiąca o 10:00',
    WAW,
    on({ nth: [1], weekday: 'tue' }, '10:00', WAW),
  ),
  e('change freeze starts dec 18 2026 17:00 UTC — post a reminder then', LON, once('2026-12-18', '17:00', UTC)),
  e(
    'ticket SLA sweep every 10 min between 00:00 and 06:00 UTC',
    UTC,
    span('daily', { minutes: 10 }, '00:00', '06:00', UTC),
  ),
  e(
    'fire suppression panel check every 2nd monday 9:00 — DC is in Frankfurt, I am in Dublin',
    DUB,
    on({ nth: [2], weekday: 'mon' }, '09:00', BER),
  ),
  e('remote hands invoice review 28th monthly 23:00 Sydney', SYD, on({ monthDays: [28] }, '23:00', SYD)),
  e('cross-connect audit every quarter', LON, no(NO_TIME)),
  e(
    'dc: obchůzka sálů každé 4 hodiny od 2:00',
    PRG,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], PRG),
  ),
  e('generator fuel top-up when the tank is below 60%', LON, no(WEATHER)),
  e('maintenance window sun 28 mar 2027 02:30 CET', BER, no(SKIPPED)),
  e('NOC: on-call swap every monday 0900 IST (india)', LON, on(['mon'], '09:00', KOL)),
  e('DC Mumbai: battery room walkthrough every 3 hours 24x7', KOL, plan(every('daily', { hours: 3 }, KOL))),

  // a game studio's live ops
  e('daily reset 0000 UTC', LA, daily('00:00', UTC)),
  e('weekly shop rotation thursday 00:00 UTC', LA, on(['thu'], '00:00', UTC)),
  e(
    'event start fri dec 4 10am PT, event end mon dec 7 10am PT',
    LA,
    either(no(TWO_JOBS), plan(at(['fri', 'mon'], '10:00', LA), { from: '2026-12-04', until: '2026-12-07' })),
  ),
  e('server maintenance every tuesday 9am KST', LA, on(['tue'], '09:00', SEL)),
  e('battle pass season ends 15 feb 2027 23:59 PST — post the countdown then', LA, once('2027-02-15', '23:59', LA)),
  e(
    'leaderboard snapshot every 4h starting 2am',
    LA,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], LA),
  ),
  e('roguin bonasu no risetto wa mainichi 4-ji JST', TYO, daily('04:00', TYO)),
  e('hotfix deploy window wed 2-4am PT, ping at the start', LA, on(['wed'], '02:00', LA)),
  e(
    'live ops: gacha rates audit every 45 minutes',
    LA,
    either(no(STEP_MINUTES), plan(every('daily', { minutes: 45 }, LA))),
  ),
  e('community stream reminder fri 1pm PT = 10pm CET? just do 1pm PT', BER, on(['fri'], '13:00', LA)),
  e('daily quest rotation at 5:00 server time (server is Frankfurt)', LA, daily('05:00', BER)),
  e('live ops: login spike report every hour at :15', LA, plan(every('daily', { hours: 1, at: 15 }, LA))),
  e(
    'new season launch tue 2 mar 2027 18:00 UTC, ping comms 1h earlier too',
    LA,
    once('2027-03-02', ['17:00', '18:00'], UTC),
  ),
  e('one-off: event hotfix push tomorrow 3am my time', LA, once('2026-11-24', '03:00', LA)),
  e('phụ trách sự kiện: reset bảng xếp hạng mỗi thứ Hai lúc 7 giờ sáng', HCM, on(['mon'], '07:00', HCM)),

  // a mobile app's push campaigns
  e('push "your streak is waiting" every day at 7pm in each user\'s local time', NY, no(PER_USER)),
  e('weekly digest push sunday 10am ET', LA, on(['sun'], '10:00', NY)),
  e('flash sale push fri 27 nov 2026 at 9am and 6pm GMT', LON, once('2026-11-27', ['09:00', '18:00'], LON)),
  e('cart abandonment push 2 hours after the cart is left', LON, no(RELATIVE)),
  e('notificação push: promoção toda sexta às 12h (horário de Brasília)', LIS, on(['fri'], '12:00', SAO)),
  e('thông báo: gửi push lúc 8 giờ tối mỗi ngày', HCM, daily('20:00', HCM)),
  e('weekend push every 3 hours 9am to 9pm sat sun', SGP, span('weekends', { hours: 3 }, '09:00', '21:00', SGP)),
  e('A/B push test at a random minute each hour', SGP, no(HASHED)),
  e('ramadan iftar push at maghrib daily', RUH, no(SUN)),
  e(
    'black friday countdown push every hour on nov 27 from 8am to midnight',
    NY,
    either(
      plan(every('daily', { hours: 1, window: ['08:00', '23:00'] }, NY), { from: '2026-11-27', until: '2026-11-27' }),
      plan([every('daily', { hours: 1, window: ['08:00', '23:00'] }, NY), at('daily', '00:00', NY)], {
        from: '2026-11-27',
        until: '2026-11-28',
      }),
    ),
  ),
  e('push: re-engagement campaign tue and thu 11:30 Jakarta time', SGP, on(TT, '11:30', JKT)),
  e('push: new year greeting 1 jan 2027 00:00 Sydney', LON, once('2027-01-01', '00:00', SYD)),
  e("bildirim: her akşam 21:00'de hatırlatma gönder", IST, daily('21:00', IST)),
  e('push campaign paused — do not send until further notice', LON, no(OFF)),
  e('in-app inbox message every wednesday 6:30 pm India time', DXB, on(['wed'], '18:30', KOL)),

  // ML training jobs
  e('retrain the ranking model every sunday 01:00 UTC', LA, on(['sun'], '01:00', UTC)),
  e('checkpoint sync to s3 every 20 min', LA, plan(every('daily', { minutes: 20 }, LA))),
  e('GPU quota reset reminder 1st of the month 00:00 PT', LON, on({ monthDays: [1] }, '00:00', LA)),
  e(
    'hyperparam sweep every 6 hours for the next 3 days',
    UTC,
    either(
      plan(every('daily', { hours: 6 }, UTC), { until: '2026-11-25' }),
      plan(every('daily', { hours: 6 }, UTC), { until: '2026-11-26' }),
    ),
  ),
  e('data drift monitor every 15 min on weekdays', NY, plan(every('weekdays', { minutes: 15 }, NY))),
  e('feature store backfill 3am my time (PT) on the 2nd and 16th', NY, on({ monthDays: [2, 16] }, '03:00', LA)),
  e('stop training after 10 epochs', LA, no(NOT_A_CLOCK)),
  e('kill stale notebooks every 30 seconds', LA, no(SECONDS)),
  e('embedding refresh 4:20am IST daily', KOL, daily('04:20', KOL)),
  e('eval leaderboard to slack every weekday 9:00 Kathmandu', KOL, on('weekdays', '09:00', KTM)),
  e(
    'distill job every 2 hrs from 1am',
    LA,
    daily(
      ['01:00', '03:00', '05:00', '07:00', '09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:00', '23:00'],
      LA,
    ),
  ),
  e(
    'ml: dataset snapshot on the last day of every month at 23:30 Pacific',
    LA,
    on({ monthDays: ['last'] }, '23:30', LA),
  ),
  e(
    'weekly fine-tune saturday 22:00 CET, eval sunday 06:00 CET',
    BER,
    either(no(TWO_JOBS), plan([at(['sat'], '22:00', BER), at(['sun'], '06:00', BER)])),
  ),
  e('cluster autoscaler report every 12h at 0 and 12 UTC', SGP, daily(['00:00', '12:00'], UTC)),
  e('obuchenie modeli kazhduyu noch v 2 chasa po moskovskomu vremeni', MOW, daily('02:00', MOW)),
  e('spot instance checkpoint 5 min after every preemption', LA, no(RELATIVE)),

  // a farmers' cooperative
  e('milk collection trucks 6am and 5pm daily', NBO, daily(['06:00', '17:00'], NBO)),
  e(
    'chama: mkutano wa wanachama kila jumamosi ya kwanza ya mwezi saa nne asubuhi',
    NBO,
    on({ nth: [1], weekday: 'sat' }, '10:00', NBO),
  ),
  e('samity: protiti shombar shokal 8 tay meeting', DAC, on(['mon'], '08:00', DAC)),
  e('grain price board update weekdays 7:30am CT', DEN, on('weekdays', '07:30', CHI)),
  e('fertiliser order cutoff 25th of each month 5pm', NBO, on({ monthDays: [25] }, '17:00', NBO)),
  e('cooperativa: colectarea laptelui în fiecare zi la 6 și la 18', BUH, daily(['06:00', '18:00'], BUH)),
  e('rain gauge reading whenever it rains', NBO, no(WEATHER)),
  e('market day reminder every saturday 5am', DAR, on(['sat'], '05:00', DAR)),
  e("kooperatif: her pazartesi saat 9'da fiyat listesi", IST, on(['mon'], '09:00', IST)),
  e('ushirika: malipo ya wakulima kila tarehe 5 saa nane mchana', DAR, on({ monthDays: [5] }, '14:00', DAR)),
  e('co-op: cattle sale every 2nd thursday 10am', BNE, on({ nth: [2], weekday: 'thu' }, '10:00', BNE)),
  e(
    'sugarcane crushing season: weigh-bridge report every 2 hours, until 31 march',
    KOL,
    plan(every('daily', { hours: 2 }, KOL), { until: '2027-03-31' }),
  ),
  e('krishak samiti: har somvar subah 10 baje baithak', KOL, on(['mon'], '10:00', KOL)),
  e('co-op: seed distribution after the first rains', NBO, no(WEATHER)),
  e("hasat: her gün 05:30 ekip toplanması, 15 ekim'e kadar", IST, daily('05:30', IST, { until: '2027-10-15' })),
  e(
    'cooperativa agraria: riunione soci ultimo venerdì del mese alle 20:30',
    ROM,
    on({ nth: ['last'], weekday: 'fri' }, '20:30', ROM),
  ),
  e('egg grading line start 4:45 am mon-sat', MNL, on(MON_SAT, '04:45', MNL)),

  // a tax office at filing season
  e(
    'filing deadline reminder every weekday 9am from march 1 to april 15',
    NY,
    on('weekdays', '09:00', NY, { from: '2027-03-01', until: '2027-04-15' }),
  ),
  e('e-file batch submit every 2 hours 8-8', NY, span('daily', { hours: 2 }, '08:00', '20:00', NY)),
  e('extension reminder apr 14 2027 at 4pm ET', CHI, once('2027-04-14', '16:00', NY)),
  e('deklarationen: påminnelse 3 maj 2027 kl 09', STO, once('2027-05-03', '09:00', STO)),
  e(
    'estimated tax reminders 15 jan, 15 apr, 15 jun, 15 sep at 10am',
    NY,
    on({ monthDays: [15], months: [1, 4, 6, 9] }, '10:00', NY),
  ),
  e('Finanzamt: UStVA bis zum 10., Erinnerung jeden 8. um 9 Uhr', BER, on({ monthDays: [8] }, '09:00', BER)),
  e(
    'biuro rachunkowe: przypomnienie o PIT codziennie o 8 od 1 do 30 kwietnia',
    WAW,
    daily('08:00', WAW, { from: '2027-04-01', until: '2027-04-30' }),
  ),
  e(
    'scan the inbox every 10 min during office hours 8:30-17:00 mon-fri',
    NY,
    span('weekdays', { minutes: 10 }, '08:30', '17:00', NY),
  ),
  e('W-2 mailing reminder jan 29 2027 noon', CHI, once('2027-01-29', '12:00', CHI)),
  e(
    'BAS lodgement reminder 28th of oct, feb, apr and jul at 9am',
    SYD,
    on({ monthDays: [28], months: [2, 4, 7, 10] }, '09:00', SYD),
  ),
  e('GST return nudge on the 20th each month 9am NZT', AKL, on({ monthDays: [20] }, '09:00', AKL)),
  e(
    'tax office: remind staff every friday in april at 4pm about the saturday opening',
    NY,
    on({ weekdays: ['fri'], months: [4] }, '16:00', NY),
  ),
  e(
    'kantor pajak: pengingat SPT tahunan setiap hari jam 9 pagi sampai 31 maret',
    JKT,
    daily('09:00', JKT, { until: '2027-03-31' }),
  ),
  e('impôts: rappel déclaration en ligne le 20 mai 2027 à 18h', PAR, once('2027-05-20', '18:00', PAR)),
  e(
    'self assessment deadline — 31 jan 2027 at 11pm, plus a heads-up on the 24th at 9',
    LON,
    either(
      plan([at({ monthDays: [24], months: [1] }, '09:00', LON), at({ monthDays: [31], months: [1] }, '23:00', LON)], {
        until: '2027-01-31',
      }),
      no(TWO_JOBS),
    ),
  ),
  e('filing season overtime sign-up every monday until april 15', NY, no(NO_TIME)),
  e('tax office: client callback list at 8:45 and 1:15', NY, either(daily(['08:45', '13:15'], NY), no(HALF))),

  // platform engineers pasting scheduler config
  e("on:\n  schedule:\n    - cron: '30 5 * * 1-5'", LA, on('weekdays', '05:30', UTC)),
  e("gh actions nightly: - cron: '0 */6 * * *'", BER, plan(every('daily', { hours: 6 }, UTC))),
  e("schedule:\n  - cron: '15 3 * * 0'  # sunday dependency bump", LON, on(['sun'], '03:15', UTC)),
  e("workflow cron '0 9 * * 1' # 9am IST monday", KOL, either(on(['mon'], '09:00', UTC), no(CONFLICT))),
  e("- cron: '0 0 1 * *' release notes draft", NY, on({ monthDays: [1] }, '00:00', UTC)),
  e("cron: '*/15 * * * *' stale PR sweeper", SGP, plan(every('daily', { minutes: 15 }, UTC))),
  e('heroku scheduler: rake digest:send daily at 10:30 PM UTC', NY, daily('22:30', UTC)),
  e('Heroku Scheduler job "hourly" at :30 past', NY, plan(every('daily', { hours: 1, at: 30 }, UTC))),
  e('render.yaml cron job: schedule: "0 8 * * *"', LON, daily('08:00', UTC)),
  e('render cron "45 23 * * 5" weekly invoice export', CHI, on(['fri'], '23:45', UTC)),
  e('fly machine run . --schedule daily', LON, no(NO_TIME)),
  e('fly.io: --schedule hourly for the cache warmer', LON, either(plan(every('daily', { hours: 1 }, UTC)), no(HASHED))),
  e('periodic {\n  cron = "0 4 * * 6"\n  time_zone = "America/New_York"\n}', LON, on(['sat'], '04:00', NY)),
  e(
    'nomad periodic crons = ["*/30 9-17 * * 1-5"] time_zone "Europe/Amsterdam"',
    AMS,
    plan(every('weekdays', { minutes: 30, window: ['09:00', '17:30'] }, AMS)),
  ),
  e("Jenkinsfile: triggers { cron('H 2 * * 1-5') }", BER, no(HASHED)),
  e("pipeline triggers cron('H/15 * * * *')", BER, no(HASHED)),
  e("jenkins: cron('30 22 * * *') — controller runs in Berlin time", LON, daily('22:30', BER)),
  e('rundeck job schedule crontab: 0 30 6 ? * MON-FRI *', BER, on('weekdays', '06:30', BER)),
  e('rundeck: 0 0 12 ? * SAT * (server tz Asia/Karachi)', LON, on(['sat'], '12:00', KHI)),
  e('azure function timer "schedule": "0 */5 * * * *"', LON, plan(every('daily', { minutes: 5 }, UTC))),
  e(
    'TimerTrigger("0 30 9 * * 1-5") with WEBSITE_TIME_ZONE = W. Europe Standard Time',
    LON,
    on('weekdays', '09:30', BER),
  ),
  e('NCRONTAB 0 0 22 * * 0 — app setting WEBSITE_TIME_ZONE=AUS Eastern Standard Time', SYD, on(['sun'], '22:00', SYD)),
  e('function.json schedule "*/20 * * * * *"', LON, no(SECONDS)),
  e('azure func: "0 15 2 1 * *" (UTC, no tz setting)', LON, on({ monthDays: [1] }, '02:15', UTC)),
  e(
    'logic app recurrence: frequency Week, interval 1, weekDays Monday, Thursday, hours 8, minutes 15, timeZone Eastern Standard Time',
    NY,
    on(['mon', 'thu'], '08:15', NY),
  ),
  e('logic app: frequency Week, interval 2, weekDays Friday, hours 16', LON, no(WEEKS)),
  e('Recurrence trigger: Day, interval 1, at 7:00, time zone (UTC+05:45) Kathmandu', KOL, daily('07:00', KTM)),
  e(
    'logic apps recurrence Month, interval 1, start 2026-12-01T06:00:00, tz India Standard Time',
    KOL,
    on({ monthDays: [1] }, '06:00', KOL, { from: '2026-12-01' }),
  ),
  e('cloud scheduler: schedule "0 7 * * 1-5", time zone Europe/Lisbon', LON, on('weekdays', '07:00', LIS)),
  e(
    'gcloud scheduler jobs create http purge --schedule="30 1 * * *" --time-zone="Asia/Colombo"',
    SGP,
    daily('01:30', CMB),
  ),
  e(
    'Cloud Scheduler job frequency "0 */2 * * *" timezone America/St_Johns',
    NY,
    plan(every('daily', { hours: 2 }, STJ)),
  ),
  e('cron.yaml (app engine): schedule: every 24 hours', LON, no(FROM_START)),
  e('app engine cron: "every monday 09:00" timezone: Australia/Sydney', SYD, on(['mon'], '09:00', SYD)),
  e('OnCalendar=Mon..Fri 07:30', BER, on('weekdays', '07:30', BER)),
  e('OnCalendar=*-*-01 04:00:00 UTC', BER, on({ monthDays: [1] }, '04:00', UTC)),
  e('systemd timer OnCalendar=hourly', BER, plan(every('daily', { hours: 1 }, BER))),
  e('OnCalendar=*:0/10', LON, plan(every('daily', { minutes: 10 }, LON))),
  e('OnCalendar=Sat *-*-1..7 18:00:00', STO, on({ nth: [1], weekday: 'sat' }, '18:00', STO)),
  e('[Timer] OnBootSec=15min', LON, no(AT_EVENT)),
  e('OnCalendar=*-*-* 02:30:00 Europe/Berlin', LON, daily('02:30', BER)),
  e('OnCalendar=Sun *-*-* 23:00 Asia/Tehran', DXB, on(['sun'], '23:00', THR)),
  e('launchd plist: StartCalendarInterval { Hour = 9; Minute = 0; Weekday = 1; }', LA, on(['mon'], '09:00', LA)),
  e(
    'StartCalendarInterval <key>Hour</key><integer>3</integer><key>Minute</key><integer>15</integer>',
    TOR,
    daily('03:15', TOR),
  ),
  e(
    'launchd Weekday 0, Hour 20 (sunday backup to the NAS)',
    TOR,
    either(on(['sun'], '20:00', TOR), plan(every(['sun'], { minutes: 1, window: ['20:00', '20:59'] }, TOR))),
  ),
  e(
    "celery beat: crontab(minute=0, hour='*/3')  # CELERY_TIMEZONE = 'Europe/Madrid'",
    MAD,
    plan(every('daily', { hours: 3 }, MAD)),
  ),
  e('crontab(hour=7, minute=30, day_of_week=1) — beat in UTC', LON, on(['mon'], '07:30', UTC)),
  e("crontab(0, 0, day_of_month='2') for the invoices, tz America/Bogota", BOG, on({ monthDays: [2] }, '00:00', BOG)),
  e("'schedule': 30.0  # celery beat heartbeat", LON, no(SECONDS)),
  e(
    "crontab(minute='*/20', hour='8-18', day_of_week='mon-fri') Asia/Kuala_Lumpur",
    KUL,
    plan(every('weekdays', { minutes: 20, window: ['08:00', '18:40'] }, KUL)),
  ),
  e("sidekiq-cron: cron: '0 5 * * * America/Chicago'  class: NightlyReportJob", NY, daily('05:00', CHI)),
  e(
    "$schedule->command('emails:send')->weekdays()->at('8:00')->timezone('America/New_York');",
    LON,
    on('weekdays', '08:00', NY),
  ),
  e(
    "$schedule->job(new Payouts)->monthlyOn(4, '15:00'); // app tz Europe/Athens",
    ATH,
    on({ monthDays: [4] }, '15:00', ATH),
  ),
  e('->twiceDaily(1, 13) on the pruning command, app timezone Asia/Manila', MNL, daily(['01:00', '13:00'], MNL)),
  e('laravel: ->everyFifteenMinutes() for horizon snapshot (UTC)', LON, plan(every('daily', { minutes: 15 }, UTC))),
  e(
    "->lastDayOfMonth('17:00') // config/app.php timezone = Australia/Perth",
    PER,
    on({ monthDays: ['last'] }, '17:00', PER),
  ),
  e('->quarterly() for the audit export, app tz UTC', LON, on({ monthDays: [1], months: QUARTERS }, '00:00', UTC)),
  e("whenever: every :sunday, at: '12pm' do rake 'reports:weekly'", CHI, on(['sun'], '12:00', CHI)),
  e("schedule.rb: every 1.day, at: ['4:30 am', '6:00 pm'] — server in Halifax", TOR, daily(['04:30', '18:00'], HAL)),
  e('whenever every 3.hours do runner "Cache.warm" end', CHI, plan(every('daily', { hours: 3 }, CHI))),
  e(
    "scheduler.add_job(f, 'cron', day_of_week='mon-fri', hour=17, minute=30, timezone='Asia/Tokyo')",
    SGP,
    on('weekdays', '17:30', TYO),
  ),
  e("apscheduler add_job(check, 'interval', minutes=45)", LON, no(FROM_START)),
  e(
    "add_job(sync, 'cron', day='last fri', hour=18, timezone='Africa/Cairo')",
    CAI,
    on({ nth: ['last'], weekday: 'fri' }, '18:00', CAI),
  ),
  e(
    "APScheduler CronTrigger(hour='*/4', minute=10, timezone='Asia/Yangon')",
    RGN,
    plan(every('daily', { hours: 4, at: 10 }, RGN)),
  ),
  e("node-cron: cron.schedule('0 0 8 * * 1-5', job, { timezone: 'Europe/Warsaw' })", WAW, on('weekdays', '08:00', WAW)),
  e("cron.schedule('*/10 * * * * *', ping)", LON, no(SECONDS)),
  e("cron.schedule('0 12 * * 3', fn, { timezone: 'America/Argentina/Buenos_Aires' })", SAO, on(['wed'], '12:00', BUE)),
  e(
    "bullmq: queue.add('digest', data, { repeat: { pattern: '0 15 * * 1', tz: 'Europe/London' } })",
    LON,
    on(['mon'], '15:00', LON),
  ),
  e("BullMQ repeat: { pattern: '0 30 6 * * *', tz: 'Asia/Shanghai' }", SHA, daily('06:30', SHA)),
  e('repeat: { every: 7 * 60 * 1000 } in bullmq', LON, no(STEP_MINUTES)),
  e(
    "temporal schedule spec: calendars: [{ hour: 3, dayOfWeek: 'SATURDAY' }], timeZone: 'America/Chicago'",
    CHI,
    on(['sat'], '03:00', CHI),
  ),
  e("temporal: intervals: [{ every: '1h', offset: '15m' }]", LON, plan(every('daily', { hours: 1, at: 15 }, UTC))),
  e(
    "Temporal ScheduleSpec cron_expressions: ['0 22 * * 0-4'] time_zone_name: 'Asia/Riyadh'",
    RUH,
    on(SUN_THU, '22:00', RUH),
  ),
  e('temporal schedule every 36h for the compaction workflow', LON, no(STEP_HOURS)),
  e('crontab line: 0 6 * * 1-5 /opt/jobs/warm.sh  # server TZ=Australia/Eucla', PER, on('weekdays', '06:00', EUC)),
  e('# 0 3 * * * /usr/local/bin/backup.sh  (commented out for now)', LON, no(OFF)),
  e('crontab: 5 4 * * sun  echo "weekly"  # box in Regina', REG, on(['sun'], '04:05', REG)),
  e(
    'crontab -e → 0 8-18/2 * * 1-5 (Lord Howe box, dont ask)',
    SYD,
    plan(every('weekdays', { hours: 2, window: ['08:00', '18:00'] }, LHI)),
  ),
  e('0 9 * * * and 0 21 * * * — two lines, same script', FJI, daily(['09:00', '21:00'], FJI)),
  e('cron 30 7 * * 1,3,5 in Marquesas time pls', MRQ, on(MWF, '07:30', MRQ)),
  e('quartz-style: 0 0 L * ? month-end close (UTC)', LON, on({ monthDays: ['last'] }, '00:00', UTC)),
  e('schedule: "0 0 * * *" for the nightly, but runs in Kabul (TZ=Asia/Kabul)', KBL, daily('00:00', KBL)),
  e('crontab: 0 10 * * * /srv/valletta/report.sh (TZ=Europe/Malta)', MLA, daily('10:00', MLA)),

  // calendar text, RRULE lines, /remind and Teams
  e('Weekly on Tuesday, Thursday · 10:00 – 10:30am', LON, on(TT, '10:00', LON)),
  e('Monthly on the last Friday · 4:00 – 5:00pm (Pacific Time)', NY, no(NTH_SHIFT)),
  e('Daily, until Dec 18, 2026 · 8:30 – 8:45am', TOR, daily('08:30', TOR, { until: '2026-12-18' })),
  e('Every 2 weeks on Monday · 11am – 12pm', TOR, no(WEEKS)),
  e('Annually on March 3 · 9:00am', DUB, on({ monthDays: [3], months: [3] }, '09:00', DUB)),
  e('Weekly on weekdays · 7:15 – 7:30am · Google Meet', SCL, on('weekdays', '07:15', SCL)),
  e('Monthly on day 31 · 6pm', LON, on({ monthDays: [31] }, '18:00', LON)),
  e(
    'Occurs every weekday effective 11/30/2026 from 8:45 AM to 9:00 AM (UTC-05:00) Eastern Time (US & Canada)',
    CHI,
    on('weekdays', '08:45', NY, { from: '2026-11-30' }),
  ),
  e(
    'Occurs the second Wednesday of every 1 month(s) effective 12/9/2026 from 2:00 PM to 3:00 PM (UTC+01:00) Brussels, Copenhagen, Madrid, Paris',
    LON,
    on({ nth: [2], weekday: 'wed' }, '14:00', PAR, { from: '2026-12-09' }),
  ),
  e(
    'Occurs every Friday effective 1/8/2027 until 3/26/2027 from 4:30 PM to 5:00 PM (UTC+10:00) Canberra, Melbourne, Sydney',
    SYD,
    on(['fri'], '16:30', SYD, { from: '2027-01-08', until: '2027-03-26' }),
  ),
  e('Occurs every 3 days effective 12/1/2026 from 9:00 AM to 9:30 AM', LON, no(DAYS_STEP)),
  e(
    'Occurs day 15 of every 1 month(s) from 11:00 AM to 11:30 AM (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    DXB,
    on({ monthDays: [15] }, '11:00', KOL),
  ),
  e(
    'DTSTART;TZID=Europe/Oslo:20261130T070000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
    OSL,
    on(MWF, '07:00', OSL, { from: '2026-11-30' }),
  ),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=1MO;BYHOUR=9;BYMINUTE=30 (TZID=America/Toronto)',
    TOR,
    on({ nth: [1], weekday: 'mon' }, '09:30', TOR),
  ),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=20;BYMINUTE=0', BER, on({ monthDays: ['last'] }, '20:00', BER)),
  e(
    'DTSTART;TZID=Asia/Kolkata:20261201T100000 RRULE:FREQ=DAILY;COUNT=5',
    KOL,
    daily('10:00', KOL, { from: '2026-12-01', count: 5 }),
  ),
  e('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', LON, no(WEEKS)),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;BYHOUR=17;BYMINUTE=0',
    LON,
    on({ lastBusinessDay: true }, '17:00', LON),
  ),
  e('RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=2;BYHOUR=9', LON, no(BUSINESS_NTH)),
  e(
    'DTSTART;TZID=Pacific/Auckland:20261201T083000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1',
    AKL,
    no(BUSINESS_SHIFT),
  ),
  e(
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1;BYHOUR=6 TZID=Asia/Tokyo',
    TYO,
    on({ monthDays: [1], months: [3] }, '06:00', TYO),
  ),
  e(
    'RRULE:FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=10,16;UNTIL=20270228T235959Z (Chatham Islands)',
    CHT,
    on('weekends', ['10:00', '16:00'], CHT, { until: '2027-02-28' }),
  ),
  e('RRULE:FREQ=HOURLY;INTERVAL=5', LON, no(STEP_HOURS)),
  e('/remind #pharmacy "fridge temps" every weekday at 8am', CHI, on('weekdays', '08:00', CHI)),
  e('/remind me to water the plants every other tuesday', CHI, no(WEEKS)),
  e('/remind @frontdesk standup at 9:15 every Mon, Wed', HNL, on(['mon', 'wed'], '09:15', HNL)),
  e('/remind #ops to rotate the API keys on the 1st of every month at 10am', LON, on({ monthDays: [1] }, '10:00', LON)),
  e('/remind me "submit timesheet" every friday at 3:30pm', STJ, on(['fri'], '15:30', STJ)),
  e(
    '/remind #choir "bring your folders" on Sunday at 8am',
    LON,
    either(once('2026-11-29', '08:00', LON), on(['sun'], '08:00', LON)),
  ),
  e('/remind me to call the vet tomorrow at noon', PER, once('2026-11-24', '12:00', PER)),
  e('/remind #noc "patch night" every 2nd tuesday at 9pm', NY, no(NTH_SHIFT)),
  e('/remind me to stretch every hour', LON, plan(every('daily', { hours: 1 }, LON))),
  e(
    '/remind #crew "timesheets" every weekday at 4:45pm — until dec 23',
    AKL,
    on('weekdays', '16:45', AKL, { until: '2026-12-23' }),
  ),
  e(
    'Teams meeting · Recurring: every Thursday 16:00–16:30 (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    LON,
    on(['thu'], '16:00', BER),
  ),
  e('Teams: occurs every weekday 09:00 (UTC+09:30) Adelaide', SYD, on('weekdays', '09:00', ADL)),
  e('Teams invite: Mondays 08:00 (UTC+09:30) Darwin — standup for the Top End crew', DRW, on(['mon'], '08:00', DRW)),
  e(
    'Teams channel meeting: every 1st monday 10:00 (UTC+03:30) Tehran',
    DXB,
    on({ nth: [1], weekday: 'mon' }, '10:00', THR),
  ),
  e('Teams: Recurring every Monday and Friday 14:30 (UTC-03:00) Buenos Aires', SAO, on(['mon', 'fri'], '14:30', BUE)),
  e('teams reminder: weekly sync wed 11:00 (UTC+06:30) Yangon (Rangoon)', RGN, on(['wed'], '11:00', RGN)),

  // more writers in their own languages
  e('farmacia: yalla, kol yom el sa3a 8 el sob7 gard el adwiya', CAI, daily('08:00', CAI)),
  e('ijtima3 el fari2 kol ithnayn el sa3a 10 sabahan', RUH, on(['mon'], '10:00', RUH)),
  e('tadhkeer: kol jum3a ba3d el 3asr', RUH, no(SUN)),
  e('fakkerni kol yom khamees sa3a 9 bel leil', DXB, on(['thu'], '21:00', DXB)),
  e("tifkira: kull nhar ta' Tnejn fl-10 ta' filgħodu laqgħa tal-istaff", MLA, on(['mon'], '10:00', MLA)),
  e("infakkar: il-Ħamis fis-7 ta' filgħaxija prova tal-kor", MLA, on(['thu'], '19:00', MLA)),
  e('bilera astelehenero 9:00etan', MAD, on(['mon'], '09:00', MAD)),
  e('gogorarazi: ostegunero 17:30ean txostena bidali', MAD, on(['thu'], '17:30', MAD)),
  e('lembrete: todos os días ás 8 da mañá revisar a adega', MAD, daily('08:00', MAD)),
  e(
    'xuntanza do equipo os venres ás 13:00 ata o 18 de decembro',
    MAD,
    on(['fri'], '13:00', MAD, { until: '2026-12-18' }),
  ),
  e('napomeni tim svakog ponedeljka u 9 ujutru', BEG, on(['mon'], '09:00', BEG)),
  e('opomnik: vsak delavnik ob 7:30 pregled naročil', LJU, on('weekdays', '07:30', LJU)),
  e('atgādinājums: katru piektdienu plkst. 16:00 nosūtīt atskaiti', RIX, on(['fri'], '16:00', RIX)),
  e('sapulce katru otrdienu un ceturtdienu 8:30', RIX, on(TT, '08:30', RIX)),
  e('napomni komande kazhdyj ponedelnik v 10 utra pro otchet', MOW, on(['mon'], '10:00', MOW)),
  e(
    'sobranie po pyatnicam v 18:30 po Moskve, do kontsa dekabrya',
    MOW,
    on(['fri'], '18:30', MOW, { until: '2026-12-31' }),
  ),
  e('maishuu getsuyoubi gozen 9-ji ni teirei miitingu', TYO, on(['mon'], '09:00', TYO)),
  e('maitsuki tsuitachi gogo 3-ji ni seikyuusho okuru', TYO, on({ monthDays: [1] }, '15:00', TYO)),
  e('nhắc họp giao ban mỗi thứ Hai lúc 8 giờ 30 sáng', HCM, on(['mon'], '08:30', HCM)),
  e('sao lưu dữ liệu lúc 2 giờ sáng mỗi ngày', HCM, daily('02:00', HCM)),
  e('setiap Senin dan Kamis jam 16.00 laporan stok', JKT, on(['mon', 'thu'], '16:00', JKT)),
  e('pengingat rapat: tanggal 1 setiap bulan jam 08.00 WITA', JKT, on({ monthDays: [1] }, '08:00', 'Asia/Makassar')),
  e('kumbusho: kila Jumatatu saa tatu asubuhi mkutano wa wafanyakazi', NBO, on(['mon'], '09:00', NBO)),
  e('kila siku saa mbili usiku funga ghala', DAR, daily('20:00', DAR)),
  e('har shukravar shaam 6 baje team ko yaad dilana', KOL, on(['fri'], '18:00', KOL)),
  e('roz raat 11 baje backup chalao', KOL, daily('23:00', KOL)),
  e('protidin shokal 7 tay report pathao', DAC, daily('07:00', DAC)),
  e('protyek mashe 1 tarikh dupur 12 tay bil', DAC, on({ monthDays: [1] }, '12:00', DAC)),
  e('her cuma saat 17:30 haftalık rapor', IST, on(['fri'], '17:30', IST)),
  e('hatırlatıcı: ayın son iş günü 16:00', IST, on({ lastBusinessDay: true }, '16:00', IST)),
  e('každé úterý v 10:00 porada vedení', PRG, on(['tue'], '10:00', PRG)),
  e('în fiecare zi lucrătoare la ora 8:45 raportul de vânzări', BUH, on('weekdays', '08:45', BUH)),
  e('w każdy piątek o 16:00 podsumowanie tygodnia, oprócz świąt', WAW, no(HOLIDAYS)),
  e('hver mandag kl. 9 ugemøde', CPH, on(['mon'], '09:00', CPH)),
  e('hver fredag kl 15 fredagsøl-påminnelse', OSL, on(['fri'], '15:00', OSL)),
  e(
    'varje måndag kl 08:00 veckobrev, men inte under sommaren (juli)',
    STO,
    on({ weekdays: ['mon'], months: ALL_MONTHS_BUT(7) }, '08:00', STO),
  ),
  e('kathe Deftera stis 9 to proi synantisi', ATH, on(['mon'], '09:00', ATH)),
  e('ypenthymisi: kathe mina stis 5 stis 12 to mesimeri', ATH, on({ monthDays: [5] }, '12:00', ATH)),
  e('rappel: tous les jours ouvrés à 7h45 relevé des températures', PAR, on('weekdays', '07:45', PAR)),
  e('recordatorio cada 15 minutos de 9 a 14 h los sábados', MAD, span(['sat'], { minutes: 15 }, '09:00', '14:00', MAD)),
  e('promemoria ogni primo lunedì del mese alle 9:30', ROM, on({ nth: [1], weekday: 'mon' }, '09:30', ROM)),
  e('Erinnerung jeden letzten Werktag im Monat um 15 Uhr', BER, on({ lastBusinessDay: true }, '15:00', BER)),
  e('lembrete toda segunda às 8 e às 14', SAO, on(['mon'], ['08:00', '14:00'], SAO)),
  e('todos os dias às 10h até 31 de janeiro', LIS, daily('10:00', LIS, { until: '2027-01-31' })),

  // around the 2027 clock changes, and a few odd ones
  e('failover test 1:30am sun nov 7 2027 Eastern', NY, either(once('2027-11-07', '01:30', NY), no(TWICE))),
  e('data migration kicks off 2:15am 14 march 2027 NY time', CHI, no(SKIPPED)),
  e('lift ops: clocks go forward oct 3 2027 — reset the lift timers 2:30am that day', SYD, no(SKIPPED)),
  e(
    'vineyard frost watch 2:30am 4 april 2027 (the night clocks go back)',
    ADL,
    either(once('2027-04-04', '02:30', ADL), no(TWICE)),
  ),
  e('NZ: daylight saving starts 26 sept 2027 — ping everyone 9am that morning', AKL, once('2027-09-26', '09:00', AKL)),
  e('EU clock change reminder sat 27 march 2027 at 18:00', BER, once('2027-03-27', '18:00', BER)),
  e(
    'roadhouse: generator on every day 6:45am Eucla time through april',
    PER,
    daily('06:45', EUC, { until: '2027-04-30' }),
  ),
  e('Lord Howe: generator check 7:30pm daily until 11 april', SYD, daily('19:30', LHI, { until: '2027-04-11' })),
  e('Chatham: met obs every 3 hours', AKL, plan(every('daily', { hours: 3 }, CHT))),
  e('weekly report monday 9am Newfoundland time', HAL, on(['mon'], '09:00', STJ)),
  e(
    'standup mon 9:30, remind 15 min before, and retro fri 4pm remind 15 before',
    LON,
    either(plan([at(['mon'], '09:15', LON), at(['fri'], '15:45', LON)]), no(TWO_JOBS)),
  ),
  e('backups 1am, payroll export 2am, log rotate 3am — all daily', LON, no(TWO_JOBS)),
  e('invoice run on the 5th at 9am, no wait — the 6th', DUB, on({ monthDays: [6] }, '09:00', DUB)),
  e(
    'start jan 4: weekly planning mondays 8:30am for 6 weeks',
    TOR,
    on(['mon'], '08:30', TOR, { from: '2027-01-04', count: 6 }),
  ),
  e('audit reminder nov 20 2026 9am', LON, no(PAST)),
  e(
    'standup every weekday 9 my time and 9 their time (Manila)',
    LON,
    either(plan([at('weekdays', '09:00', LON), at('weekdays', '09:00', MNL)]), no(TWO_JOBS)),
  ),
  e('sync with the Karachi office every tue 3pm their time', LON, on(['tue'], '15:00', KHI)),
  e('every day at 9:00 GMT+5:30', LON, daily('09:00', KOL)),
  e('weekdays 8:00 UTC-3 (Montevideo)', SAO, on('weekdays', '08:00', 'America/Montevideo')),
  e('every sunday 7am Fiji time until the end of march', AKL, on(['sun'], '07:00', FJI, { until: '2027-03-31' })),
  e('monthly 1st at 00:30 Kabul', DXB, on({ monthDays: [1] }, '00:30', KBL)),
  e('quarterly board pack first weekday of jan apr jul oct 8am Sydney', SYD, no(BUSINESS_SHIFT)),
  e(
    'daily 4:30pm Pacific, weekdays only, through end of 2027',
    LA,
    on('weekdays', '16:30', LA, { until: '2027-12-31' }),
  ),
  e(
    'every 2 hours at quarter past, 6am-10pm, Dhaka',
    DAC,
    plan(every('daily', { hours: 2, window: ['06:15', '22:00'] }, DAC)),
  ),
  e('payday reminder on the 15th and the last day at 11am Colombo', CMB, on({ monthDays: [15, 'last'] }, '11:00', CMB)),
  e('weekly thing at 4 on thursdays', STJ, halfOr(['thu'], '04:00', '16:00', STJ)),
  e('halfway through each month, i.e. the 15th, at 0600 Anchorage', ANC, on({ monthDays: [15] }, '06:00', ANC)),
  e('every weekday at 7p Regina (no DST there)', REG, on('weekdays', '19:00', REG)),
];
