/**
 * A real table, simulated independently of the game module (src/engine/game/game.ts), for its tests.
 *
 * The simulator holds the truth: a seeded shuffle of the physical set (136 tiles, 108 with three players,
 * who have no 2m-8m; one red five per suit), the dead wall, every seat's concealed hand, melds, river and
 * north tiles. It plays a hand turn by turn with random legal actions: each seat draws and discards; a
 * discard may be called (pon or open kan by any seat holding the tiles, chi by the next seat only, never
 * with three players); a seat may make a closed kan or add to its pon on its turn, declare riichi with a
 * closed hand (then it discards what it draws and calls nothing), and with three players set a north aside.
 * Each kan reveals an indicator and takes a replacement draw from the dead wall, as a north does; the live
 * wall's last tile then joins the dead wall, so the live wall ends one draw sooner (the replay's wall count).
 *
 * It writes the log as the player at seat 0 enters it, knowing only what the player sees: another seat's
 * discard is the tap the cursor waits for ({move: 'tile'}), your draw is a tap while the cursor is at you,
 * your discard is {move: 'discard'}, calls, kans, riichi and north tiles are their own moves, and a kan is
 * followed by its new indicator as a tap. Your hand is followed through your own moves by the engine's
 * handAfterMove, kept beside the truth so a test can compare the two.
 *
 * After every move it records what a test checks against the engine: whose tap comes next (the seat whose
 * turn it is, or an indicator due), the tiles face up outside your hand and the tiles that are yours, the
 * tiles still hidden (wall, dead wall, the other hands), your discards still in your river, and each seat's
 * genbutsu by the definition (every kind of its river, every kind anyone discarded after its riichi tile).
 * Nothing here reads the engine's state: it counts physical tiles by their identity, and checks itself
 * that every tile of the set is in exactly one place after every action.
 *
 * A game may also be entered in the middle: the rivers as they lie on the table are pasted (mpsz, melds in
 * brackets after the discards), the indicators so far go with the page's, and the log starts there.
 * Pasting is offered only before any riichi and any north (a pasted river cannot say either); when a call
 * has already moved the turn, the river lengths cannot say whose turn it is, so the log opens with the
 * cursor moved by hand to the right seat ({move: 'cursor'}), as a player would.
 */
import { game, formatHand, type Hand, type Meld, type MeldKind, type Tile } from '../../src/engine/index.ts';
import { randomBelow, seededRandom, type Random } from '../../src/engine/core/random.ts';

type Seat = game.Seat;
type TableTap = game.TableTap;
type Cursor = game.Cursor;

/** One physical tile of the set, with its identity. */
interface Phys {
  id: number;
  kind: number;
  red: boolean;
}

interface TruthMeld {
  kind: MeldKind;
  tiles: Phys[];
}

interface TruthSeat {
  hand: Phys[];
  melds: TruthMeld[];
  river: { tile: Phys; taken: boolean; order: number }[];
  north: Phys[];
  /** The order number of its riichi tile; 'declared' between the declaration and that discard. */
  riichi: number | 'declared' | null;
  /** The tile it drew last (a riichi seat discards it). */
  drawn: Phys | null;
}

/** Counts of tiles by kind, and red fives per suit [m, p, s]. */
export interface TileCount {
  counts: number[];
  red: number[];
}

/** What the simulator knows after a prefix of the log. */
export interface Snapshot {
  /** Whose tap comes next; null when the table cannot say (a pasted position after calls, before the cursor move). */
  cursor: Cursor | null;
  /** Tiles face up outside your hand: rivers (called tiles in their melds), the other seats' melds, every north set aside, every indicator. */
  shown: TileCount;
  /** Your tiles: concealed and in your melds. */
  yours: TileCount;
  /** Tiles nobody can see: the live wall, the dead wall's hidden tiles, the other seats' concealed hands. */
  hidden: TileCount;
  /** North tiles you set aside. */
  yourNorth: number;
  /** Your discards still shown in your river as the page has it (called ones included, pasted ones not called). */
  yourRiver: number;
  /** Your hand by the truth, in canonical mpsz. */
  yourHand: string;
  /** Your hand followed by handAfterMove (null once it refused a move). */
  engineHand: Hand | null;
  /** Per seat: the kinds it cannot win on by the definition, or null without a riichi tile discarded. */
  genbutsu: (boolean[] | null)[];
}

/** A simulated game as the player at seat 0 enters it. */
export interface SimGame {
  players: 3 | 4;
  dealer: Seat;
  /** Whether the game was entered in the middle (rivers pasted); else followed from the dealer's first draw. */
  pasted: boolean;
  /** Rivers as pasted, per seat ('' for none). */
  rivers: string[];
  /** Indicators shown before the log starts (the first indicator, and any a kan revealed before the paste). */
  indicators: Tile[];
  moves: TableTap[];
  /** The called tile of each move that is your call (by index), for handAfterMove. */
  called: (Tile | null)[];
  /** Whether each move is one of yours that changes your hand (a draw, discard, call, kan, north). */
  yourMove: boolean[];
  /** snapshots[k]: after the first k moves (moves.length + 1 of them). */
  snapshots: Snapshot[];
}

export interface SimOptions {
  players: 3 | 4;
  dealer: Seat;
  seed: number;
  /** Paste the table at about this fraction of the hand (0 = follow it from the start). */
  paste?: number;
  /** Include your own melds in your pasted river (the engine does not count them either way). */
  pasteOwnMelds?: boolean;
  /** Paste only where the longest river shows this many tiles [min, max] (its discards, three for each meld). */
  pasteTiles?: readonly [number, number];
  /** Whether you set north tiles aside (three players; default true): a seat may keep them. */
  yourNorth?: boolean;
  /** Chances of the optional actions, 0..1. */
  callRate?: number;
  kanRate?: number;
  riichiRate?: number;
  northRate?: number;
}

const FIVES = [4, 13, 22];
const isFive = (kind: number) => FIVES.includes(kind);
const suitOfKind = (kind: number) => Math.floor(kind / 9);
const rankOfKind = (kind: number) => (kind % 9) + 1;
const NORTH = 30;

/** The physical set: four of each kind (none of 2m-8m with three players), the first five of each suit red. */
export function physicalSet(players: 3 | 4): Phys[] {
  const set: Phys[] = [];
  for (let kind = 0; kind < 34; kind++) {
    if (players === 3 && kind >= 1 && kind <= 7) continue;
    for (let copy = 0; copy < 4; copy++) set.push({ id: set.length, kind, red: isFive(kind) && copy === 0 });
  }
  return set;
}

export function emptyCount(): TileCount {
  return { counts: new Array<number>(34).fill(0), red: [0, 0, 0] };
}

/** Adds tiles to a count. */
export function addTiles(count: TileCount, tiles: Iterable<Tile>): TileCount {
  for (const t of tiles) {
    count.counts[t.kind]++;
    if (t.red && isFive(t.kind)) count.red[suitOfKind(t.kind)]++;
  }
  return count;
}

/** The tiles of a meld as the engine writes one (kinds and a count of red fives). */
export function meldTiles(meld: Meld): Tile[] {
  let red = meld.red;
  return meld.tiles.map((kind) => {
    const isRed = red > 0 && isFive(kind);
    if (isRed) red--;
    return { kind, red: isRed };
  });
}

/** Every tile of an engine hand: concealed and in melds. */
export function handTiles(hand: Hand): Tile[] {
  const out: Tile[] = hand.order.map((kind, i) => ({ kind, red: (hand.orderRed[i] ?? false) && isFive(kind) }));
  for (const m of hand.melds) out.push(...meldTiles(m));
  return out;
}

function code(t: Tile): string {
  return `${t.red && isFive(t.kind) ? 0 : rankOfKind(t.kind)}${'mpsz'[suitOfKind(t.kind)]}`;
}

/** A meld in mpsz: each tile written long form, in kind order, the red five as 0; a closed kan in square brackets. */
function meldText(meld: TruthMeld): string {
  const inner = [...meld.tiles]
    .sort((a, b) => a.kind - b.kind)
    .map(code)
    .join('');
  return meld.kind === 'ankan' ? `[${inner}]` : `(${inner})`;
}

function engineMeld(meld: TruthMeld): Meld {
  return { kind: meld.kind, tiles: meld.tiles.map((t) => t.kind).sort((a, b) => a - b), red: meld.tiles.filter((t) => t.red).length };
}

/** An engine Hand built by hand (not by the engine's reader): concealed tiles in the order given, and melds. */
export function makeHand(tiles: readonly Tile[], melds: readonly Meld[]): Hand {
  const counts = new Uint8Array(34);
  const red = new Uint8Array(3);
  for (const t of tiles) {
    counts[t.kind]++;
    if (t.red && isFive(t.kind)) red[suitOfKind(t.kind)]++;
  }
  return {
    tiles: counts,
    red,
    melds: melds.map((m) => ({ ...m, tiles: [...m.tiles] })),
    order: tiles.map((t) => t.kind),
    orderRed: tiles.map((t) => t.red && isFive(t.kind)),
  };
}

const asTile = (p: Phys): Tile => ({ kind: p.kind, red: p.red });

/** Simulates one hand at a real table and writes it as the player at seat 0 enters it. */
export function simulateGame(options: SimOptions): SimGame {
  const whole = play(options, null);
  const paste = options.paste ?? 0;
  if (paste <= 0 || whole.pastePoints.length === 0) return whole.game;
  // The same seed plays the same hand: played again knowing where it is pasted, so that what the page
  // cannot know (the discards called before the paste) is left out of what the test expects.
  const at = whole.pastePoints[Math.min(whole.pastePoints.length - 1, Math.floor(paste * whole.pastePoints.length))];
  return play(options, at).game;
}

interface PastePoint {
  /** The index of the move about to be made. */
  at: number;
  rivers: string[];
  indicators: Tile[];
  /** A call has moved the turn before it. */
  afterCall: boolean;
  cursor: Cursor;
}

function play(options: SimOptions, pasteAt: number | null): { game: SimGame; pastePoints: number[] } {
  const { players, dealer } = options;
  const callRate = options.callRate ?? 0.3;
  const kanRate = options.kanRate ?? 0.6;
  const riichiRate = options.riichiRate ?? 0.05;
  const northRate = options.northRate ?? 0.7;
  const random: Random = seededRandom(options.seed);
  const below = (n: number) => randomBelow(random, n);
  const chance = (p: number) => below(1_000_000) < p * 1_000_000;
  const order: Seat[] = players === 4 ? [0, 1, 2, 3] : [0, 1, 3];
  const next = (s: Seat): Seat => order[(order.indexOf(s) + 1) % order.length];

  // The wall: a Fisher-Yates shuffle of the set, drawn from the front; the dead wall is the last 14.
  const set = physicalSet(players);
  const wall = [...set];
  for (let i = wall.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  const dead = wall.splice(wall.length - 14, 14);
  const indicatorsHidden = dead.splice(0, 5);
  const replacements = dead; // 9 replacement draws: at most 4 kans and 4 north tiles.
  const indicators: Phys[] = [indicatorsHidden.shift()!];

  const seats: TruthSeat[] = [0, 1, 2, 3].map(() => ({ hand: [], melds: [], river: [], north: [], riichi: null, drawn: null }));
  for (let round = 0; round < 13; round++) for (const s of order) seats[s].hand.push(wall.shift()!);

  const moves: TableTap[] = [];
  const called: (Tile | null)[] = [];
  const yourMove: boolean[] = [];
  const snapshots: Snapshot[] = [];
  let engineHand: Hand | null = makeHand(seats[0].hand.map(asTile), []);
  let turn: Seat = dealer;
  let indicatorDue = false;
  let discards = 0;
  let kans = 0;
  let anyCall = false;
  /** Where the game may be pasted: the index of the move about to be made. */
  const pastePoints: number[] = [];
  let pasted: PastePoint | null = null;
  let pasteClosed = false;
  /** Discards made before the paste: those called then are in no river the page has. */
  let pastedOrder = -1;
  const visible = (r: { taken: boolean; order: number }) => !(r.taken && r.order < pastedOrder);

  const check = () => {
    const seen = new Array<number>(set.length).fill(0);
    const mark = (p: Phys) => seen[p.id]++;
    wall.forEach(mark);
    replacements.forEach(mark);
    indicatorsHidden.forEach(mark);
    indicators.forEach(mark);
    for (const s of seats) {
      s.hand.forEach(mark);
      s.north.forEach(mark);
      for (const m of s.melds) m.tiles.forEach(mark);
      for (const r of s.river) if (!r.taken) mark(r.tile);
    }
    if (seen.some((n) => n !== 1)) throw new Error('game-reference: a tile is lost or counted twice');
  };

  const genbutsuTruth = (seat: Seat): boolean[] | null => {
    const r = seats[seat].riichi;
    if (r === null || r === 'declared') return null;
    const safe = new Array<boolean>(34).fill(false);
    for (const t of seats[seat].river) if (visible(t)) safe[t.tile.kind] = true;
    for (const s of seats) for (const t of s.river) if (t.order > r && visible(t)) safe[t.tile.kind] = true;
    return safe;
  };

  const snapshot = (cursor: Cursor | null): Snapshot => {
    check();
    const shown = emptyCount();
    const hidden = emptyCount();
    addTiles(shown, indicators);
    addTiles(hidden, [...wall, ...replacements, ...indicatorsHidden]);
    seats.forEach((s, seat) => {
      for (const r of s.river) if (!r.taken) addTiles(shown, [r.tile]);
      addTiles(shown, s.north);
      if (seat !== 0) {
        for (const m of s.melds) addTiles(shown, m.tiles);
        addTiles(hidden, s.hand);
      }
    });
    const you = seats[0];
    const yours = addTiles(emptyCount(), [...you.hand, ...you.melds.flatMap((m) => m.tiles)]);
    return {
      cursor,
      shown,
      yours,
      hidden,
      yourNorth: you.north.length,
      yourRiver: you.river.filter(visible).length,
      yourHand: formatHand(makeHand(you.hand.map(asTile), you.melds.map(engineMeld))),
      engineHand,
      genbutsu: ([0, 1, 2, 3] as Seat[]).map(genbutsuTruth),
    };
  };
  const log = (move: TableTap, mine: boolean, calledTile: Tile | null = null) => {
    if (mine && engineHand) engineHand = game.handAfterMove(engineHand, move, calledTile);
    moves.push(move);
    called.push(calledTile);
    yourMove.push(mine);
    snapshots.push(snapshot({ seat: turn, indicator: indicatorDue }));
  };

  const take = (s: TruthSeat, p: Phys) => {
    const at = s.hand.indexOf(p);
    if (at < 0) throw new Error('game-reference: a tile not in the hand');
    s.hand.splice(at, 1);
  };

  const revealIndicator = () => {
    indicators.push(indicatorsHidden.shift()!);
    indicatorDue = false;
    log({ move: 'tile', tile: asTile(indicators[indicators.length - 1]) }, false);
  };

  const draw = (seat: Seat, from: Phys[]) => {
    const p = from.shift()!;
    // A replacement draw leaves the dead wall its 14 tiles: the live wall's last tile joins it (the last draw comes one sooner).
    if (from === replacements && wall.length > 0) replacements.push(wall.pop()!);
    seats[seat].hand.push(p);
    seats[seat].drawn = p;
    if (seat === 0) log({ move: 'tile', tile: asTile(p) }, true);
  };

  /** Kinds the seat may not discard right after its call (swap-calling). */
  let forbidden: number[] = [];

  snapshots.push(snapshot({ seat: turn, indicator: false }));
  let needDraw = true;
  /** The turn came from an open kan: its replacement drawn, the seat may kan again. */
  let drewReplacement = false;
  for (;;) {
    const seat = turn;
    const s = seats[seat];
    // A paste point: before a seat's draw (the next move is a tap), before any riichi or north.
    const longest = Math.max(...seats.map((t) => t.river.filter((r) => !r.taken).length + 3 * t.melds.length));
    const [least, most] = options.pasteTiles ?? [0, 136];
    if (!pasteClosed && needDraw && moves.length > 0 && longest >= least && longest <= most) {
      pastePoints.push(moves.length);
      if (moves.length === pasteAt) {
        pasted = {
          at: moves.length,
          rivers: ([0, 1, 2, 3] as Seat[]).map((st) => {
            const river = seats[st].river
              .filter((r) => !r.taken)
              .map((r) => code(r.tile))
              .join('');
            const melds = st === 0 && !options.pasteOwnMelds ? '' : seats[st].melds.map(meldText).join('');
            return river + melds;
          }),
          indicators: indicators.map(asTile),
          afterCall: anyCall,
          cursor: { seat, indicator: false },
        };
        pastedOrder = discards;
        engineHand = makeHand(seats[0].hand.map(asTile), seats[0].melds.map(engineMeld));
        snapshots[moves.length] = snapshot({ seat, indicator: false });
      }
    }
    if (needDraw) {
      if (wall.length === 0) break;
      draw(seat, wall);
    }
    const afterChiPon = !needDraw && !drewReplacement;
    needDraw = true;
    drewReplacement = false;
    // Actions on one's own turn (none right after a chi or pon): north tiles, closed and added kans (not under riichi).
    for (; !afterChiPon;) {
      const mayNorth = seat !== 0 || options.yourNorth !== false;
      if (players === 3 && mayNorth && replacements.length > 0 && wall.length > 0 && s.riichi === null && chance(northRate)) {
        const north = s.hand.find((p) => p.kind === NORTH);
        if (north) {
          take(s, north);
          s.north.push(north);
          pasteClosed = true;
          log({ move: 'nuki', seat }, seat === 0);
          draw(seat, replacements);
          continue;
        }
      }
      if (kans < 4 && s.riichi === null && wall.length > 0 && chance(kanRate)) {
        const closed = [...new Set(s.hand.map((p) => p.kind))].filter((k) => s.hand.filter((p) => p.kind === k).length === 4);
        const added = s.melds
          .map((m, i) => ({ m, i }))
          .filter(({ m }) => m.kind === 'pon' && s.hand.some((p) => p.kind === m.tiles[0].kind));
        const options_ = [...closed.map((k) => ({ closed: k })), ...added.map((a) => ({ added: a.i }))];
        if (options_.length > 0) {
          const pick = options_[below(options_.length)];
          let tile: Tile;
          if ('closed' in pick) {
            const four = s.hand.filter((p) => p.kind === pick.closed);
            four.forEach((p) => take(s, p));
            s.melds.push({ kind: 'ankan', tiles: four });
            tile = { kind: pick.closed, red: four.some((p) => p.red) };
          } else {
            const meld = s.melds[pick.added];
            const fourth = s.hand.find((p) => p.kind === meld.tiles[0].kind)!;
            take(s, fourth);
            s.melds[pick.added] = { kind: 'kan', tiles: [...meld.tiles, fourth] };
            tile = asTile(fourth);
          }
          kans++;
          indicatorDue = true;
          log({ move: 'self-kan', seat, tile }, seat === 0);
          revealIndicator();
          draw(seat, replacements);
          forbidden = [];
          continue;
        }
      }
      break;
    }
    // Riichi: a closed hand (closed kans allowed), before or after its discard.
    const closedHand = s.melds.every((m) => m.kind === 'ankan');
    const riichi = s.riichi === null && closedHand && wall.length >= 4 && chance(riichiRate);
    const before = riichi && chance(0.5);
    if (riichi) pasteClosed = true;
    if (before) {
      s.riichi = 'declared';
      log({ move: 'riichi', seat }, false);
    }
    // The discard: under riichi the tile drawn; otherwise any tile but the swap-calling ones.
    let tile: Phys;
    if (s.riichi !== null && s.riichi !== 'declared' && s.drawn) tile = s.drawn;
    else {
      // Mostly a single tile, so that pairs and triplets stay for pon and kan, as at a table.
      const allowed = s.hand.filter((p) => !forbidden.includes(p.kind));
      const single = allowed.filter((p) => s.hand.filter((q) => q.kind === p.kind).length === 1);
      const from = single.length > 0 && chance(0.8) ? single : allowed.length > 0 ? allowed : s.hand;
      tile = from[below(from.length)];
    }
    forbidden = [];
    take(s, tile);
    s.drawn = null;
    const discardOrder = discards++;
    s.river.push({ tile, taken: false, order: discardOrder });
    turn = next(seat);
    // A riichi declared after its discard is entered after it: until then the player does not know of it.
    if (before) s.riichi = discardOrder;
    log(seat === 0 ? { move: 'discard', tile: asTile(tile) } : { move: 'tile', tile: asTile(tile) }, seat === 0);
    if (riichi && !before) {
      s.riichi = discardOrder;
      log({ move: 'riichi', seat }, false);
    }
    // A call of that discard (none of the last: the wall is empty).
    if (wall.length === 0) continue;
    const callers: { c: Seat; call: 'chi' | 'pon' | 'kan'; tiles: Phys[] }[] = [];
    for (const c of order) {
      if (c === seat || seats[c].riichi !== null) continue;
      const hand = seats[c].hand;
      const same = hand.filter((p) => p.kind === tile.kind);
      if (same.length >= 3 && kans < 4) callers.push({ c, call: 'kan', tiles: same.slice(0, 3) });
      if (same.length >= 2) {
        const i = below(same.length);
        let j = below(same.length - 1);
        if (j >= i) j++;
        callers.push({ c, call: 'pon', tiles: [same[i], same[j]] });
      }
      if (players === 4 && c === next(seat) && tile.kind < 27) {
        const r = rankOfKind(tile.kind);
        for (const [a, b] of [
          [-2, -1],
          [-1, 1],
          [1, 2],
        ]) {
          if (r + a < 1 || r + b > 9) continue;
          const pa = hand.filter((p) => p.kind === tile.kind + a);
          const pb = hand.filter((p) => p.kind === tile.kind + b);
          if (pa.length > 0 && pb.length > 0) callers.push({ c, call: 'chi', tiles: [pa[below(pa.length)], pb[below(pb.length)]] });
        }
      }
    }
    if (callers.length === 0 || !chance(callRate)) continue;
    // An open kan is rare at random; it is taken at once when it can be, half the time.
    const kanCall = callers.find((x) => x.call === 'kan');
    const { c, call, tiles } = kanCall && chance(0.5) ? kanCall : callers[below(callers.length)];
    // Swap-calling: the kinds the caller could not discard next; a call that leaves no other discard is not made.
    const ban: number[] = [];
    if (call === 'pon') ban.push(tile.kind);
    if (call === 'chi') {
      ban.push(tile.kind);
      const ks = tiles.map((p) => p.kind).sort((x, y) => x - y);
      const r = rankOfKind(tile.kind);
      if (ks[0] === tile.kind + 1 && r + 3 <= 9) ban.push(tile.kind + 3);
      if (ks[1] === tile.kind - 1 && r - 3 >= 1) ban.push(tile.kind - 3);
    }
    const after = seats[c].hand.filter((p) => !tiles.includes(p));
    if (call !== 'kan' && !after.some((p) => !ban.includes(p.kind))) continue;
    const river = s.river[s.river.length - 1];
    river.taken = true;
    tiles.forEach((p) => take(seats[c], p));
    seats[c].melds.push({ kind: call, tiles: [...tiles, tile] });
    anyCall = true;
    forbidden = ban;
    turn = c;
    indicatorDue = call === 'kan';
    log({ move: 'call', seat: c, call, tiles: tiles.map(asTile) }, c === 0, asTile(tile));
    needDraw = false;
    if (call === 'kan') {
      kans++;
      revealIndicator();
      draw(c, replacements);
      drewReplacement = true;
    }
  }

  const whole: SimGame = {
    players,
    dealer,
    pasted: false,
    rivers: ['', '', '', ''],
    indicators: [asTile(indicators[0])],
    moves,
    called,
    yourMove,
    snapshots,
  };
  if (!pasted) return { game: whole, pastePoints };
  const { at, rivers, afterCall, cursor } = pasted;
  const start = snapshots[at];
  const game_: SimGame = {
    players,
    dealer,
    pasted: true,
    rivers,
    indicators: pasted.indicators,
    moves: moves.slice(at),
    called: called.slice(at),
    yourMove: yourMove.slice(at),
    snapshots: snapshots.slice(at),
  };
  if (!afterCall) return { game: game_, pastePoints };
  // The cursor moved by hand: the table cannot say whose turn it is before that.
  return {
    game: {
      ...game_,
      moves: [{ move: 'cursor', seat: cursor.seat }, ...game_.moves],
      called: [null, ...game_.called],
      yourMove: [false, ...game_.yourMove],
      snapshots: [{ ...start, cursor: null }, ...game_.snapshots],
    },
    pastePoints,
  };
}
