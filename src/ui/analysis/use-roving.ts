/**
 * Keyboard focus for rows of tiles. A row is one Tab stop (a roving tabindex, as in WAI-ARIA's
 * toolbar and grid patterns): Left/Right and Home/End move inside it, Up/Down move to the same
 * place in the row above or below, so a table of a hundred effective tiles costs a dozen Tabs, not a
 * hundred. The rows are found in the DOM (`data-roving-row` inside a `data-roving-grid`), which lets
 * each row keep its own small state and still hand focus to its neighbours.
 *
 * useFocusRescue moves focus on after an action removed or disabled the focused control (a tile
 * taken out of the hand, the palette's last tile, Clear), never while focus is somewhere useful.
 */
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Marks an element as one item of a roving row. */
export const ROVING_ITEM = { 'data-roving': '' } as const;

function itemsOf(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>('[data-roving]')].filter((e) => !(e as HTMLButtonElement).disabled);
}

/** The Tab stop and key handling of one row of `count` items, item `i` disabled when `disabled(i)`. */
export function useRovingRow(count: number, disabled: (i: number) => boolean = () => false) {
  const [active, setActive] = useState(0);
  // One handler per item for the row's life, so a memoised tile is not drawn again for a new closure.
  const handlers = useRef<(() => void)[]>([]);
  const focusHandler = (i: number) => (handlers.current[i] ??= () => setActive(i));
  // The remembered item, or the first enabled one when it is gone or disabled.
  let stop = Math.min(active, count - 1);
  if (stop >= 0 && disabled(stop)) {
    stop = -1;
    for (let i = 0; i < count; i++) {
      if (!disabled(i)) {
        stop = i;
        break;
      }
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const row = event.currentTarget;
    const items = itemsOf(row);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        target = items[at - 1];
        break;
      case 'ArrowRight':
        target = items[at + 1];
        break;
      case 'Home':
        target = items[0];
        break;
      case 'End':
        target = items[items.length - 1];
        break;
      case 'ArrowUp':
      case 'ArrowDown': {
        const grid = row.closest('[data-roving-grid]');
        if (!grid) return;
        // Rows inside a closed <details> are not on screen: skipped.
        const rows = [...grid.querySelectorAll('[data-roving-row]')].filter(
          (r) => itemsOf(r).length > 0 && !r.parentElement?.closest('details:not([open])'),
        );
        const next = rows[rows.indexOf(row) + (event.key === 'ArrowUp' ? -1 : 1)];
        if (next) {
          const there = itemsOf(next);
          target = there[Math.min(at, there.length - 1)];
        }
        break;
      }
      default:
        return;
    }
    // The arrow keys belong to the row even at its ends, so the page does not scroll instead.
    event.preventDefault();
    target?.focus();
  };

  return {
    /** Props of the row's container. */
    rowProps: { 'data-roving-row': '', onKeyDown },
    /** Props of item `i`. */
    itemProps: (i: number) => ({ ...ROVING_ITEM, tabIndex: i === stop ? 0 : -1, onFocus: focusHandler(i) }),
  };
}

/** True when the focus is nowhere useful: on the page itself, or on a control removed or disabled. */
export function focusLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  return !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * The control at `index` among those `selector` finds under `root`, else the last one (the list got
 * shorter), else null: where focus goes after the focused item of a list was removed.
 */
export function itemNear(root: ParentNode | null | undefined, selector: string, index: number): HTMLElement | null {
  const items = root?.querySelectorAll<HTMLElement>(selector);
  return items?.length ? items[Math.min(index, items.length - 1)] : null;
}

/**
 * After the next render of the component, focuses what `find` returns if the focus was lost on
 * the way. Returns the function that arms it.
 */
export function useFocusRescue(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useLayoutEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    if (focusLost()) find()?.focus();
  });
  return useCallback((find) => {
    pending.current = find;
  }, []);
}
