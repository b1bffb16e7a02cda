/**
 * The reveal: every tile that completes the hand, each with every way it completes, drawn with
 * tiles and written in docs/rules.md's notation, `(123m)(44m)(888m)(999m)[23m]`. A wait whose four
 * copies are all in the hand is listed too, marked not live, since seeing why it fails is part of
 * reading the hand.
 */
import { tileCode } from '../../engine/light.ts';
import type { ChinitsuQuestion } from '../../engine/light.ts';
import { GroupTiles } from '../tiles/group-tiles.tsx';
import type { QuizMessages } from './quiz-messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

/** Each wait and its shapes. */
export function QuizWaits({ question, t }: { question: ChinitsuQuestion; t: QuizMessages }) {
  return (
    <section className="quiz-waits" aria-label={t.howWaits}>
      <h3>{t.howWaits}</h3>
      <p className="quiz-answer-line">{t.answer(question.answer.map((k) => tileCode(k)).join(' '), question.answer.length)}</p>
      <ul>
        {question.waits.map((w) => (
          <li key={w.tile} className={w.live ? 'quiz-wait' : 'quiz-wait not-live'} data-wait={tileCode(w.tile)}>
            <div className="quiz-wait-head">
              <TilePicture code={tileCode(w.tile)} />
              <span className="quiz-wait-code">{tileCode(w.tile)}</span>
              {!w.live && <span className="quiz-not-live">{t.notLive}</span>}
            </div>
            {!w.live && <p className="quiz-note">{t.notLiveNote}</p>}
            <ul className="quiz-shapes">
              {w.shapes.map((s) => (
                <li key={s.text}>
                  <GroupTiles groups={s.groups} waiting={s.waiting} />
                  {/* The picture carries the same text as its accessible name. */}
                  <code aria-hidden="true">{s.text}</code>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
