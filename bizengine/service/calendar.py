"""A calendar double. There is no calendar account behind it, but it keeps the rule that
matters: without a stored approval nothing is created."""
from __future__ import annotations


def create_event(approval_id: str | None = None, title: str = "", start: str | None = None) -> dict:
    if not approval_id:
        return {"ok": False, "created": False, "error": "approval_id required"}
    return {"ok": True, "created": True, "event_id": f"cal-{str(approval_id)[:48]}", "title": title, "start": start}
