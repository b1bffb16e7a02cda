/**
 * Kan or not (docs/rules.md#call-or-pass, a kan on your own turn): on your turn with a kan to declare,
 * not declaring against each closed kan and added kan. First the answer in one line (the best choice
 * and by how much, against not declaring), brought into view when the table appears so a phone shows
 * it; then the order switch the call table has (the same choice, the address's `callby`) and the rows,
 * best first: each choice with its meld, the hand after it (not declaring: the discard giving the
 * figure chosen; a kan: the replacement draw, the shanten and live effective tiles), the figures at the
 * turn of your discard, and for a kan a button declaring it at the table, as the kan buttons above do.
 * The table comes at once; the figures when the long jobs' worker has them.
 */
import { useEffect, useRef } from 'react';
import { formatMeld, tileCode, type KanEntry, type Tile } from '../../engine/light.ts';
import type { CallMetric } from '../../address/call-query.ts';
import type { ShownKanTable } from '../../store/selectors/index.ts';
import { formatError } from '../shell/error-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';
import { figureValue, useCallMessages, type CallMessages } from './call-messages.ts';
import { answerLine, ChoiceTable, FigureCells, MeldPictures } from './choice-table.tsx';
import { useKanMessages, type KanMessages } from './kan-messages.ts';
import { kanRows, kanVerdict, type KanRow } from './kan-rows.ts';

export interface KanTablePanelProps {
  shown: ShownKanTable;
  metric: CallMetric;
  onMetric(metric: CallMetric): void;
  /** Declares the kan at the table, when the game can make it (null: it cannot, no button). */
  declareOf(entry: KanEntry): (() => void) | null;
}

const code = (tile: Tile) => tileCode(tile.kind, tile.red);

/** A row's choice in words: "No kan", "Closed kan [1111m]". */
function choiceOf(c: CallMessages, k: KanMessages, row: KanRow): string {
  const { entry } = row;
  return entry.kan === 'none' ? k.none : c.withMeld(k.kan[entry.kan], formatMeld(entry.meld));
}

/** A kan's kind as the answer names it: "2m". */
const kindOf = (entry: KanEntry) => tileCode(entry.meld.tiles[0]!);

/** The answer line. */
function answerOf(c: CallMessages, k: KanMessages, rows: readonly KanRow[], metric: CallMetric, lang: Lang): string {
  const verdict = kanVerdict(rows);
  const figure = (row: KanRow) => c.figure(metric, figureValue(metric, row.figures![metric]));
  const amount = (row: KanRow) => c.amount(metric, figureValue(metric, row.figures![metric]));
  const other: CallMetric = metric === 'ev' ? 'win' : 'ev';
  const besides = (mine: KanRow, theirs: KanRow, word: string) =>
    c.besides(other, figureValue(other, mine.figures![other]), figureValue(other, theirs.figures![other]), word);
  switch (verdict.kind) {
    case 'no-kan':
      return k.noKan;
    case 'working':
      return c.working;
    case 'no-figures':
      return `${c.noFigures} ${formatError(verdict.error, lang)}`;
    case 'kan':
      return (
        k.kanBest(kindOf(verdict.best.entry), figure(verdict.best), amount(verdict.none)) + besides(verdict.best, verdict.none, k.noneWord)
      );
    case 'none':
      return (
        k.noneBest(figure(verdict.none), kindOf(verdict.kan.entry), amount(verdict.kan)) +
        besides(verdict.none, verdict.kan, k.kanWord(kindOf(verdict.kan.entry)))
      );
  }
}

/** The panel. */
export function KanTablePanel({ shown, metric, onMetric, declareOf }: KanTablePanelProps) {
  const c = useCallMessages();
  const k = useKanMessages();
  const m = useMessages();
  const lang = useLang();
  const answer = useRef<HTMLParagraphElement>(null);
  const { table } = shown;
  const rows = table ? kanRows(table, metric) : [];
  // The kans on offer, as one text: a new set of them is a new table to bring into view.
  const kinds = table ? table.kans.map((e) => (e.kan === 'none' ? '' : formatMeld(e.meld))).join() : '';

  // Appearing on your turn (after a press in the palette): the answer is brought into view, as a phone may have it under the fold.
  useEffect(() => {
    answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [kinds]);

  const line = answerLine(c, lang, shown, table !== null, rows.length, () => answerOf(c, k, rows, metric, lang));

  return (
    <section
      className="call-table kan-table"
      aria-label={k.region}
      data-stale={shown.stale ? '' : undefined}
      aria-busy={shown.figures === 'running'}
    >
      <h3 className="call-heading">{k.heading(shown.turn)}</h3>
      <p ref={answer} className="call-answer kan-answer" role="status">
        {line}
      </p>
      {table && rows.length > 1 && (
        <ChoiceTable label={k.table} metric={metric} onMetric={onMetric}>
          {rows.map((row, i) => {
            const { entry, figures } = row;
            const declare = entry.kan === 'none' ? null : declareOf(entry);
            const by = entry.kan === 'none' ? figures?.by?.[metric] : undefined;
            const after =
              entry.kan === 'none' ? k.noneAfter(by ? code(by) : null) : c.kanAfter(m.shanten(row.shanten ?? 0), row.count ?? 0);
            return (
              <tr
                key={entry.kan === 'none' ? 'none' : formatMeld(entry.meld)}
                data-kan={entry.kan}
                data-best={i === 0 && figures ? '' : undefined}
              >
                <th scope="row" className="call-choice">
                  <span className="call-name">{choiceOf(c, k, row)}</span>
                  {entry.kan !== 'none' && <MeldPictures meld={entry.meld} />}
                  <span className="call-after">{after}</span>
                  {row.figuresError && <span className="call-note">{`${c.noFigures} ${formatError(row.figuresError, lang)}`}</span>}
                  {declare && (
                    <button type="button" className="call-record" aria-label={k.declare(choiceOf(c, k, row))} onClick={declare}>
                      {k.declareShort}
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
