import { DAY } from './words.js';

/**
 * The ways a chat message is typed on a phone or dictated, read only when the phrase cannot be read as it is (as
 * the other slips, with a note for each): the words dictation writes for punctuation ("comma", "new line", a
 * "period" that ends the message), a clock dictated with a space for its colon ("at 6 30 am"), a clock of three
 * digits ("at 830"), am/pm with a key next to the right one ("10 an", "5om": "n" is next to "m", "o" next to "p"),
 * "n" for "and" between two days, two clocks or two days of the month ("tues n thurs", "6:45am n 4:45pm", "1st n 15th"),
 * and "tmrw" for tomorrow. Each needs the context that leaves one
 * reading: "an" only where a clause ends after an hour ("at 10 an hour" is left), "om" only glued to an hour. And
 * "q6h" (every 6 hours), as prescriptions write it; "6ish" (about 6), read as the time; "oh" before "and".
 */

/** "comma" between words, as dictation writes it. */
const COMMA = /\s+comma\b(?=\s)/g;
/** "new line", "newline", "next line": a line break, which parts a list of rules. */
const NEW_LINE = /\s+(?:new|next)\s*line\b\s*/g;
/**
 * "period" or "full stop" that ends the message, only right after a word the schedule ends in: a clock ("9am",
 * "17:00", "noon"), a zone ("pacific time", "UTC", "EST") or a day ("mondays", "daily"). After any other word it
 * may be a noun ("the probation period", "evaluation period": a stretch the task may be meant to last).
 */
const PERIOD = new RegExp(
  `(?<=(?:\\d(?:\\s?[ap]\\.?\\s?m\\.?)?|\\b(?:[ap]\\.?\\s?m\\.?|noon|midnight|time|utc|gmt|z|[pmce]t|[pmc][sd]t|e[sd]t|ak[sd]t|hst|bst|ist|cet|cest|eet|eest|wet|aest|aedt|acst|acdt|awst|nzst|nzdt|jst|kst|sgt|hkt|pacific|eastern|central|mountain|local|zulu|daily|weekly|monthly|yearly|hourly|nightly|day|days|weekday|weekdays|weekend|weekends|${DAY})))\\s+(?:period|full\\s+stop)$`,
);
const DICTATION_GATE = /comma|line|period|full stop/;

/** "at 6 30 am", "@ 7 30 pm": an hour and its minutes with a space for the colon, before am/pm. */
const SPACED_CLOCK = /(?<=\b(?:at|from|to|until|till)\s+)(1[0-2]|0?[1-9])\s+([0-5]\d)(?=\s*[ap]m\b)/g;
const SPACED_CLOCK_GATE = /\d \d\d\s*[ap]m/;
/**
 * "at 830", "at 915am": an hour of one digit and its minutes, without the colon, after "at" (four digits are read as
 * a 24-hour clock before this); not an amount ("at 500 errors", "at 100%"), nor on the hour ("at 900", "at 100" may
 * be counts as well as clocks).
 */
const THREE_DIGITS =
  /(?<=\b(?:at|from|to|until|till)\s+)([1-9])([0-5][1-9]|[1-5]0)(?![\d:./%'])(?!\s*(?:%|x|times|minutes?|mins?|hours?|hrs?|days?|ms|seconds?|secs?|errors?|requests?|users?|items?|rows?|records?|people|jobs?|files?)\b)(?=\s*[ap]m\b|\s|$|[,;])/g;
const THREE_DIGITS_GATE = /\b(?:at|from|to|until|till) [1-9](?:[0-5][1-9]|[1-5]0)(?!\d)/;
/** "10 an", "10an", "7:30pn", "5om": am or pm with one key beside the right one. */
const NEAR_MERIDIEM_SPACED = /\b((?:1[0-2]|0?[1-9])(?::[0-5]\d)?)\s+(an)(?=\s*(?:$|[,;]))/g;
const NEAR_MERIDIEM_GLUED = /\b((?:1[0-2]|0?[1-9])(?::[0-5]\d)?)(an|pn|om)\b/g;
const NEAR_MERIDIEM_GATE = /\d\s*(?:an|pn|om)\b/;
/**
 * "tues n thurs", "6:45am n 4:45pm", "1st n 15th": "n" for "and" between two days, two clocks (each with its minutes
 * or am/pm) or two days of the month.
 */
const N_CLOCK = '\\d{1,2}(?::[0-5]\\d(?:\\s?[ap]m)?|\\s?[ap]m)';
const N_AND = new RegExp(
  `(?<=\\b${DAY}\\s+)n\\s+(?=${DAY})|(?<=\\b${N_CLOCK}\\s+)n\\s+(?=${N_CLOCK}\\b)|(?<=\\b\\d{1,2}(?:st|nd|rd|th)\\s+)n\\s+(?=\\d{1,2}(?:st|nd|rd|th)\\b)`,
  'g',
);
const N_AND_GATE = /\sn\s/;
/** "tmrw", "tmrow", "2moro", "2morrow": tomorrow. */
const TOMORROW = /\b(?:tmrw|tmrow|tmorrow|2moro|2morrow|2morow)\b/g;
const TOMORROW_GATE = /tmr|2mor/;

/**
 * "q6h", "q4hr", "q15min": "every 6 hours" as prescriptions write it (Latin "quaque", every); an hour of 1..24 or a
 * minute of 1..60, glued to its "q" ("Q4" alone is a quarter). A bare "m" is not read: "q6m" is as often every 6
 * months.
 */
const EVERY_Q = /\bq(\d{1,2})\s?(h|hrs?|hours?|mins?|minutes?)\b/g;
const EVERY_Q_GATE = /\bq\d/;

/**
 * "every 2 hours during the day from 8 to 8": "during the day" before the range that says which hours, read as that
 * range (it says only that the hours are the day's).
 */
const DURING_THE_DAY = /\s+during\s+the\s+day(?=\s+(?:from|between)\s+\S+\s+(?:to|and|until|till|-)\s+\S)/g;
const DURING_THE_DAY_GATE = /during the day (?:from|between) /;

/**
 * "like 6ish", "around 7:30ish", "7pm-ish": about that time, which a task cannot be; read as the time. Not a bare hour from 1 to
 * 11 where nothing says its half of the day ("dailies 7ish": left unread, so refused as too loose to guess).
 */
const ISH =
  /(?:\b(?:like|around|about|roughly|at)\s+)*\b((?:1[0-2]|0?[1-9]|1[3-9]|2[0-3])(?::[0-5]\d)?(?:\s*[ap]m)?)\s*-?ish\b/g;
const ISH_GATE = /\d(?:\s*[ap]m)?\s*-?ish\b/;
/** Words that say the half of the day of a bare hour said "about" ("6ish every morning", "evening around 7ish"). */
const PART_SAID =
  /\b(?:mornings?|afternoons?|evenings?|nights?|nightly|tonight|arvo|breakfast|lunch|lunchtime|dinner|supper|bedtime|[ap]m)\b/;
/** ", oh and fridays too": "oh" before the words that add, a sound of speech. */
const OH = /,\s*oh\s*,?\s+(?=(?:and|also|plus)\b)/g;
const OH_GATE = /,\s*oh\b/;

/**
 * "eod weekdays 5:30", "end of day 5:30 fridays": the end of a working day before its clock said without am/pm, an
 * hour from 1 to 8 with its minutes or not, is that hour in the afternoon or evening. Only where the clock follows the
 * words, after nothing but days ("EOD reconciliation 5:30" is a task's name before a clock: left), and not where the
 * number is a day's ("end of day 2 of every month", "end of day 3", "the 2nd", "5 of each month": left).
 */
const EOD_DAYS = `(?:\\s+(?:every\\s+|each\\s+|on\\s+)?(?:${DAY}|week(?:day|night)s?\\b|daily\\b|mon-fri\\b|m-f\\b))*`;
const EOD = new RegExp(
  `\\b(?<eod>eod|eob|cob|end\\s+of\\s+(?:the\\s+)?(?:business\\s+|work(?:ing)?\\s+)?day|close\\s+of\\s+business)(?<days>${EOD_DAYS})\\s+(?:at\\s+|@\\s*)?(?<clock>[1-8](?::[0-5]\\d)?)(?![\\d:]|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b|hours?\\b|min|st\\b|nd\\b|rd\\b|th\\b|of\\b))`,
  'g',
);
/** Days of the week said anywhere: "every weekday end of day 5" is a clock after them. */
const WEEK_WORDS = new RegExp(`(?:^|\\s)(?:${DAY}|week(?:day|night)s?\\b|daily\\b|every\\s+day\\b|m-f\\b)`);
const EOD_GATE = /\b(?:eod|eob|cob|end of|close of)\b/;

/**
 * "8a-6p", "7:30a–4p": a range with each end's half of the day said by its letter alone (the first end is read as
 * "8:00am" before this; the second, after the dash, is left as typed).
 */
const LETTER_RANGE = /(\d(?::[0-5]\d)?\s*[ap]m?\s*[-–]\s*)((?:1[0-2]|0?[1-9])(?::[0-5]\d)?)([ap])\b/g;
const LETTER_RANGE_GATE = /[ap]m?\s*[-–]\s*\d{1,2}(?::\d\d)?[ap]\b/;

/** "starting at 10am and ending 10pm": the range of hours an interval runs in, each end a clock said plainly. */
const START_END_CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midnight)';
const START_END = new RegExp(
  `\\bstart(?:ing|s)?\\s+(?:at\\s+)?(${START_END_CLOCK})\\s*,?\\s*(?:and\\s+)?end(?:ing|s)?\\s+(?:at\\s+)?(${START_END_CLOCK})(?![\\w:])`,
  'g',
);
const START_END_GATE = /\bstart[\s\S]*\bend/;

/** The phrase (normalised) with its chat and dictation slips read, a note for each added to `notes`. */
export function readChatSlips(text: string, notes: string[]): string {
  let out = text;
  if (DICTATION_GATE.test(out)) {
    out = out
      .replace(COMMA, () => {
        notes.push('"comma" read as a comma, as dictation writes it.');
        return ',';
      })
      .replace(NEW_LINE, () => {
        notes.push('"new line" read as a line break, as dictation writes it.');
        return '; ';
      })
      .replace(PERIOD, (m) => {
        notes.push(`"${m.trim()}" read as the full stop that ends the message, as dictation writes it.`);
        return '';
      });
  }
  if (SPACED_CLOCK_GATE.test(out)) {
    out = out.replace(SPACED_CLOCK, (m, h: string, mm: string) => {
      notes.push(`"${m}" read as ${h}:${mm}.`);
      return `${h}:${mm}`;
    });
  }
  if (THREE_DIGITS_GATE.test(out)) {
    out = out.replace(THREE_DIGITS, (m, h: string, mm: string) => {
      notes.push(`"${m}" read as ${h}:${mm}.`);
      return `${h}:${mm}`;
    });
  }
  if (NEAR_MERIDIEM_GATE.test(out)) {
    const meridiem = (m: string, t: string, slip: string): string => {
      const half = slip === 'an' ? 'am' : 'pm';
      notes.push(`"${m}" read as "${t}${half}" ("${slip}" typed for "${half}", a key beside it).`);
      return `${t}${half}`;
    };
    out = out.replace(NEAR_MERIDIEM_SPACED, meridiem).replace(NEAR_MERIDIEM_GLUED, meridiem);
  }
  if (N_AND_GATE.test(out)) {
    out = out.replace(N_AND, (_m, at: number) => {
      const between = /^\d{1,2}(?:st|nd|rd|th)\b/.test(out.slice(at + 2))
        ? 'days of the month'
        : /^\d/.test(out.slice(at + 2))
          ? 'times'
          : 'days';
      notes.push(`"n" between two ${between} read as "and".`);
      return 'and ';
    });
  }
  if (TOMORROW_GATE.test(out)) {
    out = out.replace(TOMORROW, (m) => {
      notes.push(`"${m}" read as "tomorrow".`);
      return 'tomorrow';
    });
  }
  if (DURING_THE_DAY_GATE.test(out)) {
    out = out.replace(DURING_THE_DAY, () => {
      notes.push('"during the day" read as the range of hours said after it.');
      return '';
    });
  }
  if (START_END_GATE.test(out)) {
    out = out.replace(START_END, (m, a: string, b: string) => {
      notes.push(`"${m}" read as from ${a} to ${b}.`);
      return `from ${a} to ${b}`;
    });
  }
  if (EOD_GATE.test(out)) {
    out = out.replace(
      EOD,
      (m, _e, _d, _c, at: number, all: string, g: { eod: string; days: string; clock: string }) => {
        // "end of day 2 (of every month)", "monthly end of day 3": a whole number right after "day", closing the
        // message or in a monthly one, is the day's number, not a clock
        const dayNumber =
          g.days.trim() === '' &&
          /day$/.test(g.eod) &&
          !/(?:\bat\s|@)/.test(m) &&
          !g.clock.includes(':') &&
          (/\bmonth/.test(all) || (all.slice(at + m.length).trim() === '' && !WEEK_WORDS.test(all)));
        if (dayNumber) return m;
        notes.push(`"${m.trim()}" read as ${g.clock} PM: the end of the day.`);
        return `${g.days.trim()} at ${g.clock}pm`.trim();
      },
    );
  }
  if (LETTER_RANGE_GATE.test(out)) {
    out = out.replace(LETTER_RANGE, (_m, before: string, t: string, half: string) => {
      notes.push(`"${t}${half}" read as ${t}${half}m.`);
      return `${before}${t}${half}m`;
    });
  }
  if (ISH_GATE.test(out)) {
    const part = PART_SAID.test(out);
    out = out.replace(ISH, (m, t: string) => {
      // "dailies 7ish": about an hour said without its half of the day: morning or evening, and only about it
      if (!part && /^(?:0?[1-9]|1[01])$/.test(t)) return m;
      notes.push(`"${m.trim()}" read as ${t}: a task runs at one time, not about it.`);
      return `at ${t}`;
    });
  }
  if (OH_GATE.test(out)) {
    out = out.replace(OH, () => {
      notes.push('"oh" read as a sound of speech, nothing more.');
      return ', ';
    });
  }
  if (EVERY_Q_GATE.test(out)) {
    out = out.replace(EVERY_Q, (m, n: string, unit: string) => {
      const every = Number(n);
      const hours = unit.startsWith('h');
      if (every < 1 || every > (hours ? 24 : 60)) return m;
      const said = `every ${every} ${hours ? 'hours' : 'minutes'}`;
      notes.push(`"${m}" read as "${said}", as prescriptions write it.`);
      return said;
    });
  }
  return out;
}
