import { emptyDraft, type IntentDraft, type RecurrenceParser } from '../../src/schedule/grammar/draft.js';
import { normalize } from '../../src/schedule/grammar/normalize.js';
import type { ScheduleProblem } from '../../src/schedule/problem.js';

export const NOW = Date.parse('2026-01-12T12:00:00Z');

/** Runs one parser over a phrase the way the grammar does; returns the draft, what it consumed, or its problem. */
export function runParser(
  parser: RecurrenceParser,
  phrase: string,
): { draft: IntentDraft; consumed: string[]; problem: ScheduleProblem | undefined } {
  const text = normalize(phrase);
  const draft = emptyDraft();
  const consumed: string[] = [];
  const re = new RegExp(parser.pattern.source, parser.pattern.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].trim() === '') {
      re.lastIndex++;
      continue;
    }
    const problem = parser.apply(m, draft, { now: NOW, phrase });
    if (problem) return { draft, consumed, problem };
    consumed.push(m[0].trim());
  }
  return { draft, consumed, problem: undefined };
}
