/**
 * Win probability and expected score by turn for a few discards, drawn as two small SVG line charts
 * side by side (one above the other on a phone, where side by side their words would be too small to
 * read). Each chart has a y axis with round ticks and grid lines, the turn shown in the table marked,
 * and under the charts a line that reads every discard's values at one turn: the turn shown, or the
 * turn under the pointer or finger (hover, tap or drag). Lines that coincide are one line named for
 * every discard it stands for, and the others are drawn from the widest to the thinnest, each with a
 * dash pattern as well as a colour, so none hides another and the legend reads without telling colours
 * apart. The picture is named for what it shows; the figures it draws are in the rows too, so a screen
 * reader loses nothing.
 */
import './probability.css';
import { useState, type PointerEvent } from 'react';
import { tileCode, type ProbabilityRow } from '../../engine/light.ts';
import { evText, percentText, useProbabilityMessages } from './probability-messages.ts';

const W = 260;
const H = 136;
/** Room above the plot for the axis' title, so the top tick's figure stands clear of it. */
const PAD = { left: 34, right: 8, top: 22, bottom: 18 };
const COLORS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)'];
const DASHES = [undefined, '6 3', '2 2', '8 3 2 3'];
/** Widths from the first line drawn (underneath) to the last (on top): a thinner line over a wider one leaves both seen. */
const WIDTHS = [4, 2.75, 2, 1.4];

/** One line of the chart: a discard's values, or several discards' when their values are the same. */
interface Series {
  /** The discards, mpsz (`0p` the red five). */
  discards: string[];
  row: ProbabilityRow;
}

/** Lines whose values are equal at every turn (both metrics) are one line. */
function seriesOf(rows: ProbabilityRow[]): Series[] {
  const same = (a: number[], b: number[]) => a.every((v, k) => Math.abs(v - b[k]!) <= 1e-9 * Math.max(1, Math.abs(v)));
  const out: Series[] = [];
  for (const row of rows) {
    const twin = out.find((s) => same(s.row.win, row.win) && same(s.row.ev, row.ev));
    const code = tileCode(row.discard.kind, row.discard.red);
    if (twin) twin.discards.push(code);
    else out.push({ discards: [code], row });
  }
  return out;
}

/** Round ticks from 0 up to at least `max`: 1, 2, 2.5 or 5 times a power of ten apart, at most five. */
export function ticksUpTo(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/**
 * Round ticks through 0 covering min..max: ticksUpTo's when nothing is below 0; else the same round steps
 * from below `min` (an expected score can be negative: a riichi stick lost, docs/rules.md#probabilities).
 */
export function ticksAround(min: number, max: number): number[] {
  if (!(min < 0)) return ticksUpTo(max);
  const high = Math.max(max, 0);
  const raw = (high - min) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  // From the step at or below min, up to the first at or above the top (0 at least).
  for (let i = Math.floor(min / step); ; i++) {
    const v = Number((i * step).toPrecision(12)) || 0;
    ticks.push(v);
    if (v >= high - step * 1e-9) return ticks;
  }
}

const x = (turn: number) => PAD.left + ((turn - 1) / 17) * (W - PAD.left - PAD.right);

function Lines(props: {
  series: Series[];
  pick: (r: ProbabilityRow) => number[];
  label: string;
  tick: (v: number) => string;
  turn: number;
  at: number | null;
  onAt(turn: number | null): void;
}) {
  const { series, pick, label, tick, turn, at, onAt } = props;
  const all = series.flatMap((s) => pick(s.row));
  const ticks = ticksAround(Math.min(...all), Math.max(...all));
  const top = ticks.at(-1)!;
  const bottom = ticks[0]!;
  const y = (v: number) => PAD.top + (1 - (v - bottom) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  // The turn under the pointer: the nearest of the 18.
  const turnAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inner = ((event.clientX - box.left) / box.width) * W;
    return Math.min(18, Math.max(1, Math.round(1 + ((inner - PAD.left) / (W - PAD.left - PAD.right)) * 17)));
  };
  const shown = at ?? turn;
  return (
    <svg
      className="probability-chart"
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      onPointerMove={(e) => e.pointerType === 'mouse' && onAt(turnAt(e))}
      onPointerDown={(e) => {
        // A tap reads its turn; a tap on the turn read goes back to the table's (a finger has no leave).
        const t = turnAt(e);
        onAt(e.pointerType !== 'mouse' && t === at ? null : t);
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onAt(null)}
    >
      <text x={2} y={10} className="chart-axis chart-title">
        {label}
      </text>
      {ticks.map((v) => (
        <g key={v} className="chart-tick">
          <line x1={PAD.left} y1={y(v)} x2={W - PAD.right} y2={y(v)} className={v === 0 ? 'chart-base' : 'chart-grid'} />
          <text x={PAD.left - 3} y={y(v) + 3} className="chart-axis" textAnchor="end">
            {tick(v)}
          </text>
        </g>
      ))}
      {[1, 6, 12, 18].map((t) => (
        <text key={t} x={x(t)} y={H - 5} className="chart-axis" textAnchor="middle">
          {t}
        </text>
      ))}
      {/* The turn shown in the table, and the one read under the pointer. */}
      <line x1={x(turn)} y1={PAD.top - 2} x2={x(turn)} y2={y(bottom)} className="chart-turn" data-turn={turn} />
      {at !== null && at !== turn && <line x1={x(at)} y1={PAD.top - 2} x2={x(at)} y2={y(bottom)} className="chart-cursor" />}
      {series.map((s, i) => (
        <polyline
          key={s.discards.join()}
          fill="none"
          stroke={COLORS[i % COLORS.length]}
          strokeDasharray={DASHES[i % DASHES.length]}
          strokeWidth={WIDTHS[i % WIDTHS.length]}
          strokeLinejoin="round"
          points={pick(s.row)
            .map((v, k) => `${x(k + 1).toFixed(1)},${y(v).toFixed(1)}`)
            .join(' ')}
        />
      ))}
      {series.map((s, i) => (
        <circle
          key={s.discards.join()}
          cx={x(shown)}
          cy={y(pick(s.row)[shown - 1]!)}
          r={2.5}
          fill={COLORS[i % COLORS.length]}
          className="chart-dot"
        />
      ))}
    </svg>
  );
}

export interface ProbabilityChartProps {
  /** The discards to draw, in the legend's order (the first four). */
  rows: ProbabilityRow[];
  /** A discard as the legend names it. */
  legend(discard: string): string;
  /** The turn shown in the table (1-18): marked, and read under the charts until another is pointed at. */
  turn: number;
  /** How the discards drawn were chosen, said under the legend. */
  chosen: string;
  /** The picture's accessible name; by default it lists the discards drawn. */
  label?: string;
}

/** The charts of `rows` (at most four), with a legend naming each line's discards and a reading at one turn. */
export function ProbabilityChart({ rows, legend, turn, chosen, label }: ProbabilityChartProps) {
  const p = useProbabilityMessages();
  const [at, setAt] = useState<number | null>(null);
  const shown = rows.slice(0, 4);
  if (shown.length === 0) return null;
  const series = seriesOf(shown);
  const reading = at ?? turn;
  const names = (s: Series) => s.discards.map(legend).join(' = ');
  return (
    <div
      className="probability-figure"
      role="img"
      aria-label={label ?? p.chartSummary(shown.map((r) => legend(tileCode(r.discard.kind, r.discard.red))).join(', '))}
    >
      <div className="probability-charts">
        <Lines
          series={series}
          pick={(r) => r.win}
          label={p.winAxis}
          tick={(v) => `${Math.round(100 * v * 10) / 10}`}
          turn={turn}
          at={at}
          onAt={setAt}
        />
        <Lines series={series} pick={(r) => r.ev} label={p.evAxis} tick={(v) => evText(v)} turn={turn} at={at} onAt={setAt} />
      </div>
      {/* The legend and the reading in one: each line's swatch, its discards, its values at the turn read. */}
      <p className="chart-reading" data-turn={reading}>
        <span className="chart-reading-turn">{p.chartTurn(reading, reading === turn)}</span>
        {series.map((s, i) => (
          <span key={s.discards.join()} className="chart-reading-value">
            <svg className="chart-swatch" viewBox="0 0 22 6" aria-hidden="true" focusable="false">
              <line
                x1={0}
                y1={3}
                x2={22}
                y2={3}
                stroke={COLORS[i % COLORS.length]}
                strokeDasharray={DASHES[i % DASHES.length]}
                strokeWidth={2}
              />
            </svg>
            <span className="chart-key" data-discards={s.discards.join(' ')}>
              {names(s)}
            </span>{' '}
            {p.chartValue(percentText(s.row.win[reading - 1]!), evText(s.row.ev[reading - 1]!))}
          </span>
        ))}
      </p>
      <p className="chart-note">{chosen}</p>
    </div>
  );
}
