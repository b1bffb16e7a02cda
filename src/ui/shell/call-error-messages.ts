/**
 * Why there is no call table (the engine's CallOptionsError: a hand of another size, an offered tile that
 * cannot be, an offer that is none, a turn outside 1-17), in the page's languages: the writers src/ui/shell/error-messages.ts's
 * formatError takes into its tables. The English is the CLI's; in Japanese and Chinese the tiles are named
 * as the page names them.
 */
import { tileCode, tileNameJa, type CallOptionsError, type TilePart } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { tileNameZh } from './zh-terms.ts';

/** One writer per call error code. */
export type CallErrorWords = { [C in CallOptionsError['code']]: (e: Extract<CallOptionsError, { code: C }>) => string };

/** The copies each part holds, as the CLI counts them (src/cli/format-error.ts). */
const COUNTED_EN: Record<TilePart, (n: number) => string> = {
  hand: (n) => `${n} in the hand`,
  seen: (n) => `${n} seen`,
  dora: (n) => `${n} dora indicator${n === 1 ? '' : 's'}`,
  nuki: (n) => `${n} set aside as nuki-dora`,
  ura: (n) => `${n} ura-dora indicator${n === 1 ? '' : 's'}`,
  discards: (n) => `${n} discarded`,
  list: (n) => `${n} in the list`,
};

const HOLDER_EN: Record<TilePart, string> = {
  hand: 'in the hand',
  seen: 'seen',
  dora: 'a dora indicator',
  nuki: 'set aside',
  ura: 'an ura-dora indicator',
  discards: 'discarded',
  list: 'in the list',
};

const OFFER_REASON_EN = {
  'not-a-tile': 'the tile offered is no tile',
  'not-a-seat': 'a tile comes from the left, across or the right',
  'seat-absent': 'three players have nobody across',
} as const;

const PART_JA: Record<TilePart, string> = {
  hand: '手牌',
  seen: '見えた牌',
  dora: 'ドラ表示牌',
  nuki: '抜きドラ',
  ura: '裏ドラ表示牌',
  discards: '捨て牌',
  list: '一覧',
};

const PART_ZH: Record<TilePart, string> = {
  hand: '手牌',
  seen: '已见的牌',
  dora: '宝牌指示牌',
  nuki: '拔北宝牌',
  ura: '里宝牌指示牌',
  discards: '舍牌',
  list: '列表',
};

// The CLI's sentences (src/cli/format-error.ts; test/ui/shell/error-messages.test.ts holds the two together).
const en: CallErrorWords = {
  'not-a-call-hand': (e) => `The hand has ${e.tiles} tiles: a call is offered to a hand of 13 (a meld counting 3), between its draws.`,
  'offered-tile-unavailable': (e) => {
    const tile = tileCode(e.tile.kind, e.tile.red);
    switch (e.reason) {
      case 'fifth-copy':
        return `The tile offered, ${tile}, would be a fifth copy (${e.counts.map((c) => COUNTED_EN[c.part](c.copies)).join(', ')}); a kind has only four.`;
      case 'second-red':
        return `The tile offered, ${tile}, would be a second red five (the other is ${HOLDER_EN[e.other]}); a set has one red five per suit.`;
      case 'three-player-tile':
        return `The tile offered, ${tile}: a three-player set has no 2m-8m.`;
    }
  },
  'invalid-offer': (e) => `The offer is not one: ${OFFER_REASON_EN[e.reason]}.`,
  'invalid-turn': (e) =>
    `The turn is ${e.turn}: a call or a kan is judged at turns 1-17 (at turn 18 no draw is left for its draw to take the place of).`,
};

const ja: CallErrorWords = {
  'not-a-call-hand': (e) => `鳴き判断はできません: 鳴きは13枚 (副露は3枚と数えます) の手牌に対してです。この手牌は${e.tiles}枚です。`,
  'offered-tile-unavailable': (e) => {
    const tile = tileNameJa(e.tile.kind, e.tile.red);
    switch (e.reason) {
      case 'fifth-copy':
        return `鳴き判断はできません: 出た${tile}は5枚目になります (${e.counts.map((c) => `${PART_JA[c.part]}${c.copies}枚`).join('、')})。`;
      case 'second-red':
        return `鳴き判断はできません: 出た${tile}は2枚目の赤ドラになります (もう1枚は${PART_JA[e.other]})。`;
      case 'three-player-tile':
        return `鳴き判断はできません: 三人麻雀に${tile}はありません。`;
    }
  },
  'invalid-offer': (e) =>
    e.reason === 'seat-absent'
      ? '鳴き判断はできません: 三人麻雀に対面はいません。'
      : e.reason === 'not-a-seat'
        ? '鳴き判断はできません: 牌を出した席 (上家・対面・下家) がありません。'
        : '鳴き判断はできません: 出た牌が牌ではありません。',
  'invalid-turn': (e) => `判断できません: 鳴きとカンは1〜17巡目で判断します。${e.turn}巡目には、その牌が代わりとなるツモが残っていません。`,
};

const zh: CallErrorWords = {
  'not-a-call-hand': (e) => `无法判断鸣牌：鸣牌针对13张（副露按3张计）的手牌。这手牌有${e.tiles}张。`,
  'offered-tile-unavailable': (e) => {
    const tile = tileNameZh(e.tile.kind, e.tile.red);
    switch (e.reason) {
      case 'fifth-copy':
        return `无法判断鸣牌：打出的${tile}会是第5张（${e.counts.map((c) => `${PART_ZH[c.part]}${c.copies}张`).join('、')}）。`;
      case 'second-red':
        return `无法判断鸣牌：打出的${tile}会是第2张赤宝牌（另一张在${PART_ZH[e.other]}）。`;
      case 'three-player-tile':
        return `无法判断鸣牌：三人麻将没有${tile}。`;
    }
  },
  'invalid-offer': (e) =>
    e.reason === 'seat-absent'
      ? '无法判断鸣牌：三人麻将没有对家。'
      : e.reason === 'not-a-seat'
        ? '无法判断鸣牌：没有打出这张牌的座位（上家、对家、下家）。'
        : '无法判断鸣牌：打出的不是一张牌。',
  'invalid-turn': (e) => `无法判断：鸣牌与杠在第1～17巡判断，第${e.turn}巡已没有可由它代替的摸牌。`,
};

/** The call errors' writers of each language. */
export const CALL_ERROR_WORDS: Record<Lang, CallErrorWords> = { en, ja, zh };
