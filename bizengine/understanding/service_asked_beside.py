"""«<service> el martes y saber si hacéis <another service>», «…, ¿hacéis <another>?», «… e saber se
facedes <another>»: whether the business does a service, asked beside a request for one. The service
asked about is answered (what it is and costs), not added: only the words before the question are the
request. «<service> y <another> el martes» asks nothing and books both; «¿hacéis también <another>?»
adds it, and so does «…y saber si hacéis <another> a las 5»: a day or time of its own wishes it."""
from __future__ import annotations

import re

from bizengine.language.text import clean
from bizengine.understanding.lexicon import AND_TO_KNOW, folded_in_place, question_apart

# the question's first words: «y saber si hacéis», «¿tenéis…?», «se facedes», «¿hay…?» (you do, you have)
_DO_YOU_DO_RE = re.compile(rf"^(?:{AND_TO_KNOW} |(?:y|e) )?(?:(?:si|se) )?"
                           r"(?:haceis|hacen|haces|facedes|facen|fas|teneis|tedes|tendes|tienen|hay|hai)\b"
                           r"(?! (?:tambien|tamen)\b)")     # «¿hacéis también Y?» adds Y: a wish, not a question
_AND_TO_KNOW_RE = re.compile(rf"[ ,]+{AND_TO_KNOW}\b")


def service_asked_beside(raw: str) -> tuple[str, str] | None:
    """(the request's words, the question's words), both clean, when the message ends by asking whether
    the business does or has something; else None. Which things each part names is the caller's."""
    apart = question_apart(raw) if "?" in raw else _cut_at_and_to_know(raw)
    if apart is None:
        return None
    asked = clean(apart[1])
    return (clean(apart[0]), asked) if _DO_YOU_DO_RE.match(asked) else None


def _cut_at_and_to_know(raw: str) -> tuple[str, str] | None:
    m = _AND_TO_KNOW_RE.search(folded_in_place(raw))
    return (raw[:m.start()], raw[m.start():]) if m is not None and m.start() else None
