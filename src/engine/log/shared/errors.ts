/**
 * What the errors of both formats' readers share: the text at fault, quoted to the same length, and the
 * faults of a text refused before it is read (more than a log holds, or nothing).
 */
import { type LogError, MAX_LOG_CHARS } from '../game-log.ts';

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

/** Why a text is refused before it is read: longer than any log (MAX_LOG_CHARS), or only white space; null otherwise. */
export function textFault(text: string): LogError | null {
  if (text.length > MAX_LOG_CHARS) return { code: 'too-long', found: `${text.length} characters` };
  if (text.trim() === '') return { code: 'empty' };
  return null;
}
