/** The score kept in the browser: streak, best streak, accuracy, average time per answer. */
import { quizAccuracy, quizAverageMs, type QuizStats } from '../../store/quiz-stats.ts';
import type { QuizMessages } from './quiz-messages.ts';

/** The score line. */
export function QuizScore({ stats, t }: { stats: QuizStats; t: QuizMessages }) {
  const accuracy = quizAccuracy(stats);
  const average = quizAverageMs(stats);
  return (
    <section className="quiz-score" aria-label={t.score}>
      <dl>
        <div>
          <dt>{t.streak}</dt>
          <dd data-stat="streak">{stats.streak}</dd>
        </div>
        <div>
          <dt>{t.bestStreak}</dt>
          <dd data-stat="best-streak">{stats.bestStreak}</dd>
        </div>
        <div>
          <dt>{t.accuracy}</dt>
          <dd data-stat="accuracy">
            {accuracy === null ? t.none : `${Math.round(accuracy * 100)}% (${stats.correct}/${stats.answered})`}
          </dd>
        </div>
        <div>
          <dt>{t.averageTime}</dt>
          <dd data-stat="average-time">{average === null ? t.none : t.seconds(average)}</dd>
        </div>
      </dl>
    </section>
  );
}
