/**
 * Tenhou's replay JSON, already parsed, read into the game-log model: the top-level object's fields, then
 * each kyoku's header, scores, indicators and lists, whose order of play the walk finds (walk.ts).
 *
 * Red fives are the rule's aka, aka51, aka52, aka53 when any is given (one above 0 means red fives), else
 * its disp (赤 means red fives), else whether the log holds a red five. Three players are a log whose
 * fourth seat's lists are empty in every kyoku.
 */
import type { Result, Tile } from '../../types.ts';
import type { GameLog, LogError, LogKyoku, KyokuSeat } from '../game-log.ts';
import { wallSize } from '../../game/kyoku.ts';
import { kyokuOfIndex } from '../shared/kyoku-index.ts';
import { Failure, failure } from './errors.ts';
import { readEnd } from './result.ts';
import { type Reading, tileOfCode } from './tiles.ts';
import { isArray, isCount, scoresOf } from './values.ts';
import { type Budget, type Kyoku, SEARCH_STEPS, walkKyoku } from './walk.ts';

/** Calls a seat can make in a kyoku: each is a meld, and a hand holds four. */
const MAX_CALLS = 4;

/** Whether the rule object says red fives are in play; undefined when it does not say. */
function ruleRed(rule: unknown): boolean | undefined {
  if (!rule || typeof rule !== 'object' || isArray(rule)) return undefined;
  const r = rule as Record<string, unknown>;
  const counts = ['aka', 'aka51', 'aka52', 'aka53'].map((key) => r[key]).filter((v) => typeof v === 'number');
  if (counts.length > 0) return counts.some((v) => (v as number) > 0);
  if (typeof r.disp === 'string' && r.disp !== '') return r.disp.includes('赤');
  return undefined;
}

/** A list of tiles (dealt, indicators): each a tile code. */
function tileList(value: unknown, reading: Reading, where: { kyoku: number; seat?: number }): Tile[] | Failure {
  if (!isArray(value)) return failure('bad-shape', where, value);
  const tiles: Tile[] = [];
  for (const code of value) {
    const tile = tileOfCode(code, reading.red, reading.players);
    if (!tile) return failure('bad-tile', where, code);
    tiles.push(tile);
  }
  return tiles;
}

/**
 * Reads one kyoku (an array already checked to hold 16 or 17 elements). A seat's takes and gives are
 * refused when longer than a kyoku can hold (bad-shape): the live wall's draws (replacement draws
 * included) and its four calls, each take followed by at most one give.
 */
function readKyoku(raw: unknown[], index: number, reading: Reading, budget: Budget): LogKyoku | Failure {
  const players = reading.players;
  const bad = (found: unknown, seat?: number) => failure('bad-shape', { kyoku: index, seat }, found);
  const head = raw[0];
  if (!isArray(head) || head.length !== 3 || !head.every(isCount) || (head[0] as number) >= 16) return bad(head);
  const [number, honba, sticks] = head as number[];
  const dealer = number! % 4;
  if (dealer >= players) return bad(head);
  const scores = scoresOf(raw[1], players);
  if (!scores) return bad(raw[1]);
  const indicators = tileList(raw[2], reading, { kyoku: index });
  if (indicators instanceof Failure) return indicators;
  if (indicators.length === 0) return bad(raw[2]);
  const ura = tileList(raw[3], reading, { kyoku: index });
  if (ura instanceof Failure) return ura;
  const dealt: Tile[][] = [];
  const takes: unknown[][] = [];
  const gives: unknown[][] = [];
  for (let seat = 0; seat < 4; seat++) {
    const [d, t, g] = [raw[4 + 3 * seat], raw[5 + 3 * seat], raw[6 + 3 * seat]];
    if (!isArray(d) || !isArray(t) || !isArray(g)) return bad([d, t, g], seat);
    if (seat >= players) {
      if (d.length + t.length + g.length > 0) return bad([d, t, g], seat);
      continue;
    }
    const tiles = tileList(d, reading, { kyoku: index, seat });
    if (tiles instanceof Failure) return tiles;
    if (tiles.length !== 13) return bad(d, seat);
    const most = wallSize(players) + MAX_CALLS;
    if (t.length > most) return bad(`${t.length} takes, at most ${most}`, seat);
    if (g.length > most) return bad(`${g.length} gives, at most ${most}`, seat);
    dealt.push(tiles);
    takes.push(t);
    gives.push(g);
  }
  const end = readEnd(raw[16], index, players);
  if (end instanceof Failure) return end;
  const k: Kyoku = { index, reading, budget, dealer, dealt, takes, gives, indicators, end };
  let moves = walkKyoku(k, true);
  if (!moves.ok) moves = walkKyoku(k, false);
  if (!moves.ok) return new Failure(moves.error);
  return {
    ...kyokuOfIndex(number!),
    honba: honba!,
    sticks: sticks!,
    dealer: dealer as KyokuSeat,
    scores,
    indicator: indicators[0]!,
    ura,
    dealt,
    moves: moves.value,
    end,
  };
}

/** Reads Tenhou's replay JSON, already parsed (`{title, name, rule, log}`), into a game log. */
export function readTenhouJson(value: unknown): Result<GameLog, LogError> {
  const err = (f: Failure): Result<GameLog, LogError> => ({ ok: false, error: f.error });
  if (!value || typeof value !== 'object' || isArray(value)) return err(failure('bad-shape', {}, value));
  const top = value as Record<string, unknown>;
  const log = top.log;
  if (!isArray(log) || log.length === 0) return err(failure('bad-shape', {}, log));
  // The players: three when the fourth seat's lists are empty in every kyoku, four when dealt in every one.
  let players: 3 | 4 | undefined;
  for (let i = 0; i < log.length; i++) {
    const raw = log[i];
    if (!isArray(raw) || raw.length < 16 || raw.length > 17) return err(failure('bad-shape', { kyoku: i }, raw));
    const fourth = raw[13];
    const these = isArray(fourth) && fourth.length === 0 ? 3 : 4;
    if (players !== undefined && these !== players) return err(failure('bad-shape', { kyoku: i, seat: 3 }, fourth));
    players = these;
  }
  const title = top.title;
  let titleText: string;
  if (title === undefined) titleText = '';
  else if (typeof title === 'string') titleText = title;
  else if (isArray(title) && title.every((t) => typeof t === 'string')) titleText = (title as string[]).filter((t) => t !== '').join(' ');
  else return err(failure('bad-shape', {}, title));
  const name = top.name;
  if (name !== undefined && !(isArray(name) && name.every((n) => typeof n === 'string'))) return err(failure('bad-shape', {}, name));
  const names = Array.from({ length: players! }, (_, seat) => (name as string[] | undefined)?.[seat] ?? '');
  const red = ruleRed(top.rule);
  const reading: Reading = { red: red ?? true, players: players! };
  const kyoku: LogKyoku[] = [];
  const budget: Budget = { steps: SEARCH_STEPS };
  for (let i = 0; i < log.length; i++) {
    const k = readKyoku(log[i] as unknown[], i, reading, budget);
    if (k instanceof Failure) return err(k);
    kyoku.push(k);
  }
  return { ok: true, value: { players: players!, names, red: red ?? kyoku.some(holdsRed), title: titleText, kyoku } };
}

/** Whether a kyoku shows a red five anywhere. */
function holdsRed(k: LogKyoku): boolean {
  const tiles: Tile[] = [k.indicator, ...k.ura, ...k.dealt.flat()];
  for (const m of k.moves) {
    if (m.move === 'dora') tiles.push(m.indicator);
    else if (m.move === 'call') tiles.push(m.called, ...m.tiles);
    else if (m.move === 'closed-kan') tiles.push(...m.tiles);
    else tiles.push(m.tile);
  }
  return tiles.some((t) => t.red);
}
