import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { decodeBase64, packClasses, unpackClasses } from '../../../src/engine/shanten/table-format.ts';

describe('table format', () => {
  test('decodeBase64 gives back any bytes Node encoded, whatever their length (padding or none)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64');
        expect([...decodeBase64(text, bytes.length)]).toEqual([...bytes]);
      }),
    );
  });

  test('the classes survive packing: 16-bit head and tail classes, then the ids', () => {
    const headClass = Uint16Array.from({ length: 3125 }, (_, i) => (i * 7919) % 700);
    const tailClass = Uint16Array.from({ length: 625 }, (_, i) => (i * 31) % 320);
    const classIds = Uint8Array.from({ length: 700 * 320 }, (_, i) => (i * 13) % 126);
    const back = unpackClasses(packClasses({ headClass, tailClass, tailClassCount: 320, classIds }), 320);
    expect([...back.headClass]).toEqual([...headClass]);
    expect([...back.tailClass]).toEqual([...tailClass]);
    expect(Buffer.from(back.classIds).equals(Buffer.from(classIds))).toBe(true);
  });
});
