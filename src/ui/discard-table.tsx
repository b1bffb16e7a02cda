/**
 * The table of a 3n+2 hand: the discards that keep the best shanten, best first (the engine's
 * order: lower shanten, larger count, tile index), then, collapsed, those that raise it.
 */
import type { DiscardRow as Row } from '../engine/types.ts';
import { useAppStore } from '../store/app-store-provider.tsx';
import { discardedCopy } from '../store/hand-edit.ts';
import { selectDora, selectWorkingHand } from '../store/selectors.ts';
import { DiscardRow } from './discard-row.tsx';
import { useMessages } from './use-messages.ts';

function RowsTable({ rows, caption, tenpai }: { rows: Row[]; caption: string; tenpai: boolean }) {
  const m = useMessages();
  const hover = useAppStore((s) => s.hover);
  const working = useAppStore(selectWorkingHand);
  const dora = useAppStore(selectDora);
  return (
    <table className="discard-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.discard}</th>
          <th scope="col">{tenpai ? m.waits : m.effectiveTilesShort}</th>
          <th scope="col">{m.count}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <DiscardRow
            key={row.discard}
            row={row}
            copy={discardedCopy(working.hand, row.discard) ?? { kind: row.discard, red: false }}
            tenpai={tenpai}
            highlighted={hover === row.discard}
            dora={dora}
          />
        ))}
      </tbody>
    </table>
  );
}

/** Discards of a 3n+2 hand. */
export function DiscardTable({ rows }: { rows: Row[] }) {
  const m = useMessages();
  const best = Math.min(...rows.map((r) => r.shanten));
  const good = rows.filter((r) => r.shanten === best);
  const worse = rows.filter((r) => r.shanten !== best);
  return (
    <div className="discards">
      <RowsTable rows={good} caption={m.effectiveTiles} tenpai={best <= 0} />
      {worse.length > 0 && (
        <details className="discards-worse">
          <summary>{m.worse(worse.length)}</summary>
          <RowsTable rows={worse} caption={m.worse(worse.length)} tenpai={false} />
        </details>
      )}
    </div>
  );
}
