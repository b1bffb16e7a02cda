// The public face `pairi/engine` (src/engine/index.ts): a core of at most 50 runtime names at the top level, the
// rest in namespaces, and nothing the light face offers the page is out of reach of a user of the full face.
import { describe, expect, test } from 'vitest';
import * as engine from '../../src/engine/index.ts';
import * as light from '../../src/engine/light.ts';

/** Each namespace and the members it must hold (the functions and constants themselves are checked below). */
const NAMESPACES: Record<string, readonly string[]> = {
  tiles: [
    'FIVES',
    'TERMINALS_AND_HONORS',
    'isTerminalOrHonor',
    'isRedFive',
    'tileOf',
    'discardedTile',
    'tileNameJa',
    'formatKinds',
    'formatKindsLong',
    'formatMeld',
    'toHalfWidth',
    'toMpsz',
    'MAX_HAND_TILES',
    'readTiles',
    'concealedCount',
    'tileCount',
    'handCounts',
    'setsToForm',
    'handFromCounts',
  ],
  table: [
    'MAX_INDICATORS',
    'NORTH',
    'setSize',
    'isMissingInThreePlayer',
    'doraCounts',
    'tableCounts',
    'tableRed',
    'visibleCounts',
    'looseTable',
    'packPosition',
    'unpackPosition',
    'tileCodeOf',
  ],
  game: [
    'seatsOf',
    'placeName',
    'seatOfPlaceName',
    'nextSeat',
    'dealerSeat',
    'windOfSeat',
    'replayGame',
    'gameTiles',
    'gameTilesLessOffer',
    'countTiles',
    'tableTurn',
    'callTurn',
    'genbutsuOf',
    'riichiSeats',
    'formatMoves',
    'parseMoves',
    'readRivers',
    'handAfterMove',
    'handBeforeMove',
    'safetyClass',
    'safetyRank',
    'safetyAgainst',
    'callOptions',
    'kanOptions',
    'readGameLog',
    'MAX_LOG_CHARS',
    'readTenhouJson',
    'writeTenhouJson',
    'readMjlog',
    'writeMjlog',
    'kyokuName',
    'winPoints',
    'logOverview',
    'replayKyoku',
    'checkLog',
    'seatWind',
    'reviewKyoku',
    'reviewGame',
    'positionOf',
    'viewOf',
    'logSeatOf',
    'momentWriter',
    'measured',
    'unmeasured',
    'chosenEntry',
  ],
  rules: ['SCORE_RULE_NAMES', 'sameRules', 'presetOf', 'readRules', 'situationError', 'yakuhaiKinds', 'paymentShares'],
  edit: [
    'canAddTile',
    'addTile',
    'removeTile',
    'removeLastTile',
    'drawnCopy',
    'discardAndDraw',
    'addMeld',
    'removeMeld',
    'dealHand',
    'handLayout',
    'formatHandWithDraw',
    'asWritten',
    'addSeen',
    'removeSeen',
    'addIndicator',
    'removeIndicator',
    'sameTile',
    'compareTiles',
    'tileSet',
    'tilesLeft',
    'copiesOf',
    'wallOf',
    'shuffled',
    'tilesOf',
    'handOf',
  ],
  random: ['seededRandom', 'randomBelow', 'randomFrom', 'parseSeed', 'seedFrom', 'MAX_SEED'],
  practice: [
    'chinitsuTable',
    'chinitsuPool',
    'chinitsuWaitMask',
    'chinitsuCounts',
    'sampleChinitsuIndex',
    'dealChinitsu',
    'chinitsuQuestion',
    'judgeChinitsuAnswer',
    'quizSuitIndex',
    'readQuizHand',
    'dealPointsQuestion',
    'judgePointsAnswer',
    'paymentFigures',
    'DRILL_DEAL',
    'DRILL_DRAWS',
    'formatDrillDiscards',
    'readDrillDiscards',
    'drillDiscardError',
    'drillWall',
    'startDrill',
    'drillDiscard',
    'playDrill',
  ],
  tenhou: ['shanten', 'regularShanten', 'holdsFourOfAKind', 'formatText', 'handReport', 'discardOrder', 'linkOf'],
};

/** Tenhou's names lose their prefix in the namespace; the light face keeps the flat names. */
const TENHOU_FLAT: Record<string, string> = { tenhouDiscardOrder: 'discardOrder', tenhouLinkOf: 'linkOf' };

const members = (ns: string): Record<string, unknown> => (engine as unknown as Record<string, Record<string, unknown>>)[ns];

describe('pairi/engine', () => {
  test('the top level holds at most 50 runtime names', () => {
    expect(Object.keys(engine).length).toBeLessThanOrEqual(50);
  });

  test('the core most users call is at the top level', () => {
    for (const name of [
      'parseHand',
      'formatHand',
      'parseTiles',
      'tileCode',
      'kindOfCode',
      'tileName',
      'suitOf',
      'rankOf',
      'KINDS',
      'WINDS',
      'emptyTable',
      'parseTable',
      'parsePosition',
      'copiesLeft',
      'doraOf',
      'shanten',
      'analyze',
      'twoStep',
      'decompose',
      'waitShapes',
      'isComplete',
      'score',
      'waitValues',
      'probabilities',
      'yakuChances',
      'basePoints',
      'payments',
      'DEFAULT_ROUND',
      'DEFAULT_SEAT',
      'DEFAULT_PROBABILITY_OPTIONS',
      'DEFAULT_SCORE_RULES',
      'TENHOU_RULES',
      'MAHJONG_SOUL_RULES',
    ])
      expect(engine, name).toHaveProperty(name);
  });

  test("the names follow docs/rules.md's word list: complete, not agari", () => {
    expect(engine).toHaveProperty('isComplete');
    expect(engine).not.toHaveProperty('isAgari');
  });

  test.each(Object.entries(NAMESPACES))('the namespace %s holds its members and nothing else', (ns, names) => {
    const space = members(ns);
    expect(space, ns).toBeDefined();
    for (const name of names) expect(space[name], `${ns}.${name}`).toBeDefined();
    expect(Object.keys(space).sort()).toEqual([...names].sort());
  });

  test('a function or table is in one place: no namespace repeats the top level or another namespace', () => {
    const seen = new Map<unknown, string>();
    const shared = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null);
    for (const [name, value] of Object.entries(engine)) if (!(name in NAMESPACES)) seen.set(value, name);
    for (const ns of Object.keys(NAMESPACES))
      for (const [name, value] of Object.entries(members(ns))) {
        if (!shared(value)) continue;
        expect(seen.get(value), `${ns}.${name}`).toBeUndefined();
        seen.set(value, `${ns}.${name}`);
      }
  });

  test('everything of the light face is reachable from the full face, as the same value', () => {
    for (const [name, value] of Object.entries(light)) {
      const ns = Object.keys(NAMESPACES).find(
        (n) => NAMESPACES[n].includes(TENHOU_FLAT[name] ?? name) && (n === 'tenhou') === name in TENHOU_FLAT,
      );
      const found = ns ? members(ns)[TENHOU_FLAT[name] ?? name] : (engine as Record<string, unknown>)[name];
      expect(found, name).toBe(value);
    }
  });
});
