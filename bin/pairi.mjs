#!/usr/bin/env node
/**
 * The `pairi` command as installed (package.json "bin"): runs the built command line,
 * dist-node/cli/main.js. In a fresh clone nothing is built yet, and a missing bin made `npx pairi`
 * print only "sh: 1: pairi: not found"; this says what to run instead.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const main = fileURLToPath(new URL('../dist-node/cli/main.js', import.meta.url));
if (existsSync(main)) {
  await import(pathToFileURL(main).href);
} else {
  process.stderr.write(
    'pairi: the command line is not built yet (no dist-node/cli/main.js).\n' +
      'Run `npm run build` in the repository first, then `npx pairi` again.\n',
  );
  process.exitCode = 1;
}
