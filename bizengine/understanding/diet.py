"""Diets and the 14 allergens of EU regulation 1169/2011 in customer words ('sin gluten', 'soy celíaca')."""
from __future__ import annotations

from bizengine.understanding.lexicon import folded_re

# Each allergen by its own name («gluten», «huevo», «frutos secos», «lactosa», «marisco»)...
_ALLERGEN_NAMES = {
    "gluten": r"gluten|glute|celiac\w*|celiaqu\w*",
    "crustaceos": r"crustace\w*|marisco\w*",
    "huevos": r"huevos?|ovos?",
    "pescado": r"pescados?|peixes?",
    "cacahuetes": r"cacahuet\w*|cacahuat\w*",
    "soja": r"soja|soia",
    "lacteos": r"lactosa|lactose|lacteos?|leches?|leite",
    "frutos_secos": r"frutos? secos?|froitos? secos?|frutos de cascara",
    "apio": r"apio",
    "mostaza": r"mostaza|mostarda",
    "sesamo": r"sesamo|ajonjoli",
    "sulfitos": r"sulfitos?|sulfuroso|dioxido de azufre",
    "altramuces": r"altramuz|altramuces",
    "moluscos": r"moluscos?",
}
# ...and the foods that carry it, which a customer may also ask to buy
_CARRIED_BY = {
    "gluten": r"trigo|harinas?|farinas?|espelta|cebada",
    "crustaceos": r"gambas?|langostinos?|cangrejos?|cigalas?|bogavantes?|centollos?|necoras?|camarones?",
    "huevos": r"yemas?|claras? de huevo",
    "cacahuetes": r"mani|manises",
    "lacteos": r"nata|mantequilla|manteiga|caseina",
    "frutos_secos": r"nuez|nueces|noz|noces|almendras?|amendoas?|avellanas?|abelas?|pistachos?|anacardos?|"
                    r"macadamias?|pecanas?",
    "altramuces": r"chochos|tremocos?",
    "moluscos": r"mejillon\w*|mexillon\w*|almejas?|ameixas?|calamar\w*|pulpo|polbo|sepia|berberechos?|ostras?",
}
ALLERGEN_WORDS = {name: "|".join([said, *([_CARRIED_BY[name]] if name in _CARRIED_BY else [])])
                  for name, said in _ALLERGEN_NAMES.items()}
# «marisco» is shellfish: crustaceans and molluscs both (an octopus is no safe answer to it)
_ALSO_MEANS = {"marisc": ["moluscos"]}
_ALLERGEN_RE = folded_re(r"\b(?:" + "|".join(f"(?P<{k}>{v})" for k, v in ALLERGEN_WORDS.items()) + r")\b")
# «el X», «as X», «unas X»: an allergen's word as the thing itself, after its article
_AS_A_THING_RE = folded_re(r"\b(?:el|la|los|las|o|a|os|as|un|una|unha|unos|unas|unhas) (?:" +
                           "|".join(ALLERGEN_WORDS.values()) + r")\b")
# «no puedo», «mi hijo no puede tomar», «non pode comer», «no toleramos», «no come»: whoever it is for
_CANNOT = (r"\bnon? (?:(?:pued[oea]n?|podemos|pod[oea]n?|poida|poidan)(?: (?:tomar|comer|beber|probar|con))?|"
           r"toler\w*|(?:tom|com|beb)(?:o|e|a|en|an|emos|amos|er|ar)|proba|probar)")
_AVOID_BEFORE_RE = folded_re(
    r"(?:\bsin|\bsen|\blibres? de|" + _CANNOT + r"|\bque no (?:lleve|leve|tenga|tena|contenga)n?|"
    r"\bque non (?:leve|teña|tena|conteña)n?|"
    r"\bno (?:llevan?|tienen?|contienen?)|\bnon (?:levan?|te[nñ]en|ten|conte[nñ]en|conten)|"
    r"\b(?:alergi|alerxi|intoleran)\w*(?: (?:a|al|ao|aos|as|a la|a las|a los))?|"
    r"\bevit(?:ar|o|amos)|\bnada de|\bni|\bnin)"
    r"(?: (?:el|la|los|las|o|a|os|as|un|una|unha|nada de))? $")
_LIST_JOIN_RE = folded_re(r"^ ?(?:(?:y|e|ni|nin|o|ou)(?: (?:de|del|al|ao|a|el|la|los|las|os|as|o))*)? ?$")
_CELIAC_RE = folded_re(r"\bceliac\w*|\bceliaqu\w*")
_HEALTH_RE = folded_re(r"\b(?:alergi\w*|alerxi\w*|alergic\w*|alerxic\w*|intoleran\w*|celiac\w*|anafila\w*)\b")
# «ninguno es celíaco», «no soy alérgica», «nadie tiene alergias», «sin alergias»: no one at risk
_NOBODY_BEFORE_RE = folded_re(r"\b(?:no|non|ninguno|ninguna|ningun|ningunha|nadie|ninguen|sin|sen)(?: \w+){0,2} $")


def _denied(text: str, start: int) -> bool:
    return _NOBODY_BEFORE_RE.search(text[max(0, start - 30):start]) is not None


# «era alérgico a X de pequeño, ya no», «foi alérxica»: an allergy of the past
_WAS_BEFORE_RE = folded_re(r"\b(?:era|eras|eramos|eran|fue|fui|fuimos|foi|fun|fomos|fuera) $")
_NO_LONGER_AFTER_RE = folded_re(r"^[^.;]{0,40}\b(?:ya no|xa non|ya nada|xa nada)\b")


def _no_allergy_told(text: str, before_start: int, before: str, end: int) -> bool:
    """«no es alérgico a X», «era alérgico a X de pequeño, ya no»: the allergy before X denied or past."""
    health = list(_HEALTH_RE.finditer(before))
    if not health:
        return False
    start = before_start + health[-1].start()
    return _denied(text, start) or _in_the_past(text, start, end)


def _in_the_past(text: str, start: int, end: int) -> bool:
    """«era alérgico de pequeño, ya no», «foi alérxica»."""
    return bool(_WAS_BEFORE_RE.search(text[max(0, start - 12):start]) or _NO_LONGER_AFTER_RE.search(text[end:]))


# The allergen itself by its name, not a food that carries one: a thing a customer may ask to buy
_ALLERGEN_NAME_RE = folded_re(r"\b(?:" + "|".join(_ALLERGEN_NAMES.values()) + r")\b")


def names_an_allergen_itself(text: str) -> bool:
    """«¿y el gluten?», «¿y huevo?», «e o marisco?»: an allergen by its own name (not «¿y el <a food
    that carries it>?»)."""
    return _ALLERGEN_NAME_RE.search(text) is not None


def names_an_allergen_as_a_thing(text: str) -> bool:
    """«¿cuánto cuesta el X?»: the word names the thing asked about (not «algo con nueces»)."""
    return _AS_A_THING_RE.search(text) is not None


DIET_TAGS = (
    ("vegano", folded_re(r"\b(?:vegan|vexan)[oa]?s?\b")),
    ("vegetariano", folded_re(r"\b(?:vegetarian|vexetarian)[oa]s?\b")),
    ("sin_azucar", folded_re(r"\b(?:(?:sin|sen|que no (?:lleve|tenga)|que non (?:leve|teña|tena)) (?:azucar|azucre)|"
                       r"sin azucares|diabetic[oa]s?)\b")),
    ("picante", folded_re(r"\bpicantes?\b")),
)


def detect_diet(text: str) -> dict:
    """{'avoid': [...], 'tags': [...], 'free': bool, 'asks': [...], 'allergy': bool}.

    'sin X', 'alergia a X', 'soy celíaca' → avoid; 'lleva X?' or a bare mention → asks.
    """
    avoid: list[str] = []
    asks: list[str] = []
    last_end, last_avoid = -1, False
    for m in _ALLERGEN_RE.finditer(text):
        aid = m.lastgroup or ""     # every alternative is a named group
        before = text[max(0, m.start() - 30):m.start()]
        celiac = bool(_CELIAC_RE.match(m.group(0)))
        if celiac and _denied(text, m.start()):
            continue        # «ninguno es celíaco»
        if _no_allergy_told(text, max(0, m.start() - 30), before, m.end()):
            continue        # «mi hijo no es alérgico a los frutos secos»
        is_avoid = bool(_AVOID_BEFORE_RE.search(before)) or celiac
        if not is_avoid and last_avoid and _LIST_JOIN_RE.match(text[last_end:m.start()]):
            is_avoid = True
        target = avoid if is_avoid else asks
        for one in [aid, *_ALSO_MEANS.get(m.group(0)[:6], [])]:
            if one not in target:
                target.append(one)
        last_end, last_avoid = m.end(), is_avoid
    asks = [a for a in asks if a not in avoid]
    tags = [tag for tag, rx in DIET_TAGS if rx.search(text)]
    return {"avoid": avoid, "tags": tags, "free": bool(avoid), "asks": asks,
            "allergy": any(not (_denied(text, m.start()) or _in_the_past(text, m.start(), m.end()))
                           for m in _HEALTH_RE.finditer(text))}
