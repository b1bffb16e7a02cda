// What the repository's text cites, it holds: every document (a .md file) and every file of the project
// (src/, test/, docs/, scripts/, bench/, bin/, public/) that a source, test, script or document names
// exists, so a comment never sends its reader to a document they cannot open or to a file that moved.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's text files: what git tracks, less the lock file and the generated tables and images. */
const FILES = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|json|css|html)$|^\.ci\//.test(f))
  .filter((f) => f !== 'package-lock.json' && !f.includes('/generated/'));

/** A document named anywhere, from the root or from the citing file: `docs/rules.md`, `../README.md`. */
const DOCUMENT = /(?<![\w./-])[\w./-]*[\w-]\.md\b/g;
/** A file of the project named by its path from the root: `test/engine/core/position.test.ts`. */
const PROJECT_FILE = /(?<![\w./-])(?:src|test|docs|scripts|bench|bin|public)\/[\w./-]*[\w-]\.(?:ts|tsx|mjs|js|md|json|css|svg|html)\b/g;

/** Every citation that names nothing in the repository, as `file: name`. */
function missing(pattern: RegExp, resolves: (file: string, name: string) => boolean): string[] {
  const out: string[] = [];
  for (const file of FILES) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [name] of text.matchAll(pattern)) if (!resolves(file, name)) out.push(`${file}: ${name}`);
  }
  return out;
}

describe('files the repository cites', () => {
  test('the check reads the sources, the tests and the documents', () => {
    for (const file of ['src/engine/index.ts', 'test/readme.test.ts', 'docs/rules.md', 'eslint.config.js', 'bench/bench.mjs']) {
      expect(FILES).toContain(file);
    }
  });

  test('every document cited is in the repository (from the root, or from the citing file)', () => {
    const found = (file: string, name: string) => existsSync(join(ROOT, name)) || existsSync(join(ROOT, dirname(file), name));
    expect(missing(DOCUMENT, found)).toEqual([]);
  });

  test('every project file cited by its path from the root is in the repository', () => {
    expect(missing(PROJECT_FILE, (_file, name) => existsSync(join(ROOT, name)))).toEqual([]);
  });
});
