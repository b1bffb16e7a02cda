/**
 * The probabilities' panel wired to the store: the run, its answer for the position shown (judged
 * against the search made, which from 4-shanten leaves two options out), the settings in the address,
 * and the situation's winds, honba and riichi sticks (one state with the score panel).
 */
import { useMemo } from 'react';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { isOptionsOff } from '../../store/probability-search.ts';
import { ProbabilityPanel } from './probability-panel.tsx';

/** The probabilities of the 14-tile hand shown; `hidden` while the hand shown is not one (probability-panel.tsx). */
export function ProbabilityView({ hidden = false }: { hidden?: boolean }) {
  const select = useSelect();
  const { run, rows, stale, yakuChances, error } = useAppStore(select.probabilities);
  const round = useAppStore((s) => s.situation.round);
  const seat = useAppStore((s) => s.situation.seat);
  const honba = useAppStore((s) => s.situation.honba);
  const sticks = useAppStore((s) => s.situation.sticks);
  const threePlayers = useAppStore((s) => s.table.players === 3);
  const open = useAppStore((s) => select.urlHand(s)?.melds.some((m) => m.kind !== 'ankan') ?? false);
  const chosen = useAppStore((s) => s.probabilitySettings);
  // The turn shown: the one set by hand, else the table's while a game is followed (docs/rules.md#the-game-at-the-table).
  const turn = useAppStore(select.shownTurn);
  const tableTurn = useAppStore(select.tableTurn);
  const settings = useMemo(() => (turn === chosen.turn ? chosen : { ...chosen, turn }), [chosen, turn]);
  const optionsOff = useAppStore((s) => isOptionsOff(select.shownShanten(s)));
  const { setProbabilitySettings, cancelProbabilities, retryProbabilities, setSituation } = useActions();
  return (
    <ProbabilityPanel
      run={run}
      rows={rows}
      stale={stale}
      error={error}
      settings={settings}
      tableTurn={tableTurn}
      optionsOff={optionsOff}
      onChange={setProbabilitySettings}
      onCancel={cancelProbabilities}
      onRetry={retryProbabilities}
      winds={{ round, seat }}
      onWinds={setSituation}
      counts={{ honba, sticks }}
      onCounts={setSituation}
      threePlayers={threePlayers}
      open={open}
      yakuChances={yakuChances}
      hidden={hidden}
    />
  );
}
