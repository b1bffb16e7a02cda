/**
 * The analysis page's questions to the engine, built from what the page shows. The store asks them
 * (analysis-requests.ts) and the selectors compare each answer's key with the key of the question
 * the page would ask now (requests.ts, isAbout): one builder for both, so an answer is about what is
 * shown exactly when the same question would be asked again.
 */
import type { Form, ScoreRules } from '../engine/light.ts';
import type { ProbabilitySettings } from '../address/probability-query.ts';
import type { Questions } from './requests.ts';
import { rulesInput } from './rules-choice.ts';
import type { SituationInput } from '../address/situation-query.ts';
import { tableInputOf, type TableQuery } from '../address/table-query.ts';

/** The analysis of a position; its second step asks the same question (the same key: the same position). */
export function analysisQuestion(hand: string, form: Form, table: TableQuery): Questions['analyze'] {
  return { hand, form, table: tableInputOf(table) };
}

/** The value of a hand (or of its waits) in a situation, under rules (sent only when they are not the engine's defaults). */
export function scoreQuestion(hand: string, table: TableQuery, situation: SituationInput, rules: ScoreRules): Questions['score'] {
  const input = rulesInput(rules);
  return { hand, table: tableInputOf(table), situation, ...(input ? { rules: input } : {}) };
}

/**
 * The probabilities of a hand with the settings it is searched with (probability-query.ts,
 * searchSettings), in the situation's winds with its honba and riichi sticks on the table (one state
 * for both panels), under rules (sent only when they are not the defaults).
 */
export function probabilityQuestion(
  hand: string,
  table: TableQuery,
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
): Questions['probabilities'] {
  const { handChanges, shantenBack, riichi, red, ura, riichiStick, tenpaiPayment, ippatsu, haitei } = search;
  const input = rulesInput(rules);
  const options = {
    round: situation.round,
    seat: situation.seat,
    handChanges,
    shantenBack,
    riichi,
    red,
    ura,
    riichiStick,
    tenpaiPayment,
    ippatsu,
    haitei,
    honba: situation.honba,
    sticks: situation.sticks,
    ...(input ? { rules: input } : {}),
  };
  return { hand, table: tableInputOf(table), options };
}
