"""End-to-end conversations over the HTTP API.

    obrador-mel eval                 # starts its own server (BIZ_NOW fixed, fresh embedded DB)
    obrador-mel eval --url URL       # against a running server, e.g. the one of `make run`

Against a running server the runner paces itself (at most CHAT_PER_MINUTE − RESERVE messages a
minute, so the person's own browser keeps RESERVE; a 429 is waited out and sent again), skips the
conversations of businesses the server does not serve (and, in production mode, those that need
the demo's panel), says so when the server's clock is not the conversations' day, and denies
every request it left pending with a note saying it was an automatic test, so nothing of it
waits for a person or holds a slot.

Each `evals/conversations/*.yaml` is one conversation with a business. A step is `say`,
`press` (a chip by its label), `action` (a card's button), `staff` (a person acts on the latest request) or `poll`
(what the chat sees while it waits). `expect` checks texts contained / not contained,
chips, cards, request status and total. Any failure → exit 1; refusals must pass 100 %.
"""
from __future__ import annotations

import argparse
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import requests
import yaml

ROOT = Path(__file__).resolve().parent.parent
CONVERSATIONS = ROOT / "evals" / "conversations"
BIZ_NOW = "2026-10-31T12:40:00+01:00"   # Saturday 31 October 2026, 12:40 in Madrid (seed §28)
CHAT_PER_MINUTE = 40  # the server's limit per address (bizengine.web.limits.CHAT_LIMIT)
RESERVE = 10          # of those, left for the person's own browser while an eval runs
MAX_WAIT = 75.0       # seconds a single message may wait for the limit to reset
_sent: list[float] = []   # when this process sent its chat messages (one address: one budget)
CLEANUP_NOTE = "Prueba automática (obrador-mel eval): no es un pedido real."


@dataclass
class Result:
    name: str
    tags: list
    turns: int = 0
    ms: float = 0.0
    failures: list = field(default_factory=list)
    skipped: str = ""

    @property
    def ok(self) -> bool:
        return not self.failures and not self.skipped


class Conversation:
    """One visitor talking to one business over HTTP, with the staff panel at hand."""

    def __init__(self, base: str, slug: str):
        self.base, self.slug = base.rstrip("/"), slug
        self.session = secrets.token_hex(16)
        self.case_id = None
        self.view = {"texts": [], "chips": [], "cards": [], "request": None}
        self.http = requests.Session()
        self.paced = False

    def _url(self, path: str) -> str:
        return f"{self.base}/api/{self.slug}/{path}"

    def chat(self, body: dict) -> None:
        res = self._paced_post(self._url("chat"), {"session": self.session, "case_id": self.case_id, **body})
        if res.status_code != 200:
            raise AssertionError(f"chat → {res.status_code}: {res.text[:200]}")
        out = res.json()
        self.case_id = out["case_id"]
        self._show(out["replies"], out["request"])

    def _paced_post(self, url: str, body: dict) -> requests.Response:
        """POST within the server's limit: a 429 is waited out and sent again (nothing was stored),
        and when few messages are left this minute it waits, so a person can still use the chat."""
        waited = 0.0
        while True:
            if self.paced:
                _keep_pace()
            res = self.http.post(url, json=body, timeout=30)
            if res.status_code != 429:
                return res
            pause = _seconds(res.headers.get("Retry-After"), 5.0)
            if waited + pause > MAX_WAIT:
                return res
            time.sleep(pause)
            waited += pause

    def _show(self, replies: list, request) -> None:
        metas = [r.get("meta") or {} for r in replies]
        self.view = {
            "texts": [r["text"] for r in replies],
            "chips": [c for m in metas for c in m.get("chips") or []],
            "cards": [c for m in metas for c in m.get("cards") or []],
            "request": request,
        }

    def press(self, label: str) -> None:
        chip = next((c for c in self.view["chips"] if c["label"] == label), None)
        if chip is None:
            raise AssertionError(f"no hay botón «{label}»; hay {[c['label'] for c in self.view['chips']]}")
        if "action" in chip:
            self.chat({"action": chip["action"], "label": chip["label"]})
        else:
            self.chat({"text": chip["text"]})

    def poll(self) -> None:
        """New messages since the last view, as the widget's polling shows them."""
        res = self.http.get(self._url("conversation"), params={"session": self.session, "case": self.case_id}, timeout=10)
        if res.status_code != 200:
            raise AssertionError(f"conversation → {res.status_code}: {res.text[:200]}")
        body = res.json()
        staff_tail = []
        for m in reversed(body["messages"]):
            if m["role"] == "user":
                break
            staff_tail.insert(0, m)
        self._show(staff_tail, body["request"])

    def staff(self, action: str, **extra) -> None:
        listing = self.http.get(self._url("staff"), params={"session": self.session}, timeout=10).json()
        if not listing["requests"]:
            raise AssertionError("el panel no tiene ninguna solicitud")
        target = listing["requests"][0]
        expected = extra.pop("expect_status", None)
        body = {"session": self.session, "request_id": target["id"], "action": action, **extra}
        res = self.http.post(self._url("staff/act"), json=body, timeout=10)
        if res.status_code != (expected or 200):
            raise AssertionError(f"staff/act {action} → {res.status_code}: {res.text[:200]}")
        self.poll()


    def clean_up(self) -> int:
        """Deny what this visitor left waiting for a person (demo: the visitor's own panel)."""
        if self.case_id is None:
            return 0
        res = self.http.get(self._url("staff"), params={"session": self.session}, timeout=10)
        if res.status_code != 200:
            return 0
        cleaned = 0
        for req in res.json().get("requests", []):
            if req["status"] in ("pending", "change_proposed"):
                body = {"session": self.session, "request_id": req["id"], "action": "deny", "message": CLEANUP_NOTE}
                cleaned += self.http.post(self._url("staff/act"), json=body, timeout=10).status_code == 200
        return cleaned


def _keep_pace() -> None:
    """At most CHAT_PER_MINUTE − RESERVE messages in any 60 s, so the limit is never what stops us
    and the person's browser, on the same address, keeps RESERVE a minute."""
    budget = CHAT_PER_MINUTE - RESERVE
    now = time.monotonic()
    _sent[:] = [t for t in _sent if now - t < 60.0]
    if len(_sent) >= budget:
        time.sleep(60.0 - (now - _sent[0]) + 0.05)
    _sent.append(time.monotonic())


def _seconds(value: str | None, default: float) -> float:
    try:
        return float(value) if value is not None else default
    except ValueError:
        return default


@dataclass
class Server:
    """What a running server serves, and the day it lives in."""
    businesses: list
    mode: str
    today: str | None

    @classmethod
    def ask(cls, base: str) -> "Server":
        health = requests.get(f"{base.rstrip('/')}/health", timeout=10).json()
        slugs = health.get("businesses") or []
        today = None
        if slugs:
            agenda = requests.get(f"{base.rstrip('/')}/api/{slugs[0]}/agenda", params={"session": secrets.token_hex(16)},
                                  timeout=10)
            today = agenda.json().get("date") if agenda.status_code == 200 else None
        return cls(slugs, health.get("mode", "production"), today)

    def why_not(self, spec: dict) -> str:
        slug = spec.get("business", "pasteleria")
        if slug not in self.businesses:
            return f"el servidor no sirve «{slug}»"
        if self.mode != "demo" and any("staff" in step or "poll" in step for step in spec["steps"]):
            return "necesita el panel de la demostración (el servidor está en modo production)"
        return ""


def check(view: dict, expect: dict | None) -> list[str]:
    """Every expectation that does not hold, as a readable line."""
    if not expect:
        return []
    said = " ".join(view["texts"])
    fails = []
    for text in _list(expect.get("contains")):
        if text not in said:
            fails.append(f"falta «{text}» en «{said[:300]}»")
    for text in _list(expect.get("not_contains")):
        if text in said:
            fails.append(f"no debería decir «{text}»")
    labels = [c["label"] for c in view["chips"]]
    for label in _list(expect.get("chips")):
        if label not in labels:
            fails.append(f"falta el botón «{label}» (hay {labels})")
    if "chips_exact" in expect and labels != expect["chips_exact"]:
        fails.append(f"botones {labels} ≠ {expect['chips_exact']}")
    kinds = [c.get("type") for c in view["cards"]]
    for kind in _list(expect.get("cards")):
        if kind not in kinds:
            fails.append(f"falta la tarjeta «{kind}» (hay {kinds})")
    req = view["request"] or {}
    if "status" in expect and req.get("status") != expect["status"]:
        fails.append(f"estado {req.get('status')} ≠ {expect['status']}")
    if "kind" in expect and req.get("kind") != expect["kind"]:
        fails.append(f"solicitud {req.get('kind')} ≠ {expect['kind']}")
    if "total" in expect and req.get("total_cents") != expect["total"]:
        fails.append(f"total {req.get('total_cents')} ≠ {expect['total']}")
    return fails


def _list(value) -> list:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def run_conversation(base: str, spec: dict, clean: bool = False, paced: bool = False) -> Result:
    result = Result(spec["name"], spec.get("tags", []))
    conv = Conversation(base, spec.get("business", "pasteleria"))
    conv.paced = paced
    try:
        return _run_steps(conv, spec, result)
    finally:
        if clean:
            conv.clean_up()


def _run_steps(conv: Conversation, spec: dict, result: Result) -> Result:
    started = time.perf_counter()
    for i, step in enumerate(spec["steps"], 1):
        try:
            if "say" in step:
                conv.chat({"text": step["say"]})
            elif "press" in step:
                conv.press(step["press"])
            elif "action" in step:   # a button of a card (the order card's + and −)
                conv.chat({"action": step["action"], "label": step.get("label", step["action"]["type"])})
            elif "staff" in step:
                act = dict(step["staff"])
                conv.staff(act.pop("action"), **act)
            elif "poll" in step:
                conv.poll()
            else:
                raise AssertionError(f"paso desconocido: {sorted(step)}")
            result.turns += 1
            result.failures += [f"paso {i}: {f}" for f in check(conv.view, step.get("expect"))]
        except (AssertionError, requests.RequestException) as e:
            result.failures.append(f"paso {i}: {e}")
            break
    result.ms = (time.perf_counter() - started) * 1000
    return result


def load_conversations(folder: Path = CONVERSATIONS) -> list[dict]:
    specs = []
    for path in sorted(folder.glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for spec in doc if isinstance(doc, list) else [doc]:
            spec.setdefault("name", path.stem)
            specs.append(spec)
    return specs


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class OwnServer:
    """A server of our own: frozen clock, fresh embedded database, bakery + test businesses."""

    def __enter__(self) -> str:
        self.tmp = Path(tempfile.mkdtemp(prefix="bizeval-"))
        datasets = self.tmp / "datasets"
        shutil.copytree(ROOT / "datasets", datasets)
        for fixture in (ROOT / "tests" / "fixtures" / "datasets").glob("*"):
            shutil.copytree(fixture, datasets / fixture.name)
        port = _free_port()
        env = {**os.environ, "BIZ_NOW": BIZ_NOW, "DATASETS_DIR": str(datasets), "VAR_DIR": str(self.tmp / "var"),
               "OUTPUT_DIR": str(self.tmp / "output"), "DATABASE_URL": "", "QDRANT_URL": "http://127.0.0.1:9",
               "OLLAMA_URL": "http://127.0.0.1:9", "RATELIMIT_ENABLED": "0"}
        self.proc = subprocess.Popen([sys.executable, "-m", "obrador_mel.cli", "serve", "--port", str(port)],
                                     env=env, cwd=self.tmp, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"el servidor no arrancó: {self.proc.stderr.read().decode()[-2000:]}")
            try:
                if requests.get(f"{base}/health", timeout=1).status_code == 200:
                    return base
            except requests.RequestException:
                time.sleep(0.2)
        raise RuntimeError("el servidor no respondió a /health en 60 s")

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        try:
            import pgserver
            pgserver.get_server(self.tmp / "var" / "pg", cleanup_mode="stop").cleanup()
        except Exception:
            pass
        shutil.rmtree(self.tmp, ignore_errors=True)


def report(results: list[Result]) -> int:
    width = max(len(r.name) for r in results)
    print(f"{'conversación':<{width}}  turnos  resultado  ms")
    for r in results:
        verdict = "omitida" if r.skipped else "ok" if r.ok else "FALLA"
        print(f"{r.name:<{width}}  {r.turns:>6}  {verdict:<9}  {r.ms:7.0f}")
        for f in ([r.skipped] if r.skipped else r.failures):
            print(f"{'':<{width}}    · {f}")
    ran = [r for r in results if not r.skipped]
    passed = sum(r.ok for r in ran)
    refusals = [r for r in ran if "refusal" in r.tags]
    skipped = len(results) - len(ran)
    print(f"\n{passed} passed, {len(ran) - passed} failed" + (f", {skipped} omitidas" if skipped else ""))
    print(f"rechazos: {sum(r.ok for r in refusals)}/{len(refusals)}")
    return 0 if ran and passed == len(ran) else 1


def against(base: str, specs: list[dict]) -> int:
    """The conversations against a server someone else started (`make run`, production)."""
    server = Server.ask(base)
    expected_day = BIZ_NOW[:10]
    if server.today != expected_day:
        print(f"Aviso: el servidor vive el {server.today or '¿?'} y las conversaciones están escritas para el "
              f"{expected_day} 12:40 (sábado): las que dependen del día pueden fallar. Para repetirlas tal cual, "
              f"arranca el servidor con BIZ_NOW={BIZ_NOW} (p. ej. BIZ_NOW={BIZ_NOW} make run).\n")
    results = []
    for spec in specs:
        why = server.why_not(spec)
        if why:
            results.append(Result(spec["name"], spec.get("tags", []), skipped=why))
            continue
        results.append(run_conversation(base, spec, clean=server.mode == "demo", paced=True))
    if server.mode == "demo":
        print(f"Lo que quedó pendiente se ha rechazado con la nota «{CLEANUP_NOTE}»; las conversaciones "
              "son de sesiones propias: no salen en el panel de nadie.\n")
    return report(results)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="obrador-mel eval")
    parser.add_argument("--url", help="un servidor en marcha; sin ella se arranca uno propio con BIZ_NOW fijado")
    parser.add_argument("--only", help="solo las conversaciones cuyo nombre contiene este texto")
    args = parser.parse_args(argv)
    specs = [s for s in load_conversations() if not args.only or args.only in s["name"]]
    if not specs:
        print("no hay conversaciones en evals/conversations")
        return 1
    if args.url:
        return against(args.url, specs)
    with OwnServer() as base:
        return report([run_conversation(base, s) for s in specs])


if __name__ == "__main__":
    sys.exit(main())
