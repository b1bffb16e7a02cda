/**
 * Decompositions and wait shapes as text (docs/rules.md#decompositions-and-wait-shapes): the one
 * way the project writes them, used at the edges (the command line, the page, the quiz), while the
 * engine's results keep them as groups of tiles.
 *
 * Every group is written in parentheses in compact mpsz, `(123m)(44m)(1111z)`, called melds exactly
 * like concealed groups (the `open` flag carries the difference); the waiting part of a wait shape
 * comes last in square brackets: `(123m)(44m)(888m)(999m)[23m]`. Kokushi is one parenthesis holding
 * all fourteen tiles, `(19m19p19s12345677z)`, since thirteen one-tile groups read worse.
 */
import { formatKinds } from './tiles.ts';
import type { Decomposition, Group, WaitShape } from '../types.ts';

/** Groups in parentheses, compact mpsz: `(123m)(44m)(1111z)`. Called melds are written like the others. */
export function formatGroups(groups: Group[]): string {
  let out = '';
  for (const g of groups) out += `(${formatKinds(g.tiles)})`;
  return out;
}

/** One decomposition as text: `(123m)(44m)(888m)(999m)(567p)`; kokushi as one group `(19m19p19s12345677z)`. */
export function formatDecomposition(d: Decomposition): string {
  if (d.form === 'kokushi') return `(${formatKinds(d.groups.flatMap((g) => g.tiles))})`;
  return formatGroups(d.groups);
}

/** A wait shape as text, the waiting part last in square brackets: `(123m)(44m)(888m)(999m)[23m]`. */
export function formatWaitShape(w: WaitShape): string {
  return `${formatGroups(w.groups)}[${formatKinds(w.waiting)}]`;
}
