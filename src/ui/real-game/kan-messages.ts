/**
 * The words of the kan table (a kan on your own turn, docs/rules.md#call-or-pass) in English, Japanese
 * and Chinese; the words it shares with the call table (the order switch, the figures, the replacement
 * draw) are call-messages.ts's. Japanese uses 暗槓・加槓 and カンする; Chinese 暗杠・加杠 and 杠不杠.
 */
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

export interface KanMessages {
  /** The region's name. */
  region: string;
  /** Its heading: the turn of the figures. */
  heading(turn: number): string;
  /** The table's name. */
  table: string;
  /** Not declaring, and each kind of kan. */
  none: string;
  kan: { closed: string; added: string };
  /** Not declaring: the discard giving the figure chosen, or none known yet. */
  noneAfter(discard: string | null): string;
  /** The answer line: a kan is best (`tile` its kind, "2m"). */
  kanBest(tile: string, figure: string, none: string): string;
  /** The answer line: not declaring is best, against the best kan. */
  noneBest(figure: string, tile: string, kanFigure: string): string;
  /** The choices the answer's second figure compares with: not declaring, a kan. */
  noneWord: string;
  kanWord(tile: string): string;
  /** The answer line: no kan to declare. */
  noKan: string;
  /** Declare the kan at the table: the button's word, and its full name. */
  declareShort: string;
  declare(kan: string): string;
}

const en: KanMessages = {
  region: 'Kan or not',
  heading: (turn) => `Kan or not · turn ${turn}`,
  table: 'Not declaring and each kan',
  none: 'No kan',
  kan: { closed: 'Closed kan', added: 'Added kan' },
  noneAfter: (discard) => (discard ? `discard ${discard}` : 'discard as usual'),
  kanBest: (tile, figure, none) => `Kan ${tile}: ${figure} vs ${none} not declaring`,
  noneBest: (figure, tile, kanFigure) => `No kan: ${figure} vs ${kanFigure} for kan ${tile}`,
  noneWord: 'not declaring',
  kanWord: (tile) => `for kan ${tile}`,
  noKan: 'No kan to declare',
  declareShort: 'Declare',
  declare: (kan) => `Declare ${kan} at the table`,
};

const ja: KanMessages = {
  region: 'カンするか',
  heading: (turn) => `カンするか・${turn}巡目`,
  table: 'カンしない場合と各カン',
  none: 'カンしない',
  kan: { closed: '暗槓', added: '加槓' },
  noneAfter: (discard) => (discard ? `打${discard}` : '通常どおり打牌'),
  kanBest: (tile, figure, none) => `カン ${tile}: ${figure} (カンしないと${none})`,
  noneBest: (figure, tile, kanFigure) => `カンしない: ${figure} (カン ${tile}は${kanFigure})`,
  noneWord: 'カンしないと',
  kanWord: (tile) => `カン ${tile}は`,
  noKan: 'カンできる牌はありません',
  declareShort: '宣言',
  declare: (kan) => `${kan}を卓で宣言`,
};

const zh: KanMessages = {
  region: '杠不杠',
  heading: (turn) => `杠不杠 · 第${turn}巡`,
  table: '不杠与各种杠',
  none: '不杠',
  kan: { closed: '暗杠', added: '加杠' },
  noneAfter: (discard) => (discard ? `打${discard}` : '照常打牌'),
  kanBest: (tile, figure, none) => `杠${tile}：${figure}（不杠为${none}）`,
  noneBest: (figure, tile, kanFigure) => `不杠：${figure}（杠${tile}为${kanFigure}）`,
  noneWord: '不杠',
  kanWord: (tile) => `杠${tile}`,
  noKan: '没有可以开的杠',
  declareShort: '开杠',
  declare: (kan) => `在牌桌上开杠：${kan}`,
};

const MESSAGES: Record<Lang, KanMessages> = { en, ja, zh };

export function kanMessagesFor(lang: Lang): KanMessages {
  return MESSAGES[lang];
}

/** The kan table's words in the language chosen in the store. */
export function useKanMessages(): KanMessages {
  return MESSAGES[useLang()];
}
