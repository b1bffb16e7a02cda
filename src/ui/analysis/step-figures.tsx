/**
 * A discard row's second step (docs/rules.md#two-step-analysis): the next step's average, the
 * improving draws (their copies; hover or tap lists the tiles), the good-shape split at 1-shanten, the
 * shanten-back flag, and the switch that puts the row in a comparison. While the worker computes it,
 * a short note holds its place.
 */
import { memo } from 'react';
import { formatKinds, tileCode, type TwoStepRow } from '../../engine/light.ts';
import { goodShapeRate } from '../../store/selectors/index.ts';
import type { StepBack } from '../../store/step-back.ts';
import { evText, percentText } from './probability-messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useTwoStepMessages } from './two-step-messages.ts';

export interface StepFiguresProps {
  discard: number;
  /** The row's figures; undefined while they are computed. */
  step: TwoStepRow | undefined;
  compared: boolean;
  onCompare(discard: number): void;
  /** A row that raises the shanten and is worth it, with the figures that earn the flag (step-back.ts). */
  stepBack?: StepBack | null;
  /** The row's roving-focus props of the improvements' summary and of the Compare switch (use-roving.ts): the row stays one Tab stop. */
  improveItem?: object;
  compareItem?: object;
}

/** The figures line under a discard row's tiles. */
export const StepFigures = memo(function StepFigures({
  discard,
  step,
  compared,
  onCompare,
  stepBack,
  improveItem,
  compareItem,
}: StepFiguresProps) {
  const s = useTwoStepMessages();
  if (!step) {
    return (
      <div className="row-steps" aria-busy="true">
        <span className="steps-pending">{s.pending}</span>
      </div>
    );
  }
  const { nextAverage, improvements, goodShape } = step;
  const rate = goodShapeRate(step);
  return (
    <div className="row-steps" data-next={nextAverage ?? undefined}>
      {nextAverage !== null && (
        <span className="step-next" title={s.nextTitle}>
          {s.next(nextAverage.toFixed(2))}
        </span>
      )}
      <details className="step-improve" data-count={improvements.count}>
        <summary {...improveItem} title={`${s.improveTitle}${improvements.tiles.length ? `: ${formatKinds(improvements.tiles)}` : ''}`}>
          {s.improve(improvements.count)}
        </summary>
        <span className="step-improve-tiles">
          {improvements.tiles.length === 0 ? s.noImprovement : improvements.tiles.map((k) => <TilePicture key={k} code={tileCode(k)} />)}
        </span>
      </details>
      {goodShape && (
        <span className="step-good" title={s.goodShapeTitle} data-rate={rate >= 0 ? Math.round(rate * 100) : undefined}>
          {s.goodShape(goodShape.good, goodShape.bad, rate >= 0 ? String(Math.round(rate * 100)) : '-')}
        </span>
      )}
      {stepBack && (
        <span className="step-back" title={s.stepBackTitle} data-win={stepBack.win ? '' : undefined} data-ev={stepBack.ev ? '' : undefined}>
          <span className="step-back-flag">{s.stepBack}</span>
          {s.stepBackFigures(
            stepBack.win && s.stepBackWin(percentText(stepBack.win.mine), percentText(stepBack.win.best)),
            stepBack.ev && s.stepBackEv(evText(stepBack.ev.mine), evText(stepBack.ev.best)),
            [...new Set([stepBack.win?.against, stepBack.ev?.against].filter((d): d is string => !!d))],
          )}
        </span>
      )}
      <button
        type="button"
        className="step-compare"
        {...compareItem}
        aria-pressed={compared}
        title={s.compareTitle(tileCode(discard))}
        onClick={() => onCompare(discard)}
      >
        {s.compare}
      </button>
    </div>
  );
});

/**
 * The row's second step in brief, on a phone (discard-row.tsx): the next step's average and the
 * good-shape rate, the rest behind the row's details switch.
 */
export const StepBrief = memo(function StepBrief({ step }: { step: TwoStepRow | undefined }) {
  const s = useTwoStepMessages();
  if (!step) {
    return (
      <span className="row-steps" aria-busy="true">
        {s.briefPending}
      </span>
    );
  }
  const rate = goodShapeRate(step);
  const next = step.nextAverage !== null && <span className="step-next">{s.next(step.nextAverage.toFixed(2))}</span>;
  const good = step.goodShape && rate >= 0 && (
    <span className="step-good" data-rate={Math.round(rate * 100)}>
      {s.goodBrief(String(Math.round(rate * 100)))}
    </span>
  );
  return (
    <span className="row-steps" data-next={step.nextAverage ?? undefined} title={s.nextTitle}>
      {next}
      {next && good && ' · '}
      {good}
    </span>
  );
});
