// protocol.js: the stream URL and REST helpers, patch sequencing (gap → resync), latency probes,
// and the Connection (JSON messages in and out, reconnect with backoff, keep-alive, device gone).

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';

import {
  Connection, DEVICE_DELETED, deviceFromURL, listDevices, PatchSequencer, ProbeTracker, quantile,
  requestJSON, streamURL,
} from '../../Sources/Simulator/Web/protocol.js';
import { ManualClock } from './Support/clock.mjs';
import { seeded } from './Support/random.mjs';

describe('URLs', () => {
  it('the stream URL follows the page’s scheme and host, the id escaped', () => {
    assert.equal(streamURL({ protocol: 'http:', host: '127.0.0.1:8080' }, '1'), 'ws://127.0.0.1:8080/api/devices/1/stream');
    assert.equal(streamURL({ protocol: 'https:', host: 'sim.example' }, 'a b/c'), 'wss://sim.example/api/devices/a%20b%2Fc/stream');
  });

  it('?device= names the device, trimmed; empty or absent is none', () => {
    assert.equal(deviceFromURL({ search: '?device=%202%20' }), '2');
    assert.equal(deviceFromURL({ search: '?device=' }), null);
    assert.equal(deviceFromURL({ search: '?other=1' }), null);
    assert.equal(deviceFromURL({ search: '' }), null);
  });
});

/** A fetch that answers `status` with `text`, recording the requests. */
function fakeFetch(status, text) {
  const requests = [];
  const fetchImpl = async (path, init) => {
    requests.push({ path, init });
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  };
  return { fetchImpl, requests };
}

describe('requestJSON and listDevices', () => {
  it('sends JSON with its content type and reads the JSON answer', async () => {
    const { fetchImpl, requests } = fakeFetch(200, '{"id": 3}');
    assert.deepEqual(await requestJSON('POST', '/api/devices', { profile: 'iPhone X' }, fetchImpl), { id: 3 });
    assert.equal(requests[0].path, '/api/devices');
    assert.equal(requests[0].init.method, 'POST');
    assert.equal(requests[0].init.headers['Content-Type'], 'application/json');
    assert.equal(requests[0].init.headers.Accept, 'application/json');
    assert.equal(requests[0].init.body, '{"profile":"iPhone X"}');
  });

  it('a request without a body has no content type; an empty answer is null', async () => {
    const { fetchImpl, requests } = fakeFetch(200, '');
    assert.equal(await requestJSON('GET', '/x', undefined, fetchImpl), null);
    assert.equal(requests[0].init.body, undefined);
    assert.equal(requests[0].init.headers['Content-Type'], undefined);
  });

  it('a failure throws the server’s {"error": {"message"}} with the status', async () => {
    const { fetchImpl } = fakeFetch(404, '{"error": {"message": "No device 9."}}');
    await assert.rejects(requestJSON('GET', '/api/devices/9', undefined, fetchImpl), (error) => {
      assert.equal(error.message, 'No device 9.');
      assert.equal(error.status, 404);
      return true;
    });
  });

  it('a failure without a readable message says which request failed and how', async () => {
    await assert.rejects(requestJSON('GET', '/a', undefined, fakeFetch(500, '<html>').fetchImpl),
      { message: 'GET /a failed with status 500' });
    await assert.rejects(requestJSON('GET', '/a', undefined, fakeFetch(400, '{"message": "plain"}').fetchImpl),
      { message: 'plain' });
  });

  it('listDevices gives arrays even when the answer has none', async () => {
    assert.deepEqual(await listDevices(fakeFetch(200, '{}').fetchImpl), { devices: [], profiles: [] });
    assert.deepEqual(await listDevices(fakeFetch(200, '{"devices": [{"id": 1}], "profiles": ["iPhone SE"]}').fetchImpl),
      { devices: [{ id: 1 }], profiles: ['iPhone SE'] });
  });
});

describe('PatchSequencer', () => {
  it('waits for a tree, then applies consecutive patches, ignores duplicates and asks again after a gap', () => {
    const sequencer = new PatchSequencer();
    assert.equal(sequencer.acceptPatch(1), 'waiting');
    assert.equal(sequencer.acceptTree(5), 'apply');
    assert.equal(sequencer.acceptPatch(6), 'apply');
    assert.equal(sequencer.acceptPatch(6), 'duplicate');
    assert.equal(sequencer.acceptPatch(3), 'duplicate');
    assert.equal(sequencer.acceptPatch(8), 'gap');
    assert.equal(sequencer.acceptPatch(7), 'waiting', 'nothing applies until the tree');
    assert.equal(sequencer.acceptTree(9), 'apply');
    assert.equal(sequencer.acceptPatch(10), 'apply');
    assert.equal(sequencer.acceptPatch('11'), 'gap', 'a seq that is not an integer is a gap');
    sequencer.reset();
    assert.equal(sequencer.acceptPatch(12), 'waiting');
    assert.equal(sequencer.acceptTree(undefined), 'apply');
    assert.equal(sequencer.seq, 0);
  });

  it('randomized: against a model, a patch applies exactly when it follows the last applied number', () => {
    const { random, replay } = seeded();
    const sequencer = new PatchSequencer();
    let model = { seq: null, waiting: true };
    for (let step = 0; step < 2000; step += 1) {
      if (random.chance(0.05)) {
        const seq = random.int(0, 50);
        sequencer.acceptTree(seq);
        model = { seq, waiting: false };
        continue;
      }
      const seq = model.seq === null ? random.int(0, 5) : model.seq + random.pick([-2, -1, 0, 1, 1, 1, 1, 2, 3]);
      const verdict = sequencer.acceptPatch(seq);
      let expected;
      if (model.waiting) expected = 'waiting';
      else if (seq <= model.seq) expected = 'duplicate';
      else if (seq === model.seq + 1) expected = 'apply';
      else expected = 'gap';
      assert.equal(verdict, expected, `patch ${seq} after ${JSON.stringify(model)}; ${replay}`);
      if (expected === 'apply') model.seq = seq;
      if (expected === 'gap') model.waiting = true;
    }
  });
});

describe('latency probes', () => {
  it('quantile is nearest-rank', () => {
    assert.equal(quantile([], 0.5), null);
    assert.equal(quantile([1, 2, 3, 4], 0.5), 2);
    assert.equal(quantile([1, 2, 3, 4], 0.99), 4);
    assert.equal(quantile([7], 0), 7);
  });

  it('an echoed probe completes every pending probe up to it, with both figures', () => {
    let now = 100;
    const tracker = new ProbeTracker({ now: () => now });
    const first = tracker.start(90, 95);
    const second = tracker.start(96);
    const third = tracker.start(undefined, 101);
    assert.deepEqual([first, second, third], [1, 2, 3]);
    now = 110;
    assert.equal(tracker.complete(second), 2);
    assert.deepEqual(tracker.roundTrip, [15, 10]);
    assert.deepEqual(tracker.fromEventTimeStamp, [20, 14]);
    assert.equal(tracker.complete('3'), 0, 'a probe that is not an integer completes nothing');
    assert.equal(tracker.complete(third, 111), 1);
    assert.deepEqual(tracker.roundTrip, [15, 10, 10]);
    assert.equal(tracker.fromEventTimeStamp.length, 2, 'no event time, no second figure');
  });

  it('a new connection counts its pending probes unanswered; more than 1000 pending drop the oldest', () => {
    const tracker = new ProbeTracker({ now: () => 0 });
    tracker.start(0);
    tracker.start(0);
    tracker.connectionReset();
    assert.equal(tracker.unanswered, 2);
    assert.equal(tracker.pending.size, 0);
    for (let i = 0; i < 1005; i += 1) tracker.start(0);
    assert.equal(tracker.pending.size, 1000);
    assert.equal(tracker.unanswered, 7);
  });

  it('keeps the last `capacity` figures; the published view summarises them and resets', () => {
    let now = 0;
    const tracker = new ProbeTracker({ capacity: 4, now: () => now });
    for (let i = 1; i <= 6; i += 1) {
      const id = tracker.start(now, now);
      now += i;
      tracker.complete(id);
    }
    const stats = tracker.publish();
    assert.deepEqual(stats.samples, [3, 4, 5, 6]);
    assert.equal(stats.count, 4);
    assert.deepEqual(stats.roundTrip, { count: 4, p50: 4, p90: 6, p99: 6, max: 6, mean: 4.5 });
    assert.equal(stats.pending, 0);
    stats.reset();
    assert.equal(stats.count, 0);
    assert.deepEqual(ProbeTracker.summary([]), { count: 0, p50: null, p90: null, p99: null, max: null, mean: null });
  });
});

/** A WebSocket stand-in: records what is sent; the test opens, delivers and closes it. */
class FakeSocket {
  static all = [];

  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    this.closedWith = null;
    FakeSocket.all.push(this);
  }

  send(text) {
    this.sent.push(JSON.parse(text));
  }

  close(code, reason) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }

  serverSends(data) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  serverCloses(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

describe('Connection', () => {
  let clock;
  let statuses;
  let messages;
  let gone;
  let connection;

  beforeEach(() => {
    clock = new ManualClock(1000).install();
    FakeSocket.all = [];
    statuses = [];
    messages = [];
    gone = [];
    connection = new Connection({
      url: 'ws://host/api/devices/1/stream',
      WebSocketImpl: FakeSocket,
      onMessage: (message) => messages.push(message),
      onStatus: (status, delay) => statuses.push([status, delay]),
      onGone: (reason) => gone.push(reason),
    });
  });
  afterEach(() => clock.uninstall());

  it('delivers each JSON message; hello reports the connection open; text that is not JSON becomes an error', () => {
    connection.open();
    const socket = FakeSocket.all[0];
    assert.equal(socket.url, 'ws://host/api/devices/1/stream');
    assert.deepEqual(statuses, [['connecting', 0]]);
    socket.serverOpens();
    assert.equal(connection.isOpen, true);
    socket.serverSends({ type: 'hello', protocol: 1 });
    socket.serverSends('{not json');
    socket.serverSends({ type: 'patch', seq: 1, mutations: [] });
    assert.deepEqual(statuses.at(-1), ['open', 0]);
    assert.deepEqual(messages, [
      { type: 'hello', protocol: 1 },
      { type: 'error', message: 'The server sent a message that is not JSON.' },
      { type: 'patch', seq: 1, mutations: [] },
    ]);
  });

  it('sends messages as JSON text only while open', () => {
    assert.equal(connection.send({ type: 'resync' }), false);
    connection.open();
    assert.equal(connection.send({ type: 'resync' }), false, 'not open yet');
    FakeSocket.all[0].serverOpens();
    assert.equal(connection.send({ type: 'pointer', x: 1.5, label: 'é\u2028' }), true);
    assert.deepEqual(FakeSocket.all[0].sent, [{ type: 'pointer', x: 1.5, label: 'é\u2028' }]);
  });

  it('reconnects with growing delays after the server drops it, and resets them after a hello', () => {
    connection.open();
    FakeSocket.all[0].serverCloses();
    assert.equal(statuses.at(-1)[0], 'reconnecting');
    const first = statuses.at(-1)[1];
    assert.ok(first >= 200 && first <= 300, `${first}`);
    clock.advance(first);
    assert.equal(FakeSocket.all.length, 2);
    FakeSocket.all[1].serverCloses();
    const second = statuses.at(-1)[1];
    assert.ok(second >= 400 && second <= 600, `${second}`);
    clock.advance(second);
    FakeSocket.all[2].serverOpens();
    FakeSocket.all[2].serverSends({ type: 'hello' });
    assert.equal(connection.attempt, 0);
  });

  it('a close with 4004 (device deleted) does not reconnect and reports why', () => {
    connection.open();
    FakeSocket.all[0].serverOpens();
    FakeSocket.all[0].serverCloses(DEVICE_DELETED, 'device 1 was deleted');
    assert.deepEqual(gone, ['device 1 was deleted']);
    assert.equal(connection.closedByUs, true);
    clock.advance(60000);
    assert.equal(FakeSocket.all.length, 1);
  });

  it('pings every 5 s, measures the round trip, and reconnects after 15 s of silence', () => {
    connection.open();
    const socket = FakeSocket.all[0];
    socket.serverOpens();
    clock.advance(5000);
    assert.deepEqual(socket.sent, [{ type: 'ping', id: 1 }]);
    clock.advance(12);
    socket.serverSends({ type: 'pong', id: 1 });
    assert.equal(connection.rtt, 12);
    clock.advance(15000);
    clock.advance(5000);
    assert.deepEqual(socket.closedWith, { code: 4000, reason: 'no response' });
    assert.equal(statuses.at(-1)[0], 'reconnecting');
  });

  it('close() stops for good; retarget() moves to another URL at once', () => {
    connection.open();
    FakeSocket.all[0].serverOpens();
    connection.retarget('ws://host/api/devices/2/stream');
    assert.deepEqual(FakeSocket.all[0].closedWith, { code: 1000, reason: 'switching device' });
    assert.equal(FakeSocket.all[1].url, 'ws://host/api/devices/2/stream');
    connection.close();
    assert.deepEqual(statuses.at(-1), ['closed', 0]);
    clock.advance(60000);
    assert.equal(FakeSocket.all.length, 2);
  });

  it('backoff: 250 ms doubling to 8 s, within ±20 %', () => {
    assert.equal(Connection.backoff(0, () => 0.5), 250);
    assert.equal(Connection.backoff(3, () => 0.5), 2000);
    assert.equal(Connection.backoff(30, () => 0.5), 8000);
    assert.equal(Connection.backoff(0, () => 0), 200);
    assert.equal(Connection.backoff(0, () => 1), 300);
  });
});
