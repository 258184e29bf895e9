/**
 * What a task is, said after its schedule in Czech or Slovenian with its head first and what it is of after it, in
 * the genitive ("každé úterý v 10:00 porada vedení": the management's meeting, "vsak delavnik ob 7:30 pregled
 * naročil": the review of orders): set aside as the task's purpose (trailingPurpose.ts), as "management meeting" is.
 * Read only when the first word is a noun of a meeting or a thing done in these languages and one or two words
 * follow it. Safe: trailingPurpose.ts first makes sure each word is a name's word (no day, month, number or word of
 * when), and here no word after the head may say that the thing is not, is cancelled or moved: none starts with
 * "ne" ("není", "nebude", "ni": is not, will not be), and none is a participle ("zrušena", "odpovedan",
 * "přesunuto", "prestavljen": cancelled, moved), which these languages say after the noun.
 */

/** Czech and Slovenian nouns of a meeting or a thing done, said first. */
const HEAD = new Set(
  // Czech
  (
    'porada schůzka schuzka kontrola přednáška prednaska revize inventura záloha zaloha úklid uklid školení skoleni ' +
    'zkouška zkouska hlášení hlaseni report ' +
    // Slovenian
    'pregled sestanek poročilo porocilo opomnik kontrola inventura čiščenje ciscenje vaja trening varnostna ' +
    'obvestilo izobraževanje izobrazevanje'
  ).split(' '),
);
/** A word that says the thing is not, or a participle (cancelled, moved, put off), which keeps the refusal. */
const NOT_OR_CHANGED = /^(?:ne\p{L}*|ni|ni[cč]|\p{L}+[nt][aoáéýy]?)$/u;

/** Whether words left after the schedule name a task in Czech or Slovenian, its head first ("porada vedení"). */
export function slavicHeadFirstTask(words: readonly string[]): boolean {
  const [head, ...rest] = words;
  if (head === undefined || !HEAD.has(head) || rest.length < 1 || rest.length > 2) return false;
  return rest.every((w) => !NOT_OR_CHANGED.test(w));
}
