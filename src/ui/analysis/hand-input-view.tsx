/** The hand field wired to the store: the text as typed, its mistake, what a long paste lost, what the text was read as. */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { HandInputPanel } from './hand-input-panel.tsx';

/** The hand field, as the page shows it. */
export function HandInputView() {
  const select = useSelect();
  const { setDraft, clear } = useActions();
  const draft = useAppStore((s) => s.draft);
  const error = useAppStore(select.draftError);
  const cut = useAppStore(select.draftCut);
  const reading = useAppStore(select.draftReading);
  return <HandInputPanel draft={draft} error={error} cut={cut} reading={reading} onChange={setDraft} onClear={clear} />;
}
