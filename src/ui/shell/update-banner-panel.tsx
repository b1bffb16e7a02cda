/**
 * A new version waiting for the player's word, over the top of the page. It floats (fixed), so its
 * arrival never moves a tile under a finger; it comes only when a new version is published.
 */
import type { AppUpdate } from '../../store/app-update.ts';
import { useMessages } from './messages.ts';

export interface UpdateBannerPanelProps {
  update: AppUpdate;
  onReload(): void;
  onLater(): void;
}

/** Nothing while the app is current. */
export function UpdateBannerPanel({ update, onReload, onLater }: UpdateBannerPanelProps) {
  const m = useMessages();
  if (update !== 'ready') return null;
  return (
    <div className="update-banner" aria-live="polite">
      <span>{m.updateReady}</span>
      <button type="button" className="update-reload" onClick={onReload}>
        {m.reload}
      </button>
      <button type="button" onClick={onLater}>
        {m.later}
      </button>
    </div>
  );
}
