/**
 * What a caller of probabilities() may set, in a file of its own: the engine's defaults
 * (core/defaults.ts) and the search (probabilities.ts, pool.ts) both read this shape, and neither
 * has to import the other for it.
 */
import type { ScoreRules, Wind } from '../types.ts';

/**
 * Options of probabilities(position, options) (docs/rules.md#probabilities): the position gives the dora
 * indicators, the seen tiles and the players. Each option left out is DEFAULT_PROBABILITY_OPTIONS'.
 */
export interface ProbabilityOptions {
  /** Round and seat wind; default East and South (a non-dealer). */
  round?: Wind;
  seat?: Wind;
  /** 手変わり: draws that keep the shanten may be kept (default off). */
  handChanges?: boolean;
  /** 向聴戻し: discards that raise the shanten (default off). */
  shantenBack?: boolean;
  /**
   * Riichi whenever a closed hand can ('always'), riichi or dama, whichever is better ('best', default), or
   * never ('never': every tenpai stays dama, as for a seat whose riichi would be the fourth, which ends the
   * kyoku in an abortive draw under Tenhou's rules).
   */
  riichi?: 'best' | 'always' | 'never';
  /** The scoring rules each win is valued by (docs/rules.md#scoring; the switches not given are the defaults, Tenhou's). */
  rules?: Partial<ScoreRules>;
  /** Red fives as kinds of their own (default on). */
  red?: boolean;
  /** The expected ura-dora of a riichi win (default on). */
  ura?: boolean;
  /**
   * A model closer to a real game (docs/rules.md#probabilities, "Closer to a real game"); each off by
   * default, so that the figures stay comparable with 麻雀何切るシミュレーター's.
   * riichiStick: declaring riichi puts a 1,000-point stick on the table, lost unless the hand wins (the
   * expected score counts it, and 'best' weighs it in the riichi-or-dama choice).
   */
  riichiStick?: boolean;
  /** What a hand tenpai after the last draw receives at the exhaustive draw (default 0: none; 3,000 with the others noten). Noten pays nothing. */
  tenpaiPayment?: number;
  /** 一発: a riichi hand's win on its first draw after the declaration adds its han (default off). */
  ippatsu?: boolean;
  /** 海底摸月: a win on the last draw adds its han (default off). */
  haitei?: boolean;
  /** Honba on the table: each adds 100 from every tsumo payer to a win (default 0). */
  honba?: number;
  /** Riichi sticks already on the table (not the hand's own): 1,000 each, added to a win (default 0). */
  sticks?: number;
  /** Most hands the search may hold before it stops with 'too-large' (the memory budget). */
  maxStates?: number;
  /** Called now and then with the share of the work done, 0..1. */
  onProgress?(done: number): void;
  /** Checked now and then: once `aborted` is true the search stops with 'cancelled'. */
  signal?: { readonly aborted: boolean };
}
