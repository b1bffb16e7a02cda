/**
 * selfPlay(seed, options): whole games played by a seeded policy and written as game logs. Each log is
 * read again by a replay written here from the rules (docs/rules.md, Tenhou's), sharing nothing with
 * the generator: it follows every hand tile by tile and fails on the first move a table would refuse.
 *  - The set: no kind more than four times among the tiles the log shows (dealt, drawn, indicators),
 *    none of 2m-8m with three players, a red five only when red fives are on, at most one per suit.
 *  - Turn order: the dealer draws first; after a discard, a call of it or the next seat's draw; after a
 *    chi or pon, the caller's discard; after a kan or a north, the same seat's replacement draw; dora
 *    indicators where a kan owes them (a closed kan at once, an open or added kan after its seat's
 *    next discard); an exhaustive draw only when the live wall is used up.
 *  - Every discard, call and kan from the seat's own hand; a call takes the last discard, a chi from the
 *    left seat only (none with three players); swap-calling refused; no call in riichi, and in riichi
 *    every discard the tile just drawn; riichi only closed and tenpai.
 *  - Every win complete (regular, seven pairs or thirteen orphans, checked here), a ron neither furiten
 *    by its river nor by a winning tile passed; each end's deltas as the rules pay (honba, sticks, the
 *    tenpai payments, computed here); the scores of each kyoku are the last one's plus its deltas less
 *    the riichi sticks put down; scores plus sticks on the table are constant; the dealer, honba and
 *    sticks move on as the rules say; the game ends after its last deal or a score below 0, not before.
 * Then: the same seed gives the same log; and across the seeds below every kind of event occurs.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { selfPlay, type SelfPlayOptions } from '../../../src/engine/log/self-play.ts';
import type { Tile } from '../../../src/engine/index.ts';
import type { GameLog, LogKyoku } from '../../../src/engine/log/game-log.ts';

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

/** Options vary with the seed: players, length, red fives and eagerness to call all take each value. */
function optionsOf(seed: number): SelfPlayOptions {
  return {
    players: seed % 3 === 0 ? 3 : 4,
    length: seed % 2 === 0 ? 'east' : 'half',
    red: seed % 5 !== 0,
    calls: [0, 0.3, 0.6, 1][seed % 4],
  };
}

const isHonourOrTerminal = (k: number) => k >= 27 || k % 9 === 0 || k % 9 === 8;
const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const tileText = (t: Tile) => (t.kind >= 27 ? `${t.kind - 26}z` : `${t.red ? 0 : (t.kind % 9) + 1}${'mps'[Math.floor(t.kind / 9)]}`);

/** Sets only (runs and triplets), lowest tile first. */
function setsOnly(c: number[]): boolean {
  const k = c.findIndex((n) => n > 0);
  if (k < 0) return true;
  if (c[k] >= 3) {
    c[k] -= 3;
    const ok = setsOnly(c);
    c[k] += 3;
    if (ok) return true;
  }
  if (k < 27 && k % 9 <= 6 && c[k + 1] > 0 && c[k + 2] > 0) {
    c[k]--;
    c[k + 1]--;
    c[k + 2]--;
    const ok = setsOnly(c);
    c[k]++;
    c[k + 1]++;
    c[k + 2]++;
    if (ok) return true;
  }
  return false;
}

/** A complete hand: the concealed counts (3n+2) are sets and a pair, or (no melds) seven pairs or thirteen orphans. */
function complete(c: number[], melds: number): boolean {
  const n = c.reduce((a, b) => a + b, 0);
  if (n % 3 !== 2 || n + 3 * melds !== 14) return false;
  for (let k = 0; k < 34; k++) {
    if (c[k] < 2) continue;
    c[k] -= 2;
    const ok = setsOnly(c);
    c[k] += 2;
    if (ok) return true;
  }
  if (melds > 0) return false;
  if (c.filter((x) => x === 2).length === 7) return true;
  return ORPHANS.every((k) => c[k] >= 1) && ORPHANS.some((k) => c[k] === 2);
}

interface Meld {
  type: 'chi' | 'pon' | 'kan' | 'closed-kan';
  kinds: number[];
}

interface Seat {
  hand: Tile[];
  melds: Meld[];
  river: Tile[];
  riichi: boolean;
  /** Riichi declared on the first discard, nothing called before. */
  double: boolean;
  /** In riichi, no call or kan since, and the seat has not discarded again. */
  ippatsu: boolean;
  /** Tiles others let go since this seat's last discard, and since its riichi. */
  passed: Tile[];
  passedInRiichi: Tile[];
  discards: number;
}

const countsOf = (tiles: Tile[]): number[] => {
  const c = new Array<number>(34).fill(0);
  for (const t of tiles) c[t.kind]++;
  return c;
};

/** The kinds that complete a 3n+1 hand, a kind the seat holds all four of (hand and melds) left out. */
function waits(seat: Seat, players: 3 | 4): number[] {
  const c = countsOf(seat.hand);
  const held = c.slice();
  for (const m of seat.melds) for (const k of m.kinds) held[k]++;
  const out: number[] = [];
  for (let w = 0; w < 34; w++) {
    if ((players === 3 && w >= 1 && w <= 7) || held[w] >= 4) continue;
    c[w]++;
    if (complete(c, seat.melds.length)) out.push(w);
    c[w]--;
  }
  return out;
}

function take(seat: Seat, t: Tile, what: string): void {
  const i = seat.hand.findIndex((h) => h.kind === t.kind && h.red === t.red);
  if (i < 0) throw new Error(`${what}: ${tileText(t)} is not in the hand ${seat.hand.map(tileText).join('')}`);
  seat.hand.splice(i, 1);
}

/** The kinds a seat may not discard after calling `called` with `shown` (swap-calling), from the rules. */
/**
 * The yaku a win's situation decides, as the rules give them (riichi, double riichi, ippatsu, and those
 * in `also`), present exactly when they apply; a yakuman hand lists its yakuman alone.
 */
function checkYaku(name: string, yaku: string[], seat: Seat, also: Record<string, boolean>): void {
  if (yaku.some((y) => y.includes('(yakuman'))) return;
  const want: Record<string, boolean> = {
    riichi: seat.riichi && !seat.double,
    'double-riichi': seat.riichi && seat.double,
    ippatsu: seat.riichi && seat.ippatsu,
    ...also,
  };
  for (const [id, on] of Object.entries(want))
    expect(
      yaku.some((y) => y.startsWith(`${id}(`)),
      `${name}: ${id} in ${yaku.join(' ')}`,
    ).toBe(on);
}

function swapForbidden(call: 'chi' | 'pon', called: number, shown: number[]): number[] {
  if (call === 'pon') return [called];
  const low = Math.min(called, ...shown);
  const out = [called];
  if (called === low && (low % 9) + 3 <= 8) out.push(low + 3);
  if (called === low + 2 && low % 9 >= 1) out.push(low - 1);
  return out;
}

/** A check on the replay's hot path (cheaper than expect): the message is built only on failure. */
function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

/** Equal as JSON (tiles, numbers, booleans). */
function same(actual: unknown, wanted: unknown, what: () => string): void {
  const a = JSON.stringify(actual);
  const b = JSON.stringify(wanted);
  if (a !== b) throw new Error(`${what()}: got ${a}, expected ${b}`);
}

interface Replayed {
  /** Riichi declarations that stood (the declaring discard not won on), per seat. */
  riichi: number[];
  tenpai: boolean[] | null;
  events: string[];
}

/** Replays one kyoku of a log from the rules: throws on the first move a table would refuse. */
function replayKyoku(log: GameLog, ky: LogKyoku, name: string): Replayed {
  const n = log.players;
  const events: string[] = [];
  const seats: Seat[] = ky.dealt.map((d) => ({
    hand: d.slice(),
    melds: [],
    river: [],
    riichi: false,
    double: false,
    ippatsu: false,
    passed: [],
    passedInRiichi: [],
    discards: 0,
  }));
  expect(ky.dealt.length, name).toBe(n);
  for (const d of ky.dealt) expect(d.length, name).toBe(13);
  // The set.
  const shown = [...ky.dealt.flat(), ky.indicator, ...ky.ura];
  for (const m of ky.moves) if (m.move === 'draw') shown.push(m.tile);
  for (const m of ky.moves) if (m.move === 'dora') shown.push(m.indicator);
  const counts = countsOf(shown);
  for (let k = 0; k < 34; k++) expect(counts[k], `${name}: copies of kind ${k}`).toBeLessThanOrEqual(n === 3 && k >= 1 && k <= 7 ? 0 : 4);
  for (const t of shown) if (t.red) expect(log.red && t.kind < 27 && t.kind % 9 === 4, `${name}: red ${t.kind}`).toBe(true);
  for (const s of [0, 1, 2]) expect(shown.filter((t) => t.red && Math.floor(t.kind / 9) === s).length, name).toBeLessThanOrEqual(1);

  const wall = n === 4 ? 136 : 108;
  const live = wall - 14 - 13 * n;
  let drawsLeft = live;
  type Expect =
    | { kind: 'draw'; seat: number; replacement: boolean }
    | { kind: 'act'; seat: number; drawn: Tile; replacement: boolean; first: boolean }
    | { kind: 'discard'; seat: number; forbidden: number[] }
    | { kind: 'after-discard'; seat: number; tile: Tile };
  let expectNext: Expect = { kind: 'draw', seat: ky.dealer, replacement: false };
  let owed = 0;
  let pending = 0;
  let calledYet = false;
  let kans = 0;
  let lastKan = '';
  const riichi = new Array<number>(n).fill(0);
  let riichiDiscard: { seat: number; at: number } | null = null;
  let doraShown = 1;
  const interrupt = () => {
    calledYet = true;
    for (const x of seats) x.ippatsu = false;
  };
  for (const [i, m] of ky.moves.entries()) {
    const at = () => `${name} move ${i + 1} ${JSON.stringify(m)}`;
    if (owed > 0) {
      same(m.move, 'dora', () => `${at()}: a dora indicator is owed`);
      owed--;
      doraShown++;
      continue;
    }
    // A riichi stands once its discard passes.
    if (riichiDiscard && m.move !== 'dora') {
      riichi[riichiDiscard.seat]++;
      seats[riichiDiscard.seat].riichi = true;
      seats[riichiDiscard.seat].ippatsu = true;
      riichiDiscard = null;
    }
    switch (m.move) {
      case 'dora':
        throw new Error(`${at()}: no kan owes an indicator here`);
      case 'draw': {
        const e = expectNext;
        if (e.kind === 'after-discard') {
          same(m.seat, (e.seat + 1) % n, () => `${at()}: the next seat draws`);
          same(m.replacement, false, at);
        } else {
          same(e.kind, 'draw', at);
          if (e.kind !== 'draw') continue;
          same(m.seat, e.seat, at);
          same(m.replacement, e.replacement, at);
        }
        check(drawsLeft > 0, () => `${at()}: the live wall is used up`);
        drawsLeft--;
        const seat = seats[m.seat];
        seat.hand.push(m.tile);
        expectNext = {
          kind: 'act',
          seat: m.seat,
          drawn: m.tile,
          replacement: m.replacement,
          first: !m.replacement && seat.discards === 0 && !calledYet,
        };
        continue;
      }
      case 'discard': {
        const e = expectNext;
        if (e.kind !== 'act' && e.kind !== 'discard') throw new Error(`${at()}: not a time to discard`);
        same(m.seat, e.seat, at);
        const seat = seats[m.seat];
        if (e.kind === 'discard') {
          check(!e.forbidden.includes(m.tile.kind), () => `${at()}: swap-calling`);
          same(m.tsumogiri, false, at);
        } else if (m.tsumogiri) same(m.tile, e.drawn, () => `${at()}: tsumogiri is the drawn tile`);
        if (seat.riichi) same(e.kind === 'act' && m.tsumogiri, true, () => `${at()}: in riichi, the drawn tile`);
        take(seat, m.tile, at());
        if (m.riichi) {
          same(seat.riichi, false, () => `${at()}: riichi twice`);
          check(
            seat.melds.every((x) => x.type === 'closed-kan'),
            () => `${at()}: riichi with a call`,
          );
          check(waits(seat, n).length > 0, () => `${at()}: riichi not tenpai`);
          riichiDiscard = { seat: m.seat, at: i };
          seat.double = seat.discards === 0 && !calledYet;
          events.push('riichi');
        }
        seat.river.push(m.tile);
        seat.passed = [];
        seat.discards++;
        seat.ippatsu = false;
        for (let o = 0; o < n; o++) {
          if (o === m.seat) continue;
          seats[o].passed.push(m.tile);
          if (seats[o].riichi) seats[o].passedInRiichi.push(m.tile);
        }
        owed = pending;
        pending = 0;
        expectNext = { kind: 'after-discard', seat: m.seat, tile: m.tile };
        continue;
      }
      case 'call': {
        const e = expectNext;
        if (e.kind !== 'after-discard') throw new Error(`${at()}: a call of no discard`);
        same(m.from, e.seat, at);
        same(m.called, e.tile, () => `${at()}: the last discard`);
        check(m.seat !== m.from, at);
        const seat = seats[m.seat];
        same(seat.riichi, false, () => `${at()}: a call in riichi`);
        const kinds = m.tiles.map((t) => t.kind);
        if (m.call === 'chi') {
          same(n, 4, () => `${at()}: chi with three players`);
          same(m.seat, (m.from + 1) % n, () => `${at()}: chi from the left seat`);
          const run = [...kinds, m.called.kind].sort((a, b) => a - b);
          same(
            run[0] < 27 && Math.floor(run[0] / 9) === Math.floor(run[2] / 9) && run[1] === run[0] + 1 && run[2] === run[0] + 2,
            true,
            at,
          );
        } else {
          same(m.tiles.length, m.call === 'pon' ? 2 : 3, at);
          for (const k of kinds) same(k, m.called.kind, at);
        }
        for (const t of m.tiles) take(seat, t, at());
        seat.melds.push({ type: m.call, kinds: [...kinds, m.called.kind] });
        interrupt();
        events.push(m.call === 'kan' ? 'open-kan' : m.call);
        if (m.call === 'kan') {
          kans++;
          pending = 1;
          lastKan = 'kan';
          expectNext = { kind: 'draw', seat: m.seat, replacement: true };
        } else expectNext = { kind: 'discard', seat: m.seat, forbidden: swapForbidden(m.call, m.called.kind, kinds) };
        continue;
      }
      case 'closed-kan':
      case 'added-kan':
      case 'north': {
        const e = expectNext;
        if (e.kind !== 'act') throw new Error(`${at()}: not the seat's turn to act`);
        same(m.seat, e.seat, at);
        const seat = seats[m.seat];
        if (m.move === 'north') {
          same(n, 3, at);
          same(m.tile.kind, 30, at);
          take(seat, m.tile, at());
          events.push('north');
          lastKan = 'north';
        } else {
          same(seat.riichi, false, () => `${at()}: the policy makes no kan in riichi`);
          check(kans < 4, () => `${at()}: a fifth kan`);
          kans++;
          interrupt();
          owed = pending;
          lastKan = 'kan';
          if (m.move === 'closed-kan') {
            same(m.tiles.length, 4, at);
            for (const t of m.tiles) same(t.kind, m.tiles[0].kind, at);
            for (const t of m.tiles) take(seat, t, at());
            seat.melds.push({ type: 'closed-kan', kinds: m.tiles.map((t) => t.kind) });
            owed++;
            pending = 0;
            events.push('closed-kan');
          } else {
            const pon = seat.melds.find((x) => x.type === 'pon' && x.kinds[0] === m.tile.kind);
            check(pon !== undefined, () => `${at()}: an added kan needs a pon`);
            take(seat, m.tile, at());
            pon!.type = 'kan';
            pon!.kinds.push(m.tile.kind);
            pending = 1;
            for (let o = 0; o < n; o++) if (o !== m.seat) seats[o].passed.push(m.tile);
            events.push('added-kan');
          }
        }
        expectNext = { kind: 'draw', seat: m.seat, replacement: true };
        continue;
      }
    }
  }
  expect(owed, `${name}: indicators owed at the end`).toBe(0);

  // The end.
  const end = ky.end;
  if (end.end === 'none') throw new Error(`${name}: no end`);
  expect(end.deltas.length, name).toBe(n);
  // The last move before any indicator its discard turned.
  const lastMove = ky.moves.filter((m) => m.move !== 'dora').at(-1)!;
  const sticksNow = ky.sticks + riichi.reduce((a, b) => a + b, 0);
  let tenpai: boolean[] | null = null;
  if (end.end === 'win') {
    // The ura indicators show when a riichi hand wins: as many as the dora indicators.
    const riichiWin = end.wins.some((w) => seats[w.seat].riichi);
    expect(ky.ura.length, `${name}: ura indicators`).toBe(riichiWin ? doraShown : 0);
    expect(end.wins.length, name).toBeGreaterThan(0);
    expect(end.wins.length, name).toBeLessThanOrEqual(2);
    const tsumo = end.wins[0].seat === end.wins[0].from;
    expect(
      end.deltas.reduce((a, b) => a + b, 0),
      `${name}: the deltas hand out the sticks`,
    ).toBe(1000 * sticksNow);
    for (const w of end.wins) {
      expect(w.points, name).toBeGreaterThan(0);
      expect(w.points! % 100, name).toBe(0);
      expect(w.yaku.length, name).toBeGreaterThan(0);
    }
    if (tsumo) {
      expect(end.wins.length, name).toBe(1);
      const w = end.wins[0];
      if (lastMove.move !== 'draw') throw new Error(`${name}: a tsumo not on a draw`);
      expect(lastMove.seat, name).toBe(w.seat);
      const seat = seats[w.seat];
      expect(complete(countsOf(seat.hand), seat.melds.length), `${name}: tsumo on an incomplete hand`).toBe(true);
      const paid = -end.deltas.reduce((a, d, s) => a + (s === w.seat ? 0 : d), 0);
      expect(paid, `${name}: the tsumo's payments`).toBe(w.points! + 100 * ky.honba * (n - 1));
      // The dealer pays twice a non-dealer's share (rounded up to 100 each); on the dealer's tsumo all pay alike.
      const payers = end.deltas.map((d, s) => ({ s, pays: -d })).filter((p) => p.s !== w.seat);
      const nonDealers = payers.filter((p) => p.s !== ky.dealer).map((p) => p.pays);
      for (const p of payers) expect(p.pays, name).toBeGreaterThan(0);
      expect(new Set(nonDealers).size, `${name}: non-dealers pay alike`).toBe(1);
      if (w.seat !== ky.dealer) expect(-end.deltas[ky.dealer], `${name}: the dealer pays more`).toBeGreaterThan(nonDealers[0]);
      checkYaku(name, w.yaku, seats[w.seat], {
        'menzen-tsumo': seats[w.seat].melds.every((x) => x.type === 'closed-kan'),
        haitei: !lastMove.replacement && drawsLeft === 0,
        rinshan: lastMove.replacement,
      });
      events.push('tsumo');
      if (lastMove.replacement) events.push(lastKan === 'north' ? 'rinshan-north' : 'rinshan');
    } else {
      const from = end.wins[0].from;
      let tile: Tile;
      if (lastMove.move === 'discard') tile = lastMove.tile;
      else if (lastMove.move === 'added-kan') {
        tile = lastMove.tile;
        events.push('chankan');
      } else throw new Error(`${name}: a ron on neither a discard nor an added kan`);
      expect(lastMove.seat, name).toBe(from);
      const order = end.wins.map((w) => (w.seat - from + n) % n);
      expect(order, `${name}: winners in turn order`).toEqual([...order].sort((a, b) => a - b));
      end.wins.forEach((w, i) => {
        expect(w.from, name).toBe(from);
        expect(w.seat, name).not.toBe(from);
        const seat = seats[w.seat];
        // The winning tile is the last one passed; it completes the hand.
        const before = seat.passed.slice(0, -1);
        const ws = waits(seat, n);
        expect(ws, `${name}: seat ${w.seat} rons on ${tileText(tile)}`).toContain(tile.kind);
        for (const t of seat.river) expect(ws, `${name}: seat ${w.seat} furiten by its river (${tileText(t)})`).not.toContain(t.kind);
        for (const t of before) expect(ws, `${name}: seat ${w.seat} passed ${tileText(t)}`).not.toContain(t.kind);
        for (const t of seat.passedInRiichi.slice(0, -1))
          expect(ws, `${name}: seat ${w.seat} passed ${tileText(t)} in riichi`).not.toContain(t.kind);
        const extra = i === 0 ? 300 * ky.honba : 0;
        const sticks = i === 0 ? 1000 * sticksNow : 0;
        if (end.wins.length === 1) {
          expect(end.deltas[w.seat], `${name}: the winner's delta`).toBe(w.points! + extra + sticks);
          expect(end.deltas[from], `${name}: the discarder's delta`).toBe(-(w.points! + extra));
        }
        checkYaku(name, w.yaku, seat, { houtei: lastMove.move === 'discard' && drawsLeft === 0, chankan: lastMove.move === 'added-kan' });
        events.push('ron');
      });
      if (end.wins.length === 2) {
        const [a, b] = end.wins;
        expect(end.deltas[a.seat], name).toBe(a.points! + 300 * ky.honba + 1000 * sticksNow);
        expect(end.deltas[b.seat], name).toBe(b.points!);
        expect(end.deltas[from], name).toBe(-(a.points! + b.points! + 300 * ky.honba));
        events.push('double-ron');
      }
      for (let s = 0; s < n; s++) if (s !== from && !end.wins.some((w) => w.seat === s)) expect(end.deltas[s], name).toBe(0);
    }
  } else if (end.kind === 'exhaustive') {
    expect(drawsLeft, `${name}: an exhaustive draw with tiles left`).toBe(0);
    expect(lastMove.move, name).toBe('discard');
    tenpai = seats.map((seat) => waits(seat, n).length > 0);
    const t = tenpai.filter(Boolean).length;
    const want = tenpai.map((x) => (t === 0 || t === n ? 0 : x ? 3000 / t : -3000 / (n - t)));
    expect(end.deltas, `${name}: tenpai payments (tenpai ${tenpai})`).toEqual(want);
    events.push(want.some((d) => d !== 0) ? 'exhaustive-paid' : 'exhaustive');
  } else {
    expect(end.deltas, name).toEqual(new Array(n).fill(0));
    if (end.kind === 'nine-terminals') {
      if (lastMove.move !== 'draw') throw new Error(`${name}: nine terminals not on a draw`);
      const e = expectNext;
      expect(e.kind === 'act' && e.first, `${name}: nine terminals after the first draw`).toBe(true);
      const c = countsOf(seats[lastMove.seat].hand);
      expect(c.filter((x, k) => x > 0 && isHonourOrTerminal(k)).length, name).toBeGreaterThanOrEqual(9);
    }
    if (end.kind === 'four-riichi') expect(seats.every((s) => s.riichi) || riichiDiscard !== null, name).toBe(true);
    if (end.kind === 'four-kans') expect(kans, name).toBe(4);
    events.push(end.kind);
  }
  // A riichi declared by the last discard stands unless that discard was won on.
  if (
    riichiDiscard !== null &&
    !(end.end === 'win' && end.wins[0].seat !== end.wins[0].from) &&
    !(end.end === 'draw' && end.kind === 'three-ron')
  ) {
    riichi[riichiDiscard.seat]++;
  }
  return { riichi, tenpai, events };
}

/** Replays a whole game: every kyoku, and how the scores, dealer, honba and sticks move on. */
function replayGame(log: GameLog, seed: number): string[] {
  const n = log.players;
  const total = n === 4 ? 100000 : 105000;
  const deals = n * (optionsOf(seed).length === 'east' ? 1 : 2);
  expect(log.names, `seed ${seed}`).toEqual(['A', 'B', 'C', 'D'].slice(0, n));
  expect(log.title).toBe(`self-play ${seed}`);
  expect(log.kyoku[0].scores).toEqual(new Array(n).fill(n === 4 ? 25000 : 35000));
  const events: string[] = [];
  let deal = 0;
  let scores = log.kyoku[0].scores;
  let honba = 0;
  let sticks = 0;
  log.kyoku.forEach((ky, i) => {
    const name = `seed ${seed} kyoku ${i} (${ky.round}${ky.number}-${ky.honba})`;
    expect(deal, `${name}: a kyoku after the game's end`).toBeLessThan(deals);
    expect(ky.dealer, name).toBe(deal % n);
    expect(ky.round, name).toBe(deal < n ? 'E' : 'S');
    expect(ky.number, name).toBe((deal % n) + 1);
    expect(ky.honba, name).toBe(honba);
    expect(ky.sticks, name).toBe(sticks);
    expect(ky.scores, name).toEqual(scores);
    expect(ky.scores.reduce((a, b) => a + b, 0) + 1000 * ky.sticks, `${name}: scores and sticks`).toBe(total);
    const r = replayKyoku(log, ky, name);
    events.push(...r.events);
    const end = ky.end;
    if (end.end === 'none') throw new Error(name);
    scores = scores.map((s, seat) => s + end.deltas[seat] - 1000 * r.riichi[seat]);
    const put = r.riichi.reduce((a, b) => a + b, 0);
    let keeps: boolean;
    if (end.end === 'win') {
      keeps = end.wins.some((w) => w.seat === ky.dealer);
      sticks = 0;
      honba = keeps ? honba + 1 : 0;
    } else {
      keeps = end.kind === 'exhaustive' ? r.tenpai![ky.dealer] : true;
      sticks += put;
      honba++;
    }
    const last = i === log.kyoku.length - 1;
    const below = scores.some((s) => s < 0);
    if (!keeps) deal++;
    if (last) {
      expect(below || deal >= deals, `${name}: the game ends early`).toBe(true);
      if (below) events.push('negative');
    } else expect(below, `${name}: the game goes on below 0`).toBe(false);
  });
  return events;
}

const logs = new Map<number, GameLog>();

beforeAll(() => {
  for (const seed of SEEDS) logs.set(seed, selfPlay(seed, optionsOf(seed)));
}, 120_000);

describe('selfPlay(seed, options)', () => {
  test('every log replays by the rules, and every kind of event occurs across the seeds', () => {
    const seen = new Map<string, number>();
    for (const seed of SEEDS) {
      for (const e of replayGame(logs.get(seed)!, seed)) seen.set(e, (seen.get(e) ?? 0) + 1);
    }
    const kinds = [
      'chi',
      'pon',
      'open-kan',
      'closed-kan',
      'added-kan',
      'riichi',
      'tsumo',
      'ron',
      'double-ron',
      'chankan',
      'rinshan',
      'exhaustive-paid',
      'nine-terminals',
      'north',
      'negative',
    ];
    const missing = kinds.filter((k) => !seen.has(k));
    expect(missing, JSON.stringify(Object.fromEntries(seen))).toEqual([]);
  });

  test('the same seed gives the same log, another seed another', () => {
    for (const seed of [1, 2, 3, 12]) {
      expect(selfPlay(seed, optionsOf(seed))).toEqual(logs.get(seed));
    }
    expect(selfPlay(5, optionsOf(1))).not.toEqual(logs.get(1));
  });

  test('the options are honoured: players, red fives, no calls at 0', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const log = logs.get(seed)!;
      const o = optionsOf(seed);
      expect(log.players).toBe(o.players);
      expect(log.red).toBe(o.red);
      const moves = log.kyoku.flatMap((k) => k.moves);
      if (o.calls === 0) expect(moves.some((m) => m.move === 'call')).toBe(false);
      if (o.players === 4) expect(moves.some((m) => m.move === 'north')).toBe(false);
    }
  });
});
