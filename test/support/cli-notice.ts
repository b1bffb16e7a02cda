/**
 * The line a run of the one grammar's mode flags (--score, --probabilities, --call) writes first on
 * stderr: they still work, and which command replaces them (test/cli/commands.test.ts checks its words).
 * Tests of those flags take it off to check the rest of stderr as before, and check it is said at most once.
 */
import { expect } from 'vitest';

const NOTICE = /^pairi: --[a-z]+( and --[a-z]+)* still works?; the command is now 'pairi [a-z]+' \(see 'pairi [a-z]+ --help'\)\n/;

/** Stderr without the notice, which is said at most once and first. */
export function withoutNotice(stderr: string): string {
  const rest = stderr.replace(NOTICE, '');
  expect(rest).not.toMatch(/still works?; the command is now/);
  return rest;
}
