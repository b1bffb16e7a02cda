// Placeholder: replaced by the decomposition module.
import type { Counts, Hand, Decomposition, WaitShape, Group } from './types.ts';
export function isAgari(_counts: Counts): boolean {
  throw new Error('not implemented');
}
export function decompose(_hand: Hand): Decomposition[] {
  throw new Error('not implemented');
}
export function waitShapes(_hand: Hand): WaitShape[] {
  throw new Error('not implemented');
}
export function formatGroups(_groups: Group[]): string {
  throw new Error('not implemented');
}
export function formatDecomposition(_d: Decomposition): string {
  throw new Error('not implemented');
}
export function formatWaitShape(_w: WaitShape): string {
  throw new Error('not implemented');
}
