import { readSpanishWords, SPANISH_GATE } from './spanishWords.js';

/**
 * Spanish words of when after a job's name said first ("ONG: informe mensual el último viernes de cada mes a las
 * 17:00", "radio: el programa es los domingos a las 10"): the name readers (leadingNames.ts) look at the phrase as
 * typed, where "el último viernes de cada mes" is no schedule's words, so the name's run would take them in. Read
 * here as English first (spanishWords.ts, spanishWhenWords.ts), as mixedLanguageWords.ts does for Portuguese, so
 * that the name ends where the schedule starts. Safe because it only translates: the words read are the ones the
 * Spanish readers read in any phrase, each with its note, and the name that is left must still pass the name
 * readers' tests (no word of when, and a word of how often in it such as "mensual" must agree with the rest).
 * Looked at only once the phrase does not read otherwise, and only where it holds a Spanish word of when.
 */
/**
 * Words of how often the name readers do not weigh against the rest ("informe trimestral", "balance anual",
 * "reporte quincenal"): a quarterly report is no monthly one, so a phrase holding one is left refused here.
 */
const OTHER_PERIOD =
  /(?<![\p{L}])(?:anual|anuales|trimestral|trimestrales|semestral|semestrales|cuatrimestral|cuatrimestrales|bimestral|bimestrales|bimensual|bimensuales|quincenal|quincenales|bianual|bienal)(?![\p{L}])/u;

export function spanishPhrase(phrase: string): { text: string; notes: string[] } | null {
  const lower = phrase.toLowerCase();
  if (!SPANISH_GATE.test(lower) || OTHER_PERIOD.test(lower)) return null;
  const notes: string[] = [];
  const text = readSpanishWords(phrase, notes);
  return notes.length === 0 || text === phrase ? null : { text, notes };
}
