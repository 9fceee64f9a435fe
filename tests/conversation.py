"""A tiny pure-conversation harness: feed texts and buttons to turn(), keep the state between
turns like flow.py does, and read what the customer sees (texts, chips, cards, requests)."""
from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from bizengine import load_business
from bizengine.conversation.records import TurnResult
from bizengine.conversation.turn import turn

ROOT = Path(__file__).resolve().parent.parent
MADRID = ZoneInfo("Europe/Madrid")
NOW = datetime(2026, 10, 31, 12, 40, tzinfo=MADRID)   # Saturday 31 October 2026, 12:40
_BIZ = {}
# «{lead}», «{day}» left in a text shown: a message said without its values
_UNFILLED_RE = re.compile(r"\{[a-z_]+\}")


def bakery():
    if "pasteleria" not in _BIZ:
        _BIZ["pasteleria"] = load_business(ROOT / "datasets" / "pasteleria")
    return _BIZ["pasteleria"]


class Turn:
    """What one turn showed the customer."""

    def __init__(self, out: TurnResult):
        self.out = out
        self.replies = out.replies
        self.texts = [r["text"] for r in self.replies]
        self.text = " ".join(self.texts)
        self.request = out.request
        self.trace = out.trace

    def metas(self):
        return [r["meta"] or {} for r in self.replies]

    @property
    def chips(self) -> list[dict]:
        return [c for m in self.metas() for c in m.get("chips", [])]

    @property
    def chip_labels(self) -> list[str]:
        return [c["label"] for c in self.chips]

    def cards(self, kind: str | None = None) -> list[dict]:
        return [c for m in self.metas() for c in m.get("cards", []) if kind is None or c["type"] == kind]

    @property
    def cites(self) -> list[dict]:
        return [c for m in self.metas() for c in m.get("cites", [])]

    @property
    def evidence(self) -> list[dict]:
        return [e for m in self.metas() for e in m.get("evidence", [])]

    def __getitem__(self, key):
        return getattr(self.out, key)

    def __repr__(self):
        return f"Turn({self.text!r}, chips={self.chip_labels})"


class Conversation:
    def __init__(self, biz=None, now=NOW, kb_answer=None, own=(), state=None):
        self.biz = biz or bakery()
        self.now = now
        self.kb_answer = kb_answer
        self.own = list(own)
        self.state = state
        self.turns: list[Turn] = []
        self.history: list[dict] = []
        self.requests: list[dict] = []

    def _run(self, inp: dict, shown: str) -> Turn:
        out = turn(self.biz, self.state, inp, self.now, own=self.own,
                   has_pending=any(r["status"] == "pending" for r in self.requests),
                   kb_answer=self.kb_answer, history=list(self.history))
        json.dumps(out.state)    # flow stores it as JSON between turns
        assert out.request is None or out.request["status"] in ("collecting", "pending"), out.request
        self.state = out.state
        t = Turn(out)
        unfilled = [x for x in [*t.texts, *t.chip_labels] if _UNFILLED_RE.search(x)]
        assert not unfilled, f"a text shown with its placeholder unfilled: {unfilled}"
        self.turns.append(t)
        self.history.append({"role": "user", "content": shown})
        self.history += [{"role": "assistant", "content": x} for x in t.texts]
        if out.request:
            self.requests.append(out.request)
        return t

    def say(self, text: str) -> Turn:
        return self._run({"text": text}, text)

    def say_all(self, *texts: str) -> Turn:
        """Say each text in turn; the last turn."""
        for text in texts:
            t = self.say(text)
        return t

    def act(self, action: dict, label: str = "") -> Turn:
        return self._run({"action": action, "label": label}, label or action["type"])

    def press(self, label: str) -> Turn:
        """Press a chip of the last turn by its label (exact, else the first that starts with it)."""
        chips = self.last.chips
        chip = next((c for c in chips if c["label"] == label), None) or \
            next((c for c in chips if c["label"].startswith(label)), None)
        assert chip, f"no chip {label!r} in {[c['label'] for c in chips]}"
        if "action" in chip:
            return self.act(chip["action"], chip["label"])
        return self.say(chip["text"])

    @property
    def last(self) -> Turn:
        return self.turns[-1]

    @property
    def order(self) -> dict:
        return self.state["order"]


FIXTURES = ROOT / "tests" / "fixtures" / "datasets"


def no_data(text, lang, history):
    """A knowledge answer that never knows: what a turn says without the knowledge base."""
    return {"route": "no_data", "text": "", "cites": [], "trace": []}


def chat(slug: str = "") -> Conversation:
    """A conversation with the bakery, or with a test business (tests/fixtures/datasets/<slug>),
    whose knowledge never answers."""
    if slug and slug not in _BIZ:
        _BIZ[slug] = load_business(FIXTURES / slug)
    return Conversation(biz=_BIZ[slug] if slug else None, kb_answer=no_data)


def chat_after(slug: str, *texts: str) -> Conversation:
    """`chat(slug)` after the customer said each of `texts`, in order."""
    c = chat(slug)
    for text in texts:
        c.say(text)
    return c


def chat_with_knowledge(slug: str, var_dir) -> Conversation:
    """A conversation with a test business (the bakery for "") whose knowledge answers from its own
    texts, with no model (the model host is a closed port): the excerpt of the section found, word
    for word."""
    from bizengine.knowledge import make_kb_answer
    from bizengine.knowledge.llm import KbConfig
    biz = load_business(FIXTURES / slug) if slug else bakery()
    cfg = KbConfig.from_mapping({"OLLAMA_URL": "http://127.0.0.1:9", "KB_CONNECT_TIMEOUT": 0.2,
                                 "VAR_DIR": str(var_dir)})
    return Conversation(biz=biz, kb_answer=make_kb_answer(biz, cfg, lambda: NOW))


def sent(c: Conversation, steps: list[str]) -> Conversation:
    """Say `steps` (an order up to its note question), leave no note and send it: the conversation
    after sending."""
    for text in steps:
        c.say(text)
    c.press("Sin indicaciones")
    c.press("Enviar pedido")
    return c


def sent_after(slug: str, steps: list[str] | tuple[str, ...], button: str = "Enviar") -> Conversation:
    """A fresh conversation with the business `slug` that says `steps` and presses `button`: the
    request sent."""
    c = chat(slug)
    for text in steps:
        c.say(text)
    c.press(button)
    return c


def line_counts(c: Conversation) -> dict[str, int]:
    """The order's lines as {product id: count}."""
    return {line["item_id"]: line["qty"] for line in (c.state.get("order") or {}).get("lines") or []}
