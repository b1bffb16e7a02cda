/**
 * How a complete hand was won, in the URL beside the position (docs/rules.md#scoring):
 * `&by=ron&round=S&seat=E&riichi=1&ippatsu=1&last=1&rinshan=1&chankan=1&first=1&ura=3p&honba=2&sticks=1&agari=5p`.
 * Like the discard table's order it is a choice of the page, kept as the hand changes, and each
 * parameter is left out at its default (tsumo, the engine's winds: round East, seat South; no riichi, nothing else), so a
 * plain Tenhou link stays plain. `riichi=2` is double riichi; `agari` names the winning tile when it
 * is not the hand's draw (the tile typed last). Values are read forgivingly: anything unreadable is
 * its default, as for the table's parameters.
 */
import type { ScoreSituation } from '../worker/protocol.ts';
import { DEFAULT_ROUND, DEFAULT_SEAT, WINDS, kindOfCode, parseTiles, type Wind } from '../engine/light.ts';

/**
 * How a hand is won, as the URL writes it: the winning tile as mpsz ('' = the hand's last tile, its
 * draw), the ura-dora indicators as typed. A score request carries them read (scoreSituationOf).
 */
export type SituationInput = Omit<ScoreSituation, 'win' | 'ura'> & { win: string; ura: string };

export const DEFAULT_SITUATION: SituationInput = Object.freeze({
  by: 'tsumo',
  round: DEFAULT_ROUND,
  seat: DEFAULT_SEAT,
  riichi: 'none',
  ippatsu: false,
  last: false,
  rinshan: false,
  chankan: false,
  firstDraw: false,
  win: '',
  ura: '',
  honba: 0,
  sticks: 0,
}) as SituationInput;

const isWind = (w: string | null): w is Wind => w !== null && (WINDS as readonly string[]).includes(w);
const FLAGS = [
  ['ippatsu', 'ippatsu'],
  ['last', 'last'],
  ['rinshan', 'rinshan'],
  ['chankan', 'chankan'],
  ['firstDraw', 'first'],
] as const;
/** Most honba or sticks the page keeps: more is a typo, not a table. */
export const MAX_STICKS = 99;

function count(text: string | null): number {
  if (text === null || !/^\d{1,2}$/.test(text)) return 0;
  return Number(text);
}

/** The situation a location's search string names. */
export function readSituation(search: string): SituationInput {
  const p = new URLSearchParams(search);
  const riichi = p.get('riichi');
  const round = p.get('round');
  const seat = p.get('seat');
  const flags = Object.fromEntries(FLAGS.map(([field, key]) => [field, p.get(key) === '1'])) as Pick<
    SituationInput,
    (typeof FLAGS)[number][0]
  >;
  return {
    by: p.get('by') === 'ron' ? 'ron' : 'tsumo',
    round: isWind(round) ? round : DEFAULT_ROUND,
    seat: isWind(seat) ? seat : DEFAULT_SEAT,
    riichi: riichi === '1' ? 'riichi' : riichi === '2' ? 'double' : 'none',
    ...flags,
    win: /^[0-9][mpsz]$/.test(p.get('agari') ?? '') ? p.get('agari')! : '',
    ura: p.get('ura') ?? '',
    honba: count(p.get('honba')),
    sticks: count(p.get('sticks')),
  };
}

/** `search` with the situation's parameters after it (none at their defaults). */
export function withSituation(search: string, s: SituationInput): string {
  const params: string[] = [];
  if (s.by === 'ron') params.push('by=ron');
  if (s.round !== DEFAULT_ROUND) params.push(`round=${s.round}`);
  if (s.seat !== DEFAULT_SEAT) params.push(`seat=${s.seat}`);
  if (s.riichi !== 'none') params.push(`riichi=${s.riichi === 'double' ? 2 : 1}`);
  for (const [field, key] of FLAGS) if (s[field]) params.push(`${key}=1`);
  if (s.ura) params.push(`ura=${encodeURIComponent(s.ura)}`);
  if (s.honba) params.push(`honba=${s.honba}`);
  if (s.sticks) params.push(`sticks=${s.sticks}`);
  if (s.win) params.push(`agari=${s.win}`);
  if (params.length === 0) return search;
  return `${search || '?'}${search ? '&' : ''}${params.join('&')}`;
}

/** True when both describe the same win. */
export function sameSituation(a: SituationInput, b: SituationInput): boolean {
  return (Object.keys(DEFAULT_SITUATION) as (keyof SituationInput)[]).every((k) => a[k] === b[k]);
}

/**
 * A change of the situation as the controls make it, kept consistent: what a change rules out is
 * cleared with it (no ippatsu without riichi, no rinshan on a ron, no chankan on a tsumo, the
 * last tile not with either, a first-draw win only by tsumo without riichi), and counts kept in range.
 * Ura-dora indicators stay as typed whatever riichi says: they are simply not counted without it.
 */
export function changeSituation(s: SituationInput, patch: Partial<SituationInput>): SituationInput {
  const next = { ...s, ...patch };
  if (patch.honba !== undefined) next.honba = clampCount(patch.honba);
  if (patch.sticks !== undefined) next.sticks = clampCount(patch.sticks);
  // Ura-dora indicators are kept as typed (they count only with riichi), so turning riichi off and on loses nothing.
  if (next.riichi === 'none') next.ippatsu = false;
  if (patch.riichi && patch.riichi !== 'none') next.firstDraw = false;
  if (patch.firstDraw) {
    next.by = 'tsumo';
    next.riichi = 'none';
    next.ippatsu = false;
    next.last = false;
    next.rinshan = false;
    next.chankan = false;
  }
  if (next.by === 'ron') {
    next.rinshan = false;
    next.firstDraw = false;
  } else next.chankan = false;
  if (patch.last) {
    next.rinshan = false;
    next.chankan = false;
  }
  if (patch.rinshan || patch.chankan) next.last = false;
  return next;
}

function clampCount(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_STICKS, Math.trunc(n))) : 0;
}

/**
 * The situation as a score request carries it: the winning tile the address names (null: the draw), the
 * ura-dora indicators read against the players' set (at most five), or why they do not read.
 */
export function scoreSituationOf(s: SituationInput, players: 3 | 4): ScoreSituation {
  const ura = parseTiles(s.ura, { players, maxTiles: 5, part: 'ura' });
  return {
    ...s,
    win: /^[0-9][mpsz]$/.test(s.win) ? { kind: kindOfCode(s.win), red: s.win.startsWith('0') } : null,
    ura: ura.ok ? { ok: true, value: ura.value.tiles } : ura,
  };
}
