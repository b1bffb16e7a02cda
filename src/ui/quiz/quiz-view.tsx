/** The quiz panel wired to the store: the question, selection and score come from the quiz slice, the deal's state from its requests. */
import { useActions, useAppStore, useLang, useSelect } from '../../store/app-store-provider.tsx';
import { failureText } from '../shell/error-messages.ts';
import { quizSearch } from '../../address/practice-route.ts';
import { QuizPanel } from './quiz-panel.tsx';

/** The full-flush wait quiz, as the page shows it. */
export function QuizView() {
  const lang = useLang();
  const quiz = useAppStore((s) => s.quiz);
  const { pending, error } = useAppStore(useSelect().quizRequest);
  const { setQuizOptions, toggleWait, checkAnswer, nextQuestion, typeAhead } = useActions();
  return (
    <QuizPanel
      lang={lang}
      options={quiz.options}
      question={quiz.question}
      pending={pending}
      error={error && failureText(error, lang)}
      selected={quiz.selected}
      judgement={quiz.judgement}
      typedAhead={quiz.typedAhead}
      notice={quiz.notice}
      stats={quiz.stats}
      shareHref={quiz.question ? quizSearch(quiz.question.hand) : null}
      onOptionsChange={setQuizOptions}
      onToggle={toggleWait}
      onCheck={checkAnswer}
      onNext={nextQuestion}
      onTypeAhead={typeAhead}
    />
  );
}
