/** The page's foot: says the app works offline once the service worker has cached it (app-update.ts). */
import { useAppStore } from '../../store/app-store-provider.tsx';
import { useMessages } from './messages.ts';

/** A line at the end of the page, where its arrival moves nothing above it. */
export function OfflineNoteView() {
  const offline = useAppStore((s) => s.offline);
  const m = useMessages();
  return <footer className="app-footer">{offline && <p className="offline-note">{m.offlineReady}</p>}</footer>;
}
