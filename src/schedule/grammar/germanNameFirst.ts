/**
 * A job's name said first in German, before a schedule said in German ("Inspektion Gerüst jeden ersten Montag im
 * Monat 7 Uhr", "Filialöffnung Erinnerung Mo-Sa 7:45", "Elternbrief auf Türkisch übersetzen, jeden 1. und 15. um
 * 14 Uhr", "Erinnerung: Schichtplan jeden Donnerstag 10 Uhr"): nouns capitalised as German writes them (up to
 * three), small words between them ("auf", "für", "der"), an infinitive last ("übersetzen", "prüfen"), set off or
 * not by a colon or a comma; a first noun set off by a colon ("Hütte: Wetterbericht ...") is the name's too. The schedule after them must begin with a German word that starts one ("jeden",
 * "täglich", "am", "um", "ab", "alle", "werktags", a day, "Mo-Fr", a clock).
 * Left to the other readers: a word of when or a place among the name's words (`nameWord` of germanWords.ts says
 * which), a word that changes the schedule ("Nicht jeden Montag", "Nur montags", "Außer"), a lower-case first word.
 */

/** A German noun as typed: capitalised, letters with umlauts and ß, a hyphen inside ("Gerüst", "Kfz-Prüfung"). */
const NOUN = /^\p{Lu}[\p{Ll}ß]+(?:-\p{L}[\p{Ll}ß]*)*$/u;
/** A verb said last, the infinitive ("übersetzen", "prüfen", "erneuern"). */
const INFINITIVE = /^\p{Ll}[\p{Ll}ß]{2,}(?:en|ern|eln)$/u;
/** Small words inside a name, never first nor last ("Elternbrief auf Türkisch", "Rechnung für Kunden"). */
const SMALL = new Set([
  'auf',
  'für',
  'fuer',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'zum',
  'zur',
  'von',
  'mit',
  'an',
  'aus',
  'bei',
  'nach',
  'in',
]);
/** Capitalised words that change what the schedule says, or ask: never a name's. */
const NOT_NAME = new Set(
  'zweiwöchentlich zweiwöchig vierzehntägig wöchentlich monatlich täglich nicht nur auch noch erst immer nie niemals jetzt heute morgen gestern bald wieder nochmal einmal bitte ab bis oder aber außer ausser sondern statt ohne kein keine keinen jeden jede jedes alle am um im'.split(
    ' ',
  ),
);
/** What a German schedule begins with, after the name. */
const SCHEDULE_FIRST =
  /^(?:jede[nrs]?|t(?:ä|ae)glich|werktags|werkt(?:ä|ae)glich|w(?:ö|oe)chentlich|monatlich|stündlich|am|um|ab|alle|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)s?|(?:mo|di|mi|do|fr|sa|so)\.?(?:(?:\s*[-–,/]\s*|\s+und\s+)(?:mo|di|mi|do|fr|sa|so)\.?)+|\d{1,2}(?::\d\d|\s*uhr)?)(?![\p{L}\d])/iu;

/** The name said first and the schedule after it, or null. `nameWord` says whether a word may be a name's. */
export function nameSaidFirst(
  phrase: string,
  nameWord: (word: string) => boolean,
): { name: string; after: string } | null {
  const words = phrase.trim().split(/\s+/);
  let nouns = 0;
  for (let k = 0; k < Math.min(words.length - 1, 6); k++) {
    const typed = words[k] as string;
    const set = /[:,]$/.test(typed);
    const word = typed.replace(/[:,]$/, '');
    const lower = word.toLowerCase();
    // ("Di-Do 7 Uhr": days, not a noun)
    if (
      NOT_NAME.has(lower) ||
      !nameWord(word) ||
      SCHEDULE_FIRST.test(word) ||
      /^(?:mo|di|mi|do|fr|sa|so)\.?$/.test(lower)
    )
      return null;
    if (NOUN.test(word)) nouns++;
    else if (k === 0 || !(SMALL.has(lower) || INFINITIVE.test(word))) return null;
    if (nouns > 3) return null;
    // the name ends at a mark, or where the schedule begins
    const rest = words.slice(k + 1).join(' ');
    const last = NOUN.test(word) || INFINITIVE.test(word);
    if (last && nouns > 0 && SCHEDULE_FIRST.test(rest)) {
      return {
        name: words
          .slice(0, k + 1)
          .join(' ')
          .replace(/[:,]$/, ''),
        after: rest,
      };
    }
    // a place or a topic set off first, the name after it ("Hütte: Wetterbericht täglich 06:30")
    if (set && !(k === 0 && /:$/.test(typed) && NOUN.test(word))) return null;
  }
  return null;
}
