import type { RecurrenceParser } from '../draft.js';

/**
 * The field names of a schedule pasted from a calendar, a runbook or a ticket ("When: Mondays 10:00", "Time: 07:00
 * CET | Days: Mon-Fri", "Repeats: Weekly - Mon, Fri - 06:30") and Outlook's "Occurs" before its rule ("Occurs every
 * Monday ..."): they carry no meaning. A field name is read only before its colon, first in the phrase or after a
 * separator (",", ";", "|"); elsewhere the word is not filler ("time" may be a zone's, "window" a maintenance
 * window's). A " | " between fields is a separator, as a comma is. Runs first, so no other parser sees them.
 */
export const fieldHeadersParser: RecurrenceParser = {
  name: 'field-headers',
  gate: /[a-z]\s*:|\s\|\s|^\s*occurs\b/,
  pattern:
    /(?:^|(?<=(?:^|[|,;])\s*))(?:when|time|days|frequency|cadence|recurrence|repeats|schedule|trigger|window)\s*:(?![\d:])|\s\|(?=\s)|^\s*occurs(?=\s+(?:every|each|the|on|daily|weekly|monthly|yearly)\b)/g,
  apply() {
    return undefined;
  },
};
