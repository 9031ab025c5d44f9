/**
 * Numbers that look random and are the same on every run: a text's seed (FNV-1a) and a
 * generator from a seed (mulberry32). For drawings that must not change between renders,
 * and samples a test must draw the same way each time. Not for anything secret. Pure.
 */

/** FNV-1a (32 bits) of a text's UTF-16 code units. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough to place beans or draw a sample; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
