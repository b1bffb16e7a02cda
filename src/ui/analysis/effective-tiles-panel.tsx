/**
 * A 3n+1 hand, as Tenhou's ?qd= shows it: one row of effective tiles (待ち when tenpai), each with
 * its copies left, and their count; pressing a tile draws it. A tenpai hand also shows how each wait completes. The row is one
 * Tab stop (arrow keys inside); after a draw, focus goes to the discard table that replaces it (the
 * view asks for it before the draw).
 */
import './analysis.css';
import { tileCode, type Analysis } from '../../engine/light.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import { TileButton } from '../tiles/tile-button.tsx';
import { CountedTile } from './counted-tile.tsx';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useRovingRow } from './use-roving.ts';

export interface EffectiveTilesPanelProps {
  /** The analysis shown; anything but a 3n+1 hand's draws draws nothing. */
  analysis: Analysis;
  /** How many times each kind is dora. */
  dora: ArrayLike<number>;
  /** Copies of each kind left, shown on each tile; null to show none. */
  left?: ArrayLike<number> | null;
  /** An effective tile pressed: draw it. */
  onDraw(kind: number): void;
}

/** Effective tiles or waits of a 3n+1 hand. */
export function EffectiveTilesPanel({ analysis, dora, left, onDraw }: EffectiveTilesPanelProps) {
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const draws = analysis.kind === 'draw' ? analysis : null;
  const tiles = draws?.effective.tiles ?? [];
  const { rowProps, itemProps } = useRovingRow(tiles.length);
  if (!draws) return null;
  const { effective, value, waitShapes } = draws;
  const tenpai = value === 0;
  // A dead tenpai (空聴) has no tile to draw: its waits are shown greyed instead.
  const deadWaits = draws.deadTenpai ? (draws.waits ?? []).map((w) => w.tile) : [];
  return (
    <div className="ukeire">
      <div className="ukeire-row" data-count={effective.count}>
        <span className="row-verb">{tenpai ? a.waits : a.draws}</span>
        {deadWaits.length > 0 ? (
          <span className="row-none row-dead">
            <span className="dead-waits" role="img" aria-label={t.deadWaits(deadWaits.map((k) => tileCode(k)).join(' '))}>
              {deadWaits.map((k) => (
                <TilePicture key={k} code={tileCode(k)} />
              ))}
            </span>
            {t.deadWaitsNote}
          </span>
        ) : tiles.length === 0 ? (
          <span className="row-none">{a.noEffectiveTiles}</span>
        ) : (
          <span className="row-tiles" role="group" aria-label={tenpai ? a.waits : a.effectiveTiles} {...rowProps}>
            {tiles.map((kind, i) => {
              const props = {
                tile: { kind, red: false },
                title: a.draw + ' ' + tileCode(kind),
                onClick: () => onDraw(kind),
                ...(dora[kind] > 0 ? { 'data-dora': dora[kind] } : {}),
                ...itemProps(i),
              };
              return left ? <CountedTile key={kind} left={left[kind]} {...props} /> : <TileButton key={kind} {...props} />;
            })}
          </span>
        )}
        <span className="row-count" data-red={effective.red || undefined}>
          {effective.red ? t.rowCountRed(m.countOf(effective.count), effective.red) : m.countOf(effective.count)}
        </span>
      </div>
      {waitShapes.length > 0 && (
        <section className="wait-shapes">
          <h3>{a.waitShapes}</h3>
          <ul>
            {waitShapes.map((shape, i) => (
              <li key={i}>
                <GroupTiles groups={shape.groups} waiting={shape.waiting} />
                <span className="wait-list" role="img" aria-label={`${a.waits} ${shape.waits.map((k) => tileCode(k)).join(' ')}`}>
                  <span aria-hidden="true">→</span>
                  {shape.waits.map((k) => (
                    <TilePicture key={k} code={tileCode(k)} />
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
