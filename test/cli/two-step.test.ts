/**
 * pairi --two-step: the two-step figures beside each discard, in the table and in --json, with every
 * table option. The figures themselves are the engine's twoStep(), which test/engine/analysis/two-step.test.ts
 * checks against an independent reference; here the command line must carry them whole and in place.
 */
import { describe, expect, test } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { parsePosition, parseTable, tileCode, twoStep } from '../../src/engine/index.ts';
import { refTwoStep } from '../support/two-step-reference.ts';

async function pairi(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(
    argv,
    '',
    (t) => (stdout += t),
    (t) => (stderr += t),
  );
  return { code, stdout, stderr };
}

interface JsonRow {
  discard: string;
  shanten: number;
  count: number;
  nextAverage: number | null;
  improvements: { tiles: string[]; count: number };
  improvedAverage: number | null;
  goodShape: { good: number; bad: number } | null;
}

const ONE_SHANTEN = '123456m2378p5599s';

/** The rows printed are twoStep's, in its order. */
function engineAgrees(position: Parameters<typeof twoStep>[0], rows: JsonRow[]): boolean {
  const engine = twoStep(position).rows;
  return (
    JSON.stringify(rows.map((r) => [r.discard, r.nextAverage, r.improvedAverage])) ===
    JSON.stringify(engine.map((r) => [tileCode(r.discard.kind), r.nextAverage, r.improvedAverage]))
  );
}

describe('pairi --two-step --json', () => {
  test('each discard carries nextAverage, improvements (mpsz codes), improvedAverage and goodShape, equal to the reference', async () => {
    const { code, stdout } = await pairi(['--two-step', '--json', ONE_SHANTEN]);
    expect(code).toBe(0);
    const obj = JSON.parse(stdout);
    const rows = obj.discards as JsonRow[];
    expect(Object.keys(rows[0]!)).toEqual([
      'discard',
      'shanten',
      'tiles',
      'count',
      'nextAverage',
      'improvements',
      'improvedAverage',
      'goodShape',
    ]);
    const table = parseTable({});
    if (!table.ok) throw new Error('table');
    const position = parsePosition(ONE_SHANTEN, table.value);
    if (!position.ok) throw new Error('hand');
    const ref = new Map(refTwoStep(position.value.hand).map((r) => [tileCode(r.discard), r]));
    for (const row of rows) {
      const want = ref.get(row.discard)!;
      expect(row.count).toBe(want.count);
      expect(row.improvements).toEqual({ tiles: want.improvements.tiles.map((k) => tileCode(k)), count: want.improvements.count });
      expect(row.goodShape).toEqual(want.goodShape);
      expect(row.nextAverage).toBeCloseTo(want.nextAverage!, 12);
      expect(row.improvedAverage).toBeCloseTo(want.improvedAverage!, 12);
    }
    // 5s and 9s wait on 1-4p and 6-9p two-sided: every effective draw reaches a good shape.
    expect(rows[0]).toMatchObject({ discard: '5s', count: 16, nextAverage: 8, goodShape: { good: 16, bad: 0 } });
  });

  test('with melds, --seen, --dora and --players 3 the figures count what the table shows', async () => {
    const hand = '19m11z2p3p5s6s (111p) (999p)';
    const { code, stdout } = await pairi(['--two-step', '--json', '--seen', '1m2p', '--dora', '9s', '--players', '3', hand]);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout).discards as JsonRow[];
    const table = parseTable({ seen: '1m2p', dora: '9s', players: 3 });
    if (!table.ok) throw new Error('table');
    const position = parsePosition(hand, table.value);
    if (!position.ok) throw new Error('hand');
    // Seen: 1m, 2p and the indicator 9s.
    const seen = Array.from({ length: 34 }, (_, k) => (k === 0 || k === 10 || k === 26 ? 1 : 0));
    const ref = new Map(refTwoStep(position.value.hand, { seen, players: 3 }).map((r) => [tileCode(r.discard), r]));
    expect(rows).toHaveLength(ref.size);
    for (const row of rows) {
      const want = ref.get(row.discard)!;
      expect([row.shanten, row.count, row.improvements.count, row.goodShape], row.discard).toEqual([
        want.shanten,
        want.count,
        want.improvements.count,
        want.goodShape,
      ]);
      if (want.nextAverage === null) expect(row.nextAverage).toBeNull();
      else expect(row.nextAverage).toBeCloseTo(want.nextAverage, 12);
    }
    expect(engineAgrees(position.value, rows)).toBe(true);
  });

  test('without --two-step the JSON is as before: no two-step fields', async () => {
    const rows = JSON.parse((await pairi(['--json', ONE_SHANTEN])).stdout).discards as object[];
    expect(Object.keys(rows[0]!)).toEqual(['discard', 'shanten', 'tiles', 'count']);
  });
});

describe('pairi --two-step (table)', () => {
  test('next, improve and 好形 columns on every row, aligned with the head; "-" where a figure does not apply', async () => {
    const { code, stdout } = await pairi(['--two-step', ONE_SHANTEN]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(/^ {2}discard {2}shanten {2}count {3}next {2}improve {2}好形 {11}effective tiles/);
    expect(lines[2]).toBe('  5s             1     16   8.00       14  16+0 100%      1469p');
    expect(lines).toContain('  -- these discards raise the shanten --');
    const raised = lines.slice(lines.indexOf('  -- these discards raise the shanten --') + 1);
    for (const line of raised) expect(line).toMatch(/^ {2}\d[mpsz] +2 +\d+ +\d+\.\d\d +\d+ {2}- +/);
  });

  test('--two-step with --format tenhou or --shanten is a usage error (exit 2)', async () => {
    for (const mode of [['--format', 'tenhou'], ['--shanten']]) {
      const { code, stdout, stderr } = await pairi(['--two-step', ...mode, ONE_SHANTEN]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^pairi: --two-step and --(format tenhou|shanten) cannot be combined/);
    }
  });
});
