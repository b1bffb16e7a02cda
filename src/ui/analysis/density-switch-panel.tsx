/** The switch between the readable discard table and the compact one (one line per discard). */
import './analysis.css';
import type { TableDensity } from '../../store/density.ts';
import { useAnalysisMessages } from './analysis-messages.ts';

export interface DensitySwitchPanelProps {
  density: TableDensity;
  onChange(density: TableDensity): void;
}

/** A toggle button: pressed = compact. */
export function DensitySwitchPanel({ density, onChange }: DensitySwitchPanelProps) {
  const a = useAnalysisMessages();
  const compact = density === 'compact';
  return (
    <button type="button" className="density-switch" aria-pressed={compact} onClick={() => onChange(compact ? 'comfortable' : 'compact')}>
      {a.compactTable}
    </button>
  );
}
