/** Lower case, one space between words, typographic dashes and quotes made plain, trailing punctuation dropped. */
export function normalize(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\b([ap])\.m\.?(?=\s|$|,)/g, '$1m')
    .replace(/\s+/g, ' ')
    .replace(/[.!?;\s]+$/, '')
    .trim();
}
