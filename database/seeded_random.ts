/**
 * A small seeded generator (mulberry32), so demo and benchmark data are the
 * same on every run: `next` in [0, 1) and the helpers built on it.
 */
export function seeded(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    below: (limit: number) => Math.floor(next() * limit),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  }
}
