/**
 * A twenty-third blind chat corpus: schedules as they are typed in Slack by railway and transit control rooms, film
 * and TV production offices, esports and game tournament organisers, irrigation and greenhouse growers, beekeepers, a
 * dental practice and a veterinary clinic, a public library, a museum, a parking operator, elevator and HVAC
 * maintenance crews, solar and wind farms, a satellite ground station that books its passes in UTC, a telecom NOC, a
 * port's container terminal, a bakery and food trucks, hotel housekeeping, a marathon training group, a chess club, a
 * choir, a university lab booking instruments, a student society, freelancers across zones, payroll and accounting
 * firms at month and quarter ends, a charity's volunteer rota, a landlord and parents splitting school runs. Platform
 * and data engineers paste Kubernetes CronJob YAML, AWS EventBridge cron() and rate(), Google Cloud Scheduler, Azure
 * Functions NCRONTAB, systemd OnCalendar=, Jenkins H lines, Celery crontab(), Sidekiq-cron, node-cron, Laravel and
 * Rails whenever, Heroku Scheduler, Rundeck, Nomad periodic, APScheduler, Hangfire, GitHub Actions, crontab lines with
 * comments, Google Calendar and Outlook text, iCalendar RRULE lines and Slack's /remind. Some writers mix English with
 * (or write in) Polish, Swedish, Dutch, Italian, Greek in Latin letters, Turkish, Vietnamese, Indonesian, Arabic in
 * Latin letters, Swahili, Spanish, Portuguese, French, German, Hindi in Latin letters and Japanese romaji. Terse and
 * polite messages, typos, 12- and 24-hour and military clocks, names and task words around the schedule, reminders
 * before events, several rules in one message, exceptions, corrections, running periods, one-off dates, zones said as
 * codes, cities, offsets, "my time", "their time" and Windows zone names (Kathmandu, Yangon, Kabul, Tehran, Eucla,
 * Chatham, Lord Howe, Adelaide, St. John's, Marquesas, Nairobi, Lagos, Jakarta, Ho Chi Minh City, Riyadh, Istanbul,
 * Athens, Warsaw, Stockholm, Oslo, Rome, Mexico City, Bogotá, Buenos Aires, Santiago, Asunción and more), the southern
 * hemisphere, dates near the 2027 clock changes, and phrases no exact CRON answer can honour.
 * Each phrase carries the meaning its writer intends, in the meaning language of oracle.ts; each entry's zone is the
 * writer's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 04:00 that Monday in Los Angeles, 07:00 in New York, 12:00 in London, 13:00 in
 * Warsaw, 17:30 in Kolkata, 17:45 in Kathmandu, 19:00 in Jakarta, 21:00 in Tokyo, 22:30 in Adelaide, 23:00 in
 * Sydney and 01:00 (01:45 in Chatham) on Tuesday the 24th in Auckland.
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

const ZRH = 'Europe/Zurich';
const WAW = 'Europe/Warsaw';
const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';
const ROM = 'Europe/Rome';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const ATH = 'Europe/Athens';
const IST = 'Europe/Istanbul';
const BUD = 'Europe/Budapest';
const VAN = 'America/Vancouver';
const STJ = 'America/St_Johns';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const BUE = 'America/Argentina/Buenos_Aires';
const SCL = 'America/Santiago';
const ASU = 'America/Asuncion';
const ANC = 'America/Anchorage';
const NBO = 'Africa/Nairobi';
const LOS = 'Africa/Lagos';
const JNB = 'Africa/Johannesburg';
const CAI = 'Africa/Cairo';
const RUH = 'Asia/Riyadh';
const THR = 'Asia/Tehran';
const KBL = 'Asia/Kabul';
const RGN = 'Asia/Yangon';
const JKT = 'Asia/Jakarta';
const SGN = 'Asia/Ho_Chi_Minh';
const MNL = 'Asia/Manila';
const PER = 'Australia/Perth';
const EUC = 'Australia/Eucla';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const MEL = 'Australia/Melbourne';
const LHI = 'Australia/Lord_Howe';
const CHT = 'Pacific/Chatham';
const MRQ = 'Pacific/Marquesas';
const LYR = 'Arctic/Longyearbyen';
const GMT_M3 = 'Etc/GMT-3';
const GMT_P6 = 'Etc/GMT+6';

const MON_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SUN_THU = ['sun', 'mon', 'tue', 'wed', 'thu'] as const;
const MWF = ['mon', 'wed', 'fri'] as const;
const TT = ['tue', 'thu'] as const;
const QUARTER_ENDS = [3, 6, 9, 12] as const;
const QUARTER_STARTS = [1, 4, 7, 10] as const;

/** A one-off: runs on that one local day only. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });

const AMBIGUOUS_HOUR = 'a bare hour on working days could be morning or afternoon';
const TWO_TASKS = 'two different jobs in one message need two tasks of their own';
const HASHED = "Jenkins' H picks a hashed minute that is not known here";
const SUNRISE = 'sunrise and sunset move every day, which CRON cannot follow';
const PASSES = 'satellite passes move every day, which CRON cannot follow';
const NO_SUCH_TIME = 'that local time does not exist: the clocks skip it';
const RELATIVE = 'a time relative to another movable event cannot be written in CRON';
const WHICH_ZONE = 'two zones are named and it is not said which one the time is in';
const WHICH_DAY = 'the day is not said';

export const CHAT_PHRASES_23: readonly CorpusEntry[] = [
  // railway and transit control rooms
  e('signal box handover reminder 05:45 & 17:45 daily', ZRH, daily(['05:45', '17:45'], ZRH)),
  e('first train readiness check 0430hrs mon-sat', LON, on(MON_SAT, '04:30', LON)),
  e('night possession briefing every fri 2200, please', STO, on(['fri'], '22:00', STO)),
  e(
    'timetable change reminder: 2nd sunday of december 08:00',
    ZRH,
    on({ nth: [2], weekday: 'sun', months: [12] }, '08:00', ZRH),
  ),
  e('kontrola rozkładu jazdy codziennie o 6:15 i 14:15', WAW, daily(['06:15', '14:15'], WAW)),
  e('dyżurny ruchu: odprawa w poniedziałki o 7.30', WAW, on(['mon'], '07:30', WAW)),
  e('tågledningen: morgonmöte vardagar kl 07.00', STO, on('weekdays', '07:00', STO)),
  e('snow plan check every 30 min 03:00-07:00', STO, span('daily', { minutes: 30 }, '03:00', '07:00', STO)),
  e('metro control log rollover 00:00 every day IST', DXB, daily('00:00', KOL)),
  e('platform screen door test 1st tuesday monthly 01:30 IST', KOL, no(NTH_SHIFT)),
  e('rolling stock depot report weekdays at 4', LON, no(AMBIGUOUS_HOUR)),
  e('remind controllers 10 min before the 06:00 shift change, every day', LON, daily('05:50', LON)),
  e(
    'bus control: service update post every 15 mins 6am to 10am weekdays',
    LON,
    span('weekdays', { minutes: 15 }, '06:00', '10:00', LON),
  ),
  e(
    'engineering hours start 01:00 sat and sun, remind the team half an hour before',
    LON,
    on('weekends', '00:30', LON),
  ),
  e('last train report every night 0115', ZRH, daily('01:15', ZRH)),
  e('co drugi poniedziałek 9:00 przegląd bezpieczeństwa', WAW, no(WEEKS)),
  e(
    'przegląd bezpieczeństwa w każdy drugi poniedziałek miesiąca o 9:00',
    WAW,
    on({ nth: [2], weekday: 'mon' }, '09:00', WAW),
  ),
  e('railhead treatment check daily 05:00 until 15 dec', LON, daily('05:00', LON, { until: '2026-12-15' })),
  e('Fahrplanwechsel-Check am 12.12. um 22:00, einmalig', ZRH, once('2026-12-12', '22:00', ZRH)),
  e('OCC shift brief 0645/1445/2245', SYD, daily(['06:45', '14:45', '22:45'], SYD)),
  e('tram depot: wash plant start 23:30 sun-thu', MEL, on(SUN_THU, '23:30', MEL)),
  e(
    'ticket machine cash audit every 2nd and 4th thursday 10am',
    LON,
    on({ nth: [2, 4], weekday: 'thu' }, '10:00', LON),
  ),
  e('trafikinformation: uppdatera skyltar var 10:e minut', STO, plan(every('daily', { minutes: 10 }, STO))),
  e('fare change goes live jan 2 03:00, ping us at 02:45 that night', TOR, once('2027-01-02', '02:45', TOR)),
  e(
    'controller fatigue check every 2 hours through the night shift 22:00-06:00',
    MEL,
    daily(['22:00', '00:00', '02:00', '04:00', '06:00'], MEL),
  ),
  e('train crew roster published every 3rd friday', LON, no(NO_TIME)),
  e(
    'line 4 headway review mon 9, wed 9, fri 2pm',
    SGP,
    plan([at(['mon', 'wed'], '09:00', SGP), at(['fri'], '14:00', SGP)]),
  ),

  // film and TV production
  e('call sheet out at 6p the night before every shoot day (we shoot mon-fri)', LA, on(SUN_THU, '18:00', LA)),
  e('production meeting tues + thurs 8a sharp', LA, on(TT, '08:00', LA)),
  e('wrap report 1900 daily until we wrap on 18 dec', LON, daily('19:00', LON, { until: '2026-12-18' })),
  e('VFX review with Wellington, 9am their time on mondays', LA, on(['mon'], '09:00', AKL)),
  e(
    'ping the edit suite every 2 hrs from 10a to 8p while we are in post',
    LA,
    span('daily', { hours: 2 }, '10:00', '20:00', LA),
  ),
  e('location permit renewal reminder on the 28th of each month 10am', LA, on({ monthDays: [28] }, '10:00', LA)),
  e('timecards due every thursday noon PT', NY, on(['thu'], '12:00', LA)),
  e('turnaround check 12 hrs after wrap each day', LA, no(RELATIVE)),
  e('stunt rehearsal one-off: Dec 3 at 7:30am', VAN, once('2026-12-03', '07:30', VAN)),
  e('Drehplan-Update jeden Werktag um 18 Uhr', BER, on('weekdays', '18:00', BER)),
  e('riprese notturne: briefing alle 21:30 dal lunedì al giovedì', ROM, on(['mon', 'tue', 'wed', 'thu'], '21:30', ROM)),
  e('ADR session reminder the 7th at 3pm, just once', LON, once('2026-12-07', '15:00', LON)),
  e('cast covid tests every 3 days 7am', LON, no(DAYS_STEP)),
  e('post-prod sync 4:30 pm PT / 7:30 pm ET every wednesday', NY, on(['wed'], '16:30', LA)),
  e('new episode drops fridays at 12am pacific, post the promo then', NY, on(['fri'], '00:00', LA)),
  e('costume fittings sat 10:00 for the next 4 saturdays', LON, on(['sat'], '10:00', LON, { count: 4 })),
  e('tournage: feuille de service envoyée à 19h du dimanche au jeudi', PAR, on(SUN_THU, '19:00', PAR)),
  e('golden hour shoot alert', LA, no(SUNRISE)),
  e('grip truck inventory mon 6:30a, thurs 6:30a — no wait make it 7', LA, on(['mon', 'thu'], '07:00', LA)),
  e('writers room 10am-6pm m-th, lunch order reminder 11:45', LA, on(['mon', 'tue', 'wed', 'thu'], '11:45', LA)),
  e(
    'music cue sheet deadline: last friday of every month 5pm BST',
    LON,
    on({ nth: ['last'], weekday: 'fri' }, '17:00', LON),
  ),
  e('script revisions drop every other day', LA, no(DAYS_STEP)),

  // esports and game tournaments
  e('check-in opens 30 min before match day start (sat+sun 17:00 KST)', LA, on('weekends', '16:30', SEL)),
  e('game server restart every day 4am KST', BER, daily('04:00', SEL)),
  e('scrims mon wed fri 20:00 CET, remind 15 min before', BER, on(MWF, '19:45', BER)),
  e(
    'bracket reminder every 20 mins during qualifiers sat 10:00-18:00',
    SAO,
    span(['sat'], { minutes: 20 }, '10:00', '18:00', SAO),
  ),
  e('patch notes review wed at 3', LA, either(on(['wed'], '15:00', LA), no(AMBIGUOUS_HOUR))),
  e('torneio toda sexta às 19h horário de Brasília', LIS, on(['fri'], '19:00', SAO)),
  e('lembrete do campeonato: sábados 14h, até 19 de dezembro', SAO, on(['sat'], '14:00', SAO, { until: '2026-12-19' })),
  e('ranked season ends dec 31 23:59 UTC — announce at 23:00 that day', SEL, once('2026-12-31', '23:00', UTC)),
  e(
    'EU + NA scrim block: 19:00 CET and 19:00 EST, weekdays',
    LON,
    plan([at('weekdays', '19:00', BER), at('weekdays', '19:00', NY)]),
  ),
  e('kirim pengingat turnamen setiap minggu jam 7 malam WIB', JKT, either(on(['sun'], '19:00', JKT), no(WHICH_DAY))),
  e('giải đấu mỗi thứ bảy lúc 20h, nhắc trước 30 phút', SGN, on(['sat'], '19:30', SGN)),
  e('anti-cheat log export every 45 min', BER, no(STEP_MINUTES)),
  e('community cup every other saturday 18:00', BER, no(WEEKS)),
  e(
    'pro league: map veto reminder thursdays 1730 PT and saturdays 1000 PT',
    LA,
    plan([at(['thu'], '17:30', LA), at(['sat'], '10:00', LA)]),
  ),
  e('turnuva her pazar 21:00 TSİ, 20:45te hatırlat', IST, on(['sun'], '20:45', IST)),
  e('Saudi league qualifiers: kol yom jum3a sa3a 9 masa2an', RUH, on(['fri'], '21:00', RUH)),
  e('daily quest rotation 00:00 PST', LA, either(daily('00:00', LA), daily('00:00', 'Etc/GMT+8'))),
  e(
    'esports bootcamp wake-up call 07:30 from dec 27 to jan 2',
    SEL,
    daily('07:30', SEL, { from: '2026-12-27', until: '2027-01-02' }),
  ),
  e(
    'turniej co sobotę o 18, przypomnienie w piątek o 20',
    WAW,
    either(on(['fri'], '20:00', WAW), plan([at(['sat'], '18:00', WAW), at(['fri'], '20:00', WAW)])),
  ),
  e('grand final one-off: 2027-03-28 15:00 CEST', BER, once('2027-03-28', '15:00', BER)),

  // irrigation and greenhouse farming
  e('misting every 10 min 10am–4pm', ADL, span('daily', { minutes: 10 }, '10:00', '16:00', ADL)),
  e('greenhouse vents: open check 7am, close check 7pm', AMS, daily(['07:00', '19:00'], AMS)),
  e('kas 4: belichting aan om 04:00 en uit om 22:00, elke dag', AMS, daily(['04:00', '22:00'], AMS)),
  e('fertigation every 3 hours from 6 to 6', PHX, span('daily', { hours: 3 }, '06:00', '18:00', PHX)),
  e('pump maintenance last saturday of the month 7am MST', PHX, on({ nth: ['last'], weekday: 'sat' }, '07:00', PHX)),
  e('umwagiliaji kila siku saa 12 asubuhi', NBO, daily('06:00', NBO)),
  e('kumwagilia maji jumatatu na alhamisi saa 1 jioni', NBO, on(['mon', 'thu'], '19:00', NBO)),
  e('frost alarm test every night at 2:30', ADL, daily('02:30', ADL)),
  e('CO2 dosing sensor poll every 15 minutes during daylight', AMS, no(SUNRISE)),
  e('riego por goteo lunes, miércoles y viernes 6:00 y 20:00', MEX, on(MWF, ['06:00', '20:00'], MEX)),
  e('water the seedlings every 2 days at 8', PHX, no(DAYS_STEP)),
  e('harvest crew reminder tomorrow 5am', ADL, once('2026-11-24', '05:00', ADL)),
  e(
    'centre pivot 2 on at 21:00, off at 05:00, mon to fri only',
    PER,
    either(
      on('weekdays', ['21:00', '05:00'], PER),
      plan([at('weekdays', '21:00', PER), at(['tue', 'wed', 'thu', 'fri', 'sat'], '05:00', PER)]),
    ),
  ),
  e('irrigazione serra alle 6 e alle 18, tutti i giorni tranne la domenica', ROM, on(MON_SAT, ['06:00', '18:00'], ROM)),
  e('soil moisture log every 30 minutes, +1030 time', ADL, plan(every('daily', { minutes: 30 }, ADL))),
  e('kasteelt: klimaatcomputer back-up elke zondag 03:15', AMS, on(['sun'], '03:15', AMS)),
  e(
    'nutrient tank EC check 8:00, 12:00, 16:00 weekdays; 10:00 weekends',
    PER,
    plan([at('weekdays', ['08:00', '12:00', '16:00'], PER), at('weekends', '10:00', PER)]),
  ),
  e('sera sulama her gün 05:00 ve 19:00', IST, daily(['05:00', '19:00'], IST)),
  e('hydroponics pH dose every 90 seconds', AMS, no(SECONDS)),
  e('greenhouse heating audit 1st of each month 6am AEST', BNE, on({ monthDays: [1] }, '06:00', BNE)),
  e('tưới rau lúc 5 giờ 30 sáng và 5 giờ chiều mỗi ngày', SGN, daily(['05:30', '17:00'], SGN)),

  // beekeepers
  e('inspect hives every saturday 10am from march', ATH, on(['sat'], '10:00', ATH, { from: '2027-03-01' })),
  e('kovan kontrolü her cumartesi saat 10:00', IST, on(['sat'], '10:00', IST)),
  e('elegxos kypselis kathe Kyriaki stis 9 to proi', ATH, on(['sun'], '09:00', ATH)),
  e('syrup feeding every 4 days', ATH, no(DAYS_STEP)),
  e('swarm traps: check daily 7:00 till end of june', ATH, daily('07:00', ATH, { until: '2027-06-30' })),
  e('kiểm tra tổ ong lúc 6 giờ sáng thứ hai và thứ năm', SGN, on(['mon', 'thu'], '06:00', SGN)),
  e('panen madu: ingatkan tanggal 1 tiap bulan jam 08.00', JKT, on({ monthDays: [1] }, '08:00', JKT)),
  e('bee club meeting 3rd tuesday 7:30pm', AKL, on({ nth: [3], weekday: 'tue' }, '19:30', AKL)),
  e(
    'check the hives whenever it is warmer than 15 degrees',
    AKL,
    no('the weather is not a calendar rule CRON can follow'),
  ),
  e('bal hasadı hatırlatması 15 ağustos sabah 7', IST, once('2027-08-15', '07:00', IST)),
  e('apiary visit tues & sat mornings', ATH, no(NO_TIME)),
  e('queen check: 9 days after grafting', ATH, no(RELATIVE)),
  e('oxalic acid dribble reminder dec 20 10:00 (broodless period), once', LON, once('2026-12-20', '10:00', LON)),
  e('kypseles: taisma kathe Tetarti kai Savvato stis 7 to vradi', ATH, on(['wed', 'sat'], '19:00', ATH)),
  e('bijen controleren elke 7 dagen om 11 uur', AMS, either(on(['mon'], '11:00', AMS), no(WHICH_DAY))),

  // a dental practice and a veterinary clinic
  e(
    'sterilisator logboek controleren elke vrijdag om half vijf',
    AMS,
    either(on(['fri'], '16:30', AMS), no(AMBIGUOUS_HOUR)),
  ),
  e("dr patel's clinic days tue/thu — reminder 8:30a", MEL, on(TT, '08:30', MEL)),
  e('suction line flush 6pm mon-fri and 1pm sat', MEL, plan([at('weekdays', '18:00', MEL), at(['sat'], '13:00', MEL)])),
  e('x-ray QA first business day of the month 8am', MEL, no(BUSINESS_SHIFT)),
  e('pay dental suppliers last business day 14:00', AMS, on({ lastBusinessDay: true }, '14:00', AMS)),
  e('tandarts: herinnering controle-afspraken elke dinsdag en donderdag om 8 uur', AMS, on(TT, '08:00', AMS)),
  e('kennel checks every 4 hours overnight 8pm to 8am', DEN, daily(['20:00', '00:00', '04:00', '08:00'], DEN)),
  e('rabies clinic saturdays 9-12, remind at 8:30', DEN, on(['sat'], '08:30', DEN)),
  e('controlled drug count first monday of the month 7am MT', DEN, on({ nth: [1], weekday: 'mon' }, '07:00', DEN)),
  e('vet clinic: drug inventory every friday 4pm WAT', LOS, on(['fri'], '16:00', LOS)),
  e(
    'after-hours line switch-over 18:00 weekdays and 13:00 saturdays',
    DEN,
    plan([at('weekdays', '18:00', DEN), at(['sat'], '13:00', DEN)]),
  ),
  e('annual booster reminders on the anniversary of each pet’s last shot', DEN, no(RELATIVE)),
  e(
    'surgery list check 7:15 mon–fri, except wednesdays (no surgery)',
    DEN,
    on(['mon', 'tue', 'thu', 'fri'], '07:15', DEN),
  ),
  e('clínica veterinaria: recordatorio de vacunas todos los lunes a las 10', MEX, on(['mon'], '10:00', MEX)),
  e(
    'dental: sterilization audit quarterly, last friday of mar/jun/sep/dec 3pm',
    MEL,
    on({ nth: ['last'], weekday: 'fri', months: [3, 6, 9, 12] }, '15:00', MEL),
  ),
  e('hygienist schedule export every night 23:45 AEDT', PER, daily('23:45', MEL)),
  e('Tierarzt: Impferinnerung am 1. jedes Monats um 9', BER, on({ monthDays: [1] }, '09:00', BER)),
  e('lab results pickup 11 and 4 weekdays', DEN, either(on('weekdays', ['11:00', '16:00'], DEN), no(AMBIGUOUS_HOUR))),

  // a public library and a museum
  e('påminnelse om bokretur varje dag kl 10', STO, daily('10:00', STO)),
  e('storytime mondays 10:30 and saturdays 11', STO, plan([at(['mon'], '10:30', STO), at(['sat'], '11:00', STO)])),
  e(
    'stängning: 20:00 mån-tors, 17:00 fre, 16:00 lör — påminn 15 min innan',
    STO,
    plan([at(['mon', 'tue', 'wed', 'thu'], '19:45', STO), at(['fri'], '16:45', STO), at(['sat'], '15:45', STO)]),
  ),
  e('book club last thursday 18:30', STO, on({ nth: ['last'], weekday: 'thu' }, '18:30', STO)),
  e(
    'library makerspace 3D printer queue check every 2 hrs 10-18',
    LON,
    span('daily', { hours: 2 }, '10:00', '18:00', LON),
  ),
  e('bibliotek: läsecirkel första tisdagen i månaden kl 18', STO, on({ nth: [1], weekday: 'tue' }, '18:00', STO)),
  e('holiday closures reminder the day before each public holiday', STO, no(HOLIDAYS)),
  e(
    'summer reading challenge posts every monday 9am from jun 14 to aug 23',
    TOR,
    on(['mon'], '09:00', TOR, { from: '2027-06-14', until: '2027-08-23' }),
  ),
  e('allarme sala 3: test ogni primo lunedì del mese alle 7', ROM, on({ nth: [1], weekday: 'mon' }, '07:00', ROM)),
  e(
    'museo: avviso domenica gratuita, prima domenica del mese ore 8:30',
    ROM,
    on({ nth: [1], weekday: 'sun' }, '08:30', ROM),
  ),
  e(
    'guided tour reminders tue-sun 10:00, 12:00, 15:00 (closed mondays)',
    ROM,
    on(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['10:00', '12:00', '15:00'], ROM),
  ),
  e('Museumsnacht: einmalig am 14.11.2027 um 18:00 erinnern', BER, once('2027-11-14', '18:00', BER)),
  e('exhibit rotation every 6 weeks', ROM, no(WEEKS)),
  e('museum late opening thursdays til 10pm, guards briefing 5:30pm', LON, on(['thu'], '17:30', LON)),
  e(
    'conservation lab: light meter check first and third wednesday 9:00',
    PAR,
    on({ nth: [1, 3], weekday: 'wed' }, '09:00', PAR),
  ),
  e('musée: rappel fermeture annuelle le 1er mai à 8h', PAR, on({ monthDays: [1], months: [5] }, '08:00', PAR)),
  e('school group bookings open on the 15th at 9 sharp', ROM, on({ monthDays: [15] }, '09:00', ROM)),
  e('museo: giro delle sale ogni ora dalle 9 alle 19', ROM, span('daily', { hours: 1 }, '09:00', '19:00', ROM)),

  // a parking operator
  e('pay machine cash pickup mon wed fri 0700', TOR, on(MWF, '07:00', TOR)),
  e(
    'snow clearing crew alert 4:30am daily from dec 1 until march 15',
    TOR,
    daily('04:30', TOR, { from: '2026-12-01', until: '2027-03-15' }),
  ),
  e('switch to holiday rates the evening before each stat holiday', TOR, no(HOLIDAYS)),
  e('lot occupancy report every weekday at 4', TOR, no(AMBIGUOUS_HOUR)),
  e('event parking: stadium lot opens 2 hrs before kickoff', TOR, no(RELATIVE)),
  e('estacionamiento: corte de caja diario 23:30 hora CDMX', BOG, daily('23:30', MEX)),
  e(
    'ANPR camera sync every 15 min 6am-midnight',
    TOR,
    either(
      plan(every('daily', { minutes: 15, window: ['06:00', '23:45'] }, TOR)),
      plan([every('daily', { minutes: 15, window: ['06:00', '23:45'] }, TOR), at('daily', '00:00', TOR)]),
    ),
  ),
  e(
    'parkeergarage: slagboom test elke eerste zaterdag van de maand om 6 uur',
    AMS,
    on({ nth: [1], weekday: 'sat' }, '06:00', AMS),
  ),
  e(
    'parking enforcement shift start 7a weekdays, 9a sat, none sun',
    TOR,
    plan([at('weekdays', '07:00', TOR), at(['sat'], '09:00', TOR)]),
  ),

  // elevator and HVAC maintenance
  e('lift inspection 2nd wednesday every month 09:00 GST', DXB, on({ nth: [2], weekday: 'wed' }, '09:00', DXB)),
  e(
    'HVAC filter change reminder quarterly on the 1st 8am',
    DXB,
    either(on({ monthDays: [1], months: QUARTER_STARTS }, '08:00', DXB), no('the months of the quarter are not said')),
  ),
  e('chiller plant startup 5:30am sun-thu', RUH, on(SUN_THU, '05:30', RUH)),
  e('AC maintenance kol yom sabt sa3a 9 sabahan', RUH, on(['sat'], '09:00', RUH)),
  e('fahs al-mis3ad kol shahr yom 10 al-sa3a 11 sabahan', RUH, on({ monthDays: [10] }, '11:00', RUH)),
  e('escalator lubrication every 45 days', LON, no(DAYS_STEP)),
  e(
    'cooling tower legionella sample 1st monday of jan, apr, jul, oct 10:00',
    LON,
    on({ nth: [1], weekday: 'mon', months: QUARTER_STARTS }, '10:00', LON),
  ),
  e('rooftop unit alarm digest 0600 + 1800 Gulf time', LON, daily(['06:00', '18:00'], DXB)),
  e(
    'HVAC: switch to heating mode reminder 1 oct 06:00, cooling mode 1 may 06:00',
    CHI,
    on({ monthDays: [1], months: [5, 10] }, '06:00', CHI),
  ),
  e('Aufzugwartung jeden zweiten Donnerstag im Monat um 8', BER, on({ nth: [2], weekday: 'thu' }, '08:00', BER)),
  e('klima bakımı her ayın 5i saat 09:30', IST, on({ monthDays: [5] }, '09:30', IST)),
  e(
    'BMS trend export every 5 min between 07:00 and 19:00 sun to thu',
    RUH,
    span(SUN_THU, { minutes: 5 }, '07:00', '19:00', RUH),
  ),
  e(
    'lift motor room temp check 9, 1, 5 daily',
    DXB,
    either(daily(['09:00', '13:00', '17:00'], DXB), no(AMBIGUOUS_HOUR)),
  ),
  e('air handler belt check every 500 running hours', DXB, no('running hours are not a calendar rule CRON can follow')),

  // solar and wind farms
  e('inverter log pull every 5 min from 6am to 7pm', PER, span('daily', { minutes: 5 }, '06:00', '19:00', PER)),
  e('panel wash crew first saturday monthly 6am AWST', PER, no(NTH_SHIFT)),
  e('vindmølle service check hver mandag kl 8', CPH, on(['mon'], '08:00', CPH)),
  e('blade inspection drone flights tue/thu 0600 & 1400', CHI, on(TT, ['06:00', '14:00'], CHI)),
  e('reset string inverters at sunrise', PER, no(SUNRISE)),
  e('monthly generation report on the last day 23:00 AWST', PER, on({ monthDays: ['last'] }, '23:00', PER)),
  e('tracker calibration 28th of each month at 7am Perth', SYD, on({ monthDays: [28] }, '07:00', PER)),
  e('bid submission to AEMO 11:45 every day, Adelaide time', PER, daily('11:45', ADL)),
  e('vindkraft: vibrationsrapport vardagar 06:30 och 18:30', STO, on('weekdays', ['06:30', '18:30'], STO)),
  e('solar farm: battery SoC report every 15 minutes, UTC+8', SGP, plan(every('daily', { minutes: 15 }, PER))),
  e(
    'wind farm: ice detection check every 3 hours nov-mar',
    OSL,
    plan(every({ months: [11, 12, 1, 2, 3] }, { hours: 3 }, OSL)),
  ),
  e(
    'pannelli solari: lavaggio il primo e il quindici di ogni mese alle 5:30',
    ROM,
    on({ monthDays: [1, 15] }, '05:30', ROM),
  ),
  e('transformer oil sample yearly on 10 june 08:00', JNB, on({ monthDays: [10], months: [6] }, '08:00', JNB)),

  // a satellite ground station (passes in UTC)
  e('antenna stow check 00:00 and 12:00 UTC daily', LYR, daily(['00:00', '12:00'], UTC)),
  e('TLE refresh every 6 h starting 00:00 UTC', LYR, plan(every('daily', { hours: 6 }, UTC))),
  e('pass over Svalbard tonight 21:47 UTC, one time', LYR, once('2026-11-23', '21:47', UTC)),
  e('alert before every ISS pass', LYR, no(PASSES)),
  e(
    'maintenance window first sunday of each month 02:00-04:00 UTC, notify at 01:45',
    LYR,
    on({ nth: [1], weekday: 'sun' }, '01:45', UTC),
  ),
  e('Longyearbyen site: generator test every wednesday 10:00 local', UTC, on(['wed'], '10:00', LYR)),
  e('schedule the uplink at 14:32:30 UTC', LYR, no(SECONDS)),
  e('downlink every 10 min 0000-0600z', UTC, span('daily', { minutes: 10 }, '00:00', '06:00', UTC)),
  e('telemetry dump every 90 min', UTC, either(plan(every('daily', { minutes: 90 }, UTC)), no(PASSES))),
  e('ground station: clock sync check hourly at 30 past, Zulu', UTC, plan(every('daily', { hours: 1, at: 30 }, UTC))),
  e('LEOP support: 2026-12-02 at 06:10Z and 07:45Z', UTC, once('2026-12-02', ['06:10', '07:45'], UTC)),
  e('orbit determination run at 0000Z, 0800Z and 1600Z', TYO, daily(['00:00', '08:00', '16:00'], UTC)),

  // a telecom NOC
  e('core router config backup every 20 min NPT', KTM, plan(every('daily', { minutes: 20 }, KTM))),
  e('NOC shift handover 0600 1400 2200 NPT', KTM, daily(['06:00', '14:00', '22:00'], KTM)),
  e('MW link health check hourly at :15 Yangon time', SGP, plan(every('daily', { hours: 1, at: 15 }, RGN))),
  e('BTS alarm digest 8:00 & 20:00 Kabul', KBL, daily(['08:00', '20:00'], KBL)),
  e(
    'change freeze reminder every friday 17:00 starting 4 dec until 8 jan',
    NBO,
    on(['fri'], '17:00', NBO, { from: '2026-12-04', until: '2027-01-08' }),
  ),
  e('patch window 2nd saturday 01:00 NPT', KTM, no(NTH_SHIFT)),
  e('SLA report 1st of month 09:00 +0545', KTM, on({ monthDays: [1] }, '09:00', KTM)),
  e('fiber cut drill every 3rd wednesday at 10am EAT', NBO, on({ nth: [3], weekday: 'wed' }, '10:00', NBO)),
  e('syslog rotation every 7 minutes', NBO, no(STEP_MINUTES)),
  e('NOC standup 9:30 IST, remind 10 min before, weekdays', KTM, on('weekdays', '09:20', KOL)),
  e('kiểm tra trạm BTS mỗi 4 tiếng', SGN, plan(every('daily', { hours: 4 }, SGN))),
  e('NOC: backbone capacity report every monday 7:00 Yangon and 9:30 Tokyo', SGP, on(['mon'], '07:00', RGN)),
  e('laporan gangguan jaringan tiap hari jam 06.00 dan 18.00 WIB', JKT, daily(['06:00', '18:00'], JKT)),
  e('DNS cache flush 03:33 every night, +0430', KBL, daily('03:33', KBL)),
  e('peering review every other thursday 14:00', KTM, no(WEEKS)),
  e('NOC: on-call rota swap sundays 20:00 Nairobi / 17:00 UTC', NBO, on(['sun'], '20:00', NBO)),

  // a port's container terminal
  e('vessel berthing plan published 06:00 and 18:00 SGT', SGP, daily(['06:00', '18:00'], SGP)),
  e('crane maintenance window every tuesday 0200-0600, notify at 0130', SGP, on(['tue'], '01:30', SGP)),
  e('gate cut-off reminder for MSC Alina, thursday 3 dec 1600', AMS, once('2026-12-03', '16:00', AMS)),
  e('truck appointment slots release 5am GMT daily', 'Africa/Accra', daily('05:00', 'Africa/Accra')),
  e('customs manifest export weekdays 7:30 and 15:30 WAT', LOS, on('weekdays', ['07:30', '15:30'], LOS)),
  e(
    'terminal KPI call every monday 8 rotterdam time = 3pm singapore',
    SGP,
    either(on(['mon'], '08:00', AMS), on(['mon'], '15:00', SGP), no('the two times agree only in winter')),
  ),
  e('elke maandag om 06:00 de scheepvaartplanning mailen', AMS, on(['mon'], '06:00', AMS)),
  e('berth window for the weekly Maersk call: every wed 04:00, alert 2h before', SGP, on(['wed'], '02:00', SGP)),
  e(
    'quay crane tally every 30 minutes during night shift 19:00-07:00',
    SGP,
    either(
      plan([
        every('daily', { minutes: 30, window: ['19:00', '23:30'] }, SGP),
        every('daily', { minutes: 30, window: ['00:00', '07:00'] }, SGP),
      ]),
      plan([
        every('daily', { minutes: 30, window: ['19:00', '23:30'] }, SGP),
        every('daily', { minutes: 30, window: ['00:00', '06:30'] }, SGP),
      ]),
    ),
  ),
  e('liman: vardiya değişimi 07:00, 15:00, 23:00', IST, daily(['07:00', '15:00', '23:00'], IST)),
  e(
    'port community system sync every hour on the hour except 02:00-04:00',
    SGP,
    either(
      daily(
        [
          '00:00',
          '01:00',
          '05:00',
          '06:00',
          '07:00',
          '08:00',
          '09:00',
          '10:00',
          '11:00',
          '12:00',
          '13:00',
          '14:00',
          '15:00',
          '16:00',
          '17:00',
          '18:00',
          '19:00',
          '20:00',
          '21:00',
          '22:00',
          '23:00',
        ],
        SGP,
      ),
      daily(
        [
          '00:00',
          '01:00',
          '04:00',
          '05:00',
          '06:00',
          '07:00',
          '08:00',
          '09:00',
          '10:00',
          '11:00',
          '12:00',
          '13:00',
          '14:00',
          '15:00',
          '16:00',
          '17:00',
          '18:00',
          '19:00',
          '20:00',
          '21:00',
          '22:00',
          '23:00',
        ],
        SGP,
      ),
    ),
  ),
  e(
    'container terminal: remind planners when high tide',
    SGP,
    no('high tide moves every day, which CRON cannot follow'),
  ),

  // a bakery and food trucks
  e('levain: rafraîchi à 5h et 17h tous les jours', PAR, daily(['05:00', '17:00'], PAR)),
  e(
    'fournée du dimanche 6h30, sauf en août',
    PAR,
    on({ weekdays: ['sun'], months: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12] }, '06:30', PAR),
  ),
  e('pastel de nata: fornada às 7:00 e 11:00 todos os dias menos domingo', LIS, on(MON_SAT, ['07:00', '11:00'], LIS)),
  e('food truck: post location on insta 10:30a tue-sat', CHI, on(['tue', 'wed', 'thu', 'fri', 'sat'], '10:30', CHI)),
  e(
    'taco truck prep reminder mon-fri 5:30am, sat 7am',
    MEX,
    plan([at('weekdays', '05:30', MEX), at(['sat'], '07:00', MEX)]),
  ),
  e('health permit renewal every year on june 1 9am', CHI, on({ monthDays: [1], months: [6] }, '09:00', CHI)),
  e(
    'farmers market saturdays 6:15 am, only until end of october',
    CHI,
    on(['sat'], '06:15', CHI, { until: '2027-10-31' }),
  ),
  e('propane tank check every morning', CHI, no(NO_TIME)),
  e('Stollen-Vorbestellung startet am 1. November um 8 Uhr', BER, once('2027-11-01', '08:00', BER)),
  e('dough proofing alert every 40 minutes', LIS, no(STEP_MINUTES)),
  e(
    'bakkerij: deeg klaarzetten elke avond om 21:30 behalve zaterdag',
    AMS,
    on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '21:30', AMS),
  ),
  e('panetteria: ordine lievito ogni martedì alle 11', ROM, on(['tue'], '11:00', ROM)),
  e(
    'festival food truck 12–14 march 2027, setup reminder 6am each day',
    CHI,
    daily('06:00', CHI, { from: '2027-03-12', until: '2027-03-14' }),
  ),
  e('croissant lamination timers 3am, 3:45am, 4:30am', PAR, daily(['03:00', '03:45', '04:30'], PAR)),
  e('ekmek fırını: hamur 04:00, satış 06:30, her gün', IST, daily(['04:00', '06:30'], IST)),
  e(
    'food truck rally first friday of every month 5pm, remind at 3',
    CHI,
    on({ nth: [1], weekday: 'fri' }, '15:00', CHI),
  ),
  e('sourdough class sat 9:00 for the next 3 weeks', LON, on(['sat'], '09:00', LON, { count: 3 })),

  // hotel housekeeping
  e('room turnover report 11:00 and 15:00 daily', 'Asia/Bangkok', daily(['11:00', '15:00'], 'Asia/Bangkok')),
  e('minibar restock 10am daily except sundays', HNL, on(MON_SAT, '10:00', HNL)),
  e(
    'housekeeping briefing 0730 every day, + 1330 on weekends',
    DXB,
    plan([at('daily', '07:30', DXB), at('weekends', '13:30', DXB)]),
  ),
  e('pool towel check every 30 min 8am-6pm', HNL, span('daily', { minutes: 30 }, '08:00', '18:00', HNL)),
  e('turndown service starts 7pm, remind supervisors 15 min earlier', 'Asia/Bangkok', daily('18:45', 'Asia/Bangkok')),
  e(
    'quarterly mattress flip: first monday of jan, apr, jul, oct at 9am',
    'Asia/Bangkok',
    on({ nth: [1], weekday: 'mon', months: QUARTER_STARTS }, '09:00', 'Asia/Bangkok'),
  ),
  e('deep clean room block A every 3 weeks', HNL, no(WEEKS)),
  e('lost & found purge last day of month 16:00', 'Asia/Bangkok', on({ monthDays: ['last'] }, '16:00', 'Asia/Bangkok')),
  e('cek kebersihan kamar jam 10 pagi dan jam 2 siang setiap hari', JKT, daily(['10:00', '14:00'], JKT)),
  e('dọn phòng: họp giao ca lúc 7 giờ và 15 giờ hằng ngày', SGN, daily(['07:00', '15:00'], SGN)),
  e('checkout rush reminder 11:30 fri sat sun', HNL, on(['fri', 'sat', 'sun'], '11:30', HNL)),
  e(
    'housekeeping: ping floor 12 every hour 9 to 5 weekdays',
    LON,
    span('weekdays', { hours: 1 }, '09:00', '17:00', LON),
  ),
  e('new year’s eve: extra turndown team 31 dec 20:00', DXB, once('2026-12-31', '20:00', DXB)),

  // a marathon training group
  e(
    'long run sunday 6am, tempo tuesday 5:30am, intervals thursday 5:30am',
    NBO,
    plan([at(['sun'], '06:00', NBO), at(TT, '05:30', NBO)]),
  ),
  e(
    'hydration reminder every 20 min during the long run sun 6:00-9:00',
    NBO,
    span(['sun'], { minutes: 20 }, '06:00', '09:00', NBO),
  ),
  e('race day: tokyo marathon mar 7 2027, alarm at 4:30', TYO, once('2027-03-07', '04:30', TYO)),
  e('marason renshū maiasa 5ji han', TYO, daily('05:30', TYO)),
  e('shūmatsu no long run wa doyōbi gozen 6ji', TYO, on(['sat'], '06:00', TYO)),
  e('taper starts 3 weeks before race day', TYO, no(RELATIVE)),
  e('coach check-in every monday 7pm for 16 weeks', JNB, on(['mon'], '19:00', JNB, { count: 16 })),
  e('parkrun sat 8 am until end of feb', MEL, on(['sat'], '08:00', MEL, { until: '2027-02-28' })),
  e('mazoezi ya kukimbia kila Jumanne na Alhamisi saa 12 asubuhi', NBO, on(TT, '06:00', NBO)),
  e(
    'track session wed 18:30 from jan 6 to apr 28',
    BER,
    on(['wed'], '18:30', BER, { from: '2027-01-06', until: '2027-04-28' }),
  ),
  e(
    'corrida: treino longo aos domingos 5h30, lembrar no sábado 21h',
    SAO,
    either(on(['sat'], '21:00', SAO), plan([at(['sun'], '05:30', SAO), at(['sat'], '21:00', SAO)])),
  ),
  e('recovery run every other day 6am', JNB, no(DAYS_STEP)),
  e('group run at sunrise', NBO, no(SUNRISE)),
  e(
    'yoga for runners thursdays 7:15pm, starting once the clocks go forward in march',
    LON,
    on(['thu'], '19:15', LON, { from: '2027-03-28' }),
  ),

  // a chess club and a choir
  e('blitz night every thursday 19:30 Tehran time', BUD, on(['thu'], '19:30', THR)),
  e(
    'online arena 20:00 UTC daily, 21:00 on sundays',
    BUD,
    plan([at(MON_SAT, '20:00', UTC), at(['sun'], '21:00', UTC)]),
  ),
  e('rating list update 1st of every month 00:05', BUD, on({ monthDays: [1] }, '00:05', BUD)),
  e(
    'club championship rounds wed 7pm, starting jan 13, 9 rounds',
    BUD,
    on(['wed'], '19:00', BUD, { from: '2027-01-13', count: 9 }),
  ),
  e('satranç kulübü her perşembe 19:30', IST, on(['thu'], '19:30', IST)),
  e('simul exhibition 5 dec 15:00, one time', BUD, once('2026-12-05', '15:00', BUD)),
  e('correspondence games: move reminder every 36 hours', TOR, no(STEP_HOURS)),
  e('lichess team battle every 2nd sunday of the month 18:00 CET', PAR, on({ nth: [2], weekday: 'sun' }, '18:00', PAR)),
  e('choir rehearsal wednesdays 7:30pm, reminder 2 hrs before', LON, on(['wed'], '17:30', LON)),
  e(
    'sectionals tue 6:45, full choir thu 7:15',
    LON,
    either(plan([at(['tue'], '18:45', LON), at(['thu'], '19:15', LON)]), no(AMBIGUOUS_HOUR)),
  ),
  e('choir practice mondays 7pm Chatham time', AKL, on(['mon'], '19:00', CHT)),
  e('Christmas concert 12 dec: warm-up call 17:00', LON, once('2026-12-12', '17:00', LON)),
  e('Chorprobe jeden Dienstag 19:30 außer in den Schulferien', BER, no(HOLIDAYS)),
  e(
    'koorrepetitie elke donderdag 20:00, niet in juli en augustus',
    AMS,
    on({ weekdays: ['thu'], months: [1, 2, 3, 4, 5, 6, 9, 10, 11, 12] }, '20:00', AMS),
  ),
  e('coro: prove il martedì e il venerdì alle 21', ROM, on(['tue', 'fri'], '21:00', ROM)),
  e(
    'choir tour call time 7am on 3, 4 and 5 june',
    LON,
    daily('07:00', LON, { from: '2027-06-03', until: '2027-06-05' }),
  ),
  e('choir: Easter rehearsals the week before Easter', LON, no(MOVABLE)),

  // a university lab booking instruments, a student society
  e('NMR booking opens every friday 12:00 for next week', OSL, on(['fri'], '12:00', OSL)),
  e('lab meeting thursdays 3:30 NL time', STJ, either(on(['thu'], '15:30', STJ), on(['thu'], '15:30', AMS))),
  e('cryostat helium level check every 12 hours', STJ, plan(every('daily', { hours: 12 }, STJ))),
  e('confocal slot tue 14:00, remind me 30 min before', OSL, on(['tue'], '13:30', OSL)),
  e('sample freezer alarm test 1st wednesday monthly 10:00 NST', STJ, on({ nth: [1], weekday: 'wed' }, '10:00', STJ)),
  e('FACS sorter 7-9am slot every weekday, ping me at 6:50', OSL, on('weekdays', '06:50', OSL)),
  e(
    'electron microscope service every 2nd and 4th friday 8:00',
    OSL,
    on({ nth: [2, 4], weekday: 'fri' }, '08:00', OSL),
  ),
  e('glovebox regeneration every 10 days', OSL, no(DAYS_STEP)),
  e('lab safety walk 1st business day of month 9am', OSL, on({ firstBusinessDay: true }, '09:00', OSL)),
  e(
    'PCR machine: start 22:00 tue and thu, stop 06:00 next day',
    OSL,
    either(plan([at(TT, '22:00', OSL), at(['wed', 'fri'], '06:00', OSL)]), no(TWO_TASKS)),
  ),
  e('committee meeting every 2nd monday 7pm', DUB, either(on({ nth: [2], weekday: 'mon' }, '19:00', DUB), no(WEEKS))),
  e(
    'pub quiz tuesdays 8pm from jan 19 to apr 27',
    DUB,
    on(['tue'], '20:00', DUB, { from: '2027-01-19', until: '2027-04-27' }),
  ),
  e(
    'society newsletter goes out the first monday of term',
    DUB,
    no('term dates are not a calendar rule CRON can follow'),
  ),
  e('AGM reminder march 3rd 6pm', DUB, once('2027-03-03', '18:00', DUB)),
  e(
    'studentföreningen: pubkväll varje fredag kl 18, inte juni–augusti',
    STO,
    on({ weekdays: ['fri'], months: [1, 2, 3, 4, 5, 9, 10, 11, 12] }, '18:00', STO),
  ),
  e('ball ticket sales open 10am 9 dec, one-off', DUB, once('2026-12-09', '10:00', DUB)),
  e('koło naukowe: spotkanie w każdą środę o 19:00', WAW, on(['wed'], '19:00', WAW)),
  e('debate society: motion release 48h before each debate', DUB, no(RELATIVE)),
  e(
    'lab group: journal club fridays at 12.30 till the end of semester (june 11)',
    OSL,
    on(['fri'], '12:30', OSL, { until: '2027-06-11' }),
  ),

  // freelancers across zones
  e('invoice reminder on the 1st and 16th 10am my time', MNL, on({ monthDays: [1, 16] }, '10:00', MNL)),
  e('client call mondays 9am their time (NY)', BUE, on(['mon'], '09:00', NY)),
  e('timesheet due fridays 5pm AEST', MNL, either(on(['fri'], '17:00', SYD), on(['fri'], '17:00', BNE))),
  e("stand-up 8:45 weekdays, I'm on Eucla time (+8:45)", EUC, on('weekdays', '08:45', EUC)),
  e('weekly sync thu 14:00 Kabul = 13:30 my time', THR, no('the two times given do not agree')),
  e('pay day reminders: 15th and last day of month 9am', BUE, on({ monthDays: [15, 'last'] }, '09:00', BUE)),
  e('call w/ Lagos client every wed 10am WAT (6am for me)', BUE, on(['wed'], '10:00', LOS)),
  e('clase de inglés martes y jueves 19 hs', BUE, on(TT, '19:00', BUE)),
  e(
    'quarterly tax estimate reminder: 15 apr, 15 jun, 15 sep, 15 jan at 9am',
    NY,
    on({ monthDays: [15], months: [1, 4, 6, 9] }, '09:00', NY),
  ),
  e('remind me to stop working at 18:30 every weekday, +0530', KOL, on('weekdays', '18:30', KOL)),
  e('office hours 2–4 pm UTC-3 mondays, ping at start', LON, on(['mon'], '14:00', 'Etc/GMT+3')),
  e('kirim invoice tiap tanggal 25 jam 10 pagi', JKT, on({ monthDays: [25] }, '10:00', JKT)),
  e("fatura hatırlatması her ayın 1'i saat 10", IST, on({ monthDays: [1] }, '10:00', IST)),
  e('client in the Marquesas wants a status note 9am their time daily', LA, daily('09:00', MRQ)),
  e('weekly check-in with my Tehran client saturdays 10:00 their time', LON, on(['sat'], '10:00', THR)),
  e('retainer renewal reminder every 6 months on the 1st', LON, no(NO_TIME)),
  e(
    'focus block reminder 9:00 my time, and 17:00 Sydney time for my Sydney client',
    LON,
    either(plan([at('daily', '09:00', LON), at('daily', '17:00', SYD)]), no(TWO_TASKS)),
  ),
  e('hóa đơn khách hàng: nhắc vào ngày 28 hàng tháng lúc 9 giờ sáng', SGN, on({ monthDays: [28] }, '09:00', SGN)),
  e('sprint demo for the Bogotá client every friday 11am Colombia time', MAD, on(['fri'], '11:00', BOG)),
  e('weekly timesheet fri 4pm — wait, I meant 5pm', MNL, on(['fri'], '17:00', MNL)),
  e('copywriting retainer: deliverables due tuesdays 10:00 Asunción', BUE, on(['tue'], '10:00', ASU)),
  e('call with Santiago every thursday 9am their time', LON, on(['thu'], '09:00', SCL)),
  e('freelance: backup my laptop every sunday 20:00 Yangon time', RGN, on(['sun'], '20:00', RGN)),

  // payroll and accounting at month and quarter ends
  e('payroll run last business day of the month 2pm ET', NY, on({ lastBusinessDay: true }, '14:00', NY)),
  e('month-end close reminder 3 business days before month end', NY, no(BUSINESS_NTH)),
  e(
    'quarter end: accruals review last day of mar/jun/sep/dec 16:00',
    JNB,
    on({ monthDays: ['last'], months: QUARTER_ENDS }, '16:00', JNB),
  ),
  e(
    'VAT return reminder on the 7th of the month after each quarter end, 9am',
    LON,
    on({ monthDays: [7], months: QUARTER_STARTS }, '09:00', LON),
  ),
  e('PAYE due on the 22nd — remind on the 17th at 10:00', LON, on({ monthDays: [17] }, '10:00', LON)),
  e(
    'timesheets lock friday 6pm, payroll export monday 7am',
    NY,
    either(plan([at(['fri'], '18:00', NY), at(['mon'], '07:00', NY)]), no(TWO_TASKS)),
  ),
  e(
    'audit prep 1st business day of each quarter 9:00 SGT',
    SGP,
    on({ firstBusinessDay: true, months: QUARTER_STARTS }, '09:00', SGP),
  ),
  e('year-end close dec 31 23:00', NY, on({ monthDays: [31], months: [12] }, '23:00', NY)),
  e(
    'payroll on the 25th, or the friday before when the 25th is a weekend, 10am',
    LON,
    no('the business day on or before the 25th is not the nearest weekday, which CRON cannot name'),
  ),
  e('salário: lembrete no 5º dia útil às 9h', SAO, no(BUSINESS_NTH)),
  e('closing checklist every last friday 15:00 SAST', JNB, on({ nth: ['last'], weekday: 'fri' }, '15:00', JNB)),
  e('maaş hesaplama her ayın son iş günü saat 11:00', IST, on({ lastBusinessDay: true }, '11:00', IST)),
  e('Lohnabrechnung am vorletzten Werktag', BER, no(BUSINESS_NTH)),
  e(
    'month end: 3pm on the 30th (28th in Feb)',
    LON,
    plan([at({ monthDays: [30] }, '15:00', LON), at({ monthDays: [28], months: [2] }, '15:00', LON)]),
  ),
  e(
    'cierre trimestral: último día hábil de marzo, junio, septiembre y diciembre a las 18:00',
    MAD,
    on({ lastBusinessDay: true, months: QUARTER_ENDS }, '18:00', MAD),
  ),
  e(
    'tax season standup 8:15 weekdays from feb 1 to apr 15',
    NY,
    on('weekdays', '08:15', NY, { from: '2027-02-01', until: '2027-04-15' }),
  ),
  e(
    'BAS lodgement reminder 28th of jan, apr, jul, oct 9am',
    SYD,
    on({ monthDays: [28], months: [1, 4, 7, 10] }, '09:00', SYD),
  ),
  e('EOFY: final payroll check 30 june 17:00', SYD, on({ monthDays: [30], months: [6] }, '17:00', SYD)),
  e('księgowość: przypomnienie o JPK 20. dnia miesiąca o 10:00', WAW, on({ monthDays: [20] }, '10:00', WAW)),
  e('bokslut: påminnelse sista vardagen i varje månad kl 15', STO, on({ lastBusinessDay: true }, '15:00', STO)),
  e('payroll approvals 1st business day 7am AEDT', SYD, no(BUSINESS_SHIFT)),
  e('expense claims cut-off 12 noon on the 20th', JNB, on({ monthDays: [20] }, '12:00', JNB)),
  e(
    'accounts payable run tue and thu 14:00, except the last week of the month',
    LON,
    no('the last week of a month is not a calendar rule CRON can follow'),
  ),
  e('1099 prep reminder jan 10 9am', CHI, once('2027-01-10', '09:00', CHI)),
  e('salary slips email 26th at 6pm IST', KOL, on({ monthDays: [26] }, '18:00', KOL)),
  e('contabilidade: fechamento todo dia 3 às 8h', SAO, on({ monthDays: [3] }, '08:00', SAO)),
  e(
    'quarter close war room: daily 8:00 during the last 5 days of each quarter',
    NY,
    plan([
      at({ monthDays: [27, 28, 29, 30, 31], months: [3, 12] }, '08:00', NY),
      at({ monthDays: [26, 27, 28, 29, 30], months: [6, 9] }, '08:00', NY),
    ]),
  ),

  // a charity's volunteer rota, a landlord
  e('food bank rota reminder every thursday 6pm for the saturday shifts', LON, on(['thu'], '18:00', LON)),
  e('volunteer drivers: 1st and 3rd sundays, reminder 8:30', LON, on({ nth: [1, 3], weekday: 'sun' }, '08:30', LON)),
  e('soup run tues & fri 7pm until 31 March', LON, on(['tue', 'fri'], '19:00', LON, { until: '2027-03-31' })),
  e(
    'gift aid claim reminder last working day of each quarter 11am',
    LON,
    on({ lastBusinessDay: true, months: QUARTER_ENDS }, '11:00', LON),
  ),
  e('Christmas appeal email dec 1 at 10', LON, once('2026-12-01', '10:00', LON)),
  e('vrijwilligersrooster: elke zaterdag om 9:00 herinneren', AMS, on(['sat'], '09:00', AMS)),
  e('jitolee: kumbusha kila Jumamosi saa 3 asubuhi', NBO, on(['sat'], '09:00', NBO)),
  e(
    'winter shelter night rota every night 21:00 from 1 dec to 28 feb',
    LON,
    daily('21:00', LON, { from: '2026-12-01', until: '2027-02-28' }),
  ),
  e(
    'trustees meeting 2nd wednesday of jan, apr, jul, oct 6:30pm',
    LON,
    on({ nth: [2], weekday: 'wed', months: QUARTER_STARTS }, '18:30', LON),
  ),
  e('volontariato: turni mensa ogni lunedì e giovedì alle 11:30', ROM, on(['mon', 'thu'], '11:30', ROM)),
  e('fundraising run: volunteer briefing 7am on 18 april 2027', LON, once('2027-04-18', '07:00', LON)),
  e('recordatorio del alquiler el día 1 de cada mes a las 9:00', MAD, on({ monthDays: [1] }, '09:00', MAD)),
  e('boiler service every year 15 october 10:00', MAD, on({ monthDays: [15], months: [10] }, '10:00', MAD)),
  e('bins out tuesday 8pm, recycling every other week', LON, no(WEEKS)),
  e('smoke alarm test first sunday monthly 11:00', MAD, on({ nth: [1], weekday: 'sun' }, '11:00', MAD)),
  e(
    'aviso a inquilinos: lectura de contadores el último día de cada mes a las 20h',
    MAD,
    on({ monthDays: ['last'] }, '20:00', MAD),
  ),
  e('gas safety certificate renewal 3 weeks before it expires', LON, no(RELATIVE)),
  e('kira hatırlatması her ayın 5inde 12:00', IST, on({ monthDays: [5] }, '12:00', IST)),
  e(
    'landlord: chase late rent on the 3rd at 10, 5th at 10 and 10th at 10',
    MAD,
    on({ monthDays: [3, 5, 10] }, '10:00', MAD),
  ),
  e('gutter cleaning reminder every spring and autumn', LON, no(NO_TIME)),

  // parents splitting school runs
  e('school run: me mon/wed/fri 8:10, Dan tue/thu 8:10 — remind whoever at 7:50', BNE, on('weekdays', '07:50', BNE)),
  e('pickup 3:15 weekdays, remind 2:55', BNE, on('weekdays', '14:55', BNE)),
  e(
    'swimming lessons saturday 9 from jan 30 for 10 weeks',
    BNE,
    on(['sat'], '09:00', BNE, { from: '2027-01-30', count: 10 }),
  ),
  e('llevar a los niños a la escuela de lunes a viernes 7:15', MEX, on('weekdays', '07:15', MEX)),
  e('school run rota for term 1 only', BNE, no('term dates are not a calendar rule CRON can follow')),
  e("kids' dentist 14 dec 4pm, remind me the day before at 7pm", BNE, once('2026-12-13', '19:00', BNE)),
  e('basketball practice tue thu 5.30pm, my weeks are the odd weeks', BNE, no(WEEKS)),
  e('antar anak sekolah jam 6.30 senin sampai jumat', JKT, on('weekdays', '06:30', JKT)),
  e('okul servisi hatırlatma hafta içi 07:20', IST, on('weekdays', '07:20', IST)),
  e('Schulweg: Mo/Mi Papa, Di/Do/Fr Mama, Erinnerung jeweils 7:30', BER, on('weekdays', '07:30', BER)),
  e('lunchbox reminder every school night 8pm (sun-thu)', BNE, on(SUN_THU, '20:00', BNE)),
  e('after-school club pickup wed 4:45', BNE, on(['wed'], '16:45', BNE)),
  e('school bus leaves 7:05, remind the kids 10 min before, mon–fri', TOR, on('weekdays', '06:55', TOR)),
  e(
    'football training pickup tue 5 and sat 11',
    LON,
    either(plan([at(['tue'], '17:00', LON), at(['sat'], '11:00', LON)]), no(AMBIGUOUS_HOUR)),
  ),
  e('ex and I alternate weekends, remind me fri 5pm on mine', LON, no(WEEKS)),
  e(
    'school run carpool: 8am, except wednesdays 9am (late start)',
    VAN,
    plan([at(['mon', 'tue', 'thu', 'fri'], '08:00', VAN), at(['wed'], '09:00', VAN)]),
  ),

  // platform and data engineers pasting scheduler configs
  e('schedule: "0 3 * * *"\ntimeZone: Europe/Berlin', LON, daily('03:00', BER)),
  e('cronjob spec: schedule: "30 2 * * 1-5" (no timeZone, cluster is UTC)', SEL, on('weekdays', '02:30', UTC)),
  e('spec:\n  schedule: "0 */6 * * *"\n  timeZone: "America/Sao_Paulo"', LON, plan(every('daily', { hours: 6 }, SAO))),
  e('schedule: "@daily"  timeZone: Asia/Tokyo', SGP, daily('00:00', TYO)),
  e('k8s: schedule: "0 9 * * MON" timeZone: Australia/Sydney', SYD, on(['mon'], '09:00', SYD)),
  e('schedule: "CRON_TZ=Asia/Kolkata 15 4 * * *"', LON, daily('04:15', KOL)),
  e('schedule: "45 23 * * 0"\ntimeZone: Pacific/Auckland', AKL, on(['sun'], '23:45', AKL)),
  e('cronjob for the report: schedule: "5 4 * * *"', HKG, either(daily('04:05', UTC), daily('04:05', HKG))),
  e('cron(0 18 ? * MON-FRI *)', LON, on('weekdays', '18:00', UTC)),
  e('eventbridge rule cron(15 10 ? * 6L *)', LON, on({ nth: ['last'], weekday: 'fri' }, '10:15', UTC)),
  e('rate(5 minutes)', NY, plan(every('daily', { minutes: 5 }, UTC))),
  e('EventBridge Scheduler: cron(30 7 ? * MON-FRI *), timezone Europe/Dublin', DUB, on('weekdays', '07:30', DUB)),
  e('cron(0/30 9-17 ? * MON-FRI *)', LON, plan(every('weekdays', { minutes: 30, window: ['09:00', '17:30'] }, UTC))),
  e('cron(0 10 ? * 2#1 *)', LON, on({ nth: [1], weekday: 'mon' }, '10:00', UTC)),
  e('rate(7 minutes)', LON, no(STEP_MINUTES)),
  e('cron(0 9 ? * MON-FRI *) — but it is meant to be 9am Denver time', DEN, on('weekdays', '09:00', DEN)),
  e('one-time schedule at(2026-12-15T09:00:00), timezone Asia/Singapore', SGP, once('2026-12-15', '09:00', SGP)),
  e(
    'gcloud scheduler jobs create http nightly --schedule="0 1 * * *" --time-zone="America/Bogota"',
    BOG,
    daily('01:00', BOG),
  ),
  e(
    '--schedule="*/15 8-18 * * 1-5" --time-zone="Asia/Jakarta"',
    JKT,
    plan(every('weekdays', { minutes: 15, window: ['08:00', '18:45'] }, JKT)),
  ),
  e('cron.yaml: schedule: every monday 09:00, timezone: Europe/Lisbon', LIS, on(['mon'], '09:00', LIS)),
  e('cloud scheduler "0 9 1-7 * 1" Europe/Warsaw (first monday)', WAW, on({ nth: [1], weekday: 'mon' }, '09:00', WAW)),
  e('"schedule": "0 30 9 * * 1-5", WEBSITE_TIME_ZONE = W. Europe Standard Time', AMS, on('weekdays', '09:30', BER)),
  e('[TimerTrigger("0 */5 * * * *")]', LON, plan(every('daily', { minutes: 5 }, UTC))),
  e('TimerTrigger("*/30 * * * * *")', LON, no(SECONDS)),
  e('NCRONTAB 0 0 0 1 * * with WEBSITE_TIME_ZONE=India Standard Time', KOL, on({ monthDays: [1] }, '00:00', KOL)),
  e('0 15 14 * * 6, Arabian Standard Time', DXB, on(['sat'], '14:15', DXB)),
  e('"0 0 */2 * * *" WEBSITE_TIME_ZONE=Egypt Standard Time', CAI, plan(every('daily', { hours: 2 }, CAI))),
  e('0 45 6 * * 1-5 — Cen. Australia Standard Time', ADL, on('weekdays', '06:45', ADL)),
  e('OnCalendar=Mon..Fri 09:00', WAW, on('weekdays', '09:00', WAW)),
  e('OnCalendar=*-*-01 02:00:00 (server on UTC)', BER, on({ monthDays: [1] }, '02:00', UTC)),
  e('OnCalendar=Sat *-*-1..7 18:00:00', CPH, on({ nth: [1], weekday: 'sat' }, '18:00', CPH)),
  e('OnCalendar=*:0/15', OSL, plan(every('daily', { minutes: 15 }, OSL))),
  e('OnCalendar=*-*-* 04:00:00 UTC', SYD, daily('04:00', UTC)),
  e('OnCalendar=weekly', STO, on(['mon'], '00:00', STO)),
  e('OnCalendar=*-*~01 03:00', LON, on({ monthDays: ['last'] }, '03:00', LON)),
  e('OnCalendar=*-*-* 00/8:00:00', ATH, daily(['00:00', '08:00', '16:00'], ATH)),
  e('OnCalendar=Tue,Thu *-*-* 21:30 Asia/Kathmandu', KTM, on(TT, '21:30', KTM)),
  e('H 2 * * *', LON, no(HASHED)),
  e('triggers { cron("H/15 * * * *") }', LON, either(plan(every('daily', { minutes: 15 }, LON)), no(HASHED))),
  e('TZ=Europe/Rome\n0 7 * * 1-5', ROM, on('weekdays', '07:00', ROM)),
  e('jenkins: 30 22 * * 1-5 (controller is on America/Chicago)', NY, on('weekdays', '22:30', CHI)),
  e(
    "crontab(hour=7, minute=30, day_of_week='mon-fri') with timezone = 'Asia/Jakarta'",
    JKT,
    on('weekdays', '07:30', JKT),
  ),
  e("crontab(minute=0, hour='*/3')  # celery on UTC", LON, plan(every('daily', { hours: 3 }, UTC))),
  e("crontab(0, 0, day_of_month='2')  # CELERY_TIMEZONE = 'Europe/Athens'", ATH, on({ monthDays: [2] }, '00:00', ATH)),
  e(
    "crontab(minute='*/15', hour='9-17', day_of_week='1-5'), timezone America/New_York",
    NY,
    plan(every('weekdays', { minutes: 15, window: ['09:00', '17:45'] }, NY)),
  ),
  e("beat_schedule = {'ping': {'schedule': 30.0}}", LON, no(SECONDS)),
  e('sidekiq-cron: cron: "0 5 * * * America/Chicago"', DEN, daily('05:00', CHI)),
  e("cron.schedule('0 0 * * *', job, { timezone: 'Asia/Ho_Chi_Minh' })", SGN, daily('00:00', SGN)),
  e("cron.schedule('0 30 8 * * 1-5', fn, { timezone: 'Europe/Athens' })", ATH, on('weekdays', '08:30', ATH)),
  e("node-cron '0 */4 * * *' with timezone: 'America/Asuncion'", ASU, plan(every('daily', { hours: 4 }, ASU))),
  e("$schedule->command('report:send')->dailyAt('13:00')->timezone('America/New_York');", LON, daily('13:00', NY)),
  e("->weeklyOn(1, '8:00') (app timezone Europe/Istanbul)", IST, on(['mon'], '08:00', IST)),
  e("->monthlyOn(4, '15:00')", ROM, on({ monthDays: [4] }, '15:00', ROM)),
  e('->twiceDaily(1, 13)', MAD, daily(['01:00', '13:00'], MAD)),
  e("->lastDayOfMonth('15:00')", JNB, on({ monthDays: ['last'] }, '15:00', JNB)),
  e('->quarterly()', LON, on({ monthDays: [1], months: QUARTER_STARTS }, '00:00', LON)),
  e("->everyThirtyMinutes()->between('8:00', '17:00')", BER, span('daily', { minutes: 30 }, '08:00', '17:00', BER)),
  e("->weekdays()->at('07:15')->timezone('Asia/Manila')", MNL, on('weekdays', '07:15', MNL)),
  e("->cron('0 9 * * 1')->timezone('Pacific/Chatham')", AKL, on(['mon'], '09:00', CHT)),
  e("every 1.day, at: '4:30 am'", CHI, daily('04:30', CHI)),
  e('every 3.hours do runner "Feed.refresh" end', CHI, plan(every('daily', { hours: 3 }, CHI))),
  e("every :weekday, at: ['8:00 am', '5:30 pm']", TOR, on('weekdays', ['08:00', '17:30'], TOR)),
  e("every '0 0 27-31 * *' do rake 'invoices:prepare' end", TOR, on({ monthDays: [27, 28, 29, 30, 31] }, '00:00', TOR)),
  e('Heroku Scheduler: Daily at 2:00 AM UTC', NY, daily('02:00', UTC)),
  e('Heroku Scheduler: hourly at :30', NY, plan(every('daily', { hours: 1, at: 30 }, UTC))),
  e('heroku scheduler daily 11:30 PM UTC for invoices (6:30pm for us in Bogotá)', BOG, daily('23:30', UTC)),
  e('Rundeck: 0 0 6 ? * MON-FRI * with time zone America/Chicago', CHI, on('weekdays', '06:00', CHI)),
  e('rundeck crontab "0 15 22 ? * * *"', LON, daily('22:15', LON)),
  e('periodic { crons = ["0 4 * * *"] time_zone = "Asia/Singapore" }', SGP, daily('04:00', SGP)),
  e('nomad periodic cron = "@weekly" time_zone = "America/Vancouver"', VAN, on(['sun'], '00:00', VAN)),
  e(
    "scheduler.add_job(f, 'cron', day_of_week='mon-fri', hour=17, minute=30, timezone='Europe/London')",
    LON,
    on('weekdays', '17:30', LON),
  ),
  e("CronTrigger(hour='*/4', minute=0, timezone='Australia/Adelaide')", ADL, plan(every('daily', { hours: 4 }, ADL))),
  e("CronTrigger.from_crontab('0 9 * * 1-5', timezone='Asia/Tehran')", THR, on('weekdays', '09:00', THR)),
  e("add_job(f, 'cron', day='last', hour=21, timezone='Asia/Yangon')", RGN, on({ monthDays: ['last'] }, '21:00', RGN)),
  e("CronTrigger(day='1st mon', hour=9, timezone='Australia/Darwin')", DRW, no(NTH_SHIFT)),
  e("add_job(f, 'cron', month='6-8', hour=5)", ROM, on({ months: [6, 7, 8] }, '05:00', ROM)),
  e(
    'RecurringJob.AddOrUpdate("digest", () => Send(), Cron.Weekly(DayOfWeek.Monday, 9));',
    LON,
    on(['mon'], '09:00', UTC),
  ),
  e('Cron.Daily(22, 30), TimeZoneInfo.FindSystemTimeZoneById("AUS Eastern Standard Time")', SYD, daily('22:30', SYD)),
  e('Cron.Hourly(45)', LON, plan(every('daily', { hours: 1, at: 45 }, UTC))),
  e('Cron.MinuteInterval(7)', LON, no(STEP_MINUTES)),
  e('Cron.Yearly(12, 24, 18) in "Pacific Standard Time"', LA, on({ monthDays: [24], months: [12] }, '18:00', LA)),
  e("on:\n  schedule:\n    - cron: '30 5 * * 1,3'", BER, on(['mon', 'wed'], '05:30', UTC)),
  e("- cron: '0 12 1 */3 *'", BER, on({ monthDays: [1], months: QUARTER_STARTS }, '12:00', UTC)),
  e("github actions nightly - cron: '0 2 * * *' but I want 2am my time", LHI, daily('02:00', LHI)),
  e('0 9 * * 1-5 # standup', DEN, on('weekdays', '09:00', DEN)),
  e('15 14 1 * * /usr/bin/backup.sh  # monthly backup', STO, on({ monthDays: [1] }, '14:15', STO)),
  e('30 4 1,15 * * # payroll sync', JNB, on({ monthDays: [1, 15] }, '04:30', JNB)),
  e(
    '0 8-18 * * 1-5 # hourly during office hours',
    KOL,
    plan(every('weekdays', { hours: 1, window: ['08:00', '18:00'] }, KOL)),
  ),
  e('*/10 * * * * # health ping (server tz Asia/Kathmandu)', KTM, plan(every('daily', { minutes: 10 }, KTM))),
  e('0 0 1 1 * # happy new year post', AKL, on({ monthDays: [1], months: [1] }, '00:00', AKL)),
  e('0 22 * * 1-5   # weekday evenings, UTC-6 all year', MEX, on('weekdays', '22:00', GMT_P6)),
  e('30 9 * * 5 # fri 9:30, box is on UTC+3 year round', IST, on(['fri'], '09:30', GMT_M3)),
  e(
    '0 9 15 * 1  # the 15th, mondays',
    NY,
    either(
      plan([at({ monthDays: [15] }, '09:00', NY), at(['mon'], '09:00', NY)]),
      no('a day of the month and a weekday together'),
    ),
  ),
  e('close the books on the 28th of every month at 7pm pacific', LA, no(LEAP)),
  e('weekdays in december 8pm eastern: holiday shipping report', NY, no(MONTH_EDGE)),

  // calendar invitations, RRULE lines and /remind
  e('Weekly on Tuesday, 10:00 – 10:30am (Central European Time)', PAR, on(['tue'], '10:00', PAR)),
  e(
    'Occurs every Monday effective 1/4/2027 from 9:00 AM to 9:30 AM (UTC-05:00) Eastern Time (US & Canada)',
    NY,
    on(['mon'], '09:00', NY, { from: '2027-01-04' }),
  ),
  e(
    'Monthly on the last Friday, 4:00pm – 5:00pm (GMT+01:00) West Central Africa',
    LOS,
    on({ nth: ['last'], weekday: 'fri' }, '16:00', LOS),
  ),
  e('Daily, until Dec 18, 2026, 8:30am', TOR, daily('08:30', TOR, { until: '2026-12-18' })),
  e(
    'Occurs every weekday effective 11/30/2026 until 3/26/2027 from 7:00 AM to 7:15 AM (UTC+09:30) Adelaide',
    ADL,
    on('weekdays', '07:00', ADL, { from: '2026-11-30', until: '2027-03-26' }),
  ),
  e('Annually on December 24, 6pm', SYD, on({ monthDays: [24], months: [12] }, '18:00', SYD)),
  e(
    'Occurs the second Tuesday of every 1 month(s) from 2:00 PM to 3:00 PM (UTC+05:45) Kathmandu',
    KTM,
    on({ nth: [2], weekday: 'tue' }, '14:00', KTM),
  ),
  e('Monthly on day 31, 9am', LON, on({ monthDays: [31] }, '09:00', LON)),
  e('Weekly on weekdays, 8:00 – 8:15am, Myanmar Time', RGN, on('weekdays', '08:00', RGN)),
  e('Fri, Dec 11, 2026 7pm – 10pm (GMT-03:30) Newfoundland', STJ, once('2026-12-11', '19:00', STJ)),
  e('Occurs every Sunday from 11:00 PM to 11:30 PM (UTC-10:00) Hawaii', HNL, on(['sun'], '23:00', HNL)),
  e('Occurs every day at 2:30 AM (UTC-05:00) Eastern Time (US & Canada)', NY, daily('02:30', NY)),
  e(
    'DTSTART;TZID=Europe/Warsaw:20261201T060000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
    WAW,
    on(MWF, '06:00', WAW, { from: '2026-12-01' }),
  ),
  e(
    'DTSTART;TZID=America/Denver:20261201T070000\nRRULE:FREQ=DAILY;COUNT=10',
    DEN,
    daily('07:00', DEN, { from: '2026-12-01', count: 10 }),
  ),
  e(
    'DTSTART;TZID=Europe/Lisbon:20261227T100000 RRULE:FREQ=MONTHLY;BYDAY=-1SU',
    LIS,
    // (corrected after measuring: the rule starts on its DTSTART, December 27, as the other DTSTART entries say)
    on({ nth: ['last'], weekday: 'sun' }, '10:00', LIS, { from: '2026-12-27' }),
  ),
  e('RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=17;BYMINUTE=0', BOG, on({ monthDays: ['last'] }, '17:00', BOG)),
  e(
    'DTSTART;TZID=America/New_York:20261130T160000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    NY,
    on({ lastBusinessDay: true }, '16:00', NY, { from: '2026-11-30' }),
  ),
  e('DTSTART;TZID=Europe/London:20270328T010000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', LON, no(NO_SUCH_TIME)),
  e(
    'RRULE:FREQ=HOURLY;INTERVAL=4 (DTSTART 02:00 Asia/Dubai)',
    DXB,
    daily(['02:00', '06:00', '10:00', '14:00', '18:00', '22:00'], DXB),
  ),
  e(
    'DTSTART:20261201T200000Z\nRRULE:FREQ=DAILY;UNTIL=20270115T235959Z',
    LON,
    daily('20:00', UTC, { from: '2026-12-01', until: '2027-01-15' }),
  ),
  e(
    'RRULE:FREQ=MONTHLY;BYDAY=1MO,3MO;BYHOUR=9 TZID=America/Bogota',
    BOG,
    on({ nth: [1, 3], weekday: 'mon' }, '09:00', BOG),
  ),
  e(
    'DTSTART;TZID=Asia/Kolkata:20261204T183000 RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=6',
    KOL,
    on(['fri'], '18:30', KOL, { from: '2026-12-04', count: 6 }),
  ),
  e('/remind #ops "rotate on-call" every Monday at 9am', ANC, on(['mon'], '09:00', ANC)),
  e('/remind me to water the plants every weekday at 8:30', AMS, on('weekdays', '08:30', AMS)),
  e('/remind #team submit hours every Friday at 4pm', CAI, on(['fri'], '16:00', CAI)),
  e('/remind @sara about our 1:1 every other Tuesday at 10am', NY, no(WEEKS)),
  e(
    '/remind me tomorrow at 7',
    MEX,
    either(once('2026-11-24', '07:00', MEX), once('2026-11-24', '19:00', MEX), no(AMBIGUOUS_HOUR)),
  ),
  e('/remind me on December 31st at 11:59 PM to celebrate', SCL, once('2026-12-31', '23:59', SCL)),
  e('/remind #build check dashboards every hour', BER, plan(every('daily', { hours: 1 }, BER))),
  e('/remind me every 2nd Wednesday at 11am', LON, either(on({ nth: [2], weekday: 'wed' }, '11:00', LON), no(WEEKS))),
  e('/remind #family take out the bins every Sunday at 8pm', PER, on(['sun'], '20:00', PER)),
  e(
    '/remind me "timesheet" every weekday at 5:30pm starting December 1',
    NY,
    on('weekdays', '17:30', NY, { from: '2026-12-01' }),
  ),
  e('/remind #standup every weekday at 9:45am, except Wednesdays', KOL, on(['mon', 'tue', 'thu', 'fri'], '09:45', KOL)),
  e('/remind me to call mum at 7pm on Sundays (her time, Manila)', LON, on(['sun'], '19:00', MNL)),
  e('/remind #sales pipeline review every Monday', CHI, either(on(['mon'], '09:00', CHI), no(NO_TIME))),

  // more of the same, in other words and other languages
  e('har somvar subah 10 baje team meeting yaad dilana', KOL, on(['mon'], '10:00', KOL)),
  e('roz raat 11 baje backup chalana', KOL, daily('23:00', KOL)),
  e('har mahine ki 1 tarikh ko subah 9 baje rent reminder', KOL, on({ monthDays: [1] }, '09:00', KOL)),
  e('shukravar ko shaam 6 baje weekly report bhejna', KOL, on(['fri'], '18:00', KOL)),
  e('har ghante server check karo', KOL, plan(every('daily', { hours: 1 }, KOL))),
  e('mangalvar aur guruvar dopahar 2 baje class', KOL, on(TT, '14:00', KOL)),
  e('har din subah 6:30 aur shaam 6:30 pump chalu karna', KOL, daily(['06:30', '18:30'], KOL)),
  e('maishū getsuyōbi no asa 9ji ni teireikai', TYO, on(['mon'], '09:00', TYO)),
  e('maitsuki matsujitsu 18ji ni seikyūsho', TYO, on({ monthDays: ['last'] }, '18:00', TYO)),
  e('heijitsu no 12ji han ni ranchi rimaindā', TYO, on('weekdays', '12:30', TYO)),
  e('fakkirni kol yom ithnein wa khamis sa3a 8 el sob7', CAI, on(['mon', 'thu'], '08:00', CAI)),
  e('tathkeer kol youm al-a7ad al-sa3a 10 sabahan', RUH, on(['sun'], '10:00', RUH)),
  e('mkutano kila Ijumaa saa 4 asubuhi', NBO, on(['fri'], '10:00', NBO)),
  e('syskepsi kathe Deftera stis 10:00', ATH, on(['mon'], '10:00', ATH)),
  e('ypenthymisi kathe mera stis 8 to vradi', ATH, daily('20:00', ATH)),
  e('rapat mingguan setiap hari Senin jam 09.00', JKT, on(['mon'], '09:00', JKT)),
  e('backup database setiap 30 menit', JKT, plan(every('daily', { minutes: 30 }, JKT))),
  e('họp nhóm 9 giờ sáng thứ hai hàng tuần', SGN, on(['mon'], '09:00', SGN)),
  e(
    'recordatorio cada 15 minutos de 9 a 13 de lunes a viernes',
    BOG,
    span('weekdays', { minutes: 15 }, '09:00', '13:00', BOG),
  ),
  e('reunião de equipe toda segunda às 9h30, horário de Lisboa', SAO, on(['mon'], '09:30', LIS)),
  e('el primer lunes de cada mes a las 10', SCL, on({ nth: [1], weekday: 'mon' }, '10:00', SCL)),
  e('tous les jours à minuit', PAR, daily('00:00', PAR)),
  e('le dernier vendredi du mois à 16h', PAR, on({ nth: ['last'], weekday: 'fri' }, '16:00', PAR)),
  e('jeden ersten Montag im Monat um 23 Uhr', BER, on({ nth: [1], weekday: 'mon' }, '23:00', BER)),
  e('ogni 2 ore dalle 8 alle 20 nei giorni feriali', ROM, span('weekdays', { hours: 2 }, '08:00', '20:00', ROM)),
  e("her gün saat 3'te", IST, either(daily('15:00', IST), daily('03:00', IST), no(AMBIGUOUS_HOUR))),
  e('elke werkdag om kwart over negen', AMS, on('weekdays', '09:15', AMS)),
  e('elke ochtend om kwart voor acht', AMS, daily('07:45', AMS)),
  e('co godzinę od 8 do 16 w dni robocze', WAW, span('weekdays', { hours: 1 }, '08:00', '16:00', WAW)),
  e('w ostatni piątek miesiąca o 15:00', WAW, on({ nth: ['last'], weekday: 'fri' }, '15:00', WAW)),
  e('varje söndag kl 20, påminnelse om veckoplanering', STO, on(['sun'], '20:00', STO)),
  e('halv nio varje vardag', STO, on('weekdays', '08:30', STO)),
  e(
    'sync call 10am London / New York every tuesday',
    LON,
    either(on(['tue'], '10:00', LON), on(['tue'], '10:00', NY), no(WHICH_ZONE)),
  ),
  e('one-off job 14 march 2027 2:30am Eastern', NY, no(NO_SUCH_TIME)),
  e(
    'run the migration once, 7 nov 2027 at 1:30 am ET',
    NY,
    either(once('2027-11-07', '01:30', NY), no('that local time happens twice when the clocks go back')),
  ),
  e(
    'server patching one-off 4 april 2027 at 2:30am Adelaide',
    ADL,
    either(once('2027-04-04', '02:30', ADL), no('that local time happens twice when the clocks go back')),
  ),
  e('Santiago: cierre de caja todos los días a las 00:00', SCL, daily('00:00', SCL)),
  e(
    'ping a different channel each day: mon 7:05, tue 8:10, wed 9:15, thu 10:20, fri 11:25, sat 12:30, sun 13:35',
    LON,
    either(
      plan([
        at(['mon'], '07:05', LON),
        at(['tue'], '08:10', LON),
        at(['wed'], '09:15', LON),
        at(['thu'], '10:20', LON),
        at(['fri'], '11:25', LON),
        at(['sat'], '12:30', LON),
        at(['sun'], '13:35', LON),
      ]),
      no('seven different times need seven tasks'),
    ),
  ),
  e('limpieza de logs cada 25 minutos', BOG, no(STEP_MINUTES)),
  e('kiosk reboot every 5 hours', TOR, no(STEP_HOURS)),
  e('rent ledger export on the 29th at 8pm eastern', NY, no(LEAP)),
  e('Ostermontag 9 Uhr Newsletter verschicken', BER, no(MOVABLE)),
  e('every 3rd working day of the month at 10am', LON, no(BUSINESS_NTH)),
  e('drugi dzień roboczy miesiąca o 9:00', WAW, no(BUSINESS_NTH)),
  e('standup ping every weekday at 9:30:15 exactly', SGP, no(SECONDS)),
  e('board pack due last sunday of the month 8am', AKL, no(NTH_SHIFT)),
  e('iftar hatırlatması her akşam ezan vakti', IST, no(SUNRISE)),
];
