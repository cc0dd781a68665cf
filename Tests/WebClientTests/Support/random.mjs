// Seeded randomness for the randomized cases: each run takes a seed (WEB_CLIENT_SEED to replay
// one, else a fresh one) and every failure message names it.

/** A 32-bit generator (mulberry32): the same seed gives the same sequence. */
export class SeededRandom {
  constructor(seed) {
    this.seed = seed >>> 0;
    this.state = this.seed;
  }

  /** A float in [0, 1). */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [low, high]. */
  int(low, high) {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  /** A float in [low, high). */
  float(low, high) {
    return low + this.next() * (high - low);
  }

  /** One element of a non-empty array. */
  pick(list) {
    return list[this.int(0, list.length - 1)];
  }

  /** Whether an event of probability `p` happened. */
  chance(p) {
    return this.next() < p;
  }
}

/** The seed of this run: WEB_CLIENT_SEED when set (to replay a failure), else a fresh one. */
export function runSeed() {
  const given = process.env.WEB_CLIENT_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0) {
      throw new Error(`WEB_CLIENT_SEED must be a non-negative integer, not ${JSON.stringify(given)}`);
    }
    return seed >>> 0;
  }
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}

/** A generator for this run and the text a failure message carries to replay it. */
export function seeded() {
  const seed = runSeed();
  return { random: new SeededRandom(seed), replay: `replay with WEB_CLIENT_SEED=${seed}` };
}
