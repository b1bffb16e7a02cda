/**
 * The review over seeded games played with real players' habits (test/engine/log/review-habits*.test.ts):
 * the option combinations every seat is reviewed with, and what each decision's figures must say.
 */
import type { GameLog, KyokuSeat } from '../../src/engine/log/game-log.ts';
import { reviewKyoku, type Decision, type ReviewOptions } from '../../src/engine/log/review.ts';
import { measured, unmeasured } from '../../src/engine/log/figures.ts';

/** The habits the seeded games play with (self-play.ts's SelfPlayOptions). */
export const HABITS = { breaks: 0.25, folds: 0.5, dama: 0.3 };

/** The probabilities asked: with the options on, the highest shanten searched is 1 (a 3-shanten search takes a hundred times as long). */
const PROBABILITIES: { name: string; probabilities: ReviewOptions['probabilities']; maxShanten: number }[] = [
  { name: 'options off', probabilities: true, maxShanten: 3 },
  { name: 'hand changes', probabilities: { handChanges: true }, maxShanten: 1 },
  { name: 'shanten-back', probabilities: { shantenBack: true }, maxShanten: 1 },
  { name: 'both', probabilities: { handChanges: true, shantenBack: true }, maxShanten: 1 },
];

/**
 * Each combination, and how many of the game's kyoku it reviews (all when absent): the probabilities
 * without the call tables do the same searches as with them, less the tables, so they review the first two
 * kyoku, every seat, where the combination with the tables reviews the whole game.
 */
export const COMBINATIONS: { name: string; options: ReviewOptions; kyoku?: number }[] = [
  { name: 'counts alone', options: {} },
  { name: 'the next step', options: { twoStep: true } },
  ...PROBABILITIES.flatMap(({ name, probabilities, maxShanten }) =>
    [false, true].map((calls) => ({
      name: `probabilities, ${name}${calls ? ', calls' : ''}`,
      options: { twoStep: true, probabilities, calls, maxShanten },
      ...(calls ? {} : { kyoku: 2 }),
    })),
  ),
];

/** The first `kyoku` kyoku of the log (all when absent) reviewed for every seat: the decisions, or the first fault. */
export function reviewAll(log: GameLog, options: ReviewOptions, kyoku = log.kyoku.length): Decision[] {
  const all: Decision[] = [];
  for (let k = 0; k < Math.min(kyoku, log.kyoku.length); k++) {
    for (let s = 0; s < log.players; s++) {
      const found = reviewKyoku(log, k, { ...options, seats: [s as KyokuSeat] });
      if (!found.ok) throw new Error(`${k} seat ${s}: ${JSON.stringify(found.error)}`);
      all.push(...found.value);
    }
  }
  return all;
}

/** What is wrong with the figures of a decision reviewed with `options`, or null. */
export function fault(d: Decision, options: ReviewOptions): string | null {
  const where = `kyoku ${d.kyoku} seat ${d.seat} #${d.index}`;
  const probs = options.probabilities;
  const shantenBack = typeof probs === 'object' && probs.shantenBack === true;
  const max = options.maxShanten ?? 3;
  if (d.kind === 'call') {
    if (!options.calls) return d.callTable === undefined ? null : `${where}: a call table unasked`;
    if (!d.callTable) return `${where}: no call table`;
    if (!probs) return d.callTable.calls.every((e) => e.probabilities === undefined) ? null : `${where}: figures unasked`;
    const f = d.probabilities;
    if (f?.kind === 'skipped') return f.reason.shanten - 1 > max ? null : `${where}: skipped at ${f.reason.shanten}`;
    if (!d.callTable.calls.every((e) => e.probabilities || e.probabilityError)) return `${where}: an entry without figures`;
    // The choice is judged: its figures measured, or its entry's search failed and says why.
    return f?.kind === 'measured' || f?.kind === 'failed' ? null : `${where}: a call without its figures`;
  }
  if ((d.nextStep !== undefined) !== (options.twoStep === true)) return `${where}: next step ${d.nextStep ? 'unasked' : 'missing'}`;
  if (!probs || d.riichi) return d.probabilities ? `${where}: figures unasked or forced` : null;
  const { count } = d;
  if (count.best.shanten > max)
    return unmeasured(d.probabilities)?.code === 'far-from-tenpai' ? null : `${where}: far from tenpai, yet searched`;
  const p = measured(d.probabilities);
  if (!p) return unmeasured(d.probabilities) ? null : `${where}: neither figures nor a reason`;
  const raised = count.chosen.shanten > count.best.shanten;
  if (p.chosenAdded !== (raised && !shantenBack)) return `${where}: chosenAdded ${p.chosenAdded}, raised ${raised}`;
  for (const m of [p.win, p.ev]) {
    if (!(m.loss >= 0) || Math.abs(m.best.value - m.chosen.value - m.loss) > 1e-9 * Math.max(1, m.best.value))
      return `${where}: a loss of ${m.loss} from ${m.chosen.value} to ${m.best.value}`;
  }
  if (p.win.chosen.value < 0 || p.win.best.value > 1) return `${where}: a win probability out of range`;
  if (p.riichiChoice) {
    const c = p.riichiChoice;
    // The probabilities' own row is the better of riichi now and dama; a fourth riichi is never declared.
    const own = c.fourthRiichi ? c.ev.dama : Math.max(c.ev.riichi, c.ev.dama);
    if (Math.abs(own - p.ev.chosen.value) > 1e-6 * Math.max(1, own))
      return `${where}: riichi ${c.ev.riichi} dama ${c.ev.dama} row ${p.ev.chosen.value}`;
    if (c.declared !== d.declares) return `${where}: declared ${c.declared}`;
  }
  return null;
}
