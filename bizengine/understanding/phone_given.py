"""A message that only gives a phone: «612345678», «mi número es el 612…», «te dejo mi móvil: 612…»,
«llamadme al 612…», gl «o meu teléfono é 612…», «chámame ao 612…», with the customer's name beside it
(«Ana, 612…», «soy Ana, 612…») and thanks at most. Nothing else is asked or told in it."""
from __future__ import annotations

import re

from bizengine.language.text import clean

# the digits of a phone, as the folded text keeps them («612 345 678», «34 612 34 56 78»)
_DIGITS_RE = re.compile(r"\+?\d[\d .-]*\d")
# the words that give a phone or ask to be called on it, mend the one given («perdona, es el…»), and courtesy
_GIVING_WORDS = frozenset("""
mi meu o el es e este esta aqui tienes tes ahi alli te os vos le dejo deixo paso
tel telf tlf tfno telefono movil mobil numero contacto whatsapp
al ao a en no nel para que me podeis puedes podes podedes puede poden pueden llamen chamen llameis
chamedes llamar chamar llamarme chamarme llamadme llamame llamenme chamame chamadme chamademe chamenme
soy son me llamo chamome nombre nome y por favor porfa porfi gracias grazas vale ok pues pois bueno bo
perdona perdon perdoa disculpa desculpa mejor mellor no non era corrijo quise decir quixen dicir
""".split())


def only_a_phone(norm: str, name: str | None) -> bool:
    """Whether the message (folded: text.clean) says a phone and nothing but the words that give it,
    the name said beside it (`name`, as read) and courtesy."""
    if not _DIGITS_RE.search(norm):
        return False
    named = set(clean(name).split()) if name else set()
    rest = _DIGITS_RE.sub(" ", norm).split()
    return all(word in _GIVING_WORDS or word in named for word in rest)
