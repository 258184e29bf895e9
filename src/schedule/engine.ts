import type { Warning } from './compile/compile.js';
import { type CompiledSchedule, compileRules } from './compile/compile.js';
import { offsetName, zoneLongName } from './compile/format.js';
import { compileCron, nextFires } from './cron/evaluate.js';
import type { CronFields } from './cron/fields.js';
import { unixWeekdays } from './cron/unix.js';
import { validateFields } from './cron/validate.js';
import { describeRules } from './describe.js';
import { rewritePlaceSettledAbbreviations } from './grammar/placeSettledAbbreviations.js';
import { readWholePhrase } from './grammar/rules.js';
import { fail, type Outcome, type ScheduleProblem } from './problem.js';
import { runsInPeriod } from './runs.js';
import { zoneNamed } from './tz.js';

/**
 * The schedule engine's front door: a phrase (or five typed fields) in, the service's UTC fields out,
 * or a reason. Pure: the reference instant and the default zone are passed in.
 */
export interface PhraseRequest {
  readonly phrase: string;
  /** The zone to read the phrase in when it names none: in Slack, the person's own. */
  readonly defaultZone: string;
  /** Reference instant, epoch ms. */
  readonly now: number;
}

/**
 * The longest phrase read, in characters: the schedule field of the modal holds as many. A longer one (a paste of a
 * whole message into the CLI) is refused before it is read, so that no input can hold the process for long.
 */
export const PHRASE_MAX = 500;

export function schedulePhrase(req: PhraseRequest): Outcome<CompiledSchedule> {
  if (req.phrase.length > PHRASE_MAX) {
    return fail(
      'unparseable',
      `The phrase is ${req.phrase.length} characters long; a schedule is read from at most ${PHRASE_MAX}.`,
      'Say only when it runs, e.g. "every weekday at 7pm Pacific".',
    );
  }
  const read = readPhrase(req.phrase, req);
  return read.ok ? read : { ok: false, problem: withNameHint(req, read.problem) };
}

function readPhrase(phrase: string, req: PhraseRequest): Outcome<CompiledSchedule> {
  // "4pm NL time" beside "St. John's": letters read as a zone only where the place is named too
  const settled = rewritePlaceSettledAbbreviations(phrase, req.defaultZone);
  const rules = readWholePhrase(settled.text, { now: req.now, defaultZone: req.defaultZone });
  if (!rules.ok && settled.text !== phrase) {
    // refused all the same: the refusal quotes the phrase as typed
    const typed = readWholePhrase(phrase, { now: req.now, defaultZone: req.defaultZone });
    return typed.ok ? rules : typed;
  }
  if (!rules.ok) return rules;
  const noted = rules.value.map((r, i) =>
    i === 0 && settled.notes.length > 0 ? { ...r, assumptions: [...settled.notes, ...r.assumptions] } : r,
  );
  return compileRules(noted, req.now);
}

/** Words that leave runs out or put conditions on them ("unless it rains"): never offered as a name. */
const CONDITION =
  /\b(?:except|unless|but|not|no|only|skip|skipping|excluding|without|if|when|whenever|holidays?|until|till|from|starting|after|before|every|each|during|winter|summer|spring|autumn|fall|season|term)\b/;

/** The grammar's refusal of words it could not read, and those words. */
const UNREAD = /^I could not read "(?<words>[^"]+)" in /;

/**
 * "spay/neuter surgery reminders tuesdays & thursdays 0630": words not read at the start or the end of a phrase may
 * be the job's name. When the phrase reads with them in quotes, the hint says so and what it would then mean: one
 * phrase that works, in place of the general examples. Only a hint: the person types it again, or not.
 */
function withNameHint(req: PhraseRequest, problem: ScheduleProblem): ScheduleProblem {
  const words = UNREAD.exec(problem.message)?.groups?.words;
  if (problem.code !== 'unparseable' || words === undefined) return problem;
  if (CONDITION.test(words)) return problem;
  const phrase = req.phrase.trim();
  const at = phrase.toLowerCase().indexOf(words);
  if (at < 0 || phrase.includes('"')) return problem;
  const end = at + words.length;
  const first = phrase.slice(0, at).trim() === '';
  const last = /^[\s.!?]*$/.test(phrase.slice(end));
  if (first === last) return problem;
  // a name in quotes is read first in a phrase (quotedNames.ts): one said last is moved there
  const name = phrase.slice(at, end);
  const rest = `${phrase.slice(0, at)} ${phrase.slice(end).replace(/^[\s.!?]+$/, '')}`.replace(/\s+/g, ' ').trim();
  const quoted = `"${name}" ${rest}`;
  const read = readPhrase(quoted, req);
  if (!read.ok) return problem;
  const meaning = describeRules(read.value.rules, read.value.firstRun);
  return {
    ...problem,
    hint: `If "${name}" is the job's name, say it first, in quotes: '${quoted}' reads as ${lowerFirst(meaning)}.`,
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Checks typed fields against the dialect's rules; every field at fault is reported. */
export function checkFields(fields: CronFields): Outcome<CronFields> {
  const v = validateFields(fields);
  if (v.ok) return { ok: true, value: fields };
  const unix = unixWeekdays(fields.dayOfWeek);
  // a 0 is Sunday to Unix cron: say so where the day of week is faulted; "1-5" is valid, so it goes in the hint
  const problems = v.problems.map((p) =>
    p.field === 'dayOfWeek' && unix && unix.here === null
      ? {
          ...p,
          message: `${p.message} If "${unix.text}" is Unix numbering (0 = Sunday), here ${unix.unix} is ${unix.field}.`,
        }
      : p,
  );
  const first = problems[0];
  const unixHint = unix && unix.here !== null ? ` ${unixWarning(unix)}` : '';
  return {
    ok: false,
    problem: {
      code: 'invalid',
      message: problems.map((p) => p.message).join(' '),
      hint: first ? `Fix the field named, or describe the schedule in words instead.${unixHint}` : '',
      fields: problems,
    },
  };
}

function unixWarning(u: NonNullable<ReturnType<typeof unixWeekdays>>): string {
  return `In this dialect day of week ${u.text} is ${u.here} (1 = Sunday); for ${u.unix}, as in Unix cron, write ${u.field}.`;
}

/**
 * Caveats of typed fields that are valid but likely not what was meant: a step that restarts every hour or day
 * (`*\/7` minutes is :00, :07 ... :56, then :00 again), a day of week numbered the Unix way ("1-5" is Sunday to
 * Thursday here), or fields that never fire (February 30th).
 */
export function typedFieldWarnings(fields: CronFields, from: number): Warning[] {
  const out: Warning[] = [];
  for (const [field, size, unit, over] of [
    ['minute', 60, 'minutes', 'hour'],
    ['hour', 24, 'hours', 'day'],
  ] as const) {
    for (const m of fields[field].matchAll(/\/(\d+)/g)) {
      const n = Number(m[1]);
      if (size % n !== 0) {
        out.push({
          code: 'step-restarts',
          message: `The ${field} step /${n} restarts every ${over}: it is not every ${n} ${unit} (the gap before the next ${over} is shorter).`,
        });
      }
    }
  }
  const unix = unixWeekdays(fields.dayOfWeek);
  if (unix && unix.here !== null) out.push({ code: 'unix-weekdays', message: unixWarning(unix) });
  if (nextFires([compileCron(fields)], from, 1).length === 0) {
    out.push({ code: 'never-runs', message: 'These fields never fire: no date matches them (e.g. February 30th).' });
  }
  return out;
}

/**
 * The next `count` runs of one or more UTC expressions from `from` (epoch ms), sharing one running period: each
 * expression from the start date, up to the end date and at most `maxOccurrences` runs (the service counts per
 * task). The same rule as `runsOf`, for expressions that do not yet carry their period.
 */
export function nextRuns(
  schedules: readonly CronFields[],
  from: number,
  count: number,
  opts: { startDate?: number | null; endDate?: number | null; maxOccurrences?: number | null } = {},
): number[] {
  return runsInPeriod(schedules, opts, from, count);
}

/** "Pacific Time", "Central European Time", "UK time": a zone's name that does not change with the season. */
export function zoneTimeName(zone: string, ms: number): string {
  const z = zoneNamed(zone);
  return z ? zoneLongName(z, ms) : zone;
}

/** "PST", "CET", "BST", "GMT+5:45": what a clock in `zone` is called at `ms` (the zone's name if it is none). */
export function zoneAbbreviation(zone: string, ms: number): string {
  const z = zoneNamed(zone);
  return z ? offsetName(z, ms) : zone;
}

export type { CompiledSchedule, DstShift, Warning, WarningCode } from './compile/compile.js';
export type { CronFields } from './cron/fields.js';
export { describeFields, describeIntent, describeRules } from './describe.js';
export { FOLLOW_HORIZON_MS, type FollowRequest, followIntent, followPeriods, followRules } from './follow.js';
export type { FollowOptions, FollowPeriod, FollowPlan, FollowTask } from './follow-types.js';
export type { LocalIntent } from './intent.js';
export type { Outcome, ScheduleProblem } from './problem.js';
export { type PeriodProblem, periodProblem, runsOf, type TaskPlan } from './runs.js';
