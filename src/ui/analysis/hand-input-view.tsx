/** The hand field wired to the store: the text as typed, its mistake, what a long paste lost, full-width read as half-width. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectDraftCut, selectDraftError, selectDraftHalfWidth } from '../../store/selectors.ts';
import { HandInputPanel } from './hand-input-panel.tsx';

/** The hand field, as the page shows it. */
export function HandInputView() {
  const { setDraft, clear } = useActions();
  const draft = useAppStore((s) => s.draft);
  const error = useAppStore(selectDraftError);
  const cut = useAppStore(selectDraftCut);
  const halfWidth = useAppStore(selectDraftHalfWidth);
  return <HandInputPanel draft={draft} error={error} cut={cut} halfWidth={halfWidth} onChange={setDraft} onClear={clear} />;
}
