/**
 * Tenhou's own download format, the mjlog XML (docs/mjlog.md), read into the game-log model
 * (game-log.ts) and written back from it.
 *
 * An mjlog is one root element, `mjloggm`, holding a flat run of empty tags: the rules (GO), the names
 * (UN), then per kyoku its deal (INIT) and its moves, each a tag whose name carries the data (`<T12/>` is
 * seat 0 drawing tile 12). Tiles are ids 0-135, four per kind (tiles.ts); a call is a 16-bit field
 * (meld.ts). The files, one concept each: the format's tables (format.ts), the tag scanner (scanner.ts),
 * the attributes' values (values.ts), the reader (reader.ts) and the writer (writer.ts).
 */
export { MJLOG_YAKU } from './format.ts';
export { tileOfId } from './tiles.ts';
export { decodeMeld, encodeMeld } from './meld.ts';
export type { MjlogMeld } from './meld.ts';
export { readMjlog } from './reader.ts';
export { writeMjlog } from './writer.ts';
