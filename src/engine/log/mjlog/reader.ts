/**
 * The mjlog read into the game-log model (game-log.ts): the tags (scanner.ts) in one pass, each read as
 * it comes, and a kyoku closed at the next INIT or at the end.
 *
 * The reader keeps only what the model holds, and derives the rest as a replay would: a discard is
 * tsumogiri when it is the id its seat just drew, a draw after a kan or a north tile is the dead wall's,
 * a REACH step 1 marks the declaring discard, and an open or added kan's DORA (which Tenhou writes after
 * the replacement draw) is held to the moment it shows, as the JSON reader places it
 * (docs/game-logs.md#kan-indicators). It never throws: every fault is a LogError naming the kyoku, the
 * move and the tag. What the tags cannot show wrong (a tile discarded that the seat does not hold, a
 * fifth copy) the replay finds (replay.ts, checkLog), which every log read is given before it is
 * returned.
 */
import type { Result, Tile } from '../../types.ts';
import {
  type GameLog,
  type LogError,
  type LogErrorCode,
  type LogKyoku,
  type KyokuMove,
  type KyokuSeat,
  type LogWin,
  nameOf,
} from '../game-log.ts';
import { wallSize } from '../../game/kyoku.ts';
import { checkedLog } from '../shared/checked.ts';
import { DRAW_OF_TYPE, type DrawKind } from '../shared/draw-kinds.ts';
import { FOUND_LENGTH, quoted, textFault } from '../shared/errors.ts';
import { indicatorMoment } from '../shared/kan-indicators.ts';
import { kyokuOfIndex } from '../shared/kyoku-index.ts';
import { misfitWin } from '../shared/win-fits.ts';
import { MJLOG_YAKU, TYPE_NO_RED, TYPE_THREE_PLAYERS } from './format.ts';
import { decodeMeld } from './meld.ts';
import { scanTag, type Tag } from './scanner.ts';
import { tileOfId } from './tiles.ts';
import { decodeName, hundreds, wholeNumber, wholeNumbers } from './values.ts';

/** One kyoku being read: the model's kyoku and what the replay needs to derive its moves' flags. */
interface Play {
  kyoku: LogKyoku;
  /** The end read so far: null until an AGARI or RYUUKYOKU. */
  end: 'win' | 'draw' | null;
  wins: LogWin[];
  deltas: number[];
  draw: DrawKind;
  /** Per seat, the id it just drew (-1 once it has discarded or called). */
  drawn: number[];
  /** The discard a call may take (its seat and id), until the next draw or call; -1 when none. */
  lastSeat: number;
  lastId: number;
  /** Per seat, a REACH step 1 waiting for its discard. */
  declaring: boolean[];
  /** The seat whose next draw is the dead wall's (after a kan or a north tile), or -1. */
  replacementFor: number;
  /** The draws the live wall still holds (a replacement draw shortens it too), as the replay counts them. */
  wall: number;
  /** Open and added kans whose DORA tag is still to come: Tenhou writes it after the replacement draw. */
  late: number;
  /** Their indicators read, held until they show (docs/game-logs.md#kan-indicators). */
  held: Tile[];
}

/** A log being read. */
interface Reading {
  text: string;
  players: 3 | 4;
  red: boolean;
  names: string[] | null;
  kyoku: LogKyoku[];
  play: Play | null;
}

/** An error at a tag: the kyoku (its place and its name) and the move being read, the tag as written. */
function errorAt(r: Reading, tag: Tag | string, code: LogErrorCode, seat?: number): LogError {
  const error: LogError = { code };
  if (r.play) {
    error.kyoku = r.kyoku.length;
    error.kyokuName = nameOf(r.play.kyoku);
    error.move = r.play.kyoku.moves.length + 1;
  }
  if (seat !== undefined && seat >= 0 && seat <= 3) error.seat = seat as KyokuSeat;
  error.found = quoted(typeof tag === 'string' ? tag : r.text.slice(tag.start, Math.min(tag.end, tag.start + FOUND_LENGTH + 1)), 'within');
  return error;
}

/** A seat attribute: a whole number 0-3 (bad-shape otherwise), one of the game's seats (out-of-turn otherwise). */
function seatAttr(r: Reading, tag: Tag, key: string): number | LogError {
  const seat = wholeNumber(tag.attrs.get(key));
  if (seat === undefined || seat > 3) return errorAt(r, tag, 'bad-shape');
  if (seat >= r.players) return errorAt(r, tag, 'out-of-turn', seat);
  return seat;
}

/**
 * Shows the held indicators of open and added kans: after the seat's next discard, at its next closed
 * kan, at its next added kan's replacement draw, or at the kyoku's end (a robbed kan, a rinshan win).
 */
function release(p: Play): void {
  for (const indicator of p.held) p.kyoku.moves.push({ move: 'dora', indicator });
  p.held = [];
}

/** Adds a move to the kyoku, and shows or owes the kans' indicators as it asks (shared/kan-indicators.ts). */
function play(p: Play, move: Exclude<KyokuMove, { move: 'dora' }>): void {
  const moves = p.kyoku.moves;
  const moment = indicatorMoment(move, moves[moves.length - 1]?.move);
  if (moment === 'shows-earlier-owed') release(p);
  moves.push(move);
  if (moment === 'owes') p.late++;
  else if (moment === 'shows-owed' || moment === 'shows-owed-and-own') {
    // The indicators held show; a DORA tag after the move shows where it stands (a closed kan's own comes next).
    release(p);
    p.late = 0;
  }
}

/** Closes the kyoku being read: its end, or `none` when the log stops after a discard; cut-short otherwise. */
function finishKyoku(r: Reading): LogError | null {
  const p = r.play;
  if (!p) return null;
  // The last move played, the indicators turned after it aside.
  const moves = p.kyoku.moves;
  let last: Exclude<KyokuMove, { move: 'dora' }> | undefined;
  for (let i = moves.length - 1; i >= 0 && !last; i--) {
    const move = moves[i]!;
    if (move.move !== 'dora') last = move;
  }
  if (p.end === 'win') {
    const misfit = misfitWin(p.wins, last?.move, last?.seat);
    if (misfit) return errorAt(r, misfit.found, 'out-of-turn', misfit.seat);
  }
  release(p);
  if (p.end === 'win') p.kyoku.end = { end: 'win', wins: p.wins, deltas: p.deltas };
  else if (p.end === 'draw') p.kyoku.end = { end: 'draw', kind: p.draw, deltas: p.deltas };
  else {
    const declaring = p.declaring.indexOf(true);
    if (declaring >= 0) return errorAt(r, 'REACH', 'cut-short', declaring);
    if (last && last.move !== 'discard') return errorAt(r, last.move, 'cut-short', last.seat);
  }
  r.kyoku.push(p.kyoku);
  r.play = null;
  return null;
}

/** An INIT: the kyoku's deal. */
function readInit(r: Reading, tag: Tag): LogError | null {
  const closed = finishKyoku(r);
  if (closed) return closed;
  const a = tag.attrs;
  const players = r.players;
  const seed = wholeNumbers(a.get('seed'));
  const ten = hundreds(a.get('ten'));
  const oya = wholeNumber(a.get('oya'));
  const fault = (code: LogErrorCode): LogError => ({
    code,
    kyoku: r.kyoku.length,
    found: quoted(r.text.slice(tag.start, tag.start + FOUND_LENGTH + 1), 'within'),
  });
  if (!seed || seed.length < 6 || seed[0]! > 15 || !ten || ten.length < players || oya === undefined || oya >= players)
    return fault('bad-shape');
  const dealt: Tile[][] = [];
  for (let s = 0; s < players; s++) {
    const hai = wholeNumbers(a.get(`hai${s}`));
    if (!hai || hai.length !== 13) return fault('bad-shape');
    if (hai.some((id) => id > 135)) return fault('bad-tile');
    dealt.push(hai.map((id) => tileOfId(id, r.red)));
  }
  if (seed[5]! > 135) return fault('bad-tile');
  r.play = {
    kyoku: {
      ...kyokuOfIndex(seed[0]!),
      honba: seed[1]!,
      sticks: seed[2]!,
      dealer: oya as KyokuSeat,
      scores: ten.slice(0, players),
      indicator: tileOfId(seed[5]!, r.red),
      ura: [],
      dealt,
      moves: [],
      end: { end: 'none' },
    },
    end: null,
    wins: [],
    deltas: new Array<number>(players).fill(0),
    draw: 'exhaustive',
    drawn: [-1, -1, -1, -1],
    lastSeat: -1,
    lastId: -1,
    declaring: [false, false, false, false],
    replacementFor: -1,
    wall: wallSize(players),
    late: 0,
    held: [],
  };
  return null;
}

/**
 * The id of a draw (`<T12/>`, U V W for seats 1-3) or a discard (D E F G), when the tag is one (its
 * letter tells which); -1 otherwise.
 */
function drawOrDiscardId(name: string): number {
  const c = name.charCodeAt(0);
  if (!((c >= 0x54 && c <= 0x57) || (c >= 0x44 && c <= 0x47)) || name.length < 2 || name.length > 10) return -1;
  let id = 0;
  for (let i = 1; i < name.length; i++) {
    const d = name.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    id = id * 10 + d;
  }
  return id;
}

/** An N tag: a call of the last discard, a kan or a north tile on the seat's turn. */
function readCall(r: Reading, p: Play, tag: Tag, afterEnd: boolean): LogError | null {
  const who = seatAttr(r, tag, 'who');
  if (typeof who !== 'number') return who;
  const m = wholeNumber(tag.attrs.get('m'));
  const meld = m === undefined ? null : decodeMeld(m);
  if (!meld || (meld.meld === 'north' && r.players === 4)) return errorAt(r, tag, 'bad-call', who);
  if (afterEnd) return errorAt(r, tag, 'out-of-turn', who);
  const { red, players } = r;
  const seat = who as KyokuSeat;
  if (meld.meld === 'north') play(p, { move: 'north', seat, tile: tileOfId(meld.id, red) });
  else if (meld.meld === 'added-kan') play(p, { move: 'added-kan', seat, tile: tileOfId(meld.added, red) });
  else if (meld.meld === 'kan' && meld.from === 0) {
    const kind = meld.id >> 2;
    play(p, { move: 'closed-kan', seat, tiles: [0, 1, 2, 3].map((c) => tileOfId(kind * 4 + c, red)) });
  } else {
    // A call of the last discard: from the seat the field names (counted round a table of four, whose
    // fourth place is empty with three players), of the id it names; a chi from the seat before.
    const from = (who + meld.from) % 4;
    const ids = meld.meld === 'kan' ? [0, 1, 2, 3].map((c) => (meld.id & ~3) + c) : meld.ids;
    const called = meld.meld === 'kan' ? meld.id : meld.ids[meld.called]!;
    if (p.lastSeat !== from || p.lastId !== called || (meld.meld === 'chi' && from !== (who + players - 1) % players)) {
      return errorAt(r, tag, 'out-of-turn', who);
    }
    play(p, {
      move: 'call',
      seat,
      call: meld.meld,
      tiles: ids.filter((id) => id !== called).map((id) => tileOfId(id, red)),
      called: tileOfId(called, red),
      from: from as KyokuSeat,
    });
    p.drawn[who] = -1;
    p.lastSeat = -1;
    if (meld.meld !== 'kan') return null;
  }
  p.replacementFor = who;
  return null;
}

/** An AGARI or a RYUUKYOKU: how the kyoku ends (a double ron is two AGARI). */
function readEnd(r: Reading, p: Play, tag: Tag, afterEnd: boolean): LogError | null {
  const { players, red } = r;
  const a = tag.attrs;
  // The deltas are sc's every other value (score, delta, score, delta...), in hundreds.
  const sc = a.has('sc') ? hundreds(a.get('sc')) : new Array<number>(2 * players).fill(0);
  if (!sc || sc.length < 2 * players) return errorAt(r, tag, 'bad-shape');
  const deltas = Array.from({ length: players }, (_, s) => sc[2 * s + 1]!);

  if (tag.name === 'RYUUKYOKU') {
    const type = a.get('type');
    const kind = type === undefined ? 'exhaustive' : Object.hasOwn(DRAW_OF_TYPE, type) ? DRAW_OF_TYPE[type] : undefined;
    if (!kind) return errorAt(r, tag, 'bad-shape');
    if (afterEnd) return errorAt(r, tag, 'out-of-turn');
    p.end = 'draw';
    p.draw = kind;
    p.deltas = deltas;
    return null;
  }

  const who = seatAttr(r, tag, 'who');
  if (typeof who !== 'number') return who;
  const fromWho = seatAttr(r, tag, 'fromwho');
  if (typeof fromWho !== 'number') return fromWho;
  const ten = wholeNumbers(a.get('ten'));
  const pairs = wholeNumbers(a.get('yaku') ?? '');
  const yakuman = wholeNumbers(a.get('yakuman') ?? '');
  const ura = wholeNumbers(a.get('dorahaiura') ?? '');
  if (!ten || ten.length < 2 || !pairs || pairs.length % 2 || !yakuman || !ura) return errorAt(r, tag, 'bad-shape', who);
  if (yakuman.some((y) => y >= MJLOG_YAKU.length) || pairs.some((y, i) => i % 2 === 0 && y >= MJLOG_YAKU.length))
    return errorAt(r, tag, 'bad-shape', who);
  if (ura.some((id) => id > 135)) return errorAt(r, tag, 'bad-tile', who);
  if (afterEnd) return errorAt(r, tag, 'out-of-turn', who);
  const yaku: string[] = [];
  // Named as Tenhou's JSON names them, with their han; a dora of none (an ura-dora that did not hit) left out as it does.
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i + 1]! > 0) yaku.push(`${MJLOG_YAKU[pairs[i]!]}(${pairs[i + 1]}飜)`);
  for (const y of yakuman) yaku.push(`${MJLOG_YAKU[y]}(役満)`);
  p.wins.push({ seat: who as KyokuSeat, from: fromWho as KyokuSeat, points: ten[1]!, yaku });
  if (ura.length && !p.kyoku.ura.length) p.kyoku.ura = ura.map((id) => tileOfId(id, red));
  p.deltas = p.end === 'win' ? p.deltas.map((d, s) => d + deltas[s]!) : deltas;
  p.end = 'win';
  return null;
}

/** One tag inside the root. */
function readTag(r: Reading, tag: Tag): LogError | null {
  const { name, attrs } = tag;
  switch (name) {
    case 'GO': {
      const type = wholeNumber(attrs.get('type'));
      if (type === undefined || r.play || r.kyoku.length) return errorAt(r, tag, 'bad-shape');
      r.players = type & TYPE_THREE_PLAYERS ? 3 : 4;
      r.red = !(type & TYPE_NO_RED);
      return null;
    }
    case 'UN':
      // The first UN names every seat; a later one is a player coming back.
      if (r.names === null && ['n0', 'n1', 'n2', 'n3'].some((k) => attrs.has(k)))
        r.names = ['n0', 'n1', 'n2', 'n3'].map((k) => decodeName(attrs.get(k) ?? ''));
      return null;
    case 'INIT':
      return readInit(r, tag);
  }
  const id = drawOrDiscardId(name);
  if (id < 0 && name !== 'N' && name !== 'REACH' && name !== 'DORA' && name !== 'AGARI' && name !== 'RYUUKYOKU') return null; // SHUFFLE, TAIKYOKU, BYE, anything newer
  const isDraw = name.charCodeAt(0) >= 0x54;
  const seat = id < 0 ? undefined : name.charCodeAt(0) - (isDraw ? 0x54 : 0x44);
  const p = r.play;
  if (!p) return errorAt(r, tag, 'out-of-turn', seat);
  const afterEnd = p.end !== null && !(name === 'AGARI' && p.end === 'win');
  const moves = p.kyoku.moves;

  if (seat !== undefined) {
    if (id > 135) return errorAt(r, tag, 'bad-tile', seat);
    if (seat >= r.players || afterEnd || (isDraw && p.wall === 0)) return errorAt(r, tag, 'out-of-turn', seat);
    const tile = tileOfId(id, r.red);
    if (isDraw) {
      p.wall--;
      play(p, { move: 'draw', seat: seat as KyokuSeat, tile, replacement: p.replacementFor === seat });
      p.replacementFor = -1;
      p.drawn[seat] = id;
      p.lastSeat = -1;
    } else {
      play(p, { move: 'discard', seat: seat as KyokuSeat, tile, tsumogiri: p.drawn[seat] === id, riichi: p.declaring[seat]! });
      p.drawn[seat] = -1;
      p.declaring[seat] = false;
      p.lastSeat = seat;
      p.lastId = id;
    }
    return null;
  }
  switch (name) {
    case 'N':
      return readCall(r, p, tag, afterEnd);
    case 'REACH': {
      const who = seatAttr(r, tag, 'who');
      if (typeof who !== 'number') return who;
      const step = attrs.get('step');
      if (step !== '1' && step !== '2') return errorAt(r, tag, 'bad-shape', who);
      if (afterEnd) return errorAt(r, tag, 'out-of-turn', who);
      if (step === '1') p.declaring[who] = true;
      return null;
    }
    case 'DORA': {
      const id = wholeNumber(attrs.get('hai'));
      if (id === undefined) return errorAt(r, tag, 'bad-shape');
      if (id > 135) return errorAt(r, tag, 'bad-tile');
      if (afterEnd) return errorAt(r, tag, 'out-of-turn');
      const indicator = tileOfId(id, r.red);
      // An open or added kan's, written after its replacement draw, is held until the seat's discard.
      if (p.late > 0) {
        p.late--;
        p.held.push(indicator);
      } else moves.push({ move: 'dora', indicator });
      return null;
    }
    default:
      return readEnd(r, p, tag, afterEnd);
  }
}

/** A Tenhou mjlog read into a game log and checked by the replay, or why it cannot be. */
export function readMjlog(text: string): Result<GameLog, LogError> {
  const read = readMjlogUnchecked(text);
  return read.ok ? checkedLog(read.value) : read;
}

/** A Tenhou mjlog read into a game log, not yet checked by the replay (readGameLog checks it, as it does a JSON log). */
export function readMjlogUnchecked(text: string): Result<GameLog, LogError> {
  const refused = textFault(text);
  if (refused) return { ok: false, error: refused };
  const r: Reading = { text, players: 4, red: true, names: null, kyoku: [], play: null };
  const fail = (error: LogError): Result<GameLog, LogError> => ({ ok: false, error });
  let rootOpen = false;
  let rootClosed = false;
  for (let pos = 0; ;) {
    const tag = scanTag(text, pos);
    if (tag === null) break;
    if ('fault' in tag) return fail(errorAt(r, text.slice(tag.fault, tag.fault + FOUND_LENGTH + 1), 'bad-xml'));
    pos = tag.end;
    if (rootClosed || (!rootOpen && (tag.name !== 'mjloggm' || tag.closing))) return fail(errorAt(r, tag, 'bad-xml'));
    if (!rootOpen) {
      rootOpen = true;
      rootClosed = tag.empty;
    } else if (tag.closing) {
      // The root's end; another closing tag has nothing to close in a flat log and is passed over.
      rootClosed = tag.name === 'mjloggm';
    } else {
      const error = readTag(r, tag);
      if (error) return fail(error);
    }
  }
  if (!rootOpen) return fail(errorAt(r, text.trimStart().slice(0, FOUND_LENGTH + 1), 'bad-xml'));
  const error = finishKyoku(r);
  if (error) return fail(error);
  if (r.kyoku.length === 0) return fail(errorAt(r, text.trimStart().slice(0, FOUND_LENGTH + 1), 'bad-shape'));
  const { players, red, names, kyoku } = r;
  return { ok: true, value: { players, names: Array.from({ length: players }, (_, s) => names?.[s] ?? ''), red, title: '', kyoku } };
}
