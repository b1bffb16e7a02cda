/**
 * What the call table (call-table-panel.tsx) and the kan table (kan-table-panel.tsx) draw alike: the
 * answer line's text before the rows' verdict (the question refused, the table on its way, the figures
 * failed), the order switch, the table with its three figure columns, a meld's pictures, and a row's
 * figure cells. Each panel keeps what is its own: the verdict, a row's words and notes, its button.
 */
import type { ReactNode } from 'react';
import { tileCode, type Meld } from '../../engine/light.ts';
import { CALL_METRICS, type CallMetric } from '../../address/call-query.ts';
import type { Lang } from '../../store/app-store.ts';
import type { RequestFailure } from '../../worker/protocol.ts';
import { formatError } from '../shell/error-messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { figureValue, useCallMessages, type CallMessages } from './call-messages.ts';

/** The figures of one choice, as both tables hold them. */
export interface ChoiceFigures {
  tenpai: number;
  win: number;
  ev: number;
}

/**
 * The answer line: the question's refusal, "working" while the table is on its way, the figures'
 * failure when there is a choice to make, else what the panel's verdict says (`verdict`, called only then).
 */
export function answerLine(
  c: CallMessages,
  lang: Lang,
  shown: { error?: RequestFailure | null; figuresError?: RequestFailure | null },
  hasTable: boolean,
  choices: number,
  verdict: () => string,
): string {
  if (shown.error) return formatError(shown.error, lang);
  if (!hasTable) return c.working;
  if (shown.figuresError && choices > 1) return `${c.noFigures} ${formatError(shown.figuresError, lang)}`;
  return verdict();
}

/** The order switch (the address's `callby`) and the table of the choices, its rows given. */
export function ChoiceTable({
  label,
  metric,
  onMetric,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  metric: CallMetric;
  onMetric(metric: CallMetric): void;
  /** The rows. */
  children: ReactNode;
}) {
  const c = useCallMessages();
  return (
    <>
      <div className="call-order" role="group" aria-label={c.orderBy}>
        <span aria-hidden="true">{c.orderBy}</span>
        {CALL_METRICS.map((x) => (
          <button key={x} type="button" aria-pressed={metric === x} onClick={() => onMetric(x)}>
            {c.metric[x]}
          </button>
        ))}
      </div>
      <table className="call-rows" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{c.choice}</th>
            <th scope="col">{c.tenpai}</th>
            <th scope="col">{c.win}</th>
            <th scope="col">{c.ev}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </>
  );
}

/** A meld's tiles as pictures (decorative: the row's words name the meld), its red fives drawn red. */
export function MeldPictures({ meld }: { meld: Meld }) {
  return (
    <span className="call-meld" aria-hidden="true">
      {meld.tiles.map((kind, j) => (
        <TilePicture key={j} code={tileCode(kind, meld.red > 0 && kind < 27 && kind % 9 === 4 && meld.tiles.indexOf(kind) === j)} />
      ))}
    </span>
  );
}

/** A row's three figures: the values, a dash when they failed, an ellipsis while they are computed. */
export function FigureCells({ figures, failed }: { figures: ChoiceFigures | null | undefined; failed: boolean }) {
  const cell = (metric: CallMetric) => (figures ? figureValue(metric, figures[metric]) : failed ? '—' : '…');
  return (
    <>
      <td>{cell('tenpai')}</td>
      <td>{cell('win')}</td>
      <td>{cell('ev')}</td>
    </>
  );
}
