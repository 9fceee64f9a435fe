"""Holding a place (production): a request's slot is re-checked and taken inside the transaction
that stores it, under the slot's advisory locks (`storage.occupancy.lock`), so two customers
are never promised the same last place, and a person never confirms into a full slot.

- `hold_on_send`: the customer sends; if the place went since turn() looked, turn() runs again
  with the fresh occupancy, which answers with its own «se acaba de ocupar» and the nearest
  free times, and nothing is stored as pending.
- `recheck`: a person accepts, or the customer accepts a proposed time; a full slot raises
  `SlotTaken` (409) with the nearest free times. It counts what a send counts (confirmed,
  pending, proposals still held), except the pending requests queued *after* the one being
  confirmed: among requests beyond capacity (stored before going live, a capacity lowered by
  the owner) the queue order of the consistency check decides, so the first ones are confirmed
  and the rest get the 409. A request that holds nothing itself (a proposal whose hold lapsed)
  is behind everybody, as a new send is.
- `hold_until`: how long a proposed new time is held for the customer (`proposal_hold_minutes`).
"""
from __future__ import annotations

from datetime import datetime, timedelta
from typing import Callable

from bizengine.business import availability, capacity
from bizengine.conversation import messages
from bizengine.conversation.records import TurnResult
from bizengine.errors import SlotTaken
from bizengine.language.clock import fmt_time, today
from bizengine.storage import cases, occupancy
from bizengine.storage.cases import block_of
from bizengine.storage.db import jsonb

PRODUCTION = "production"
DEFAULT_HOLD_MINUTES = 120
RETRIES = 3


def hold_until(biz, now: datetime) -> str:
    minutes = int(biz.data.get("proposal_hold_minutes") or DEFAULT_HOLD_MINUTES)
    return (now + timedelta(minutes=minutes)).isoformat()


def _sent_block(out: TurnResult, request_id: str) -> dict | None:
    req = out.request
    if not req or req.get("status") != "pending" or req.get("kind") not in ("order", "booking"):
        return None
    return block_of({"id": request_id, "kind": req["kind"], "data": req.get("data") or {}, "proposed": None})


def needs_hold(mode: str, out: TurnResult) -> bool:
    """Whether storing this turn takes a place (production, a request being sent)."""
    return mode == PRODUCTION and _sent_block(out, "") is not None


def hold_on_send(conn, biz, mode: str, request_id: str, out: TurnResult, now: datetime,
                 retry: Callable[[list], TurnResult]) -> TurnResult:
    """The turn's output to store: `out` when its slot is still free (locks now held until commit),
    or what `retry(fresh own)` answers when it is not. Demo mode: `out` untouched."""
    if mode != PRODUCTION:
        return out
    for _ in range(RETRIES):
        block = _sent_block(out, request_id)
        if block is None:
            return out
        occupancy.lock(conn, biz, block)
        others = occupancy.blocks(conn, biz.slug, now, exclude=request_id, since=today(now))
        if capacity.fits(biz, block, others) is not None:
            return out
        out = retry(availability.live(others))
    raise SlotTaken("ese hueco se acaba de ocupar; elige otra hora", [])


def recheck(conn, biz, mode: str, req: dict, ymd: str, minute: int, now: datetime,
            back_to_own: bool = False, declined: tuple[int, ...] = ()) -> dict:
    """Capacity for confirming `req` at (ymd, minute), under the slot's locks. Returns the data
    to store (a table size may change); raises SlotTaken when the slot is full, with the nearest
    free times but none of `declined`. `back_to_own`: the customer turned a proposal down and
    returns to the time they had asked for, which the proposal freed: every request pending
    there now is ahead of theirs."""
    data = dict(req["data"] or {})
    if mode != PRODUCTION or req["kind"] not in ("order", "booking"):
        return data
    block = block_of({"id": req["id"], "kind": req["kind"], "data": {**data, "ymd": ymd, "min": minute},
                      "proposed": None})
    if block is None:
        return data
    occupancy.lock(conn, biz, block)
    held = occupancy.blocks(conn, biz.slug, now, since=ymd)
    if back_to_own:
        held = [b for b in held if b["id"] != req["id"]]
    others = occupancy.ahead_of(held, req["id"])
    taken = capacity.fits(biz, block, others)
    if taken is None:
        free = alternatives(conn, biz, req, ymd, minute, now, avoid=declined)
        listed = ", ".join(s["time"] for s in free) or "ninguna ese día"
        raise SlotTaken(f"el hueco {ymd} {fmt_time(minute)} ya está completo; "
                        f"horas libres más cercanas: {listed}", free)
    data.update(taken)
    return data


def alternatives(conn, biz, req: dict, ymd: str, minute: int, now: datetime, n: int = 3,
                 avoid: tuple[int, ...] = ()) -> list[dict]:
    """The n free times of that day closest to `minute`, on the real occupancy; never one of
    `avoid` (a time the customer has just turned down)."""
    own = occupancy.live_blocks(conn, biz.slug, now, exclude=req["id"], since=ymd)
    data = req["data"] or {}
    if req["kind"] == "order":
        result = availability.pickup_availability(biz, ymd, now, data.get("lead_minutes") or 0, own)
    elif biz.data["booking"]["mode"] == "tables":
        result = availability.table_availability(biz, ymd, now, data.get("party") or 1, own)
    else:
        result = availability.staff_availability(biz, ymd, now, data.get("services") or [], data.get("resource"), own)
    slots = [s for s in result["slots"] if s["min"] not in avoid]
    return [{"date": ymd, "time": s["time"], "min": s["min"]} for s in availability.nearest(slots, minute, n)]


def hold_proposal(conn, biz, mode: str, req: dict, ymd: str, minute: int, now: datetime) -> dict | None:
    """Production: check the time a person proposes on the real occupancy, under its lock, and
    return {"held_until": …} to store with the proposal; SlotTaken when it is not free.
    Demo: None (the caller checks as before)."""
    if mode != PRODUCTION or req["kind"] not in ("order", "booking"):
        return None
    block = block_of({"id": req["id"], "kind": req["kind"], "data": {**(req["data"] or {}), "ymd": ymd, "min": minute},
                      "proposed": None})
    if block is None:
        return None
    occupancy.lock(conn, biz, block)
    free = alternatives(conn, biz, req, ymd, minute, now, n=4)
    if not any(s["min"] == minute for s in free):
        near = [s for s in free if s["min"] != minute][:3]
        listed = ", ".join(s["time"] for s in near) or "ninguna ese día"
        raise SlotTaken(f"el hueco {ymd} {fmt_time(minute)} no está libre; horas libres más cercanas: {listed}", near)
    return {"held_until": hold_until(biz, now)}


def back_in_the_queue(conn, request_id: str, data: dict | None = None) -> None:
    """A request answered out of `change_proposed` is pending at its own time again, queued
    behind everyone waiting there now: the proposal had freed that time. `data`: what the
    re-check of that time chose (a table of another size), stored with it."""
    conn.execute("UPDATE biz_requests SET status = 'pending', proposed = NULL, requeued_at = now(), "
                 "data = coalesce(%s, data), updated_at = now() WHERE id = %s",
                 (jsonb(data) if data is not None else None, request_id))


def proposal_gone(conn, case: dict, req: dict, minute: int, free: list[dict], answer: str) -> dict:
    """The customer answered a proposal (`answer`: accepted the proposed time, or rejected it and
    so went back to their own), and the time they chose filled up meanwhile: back to pending (a
    person proposes again, the `free` nearest times in view) and the customer is told, with those
    times. Returns the stored reply."""
    back_in_the_queue(conn, req["id"])
    cases.add_event(conn, case["id"], req["id"], "request_status",
                    {"from": "change_proposed", "to": "pending", "reason": "slot_taken", "answer": answer,
                     "alternatives": [s["time"] for s in free]})
    cases.set_case_state(conn, case, "await_approval")
    lang = messages.lang_of(case["lang"])
    text = messages.say("time_gone", lang, time=fmt_time(minute)) + " "
    if free:
        text += messages.say("proposal_gone_nearest", lang,
                             list=messages.join_list([s["time"] for s in free], lang, "or"))
    else:
        text += messages.say("proposal_gone", lang)
    return cases.add_message(conn, case["id"], "assistant", text, request_id=req["id"])
