/**
 * Scoring a complete hand (docs/rules.md#scoring): decompose -> readings -> fu -> yaku -> points.
 *
 * Algorithm: decompose() gives every way the tiles split (regular, seven pairs, thirteen orphans). For
 * each regular split, every distinct concealed block holding the winning tile is a reading: the same
 * tiles won on a different wait (`11123m` won on 1m is a single wait or a shanpon; `234m` won on 4m
 * is two-sided while `2344m` could also read it as a pair). Each reading is scored on its own, exactly
 * as the rules define it, and the one worth the most points is kept (ties: more han, then more fu),
 * which is how the rules choose. A hand has at most a handful of decompositions and a dozen readings,
 * so trying them all costs microseconds and needs no cleverness that could go wrong.
 *
 * The situation is checked first: what cannot happen at a table (riichi with a called meld, rinshan on
 * a ron, a robbed kan the hand holds a copy of, ...) is an error with its own code, never a silently odd
 * score; the faces say it in words.
 */
import { decompose } from '../analysis/decompose.ts';
import { concealedCount } from '../core/hand.ts';
import { doraCounts, NORTH } from '../core/position.ts';
import { WINDS } from '../core/tiles.ts';
import { DEFAULT_ROUND, DEFAULT_SEAT } from '../core/defaults.ts';
import type { Decomposition, Hand, Result, ScoreRules, Situation } from '../types.ts';
import type { DoraYaku, NoYaku, Score, ScoreError, ScoreTable, WinWait, Yaku, YakumanScore } from './score-types.ts';
import { baseValue, hanBasePoints, payments, tsumoPoints } from './points.ts';
import { DEFAULT_SCORE_RULES } from './rules.ts';
import { type Block, type Reading, type WinFacts, fuOf, handFacts, isPinfu, yakumanOf, yakuOf } from './yaku.ts';

// The rules scoring follows unless told otherwise (docs/rules.md#scoring): Tenhou's (rules.ts).
export { DEFAULT_SCORE_RULES } from './rules.ts';

const fail = (error: ScoreError): { ok: false; error: ScoreError } => ({ ok: false, error });

/** The table score() reads when none is given: no indicator, four players, no nuki-dora (never changed). */
const NO_TABLE: ScoreTable = { players: 4, indicators: [], nuki: 0 };

/** A hand and, optionally, the table it lies on (a Position is one). */
export interface ScorePosition {
  hand: Hand;
  /** The dora indicators, players and nuki-dora; absent, an empty four-player table. */
  table?: ScoreTable;
}

/** The first thing about the situation (or the table's dora and nuki) that cannot happen, in ScoreError's order, or null. */
export function situationError(position: ScorePosition, s: Situation): ScoreError | null {
  const { hand } = position;
  const table = position.table ?? NO_TABLE;
  const called = hand.melds.some((m) => m.kind !== 'ankan');
  const kans = hand.melds.some((m) => m.kind === 'kan' || m.kind === 'ankan');
  const riichi = s.riichi ?? 'none';
  const tsumo = s.by === 'tsumo';
  if (s.by !== 'tsumo' && s.by !== 'ron') return { code: 'invalid-by', by: String(s.by) };
  // Field by field, without a list of pairs: this runs for every win the probabilities score.
  const badWind = (field: 'round' | 'seat', w: string | undefined): ScoreError | null =>
    w !== undefined && !(WINDS as readonly string[]).includes(w) ? { code: 'invalid-wind', field, wind: String(w) } : null;
  const wind = badWind('round', s.round) ?? badWind('seat', s.seat);
  if (wind) return wind;
  if (riichi !== 'none' && riichi !== 'riichi' && riichi !== 'double') return { code: 'invalid-riichi', riichi: String(riichi) };
  if (riichi !== 'none' && called) return { code: 'riichi-open-hand' };
  if (s.ippatsu && riichi === 'none') return { code: 'ippatsu-without-riichi' };
  if (s.rinshan && !tsumo) return { code: 'rinshan-on-ron' };
  // Three players draw a replacement for each north set aside too, so rinshan needs no kan there.
  if (s.rinshan && !kans && table.players !== 3) return { code: 'rinshan-without-kan' };
  if (s.chankan && tsumo) return { code: 'chankan-on-tsumo' };
  if (s.chankan && Number.isInteger(s.win) && s.win >= 0 && s.win < 34) {
    // The robbed tile is the fourth copy, added to another player's pon: the hand holds no other.
    const copies = hand.tiles[s.win]! + hand.melds.reduce((n, m) => n + m.tiles.filter((k) => k === s.win).length, 0);
    if (copies !== 1) return { code: 'chankan-copy-held', tile: s.win };
  }
  if (s.last && (s.rinshan || s.chankan)) return { code: 'last-tile-with-kan', with: s.rinshan ? 'rinshan' : 'chankan' };
  if (s.firstDraw) {
    if (!tsumo) return { code: 'first-draw-on-ron' };
    if (hand.melds.length > 0) return { code: 'first-draw-with-meld' };
    // Ippatsu needs riichi (checked above): riichi is what comes before it.
    if (riichi !== 'none' || s.ippatsu) return { code: 'first-draw-after', after: 'riichi' };
    if (s.last || s.rinshan) return { code: 'first-draw-after', after: s.last ? 'last' : 'rinshan' };
  }
  const badIndicators = (field: 'dora' | 'ura', list: readonly number[] | undefined): ScoreError | null => {
    if (list === undefined) return null;
    if (list.length > 5) return { code: 'too-many-indicators', field, count: list.length };
    for (const k of list) if (!Number.isInteger(k) || k < 0 || k > 33) return { code: 'invalid-indicator', field, indicator: k };
    return null;
  };
  const indicators = badIndicators('dora', table.indicators) ?? badIndicators('ura', s.ura);
  if (indicators) return indicators;
  const badCount = (field: 'honba' | 'sticks' | 'nuki', n: number | undefined): ScoreError | null =>
    n !== undefined && (!Number.isInteger(n) || n < 0) ? { code: 'invalid-count', field, value: n } : null;
  const count = badCount('honba', s.honba) ?? badCount('sticks', s.sticks) ?? badCount('nuki', table.nuki);
  if (count) return count;
  if (table.nuki > 0 && table.players !== 3) return { code: 'nuki-four-players', nuki: table.nuki };
  return null;
}

const NO_KINDS: readonly number[] = [];

/** The readings of a complete hand won on `win`: each decomposition with each block the winning tile can have completed. */
function readings(
  hand: Hand,
  decompositions: Decomposition[],
  win: number,
  tsumo: boolean,
): { reading: Reading; from: Decomposition; group: number }[] {
  // The closed kans' kinds (no Set: a hand has at most four melds, and most have none).
  const ankan = hand.melds.length === 0 ? NO_KINDS : hand.melds.filter((m) => m.kind === 'ankan').map((m) => m.tiles[0]!);
  const out: { reading: Reading; from: Decomposition; group: number }[] = [];
  for (const d of decompositions) {
    if (d.form === 'kokushi') {
      const thirteen = hand.tiles[win] === 2;
      out.push({ reading: { form: 'kokushi', blocks: [], wait: thirteen ? 'kokushi13' : 'kokushi', winBlock: -1 }, from: d, group: -1 });
      continue;
    }
    const base: Block[] = d.groups.map((g) => {
      const called = !!g.open && !(g.kind === 'kan' && ankan.includes(g.tiles[0]!));
      const kind = g.kind === 'single' ? 'pair' : g.kind;
      return { kind, first: g.tiles[0]!, called, concealed: !called };
    });
    // Each distinct block (kind and first tile) holding the winning tile once.
    const tried: string[] = [];
    d.groups.forEach((g, i) => {
      if (g.open || !g.tiles.includes(win)) return;
      const key = g.kind + g.tiles[0];
      if (tried.includes(key)) return;
      tried.push(key);
      const wait = waitOf(g.kind, g.tiles[0]!, win);
      const blocks = base.map((b, j) => (j === i && b.kind === 'triplet' && !tsumo ? { ...b, concealed: false } : b));
      out.push({ reading: { form: d.form, blocks, wait, winBlock: i }, from: d, group: i });
    });
  }
  return out;
}

function waitOf(kind: string, first: number, win: number): WinWait {
  if (kind === 'pair') return 'tanki';
  if (kind === 'triplet') return 'shanpon';
  if (win === first + 1) return 'kanchan';
  if ((win === first + 2 && first % 9 === 0) || (win === first && first % 9 === 6)) return 'penchan';
  return 'ryanmen';
}

/** Nine gates: no meld, one number suit, 1112345678999 plus one tile; 2 when the thirteen before the win were exactly that. */
function nineGatesOf(hand: Hand, win: number): 0 | 1 | 2 {
  if (hand.melds.length > 0 || win >= 27) return 0;
  const s = Math.floor(win / 9) * 9;
  let n = 0;
  for (let k = 0; k < 34; k++) if (hand.tiles[k] && (k < s || k >= s + 9)) return 0;
  const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  for (let r = 0; r < 9; r++) {
    if (hand.tiles[s + r]! < need[r]!) return 0;
    n += hand.tiles[s + r]!;
  }
  if (n !== 14) return 0;
  return hand.tiles[win] === need[win - s]! + 1 ? 2 : 1;
}

/**
 * The value of a complete hand (3n+2 tiles, melds in brackets) at a table (its dora indicators,
 * players and nuki-dora; absent, an empty four-player table), won as `situation` says on
 * `situation.win`: its best reading's yaku, fu, han and points, or `no-yaku`; an error for a hand that
 * is not complete, a winning tile not in it, or a situation that cannot happen.
 */
export function score(position: ScorePosition, situation: Situation, rules: Partial<ScoreRules> = {}): Result<Score | NoYaku, ScoreError> {
  const found = candidates(position.hand, position.table ?? NO_TABLE, situation, rules);
  if (!found.ok) return found;
  const { list, closed } = found.value;
  let best: Score | null = null;
  for (const candidate of list) if (!best || better(candidate, best)) best = candidate;
  if (!best) return { ok: true, value: { kind: 'no-yaku', reason: closed ? 'closed-ron' : 'open-hand' } };
  return { ok: true, value: best };
}

/**
 * The hand's points with `extra[i]` more han of dora (ura-dora, say) on every reading, for each i: the best
 * reading is chosen again for each, since a limit can favour another reading once han are added. A
 * yakuman is unchanged. null when the hand has no yaku or cannot be scored. Exactly what score() gives
 * with ura indicators worth that many han, at the cost of one scoring.
 */
export function pointsWithExtraHan(
  position: ScorePosition,
  situation: Situation,
  extra: readonly number[],
  rules: Partial<ScoreRules> = {},
): (number | null)[] {
  const table = position.table ?? NO_TABLE;
  const found = candidates(position.hand, table, situation, rules);
  if (!found.ok) return extra.map(() => null);
  return withExtraHan(found.value.list, found.value.facts, found.value.rules, table.players, extra);
}

/** The best points over the candidates with each extra han total (null: no candidate, no yaku). */
function withExtraHan(list: readonly Score[], facts: WinFacts, r: ScoreRules, players: 3 | 4, extra: readonly number[]): (number | null)[] {
  const out: (number | null)[] = [];
  for (const t of extra) {
    if (list.length === 0) {
      out.push(null);
      continue;
    }
    let best = 0;
    for (const c of list) {
      let points = c.points;
      if (c.limit !== 'yakuman' && t > 0) {
        const base = baseValue(c.han + t, c.fu, 0, r);
        points = facts.tsumo
          ? tsumoPoints(base, facts.dealer, players)
          : payments(base, { dealer: facts.dealer, tsumo: false, players }).points;
      }
      if (points > best) best = points;
    }
    out.push(best);
  }
  return out;
}

/**
 * pointsWithExtraHan for a complete hand won by tsumo on each tile of `wins` (kinds held in the hand):
 * the decomposition, the hand's facts and its dora are worked out once for all of them, as the
 * probabilities need every wait of a hand scored. One array per winning tile; nulls when the situation
 * cannot be scored.
 */
export function tsumoPointsByWin(
  position: ScorePosition,
  situation: Situation,
  wins: readonly number[],
  extra: readonly number[],
  rules: Partial<ScoreRules> = {},
): (number | null)[][] {
  // One literal shape for every call (a spread makes a new shape each time, and the checks slow down).
  const tsumo: Situation = {
    win: wins[0]!,
    winRed: false,
    by: 'tsumo',
    round: situation.round,
    seat: situation.seat,
    riichi: situation.riichi,
  };
  const table = position.table ?? NO_TABLE;
  const first = candidates(position.hand, table, tsumo, rules, false);
  if (!first.ok) return wins.map(() => extra.map(() => null));
  const { base, facts, rules: r } = first.value;
  return wins.map((win, i) => withExtraHan(i === 0 ? first.value.list : scoredReadings(base, win), facts, r, table.players, extra));
}

/** Every reading of the hand that has a yaku, scored; or why the hand cannot be scored. */
function candidates(
  hand: Hand,
  table: ScoreTable,
  situation: Situation,
  rules: Partial<ScoreRules>,
  withParts = true,
): Result<{ list: Score[]; closed: boolean; rules: ScoreRules; facts: WinFacts; base: WinBase }, ScoreError> {
  // Field by field: a spread of the frozen defaults costs more than the rest of a simple hand's scoring.
  const d = DEFAULT_SCORE_RULES;
  const r: ScoreRules = {
    kuitan: rules.kuitan ?? d.kuitan,
    combinedYakuman: rules.combinedYakuman ?? d.combinedYakuman,
    doubleYakuman: rules.doubleYakuman ?? d.doubleYakuman,
    kazoeYakuman: rules.kazoeYakuman ?? d.kazoeYakuman,
    kiriageMangan: rules.kiriageMangan ?? d.kiriageMangan,
    doubleWindFu: rules.doubleWindFu ?? d.doubleWindFu,
  };
  const n = concealedCount(hand);
  const size = n + 3 * hand.melds.length;
  if (n % 3 !== 2 || size !== 14) {
    return fail({ code: 'not-complete', tiles: size });
  }
  const win = situation.win;
  if (!Number.isInteger(win) || win < 0 || win > 33 || hand.tiles[win] === 0) return fail({ code: 'win-not-in-hand', win, red: false });
  if (situation.winRed && (win >= 27 || win % 9 !== 4 || hand.red[Math.floor(win / 9)] === 0))
    return fail({ code: 'win-not-in-hand', win, red: true });
  const bad = situationError({ hand, table }, situation);
  if (bad) return fail(bad);
  const decompositions = decompose(hand);
  if (decompositions.length === 0) return fail({ code: 'not-complete', tiles: size });

  const tsumo = situation.by === 'tsumo';
  const seat = WINDS.indexOf(situation.seat ?? DEFAULT_SEAT);
  const counts: number[] = new Array<number>(34);
  for (let k = 0; k < 34; k++) counts[k] = hand.tiles[k]!;
  for (const m of hand.melds) for (const k of m.tiles) counts[k]!++;
  const facts: WinFacts = {
    tsumo,
    roundWind: 27 + WINDS.indexOf(situation.round ?? DEFAULT_ROUND),
    seatWind: 27 + seat,
    riichi: situation.riichi ?? 'none',
    ippatsu: !!situation.ippatsu,
    last: !!situation.last,
    rinshan: !!situation.rinshan,
    chankan: !!situation.chankan,
    firstDraw: !!situation.firstDraw,
    dealer: seat === 0,
    counts,
    closed: hand.melds.every((m) => m.kind === 'ankan'),
    nineGates: nineGatesOf(hand, win),
    tiles: handFacts(counts),
  };
  const doraYaku = doraOf(hand, counts, table, facts.riichi !== 'none' ? situation.ura : undefined);
  const base: WinBase = { hand, table, situation, rules: r, decompositions, facts, doraYaku, withParts };
  return { ok: true, value: { list: scoredReadings(base, win), closed: facts.closed, rules: r, facts, base } };
}

/** What scoring a complete hand needs besides its winning tile. */
interface WinBase {
  hand: Hand;
  table: ScoreTable;
  situation: Situation;
  rules: ScoreRules;
  decompositions: Decomposition[];
  facts: WinFacts;
  doraYaku: DoraYaku[];
  /** Name the fu parts (a score shown), or only count them (points wanted). */
  withParts: boolean;
}

/** Every reading of the hand won on `win`, scored (those without a yaku left out). */
function scoredReadings(b: WinBase, win: number): Score[] {
  b.facts.nineGates = nineGatesOf(b.hand, win);
  const list: Score[] = [];
  for (const { reading, from, group } of readings(b.hand, b.decompositions, win, b.facts.tsumo)) {
    const candidate = scoreReading(reading, b.facts, b.rules, b.doraYaku, b.situation, b.table.players, b.withParts);
    if (!candidate) continue;
    candidate.decomposition = from;
    candidate.winGroup = group;
    candidate.wait = reading.wait;
    list.push(candidate);
  }
  return list;
}

function better(a: Score, b: Score): boolean {
  if (a.points !== b.points) return a.points > b.points;
  // Equal points: a yakuman over a hand of han (a counted yakuman), then the larger multiple.
  if (a.limit === 'yakuman' || b.limit === 'yakuman') {
    if (a.limit !== 'yakuman' || b.limit !== 'yakuman') return a.limit === 'yakuman';
    if (a.yakuman !== b.yakuman) return a.yakuman > b.yakuman;
    // With combining off, two readings can be worth the same capped yakuman; show the one that holds more.
    const held = (s: YakumanScore) => s.yaku.reduce((n, y) => n + y.multiple, 0);
    return held(a) > held(b);
  }
  if (a.han !== b.han) return a.han > b.han;
  return a.fu > b.fu;
}

/** A reading's score; the caller fills in the decomposition, the winning block and the wait. */
function scoreReading(
  reading: Reading,
  f: WinFacts,
  rules: ScoreRules,
  doraYaku: DoraYaku[],
  s: Situation,
  players: 3 | 4,
  withParts: boolean,
): Score | null {
  const yakumanList = yakumanOf(reading, f, rules);
  if (yakumanList.length > 0) {
    let multiple = 0;
    for (const y of yakumanList) multiple = rules.combinedYakuman ? multiple + y.multiple : Math.max(multiple, y.multiple);
    const base = baseValue(0, 0, multiple, rules);
    const p = payments(base, { dealer: f.dealer, tsumo: f.tsumo, honba: s.honba, sticks: s.sticks, players });
    // Literal objects, one shape each: the probabilities make thousands of them.
    return {
      kind: 'win',
      yaku: yakumanList,
      limit: 'yakuman',
      yakuman: multiple,
      points: p.points,
      payments: p.payments,
      total: p.total,
      decomposition: NO_DECOMPOSITION,
      winGroup: -1,
      wait: reading.wait,
      dealer: f.dealer,
    };
  }
  const pinfu = isPinfu(reading, f);
  const all: (Yaku | DoraYaku)[] = yakuOf(reading, f, rules, pinfu);
  if (all.length === 0) return null;
  const { fu, parts } = fuOf(reading, f, rules, pinfu, withParts);
  for (const y of doraYaku) all.push(y);
  let han = 0;
  for (const y of all) han += y.han;
  const { base, limit } = hanBasePoints(han, fu, rules);
  const p = payments(base, { dealer: f.dealer, tsumo: f.tsumo, honba: s.honba, sticks: s.sticks, players });
  return {
    kind: 'win',
    yaku: all,
    han,
    fu,
    fuParts: parts,
    limit,
    points: p.points,
    payments: p.payments,
    total: p.total,
    decomposition: NO_DECOMPOSITION,
    winGroup: -1,
    wait: reading.wait,
    dealer: f.dealer,
  };
}

const NO_DECOMPOSITION: Decomposition = { form: 'regular', groups: [] };

/** Dora, red fives, ura-dora (given with riichi only) and nuki-dora: each a counted entry when above zero. */
function doraOf(hand: Hand, counts: readonly number[], table: ScoreTable, ura: readonly number[] | undefined): DoraYaku[] {
  const { players, nuki } = table;
  const count = (indicators: readonly number[] | undefined) => {
    if (!indicators?.length) return 0;
    const dora = doraCounts(indicators, players);
    let n = nuki * dora[NORTH]!;
    for (let k = 0; k < 34; k++) n += counts[k]! * dora[k]!;
    return n;
  };
  const out: DoraYaku[] = [];
  const dora = count(table.indicators);
  if (dora) out.push({ kind: 'dora', id: 'dora', han: dora });
  let red = hand.red[0]! + hand.red[1]! + hand.red[2]!;
  for (const m of hand.melds) red += m.red;
  if (red) out.push({ kind: 'dora', id: 'red-dora', han: red });
  const uraCount = count(ura);
  if (uraCount) out.push({ kind: 'dora', id: 'ura-dora', han: uraCount });
  if (nuki) out.push({ kind: 'dora', id: 'nuki-dora', han: nuki });
  return out;
}
