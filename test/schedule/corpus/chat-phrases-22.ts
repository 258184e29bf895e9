/**
 * A twenty-second blind chat corpus: schedules as they are typed in Slack by hospital wards and nursing rotas,
 * pharmacies, school bus dispatchers, a university registrar, city council and permit offices, waste collection crews,
 * water utilities, airport ground handlers, cruise lines, ski resorts, vineyards and breweries, fishing co-ops, mining
 * sites with fly-in/fly-out rosters, call centres, insurance claims desks, a law firm's docketing clerk, a newsroom, a
 * radio station's playout, a theatre's box office, an orchestra's rehearsal schedule, a climbing gym, a yoga studio, a
 * coworking space, a daycare, a family group chat, a home-automation hobbyist, open-source maintainers across time
 * zones, a crypto desk that says everything in UTC, a data team's dbt and Snowflake jobs and an ML team's nightly
 * training runs. Some writers mix English with Brazilian Portuguese, Mexican Spanish, French, German, Russian in Latin
 * letters, Korean in Latin letters, Thai in Latin letters, Tagalog, Hindi in Latin letters or Japanese in romaji;
 * others paste cron lines with comments, Quartz and Spring `@Scheduled(cron=...)`, Windows Task Scheduler, Power
 * Automate, Zapier, Google Calendar and Outlook invitations, Notion and Jira recurring items, iCalendar RRULE lines and
 * Slack's own /remind. Terse and polite messages, typos, 12- and 24-hour and military clocks, names and task words
 * before and after the schedule, reminders before events, several rules in one message, corrections, running periods,
 * one-off dates, zones said as codes, cities, "their time" and offsets (Newfoundland, Adelaide, Darwin, Lord Howe,
 * Tehran, Caracas, Asunción, Nuuk, Apia, Kiritimati, Pitcairn, Niue, Casablanca, Cairo, Beirut, Havana,
 * Port-au-Prince, Ulaanbaatar, Colombo, Thimphu, Honolulu, Anchorage, Santiago, Brazil and Mexico without daylight
 * saving), the southern hemisphere, dates near the 2027 clock changes, and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 12:00 in London, 13:00 in Berlin, 17:30 in Kolkata, 20:00 in Manila, 21:00 in Tokyo, 22:30 in Adelaide, 23:00 in
 * Sydney and 01:00 on Tuesday the 24th in Auckland, Apia and (02:00) Kiritimati.
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
const HAL = 'America/Halifax';
const ANC = 'America/Anchorage';
const VAN = 'America/Vancouver';
const MEX = 'America/Mexico_City';
const CUN = 'America/Cancun';
const MZT = 'America/Mazatlan';
const TIJ = 'America/Tijuana';
const FOR = 'America/Fortaleza';
const MDZ = 'America/Argentina/Mendoza';
const SCL = 'America/Santiago';
const CCS = 'America/Caracas';
const ASU = 'America/Asuncion';
const NUK = 'America/Nuuk';
const HAV = 'America/Havana';
const PAP = 'America/Port-au-Prince';
const NAS = 'America/Nassau';
const LIS = 'Europe/Lisbon';
const MAD = 'Europe/Madrid';
const VIE = 'Europe/Vienna';
const ZRH = 'Europe/Zurich';
const HEL = 'Europe/Helsinki';
const MOW = 'Europe/Moscow';
const REK = 'Atlantic/Reykjavik';
const CAS = 'Africa/Casablanca';
const CAI = 'Africa/Cairo';
const JNB = 'Africa/Johannesburg';
const BEY = 'Asia/Beirut';
const THR = 'Asia/Tehran';
const CMB = 'Asia/Colombo';
const THI = 'Asia/Thimphu';
const BKK = 'Asia/Bangkok';
const MNL = 'Asia/Manila';
const ULN = 'Asia/Ulaanbaatar';
const PER = 'Australia/Perth';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const LHI = 'Australia/Lord_Howe';
const APW = 'Pacific/Apia';
const KIR = 'Pacific/Kiritimati';
const PIT = 'Pacific/Pitcairn';
const NIU = 'Pacific/Niue';
const GMT_M8 = 'Etc/GMT-8';
const GMT_P3 = 'Etc/GMT+3';
const GMT_P4 = 'Etc/GMT+4';
const GMT_P5 = 'Etc/GMT+5';
const GMT_P8 = 'Etc/GMT+8';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const SUN_FRI = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;

const TIDES = 'high tide moves every day, which CRON cannot follow';
const MOON = 'the full moon moves, which CRON cannot follow';
const DEADLINES = 'filing deadlines are not a calendar rule CRON can follow';
const BEFORE_NTH = 'the Thursday before a first or third Tuesday can fall in the month before, which CRON cannot name';

export const CHAT_PHRASES_22: readonly CorpusEntry[] = [
  // hospital wards and nursing rotas
  e('handover reminder 0645 and 1845 daily pls', LON, daily(['06:45', '18:45'], LON)),
  e('med round alerts 08:00, 12:00, 18:00, 22:00 every day', DUB, daily(['08:00', '12:00', '18:00', '22:00'], DUB)),
  e('night shift huddle 2330 sun-thu', SYD, on(SUN_THU, '23:30', SYD)),
  e('ward 7 fridge temp check every 4 hrs', BER, plan(every('daily', { hours: 4 }, BER))),
  e('rota goes out every other friday at 3', LON, no(WEEKS)),
  e('infection control audit first tuesday of the month 10am', LON, on({ nth: [1], weekday: 'tue' }, '10:00', LON)),
  e('remind charge nurses 15 min before the 7:30 bed meeting, weekdays', NY, on('weekdays', '07:15', NY)),
  e('sharps bin collection mon & thu 0900hrs', AKL, on(['mon', 'thu'], '09:00', AKL)),
  e(
    'pls set the resus trolley check for every day at 7 a.m. and 7 p.m. thank you!!',
    TOR,
    daily(['07:00', '19:00'], TOR),
  ),
  e('nursing rota swap deadline: 20th of each month at noon', SYD, on({ monthDays: [20] }, '12:00', SYD)),
  e('last day of every month 23:00 – controlled drugs count', PER, on({ monthDays: ['last'] }, '23:00', PER)),
  e('bank holiday cover reminder the day before each bank holiday 4pm', LON, no(HOLIDAYS)),
  e('blood glucose checks q6h starting midnight', CHI, plan(every('daily', { hours: 6 }, CHI))),
  e('every 2 weeks on Wednesday 1400 — preceptor meeting', BNE, no(WEEKS)),
  e('handoff 7a/7p', DEN, daily(['07:00', '19:00'], DEN)),
  e(
    'fire drill reminder 2nd wed of march, june, sept, dec at 1030',
    DUB,
    on({ nth: [2], weekday: 'wed', months: [3, 6, 9, 12] }, '10:30', DUB),
  ),
  e(
    'pressure area rounds every 2h from 22:00 to 06:00',
    LON,
    daily(['22:00', '00:00', '02:00', '04:00', '06:00'], LON),
  ),
  e(
    'Paeds: vit D reminder for parents 9am Mondays till end of Feb',
    SYD,
    on(['mon'], '09:00', SYD, { until: '2027-02-28' }),
  ),
  e(
    'theatre list check 0700 weekdays, 0800 sat+sun',
    DUB,
    plan([at('weekdays', '07:00', DUB), at('weekends', '08:00', DUB)]),
  ),
  e('ICU rota posted the first monday of the month 7am', SYD, no(NTH_SHIFT)),
  e('wound care team meeting thursdays 13:30 sharp', HEL, on(['thu'], '13:30', HEL)),
  e(
    'night nurse: hourly obs reminder 20:00–08:00 pls',
    LON,
    daily(
      [
        '20:00',
        '21:00',
        '22:00',
        '23:00',
        '00:00',
        '01:00',
        '02:00',
        '03:00',
        '04:00',
        '05:00',
        '06:00',
        '07:00',
        '08:00',
      ],
      LON,
    ),
  ),

  // pharmacies
  e('controlled drug register check daily 8:45am except sundays', MAD, on(MON_SAT, '08:45', MAD)),
  e('pharmacy: late opening thursdays til 9, remind staff 5pm thu', DUB, on(['thu'], '17:00', DUB)),
  e(
    'wholesaler order cut-off reminder 2:30pm weekdays, 11am sat',
    NY,
    plan([at('weekdays', '14:30', NY), at(['sat'], '11:00', NY)]),
  ),
  e('fridge temps twice daily', LON, no(NO_TIME)),
  e('flu clinic reminder every saturday 8am through december', TOR, on(['sat'], '08:00', TOR, { until: '2026-12-31' })),
  e('expiry date sweep on the 1st and 15th at 07:30', JNB, on({ monthDays: [1, 15] }, '07:30', JNB)),
  e('farmácia: lembrete de inventário toda segunda às 8h', SAO, on(['mon'], '08:00', SAO)),
  e('methadone dosing reminder 9 sharp every day incl weekends', LON, daily('09:00', LON)),
  e('refill reminder texts go out 10:00 and 16:00, mon to sat', MNL, on(MON_SAT, ['10:00', '16:00'], MNL)),

  // school bus dispatch
  e('bus 14 departure alert 6:50am school days', CHI, either(on('weekdays', '06:50', CHI), no(HOLIDAYS))),
  e('route sheets to drivers 0600 M-F', DEN, on('weekdays', '06:00', DEN)),
  e(
    'afternoon run reminder 2:45 PM mon tue wed thu, 12:15 on fridays (early release)',
    PHX,
    plan([at(['mon', 'tue', 'wed', 'thu'], '14:45', PHX), at(['fri'], '12:15', PHX)]),
  ),
  e(
    'snow day check-in 4:30am weekdays dec through march',
    TOR,
    on({ weekdays: 'weekdays', months: [12, 1, 2, 3] }, '04:30', TOR),
  ),
  e('bus inspection every 45 days', CHI, no(DAYS_STEP)),
  e('radio check with all drivers 7:05 and 3:05 weekdays', NY, on('weekdays', ['07:05', '15:05'], NY)),
  e('fuel card report last weekday of the month at 4pm', CHI, plan(at({ lastBusinessDay: true }, '16:00', CHI))),
  e(
    'dispatch: late bus text to parents check every 5 min 6:30-8:30 weekday mornings',
    DEN,
    span('weekdays', { minutes: 5 }, '06:30', '08:30', DEN),
  ),
  e(
    'winter routes start dec 7 — remind all drivers dec 4 at 3pm',
    TOR,
    on({ monthDays: [4], months: [12] }, '15:00', TOR, { count: 1 }),
  ),

  // university registrar
  e('add/drop deadline reminder jan 15 2027 5pm', NY, on({ monthDays: [15], months: [1] }, '17:00', NY, { count: 1 })),
  e(
    'grade submission nag every day at 9am from Dec 14 to Dec 21',
    NY,
    daily('09:00', NY, { from: '2026-12-14', until: '2026-12-21' }),
  ),
  e('transcript batch job nightly 1:15am', CHI, daily('01:15', CHI)),
  e(
    'enrollment report every monday 8am during the term (until may 7)',
    LA,
    on(['mon'], '08:00', LA, { until: '2027-05-07' }),
  ),
  e(
    'registrar office hours reminder every weekday except wednesdays 8:30',
    TOR,
    on(['mon', 'tue', 'thu', 'fri'], '08:30', TOR),
  ),
  e('waitlist processing every 30 min 8am-6pm weekdays', NY, span('weekdays', { minutes: 30 }, '08:00', '18:00', NY)),
  e('degree audit refresh the 10th business day of each month', NY, no(BUSINESS_NTH)),
  e(
    'exam timetable publish reminder 3rd friday of may, 10am',
    LA,
    on({ nth: [3], weekday: 'fri', months: [5] }, '10:00', LA),
  ),

  // city council and permits
  e(
    'post the agenda 5pm the thursday before every council meeting (meetings are 1st and 3rd tuesdays)',
    CHI,
    no(BEFORE_NTH),
  ),
  e(
    'permit queue sweep every 15 minutes during office hours 8-4:30 M-F',
    DEN,
    span('weekdays', { minutes: 15 }, '08:00', '16:30', DEN),
  ),
  e(
    'public comment closes feb 12 at 11:59 pm — remind the clerk at 9am that day',
    CHI,
    on({ monthDays: [12], months: [2] }, '09:00', CHI, { count: 1 }),
  ),
  e(
    'building permit expiry scan first business day of every month 7am',
    LA,
    plan(at({ firstBusinessDay: true }, '07:00', LA)),
  ),
  e('council meeting live stream check 6:30pm 2nd & 4th monday', LA, no(NTH_SHIFT)),
  e(
    'Ratsinfo: Sitzungserinnerung jeden 1. Montag im Monat um 17 Uhr',
    BER,
    on({ nth: [1], weekday: 'mon' }, '17:00', BER),
  ),
  e(
    'parking permit renewal reminders: dec 1, jan 1 and feb 1 at 9',
    NY,
    on({ monthDays: [1], months: [12, 1, 2] }, '09:00', NY, { until: '2027-02-01' }),
  ),
  e(
    'zoning board packet goes out wednesdays 16:00, hearings thursdays 18:30 — remind both',
    TOR,
    plan([at(['wed'], '16:00', TOR), at(['thu'], '18:30', TOR)]),
  ),
  e('permit fee report every weekday except public holidays 7:45', DUB, no(HOLIDAYS)),

  // waste collection
  e('bins out reminder tuesday 7pm', AKL, on(['tue'], '19:00', AKL)),
  e('recycling is every other week on thursday, remind me wednesday night 8pm', LON, no(WEEKS)),
  e(
    'route 3 truck GPS ping every 10 min from 5am to 2pm mon-sat',
    PHX,
    span(MON_SAT, { minutes: 10 }, '05:00', '14:00', PHX),
  ),
  e('green waste reminder first monday of the month 6am', SYD, no(NTH_SHIFT)),
  e('landfill weighbridge report daily 17:30', JNB, daily('17:30', JNB)),
  e('coleta seletiva: quintas às 7h, lembrete na quarta às 21h', SAO, on(['wed'], '21:00', SAO)),
  e(
    'bulky item collection: last saturday of each month 7:00',
    MEX,
    on({ nth: ['last'], weekday: 'sat' }, '07:00', MEX),
  ),
  e(
    'xmas tree pickup jan 4-15 weekdays 6:30am',
    TOR,
    on('weekdays', '06:30', TOR, { from: '2027-01-04', until: '2027-01-15' }),
  ),
  e(
    'depot: drivers clock-in 0515 mon-fri, 0615 sat',
    DEN,
    plan([at('weekdays', '05:15', DEN), at(['sat'], '06:15', DEN)]),
  ),

  // water utilities
  e('reservoir level poll every 5 min', DEN, plan(every('daily', { minutes: 5 }, DEN))),
  e('chlorine residual sample log 0600/1200/1800/0000', PER, daily(['00:00', '06:00', '12:00', '18:00'], PER)),
  e('boil water notice review every 3 hours while active', NY, plan(every('daily', { hours: 3 }, NY))),
  e('meter read export 2am on the 28th', CHI, on({ monthDays: [28] }, '02:00', CHI)),
  e('pump station PM every 90 days', LA, no(DAYS_STEP)),
  e(
    'quarterly hydrant flushing notice 1st mon of jan apr jul oct at 8am',
    TOR,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '08:00', TOR),
  ),
  e('SCADA historian backup sundays 03:30', BER, on(['sun'], '03:30', BER)),
  e('leak detection sweep every 7 minutes', LON, no(STEP_MINUTES)),
  e('water quality report to the regulator 28th of the month 8pm', LA, no(LEAP)),

  // airport ground handling
  e('ramp briefing 0430L and 1630L daily', DXB, daily(['04:30', '16:30'], DXB)),
  e('de-icing fluid stock check 0500Z every day nov-mar', HEL, plan(at({ months: [11, 12, 1, 2, 3] }, '05:00', UTC))),
  e('baggage belt maintenance window reminder tue/thu 0215', SGP, on(TT, '02:15', SGP)),
  e('GSE fleet fuel report every 6 hrs from 0000Z', ANC, plan(every('daily', { hours: 6 }, UTC))),
  e('turnaround KPIs to station manager 2300 local, every night', ANC, daily('23:00', ANC)),
  e(
    'crew bus to terminal 2 every 20 mins between 0500 and 2300',
    HKG,
    span('daily', { minutes: 20 }, '05:00', '23:00', HKG),
  ),
  e(
    'pushback tug checks every 4h starting 0200',
    HNL,
    plan(every('daily', { hours: 4, window: ['02:00', '22:00'] }, HNL)),
  ),
  e(
    'summer schedule briefing 27 March 2027 1800 local',
    LON,
    on({ monthDays: [27], months: [3] }, '18:00', LON, { count: 1 }),
  ),
  e('NOTAM review every morning 0545 L (UTC+4)', DXB, daily('05:45', DXB)),
  e('hold baggage screening audit every 5 hours', DXB, no(STEP_HOURS)),

  // cruise lines
  e('muster drill announcement embarkation days (saturdays) 3:30pm', NY, on(['sat'], '15:30', NY)),
  e(
    'Dec 19 - Jan 2 sailing: daily newsletter to cabins 06:00 ship time (we keep Nassau time)',
    LA,
    daily('06:00', NAS, { from: '2026-12-19', until: '2027-01-02' }),
  ),
  e('crew drill every tuesday 1000 UTC-4', NY, on(['tue'], '10:00', GMT_P4)),
  e('guest services: shore excursion sales report 21:00 nightly, ship time = Miami', LON, daily('21:00', NY)),
  e('galley deep clean every 10 days at 2am', NY, no(DAYS_STEP)),

  // ski resorts
  e(
    'lift ops radio check 07:45 daily from dec 12 to apr 11',
    DEN,
    daily('07:45', DEN, { from: '2026-12-12', until: '2027-04-11' }),
  ),
  e(
    'avalanche bulletin publish 0630 every day in season (dec-apr)',
    ZRH,
    plan(at({ months: [12, 1, 2, 3, 4] }, '06:30', ZRH)),
  ),
  e('grooming report 4:30am', DEN, daily('04:30', DEN)),
  e(
    'snowmaking check every 2 hours overnight 10pm-6am',
    DEN,
    daily(['22:00', '00:00', '02:00', '04:00', '06:00'], DEN),
  ),
  e(
    'Pistenbericht täglich um 7:15 bis Ostern',
    VIE,
    either(
      daily('07:15', VIE, { until: '2027-03-28' }),
      daily('07:15', VIE, { until: '2027-03-29' }),
      daily('07:15', VIE, { until: '2027-03-27' }),
    ),
  ),
  e(
    'ski school lineup 8:30 sat & sun, 9:00 weekdays',
    DEN,
    plan([at('weekends', '08:30', DEN), at('weekdays', '09:00', DEN)]),
  ),
  e('Queenstown: snow report 6am daily June to Sept', AKL, plan(at({ months: [6, 7, 8, 9] }, '06:00', AKL))),
  e(
    'Whistler: lift line cam snapshot every 15 min 8:30 to 4',
    VAN,
    span('daily', { minutes: 15 }, '08:30', '16:00', VAN),
  ),
  e(
    'Valle Nevado: reporte de nieve 7:30 hora de Chile, junio a septiembre',
    MDZ,
    plan(at({ months: [6, 7, 8, 9] }, '07:30', SCL)),
  ),

  // vineyards and breweries
  e('fermentation temp log every 30 mins', LA, plan(every('daily', { minutes: 30 }, LA))),
  e(
    'remontaje 7, 13 y 19 hs todos los días de febrero a abril',
    MDZ,
    plan(at({ months: [2, 3, 4] }, ['07:00', '13:00', '19:00'], MDZ)),
  ),
  e('brew day mash-in reminder every thursday 5:45am', DEN, on(['thu'], '05:45', DEN)),
  e('taproom happy hour post fri 4pm', CHI, on(['fri'], '16:00', CHI)),
  e('Barossa: frost alarm check 3am Sept-Nov', ADL, plan(at({ months: [9, 10, 11] }, '03:00', ADL))),
  e('Weinlese-Team: Treffpunkt 6:30 Mo-Sa', BER, on(MON_SAT, '06:30', BER)),
  e('dégustation du samedi : rappel vendredi 18h', PAR, on(['fri'], '18:00', PAR)),
  e('bottling line CIP every 2 days at 22:00', PAR, no(DAYS_STEP)),

  // fishing co-ops
  e('fish auction opens 4am mon-fri, remind boats at 3', HAL, on('weekdays', '03:00', HAL)),
  e('remind crew 2 hours before high tide each day', HAL, no(TIDES)),
  e('quota report to the ministry every sunday 18:00', REK, on(['sun'], '18:00', REK)),
  e('ice check at the harbour 0530 daily jan-mar', NUK, plan(at({ months: [1, 2, 3] }, '05:30', NUK))),
  e('VHF net 0700 and 1900 every day', NIU, daily(['07:00', '19:00'], NIU)),
  e('cooperativa pesquera: junta el último viernes de cada mes a las 6 de la tarde', MZT, no(NTH_SHIFT)),
  e('co-op price list to members 5:30am tue–sat', HAL, on(TUE_SAT, '05:30', HAL)),

  // mining, fly-in/fly-out
  e('FIFO roster: 2 weeks on 1 week off, flight reminder the day before swing at 5am', PER, no(WEEKS)),
  e('pre-start meeting 0545 every day', PER, daily('05:45', PER)),
  e('blast notification 12:30 and 16:30 daily except sunday', PER, on(MON_SAT, ['12:30', '16:30'], PER)),
  e('camp meal roster update every wednesday 1400 AWST', BNE, on(['wed'], '14:00', PER)),
  e('charter to Karratha departs 06:10 tues and fri — remind 90 min before', PER, on(['tue', 'fri'], '04:40', PER)),
  e('dust monitor export every 2 hrs', SCL, plan(every('daily', { hours: 2 }, SCL))),
  e('8 days on / 6 off rotation reminder at 6pm on the last day of each swing', PER, no(WEEKS)),
  e('mine site: shift change siren check 0600 & 1800, Mon-Sun', ULN, daily(['06:00', '18:00'], ULN)),
  e('geotech: prism survey every 90 min', PER, either(plan(every('daily', { minutes: 90 }, PER)), no(STEP_MINUTES))),

  // call centres
  e('queue stats to the floor every 15 min 8-8', MNL, span('daily', { minutes: 15 }, '08:00', '20:00', MNL)),
  e(
    'schedule adherence report 30 min after each shift end (shifts end 2pm and 10pm)',
    MNL,
    daily(['14:30', '22:30'], MNL),
  ),
  e('break reminders at 10:15, 12:30 & 15:15 on weekdays', KOL, on('weekdays', ['10:15', '12:30', '15:15'], KOL)),
  e('US-shift huddle 9pm IST mon-fri', KOL, on('weekdays', '21:00', KOL)),
  e('team meeting every fortnight tuesday 4', MNL, no(WEEKS)),
  e('WFM forecast refresh daily 05:00 Manila', LA, daily('05:00', MNL)),
  e('call-back list purge 11:59pm nightly', CHI, daily('23:59', CHI)),
  e('QA calibration session 2nd thursday 7am Manila', MNL, no(NTH_SHIFT)),

  // insurance claims
  e('claims aging report monday 7:30am ET', CHI, on(['mon'], '07:30', NY)),
  e(
    'cat desk: storm check-ins every 3 hrs 6am to 9pm until nov 30',
    NY,
    plan(every('daily', { hours: 3, window: ['06:00', '21:00'] }, NY), { until: '2026-11-30' }),
  ),
  e('subrogation diary review on the 10th and 25th at 9', JNB, on({ monthDays: [10, 25] }, '09:00', JNB)),
  e('fraud model score refresh every 20 minutes', NY, plan(every('daily', { minutes: 20 }, NY))),
  e('reserves review 2nd business day of the month 10am', LON, no(BUSINESS_NTH)),
  e('claims SLA breach alert weekdays 16:45 CET', HEL, on('weekdays', '16:45', BER)),
  e('large loss bordereau last business day 6pm', LA, no(BUSINESS_SHIFT)),

  // law firm docketing
  e('docket check 8:00 AM every court day', NY, either(on('weekdays', '08:00', NY), no(HOLIDAYS))),
  e('statute of limitations report 1st of the month 6am', NY, on({ monthDays: [1] }, '06:00', NY)),
  e('remind the team 3 days before every filing deadline', NY, no(DEADLINES)),
  e(
    'response due 2027-01-08, remind me jan 4 and jan 7 at 9am',
    NY,
    on({ monthDays: [4, 7], months: [1] }, '09:00', NY, { until: '2027-01-07' }),
  ),
  e(
    'court calendar sync every hour on the half hour, weekdays 7:30 to 6:30',
    NY,
    span('weekdays', { hours: 1 }, '07:30', '18:30', NY),
  ),
  e('PACER pull 5:15pm M–F Central', NY, on('weekdays', '17:15', CHI)),
  e('conflicts check digest tues & fri 8:15 — sorry, 7:15', NY, on(['tue', 'fri'], '07:15', NY)),

  // newsroom
  e('morning news meeting 9:30, afternoon 3:30, weekdays', LON, on('weekdays', ['09:30', '15:30'], LON)),
  e('weekend desk handover sat/sun 0800', LON, on('weekends', '08:00', LON)),
  e(
    'homepage check every 10 minutes 6am–midnight',
    NY,
    either(
      plan(every('daily', { minutes: 10, window: ['06:00', '23:50'] }, NY)),
      plan([every('daily', { minutes: 10, window: ['06:00', '23:50'] }, NY), at('daily', '00:00', NY)]),
    ),
  ),
  e('obits deadline 4pm sun-fri', CHI, on(SUN_FRI, '16:00', CHI)),
  e(
    'newsletter send 6:05am daily, 7:05am weekends',
    NY,
    plan([at('weekdays', '06:05', NY), at('weekends', '07:05', NY)]),
  ),
  e('Redaktionskonferenz werktags 10:15', BER, on('weekdays', '10:15', BER)),
  e(
    'embargo lift reminder thursday dec 3 at 00:01 GMT',
    NY,
    on({ monthDays: [3], months: [12] }, '00:01', UTC, { count: 1 }),
  ),

  // radio playout
  e('top of the hour ID every hour at :00', LON, plan(every('daily', { hours: 1 }, LON))),
  e('ad log import 23:45 daily', SYD, daily('23:45', SYD)),
  e('playout server reboot 3:58 am sundays', PAR, on(['sun'], '03:58', PAR)),
  e(
    'news bulletin at 5 to the hour, 6am till 7pm',
    DUB,
    either(
      plan(every('daily', { hours: 1, window: ['05:55', '18:55'] }, DUB)),
      plan(every('daily', { hours: 1, window: ['06:55', '18:55'] }, DUB)),
    ),
  ),
  e('weekend breakfast show prep reminder 4:15 sat+sun', AKL, on('weekends', '04:15', AKL)),
  e('royalty log export every 1st at 00:05', LON, on({ monthDays: [1] }, '00:05', LON)),

  // theatre box office
  e('box office opens 10am tue–sat, remind at 9:45', LON, on(TUE_SAT, '09:45', LON)),
  e(
    'matinee house count 1:30pm wed & sat, evening 7pm tue-sat',
    NY,
    plan([at(['wed', 'sat'], '13:30', NY), at(TUE_SAT, '19:00', NY)]),
  ),
  e('ticket sales report 11pm each show night (tue-sun)', LON, on(TUE_SUN, '23:00', LON)),
  e(
    'panto run dec 5 to jan 10: pre-show reminders 6:45pm',
    LON,
    daily('18:45', LON, { from: '2026-12-05', until: '2027-01-10' }),
  ),
  e('half-hour call alert 7:30p, dark mondays', NY, on(TUE_SUN, '19:30', NY)),
  e(
    'subscription renewal mailout reminder on the 1st of feb, may, aug, nov at 10',
    LON,
    on({ monthDays: [1], months: [2, 5, 8, 11] }, '10:00', LON),
  ),
  e(
    'box office: on-sale for the spring season starts jan 18 10:00, ping the team 09:30 that day',
    LON,
    on({ monthDays: [18], months: [1] }, '09:30', LON, { count: 1 }),
  ),

  // orchestra
  e('sectionals tue & thu 19:00–21:30, remind at 18:00', AMS, on(TT, '18:00', AMS)),
  e(
    'dress rehearsal reminder the 2nd saturday of every month 9am',
    VIE,
    on({ nth: [2], weekday: 'sat' }, '09:00', VIE),
  ),
  e(
    'Probe jeden Mittwoch 19:30, Generalprobe-Erinnerung 1. Samstag im Monat 10 Uhr',
    VIE,
    plan([at(['wed'], '19:30', VIE), at({ nth: [1], weekday: 'sat' }, '10:00', VIE)]),
  ),
  e('librarian: parts go out every other monday', VIE, no(WEEKS)),
  e('rehearsals mon wed fri 7pm — tuning reminder at 6:50', CHI, on(MWF, '18:50', CHI)),
  e(
    'concert season: tutti rehearsal saturdays 10:00 from jan 9 to mar 27',
    AMS,
    on(['sat'], '10:00', AMS, { from: '2027-01-09', until: '2027-03-27' }),
  ),
  e(
    'orchestra payroll on the 25th at noon, or the friday before if it falls on a weekend',
    AMS,
    no('a pay day moved off weekends is no rule CRON can write'),
  ),

  // climbing gym
  e('route setting mondays 6am, gym opens at noon', DEN, on(['mon'], '06:00', DEN)),
  e('auto-belay inspection 1st and 3rd wednesday 7:30', DEN, on({ nth: [1, 3], weekday: 'wed' }, '07:30', DEN)),
  e('youth team practice tue/thu 4:30–6, text parents 3:30', LA, on(TT, '15:30', LA)),
  e(
    'chalk bucket refill every 3 hrs while open 6am-10pm',
    DEN,
    plan(every('daily', { hours: 3, window: ['06:00', '22:00'] }, DEN)),
  ),
  e('rope retirement log review last sunday of the month 8pm', DEN, no(NTH_SHIFT)),

  // yoga studio
  e('sunrise yoga reminder at sunrise', SYD, no(MOVABLE)),
  e('6am vinyasa: remind students 5:30 mon wed fri', SYD, on(MWF, '05:30', SYD)),
  e('full moon class reminder 6pm', SYD, no(MOON)),
  e('clases de yoga martes y jueves 7 pm, recordatorio 1 hora antes', MEX, on(TT, '18:00', MEX)),
  e('studio cleaning 9:30pm every night', BKK, daily('21:30', BKK)),
  e('teacher payout last business day 5pm', SYD, plan(at({ lastBusinessDay: true }, '17:00', SYD))),
  e(
    'yin class sun 17:00 + restorative wed 19:30, post a reminder 2h before each',
    LIS,
    plan([at(['sun'], '15:00', LIS), at(['wed'], '17:30', LIS)]),
  ),

  // coworking
  e('coffee machine descale every 2nd tuesday', LIS, no(NO_TIME)),
  e('community lunch fridays 12:30, slack post at 11', LIS, on(['fri'], '11:00', LIS)),
  e('invoice run 1st of month 6am', LIS, on({ monthDays: [1] }, '06:00', LIS)),
  e(
    'meeting room display refresh every 5 min 7-19 weekdays',
    BER,
    span('weekdays', { minutes: 5 }, '07:00', '19:00', BER),
  ),
  e("members' happy hour last thursday 6pm", LIS, on({ nth: ['last'], weekday: 'thu' }, '18:00', LIS)),
  e('door codes rotate sunday midnight', BER, either(on(['sun'], '00:00', BER), on(['mon'], '00:00', BER))),
  e('hot desk booking reminder sunday 8pm for the week ahead', LIS, on(['sun'], '20:00', LIS)),

  // daycare
  e('pickup reminder 5:15pm weekdays', TOR, on('weekdays', '17:15', TOR)),
  e('nap time music off 3pm', TOR, either(daily('15:00', TOR), on('weekdays', '15:00', TOR))),
  e('parent newsletter fridays at 4', TOR, on(['fri'], '16:00', TOR)),
  e(
    'garderie : rappel photo de groupe le 3 décembre à 8h30',
    TOR,
    on({ monthDays: [3], months: [12] }, '08:30', TOR, { count: 1 }),
  ),
  e('allergy list review every 6 weeks', TOR, no(WEEKS)),
  e(
    'Kita: Elternabend-Erinnerung jeden 2. Dienstag um 18 Uhr',
    BER,
    either(on({ nth: [2], weekday: 'tue' }, '18:00', BER), no(WEEKS)),
  ),
  e('sign-in sheet reminder 7:30 weekdays except stat holidays', TOR, no(HOLIDAYS)),

  // family group chat
  e("mom's meds 8am and 8pm every day!!", MNL, daily(['08:00', '20:00'], MNL)),
  e('remind dad trash night thurs 7:30 pm', CHI, on(['thu'], '19:30', CHI)),
  e("grandma's call sundays 5pm her time (she's in Manila)", LA, on(['sun'], '17:00', MNL)),
  e(
    "Lola's birthday Dec 12, remind me at 9 the day before",
    LA,
    on({ monthDays: [11], months: [12] }, '09:00', LA, { count: 1 }),
  ),
  e('piano practice reminder weekdays at 4:30 except wednesdays', LA, on(['mon', 'tue', 'thu', 'fri'], '16:30', LA)),
  e('allowance every friday', LA, no(NO_TIME)),
  e('kids screen time off 8pm school nights (sun-thu)', LA, on(SUN_THU, '20:00', LA)),
  e('family zoom w/ tita in Toronto, 1st sunday of the month 8pm her time', MNL, no(NTH_SHIFT)),
  e('feed the cat 7 and 7', LA, daily(['07:00', '19:00'], LA)),

  // home automation
  e('turn on porch light at sunset', DEN, no(MOVABLE)),
  e(
    'thermostat eco mode 22:30 sun-thu, 23:30 fri-sat',
    AMS,
    plan([at(SUN_THU, '22:30', AMS), at(['fri', 'sat'], '23:30', AMS)]),
  ),
  e('water the plants every 36 hours', AMS, no(STEP_HOURS)),
  e('*/15 * * * * # poll solar inverter', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('0 7 * * 1-5  # coffee maker on', BER, on('weekdays', '07:00', BER)),
  e('backup NAS 3am first sunday of the month', AMS, on({ nth: [1], weekday: 'sun' }, '03:00', AMS)),
  e("home assistant: robot vacuum mon/wed/fri 10:00 while we're at work", HEL, on(MWF, '10:00', HEL)),
  e('dehumidifier every 2h between 8 and 20', LON, span('daily', { hours: 2 }, '08:00', '20:00', LON)),
  e('reboot router every 7 minutes lol no, every 10', LON, plan(every('daily', { minutes: 10 }, LON))),
  e(
    'christmas lights on 5pm off 11pm from dec 1 until jan 6',
    DUB,
    daily(['17:00', '23:00'], DUB, { from: '2026-12-01', until: '2027-01-06' }),
  ),

  // open-source maintainers
  e('triage rotation handoff mondays 15:00 UTC', BER, on(['mon'], '15:00', UTC)),
  e('release train: RC cut every 6 weeks', LA, no(WEEKS)),
  e(
    "community call 1st thursday 17:00 UTC (that's 9am for me in SF)",
    LA,
    on({ nth: [1], weekday: 'thu' }, '17:00', UTC),
  ),
  e('dependabot digest daily 06:00 UTC', SGP, daily('06:00', UTC)),
  e('maintainers sync alternating tuesdays 16:00 UTC', LON, no(WEEKS)),
  e('stale bot sweep every 6 hours', KOL, plan(every('daily', { hours: 6 }, KOL))),
  e('nightly build at 2am pacific', KOL, daily('02:00', LA)),
  e(
    'APAC office hours thu 10am Sydney (= wed 23:00 UTC)',
    BER,
    either(on(['thu'], '10:00', SYD), on(['wed'], '23:00', UTC)),
  ),
  e('security release window: 2nd tuesday 18:00 UTC', SGP, on({ nth: [2], weekday: 'tue' }, '18:00', UTC)),
  e('good-first-issue bot every weekday 9am my time (Auckland)', LON, on('weekdays', '09:00', AKL)),

  // crypto desk
  e('funding rate snapshot 00:00, 08:00, 16:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('rebalance every 4h UTC', HKG, plan(every('daily', { hours: 4 }, UTC))),
  e('weekly options expiry fri 08:00 UTC', LON, on(['fri'], '08:00', UTC)),
  e('monthly expiry last friday 0800 UTC', LON, on({ nth: ['last'], weekday: 'fri' }, '08:00', UTC)),
  e('PnL snapshot 23:59:30 UTC', SGP, no(SECONDS)),
  e('check BTC every 30s', HKG, no(SECONDS)),
  e(
    'quarterly futures roll: last friday of mar/jun/sep/dec 07:00 UTC',
    LON,
    on({ nth: ['last'], weekday: 'fri', months: [3, 6, 9, 12] }, '07:00', UTC),
  ),
  e('desk handoff 2300Z sun-thu', DXB, on(SUN_THU, '23:00', UTC)),
  e('CME gap check monday 00:05 UTC', NY, on(['mon'], '00:05', UTC)),

  // data team: dbt and Snowflake
  e('dbt build prod 0 5 * * * (UTC)', NY, daily('05:00', UTC)),
  e(
    'snowflake warehouse suspend check every 15 min on weekdays 7am–7pm ET',
    CHI,
    span('weekdays', { minutes: 15 }, '07:00', '19:00', NY),
  ),
  e('dbt source freshness hourly at :20', DEN, plan(every('daily', { hours: 1, at: 20 }, DEN))),
  e('full refresh sundays 02:00', AMS, on(['sun'], '02:00', AMS)),
  e('month-end finance models: run on the 1st, 2nd and 3rd at 4am', NY, on({ monthDays: [1, 2, 3] }, '04:00', NY)),
  e('snapshot job on business day 3 of each month at 6', NY, no(BUSINESS_NTH)),
  e('30 2 * * 2-6  # the weekday extract, in UTC', LA, on(TUE_SAT, '02:30', UTC)),
  e('dbt docs generate after the 6am run, so 6:45 weekdays', LON, on('weekdays', '06:45', LON)),
  e('snowpipe lag alert every minute', LA, plan(every('daily', { minutes: 1 }, LA))),

  // ML team
  e('nightly training kicks off 11pm PT', NY, daily('23:00', LA)),
  e('eval sweep every 3 hours except 9-5', LA, daily(['00:00', '03:00', '06:00', '18:00', '21:00'], LA)),
  e(
    'retrain on the 1st at 01:00 UTC and on mondays at 01:00 UTC',
    SEL,
    plan([at({ monthDays: [1] }, '01:00', UTC), at(['mon'], '01:00', UTC)]),
  ),
  e('GPU quota report every 2 weeks', LA, no(WEEKS)),
  e('checkpoint sync every 25 minutes', LA, no(STEP_MINUTES)),
  e('kick off the big run fri 8pm, then eval sat 8am', LA, plan([at(['fri'], '20:00', LA), at(['sat'], '08:00', LA)])),
  e(
    'nightly train 01:00 KST, eval report 09:00 KST weekdays',
    LA,
    plan([at('daily', '01:00', SEL), at('weekdays', '09:00', SEL)]),
  ),

  // Brazilian Portuguese
  e('reunião de alinhamento toda terça e quinta às 10h', SAO, on(TT, '10:00', SAO)),
  e('lembrete: fechar o caixa todo dia às 18h30', SAO, daily('18:30', SAO)),
  e('backup do banco de madrugada, 3h da manhã, todo domingo', SAO, on(['sun'], '03:00', SAO)),
  e('relatório no último dia útil do mês às 17h', SAO, plan(at({ lastBusinessDay: true }, '17:00', SAO))),
  e('daily do time às 9h15 de segunda a sexta', SAO, on('weekdays', '09:15', SAO)),
  e('pagamento dos fornecedores dia 5 e dia 20 às 10h', SAO, on({ monthDays: [5, 20] }, '10:00', SAO)),
  e('a cada 2 semanas na sexta às 16h', SAO, no(WEEKS)),
  e(
    'lembrete de hora em hora das 8h às 18h nos dias úteis',
    SAO,
    span('weekdays', { hours: 1 }, '08:00', '18:00', SAO),
  ),
  e('plantão de fim de semana: sábado e domingo às 7h e 19h', SAO, on('weekends', ['07:00', '19:00'], SAO)),
  e('call com o pessoal de Lisboa às 14h hora deles, toda quarta', SAO, on(['wed'], '14:00', LIS)),
  e('escala do hospital: passagem de plantão 7h e 19h todo dia, por favor', FOR, daily(['07:00', '19:00'], FOR)),
  e('todo primeiro dia útil do mês às 9h mandar o fechamento', SAO, plan(at({ firstBusinessDay: true }, '09:00', SAO))),
  e('quinto dia útil: lembrete do pagamento às 10h', SAO, no(BUSINESS_NTH)),
  e('de 15 em 15 minutos entre 9h e 17h, só seg a sex', SAO, span('weekdays', { minutes: 15 }, '09:00', '17:00', SAO)),

  // Mexican Spanish
  e('junta semanal los lunes a las 9 de la mañana', MEX, on(['mon'], '09:00', MEX)),
  e(
    'recordatorio de pago de nómina los días 15 y último de cada mes a las 10',
    MEX,
    on({ monthDays: [15, 'last'] }, '10:00', MEX),
  ),
  e('revisar inventario diario a las 7 pm hora del centro', TIJ, daily('19:00', MEX)),
  e('cada 15 minutos de 9 a 6 entre semana', MEX, span('weekdays', { minutes: 15 }, '09:00', '18:00', MEX)),
  e('ahorita no... mejor el viernes a las 5 de la tarde, cada viernes', MEX, on(['fri'], '17:00', MEX)),
  e('respaldo cada tercer día a las 2 am', MEX, no(DAYS_STEP)),
  e('recordatorio el primer lunes de cada mes a las 8 am', MEX, on({ nth: [1], weekday: 'mon' }, '08:00', MEX)),
  e('clases de inglés martes y jueves de 7 a 8 pm, avisar a las 6:45', MEX, on(TT, '18:45', MEX)),
  e('corte de caja a las 21:00 de lunes a sábado (Cancún)', MEX, on(MON_SAT, '21:00', CUN)),
  e('quincena: recordatorio los días 14 y 29 a las 12', MEX, on({ monthDays: [14, 29] }, '12:00', MEX)),
  e('junta con Tijuana a las 10 hora de allá, los miércoles', MEX, on(['wed'], '10:00', TIJ)),
  e('el segundo y cuarto viernes a las 6 pm, junta de padres', MEX, no(NTH_SHIFT)),
  e('pásale el reporte al jefe diario 8:30, menos domingos', MEX, on(MON_SAT, '08:30', MEX)),

  // French
  e("réunion d'équipe tous les lundis à 9h30", PAR, on(['mon'], '09:30', PAR)),
  e('rappel facturation le 1er de chaque mois à 8h', PAR, on({ monthDays: [1] }, '08:00', PAR)),
  e(
    'tous les jours ouvrés à 18h, sauf le vendredi 16h',
    PAR,
    plan([at(['mon', 'tue', 'wed', 'thu'], '18:00', PAR), at(['fri'], '16:00', PAR)]),
  ),
  e('toutes les 2 heures de 8h à 20h', PAR, span('daily', { hours: 2 }, '08:00', '20:00', PAR)),
  e('point hebdo un mardi sur deux à 14h', PAR, no(WEEKS)),
  e('rappel réunion 17h heure de Montréal chaque jeudi', PAR, on(['thu'], '17:00', TOR)),
  e('le dernier vendredi du mois à 17h, apéro', PAR, on({ nth: ['last'], weekday: 'fri' }, '17:00', PAR)),
  e('sauvegarde chaque nuit à 2h du mat', PAR, daily('02:00', PAR)),
  e('relevé des compteurs tous les 3 jours', PAR, no(DAYS_STEP)),
  e('répétition de la chorale le mercredi à 20h, sauf pendant les vacances scolaires', PAR, no(HOLIDAYS)),
  e('rappel : conseil municipal le 2e lundi du mois à 18h30', PAR, on({ nth: [2], weekday: 'mon' }, '18:30', PAR)),

  // German
  e('Stand-up Mo–Fr 9:15', BER, on('weekdays', '09:15', BER)),
  e('alle 30 Minuten zwischen 8 und 18 Uhr', BER, span('daily', { minutes: 30 }, '08:00', '18:00', BER)),
  e('jeden ersten Werktag im Monat um 7 Uhr Bericht', BER, plan(at({ firstBusinessDay: true }, '07:00', BER))),
  e('Rechnungslauf am 15. um 10 Uhr', BER, on({ monthDays: [15] }, '10:00', BER)),
  e('jeden zweiten Donnerstag um 14 Uhr Jour fixe', BER, no(WEEKS)),
  e('Wartungsfenster samstags 22–02 Uhr, Hinweis um 21:30', BER, on(['sat'], '21:30', BER)),
  e('täglich um halb acht', BER, either(daily('07:30', BER), daily('19:30', BER))),
  e('Montags um viertel nach neun', ZRH, either(on(['mon'], '09:15', ZRH), on(['mon'], '21:15', ZRH))),
  e('Müllabfuhr-Erinnerung: Dienstag 19 Uhr, bis Ende März', VIE, on(['tue'], '19:00', VIE, { until: '2027-03-31' })),
  e('Schichtwechsel 6, 14 und 22 Uhr, jeden Tag', BER, daily(['06:00', '14:00', '22:00'], BER)),

  // Russian in Latin letters
  e('planerka kazhdyi ponedelnik v 10:00 po Moskve', BER, on(['mon'], '10:00', MOW)),
  e('napomni kazhdyi den v 9 utra', MOW, daily('09:00', MOW)),
  e('otchet po pyatnitsam v 18:00', MOW, on(['fri'], '18:00', MOW)),
  e('kazhdye 2 chasa s 10 do 22', MOW, span('daily', { hours: 2 }, '10:00', '22:00', MOW)),
  e('zarplata 10 i 25 chisla v 12:00', MOW, on({ monthDays: [10, 25] }, '12:00', MOW)),
  e('cherez nedelyu po vtornikam v 15:00', MOW, no(WEEKS)),
  e('po budnyam v 8:30 utra, a v subbotu v 10', MOW, plan([at('weekdays', '08:30', MOW), at(['sat'], '10:00', MOW)])),

  // Korean in Latin letters
  e('maeil achim 9si standup', SEL, daily('09:00', SEL)),
  e('maeju wolyoil ohu 3si hoeui', SEL, on(['mon'], '15:00', SEL)),
  e('pyeongil ohu 6si toegeun alarm', SEL, on('weekdays', '18:00', SEL)),
  e('maewol 25il ojeon 10si geupyeo', SEL, on({ monthDays: [25] }, '10:00', SEL)),
  e('30bun mada health check', SEL, plan(every('daily', { minutes: 30 }, SEL))),
  e('geumyoil jeonyeok 7si hoesik reminder', SEL, on(['fri'], '19:00', SEL)),
  e('maedal cheot beonjjae suyoil ojeon 8si', SEL, no(NTH_SHIFT)),

  // Thai in Latin letters
  e('prachum thuk wan jan 10 mong chao', BKK, on(['mon'], '10:00', BKK)),
  e('thuk wan 8 mong chao check stock', BKK, daily('08:00', BKK)),
  e('wan suk 5 mong yen reminder', BKK, on(['fri'], '17:00', BKK)),
  e('sin duean 4 mong yen check payroll', BKK, on({ monthDays: ['last'] }, '16:00', BKK)),
  e('thuk 2 chua mong', BKK, plan(every('daily', { hours: 2 }, BKK))),

  // Tagalog
  e('paalala tuwing Lunes 8am', MNL, on(['mon'], '08:00', MNL)),
  e('araw-araw ng 7pm pakicheck yung inventory', MNL, daily('19:00', MNL)),
  e('meeting tuwing Martes at Huwebes alas-dos ng hapon', MNL, on(TT, '14:00', MNL)),
  e('sahod reminder every 15th at katapusan ng buwan, 9am', MNL, on({ monthDays: [15, 'last'] }, '09:00', MNL)),
  e('kada 2 linggo tuwing Biyernes, 3pm', MNL, no(WEEKS)),
  e('pa-remind po sa team, weekdays 8:30 ng umaga, salamat', MNL, on('weekdays', '08:30', MNL)),

  // Hindi in Latin letters
  e('roz subah 9 baje standup', KOL, daily('09:00', KOL)),
  e('har somvaar shaam 6 baje review', KOL, on(['mon'], '18:00', KOL)),
  e('har mahine ki 1 tareekh ko 10 baje rent reminder', KOL, on({ monthDays: [1] }, '10:00', KOL)),
  e('har ghante backup check karo', KOL, plan(every('daily', { hours: 1 }, KOL))),
  e('shanivaar aur ravivaar ko 11 baje', KOL, on('weekends', '11:00', KOL)),
  e(
    'har 15 minute mein ping, office time 10 se 7',
    KOL,
    either(
      span('daily', { minutes: 15 }, '10:00', '19:00', KOL),
      span('weekdays', { minutes: 15 }, '10:00', '19:00', KOL),
    ),
  ),
  e('Diwali pe sabko 9 baje greeting bhejna', KOL, no(MOVABLE)),

  // Japanese in romaji
  e('maiasa 9ji ni chourei', TYO, daily('09:00', TYO)),
  e('maishuu kinyoubi 17ji teiji repooto', TYO, on(['fri'], '17:00', TYO)),
  e('heijitsu 8ji han ni rimaindo', TYO, on('weekdays', '08:30', TYO)),
  e('maitsuki matsujitsu 18ji shimekiri', TYO, on({ monthDays: ['last'] }, '18:00', TYO)),
  e('1jikan goto ni check', TYO, plan(every('daily', { hours: 1 }, TYO))),
  e('kakushuu getsuyoubi 10ji', TYO, no(WEEKS)),
  e('dai 2 kayoubi 14ji teireikai', TYO, on({ nth: [2], weekday: 'tue' }, '14:00', TYO)),
  e('maitsuki tsuitachi asa 8ji', TYO, on({ monthDays: [1] }, '08:00', TYO)),

  // cron lines with comments
  e('15 3 * * 0   # weekly vacuum (that box runs on Chicago time)', NY, on(['sun'], '03:15', CHI)),
  e('0 */2 * * *  # token refresh', LON, plan(every('daily', { hours: 2 }, LON))),
  e('30 8 1 * *   # monthly invoice email', DUB, on({ monthDays: [1] }, '08:30', DUB)),
  e(
    '0 9-17 * * 1-5  # hourly nudges in business hours',
    TOR,
    plan(every('weekdays', { hours: 1, window: ['09:00', '17:00'] }, TOR)),
  ),
  e('*/20 6-22 * * *  # ping the kiosk', SYD, plan(every('daily', { minutes: 20, window: ['06:00', '22:40'] }, SYD))),
  e('0 6 * * 1#2  # 2nd monday?? not sure our cron takes this', LON, on({ nth: [2], weekday: 'mon' }, '06:00', LON)),
  e('@daily  # cleanup tmp', AMS, daily('00:00', AMS)),
  e('0 12 * * 0,6   # weekend digest', SGP, on('weekends', '12:00', SGP)),
  e('45 23 L * *  (quartz-ish) month-end close', JNB, on({ monthDays: ['last'] }, '23:45', JNB)),
  e(
    '*/10 * * * * sleep 5; ./sync.sh   # every 10 min + 5s',
    BER,
    either(plan(every('daily', { minutes: 10 }, BER)), no(SECONDS)),
  ),
  e(
    '0 0 */3 * *   # every 3 days cleanup',
    LON,
    either(no(DAYS_STEP), on({ monthDays: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31] }, '00:00', LON)),
  ),

  // Quartz and Spring
  e('@Scheduled(cron = "0 0 6 * * MON-FRI", zone = "Europe/Berlin")', LON, on('weekdays', '06:00', BER)),
  e('@Scheduled(cron="0 */15 * * * *")', DUB, plan(every('daily', { minutes: 15 }, DUB))),
  // Spring numbers the days as cron does (0 = Sunday): "2#1" is the first Tuesday, and the comment says Monday
  e(
    '@Scheduled(cron = "0 30 9 ? * 2#1") // first monday standup',
    NY,
    no('the fields say the first Tuesday, the comment Monday'),
  ),
  e('@Scheduled(cron = "0 0 0 L * ?", zone = "America/Sao_Paulo")', LON, on({ monthDays: ['last'] }, '00:00', SAO)),
  e(
    'cronExpression: 0 0/5 8-17 ? * MON-FRI',
    CHI,
    plan(every('weekdays', { minutes: 5, window: ['08:00', '17:55'] }, CHI)),
  ),
  e('@Scheduled(cron = "*/30 * * * * *")', AMS, no(SECONDS)),
  e('quartz: 0 15 10 ? * 6L', LON, on({ nth: ['last'], weekday: 'fri' }, '10:15', LON)),
  e('@Scheduled(cron = "0 0 20 ? * 6#3", zone = "America/New_York")  // 3rd friday', LON, no(NTH_SHIFT)),

  // Windows Task Scheduler
  e('Trigger: Weekly - At 6:00 AM every Monday, Wednesday of every week', DEN, on(['mon', 'wed'], '06:00', DEN)),
  e(
    'Daily - At 11:30 PM every day - After triggered, repeat every 1 hour for a duration of 1 day',
    CHI,
    plan(every('daily', { hours: 1, at: 30 }, CHI)),
  ),
  e(
    'Monthly - At 2:00 AM on day 1, 15 of January, February, March, April, May, June, July, August, September, October, November, December',
    PHX,
    on({ monthDays: [1, 15] }, '02:00', PHX),
  ),
  e('Weekly - At 9:00 AM every Tuesday of every 2 weeks', TOR, no(WEEKS)),
  e('Monthly - At 5:00 PM on the Last Friday of every month', JNB, on({ nth: ['last'], weekday: 'fri' }, '17:00', JNB)),
  e(
    'At 3:00 AM every day - repeat every 15 minutes for a duration of 2 hours',
    NY,
    span('daily', { minutes: 15 }, '03:00', '05:00', NY),
  ),

  // Power Automate
  e(
    'Recurrence: Interval 1, Frequency Week, On these days Monday;Thursday, At these hours 8, At these minutes 30, Time zone (UTC-05:00) Eastern Time (US & Canada)',
    LON,
    on(['mon', 'thu'], '08:30', NY),
  ),
  e('Recurrence - Frequency: Day, Interval: 2, at 7:00 (UTC+01:00) Amsterdam, Berlin, Bern, Rome', AMS, no(DAYS_STEP)),
  e(
    'Power Automate flow: every 1 Hour, Time zone (UTC+10:00) Canberra, Melbourne, Sydney',
    BNE,
    plan(every('daily', { hours: 1 }, SYD)),
  ),
  e(
    'Recurrence: Month, interval 1, start time 2026-12-01T09:00, time zone (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
    DXB,
    on({ monthDays: [1] }, '09:00', KOL, { from: '2026-12-01' }),
  ),

  // Zapier
  e('Schedule by Zapier: Every Week, Day of the Week: Friday, Time of Day: 4pm', DEN, on(['fri'], '16:00', DEN)),
  e(
    'Schedule by Zapier - Every Month, Day of the Month: 1, Time of Day: midnight',
    LA,
    on({ monthDays: [1] }, '00:00', LA),
  ),
  e('Zapier schedule: Every Day, Trigger on Weekends? no, Time of Day 7am', PHX, on('weekdays', '07:00', PHX)),
  e('Schedule by Zapier | Every Hour | Trigger on Weekends? No', SAO, plan(every('weekdays', { hours: 1 }, SAO))),

  // Google Calendar
  e('Weekly on Tuesday, Thursday · 10:00 – 10:30am (Eastern Time - New York)', LON, on(TT, '10:00', NY)),
  e('Monthly on the fourth Wednesday · 3pm – 4pm', LA, on({ nth: [4], weekday: 'wed' }, '15:00', LA)),
  e('Every weekday (Monday to Friday) · 8:45 – 9am', SGP, on('weekdays', '08:45', SGP)),
  e('Annually on December 24 · 18:00 – 20:00', BER, on({ monthDays: [24], months: [12] }, '18:00', BER)),
  e('Monthly on the last Friday · 5:30 – 6:30pm', LA, no(NTH_SHIFT)),
  e('Every 2 weeks on Monday · 11am – 12pm', DUB, no(WEEKS)),

  // Outlook
  e(
    'Occurs every Monday effective 11/30/2026 until 2/22/2027 from 9:00 AM to 9:30 AM',
    NY,
    on(['mon'], '09:00', NY, { from: '2026-11-30', until: '2027-02-22' }),
  ),
  e(
    'Occurs the first Thursday of every 1 month from 2:00 PM to 3:00 PM (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
    NY,
    on({ nth: [1], weekday: 'thu' }, '14:00', LON),
  ),
  e(
    'Occurs every day effective 12/1/2026 from 7:30 AM to 8:00 AM (UTC-06:00) Central Time (US & Canada)',
    DEN,
    daily('07:30', CHI, { from: '2026-12-01' }),
  ),
  e('Occurs every 3 weeks on Wednesday from 1:00 PM to 2:00 PM', TOR, no(WEEKS)),

  // Notion and Jira
  e('Notion: repeats every weekday at 9:00 AM — "Inbox zero"', AMS, on('weekdays', '09:00', AMS)),
  e(
    'Jira recurring: "Patch Tuesday review" 2nd Tuesday monthly 10:00 PST',
    DEN,
    either(on({ nth: [2], weekday: 'tue' }, '10:00', LA), on({ nth: [2], weekday: 'tue' }, '10:00', GMT_P8)),
  ),
  e(
    'Jira Service Management recurring ticket "Access review": every quarter, 1st Monday, 9am',
    LON,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '09:00', LON),
  ),
  e('Notion recurring template: every month on day 28 at 8pm', LA, no(LEAP)),

  // iCalendar RRULE
  e('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=7;BYMINUTE=0', HKG, on(MWF, '07:00', HKG)),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=-1SU;BYHOUR=20 (TZID=Australia/Adelaide)',
    SYD,
    on({ nth: ['last'], weekday: 'sun' }, '20:00', ADL),
  ),
  e('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=9', LON, no(WEEKS)),
  e(
    'DTSTART;TZID=America/St_Johns:20261201T083000 RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
    TOR,
    on('weekdays', '08:30', STJ, { from: '2026-12-01' }),
  ),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=6 at 10:00', PAR, on({ monthDays: [1, 15] }, '10:00', PAR, { count: 6 })),
  e(
    'RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR at 18:00',
    AMS,
    plan(at({ lastBusinessDay: true }, '18:00', AMS)),
  ),
  e(
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=28 09:00 Europe/London',
    NY,
    on({ monthDays: [28], months: [3] }, '09:00', LON),
  ),
  e('RRULE:FREQ=DAILY;INTERVAL=3', BER, no(DAYS_STEP)),

  // Slack /remind
  e('/remind #ward-4 "fluid balance charts" every day at 6am', DUB, daily('06:00', DUB)),
  e('/remind me to submit timesheet every Friday at 3:30pm', CHI, on(['fri'], '15:30', CHI)),
  e('/remind #ops "rotate keys" on the 1st of every month at 9am', SGP, on({ monthDays: [1] }, '09:00', SGP)),
  e('/remind @channel standup every weekday at 9:45am', DEN, on('weekdays', '09:45', DEN)),
  e('/remind me "call mom" every other Sunday at 6pm', LA, no(WEEKS)),
  e(
    '/remind #bus-dispatch "winter routes start" on December 7 at 5:30am',
    TOR,
    on({ monthDays: [7], months: [12] }, '05:30', TOR, { count: 1 }),
  ),
  e(
    '/remind me to water seedlings every Monday and Thursday at 7',
    AMS,
    either(on(['mon', 'thu'], '07:00', AMS), on(['mon', 'thu'], '19:00', AMS)),
  ),

  // odd zones
  e("St. John's office: payroll cutoff thursday 4pm NL time", TOR, on(['thu'], '16:00', STJ)),
  e('newfoundland team standup 9:30 their time weekdays', HAL, on('weekdays', '09:30', STJ)),
  e('hourly on the hour NST', HAL, plan(every('daily', { hours: 1 }, STJ))),
  e('Adelaide clinic: reminder 8:15am weekdays ACDT', SYD, on('weekdays', '08:15', ADL)),
  e('Darwin depot: 0600 daily, ACST', PER, daily('06:00', DRW)),
  e('Lord Howe ferry office: reminder 7:00 Lord Howe time mon/thu', SYD, on(['mon', 'thu'], '07:00', LHI)),
  e('LHI weather obs upload every 30 min', LHI, plan(every('daily', { minutes: 30 }, LHI))),
  e(
    'Tehran team: their work week is sat–wed, reminder 8:30 Tehran time',
    DXB,
    on(['sat', 'sun', 'mon', 'tue', 'wed'], '08:30', THR),
  ),
  e('14:00 UTC+3:30 every saturday', DXB, on(['sat'], '14:00', THR)),
  e('Caracas: cierre de caja 6 pm todos los días', CCS, daily('18:00', CCS)),
  e('Asunción: reunión los miércoles 8:00 hora de Paraguay', SAO, on(['wed'], '08:00', ASU)),
  e('Nuuk harbour office 08:00 weekdays local', NUK, on('weekdays', '08:00', NUK)),
  e('Apia: school bus dispatch 6:45 am mon-fri Samoa time', AKL, on('weekdays', '06:45', APW)),
  e('Kiritimati supply flight reminder tuesdays 09:00 LINT', HNL, on(['tue'], '09:00', KIR)),
  e('Pitcairn: shipping notice 1st of the month 10am Pitcairn time', AKL, on({ monthDays: [1] }, '10:00', PIT)),
  e('Niue co-op weigh-in 16:00 daily', NIU, daily('16:00', NIU)),
  e('Casablanca call centre: prise de poste 8h du lundi au samedi, heure du Maroc', PAR, on(MON_SAT, '08:00', CAS)),
  e('Cairo branch: daily close 17:00 Cairo (they have DST again)', DXB, daily('17:00', CAI)),
  e('Beirut: inventory 9am every Monday Beirut time', LON, on(['mon'], '09:00', BEY)),
  e('Havana: programa de radio 7 pm hora de Cuba diario', HAV, daily('19:00', HAV)),
  e('Port-au-Prince klinik: rapèl 7è chak maten lendi-vandredi', PAP, on('weekdays', '07:00', PAP)),
  e('UB mine site: crew bus 5:30 daily Ulaanbaatar time', PER, daily('05:30', ULN)),
  e('Colombo: claims sync 10:30 SLST weekdays', KOL, on('weekdays', '10:30', CMB)),
  e('Thimphu office: report fridays 3pm BTT', KOL, on(['fri'], '15:00', THI)),
  e('Honolulu: surf report 5:45am HST daily', LA, daily('05:45', HNL)),
  e('Anchorage ramp: de-ice crew 0430 AKST daily', ANC, daily('04:30', ANC)),
  e('Santiago: respaldo a las 23:00 hora de Chile', SCL, daily('23:00', SCL)),
  e('Fortaleza (sem horário de verão): 7h todo dia', SAO, daily('07:00', FOR)),
  e('Cancún no cambia de horario: 8am diario', MEX, daily('08:00', CUN)),
  e('every 15 min UTC+05:45', KTM, plan(every('daily', { minutes: 15 }, KTM))),
  e('9am GMT+8 mon-fri', LON, on('weekdays', '09:00', GMT_M8)),
  e('run at 18:00 UTC-3 daily', SAO, daily('18:00', GMT_P3)),
  e('7am EST every weekday', CHI, either(on('weekdays', '07:00', NY), on('weekdays', '07:00', GMT_P5))),
  e('Adelaide: first business day 9am ACDT, board pack', ADL, no(BUSINESS_SHIFT)),
  e('Kathmandu office: 1st sunday of the month 5:30am NPT', KTM, no(NTH_SHIFT)),

  // near the 2027 clock changes
  e(
    'clocks spring forward march 14 — remind the ward march 13 at 8pm',
    NY,
    on({ monthDays: [13], months: [3] }, '20:00', NY, { count: 1 }),
  ),
  e('nightly ETL 2:30am NY', NY, daily('02:30', NY)),
  e('1:30am cleanup daily (yes even on the fall-back night)', NY, daily('01:30', NY)),
  e(
    'EU clocks change mar 28: send a notice at 09:00 CET on fri mar 26',
    BER,
    on({ monthDays: [26], months: [3] }, '09:00', BER, { count: 1 }),
  ),
  e('from march 29 2027 weekdays 8:00 London time', LON, on('weekdays', '08:00', LON, { from: '2027-03-29' })),
  e('every sunday 02:30 Berlin until oct 31', BER, on(['sun'], '02:30', BER, { until: '2027-10-31' })),
  e('Sydney: from 4 April 2027 weekdays 9am', SYD, on('weekdays', '09:00', SYD, { from: '2027-04-04' })),
  e('NZ: starting 26 sept 2027 daily 2:30am backup', AKL, daily('02:30', AKL, { from: '2027-09-26' })),
  e(
    'Lord Howe: every day at 2:15 am from oct 1 to oct 10',
    LHI,
    daily('02:15', LHI, { from: '2027-10-01', until: '2027-10-10' }),
  ),
  e('nov 6 and nov 7 2027 1:30am checks (fall back night!)', NY, on({ monthDays: [6, 7], months: [11] }, '01:30', NY)),
  e(
    'Chile: cambio de hora 3 de abril, recordatorio ese sábado a las 20:00',
    SCL,
    on({ monthDays: [3], months: [4] }, '20:00', SCL, { count: 1 }),
  ),
  e(
    "St. John's: every 30 min 1am-3am on the night of mar 14 2027",
    STJ,
    plan(every('daily', { minutes: 30, window: ['01:00', '03:00'] }, STJ), { from: '2027-03-14', until: '2027-03-14' }),
  ),

  // one-off dates
  e(
    'one time: dec 18 at 4pm company party reminder',
    CHI,
    on({ monthDays: [18], months: [12] }, '16:00', CHI, { count: 1 }),
  ),
  e('Jan 2 2027 7am — first day back, send rota', DUB, on({ monthDays: [2], months: [1] }, '07:00', DUB, { count: 1 })),
  e('tomorrow at 10am only', LA, on({ monthDays: [24], months: [11] }, '10:00', LA, { count: 1 })),
  e(
    'next friday 2pm, just once',
    NY,
    either(
      on({ monthDays: [27], months: [11] }, '14:00', NY, { count: 1 }),
      on({ monthDays: [4], months: [12] }, '14:00', NY, { count: 1 }),
    ),
  ),
  e(
    'tomorrow 7:30 — vineyard frost walk',
    AKL,
    either(
      on({ monthDays: [25], months: [11] }, '07:30', AKL, { count: 1 }),
      on({ monthDays: [24], months: [11] }, '07:30', AKL, { count: 1 }),
    ),
  ),

  // corrections
  e('standup at 9 every weekday, no wait, 8:30', DEN, on('weekdays', '08:30', DEN)),
  e('mon wed fri 7pm — sorry, tue thu 7pm', LON, on(TT, '19:00', LON)),
  e('daily 6am pst... I mean 6am est', LA, daily('06:00', NY)),
  e('every 10 min — actually make it 15', TOR, plan(every('daily', { minutes: 15 }, TOR))),
  e('report 5pm fridays, no wait, 8', SYD, either(on(['fri'], '08:00', SYD), on(['fri'], '20:00', SYD))),

  // periods
  e(
    'weekdays 8am for 3 weeks',
    LON,
    either(
      on('weekdays', '08:00', LON, { until: '2026-12-13' }),
      on('weekdays', '08:00', LON, { until: '2026-12-14' }),
    ),
  ),
  e(
    'daily 9pm until march',
    BER,
    either(
      daily('21:00', BER, { until: '2027-02-28' }),
      daily('21:00', BER, { until: '2027-03-01' }),
      daily('21:00', BER, { until: '2027-03-31' }),
    ),
  ),
  e('every Tuesday at 11 through end of January', SGP, on(['tue'], '11:00', SGP, { until: '2027-01-31' })),
  e('next 5 fridays at 4pm', DEN, on(['fri'], '16:00', DEN, { count: 5 })),
  e('starting dec 1, mondays 7:15am, ten times', CHI, on(['mon'], '07:15', CHI, { from: '2026-12-01', count: 10 })),

  // more that no exact CRON answer can honour
  e('first business day of the month 8am Tokyo', TYO, no(BUSINESS_SHIFT)),
  e('2nd tuesday 9pm NY', NY, no(NTH_SHIFT)),
  e('third wednesday 7am Seoul', SEL, no(NTH_SHIFT)),
  e('every weekday in December at 8pm Chicago', CHI, no(MONTH_EDGE)),
  e('iftar reminder every day of ramadan', DXB, no(MOVABLE)),
  e('chinese new year eve 8pm team dinner reminder', SGP, no(MOVABLE)),
  e('every 9 hrs starting 6am', DXB, no(STEP_HOURS)),
  e('every 50 minutes', BER, no(STEP_MINUTES)),
  e('every 4 days at noon', TOR, no(DAYS_STEP)),
  e('biweekly on tuesday 3pm', CHI, no(WEEKS)),
  e('every weekday 9am except us federal holidays', NY, no(HOLIDAYS)),
  e('payroll reminder 6th business day 10am', LON, no(BUSINESS_NTH)),
  e('fridays in january at 9pm New York', NY, no(MONTH_EDGE)),
  e('Easter sunday egg hunt reminder 9am', SYD, no(MOVABLE)),

  // more from the wards, counters, crews and desks
  e('hi all — could the bot ping the ward clerks at 06:30 every day? thx', DUB, daily('06:30', DUB)),
  e('disharge lounge list every weekday 11am and 3pm', LON, on('weekdays', ['11:00', '15:00'], LON)),
  e('Nachtdienst Übergabe 21:45 täglich', BER, daily('21:45', BER)),
  e('pharmacy robot restock 0530 mon-sat, 0700 sun', SYD, plan([at(MON_SAT, '05:30', SYD), at(['sun'], '07:00', SYD)])),
  e('pharmacist on-call handover 8am + 8pm, ACST', DRW, daily(['08:00', '20:00'], DRW)),
  e(
    'school bus GPS health check every 30 min from 5:30 to 9:30 and 2 to 5 on weekdays',
    CHI,
    either(
      plan([
        every('weekdays', { minutes: 30, window: ['05:30', '09:30'] }, CHI),
        every('weekdays', { minutes: 30, window: ['14:00', '17:00'] }, CHI),
      ]),
      plan([
        every('weekdays', { minutes: 30, window: ['05:30', '09:00'] }, CHI),
        every('weekdays', { minutes: 30, window: ['14:00', '16:30'] }, CHI),
      ]),
    ),
  ),
  e(
    'registrar: transcript request queue digest 4:45pm M-Th, 12:45pm F',
    NY,
    plan([at(['mon', 'tue', 'wed', 'thu'], '16:45', NY), at(['fri'], '12:45', NY)]),
  ),
  e(
    'graduation RSVPs: remind grads every monday 10am from feb 1 to apr 26',
    SYD,
    on(['mon'], '10:00', SYD, { from: '2027-02-01', until: '2027-04-26' }),
  ),
  e(
    'permit counter opens 8, remind staff 7:50 tue-fri (closed mondays)',
    PHX,
    on(['tue', 'wed', 'thu', 'fri'], '07:50', PHX),
  ),
  e('council chamber AV test 17:00 on the 1st and 3rd tuesday', DUB, on({ nth: [1, 3], weekday: 'tue' }, '17:00', DUB)),
  e('waste route optimizer run 01:10 nightly', MEX, daily('01:10', MEX)),
  e('caminhões de lixo: check-in dos motoristas 5h de seg a sáb', SAO, on(MON_SAT, '05:00', SAO)),
  e('water main flushing notice 9am the 5th of every month', ADL, on({ monthDays: [5] }, '09:00', ADL)),
  e('telemetry roll-up every hour at 5 past', PER, plan(every('daily', { hours: 1, at: 5 }, PER))),
  e('ramp safety walk 1330 local mon wed fri', HNL, on(MWF, '13:30', HNL)),
  e('ground crew shift bid window opens the 15th at 0800Z', DXB, on({ monthDays: [15] }, '08:00', UTC)),
  e('cargo cut-off alert 2130 daily except sat', ANC, on(SUN_FRI, '21:30', ANC)),
  e(
    'port day briefing 07:00 ship time — the ship is on Miami time this cruise, every day dec 5-12',
    LON,
    daily('07:00', NY, { from: '2026-12-05', until: '2026-12-12' }),
  ),
  e(
    'lift tickets price update 4pm every friday through the season (to april 18)',
    DEN,
    on(['fri'], '16:00', DEN, { until: '2027-04-18' }),
  ),
  e('Thredbo: snow gun check 4am daily July and August', SYD, plan(at({ months: [7, 8] }, '04:00', SYD))),
  e('cellar door opening reminder 10:00 thu-mon', ADL, on(['thu', 'fri', 'sat', 'sun', 'mon'], '10:00', ADL)),
  e('brite tank carbonation check 8a / 4p', DEN, daily(['08:00', '16:00'], DEN)),
  e('fish market price SMS 4:15am tue to sat, hora Chile', SCL, on(TUE_SAT, '04:15', SCL)),
  e('roster upload to the FIFO app wednesdays 15:00 Perth', SYD, on(['wed'], '15:00', PER)),
  e('haul road watering every 2h from 6am to 6pm', PER, span('daily', { hours: 2 }, '06:00', '18:00', PER)),
  e('callcentre: occupancy alert every 10 min 7am-11pm', MNL, span('daily', { minutes: 10 }, '07:00', '23:00', MNL)),
  e('claims payment file 14:00 and 18:00 business days', JNB, on('weekdays', ['14:00', '18:00'], JNB)),
  e('docketing: tickler report 7:00am daily, incl. weekends (courts e-file 24/7)', CHI, daily('07:00', CHI)),
  e('newsroom: overnight desk handover 0100 and 0900', SYD, daily(['01:00', '09:00'], SYD)),
  e(
    'morning show rundown lock 5:30 weekdays, 6:30 weekends',
    ANC,
    plan([at('weekdays', '05:30', ANC), at('weekends', '06:30', ANC)]),
  ),
  e('playout: clear the log at 23:59:00 daily', PAR, daily('23:59', PAR)),
  e(
    'box office report 10:30pm on show nights wed–sat, 6pm after sunday matinee',
    NY,
    plan([at(['wed', 'thu', 'fri', 'sat'], '22:30', NY), at(['sun'], '18:00', NY)]),
  ),
  e('orchestra: instrument insurance renewal 1 march 9:00', VIE, on({ monthDays: [1], months: [3] }, '09:00', VIE)),
  e(
    'gym: opening checklist 5:45 weekdays, 7:45 weekends',
    VAN,
    plan([at('weekdays', '05:45', VAN), at('weekends', '07:45', VAN)]),
  ),
  e('yoga: hot room heater on 5:15am mon-sat', BKK, on(MON_SAT, '05:15', BKK)),
  e('coworking: mail pickup notice 2pm daily exc weekends', LIS, on('weekdays', '14:00', LIS)),
  e('daycare menu posted sundays 6pm for the week', TOR, on(['sun'], '18:00', TOR)),
  e('family chat: pay the nanny fridays 5pm', SGP, on(['fri'], '17:00', SGP)),
  e('auntie in Honolulu: call her 6pm her time on saturdays', LA, on(['sat'], '18:00', HNL)),
  e('zigbee sensor battery report 1st of the month 9:00', AMS, on({ monthDays: [1] }, '09:00', AMS)),
  e('garage door auto-close check 22:00 and 23:00 and midnight', DEN, daily(['22:00', '23:00', '00:00'], DEN)),
  e('OSS: weekly release notes draft thursday 14:00 UTC', TYO, on(['thu'], '14:00', UTC)),
  e('CI flake report every 12h', BER, plan(every('daily', { hours: 12 }, BER))),
  e('crypto: staking rewards snapshot 00:00 UTC on the 1st and 16th', HKG, on({ monthDays: [1, 16] }, '00:00', UTC)),
  e('liquidations report every 30 min UTC', SGP, plan(every('daily', { minutes: 30 }, UTC))),
  e('snowflake cost report monday 6am and thursday 6am', DEN, on(['mon', 'thu'], '06:00', DEN)),
  e(
    'dbt run --select tag:hourly every hour between 6 and 22 on weekdays',
    LON,
    span('weekdays', { hours: 1 }, '06:00', '22:00', LON),
  ),
  e('ML: feature store backfill 03:00 UTC sat', SEL, on(['sat'], '03:00', UTC)),
  e('nightly eval 4am Pacific, results posted 9am Pacific', KOL, daily(['04:00', '09:00'], LA)),

  // more bilingual messages
  e('gente, o lembrete da escala é toda sexta 14h, beleza?', SAO, on(['fri'], '14:00', SAO)),
  e('junta de seguridad el 1 de cada mes 7:30 am', MZT, on({ monthDays: [1] }, '07:30', MZT)),
  e('chaque matin 7h45 sauf le week-end', PAR, on('weekdays', '07:45', PAR)),
  e('vendredi 18h30 heure de Casablanca, rappel apéro', PAR, on(['fri'], '18:30', CAS)),
  e('jeden Sonntag 20 Uhr Wochenplanung', ZRH, on(['sun'], '20:00', ZRH)),
  e('kazhdyi chas s 9 do 18 po budnyam', MOW, span('weekdays', { hours: 1 }, '09:00', '18:00', MOW)),
  e('hwayoil mokyoil jeonyeok 8si', SEL, on(TT, '20:00', SEL)),
  e('tuk wan jan thueng wan suk 9 mong chao', BKK, on('weekdays', '09:00', BKK)),
  e('tuwing Sabado alas-diyes ng umaga', MNL, on(['sat'], '10:00', MNL)),
  e('har budhvaar aur shukravaar dopahar 2 baje', KOL, on(['wed', 'fri'], '14:00', KOL)),
  e('mainichi 22ji ni bakkuappu', TYO, daily('22:00', TYO)),
  e('getsu sui kin no 7ji han', TYO, on(MWF, '07:30', TYO)),

  // more odd zones and offsets
  e("NL time 8am daily — St. John's dispatch", TOR, daily('08:00', STJ)),
  e('Darwin and Adelaide teams: standup 9:00 Darwin time weekdays', ADL, on('weekdays', '09:00', DRW)),
  e('Lord Howe: generator check 06:00 and 18:00', SYD, daily(['06:00', '18:00'], LHI)),
  e('Tehran: daily sync 16:30 IRST', BER, daily('16:30', THR)),
  e('Venezuela: reporte 8:00 hora de Caracas lunes a viernes', NY, on('weekdays', '08:00', CCS)),
  e('Nuuk: ferry notice every saturday 10:00 West Greenland time', REK, on(['sat'], '10:00', NUK)),
  e(
    'Samoa office: payroll 2pm every second friday',
    AKL,
    either(no(WEEKS), on({ nth: [2], weekday: 'fri' }, '14:00', APW)),
  ),
  e('Kiritimati: generator log every 6 hours', KIR, plan(every('daily', { hours: 6 }, KIR))),
  e('Niue: supply ship notice tuesdays 9am Niue time', AKL, on(['tue'], '09:00', NIU)),
  e('Cairo: weekly report sunday 10:00', CAI, on(['sun'], '10:00', CAI)),
  e('Beirut office: daily 8:30, Beirut time', BEY, daily('08:30', BEY)),
  e('Havana y Puerto Príncipe: llamada conjunta miércoles 9am hora de La Habana', PAP, on(['wed'], '09:00', HAV)),
  e('Ulaanbaatar: monthly report last day 17:00', ULN, on({ monthDays: ['last'] }, '17:00', ULN)),
  e('Colombo: tea auction reminder tuesdays 8:00', CMB, on(['tue'], '08:00', CMB)),
  e('Thimphu: 9:30 BTT mon-fri', THI, on('weekdays', '09:30', THI)),
  e('Anchorage: every 3 hours AKST', ANC, plan(every('daily', { hours: 3 }, ANC))),
  e('Pitcairn: radio sked 0800 and 1700 local', PIT, daily(['08:00', '17:00'], PIT)),
  e('Asunción: cierre 18:00 de lunes a viernes', ASU, on('weekdays', '18:00', ASU)),
];
