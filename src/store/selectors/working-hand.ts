/**
 * The hand the page shows and its buttons edit, from the text field as typed: the field's text read
 * (its error, what it was read as, a hand still being built), the URL's hand, the Seen field's error,
 * and the copies of each tile left for the palette.
 */
import { handOf, tileCount, tilesLeft, toHalfWidth, toMpsz } from '../../engine/light.ts';
import type { Form, Hand, PositionError, Table, TilesLeft } from '../../engine/light.ts';
import type { TableQuery } from '../../address/table-query.ts';
import type { AppState } from '../app-state.ts';
import { memo } from './memo.ts';
import type { PositionIn, ReadingSelectors } from './readings.ts';

/** What the page says it read the field's text as, when the text used more than plain mpsz. */
export interface DraftReading {
  /**
   * 'full-width': full-width characters read as half-width, and nothing else; 'link': a Tenhou
   * link's hand; 'notation': any other form the reader takes (capitals, kanji, Unicode tiles, commas).
   */
  how: 'full-width' | 'link' | 'notation';
  /** The text as read: plain mpsz, what the URL holds (full-width alone: the text in half width, as typed otherwise). */
  text: string;
  /** The form a link names (?p= and ?pd= the regular form). */
  form?: Form;
}

/**
 * Whether the field's error is only the suit letter still to come after the digits typed last (`123m45`):
 * a group being typed. The page shows it as a hint, not a mistake, and the tiles before it as the hand
 * being built; a palette press still joins the text as typed (the digits are kept).
 */
export function isDigitsBeingTyped(error: PositionError, draft: string): error is Extract<PositionError, { code: 'missing-suit' }> {
  return error.code === 'missing-suit' && error.index + error.culprit.length === draft.trimEnd().length;
}

export interface WorkingHand {
  hand: Hand;
  /**
   * Where it comes from: the text field ('draft'); the text field's tiles while their count is a
   * multiple of three, a hand being built ('partial'); the URL's hand while the field has a
   * mistake ('url'); or nothing.
   */
  source: 'draft' | 'partial' | 'url' | 'none';
}

const EMPTY: Hand = handOf([]);

/** The selectors of the text field and the hand it holds, over the readings of one store. */
export function createWorkingHandSelectors(
  read: Pick<ReadingSelectors, 'readingTable' | 'table' | 'tableWithHand'>,
  positionIn: PositionIn,
) {
  const { readingTable, table, tableWithHand } = read;

  /** The text field's error, or null when it holds a hand or nothing. */
  function draftError(state: AppState): PositionError | null {
    if (state.draft.trim() === '') return null;
    const parsed = positionIn(state.draft, readingTable(state));
    return parsed.ok ? null : parsed.error;
  }

  const readingOf = memo((draft: string, hand: Hand): DraftReading | null => {
    const reading = hand.reading;
    if (!reading) return null;
    if (reading.link) return { how: 'link', text: toMpsz(draft), form: reading.link[0] === 'p' ? 'regular' : 'standard' };
    if (reading.forms.length === 1 && reading.forms[0] === 'full-width') return { how: 'full-width', text: toHalfWidth(draft) };
    return { how: 'notation', text: toMpsz(draft) };
  });

  /** The URL's hand, parsed, or null when there is none or it is invalid. */
  function urlHand(state: AppState): Hand | null {
    if (!state.hand) return null;
    const parsed = positionIn(state.hand, readingTable(state));
    return parsed.ok ? parsed.value.hand : null;
  }

  /** The field's error when the text itself is wrong; null for a hand still being built (a multiple of three tiles). */
  function draftMistake(state: AppState): PositionError | null {
    const error = draftError(state);
    return error && error.code !== 'multiple-of-three' ? error : null;
  }

  const seenCheck = memo((seenDraft: string, query: TableQuery, hand: Hand | null): PositionError | null => {
    if (seenDraft.trim() === '') return null;
    const parsed = tableWithHand({ ...query, seen: seenDraft }, hand);
    return parsed.ok ? null : parsed.error;
  });

  /** The same table in a four-player set: a hand read against it may hold 2m-8m. */
  const fourPlayerTable = memo((t: Table): Table => ({ ...t, players: 4 }));

  const workingHandOf = memo((draft: string, url: string, t: Table): WorkingHand => {
    const parsed = positionIn(draft, t);
    if (parsed.ok) return { hand: parsed.value.hand, source: 'draft' };
    if (parsed.error.code === 'three-player-tile') {
      // 2m-8m with three players (the player count just switched, say): the tiles are still the
      // hand the player sees and edits, the offending ones marked; the field says what is wrong.
      const lenient = positionIn(draft, fourPlayerTable(t), true);
      if (lenient.ok) return { hand: lenient.value.hand, source: 'draft' };
    }
    const typing = isDigitsBeingTyped(parsed.error, draft);
    if (parsed.error.code === 'multiple-of-three' || parsed.error.code === 'empty' || typing) {
      // A hand being built (0, 3, 6 ... tiles, melds included), or digits whose suit letter is still to
      // come: read what is there (the tiles before those digits).
      const partial = positionIn(typing ? draft.slice(0, parsed.error.index ?? 0) : draft, t, true);
      if (partial.ok) {
        const hand = partial.value.hand;
        return { hand, source: tileCount(hand) > 0 ? 'partial' : 'none' };
      }
    }
    const read = url ? positionIn(url, t) : null;
    if (read?.ok) return { hand: read.value.hand, source: 'url' };
    return { hand: EMPTY, source: 'none' };
  });

  /** The hand the page shows and its buttons edit. */
  function workingHand(state: AppState): WorkingHand {
    return workingHandOf(state.draft, state.hand, readingTable(state));
  }

  const availabilityOf = memo((hand: Hand, t: Table) => tilesLeft({ hand, table: t }));

  /** Copies of each tile nobody has shown: the palette's counts. */
  function available(state: AppState): TilesLeft {
    return availabilityOf(workingHand(state).hand, readingTable(state));
  }

  return {
    draftError,
    /**
     * What the field's text was read as, when it used more than plain mpsz (a Japanese input method's
     * `１２３ｍ`, `123M`, `東`, a Unicode tile, commas, a Tenhou link); null otherwise, or while the text
     * has a mistake (its message says what matters). A hand being built counts: its tiles were read.
     */
    draftReading(state: AppState): DraftReading | null {
      if (state.draft.trim() === '') return null;
      const t = readingTable(state);
      let parsed = positionIn(state.draft, t);
      if (!parsed.ok && parsed.error.code === 'multiple-of-three') parsed = positionIn(state.draft, t, true);
      return parsed.ok ? readingOf(state.draft, parsed.value.hand) : null;
    },
    /** The length of a text cut to fit the field, while the field still holds what was kept of it; else null. */
    draftCut(state: AppState): number | null {
      const cut = state.draftCut;
      return cut && cut.draft === state.draft ? cut.length : null;
    },
    draftMistake,
    urlHand,
    /** The Seen field's error (against the hand kept), or the URL table's, or null. */
    seenError(state: AppState): PositionError | null {
      const own = seenCheck(state.seenDraft, state.table, urlHand(state));
      if (own) return own;
      const read = table(state);
      return read.ok ? null : read.error;
    },
    workingHand,
    availability: available,
  };
}

export type WorkingHandSelectors = ReturnType<typeof createWorkingHandSelectors>;
