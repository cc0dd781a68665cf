#!/usr/bin/env python3
"""Measures a running simulator's CPU time after a client resets during a scripted press.

    Fuzz/reset-spin.py PORT PID

POSTs a 30 s trace to http://127.0.0.1:PORT/api/devices/1/touches, closes the socket with a reset
(SO_LINGER 0) after 0.5 s, then prints the CPU time (utime + stime from /proc/PID/stat) the
simulator PID used over the next 5 s. A loop that spins on the reset socket shows about 5 s.
"""
import socket, struct, sys, time, json
port, pid = int(sys.argv[1]), int(sys.argv[2])
def ticks():
    f = open(f"/proc/{pid}/stat").read().rsplit(")",1)[1].split()
    return int(f[11]) + int(f[12])
# A scripted press of 30 s on device 1, then a reset.
lines = ['{"t":0,"id":1,"phase":"began","x":100,"y":100,"force":0.5}', '{"t":30,"id":1,"phase":"ended","x":100,"y":100,"force":0}']
body = ("\n".join(lines) + "\n").encode()
s = socket.create_connection(("127.0.0.1", port))
s.sendall(f"POST /api/devices/1/touches HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
time.sleep(0.5)
s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
s.close()
a = ticks(); t0 = time.time(); time.sleep(5); b = ticks(); t1 = time.time()
print(json.dumps({"cpu_seconds": (b - a) / 100, "wall_seconds": round(t1 - t0, 2)}))
