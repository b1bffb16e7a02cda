/**
 * Why a complete hand cannot be scored (the engine's ScoreError, one code per impossible situation),
 * in the page's languages: the writers that src/ui/shell/error-messages.ts's formatError takes into its
 * tables. The English is the CLI's (src/cli/format-error.ts; a test holds the two to the same sentences).
 */
import { tileCode, type ScoreError } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';

/** One writer per score error code. */
export type ScoreErrorWords = { [C in ScoreError['code']]: (e: Extract<ScoreError, { code: C }>) => string };

/** The winning tile as the situation gave it (a number outside the kinds is shown as it is). */
const winCode = (e: { win: number; red: boolean }) =>
  Number.isInteger(e.win) && e.win >= 0 && e.win <= 33 ? tileCode(e.win, e.red) : String(e.win);

const EN_FIRST_DRAW = 'A first-draw win (天和/地和)';

const enErrors: ScoreErrorWords = {
  'not-complete': (e) =>
    e.tiles === 14
      ? 'The hand is not complete: its tiles do not form four sets and a pair, seven pairs or thirteen orphans.'
      : `The hand has ${e.tiles} tiles: a complete hand has 14 (a kan counting 3), every meld written in brackets.`,
  'win-not-in-hand': (e) => `The winning tile ${winCode(e)}${e.red ? ' (a red five)' : ''} is not among the hand's concealed tiles.`,
  'invalid-by': (e) => `The win is by "${e.by}": it must be tsumo or ron.`,
  'invalid-wind': (e) => `The ${e.field} wind "${e.wind}" must be E, S, W or N.`,
  'invalid-riichi': (e) => `Riichi "${e.riichi}" must be none, riichi or double.`,
  'riichi-open-hand': () => 'Riichi needs a closed hand, and this one has called a meld (a closed kan is fine).',
  'ippatsu-without-riichi': () => 'Ippatsu needs riichi.',
  'rinshan-on-ron': () => 'A win after a kan (rinshan) is a tsumo, not a ron.',
  'rinshan-without-kan': () => 'A win after a kan (rinshan) needs a kan in the hand.',
  'chankan-on-tsumo': () => 'Robbing a kan (chankan) is a ron, not a tsumo.',
  'chankan-copy-held': () =>
    "Robbing a kan (chankan) wins on the fourth copy of a tile, added to another player's pon: the hand cannot hold another copy of it.",
  'last-tile-with-kan': () => 'The last tile cannot also be a kan replacement or a robbed kan.',
  'first-draw-on-ron': () => `${EN_FIRST_DRAW} is a tsumo.`,
  'first-draw-with-meld': () => `${EN_FIRST_DRAW} has no meld, not even a closed kan.`,
  'first-draw-after': () => `${EN_FIRST_DRAW} comes before any riichi, kan or last tile.`,
  'too-many-indicators': (e) => `${e.count} ${e.field === 'dora' ? 'dora' : 'ura-dora'} indicators: a game shows at most five.`,
  'invalid-indicator': (e) => `A ${e.field === 'dora' ? 'dora' : 'ura-dora'} indicator is not a tile.`,
  'invalid-count': (e) =>
    `${String(e.value)} ${{ honba: 'honba', sticks: 'riichi sticks', nuki: 'nuki-dora' }[e.field]}: a whole number, 0 or more.`,
  'nuki-four-players': () => 'Nuki-dora exist only in a three-player game.',
};

const jaErrors: ScoreErrorWords = {
  'not-complete': (e) =>
    e.tiles === 14
      ? '和了形ではありません: 4面子1雀頭・七対子・国士無双のどれにもなりません。'
      : `手牌が${e.tiles}枚です: 和了形は14枚です (槓子は3枚と数え、副露はすべて括弧で書きます)。`,
  'win-not-in-hand': (e) => `和了牌 ${winCode(e)}${e.red ? ' (赤5)' : ''} が手牌 (副露を除く) にありません。`,
  'invalid-by': (e) => `和了の方法「${e.by}」はツモかロンです。`,
  'invalid-wind': (e) => `${e.field === 'round' ? '場風' : '自風'}「${e.wind}」は東南西北 (E, S, W, N) のどれかです。`,
  'invalid-riichi': (e) => `立直「${e.riichi}」は none, riichi, double のどれかです。`,
  'riichi-open-hand': () => '立直できるのは門前の手だけです。この手は鳴いています (暗槓は構いません)。',
  'ippatsu-without-riichi': () => '一発には立直が必要です。',
  'rinshan-on-ron': () => '嶺上開花はツモ和了です。ロンではありません。',
  'rinshan-without-kan': () => '嶺上開花には手に槓子が必要です。',
  'chankan-on-tsumo': () => '槍槓はロン和了です。ツモではありません。',
  'chankan-copy-held': (e) => `槍槓は他家がポンに加えた4枚目で和了ります。手に ${tileCode(e.tile)} がほかにあってはいけません。`,
  'last-tile-with-kan': (e) => `最後の牌 (海底・河底) は${e.with === 'rinshan' ? '嶺上牌' : '槍槓の牌'}と重なりません。`,
  'first-draw-on-ron': () => '天和・地和はツモ和了です。',
  'first-draw-with-meld': () => '天和・地和の手に副露はありません (暗槓もありません)。',
  'first-draw-after': (e) => `天和・地和は${{ riichi: '立直', last: '最後の牌', rinshan: '槓' }[e.after]}より前の和了です。`,
  'too-many-indicators': (e) => `${e.field === 'dora' ? 'ドラ' : '裏ドラ'}表示牌が${e.count}枚あります: 表示牌は最大5枚です。`,
  'invalid-indicator': (e) => `${e.field === 'dora' ? 'ドラ' : '裏ドラ'}表示牌に牌でないもの (${String(e.indicator)}) があります。`,
  'invalid-count': (e) => `${{ honba: '本場', sticks: '供託', nuki: '抜きドラ' }[e.field]}「${String(e.value)}」は0以上の整数です。`,
  'nuki-four-players': () => '抜きドラは三人麻雀だけのものです。',
};

const zhErrors: ScoreErrorWords = {
  'not-complete': (e) =>
    e.tiles === 14
      ? '不是和牌型：无法组成4面子1雀头、七对子或国士无双。'
      : `手牌为${e.tiles}张：和牌型为14张（杠子算3张，副露都写在括号里）。`,
  'win-not-in-hand': (e) => `和牌张 ${winCode(e)}${e.red ? '（赤五）' : ''} 不在手牌（副露除外）中。`,
  'invalid-by': (e) => `和牌方式“${e.by}”应为自摸或荣和。`,
  'invalid-wind': (e) => `${e.field === 'round' ? '场风' : '自风'}“${e.wind}”应为东、南、西、北（E、S、W、N）之一。`,
  'invalid-riichi': (e) => `立直“${e.riichi}”应为 none、riichi 或 double。`,
  'riichi-open-hand': () => '只有门前的手牌才能立直，这手牌有副露（暗杠除外）。',
  'ippatsu-without-riichi': () => '一发需要立直。',
  'rinshan-on-ron': () => '岭上开花是自摸和牌，不是荣和。',
  'rinshan-without-kan': () => '岭上开花需要手中有杠子。',
  'chankan-on-tsumo': () => '抢杠是荣和，不是自摸。',
  'chankan-copy-held': (e) => `抢杠和的是他家加在碰上的第4张牌，手中不能另有 ${tileCode(e.tile)}。`,
  'last-tile-with-kan': (e) => `最后一张牌（海底、河底）不能同时是${e.with === 'rinshan' ? '岭上牌' : '抢杠的牌'}。`,
  'first-draw-on-ron': () => '天和、地和是自摸和牌。',
  'first-draw-with-meld': () => '天和、地和的手牌没有副露（暗杠也没有）。',
  'first-draw-after': (e) => `天和、地和是${{ riichi: '立直', last: '最后一张牌', rinshan: '杠' }[e.after]}之前的和牌。`,
  'too-many-indicators': (e) => `${e.field === 'dora' ? '宝牌' : '里宝牌'}指示牌有${e.count}张：指示牌最多5张。`,
  'invalid-indicator': (e) => `${e.field === 'dora' ? '宝牌' : '里宝牌'}指示牌中有不是牌的值（${String(e.indicator)}）。`,
  'invalid-count': (e) => `${{ honba: '本场', sticks: '供托', nuki: '拔北宝牌' }[e.field]}“${String(e.value)}”应为0以上的整数。`,
  'nuki-four-players': () => '拔北宝牌只用于三人麻将。',
};

/** The score errors' writers of each language. */
export const SCORE_ERROR_WORDS: Record<Lang, ScoreErrorWords> = { en: enErrors, ja: jaErrors, zh: zhErrors };
