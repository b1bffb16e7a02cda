/** Tenhou's text for the hand, read-only, with a copy button; long lines wrap instead of scrolling sideways. */
import { useEffect, useId, useRef, useState } from 'react';
import { useAnalysisMessages } from './analysis-messages.ts';

/** The "Result text" box. */
export function ResultText({ text }: { text: string }) {
  const a = useAnalysisMessages();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setStatus('idle'), [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      // No clipboard permission (an insecure origin, an old browser): select the text instead.
      area.current?.select();
      setStatus(document.execCommand?.('copy') ? 'copied' : 'failed');
    }
  };

  const lines = text.split('\n').length;
  return (
    <div className="result-text">
      <div className="result-text-head">
        <label htmlFor={`${id}-text`}>{a.resultText}</label>
        <button type="button" onClick={() => void copy()}>
          {a.copy}
        </button>
        <span role="status" className="copy-status">
          {status === 'copied' ? a.copied : status === 'failed' ? a.copyFailed : ''}
        </span>
      </div>
      {/* Long lines wrap on screen only (soft wrap): the value, and so what is copied, stays byte for byte. */}
      <textarea id={`${id}-text`} ref={area} readOnly value={text} rows={Math.min(Math.max(lines, 2), 16)} spellCheck={false} wrap="soft" />
    </div>
  );
}
