/**
 * The game at the table (src/engine/game/game.ts), rule by rule (docs/rules.md#the-game-at-the-table, the
 * seats and calls as a table plays them): seats and the order of play, the dealer from
 * your seat wind, where the cursor starts, calls and the turn they move, riichi before and after its
 * discard, kans and their indicator, three players, pasted rivers, the tiles the game shows, the turn it
 * reads, and the errors with their place. Every expected value is worked out from the rule in its row's
 * name; moves are written by the test's own helpers, not by the engine's reader. Rows marked (*) state
 * behaviour the engine does not have yet: they fail until it does.
 */
import { describe, expect, test } from 'vitest';
import { game, type Tile, type Wind } from '../../../src/engine/index.ts';

type Seat = game.Seat;
type TableTap = game.TableTap;
type GameState = game.GameState;

/** One tile from its mpsz code: `5m`, `0p` (the red five), `7z`. */
const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
/** Tiles from codes written one after another: `3m4m`. */
const ts = (codes: string): Tile[] => codes.match(/../g)!.map(t);
const code = (tile: { kind: number; red: boolean }) => `${tile.red ? 0 : (tile.kind % 9) + 1}${'mpsz'[Math.floor(tile.kind / 9)]}`;

const tap = (c: string): TableTap => ({ move: 'tile', tile: t(c) });
const discard = (c: string): TableTap => ({ move: 'discard', tile: t(c) });
const riichi = (seat: Seat): TableTap => ({ move: 'riichi', seat });
const call = (seat: Seat, kind: 'chi' | 'pon' | 'kan', tiles: string): TableTap => ({ move: 'call', seat, call: kind, tiles: ts(tiles) });
const selfKan = (seat: Seat, c: string): TableTap => ({ move: 'self-kan', seat, tile: t(c) });
const nuki = (seat: Seat): TableTap => ({ move: 'nuki', seat });
const cursor = (seat: Seat): TableTap => ({ move: 'cursor', seat });

const EMPTY = ['', '', '', ''];

/** The game of these rivers as pasted (read as the address reads them) and these moves: its state, or its first mistake. */
function replayOf(moves: TableTap[], options: { players?: 3 | 4; dealer?: Seat; rivers?: string[] }) {
  const players = options.players ?? 4;
  const rivers = game.readRivers(options.rivers ?? EMPTY, players);
  return rivers.ok ? game.replayGame(rivers.value, moves, { players, dealer: options.dealer ?? 0 }) : rivers;
}
function replay(moves: TableTap[], options: { players?: 3 | 4; dealer?: Seat; rivers?: string[] } = {}): GameState {
  const read = replayOf(moves, options);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}
const refusal = (moves: TableTap[], options: { players?: 3 | 4; dealer?: Seat; rivers?: string[] } = {}) => {
  const read = replayOf(moves, options);
  return read.ok ? null : read.error;
};
const river = (state: GameState, seat: Seat) =>
  state.seats[seat].river.map((r) => `${code(r)}${r.taken ? '*' : ''}${r.riichi ? 'r' : ''}`).join(' ');
const shown = (state: GameState) => game.gameTiles(state).map(code).sort().join('');
const sorted = (codes: string) => ts(codes).map(code).sort().join('');
/** A meld as mpsz: its kinds in order, the first five written 0 when the meld holds the red one. */
const meldText = (meld: { tiles: number[]; red: number }) => {
  let red = meld.red;
  const digits = meld.tiles.map((k) => {
    if (k < 27 && k % 9 === 4 && red > 0) {
      red--;
      return '0';
    }
    return String((k % 9) + 1);
  });
  return `(${digits.join('')}${'mpsz'[Math.floor(meld.tiles[0] / 9)]})`;
};

/** A first go-round from an empty table, you the dealer: your draw and discard, then right, across, left. */
const ROUND: TableTap[] = [tap('1z'), discard('9m'), tap('9p'), tap('9s'), tap('2z')];

describe('seats and the order of play', () => {
  test('four seats from you: you, right, across, left; three players have no seat across', () => {
    expect(game.seatsOf(4)).toEqual([0, 1, 2, 3]);
    expect(game.seatsOf(3)).toEqual([0, 1, 3]);
  });
  test.each([
    [4, 0, 1],
    [4, 1, 2],
    [4, 2, 3],
    [4, 3, 0],
    [3, 0, 1],
    [3, 1, 3],
    [3, 3, 0],
  ] as const)('with %i players, seat %i plays before seat %i', (players, seat, next) => {
    expect(game.nextSeat(seat, players)).toBe(next);
  });
  // The dealer is East and the winds follow the order of play: the seat k places before you has the wind k before yours.
  test.each([
    ['E', 4, 0, 'you are East: you deal'],
    ['S', 4, 3, 'you are South: East plays just before you, the left player'],
    ['W', 4, 2, 'you are West: East is two places before you, across'],
    ['N', 4, 1, 'you are North: East plays just after you, the right player'],
    ['E', 3, 0, 'three players, you are East'],
    ['S', 3, 3, 'three players, you are South: the left player deals'],
    ['W', 3, 1, 'three players, you are West: the right player deals'],
  ] as const)('seat wind %s with %i players: dealer seat %i (%s)', (wind, players, seat, _why) => {
    expect(game.dealerSeat(wind as Wind, players)).toBe(seat);
  });
});

describe('where the cursor starts', () => {
  test('an empty table, you the dealer: your draw comes first', () => {
    const state = replay([]);
    expect(state.cursor).toEqual({ seat: 0, indicator: false });
    expect(state.started).toBe(false);
  });
  // (*) Fails while an empty table puts the cursor at you whoever deals (replayGame's `if (!state.started)`).
  test.each([1, 2, 3] as const)(
    '(*) an empty table, seat %i the dealer: the dealer discards first, so the cursor waits there',
    (dealer) => {
      expect(replay([], { dealer }).cursor).toEqual({ seat: dealer, indicator: false });
      // And the dealer's first discard, tapped, lands in the dealer's river.
      const state = replay([tap('7z')], { dealer });
      expect(river(state, dealer)).toBe('7z');
      expect(state.cursor).toEqual({ seat: game.nextSeat(dealer, 4), indicator: false });
    },
  );
  // Pasted rivers: the seats discard in turn from the dealer, so the next is the first from the dealer with fewer discards.
  test.each([
    ['you deal, everyone has 3 discards: your turn again', 0, ['1m2m3m', '1p2p3p', '1s2s3s', '1z2z3z'], 4, 0],
    ['you deal, you 3, the rest 2: the right player', 0, ['1m2m3m', '1p2p', '1s2s', '1z2z'], 4, 1],
    ['left deals (you South), left and you 3, right and across 2: the right player', 3, ['1m2m3m', '1p2p', '1s2s', '1z2z3z'], 4, 1],
    ['across deals (you West), across and left 1: you', 2, ['', '', '1s', '1z'], 4, 0],
    ['right deals (you North), right, across, left 5, you 4: you', 1, ['1m2m3m4m', '1p2p3p4p5p', '1s2s3s4s5s', '1z2z3z4z5z'], 4, 0],
    ['three players, right deals, right 2, left 2, you 1: you', 1, ['1m', '1p2p', '', '1s2s'], 3, 0],
    ['three players, left deals, left 2, you 1, right 1: you', 3, ['1m', '1p', '', '1s2s'], 3, 0],
  ] as const)('pasted rivers, %s', (_name, dealer, rivers, players, seat) => {
    const state = replay([], { dealer, rivers: [...rivers], players });
    expect(state.cursor).toEqual({ seat, indicator: false });
    expect(state.started).toBe(true);
  });
});

describe('an ordinary turn: five taps', () => {
  test('your draw, your discard, then the right, across and left discards, each in its river in order', () => {
    const state = replay(ROUND);
    expect([0, 1, 2, 3].map((s) => river(state, s as Seat))).toEqual(['9m', '9p', '9s', '2z']);
    expect(state.cursor).toEqual({ seat: 0, indicator: false });
    expect(state.seats[1].river[0].step).toBe(2);
    expect(shown(state)).toBe(sorted('9m9p9s2z'));
  });
  test('your draw is not shown: it is in your hand', () => {
    expect(shown(replay([tap('1z')]))).toBe('');
  });
  test('the cursor moved by hand: the next tap is that seat’s, and nothing before it can be called', () => {
    const state = replay([...ROUND, cursor(2)]);
    expect(state.cursor).toEqual({ seat: 2, indicator: false });
    expect(state.last).toBeNull();
    expect(river(replay([...ROUND, cursor(2), tap('5p')]), 2)).toBe('9s 5p');
  });
});

describe('calls: chi from the left only, pon and kan from anyone, the turn moves to the caller', () => {
  // You discard 3m; the right player (who plays after you) may chi it.
  const afterYours = [tap('1z'), discard('3m')];
  test.each([
    ['the right player chis your discard (you are its left)', [...afterYours, call(1, 'chi', '1m2m')], 1, 0, '(123m)'],
    ['you chi the left player’s discard', [...ROUND.slice(0, 4), tap('4s'), call(0, 'chi', '5s6s')], 0, 3, '(456s)'],
    ['a chi with the called tile in the middle', [...afterYours, call(1, 'chi', '2m4m')], 1, 0, '(234m)'],
    ['the player across pons your discard, skipping the right player', [...afterYours, call(2, 'pon', '3m3m')], 2, 0, '(333m)'],
    ['the left player pons the right player’s discard', [...ROUND.slice(0, 2), tap('5z'), call(3, 'pon', '5z5z')], 3, 1, '(555z)'],
    ['you pon the player across', [...ROUND.slice(0, 3), tap('6p'), call(0, 'pon', '6p6p')], 0, 2, '(666p)'],
    ['an open kan by the left player of your discard', [...afterYours, call(3, 'kan', '3m3m3m')], 3, 0, '(3333m)'],
    ['a pon with the red five shows it', [tap('1z'), discard('5p'), call(2, 'pon', '0p5p')], 2, 0, '(055p)'],
    ['a chi of the red five', [tap('1z'), discard('0s'), call(1, 'chi', '3s4s')], 1, 0, '(340s)'],
  ] as const)('%s', (_name, moves, caller, from, meld) => {
    const state = replay([...moves]);
    const seatMeld = state.seats[caller].melds.at(-1)!;
    expect(seatMeld.from).toBe(from);
    expect(meldText(seatMeld.meld)).toBe(meld);
    // The called tile stays in its river, marked taken; it is shown once, in the meld.
    const called = state.seats[from].river.at(-1)!;
    expect(called.taken).toBe(true);
    expect(seatMeld.called).toEqual({ kind: called.kind, red: called.red });
    // The turn moves to the caller: its discard (a kan owes an indicator first) is the next tap.
    expect(state.cursor).toEqual({ seat: caller, indicator: seatMeld.meld.kind === 'kan' });
    expect(state.last).toBeNull();
  });

  test('a called tile is counted once: in the meld of another seat, nowhere for your own meld (it is in your hand)', () => {
    expect(shown(replay([...[tap('1z'), discard('3m')], call(2, 'pon', '3m3m')]))).toBe(sorted('3m3m3m'));
    expect(shown(replay([...ROUND.slice(0, 3), tap('6p'), call(0, 'pon', '6p6p')]))).toBe(sorted('9m9p'));
  });

  test('after a pon the caller discards: the cursor then goes to the seat after the caller', () => {
    const state = replay([tap('1z'), discard('3m'), call(2, 'pon', '3m3m'), tap('7z')]);
    expect(river(state, 2)).toBe('7z');
    expect(state.cursor).toEqual({ seat: 3, indicator: false });
  });

  test.each([
    ['chi by the player across (not the next seat)', [tap('1z'), discard('3m'), call(2, 'chi', '1m2m')], 2, 'chi-not-from-left'],
    ['chi by the left player of your discard', [tap('1z'), discard('3m'), call(3, 'chi', '4m5m')], 2, 'chi-not-from-left'],
    ['you chi the right player’s discard', [...ROUND.slice(0, 2), tap('3p'), call(0, 'chi', '1p2p')], 3, 'chi-not-from-left'],
    ['a pon of one’s own discard', [tap('1z'), discard('3m'), call(0, 'pon', '3m3m')], 2, 'own-discard'],
    ['a call before any discard', [call(1, 'pon', '1z1z')], 0, 'no-discard-to-call'],
    ['a call after your draw (the discard before it was passed)', [...ROUND, tap('5m'), call(0, 'pon', '2z2z')], 6, 'no-discard-to-call'],
    [
      'a second call of a discard already called',
      [tap('1z'), discard('3m'), call(2, 'pon', '3m3m'), call(3, 'pon', '3m3m')],
      3,
      'no-discard-to-call',
    ],
    [
      'a call after a kan (its replacement and indicator come first)',
      [tap('1z'), selfKan(0, '1z'), call(1, 'pon', '1z1z')],
      2,
      'no-discard-to-call',
    ],
    ['a chi that is no run', [tap('1z'), discard('3m'), call(1, 'chi', '1m5m')], 2, 'not-a-run'],
    ['a chi across suits', [tap('1z'), discard('3m'), call(1, 'chi', '1p2p')], 2, 'not-a-run'],
    ['a chi of honours', [tap('1z'), discard('3z'), call(1, 'chi', '4z5z')], 2, 'not-a-run'],
    ['a pon of another kind', [tap('1z'), discard('3m'), call(1, 'pon', '4m4m')], 2, 'not-a-set'],
    ['a kan with two tiles', [tap('1z'), discard('3m'), call(1, 'kan', '3m3m')], 2, 'not-a-set'],
  ] as const)('refused: %s', (_name, moves, at, reason) => {
    expect(refusal([...moves])).toEqual({ code: 'illegal-move', move: at, reason });
  });
});

describe('what you see while a discard is offered: gameTilesLessOffer', () => {
  test('the last discard is left out, that copy only (a red five and a plain five are two tiles); with none on offer, gameTiles', () => {
    // You discard the red 5p, the right player 5p: the offer is the plain one.
    const state = replay([tap('1z'), discard('0p'), tap('5p')]);
    expect(shown(state)).toBe(sorted('0p5p'));
    expect(game.gameTilesLessOffer(state).map(code).sort().join('')).toBe(sorted('0p'));
    // Called: the tile is in the caller's meld, nothing is on offer.
    const called = replay([tap('1z'), discard('0p'), tap('5p'), call(2, 'pon', '5p5p')]);
    expect(game.gameTilesLessOffer(called).map(code).sort().join('')).toBe(shown(called));
    // Your draw ends the offer.
    const drawn = replay([tap('1z'), discard('0p'), tap('5p'), tap('9s'), tap('7z'), tap('2m')]);
    expect(drawn.last).toBeNull();
    expect(game.gameTilesLessOffer(drawn).map(code).sort().join('')).toBe(shown(drawn));
  });
});

describe('tsumogiri: a log says which discards were the tile just drawn', () => {
  test("each river keeps the mark: another seat's and yours; a tap without it is a plain discard", () => {
    const state = replay([
      tap('1z'),
      { move: 'discard', tile: t('1z'), tsumogiri: true },
      { move: 'tile', tile: t('9m'), tsumogiri: true },
      tap('3p'),
    ]);
    expect(state.seats[0].river.map((r) => r.tsumogiri)).toEqual([true]);
    expect(state.seats[1].river.map((r) => r.tsumogiri)).toEqual([true]);
    expect(state.seats[2].river.map((r) => r.tsumogiri)).toEqual([false]);
  });
  test.each([
    ['your draw', [{ move: 'tile', tile: t('1z'), tsumogiri: true }], 0],
    ["a kan's new indicator", [tap('1z'), selfKan(0, '1z'), { move: 'tile', tile: t('3p'), tsumogiri: true }], 2],
  ] as const)('refused where the cursor waits for %s', (_name, moves, at) => {
    expect(refusal([...moves] as TableTap[])).toEqual({ code: 'illegal-move', move: at, reason: 'tsumogiri-not-a-discard' });
  });
});

describe('kans: closed, added to a pon, each with its new indicator', () => {
  const ponByRight = [tap('1z'), discard('7p'), call(1, 'pon', '7p7p'), tap('2m')];
  test('an added kan turns the pon into a kan, keeps where it was called from, and owes an indicator', () => {
    const state = replay([...ponByRight, tap('9p'), tap('9s'), tap('3z'), discard('3z'), selfKan(1, '7p')]);
    expect(state.seats[1].melds).toHaveLength(1);
    expect(state.seats[1].melds[0]).toEqual({ meld: { kind: 'kan', tiles: [15, 15, 15, 15], red: 0 }, from: 0, called: t('7p') });
    expect(state.cursor).toEqual({ seat: 1, indicator: true });
    expect(shown(state)).toContain('7p7p7p7p');
  });
  test('the tap after a kan is its indicator, kept apart from the tiles shown; then the kan’s seat discards', () => {
    const kan = [...ponByRight, tap('9p'), tap('9s'), tap('3z'), discard('3z'), selfKan(1, '7p')];
    const state = replay([...kan, tap('4s')]);
    expect(state.indicators).toEqual([t('4s')]);
    expect(shown(state)).not.toContain('4s');
    expect(state.cursor).toEqual({ seat: 1, indicator: false });
    expect(river(replay([...kan, tap('4s'), tap('8s')]), 1)).toBe('2m 8s');
  });
  test('an added kan of the red five adds it to the meld', () => {
    const state = replay([
      tap('1z'),
      discard('5m'),
      call(1, 'pon', '5m5m'),
      tap('2m'),
      tap('2p'),
      tap('2s'),
      tap('3z'),
      discard('3z'),
      selfKan(1, '0m'),
    ]);
    expect(state.seats[1].melds[0].meld).toEqual({ kind: 'kan', tiles: [4, 4, 4, 4], red: 1 });
  });
  test('a closed kan of a seat with no pon of the kind is closed, from no seat', () => {
    const state = replay([tap('1z'), discard('9m'), selfKan(1, '0s')]);
    expect(state.seats[1].melds[0]).toEqual({ meld: { kind: 'ankan', tiles: [22, 22, 22, 22], red: 1 }, from: null, called: null });
    expect(state.cursor).toEqual({ seat: 1, indicator: true });
  });
  test('your closed kan: the indicator, then your replacement draw, then your discard', () => {
    const state = replay([tap('1z'), selfKan(0, '1z'), tap('6m'), tap('8p'), discard('8p')]);
    expect(state.indicators).toEqual([t('6m')]);
    expect(river(state, 0)).toBe('8p');
    expect(state.cursor).toEqual({ seat: 1, indicator: false });
  });
  test('an open kan: the indicator, then the caller discards', () => {
    const state = replay([tap('1z'), discard('3m'), call(2, 'kan', '3m3m3m'), tap('1p'), tap('7z')]);
    expect(state.indicators).toEqual([t('1p')]);
    expect(river(state, 2)).toBe('7z');
  });
});

describe('riichi: before its discard or after it', () => {
  test('declared while the cursor waits for the seat: the seat’s next discard is the riichi tile', () => {
    const before = replay([...ROUND.slice(0, 2), riichi(1)]);
    expect(before.seats[1].riichi).toBe('pending');
    expect(game.genbutsuOf(before, 1)).toBeNull();
    expect(game.riichiSeats(before)).toEqual([]);
    const state = replay([...ROUND.slice(0, 2), riichi(1), tap('4p')]);
    expect(river(state, 1)).toBe('4pr');
    expect(state.seats[1].riichi).toBe(3);
    expect(game.riichiSeats(state)).toEqual([1]);
  });
  test('declared after the seat’s discard (the cursor has moved on): that discard is the riichi tile', () => {
    const state = replay([...ROUND.slice(0, 3), riichi(1)]);
    expect(river(state, 1)).toBe('9pr');
    expect(state.seats[1].riichi).toBe(2);
  });
  test('your riichi before your discard and after it', () => {
    expect(river(replay([tap('1z'), riichi(0), discard('1z')]), 0)).toBe('1zr');
    expect(river(replay([tap('1z'), discard('1z'), riichi(0)]), 0)).toBe('1zr');
    // Yours is no riichi to defend against.
    expect(game.riichiSeats(replay([tap('1z'), discard('1z'), riichi(0)]))).toEqual([]);
  });
  test('a riichi tile called stays the riichi tile, taken', () => {
    const state = replay([...ROUND.slice(0, 2), riichi(1), tap('4p'), call(3, 'pon', '4p4p')]);
    expect(river(state, 1)).toBe('4p*r');
  });
  test('a riichi before a seat’s first discard, away from its turn, waits for that discard', () => {
    const state = replay([riichi(2), ...ROUND.slice(0, 4)]);
    expect(river(state, 2)).toBe('9sr');
  });
  test.each([
    [
      'a second riichi of one seat',
      [...ROUND.slice(0, 3), riichi(1), ...ROUND.slice(3), tap('1m'), discard('1m'), riichi(1)],
      8,
      'riichi-twice',
    ],
    ['a riichi with a pon', [tap('1z'), discard('3m'), call(2, 'pon', '3m3m'), tap('7z'), riichi(2)], 4, 'open-riichi'],
    ['a riichi with a chi', [tap('1z'), discard('3m'), call(1, 'chi', '1m2m'), riichi(1)], 3, 'open-riichi'],
  ] as const)('refused: %s', (_name, moves, at, reason) => {
    expect(refusal([...moves])).toEqual({ code: 'illegal-move', move: at, reason });
  });
  test('a closed kan keeps the hand closed: riichi is allowed', () => {
    expect(replay([tap('1z'), discard('9m'), selfKan(1, '5z'), tap('1s'), tap('2s'), riichi(1)]).seats[1].riichi).toBe(4);
  });
});

describe('three players', () => {
  test('the order of play skips the seat across: you, right, left', () => {
    const state = replay([tap('1z'), discard('9m'), tap('9p'), tap('2z')], { players: 3 });
    expect([river(state, 0), river(state, 1), river(state, 3)]).toEqual(['9m', '9p', '2z']);
    expect(state.cursor).toEqual({ seat: 0, indicator: false });
  });
  test('a river for the seat across is refused', () => {
    expect(refusal([], { players: 3, rivers: ['', '', '1p', ''] })).toMatchObject({ code: 'invalid-river', seat: 2, index: null });
  });
  test('2m-8m are not in the set: a pasted river with one is refused, at its character', () => {
    expect(refusal([], { players: 3, rivers: ['', '1m5m', '', ''] })).toMatchObject({ code: 'invalid-river', seat: 1, index: 2 });
  });
  test.each([
    ['riichi', riichi(2)],
    ['a call', call(2, 'pon', '9m9m')],
    ['a kan', selfKan(2, '1z')],
    ['a north', nuki(2)],
    ['the cursor', cursor(2)],
  ] as const)('%s by the seat across is refused: seat-absent', (_name, move) => {
    expect(refusal([tap('1z'), discard('9m'), move], { players: 3 })).toEqual({ code: 'illegal-move', move: 2, reason: 'seat-absent' });
  });
  test('a north set aside: shown, then the same seat discards (after its replacement draw), and it cannot be called', () => {
    const moves = [tap('1z'), discard('9m'), nuki(1)];
    const state = replay(moves, { players: 3 });
    expect(state.seats[1].nuki).toBe(1);
    expect(shown(state)).toBe(sorted('9m4z'));
    expect(state.cursor).toEqual({ seat: 1, indicator: false });
    expect(refusal([...moves, call(3, 'pon', '4z4z')], { players: 3 })).toEqual({
      code: 'illegal-move',
      move: 3,
      reason: 'no-discard-to-call',
    });
    expect(river(replay([...moves, tap('1p')], { players: 3 }), 1)).toBe('1p');
  });
  test('your north is not among the tiles the game shows (the page keeps it with its own)', () => {
    const state = replay([tap('4z'), nuki(0), tap('1p'), discard('1p')], { players: 3 });
    expect(state.seats[0].nuki).toBe(1);
    expect(shown(state)).toBe(sorted('1p'));
  });
  test('a north with four players is refused: three-players-only', () => {
    expect(refusal([tap('1z'), discard('9m'), nuki(1)])).toEqual({ code: 'illegal-move', move: 2, reason: 'three-players-only' });
  });
});

describe('pasted rivers', () => {
  test('a river’s discards in order, its melds after them in brackets; pasted tiles have no place in time', () => {
    const state = replay([], { rivers: ['', '1m9p0s(123p)', '', '7z[5555z]'] });
    expect(river(state, 1)).toBe('1m 9p 0s');
    expect(state.seats[1].river.map((r) => r.step)).toEqual([-1, -1, -1]);
    expect(state.seats[1].melds.map((m) => m.meld.kind)).toEqual(['chi']);
    expect(state.seats[3].melds.map((m) => m.meld.kind)).toEqual(['ankan']);
    expect(shown(state)).toBe(sorted('1m9p0s1p2p3p7z5z5z5z5z'));
  });
  test('your melds pasted with your river are not shown (they are in your hand)', () => {
    expect(shown(replay([], { rivers: ['1m(555p)', '', '', ''] }))).toBe(sorted('1m'));
  });
  // (*) Fails while a pasted river is read as a hand (at most 14 tiles, a meld counting 3): rivers reach 18 or more.
  test.each([
    ['18 discards, the length of a river late in a hand', '1m2m3m4m5m6m7m8m9m1p2p3p4p5p6p7p8p9p', 18, 0],
    ['12 discards and a pon', '1m2m3m4m5m6m7m8m9m1p2p3p(777s)', 12, 1],
    ['24 discards, a long hand with calls', '1m1m2m2m3m3m4m4m6m6m7m7m8m8m9m9m1s1s2s2s3s3s4s4s', 24, 0],
  ] as const)('(*) a river of %s is read', (_name, text, discards, melds) => {
    const state = replay([], { rivers: ['', text, '', ''] });
    expect(state.seats[1].river).toHaveLength(discards);
    expect(state.seats[1].melds).toHaveLength(melds);
  });
  test('a river that is no mpsz is refused with the seat, its place and the culprit', () => {
    expect(refusal([], { rivers: ['', '', '12x', ''] })).toMatchObject({ code: 'invalid-river', seat: 2, index: 2 });
  });
  test('moves after a paste take their place after it: the turn continues from the cursor the rivers give', () => {
    // You deal and have 2 discards, the others 1: the right player's tap comes next.
    const state = replay([tap('3p'), tap('3s')], { dealer: 0, rivers: ['1m2m', '1p', '1s', '1z'] });
    expect([river(state, 1), river(state, 2)]).toEqual(['1p 3p', '1s 3s']);
    expect(state.seats[1].river.map((r) => r.step)).toEqual([-1, 0]);
  });
});

describe('the errors a log can give, with their place', () => {
  test('the move refused is the first one that cannot be made, counted from 0', () => {
    expect(refusal([...ROUND, tap('1m'), discard('1m'), call(3, 'chi', '2m3m'), call(2, 'chi', '2m3m')])).toEqual({
      code: 'illegal-move',
      move: 7,
      reason: 'chi-not-from-left',
    });
  });
  test.each([
    ['a fifth copy of a kind across rivers and moves', ['1m1m1m', '1m', '', ''], [tap('5z'), discard('1m')], 1],
    ['a second red five', ['0p', '', '', ''], [tap('5z'), discard('0p')], 1],
    ['a fifth copy through a meld', ['', '(111z)', '', ''], [tap('5z'), discard('1z'), tap('1z')], 2],
  ] as const)('too-many-copies: %s, at the move that makes it', (_name, rivers, moves, at) => {
    expect(refusal([...moves], { rivers: [...rivers] })).toEqual({ code: 'illegal-move', move: at, reason: 'too-many-copies' });
  });
});

describe('tableTurn: your discards so far plus one, at most 18', () => {
  test.each([
    ['an empty table', [], 1],
    ['after your first discard', [tap('1z'), discard('1z')], 2],
    ['your draw does not count', [tap('1z')], 1],
    ['a discard of yours called still counts', [tap('1z'), discard('3m'), call(1, 'chi', '1m2m')], 2],
  ] as const)('%s: turn %i', (_name, moves, turn) => {
    expect(game.tableTurn(replay([...moves]))).toBe(turn);
  });
  test('turn 18 at most: go-rounds until the live wall is used up, and no draw after it', () => {
    // Each go-round: your draw and discard, then the three others' discards; no kind discarded more than four times.
    const moves: TableTap[] = [];
    const kind = (i: number) => `${(i % 9) + 1}${'mpsz'[Math.floor(i / 9) % 3]}`;
    let i = 0;
    for (let round = 0; round < 18; round++) {
      moves.push(tap('1z'), discard(kind(i++)));
      if (round < 17) moves.push(tap(kind(i++)), tap(kind(i++)), tap(kind(i++)));
      const state = replay(moves);
      expect(game.tableTurn(state)).toBe(Math.min(18, round + 2));
    }
    // Your 18th draw was the wall's 69th: the right player draws its 70th, the last, and the player across none.
    moves.push(tap(kind(i++)));
    expect(game.tableTurn(replay(moves))).toBe(18);
    expect(refusal([...moves, tap(kind(i++))])).toEqual({ code: 'illegal-move', move: moves.length, reason: 'wall-empty' });
  });
});
