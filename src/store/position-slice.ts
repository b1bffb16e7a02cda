/**
 * The analysis page's part of the store: the position (the URL's hand and form, and the table of a
 * real game: seen tiles, dora indicators, players, north set aside), the text fields as typed, and
 * every way the page edits them: the palette in each entry mode, the hand bar, the rows' discards
 * and draws, the Seen field, random deals. The edits are the engine's (Position -> Position,
 * edit.ts); the store edits the position it shows and holds the result as it is (in the form its text
 * reads back as, asWritten), writing it as text only for the URL, which names the position; a new
 * position goes through `go`, which is history and the engine.
 *
 * What the user typed is never replaced behind their back: while the field holds a mistake, a
 * palette press adds its tile to the text as typed. The URL gets a typed hand as plain mpsz (a
 * pasted Tenhou link's hand, kanji or Unicode tiles, without separators; the field keeps it as
 * typed), and a text that is not a hand as typed, beside the last hand (src/address/location.ts), so a reload or
 * a shared link loses nothing. A pasted Tenhou link also sets the form its parameter names. Whether
 * a text is a hand is asked of the selectors, which read each distinct text once.
 */
import {
  addIndicator,
  addMeld,
  addSeen,
  addTile,
  asWritten,
  discardedTile,
  dealHand,
  discardAndDraw,
  drawnCopy,
  formatHandWithDraw,
  formatTable,
  looseTable,
  MAX_HAND_TILES,
  packPosition,
  randomFrom,
  removeIndicator,
  removeLastTile,
  removeMeld,
  removeSeen,
  removeTile,
  tenhouLinkOf,
  tileCode,
  tileCount,
  toMpsz,
  unpackPosition,
  wallOf,
} from '../engine/light.ts';
import type { Form, Hand, Position, Seat, Tile } from '../engine/light.ts';
import { createGameActions, type GameActions } from './game-actions.ts';
import type { AppState } from './app-state.ts';
import { canPick, meldOf, type EntryMode } from './entry-mode.ts';
import { draftOf, urlHandOf } from '../address/location.ts';
import type { Address, Step } from './router.ts';
import type { Selectors } from './selectors/index.ts';
import { dealerOf, EMPTY_TABLE, tableInputOf, type TableQuery } from '../address/table-query.ts';

export interface PositionState {
  /** The URL's hand ('' = none): what the results are about. */
  hand: string;
  /**
   * The position shown: the URL's hand against its table, as a value (null: no hand, or a mistake in
   * either). An edit gives it as it made it (asWritten: the hand its text reads back as), so a press reads
   * no text; a position from the location is read from it once (the store's set, app-store.ts).
   */
  position: Position | null;
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
  picks: Tile[];
  /** Each seat's river field as typed (you, right, across, left); may be invalid. */
  riverDrafts: readonly string[];
  /** A seat whose kan on its own turn waits for its kind (the next palette press), or null. */
  gameKan: Seat | null;
}

export interface PositionActions extends GameActions {
  /** The text field changed. */
  setDraft(text: string): void;
  /** A palette tile: add it as the draw. */
  addTile(tile: Tile): void;
  /** A hand-bar tile: remove that copy (a hand with a tile to discard discards it into your river: discardToRiver). */
  removeTile(tile: Tile): void;
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
  removeSeen(tile: Tile): void;
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

/**
 * The position as a location names it: the fields show the URL's text (its draft, else its hand), nothing
 * picked or hovered; the position read from it by the store's set.
 */
export function positionAt(address: Address): Omit<PositionState, 'entry' | 'position'> {
  return {
    hand: address.hand,
    form: address.form,
    ...fitDraft(address.draft || address.hand),
    table: address.table,
    seenDraft: address.table.seen,
    riverDrafts: address.table.rivers,
    gameKan: null,
    picks: [],
    hover: null,
  };
}

/** The position's state when the page opens at `address` (the position read by `read`): the palette adds to the hand. */
export function initialPosition(address: Address, read: (hand: string, table: TableQuery) => Position | null): PositionState {
  return { ...positionAt(address), position: read(address.hand, address.table), entry: 'hand' };
}

/** The position's actions. */
export function createPositionSlice(ctx: PositionContext): { actions: PositionActions } {
  const { get, set, random, select } = ctx;
  const isValidHand = select.isValidHand;

  /**
   * Make `hand` current, the field showing `draft` (in the URL too when it is not the hand); the
   * Seen field shows `seenDraft` whether or not the position changes.
   */
  function navigate(
    hand: string,
    form: Form,
    how: Step,
    draft = hand,
    table = get().table,
    seenDraft = table.seen,
    held?: Position | null,
  ): void {
    const fields = { draft, seenDraft, hover: null, ...(held === undefined ? {} : { position: held }) };
    if (!ctx.go({ hand, form, table, draft: draftOf(draft, hand) }, how, fields)) set({ draft, seenDraft });
  }

  /** A new table for the current hand (a press or the Seen field); the hand's draft is kept. */
  function navigateTable(table: TableQuery, how: Step, seenDraft = table.seen): void {
    const { hand, form, draft } = get();
    navigate(hand, form, how, draft, table, seenDraft);
  }

  /** The position the buttons edit: the hand the page shows, on the table hands are read against. */
  function shown(): Position {
    return { hand: select.workingHand(get()).hand, table: select.readingTable(get()) };
  }

  /**
   * Edits from buttons start from the hand the page shows: `build` (a press that adds to the hand, one
   * history entry for the whole run) or `push` (a move in the table or a tile taken off, an entry of its
   * own). An edit that cannot be made gives back the position it was given: nothing happens.
   */
  function edit(change: (position: Position) => Position, how: Step = 'build'): void {
    const before = shown();
    const after = change(before);
    if (after === before) return;
    goToHand(after.hand, get().table, how);
  }

  /**
   * Show `hand`, an edit's, on the table `query` names. A hand on its way (3, 6, 9 or 12 tiles while
   * building from the palette or removing with Backspace; 2m-8m just after a switch to three players)
   * is the field's draft, the last hand staying the URL's: a reload must not bring back a tile the
   * player removed. A hand that fits the table (checked as values, as the worker checks a request:
   * unpackPosition) is the URL's, and the position shown is the edit's own, as its text reads back,
   * when the table reads too: no text is read.
   */
  function goToHand(hand: Hand, query: TableQuery, how: Step, riverDrafts?: readonly string[]): void {
    const text = formatHandWithDraw(hand);
    const form = get().form;
    const seenDraft = query.seen;
    if (tileCount(hand) === 0) navigate('', form, how, text, query, seenDraft);
    else {
      const written = asWritten(hand);
      const table = select.tableOf(query);
      const reading = table.ok ? table.value : select.readingTableOf(query);
      const fits = unpackPosition(packPosition({ hand: written, table: reading }, { real: true })).ok;
      if (!fits) navigate(get().hand, form, how, text, query, seenDraft);
      else navigate(text, form, how, text, query, seenDraft, table.ok ? { hand: written, table: table.value } : null);
    }
    if (riverDrafts) set({ riverDrafts });
  }

  /**
   * An edit of the table, on the address's table as it reads (as far as it reads, while it has a
   * mistake: the tiles shown can still be taken off) with the hand shown; `part` is what it changes,
   * the other parts staying as the address writes them.
   */
  function editTable(change: (position: Position) => Position, part: 'seen' | 'dora', how: Step): void {
    const query = get().table;
    // The fields' own tiles, without the game's: the palette (which greys a tile with no copy left
    // anywhere) has already judged the press, and the text written back is the field's.
    const input = tableInputOf(query, false);
    const read = select.fieldTable(query);
    const before = { hand: select.workingHand(get()).hand, table: read.ok ? read.value : looseTable(input) };
    const after = change(before);
    if (after === before) return;
    navigateTable({ ...query, [part]: formatTable(after.table)[part] }, how);
  }

  /** The engine's source of randomness (a deal's shuffle), from the store's. */
  const engineRandom = randomFrom(random);

  /** A random tile of the wall in the real game: the set less the hand and everything on the table. */
  function wallDraw(position: Position): Tile | null {
    const wall = wallOf(position);
    return wall.length ? wall[Math.floor(random() * wall.length)] : null;
  }

  /** A random hand (of one suit when given) dealt from what nobody has shown. */
  function deal(suit?: number): void {
    edit((before) => dealHand(before, engineRandom, suit), 'push');
  }

  const game = createGameActions({
    get,
    set,
    select,
    goTo(hand, table, riverDrafts = table.rivers) {
      goToHand(hand, table, 'push', riverDrafts);
    },
  });

  /** A real table: a game followed, tiles seen or indicators shown. Tenhou's random draw is then never made. */
  const isRealTable = () => {
    const t = get().table;
    return t.seen !== '' || t.dora !== '' || t.moves !== '' || t.rivers.some((r) => r !== '');
  };

  const actions: PositionActions = {
    ...game,
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
      if (select.paletteTarget(get()).to !== 'hand') {
        // The game at the table: the press is the tap the cursor waits for, on the palette's own rule.
        if (canPick(select.pickContext(get()), tile)) game.playTile(tile);
        return;
      }
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
          edit((p) => addTile(p, tile));
          return;
        case 'seen':
          editTable((p) => addSeen(p, tile), 'seen', 'build');
          return;
        case 'dora':
          editTable((p) => addIndicator(p, tile), 'dora', 'build');
          return;
        case 'chi':
          if (picks.length < 2) {
            set({ picks: [...picks, tile] });
            return;
          }
          set({ picks: [] });
          edit((p) => addMeld(p, meldOf('chi', [...picks, tile])));
          return;
        default:
          edit((p) => addMeld(p, meldOf(entry, [tile])));
      }
    },
    // Taking a tile off is a correction: a step of its own, which Back undoes (and it ends the run).
    removeTile: (tile) => edit((p) => removeTile(p, tile), 'push'),
    removeLast: () => edit(removeLastTile, 'push'),
    clear: () => navigate('', get().form, 'push'),
    // Dealt from what nobody has shown: the set of the game (108 tiles with three players) less the table.
    randomHand: () => deal(),
    randomFlush: () => {
      const suits = get().table.players === 3 ? [1, 2] : [0, 1, 2]; // three players have no manzu run
      deal(suits[Math.floor(random() * suits.length)]);
    },
    draw: (kind) =>
      edit((p) => {
        const size = tileCount(p.hand);
        if (size % 3 !== 1 || size >= MAX_HAND_TILES) return p;
        const tile = kind === undefined ? wallDraw(p) : drawnCopy(p, kind);
        return tile ? addTile(p, tile) : p;
      }, 'push'),
    discard: (kind, drawnKind) => {
      if (isRealTable()) {
        // A real table: the discard goes to your river, and the page waits for your draw.
        const hand = select.workingHand(get()).hand;
        if (hand.tiles[kind]) game.discardToRiver(discardedTile(hand, kind));
        return;
      }
      edit((p) => {
        if (!p.hand.tiles[kind]) return p;
        // The wall is the hand's complement before the discard: the tile just let go is not drawn back.
        const tile = drawnKind === undefined ? wallDraw(p) : drawnCopy(p, drawnKind);
        return tile ? discardAndDraw(p, kind, tile) : p;
      }, 'push');
    },
    setForm(form) {
      // A step in history of its own: Back returns to the other form (and never leaves the page).
      navigate(get().hand, form, 'push', get().draft);
    },
    setHover: (hover) => set({ hover }),
    setEntry: (entry) => set({ entry, picks: [] }),
    removeMeld: (index) => edit((p) => removeMeld(p, index), 'push'),
    setSeenDraft(text) {
      // The URL's list in plain mpsz, as the hand's; the field keeps the text as typed.
      const table = { ...get().table, seen: toMpsz(text) };
      // The hand is read without the old seen tiles: the new list replaces them.
      const hand = select.positionOf(get().hand, { ...table, seen: '' });
      const checked = select.tableWithHand(table, hand.ok ? hand.value.hand : null);
      if (checked.ok) navigateTable(table, 'type', text);
      else set({ seenDraft: text });
    },
    removeSeen: (tile) => editTable((p) => removeSeen(p, tile), 'seen', 'push'),
    removeIndicator: (index) => editTable((p) => removeIndicator(p, index), 'dora', 'push'),
    setPlayers: (players) =>
      navigateTable(
        { ...get().table, players, nuki: players === 3 ? get().table.nuki : 0, dealer: dealerOf(get().situation.seat, players) },
        'push',
      ),
    setNuki: (nuki) => navigateTable({ ...get().table, nuki: Math.max(0, Math.min(4, nuki)) }, 'build'),
    newHand: () => {
      const { players } = get().table;
      navigate('', get().form, 'push', '', { ...EMPTY_TABLE, players, dealer: dealerOf(get().situation.seat, players) });
      set({ riverDrafts: EMPTY_TABLE.rivers, gameKan: null });
    },
  };

  return { actions };
}
