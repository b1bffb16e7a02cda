/**
 * The table of a 3n+2 hand: the discards that keep the best shanten, best first, then, collapsed,
 * those that raise it, in the order given (the page gives Tenhou's, that of the result text). Pointing
 * at a hand tile whose row is collapsed opens that part while the pointer stays.
 *
 * Keyboard: each row is one Tab stop (DiscardRow). A press on a row changes the hand, and the
 * answer for the new hand redraws the table; focus then goes to the same place (table, row,
 * column) in the new rows, so a player can keep pressing Enter on "the best discard". A draw from
 * the 3n+1 view (which the table replaces) asks for the table's first row the same way, through the
 * results view's focus intent (focus-intent.ts), which the panel takes with each new set of rows.
 *
 * A row's probabilities are the probability row of the same tile (kind and red), as the engine names
 * both: with red fives as kinds a hand holding a plain and a red five has a probability row for each,
 * and the table's row is the plain one's because the engine's row gives the plain copy away.
 *
 * While another player's riichi is on the table, each row says its discard's safety against each
 * riichi player, and the order switch offers Safety (docs/rules.md#safety-against-a-riichi).
 */
import './analysis.css';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { DiscardRow as Row, Hand, ProbabilityRow, Tile, TwoStepRow } from '../../engine/light.ts';
import type { RowSort } from '../../address/location.ts';
import type { TileSafety } from '../../store/selectors/index.ts';
import { stepBackVerdicts, type StepBack } from '../../store/step-back.ts';
import { DiscardRow, type Chance } from './discard-row.tsx';
import { tileCode } from '../../engine/light.ts';
import type { Place } from './focus-intent.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { focusLost } from './use-roving.ts';
import { explainRow } from './row-explanation.ts';
import { RowComparison } from './row-comparison.tsx';
import { useTwoStepMessages } from './two-step-messages.ts';

function itemAt(container: HTMLElement, [table, row, col]: Place): HTMLElement | undefined {
  // A table in a closed section cannot take focus: the first table stands in for it.
  const tables = [...container.querySelectorAll('table')];
  const open = (t: Element | undefined) => t && !t.closest('details:not([open])');
  const rows = (open(tables[table]) ? tables[table] : tables[0])?.querySelectorAll('tbody tr');
  if (!rows?.length) return undefined;
  const items = rows[Math.min(row, rows.length - 1)].querySelectorAll<HTMLElement>('[data-roving]');
  return items[Math.min(col, items.length - 1)];
}

/**
 * Whether an order has figures to sort the kept rows by: the next step is measured before tenpai, the
 * good-shape rate at 1-shanten, the safety while a riichi is on the table. Otherwise the rows keep
 * Tenhou's order, and the page says why. Tenhou's order always applies.
 */
function orderApplies(
  sort: RowSort,
  rows: readonly Row[],
  steps: ReadonlyMap<number, TwoStepRow> | null | undefined,
  safety: ((kind: number) => TileSafety) | null,
  chances: DiscardTablePanelProps['chances'],
): boolean {
  switch (sort) {
    case 'count':
      return true;
    case 'safety':
      return safety !== null;
    case 'next':
      // Not yet known while the second step is computed: no note until it is.
      return !steps || rows.some((row) => steps.get(row.discard.kind)?.nextAverage != null);
    case 'good':
      return !steps || rows.some((row) => steps.get(row.discard.kind)?.goodShape != null);
    case 'win':
    case 'ev':
      // Not yet known while the probabilities are searched; none at all when the page has none for this hand.
      return chances !== undefined;
  }
}

/** The orders the switch offers: Safety only while a riichi is on the table. */
const SORTS: readonly RowSort[] = ['count', 'next', 'good', 'win', 'ev'];
const SORTS_WITH_SAFETY: readonly RowSort[] = [...SORTS, 'safety'];

const NO_KINDS: readonly number[] = [];

/** The key of a discard in the probabilities' maps: its tile's mpsz code (`0p` the red five), as the view makes it. */
const keyOf = (tile: Tile) => tileCode(tile.kind, tile.red);
const NO_VERDICTS: ReadonlyMap<number, StepBack> = new Map();

export interface DiscardTablePanelProps {
  /** The rows of a 3n+2 hand, in the order to show. */
  rows: Row[];
  /** The hand the rows discard from (a new hand compares no rows). */
  hand: Hand;
  /** Kind of the hand tile under the pointer or focus: its row is highlighted. */
  hover: number | null;
  /** How many times each kind is dora. */
  dora: ArrayLike<number>;
  /** Copies of each kind left, shown on each effective tile; null to show none. */
  left: ArrayLike<number> | null;
  /** One line per discard with small tiles (their copies left said to screen readers only). */
  compact?: boolean;
  /** A row's discard pressed (with the effective tile pressed to draw, if one was). */
  onDiscard(kind: number, drawn?: number): void;
  /** Takes the place focus was asked to go once new rows are drawn (focus-intent.ts), if anyone asked. */
  takeFocusIntent?: () => Place | null;
  /**
   * The second step by discard (docs/rules.md#two-step-analysis): null while it is computed, absent
   * where the page shows none. With it come the order switch, the explanations and the comparison.
   */
  steps?: ReadonlyMap<number, TwoStepRow> | null;
  /** The order the rows are given in, and the switch that changes it. */
  sort?: RowSort;
  onSort?(sort: RowSort): void;
  /** Each discard's probabilities at the turn shown, by its tile's mpsz code (`0p` the red five); 'pending' while searched; absent: none shown. */
  chances?: ReadonlyMap<string, Chance> | 'pending';
  /** Each discard's probabilities by turn, by its tile's code, for the chart of two rows compared; 'pending' while searched; absent: no chart. */
  curves?: ReadonlyMap<string, ProbabilityRow> | 'pending';
  /**
   * Why the rows that raise the shanten are not weighed, said in their section: the probabilities are
   * searched without shanten-back ('off'), or the hand is 4-shanten or worse ('far'); null when they are.
   */
  backNote?: 'off' | 'far' | null;
  /** The turn the probabilities are shown at (the comparison's chart marks it). */
  turn?: number;
  /** Each kind's safety against the riichi players, while one has declared (null: no riichi). */
  safety?: ((kind: number) => TileSafety) | null;
}

type RowsTableProps = Pick<DiscardTablePanelProps, 'hover' | 'dora' | 'left' | 'onDiscard' | 'steps' | 'sort' | 'chances' | 'safety'> & {
  rows: Row[];
  verdicts: ReadonlyMap<number, StepBack>;
  caption: string;
  tenpai: boolean;
  compact: boolean;
  compared: readonly number[];
  onCompare(kind: number): void;
};

function RowsTable({
  rows,
  caption,
  tenpai,
  hover,
  dora,
  left,
  onDiscard,
  steps,
  sort = 'count',
  compact,
  compared,
  onCompare,
  chances,
  verdicts,
  safety = null,
}: RowsTableProps) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const s = useTwoStepMessages();
  const withSteps = steps !== undefined;
  return (
    <table className="discard-table">
      <caption className="visually-hidden">{caption}</caption>
      {/* Column widths for the compact table's fixed layout (analysis.css); the readable one sizes to content. */}
      <colgroup>
        <col className="col-discard" />
        <col className="col-tiles" />
        <col className="col-count" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{m.discard}</th>
          <th scope="col">{tenpai ? a.waits : m.effectiveTilesShort}</th>
          <th scope="col">{m.count}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <DiscardRow
            key={row.discard.kind}
            row={row}
            {...(chances ? { chance: chances === 'pending' ? 'pending' : chances.get(keyOf(row.discard)) } : {})}
            tenpai={tenpai}
            compact={compact}
            highlighted={hover === row.discard.kind}
            dora={dora}
            left={left}
            onDiscard={onDiscard}
            {...(safety ? { safety: safety(row.discard.kind) } : {})}
            {...(withSteps
              ? {
                  step: steps?.get(row.discard.kind) ?? 'pending',
                  explanation: compact
                    ? null
                    : explainRow(row, rows[0], steps ?? null, sort === 'safety' && !safety ? 'count' : sort, s, (r) =>
                        chances instanceof Map ? chances.get(keyOf(r.discard)) : undefined,
                      ),
                  compared: compared.includes(row.discard.kind),
                  onCompare,
                  stepBack: verdicts.get(row.discard.kind) ?? null,
                }
              : {})}
          />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The order switch: drawn again only when the order or its choices change, not at each press (its
 * radio buttons, set again, would cost the page a style pass each).
 */
const RowSortSwitch = memo(function RowSortSwitch({
  sort,
  withSafety,
  onSort,
}: {
  sort: RowSort;
  withSafety: boolean;
  onSort(sort: RowSort): void;
}) {
  const s = useTwoStepMessages();
  return (
    <div className="row-sort" role="radiogroup" aria-label={s.order}>
      <span className="row-sort-label">{s.order}</span>
      {(withSafety ? SORTS_WITH_SAFETY : SORTS).map((value) => (
        <label key={value}>
          <input type="radio" name="row-sort" value={value} checked={sort === value} onChange={() => onSort(value)} />
          {s.sorts[value]}
        </label>
      ))}
    </div>
  );
});

/** Discards of a 3n+2 hand. */
export function DiscardTablePanel(props: DiscardTablePanelProps) {
  const {
    rows,
    hand,
    hover,
    dora,
    left,
    compact = false,
    onDiscard,
    takeFocusIntent,
    steps,
    sort = 'count',
    onSort,
    chances,
    curves,
    backNote = null,
    turn = 1,
    safety = null,
  } = props;
  const a = useAnalysisMessages();
  const s = useTwoStepMessages();
  // The raising rows' section: the player's choice once made, else open when some row there is worth a step back.
  const [open, setOpen] = useState<boolean | null>(null);
  // The two rows compared (their discards, the newer last), kept with the hand they were chosen in: a
  // new hand compares none, read off rather than reset by an effect (which would draw the table twice).
  const [chosen, setChosen] = useState<{ hand: Hand; kinds: readonly number[] }>({ hand, kinds: [] });
  const compared = chosen.hand === hand ? chosen.kinds : NO_KINDS;
  const onCompare = useCallback(
    (kind: number) =>
      setChosen((now) => {
        const kinds = now.hand === hand ? now.kinds : NO_KINDS;
        return { hand, kinds: kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind].slice(-2) };
      }),
    [hand],
  );
  const container = useRef<HTMLDivElement>(null);
  const pressed = useRef<Place | null>(null);
  const best = Math.min(...rows.map((r) => r.shanten));
  const good = rows.filter((r) => r.shanten === best);
  const worse = rows.filter((r) => r.shanten !== best);
  const peek = hover !== null && worse.some((r) => r.discard.kind === hover);
  // The raising rows worth a step back, weighed by the figures at the turn shown (step-back.ts).
  const verdicts = useMemo(() => {
    if (!(chances instanceof Map)) return NO_VERDICTS;
    return stepBackVerdicts(rows, (discard) => {
      const code = keyOf(discard);
      const c = chances.get(code);
      return c && { win: c.win, ev: c.ev, code };
    });
  }, [rows, chances]);
  const shared = { hover, dora, left, onDiscard, steps, sort, compact, compared, onCompare, chances, verdicts, safety };
  // Why the order chosen leaves the rows in Tenhou's order, if it does.
  const notApplies: Record<RowSort, string> = {
    count: '',
    next: s.nextNotApplies,
    good: s.goodNotApplies,
    win: s.figuresNotApply,
    ev: s.figuresNotApply,
    safety: s.safetyNotApplies,
  };
  const sortNote = onSort && !orderApplies(sort, good, steps, safety, chances) ? notApplies[sort] : null;
  const flagged = worse.filter((r) => verdicts.has(r.discard.kind)).length;
  const worseOpen = open ?? flagged > 0;
  const pair = compared.length === 2 ? compared.map((k) => rows.find((r) => r.discard.kind === k)) : [];
  // The chart of the two compared, when both have figures (a row that raises the shanten has none
  // unless shanten-back is on), by the tile each row gives away, as the rows' figures are found.
  const curveOf = (row: Row | undefined) => (row && curves instanceof Map ? curves.get(keyOf(row.discard)) : undefined);
  const [curveA, curveB] = [curveOf(pair[0]), curveOf(pair[1])];
  const chart = curves === 'pending' ? 'pending' : curveA && curveB ? ([curveA, curveB] as const) : null;

  // New rows (the answer for the hand a press made): focus goes back to the same place.
  useLayoutEffect(() => {
    // Taken whether or not a press wins, so a wish never outlives the rows it was for.
    const wish = takeFocusIntent?.() ?? null;
    const place = pressed.current ?? wish;
    pressed.current = null;
    const box = container.current;
    if (!place || !box) return;
    if (focusLost() || box.contains(document.activeElement)) itemAt(box, place)?.focus();
  }, [rows]);

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-roving]');
    const tr = item?.closest('tr');
    const table = tr?.closest('table');
    if (!item || !tr || !table || !container.current) return;
    pressed.current = [
      [...container.current.querySelectorAll('table')].indexOf(table),
      [...table.querySelectorAll('tbody tr')].indexOf(tr),
      [...tr.querySelectorAll('[data-roving]')].indexOf(item),
    ];
  };

  return (
    <div className={compact ? 'discards compact' : 'discards'} ref={container} onClickCapture={onClickCapture} data-roving-grid="">
      {onSort && <RowSortSwitch sort={sort} withSafety={safety !== null} onSort={onSort} />}
      {sortNote && (
        <p className="row-sort-note" role="status">
          {sortNote}
        </p>
      )}
      <RowsTable rows={good} caption={a.effectiveTiles} tenpai={best <= 0} {...shared} />
      {pair.length === 2 && pair[0] && pair[1] && (
        <RowComparison
          a={pair[0]}
          b={pair[1]}
          steps={steps ?? null}
          left={left}
          chart={chart}
          turn={turn}
          onClose={() => setChosen({ hand, kinds: NO_KINDS })}
        />
      )}
      {worse.length > 0 && (
        <details
          className="discards-worse"
          open={worseOpen || peek}
          onToggle={(event) => {
            // Opened for a pointed tile, the section closes again by itself; only the user's toggles count.
            if (!peek) setOpen(event.currentTarget.open);
          }}
        >
          <summary>
            {a.worse(worse.length)}
            {flagged > 0 && <span className="step-back worse-flagged">{s.stepBackCount(flagged)}</span>}
          </summary>
          {backNote && (worseOpen || peek) && <p className="discards-worse-note">{backNote === 'far' ? s.backFar : s.backUnweighed}</p>}
          {/* Drawn only while open: a closed section would hold most of the table's tiles unseen. */}
          {(worseOpen || peek) && <RowsTable rows={worse} caption={a.worse(worse.length)} tenpai={false} {...shared} />}
        </details>
      )}
      {/* Under the tables: what each figure means, one tap away on any screen. */}
      {onSort && (
        <details className="figures-legend">
          <summary>{s.legendTitle}</summary>
          <dl>
            {s.legend.map(([term, meaning]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
