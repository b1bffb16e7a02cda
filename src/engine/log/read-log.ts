/**
 * A game log from text (docs/game-logs.md): Tenhou's replay JSON, an address holding it (`#json=`), or
 * Tenhou's XML download, told apart by their first characters; then every kyoku played again and checked
 * (replay.ts), so a log read is one that could have been played, and a fault names its kyoku and move.
 * Nothing here throws on any text: JSON.parse and the address's decoding are the only calls that can, and
 * they are caught.
 */
import type { Result } from '../types.ts';
import { type GameLog, type LogError, kyokuName } from './game-log.ts';
import { readMjlog } from './mjlog.ts';
import { checkLog } from './replay.ts';
import { readTenhouJson } from './tenhou-json.ts';

/** The longest text read: a long game's log is some hundred kilobytes; megabytes are not a log. */
export const MAX_LOG_CHARS = 4_000_000;

/** Reads a log pasted or dropped: its game, or what is wrong and where. */
export function readGameLog(text: string): Result<GameLog, LogError> {
  if (text.length > MAX_LOG_CHARS) return { ok: false, error: { code: 'too-long', found: `${text.length} characters` } };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { code: 'empty' } };
  const read = readText(trimmed);
  if (!read.ok) return { ok: false, error: named(read.error, trimmed) };
  const fault = checkLog(read.value);
  if (!fault) return read;
  const kyoku = fault.kyoku === undefined ? undefined : read.value.kyoku[fault.kyoku];
  return { ok: false, error: kyoku ? { ...fault, kyokuName: kyokuName(kyoku) } : fault };
}

const ROUNDS = ['E', 'S', 'W', 'N'] as const;

/**
 * The error with its kyoku's name, read from the kyoku's header where the reader stopped: JSON's
 * `[index, honba, sticks]`, XML's INIT seed (`round,honba,...`). Left as it is when the header cannot be read.
 */
function named(error: LogError, text: string): LogError {
  const k = error.kyoku;
  if (k === undefined || error.kyokuName) return error;
  let index: unknown;
  let honba: unknown;
  if (text.startsWith('<')) {
    const seeds = [...text.matchAll(/<INIT\b[^>]*?\bseed\s*=\s*["']([^"']*)["']/gi)];
    const seed = seeds[k]?.[1]?.split(',');
    [index, honba] = [Number(seed?.[0]), Number(seed?.[1])];
  } else {
    const value = parsed(text);
    const head = (value as { log?: unknown[][] } | null)?.log?.[k]?.[0];
    if (Array.isArray(head)) [index, honba] = head;
  }
  if (!Number.isInteger(index) || !Number.isInteger(honba) || (index as number) < 0 || (index as number) > 15 || (honba as number) < 0)
    return error;
  const i = index as number;
  return { ...error, kyokuName: kyokuName({ round: ROUNDS[Math.floor(i / 4)]!, number: (i % 4) + 1, honba: honba as number }) };
}

/** The JSON a text holds (itself, or an address's value), or null. */
function parsed(text: string): unknown {
  try {
    const address = /#json=/.exec(text);
    return JSON.parse(address ? decodeURIComponent(text.slice(address.index + 6).split('&')[0]!) : text);
  } catch {
    return null;
  }
}

function readText(text: string): Result<GameLog, LogError> {
  if (text.startsWith('<')) return readMjlog(text);
  const address = /#json=/.exec(text);
  let json = text;
  if (address) {
    // The address's value runs to its end or to the next parameter (`&ts=3`).
    const value = text.slice(address.index + 6).split('&')[0]!;
    try {
      json = decodeURIComponent(value);
    } catch {
      return { ok: false, error: { code: 'bad-json', found: value.slice(0, 40) } };
    }
  } else if (!text.startsWith('{')) return { ok: false, error: { code: 'unknown-format', found: text.slice(0, 40) } };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, error: { code: 'bad-json', found: (e instanceof Error ? e.message : String(e)).slice(0, 80) } };
  }
  return readTenhouJson(value);
}
