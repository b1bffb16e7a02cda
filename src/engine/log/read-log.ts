/**
 * A game log from text (docs/game-logs.md): Tenhou's replay JSON, an address holding it (`#json=`), or
 * Tenhou's XML download, told apart by their first characters; then every kyoku played again and checked,
 * once (replay.ts, by shared/checked.ts), so a log read is one that could have been played, and a fault
 * names its kyoku and move.
 * Nothing here throws on any text: JSON.parse and the address's decoding are the only calls that can, and
 * they are caught. The text is parsed once; an error's kyoku name is read from the value parsed.
 */
import type { Result } from '../types.ts';
import type { GameLog, LogError } from './game-log.ts';
import { readMjlogUnchecked } from './mjlog/reader.ts';
import { checkedLog } from './shared/checked.ts';
import { FOUND_LENGTH, textFault } from './shared/errors.ts';
import { kyokuOfIndex } from './shared/kyoku-index.ts';
import { readTenhouJson } from './tenhou-json/index.ts';

export { MAX_LOG_CHARS } from './game-log.ts';

/** Reads a log pasted or dropped: its game, or what is wrong and where. */
export function readGameLog(text: string): Result<GameLog, LogError> {
  const refused = textFault(text);
  if (refused) return { ok: false, error: refused };
  const { read, json } = readText(text.trim());
  if (!read.ok) return { ok: false, error: named(read.error, json) };
  // Checked here, once: neither readTenhouJson nor readMjlogUnchecked replays the log it reads.
  return checkedLog(read.value);
}

/** The log a text holds, and the JSON value it was read from (null for XML, or JSON that did not parse). */
function readText(text: string): { read: Result<GameLog, LogError>; json: unknown } {
  if (text.startsWith('<')) return { read: readMjlogUnchecked(text), json: null };
  // JSON itself first: a log's title or a name may hold `#json=`.
  const address = text.startsWith('{') ? null : /#json=/.exec(text);
  let json = text;
  if (address) {
    // The address's value runs to its end or to the next parameter (`&ts=3`).
    const value = text.slice(address.index + 6).split('&')[0]!;
    try {
      json = decodeURIComponent(value);
    } catch {
      // An address pasted with its JSON not encoded (a `%` in a name): read as it stands.
      json = value;
    }
  } else if (!text.startsWith('{'))
    return { read: { ok: false, error: { code: 'unknown-format', found: text.slice(0, FOUND_LENGTH) } }, json: null };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    // The parser's own sentence, whole (V8's runs to some 90 characters with its line and column); cut
    // with an ellipsis only past twice that, so a place is never cut in the middle of its number.
    const message = e instanceof Error ? e.message : String(e);
    const found = message.length > 180 ? `${message.slice(0, 179)}…` : message;
    return { read: { ok: false, error: { code: 'bad-json', found } }, json: null };
  }
  return { read: readTenhouJson(value), json: value };
}

/**
 * The error with its kyoku's name, read from the kyoku's JSON header (`[index, honba, sticks]`) where the
 * reader stopped; the XML reader names its kyoku itself. Left as it is when the header cannot be read.
 */
function named(error: LogError, json: unknown): LogError {
  const k = error.kyoku;
  if (k === undefined || error.kyokuName) return error;
  const log = (json as { log?: unknown } | null)?.log;
  const kyoku = Array.isArray(log) ? (log[k] as unknown) : undefined;
  const head = Array.isArray(kyoku) ? (kyoku[0] as unknown) : undefined;
  const [index, honba] = Array.isArray(head) ? (head as unknown[]) : [];
  if (!Number.isInteger(index) || !Number.isInteger(honba) || (index as number) < 0 || (index as number) > 15 || (honba as number) < 0)
    return error;
  return { ...error, kyokuName: { ...kyokuOfIndex(index as number), honba: honba as number } };
}
