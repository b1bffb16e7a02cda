/**
 * One decision: where it is (kyoku, turn, winds), the chosen against the best side by side with what
 * the choice cost by each measure (Tenhou's count, the next step, the win probability and expected
 * score at the turn, riichi or dama), then the seat's hand with the chosen and best discards marked;
 * for a call offered, the tile and its seat, what the seat did, and the call table's entries. The
 * answer comes first, so a phone shows it without scrolling; the table of the moment follows it.
 */
import type { ReactNode } from 'react';
import type { CallChoice, CallDecision, CallEntry, Decision, DiscardDecision, Hand, Tile } from '../../engine/light.ts';
import { chosenEntry, formatMeld, measured, sameTile, tileCode, unmeasured } from '../../engine/light.ts';
import type { Messages } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { lossesOf } from './review-figures.ts';
import type { ReviewMessages } from './review-messages.ts';
import { ReviewTile } from './review-tile.tsx';

export interface ReviewDecisionProps {
  t: ReviewMessages;
  m: Messages;
  decision: Decision;
  kyokuName: string;
  /** The analysis page's address of this position. */
  analysisHref: string;
  onOpenAnalysis?(): void;
}

/** The concealed tiles of a hand in tile order, red fives first of their kind. */
function concealedTiles(hand: Hand): Tile[] {
  const out: Tile[] = [];
  hand.tiles.forEach((n, kind) => {
    const red = kind < 27 && kind % 9 === 4 ? (hand.red[Math.floor(kind / 9)] ?? 0) : 0;
    for (let i = 0; i < n; i++) out.push({ kind, red: i < red });
  });
  return out;
}

/** The seat's hand, the chosen and best discards marked. */
function HandTiles({ t, m, hand, chosen, best }: { t: ReviewMessages; m: Messages; hand: Hand; chosen?: Tile; best?: Tile }) {
  let chosenMarked = false;
  let bestMarked = false;
  return (
    <div className="review-hand" aria-label={t.hand} role="group">
      {concealedTiles(hand).map((tile, i) => {
        const isChosen = !chosenMarked && chosen !== undefined && sameTile(tile, chosen);
        const isBest = !bestMarked && best !== undefined && sameTile(tile, best);
        chosenMarked ||= isChosen;
        bestMarked ||= isBest;
        const marks = [isChosen ? t.chosen : '', isBest ? t.best : ''].filter(Boolean);
        const label = [m.tileName(tile.kind, tile.red), ...marks].join(', ');
        const className = [isChosen ? 'review-chosen' : '', isBest ? 'review-best' : ''].filter(Boolean).join(' ');
        return <ReviewTile key={i} tile={tile} label={label} className={className || undefined} />;
      })}
      {hand.melds.map((meld, i) => (
        <span key={`m${i}`} className="review-hand-meld" role="img" aria-label={formatMeld(meld)}>
          {meld.tiles.map((kind, j) => (
            <TilePicture key={j} code={tileCode(kind, meld.red > 0 && kind < 27 && kind % 9 === 4 && meld.tiles.indexOf(kind) === j)} />
          ))}
        </span>
      ))}
    </div>
  );
}

/** A loss cell: Best when nothing was lost; a dash for a discard in riichi, which was no choice. */
function LossCell({ t, text, lost, forced = false }: { t: ReviewMessages; text: string; lost: boolean; forced?: boolean }) {
  if (forced) return <td className="review-forced">–</td>;
  return <td className={lost ? 'review-loss' : 'review-no-loss'}>{lost ? text : t.matchesBest}</td>;
}

function TileText({ m, tile }: { m: Messages; tile: Tile }) {
  return <ReviewTile tile={tile} label={m.tileName(tile.kind, tile.red)} className="review-inline-tile" />;
}

/** The comparison's head: what is compared (for a screen reader), the chosen, the best, the loss. */
function CompareHead({ t, what }: { t: ReviewMessages; what: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">{what}</span>
        </th>
        <th scope="col">{t.chosen}</th>
        <th scope="col">{t.best}</th>
        <th scope="col">{t.loss}</th>
      </tr>
    </thead>
  );
}

/** A measure's figures: the chosen's and the best's value, and what the choice cost. */
interface MeasuredFigures {
  chosen: { value: number };
  best: { value: number };
  loss: number;
}

/**
 * The chance to win at the turn and the expected score, chosen against best, with the loss: a discard's
 * and a call's alike. `best` names the best choice beside its figure, or nothing.
 */
function FigureRows(props: {
  t: ReviewMessages;
  p: { turn: number; win: MeasuredFigures; ev: MeasuredFigures };
  forced?: boolean;
  best(metric: 'win' | 'ev'): ReactNode;
}) {
  const { t, p, forced, best } = props;
  const named = (metric: 'win' | 'ev', figure: string) => {
    const name = best(metric);
    return name === null ? (
      figure
    ) : (
      <>
        {name} {figure}
      </>
    );
  };
  return (
    <>
      <tr data-measure="win">
        <th scope="row">
          {t.win} <small>{t.atTurn(p.turn)}</small>
        </th>
        <td>{t.percent(p.win.chosen.value)}</td>
        <td>{named('win', t.percent(p.win.best.value))}</td>
        <LossCell t={t} forced={forced} lost={p.win.loss >= 0.0005} text={t.percent(p.win.loss)} />
      </tr>
      <tr data-measure="ev">
        <th scope="row">{t.ev}</th>
        <td>{t.points(p.ev.chosen.value)}</td>
        <td>{named('ev', t.points(p.ev.best.value))}</td>
        <LossCell t={t} forced={forced} lost={p.ev.loss >= 0.5} text={t.points(p.ev.loss)} />
      </tr>
    </>
  );
}

function DiscardComparison({ t, m, d }: { t: ReviewMessages; m: Messages; d: DiscardDecision }) {
  const { chosen, best, loss } = d.count;
  const back = !Number.isFinite(loss);
  const p = measured(d.probabilities);
  const riichiChoice = p?.riichiChoice ?? null;
  return (
    <table className="review-compare">
      <CompareHead t={t} what={t.discard} />
      <tbody>
        <tr data-measure="count">
          <th scope="row">{t.count}</th>
          <td>
            <TileText m={m} tile={chosen.discard} /> {t.shanten(chosen.shanten)}, {t.tiles(chosen.count)}
          </td>
          <td>
            <TileText m={m} tile={best.discard} /> {t.shanten(best.shanten)}, {t.tiles(best.count)}
          </td>
          <LossCell t={t} forced={d.riichi} lost={loss > 0} text={back ? t.shantenBack : t.tiles(loss)} />
        </tr>
        {d.nextStep && (
          <tr data-measure="next">
            <th scope="row">{t.nextStep}</th>
            <td>{t.width(d.nextStep.chosen.nextAverage)}</td>
            <td>
              <TileText m={m} tile={d.nextStep.best.discard} /> {t.width(d.nextStep.best.nextAverage)}
            </td>
            <LossCell
              t={t}
              forced={d.riichi}
              lost={d.nextStep.loss > 0.05}
              text={Number.isFinite(d.nextStep.loss) ? d.nextStep.loss.toFixed(1) : t.shantenBack}
            />
          </tr>
        )}
        {p && <FigureRows t={t} p={p} forced={d.riichi} best={(metric) => <TileText m={m} tile={p[metric].best.discard} />} />}
        {riichiChoice && (
          <tr data-measure="riichi">
            <th scope="row">{t.riichiOrDama}</th>
            <td>
              {riichiChoice.declared ? t.riichi : t.dama} {t.points(riichiChoice.declared ? riichiChoice.ev.riichi : riichiChoice.ev.dama)}
            </td>
            <td>
              {riichiChoice.best === 'riichi' ? t.riichi : t.dama} {t.points(riichiChoice.ev[riichiChoice.best])}
            </td>
            <LossCell t={t} forced={d.riichi} lost={riichiChoice.loss >= 0.5} text={t.points(riichiChoice.loss)} />
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** What a call entry or choice is: Pass, or the call and its meld. */
function entryName(t: ReviewMessages, e: CallEntry | CallChoice): string {
  return e === 'pass' || e.call === 'pass' ? t.callWords.pass : t.called(e.call, formatMeld(e.meld));
}

function CallComparison({ t, m, d }: { t: ReviewMessages; m: Messages; d: CallDecision }) {
  const p = measured(d.probabilities);
  const chosen = d.callTable ? chosenEntry(d.callTable, d.chosen) : undefined;
  const losses = lossesOf(d);
  const did = d.chosen === 'pass' ? t.passed : t.called(d.chosen.call, formatMeld(d.chosen.meld));
  const entries = d.callTable?.calls ?? [];
  return (
    <>
      <p className="review-offer">
        <TileText m={m} tile={d.offered} /> {t.offered(m.tileName(d.offered.kind, d.offered.red), d.from)}
      </p>
      <table className="review-compare">
        <CompareHead t={t} what={t.callTable} />
        <tbody>
          <tr data-measure="call">
            <th scope="row">{t.callTable}</th>
            <td>{did}</td>
            <td>{p ? entryName(t, p.win.best.choice) : '–'}</td>
            <LossCell t={t} lost={(losses.win ?? 0) >= 0.0005} text={losses.win === null ? '–' : t.percent(losses.win)} />
          </tr>
          {p && <FigureRows t={t} p={p} best={(metric) => (metric === 'ev' ? entryName(t, p.ev.best.choice) : null)} />}
        </tbody>
      </table>
      {entries.length > 0 && (
        <details className="review-call-table">
          <summary>{t.callTable}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.callWords.pass}</th>
                <th scope="col">{t.win}</th>
                <th scope="col">{t.ev}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i} data-chosen={e === chosen ? '' : undefined}>
                  <th scope="row">{entryName(t, e)}</th>
                  <td>{e.probabilities ? t.percent(e.probabilities.win) : '–'}</td>
                  <td>{e.probabilities ? t.points(e.probabilities.ev) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </>
  );
}

/** The decision shown. */
export function ReviewDecision({ t, m, decision: d, kyokuName, analysisHref, onOpenAnalysis }: ReviewDecisionProps) {
  // Why the figures are missing (the review's reason or the search's error), and a discard's figures' notes.
  const missing = unmeasured(d.probabilities);
  const figures = d.kind === 'discard' ? measured(d.probabilities) : null;
  const flags =
    d.kind === 'discard' ? [d.riichi ? t.inRiichi : '', d.declares ? t.declares : '', d.tsumogiri ? t.tsumogiri : ''].filter(Boolean) : [];
  return (
    <article
      className="review-decision"
      data-kind={d.kind}
      data-kyoku={d.kyoku}
      data-seat={d.seat}
      data-index={d.index}
      aria-labelledby="review-decision-title"
    >
      <div className="review-decision-head">
        <h3 id="review-decision-title">
          {t.kyokuTurn(kyokuName, d.turn)} · {d.kind === 'discard' ? t.discardKind : t.callKind}
        </h3>
        <span className="review-winds">{t.seatWind(t.winds[d.round], t.winds[d.seatWind])}</span>
        <a
          className="practice-link review-open"
          href={analysisHref}
          onClick={(event) => {
            if (!onOpenAnalysis || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpenAnalysis();
          }}
        >
          {t.openInAnalysis}
        </a>
      </div>
      {d.kind === 'discard' ? <DiscardComparison t={t} m={m} d={d} /> : <CallComparison t={t} m={m} d={d} />}
      {flags.length > 0 && <p className="review-flags">{flags.join(' · ')}</p>}
      {missing && <p className="review-note">{t.noProbabilities(missing)}</p>}
      {figures?.chosenAdded && <p className="review-note review-alone">{t.chosenAdded}</p>}
      {figures?.endsKyoku === 'four-winds' && <p className="review-note review-abortive">{t.fourWinds}</p>}
      {figures?.noRiichi && <p className="review-note review-abortive">{t.fourthRiichi}</p>}
      <HandTiles
        t={t}
        m={m}
        hand={d.position.hand}
        chosen={d.kind === 'discard' ? d.count.chosen.discard : undefined}
        best={d.kind === 'discard' ? d.count.best.discard : undefined}
      />
    </article>
  );
}
