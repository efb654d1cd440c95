#!/usr/bin/env python3
"""Loopback targets for scripts/bench-client-bounds (issue 35). Bounded: every answer stops after 120 s.

  client-bounds-stub.py agtp PORT MANIFEST_FILE BODY_BYTES   DISCOVER -> the manifest; anything else -> 200 with a
                                                             JSON body of BODY_BYTES bytes
  client-bounds-stub.py http PORT                            GET -> 200, chunked, a body without end
"""
import socketserver
import sys
import time

LIMIT_S = 120


def read_head(rfile):
    lines = []
    while True:
        line = rfile.readline(65536)
        if not line or line in (b"\r\n", b"\n"):
            return lines
        lines.append(line.decode("latin-1").rstrip("\r\n"))


class Agtp(socketserver.StreamRequestHandler):
    def handle(self):
        head = read_head(self.rfile)
        if not head:
            return
        length = 0
        for h in head[1:]:
            if h.lower().startswith("content-length:"):
                v = h.split(":", 1)[1].strip()
                length = int(v) if v.isdigit() else 0
        if length:
            self.rfile.read(length)
        if head[0].strip() in ("AGTP/1.0 DISCOVER", "AGTP/1.0 DISCOVER /"):
            body = MANIFEST
            ctype = "application/vnd.agtp.manifest+json"
            self.wfile.write(("AGTP/1.0 200 OK\r\nServer-ID: stub\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n"
                              % (ctype, len(body))).encode("ascii") + body)
            return
        self.wfile.write(("AGTP/1.0 200 OK\r\nServer-ID: stub\r\nContent-Type: application/json\r\n"
                          "Content-Length: %d\r\n\r\n" % BODY).encode("ascii"))
        chunk = b"1," * 32768
        sent, end = 0, time.time() + LIMIT_S
        try:
            self.wfile.write(b"[")
            sent = 1
            while sent < BODY - 2 and time.time() < end:
                n = min(len(chunk), BODY - 2 - sent)
                self.wfile.write(chunk[:n])
                sent += n
            self.wfile.write(b"1]"[: BODY - sent])
        except OSError:
            pass


class Endless(socketserver.StreamRequestHandler):
    def handle(self):
        read_head(self.rfile)
        self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
        chunk = b"10000\r\n" + b"[" * 0x10000 + b"\r\n"
        end = time.time() + LIMIT_S
        try:
            while time.time() < end:
                self.wfile.write(chunk)
        except OSError:
            pass


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


if __name__ == "__main__":
    kind, port = sys.argv[1], int(sys.argv[2])
    if kind == "agtp":
        MANIFEST = open(sys.argv[3], "rb").read()
        BODY = int(sys.argv[4])
        handler = Agtp
    else:
        handler = Endless
    with Server(("127.0.0.1", port), handler) as s:
        s.serve_forever()
