// Placeholder: replaced by the analysis module.
import type { Analysis, AnalyzeOptions, Hand } from './types.ts';
export function analyze(_hand: Hand, _options?: AnalyzeOptions): Analysis {
  throw new Error('not implemented');
}
