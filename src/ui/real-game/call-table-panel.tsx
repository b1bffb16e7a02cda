/**
 * Call or pass (docs/rules.md#call-or-pass): another player's discard offered to your hand, and passing
 * against every legal call of it. First the answer in one line (the best choice and by how much, against
 * passing), so on a phone it is in view at once after the tap; then the order switch (the chance to
 * win, the expected score, the chance of tenpai) and the table, best first: each choice with its meld,
 * the discard after it with its shanten and live effective tiles, the figures at the turn, and its
 * notes (no yaku possible, the red five kept, the yaku still possible). The table comes at once; the
 * figures when the long jobs' worker has them.
 */
import { useEffect, useRef } from 'react';
import { formatMeld, tileCode, type CallEntry, type Tile } from '../../engine/light.ts';
import type { CallMetric } from '../../address/call-query.ts';
import type { ShownCallTable } from '../../store/selectors/index.ts';
import { formatError } from '../shell/error-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import { useProbabilityMessages } from '../analysis/probability-messages.ts';
import { figureValue, useCallMessages, type CallMessages } from './call-messages.ts';
import { answerLine, ChoiceTable, FigureCells, MeldPictures } from './choice-table.tsx';
import { callRows, callVerdict, type CallRow } from './call-rows.ts';

export interface CallTablePanelProps {
  shown: ShownCallTable;
  metric: CallMetric;
  onMetric(metric: CallMetric): void;
  /** Records the call at the table, when the game can make it (null: it cannot, no button). */
  recordOf(entry: CallEntry): (() => void) | null;
}

const code = (tile: Tile) => tileCode(tile.kind, tile.red);

/** The five in a meld (a call that kept the red five shows a plain one). */
const fiveOf = (kinds: readonly number[]) => kinds.find((k) => k < 27 && k % 9 === 4) ?? kinds[0]!;

/** A row's choice in words: "Pass", "Pon (111z)". */
function choiceOf(c: CallMessages, row: CallRow): string {
  const { entry } = row;
  return entry.call === 'pass' ? c.pass : c.withMeld(c.call[entry.call], formatMeld(entry.meld));
}

/** The answer line. */
function answerOf(c: CallMessages, rows: readonly CallRow[], metric: CallMetric, lang: Lang): string {
  const verdict = callVerdict(rows);
  const figure = (row: CallRow) => c.figure(metric, figureValue(metric, row.figures![metric]));
  // The other figure of the same two rows: a call that wins more often may still be worth less.
  const other: CallMetric = metric === 'ev' ? 'win' : 'ev';
  const besides = (mine: CallRow, theirs: CallRow, word: string) =>
    c.besides(other, figureValue(other, mine.figures![other]), figureValue(other, theirs.figures![other]), word);
  const discard = (row: CallRow) => (row.discard ? code(row.discard.discard) : null);
  switch (verdict.kind) {
    case 'no-call':
      return c.noCall;
    case 'working':
      return c.working;
    case 'no-figures':
      return `${c.noFigures} ${formatError(verdict.error, lang)}`;
    case 'call': {
      const { best, pass } = verdict;
      const call = c.call[best.entry.call as 'chi' | 'pon' | 'kan'];
      return (
        c.callBest(call, discard(best), figure(best), c.amount(metric, figureValue(metric, pass.figures![metric]))) +
        besides(best, pass, c.passingWord)
      );
    }
    case 'pass': {
      const { pass, call } = verdict;
      const words = c.callWords(c.call[call.entry.call as 'chi' | 'pon' | 'kan'], discard(call));
      return (
        c.passBest(figure(pass), words, c.amount(metric, figureValue(metric, call.figures![metric]))) + besides(pass, call, c.bestCallWord)
      );
    }
  }
}

/** The panel. */
export function CallTablePanel({ shown, metric, onMetric, recordOf }: CallTablePanelProps) {
  const c = useCallMessages();
  const m = useMessages();
  const p = useProbabilityMessages();
  const lang = useLang();
  const answer = useRef<HTMLParagraphElement>(null);
  const { table, offer } = shown;
  const rows = table ? callRows(table, metric) : [];
  const tile = offer.tile;

  // Opened by a tap on a river tile: the answer is brought into view (on a phone it may be under the fold).
  useEffect(() => {
    answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [tile, offer.from]);

  const line = answerLine(c, lang, shown, table !== null, rows.length, () => answerOf(c, rows, metric, lang));

  return (
    <section className="call-table" aria-label={c.region} data-stale={shown.stale ? '' : undefined} aria-busy={shown.figures === 'running'}>
      <h3 className="call-heading">{c.heading(tile, offer.from)}</h3>
      <p ref={answer} className="call-answer" role="status">
        {line}
      </p>
      {table && rows.length > 1 && (
        <ChoiceTable label={c.table} metric={metric} onMetric={onMetric}>
          {rows.map((row, i) => {
            const { entry, figures } = row;
            const record = entry.call === 'pass' ? null : recordOf(entry);
            const shanten = row.shanten === null ? '' : m.shanten(row.shanten);
            const after =
              entry.call === 'pass'
                ? c.passAfter
                : row.discard
                  ? c.discardAfter(code(row.discard.discard), shanten, row.count ?? 0)
                  : c.kanAfter(shanten, row.count ?? 0);
            return (
              <tr
                key={entry.call === 'pass' ? 'pass' : `${entry.call}${formatMeld(entry.meld)}`}
                data-call={entry.call}
                data-best={i === 0 && figures ? '' : undefined}
              >
                <th scope="row" className="call-choice">
                  <span className="call-name">{choiceOf(c, row)}</span>
                  {entry.call !== 'pass' && <MeldPictures meld={entry.meld} />}
                  <span className="call-after">{after}</span>
                  {row.noYaku && <span className="call-no-yaku">{c.noYaku}</span>}
                  {row.figuresError && <span className="call-note">{`${c.noFigures} ${formatError(row.figuresError, lang)}`}</span>}
                  {entry.call !== 'pass' && entry.redKept && (
                    <span className="call-note">{c.redKept(tileCode(fiveOf(entry.meld.tiles)))}</span>
                  )}
                  {entry.call !== 'pass' && !row.noYaku && (entry.meldYaku || entry.yaku.length > 0) && (
                    <span className="call-note">
                      {entry.meldYaku
                        ? c.meldYaku
                        : c.yakuLeft(entry.yaku.map((y) => p.yakuChance(y, (kind) => m.tileName(kind))).join('; '))}
                    </span>
                  )}
                  {record && (
                    <button type="button" className="call-record" aria-label={c.record(choiceOf(c, row))} onClick={record}>
                      {c.recordShort}
                    </button>
                  )}
                </th>
                <FigureCells figures={figures} failed={!!row.figuresError} />
              </tr>
            );
          })}
        </ChoiceTable>
      )}
    </section>
  );
}
