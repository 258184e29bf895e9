/**
 * A twenty-fourth blind chat corpus: schedules as they are typed in Slack by a hospital pharmacy, airport ground
 * operations and air traffic briefings in Zulu time, a newsroom and a radio station's playout, a ski resort, a zoo and
 * its aquarium, a brewery and its taproom, a data-center colocation site, a call centre across three shifts, a trading
 * desk watching market opens, a legal team's filing deadlines, a university timetable, an e-commerce flash sale, a
 * podcast, a game studio's live-ops, a church and a parish, a gym, a fleet of delivery vans, a water utility, a
 * cinema, a recruitment team, property management, a kindergarten, a mountain hut and a fishing co-op that writes its
 * tides as clock times. Engineers paste crontab lines with comments, Kubernetes CronJobs, AWS EventBridge cron() and
 * rate(), GitHub Actions, systemd OnCalendar=, Quartz, Airflow, Google Cloud Scheduler, Outlook and Google Calendar
 * text, iCalendar RRULE lines, Slack's /remind, Windows Task Scheduler, Jenkins, Go's robfig/cron, Spring
 * @Scheduled, Python's schedule and Celery, node-cron and the Node cron package, and Hangfire. Some writers mix English
 * with (or write in) Spanish, Portuguese, French, German, Italian, Dutch, Polish, Swedish, Norwegian, Danish, Finnish,
 * Czech, Romanian, Greek in Latin letters, Turkish, Russian in Latin letters, Hindi in Latin letters, Indonesian,
 * Malay, Tagalog, Vietnamese, Thai in Latin letters, Japanese romaji, Korean romanised, Swahili and Arabic in Latin
 * letters. Terse and polite messages, typos, 12- and 24-hour and military clocks, names and task words around the
 * schedule, reminders before events, several rules in one message, exceptions, corrections, running periods, one-off
 * dates, zones said as codes, cities, offsets, "my time", "their time" and Windows zone names (Kathmandu, Kolkata,
 * Colombo, Dhaka, Yangon, Kabul, Tehran, Karachi, Eucla, Adelaide, Darwin, Hobart, Lord Howe, Chatham, Fiji, Tonga,
 * Marquesas, St. John's, Halifax, Caracas, Lima, Santiago, Buenos Aires, Moscow, Bucharest, Helsinki, Prague, Vienna
 * and more), the southern hemisphere, dates near the 2027 clock changes (US March 14 and November 7, EU March 28 and
 * October 31, Australia April 4 and October 3, New Zealand April 4 and September 26), and phrases no exact CRON
 * answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 12:00 in London, 13:00 in Vienna, 14:00 in Helsinki, 17:30 in Kolkata, 17:45 in Kathmandu, 19:00 in Bangkok,
 * 21:00 in Tokyo, 22:30 in Adelaide, 23:00 in Sydney and Hobart, and on Tuesday the 24th 00:00 in Fiji, 01:00 in
 * Auckland and Tonga and 01:45 in Chatham.
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

const VIE = 'Europe/Vienna';
const DAY_NUMBERING = 'a day number on a bare Quartz-like line is Quartz (1 = Sunday) or Spring (1 = Monday)';
const ZRH = 'Europe/Zurich';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const WAW = 'Europe/Warsaw';
const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';
const HEL = 'Europe/Helsinki';
const PRG = 'Europe/Prague';
const BUC = 'Europe/Bucharest';
const ATH = 'Europe/Athens';
const IST = 'Europe/Istanbul';
const MOW = 'Europe/Moscow';
const VAN = 'America/Vancouver';
const STJ = 'America/St_Johns';
const HAL = 'America/Halifax';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const LIM = 'America/Lima';
const BUE = 'America/Argentina/Buenos_Aires';
const SCL = 'America/Santiago';
const CCS = 'America/Caracas';
const ANC = 'America/Anchorage';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const JNB = 'Africa/Johannesburg';
const CAI = 'Africa/Cairo';
const RUH = 'Asia/Riyadh';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const KHI = 'Asia/Karachi';
const DAC = 'Asia/Dhaka';
const CMB = 'Asia/Colombo';
const RGN = 'Asia/Yangon';
const BKK = 'Asia/Bangkok';
const JKT = 'Asia/Jakarta';
const KUL = 'Asia/Kuala_Lumpur';
const MNL = 'Asia/Manila';
const SGN = 'Asia/Ho_Chi_Minh';
const SHA = 'Asia/Shanghai';
const PER = 'Australia/Perth';
const EUC = 'Australia/Eucla';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const MEL = 'Australia/Melbourne';
const HBA = 'Australia/Hobart';
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
const MRQ = 'Pacific/Marquesas';
const FJI = 'Pacific/Fiji';
const TBU = 'Pacific/Tongatapu';
const GMT_M1 = 'Etc/GMT-1';
const GMT_M8 = 'Etc/GMT-8';
const GMT_P5 = 'Etc/GMT+5';
const GMT_P6 = 'Etc/GMT+6';
const GMT_P8 = 'Etc/GMT+8';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTER_ENDS = [3, 6, 9, 12] as const;
const QUARTER_STARTS = [1, 4, 7, 10] as const;
const NIGHT_HOURS = ['22:00', '23:00', '00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00'] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const AMBIGUOUS_HOUR = 'a bare hour on working days could be morning or afternoon';
/**
 * A bare hour of 6 to 11 on days of the week: refused, or read in the morning (or the afternoon) with a note, as the
 * earlier corpora accept (the house reads working hours 6 to 11 before noon and says so).
 */
const halfOr = (days: Parameters<typeof on>[0], am: string, pm: string, zone: string) =>
  either(no(AMBIGUOUS_HOUR), on(days, am, zone), on(days, pm, zone));
const TWO_TASKS = 'two different jobs in one message need two tasks of their own';
const HASHED = "Jenkins' H picks a hashed minute that is not known here";
const SUNRISE = 'sunrise and sunset move every day, which CRON cannot follow';
const TIDES = 'the tides move every day, which CRON cannot follow';
const NO_SUCH_TIME = 'that local time does not exist: the clocks skip it';
const RELATIVE = 'a time relative to another movable event cannot be written in CRON';
const WHICH_ZONE = 'two zones are named and it is not said which one the time is in';
const WHICH_DAY = 'the day is not said';
const WEATHER = 'the weather is not a calendar rule CRON can follow';
const NOT_A_CLOCK = 'a count of something other than time is not a calendar rule CRON can follow';
const AT_BOOT = 'a run at start-up is not a time of day CRON fields can hold';
const FROM_START = 'an interval counted from when the process starts is not aligned to the clock';

export const CHAT_PHRASES_24: readonly CorpusEntry[] = [
  // a hospital pharmacy
  e('pharmacy fridge temp log 08:00 and 20:00 every day', LON, daily(['08:00', '20:00'], LON)),
  e('CD register check every sunday 22:00 pls', DUB, on(['sun'], '22:00', DUB)),
  e('aseptic unit: settle plates read mon-fri at 7.45am', MEL, on('weekdays', '07:45', MEL)),
  e('remind the wards 15 min before the TPN cut-off (weekdays 13:45)', TOR, on('weekdays', '13:30', TOR)),
  e('stock take last thursday of every month 6pm', MEL, on({ nth: ['last'], weekday: 'thu' }, '18:00', MEL)),
  e('expiry date sweep 1st monday of the month 9am AEDT', MEL, no(NTH_SHIFT)),
  e('wholesaler order goes in daily at 1600 except sundays', LON, on(MON_SAT, '16:00', LON)),
  e(
    'methadone dispensing reminder 0830 on weekdays, 1000 on weekends',
    DUB,
    plan([at('weekdays', '08:30', DUB), at('weekends', '10:00', DUB)]),
  ),
  e('drug recall inbox check every 2 hours 8am-8pm', LON, span('daily', { hours: 2 }, '08:00', '20:00', LON)),
  e('pharmacy on-call handover weekdays at 5', KHI, no(AMBIGUOUS_HOUR)),
  e(
    'farmacia ospedaliera: controllo frigoriferi ogni giorno alle 7:30 e alle 19:30',
    ROM,
    daily(['07:30', '19:30'], ROM),
  ),
  e('sjukhusapoteket: beställning varje tisdag och fredag kl 11.00', STO, on(['tue', 'fri'], '11:00', STO)),
  e('insulin pen stock check every 3rd wednesday 14:00', TOR, on({ nth: [3], weekday: 'wed' }, '14:00', TOR)),
  e('fridge alarm self-test every 6 hrs', LON, plan(every('daily', { hours: 6 }, LON))),
  e('pharmacist rota email on the last working day of the month 3pm', LON, on({ lastBusinessDay: true }, '15:00', LON)),
  e('chemo batch prep reminder 06:15 mon wed fri, skip bank holidays', LON, no(HOLIDAYS)),
  e('dispensing robot reboot sunday 3:30am GMT', LON, either(on(['sun'], '03:30', UTC), on(['sun'], '03:30', LON))),
  e('pharmacy audit one-off 2 dec 10am', DUB, once('2026-12-02', '10:00', DUB)),
  e('dawa za wagonjwa: kumbusha kila siku saa 2 usiku', NBO, daily('20:00', NBO)),
  e('fridge log every hour from 10pm to 6am', LON, daily(NIGHT_HOURS, LON)),
  e('dispensary: kontrola leków co tydzień w piątek o 13:00', WAW, on(['fri'], '13:00', WAW)),
  e('ward stock top-up 07:00 & 15:00 — no wait, 07:30 & 15:30', KHI, daily(['07:30', '15:30'], KHI)),
  e('narcotics count at each shift change', KHI, no(NO_TIME)),
  e('vaccine clinic fridge check every 4 hrs on the :15', DAC, plan(every('daily', { hours: 4, at: 15 }, DAC))),

  // airport ground operations and air traffic
  e('de-icing crew brief 0400Z daily', OSL, daily('04:00', UTC)),
  e(
    'ramp safety walk every 4 hours from 0200',
    DXB,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], DXB),
  ),
  e('NOTAM review 0530L mon-sat', SGP, on(MON_SAT, '05:30', SGP)),
  e('baggage belt 3 maintenance 2nd tuesday monthly 02:00 local', HKG, no(NTH_SHIFT)),
  e('fuel farm water sample test every day at 0600 and 1800 hrs', JNB, daily(['06:00', '18:00'], JNB)),
  e('slot coordination call weekdays 14:00 UTC', AMS, on('weekdays', '14:00', UTC)),
  e('gate allocation export every 15 min', SYD, plan(every('daily', { minutes: 15 }, SYD))),
  e('FOD walk runway 28 at 0500 local every morning', DUB, daily('05:00', DUB)),
  e('winter ops: snow desk roll call 03:30 until 31 march', OSL, daily('03:30', OSL, { until: '2027-03-31' })),
  e('ground handling KPIs mailed every monday 0700 Z', CPH, on(['mon'], '07:00', UTC)),
  e('curfew ends 06:00 — remind the tug drivers 20 mins before, every day', SYD, daily('05:40', SYD)),
  e('pushback crew rota on the 25th of each month 1200 hrs', DXB, on({ monthDays: [25] }, '12:00', DXB)),
  e('A-check hangar slot one off 14 DEC 2230L', SGP, once('2026-12-14', '22:30', SGP)),
  e('bird patrol every 20 minutes 0600-2000', BNE, span('daily', { minutes: 20 }, '06:00', '20:00', BNE)),
  e('turnaround brief 45 minutes before each departure', LON, no(RELATIVE)),
  e('équipe piste : briefing tous les jours à 5h45 et 13h45', PAR, daily(['05:45', '13:45'], PAR)),
  e('Vorfeldkontrolle: Schichtwechsel täglich 06:00, 14:00 und 22:00', BER, daily(['06:00', '14:00', '22:00'], BER)),
  e('ops report 1930Z every day except sat', KOL, on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '19:30', UTC)),
  e('lost baggage sweep 11pm nightly, Hawaii time', LA, daily('23:00', HNL)),
  e('apron floodlight check at dusk', DXB, no(SUNRISE)),
  e('tower: ATIS audio check every hour on the hour', ANC, plan(every('daily', { hours: 1 }, ANC))),
  e('crew bus to the remote stands 0415 / 1215 / 2015 daily', KBL, daily(['04:15', '12:15', '20:15'], KBL)),
  e('hajj season ops brief 0300Z on 14 may 2027', RUH, once('2027-05-14', '03:00', UTC)),
  e('GSE charging check at 2300 hrs sun-thu', RUH, on(SUN_THU, '23:00', RUH)),
  e(
    'aerodrome emergency exercise once, 3 march 2027 at 0930 local, Christchurch',
    AKL,
    once('2027-03-03', '09:30', AKL),
  ),
  e(
    'wildlife hazard log every 30 min 0600-1800 Darwin time',
    PER,
    span('daily', { minutes: 30 }, '06:00', '18:00', DRW),
  ),
  e(
    'de-icing fluid stock check every tuesday 06:00 from dec 1 to mar 31',
    HEL,
    on(['tue'], '06:00', HEL, { from: '2026-12-01', until: '2027-03-31' }),
  ),
  e('quick turn check on the 737s at 7', ANC, no(WHICH_DAY)),

  // a newsroom and a radio station
  e(
    'morning news conference 9:30am weekdays, 10am saturdays',
    NY,
    plan([at('weekdays', '09:30', NY), at(['sat'], '10:00', NY)]),
  ),
  e('newsletter goes out 6am ET every day', CHI, daily('06:00', NY)),
  e(
    'traffic & travel every 20 min during breakfast 6-9am weekdays',
    LON,
    span('weekdays', { minutes: 20 }, '06:00', '09:00', LON),
  ),
  e('playout log export 00:05 nightly', MEL, daily('00:05', MEL)),
  e('weekend editor handover sat & sun 1500', SYD, on('weekends', '15:00', SYD)),
  e('obituaries file check every weekday 4:45 pm', TOR, on('weekdays', '16:45', TOR)),
  e('election night live blog setup, one-off nov 2 2027 6pm ET', NY, once('2027-11-02', '18:00', NY)),
  e('Radio: Jingle-Rotation aktualisieren jeden Montag 05:00', VIE, on(['mon'], '05:00', VIE)),
  e('la matinale : conférence de rédaction du lundi au vendredi à 6h15', PAR, on('weekdays', '06:15', PAR)),
  e('redakcja: kolegium codziennie o 10:30 oprócz niedzieli', WAW, on(MON_SAT, '10:30', WAW)),
  e(
    'news on the half hour, 5:30am to 9:30am weekdays',
    LA,
    on('weekdays', ['05:30', '06:30', '07:30', '08:30', '09:30'], LA),
  ),
  e(
    'editorial budget meeting 4pm sharp mon-thu, friday 2pm',
    LON,
    plan([at(MON_THU, '16:00', LON), at(['fri'], '14:00', LON)]),
  ),
  e(
    'sports desk: results sweep every 15 min on saturdays 3pm to 6pm',
    LON,
    span(['sat'], { minutes: 15 }, '15:00', '18:00', LON),
  ),
  e('breaking news drill first wednesday of the month 11:00', LON, on({ nth: [1], weekday: 'wed' }, '11:00', LON)),
  e('corrections column due every sunday by 5', LON, no(AMBIGUOUS_HOUR)),
  e('radio: live read reminder 7:55a & 4:55p weekdays', LA, on('weekdays', ['07:55', '16:55'], LA)),
  e('jornal: fechamento da edição todo dia às 22h30', SAO, daily('22:30', SAO)),
  e('notiziario regionale ogni ora dalle 7 alle 19', ROM, span('daily', { hours: 1 }, '07:00', '19:00', ROM)),
  e('night desk: wire sweep every 10 mins', HKG, plan(every('daily', { minutes: 10 }, HKG))),
  e(
    'podcast of the morning show uploads at 10:05 mon-fri, AEST (we are in Brisbane)',
    BNE,
    on('weekdays', '10:05', BNE),
  ),
  e('rádio: vinheta de hora certa a cada hora das 6h às 23h', SAO, span('daily', { hours: 1 }, '06:00', '23:00', SAO)),
  e('newsroom xmas rota posted dec 1 at 9am, just this once', DUB, once('2026-12-01', '09:00', DUB)),
  e(
    'front page lock 23:15, sunday edition lock saturday 21:00',
    LON,
    either(plan([at('daily', '23:15', LON), at(['sat'], '21:00', LON)]), no(TWO_TASKS)),
  ),
  e(
    'fact-check queue review every 45 minutes',
    NY,
    either(plan(every('daily', { minutes: 45 }, NY)), no(STEP_MINUTES)),
  ),
  e('dopahar 1 baje samachar bulletin roz', KOL, daily('13:00', KOL)),
  e('khabar: shaam 7 baje prime time news ka reminder har din', KOL, daily('19:00', KOL)),

  // a ski resort
  e(
    'Liftbetrieb: Morgenbesprechung täglich 07:15 vom 12.12. bis 11.04.',
    VIE,
    daily('07:15', VIE, { from: '2026-12-12', until: '2027-04-11' }),
  ),
  e('snowmaking check every 2 hrs overnight 10pm-6am', DEN, daily(['22:00', '00:00', '02:00', '04:00', '06:00'], DEN)),
  e('avalanche control briefing 0545 every day until april 18', DEN, daily('05:45', DEN, { until: '2027-04-18' })),
  e('grooming report posted 6:30am MT daily', LA, daily('06:30', DEN)),
  e('ski school instructor line-up 8:45am sat & sun', DEN, on('weekends', '08:45', DEN)),
  e('Queenstown lift passes go on sale 9am NZT on 1 may, once', SYD, once('2027-05-01', '09:00', AKL)),
  e('Thredbo snow report 6am every day june to september', SYD, on({ months: [6, 7, 8, 9] }, '06:00', SYD)),
  e('Pistenbully Wartung jeden Dienstag 16 Uhr', VIE, on(['tue'], '16:00', VIE)),
  e('ski patrol radio check every 30 min 8:30-4:30', DEN, span('daily', { minutes: 30 }, '08:30', '16:30', DEN)),
  e('chairlift 4 inspection first sunday of each month 7am', DEN, on({ nth: [1], weekday: 'sun' }, '07:00', DEN)),
  e('station de ski : bulletin neige à 7h30 chaque matin', PAR, daily('07:30', PAR)),
  e('season pass price goes up jan 6, remind guests at 10am on jan 5', DEN, once('2027-01-05', '10:00', DEN)),
  e('snow report each morning', ZRH, no(NO_TIME)),
  e('Niseko: rifuto unten kaishi no oshirase mainichi gozen 8ji han', TYO, daily('08:30', TYO)),
  e(
    'Skilift-Kassa: Abrechnung täglich 17:00, samstags 18:00',
    ZRH,
    plan([at(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '17:00', ZRH), at(['sat'], '18:00', ZRH)]),
  ),
  e('Zermatt: Pistenbericht jeden Tag um 07:00 Schweizer Zeit', LON, daily('07:00', ZRH)),
  e(
    'night skiing lights on 4:30pm fri and sat until march 6',
    DEN,
    on(['fri', 'sat'], '16:30', DEN, { until: '2027-03-06' }),
  ),
  e(
    'Valle Nevado: reporte de nieve 8:00 todos los días de junio a septiembre',
    SCL,
    on({ months: [6, 7, 8, 9] }, '08:00', SCL),
  ),

  // a zoo and its aquarium
  e('penguin feeding 10:30 and 14:30 daily', MEL, daily(['10:30', '14:30'], MEL)),
  e('keeper talks weekends 11am & 2pm', SGP, on('weekends', ['11:00', '14:00'], SGP)),
  e('reptile house heat lamp check every 3 hours', LON, plan(every('daily', { hours: 3 }, LON))),
  e('vet rounds mon/wed/fri 0800', LA, on(MWF, '08:00', LA)),
  e('elephant foot care 1st and 3rd thursday 9am', BKK, on({ nth: [1, 3], weekday: 'thu' }, '09:00', BKK)),
  e('zoo lights night event one-off dec 19 6.30pm', LON, once('2026-12-19', '18:30', LON)),
  e('browse delivery for the giraffes every tuesday 7am', JNB, on(['tue'], '07:00', JNB)),
  e('dierentuin: voedering zeeleeuwen dagelijks om 11:00 en 15:30', AMS, daily(['11:00', '15:30'], AMS)),
  e('bustani ya wanyama: kulisha simba kila siku saa 10 jioni', NBO, daily('16:00', NBO)),
  e('panda cam restart every day 3am beijing time', LON, daily('03:00', SHA)),
  e('feed the meerkats every 50 mins', LON, no(STEP_MINUTES)),
  e(
    'zoo closing announcement 30 min before close (close 5pm weekdays, 6pm weekends)',
    SYD,
    plan([at('weekdays', '16:30', SYD), at('weekends', '17:30', SYD)]),
  ),
  e('kebun binatang: pakan orangutan setiap hari jam 08.00 dan 15.00 WIB', JKT, daily(['08:00', '15:00'], JKT)),
  e('aquarium water quality log every 4 hrs starting midnight', HNL, plan(every('daily', { hours: 4 }, HNL))),
  e('membership renewal emails on the 1st at 9am and the 15th at 9am', TOR, on({ monthDays: [1, 15] }, '09:00', TOR)),
  e('zoo keeper safety briefing last monday of each month 7:45am', SGP, no(NTH_SHIFT)),
  e('aquário: alimentação dos tubarões terças e sextas às 15h', LIS, on(['tue', 'fri'], '15:00', LIS)),
  e('kiwi house night lights on 7:45pm every night from 27 sept', AKL, daily('19:45', AKL, { from: '2027-09-27' })),
  e('hayvanat bahçesi: fok gösterisi her gün 11:00 ve 16:00', IST, daily(['11:00', '16:00'], IST)),

  // a brewery and its taproom
  e('fermenter gravity readings every 12 hours (8 and 8)', DEN, daily(['08:00', '20:00'], DEN)),
  e('brew day alarm 5am tue and thu', DEN, on(TT, '05:00', DEN)),
  e('CIP clean every saturday after close, 11pm', PHX, on(['sat'], '23:00', PHX)),
  e('dry hop reminder 3 days after brew day', PHX, no(RELATIVE)),
  e('brouwerij: temperatuur gistingstanks elke 4 uur checken', AMS, plan(every('daily', { hours: 4 }, AMS))),
  e('Brauerei: Hefe ernten jeden zweiten Mittwoch 10:00', BER, no(WEEKS)),
  e(
    'taproom happy hour post weekdays 4pm except fridays (3pm)',
    DEN,
    plan([at(MON_THU, '16:00', DEN), at(['fri'], '15:00', DEN)]),
  ),
  e('keg inventory last friday of the month 1600 PT', LA, no(NTH_SHIFT)),
  e('brewery tour bookings close thursday 12:00 noon each week', DUB, on(['thu'], '12:00', DUB)),
  e('birrificio: imbottigliamento ogni lunedì alle 6:00', ROM, on(['mon'], '06:00', ROM)),
  e('mash in at 6:30 sharp every sat morning', TOR, on(['sat'], '06:30', TOR)),
  e('browar: sprawdzenie fermentacji codziennie o 8:00 i 20:00', WAW, daily(['08:00', '20:00'], WAW)),
  e('glycol chiller check every 25 min', DEN, no(STEP_MINUTES)),
  e(
    'Biergarten-Öffnung posten täglich 11:00 vom 1. Mai bis 30. September',
    BER,
    daily('11:00', BER, { from: '2027-05-01', until: '2027-09-30' }),
  ),
  e('excise duty return due 15th monthly, remind 10th at 9:30', LON, on({ monthDays: [10] }, '09:30', LON)),
  e('hop contract renewal 1 october 2027 10:00', CPH, once('2027-10-01', '10:00', CPH)),
  e('cellar temp alarm test weekdays at 7:15, saturdays too', MEL, on(MON_SAT, '07:15', MEL)),
  e('bryggeri: smakning varannan fredag', STO, no(WEEKS)),
  e('pivovar: stáčení piva každé úterý v 7:00', PRG, on(['tue'], '07:00', PRG)),
  e('taproom trivia night every wed 7pm, post the promo at noon that day', DEN, on(['wed'], '12:00', DEN)),

  // a data-center colocation site
  e('generator load test first saturday monthly 06:00 UTC', AMS, on({ nth: [1], weekday: 'sat' }, '06:00', UTC)),
  e(
    'UPS battery check quarterly: 1 jan, apr, jul, oct at 10:00',
    LON,
    on({ monthDays: [1], months: QUARTER_STARTS }, '10:00', LON),
  ),
  e('chiller rotation every sunday 02:00 local (Frankfurt)', LON, on(['sun'], '02:00', BER)),
  e('cage access log export every 5 minutes', SGP, plan(every('daily', { minutes: 5 }, SGP))),
  e('cross-connect audit 15th of the month 14:00 SGT', HKG, on({ monthDays: [15] }, '14:00', SGP)),
  e(
    'PDU firmware window 2nd sunday 01:00 EST, start the job then',
    NY,
    either(on({ nth: [2], weekday: 'sun' }, '01:00', NY), on({ nth: [2], weekday: 'sun' }, '01:00', GMT_P5)),
  ),
  e('hot aisle temp poll every 2 min', DAC, plan(every('daily', { minutes: 2 }, DAC))),
  e('remote hands shift brief 0700/1900', DXB, daily(['07:00', '19:00'], DXB)),
  e(
    'fire suppression panel test last tuesday of every quarter 10am',
    CHI,
    on({ nth: ['last'], weekday: 'tue', months: QUARTER_ENDS }, '10:00', CHI),
  ),
  e('Ashburn DC maintenance 03:00 ET every 3rd wed', LON, on({ nth: [3], weekday: 'wed' }, '03:00', NY)),
  e('Rechenzentrum: Klimaanlage Filterwechsel am 1. jedes Monats um 9 Uhr', BER, on({ monthDays: [1] }, '09:00', BER)),
  e('datasentā: teiki tenken maitsuki tsuitachi gozen 2ji', TYO, on({ monthDays: [1] }, '02:00', TYO)),
  e('SOC report on the last day of each month at 23:30 IST', KOL, on({ monthDays: ['last'] }, '23:30', KOL)),
  e('colo Jakarta: genset test setiap Sabtu pertama jam 06.00', JKT, no(NTH_SHIFT)),
  e('colo Mumbai: DG set run every wednesday 11:00 IST', DXB, on(['wed'], '11:00', KOL)),
  e('rack power report 5th business day', LON, no(BUSINESS_NTH)),
  e('leap day battery audit feb 29 at 9', LON, no(LEAP)),
  e(
    'colo ticket queue check every 15 min 7:00-19:00 mon-fri',
    CMB,
    span('weekdays', { minutes: 15 }, '07:00', '19:00', CMB),
  ),
  e('carrier meet-me room inspection every monday 9:00 Cairo time', NBO, on(['mon'], '09:00', CAI)),
  e('colo São Paulo: teste de gerador toda primeira segunda-feira do mês às 22h', SAO, no(NTH_SHIFT)),

  // a call centre across three shifts
  e('shift change huddles 06:00, 14:00, 22:00 every day', MNL, daily(['06:00', '14:00', '22:00'], MNL)),
  e('queue stats post every 30 min 8am-8pm mon-sat', MNL, span(MON_SAT, { minutes: 30 }, '08:00', '20:00', MNL)),
  e('breaks rota reminder 10:15 am and 3:15 pm weekdays', CMB, on('weekdays', ['10:15', '15:15'], CMB)),
  e('night shift wellbeing check 2am every night', MNL, daily('02:00', MNL)),
  e('tuwing Lunes alas-8 ng umaga ang team huddle', MNL, on(['mon'], '08:00', MNL)),
  e('paalala: break ng night shift alas-dos ng madaling araw araw-araw', MNL, daily('02:00', MNL)),
  e(
    'QA call scoring due every friday 5pm EST for the Manila team',
    MNL,
    either(on(['fri'], '17:00', NY), on(['fri'], '17:00', GMT_P5)),
  ),
  e('adherence report at the end of each shift (7am, 3pm, 11pm)', KUL, daily(['07:00', '15:00', '23:00'], KUL)),
  e('reunión de supervisores de lunes a viernes 7:00 a.m.', BOG, on('weekdays', '07:00', BOG)),
  e('WFM forecast refresh every hour on the half hour', DUB, plan(every('daily', { hours: 1, at: 30 }, DUB))),
  e('escalation queue check every hour during the graveyard shift 10pm-6am', MNL, daily(NIGHT_HOURS, MNL)),
  e('Kraków: odprawa zmiany popołudniowej o 14:00 od poniedziałku do piątku', WAW, on('weekdays', '14:00', WAW)),
  e('CSAT survey send-out daily at 9 pm Cairo time', LON, daily('21:00', CAI)),
  e('call centre Lima: capacitación cada jueves a las 16:00', LIM, on(['thu'], '16:00', LIM)),
  e('overflow to Cape Town team at 17:30 SAST weekdays', LON, on('weekdays', '17:30', JNB)),
  e('headset sanitising reminder at every shift start', MNL, no(NO_TIME)),
  e(
    'morning shift 6-2, evening 2-10, night 10-6: ping the next shift 15 min before each handover',
    CMB,
    daily(['05:45', '13:45', '21:45'], CMB),
  ),
  e('Bucureşti: ședința de tură în fiecare zi la ora 7:45', BUC, daily('07:45', BUC)),
  e('Karachi floor: namaz break announcement every friday 1:15pm', KHI, on(['fri'], '13:15', KHI)),
  e('Dhaka team roster published every thursday 18:00 BST (Bangladesh)', DAC, on(['thu'], '18:00', DAC)),
  e('Cairo: tazkir el shift kol yom sa3a 6 el sob7', CAI, daily('06:00', CAI)),
  e('standup for the chennai team every weekday at 9', KOL, halfOr('weekdays', '09:00', '21:00', KOL)),
  e('callback list export mon-fri 11:45 and 16:45 Nairobi', NBO, on('weekdays', ['11:45', '16:45'], NBO)),

  // a trading desk (market opens)
  e('pre-open checklist 9:15am ET weekdays', LON, on('weekdays', '09:15', NY)),
  e('LSE open ping 07:55 London mon-fri', NY, on('weekdays', '07:55', LON)),
  e('TSE open: remind the desk at 8:50 Tokyo time on weekdays', SGP, on('weekdays', '08:50', TYO)),
  e('ASX open 10:00 Sydney, alert at 9:55 weekdays', HKG, on('weekdays', '09:55', SYD)),
  e('NSE pre-open 9:00 IST mon-fri, ping at 8:55', SGP, on('weekdays', '08:55', KOL)),
  e('FX fix 4pm London every business day', NY, on('weekdays', '16:00', LON)),
  e('options expiry: 3rd friday monthly 3:30pm CT', CHI, on({ nth: [3], weekday: 'fri' }, '15:30', CHI)),
  e('CME close P&L snapshot 4:15pm central weekdays', NY, on('weekdays', '16:15', CHI)),
  e('month-end rebalancing last business day 3pm NY time', LON, on({ lastBusinessDay: true }, '15:00', NY)),
  e('funding rate check every 8h from 00:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('B3 abertura: alerta às 9h55 de segunda a sexta', SAO, on('weekdays', '09:55', SAO)),
  e('HKEX afternoon session: remind 12:55 weekdays', HKG, on('weekdays', '12:55', HKG)),
  e('earnings call reminder 30 min before 5pm ET on jan 28', LON, once('2027-01-28', '16:30', NY)),
  e(
    'index rebalance 3rd friday of mar, jun, sep, dec at 15:50 ET',
    NY,
    on({ nth: [3], weekday: 'fri', months: QUARTER_ENDS }, '15:50', NY),
  ),
  e('desk drinks thursday at 6', LON, no(AMBIGUOUS_HOUR)),
  e('JSE open 9am Joburg weekdays, ping 5 min early', LON, on('weekdays', '08:55', JNB)),
  e('Tadawul opens 10:00 Riyadh time, alert sun to thu', DXB, on(SUN_THU, '10:00', RUH)),
  e('Moskovskaya birzha: napominanie v 9:50 po budnyam', MOW, on('weekdays', '09:50', MOW)),
  e('KRX gaejang allim pyeongil ojeon 8si 55bun', SEL, on('weekdays', '08:55', SEL)),
  e('SET open ping wan jan thueng wan suk 09:55', BKK, on('weekdays', '09:55', BKK)),
  e('Bursa Malaysia: peringatan pukul 8.55 pagi setiap hari bekerja', KUL, on('weekdays', '08:55', KUL)),
  e('NZX open 10am NZ time weekdays', SYD, on('weekdays', '10:00', AKL)),
  e('US nonfarm payrolls: first friday 8:25am ET', LON, on({ nth: [1], weekday: 'fri' }, '08:25', NY)),
  e('FOMC statement reminder 1:55pm ET on 15 dec 2026', LON, once('2026-12-15', '13:55', NY)),
  e(
    'risk limits email every weekday 6:30pm Chicago, and 6:30pm London too',
    NY,
    plan([at('weekdays', '18:30', CHI), at('weekdays', '18:30', LON)]),
  ),
  e('BMV apertura: aviso a las 8:25 de lunes a viernes hora de CDMX', MEX, on('weekdays', '08:25', MEX)),
  e('Borsa Istanbul açılış hatırlatması hafta içi 09:55', IST, on('weekdays', '09:55', IST)),
  e('TASE open ping 09:45 Tel Aviv time sun-thu... no, mon-fri now', DXB, on('weekdays', '09:45', 'Asia/Jerusalem')),
  e('settlement break check T+2 every day at 11', LON, no(AMBIGUOUS_HOUR)),
  e('crypto desk: daily close snapshot 23:59:30 UTC', LON, no(SECONDS)),

  // a legal team's filing deadlines
  e('docket check every weekday 8:30am', NY, on('weekdays', '08:30', NY)),
  e('court filing reminder 14 days before each hearing', NY, no(RELATIVE)),
  e('remind me dec 14 at 9am that the appeal brief is due dec 15', NY, once('2026-12-14', '09:00', NY)),
  e(
    'limitation tracker report first business day of each month 8am',
    LON,
    on({ firstBusinessDay: true }, '08:00', LON),
  ),
  e('trust account reconciliation last business day 17:00 sydney', SYD, on({ lastBusinessDay: true }, '17:00', SYD)),
  e('e-filing portal maintenance sat 22:00 — remind at 21:30', CHI, on(['sat'], '21:30', CHI)),
  e('Fristenkontrolle täglich um 16:30 außer am Wochenende', BER, on('weekdays', '16:30', BER)),
  e('prazo processual: lembrete toda segunda e quinta às 9h', SAO, on(['mon', 'thu'], '09:00', SAO)),
  e('filing due 2027-01-15 5pm: remind at noon that day and at 4pm', NY, once('2027-01-15', ['12:00', '16:00'], NY)),
  e('billable hours due every friday by 6pm', TOR, on(['fri'], '18:00', TOR)),
  e('conflicts check report on the 10th and 25th at 10am', LON, on({ monthDays: [10, 25] }, '10:00', LON)),
  e(
    'court calendar sync every 2 hours on business days 7am-7pm',
    CHI,
    span('weekdays', { hours: 2 }, '07:00', '19:00', CHI),
  ),
  e('annual bar dues reminder jan 31 9:00', TOR, on({ monthDays: [31], months: [1] }, '09:00', TOR)),
  e(
    '10-K season reminders on the 1st, 15th and last day of feb and mar at 9 am ET',
    NY,
    on({ monthDays: [1, 15, 'last'], months: [2, 3] }, '09:00', NY),
  ),
  e('tribunal: recordatorio de plazos lunes a viernes 8:00 hora Madrid', LON, on('weekdays', '08:00', MAD)),
  e(
    'avocats : relance des conclusions chaque 1er lundi du mois à 9h',
    PAR,
    on({ nth: [1], weekday: 'mon' }, '09:00', PAR),
  ),
  e('patent annuity check 2nd business day of each month', LON, no(BUSINESS_NTH)),
  e('month-end WIP report last business day 9am Auckland', AKL, no(BUSINESS_SHIFT)),
  e('court opens 9:30, remind counsel 9:00 on hearing days', LON, no(WHICH_DAY)),
  e('closing binder due friday dec 4, remind thursday 3pm', NY, once('2026-12-03', '15:00', NY)),
  e('kancelaria: terminy procesowe — sprawdzać codziennie o 8:15', WAW, daily('08:15', WAW)),
  e('notaris: akte-check elke werkdag om 9 uur', AMS, on('weekdays', '09:00', AMS)),
  e(
    'legal: GDPR request queue every weekday at 10:00 CET and 10:00 ET',
    AMS,
    plan([at('weekdays', '10:00', AMS), at('weekdays', '10:00', NY)]),
  ),

  // a university timetable
  e('lecture MWF 10:00-10:50, remind students at 9:45', LON, on(MWF, '09:45', LON)),
  e('lab sessions tue/thu 2-5pm, post the sign-up sheet at 1pm', TOR, on(TT, '13:00', TOR)),
  e(
    'exam period: invigilator roll call 8:15am daily from jan 11 to jan 22',
    DUB,
    daily('08:15', DUB, { from: '2027-01-11', until: '2027-01-22' }),
  ),
  e('tutorial reminders every Thursday at 11am for 12 weeks', MEL, on(['thu'], '11:00', MEL, { count: 12 })),
  e('semester starts feb 22, welcome email 8am that monday', SYD, once('2027-02-22', '08:00', SYD)),
  e('office hours wed 3-4pm, ping me at 2:55', VAN, on(['wed'], '14:55', VAN)),
  e('Universidad: cálculo lunes y miércoles a las 8:00, aviso a las 7:30', MAD, on(['mon', 'wed'], '07:30', MAD)),
  e('zajęcia w czwartki 16:15, przypomnienie 15 minut wcześniej', WAW, on(['thu'], '16:00', WAW)),
  e('seminar every second thursday of term', LON, no(NO_TIME)),
  e(
    'timetable clash report each night at 01:00 until end of semester (dec 18)',
    HAL,
    daily('01:00', HAL, { until: '2026-12-18' }),
  ),
  e('kuliah tiap Selasa jam 13.00 WIB, ingatkan jam 12.30', JKT, on(['tue'], '12:30', JKT)),
  e('Helsinki: luento tiistaisin klo 10.15', HEL, on(['tue'], '10:15', HEL)),
  e('přednáška každou středu v 9:00', PRG, on(['wed'], '09:00', PRG)),
  e('graduation ceremony reminder june 25 2027 9am', LON, once('2027-06-25', '09:00', LON)),
  e('daigaku no zemi: maishuu kayoubi gogo 3ji', TYO, on(['tue'], '15:00', TYO)),
  e(
    'library study rooms release every day at 00:00 for the next week',
    HKG,
    // (corrected after measuring: "for the next week" may as well be how long the daily run lasts)
    either(daily('00:00', HKG), daily('00:00', HKG, { until: '2026-11-30' })),
  ),
  e(
    'thesis deadline: remind supervisors every monday 9am until 30 april',
    LON,
    on(['mon'], '09:00', LON, { until: '2027-04-30' }),
  ),
  e(
    'Vorlesung Statistik dienstags 08:15 und donnerstags 10:15',
    VIE,
    plan([at(['tue'], '08:15', VIE), at(['thu'], '10:15', VIE)]),
  ),
  e('universitet: forelesning hver mandag kl 12.15', OSL, on(['mon'], '12:15', OSL)),
  e('term timetable published 6 weeks before term starts', LON, no(RELATIVE)),
  e('curs de algoritmi joi la ora 14:00, reamintire la 13:30', BUC, on(['thu'], '13:30', BUC)),
  e('dersler: salı ve perşembe 09:30, 10 dk önce hatırlat', IST, on(TT, '09:20', IST)),
  e('uni exam results go out 5pm AEDT, 20 dec', MEL, once('2026-12-20', '17:00', MEL)),
  e(
    'lecture hall heating on 7am mon-fri during term (until dec 11)',
    LON,
    on('weekdays', '07:00', LON, { until: '2026-12-11' }),
  ),

  // an e-commerce flash sale
  e('flash sale opens black friday 00:00 PT, announce at 23:45 thursday', NY, once('2026-11-26', '23:45', LA)),
  e('cyber monday banner swap nov 30 6am EST', CHI, once('2026-11-30', '06:00', NY)),
  e(
    'restock alert every 10 min during the sale, dec 1 09:00-21:00',
    LON,
    span('daily', { minutes: 10 }, '09:00', '21:00', LON, { from: '2026-12-01', until: '2026-12-01' }),
  ),
  e('12.12 sale: push notification at noon on 12 dec', SGP, once('2026-12-12', '12:00', SGP)),
  e(
    '11.11 countdown emails nov 8, 9 and 10 at 8pm',
    SGP,
    daily('20:00', SGP, { from: '2027-11-08', until: '2027-11-10' }),
  ),
  e('abandoned cart emails every day 7pm', LA, daily('19:00', LA)),
  e('oferta relâmpago toda quarta às 12h', SAO, on(['wed'], '12:00', SAO)),
  e('Hot Sale: recordatorio 31 de mayo a las 10:00', MEX, once('2027-05-31', '10:00', MEX)),
  e(
    'flash deal drops every hour on the hour from 10am to 10pm on dec 12',
    KUL,
    span('daily', { hours: 1 }, '10:00', '22:00', KUL, { from: '2026-12-12', until: '2026-12-12' }),
  ),
  e('promo code expires midnight dec 31 — remind at 11pm dec 31', TOR, once('2026-12-31', '23:00', TOR)),
  e('Singles Day sale opens 0:00 nov 11 beijing time', LON, once('2027-11-11', '00:00', SHA)),
  e('inventory snapshot 11:59pm each night', PHX, daily('23:59', PHX)),
  e('harbolnas 12.12: notif jam 00.00 tanggal 12 desember', JKT, once('2026-12-12', '00:00', JKT)),
  e('boxing day sale starts 6am dec 26, post at 5:30', LON, once('2026-12-26', '05:30', LON)),
  e('price scraper every 3 min', BER, plan(every('daily', { minutes: 3 }, BER))),
  e('daily deal rotates 9:00 AEST, reminder 8:45', BNE, daily('08:45', BNE)),
  e('Shopee 9.9 sale: push at 9:09 pm on sept 9', MNL, once('2027-09-09', '21:09', MNL)),
  e('flash sale every payday (15th and 30th) 12:00', MNL, on({ monthDays: [15, 30] }, '12:00', MNL)),
  e(
    'mega sale: flash vouchers at 00:00, 12:00 and 20:00 on 11 nov 2027',
    KUL,
    once('2027-11-11', ['00:00', '12:00', '20:00'], KUL),
  ),
  e('soldes d’hiver : bannière le 13 janvier 2027 à 8h', PAR, once('2027-01-13', '08:00', PAR)),
  e('Sommerschlussverkauf-Mail jeden Montag 10 Uhr im Juli', BER, on({ weekdays: ['mon'], months: [7] }, '10:00', BER)),
  e(
    'end-of-season sale: last chance email the last sunday of january 6pm',
    LON,
    on({ nth: ['last'], weekday: 'sun', months: [1] }, '18:00', LON),
  ),

  // a podcast
  e('new episode publishes tuesdays 5am ET', LA, on(['tue'], '05:00', NY)),
  e('recording session every thursday 7pm my time', LA, on(['thu'], '19:00', LA)),
  e('podcast stats digest 1st of the month 9am', DUB, on({ monthDays: [1] }, '09:00', DUB)),
  e('editing deadline sunday 10pm', TOR, on(['sun'], '22:00', TOR)),
  e('co-host is in melbourne: record 8pm their time on wednesdays', LON, on(['wed'], '20:00', MEL)),
  e('bonus episode once, dec 24 at 6am', LON, once('2026-12-24', '06:00', LON)),
  e('RSS feed ping every 6 hours', ANC, plan(every('daily', { hours: 6 }, ANC))),
  e('podcast: grabación los jueves a las 18:30 hora de Buenos Aires', MAD, on(['thu'], '18:30', BUE)),
  e('episodio nuovo ogni lunedì alle 6 del mattino', ROM, on(['mon'], '06:00', ROM)),
  e('clip for socials every weekday at 12:30 pm', DEN, on('weekdays', '12:30', DEN)),
  e(
    'patreon early access fridays 3pm, public release mondays 3pm',
    NY,
    either(on(['fri', 'mon'], '15:00', NY), no(TWO_TASKS)),
  ),
  e('podcast: opname elke donderdag om 20:00, herinnering om 19:30', AMS, on(['thu'], '19:30', AMS)),
  e('live episode one-off 2027-02-14 20:00 Stockholm', STO, once('2027-02-14', '20:00', STO)),
  e('podcast-jakso julkaistaan maanantaisin klo 6.00', HEL, on(['mon'], '06:00', HEL)),
  e('interview with our Kathmandu guest sat 8:15pm their time', LON, on(['sat'], '20:15', KTM)),
  e('record at 7, they said', LA, no(WHICH_DAY)),
  e(
    'transcript upload every weekday 2pm, except fridays, which are 11am',
    TOR,
    plan([at(MON_THU, '14:00', TOR), at(['fri'], '11:00', TOR)]),
  ),

  // a game studio's live-ops
  e('daily reset 04:00 UTC', SEL, daily('04:00', UTC)),
  e('weekly reset wednesday 09:00 UTC, post patch notes at 08:30', BER, on(['wed'], '08:30', UTC)),
  e(
    'event rotation every 8 hrs starting 02:00 PST',
    LA,
    either(daily(['02:00', '10:00', '18:00'], LA), daily(['02:00', '10:00', '18:00'], GMT_P8)),
  ),
  e('limited banner ends dec 6 23:59 JST, reminder at 22:00 that day', SEL, once('2026-12-06', '22:00', TYO)),
  e('server maintenance 2nd and 4th thursday 06:00 KST', SEL, no(NTH_SHIFT)),
  e('leaderboard snapshot sundays 23:00 UTC', LA, on(['sun'], '23:00', UTC)),
  e('live ops standup 10:30am PT tue-fri', LA, on(['tue', 'wed', 'thu', 'fri'], '10:30', LA)),
  e('season 5 launch march 14 2027 2:00 AM ET', NY, no(NO_SUCH_TIME)),
  e('login bonus announce 05:00 server time (UTC+8) daily', LA, daily('05:00', GMT_M8)),
  e('dungeon rotation every 3 hours', SGP, plan(every('daily', { hours: 3 }, SGP))),
  e('raid boss spawns every 5 hours', SGP, no(STEP_HOURS)),
  e('mainichi gogo 9ji ni ibento kaishi no tsuuchi', TYO, daily('21:00', TYO)),
  e('maeil ojeon 5si server jeomgeom allim', SEL, daily('05:00', SEL)),
  e('hotfix window today 3pm pacific', NY, once('2026-11-23', '15:00', LA)),
  e('patch deploy every tuesday at 10', LA, halfOr(['tue'], '10:00', '22:00', LA)),
  e(
    'EU server restart 05:00 CET and NA restart 05:00 ET, daily',
    LON,
    plan([at('daily', '05:00', BER), at('daily', '05:00', NY)]),
  ),
  e(
    'holiday event starts dec 18 10:00 PT, ends jan 4 — banner swap both days 10am PT',
    LA,
    plan([at({ monthDays: [18], months: [12] }, '10:00', LA), at({ monthDays: [4], months: [1] }, '10:00', LA)], {
      until: '2027-01-04',
    }),
  ),
  e('store refresh 00:00 UTC+0 every monday', TYO, on(['mon'], '00:00', UTC)),
  e(
    'community stream thursdays 6pm BST... i mean GMT now',
    LON,
    either(on(['thu'], '18:00', LON), on(['thu'], '18:00', UTC)),
  ),
  e('SEA servers: bảo trì thứ tư hàng tuần lúc 9 giờ sáng', SGN, on(['wed'], '09:00', SGN)),
  e(
    'player support digest every 30 min 09:00-21:00 Manila',
    MNL,
    span('daily', { minutes: 30 }, '09:00', '21:00', MNL),
  ),
  e('Oceania cup weekends 7pm AEDT, check-in reminder 6:30pm', SYD, on('weekends', '18:30', SYD)),
  e(
    'crash report triage every weekday 9:30 Warsaw and 9:30 Montreal',
    WAW,
    plan([at('weekdays', '09:30', WAW), at('weekdays', '09:30', TOR)]),
  ),
  e('double XP weekend: fri 18:00 on the 27th, once', LON, once('2026-11-27', '18:00', LON)),

  // a church and a parish
  e('sunday service reminder every saturday 6pm', CHI, on(['sat'], '18:00', CHI)),
  e('youth group fridays 7pm, text the parents at 5pm', DEN, on(['fri'], '17:00', DEN)),
  e('Easter sunrise service reminder', SYD, no(MOVABLE)),
  e('misa dominical 10:00 y 12:00, aviso a las 9:30', MEX, on(['sun'], '09:30', MEX)),
  e('church bells 12 noon every day', DUB, daily('12:00', DUB)),
  e('christmas eve mass dec 24 11:30pm, reminder at 9pm that evening', LON, once('2026-12-24', '21:00', LON)),
  e('missa de domingo às 8h e às 19h', SAO, on(['sun'], ['08:00', '19:00'], SAO)),
  e('nabożeństwo w każdą niedzielę o 18:00', WAW, on(['sun'], '18:00', WAW)),
  e('peringatan solat Jumaat setiap Jumaat pukul 12.45 tengah hari', KUL, on(['fri'], '12:45', KUL)),
  e('misa tuwing Linggo alas-siyete ng umaga', MNL, on(['sun'], '07:00', MNL)),
  e('parish newsletter 1st sunday of the month 8am', AKL, no(NTH_SHIFT)),
  e('Kirche: Glockenläuten jeden Samstag 18 Uhr', VIE, on(['sat'], '18:00', VIE)),
  e('iftar reminder at sunset every day of ramadan', CAI, no(SUNRISE)),
  e(
    'bible study wednesdays 7:30pm, prayer meeting fridays 6am',
    LOS,
    either(plan([at(['wed'], '19:30', LOS), at(['fri'], '06:00', LOS)]), no(TWO_TASKS)),
  ),
  e('choir robes to the cleaners first monday of the month 10am', LOS, on({ nth: [1], weekday: 'mon' }, '10:00', LOS)),
  e('culte du dimanche : rappel aux bénévoles samedi 20h', PAR, on(['sat'], '20:00', PAR)),
  e('kanisa: ibada ya Jumapili saa 3 asubuhi, kumbusha Jumamosi saa 2 usiku', NBO, on(['sat'], '20:00', NBO)),
  e('temple aarti har roz subah 6 baje aur shaam 7 baje', KOL, daily(['06:00', '19:00'], KOL)),
  e('mosque: jumu3a khutba reminder kol jum3a sa3a 11:30', RUH, on(['fri'], '11:30', RUH)),
  e('kerk: zondagsdienst 10:00, koffie om 11:15', AMS, on(['sun'], ['10:00', '11:15'], AMS)),
  e('vigil mass every saturday 5:30pm except during lent', LON, no(MOVABLE)),
  e('Christmas day service 9am AEDT, one-off', MEL, once('2026-12-25', '09:00', MEL)),
  e('orthodox christmas liturgy jan 7 2027 at 9:00 Athens', ATH, once('2027-01-07', '09:00', ATH)),

  // a gym
  e('6am bootcamp mon wed fri', TOR, on(MWF, '06:00', TOR)),
  e(
    'pool closes 9:30pm weekdays, 6pm weekends; announce 15 min before',
    LON,
    plan([at('weekdays', '21:15', LON), at('weekends', '17:45', LON)]),
  ),
  e('membership renewal emails on the 28th at 10am', PER, on({ monthDays: [28] }, '10:00', PER)),
  e('sauna heater on 5:30 every morning', HEL, daily('05:30', HEL)),
  e('academia: aula de spinning terça e quinta às 19h', SAO, on(TT, '19:00', SAO)),
  e(
    'siłownia: przegląd sprzętu pierwszy poniedziałek miesiąca o 7:00',
    WAW,
    on({ nth: [1], weekday: 'mon' }, '07:00', WAW),
  ),
  e('clean the mats every night 10:45pm', CHI, daily('22:45', CHI)),
  e('kuntosali: siivous joka päivä klo 22.00', HEL, daily('22:00', HEL)),
  e('WOD posted 9pm the night before, every day', SYD, daily('21:00', SYD)),
  e('leg day reminder thursday at 5', LON, no(AMBIGUOUS_HOUR)),
  e(
    'gym: hydration reminder every 20 min during class (sat 9:00-10:00)',
    LON,
    span(['sat'], { minutes: 20 }, '09:00', '10:00', LON),
  ),
  e('Fitnessstudio: Kursplan jeden Sonntag 18 Uhr posten', BER, on(['sun'], '18:00', BER)),
  e('palestra: pulizia spogliatoi ogni 2 ore dalle 8 alle 22', ROM, span('daily', { hours: 2 }, '08:00', '22:00', ROM)),
  e("spor salonu: üyelik yenileme hatırlatması her ayın 5'i saat 11:00", IST, on({ monthDays: [5] }, '11:00', IST)),
  e(
    'new year challenge kicks off jan 4, daily 6:15am for 30 days',
    TOR,
    daily('06:15', TOR, { from: '2027-01-04', count: 30 }),
  ),
  e('boxing class tue/thu 18:30 + sat 10:00', DUB, plan([at(TT, '18:30', DUB), at(['sat'], '10:00', DUB)])),
  e('jim: kelas yoga setiap Sabtu pukul 8 pagi', KUL, on(['sat'], '08:00', KUL)),
  e('aerobics 7am weekdays — wait, 7:15', BNE, on('weekdays', '07:15', BNE)),
  e('pool chlorine test 6:00, 12:00, 18:00 daily', PER, daily(['06:00', '12:00', '18:00'], PER)),
  e('fitness: zumba ka reminder har mangalvar aur shukravar shaam 6:30', KOL, on(['tue', 'fri'], '18:30', KOL)),

  // a fleet of delivery vans
  e('route plan published 04:30 mon-sat', LON, on(MON_SAT, '04:30', LON)),
  e('vehicle walkaround reminder 05:45 every working day', DUB, on('weekdays', '05:45', DUB)),
  e('tacho card download every 28 days', LON, no(DAYS_STEP)),
  e('GPS ping every 2 minutes', MEX, plan(every('daily', { minutes: 2 }, MEX))),
  e('van MOT reminder on the 3rd of each month 9am', LON, on({ monthDays: [3] }, '09:00', LON)),
  e('driver hours report every sunday 23:00', BER, on(['sun'], '23:00', BER)),
  e(
    'last drop ETA check every 30 mins 4pm-8pm weekdays',
    TOR,
    span('weekdays', { minutes: 30 }, '16:00', '20:00', TOR),
  ),
  e(
    'christmas peak: extra sort wave at 02:00 from dec 14 to dec 24',
    LON,
    daily('02:00', LON, { from: '2026-12-14', until: '2026-12-24' }),
  ),
  e('salida de furgonetas a las 6:30 de lunes a sábado', MAD, on(MON_SAT, '06:30', MAD)),
  e('kurier: odprawa kierowców codziennie o 5:15', WAW, daily('05:15', WAW)),
  e('Lieferwagen: Reifendruck prüfen jeden Montag 06:00', BER, on(['mon'], '06:00', BER)),
  e('fuel card reconciliation last monday of the month 10am', SYD, no(NTH_SHIFT)),
  e('tyre rotation every 10,000 km', SYD, no(NOT_A_CLOCK)),
  e('dispatch board refresh every 15 min 5am to 9pm', LON, span('daily', { minutes: 15 }, '05:00', '21:00', LON)),
  e('Jakarta: kurir berangkat setiap hari jam 7 pagi kecuali Minggu', JKT, on(MON_SAT, '07:00', JKT)),
  e('vans back at depot by 7pm — ping stragglers at 6:45pm weekdays', BOG, on('weekdays', '18:45', BOG)),
  e(
    'entregas: cargar las furgonetas a las 4:00, solo sábados en diciembre',
    MEX,
    on({ weekdays: ['sat'], months: [12] }, '04:00', MEX),
  ),
  e('Saigon: giao hàng ca sáng 6 giờ, ca chiều 14 giờ, mỗi ngày', SGN, daily(['06:00', '14:00'], SGN)),
  e('EV vans charging starts 23:30 sun-thu', AMS, on(SUN_THU, '23:30', AMS)),
  e('vehicle insurance renewal 1 march 2027 9am', JNB, once('2027-03-01', '09:00', JNB)),
  e('fleet: leveringsroutes uploaden werkdagen 05:00', AMS, on('weekdays', '05:00', AMS)),
  e(
    'parcel cut-off 15:00 weekdays, reminder 14:30 — and saturdays 11:00, reminder 10:30',
    LON,
    plan([at('weekdays', '14:30', LON), at(['sat'], '10:30', LON)]),
  ),
  e(
    'oil change every 3 months on the 1st at 8am',
    DEN,
    either(on({ monthDays: [1], months: [3, 6, 9, 12] }, '08:00', DEN), no(WHICH_DAY)),
  ),

  // a water utility
  e('reservoir level reading every hour', BNE, plan(every('daily', { hours: 1 }, BNE))),
  e('chlorine residual test 06:00 12:00 18:00 00:00', JNB, daily(['00:00', '06:00', '12:00', '18:00'], JNB)),
  e('pump station 4 changeover every sunday 3am', NY, on(['sun'], '03:00', NY)),
  e('hydrant flushing tues & thurs 9:30am until dec 17', TOR, on(TT, '09:30', TOR, { until: '2026-12-17' })),
  e('SCADA historian backup 01:30 nightly', HBA, daily('01:30', HBA)),
  e('boil water notice review every 4 hrs 6am-10pm', HBA, span('daily', { hours: 4 }, '06:00', '22:00', HBA)),
  e('meter reading batch on the 1st and 16th at 07:00', CCS, on({ monthDays: [1, 16] }, '07:00', CCS)),
  e('abastecimento: relatório diário às 7h30', SAO, daily('07:30', SAO)),
  e('water board meeting 2nd monday 6:30pm', TOR, on({ nth: [2], weekday: 'mon' }, '18:30', TOR)),
  e(
    'acueducto: purga de tanques el último sábado del mes 5:00',
    BOG,
    on({ nth: ['last'], weekday: 'sat' }, '05:00', BOG),
  ),
  e('tide gate closure at high tide', AMS, no(TIDES)),
  e('waterschap: gemaalcontrole elke dag om 06:30 en 18:30', AMS, daily(['06:30', '18:30'], AMS)),
  e('leak detection night flow reading 03:00 daily', LON, daily('03:00', LON)),
  e('wasserwerk: Probenahme jeden ersten Dienstag im Monat 8:00', BER, on({ nth: [1], weekday: 'tue' }, '08:00', BER)),
  e(
    'drought restrictions review every monday 10am from jan 11 to mar 29',
    ADL,
    on(['mon'], '10:00', ADL, { from: '2027-01-11', until: '2027-03-29' }),
  ),
  e('vannverk: prøvetaking hver mandag og torsdag kl 07.30', OSL, on(['mon', 'thu'], '07:30', OSL)),
  e('filter backwash every 36 hours', LON, no(STEP_HOURS)),
  e('Lima: reporte de caudal cada 30 minutos', LIM, plan(every('daily', { minutes: 30 }, LIM))),
  e('sewer pump alarm test 1st of every month 0200 hrs Darwin', DRW, on({ monthDays: [1] }, '02:00', DRW)),

  // a cinema
  e('box office opens 30 min before the first showing (11:30 daily)', LON, daily('11:00', LON)),
  e('new releases go on sale thursdays 9am', LA, on(['thu'], '09:00', LA)),
  e('projector lamp hours log every sunday night 11:30pm', TOR, on(['sun'], '23:30', TOR)),
  e('premiere dec 17, ticket alert dec 10 10:00', SYD, once('2026-12-10', '10:00', SYD)),
  e('Kino: Programmänderung jeden Mittwoch 15:00 veröffentlichen', BER, on(['wed'], '15:00', BER)),
  e('cinéma : séance du mardi 20h30, rappel à 18h', PAR, on(['tue'], '18:00', PAR)),
  e('bioscoop: nieuwe films op woensdag om 10:00 online zetten', AMS, on(['wed'], '10:00', AMS)),
  e('kids matinee sat and sun 10:30am, popcorn machine on at 10am', CHI, on('weekends', '10:00', CHI)),
  e('film club last wednesday of the month 19:30', DUB, on({ nth: ['last'], weekday: 'wed' }, '19:30', DUB)),
  e('kino: repertuar na weekend publikujemy w czwartek o 12:00', WAW, on(['thu'], '12:00', WAW)),
  e('eiga-kan: joei sukejuuru koushin maishuu kinyoubi gozen 0ji', TYO, on(['fri'], '00:00', TYO)),
  e('marathon screening one-off: sat 5 dec, doors 22:00', LON, once('2026-12-05', '22:00', LON)),
  e('cinema staff rota posted every monday 8pm', JNB, on(['mon'], '20:00', JNB)),
  e('sinema: bilet satış raporu her gece 23:45', IST, daily('23:45', IST)),
  e('cine: estreno jueves 16 dic... digo 17 de diciembre, aviso a las 10:00', MAD, once('2026-12-17', '10:00', MAD)),

  // a recruitment team
  e('candidate pipeline review every monday 9:30am', LON, on(['mon'], '09:30', LON)),
  e(
    'grad scheme closes jan 31 — nudge applicants 9am on jan 24 and jan 30',
    LON,
    on({ monthDays: [24, 30], months: [1] }, '09:00', LON),
  ),
  e('reclutamiento: revisión de CVs martes y jueves 11:00', MAD, on(TT, '11:00', MAD)),
  e('headcount report last friday of each month at 2pm', NY, on({ nth: ['last'], weekday: 'fri' }, '14:00', NY)),
  e('offer letters batch weekdays 4pm sgt', LON, on('weekdays', '16:00', SGP)),
  e('career fair dec 3, remind booth staff at 8am that day', TOR, once('2026-12-03', '08:00', TOR)),
  e('rekrytointi: haastattelumuistutus maanantaisin klo 8.30', HEL, on(['mon'], '08:30', HEL)),
  e('triagem de currículos toda sexta às 14h', LIS, on(['fri'], '14:00', LIS)),
  e('hiring sync with the Bengaluru team wed 4pm IST / 10:30am UK', LON, on(['wed'], '16:00', KOL)),
  e('nábor: týdenní report každý pátek v 15:00', PRG, on(['fri'], '15:00', PRG)),
  e('onboarding welcome pack 8am on each new starter’s first day', LON, no(WHICH_DAY)),
  e('agency invoices due 5th business day', NY, no(BUSINESS_NTH)),
  e(
    'campus hiring: remind the panel at 7:30am on feb 3, 4 and 5',
    SGP,
    daily('07:30', SGP, { from: '2027-02-03', until: '2027-02-05' }),
  ),
  e('rekrutacja: przypomnienie o feedbacku codziennie o 16:00 oprócz weekendów', WAW, on('weekdays', '16:00', WAW)),
  e(
    'LinkedIn post every tue 8am Eastern & thu 8am Pacific',
    NY,
    plan([at(['tue'], '08:00', NY), at(['thu'], '08:00', LA)]),
  ),

  // property management
  e('rent due reminder on the 1st at 9am, late notice on the 6th at 9am', TOR, on({ monthDays: [1, 6] }, '09:00', TOR)),
  e('building fire alarm test every wednesday 11am', LON, on(['wed'], '11:00', LON)),
  e('bins out tuesday night 8pm', MEL, on(['tue'], '20:00', MEL)),
  e('lift service contract visit 2nd thursday monthly 10am', SYD, no(NTH_SHIFT)),
  e('gutter cleaning in april and october', SYD, no(NO_TIME)),
  e('boiler service reminder every 1 september 9am', DUB, on({ monthDays: [1], months: [9] }, '09:00', DUB)),
  e('lease renewals report 25th 8pm', NY, on({ monthDays: [25] }, '20:00', NY)),
  e('aviso de pago de alquiler el día 5 de cada mes a las 10:00', MAD, on({ monthDays: [5] }, '10:00', MAD)),
  e('Hausverwaltung: Treppenhausreinigung jeden Freitag 7 Uhr', BER, on(['fri'], '07:00', BER)),
  e('condomínio: assembleia toda 1ª terça do mês às 20h', SAO, on({ nth: [1], weekday: 'tue' }, '20:00', SAO)),
  e('airbnb checkout cleaning 11am daily', LIS, daily('11:00', LIS)),
  e('strata levy notice 30 days before the end of each quarter', SYD, no(RELATIVE)),
  e('tenant newsletter 15th of every month 17:00 CAT', JNB, on({ monthDays: [15] }, '17:00', 'Africa/Harare')),
  e('noise complaint log review fri and sat 11pm', DUB, on(['fri', 'sat'], '23:00', DUB)),
  e(
    'chauffage collectif : relevé des compteurs le dernier jour du mois à 8h',
    PAR,
    on({ monthDays: ['last'] }, '08:00', PAR),
  ),
  e('affitti: promemoria il giorno 1 di ogni mese alle 9', ROM, on({ monthDays: [1] }, '09:00', ROM)),
  e('pool opens for the season 1 december, unlock code email at 6am that day', PER, once('2026-12-01', '06:00', PER)),
  e('garage door service on the 29th of each month 10am', NY, on({ monthDays: [29] }, '10:00', NY)),
  e('rent reminder the 29th at 8am sydney', SYD, no(LEAP)),

  // a kindergarten
  e('pickup reminder 2:45pm weekdays', SYD, on('weekdays', '14:45', SYD)),
  e('nap time starts 12:30, dim the lights reminder 12:25 mon-fri', TOR, on('weekdays', '12:25', TOR)),
  e('Kita: Elternbrief jeden ersten Montag im Monat um 8 Uhr', BER, on({ nth: [1], weekday: 'mon' }, '08:00', BER)),
  e('kleuterschool: fruitdag op woensdag, herinnering dinsdag 19:00', AMS, on(['tue'], '19:00', AMS)),
  e('przedszkole: zebranie z rodzicami 10 grudnia o 17:00', WAW, once('2026-12-10', '17:00', WAW)),
  e('daycare closes at 6; ping parents 5:30pm fridays', NY, on(['fri'], '17:30', NY)),
  e('snack rota email every sunday 6pm', AKL, on(['sun'], '18:00', AKL)),
  e('asilo: uscita in giardino ogni giorno alle 10:30 se non piove', ROM, no(WEATHER)),
  e('förskola: föräldramöte första tisdagen i månaden kl 18.30', STO, on({ nth: [1], weekday: 'tue' }, '18:30', STO)),
  e('barnehage: foreldremøte hver første onsdag kl 18.00', OSL, on({ nth: [1], weekday: 'wed' }, '18:00', OSL)),
  e('vuggestue: madpakke-påmindelse hver søndag kl. 20.00', CPH, on(['sun'], '20:00', CPH)),
  e('päiväkoti: muistutus vaatteista joka perjantai klo 15', HEL, on(['fri'], '15:00', HEL)),
  e('mateřská škola: vyzvednutí dětí připomenout v pracovní dny v 15:30', PRG, on('weekdays', '15:30', PRG)),
  e(
    'grădiniță: ședința cu părinții în prima joi din lună la 18:00',
    BUC,
    on({ nth: [1], weekday: 'thu' }, '18:00', BUC),
  ),
  e('hoikuen: omukae no rimaindaa heijitsu gogo 4ji 45fun', TYO, on('weekdays', '16:45', TYO)),
  e('eorinijip: maeil ohu 4si hawon cha allim', SEL, daily('16:00', SEL)),
  e(
    'kindy photo day one-off 9 dec 8:30am, tell parents the night before at 7pm',
    BNE,
    once('2026-12-08', '19:00', BNE),
  ),
  e('parent newsletter every friday at 3, term time only', MEL, no(AMBIGUOUS_HOUR)),

  // a mountain hut
  e('hut warden radio check 07:00 and 19:00 daily', ZRH, daily(['07:00', '19:00'], ZRH)),
  e(
    'weather report at 18:00 every day from june 15 to sept 30',
    ZRH,
    daily('18:00', ZRH, { from: '2027-06-15', until: '2027-09-30' }),
  ),
  e(
    'Hütte: Wetterbericht täglich 06:30 vom 20. Juni bis 20. September',
    VIE,
    daily('06:30', VIE, { from: '2027-06-20', until: '2027-09-20' }),
  ),
  e('rifugio: le prenotazioni chiudono alle 20 ogni sera, avviso alle 19:30', ROM, daily('19:30', ROM)),
  e('refuge : appel radio au gardien tous les soirs à 19h', PAR, daily('19:00', PAR)),
  e('hytte: strømsjekk hver lørdag kl 10.00', OSL, on(['sat'], '10:00', OSL)),
  e('generator on at dusk, off at 22:00', ZRH, no(SUNRISE)),
  e('helicopter supply drop once, june 12 2027 at 8am', ZRH, once('2027-06-12', '08:00', ZRH)),
  e('avalanche bulletin 17:00 daily dec to apr', VIE, on({ months: [12, 1, 2, 3, 4] }, '17:00', VIE)),
  e('DOC hut: radio schedule 7:30pm every night', AKL, daily('19:30', AKL)),
  e('chata: kontrola zásob každou neděli v 16:00', PRG, on(['sun'], '16:00', PRG)),
  e('cabana: verificare stație meteo în fiecare zi la ora 8:00 și 20:00', BUC, daily(['08:00', '20:00'], BUC)),
  e('katafygio: elegxos asyrmatou kathe mera stis 8 to vradi', ATH, daily('20:00', ATH)),
  e('hut booking opens 1 march 9am NZDT for the whole season', AKL, once('2027-03-01', '09:00', AKL)),
  e(
    'Aconcagua base camp: parte radial todos los días 8:00 y 20:00 hora Mendoza',
    BUE,
    daily(['08:00', '20:00'], 'America/Argentina/Mendoza'),
  ),
  e('kolyba: kontrola kamen po každém deštivém dni', PRG, no(WEATHER)),
  e('water tank check every 4 days', ZRH, no(DAYS_STEP)),
  e('Hüttenwirt: Müllabholung jeden 2. und 4. Freitag 9:00', VIE, on({ nth: [2, 4], weekday: 'fri' }, '09:00', VIE)),

  // a fishing co-op (tides written as clock times)
  e('high water 06:42 tomorrow, launch reminder at 05:45', AKL, once('2026-11-25', '05:45', AKL)),
  e('fish auction every weekday 0400', HBA, on('weekdays', '04:00', HBA)),
  e('ice plant check 3am tue-sat', LON, on(TUE_SAT, '03:00', LON)),
  e('tide table says low water 14:10 on dec 5 — reminder at 13:00 that day', DUB, once('2026-12-05', '13:00', DUB)),
  e('every day at high tide', DUB, no(TIDES)),
  e('boats in by 6pm, radio call 5:30pm daily', STJ, daily('17:30', STJ)),
  e('cofradía: subasta de lunes a sábado a las 5:00', MAD, on(MON_SAT, '05:00', MAD)),
  e('kooperatif nelayan: lelang ikan setiap hari jam 04.30', JKT, daily('04:30', JKT)),
  e('maré alta às 07:15 de sábado, lembrete sexta às 20h', LIS, once('2026-11-27', '20:00', LIS)),
  e('crab pot check 2 hours after each low tide', HAL, no(TIDES)),
  e('quota report due 10th of the month 12:00', HAL, on({ monthDays: [10] }, '12:00', HAL)),
  e('fiskeauktion hver hverdag kl. 06.00', CPH, on('weekdays', '06:00', CPH)),
  e('kalastajat: saalisraportti joka sunnuntai klo 20', HEL, on(['sun'], '20:00', HEL)),
  e('high tide 18:21 today, bring the boats up at 17:30', HAL, once('2026-11-23', '17:30', HAL)),
  e('harbour master: slipway booking list 19:00 every evening', HBA, daily('19:00', HBA)),
  e(
    'spring tides on dec 9 and dec 23, alert at 05:00 both days',
    HBA,
    on({ monthDays: [9, 23], months: [12] }, '05:00', HBA, { until: '2026-12-31' }),
  ),
  e('tide 04:55, 17:12 tomorrow — wake-up call at 04:00', STJ, once('2026-11-24', '04:00', STJ)),
  e('mangingisda: paalala tuwing Sabado alas-kuwatro ng madaling araw', MNL, on(['sat'], '04:00', MNL)),
  e(
    'ngư dân: họp hợp tác xã chủ nhật đầu tiên của tháng lúc 15 giờ',
    SGN,
    on({ nth: [1], weekday: 'sun' }, '15:00', SGN),
  ),
  e('wavuvi: mnada wa samaki kila siku saa 12 asubuhi', NBO, daily('06:00', NBO)),
  e('fish market prices posted every 30 min 04:00-08:00', HBA, span('daily', { minutes: 30 }, '04:00', '08:00', HBA)),
  e('lobster season opens 15 nov 2027 at 6am, remind at 5am', HAL, once('2027-11-15', '05:00', HAL)),
  e('full moon net repair day', HAL, no(MOVABLE)),

  // platform and data engineers pasting scheduler configs
  e('15 2 * * 1-5 /opt/backup.sh   # weekdays 02:15', HEL, on('weekdays', '02:15', HEL)),
  e('*/10 * * * * curl -s https://status.internal/ping', CMB, plan(every('daily', { minutes: 10 }, CMB))),
  e('0 6,18 * * * /usr/local/bin/sync  # twice a day', KHI, daily(['06:00', '18:00'], KHI)),
  e('CRON_TZ=Europe/Madrid\n30 7 * * 1-5 /srv/report.sh', LON, on('weekdays', '07:30', MAD)),
  e(
    '0 9 1-7 * 1 /bin/monthly-mon.sh  # first monday',
    NY,
    either(
      on({ nth: [1], weekday: 'mon' }, '09:00', NY),
      plan([at({ monthDays: [1, 2, 3, 4, 5, 6, 7] }, '09:00', NY), at(['mon'], '09:00', NY)]),
    ),
  ),
  e('@hourly /usr/bin/logrotate-app', BKK, plan(every('daily', { hours: 1 }, BKK))),
  e('@weekly /usr/local/bin/cleanup', BUC, on(['sun'], '00:00', BUC)),
  e('@reboot /usr/local/bin/mount-nfs', BUC, no(AT_BOOT)),
  e('0 12 * * 7 /bin/sunday-noon.sh', LIS, on(['sun'], '12:00', LIS)),
  e(
    '0 4 */2 * * /bin/compact  # every other day',
    LIS,
    either(on({ monthDays: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31] }, '04:00', LIS), no(DAYS_STEP)),
  ),
  e('5 0 * 8 * /bin/august-only', ATH, on({ months: [8] }, '00:05', ATH)),
  e('0 22 * * 0 /srv/weekly.sh  # box runs Australia/Darwin time', PER, on(['sun'], '22:00', DRW)),
  e('*/15 * * * 6,0 /usr/bin/weekend-sync', VAN, plan(every('weekends', { minutes: 15 }, VAN))),
  e(
    '0 8-17 * * 1-5 /bin/office-hours-check  # hourly in office hours',
    JNB,
    on('weekdays', ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'], JNB),
  ),
  e(
    'apiVersion: batch/v1\nkind: CronJob\nspec:\n  schedule: "0 1 * * 6"\n  timeZone: "Europe/Helsinki"',
    LON,
    on(['sat'], '01:00', HEL),
  ),
  e('schedule: "*/20 * * * *"\ntimeZone: "Asia/Kathmandu"', LON, plan(every('daily', { minutes: 20 }, KTM))),
  e(
    'k8s CronJob schedule: "0 0 1 */3 *" (cluster is UTC)',
    DEN,
    on({ monthDays: [1], months: QUARTER_STARTS }, '00:00', UTC),
  ),
  e('schedule: "15 3 * * 1-5"\ntimeZone: America/Halifax', TOR, on('weekdays', '03:15', HAL)),
  e('cron(0 12 * * ? *)', SYD, daily('12:00', UTC)),
  e('rate(5 minutes)', SYD, plan(every('daily', { minutes: 5 }, UTC))),
  e('cron(30 21 ? * SUN-THU *)', DXB, on(SUN_THU, '21:30', UTC)),
  e('cron(0 8 L * ? *)', LON, on({ monthDays: ['last'] }, '08:00', UTC)),
  e('eventbridge: cron(0 14 ? * 5#3 *)', NY, on({ nth: [3], weekday: 'thu' }, '14:00', UTC)),
  e('rate(7 hours)', NY, no(STEP_HOURS)),
  e('EventBridge Scheduler cron(0 9 ? * 2-6 *) timezone Australia/Perth', PER, on('weekdays', '09:00', PER)),
  e("on:\n  schedule:\n    - cron: '17 3 * * *'", BER, daily('03:17', UTC)),
  e("schedule:\n  - cron: '0 */12 * * 0'  # sunday twice", TOR, on(['sun'], ['00:00', '12:00'], UTC)),
  e("github actions: - cron: '30 23 * * 5' # release notes friday night", LA, on(['fri'], '23:30', UTC)),
  e('OnCalendar=Sun *-*-* 04:30:00', PRG, on(['sun'], '04:30', PRG)),
  e('OnCalendar=*-*-* 06,18:00', DAC, daily(['06:00', '18:00'], DAC)),
  e('OnCalendar=Mon,Wed *-*-* 20:00 Europe/Bucharest', LON, on(['mon', 'wed'], '20:00', BUC)),
  e('OnCalendar=monthly', HEL, on({ monthDays: [1] }, '00:00', HEL)),
  e('OnCalendar=*-12-24 18:00', CPH, on({ monthDays: [24], months: [12] }, '18:00', CPH)),
  e('OnCalendar=hourly', OSL, plan(every('daily', { hours: 1 }, OSL))),
  e('OnCalendar=*:0/30', STO, plan(every('daily', { minutes: 30 }, STO))),
  e('OnCalendar=Fri *-*-8..14 09:00', AMS, on({ nth: [2], weekday: 'fri' }, '09:00', AMS)),
  e('OnCalendar=Sat,Sun 07:30 Asia/Dhaka', DAC, on('weekends', '07:30', DAC)),
  e('quartz: 0 0 12 ? * WED', ZRH, on(['wed'], '12:00', ZRH)),
  // a bare six-field line with a day number: Quartz counts Sunday as 1, Spring (5.3 on) as Unix does (Monday = 1)
  e('0 15 10 ? * 6L', SGP, either(on({ nth: ['last'], weekday: 'fri' }, '10:15', SGP), no(DAY_NUMBERING))),
  e('0 0/5 14 * * ?', BKK, plan(every('daily', { minutes: 5, window: ['14:00', '14:55'] }, BKK))),
  e('0 0 8 LW * ?', LON, on({ lastBusinessDay: true }, '08:00', LON)),
  e('0 0 10 ? * 2#2', MAD, either(on({ nth: [2], weekday: 'mon' }, '10:00', MAD), no(DAY_NUMBERING))),
  e('quartz cron 0 0 9 ? * 1 (yes, Quartz numbering)', BER, on(['sun'], '09:00', BER)),
  e('30 0 9 * * ?', BER, no(SECONDS)),
  e("Airflow: schedule='30 2 * * *' (our default_timezone is Europe/Amsterdam)", LON, daily('02:30', AMS)),
  e("dag = DAG('etl', schedule='@daily')  # airflow on UTC", KOL, daily('00:00', UTC)),
  e(
    "DAG(schedule='0 */6 * * *', start_date=pendulum.datetime(2026, 1, 1, tz='Asia/Colombo'))",
    CMB,
    plan(every('daily', { hours: 6 }, CMB)),
  ),
  e(
    'gcloud scheduler jobs create http nightly --schedule="0 3 * * *" --time-zone="Asia/Singapore"',
    LON,
    daily('03:00', SGP),
  ),
  e(
    'gcloud scheduler jobs update http poll --schedule="*/30 8-17 * * 1-5" --time-zone="America/Lima"',
    LIM,
    plan(every('weekdays', { minutes: 30, window: ['08:00', '17:30'] }, LIM)),
  ),
  e(
    'Cloud Scheduler frequency: 0 */4 * * *, timezone: America/Sao_Paulo',
    SAO,
    plan(every('daily', { hours: 4 }, SAO)),
  ),
  e(
    'Trigger: Weekly - At 6:00 AM every Monday, Wednesday of every week, starting 11/30/2026',
    CHI,
    on(['mon', 'wed'], '06:00', CHI, { from: '2026-11-30' }),
  ),
  e('Task Scheduler: Daily - At 11:30 PM every day', PHX, daily('23:30', PHX)),
  e(
    'Monthly - At 3:00 AM on day 1 of January, April, July, October',
    DEN,
    on({ monthDays: [1], months: QUARTER_STARTS }, '03:00', DEN),
  ),
  e(
    'At 7:00 PM every Saturday of every week, starting 12/5/2026',
    NY,
    on(['sat'], '19:00', NY, { from: '2026-12-05' }),
  ),
  e(
    'Daily at 8:00 AM, repeat task every 30 minutes for a duration of 12 hours',
    TOR,
    span('daily', { minutes: 30 }, '08:00', '20:00', TOR),
  ),
  e('Trigger: One time - At 2:00 AM on 3/14/2027', NY, no(NO_SUCH_TIME)),
  e('Jenkins: cron("H 2 * * *")', LON, no(HASHED)),
  e('triggers { cron("TZ=Europe/Prague\\n0 22 * * 1-5") }', PRG, on('weekdays', '22:00', PRG)),
  e('pollSCM("H/5 * * * *")', LON, either(plan(every('daily', { minutes: 5 }, LON)), no(HASHED))),
  e('jenkins trigger cron("@midnight")', LON, no(HASHED)),
  e('c.AddFunc("CRON_TZ=Asia/Tokyo 0 6 * * *", job)', LON, daily('06:00', TYO)),
  e(
    'cron.New(cron.WithSeconds()).AddFunc("0 30 * * * *", flush)',
    SEL,
    plan(every('daily', { hours: 1, at: 30 }, SEL)),
  ),
  e('c.AddFunc("@every 1h30m", poll)', SEL, no(FROM_START)),
  e('c.AddFunc("TZ=America/Lima 15 7 * * MON-FRI", digest)', LIM, on('weekdays', '07:15', LIM)),
  e('@Scheduled(cron = "0 0 7 * * MON-FRI", zone = "Europe/Lisbon")', LON, on('weekdays', '07:00', LIS)),
  e(
    '@Scheduled(cron = "0 */15 9-17 * * *")  // app runs in America/Chicago',
    CHI,
    plan(every('daily', { minutes: 15, window: ['09:00', '17:45'] }, CHI)),
  ),
  e("schedule.every().day.at('10:30').do(job)", ATH, daily('10:30', ATH)),
  e("schedule.every().monday.at('08:00').do(send_report)", IST, on(['mon'], '08:00', IST)),
  e('schedule.every(10).minutes.do(job)', IST, either(plan(every('daily', { minutes: 10 }, IST)), no(FROM_START))),
  e(
    "celery beat: crontab(minute=0, hour='*/3')  # timezone = 'Europe/Warsaw'",
    WAW,
    plan(every('daily', { hours: 3 }, WAW)),
  ),
  e(
    "crontab(hour=7, minute=30, day_of_week='sat,sun') with CELERY_TIMEZONE='Asia/Kolkata'",
    LON,
    on('weekends', '07:30', KOL),
  ),
  e(
    "CronTrigger(day_of_week='mon-fri', hour=17, minute=45, timezone='Asia/Manila')",
    SGP,
    on('weekdays', '17:45', MNL),
  ),
  e(
    "cron.schedule('*/5 8-18 * * 1-5', fn, { timezone: 'Europe/Oslo' })",
    LON,
    plan(every('weekdays', { minutes: 5, window: ['08:00', '18:55'] }, OSL)),
  ),
  e("new CronJob('0 0 9 * * 1-5', fn, null, true, 'America/Los_Angeles')", NY, on('weekdays', '09:00', LA)),
  e("agenda.every('0 6 * * *', 'report', {}, { timezone: 'Africa/Lagos' })", LON, daily('06:00', LOS)),
  e(
    'RecurringJob.AddOrUpdate("purge", () => Purge(), Cron.Daily(4, 30), TimeZoneInfo.FindSystemTimeZoneById("Romance Standard Time"))',
    LON,
    daily('04:30', PAR),
  ),
  e(
    'RecurringJob.AddOrUpdate("sync", () => Sync(), "0 12 * * 1-5", TimeZoneInfo.FindSystemTimeZoneById("Tokyo Standard Time"))',
    LON,
    on('weekdays', '12:00', TYO),
  ),
  e('Windows zone "Nepal Standard Time", trigger daily 06:45', KTM, daily('06:45', KTM)),
  e('run at 08:00 "E. South America Standard Time" every weekday', SAO, on('weekdays', '08:00', SAO)),
  e('time zone: (UTC+10:00) Canberra, Melbourne, Sydney — every Monday 7:00 AM', BNE, on(['mon'], '07:00', SYD)),
  e('job tz "Cen. Australia Standard Time", daily 21:00', PER, daily('21:00', ADL)),
  e('zone "SA Pacific Standard Time" — run 18:30 mon-fri', LON, on('weekdays', '18:30', BOG)),
  e('tz=Arabian Standard Time, sunday 08:00', DXB, on(['sun'], '08:00', DXB)),
  e('FLE Standard Time 06:30 every day', LON, daily('06:30', HEL)),
  e('"Central Europe Standard Time" 09:15 mon wed fri', PRG, on(MWF, '09:15', 'Europe/Budapest')),
  e('SE Asia Standard Time, every saturday 10:00', BKK, on(['sat'], '10:00', BKK)),
  e('"Pakistan Standard Time" daily 22:00', KHI, daily('22:00', KHI)),
  e('"Iran Standard Time" every friday 09:00', THR, on(['fri'], '09:00', THR)),
  e('"Venezuela Standard Time" weekdays 07:30', CCS, on('weekdays', '07:30', CCS)),

  // calendar invitations, RRULE lines and /remind
  e('Occurs every Tuesday and Thursday from 7:30 AM to 8:00 AM (UTC+03:30) Tehran', THR, on(TT, '07:30', THR)),
  e('Weekly on Monday, Wednesday, Friday · 6:00 – 6:45pm', VAN, on(MWF, '18:00', VAN)),
  e('Every 2 weeks on Thursday · 10:00 – 11:00am', VAN, no(WEEKS)),
  e('Monthly on the third Wednesday · 10:00 – 11:00am', LON, on({ nth: [3], weekday: 'wed' }, '10:00', LON)),
  e('Annually on March 1 · All day', LON, no(NO_TIME)),
  e(
    'Occurs day 15 of every 1 month(s) effective 12/15/2026 from 3:00 PM to 4:00 PM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    BER,
    on({ monthDays: [15] }, '15:00', BER, { from: '2026-12-15' }),
  ),
  e('Occurs every weekday from 8:00 AM to 8:30 AM (UTC-03:30) Newfoundland', STJ, on('weekdays', '08:00', STJ)),
  e('Occurs every Saturday from 9:00 AM to 10:00 AM (UTC+10:30) Lord Howe Island', LHI, on(['sat'], '09:00', LHI)),
  e(
    'Occurs every day effective 12/1/2026 until 12/31/2026 from 6:00 PM to 6:30 PM (UTC+12:45) Chatham Islands',
    CHT,
    daily('18:00', CHT, { from: '2026-12-01', until: '2026-12-31' }),
  ),
  e(
    'Occurs the first Monday of every 1 month(s) from 9:00 AM to 10:00 AM (UTC+08:45) Eucla',
    EUC,
    on({ nth: [1], weekday: 'mon' }, '09:00', EUC),
  ),
  e(
    'Occurs the last Friday of every 3 month(s) effective 12/25/2026 from 11:00 AM to 12:00 PM (UTC-05:00) Bogota, Lima, Quito, Rio Branco',
    LIM,
    on({ nth: ['last'], weekday: 'fri', months: [12, 3, 6, 9] }, '11:00', LIM, { from: '2026-12-25' }),
  ),
  e('Daily · 7:00 – 7:15am · (GMT+12:00) Fiji', FJI, daily('07:00', FJI)),
  e('Weekly on Sunday · 8 – 9pm · (GMT+13:00) Tonga Time', TBU, on(['sun'], '20:00', TBU)),
  e('Occurs every Wednesday from 2:00 PM to 3:00 PM (UTC-09:30) Marquesas Islands', LA, on(['wed'], '14:00', MRQ)),
  e('Occurs every Thursday from 11:00 AM to 12:00 PM (UTC+04:30) Kabul', KBL, on(['thu'], '11:00', KBL)),
  e('Occurs every Monday from 10:00 AM to 10:30 AM (UTC+05:30) Sri Jayawardenepura', CMB, on(['mon'], '10:00', CMB)),
  e('Occurs every Friday from 4:00 PM to 5:00 PM (UTC+06:30) Yangon (Rangoon)', RGN, on(['fri'], '16:00', RGN)),
  e('Occurs every day from 5:00 AM to 5:15 AM (UTC+03:00) Moscow, St. Petersburg', MOW, daily('05:00', MOW)),
  e('RRULE:FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=8;BYMINUTE=30', CPH, on('weekends', '08:30', CPH)),
  e('DTSTART;TZID=Pacific/Auckland:20261201T070000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', AKL, no(WEEKS)),
  e('RRULE:FREQ=MONTHLY;BYDAY=2TH;BYHOUR=18;BYMINUTE=0', ROM, on({ nth: [2], weekday: 'thu' }, '18:00', ROM)),
  e(
    'DTSTART;TZID=Europe/Prague:20261201T090000\nRRULE:FREQ=DAILY;BYHOUR=9,13,17;COUNT=30',
    PRG,
    daily(['09:00', '13:00', '17:00'], PRG, { from: '2026-12-01', count: 30 }),
  ),
  e(
    'RRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4;BYHOUR=12;BYMINUTE=0',
    NY,
    on({ monthDays: [4], months: [7] }, '12:00', NY),
  ),
  e('RRULE:FREQ=MINUTELY;INTERVAL=15', MEX, plan(every('daily', { minutes: 15 }, MEX))),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15', MEX, no(NO_TIME)),
  e(
    'DTSTART;TZID=America/Halifax:20270110T083000\nRRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20270328T120000Z',
    HAL,
    on(['sun'], '08:30', HAL, { from: '2027-01-10', until: '2027-03-28' }),
  ),
  e('RRULE:FREQ=DAILY;INTERVAL=3;BYHOUR=6', HAL, no(DAYS_STEP)),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1;BYHOUR=9;BYMINUTE=0',
    DUB,
    on({ firstBusinessDay: true }, '09:00', DUB),
  ),
  e('RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=3;BYHOUR=9', DUB, no(BUSINESS_NTH)),
  e('/remind #pharmacy "fridge temps" every day at 8am', LON, daily('08:00', LON)),
  e('/remind me to file the motion on January 8th at 4pm', CHI, once('2027-01-08', '16:00', CHI)),
  e('/remind #ramp every weekday at 05:30', SGP, on('weekdays', '05:30', SGP)),
  e('/remind @channel taproom cleanup every Sunday at 9pm', DEN, on(['sun'], '21:00', DEN)),
  e('/remind me every month on the 15th at 10am to pay the colo invoice', AMS, on({ monthDays: [15] }, '10:00', AMS)),
  e('/remind #newsroom "budget meeting" every Monday, Wednesday and Friday at 10:30am', TOR, on(MWF, '10:30', TOR)),
  e('/remind me in 20 minutes to call the tower', LON, either(once('2026-11-23', '12:20', LON), no(RELATIVE))),
  e('/remind #zoo feed the koi at 3pm every day', TYO, daily('15:00', TYO)),
  e(
    '/remind me at 9 tomorrow',
    BER,
    either(once('2026-11-24', '09:00', BER), once('2026-11-24', '21:00', BER), no(AMBIGUOUS_HOUR)),
  ),
  e(
    '/remind #church-volunteers every second Sunday at 8am',
    SYD,
    either(on({ nth: [2], weekday: 'sun' }, '08:00', SYD), no(WEEKS)),
  ),
  e(
    '/remind me next Tuesday at 2pm about the lease',
    MEL,
    either(once('2026-11-24', '14:00', MEL), once('2026-12-01', '14:00', MEL)),
  ),
  e('/remind #gym "restock towels" every Saturday at 7:30am', CCS, on(['sat'], '07:30', CCS)),
  e('/remind #legal every last day of the month at 5pm', NY, on({ monthDays: ['last'] }, '17:00', NY)),
  e(
    '/remind #fleet "tyre check" every Monday at 6am until December 21',
    DUB,
    on(['mon'], '06:00', DUB, { until: '2026-12-21' }),
  ),

  // around the 2027 clock changes
  e('one-off: 2027-03-14 2:30am eastern, rotate the certs', NY, no(NO_SUCH_TIME)),
  e(
    'failover test on 31 oct 2027 at 02:30 CET (the second one, after the clocks go back)',
    BER,
    once('2027-10-31', '02:30', GMT_M1),
  ),
  e('db maintenance nov 7 2027 1:30am CST', CHI, once('2027-11-07', '01:30', GMT_P6)),
  e('certificate renewal 4 april 2027 2:30am AEDT', SYD, once('2027-04-04', '02:30', SYD)),
  e('switch the boiler timer 26 sept 2027 at 2:15am', AKL, no(NO_SUCH_TIME)),
  e('3 oct 2027 02:30 adelaide, patch window', ADL, no(NO_SUCH_TIME)),
  e('march 28 2027 at 01:30 london — archive job, just once', LON, no(NO_SUCH_TIME)),
  e('daily 02:30 vacuum job, Berlin time', BER, daily('02:30', BER)),
  e('every sunday at 02:30 sydney', SYD, on(['sun'], '02:30', SYD)),
  e('Lord Howe: daily 02:15 backup', LHI, daily('02:15', LHI)),
  e('Chatham radio test 26 sept 2027 at 2:50am local', CHT, no(NO_SUCH_TIME)),
  e(
    'new summer timetable from march 29 2027: 06:10 weekdays',
    BER,
    on('weekdays', '06:10', BER, { from: '2027-03-29' }),
  ),
  e('winter hours until march 13 2027: daily 7pm ET', NY, daily('19:00', NY, { until: '2027-03-13' })),
  e('from 8 nov 2027 run at 8am central every day', CHI, daily('08:00', CHI, { from: '2027-11-08' })),
  e('1:30am on 4 april 2027, NZ time, one-off', AKL, once('2027-04-04', '01:30', AKL)),
  e('nightly 01:30 job in Santiago', SCL, daily('01:30', SCL)),
  e('weekdays 4:30pm pacific through the march change', LA, on('weekdays', '16:30', LA)),
  e('daylight saving reminder: the saturday before each clock change 10am', LON, no(MOVABLE)),
  e('every day 00:30 Hobart until 4 april 2027', HBA, daily('00:30', HBA, { until: '2027-04-04' })),
  e('halloween 2027 night: 1:30am Oct 31 Dublin', DUB, once('2027-10-31', '01:30', DUB)),

  // more, in other words and other languages
  e('codziennie o 21:37 przypomnienie', WAW, daily('21:37', WAW)),
  e('varje vardag kl 07.45 morgonmöte', STO, on('weekdays', '07:45', STO)),
  e('hver mandag kl. 09.00 ukemøte', OSL, on(['mon'], '09:00', OSL)),
  e('hver fredag kl. 15.30 fredagsbar', CPH, on(['fri'], '15:30', CPH)),
  e('joka arkipäivä klo 8.15 aamupalaveri', HEL, on('weekdays', '08:15', HEL)),
  e('každý pracovní den v 7:30 porada', PRG, on('weekdays', '07:30', PRG)),
  e('în fiecare luni la ora 9:00 ședință', BUC, on(['mon'], '09:00', BUC)),
  e('kathe Deftera kai Pempti stis 10:00 synantisi', ATH, on(['mon', 'thu'], '10:00', ATH)),
  e('her pazartesi saat 09:30 toplantı', IST, on(['mon'], '09:30', IST)),
  e('kazhdyi den v 8 utra otchet', MOW, daily('08:00', MOW)),
  e('po pyatnitsam v 18:00 napomnit pro otchet', MOW, on(['fri'], '18:00', MOW)),
  e('har shanivar subah 11 baje cleaning', KOL, on(['sat'], '11:00', KOL)),
  e('setiap hari Senin sampai Jumat jam 9 pagi standup', JKT, on('weekdays', '09:00', JKT)),
  e('setiap Ahad pukul 10 pagi mesyuarat keluarga', KUL, on(['sun'], '10:00', KUL)),
  e('tuwing Biyernes alas-singko ng hapon ang payroll', MNL, on(['fri'], '17:00', MNL)),
  e('mỗi thứ sáu lúc 4 giờ chiều gửi báo cáo', SGN, on(['fri'], '16:00', SGN)),
  e('tuk wan athit 10:00 nat prachum', BKK, on(['sun'], '10:00', BKK)),
  e('maishuu getsuyoubi gozen 10ji teirei', TYO, on(['mon'], '10:00', TYO)),
  e('maeju geumyoil ohu 6si hoesik allim', SEL, on(['fri'], '18:00', SEL)),
  e('kila Ijumaa saa 9 alasiri ripoti', NBO, on(['fri'], '15:00', NBO)),
  e('kol yom el a7ad sa3a 9 el sob7 ijtima3', CAI, on(['sun'], '09:00', CAI)),
  e('todos os dias às 6h30 backup', SAO, daily('06:30', SAO)),
  e('todos los lunes a las 8:30 junta semanal', BOG, on(['mon'], '08:30', BOG)),
  e('chaque vendredi à 17h apéro d’équipe', PAR, on(['fri'], '17:00', PAR)),
  e('jeden Werktag um 7:45 Stand-up', BER, on('weekdays', '07:45', BER)),
  e('ogni giovedì alle 14:30 riunione', ROM, on(['thu'], '14:30', ROM)),
  e('elke maandag om 9:15 weekstart', AMS, on(['mon'], '09:15', AMS)),
  e('co drugi wtorek o 10:00 retro', WAW, no(WEEKS)),
  e('varannan måndag kl 13', STO, no(WEEKS)),
  e('hver anden torsdag kl. 14', CPH, no(WEEKS)),
  e('joka kolmas päivä klo 9.00', HEL, no(DAYS_STEP)),
  e('la fiecare 35 de minute', BUC, no(STEP_MINUTES)),
  e('her 7 saatte bir yedekle', IST, no(STEP_HOURS)),
  e('každý pátek ve 3', PRG, no(AMBIGUOUS_HOUR)),
  e('todos los viernes a las 5', MEX, no(AMBIGUOUS_HOUR)),
  e('toda segunda às 7', SAO, halfOr(['mon'], '07:00', '19:00', SAO)),
  e('chaque mardi à 8', PAR, halfOr(['tue'], '08:00', '20:00', PAR)),
  e('Pazar günü saat 8de hatırlat', IST, halfOr(['sun'], '08:00', '20:00', IST)),
  e('kathe Savvato stis 9', ATH, halfOr(['sat'], '09:00', '21:00', ATH)),
  e('Ramazan bayramı sabahı 8:00 tebrik mesajı', IST, no(MOVABLE)),
  e('Diwali ki shaam 7 baje greetings bhejna', KOL, no(MOVABLE)),
  e('Tết Nguyên Đán lúc 0 giờ gửi lời chúc', SGN, no(MOVABLE)),
  e('Chuseok achim 9si insamal', SEL, no(MOVABLE)),
  e('Sinterklaasavond 5 december om 19:00', AMS, once('2026-12-05', '19:00', AMS)),
  e('Wigilia 24 grudnia o 16:00 życzenia dla zespołu', WAW, once('2026-12-24', '16:00', WAW)),
  e('Réveillon 31/12 às 23h50 mensagem no canal', SAO, once('2026-12-31', '23:50', SAO)),
  e('Nochebuena 24/12 a las 20:00 felicitación', MAD, once('2026-12-24', '20:00', MAD)),
  e('capodanno: messaggio l’1/1 alle 00:05', ROM, once('2027-01-01', '00:05', ROM)),
  e('Juhannus: muistutus 25.6.2027 klo 12.00', HEL, once('2027-06-25', '12:00', HEL)),
  e('17. mai kl 08.00 gratulasjon i kanalen', OSL, once('2027-05-17', '08:00', OSL)),
  e('1 Decembrie ora 10:00 mesaj de Ziua Națională', BUC, once('2026-12-01', '10:00', BUC)),
  e('Ohi day 28 Oktovriou stis 9:00 minima', ATH, once('2027-10-28', '09:00', ATH)),
  e('Cumhuriyet Bayramı 29 Ekim 2027 saat 09:00 mesaj', IST, once('2027-10-29', '09:00', IST)),
  e('Den pobedy 9 maya v 10:00 pozdravlenie', MOW, once('2027-05-09', '10:00', MOW)),
  e('Republic Day 26 January subah 8 baje message', KOL, once('2027-01-26', '08:00', KOL)),
  e('Hari Merdeka 17 Agustus jam 10.00 upacara', JKT, once('2027-08-17', '10:00', JKT)),
  e('Hari Kebangsaan 31 Ogos pukul 9 pagi', KUL, once('2027-08-31', '09:00', KUL)),
  e('Araw ng Kalayaan Hunyo 12 alas-8 ng umaga', MNL, once('2027-06-12', '08:00', MNL)),
  e('Quốc khánh 2/9 lúc 8 giờ sáng', SGN, once('2027-09-02', '08:00', SGN)),
  e('Songkran 13 mesayon 09:00 uay phon', BKK, once('2027-04-13', '09:00', BKK)),
  e('ganjitsu no aisatsu 1gatsu 1nichi gozen 0ji 5fun', TYO, once('2027-01-01', '00:05', TYO)),
  e('Jamhuri Day tarehe 12 Desemba saa 4 asubuhi', NBO, once('2026-12-12', '10:00', NBO)),
  e('Eid al-Adha sabah el 3eed sa3a 8', RUH, no(MOVABLE)),
  e('yom el watani 23 September sa3a 9 el sob7', RUH, once('2027-09-23', '09:00', RUH)),

  // what no exact CRON answer can honour, in other words
  e('every 35 minutes from 8am to 6pm', LON, no(STEP_MINUTES)),
  e('every 7 hours', TOR, no(STEP_HOURS)),
  e('every fortnight on monday 9am', MEL, no(WEEKS)),
  e('every 5 days at noon', PER, no(DAYS_STEP)),
  e('at 09:00:45 every morning', SGP, no(SECONDS)),
  e('second working day of the month 9:00', AMS, no(BUSINESS_NTH)),
  e('first business day of the month 7am Tokyo', TYO, no(BUSINESS_SHIFT)),
  e('last business day 6pm Los Angeles', LA, no(BUSINESS_SHIFT)),
  e('3rd sunday of the month 8am Auckland time', AKL, no(NTH_SHIFT)),
  e('last saturday of the month 10pm New York', NY, no(NTH_SHIFT)),
  e('weekdays in december only, 7am Tokyo', TYO, no(MONTH_EDGE)),
  e('every day except public holidays 8am', LON, no(HOLIDAYS)),
  e('on the 28th at 11pm New York', NY, no(LEAP)),
  e('at sunset every friday', RUH, no(SUNRISE)),
  e('on the 1st working monday after payday', LON, no(RELATIVE)),
  e('every 2nd day at 7', LON, no(DAYS_STEP)),
  e('mon and thu at 3 please', DUB, no(AMBIGUOUS_HOUR)),
  e('standup at 9:30, Berlin or Lisbon time, not sure which', LON, no(WHICH_ZONE)),
  e(
    'weekly sync 10:00 CET / 10:00 ET, mondays',
    LON,
    either(plan([at(['mon'], '10:00', BER), at(['mon'], '10:00', NY)]), no(WHICH_ZONE)),
  ),
  e('sometime friday afternoon', LON, no(NO_TIME)),
  e('remind me after the meeting ends', LON, no(RELATIVE)),
  e('every time the build breaks', LON, no(NOT_A_CLOCK)),
];
