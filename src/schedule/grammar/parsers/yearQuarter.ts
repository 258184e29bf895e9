import { type RecurrenceParser, unparseable } from '../draft.js';
import { type Anchor, twice } from './period.js';

const QUARTER = '(?:q(?<q>[1-4])|(?:the\\s+)?(?<qWord>first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter)';
const QUARTER_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
};
const YEAR = '(?:\\s*,?\\s*(?:of\\s+)?(?<year>20\\d\\d))?(?![\\d:./-])';
const END = '(?:until|till|til|through|thru|to|ending|by|up\\s+(?:to|until))';

/**
 * Running periods by the year and the end of a quarter, which the period parser leaves: "in 2027" (from its first
 * day to its last), "until the end of 2027", "starting in 2027", "until the end of Q1", "through the first quarter",
 * "by the end of Q3 2027", "until EOY". A quarter without a year is the next one to end (today's, if it is
 * running). "Until Q1" is refused: it could end as the quarter begins or as it ends. "From 2030" and "through 2030"
 * are left unread: 20:30 on a 24-hour clock, or the year? "In Q1" is the months parser's: January to March of
 * every year.
 */
export const yearQuarterParser: RecurrenceParser = {
  name: 'year-quarter',
  gate: /20\d\d|q[1-4]|quarter|eo[yqm]/,
  pattern: new RegExp(
    '\\b(?:' +
      '(?:in|during|throughout|(?:for\\s+)?(?:all\\s+of|the\\s+(?:whole|entire)(?:\\s+of)?)|for\\s+the\\s+year)\\s+(?:the\\s+year\\s+)?(?<inYear>20\\d\\d)(?![\\d:./-])' +
      `|(?<lead>${END}\\s+(?:the\\s+)?end\\s+of|through|thru|until|till|til)\\s+${QUARTER}${YEAR}` +
      // a year as a bound: "until the end of 2027", "starting in 2027"; not "from 2030" or "through 2030", which may be
      // a time on a 24-hour clock (20:30)
      `|(?<yearLead>${END}\\s+(?:the\\s+)?end\\s+of|(?:starting|beginning)\\s+in)\\s+(?<boundYear>20\\d\\d)(?![\\d:./-])` +
      // "until EOY", "by EOQ", "till EOM": the end of this year, quarter or month
      `|${END}\\s+(?<eo>eoy|eoq|eom)\\b` +
      ')',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const p = draft.period;
    const quarter = g.q ? Number(g.q) : (QUARTER_WORDS[g.qWord ?? ''] ?? 1);
    const lead = (g.lead ?? '').split(/\s+/)[0] ?? '';
    const year = g.year ? Number(g.year) : null;
    if (lead === 'until' || lead === 'till' || lead === 'til') {
      if (!/\bend\s+of$/.test(g.lead ?? '')) {
        return unparseable(
          `"${said}" could mean until Q${quarter} begins or through its end.`,
          `Say "until the end of Q${quarter}", or "until the end of Q${quarter === 1 ? 4 : quarter - 1}".`,
        );
      }
    }
    if (g.eo) {
      if (p.end) return twice('end', said, p.end.said, 'every day at 9am in 2027');
      const unit = g.eo === 'eoy' ? 'year' : g.eo === 'eoq' ? 'quarter' : 'month';
      p.end = { anchor: { kind: 'end-of', unit, next: false }, said };
      return undefined;
    }
    if (g.boundYear) {
      const y = Number(g.boundYear);
      if (/^(?:starting|beginning)/.test(g.yearLead ?? '')) {
        if (p.start) return twice('start', said, p.start.said, 'every day at 9am in 2027');
        p.start = { anchor: { kind: 'start-of-month', month: 1, year: y }, said };
        return undefined;
      }
      if (p.end) return twice('end', said, p.end.said, 'every day at 9am in 2027');
      p.end = { anchor: { kind: 'end-of-month', month: 12, year: y }, said };
      return undefined;
    }
    if (g.inYear) {
      if (p.start) return twice('start', said, p.start.said, 'every day at 9am in 2027');
      if (p.end) return twice('end', said, p.end.said, 'every day at 9am in 2027');
      const y = Number(g.inYear);
      p.start = { anchor: { kind: 'start-of-month', month: 1, year: y }, said };
      p.end = { anchor: { kind: 'end-of-month', month: 12, year: y }, said };
      return undefined;
    }
    if (p.end) return twice('end', said, p.end.said, 'every day at 9am in 2027');
    const anchor: Anchor = { kind: 'end-of-month', month: 3 * quarter, year };
    p.end = { anchor, said };
    return undefined;
  },
};
