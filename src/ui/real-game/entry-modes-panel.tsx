/**
 * Where a palette click goes: the hand, a meld (chi, pon, open kan, closed kan), the seen tiles or
 * the dora indicators. A row of toggle buttons, one pressed; a chi in progress shows the tiles
 * picked so far.
 */
import './real-game.css';
import { MAX_INDICATORS, tileCode, type Tile } from '../../engine/light.ts';
import { ENTRY_MODES, roomFor, type EntryMode } from '../../store/entry-mode.ts';
import { useTableMessages } from './table-messages.ts';

export interface EntryModesPanelProps {
  /** The mode pressed. */
  entry: EntryMode;
  /** The tiles of a chi picked so far. */
  picks: readonly Tile[];
  /** Tiles in the hand (a meld counts 3): no room for a tile or a meld greys the palette. */
  size: number;
  /** Dora indicators on the table: five grey the palette in dora mode. */
  indicators: number;
  /** While a game is followed in hand mode: where the next press goes, said in place of the mode's hint. */
  gameHint?: string | null;
  onChange(entry: EntryMode): void;
}

/** The entry-mode buttons. */
export function EntryModesPanel({ entry, picks, size, indicators, gameHint = null, onChange }: EntryModesPanelProps) {
  const t = useTableMessages();
  // Why the palette may be greyed (the palette's rule): no room in the hand for a tile or a meld,
  // or five dora indicators already.
  let hint: string;
  if (gameHint) hint = gameHint;
  else if (entry === 'dora' && indicators >= MAX_INDICATORS) hint = t.indicatorsFull;
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
            onClick={() => onChange(mode)}
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
