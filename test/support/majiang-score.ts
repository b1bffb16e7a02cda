/**
 * @kobalab/majiang-core's scorer (Util.hule) behind the scorer's own contract, for the cross-check
 * (test/engine/scoring/score-majiang.test.ts): an mpsz hand, a WinCase (a Situation with the table's dora and players) and ScoreRules in; the same
 * figures as a Score out (han, fu, yakuman multiple, limit, points, payments, total, the yaku).
 *
 * Nothing of the engine is used but its types: the hand text is read here with a small reader of its own.
 * majiang-core's notation (lib/shoupai.js): concealed tiles by suit ('m123p406z11', 0 = red five), then
 * the melds after commas, with the direction of the player called from (+ next, = across, - before):
 * pon 'm555=', chi 'm4-56', open kan 'm5555=', closed kan 'm5555'. A tsumo is a 14-tile hand whose last
 * concealed tile is the drawn one (Shoupai.fromString makes it _zimo); a ron is a 13-tile hand plus the
 * tile with a direction ('m5+').
 */
import { createRequire } from 'node:module';
import type { ScoreRules, Situation, Wind } from '../../src/engine/index.ts';

// majiang-core is CommonJS without type declarations: require it and type what is used.
interface MajiangHupai {
  name: string;
  /** Han, or '*' per yakuman ('**' = a double yakuman). */
  fanshu: number | string;
}
interface MajiangHule {
  hupai?: MajiangHupai[];
  fu?: number;
  fanshu?: number;
  damanguan?: number;
  defen: number;
  fenpei?: number[];
}
interface MajiangApi {
  rule(param: Record<string, unknown>): Record<string, unknown>;
  Shoupai: { fromString(text: string): object };
  Util: {
    hule(shoupai: object, rongpai: string | null, param: object): MajiangHule | undefined;
    hule_param(param: Record<string, unknown>): object;
  };
}
const Majiang = createRequire(import.meta.url)('@kobalab/majiang-core') as MajiangApi;

/** The scorer's defaults, Tenhou's: written out here, so a change of them shows in this cross-check. */
export const DEFAULT_RULES: ScoreRules = {
  kuitan: true,
  combinedYakuman: true,
  doubleYakuman: false,
  kazoeYakuman: true,
  kiriageMangan: false,
  doubleWindFu: 4,
};

/**
 * A win as the cross-check deals it: the engine's Situation with what the table shows beside it (the
 * dora indicators, the players), which score() reads from the position's table.
 */
export type WinCase = Situation & { dora?: readonly number[]; players?: 3 | 4 };

/** Who pays what, as figures: a ron's `ron`; a tsumo's `nonDealer` and, on a non-dealer's tsumo, `dealer`. */
export interface PaymentFigures {
  ron?: number;
  dealer?: number;
  nonDealer?: number;
}

/** What the cross-check compares: a Score's figures, or no yaku. */
export type Outcome =
  | {
      kind: 'win';
      han: number | null;
      fu: number | null;
      yakuman: number;
      limit: string | null;
      points: number;
      payments: PaymentFigures;
      total: number;
      /** Sorted 'ja han' entries ('ja *2' for a double yakuman), dora marked: a multiset. */
      yaku: string[];
    }
  | { kind: 'no-yaku' };

/** One yaku entry as a comparable string: its name, han or yakuman multiple, and whether it is a dora count. */
export function yakuKey(ja: string, han: number | null, yakuman: number | undefined, dora: boolean): string {
  return `${ja} ${han === null ? `*${yakuman}` : han}${dora ? ' (dora)' : ''}`;
}

/** majiang-core's names where ours differ: its 翻牌 are our 役牌. */
const NAME: Record<string, string> = { '翻牌 白': '役牌 白', '翻牌 發': '役牌 發', '翻牌 中': '役牌 中' };
const DORA_NAMES = new Set(['ドラ', '赤ドラ', '裏ドラ']);
const WIND_INDEX: Record<Wind, number> = { E: 0, S: 1, W: 2, N: 3 };

interface Tile {
  kind: number;
  red: boolean;
}
interface ReadMeld {
  closed: boolean;
  tiles: Tile[];
}

/** Reads mpsz text: concealed tiles and bracketed melds ('(555p)', '[1111z]'), red fives as 0. */
export function readHand(text: string): { concealed: Tile[]; melds: ReadMeld[] } {
  const tilesOf = (part: string): Tile[] => {
    const out: Tile[] = [];
    for (const [, digits, suit] of part.matchAll(/(\d+)([mpsz])/g)) {
      const s = 'mpsz'.indexOf(suit);
      for (const d of digits) out.push({ kind: s * 9 + (d === '0' ? 4 : Number(d) - 1), red: d === '0' });
    }
    return out;
  };
  const melds: ReadMeld[] = [];
  for (const [, open, closed] of text.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)) {
    melds.push({ closed: closed !== undefined, tiles: tilesOf(open ?? closed) });
  }
  return { concealed: tilesOf(text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')), melds };
}

const code = (t: Tile) => 'mpsz'[t.kind < 27 ? (t.kind / 9) | 0 : 3] + (t.red ? '0' : t.kind < 27 ? (t.kind % 9) + 1 : t.kind - 26);

/** Concealed tiles in majiang-core's notation: 'm123p406z11'. */
function bingpai(tiles: readonly Tile[]): string {
  let out = '';
  for (const suit of 'mpsz') {
    const digits = tiles
      .map(code)
      .filter((c) => c[0] === suit)
      .map((c) => c[1])
      .sort();
    if (digits.length) out += suit + digits.join('');
  }
  return out;
}

/** A meld in majiang-core's notation: chi 'm4-56' (from the player before), pon and open kan from across, closed kan bare. */
function fulou(m: ReadMeld): string {
  const suit = code(m.tiles[0])[0];
  const digits = m.tiles.map((t) => code(t)[1]);
  if (m.closed) return suit + digits.join('');
  const run = m.tiles[0].kind !== m.tiles[1].kind;
  if (run) return suit + digits[0] + '-' + digits.slice(1).join('');
  return suit + digits.join('') + '=';
}

/** majiang-core's rule object for ScoreRules; responsibility payments (パオ) are not modelled here. */
export function majiangRule(rules: ScoreRules): Record<string, unknown> {
  return Majiang.rule({
    クイタンあり: rules.kuitan,
    役満の複合あり: rules.combinedYakuman,
    ダブル役満あり: rules.doubleYakuman,
    数え役満あり: rules.kazoeYakuman,
    切り上げ満貫あり: rules.kiriageMangan,
    連風牌は2符: rules.doubleWindFu === 2,
    役満パオあり: false,
  });
}

/** The limit a majiang-core result reaches, told from its han, fu and yakuman as the scoring table does. */
function limitOf(han: number, fu: number, yakuman: number, rules: ScoreRules): string | null {
  if (yakuman > 0) return '役満';
  if (han >= 13 && rules.kazoeYakuman) return '数え役満';
  if (han >= 11) return '三倍満';
  if (han >= 8) return '倍満';
  if (han >= 6) return '跳満';
  const base = fu * 2 ** (han + 2);
  return base >= 2000 || (rules.kiriageMangan && base === 1920) ? '満貫' : null;
}

/** The raw majiang-core result, for failure messages. */
export function majiangHule(text: string, situation: WinCase, rules: ScoreRules): MajiangHule | undefined {
  const { concealed, melds } = readHand(text);
  // The winning tile: the red copy when the situation says so (or when it is the only five there is).
  const same = concealed.filter((t) => t.kind === situation.win);
  const winTile = same.find((t) => t.red === !!situation.winRed) ?? same[0];
  if (!winTile) throw new Error(`winning tile ${situation.win} not in ${text}`);
  const rest = concealed.filter((t) => t !== winTile);
  const shown = melds.map(fulou);
  const tsumo = situation.by === 'tsumo';
  // Tsumo: the drawn tile last of the 14, where fromString takes it as _zimo. Ron: 13 tiles and the tile.
  const shoupai = Majiang.Shoupai.fromString([bingpai(rest) + (tsumo ? code(winTile) : ''), ...shown].join(','));
  const rongpai = tsumo ? null : code(winTile) + '+';
  const seat = WIND_INDEX[situation.seat ?? 'S'];
  const indicator = (k: number) => code({ kind: k, red: false });
  const param = Majiang.Util.hule_param({
    rule: majiangRule(rules),
    zhuangfeng: WIND_INDEX[situation.round ?? 'E'],
    menfeng: seat,
    lizhi: { none: 0, riichi: 1, double: 2 }[situation.riichi ?? 'none'],
    yifa: !!situation.ippatsu,
    haidi: situation.last ? (tsumo ? 1 : 2) : 0,
    lingshang: !!situation.rinshan,
    qianggang: !!situation.chankan,
    tianhu: situation.firstDraw ? (seat === 0 ? 1 : 2) : 0,
    baopai: (situation.dora ?? []).map(indicator),
    // majiang-core counts ura-dora whenever given; the scorer takes them with riichi only (and rejects them without).
    fubaopai: situation.ura && situation.riichi && situation.riichi !== 'none' ? situation.ura.map(indicator) : null,
    changbang: situation.honba ?? 0,
    lizhibang: situation.sticks ?? 0,
  });
  return Majiang.Util.hule(shoupai, rongpai, param);
}

/** majiang-core's score of the hand, as an Outcome. Throws when majiang-core finds the hand not complete. */
export function majiangScore(text: string, situation: WinCase, rules: ScoreRules): Outcome {
  // The one documented difference: with combinedYakuman off majiang-core counts every yakuman hand as one
  // yakuman; the scorer counts the largest single one (a double stays double with doubleYakuman on). So
  // majiang-core is asked with its yakuman combined, which also makes it pick, among the readings of the
  // hand, the one holding the most yakuman (with them all valued alike it keeps whichever reading comes
  // last, which may list fewer); the multiple is then the largest entry of its own list, and the payments
  // (all multiples of 100 for a yakuman) are scaled from the sum to that.
  const combined = rules.combinedYakuman;
  const r = majiangHule(text, situation, { ...rules, combinedYakuman: true });
  if (!r) throw new Error(`majiang-core finds no complete shape in ${text}`);
  if (!r.hupai || r.hupai.length === 0 || r.defen === 0) return { kind: 'no-yaku' };

  const seat = WIND_INDEX[situation.seat ?? 'S'];
  const honba = situation.honba ?? 0;
  const fenpei = r.fenpei!;
  const payers = [0, 1, 2, 3].filter((i) => i !== seat && fenpei[i] < 0);
  let payments: PaymentFigures;
  if (situation.by === 'ron') payments = { ron: -fenpei[payers[0]] };
  else if (seat === 0) payments = { nonDealer: -fenpei[payers[0]] };
  else payments = { dealer: -fenpei[0], nonDealer: -fenpei[payers.find((i) => i !== 0)!] };
  let points = r.defen;

  const isYakuman = r.damanguan !== undefined;
  let yakuman = r.damanguan ?? 0;
  if (isYakuman && !combined) {
    const sum = yakuman;
    yakuman = Math.max(...r.hupai.map((h) => String(h.fanshu).length));
    const scale = (paid: number | undefined, perStick: number) =>
      paid === undefined ? undefined : ((paid - perStick * honba) / sum) * yakuman + perStick * honba;
    points = (points / sum) * yakuman;
    payments =
      situation.by === 'ron'
        ? { ron: scale(payments.ron, 300) }
        : { dealer: scale(payments.dealer, 100), nonDealer: scale(payments.nonDealer, 100) };
    if (payments.dealer === undefined) delete payments.dealer;
  }
  const paid = situation.by === 'ron' ? payments.ron! : seat === 0 ? 3 * payments.nonDealer! : payments.dealer! + 2 * payments.nonDealer!;
  const total = paid + 1000 * (situation.sticks ?? 0);
  if ((combined || !isYakuman) && total !== fenpei[seat]) {
    throw new Error(`payments read wrong from majiang-core's fenpei ${fenpei.join(',')} for ${text}`);
  }

  const yaku = r.hupai
    .map((h) => {
      const ja = NAME[h.name] ?? h.name;
      return typeof h.fanshu === 'number'
        ? yakuKey(ja, h.fanshu, undefined, DORA_NAMES.has(ja))
        : yakuKey(ja, null, h.fanshu.length, false);
    })
    .sort();
  const han = isYakuman ? null : r.fanshu!;
  const fu = isYakuman ? null : r.fu!;
  return {
    kind: 'win',
    han,
    fu,
    yakuman,
    limit: limitOf(han ?? 0, fu ?? 0, yakuman, rules),
    points,
    payments,
    total,
    yaku,
  };
}
