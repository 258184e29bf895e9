/**
 * A nineteenth blind chat corpus: schedules as they are typed in Slack by school districts and their bell schedules,
 * universities' registrars and exam offices, libraries and museums, gyms and fitness studios, film and TV crews (call
 * times, wrap), theatres and concert venues, restaurant kitchens (prep and closing checklists), clinical labs and
 * pharmacies, trucking dispatch and fleet maintenance, warehouse pick waves, call-centre shift planners, e-commerce
 * flash sales and price drops, crypto exchanges and DeFi operators who say everything in UTC, esports tournaments,
 * property managers and HVAC service, marinas and harbour masters who live by the tide, beekeepers and growers, zoo
 * and aquarium feeding rounds, data-centre and NOC maintenance windows, government offices and public counters, legal
 * and tax deadlines, church and mosque weekly rotas; bilingual writers mixing Brazilian Portuguese, romanized Hindi
 * ("Hinglish"), Tagalog ("Taglish"), romanized Korean or Greek in Latin letters with English; and people pasting
 * from Outlook on a phone, Notion, Todoist, Microsoft To Do, Google Tasks, Zapier and Make, GitHub Actions and
 * Kubernetes CronJob lines (five fields, UTC), Airflow, systemd OnCalendar and Jenkins "H" cron. Terse and polite
 * messages, typos, 12- and 24-hour and military clocks, job names before and after, reminders ahead of events,
 * several rules at once, corrections, periods, one-off dates, zones said as codes, cities, "their time" and offsets,
 * odd zones (Newfoundland, Adelaide, Darwin, Lord Howe, Iran, Venezuela, Paraguay, Nuuk, Samoa, Kiritimati,
 * Pitcairn, Niue, Morocco, Egypt, Lebanon, Cuba, Haiti, Mongolia, Sri Lanka, Bhutan, Hawaii, Alaska, Chile, Brazil,
 * Mexico), the southern hemisphere, dates near the 2027 clock changes, and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning the person intends, in the meaning language of oracle.ts; each entry's zone is the
 * person's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 08:30 in St. John's,
 * 09:00 in São Paulo, 12:00 in London, 14:00 in Athens, 17:30 in Kolkata, 20:00 in Manila, 21:00 in Seoul, 22:30 in
 * Adelaide, 23:00 in Sydney, 01:00 on Tuesday the 24th in Auckland and Apia, and 02:00 on the 24th in Kiritimati.
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
  DXB,
  daily,
  e,
  either,
  every,
  HNL,
  HOLIDAYS,
  KOL,
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
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const LHI = 'Australia/Lord_Howe';
const THR = 'Asia/Tehran';
const CCS = 'America/Caracas';
const ASU = 'America/Asuncion';
const NUK = 'America/Nuuk';
const APW = 'Pacific/Apia';
const KIR = 'Pacific/Kiritimati';
const PCN = 'Pacific/Pitcairn';
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
const ATH = 'Europe/Athens';
const MNL = 'Asia/Manila';
const MEL = 'Australia/Melbourne';
const PER = 'Australia/Perth';
const VAN = 'America/Vancouver';
const LIS = 'Europe/Lisbon';
const MAD = 'Europe/Madrid';
const JNB = 'Africa/Johannesburg';
const DUB = 'Europe/Dublin';
const HKG = 'Asia/Hong_Kong';
const BNE = 'Australia/Brisbane';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const TUE_SUN = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TUE_SAT = ['tue', 'wed', 'thu', 'fri', 'sat'] as const;
const WED_SUN = ['wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ONE_OFF = (date: string) => ({ from: date, until: date });

const TERM = 'a school term is not a calendar month';
const NOT_TIME = 'the trigger is not a time of day';
const NO_SUCH = 'that local time does not exist on that day (the clocks skip it)';
const JENKINS_H = "Jenkins' H lets the server pick the minute, which was not given";
const BIWEEKLY = '"biweekly" can mean twice a week or every two weeks';

export const CHAT_PHRASES_19: readonly CorpusEntry[] = [
  // --- school districts and bell schedules ---
  e('bell schedule: first bell 7:50 weekdays', CHI, on('weekdays', '07:50', CHI)),
  e(
    'period 1 warning bell 8:05, period 2 9:02, lunch bell 11:40 — mon-fri',
    CHI,
    on('weekdays', ['08:05', '09:02', '11:40'], CHI),
  ),
  e('early release wednesdays, dismissal bell 1:15pm', DEN, on(['wed'], '13:15', DEN)),
  e('remind staff 10 min before the 3:10 dismissal bell every school day', NY, on('weekdays', '15:00', NY)),
  e('attendance report to the district office every weekday 9:30am Central', DEN, on('weekdays', '09:30', CHI)),
  e('lunch duty rota posts sunday 6pm', MEL, on(['sun'], '18:00', MEL)),
  e('fire drill reminder first monday of each month 8:15', SYD, no(NTH_SHIFT)),
  e(
    'fire drill reminder, first monday of each month at 8:15 (Chicago campus)',
    NY,
    on({ nth: [1], weekday: 'mon' }, '08:15', CHI),
  ),
  e(
    'snow day robocall check 5:30am weekdays until march 31',
    CHI,
    on('weekdays', '05:30', CHI, { until: '2027-03-31' }),
  ),
  e('bus lineup bell 3:25 p.m. M-F', PHX, on('weekdays', '15:25', PHX)),
  e('parent newsletter every other friday 4pm', NY, no(WEEKS)),
  e('report cards reminder the last friday of the term at 3', CHI, no(TERM)),
  e('teacher PD day reminder: 3rd wednesday monthly 7:00am', NY, on({ nth: [3], weekday: 'wed' }, '07:00', NY)),
  e('staff meeting 2nd & 4th tuesdays 3:45pm', LA, on({ nth: [2, 4], weekday: 'tue' }, '15:45', LA)),
  e(
    'passing bell every 50 minutes from 8:00 to 14:40',
    CHI,
    either(plan(every('daily', { minutes: 50, window: ['08:00', '14:40'] }, CHI)), no(STEP_MINUTES)),
  ),
  e('Kindy pickup reminder 2:45pm Mon to Fri (Perth)', SYD, on('weekdays', '14:45', PER)),
  e('homeroom announcements 0805 daily except weekends', TOR, on('weekdays', '08:05', TOR)),
  e('grade 9 orientation jan 5 8:30am', TOR, plan(at('daily', '08:30', TOR), ONE_OFF('2027-01-05'))),
  e('district board meeting reminder 2nd thursday 6:30pm', DEN, no(NTH_SHIFT)),
  e('cafeteria menu post every friday at 2 pm for next week', CHI, on(['fri'], '14:00', CHI)),
  e('late bus departs 4:45, ping drivers 4:30 tue & thu', NY, on(['tue', 'thu'], '16:30', NY)),
  e('first day of term 2 reminder — monday 1 feb 7am', MEL, plan(at('daily', '07:00', MEL), ONE_OFF('2027-02-01'))),

  // --- registrars and exam offices ---
  e(
    'registrar: grade submission closes — reminder Dec 14 at 5pm',
    NY,
    plan(at('daily', '17:00', NY), ONE_OFF('2026-12-14')),
  ),
  e(
    'exam office: invigilator check-in 8:30am weekdays dec 7-18',
    LON,
    on('weekdays', '08:30', LON, { from: '2026-12-07', until: '2026-12-18' }),
  ),
  e('add/drop deadline reminder jan 22 noon', CHI, plan(at('daily', '12:00', CHI), ONE_OFF('2027-01-22'))),
  e('transcript batch job nightly 01:30', TOR, daily('01:30', TOR)),
  e(
    'waitlist auto-promote every 2 hours during registration week (jan 11-15)',
    NY,
    plan(every('daily', { hours: 2 }, NY), { from: '2027-01-11', until: '2027-01-15' }),
  ),
  e('exam seating plans go out 48h before each exam', LON, no(NOT_TIME)),
  e('resit results released 10:00 on 2 Feb', LON, plan(at('daily', '10:00', LON), ONE_OFF('2027-02-02'))),
  e('registrar office hours reminder weekdays 8:45 AM & 12:55 PM', LA, on('weekdays', ['08:45', '12:55'], LA)),
  e('convocation rehearsal Thursday 11 am', KOL, on(['thu'], '11:00', KOL)),
  e('course evals nudge every monday 9am until dec 11', TOR, on(['mon'], '09:00', TOR, { until: '2026-12-11' })),
  e('exam board meets the last wednesday of each month 2pm', LON, on({ nth: ['last'], weekday: 'wed' }, '14:00', LON)),
  e('fee deadline reminders on the 1st and 15th at 09:00 SAST', LON, on({ monthDays: [1, 15] }, '09:00', JNB)),
  e('graduation ceremony livestream check, 14 dec 0700', SYD, plan(at('daily', '07:00', SYD), ONE_OFF('2026-12-14'))),

  // --- libraries and museums ---
  e('library overdue notices at 7am every day except sunday', CHI, on([...MON_SAT], '07:00', CHI)),
  e('gallery lights on 9:45 tue-sun, off 17:15', PAR, on([...TUE_SUN], ['09:45', '17:15'], PAR)),
  e('late opening thursdays til 9 — closing announcement 8:45pm thu', LON, on(['thu'], '20:45', LON)),
  e(
    'free first sunday of the month, post on socials 10am the saturday before',
    PAR,
    no('the Saturday before the first Sunday is not a fixed weekday of the month'),
  ),
  e('museum vault humidity log every 30 min', AMS, plan(every('daily', { minutes: 30 }, AMS))),
  e('biblioteca: lembrete de devolução toda segunda 10h', SAO, on(['mon'], '10:00', SAO)),
  e('storytime for toddlers wed & sat 10:30, remind the children’s desk 10:15', TOR, on(['wed', 'sat'], '10:15', TOR)),
  e('interlibrary loan sweep 6am mon–fri', DEN, on('weekdays', '06:00', DEN)),
  e(
    'pls post "closing in 15 min" at 4:45pm on sundays and 7:45pm other days',
    NY,
    plan([at(['sun'], '16:45', NY), at([...MON_SAT], '19:45', NY)]),
  ),
  e('docent roster email 1st of the month 8am', SYD, on({ monthDays: [1] }, '08:00', SYD)),
  e('exhibition install crew call 7:00 on 11 January', LON, plan(at('daily', '07:00', LON), ONE_OFF('2027-01-11'))),
  e('book drop emptying 8:00, 12:00, 16:00', MEL, daily(['08:00', '12:00', '16:00'], MEL)),

  // --- gyms and fitness studios ---
  e('6am spin mon wed fri', DEN, on(['mon', 'wed', 'fri'], '06:00', DEN)),
  e('bootcamp tues/thurs 5:30am and sat 8', CHI, plan([at(['tue', 'thu'], '05:30', CHI), at(['sat'], '08:00', CHI)])),
  e('post next week’s class schedule sunday evening 7', LA, on(['sun'], '19:00', LA)),
  e('HIIT reminder 30 min before class, class is 6:15pm weekdays', NY, on('weekdays', '17:45', NY)),
  e(
    'yoga 7:30 am daily, except sundays it’s 9',
    SYD,
    plan([at([...MON_SAT], '07:30', SYD), at(['sun'], '09:00', SYD)]),
  ),
  e('wipe down the squat racks every 90 min', LON, no(STEP_MINUTES)),
  e('open gym sat & sun 10–2, ping the front desk at opening', TOR, on('weekends', '10:00', TOR)),
  e('membership freeze report every monday 0700', LON, on(['mon'], '07:00', LON)),
  e('pt sessions reminder daily at 8pm for tomorrow’s bookings', DXB, daily('20:00', DXB)),
  e('sauna maintenance 2nd sunday of the month 6 am', BER, on({ nth: [2], weekday: 'sun' }, '06:00', BER)),
  e('new-member welcome email every 3 days', NY, no(DAYS_STEP)),
  e(
    'pilates reformer class mon/wed 7 pm, fri 12:30',
    SGP,
    plan([at(['mon', 'wed'], '19:00', SGP), at(['fri'], '12:30', SGP)]),
  ),
  e('class at 6 on tuesdays, remind me', LA, either(on(['tue'], '06:00', LA), on(['tue'], '18:00', LA))),
  e('rowing crew erg test first saturday of the month 7am', AKL, no(NTH_SHIFT)),

  // --- film and TV ---
  e(
    'call time 6:00 crew, 7:30 talent — tomorrow',
    LA,
    plan(at('daily', ['06:00', '07:30'], LA), ONE_OFF('2026-11-24')),
  ),
  e(
    'wrap report email 8pm every shoot day, we shoot mon-fri through dec 18',
    LA,
    on('weekdays', '20:00', LA, { until: '2026-12-18' }),
  ),
  e('dailies upload nightly 23:30', LON, daily('23:30', LON)),
  e('turnaround check 12 hours after wrap', LA, no(NOT_TIME)),
  e('weekly prod meeting thursday 10 am Vancouver time', LA, on(['thu'], '10:00', VAN)),
  e(
    'first unit call 0530 Mon-Fri, second unit 0700 Sat',
    VAN,
    plan([at('weekdays', '05:30', VAN), at(['sat'], '07:00', VAN)]),
  ),
  e('lunch is 6 hrs after call, call is 7am, so ping catering 12:30 daily', NY, daily('12:30', NY)),
  e(
    'stage 4 fire watch walkthrough every hour on the hour 18:00-06:00',
    LA,
    either(
      plan([
        every('daily', { hours: 1, window: ['18:00', '23:00'] }, LA),
        every('daily', { hours: 1, window: ['00:00', '06:00'] }, LA),
      ]),
      plan([
        every('daily', { hours: 1, window: ['18:00', '23:00'] }, LA),
        every('daily', { hours: 1, window: ['00:00', '05:00'] }, LA),
      ]),
    ),
  ),
  e(
    'night shoot jan 15: crew call 17:00, wrap reminder 04:30 the next morning',
    LON,
    plan([at(['fri'], '17:00', LON), at(['sat'], '04:30', LON)], { from: '2027-01-15', until: '2027-01-16' }),
  ),
  e('send call sheets at 6pm the night before each shoot day (shoot days mon–fri)', LA, on([...SUN_THU], '18:00', LA)),
  e('ADR session reminder Wed 2:00 PM PT', NY, on(['wed'], '14:00', LA)),
  e('location permits expire every 30 days, remind me', LA, no(DAYS_STEP)),

  // --- theatres and concert venues ---
  e(
    'half-hour call 7pm tue-sat, 1:30pm sat & sun matinees',
    LON,
    plan([at([...TUE_SAT], '19:00', LON), at(['sat', 'sun'], '13:30', LON)]),
  ),
  e('box office report at close, 10:30 pm every show night (wed-sun)', NY, on([...WED_SUN], '22:30', NY)),
  e('get-in for the tour Jan 9 0800', LON, plan(at('daily', '08:00', LON), ONE_OFF('2027-01-09'))),
  e('FOH briefing 45 minutes before the 7:30 curtain, thu fri sat', MEL, on(['thu', 'fri', 'sat'], '18:45', MEL)),
  e(
    'rehearsals every day at 10 for two weeks starting jan 4',
    LON,
    daily('10:00', LON, { from: '2027-01-04', until: '2027-01-17' }),
  ),
  e('doors 7, show 8 — ping security at doors every friday', BER, on(['fri'], '19:00', BER)),
  e('ticket on-sale fri 10am ET, remind marketing 9:45', LA, on(['fri'], '09:45', NY, { count: 1 })),
  e('load-out after the last show sunday 11pm', TOR, on(['sun'], '23:00', TOR)),
  e('piano tuning every 2nd & 4th monday 9am', DUB, on({ nth: [2, 4], weekday: 'mon' }, '09:00', DUB)),
  e(
    'stage manager report emailed nightly 23:15 during the run (dec 3 – jan 10)',
    NY,
    daily('23:15', NY, { from: '2026-12-03', until: '2027-01-10' }),
  ),
  e('venue noise curfew reminder 10:45pm fri & sat', SYD, on(['fri', 'sat'], '22:45', SYD)),

  // --- restaurants ---
  e('prep list 9:30am, closing checklist 10:45pm, every day', CHI, daily(['09:30', '22:45'], CHI)),
  e('walk-in temp log every 4 hours', NY, plan(every('daily', { hours: 4 }, NY))),
  e('fryer oil change sun & wed after close, 11pm', LA, on(['sun', 'wed'], '23:00', LA)),
  e('inventory count last day of the month 11pm', TOR, on({ monthDays: ['last'] }, '23:00', TOR)),
  e('brunch prep sat sun 7am', MEL, on('weekends', '07:00', MEL)),
  e('food safety check every 2 hrs 10am to 10pm', LON, span('daily', { hours: 2 }, '10:00', '22:00', LON)),
  e('produce order due by 2pm tuesdays and fridays — remind at 1', DEN, on(['tue', 'fri'], '13:00', DEN)),
  e('line check 4:30pm before dinner service, closed mondays', NY, on([...TUE_SUN], '16:30', NY)),
  e('deep clean hood vents 1st monday every month 6am', CHI, on({ nth: [1], weekday: 'mon' }, '06:00', CHI)),
  e('staff meal 3:45 daily (family meal)', LA, daily('15:45', LA)),
  e(
    'bar close-out 1:30am thu-sat nights',
    NY,
    either(on(['fri', 'sat', 'sun'], '01:30', NY), on(['thu', 'fri', 'sat'], '01:30', NY)),
  ),
  e('ice machine descale every 6 weeks', LON, no(WEEKS)),

  // --- clinical labs and pharmacies ---
  e('QC run on the analyser 6:45 every morning', LON, daily('06:45', LON)),
  e('fridge temp check 8am & 5pm mon-sat', TOR, on([...MON_SAT], ['08:00', '17:00'], TOR)),
  e('controlled drug count every friday at closing, 9pm', MEL, on(['fri'], '21:00', MEL)),
  e(
    'courier pickup for specimens every hour on the half hour 8:30–16:30 weekdays',
    CHI,
    plan(every('weekdays', { hours: 1, window: ['08:30', '16:30'] }, CHI)),
  ),
  e('patient refill reminder every 28 days', NY, no(DAYS_STEP)),
  e(
    'calibrate pipettes quarterly, first monday of jan apr jul oct 9am',
    NY,
    on({ nth: [1], weekday: 'mon', months: [1, 4, 7, 10] }, '09:00', NY),
  ),
  e('blood bank stock report 05:00 and 17:00', SGP, daily(['05:00', '17:00'], SGP)),
  e('pharmacy rota for weekend on-call goes out thursdays 4pm', JNB, on(['thu'], '16:00', JNB)),
  e('PT/INR clinic reminders the day before, clinic is every tuesday', LON, no(NO_TIME)),
  e('LIMS purge job 02:10 sundays', BER, on(['sun'], '02:10', BER)),
  e('proficiency testing due 3rd business day of the month 10am', CHI, no(BUSINESS_NTH)),
  e('cold chain alarm test every 15 mins', DXB, plan(every('daily', { minutes: 15 }, DXB))),

  // --- trucking dispatch and fleet maintenance ---
  e('dispatch board refresh every 15 min 4am-8pm', DEN, span('daily', { minutes: 15 }, '04:00', '20:00', DEN)),
  e('DOT annual inspection reminder every 90 days', CHI, no(DAYS_STEP)),
  e('oil change reminder every 10k miles', CHI, no(NOT_TIME)),
  e('driver check-in calls 5:30am CST daily', NY, daily('05:30', CHI)),
  e('fleet PM due report monday 0600', PHX, on(['mon'], '06:00', PHX)),
  e('ELD log audit 2nd tuesday of the month 10am Central', DEN, on({ nth: [2], weekday: 'tue' }, '10:00', CHI)),
  e('reefer units fuel check 2200 hrs nightly', TOR, daily('22:00', TOR)),
  e(
    'IFTA quarterly filing reminder jan 20, apr 20, jul 20, oct 20 at 9',
    CHI,
    on({ monthDays: [20], months: [1, 4, 7, 10] }, '09:00', CHI),
  ),
  e('tire pressure walkaround every shift start: 0500, 1300, 2100', ANC, daily(['05:00', '13:00', '21:00'], ANC)),
  e('yard check every 3 hrs', DEN, plan(every('daily', { hours: 3 }, DEN))),
  e('load board sync every 7 hours', CHI, no(STEP_HOURS)),

  // --- warehouse pick waves ---
  e('pick waves at 06:00, 09:30, 13:00, 16:30 and 20:00', NY, daily(['06:00', '09:30', '13:00', '16:30', '20:00'], NY)),
  e('wave release every 45 min on day shift', CHI, no(STEP_MINUTES)),
  e('cycle count every weekday 2pm except month-end', DEN, no('an exception for month-end cannot be written')),
  e('carrier cutoff reminder 15 minutes before the 5pm cutoff M-F', LA, on('weekdays', '16:45', LA)),
  e('peak season: extra wave at 22:00 nightly until Dec 24', CHI, daily('22:00', CHI, { until: '2026-12-24' })),
  e('replenishment task drop every 20 minutes 6a to 10p', NY, span('daily', { minutes: 20 }, '06:00', '22:00', NY)),
  e('dock door schedule refresh 5:15 am and 2:15 pm mon-sat', MEX, on([...MON_SAT], ['05:15', '14:15'], MEX)),
  e('returns processing wave tue thu 11am', AMS, on(['tue', 'thu'], '11:00', AMS)),

  // --- call-centre shift planners ---
  e('shift bids open every other monday 8am', PAP, no(WEEKS)),
  e(
    'forecast refresh every 30 minutes 7am-7pm weekdays',
    MNL,
    span('weekdays', { minutes: 30 }, '07:00', '19:00', MNL),
  ),
  e('adherence report 9:15 and 14:15 weekdays', MNL, on('weekdays', ['09:15', '14:15'], MNL)),
  e('WFM: publish the schedule thursday 3pm for the following week', CAS, on(['thu'], '15:00', CAS)),
  e('graveyard shift handover 06:00 and swing 14:00 and night 22:00', MNL, daily(['06:00', '14:00', '22:00'], MNL)),
  e(
    'break reminders on the hour 9-5 for the phones team',
    DEN,
    either(
      plan(every('daily', { hours: 1, window: ['09:00', '17:00'] }, DEN)),
      plan(every('daily', { hours: 1, window: ['09:00', '16:00'] }, DEN)),
      plan(every('weekdays', { hours: 1, window: ['09:00', '17:00'] }, DEN)),
      plan(every('weekdays', { hours: 1, window: ['09:00', '16:00'] }, DEN)),
    ),
  ),
  e('QA calibration session last thursday of the month 4pm', KOL, on({ nth: ['last'], weekday: 'thu' }, '16:00', KOL)),
  e('overtime sign-up sheet opens fridays noon Manila time', LA, on(['fri'], '12:00', MNL)),

  // --- e-commerce flash sales and price drops ---
  e(
    'flash sale starts fri 12:00 ET, price drop again at 18:00, ends sat 00:00',
    NY,
    plan([at(['fri'], ['12:00', '18:00'], NY), at(['sat'], '00:00', NY)], { from: '2026-11-27', until: '2026-11-28' }),
  ),
  e(
    'price drop every day at midnight PST until cyber monday',
    LA,
    either(daily('00:00', LA, { until: '2026-11-29' }), daily('00:00', LA, { until: '2026-11-30' })),
  ),
  e('low stock alert every 5 minutes', LON, plan(every('daily', { minutes: 5 }, LON))),
  e('abandoned cart email job every 6h', SYD, plan(every('daily', { hours: 6 }, SYD))),
  e('daily deal goes live 9am Sydney', LA, daily('09:00', SYD)),
  e(
    '12.12 sale countdown posts at 20:00 on dec 10, 11 and 12',
    SGP,
    daily('20:00', SGP, { from: '2026-12-10', until: '2026-12-12' }),
  ),
  e('price sync from supplier feed 0315 daily', MAD, daily('03:15', MAD)),
  e(
    'Black Friday: hourly price drops 8am-8pm this friday',
    NY,
    either(
      plan(every('daily', { hours: 1, window: ['08:00', '20:00'] }, NY), ONE_OFF('2026-11-27')),
      plan(every('daily', { hours: 1, window: ['08:00', '19:00'] }, NY), ONE_OFF('2026-11-27')),
    ),
  ),
  e('boxing day sale goes live 26 dec 06:00', LON, plan(at('daily', '06:00', LON), ONE_OFF('2026-12-26'))),
  e('promo codes expire sunday 23:59', BER, on(['sun'], '23:59', BER, { count: 1 })),
  e('wishlist price-drop digest tuesdays and fridays 10am', AKL, on(['tue', 'fri'], '10:00', AKL)),

  // --- crypto exchanges and DeFi, in UTC ---
  e('funding rate snapshot 00:00, 08:00, 16:00 UTC', SGP, daily(['00:00', '08:00', '16:00'], UTC)),
  e('proof of reserves job 1st of month 00:05 UTC', LON, on({ monthDays: [1] }, '00:05', UTC)),
  e('rebalance the vault every 4h UTC', NY, plan(every('daily', { hours: 4 }, UTC))),
  e('oracle heartbeat every 20 seconds', LON, no(SECONDS)),
  e('options expiry fri 08:00 UTC', HKG, on(['fri'], '08:00', UTC)),
  e(
    'quarterly futures expiry last friday of mar jun sep dec 08:00 UTC',
    SGP,
    on({ nth: ['last'], weekday: 'fri', months: [3, 6, 9, 12] }, '08:00', UTC),
  ),
  e('staking epoch rollover every 5 days 00:00 UTC', BER, no(DAYS_STEP)),
  e('maint window tue 02:00–04:00 UTC, announce 24h before', NY, on(['mon'], '02:00', UTC)),
  e('insurance fund report 23:59 utc daily', SEL, daily('23:59', UTC)),
  e('withdrawal batch every 30 min 00:00-23:30 UTC', TYO, plan(every('daily', { minutes: 30 }, UTC))),
  e('governance snapshot every sunday 1200Z', LON, on(['sun'], '12:00', UTC)),
  e('liquidation bot health check every 2 minutes', UTC, plan(every('daily', { minutes: 2 }, UTC))),
  e(
    'airdrop claim window closes 2027-01-31 16:00 UTC, remind 1h before',
    SGP,
    plan(at('daily', '15:00', UTC), ONE_OFF('2027-01-31')),
  ),

  // --- esports tournaments ---
  e('check-in opens 30 min before matches, matches sat 18:00 CET', LON, on(['sat'], '17:30', BER)),
  e('scrims every weekday 8pm KST', LA, on('weekdays', '20:00', SEL)),
  e('patch notes day tuesdays 5pm PT', LON, on(['tue'], '17:00', LA)),
  e('qualifiers dec 5 and dec 6 at 14:00 UTC', BER, daily('14:00', UTC, { from: '2026-12-05', until: '2026-12-06' })),
  e('league night thursdays 19:30 till the end of feb', SYD, on(['thu'], '19:30', SYD, { until: '2027-02-28' })),
  e('bracket reset reminder every other saturday', CHI, no(WEEKS)),
  e('stream goes live 30 min before the 7pm EST match every wed', CHI, on(['wed'], '18:30', NY)),
  e('rank decay warning biweekly mon 10:00', SEL, no(BIWEEKLY)),

  // --- property managers and HVAC ---
  e('filter change reminder first of every month 9am', PHX, on({ monthDays: [1] }, '09:00', PHX)),
  e('HVAC service quarterly', DEN, no(NO_TIME)),
  e('boiler check every morning 6am oct thru april', TOR, on({ months: [10, 11, 12, 1, 2, 3, 4] }, '06:00', TOR)),
  e('rent reminder on the 28th at 10am', NY, on({ monthDays: [28] }, '10:00', NY)),
  e('late fee notice the 5th 9am', LA, on({ monthDays: [5] }, '09:00', LA)),
  e('pool chemical check 7am & 4pm daily may–sept', PHX, on({ months: [5, 6, 7, 8, 9] }, ['07:00', '16:00'], PHX)),
  e('trash bins out tuesday night 8pm', CHI, on(['tue'], '20:00', CHI)),
  e(
    'chiller plant log every 2 hours overnight 10pm-6am',
    DXB,
    either(
      plan([
        every('daily', { hours: 2, window: ['22:00', '23:59'] }, DXB),
        every('daily', { hours: 2, window: ['00:00', '06:00'] }, DXB),
      ]),
      plan([
        every('daily', { hours: 2, window: ['22:00', '23:59'] }, DXB),
        every('daily', { hours: 2, window: ['00:00', '04:00'] }, DXB),
      ]),
    ),
  ),
  e(
    'smoke detector test 2nd saturday in jan & jul 10am',
    LON,
    on({ nth: [2], weekday: 'sat', months: [1, 7] }, '10:00', LON),
  ),
  e('lease renewal letters 60 days before expiry', NY, no(NOT_TIME)),
  e(
    'rent due on the 1st — send reminder on the last day of the month at 6pm',
    MEL,
    on({ monthDays: ['last'] }, '18:00', MEL),
  ),

  // --- marinas and harbour masters ---
  e('fuel dock opens 7, reminder 6:45 daily', AKL, daily('06:45', AKL)),
  e('lock gates at high water', LON, no(MOVABLE)),
  e('harbour master VHF broadcast 0800 and 1800 local', ADL, daily(['08:00', '18:00'], ADL)),
  e('walk the pontoons at every low tide', AKL, no(MOVABLE)),
  e('slip rent due 1st, reminder on the 25th 9am', SYD, on({ monthDays: [25] }, '09:00', SYD)),
  e('bilge alarm self-test every 6 hrs', LHI, plan(every('daily', { hours: 6 }, LHI))),
  e('haul-out schedule posted fridays 1600', HNL, on(['fri'], '16:00', HNL)),
  e('marina gate code changes 1st monday monthly 00:01', SYD, no(NTH_SHIFT)),

  // --- beekeepers and growers ---
  e('hive inspection every 7-10 days', MEL, no('a range of days is not a schedule')),
  e('greenhouse vent check hourly 6am-8pm', LON, span('daily', { hours: 1 }, '06:00', '20:00', LON)),
  e(
    'misting every 15 min between 10 and 4, june to august',
    MAD,
    span({ months: [6, 7, 8] }, { minutes: 15 }, '10:00', '16:00', MAD),
  ),
  e(
    'feed the bees sugar syrup sundays 8am in sep & oct',
    BER,
    on({ weekdays: ['sun'], months: [9, 10] }, '08:00', BER),
  ),
  e('irrigation zones 5:00 and 19:30 daily', PER, daily(['05:00', '19:30'], PER)),
  e('frost alert check 3am every night in winter (jun-aug)', MEL, on({ months: [6, 7, 8] }, '03:00', MEL)),
  e('varroa count the first of every month at 9', AKL, on({ monthDays: [1] }, '09:00', AKL)),
  e('seedling tray rotation every 36 hours', SAO, no(STEP_HOURS)),

  // --- zoo and aquarium feeding rounds ---
  e('penguin feed 10:30 and 15:00 daily', SYD, daily(['10:30', '15:00'], SYD)),
  e('sea otter enrichment every 3 hours from 9 to 6', LA, span('daily', { hours: 3 }, '09:00', '18:00', LA)),
  e('snake feeding every other thursday', LON, no(WEEKS)),
  e(
    'croc feeding sundays 2pm, summer only (dec–feb)',
    DRW,
    on({ weekdays: ['sun'], months: [12, 1, 2] }, '14:00', DRW),
  ),
  e('shark tank dive feed tue thu sat 11:15', SGP, on(['tue', 'thu', 'sat'], '11:15', SGP)),
  e('giraffe keeper talk 1:30pm weekends and school hols', JNB, no(HOLIDAYS)),
  e('reef tank water test 07:00 & 19:00', HNL, daily(['07:00', '19:00'], HNL)),
  e('elephant foot care first wed of the month 8:30', BER, on({ nth: [1], weekday: 'wed' }, '08:30', BER)),
  e('night house lights off 18:30, on 06:30', SCL, daily(['06:30', '18:30'], SCL)),

  // --- data centre and NOC ---
  e('patch window 2nd sunday 02:00 UTC, kick off job then', LON, on({ nth: [2], weekday: 'sun' }, '02:00', UTC)),
  e('NOC shift handover 07:00 / 19:00', SGP, daily(['07:00', '19:00'], SGP)),
  e('generator load test first tuesday 10am', DEN, on({ nth: [1], weekday: 'tue' }, '10:00', DEN)),
  e('UPS battery check every 6 months', CHI, no(NO_TIME)),
  e('backup verification 03:17 daily', AMS, daily('03:17', AMS)),
  e(
    'change freeze reminder dec 18 17:00 — freeze ends jan 4',
    NY,
    plan(at('daily', '17:00', NY), ONE_OFF('2026-12-18')),
  ),
  e('BGP session report every 10 min', TYO, plan(every('daily', { minutes: 10 }, TYO))),
  e(
    'cooling tower inspection last saturday of each month 0600',
    DXB,
    on({ nth: ['last'], weekday: 'sat' }, '06:00', DXB),
  ),
  e('cert expiry scan 0430 Mon', KOL, on(['mon'], '04:30', KOL)),
  e(
    'maintenance window every sunday 01:00-05:00 AEST, start job at 1',
    SYD,
    either(on(['sun'], '01:00', SYD), on(['sun'], '01:00', BNE)),
  ),
  e('cross-connect audit every 45 mins', LON, no(STEP_MINUTES)),

  // --- government offices and public counters ---
  e('counter opens 8:30, queue ticket reset 8:25 weekdays', ATH, on('weekdays', '08:25', ATH)),
  e('public notice board update every monday 9', CMB, on(['mon'], '09:00', CMB)),
  e('permit office reminder 8am, except public holidays', TOR, no(HOLIDAYS)),
  e('DMV appointment slots release 7:00 am tue–sat', LA, on([...TUE_SAT], '07:00', LA)),
  e('council agenda published friday before the monday meeting, 5pm', LON, on(['fri'], '17:00', LON)),
  e('passport office backlog report last business day 4pm', ATH, on({ lastBusinessDay: true }, '16:00', ATH)),
  e('ward office counters close 16:45, ping at 16:30 weekdays', TYO, on('weekdays', '16:30', TYO)),

  // --- legal and tax ---
  e(
    'estimated tax payment reminder jan 15, apr 15, jun 15, sep 15 at 9am',
    NY,
    on({ monthDays: [15], months: [1, 4, 6, 9] }, '09:00', NY),
  ),
  e('court filing deadline 5pm on the 20th each month, remind at 3pm', CHI, on({ monthDays: [20] }, '15:00', CHI)),
  e('GST return due 20th, remind me on the 18th 10am IST', LON, on({ monthDays: [18] }, '10:00', KOL)),
  e('limitation period reminders 30 days before expiry', LON, no(NOT_TIME)),
  e(
    'VAT return reminder 7th of feb may aug nov 09:00',
    LON,
    on({ monthDays: [7], months: [2, 5, 8, 11] }, '09:00', LON),
  ),
  e('docket check every weekday 7:30am and 4:30pm', NY, on('weekdays', ['07:30', '16:30'], NY)),
  e(
    'tax filing deadline apr 15 2027 — remind apr 1, apr 8 and apr 14 at 9am',
    NY,
    plan(at({ monthDays: [1, 8, 14], months: [4] }, '09:00', NY), { until: '2027-04-15' }),
  ),
  e('billable hours entry reminder fridays 5:30pm', TOR, on(['fri'], '17:30', TOR)),
  e('IRS e-file status poll every hour 9-5 M-F', CHI, span('weekdays', { hours: 1 }, '09:00', '17:00', CHI)),

  // --- churches and mosques ---
  e('choir rota goes out wednesday 7pm', LON, on(['wed'], '19:00', LON)),
  e('jummah khutbah rota posted thursdays 8pm', KOL, on(['thu'], '20:00', KOL)),
  e('sunday school volunteer reminder saturday 5pm', CHI, on(['sat'], '17:00', CHI)),
  e('remind the welcome team 30 min before the 10:30 service, sundays', SYD, on(['sun'], '10:00', SYD)),
  e('Easter sunrise service reminder', LON, no(MOVABLE)),
  e('flower rota 1st and 3rd saturdays at 9', LON, on({ nth: [1, 3], weekday: 'sat' }, '09:00', LON)),
  e('mosque cleaning rota every friday after jummah, say 2:30pm', DXB, on(['fri'], '14:30', DXB)),
  e('parish council 2nd tuesday 7.30pm', DUB, on({ nth: [2], weekday: 'tue' }, '19:30', DUB)),
  e(
    'youth group thursdays 6:30 pm, not in august',
    LA,
    on({ weekdays: ['thu'], months: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12] }, '18:30', LA),
  ),
  e('madrasa class reminder sat & sun 10 am', JNB, on('weekends', '10:00', JNB)),
  // --- Brazilian Portuguese and English ---
  e('toda segunda às 9h standup', SAO, on(['mon'], '09:00', SAO)),
  e('de segunda a sexta às 18h30 fechamento do caixa', SAO, on('weekdays', '18:30', SAO)),
  e('todo dia 5 às 10h pagar fornecedores', SAO, on({ monthDays: [5] }, '10:00', SAO)),
  e('a cada 15 minutos checar o estoque', SAO, plan(every('daily', { minutes: 15 }, SAO))),
  e('último dia útil do mês 17h relatório pro financeiro', SAO, on({ lastBusinessDay: true }, '17:00', SAO)),
  e('primeira segunda do mês às 8h reunião geral', SAO, on({ nth: [1], weekday: 'mon' }, '08:00', SAO)),
  e('semana sim semana não, sexta 16h, retro', SAO, no(WEEKS)),
  e('reunião toda 3a feira 14h horário de Brasília', LIS, on(['tue'], '14:00', SAO)),
  e('sábado e domingo 9h da manhã abrir a loja', SAO, on('weekends', '09:00', SAO)),
  e('todo dia às 7 da noite mandar o resumo', SAO, daily('19:00', SAO)),
  e('amanhã às 8h lembrar o fornecedor', SAO, plan(at('daily', '08:00', SAO), ONE_OFF('2026-11-24'))),
  e('de 2 em 2 horas das 8h às 20h, dias úteis', SAO, span('weekdays', { hours: 2 }, '08:00', '20:00', SAO)),
  e('dia 10 e dia 25 às 9h boleto', SAO, on({ monthDays: [10, 25] }, '09:00', SAO)),
  e('reunião quinzenal segunda 10h', SAO, no(WEEKS)),
  e('todo dia útil às 8h, exceto feriados', SAO, no(HOLIDAYS)),
  e('toda sexta às 18h até o fim de janeiro', SAO, on(['fri'], '18:00', SAO, { until: '2027-01-31' })),
  e('a cada 45 min sincronizar pedidos', SAO, no(STEP_MINUTES)),
  e('meia-noite todo dia backup do banco', SAO, daily('00:00', SAO)),
  e('às 14h30 de segunda, quarta e sexta — aula de inglês', SAO, on(['mon', 'wed', 'fri'], '14:30', SAO)),
  e('black friday: disparo do email às 0h do dia 27', SAO, plan(at('daily', '00:00', SAO), ONE_OFF('2026-11-27'))),
  e('weekly sync quinta 11h BRT, please', NY, on(['thu'], '11:00', SAO)),
  e('lembrete 15 min antes da daily das 9h30, seg a sex', SAO, on('weekdays', '09:15', SAO)),

  // --- Hinglish ---
  e('har Monday subah 9 baje team sync', KOL, on(['mon'], '09:00', KOL)),
  e('roz raat 10 baje backup lena', KOL, daily('22:00', KOL)),
  e('har mahine ki 1 tarikh ko 11 baje salary slip bhejo', KOL, on({ monthDays: [1] }, '11:00', KOL)),
  e('har 2 ghante mein stock check karo', KOL, plan(every('daily', { hours: 2 }, KOL))),
  e('shaam 6 baje daily report bhejna, Mon se Fri', KOL, on('weekdays', '18:00', KOL)),
  e('har Sunday ko yaad dilana', KOL, no(NO_TIME)),
  e('din mein do baar reminder chahiye', KOL, no(NO_TIME)),
  e('kal subah 7 baje vendor call', KOL, plan(at('daily', '07:00', KOL), ONE_OFF('2026-11-24'))),
  e('har doosre Saturday 10 baje audit', KOL, either(no(WEEKS), on({ nth: [2], weekday: 'sat' }, '10:00', KOL))),
  e('dopahar 2 baje har Wednesday client demo', KOL, on(['wed'], '14:00', KOL)),
  e('har 15 minute pe health check chalao', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('mahine ke aakhri din raat 11:30 baje invoice run', KOL, on({ monthDays: ['last'] }, '23:30', KOL)),
  e('subah 6:30 baje gym wala reminder, weekdays only', KOL, on('weekdays', '06:30', KOL)),
  e('GST filing 20 tarikh ko hai, 2 din pehle subah 10 baje yaad dilana', KOL, on({ monthDays: [18] }, '10:00', KOL)),
  e('Diwali sale announcement ka reminder', KOL, no(MOVABLE)),
  e('har Shukravaar shaam 5 baje weekly wrap-up', KOL, on(['fri'], '17:00', KOL)),
  e('raat 12 baje har roz cron chalao', KOL, daily('00:00', KOL)),
  e('Somvaar se Shanivaar subah 9:30 baje shop open ping', KOL, on([...MON_SAT], '09:30', KOL)),
  e('har 40 minute mein poll karo', KOL, no(STEP_MINUTES)),
  e('Dubai wale client ke liye har Sunday 10 baje unke time pe', KOL, on(['sun'], '10:00', DXB)),

  // --- Taglish ---
  e('tuwing Lunes 8am meeting', MNL, on(['mon'], '08:00', MNL)),
  e('araw-araw 7pm paalala sa team', MNL, daily('19:00', MNL)),
  e('every Friday ng 5pm payroll cutoff', MNL, on(['fri'], '17:00', MNL)),
  e('tuwing katapusan ng buwan 3pm report', MNL, on({ monthDays: ['last'] }, '15:00', MNL)),
  e('kada 30 mins check ng queue', MNL, plan(every('daily', { minutes: 30 }, MNL))),
  e('bukas ng 9 ng umaga, pa-remind', MNL, plan(at('daily', '09:00', MNL), ONE_OFF('2026-11-24'))),
  e('Lunes hanggang Biyernes 6am alarm', MNL, on('weekdays', '06:00', MNL)),
  e('tuwing 15 at 30 ng buwan 10am sweldo reminder', MNL, on({ monthDays: [15, 30] }, '10:00', MNL)),
  e('tuwing Sabado ng gabi 8pm', MNL, on(['sat'], '20:00', MNL)),
  e('every other Martes ng 3pm', MNL, no(WEEKS)),
  e('Miyerkules at Biyernes 4pm sync', MNL, on(['wed', 'fri'], '16:00', MNL)),
  e('mamayang 10pm, paki-remind', MNL, plan(at('daily', '22:00', MNL), ONE_OFF('2026-11-23'))),
  e('tuwing unang Lunes ng buwan 9am', MNL, on({ nth: [1], weekday: 'mon' }, '09:00', MNL)),
  e('ng 2am tuwing Linggo, server restart', MNL, on(['sun'], '02:00', MNL)),
  e('tuwing unang Lunes ng buwan 7am townhall', MNL, no(NTH_SHIFT)),
  e('graveyard shift: 10pm to 6am, remind at 9:45pm Lunes-Biyernes', MNL, on('weekdays', '21:45', MNL)),

  // --- romanized Korean ---
  e('maeil ojeon 9si daily report', SEL, daily('09:00', SEL)),
  e('pyeongil ohu 6si toegeun alarm', SEL, on('weekdays', '18:00', SEL)),
  e('maeju wolyoil ojeon 10si jugan hoeui', SEL, on(['mon'], '10:00', SEL)),
  e('maewol 1il ojeon 9si', SEL, on({ monthDays: [1] }, '09:00', SEL)),
  e('30bun madaha server check', SEL, plan(every('daily', { minutes: 30 }, SEL))),
  e('jumal ojeon 11si', SEL, on('weekends', '11:00', SEL)),
  e('geumyoil ohu 5si 30bun happy hour', SEL, on(['fri'], '17:30', SEL)),
  e('naeil achim 8si meeting', SEL, plan(at('daily', '08:00', SEL), ONE_OFF('2026-11-24'))),
  e('maewol majimak nal ohu 6si jeongsan', SEL, on({ monthDays: ['last'] }, '18:00', SEL)),
  e('hwayoil mogyoil ohu 2si', SEL, on(['tue', 'thu'], '14:00', SEL)),
  e('gyeokju suyoil ohu 3si', SEL, no(WEEKS)),
  e('maeil bam 11si 59bun', SEL, daily('23:59', SEL)),
  e('maewol cheotjjae wolyoil ojeon 8si', SEL, no(NTH_SHIFT)),
  e('maeju iryoil saebyeok 3si backup', SEL, on(['sun'], '03:00', SEL)),
  e('2sigan madaha', SEL, plan(every('daily', { hours: 2 }, SEL))),
  e('pyeongil ojeon 8si 50bun, jeomsim 12si 30bun', SEL, on('weekdays', ['08:50', '12:30'], SEL)),
  e('Seollal jeonnal reminder', SEL, no(MOVABLE)),

  // --- Greek in Latin letters ---
  e('kathe Deftera stis 9 to proi', ATH, on(['mon'], '09:00', ATH)),
  e('kathe mera stis 8 to vrady', ATH, daily('20:00', ATH)),
  e('Triti kai Pempti stis 18:00 provoles', ATH, on(['tue', 'thu'], '18:00', ATH)),
  e('kathe mina stis 15 stis 10 to proi', ATH, on({ monthDays: [15] }, '10:00', ATH)),
  e('Savvatokyriako stis 11 to proi', ATH, on('weekends', '11:00', ATH)),
  e('Deftera me Paraskevi 7:30 to proi', ATH, on('weekdays', '07:30', ATH)),
  e('avrio stis 10 to proi, meeting me ton logisti', ATH, plan(at('daily', '10:00', ATH), ONE_OFF('2026-11-24'))),
  e('kathe Kyriaki meta ti leitourgia, stis 12', ATH, on(['sun'], '12:00', ATH)),
  e('kathe 15 lepta', ATH, plan(every('daily', { minutes: 15 }, ATH))),
  e('teleftaia Paraskevi tou mina stis 3 to apogevma', ATH, on({ nth: ['last'], weekday: 'fri' }, '15:00', ATH)),
  e('Pascha reminder', ATH, no(MOVABLE)),
  e('kathe mera stis 2 to mesimeri ektos Savvatokyriakou', ATH, on('weekdays', '14:00', ATH)),
  e('kathe defteri Tetarti stis 6 to apogevma', ATH, either(no(WEEKS), on({ nth: [2], weekday: 'wed' }, '18:00', ATH))),

  // --- pasted from Outlook on a phone, Notion, Todoist, To Do, Google Tasks ---
  e(
    'Occurs every weekday effective 11/30/2026 from 9:00 AM to 9:30 AM',
    NY,
    on('weekdays', '09:00', NY, { from: '2026-11-30' }),
  ),
  e(
    'Occurs every Tuesday and Thursday effective 12/1/2026 until 2/25/2027 from 2:00 PM to 3:00 PM (UTC-05:00) Eastern Time (US & Canada)',
    CHI,
    on(['tue', 'thu'], '14:00', NY, { from: '2026-12-01', until: '2027-02-25' }),
  ),
  e(
    'Occurs the second Wednesday of every 1 month from 10:00 AM to 11:00 AM',
    LON,
    on({ nth: [2], weekday: 'wed' }, '10:00', LON),
  ),
  e('Occurs every 2 weeks on Monday from 11:00 AM to 11:30 AM', LON, no(WEEKS)),
  e(
    'Occurs day 1 of every 3 months effective 1/1/2027 from 9:00 AM to 10:00 AM',
    TOR,
    on({ monthDays: [1], months: [1, 4, 7, 10] }, '09:00', TOR),
  ),
  e(
    'Occurs the last Friday of every 1 month from 4:30 PM to 5:00 PM (UTC+10:00) Canberra, Melbourne, Sydney',
    SYD,
    on({ nth: ['last'], weekday: 'fri' }, '16:30', SYD),
  ),
  e('Remind: @Every Monday 9:00 AM', LON, on(['mon'], '09:00', LON)),
  e('@Tomorrow 3:00 PM — send the venue the run sheet', LON, plan(at('daily', '15:00', LON), ONE_OFF('2026-11-24'))),
  e('Notion reminder: @December 1, 2026 8:00 AM (GMT+1)', BER, plan(at('daily', '08:00', BER), ONE_OFF('2026-12-01'))),
  e('every other wed at 9am', NY, no(WEEKS)),
  e('every 3rd day', NY, no(DAYS_STEP)),
  e('every workday at 8:30', AMS, on('weekdays', '08:30', AMS)),
  e('every last day at 5pm', TOR, on({ monthDays: ['last'] }, '17:00', TOR)),
  e('every 3rd friday at 2pm', CHI, either(on({ nth: [3], weekday: 'fri' }, '14:00', CHI), no(WEEKS))),
  e('ev mon, fri at 7am', SYD, on(['mon', 'fri'], '07:00', SYD)),
  e(
    'every day at 9am starting dec 1 ending dec 24',
    LON,
    daily('09:00', LON, { from: '2026-12-01', until: '2026-12-24' }),
  ),
  e('every weekend at 10:00 for 4 weeks', PAR, on('weekends', '10:00', PAR, { count: 8 })),
  e('every 1st mon at 18:00', BER, on({ nth: [1], weekday: 'mon' }, '18:00', BER)),
  e('Repeat: Weekdays · Remind me at 8:00 AM', DEN, on('weekdays', '08:00', DEN)),
  e('Repeat every 2 weeks on Tue', DEN, no(WEEKS)),
  e('Repeats every month on the last Thursday · 4:00 PM', TOR, on({ nth: ['last'], weekday: 'thu' }, '16:00', TOR)),
  e('Repeats daily · 6:30 AM · ends after 30 occurrences', SGP, daily('06:30', SGP, { count: 30 })),
  e('Repeats every year on Dec 31 at 11:00 PM', LA, plan(at({ monthDays: [31], months: [12] }, '23:00', LA))),

  // --- Zapier and Make ---
  e('Schedule by Zapier: Every Week · Day of the Week: Monday · Time of Day: 9am', CHI, on(['mon'], '09:00', CHI)),
  e(
    'Schedule by Zapier — Every Month, Day of the Month: 15, Time of Day: 6pm',
    LON,
    on({ monthDays: [15] }, '18:00', LON),
  ),
  e('Zapier schedule: Every Day, Trigger on Weekends? no, Time of Day: 7am', NY, on('weekdays', '07:00', NY)),
  e('Zapier: every hour, trigger on weekends: yes', DEN, plan(every('daily', { hours: 1 }, DEN))),
  e('Make scenario: Every day at 06:30', MAD, daily('06:30', MAD)),
  e('Make: At regular intervals — 15 minutes', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('Make: Days of the week: Monday, Wednesday · Time: 18:00', AMS, on(['mon', 'wed'], '18:00', AMS)),
  e('Make: Days of the month: 1, 16 · Time: 07:00', LIS, on({ monthDays: [1, 16] }, '07:00', LIS)),
  e('Make scenario: every 90 minutes', LIS, no(STEP_MINUTES)),

  // --- GitHub Actions, Kubernetes CronJob, Airflow, systemd, Jenkins ---
  e("on: schedule: - cron: '30 5 * * 1-5'", LA, on('weekdays', '05:30', UTC)),
  e("cron: '0 */6 * * *'", BER, plan(every('daily', { hours: 6 }, UTC))),
  e("- cron: '15 23 * * 0'  # weekly cleanup", SYD, on(['sun'], '23:15', UTC)),
  e("cron: '0 0 1 * *'", NY, on({ monthDays: [1] }, '00:00', UTC)),
  e("cron: '*/10 * * * *' for the stale-bot", LON, plan(every('daily', { minutes: 10 }, UTC))),
  e("GHA nightly: cron: '0 3 * * *'", SEL, daily('03:00', UTC)),
  e('schedule: "0 2 * * *"  timeZone: "Asia/Seoul"', LA, daily('02:00', SEL)),
  e('k8s cronjob schedule: "45 3 * * 6"', CHI, on(['sat'], '03:45', UTC)),
  e('CronJob spec.schedule "0 9 1,15 * *"', SGP, on({ monthDays: [1, 15] }, '09:00', UTC)),
  e('schedule: "0 8 * * MON-FRI" (cluster runs UTC)', NY, on('weekdays', '08:00', UTC)),
  e('schedule: "*/5 * * * *"', PAR, plan(every('daily', { minutes: 5 }, UTC))),
  e('schedule_interval="@daily"', SAO, daily('00:00', UTC)),
  e("airflow dag: schedule='@hourly'", KOL, plan(every('daily', { hours: 1 }, UTC))),
  e('schedule_interval="0 6 * * 1"', LON, on(['mon'], '06:00', UTC)),
  e("schedule='@weekly'", TOR, on(['sun'], '00:00', UTC)),
  e('schedule_interval="@monthly"', SYD, on({ monthDays: [1] }, '00:00', UTC)),
  e("schedule='@daily' with start_date=pendulum.datetime(2026, 1, 1, tz='Europe/Amsterdam')", LON, daily('00:00', AMS)),
  e('schedule_interval=timedelta(days=3)', BER, no(DAYS_STEP)),
  e('schedule_interval=timedelta(minutes=45)', BER, no(STEP_MINUTES)),
  e('OnCalendar=Mon..Fri 07:30', BER, on('weekdays', '07:30', BER)),
  e('OnCalendar=*-*-* 03:15:00 UTC', BER, daily('03:15', UTC)),
  e('OnCalendar=weekly', AMS, on(['mon'], '00:00', AMS)),
  e('OnCalendar=Sat *-*-1..7 18:00:00', LON, on({ nth: [1], weekday: 'sat' }, '18:00', LON)),
  e('OnCalendar=*:0/15', PAR, plan(every('daily', { minutes: 15 }, PAR))),
  e('OnCalendar=*-*-* *:*:30', PAR, no(SECONDS)),
  e('OnCalendar=*-*-01 04:00:00 Europe/Athens', LON, on({ monthDays: [1] }, '04:00', ATH)),
  e('OnCalendar=*-*~01 23:00', TOR, on({ monthDays: ['last'] }, '23:00', TOR)),
  e('OnCalendar=Sun 02:00 (box is on UTC)', CHI, on(['sun'], '02:00', UTC)),
  e('TZ=Europe/London\nH 2 * * *', NY, either(no(JENKINS_H), daily('02:00', LON))),
  e('jenkins: H/15 * * * *', BER, either(no(JENKINS_H), plan(every('daily', { minutes: 15 }, BER)))),
  e('jenkins trigger H H(0-7) * * *', BER, no(JENKINS_H)),
  e('Jenkins (controller in New York): 0 22 * * 1-5', LON, on('weekdays', '22:00', NY)),
  e('jenkins cron "30 4 * * 1-5" TZ=Asia/Kolkata', LON, on('weekdays', '04:30', KOL)),
  // --- odd zones, said as codes, cities, their time and offsets ---
  e('ferry terminal standup 8:30 NST weekdays', TOR, on('weekdays', '08:30', STJ)),
  e("St. John's office: payroll thursday 4pm their time", TOR, on(['thu'], '16:00', STJ)),
  e('Newfoundland crew, first monday 9pm local', STJ, no(NTH_SHIFT)),
  e('fish plant shift change 0600 1400 2200 newfoundland time', TOR, daily(['06:00', '14:00', '22:00'], STJ)),
  e('remind me 9:30 nst every day', STJ, daily('09:30', STJ)),
  e('Adelaide office 9am ACDT weekdays', SYD, on('weekdays', '09:00', ADL)),
  e('Darwin depot truck dispatch 5:30am daily', SYD, daily('05:30', DRW)),
  e('adelaide: last friday of the month 4pm', ADL, on({ nth: ['last'], weekday: 'fri' }, '16:00', ADL)),
  e('Darwin payroll 8am first business day', DRW, no(BUSINESS_SHIFT)),
  e(
    'Adelaide 10:30am every day, and Darwin 10:30am their time too',
    SYD,
    plan([at('daily', '10:30', ADL), at('daily', '10:30', DRW)]),
  ),
  e(
    'Fringe box office sync every 30 min 9:00-23:00, feb 19 to mar 21',
    ADL,
    span('daily', { minutes: 30 }, '09:00', '23:00', ADL, { from: '2027-02-19', until: '2027-03-21' }),
  ),
  e('Lord Howe island airstrip check 7:00 daily', SYD, daily('07:00', LHI)),
  e('LHI tide board update every 30 min 6am-6pm', LHI, span('daily', { minutes: 30 }, '06:00', '18:00', LHI)),
  e('Lord Howe weekly supply flight reminder wed 10am', LHI, on(['wed'], '10:00', LHI)),
  e('Tehran team weekly sync saturday 10:00 Tehran time', DXB, on(['sat'], '10:00', THR)),
  e('every day 8:30 IRST', LON, daily('08:30', THR)),
  e('Tehran office sat to wed 8am', THR, on(['sat', 'sun', 'mon', 'tue', 'wed'], '08:00', THR)),
  e('Caracas store opening 8am mon-sat', CCS, on([...MON_SAT], '08:00', CCS)),
  e('todos los días 6pm hora de Venezuela', MEX, daily('18:00', CCS)),
  e('Asunción warehouse 7am weekdays', SAO, on('weekdays', '07:00', ASU)),
  e('Paraguay team last business day 5pm', ASU, on({ lastBusinessDay: true }, '17:00', ASU)),
  e('Nuuk harbour ferry 06:00 daily Greenland time', LON, daily('06:00', NUK)),
  e('Nuuk: 2nd monday 22:30 local', NUK, no(NTH_SHIFT)),
  e('Nuuk office 9am weekdays', NUK, on('weekdays', '09:00', NUK)),
  e('Apia office 9am weekdays', APW, on('weekdays', '09:00', APW)),
  e('Samoa: first monday 9am', APW, no(NTH_SHIFT)),
  e('Samoa team, 5pm every friday their time', AKL, on(['fri'], '17:00', APW)),
  e('Kiritimati (+14) daily 6am sat phone check', HNL, daily('06:00', KIR)),
  e('Line Islands UTC+14, last day of month 10am', KIR, on({ monthDays: ['last'] }, '10:00', KIR)),
  e('UTC+14 weekdays 8am', HNL, on('weekdays', '08:00', KIR)),
  e('Kiritimati 1st of the month 9am', KIR, on({ monthDays: [1] }, '09:00', KIR)),
  e('Pitcairn supply ship radio call 0800 wednesdays', AKL, on(['wed'], '08:00', PCN)),
  e('Pitcairn: 5pm daily', PCN, daily('17:00', PCN)),
  e('Niue 2pm daily', AKL, daily('14:00', NIU)),
  e('Niue: last business day 3pm', NIU, no(BUSINESS_SHIFT)),
  e('Niue: first tuesday 1pm', NIU, no(NTH_SHIFT)),
  e('Casablanca call centre shift start 9am weekdays', PAR, on('weekdays', '09:00', CAS)),
  e('Morocco team daily 17:00 (they go back to GMT in Ramadan)', PAR, daily('17:00', CAS)),
  e('Rabat office friday 12:30', CAS, on(['fri'], '12:30', CAS)),
  e('Cairo office standup 10am sun-thu', CAI, on([...SUN_THU], '10:00', CAI)),
  e('Cairo 9am daily, they have DST again', LON, daily('09:00', CAI)),
  e('Beirut 9am daily', BEY, daily('09:00', BEY)),
  e('Beirut team sync mon 3pm Beirut time', PAR, on(['mon'], '15:00', BEY)),
  e('Havana 8pm daily', HAV, daily('20:00', HAV)),
  e('Port-au-Prince clinic 7am mon-sat', NY, on([...MON_SAT], '07:00', PAP)),
  e('Ulaanbaatar 9:00 weekdays', ULN, on('weekdays', '09:00', ULN)),
  e('Colombo 9:30 SLST weekdays', KOL, on('weekdays', '09:30', CMB)),
  e('poya day reminder, Colombo office', CMB, no(MOVABLE)),
  e('Thimphu 10am monday', KOL, on(['mon'], '10:00', THI)),
  e('HST 6am daily surf report', LA, daily('06:00', HNL)),
  e('Hawaii 6pm first friday art walk', HNL, no(NTH_SHIFT)),
  e('Honolulu office 8am last business day', HNL, on({ lastBusinessDay: true }, '08:00', HNL)),
  e('Anchorage dispatch 5am AKST weekdays', DEN, on('weekdays', '05:00', ANC)),
  e('Anchorage 4pm last friday', ANC, no(NTH_SHIFT)),
  e('Santiago 9am weekdays', SCL, on('weekdays', '09:00', SCL)),
  e('Chile: 1st of the month 8pm Santiago', LA, on({ monthDays: [1] }, '20:00', SCL)),
  e('São Paulo 8am weekdays (no DST there anymore)', NY, on('weekdays', '08:00', SAO)),
  e('CDMX 8am weekdays, sin horario de verano', MEX, on('weekdays', '08:00', MEX)),
  e('Cancún store 9am daily', MEX, daily('09:00', 'America/Cancun')),
  e('Tijuana plant 6am weekdays', MEX, on('weekdays', '06:00', 'America/Tijuana')),
  e('9am UTC+5:30 weekdays', LON, on('weekdays', '09:00', KOL)),
  e('every day 07:00 UTC-3', LON, daily('07:00', 'Etc/GMT+3')),
  e('GMT+8 weekdays 10am', LON, on('weekdays', '10:00', 'Etc/GMT-8')),
  e('UTC+03:30 8am saturdays', LON, on(['sat'], '08:00', THR)),
  e('1800Z daily', DEN, daily('18:00', UTC)),

  // --- near the 2027 clock changes ---
  e('starting mar 15 2027, weekdays 6:30am Eastern', CHI, on('weekdays', '06:30', NY, { from: '2027-03-15' })),
  e(
    'on March 14 2027 at 9am ET remind everyone the clocks changed',
    NY,
    plan(at('daily', '09:00', NY), ONE_OFF('2027-03-14')),
  ),
  e('Mar 28 2027 01:30 London, run the DST sanity check', LON, no(NO_SUCH)),
  e(
    'Oct 31 2027 at 1:30am London, check the batch ran once',
    LON,
    plan(at('daily', '01:30', LON), ONE_OFF('2027-10-31')),
  ),
  e('Nov 7 2027 1:30am Chicago, failover drill', CHI, plan(at('daily', '01:30', CHI), ONE_OFF('2027-11-07'))),
  e('every sunday 2:30am New York, log rotation', NY, on(['sun'], '02:30', NY)),
  e(
    '4 April 2027 2:30am Sydney, confirm the clocks went back',
    SYD,
    plan(at('daily', '02:30', SYD), ONE_OFF('2027-04-04')),
  ),
  e('3 Oct 2027 2:30am Sydney', SYD, no(NO_SUCH)),
  e('26 Sep 2027 2:30am, NZ time', AKL, no(NO_SUCH)),
  e('Lord Howe, 3 Oct 2027 at 2:15am', LHI, no(NO_SUCH)),
  e('daily 2:15am Lord Howe time', SYD, daily('02:15', LHI)),
  e(
    'weekdays 4:30pm Pacific from mar 1 to mar 31 2027',
    LA,
    on('weekdays', '16:30', LA, { from: '2027-03-01', until: '2027-03-31' }),
  ),
  e(
    'every day at 1:30am London in October 2027',
    LON,
    daily('01:30', LON, { from: '2027-10-01', until: '2027-10-31' }),
  ),
  e(
    'EU clocks change Oct 31: remind the NOC Friday Oct 29 2027 at 15:00 CET',
    BER,
    plan(at('daily', '15:00', BER), ONE_OFF('2027-10-29')),
  ),
  e(
    'US clocks change Mar 14: remind the team Fri Mar 12 2027 4pm ET',
    NY,
    plan(at('daily', '16:00', NY), ONE_OFF('2027-03-12')),
  ),
  e(
    'Adelaide daily 9am from 1 April 2027 to 10 April 2027',
    ADL,
    daily('09:00', ADL, { from: '2027-04-01', until: '2027-04-10' }),
  ),
  e('NZ on-call handover sunday 8pm, starting Sept 26 2027', AKL, on(['sun'], '20:00', AKL, { from: '2027-09-26' })),
  e(
    'Santiago daily 23:30 from apr 1 to apr 7 2027',
    SCL,
    daily('23:30', SCL, { from: '2027-04-01', until: '2027-04-07' }),
  ),
  e(
    'Cairo: thursday apr 29 2027 11pm, end-of-month close',
    CAI,
    plan(at('daily', '23:00', CAI), ONE_OFF('2027-04-29')),
  ),
  e(
    'Casablanca, Ramadan shifts: daily 20:00 from feb 1 to mar 20 2027',
    CAS,
    daily('20:00', CAS, { from: '2027-02-01', until: '2027-03-20' }),
  ),
  e('Havana daily 00:30 during march 2027', HAV, daily('00:30', HAV, { from: '2027-03-01', until: '2027-03-31' })),
  e('St. John’s: sunday 14 march 2027 at 2:30am', STJ, no(NO_SUCH)),
  e(
    'Nuuk weekly saturday 23:00 from march 20 2027 to april 10 2027',
    NUK,
    on(['sat'], '23:00', NUK, { from: '2027-03-20', until: '2027-04-10' }),
  ),
  e(
    'Melbourne 2:30am daily batch, april 1-8 2027',
    MEL,
    daily('02:30', MEL, { from: '2027-04-01', until: '2027-04-08' }),
  ),

  // --- corrections, military clocks, typos ---
  e('standup at 9:15, no wait, 9:30 — weekdays', DEN, on('weekdays', '09:30', DEN)),
  e('tues 7am… sorry, wed 7am', LON, on(['wed'], '07:00', LON)),
  e('daily at 8 no wait 8:30pm', TOR, daily('20:30', TOR)),
  e('every monday 10am (make that 11)', PAR, on(['mon'], '11:00', PAR)),
  e('fri 3pm, actually make it thursday', SGP, on(['thu'], '15:00', SGP)),
  e('every 2 hours... scratch that, every 3 hours', CHI, plan(every('daily', { hours: 3 }, CHI))),
  e('at 1700 — sorry 1730 — mon to thu', LON, on(['mon', 'tue', 'wed', 'thu'], '17:30', LON)),
  e('evry weekday at 9', NY, on('weekdays', '09:00', NY)),
  e('tuesdy and thrusday 3pm', CHI, on(['tue', 'thu'], '15:00', CHI)),
  e('wendesday 0900 hrs', LON, on(['wed'], '09:00', LON)),
  e('mnthly on the 1st 8am', DEN, on({ monthDays: [1] }, '08:00', DEN)),
  e('everyday 7 am', MNL, daily('07:00', MNL)),
  e('oh six hundred daily', ANC, daily('06:00', ANC)),
  e('2130 hours nightly', HNL, daily('21:30', HNL)),
  e('sat @ 1400hrs', TOR, on(['sat'], '14:00', TOR)),
  e('every mon-fri 0745hrs', PER, on('weekdays', '07:45', PER)),
  e('at 12 midnight every sunday', NY, either(on(['sun'], '00:00', NY), on(['mon'], '00:00', NY))),
  e('noon on weekdays', SYD, on('weekdays', '12:00', SYD)),
  e('at 12 noon on the 1st', LA, on({ monthDays: [1] }, '12:00', LA)),

  // --- several rules, periods ---
  e('weekdays 7am, saturdays 9am, sundays off', CHI, plan([at('weekdays', '07:00', CHI), at(['sat'], '09:00', CHI)])),
  e(
    'open 10 close 18 on weekdays; sat 10 and 14 — ping at open and close',
    BER,
    plan([at('weekdays', ['10:00', '18:00'], BER), at(['sat'], ['10:00', '14:00'], BER)]),
  ),
  e(
    'every friday 4pm until march',
    LON,
    either(on(['fri'], '16:00', LON, { until: '2027-02-28' }), on(['fri'], '16:00', LON, { until: '2027-03-31' })),
  ),
  e('for 3 weeks, every weekday 7:45', CHI, on('weekdays', '07:45', CHI, { until: '2026-12-11' })),
  e('daily 6pm for the next 10 days', LON, daily('18:00', LON, { count: 10 })),
  e('every tuesday 9am, 6 times', TOR, on(['tue'], '09:00', TOR, { count: 6 })),
  e(
    'from jan 4 to jan 29, mon wed fri 8am',
    MEL,
    on(['mon', 'wed', 'fri'], '08:00', MEL, { from: '2027-01-04', until: '2027-01-29' }),
  ),
  e('weekdays 8am through the end of the year', SGP, on('weekdays', '08:00', SGP, { until: '2026-12-31' })),
  e('every sat 9am starting next week', LA, on(['sat'], '09:00', LA, { from: '2026-11-30' })),

  // --- what five UTC fields cannot honour ---
  e('every december, weekdays at 7pm Pacific', LA, no(MONTH_EDGE)),
  e('every year, weekends in january at 8pm Eastern', NY, no(MONTH_EDGE)),
  e('mon-fri in july and august at 9am Sydney', SYD, no(MONTH_EDGE)),
  e('rent due reminder the 28th at 9pm Pacific', LA, either(on({ monthDays: [28] }, '21:00', LA), no(LEAP))),
  e('every 5 hours', LON, no(STEP_HOURS)),
  e('every 25 min', NY, no(STEP_MINUTES)),
  e('twice a month please', NY, no('which two days of the month was not said')),
  e('bi-monthly board report 9am', LON, no('"bi-monthly" can mean twice a month or every two months')),
  e('every weekday except bank holidays 9am', LON, no(HOLIDAYS)),
  e('the 2nd business day of each month 9am', NY, no(BUSINESS_NTH)),
  e('open the shutters at sunrise', MEL, no(MOVABLE)),
  e('ping the api every 10 seconds', SGP, no(SECONDS)),
  e('every other day at 8', CHI, no(DAYS_STEP)),
  e('every 2nd tuesday', NY, no(NO_TIME)),
  // --- second round: more of the same writers, with names and task words around the schedule ---
  e('PE uniform reminder monday and wednesday 7am', CHI, on(['mon', 'wed'], '07:00', CHI)),
  e(
    'yearbook deadline jan 29 — remind jan 22 and jan 28 at 3:30pm',
    NY,
    plan(at({ monthDays: [22, 28], months: [1] }, '15:30', NY), { until: '2027-01-29' }),
  ),
  e('pickup line opens 2:50, ping the crossing guards 2:40 weekdays', TOR, on('weekdays', '14:40', TOR)),
  e(
    'term 1 starts 3 feb: send the welcome email 1 feb 9am',
    AKL,
    plan(at('daily', '09:00', AKL), ONE_OFF('2027-02-01')),
  ),
  e('study rooms release at 00:01 daily', LON, daily('00:01', LON)),
  e('exam timetable published 2pm friday 4 december', DUB, plan(at('daily', '14:00', DUB), ONE_OFF('2026-12-04'))),
  e('office hours tuesdays 11-12, remind students at 10:30', MEL, on(['tue'], '10:30', MEL)),
  e(
    'thesis portal health check every 6 hours until jan 15',
    LON,
    plan(every('daily', { hours: 6 }, LON), { until: '2027-01-15' }),
  ),
  e('swim squad 5am mon-fri, 6am sat', SYD, plan([at('weekdays', '05:00', SYD), at(['sat'], '06:00', SYD)])),
  e('class waitlist sweep every 10 mins from 5am to 9pm', CHI, span('daily', { minutes: 10 }, '05:00', '21:00', CHI)),
  e('studio temperature check 2x a day', LA, no(NO_TIME)),
  e(
    'company move reminder 1 hour before the 2pm move tomorrow',
    LA,
    plan(at('daily', '13:00', LA), ONE_OFF('2026-11-24')),
  ),
  e('crafty restock 10:00 & 15:00 on shoot days (mon-fri)', VAN, on('weekdays', ['10:00', '15:00'], VAN)),
  e(
    'concert hall: doors 7pm, remind bar staff at 6:15pm on show nights thu fri sat',
    BER,
    on(['thu', 'fri', 'sat'], '18:15', BER),
  ),
  e(
    'season subscription renewal email every monday 10am until jan 31',
    LON,
    on(['mon'], '10:00', LON, { until: '2027-01-31' }),
  ),
  e('sauce batch every tuesday & saturday 8am', PAR, on(['tue', 'sat'], '08:00', PAR)),
  e('temp logs at 11, 2, 5 and 8', NY, daily(['11:00', '14:00', '17:00', '20:00'], NY)),
  e('pay the vendors on the 10th and 25th at 10am', MEX, on({ monthDays: [10, 25] }, '10:00', MEX)),
  e('sterilizer spore test every monday 7:30', DEN, on(['mon'], '07:30', DEN)),
  e('stat lab QC 00:00, 08:00, 16:00', KOL, daily(['00:00', '08:00', '16:00'], KOL)),
  e('vaccine fridge log twice daily, 9 and 4', JNB, daily(['09:00', '16:00'], JNB)),
  e('send the dispatch plan at 4:45am sun-fri', CHI, on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '04:45', CHI)),
  e('weekly fuel report mondays 0700 Central', PHX, on(['mon'], '07:00', CHI)),
  e('pick wave every 2h starting 6am till 10pm', DEN, span('daily', { hours: 2 }, '06:00', '22:00', DEN)),
  e('inventory snapshot 23:55 last day of month', AMS, on({ monthDays: ['last'] }, '23:55', AMS)),
  e(
    'IVR holiday message: switch on dec 24 5pm, off dec 27 8am',
    TOR,
    plan([at({ monthDays: [24], months: [12] }, '17:00', TOR), at({ monthDays: [27], months: [12] }, '08:00', TOR)], {
      until: '2026-12-27',
    }),
  ),
  e('intraday reforecast at :05 past every hour', MNL, plan(every('daily', { hours: 1, at: 5 }, MNL))),
  e('team huddle 7:50 a.m. & 3:50 p.m. weekdays', PAP, on('weekdays', ['07:50', '15:50'], PAP)),
  e(
    'price drop at 00:00 on the 1st of each month AEST',
    PER,
    either(on({ monthDays: [1] }, '00:00', SYD), on({ monthDays: [1] }, '00:00', BNE)),
  ),
  e('sale ends midnight tonight, post the reminder then', LA, plan(at('daily', '00:00', LA), ONE_OFF('2026-11-24'))),
  e('inventory feed to the marketplace every 30 min', LON, plan(every('daily', { minutes: 30 }, LON))),
  e(
    'send the "last chance" email 2 hours before the sale ends at 23:59 sunday',
    NY,
    on(['sun'], '21:59', NY, { count: 1 }),
  ),
  e(
    'settlement 08:00 UTC daily, and 00:00 UTC on the 1st',
    SGP,
    plan([at('daily', '08:00', UTC), at({ monthDays: [1] }, '00:00', UTC)]),
  ),
  e('mark price TWAP every minute', UTC, plan(every('daily', { minutes: 1 }, UTC))),
  e('validator key rotation every 2 weeks', BER, no(WEEKS)),
  e('Asia session open alert 00:00 UTC weekdays', LON, on('weekdays', '00:00', UTC)),
  e('desk PnL report 23:00 UTC sun-thu', DXB, on([...SUN_THU], '23:00', UTC)),
  e(
    'watch party sat 9am PT / 12 ET / 5pm London',
    LON,
    either(on(['sat'], '09:00', LA), on(['sat'], '12:00', NY), on(['sat'], '17:00', LON)),
  ),
  e('tournament check-in 45 min before the 7pm EST start, fridays', CHI, on(['fri'], '18:15', NY)),
  e('gutter cleaning every spring and fall', TOR, no(NO_TIME)),
  e('quiet hours reminder 9:55pm daily', NY, daily('21:55', NY)),
  e(
    'package room sweep 6pm weekdays, noon saturdays',
    CHI,
    plan([at('weekdays', '18:00', CHI), at(['sat'], '12:00', CHI)]),
  ),
  e(
    'dredging crew 6am weekdays from jan 11 for 6 weeks',
    AKL,
    on('weekdays', '06:00', AKL, { from: '2027-01-11', until: '2027-02-19' }),
  ),
  e(
    'marina office closes at 5, ping 4:45 every day except christmas day',
    HNL,
    plan([
      at({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '16:45', HNL),
      at(
        {
          months: [12],
          monthDays: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30,
            31,
          ],
        },
        '16:45',
        HNL,
      ),
    ]),
  ),
  e('check hive weights every morning 6:15', AKL, daily('06:15', AKL)),
  e(
    'swarm season: apiary walk daily 2pm from oct 1 to dec 31 2027',
    MEL,
    daily('14:00', MEL, { from: '2027-10-01', until: '2027-12-31' }),
  ),
  e('lion feed 3pm except thursdays (fast day)', JNB, on(['fri', 'sat', 'sun', 'mon', 'tue', 'wed'], '15:00', JNB)),
  e('keeper talks every 30 min 10:00-16:00 weekends', SYD, span('weekends', { minutes: 30 }, '10:00', '16:00', SYD)),
  e('page the on-call 15 min before the 02:00 UTC window every sunday', NY, on(['sun'], '01:45', UTC)),
  e('disk scrub first sunday of the month 03:00 Singapore', SGP, no(NTH_SHIFT)),
  e('log shipping lag check every 5 min', DEN, plan(every('daily', { minutes: 5 }, DEN))),
  e('council rates due 31 march — remind on 1 march 9am', ADL, plan(at('daily', '09:00', ADL), ONE_OFF('2027-03-01'))),
  e(
    'census office: daily returns count 16:00 weekdays until 30 june 2027',
    LON,
    on('weekdays', '16:00', LON, { until: '2027-06-30' }),
  ),
  e('service counter opens 9 — weekday reminder, but not on public holidays', SGP, no(HOLIDAYS)),
  e(
    'quarterly 941 filing: last day of apr, jul, oct and jan at 10am',
    NY,
    on({ monthDays: ['last'], months: [1, 4, 7, 10] }, '10:00', NY),
  ),
  e(
    'ITR deadline 31 july — remind every monday in july 10am IST',
    LON,
    on({ weekdays: ['mon'], months: [7] }, '10:00', KOL),
  ),
  e(
    'every weekday 8am until the trial on feb 8',
    CHI,
    either(
      on('weekdays', '08:00', CHI, { until: '2027-02-07' }),
      on('weekdays', '08:00', CHI, { until: '2027-02-08' }),
    ),
  ),
  e('readers rota for sunday mass emailed every tuesday 10am', DUB, on(['tue'], '10:00', DUB)),
  e('iftar volunteers reminder every day of ramadan at 5pm', CAI, no(MOVABLE)),
  e('bell ringing practice wednesdays 7.30pm', LON, on(['wed'], '19:30', LON)),
  e('gurdwara langar sewa sign-up sunday 8am', TOR, on(['sun'], '08:00', TOR)),
  e('all-hands first thursday of jan, apr, jul, oct at 5pm Pacific', LA, no(NTH_SHIFT)),
  e('board pack due, last monday of the month 8am Tokyo', TYO, no(NTH_SHIFT)),
  e('last monday of the month 9am Tokyo, close the books', TYO, on({ nth: ['last'], weekday: 'mon' }, '09:00', TYO)),
  e('3rd thursday 7pm chicago — tenants association', CHI, no(NTH_SHIFT)),
  e('first business day 7am London, rent roll', LON, on({ firstBusinessDay: true }, '07:00', LON)),
  e('last business day 6pm New York, AP run', NY, on({ lastBusinessDay: true }, '18:00', NY)),
  e('last business day 8pm NY, payroll lock', NY, no(BUSINESS_SHIFT)),
  e('the 15th at 11pm LA, settlement export', LA, on({ monthDays: [15] }, '23:00', LA)),
  e('31st at 8pm chicago, month-end archive', CHI, on({ monthDays: [31] }, '20:00', CHI)),

  // --- more bilingual writers ---
  e('toda terça e quinta às 7h da manhã, academia', SAO, on(['tue', 'thu'], '07:00', SAO)),
  e('dia 1 de cada mês às 00h05 fechar o mês', SAO, on({ monthDays: [1] }, '00:05', SAO)),
  e('todo dia às 12h e às 18h', SAO, daily(['12:00', '18:00'], SAO)),
  e('de hora em hora das 9h às 18h, seg a sex', SAO, span('weekdays', { hours: 1 }, '09:00', '18:00', SAO)),
  e(
    'har weekday subah 10 baje standup, Saturday ko 11 baje',
    KOL,
    plan([at('weekdays', '10:00', KOL), at(['sat'], '11:00', KOL)]),
  ),
  e(
    'kal se roz 8 baje',
    KOL,
    either(daily('08:00', KOL, { from: '2026-11-24' }), daily('20:00', KOL, { from: '2026-11-24' })),
  ),
  e('Mumbai office: har mahine ka last working day shaam 5 baje', SGP, on({ lastBusinessDay: true }, '17:00', KOL)),
  e('tuwing Martes at Huwebes ng 6:30pm', MNL, on(['tue', 'thu'], '18:30', MNL)),
  e('kada oras mula 8am hanggang 5pm', MNL, span('daily', { hours: 1 }, '08:00', '17:00', MNL)),
  e('every Sunday ng 9am, simba reminder', MNL, on(['sun'], '09:00', MNL)),
  e(
    'maeju hwayoil ohu 4si, 3wol kkaji',
    SEL,
    either(on(['tue'], '16:00', SEL, { until: '2027-02-28' }), on(['tue'], '16:00', SEL, { until: '2027-03-31' })),
  ),
  e('pyeongil man maeil ojeon 7si 30bun', SEL, on('weekdays', '07:30', SEL)),
  e('kathe Tetarti kai Savvato stis 7 to apogevma', ATH, on(['wed', 'sat'], '19:00', ATH)),
  e('stis 1 kathe mina, 9:00', ATH, on({ monthDays: [1] }, '09:00', ATH)),

  // --- more pastes from tools ---
  e(
    'Occurs every Monday, Wednesday, and Friday effective 1/4/2027 from 7:00 AM to 7:15 AM',
    NY,
    on(['mon', 'wed', 'fri'], '07:00', NY, { from: '2027-01-04' }),
  ),
  e(
    'Occurs every day effective 12/1/2026 until 12/31/2026 from 6:00 PM to 6:30 PM',
    DEN,
    daily('18:00', DEN, { from: '2026-12-01', until: '2026-12-31' }),
  ),
  e('every weekday at 17:30 starting jan 4', AMS, on('weekdays', '17:30', AMS, { from: '2027-01-04' })),
  e('every! 3 days at 10am', AMS, no(DAYS_STEP)),
  e('every first workday at 9am', LON, on({ firstBusinessDay: true }, '09:00', LON)),
  e('every last workday 4pm', BER, on({ lastBusinessDay: true }, '16:00', BER)),
  e('Repeat: Monthly on day 20 · Remind me 9:00 AM', TOR, on({ monthDays: [20] }, '09:00', TOR)),
  e(
    'Repeats every week on Mon, Wed, Fri · 7:30 AM · Ends Mar 31, 2027',
    LA,
    on(['mon', 'wed', 'fri'], '07:30', LA, { until: '2027-03-31' }),
  ),
  e("cron: '0 12 * * 1,3,5'", TOR, on(['mon', 'wed', 'fri'], '12:00', UTC)),
  e("cron: '0 0 * * 0'  # sunday release", SEL, on(['sun'], '00:00', UTC)),
  e("cron: '30 1 15 * *'", MEL, on({ monthDays: [15] }, '01:30', UTC)),
  e('cronjob schedule: "@hourly"', LA, plan(every('daily', { hours: 1 }, UTC))),
  e('schedule: "0 */2 * * *"  timeZone: America/Sao_Paulo', LON, plan(every('daily', { hours: 2 }, SAO))),
  e('schedule="30 4 * * 2-6"', NY, on(['tue', 'wed', 'thu', 'fri', 'sat'], '04:30', UTC)),
  e('schedule=None  # trigger manually', LON, no('no schedule was given')),
  e('OnCalendar=Mon,Thu 10:00 America/Chicago', LON, on(['mon', 'thu'], '10:00', CHI)),
  e('OnCalendar=*-*-* 00/6:00:00', UTC, plan(every('daily', { hours: 6 }, UTC))),
  e('OnCalendar=quarterly', UTC, on({ monthDays: [1], months: [1, 4, 7, 10] }, '00:00', UTC)),
  e('jenkins: H(0-29) 3 * * 1-5', BER, no(JENKINS_H)),
  e('jenkins @midnight', BER, no('Jenkins runs @midnight at a minute of its choosing between 00:00 and 02:59')),
];
