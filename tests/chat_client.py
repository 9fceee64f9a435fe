"""A visitor over the HTTP API, as the widget is: a session, a case, chips to press."""
from __future__ import annotations

import secrets


class Visitor:
    def __init__(self, client, slug: str = "pasteleria", session: str | None = None):
        self.client, self.slug = client, slug
        self.session = session or secrets.token_hex(16)
        self.case_id = None
        self.last = None

    def post(self, body: dict, expect: int = 200) -> dict:
        res = self.client.post(f"/api/{self.slug}/chat", json={"session": self.session, "case_id": self.case_id, **body})
        assert res.status_code == expect, (res.status_code, res.get_json())
        out = res.get_json()
        if expect == 200:
            self.case_id = out["case_id"]
            self.last = out
        return out

    def say(self, text: str) -> dict:
        return self.post({"text": text})

    @property
    def texts(self) -> list[str]:
        return [r["text"] for r in self.last["replies"]]

    @property
    def said(self) -> str:
        return " ".join(self.texts)

    def chips(self) -> list[dict]:
        return [c for r in self.last["replies"] for c in ((r.get("meta") or {}).get("chips") or [])]

    def chip_labels(self) -> list[str]:
        return [c["label"] for c in self.chips()]

    def press(self, label: str) -> dict:
        chip = next((c for c in self.chips() if c["label"] == label), None)
        assert chip is not None, f"no chip «{label}» in {self.chip_labels()}"
        if "action" in chip:
            return self.post({"action": chip["action"], "label": chip["label"]})
        return self.say(chip["text"])

    def conversation(self, case: str | None = None, session: str | None = None):
        return self.client.get(f"/api/{self.slug}/conversation",
                               query_string={"case": case or self.case_id}, headers={"X-Session": session or self.session})

    def staff(self) -> dict:
        return self.client.get(f"/api/{self.slug}/staff", headers={"X-Session": self.session}).get_json()

    def act(self, request_id: str, action: str, expect: int = 200, **extra) -> dict:
        res = self.client.post(f"/api/{self.slug}/staff/act",
                               json={"session": self.session, "request_id": request_id, "action": action, **extra})
        assert res.status_code == expect, (res.status_code, res.get_json())
        return res.get_json()
