// Placeholder: replaced by the Tenhou text module.
import type { Analysis, Hand } from './types.ts';
export function formatTenhouText(_input: string, _hand: Hand, _analysis: Analysis): string {
  throw new Error('not implemented');
}
