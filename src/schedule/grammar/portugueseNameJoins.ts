import { isForeignTimeWord } from './foreignTimeWords.js';

/**
 * Portuguese words of when the shared list leaves out (foreignTimeWords.ts), without their accents and in the
 * singular: after "das" they say when, never a thing a name is of. The hours in words ("ronda das nove": the nine
 * o'clock round, "das nove às cinco": from nine to five), the parts of the day and the month ("das madrugadas"),
 * its stretches ("das quinzenas"), words of how often ("das semanais", "das alternadas") and of which ones ("das
 * primeiras segundas", "das últimas", "das pares"), and kinds of days ("das folgas", "das férias", "das vésperas").
 */
const WHEN_AFTER_DAS = new Set(
  [
    'uma duas tres quatro cinco seis sete oito nove dez onze doze treze catorze quatorze quinze dezesseis dezasseis',
    'dezessete dezassete dezoito dezenove dezanove vinte trinta meia meio-dia meia-noite',
    'madrugada manha tarde noite noitada hora minuto semana quinzena mes ano vez',
    'diaria semanal semanai quinzenal quinzenai mensal mensai bimestral bimestrai trimestral trimestrai semestral',
    'semestrai anual anuai alternada primeira segunda terceira quarta quinta ultima penultima pare impare',
    'folga feria vespera feriado',
    // Galician, whose "das" is the same ("limpeza das mañás": the mornings', "das catro": four o'clock's)
    'catro once doce trece catorce quince dezaseis dezasete dezaoito mana tardina xornada seran',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Portuguese "das" ("of the", feminine plural) between two words of a job's name said first ("limpeza das bancadas",
 * "troca das toalhas", "revisão das escalas"): the article of the noun after it, no "das" of "das 8h às 20h" (from)
 * nor a slip of "days". Only before a word of letters that is no word of when, in the singular or the plural
 * ("limpeza das 8h", "troca das segundas", "troca das manhãs", "ronda das nove", "troca das quinzenas" stay
 * refused); the caller checks that the words on both sides are a name's.
 */
export function portugueseArticleAt(words: readonly string[], k: number): boolean {
  const next = words[k + 1] ?? '';
  if (words[k] !== 'das' || k === 0 || !/^\p{L}{3,}$/u.test(next)) return false;
  const plain = next.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const forms = [next, plain, next.replace(/s$/, ''), plain.replace(/s$/, '')];
  return !forms.some((w) => isForeignTimeWord(w) || WHEN_AFTER_DAS.has(w));
}
