// A manual clock for code that uses the global timers and `performance.now()`: installed in place
// of setTimeout / clearTimeout / setInterval / clearInterval and performance.now, advanced by the
// test, never by real time (tests never sleep).

export class ManualClock {
  constructor(start = 0) {
    this.now = start;
    this.nextId = 1;
    this.timers = new Map();
    this.saved = null;
  }

  /** Replaces the globals; `uninstall()` puts them back. */
  install() {
    this.saved = {
      setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout,
      setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval,
      now: performance.now,
    };
    globalThis.setTimeout = (work, delay = 0) => this.add(work, delay, null);
    globalThis.setInterval = (work, delay = 0) => this.add(work, delay, Math.max(1, delay));
    globalThis.clearTimeout = (id) => this.timers.delete(id);
    globalThis.clearInterval = (id) => this.timers.delete(id);
    performance.now = () => this.now;
    return this;
  }

  uninstall() {
    if (!this.saved) return;
    Object.assign(globalThis, {
      setTimeout: this.saved.setTimeout, clearTimeout: this.saved.clearTimeout,
      setInterval: this.saved.setInterval, clearInterval: this.saved.clearInterval,
    });
    performance.now = this.saved.now;
    this.saved = null;
  }

  add(work, delay, every) {
    const id = this.nextId;
    this.nextId += 1;
    this.timers.set(id, { at: this.now + Math.max(0, Number(delay) || 0), work, every });
    return id;
  }

  /** The delays of the timers pending now, soonest first. */
  get pending() {
    return [...this.timers.values()].map((timer) => timer.at - this.now).sort((a, b) => a - b);
  }

  /** Moves time on by `ms`, running every timer that falls due, in order. */
  advance(ms) {
    const end = this.now + ms;
    for (;;) {
      let nextId = null;
      let next = null;
      for (const [id, timer] of this.timers) {
        if (timer.at <= end && (next === null || timer.at < next.at)) {
          nextId = id;
          next = timer;
        }
      }
      if (next === null) break;
      this.now = next.at;
      if (next.every === null) this.timers.delete(nextId);
      else next.at += next.every;
      next.work();
    }
    this.now = end;
  }
}
