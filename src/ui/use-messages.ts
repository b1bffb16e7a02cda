/** The current language's words, for components. */
import { useAppStore } from '../store/app-store-provider.tsx';
import { messagesFor, type Messages } from './messages.ts';

/** Messages of the language chosen in the store. */
export function useMessages(): Messages {
  return messagesFor(useAppStore((s) => s.lang));
}
