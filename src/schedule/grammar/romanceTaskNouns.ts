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
export const WHEN_STEM =
  /^(?:mensil|mensuel|settimanal|hebdo|quotidi|giornalier|annu|anual|bisettiman|quindicinal|bimensu|trimestr|semestr|lunar|saptaman|zilnic|semanal|mensual|quincenal|diari|mese|mesi|mois|semaine|settiman|giorn|jour|zi$|zile|luna|lunii|an$|anno|annee|sera|soir|matin|mattin|notte|nuit|dimineat|seara)/;

/**
 * Words that say the task is off, cancelled, postponed or moved, in French, Italian, Romanian, Spanish and
 * Portuguese ("riunione sospesa", "ședință anulată", "junta cancelada", "réunion reportée"): never a purpose set aside.
 */
export const CALLED_OFF =
  /^(?:annul|anul|cancel|sospes|sospend|rimand|rinvi|aman|amin|suspend|reportee|supprim|pospues|adiad|desmarc|rinvia|spostat|deplac|mutat|sans|senza|fara|sin$|sem$|pas$|non$|nu$|no$|niente|nessun|aucun|ningun|nenhum)/;

/**
 * Words of how many times, a season, a stretch, an end, a bound or a next and last, in French, Italian and Romanian
 * ("sauvegarde deux fois", "nettoyage seulement en été", "inventaire de fin d'année", "contrôle pendant les
 * vacances"), and numbers: after the noun they say when, so the words stay. Looked up whole, without an elided
 * article ("d'année": "annee").
 */
const WHEN_WORD =
  /^(?:fois|seulement|uniquement|ete|hiver|printemps|automne|fin|annees?|ans?|mois|semaines?|pendant|durant|vacances|conges|sauf|jusqu.*|avant|apres|prochaine?s?|derniere?s?|veille|lendemain|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|volta|volte|solo|soltanto|estate|inverno|fine|prossim[aoie]|ultim[aoie]|durante|vacanze|ferie|tranne|fino|prima|dopo|due|tre|ori|doar|vara|iarna|sfarsit\S*|urmato\S*|ultim\S*|pana|inainte|dupa|\d.*)$/;
const unElided = (w: string): string => w.replace(/^(?:d|l|qu|j|n|s|c|m|t|dell|all|nell|un)['’]/, '');

/** Whether words left after the schedule name a task in French, Italian or Romanian, led by a noun of a thing done. */
export function romanceTask(words: readonly string[]): boolean {
  const lead = words[0];
  if (lead === undefined || !THING_FIRST.has(plain(lead))) return false;
  return words
    .slice(1)
    .every(
      (w) =>
        !WHEN_STEM.test(plain(w)) &&
        !WHEN_WORD.test(unElided(plain(w))) &&
        !isForeignTimeWord(plain(w)) &&
        !CALLED_OFF.test(plain(w)),
    );
}
