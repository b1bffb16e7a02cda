/**
 * winPoints(log, kyoku) (docs/game-logs.md#a-wins-points): a win's points as the log gives them, or, where the
 * log gives none, the engine's score of the winning hand in the situation the moves show. Checked on seeded
 * games whose points are taken out: the situation read back from the moves (riichi and double riichi,
 * ippatsu, the last tile, rinshan, chankan, a first draw, the winds, the dora and ura indicators, north
 * tiles) must give every win the points the game that played it gave (self-play.ts keeps its own state of
 * each of these as it plays). And through Tenhou's JSON: an empty score text reads as no points, and writes back so.
 */
import { describe, expect, test } from 'vitest';
import type { GameLog } from '../../../src/engine/log/game-log.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { readTenhouJson, writeTenhouJson } from '../../../src/engine/log/tenhou-json/index.ts';
import { winPoints } from '../../../src/engine/log/win-points.ts';
import { HABITS } from '../../support/review-habits.ts';

const GAMES: GameLog[] = [
  ...Array.from({ length: 60 }, (_, i) =>
    selfPlay(9100 + i, {
      players: i % 3 === 2 ? 3 : 4,
      length: i % 2 ? 'half' : 'east',
      red: i % 4 !== 3,
      calls: [0.1, 0.5, 1][i % 3]!,
      ...(i % 5 === 0 ? HABITS : {}),
    }),
  ),
  // Games where an added kan is robbed (chankan), rare at a table.
  ...[52, 55].map((seed) => selfPlay(seed, { players: 4, length: 'east', red: true, calls: 1 })),
];

/** The log with every win's points taken out, as a converter that writes no score text gives it. */
function withoutPoints(log: GameLog): GameLog {
  return {
    ...log,
    kyoku: log.kyoku.map((k) =>
      k.end.end === 'win' ? { ...k, end: { ...k.end, wins: k.end.wins.map((w) => ({ ...w, points: null })) } } : k,
    ),
  };
}

describe('winPoints', () => {
  test("the log's own points when it gives them", () => {
    const log = GAMES[0]!;
    for (let k = 0; k < log.kyoku.length; k++) {
      const end = log.kyoku[k]!.end;
      expect(winPoints(log, k)).toEqual(end.end === 'win' ? end.wins.map((w) => ({ from: 'log', points: w.points })) : []);
    }
  });

  test('a log without points: each win scored from its hand and the situation the moves show, as it was played', () => {
    const yaku = new Set<string>();
    let wins = 0;
    const wrong: string[] = [];
    for (const [g, log] of GAMES.entries()) {
      const bare = withoutPoints(log);
      for (let k = 0; k < log.kyoku.length; k++) {
        const end = log.kyoku[k]!.end;
        if (end.end !== 'win') continue;
        const scored = winPoints(bare, k);
        end.wins.forEach((w, i) => {
          wins++;
          for (const y of w.yaku) yaku.add(y.replace(/\(.*$/, '').replace(/ [ESWN]$/, ''));
          const want = { from: 'scored', points: w.points };
          if (JSON.stringify(scored[i]) !== JSON.stringify(want))
            wrong.push(`game ${g} kyoku ${k} win ${i} (${w.yaku.join(' ')}): ${JSON.stringify(scored[i])} for ${w.points}`);
        });
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(wins).toBeGreaterThan(300);
    // The situations the moves must be read for, each met in these games.
    for (const id of ['riichi', 'ippatsu', 'menzen-tsumo', 'haitei', 'houtei', 'rinshan', 'chankan', 'double-riichi'])
      expect([...yaku], id).toContain(id);
  });

  test('an empty score text in Tenhou JSON reads as no points, is scored, and is written back empty', () => {
    const log = GAMES[1]!;
    const json = writeTenhouJson(log) as { log: unknown[][] };
    const k = log.kyoku.findIndex((x) => x.end.end === 'win');
    const result = json.log[k]![16] as unknown[];
    const info = result[2] as unknown[];
    info[3] = '';
    const read = readTenhouJson(json);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const end = read.value.kyoku[k]!.end;
    expect(end.end === 'win' && end.wins[0]!.points).toBeNull();
    const original = log.kyoku[k]!.end;
    expect(winPoints(read.value, k)[0]).toEqual({ from: 'scored', points: original.end === 'win' ? original.wins[0]!.points : -1 });
    const again = writeTenhouJson(read.value) as { log: unknown[][] };
    expect(((again.log[k]![16] as unknown[])[2] as unknown[])[3]).toBe('');
  });
});
