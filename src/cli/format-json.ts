/**
 * `pairi --json`: one JSON object per hand per line, typed here field by field, so the wire format is
 * written down in one place and a change in the engine's types cannot reach it unnoticed.
 *
 * The objects are built in the order the fields are printed (JSON.stringify keeps insertion order, and
 * readers of the output rely on it): optional fields are spread in or left out, never set to undefined,
 * so the object in memory has exactly the keys printed. Tiles are mpsz codes, never indices; melds,
 * decompositions and wait shapes are written by the engine's own formatters, the one way the project
 * writes them.
 */
import { formatDecomposition, formatHand, formatWaitShape, tileCode, tiles } from '../engine/index.ts';
import type {
  Analysis,
  DiscardRow,
  DrawAnalysis,
  Hand,
  ParseErrorCode,
  PositionError,
  Table,
  TwoStep,
  TwoStepRow,
} from '../engine/index.ts';
import { formatError } from './format-error.ts';
import type { JsonProbabilities } from './format-probabilities.ts';

/** Shanten per form; null where a form cannot apply (chiitoitsu and kokushi with melds). */
export interface JsonShanten {
  standard: number;
  regular: number;
  chiitoitsu: number | null;
  kokushi: number | null;
}

/** One discard of a 3n+2 hand; `red` (live red fives among `tiles`) only with a table. */
export interface JsonDiscard {
  discard: string;
  shanten: number;
  tiles: string[];
  count: number;
  red?: number;
  /** With --two-step (docs/rules.md#two-step-analysis): unrounded averages, tiles as mpsz codes. */
  nextAverage?: number | null;
  improvements?: { tiles: string[]; count: number };
  improvedAverage?: number | null;
  goodShape?: { good: number; bad: number } | null;
}

/** A 3n+1 hand's effective tiles, beside its shanten in the selected form; `red` only with a table. */
export interface JsonEffectiveTiles {
  shanten: number;
  tiles: string[];
  count: number;
  red?: number;
}

/** One wait of a tenpai hand: its copies left (0 included) and every shape that waits on it. */
export interface JsonWait {
  tile: string;
  count: number;
  red?: number;
  /** Its wait shapes, `(123m)(44m)(888m)(999m)[23m]` (the field's name is part of the output format). */
  decompositions: string[];
}

/** The object printed for a hand, fields in the order printed. */
export interface JsonHand {
  /** As typed. */
  input: string;
  /** Canonical mpsz. */
  hand: string;
  /** Tile count, a meld counting 3. */
  tiles: number;
  /** Each meld as formatHand writes it: `(055p)`, `[0555s]`. */
  melds: string[];
  /** With a table only: players, the dora the indicators point to, the tiles left in the wall. */
  players?: 3 | 4;
  dora?: string[];
  wallLeft?: number;
  shanten: JsonShanten;
  /** 3n+2 hands (complete ones too). */
  discards?: JsonDiscard[];
  /**
   * 3n+1 hands. The key keeps its first name (the engine says `effective`, docs/rules.md's word) because
   * scripts read it; like `agari`, the wire format does not follow renames inside the code.
   */
  ukeire?: JsonEffectiveTiles;
  /** Tenpai 3n+1 hands. */
  waits?: JsonWait[];
  /** With a table only: tenpai with no copy of any wait left (空聴). */
  deadTenpai?: boolean;
  agari: boolean;
  /** Complete hands. */
  decompositions?: string[];
  /** With --probabilities: every discard's values by turn, or why there are none. */
  probabilities?: JsonProbabilities;
}

/** The object printed for a hand that cannot be read (its message also goes to stderr). */
export interface JsonBadHand {
  input: string;
  error: { code: ParseErrorCode; message: string; index: number | null };
}

/** Kinds as mpsz codes, a five as 5 (never 0). */
export const codes = (kinds: readonly number[]): string[] => kinds.map((k) => tileCode(k));

/** A row's two-step fields, in the order printed. */
function jsonTwoStep(row: TwoStepRow | undefined): Partial<JsonDiscard> {
  if (!row) return {};
  return {
    nextAverage: row.nextAverage,
    improvements: { tiles: codes(row.improvements.tiles), count: row.improvements.count },
    improvedAverage: row.improvedAverage,
    goodShape: row.goodShape,
  };
}

/** One discard row as --json prints it: `red` only with a table, the two-step fields when a row of them is given. */
export function jsonDiscard(row: DiscardRow, table: Table | null, step?: TwoStepRow): JsonDiscard {
  return {
    discard: tileCode(row.discard.kind),
    shanten: row.shanten,
    tiles: codes(row.tiles),
    count: row.count,
    ...(table ? { red: row.red ?? 0 } : {}),
    ...jsonTwoStep(step),
  };
}

/** A 3n+1 hand's effective tiles, and its waits when tenpai, as --json prints them (`ukeire`, `waits`). */
export function jsonDraw(analysis: DrawAnalysis, table: Table | null): Pick<JsonHand, 'ukeire' | 'waits'> {
  const red = (value: number | undefined): { red?: number } => (table ? { red: value ?? 0 } : {});
  return {
    ukeire: {
      shanten: analysis.value,
      tiles: codes(analysis.effective.tiles),
      count: analysis.effective.count,
      ...red(analysis.effective.red),
    },
    ...(analysis.waits
      ? {
          waits: analysis.waits.map((w) => ({
            tile: tileCode(w.tile),
            count: w.count,
            ...red(w.red),
            decompositions: w.shapes.map(formatWaitShape),
          })),
        }
      : {}),
  };
}

/**
 * The JSON object of one analysed hand; `table` only when a table option was given, `twoStep` with --two-step,
 * `probabilities` with --probabilities.
 */
export function jsonHand(
  input: string,
  hand: Hand,
  analysis: Analysis,
  table: Table | null,
  twoStep: TwoStep | null = null,
  probabilities: JsonProbabilities | null = null,
): JsonHand {
  const stepOf = new Map((twoStep?.rows ?? []).map((row) => [row.discard.kind, row]));
  // Real-game fields only when a table was given, so the plain output stays what Tenhou's page shows.
  const { standard, regular, chiitoitsu, kokushi } = analysis.shanten;
  return {
    input,
    hand: formatHand(hand),
    tiles: analysis.tileCount,
    melds: hand.melds.map((meld) => tiles.formatMeld(meld)),
    ...(table ? { players: table.players, dora: codes(analysis.dora ?? []), wallLeft: analysis.wallLeft } : {}),
    shanten: { standard, regular, chiitoitsu, kokushi },
    ...(analysis.kind !== 'draw'
      ? { discards: analysis.discards.map((r) => jsonDiscard(r, table, stepOf.get(r.discard.kind))) }
      : jsonDraw(analysis, table)),
    ...(table ? { deadTenpai: analysis.kind === 'draw' && analysis.deadTenpai } : {}),
    agari: analysis.kind === 'complete',
    ...(analysis.kind === 'complete' ? { decompositions: analysis.decompositions.map(formatDecomposition) } : {}),
    ...(probabilities ? { probabilities } : {}),
  };
}

/** The JSON object of a hand that cannot be read: the error's code, message and 0-based index. */
export function jsonBadHand(input: string, error: PositionError): JsonBadHand {
  const { code, index } = error;
  return { input, error: { code, message: formatError(error), index } };
}

/** One line of --json output for a hand, without the line end. */
export function formatJson(...args: Parameters<typeof jsonHand>): string {
  return JSON.stringify(jsonHand(...args));
}

/** One line of --json output for a hand that cannot be read, without the line end. */
export function formatJsonBadHand(input: string, error: PositionError): string {
  return JSON.stringify(jsonBadHand(input, error));
}
