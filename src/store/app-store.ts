/**
 * The page's one store (zustand, vanilla so it is tested without React). It holds only what
 * nothing else can recompute: the URL's hand and form (mirrored from the location, which stays the
 * source of truth), the text field as typed, the language, the hovered hand tile, and the latest
 * answer and failure from the engine. Parsing the text again is cheap and is left to selectors.
 *
 * Every change of hand is pushed to history, except that a run of keystrokes in the text field
 * replaces its own entry, so Back leaves a typed hand in one step instead of one per character.
 * A form switch is a step of its own too. The URL gets the typed hand without its whitespace (the
 * field keeps it as typed). What the user typed is never replaced behind their back: while the
 * field holds a mistake, a palette press adds its tile to the text as typed. Each new valid hand
 * is sent to the engine client, which keeps only the newest request.
 *
 * A real game adds the table to the URL beside the hand (table-query.ts): seen tiles, dora
 * indicators, players, north set aside. The position is the hand read against the table; the
 * palette's entry mode decides whether a click adds to the hand, makes a meld, or goes on the table
 * (table-edit.ts). The engine is always sent the table, so red fives and the wall are counted.
 *
 * The practice modes are slices of the same store (quiz-slice.ts, drill-slice.ts). The URL says
 * which page is shown (`?mode=quiz`, `?mode=drill`, anything else the analysis); the analysis
 * state is kept while another mode is shown, so its header link leads back to the same position.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { MAX_HAND_TILES, suitOf, tileCode } from '../engine/light.ts';
import type { Form } from '../engine/light.ts';
import type { EngineClient } from '../worker/engine-client.ts';
import type { AnalysisResult } from '../worker/protocol.ts';
import {
  addTile,
  canAdd,
  discardAndDraw,
  drawnCopy,
  removeLast,
  removeTile,
  sizeOf,
  type EditableHand,
  type TileRef,
} from './hand-edit.ts';
import { createLangSlice, initialLang, type Lang, type LangActions } from './lang.ts';
import { browserLocation, type LocationPort } from './location.ts';
import { createDrillSlice, INITIAL_DRILL, type DrillActions, type DrillSliceState } from './drill-slice.ts';
import { readModeRoute } from './practice-route.ts';
import { createQuizSlice, initialQuizState, type QuizActions, type QuizState } from './quiz-slice.ts';
import {
  isAnalysable,
  isValidHand,
  positionOf,
  selectDraftMistake,
  selectPickContext,
  selectReadingTable,
  selectWorkingHand,
  tableWithHand,
} from './selectors.ts';
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
import { addressOf, createRouter, type Address, type RouteActions, type RouteState, type Step } from './router.ts';
import { EMPTY_TABLE, tableInputOf, type TableQuery } from './table-query.ts';

export interface Failure {
  hand: string;
  form: Form;
  table?: TableQuery;
  message: string;
}

export type { Lang } from './lang.ts';

export interface AppActions extends QuizActions, DrillActions, LangActions, RouteActions {
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
  /** Stop listening to the location and shut the engine client down. */
  dispose(): void;
}

export interface AppState extends RouteState {
  /** The URL's hand ('' = none): what the results are about. */
  hand: string;
  form: Form;
  /** The text field, as typed; may be invalid. */
  draft: string;
  /** A text too long for the field, cut to its start: its length, and the draft it became (selectDraftCut). */
  draftCut: { length: number; draft: string } | null;
  lang: Lang;
  /** Kind of the hand tile under the pointer or focus. */
  hover: number | null;
  /** The newest analysis received (possibly for an earlier hand while the next one is computed). */
  result: AnalysisResult | null;
  /** The engine's failure for a hand, shown while that hand is current. */
  failure: Failure | null;
  /**
   * A press (palette, hand tile, row, table tile) changed the position and its answer is on the
   * way: the page may wait a moment for it and draw both at once (see holdForAnswer). Typing
   * never sets it: a text field must show every key at once.
   */
  awaitingAnswer: boolean;
  /** The URL's table: with the hand, the position analysed. */
  table: TableQuery;
  /** The Seen field, as typed; may be invalid. */
  seenDraft: string;
  /** What a palette click does. */
  entry: EntryMode;
  /** Tiles picked so far for a chi. */
  picks: TileRef[];
  quiz: QuizState;
  drill: DrillSliceState;
  actions: AppActions;
}

export type AppStore = StoreApi<AppState>;

export interface StoreDeps {
  location?: LocationPort;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly string[];
  random?: () => number;
  /** Milliseconds, for the time a quiz answer takes. */
  now?: () => number;
}

/**
 * Longest text the field keeps. A hand in any notation is a few dozen characters; a browser's own
 * text field takes 60-340 ms per keystroke once it holds megabytes (measured in Chromium on a
 * bare page), so a huge paste keeps its start and the page says so.
 */
export const MAX_DRAFT = 1000;

/** The text the field keeps (never splitting a surrogate pair), and the cut made, if any. */
function fitDraft(text: string): Pick<AppState, 'draft' | 'draftCut'> {
  if (text.length <= MAX_DRAFT) return { draft: text, draftCut: null };
  const end = MAX_DRAFT - (/[\uD800-\uDBFF]/.test(text[MAX_DRAFT - 1]) ? 1 : 0);
  const draft = text.slice(0, end);
  return { draft, draftCut: { length: text.length, draft } };
}

/** The store, wired to an engine client and (by default) the browser's location and storage. */
export function createAppStore(client: EngineClient, deps: StoreDeps = {}): AppStore {
  const location = deps.location ?? browserLocation();
  const storage = deps.storage === undefined ? safeLocalStorage() : deps.storage;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? (() => Date.now());
  const start = addressOf(location.search());
  const startMode = readModeRoute(location.search());
  const startTable = start.table;
  // The practice slices' entry points, set when the store is built.
  let enterQuiz: (hand: string) => void = () => {};
  let enterDrill: (seed: string) => void = () => {};
  const router = createRouter({
    location,
    get: () => store.getState(),
    // Any change but a press's own (navigate) ends the wait for its answer: the page draws it now.
    set: (patch) => store.setState({ awaitingAnswer: false, ...patch }),
    setKeepingWait: (patch) => store.setState(patch),
    enterQuiz: (hand) => enterQuiz(hand),
    enterDrill: (seed) => enterDrill(seed),
    restore,
  });

  /** Shows a position the location names (Back, Forward, the link back to the analysis). */
  function restore(address: Address): void {
    store.setState({
      hand: address.hand,
      form: address.form,
      ...fitDraft(address.hand),
      table: address.table,
      seenDraft: address.table.seen,
      picks: [],
      hover: null,
      failure: null,
      awaitingAnswer: false,
    });
    analyze();
  }

  // One place asks the engine: a new valid hand or form, from an action or from Back/Forward.
  function analyze(): void {
    const { hand, form, table } = store.getState();
    if (!isAnalysable(hand, table)) return;
    void client.analyze(hand, form, tableInputOf(table)).then((outcome) => {
      if (outcome.status === 'done') store.setState({ result: outcome.result, awaitingAnswer: false });
      else if (outcome.status === 'failed') store.setState({ failure: { hand, form, table, message: outcome.message }, awaitingAnswer: false });
    });
  }

  const store = createStore<AppState>()((rawSet, get) => {
    // Any change but a press's own (navigate) ends the wait for its answer: the page draws it now.
    const set = (patch: Partial<AppState>) => rawSet({ awaitingAnswer: false, ...patch });
    const mode = () => get().mode;
    const quiz = createQuizSlice({
      getQuiz: () => get().quiz,
      setQuiz: (patch) => set({ quiz: { ...get().quiz, ...patch } }),
      mode,
      client,
      location,
      storage,
      random,
      now,
    });
    const drill = createDrillSlice({
      getDrill: () => get().drill,
      setDrill: (patch) => set({ drill: { ...get().drill, ...patch } }),
      mode,
      client,
      location,
      random,
    });
    const lang = createLangSlice({ setLang: (lang) => set({ lang }), storage });
    enterQuiz = quiz.enter;
    enterDrill = drill.enter;

    /** Make `hand` current; the fields show `draft` and `seenDraft` whether or not the position changes. */
    function navigate(hand: string, form: Form, how: Step, draft = hand, table = get().table, seenDraft = table.seen): void {
      const shown = router.navigate({ hand, form, table }, how, () => {
        set({ hand, form, draft, table, seenDraft, hover: null, failure: null, awaitingAnswer: how === 'push' && isAnalysable(hand, table) });
        analyze();
      });
      if (!shown) set({ draft, seenDraft });
    }

    /** A new table for the current hand (a click or the Seen field); the hand's draft is kept. */
    function navigateTable(table: TableQuery, how: 'push' | 'type', seenDraft = table.seen): void {
      const { hand, form, draft } = get();
      navigate(hand, form, how, draft, table, seenDraft);
    }

    /** Edits from buttons start from the hand the page shows. */
    function edit(change: (hand: EditableHand) => string | null): void {
      const text = change(selectWorkingHand(get()).hand);
      if (text === null) return;
      if (isValidHand(text, get().table)) navigate(text, get().form, 'push');
      else {
        // A hand on its way (3, 6, 9 or 12 tiles while building from the palette) stays in the
        // field without a history entry; the next tile makes it a hand again.
        router.endTyping();
        set({ draft: text, hover: null });
      }
    }

    /** A random hand (of one suit when given) dealt from what nobody has shown. */
    function deal(suit?: number): void {
      const wall = tableWall({ tiles: [], melds: [] }, selectReadingTable(get()));
      const text = dealFrom(suit === undefined ? wall : wall.filter((t) => suitOf(t.kind) === suit), random);
      if (text !== null) navigate(text, get().form, 'push');
    }

    const actions: AppActions = {
      ...quiz.actions,
      ...drill.actions,
      ...lang.actions,
      ...router.actions,
      setDraft(input) {
        const fitted = fitDraft(input);
        const text = fitted.draft;
        if (fitted.draftCut || get().draftCut) set({ draftCut: fitted.draftCut });
        if (text.trim() === '') navigate('', get().form, 'type', text);
        else if (isValidHand(text, get().table)) navigate(urlHandOf(text), get().form, 'type', text);
        else set({ draft: text });
      },
      addTile(tile) {
        const { entry, table, picks } = get();
        if (entry === 'hand' && selectDraftMistake(get())) {
          // The field holds a mistake: the tile joins the text as typed rather than replacing it, set
          // off by a space when the text ends in digits, so "…p25" + East is "…p25 1z" (the digits'
          // mistake stays where it is), never "…p251z" (South, White and East).
          const draft = get().draft;
          const text = draft + (/\d$/.test(draft) ? ' ' : '') + tileCode(tile.kind, tile.red);
          router.endTyping();
          if (isValidHand(text, table)) navigate(urlHandOf(text), get().form, 'push', text);
          else set({ draft: text });
          return;
        }
        // The palette's own rule (the same context greys its tiles).
        if (!canPick(selectPickContext(get()), tile)) return;
        switch (entry) {
          case 'hand':
            edit((h) => (canAdd(h, tile) ? addTile(h, tile) : null));
            return;
          case 'seen':
            navigateTable({ ...table, seen: addSeen(table.seen, tile) }, 'push');
            return;
          case 'dora':
            navigateTable({ ...table, dora: addIndicator(table.dora, tile) }, 'push');
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
      removeTile: (tile) => edit((h) => removeTile(h, tile)),
      removeLast: () => edit((h) => (sizeOf(h) ? removeLast(h) : null)),
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
        }),
      discard: (kind, drawnKind) =>
        edit((h) => {
          if (!h.tiles.some((t) => t.kind === kind)) return null;
          // The wall is the hand's complement before the discard: the tile just let go is not drawn back.
          const tile = drawnKind === undefined ? wallDraw(h) : drawnCopy(h, drawnKind);
          return tile ? discardAndDraw(h, kind, tile) : null;
        }),
      setForm(form) {
        // A step in history of its own: Back returns to the other form (and never leaves the page).
        navigate(get().hand, form, 'push', get().draft);
      },
      setHover: (hover) => set({ hover }),
      setEntry: (entry) => set({ entry, picks: [] }),
      removeMeld: (index) => edit((h) => (index < h.melds.length ? removeMeld(h, index) : null)),
      setSeenDraft(text) {
        const table = { ...get().table, seen: text };
        // The hand is read without the old seen tiles: the new list replaces them.
        const hand = positionOf(get().hand, { ...table, seen: '' });
        const checked = tableWithHand(table, hand.ok ? hand.value.hand : null);
        if (checked.ok) navigateTable(table, 'type', text);
        else set({ seenDraft: text });
      },
      removeSeen: (tile) => navigateTable({ ...get().table, seen: removeSeen(get().table.seen, tile) }, 'push'),
      removeIndicator: (index) => navigateTable({ ...get().table, dora: removeIndicator(get().table.dora, index) }, 'push'),
      setPlayers: (players) => navigateTable({ ...get().table, players, nuki: players === 3 ? get().table.nuki : 0 }, 'push'),
      setNuki: (nuki) => navigateTable({ ...get().table, nuki: Math.max(0, Math.min(4, nuki)) }, 'push'),
      newHand: () => navigate('', get().form, 'push', '', { ...EMPTY_TABLE, players: get().table.players }),
      dispose() {
        unlisten();
        client.dispose();
      },
    };

    return {
      hand: start.hand,
      form: start.form,
      ...fitDraft(start.hand),
      lang: initialLang(storage, deps.languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))),
      hover: null,
      result: null,
      failure: null,
      awaitingAnswer: false,
      table: startTable,
      seenDraft: startTable.seen,
      entry: 'hand',
      picks: [],
      mode: startMode.mode,
      analysisSearch: '',
      quiz: initialQuizState(storage),
      drill: INITIAL_DRILL,
      actions,
    };
  });

  /** A random tile of the wall in the real game: the set less the hand and everything on the table. */
  function wallDraw(hand: EditableHand): TileRef | null {
    const wall = tableWall(hand, selectReadingTable(store.getState()));
    return wall.length ? wall[Math.floor(random() * wall.length)] : null;
  }

  // Back and Forward: the location changed under us.
  const unlisten = router.listen();

  if (startMode.mode === 'analysis') analyze();
  else router.follow();
  return store;
}

/**
 * The URL's form of a valid typed hand: without whitespace, which the notation allows only
 * between groups, so the hand read (tiles and their order) is the same.
 */
function urlHandOf(text: string): string {
  return text.replace(/\s+/g, '');
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
