/** The dealt quiz hand: thirteen tiles to read, not to press, each named and carrying its mpsz code. */
import { tileCode } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { messagesFor } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

export interface QuizHandProps {
  /** Kind indices, ascending. */
  tiles: readonly number[];
  lang: Lang;
  label: string;
}

/** The hand of the question. */
export function QuizHand({ tiles, lang, label }: QuizHandProps) {
  const m = messagesFor(lang);
  return (
    <div className="quiz-hand" role="group" aria-label={label}>
      {tiles.map((kind, i) => (
        <span key={i} className="quiz-tile" role="img" aria-label={m.tileName(kind)} data-tile={tileCode(kind)}>
          <TilePicture code={tileCode(kind)} />
        </span>
      ))}
    </div>
  );
}
