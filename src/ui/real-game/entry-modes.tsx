/**
 * Where a palette click goes: the hand, a meld (chi, pon, open kan, closed kan), the seen tiles or
 * the dora indicators. A row of toggle buttons, one pressed; a chi in progress shows the tiles
 * picked so far.
 */
import './table.css';
import { MAX_INDICATORS, tileCode } from '../../engine/light.ts';
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { sizeOf } from '../../store/hand-edit.ts';
import { selectPickContext, selectWorkingHand } from '../../store/selectors.ts';
import { ENTRY_MODES, roomFor } from '../../store/table-edit.ts';
import { useTableMessages } from './table-messages.ts';

/** The entry-mode buttons. */
export function EntryModes() {
  const t = useTableMessages();
  const entry = useAppStore((s) => s.entry);
  const picks = useAppStore((s) => s.picks);
  const { setEntry } = useActions();
  // Why the palette may be greyed (the palette's rule): no room in the hand for a tile or a meld,
  // or five dora indicators already.
  const size = useAppStore((s) => sizeOf(selectWorkingHand(s).hand));
  const indicators = useAppStore((s) => selectPickContext(s).indicators);
  let hint: string;
  if (entry === 'dora' && indicators >= MAX_INDICATORS) hint = t.indicatorsFull;
  else if (!roomFor(entry, size)) hint = entry === 'hand' ? t.handFull : t.meldNoRoom(size);
  else if (entry === 'chi' && picks.length > 0) hint = t.chiPicked(picks.map((p) => tileCode(p.kind, p.red)));
  else hint = t.entryHint[entry];
  return (
    <div className="entry-modes">
      <div className="entry-mode-buttons" role="group" aria-label={t.entry}>
        {ENTRY_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            data-entry={mode}
            aria-pressed={entry === mode}
            className={mode === 'seen' || mode === 'dora' ? 'entry-table' : undefined}
            onClick={() => setEntry(mode)}
          >
            {t.entryModes[mode]}
          </button>
        ))}
      </div>
      <p className="entry-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
