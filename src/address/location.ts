/**
 * The URL holds the hand, in Tenhou's own parameters: `?q=HAND` for the standard form, `?p=HAND`
 * for the regular form. Tenhou deals a random draw to a 3n+1 hand given by `?q=` / `?p=` and not
 * by `?qd=` / `?pd=`; this page never draws by itself, so it writes a 3n+1 hand with `qd` / `pd`
 * (the same link on Tenhou shows the same thing) and reads all four alike.
 *
 * While the field holds text that is not the hand (a mistake, a hand being built with a multiple
 * of three tiles), the text goes beside it as typed: `?q=4569m1222569p258s&draft=4569m12x`. The
 * hand parameter keeps the last valid hand, so a reload shows the same field, message and greyed
 * results, and Tenhou (and any reader of the hand parameter) still gets a hand it can read; the
 * draft is a parameter of its own, never in `q`, because a text that does not read is no hand.
 *
 * Like every module of src/address, this is a codec between the address's text and the values the
 * store keeps, and nothing else: the store (src/store/location-port.ts) reads and writes the browser's history.
 */
import { parseHand, toMpsz } from '../engine/light.ts';
import type { Form } from '../engine/light.ts';

export interface Query {
  /** Hand text as written in the URL; '' when there is none. */
  hand: string;
  form: Form;
}

const KEYS: Record<string, Form> = { q: 'standard', qd: 'standard', p: 'regular', pd: 'regular' };

/** The hand and form of a location's search string; the first of q, p, qd, pd wins. */
export function readQuery(search: string): Query {
  for (const [key, value] of new URLSearchParams(search)) {
    const form = KEYS[key];
    if (form) return { hand: value, form };
  }
  return { hand: '', form: 'standard' };
}

/** Whether the hand text holds 3n+1 tiles (a meld counting 3): Tenhou would add a draw to it. */
function waitsForDraw(hand: string): boolean {
  const parsed = parseHand(hand, { partial: true });
  return parsed.ok && (parsed.value.order.length + 3 * parsed.value.melds.length) % 3 === 1;
}

/** The search string for a query: `?q=` / `?p=` (`?qd=` / `?pd=` for a 3n+1 hand), '' for no hand. */
export function writeQuery(query: Query): string {
  if (!query.hand && query.form === 'standard') return '';
  const key = (query.form === 'regular' ? 'p' : 'q') + (waitsForDraw(query.hand) ? 'd' : '');
  // encodeURIComponent keeps digits, letters and ( ) as they are, so the usual hand stays readable.
  return `?${key}=${encodeURIComponent(query.hand)}`;
}

/**
 * The URL's form of a valid typed hand: plain mpsz in the order typed (the reader takes a Japanese
 * input method's `１２３ｍ`, `123M`, `東東`, Unicode tiles and a Tenhou link's hand; toMpsz writes
 * them as `123m`, `11z`, ...), without the separators the notation allows between groups, so the
 * hand read (tiles and their order) is the same.
 */
export function urlHandOf(text: string): string {
  return toMpsz(text);
}

/** The draft a field's text makes beside the URL's hand: '' when the field shows that hand (or nothing), else the text as typed. */
export function draftOf(field: string, hand: string): string {
  return field.trim() === '' || urlHandOf(field) === hand ? '' : field;
}

/** The field's text a location names beside its hand ('' = none: the field shows the hand). */
export function readDraft(search: string): string {
  return new URLSearchParams(search).get('draft') ?? '';
}

/** `search` (a hand's search string, or '') with the draft after it. */
export function withDraft(search: string, draft: string): string {
  if (!draft) return search;
  return `${search || '?'}${search ? '&' : ''}draft=${encodeURIComponent(draft)}`;
}

/**
 * How the discard table is ordered (docs/rules.md#two-step-analysis): by Tenhou's count ('count', the
 * default, Tenhou's own order), by the next step's average ('next'), by the good-shape rate ('good'), by
 * the win probability or the expected score at the turn shown ('win', 'ev', docs/rules.md#probabilities),
 * or by the safety against a riichi on the table, safest first ('safety', docs/rules.md#safety-against-a-riichi).
 * A choice of the page, not of the position: it stays in the address (`&sort=next`) as the hand changes,
 * Safety too while no riichi is on the table (the rows then keep Tenhou's order until one is).
 */
export type RowSort = 'count' | 'next' | 'good' | 'win' | 'ev' | 'safety';

const SORTS: readonly RowSort[] = ['count', 'next', 'good', 'win', 'ev', 'safety'];

/** The order a location names ('count' when it names none or one not known). */
export function readSort(search: string): RowSort {
  const sort = new URLSearchParams(search).get('sort');
  return SORTS.find((s) => s === sort) ?? 'count';
}

/** `search` with the order after it (nothing for the default, or for a value that is no order). */
export function withSort(search: string, sort: RowSort): string {
  if (sort === 'count' || !SORTS.includes(sort)) return search;
  return `${search || '?'}${search ? '&' : ''}sort=${sort}`;
}
