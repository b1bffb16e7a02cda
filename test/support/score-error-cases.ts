/** The score and probability errors and the worker's failures as they are given, for the tests of the faces that write them. */
import type { ProbabilityError, ScoreError } from '../../src/engine/index.ts';
import type { WorkerFailure } from '../../src/worker/protocol.ts';

/** One error of every code (and every variant its data gives a sentence of its own). */
export const SCORE_ERROR_CASES: ScoreError[] = [
  { code: 'not-complete', tiles: 13 },
  { code: 'not-complete', tiles: 14 },
  { code: 'win-not-in-hand', win: 22, red: false },
  { code: 'win-not-in-hand', win: 22, red: true },
  { code: 'win-not-in-hand', win: 40, red: false },
  { code: 'invalid-by', by: 'draw' },
  { code: 'invalid-wind', field: 'round', wind: 'X' },
  { code: 'invalid-wind', field: 'seat', wind: 'Q' },
  { code: 'invalid-riichi', riichi: 'triple' },
  { code: 'riichi-open-hand' },
  { code: 'ippatsu-without-riichi' },
  { code: 'rinshan-on-ron' },
  { code: 'rinshan-without-kan' },
  { code: 'chankan-on-tsumo' },
  { code: 'chankan-copy-held', tile: 28 },
  { code: 'last-tile-with-kan', with: 'rinshan' },
  { code: 'last-tile-with-kan', with: 'chankan' },
  { code: 'first-draw-on-ron' },
  { code: 'first-draw-with-meld' },
  { code: 'first-draw-after', after: 'riichi' },
  { code: 'first-draw-after', after: 'last' },
  { code: 'first-draw-after', after: 'rinshan' },
  { code: 'too-many-indicators', field: 'dora', count: 6 },
  { code: 'too-many-indicators', field: 'ura', count: 7 },
  { code: 'invalid-indicator', field: 'ura', indicator: 34 },
  { code: 'invalid-count', field: 'honba', value: -1 },
  { code: 'invalid-count', field: 'sticks', value: 0.5 },
  { code: 'invalid-count', field: 'nuki', value: -2 },
  { code: 'nuki-four-players', nuki: 1 },
];

/** One probability error of every code, as the engine gives them (the tile a shared engine tile). */
export const PROBABILITY_ERROR_CASES: ProbabilityError[] = [
  { code: 'not-a-discard-hand', tiles: 13 },
  { code: 'too-many-plain-fives', kind: 13 },
  { code: 'too-many-copies', tile: { kind: 22, red: true } },
  { code: 'too-large', maxStates: 500_000 },
  { code: 'cancelled' },
  { code: 'invalid-option', option: 'tenpaiPayment', value: -1000 },
  { code: 'invalid-option', option: 'tenpaiPayment', value: NaN },
  { code: 'invalid-option', option: 'tenpaiPayment', value: Infinity },
  { code: 'invalid-option', option: 'honba', value: 1.5 },
  { code: 'invalid-option', option: 'sticks', value: -1 },
];

/** One worker failure of every code, as the worker and its client give them (a detail is an exception's own text, quoted as it is). */
export const WORKER_FAILURE_CASES: WorkerFailure[] = [
  { code: 'engine-exception', kind: 'analyze', detail: 'RangeError' },
  { code: 'worker-stopped', detail: 'OOM' },
  { code: 'worker-stopped', detail: '' },
  { code: 'worker-unreadable' },
  { code: 'worker-timeout', seconds: 30 },
  { code: 'worker-closed' },
  { code: 'log-not-read', session: 3 },
];
