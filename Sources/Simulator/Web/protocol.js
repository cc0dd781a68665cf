// The WebSocket side of docs/PROTOCOL.md: where to connect, reconnecting with backoff, keep-alive,
// patch sequencing (gap → resync) and the latency probe. Nothing here touches the DOM.

/** The protocol version this client speaks (`hello.protocol`). */
export const PROTOCOL_VERSION = 1;

/** `ws(s)://<host>/api/devices/{id}/stream` for the page's location. */
export function streamURL(location, deviceId) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/devices/${encodeURIComponent(deviceId)}/stream`;
}

/** The `?device=ID` of the page's URL, or null. */
export function deviceFromURL(location) {
  const id = new URLSearchParams(location.search).get('device');
  return id && id.trim() !== '' ? id.trim() : null;
}

/** A JSON request to the REST API; throws an Error carrying the server's `message` on failure. */
export async function requestJSON(method, path, body, fetchImpl = fetch) {
  const init = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetchImpl(path, init);
  const text = await response.text();
  let json = null;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    // The server's errors are {"error": {"message": …}} (docs/PROTOCOL.md, REST API).
    const message = typeof json?.error?.message === 'string'
      ? json.error.message
      : json && typeof json.message === 'string'
        ? json.message
        : `${method} ${path} failed with status ${response.status}`;
    const error = new Error(message);
    error.status = response.status;
    throw error;
  }
  return json;
}

/** The devices of `GET /api/devices` (`[]` when the answer has none). */
export async function listDevices(fetchImpl = fetch) {
  const json = await requestJSON('GET', '/api/devices', undefined, fetchImpl);
  return {
    devices: Array.isArray(json?.devices) ? json.devices : [],
    profiles: Array.isArray(json?.profiles) ? json.profiles : [],
  };
}

/**
 * Decides whether a `tree` or `patch` may be applied, from its `seq`.
 *
 * A `tree` (re)starts the sequence at its `seq`; each `patch` must carry the previous number + 1.
 * A patch at or below the current number is a duplicate (ignored); above it is a gap: the client
 * asks for a full tree (`resync`) and drops patches until that tree arrives.
 */
export class PatchSequencer {
  constructor() {
    this.seq = null;
    this.waitingForTree = true;
  }

  /** Call for a `tree`: always applied; the sequence continues from its `seq`. */
  acceptTree(seq) {
    this.seq = Number.isInteger(seq) ? seq : 0;
    this.waitingForTree = false;
    return 'apply';
  }

  /**
   * Call for a `patch`: returns 'apply', 'duplicate' (ignore), 'gap' (send `resync` now) or
   * 'waiting' (a resync is under way: ignore until the tree).
   */
  acceptPatch(seq) {
    if (this.waitingForTree) return 'waiting';
    if (!Number.isInteger(seq)) {
      this.waitingForTree = true;
      return 'gap';
    }
    if (seq <= this.seq) return 'duplicate';
    if (seq !== this.seq + 1) {
      this.waitingForTree = true;
      return 'gap';
    }
    this.seq = seq;
    return 'apply';
  }

  /** Forget everything (a new connection): the next message to apply must be a `tree`. */
  reset() {
    this.seq = null;
    this.waitingForTree = true;
  }
}

/** The value at quantile `q` (0…1) of an ascending array, by the nearest-rank method. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/**
 * Latency probes: pointer messages carry `probe` (an increasing integer); the server echoes the
 * newest probe it has processed in the `probe` field of the next `patch`. When that patch has been
 * applied to the DOM, every pending probe up to the echoed one is complete.
 *
 * Two figures per probe, in milliseconds:
 * - `roundTrip`: from the start of the page's handler for the pointer event (which writes the
 *   message to the socket, synchronously) to the patch applied. This is issue 6's figure.
 * - `fromEventTimeStamp`: from the event's own `timeStamp` to the patch applied; it adds the
 *   browser's input queueing, including Chromium's alignment of pointermove to animation frames
 *   (up to one frame), which no server can remove.
 */
export class ProbeTracker {
  constructor({ capacity = 20000, now = () => performance.now() } = {}) {
    this.capacity = capacity;
    this.now = now;
    this.nextId = 1;
    this.pending = new Map();
    this.roundTrip = [];
    this.fromEventTimeStamp = [];
    this.unanswered = 0;
  }

  /**
   * A new probe id for a message about an event whose `timeStamp` is `eventTime`, handled from
   * `handledTime` (the start of the page's handler; now when not given).
   */
  start(eventTime, handledTime = this.now()) {
    const id = this.nextId;
    this.nextId += 1;
    this.pending.set(id, { eventTime, sendTime: typeof handledTime === 'number' ? handledTime : this.now() });
    if (this.pending.size > 1000) {
      const oldest = this.pending.keys().next().value;
      this.pending.delete(oldest);
      this.unanswered += 1;
    }
    return id;
  }

  /** Completes every pending probe ≤ `id`; call right after the patch that echoed it is applied. */
  complete(id, appliedTime = this.now()) {
    if (!Number.isInteger(id)) return 0;
    let done = 0;
    for (const [key, probe] of this.pending) {
      if (key > id) break;
      this.pending.delete(key);
      this.push(this.roundTrip, appliedTime - probe.sendTime);
      if (typeof probe.eventTime === 'number') this.push(this.fromEventTimeStamp, appliedTime - probe.eventTime);
      done += 1;
    }
    return done;
  }

  /** A new connection: probes in flight on the old one will never be answered. */
  connectionReset() {
    this.unanswered += this.pending.size;
    this.pending.clear();
  }

  push(list, value) {
    list.push(Math.max(0, value));
    if (list.length > this.capacity) list.splice(0, list.length - this.capacity);
  }

  /** Clears the measurements (not the pending probes). */
  reset() {
    this.roundTrip = [];
    this.fromEventTimeStamp = [];
    this.unanswered = 0;
  }

  /** p50/p90/p99/max/mean of a list of milliseconds. */
  static summary(list) {
    // A typed array sorts numbers natively (the footer sorts up to 20 000 of them every 400 ms
    // while a press lasts: a comparator function costs several milliseconds of the page's thread).
    const sorted = Float64Array.from(list).sort();
    const sum = sorted.reduce((a, b) => a + b, 0);
    const round = (v) => (v === null ? null : Math.round(v * 1000) / 1000);
    return {
      count: sorted.length,
      p50: round(quantile(sorted, 0.5)),
      p90: round(quantile(sorted, 0.9)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.length ? sorted[sorted.length - 1] : null),
      mean: round(sorted.length ? sum / sorted.length : null),
    };
  }

  /** A live read-only view of the figures (the page's is simulator.js's `pageSimulator.stats`). */
  publish() {
    const tracker = this;
    return {
      get count() { return tracker.roundTrip.length; },
      get roundTrip() { return ProbeTracker.summary(tracker.roundTrip); },
      get fromEventTimeStamp() { return ProbeTracker.summary(tracker.fromEventTimeStamp); },
      get samples() { return tracker.roundTrip.slice(); },
      get pending() { return tracker.pending.size; },
      get unanswered() { return tracker.unanswered; },
      reset() { tracker.reset(); },
    };
  }
}

/** The close code of a stream whose device was deleted (docs/PROTOCOL.md, Errors and closing). */
export const DEVICE_DELETED = 4004;

/**
 * One device stream: opens the WebSocket, reconnects with exponential backoff (250 ms doubling to
 * 8 s, ±20 % jitter, reset once a `hello` arrives), pings every 5 s and reconnects when nothing has
 * been heard for 15 s.
 *
 * `onMessage(message)` gets each parsed server message; `onStatus(state, detail)` gets
 * 'connecting' | 'open' | 'reconnecting' | 'closed' and, for reconnecting, the delay in ms.
 * A close with 4004 (the device was deleted) does not reconnect: `onGone(reason)` is called
 * instead.
 */
export class Connection {
  constructor({
    url, onMessage, onStatus = () => {}, onOpen = () => {}, onGone = () => {}, WebSocketImpl = WebSocket,
  }) {
    this.url = url;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.onOpen = onOpen;
    this.onGone = onGone;
    this.WebSocketImpl = WebSocketImpl;
    this.socket = null;
    this.attempt = 0;
    this.closedByUs = false;
    this.retryTimer = null;
    this.pingTimer = null;
    this.lastHeard = 0;
    this.pingId = 0;
    this.pings = new Map();
    this.rtt = null;
  }

  /** Starts connecting (again). */
  open() {
    this.closedByUs = false;
    clearTimeout(this.retryTimer);
    this.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting', 0);
    let socket;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch (error) {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.lastHeard = performance.now();
      this.startPinging();
      this.onOpen();
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.lastHeard = performance.now();
      if (typeof event.data !== 'string') return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        this.onMessage({ type: 'error', message: 'The server sent a message that is not JSON.' });
        return;
      }
      if (message && message.type === 'pong') this.receivePong(message);
      if (message && message.type === 'hello') {
        this.attempt = 0;
        this.onStatus('open', 0);
      }
      this.onMessage(message);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.stopPinging();
      this.socket = null;
      if (this.closedByUs) {
        this.onStatus('closed', 0);
      } else if (event && event.code === DEVICE_DELETED) {
        this.closedByUs = true;
        this.onStatus('closed', 0);
        this.onGone(event.reason || 'the device was deleted');
      } else {
        this.scheduleRetry();
      }
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting is handled there.
    };
  }

  /** Closes for good (until `open()` is called again). */
  close() {
    this.closedByUs = true;
    clearTimeout(this.retryTimer);
    this.stopPinging();
    if (this.socket) this.socket.close(1000, 'client closed');
    this.socket = null;
    this.onStatus('closed', 0);
  }

  /** Points the connection at another URL (another device) and reconnects at once. */
  retarget(url) {
    this.url = url;
    this.attempt = 0;
    const old = this.socket;
    this.socket = null;
    this.stopPinging();
    if (old) old.close(1000, 'switching device');
    this.open();
  }

  /** Drops the socket and reconnects immediately (used when the stream stalls). */
  reconnectNow() {
    const old = this.socket;
    this.socket = null;
    this.stopPinging();
    if (old) old.close(4000, 'no response');
    this.scheduleRetry();
  }

  get isOpen() {
    return this.socket !== null && this.socket.readyState === 1;
  }

  /** Sends one message as JSON text; false when the socket is not open (the message is dropped). */
  send(message) {
    if (!this.isOpen) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** The delay before attempt `n` (0-based): 250 ms · 2ⁿ, at most 8 s, ±20 % jitter. */
  static backoff(attempt, random = Math.random) {
    const base = Math.min(8000, 250 * 2 ** Math.min(attempt, 10));
    return Math.round(base * (0.8 + 0.4 * random()));
  }

  scheduleRetry() {
    if (this.closedByUs) return;
    const delay = Connection.backoff(this.attempt);
    this.attempt += 1;
    this.onStatus('reconnecting', delay);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  startPinging() {
    this.stopPinging();
    this.pingTimer = setInterval(() => {
      if (performance.now() - this.lastHeard > 15000) {
        this.reconnectNow();
        return;
      }
      this.pingId += 1;
      this.pings.set(this.pingId, performance.now());
      if (this.pings.size > 8) this.pings.delete(this.pings.keys().next().value);
      this.send({ type: 'ping', id: this.pingId });
    }, 5000);
  }

  stopPinging() {
    clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.pings.clear();
  }

  receivePong(message) {
    const sent = this.pings.get(message.id);
    if (sent === undefined) return;
    this.pings.delete(message.id);
    this.rtt = performance.now() - sent;
  }
}
