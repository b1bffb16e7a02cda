/**
 * The rule switches of scoring (docs/rules.md#scoring), their two named sets and their text, apart from
 * the scorer so the page's main thread can name and edit them (light.ts) without loading any scoring.
 *
 * The defaults are Tenhou's, the rules most players of a 牌理 page play by: kuitan on, several yakuman
 * adding up, no double yakuman for a single hand (国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 are one
 * yakuman each), 数え役満 on, no 切り上げ満貫, a double-wind pair 4 fu. Mahjong Soul's differ in one switch
 * only: those four hands are double yakuman. (docs/rules.md says what these values were checked against.)
 *
 * Text: `tenhou`, `mahjongsoul`, or switches as NAME=VALUE (`kiriageMangan=true`, `doubleWindFu=2`),
 * comma-separated and read in order over Tenhou's rules, so `mahjongsoul,kiriageMangan=true` is Mahjong
 * Soul's with 切り上げ満貫. The command line's `--rules` and the page's address (`&rules=`) both read it;
 * formatRules writes the shortest such text: the nearer set, then the switches that differ from it.
 */
import type { Result, ScoreRules } from '../types.ts';

/** Tenhou's rules (天鳳): no double yakuman for a single hand; the rest as below. */
export const TENHOU_RULES: Readonly<ScoreRules> = Object.freeze({
  kuitan: true,
  combinedYakuman: true,
  doubleYakuman: false,
  kazoeYakuman: true,
  kiriageMangan: false,
  doubleWindFu: 4,
});

/** Mahjong Soul's rules (雀魂): Tenhou's, with 純正九蓮宝燈, 国士無双十三面, 四暗刻単騎 and 大四喜 double yakuman. */
export const MAHJONG_SOUL_RULES: Readonly<ScoreRules> = Object.freeze({ ...TENHOU_RULES, doubleYakuman: true });

/** The rules scoring follows unless told otherwise: Tenhou's. */
export const DEFAULT_SCORE_RULES: Readonly<ScoreRules> = TENHOU_RULES;

/** The named sets of rules, in the order a page offers them. */
export type RulePreset = 'tenhou' | 'mahjongsoul';
export const RULE_PRESETS: Readonly<Record<RulePreset, Readonly<ScoreRules>>> = Object.freeze({
  tenhou: TENHOU_RULES,
  mahjongsoul: MAHJONG_SOUL_RULES,
});
const PRESET_NAMES = Object.keys(RULE_PRESETS) as RulePreset[];

/** Every switch, in the order the docs and the page list them. */
export const SCORE_RULE_NAMES = ['kuitan', 'combinedYakuman', 'doubleYakuman', 'kazoeYakuman', 'kiriageMangan', 'doubleWindFu'] as const;

/** True when both say the same of every switch. */
export function sameRules(a: Readonly<ScoreRules>, b: Readonly<ScoreRules>): boolean {
  return SCORE_RULE_NAMES.every((name) => a[name] === b[name]);
}

/** The named set these rules are exactly, or null (switches turned away from both). */
export function presetOf(rules: Readonly<ScoreRules>): RulePreset | null {
  return PRESET_NAMES.find((name) => sameRules(rules, RULE_PRESETS[name])) ?? null;
}

/** A part of the rules' text that cannot be read; `part` is it, as typed (trimmed). */
export type RulesError =
  /** A name that is neither a set nor a switch; `known` lists the sets, then the switches. */
  | { code: 'unknown-rule'; part: string; name: string; known: string[] }
  /** A switch without `=VALUE`, or with two `=`. */
  | { code: 'not-name-value'; part: string }
  /** doubleWindFu with a value other than 2 or 4. */
  | { code: 'invalid-double-wind-fu'; part: string; value: string }
  /** A yes-or-no switch with a value other than true or false. */
  | { code: 'not-boolean'; part: string; name: string; value: string };

/** One part of the rules' text applied to `rules`: a set's name or NAME=VALUE. */
function applyPart(rules: ScoreRules, part: string): RulesError | null {
  if ((PRESET_NAMES as string[]).includes(part)) {
    Object.assign(rules, RULE_PRESETS[part as RulePreset]);
    return null;
  }
  const [name, value, extra] = part.split('=');
  if (!(SCORE_RULE_NAMES as readonly string[]).includes(name!))
    return { code: 'unknown-rule', part, name: name!, known: [...PRESET_NAMES, ...SCORE_RULE_NAMES] };
  if (value === undefined || extra !== undefined) return { code: 'not-name-value', part };
  if (name === 'doubleWindFu') {
    if (value !== '2' && value !== '4') return { code: 'invalid-double-wind-fu', part, value };
    rules.doubleWindFu = value === '2' ? 2 : 4;
    return null;
  }
  if (value !== 'true' && value !== 'false') return { code: 'not-boolean', part, name: name!, value };
  rules[name as Exclude<(typeof SCORE_RULE_NAMES)[number], 'doubleWindFu'>] = value === 'true';
  return null;
}

/**
 * Rules from text (`mahjongsoul`, `kuitan=false,doubleWindFu=2`, ...), read in order over `base`
 * (Tenhou's unless given); the first part that cannot be read is the error.
 */
export function parseRules(text: string, base: Readonly<ScoreRules> = DEFAULT_SCORE_RULES): Result<ScoreRules, RulesError> {
  const rules: ScoreRules = { ...base };
  for (const part of text.split(',')) {
    const error = applyPart(rules, part.trim());
    if (error) return { ok: false, error };
  }
  return { ok: true, value: rules };
}

/** Rules from text, read forgivingly (an address): a part that cannot be read is skipped. */
export function readRules(text: string, base: Readonly<ScoreRules> = DEFAULT_SCORE_RULES): ScoreRules {
  const rules: ScoreRules = { ...base };
  for (const part of text.split(',')) applyPart(rules, part.trim());
  return rules;
}

/** The shortest text that parseRules reads back as `rules`: the nearer set (Tenhou's on a tie), then the switches that differ from it. */
export function formatRules(rules: Readonly<ScoreRules>): string {
  let best: { name: RulePreset; parts: string[] } | null = null;
  for (const name of PRESET_NAMES) {
    const preset = RULE_PRESETS[name];
    const parts = SCORE_RULE_NAMES.filter((n) => rules[n] !== preset[n]).map((n) => `${n}=${String(rules[n])}`);
    if (!best || parts.length < best.parts.length) best = { name, parts };
  }
  return [best!.name, ...best!.parts].join(',');
}
