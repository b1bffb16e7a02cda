/**
 * The rules' text (scoring/rules.ts): the two named sets, NAME=VALUE switches read in order over
 * Tenhou's rules, a first mistake named, and formatRules writing a text that reads back the same, for every one of the 64 combinations of the switches.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SCORE_RULES,
  formatRules,
  MAHJONG_SOUL_RULES,
  parseRules,
  presetOf,
  readRules,
  sameRules,
  SCORE_RULE_NAMES,
  TENHOU_RULES,
  type RulesError,
  type ScoreRules,
} from '../../../src/engine/light.ts';

/** Every combination of the switches. */
function everyRules(): ScoreRules[] {
  const out: ScoreRules[] = [];
  for (let bits = 0; bits < 64; bits++) {
    const on = (i: number) => (bits & (1 << i)) !== 0;
    out.push({
      kuitan: on(0),
      combinedYakuman: on(1),
      doubleYakuman: on(2),
      kazoeYakuman: on(3),
      kiriageMangan: on(4),
      doubleWindFu: on(5) ? 2 : 4,
    });
  }
  return out;
}

describe('parseRules(text)', () => {
  test.each<[string, Partial<ScoreRules>]>([
    ['tenhou', {}],
    ['mahjongsoul', { doubleYakuman: true }],
    ['kuitan=false', { kuitan: false }],
    ['mahjongsoul,kiriageMangan=true', { doubleYakuman: true, kiriageMangan: true }],
    ['kiriageMangan=true,mahjongsoul', { doubleYakuman: true }],
    ['doubleWindFu=2, kazoeYakuman=false', { doubleWindFu: 2, kazoeYakuman: false }],
  ])("%s: over Tenhou's rules, in order", (text, diff) => {
    expect(parseRules(text)).toEqual({ ok: true, value: { ...TENHOU_RULES, ...diff } });
  });

  // The sentences each face writes: test/cli/format-error.test.ts.
  test.each<[string, RulesError]>([
    ['ms', { code: 'unknown-rule', part: 'ms', name: 'ms', known: ['tenhou', 'mahjongsoul', ...SCORE_RULE_NAMES] }],
    ['mahjongsoul,kuitan=maybe', { code: 'not-boolean', part: 'kuitan=maybe', name: 'kuitan', value: 'maybe' }],
    ['doubleWindFu=3', { code: 'invalid-double-wind-fu', part: 'doubleWindFu=3', value: '3' }],
    ['kuitan', { code: 'not-name-value', part: 'kuitan' }],
    ['kuitan=true=false', { code: 'not-name-value', part: 'kuitan=true=false' }],
  ])('%s: the part that cannot be read is named', (text, error) => {
    expect(parseRules(text)).toEqual({ ok: false, error });
  });
});

describe('readRules(text): an address, read forgivingly', () => {
  test('a part that cannot be read is skipped, the others kept', () => {
    expect(readRules('mahjongsoul,kuitan=maybe,doubleWindFu=2,bogus')).toEqual({ ...MAHJONG_SOUL_RULES, doubleWindFu: 2 });
  });
  test("nothing readable is Tenhou's rules", () => {
    expect(readRules('???')).toEqual(TENHOU_RULES);
  });
});

describe('formatRules(rules)', () => {
  test('the sets by name', () => {
    expect([formatRules(TENHOU_RULES), formatRules(MAHJONG_SOUL_RULES)]).toEqual(['tenhou', 'mahjongsoul']);
  });
  test('the nearer set, then what differs from it', () => {
    expect(formatRules({ ...MAHJONG_SOUL_RULES, kiriageMangan: true })).toBe('mahjongsoul,kiriageMangan=true');
    expect(formatRules({ ...TENHOU_RULES, kuitan: false, doubleWindFu: 2 })).toBe('tenhou,kuitan=false,doubleWindFu=2');
  });
  test('every combination of the switches reads back the same, named from the nearer set', () => {
    for (const rules of everyRules()) {
      const text = formatRules(rules);
      expect(parseRules(text), text).toEqual({ ok: true, value: rules });
      // The doubleYakuman switch is the one the sets differ in: it is never written, the set's name says it.
      expect(text.split(',')[0], text).toBe(rules.doubleYakuman ? 'mahjongsoul' : 'tenhou');
      expect(text, text).not.toMatch(/doubleYakuman/);
    }
  });
});

describe('presetOf(rules), sameRules(a, b)', () => {
  test("only the two sets have a name; the default is Tenhou's", () => {
    const named = everyRules().filter((r) => presetOf(r) !== null);
    expect(named.map(presetOf).sort()).toEqual(['mahjongsoul', 'tenhou']);
    expect(presetOf(DEFAULT_SCORE_RULES)).toBe('tenhou');
    expect(sameRules(DEFAULT_SCORE_RULES, TENHOU_RULES)).toBe(true);
    expect(sameRules(TENHOU_RULES, MAHJONG_SOUL_RULES)).toBe(false);
  });
});
