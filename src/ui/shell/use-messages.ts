/** The current language's words, for components. */
import { useLang } from '../../store/app-store-provider.tsx';
import { messagesFor, type Messages } from './messages.ts';

/** Messages of the language chosen in the store. */
export function useMessages(): Messages {
  return messagesFor(useLang());
}
