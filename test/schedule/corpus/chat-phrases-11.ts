/**
 * An eleventh blind chat corpus: schedules as they are typed in Slack by security operations centres (patch windows,
 * scans, certificate and key rotation, drills), data and machine-learning teams (pipelines, retraining, backfills),
 * social media and marketing people (posts, campaigns, newsletters), accountants closing months and years (business
 * days, payroll, tax dates), manufacturing plants on shifts, podcast, video and media producers (releases, renders,
 * premieres), gaming and esports communities (resets, raids, tournaments, wipes), government and public services
 * (portals, councils, deadlines, notices), smart homes and IoT devices (lights, heating, sensors, sprinklers), and
 * translators and remote teams spread over Latin America, Africa, the Middle East, South and Southeast Asia and
 * Oceania. Terse and long messages, polite ones, typos, capitals and emoji, 24-hour and military clocks, zones said by
 * name, abbreviation, offset, IANA name or place ("their time", "Lagos time"), dates near the 2027 daylight-saving
 * changes (US 14 March and 7 November, EU 28 March and 31 October, Chile and Australia in April), several times or days
 * with exceptions, periods, reminders before events, corrections and second-language English. Each phrase carries the
 * meaning the person intends, in the meaning language of oracle.ts, or a refusal where no schedule can be run; each
 * entry's zone is the person's own zone (the fallback when the phrase names none).
 * NOW is Monday 2026-11-23 12:00 UTC: 07:00 that Monday in Bogotá and Lima, 09:00 in São Paulo and Buenos Aires,
 * 13:00 in Lagos, 15:00 in Nairobi and Riyadh, 17:00 in Karachi, 17:30 in Kolkata, 19:00 in Jakarta, 20:00 in Manila,
 * 23:00 in Sydney and 01:00 on Tuesday the 24th in Auckland and Fiji.
 */
import type { CorpusEntry, DayRule, WeekdayName } from './oracle.js';
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

const LIM = 'America/Lima';
const BOG = 'America/Bogota';
const SCL = 'America/Santiago';
const BUE = 'America/Argentina/Buenos_Aires';
const MEX = 'America/Mexico_City';
const MTY = 'America/Monterrey';
const DET = 'America/Detroit';
const LOS = 'Africa/Lagos';
const NBO = 'Africa/Nairobi';
const CAI = 'Africa/Cairo';
const JNB = 'Africa/Johannesburg';
const ACC = 'Africa/Accra';
const ADD = 'Africa/Addis_Ababa';
const HRE = 'Africa/Harare';
const KLA = 'Africa/Kampala';
const KGL = 'Africa/Kigali';
const DAR = 'Africa/Dar_es_Salaam';
const RUH = 'Asia/Riyadh';
const MCT = 'Asia/Muscat';
const THR = 'Asia/Tehran';
const TLV = 'Asia/Jerusalem';
const AMM = 'Asia/Amman';
const BEY = 'Asia/Beirut';
const IST = 'Europe/Istanbul';
const KHI = 'Asia/Karachi';
const TAS = 'Asia/Tashkent';
const DAC = 'Asia/Dhaka';
const CMB = 'Asia/Colombo';
const YGN = 'Asia/Yangon';
const JKT = 'Asia/Jakarta';
const BKK = 'Asia/Bangkok';
const SGN = 'Asia/Ho_Chi_Minh';
const KUL = 'Asia/Kuala_Lumpur';
const MNL = 'Asia/Manila';
const SHA = 'Asia/Shanghai';
const TPE = 'Asia/Taipei';
const PER = 'Australia/Perth';
const DRW = 'Australia/Darwin';
const ADL = 'Australia/Adelaide';
const MEL = 'Australia/Melbourne';
const POM = 'Pacific/Port_Moresby';
const FJI = 'Pacific/Fiji';
const APW = 'Pacific/Apia';
const WAW = 'Europe/Warsaw';
const MAD = 'Europe/Madrid';
const LIS = 'Europe/Lisbon';
const MSK = 'Europe/Moscow';
/** Fixed offsets, for a zone said as a standard-time abbreviation or an offset all year. */
const UTC_M5 = 'Etc/GMT+5';
const UTC_P1 = 'Etc/GMT-1';
const AOE = 'Etc/GMT+12';

const SUN_THU: readonly WeekdayName[] = ['sun', 'mon', 'tue', 'wed', 'thu'];
const MON_THU: readonly WeekdayName[] = ['mon', 'tue', 'wed', 'thu'];
const MON_SAT: readonly WeekdayName[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const SUN_FRI: readonly WeekdayName[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'];

/** One run on one local date. */
const once = (date: string, times: string | readonly string[], zone: string) =>
  daily(times, zone, { from: date, until: date });
/** Given days of given months (a yearly rule). */
const dates = (months: readonly number[], monthDays: readonly (number | 'last')[]): DayRule => ({ months, monthDays });
/** The k-th (or last) weekday of the month. */
const nth = (k: readonly (1 | 2 | 3 | 4 | 5 | 'last')[], weekday: WeekdayName, months?: readonly number[]): DayRule =>
  months ? { nth: k, weekday, months } : { nth: k, weekday };
/** Runs every N minutes or hours over a window that passes midnight: the evening part and the morning part. */
const overnight = (
  days: 'daily',
  minutes: number,
  fromTime: string,
  lastEvening: string,
  toTime: string,
  zone: string,
) =>
  plan([
    every(days, { minutes, window: [fromTime, lastEvening] }, zone),
    every(days, { minutes, window: ['00:00', toTime] }, zone),
  ]);

const EVENT = 'an event, not a time: there is nothing to put on a clock';
const GAP = 'that local time does not exist that day: the clocks jump forward over it';
const WHEN = 'no date or day is given that a schedule could use';

export const CHAT_PHRASES_11: readonly CorpusEntry[] = [
  // ── security operations: SOC shifts, patching, scans, certificate and key rotation ──
  e('vuln scan nightly 01:30 UTC', NY, daily('01:30', UTC)),
  e('Patch Tuesday prep call — 2nd Tuesday of every month, 10am Pacific', LA, on(nth([2], 'tue'), '10:00', LA)),
  e('rotate TLS certs on the 1st of each month at 03:00 Singapore time', KUL, on({ monthDays: [1] }, '03:00', SGP)),
  e('siem health check every 15 mins pls', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('IOC feed sync every 4 hours', SGP, plan(every('daily', { hours: 4 }, SGP))),
  e('phishing sim: last wed of the month 9:30am EAT', NBO, on(nth(['last'], 'wed'), '09:30', NBO)),
  e(
    'quarterly access review, first Monday of Jan/Apr/Jul/Oct at 10:00 SAST',
    JNB,
    on(nth([1], 'mon', [1, 4, 7, 10]), '10:00', JNB),
  ),
  // a 90-day rotation drifts through the months
  e('rotate the API keys every 90 days', UTC, no(DAYS_STEP)),
  e(
    'pentest report due fri. remind us thurs 4pm + fri 9am',
    LON,
    plan([at(dates([11], [26]), '16:00', LON), at(dates([11], [27]), '09:00', LON)], { until: '2026-11-27' }),
  ),
  e('EDR definitions pull @ 0600 and 1800 daily, Riyadh time', DXB, daily(['06:00', '18:00'], RUH)),
  e(
    'can we get the firewall rule audit on the 15th every month 2pm my time',
    BOG,
    on({ monthDays: [15] }, '14:00', BOG),
  ),
  e('SOC shift handover brief 07:00, 15:00, 23:00 every day (Manila)', SGP, daily(['07:00', '15:00', '23:00'], MNL)),
  e('Pls schedule the weekly threat intel digest Mondays 8am GST', DXB, on(['mon'], '08:00', DXB)),
  e('backup integrity check every sunday 0200 hrs IST', KOL, on(['sun'], '02:00', KOL)),
  e('cert expiry check every weekday at 9 in the morning, Lagos', ACC, on('weekdays', '09:00', LOS)),
  e('red team exercise kickoff: 7 Dec 2026 at 08:00 Tel Aviv time', AMM, once('2026-12-07', '08:00', TLV)),
  // 2am in Sydney is the Saturday afternoon before in UTC
  e('run the CIS benchmark scan at 2am on the first sunday of every month AEDT', SYD, no(NTH_SHIFT)),
  e('MFA audit every other thursday 11am', TOR, no(WEEKS)),
  e('password spray rule review — every 3rd tuesday 15:00 Jakarta', JKT, on(nth([3], 'tue'), '15:00', JKT)),
  e(
    'rotate the db creds at 23:30 on the last day of every month, Buenos Aires time',
    BUE,
    on({ monthDays: ['last'] }, '23:30', BUE),
  ),
  e(
    'log shipper lag check every 30 minutes from 10pm to 6am',
    SEL,
    either(
      overnight('daily', 30, '22:00', '23:30', '06:00', SEL),
      overnight('daily', 30, '22:00', '23:30', '05:30', SEL),
    ),
  ),
  e('Run the dark web credential monitor at 7:45 every weekday Karachi time', KHI, on('weekdays', '07:45', KHI)),
  e('security awareness newsletter: 1st and 15th, 10am', MNL, on({ monthDays: [1, 15] }, '10:00', MNL)),
  e('can you set the WAF log export for 00:05 UTC every day except sunday', LIS, on(MON_SAT, '00:05', UTC)),
  e('Scan the DMZ hosts hourly at :20', AMS, plan(every('daily', { hours: 1, at: 20 }, AMS))),
  e('honeypot report every 6 hrs', DAC, plan(every('daily', { hours: 6 }, DAC))),
  e(
    'ransomware tabletop on march 14th 2027 — remind the IR team one week before at 9am Eastern',
    NY,
    once('2027-03-07', '09:00', NY),
  ),
  // the US clocks jump from 2:00 to 3:00 that night
  e('rotate the signing key at 2:30am on 14 March 2027, new york time', NY, no(GAP)),
  e('weekly vuln triage thursdays 1600 UTC+3', RUH, on(['thu'], '16:00', RUH)),
  e(
    'cert for the citizen portal expires 2027-01-18, remind me 30 days before at 9am',
    MNL,
    once('2026-12-19', '09:00', MNL),
  ),
  e('remind the SOC 10 min before the 0900 daily brief', SGP, daily('08:50', SGP)),
  e('the CVE digest at half past 8 every weekday morning (Bangkok)', BKK, on('weekdays', '08:30', BKK)),
  e('Schedule the patch reboot wave for Saturday 28 Nov 03:00 Sydney time', SYD, once('2026-11-28', '03:00', SYD)),
  e(
    'secrets scanner: every 10 min on weekdays from 8 to 6',
    BER,
    span('weekdays', { minutes: 10 }, '08:00', '18:00', BER),
  ),
  e('run the AD stale account sweep monthly', JNB, no(NO_TIME)),
  e('privileged access recert twice a year, 1 Jan and 1 Jul 09:00 Nairobi', NBO, on(dates([1, 7], [1]), '09:00', NBO)),
  e(
    'incident retro every friday 3pm NZT, starting next week',
    AKL,
    either(on(['fri'], '15:00', AKL, { from: '2026-11-30' }), on(['fri'], '15:00', AKL, { from: '2026-12-04' })),
  ),
  e('DLP policy sync 5:15am and 5:15pm every day', CAI, daily(['05:15', '17:15'], CAI)),
  e(
    'GRC evidence collection reminder: last business day of each quarter, 4pm London',
    DUB,
    on({ lastBusinessDay: true, months: [3, 6, 9, 12] }, '16:00', LON),
  ),
  e('ping me when the scan finishes', NY, no(EVENT)),
  e('run nessus every 45 min', LA, no(STEP_MINUTES)),
  e('nightly SBOM build, midnight Mexico City', MEX, daily('00:00', MEX)),
  e(
    'Key ceremony on Wed 2 Dec at 14h00 Johannesburg time, and a dry run the day before same time',
    JNB,
    daily('14:00', JNB, { from: '2026-12-01', until: '2026-12-02' }),
  ),
  e('security standup mon-thu 9:15, fridays we skip', SCL, on(MON_THU, '09:15', SCL)),
  e('Run the threat hunt queries every 2 hours on weekends', KUL, plan(every('weekends', { hours: 2 }, KUL))),
  e('firewall config backup 23:59 daily Tehran time', DXB, daily('23:59', THR)),
  e('wazuh agent check-in report every 20 min', KTM, plan(every('daily', { minutes: 20 }, KTM))),
  e('bug bounty triage: tue & thu 11:00 WAT', CAI, on(['tue', 'thu'], '11:00', LOS)),
  // 6am in Perth is 22:00 UTC on the Sunday before
  e('rotate service-account tokens on the 1st and 3rd monday, 6am Perth', PER, no(NTH_SHIFT)),
  e('cert rotation for the edge proxies: every 60 days at noon', TYO, no(DAYS_STEP)),
  e('Remind me to renew the code-signing cert on 15 Jan 2027 at 10 am', BOG, once('2027-01-15', '10:00', BOG)),
  e('SOC KPI report first business day of the month 8am Dubai', DXB, on({ firstBusinessDay: true }, '08:00', DXB)),
  e('and the KPI draft on the 2nd business day, same time', DXB, no(BUSINESS_NTH)),
  e('run yara sweep daily 3am, skip public holidays', SAO, no(HOLIDAYS)),
  e('vuln scan every 30 seconds lol', UTC, no(SECONDS)),
  e(
    'patch the kiosks every night 2am Eastern from now until the end of the year',
    CHI,
    daily('02:00', NY, { until: '2026-12-31' }),
  ),
  e('IR drill 1st thursday of every month at 2pm Colombo time', CMB, on(nth([1], 'thu'), '14:00', CMB)),
  e(
    'SOC coverage ping: every hour from 8am to 8pm on weekdays, Lima',
    BOG,
    span('weekdays', { hours: 1 }, '08:00', '20:00', LIM),
  ),
  e('weekly patch compliance email — monday 7am, oh wait make it 7:30', LON, on(['mon'], '07:30', LON)),
  e(
    'EU clocks change 28 march: run the clock-drift check at 01:30 and 03:30 Paris time that day',
    PAR,
    once('2027-03-28', ['01:30', '03:30'], PAR),
  ),
  e(
    'hi team 👋 quick one: after last week’s incident we agreed the on-call lead reviews the alert queue every morning. can the bot post the reminder at 08:15 Mon–Fri (Warsaw)? thx',
    WAW,
    on('weekdays', '08:15', WAW),
  ),
  e(
    '🔐 rotate the vault unseal keys 1st of Jan, Apr, Jul and Oct at 11:00 UTC',
    BER,
    on(dates([1, 4, 7, 10], [1]), '11:00', UTC),
  ),
  e('certbot renew twice a day at a random minute', WAW, no('a random minute is not a time a schedule can name')),
  e('SOC night shift reminder 21:45 sun to fri, Accra', ACC, on(SUN_FRI, '21:45', ACC)),

  // ── data and machine-learning pipelines: ETL, retraining, backfills, refreshes ──
  e('retrain the churn model every sunday 02:00 UTC', LA, on(['sun'], '02:00', UTC)),
  e('feature store refresh every 15 minutes', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('nightly ETL at 1am IST (india)', SGP, daily('01:00', KOL)),
  e('batch scoring job 6:30am weekdays Sao Paulo', SAO, on('weekdays', '06:30', SAO)),
  e(
    'dbt run hourly at :05 from 6am to 10pm',
    NY,
    either(
      plan(every('daily', { hours: 1, window: ['06:05', '21:05'] }, NY)),
      plan(every('daily', { hours: 1, window: ['06:05', '22:05'] }, NY)),
    ),
  ),
  e('refresh the BI extracts at 5am and 1pm Bogotá', LIM, daily(['05:00', '13:00'], BOG)),
  e('kick off the spark compaction job every 3 hours', SGP, plan(every('daily', { hours: 3 }, SGP))),
  e('model drift report mon/wed/fri 0800 Nairobi', NBO, on(['mon', 'wed', 'fri'], '08:00', NBO)),
  e('backfill runs once, 2026-12-05 22:00Z', UTC, once('2026-12-05', '22:00', UTC)),
  e(
    'airflow DAG: every 10 minutes between 07:00 and 19:00 Mon–Fri (Jakarta)',
    SGP,
    span('weekdays', { minutes: 10 }, '07:00', '19:00', JKT),
  ),
  e(
    'snapshot the training data on the last day of each month at 23:00 AEDT',
    SYD,
    on({ monthDays: ['last'] }, '23:00', SYD),
  ),
  e('label queue export every 5 hours', TOR, no(STEP_HOURS)),
  e('hyperparam sweep nightly at 11pm Pacific but only till Dec 18', LA, daily('23:00', LA, { until: '2026-12-18' })),
  e(
    'data quality checks at 7, 12 and 17 every weekday Lagos time',
    LOS,
    on('weekdays', ['07:00', '12:00', '17:00'], LOS),
  ),
  e('reindex the vector db every other day at 4am', HKG, no(DAYS_STEP)),
  e(
    'GPU cluster cost report: mondays 9am my time, and tuesdays 9am singapore for the apac folks',
    DEN,
    plan([at(['mon'], '09:00', DEN), at(['tue'], '09:00', SGP)]),
  ),
  e('pls run the eval harness at 4:20am every day UTC+5:30', DAC, daily('04:20', KOL)),
  e('CDC sync every 2 min', AMS, plan(every('daily', { minutes: 2 }, AMS))),
  e('weekly warehouse vacuum saturdays 0300 BRT', BUE, on(['sat'], '03:00', SAO)),
  e(
    'refresh the recommendations cache at 6pm Tokyo every day for the next 3 weeks',
    TYO,
    either(daily('18:00', TYO, { until: '2026-12-13' }), daily('18:00', TYO, { until: '2026-12-14' })),
  ),
  e('monthly KPI pipeline 1st of the month 6am', MEX, on({ monthDays: [1] }, '06:00', MEX)),
  e('train the forecasting model on the 5th, 15th & 25th at 02:30', KHI, on({ monthDays: [5, 15, 25] }, '02:30', KHI)),
  e('run ingestion at 12am and 12pm', DXB, daily(['00:00', '12:00'], DXB)),
  e(
    'ETL window: every 30 min from midnight till 6am, Sunday only',
    BER,
    span(['sun'], { minutes: 30 }, '00:00', '06:00', BER),
  ),
  e('the S3 inventory job — first sunday each month 04:00 UTC', CMB, on(nth([1], 'sun'), '04:00', UTC)),
  // 17:00 Berlin and 11:00 New York are one instant except in the weeks when only one of them has changed its clocks
  e(
    'ML platform office hours every thursday 5pm CET / 11am ET',
    BER,
    either(on(['thu'], '17:00', BER), on(['thu'], '11:00', NY)),
  ),
  e('run the anonymisation job 9pm Fri–Sun', LIS, on(['fri', 'sat', 'sun'], '21:00', LIS)),
  e('retrain on the 31st of every month', PAR, no(NO_TIME)),
  e(
    'daily at 0715 Manila — export embeddings. skip christmas day',
    MNL,
    plan([
      at({ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, '07:15', MNL),
      at(
        dates(
          [12],
          [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30,
            31,
          ],
        ),
        '07:15',
        MNL,
      ),
    ]),
  ),
  e('Kafka lag report every hour on the half hour', CHI, plan(every('daily', { hours: 1, at: 30 }, CHI))),
  e('snowflake credits alert 8:00 & 20:00 Dhaka', DAC, daily(['08:00', '20:00'], DAC)),
  // 3am in Auckland is the Sunday afternoon before in UTC
  e('prune old model artifacts every 1st monday 3am Auckland', AKL, no(NTH_SHIFT)),
  e('data contract checks weekdays at 18h Paris', PAR, on('weekdays', '18:00', PAR)),
  e(
    'run the A/B test readout job daily 10:00 from 1 Dec until 31 Jan',
    NY,
    daily('10:00', NY, { from: '2026-12-01', until: '2027-01-31' }),
  ),
  e('nightly dump 2:30am Chicago time', DEN, daily('02:30', CHI)),
  e('annotate batch: every 12 hours starting 6am', HKG, daily(['06:00', '18:00'], HKG)),
  e('retrain on fresh data at 00:00/08:00/16:00 UTC', KOL, daily(['00:00', '08:00', '16:00'], UTC)),
  e(
    'run data freshness check every 20 mins weekdays 9–17 Kathmandu',
    KTM,
    span('weekdays', { minutes: 20 }, '09:00', '17:00', KTM),
  ),
  e('weekly model card review tuesday 14:00 Cape Town', JNB, on(['tue'], '14:00', JNB)),
  e('the pipeline should run at 3am every day except weekends', SYD, on('weekdays', '03:00', SYD)),
  e(
    'quarterly data retention purge: 1 Mar, 1 Jun, 1 Sep, 1 Dec at 00:30 Brisbane',
    BNE,
    on(dates([3, 6, 9, 12], [1]), '00:30', BNE),
  ),
  e('hey can u run the embeddings refresh like 6ish every morning', SEL, daily('06:00', SEL)),
  e('score leads every 2h between 8am and 8pm Buenos Aires', BUE, span('daily', { hours: 2 }, '08:00', '20:00', BUE)),
  e('run the job when the upstream table lands', KOL, no(EVENT)),
  e(
    'train daily 04:00 UTC for 10 days starting 1 Dec',
    NY,
    daily('04:00', UTC, { from: '2026-12-01', until: '2026-12-10' }),
  ),
  e(
    'sync the lakehouse every 6 hours offset by 30 min (00:30, 06:30, ...)',
    NBO,
    plan(every('daily', { hours: 6, at: 30 }, NBO)),
  ),
  e('end-of-year model freeze: 23 Dec 2026 18:00 Madrid', MAD, once('2026-12-23', '18:00', MAD)),
  // EST said all year: New York's clock, or a fixed UTC-5
  e(
    'run the dedupe job every weekday at 7pm EST',
    NY,
    either(on('weekdays', '19:00', NY), on('weekdays', '19:00', UTC_M5)),
  ),
  // 23:45 in Chicago is the Saturday in UTC
  e('csv export 11:45pm last fri of each month', CHI, no(NTH_SHIFT)),
  e('inference warmup at 08:55 Mon-Sat', IST, on(MON_SAT, '08:55', IST)),
  e('retrain every monday 3am — actually tuesdays, mondays the cluster is busy', BER, on(['tue'], '03:00', BER)),
  e(
    'Report the data SLA at 9:00 AM on weekdays, and 11:00 AM on saturdays',
    MEL,
    plan([at('weekdays', '09:00', MEL), at(['sat'], '11:00', MEL)]),
  ),
  e(
    'clean up tmp tables every 90 minutes (UTC)',
    UTC,
    either(plan(every('daily', { minutes: 90 }, UTC)), no(STEP_MINUTES)),
  ),
  e('run at 6:00 on 2027-10-31 London, right after the clocks go back', LON, once('2027-10-31', '06:00', LON)),
  // 1:30 happens twice that night in Denver: the first one
  e('run the partition repair at 1:30am on Nov 7 2027 Denver', DEN, once('2027-11-07', '01:30', DEN)),
  e('train at 22:00 Fiji time every night', AKL, daily('22:00', FJI)),
  e('weekly data newsletter Wed 8am Honolulu', LA, on(['wed'], '08:00', HNL)),
  e(
    'data pipeline check-in Sundays at noon and Wednesdays at 6pm, Accra',
    ACC,
    plan([at(['sun'], '12:00', ACC), at(['wed'], '18:00', ACC)]),
  ),
  // GMT: the UTC clock, or London's (which is on GMT in winter only)
  e(
    'metrics rollup 00:00, 06:00, 12:00, 18:00 GMT',
    LON,
    either(daily(['00:00', '06:00', '12:00', '18:00'], UTC), daily(['00:00', '06:00', '12:00', '18:00'], LON)),
  ),
  e(
    'Hello, I am new here. Our team in Karachi needs the feature pipeline to run two times each day, at 6 in morning and at 6 in evening, please. Thank you so much',
    KHI,
    daily(['06:00', '18:00'], KHI),
  ),
  e('📊 dashboards refresh 7:10am every day except sat/sun, Nairobi', NBO, on('weekdays', '07:10', NBO)),
  e('MLflow GC job 1st and 3rd sunday 05:00 UTC', TOR, on(nth([1, 3], 'sun'), '05:00', UTC)),
  e('ingest the partner SFTP drop at 02:10, 10:10 and 18:10 Jakarta', JKT, daily(['02:10', '10:10', '18:10'], JKT)),

  // ── social media and marketing: posts, campaigns, newsletters, launches ──
  e('post the IG reel tues/thurs 6pm ET', NY, on(['tue', 'thu'], '18:00', NY)),
  e('schedule the LinkedIn post for tomorrow 8:30am', LON, once('2026-11-24', '08:30', LON)),
  e(
    'Black Friday email blast 27 Nov 6am Pacific, follow-up at 6pm same day',
    LA,
    once('2026-11-27', ['06:00', '18:00'], LA),
  ),
  e(
    'Cyber Monday countdown posts every 2 hours from 8am to 10pm on Nov 30',
    NY,
    span('daily', { hours: 2 }, '08:00', '22:00', NY, { from: '2026-11-30', until: '2026-11-30' }),
  ),
  e('tiktok drops every day at 7pm Manila time through december', MNL, daily('19:00', MNL, { until: '2026-12-31' })),
  e('newsletter every tuesday 10:00 Lisbon', LIS, on(['tue'], '10:00', LIS)),
  e('social listening report mon 9am, wed 9am, fri 9am', SGP, on(['mon', 'wed', 'fri'], '09:00', SGP)),
  e('post the giveaway winner announcement on Dec 15 at noon', SYD, once('2026-12-15', '12:00', SYD)),
  e('tweet the weekly tips thread thursdays 4:30pm UK time', NY, on(['thu'], '16:30', LON)),
  e('Instagram stories: 7am, 12pm, 7pm every day, Lagos time', ACC, daily(['07:00', '12:00', '19:00'], LOS)),
  // iftar follows sunset, and Ramadan moves every year
  e('Ramadan campaign posts at iftar every day', RUH, no(MOVABLE)),
  e(
    'campaign: every weekday 11am Mexico City from Jan 4 to Feb 12',
    MEX,
    on('weekdays', '11:00', MEX, { from: '2027-01-04', until: '2027-02-12' }),
  ),
  e('boost check on the FB ads every 3 hours from 9 to 9', KUL, span('daily', { hours: 3 }, '09:00', '21:00', KUL)),
  e('can we post the meme at 4:20 pm on 4/20', LA, once('2027-04-20', '16:20', LA)),
  e('Year-end recap video posts 31/12 at 20:00 Sao Paulo', SAO, once('2026-12-31', '20:00', SAO)),
  e(
    'New Year countdown post at 23:59 on Dec 31 in Auckland, Sydney, Tokyo, Dubai, London and New York',
    LON,
    plan(
      [AKL, SYD, TYO, DXB, LON, NY].map((z) => at(dates([12], [31]), '23:59', z)),
      { count: 6 },
    ),
  ),
  e('remind marketing 1 hour before the 3pm webinar on Thursday', TOR, once('2026-11-26', '14:00', TOR)),
  e('blog post goes live the first Monday of every month 9am', DUB, on(nth([1], 'mon'), '09:00', DUB)),
  e('share the customer story on fridays at 1:15pm Central', CHI, on(['fri'], '13:15', CHI)),
  e(
    'schedule the promo push 18:30 every saturday in Jakarta, Bangkok and Ho Chi Minh (same clock time)',
    SGP,
    plan([at(['sat'], '18:30', JKT), at(['sat'], '18:30', BKK), at(['sat'], '18:30', SGN)]),
  ),
  e('Pinterest pins 3x a day', LA, no(NO_TIME)),
  // AEST in summer: Brisbane's fixed clock, or Sydney's said loosely
  e(
    'Weekly performance report to the client every monday 9am AEST',
    SYD,
    either(on(['mon'], '09:00', SYD), on(['mon'], '09:00', BNE)),
  ),
  e('post at sunrise every day', DXB, no(MOVABLE)),
  e('email drip: day 1, day 3, day 7 after signup', NY, no(EVENT)),
  e(
    "Valentine's promo: Feb 10 through Feb 14, 10am and 8pm",
    PAR,
    daily(['10:00', '20:00'], PAR, { from: '2027-02-10', until: '2027-02-14' }),
  ),
  e('youtube community post every wed & sat @ 17h Bogota', BOG, on(['wed', 'sat'], '17:00', BOG)),
  e(
    'run the hashtag tracker every 30 min during the derby on sunday, 3pm-6pm Lagos',
    LOS,
    span('daily', { minutes: 30 }, '15:00', '18:00', LOS, { from: '2026-11-29', until: '2026-11-29' }),
  ),
  e('SMS campaign every 2nd wednesday 10am Nairobi', NBO, either(no(WEEKS), on(nth([2], 'wed'), '10:00', NBO))),
  e('post weekly on mondays, move to tuesday when monday is a bank holiday', LON, no(HOLIDAYS)),
  e('Influencer check-ins: first and third thursday 4pm Dubai', DXB, on(nth([1, 3], 'thu'), '16:00', DXB)),
  e(
    "Schedule Friday's post for 9AM Eastern and Saturday's for 11AM Eastern",
    NY,
    plan([at(dates([11], [27]), '09:00', NY), at(dates([11], [28]), '11:00', NY)], { until: '2026-11-28' }),
  ),
  e('Daily social digest 8 a.m. Karachi', KHI, daily('08:00', KHI)),
  e(
    'the brand account posts at 12:00 UTC every day during the summer tournament, 11 june to 19 july',
    MEX,
    daily('12:00', UTC, { from: '2027-06-11', until: '2027-07-19' }),
  ),
  e('Monthly brand health survey goes out the last Tuesday at 10 AM', NY, on(nth(['last'], 'tue'), '10:00', NY)),
  e('schedule threads post at 7.30pm every thursday', SEL, on(['thu'], '19:30', SEL)),
  e(
    'post the product teaser 9:00 on 14 March, 21 March and 28 March (Berlin)',
    BER,
    plan(at(dates([3], [14, 21, 28]), '09:00', BER), { until: '2027-03-28' }),
  ),
  e(
    'every weekday 8am, except Mondays post at 10am',
    HKG,
    plan([at(['tue', 'wed', 'thu', 'fri'], '08:00', HKG), at(['mon'], '10:00', HKG)]),
  ),
  e('email the newsletter each 1st and 16th, 06:00 SGT', MNL, on({ monthDays: [1, 16] }, '06:00', SGP)),
  e(
    'social inbox sweep every 15 min 9-6 weekdays Cairo',
    CAI,
    span('weekdays', { minutes: 15 }, '09:00', '18:00', CAI),
  ),
  e('post the countdown every day at 10:00 until launch day, 8 Dec', TOR, daily('10:00', TOR, { until: '2026-12-08' })),
  e('re-share the best-of thread every 10 days', SAO, no(DAYS_STEP)),
  e(
    "Campaign reminder 2 days before Mother's Day (US) at 9am",
    NY,
    no('two days before the second Sunday of May is a Friday on the 6th to 12th, which CRON cannot name'),
  ),
  e(
    'Schedule the UGC roundup on saturdays 11:00 and sundays 12:00 Santiago',
    SCL,
    plan([at(['sat'], '11:00', SCL), at(['sun'], '12:00', SCL)]),
  ),
  e('LinkedIn carousel Tue 08:00 Warsaw', WAW, on(['tue'], '08:00', WAW)),
  e('post on the 10th of every month at 10:10am', MNL, on({ monthDays: [10] }, '10:10', MNL)),
  e('pls queue the posts for 7am Perth time, mon to fri', SYD, on('weekdays', '07:00', PER)),
  e('Release the promo reels at 6 pm — sorry 6:30 pm — every Wednesday', LA, on(['wed'], '18:30', LA)),
  e('send the abandoned cart email hourly', BOG, plan(every('daily', { hours: 1 }, BOG))),
  e(
    'Post Mon 9, Wed 12, Fri 15 (all Riyadh time)',
    RUH,
    plan([at(['mon'], '09:00', RUH), at(['wed'], '12:00', RUH), at(['fri'], '15:00', RUH)]),
  ),
  e(
    'holiday campaign: every day from 1 dec to 24 dec at 9am and 5pm (Toronto)',
    TOR,
    daily(['09:00', '17:00'], TOR, { from: '2026-12-01', until: '2026-12-24' }),
  ),
  e('ad spend pacing check every 4 hrs on weekdays', BNE, plan(every('weekdays', { hours: 4 }, BNE))),
  e('Reddit AMA is thursday 8pm ET — remind me 15 minutes before', NY, once('2026-11-26', '19:45', NY)),
  e('send the "we miss you" email on the 28th of each month 17:00 Kolkata', KOL, on({ monthDays: [28] }, '17:00', KOL)),
  e(
    'quarterly brand report 1st business day of jan/apr/jul/oct 9:00 Amsterdam',
    AMS,
    on({ firstBusinessDay: true, months: [1, 4, 7, 10] }, '09:00', AMS),
  ),
  e('post the weekend playlist every friday 5 in the afternoon, Accra', ACC, on(['fri'], '17:00', ACC)),
  e(
    'Post at 0900 and 1700 hrs Nairobi, weekdays only, for the whole of January',
    NBO,
    on('weekdays', ['09:00', '17:00'], NBO, { from: '2027-01-01', until: '2027-01-31' }),
  ),
  e('tweet every 25 minutes during the launch', SGP, no(STEP_MINUTES)),
  e(
    'Hi! For the Lunar New Year campaign we want a post at 8:88... sorry 8:08 am Taipei every day from Feb 1 to Feb 10 🧧',
    TPE,
    daily('08:08', TPE, { from: '2027-02-01', until: '2027-02-10' }),
  ),
  e('POST THE FLASH SALE REMINDER AT NOON AND 6PM TODAY', MEX, once('2026-11-23', ['12:00', '18:00'], MEX)),
  e('schedule it for 2pm', SYD, no(WHEN)),
  e(
    'weekly newsletter goes out thursday 7am Honolulu and again 7am Sydney for the aus list',
    HNL,
    plan([at(['thu'], '07:00', HNL), at(['thu'], '07:00', SYD)]),
  ),

  // ── accounting: month-end and year-end close, payroll, tax dates ──
  e('month-end close kickoff last business day 5pm', NY, on({ lastBusinessDay: true }, '17:00', NY)),
  e('AP run every tuesday and friday 10am', LON, on(['tue', 'fri'], '10:00', LON)),
  e('payroll reminder 25th of every month 09:00 Johannesburg', JNB, on({ monthDays: [25] }, '09:00', JNB)),
  e('bank reconciliation daily 7am except weekends Sydney', SYD, on('weekdays', '07:00', SYD)),
  e('accruals due workday 3, remind at 9', BER, no(BUSINESS_NTH)),
  e('Year-end close: 31 Dec 2026 at 18:00 Lagos time, lock the ledger', LOS, once('2026-12-31', '18:00', LOS)),
  e('VAT return reminder on the 20th of Jan, Apr, Jul, Oct at 9am', LON, on(dates([1, 4, 7, 10], [20]), '09:00', LON)),
  e('intercompany recs: the 3rd of each month 08:30 Manila', MNL, on({ monthDays: [3] }, '08:30', MNL)),
  e(
    'quarter close reminder: last day of Mar, Jun, Sep, Dec 10am Singapore',
    SGP,
    on(dates([3, 6, 9, 12], ['last']), '10:00', SGP),
  ),
  e(
    'expense report nag every friday 3pm till the end of the fiscal year (30 june)',
    SYD,
    on(['fri'], '15:00', SYD, { until: '2027-06-30' }),
  ),
  e('fiscal year-end in India is 31 March — final close at 11 pm IST', KOL, once('2027-03-31', '23:00', KOL)),
  e(
    'trial balance export every weekday 18:00 Dubai and 18:00 Mumbai',
    DXB,
    plan([at('weekdays', '18:00', DXB), at('weekdays', '18:00', KOL)]),
  ),
  e(
    'close standup at 9am on the 1st through the 5th of each month',
    BOG,
    on({ monthDays: [1, 2, 3, 4, 5] }, '09:00', BOG),
  ),
  e('1099 prep reminder Jan 15 2027 10am Central', CHI, once('2027-01-15', '10:00', CHI)),
  e('Run depreciation on the last day of every month at 11pm Pacific', LA, on({ monthDays: ['last'] }, '23:00', LA)),
  e('accounts receivable aging report monday 8am Mexico City', MEX, on(['mon'], '08:00', MEX)),
  e(
    'post the FX revaluation at 16:00 London on the last business day of the month',
    LON,
    on({ lastBusinessDay: true }, '16:00', LON),
  ),
  e('cash position email every weekday 8:15am and 3:45pm', CHI, on('weekdays', ['08:15', '15:45'], CHI)),
  e('audit PBC list check-in every other wednesday 2pm', NY, no(WEEKS)),
  e('Payroll: 15th and last day of month at 12:00 noon PHT', MNL, on({ monthDays: [15, 'last'] }, '12:00', MNL)),
  e('GST filing reminder on the 11th monthly 10:00 IST', KOL, on({ monthDays: [11] }, '10:00', KOL)),
  e('remind me to approve invoices every thursday at 2, i mean 2pm', NBO, on(['thu'], '14:00', NBO)),
  e('year-end stock count 2nd Jan 2027 at 7am Auckland', AKL, once('2027-01-02', '07:00', AKL)),
  e(
    'close the books every month on the first business day at 9:00 Tokyo',
    TYO,
    on({ firstBusinessDay: true }, '09:00', TYO),
  ),
  // 8am in Auckland is the evening before in UTC
  e('flash P&L on the first business day of the month, 8am NZ time', AKL, no(BUSINESS_SHIFT)),
  // 6pm in Los Angeles is the next UTC day
  e('last business day of the month at 6pm Los Angeles: lock AP', LA, no(BUSINESS_SHIFT)),
  e('reconcile the stripe payouts daily 06:00 UTC', DUB, daily('06:00', UTC)),
  e(
    'tax provision review 1st monday of each quarter 14:00 Frankfurt',
    BER,
    on(nth([1], 'mon', [1, 4, 7, 10]), '14:00', BER),
  ),
  e('budget owners reminder: 10 days before quarter end', NY, no(NO_TIME)),
  e(
    'Monthly close retro on the 10th at 3:30pm, unless it falls on a weekend (then skip)',
    LON,
    on({ monthDays: [10], weekdays: 'weekdays' }, '15:30', LON),
  ),
  e(
    'pls set the payroll cutoff reminder for the 20th 5pm, and if the 20th is a weekend then the friday before',
    NY,
    plan([
      at({ monthDays: [20], weekdays: 'weekdays' }, '17:00', NY),
      at({ monthDays: [18, 19], weekdays: ['fri'] }, '17:00', NY),
    ]),
  ),
  e('annual audit kickoff 1 Feb 9am Nairobi', NBO, once('2027-02-01', '09:00', NBO)),
  e(
    'Remind controllers at 9am on the 1st, 2nd and 3rd of each month (Bogotá)',
    LIM,
    on({ monthDays: [1, 2, 3] }, '09:00', BOG),
  ),
  e('post accruals 7pm Sao Paulo on the last weekday of each month', SAO, on({ lastBusinessDay: true }, '19:00', SAO)),
  e('run the GL sync every 30 min during close week', SGP, no('close week is not given as dates')),
  e('FY27 budget lock 30 Sep 2027 23:59 Canberra time', BNE, once('2027-09-30', '23:59', SYD)),
  e(
    'timesheet reminder every friday 16:00, and on the last day of the month too',
    DUB,
    plan([at(['fri'], '16:00', DUB), at({ monthDays: ['last'] }, '16:00', DUB)]),
  ),
  e(
    'W-2 distribution reminders Jan 25 and Jan 29 at 10am ET',
    NY,
    plan(at(dates([1], [25, 29]), '10:00', NY), { until: '2027-01-31' }),
  ),
  e('weekly cash forecast mon 0730 Lima', LIM, on(['mon'], '07:30', LIM)),
  e('invoice run on 1st & 15th at 6am Honolulu', HNL, on({ monthDays: [1, 15] }, '06:00', HNL)),
  // the 28th at 9pm Pacific is the 29th in UTC, or 1 March after a February without a 29th
  e(
    'send the month end checklist on the 28th at 9 pm Pacific',
    LA,
    either(on({ monthDays: [28] }, '21:00', LA), no(LEAP)),
  ),
  e(
    'reminder: close the period in the ERP every month on the 5th at 17:30 Warsaw',
    WAW,
    on({ monthDays: [5] }, '17:30', WAW),
  ),
  e('Quarterly estimated tax: Jan 15, Apr 15, Jun 15, Sep 15 at noon', NY, on(dates([1, 4, 6, 9], [15]), '12:00', NY)),
  e('daily 9am Cairo cash sweep, Sunday to Thursday', CAI, on(SUN_THU, '09:00', CAI)),
  e('Saudi team: GL close reminder every Sunday 8 AM Riyadh', DXB, on(['sun'], '08:00', RUH)),
  e('reconcile petty cash at 4:45pm every second friday', JNB, either(no(WEEKS), on(nth([2], 'fri'), '16:45', JNB))),
  e('year end: 30 June close for the NZ entity, 5pm', AKL, once('2027-06-30', '17:00', AKL)),
  e(
    'close status meeting 3pm Jakarta, every day from the 28th until the 3rd',
    JKT,
    on({ monthDays: [28, 29, 30, 31, 1, 2, 3] }, '15:00', JKT),
  ),
  e('bill.com sync hourly on weekdays 8am-6pm Eastern', NY, span('weekdays', { hours: 1 }, '08:00', '18:00', NY)),
  e('lease accounting entries 1st of month 00:15 Istanbul', IST, on({ monthDays: [1] }, '00:15', IST)),
  e(
    'audit committee pack due 12 Feb; reminders on 1, 8 and 11 Feb at 9am Singapore',
    SGP,
    plan(at(dates([2], [1, 8, 11]), '09:00', SGP), { until: '2027-02-12' }),
  ),
  e(
    'Closing of the books, daily status call 11:00 Buenos Aires, weekdays, from 29 Dec to 8 Jan',
    BUE,
    on('weekdays', '11:00', BUE, { from: '2026-12-29', until: '2027-01-08' }),
  ),
  e(
    'payroll on the 25th, or the previous business day if the 25th falls on a weekend, 10:00 Amsterdam',
    AMS,
    plan([
      at({ monthDays: [25], weekdays: 'weekdays' }, '10:00', AMS),
      at({ monthDays: [23, 24], weekdays: ['fri'] }, '10:00', AMS),
    ]),
  ),
  e('remind me to lodge the BAS by 28 Feb', ADL, no(NO_TIME)),
  e('month end: last day of month 23:00 Perth', PER, on({ monthDays: ['last'] }, '23:00', PER)),
  e(
    'Dear all, kindly note that from next month the vendor payment run will be on every Wednesday at 11 o clock Dhaka time, please set the reminder accordingly',
    DAC,
    on(['wed'], '11:00', DAC, { from: '2026-12-01' }),
  ),
  e('zakat calculation reminder on 1 Ramadan', RUH, no(MOVABLE)),
  e('💸 payroll approvals: 22nd of each month 14:00 Colombo', CMB, on({ monthDays: [22] }, '14:00', CMB)),
  e(
    'run the revenue recognition job at 21:00 on the last day of each (gregorian) month, Tehran',
    THR,
    on({ monthDays: ['last'] }, '21:00', THR),
  ),
  e(
    'close calendar ping every weekday 8:45 from the 25th to month end',
    SCL,
    on({ monthDays: [25, 26, 27, 28, 29, 30, 31], weekdays: 'weekdays' }, '08:45', SCL),
  ),

  // ── manufacturing plants and shift work ──
  e('shift change alerts 06:00 14:00 22:00 daily', MTY, daily(['06:00', '14:00', '22:00'], MTY)),
  e('OEE report at the end of each shift (0545, 1345, 2145)', DET, daily(['05:45', '13:45', '21:45'], DET)),
  e('preventive maintenance ping for line 3 every 4 hours', KOL, plan(every('daily', { hours: 4 }, KOL))),
  e('4 on 4 off rota reminders', PER, no('a four-on four-off rota repeats every eight days, which CRON cannot count')),
  e(
    'compressor check every 2h during day shift 7–19 weekdays',
    WAW,
    span('weekdays', { hours: 2 }, '07:00', '19:00', WAW),
  ),
  e('weekly safety toolbox talk monday 06:15', MTY, on(['mon'], '06:15', MTY)),
  e(
    'during the christmas shutdown (24 Dec–3 Jan) ping site security every day at 07:00 and 19:00',
    BER,
    daily(['07:00', '19:00'], BER, { from: '2026-12-24', until: '2027-01-03' }),
  ),
  e('night shift head count 23:30 sun–thu', SGN, on(SUN_THU, '23:30', SGN)),
  // 5am in Pune is 23:30 UTC on the Friday
  e('calibrate the CMM on the first Saturday of the month at 5am', KOL, no(NTH_SHIFT)),
  e('Pune plant: gauge calibration first saturday of each month 10am', KOL, on(nth([1], 'sat'), '10:00', KOL)),
  e('scrap report 5:50am every day shenzhen time', HKG, daily('05:50', SHA)),
  e('kanban replenishment every 45 min', MTY, no(STEP_MINUTES)),
  e(
    'line 2 downtime summary every hour at :55 from 6am to 10pm on weekdays',
    DET,
    plan(every('weekdays', { hours: 1, at: 55, window: ['06:55', '21:55'] }, DET)),
  ),
  e('robot cell lube cycle every 8 hours starting 02:00', SHA, daily(['02:00', '10:00', '18:00'], SHA)),
  e('boiler inspection 1st of every quarter 08:00 Lagos', LOS, on(dates([1, 4, 7, 10], [1]), '08:00', LOS)),
  e(
    'Shifts A 6-2, B 2-10, C 10-6: send the handover checklist 15 min before each change',
    MTY,
    daily(['05:45', '13:45', '21:45'], MTY),
  ),
  e('monthly 5S audit last friday 13:00 Monterrey', MTY, on(nth(['last'], 'fri'), '13:00', MTY)),
  e('weekend crew: sat+sun 0700 and 1900 briefing', JNB, on('weekends', ['07:00', '19:00'], JNB)),
  e('energy meter readout every 15 min 24/7', IST, plan(every('daily', { minutes: 15 }, IST))),
  e('2-2-3 shift pattern reminders', CHI, no('a 2-2-3 rota repeats every fourteen days, which CRON cannot count')),
  e('torque wrench calibration every 6 weeks, mondays 7am', DET, no(WEEKS)),
  e(
    'run the MES export at 01:00 local in each plant: Monterrey, Pune, Poznań',
    MTY,
    plan([at('daily', '01:00', MTY), at('daily', '01:00', KOL), at('daily', '01:00', WAW)]),
  ),
  e('quality huddle 09:30 Mon–Sat, Vietnam plant', SGN, on(MON_SAT, '09:30', SGN)),
  e('Remind maintenance at 06:00 every 2nd and 4th Monday', IST, on(nth([2, 4], 'mon'), '06:00', IST)),
  e('forklift battery swap every 6 hours at quarter past', CHI, plan(every('daily', { hours: 6, at: 15 }, CHI))),
  e('audit the lockout/tagout log on the 7th and the 21st', DET, no(NO_TIME)),
  e('3rd shift starts 22:00 — send the reminder 30 min before, mon to fri nights', MTY, on('weekdays', '21:30', MTY)),
  e('kiln temperature log every 10 minutes', SHA, plan(every('daily', { minutes: 10 }, SHA))),
  e('annual fire drill 15 Jan 2027, 10:30 Nairobi', NBO, once('2027-01-15', '10:30', NBO)),
  e('plant KPIs at 7am, 3pm and 11pm Chennai time', KOL, daily(['07:00', '15:00', '23:00'], KOL)),
  e(
    'changeover at 14:00 on 30 Nov, 7 Dec and 14 Dec',
    WAW,
    plan([at(dates([11], [30]), '14:00', WAW), at(dates([12], [7, 14]), '14:00', WAW)], { until: '2026-12-14' }),
  ),
  e(
    'TPM meeting every thursday 2:30pm, starting 3 Dec, for 6 weeks',
    DET,
    on(['thu'], '14:30', DET, { from: '2026-12-03', count: 6 }),
  ),
  e('Daily production plan at 5:30 except sunday', MTY, on(MON_SAT, '05:30', MTY)),
  e('SCADA historian backup at 03:15 on sundays, mexico city', MTY, on(['sun'], '03:15', MEX)),
  e(
    'cooling tower dosing check 8am & 4pm weekdays, 10am weekends',
    PHX,
    plan([at('weekdays', ['08:00', '16:00'], PHX), at('weekends', '10:00', PHX)]),
  ),
  e('gemba walk every wednesday at 10, oh and friday too', DET, on(['wed', 'fri'], '10:00', DET)),
  e('stock take 4th sunday of each month 06:00 Johannesburg', JNB, on(nth([4], 'sun'), '06:00', JNB)),
  e('shift report at 07:00 and 19:00 (12h shifts), Perth mine site', SYD, daily(['07:00', '19:00'], PER)),
  e('purge the line PLC buffers every 12 hours', SHA, plan(every('daily', { hours: 12 }, SHA))),
  e(
    'run the vibration analysis on pumps every 3 hrs from 6:00 to 18:00',
    LOS,
    span('daily', { hours: 3 }, '06:00', '18:00', LOS),
  ),
  e(
    'clocks go back on 31 oct 2027 — night shift payroll check at 02:30 that morning, London',
    LON,
    once('2027-10-31', '02:30', LON),
  ),
  e('night shift on 28 Mar 2027: reminder at 01:30 CET', BER, once('2027-03-28', '01:30', BER)),
  e('machine warmup 5:45 am mon to fri, Detroit', CHI, on('weekdays', '05:45', DET)),
  e(
    'production meeting every day at 8:00 for the next two weeks',
    MTY,
    either(daily('08:00', MTY, { until: '2026-12-06' }), daily('08:00', MTY, { until: '2026-12-07' })),
  ),
  e('PM on injection press #4 every 500 running hours', MTY, no('machine running hours are not calendar time')),
  e('weekly downtime pareto fri 15:00 Poznan', WAW, on(['fri'], '15:00', WAW)),
  e('shift lead sync 06:50, 14:50, 22:50 Mon-Sat', KOL, on(MON_SAT, ['06:50', '14:50', '22:50'], KOL)),
  e('Send the shift roster every sunday at 6 pm for the week ahead', JNB, on(['sun'], '18:00', JNB)),
  e(
    'HACCP temperature log every 30 min from 05:00 to 23:00',
    BKK,
    span('daily', { minutes: 30 }, '05:00', '23:00', BKK),
  ),
  e('mold changeover reminder tue thu 1330 (Penang)', SGP, on(['tue', 'thu'], '13:30', KUL)),
  e(
    'Morning shift briefing 06:00 on Saturdays in December',
    MTY,
    either(
      on({ weekdays: ['sat'], months: [12] }, '06:00', MTY),
      on(['sat'], '06:00', MTY, { from: '2026-12-01', until: '2026-12-31' }),
    ),
  ),
  e('OT approval reminder 4:30pm on the 14th and 28th', DET, on({ monthDays: [14, 28] }, '16:30', DET)),
  e(
    'run the ERP backflush every 2 hours, on the odd hours',
    WAW,
    plan(every('daily', { hours: 2, window: ['01:00', '23:00'] }, WAW)),
  ),
  e('plant-wide siren test first wednesday noon', JNB, on(nth([1], 'wed'), '12:00', JNB)),
  e('heat treat furnace log at 0000 0400 0800 1200 1600 2000', DET, plan(every('daily', { hours: 4 }, DET))),
  e('tell the night crew at 21:45 every day but saturday', IST, on(SUN_FRI, '21:45', IST)),
  e('every weekday at 7 am and again at 7 pm, Chongqing plant', SHA, on('weekdays', ['07:00', '19:00'], SHA)),
  e('supplier scorecard 2nd monday 9am Guadalajara', MTY, on(nth([2], 'mon'), '09:00', MEX)),
  e(
    'From next Monday our plant moves to 3 shifts. Please send the shift start alert 10 minutes before 6:00, 14:00 and 22:00, Monday to Saturday only. Sunday is off.',
    SGN,
    on(MON_SAT, ['05:50', '13:50', '21:50'], SGN, { from: '2026-11-30' }),
  ),
  e('⚙️ spindle warmup 5am Mon–Fri; correction: 4:45', DET, on('weekdays', '04:45', DET)),
  e(
    'coolant concentration check every 2 hours on night shift (22:00–06:00)',
    MTY,
    either(
      plan([
        every('daily', { hours: 2, window: ['22:00', '22:00'] }, MTY),
        every('daily', { hours: 2, window: ['00:00', '06:00'] }, MTY),
      ]),
      plan([
        every('daily', { hours: 2, window: ['22:00', '22:00'] }, MTY),
        every('daily', { hours: 2, window: ['00:00', '04:00'] }, MTY),
      ]),
    ),
  ),

  // ── podcast, video and media production: releases, renders, uploads, premieres ──
  e("publish the episode every tuesday 5am ET so it's up for commuters", NY, on(['tue'], '05:00', NY)),
  e('render queue kicks off nightly at 11:30pm', LA, daily('23:30', LA)),
  e('upload the vlog saturdays at 10:00 Jakarta', JKT, on(['sat'], '10:00', JKT)),
  e('we record every thursday 3pm, remind the guest 24h before', LON, on(['wed'], '15:00', LON)),
  e('premiere the documentary 12 Dec 2026 at 19:00 Nairobi', NBO, once('2026-12-12', '19:00', NBO)),
  e(
    'transcode the backlog every 20 minutes overnight, 0:00–6:00',
    AMS,
    span('daily', { minutes: 20 }, '00:00', '06:00', AMS),
  ),
  e('weekly ep drops mon + thurs 6am AEDT', SYD, on(['mon', 'thu'], '06:00', SYD)),
  e(
    'clip export every 3 hours on stream days (wed, fri, sun)',
    MNL,
    plan(every(['wed', 'fri', 'sun'], { hours: 3 }, MNL)),
  ),
  e('newsletter with show notes the day after each episode — episodes are tuesdays', MEL, no(NO_TIME)),
  e('publish at 00:00 UTC on the 1st of every month (monthly mix)', BER, on({ monthDays: [1] }, '00:00', UTC)),
  e(
    'live show every friday 8pm Lagos, remind the crew 2 hours before and 30 mins before',
    LOS,
    on(['fri'], ['18:00', '19:30'], LOS),
  ),
  e(
    'season 4 drops weekly from 6 Jan 2027 for 10 episodes, wednesdays 9am PT',
    LA,
    on(['wed'], '09:00', LA, { from: '2027-01-06', count: 10 }),
  ),
  e('archive raw footage to glacier every sunday 1 am', TOR, on(['sun'], '01:00', TOR)),
  e('youtube shorts every day at 11, 3 and 7 (Manila)', MNL, daily(['11:00', '15:00', '19:00'], MNL)),
  e('color grading review every other monday', LA, no(WEEKS)),
  e(
    'subtitle QA every weekday at 4pm Bogotá and 4pm Madrid',
    BOG,
    plan([at('weekdays', '16:00', BOG), at('weekdays', '16:00', MAD)]),
  ),
  // CET said all year: Paris's clock, or a fixed UTC+1
  e('post-prod standup 10:00 CET mon-fri', PAR, either(on('weekdays', '10:00', PAR), on('weekdays', '10:00', UTC_P1))),
  e('the podcast goes out at 5:00 a.m. Eastern on the 1st and 3rd Monday', NY, on(nth([1, 3], 'mon'), '05:00', NY)),
  e(
    'stream starts 19:00 Buenos Aires saturdays — send the "we\'re live" post at 19:02',
    BUE,
    on(['sat'], '19:02', BUE),
  ),
  e('upload the weekly recap every sunday 9 pm Mumbai', DXB, on(['sun'], '21:00', KOL)),
  e('back up the Frame.io project at 2am, 2am, sorry 3am', LON, daily('03:00', LON)),
  e('render farm healthcheck every 5 mins', LA, plan(every('daily', { minutes: 5 }, LA))),
  e(
    'Radio news bulletin at the top of every hour from 6am to 11pm',
    NBO,
    plan(every('daily', { hours: 1, window: ['06:00', '23:00'] }, NBO)),
  ),
  e('Episode 100 live recording: 5 March 2027, 18:30 Sydney time', AKL, once('2027-03-05', '18:30', SYD)),
  e('lower-thirds template refresh first Monday each month 9:00 AM Pacific', LA, on(nth([1], 'mon'), '09:00', LA)),
  e(
    'sync the media library every hour between 8 and 8, weekdays, Chicago',
    CHI,
    span('weekdays', { hours: 1 }, '08:00', '20:00', CHI),
  ),
  e(
    'dub delivery deadline 15 Jan 2027: reminders 14, 7 and 1 day before, 10am Mexico City',
    MEX,
    plan([at(dates([1], [1, 8, 14]), '10:00', MEX)], { until: '2027-01-15' }),
  ),
  e('publish at 6 in the morning sao paulo, tues thru sat', SAO, on(['tue', 'wed', 'thu', 'fri', 'sat'], '06:00', SAO)),
  // "midnight on friday": the start of Friday, or the night of Friday
  e('ep goes live at midnight on fridays', LON, either(on(['fri'], '00:00', LON), on(['sat'], '00:00', LON))),
  e('twitch VOD export daily 04:00 Seoul', SEL, daily('04:00', SEL)),
  e(
    'sponsor ad reads are due by the 20th, so remind the sponsors at 9am on the 15th every month',
    LA,
    on({ monthDays: [15] }, '09:00', LA),
  ),
  e(
    'stream schedule: mon wed fri 8pm, sun 3pm, all Melbourne time',
    MEL,
    plan([at(['mon', 'wed', 'fri'], '20:00', MEL), at(['sun'], '15:00', MEL)]),
  ),
  e('run loudness normalization on new uploads every 30 min', BER, plan(every('daily', { minutes: 30 }, BER))),
  e('the bts reel goes out at 17:00 Dubai on 2 Dec (national day)', DXB, once('2026-12-02', '17:00', DXB)),
  e(
    'festival submission deadline 1 Feb 2027 23:59 PST — remind us at 9am Pacific on Jan 25 and Jan 31',
    LA,
    plan(at(dates([1], [25, 31]), '09:00', LA), { until: '2027-01-31' }),
  ),
  e('weekly editorial meeting thursday 11:00 WAT — no wait, wednesdays', LOS, on(['wed'], '11:00', LOS)),
  e('every weekday at 9 AM, publish the daily news podcast, Karachi', KHI, on('weekdays', '09:00', KHI)),
  e('Recording sessions 2-4pm tues, remind host at 1:45', TOR, on(['tue'], '13:45', TOR)),
  e('thumbnail A/B swap every 6h for the first 2 days after each upload', LA, no(EVENT)),
  e('drop the trailer 14/02/2027 at 10:00 Paris', PAR, once('2027-02-14', '10:00', PAR)),
  e(
    'episode publish: 1st, 11th and 21st of each month at 07:00 Istanbul',
    IST,
    on({ monthDays: [1, 11, 21] }, '07:00', IST),
  ),
  e('check the RSS feed validator at 12:30 and 18:30', DUB, daily(['12:30', '18:30'], DUB)),
  // 11pm in London is 10am the next day in Sydney in the southern summer only
  e(
    'Stream at 11pm my time, which is 10am theirs in Sydney — wednesdays',
    LON,
    either(on(['wed'], '23:00', LON), on(['thu'], '10:00', SYD)),
  ),
  e('media asset cleanup 1st sunday of each month at 4am Chicago', CHI, on(nth([1], 'sun'), '04:00', CHI)),
  e(
    'upload the translated subs every day at 10am Cairo time until the series ends on 20 December',
    CAI,
    daily('10:00', CAI, { until: '2026-12-20' }),
  ),
  e(
    'live podcast taping Thurs 26 Nov 7pm and Fri 27 Nov 7pm Toronto',
    TOR,
    daily('19:00', TOR, { from: '2026-11-26', until: '2026-11-27' }),
  ),
  e('Video render report each morning 7.45am Kuala Lumpur', KUL, daily('07:45', KUL)),
  e('ep release every fortnight on fridays', AKL, no(WEEKS)),
  e('stream highlights compilation: 11:59pm sundays', LA, on(['sun'], '23:59', LA)),
  e(
    'publish the long-form video the last saturday of every month 3pm Johannesburg',
    JNB,
    on(nth(['last'], 'sat'), '15:00', JNB),
  ),
  e('Remind me about the Spotify upload deadline 5 days before the end of each month', NY, no(NO_TIME)),
  e('OB van check 06:30 on match days (saturdays)', LON, on(['sat'], '06:30', LON)),
  e('morning show rundown email 4:30am weekdays Accra', ACC, on('weekdays', '04:30', ACC)),
  e('auto-post the behind the scenes clip 13h30 Bogota on Sundays', BOG, on(['sun'], '13:30', BOG)),
  e('sync the podcast analytics every 2 hours', AMS, plan(every('daily', { hours: 2 }, AMS))),
  e('captions pass at 10 am and 4 pm weekdays — Addis Ababa', NBO, on('weekdays', ['10:00', '16:00'], ADD)),
  e('publish every monday at 7 am sharp, my timezone', BNE, on(['mon'], '07:00', BNE)),
  e(
    "hey producers 🎙️ so the plan for the holiday special: we tape on 17 Dec at 2pm and it publishes 24 Dec at 6am. can the bot ping the team 1h before the taping and at publish time? (we're in Cape Town)",
    JNB,
    plan([at(dates([12], [17]), '13:00', JNB), at(dates([12], [24]), '06:00', JNB)], { until: '2026-12-24' }),
  ),
  e('pls export proxies @ 0300z nightly', LA, daily('03:00', UTC)),
  e('mixdown review every weekday at 17:30 except wednesdays', SEL, on(['mon', 'tue', 'thu', 'fri'], '17:30', SEL)),

  // ── gaming and esports communities: resets, raids, tournaments, wipes ──
  e('weekly reset reminder tues 8am PT (raid lockouts reset then)', LA, on(['tue'], '08:00', LA)),
  // "server time (CET)": the server's Berlin clock, or a fixed UTC+1
  e(
    'raid night wed & sun 20:00 server time (CET)',
    IST,
    either(on(['wed', 'sun'], '20:00', BER), on(['wed', 'sun'], '20:00', UTC_P1)),
  ),
  e('tournament check-in opens 30 min before the 7pm start on saturday', SGP, once('2026-11-28', '18:30', SGP)),
  e('server restart daily 4am', SEL, daily('04:00', SEL)),
  e(
    'discord event ping every friday 9pm Eastern and 9pm Pacific (two pings)',
    NY,
    plan([at(['fri'], '21:00', NY), at(['fri'], '21:00', LA)]),
  ),
  e('scrims mon-thu 7-10pm, remind the team at 6:45', SAO, on(MON_THU, '18:45', SAO)),
  e('season 12 starts 1 Dec 2026 at 18:00 KST, announce it then', SEL, once('2026-12-01', '18:00', SEL)),
  e('daily quest rotation ping at 0:00 UTC', BER, daily('00:00', UTC)),
  e(
    'double XP every weekend: ping at the start friday 6pm and at the end monday 6am',
    CHI,
    plan([at(['fri'], '18:00', CHI), at(['mon'], '06:00', CHI)]),
  ),
  e('esports league matchdays: thursdays and saturdays 17:00 BRT', SAO, on(['thu', 'sat'], '17:00', SAO)),
  e(
    'leaderboard snapshot every 10 minutes during the tourney this sat, 12:00-20:00',
    LON,
    span('daily', { minutes: 10 }, '12:00', '20:00', LON, { from: '2026-11-28', until: '2026-11-28' }),
  ),
  e('community game night 1st friday of the month 8pm AEDT', SYD, on(nth([1], 'fri'), '20:00', SYD)),
  e('patch notes post every other tuesday', LA, no(WEEKS)),
  e('clan war reminder sat 21:30 Moscow time', WAW, on(['sat'], '21:30', MSK)),
  e('auto-ban sweep every 15 mins', BER, plan(every('daily', { minutes: 15 }, BER))),
  e('remind me to claim the free game every thursday 11am ET', TOR, on(['thu'], '11:00', NY)),
  e('LAN party is 19 dec, remind me the day before at 8pm', MNL, once('2026-12-18', '20:00', MNL)),
  e('gg server maintenance: 2nd and 4th wednesday 03:00 UTC', SEL, on(nth([2, 4], 'wed'), '03:00', UTC)),
  e(
    'tourney brackets published every monday 18:00 Mexico City for the next 8 weeks',
    MEX,
    either(on(['mon'], '18:00', MEX, { count: 8 }), on(['mon'], '18:00', MEX, { from: '2026-11-30', count: 8 })),
  ),
  e('streamer schedule: 8pm-midnight tue/thu/sat, ping 5 min before', MNL, on(['tue', 'thu', 'sat'], '19:55', MNL)),
  e(
    'loot drop event every 2 hours on weekends, starting at 10am and ending 10pm',
    SYD,
    span('weekends', { hours: 2 }, '10:00', '22:00', SYD),
  ),
  e(
    'kick inactive members on the 1st of every month at 12:00 Philippine time',
    SGP,
    on({ monthDays: [1] }, '12:00', MNL),
  ),
  e(
    'speedrun marathon on 27 Dec 2026: status ping every 6h that day',
    NY,
    plan(every('daily', { hours: 6 }, NY), { from: '2026-12-27', until: '2026-12-27' }),
  ),
  e(
    'ranked season ends 2027-01-31 23:59 UTC — ping 24h and 1h before',
    BER,
    plan([at(dates([1], [30]), '23:59', UTC), at(dates([1], [31]), '22:59', UTC)], { until: '2027-01-31' }),
  ),
  // 9pm Saturday in Los Angeles is 6pm Sunday in Auckland only while Los Angeles is on standard time and Auckland on
  // summer time: either reading
  e(
    'guild meeting saturdays 9pm my time / 6pm sunday for our NZ folks lol',
    LA,
    either(on(['sat'], '21:00', LA), on(['sun'], '18:00', AKL)),
  ),
  e('server wipe first thursday of every month 2pm Eastern', NY, on(nth([1], 'thu'), '14:00', NY)),
  // forced wipe: UK clock, or GMT taken as UTC
  e(
    'forced wipe is first thursday 7pm GMT',
    DUB,
    either(on(nth([1], 'thu'), '19:00', LON), on(nth([1], 'thu'), '19:00', UTC)),
  ),
  e('weekly giveaway draw sunday 20:00 Jakarta', JKT, on(['sun'], '20:00', JKT)),
  e(
    'scrims are cancelled this week; resume mondays 7pm from 7 dec',
    KUL,
    on(['mon'], '19:00', KUL, { from: '2026-12-07' }),
  ),
  e('daily login bonus reminder 11pm', BKK, daily('23:00', BKK)),
  e('open sign-ups 3 days before each monthly cup (cups are on the 15th)', MNL, no(NO_TIME)),
  e('caster rotation: every weekday 17:30 Bangkok', BKK, on('weekdays', '17:30', BKK)),
  e(
    'tournament 13-14 march 2027: bracket refresh every 30 min from 10am to 6pm Eastern both days',
    NY,
    span('daily', { minutes: 30 }, '10:00', '18:00', NY, { from: '2027-03-13', until: '2027-03-14' }),
  ),
  e('server backup every 3 hours from midnight', TPE, plan(every('daily', { hours: 3 }, TPE))),
  e('bot posts the daily puzzle at 00:00 Sydney', MEL, daily('00:00', SYD)),
  e('mod meeting every second sunday', LIM, no(NO_TIME)),
  e('prize payouts 1st and 15th 10am Nairobi', NBO, on({ monthDays: [1, 15] }, '10:00', NBO)),
  e(
    'stream goes live at 20h every day except wednesday, Lima',
    LIM,
    on(['sun', 'mon', 'tue', 'thu', 'fri', 'sat'], '20:00', LIM),
  ),
  e('academy practice 16:00–18:00 weekdays, attendance ping at 16:05', SEL, on('weekdays', '16:05', SEL)),
  e(
    'play-offs 5, 6, 12, 13 Dec at 18:00 Riyadh — post the match thread then',
    RUH,
    plan(at(dates([12], [5, 6, 12, 13]), '18:00', RUH), { until: '2026-12-13' }),
  ),
  e(
    'check player reports every 20 minutes 6pm-2am',
    LA,
    either(
      overnight('daily', 20, '18:00', '23:40', '02:00', LA),
      overnight('daily', 20, '18:00', '23:40', '01:40', LA),
    ),
  ),
  e('Announce the monthly MVP on the last sunday at 7pm Karachi', KHI, on(nth(['last'], 'sun'), '19:00', KHI)),
  e('fortnightly community cup sat 5pm', BUE, no(WEEKS)),
  e('queue pop reminder every 7 minutes lol', NY, no(STEP_MINUTES)),
  e('remind me at 6:59pm each weds to get in the lobby', DEN, on(['wed'], '18:59', DEN)),
  e('Set the VC event every tues 9:30pm Sydney for the OCE scrim block', SGP, on(['tue'], '21:30', SYD)),
  e(
    'battle pass ends 10 Jan — remind everyone daily at 8pm till then',
    JKT,
    daily('20:00', JKT, { until: '2027-01-10' }),
  ),
  e(
    'midnight release: 4 Dec 2026 00:00 local in Tokyo, London & LA',
    SGP,
    plan([at(dates([12], [4]), '00:00', TYO), at(dates([12], [4]), '00:00', LON), at(dates([12], [4]), '00:00', LA)], {
      count: 3,
    }),
  ),
  e(
    'server restart at 05:00 and 17:00 Dubai, thursday nights also at 23:00',
    DXB,
    plan([at('daily', ['05:00', '17:00'], DXB), at(['thu'], '23:00', DXB)]),
  ),
  e('community poll 1st of month 9pm Pacific', LA, on({ monthDays: [1] }, '21:00', LA)),
  e('ping @everyone when the tournament starts', KHI, no(EVENT)),
  e('practice block reminders mon wed fri 18:00 CAT', HRE, on(['mon', 'wed', 'fri'], '18:00', HRE)),
  e(
    'the esports bar shows matches thurs-sun; open the stream room at 5pm',
    MEL,
    on(['thu', 'fri', 'sat', 'sun'], '17:00', MEL),
  ),
  e('twice a day at 9 & 21 Vietnam time post the daily challenge', SGN, daily(['09:00', '21:00'], SGN)),
  e('worlds watch party 2027-11-06 at 20:00 Seoul', SEL, once('2027-11-06', '20:00', SEL)),
  e('clan recruitment post every monday and thursday 10am Auckland', AKL, on(['mon', 'thu'], '10:00', AKL)),
  e('daily reset 5am server time (UTC-5, no DST)', NY, daily('05:00', UTC_M5)),
  e(
    'tourney every sat 2pm from jan 9 through mar 27',
    TOR,
    on(['sat'], '14:00', TOR, { from: '2027-01-09', until: '2027-03-27' }),
  ),
  e(
    'yo 🎮 can the bot do a raid ping every tuesday and thursday at 8:30 PM EST, and a reminder for loot council sunday 7 PM? thanks!!',
    NY,
    either(
      plan([at(['tue', 'thu'], '20:30', NY), at(['sun'], '19:00', NY)]),
      plan([at(['tue', 'thu'], '20:30', UTC_M5), at(['sun'], '19:00', UTC_M5)]),
    ),
  ),
  e('GAME NIGHT FRIDAYS 9PM!!! 🔥', TOR, on(['fri'], '21:00', TOR)),
  e(
    'Esports practice every weekdays 4 pm for students, but friday at 3 pm',
    MNL,
    plan([at(MON_THU, '16:00', MNL), at(['fri'], '15:00', MNL)]),
  ),

  // ── government and public services: portals, councils, deadlines, notices ──
  e('permit portal maintenance every sunday 01:00–03:00, post the banner at 00:30', TOR, on(['sun'], '00:30', TOR)),
  e(
    'council meeting first tuesday of the month 6pm — send the agenda reminder at 9am that day',
    JNB,
    on(nth([1], 'tue'), '09:00', JNB),
  ),
  // 9am in Wellington is the Monday evening before in UTC
  e('council meets first tuesday of the month 6pm, agenda reminder 9am that day (Wellington)', AKL, no(NTH_SHIFT)),
  e(
    'tax filing deadline reminders: 1, 15, 25 and 30 April at 10am',
    MNL,
    on(dates([4], [1, 15, 25, 30]), '10:00', MNL),
  ),
  e('open data publish every weekday 6am Nairobi', NBO, on('weekdays', '06:00', NBO)),
  e(
    'passport office queue stats hourly 8am–4pm Mon–Fri Lagos',
    LOS,
    span('weekdays', { hours: 1 }, '08:00', '16:00', LOS),
  ),
  e(
    'public comment period closes 15 Jan 2027 5pm; remind us a week before and the day before at 9',
    DEN,
    plan(at(dates([1], [8, 14]), '09:00', DEN), { until: '2027-01-15' }),
  ),
  e('benefits payment batch on the 3rd business day 6am', LON, no(BUSINESS_NTH)),
  e('311 backlog report every monday 7:30 am Chicago', CHI, on(['mon'], '07:30', CHI)),
  e('Ramadan office hours reminder at 9am', DXB, no(MOVABLE)),
  e('water quality bulletin 1st & 3rd thursday 10:00 Accra', ACC, on(nth([1, 3], 'thu'), '10:00', ACC)),
  e('court calendar sync nightly at 2 a.m. Eastern', NY, daily('02:00', NY)),
  e('renew the .gov domain every year on 12 march 10am', NY, on(dates([3], [12]), '10:00', NY)),
  e('census field team check-in 8am and 5pm daily, Addis', ADD, daily(['08:00', '17:00'], ADD)),
  e('snow-plow dispatch reminder every 2 hours when it snows', TOR, no(EVENT)),
  e('garbage route publish daily 5:30 except sunday, Santiago', SCL, on(MON_SAT, '05:30', SCL)),
  e('public holiday notices: 7 days ahead of each holiday', NBO, no(HOLIDAYS)),
  e('license renewal reminder emails on the 1st of every month 08:00 Dhaka', DAC, on({ monthDays: [1] }, '08:00', DAC)),
  e('parliament sits tue-thu 14:30 Canberra — livestream check at 14:15', SYD, on(['tue', 'wed', 'thu'], '14:15', SYD)),
  e('budget hearing 9 Dec 2026 10:00 Manila, remind at 8:00 same day', MNL, once('2026-12-09', '08:00', MNL)),
  e('FOI request ageing report every friday 4pm Dublin', LON, on(['fri'], '16:00', DUB)),
  e(
    'school closure alert check 5am on weekdays, November through March',
    TOR,
    on({ weekdays: 'weekdays', months: [11, 12, 1, 2, 3] }, '05:00', TOR),
  ),
  e('emergency siren test last monday of every month at noon', DEN, on(nth(['last'], 'mon'), '12:00', DEN)),
  e(
    'land registry batch every 30 minutes from 8:30 to 16:30 Sun–Thu, Riyadh',
    RUH,
    span(SUN_THU, { minutes: 30 }, '08:30', '16:30', RUH),
  ),
  e('Municipal website backup every night 3am IST', KOL, daily('03:00', KOL)),
  e('voter roll update: every quarter, the 1st, 6am Jakarta', JKT, on(dates([1, 4, 7, 10], [1]), '06:00', JKT)),
  e(
    'DMV wait-time tweet every 15 min from 8 to 5 weekdays Phoenix',
    PHX,
    span('weekdays', { minutes: 15 }, '08:00', '17:00', PHX),
  ),
  e(
    'grant window opens 4 Jan 2027 9:00 and closes 26 Feb 2027 17:00 — announce both',
    JNB,
    plan([at(dates([1], [4]), '09:00', JNB), at(dates([2], [26]), '17:00', JNB)], { until: '2027-02-26' }),
  ),
  e('send the gazette every friday at 6 in the evening, Colombo', CMB, on(['fri'], '18:00', CMB)),
  e(
    'health dept: flu shot clinic reminders mondays 8am from 1 dec until 28 feb',
    CHI,
    on(['mon'], '08:00', CHI, { from: '2026-12-01', until: '2027-02-28' }),
  ),
  // 7pm Pacific is the Wednesday in UTC
  e('city council livestream second and fourth tuesday 7pm Pacific', LA, no(NTH_SHIFT)),
  e('pension payments 4th of each month 07:00 Buenos Aires', BUE, on({ monthDays: [4] }, '07:00', BUE)),
  e('building inspection reminders every other monday 8am', DEN, no(WEEKS)),
  e(
    'transit feed refresh every 5 min between 5am and 1am',
    SCL,
    either(
      overnight('daily', 5, '05:00', '23:55', '01:00', SCL),
      overnight('daily', 5, '05:00', '23:55', '00:55', SCL),
    ),
  ),
  e('library late-fee run daily 23:00 Wellington', AKL, daily('23:00', AKL)),
  e('visa appointment slots release every weekday at 10:00 Delhi time', DXB, on('weekdays', '10:00', KOL)),
  e(
    'road closure notice: Sat 5 Dec 6am and Sun 6 Dec 6am',
    ACC,
    daily('06:00', ACC, { from: '2026-12-05', until: '2026-12-06' }),
  ),
  e('notify residents 48h before the water shutoff on 10 December at 9am', NBO, once('2026-12-08', '09:00', NBO)),
  e('publish the meeting minutes within 3 business days', ACC, no(EVENT)),
  e(
    'fire hydrant inspection season: weekdays 7am from april 1 to june 30',
    CHI,
    on('weekdays', '07:00', CHI, { from: '2027-04-01', until: '2027-06-30' }),
  ),
  e('tax office Saturday opening announcement 8:00 sat only', MNL, on(['sat'], '08:00', MNL)),
  e(
    'clock change notice: send at 9am on 13 March 2027 and 6 November 2027, Eastern',
    NY,
    plan([at(dates([3], [13]), '09:00', NY), at(dates([11], [6]), '09:00', NY)], { until: '2027-11-06' }),
  ),
  e('municipal bond coupon reminder 1 Jun and 1 Dec 9am Central', CHI, on(dates([6, 12], [1]), '09:00', CHI)),
  e(
    'service desk report 17:00 Tehran, saturday to wednesday (their work week)',
    THR,
    on(['sat', 'sun', 'mon', 'tue', 'wed'], '17:00', THR),
  ),
  e('permit expiry batch every day at 00:00 and 12:00 UTC+3', NBO, daily(['00:00', '12:00'], NBO)),
  e('air quality index at 7, 11, 15, 19 every day (Delhi)', KOL, daily(['07:00', '11:00', '15:00', '19:00'], KOL)),
  e(
    'the cabinet papers are due tuesdays 5pm for the wednesday 9:30 meeting: remind me tuesdays 3pm',
    CMB,
    on(['tue'], '15:00', CMB),
  ),
  e(
    'results page refresh every 5 min from 6pm to 11:55pm on 9 May 2027',
    MNL,
    plan(every('daily', { minutes: 5, window: ['18:00', '23:55'] }, MNL), { from: '2027-05-09', until: '2027-05-09' }),
  ),
  e(
    'social grant SMS on the 1st at 8am — if the 1st is a weekend then the monday after',
    JNB,
    plan([
      at({ monthDays: [1], weekdays: 'weekdays' }, '08:00', JNB),
      at({ monthDays: [2, 3], weekdays: ['mon'] }, '08:00', JNB),
    ]),
  ),
  e('permit office closes at 4; send a reminder 30 min before, weekdays', PHX, on('weekdays', '15:30', PHX)),
  // 2:00 comes once on the night the clocks go back (after 1:00–1:59 twice)
  e('run the cadastre sync at 2:00 on 7 nov 2027, Denver', DEN, once('2027-11-07', '02:00', DEN)),
  e('national ID system maintenance 11pm–3am every saturday night, notify at 10pm', KHI, on(['sat'], '22:00', KHI)),
  e('publish crime stats 2nd monday each month 10am Bogotá', BOG, on(nth([2], 'mon'), '10:00', BOG)),
  e('consular alert check every 4 hours weekdays', LIS, plan(every('weekdays', { hours: 4 }, LIS))),
  e('every day at 8:00 Kampala time post the road status', NBO, daily('08:00', KLA)),
  e('polling station reminders at 6am on election day', LOS, no(WHEN)),
  e('press briefing daily 11h Brasília time except weekends', SAO, on('weekdays', '11:00', SAO)),
  e('post the weekly procurement notices sunday 9 am Muscat', DXB, on(['sun'], '09:00', MCT)),
  e('court lists go up at 4pm the business day before each hearing', LON, no(EVENT)),
  e(
    'Good morning sir, kindly schedule the pension office notice every month on 5th date at 11 AM, starting January 2027',
    KHI,
    on({ monthDays: [5] }, '11:00', KHI, { from: '2027-01-01' }),
  ),
  e('🏛️ town hall Q&A thurs 6:30pm — remind residents at noon the same day', LIS, on(['thu'], '12:00', LIS)),
  e('digital services status page check every 10 min', CMB, plan(every('daily', { minutes: 10 }, CMB))),

  // ── smart homes and IoT devices: lights, heating, sensors, sprinklers ──
  e('turn the porch light on at sunset', DEN, no(MOVABLE)),
  e(
    'thermostat to 19° at 6:30am weekdays, 8am weekends',
    LON,
    plan([at('weekdays', '06:30', LON), at('weekends', '08:00', LON)]),
  ),
  e('water the garden every 2 days at 6am', ADL, no(DAYS_STEP)),
  e('sprinklers mon wed fri 05:45', PHX, on(['mon', 'wed', 'fri'], '05:45', PHX)),
  e('poll the sensors every 5 min', BER, plan(every('daily', { minutes: 5 }, BER))),
  e('firmware update check sundays 3am', AMS, on(['sun'], '03:00', AMS)),
  e("robot vacuum at 10am tue & fri while we're at work", SGP, on(['tue', 'fri'], '10:00', SGP)),
  e(
    'heater on at 5:30 in the morning from 1 december to the end of february',
    TOR,
    daily('05:30', TOR, { from: '2026-12-01', until: '2027-02-28' }),
  ),
  // "00:30 on fri and sat": the nights of Friday and Saturday (Saturday and Sunday mornings), or those mornings (then
  // 23:00 on the other nights)
  e(
    'lights off 23:00 every night, but 00:30 on fri and sat',
    LON,
    either(
      plan([at(SUN_THU, '23:00', LON), at(['sat', 'sun'], '00:30', LON)]),
      plan([at(['sun', 'mon', 'tue', 'wed', 'sat'], '23:00', LON), at(['fri', 'sat'], '00:30', LON)]),
    ),
  ),
  e('ping the MQTT broker every 30 seconds', NBO, no(SECONDS)),
  e('feed the fish 8am and 6pm (smart feeder)', MNL, daily(['08:00', '18:00'], MNL)),
  e(
    'Christmas lights 5pm to 11pm from Dec 1 to Jan 6 — switch on at 17:00 and off at 23:00',
    CHI,
    daily(['17:00', '23:00'], CHI, { from: '2026-12-01', until: '2027-01-06' }),
  ),
  e('EV charging start at 00:30 when the cheap tariff kicks in', LON, daily('00:30', LON)),
  e('pool pump: on at 7 and at 15', BNE, daily(['07:00', '15:00'], BNE)),
  e('battery report every 6 hours at :10', AKL, plan(every('daily', { hours: 6, at: 10 }, AKL))),
  e('solar inverter log every 15 min from 6am to 8pm', JNB, span('daily', { minutes: 15 }, '06:00', '20:00', JNB)),
  e('blinds down at 2pm in summer (dec-feb) — we are in Perth', PER, on({ months: [12, 1, 2] }, '14:00', PER)),
  e('garage door auto close check 22:00 and 02:00', DEN, daily(['22:00', '02:00'], DEN)),
  e(
    'irrigation every 3 hrs 6am-6pm, only in january and february',
    SCL,
    span({ months: [1, 2] }, { hours: 3 }, '06:00', '18:00', SCL),
  ),
  e(
    'wake-up lights 6:15 weekdays, but 7 on mondays because of remote day',
    AMS,
    plan([at(['tue', 'wed', 'thu', 'fri'], '06:15', AMS), at(['mon'], '07:00', AMS)]),
  ),
  e('smart plug: coffee machine on at 0545 Mon-Fri', SYD, on('weekdays', '05:45', SYD)),
  e("water heater boost at 5am and 5pm except when we're away", LON, no('when the house is empty is not known ahead')),
  e('reboot the home assistant pi first sunday of the month 4am', JNB, on(nth([1], 'sun'), '04:00', JNB)),
  e(
    'humidity summary every hour between 9pm and 7am',
    TPE,
    either(
      plan([
        every('daily', { hours: 1, window: ['21:00', '23:00'] }, TPE),
        every('daily', { hours: 1, window: ['00:00', '07:00'] }, TPE),
      ]),
      plan([
        every('daily', { hours: 1, window: ['21:00', '23:00'] }, TPE),
        every('daily', { hours: 1, window: ['00:00', '06:00'] }, TPE),
      ]),
    ),
  ),
  e('turn the AC on 30 minutes before I get home (6pm weekdays)', DXB, on('weekdays', '17:30', DXB)),
  e('sync the doorbell clips to the NAS at 1:00 and 13:00', NY, daily(['01:00', '13:00'], NY)),
  e('HVAC filter change reminder every 3 months on the 1st', CHI, no(NO_TIME)),
  e('lights on 18:30 in winter, 20:00 in summer', BER, no('winter and summer are not given as dates')),
  e('run the energy report on the 1st at 7am', MEL, on({ monthDays: [1] }, '07:00', MEL)),
  e(
    'alarm arm at 23:30 nightly, disarm 06:00 weekdays',
    JKT,
    plan([at('daily', '23:30', JKT), at('weekdays', '06:00', JKT)]),
  ),
  e(
    'greenhouse vent check every 20 minutes 8–20 (Nairobi)',
    NBO,
    span('daily', { minutes: 20 }, '08:00', '20:00', NBO),
  ),
  e('set the porch light to go on at 18:00 and off at 06:00 (Brisbane)', SYD, daily(['18:00', '06:00'], BNE)),
  e('hot tub heat at 4pm fri, sat, sun', DEN, on(['fri', 'sat', 'sun'], '16:00', DEN)),
  e("kids' tablet wifi off at 8:30pm school nights (sun–thu)", PER, on(SUN_THU, '20:30', PER)),
  e('fridge temp check every 10 minutes', HNL, plan(every('daily', { minutes: 10 }, HNL))),
  // Phoenix keeps standard time all year: 2:30 exists that night
  e('sprinklers at 2:30am on 14 March 2027 in Phoenix', PHX, once('2027-03-14', '02:30', PHX)),
  // on 14 March 2027 there is no 2:30 in New York: that night it does not run
  e('sprinklers every night at 2:30am Eastern', NY, daily('02:30', NY)),
  e('wake the smart speaker briefing at 7 — no, 6:45 — on weekdays', LON, on('weekdays', '06:45', LON)),
  e('dehumidifier run every 4 hours on weekends', SGN, plan(every('weekends', { hours: 4 }, SGN))),
  e(
    'night mode 22:00 Sun to Thu, 23:30 Fri & Sat',
    KUL,
    plan([at(SUN_THU, '22:00', KUL), at(['fri', 'sat'], '23:30', KUL)]),
  ),
  e('camera snapshots every 2 min during the day 7am-7pm', BOG, span('daily', { minutes: 2 }, '07:00', '19:00', BOG)),
  e('ceiling fan off at midnight', BKK, daily('00:00', BKK)),
  e(
    'heat lamps in the chicken coop on at 5 am from the 1st of june to 31 august (Melbourne)',
    MEL,
    daily('05:00', MEL, { from: '2027-06-01', until: '2027-08-31' }),
  ),
  e('lock all doors at 11pm every day, Hawaii time', LA, daily('23:00', HNL)),
  e('smart meter upload 00:05 UTC every day', DUB, daily('00:05', UTC)),
  e('leak sensor self-test on the 15th of each month at noon', TOR, on({ monthDays: [15] }, '12:00', TOR)),
  e('reboot the router weekly', BER, no(NO_TIME)),
  e('Kitchen display shows the bin reminder at 7pm every tuesday', DUB, on(['tue'], '19:00', DUB)),
  e('boiler service reminder once a year on 1 october 9am', LON, on(dates([10], [1]), '09:00', LON)),
  e('pond aerator on every 2 hours', LOS, plan(every('daily', { hours: 2 }, LOS))),
  e(
    'turn off the office lights at 7pm on weekdays, Karachi office and Lagos office',
    KHI,
    plan([at('weekdays', '19:00', KHI), at('weekdays', '19:00', LOS)]),
  ),
  e(
    'thermostat eco mode at 9am Mon-Fri, and 11pm every night',
    CHI,
    plan([at('weekdays', '09:00', CHI), at('daily', '23:00', CHI)]),
  ),
  e('check the water tank level every 12h at 6 and 18', ADD, daily(['06:00', '18:00'], ADD)),
  e('lights on at dusk', SYD, no(MOVABLE)),
  e('air purifier on high 8:00–10:00 whenever the pollen count is high', SEL, no(EVENT)),
  e('nightlight 19:45 every evening Chennai', KOL, daily('19:45', KOL)),
  e('push me the step count every day at 8pm, Taipei', TPE, daily('20:00', TPE)),
  e(
    'open the curtains at 7 on weekdays and 9 on weekends, Auckland',
    AKL,
    plan([at('weekdays', '07:00', AKL), at('weekends', '09:00', AKL)]),
  ),
  e('cat feeder 07:00/12:00/17:00/22:00', SEL, daily(['07:00', '12:00', '17:00', '22:00'], SEL)),
  e('ok google set the hallway lights to turn on at seven thirty p m every day', NY, daily('19:30', NY)),
  e(
    '🌱 mist the seedlings at 06:00, 10:00, 14:00, 18:00 — only till 15 Jan',
    SAO,
    daily(['06:00', '10:00', '14:00', '18:00'], SAO, { until: '2027-01-15' }),
  ),
  e('Geyser off at 22h, on at 4h30 (Eskom tariff), every day', JNB, daily(['22:00', '04:30'], JNB)),
  e(
    'on 31 Oct 2027 the clocks go back: run the heating schedule check at 01:30 Dublin (the first one)',
    DUB,
    once('2027-10-31', '01:30', DUB),
  ),

  // ── translators and remote teams across Latin America, Africa, the Middle East, South and Southeast Asia, Oceania ──
  e('weekday standup 9am Lagos = 10am Nairobi', LOS, on('weekdays', '09:00', LOS)),
  e('translation handoff to the Manila team at 5pm my time (Bogotá), mon–fri', BOG, on('weekdays', '17:00', BOG)),
  e('can you remind the Jakarta translators at 9am their time every weekday', SYD, on('weekdays', '09:00', JKT)),
  e('sync with the Riyadh office sunday to thursday 10:00 their time', CAI, on(SUN_THU, '10:00', RUH)),
  e(
    'weekly all-hands thursday 8am Sydney, which is wednesday evening for us in Buenos Aires',
    BUE,
    on(['thu'], '08:00', SYD),
  ),
  e('TM (translation memory) backup every day 2am Cairo', CAI, daily('02:00', CAI)),
  e('QA review for the Arabic files every sunday 9 AM Amman', AMM, on(['sun'], '09:00', AMM)),
  e('invoice the translators on the 28th at noon Lima', LIM, on({ monthDays: [28] }, '12:00', LIM)),
  e(
    'ping the Karachi and Colombo teams at 10 their time on weekdays',
    DXB,
    plan([at('weekdays', '10:00', KHI), at('weekdays', '10:00', CMB)]),
  ),
  e(
    'reminder for the Auckland editors at 8:30am their Monday, i.e. sunday for me in LA',
    LA,
    on(['mon'], '08:30', AKL),
  ),
  e('Hola equipo! la reunión es los martes 10am hora de Mexico', MEX, on(['tue'], '10:00', MEX)),
  e('daily sync at 14:00 UTC, sorry 15:00 UTC', SAO, daily('15:00', UTC)),
  e(
    'deadline Fri 4 Dec 18:00 São Paulo; remind the translators on wed 2 dec and thu 3 dec at 9 their time (Manila)',
    SAO,
    plan(at(dates([12], [2, 3]), '09:00', MNL), { until: '2026-12-03' }),
  ),
  e(
    "every monday at 10am Nairobi & 7am Lima — wait that's not the same time, do both",
    NBO,
    plan([at(['mon'], '10:00', NBO), at(['mon'], '07:00', LIM)]),
  ),
  e(
    "Please kindly schedule the glossary update on every Friday at 3 o'clock afternoon, Dhaka time",
    DAC,
    on(['fri'], '15:00', DAC),
  ),
  e('vendor payment 1st business day, Colombo 10am', CMB, on({ firstBusinessDay: true }, '10:00', CMB)),
  e('retro every 2nd friday', BOG, no(NO_TIME)),
  e('remind the team in Tehran at 9:00 saturday (their monday, kind of)', DXB, on(['sat'], '09:00', THR)),
  e('handover call at 17:30 Johannesburg every weekday except friday', JNB, on(MON_THU, '17:30', JNB)),
  e('good morning team! standup a las 9h30 Santiago, lunes a viernes', SCL, on('weekdays', '09:30', SCL)),
  e(
    'Chennai team standup 9:45 IST, weekdays only (they work alternate saturdays but skip those)',
    KOL,
    on('weekdays', '09:45', KOL),
  ),
  // 16:00 Perth and 19:00 Sydney are one instant only in the southern summer
  e(
    'weekly deliverables check wed 16:00 Perth / 19:00 Sydney',
    PER,
    either(on(['wed'], '16:00', PER), on(['wed'], '19:00', SYD)),
  ),
  e('post the subtitlers shift schedule every sunday 8pm Accra', ACC, on(['sun'], '20:00', ACC)),
  e('Reminder to localisation team: strings freeze 10 Dec 2026 23:59 AoE', BER, once('2026-12-10', '23:59', AOE)),
  e('interpreters roster every monday 0700 Addis Ababa', ADD, on(['mon'], '07:00', ADD)),
  e('daily 8am Kampala and 8am Kigali', KLA, plan([at('daily', '08:00', KLA), at('daily', '08:00', KGL)])),
  e('Pacific islands check-in thursdays 10am Fiji time', AKL, on(['thu'], '10:00', FJI)),
  e('team lunch-and-learn 1st wednesday 12:30 Karachi', KHI, on(nth([1], 'wed'), '12:30', KHI)),
  e(
    'weekly timesheet reminder fridays: 4pm for Lagos and 4pm for Nairobi',
    LOS,
    plan([at(['fri'], '16:00', LOS), at(['fri'], '16:00', NBO)]),
  ),
  e('every day 07:00 Yangon', YGN, daily('07:00', YGN)),
  e('can u set a reminder 2moro 10am Kathmandu for the Nepali proofreading', KTM, once('2026-11-24', '10:00', KTM)),
  e('call with Bogotá & Lima every tuesday 11am Bogotá time (same in Lima)', LIM, on(['tue'], '11:00', BOG)),
  e('the Brisbane team does 8:45 standups on weekdays, ping them 5 min early', SYD, on('weekdays', '08:40', BNE)),
  e('sync with the Saudi, Egypt & Jordan linguists every sunday 11am Cairo time', RUH, on(['sun'], '11:00', CAI)),
  e('Monthly vendor call last thursday 3pm Manila time', MNL, on(nth(['last'], 'thu'), '15:00', MNL)),
  e('Hey! Please remind all at 9 morning Vietnam time, every days except sunday', SGN, on(MON_SAT, '09:00', SGN)),
  e(
    'we are in Mexico City, Buenos Aires and Cape Town: one reminder at 9am in each city, weekdays',
    MEX,
    plan([at('weekdays', '09:00', MEX), at('weekdays', '09:00', BUE), at('weekdays', '09:00', JNB)]),
  ),
  e('team sync tuesdays 7pm Auckland (6am London) — set it on auckland time', LON, on(['tue'], '19:00', AKL)),
  e('ping the Islamabad team at 08:30 PKT mon-fri', KHI, on('weekdays', '08:30', KHI)),
  e('remind me to send the files to Tokyo before their EOD — 5pm JST each weekday', SGP, on('weekdays', '17:00', TYO)),
  e('async update due monday 12:00 UTC+13 (Samoa)', AKL, on(['mon'], '12:00', APW)),
  e('every weekday at 09:00 Dar es Salaam', DAR, on('weekdays', '09:00', DAR)),
  e(
    'Translation QA sprint from 1 to 12 Feb, daily check-in 3pm Beirut',
    BEY,
    daily('15:00', BEY, { from: '2027-02-01', until: '2027-02-12' }),
  ),
  e("standup weekdays 9am Sao Paulo time... actually let's do 9:30", SAO, on('weekdays', '09:30', SAO)),
  e(
    'I am in Nairobi, the team is in Lagos. Remind me every weekday at 9 AM Lagos time',
    NBO,
    on('weekdays', '09:00', LOS),
  ),
  e('every Monday 10:00 Asia/Kolkata', SGP, on(['mon'], '10:00', KOL)),
  e('every wed 18:00 America/Argentina/Buenos_Aires', LA, on(['wed'], '18:00', BUE)),
  e('remind @yasmin every sunday-thursday 8am Gulf time', KHI, on(SUN_THU, '08:00', DXB)),
  e('the Adelaide reviewers start at 9 am, ping them mon–fri', SYD, on('weekdays', '09:00', ADL)),
  e('Darwin office: daily 8am', DRW, daily('08:00', DRW)),
  e('team retro every last friday 4pm Jakarta', JKT, on(nth(['last'], 'fri'), '16:00', JKT)),
  e('reminder for the PNG crew 7:30am Port Moresby mon-sat', BNE, on(MON_SAT, '07:30', POM)),
  e(
    'interpreting shifts at the conference 10-12 March 2027: 8am and 1pm Abu Dhabi',
    DXB,
    daily(['08:00', '13:00'], DXB, { from: '2027-03-10', until: '2027-03-12' }),
  ),
  e('weekly invoice chase: Tuesday morning 10 o clock, my time', TAS, on(['tue'], '10:00', TAS)),
  e('ask the Karachi team for status at 6pm PKT every friday', KHI, on(['fri'], '18:00', KHI)),
  e(
    'remind the Chile team at 9am Santiago on april 4 2027, the day their clocks change',
    SCL,
    once('2027-04-04', '09:00', SCL),
  ),
  e('bi-weekly 1:1 with Aisha', DXB, no(WEEKS)),
  e('daily at 16:00 Istanbul for the Turkish QA', BER, daily('16:00', IST)),
  e('Reminder at 9am Tashkent every monday', MSK, on(['mon'], '09:00', TAS)),
  e('timesheets due sunday 11:59pm Honolulu → remind at 9pm', HNL, on(['sun'], '21:00', HNL)),
  e(
    'hi all 🌍 since we span Lima, Lagos and Lahore now, let’s rotate nothing and just keep the weekly sync on Wednesdays 14:00 UTC. can you set that up please',
    LIM,
    on(['wed'], '14:00', UTC),
  ),
  e('kindly do the needful: daily 10.30 am IST reminder for proofreaders', KOL, daily('10:30', KOL)),
  e(
    'Sync w/ Manila at 8am their time = 7pm my time (NY) on tuesdays',
    NY,
    either(on(['tue'], '08:00', MNL), on(['mon'], '19:00', NY), on(['tue'], '19:00', NY)),
  ),
];
