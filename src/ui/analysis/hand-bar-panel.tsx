/**
 * The hand as tiles, in canonical order with the draw set apart (a 3n+2 hand), melds beside it
 * (MeldBar). Pressing a tile discards it into your river when the hand has one to discard (3n+2),
 * else removes it (a hand being built); pointing at one (or focusing it) highlights its row in the
 * table and tells the shanten after discarding it, as Tenhou does. Dora are marked. The tiles are
 * one Tab stop (arrow keys inside). On the hand's tiles and melds, Escape clears the hand and
 * Backspace removes the tile added last (as it does anywhere outside a text field). When a press or
 * a key removes the focused tile, focus stays at the same place in the hand, or goes to the text
 * field once the hand is empty. Each tile is named for what a press does: "Discard 8 man" or
 * "Remove 8 man" (never the palette's "Add 8 man"), then its marks (the winning tile, a tile a
 * three-player set lacks).
 *
 * While another player's riichi is on the table (docs/rules.md#safety-against-a-riichi), each tile
 * has a short mark under it per riichi player, coloured by its class, and its name says the class in
 * full against each ("3 man, Right player: suji"): the marks are for the eye, the name for everyone.
 */
import './analysis.css';
import { handLayout, isMissingInThreePlayer, tileCode, type Analysis, type Hand, type Tile } from '../../engine/light.ts';
import { MeldBar } from '../real-game/meld-bar.tsx';
import { safetyWords, useGameMessages } from '../real-game/game-messages.ts';
import type { TileSafety } from '../../store/selectors/index.ts';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { TileButton } from '../tiles/tile-button.tsx';
import { useAnalysisMessages } from './analysis-messages.ts';
import { itemNear, useFocusRescue, useRovingRow } from './use-roving.ts';

export interface HandBarPanelProps {
  /** The hand the page shows and its buttons edit. */
  hand: Hand;
  /** It is the address's hand, shown while the field holds a mistake: greyed. */
  stale: boolean;
  /** Kind of the hand tile under the pointer or focus. */
  hover: number | null;
  /** The analysis shown, for the shanten after discarding the pointed tile. */
  analysis: Analysis | undefined;
  /** How many times each kind is dora. */
  dora: ArrayLike<number>;
  /** The game's players: with three, 2m-8m in the hand are marked (the field says what is wrong). */
  players: 3 | 4;
  /** A press discards the tile into your river (the hand has one to discard), else removes it; a tile a three-player set lacks is removed. */
  discards?: boolean;
  /** A complete hand's winning tile (kind) as the score reads it: marked in the bar. */
  winning?: number | null;
  /** Each kind's safety against the riichi players, while one has declared (null: no riichi). */
  safety?: ((kind: number) => TileSafety) | null;
  onRemoveTile(tile: Tile): void;
  onHover(kind: number | null): void;
  onRemoveMeld(index: number): void;
  /** Escape on the hand's tiles or melds. */
  onClear(): void;
  /** Backspace on the hand's tiles or melds: the tile added last goes. */
  onRemoveLast(): void;
}

const HAND_FIELD = '.hand-input input';

/** The hand bar. */
export function HandBarPanel(props: HandBarPanelProps) {
  const {
    hand,
    stale,
    hover,
    analysis,
    dora,
    players,
    discards = false,
    winning = null,
    safety = null,
    onRemoveTile,
    onHover,
    onRemoveMeld,
    onClear,
    onRemoveLast,
  } = props;
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const g = useGameMessages();
  const { sorted, drawn } = handLayout(hand);
  const melds = hand.melds;
  const count = sorted.length + (drawn ? 1 : 0);
  const { rowProps, itemProps } = useRovingRow(count);
  // The winning tile: the draw when it is of that kind, else the last copy of it in the sorted hand.
  const winningAt = winning === null ? -1 : drawn?.kind === winning ? sorted.length : sorted.map((t) => t.kind).lastIndexOf(winning);
  const rescue = useFocusRescue();

  const tileProps = (tile: Tile, i: number) => {
    const roving = itemProps(i);
    const absent = players === 3 && isMissingInThreePlayer(tile.kind);
    const drawnTile = i === sorted.length;
    const win = i === winningAt;
    const name = m.tileName(tile.kind, tile.red);
    const press = discards && !absent ? a.tap.discard(name) : a.tap.remove(name);
    const label = absent ? t.absent(press) : win ? `${press}, ${a.winningTile}` : press;
    const title = absent ? t.absent(tileCode(tile.kind, tile.red)) : win ? a.winningTile : drawnTile ? a.drawnTile : undefined;
    // The class against each riichi player, after the tile's own name and marks.
    const words = safety ? safety(tile.kind).against.map(({ seat, safety: s }) => g.safetyAgainst(g.seat[seat], safetyWords(g, s))) : [];
    return {
      tile,
      ...(title || words.length ? { title: [title, ...words].filter(Boolean).join(', ') } : {}),
      'aria-label': [label, ...words].join(', '),
      ...(win ? { 'data-winning': 'true' } : {}),
      className:
        [drawnTile ? 'tile-drawn' : '', absent ? 'tile-absent' : '', win ? 'tile-winning' : ''].filter(Boolean).join(' ') || undefined,
      ...(dora[tile.kind] > 0 ? { 'data-dora': dora[tile.kind] } : {}),
      ...roving,
      onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
        const bar = event.currentTarget.closest('.hand-tiles');
        onRemoveTile(tile);
        rescue(() => {
          const tiles = bar?.querySelectorAll<HTMLElement>('.tile-button');
          if (tiles?.length) return tiles[Math.min(i, tiles.length - 1)];
          return document.querySelector<HTMLElement>(HAND_FIELD);
        });
      },
      onPointerEnter: () => onHover(tile.kind),
      onPointerLeave: () => onHover(null),
      onFocus: () => {
        roving.onFocus();
        onHover(tile.kind);
      },
      onBlur: () => onHover(null),
    };
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== 'Escape' && event.key !== 'Backspace')) return;
    // Handled here, so the page's own Backspace (analysis-view.tsx) leaves it alone.
    event.preventDefault();
    const box = event.currentTarget;
    const at = (selector: string) => [...box.querySelectorAll(selector)].indexOf(document.activeElement as Element);
    const tileAt = at('.hand-tiles .tile-button');
    const meldAt = at('.hand-meld');
    if (event.key === 'Escape') onClear();
    else onRemoveLast();
    rescue(
      () =>
        (tileAt >= 0 ? itemNear(box, '.hand-tiles .tile-button', tileAt) : null) ??
        (meldAt >= 0 ? itemNear(box, '.hand-meld', meldAt) : null) ??
        itemNear(box, '.hand-tiles .tile-button, .hand-meld', 0) ??
        document.querySelector<HTMLElement>(HAND_FIELD),
    );
  };

  // With a riichi on the table, a tile and its marks, one per riichi player (their words are in the tile's
  // name; an honour's copies seen too, which its mark's colour tells: three or more, two, fewer).
  const slot = (tile: Tile, i: number, key: string) => {
    if (!safety) return <TileButton key={key} {...tileProps(tile, i)} />;
    return (
      <span key={key} className={i === sorted.length ? 'hand-slot hand-slot-drawn' : 'hand-slot'}>
        <TileButton {...tileProps(tile, i)} />
        <span className="safety-marks" aria-hidden="true">
          {safety(tile.kind).against.map(({ seat, safety: s }) => (
            <span
              key={seat}
              className="safety-mark"
              data-safety={s.class}
              data-visible={s.visible}
              // Its length in characters, which sizes it to its tile (analysis.css).
              style={{ '--mark-length': g.safetyShort[s.class].length } as React.CSSProperties}
            >
              {g.safetyShort[s.class]}
            </span>
          ))}
        </span>
      </span>
    );
  };

  const row = hover === null || !analysis || analysis.kind === 'draw' ? undefined : analysis.discards.find((r) => r.discard.kind === hover);
  const empty = sorted.length === 0 && !drawn && melds.length === 0;

  return (
    <div className="hand-row" onKeyDown={onKeyDown}>
      <section className={stale ? 'hand-bar stale' : 'hand-bar'} aria-label={a.handTiles}>
        <div className="hand-tiles" {...rowProps}>
          {empty && <span className="hand-empty">{a.emptyHand}</span>}
          {sorted.map((tile, i) => slot(tile, i, `${i}-${tileCode(tile.kind, tile.red)}`))}
          {drawn && slot(drawn, sorted.length, 'drawn')}
        </div>
        <p className="hand-hover" aria-live="polite">
          {row ? a.afterDiscard(tileCode(row.discard.kind), m.shanten(row.shanten)) : ''}
        </p>
      </section>
      <MeldBar melds={melds} dora={dora} players={players} onRemove={onRemoveMeld} />
    </div>
  );
}
