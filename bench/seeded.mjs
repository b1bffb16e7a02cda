// The benchmark's seeded hands and its median, shared by bench.mjs and probabilities.mjs.

/** mulberry32: a seeded generator of floats in [0, 1), the same sequence on every machine. */
export function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** size tiles from a shuffled wall of the kinds, four copies each, as 34 counts. */
export function deal(random, kinds, size) {
  const wall = [];
  for (const k of kinds) for (let j = 0; j < 4; j++) wall.push(k);
  const counts = new Uint8Array(34);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(random() * (wall.length - i));
    [wall[i], wall[j]] = [wall[j], wall[i]];
    counts[wall[i]]++;
  }
  return counts;
}

/** The middle value (of an even count, the upper middle). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
