/** `text` as a pattern that matches exactly it: data put into a RegExp is escaped, never read as syntax. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
