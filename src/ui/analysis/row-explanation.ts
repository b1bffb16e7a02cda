/**
 * The line under a discard row that explains its rank in numbers: against the row at the top of its
 * section, how many tiles it takes and how its next step (or, at 1-shanten, its good-shape rate; in the
 * orders by win probability and expected score, that figure) compares, so that a row ranked above another
 * with fewer tiles says why. Pure: words in, words out.
 */
import { tileCode, type DiscardRow, type TwoStepRow } from '../../engine/light.ts';
import type { RowSort } from '../../address/location.ts';
import { goodShapeRate } from '../../store/selectors/index.ts';
import type { TwoStepMessages } from './two-step-messages.ts';

const average = (x: number) => x.toFixed(2);
const percent = (rate: number) => String(Math.round(rate * 100));
const winPercent = (rate: number) => (100 * rate).toFixed(1);
const points = (x: number) => Math.round(x).toLocaleString('en-US');

/** A row's probabilities at the turn shown, when they are in. */
export type RowFigures = (row: DiscardRow) => { win: number; ev: number } | undefined;

/**
 * The explanation of `row`'s place, `top` being the first row of its section in the order shown; `sort`
 * the order the rows are in (Safety only while a riichi is on the table: else they are in Tenhou's).
 */
export function explainRow(
  row: DiscardRow,
  top: DiscardRow,
  steps: ReadonlyMap<number, TwoStepRow> | null,
  sort: RowSort,
  t: TwoStepMessages,
  figures: RowFigures = () => undefined,
): string {
  const mine = steps?.get(row.discard.kind);
  const theirs = steps?.get(top.discard.kind);
  const [myFigures, theirFigures] = [figures(row), figures(top)];
  if (row.discard.kind === top.discard.kind) {
    switch (sort) {
      case 'win':
        if (myFigures) return t.topByWin(winPercent(myFigures.win));
        break;
      case 'ev':
        if (myFigures) return t.topByEv(points(myFigures.ev));
        break;
      case 'next':
        if (mine?.nextAverage != null) return t.topByNext(average(mine.nextAverage));
        break;
      case 'good':
        if (goodShapeRate(mine) >= 0) return t.topByGood(percent(goodShapeRate(mine)));
        break;
      case 'safety':
        // The caller passes 'count' when no riichi is on the table: the rows are then in Tenhou's order.
        return t.topBySafety;
      case 'count':
        break;
    }
    return t.topByCount(row.count);
  }
  const other = tileCode(top.discard.kind);
  const diff = top.count - row.count;
  const countPart = diff > 0 ? t.fewer(diff, other) : diff < 0 ? t.more(-diff, other) : t.asMany(other);
  const countSays = Math.sign(-diff); // +1: the count speaks for this row, -1 against, 0 neither

  const good = [goodShapeRate(mine), goodShapeRate(theirs)];
  const next = [mine?.nextAverage ?? null, theirs?.nextAverage ?? null];
  const goodPart =
    good[0] >= 0 && good[1] >= 0 ? { text: t.goodVs(percent(good[0]), percent(good[1])), says: Math.sign(good[0] - good[1]) } : null;
  const nextPart =
    next[0] !== null && next[1] !== null
      ? { text: t.nextVs(average(next[0]), average(next[1])), says: Math.sign(next[0] - next[1]) }
      : null;
  const chancePart =
    (sort === 'win' || sort === 'ev') && myFigures && theirFigures
      ? sort === 'win'
        ? { text: t.winVs(winPercent(myFigures.win), winPercent(theirFigures.win)), says: Math.sign(myFigures.win - theirFigures.win) }
        : { text: t.evVs(points(myFigures.ev), points(theirFigures.ev)), says: Math.sign(myFigures.ev - theirFigures.ev) }
      : null;
  // The figure: the order's own, or under Tenhou's order or Safety (neither a figure of the second
  // step) the one that speaks for this row, if any.
  const figure =
    sort === 'win' || sort === 'ev'
      ? (chancePart ?? nextPart ?? goodPart)
      : sort === 'good'
        ? goodPart
        : sort === 'next'
          ? nextPart
          : ([goodPart, nextPart].find((p) => p && p.says > 0) ?? nextPart ?? goodPart);
  if (!figure) return t.alone(countPart);
  return t.join(countPart, figure.text, countSays !== 0 && figure.says !== 0 && countSays !== figure.says);
}
