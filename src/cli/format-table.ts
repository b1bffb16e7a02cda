/**
 * The readable report of one hand, the default output: a header with the shanten in every form, then
 * the discards (3n+2), the effective tiles or the waits with their shapes (3n+1), or the decompositions
 * (complete). Tiles are grouped per suit ("789m 1234p") because that is how players read a hand.
 *
 * The real-game facts (dora, tiles left in the wall, dead tenpai, live red fives) appear only when a
 * table is passed, that is when the caller gave a table option, so plain output stays as it always was.
 */
import { formatDecomposition, formatHand, formatWaitShape, rankOf, SUITS, suitOf, tileCode } from '../engine/index.ts';
import type { Analysis, Hand, ShantenResult, Table, TwoStep, TwoStepRow } from '../engine/index.ts';
import { shantenText } from './format-shanten.ts';

/** Tiles for a terminal: one group per suit, groups spaced ("789m 1234p 5z"). */
export function compactTiles(kinds: readonly number[]): string {
  const groups: string[] = [];
  for (let s = 0; s < SUITS.length; s++) {
    const ranks = kinds
      .filter((k) => suitOf(k) === s)
      .sort((a, b) => a - b)
      .map(rankOf);
    if (ranks.length) groups.push(ranks.join('') + SUITS[s]);
  }
  return groups.join(' ');
}

/** The shanten as the header says it: "3向聴", "聴牌 tenpai" (dead when every wait is visible), "和了 agari". */
export function shantenLabel(analysis: Analysis): string {
  const value = analysis.value;
  if (value < 0) return '和了 agari';
  if (value === 0)
    return analysis.kind === 'draw' && analysis.deadTenpai ? '聴牌 tenpai, 空聴 dead (every wait is visible)' : '聴牌 tenpai';
  return `${value}向聴`;
}

function shantenSummary(s: ShantenResult): string {
  return `standard ${s.standard}, regular ${s.regular}, chiitoitsu ${shantenText(s.chiitoitsu)}, kokushi ${shantenText(s.kokushi)}`;
}

/** Live red fives after a count, as the page writes them: " (赤1)"; nothing when none. */
const redNote = (red: number | undefined) => (red ? ` (赤${red})` : '');

/** The table's facts for the header: players, dora, tiles not seen (the wall, the dead wall and the other hands). */
function tableSummary(table: Table, analysis: Analysis): string {
  const parts = [];
  if (table.players === 3) parts.push('3 players');
  if (analysis.dora?.length) parts.push(`dora ${analysis.dora.map((k) => tileCode(k)).join(' ')}`);
  parts.push(`${analysis.wallLeft} unseen`);
  return parts.map((p) => ` · ${p}`).join('');
}

/**
 * --two-step's columns: the next step's average width, the improving draws' copies, and at 1-shanten
 * the good-shape split (好形 copies + 愚形 copies, and the good share); '-' where a figure does not apply.
 */
const TWO_STEP_HEAD = `   next  improve  好形${' '.repeat(9)}`; // 好形 takes four columns in a terminal
function twoStepCells(row: TwoStepRow | undefined): string {
  if (!row) return '';
  const next = row.nextAverage === null ? '-' : row.nextAverage.toFixed(2);
  const g = row.goodShape;
  const good = g === null ? '-' : `${g.good}+${g.bad}` + (g.good + g.bad > 0 ? ` ${Math.round((100 * g.good) / (g.good + g.bad))}%` : '');
  return `  ${next.padStart(5)}  ${String(row.improvements.count).padStart(7)}  ${good.padEnd(13)}`;
}

/** The readable report of one hand, without a final newline; `table` only when a table option was given, `twoStep` with --two-step. */
export function formatTable(hand: Hand, analysis: Analysis, table: Table | null, twoStep: TwoStep | null = null): string {
  const stepOf = new Map((twoStep?.rows ?? []).map((row) => [row.discard.kind, row]));
  const form = analysis.form === 'regular' ? ' · regular form only' : '';
  const lines = [
    `${formatHand(hand)}  ${shantenLabel(analysis)} (${shantenSummary(analysis.shanten)}) · ${analysis.tileCount} tiles${form}` +
      (table ? tableSummary(table, analysis) : ''),
  ];
  // Red counts only in real-game output; the column keeps its width whether a row has one or not
  // ("(赤1)" is five columns wide in a terminal: 赤 takes two).
  const countCell = (count: number, red: number | undefined) =>
    table ? `${String(count).padStart(5)} ${red ? `(赤${red})` : '     '}` : String(count).padStart(5);
  if (analysis.kind === 'complete' && analysis.decompositions.length) {
    lines.push('  decompositions:');
    for (const d of analysis.decompositions) lines.push(`    ${formatDecomposition(d)}`);
  }
  if (analysis.kind !== 'draw') {
    const rows = analysis.discards;
    const best = Math.min(...rows.map((r) => r.shanten));
    lines.push(
      `  discard  shanten  count${table ? ' (red)' : ''}${twoStep ? TWO_STEP_HEAD : ''}  effective tiles (waits when shanten is 0)`,
    );
    let raised = false;
    for (const row of rows) {
      if (row.shanten > best && !raised) {
        raised = true;
        lines.push('  -- these discards raise the shanten --');
      }
      const code = tileCode(row.discard.kind).padEnd(7);
      const steps = twoStep ? twoStepCells(stepOf.get(row.discard.kind)) : '';
      lines.push(
        `  ${code}  ${String(row.shanten).padStart(7)}  ${countCell(row.count, table ? row.red : 0)}${steps}  ${compactTiles(row.tiles)}`,
      );
    }
  } else if (analysis.waits) {
    const total = analysis.waits.reduce((sum, w) => sum + w.count, 0);
    const red = table ? analysis.effective.red : 0;
    lines.push(`  waits: ${compactTiles(analysis.waits.map((w) => w.tile))}  (${total} left${redNote(red)})`);
    for (const wait of analysis.waits) {
      const head = `    ${tileCode(wait.tile)}  ${String(wait.count).padStart(2)} left${table ? (wait.red ? ' (赤1)' : '     ') : ''}`;
      const shapes = wait.shapes.length ? wait.shapes.map(formatWaitShape) : [''];
      shapes.forEach((shape, i) => lines.push(`${i === 0 ? head : ' '.repeat(head.length)}  ${shape}`.trimEnd()));
    }
  } else {
    const { tiles, count, red } = analysis.effective;
    lines.push(`  effective tiles: ${compactTiles(tiles) || 'none'}  (${count} left${redNote(table ? red : 0)})`);
  }
  return lines.join('\n');
}
