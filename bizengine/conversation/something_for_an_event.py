"""«algo para un cumpleaños», «¿tenéis algo para una despedida?», gl «quero algo para un aniversario»:
something asked for an event with nothing to fit it by (no age, budget nor quality) and none of the
business's occasions for a person (occasion_wished). The knowledge answers when it speaks of it; else what the
catalogue marks popular, said as such («por si te sirve»), never as made for the event; without popular
things, a person as before."""
from __future__ import annotations

import re

from bizengine.conversation import info
from bizengine.conversation.handoff import kb_first
from bizengine.conversation.product_info import remember
from bizengine.language.text import as_said

_SOMETHING_FOR_RE = re.compile(
    r"^(?:(?:hola|ola|buenas|pues|pois|oye|oe)\s+)*"
    r"(?:(?:quiero|quisiera|queria|quero|querria|busco|buscaba|necesito|necesitaba|teneis|tedes|tienes|tes|hay|"
    r"habra|me recomiendas|me recomendas|recomiendame|recomendame)\s+)?"
    r"(?:algo|algun detalle|un detalle|algunha cousa|alguna cosa)\s+(?:para|pra|pa)\s+"
    r"(?P<what>(?:un|una|unha)\s+[a-z]{4,})(?:\s+(?:por favor|porfa|gracias|grazas))?$")


def wanted(c, s) -> bool:
    return not (s.items.any or s.topics or c.state.get("awaiting")) and c.state.get("intent") is None \
        and _SOMETHING_FOR_RE.match(" ".join((s.norm or "").split())) is not None


def answer(c, s) -> bool:
    """The knowledge's answer, else the popular things; False when there are none (a person takes it)."""
    if kb_first(c, s.text or ""):
        return True
    popular = [p for p in c.biz.products.values() if p.get("popular") and p.get("price_cents")]
    said = _SOMETHING_FOR_RE.match(" ".join((s.norm or "").split()))
    if not popular or said is None:
        return False
    info.say_prices(c, "popular_for_an_event", popular[:4], event=as_said(said.group("what"), s.text or ""))
    remember(c, s, ["price"])       # «me quedo con el primero» then takes one of them
    return True
