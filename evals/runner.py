"""End-to-end conversations over the HTTP API.

    obrador-mel eval                 # starts its own server (BIZ_NOW fixed, fresh embedded DB)
    obrador-mel eval --url URL       # against a running server, e.g. the one of `make run`

Against a running server the runner paces itself (at most CHAT_PER_MINUTE − RESERVE messages a
minute, so the person's own browser keeps RESERVE; a 429 is waited out and sent again), skips the
conversations of businesses the server does not serve (and, in production mode, those that need
the demo's panel), says so when the server's clock is not the conversations' day, and denies
every request it left pending with a note saying it was an automatic test, so nothing of it
waits for a person or holds a slot.

Each `evals/conversations/*.yaml` is one conversation with a business. `evals/paraphrases/*.yaml`
(issue 17) are conversations written the way customers talk, each with its `class` (1–15); their
pass rate is reported per class, and the set must reach PARAPHRASE_GOAL overall and 100 % on the
safety classes. Conversations known to fail today live in `evals/paraphrases/pending/` (not run
unless `--pending`), so the rate reported is honest without turning `make test` red. A step is `say`,
`press` (a chip by its label), `action` (a card's button), `staff` (a person acts on the latest request) or `poll`
(what the chat sees while it waits). `expect` checks texts contained / not contained,
chips (and the one styled as the main action, `primary_chip`), cards and what they show
(`card_contains`), request status and total. Any failure → exit 1; refusals must pass 100 %.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import shutil
import signal
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
PARAPHRASES = ROOT / "evals" / "paraphrases"
PARAPHRASE_GOAL = 0.97
STRICT_CLASSES = (4, 6)          # diets and repeated questions: 100 % or the run fails
CLASS_NAMES = {
    1: "el carrito a mitad de pedido", 2: "preguntas sobre un producto", 3: "elipsis y seguimiento",
    4: "dietas dentro de un pedido", 5: "más allá del máximo", 6: "la misma pregunta otra vez",
    7: "cambios", 8: "festivos", 9: "conocimiento sin respuesta", 10: "sin contradicciones",
    11: "gallego hasta el final", 12: "lo que se lee en la tarjeta", 13: "pedir preguntando",
    14: "lo pedido, exacto", 15: "lo dicho de otra manera", 16: "lo que se pide, como se pide",
    17: "como se escribe en el móvil", 18: "lo que se dice de una vez",
    19: "lo que viene después", 20: "lo que se pregunta al lado",
}
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
    klass: int | None = None
    lang: str = "es"
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
        res = self.http.get(self._url("conversation"), params={"case": self.case_id}, headers={"X-Session": self.session}, timeout=10)
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
        listing = self.http.get(self._url("staff"), headers={"X-Session": self.session}, timeout=10).json()
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
        res = self.http.get(self._url("staff"), headers={"X-Session": self.session}, timeout=10)
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
            agenda = requests.get(f"{base.rstrip('/')}/api/{slugs[0]}/agenda", headers={"X-Session": secrets.token_hex(16)},
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
    for label in _list(expect.get("not_chips")):
        if label in labels:
            fails.append(f"no debería ofrecer el botón «{label}» (hay {labels})")
    primary = [c["label"] for c in view["chips"] if c.get("primary")]
    if "primary_chip" in expect and primary != [expect["primary_chip"]]:
        fails.append(f"la acción principal es {primary}, no «{expect['primary_chip']}»")
    if "chips_exact" in expect and labels != expect["chips_exact"]:
        fails.append(f"botones {labels} ≠ {expect['chips_exact']}")
    kinds = [c.get("type") for c in view["cards"]]
    for kind in _list(expect.get("cards")):
        if kind not in kinds:
            fails.append(f"falta la tarjeta «{kind}» (hay {kinds})")
    shown = json.dumps(view["cards"], ensure_ascii=False)
    for text in _list(expect.get("card_contains")):
        if text not in shown:
            fails.append(f"la tarjeta no muestra «{text}»")
    for text in _list(expect.get("card_not_contains")):
        if text in shown:
            fails.append(f"la tarjeta no debería mostrar «{text}»")
    req = view["request"] or {}
    if "status" in expect and req.get("status") != expect["status"]:
        fails.append(f"estado {req.get('status')} ≠ {expect['status']}")
    if "kind" in expect and req.get("kind") != expect["kind"]:
        fails.append(f"solicitud {req.get('kind')} ≠ {expect['kind']}")
    if "total" in expect and req.get("total_cents") != expect["total"]:
        fails.append(f"total {req.get('total_cents')} ≠ {expect['total']}")
    return fails


_QUESTION_RE = re.compile(r"¿[^?]+\?")


def _repeated(view: dict, asked: dict) -> list[str]:
    """A question asked word for word a third time in a row while the order stood still (issue 17,
    class 6). A change of the cart (its total) starts the count again: asking after it is progress."""
    total = (view["request"] or {}).get("total_cents")
    if asked.get("__total__", total) != total:
        asked.clear()
    asked["__total__"] = total
    questions = {q for text in view["texts"] for q in _QUESTION_RE.findall(text)}
    for gone in [q for q in asked if q != "__total__" and q not in questions]:
        del asked[gone]
    fails = []
    for question in questions:
        asked[question] = asked.get(question, 0) + 1
        if asked[question] == 3:
            fails.append(f"repite «{question}» por tercera vez")
    return fails


def _list(value) -> list:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def run_conversation(base: str, spec: dict, clean: bool = False, paced: bool = False) -> Result:
    result = Result(spec["name"], spec.get("tags", []), spec.get("class"), spec.get("lang", "es"))
    conv = Conversation(base, spec.get("business", "pasteleria"))
    conv.paced = paced
    try:
        return _run_steps(conv, spec, result)
    finally:
        if clean:
            conv.clean_up()


def _run_steps(conv: Conversation, spec: dict, result: Result) -> Result:
    started = time.perf_counter()
    asked: dict = {}
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
            if os.environ.get("EVAL_SHOW"):   # writing expectations: see what each step said
                print(f"[{spec['name']}] {step.get('say') or step.get('press') or sorted(step)}\n    → "
                      f"{' | '.join(conv.view['texts'])}  {[c['label'] for c in conv.view['chips']]}")
            result.failures += [f"paso {i}: {f}" for f in check(conv.view, step.get("expect"))]
            result.failures += [f"paso {i}: {f}" for f in _repeated(conv.view, asked)]
        except (AssertionError, requests.RequestException) as e:
            result.failures.append(f"paso {i}: {e}")
            break
    result.ms = (time.perf_counter() - started) * 1000
    return result


def load_conversations(folder: Path = CONVERSATIONS, pending: bool = False) -> list[dict]:
    specs = []
    paths = sorted(folder.glob("*.yaml")) + (sorted((folder / "pending").glob("*.yaml")) if pending else [])
    for path in paths:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for spec in doc if isinstance(doc, list) else [doc]:
            spec.setdefault("name", path.stem)
            specs.append(spec)
    return specs


def free_port() -> int:
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
        port = free_port()
        env = {**os.environ, "BIZ_NOW": BIZ_NOW, "DATASETS_DIR": str(datasets), "VAR_DIR": str(self.tmp / "var"),
               "OUTPUT_DIR": str(self.tmp / "output"), "DATABASE_URL": "", "QDRANT_URL": "http://127.0.0.1:9",
               "OLLAMA_URL": "http://127.0.0.1:9", "RATELIMIT_ENABLED": "0",
               # the transcripts were written word for word without suggestions (they have their own tests)
               "SUGGESTIONS_ENABLED": "0",
               # the server runs this tree's code (its cwd is the temporary folder: a relative
               # PYTHONPATH would fall back to whatever bizengine is installed)
               "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
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
        stop_postgres(self.tmp / "var" / "pg")
        shutil.rmtree(self.tmp, ignore_errors=True)


def stop_postgres(pgdata: Path, wait: float = 15.0) -> None:
    """A fast shutdown of the embedded Postgres in `pgdata`, by its postmaster's pid. pgserver stops
    a server only when no other process holds it, and `serve`, terminated, never lets go of it:
    each eval used to leave one Postgres running."""
    try:
        pid = int((pgdata / "postmaster.pid").read_text().split()[0])
        os.kill(pid, signal.SIGINT)
    except (OSError, ValueError, IndexError):
        return      # no server there, or gone already
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except OSError:
            return
        time.sleep(0.1)


def report(results: list[Result], quiet: bool = False) -> int:
    width = max(len(r.name) for r in results)
    print(f"{'conversación':<{width}}  turnos  resultado  ms")
    for r in results:
        if quiet and r.ok:
            continue
        verdict = "omitida" if r.skipped else "ok" if r.ok else "FALLA"
        print(f"{r.name:<{width}}  {r.turns:>6}  {verdict:<9}  {r.ms:7.0f}")
        for f in ([r.skipped] if r.skipped else r.failures):
            print(f"{'':<{width}}    · {f}")
    ran = [r for r in results if not r.skipped]
    passed = sum(r.ok for r in ran)
    refusals = [r for r in ran if "refusal" in r.tags]
    skipped = len(results) - len(ran)
    print(f"\n{passed} passed, {len(ran) - passed} failed" + (f", {skipped} omitidas" if skipped else ""))
    if refusals:
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


def report_classes(results: list[Result]) -> int:
    """The paraphrase set per class; 0 when it reaches the goal (and 100 % on the strict classes)."""
    print("\nparáfrasis por clase (issue 17):")
    ok = True
    for k in sorted({r.klass for r in results if r.klass is not None}):
        group = [r for r in results if r.klass == k]
        rate = sum(r.ok for r in group) / len(group)
        strict = k in STRICT_CLASSES
        ok &= rate == 1.0 or not strict
        print(f"  {k:>2}. {CLASS_NAMES.get(k, '?'):<32} {sum(r.ok for r in group):>3}/{len(group):<3} {rate:6.1%}"
              + ("  (debe ser 100 %)" if strict else ""))
    total = sum(r.ok for r in results) / len(results)
    gl = [r for r in results if r.lang == "gl"]
    multi = [r for r in results if r.turns > 1 or "follow-up" in r.tags]
    print(f"  total {sum(r.ok for r in results)}/{len(results)} = {total:.1%} (objetivo {PARAPHRASE_GOAL:.0%}); "
          f"gallego {len(gl)} ({len(gl) / len(results):.0%}), de varios turnos {len(multi)}")
    return 0 if ok and total >= PARAPHRASE_GOAL else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="obrador-mel eval")
    parser.add_argument("--url", help="un servidor en marcha; sin ella se arranca uno propio con BIZ_NOW fijado")
    parser.add_argument("--only", help="solo las conversaciones cuyo nombre contiene este texto")
    parser.add_argument("--set", choices=("all", "conversations", "paraphrases"), default="all",
                        help="las conversaciones de la semilla, las paráfrasis (issue 17) o las dos")
    parser.add_argument("--pending", action="store_true", help="también las paráfrasis que se sabe que fallan")
    parser.add_argument("--quiet", action="store_true", help="solo lista las conversaciones que fallan")
    args = parser.parse_args(argv)
    picked = lambda specs: [s for s in specs if not args.only or args.only in s["name"]]  # noqa: E731
    seed = picked(load_conversations()) if args.set != "paraphrases" else []
    para = picked(load_conversations(PARAPHRASES, args.pending)) if args.set != "conversations" else []
    if not seed and not para:
        print("no hay conversaciones que correr")
        return 1
    if args.url:
        return against(args.url, seed + para)
    with OwnServer() as base:
        return _run_sets(base, seed, para, args.quiet)


def _run_sets(base: str, seed: list[dict], para: list[dict], quiet: bool) -> int:
    code = 0
    if seed:
        code |= report([run_conversation(base, s) for s in seed], quiet)
    if para:
        results = [run_conversation(base, s) for s in para]
        if seed:
            print()
        report(results, quiet=True)
        code |= report_classes(results)
    return code


if __name__ == "__main__":
    sys.exit(main())
