/**
 * What the analysis page asks the engine, and when. A new valid position asks its analysis; a hand
 * with discards (3n+2) its second step right after, so the worker answers the first one first; a
 * complete or 13-tile hand its value; a 14-tile hand its probabilities once the first step is in
 * (its shanten decides the options searched). The questions are built by questions.ts, the same
 * builders the selectors use to judge whether an answer is about what is shown.
 *
 * The probabilities are a long search in a worker of its own, which a newer question ends at once;
 * nothing is asked again for the question asked last. Every shanten starts by itself: from
 * 4-shanten with hand changes and shanten-back off (searchSettings), which takes under a second or
 * two; a hand whose search outgrows the memory budget ends with 'too-large' within about as long
 * (6-shanten hands do), and the page says why.
 *
 * That worker runs one job at a time, in the order of its line (job-runner.ts); each long job is asked
 * at its priority (PRIORITY) and the line does the rest: the kan figures asked while the probabilities
 * are searched wait for them, and a search of the probabilities asked while the kan figures run ends
 * them for its time (they run again after it).
 */
import { tileCount } from '../engine/light.ts';
import type { AppState } from './app-state.ts';
import { searchSettings } from './probability-search.ts';
import { analysisAbout, analysisQuestion, probabilityQuestion, scoreQuestion } from './questions.ts';
import { isAbout, keyOf, type RequestRunner } from './requests.ts';
import type { Selectors } from './selectors/index.ts';

/**
 * The long jobs' priorities in their worker's line: the hand's probabilities (the panel the page draws
 * first, and the search a player's option asks again: it never waits in line, where its panel would look
 * cancelled), then the call table's figures, then the kan table's, which take as long again.
 */
const PRIORITY = { probabilities: 3, callFigures: 2, kanFigures: 1 } as const;

export interface AnalysisRequestsContext {
  get(): AppState;
  select: Selectors;
  runner: RequestRunner;
  /**
   * How long the position must stay before its probabilities are asked (ms; 0 = at once). A hand being
   * built changes with every press, and a search per press would only compete with the first step.
   */
  probabilityDelayMs: number;
}

export interface AnalysisRequests {
  /** Ask everything the position shown asks (nothing when it is not a valid position). */
  analyze(): void;
  /** The situation or the rules changed (the position did not): the hand's value again, and its probabilities. */
  rescore(): void;
  /** The probabilities' question may have changed (an option): asked when it did. */
  reprobe(): void;
  /** Ask the probabilities of the position shown again (after Cancel). */
  retryProbabilities(): void;
  /** End the probabilities' search in flight (the Cancel button). */
  cancelProbabilities(): void;
  /** Ask the call table of the offer shown (nothing open: forget what was asked). */
  askCalls(): void;
  /** Ask the kan table on your turn with a kan to declare (none: forget what was asked). */
  askKans(): void;
}

export function createAnalysisRequests(ctx: AnalysisRequestsContext): AnalysisRequests {
  const { get, select, runner } = ctx;

  function analyze(): void {
    const { hand, form, table } = get();
    const position = select.analysedPosition(hand, table);
    if (!position) return;
    const question = analysisQuestion(position, form);
    // The probabilities come after the first step, once its shanten is known.
    runner.ask('analyze', question, {
      about: analysisAbout(hand, form, table),
      then: (answer) => {
        if (answer.status !== 'done') return;
        askProbabilities();
        askCalls();
        askKans();
      },
    });
    // The second step of a hand with discards (3n+2), asked after the first so the worker answers that
    // one first; it fills the rows in when it comes (a newer position makes it stale). A 3n+1 hand has
    // no discards to measure: nothing is asked.
    if (tileCount(position.hand) % 3 === 2) runner.ask('twoStep', question);
    askScore();
    askProbabilities();
    askCalls();
    askKans();
  }

  /**
   * The call table of the offer shown (docs/rules.md#call-or-pass), in two steps: the table itself in the
   * analyses' worker (a few analyses: it answers at once), and the same with its figures in the long
   * jobs' worker (as long as the probabilities of the hand take), once the hand's first step says its
   * shanten, which decides the options searched. A question asked already is not asked again; with no
   * offer open, a search in flight is ended.
   */
  function askCalls(): void {
    const state = get();
    const table = select.callQuestion(state);
    const figures = select.callFiguresQuestion(state);
    if (!table) {
      if (state.requests.callTable.latest) runner.forget('callTable');
    } else if (!isAbout(state.requests.callTable.latest, keyOf(table))) runner.ask('callTable', table);
    if (!figures) {
      if (runner.pending('callFigures') !== null) runner.forget('callFigures');
    } else if (!asked('callFigures', keyOf(figures))) runner.ask('callFigures', figures, { priority: PRIORITY.callFigures });
  }

  /**
   * The kan table on your turn (docs/rules.md#call-or-pass, a kan on your own turn), in two steps as the
   * call table: the table itself in the analyses' worker, at once, and the same with its figures in the
   * long jobs' worker, after the hand's probabilities (PRIORITY).
   */
  function askKans(): void {
    const state = get();
    const table = select.kanQuestion(state);
    const figures = select.kanFiguresQuestion(state);
    if (!table) {
      if (state.requests.kanTable.latest) runner.forget('kanTable');
    } else if (!isAbout(state.requests.kanTable.latest, keyOf(table))) runner.ask('kanTable', table);
    if (!figures) {
      if (runner.pending('kanFigures') !== null) runner.forget('kanFigures');
    } else if (!asked('kanFigures', keyOf(figures))) runner.ask('kanFigures', figures, { priority: PRIORITY.kanFigures });
  }

  /** The question of `key` is the one asked last of `kind`: waiting, running or answered. */
  function asked(kind: 'probabilities' | 'callFigures' | 'kanFigures', key: string): boolean {
    return runner.pending(kind) === key || isAbout(get().requests[kind].latest, key);
  }

  // The hand's value (a complete 14-tile hand) or its waits' (a 13-tile one), asked after the analysis;
  // it comes in a few milliseconds and fills the score panel.
  function askScore(): void {
    const { situation, rules } = get();
    const position = select.urlPosition(get());
    if (!position || (tileCount(position.hand) !== 14 && tileCount(position.hand) !== 13)) return;
    runner.ask('score', scoreQuestion(position, situation, rules));
  }

  function askProbabilities(): void {
    const state = get();
    const { situation, rules, probabilitySettings } = state;
    const position = select.urlPosition(state);
    // Asked once the first step is in for this hand: its shanten decides the options searched.
    const shanten = select.shownShanten(state);
    if (!position || tileCount(position.hand) !== 14 || shanten === null) {
      if (runner.pending('probabilities') !== null) cancelProbabilities();
      return;
    }
    const question = probabilityQuestion(position, situation, searchSettings(probabilitySettings, shanten), rules);
    if (asked('probabilities', keyOf(question))) return;
    runner.ask('probabilities', question, { delayMs: ctx.probabilityDelayMs, priority: PRIORITY.probabilities });
  }

  // Forgetting the question ends its request: the long jobs' client ends the worker that runs it. Cancel
  // ends the kan figures too (a long job of the same hand), waiting or running.
  const cancelProbabilities = () => {
    runner.forget('probabilities');
    if (runner.pending('kanFigures') !== null) runner.forget('kanFigures');
  };

  return {
    analyze,
    rescore() {
      askScore();
      // The winds are the situation's and the rules the page's: the probabilities' points follow both.
      askProbabilities();
      askCalls();
      askKans();
    },
    reprobe() {
      askProbabilities();
      askCalls();
      askKans();
    },
    askCalls,
    askKans,
    retryProbabilities() {
      runner.forget('probabilities');
      askProbabilities();
      // The kan figures Cancel ended, after the probabilities again.
      askKans();
    },
    cancelProbabilities,
  };
}
