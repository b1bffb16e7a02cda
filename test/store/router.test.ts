/**
 * The router on its own: history entries for new positions (a run of keystrokes makes one), the
 * page switch, and following Back and Forward. The store around it is a plain object here; the
 * store's own tests (app-store.test.ts, table-store.test.ts) drive the same steps through actions.
 */
import { describe, expect, test } from 'vitest';
import type { AppState } from '../../src/store/app-state.ts';
import { readModeRoute } from '../../src/address/practice-route.ts';
import { addressOf, createRouter, searchOf, type Address, type Step } from '../../src/store/router.ts';
import { EMPTY_TABLE } from '../../src/address/table-query.ts';
import { readSituation } from '../../src/address/situation-query.ts';
import { readProbabilitySettings } from '../../src/address/probability-query.ts';
import { readRulesQuery } from '../../src/address/rules-query.ts';
import { readCallMetric, readOffer } from '../../src/address/call-query.ts';
import { MAHJONG_SOUL_RULES, TENHOU_RULES, type ScoreRules } from '../../src/engine/light.ts';
import { memoryLocation } from '../support/fakes.ts';

function routerAt(search: string) {
  const location = memoryLocation(search);
  let state = {
    mode: readModeRoute(search).mode,
    analysisSearch: '',
    situation: readSituation(search),
    probabilitySettings: readProbabilitySettings(search),
    rules: readRulesQuery(search) ?? TENHOU_RULES,
    offer: readOffer(search),
    callMetric: readCallMetric(search),
    ...addressOf(search),
    quiz: { question: null },
    drill: { seed: null },
    points: { seed: null },
  } as unknown as AppState;
  const patch = (p: Partial<AppState>) => {
    state = { ...state, ...p };
  };
  const restored: Address[] = [];
  const rescored: string[] = [];
  const remembered: ScoreRules[] = [];
  const entered: string[] = [];
  // What the location held when each position was shown: history is written after.
  const shownAt: string[] = [];
  const router = createRouter({
    location,
    get: () => state,
    set: patch,
    endHold: () => {},
    enterQuiz: (hand) => entered.push(`quiz ${hand}`),
    enterDrill: (seed) => entered.push(`drill ${seed}`),
    enterPoints: (seed) => entered.push(`points ${seed}`),
    enterReview: () => entered.push('review'),
    restore(address) {
      restored.push(address);
      patch(address);
    },
    rescore: () => rescored.push(location.search()),
    reanalyse: () => rescored.push(`analyse ${location.search()}`),
    reprobe: () => rescored.push(`probe ${location.search()}`),
    recall: () => rescored.push(`call ${location.search()}`),
    rememberRules: (rules) => remembered.push(rules),
  });
  /** A position made current as the store does it: `show` puts it in the state. */
  const go = (hand: string, how: Step, form: 'standard' | 'regular' = 'standard', table = EMPTY_TABLE, draft = '') =>
    router.navigate({ hand, form, table, draft }, how, () => {
      shownAt.push(location.search());
      patch({ hand, form, table, draft: draft || hand });
    });
  return { router, location, go, restored, rescored, remembered, entered, shownAt, state: () => state };
}

describe('router.navigate: history entries', () => {
  test('a run of keystrokes replaces its own entry; a press after it is an entry of its own', () => {
    const { go, location } = routerAt('?q=1m');
    go('1m2m', 'type');
    go('1m2m3m', 'type');
    go('1m2m3m4m', 'type');
    go('1m2m3m4m5m', 'push');
    expect(location.entries).toEqual(['?q=1m', '?qd=1m2m3m4m', '?q=1m2m3m4m5m']);
  });

  test('presses that build a hand are one run with the keystrokes: one entry; a move ends the run', () => {
    const { go, location } = routerAt('?q=1m');
    go('1m2m', 'build');
    go('1m2m3m', 'build');
    go('1m2m3m4m', 'type');
    go('1m2m3m4m5m', 'build');
    go('1m2m3m4m6m', 'push');
    go('1m2m3m4m6m7m', 'build');
    go('1m2m3m4m6m7m8m', 'build');
    expect(location.entries).toEqual(['?q=1m', '?q=1m2m3m4m5m', '?q=1m2m3m4m6m', '?qd=1m2m3m4m6m7m8m']);
  });

  test('a form switch is an entry of its own, and the keystrokes after it start a new run', () => {
    const { go, location } = routerAt('?q=1m');
    go('1m2m', 'type');
    go('1m2m', 'push', 'regular');
    go('1m2m3m4m', 'type', 'regular');
    go('1m2m3m4m5m', 'type', 'regular');
    expect(location.entries).toEqual(['?q=1m', '?q=1m2m', '?p=1m2m', '?p=1m2m3m4m5m']);
  });

  test('endTyping: the next keystroke starts an entry', () => {
    const { router, go, location } = routerAt('?q=1m');
    go('1m2m', 'type');
    router.endTyping();
    go('1m2m3m4m', 'type');
    expect(location.entries).toEqual(['?q=1m', '?q=1m2m', '?qd=1m2m3m4m']);
  });

  test('the position already shown: nothing is shown or written, and a run of keystrokes goes on', () => {
    const { go, location, shownAt } = routerAt('?q=1m');
    go('1m2m', 'type');
    expect(go('1m2m', 'push')).toBe(false);
    expect(go('1m2m', 'type')).toBe(false);
    expect(shownAt).toHaveLength(1);
    go('1m2m3m4m', 'type');
    expect(location.entries).toEqual(['?q=1m', '?qd=1m2m3m4m']);
  });

  test('replace: in place of the current entry', () => {
    const { go, location } = routerAt('?q=1m');
    expect(go('2m', 'replace')).toBe(true);
    expect(location.entries).toEqual(['?qd=2m']);
  });

  test('the table is part of the position: a new table alone is a new entry', () => {
    const { go, location } = routerAt('?q=1m');
    go('1m', 'push', 'standard', { ...EMPTY_TABLE, seen: '9p' });
    expect(location.entries).toEqual(['?q=1m', '?qd=1m&seen=9p']);
  });

  test('the position is shown before history is written (the engine is asked first)', () => {
    const { go, shownAt, location } = routerAt('?q=1m');
    go('1m2m', 'push');
    expect(shownAt).toEqual(['?q=1m']);
    expect(location.search()).toBe('?q=1m2m');
  });
});

describe('router: Back, Forward and the pages', () => {
  test('Back restores the position the location names, and ends a run of keystrokes', () => {
    const { router, go, location, restored, state } = routerAt('?q=1m');
    router.listen();
    go('1m2m', 'push');
    go('1m2m3m4m', 'type');
    location.back();
    expect(restored).toEqual([addressOf('?q=1m2m')]);
    expect(state()).toMatchObject({ hand: '1m2m', form: 'standard' });
    go('1m2m3m', 'type'); // a new entry: the run before Back is over
    expect(location.entries).toEqual(['?q=1m', '?q=1m2m', '?q=1m2m3m']);
  });

  test('a location naming the position already shown restores nothing', () => {
    const { location, restored, router } = routerAt('?q=1m');
    location.push('?q=1m');
    router.follow();
    expect(restored).toEqual([]);
  });

  test('setMode: an entry of its own, the page entered, the analysis address kept for the link back', () => {
    const { router, location, entered, restored, state } = routerAt('?q=19m&seen=1z');
    router.actions.setMode('quiz');
    expect(location.entries).toEqual(['?q=19m&seen=1z', '?mode=quiz']);
    expect(state()).toMatchObject({ mode: 'quiz', analysisSearch: '?q=19m&seen=1z' });
    expect(entered).toEqual(['quiz ']);
    router.actions.setMode('analysis');
    expect(location.search()).toBe('?q=19m&seen=1z');
    expect(state().mode).toBe('analysis');
    expect(restored).toEqual([]); // the analysis was kept: nothing to restore, nothing to ask
    router.actions.setMode('analysis');
    expect(location.entries).toHaveLength(3);
  });

  test('listen: Back and Forward are followed until stopped', () => {
    const { router, location, entered } = routerAt('?q=1m');
    const stop = router.listen();
    location.push('?mode=drill&seed=7');
    location.push('?mode=quiz&hand=1112345678999m');
    location.back();
    expect(entered).toEqual(['drill 7']);
    location.forward();
    expect(entered).toEqual(['drill 7', 'quiz 1112345678999m']);
    stop();
    location.back();
    expect(entered).toHaveLength(2);
  });

  test('searchOf and addressOf are inverse', () => {
    for (const search of ['?q=4569m1222569p258s', '?pd=123m456p789s1122z&seen=1m0p&dora=4p&players=3&nuki=1', '']) {
      expect(searchOf(addressOf(search))).toBe(search);
    }
  });
});

describe('router: the rules', () => {
  test('setRules: remembered, written in place of the current entry, the score asked again', () => {
    const { router, location, rescored, remembered, state } = routerAt('?q=123m456p789s11222z');
    router.actions.setRules(MAHJONG_SOUL_RULES);
    expect(location.entries).toEqual(['?q=123m456p789s11222z&rules=mahjongsoul']);
    expect(remembered).toEqual([MAHJONG_SOUL_RULES]);
    expect(rescored).toEqual(['?q=123m456p789s11222z&rules=mahjongsoul']);
    expect(state().rules).toEqual(MAHJONG_SOUL_RULES);
  });
  test('Back to an address that names rules takes them; to one that names none keeps the rules shown', () => {
    const { router, location, go, state } = routerAt('?q=123m456p789s11222z&rules=mahjongsoul');
    router.listen();
    go('123m456p789s11223z', 'push');
    expect(location.search()).toBe('?q=123m456p789s11223z&rules=mahjongsoul');
    router.actions.setRules(TENHOU_RULES);
    expect(location.search()).toBe('?q=123m456p789s11223z');
    location.back();
    expect(state().rules).toEqual(MAHJONG_SOUL_RULES);
    location.forward();
    expect(state().rules).toEqual(MAHJONG_SOUL_RULES);
  });
});
