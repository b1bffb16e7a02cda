/**
 * The command line's words for a score (`pairi --score`): each yaku, dora, yakuman, fu part and limit
 * the engine names by id, in English with the Japanese name players use beside it (the readable block
 * writes both, the JSON gives both as `name` and `ja`), and why a hand scores nothing, in English (why
 * it cannot be scored is an error, written with the others in format-error.ts). The engine gives ids and
 * data only; the page has its own words in its three languages (src/ui/analysis/score-messages.ts).
 */
import type { DoraId, FuPart, Limit, NoYaku, ScoreYaku, Wind, YakuId, YakumanId } from '../engine/index.ts';

/** A name in English and in Japanese. */
export interface Words {
  name: string;
  ja: string;
}

const YAKU: Record<YakuId | YakumanId | DoraId, [string, string]> = {
  riichi: ['Riichi', '立直'],
  'double-riichi': ['Double riichi', 'ダブル立直'],
  ippatsu: ['Ippatsu', '一発'],
  haitei: ['Last tile draw', '海底摸月'],
  houtei: ['Last tile discard', '河底撈魚'],
  rinshan: ['After a kan', '嶺上開花'],
  chankan: ['Robbing a kan', '槍槓'],
  'menzen-tsumo': ['Fully concealed hand', '門前清自摸和'],
  chiitoitsu: ['Seven pairs', '七対子'],
  haku: ['White dragon', '役牌 白'],
  hatsu: ['Green dragon', '役牌 發'],
  chun: ['Red dragon', '役牌 中'],
  pinfu: ['Pinfu', '平和'],
  iipeikou: ['Pure double sequence', '一盃口'],
  ryanpeikou: ['Twice pure double sequence', '二盃口'],
  sanshoku: ['Mixed triple sequence', '三色同順'],
  ittsu: ['Pure straight', '一気通貫'],
  chanta: ['Half outside hand', '混全帯幺九'],
  junchan: ['Fully outside hand', '純全帯幺九'],
  toitoi: ['All triplets', '対々和'],
  sanankou: ['Three concealed triplets', '三暗刻'],
  sankantsu: ['Three kans', '三槓子'],
  'sanshoku-doukou': ['Triple triplets', '三色同刻'],
  shousangen: ['Little three dragons', '小三元'],
  honroutou: ['All terminals and honors', '混老頭'],
  tanyao: ['All simples', '断幺九'],
  honitsu: ['Half flush', '混一色'],
  chinitsu: ['Full flush', '清一色'],
  tenhou: ['Blessing of heaven', '天和'],
  chiihou: ['Blessing of earth', '地和'],
  kokushi: ['Thirteen orphans', '国士無双'],
  'kokushi-13': ['Thirteen orphans, 13-sided wait', '国士無双十三面'],
  tsuuiisou: ['All honors', '字一色'],
  suuankou: ['Four concealed triplets', '四暗刻'],
  'suuankou-tanki': ['Four concealed triplets, single wait', '四暗刻単騎'],
  daisangen: ['Big three dragons', '大三元'],
  daisuushii: ['Big four winds', '大四喜'],
  shousuushii: ['Little four winds', '小四喜'],
  ryuuiisou: ['All green', '緑一色'],
  chinroutou: ['All terminals', '清老頭'],
  suukantsu: ['Four kans', '四槓子'],
  chuuren: ['Nine gates', '九蓮宝燈'],
  'junsei-chuuren': ['True nine gates', '純正九蓮宝燈'],
  dora: ['Dora', 'ドラ'],
  'red-dora': ['Red fives', '赤ドラ'],
  'ura-dora': ['Ura-dora', '裏ドラ'],
  'nuki-dora': ['Nuki-dora', '抜きドラ'],
};

const WIND: Record<Wind, [string, string]> = { E: ['East', '東'], S: ['South', '南'], W: ['West', '西'], N: ['North', '北'] };

/** A yaku's, dora's or yakuman's names: "All simples" 断幺九, "Seat wind East" 自風 東. */
export function yakuWords(y: ScoreYaku): Words {
  if (y.id === 'round-wind' || y.id === 'seat-wind') {
    const [en, ja] = WIND[y.wind];
    return y.id === 'round-wind' ? { name: `Round wind ${en}`, ja: `場風 ${ja}` } : { name: `Seat wind ${en}`, ja: `自風 ${ja}` };
  }
  const [name, ja] = YAKU[y.id];
  return { name, ja };
}

const FU: Record<Exclude<FuPart['id'], 'triplet' | 'kan'>, [string, string]> = {
  base: ['Base', '副底'],
  'closed-ron': ['Closed ron', '門前加符'],
  tsumo: ['Tsumo', 'ツモ'],
  chiitoitsu: ['Seven pairs', '七対子'],
  'open-pinfu': ['Open pinfu-shaped ron', '喰い平和形のロン'],
  'value-pair': ['Value pair', '役牌の雀頭'],
  tanki: ['Single wait', '単騎待ち'],
  kanchan: ['Closed wait', '嵌張待ち'],
  penchan: ['Edge wait', '辺張待ち'],
};

/** A fu part's names: "Closed triplet of terminals or honors" 暗刻 幺九牌, "Single wait" 単騎待ち. */
export function fuWords(p: FuPart): Words {
  if (p.id === 'triplet' || p.id === 'kan') {
    const what =
      p.id === 'kan'
        ? p.concealed
          ? ['Closed kan', '暗槓']
          : ['Open kan', '明槓']
        : p.concealed
          ? ['Closed triplet', '暗刻']
          : ['Open triplet', '明刻'];
    const suffix = p.outer ? [' of terminals or honors', ' 幺九牌'] : [' of simples', ' 中張牌'];
    return { name: what[0]! + suffix[0]!, ja: what[1]! + suffix[1]! };
  }
  const [name, ja] = FU[p.id];
  return { name, ja };
}

/** A limit as the command line writes it, in Japanese (満貫, 役満); the JSON's `limit`. */
export const LIMIT_JA: Record<Limit, string> = {
  mangan: '満貫',
  haneman: '跳満',
  baiman: '倍満',
  sanbaiman: '三倍満',
  'kazoe-yakuman': '数え役満',
  yakuman: '役満',
};

/** Why a complete hand scores nothing, in one sentence. */
export function noYakuText(reason: NoYaku['reason']): string {
  const why = 'No yaku: the hand is complete but has no yaku (dora alone do not make a win); ';
  return (
    why + (reason === 'closed-ron' ? 'riichi or a tsumo would give one.' : 'an open hand needs one such as a value triplet or all simples.')
  );
}
