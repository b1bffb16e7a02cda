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
import { offerInputOf, tableInputOf, type TableQuery } from '../address/table-query.ts';
import type { OfferQuery } from '../address/call-query.ts';

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

/** Passing and every legal call of an offered tile, with the situation's winds and the rules' kuitan (the table at once). */
export function callQuestion(
  hand: string,
  table: TableQuery,
  offer: OfferQuery,
  situation: SituationInput,
  rules: ScoreRules,
): Questions['callTable'] {
  return {
    hand,
    // The offer shown is the game's last discard (shownOffer): its tile lies in the discarder's river, and
    // the engine counts it as the hand's once called (docs/rules.md#call-or-pass), so the game's is left out.
    table: offerInputOf(table),
    offer: { tile: offer.tile, from: offer.from },
    round: situation.round,
    seat: situation.seat,
    kuitan: rules.kuitan,
  };
}

/**
 * The same with its figures at `turn` (the turn of the offer: the discards made so far, 1-17), under the
 * probabilities' options as the probabilities panel searches them (probabilityQuestion's).
 */
export function callFiguresQuestion(
  base: Questions['callTable'],
  hand: string,
  table: TableQuery,
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
  turn: number,
): Questions['callFigures'] {
  const { options } = probabilityQuestion(hand, table, situation, search, rules);
  return { ...base, probabilities: { ...options, turn } };
}

/**
 * A kan on your own turn (docs/rules.md#call-or-pass): the 14-tile hand and its table, each kan it can
 * declare against not declaring (the table at once).
 */
export function kanQuestion(hand: string, table: TableQuery, riichi = false): Questions['kanTable'] {
  return { hand, table: tableInputOf(table), ...(riichi ? { riichi: true } : {}) };
}

/**
 * The same with its figures at `turn` (the turn of your discard, as the probabilities panel shows it),
 * under the probabilities' options as that panel searches them (probabilityQuestion's).
 */
export function kanFiguresQuestion(
  base: Questions['kanTable'],
  hand: string,
  table: TableQuery,
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
  turn: number,
): Questions['kanFigures'] {
  const { options } = probabilityQuestion(hand, table, situation, search, rules);
  return { ...base, probabilities: { ...options, turn } };
}
