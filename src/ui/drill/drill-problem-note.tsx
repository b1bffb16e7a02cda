/**
 * What of the address's discards could not be played, in the page's language: the mistake and its
 * place, and which position the drill shows instead (the discards before it).
 */
import type { DrillProblem } from '../../store/drill-slice.ts';
import type { Lang } from '../../store/app-store.ts';
import { formatError } from '../shell/error-messages.ts';
import { drillMessagesFor } from './drill-messages.ts';

/** The sentence for a problem. */
function drillProblemText(problem: DrillProblem, lang: Lang): string {
  const t = drillMessagesFor(lang);
  switch (problem.kind) {
    case 'unreadable':
      return t.unreadable(formatError(problem.error, lang), problem.kept);
    case 'refused': {
      const { error } = problem;
      if (error.code === 'finished') return t.afterEnd(error.index + 1, error.ending);
      return t.notInHand(error.index + 1, error.tile, error.hand);
    }
    case 'no-seed':
      return t.noSeed(problem.record);
  }
}

/** The problem as an alert. */
export function DrillProblemNote({ problem, lang }: { problem: DrillProblem; lang: Lang }) {
  return (
    <p className="practice-error drill-problem" role="alert">
      {drillProblemText(problem, lang)}
    </p>
  );
}
