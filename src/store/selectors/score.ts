/**
 * The score shown (docs/rules.md#scoring): the newest score answer, greyed while it is not about the
 * hand, situation and rules shown, and whether a complete hand has no yaku.
 */
import { tileCount, type Position } from '../../engine/light.ts';
import type { HandValue } from '../../engine/light.ts';
import type { AppState } from '../app-state.ts';
import { scoreQuestion } from '../questions.ts';
import { isAbout, keyOf, type DoneAnswer } from '../requests.ts';
import { memo } from './memo.ts';
import type { AnalysisSelectors } from './analysis.ts';
import type { ReadingSelectors } from './readings.ts';

export interface ShownScore {
  score: HandValue | null;
  /** The score is not about the position and situation shown: greyed until the next comes. */
  stale: boolean;
}

/** The selectors of the score panel, over the position asked about and the analysis shown. */
export function createScoreSelectors(select: Pick<ReadingSelectors, 'urlPosition'> & Pick<AnalysisSelectors, 'shown'>) {
  const { urlPosition, shown } = select;

  const scoreKeyOf = memo((position: Position | null, situation: AppState['situation'], rules: AppState['rules']) => {
    const size = position && tileCount(position.hand);
    return position && (size === 13 || size === 14) ? keyOf(scoreQuestion(position, situation, rules)) : null;
  });

  /** The key of the score the page asks for the hand shown (a complete hand, or a 13-tile one's waits); null when it asks none. */
  function scoreKey(state: AppState): string | null {
    return scoreKeyOf(urlPosition(state), state.situation, state.rules);
  }

  const shownScoreOf = memo((answer: DoneAnswer<HandValue> | null, hand: string, key: string | null): ShownScore => {
    if (!hand || !answer) return { score: null, stale: false };
    return { score: answer.data, stale: !isAbout(answer, key) };
  });

  /** The score panel's answer (docs/rules.md#scoring): the newest, greyed while it is not about the hand, situation and rules shown. */
  function score(state: AppState): ShownScore {
    return shownScoreOf(state.requests.score.shown, state.hand, scoreKey(state));
  }

  return {
    scoreKey,
    score,
    /**
     * A complete hand (its shape) that has no yaku, by the score of the hand and situation shown: the
     * headline and the one-line summary say 役なし beside 和了. False while either answer is another hand's.
     */
    noYaku(state: AppState): boolean {
      const { result, stale } = shown(state);
      const { score: value, stale: scoreStale } = score(state);
      return (
        !!result &&
        !stale &&
        result.analysis.shanten.standard === -1 &&
        !scoreStale &&
        value?.kind === 'complete' &&
        value.outcome.kind === 'no-yaku'
      );
    },
  };
}
