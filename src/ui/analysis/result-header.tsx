/**
 * The result's headline: shanten in the selected form (N向聴 / 聴牌 / 和了), the tile count, a
 * dead tenpai (空聴) flagged, and the other forms on a detail line. When chiitoitsu or kokushi is
 * what makes the standard form lower than the regular one, the headline names it ("Agari:
 * kokushi", 和了（国士無双）) and the detail line starts with the regular form's figure: "Standard
 * agari / Regular 7-shanten" told a player that a kokushi was complete only by subtraction. With
 * the regular form selected, both forms are named, the selected one first (the other is the form
 * switch's other choice). Then the count of tiles not seen: in a real game too it is not the wall, but
 * every tile outside the hand and the table (the other players' hands and the dead wall included).
 */
import type { Analysis, ShantenResult } from '../../engine/light.ts';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages, type SpecialForm } from './analysis-messages.ts';

const SPECIAL: readonly SpecialForm[] = ['chiitoitsu', 'kokushi'];

/** The special forms that give the standard shanten when the regular form is higher; none otherwise. */
function completingForms(shanten: ShantenResult): SpecialForm[] {
  if (shanten.standard >= shanten.regular) return [];
  return SPECIAL.filter((form) => shanten[form] === shanten.standard);
}

/** The headline of one analysis; `realGame` when the position has a table (seen tiles, indicators, three players). */
export function ResultHeader({ analysis, realGame, noYaku = false }: { analysis: Analysis; realGame: boolean; noYaku?: boolean }) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const { standard, regular } = analysis.shanten;
  const named = analysis.form === 'standard' ? completingForms(analysis.shanten) : [];
  // When the forms differ both are named, the selected one first; each stays whole on one line.
  const other = analysis.form === 'standard' ? 'regular' : 'standard';
  const headline =
    named.length > 0 ? (
      <span className="result-form">{a.specialForm(m.shanten(analysis.value), named)}</span>
    ) : standard === regular ? (
      m.shanten(analysis.value)
    ) : (
      <>
        <span className="result-form">{a.formShanten(analysis.form, analysis.value)}</span>
        {' / '}
        <span className="result-form result-form-other">{a.formShanten(other, analysis.shanten[other])}</span>
      </>
    );
  const details = [
    named.length > 0 ? a.formShanten('regular', regular) : null,
    ...SPECIAL.filter((form) => !named.includes(form)).map((form) => {
      const value = analysis.shanten[form];
      return value === null ? null : `${a[form]} ${m.shanten(value)}`;
    }),
  ].filter((d): d is string => d !== null);
  return (
    <div className="result-header">
      <h2 title={details.join(' · ') || undefined}>
        <span className="result-shanten">{headline}</span>
        {noYaku && (
          <>
            {a.qualifierJoin}
            <span className="result-no-yaku" title={a.noYakuTitle}>
              {a.noYaku}
            </span>
          </>
        )}
        {analysis.kind === 'draw' && analysis.deadTenpai && (
          <>
            {a.qualifierJoin}
            <span className="result-dead" title={t.deadTenpaiTitle}>
              {t.deadTenpai}
            </span>
          </>
        )}
        {a.countJoin}
        <span className="result-count">{a.tiles(analysis.tileCount)}</span>
      </h2>
      {details.length > 0 && <p className="result-detail">{details.join(' · ')}</p>}
      <p className="result-wall" data-wall={analysis.wallLeft} title={realGame ? a.unseenTitle : undefined}>
        {a.unseenTiles(analysis.wallLeft)}
      </p>
    </div>
  );
}
