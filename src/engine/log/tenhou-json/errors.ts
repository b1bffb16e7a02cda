/**
 * The errors of the JSON reader: a Failure carries a LogError up through the walk and the reader (a
 * value, not an exception), with the value at fault quoted as text.
 */
import type { LogError, LogErrorCode, KyokuSeat } from '../game-log.ts';
import { FOUND_LENGTH, quoted } from '../shared/errors.ts';

/** A value as the text an error quotes: a string as it stands, anything else as JSON (the ellipsis after the FOUND_LENGTH characters). */
function shown(value: unknown): string {
  return quoted(typeof value === 'string' ? value : brief(value, FOUND_LENGTH + 1), 'after');
}

/**
 * A value as JSON, written only as far as `room` characters: an array of a million entries costs what its
 * first few do (JSON.stringify would write the whole of it to keep forty characters).
 */
function brief(value: unknown, room: number): string {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const array = Array.isArray(value);
    let out = array ? '[' : '{';
    const entries = array ? value : Object.entries(value);
    for (let i = 0; i < entries.length && out.length <= room; i++) {
      const entry: unknown = entries[i];
      const part = array
        ? brief(entry, room - out.length)
        : `${JSON.stringify((entry as [string, unknown])[0])}:${brief((entry as [string, unknown])[1], room - out.length)}`;
      out += (i ? ',' : '') + part;
    }
    return out + (array ? ']' : '}');
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export class Failure {
  constructor(readonly error: LogError) {}
}

export function failure(code: LogErrorCode, where: { kyoku?: number; move?: number; seat?: number }, found?: unknown): Failure {
  const error: LogError = { code };
  if (where.kyoku !== undefined) error.kyoku = where.kyoku;
  if (where.move !== undefined) error.move = where.move;
  if (where.seat !== undefined) error.seat = where.seat as KyokuSeat;
  if (found !== undefined) error.found = shown(found);
  return new Failure(error);
}
