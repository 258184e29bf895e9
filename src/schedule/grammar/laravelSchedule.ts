/**
 * A Laravel scheduler chain pasted from the app's code:
 *
 *   $schedule->command('report:send')->dailyAt('13:00')->timezone('America/New_York');
 *   ->weeklyOn(1, '8:00') (app timezone Europe/Istanbul)     ->monthlyOn(4, '15:00')     ->twiceDaily(1, 13)
 *   ->lastDayOfMonth('15:00')     ->quarterly()     ->weekdays()->at('07:15')->timezone('Asia/Manila')
 *   ->everyThirtyMinutes()->between('8:00', '17:00')     ->cron('0 9 * * 1')->timezone('Pacific/Chatham')
 *
 * Each method is applied as Laravel's ManagesFrequencies applies it, in order, to the five fields "* * * * *" (it
 * sets some of them: dailyAt('13:00') the hour and minute, weekdays() the days "1-5", quarterly() "0 0 1 1-12/3 *",
 * lastDayOfMonth() the month's last day, a time left out being '0:0' as in Laravel's signatures); Laravel numbers the
 * days as Unix cron does (0 = Sunday), in its days()/weeklyOn() and in ->cron('…'). The fields are handed on as "cron
 * <fields> in <zone>", the days by name, with a note. between('8:00', '17:00') keeps the runs from the first time to
 * the second, both included (Carbon's between), and is handed on in words ("every 30 minutes from 8:00 to 17:00").
 * The zone is ->timezone('…') or one said after the chain ("(app timezone Europe/Istanbul)"), else the writer's,
 * taken as the app's timezone setting (a note says so).
 *
 * Refused (null: the phrase keeps its refusal): any method not modelled here, among them those that bound or skip
 * runs (->when(), ->skip(), ->environments(), ->unlessBetween()), sub-minute ones (->everyTenSeconds()), an argument
 * that is not a number or a quoted clock, between() with a start after its end or with a step or hours it does not
 * fit, and words left after the chain other than a zone's.
 */
export const LARAVEL_SCHEDULE_GATE = /->\s*[a-z]\w*\s*\(|\bSchedule::/i;

const DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_WORDS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|GMT|Etc/UTC)';
/** Methods that change nothing about when the task runs. */
const HARMLESS =
  /^(?:withoutoverlapping|ononeserver|runinbackground|name|description|sendoutputto|appendoutputto|emailoutputto|emailoutputonfailure|emailwrittenoutputto|storeoutput|before|after|then|onsuccess|onfailure|pingbefore|thenping|pingonsuccess|pingonfailure)$/;
const EVERY_MINUTES: Record<string, number> = {
  everyminute: 1,
  everytwominutes: 2,
  everythreeminutes: 3,
  everyfourminutes: 4,
  everyfiveminutes: 5,
  everytenminutes: 10,
  everyfifteenminutes: 15,
  everythirtyminutes: 30,
};
const EVERY_HOURS: Record<string, number> = {
  everytwohours: 2,
  everythreehours: 3,
  everyfourhours: 4,
  everysixhours: 6,
};
const DAY_METHODS = ['sundays', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays'];

type Arg = { num: number } | { str: string };
export type LaravelSchedule = { text: string; notes: string[] };

export function laravelSchedule(phrase: string, writerZone: string): LaravelSchedule | null {
  let p = phrase.replace(/\s+/g, ' ').trim();
  // the task: $schedule->command('…'), Schedule::job(new X), ->call(function () {…}) (its words are its own)
  const task = /^(?:\$schedule\s*->\s*|Schedule::)(command|job|call|exec)\s*\(/i.exec(p);
  let taskText = '';
  if (task) {
    const close = closing(p, task[0].length - 1);
    if (close < 0) return null;
    taskText = p.slice(0, close + 1);
    p = p.slice(close + 1).trim();
  }
  const calls: { name: string; args: Arg[]; said: string }[] = [];
  for (;;) {
    const m = /^->\s*([a-z]\w*)\s*\(/i.exec(p);
    if (m === null) break;
    const close = closing(p, m[0].length - 1);
    if (close < 0) return null;
    const name = (m[1] ?? '').toLowerCase();
    // days([1, 3]) takes its days as a list or one by one
    let inner = p.slice(m[0].length, close).trim();
    if (name === 'days') inner = inner.replace(/^\[(.*)\]$/, '$1');
    const args = inner === '' ? [] : parseArgs(inner);
    if (args === null) return null;
    calls.push({ name, args, said: p.slice(0, close + 1) });
    p = p.slice(close + 1).trim();
  }
  if (calls.length === 0) return null;
  p = p.replace(/^;\s*/, '');
  // a zone said after the chain: "(app timezone Europe/Istanbul)", "app timezone is UTC"
  let zone: string | null = null;
  const notes: string[] = [];
  if (p !== '') {
    const z = new RegExp(
      String.raw`^\(?\s*(?:(?:the\s+)?app(?:'s)?\s+)?(?:time\s*zone|tz)\s*(?:is\s+|=\s*|:\s*)?["']?(${IANA})["']?\s*\)?$`,
      'i',
    ).exec(p);
    if (z === null) return null;
    zone = z[1] ?? null;
    notes.push(`Read "${p}" as the time zone the app's scheduler runs in.`);
  }
  const f = ['*', '*', '*', '*', '*'];
  const set = (pos: number, v: string | number) => {
    f[pos - 1] = String(v);
  };
  const dailyAt = (time: string | undefined): boolean => {
    const t = /^(\d{1,2})(?::(\d{1,2}))?$/.exec(time ?? '0:0');
    if (t === null || Number(t[1]) > 23 || Number(t[2] ?? 0) > 59) return false;
    set(2, Number(t[1]));
    set(1, t[2] === undefined ? 0 : Number(t[2]));
    return true;
  };
  let window: [string, string] | null = null;
  let dayNumbers = false;
  for (const c of calls) {
    const a = c.args;
    const num = (i: number, dflt?: number): number | null => {
      const x = a[i];
      if (x === undefined) return dflt ?? null;
      return 'num' in x ? x.num : null;
    };
    const str = (i: number, dflt?: string): string | null => {
      const x = a[i];
      if (x === undefined) return dflt ?? null;
      return 'str' in x ? x.str : null;
    };
    const n = c.name;
    const arity = (max: number) => a.length <= max;
    if (HARMLESS.test(n)) continue;
    if (n === 'cron') {
      const e = str(0);
      if (e === null || !arity(1)) return null;
      const parts = e.trim().split(/\s+/);
      if (parts.length !== 5 || !parts.every((x) => /^[\d*][\d*,/-]*$|^[a-z]{3}(?:[-,][a-z]{3})*$/i.test(x)))
        return null;
      parts.forEach((x, i) => {
        f[i] = x.toLowerCase();
      });
      dayNumbers = /\d/.test(parts[4] ?? '');
    } else if (n in EVERY_MINUTES) {
      if (!arity(0)) return null;
      const k = EVERY_MINUTES[n] as number;
      set(1, k === 1 ? '*' : `*/${k}`);
    } else if (n === 'hourly') {
      if (!arity(0)) return null;
      set(1, 0);
    } else if (n === 'hourlyat') {
      const k = num(0);
      if (k === null || k > 59 || !arity(1)) return null;
      set(1, k);
    } else if (n in EVERY_HOURS) {
      const k = num(0, 0);
      if (k === null || k > 59 || !arity(1)) return null;
      set(1, k);
      set(2, `*/${EVERY_HOURS[n]}`);
    } else if (n === 'daily') {
      if (!arity(0)) return null;
      set(1, 0);
      set(2, 0);
    } else if (n === 'dailyat' || n === 'at') {
      if (a.length !== 1 || !dailyAt(str(0) ?? undefined)) return null;
    } else if (n === 'twicedaily' || n === 'twicedailyat') {
      const first = num(0, 1);
      const second = num(1, 13);
      const offset = n === 'twicedailyat' ? num(2, 0) : 0;
      if (first === null || second === null || offset === null || first > 23 || second > 23 || offset > 59) return null;
      if (!arity(n === 'twicedailyat' ? 3 : 2) || first === second) return null;
      set(1, offset);
      set(2, `${first},${second}`);
    } else if (n === 'weekdays' || n === 'weekends') {
      if (!arity(0)) return null;
      set(5, n === 'weekdays' ? '1-5' : '6,0');
      dayNumbers = false;
    } else if (DAY_METHODS.includes(n)) {
      if (!arity(0)) return null;
      set(5, DAY_METHODS.indexOf(n));
      dayNumbers = false;
    } else if (n === 'days') {
      const ds = a.map((x) => ('num' in x && x.num <= 6 ? x.num : null));
      if (ds.length === 0 || ds.some((d) => d === null)) return null;
      set(5, ds.join(','));
      dayNumbers = true;
    } else if (n === 'weekly') {
      if (!arity(0)) return null;
      set(1, 0);
      set(2, 0);
      set(5, 0);
    } else if (n === 'weeklyon') {
      const d = num(0);
      if (d === null || d > 6 || !arity(2) || !dailyAt(a[1] === undefined ? undefined : (str(1) ?? ''))) return null;
      set(5, d);
      dayNumbers = true;
    } else if (n === 'monthly') {
      if (!arity(0)) return null;
      set(1, 0);
      set(2, 0);
      set(3, 1);
    } else if (n === 'monthlyon') {
      const d = num(0, 1);
      if (d === null || d < 1 || d > 31 || !arity(2) || !dailyAt(a[1] === undefined ? undefined : (str(1) ?? '')))
        return null;
      set(3, d);
    } else if (n === 'twicemonthly') {
      const d1 = num(0, 1);
      const d2 = num(1, 16);
      if (d1 === null || d2 === null || d1 < 1 || d2 > 31 || d1 >= d2 || !arity(3)) return null;
      if (!dailyAt(a[2] === undefined ? undefined : (str(2) ?? ''))) return null;
      set(3, `${d1},${d2}`);
    } else if (n === 'lastdayofmonth') {
      if (!arity(1) || !dailyAt(a[0] === undefined ? undefined : (str(0) ?? ''))) return null;
      set(3, 'L');
    } else if (n === 'quarterly') {
      if (!arity(0)) return null;
      set(1, 0);
      set(2, 0);
      set(3, 1);
      set(4, '1-12/3');
    } else if (n === 'quarterlyon') {
      const d = num(0, 1);
      if (d === null || d < 1 || d > 31 || !arity(2) || !dailyAt(a[1] === undefined ? undefined : (str(1) ?? '')))
        return null;
      set(3, d);
      set(4, '1-12/3');
    } else if (n === 'yearly') {
      if (!arity(0)) return null;
      set(1, 0);
      set(2, 0);
      set(3, 1);
      set(4, 1);
    } else if (n === 'yearlyon') {
      const mo = num(0, 1);
      const d = num(1, 1);
      if (mo === null || d === null || mo < 1 || mo > 12 || d < 1 || d > 31 || !arity(3)) return null;
      if (!dailyAt(a[2] === undefined ? undefined : (str(2) ?? ''))) return null;
      set(3, d);
      set(4, mo);
    } else if (n === 'between') {
      const from = str(0);
      const to = str(1);
      if (from === null || to === null || a.length !== 2 || window !== null) return null;
      window = [from, to];
    } else if (n === 'timezone') {
      const z = str(0);
      if (z === null || !arity(1) || zone !== null || !new RegExp(`^${IANA}$`, 'i').test(z)) return null;
      zone = z;
    } else return null;
  }
  if (zone === null) {
    zone = writerZone;
    notes.push(
      `Read in your time zone (${writerZone}), taken as the Laravel app's timezone setting: add ->timezone('…') if it runs on another.`,
    );
  }
  const days = dayNames(f[4] as string);
  if (days === null) return null;
  if (dayNumbers && days.words !== '')
    notes.push(`Day of week "${f[4]}" read as ${days.words}, as Laravel numbers the days (0 = Sunday).`);
  const fields = `${f[0]} ${f[1]} ${f[2]} ${f[3]} ${days.text}`;
  const chain = `${taskText}${calls.map((c) => c.said).join('')}`;
  notes.unshift(
    taskText === ''
      ? `Read "${chain}" as Laravel's schedule "${fields}".`
      : `Read "${chain}" as Laravel's schedule "${fields}", for the task ${taskText.replace(/^.*?\(/, '(')}.`,
  );
  if (window === null) return { text: `cron ${fields} in ${zone}`, notes };
  // between(): the runs of a step of minutes (or each hour) from the first time to the second, both included
  const [from, to] = window as [string, string];
  const clock = (s: string) => {
    const t = /^(\d{1,2}):(\d{2})$/.exec(s);
    return t === null || Number(t[1]) > 23 || Number(t[2]) > 59 ? null : Number(t[1]) * 60 + Number(t[2]);
  };
  const a = clock(from);
  const b = clock(to);
  if (a === null || b === null || a >= b || f[1] !== '*' || f[2] !== '*' || f[3] !== '*') return null;
  const step = f[0] === '0' ? 60 : /^\*\/(\d+)$/.test(f[0] as string) ? Number((f[0] as string).slice(2)) : null;
  if (step === null || 60 % step !== 0 || a % step !== 0 || b % step !== 0) return null;
  const every = step === 60 ? 'every hour' : `every ${step} minutes`;
  const on = days.text === '*' ? '' : ` on ${days.text}`;
  notes.push(
    `Read "between('${from}', '${to}')" as the runs from ${from} to ${to}, both included, as Laravel keeps them.`,
  );
  return { text: `${every} from ${from} to ${to}${on} in ${zone}`, notes };
}

/** The index of the bracket that closes the one at `open`, quotes skipped; -1 when none. */
function closing(s: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < s.length; i++) {
    const ch = s[i];
    if (quote !== '') {
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return ch === ')' ? i : -1;
    }
  }
  return -1;
}

/** A call's arguments: numbers and quoted strings only ("1, '8:00'"), or null. */
function parseArgs(inner: string): Arg[] | null {
  const out: Arg[] = [];
  const re = /\s*(?:(\d{1,2})|'([^']*)'|"([^"]*)")\s*(?:,|$)/y;
  let i = 0;
  while (i < inner.length) {
    re.lastIndex = i;
    const m = re.exec(inner);
    if (m === null) return null;
    out.push(m[1] !== undefined ? { num: Number(m[1]) } : { str: (m[2] ?? m[3] ?? '').trim() });
    i = re.lastIndex;
  }
  return out;
}

/** A day-of-week field (0 or 7 = Sunday) by name, or null. */
function dayNames(field: string): { text: string; words: string } | null {
  if (field === '*') return { text: '*', words: '' };
  const num = (s: string): number | null => {
    if (DAY.includes(s)) return DAY.indexOf(s);
    return /^[0-7]$/.test(s) ? Number(s) % 7 : null;
  };
  const items: string[] = [];
  const words: string[] = [];
  for (const item of field.split(',')) {
    const [lo0 = '', hi0, extra] = item.split('-');
    if (extra !== undefined) return null;
    const lo = num(lo0);
    const hi = hi0 === undefined ? lo : num(hi0);
    if (lo === null || hi === null || (hi0 !== undefined && lo === hi)) return null;
    items.push(hi0 === undefined ? (DAY[lo] as string) : `${DAY[lo]}-${DAY[hi]}`);
    words.push(hi0 === undefined ? (DAY_WORDS[lo] as string) : `${DAY_WORDS[lo]} to ${DAY_WORDS[hi]}`);
  }
  return { text: items.join(','), words: words.join(', ') };
}
