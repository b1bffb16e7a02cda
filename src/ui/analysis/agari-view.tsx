/** A complete hand: 和了 and every decomposition, drawn with tiles. */
import type { Decomposition } from '../../engine/light.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import { useMessages } from '../shell/use-messages.ts';

/** The decompositions of a complete hand. */
export function AgariView({ decompositions }: { decompositions: Decomposition[] }) {
  const m = useMessages();
  return (
    <section className="agari">
      <h3>
        {m.decompositions} ({decompositions.length})
      </h3>
      <ul>
        {decompositions.map((d, i) => (
          <li key={i} data-form={d.form}>
            <GroupTiles groups={d.groups} />
            {d.form !== 'regular' && <span className="agari-form">{d.form === 'chiitoitsu' ? m.chiitoitsu : m.kokushi}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
