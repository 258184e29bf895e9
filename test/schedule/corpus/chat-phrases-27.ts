/**
 * A twenty-seventh blind chat corpus: schedules as they are typed in Slack by a veterinary clinic, a public library, a
 * container port, a logistics warehouse, a newsroom, a community radio station, a theatre's stage management, a
 * wedding planner, a solar farm's operators, an observatory, a retirement home, a car rental desk, a call centre, a
 * bakery chain, a university lab booking instruments, an amateur sports league, a municipal waste service, a cinema
 * chain, a trading desk, a hackathon's organisers, a courier fleet, a law firm with court deadlines, a recruiting
 * agency, an NGO spread over five continents, a shipping line and a satellite ground station (passes at odd
 * minutes). Platform engineers paste Kubernetes `CronJob` specs (with and without `timeZone:`), EventBridge Scheduler,
 * Google Cloud Scheduler, Quartz, Hangfire `Cron.` helpers, Spring `@Scheduled(cron=..., zone=...)`, `/etc/cron.d`
 * lines with a user field, anacron, Windows `schtasks /create`, Airflow `schedule=`, Sidekiq, Nomad, systemd timers,
 * Jenkins `H` and GitHub Actions; others paste Google Calendar and Outlook text, iCalendar RRULE lines, Slack's
 * /remind and Todoist-style recurring tasks. About a fifth of the writers mix English with (or write in) Spanish,
 * Portuguese, French, German, Italian, Dutch, Polish, Japanese romaji, Hindi in Latin letters, Indonesian, Turkish,
 * Vietnamese, Chinese pinyin, Korean in Latin letters, Ukrainian in Latin letters, Filipino, Swedish, Finnish, Greek in
 * Latin letters, Afrikaans and Catalan. Terse and polite messages, typos and autocorrect, 12- and 24-hour and military
 * clocks, "7a"/"7p", noon, half past and quarter to, names and task words around the schedule, reminders before
 * events, several rules in one message, exceptions, corrections, running periods, one-off dates, zones said as codes,
 * cities, offsets, "my time", "their time" and Windows zone names, half-hour and 45-minute offsets, the southern
 * hemisphere, zones without daylight saving, dates near the 2027 clock changes (US March 14 and November 7, EU March
 * 28 and October 31, Australia April 4 and October 3, New Zealand April 4 and September 26), and phrases no exact CRON
 * answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 09:00 in São Paulo, 12:00
 * in London, 13:00 in Berlin, 15:00 in Nairobi, 17:30 in Kolkata, 17:45 in Kathmandu, 20:00 in Singapore, 21:00 in
 * Tokyo, 22:30 in Adelaide, 23:00 in Sydney, and on Tuesday the 24th 01:00 in Auckland.
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
const HEL = 'Europe/Helsinki';
const WAW = 'Europe/Warsaw';
const ATH = 'Europe/Athens';
const IST = 'Europe/Istanbul';
const KYI = 'Europe/Kyiv';
const MAD = 'Europe/Madrid';
const BCN = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ROM = 'Europe/Rome';
const ZRH = 'Europe/Zurich';
const BRU = 'Europe/Brussels';
const HAM = 'Europe/Berlin';
const NBO = 'Africa/Nairobi';
const JNB = 'Africa/Johannesburg';
const LOS = 'Africa/Lagos';
const CAS = 'Africa/Casablanca';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const KHI = 'Asia/Karachi';
const CMB = 'Asia/Colombo';
const DAC = 'Asia/Dhaka';
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
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
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
const REG = 'America/Regina';
const PAN = 'America/Panama';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MON_THU = ['mon', 'tue', 'wed', 'thu'] as const;
const THU_SUN = ['thu', 'fri', 'sat', 'sun'] as const;
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
const SUN = 'sunrise, sunset, twilight and moon times move every day, which CRON cannot follow';
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
const CONFLICT = 'the CRON line and the words beside it disagree';
const OFF = 'the job is said to be switched off';
const TIDE = 'tides and vessel arrivals are not a calendar rule';
const ORBIT = 'satellite passes drift from day to day and are not a calendar rule';
const NO_DATE = 'the date is not given';
const DAY_BEFORE = 'the day before an nth weekday is not a day CRON can name';

export const CHAT_PHRASES_27: readonly CorpusEntry[] = [
  // a veterinary clinic
  e('vaccine reminder texts go out 9am every weekday', DEN, on('weekdays', '09:00', DEN)),
  e('kennel cleaning checklist 6:30a and 5:30p daily', DEN, daily(['06:30', '17:30'], DEN)),
  e('controlled drugs log — sat 8', DEN, halfOr(['sat'], '08:00', '20:00', DEN)),
  e('reminder for Dr. Patel: surgery block starts 8:00 tue/thu, ping her 20 min before', DEN, on(TT, '07:40', DEN)),
  e(
    'heartworm reminders to clients on the 1st of the month 10am, april thru october only',
    DEN,
    on({ monthDays: [1], months: [4, 5, 6, 7, 8, 9, 10] }, '10:00', DEN),
  ),
  e('x-ray machine QA last friday of month 4pm', DEN, on({ nth: ['last'], weekday: 'fri' }, '16:00', DEN)),
  e('clínica veterinaria: recordatorio de vacunas los martes a las 10 de la mañana', MAD, on(['tue'], '10:00', MAD)),
  e(
    'boarding feed rounds every 4 hours starting 6am',
    DEN,
    either(
      plan(every('daily', { hours: 4, window: ['06:00', '22:00'] }, DEN)),
      plan(every('daily', { hours: 4, window: ['02:00', '22:00'] }, DEN)),
    ),
  ),
  e('after-hours line: forwarding on at 6pm weekdays, off again at 8am', DEN, no(TWO_JOBS)),
  e('dental month promo email feb 1 2027 9am', DEN, once('2027-02-01', '09:00', DEN)),
  e(
    'Tierklinik: Impferinnerung jeden ersten Montag im Monat um 9 Uhr',
    BER,
    on({ nth: [1], weekday: 'mon' }, '09:00', BER),
  ),
  e(
    'infusion pump calibration 1st weekday of jan/apr/jul/oct at 8am',
    DEN,
    on({ firstBusinessDay: true, months: QUARTERS }, '08:00', DEN),
  ),
  e('post-op call-backs at 2 pm and 4:30 pm daily except sunday', DEN, on(MON_SAT, ['14:00', '16:30'], DEN)),
  e('klinik hewan: pengingat vaksin rabies tiap tanggal 5 jam 09.00', JKT, on({ monthDays: [5] }, '09:00', JKT)),
  e('dierenkliniek: herinnering voor de nachtdienst elke dag om 21:45', AMS, daily('21:45', AMS)),
  e('euthanasia follow-up card reminder 3 days after each appointment', DEN, no(RELATIVE)),
  e('pharmacy fridge temp log 0800 + 1600, sorry make the second one 1700', DEN, daily(['08:00', '17:00'], DEN)),
  e('klinika weterynaryjna: przypomnienie o szczepieniach w każdy czwartek o 12:00', WAW, on(['thu'], '12:00', WAW)),
  e('clinique vétérinaire: rappel de vermifuge le 1er de chaque mois à 9h', PAR, on({ monthDays: [1] }, '09:00', PAR)),
  // a public library
  e('overdue notices email nightly 11pm', TOR, daily('23:00', TOR)),
  e(
    'holds shelf sweep every 30 min while we are open 9–9 mon-thu',
    TOR,
    span(MON_THU, { minutes: 30 }, '09:00', '21:00', TOR),
  ),
  e('book club reminder 2nd tuesday 6:30pm', TOR, on({ nth: [2], weekday: 'tue' }, '18:30', TOR)),
  // two tasks or one (the engine says "this needs 2 tasks"): corpus 17 reads "shade screen close 11:30 and open 15:30"
  // as one task's runs, corpus 23 either
  e(
    'close the makerspace booking form at 5pm fridays and reopen it mondays 9am',
    TOR,
    either(no(TWO_JOBS), plan([at(['fri'], '17:00', TOR), at(['mon'], '09:00', TOR)])),
  ),
  e('biblioteca: recordatorio de devolución todos los viernes a las 12 del mediodía', MEX, on(['fri'], '12:00', MEX)),
  e(
    'summer reading challenge email every monday 8am from june 28 to aug 30 2027',
    TOR,
    on(['mon'], '08:00', TOR, { from: '2027-06-28', until: '2027-08-30' }),
  ),
  e('board packet reminder 5 days before the 3rd thursday', TOR, no(RELATIVE)),
  e('biblioteca municipal: lembrete da hora do conto aos sábados às 10h', SAO, on(['sat'], '10:00', SAO)),
  e('bibliotheek: boetemail elke maandag om 07:00', AMS, on(['mon'], '07:00', AMS)),
  e('Bibliothek: Rückgabeautomat Neustart täglich 03:15', BER, daily('03:15', BER)),
  e(
    'library: tax clinic sign-up reminders tue & thu at 10am, feb 2 through apr 29',
    TOR,
    on(TT, '10:00', TOR, { from: '2027-02-02', until: '2027-04-29' }),
  ),
  e('kirjasto: myöhästymismaksujen ajo joka yö klo 2.30', HEL, daily('02:30', HEL)),
  e('bibliothèque: sauvegarde du catalogue tous les soirs à 22h30', PAR, daily('22:30', PAR)),
  e('biblioteka: przypomnienie o zwrocie książek codziennie o 18', WAW, daily('18:00', WAW)),
  e('library wifi usage report first monday of the month 7 a.m.', VAN, on({ nth: [1], weekday: 'mon' }, '07:00', VAN)),

  // a container port
  e('gate appointment system reset daily 00:00 rotterdam time', SGP, daily('00:00', AMS)),
  e('pilot booking reminder 2h before high water', AMS, no(TIDE)),
  e(
    'yard re-marshalling job nightly 2330 except saturday',
    AMS,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '23:30', AMS),
  ),
  e('haven: lijst met verwachte schepen elke werkdag om 6u', AMS, halfOr('weekdays', '06:00', '18:00', AMS)),
  e('port state control docs check 1st mon of month 0800 SGT', SGP, on({ nth: [1], weekday: 'mon' }, '08:00', SGP)),
  e('berth window for MSC Aurora tue 1 dec 2026 14:00 Durban time', AMS, once('2026-12-01', '14:00', JNB)),
  e('straddle carrier battery swap every 7 hours', SGP, no(STEP_HOURS)),
  e(
    'porto de santos: relatório da fila de caminhões a cada 2 horas das 6 às 22',
    SAO,
    span('daily', { hours: 2 }, '06:00', '22:00', SAO),
  ),
  e('terminal ops daily briefing 0645 Singapore time (I am in Rotterdam)', AMS, daily('06:45', SGP)),
  e('ISPS security drill every quarter', SGP, no(NO_TIME)),
  e('ballast water log reminder 12 noon daily UTC', SGP, daily('12:00', UTC)),
  e('quay crane 7 lube check — every 250 moves', SGP, no(NOT_A_CLOCK)),
  e('hafen: Leercontainer-Bestand melden Mo, Mi, Fr um 7:30', HAM, on(MWF, '07:30', HAM)),
  e('empty depot stock email 06:00 and 14:00 Colombo time', DXB, daily(['06:00', '14:00'], CMB)),
  e('port de Barcelona: informe de grúas cada día a las 6 y media', BCN, daily('06:30', BCN)),
  e('dwell time report tuesdays 10:00 Karachi', DXB, on(['tue'], '10:00', KHI)),
  // a logistics warehouse
  e(
    'magazyn: inwentaryzacja w ostatni piątek miesiąca o 14:00',
    WAW,
    on({ nth: ['last'], weekday: 'fri' }, '14:00', WAW),
  ),
  e('carrier cutoff is 4pm weekdays — alert 15 min before', CHI, on('weekdays', '15:45', CHI)),
  e(
    'peak season overtime roster email every sunday 6pm until dec 20',
    CHI,
    on(['sun'], '18:00', CHI, { until: '2026-12-20' }),
  ),
  e('Lager: Kühlkette Temperaturprotokoll alle 2 Stunden', BER, plan(every('daily', { hours: 2 }, BER))),
  e('slotting optimization job sat 11pm, oops i mean sun 11pm', CHI, on(['sun'], '23:00', CHI)),
  e('fire door test first friday monthly 10:00', CHI, on({ nth: [1], weekday: 'fri' }, '10:00', CHI)),
  e('WMS nightly purge 0130 CST', CHI, either(daily('01:30', CHI), daily('01:30', 'Etc/GMT+6'))),
  e('almacén: reposición de picking a las 4 de la mañana de lunes a viernes', MEX, on('weekdays', '04:00', MEX)),
  e('armazém: conferência de inventário toda segunda às 7h30', SAO, on(['mon'], '07:30', SAO)),
  e('kho hàng: kiểm kê hàng tồn mỗi thứ bảy lúc 8 giờ sáng', HCM, on(['sat'], '08:00', HCM)),
  e('amazon inbound appointment sat 5 dec 2026 0700', CHI, once('2026-12-05', '07:00', CHI)),
  e('depo: sevkiyat listesi her gün saat 06:00 ve 13:00', IST, daily(['06:00', '13:00'], IST)),
  e('conveyor belt tension check every 10 days', CHI, no(DAYS_STEP)),
  e('mezzanine safety walk thursdays 9, every week', CHI, halfOr(['thu'], '09:00', '21:00', CHI)),

  // a newsroom
  e(
    'morning newsletter send 6:00am ET weekdays, 7:30 weekends',
    NY,
    plan([at('weekdays', '06:00', NY), at('weekends', '07:30', NY)]),
  ),
  e('budget meeting 10:30 and 4:15, remind 10 min before each', NY, daily(['10:20', '16:05'], NY)),
  e(
    'election night results poll every 2 min from 7pm nov 2 2027 to 2am the next morning',
    NY,
    plan([
      every({ monthDays: [2], months: [11] }, { minutes: 2, window: ['19:00', '23:58'] }, NY),
      every({ monthDays: [3], months: [11] }, { minutes: 2, window: ['00:00', '02:00'] }, NY),
    ]),
  ),
  e('Redaktion: Frühkonferenz Mo–Fr 9:30, Erinnerung 5 Min vorher', BER, on('weekdays', '09:25', BER)),
  e(
    'redacción: cierre de edición a las 23:45 de domingo a viernes',
    MAD,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '23:45', MAD),
  ),
  e('embargo lifts thursday 3 dec 2026 00:01 GMT, publish then', NY, once('2026-12-03', '00:01', LON)),
  e('weekly most-read report mon 8am and the monthly one on the 1st at 8am', NY, no(TWO_JOBS)),
  e('ask the night editor at 11 each night whether the front page is locked', NY, daily('23:00', NY)),
  e('DST explainer goes live sat march 13 2027 9am', NY, once('2027-03-13', '09:00', NY)),
  e(
    'datebook newsletter wednesdays at 0600 for 8 weeks starting dec 2',
    NY,
    on(['wed'], '06:00', NY, { from: '2026-12-02', count: 8 }),
  ),
  e('rédaction: conférence de une tous les jours à 16h, sauf le dimanche', PAR, on(MON_SAT, '16:00', PAR)),
  e('redazione: rassegna stampa alle 7:15 dal lunedì al sabato', ROM, on(MON_SAT, '07:15', ROM)),
  e('newsroom India bureau: page 1 lock 10:30 pm IST', NY, daily('22:30', KOL)),
  e('markets live blog opens 8:00 London, closes 16:30 London, weekdays', NY, no(TWO_JOBS)),
  e(
    'liveblog Wahlabend: Ticker-Update alle 15 Minuten von 18 bis 23 Uhr am 26.09.2027',
    BER,
    plan(every({ monthDays: [26], months: [9] }, { minutes: 15, window: ['18:00', '23:00'] }, BER)),
  ),
  e('kantor berita: rapat redaksi setiap hari jam 10 pagi WIB', SGP, daily('10:00', JKT)),
  e('anniversary piece on the quake: 6 feb 2027, 04:17 Istanbul', LON, once('2027-02-06', '04:17', IST)),

  // a community radio station
  e(
    'playlist export for the music royalties return, last day of the month 11:59pm',
    AKL,
    on({ monthDays: ['last'] }, '23:59', AKL),
  ),
  e('rádio comunitária: vinheta do programa às 18h de segunda a sábado', SAO, on(MON_SAT, '18:00', SAO)),
  e('EAS weekly test at a random time', DEN, no(HASHED)),
  e('DJ reminder: your show is thursday 9pm, remind me at 8', DEN, on(['thu'], '20:00', DEN)),
  e(
    'pledge drive on-air pitch every 20 min 6a-9a weekdays, jan 11-22 2027',
    DEN,
    span('weekdays', { minutes: 20 }, '06:00', '09:00', DEN, { from: '2027-01-11', until: '2027-01-22' }),
  ),
  e(
    'radio comunitaria: el programa en vivo es los domingos a las 10 de la mañana hora de Bogotá',
    MEX,
    on(['sun'], '10:00', BOG),
  ),
  e('board meeting 1st wed of every month 7 pm', TOR, no(NTH_SHIFT)),
  e(
    'overnight world service relay: switch over at 0100 and back at 0600',
    AKL,
    either(no(TWO_JOBS), daily(['01:00', '06:00'], AKL)),
  ),
  e('Bürgerradio: Sendeprotokoll jeden Montag um 8:00 an die Landesmedienanstalt', BER, on(['mon'], '08:00', BER)),
  e(
    'radio komunitas: putar jingle tiap 30 menit dari jam 5 pagi sampai 10 malam',
    JKT,
    span('daily', { minutes: 30 }, '05:00', '22:00', JKT),
  ),
  e('talkback line test 5:55 before the 6am news, every day', AKL, daily('05:55', AKL)),
  e(
    'fundraiser quiz night reminder tue 7 dec 7pm',
    AKL,
    either(no(WHICH_DAY), once('2026-12-07', '19:00', AKL), once('2027-12-07', '19:00', AKL)),
  ),
  e('radio: Sendepause für die Wartung am 28.3.2027 um 2:30', BER, no(SKIPPED)),

  // a theatre's stage management
  e(
    'half-hour call 7pm tue–sat, 2pm for the wed & sat matinees',
    LON,
    plan([at(TUE_SAT, '19:00', LON), at(['wed', 'sat'], '14:00', LON)]),
  ),
  e(
    'rehearsal report goes out nightly at 11:15pm until tech on jan 10',
    LON,
    daily('23:15', LON, { until: '2027-01-10' }),
  ),
  e('preset check 90 minutes before the 7:30pm curtain, tue-sun', LON, on(TUE_SUN, '18:00', LON)),
  e('equity break reminder every 80 minutes from when rehearsal starts', LON, no(FROM_START)),
  e(
    "teatro: prova generale giovedì 10 dicembre ore 19:30, promemoria un'ora prima",
    ROM,
    once('2026-12-10', '18:30', ROM),
  ),
  e(
    'Theater: Einlass 18:30, Vorstellung 19:30 — Erinnerung an die Abendspielleitung 30 Minuten vor Einlass, Di bis So',
    BER,
    on(TUE_SUN, '18:00', BER),
  ),
  e('show closes sun jan 3 2027; strike call 11pm that night', NY, once('2027-01-03', '23:00', NY)),
  e(
    'tech rehearsals: ping the crew at 0830 and 1330 daily from jan 4 to jan 9',
    LON,
    daily(['08:30', '13:30'], LON, { from: '2027-01-04', until: '2027-01-09' }),
  ),
  e(
    'théâtre: appel des comédiens 19h15 du mardi au samedi, 15h15 le dimanche',
    PAR,
    plan([at(TUE_SAT, '19:15', PAR), at(['sun'], '15:15', PAR)]),
  ),
  e('dressing room 5 cleaning: mon 10', LON, halfOr(['mon'], '10:00', '22:00', LON)),
  e('teatr: próba techniczna w sobotę 12 grudnia o 10:00', WAW, once('2026-12-12', '10:00', WAW)),
  e(
    'panto run dec 5 – jan 10: fly system check 12:30 every day',
    LON,
    daily('12:30', LON, { from: '2026-12-05', until: '2027-01-10' }),
  ),

  // a wedding planner
  e('Maria & João: final headcount to the caterer — remind me 2 june 2027 9am', LIS, once('2027-06-02', '09:00', LIS)),
  e(
    'vendor confirmation calls every friday 11am until the wedding on may 22',
    LIS,
    on(['fri'], '11:00', LIS, { until: '2027-05-22' }),
  ),
  e('send the couple the timeline 6 months, 3 months and 1 month before the wedding', LIS, no(NO_DATE)),
  e(
    'ceremony 4pm sat 9 oct 2027 in Tuscany; ping the photographer 2 hrs before, their time',
    LON,
    once('2027-10-09', '14:00', ROM),
  ),
  e('boda: recordatorio al florista el 14 de febrero a las 8:00', MEX, once('2027-02-14', '08:00', MEX)),
  e('couple portraits at golden hour, remind 30 min before', LON, no(SUN)),
  e(
    'tasting appointments tue/wed/thu at 11 and 3',
    LON,
    either(no(HALF), on(['tue', 'wed', 'thu'], ['11:00', '15:00'], LON)),
  ),
  e('Hochzeit: Erinnerung an die Anzahlung am 1. März 2027 um 10 Uhr', BER, once('2027-03-01', '10:00', BER)),
  e('Bali wedding 18 Sep 2027 — call the villa at 9am Bali time', SYD, once('2027-09-18', '09:00', 'Asia/Makassar')),
  e('check in with the Nguyens every 2nd monday of the month 5:30pm PT', LA, no(NTH_SHIFT)),
  e('casamento: lembrar a noiva da prova do vestido dia 5 de dezembro às 15h', SAO, once('2026-12-05', '15:00', SAO)),
  e(
    'RSVP chase emails every tue and fri 10am from jan 5 to feb 26',
    NY,
    on(['tue', 'fri'], '10:00', NY, { from: '2027-01-05', until: '2027-02-26' }),
  ),
  e(
    'mariage: rappel au traiteur le 20 mai à 9h, puis le 27 mai même heure',
    PAR,
    plan([at({ monthDays: [20], months: [5] }, '09:00', PAR), at({ monthDays: [27], months: [5] }, '09:00', PAR)]),
  ),
  e('bruiloft: herinnering voor de DJ op 11 juni om 14.00 uur', AMS, once('2027-06-11', '14:00', AMS)),
  e('shaadi: mehendi ka reminder 12 feb 2027 ko shaam 5 baje', KOL, once('2027-02-12', '17:00', KOL)),
  e(
    'kasal: paalala sa caterer tuwing lunes alas-9 ng umaga hanggang 15 enero',
    MNL,
    on(['mon'], '09:00', MNL, { until: '2027-01-15' }),
  ),
  e('matrimonio: chiamare il fiorista sabato 10 alle 10', ROM, no(WHICH_DAY)),

  // a solar farm's operators
  e('inverter fault scan every 10 min between sunrise and sunset', PHX, no(SUN)),
  e('inverter fault scan every 10 min 6am-7pm', PHX, span('daily', { minutes: 10 }, '06:00', '19:00', PHX)),
  e('tracker stow test first sunday of the month at 2am', PHX, on({ nth: [1], weekday: 'sun' }, '02:00', PHX)),
  e('planta solar: limpieza de paneles los lunes y jueves a las 6:00', SCL, on(['mon', 'thu'], '06:00', SCL)),
  e('close the day log when irradiance drops below 50 W/m2', PHX, no(WEATHER)),
  e('BESS state-of-charge snapshot 16:00 and 16:30 daily AEST', BNE, daily(['16:00', '16:30'], BNE)),
  e('Solarpark: Wechselrichter-Neustart jeden Sonntag 04:00 Uhr', BER, on(['sun'], '04:00', BER)),
  e('usina solar: relatório de geração às 19h todos os dias, horário de Brasília', LIS, daily('19:00', SAO)),
  e('hail stow drill 1st tuesday in oct 2027 at 10', PHX, either(no(HALF), once('2027-10-05', '10:00', PHX))),
  e(
    'transformer oil sample on the 10th of jan, apr, jul and oct, 9am',
    JNB,
    on({ monthDays: [10], months: QUARTERS }, '09:00', JNB),
  ),
  e('PPA invoice data pull: last day of each month at 23:00', MEX, on({ monthDays: ['last'] }, '23:00', MEX)),
  e(
    'zonnepark: omvormerlogboek elke 15 minuten tussen 7 en 19 uur',
    AMS,
    span('daily', { minutes: 15 }, '07:00', '19:00', AMS),
  ),
  e('güneş santrali: panel temizliği her cumartesi sabah 5:30', IST, on(['sat'], '05:30', IST)),
  e('módulos: lavado cada 45 días', SCL, no(DAYS_STEP)),
  // an observatory
  e('dome close check 30 min after astronomical twilight', SCL, no(SUN)),
  e('CCD cryo fill every 12 hours at 6 and 18', HNL, daily(['06:00', '18:00'], HNL)),
  e(
    'proposal deadlines are 1 march and 1 sept — remind a week before at 9am',
    HNL,
    plan([at({ monthDays: [22], months: [2] }, '09:00', HNL), at({ monthDays: [25], months: [8] }, '09:00', HNL)]),
  ),
  e('mirror re-aluminizing reminder every 18 months', HNL, no('an interval longer than a year cannot be written')),
  e('observatorio: flats de calibración todos los días a las 19:00 hora de Chile', SCL, daily('19:00', SCL)),
  e('engineering nights on the full moon', SCL, no(SUN)),
  e('Teide: prueba de apertura de cúpula 20:30 todos los días, hora canaria', MAD, daily('20:30', 'Atlantic/Canary')),
  e('public open night first saturday of each month 8pm', SYD, on({ nth: [1], weekday: 'sat' }, '20:00', SYD)),
  e('target-of-opportunity alert poll every 30 sec', HNL, no(SECONDS)),
  e('seeing monitor restart daily at local noon (Paranal)', LON, daily('12:00', SCL)),
  e('radio telescope maintenance tue 8:00 AWST', SYD, on(['tue'], '08:00', PER)),
  e('meteor shower outreach post: dec 13 2026 at 9pm', SYD, once('2026-12-13', '21:00', SYD)),
  e(
    'spectrograph arc lamp check every 90 minutes',
    HNL,
    either(no(STEP_MINUTES), plan(every('daily', { minutes: 90 }, HNL))),
  ),
  e(
    'planetarium school show reminder: weekdays 9:45, not during school holidays',
    SYD,
    either(no(HOLIDAYS), on('weekdays', '09:45', SYD)),
  ),
  e(
    'allsky camera upload every 4 min from 8pm to 5am',
    SCL,
    plan([
      every('daily', { minutes: 4, window: ['20:00', '23:56'] }, SCL),
      every('daily', { minutes: 4, window: ['00:00', '05:00'] }, SCL),
    ]),
  ),

  // a retirement home
  e('med pass reminders 8am, noon, 5pm and 8pm', ADL, daily(['08:00', '12:00', '17:00', '20:00'], ADL)),
  e('bingo sat 2:30', ADL, halfOr(['sat'], '02:30', '14:30', ADL)),
  e(
    'family video call slots reminder every sunday at 10 and 3',
    ADL,
    either(no(HALF), on(['sun'], ['10:00', '15:00'], ADL)),
  ),
  e('fire drill 2nd wednesday of every month 10:30am', ADL, on({ nth: [2], weekday: 'wed' }, '10:30', ADL)),
  e(
    'casa de repouso: lembrete de hidratação a cada hora das 8 às 20',
    SAO,
    span('daily', { hours: 1 }, '08:00', '20:00', SAO),
  ),
  e('Seniorenheim: Gymnastik Dienstag und Donnerstag 10 Uhr', BER, on(TT, '10:00', BER)),
  e("Mrs O'Brien's birthday 3 feb 2027 — remind the kitchen at 9am that day", DUB, once('2027-02-03', '09:00', DUB)),
  e("residents' council last monday of the month at 2pm", DUB, on({ nth: ['last'], weekday: 'mon' }, '14:00', DUB)),
  e('flu clinic day in december, date tbc', DUB, no(NO_DATE)),
  e('casa di riposo: tombola ogni giovedì alle 15:30', ROM, on(['thu'], '15:30', ROM)),
  e(
    'residencia: llamar a las familias el primer domingo de cada mes a las 11',
    MAD,
    halfOr({ nth: [1], weekday: 'sun' }, '11:00', '23:00', MAD),
  ),
  e(
    'night checks every 2 hours 10pm to 6am',
    DUB,
    plan([
      every('daily', { hours: 2, window: ['22:00', '22:00'] }, DUB),
      every('daily', { hours: 2, window: ['00:00', '06:00'] }, DUB),
    ]),
  ),
  e('verzorgingshuis: koffie-uurtje reminder elke woensdag 10.30', AMS, on(['wed'], '10:30', AMS)),
  e('chaplain visit reminder sundays quarter to ten', DUB, on(['sun'], '09:45', DUB)),

  // a car rental desk
  e(
    'fleet availability snapshot every 30 min 5am-11:30pm',
    NY,
    plan(every('daily', { minutes: 30, window: ['05:00', '23:30'] }, NY)),
  ),
  e('one-way drop fee audit 1st business day 9a', NY, on({ firstBusinessDay: true }, '09:00', NY)),
  e('Salik tolls reconciliation 15th of every month at 4pm Dubai', LON, on({ monthDays: [15] }, '16:00', DXB)),
  e('bílaleiga: þrif á bílum alla daga kl. 07:00', 'Atlantic/Reykjavik', daily('07:00', 'Atlantic/Reykjavik')),
  e('renta de autos: informe de daños todos los días a las 21 h', MEX, daily('21:00', MEX)),
  e('turn the holiday surcharge on dec 20 and off jan 3, both at midnight', NY, no(TWO_JOBS)),
  e('winter tyre swap reminder oct 1 2027 8am', 'Europe/Vienna', once('2027-10-01', '08:00', 'Europe/Vienna')),
  e('aluguel de carros: checklist de abertura do balcão às 5h45 todos os dias', LIS, daily('05:45', LIS)),
  e('damage photo upload sweep every 3 hrs', NY, plan(every('daily', { hours: 3 }, NY))),
  e('returns after-hours key box check 7am and 11pm, weekends only', NY, on('weekends', ['07:00', '23:00'], NY)),
  e('EV fleet charge-level report 5:15 every morning Honolulu', LA, daily('05:15', HNL)),
  e(
    'autonoleggio: promemoria revisione flotta primo lunedì del mese ore 8:30',
    ROM,
    on({ nth: [1], weekday: 'mon' }, '08:30', ROM),
  ),

  // a call centre
  e('shift bid opens every thursday at 10pm Manila time', MNL, on(['thu'], '22:00', MNL)),
  e(
    'US queue coverage check every hour from 9pm to 6am',
    MNL,
    plan([
      every('daily', { hours: 1, window: ['21:00', '23:00'] }, MNL),
      every('daily', { hours: 1, window: ['00:00', '06:00'] }, MNL),
    ]),
  ),
  e('QA calibration session 1st & 3rd fri 3pm', MNL, on({ nth: [1, 3], weekday: 'fri' }, '15:00', MNL)),
  e(
    'adherence report every 15 min during operating hours 8-20 mon-sat',
    BOG,
    span(MON_SAT, { minutes: 15 }, '08:00', '20:00', BOG),
  ),
  e('agent break reminders at 10:15, 12:30 and 15:15', BOG, daily(['10:15', '12:30', '15:15'], BOG)),
  e('11 PM IST nightly dialer list refresh', MNL, daily('23:00', KOL)),
  e('pause the auto-dialer on public holidays', KOL, no(HOLIDAYS)),
  e('centro de llamadas: reporte de abandono a las 7 y a las 19', BOG, daily(['07:00', '19:00'], BOG)),
  e(
    'training wave starts jan 11 2027: daily 8:30 huddle for 10 business days',
    MNL,
    on('weekdays', '08:30', MNL, { from: '2027-01-11', count: 10 }),
  ),
  e('CSAT survey batch 6 pm their time (Chicago) every weekday', MNL, on('weekdays', '18:00', CHI)),
  e('callback queue sweep every 25 min', MNL, no(STEP_MINUTES)),
  e('schedule adherence ping har ghante 9 se 6 baje tak', KOL, span('daily', { hours: 1 }, '09:00', '18:00', KOL)),
  e('call center: coaching 1:1s every tues 2:15, remind 5 min before', JNB, on(['tue'], '14:10', JNB)),
  e('nightly WFM forecast import 0200 SAST', LON, daily('02:00', JNB)),
  e(
    'call centre: team huddle 8:55 weekdays, and 12:55 on saturdays',
    DUB,
    plan([at('weekdays', '08:55', DUB), at(['sat'], '12:55', DUB)]),
  ),
  e('gọi lại khách hàng lúc 14:00 thứ hai đến thứ sáu', HCM, on('weekdays', '14:00', HCM)),
  e('IVR prompt refresh at 4', MNL, halfOr('daily', '04:00', '16:00', MNL)),

  // a bakery chain
  e('boulangerie: commande de farine chaque lundi à 14h', PAR, on(['mon'], '14:00', PAR)),
  e('pastelaria: fornada de pastéis de nata às 6h, 10h e 15h', LIS, daily(['06:00', '10:00', '15:00'], LIS)),
  e('sourdough starter feed every 12 hrs, 7 and 7', MEL, daily(['07:00', '19:00'], MEL)),
  e('panya: maiasa 6-ji ni shokupan no yakiagari chekku', TYO, daily('06:00', TYO)),
  e('store temp logs every 2h from 4am to 8pm', MEL, span('daily', { hours: 2 }, '04:00', '20:00', MEL)),
  e('galette des rois: mise en avant le 2 janvier 2027 à 7h', PAR, once('2027-01-02', '07:00', PAR)),
  e('hot cross bun pre-orders open 2 weeks before easter', MEL, no(MOVABLE)),
  e('Bäckerei: Lieferung an die Filialen Mo–Sa 5:15', BER, on(MON_SAT, '05:15', BER)),
  e(
    'piekarnia: zamówienia na weekend do piątku 12:00 — przypomnienie w piątek o 11:00',
    WAW,
    on(['fri'], '11:00', WAW),
  ),
  e('panadería: amasado a las 2 de la madrugada de martes a domingo', MAD, on(TUE_SUN, '02:00', MAD)),
  e('croissant lamination timer every 30 minutes 1am-5am', PAR, span('daily', { minutes: 30 }, '01:00', '05:00', PAR)),
  e('ekmek fırını: hamur hazırlığı her gün saat 03:00', IST, daily('03:00', IST)),
  e('padaria: encomenda de fermento toda quinta às 9h', SAO, on(['thu'], '09:00', SAO)),
  e(
    'shop 14 closes early on xmas eve at 2pm — send the close-out checklist at 1:30',
    LON,
    once('2026-12-24', '13:30', LON),
  ),
  e('bakkerij: deeg voor de zondag klaarzetten zaterdag 17u', BRU, on(['sat'], '17:00', BRU)),
  e('mianbao dian: meitian zaoshang 5 dian ban kaishi kao mianbao', SHA, daily('05:30', SHA)),
  e('toko roti: cek stok tepung setiap senin dan kamis jam 14.00', JKT, on(['mon', 'thu'], '14:00', JKT)),

  // a university lab booking instruments
  e('mass spec calibration 7:00 mon wed fri', ZRH, on(MWF, '07:00', ZRH)),
  e('confocal booking reminder 24h before your slot', NY, no(RELATIVE)),
  e('cryo-EM session 9 dec 2026 from 8am; remind me at 7:45', NY, once('2026-12-09', '07:45', NY)),
  e(
    'instrument safety training for new users 1st thursday of each month 13:00',
    ZRH,
    on({ nth: [1], weekday: 'thu' }, '13:00', ZRH),
  ),
  e('silheomsil jangbi yeyak allim maeju woryoil ojeon 9si', SEL, on(['mon'], '09:00', SEL)),
  e(
    'Labor: Massenspektrometer-Wartung jeden 2. Dienstag um 14 Uhr',
    ZRH,
    on({ nth: [2], weekday: 'tue' }, '14:00', ZRH),
  ),
  e('XRD slots for the next month open at 00:00 on the 25th', KOL, on({ monthDays: [25] }, '00:00', KOL)),
  e('clean room particle count 6am and 6pm IST', LON, daily(['06:00', '18:00'], KOL)),
  e(
    'sequencer run check every 8 hours from 2am',
    SEL,
    plan(every('daily', { hours: 8, window: ['02:00', '23:59'] }, SEL)),
  ),
  e('labo: réservation du MEB, rappel la veille à 17h', PAR, no(RELATIVE)),
  e('glovebox O2 sensor log every 20 min', KOL, plan(every('daily', { minutes: 20 }, KOL))),
  e('-80 freezer alarm test first weekday of the month 10:00', SEL, on({ firstBusinessDay: true }, '10:00', SEL)),
  e('lab meeting thursdays 4, bring data', NY, halfOr(['thu'], '04:00', '16:00', NY)),
  e('laboratorium: rezerwacja spektrometru — przypomnienie co tydzień we wtorek 8:00', WAW, on(['tue'], '08:00', WAW)),
  e(
    'lab: the AFM is booked every weekday 1-3pm till end of term (dec 18), ping at 12:50',
    LON,
    on('weekdays', '12:50', LON, { until: '2026-12-18' }),
  ),
  e('shiyanshi: mei zhou san xiawu 3 dian yiqi weihu', SHA, on(['wed'], '15:00', SHA)),
  e('thesis defence room booking: 15 jan 2027, 14:00 Helsinki', STO, once('2027-01-15', '14:00', HEL)),

  // an amateur sports league
  e('team sheets due sat 6pm, remind the captains at 5', DUB, on(['sat'], '17:00', DUB)),
  e('liga amateur: sorteo de árbitros los miércoles a las 21 hs', BUE, on(['wed'], '21:00', BUE)),
  e('fixtures email first monday of the month 8pm', AKL, on({ nth: [1], weekday: 'mon' }, '20:00', AKL)),
  e('beer league: ice time reminders 2 hrs before each game', TOR, no(RELATIVE)),
  e('spring registration opens jan 15 2027 at 9am sharp', TOR, once('2027-01-15', '09:00', TOR)),
  e('ref payments every 2nd friday 10am', TOR, either(no(WEEKS), on({ nth: [2], weekday: 'fri' }, '10:00', TOR))),
  e('Fußballverein: Training Di und Do 18:30, Erinnerung um 17:00', BER, on(TT, '17:00', BER)),
  e('futebol amador: pelada toda quarta às 20h, lembrete às 18h', SAO, on(['wed'], '18:00', SAO)),
  e('cricket club: nets reminder tue/thu 5:30pm until 25 march', MEL, on(TT, '17:30', MEL, { until: '2027-03-25' })),
  e('netball: umpire roster out every sunday 8pm NZ time', SYD, on(['sun'], '20:00', AKL)),
  e('calcetto: partita ogni lunedì alle 21, promemoria alle 20', ROM, on(['mon'], '20:00', ROM)),
  e(
    'pool league: scores due midnight sunday',
    CHI,
    either(on(['sun'], '00:00', CHI), on(['mon'], '00:00', CHI), on(['sun'], '23:59', CHI)),
  ),
  e('u12 parents: snack rota reminder fri 6', LON, halfOr(['fri'], '06:00', '18:00', LON)),
  e('sepak bola: latihan tiap sabtu jam 7 pagi', JKT, on(['sat'], '07:00', JKT)),
  e(
    'rugby: club newsletter 7am on the 1st, feb to sep',
    JNB,
    on({ monthDays: [1], months: [2, 3, 4, 5, 6, 7, 8, 9] }, '07:00', JNB),
  ),
  e('liga: przypomnienie o składkach 10. dnia miesiąca o 18:00', WAW, on({ monthDays: [10] }, '18:00', WAW)),
  e('softball: field lights off 10:45pm every game night', DEN, no(WHICH_DAY)),
  e('paddle league: court ladder update sundays half past eight in the evening', MAD, on(['sun'], '20:30', MAD)),
  e('ultimate frisbee: season draft 9 jan 2027 11:00 Vancouver', VAN, once('2027-01-09', '11:00', VAN)),

  // a municipal waste service
  e('bin day reminder: tuesday 6pm for wednesday pickup', TOR, on(['tue'], '18:00', TOR)),
  e('recycling pickup is every other week — remind residents', TOR, no(WEEKS)),
  e('holiday collection shift notice the day after any stat holiday', TOR, no(HOLIDAYS)),
  e(
    'green waste: first monday of the month apr-nov at 7am',
    'Europe/Vienna',
    on({ nth: [1], weekday: 'mon', months: [4, 5, 6, 7, 8, 9, 10, 11] }, '07:00', 'Europe/Vienna'),
  ),
  e('Müllabfuhr: Erinnerung Biotonne jeden Donnerstag 19 Uhr', 'Europe/Vienna', on(['thu'], '19:00', 'Europe/Vienna')),
  e(
    'wywóz śmieci: gabaryty w ostatnią sobotę miesiąca o 8:00',
    WAW,
    on({ nth: ['last'], weekday: 'sat' }, '08:00', WAW),
  ),
  e('collecte des encombrants le 1er mercredi du mois à 6h', PAR, on({ nth: [1], weekday: 'wed' }, '06:00', PAR)),
  e('coleta seletiva: lembrete segunda e quinta às 19h', SAO, on(['mon', 'thu'], '19:00', SAO)),
  e('truck GPS ping every 30s', TOR, no(SECONDS)),
  e(
    'weighbridge report 17:15 weekdays, 12:15 saturdays',
    JNB,
    plan([at('weekdays', '17:15', JNB), at(['sat'], '12:15', JNB)]),
  ),
  e('street sweeping 2nd and 4th tuesday 8am', TOR, on({ nth: [2, 4], weekday: 'tue' }, '08:00', TOR)),
  e(
    'christmas tree collection jan 4–15 2027, crew reminder 7:30am daily',
    TOR,
    daily('07:30', TOR, { from: '2027-01-04', until: '2027-01-15' }),
  ),
  e(
    'depot fuel report every day at 1430 except sundays and public holidays',
    JNB,
    either(no(HOLIDAYS), on(MON_SAT, '14:30', JNB)),
  ),
  e(
    'raccolta differenziata: umido lunedì e venerdì, promemoria la sera prima alle 20',
    ROM,
    on(['sun', 'thu'], '20:00', ROM),
  ),
  e('recogida de basura: aviso a las 21:30 de domingo a jueves', MAD, on(SUN_THU, '21:30', MAD)),
  e('sopvagnar: påminnelse om hämtning varannan tisdag', STO, no(WEEKS)),
  e('landfill gas flare log every 4h starting midnight', DUB, plan(every('daily', { hours: 4 }, DUB))),
  e('afvalwijzer: papiercontainer reminder de avond ervoor om 19:00, ophaal is elke 1e dinsdag', AMS, no(DAY_BEFORE)),
  e('çöp toplama: kamyon rota raporu pazartesiden cumartesiye 05:30', IST, on(MON_SAT, '05:30', IST)),

  // a cinema chain
  e(
    'showtimes feed sync every 15 min 9am-1am',
    LA,
    plan([
      every('daily', { minutes: 15, window: ['09:00', '23:45'] }, LA),
      every('daily', { minutes: 15, window: ['00:00', '01:00'] }, LA),
    ]),
  ),
  e('box office weekend report mon 9am PT', NY, on(['mon'], '09:00', LA)),
  e('cine: publicar la cartelera los jueves a las 20:00 hora CDMX', BOG, on(['thu'], '20:00', MEX)),
  e('yeonghwagwan: maeil bam 11si maegam jeongsan', SEL, daily('23:00', SEL)),
  e(
    "members' screening last wednesday of every month 7:30pm",
    LON,
    on({ nth: ['last'], weekday: 'wed' }, '19:30', LON),
  ),
  e('Kino: Programmwechsel jeden Donnerstag 6 Uhr früh', BER, on(['thu'], '06:00', BER)),
  e('HVAC pre-cool an hour before the first show (11am), every day', LA, daily('10:00', LA)),
  e(
    'IMAX calibration first tuesday of each quarter 8am',
    LA,
    on({ nth: [1], weekday: 'tue', months: QUARTERS }, '08:00', LA),
  ),
  e('cinema: anteprima di mezzanotte venerdì 17 dicembre 2027 alle 23:59', ROM, once('2027-12-17', '23:59', ROM)),
  e('bioscoop: filmladder naar de website elke woensdag 15:00', AMS, on(['wed'], '15:00', AMS)),
  e('sinema: hafta sonu seansları için kontrol cuma 10:00', IST, on(['fri'], '10:00', IST)),
  e('rap chieu phim: bao cao doanh thu luc 23h30 moi ngay', HCM, daily('23:30', HCM)),
  e('ticketing API token refresh every 55 min', LA, no(STEP_MINUTES)),
  // a trading desk
  e('EOD P&L lock 4:30pm New York', LON, either(on('weekdays', '16:30', NY), daily('16:30', NY))),
  e('FX fixing alert 3:55pm London weekdays (fix is at 4)', NY, on('weekdays', '15:55', LON)),
  e('options expiry: 3rd friday every month 3:45pm ET', NY, on({ nth: [3], weekday: 'fri' }, '15:45', NY)),
  e(
    'quad witching 3rd fri of mar jun sep dec 9am',
    NY,
    on({ nth: [3], weekday: 'fri', months: [3, 6, 9, 12] }, '09:00', NY),
  ),
  e('month-end rebalance reminder last business day 2pm', NY, on({ lastBusinessDay: true }, '14:00', NY)),
  e('payrolls: first friday 8:30am ET', LON, on({ nth: [1], weekday: 'fri' }, '08:30', NY)),
  e('market data heartbeat every 15 seconds', NY, no(SECONDS)),
  e('alert 2pm ET on FOMC days', NY, no('the meeting dates are a published list, not a calendar rule')),
  e('ASX open monday 10:00 Sydney', LON, on(['mon'], '10:00', SYD)),
  e('sweep idle orders every 5 min 9:30-16:00 ET weekdays', NY, span('weekdays', { minutes: 5 }, '09:30', '16:00', NY)),
  e('mesa de operaciones: cierre del peso a las 13:00 hora CDMX de lunes a viernes', NY, on('weekdays', '13:00', MEX)),
  e('asian session handover 7pm ET = 8am Tokyo', NY, either(no(WHICH_ZONE), daily('19:00', NY), daily('08:00', TYO))),
  e('Handelsdesk: Xetra-Schlussauktion Alarm 17:30 werktags', BER, on('weekdays', '17:30', BER)),
  e('crypto funding snapshot every 8 hours, 00 08 16 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('NSE pre-open check 9:00 IST weekdays', SGP, on('weekdays', '09:00', KOL)),
  e(
    'gilt auction reminders tue 10am unless DMO calendar says otherwise',
    LON,
    either(no(HOLIDAYS), on(['tue'], '10:00', LON)),
  ),
  e('B3 abertura: alerta às 9h55 de segunda a sexta', SAO, on('weekdays', '09:55', SAO)),
  e('treasury: cash position 11 and 3 daily', NY, either(no(HALF), daily(['11:00', '15:00'], NY))),

  // a hackathon's organisers
  e('submissions close sun 6 dec 2026 at 23:59 PT, warn everyone 1 hour before', NY, once('2026-12-06', '22:59', LA)),
  e(
    'check-in opens sat 5 dec 8am and hacking starts 10am — announce both',
    LON,
    either(no(TWO_JOBS), once('2026-12-05', ['08:00', '10:00'], LON)),
  ),
  e('meal announcements on dec 5: 8am, 12:30, 6:30pm', LON, once('2026-12-05', ['08:00', '12:30', '18:30'], LON)),
  e(
    'judging reminder 30 min before the 2pm demos on sunday',
    LON,
    either(once('2026-11-29', '13:30', LON), on(['sun'], '13:30', LON)),
  ),
  e('global kickoff 9 jan 2027 15:00 UTC, ping every regional channel then', SYD, once('2027-01-09', '15:00', UTC)),
  e('hackathon: lembrete de submissão a cada 6 horas no sábado', SAO, plan(every(['sat'], { hours: 6 }, SAO))),
  e(
    'leaderboard refresh every hour on the hour from fri 11 dec 6pm to sun 13 dec 6pm',
    BER,
    plan(
      [
        every({ monthDays: [11] }, { hours: 1, window: ['18:00', '23:00'] }, BER),
        every({ monthDays: [12] }, { hours: 1 }, BER),
        every({ monthDays: [13] }, { hours: 1, window: ['00:00', '18:00'] }, BER),
      ],
      { from: '2026-12-11', until: '2026-12-13' },
    ),
  ),
  e('mentor office hours every 2 hours during the event', LON, no(NO_DATE)),
  e('hackathon: demo day 20 feb 2027 — 11:00 Bangalore, 5:30 London', LON, once('2027-02-20', '11:00', KOL)),
  e('hakaton: przypomnienie o zgłoszeniach 3 grudnia o 12', WAW, once('2026-12-03', '12:00', WAW)),
  e('hackathon sponsors call every wed 5pm, through jan', SGP, on(['wed'], '17:00', SGP, { until: '2027-01-31' })),
  // a courier fleet
  e('driver shift start 6:45 — van check reminder at 6:30, mon-sat', LON, on(MON_SAT, '06:30', LON)),
  e('route sheets push 5am every day except sunday', LON, on(MON_SAT, '05:00', LON)),
  e('kurir: setoran COD tiap hari jam 5 sore', JKT, daily('17:00', JKT)),
  e('late delivery sweep every 30 min 8am to 8pm, mon–sat', LON, span(MON_SAT, { minutes: 30 }, '08:00', '20:00', LON)),
  e(
    'mensajería: corte de guías a las 18:30 de lunes a viernes y 13:00 los sábados',
    MEX,
    plan([at('weekdays', '18:30', MEX), at(['sat'], '13:00', MEX)]),
  ),
  e('MOT reminder for van 12 — 14 jan 2027 8am', LON, once('2027-01-14', '08:00', LON)),
  e('kurye: günlük mesafe raporu saat 22:00', IST, daily('22:00', IST)),
  e('Lagos dispatch: fuel card top-up every monday 7:30 WAT', LON, on(['mon'], '07:30', LOS)),
  e(
    'peak surcharge notice at 00:00 on 1 dec 2026 and again 00:00 1 jan 2027',
    LON,
    plan([at({ monthDays: [1], months: [12] }, '00:00', LON), at({ monthDays: [1], months: [1] }, '00:00', LON)], {
      until: '2027-01-01',
    }),
  ),
  e('kurierzy: odprawa poranna od poniedziałku do soboty 6:15', WAW, on(MON_SAT, '06:15', WAW)),
  e('entregas: relatório de devoluções toda sexta 17h, horário de Lisboa', SAO, on(['fri'], '17:00', LIS)),
  e(
    'courier: cold-chain parcel temp check every 10 min 7a-7p',
    SYD,
    span('daily', { minutes: 10 }, '07:00', '19:00', SYD),
  ),
  // a law firm with court deadlines
  e(
    'filing deadline 14 dec 2026 5pm — remind the team at 9am that day and again at 3pm',
    NY,
    once('2026-12-14', ['09:00', '15:00'], NY),
  ),
  e('Smith v. Jones: response due 30 days after service', NY, no(RELATIVE)),
  e(
    'e-filing portal is down 1am-5am the first sunday of the month; pause the uploads at 12:55',
    NY,
    on({ nth: [1], weekday: 'sun' }, '00:55', NY),
  ),
  e('Kanzlei: Fristenkontrolle täglich 7:30 Uhr', BER, daily('07:30', BER)),
  e('bufete: revisar el BOE cada día laborable a las 8:00', MAD, on('weekdays', '08:00', MAD)),
  e('cause list check 7pm on every evening before a working day', KOL, on(SUN_THU, '19:00', KOL)),
  e('time entries reminder last working day of the month 4pm', LON, on({ lastBusinessDay: true }, '16:00', LON)),
  e('partners meeting every monday 8:30am except bank holidays', LON, either(no(HOLIDAYS), on(['mon'], '08:30', LON))),
  e('escritório: prazo processual — lembrar dia 18/12 às 10h', SAO, once('2026-12-18', '10:00', SAO)),
  e(
    'hearing 10am 25 jan 2027 — reminders 7 days and 1 day before at 9am',
    SYD,
    plan([at({ monthDays: [18], months: [1] }, '09:00', SYD), at({ monthDays: [24], months: [1] }, '09:00', SYD)]),
  ),
  e("cabinet d'avocats: relance des honoraires le 5 de chaque mois à 9h", PAR, on({ monthDays: [5] }, '09:00', PAR)),
  e('kancelaria: przegląd terminów sądowych w każdy poniedziałek 8:00', WAW, on(['mon'], '08:00', WAW)),
  e('court closes for the holidays dec 23 — auto-reply on at 6pm that day', LON, once('2026-12-23', '18:00', LON)),
  e(
    'limitation date for the Okafor claim: 2 march 2027, remind 9am one week before',
    LOS,
    once('2027-02-23', '09:00', LOS),
  ),
  e('law firm: court bundle deadline every thursday 4pm, remind at 2', LON, on(['thu'], '14:00', LON)),
  e('studio legale: scadenze PCT controllo alle 8:30 lun-ven', ROM, on('weekdays', '08:30', ROM)),

  // a recruiting agency
  e('InMail credits reset, remind the team on the 1st at 9', LON, halfOr({ monthDays: [1] }, '09:00', '21:00', LON)),
  e('interview reminder 1 hour before each interview', LON, no(RELATIVE)),
  e(
    'timesheet approval reminder friday 3pm, and monday 9am for the late ones',
    LON,
    either(plan([at(['fri'], '15:00', LON), at(['mon'], '09:00', LON)]), no(TWO_JOBS)),
  ),
  e('agencia de empleo: publicar ofertas a las 8 de la mañana de lunes a viernes', BOG, on('weekdays', '08:00', BOG)),
  e(
    'Personalvermittlung: Kandidaten-Newsletter jeden 1. und 15. um 8 Uhr',
    BER,
    on({ monthDays: [1, 15] }, '08:00', BER),
  ),
  e("rekrutacja: raport z pipeline'u w każdy piątek o 16", WAW, on(['fri'], '16:00', WAW)),
  e('call the Sydney candidate tue 8am her time', LON, once('2026-11-24', '08:00', SYD)),
  e('recruiter: visa sponsorship list refresh 7:00 AM Dubai on sundays', LON, on(['sun'], '07:00', DXB)),
  e('werving: vacatures doorzetten naar Indeed elke dag om 06.00', AMS, daily('06:00', AMS)),
  e('naukri portal par job repost har somvar subah 10 baje', KOL, on(['mon'], '10:00', KOL)),
  e(
    'graduate scheme applications close 31 jan 2027 23:59 — remind at noon that day',
    LON,
    once('2027-01-31', '12:00', LON),
  ),

  // an NGO spread over five continents
  e('global all-hands 1st tuesday monthly 13:00 UTC', NBO, on({ nth: [1], weekday: 'tue' }, '13:00', UTC)),
  e('field security check-in every day 18:00 Nairobi time', LON, daily('18:00', NBO)),
  e('ONG: reunião de coordenação toda quinta às 10h de Maputo', LIS, on(['thu'], '10:00', 'Africa/Maputo')),
  e(
    'donor report due 15th of jan, apr, jul, oct — 9am Geneva',
    NBO,
    on({ monthDays: [15], months: QUARTERS }, '09:00', ZRH),
  ),
  e('weekly regional call wed 7am Lima', NBO, on(['wed'], '07:00', LIM)),
  e('ramadan office hours reminder', NBO, no(MOVABLE)),
  e('ONG: rappel aux équipes terrain de Dakar chaque lundi 8h GMT', PAR, on(['mon'], '08:00', 'Africa/Dakar')),
  e('Kathmandu office: generator test every saturday 11:15am NPT', NBO, on(['sat'], '11:15', KTM)),
  e(
    'Dhaka team: cyclone season sitrep every 6 hrs from may to november',
    DAC,
    either(plan(every({ months: [5, 6, 7, 8, 9, 10, 11] }, { hours: 6 }, DAC)), no(MONTH_EDGE)),
  ),
  e('grants portal sync every 30 min', NBO, plan(every('daily', { minutes: 30 }, NBO))),
  e('town hall 14:00 Nairobi = 11:00 London = 6am New York', NBO, no(WHICH_DAY)),
  e('Kabul office: weekly security brief thu 9:30', NBO, on(['thu'], '09:30', KBL)),
  e('Suva: payroll run 25th of each month 10am Fiji time', SYD, on({ monthDays: [25] }, '10:00', 'Pacific/Fiji')),
  e(
    'ONG: informe mensual el último viernes de cada mes a las 17 h, hora de Guatemala',
    MEX,
    on({ nth: ['last'], weekday: 'fri' }, '17:00', 'America/Guatemala'),
  ),
  e('ofis u Kyievi: shchotyzhnevyi zvit u piatnytsiu o 15:00', KYI, on(['fri'], '15:00', KYI)),
  e('Yangon team sync mon 10:30 MMT', NBO, on(['mon'], '10:30', RGN)),
  e('Tehran partner call sat 10:00 their time', NBO, on(['sat'], '10:00', THR)),
  e('NGO: Manila and Jakarta finance close, 3rd working day 5pm', MNL, no(BUSINESS_NTH)),
  e('per diem rates refresh 2 jan 2027 06:00 UTC', NBO, once('2027-01-02', '06:00', UTC)),
  e(
    'ONG: envío del boletín a voluntarios el día 1 a las 7:00 hora de Buenos Aires',
    MAD,
    on({ monthDays: [1] }, '07:00', BUE),
  ),
  e('NGO Kinshasa: vehicle log sat 07:30', NBO, on(['sat'], '07:30', 'Africa/Kinshasa')),
  e('sat phone battery check, Juba office, every monday 0800', NBO, on(['mon'], '08:00', 'Africa/Juba')),
  e('Pacific team: check-in 4pm Samoa time on fridays', AKL, on(['fri'], '16:00', 'Pacific/Apia')),

  // a shipping line
  e(
    'noon position reports from every vessel at 12:00 ship time',
    HAM,
    no("each ship's own time zone is not one zone a task can follow"),
  ),
  e('bunker price check 0800 Singapore daily', HAM, daily('08:00', SGP)),
  e('schedule reliability report on the 3rd working day of the month', HAM, no(BUSINESS_NTH)),
  e('cargo cutoff reminder tuesday 1600 for the thursday sailings', HAM, on(['tue'], '16:00', HAM)),
  e('Reederei: Flottenbericht Montag 07:00 Hamburger Zeit', LON, on(['mon'], '07:00', HAM)),
  e('naftiliaki: anafora kausimon kathe Paraskevi stis 11:00', ATH, on(['fri'], '11:00', ATH)),
  e('Panama canal slot booking reminder every wed 0900 EST', HAM, on(['wed'], '09:00', PAN)),
  e('vessel delay notices every 4 hrs 24/7', HAM, plan(every('daily', { hours: 4 }, HAM))),
  e('crew change flights out of Manila friday 26 feb 2027 0600', MNL, once('2027-02-26', '06:00', MNL)),
  e('rederi: ETA-uppdatering till kunder varje vardag kl 09', STO, on('weekdays', '09:00', STO)),
  e('VGM deadline alert 24h before each vessel cutoff', HAM, no(RELATIVE)),
  e('Busan port call report maeil ojeon 7si', SEL, daily('07:00', SEL)),
  e('charter hire payment every 15 days', ATH, no(DAYS_STEP)),
  e('bill of lading release batch 0200 and 1400 UTC', HAM, daily(['02:00', '14:00'], UTC)),
  e('linea de navegación: manifiesto a aduana de Cartagena los lunes 6 am', BOG, on(['mon'], '06:00', BOG)),
  e('rederi: pilot order for Göteborg arrivals on the flood tide', STO, no(TIDE)),
  e(
    'demurrage invoices last calendar day of month 20:00 Copenhagen',
    HAM,
    on({ monthDays: ['last'] }, '20:00', 'Europe/Copenhagen'),
  ),
  e('hai yun: mei zhou yi shangwu 9 dian fabu chuanqi biao', SHA, on(['mon'], '09:00', SHA)),

  // a satellite ground station (passes at odd minutes)
  e('AOS 14:37Z tue, LOS 14:49Z — arm the antenna at 14:32Z', 'Arctic/Longyearbyen', once('2026-11-24', '14:32', UTC)),
  e('schedule every pass of NOAA-20 over Svalbard', 'Arctic/Longyearbyen', no(ORBIT)),
  e('TLE update pull every 6 hours at :13 past', UTC, plan(every('daily', { hours: 6, at: 13 }, UTC))),
  e('stow the antenna when wind is over 60 km/h', 'Arctic/Longyearbyen', no(WEATHER)),
  e('daily contact 03:41 UTC for the weather sat', PER, daily('03:41', UTC)),
  e('X-band downlink health check every 7 minutes', UTC, no(STEP_MINUTES)),
  e('pass at 22:59Z every day this week', UTC, daily('22:59', UTC, { until: '2026-11-29' })),
  e('sun outage season: pause tracking around local noon', PER, no(SUN)),
  e('spacecraft clock sync at 00:00:30 UTC', UTC, no(SECONDS)),
  e('conjunction screening 3x a day at 02:17 10:17 18:17 UTC', UTC, daily(['02:17', '10:17', '18:17'], UTC)),
  e('collision avoidance go/no-go thu 3 dec 2026 09:23 UTC', LON, once('2026-12-03', '09:23', UTC)),
  e(
    'antena: revisión del rotor el primer lunes de cada mes a las 08:13 hora de Chile',
    SCL,
    on({ nth: [1], weekday: 'mon' }, '08:13', SCL),
  ),
  e('Fairbanks: cryocooler check daily 06:07 AKST', ANC, daily('06:07', ANC)),
  e('ground station: run the calibration every 5th pass', UTC, no(NOT_A_CLOCK)),
  e('ground station: repeat every 97 minutes (one orbit)', UTC, no(STEP_MINUTES)),
  e('housekeeping telemetry dump at 12:03 and 23:47 UTC', PER, daily(['12:03', '23:47'], UTC)),
  e('Dongara: feed horn de-icing check 05:19 AWST daily', PER, daily('05:19', PER)),
  e('Hartebeesthoek: weekly pass plan upload sundays 21:11 SAST', JNB, on(['sun'], '21:11', JNB)),
  e('station keeping: ephemeris push every 3 hours at minute 41', UTC, plan(every('daily', { hours: 3, at: 41 }, UTC))),
  e('ground station Kiruna: uplink window opens 04:53 local on sat 28 nov', STO, once('2026-11-28', '04:53', STO)),

  // platform engineers: Kubernetes CronJob
  e(
    'apiVersion: batch/v1\nkind: CronJob\nspec:\n  schedule: "30 2 * * *"\n  timeZone: "Asia/Tokyo"',
    LON,
    daily('02:30', TYO),
  ),
  e(
    'k8s cronjob schedule "0 */2 * * 1-5" — no timeZone set, cluster runs UTC',
    SGP,
    plan(every('weekdays', { hours: 2 }, UTC)),
  ),
  e('spec:\n  schedule: "0 9 * * 1"\n  timeZone: America/Sao_Paulo', NY, on(['mon'], '09:00', SAO)),
  e('CronJob: schedule: "@weekly", timeZone: "Europe/Madrid"', LON, on(['sun'], '00:00', MAD)),
  e('schedule: "15 4 1 * *"   # kube-controller-manager is on UTC', DUB, on({ monthDays: [1] }, '04:15', UTC)),
  e('kind: CronJob\nspec:\n  schedule: "*/10 * * * *"\n  suspend: true', LON, no(OFF)),
  e('schedule: "0 22 * * 0,3"\ntimeZone: "America/St_Johns"', TOR, on(['sun', 'wed'], '22:00', STJ)),
  e('cronjob nightly-vacuum: schedule "45 1 * * *", timeZone "Australia/Eucla"', PER, daily('01:45', EUC)),
  e('schedule: "0 6 * * 1-5"\ntimeZone: America/Regina  # no DST there', CHI, on('weekdays', '06:00', REG)),

  // EventBridge Scheduler and rules
  e(
    'aws scheduler create-schedule --schedule-expression "cron(0 8 ? * MON-FRI *)" --schedule-expression-timezone "Europe/Dublin"',
    LON,
    on('weekdays', '08:00', DUB),
  ),
  e('EventBridge rule: cron(15 22 ? * SUN *)', SYD, on(['sun'], '22:15', UTC)),
  e('ScheduleExpression: rate(5 minutes)', DEN, either(plan(every('daily', { minutes: 5 }, UTC)), no(FROM_START))),
  e(
    'cron(0 12 L * ? *) with ScheduleExpressionTimezone Australia/Perth',
    SYD,
    on({ monthDays: ['last'] }, '12:00', PER),
  ),
  e('scheduler: cron(30 9 ? * 2#1 *) tz America/New_York', CHI, on({ nth: [1], weekday: 'mon' }, '09:30', NY)),
  e('rate(7 days)', LON, no(FROM_START)),
  e('at(2027-01-15T09:00:00) timezone Asia/Singapore', LON, once('2027-01-15', '09:00', SGP)),
  e('EventBridge Scheduler cron(0 7 ? * SAT,SUN *) timezone Pacific/Chatham', AKL, on('weekends', '07:00', CHT)),

  // Google Cloud Scheduler
  e(
    'gcloud scheduler jobs create pubsub sweep --schedule="0 */3 * * *" --time-zone="Africa/Johannesburg"',
    LON,
    plan(every('daily', { hours: 3 }, JNB)),
  ),
  e('Cloud Scheduler frequency "45 23 * * 0", time zone Pacific/Auckland', SYD, on(['sun'], '23:45', AKL)),
  e(
    'cron.yaml:\n- description: weekly export\n  schedule: every monday 09:00\n  timezone: Europe/Warsaw',
    LON,
    on(['mon'], '09:00', WAW),
  ),
  e(
    'cron.yaml schedule: every 2 hours from 08:00 to 20:00, timezone America/Halifax',
    TOR,
    span('daily', { hours: 2 }, '08:00', '20:00', HAL),
  ),
  e('cloud scheduler job: "0 5 1 * *" time zone "Etc/UTC"', KOL, on({ monthDays: [1] }, '05:00', UTC)),

  // Quartz
  e('0 0 12 ? * WED', BER, on(['wed'], '12:00', BER)),
  e('0 15 10 ? * 6L', BER, on({ nth: ['last'], weekday: 'fri' }, '10:15', BER)),
  e(
    'quartz: 0 0/5 14,18 * * ?',
    BER,
    plan([
      every('daily', { minutes: 5, window: ['14:00', '14:55'] }, BER),
      every('daily', { minutes: 5, window: ['18:00', '18:55'] }, BER),
    ]),
  ),
  e('0 0 8 ? * 2#2', HEL, on({ nth: [2], weekday: 'mon' }, '08:00', HEL)),
  e('0 30 6 LW * ?', HEL, on({ lastBusinessDay: true }, '06:30', HEL)),
  e('15 0 9 * * ?', HEL, no(SECONDS)),
  e('0 0 3 * * ? 2027', HEL, daily('03:00', HEL, { from: '2027-01-01', until: '2027-12-31' })),
  e('trigger cron "0 45 7 ? * MON-FRI" in a JVM set to Africa/Casablanca', LON, on('weekdays', '07:45', CAS)),

  // Hangfire
  e('RecurringJob.AddOrUpdate("digest", () => Send(), Cron.Daily(7, 30))', LON, daily('07:30', UTC)),
  e(
    'RecurringJob.AddOrUpdate("weekly", x => x.Run(), Cron.Weekly(DayOfWeek.Friday, 17))',
    LON,
    on(['fri'], '17:00', UTC),
  ),
  e('hangfire Cron.Monthly(1, 6)', LON, on({ monthDays: [1] }, '06:00', UTC)),
  e('Cron.Hourly(20)', LON, plan(every('daily', { hours: 1, at: 20 }, UTC))),
  e('hangfire: Cron.MinuteInterval(15)', LON, plan(every('daily', { minutes: 15 }, UTC))),
  e(
    'RecurringJob.AddOrUpdate("purge", () => Purge(), Cron.Daily(2), TimeZoneInfo.FindSystemTimeZoneById("W. Europe Standard Time"))',
    LON,
    daily('02:00', BER),
  ),
  e('Cron.Yearly(12, 31, 23)  // hangfire, UTC', LON, on({ monthDays: [31], months: [12] }, '23:00', UTC)),
  e('Hangfire Cron.Daily(9) with TimeZoneInfo "Nepal Standard Time"', LON, daily('09:00', KTM)),

  // Spring @Scheduled
  e('@Scheduled(cron = "0 0 6 * * MON-SAT", zone = "Asia/Manila")', SGP, on(MON_SAT, '06:00', MNL)),
  e(
    '@Scheduled(cron = "0 */30 8-18 * * MON-FRI", zone = "Europe/Rome")',
    LON,
    plan(every('weekdays', { minutes: 30, window: ['08:00', '18:30'] }, ROM)),
  ),
  e('@Scheduled(cron = "0 0 0 1 * *")  // server TZ is ours', WAW, on({ monthDays: [1] }, '00:00', WAW)),
  e('@Scheduled(fixedRate = 60000)', LON, no(FROM_START)),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Spring property placeholder, pasted as typed
  e('@Scheduled(cron = "${report.cron}")', LON, no('the schedule is in a property that was not pasted')),
  e('@Scheduled(cron = "0 10 4 * * SUN", zone = "Australia/Darwin")', SYD, on(['sun'], '04:10', DRW)),

  // /etc/cron.d, anacron
  e('/etc/cron.d/backup: 30 1 * * * root /usr/local/bin/backup.sh', AMS, daily('01:30', AMS)),
  e('MAILTO=ops@\n45 6 * * 1-5 deploy /opt/reports/run.sh', AMS, on('weekdays', '06:45', AMS)),
  e('@reboot root /opt/warmup.sh', AMS, no(AT_EVENT)),
  e('0 3 * * 7 root /sbin/fstrim -a   # that box is on America/Chicago', AMS, on(['sun'], '03:00', CHI)),
  e('0 9 * * 1-5 root /opt/notify.sh   # every saturday morning', AMS, no(CONFLICT)),
  e(
    '/etc/anacrontab: 1  5  cron.daily  run-parts --report /etc/cron.daily',
    AMS,
    no('anacron runs a job once per period, some minutes after it starts, not at a set time'),
  ),
  e(
    'anacron: @monthly 15 backup.monthly /usr/local/bin/monthly.sh',
    AMS,
    no('anacron runs a job once per period, some minutes after it starts, not at a set time'),
  ),

  // Windows schtasks
  e('schtasks /create /tn "Nightly" /tr backup.cmd /sc daily /st 02:00', LON, daily('02:00', LON)),
  e('schtasks /create /sc weekly /d MON,THU /st 18:30 /tn cleanup /tr c.bat', LON, on(['mon', 'thu'], '18:30', LON)),
  e(
    'schtasks /create /sc monthly /mo lastday /m * /st 23:00 /tn eom /tr eom.cmd',
    LON,
    on({ monthDays: ['last'] }, '23:00', LON),
  ),
  e(
    'schtasks /create /sc minute /mo 15 /tn poll /tr poll.exe',
    LON,
    either(plan(every('daily', { minutes: 15 }, LON)), no(FROM_START)),
  ),
  e('schtasks /create /sc onlogon /tn sync /tr sync.exe', LON, no(AT_EVENT)),
  e(
    'schtasks /create /sc monthly /mo first /d FRI /st 07:00 /tn report /tr r.exe',
    LON,
    on({ nth: [1], weekday: 'fri' }, '07:00', LON),
  ),
  e(
    'schtasks /create /sc daily /st 07:30 /tn standup /tr s.cmd  (server is on "AUS Eastern Standard Time")',
    LON,
    daily('07:30', SYD),
  ),

  // Airflow, Sidekiq, Nomad
  e("schedule='0 5 * * 1-5'  # airflow default_timezone = Asia/Singapore", LON, on('weekdays', '05:00', SGP)),
  e('schedule=timedelta(hours=6)', LON, either(plan(every('daily', { hours: 6 }, UTC)), no(FROM_START))),
  e("schedule=CronTriggerTimetable('0 22 * * 0', timezone='America/Toronto')", LON, on(['sun'], '22:00', TOR)),
  e("sidekiq-cron job: cron: '0 7 * * * Europe/Lisbon'", LON, daily('07:00', LIS)),
  e(
    "sidekiq-scheduler:\n  nightly_export:\n    every: '1h'",
    LON,
    either(plan(every('daily', { hours: 1 }, LON)), no(FROM_START)),
  ),
  e('periodic {\n  crons = ["0 4 * * *"]\n  time_zone = "America/Denver"\n}', LON, daily('04:00', DEN)),
  e(
    'nomad periodic { cron = "*/30 * * * *"  prohibit_overlap = true }',
    LON,
    plan(every('daily', { minutes: 30 }, UTC)),
  ),

  // systemd timers
  e('OnCalendar=Mon..Fri 07:15', LIS, on('weekdays', '07:15', LIS)),
  e('OnCalendar=*-*-01 03:00:00 Europe/Warsaw', LIS, on({ monthDays: [1] }, '03:00', WAW)),
  e('OnCalendar=*:0/20', LIS, plan(every('daily', { minutes: 20 }, LIS))),
  e('OnCalendar=Sat *-*-1..7 06:00', LIS, on({ nth: [1], weekday: 'sat' }, '06:00', LIS)),
  e('OnBootSec=10min', LIS, no(AT_EVENT)),
  e('OnUnitActiveSec=6h', LIS, no(FROM_START)),
  e('OnCalendar=daily\nRandomizedDelaySec=1h', LIS, no(HASHED)),
  e('OnCalendar=Thu..Sun 23:00 Asia/Colombo', LIS, on(THU_SUN, '23:00', CMB)),

  // Jenkins and GitHub Actions
  e("cron('H 4 * * 1-5')", LON, no(HASHED)),
  e("triggers { cron('TZ=Asia/Tokyo\\n30 8 * * 1-5') }", LON, on('weekdays', '08:30', TYO)),
  e("parameterizedCron('0 20 * * 0 % ENV=prod')", LON, on(['sun'], '20:00', LON)),
  e("cron('H/15 * * * *')", LON, either(plan(every('daily', { minutes: 15 }, LON)), no(HASHED))),
  e("on:\n  schedule:\n    - cron: '0 13 * * 1-5'", SAO, on('weekdays', '13:00', UTC)),
  e("gha: - cron: '0 0 * * 0'  # sunday midnight UTC", NY, on(['sun'], '00:00', UTC)),
  e(
    "on: schedule: - cron: '*/5 * * * *'  (yes I know it's best effort)",
    NY,
    plan(every('daily', { minutes: 5 }, UTC)),
  ),

  // Google Calendar and Outlook
  e('Weekly on Tuesday, Thursday · 10:00 – 10:30am (Eastern Time - New York)', LON, on(TT, '10:00', NY)),
  e(
    'Monthly on the second Wednesday · 3 – 4pm (GMT+01:00) Central European Time - Berlin',
    LON,
    on({ nth: [2], weekday: 'wed' }, '15:00', BER),
  ),
  e('Annually on December 24 · 6pm', LIS, on({ monthDays: [24], months: [12] }, '18:00', LIS)),
  e('Every weekday · 9:00 – 9:15am (India Standard Time)', LON, on('weekdays', '09:00', KOL)),
  e(
    'Occurs every Monday effective 1/4/2027 from 8:00 AM to 9:00 AM (UTC-05:00) Eastern Time (US & Canada)',
    CHI,
    on(['mon'], '08:00', NY, { from: '2027-01-04' }),
  ),
  e('Occurs every 2 weeks on Friday from 2:00 PM to 2:30 PM', LON, no(WEEKS)),
  e(
    'Occurs day 1 of every month effective 12/1/2026 until 6/1/2027 from 10:00 AM to 11:00 AM (UTC+10:00) Canberra, Melbourne, Sydney',
    LON,
    on({ monthDays: [1] }, '10:00', SYD, { from: '2026-12-01', until: '2027-06-01' }),
  ),
  e(
    'Occurs the last Thursday of every month from 4:00 PM to 5:00 PM (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    NY,
    on({ nth: ['last'], weekday: 'thu' }, '16:00', LON),
  ),
  e(
    'Occurs every weekday from 7:30 AM to 8:00 AM (UTC+08:00) Kuala Lumpur, Singapore',
    LON,
    on('weekdays', '07:30', SGP),
  ),
  e('Occurs every Tuesday from 6:00 PM to 7:00 PM (UTC-03:30) Newfoundland', TOR, on(['tue'], '18:00', STJ)),
  e('Weekly on Sunday · 9:30 – 10:30am (Marquesas Time)', HNL, on(['sun'], '09:30', MRQ)),

  // iCalendar RRULE
  e('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=7;BYMINUTE=0', BER, on(MWF, '07:00', BER)),
  e(
    'DTSTART;TZID=Europe/Paris:20261201T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1',
    LON,
    on({ monthDays: [1] }, '09:00', PAR, { from: '2026-12-01' }),
  ),
  e('DTSTART:20261207T140000Z\nRRULE:FREQ=DAILY;COUNT=5', LON, daily('14:00', UTC, { from: '2026-12-07', count: 5 })),
  e('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', LON, no(WEEKS)),
  e(
    'DTSTART;TZID=America/Chicago:20270104T083000\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270326T235959Z',
    NY,
    on('weekdays', '08:30', CHI, { from: '2027-01-04', until: '2027-03-26' }),
  ),
  e(
    'DTSTART;TZID=Asia/Singapore:20261127T170000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR',
    LON,
    on({ nth: ['last'], weekday: 'fri' }, '17:00', SGP, { from: '2026-11-27' }),
  ),
  e(
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=31;BYHOUR=9;BYMINUTE=0',
    BER,
    on({ monthDays: [31], months: [3] }, '09:00', BER),
  ),
  e('RRULE:FREQ=MONTHLY;BYSETPOS=3;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9', BER, no(BUSINESS_NTH)),
  e('RRULE:FREQ=DAILY;BYHOUR=6,18;BYMINUTE=30 (TZID=Asia/Kathmandu)', LON, daily(['06:30', '18:30'], KTM)),

  // Slack /remind
  e('/remind me to submit my timesheet every weekday at 5:30pm', HAL, on('weekdays', '17:30', HAL)),
  e('/remind @kai to water the plants every other Wednesday', AMS, no(WEEKS)),
  e('/remind #team standup every weekday at 9:45am — actually make it 9:50', PAR, on('weekdays', '09:50', PAR)),
  e('/remind me to renew the SSL cert on January 20, 2027 at 10am', DEN, once('2027-01-20', '10:00', DEN)),
  e(
    '/remind #general "fire alarm test" on the first Tuesday of every month at 11am',
    SYD,
    on({ nth: [1], weekday: 'tue' }, '11:00', SYD),
  ),
  e('/remind me "call mum" every Sunday at 7pm her time (Lisbon)', LON, on(['sun'], '19:00', LIS)),
  e('/remind #all "submit expenses" at 9am in everyone\'s own time zone on the 28th', LON, no(PER_USER)),

  // Todoist-style recurring tasks
  e('pay rent every 1st at 9am', MEL, on({ monthDays: [1] }, '09:00', MEL)),
  e('invoice run every last day of the month 6pm', MEL, on({ monthDays: ['last'] }, '18:00', MEL)),
  e('check shared inbox every workday 8am', MEL, on('weekdays', '08:00', MEL)),
  e('team retro every 3rd friday 2pm', MEL, either(on({ nth: [3], weekday: 'fri' }, '14:00', MEL), no(WEEKS))),
  e('water the sourdough every other day 7pm', MEL, no(DAYS_STEP)),
  e('every mon, thu at 20:00 starting dec 3', MEL, on(['mon', 'thu'], '20:00', MEL, { from: '2026-12-03' })),
  e('stretch every morning', MEL, no(NO_TIME)),
  e('ev 15th 10:30 pay the cleaner', MEL, on({ monthDays: [15] }, '10:30', MEL)),
  e('take antibiotics every day at 9am for 10 days', MEL, daily('09:00', MEL, { count: 10 })),
  e(
    'newsletter every 1st of the month 8am except august',
    MEL,
    on({ monthDays: [1], months: ALL_MONTHS_BUT(8) }, '08:00', MEL),
  ),

  // around the 2027 clock changes, and zones said as offsets or Windows names
  e('DST check sun 14 mar 2027 1:59am', NY, once('2027-03-14', '01:59', NY)),
  e('db migration 2:30am NY time on 14 march 2027', CHI, no(SKIPPED)),
  e('failover drill 1:30am sun 7 nov 2027 Chicago', CHI, either(once('2027-11-07', '01:30', CHI), no(TWICE))),
  e('Sydney: switch the rosters sunday 3 oct 2027 2:15am', SYD, no(SKIPPED)),
  e('Melbourne: payroll batch 2:30am sun 4 april 2027', MEL, either(once('2027-04-04', '02:30', MEL), no(TWICE))),
  e('Auckland: backup 2:30am sunday 26 sep 2027', AKL, no(SKIPPED)),
  e('Auckland: backup 2:30am sunday 4 april 2027', AKL, either(once('2027-04-04', '02:30', AKL), no(TWICE))),
  e('Wartung am 31.10.2027 um 02:30 Uhr', BER, either(once('2027-10-31', '02:30', BER), no(TWICE))),
  e('Lord Howe: ferry manifest check 3 oct 2027 2:15am', LHI, no(SKIPPED)),
  e('Lord Howe island weather obs daily 6:00', SYD, daily('06:00', LHI)),
  e('every sunday 1:30am New York', NY, on(['sun'], '01:30', NY)),
  e('log shipping every 15 min overnight 1am-3am sydney', SYD, span('daily', { minutes: 15 }, '01:00', '03:00', SYD)),
  e('audit reminder nov 2 2026 9am', LON, no(PAST)),
  e('standup 9:00 UTC+3 weekdays', NBO, on('weekdays', '09:00', NBO)),
  e('report at 08:00 GMT-3 every day', BUE, daily('08:00', BUE)),
  e('sync 07:00 UTC+1 weekdays', BER, either(on('weekdays', '07:00', 'Etc/GMT-1'), on('weekdays', '07:00', BER))),
  e('ping Pune at 10:00 +0530 every monday', LON, on(['mon'], '10:00', KOL)),
  e('Kathmandu digest 18:15 GMT+5:45', LON, daily('18:15', KTM)),
  e('every weekday 4pm "Pacific Standard Time"', LON, on('weekdays', '16:00', LA)),
  e('GTB Standard Time mon 09:00', LON, on(['mon'], '09:00', 'Europe/Bucharest')),
  e('Chatham Islands radio sked 0915 daily', AKL, daily('09:15', CHT)),
  e('Marquesas supply boat call sundays 9:30', MRQ, on(['sun'], '09:30', MRQ)),
  e('fish plant shift change 6:30am and 2:30pm NST', STJ, daily(['06:30', '14:30'], STJ)),
  e('Regina grain elevator report 7am', REG, daily('07:00', REG)),
  e('Darwin mine shuttle 5:40am daily', DRW, daily('05:40', DRW)),
  e('Eucla roadhouse fuel delivery thursdays 7:15am', EUC, on(['thu'], '07:15', EUC)),
  e('Casablanca: rapport quotidien à 9h', CAS, daily('09:00', CAS)),
  e('Colombo: generator log every 30 min', CMB, plan(every('daily', { minutes: 30 }, CMB))),
  e('Kabul: radio check every 20 minutes', KBL, plan(every('daily', { minutes: 20 }, KBL))),

  // phrases no exact answer can honour
  e('first business day of the month 8am Tokyo', TYO, no(BUSINESS_SHIFT)),
  e('last business day 6pm LA time', NY, no(BUSINESS_SHIFT)),
  e('every feb 28 at 7pm New York', NY, either(no(LEAP), on({ monthDays: [28], months: [2] }, '19:00', NY))),
  e('every monday in december 8pm', LA, either(no(MONTH_EDGE), on({ weekdays: ['mon'], months: [12] }, '20:00', LA))),
  e('2nd thursday of the month 9am Sydney', SYD, no(NTH_SHIFT)),
  e('last sunday of the month 7pm Pacific', LA, no(NTH_SHIFT)),
  e('third monday 6am Auckland', AKL, no(NTH_SHIFT)),
  e('cinema late-show lock-up thu-sun 11:45pm', MEX, on(THU_SUN, '23:45', MEX)),
];
