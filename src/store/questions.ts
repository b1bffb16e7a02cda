/**
 * The analysis page's questions to the engine, built from the positions the selectors read (the page
 * reads each text once, readings.ts) and sent as values (protocol.ts). The store asks them
 * (analysis-requests.ts) and the selectors compare each answer's key with the key of the question
 * the page would ask now (requests.ts, isAbout): one builder for both, so an answer is about what is
 * shown exactly when the same question would be asked again.
 */
import { packPosition, type Form, type PackedPosition, type Position, type ScoreRules } from '../engine/light.ts';
import type { ProbabilitySettings } from '../address/probability-query.ts';
import type { AnalysisAbout, Questions } from './requests.ts';
import { rulesInput } from './rules-choice.ts';
import { scoreSituationOf, type SituationInput } from '../address/situation-query.ts';
import { tableInputOf, tableQueryOf, withTable, type TableQuery } from '../address/table-query.ts';
import { offerTile, type OfferQuery } from '../address/call-query.ts';

const packed = new WeakMap<Position, PackedPosition>();

/**
 * A position as the questions carry it, packed once per position read (the readings keep each one they
 * read, so the same position is the same object). The page's table is always a real game's, even empty.
 */
function packedOf(position: Position): PackedPosition {
  let value = packed.get(position);
  if (!value) packed.set(position, (value = packPosition(position, { real: true })));
  return value;
}

/**
 * The analysis of a position; its second step asks the same question (the same key: the same position).
 * Only the position goes: what the page wrote of it (the hand's text, the table's) stays in the store with
 * the answer (analysisAbout).
 */
export function analysisQuestion(position: Position, form: Form): Questions['analyze'] {
  return { position: packedOf(position), form };
}

/**
 * What the page wrote of an analysis it asks: the hand's text, the form, and the table's parameters as
 * the URL writes them, with the game's tiles among the seen ones (what the analysis counts of the table).
 */
export function analysisAbout(hand: string, form: Form, table: TableQuery): AnalysisAbout {
  return { hand, form, table: withTable('', tableQueryOf(tableInputOf(table))) };
}

/** The value of a hand (or of its waits) in a situation, under rules (sent only when they are not the engine's defaults). */
export function scoreQuestion(position: Position, situation: SituationInput, rules: ScoreRules): Questions['score'] {
  const input = rulesInput(rules);
  return {
    position: packedOf(position),
    situation: scoreSituationOf(situation, position.table.players),
    ...(input ? { rules: input } : {}),
  };
}

/** The probabilities' options as probabilityQuestion asks them. */
function probabilityOptions(
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
): Questions['probabilities']['options'] {
  const { handChanges, shantenBack, riichi, red, ura, riichiStick, tenpaiPayment, ippatsu, haitei } = search;
  const input = rulesInput(rules);
  return {
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
}

/**
 * The probabilities of a hand with the settings it is searched with (probability-query.ts,
 * searchSettings), in the situation's winds with its honba and riichi sticks on the table (one state
 * for both panels), under rules (sent only when they are not the defaults).
 */
export function probabilityQuestion(
  position: Position,
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
): Questions['probabilities'] {
  return { position: packedOf(position), options: probabilityOptions(situation, search, rules) };
}

/**
 * Passing and every legal call of an offered tile, with the situation's winds and the rules' kuitan (the
 * table at once). The position is the one shown less the offered tile (readings.ts, offerPosition): the
 * offer shown is the game's last discard (shownOffer), its tile lies in the discarder's river, and the
 * engine counts it as the hand's once called (docs/rules.md#call-or-pass).
 */
export function callQuestion(position: Position, offer: OfferQuery, situation: SituationInput, rules: ScoreRules): Questions['callTable'] {
  return {
    position: packedOf(position),
    offer: { tile: offerTile(offer), from: offer.from },
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
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
  turn: number,
): Questions['callFigures'] {
  return { ...base, probabilities: { ...probabilityOptions(situation, search, rules), turn } };
}

/**
 * A kan on your own turn (docs/rules.md#call-or-pass): the 14-tile hand and its table, each kan it can
 * declare against not declaring (the table at once).
 */
export function kanQuestion(position: Position, riichi = false): Questions['kanTable'] {
  return { position: packedOf(position), ...(riichi ? { riichi: true } : {}) };
}

/**
 * The same with its figures at `turn` (the turn of your discard, as the probabilities panel shows it),
 * under the probabilities' options as that panel searches them (probabilityQuestion's).
 */
export function kanFiguresQuestion(
  base: Questions['kanTable'],
  situation: SituationInput,
  search: ProbabilitySettings,
  rules: ScoreRules,
  turn: number,
): Questions['kanFigures'] {
  return { ...base, probabilities: { ...probabilityOptions(situation, search, rules), turn } };
}
