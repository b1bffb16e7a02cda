/**
 * The probabilities shown (docs/rules.md#probabilities): the turn they are at, the settings the hand
 * shown is searched with, where the search stands, and the newest answer, greyed while it is about
 * another question than the one the hand shown asks.
 */
import { tableTurn } from '../../engine/light.ts';
import type { Position, ProbabilityError, ProbabilityRow, YakuChance } from '../../engine/light.ts';
import type { RequestFailure } from '../../worker/protocol.ts';
import type { ProbabilityReport } from '../../engine/light.ts';
import type { ProbabilitySettings } from '../../address/probability-query.ts';
import type { AppState } from '../app-state.ts';
import { searchSettings } from '../probability-search.ts';
import { probabilityQuestion } from '../questions.ts';
import { isAbout, keyOf, type DoneAnswer, type Requested } from '../requests.ts';
import { memo } from './memo.ts';
import type { AnalysisSelectors } from './analysis.ts';
import type { GameSelectors } from './game.ts';
import type { ReadingSelectors } from './readings.ts';

/** Where the probabilities' search stands: running (with how far it has come), done, or failed; idle when none is asked. */
export interface ProbabilityRun {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** 0..1 while running. */
  progress: number;
  /** The newest answer (possibly about an earlier hand while the next one runs). */
  result: ProbabilityReport | null;
  message: RequestFailure | null;
}

export interface ShownProbabilities {
  run: ProbabilityRun;
  /** The rows of the answer about the position and settings shown (null while none is). */
  rows: ProbabilityRow[] | null;
  /** The answer shown is about another hand, table or setting: greyed until the next comes. */
  stale: boolean;
  /** An open hand without a yaku in its melds: what could still give it one (null otherwise, or while none is in). */
  yakuChances: YakuChance[] | null;
  /** Why the answer shown has no rows (its rows are then []); null when it has them, or while none is in. */
  error: ProbabilityError | null;
}

/** The selectors of the probabilities panel, over the position asked about, the game followed and the shanten shown. */
export function createProbabilitySelectors(
  select: Pick<ReadingSelectors, 'urlPosition'> & Pick<GameSelectors, 'gameState'> & Pick<AnalysisSelectors, 'shownShanten'>,
) {
  const { urlPosition, gameState, shownShanten } = select;

  function shownTurnOf(state: AppState): number {
    const settings = state.probabilitySettings;
    if (settings.turnSet) return settings.turn;
    const g = gameState(state);
    return g && g.started ? tableTurn(g) : settings.turn;
  }

  /** The settings the probabilities of the hand shown are searched with (probability-query.ts, searchSettings). */
  function searchSettingsOf(state: AppState): ProbabilitySettings {
    return searchSettings(state.probabilitySettings, shownShanten(state));
  }

  const probabilityKeyOf = memo(
    (position: Position | null, situation: AppState['situation'], search: ProbabilitySettings, rules: AppState['rules']) =>
      position ? keyOf(probabilityQuestion(position, situation, search, rules)) : null,
  );

  /**
   * The key of the probabilities' question for the hand shown, searched as searchSettings says: from
   * 4-shanten an answer searched with hand changes and shanten-back off is this hand's, not a stale one.
   */
  function probabilityKey(state: AppState): string | null {
    return probabilityKeyOf(urlPosition(state), state.situation, searchSettingsOf(state), state.rules);
  }

  const runOf = memo((requested: Requested<ProbabilityReport>): ProbabilityRun => {
    const { latest, shown: answer } = requested;
    return {
      status: latest?.status ?? 'idle',
      progress: latest?.progress ?? 0,
      result: answer?.data ?? null,
      message: latest?.status === 'failed' ? latest.error : null,
    };
  });

  const shownProbabilitiesOf = memo(
    (run: ProbabilityRun, answer: DoneAnswer<ProbabilityReport> | null, hand: string, key: string | null): ShownProbabilities => {
      if (!hand || !answer) return { run, rows: null, stale: false, yakuChances: null, error: null };
      const found = answer.data.probabilities;
      return {
        run,
        rows: found.ok ? found.value.rows : [],
        stale: !isAbout(answer, key),
        yakuChances: answer.data.yakuChances ?? null,
        error: found.ok ? null : found.error,
      };
    },
  );

  return {
    /** The turn the probabilities show: the one set by hand, else the table's while a game is followed, else the setting's. */
    shownTurn: shownTurnOf,
    searchSettings: searchSettingsOf,
    probabilityKey,
    /**
     * The probabilities to draw (docs/rules.md#probabilities): the newest answer, greyed while it is about
     * another question than the one the hand shown asks.
     */
    probabilities(state: AppState): ShownProbabilities {
      const requested = state.requests.probabilities;
      return shownProbabilitiesOf(runOf(requested), requested.shown, state.hand, probabilityKey(state));
    },
  };
}

export type ProbabilitySelectors = ReturnType<typeof createProbabilitySelectors>;
