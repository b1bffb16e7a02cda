/** What the errors of both formats' readers share: the text at fault, quoted to the same length. */

/** How many characters of the text at fault an error quotes. */
export const FOUND_LENGTH = 40;

/**
 * The text at fault as an error quotes it: as it stands up to FOUND_LENGTH characters, else cut with an
 * ellipsis. The XML reader's ellipsis stands in the last of the FOUND_LENGTH characters (`within`), the
 * JSON reader's after them (`after`): each format's tests hold its own.
 */
export function quoted(text: string, ellipsis: 'within' | 'after'): string {
  if (text.length <= FOUND_LENGTH) return text;
  return `${text.slice(0, ellipsis === 'within' ? FOUND_LENGTH - 1 : FOUND_LENGTH)}…`;
}
