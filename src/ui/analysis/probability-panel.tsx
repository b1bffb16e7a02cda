/**
 * The probabilities' part of the results (docs/rules.md#probabilities): the turn shown and the search's
 * options (with a note when a hand of 4-shanten or worse is searched without two of them), a progress
 * bar and Cancel while the worker searches, why a search stopped (in the page's words when it outgrew
 * its memory budget), the note that each figure is maximised on its own, and the chart of the best
 * discards by turn. The figures of each discard are on its row of the table (DiscardRow); this panel
 * holds what is about all of them.
 */
import './probability.css';
import { useId } from 'react';
import type { ProbabilityRow } from '../../engine/light.ts';
import type { ProbabilityRun } from '../../store/app-store.ts';
import type { ProbabilitySettings } from '../../store/probability-query.ts';
import { ProbabilityChart } from './probability-chart.tsx';
import { useProbabilityMessages } from './probability-messages.ts';

export interface ProbabilityPanelProps {
  run: ProbabilityRun;
  /** The answer's rows (null while none is about this position). */
  rows: ProbabilityRow[] | null;
  stale: boolean;
  settings: ProbabilitySettings;
  /** The hand is 4-shanten or worse: searched with hand changes and shanten-back off, whatever the settings say. */
  optionsOff: boolean;
  onChange(patch: Partial<ProbabilitySettings>): void;
  onCancel(): void;
  onRetry(): void;
}

/** The probabilities' settings, progress and chart. */
export function ProbabilityPanel({ run, rows, stale, settings, optionsOff, onChange, onCancel, onRetry }: ProbabilityPanelProps) {
  const p = useProbabilityMessages();
  const offNote = useId();
  const k = settings.turn - 1;
  const best = rows ? [...rows].sort((a, b) => b.win[k]! - a.win[k]! || b.ev[k]! - a.ev[k]!) : [];
  const error = !stale ? run.result?.probabilities.error : undefined;
  const check = (label: string, field: 'tegawari' | 'shantenBack' | 'red' | 'ura') => (
    <label className="probability-check">
      <input
        type="checkbox"
        checked={settings[field]}
        onChange={(e) => onChange({ [field]: e.currentTarget.checked })}
        {...(optionsOff && (field === 'tegawari' || field === 'shantenBack') ? { 'aria-describedby': offNote } : {})}
      />
      {label}
    </label>
  );
  return (
    <section className={stale ? 'probability-panel stale' : 'probability-panel'} aria-label={p.heading} aria-busy={run.status === 'running'}>
      <div className="probability-settings">
        <label className="probability-turn">
          {p.turn}
          <select value={settings.turn} onChange={(e) => onChange({ turn: Number(e.currentTarget.value) })}>
            {Array.from({ length: 18 }, (_, i) => (
              <option key={i} value={i + 1}>
                {p.turnValue(i + 1)}
              </option>
            ))}
          </select>
        </label>
        {check(p.tegawari, 'tegawari')}
        {check(p.shantenBack, 'shantenBack')}
        <label className="probability-check">
          {p.riichiRule}
          <select value={settings.riichi} onChange={(e) => onChange({ riichi: e.currentTarget.value === 'always' ? 'always' : 'best' })}>
            <option value="best">{p.riichiBest}</option>
            <option value="always">{p.riichiAlways}</option>
          </select>
        </label>
        {check(p.red, 'red')}
        {check(p.ura, 'ura')}
      </div>
      {optionsOff && (
        <p className="probability-options-off" id={offNote}>
          {p.optionsOff}
        </p>
      )}
      {run.status === 'running' && (
        <div className="probability-progress">
          <progress max={1} value={run.progress} aria-label={p.running(Math.round(100 * run.progress))} />
          <span aria-live="polite">{p.running(Math.round(100 * run.progress))}</span>
          <button type="button" onClick={onCancel}>
            {p.cancel}
          </button>
        </div>
      )}
      {run.status === 'idle' && (rows === null || stale) && (
        <p className="probability-idle">
          <button type="button" onClick={onRetry}>
            {p.again}
          </button>
        </p>
      )}
      {run.status === 'failed' && (
        <p className="probability-error" role="alert">
          {run.message}
        </p>
      )}
      {error && (
        <p className="probability-error" role="alert" data-code={error.code}>
          {error.code === 'too-large' ? p.tooLarge : error.message}
        </p>
      )}
      {rows && rows.length > 0 && <ProbabilityChart rows={best} legend={p.legend} />}
      <p className="probability-note">{p.note}</p>
    </section>
  );
}
