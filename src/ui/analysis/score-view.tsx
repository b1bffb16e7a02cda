/**
 * The score panel wired to the store (docs/rules.md#scoring): under 和了, a complete hand's situation
 * and value; under a tenpai hand's waits, what each wait is worth. The situation is the URL's; the
 * dora indicators are the real-game table's; the answer comes from the worker a few milliseconds
 * after the analysis and stays greyed while it is about another hand or situation.
 */
import './score.css';
import { presetOf, tileCount } from '../../engine/light.ts';
import { useActions, useAppStore, useLang, useSelect } from '../../store/app-store-provider.tsx';
import { formatError } from '../shell/error-messages.ts';
import { ScoreResultPanel } from './score-result-panel.tsx';
import { useScoreMessages } from './score-messages.ts';
import { SituationPanel } from './situation-panel.tsx';
import { WaitValuesPanel } from './wait-values-panel.tsx';
import { rulesName, useRulesMessages } from './rules-messages.ts';

/** The score panel of a complete (`complete`) or tenpai hand. */
export function ScoreView({ complete }: { complete: boolean }) {
  const select = useSelect();
  const t = useScoreMessages();
  const lang = useLang();
  const { setSituation } = useActions();
  const { score, stale } = useAppStore(select.score);
  const situation = useAppStore((s) => s.situation);
  const rules = useAppStore((s) => s.rules);
  const r = useRulesMessages();
  const hand = useAppStore(select.urlHand);
  const table = useAppStore(select.readingTable);
  if (!hand || tileCount(hand) !== (complete ? 14 : 13)) return null;
  const closed = hand.melds.every((m) => m.kind === 'ankan');
  const hasKan = hand.melds.some((m) => m.kind === 'kan' || m.kind === 'ankan');
  const winChoices: number[] = [];
  for (let k = 0; k < 34; k++) if (hand.tiles[k]) winChoices.push(k);
  const outcome = score?.kind === 'complete' ? score.outcome : undefined;
  const waits = score?.kind === 'waits' ? score.waits : undefined;
  const ura = outcome?.kind === 'ura' ? outcome : waits?.map((w) => w.ron).find((o) => o.kind === 'ura');
  const uraError = ura?.kind === 'ura' ? formatError(ura.error, lang) : null;
  const indicators = table.indicators.map((kind, i) => ({ kind, red: table.indicatorsRed[i] ?? false }));
  return (
    <section
      className={stale ? 'score-panel stale' : 'score-panel'}
      aria-label={t.heading}
      aria-busy={!score || stale}
      data-fresh={score && !stale ? 'true' : 'false'}
    >
      {/* The rules every value here follows, by name (the Rules panel above changes them). */}
      <p className="score-rules">{r.inForce(rulesName(r, presetOf(rules)))}</p>
      {complete && (
        <div className="score-answer">
          {outcome?.kind === 'ura' ? (
            <p className="score-none">{t.uraBlocked}</p>
          ) : outcome ? (
            <ScoreResultPanel outcome={outcome} honba={situation.honba} sticks={situation.sticks} />
          ) : (
            <p className="score-pending">{t.pending}</p>
          )}
        </div>
      )}
      {!complete && waits && <WaitValuesPanel waits={waits} />}
      <SituationPanel
        situation={situation}
        complete={complete}
        closed={closed}
        hasKan={hasKan}
        noMelds={hand.melds.length === 0}
        indicators={indicators}
        uraError={uraError}
        winChoices={winChoices}
        win={score?.kind === 'complete' ? score.win : null}
        drawn={hand.order.length ? hand.order[hand.order.length - 1]! : null}
        threePlayers={table.players === 3}
        onChange={setSituation}
      />
    </section>
  );
}
