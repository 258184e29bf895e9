import type { LocalTime } from '../../intent.js';
import { type RecurrenceParser, unparseable } from '../draft.js';

const T = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]m)?';

function timeOf(text: string): LocalTime & { certain: boolean } {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(text.trim());
  let hour = Number(m?.[1] ?? 0);
  const minute = Number(m?.[2] ?? 0);
  const meridiem = m?.[3];
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return { hour, minute, certain: meridiem !== undefined || hour > 12 || /^0\d/.test(text.trim()) };
}

function fmt(t: LocalTime): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Daily windows written with bare hours, which chrono does not read: "between 9 and 5", "9-5", "from 8 to 18".
 * An end earlier than the start is read in the afternoon ("9-5" is 9 AM to 5 PM). Windows with am/pm on both ends
 * are left to chrono.
 */
export const windowParser: RecurrenceParser = {
  name: 'window',
  pattern: new RegExp(
    `(?:\\b(?:between|from)\\s+(?<a>${T})\\s+(?:and|to|until|till|-)\\s+(?<b>${T})|(?<![\\d/:.-])(?<c>${T})\\s*-\\s*(?<d>${T}))(?![\\d/:.-])`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const from = timeOf(g.a ?? g.c ?? '');
    const to = timeOf(g.b ?? g.d ?? '');
    let end: LocalTime = { hour: to.hour, minute: to.minute };
    if (!to.certain && to.hour * 60 + to.minute <= from.hour * 60 + from.minute && to.hour < 12) {
      end = { hour: to.hour + 12, minute: to.minute };
      draft.assumptions.push(`"${m[0].trim()}" read as ${fmt(from)} to ${fmt(end)}.`);
    }
    if (draft.window) return unparseable('The phrase gives two time ranges.', 'Give one, e.g. "from 9am to 5pm".');
    draft.window = { from: { hour: from.hour, minute: from.minute }, to: end };
    return undefined;
  },
};
