"""«algo para un cumpleaños», «¿tenéis algo para una despedida?», gl «quero algo para un aniversario», or
for a person with no occasion («algo para mi madre», «un regalo para mi novia», gl «algo para a miña nai»):
something asked for an event or a gift with nothing to fit it by (no age, budget nor quality) and none of the
business's occasions for a person (occasion_wished). The knowledge answers when it speaks of it; else what the
catalogue marks popular, said as such («por si te sirve»), never as made for the event; without popular
things, a person as before."""
from __future__ import annotations

import re

from bizengine.conversation import info
from bizengine.conversation.handoff import kb_first
from bizengine.conversation.product_info import remember
from bizengine.language.text import as_said

# «para mi madre», «pra a miña nai», «para o meu pai», «para mis padres»: a person, no occasion said
_MY = r"(?:(?:a|o|as|os)\s+)?(?:mi|mis|mia|miña|mina|minas|miñas|meu|meus)"
_SOMETHING_FOR_RE = re.compile(
    r"^(?:(?:hola|ola|buenas|pues|pois|oye|oe)\s+)*"
    r"(?:(?:quiero|quisiera|queria|quero|querria|busco|buscaba|necesito|necesitaba|teneis|tedes|tienes|tes|hay|"
    r"habra|me recomiendas|me recomendas|recomiendame|recomendame)\s+)?"
    r"(?:algo|algun detalle|un detalle|algunha cousa|alguna cosa|un regalo|algun regalo|un agasallo|"
    r"algun agasallo)\s+(?:(?:para|pra|pa)\s+(?:regalar|agasallar)\s+)?(?:(?:para|pra|pa)\s+|a\s+)"
    rf"(?:(?P<what>(?:un|una|unha)\s+[a-z]{{4,}})|(?P<whom>{_MY}\s+[a-z]{{3,}}))"
    r"(?:\s+(?:por favor|porfa|gracias|grazas))?$")


def wanted(c, s) -> bool:
    """«algo para un cumpleaños», «algo para mi madre»; never a diet said («algo para un diabético»,
    «para una celíaca»): what fits it is the diet's answer, not the popular things."""
    diet = s.diet or {}
    if diet.get("tags") or diet.get("asks") or diet.get("avoid") or diet.get("free"):
        return False
    return not (s.items.any or s.topics or c.state.get("awaiting")) and c.state.get("intent") is None \
        and _SOMETHING_FOR_RE.match(" ".join((s.norm or "").split())) is not None


def answer(c, s) -> bool:
    """The knowledge's answer, else the popular things; False when there are none (a person takes it)."""
    said = _SOMETHING_FOR_RE.match(" ".join((s.norm or "").split()))
    if said is None:
        return False
    # the person is no topic of the knowledge («mi madre» is not what a text «de masa madre» speaks of)
    asked = said.string[:said.start("whom")] if said.group("whom") else s.text or ""
    if kb_first(c, asked):
        return True
    popular = [p for p in c.biz.products.values() if p.get("popular") and p.get("price_cents")]
    if not popular:
        return False
    if said.group("whom"):      # «algo para mi madre»: a gift where things are sold, else for that person
        things = c.biz.can("order") and not any(p.get("duration_minutes") for p in popular[:4])
        info.say_prices(c, "popular_for_a_gift" if things else "popular_lead", popular[:4])
    else:
        info.say_prices(c, "popular_for_an_event", popular[:4], event=as_said(said.group("what"), s.text or ""))
    remember(c, s, ["price"])       # «me quedo con el primero» then takes one of them
    return True
