/**
 * What a paste from a task app or a spreadsheet carries around its schedule, which says where it was copied from
 * and nothing of when:
 *
 *   Repeats monthly on the 15th (Asana) — due 9am          a task app's name in brackets, anywhere
 *   every friday 4pm (Todoist), weekly on Mon 9:00 (from Trello)
 *   sheet note: "refresh pivot daily 6:00, owner @marta"   a sheet's note or a cell's comment, its label and quotes
 *   cell A1 comment: recalc weekdays 7:30 and 12:30 (sheet tz GMT+8 Manila)      and the sheet's zone said so
 *   B12 note: 'sync rates every hour'
 *
 * Each is set aside with a note and the rest read on its own (the sheet's zone is read as the zone of the times).
 *
 * Not set aside: an app's name outside brackets ("asana sync at 9": a job's name, left to the readers of names),
 * words in brackets that are no app's ("(monday)", "(things to do)"), a label with nothing after it, and a note's
 * label that is not a sheet's, a cell's or a row's ("meeting note: ..." is left to the rest of the grammar).
 */
export const TOOL_PASTE_GATE = /\(\s*(?:from\s+|via\s+)?[a-z]|\b(?:note|comment)\s*:/i;

/** Task and sheet apps, whose names are never a time. */
const APP = String.raw`(?:asana|todoist|trello|jira|notion|clickup|basecamp|airtable|ticktick|wrike|smartsheet|google\s+tasks|(?:microsoft|ms)\s+to\s*-?\s*do|excel|google\s+sheets|sheets|numbers|reminders\s+app|apple\s+reminders)`;
const APP_BRACKET = new RegExp(String.raw`\s*\(\s*(?:(?:copied\s+)?(?:from|via)\s+)?${APP}\s*\)`, 'i');
/** A sheet's note or a cell's comment: its label first, the schedule after it, in quotes or not. */
const SHEET_LABEL =
  /^\s*(?<label>(?:(?:google\s+)?sheet|spreadsheet|workbook|tab|cell\s+[a-z]{1,3}\d{1,6}|[a-z]{1,3}\d{1,6}|row\s+\d{1,6}|column\s+[a-z]{1,3})\s+(?:note|comment))\s*:\s*(?:["'\u201c\u2018](?<quoted>.+)["'\u201d\u2019]|(?<bare>.+))\s*$/i;
/** The sheet's zone said in brackets: "(sheet tz GMT+8 Manila)", "(spreadsheet time zone: Europe/Paris)". */
const SHEET_ZONE = /\(\s*(?:sheet|spreadsheet|workbook)(?:'s)?\s+(?:tz|time\s*zone)\s*:?\s*([^()]+?)\s*\)/i;

export function withoutToolPasteAsides(phrase: string): { text: string; notes: string[] } | null {
  let text = phrase;
  const notes: string[] = [];
  const label = SHEET_LABEL.exec(text)?.groups;
  if (label !== undefined) {
    const body = (label.quoted ?? label.bare ?? '').trim();
    if (body === '') return null;
    notes.push(`Read "${label.label}:" as the label of the sheet's note, not as part of the schedule.`);
    text = body;
  }
  const zone = SHEET_ZONE.exec(text);
  if (zone) {
    text = `${text.slice(0, zone.index)} (${zone[1]})${text.slice(zone.index + zone[0].length)}`;
    notes.push(`Read "${zone[1]}" as the sheet's time zone, the zone of its times.`);
  }
  const app = APP_BRACKET.exec(text);
  if (app) {
    text = `${text.slice(0, app.index)}${text.slice(app.index + app[0].length)}`;
    notes.push(`Read "${app[0].trim()}" as the app the text was copied from, not as part of the schedule.`);
  }
  if (notes.length === 0) return null;
  return { text: text.replace(/\s+/g, ' ').trim(), notes };
}
