// Placeholder: replaced by the notation module (parseHand / formatHand / parseTiles).
import type { Hand, ParseError, Result, Counts } from './types.ts';
export function parseHand(_text: string, _options?: { seen?: Counts }): Result<Hand, ParseError> {
  throw new Error('not implemented');
}
export function formatHand(_hand: Hand): string {
  throw new Error('not implemented');
}
export function parseTiles(_text: string): Result<{ counts: Counts; red: Uint8Array; tiles: number[] }, ParseError> {
  throw new Error('not implemented');
}
