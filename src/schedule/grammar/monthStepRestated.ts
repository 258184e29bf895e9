/**
 * "amalgam separator check every 6 months, first monday of jan and jul 9am", "every 3 months (jan, apr, jul, oct) on
 * the 1st": a step of months said beside the months it falls in. Where the months named are exactly the year's
 * months that step apart (12 / n of them, each n after the one before, round the year), the step says them again and
 * nothing more, so it is set aside and the months named are read. Months that do not fall so ("every 6 months, jan
 * and aug") keep the phrase refused, as saying its months twice. Only months said as a plain list: never beside a
 * word that leaves them out or spans them ("but not in jan or jul", "jan through jul") or with years, and the reading
 * must run in exactly those months (checked by the caller).
 */

export interface MonthStepRestated {
  readonly text: string;
  readonly note: string;
  /** The months named (1 to 12), which the reading must run in exactly. */
  readonly months: readonly number[];
}

export const MONTH_STEP_GATE = /\bevery\s+(?:2|3|4|6|two|three|four|six)\s+months\b/i;

const STEP = /\bevery\s+(?<n>2|3|4|6|two|three|four|six)\s+months\b\s*[,;:-]?\s*/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember|\.)?\b/gi;
const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, six: 6 };
/**
 * Words that make the months named other than a plain list of those the runs fall in: left out ("but not in jan or
 * jul", "except", "other than"), a span ("jan through jul", "from jan to jul", "until", "between", a dash), or a date
 * with its year ("jan 1 2027 and jul 1 2027").
 */
const NOT_A_LIST =
  /\b(?:except|excluding|but|not|no|other\s+than|apart\s+from|besides|skip(?:ping)?|without|through|thru|to|from|until|till|between|starting|beginning|since|after|before)\b|[\u2013\u2014]|\s-\s|[a-z]-[a-z]|\b20\d\d\b|'\d\d\b/i;

/** The phrase without a step of months that only says the months named again; null when not so. */
export function monthStepRestated(phrase: string): MonthStepRestated | null {
  if (!MONTH_STEP_GATE.test(phrase)) return null;
  const m = STEP.exec(phrase);
  if (!m?.groups) return null;
  const said = m.groups.n?.toLowerCase() ?? '';
  const n = NUMBER[said] ?? Number(said);
  const rest = phrase.slice(0, m.index) + phrase.slice(m.index + m[0].length);
  if (NOT_A_LIST.test(rest)) return null;
  const named = [...rest.matchAll(MONTH_WORD)].map((w) => MONTHS.indexOf((w[1] ?? '').toLowerCase()));
  // "may" as a verb ("may run late"), a month said twice: not a plain list of months
  if (named.length !== 12 / n || new Set(named).size !== named.length) return null;
  const sorted = [...named].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  if (!sorted.every((month, i) => month === first + i * n)) return null;
  return {
    text: rest,
    months: sorted.map((i) => i + 1),
    note: `Read "${m[0].trim().replace(/[,;:-]$/, '')}" as the months named said again: ${sorted.map((i) => MONTHS[i]).join(', ')}.`,
  };
}
