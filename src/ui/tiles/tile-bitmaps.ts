/**
 * The tile faces as bitmaps. The stylesheet's faces are SVG, which the browser replays path by
 * path every time it rasters a tile; a table of a few hundred tiles then costs a frame of its
 * own. Once the page is up, each face is drawn once into a canvas at twice the device's pixel
 * ratio and a stylesheet of the resulting PNGs replaces the SVG faces, so a tile on screen is a
 * bitmap copy. Where a canvas cannot be had (a test DOM, a failure), the SVG faces stay.
 */

const FACE_RULE = /^\.tile-face-(\w+)$/;

/** The SVG data URL of each face, read from the page's stylesheets. */
function svgFaces(doc: Document): Map<string, string> {
  const faces = new Map<string, string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a sheet of another origin
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const code = FACE_RULE.exec(rule.selectorText)?.[1];
      const url = /^url\("(data:image\/svg\+xml,.*)"\)$/.exec(rule.style.backgroundImage)?.[1];
      if (code && url) faces.set(code, url);
    }
  }
  return faces;
}

async function bitmapOf(svgUrl: string, width: number, height: number): Promise<string> {
  const img = new Image(width, height);
  img.src = svgUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(img, 0, 0, width, height);
  // Encoded here and now, not with toBlob: the browser encodes a toBlob in the main thread's idle
  // time and, finding none, waits a second for it, so on a busy machine the set of 39 faces took
  // over 30 s (a browser test waited for it in vain). A face is a few milliseconds to encode.
  const url = canvas.toDataURL('image/png');
  if (!url.startsWith('data:image/png')) throw new Error('the canvas gave no PNG');
  return url;
}

/**
 * Resolves in a new task, letting input and drawing run between two faces. A message, not a timer:
 * a page the browser deems hidden gets one timer a second, which would stretch the swap to a minute.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Replaces the SVG faces with bitmaps; resolves to the number of faces replaced (0 where it cannot). */
export async function swapInBitmapFaces(doc: Document = document): Promise<number> {
  try {
    if (typeof HTMLCanvasElement === 'undefined') return 0;
    const faces = svgFaces(doc);
    const scale = 2 * Math.min(3, Math.max(1, window.devicePixelRatio || 1));
    const [width, height] = [Math.round(60 * scale), Math.round(80 * scale)];
    // One face at a time, each in a task of its own: the browser rasterises an SVG image on the main
    // thread, and all the faces at once made one task of 60-150 ms, felt by a player typing then.
    const rules: string[] = [];
    for (const [code, url] of faces) {
      rules.push(`.tile-face-${code} { background-image: url("${await bitmapOf(url, width, height)}"); }`);
      await nextTask();
    }
    if (rules.length === 0) return 0;
    const style = doc.createElement('style');
    style.dataset.tileBitmaps = '';
    style.textContent = rules.join('\n');
    doc.head.append(style);
    return rules.length;
  } catch {
    return 0; // the SVG faces serve
  }
}
