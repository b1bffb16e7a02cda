/**
 * The result in one line, kept in view while a hand is built on a narrow screen: the shanten, the
 * best discard with its count (3n+2; the first row of the table, in the table's own order) or the
 * count of effective tiles or waits (3n+1). On a phone the results start far below the palette, so
 * without it every press would need a scroll to see what it did; the line sits at the bottom of the
 * screen, where the thumb is, while the hand's controls are in view (analysis.css), and pressing it
 * goes to the table. Wide screens show the results beside the hand and hide it.
 */
import './analysis.css';
import { tileCode, type Analysis, type DiscardRow } from '../../engine/light.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

export interface ResultSummaryPanelProps {
  /** The analysis shown (possibly for an earlier hand, then `stale`). */
  analysis: Analysis;
  /** The table's first row for a 3n+2 hand: its best discard. */
  best: DiscardRow | null;
  stale: boolean;
  /** A complete hand without a yaku: 役なし beside 和了. */
  noYaku?: boolean;
  /** A complete hand's value ("4翻40符 満貫 · 8,000点"), said instead of a discard. */
  value?: string | null;
  /** Go to the full results. */
  onShow(): void;
}

/** One line of result, pressable. */
export function ResultSummaryPanel({ analysis, best, stale, noYaku = false, value = null, onShow }: ResultSummaryPanelProps) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const shanten = noYaku ? `${m.shanten(analysis.value)}${a.qualifierJoin}${a.noYaku}` : m.shanten(analysis.value);
  const count = best ? best.count : analysis.kind === 'draw' ? analysis.effective.count : null;
  const tenpai = best ? best.shanten <= 0 : analysis.value === 0;
  return (
    <aside className={stale ? 'result-summary stale' : 'result-summary'} aria-label={a.summary}>
      <button type="button" onClick={onShow}>
        {/* Spaces between the parts: the button's name is its words, one after another. */}
        <span className="summary-shanten">{shanten}</span>{' '}
        {value !== null ? (
          <span className="summary-best summary-value">{value}</span>
        ) : noYaku ? null : best ? (
          <span className="summary-best" data-discard={tileCode(best.discard.kind)}>
            <span className="summary-verb">{m.discard}</span> <TilePicture code={tileCode(best.discard.kind)} />
            {/* The picture's name, for the button's name: it is the button's own words, the tile named. */}
            <span className="visually-hidden">{m.tileName(best.discard.kind)}</span>{' '}
            <span className="summary-count">{m.rowCount(best.count)}</span>
          </span>
        ) : (
          <span className="summary-best">
            <span className="summary-verb">{tenpai ? a.waits : a.draws}</span>{' '}
            <span className="summary-count">{m.rowCount(count ?? 0)}</span>
          </span>
        )}{' '}
        <span className="summary-go">
          {a.toTable} <span aria-hidden="true">↓</span>
        </span>
      </button>
    </aside>
  );
}
