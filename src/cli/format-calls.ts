/**
 * `pairi --call TILE --from SEAT`: passing and every legal call of the tile offered (docs/rules.md#call-or-pass),
 * as one JSON object per hand (--json) or a readable block. The rows of a call's discards are written as
 * `pairi --json` writes a discard table (format-json.ts), the 13-tile hand after an open kan as it writes a
 * 13-tile hand's effective tiles, so a script reads both alike. Tiles are mpsz codes; a meld writes a red
 * five as 0 exactly when it holds it (the engine's formatMeld).
 */
import { formatHand, game, tileCode, tiles } from '../engine/index.ts';
import type {
  CallEntry,
  CallOptionsError,
  CallOptionsErrorCode,
  CallTable,
  Hand,
  OtherSeat,
  PlaceName,
  ProbabilityError,
  Table,
  YakuChance,
} from '../engine/index.ts';
import { formatError } from './format-error.ts';
import { codes, jsonDiscard, jsonDraw, type JsonDiscard, type JsonEffectiveTiles, type JsonWait } from './format-json.ts';
import { compactTiles, shantenLabel } from './format-table.ts';

/** One yaku still possible: its name, and the tile, suit or run it is of where there is one (null: any). */
export interface JsonYakuChance {
  yaku: YakuChance['yaku'];
  /** yakuhai: the kind held in a pair or a triplet, and how many. */
  tile?: string;
  held?: number;
  /** honitsu, chinitsu, ittsu: the suit of the melds called (m, p or s), null for any. */
  suit?: string | null;
  /** sanshoku: the run called, e.g. "123", null for any. */
  run?: string | null;
}

/**
 * An entry's probabilities at the turn asked (--probabilities): tenpai by the last draw, a win by tsumo,
 * the expected score; a chi or pon also says which discard gives each (mpsz).
 */
export interface JsonEntryProbabilities {
  turn: number;
  tenpai: number;
  win: number;
  ev: number;
  by?: { tenpai: string; win: string; ev: string };
}

/** What every call prints. */
interface JsonCallBase {
  call: 'chi' | 'pon' | 'kan';
  /** As formatMeld writes it: `(345m)`, `(406m)` with the red five. */
  meld: string;
  /** A plain five went into the meld while the hand keeps the red one. */
  redKept: boolean;
  /** The kinds swap-calling forbids as the next discard. */
  forbidden: string[];
  yaku: JsonYakuChance[];
  /** A meld holds a yakuhai set: the hand has a yaku already. */
  meldYaku: boolean;
  /** No yaku can be made: the open hand cannot win. */
  noYaku: boolean;
  probabilities?: JsonEntryProbabilities;
  probabilityError?: JsonProbabilityError;
}

/** A chi or a pon: the discards it allows, the best first. */
export interface JsonDiscardCall extends JsonCallBase {
  call: 'chi' | 'pon';
  discards: JsonDiscard[];
  best: { discard: string; shanten: number; count: number };
}

/** An open kan: the 13-tile hand after it, before its replacement draw. */
export interface JsonKanCall extends JsonCallBase {
  call: 'kan';
  ukeire: JsonEffectiveTiles;
  waits?: JsonWait[];
}

/** Why an entry has no figures: the search's error, with its English. */
export type JsonProbabilityError = ProbabilityError & { message: string };

export type JsonCall =
  { call: 'pass'; probabilities?: JsonEntryProbabilities; probabilityError?: JsonProbabilityError } | JsonDiscardCall | JsonKanCall;

/** The object printed for a hand, fields in the order printed. */
export interface JsonCalls {
  input: string;
  hand: string;
  /** The seat as its word (left, across, right), as --from takes it: the JSON is read by people too. */
  offer: { tile: string; from: PlaceName };
  calls: JsonCall[];
}

/** An entry's figures, or why its search could not run (--probabilities; its code, data and English). */
function jsonProbabilities(entry: CallEntry): { probabilities?: JsonEntryProbabilities; probabilityError?: JsonProbabilityError } {
  if (entry.probabilityError) return { probabilityError: { ...entry.probabilityError, message: formatError(entry.probabilityError) } };
  const p = entry.probabilities;
  if (!p) return {};
  const code = (t: { kind: number; red: boolean }) => tileCode(t.kind, t.red);
  const { turn, tenpai, win, ev } = p;
  return {
    probabilities: {
      turn,
      tenpai,
      win,
      ev,
      ...(p.by ? { by: { tenpai: code(p.by.tenpai), win: code(p.by.win), ev: code(p.by.ev) } } : {}),
    },
  };
}

const SUIT_LETTERS = ['m', 'p', 's'];

function jsonYaku(chance: YakuChance): JsonYakuChance {
  switch (chance.yaku) {
    case 'yakuhai':
      return { yaku: chance.yaku, tile: tileCode(chance.kind), held: chance.held };
    case 'honitsu':
    case 'chinitsu':
    case 'ittsu':
      return { yaku: chance.yaku, suit: chance.suit === null ? null : SUIT_LETTERS[chance.suit]! };
    case 'sanshoku':
      return { yaku: chance.yaku, run: chance.rank === null ? null : `${chance.rank + 1}${chance.rank + 2}${chance.rank + 3}` };
    default:
      return { yaku: chance.yaku };
  }
}

function jsonCall(entry: CallEntry, table: Table | null): JsonCall {
  if (entry.call === 'pass') return { call: 'pass', ...jsonProbabilities(entry) };
  const base = {
    meld: tiles.formatMeld(entry.meld),
    redKept: entry.redKept,
    forbidden: codes(entry.forbidden),
  };
  const yaku = { yaku: entry.yaku.map(jsonYaku), meldYaku: entry.meldYaku, noYaku: entry.noYaku };
  if (entry.call === 'kan')
    return {
      call: 'kan',
      ...base,
      ...(jsonDraw(entry.after, table) as Pick<JsonKanCall, 'ukeire' | 'waits'>),
      ...yaku,
      ...jsonProbabilities(entry),
    };
  const rows = entry.discards.map((row) => ({
    ...jsonDiscard(row, table),
    ...(row.nextAverage !== undefined ? { nextAverage: row.nextAverage } : {}),
  }));
  const { best } = entry;
  return {
    call: entry.call,
    ...base,
    discards: rows,
    best: { discard: tileCode(best.discard.kind), shanten: best.shanten, count: best.count },
    ...yaku,
    ...jsonProbabilities(entry),
  };
}

/** The JSON object of one hand's call table; `table` only when a table option was given (rows then count red fives). */
export function jsonCalls(input: string, hand: Hand, calls: CallTable, table: Table | null): JsonCalls {
  const { tile, from } = calls.offer;
  return {
    input,
    hand: formatHand(hand),
    offer: { tile: tileCode(tile.kind, tile.red), from: game.placeName(from) },
    calls: calls.calls.map((entry) => jsonCall(entry, table)),
  };
}

/** The object printed for a hand that cannot take the offer (its message also goes to stderr). */
export interface JsonCallsError {
  input: string;
  error: { code: CallOptionsErrorCode; message: string; index: null };
}

/** One line of `--call --json` output for a hand that cannot take the offer, without the line end. */
export function formatCallsJsonError(input: string, error: CallOptionsError): string {
  const object: JsonCallsError = { input, error: { code: error.code, message: formatError(error), index: null } };
  return JSON.stringify(object);
}

/** One line of `--call --json` output for a hand, without the line end. */
export function formatCallsJson(...args: Parameters<typeof jsonCalls>): string {
  return JSON.stringify(jsonCalls(...args));
}

// ---------------------------------------------------------------------------------------------------
// The readable block

const SEAT_WORDS = { 3: 'the left player (上家)', 2: 'across (対面)', 1: 'the right player (下家)' } as const satisfies Record<
  OtherSeat,
  string
>;

/** One yaku still possible, in a few words. */
function yakuWords(chance: YakuChance): string {
  const suit = (s: number | null) => (s === null ? '' : ` ${SUIT_LETTERS[s]}`);
  switch (chance.yaku) {
    case 'yakuhai':
      return `yakuhai ${tileCode(chance.kind)} (${chance.held} held)`;
    case 'yakuhai-triplet':
      return 'a yakuhai triplet';
    case 'honitsu':
    case 'chinitsu':
    case 'ittsu':
      return `${chance.yaku}${suit(chance.suit)}`;
    case 'sanshoku':
      return chance.rank === null ? 'sanshoku' : `sanshoku ${chance.rank + 1}${chance.rank + 2}${chance.rank + 3}`;
    default:
      return chance.yaku;
  }
}

/** What the call leaves for a yaku: held in a meld, the ways still open, or none (a warning). */
function yakuLine(entry: Exclude<CallEntry, { call: 'pass' }>): string {
  if (entry.meldYaku) return 'yaku: a yakuhai set in a meld';
  if (entry.noYaku) return 'NO YAKU (役なし): these melds leave no yaku, the hand cannot win';
  return `yaku still possible: ${entry.yaku.map(yakuWords).join(', ')}`;
}

/** The readable block of one hand's call table, without a final newline; `table` only when a table option was given. */
export function formatCallsTable(hand: Hand, calls: CallTable, table: Table | null): string {
  const { tile, from } = calls.offer;
  const lines = [`${formatHand(hand)}  offered ${tileCode(tile.kind, tile.red)} from ${SEAT_WORDS[from]}`];
  const countCell = (count: number, red: number | undefined) =>
    table ? `${String(count).padStart(5)} ${red ? `(赤${red})` : '     '}` : String(count).padStart(5);
  const figures = (entry: CallEntry) => {
    if (entry.probabilityError) lines.push(`    probabilities: ${formatError(entry.probabilityError)}`);
    const p = entry.probabilities;
    if (!p) return;
    const by = p.by ? ` (discarding ${[...new Set([p.by.tenpai, p.by.win, p.by.ev].map((t) => tileCode(t.kind, t.red)))].join('/')})` : '';
    lines.push(
      `    turn ${p.turn}: tenpai ${(100 * p.tenpai).toFixed(2)}%, win ${(100 * p.win).toFixed(2)}%, expected score ${p.ev.toFixed(0)}${by}`,
    );
  };
  for (const entry of calls.calls) {
    if (entry.call === 'pass') {
      lines.push('  pass');
      figures(entry);
      continue;
    }
    const meld = tiles.formatMeld(entry.meld);
    const kept = entry.redKept ? ' (the red five kept)' : '';
    if (entry.call === 'kan') {
      const { after } = entry;
      lines.push(`  kan ${meld}${kept}: then a replacement draw; the hand: ${shantenLabel(after)}`);
      lines.push(`    effective tiles: ${compactTiles(after.effective.tiles) || 'none'}  (${after.effective.count} left)`);
      lines.push(`    ${yakuLine(entry)}`);
      figures(entry);
      continue;
    }
    const best = entry.best;
    const forbidden = entry.forbidden.length ? ` · swap-calling forbids ${codes(entry.forbidden).join(' ')}` : '';
    lines.push(
      `  ${entry.call} ${meld}${kept}: best discard ${tileCode(best.discard.kind)}, shanten ${best.shanten}, ${best.count} left${forbidden}`,
    );
    lines.push(`    ${yakuLine(entry)}`);
    figures(entry);
    const steps = entry.discards.some((r) => r.nextAverage !== undefined);
    lines.push(`    discard  shanten  count${table ? ' (red)' : ''}${steps ? '   next' : ''}  effective tiles (waits when shanten is 0)`);
    for (const row of entry.discards) {
      const next = steps ? `  ${(row.nextAverage == null ? '-' : row.nextAverage.toFixed(2)).padStart(5)}` : '';
      lines.push(
        `    ${tileCode(row.discard.kind).padEnd(7)}  ${String(row.shanten).padStart(7)}  ${countCell(row.count, table ? row.red : 0)}${next}  ${compactTiles(row.tiles)}`,
      );
    }
  }
  return lines.join('\n');
}
