"""A fake Ollama: a real HTTP server speaking /api/chat, /api/embed and /api/tags.

The real client code (requests, timeouts, JSON shapes) runs against it. Replies are scripted
per test: a queue of texts, a function of the request, a delay, or an HTTP error. Every
request is recorded for assertions.

    fake = FakeOllama().start()
    fake.reply("Sí, se pueden congelar.")          # next chat answers (queue)
    fake.respond_with(lambda body: "NO_DATA")      # or a function of the request body
    fake.slow(0.5) / fake.fail(500)                # behaviours
    fake.chats[-1]["options"]                      # what the client sent
    fake.stop()
"""
from __future__ import annotations

import hashlib
import json
import math
import re
import threading
import time
import unicodedata
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DIM = 768
_WORD = re.compile(r"[a-z0-9]+")
_PREFIX = re.compile(r"^\s*(search_document|search_query)\s*:\s*")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def fake_embedding(text: str, dim: int = DIM) -> list[float]:
    """Deterministic pseudo-embedding: a hashed bag of words (plus 5-letter prefixes, so
    'congelar' and 'congelarla' are a bit alike), L2-normalised. Similar texts → similar
    vectors; nothing about meaning."""
    vec = [0.0] * dim
    for w in _WORD.findall(_fold(_PREFIX.sub("", text))):
        if len(w) < 3:
            continue
        for token, weight in ((w, 1.0), ("~" + w[:5], 0.5)):
            h = hashlib.sha1(token.encode()).digest()
            idx = int.from_bytes(h[:4], "big") % dim
            vec[idx] += weight if h[4] & 1 else -weight
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [v / norm for v in vec]


class FakeOllama:
    def __init__(self, chat_model: str = "qwen3.5:9b", embed_model: str = "nomic-embed-text"):
        self.models = [chat_model if ":" in chat_model else chat_model + ":latest",
                       embed_model if ":" in embed_model else embed_model + ":latest"]
        self.requests: list[dict] = []      # {"path", "body"} in arrival order
        self._replies: deque = deque()
        self._fn = None
        self.default_reply = "NO_DATA"
        self.delay = 0.0                    # seconds before answering /api/chat
        self.embed_delay = 0.0
        self.status: int | None = None      # HTTP error for /api/chat
        self.embed_status: int | None = None
        self.refuse_think = False           # answer 400 to a chat that sends "think" (old servers)
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    # ── scripting ─────────────────────────────────────────────────────────────────────
    def reply(self, *texts: str) -> "FakeOllama":
        self._replies.extend(texts)
        return self

    def respond_with(self, fn) -> "FakeOllama":
        """fn(body) -> str, called for every chat without a queued reply."""
        self._fn = fn
        return self

    def slow(self, seconds: float) -> "FakeOllama":
        self.delay = seconds
        return self

    def fail(self, status: int = 500, embed: bool = False) -> "FakeOllama":
        if embed:
            self.embed_status = status
        else:
            self.status = status
        return self

    # ── records ───────────────────────────────────────────────────────────────────────
    def _of(self, path: str) -> list[dict]:
        with self._lock:
            return [r["body"] for r in self.requests if r["path"] == path]

    @property
    def chats(self) -> list[dict]:
        return self._of("/api/chat")

    @property
    def embeds(self) -> list[dict]:
        return self._of("/api/embed")

    def embedded_texts(self) -> list[str]:
        out = []
        for body in self.embeds:
            inp = body.get("input")
            out.extend(inp if isinstance(inp, list) else [inp])
        return out

    # ── server ────────────────────────────────────────────────────────────────────────
    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> "FakeOllama":
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # quiet
                pass

            def _send(self, status: int, payload: dict):
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def do_GET(self):
                if self.path == "/api/tags":
                    self._send(200, {"models": [{"name": m, "model": m} for m in fake.models]})
                elif self.path == "/api/version":
                    self._send(200, {"version": "0.0-fake"})
                else:
                    self._send(404, {"error": "not found"})

            def do_POST(self):
                n = int(self.headers.get("Content-Length") or 0)
                try:
                    body = json.loads(self.rfile.read(n) or b"{}")
                except ValueError:
                    return self._send(400, {"error": "invalid JSON"})
                with fake._lock:
                    fake.requests.append({"path": self.path, "body": body})
                if self.path == "/api/chat":
                    return fake._chat(self, body)
                if self.path == "/api/embed":
                    return fake._embed(self, body)
                self._send(404, {"error": "not found"})

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._server.block_on_close = False
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                         name="fake-ollama", daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # ── endpoints ─────────────────────────────────────────────────────────────────────
    def _chat(self, handler, body: dict):
        messages = body.get("messages") or []
        if not messages:    # a load request (warm-up)
            return handler._send(200, {"model": body.get("model"), "done": True,
                                       "done_reason": "load",
                                       "message": {"role": "assistant", "content": ""}})
        if self.delay:
            time.sleep(self.delay)
        if self.status:
            return handler._send(self.status, {"error": "fake failure"})
        if self.refuse_think and "think" in body:
            return handler._send(400, {"error": f"\"{body.get('model')}\" does not support thinking"})
        with self._lock:
            text = self._replies.popleft() if self._replies else None
        if text is None:
            text = self._fn(body) if self._fn else self.default_reply
        words_in = sum(len(str(m.get("content", "")).split()) for m in messages)
        handler._send(200, {
            "model": body.get("model"), "created_at": "2026-10-31T10:00:00Z",
            "message": {"role": "assistant", "content": text}, "done": True,
            "done_reason": "stop", "prompt_eval_count": words_in,
            "eval_count": len(text.split()),
        })

    def _embed(self, handler, body: dict):
        if self.embed_delay:
            time.sleep(self.embed_delay)
        if self.embed_status:
            return handler._send(self.embed_status, {"error": "fake failure"})
        inp = body.get("input")
        texts = inp if isinstance(inp, list) else [inp or ""]
        handler._send(200, {"model": body.get("model"),
                            "embeddings": [fake_embedding(t) for t in texts]})
