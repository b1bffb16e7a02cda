/**
 * The table around the hand in a real game: the "Seen" field (rivers and other players' melds, typed
 * as mpsz or clicked in from the palette in Seen mode) with its tiles shown below it, the dora
 * indicators, three or four players, the north tiles set aside in a three-player game, and "New hand",
 * which clears all of it but the player count. Pressing a seen tile or an indicator removes it;
 * focus stays at the same place in its list, or once the list is empty goes to what fills it (the
 * Seen field; the palette's dora-indicator mode).
 */
import './real-game.css';
import { useId } from 'react';
import { doraOf, isMissingInThreePlayer, readTiles, tileCode, type PositionError, type Tile } from '../../engine/light.ts';
import type { TableQuery } from '../../address/table-query.ts';
import { itemNear, useFocusRescue } from '../analysis/use-roving.ts';
import { FieldError } from '../shell/field-error.tsx';
import { TileButton } from '../tiles/tile-button.tsx';
import { useMessages } from '../shell/messages.ts';
import { useTableMessages } from './table-messages.ts';

export interface TablePanelProps {
  /** The Seen field, as typed. */
  seenDraft: string;
  /** The address's table: seen tiles and indicators as text, players, north tiles set aside. */
  table: TableQuery;
  /** What is wrong with the Seen field or the position it makes, or null. */
  error: PositionError | null;
  /** The indicators' kinds that point to a dora of this game, for the dora they point to. */
  indicatorKinds: readonly number[];
  /** North tiles nobody has shown: the most that can still be set aside. */
  northLeft: number;
  onSeenDraft(text: string): void;
  onRemoveSeen(tile: Tile): void;
  onRemoveIndicator(index: number): void;
  onPlayers(players: 3 | 4): void;
  onNuki(nuki: number): void;
  onNewHand(): void;
}

/** The table panel. */
export function TablePanel(props: TablePanelProps) {
  const { seenDraft, table, error, indicatorKinds, northLeft } = props;
  const m = useMessages();
  const t = useTableMessages();
  const id = useId();
  // A three-player set has no 2m-8m: such a seen tile or indicator stays shown, marked (its field's error says why).
  const absentProps = (tile: Tile) =>
    table.players === 3 && isMissingInThreePlayer(tile.kind)
      ? { className: 'tile-absent', 'aria-label': t.absent(m.tileName(tile.kind, tile.red)) }
      : {};
  const rescue = useFocusRescue();
  const seenTiles = readTiles(table.seen).tiles;
  /** A press that removes the focused tile of a list: focus goes to its neighbour, else to `fill`. */
  const removing = (event: React.MouseEvent<HTMLElement>, list: string, i: number, fill: () => HTMLElement | null) => {
    const panel = event.currentTarget.closest('.table-panel');
    rescue(() => itemNear(panel, `${list} .tile-button`, i) ?? fill());
  };
  const indicators = readTiles(table.dora).tiles;

  return (
    <section className="table-panel" aria-label={t.table}>
      <div className="table-players" role="group" aria-label={t.players}>
        {([4, 3] as const).map((n) => (
          <button key={n} type="button" aria-pressed={table.players === n} onClick={() => props.onPlayers(n)}>
            {n === 4 ? t.fourPlayers : t.threePlayers}
          </button>
        ))}
        <button type="button" className="table-new-hand" onClick={props.onNewHand}>
          {t.newHand}
        </button>
      </div>

      <div className="seen-input">
        <label htmlFor={`${id}-seen`}>{t.seenLabel}</label>
        <input
          id={`${id}-seen`}
          type="text"
          value={seenDraft}
          onChange={(event) => props.onSeenDraft(event.target.value)}
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
            <TileButton
              key={`${i}-${tileCode(tile.kind, tile.red)}`}
              tile={tile}
              title={t.removeTitle}
              {...absentProps(tile)}
              onClick={(event) => {
                props.onRemoveSeen(tile);
                removing(event, '.seen-tiles', i, () => document.getElementById(`${id}-seen`));
              }}
            />
          ))}
        </div>
      )}

      <div className="table-indicators" role="group" aria-label={t.indicators}>
        <span className="table-label">{t.indicators}</span>
        {indicators.length === 0 && <span className="table-none">{t.noIndicators}</span>}
        {indicators.map((tile, i) => (
          <TileButton
            key={`${i}-${tileCode(tile.kind, tile.red)}`}
            tile={tile}
            title={t.removeTitle}
            {...absentProps(tile)}
            onClick={(event) => {
              props.onRemoveIndicator(i);
              removing(event, '.table-indicators', i, () => document.querySelector<HTMLElement>('[data-entry="dora"]'));
            }}
          />
        ))}
        {indicatorKinds.length > 0 && (
          <span className="table-dora">
            {t.doraList} {indicatorKinds.map((k) => tileCode(doraOf(k, table.players))).join(' ')}
          </span>
        )}
      </div>

      {table.players === 3 && (
        <div className="table-nuki" role="group" aria-label={t.nuki}>
          <span className="table-label">{t.nuki}</span>
          <button type="button" aria-label={t.nukiLess} disabled={table.nuki === 0} onClick={() => props.onNuki(table.nuki - 1)}>
            −
          </button>
          <output aria-live="polite">{table.nuki}</output>
          <button
            type="button"
            aria-label={t.nukiMore}
            disabled={table.nuki >= 4 || northLeft === 0}
            onClick={() => props.onNuki(table.nuki + 1)}
          >
            +
          </button>
        </div>
      )}
    </section>
  );
}
