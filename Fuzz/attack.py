#!/usr/bin/env python3
"""Re-runs the hostile-input suite against a running simulator, on loopback only.

    swift run forcetouch simulator &            # in another terminal
    Fuzz/attack.py [--port 8080] [--control-port 8000] [--forcetouch .build/debug/forcetouch]
                   [--only NAME,…] [--list]

Each attack is bounded in count and time (the whole suite takes about a minute, most of it the
slow-client attack waiting out the server's 10 s request timeout) and prints one line: its name,
what the simulator answered (status, close code, error line), how long it took, and whether that is
what RELIABILITY.md documents. Connections go to 127.0.0.1 only; the script refuses anything else.
With --forcetouch, the CLI attacks (a deeply nested Info.plist) run that binary on temporary files.
The last line is a JSON summary; the exit status is 1 when any answer differs from the documented
one (or the simulator stopped answering), 2 when the simulator cannot be reached.
"""
import argparse
import base64
import json
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time

HOST = "127.0.0.1"  # never anything else
TIMEOUT = 15.0


class Target:
    def __init__(self, port, control_port):
        self.port = port
        self.control_port = control_port
        self.device = None

    def connect(self, port=None, timeout=TIMEOUT):
        sock = socket.create_connection((HOST, port or self.port), timeout=timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return sock

    def exchange(self, raw, timeout=TIMEOUT):
        """Sends raw bytes, returns (status, headers, body) of the first response or (None, error)."""
        with self.connect(timeout=timeout) as sock:
            try:
                sock.sendall(raw)
            except OSError as error:  # the server may answer and close before reading everything
                pass
            return read_response(sock)

    def request(self, method, path, body=b"", headers=None, timeout=TIMEOUT):
        lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{self.port}", "Connection: close"]
        for name, value in (headers or {}).items():
            lines.append(f"{name}: {value}")
        if body or method in ("POST", "PUT"):
            lines.append(f"Content-Length: {len(body)}")
        return self.exchange(("\r\n".join(lines) + "\r\n\r\n").encode() + body, timeout=timeout)


def read_response(sock):
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        if not head:
            return None, {}, b"(connection closed without a response)"
        status_line, *fields = head.decode("latin-1").split("\r\n")
        headers = {}
        for field in fields:
            name, _, value = field.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0") or 0)
        while len(body) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            body += chunk
        return int(status_line.split()[1]), headers, body
    except (socket.timeout, ConnectionResetError, OSError) as error:
        return None, {}, f"({type(error).__name__})".encode()


def short(body, limit=110):
    text = body.decode("utf-8", "replace").replace("\n", " ")
    return text if len(text) <= limit else text[:limit] + f"… ({len(body)} bytes)"


# --- WebSocket -------------------------------------------------------------------------------

def ws_open(target, origin=None):
    sock = target.connect()
    key = base64.b64encode(os.urandom(16)).decode()
    origin = origin or f"http://{HOST}:{target.port}"
    sock.sendall((f"GET /api/devices/{target.device}/stream HTTP/1.1\r\nHost: {HOST}:{target.port}\r\n"
                  f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                  f"Sec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n").encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else None
    return sock, status, data.partition(b"\r\n\r\n")[2]


def ws_frame(opcode, payload, fin=True, mask=True, rsv=0, length_override=None):
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    length = len(payload) if length_override is None else length_override
    mask_bit = 0x80 if mask else 0
    if length < 126:
        header = struct.pack("!BB", first, mask_bit | length)
    elif length < 65536:
        header = struct.pack("!BBH", first, mask_bit | 126, length)
    else:
        header = struct.pack("!BBQ", first, mask_bit | 127, length)
    if not mask:
        return header + payload
    key = os.urandom(4)
    return header + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def ws_close_code(sock, leftover=b"", deadline=8.0):
    """Reads frames until a close frame; returns its code (or a description of what happened)."""
    data = leftover
    end = time.monotonic() + deadline
    sock.settimeout(1.0)
    while time.monotonic() < end:
        while len(data) >= 2:
            opcode = data[0] & 0x0F
            length = data[1] & 0x7F
            offset = 2
            if length == 126:
                if len(data) < 4:
                    break
                length = struct.unpack("!H", data[2:4])[0]
                offset = 4
            elif length == 127:
                if len(data) < 10:
                    break
                length = struct.unpack("!Q", data[2:10])[0]
                offset = 10
            if len(data) < offset + length:
                break
            payload = data[offset:offset + length]
            data = data[offset + length:]
            if opcode == 8:
                return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        except OSError as error:
            return f"socket error {type(error).__name__}"
        if not chunk:
            return "closed without a close frame"
        data += chunk
    return "no close within the deadline"


# --- the attacks ------------------------------------------------------------------------------

ATTACKS = []


def attack(name, expected, check=None):
    """Registers an attack; `check(got, detail)` says whether the answer is the documented one
    (default: `got` is the status or close code `expected` names)."""
    def register(function):
        ATTACKS.append((name, expected, check or (lambda got, detail: str(got) == expected), function))
        return function
    return register


@attack("oversized-header", "431")
def _(t):
    status, _, body = t.request("GET", "/api/devices", headers={"X-Big": "a" * 17000})
    return status, short(body)


@attack("too-many-headers", "431")
def _(t):
    status, _, body = t.request("GET", "/api/devices", headers={f"X-H{i}": "v" for i in range(101)})
    return status, short(body)


@attack("oversized-body", "413")
def _(t):
    raw = (f"POST /api/devices/{t.device}/touches HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 2000000\r\n\r\n"
           ).encode() + b"x" * 1024
    status, _, body = t.exchange(raw)
    return status, short(body)


@attack("oversized-chunked-body", "413")
def _(t):
    raw = (f"POST /api/devices/{t.device}/touches HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: chunked\r\n\r\n"
           "200000\r\n").encode()
    status, _, body = t.exchange(raw)
    return status, short(body)


@attack("smuggling-cl-and-te", "400")
def _(t):
    raw = (f"POST /api/devices HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"
           "0\r\n\r\nGET /api/devices HTTP/1.1\r\nHost: x\r\n\r\n").encode()
    status, _, body = t.exchange(raw)
    return status, short(body)


@attack("smuggling-two-lengths", "400")
def _(t):
    raw = (f"POST /api/devices HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{{}}"
           ).encode()
    status, _, body = t.exchange(raw)
    return status, short(body)


@attack("smuggling-te-gzip-chunked", "501")
def _(t):
    raw = (f"POST /api/devices HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n"
           ).encode()
    status, _, body = t.exchange(raw)
    return status, short(body)


@attack("bare-line-feeds", "400")
def _(t):
    status, _, body = t.exchange(f"GET /api/devices HTTP/1.1\nHost: {HOST}\n\n".encode())
    return status, short(body)


@attack("slowloris", "408")
def _(t):
    with t.connect(timeout=20) as sock:
        sock.sendall(f"GET /api/devices HTTP/1.1\r\nHost: {HOST}\r\n".encode())
        started = time.monotonic()
        while time.monotonic() - started < 14:  # one header byte a second, never finishing
            try:
                sock.sendall(b"X")
            except OSError:
                break
            sock.settimeout(1.0)
            try:
                data = sock.recv(65536)
                if data:
                    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else None
                    return status, short(data.partition(b"\r\n\r\n")[2])
                return None, "closed without a response"
            except socket.timeout:
                continue
        return None, "still open after 14 s"


@attack("websocket-bad-origin", "403")
def _(t):
    sock, status, _ = ws_open(t, origin="http://evil.example")
    sock.close()
    return status, ""


@attack("websocket-unmasked-frame", "close 1002")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(1, b'{"type":"resync"}', mask=False))
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("websocket-reserved-bits", "close 1002")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(1, b"{}", rsv=4))
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("websocket-fragmented-ping", "close 1002")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(9, b"x", fin=False))
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("websocket-invalid-utf8", "close 1007")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(1, b'{"type":"\xff"}'))
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("websocket-oversized-frame", "close 1009")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(2, b"", length_override=2 << 20))  # header only: 2 MiB announced
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("websocket-continuation-first", "close 1002")
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(0, b"x"))
    code = ws_close_code(sock, rest)
    sock.close()
    return f"close {code}", f"handshake {status}"


@attack("ping-flood", "then GET 200", lambda got, detail: got == "then GET 200")
def _(t):
    sock, status, rest = ws_open(t)
    frames = b"".join(ws_frame(9, b"p") for _ in range(5000))
    try:
        sock.sendall(frames)
    except OSError:
        pass
    sock.settimeout(2.0)
    received = 0
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += len(chunk)
    except (socket.timeout, OSError):
        pass
    sock.close()
    after, _, _ = t.request("GET", "/api/devices")
    return f"then GET {after}", f"{received} bytes back for 5000 pings"


@attack("huge-json-string", "400 or 422, a short answer", lambda got, detail: got in (400, 422) and int(detail.split("-")[0]) < 2000)
def _(t):
    body = json.dumps({"type": "x" * (1 << 19)}).encode()
    status, _, answer = t.request("POST", f"/api/devices/{t.device}/shortcut-menu", body=body)
    return status, f"{len(answer)}-byte answer: {short(answer, 80)}"


@attack("huge-language-setting", "400 or 422, a short answer", lambda got, detail: got in (400, 422) and int(detail.split("-")[0]) < 2000)
def _(t):
    body = json.dumps({"language": "x" * (1 << 19)}).encode()
    status, _, answer = t.request("PUT", f"/api/devices/{t.device}/settings", body=body)
    return status, f"{len(answer)}-byte answer: {short(answer, 80)}"


@attack("huge-unknown-phase", "400, a short answer", lambda got, detail: got == 400 and int(detail.split("-")[0]) < 2000)
def _(t):
    line = json.dumps({"t": 0, "id": 1, "phase": "p" * (1 << 19), "x": 1, "y": 1, "force": 1})
    status, _, answer = t.request("POST", f"/api/devices/{t.device}/touches", body=line.encode())
    return status, f"{len(answer)}-byte answer: {short(answer, 80)}"


@attack("websocket-huge-unknown-type", "an error message, short", lambda got, detail: got == "handshake 101" and int(detail.split()[0]) < 100000)
def _(t):
    sock, status, rest = ws_open(t)
    sock.sendall(ws_frame(1, json.dumps({"type": "t" * 200000}).encode()))
    sock.settimeout(3.0)
    data = rest
    try:
        while len(data) < 4_000_000:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except (socket.timeout, OSError):
        pass
    sock.close()
    return f"handshake {status}", f"{len(data)} bytes of stream after it"


@attack("abandoned-scripted-presses", "later requests still 200", lambda got, detail: got == 200)
def _(t):
    line = json.dumps({"t": 0, "id": 1, "phase": "began", "x": 100, "y": 100, "force": 1}) + "\n"
    line += json.dumps({"t": 1e6, "id": 1, "phase": "ended", "x": 100, "y": 100, "force": 0}) + "\n"
    raw = (f"POST /api/devices/{t.device}/touches HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: {len(line)}\r\n\r\n"
           ).encode() + line.encode()
    for _ in range(60):  # each socket closed at once, its press never finishing
        with t.connect() as sock:
            sock.sendall(raw)
    time.sleep(0.5)
    status, _, body = t.request("GET", "/api/devices")
    return status, short(body, 60)


@attack("two-origin-headers", "403")
def _(t):
    sock = t.connect()
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /api/devices/{t.device}/stream HTTP/1.1\r\nHost: {HOST}:{t.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: http://{HOST}:{t.port}\r\nOrigin: http://evil.example\r\n\r\n").encode())
    status, _, body = read_response(sock)
    sock.close()
    return status, short(body)


@attack("control-port-long-line", "error: … then close", lambda got, detail: "error:" in detail)
def _(t):
    if not t.control_port:
        return "skipped", "no control port"
    with t.connect(port=t.control_port) as sock:
        sock.sendall(b"a" * 5000 + b"\n")
        return "answered", short(sock.recv(4096))


@attack("control-port-garbage", "an error: line per bad line", lambda got, detail: detail.startswith("4 error"))
def _(t):
    if not t.control_port:
        return "skipped", "no control port"
    with t.connect(port=t.control_port) as sock:
        sock.sendall(b"\xff\xfe\n\x01\x02\ncom.example.Nope\n../../etc/passwd\n")
        sock.shutdown(socket.SHUT_WR)
        data = b""
        sock.settimeout(5.0)
        try:
            while True:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                data += chunk
        except socket.timeout:
            pass
        return "answered", f"{data.count(b'error:')} error lines: {short(data, 90)}"


def deep_plist_attack(forcetouch):
    folder = tempfile.mkdtemp(prefix="forcetouch-attack-")
    path = os.path.join(folder, "Info.plist")
    depth = 20000
    with open(path, "w") as file:
        file.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>Deep</key>')
        file.write("<array>" * depth + "</array>" * depth + "</dict></plist>\n")
    try:
        result = subprocess.run([forcetouch, "lint", folder], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                timeout=60, check=False)
        code = result.returncode
        what = f"exit {code}" if code >= 0 else f"killed by signal {-code}"
        return what, short(result.stderr or result.stdout, 90)
    except subprocess.TimeoutExpired:
        return "timeout", "no answer in 60 s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--control-port", type=int, default=8000)
    parser.add_argument("--forcetouch", help="the forcetouch binary, for the CLI attacks")
    parser.add_argument("--only", help="comma-separated attack names")
    parser.add_argument("--list", action="store_true")
    options = parser.parse_args()
    if options.list:
        for name, expected, _, _ in ATTACKS:
            print(f"{name}\t{expected}")
        print("deep-plist-lint\tan error naming the depth (needs --forcetouch)")
        return
    only = set(options.only.split(",")) if options.only else None
    target = Target(options.port, options.control_port)
    status, _, body = target.request("POST", "/api/devices", body=b"{}", timeout=5)
    if status != 201:
        print(f"attack: cannot create a device on {HOST}:{options.port} ({status}: {short(body)})")
        sys.exit(2)
    target.device = json.loads(body)["id"]
    print(f"attack: simulator at {HOST}:{options.port}, control port {options.control_port}, device {target.device}")
    results = []
    for name, expected, check, function in ATTACKS:
        if only and name not in only:
            continue
        started = time.monotonic()
        try:
            got, detail = function(target)
        except Exception as error:  # a refused connection or a reset is an answer worth printing
            got, detail = "error", f"{type(error).__name__}: {error}"
        elapsed = time.monotonic() - started
        alive, _, _ = target.request("GET", "/api/devices", timeout=5)
        try:
            ok = bool(check(got, detail))
        except (ValueError, IndexError):
            ok = False
        ok = ok and alive == 200
        results.append({"attack": name, "got": str(got), "expected": expected, "ok": ok,
                        "seconds": round(elapsed, 2)})
        print(f"{'ok  ' if ok else 'DIFF'} {name:30} {str(got):24} {elapsed:6.2f}s  expected {expected}; {detail}"
              + ("" if alive == 200 else f"  [then GET /api/devices: {alive}]"), flush=True)
    if options.forcetouch and (not only or "deep-plist-lint" in only):
        started = time.monotonic()
        got, detail = deep_plist_attack(options.forcetouch)
        ok = got == "exit 1"
        results.append({"attack": "deep-plist-lint", "got": got, "expected": "exit 1", "ok": ok,
                        "seconds": round(time.monotonic() - started, 2)})
        print(f"{'ok  ' if ok else 'DIFF'} {'deep-plist-lint':30} {got:24} expected exit 1 with an error; {detail}")
    target.request("DELETE", f"/api/devices/{target.device}", timeout=5)
    summary = {"attacks": len(results), "as_documented": sum(r["ok"] for r in results),
               "different": [r["attack"] for r in results if not r["ok"]]}
    print(json.dumps(summary))
    sys.exit(1 if summary["different"] else 0)


if __name__ == "__main__":
    main()
