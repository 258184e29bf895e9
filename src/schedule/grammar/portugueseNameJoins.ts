import { isForeignTimeWord } from './foreignTimeWords.js';

/**
 * Portuguese "das" ("of the", feminine plural) between two words of a job's name said first ("limpeza das bancadas",
 * "troca das toalhas", "revisão das escalas"): the article of the noun after it, no "das" of "das 8h às 20h" (from)
 * nor a slip of "days". Only before a word of letters that is no word of when, in the singular or the plural
 * ("limpeza das 8h", "troca das segundas", "troca das manhãs" stay refused); the caller checks that the words on both
 * sides are a name's.
 */
export function portugueseArticleAt(words: readonly string[], k: number): boolean {
  const next = words[k + 1] ?? '';
  if (words[k] !== 'das' || k === 0 || !/^\p{L}{3,}$/u.test(next)) return false;
  const plain = next.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ![next, plain, next.replace(/s$/, ''), plain.replace(/s$/, '')].some((w) => isForeignTimeWord(w));
}
