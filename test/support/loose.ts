/**
 * An analysis read without narrowing on its kind, for assertions: a field that belongs to another kind
 * reads as undefined (the object simply has no such field), so a test can say "a 14-tile hand has no
 * effective-tile row" as `expect(a.effective).toBeUndefined()`.
 */
import type { Analysis, AnalysisBase, CompleteAnalysis, DiscardAnalysis, DrawAnalysis } from '../../src/engine/index.ts';

type Own<T> = Omit<T, 'kind' | keyof AnalysisBase>;

export type LooseAnalysis = AnalysisBase &
  Pick<Analysis, 'kind'> &
  Partial<Own<DiscardAnalysis> & Own<CompleteAnalysis> & Own<DrawAnalysis>>;

export const loose = (analysis: Analysis): LooseAnalysis => analysis;
