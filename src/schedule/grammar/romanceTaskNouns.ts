import { isForeignTimeWord } from './foreignTimeWords.js';
import { plainWord as plain } from './wordRules.js';

/**
 * What a task is for, said after its schedule in French, Italian or Romanian, whose heads come first: a noun of a
 * meeting, a lesson, a message, a record or a check leads the words ("réunion", "apéro d'équipe", "relevé des
 * températures", "riunione", "lezione di yoga",
 * "ședință", "mesaj de bun venit"): set aside as the task's purpose (trailingPurpose.ts), as "team meeting" is in
 * English. The nouns say what happens, never when; each word after them must still be a name's word there (no day,
 * month, number or word of when: "riunione ogni due settimane", "ședință lunară" stay refused), which the caller
 * checks. Spanish and Portuguese have theirs (spanishTasks.ts, portugueseTasks.ts).
 */

/** Nouns of a thing done, said first, without their accents (ș and ț are s and t). */
const THING_FIRST = new Set(
  // French
  (
    'reunion reunions apero aperos seance seances cours permanence messages ' +
    // (French records, checks and counts: "relevé des températures", "contrôle des extincteurs")
    'releve releves controle controles inventaire nettoyage sauvegarde bilan ' +
    // Italian
    'riunione riunioni messaggio incontro lezione lezioni allenamento ' +
    // Romanian
    'sedinta sedintele mesaj mesajul curs cursul intalnire raport raportul antrenament'
  ).split(' '),
);

/**
 * Words of how often or of a stretch of time in these languages ("mensile", "hebdomadaire", "lunară", "du mois"):
 * after the noun they could say when it comes ("riunione mensile" beside "every thursday"), so the words stay.
 */
const WHEN_STEM =
  /^(?:mensil|mensuel|settimanal|hebdo|quotidi|giornalier|annu|anual|bisettiman|quindicinal|bimensu|trimestr|semestr|lunar|saptaman|zilnic|semanal|mensual|quincenal|diari|mese|mesi|mois|semaine|settiman|giorn|jour|zi$|zile|luna|lunii|an$|anno|annee|sera|soir|matin|mattin|notte|nuit|dimineat|seara)/;

/**
 * Words that say the task is off, cancelled, postponed or moved, in French, Italian, Romanian, Spanish and
 * Portuguese ("riunione sospesa", "ședință anulată", "junta cancelada", "réunion reportée"): never a purpose set aside.
 */
export const CALLED_OFF =
  /^(?:annul|anul|cancel|sospes|sospend|rimand|rinvi|aman|amin|suspend|reportee|supprim|pospues|adiad|desmarc|rinvia|spostat|deplac|mutat|sans|senza|fara|sin$|sem$|pas$|non$|nu$|no$|niente|nessun|aucun|ningun|nenhum)/;

/** Whether words left after the schedule name a task in French, Italian or Romanian, led by a noun of a thing done. */
export function romanceTask(words: readonly string[]): boolean {
  const lead = words[0];
  if (lead === undefined || !THING_FIRST.has(plain(lead))) return false;
  return words
    .slice(1)
    .every((w) => !WHEN_STEM.test(plain(w)) && !isForeignTimeWord(plain(w)) && !CALLED_OFF.test(plain(w)));
}
