/**
 * A tenpai hand's waits and what each is worth by ron and by tsumo in the situation set (docs/rules.md#scoring):
 * han and fu (or the yakuman), the points, or "no yaku" for a wait that cannot win as things stand.
 */
import { tileCode } from '../../engine/light.ts';
import type { ScoreOutcome, WaitOutcome } from '../../engine/light.ts';
import { useMessages } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { paymentLine } from './score-result-panel.tsx';
import { pointsText, useScoreMessages, type ScoreMessages } from './score-messages.ts';
import { formatError } from '../shell/error-messages.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { Lang } from '../../store/app-store.ts';

export interface WaitValuesPanelProps {
  waits: WaitOutcome[];
}

function Value({ outcome, t, lang }: { outcome: ScoreOutcome; t: ScoreMessages; lang: Lang }) {
  // Unreadable ura indicators are said once, at their field.
  if (outcome.kind === 'ura') return <span className="wait-value wait-value-error">—</span>;
  if (outcome.kind === 'error') return <span className="wait-value wait-value-error">{formatError(outcome.error, lang)}</span>;
  if (outcome.kind === 'no-yaku') return <span className="wait-value wait-value-none">{t.noYakuShort}</span>;
  const head =
    outcome.limit === 'yakuman'
      ? t.yakuman(outcome.yakuman)
      : `${t.hanFu(outcome.han, outcome.fu)}${outcome.limit ? ` ${t.limits[outcome.limit]}` : ''}`;
  return (
    <span className="wait-value" data-points={outcome.points} title={paymentLine(outcome, t)}>
      <strong>{pointsText(outcome.points)}</strong> <span className="wait-value-hanfu">{head}</span>
    </span>
  );
}

/** The value of each wait. */
export function WaitValuesPanel({ waits }: WaitValuesPanelProps) {
  const m = useMessages();
  const t = useScoreMessages();
  const lang = useLang();
  if (waits.length === 0) return null;
  return (
    <table className="wait-values">
      <caption>
        {t.waitValues}
        {/* A five drawn could be the red one; the values count it as a plain five. */}
        {waits.some((w) => w.tile < 27 && w.tile % 9 === 4) && <span className="wait-values-hint"> {t.waitValuesHint}</span>}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.wait}</th>
          <th scope="col">{t.ron}</th>
          <th scope="col">{t.tsumo}</th>
        </tr>
      </thead>
      <tbody>
        {waits.map((w) => (
          <tr key={w.tile} data-tile={tileCode(w.tile)}>
            <th scope="row">
              <span role="img" aria-label={m.tileName(w.tile)}>
                <TilePicture code={tileCode(w.tile)} />
              </span>
            </th>
            <td>
              <Value outcome={w.ron} t={t} lang={lang} />
            </td>
            <td>
              <Value outcome={w.tsumo} t={t} lang={lang} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
