/**
 * The drill's hand: thirteen tiles in order and the drawn tile set apart, each a button that
 * discards it. One tile at a time is in the tab order (a roving tabindex): the arrow keys move
 * between tiles, Home and End jump to the ends, Enter or Space discards. Keys are by position, so
 * after a discard the focus stays where it was and the next choice is a keystroke away; it starts
 * on the drawn tile.
 */
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { Tile } from '../../engine/light.ts';
import { TileButton } from '../tiles/tile-button.tsx';

export interface DrillHandProps {
  tiles: readonly Tile[];
  drawn: Tile | null;
  disabled: boolean;
  label: string;
  drawnLabel: string;
  onDiscard(tile: Tile): void;
  /** The group around the tiles (the panel checks whether the focus is in it). */
  ref?: Ref<HTMLDivElement>;
}

/** The tiles to discard from. */
export function DrillHand({ tiles, drawn, disabled, label, drawnLabel, onDiscard, ref }: DrillHandProps) {
  const all = drawn ? [...tiles, drawn] : [...tiles];
  const [focus, setFocus] = useState(all.length - 1);
  const box = useRef<HTMLDivElement>(null);
  const current = Math.min(focus, all.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = all.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocus(next);
    box.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div
      className="drill-hand"
      role="group"
      aria-label={label}
      ref={(el) => {
        box.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      onKeyDown={onKeyDown}
    >
      {all.map((tile, i) => {
        const isDrawn = drawn !== null && i === all.length - 1;
        return (
          <TileButton
            // Keyed by position: the focused button survives a discard.
            key={i}
            tile={tile}
            className={isDrawn ? 'tile-drawn' : undefined}
            title={isDrawn ? drawnLabel : undefined}
            data-position={i}
            tabIndex={i === current ? 0 : -1}
            disabled={disabled}
            onFocus={() => setFocus(i)}
            onClick={() => onDiscard(tile)}
          />
        );
      })}
    </div>
  );
}
