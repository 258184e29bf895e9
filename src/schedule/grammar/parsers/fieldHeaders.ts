import type { RecurrenceParser } from '../draft.js';

/**
 * The field names of a schedule pasted from a calendar, a runbook or a ticket ("When: Mondays 10:00", "Time: 07:00
 * CET | Days: Mon-Fri", "Repeats: Weekly - Mon, Fri - 06:30") and Outlook's "Occurs" before its rule ("Occurs every
 * Monday ...", "Occurs day 15 of every 1 month ..."), Google Calendar's "Time zone: Europe/Paris" and an invite's
 * "Recurring meeting: ...": they carry no meaning. A field name is read only before its colon, first in the phrase or
 * after a separator (",", ";", "|", "·"); elsewhere the word is not filler ("time" may be a zone's, "window" a
 * maintenance window's). A " | " between fields is a separator, as a comma is, and so is the calendar's dot where no
 * time follows it ("4:30 – 5pm · Pacific Time - Los Angeles", "7:00am · until Jan 31", "· 12 times"): a dot before a time is the
 * calendar's mark of an event's times, left to the calendar-paste reader. Runs first, so no other parser sees them.
 */
export const fieldHeadersParser: RecurrenceParser = {
  name: 'field-headers',
  gate: /[a-z]\s*:|\s\|\s|^\s*occurs\b|·/,
  pattern:
    /(?:^|(?<=(?:^|[|,;·])\s*))(?:when|time\s*zone|timezone|time|days|frequency|cadence|recurrence|repeats|schedule|trigger|window|recurring(?:\s+(?:meeting|event|appointment))?)\s*:(?![\d:])|\s\|(?=\s)|(?<=[\da-z)]\s*)·(?=\s*(?:[a-z(]|\d{1,4}\s+(?:times|runs|occurrences)\b))(?!\s*(?:noon|midnight)\b)|^\s*occurs(?=\s+(?:every|each|the|on|day\s+\d+|daily|weekly|monthly|yearly)\b)/g,
  apply() {
    return undefined;
  },
};
