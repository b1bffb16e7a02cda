/**
 * The page: a header (title, language and theme, links to the modes) above the mode shown, the analysis page
 * or one of the practice modes (the wait quiz, the discard drill, the points quiz), or the game review. How src/ui is laid out and the
 * one idiom its components follow (views connect to the store, panels take props): ../README.md.
 */
import { useEffect } from 'react';
import { useAppStore, useLang } from '../../store/app-store-provider.tsx';
import { LANG_TAGS } from '../../store/lang.ts';
import { AnalysisView } from '../analysis/analysis-view.tsx';
import { DrillView } from '../drill/drill-view.tsx';
import { PointsView } from '../points/points-view.tsx';
import { QuizView } from '../quiz/quiz-view.tsx';
import { ReviewView } from '../review/review-view.tsx';
import { useDocumentTheme } from './document-theme.ts';
import { LanguageSwitchView } from './language-switch-view.tsx';
import { useMessages } from './messages.ts';
import { ModeNavView } from './mode-nav-view.tsx';
import { OfflineNoteView } from './offline-note-view.tsx';
import { ShareButton } from './share-button.tsx';
import { PictureButton } from '../share/picture-button-view.tsx';
import { ThemeSwitchView } from './theme-switch-view.tsx';
import { UpdateBannerView } from './update-banner-view.tsx';
// The page-wide rules and the tile widgets' come after the features' stylesheets, which their
// components import above, as they did when one stylesheet held them all: at equal specificity the
// later rule wins, and the quiz's answer tiles look as they do because .tile-button wins (quiz.css).
import './shell.css';
import '../tiles/tiles.css';

/** The whole page. */
export function App() {
  const m = useMessages();
  const lang = useLang();
  const mode = useAppStore((s) => s.mode);
  const theme = useAppStore((s) => s.theme);
  useDocumentTheme(theme);

  useEffect(() => {
    document.documentElement.lang = LANG_TAGS[lang];
  }, [lang]);

  return (
    <div className="app">
      <UpdateBannerView />
      <header className="app-header">
        <h1>
          {m.title} <span className="app-title-ja">牌理</span>
        </h1>
        <p className="app-tagline">{m.tagline}</p>
        <div className="app-settings">
          <LanguageSwitchView />
          <ThemeSwitchView />
        </div>
        <ModeNavView />
        <ShareButton />
        <PictureButton />
      </header>
      {mode === 'quiz' ? (
        <main className="practice-main">
          <QuizView />
        </main>
      ) : mode === 'drill' ? (
        <main className="practice-main">
          <DrillView />
        </main>
      ) : mode === 'points' ? (
        <main className="practice-main">
          <PointsView />
        </main>
      ) : mode === 'review' ? (
        <main className="practice-main review-main">
          <ReviewView />
        </main>
      ) : (
        <main>
          <AnalysisView />
        </main>
      )}
      <OfflineNoteView />
    </div>
  );
}
