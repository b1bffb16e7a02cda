/**
 * Win probability and expected score by turn for a few discards, drawn as two small SVG line charts
 * side by side (one above the other on a phone, where side by side their words would be too small to
 * read). The picture is named for what it shows, and the figures it draws are in the rows, so a screen
 * reader loses nothing. Each line has a dash pattern as well as a colour, so the legend reads without
 * telling colours apart.
 */
import './probability.css';
import type { ProbabilityRow } from '../../engine/light.ts';
import { useProbabilityMessages } from './probability-messages.ts';

const W = 260;
const H = 120;
const PAD = { left: 34, right: 6, top: 8, bottom: 18 };
const COLORS = ['#1f5b45', '#b3261e', '#1f58a6', '#8a5a00'];
const DASHES = [undefined, '6 3', '2 2', '8 3 2 3'];

function Lines({ rows, pick, max, label, format }: { rows: ProbabilityRow[]; pick: (r: ProbabilityRow) => number[]; max: number; label: string; format: (x: number) => string }) {
  const x = (turn: number) => PAD.left + ((turn - 1) / 17) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / (max || 1)) * (H - PAD.top - PAD.bottom);
  return (
    <svg className="probability-chart" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <text x={2} y={10} className="chart-axis">
        {label}
      </text>
      <text x={2} y={PAD.top + 14} className="chart-axis">
        {format(max)}
      </text>
      <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} className="chart-base" />
      {[1, 6, 12, 18].map((t) => (
        <text key={t} x={x(t)} y={H - 4} className="chart-axis" textAnchor="middle">
          {t}
        </text>
      ))}
      {rows.map((r, i) => (
        <polyline key={r.discard} fill="none" stroke={COLORS[i % COLORS.length]} strokeDasharray={DASHES[i % DASHES.length]} strokeWidth={2} points={pick(r).map((v, k) => `${x(k + 1).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} />
      ))}
    </svg>
  );
}

export interface ProbabilityChartProps {
  /** The discards to draw, in the legend's order (the first four). */
  rows: ProbabilityRow[];
  /** A discard as the legend names it. */
  legend(discard: string): string;
  /** The picture's accessible name; by default it lists the discards drawn. */
  label?: string;
}

/** The charts of `rows` (at most four), with a legend naming each line's discard. */
export function ProbabilityChart({ rows, legend, label }: ProbabilityChartProps) {
  const p = useProbabilityMessages();
  const shown = rows.slice(0, 4);
  if (shown.length === 0) return null;
  const maxWin = Math.max(0.01, ...shown.flatMap((r) => r.win));
  const maxEv = Math.max(1, ...shown.flatMap((r) => r.ev));
  return (
    <figure className="probability-figure" role="img" aria-label={label ?? p.chartSummary(shown.map((r) => legend(r.discard)).join(', '))}>
      <div className="probability-charts">
        <Lines rows={shown} pick={(r) => r.win} max={maxWin} label={p.winAxis} format={(v) => `${Math.round(100 * v)}`} />
        <Lines rows={shown} pick={(r) => r.ev} max={maxEv} label={p.evAxis} format={(v) => `${Math.round(v)}`} />
      </div>
      <figcaption>
        {shown.map((r, i) => (
          <span key={r.discard} className="chart-key">
            <svg className="chart-swatch" viewBox="0 0 22 6" aria-hidden="true" focusable="false">
              <line x1={0} y1={3} x2={22} y2={3} stroke={COLORS[i % COLORS.length]} strokeDasharray={DASHES[i % DASHES.length]} strokeWidth={2} />
            </svg>
            {legend(r.discard)}
          </span>
        ))}
        <span className="chart-note">
          {p.chart} ({p.byTurn} 1-18)
        </span>
      </figcaption>
    </figure>
  );
}
