/**
 * Where the focus goes when a header link switches the mode: the mode's first control, the one its
 * keys act on (the hand field; the quiz's answer tiles, whose 1-9 and Enter are ignored while a link
 * has the focus; the drill's hand, whose arrows and Enter discard; the points quiz's first field).
 * Left on the link, the focus made a player's first keys do nothing or, in the drill, deal a new
 * drill. The control may come a moment later (a question being dealt): the focus goes to it when it
 * comes, unless the player has moved the focus meanwhile.
 */
import type { Mode } from '../../address/practice-route.ts';

const START: Record<Mode, string> = {
  analysis: '.hand-input input',
  quiz: '.quiz-answer [data-answer]:not(:disabled), [data-quiz-primary]',
  drill: '.drill-hand .tile-button[tabindex="0"]',
  points: '.points-field input',
  review: '.review-input textarea',
};

/** How long the mode's first control is waited for (a question dealt in the worker takes milliseconds). */
const WAIT_MS = 5000;

/** Moves the focus from `from` (the link pressed) to `mode`'s first control, now or when it appears. */
export function focusModeStart(mode: Mode, from: Element | null): void {
  const find = () => document.querySelector<HTMLElement>(`main ${START[mode].split(', ').join(', main ')}`);
  const still = () => document.activeElement === from || document.activeElement === document.body || document.activeElement === null;
  const now = find();
  if (now) {
    now.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!still()) return stop();
    const el = find();
    if (el) {
      el.focus();
      stop();
    }
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex'] });
}
