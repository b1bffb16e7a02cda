/**
 * The table around the hand in a real game: the "Seen" field (rivers and other players' melds, typed
 * as mpsz or clicked in from the palette in Seen mode) with its tiles shown below it, the dora
 * indicators, three or four players, the north tiles set aside in a three-player game, and "New hand",
 * which clears all of it but the player count. Pressing a seen tile or an indicator removes it.
 */
import './table.css';
import { useId } from 'react';
import { doraOf, NORTH, tileCode } from '../../engine/light.ts';
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectAvailability, selectSeenError, selectTable } from '../../store/selectors.ts';
import { listTiles } from '../../store/table-edit.ts';
import { FieldError } from '../shell/field-error.tsx';
import { TileButton } from '../tiles/tile-button.tsx';
import { useTableMessages } from './table-messages.ts';

/** The table panel. */
export function TablePanel() {
  const t = useTableMessages();
  const id = useId();
  const seenDraft = useAppStore((s) => s.seenDraft);
  const table = useAppStore((s) => s.table);
  const error = useAppStore(selectSeenError);
  const parsed = useAppStore(selectTable);
  // North tiles nobody has shown: the most that can still be set aside.
  const northLeft = useAppStore((s) => selectAvailability(s).left[NORTH]);
  const { setSeenDraft, removeSeen, removeIndicator, setPlayers, setNuki, newHand } = useActions();
  const seenTiles = listTiles(table.seen);
  const indicators = listTiles(table.dora);

  return (
    <section className="table-panel" aria-label={t.table}>
      <div className="table-players" role="group" aria-label={t.players}>
        {([4, 3] as const).map((n) => (
          <button key={n} type="button" aria-pressed={table.players === n} onClick={() => setPlayers(n)}>
            {n === 4 ? t.fourPlayers : t.threePlayers}
          </button>
        ))}
        <button type="button" className="table-new-hand" onClick={newHand}>
          {t.newHand}
        </button>
      </div>

      <div className="seen-input">
        <label htmlFor={`${id}-seen`}>{t.seenLabel}</label>
        <input
          id={`${id}-seen`}
          type="text"
          value={seenDraft}
          onChange={(event) => setSeenDraft(event.target.value)}
          placeholder={t.seenPlaceholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && <FieldError id={`${id}-error`} error={error} text={error.field === 'seen' ? seenDraft : null} />}
      {seenTiles.length > 0 && (
        <div className="seen-tiles" role="group" aria-label={t.seenTiles}>
          {seenTiles.map((tile, i) => (
            <TileButton key={`${i}-${tileCode(tile.kind, tile.red)}`} tile={tile} title={t.removeTitle} onClick={() => removeSeen(tile)} />
          ))}
        </div>
      )}

      <div className="table-indicators" role="group" aria-label={t.indicators}>
        <span className="table-label">{t.indicators}</span>
        {indicators.length === 0 && <span className="table-none">{t.noIndicators}</span>}
        {indicators.map((tile, i) => (
          <TileButton key={`${i}-${tileCode(tile.kind, tile.red)}`} tile={tile} title={t.removeTitle} onClick={() => removeIndicator(i)} />
        ))}
        {parsed.ok && parsed.value.indicators.length > 0 && (
          <span className="table-dora">
            {t.doraList} {parsed.value.indicators.map((k) => tileCode(doraOf(k, table.players))).join(' ')}
          </span>
        )}
      </div>

      {table.players === 3 && (
        <div className="table-nuki" role="group" aria-label={t.nuki}>
          <span className="table-label">{t.nuki}</span>
          <button type="button" aria-label={t.nukiLess} disabled={table.nuki === 0} onClick={() => setNuki(table.nuki - 1)}>
            −
          </button>
          <output aria-live="polite">{table.nuki}</output>
          <button type="button" aria-label={t.nukiMore} disabled={table.nuki >= 4 || northLeft === 0} onClick={() => setNuki(table.nuki + 1)}>
            +
          </button>
        </div>
      )}
    </section>
  );
}
