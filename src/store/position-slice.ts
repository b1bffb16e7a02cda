/**
 * The analysis page's part of the store: the position (the URL's hand and form, and the table of a
 * real game: seen tiles, dora indicators, players, north set aside), the text fields as typed, and
 * every way the page edits them: the palette in each entry mode, the hand bar, the rows' discards
 * and draws, the Seen field, random deals. Edits make text (hand-edit.ts, table-edit.ts), because
 * the URL holds the position; a new position goes through `go`, which is history and the engine.
 *
 * What the user typed is never replaced behind their back: while the field holds a mistake, a
 * palette press adds its tile to the text as typed. The URL gets a typed hand as plain mpsz (a
 * pasted Tenhou link's hand, kanji or Unicode tiles, without separators; the field keeps it as
 * typed), and a text that is not a hand as typed, beside the last hand (location.ts), so a reload or
 * a shared link loses nothing. A pasted Tenhou link also sets the form its parameter names. Whether
 * a text is a hand is asked of the selectors, which read each distinct text once.
 */
import { MAX_HAND_TILES, suitOf, tenhouLinkOf, tileCode, toMpsz } from '../engine/light.ts';
import type { Form } from '../engine/light.ts';
import type { AppState } from './app-state.ts';
import { addTile, canAdd, discardAndDraw, drawnCopy, removeLast, removeTile, sizeOf, type EditableHand, type TileRef } from './hand-edit.ts';
import { draftOf, urlHandOf } from './location.ts';
import type { Address, Step } from './router.ts';
import type { Selectors } from './selectors.ts';
import {
  addIndicator,
  addMeld,
  addSeen,
  canPick,
  dealFrom,
  meldOf,
  removeIndicator,
  removeMeld,
  removeSeen,
  tableWall,
  type EntryMode,
} from './table-edit.ts';
import { EMPTY_TABLE, type TableQuery } from './table-query.ts';

export interface PositionState {
  /** The URL's hand ('' = none): what the results are about. */
  hand: string;
  form: Form;
  /** The text field, as typed; may be invalid. */
  draft: string;
  /** A text too long for the field, cut to its start: its length, and the draft it became (the selectors' draftCut). */
  draftCut: { length: number; draft: string } | null;
  /** Kind of the hand tile under the pointer or focus. */
  hover: number | null;
  /** The URL's table: with the hand, the position analysed. */
  table: TableQuery;
  /** The Seen field, as typed; may be invalid. */
  seenDraft: string;
  /** What a palette click does. */
  entry: EntryMode;
  /** Tiles picked so far for a chi. */
  picks: TileRef[];
}

export interface PositionActions {
  /** The text field changed. */
  setDraft(text: string): void;
  /** A palette tile: add it as the draw. */
  addTile(tile: TileRef): void;
  /** A hand-bar tile: remove that copy. */
  removeTile(tile: TileRef): void;
  /** Backspace: remove the tile added last. */
  removeLast(): void;
  clear(): void;
  randomHand(): void;
  /** A random full flush in a random number suit. */
  randomFlush(): void;
  /** A 3n+1 hand draws `kind`, or a random tile of the wall when it is omitted. */
  draw(kind?: number): void;
  /** Tenhou's row click: discard `kind`, then draw `drawn`, or a random tile when it is omitted. */
  discard(kind: number, drawn?: number): void;
  setForm(form: Form): void;
  setHover(kind: number | null): void;
  /** What a palette click does: add to the hand, make a meld, mark seen, show as a dora indicator. */
  setEntry(entry: EntryMode): void;
  /** A meld beside the hand bar: remove it. */
  removeMeld(index: number): void;
  /** The Seen field changed. */
  setSeenDraft(text: string): void;
  /** A seen tile: remove one copy. */
  removeSeen(tile: TileRef): void;
  /** A dora indicator: remove it. */
  removeIndicator(index: number): void;
  setPlayers(players: 3 | 4): void;
  /** North tiles set aside as nuki-dora (three players). */
  setNuki(nuki: number): void;
  /** The next hand of the game: hand, seen tiles, indicators and nuki cleared; players kept. */
  newHand(): void;
}

/** What the position needs from the store around it. */
export interface PositionContext {
  get(): AppState;
  set(patch: Partial<AppState>): void;
  /** The store's selectors: every reading of a text goes through their caches. */
  select: Selectors;
  /**
   * Make `to` the position, recorded in history as `how`, with `fields` beside it; the engine is
   * asked. False, and nothing done, when `to` is the position already shown.
   */
  go(to: Address, how: Step, fields: Partial<PositionState>): boolean;
  random: () => number;
}

/**
 * Longest text the field keeps. A hand in any notation is a few dozen characters; a browser's own
 * text field takes 60-340 ms per keystroke once it holds megabytes (measured in Chromium on a
 * bare page), so a huge paste keeps its start and the page says so.
 */
export const MAX_DRAFT = 1000;

/** The text the field keeps (never splitting a surrogate pair), and the cut made, if any. */
function fitDraft(text: string): Pick<PositionState, 'draft' | 'draftCut'> {
  if (text.length <= MAX_DRAFT) return { draft: text, draftCut: null };
  const end = MAX_DRAFT - (/[\uD800-\uDBFF]/.test(text[MAX_DRAFT - 1]) ? 1 : 0);
  const draft = text.slice(0, end);
  return { draft, draftCut: { length: text.length, draft } };
}

/**
 * The form a Tenhou link in the field names (`?p=`, `?pd=` the regular form), when the field did not
 * already hold a link naming it: pasting or retyping a link sets the form switch, and the switch is
 * the player's again while the link's parameter stays as it is.
 */
function linkForm(text: string, before: string): Form | null {
  const link = tenhouLinkOf(text);
  return link && tenhouLinkOf(before)?.form !== link.form ? link.form : null;
}

/** The position as a location names it: the fields show the URL's text (its draft, else its hand), nothing picked or hovered. */
export function positionAt(address: Address): Omit<PositionState, 'entry'> {
  return {
    hand: address.hand,
    form: address.form,
    ...fitDraft(address.draft || address.hand),
    table: address.table,
    seenDraft: address.table.seen,
    picks: [],
    hover: null,
  };
}

/** The position's state when the page opens at `address`: the palette adds to the hand. */
export function initialPosition(address: Address): PositionState {
  return { ...positionAt(address), entry: 'hand' };
}

/** The position's actions. */
export function createPositionSlice(ctx: PositionContext): { actions: PositionActions } {
  const { get, set, random, select } = ctx;
  const isValidHand = select.isValidHand;

  /**
   * Make `hand` current, the field showing `draft` (in the URL too when it is not the hand); the
   * Seen field shows `seenDraft` whether or not the position changes.
   */
  function navigate(hand: string, form: Form, how: Step, draft = hand, table = get().table, seenDraft = table.seen): void {
    if (!ctx.go({ hand, form, table, draft: draftOf(draft, hand) }, how, { draft, seenDraft, hover: null })) set({ draft, seenDraft });
  }

  /** A new table for the current hand (a press or the Seen field); the hand's draft is kept. */
  function navigateTable(table: TableQuery, how: Step, seenDraft = table.seen): void {
    const { hand, form, draft } = get();
    navigate(hand, form, how, draft, table, seenDraft);
  }

  /**
   * Edits from buttons start from the hand the page shows: `build` (a press that adds to the hand, one
   * history entry for the whole run) or `push` (a move in the table or a tile taken off, an entry of its own).
   */
  function edit(change: (hand: EditableHand) => string | null, how: Step = 'build'): void {
    const text = change(select.workingHand(get()).hand);
    if (text === null) return;
    // A hand on its way (3, 6, 9 or 12 tiles while building from the palette or removing with
    // Backspace) is the field's draft, the last hand staying the URL's: a reload must not bring back
    // a tile the player removed.
    navigate(isValidHand(text, get().table) ? text : get().hand, get().form, how, text);
  }

  /** A random hand (of one suit when given) dealt from what nobody has shown. */
  function deal(suit?: number): void {
    const wall = tableWall({ tiles: [], melds: [] }, select.readingTable(get()));
    const text = dealFrom(suit === undefined ? wall : wall.filter((t) => suitOf(t.kind) === suit), random);
    if (text !== null) navigate(text, get().form, 'push');
  }

  /** A random tile of the wall in the real game: the set less the hand and everything on the table. */
  function wallDraw(hand: EditableHand): TileRef | null {
    const wall = tableWall(hand, select.readingTable(get()));
    return wall.length ? wall[Math.floor(random() * wall.length)] : null;
  }

  const actions: PositionActions = {
    setDraft(input) {
      const fitted = fitDraft(input);
      const text = fitted.draft;
      if (fitted.draftCut || get().draftCut) set({ draftCut: fitted.draftCut });
      const form = linkForm(text, get().draft) ?? get().form;
      if (text.trim() === '') navigate('', form, 'type', text);
      else if (isValidHand(text, get().table)) navigate(urlHandOf(text), form, 'type', text);
      else navigate(get().hand, form, 'type', text);
    },
    addTile(tile) {
      const { entry, table, picks } = get();
      if (entry === 'hand' && select.draftMistake(get())) {
        // The field holds a mistake: the tile joins the text as typed rather than replacing it, set
        // off by a space when the text ends in digits, so "…p25" + East is "…p25 1z" (the digits'
        // mistake stays where it is), never "…p251z" (South, White and East).
        const draft = get().draft;
        const text = draft + (/\d$/.test(draft) ? ' ' : '') + tileCode(tile.kind, tile.red);
        navigate(isValidHand(text, table) ? urlHandOf(text) : get().hand, get().form, 'build', text);
        return;
      }
      // The palette's own rule (the same context greys its tiles).
      if (!canPick(select.pickContext(get()), tile)) return;
      switch (entry) {
        case 'hand':
          edit((h) => (canAdd(h, tile) ? addTile(h, tile) : null));
          return;
        case 'seen':
          navigateTable({ ...table, seen: addSeen(table.seen, tile) }, 'build');
          return;
        case 'dora':
          navigateTable({ ...table, dora: addIndicator(table.dora, tile) }, 'build');
          return;
        case 'chi':
          if (picks.length < 2) {
            set({ picks: [...picks, tile] });
            return;
          }
          set({ picks: [] });
          edit((h) => addMeld(h, meldOf('chi', [...picks, tile])));
          return;
        default:
          edit((h) => addMeld(h, meldOf(entry, [tile])));
      }
    },
    // Taking a tile off is a correction: a step of its own, which Back undoes (and it ends the run).
    removeTile: (tile) => edit((h) => removeTile(h, tile), 'push'),
    removeLast: () => edit((h) => (sizeOf(h) ? removeLast(h) : null), 'push'),
    clear: () => navigate('', get().form, 'push'),
    // Dealt from what nobody has shown: the set of the game (108 tiles with three players) less the table.
    randomHand: () => deal(),
    randomFlush: () => {
      const suits = get().table.players === 3 ? [1, 2] : [0, 1, 2]; // three players have no manzu run
      deal(suits[Math.floor(random() * suits.length)]);
    },
    draw: (kind) =>
      edit((h) => {
        if (sizeOf(h) % 3 !== 1 || sizeOf(h) >= MAX_HAND_TILES) return null;
        const tile = kind === undefined ? wallDraw(h) : drawnCopy(h, kind);
        return tile ? addTile(h, tile) : null;
      }, 'push'),
    discard: (kind, drawnKind) =>
      edit((h) => {
        if (!h.tiles.some((t) => t.kind === kind)) return null;
        // The wall is the hand's complement before the discard: the tile just let go is not drawn back.
        const tile = drawnKind === undefined ? wallDraw(h) : drawnCopy(h, drawnKind);
        return tile ? discardAndDraw(h, kind, tile) : null;
      }, 'push'),
    setForm(form) {
      // A step in history of its own: Back returns to the other form (and never leaves the page).
      navigate(get().hand, form, 'push', get().draft);
    },
    setHover: (hover) => set({ hover }),
    setEntry: (entry) => set({ entry, picks: [] }),
    removeMeld: (index) => edit((h) => (index < h.melds.length ? removeMeld(h, index) : null), 'push'),
    setSeenDraft(text) {
      // The URL's list in plain mpsz, as the hand's; the field keeps the text as typed.
      const table = { ...get().table, seen: toMpsz(text) };
      // The hand is read without the old seen tiles: the new list replaces them.
      const hand = select.positionOf(get().hand, { ...table, seen: '' });
      const checked = select.tableWithHand(table, hand.ok ? hand.value.hand : null);
      if (checked.ok) navigateTable(table, 'type', text);
      else set({ seenDraft: text });
    },
    removeSeen: (tile) => navigateTable({ ...get().table, seen: removeSeen(get().table.seen, tile) }, 'push'),
    removeIndicator: (index) => navigateTable({ ...get().table, dora: removeIndicator(get().table.dora, index) }, 'push'),
    setPlayers: (players) => navigateTable({ ...get().table, players, nuki: players === 3 ? get().table.nuki : 0 }, 'push'),
    setNuki: (nuki) => navigateTable({ ...get().table, nuki: Math.max(0, Math.min(4, nuki)) }, 'build'),
    newHand: () => navigate('', get().form, 'push', '', { ...EMPTY_TABLE, players: get().table.players }),
  };

  return { actions };
}
