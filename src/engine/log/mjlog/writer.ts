/**
 * A game log written as an mjlog (docs/mjlog.md#writing), which the reader reads back as the same log.
 *
 * The writer assigns ids the other way round from the reader: a fresh copy of its kind for each tile that
 * enters play and the held copy for each that leaves a hand, so that reading its XML gives back the log it
 * was given. An open or added kan's DORA goes back where Tenhou writes it, right after the replacement
 * draw, though the model shows it later.
 */
import { WINDS } from '../../core/tiles.ts';
import type { Tile } from '../../types.ts';
import type { GameLog, LogKyoku, KyokuMove, LogWin } from '../game-log.ts';
import { DRAW_NAMES } from '../shared/draw-kinds.ts';
import { MJLOG_YAKU, TYPE_NO_RED, TYPE_SOUTH, TYPE_THREE_PLAYERS } from './format.ts';
import { encodeMeld } from './meld.ts';
import { isFive, tileOfId } from './tiles.ts';
import { encodeName } from './values.ts';

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
  let previous: KyokuMove['move'] | null = null;
  const ronOn = (seat: number) => k.end.end === 'win' && k.end.wins.some((w) => w.from === seat && w.seat !== seat);

  const seed = `${WINDS.indexOf(k.round) * 4 + k.number - 1},${k.honba},${k.sticks},0,0,${indicators[0]}`;
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
    const type = DRAW_NAMES[end.kind].xml;
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
