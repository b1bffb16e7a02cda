/** A complete hand: 和了 and every decomposition, drawn with tiles. */
import type { Decomposition } from '../../engine/light.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import { useAnalysisMessages } from './analysis-messages.ts';

/** The decompositions of a complete hand. */
export function AgariDecompositions({ decompositions }: { decompositions: Decomposition[] }) {
  const a = useAnalysisMessages();
  return (
    <section className="agari">
      <h3>
        {a.decompositions} ({decompositions.length})
      </h3>
      <ul>
        {decompositions.map((d, i) => (
          <li key={i} data-form={d.form}>
            <GroupTiles groups={d.groups} />
            {d.form !== 'regular' && <span className="agari-form">{d.form === 'chiitoitsu' ? a.chiitoitsu : a.kokushi}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
