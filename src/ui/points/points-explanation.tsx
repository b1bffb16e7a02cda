/**
 * The reveal after a check: every yaku with its han (the Japanese name, and the English one in
 * English), the fu part by part (with the tiles each part is for) added up and rounded, the limit,
 * the base points and each payer's share, who pays what, and the reading of the hand that scored,
 * drawn with tiles, the winning tile's block framed and its wait named.
 */
import { useId } from 'react';
import { formatKinds, paymentFigures, tileCode, type HanScore } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { fuPartName, scoreMessagesFor, yakuName } from '../analysis/score-messages.ts';
import { basePointsOf, payerShares, paymentWay } from './points-figures.ts';
import { figure, pointsMessagesFor } from './points-messages.ts';

export interface PointsExplanationProps {
  score: HanScore;
  lang: Lang;
}

/** How the hand scores. */
export function PointsExplanation({ score, lang }: PointsExplanationProps) {
  const t = pointsMessagesFor(lang);
  const names = scoreMessagesFor(lang);
  const ja = scoreMessagesFor('ja');
  const id = useId();
  const { han, fu } = score;
  const rawFu = score.fuParts.reduce((n, p) => n + p.fu, 0);
  const sevenPairs = score.decomposition.form === 'chiitoitsu';
  const { raw, base } = basePointsOf(score);
  const limit = score.limit ? t.limits[score.limit] : null;
  const baseLine = !limit
    ? t.base(fu, han, figure(raw))
    : han < 5
      ? t.base(fu, han, figure(raw)) + t.capped(limit, figure(base))
      : t.limitBase(han, limit, figure(base));
  const shares = payerShares(score);
  const way = paymentWay(score);
  return (
    <section className="points-explanation" aria-labelledby={id}>
      <h3 id={id}>{t.explanation}</h3>
      <div className="points-block" data-block="yaku">
        <h4>{t.yaku}</h4>
        <ul className="points-lines">
          {score.yaku.map((y, i) => (
            <li key={i} data-yaku={y.id}>
              <span className="points-line-name">
                {/* The Japanese name players use, in English too (with the English beside it). */}
                {lang === 'zh' ? <span>{yakuName(y, names)}</span> : <span lang="ja">{yakuName(y, ja)}</span>}
                {lang === 'en' && <span className="points-en"> {yakuName(y, names)}</span>}
              </span>
              <span className="points-line-value">{y.han === null ? '' : t.hanOf(y.han)}</span>
            </li>
          ))}
        </ul>
        <p className="points-sum" data-sum="han">
          {t.totalHan(han)}
        </p>
      </div>
      <div className="points-block" data-block="fu">
        <h4>{t.fu}</h4>
        <ul className="points-lines">
          {score.fuParts.map((p, i) => (
            <li key={i} data-fu={p.fu}>
              <span className="points-line-name">
                {fuPartName(p, names)}
                {'tiles' in p && (
                  <span className="points-fu-tiles" role="img" aria-label={formatKinds(p.tiles)}>
                    {p.tiles.map((k, j) => (
                      <TilePicture key={j} code={tileCode(k)} />
                    ))}
                  </span>
                )}
              </span>
              <span className="points-line-value">{t.fuOf(p.fu)}</span>
            </li>
          ))}
        </ul>
        <p className="points-sum" data-sum="fu">
          {sevenPairs ? t.sevenPairsFu : t.fuSum(rawFu, fu)}
        </p>
      </div>
      <div className="points-block" data-block="points">
        <h4>{t.pointsHeading}</h4>
        <p className="points-hanfu">
          {t.hanFu(han, fu)}
          {limit && <strong className="points-limit"> {limit}</strong>}
        </p>
        <p>{baseLine}</p>
        {shares && (
          <ul className="points-shares">
            {shares.map((s) => (
              <li key={s.payer} data-payer={s.payer}>
                {t.pays(t.payer[s.payer], s.multiplier, figure(base), figure(s.product), figure(s.pay))}
              </li>
            ))}
          </ul>
        )}
        <p className="points-paid" data-payment={paymentFigures(score).join('/')}>
          {t.paid(way, t.paymentText(paymentFigures(score), way))}
        </p>
        <p>{t.receives(figure(score.points))}</p>
      </div>
      <div className="points-block" data-block="reading">
        <h4>{t.scoredAs}</h4>
        <p className="points-reading">
          <GroupTiles groups={score.decomposition.groups} highlight={score.winGroup} />
          <span className="points-wait">{t.waits[score.wait]}</span>
        </p>
      </div>
    </section>
  );
}
