/** The hand field wired to the store: the text as typed, its mistake, what a long paste lost, what the text was read as. */
import { useActions, useAppStore } from '../../store/app-store-provider.tsx';
import { selectDraftCut, selectDraftError, selectDraftReading } from '../../store/selectors.ts';
import { HandInputPanel } from './hand-input-panel.tsx';

/** The hand field, as the page shows it. */
export function HandInputView() {
  const { setDraft, clear } = useActions();
  const draft = useAppStore((s) => s.draft);
  const error = useAppStore(selectDraftError);
  const cut = useAppStore(selectDraftCut);
  const reading = useAppStore(selectDraftReading);
  return <HandInputPanel draft={draft} error={error} cut={cut} reading={reading} onChange={setDraft} onClear={clear} />;
}
