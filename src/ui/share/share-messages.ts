/**
 * The shared picture's words (share-picture.ts) in English, Japanese and Chinese: the button that makes
 * it, what the page says after, and the phrases that name the settings the figures depend on.
 */
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

export interface ShareMessages {
  /** The button beside Share: the result as a picture. */
  picture: string;
  pictureTitle: string;
  /** Said once the picture is shared or saved, or when the browser could not make it. */
  pictureSaved: string;
  pictureFailed: string;
  /** The settings under the table. */
  regularForm: string;
  seen(tiles: string): string;
  dora(tiles: string): string;
  threePlayers: string;
  winds(round: string, seat: string): string;
  /** The picture's file name, before ".png". */
  fileName: string;
}

const en: ShareMessages = {
  picture: 'Picture',
  pictureTitle: 'Share the result as a picture: the hand, the best rows and their figures',
  pictureSaved: 'Picture ready',
  pictureFailed: 'This browser could not make the picture.',
  regularForm: 'Regular form only',
  seen: (t) => `Seen: ${t}`,
  dora: (t) => `Dora indicators: ${t}`,
  threePlayers: 'Three players',
  winds: (r, s) => `Round ${r}, seat ${s}`,
  fileName: 'pairi',
};

const WINDS_JA: Record<string, string> = { E: '東', S: '南', W: '西', N: '北' };

const ja: ShareMessages = {
  picture: '画像',
  pictureTitle: '結果を画像で共有（手牌・上位の打牌候補とその数値）',
  pictureSaved: '画像を用意しました',
  pictureFailed: 'このブラウザでは画像を作れませんでした。',
  regularForm: '一般形のみ',
  seen: (t) => `見えている牌: ${t}`,
  dora: (t) => `ドラ表示牌: ${t}`,
  threePlayers: '三人麻雀',
  winds: (r, s) => `${WINDS_JA[r] ?? r}場・${WINDS_JA[s] ?? s}家`,
  fileName: 'pairi',
};

const WINDS_ZH: Record<string, string> = { E: '东', S: '南', W: '西', N: '北' };

const zh: ShareMessages = {
  picture: '图片',
  pictureTitle: '以图片分享结果（手牌、最佳打牌候选及其数值）',
  pictureSaved: '图片已生成',
  pictureFailed: '此浏览器无法生成图片。',
  regularForm: '仅一般型',
  seen: (t) => `已见牌：${t}`,
  dora: (t) => `宝牌指示牌：${t}`,
  threePlayers: '三人麻将',
  winds: (r, s) => `${WINDS_ZH[r] ?? r}场・${WINDS_ZH[s] ?? s}家`,
  fileName: 'pairi',
};

const MESSAGES: Record<Lang, ShareMessages> = { en, ja, zh };

export function shareMessagesFor(lang: Lang): ShareMessages {
  return MESSAGES[lang];
}

export function useShareMessages(): ShareMessages {
  return shareMessagesFor(useLang());
}
