"""Races for the last place (production mode, real Postgres): 20 customers send for the last
place of a slot at once, and 20 people accept competing requests at once, for a pickup, a table
and an appointment. Prints attempts, successes, conflicts, overbooked slots and the p95 of a
held send (p50 beside it; the 20 sends queue on one lock, so these include the wait).
Run: `.venv/bin/python -m evals.bench_capacity` (embedded Postgres, as the app role, unless
DATABASE_URL is set). tests/test_capacity.py runs the same races and asserts the counts.
"""
from __future__ import annotations

import json
import secrets
import shutil
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bizengine.business.capacity import overbooked  # noqa: E402
from bizengine.business.store import load_business  # noqa: E402
from bizengine.errors import SlotTaken  # noqa: E402
from bizengine.service import chat, staff  # noqa: E402
from bizengine.storage import cases, occupancy  # noqa: E402

NOW = datetime(2026, 10, 31, 12, 40, tzinfo=ZoneInfo("Europe/Madrid"))
THREADS = 20
SEND = {"action": {"type": "send"}, "label": "Enviar"}


@dataclass(frozen=True)
class Kind:
    source: str             # the dataset copied
    slug: str               # its slug here (nobody else's requests count)
    changes: dict           # business.json changes, "section.key": value
    capacity: int           # of the raced slot
    send: tuple[str, str]   # (first message, its day) of the send race
    accept: tuple[str, str]  # (first message, its day) of the accept race


KINDS = {
    "pickup": Kind("datasets/pasteleria", "obrador14", {"order.max_per_slot": 3}, 3,
                   ("Quiero una tarta de queso para 12 personas para el sábado a las 11", "2026-11-07"),
                   ("Quiero una tarta de queso para 12 personas para el viernes a las 11", "2026-11-06")),
    "table": Kind("tests/fixtures/datasets/restaurante", "mesas14",
                  {"booking.tables": [{"seats": 2, "count": 1}, {"seats": 4, "count": 2}, {"seats": 8, "count": 1}]}, 3,
                  ("mesa para 4 el viernes a las 21:00", "2026-11-06"),
                  ("mesa para 4 el jueves a las 21:00", "2026-11-05")),
    "staff": Kind("tests/fixtures/datasets/peluqueria", "pelu14", {}, 1,
                  ("corte de mujer y tinte con Marta el martes a las 17", "2026-11-03"),
                  ("corte de mujer y tinte con Marta el jueves a las 12", "2026-11-05")),
}


def make_datasets(root: Path) -> Path:
    """The three businesses of the races, under their own slugs (nobody else's requests count)."""
    for kind in KINDS.values():
        target = root / kind.slug
        shutil.copytree(ROOT / kind.source, target)
        data = json.loads((target / "business.json").read_text(encoding="utf-8"))
        data["slug"] = kind.slug
        for path, value in kind.changes.items():
            section, key = path.split(".")
            data[section][key] = value
        (target / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return root


@dataclass
class Race:
    attempts: int = 0
    successes: int = 0
    conflicts: int = 0
    errors: list = field(default_factory=list)
    ms: list = field(default_factory=list)
    told: list = field(default_factory=list)    # what each loser of a send read (its replies, joined)

    def p50(self) -> float:
        return statistics.median(self.ms) if self.ms else 0.0

    def p95(self) -> float:
        return statistics.quantiles(self.ms, n=20)[-1] if len(self.ms) > 1 else (self.ms or [0.0])[0]


def turn(db, biz, session: str, case_id, body: dict, mode: str) -> dict:
    return chat.chat_turn(db, biz, {"session": session, "case_id": case_id, **body}, NOW, output_dir=tempfile.gettempdir(),
                          biz_mode=mode)


def ready_to_send(db, biz, first: str, mode: str) -> tuple[str, str]:
    """A new customer whose request waits at its summary: (session, case_id)."""
    session = secrets.token_hex(16)
    out = turn(db, biz, session, None, {"text": first}, mode)
    for text in ("Laura", "655444333", "no"):
        out = turn(db, biz, session, out["case_id"], {"text": text}, mode)
    labels = [c.get("action", {}).get("type") for r in out["replies"] for c in ((r.get("meta") or {}).get("chips") or [])]
    if "send" not in labels:
        raise RuntimeError(f"{biz.slug}: no send button after «{first}»: {[r['text'] for r in out['replies']]}")
    return session, out["case_id"]


def send(db, biz, who: tuple[str, str], mode: str) -> dict:
    return turn(db, biz, who[0], who[1], SEND, mode)


def at_once(jobs: list) -> list:
    """Run the callables in threads released together; their results (or exceptions) in order."""
    gate = threading.Barrier(len(jobs))
    results: list = [None] * len(jobs)

    def run(i, job):
        gate.wait()
        try:
            results[i] = job()
        except Exception as e:  # noqa: BLE001 (the race counts every outcome)
            results[i] = e
    threads = [threading.Thread(target=run, args=(i, job)) for i, job in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def race_send(db, biz, script: str, capacity: int, threads: int = THREADS) -> Race:
    """capacity − 1 places taken one by one, then `threads` customers send for the last one at once."""
    for _ in range(capacity - 1):
        out = send(db, biz, ready_to_send(db, biz, script, "production"), "production")
        assert out["request"]["status"] == "pending", out
    waiting = [ready_to_send(db, biz, script, "production") for _ in range(threads)]
    race = Race(attempts=threads)

    def timed(who):
        t0 = time.perf_counter()
        out = send(db, biz, who, "production")
        race.ms.append((time.perf_counter() - t0) * 1000)
        return out
    for out in at_once([lambda w=w: timed(w) for w in waiting]):
        if isinstance(out, Exception):
            race.errors.append(repr(out))
        elif out["request"]["status"] == "pending":
            race.successes += 1
        else:
            race.conflicts += 1
            race.told.append(" ".join(r["text"] for r in out["replies"]))
    return race


def race_accept(db, biz, script: str, threads: int = THREADS, output_dir: str | None = None) -> Race:
    """`threads` requests of one slot stored pending without holds (demo mode: as if taken
    before the business went live), then a person accepts all of them at once."""
    pending = []
    for _ in range(threads):
        who = ready_to_send(db, biz, script, "demo")
        out = send(db, biz, who, "demo")
        assert out["request"]["status"] == "pending", out
        pending.append((who[0], out["request"]["id"]))
    race = Race(attempts=threads)
    body = lambda s, r: {"session": s, "request_id": r, "action": "accept"}  # noqa: E731
    jobs = [lambda s=s, r=r: staff.staff_act(db, biz, body(s, r), NOW, output_dir or tempfile.gettempdir(),
                                             mode="production") for s, r in pending]
    for out in at_once(jobs):
        if isinstance(out, SlotTaken):
            race.conflicts += 1
        elif isinstance(out, Exception):
            race.errors.append(repr(out))
        elif out["status"] == "confirmed":
            race.successes += 1
    return race


def overbooked_slots(db, biz, day: str, statuses=cases.LIVE) -> list[dict]:
    """The consistency query: the day's blocks that do not fit beside the earlier ones of their slot."""
    with db.tx() as conn:
        blocks = occupancy.blocks(conn, biz.slug, NOW, statuses=statuses)
    return overbooked(biz, [b for b in blocks if b["ymd"] == day])


def run_all(db, datasets: Path, threads: int = THREADS) -> dict:
    """Both races for each kind. `overbooked`: held slots over capacity on the send race's day
    plus confirmed ones over capacity on the accept race's day (whose pending requests were
    stored without holds on purpose)."""
    out = {}
    for name, kind in KINDS.items():
        biz = load_business(datasets / kind.slug)
        sent = race_send(db, biz, kind.send[0], kind.capacity, threads)
        accepted = race_accept(db, biz, kind.accept[0], threads)
        over = overbooked_slots(db, biz, kind.send[1]) + overbooked_slots(db, biz, kind.accept[1], ("confirmed",))
        out[name] = {"capacity": kind.capacity, "send": sent, "accept": accepted, "overbooked": len(over)}
    return out


def report(results: dict) -> str:
    lines = [f"{'kind':8} {'race':7} {'attempts':>8} {'ok':>4} {'409':>4} {'errors':>6} {'p50 ms':>8} {'p95 ms':>8}"]
    for kind, r in results.items():
        for name in ("send", "accept"):
            race = r[name]
            times = f"{race.p50():8.1f} {race.p95():8.1f}" if name == "send" else f"{'-':>8} {'-':>8}"
            lines.append(f"{kind:8} {name:7} {race.attempts:8d} {race.successes:4d} {race.conflicts:4d} "
                         f"{len(race.errors):6d} {times}")
        lines.append(f"{kind:8} capacity {r['capacity']}, overbooked slots: {r['overbooked']}")
    return "\n".join(lines)


def main() -> int:
    import os
    from bizengine.storage.db import Database
    tmp = Path(tempfile.mkdtemp(prefix="bench-capacity-"))
    url, owner_url = os.environ.get("DATABASE_URL"), os.environ.get("DATABASE_OWNER_URL", "")
    server = None
    if not url:      # as production runs: turns as the app role, the schema applied by the owner
        from bizengine.storage.db import create_roles, embedded_server
        server = embedded_server(tmp / "pg", cleanup_mode="stop")
        owner_url, url = create_roles(server.get_uri())
    db = Database(url, max_size=24, owner_url=owner_url)
    db.apply_schema()
    try:
        results = run_all(db, make_datasets(tmp / "datasets"))
    finally:
        db.close()
        if server:
            server.cleanup()
        shutil.rmtree(tmp, ignore_errors=True)
    print(report(results))
    return 0 if all(r["overbooked"] == 0 and not r["send"].errors and not r["accept"].errors
                    for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
