/** The hand field wired to the store: the text as typed, its mistake, and what a long paste lost. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectDraftCut, selectDraftError } from '../../store/selectors.ts';
import { HandInputPanel } from './hand-input-panel.tsx';

/** The hand field, as the page shows it. */
export function HandInputView() {
  const { setDraft, clear } = useActions();
  const draft = useAppStore((s) => s.draft);
  const error = useAppStore(selectDraftError);
  const cut = useAppStore(selectDraftCut);
  return <HandInputPanel draft={draft} error={error} cut={cut} onChange={setDraft} onClear={clear} />;
}
