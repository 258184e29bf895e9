/**
 * "by" and the way a message goes, inside a job's name said before its schedule ("confirm appointments by sms 6pm
 * sun-thu", "send invoices by email 9am mondays", "remind parents by text 7pm sundays", "chase overdue payers by phone
 * 10:00 weekdays"): how the job tells, not by when; read by `leadingNames.ts` as a name's words, after a word of the
 * name and before nothing but the schedule or more of the name. "by" before anything else stays a bound ("report by
 * 5pm fridays", "invoices by the 5th", "by eod"), and "by hand", "by car" say no message (refused as before).
 */

/** Ways a message goes. */
const CHANNEL =
  /^(?:sms|text|texts|txt|email|e-mail|emails|mail|post|whatsapp|slack|teams|signal|telegram|phone|call|dm|dms|push|fax|letter|pager|radio)$/;

/** Whether `words[i]` is "by" right before a way a message goes, after another word (`named(i - 1)`). */
export function byChannelAt(words: readonly string[], i: number, named: (k: number) => boolean): boolean {
  return words[i] === 'by' && i > 0 && named(i - 1) && CHANNEL.test(words[i + 1] ?? '');
}
