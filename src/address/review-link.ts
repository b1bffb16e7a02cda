/**
 * The analysis page's address of a reviewed decision (`Open in analysis`): the seat's hand as the URL
 * writes hands (melds in brackets), and the kyoku's moment followed at the table (the decision's moves so
 * far as the table's `moves=`, so every river with its riichi and tsumogiri, every meld from its seat and
 * every north tile is on the table, and its safety against a riichi and every figure of the table show),
 * the dora indicators showing, the players and its north tiles, the round and seat winds (the seat wind
 * places the dealer, as at the table), riichi when it was in riichi, and for a call offered the offer
 * (`offer=5m-left`), the moment's last discard, whose call table the analysis page then opens. The
 * browser's Back returns to the review at the decision (the review keeps where it stands). The
 * probabilities' turn is the review's (tiles the seat has taken, docs/game-logs.md#the-review), written
 * as a turn set by hand where the table's own (your discards + 1) differs: after a kan or a north tile.
 */
import { callTurn, formatHand, formatMoves, tileCode, type Decision } from '../engine/light.ts';
import { withCallChoice } from './call-query.ts';
import { writeQuery } from './location.ts';
import { DEFAULT_PROBABILITY_SETTINGS, withProbabilitySettings } from './probability-query.ts';
import { DEFAULT_SITUATION, withSituation } from './situation-query.ts';
import { NO_RIVERS, withTable } from './table-query.ts';

/** The analysis page's search string for the position of decision `d`. */
export function analysisSearchOf(d: Decision): string {
  const { hand, table } = d.position;
  const dora = table.indicators.map((kind, i) => tileCode(kind, table.indicatorsRed[i] ?? false)).join('');
  const search = withTable(writeQuery({ hand: formatHand(hand), form: 'standard' }), {
    seen: '',
    dora,
    players: table.players,
    nuki: table.nuki,
    rivers: NO_RIVERS,
    moves: formatMoves(d.moment.moves),
    dealer: d.moment.dealer,
  });
  const riichi = d.kind === 'discard' && d.riichi ? 'riichi' : 'none';
  const situated = withSituation(search, { ...DEFAULT_SITUATION, round: d.round, seat: d.seatWind, riichi });
  // The turn the page shows, as the review counts it: a call's figures (callTurn of its next discard's
  // turn, d.turn + 1) come one turn before the page's.
  const turn = d.kind === 'discard' ? Math.min(d.turn, 18) : callTurn(d.turn + 1) + 1;
  const tableTurn = Math.min(18, d.moment.moves.filter((m) => m.move === 'discard').length + 1);
  const timed = turn === tableTurn ? situated : withProbabilitySettings(situated, { ...DEFAULT_PROBABILITY_SETTINGS, turn, turnSet: true });
  return d.kind === 'call' ? withCallChoice(timed, { tile: tileCode(d.offered.kind, d.offered.red), from: d.from }, 'win') : timed;
}
