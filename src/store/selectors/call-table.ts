/**
 * The call table (docs/rules.md#call-or-pass): the offer whose table is open, its two questions (the
 * table at once, then with its figures), and the table the page draws.
 */
import { callTurn, tileCode } from '../../engine/light.ts';
import type { CallTable } from '../../engine/light.ts';
import type { OfferQuery } from '../../address/call-query.ts';
import { hasGame } from '../../address/table-query.ts';
import type { AppState } from '../app-state.ts';
import { callFiguresQuestion, callQuestion } from '../questions.ts';
import type { Requested } from '../requests.ts';
import { memo } from './memo.ts';
import type { AnalysisSelectors } from './analysis.ts';
import type { GameSelectors } from './game.ts';
import type { ProbabilitySelectors } from './probabilities.ts';
import type { ReadingSelectors } from './readings.ts';
import { twoStageShown, type TwoStage } from './two-stage.ts';

/**
 * The call table as the page draws it (docs/rules.md#call-or-pass): the offer, the newest table (with
 * its figures once they are in for this question), and how it stands (TwoStage).
 */
export interface ShownCallTable extends TwoStage {
  offer: OfferQuery;
  table: CallTable | null;
}

/** The selectors of the call table, over the game followed and the probabilities' settings and turn. */
export function createCallTableSelectors(
  select: Pick<ReadingSelectors, 'offerPosition'> &
    Pick<GameSelectors, 'gameState'> &
    Pick<AnalysisSelectors, 'shownShanten'> &
    Pick<ProbabilitySelectors, 'shownTurn' | 'searchSettings'>,
  keyOfQuestion: (question: object) => string,
) {
  const { offerPosition, gameState, shownShanten, shownTurn: shownTurnOf, searchSettings: searchSettingsOf } = select;

  /**
   * The offer whose call table is open: the address's, while it is the game's last discard, from another
   * seat (the discarder's seat is the one it comes from); without a game followed, the address's as it is.
   */
  function shownOffer(state: AppState): OfferQuery | null {
    const offer = state.offer;
    if (!offer) return null;
    if (!hasGame(state.table)) return offer;
    const g = gameState(state);
    const last = g?.last;
    if (!g || !last) return null;
    const tile = g.seats[last.seat].river[last.index];
    return last.seat === offer.from && tileCode(tile.kind, tile.red) === offer.tile ? offer : null;
  }

  const callQuestionMemo = memo(callQuestion);

  /** The call table's question for the offer shown (the table at once), or null: no offer, or no position to ask about. */
  function callQuestionOf(state: AppState) {
    const offer = shownOffer(state);
    const position = offer && offerPosition(state);
    if (!offer || !position) return null;
    return callQuestionMemo(position, offer, state.situation, state.rules);
  }

  const callFiguresMemo = memo(callFiguresQuestion);

  /**
   * The call table's question with its figures: the probabilities' settings as that panel searches them
   * for this hand's shanten (so null until the hand's first step is in), at the turn of the offer: callTurn
   * of the turn the probabilities show (your next discard's).
   */
  function callFiguresQuestionOf(state: AppState) {
    const base = callQuestionOf(state);
    const shanten = shownShanten(state);
    if (!base || shanten === null) return null;
    const turn = callTurn(shownTurnOf(state));
    return callFiguresMemo(base, state.situation, searchSettingsOf(state), state.rules, turn);
  }

  const callTableOf = memo(
    (
      offer: OfferQuery,
      tableRequested: Requested<CallTable>,
      figuresRequested: Requested<CallTable>,
      tableKey: string | null,
      figuresKey: string | null,
    ): ShownCallTable => {
      const { data, ...shown } = twoStageShown(tableRequested, figuresRequested, tableKey, figuresKey);
      return { offer, table: data ?? null, ...shown };
    },
  );

  /** The call table to draw, or null when none is open. */
  function callTable(state: AppState): ShownCallTable | null {
    const offer = shownOffer(state);
    if (!offer) return null;
    const question = callQuestionOf(state);
    const figures = callFiguresQuestionOf(state);
    return callTableOf(
      offer,
      state.requests.callTable,
      state.requests.callFigures,
      question ? keyOfQuestion(question) : null,
      figures ? keyOfQuestion(figures) : null,
    );
  }

  return {
    shownOffer,
    callQuestion: callQuestionOf,
    callFiguresQuestion: callFiguresQuestionOf,
    callTable,
  };
}
