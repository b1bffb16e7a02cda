// Placeholder: replaced by the table-driven shanten module.
import type { Hand, ShantenResult } from './types.ts';
export function shanten(_hand: Hand): ShantenResult {
  throw new Error('not implemented');
}
