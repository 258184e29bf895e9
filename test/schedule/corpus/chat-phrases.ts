/**
 * Schedules as people in ops teams type them in chat, each with its intended meaning (see oracle.ts for the
 * meaning language). NOW is Monday 2026-11-23 12:00 UTC: "next monday" is 2026-11-30, "this friday" 2026-11-27,
 * "for 6 weeks" ends on 2027-01-03 (or the 4th), US clocks change on 2027-03-14 and 2027-11-07, European ones on
 * 2027-03-28 and 2027-10-31, Australian and New Zealand ones on 2027-04-04 and in the spring.
 */
import type { CorpusEntry, DaySpec, Every, Expect, Meaning, Refusal, Run } from './oracle.js';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const PHX = 'America/Phoenix';
const TOR = 'America/Toronto';
const SAO = 'America/Sao_Paulo';
const HNL = 'Pacific/Honolulu';
const LON = 'Europe/London';
const DUB = 'Europe/Dublin';
const BER = 'Europe/Berlin';
const PAR = 'Europe/Paris';
const AMS = 'Europe/Amsterdam';
const DXB = 'Asia/Dubai';
const KOL = 'Asia/Kolkata';
const KTM = 'Asia/Kathmandu';
const SGP = 'Asia/Singapore';
const HKG = 'Asia/Hong_Kong';
const TYO = 'Asia/Tokyo';
const SEL = 'Asia/Seoul';
const BNE = 'Australia/Brisbane';
const SYD = 'Australia/Sydney';
const AKL = 'Pacific/Auckland';
const UTC = 'UTC';

interface Period {
  readonly from?: string;
  readonly until?: string;
  readonly count?: number;
}

const list = (t: string | readonly string[]): readonly string[] => (typeof t === 'string' ? [t] : t);
/** Runs at wall-clock times on some days. */
const at = (days: DaySpec, times: string | readonly string[], zone: string): Run => ({
  days,
  times: list(times),
  zone,
});
/** An interval run. */
const every = (days: DaySpec, ev: Every, zone: string): Run => ({ days, every: ev, zone });
const plan = (runs: Run | readonly Run[], p: Period = {}): Meaning => ({
  runs: 'zone' in runs ? [runs] : runs,
  from: p.from ?? null,
  until: p.until ?? null,
  count: p.count ?? null,
});
const no = (refuse: string): Refusal => ({ refuse });
const either = (...alts: readonly (Meaning | Refusal)[]): Expect => ({ either: alts });
const e = (phrase: string, zone: string, expect: Expect): CorpusEntry => ({ phrase, zone, expect });

/** Shorthand for the common case: one run, no period. */
const daily = (times: string | readonly string[], zone: string, p: Period = {}) => plan(at('daily', times, zone), p);
const on = (days: DaySpec, times: string | readonly string[], zone: string, p: Period = {}) =>
  plan(at(days, times, zone), p);

function minus(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const t = h * 60 + m - minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/** "every 15 min between 9 and 5": the last run at the end of the window, or one step before it. */
function span(
  days: DaySpec,
  step: { readonly minutes: number } | { readonly hours: number },
  from: string,
  to: string,
  zone: string,
  p: Period = {},
): Expect {
  const size = 'minutes' in step ? step.minutes : step.hours * 60;
  return either(
    plan(every(days, { ...step, window: [from, to] }, zone), p),
    plan(every(days, { ...step, window: [from, minus(to, size)] }, zone), p),
  );
}

const ALL_MONTHS_BUT = (skip: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => m !== skip);

const WEEKS = 'CRON has no week counter: every other week (or every N weeks) cannot be written';
const DAYS_STEP = 'a day-of-month step restarts every month, so every N days cannot be written';
const SECONDS = 'the service has no seconds field';
const BUSINESS_NTH = 'only the first and last business day of a month can be written (1W, LW)';
const NTH_SHIFT = 'the UTC day is the day before or after an nth or last weekday, which CRON cannot name';
const BUSINESS_SHIFT = 'the UTC day is the day before or after a business day of the month, which CRON cannot name';
const HOLIDAYS = 'CRON knows no holidays';
const NO_TIME = 'no time of day was given';
const LEAP = 'the UTC day moves with leap years, and CRON has no year field';
const STEP_HOURS = 'the hour step does not divide 24, so the gaps cannot stay equal across midnight';
const STEP_MINUTES = 'the minute step does not divide a day into equal gaps';
const MONTH_EDGE = 'the UTC day is the next day, and a weekday within a month moves across the month edge';
const MOVABLE = 'a movable date (Easter, sunrise, a variable holiday) cannot be written in CRON';

export const CHAT_PHRASES: readonly CorpusEntry[] = [
  // ---- one time, every day ----
  e('every day at 9am', LA, daily('09:00', LA)),
  e('daily 9am', NY, daily('09:00', NY)),
  e('evry day at 7', UTC, either(daily('07:00', UTC), daily('19:00', UTC))),
  e('daily at 0600', LON, daily('06:00', LON)),
  e('run it daily @ 2200hrs', BER, daily('22:00', BER)),
  e('every day 19h30', PAR, daily('19:30', PAR)),
  e('everyday at noon', CHI, daily('12:00', CHI)),
  e('every day at midnight', TYO, daily('00:00', TYO)),
  e('each day at 6:15 am', KOL, daily('06:15', KOL)),
  e('daily at 23:45', SGP, daily('23:45', SGP)),
  e('pls run it every day at 8am thx', DEN, daily('08:00', DEN)),
  e('every day 5pm', SYD, daily('17:00', SYD)),
  e('daily @ 1730', AKL, daily('17:30', AKL)),
  e('every day at 3:30 in the afternoon', HNL, daily('15:30', HNL)),
  e('every morning at 7:45', PHX, daily('07:45', PHX)),
  e('each evening at 6pm', SAO, daily('18:00', SAO)),
  e('every night at 11 pm', DXB, daily('23:00', DXB)),
  e('daily at 4.30am', KTM, daily('04:30', KTM)),
  e('once a day at 10:00', SEL, daily('10:00', SEL)),
  e('every day at 12am', HKG, daily('00:00', HKG)),
  e('every day at 12pm', BNE, daily('12:00', BNE)),
  e('daily, 0900', DUB, daily('09:00', DUB)),
  e('can you schedule this for 9:30 every day', TOR, daily('09:30', TOR)),
  e('every day at 2:30am', NY, daily('02:30', NY)),
  e('daily at 01:30', LON, daily('01:30', LON)),
  e('Every Day At 8 AM', AMS, daily('08:00', AMS)),
  e('daily 6a', LA, daily('06:00', LA)),
  e('daily 7p', CHI, daily('19:00', CHI)),
  e('at 5:05 pm daily', UTC, daily('17:05', UTC)),
  e('every day at 00:00 UTC', LA, daily('00:00', UTC)),
  e('daily 0600Z', NY, daily('06:00', UTC)),
  e('daily 1400 zulu', BER, daily('14:00', UTC)),

  // ---- named zones ----
  e('every weekday 7pm Pacific', NY, on('weekdays', '19:00', LA)),
  e('weekdays at 9am Eastern', LA, on('weekdays', '09:00', NY)),
  e('every day at 9am Eastern Time (US & Canada)', LON, daily('09:00', NY)),
  e('daily 8am ET', KOL, daily('08:00', NY)),
  e('daily 5pm PT', UTC, daily('17:00', LA)),
  e('every day at 6am CT', UTC, daily('06:00', CHI)),
  e('every day 10am Central', LON, daily('10:00', CHI)),
  e('weekdays 8am mountain time', NY, on('weekdays', '08:00', DEN)),
  e('daily 7am Arizona time', LA, daily('07:00', PHX)),
  e('every day 9am PST', NY, either(daily('09:00', LA), daily('09:00', 'Etc/GMT+8'))),
  e('every day at 6pm EST', LON, either(daily('18:00', NY), daily('18:00', 'Etc/GMT+5'))),
  e('daily 7am CST', UTC, either(daily('07:00', CHI), daily('07:00', 'Etc/GMT+6'))),
  e('9am IST every day', LON, daily('09:00', KOL)),
  e('every weekday 10:30 IST', NY, on('weekdays', '10:30', KOL)),
  e('every day 8am NZT', LA, daily('08:00', AKL)),
  e('daily at 9am new zealand time', UTC, daily('09:00', AKL)),
  e('mon-fri 9am AEST', LON, either(on('weekdays', '09:00', SYD), on('weekdays', '09:00', BNE))),
  e('daily 0800 Sydney time', UTC, daily('08:00', SYD)),
  e('every day at 6pm CET', NY, either(daily('18:00', BER), daily('18:00', 'Etc/GMT-1'))),
  e('weekdays 0700 CET', UTC, either(on('weekdays', '07:00', BER), on('weekdays', '07:00', 'Etc/GMT-1'))),
  e('daily 9am London time', NY, daily('09:00', LON)),
  e('every day 9am UK time', SGP, daily('09:00', LON)),
  e('daily at 13:00 UTC', LA, daily('13:00', UTC)),
  e('every day 4pm GMT', NY, either(daily('16:00', UTC), daily('16:00', LON))),
  e('every day 8am BST', UTC, daily('08:00', LON)),
  e('daily at 9 JST', LON, daily('09:00', TYO)),
  e('every day 9am tokyo', LA, daily('09:00', TYO)),
  e('daily 6pm SGT', LON, daily('18:00', SGP)),
  e('every weekday at 9:00 Singapore time', LA, on('weekdays', '09:00', SGP)),
  e('daily 10am HKT', UTC, daily('10:00', HKG)),
  e('daily 9am KST', UTC, daily('09:00', SEL)),
  e('every day 8am HST', LA, daily('08:00', HNL)),
  e('daily 7am Hawaii time', NY, daily('07:00', HNL)),
  e('every day at 11pm Paris time', LA, daily('23:00', PAR)),
  e('every day 6am Berlin', SGP, daily('06:00', BER)),
  e('daily 0830 Europe/Amsterdam', NY, daily('08:30', AMS)),
  e('every day at 7am America/Chicago', LON, daily('07:00', CHI)),
  e('every day 14:00 Asia/Kolkata', UTC, daily('14:00', KOL)),
  e('daily 9:15am Nepal time', LON, daily('09:15', KTM)),
  e('daily at 8am Dubai', LON, daily('08:00', DXB)),
  e('every day 9am Sao Paulo', NY, daily('09:00', SAO)),
  e('daily 7:30am Toronto', LA, daily('07:30', TOR)),
  e('every day 10am Dublin time', NY, daily('10:00', DUB)),
  e('daily 5pm Brisbane', LON, daily('17:00', BNE)),
  e('weekdays 9am pacific time', LON, on('weekdays', '09:00', LA)),
  e('weekdays 8pm eastern', UTC, on('weekdays', '20:00', NY)),
  e('every day at 7am in UTC+2', UTC, daily('07:00', 'Etc/GMT-2')),
  e('daily 9am GMT+5:30', UTC, daily('09:00', KOL)),
  e('daily 6am UTC-5', UTC, daily('06:00', 'Etc/GMT+5')),

  // ---- weekdays and weekends ----
  e('every weekday at 8am', LA, on('weekdays', '08:00', LA)),
  e('weekdays 9am', NY, on('weekdays', '09:00', NY)),
  e('mon-fri 0700', LON, on('weekdays', '07:00', LON)),
  e('Mon to Fri at 6:30pm', CHI, on('weekdays', '18:30', CHI)),
  e('every business day at 9', BER, on('weekdays', '09:00', BER)),
  e('every workday 8:30', PAR, on('weekdays', '08:30', PAR)),
  e('wkdays 5pm', SYD, on('weekdays', '17:00', SYD)),
  e('weekdys at 10', TYO, on('weekdays', '10:00', TYO)),
  e('every weekday at 7pm', LA, on('weekdays', '19:00', LA)),
  e('weekdays at 11:30pm', NY, on('weekdays', '23:30', NY)),
  e('weekdays at 6am', AKL, on('weekdays', '06:00', AKL)),
  e('each working day at 08:00', KOL, on('weekdays', '08:00', KOL)),
  e('every weekend at 10am', LA, on('weekends', '10:00', LA)),
  e('weekends 0900', LON, on('weekends', '09:00', LON)),
  e('sat and sun at noon', NY, on('weekends', '12:00', NY)),
  e('saturdays and sundays 8pm', TYO, on('weekends', '20:00', TYO)),
  e('every day except sunday at 7am', CHI, on(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], '07:00', CHI)),
  e('daily except saturday 6pm', LON, on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '18:00', LON)),
  e('every day but weekends, 9am', SGP, on('weekdays', '09:00', SGP)),
  e('all days except fri and sat at 8', DXB, on(['sun', 'mon', 'tue', 'wed', 'thu'], '08:00', DXB)),
  e('sun-thu 9am', DXB, on(['sun', 'mon', 'tue', 'wed', 'thu'], '09:00', DXB)),
  e(
    'every weeknight at 11pm',
    NY,
    either(on('weekdays', '23:00', NY), on(['sun', 'mon', 'tue', 'wed', 'thu'], '23:00', NY)),
  ),
  e('weeknights 10pm', LA, either(on('weekdays', '22:00', LA), on(['sun', 'mon', 'tue', 'wed', 'thu'], '22:00', LA))),
  e('every weekday except monday at 9am', LON, on(['tue', 'wed', 'thu', 'fri'], '09:00', LON)),
  e('weekdays but not wednesdays, 4pm', BER, on(['mon', 'tue', 'thu', 'fri'], '16:00', BER)),

  // ---- particular weekdays ----
  e('every monday 9am', LA, on(['mon'], '09:00', LA)),
  e('pls run it every monday 9am thx', NY, on(['mon'], '09:00', NY)),
  e('mondays at 8', LON, on(['mon'], '08:00', LON)),
  e('every tuesday at 14:00', BER, on(['tue'], '14:00', BER)),
  e('every wednsday at 10am', CHI, on(['wed'], '10:00', CHI)),
  e('wednesdays 6pm', SYD, on(['wed'], '18:00', SYD)),
  e('every thursday 0800', TYO, on(['thu'], '08:00', TYO)),
  e('every thrusday at 5pm', KOL, on(['thu'], '17:00', KOL)),
  e('fridays @ 4:30pm', LA, on(['fri'], '16:30', LA)),
  e('every friday at 11pm pacific', NY, on(['fri'], '23:00', LA)),
  e('every fri 9pm', NY, on(['fri'], '21:00', NY)),
  e('each saturday at 3am', LON, on(['sat'], '03:00', LON)),
  e('every satruday 10am', AKL, on(['sat'], '10:00', AKL)),
  e('every sunday at 2:30am', NY, on(['sun'], '02:30', NY)),
  e('sundays 1:30am', LA, on(['sun'], '01:30', LA)),
  e('every sunday at 1am', LON, on(['sun'], '01:00', LON)),
  e('every sunday night at 10', DEN, on(['sun'], '22:00', DEN)),
  e('every monday and wednesday at 9am', LA, on(['mon', 'wed'], '09:00', LA)),
  e('mon, wed, fri 7am', NY, on(['mon', 'wed', 'fri'], '07:00', NY)),
  e('mon/wed/fri @ 0630', LON, on(['mon', 'wed', 'fri'], '06:30', LON)),
  e('tue & thu 3pm', CHI, on(['tue', 'thu'], '15:00', CHI)),
  e('tuesdays and thursdays at 18:00', BER, on(['tue', 'thu'], '18:00', BER)),
  e('every tuesdy and fridya at noon', SGP, on(['tue', 'fri'], '12:00', SGP)),
  e('mon thru thu 8pm', LA, on(['mon', 'tue', 'wed', 'thu'], '20:00', LA)),
  e('tue-sat 6am', PAR, on(['tue', 'wed', 'thu', 'fri', 'sat'], '06:00', PAR)),
  e('every mondys 9', KOL, on(['mon'], '09:00', KOL)),
  e('friday and saturday at 11:59pm', TYO, on(['fri', 'sat'], '23:59', TYO)),
  e('every monday at 7am Sydney', LON, on(['mon'], '07:00', SYD)),
  e('every monday at 8am NZT', LA, on(['mon'], '08:00', AKL)),
  e('every friday 5pm Eastern', LON, on(['fri'], '17:00', NY)),
  e('every tuesday 1am UTC', LA, on(['tue'], '01:00', UTC)),
  e('wed 9am IST', UTC, on(['wed'], '09:00', KOL)),
  e('every sunday 23:30 Kathmandu', UTC, on(['sun'], '23:30', KTM)),

  // ---- several times a day ----
  e('every day at 9am and 5pm', LA, daily(['09:00', '17:00'], LA)),
  e('daily 0600 and 1800', LON, daily(['06:00', '18:00'], LON)),
  e('at 9, 13 and 17 every day', BER, daily(['09:00', '13:00', '17:00'], BER)),
  e('twice a day, 8am & 8pm', NY, daily(['08:00', '20:00'], NY)),
  e('3x daily at 8am, noon and 4pm', CHI, daily(['08:00', '12:00', '16:00'], CHI)),
  e('weekdays at 9:00 and 17:30', TYO, on('weekdays', ['09:00', '17:30'], TYO)),
  e('every weekday 7am and 7pm pacific', NY, on('weekdays', ['07:00', '19:00'], LA)),
  e('mon-fri 10am, 2pm', KOL, on('weekdays', ['10:00', '14:00'], KOL)),
  e('daily at 6:00, 12:00, 18:00 and 00:00', UTC, daily(['00:00', '06:00', '12:00', '18:00'], UTC)),
  e('every day at 8:15 and 16:45', SYD, daily(['08:15', '16:45'], SYD)),
  e('daily at 9am and 9:30pm', AKL, daily(['09:00', '21:30'], AKL)),
  e('every day at 10:00, 10:30 and 11:00', SGP, daily(['10:00', '10:30', '11:00'], SGP)),
  e('every monday at 9am and 3pm', LON, on(['mon'], ['09:00', '15:00'], LON)),
  e('weekends at 8am and 6pm', LA, on('weekends', ['08:00', '18:00'], LA)),
  e('every day 7:05, 12:05, 19:05', DEN, daily(['07:05', '12:05', '19:05'], DEN)),
  e('daily at 5pm and 11pm eastern', LA, daily(['17:00', '23:00'], NY)),
  e('daily at 1am and 1pm', KTM, daily(['01:00', '13:00'], KTM)),
  e('run at 0300 and 1500 every day', HNL, daily(['03:00', '15:00'], HNL)),
  e('every day twice', LA, no(NO_TIME)),
  e('a few times a day', NY, no(NO_TIME)),

  // ---- different times on different days ----
  e('weekdays at 7am and weekends at 10am', LA, plan([at('weekdays', '07:00', LA), at('weekends', '10:00', LA)])),
  e('mon-thu 6pm, fri 3pm', NY, plan([at(['mon', 'tue', 'wed', 'thu'], '18:00', NY), at(['fri'], '15:00', NY)])),
  e('monday 9am and thursday 2pm', LON, plan([at(['mon'], '09:00', LON), at(['thu'], '14:00', LON)])),
  e('tuesdays at 8 and saturdays at 11', BER, plan([at(['tue'], '08:00', BER), at(['sat'], '11:00', BER)])),
  e('weekdays 6:30am, saturday 9am, no sunday', CHI, plan([at('weekdays', '06:30', CHI), at(['sat'], '09:00', CHI)])),
  e(
    'every monday at 8am and every friday at 5pm pacific',
    NY,
    plan([at(['mon'], '08:00', LA), at(['fri'], '17:00', LA)]),
  ),
  e('weekdays at 22:00 and sundays at 20:00', TYO, plan([at('weekdays', '22:00', TYO), at(['sun'], '20:00', TYO)])),
  e(
    'mon wed fri at 9, tue thu at 10',
    SGP,
    plan([at(['mon', 'wed', 'fri'], '09:00', SGP), at(['tue', 'thu'], '10:00', SGP)]),
  ),
  e('sat 0800 sun 1000', AKL, plan([at(['sat'], '08:00', AKL), at(['sun'], '10:00', AKL)])),
  e('weekdays 9am, weekends noon', KOL, plan([at('weekdays', '09:00', KOL), at('weekends', '12:00', KOL)])),
  e(
    '7pm on weekdays and 9am on saturdays, Pacific',
    LON,
    plan([at('weekdays', '19:00', LA), at(['sat'], '09:00', LA)]),
  ),
  e('every day at 9am London and 9am New York', UTC, plan([at('daily', '09:00', LON), at('daily', '09:00', NY)])),
  e('daily 9am in both Tokyo and Singapore', UTC, plan([at('daily', '09:00', TYO), at('daily', '09:00', SGP)])),

  // ---- intervals ----
  e('every 15 min', LA, plan(every('daily', { minutes: 15 }, LA))),
  e('every 15 minutes', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('evry 5 mins', UTC, plan(every('daily', { minutes: 5 }, UTC))),
  e('every minute', NY, plan(every('daily', { minutes: 1 }, NY))),
  e('every 10 minutes', KTM, plan(every('daily', { minutes: 10 }, KTM))),
  e('every 20 min', KOL, plan(every('daily', { minutes: 20 }, KOL))),
  e('every half hour', LON, plan(every('daily', { minutes: 30 }, LON))),
  e('every 30 mins', KTM, plan(every('daily', { minutes: 30 }, KTM))),
  e('hourly', LA, plan(every('daily', { hours: 1 }, LA))),
  e('every hour', TYO, plan(every('daily', { hours: 1 }, TYO))),
  e('every hour on the hour', BER, plan(every('daily', { hours: 1 }, BER))),
  e('every hour at :15', NY, plan(every('daily', { hours: 1, at: 15 }, NY))),
  e('hourly at half past', SGP, plan(every('daily', { hours: 1, at: 30 }, SGP))),
  e('every 2 hours', LA, plan(every('daily', { hours: 2 }, LA))),
  e('every 2 hrs', UTC, plan(every('daily', { hours: 2 }, UTC))),
  e('every 3 hours', TYO, plan(every('daily', { hours: 3 }, TYO))),
  e('every 4 hours', KOL, plan(every('daily', { hours: 4 }, KOL))),
  e('every 6 hours', NY, plan(every('daily', { hours: 6 }, NY))),
  e('every 6h', UTC, plan(every('daily', { hours: 6 }, UTC))),
  e('every 8 hours', SGP, plan(every('daily', { hours: 8 }, SGP))),
  e('every 12 hours', UTC, plan(every('daily', { hours: 12 }, UTC))),
  e('every 4 hours starting at 2am', UTC, plan(every('daily', { hours: 4, window: ['02:00', '23:59'] }, UTC))),
  e('every 5 minutes on weekdays', CHI, plan(every('weekdays', { minutes: 5 }, CHI))),
  e('every 30 minutes on weekends', LON, plan(every('weekends', { minutes: 30 }, LON))),
  e('hourly on weekdays', TYO, plan(every('weekdays', { hours: 1 }, TYO))),
  e('every 15 min between 9 and 5', LA, span('daily', { minutes: 15 }, '09:00', '17:00', LA)),
  e('every 2 hours between 9 and 5', NY, span('daily', { hours: 2 }, '09:00', '17:00', NY)),
  e('every 2 hours from 9am to 5pm on weekdays pacific', LON, span('weekdays', { hours: 2 }, '09:00', '17:00', LA)),
  e('every 30 min during business hours', BER, span('weekdays', { minutes: 30 }, '09:00', '17:00', BER)),
  e('every hour from 8am to 6pm', SGP, span('daily', { hours: 1 }, '08:00', '18:00', SGP)),
  e('hourly 9-5 weekdays', TYO, span('weekdays', { hours: 1 }, '09:00', '17:00', TYO)),
  e('every 10 min from 0800 to 1000', LON, span('daily', { minutes: 10 }, '08:00', '10:00', LON)),
  e('every 20 minutes between 6pm and 10pm', LA, span('daily', { minutes: 20 }, '18:00', '22:00', LA)),
  e('every 15 mins 7am-7pm mon-fri', KOL, span('weekdays', { minutes: 15 }, '07:00', '19:00', KOL)),
  e(
    'every hour between 10pm and 4am',
    UTC,
    either(
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, UTC),
        every('daily', { hours: 1, window: ['00:00', '04:00'] }, UTC),
      ]),
      plan([
        every('daily', { hours: 1, window: ['22:00', '23:00'] }, UTC),
        every('daily', { hours: 1, window: ['00:00', '03:00'] }, UTC),
      ]),
    ),
  ),
  e('every 5 min from 9 to 9:30', AKL, span('daily', { minutes: 5 }, '09:00', '09:30', AKL)),
  e('every 3 hours from 6am to 6pm', SYD, span('daily', { hours: 3 }, '06:00', '18:00', SYD)),
  e('every 90 min from 8am to 8pm', UTC, span('daily', { minutes: 90 }, '08:00', '20:00', UTC)),
  e('every 45 minutes', UTC, either(plan(every('daily', { minutes: 45 }, UTC)), no(STEP_MINUTES))),
  e('every 90 minutes', TYO, either(plan(every('daily', { minutes: 90 }, TYO)), no(STEP_MINUTES))),
  e('every 7 minutes', LA, no(STEP_MINUTES)),
  e('every 25 min', UTC, no(STEP_MINUTES)),
  e('every 5 hours', NY, no(STEP_HOURS)),
  e('every 7 hours', UTC, no(STEP_HOURS)),
  e('every 10 hours', TYO, no(STEP_HOURS)),
  e('every 10 seconds', UTC, no(SECONDS)),
  e('every 30s', LA, no(SECONDS)),
  e('every 36 hours', UTC, no(STEP_HOURS)),

  // ---- days of the month ----
  e('on the 1st and 15th at 9am', LA, plan(at({ monthDays: [1, 15] }, '09:00', LA))),
  e('1st & 15th of every month 0800', LON, plan(at({ monthDays: [1, 15] }, '08:00', LON))),
  e('monthly on the 1st at 6am', NY, plan(at({ monthDays: [1] }, '06:00', NY))),
  e('on the first of every month at midnight', UTC, plan(at({ monthDays: [1] }, '00:00', UTC))),
  e('every month on the 1st at 8am tokyo time', LA, plan(at({ monthDays: [1] }, '08:00', TYO))),
  e('1st of the month 7pm pacific', LON, plan(at({ monthDays: [1] }, '19:00', LA))),
  e('on the 15th at 6pm Pacific', NY, plan(at({ monthDays: [15] }, '18:00', LA))),
  e('the 10th of each month at 10:00', BER, plan(at({ monthDays: [10] }, '10:00', BER))),
  e('every month on the 5th and 20th at 7am', KOL, plan(at({ monthDays: [5, 20] }, '07:00', KOL))),
  e('on the 15th of every month at 7am Tokyo', UTC, plan(at({ monthDays: [15] }, '07:00', TYO))),
  e('last day of the month at 11pm', BER, plan(at({ monthDays: ['last'] }, '23:00', BER))),
  e('last day of every month 5pm', LA, plan(at({ monthDays: ['last'] }, '17:00', LA))),
  e('on the last day of the month at 7pm pacific', NY, plan(at({ monthDays: ['last'] }, '19:00', LA))),
  e('end of every month at 8am Auckland', LON, plan(at({ monthDays: ['last'] }, '08:00', AKL))),
  e('last day of each month 0900 JST', UTC, plan(at({ monthDays: ['last'] }, '09:00', TYO))),
  e('on the 30th at 6pm pacific', NY, plan(at({ monthDays: [30] }, '18:00', LA))),
  e('on the 28th at 3pm HST', UTC, no(LEAP)),
  e('29th of every month 8am JST', UTC, no(LEAP)),
  e('on the 28th at 8am JST', UTC, plan(at({ monthDays: [28] }, '08:00', TYO))),
  e('first and last day of the month at noon', LON, plan(at({ monthDays: [1, 'last'] }, '12:00', LON))),
  e('1st, 10th, 20th at 0600 UTC', NY, plan(at({ monthDays: [1, 10, 20] }, '06:00', UTC))),
  e('on the 2nd of each month at 9:30', SGP, plan(at({ monthDays: [2] }, '09:30', SGP))),
  e('every 1st of the month 01:00', LA, plan(at({ monthDays: [1] }, '01:00', LA))),
  e('on the 1st at 8am sydney', UTC, plan(at({ monthDays: [1] }, '08:00', SYD))),
  e('every 3 days', LA, no(DAYS_STEP)),
  e('every other day at 9am', NY, no(DAYS_STEP)),
  e('every 2 days at noon', UTC, no(DAYS_STEP)),
  e('every 10 days at 6am', UTC, no(DAYS_STEP)),

  // ---- business days of the month ----
  e('first business day of the month at 9am', NY, plan(at({ firstBusinessDay: true }, '09:00', NY))),
  e('1st business day of every month 10:00', BER, plan(at({ firstBusinessDay: true }, '10:00', BER))),
  e('first weekday of the month at 8am', LON, plan(at({ firstBusinessDay: true }, '08:00', LON))),
  e('first working day of each month 09:00 IST', UTC, plan(at({ firstBusinessDay: true }, '09:00', KOL))),
  e('last business day of the month at 5pm', LON, plan(at({ lastBusinessDay: true }, '17:00', LON))),
  e('last business day 6pm new york', UTC, plan(at({ lastBusinessDay: true }, '18:00', NY))),
  e('last weekday of every month at 4pm', TYO, plan(at({ lastBusinessDay: true }, '16:00', TYO))),
  e('last working day of the month 15:00', SGP, plan(at({ lastBusinessDay: true }, '15:00', SGP))),
  e('first business day of the month at 9am Sydney', LON, no(BUSINESS_SHIFT)),
  e('first business day at 7pm pacific', NY, no(BUSINESS_SHIFT)),
  e('last business day of the month 8pm new york', LON, no(BUSINESS_SHIFT)),
  e('last working day of the month at 8am tokyo', UTC, no(BUSINESS_SHIFT)),
  e('on the 2nd business day', LA, no(BUSINESS_NTH)),
  e('the 3rd business day of each month at 9am', LON, no(BUSINESS_NTH)),
  e('second to last business day of the month 5pm', NY, no(BUSINESS_NTH)),
  e('every business day except holidays at 8am', NY, no(HOLIDAYS)),
  e('weekdays at 9 but skip bank holidays', LON, no(HOLIDAYS)),
  e('every trading day at market open', NY, no(HOLIDAYS)),

  // ---- nth weekday of the month ----
  e('first monday of the month at 9am', LA, plan(at({ nth: [1], weekday: 'mon' }, '09:00', LA))),
  e('every 1st monday 10:00', LON, plan(at({ nth: [1], weekday: 'mon' }, '10:00', LON))),
  e('second tuesday of every month at 10am tokyo', UTC, plan(at({ nth: [2], weekday: 'tue' }, '10:00', TYO))),
  e('2nd tuesday 8am tokyo', UTC, no(NTH_SHIFT)),
  e('every 3rd friday at 4pm', NY, either(plan(at({ nth: [3], weekday: 'fri' }, '16:00', NY)), no(WEEKS))),
  e('the third wednesday of each month, 14:00', BER, plan(at({ nth: [3], weekday: 'wed' }, '14:00', BER))),
  e('last friday of the month at 5pm', NY, plan(at({ nth: ['last'], weekday: 'fri' }, '17:00', NY))),
  e('last friday of every month 9pm pacific', LON, no(NTH_SHIFT)),
  e('last sunday of the month at 11pm pacific', NY, no(NTH_SHIFT)),
  e('on the last thursday at 10am', LON, plan(at({ nth: ['last'], weekday: 'thu' }, '10:00', LON))),
  e('first and third monday at 9', CHI, plan(at({ nth: [1, 3], weekday: 'mon' }, '09:00', CHI))),
  e('every 2nd and 4th wednesday at 15:00', KOL, plan(at({ nth: [2, 4], weekday: 'wed' }, '15:00', KOL))),
  e('first monday 6am auckland', UTC, no(NTH_SHIFT)),
  e('first monday of the month at 2pm NZT', LON, plan(at({ nth: [1], weekday: 'mon' }, '14:00', AKL))),
  e('4th thursday of november at 9am eastern', LON, plan(at({ nth: [4], weekday: 'thu', months: [11] }, '09:00', NY))),
  e('first sunday of every month at midnight', TYO, no(NTH_SHIFT)),
  e('first saturday of the month at 10pm', LA, no(NTH_SHIFT)),
  e('5th friday at noon', LON, plan(at({ nth: [5], weekday: 'fri' }, '12:00', LON))),
  e('last monday of the month 0800 UTC', LA, plan(at({ nth: ['last'], weekday: 'mon' }, '08:00', UTC))),

  // ---- months, quarters, years ----
  e('quarterly on the 1st at 9am', NY, plan(at({ monthDays: [1], months: [1, 4, 7, 10] }, '09:00', NY))),
  e('first day of each quarter 8am tokyo', UTC, plan(at({ monthDays: [1], months: [1, 4, 7, 10] }, '08:00', TYO))),
  e('last day of the quarter at 6pm', LON, plan(at({ monthDays: ['last'], months: [3, 6, 9, 12] }, '18:00', LON))),
  e('end of each quarter 6pm pacific', NY, plan(at({ monthDays: ['last'], months: [3, 6, 9, 12] }, '18:00', LA))),
  e(
    'last business day of each quarter at 4pm',
    LON,
    plan(at({ lastBusinessDay: true, months: [3, 6, 9, 12] }, '16:00', LON)),
  ),
  e('every jan 1st at 6am tokyo', UTC, plan(at({ monthDays: [1], months: [1] }, '06:00', TYO))),
  e('on new years day at 9am', NY, plan(at({ monthDays: [1], months: [1] }, '09:00', NY))),
  e('every year on march 15 at 10:00', BER, plan(at({ monthDays: [15], months: [3] }, '10:00', BER))),
  e('yearly on july 4th at noon eastern', LA, plan(at({ monthDays: [4], months: [7] }, '12:00', NY))),
  e('every december 31st at 23:00', LON, plan(at({ monthDays: [31], months: [12] }, '23:00', LON))),
  e(
    'on the 1st of jan, apr, jul and oct at 07:00',
    SGP,
    plan(at({ monthDays: [1], months: [1, 4, 7, 10] }, '07:00', SGP)),
  ),
  e('every weekday in december at 9am', LA, on({ weekdays: 'weekdays', months: [12] }, '09:00', LA)),
  e('daily in january and february at 6am', UTC, on({ months: [1, 2] }, '06:00', UTC)),
  e('every monday in june, july and august at 8am', LON, on({ weekdays: ['mon'], months: [6, 7, 8] }, '08:00', LON)),
  e(
    'every other month on the 1st at 9am',
    UTC,
    either(
      plan(at({ monthDays: [1], months: [12, 2, 4, 6, 8, 10] }, '09:00', UTC)),
      plan(at({ monthDays: [1], months: [1, 3, 5, 7, 9, 11] }, '09:00', UTC)),
    ),
  ),
  e(
    'every 6 months on the 1st at noon',
    UTC,
    either(
      plan(at({ monthDays: [1], months: [12, 6] }, '12:00', UTC)),
      plan(at({ monthDays: [1], months: [1, 7] }, '12:00', UTC)),
    ),
  ),
  e('every 5 months', UTC, no('twelve months do not divide into steps of five')),
  e('on easter sunday at 9am', LON, no(MOVABLE)),
  e('every weekday at sunrise', LA, no(MOVABLE)),
  e('on the last day of february at noon', UTC, plan(at({ monthDays: ['last'], months: [2] }, '12:00', UTC))),
  e(
    'every day except christmas at 8am',
    UTC,
    plan([
      at({ months: ALL_MONTHS_BUT(12) }, '08:00', UTC),
      at(
        {
          months: [12],
          monthDays: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30,
            31,
          ],
        },
        '08:00',
        UTC,
      ),
    ]),
  ),

  // ---- running periods ----
  e('every weekday 9am starting next monday', LA, on('weekdays', '09:00', LA, { from: '2026-11-30' })),
  e('daily at 8 from next monday', LON, daily('08:00', LON, { from: '2026-11-30' })),
  e('every day 9am until end of march', NY, daily('09:00', NY, { until: '2027-03-31' })),
  e('weekdays 7am till the end of the year', LON, on('weekdays', '07:00', LON, { until: '2026-12-31' })),
  e(
    'every monday 10am for 6 weeks',
    LA,
    either(
      on(['mon'], '10:00', LA, { until: '2027-01-03' }),
      on(['mon'], '10:00', LA, { until: '2027-01-04' }),
      on(['mon'], '10:00', LA, { count: 6 }),
    ),
  ),
  e(
    'daily at noon for 2 weeks',
    TYO,
    either(daily('12:00', TYO, { until: '2026-12-06' }), daily('12:00', TYO, { until: '2026-12-07' })),
  ),
  e(
    'every day at 6pm for the next 30 days',
    SGP,
    either(
      daily('18:00', SGP, { until: '2026-12-22' }),
      daily('18:00', SGP, { until: '2026-12-23' }),
      daily('18:00', SGP, { count: 30 }),
    ),
  ),
  e('starting dec 1, every weekday at 8am', NY, on('weekdays', '08:00', NY, { from: '2026-12-01' })),
  e('from jan 4 every monday 9am', BER, on(['mon'], '09:00', BER, { from: '2027-01-04' })),
  e('every friday 5pm eastern until march 10', LON, on(['fri'], '17:00', NY, { until: '2027-03-10' })),
  e(
    'every day at 9am from april 1 to october 1 london time',
    UTC,
    daily('09:00', LON, { from: '2027-04-01', until: '2027-10-01' }),
  ),
  e('daily 9am from march 1 to march 31', NY, daily('09:00', NY, { from: '2027-03-01', until: '2027-03-31' })),
  e('every weekday at 7am from march 20', NY, on('weekdays', '07:00', NY, { from: '2027-03-20' })),
  e('every day at 8am between dec 1 and dec 24', LON, daily('08:00', LON, { from: '2026-12-01', until: '2026-12-24' })),
  e('weekdays 9am thru jan 15', CHI, on('weekdays', '09:00', CHI, { until: '2027-01-15' })),
  e('every day at 10pm until christmas', LA, daily('22:00', LA, { until: '2026-12-25' })),
  e('every sunday 3am starting march 7 eastern', LA, on(['sun'], '03:00', NY, { from: '2027-03-07' })),
  e('daily 1:30am until november 15 2027', LA, daily('01:30', LA, { until: '2027-11-15' })),
  e('every hour from tomorrow', UTC, plan(every('daily', { hours: 1 }, UTC), { from: '2026-11-24' })),
  e('from tomorrow, every day at 9am', LA, daily('09:00', LA, { from: '2026-11-24' })),
  e('every day at 7am starting today', TYO, daily('07:00', TYO)),
  e('weekdays 8:30 starting this friday', LON, on('weekdays', '08:30', LON, { from: '2026-11-27' })),
  e('every monday 9am starting next week', SGP, on(['mon'], '09:00', SGP, { from: '2026-11-30' })),
  e('every day at 6am for the month of january', UTC, daily('06:00', UTC, { from: '2027-01-01', until: '2027-01-31' })),
  e('mondays 9am through february', NY, on(['mon'], '09:00', NY, { until: '2027-02-28' })),
  e(
    'every day 0700 from 1 april until 30 september',
    SYD,
    daily('07:00', SYD, { from: '2027-04-01', until: '2027-09-30' }),
  ),
  e('daily 9am until sep 30 2027 auckland', UTC, daily('09:00', AKL, { until: '2027-09-30' })),
  e(
    'every weekday 6pm from 2027-01-11 to 2027-02-05',
    KOL,
    on('weekdays', '18:00', KOL, { from: '2027-01-11', until: '2027-02-05' }),
  ),
  e(
    'every day at 9am for 3 months',
    UTC,
    either(daily('09:00', UTC, { until: '2027-02-22' }), daily('09:00', UTC, { until: '2027-02-23' })),
  ),
  e(
    'hourly until friday',
    LON,
    either(
      plan(every('daily', { hours: 1 }, LON), { until: '2026-11-27' }),
      plan(every('daily', { hours: 1 }, LON), { until: '2026-11-26' }),
    ),
  ),
  e(
    'every 30 min between 9am and 5pm until dec 11',
    NY,
    span('daily', { minutes: 30 }, '09:00', '17:00', NY, { until: '2026-12-11' }),
  ),

  // ---- counts ----
  e('every day at 9am, 10 times', LA, daily('09:00', LA, { count: 10 })),
  e('daily 8am x5', LON, daily('08:00', LON, { count: 5 })),
  e('run it 3 times: every monday at 9', NY, on(['mon'], '09:00', NY, { count: 3 })),
  e('every hour, 24 times', UTC, plan(every('daily', { hours: 1 }, UTC), { count: 24 })),
  e('every 15 min, only 8 runs', TYO, plan(every('daily', { minutes: 15 }, TYO), { count: 8 })),
  e('weekdays 7pm pacific, 20 occurrences', NY, on('weekdays', '19:00', LA, { count: 20 })),
  e('just once on dec 24 at 5pm', LON, on({ months: [12], monthDays: [24] }, '17:00', LON, { count: 1 })),
  e('once, tomorrow at 9am', LA, daily('09:00', LA, { from: '2026-11-24', count: 1 })),
  e(
    '1st of the month at 8am for the next 6 months',
    BER,
    either(
      plan(at({ monthDays: [1] }, '08:00', BER), { count: 6 }),
      plan(at({ monthDays: [1] }, '08:00', BER), { until: '2027-05-22' }),
      plan(at({ monthDays: [1] }, '08:00', BER), { until: '2027-05-23' }),
    ),
  ),
  e('daily at 6am starting jan 1, 30 times', UTC, daily('06:00', UTC, { from: '2027-01-01', count: 30 })),
  e('every friday 4pm, 12 times max', SGP, on(['fri'], '16:00', SGP, { count: 12 })),
  e('every day at 9 and 5, 10 times', UTC, daily(['09:00', '17:00'], UTC, { count: 10 })),
  e('last day of the month 6pm, 4 times', LON, plan(at({ monthDays: ['last'] }, '18:00', LON), { count: 4 })),

  // ---- weeks the calendar cannot count ----
  e('every other tuesday', LA, no(WEEKS)),
  e('every other tuesday at 10am', NY, no(WEEKS)),
  e('every 3 weeks', LON, no(WEEKS)),
  e('every 2 weeks on monday at 9am', BER, no(WEEKS)),
  e('biweekly on fridays 4pm', LA, no(WEEKS)),
  e('fortnightly monday 0900', SYD, no(WEEKS)),
  e('every second week, wednesday 8am', AMS, no(WEEKS)),
  e('every 4 weeks on thursday', UTC, no(WEEKS)),
  e('every 6 weeks at 9', TYO, no(WEEKS)),
  e('alternate mondays at 7', LON, no(WEEKS)),
  e('every other weekend at 10am', CHI, no(WEEKS)),

  // ---- chatty and messy ----
  e('hey can u set this to run every weekday at 7pm pacific pls', NY, on('weekdays', '19:00', LA)),
  e('need it mon-fri 6am eastern thx!', LON, on('weekdays', '06:00', NY)),
  e('Run every Monday at 09:00, please.', BER, on(['mon'], '09:00', BER)),
  e('every weekday @ 8:00 AM ET', UTC, on('weekdays', '08:00', NY)),
  e('daily - 0730 - UTC', LA, daily('07:30', UTC)),
  e('at 6pm every day pls', TYO, daily('18:00', TYO)),
  e('every day @ 5 PM (Pacific)', LON, daily('17:00', LA)),
  e('9am every monday, wednesday, and friday', LA, on(['mon', 'wed', 'fri'], '09:00', LA)),
  e('could you make it every friday at 3pm london time', NY, on(['fri'], '15:00', LON)),
  e('every day at 9am sharp', SGP, daily('09:00', SGP)),
  e('  every   weekday   at  9am  ', LON, on('weekdays', '09:00', LON)),
  e('EVERY MONDAY 8AM', NY, on(['mon'], '08:00', NY)),
  e('every monday morning at 8', CHI, on(['mon'], '08:00', CHI)),
  e('every friday afternoon at 3', LA, on(['fri'], '15:00', LA)),
  e('every night at 2am', LON, daily('02:00', LON)),
  e('each weekday at 7 in the evening', SYD, on('weekdays', '19:00', SYD)),
  e('every day at quarter past nine', NY, either(daily('09:15', NY), daily('21:15', NY))),
  e('every day at half past 8 in the morning', BER, daily('08:30', BER)),
  e('daily at 9 o\u2019clock', UTC, either(daily('09:00', UTC), daily('21:00', UTC))),
  e('weekdays at 9am (my time)', TYO, on('weekdays', '09:00', TYO)),
  e('every weekday 9am, all year', KOL, on('weekdays', '09:00', KOL)),
  e('mon–fri 09:00–17:00 every hour', LON, span('weekdays', { hours: 1 }, '09:00', '17:00', LON)),
  e('every tues at 10', SGP, on(['tue'], '10:00', SGP)),
  e('every thurs 4pm', NY, on(['thu'], '16:00', NY)),
  e('wed at 1300', PAR, on(['wed'], '13:00', PAR)),
  e('every sat 0600', LA, on(['sat'], '06:00', LA)),
  e('each sun 20:00 UTC', TYO, on(['sun'], '20:00', UTC)),
  e('run this at 11:15pm every weekday', LA, on('weekdays', '23:15', LA)),
  e('kick it off daily at 03:00', NY, daily('03:00', NY)),
  e('schedule: weekdays, 0645', BER, on('weekdays', '06:45', BER)),
  e('every weekday at 18:00 CET', UTC, either(on('weekdays', '18:00', BER), on('weekdays', '18:00', 'Etc/GMT-1'))),
  e('every day at 8pm Singapore', LA, daily('20:00', SGP)),
  e('mondays 9am Sydney time', UTC, on(['mon'], '09:00', SYD)),
  e('weekdays at 5pm aus eastern', LON, either(on('weekdays', '17:00', SYD), on('weekdays', '17:00', BNE))),
  e('daily 6am india time', NY, daily('06:00', KOL)),
  e('every saturday 10am EST', LON, either(on(['sat'], '10:00', NY), on(['sat'], '10:00', 'Etc/GMT+5'))),
  e('every sunday 9pm pacific', LON, on(['sun'], '21:00', LA)),
  e('daily at 22:30 pacific', UTC, daily('22:30', LA)),
  e('weekdays 4:30pm pacific', LON, on('weekdays', '16:30', LA)),
  e('weekdays 16:30 PT', UTC, on('weekdays', '16:30', LA)),
  e('every monday 00:30 CET', UTC, either(on(['mon'], '00:30', BER), on(['mon'], '00:30', 'Etc/GMT-1'))),
  e('every friday at 23:00 berlin', NY, on(['fri'], '23:00', BER)),
  e('every tuesday at 6am tokyo', LON, on(['tue'], '06:00', TYO)),
  e('every wednesday 7am auckland', UTC, on(['wed'], '07:00', AKL)),
  e('every thursday 9pm new york', TYO, on(['thu'], '21:00', NY)),

  // ---- daylight saving near the changes ----
  e('every sunday 2am eastern', LON, on(['sun'], '02:00', NY)),
  e('daily at 2:15am pacific', UTC, daily('02:15', LA)),
  e('every day at 1:30am eastern', UTC, daily('01:30', NY)),
  e('every sunday at 1:30am', LA, on(['sun'], '01:30', LA)),
  e('every day at 1am london', UTC, daily('01:00', LON)),
  e('daily 2:30am berlin', UTC, daily('02:30', BER)),
  e('every sunday at 2:30 in sydney', UTC, on(['sun'], '02:30', SYD)),
  e('every day 2:30am auckland', UTC, daily('02:30', AKL)),
  e(
    'on march 14 at 3:30am eastern',
    UTC,
    either(
      on({ months: [3], monthDays: [14] }, '03:30', NY),
      on({ months: [3], monthDays: [14] }, '03:30', NY, { count: 1 }),
    ),
  ),
  e(
    'every day at 9am from march 8 to march 21 pacific',
    UTC,
    daily('09:00', LA, { from: '2027-03-08', until: '2027-03-21' }),
  ),
  e('weekdays 7pm pacific until march 12', NY, on('weekdays', '19:00', LA, { until: '2027-03-12' })),
  e(
    'weekdays 7pm pacific from march 15 until october 29',
    NY,
    on('weekdays', '19:00', LA, { from: '2027-03-15', until: '2027-10-29' }),
  ),
  e(
    'every day 8am london from march 29 to october 30',
    UTC,
    daily('08:00', LON, { from: '2027-03-29', until: '2027-10-30' }),
  ),
  e('every day 6pm sydney until april 3', UTC, daily('18:00', SYD, { until: '2027-04-03' })),
  e('every saturday at 11pm eastern during march', LON, no(MONTH_EDGE)),
  e(
    'nov 7 at 1:30am pacific',
    UTC,
    either(
      on({ months: [11], monthDays: [7] }, '01:30', LA),
      on({ months: [11], monthDays: [7] }, '01:30', LA, { count: 1 }),
    ),
  ),

  // ---- no time, or no sense ----
  e('every monday', NY, either(no(NO_TIME), on(['mon'], '00:00', NY))),
  e('daily', LA, either(no(NO_TIME), daily('00:00', LA))),
  e('weekdays', LON, either(no(NO_TIME), on('weekdays', '00:00', LON))),
  e('asap', UTC, no('not a schedule')),
  e('whenever the build finishes', LA, no('not a time schedule')),
  e('every day at 25:00', UTC, no('there is no 25:00')),
  e('every day at 9:75', UTC, no('there is no minute 75')),
  e('on the 32nd of every month', UTC, no('no month has a 32nd day')),
  e('every 0 minutes', UTC, no('an interval of zero')),
  e('sometime next week', NY, no('not a schedule')),
  e('on the 31st of february at noon', UTC, no('February has no 31st')),
  e('every blursday at 9', UTC, no('not a day')),
  // ---- more of the same, worded differently ----
  e('every 15 minutes from 9:00 to 17:00 UTC', LA, span('daily', { minutes: 15 }, '09:00', '17:00', UTC)),
  e('every half hour 8-18 weekdays', LON, span('weekdays', { minutes: 30 }, '08:00', '18:00', LON)),
  e('top of every hour', SGP, plan(every('daily', { hours: 1 }, SGP))),
  e('every hour at 5 past', UTC, plan(every('daily', { hours: 1, at: 5 }, UTC))),
  e('every 2 hours at :30', TYO, plan(every('daily', { hours: 2, at: 30 }, TYO))),
  e('every 4h from midnight', UTC, plan(every('daily', { hours: 4 }, UTC))),
  e('every 6 hours starting at 3am', UTC, plan(every('daily', { hours: 6, window: ['03:00', '23:59'] }, UTC))),
  e('every quarter hour', KOL, plan(every('daily', { minutes: 15 }, KOL))),
  e('at 3am every night except saturdays', LON, on(['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], '03:00', LON)),
  e('every monday-friday 10pm utc', NY, on('weekdays', '22:00', UTC)),
  e('each weekday 0500 Z', LA, on('weekdays', '05:00', UTC)),
  e('every day @ 23:59 GMT', TYO, either(daily('23:59', UTC), daily('23:59', LON))),
  e('first of each month @ 0000 UTC', SYD, plan(at({ monthDays: [1] }, '00:00', UTC))),
  e('every sunday 0300 JST', LA, on(['sun'], '03:00', TYO)),
  e('every weekday 2200hrs IST', LON, on('weekdays', '22:00', KOL)),
  e('every 3rd of the month at 09:00', BER, plan(at({ monthDays: [3] }, '09:00', BER))),
  e('on the 15th and last day of the month at 6pm', NY, plan(at({ monthDays: [15, 'last'] }, '18:00', NY))),
  e('every other wednesday 11am', CHI, no(WEEKS)),
  e('every 2nd day', UTC, no(DAYS_STEP)),
  e('on the 2nd and 4th business day at 10', LON, no(BUSINESS_NTH)),
  e('every weekday at 9am until 2027-06-30', KOL, on('weekdays', '09:00', KOL, { until: '2027-06-30' })),
  e('twice a month', NY, no(NO_TIME)),
  e(
    'every monday at 9am for the next 4 weeks',
    LA,
    either(on(['mon'], '09:00', LA, { count: 4 }), on(['mon'], '09:00', LA, { until: '2026-12-21' })),
  ),
  e(
    'daily 7am for 14 days',
    LA,
    either(daily('07:00', LA, { until: '2026-12-06' }), daily('07:00', LA, { until: '2026-12-07' })),
  ),
  e('weekdays at noon except on fridays', SGP, on(['mon', 'tue', 'wed', 'thu'], '12:00', SGP)),
  e('every tuesday and thursday at 0930 and 1530', AMS, on(['tue', 'thu'], ['09:30', '15:30'], AMS)),
  e('every weekday, 8:00 & 12:00 & 16:00 central', LON, on('weekdays', ['08:00', '12:00', '16:00'], CHI)),
  e('every day at 6 in the morning and 6 in the evening', DXB, daily(['06:00', '18:00'], DXB)),
  e('on the 1st and 3rd wednesday at 9am', SYD, no(NTH_SHIFT)),
  e('last tuesday of each month 10:00 UTC', TYO, plan(at({ nth: ['last'], weekday: 'tue' }, '10:00', UTC))),
];
