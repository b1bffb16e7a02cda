/**
 * The words of the page's frame (title, language, theme, modes) and the words every feature shares (tile
 * names, shanten, discard, counts), in English, Japanese and Chinese (simplified), with the hook components read them by.
 * Each feature keeps its own words beside it (analysis-messages.ts, table-messages.ts,
 * quiz-messages.ts, drill-messages.ts). Japanese keeps Tenhou's own terms (向聴, 聴牌, 和了, 打, 摸,
 * 待ち, 枚) so a Tenhou user reads the page at a glance; English uses docs/rules.md's vocabulary.
 */
import { tileName, tileNameJa } from '../../engine/light.ts';
import { tileNameZh } from './zh-terms.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

export interface Messages {
  title: string;
  tagline: string;
  language: string;
  /** The header's theme switch (the page's colours) and its three choices. */
  theme: string;
  themeAuto: string;
  themeLight: string;
  themeDark: string;
  /** 2 -> "2向聴", 0 -> "聴牌", -1 -> "和了" ("Complete" in English). */
  shanten(n: number): string;
  discard: string;
  count: string;
  /** A row's count with its unit: "64枚". */
  countOf(n: number): string;
  /** A row's count under the column head: "64" (head "Tiles"), "64枚". */
  rowCount(n: number): string;
  /** Column head over effective tiles (Tenhou's 摸). */
  effectiveTilesShort: string;
  tileName(kind: number, red?: boolean): string;
  /** The header's links between the pages. */
  modes: string;
  analysisMode: string;
  quizMode: string;
  drillMode: string;
  pointsMode: string;
  reviewMode: string;
  /** The header's share button, and what it says after. */
  share: string;
  linkCopied: string;
  copyThisLink: string;
  /** The service worker's news (app-update.ts). */
  updateReady: string;
  reload: string;
  later: string;
  offlineReady: string;
}

const en: Messages = {
  title: 'pairi',
  tagline: 'Riichi tile efficiency (牌理): exact shanten, discards and effective tiles',
  language: 'Language',
  theme: 'Theme',
  themeAuto: 'Auto',
  themeLight: 'Light',
  themeDark: 'Dark',
  shanten: (n) => (n < 0 ? 'Complete' : n === 0 ? 'Tenpai' : `${n}-shanten`),
  discard: 'Discard',
  count: 'Tiles',
  countOf: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  rowCount: (n) => String(n),
  effectiveTilesShort: 'Effective tiles',
  tileName: (kind, red) => tileName(kind, red),
  modes: 'Modes',
  analysisMode: 'Analysis',
  quizMode: 'Wait quiz',
  drillMode: 'Discard drill',
  pointsMode: 'Points quiz',
  reviewMode: 'Game review',
  share: 'Share',
  linkCopied: 'Link copied',
  copyThisLink: 'Copy this link:',
  updateReady: 'A new version of pairi is ready.',
  reload: 'Reload',
  later: 'Later',
  offlineReady: 'Works offline: the page, the engine and the tiles are saved on this device.',
};

const ja: Messages = {
  title: 'pairi',
  tagline: '牌理: 正確な向聴数・打牌候補・有効牌',
  language: '言語',
  theme: '表示',
  themeAuto: '自動',
  themeLight: 'ライト',
  themeDark: 'ダーク',
  shanten: (n) => (n < 0 ? '和了' : n === 0 ? '聴牌' : `${n}向聴`),
  discard: '打',
  count: '枚数',
  countOf: (n) => `${n}枚`,
  rowCount: (n) => `${n}枚`,
  effectiveTilesShort: '摸',
  tileName: (kind, red) => tileNameJa(kind, red),
  modes: 'モード',
  analysisMode: '牌理',
  quizMode: '待ち当て',
  drillMode: '何切る練習',
  pointsMode: '点数計算',
  reviewMode: '牌譜検討',
  share: '共有',
  linkCopied: 'リンクをコピーしました',
  copyThisLink: 'このリンクをコピーしてください:',
  updateReady: 'pairiの新しいバージョンがあります。',
  reload: '再読み込み',
  later: 'あとで',
  offlineReady: 'オフラインでも使えます（ページ・解析エンジン・牌の画像をこの端末に保存済み）。',
};

const zh: Messages = {
  title: 'pairi',
  tagline: '牌理：精确的向听数、打牌候选与进张',
  language: '语言',
  theme: '显示',
  themeAuto: '自动',
  themeLight: '浅色',
  themeDark: '深色',
  shanten: (n) => (n < 0 ? '和牌' : n === 0 ? '听牌' : `${n}向听`),
  discard: '打',
  count: '张数',
  countOf: (n) => `${n}张`,
  rowCount: (n) => `${n}张`,
  effectiveTilesShort: '进张',
  tileName: (kind, red) => tileNameZh(kind, red),
  modes: '模式',
  analysisMode: '牌理',
  quizMode: '听牌练习',
  drillMode: '何切练习',
  pointsMode: '点数计算',
  reviewMode: '牌谱复盘',
  share: '分享',
  linkCopied: '已复制链接',
  copyThisLink: '请复制此链接：',
  updateReady: 'pairi 有新版本了。',
  reload: '重新加载',
  later: '稍后',
  offlineReady: '可离线使用：页面、解析引擎和牌面图片已保存在本设备上。',
};

const MESSAGES: Record<Lang, Messages> = { en, ja, zh };

/** The words of one language. */
export function messagesFor(lang: Lang): Messages {
  return MESSAGES[lang];
}

/** The shared words of the language chosen in the store. */
export function useMessages(): Messages {
  return messagesFor(useLang());
}
