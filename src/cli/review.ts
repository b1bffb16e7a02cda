/**
 * `pairi review [--seat N] [--json] [--two-step] [--probabilities [--tegawari] [--shanten-back]] [--calls] FILE|-`: a game log read
 * (Tenhou's replay JSON, an address holding it, or its XML download) and each decision of a seat, or of
 * every seat, checked against the best (docs/game-logs.md#the-review). With --json one object per line,
 * the kyoku in log order and within each the decisions in the order played; without it a readable report.
 *
 * A log that cannot be read is the data's mistake: one line on stderr naming what is wrong and where (the
 * kyoku and the move), exit 1. A bad option is the caller's: exit 2, as for the other modes.
 */
import { readFile } from 'node:fs/promises';
import { formatHand, game, tileCode, tiles as tileTools } from '../engine/index.ts';
import type { CallChoice, CallMeasured, Decision, GameLog, LogError, LogKyoku, Meld, Tile, WinPoints } from '../engine/index.ts';
import type { Input } from './input-lines.ts';
import type { Write } from './run.ts';
import { formatUsage } from './format-error.ts';
import { parseReviewArgs } from './review-args.ts';

export const REVIEW_USAGE = `Usage: pairi review [options] FILE|-

Review a game log: each discard and each call offered of a seat, against the best by Tenhou's
count (the lowest shanten, then the most live effective tiles), with what the choice cost. FILE
is Tenhou's replay JSON (tenhou.net/6), an address holding it (https://tenhou.net/6/#json=...),
or Tenhou's XML download (mjlog); - reads standard input.

Options:
  --seat N          the seat reviewed, 0-3 in the log's order (0 is East in the first kyoku);
                    every seat when absent, the seats interleaved in the order played
  --json            one JSON object per decision per line: {"kyoku": {round, number, honba},
                    "seat", "index", "kind": "discard" | "call", "turn", "hand", ...}; a
                    discard adds "seen", "dora", "riichi", "chosen", "shanten", "count",
                    "best" {discard, shanten, count} and "loss" {shanten, count}; a call adds
                    "offered", "from" (left, across, right) and "chosen" ("pass" or the meld)
  --two-step        each discard's next step: "nextStep" {chosen, best, loss}
  --probabilities   each discard's win probability and expected score at its turn (options
                    off), chosen against the best: "probabilities" {turn, win, ev}, with
                    "chosenAdded" when the discard raised the shanten (its row searched beside
                    the table's), "endsKyoku" "four-winds" and "noRiichi" (a riichi would be
                    the fourth) where an abortive draw changes the figures; at a closed hand's
                    tenpai, riichi or dama: "riichiChoice" {declared, best, ev, loss,
                    fourthRiichi}
  --tegawari        the probabilities with hand changes (implies --probabilities)
  --shanten-back    the probabilities with discards that raise the shanten (implies
                    --probabilities); the page's background pass has both
  --calls           each call offered with passing and every legal call (as --call does):
                    "calls"; with --probabilities the chosen entry against the best, as a
                    discard's: "probabilities" {turn, win, ev}, each {chosen, best, bestCall,
                    loss}; "probabilitySkipped" when the hand is too far from tenpai
  --max-shanten N   the highest shanten (0-6) whose probabilities are searched, of the hand
                    before its discard; default 3 (a 4-shanten search takes seconds and wins
                    next to nothing); a call table's figures reach one shanten further
  -h, --help        this text
`;

/** A log fault as one line: what is wrong, then where. */
export function formatLogError(error: LogError, log?: GameLog | null): string {
  const what: Record<LogError['code'], string> = {
    empty: 'the log is empty',
    'too-long': 'this is too long for a game log',
    'unknown-format': 'this is not a game log: neither Tenhou JSON, nor an address holding it, nor Tenhou XML',
    'bad-json': 'the JSON does not parse',
    'bad-xml': 'the XML is not a Tenhou log',
    'bad-shape': 'a field is missing or of the wrong kind',
    'bad-tile': 'a tile code that does not exist',
    'bad-call': 'a call that the format does not have',
    'fifth-copy': 'a fifth copy of a tile',
    'not-in-hand': 'a tile the player does not hold',
    'out-of-turn': 'a move that cannot come at that point',
    'cut-short': 'the log stops in the middle of a kyoku',
  };
  const where: string[] = [];
  if (error.kyoku !== undefined) {
    const kyoku = log?.kyoku[error.kyoku];
    const named = error.kyokuName ?? kyoku;
    const name = named ? game.kyokuName(named) : null;
    where.push(name ? `kyoku ${name}, the ${ordinal(error.kyoku + 1)} in the log` : `the ${ordinal(error.kyoku + 1)} kyoku`);
  }
  if (error.move !== undefined) where.push(`move ${error.move}`);
  if (error.seat !== undefined) where.push(`seat ${error.seat}`);
  const found = error.found ? `: ${error.found}` : '';
  return `${what[error.code]}${where.length ? ` (${where.join(', ')})` : ''}${found}`;
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** mpsz of a tile, a red five as 0. */
const code = (t: Tile) => tileCode(t.kind, tileTools.isRedFive(t));

/** mpsz of counts with their red fives. */
function countsText(counts: Uint8Array, red: Uint8Array): string {
  return formatHand({ tiles: counts, red, melds: [], order: [], orderRed: [] });
}

/** A loss by a measure: null where the choice raised the shanten (no count compares). */
const lossOf = (n: number) => (Number.isFinite(n) ? n : null);

/** One decision as its JSON line's object. */
export function decisionJson(d: Decision, kyoku: LogKyoku): Record<string, unknown> {
  const head = {
    kyoku: { round: kyoku.round, number: kyoku.number, honba: kyoku.honba },
    seat: d.seat,
    index: d.index,
    kind: d.kind,
    turn: d.turn,
    hand: formatHand(d.position.hand),
  };
  if (d.kind === 'call') {
    const p = game.measured(d.probabilities);
    return {
      ...head,
      offered: code(d.offered),
      // The seat as its word (left, across, right), as --from takes it: a field people read, not the engine's seat number.
      from: game.placeName(d.from),
      chosen: choiceText(d.chosen),
      ...(p ? { probabilities: { turn: p.turn, win: callMeasuredJson(p.win), ev: callMeasuredJson(p.ev) } } : {}),
      ...(d.probabilities?.kind === 'skipped' ? { probabilitySkipped: d.probabilities.reason.code } : {}),
      ...(d.probabilities?.kind === 'failed' ? { probabilityError: d.probabilities.error.code } : {}),
      ...(d.callTable
        ? {
            calls: d.callTable.calls.map((e) => ({
              call: e.call,
              ...(e.call === 'pass' ? {} : { meld: meldText(e.meld) }),
              ...('best' in e && e.best ? { best: { discard: code(e.best.discard), shanten: e.best.shanten, count: e.best.count } } : {}),
              ...(e.probabilities
                ? {
                    probabilities: {
                      turn: e.probabilities.turn,
                      tenpai: e.probabilities.tenpai,
                      win: e.probabilities.win,
                      ev: e.probabilities.ev,
                    },
                  }
                : {}),
            })),
          }
        : {}),
    };
  }
  const { table } = d.position;
  const p = game.measured(d.probabilities);
  const missing = game.unmeasured(d.probabilities);
  const dora = table.indicators.map((k, i) => ({ kind: k, red: table.indicatorsRed[i]! }));
  return {
    ...head,
    seen: countsText(table.seen, table.seenRed),
    dora: dora.map(code).join(''),
    riichi: d.riichi,
    ...(d.declares ? { declares: true } : {}),
    chosen: code(d.count.chosen.discard),
    shanten: d.count.chosen.shanten,
    count: d.count.chosen.count,
    best: { discard: code(d.count.best.discard), shanten: d.count.best.shanten, count: d.count.best.count },
    loss: { shanten: d.count.chosen.shanten - d.count.best.shanten, count: lossOf(d.count.loss) },
    ...(d.nextStep
      ? {
          nextStep: {
            chosen: d.nextStep.chosen.nextAverage,
            best: { discard: code(d.nextStep.best.discard), nextAverage: d.nextStep.best.nextAverage },
            loss: lossOf(d.nextStep.loss),
          },
        }
      : {}),
    ...(p
      ? {
          probabilities: {
            turn: p.turn,
            win: { chosen: p.win.chosen.value, best: p.win.best.value, bestDiscard: code(p.win.best.discard), loss: p.win.loss },
            ev: { chosen: p.ev.chosen.value, best: p.ev.best.value, bestDiscard: code(p.ev.best.discard), loss: p.ev.loss },
            ...(p.chosenAdded ? { chosenAdded: true } : {}),
            ...(p.endsKyoku ? { endsKyoku: p.endsKyoku } : {}),
            ...(p.noRiichi ? { noRiichi: true } : {}),
          },
        }
      : {}),
    ...(missing ? { probabilityError: missing.code } : {}),
    ...(p?.riichiChoice
      ? {
          riichiChoice: {
            declared: p.riichiChoice.declared,
            best: p.riichiChoice.best,
            ev: p.riichiChoice.ev,
            loss: p.riichiChoice.loss,
            ...(p.riichiChoice.fourthRiichi ? { fourthRiichi: true } : {}),
          },
        }
      : {}),
  };
}

const meldText = (meld: Meld) => tileTools.formatMeld(meld);
const choiceText = (c: CallChoice) => (c === 'pass' ? 'pass' : meldText(c.meld));

/** A call's figures by one measure, as a discard's are written: the chosen entry's, the best one's and which it is, the loss. */
const callMeasuredJson = (m: CallMeasured) => ({
  chosen: m.chosen.value,
  best: m.best.value,
  bestCall: choiceText(m.best.choice),
  loss: m.loss,
});

/** One decision as a line of the readable report. */
function decisionLine(d: Decision): string {
  const who = `  seat ${d.seat} turn ${String(d.turn).padStart(2)}`;
  if (d.kind === 'call') {
    const chosen = d.chosen === 'pass' ? 'passed' : `called ${meldText(d.chosen.meld)}`;
    const p = game.measured(d.probabilities);
    const verdict = !p
      ? ''
      : p.win.loss > 0
        ? `; win ${pct(p.win.chosen.value)} against ${pct(p.win.best.value)} (${choiceText(p.win.best.choice)})`
        : '; best';
    return `${who}  ${code(d.offered)} from ${d.from === 2 ? 'across' : `the ${game.placeName(d.from)}`}: ${chosen}${verdict}`;
  }
  const { chosen, best, loss } = d.count;
  const row = (r: typeof chosen) => `${code(r.discard)} (${r.shanten}-shanten, ${r.count} tile${r.count === 1 ? '' : 's'})`;
  const verdict =
    loss === 0
      ? 'best'
      : !Number.isFinite(loss)
        ? `best ${row(best)}: the shanten went back`
        : `best ${row(best)}: ${loss} tile${loss === 1 ? '' : 's'} fewer`;
  const p = game.measured(d.probabilities);
  const riichi = d.riichi
    ? ' (in riichi)'
    : d.declares
      ? p?.riichiChoice?.fourthRiichi
        ? ' riichi (the fourth: an abortive draw)'
        : ' riichi'
      : '';
  const figures =
    p && p.win.loss > 0 ? `; win ${pct(p.win.chosen.value)} against ${pct(p.win.best.value)} (${code(p.win.best.discard)})` : '';
  const alone = p?.chosenAdded ? ' (its row searched beside the table: it raised the shanten)' : '';
  const ends = p?.endsKyoku === 'four-winds' ? ' (the fourth wind: an abortive draw)' : '';
  return `${who}  ${formatHand(d.position.hand)} discards ${row(chosen)}${riichi}: ${verdict}${figures}${alone}${ends}`;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A win's points in the report: the log's, pairi's score where the log gives none (said so), or none. */
function pointsText(p: WinPoints | undefined): string {
  if (!p || p.from === 'none') return '(no points given)';
  return p.from === 'scored' ? `${p.points} (scored by pairi: the log gives none)` : String(p.points);
}

/** A kyoku's heading in the readable report. */
function kyokuHeading(kyoku: LogKyoku, names: readonly string[], points: readonly WinPoints[]): string {
  const end = kyoku.end;
  const how =
    end.end === 'win'
      ? end.wins
          .map((w, i) => `seat ${w.seat} ${w.seat === w.from ? 'tsumo' : `ron off seat ${w.from}`} ${pointsText(points[i])}`)
          .join(', ')
      : end.end === 'draw'
        ? `draw (${end.kind})`
        : 'no result';
  const dealer = names[kyoku.dealer] ? `, ${names[kyoku.dealer]}` : '';
  return `${game.kyokuName(kyoku)} (dealer: seat ${kyoku.dealer}${dealer}): ${how}`;
}

/** Reads the whole of standard input as text. */
async function readAll(stdin: Input): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs `pairi review ...` (the arguments after `review`); returns the exit status. */
export async function runReview(argv: readonly string[], stdin: Input, out: Write, err: Write): Promise<number> {
  const parsed = parseReviewArgs(argv);
  if (!parsed.ok) {
    err(formatUsage(parsed.error));
    return 2;
  }
  if (parsed.value === 'help') {
    out(REVIEW_USAGE);
    return 0;
  }
  const args = parsed.value;
  let text: string;
  try {
    text = args.file === '-' ? await readAll(stdin) : await readFile(args.file, 'utf8');
  } catch (e) {
    const reason =
      (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e instanceof Error ? e.message : String(e)).split('\n')[0];
    err(`pairi review: ${args.file}: ${reason}\n`);
    return 1;
  }
  const read = game.readGameLog(text);
  if (!read.ok) {
    err(`pairi review: ${args.file === '-' ? 'standard input' : args.file}: ${formatLogError(read.error)}\n`);
    return 1;
  }
  const played = read.value;
  if (args.seat !== null && args.seat >= played.players) {
    err(`pairi review: --seat ${args.seat}: the log is a game of ${played.players} players (seats 0-${played.players - 1})\n`);
    return 2;
  }
  const options = {
    ...(args.seat !== null ? { seats: [args.seat as 0 | 1 | 2 | 3] } : {}),
    twoStep: args.twoStep,
    probabilities: args.probabilities,
    calls: args.calls,
    ...(args.maxShanten !== null ? { maxShanten: args.maxShanten } : {}),
  };
  for (let i = 0; i < played.kyoku.length; i++) {
    const kyoku = played.kyoku[i]!;
    const found = game.reviewKyoku(played, i, options);
    if (!found.ok) {
      err(`pairi review: ${formatLogError(found.error, played)}\n`);
      return 1;
    }
    if (args.json) {
      out(found.value.map((d) => JSON.stringify(decisionJson(d, kyoku)) + '\n').join(''));
    } else {
      const heading = kyokuHeading(kyoku, played.names, game.winPoints(played, i));
      out(`${i ? '\n' : ''}${heading}\n${found.value.map((d) => decisionLine(d) + '\n').join('')}`);
    }
  }
  return 0;
}
