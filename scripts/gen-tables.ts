/**
 * Writes src/engine/shanten/generated/suit-values.ts: the per-suit shanten table, base64-encoded, so the engine
 * starts in milliseconds instead of building it (about 0.2 s) at start-up. Run: npm run gen:tables.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSuitValues } from '../src/engine/shanten/suit-table-builder.ts';
import { suitValuesModule } from './suit-values-module.ts';

const target = fileURLToPath(new URL('../src/engine/shanten/generated/suit-values.ts', import.meta.url));
writeFileSync(target, suitValuesModule(buildSuitValues()));
console.log(`wrote ${target}`);
