/**
 * A game log written as Tenhou's replay JSON (docs/game-logs.md#into-the-model-and-back), which the
 * reader reads back to an equal log: the moves wound back into each seat's takes and gives.
 */
import { WINDS } from '../../core/tiles.ts';
import type { GameLog, LogKyoku } from '../game-log.ts';
import { takeString } from './calls.ts';
import { writeEnd } from './result.ts';
import { codeOfTile, TSUMOGIRI } from './tiles.ts';

/** The JSON value writeTenhouJson gives: Tenhou's top-level object (JSON.stringify it for a file or an address). */
export interface TenhouJson {
  title: string[];
  name: string[];
  rule: { disp: string; aka51: number; aka52: number; aka53: number };
  log: unknown[][];
}

/**
 * Winds a kyoku's moves back into each seat's takes and gives, and its kan indicators into one list.
 * An added kan is written as the pon it adds to, its marker turned to `k` and the added tile after it.
 */
function writeStreams(k: LogKyoku): { takes: unknown[][]; gives: unknown[][]; indicators: number[] } {
  const takes: unknown[][] = [[], [], [], []];
  const gives: unknown[][] = [[], [], [], []];
  const indicators = [codeOfTile(k.indicator)];
  const pons: { kind: number; text: string }[][] = [[], [], [], []];
  for (const m of k.moves) {
    switch (m.move) {
      case 'draw':
        takes[m.seat]!.push(codeOfTile(m.tile));
        break;
      case 'discard': {
        const code = m.tsumogiri ? TSUMOGIRI : codeOfTile(m.tile);
        gives[m.seat]!.push(m.riichi ? `r${code}` : code);
        break;
      }
      case 'call': {
        const text = takeString(m);
        takes[m.seat]!.push(text);
        if (m.call === 'pon') pons[m.seat]!.push({ kind: m.called.kind, text });
        if (m.call === 'kan') gives[m.seat]!.push(0);
        break;
      }
      case 'closed-kan': {
        // As Tenhou writes it: a red five last, after the `a`.
        const c = [...m.tiles].sort((x, y) => Number(x.red) - Number(y.red)).map(codeOfTile);
        gives[m.seat]!.push(`${c.slice(0, 3).join('')}a${c.slice(3).join('')}`);
        break;
      }
      case 'added-kan': {
        const code = codeOfTile(m.tile);
        const pon = [...pons[m.seat]!].reverse().find((p) => p.kind === m.tile.kind);
        gives[m.seat]!.push(pon ? pon.text.replace('p', `k${code}`) : `k${code}${code}${code}${code}`);
        break;
      }
      case 'north':
        gives[m.seat]!.push(`f${codeOfTile(m.tile)}`);
        break;
      case 'dora':
        indicators.push(codeOfTile(m.indicator));
        break;
    }
  }
  return { takes, gives, indicators };
}

/** Writes a game log as Tenhou's replay JSON; readTenhouJson reads it back to an equal log. */
export function writeTenhouJson(log: GameLog): TenhouJson {
  const players = log.players;
  const lastRound = Math.max(0, ...log.kyoku.map((k) => WINDS.indexOf(k.round)));
  const disp = `${players === 3 ? '三' : ''}般${lastRound >= 1 ? '南' : '東'}喰${log.red ? '赤' : ''}`;
  const aka = log.red ? 1 : 0;
  return {
    title: [log.title, ''],
    name: Array.from({ length: 4 }, (_, s) => (s < players ? (log.names[s] ?? '') : '')),
    rule: { disp, aka51: players === 3 ? 0 : aka, aka52: aka, aka53: aka },
    log: log.kyoku.map((k) => {
      const { takes, gives, indicators } = writeStreams(k);
      const kyoku: unknown[] = [
        [WINDS.indexOf(k.round) * 4 + k.dealer, k.honba, k.sticks],
        Array.from({ length: 4 }, (_, s) => (s < players ? (k.scores[s] ?? 0) : 0)),
        indicators,
        k.ura.map(codeOfTile),
      ];
      for (let seat = 0; seat < 4; seat++)
        kyoku.push(seat < players ? (k.dealt[seat] ?? []).map(codeOfTile) : [], takes[seat], gives[seat]);
      const end = writeEnd(k, players);
      if (end) kyoku.push(end);
      return kyoku;
    }),
  };
}
