/**
 * The table of a real game in the URL, beside Tenhou's hand parameter:
 * `?q=HAND&seen=TILES&dora=TILES&players=3&nuki=1`. Each parameter is left out at its default
 * (nothing seen, no indicator, four players, no north set aside), so a plain Tenhou link is a
 * position with an empty table and an empty table writes a plain Tenhou link. Values are kept as
 * text, as typed: the engine judges them and the page shows its message.
 */
import type { TableInput } from '../engine/light.ts';

export interface TableQuery {
  /** Tiles seen elsewhere, mpsz ('' = none). */
  seen: string;
  /** Dora indicators in order, mpsz ('' = none). */
  dora: string;
  players: 3 | 4;
  /** North tiles set aside as nuki-dora (three players). */
  nuki: number;
}

export const EMPTY_TABLE: TableQuery = { seen: '', dora: '', players: 4, nuki: 0 };

/** The table parameters of a location's search string; anything unreadable is its default. */
export function readTableQuery(search: string): TableQuery {
  const params = new URLSearchParams(search);
  const nuki = Number(params.get('nuki') ?? '0');
  return {
    seen: params.get('seen') ?? '',
    dora: params.get('dora') ?? '',
    players: params.get('players') === '3' ? 3 : 4,
    nuki: Number.isInteger(nuki) && nuki >= 0 && nuki <= 4 ? nuki : 0,
  };
}

/** `search` (from writeQuery: '' or `?q=...`) with the table's parameters after it. */
export function withTable(search: string, table: TableQuery): string {
  const params: string[] = [];
  // encodeURIComponent keeps digits and letters, so the usual tile list stays readable.
  if (table.seen) params.push(`seen=${encodeURIComponent(table.seen)}`);
  if (table.dora) params.push(`dora=${encodeURIComponent(table.dora)}`);
  if (table.players === 3) params.push('players=3');
  if (table.nuki > 0) params.push(`nuki=${table.nuki}`);
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both describe the same table. */
export function sameTable(a: TableQuery, b: TableQuery): boolean {
  return a.seen === b.seen && a.dora === b.dora && a.players === b.players && a.nuki === b.nuki;
}

/** The engine's input for a table. */
export function tableInputOf(table: TableQuery): TableInput {
  return { seen: table.seen, dora: table.dora, players: table.players, nuki: table.nuki };
}

/** The table an answer was computed for (an answer without one had an empty table). */
export function tableQueryOf(input: TableInput | undefined): TableQuery {
  return {
    seen: input?.seen ?? '',
    dora: input?.dora ?? '',
    players: input?.players ?? 4,
    nuki: input?.nuki ?? 0,
  };
}
