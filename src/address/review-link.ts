/**
 * The analysis page's address of a reviewed decision (`Open in analysis`): the seat's hand as the URL
 * writes hands (melds in brackets), the tiles it saw as `seen`, the dora indicators, the players and its
 * north tiles, the round and seat winds (and riichi when it was in riichi), and for a call offered the
 * offer (`offer=5m-left`), whose call table the analysis page then opens. The seen tiles of a call leave
 * the offered tile out, as the call table wants them (it counts the tile out of the pool itself).
 */
import { formatHand, tileCode, type Decision } from '../engine/light.ts';
import { withCallChoice } from './call-query.ts';
import { writeQuery } from './location.ts';
import { DEFAULT_SITUATION, withSituation } from './situation-query.ts';
import { dealerOf, NO_RIVERS, withTable } from './table-query.ts';

/** The analysis page's search string for the position of decision `d`. */
export function analysisSearchOf(d: Decision): string {
  const { hand, table } = d.position;
  const seen = formatHand({ tiles: table.seen, red: table.seenRed, melds: [], order: [], orderRed: [] });
  const dora = table.indicators.map((kind, i) => tileCode(kind, table.indicatorsRed[i] ?? false)).join('');
  const search = withTable(writeQuery({ hand: formatHand(hand), form: 'standard' }), {
    seen,
    dora,
    players: table.players,
    nuki: table.nuki,
    rivers: NO_RIVERS,
    moves: '',
    dealer: dealerOf(d.seatWind, table.players),
  });
  const riichi = d.kind === 'discard' && d.riichi ? 'riichi' : 'none';
  const situated = withSituation(search, { ...DEFAULT_SITUATION, round: d.round, seat: d.seatWind, riichi });
  return d.kind === 'call' ? withCallChoice(situated, { tile: tileCode(d.offered.kind, d.offered.red), from: d.from }, 'win') : situated;
}
