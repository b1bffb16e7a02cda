/**
 * The tag scanner. An mjlog is one root element, `mjloggm`, holding a flat run of empty tags: the rules
 * (GO), the names (UN), then per kyoku its deal (INIT) and its moves, each a tag whose name carries the
 * data (`<T12/>` is seat 0 drawing tile 12). The engine has no DOM, and an XML parser would buy nothing
 * here, so this small scanner reads the tags in one pass, each to its `/>`, and refuses anything an mjlog
 * cannot hold (text between tags, a tag cut short). It never throws: it gives the place of a fault, and
 * the reader names it, so a few megabytes of junk are refused in one linear pass.
 */

export interface Tag {
  name: string;
  /** Attribute names lower-cased (Tenhou writes `fromWho`, `doraHaiUra`; some tools lower-case them). */
  attrs: ReadonlyMap<string, string>;
  /** `</name>`. */
  closing: boolean;
  /** `<name .../>`. */
  empty: boolean;
  start: number;
  end: number;
}

export type Scan = Tag | { fault: number } | null;

/** The attributes of the many tags that have none (draws and discards), shared. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function isNameChar(c: number, first: boolean): boolean {
  return (
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x5f ||
    c === 0x3a ||
    (!first && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e))
  );
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with its character and entity references replaced; an unknown one is kept as written. */
function unescapeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#[0-9]{1,8}|#x[0-9a-fA-F]{1,6}|[a-z]{2,4});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The next tag from `pos`: whitespace, the XML declaration, comments and a doctype are skipped;
 * null at the end of the text; a fault at the place of anything else (text outside a tag, a tag cut
 * short or malformed).
 */
export function scanTag(text: string, pos: number): Scan {
  const n = text.length;
  for (;;) {
    while (pos < n && (isSpace(text.charCodeAt(pos)) || (pos === 0 && text.charCodeAt(0) === 0xfeff))) pos++;
    if (pos >= n) return null;
    if (text.charCodeAt(pos) !== 0x3c) return { fault: pos };
    const skipTo = text.startsWith('<?', pos) ? '?>' : text.startsWith('<!--', pos) ? '-->' : text.startsWith('<!', pos) ? '>' : null;
    if (skipTo === null) break;
    const close = text.indexOf(skipTo, pos + 2);
    if (close < 0) return { fault: pos };
    pos = close + skipTo.length;
  }
  const start = pos;
  let i = pos + 1;
  const closing = text.charCodeAt(i) === 0x2f;
  if (closing) i++;
  const nameStart = i;
  if (!isNameChar(text.charCodeAt(i), true)) return { fault: start };
  while (i < n && isNameChar(text.charCodeAt(i), false)) i++;
  const name = text.slice(nameStart, i);
  let attrs: Map<string, string> | null = null;
  for (;;) {
    const spaced = i < n && isSpace(text.charCodeAt(i));
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) return { fault: start };
    const c = text.charCodeAt(i);
    if (c === 0x3e) return { name, attrs: attrs ?? NO_ATTRIBUTES, closing, empty: false, start, end: i + 1 };
    if (c === 0x2f && !closing) {
      if (text.charCodeAt(i + 1) !== 0x3e) return { fault: start };
      return { name, attrs: attrs ?? NO_ATTRIBUTES, closing, empty: true, start, end: i + 2 };
    }
    if (closing || !spaced || !isNameChar(c, true)) return { fault: start };
    const keyStart = i;
    while (i < n && isNameChar(text.charCodeAt(i), false)) i++;
    const key = text.slice(keyStart, i).toLowerCase();
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 0x3d) return { fault: start };
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const quote = text.charCodeAt(i);
    if (quote !== 0x22 && quote !== 0x27) return { fault: start };
    const close = text.indexOf(quote === 0x22 ? '"' : "'", i + 1);
    if (close < 0) return { fault: start };
    attrs ??= new Map();
    attrs.set(key, unescapeXml(text.slice(i + 1, close)));
    i = close + 1;
  }
}
