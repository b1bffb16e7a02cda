/**
 * The score kept in the browser: streak, best streak, accuracy, average time per answer. The wait quiz
 * and the points quiz keep the same figures, each in its own words and storage.
 */
import { quizAccuracy, quizAverageMs, type QuizStats } from '../../store/quiz-stats.ts';
import type { QuizMessages } from './quiz-messages.ts';

/** The words the score line needs, as each quiz's messages give them. */
export type ScoreLineWords = Pick<QuizMessages, 'score' | 'streak' | 'bestStreak' | 'accuracy' | 'averageTime' | 'none' | 'seconds'>;

/** The score line; `className` names the quiz it belongs to. */
export function QuizScore({ stats, t, className = 'quiz-score' }: { stats: QuizStats; t: ScoreLineWords; className?: string }) {
  const accuracy = quizAccuracy(stats);
  const average = quizAverageMs(stats);
  return (
    <section className={`practice-score ${className}`} aria-label={t.score}>
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
          <dd data-stat="accuracy">{accuracy === null ? t.none : `${Math.round(accuracy * 100)}% (${stats.correct}/${stats.answered})`}</dd>
        </div>
        <div>
          <dt>{t.averageTime}</dt>
          <dd data-stat="average-time">{average === null ? t.none : t.seconds(average)}</dd>
        </div>
      </dl>
    </section>
  );
}
