/** Writes src/ui/tiles/generated/tile-faces.css from the tile art. Run: npm run gen:tiles. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tileFacesCss } from './tile-faces-css.tsx';

const target = fileURLToPath(new URL('../src/ui/tiles/generated/tile-faces.css', import.meta.url));
writeFileSync(target, tileFacesCss());
console.log(`wrote ${target}`);
