"""Content words of a question or a section: stop words out, approximate singular, Galician folded to Spanish."""
from __future__ import annotations

import functools
import re

from bizengine.language.small_words import STOP
from bizengine.language.text import normalize

# How big or small, said of what the question is about («¿admitís grupos grandes?», «nenos
# pequenos»): no topic of its own, so a text that never writes it does not count it missing.
QUALIFIERS = frozenset("grande pequeno numeroso enorme".split())
# An ordinal («3º», «1ª», «2do») says which one of what the question is about, a topic of none.
ORDINAL_RE = re.compile(r"^\d+(?:o|a|os|as|er|era|ero|do|da|ro|ra|to|ta|no|na|mo|ma|vo|va)$")

# Galician words folded to their Spanish form, so one knowledge base serves both languages.
# Generic vocabulary only; a business's own words go in its business.json `synonyms`.
LANG_MAP = {
    "conxelar": "congelar", "conxelado": "congelado", "conxelada": "congelado",
    "conxelador": "congelador", "levar": "llevar", "levala": "llevar", "levalo": "llevar",
    "recoller": "recoger", "recollida": "recogida", "recollo": "recoger", "tarxeta": "tarjeta",
    "pagamento": "pago", "aparcadoiro": "aparcamiento", "aparcar": "aparcar", "can": "perro",
    "encarga": "encargo", "mudar": "cambiar", "voda": "boda", "alerxia": "alergia",
    "alerxeno": "alergeno", "alerxico": "alergico", "leite": "leche", "ovo": "huevo",
    "froito": "fruto", "noz": "nuez", "farina": "harina", "azucre": "azucar", "vexano": "vegano",
    "vexetariano": "vegetariano", "neveira": "nevera", "agasallo": "regalo", "caixa": "caja",
    "cumpreano": "cumpleano", "aniversario": "aniversario", "aberto": "abierto",
    "pechado": "cerrado", "pechar": "cerrar", "pechades": "cerrar", "abrides": "abrir", "abredes": "abrir",
    "cadeira": "silla", "roda": "rueda", "carrino": "carrito", "escaleira": "escalera",
    "dineiro": "dinero", "carto": "dinero", "prezo": "precio", "custa": "cuesta",
    "traballo": "trabajo", "traballar": "trabajar", "persoal": "personal", "nome": "nombre",
    "mensaxe": "mensaje", "debuxo": "dibujo", "manan": "manana",
    "xuno": "junio", "xullo": "julio", "xaneiro": "enero", "nadal": "navidad", "aninovo": "ano",
    "rei": "reyes", "luns": "lunes", "festa": "fiesta", "carro": "coche", "viaxe": "viaje",
    "traxecto": "trayecto", "veran": "verano", "quente": "calor", "froita": "fruta",
    "gardar": "guardar", "tempo": "tiempo", "persoa": "persona", "glute": "gluten",
    "tenda": "tienda", "casamento": "boda",
    "enviades": "enviar", "mandades": "mandar", "levades": "llevais", "traedes": "traer",
    "cancelacion": "cancelar", "anulacion": "cancelar", "cambio": "cambiar", "entrega": "envio",
    # «¿puedo cancelarlo luego?», «podo cancelalo?»: cancelling with its pronoun joined (a rule for
    # every infinitive moved other questions' sections: «encargarlos» is not «encárgalas»)
    "cancelalo": "cancelar", "cancelala": "cancelar", "anulalo": "cancelar", "anulala": "cancelar",
    "cancelarlo": "cancelar", "cancelarla": "cancelar", "anularlo": "cancelar", "anularla": "cancelar",
    "cambialo": "cambiar", "cambiala": "cambiar", "recollelo": "recoger", "recollela": "recoger",
    "historia": "historia", "acceso": "accesibilidad", "alugar": "alquilar", "aluguer": "alquiler",
    "alugades": "alquilais", "alugan": "alquilan", "alugo": "alquilo",
    "ingrediente": "ingrediente", "sabor": "sabor", "sen": "sin", "semana": "semana",
    "gardades": "guardais", "gardan": "guardan", "chegar": "llegar", "chegamos": "llegamos", "chega": "llega",
    "podeo": "puede", "podea": "puede", "podelo": "puede", "podela": "puede",
    "chegaremos": "llegaremos",
    # words no spelling rule reaches (see `spanish_spellings`)
    "neno": "nino", "nena": "nina", "cativo": "nino", "cativa": "nina", "mana": "manana",
    "idade": "edad",
}

# Customer words → the words a business writes (generic, both directions of the trade).
GENERIC_SYNONYMS = {
    "domicilio": ["envio", "recogen"], "casa": ["envio", "recogen"], "enviar": ["envio", "recogen"],
    "mandar": ["envio", "recogen"],
    "reparto": ["envio", "recogen"], "repartir": ["envio", "recogen"], "mensajero": ["envio"], "traer": ["envio"],
    "pagar": ["pago"], "tarjeta": ["pago"], "bizum": ["pago"], "efectivo": ["pago"],
    "dinero": ["pago"], "cobrar": ["pago"], "paga": ["pago"], "aparcar": ["aparcamiento"], "aparco": ["aparcamiento"],
    "estacionar": ["aparcamiento"], "estacionamiento": ["aparcamiento"],
    "parking": ["aparcamiento"], "perro": ["mascota"], "gato": ["mascota"],
    "animal": ["mascota"], "silla": ["accesibilidad"], "rueda": ["accesibilidad"],
    "carrito": ["accesibilidad"], "rampa": ["accesibilidad"], "escalon": ["accesibilidad"],
    "escalera": ["accesibilidad"], "movilidad": ["accesibilidad"], "navidad": ["festivo"],
    "puente": ["festivo"], "fiesta": ["festivo"], "vacacion": ["festivo"],
    "anular": ["cancelar"], "cancelacion": ["cancelar"], "modificar": ["cambiar"],
    "cancela": ["cancelar"], "cancelo": ["cancelar"], "cancelas": ["cancelar"], "cancelan": ["cancelar"],
    "anulo": ["cancelar"], "anula": ["cancelar"],
    "reservar": ["reserva"], "mesa": ["reserva"], "sentar": ["mesa"], "sentarse": ["mesa"],
    "perrito": ["perro", "mascota"], "perrita": ["perro", "mascota"], "cumple": ["cumpleano"],
    "alergia": ["alergeno"], "intolerancia": ["alergeno"],
    "celiaco": ["gluten"], "leche": ["lactosa"], "recoger": ["recogida"],
    "recojo": ["recogida"], "recoge": ["recogida"], "recogerlo": ["recogida"],
    "abrir": ["horario"], "abierto": ["horario"], "cerrar": ["horario"], "cerrado": ["horario"],
    "encargar": ["encargo", "pedido"], "pedido": ["encargo"], "pedir": ["encargo", "pedido"],
    "pedis": ["pedido", "encargo"], "pedides": ["pedido", "encargo"], "pedid": ["pedido", "encargo"],
    "pedide": ["pedido", "encargo"], "encargais": ["encargo", "pedido"], "encargades": ["encargo", "pedido"],
    "encargad": ["encargo", "pedido"],
    # «¿hacéis encargos de lo que no tenéis?»: a business writes «lo pedimos», «Pedidos de…»
    "encargo": ["pedido"],
    "antelacion": ["plazo"], "regalar": ["regalo"], "trabajar": ["trabajo"],
    "trabajo": ["trabajar", "personal"], "empleo": ["trabajo", "trabajar"], "contratar": ["trabajar", "personal"],
    "curriculum": ["trabajo"], "telefono": ["contacto"], "euro": ["precio", "cuesta"],
    # «¿me lo mandáis por correo?»: by post (an e-mail address is the data's «phone» topic, answered before)
    "llamar": ["telefono"], "correo": ["contacto", "envio"], "email": ["contacto"],
    "enviais": ["envio"], "enviades": ["envio"], "envias": ["envio"], "mandais": ["envio"],
    "mandades": ["envio"], "mandas": ["envio"],
    "viaje": ["transporte"], "trayecto": ["transporte"], "congelador": ["congelar"],
    "congelado": ["congelar"], "nevera": ["conservar"], "frigorifico": ["conservar", "nevera"],
    "guardar": ["conservar"], "durar": ["conservar", "duracion"], "dura": ["conservar", "duracion"],
    "llevais": ["envio", "llevar", "recogen"], "traeis": ["envio"], "entregar": ["envio"],
    # «si llegamos tarde…», «chegaremos tarde»: what a business writes as «retrasos»
    "tarde": ["retraso"], "retrasar": ["retraso"], "retrasamos": ["retraso"], "retrasaremos": ["retraso"],
    "atraso": ["retraso"], "atrasamos": ["retraso"],
    # «¿cobráis por guardarla?», «¿hacéis envíos?» (a business writes «no cobramos…», «los encargos se
    # recogen en la tienda»). Not «tarda» → «llega» («si llegas tarde»), nor relatives → «persona»
    # («¿mi hijo puede venir solo?»): both found the wrong section.
    "cobrais": ["cobramos"], "cobrades": ["cobramos"], "cobran": ["cobramos"],
    # «¿cuánto tarda en llegar…?»: a business writes how long («en 3 días», «unas dos semanas»)
    # (not «¿cuánto tardáis?», asked of a service's own length)
    "tarda": ["dia", "semana", "hora"], "tardan": ["dia", "semana", "hora"], "tardar": ["dia", "semana", "hora"],
    "llegar": ["llega", "llegan"],
    "alergica": ["alergeno", "alergia"], "alergico": ["alergeno", "alergia"],
    "envio": ["recogen", "recogida"],
    # «¿cuántas personas como máximo?»: a business writes the limit as «grupos de hasta 12»
    "maximo": ["grupo", "limite"], "limite": ["grupo", "maximo"],
    # «¿cuántas personas caben en una mesa?», «cantas persoas cabedes?»: how many at most, written the same way
    # (or as an «aforo»)
    "caber": ["maximo", "grupo", "aforo"], "cabe": ["maximo", "grupo", "aforo"],
    "caben": ["maximo", "grupo", "aforo"], "cabemo": ["maximo", "grupo", "aforo"],
    "cabeis": ["maximo", "grupo", "aforo"], "cabed": ["maximo", "grupo", "aforo"],
    "capacidad": ["maximo", "grupo", "aforo"],
    # gl «cantas persoas collen na…?»: fitting said the Galician way (not «gente» → «persona»: «¿hay mucha
    # gente?», «¿buscáis gente?» are no question about how many fit)
    "colle": ["maximo", "grupo", "aforo"], "collen": ["maximo", "grupo", "aforo"],
    "collemo": ["maximo", "grupo", "aforo"],
}

# Customer words → what a business writes, only where its texts never write the word itself: a
# bakery's «para llevar» is its own topic, a florist's «¿me lo podéis llevar a casa?» asks for a delivery.
UNWRITTEN_SYNONYMS = {"llevar": ["envio", "recogen"]}

_WORD = re.compile(r"[a-z0-9]+")
# «tarjeta regalo», «vale regalo», «cheque regalo»: one thing, which neither a card payment nor a
# gift is; one word on both sides (texts and questions are folded alike)
_GIFT_CARD_RE = re.compile(r"\b(?:tarjetas?|tarxetas?|vales?|cheques?)(?: de)? regalos?\b")


def singular(w: str) -> str:
    """Approximate singular for Spanish and Galician (applied alike to texts and questions)."""
    if len(w) <= 3 or w.isdigit():
        return w
    if w.endswith("ces") and len(w) > 4:
        w = w[:-3] + "z"
    elif w.endswith("iones"):
        w = w[:-2]
    elif w.endswith("ns"):                       # gl: racions, comunions
        w = w[:-1]
    elif w.endswith("es") and len(w) > 4 and w[-3] in "rlndjysz" and w[-4] in "aeiou":
        w = w[:-2]                               # flores, panes, meses, reyes
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    elif w.endswith("is") and w[-3] not in "aeiou":   # «taxis», «minis»; not «teneis», «alquilais»
        w = w[:-1]
    if len(w) > 4 and w.endswith(("ada", "ida")):   # participles: fold the gender
        w = w[:-1] + "o"
    return w


# Galician endings with a regular Spanish form, for words LANG_MAP does not list: «aparcamento»
# meets «aparcamiento», «garaxe» «garaje», «calidade» «calidad», «carteira» «cartera». Texts and
# questions are folded alike, so an odd fold («medicamento» → «medicamiento») only renames a word.
GL_ENDINGS = (("amento", "amiento"), ("axe", "aje"), ("dade", "dad"), ("eiro", "ero"), ("eira", "era"))


# Galician spellings with a regular Spanish counterpart, tried on a question word the texts never
# write: «deixar» «dejar», «galego» «gallego», «chegar» «llegar», «muller» «mujer», «facer»
# «hacer», «porta» «puerta», «tempo» «tiempo». Any letters, not only endings, so a word may have
# several readings; only one the texts write is kept (`lexical._groups`).
GL_SPELLINGS = (("eix", "ej"), ("aix", "aj"), ("oix", "oj"), ("x", "j"), ("x", "g"), ("ch", "ll"),
                ("ll", "j"), ("l", "ll"), ("f", "h"), ("o", "ue"), ("e", "ie"), ("nh", "n"))


def spanish_spellings(w: str) -> list[str]:
    """The word with one or two Galician spellings turned Spanish («fillo» → «hijo»), nearest first."""
    once = _respelled(w)
    twice = [v for u in once for v in _respelled(u)]
    return list(dict.fromkeys(x for x in once + twice if x != w))


def _respelled(w: str) -> list[str]:
    out = []
    for gl, es in GL_SPELLINGS:
        at = w.find(gl)
        while at >= 0:
            out.append(w[:at] + es + w[at + len(gl):])
            at = w.find(gl, at + 1)
    return out


def _fold_ending(w: str) -> str:
    for gl, es in GL_ENDINGS:
        if w.endswith(gl) and len(w) > len(gl) + 2:
            return w[:-len(gl)] + es
    return w


# A pronoun joined to a plural «you» verb or command, as Galician writes it («gardádesnos»,
# «dicídesme») and Spanish commands do («avisadnos»): the verb is the word to look up.
_ENCLITIC = re.compile(r"^(\w{3,}(?:ades|edes|ides|ais|eis|ade|ede|ide|ad|ed|id))"
                       r"(?:nos|vos|me|che|lle|lles|te|la|lo|las|los|mo|ma|mos|mas|cho|cha|llo|lla|nolo|nola)$")


def _without_pronoun(w: str) -> str:
    m = _ENCLITIC.match(w) if w not in LANG_MAP else None
    return m.group(1) if m else w


@functools.lru_cache(maxsize=65536)
def _canon(w: str) -> str:
    w = _without_pronoun(w)
    mapped = LANG_MAP.get(w)
    if mapped is not None:
        w = mapped
    s = singular(w)
    if s in LANG_MAP:
        return LANG_MAP[s]
    return s if mapped is not None else _fold_ending(s)


def words(text: str) -> list[str]:
    return _WORD.findall(_GIFT_CARD_RE.sub("tarjetaregalo", normalize(text)))


def terms(text: str) -> list[str]:
    """Content terms of a text: normalised, stop words out, approximate singular, gl → es."""
    out = []
    for w in words(text):
        if w in STOP or (len(w) == 1 and not w.isdigit()):
            continue
        t = _canon(w)
        if t not in STOP:
            out.append(t)
    return out


def term_set(text: str) -> set[str]:
    return {t for t in map(_canon, set(words(text)) - STOP) if t not in STOP and
            (len(t) > 1 or t.isdigit())}
