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

/** "trimestral" alone among them: weighed here against the months the rest says. */
const QUARTERLY = /(?<![\p{L}])trimestral(?:es)?(?![\p{L}])/u;
const QUARTERLY_ALL = new RegExp(QUARTERLY.source, 'gu');
const MONTHS = 'january february march april may june july august september october november december'.split(' ');
/** Months listed as the rest reads them ("of january, april, july and october"). */
const MONTH_LIST = /\bof\s+((?:[a-z]+\s*,\s*)*[a-z]+\s+and\s+[a-z]+)\b/;

/** Whether the text, read as English, runs in four months three apart (one of each quarter), or every quarter. */
function quartersSaid(text: string): boolean {
  if (/\bof\s+every\s+quarter\b/.test(text)) return true;
  const list = MONTH_LIST.exec(text)?.[1];
  if (list === undefined) return false;
  const months = list.split(/\s*,\s*|\s+and\s+/).map((m) => MONTHS.indexOf(m));
  return months.length === 4 && months.every((m, i) => m >= 0 && (i === 0 || m === (months[0] as number) + 3 * i));
}

export function spanishPhrase(phrase: string): { text: string; notes: string[] } | null {
  const lower = phrase.toLowerCase();
  if (!SPANISH_GATE.test(lower)) return null;
  // "inventario trimestral el 1 de enero, abril, julio y octubre": a quarterly name beside runs in each quarter agrees
  // with them; any other word of how often, or one the rest does not restate, keeps the phrase refused
  const quarterly = QUARTERLY.test(lower);
  if (OTHER_PERIOD.test(quarterly ? lower.replace(QUARTERLY_ALL, '') : lower)) return null;
  const notes: string[] = [];
  const text = readSpanishWords(phrase, notes);
  if (quarterly && !quartersSaid(text.toLowerCase())) return null;
  return notes.length === 0 || text === phrase ? null : { text, notes };
}
