/** A deterministic stand-in for Math.random: the same seed always makes the same choices (DESIGN "offline AI engine"). */
export interface SeededRandom {
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items in a seeded order. */
  sample<T>(items: readonly T[], count: number): T[];
  /**
   * Draws without repeating until every item was drawn once (then shuffles again): what one answer fills
   * several places with (a call to action per caption), so no two of them read the same.
   */
  deck<T>(items: readonly T[]): () => T;
}

/** FNV-1a over UTF-16 code units. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mulberry32(state: number): () => number {
  let current = state;
  return () => {
    current = (current + 0x6d2b79f5) | 0;
    let mixed = Math.imul(current ^ (current >>> 15), 1 | current);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function createSeededRandom(seed: string): SeededRandom {
  const next = mulberry32(hashSeed(seed));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const size = Math.min(Math.max(count, 0), pool.length);
    for (let index = 0; index < size; index++) {
      const swap = index + Math.floor(next() * (pool.length - index));
      [pool[index], pool[swap]] = [pool[swap], pool[index]];
    }
    return pool.slice(0, size);
  };
  return {
    pick: (items) => items[Math.floor(next() * items.length)],
    sample,
    deck: <T>(items: readonly T[]) => {
      let dealt: T[] = [];
      return () => {
        if (dealt.length === 0) dealt = sample(items, items.length);
        // Never empty here unless `items` is, which a corpus list never is.
        return dealt.shift() as T;
      };
    },
  };
}
