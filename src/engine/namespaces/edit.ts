/**
 * `edit` of `pairi/engine`: the position edits (pure Position -> Position functions, as the page's keys
 * make them) and the physical tile set they stand on: the 136 (or 108) tiles, their order, the wall and a
 * seeded shuffle.
 */
export {
  canAddTile,
  addTile,
  removeTile,
  removeLastTile,
  drawnCopy,
  discardAndDraw,
  addMeld,
  removeMeld,
  dealHand,
  handLayout,
  formatHandWithDraw,
  asWritten,
  addSeen,
  removeSeen,
  addIndicator,
  removeIndicator,
} from '../core/edit.ts';
export { sameTile, compareTiles, tileSet, tilesLeft, copiesOf, wallOf, shuffled, tilesOf, handOf } from '../core/tile-set.ts';
