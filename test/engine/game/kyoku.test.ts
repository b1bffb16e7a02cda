/**
 * The one model of a kyoku in play (src/engine/game/kyoku.ts), on its own: what it checks where no hand is
 * known (the game at the table), and that a legal log played with every hand hidden and every draw unseen
 * gives the same table as with every hand known, move by move. A log's own checks are held by the log
 * readers' tests (tenhou-json, mjlog), which name each fault; the table's by game.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { startKyoku, type KyokuMove, type KyokuPlay, type KyokuStart, type KyokuState } from '../../../src/engine/game/kyoku.ts';
import { replayKyoku } from '../../../src/engine/log/replay.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import type { Tile } from '../../../src/engine/index.ts';

const t = (code: string): Tile => {
  const d = code[0]!;
  const suit = 'mpsz'.indexOf(code[1]!);
  return { kind: suit * 9 + (d === '0' ? 5 : Number(d)) - 1, red: d === '0' };
};

const HIDDEN: KyokuStart = { players: 4, dealer: 0, red: true, hands: [null, null, null, null], indicators: [] };

function started(start: KyokuStart = HIDDEN): KyokuPlay {
  const s = startKyoku(start);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

/** Plays the moves; the first fault's reason with its move's index, or null. */
function playAll(k: KyokuPlay, moves: KyokuMove<Tile | null>[]): string | null {
  for (let i = 0; i < moves.length; i++) {
    const fault = k.play(moves[i]!, i);
    if (fault) return `${i}: ${fault.reason}`;
  }
  return null;
}

const draw = (seat: 0 | 1 | 2 | 3, tile: Tile | null = null, replacement = false): KyokuMove<Tile | null> => ({
  move: 'draw',
  seat,
  tile,
  replacement,
});
const discard = (seat: 0 | 1 | 2 | 3, code: string, flags: { tsumogiri?: boolean; riichi?: boolean } = {}): KyokuMove<Tile | null> => ({
  move: 'discard',
  seat,
  tile: t(code),
  tsumogiri: flags.tsumogiri ?? false,
  riichi: flags.riichi ?? false,
});

describe('no hand known: a tile counts once, when it shows', () => {
  test("a seat's unseen draw counts nothing; its discard counts once", () => {
    const k = started();
    const moves = ['1m', '1m', '1m', '1m'].flatMap((c, i) => [draw(i as 0), discard(i as 0, c)]);
    expect(playAll(k, moves)).toBeNull();
    // A fifth 1m, discarded by the dealer after its next draw, is refused.
    expect(playAll(k, [draw(0), discard(0, '1m')])).toBe('1: copies');
  });
  test('a draw seen and then discarded counts once, marked tsumogiri or not', () => {
    const k = started();
    expect(playAll(k, [draw(0, t('5z')), discard(0, '5z', { tsumogiri: true })])).toBeNull();
    const k2 = started();
    const moves = [0, 1, 2, 3].flatMap((s) => [draw(s as 0, t('7z')), discard(s as 0, '7z')]);
    expect(playAll(k2, moves)).toBeNull();
    expect(playAll(k2, [draw(0, t('7z'))])).toBe('0: copies');
  });
  test("a tsumogiri of another tile than the one seen drawn is refused; an unseen draw's is not judged", () => {
    expect(playAll(started(), [draw(0, t('5z')), discard(0, '6z', { tsumogiri: true })])).toBe('1: not-drawn');
    expect(playAll(started(), [draw(0), discard(0, '6z', { tsumogiri: true })])).toBeNull();
  });
  test("a call's tiles from the hand count when shown, the called tile once (in its river)", () => {
    const k = started();
    expect(playAll(k, [draw(0), discard(0, '3z')])).toBeNull();
    const fault = k.play({ move: 'call', seat: 2, call: 'pon', tiles: [t('3z'), t('3z')], called: t('3z'), from: 0 }, 2);
    expect(fault).toBeNull();
    expect(k.state.seats[0]!.river[0]!.taken).toBe(true);
    // Three 3z shown: a fourth shows, a fifth does not.
    expect(playAll(k, [discard(2, '3z'), draw(3), discard(3, '3z')])).toBe('2: copies');
  });
});

describe('the order of play and the wall, hands hidden or not', () => {
  test('a seat draws only on its turn, discards only after its draw or its call', () => {
    expect(playAll(started(), [draw(1)])).toBe('0: turn');
    expect(playAll(started(), [discard(0, '1m')])).toBe('0: turn');
    expect(playAll(started(), [draw(0), discard(0, '1m'), draw(2)])).toBe('2: turn');
  });
  test('the live wall: 70 draws with four players, replacement draws among them, then none', () => {
    const k = started();
    let i = 0;
    const kinds = (n: number) => `${(n % 9) + 1}${'mps'[Math.floor(n / 9) % 3]}`;
    for (let n = 0; n < 70; n++) {
      const seat = (n % 4) as 0;
      expect(k.play(draw(seat), i++)).toBeNull();
      expect(k.play(discard(seat, kinds(n % 27)), i++)).toBeNull();
    }
    expect(k.state.wall).toBe(0);
    expect(k.play(draw(2), i)).toMatchObject({ reason: 'empty-wall' });
    // A kan's replacement draw is counted: 69 draws and one replacement use the wall up too.
    const kan = started();
    expect(
      playAll(kan, [draw(0), { move: 'closed-kan', seat: 0, tiles: [t('1z'), t('1z'), t('1z'), t('1z')] }, draw(0, null, true)]),
    ).toBeNull();
    expect(kan.state.wall).toBe(68);
  });
  test('one dora indicator a kan', () => {
    const k = started();
    expect(k.play({ move: 'dora', indicator: t('1m') }, 0)).toMatchObject({ reason: 'dora' });
    expect(playAll(k, [draw(0), { move: 'closed-kan', seat: 0, tiles: [t('2z'), t('2z'), t('2z'), t('2z')] }])).toBeNull();
    expect(
      playAll(k, [
        { move: 'dora', indicator: t('1m') },
        { move: 'dora', indicator: t('2m') },
      ]),
    ).toBe('1: dora');
  });
  test("the table's word: the turn passed by hand, a riichi marked after its discard", () => {
    const k = started();
    k.turnTo(2);
    expect(playAll(k, [draw(2), discard(2, '9p')])).toBeNull();
    k.markRiichi(2);
    expect(k.state.seats[2]!.riichi).toBe(true);
    expect(k.state.seats[2]!.river[0]!.riichi).toBe(true);
    expect(k.riichiFault(2)).toMatchObject({ reason: 'riichi-twice' });
  });
});

/** What the table shows of a kyoku: rivers with their marks, melds with their seats, north tiles, indicators, the wall, the offer. */
function tableOf(k: KyokuState): string {
  return JSON.stringify({
    seats: k.seats.map((s) => ({
      river: s.river.map((r) => [r.tile, r.taken, r.riichi, r.tsumogiri, r.at]),
      melds: s.melds.map((m) => [m.meld, m.from, m.called]),
      north: s.north.length,
      riichi: s.riichi,
    })),
    indicators: k.indicators,
    wall: k.wall,
    offer: k.offer,
    expect: k.expect,
  });
}

describe('a legal log played with no hand known gives the table it gives with every hand known', () => {
  test.each([
    { players: 4 as const, seed: 31 },
    { players: 4 as const, seed: 32 },
    { players: 3 as const, seed: 33 },
    { players: 3 as const, seed: 34 },
  ])('self-play, $players players, seed $seed: every kyoku, after every move', ({ players, seed }) => {
    const log = selfPlay(seed, { players, length: 'half', red: true, calls: 0.8 });
    let moves = 0;
    for (let index = 0; index < log.kyoku.length; index++) {
      const kyoku = log.kyoku[index]!;
      const hidden = started({
        players,
        dealer: kyoku.dealer,
        red: true,
        hands: kyoku.dealt.map(() => null),
        indicators: [kyoku.indicator],
      });
      const known: string[] = [];
      const replayed = replayKyoku(log, index, (state) => known.push(tableOf(state)));
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) continue;
      known.push(tableOf(replayed.value));
      kyoku.moves.forEach((move, i) => {
        expect(tableOf(hidden.state)).toBe(known[i]);
        // Another seat's draw is unseen at a table; every draw is, here.
        const seen = move.move === 'draw' ? { ...move, tile: null } : move;
        expect(hidden.play(seen, i + 1)).toBeNull();
        moves++;
      });
      expect(tableOf(hidden.state)).toBe(known[kyoku.moves.length]);
    }
    expect(moves).toBeGreaterThan(500);
  });
});
