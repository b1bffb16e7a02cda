/**
 * The value of a complete hand (docs/rules.md#scoring): its yaku with their han (or its yakuman), the
 * fu part by part with the sum and its rounding, han and fu with the limit, the points and who pays
 * what, what the winner receives with honba and sticks, and the decomposition the score was read from,
 * the winning tile's block framed. A hand without yaku says so and what would give it one; a situation
 * that cannot happen says why.
 */
import { formatKinds, type Score } from '../../engine/light.ts';
import { useLang } from '../../store/app-store-provider.tsx';
import type { ScoreOutcome } from '../../engine/light.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import { formatError } from '../shell/error-messages.ts';
import { fuPartName, pointsText, scoreMessagesFor, useScoreMessages, yakuName, type ScoreMessages } from './score-messages.ts';

export interface ScoreResultPanelProps {
  /** The value, no yaku (and what would give one) or why it cannot be scored; unreadable ura indicators are said at their field. */
  outcome: Exclude<ScoreOutcome, { kind: 'ura' }>;
  /** Honba and riichi sticks on the table (the payments and the total include them). */
  honba: number;
  sticks: number;
}

/** Who pays what, honba included, in the page's words. */
export function paymentLine(s: Pick<Score, 'payments'>, t: ScoreMessages): string {
  const p = s.payments;
  if (p.kind === 'ron') return t.ronPays(pointsText(p.ron));
  if (p.kind === 'tsumo') return t.tsumoPays(pointsText(p.nonDealer), pointsText(p.dealer));
  return t.tsumoAll(pointsText(p.nonDealer));
}

/** The headline figure: "3 han 40 fu · 5,200 points", "Mangan · 8,000 points", "double yakuman · 64,000 points". */
export function valueLine(s: Score, t: ScoreMessages): string {
  const parts = s.limit === 'yakuman' ? [t.yakuman(s.yakuman)] : [t.hanFu(s.han, s.fu), ...(s.limit ? [t.limits[s.limit]] : [])];
  return `${parts.join(' ')} · ${t.points(pointsText(s.points))}`;
}

/** A complete hand's value. */
export function ScoreResultPanel({ outcome, honba, sticks }: ScoreResultPanelProps) {
  const t = useScoreMessages();
  const lang = useLang();
  if (outcome.kind === 'error') {
    return (
      <p className="score-error" role="alert" data-error={outcome.error.code}>
        {formatError(outcome.error, lang)}
      </p>
    );
  }
  if (outcome.kind === 'no-yaku') {
    return (
      <p className="score-none" data-score="no-yaku">
        {t.noYaku} {outcome.reason === 'closed-ron' ? t.noYakuClosed : t.noYakuOpen}
      </p>
    );
  }
  const s = outcome;
  const extras = t.extras(honba, sticks);
  const yakuman = s.limit === 'yakuman';
  return (
    <div
      className="score-result"
      data-points={s.points}
      data-han={yakuman ? '' : s.han}
      data-fu={yakuman ? '' : s.fu}
      data-yakuman={yakuman ? s.yakuman : 0}
    >
      <p className="score-value">{valueLine(s, t)}</p>
      <ul className="score-yaku" aria-label={t.yaku}>
        {s.yaku.map((y, i) => (
          <li key={i} className={y.kind === 'dora' ? 'score-dora' : undefined}>
            <span className="yaku-name">
              {yakuName(y, t)}
              {/* English keeps the Japanese name players use beside its own. */}
              {lang === 'en' && (
                <span className="yaku-ja" lang="ja">
                  {' '}
                  {yakuName(y, scoreMessagesFor('ja'))}
                </span>
              )}
            </span>
            <span className="yaku-han">{y.kind === 'yakuman' ? t.yakuman(y.multiple) : t.han(y.han)}</span>
          </li>
        ))}
      </ul>
      {!yakuman && (
        <p className="score-fu">
          <span className="score-label">{t.fu}</span>{' '}
          {s.fuParts.map((p, i) => (
            <span key={i} className="fu-part">
              {i > 0 ? ' + ' : ''}
              {fuPartName(p, t)}
              {'tiles' in p ? ` ${formatKinds(p.tiles)}` : ''} {p.fu}
            </span>
          ))}{' '}
          <span className="fu-sum">
            {t.fuSum(
              s.fuParts.reduce((sum, p) => sum + p.fu, 0),
              s.fu,
            )}
          </span>
        </p>
      )}
      <p className="score-payments">{paymentLine(s, t)}</p>
      <p className="score-total">
        {t.receives(pointsText(s.total))}
        {extras ? ` (${extras})` : ''}
      </p>
      <div className="score-reading">
        <span className="score-label">{t.scoredAs}</span>
        <GroupTiles groups={s.decomposition.groups} highlight={s.winGroup} />
        <span className="score-wait">{t.waits[s.wait]}</span>
      </div>
    </div>
  );
}
