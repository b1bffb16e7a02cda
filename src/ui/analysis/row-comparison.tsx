/**
 * Two discards side by side: the tiles each accepts that the other does not (with their copies left),
 * both rows' figures, first step and second, and, once the probabilities are in, the chart of their
 * win probability and expected score by turn (while they are searched, a line says the chart follows).
 * Opened by the rows' Compare switches.
 */
import { useEffect, useRef } from 'react';
import { tileCode, type DiscardRow, type ProbabilityRow, type TwoStepRow } from '../../engine/light.ts';
import { goodShapeRate } from '../../store/selectors/index.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useMessages } from '../shell/messages.ts';
import { useTwoStepMessages } from './two-step-messages.ts';
import { ProbabilityChart } from './probability-chart.tsx';
import { useProbabilityMessages } from './probability-messages.ts';

export interface RowComparisonProps {
  a: DiscardRow;
  b: DiscardRow;
  steps: ReadonlyMap<number, TwoStepRow> | null;
  /** Copies left of each kind, the count of each tile listed; null to show none. */
  left: ArrayLike<number> | null;
  /**
   * The two rows' probabilities by turn (a's, then b's) for their chart; 'pending' while the search
   * runs for this hand; null or absent when there are none to draw (cancelled, failed, or not searched).
   */
  chart?: readonly [ProbabilityRow, ProbabilityRow] | 'pending' | null;
  /** The turn shown in the table, marked on the chart. */
  turn?: number;
  onClose(): void;
}

function OnlyTiles({ kinds, left }: { kinds: number[]; left: ArrayLike<number> | null }) {
  const s = useTwoStepMessages();
  const m = useMessages();
  if (kinds.length === 0) return <span className="comparison-none">{s.nothing}</span>;
  const copies = left ? kinds.reduce((sum, k) => sum + left[k], 0) : null;
  return (
    <span className="comparison-tiles" aria-label={kinds.map((k) => m.tileName(k)).join(', ')}>
      {kinds.map((k) => (
        <TilePicture key={k} code={tileCode(k)} />
      ))}
      {copies !== null && <span className="comparison-copies">{m.countOf(copies)}</span>}
    </span>
  );
}

/** The comparison of two discard rows. */
export function RowComparison({ a, b, steps, left, chart = null, turn = 1, onClose }: RowComparisonProps) {
  const s = useTwoStepMessages();
  const p = useProbabilityMessages();
  const m = useMessages();
  const box = useRef<HTMLElement>(null);
  // A block, not an arrow's value: Chromium's scrollIntoView now returns a promise, which React would
  // take for the effect's cleanup and call when the comparison closes (a crash of the whole page).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [a.discard.kind, b.discard.kind]);
  const [sa, sb] = [steps?.get(a.discard.kind), steps?.get(b.discard.kind)];
  const next = (x: TwoStepRow | undefined) => (x?.nextAverage != null ? x.nextAverage.toFixed(2) : '-');
  const good = (x: TwoStepRow | undefined) => {
    const rate = goodShapeRate(x);
    return x?.goodShape && rate >= 0 ? s.goodSplit(x.goodShape.good, x.goodShape.bad, String(Math.round(rate * 100))) : '-';
  };
  const [ca, cb] = [tileCode(a.discard.kind), tileCode(b.discard.kind)];
  const onlyA = a.tiles.filter((k) => !b.tiles.includes(k));
  const onlyB = b.tiles.filter((k) => !a.tiles.includes(k));
  return (
    <section className="row-comparison" ref={box} aria-label={s.comparison(ca, cb)}>
      <div className="row-comparison-head">
        <h3>{s.comparison(ca, cb)}</h3>
        <button type="button" aria-label={s.closeComparison} onClick={onClose}>
          {s.close}
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <td />
            <th scope="col" data-discard={ca}>
              {m.discard} <TilePicture code={ca} />
            </th>
            <th scope="col" data-discard={cb}>
              {m.discard} <TilePicture code={cb} />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{s.tiles}</th>
            <td>{m.countOf(a.count)}</td>
            <td>{m.countOf(b.count)}</td>
          </tr>
          {steps && (
            <>
              <tr>
                <th scope="row">{s.nextShort}</th>
                <td>{next(sa)}</td>
                <td>{next(sb)}</td>
              </tr>
              <tr>
                <th scope="row">{s.improveShort}</th>
                <td>{sa ? m.countOf(sa.improvements.count) : '-'}</td>
                <td>{sb ? m.countOf(sb.improvements.count) : '-'}</td>
              </tr>
              {(sa?.goodShape || sb?.goodShape) && (
                <tr>
                  <th scope="row">{s.goodShort}</th>
                  <td>{good(sa)}</td>
                  <td>{good(sb)}</td>
                </tr>
              )}
            </>
          )}
          <tr className="comparison-only">
            <th scope="row">{s.onlyHere}</th>
            <td data-only={ca}>
              <OnlyTiles kinds={onlyA} left={left} />
            </td>
            <td data-only={cb}>
              <OnlyTiles kinds={onlyB} left={left} />
            </td>
          </tr>
        </tbody>
      </table>
      {chart === 'pending' ? (
        <p className="comparison-chart-note">{p.chartFollows}</p>
      ) : chart ? (
        <ProbabilityChart
          rows={[...chart]}
          legend={p.legend}
          turn={turn}
          chosen={p.chartCompared}
          label={p.comparisonChart(
            tileCode(chart[0].discard.kind, chart[0].discard.red),
            tileCode(chart[1].discard.kind, chart[1].discard.red),
          )}
        />
      ) : null}
    </section>
  );
}
