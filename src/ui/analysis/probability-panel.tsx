/**
 * The probabilities' part of the results (docs/rules.md#probabilities): the turn shown and the search's
 * options (with a note when a hand of 4-shanten or worse is searched without two of them), and behind a
 * disclosure the options closer to a real game, each with a line on what it does (open from the start
 * when one is in force, and named under the figures while any is, so a closed disclosure hides none);
 * a progress bar and Cancel while the worker searches, why a search gave no figures (in the page's
 * words, from the engine's error code and data), the note that each figure is maximised on its own, the
 * chart of the best discards by turn, and one line on why 麻雀何切るシミュレーター's figures differ.
 * The figures of each discard are on its row of the table (DiscardRow); this panel holds what is about
 * all of them.
 */
import './probability.css';
import { memo, useId, useState } from 'react';
import type { ProbabilityError, ProbabilityRow, Wind, YakuChance } from '../../engine/light.ts';
import type { ProbabilityRun } from '../../store/selectors/index.ts';
import { MAX_TENPAI_PAYMENT, type ProbabilitySettings } from '../../address/probability-query.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import { formatError } from '../shell/error-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { ProbabilityChart } from './probability-chart.tsx';
import { useProbabilityMessages } from './probability-messages.ts';
import { useScoreMessages } from './score-messages.ts';
import { TableCounts } from './table-counts.tsx';
import { WindSelects } from './wind-selects.tsx';

export interface ProbabilityPanelProps {
  run: ProbabilityRun;
  /** The answer's rows (null while none is about this position). */
  rows: ProbabilityRow[] | null;
  stale: boolean;
  /** Why the answer has no rows (the engine's code and data, written in the page's language); null when it has them. */
  error?: ProbabilityError | null;
  settings: ProbabilitySettings;
  /** The turn read from the table while a game is followed (null or left out: none); offered first in the turn's list. */
  tableTurn?: number | null;
  /** The hand is 4-shanten or worse: searched with hand changes and shanten-back off, whatever the settings say. */
  optionsOff: boolean;
  onChange(patch: Partial<ProbabilitySettings>): void;
  onCancel(): void;
  onRetry(): void;
  /** The round and seat wind the points are counted with (the situation's, shared with the score panel). */
  winds: { round: Wind; seat: Wind };
  onWinds(patch: Partial<{ round: Wind; seat: Wind }>): void;
  /** The honba and riichi sticks on the table (the situation's, shared with the score panel): added to every win. */
  counts: { honba: number; sticks: number };
  onCounts(patch: Partial<{ honba: number; sticks: number }>): void;
  /** Three players: no North seat. */
  threePlayers?: boolean;
  /** The hand has a called meld: no riichi, so no riichi setting. */
  open?: boolean;
  /** An open hand without a yaku in its melds: what could still give it one (yakuChances). */
  yakuChances?: YakuChance[] | null;
  /**
   * Not drawn (a hand that is not a 14-tile one), but kept in the page: a press that goes from 13 tiles
   * to 14 and back then neither adds nor removes the settings' form controls, each of which costs the
   * browser a style and layout pass of its own (its form tracking), some 5 ms a press.
   */
  hidden?: boolean;
}

/** The probabilities' settings, progress and chart. */
export function ProbabilityPanel(props: ProbabilityPanelProps) {
  const {
    run,
    rows,
    stale,
    error: answerError = null,
    settings,
    tableTurn = null,
    optionsOff,
    onChange,
    onCancel,
    onRetry,
    winds,
    onWinds,
    counts,
    onCounts,
    threePlayers = false,
    open = false,
    yakuChances = null,
    hidden = false,
  } = props;
  const p = useProbabilityMessages();
  const lang = useLang();
  const t = useScoreMessages();
  const m = useMessages();
  const offNote = useId();
  const on = {
    riichiStick: settings.riichiStick,
    tenpaiPayment: settings.tenpaiPayment,
    ippatsu: settings.ippatsu,
    haitei: settings.haitei,
    honba: counts.honba,
    sticks: counts.sticks,
  };
  const realOn = p.realGameOn(on);
  const k = settings.turn - 1;
  const best = rows ? [...rows].sort((a, b) => b.win[k]! - a.win[k]! || b.ev[k]! - a.ev[k]!) : [];
  const error = stale ? null : answerError;
  // Rows that cannot win for want of a yaku at the turn shown (an open hand), and whether no row can ever win.
  const noYaku = !stale && rows !== null && rows.some((r) => r.noYaku?.[k]);
  const neverWins = rows !== null && rows.length > 0 && rows.every((r) => r.win.every((w) => w === 0));
  return (
    <section
      className={stale ? 'probability-panel stale' : 'probability-panel'}
      aria-label={p.heading}
      aria-busy={run.status === 'running'}
      hidden={hidden}
    >
      <ProbabilityControls
        settings={settings}
        tableTurn={tableTurn}
        optionsOff={optionsOff}
        offNote={offNote}
        round={winds.round}
        seat={winds.seat}
        onWinds={onWinds}
        honba={counts.honba}
        sticks={counts.sticks}
        onCounts={onCounts}
        threePlayers={threePlayers}
        open={open}
        onChange={onChange}
      />
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
          {run.message && formatError(run.message, lang)}
        </p>
      )}
      {error && (
        <p className="probability-error" role="alert" data-code={error.code}>
          {formatError(error, lang)}
        </p>
      )}
      {noYaku && (
        <p className="probability-no-yaku" data-chances={yakuChances?.length ?? 0}>
          {p.noYaku((yakuChances ?? []).map((c) => p.yakuChance(c, (kind) => m.tileName(kind))))}
        </p>
      )}
      {/* A hand that never wins draws two flat lines: the rows and the note above say it better. */}
      {rows && rows.length > 0 && !neverWins && (
        <ProbabilityChart rows={best} legend={p.legend} turn={settings.turn} chosen={p.chartChosen(settings.turn)} />
      )}
      <p className="probability-note">{p.note(t.winds[winds.round], t.winds[winds.seat], winds.seat === 'E')}</p>
      {realOn && <p className="probability-note probability-real-on">{realOn}</p>}
      <p className="probability-note probability-differs">{p.differs}</p>
    </section>
  );
}

interface ProbabilityControlsProps {
  settings: ProbabilitySettings;
  tableTurn: number | null;
  optionsOff: boolean;
  /** The id of the note on the options left out (4-shanten or worse), which two checkboxes name as their description. */
  offNote: string;
  round: Wind;
  seat: Wind;
  onWinds: ProbabilityPanelProps['onWinds'];
  honba: number;
  sticks: number;
  onCounts: ProbabilityPanelProps['onCounts'];
  threePlayers: boolean;
  open: boolean;
  onChange: ProbabilityPanelProps['onChange'];
}

/**
 * The settings and, behind their disclosure, the options closer to a real game: drawn again only when
 * one of them changes, not at each answer or press (its form controls, set again, would cost the page
 * a style pass each).
 */
const ProbabilityControls = memo(function ProbabilityControls({
  settings,
  tableTurn,
  optionsOff,
  offNote,
  round,
  seat,
  onWinds,
  honba,
  sticks,
  onCounts,
  threePlayers,
  open,
  onChange,
}: ProbabilityControlsProps) {
  const p = useProbabilityMessages();
  const real = useId();
  const winds = { round, seat };
  const counts = { honba, sticks };
  // Open from the start when a link or the score panel has set one: what changes the figures is in view.
  const [realOpen, setRealOpen] = useState(() =>
    [settings.riichiStick, settings.tenpaiPayment, settings.ippatsu, settings.haitei, honba, sticks].some(Boolean),
  );
  const check = (label: string, field: 'handChanges' | 'shantenBack' | 'red' | 'ura') => (
    <label className="probability-check">
      <input
        type="checkbox"
        checked={settings[field]}
        onChange={(e) => onChange({ [field]: e.currentTarget.checked })}
        {...(optionsOff && (field === 'handChanges' || field === 'shantenBack') ? { 'aria-describedby': offNote } : {})}
      />
      {label}
    </label>
  );
  // A real-game switch and the line under it, which its checkbox names as its description.
  const option = (label: string, hint: string, field: 'riichiStick' | 'ippatsu' | 'haitei') => (
    <div className="probability-option">
      <label className="probability-check">
        <input
          type="checkbox"
          checked={settings[field]}
          aria-describedby={`${real}-${field}`}
          onChange={(e) => onChange({ [field]: e.currentTarget.checked })}
        />
        {label}
      </label>
      <p className="probability-hint" id={`${real}-${field}`}>
        {hint}
      </p>
    </div>
  );
  return (
    <>
      <div className="probability-settings">
        <label className="probability-turn">
          {p.turn}
          <select
            value={tableTurn !== null && !settings.turnSet ? 'table' : settings.turn}
            onChange={(e) => onChange(e.currentTarget.value === 'table' ? { turnSet: false } : { turn: Number(e.currentTarget.value) })}
          >
            {tableTurn !== null && <option value="table">{p.turnFromTable(tableTurn)}</option>}
            {Array.from({ length: 18 }, (_, i) => (
              <option key={i} value={i + 1}>
                {p.turnValue(i + 1)}
              </option>
            ))}
          </select>
        </label>
        <WindSelects round={winds.round} seat={winds.seat} threePlayers={threePlayers} className="probability-wind" onChange={onWinds} />
        {check(p.handChanges, 'handChanges')}
        {check(p.shantenBack, 'shantenBack')}
        {/* An open hand cannot declare riichi: the setting would change nothing. */}
        {!open && (
          <label className="probability-check">
            {p.riichiRule}
            <select value={settings.riichi} onChange={(e) => onChange({ riichi: e.currentTarget.value === 'always' ? 'always' : 'best' })}>
              <option value="best">{p.riichiBest}</option>
              <option value="always">{p.riichiAlways}</option>
            </select>
          </label>
        )}
        {check(p.red, 'red')}
        {check(p.ura, 'ura')}
        <button
          type="button"
          className="probability-more"
          id={`${real}-more`}
          aria-expanded={realOpen}
          aria-controls={`${real}-options`}
          onClick={() => setRealOpen(!realOpen)}
        >
          {p.realGame}
        </button>
      </div>
      {realOpen && (
        <div className="probability-real-game" id={`${real}-options`} role="group" aria-labelledby={`${real}-more`}>
          <p className="probability-hint">{p.realGameHint}</p>
          {/* Riichi's stick and ippatsu change nothing for an open hand; shown while on, so they can be turned off. */}
          {(!open || settings.riichiStick) && option(p.riichiStick, p.riichiStickHint, 'riichiStick')}
          <div className="probability-option">
            <label className="probability-count">
              {p.tenpaiPayment}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_TENPAI_PAYMENT}
                step={100}
                // 0 (none) shows as an empty field with its placeholder, so typing 3000 gives 3000.
                value={settings.tenpaiPayment === 0 ? '' : settings.tenpaiPayment}
                placeholder="0"
                aria-describedby={`${real}-tenpai`}
                onChange={(e) => onChange({ tenpaiPayment: e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value) })}
              />
            </label>
            <p className="probability-hint" id={`${real}-tenpai`}>
              {p.tenpaiPaymentHint}
            </p>
          </div>
          {(!open || settings.ippatsu) && option(p.ippatsu, p.ippatsuHint, 'ippatsu')}
          {option(p.haitei, p.haiteiHint, 'haitei')}
          <div className="probability-option">
            <div className="probability-counts">
              <TableCounts
                honba={counts.honba}
                sticks={counts.sticks}
                className="probability-count"
                describedBy={`${real}-counts`}
                onChange={onCounts}
              />
            </div>
            <p className="probability-hint" id={`${real}-counts`}>
              {p.countsHint}
            </p>
          </div>
        </div>
      )}
    </>
  );
});
