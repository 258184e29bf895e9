import { type RecurrenceParser, unparseable } from '../draft.js';
import { RUN_DATES, twice } from './period.js';
import { dateIn, dateOf, isAnchor } from './periodEvents.js';

/**
 * "every saturday 23:30, last one on march 27", "mondays 9am, first session jan 11": the first or last run said by
 * its date, which is where the running period starts or ends (that day included). The date must be one of the
 * rule's days ("mondays 9am, last one on nov 16" is refused when the next Nov 16 is a Tuesday).
 */
export const periodOnesParser: RecurrenceParser = {
  name: 'period-ones',
  gate: /\b(?:last|final|first)\s+(?:one|run|session|class|visit|reminder|post|lesson)\b/,
  pattern: new RegExp(
    `\\b(?:the\\s+)?(?<which>last|final|first)\\s+(?:one|run|session|class|visit|reminder|post|lesson)\\s+(?:is\\s+|will\\s+be\\s+)?(?:on\\s+)?${dateOf('Q')}`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const anchor = dateIn(g, 'Q');
    if (!isAnchor(anchor)) return anchor;
    const verb = g.which === 'first' ? 'start' : 'end';
    const p = draft.period;
    if (p[verb]) return twice(verb, said, p[verb]?.said ?? '');
    if (draft.once !== null) {
      return unparseable(`"${said}" bounds runs that repeat, but one run is said.`, 'Say the runs that repeat.');
    }
    // (the period's resolution says the date read, and that it is the first or last day with runs)
    const bound = { anchor, said };
    RUN_DATES.add(bound);
    p[verb] = bound;
    return undefined;
  },
};
