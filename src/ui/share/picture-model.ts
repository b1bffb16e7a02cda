/**
 * What the shared picture holds (share-picture.ts draws it): what the page shows now, in its language.
 * The hand, the table's first rows in the page's order with the figures the page has for them (the
 * count, the next step, the win probability and expected score at the turn shown), and the settings they
 * depend on, each named only when it is not the default; none while the answer shown is greyed.
 */
import { formatKinds, handLayout, tileCode, type Tile } from '../../engine/light.ts';
import type { AppState } from '../../store/app-store.ts';
import { figuresAt, orderRows, type Selectors } from '../../store/selectors/index.ts';
import type { Messages } from '../shell/messages.ts';
import type { AnalysisMessages } from '../analysis/analysis-messages.ts';
import { evText, percentText, type ProbabilityMessages } from '../analysis/probability-messages.ts';
import type { TwoStepMessages } from '../analysis/two-step-messages.ts';
import type { ShareMessages } from './share-messages.ts';
import type { PictureModel, PictureRow } from './share-picture.ts';

/** The rows the picture shows: the first of the table, as many as a post reads at a glance. */
export const PICTURE_ROWS = 5;

/** Everything the picture's words come from, in the page's language. */
export interface Words {
  m: Messages;
  a: AnalysisMessages;
  p: ProbabilityMessages;
  s: TwoStepMessages;
  w: ShareMessages;
}

const codeOf = (t: Tile) => tileCode(t.kind, t.red);

/** The picture of what the page shows now, or null when it shows no answer about the hand in the field. */
export function pictureModel(state: AppState, select: Selectors, words: Words, address: string): PictureModel | null {
  const { m, a, p, s } = words;
  const { result, stale } = select.shown(state);
  if (!result || stale) return null;
  const { analysis } = result;
  const { hand } = select.workingHand(state);
  const layout = handLayout(hand);
  const model: PictureModel = {
    heading: `${m.shanten(analysis.value)}${a.countJoin}${a.tiles(analysis.tileCount)}`,
    hand: {
      tiles: layout.sorted.map(codeOf),
      drawn: layout.drawn && codeOf(layout.drawn),
      melds: hand.melds.map((meld) => meld.tiles.map((k) => tileCode(k))),
    },
    columns: [],
    rows: [],
    settings: settingsOf(state, words),
    address,
  };
  if (analysis.kind === 'draw') {
    // A 13-tile hand: its effective tiles (its waits at tenpai) and their copies, in one line.
    model.columns = [analysis.value === 0 ? a.waits : m.effectiveTilesShort, m.count];
    model.rows = [{ tile: null, cells: [formatKinds(analysis.effective.tiles), m.rowCount(analysis.effective.count)] }];
    return model;
  }
  const rows = select.discardRows(state) ?? analysis.discards;
  const steps = select.steps(state);
  const probabilities = select.probabilities(state);
  const turn = select.shownTurn(state);
  const found = probabilities.rows && !probabilities.stale ? probabilities.rows : null;
  const chances = found ? figuresAt(found, turn) : null;
  const ordered = orderRows(rows, steps, state.sort, select.safety(state), chances).slice(0, PICTURE_ROWS);
  const withSteps = steps !== null && ordered.some((row) => steps.get(row.discard.kind)?.nextAverage != null);
  model.columns = [m.discard, m.count, ...(withSteps ? [s.sorts.next] : []), ...(chances ? [s.sorts.win, s.sorts.ev] : [])];
  // The figures are those of the turn shown: the settings say which.
  if (chances) model.settings.unshift(p.turnValue(turn));
  model.rows = ordered.map((row): PictureRow => {
    const cells = [m.rowCount(row.count)];
    if (withSteps) {
      const next = steps!.get(row.discard.kind)?.nextAverage;
      cells.push(next == null ? '-' : next.toFixed(2));
    }
    const chance = chances?.get(codeOf(row.discard));
    if (chances) cells.push(chance ? percentText(chance.win) : '-', chance ? evText(chance.ev) : '-');
    return { tile: codeOf(row.discard), cells };
  });
  return model;
}

/** The phrases of the settings the figures depend on, each only when it is not the default. */
function settingsOf(state: AppState, { p, w }: Words): string[] {
  const { table, form, situation, probabilitySettings } = state;
  const settings: string[] = [];
  if (form === 'regular') settings.push(w.regularForm);
  if (table.players === 3) settings.push(w.threePlayers);
  if (table.seen) settings.push(w.seen(table.seen));
  if (table.dora) settings.push(w.dora(table.dora));
  settings.push(w.winds(situation.round, situation.seat));
  if (probabilitySettings.handChanges) settings.push(p.handChanges);
  if (probabilitySettings.shantenBack) settings.push(p.shantenBack);
  return settings;
}
