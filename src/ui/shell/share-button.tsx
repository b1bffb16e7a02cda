/**
 * Share the page's address: the phone's share sheet where the browser has one (navigator.share),
 * otherwise the link copied to the clipboard, and where even that is refused, the link shown
 * selected for the player to copy. Every page keeps its whole position in the address (a hand, a
 * real-game table, a quiz hand, a drill and its discards), so the address is what there is to share.
 */
import { useEffect, useRef, useState } from 'react';
import { useMessages } from './messages.ts';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; href: string };

/** The header's Share button; `href` gives the address to share (by default the page's own). */
export function ShareButton({ href = () => window.location.href }: { href?: () => string }) {
  const m = useMessages();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const manual = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status.kind === 'manual') manual.current?.select();
    if (status.kind !== 'copied') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const share = async () => {
    const url = href();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, url });
        setStatus({ kind: 'idle' });
        return;
      } catch (e) {
        // The player closed the sheet: nothing more to do. Any other refusal: copy instead.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'manual', href: url });
    }
  };

  return (
    <span className="share">
      <button type="button" className="share-button" onClick={() => void share()}>
        {m.share}
      </button>
      <span aria-live="polite" className="share-status">
        {status.kind === 'copied' && m.linkCopied}
        {status.kind === 'manual' && (
          <label>
            {m.copyThisLink} <input ref={manual} readOnly value={status.href} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </span>
    </span>
  );
}
