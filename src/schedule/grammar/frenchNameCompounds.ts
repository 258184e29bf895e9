/**
 * French nouns made with "à" that say what or where, never when ("soins à domicile": home care, "mise à jour": an
 * update, "cours à distance", "plats à emporter", "bateau à vapeur"), inside a job's name ("agence de soins à domicile
 * : rappel chaque matin à 6h30", "mise à jour de l'affichage chaque lundi à 9h"): their "à" is no "at", and the "jour"
 * of "mise à jour" no day. Only the nouns listed after "à", each of a thing or a place, so "à" before a clock, a
 * word of when ("à midi", "à partir de", "à venir", "à l'avance") or any other word stays refused as a name's.
 */

/** Words after "à" that make one noun with the word before it (without their accents). */
const AFTER_A = new Set(
  'domicile distance emporter vapeur vendre louer disposition bord quai velo pied main gaz bois voile'.split(' '),
);
/** The nouns of an update ("mise à jour", "mises à jour"): "jour" there is no day. */
const UPDATE = /^mises?$/;

const plain = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Whether `words[k]` (lower case, as typed) is the "à" of such a noun, or the "jour" of "mise à jour", after a word
 * before it (which the caller checks is a name's, or "mise").
 */
export function frenchCompoundAt(words: readonly (string | undefined)[], k: number): boolean {
  const w = words[k];
  if (w === 'à') {
    const before = words[k - 1];
    const after = plain(words[k + 1] ?? '');
    if (before === undefined) return false;
    return AFTER_A.has(after) || (after === 'jour' && UPDATE.test(before));
  }
  return w === 'jour' && words[k - 1] === 'à' && UPDATE.test(words[k - 2] ?? '');
}
