/**
 * The page of a game followed at the table, as the component tests render it: the hand bar, the entry
 * modes, the palette and the game's table (and `extra`, such as the table's fields), on a test store
 * at `search` in `languages`.
 */
import type { ReactNode } from 'react';
import { HandBarView } from '../../src/ui/analysis/hand-bar-view.tsx';
import { PaletteView } from '../../src/ui/analysis/palette-view.tsx';
import { EntryModesView } from '../../src/ui/real-game/entry-modes-view.tsx';
import { GameTableView } from '../../src/ui/real-game/game-table-view.tsx';
import { testStore } from './fakes.ts';
import { renderWith } from './render.tsx';

export function gamePage(search: string, languages = ['en'], extra: ReactNode = null) {
  const t = testStore(search, { languages });
  renderWith(
    t.store,
    <>
      <HandBarView />
      <EntryModesView />
      <PaletteView />
      <GameTableView />
      {extra}
    </>,
  );
  return t;
}
