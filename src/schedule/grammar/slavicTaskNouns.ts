/**
 * What a task is, said after its schedule in Czech or Slovenian with its head first and what it is of after it, in
 * the genitive ("každé úterý v 10:00 porada vedení": the management's meeting, "vsak delavnik ob 7:45 pregled
 * opreme": the review of the equipment): set aside as the task's purpose (trailingPurpose.ts), as "management
 * meeting" is.
 * Read only when the first word is a noun of a meeting or a thing done in these languages, alone or with one or two
 * words after it. Safe: trailingPurpose.ts first makes sure each word is a name's word (no day, month, number or word of
 * when), and here no word after the head may say that the thing is not, is cancelled or moved: none starts with
 * "ne" ("není", "nebude", "ni": is not, will not be), and none is a participle ("zrušena", "odpovedan",
 * "přesunuto", "prestavljen": cancelled, moved), which these languages say after the noun. Each must end as a noun in
 * the genitive does, and none may be a word of cancelling or of when ("odpadá", "se ruší", "později", "odpoledne",
 * "skipped").
 */

/** Czech and Slovenian nouns of a meeting or a thing done, said first. */
const HEAD = new Set(
  // Czech
  (
    'porada schůzka schuzka kontrola přednáška prednaska revize inventura záloha zaloha úklid uklid školení skoleni ' +
    'zkouška zkouska hlášení hlaseni ' +
    // Slovenian
    'pregled sestanek poročilo porocilo opomnik kontrola inventura čiščenje ciscenje vaja trening varnostna ' +
    'obvestilo izobraževanje izobrazevanje'
  ).split(' '),
);
/**
 * A word that says the thing is not, or a participle (cancelled, moved, put off), which keeps the refusal: a participle
 * ends in "-en", "-an", "-ut" and the like with its ending ("zrušeny", "odvolána", "přesunuto"), or "-at" after "ň", "j",
 * "č", "z" ("vyňata": excluded, "přijata", "započato", "vzaty"); a genitive whose "n" follows a consonant ("kotelny": the
 * boiler room's), "dat" or "výplaty" (of data, of pay) is none.
 */
const NOT_OR_CHANGED = /^(?:ne\p{L}*|ni|ni[cč]|\p{L}+(?:[eěaáoó]n|[uyi]t|[ňnjčcz][aá]t)[aoáéýy]?)$/u;
/**
 * What may follow the head: a noun in the genitive, by its ending in Czech or Slovenian ("vedení", "zaměstnanců",
 * "skladu", "týmu", "ekipe", "računov", "delavcih"): a verb ("odpadá", "odpadel"), an adverb or an English word
 * ("skipped", "off") is not one.
 */
const GENITIVE = /^\p{L}+(?:[íůyuae]|ov|ev|ih)$/u;
/**
 * Words that end as a genitive does but say the thing is cancelled, moved or when it is: "odpadá", "odpadne",
 * "odpade" (falls through), "ruší", "se", "je", "později", "jindy" (later, another time), parts of the day
 * ("odpoledne", "zvečer"), today or tomorrow, and English words of the like ("skipped", "off", "cancelled", "late").
 */
const CANCELLED_OR_WHEN =
  /^(?:odpad\p{L}*|ru[šs]\p{L}*|se|si|je|so|bo|pozd\p{L}*|pozneje|kasneje|jindy|kdy|n[ěe]kdy|nikdy|v[žz]dy|tehdy|znovu|zase|spet|brzy|d[řr][íi]v\p{L}*|jen\p{L}*|pouze|samo|tudi|odpoledne|dopoledne|poledne|r[áa]no|r[áa]nu|ve[čc]er\p{L}*|noc\p{L}*|p[ůu]lnoc\p{L}*|zjutraj|zve[čc]er|popoldne|dopoldne|opoldne|pono[čc]i|dnes|z[íi]tra|danes|jutri|\p{L}+ed|off|skip\p{L}*|cancel\p{L}*|only|early|late\p{L}*|today|tomorrow|tonight|daily|weekly|monthly|yearly|maybe|delay\p{L}*|postpone\p{L}*|done|none|here|there|paused)$/iu;

/** Whether words left after the schedule name a task in Czech or Slovenian, its head first ("porada vedení"). */
export function slavicHeadFirstTask(words: readonly string[]): boolean {
  const [head, ...rest] = words;
  // (the head alone too: "každý pátek v 15:00 inventura")
  if (head === undefined || !HEAD.has(head) || rest.length > 2) return false;
  return rest.every((w) => GENITIVE.test(w) && !NOT_OR_CHANGED.test(w) && !CANCELLED_OR_WHEN.test(w));
}
