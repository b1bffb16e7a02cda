/**
 * The discard table wired to the store: the hand the rows discard from, the pointed tile, the dora,
 * the copies left of each tile, the discard action, the safety against a riichi on the table, and the
 * focus intent of the results view around it (focus-intent.ts).
 */
import { useMemo } from 'react';
import { tileCode, type DiscardRow, type ProbabilityRow } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { figuresAt, orderRows } from '../../store/selectors/index.ts';
import type { Chance } from './discard-row.tsx';
import { DiscardTablePanel } from './discard-table-panel.tsx';
import { useFocusIntent } from './focus-intent.ts';
import { isOptionsOff } from '../../store/probability-search.ts';

/** Discards of a 3n+2 hand, as the page shows them. */
export function DiscardTableView({ rows }: { rows: DiscardRow[] }) {
  const select = useSelect();
  const hover = useAppStore((s) => s.hover);
  const working = useAppStore(select.workingHand);
  const dora = useAppStore(select.dora);
  const left = useAppStore(select.tilesLeft);
  const steps = useAppStore(select.steps);
  const sort = useAppStore((s) => s.sort);
  const { discard, setSort } = useActions();
  const intent = useFocusIntent();
  const compact = useAppStore((s) => s.density === 'compact');
  const probabilities = useAppStore(select.probabilities);
  const turn = useAppStore(select.shownTurn);
  // Why the raising rows are not weighed, if they are not: the search leaves shanten-back out.
  const backNote = useAppStore((s) => (isOptionsOff(select.shownShanten(s)) ? 'far' : s.probabilitySettings.shantenBack ? null : 'off'));
  const safety = useAppStore(select.safety);
  // Each discard's figures at the turn shown, by its tile's code (`0p` the red five: the engine names the copy); pending while the search runs for this position.
  const chances = useMemo((): ReadonlyMap<string, Chance> | 'pending' | undefined => {
    const { run, rows: found, stale } = probabilities;
    if (found && !stale) return figuresAt(found, turn);
    return run.status === 'running' ? 'pending' : undefined;
  }, [probabilities, turn]);
  const ordered = useMemo(
    () => orderRows(rows, steps, sort, safety, chances instanceof Map ? chances : null),
    [rows, steps, sort, safety, chances],
  );
  // Each discard's figures by turn, for the chart of two rows compared; pending likewise.
  const curves = useMemo((): ReadonlyMap<string, ProbabilityRow> | 'pending' | undefined => {
    const { run, rows: found, stale } = probabilities;
    if (found && !stale) return new Map(found.map((r) => [tileCode(r.discard.kind, r.discard.red), r]));
    return run.status === 'running' ? 'pending' : undefined;
  }, [probabilities]);
  return (
    <DiscardTablePanel
      rows={ordered}
      hand={working.hand}
      hover={hover}
      dora={dora}
      left={left}
      compact={compact}
      onDiscard={discard}
      takeFocusIntent={intent?.take}
      steps={steps}
      sort={sort}
      onSort={setSort}
      chances={chances}
      curves={curves}
      backNote={backNote}
      turn={turn}
      safety={safety}
    />
  );
}
