/**
 * A kan on the hand's own turn (docs/rules.md#call-or-pass): `kanOptions(position, options)` lists not
 * declaring and every closed or added kan the hand can declare, each with what it leaves, as callOptions
 * (call-options.ts) does for another player's discard.
 *
 * Algorithm: the definitions, in the engine's own terms. The hand after each kan is built as a Hand and
 * given to analyze() at the same table (its 13 tiles wait for the replacement draw). With a turn, each entry
 * gets its probabilities (entry-probabilities.ts): not declaring is the 14-tile hand's best row at the turn,
 * each figure on its own; a kan, the 13-tile hand after it with a new indicator, its replacement draw in the
 * next draw's place. A hand in riichi may declare only what Tenhou's rules allow it (a closed kan of the
 * tile just drawn that keeps its waits), which the exact shanten of every wait decides.
 */
import { analyze, type DrawAnalysis } from './analyze.ts';
import { shanten } from '../shanten/shanten.ts';
import { concealedCount } from '../core/hand.ts';
import { handOf, tilesOf } from '../core/tile-set.ts';
import { FIVES } from '../core/tiles.ts';
import type { Hand, Meld, Position, Result } from '../types.ts';
import { rowsOf, type ProbabilityError } from '../probability/probabilities.ts';
import { bestEntry, entryAt, type CallProbabilitySettings, type EntryProbabilities } from './entry-probabilities.ts';

/** Options of kanOptions(position, options): the probabilities at a turn (1-17), as for a call table. */
export interface KanSettings {
  probabilities?: CallProbabilitySettings;
  /**
   * The hand is in riichi: under Tenhou's rules it may declare only a closed kan of the tile it just drew
   * (its last tile: a 14-tile hand's draw), and only when the kan leaves its waits as they were; no added
   * kan (a riichi hand has no pon).
   */
  riichi?: boolean;
}

/** Not declaring a kan: the 14-tile hand discards as usual; its figures are the best of its rows at the turn, `by` naming the discard. */
export interface NoKanEntry {
  kan: 'none';
  probabilities?: EntryProbabilities;
  probabilityError?: ProbabilityError;
}

/** A kan the hand can declare on its turn: a closed kan of four concealed copies, or an added kan on a pon. */
export interface KanEntry {
  kan: 'closed' | 'added';
  /** The kan meld after it: `ankan` for a closed kan, `kan` for an added one. */
  meld: Meld;
  /** analyze() of the 13-tile hand after the kan, before its replacement draw. */
  after: DrawAnalysis;
  /** The 13-tile hand after the kan with the new indicator averaged, its replacement draw in the next draw's place. */
  probabilities?: EntryProbabilities;
  probabilityError?: ProbabilityError;
}

/** Not declaring first, then each kan the hand can declare (closed kans, then added kans, by kind). */
export interface KanTable {
  kans: (NoKanEntry | KanEntry)[];
}

/** Why no kan table: a hand without a discard to make, or a turn that is none. */
export type KanOptionsError = { code: 'not-a-discard-hand'; tiles: number } | { code: 'invalid-turn'; turn: number };

/**
 * On the hand's own turn (14 tiles, a meld counting 3), declaring each kan it can against not declaring
 * (docs/rules.md#call-or-pass): a closed kan of four concealed copies keeps the hand closed; an added kan
 * puts the fourth copy on a pon. After either the hand takes a replacement draw, which takes the place of
 * its next draw (so the 13-tile hand after the kan has 18 - t draws to come at turn t, as the rows have),
 * and a new dora indicator is turned: drawn from the pool, averaged over exactly, with one more ura
 * indicator for a riichi win. Not declaring is the hand's own best row at the turn, each figure on its own.
 */
export function kanOptions(position: Position, options: KanSettings = {}): Result<KanTable, KanOptionsError> {
  const { hand, table } = position;
  const concealed = concealedCount(hand);
  const tiles = concealed + 3 * hand.melds.length;
  if (tiles !== 14 || concealed % 3 !== 2) return { ok: false, error: { code: 'not-a-discard-hand', tiles } };
  const turn = options.probabilities?.turn;
  if (turn !== undefined && !(Number.isInteger(turn) && turn >= 1 && turn <= 17))
    return { ok: false, error: { code: 'invalid-turn', turn } };
  const kans: (NoKanEntry | KanEntry)[] = [{ kan: 'none' }];
  const built: { entry: KanEntry; hand: Hand }[] = [];
  const own = tilesOf(hand);
  const suitRed = (k: number) => {
    const suit = FIVES.indexOf(k);
    return suit >= 0 ? hand.red[suit]! : 0;
  };
  const drawn = hand.order[hand.order.length - 1];
  for (let k = 0; k < 34; k++) {
    if (hand.tiles[k]! < 4) continue;
    const rest = own.filter((t) => t.kind !== k);
    const meld: Meld = { kind: 'ankan', tiles: [k, k, k, k], red: suitRed(k) };
    const after = handOf(rest, [...hand.melds, meld]);
    if (options.riichi && (k !== drawn || !sameWaits(hand, after, table.players === 3))) continue;
    built.push({ entry: { kan: 'closed', meld, after: drawAnalysis(after, table) }, hand: after });
  }
  if (!options.riichi)
    hand.melds.forEach((pon, i) => {
      const k = pon.tiles[0]!;
      if (pon.kind !== 'pon' || hand.tiles[k]! < 1) return;
      const fourth = own.find((t) => t.kind === k)!;
      const rest = [...own];
      rest.splice(rest.indexOf(fourth), 1);
      const meld: Meld = { kind: 'kan', tiles: [k, k, k, k], red: pon.red + (fourth.red ? 1 : 0) };
      const melds = hand.melds.map((m, j) => (j === i ? meld : m));
      const after = handOf(rest, melds);
      built.push({ entry: { kan: 'added', meld, after: drawAnalysis(after, table) }, hand: after });
    });
  kans.push(...built.map((b) => b.entry));
  if (options.probabilities) {
    const { turn: t, ...given } = options.probabilities;
    const rows = rowsOf(position, given, {});
    if (rows.ok) kans[0]!.probabilities = bestEntry(rows.value.rows, t, t - 1);
    else kans[0]!.probabilityError = rows.error;
    for (const { entry, hand: after } of built) {
      const found = rowsOf({ hand: after, table }, given, { newIndicator: true });
      if (found.ok) entry.probabilities = entryAt(found.value.rows[0]!, t, t - 1);
      else entry.probabilityError = found.error;
    }
  }
  return { ok: true, value: { kans } };
}

/**
 * Whether the 13-tile hand after a riichi hand's closed kan (`after`) waits on the same kinds as the hand
 * did before its draw (`hand` less its last tile): a kind is a wait when it completes the hand, under the
 * exact shanten (a wait on a fifth copy is none).
 */
function sameWaits(hand: Hand, after: Hand, threePlayer: boolean): boolean {
  const before = new Uint8Array(hand.tiles);
  before[hand.order[hand.order.length - 1]!]!--;
  const waits = (tiles: Uint8Array, melds: readonly Meld[]) => {
    const out: number[] = [];
    for (let k = 0; k < 34; k++) {
      if (tiles[k]! >= 4) continue;
      tiles[k]!++;
      if (shanten({ ...hand, tiles, melds: [...melds] }, threePlayer).standard === -1) out.push(k);
      tiles[k]!--;
    }
    return out.join(',');
  };
  return waits(before, hand.melds) === waits(new Uint8Array(after.tiles), after.melds);
}

/** analyze() of a 13-tile hand (it has no discard to make). */
function drawAnalysis(hand: Hand, table: Position['table']): DrawAnalysis {
  const analysis = analyze({ hand, table });
  if (analysis.kind !== 'draw') throw new Error('a kan left a hand with a discard');
  return analysis;
}
