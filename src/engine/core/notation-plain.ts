/**
 * Pasted text as plain mpsz, before any reading: what the page writes in its address and its field when
 * a player pastes a Tenhou link, full-width text, kanji or Unicode tiles. Each token of the text
 * (notation-tokens.ts) becomes its plain form in the order typed; nothing is checked here, so a text
 * that is no hand stays one (its mistake is the reader's to name, at the same place).
 */
import { SUITS, rankOf, suitOf } from './tiles.ts';
import { CLOSE, DIGIT, OPEN, SPACE, SUIT, TILE, halfWidthCode, nextToken, readerOf, type Reader } from './notation-tokens.ts';

/** The text with the notation's full-width characters in their half-width forms, each in its place. */
export function toHalfWidth(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(halfWidthCode(text.charCodeAt(i)));
  return out;
}

/**
 * The text as plain mpsz, in its own order: what the reader reads, each token in its plain form (a
 * Tenhou link's hand alone, `１` as 1, `M` as m, `東東` as 11z, `🀇🀈` as 12m), separators dropped. A
 * character the reader cannot read is kept as typed, so a text that is no hand never turns into one.
 */
export function toMpsz(text: string): string {
  const found = readerOf(text);
  const r = found === 'no-hand' ? (readerOf(text, true) as Reader) : found;
  let out = '';
  let digits = false; // digits written and waiting for their suit letter
  let wholeSuit = -1; // the suit of the whole tiles written and waiting for their letter
  while (r.at < r.end) {
    nextToken(r);
    if (wholeSuit >= 0 && !(r.type === TILE && suitOf(r.value) === wholeSuit)) {
      out += SUITS[wholeSuit];
      wholeSuit = -1;
    }
    switch (r.type) {
      case DIGIT:
        out += r.value;
        digits = true;
        break;
      case SUIT:
        out += SUITS[r.value];
        digits = false;
        break;
      case TILE:
        // After digits still waiting for their letter, the tile stays as typed: the text has a mistake there.
        if (digits) out += r.text.slice(r.start, r.at);
        else {
          out += rankOf(r.value);
          wholeSuit = suitOf(r.value);
        }
        break;
      case SPACE:
        break;
      case OPEN:
      case CLOSE:
        out += String.fromCharCode(r.value);
        break;
      default:
        out += r.text.slice(r.start, r.at);
    }
  }
  if (wholeSuit >= 0) out += SUITS[wholeSuit];
  return out;
}
