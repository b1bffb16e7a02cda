/**
 * The kan table (docs/rules.md#call-or-pass): on your turn in the game followed with a kan your hand
 * can declare, its two questions (the table at once, then with its figures at the turn of your
 * discard) and the table the page draws.
 */
import { tileCount } from '../../engine/light.ts';
import type { Hand, KanTable } from '../../engine/light.ts';
import type { AppState } from '../app-state.ts';
import { kanFiguresQuestion, kanQuestion } from '../questions.ts';
import type { Requested } from '../requests.ts';
import { memo } from './memo.ts';
import type { AnalysisSelectors } from './analysis.ts';
import type { GameSelectors } from './game.ts';
import type { ProbabilitySelectors } from './probabilities.ts';
import type { ReadingSelectors } from './readings.ts';
import { twoStageShown, type TwoStage } from './two-stage.ts';
import type { WorkingHandSelectors } from './working-hand.ts';

/**
 * A kan on your own turn as the page draws it (docs/rules.md#call-or-pass): the newest kan table (with
 * its figures once they are in for this question), the turn its figures are at (your discard's, as the
 * probabilities panel shows it; they follow the hand's probabilities), and how it stands (TwoStage).
 */
export interface ShownKanTable extends TwoStage {
  table: KanTable | null;
  turn: number;
}

/** True when `hand` can declare a kan on its turn: four concealed copies of a kind, or the fourth of one of its pons. */
function canKan(hand: Hand): boolean {
  for (let k = 0; k < hand.tiles.length; k++) if (hand.tiles[k]! >= 4) return true;
  return hand.melds.some((m) => m.kind === 'pon' && hand.tiles[m.tiles[0]!]! > 0);
}

/** The selectors of the kan table, over the URL's hand, the game followed and the probabilities' settings and turn. */
export function createKanTableSelectors(
  select: Pick<ReadingSelectors, 'urlPosition'> &
    Pick<WorkingHandSelectors, 'urlHand'> &
    Pick<GameSelectors, 'gameState' | 'paletteTarget'> &
    Pick<AnalysisSelectors, 'shownShanten'> &
    Pick<ProbabilitySelectors, 'shownTurn' | 'searchSettings'>,
  keyOfQuestion: (question: object) => string,
) {
  const { urlPosition, urlHand, gameState, paletteTarget, shownShanten, shownTurn: shownTurnOf, searchSettings: searchSettingsOf } = select;

  /**
   * Your turn in the game followed, with a tile to discard (the cursor at you, the next press a discard
   * from your hand), and a kan your hand can declare: the game panel shows your kans' buttons.
   */
  function kanTurn(state: AppState): boolean {
    const g = gameState(state);
    if (!g || !g.started || g.cursor.seat !== 0 || g.cursor.indicator || paletteTarget(state).to !== 'hand') return false;
    const hand = urlHand(state);
    return hand !== null && tileCount(hand) === 14 && canKan(hand);
  }

  const kanQuestionMemo = memo(kanQuestion);

  /** The kan table's question (the table at once) on your turn with a kan to declare, or null; in riichi, the engine keeps the kans Tenhou allows. */
  function kanQuestionOf(state: AppState) {
    const position = kanTurn(state) ? urlPosition(state) : null;
    return position && kanQuestionMemo(position, yourRiichi(state));
  }

  /** You have declared riichi in the game at the table. */
  function yourRiichi(state: AppState): boolean {
    return (gameState(state)?.seats[0].riichi ?? null) !== null;
  }

  /** The turn of the kan table's figures: your discard's, as the probabilities panel shows it, within 1-17. */
  const kanTurnOf = (state: AppState) => Math.min(17, Math.max(1, shownTurnOf(state)));

  const kanFiguresMemo = memo(kanFiguresQuestion);

  /**
   * The kan table's question with its figures: the probabilities' settings as that panel searches them
   * for this hand's shanten (so null until the hand's first step is in), at the turn of your discard.
   */
  function kanFiguresQuestionOf(state: AppState) {
    const base = kanQuestionOf(state);
    const shanten = shownShanten(state);
    if (!base || shanten === null) return null;
    return kanFiguresMemo(base, state.situation, searchSettingsOf(state), state.rules, kanTurnOf(state));
  }

  const kanTableOf = memo(
    (
      turn: number,
      tableRequested: Requested<KanTable>,
      figuresRequested: Requested<KanTable>,
      tableKey: string,
      figuresKey: string | null,
    ): ShownKanTable => {
      const { data, ...shown } = twoStageShown(tableRequested, figuresRequested, tableKey, figuresKey);
      return { table: data ?? null, turn, ...shown };
    },
  );

  /** The kan table to draw on your turn with a kan to declare, or null. */
  function kanTable(state: AppState): ShownKanTable | null {
    const question = kanQuestionOf(state);
    if (!question) return null;
    const figures = kanFiguresQuestionOf(state);
    return kanTableOf(
      kanTurnOf(state),
      state.requests.kanTable,
      state.requests.kanFigures,
      keyOfQuestion(question),
      figures ? keyOfQuestion(figures) : null,
    );
  }

  return {
    kanQuestion: kanQuestionOf,
    kanFiguresQuestion: kanFiguresQuestionOf,
    kanTable,
  };
}
