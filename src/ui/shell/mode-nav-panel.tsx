/**
 * The header's links between the analysis page and the practice modes. Real links (they open in
 * a new tab, and their addresses are the modes' URLs); a plain click switches in place.
 */
import type { MouseEvent } from 'react';
import type { Mode } from '../../address/practice-route.ts';
import type { ModeHrefs } from '../../store/mode-hrefs.ts';
import { useMessages } from './messages.ts';

const MODES: Mode[] = ['analysis', 'quiz', 'drill', 'points', 'review'];

export interface ModeNavPanelProps {
  /** The mode shown. */
  mode: Mode;
  /** Each mode's address. */
  hrefs: ModeHrefs;
  /** A plain click on a link: switch in place. */
  onSelect(mode: Mode): void;
}

/** Analysis, wait quiz, discard drill, points quiz, game review. */
export function ModeNavPanel({ mode, hrefs, onSelect }: ModeNavPanelProps) {
  const m = useMessages();
  const names: Record<Mode, string> = {
    analysis: m.analysisMode,
    quiz: m.quizMode,
    drill: m.drillMode,
    points: m.pointsMode,
    review: m.reviewMode,
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: Mode) => {
    // Modified clicks keep the browser's meaning (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(to);
  };
  return (
    <nav className="mode-nav" aria-label={m.modes}>
      {MODES.map((to) => (
        <a key={to} href={hrefs[to]} aria-current={mode === to ? 'page' : undefined} onClick={(e) => follow(e, to)}>
          {names[to]}
        </a>
      ))}
    </nav>
  );
}
