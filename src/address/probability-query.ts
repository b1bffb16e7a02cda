/**
 * The probabilities' settings in the URL beside the position (docs/rules.md#probabilities):
 * `&turn=5&tegawari=1&back=1&riichirule=always&nored=1&noura=1`, and closer to a real game
 * `&riichistick=1&tenpaipay=3000&countippatsu=1&counthaitei=1`. Like the discard table's order they are
 * choices of the page, kept as the hand changes, each left out at its default (turn 1, hand changes and
 * shanten-back off, riichi or dama as is better, red fives and ura-dora counted, none of the real game's
 * extras: the engine's). The winds, the honba and the riichi sticks on the table are the score panel's
 * (situation-query.ts: `round`, `seat`, `honba`, `sticks`, at the engine's defaults unless set): each is
 * one fact of the table, so one place says it, both panels show it, and a link's `&honba=2` means the
 * same to both. Ippatsu and haitei are not: the situation's `ippatsu` and `last` say how the one win
 * valued was made, the probabilities' say whether the search counts those yaku on every win that is
 * one; two facts, two parameters (`countippatsu`, `counthaitei`), so neither sets the other.
 * The parameters keep their first names (`tegawari` for the option the code calls `handChanges`):
 * links already shared use them.
 * The settings stay as the player set them; what a search is made with is the store's
 * (src/store/probability-search.ts).
 */
import { DEFAULT_PROBABILITY_OPTIONS } from '../engine/light.ts';

export interface ProbabilitySettings {
  /** The turn the table shows, 1-18. */
  turn: number;
  /**
   * The turn was set by hand (the address names it): while a game is followed at the table, the turn
   * shown is otherwise the table's (docs/rules.md#the-game-at-the-table).
   */
  turnSet: boolean;
  handChanges: boolean;
  shantenBack: boolean;
  riichi: 'best' | 'always';
  red: boolean;
  ura: boolean;
  /** Riichi costs its 1,000-point stick, lost unless the hand wins. */
  riichiStick: boolean;
  /** Points received when tenpai after the last draw (0: none; 3000 with the others noten). */
  tenpaiPayment: number;
  /** 一発 and 海底摸月 add their han on the wins that are one. */
  ippatsu: boolean;
  haitei: boolean;
}

/** The largest tenpai payment the page keeps (as the command line's --tenpai-payment): more is a typo, not a table. */
export const MAX_TENPAI_PAYMENT = 999_999;

/** The page's settings at the engine's defaults (DEFAULT_PROBABILITY_OPTIONS), at turn 1. */
export const DEFAULT_PROBABILITY_SETTINGS: ProbabilitySettings = Object.freeze({
  turn: 1,
  turnSet: false,
  handChanges: DEFAULT_PROBABILITY_OPTIONS.handChanges,
  shantenBack: DEFAULT_PROBABILITY_OPTIONS.shantenBack,
  riichi: DEFAULT_PROBABILITY_OPTIONS.riichi,
  red: DEFAULT_PROBABILITY_OPTIONS.red,
  ura: DEFAULT_PROBABILITY_OPTIONS.ura,
  riichiStick: DEFAULT_PROBABILITY_OPTIONS.riichiStick,
  tenpaiPayment: DEFAULT_PROBABILITY_OPTIONS.tenpaiPayment,
  ippatsu: DEFAULT_PROBABILITY_OPTIONS.ippatsu,
  haitei: DEFAULT_PROBABILITY_OPTIONS.haitei,
}) as ProbabilitySettings;

/** A tenpai payment as the page keeps it, from a number typed: whole points within 0 to MAX_TENPAI_PAYMENT (not a number: none). */
export function tenpaiPaymentOf(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_TENPAI_PAYMENT, Math.trunc(n))) : 0;
}

/** The settings a location's search string names; anything unreadable is its default. */
export function readProbabilitySettings(search: string): ProbabilitySettings {
  const p = new URLSearchParams(search);
  // A turn out of range is the nearest turn there is (`turn=99` is the last, 18); anything else is turn 1.
  const turn = Number.parseInt(p.get('turn') ?? '', 10);
  return {
    turn: Number.isFinite(turn) ? Math.min(18, Math.max(1, turn)) : 1,
    turnSet: Number.isFinite(turn),
    handChanges: p.get('tegawari') === '1',
    shantenBack: p.get('back') === '1',
    riichi: p.get('riichirule') === 'always' ? 'always' : 'best',
    red: p.get('nored') !== '1',
    ura: p.get('noura') !== '1',
    riichiStick: p.get('riichistick') === '1',
    // Digits only (no sign, point or exponent: `3e3` and `-1` are typos), within the page's range.
    tenpaiPayment: /^\d{1,6}$/.test(p.get('tenpaipay') ?? '') ? Number(p.get('tenpaipay')) : 0,
    ippatsu: p.get('countippatsu') === '1',
    haitei: p.get('counthaitei') === '1',
  };
}

/** `search` with the settings' parameters after it (none at their defaults). */
export function withProbabilitySettings(search: string, s: ProbabilitySettings): string {
  const params: string[] = [];
  if (s.turnSet) params.push(`turn=${s.turn}`);
  if (s.handChanges) params.push('tegawari=1');
  if (s.shantenBack) params.push('back=1');
  if (s.riichi === 'always') params.push('riichirule=always');
  if (!s.red) params.push('nored=1');
  if (!s.ura) params.push('noura=1');
  if (s.riichiStick) params.push('riichistick=1');
  if (s.tenpaiPayment) params.push(`tenpaipay=${s.tenpaiPayment}`);
  if (s.ippatsu) params.push('countippatsu=1');
  if (s.haitei) params.push('counthaitei=1');
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both ask the same search (the turn shown aside: every turn comes in one answer). */
export function sameSearch(a: ProbabilitySettings, b: ProbabilitySettings): boolean {
  return (Object.keys(DEFAULT_PROBABILITY_SETTINGS) as (keyof ProbabilitySettings)[]).every(
    (k) => k === 'turn' || k === 'turnSet' || a[k] === b[k],
  );
}
