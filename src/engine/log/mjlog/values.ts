/** The values of the mjlog's attributes (docs/mjlog.md): numbers, lists of them, points in hundreds, names. */

/** A whole number written with digits only, or undefined. */
export function wholeNumber(s: string | undefined): number | undefined {
  return s !== undefined && /^[0-9]{1,9}$/.test(s) ? Number(s) : undefined;
}

/** A comma-separated list of whole numbers ('' is the empty list), or undefined when one is not. */
export function wholeNumbers(s: string | undefined): number[] | undefined {
  if (s === undefined) return undefined;
  if (s === '') return [];
  const out: number[] = [];
  for (const part of s.split(',')) {
    const v = wholeNumber(part.trim());
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

/** A list of points in hundreds, as INIT's ten and the sc of the ends write them, in points; undefined when one is not a number. */
export function hundreds(s: string | undefined): number[] | undefined {
  if (s === undefined) return undefined;
  const out: number[] = [];
  for (const part of s.split(',')) {
    const t = part.trim();
    if (!/^[-+]?[0-9]{1,9}(\.[0-9]{1,6})?$/.test(t)) return undefined;
    out.push(Math.round(Number(t) * 100));
  }
  return out;
}

/** A player's name as UN writes it (percent-encoded UTF-8); the text as written when it does not decode. */
export function decodeName(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A name percent-encoded byte by byte, as Tenhou writes them (a lone surrogate becomes U+FFFD). */
export function encodeName(name: string): string {
  const encoded = encodeURIComponent(name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  let out = '';
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      out += encoded.slice(i, i + 3);
      i += 2;
    } else out += `%${encoded.charCodeAt(i).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
