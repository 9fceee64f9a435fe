"""The words around a product's name, shared by the passes of the item reader (items.py):
quantities («media docena de» → 6, «x2», «otra»), «de» and the articles, the words that never
name something to buy, and `Match`, one catalogue phrase found in a message with the quantity
and options read around it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from bizengine.language.text import to_int
from bizengine.understanding.item_index import _Index

_QTY_PHRASES = [
    (("media", "docena", "de"), "6"), (("media", "ducia", "de"), "6"),
    (("una", "docena", "y", "media", "de"), "18"), (("unha", "ducia", "e", "media", "de"), "18"),
    (("dos", "docenas", "y", "media", "de"), "30"), (("duas", "ducias", "e", "media", "de"), "30"),
    (("docena", "y", "media", "de"), "18"), (("ducia", "e", "media", "de"), "18"),
    (("tres", "docenas", "de"), "36"), (("tres", "ducias", "de"), "36"),
    (("una", "docena", "de"), "12"), (("unha", "ducia", "de"), "12"),
    (("dos", "docenas", "de"), "24"), (("duas", "ducias", "de"), "24"),
    (("un", "par", "de"), "2"), (("un", "par"), "2"),
    (("media", "docena"), "6"), (("una", "docena"), "12"), (("docena", "de"), "12"),
]
_QTY_FIRST = {phrase[0] for phrase, _ in _QTY_PHRASES}
OTHER = {"otra", "otro", "outra", "outro", "otras", "otros", "outras", "outros"}
OF = {"de", "do", "da", "del"}
_TO_BE = {"sean", "sexan", "son", "serian", "serán", "seran"}
DEFINITE = {"el", "la", "los", "las", "o", "a", "os", "as"}
# Words that follow a number without being something to buy (the trade's own: index.not_items).
NOT_ITEMS = {
    "persona", "persoa", "adulto", "nino", "neno", "dia", "semana", "mes",
    "hora", "minuto", "min", "vez", "veces", "euro", "cosa", "pregunta", "duda", "consulta",
    "momento", "segundo", "poco", "pouco", "mesa", "cita", "reserva", "pedido", "encargo", "encomenda",
    "unidad", "bolsa", "ano", "anos", "mas", "menos",
    "y", "e", "o", "de", "del", "para", "por", "pola", "polas", "que", "a", "al", "en", "con",
    "sin", "sen", "la",
    "el", "las", "los", "lo", "se", "me", "te", "mi", "tu", "su", "nos", "les", "le", "os", "as",
    "h", "am", "pm", "mismo", "misma", "sola", "solo", "vale", "gracias", "grazas", "favor",
    "idea", "amiga", "amigo", "hija", "hijo", "filla", "fillo", "nieta", "nieto", "madre", "padre",
    "cumple", "cumpleano", "ocasion", "fiesta", "festa", "boda", "voda", "comunion", "evento",
    "parte", "lado", "sitio", "local", "tienda", "tenda", "hoja", "semana", "finde", "noche", "tarde",
    "manana", "mana", "noite", "docena", "ducia", "par", "mitad", "metade", "clienta", "cliente",
    "ultima", "ultimo", "primera", "primero", "primeira", "seguida", "sabado", "domingo", "lunes",
    "martes", "miercole", "jueve", "vierne", "luns", "mercore", "xove", "venre", "hoy", "hoxe",
    "mucho", "muy", "moito", "moi", "bien", "ben", "buena", "bueno", "boa", "bo", "pena", "pregunto",
    "alergia", "alerxia", "intolerancia", "nombre", "nome", "telefono", "correo", "ayuda", "axuda",
    "regalo", "agasallo", "siempre", "sempre", "verdad", "verdade", "tamano", "repuesto", "recambio",
    "porfa", "porfavor", "xfa", "plis", "please",
}


@dataclass
class Match:
    """One catalogue phrase found at words[start:end], with the quantity and options read around it."""

    start: int
    end: int
    kind: str        # 'product' | 'ambiguous'
    target: str
    qty: int = 1
    explicit: bool = False
    options: dict = field(default_factory=dict)
    via_head: str | None = None   # head noun an ellipsis borrowed
    borrowed: str | None = None   # the cart product whose head noun it borrowed
    choices: list | None = None   # several cart products share that head noun: which one?



def normalize_quantities(words: list[str]) -> list[str]:
    if not _QTY_FIRST.intersection(words):
        return words
    out, i = [], 0
    while i < len(words):
        for phrase, value in (_QTY_PHRASES if words[i] in _QTY_FIRST else ()):
            if tuple(words[i:i + len(phrase)]) == phrase:
                out.append(value)
                i += len(phrase)
                break
        else:
            out.append(words[i])
            i += 1
    return out


def qty_token(w: str) -> int | None:
    if w in OTHER:
        return 1
    m = re.fullmatch(r"x?([0-9]{1,3})x?", w)
    if m:
        return int(m.group(1))
    n = to_int(w)
    return n if n is not None and n <= 99 else None


def not_item(idx: _Index, w: str) -> bool:
    return w in NOT_ITEMS or w in idx.not_items


def quantity_for(words: list[str], sing: list[str], used: list[bool], m: Match) -> None:
    """The quantity said before a product («2 X», «otra X», «2 de X») or after it («X x2»)."""
    s = m.start
    if s >= 1 and not used[s - 1] and (n := qty_token(words[s - 1])) is not None and words[s - 1] not in OTHER:
        m.qty, m.explicit = n, True
        used[s - 1] = True
        return
    if s >= 1 and words[s - 1] in OTHER:
        m.qty, m.explicit = 1, True
        used[s - 1] = True
        return
    if s >= 2 and sing[s - 1] in OF and not used[s - 2] and (n := qty_token(words[s - 2])) is not None:
        m.qty, m.explicit = n, True
        used[s - 2] = used[s - 1] = True
        return
    e = m.end
    if e + 2 < len(words) and words[e] == "que" and words[e + 1] in _TO_BE \
            and (n := qty_token(words[e + 2])) is not None and not used[e + 2]:
        m.qty, m.explicit = n, True          # «los X que sean 4»
        used[e] = used[e + 1] = used[e + 2] = True
        return
    if e < len(words):
        mx = re.fullmatch(r"x([0-9]{1,3})", words[e])
        if mx:
            m.qty, m.explicit = int(mx.group(1)), True
            used[e] = True
        elif words[e] == "x" and e + 1 < len(words) and words[e + 1].isdigit():
            m.qty, m.explicit = int(words[e + 1][:3]), True
            used[e] = used[e + 1] = True
