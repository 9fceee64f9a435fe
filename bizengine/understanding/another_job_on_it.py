"""«quiero que me arregléis la X y la limpiéis», «quiero arreglar la X y limpiarla»: after a thing
named, another job said of it with a pronoun and a verb, which names nothing of the catalogue. The
thing named is read; the job after it goes to the person as a note, never dropped."""
from __future__ import annotations

from bizengine.understanding.lexicon import folded_re

# «y la limpiéis», «e que mo limpedes», «y limpiarla», «e limpala»: «and» + a pronoun of the thing + a
# verb said to them (es «-éis/-áis/-ís», gl «-edes/-ades/-ides»), or an infinitive with the pronoun joined
_IT = r"(?:la|lo|las|los|a|o|as|os|ma|mo|mas|mos|nola|nolo)"
_JOB_ON_IT_RE = folded_re(r"\b(?:y|e) (?:(?:que|q) )?(?:(?:me|nos|le|lle) )?"
                          rf"(?:{_IT} \w+(?:eis|ais|is|edes|ades|ides)|"
                          r"\w+(?:ar|er|ir)(?:la|lo|las|los)|\w{3,}(?:a|e|i)(?:la|lo|las|los))"
                          r"(?: (?:tambien|tamen|tb|por favor|porfa|si podeis|se podedes))?$")


def another_job_on_it(raw: str, words: list[str], spans: list[tuple[int, int]]) -> str | None:
    """The job said after the last thing named (`spans` over the message's read `words`), as the
    customer wrote it («y la limpiéis»), when no word of it was read as a thing; None when there is none."""
    said = _JOB_ON_IT_RE.search(" ".join(words))
    if said is None or not spans:
        return None
    count = len(said.group(0).split())
    if len(words) - count < max(end for _, end in spans):
        return None
    written = raw.strip().split()[-count:]
    return " ".join(written).strip(" ,.;!?¿¡") or None
