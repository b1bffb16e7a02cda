/**
 * Positions as the page sends them to the worker (protocol.ts): a hand's text read against a table and
 * packed (packPosition), so a test names its position in notation and the worker gets values.
 */
import { packPosition, parsePosition, parseTable } from '../../src/engine/light.ts';
import type { Form, PackedPosition, TableInput } from '../../src/engine/light.ts';
import type { AnalyzeRequest } from '../../src/worker/protocol.ts';

/**
 * A hand's text read against a table (a real game when one is given, Tenhou's page otherwise) and packed;
 * any tile count is read (a hand the worker is to refuse), a text that does not read at all is the test's mistake.
 */
export function packed(hand: string, table?: TableInput): PackedPosition {
  const read = parseTable(table ?? {});
  if (!read.ok) throw new Error(`not a table: ${JSON.stringify(read.error)}`);
  const position = parsePosition(hand, read.value, { partial: true });
  if (!position.ok) throw new Error(`not a hand: ${hand}: ${JSON.stringify(position.error)}`);
  return packPosition(position.value, { real: table !== undefined });
}

/** The analysis (or two-step) question of a hand: the position packed (a real game when a table is given), and the form. */
export function analyzeRequest(hand: string, form: Form = 'standard', table?: TableInput): AnalyzeRequest {
  return { position: packed(hand, table), form };
}

/** The position the page asks about for a hand's text on a table: the page's table is always a real game's, even empty. */
export function pagePosition(hand: string, table: TableInput = {}): PackedPosition {
  return packed(hand, table);
}

/**
 * The tile codes of plain mpsz (digits, then their suit), written without any check: a position the
 * page would never send (a fifth copy, 2m-8m with three players), for the worker to refuse.
 */
export function codesOf(text: string): number[] {
  const codes: number[] = [];
  for (const [, digits, suit] of text.matchAll(/(\d+)([mpsz])/g)) {
    const s = 'mpsz'.indexOf(suit!);
    for (const d of digits!) codes.push(d === '0' ? 34 + s : s * 9 + Number(d) - 1);
  }
  return codes;
}

/** The text of tile codes in their order (codesOf's inverse), consecutive tiles of one suit under one letter; no check. */
export function textOfCodes(codes: readonly number[]): string {
  let text = '';
  codes.forEach((code, i) => {
    const suit = code >= 34 ? code - 34 : Math.floor(code / 9);
    text += code >= 34 ? '0' : String((code % 9) + 1);
    const next = codes[i + 1];
    if (next === undefined || (next >= 34 ? next - 34 : Math.floor(next / 9)) !== suit) text += 'mpsz'[suit];
  });
  return text;
}
