/**
 * The page's one store (zustand, vanilla so it is tested without React). It holds only what
 * nothing else can recompute: the URL's hand and form (mirrored from the location, which stays the
 * source of truth), the text field as typed, the language, the hovered hand tile, and the latest
 * answer and failure from the engine. Parsing the text again is cheap and is left to selectors.
 *
 * Every change of hand is pushed to history, except that a run of keystrokes in the text field
 * replaces its own entry, so Back leaves a typed hand in one step instead of one per character.
 * Each new valid hand is sent to the engine client, which keeps only the newest request.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { parseHand } from '../engine/notation.ts';
import type { Form } from '../engine/types.ts';
import type { EngineClient } from '../worker/engine-client.ts';
import type { AnalysisResult } from '../worker/protocol.ts';
import {
  addTile,
  canAdd,
  discardAndDraw,
  drawnCopy,
  MAX_TILES,
  randomDraw,
  randomHandText,
  removeLast,
  removeTile,
  sizeOf,
  type EditableHand,
  type TileRef,
} from './hand-edit.ts';
import { browserLocation, readQuery, writeQuery, type LocationPort } from './location.ts';
import { selectWorkingHand } from './selectors.ts';

export type Lang = 'en' | 'ja';

export interface Failure {
  hand: string;
  form: Form;
  message: string;
}

export interface AppActions {
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
  setLang(lang: Lang): void;
  setHover(kind: number | null): void;
  /** Stop listening to the location and shut the engine client down. */
  dispose(): void;
}

export interface AppState {
  /** The URL's hand ('' = none): what the results are about. */
  hand: string;
  form: Form;
  /** The text field, as typed; may be invalid. */
  draft: string;
  lang: Lang;
  /** Kind of the hand tile under the pointer or focus. */
  hover: number | null;
  /** The newest analysis received (possibly for an earlier hand while the next one is computed). */
  result: AnalysisResult | null;
  /** The engine's failure for a hand, shown while that hand is current. */
  failure: Failure | null;
  actions: AppActions;
}

export type AppStore = StoreApi<AppState>;

export interface StoreDeps {
  location?: LocationPort;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly string[];
  random?: () => number;
}

const LANG_KEY = 'pairi.lang';

function initialLang(storage: StoreDeps['storage'], languages: readonly string[]): Lang {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LANG_KEY) ?? null;
  } catch {
    // Storage can be disabled (privacy modes); the browser's language is then the choice.
  }
  if (saved === 'en' || saved === 'ja') return saved;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ja') return 'ja';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The store, wired to an engine client and (by default) the browser's location and storage. */
export function createAppStore(client: EngineClient, deps: StoreDeps = {}): AppStore {
  const location = deps.location ?? browserLocation();
  const storage = deps.storage === undefined ? safeLocalStorage() : deps.storage;
  const random = deps.random ?? Math.random;
  const start = readQuery(location.search());
  // True while the current history entry was made by typing: the next keystroke replaces it.
  let typing = false;

  // One place asks the engine: a new valid hand or form, from an action or from Back/Forward.
  function analyze(): void {
    const { hand, form } = store.getState();
    if (!hand || !parseHand(hand).ok) return;
    void client.analyze(hand, form).then((outcome) => {
      if (outcome.status === 'done') store.setState({ result: outcome.result });
      else if (outcome.status === 'failed') store.setState({ failure: { hand, form, message: outcome.message } });
    });
  }

  const store = createStore<AppState>()((set, get) => {
    /** Make `hand` current: history first (the URL is the truth), then the state, then the engine. */
    function navigate(hand: string, form: Form, how: 'push' | 'replace' | 'type', draft = hand): void {
      const { hand: before, form: formBefore } = get();
      if (hand === before && form === formBefore) {
        set({ draft });
        return;
      }
      const search = writeQuery({ hand, form });
      if (how === 'replace' || (how === 'type' && typing)) location.replace(search);
      else location.push(search);
      typing = how === 'type';
      set({ hand, form, draft, hover: null, failure: null });
      analyze();
    }

    /** Edits from buttons start from the hand the page shows. */
    function edit(change: (hand: EditableHand) => string | null): void {
      const text = change(selectWorkingHand(get()).hand);
      if (text === null) return;
      if (text === '' || parseHand(text).ok) navigate(text, get().form, 'push');
      else {
        // A hand on its way (3, 6, 9 or 12 tiles while building from the palette) stays in the
        // field without a history entry; the next tile makes it a hand again.
        typing = false;
        set({ draft: text, hover: null });
      }
    }

    const actions: AppActions = {
      setDraft(text) {
        if (text.trim() === '') navigate('', get().form, 'type', text);
        else if (parseHand(text).ok) navigate(text, get().form, 'type');
        else set({ draft: text });
      },
      addTile: (tile) => edit((h) => (canAdd(h, tile) ? addTile(h, tile) : null)),
      removeTile: (tile) => edit((h) => removeTile(h, tile)),
      removeLast: () => edit((h) => (sizeOf(h) ? removeLast(h) : null)),
      clear: () => navigate('', get().form, 'push'),
      randomHand: () => navigate(randomHandText(random), get().form, 'push'),
      randomFlush: () => navigate(randomHandText(random, Math.floor(random() * 3)), get().form, 'push'),
      draw: (kind) =>
        edit((h) => {
          if (sizeOf(h) % 3 !== 1 || sizeOf(h) >= MAX_TILES) return null;
          const tile = kind === undefined ? randomDraw(h, random) : drawnCopy(h, kind);
          return tile ? addTile(h, tile) : null;
        }),
      discard: (kind, drawnKind) =>
        edit((h) => {
          if (!h.tiles.some((t) => t.kind === kind)) return null;
          // The wall is the hand's complement before the discard: the tile just let go is not drawn back.
          const tile = drawnKind === undefined ? randomDraw(h, random) : drawnCopy(h, drawnKind);
          return tile ? discardAndDraw(h, kind, tile) : null;
        }),
      setForm(form) {
        navigate(get().hand, form, 'replace', get().draft);
      },
      setLang(lang) {
        try {
          storage?.setItem(LANG_KEY, lang);
        } catch {
          // Not remembered, still switched.
        }
        set({ lang });
      },
      setHover: (hover) => set({ hover }),
      dispose() {
        unlisten();
        client.dispose();
      },
    };

    return {
      hand: start.hand,
      form: start.form,
      draft: start.hand,
      lang: initialLang(storage, deps.languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))),
      hover: null,
      result: null,
      failure: null,
      actions,
    };
  });

  // Back and Forward: the location changed under us; its hand is the truth.
  const unlisten = location.listen(() => {
    const query = readQuery(location.search());
    typing = false;
    const { hand, form } = store.getState();
    if (query.hand === hand && query.form === form) return;
    store.setState({ hand: query.hand, form: query.form, draft: query.hand, hover: null, failure: null });
    analyze();
  });

  analyze();
  return store;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
