import { recurrenceFormPhrase } from './recurrenceForms.js';

/**
 * An Azure Logic Apps (or Power Automate) Recurrence trigger pasted from its code view, as JSON:
 *
 *   "recurrence": {"frequency": "Week", "interval": 1, "schedule": {"weekDays": ["Monday", "Thursday"],
 *     "hours": [9], "minutes": [30]}, "timeZone": "W. Europe Standard Time"}       every Monday, Thursday at 09:30
 *   {"frequency":"Day","interval":1,"schedule":{"hours":[6,18],"minutes":[0]},"timeZone":"AUS Eastern Standard Time"}
 *   {"frequency":"Month","interval":1,"schedule":{"monthDays":[-1],"hours":[22],"minutes":[0]},"timeZone":"…"}
 *
 * The object is parsed (JSON.parse: nothing but the object, with an optional "recurrence": key or a "logic app
 * recurrence" head before it) and its keys handed to recurrenceForms.ts as the code view's fields ("frequency Week,
 * interval 1, weekDays Monday;Thursday, hours 9, minutes 30, timeZone W. Europe Standard Time"), which reads and
 * refuses them as it does the typed form: no timeZone (the trigger's default is UTC, which a paste that leaves it
 * out may not mean), an interval above 1 for days, weeks or months. Any key the trigger has beyond frequency,
 * interval, schedule (weekDays, hours, minutes, monthDays), timeZone and startTime ("endTime", "count",
 * "monthlyOccurrences") leaves the phrase unread (null), as it changes the runs.
 */
export const RECURRENCE_JSON_GATE = '"frequency"';

const HEAD =
  /^\s*(?:(?:azure\s+)?(?:logic\s+apps?|power\s+automate)(?:\s+recurrence)?\s*:?\s*)?(?:"recurrence"\s*:\s*)?/i;
const KEYS = new Set(['frequency', 'interval', 'schedule', 'timeZone', 'startTime']);
const SCHEDULE_KEYS = new Set(['weekDays', 'hours', 'minutes', 'monthDays']);

export function recurrenceJsonPhrase(phrase: string): { text: string; note: string } | null {
  const body = phrase.replace(HEAD, '').trim();
  if (!body.startsWith('{') || !body.endsWith('}')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const o = parsed as Record<string, unknown>;
  if (!Object.keys(o).every((k) => KEYS.has(k))) return null;
  const fields: string[] = [];
  if (typeof o.frequency !== 'string' || !/^[a-z]+$/i.test(o.frequency)) return null;
  fields.push(`frequency ${o.frequency}`);
  if (o.interval !== undefined) {
    if (typeof o.interval !== 'number' || !Number.isInteger(o.interval)) return null;
    fields.push(`interval ${o.interval}`);
  }
  if (o.schedule !== undefined) {
    if (typeof o.schedule !== 'object' || o.schedule === null || Array.isArray(o.schedule)) return null;
    const sch = o.schedule as Record<string, unknown>;
    for (const [k, v] of Object.entries(sch)) {
      if (!SCHEDULE_KEYS.has(k) || !Array.isArray(v) || v.length === 0) return null;
      const ok = k === 'weekDays' ? v.every((x) => typeof x === 'string') : v.every((x) => Number.isInteger(x));
      if (!ok) return null;
      fields.push(`${k} ${v.join(';')}`);
    }
  }
  if (o.startTime !== undefined) {
    if (typeof o.startTime !== 'string') return null;
    fields.push(`start ${o.startTime}`);
  }
  if (o.timeZone !== undefined) {
    if (typeof o.timeZone !== 'string' || !/^[\w .+:()&,-]+$/.test(o.timeZone)) return null;
    fields.push(`timeZone ${o.timeZone}`);
  }
  const read = recurrenceFormPhrase(`logic app recurrence: ${fields.join(', ')}`);
  if (read === null) return null;
  return { text: read.text, note: `Read the Recurrence trigger's JSON (${fields.join(', ')}) as "${read.text}".` };
}
