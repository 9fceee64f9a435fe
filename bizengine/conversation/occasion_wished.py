"""«quiero un <group word> para una <occasion>», «<X> para un <occasion>», «<a thing not sold> para una
<occasion>», gl «un <X> para unha <occasion>»: something wished for an occasion of the business's
(`reading.occasion_words`) that none of its things is described for. Asking which of the group's things
(«¿Qué X quieres?») would drop what the customer said it is for: a person advises, handed the message (the
occasion said back). A thing named («el X para una <occasion>») is ordered as before; a question («¿hacéis X
para <occasion>s?») is occasion_asked's."""
from __future__ import annotations

from bizengine.conversation import booking_draft
from bizengine.conversation import order_form as ordering
from bizengine.conversation.handoff import handoff_person
from bizengine.conversation.occasion_asked import described_for, occasion_said
from bizengine.language.text import as_said, singular


def wanted(c, s) -> bool:
    """A wish for an occasion nothing is described for, nothing named by its own name, nothing in progress."""
    norm = s.norm or ""
    if s.question or "?" in (s.raw or s.text or "") or s.items.lines or ordering.mid_flow(c) \
            or booking_draft.mid_flow(c) or c.state.get("awaiting"):
        return False
    said = occasion_said(c.biz, norm)
    if said is None or described_for(c.biz, singular(said.group("occasion"))):
        return False
    if s.items.ambiguous or s.items.unknown:
        return True     # «un <group word> para una <occasion>», «quiero <a thing not sold> para un <occasion>»
    # «<X> de <Y> para una <occasion>», «algo para un <occasion>»: a thing not sold, said bare
    return s.primary in ("info", "order") and not s.topics and bool(norm[:said.start()].split())


def answer(c, s) -> None:
    said = occasion_said(c.biz, s.norm or "")
    assert said is not None     # wanted() found it
    occasion = as_said(said.group(0).split(" ", 1)[1], s.text or "")
    handoff_person(c, "occasion", s.text or "", "occasion_handoff", occasion=occasion)
