/**
 * The Picture button beside Share on the analysis page: the result shown as a picture (picture-model.ts,
 * share-picture.ts), through the system's share sheet where the browser can share files, else saved as a
 * PNG. It is offered while an answer about the hand in the field is shown.
 */
import { useState } from 'react';
import { useAppStore, useSelect, useStateNow } from '../../store/app-store-provider.tsx';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from '../analysis/analysis-messages.ts';
import { useProbabilityMessages } from '../analysis/probability-messages.ts';
import { useTwoStepMessages } from '../analysis/two-step-messages.ts';
import { useShareMessages } from './share-messages.ts';
import { pictureModel, type Words } from './picture-model.ts';

type Status = 'idle' | 'saved' | 'failed';

/** The Picture button, with what it says after. */
export function PictureButton() {
  const select = useSelect();
  const words: Words = {
    m: useMessages(),
    a: useAnalysisMessages(),
    p: useProbabilityMessages(),
    s: useTwoStepMessages(),
    w: useShareMessages(),
  };
  // Offered while the page shows an answer about the hand in the field.
  const shown = useAppStore((state) => state.mode === 'analysis' && !select.shown(state).stale && select.shown(state).result !== null);
  const now = useStateNow();
  const [status, setStatus] = useState<Status>('idle');
  if (!shown) return null;

  const share = async () => {
    const model = pictureModel(now(), select, words, window.location.href);
    if (!model) return;
    try {
      // The drawing is loaded when first asked for: the page's first load carries none of it.
      const { pictureBlob } = await import('./share-picture.ts');
      const blob = await pictureBlob(model);
      const file = new File([blob], `${words.w.fileName}.png`, { type: 'image/png' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: document.title, url: model.address });
          setStatus('saved');
          return;
        } catch (e) {
          // The player closed the sheet: nothing more to do. Any other refusal: save the file instead.
          if (e instanceof DOMException && e.name === 'AbortError') return;
        }
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span className="picture-share">
      <button type="button" className="share-button picture-button" title={words.w.pictureTitle} onClick={() => void share()}>
        {words.w.picture}
      </button>
      <span aria-live="polite" className="picture-status">
        {status === 'saved' && words.w.pictureSaved}
        {status === 'failed' && words.w.pictureFailed}
      </span>
    </span>
  );
}
