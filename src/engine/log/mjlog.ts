/**
 * Tenhou's own download format, the mjlog XML (docs/mjlog.md), read into the game-log model
 * (game-log.ts) and written back from it.
 *
 * An mjlog is one root element, `mjloggm`, holding a flat run of empty tags: the rules (GO), the
 * names (UN), then per kyoku its deal (INIT) and its moves, each a tag whose name carries the data
 * (`<T12/>` is seat 0 drawing tile 12). The engine has no DOM, and an XML parser would buy nothing
 * here, so a small scanner reads the tags in one pass, each to its `/>`, and refuses anything an
 * mjlog cannot hold (text between tags, a tag cut short). It never throws: every fault is a LogError
 * naming the kyoku, the move and the tag, so a few megabytes of junk are refused in one linear pass.
 *
 * Tiles are ids 0-135, four per kind (kind = id / 4); with red fives on, copy 0 of each five (16, 52,
 * 88) is the red one. A call is a 16-bit field whose low bits say its kind (decodeMeld below). The
 * reader keeps only what the model holds, and derives the rest as a replay would: a discard is
 * tsumogiri when it is the id its seat just drew, a draw after a kan or a north tile is the dead
 * wall's, a REACH step 1 marks the declaring discard, and an open or added kan's DORA (which Tenhou
 * writes after the replacement draw) is held to the moment it shows, as the JSON reader places it
 * (docs/game-logs.md#kan-indicators); the writer puts it back. What the tags cannot show wrong (a tile
 * discarded that the seat does not hold, a fifth copy) the replay finds (replay.ts, checkLog), which
 * every log read is given before it is returned. The writer assigns ids the other way round,
 * a fresh copy of its kind for each tile that enters play and the held copy for each that leaves a
 * hand, so that reading its XML gives back the log it was given.
 */
import type { Result, Tile } from '../types.ts';
import {
  type GameLog,
  type LogEnd,
  type LogError,
  type LogErrorCode,
  type LogKyoku,
  type LogMove,
  type LogRound,
  type LogSeat,
  type LogWin,
  nameOf,
  MAX_LOG_CHARS,
} from './game-log.ts';
import { checkLog, wallSize } from './replay.ts';

/** How much of the text at fault an error quotes. */
const FOUND_LENGTH = 40;

const ROUNDS: readonly LogRound[] = ['E', 'S', 'W', 'N'];

/** GO type bits (docs/mjlog.md#go). */
const TYPE_NO_RED = 0x02;
const TYPE_SOUTH = 0x08;
const TYPE_THREE_PLAYERS = 0x10;

/** Tenhou's yaku, by the number its AGARI tags use, in the words of its own JSON logs. */
export const MJLOG_YAKU: readonly string[] = [
  '門前清自摸和',
  '立直',
  '一発',
  '槍槓',
  '嶺上開花',
  '海底摸月',
  '河底撈魚',
  '平和',
  '断幺九',
  '一盃口',
  '自風 東',
  '自風 南',
  '自風 西',
  '自風 北',
  '場風 東',
  '場風 南',
  '場風 西',
  '場風 北',
  '役牌 白',
  '役牌 發',
  '役牌 中',
  '両立直',
  '七対子',
  '混全帯幺九',
  '一気通貫',
  '三色同順',
  '三色同刻',
  '三槓子',
  '対々和',
  '三暗刻',
  '小三元',
  '混老頭',
  '二盃口',
  '純全帯幺九',
  '混一色',
  '清一色',
  '人和',
  '天和',
  '地和',
  '大三元',
  '四暗刻',
  '四暗刻単騎',
  '字一色',
  '緑一色',
  '清老頭',
  '九蓮宝燈',
  '純正九蓮宝燈',
  '国士無双',
  '国士無双１３面',
  '大四喜',
  '小四喜',
  '四槓子',
  'ドラ',
  '裏ドラ',
  '赤ドラ',
];

type DrawKind = Extract<LogEnd, { end: 'draw' }>['kind'];

/** RYUUKYOKU types; no type is the wall exhausted. */
const DRAW_TYPES: Readonly<Record<string, DrawKind>> = {
  yao9: 'nine-terminals',
  reach4: 'four-riichi',
  ron3: 'three-ron',
  kan4: 'four-kans',
  kaze4: 'four-winds',
  nm: 'nagashi',
};

// ---------------------------------------------------------------------------------------------------
// Tiles

/** The tile an id names: kind id / 4, red when red fives are on and it is copy 0 of a five. */
export function tileOfId(id: number, red: boolean): Tile {
  return (red ? RED_ON : RED_OFF)[id] ?? { kind: id >> 2, red: false };
}

/** The 136 tiles, with red fives on and off, made once: a Tile is immutable, and a long log names thousands. */
const RED_ON: readonly Tile[] = Array.from({ length: 136 }, (_, id) => ({ kind: id >> 2, red: id === 16 || id === 52 || id === 88 }));
const RED_OFF: readonly Tile[] = Array.from({ length: 136 }, (_, id) => ({ kind: id >> 2, red: false }));

function isFive(kind: number): boolean {
  return kind === 4 || kind === 13 || kind === 22;
}

// ---------------------------------------------------------------------------------------------------
// The meld field of an N tag (docs/mjlog.md#the-meld-field)

/**
 * A call as its 16-bit field says it. `from` is the seat called from, counted from the caller: 1 the
 * seat after (right), 2 across, 3 the seat before (left); 0 for a closed kan and a north tile.
 */
export type MjlogMeld =
  /** A chi: its three ids in rank order and which of them (0-2) was called. */
  | { meld: 'chi'; from: number; ids: [number, number, number]; called: number }
  /** A pon: its three ids ascending, which of them (0-2) was called, and its kind's fourth copy. */
  | { meld: 'pon'; from: number; ids: [number, number, number]; called: number; unused: number }
  /** An added kan: the pon's fields as they were, and the copy added (the pon's fourth). */
  | { meld: 'added-kan'; from: number; ids: [number, number, number]; called: number; added: number }
  /** A kan: the called id when open (`from` 1-3), any of its four ids when closed (`from` 0). */
  | { meld: 'kan'; from: number; id: number }
  /** A north tile set aside (three players). */
  | { meld: 'north'; id: number };

/** The call a meld field holds, or null when it holds none (a bit the layout keeps 0 set, a tile out of range). */
export function decodeMeld(m: number): MjlogMeld | null {
  if (!Number.isInteger(m) || m < 0 || m > 0xffff) return null;
  const from = m & 3;
  if (m & 0x04) {
    // Chi: bits 3-4, 5-6, 7-8 the copies of its three kinds; bit 9 zero; bits 10-15 (start, called).
    const pattern = m >> 10;
    if (m & 0x200 || pattern >= 63 || from === 0) return null;
    const start = ((pattern / 3) | 0) % 7;
    const suit = (pattern / 21) | 0;
    const base = suit * 9 + start;
    const ids: [number, number, number] = [base * 4 + ((m >> 3) & 3), (base + 1) * 4 + ((m >> 5) & 3), (base + 2) * 4 + ((m >> 7) & 3)];
    return { meld: 'chi', from, ids, called: pattern % 3 };
  }
  if (m & 0x18) {
    // Pon (bit 3) or added kan (bit 4), never both: bits 5-6 the copy outside the pon; bits 7-8
    // zero; bits 9-15 (kind, called).
    const pattern = m >> 9;
    if ((m & 0x18) === 0x18 || m & 0x180 || pattern >= 102 || from === 0) return null;
    const kind = (pattern / 3) | 0;
    const unused = (m >> 5) & 3;
    const copies = [0, 1, 2, 3].filter((c) => c !== unused);
    const ids: [number, number, number] = [kind * 4 + copies[0]!, kind * 4 + copies[1]!, kind * 4 + copies[2]!];
    const called = pattern % 3;
    return m & 0x08
      ? { meld: 'pon', from, ids, called, unused: kind * 4 + unused }
      : { meld: 'added-kan', from, ids, called, added: kind * 4 + unused };
  }
  const id = m >> 8;
  if (m & 0x20) {
    // North: bits 8-15 its id; the others zero.
    if (m & 0xdf || id < 120 || id > 123) return null;
    return { meld: 'north', id };
  }
  // Kan: bits 2-7 zero, bits 8-15 an id (the called one when open).
  if (m & 0xfc || id > 135) return null;
  return { meld: 'kan', from, id };
}

/** The field of a call (decodeMeld's inverse). */
export function encodeMeld(meld: MjlogMeld): number {
  switch (meld.meld) {
    case 'chi': {
      const base = meld.ids[0] >> 2;
      const pattern = (((base / 9) | 0) * 7 + (base % 9)) * 3 + meld.called;
      return (pattern << 10) | ((meld.ids[2] & 3) << 7) | ((meld.ids[1] & 3) << 5) | ((meld.ids[0] & 3) << 3) | 0x04 | meld.from;
    }
    case 'pon':
    case 'added-kan': {
      const pattern = (meld.ids[0] >> 2) * 3 + meld.called;
      const fourth = meld.meld === 'pon' ? meld.unused : meld.added;
      return (pattern << 9) | ((fourth & 3) << 5) | (meld.meld === 'pon' ? 0x08 : 0x10) | meld.from;
    }
    case 'kan':
      return (meld.id << 8) | meld.from;
    case 'north':
      return (meld.id << 8) | 0x20;
  }
}

// ---------------------------------------------------------------------------------------------------
// The tag scanner

interface Tag {
  name: string;
  /** Attribute names lower-cased (Tenhou writes `fromWho`, `doraHaiUra`; some tools lower-case them). */
  attrs: ReadonlyMap<string, string>;
  /** `</name>`. */
  closing: boolean;
  /** `<name .../>`. */
  empty: boolean;
  start: number;
  end: number;
}

type Scan = Tag | { fault: number } | null;

/** The attributes of the many tags that have none (draws and discards), shared. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function isNameChar(c: number, first: boolean): boolean {
  return (
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x5f ||
    c === 0x3a ||
    (!first && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e))
  );
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with its character and entity references replaced; an unknown one is kept as written. */
function unescapeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#[0-9]{1,8}|#x[0-9a-fA-F]{1,6}|[a-z]{2,4});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The next tag from `pos`: whitespace, the XML declaration, comments and a doctype are skipped;
 * null at the end of the text; a fault at the place of anything else (text outside a tag, a tag cut
 * short or malformed).
 */
function scanTag(text: string, pos: number): Scan {
  const n = text.length;
  for (;;) {
    while (pos < n && (isSpace(text.charCodeAt(pos)) || (pos === 0 && text.charCodeAt(0) === 0xfeff))) pos++;
    if (pos >= n) return null;
    if (text.charCodeAt(pos) !== 0x3c) return { fault: pos };
    const skipTo = text.startsWith('<?', pos) ? '?>' : text.startsWith('<!--', pos) ? '-->' : text.startsWith('<!', pos) ? '>' : null;
    if (skipTo === null) break;
    const close = text.indexOf(skipTo, pos + 2);
    if (close < 0) return { fault: pos };
    pos = close + skipTo.length;
  }
  const start = pos;
  let i = pos + 1;
  const closing = text.charCodeAt(i) === 0x2f;
  if (closing) i++;
  const nameStart = i;
  if (!isNameChar(text.charCodeAt(i), true)) return { fault: start };
  while (i < n && isNameChar(text.charCodeAt(i), false)) i++;
  const name = text.slice(nameStart, i);
  let attrs: Map<string, string> | null = null;
  for (;;) {
    const spaced = i < n && isSpace(text.charCodeAt(i));
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) return { fault: start };
    const c = text.charCodeAt(i);
    if (c === 0x3e) return { name, attrs: attrs ?? NO_ATTRIBUTES, closing, empty: false, start, end: i + 1 };
    if (c === 0x2f && !closing) {
      if (text.charCodeAt(i + 1) !== 0x3e) return { fault: start };
      return { name, attrs: attrs ?? NO_ATTRIBUTES, closing, empty: true, start, end: i + 2 };
    }
    if (closing || !spaced || !isNameChar(c, true)) return { fault: start };
    const keyStart = i;
    while (i < n && isNameChar(text.charCodeAt(i), false)) i++;
    const key = text.slice(keyStart, i).toLowerCase();
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 0x3d) return { fault: start };
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const quote = text.charCodeAt(i);
    if (quote !== 0x22 && quote !== 0x27) return { fault: start };
    const close = text.indexOf(quote === 0x22 ? '"' : "'", i + 1);
    if (close < 0) return { fault: start };
    attrs ??= new Map();
    attrs.set(key, unescapeXml(text.slice(i + 1, close)));
    i = close + 1;
  }
}

// ---------------------------------------------------------------------------------------------------
// Values

/** A whole number written with digits only, or undefined. */
function wholeNumber(s: string | undefined): number | undefined {
  return s !== undefined && /^[0-9]{1,9}$/.test(s) ? Number(s) : undefined;
}

/** A comma-separated list of whole numbers ('' is the empty list), or undefined when one is not. */
function wholeNumbers(s: string | undefined): number[] | undefined {
  if (s === undefined) return undefined;
  if (s === '') return [];
  const out: number[] = [];
  for (const part of s.split(',')) {
    const v = wholeNumber(part.trim());
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

/** A list of points in hundreds, as INIT's ten and the sc of the ends write them, in points; undefined when one is not a number. */
function hundreds(s: string | undefined): number[] | undefined {
  if (s === undefined) return undefined;
  const out: number[] = [];
  for (const part of s.split(',')) {
    const t = part.trim();
    if (!/^[-+]?[0-9]{1,9}(\.[0-9]{1,6})?$/.test(t)) return undefined;
    out.push(Math.round(Number(t) * 100));
  }
  return out;
}

/** A player's name as UN writes it (percent-encoded UTF-8); the text as written when it does not decode. */
function decodeName(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A name percent-encoded byte by byte, as Tenhou writes them (a lone surrogate becomes U+FFFD). */
function encodeName(name: string): string {
  const encoded = encodeURIComponent(name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  let out = '';
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      out += encoded.slice(i, i + 3);
      i += 2;
    } else out += `%${encoded.charCodeAt(i).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function cut(s: string): string {
  return s.length > FOUND_LENGTH ? `${s.slice(0, FOUND_LENGTH - 1)}…` : s;
}

// ---------------------------------------------------------------------------------------------------
// Reading

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
  if (seat !== undefined && seat >= 0 && seat <= 3) error.seat = seat as LogSeat;
  error.found = cut(typeof tag === 'string' ? tag : r.text.slice(tag.start, Math.min(tag.end, tag.start + FOUND_LENGTH + 1)));
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

/** Closes the kyoku being read: its end, or `none` when the log stops after a discard; cut-short otherwise. */
function finishKyoku(r: Reading): LogError | null {
  const p = r.play;
  if (!p) return null;
  if (p.end === 'win') {
    // Each win fits the last move: a ron on a discard, an added kan (chankan), a closed kan (thirteen
    // orphans) or a north set aside, from that seat; a tsumo, alone, by the seat that just drew.
    const moves = p.kyoku.moves;
    let last: LogMove | undefined;
    for (let i = moves.length - 1; i >= 0 && !last; i--) if (moves[i]!.move !== 'dora') last = moves[i];
    for (const win of p.wins) {
      const fits =
        last !== undefined &&
        last.move !== 'dora' &&
        (win.seat === win.from
          ? last.move === 'draw' && last.seat === win.seat && p.wins.length === 1
          : (last.move === 'discard' || last.move === 'added-kan' || last.move === 'closed-kan' || last.move === 'north') &&
            last.seat === win.from);
      if (!fits) return errorAt(r, `${win.seat} from ${win.from}`, 'out-of-turn', win.seat);
    }
  }
  release(p);
  if (p.end === 'win') p.kyoku.end = { end: 'win', wins: p.wins, deltas: p.deltas };
  else if (p.end === 'draw') p.kyoku.end = { end: 'draw', kind: p.draw, deltas: p.deltas };
  else {
    const moves = p.kyoku.moves;
    let last: LogMove | undefined;
    for (let i = moves.length - 1; i >= 0 && !last; i--) if (moves[i]!.move !== 'dora') last = moves[i];
    const declaring = p.declaring.indexOf(true);
    if (declaring >= 0) return errorAt(r, 'REACH', 'cut-short', declaring);
    if (last && last.move !== 'discard' && last.move !== 'dora') return errorAt(r, last.move, 'cut-short', last.seat);
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
    found: cut(r.text.slice(tag.start, tag.start + FOUND_LENGTH + 1)),
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
      round: ROUNDS[seed[0]! >> 2]!,
      number: (seed[0]! & 3) + 1,
      honba: seed[1]!,
      sticks: seed[2]!,
      dealer: oya as LogSeat,
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
  const seat = who as LogSeat;
  const moves = p.kyoku.moves;
  if (meld.meld === 'north') moves.push({ move: 'north', seat, tile: tileOfId(meld.id, red) });
  else if (meld.meld === 'added-kan') {
    moves.push({ move: 'added-kan', seat, tile: tileOfId(meld.added, red) });
    p.late++;
  } else if (meld.meld === 'kan' && meld.from === 0) {
    const kind = meld.id >> 2;
    moves.push({ move: 'closed-kan', seat, tiles: [0, 1, 2, 3].map((c) => tileOfId(kind * 4 + c, red)) });
    // Its indicator shows at once (its DORA tag comes next), after those the seat's open kans still owe.
    release(p);
    p.late = 0;
  } else {
    // A call of the last discard: from the seat the field names (counted round a table of four, whose
    // fourth place is empty with three players), of the id it names; a chi from the seat before.
    const from = (who + meld.from) % 4;
    const ids = meld.meld === 'kan' ? [0, 1, 2, 3].map((c) => (meld.id & ~3) + c) : meld.ids;
    const called = meld.meld === 'kan' ? meld.id : meld.ids[meld.called]!;
    if (p.lastSeat !== from || p.lastId !== called || (meld.meld === 'chi' && from !== (who + players - 1) % players)) {
      return errorAt(r, tag, 'out-of-turn', who);
    }
    moves.push({
      move: 'call',
      seat,
      call: meld.meld,
      tiles: ids.filter((id) => id !== called).map((id) => tileOfId(id, red)),
      called: tileOfId(called, red),
      from: from as LogSeat,
    });
    p.drawn[who] = -1;
    p.lastSeat = -1;
    if (meld.meld !== 'kan') return null;
    p.late++;
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
    const kind = type === undefined ? 'exhaustive' : Object.hasOwn(DRAW_TYPES, type) ? DRAW_TYPES[type] : undefined;
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
  p.wins.push({ seat: who as LogSeat, from: fromWho as LogSeat, points: ten[1]!, yaku });
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
      // An added kan's replacement draw shows the indicator an open kan before it still owes.
      if (p.replacementFor === seat && moves[moves.length - 1]?.move === 'added-kan') release(p);
      moves.push({ move: 'draw', seat: seat as LogSeat, tile, replacement: p.replacementFor === seat });
      p.replacementFor = -1;
      p.drawn[seat] = id;
      p.lastSeat = -1;
    } else {
      moves.push({ move: 'discard', seat: seat as LogSeat, tile, tsumogiri: p.drawn[seat] === id, riichi: p.declaring[seat]! });
      p.drawn[seat] = -1;
      p.declaring[seat] = false;
      p.lastSeat = seat;
      p.lastId = id;
      // The open and added kans' indicators show after the discard; a DORA tag after it shows where it stands.
      release(p);
      p.late = 0;
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

/** A Tenhou mjlog read into a game log, or why it cannot be. */
export function readMjlog(text: string): Result<GameLog, LogError> {
  if (text.length > MAX_LOG_CHARS) return { ok: false, error: { code: 'too-long', found: `${text.length} characters` } };
  if (text.trim() === '') return { ok: false, error: { code: 'empty' } };
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
  const log: GameLog = { players, names: Array.from({ length: players }, (_, s) => names?.[s] ?? ''), red, title: '', kyoku };
  // The hands, the order of play and the copies of each kind: the one replay both of Tenhou's formats are checked by.
  const fault = checkLog(log);
  if (!fault) return { ok: true, value: log };
  const faulty = fault.kyoku === undefined ? undefined : kyoku[fault.kyoku];
  return fail(faulty ? { ...fault, kyokuName: nameOf(faulty) } : fault);
}

// ---------------------------------------------------------------------------------------------------
// Writing

const SEAT_DRAW = 'TUVW';
const SEAT_DISCARD = 'DEFG';

/** Tenhou's yaku numbers by name, for the writer. */
const YAKU_NUMBER: ReadonlyMap<string, number> = new Map(MJLOG_YAKU.map((name, i) => [name, i]));

/** The ids of one kyoku: a fresh copy of its kind for each tile that enters play, unique while copies last. */
function idAllocator(red: boolean): (tile: Tile) => number {
  const used = new Uint8Array(136);
  return (tile) => {
    const kind = Number.isInteger(tile.kind) && tile.kind >= 0 && tile.kind < 34 ? tile.kind : 0;
    const reserved = red && isFive(kind);
    if (tile.red && isFive(kind)) {
      used[kind * 4] = 1;
      return kind * 4;
    }
    for (let c = reserved ? 1 : 0; c < 4; c++) {
      if (!used[kind * 4 + c]) {
        used[kind * 4 + c] = 1;
        return kind * 4 + c;
      }
    }
    return kind * 4 + (reserved ? 1 : 0); // A fifth copy: the log is not one that could be played.
  };
}

function sameTile(id: number, tile: Tile, red: boolean): boolean {
  const t = tileOfId(id, red);
  return t.kind === tile.kind && t.red === tile.red;
}

/** Takes a copy of `tile` out of a hand (another than `avoid` when it can), or undefined when the hand holds none. */
function takeFrom(hand: number[], tile: Tile, red: boolean, avoid = -1): number | undefined {
  let fallback = -1;
  for (let i = 0; i < hand.length; i++) {
    if (!sameTile(hand[i]!, tile, red)) continue;
    if (hand[i] !== avoid) return hand.splice(i, 1)[0];
    fallback = i;
  }
  return fallback >= 0 ? hand.splice(fallback, 1)[0] : undefined;
}

function sortIds(ids: number[]): number[] {
  return [...ids].sort((x, y) => x - y);
}

/** A number of points in Tenhou's hundreds. */
function inHundreds(points: number): string {
  return String(points / 100);
}

/** One kyoku as mjlog tags. */
function writeKyoku(log: GameLog, k: LogKyoku): string {
  const { players, red } = log;
  const alloc = idAllocator(red);
  const out: string[] = [];
  const hands = [0, 1, 2, 3].map((s) => (k.dealt[s] ?? []).map(alloc));
  const indicators = [alloc(k.indicator)];
  const drawn = [-1, -1, -1, -1];
  const melds: number[][] = [[], [], [], []];
  /** Per seat and kind (seat * 64 + kind), the pon an added kan completes, and its field. */
  const pons = new Map<number, { from: number; ids: [number, number, number]; called: number; field: number }>();
  const scores = [...k.scores];
  const tenOf = () => [...scores.map(inHundreds), ...(players === 3 ? ['0'] : [])].join(',');
  let sticks = k.sticks;
  /** The last tile a ron could take: a discard, an added kan's tile (chankan), a north tile. */
  let offered: { seat: number; id: number } | null = null;
  const take = (seat: number, tile: Tile, avoid = -1) => takeFrom(hands[seat], tile, red, avoid) ?? alloc(tile);
  /**
   * Where Tenhou writes an open or added kan's DORA: right after its replacement draw, though the model
   * shows it later (after the seat's discard): a place kept in `out` for each, filled by the next
   * `dora` move, in order. A place whose moment has passed (the discard, closed kan or added kan it
   * shows at went by with no `dora` move) is left empty.
   */
  const slots: number[] = [];
  let lateKan = false;
  let previous: LogMove['move'] | null = null;
  const ronOn = (seat: number) => k.end.end === 'win' && k.end.wins.some((w) => w.from === seat && w.seat !== seat);

  const seed = `${ROUNDS.indexOf(k.round) * 4 + k.number - 1},${k.honba},${k.sticks},0,0,${indicators[0]}`;
  const hai = [0, 1, 2, 3].map((s) => `hai${s}="${s < players ? hands[s].join(',') : ''}"`).join(' ');
  out.push(`<INIT seed="${seed}" ten="${tenOf()}" oya="${k.dealer}" ${hai}/>`);

  for (const [index, move] of k.moves.entries()) {
    if (move.move === 'dora') {
      const id = alloc(move.indicator);
      indicators.push(id);
      const slot = slots.shift();
      if (slot === undefined) out.push(`<DORA hai="${id}"/>`);
      else out[slot] = `<DORA hai="${id}"/>`;
      continue;
    }
    if (previous === 'discard' || previous === 'closed-kan' || previous === 'added-kan') slots.length = 0;
    previous = move.move;
    const s = move.seat;
    switch (move.move) {
      case 'draw': {
        const id = alloc(move.tile);
        hands[s].push(id);
        drawn[s] = id;
        out.push(`<${SEAT_DRAW[s]}${id}/>`);
        if (lateKan && move.replacement) {
          slots.push(out.length);
          out.push('');
        }
        lateKan = false;
        break;
      }
      case 'discard': {
        const own = drawn[s];
        const hand = hands[s];
        let id: number;
        if (move.tsumogiri && own >= 0 && sameTile(own, move.tile, red) && hand.includes(own)) {
          hand.splice(hand.indexOf(own), 1);
          id = own;
        } else id = take(s, move.tile, own);
        drawn[s] = -1;
        if (move.riichi) out.push(`<REACH who="${s}" step="1"/>`);
        out.push(`<${SEAT_DISCARD[s]}${id}/>`);
        // The stick is placed unless the declaring tile is the one the kyoku ends on with a ron.
        if (move.riichi && !(index === k.moves.length - 1 && ronOn(s))) {
          scores[s] = (scores[s] ?? 0) - 1000;
          sticks++;
          out.push(`<REACH who="${s}" ten="${tenOf()}" step="2"/>`);
        }
        offered = { seat: s, id };
        break;
      }
      case 'call': {
        const called = offered && offered.seat === move.from && sameTile(offered.id, move.called, red) ? offered.id : alloc(move.called);
        const own = move.tiles.map((t) => take(s, t));
        const from = (move.from - s + 4) % 4;
        let field: number;
        if (move.call === 'chi') {
          const ids = [...own, called].sort((x, y) => (x >> 2) - (y >> 2) || x - y) as [number, number, number];
          field = encodeMeld({ meld: 'chi', from, ids, called: ids.indexOf(called) });
        } else if (move.call === 'pon') {
          const ids = sortIds([...own, called]) as [number, number, number];
          const kind = called >> 2;
          const unused = [0, 1, 2, 3].map((c) => kind * 4 + c).find((id) => !ids.includes(id)) ?? kind * 4;
          field = encodeMeld({ meld: 'pon', from, ids, called: ids.indexOf(called), unused });
          pons.set(s * 64 + kind, { from, ids, called: ids.indexOf(called), field });
        } else {
          field = encodeMeld({ meld: 'kan', from, id: called });
          lateKan = true;
        }
        melds[s].push(field);
        drawn[s] = -1;
        offered = null;
        out.push(`<N who="${s}" m="${field}"/>`);
        break;
      }
      case 'closed-kan': {
        const ids = move.tiles.map((t) => take(s, t));
        const field = encodeMeld({ meld: 'kan', from: 0, id: Math.min(...ids) });
        melds[s].push(field);
        out.push(`<N who="${s}" m="${field}"/>`);
        break;
      }
      case 'added-kan': {
        const id = take(s, move.tile);
        const kind = id >> 2;
        const pon = pons.get(s * 64 + kind);
        const field = encodeMeld(
          pon
            ? { meld: 'added-kan', from: pon.from, ids: pon.ids, called: pon.called, added: id }
            : { meld: 'added-kan', from: 1, ids: [kind * 4, kind * 4, kind * 4], called: 0, added: id },
        );
        const at = pon ? melds[s].indexOf(pon.field) : -1;
        if (at >= 0) melds[s][at] = field;
        else melds[s].push(field);
        offered = { seat: s, id };
        out.push(`<N who="${s}" m="${field}"/>`);
        lateKan = true;
        break;
      }
      case 'north': {
        const id = take(s, move.tile);
        offered = { seat: s, id };
        out.push(`<N who="${s}" m="${encodeMeld({ meld: 'north', id })}"/>`);
        break;
      }
    }
  }

  const ba = `${k.honba},${sticks}`;
  const sc = (deltas: readonly number[]) =>
    [0, 1, 2, 3].map((s) => (s < players ? `${inHundreds(scores[s] ?? 0)},${inHundreds(deltas[s] ?? 0)}` : '0,0')).join(',');
  const end = k.end;
  if (end.end === 'draw') {
    const type = Object.keys(DRAW_TYPES).find((t) => DRAW_TYPES[t] === end.kind);
    out.push(`<RYUUKYOKU${type ? ` type="${type}"` : ''} ba="${ba}" sc="${sc(end.deltas)}"/>`);
  } else if (end.end === 'win') {
    const ura = k.ura.map(alloc);
    let left = [...end.deltas];
    for (const [i, win] of end.wins.entries()) {
      // The kyoku's deltas are its wins' summed: each win but the last is written as its points from
      // the seat that dealt in, and the last takes what is left (honba and sticks included).
      let deltas = left;
      if (i < end.wins.length - 1) {
        deltas = new Array<number>(players).fill(0);
        deltas[win.seat] += win.points ?? 0;
        deltas[win.from] -= win.points ?? 0;
        left = left.map((d, s) => d - deltas[s]);
      }
      const ron = win.from !== win.seat;
      const machi = ron
        ? offered && offered.seat === win.from
          ? offered.id
          : undefined
        : drawn[win.seat] >= 0
          ? drawn[win.seat]
          : undefined;
      const hand = sortIds([...hands[win.seat], ...(ron && machi !== undefined ? [machi] : [])]);
      const attrs = [
        `ba="${ba}"`,
        `hai="${hand.join(',')}"`,
        ...(melds[win.seat].length ? [`m="${melds[win.seat].join(',')}"`] : []),
        `machi="${machi ?? hand[hand.length - 1] ?? 0}"`,
        ...yakuAttrs(win),
        `doraHai="${indicators.join(',')}"`,
        ...(i === 0 && ura.length ? [`doraHaiUra="${ura.join(',')}"`] : []),
        `who="${win.seat}"`,
        `fromWho="${win.from}"`,
        `sc="${sc(deltas)}"`,
      ];
      out.push(`<AGARI ${attrs.join(' ')}/>`);
      deltas.forEach((d, s) => (scores[s] = (scores[s] ?? 0) + d));
    }
  }
  return out.join('');
}

/**
 * A win's ten, yaku and yakuman attributes. The fu are not in the model (written 0); a yaku name the
 * table does not hold has no number and is left out.
 */
function yakuAttrs(win: LogWin): string[] {
  const pairs: number[] = [];
  const yakuman: number[] = [];
  for (const name of win.yaku) {
    const limit = /^(.*)\(役満\)$/.exec(name);
    const han = /^(.*)\(([0-9]{1,3})飜\)$/.exec(name);
    const n = YAKU_NUMBER.get(limit?.[1] ?? han?.[1] ?? '');
    if (n === undefined) continue;
    if (limit) yakuman.push(n);
    else if (han) pairs.push(n, Number(han[2]));
  }
  return [
    // The XML always says a win's points: one the model does not know is written 0.
    `ten="0,${win.points ?? 0},${yakuman.length ? 5 : 0}"`,
    ...(pairs.length || !yakuman.length ? [`yaku="${pairs.join(',')}"`] : []),
    ...(yakuman.length ? [`yakuman="${yakuman.join(',')}"`] : []),
  ];
}

/** A game log as a Tenhou mjlog, which readMjlog reads back as the same log (docs/mjlog.md#writing). */
export function writeMjlog(log: GameLog): string {
  const south = log.kyoku.some((k) => k.round !== 'E');
  const type = 0x01 | (log.red ? 0 : TYPE_NO_RED) | (south ? TYPE_SOUTH : 0) | (log.players === 3 ? TYPE_THREE_PLAYERS : 0);
  const seats = [0, 1, 2, 3];
  const names = seats.map((s) => `n${s}="${s < log.players ? encodeName(log.names[s] ?? '') : ''}"`).join(' ');
  // dan, rate and sx are not in the model; other readers expect them, so they are written neutral.
  const un = `<UN ${names} dan="0,0,0,0" rate="1500.00,1500.00,1500.00,1500.00" sx="C,C,C,C"/>`;
  return [
    `<mjloggm ver="2.3">`,
    `<GO type="${type}" lobby="0"/>`,
    un,
    `<TAIKYOKU oya="0"/>`,
    ...log.kyoku.map((k) => writeKyoku(log, k)),
    `</mjloggm>`,
  ].join('');
}
