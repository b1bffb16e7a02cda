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
 * a ron, ura-dora without riichi, ...) is an error that says so, never a silently odd score.
 */
import { decompose } from '../analysis/decompose.ts';
import { concealedCount } from '../core/hand.ts';
import { doraCounts, NORTH } from '../core/position.ts';
import { tileCode, WINDS } from '../core/tiles.ts';
import { DEFAULT_ROUND, DEFAULT_SEAT } from '../core/defaults.ts';
import type {
  Decomposition,
  Hand,
  NoYaku,
  Result,
  Score,
  ScoreError,
  ScoreRules,
  ScoreYaku,
  Situation,
  WinWait,
} from '../types.ts';
import { basePoints, baseValue, payments, tsumoPoints } from './points.ts';
import { DEFAULT_SCORE_RULES } from './rules.ts';
import { type Block, type Reading, type WinFacts, fuOf, handFacts, isPinfu, yakumanOf, yakuOf } from './yaku.ts';

// The rules scoring follows unless told otherwise (docs/rules.md#scoring): Tenhou's (rules.ts).
export { DEFAULT_SCORE_RULES } from './rules.ts';

const fail = (code: ScoreError['code'], message: string): { ok: false; error: ScoreError } => ({
  ok: false,
  error: { code, message },
});

/** The first thing about the situation that cannot happen, or null. */
export function situationError(hand: Hand, s: Situation): string | null {
  const called = hand.melds.some((m) => m.kind !== 'ankan');
  const kans = hand.melds.some((m) => m.kind === 'kan' || m.kind === 'ankan');
  const riichi = s.riichi ?? 'none';
  const tsumo = s.by === 'tsumo';
  if (s.by !== 'tsumo' && s.by !== 'ron') return `The win is by "${String(s.by)}": it must be tsumo or ron.`;
  // Field by field, without a list of pairs: this runs for every win the probabilities score.
  const badWind = (field: string, w: string | undefined) =>
    w !== undefined && !(WINDS as readonly string[]).includes(w) ? `The ${field} wind "${String(w)}" must be E, S, W or N.` : null;
  const wind = badWind('round', s.round) ?? badWind('seat', s.seat);
  if (wind) return wind;
  if (riichi !== 'none' && riichi !== 'riichi' && riichi !== 'double') return `Riichi "${String(riichi)}" must be none, riichi or double.`;
  if (riichi !== 'none' && called) return 'Riichi needs a closed hand, and this one has called a meld (a closed kan is fine).';
  if (s.ippatsu && riichi === 'none') return 'Ippatsu needs riichi.';
  if (s.rinshan && !tsumo) return 'A win after a kan (rinshan) is a tsumo, not a ron.';
  // Three players draw a replacement for each north set aside too, so rinshan needs no kan there.
  if (s.rinshan && !kans && s.players !== 3) return 'A win after a kan (rinshan) needs a kan in the hand.';
  if (s.chankan && tsumo) return 'Robbing a kan (chankan) is a ron, not a tsumo.';
  if (s.chankan && Number.isInteger(s.win) && s.win >= 0 && s.win < 34) {
    // The robbed tile is the fourth copy, added to another player's pon: the hand holds no other.
    const copies = hand.tiles[s.win]! + hand.melds.reduce((n, m) => n + m.tiles.filter((k) => k === s.win).length, 0);
    if (copies !== 1) return 'Robbing a kan (chankan) wins on the fourth copy of a tile, added to another player\'s pon: the hand cannot hold another copy of it.';
  }
  if (s.last && (s.rinshan || s.chankan)) return 'The last tile cannot also be a kan replacement or a robbed kan.';
  if (s.firstDraw) {
    if (!tsumo) return 'A first-draw win (天和/地和) is a tsumo.';
    if (hand.melds.length > 0) return 'A first-draw win (天和/地和) has no meld, not even a closed kan.';
    if (riichi !== 'none' || s.ippatsu || s.last || s.rinshan) return 'A first-draw win (天和/地和) comes before any riichi, kan or last tile.';
  }
  const badIndicators = (field: string, list: readonly number[] | undefined) => {
    if (list === undefined) return null;
    if (list.length > 5) return `${list.length} ${field} indicators: a game shows at most five.`;
    for (const k of list) if (!Number.isInteger(k) || k < 0 || k > 33) return `A ${field} indicator is not a tile.`;
    return null;
  };
  const indicators = badIndicators('dora', s.dora) ?? badIndicators('ura-dora', s.ura);
  if (indicators) return indicators;
  const badCount = (field: string, n: number | undefined) =>
    n !== undefined && (!Number.isInteger(n) || n < 0) ? `${String(n)} ${field}: a whole number, 0 or more.` : null;
  const count = badCount('honba', s.honba) ?? badCount('riichi sticks', s.sticks) ?? badCount('nuki-dora', s.nuki);
  if (count) return count;
  if ((s.nuki ?? 0) > 0 && s.players !== 3) return 'Nuki-dora exist only in a three-player game.';
  return null;
}

const NO_KINDS: readonly number[] = [];

/** The readings of a complete hand won on `win`: each decomposition with each block the winning tile can have completed. */
function readings(hand: Hand, decompositions: Decomposition[], win: number, tsumo: boolean): { reading: Reading; from: Decomposition; group: number }[] {
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
      const called = !!g.open && !(g.kind === 'quad' && ankan.includes(g.tiles[0]!));
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
 * The value of a complete hand (3n+2 tiles, melds in brackets) won on `situation.win`: its best
 * reading's yaku, fu, han and points, or `no-yaku`; an error for a hand that is not complete, a
 * winning tile not in it, or a situation that cannot happen.
 */
export function score(hand: Hand, situation: Situation, rules: Partial<ScoreRules> = {}): Result<Score | NoYaku, ScoreError> {
  const found = candidates(hand, situation, rules);
  if (!found.ok) return found;
  const { list, closed } = found.value;
  let best: Score | null = null;
  for (const candidate of list) if (!best || better(candidate, best)) best = candidate;
  if (!best) {
    const reason = closed
      ? 'No yaku: the hand is complete but has no yaku (dora alone do not make a win); riichi or a tsumo would give one.'
      : 'No yaku: the hand is complete but has no yaku (dora alone do not make a win); an open hand needs one such as a value triplet or all simples.';
    return { ok: true, value: { kind: 'no-yaku', reason } };
  }
  return { ok: true, value: best };
}

/**
 * The hand's points with `extra[i]` more han of dora (ura-dora, say) on every reading, for each i: the best
 * reading is chosen again for each, since a limit can favour another reading once han are added. A
 * yakuman is unchanged. null when the hand has no yaku or cannot be scored. Exactly what score() gives
 * with ura indicators worth that many han, at the cost of one scoring.
 */
export function pointsWithExtraHan(hand: Hand, situation: Situation, extra: readonly number[], rules: Partial<ScoreRules> = {}): (number | null)[] {
  const found = candidates(hand, situation, rules);
  if (!found.ok) return extra.map(() => null);
  return withExtraHan(found.value.list, found.value.facts, found.value.rules, situation.players, extra);
}

/** The best points over the candidates with each extra han total (null: no candidate, no yaku). */
function withExtraHan(list: readonly Score[], facts: WinFacts, r: ScoreRules, players: 3 | 4 | undefined, extra: readonly number[]): (number | null)[] {
  const out: (number | null)[] = [];
  for (const t of extra) {
    if (list.length === 0) {
      out.push(null);
      continue;
    }
    let best = 0;
    for (const c of list) {
      let points = c.points;
      if (c.yakuman === 0 && t > 0) {
        const base = baseValue(c.han! + t, c.fu!, 0, r);
        points = facts.tsumo ? tsumoPoints(base, facts.dealer, players) : payments(base, { dealer: facts.dealer, tsumo: false, players }).points;
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
  hand: Hand,
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
    dora: situation.dora,
    players: situation.players,
  };
  const first = candidates(hand, tsumo, rules, false);
  if (!first.ok) return wins.map(() => extra.map(() => null));
  const { base, facts, rules: r } = first.value;
  return wins.map((win, i) =>
    withExtraHan(i === 0 ? first.value.list : scoredReadings(base, win), facts, r, situation.players, extra),
  );
}

/** Every reading of the hand that has a yaku, scored; or why the hand cannot be scored. */
function candidates(
  hand: Hand,
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
    return fail('not-complete', `The hand has ${size} tiles: a complete hand has 14 (a kan counting 3), every meld written in brackets.`);
  }
  const win = situation.win;
  if (!Number.isInteger(win) || win < 0 || win > 33 || hand.tiles[win] === 0) {
    const name = Number.isInteger(win) && win >= 0 && win <= 33 ? tileCode(win) : String(win);
    return fail('win-not-in-hand', `The winning tile ${name} is not among the hand's concealed tiles.`);
  }
  if (situation.winRed && (win >= 27 || win % 9 !== 4 || hand.red[Math.floor(win / 9)] === 0)) {
    return fail('win-not-in-hand', `The winning tile ${tileCode(win, true)} (a red five) is not among the hand's concealed tiles.`);
  }
  const bad = situationError(hand, situation);
  if (bad) return fail('invalid-situation', bad);
  const decompositions = decompose(hand);
  if (decompositions.length === 0) return fail('not-complete', 'The hand is not complete: its tiles do not form four sets and a pair, seven pairs or thirteen orphans.');

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
  const doraYaku = doraOf(hand, counts, situation, facts.riichi !== 'none');
  const base: WinBase = { hand, situation, rules: r, decompositions, facts, doraYaku, withParts };
  return { ok: true, value: { list: scoredReadings(base, win), closed: facts.closed, rules: r, facts, base } };
}

/** What scoring a complete hand needs besides its winning tile. */
interface WinBase {
  hand: Hand;
  situation: Situation;
  rules: ScoreRules;
  decompositions: Decomposition[];
  facts: WinFacts;
  doraYaku: ScoreYaku[];
  /** Name the fu parts (a score shown), or only count them (points wanted). */
  withParts: boolean;
}

/** Every reading of the hand won on `win`, scored (those without a yaku left out). */
function scoredReadings(b: WinBase, win: number): Score[] {
  b.facts.nineGates = nineGatesOf(b.hand, win);
  const list: Score[] = [];
  for (const { reading, from, group } of readings(b.hand, b.decompositions, win, b.facts.tsumo)) {
    const candidate = scoreReading(reading, b.facts, b.rules, b.doraYaku, b.situation, b.withParts);
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
  if (a.yakuman !== b.yakuman) return a.yakuman > b.yakuman;
  // With combining off, two readings can be worth the same capped yakuman; show the one that holds more.
  const held = (s: Score) => s.yaku.reduce((n, y) => n + (y.yakuman ?? 0), 0);
  if (held(a) !== held(b)) return held(a) > held(b);
  if ((a.han ?? 0) !== (b.han ?? 0)) return (a.han ?? 0) > (b.han ?? 0);
  return (a.fu ?? 0) > (b.fu ?? 0);
}

/** A reading's score; the caller fills in the decomposition, the winning block and the wait. */
function scoreReading(reading: Reading, f: WinFacts, rules: ScoreRules, doraYaku: ScoreYaku[], s: Situation, withParts: boolean): Score | null {
  const yakumanList = yakumanOf(reading, f, rules);
  if (yakumanList.length > 0) {
    let multiple = 0;
    for (const y of yakumanList) multiple = rules.combinedYakuman ? multiple + y.yakuman! : Math.max(multiple, y.yakuman!);
    const { base, limit } = basePoints(0, 0, multiple, rules);
    return winScore(reading, f, s, yakumanList, null, null, [], multiple, base, limit);
  }
  const pinfu = isPinfu(reading, f);
  const all = yakuOf(reading, f, rules, pinfu);
  if (all.length === 0) return null;
  const { fu, parts } = fuOf(reading, f, rules, pinfu, withParts);
  for (const y of doraYaku) all.push(y);
  let han = 0;
  for (const y of all) han += y.han!;
  const { base, limit } = basePoints(han, fu, 0, rules);
  return winScore(reading, f, s, all, han, fu, parts, 0, base, limit);
}

/** A reading's Score from its yaku, han, fu and base points. */
function winScore(
  reading: Reading,
  f: WinFacts,
  s: Situation,
  yaku: ScoreYaku[],
  han: number | null,
  fu: number | null,
  fuParts: Score['fuParts'],
  yakuman: number,
  base: number,
  limit: Score['limit'],
): Score {
  const p = payments(base, { dealer: f.dealer, tsumo: f.tsumo, honba: s.honba, sticks: s.sticks, players: s.players });
  return {
    kind: 'win',
    yaku,
    han,
    fu,
    fuParts,
    yakuman,
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

/** Dora, red fives, ura-dora (with riichi) and nuki-dora: each a counted entry when above zero. */
function doraOf(hand: Hand, counts: readonly number[], s: Situation, riichi: boolean): ScoreYaku[] {
  const players = s.players ?? 4;
  const nuki = s.nuki ?? 0;
  const count = (indicators: readonly number[] | undefined) => {
    if (!indicators?.length) return 0;
    const dora = doraCounts(indicators, players);
    let n = nuki * dora[NORTH]!;
    for (let k = 0; k < 34; k++) n += counts[k]! * dora[k]!;
    return n;
  };
  const out: ScoreYaku[] = [];
  const dora = count(s.dora);
  if (dora) out.push({ name: 'Dora', ja: 'ドラ', han: dora, dora: true });
  let red = hand.red[0]! + hand.red[1]! + hand.red[2]!;
  for (const m of hand.melds) red += m.red;
  if (red) out.push({ name: 'Red fives', ja: '赤ドラ', han: red, dora: true });
  const ura = riichi ? count(s.ura) : 0;
  if (ura) out.push({ name: 'Ura-dora', ja: '裏ドラ', han: ura, dora: true });
  if (nuki) out.push({ name: 'Nuki-dora', ja: '抜きドラ', han: nuki, dora: true });
  return out;
}
