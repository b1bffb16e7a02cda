/**
 * The package version for `pairi --version`, read from package.json at run time so it can never
 * drift from the published number. src/cli/ and dist-node/cli/ both sit two levels below the
 * package root, so one relative URL serves the sources (tsx, tests) and the build alike.
 */
import { readFileSync } from 'node:fs';

/** The "version" field of the package.json two folders above this file. */
export function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const version: unknown = (JSON.parse(text) as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error('package.json has no "version" string');
  return version;
}
