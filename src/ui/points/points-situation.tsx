/**
 * How the hand was won, in words: tsumo or ron, the round and the seat wind (and so dealer or not),
 * riichi, double riichi and ippatsu; then the dora indicator drawn as a tile with the dora it points
 * to, and with riichi the ura-dora indicator the same way. Honba and riichi sticks are always 0 in
 * the quiz, which the intro says once.
 */
import { doraOf, tileCode, type Situation } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { messagesFor } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { pointsMessagesFor } from './points-messages.ts';

export interface PointsSituationProps {
  situation: Situation;
  /** The dora indicators on the table. */
  indicators: readonly number[];
  lang: Lang;
}

/** Indicators, each with the dora it points to. */
function Indicators({ label, kinds, lang, kind }: { label: string; kinds: readonly number[]; lang: Lang; kind: 'dora' | 'ura' }) {
  const m = messagesFor(lang);
  const t = pointsMessagesFor(lang);
  return (
    <div className="points-indicators" data-indicators={kind}>
      <span className="points-indicators-label">{label}</span>
      {kinds.map((indicator, i) => {
        const dora = doraOf(indicator);
        return (
          <span key={i} className="points-indicator">
            <span className="points-small-tile" role="img" aria-label={m.tileName(indicator)} data-tile={tileCode(indicator)}>
              <TilePicture code={tileCode(indicator)} />
            </span>
            <span aria-hidden="true">→</span>
            <span className="points-dora-is">{t.pointsTo[kind]}</span>
            <span className="points-small-tile" role="img" aria-label={m.tileName(dora)} data-dora={tileCode(dora)}>
              <TilePicture code={tileCode(dora)} />
            </span>
          </span>
        );
      })}
    </div>
  );
}

/** The situation of the question. */
export function PointsSituation({ situation: s, indicators, lang }: PointsSituationProps) {
  const t = pointsMessagesFor(lang);
  const round = s.round ?? 'E';
  const seat = s.seat ?? 'S';
  const riichi = s.riichi ?? 'none';
  return (
    <section className="points-situation" aria-label={t.situation}>
      <ul className="points-facts">
        <li data-fact="by">{t.by[s.by]}</li>
        <li data-fact="round">{t.round(t.winds[round])}</li>
        <li data-fact="seat" data-dealer={seat === 'E' ? 'true' : 'false'}>
          {t.seat(t.winds[seat], seat === 'E')}
        </li>
        {riichi !== 'none' && <li data-fact="riichi">{t.riichi[riichi]}</li>}
        {s.ippatsu && <li data-fact="ippatsu">{t.ippatsu}</li>}
      </ul>
      {indicators.length > 0 && <Indicators label={t.doraIndicator} kinds={indicators} lang={lang} kind="dora" />}
      {riichi !== 'none' && s.ura && s.ura.length > 0 && <Indicators label={t.uraIndicator} kinds={s.ura} lang={lang} kind="ura" />}
    </section>
  );
}
