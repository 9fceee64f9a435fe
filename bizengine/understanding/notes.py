"""What a customer says for the business to know, before the note is asked: an allergy («soy
alérgica a la parafenilendiamina», «uno de nosotros es celíaco»), a wording («que ponga Feliz
cumple»), and the trade's own wishes (business.json `reading.note_words`, «en la terraza»).
Each is returned in the customer's words, as a short phrase the request's note keeps."""
from __future__ import annotations

import re

from bizengine.language.days import WEEKDAYS
from bizengine.language.text import NUMBER_WORDS, as_said, clean, singular, to_int
from bizengine.understanding.colour_instead import wishes_a_colour
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import OF, ONLY
from bizengine.understanding.lexicon import (
    CHANGE_VERB,
    DAY_WISH_LAST_RE,
    PICKUP_SAID,
    THANKFUL_WORD,
    WITH_WORDS,
    WRAP_VERB,
    WRITTEN_ON,
    folded_re,
)
from bizengine.understanding.looks_wished import looks_wished
from bizengine.understanding.of_the_ones import wished_parts
from bizengine.understanding.told_apart import ONE, told_apart_after_two, two_parts_at
from bizengine.understanding.vocabulary import vocabulary_of

# An allergy, intolerance or coeliac condition, with who has it before and what after.
_SOME_COUNT = r"(?:uno|una|un|unha|dos|dous|duas|tres|catro|cuatro|[0-9]{1,2})"
_PEOPLE = r"(?:personas|persoas|adultos|ninos|ninas|nenos|nenas|peques|crios|chicos|chicas|invitados)"
_CHILD = r"(?:nino|nina|neno|nena|peque|bebe|crio|chico|chica)"
_WHO = rf"(?:(?:{_SOME_COUNT} (?:de (?:las|los|as|os)|das|dos) (?:{_SOME_COUNT} )?{_PEOPLE} (?:es|son|e|sen)|" \
       rf"(?:el|la|o|a|un|una|unha) {_CHILD} (?:es|e)|" \
       r"(?:alguno|alguna|algun|algunha|alguien|alguen) (?:es|e)|" \
       rf"{_SOME_COUNT} (?:es|son|e|sen)|soy|es|son|somos|esta|estoy|estamos|sou|e|sen|" \
       r"uno de nosotros|una de nosotras|un de nos|unha de nos|" \
       r"uno de ellos|una de ellas|un deles|unha delas|" \
       r"mi \w+|mis \w+|o meu \w+|a mina \w+|hay un|hay una|hai un|hai unha|tengo|tenemos|teno|temos) )"
_HEALTH_RE = folded_re(rf"\b{_WHO}?(?:\w+ )?(?:alergic[oa]s?|alerxic[oa]s?|alergias?|alerxias?|"
                       r"intolerantes?|intolerancias?|"
                 r"celiac[oa]s?|(?:no|non) (?:puede|pueden|puedo|podemos|pode|poden|podo) (?:tomar|comer|probar))")
# After «no puedo comer»: a time or an amount, not a food («no puedo comer hasta las 3»)
_NOT_A_FOOD_RE = folded_re(r" (?:hasta|antes|despues|ahora|agora|nada|mucho|moito|tanto|hoy|hoxe|a las|as)\b")
# «ninguno es celíaco», «nadie es alérgico»: no one at risk, said whole
_NOBODY_RE = folded_re(r"\b(?:ninguno|ninguna|ningun|ningunha|nadie|ninguen)"
                       r"(?: de (?:nosotros|nosotras|ellos|ellas|nos))? $")


def _nobody_of(norm: str, start: int) -> str:
    nobody = _NOBODY_RE.search(norm, 0, start)
    return nobody.group(0) if nobody else ""
_HEALTH_CUES = ("alerg", "alerx", "intoler", "celia", "tomar", "comer", "probar")
# «dos de nosotros son vegetarianos», «uno es vegano», «a miña filla é vexetariana»: a diet of some
# of the people, for the business to know (a diet alone, «¿tenéis algo vegano?», is a question)
_DIET_OF_SOME_RE = folded_re(rf"\b(?:{_SOME_COUNT}(?: de (?:nosotros|nosotras|nos|ellos|ellas|eles|elas))?|"
                       r"(?:mi|mis|o meu|a mina|os meus|as minas) \w+) (?:es|son|e|sen) "
                       r"(?:vegetarian|vegan|vexetarian|vexan)[oa]s?\b")
_DIET_CUES = ("vegetarian", "vegan", "vexetarian", "vexan")
# What ends the allergy's phrase: the rest of the request
_HEALTH_STOP = frozenset("quiero quero queria quixera quisiera querria necesito necesitamos preciso precisamos para "
                         "hoy hoxe manana mana somos semos seremos mesa reserva cita pedido encargo teneis "
                         "tedes hay hai tienen podeis podedes porfa gracias grazas pero asi nombre nome por favor "
                         "el lunes martes miercoles jueves viernes sabado domingo luns mercores xoves venres".split())
_ONE = frozenset("un una unha unos unas uns unhas".split())
_HEALTH_TAIL = frozenset("a as las los o os la el de do da y e con para".split())
# «que ponga Feliz cumple Ana»: the wording, to the end of its clause
_WORDING_RE = folded_re(r"\bque (?:ponga|pona|diga|lleve escrito|leve escrito) [^,.;!?¿¡]+")
# «escribe Parabéns Uxía», «ponle Felicidades papá», «pon Feliz cumple en la <thing>»: the words to
# write, told with a bare verb (after «pon», only a greeting: «pon 2 <things>» is an order)
_WRITE_ON = r"(?: (?:en|encima de|sobre|nela|nel) (?:ella|el|ela|la|o|a)\b)?:?"
_GREETING = (r"(?:felicidades|feliz|felices|parabens|noraboa|enhorabuena|happy|te quiero|te queremos|"
             r"moitas felicidades|muchas felicidades|zorionak)")
# «Feliz aniversario», «y Parabéns avoa», «Te quiero» said alone: the words to write, with no verb
_GREETING_ALONE_RE = folded_re(rf"^(?:(?:y|e|ah|ai|pues|pois|vale|ok)\s+)*{_GREETING}\b")
_BARE_WORDING_RE = folded_re(rf"\b(?:(?:escribe|escribid|escribidle|escribele|escribelle|escribidlle){_WRITE_ON} "
                       r"(?!(?:[0-9]+|un|una|unha|dos|dous|duas|tres)\b)[^,.;!?¿¡]+|"
                       rf"(?:pon|ponle|ponlle|poned|ponedle|poñede|poñedelle){_WRITE_ON} {_GREETING}\b[^,.;!?¿¡]*)")
# What ends a wording told with a bare verb: where it goes, or the next thing asked («… en la <thing> y 2 <things>»)
_BARE_WORDING_TAIL_RE = folded_re(r"\s+(?:en (?:la|el|a|o) \w+|(?:y|e) (?:[0-9]+|un|una|unha|dos|dous|duas|tres|pon\w*|"
                            r"cambi\w*|anad\w*|engad\w*|quit\w*|mejor|mellor|para|pra|que|lo|la|o|a)\b).*$")
# «que no lleve X», «que lleve Y», «que tenga un dibujo de Y», «que non teña Z»: a wish about what it
# carries (not «que lleve escrito», nor «que tengan buen día»)
_CARRIES_RE = folded_re(r"\bque (?:(?:no |non )?(?:lleve|leve|lleven|leven|tenga|teña|tengan|teñan)) "
                  r"(?!escrito\b)(?!(?:un |una |unha )?(?:buen|bo|boa|feliz|gran|bonito|bonita)\b)"
                  r"(?:(?!\bque\b)[^,.;!?¿¡])+")
# «pon que sea sin X», «que sexa sen X», «que vengan sin X»: what it must come without, to the end of the
# sentence (its allergen, if any, is the diet guard's to warn about as well)
_COMES_WITHOUT_RE = folded_re(r"\bque (?:sean?|sexan?|vengan?|venan?|vayan?|vaian?) (?:sin|sen) "
                              r"(?:(?!\bque\b)[^,.;!?¿¡])+")
# «tienen que estar calentitas», «teñen que ir en caixa», «han de venir cortadas»: how the things must come,
# to the end of the sentence (not «tienen que ser para el martes», «tienen que ser 8»)
_MUST_COME_RE = folded_re(r"\b(?:tiene|tienen|ten|tenen|ha|han) (?:que|q|de) "
                          r"(?:estar|estaren|ser|seren|ir|venir|vir|quedar|llevar|levar) "
                          r"(?!(?:el|la|o|a|para|pra|pal|as|las|a las|lo|de|do|da|hoy|hoxe|manana|mana|pasado|"
                          r"posible|igual|mas|mais|[0-9]+)\b)(?:(?!\bque\b)[^,.;!?¿¡])+")
# «un X de Y pero que sean blancas», «pero que sexa máis grande»: how the thing asked should be, to the end of
# the sentence (never «que sean 5», «que sea para el martes»)
_BUT_LIKE_RE = folded_re(r"(?<=\bpero )que (?:sean?|sexan?) (?!(?:el|la|o|a|para|pra|pal|as|las|"
                         r"a las|lo|de|do|da|hoy|hoxe|manana|mana|pasado|posible|igual|[0-9]+)\b)"
                         r"(?P<how>(?:(?!\bque\b)[^,.;!?¿¡])+)")
# «que vengan en una caja bonita», «que estén bien tostaditas», «que as X sexan brancas»: how it should
# come, to the end of the sentence (not «que sea para el martes», «que sean 8», «que sea lo que sea»)
_COMES_RE = folded_re(r"(?<!\bla )(?<!\bel )(?<!\blo )(?<!\bo )(?<!\ba )(?<!\blas )(?<!\blos )"
                r"\bque (?:(?:el|la|los|las|o|a|os|as) [a-z]+ (?:sean?|sexan?) |"
                r"(?:(?:el|la|los|las|o|a|os|as) [a-z]+ )?"
                r"(?:vengan?|venan?|esten?|estean?|vayan?|vaian?|queden?|traigan?|traian?) )"
                r"(?!(?:el|la|o|a|para|pra|pal|as|las|a las|libres?|lo|de|do|da|hoy|hoxe|manana|mana|pasado|"
                r"posible|igual|mas|mais)\b)"
                r"(?P<how>[^?¿]+)")    # «co que estea libre»: who; a count after it is checked with to_int
# «lo recoge mi hija», «recóllea o meu home»: who picks it up
_PICKS_UP_RE = folded_re(r"\b(?:(?:lo|la|los|las|o|a|os|as) (?:recoge|recogera|recolle|recollera|"
                         r"va a recoger|vai recoller|pasa a recoger|pasa a buscar)|"
                         r"(?:recogelo|recogela|recolleo|recollea)) [^?¿]+")
# «que me llamen antes de prepararlo», «llamadme si hay algún problema», «se hai algún problema chamádeme»:
# how the customer wants to be reached, for the business to know (never a call handed to a person)
_REACH_ME_RE = folded_re(r"(?:\b(?:si|se) [^,.;!?¿¡]+ )?"
                   r"\b(?:que me (?:llamen|llameis|chamen|chamedes|avisen|aviseis|avisedes)|"
                   r"llamadme|llamenme|chamademe|chamenme|avisadme|avisademe|avisenme)\b"
                   r"(?:(?! (?:al|ao|a este|en el|no|nel|a) [0-9+])[^?¿0-9])*")     # the number is the phone
_REACH_ME_CUES = ("llam", "cham", "avis")
# «llamadme al 612…», «que me llamen al 612…», «chámame ao 612…, por favor»: the call asked is only the
# phone given, no remark on how or when to call (not «llamadme si hay algún problema»)
_ONLY_THE_CALL_RE = folded_re(r"(?:que me (?:llamen|llameis|chamen|chamedes)|llamadme|llamenme|chamademe|chamenme)"
                              r"(?: (?:por favor|porfa|mejor|mellor|mais|mas))*"
                              r" (?:al|ao|a este|en el|no|nel|a) [0-9+]")
# «una de ellas sin X», «unha delas ben cocida»: a wish for some of the things ordered, to its clause's end
_SOME_OF_THEM_RE = folded_re(r"\b(?:una|uno|un|unha|dos|dous|duas|tres|la mitad|a metade) "
                       r"(?:de (?:ellas|ellos|elas|eles)|delas|deles) [^,.;!?¿¡]+")
_SOME_OF_THEM_CUES = ("ellas", "ellos", "elas", "eles")
_EACH_ONE_CUES = ("otr", "outr")
# «…, bien tostaditos», «…, las quiero calentitas», «…, ben quentiñas»: how the things should be made or
# come, said last with a participle or a diminutive (not «está bien», «me va bien», nor thanks: «muy agradecida»)
_HOW_MADE_RE = folded_re(r"\b(?P<how>(?:(?:las|los|la|lo|as|os|a|o) (?:quiero|quero|queremos|prefiero|prefiro) "
                         r"(?:(?:bien|ben|muy|moi|mas|mais|poco|pouco) )?|"
                         r"(?<!\besta )(?<!\bestan )(?<!\bva )(?<!\bvai )(?<!\bviene )(?<!\bven )"
                         # «que no esté muy tostado»: the whole wish is read with its «que» (_COMES_RE)
                         r"(?<!\beste )(?<!\besten )(?<!\bestea )(?<!\bestean )(?<!\bsea )(?<!\bsean )"
                         r"(?<!\bsexa )(?<!\bsexan )(?<!\bvenga )(?<!\bvengan )(?<!\bquede )(?<!\bqueden )"
                         rf"(?:bien|ben|muy|moi|poco|pouco) )(?!{THANKFUL_WORD})\w+(?:ad|id|it|in|ech|eit)[oa]s?)"
                         r"(?: (?:por favor|porfa|(?:muchas |moitas )?(?:gracias|grazas)))?$")
_HOW_MADE_CUES = ("bien ", "ben ", "muy ", "moi ", "poco ", "pouco ", "quiero ", "quero ", "prefi")


def _each_one_told_apart(norm: str, biz) -> list[str]:
    """«dos X, una en gallego y otra en castellano», «un X envuelto y otro no»: the two told apart,
    without the day and time said after them; none when the parts are days or times («una hoy y
    otra mañana»: two days)."""
    words = norm.split()
    told = told_apart_after_two(words, vocabulary_of(biz).product_words)
    units = vocabulary_of(biz).units
    spans = [(i, parts.end) for i, parts in told
             if not (parts.by_day or _counts_of_units(parts.first(words), units)
                     and _counts_of_units(parts.second(words), units))]
    one_not = (two_parts_at(words, i) for i, word in enumerate(words) if word in ONE)
    spans += [(parts.one, parts.end) for parts in one_not
              if parts is not None and parts.other_without(words)]
    return [" ".join(words[start:end]) for start, end in spans]


def counts_told_by_a_wish(norm: str, biz) -> list[str]:
    """«4 <X>, 2 <a wish> y 2 <plain>»: a count told apart by how each part is wanted, as said
    (`norm`: text.clean): a note the person preparing it needs («dos <X>, uno … y otro …»:
    `_each_one_told_apart`)."""
    words = norm.split()
    return [" ".join(words[start:end]) for start, end in wished_parts(index_of(biz), words)]


def tells_a_count_apart(note: str, biz) -> bool:
    """Whether the note tells the things counted apart by a wish («4 <X>, 2 <wish> y 2 <other>», «dos
    <X>, uno <wish> y otro <other>»): said back with the things, so the parts are seen kept."""
    words = clean(note).split()
    return bool(wished_parts(index_of(biz), words)) or any(
        not parts.by_day for _at, parts in told_apart_after_two(words, vocabulary_of(biz).product_words))


def _counts_of_units(part: list[str], units: frozenset[str]) -> bool:
    """«de 8», «de 12 <units>»: a part told apart by its size in units, which the lines hold (no note)."""
    counted = part[1:] if part[:1] and part[0] in OF else part
    return bool(counted) and to_int(counted[0]) is not None and all(singular(w) in units for w in counted[1:])


# «añade una nota: sin X por encima», «pon en la nota que es un regalo»: the rest is the note
_NOTE_RE = folded_re(r"\b(?:nota|notas|indicacion|indicaciones|observacion|observaciones)(?: que (?:diga|ponga|pona))?"
               r"[:,]?\s+(?:que |de que )?(?P<what>[^?¿]{3,})$")
# Words that may come before the trade's note word and belong to it
_LEAD = frozenset("en la el con co coa una un de na no cunha cun sin sen non nada ni nin "
                  # «un para mí y otro envuelto»: which one the wish is for
                  "otro otra outro outra "
                  # «necesitamos <word>»: the need is the wish
                  "necesito necesitamos necesitaremos necesitariamos preciso precisamos precisaremos".split())
# «llevamos perro», «levamos can»: what comes along, said right before the bare word (not «imos cun <word>»)
_COMES_ALONG = frozenset("llevamos llevo llevaremos traemos traigo traeremos levamos levo levaremos "
                         "vamos venimos vimos imos iremos vendremos".split())
# Words that end a phrase the trade's note word starts: the rest of the request
_STOP = frozenset("para pa el hoy hoxe manana mana a las as y e somos seremos semos que por pola mesa reserva "
                  "cita con sin sen si se porfa gracias grazas mejor mellor vale ok".split())


def tells_a_health_need(text: str) -> bool:
    """«alérgica a la nuez», «uno es celíaco»: a part of a note no change of the other wishes drops."""
    norm = clean(text)
    return any(cue in norm for cue in _HEALTH_CUES) and _HEALTH_RE.search(norm) is not None


def some_of_them(note: str) -> bool:
    """«una de ellas sin X»: a wish for some of the things held."""
    return bool(_SOME_OF_THEM_RE.match(clean(note)))


_CHANGED_BEFORE_RE = re.compile(rf"\b{CHANGE_VERB} (?:(?:la|el|a|o|las|los|as|os) )?$")


def _the_note_named(phrase: str, norm: str) -> bool:
    """«cambia la <note word>: que ponga…»: the note named to change it, not what it says."""
    at = norm.find(clean(phrase)) if 0 < len(phrase.split()) <= 2 else -1     # «la <note word>», not a wording
    return at > 0 and _CHANGED_BEFORE_RE.search(norm, 0, at) is not None


def notes_said(text: str, biz, norm: str | None = None) -> list[str]:
    """The note-like phrases of a message (`norm`: its text.clean, when already read), in the
    customer's spelling."""
    norm = clean(text) if norm is None else norm
    found = []
    if any(cue in norm for cue in _HEALTH_CUES):      # cheap cues first: most messages have none
        found += [_nobody_of(norm, m.start()) + _health_phrase(norm, m) for m in _HEALTH_RE.finditer(norm)
                  if not _NOT_A_FOOD_RE.match(norm, m.end())]
    if any(cue in norm for cue in _DIET_CUES):
        found += [m.group(0) for m in _DIET_OF_SOME_RE.finditer(norm)]
    if "que " in norm:
        found += [_wording(m, text) for m in _WORDING_RE.finditer(norm)]
        found += [_WORDING_END_RE.sub("", m.group(0)) for m in _CARRIES_RE.finditer(norm)]
        found += [m.group(0) for m in _COMES_RE.finditer(norm) if to_int(m["how"].split()[0]) is None]
        found += [m.group(0) for m in _FIT_IT_RE.finditer(norm)]
        found += [_WORDING_END_RE.sub("", m.group(0)) for m in _COMES_WITHOUT_RE.finditer(norm)]
        found += [_WORDING_END_RE.sub("", m.group(0)) for m in _BUT_LIKE_RE.finditer(norm)
                  if to_int(m["how"].split()[0]) is None]
    if " que " in norm or " q " in norm or " de " in norm:
        found += [_WORDING_END_RE.sub("", m.group(0)) for m in _MUST_COME_RE.finditer(norm)]
    found += _bare_wordings(norm)
    if wishes_a_colour(norm):
        found.append(norm)      # «que sean blancas»: the colour wished, whole as said
    found += looks_wished(norm, biz)
    if any(cue in norm for cue in _REACH_ME_CUES):
        found += [m.group(0) for m in _REACH_ME_RE.finditer(norm) if not _ONLY_THE_CALL_RE.match(norm, m.start())]
    if "reco" in norm:
        found += [m.group(0) for m in _PICKS_UP_RE.finditer(norm)]
    if "separad" in norm or "distint" in norm:
        found += [m.group(0) for m in _APART_RE.finditer(norm)]
    found += _said_of_the_counted(norm, biz)
    found += counts_told_by_a_wish(norm, biz)
    if any(cue in norm for cue in _EACH_ONE_CUES):
        found += _each_one_told_apart(norm, biz)
    if any(cue in norm for cue in _SOME_OF_THEM_CUES):
        found += [_WORDING_END_RE.sub("", m.group(0)) for m in _SOME_OF_THEM_RE.finditer(norm)]
    if any(cue in norm for cue in _HOW_MADE_CUES):
        found += [m["how"] for m in _HOW_MADE_RE.finditer(norm)]
    if any(cue in norm for cue in ("nota", "indicac", "observac")):
        found += [m.group("what") for m in _NOTE_RE.finditer(norm)]
    words = vocabulary_of(biz).note_words
    if words is not None:
        units = vocabulary_of(biz).units
        found += [_in_its_clause(_phrase_from(norm, m, units), m.group(0), text, words) for m in words.finditer(norm)
                  if not (_A_TIME_AHEAD_RE.match(norm, m.end()) or _a_verb_after_if(norm, m)
                          or _in_a_product_name(norm, m, biz))]
    found = [f for f in found if not _the_note_named(f.strip(), norm)]
    found = _joined_to_its_wording([f.strip() for f in dict.fromkeys(found) if f.strip()], norm)
    kept = [f for i, f in enumerate(found)
            if not any(_within(f, other, i > j) for j, other in enumerate(found) if i != j)]     # not twice
    return [as_said(f, text) for f in kept]


_LONGEST_NAME = 6     # words of a product's name or alias looked at around a note word


def _in_a_product_name(norm: str, m: re.Match, biz) -> bool:
    """The trade's note word inside a product's own name or alias, said as the thing ordered (no wish)."""
    first = len(norm[:m.start()].split())
    last = first + len(m.group(0).split())
    sing = [singular(w) for w in norm.split()]
    exact = index_of(biz).exact
    return any(exact.get(tuple(sing[a:b]), ("",))[0] == "product"
               for a in range(max(0, first - _LONGEST_NAME), first + 1)
               for b in range(last, min(len(sing), a + _LONGEST_NAME) + 1))


def _joined_to_its_wording(found: list[str], norm: str) -> list[str]:
    """«una <note word> que diga Feliz cumple»: the note word and the wording right after it, one note."""
    joined, folded = list(found), [clean(f) for f in found]
    for i, j in ((i, j) for i in range(len(found)) for j in range(len(found)) if i != j):
        if joined[i] and joined[j] and folded[j].startswith("que ") and f"{folded[i]} {folded[j]}" in norm:
            joined[i], joined[j] = f"{found[i]} {found[j]}", ""
    return [f for f in joined if f]


# «una X y que me la montéis», «e que mas poñades»: the part bought is to be fitted there (a person
# sees it with the order)
_FIT_IT_RE = re.compile(r"\bque (?:me |nos )?(?:lo|la|los|las|o|a|os|as|mo|ma|mos|mas) (?:monteis|montedes|pongais|"
                        r"poñades|ponades|cambieis|cambiedes|instaleis|instaledes|coloqueis|coloquedes)\b")

# «envuelve cada uno por separado», «en bolsas separadas», «mételos por separado»: each packed apart,
# with the verb that asks it
_APART_RE = re.compile(rf"(?:\b(?:{WRAP_VERB}|met|pon|pone|pona|pono|separ|pag)\w*"
                       r"(?: (?:cada|los|las|os|as|me|nos)(?: (?:uno|una|un|unha))?)? )?"
                       r"(?:\bcada (?:uno|una|un|unha) )?"
                       r"(?:\bpor separado|\ben (?:cajas|caixas|bolsas|paquetes|papeis|papeles) "
                       r"(?:separad|distint)[oa]s)\b")

# «¿y si fuera más tarde?», «se fora…»: a verb after «si», not the trade's wish «fuera» (outside)
_IF_BEFORE_RE = re.compile(r"(?:^| )(?:si|se) $")


def _a_verb_after_if(norm: str, m: re.Match) -> bool:
    return m.group(0) in ("fuera", "fora") and _IF_BEFORE_RE.search(norm, 0, m.start()) is not None

# «dentro de dos semanas», «dentro dun mes»: when, not «dentro» (indoors) as a wish
_A_TIME_AHEAD_RE = re.compile(r" (?:de|dun|dunha) (?:(?:un|una|unha|dos|dous|duas|tres|catro|cuatro|cinco|[0-9]+|"
                              r"pocos|poucos|unos|uns) )?(?:dias?|semanas?|mes|meses|horas?)\b")


def _within(phrase: str, other: str, later: bool) -> bool:
    """`phrase` said again inside `other` (the quoted wording and the note word's rest of it): kept once."""
    folded, whole = clean(phrase), clean(other)
    return folded in whole and (folded != whole or later)


# After a wording, the words that start the rest of the request («…, pal jueves a las 6»), the pickup
# too («… para recoger el martes», «… pa levar o xoves», «… y lo recojo el lunes»: never the card's)
_WORDING_END_RE = folded_re(r"\s+(?:(?:para|pal)(?: (?:el|la|o|a))? (?:lunes|martes|miercoles|jueves|viernes|sabado|"
                      r"domingo|luns|mercores|xoves|venres|hoy|hoxe|manana|mana|dia \d)|(?:a|as) las? \d|as \d|"
                      r"(?:el|o) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|luns|mercores|xoves|venres)\b|"
                      rf"{PICKUP_SAID}).*$")


# «…, las 2 Y en caja aparte», «os 2 X ben tostados»: what is said of the things just counted, to its clause's end
_THE_COUNTED_RE = re.compile(r"\b(?:los|las|os|as) (?P<n>[0-9]{1,2}|dos|dous|duas|tres) (?P<what>[a-z]+)"
                             r"(?: (?!(?:y|e|los|las|os|as)\b)\w+)+")


_THE_COUNTED_CUE_RE = re.compile(r"\b(?:los|las|os|as) (?:[0-9]{1,2}|dos|dous|duas|tres) [a-z]{4}")


def _said_of_the_counted(norm: str, biz) -> list[str]:
    """«2 Y …, las 2 Y en caja aparte»: what is said of the things counted just before (Y a word of
    the catalogue: «somos 2 de Vigo, las 2 de la tarde» is none)."""
    if not _THE_COUNTED_CUE_RE.search(norm):      # cheap cue first: most messages have none
        return []
    products, found = vocabulary_of(biz).product_words, []
    for m in _THE_COUNTED_RE.finditer(norm):
        if f" {m['n']} {m['what']} " not in f" {norm[:m.start()]} " or singular(m["what"]) not in products:
            continue
        if len((phrase := _WORDING_END_RE.sub("", m.group(0))).split()) > 3:
            found.append(phrase)
    return found


# Quoted, or after a colon («que ponga en la <word>: Feliz aniversario, te quiero»): whole, commas and all
_LEAD_TO_COLON = r"[^:\"“«'.;!?¿¡]{0,40}:"
_WORDING_AS_WRITTEN_RE = re.compile(r"(?i)\bqu[eé] (?:ponga|pona|poña|diga|lleve escrito|leve escrito)"
                                    rf"(?:\s*(?:[^:\"“«'.,;!?¿¡]{{0,40}}:?)?\s*[\"“«'][^\"”»']+[\"”»']"
                                    rf"|(?:\s{_LEAD_TO_COLON}|:)\s*[^.;!?¿¡]+|:?\s[^,.;!?¿¡]+)")


def _wording(m: re.Match, text: str) -> str:
    """«que ponga Feliz jubilación Manolo» as written (its capitals), up to its comma or the
    next part of the request («…, pal jueves a las 6»)."""
    said = _WORDING_AS_WRITTEN_RE.search(text)
    return cut_request(said.group(0)) if said else _WORDING_END_RE.sub("", m.group(0))


_WITHOUT = frozenset(("sin", "sen"))       # «X sin Y»: a wish about what it carries, one word is enough


_ARTICLES = frozenset("el la los las o a os as un una unha de do da".split())


def said_with_it(text: str, words: list[str], spans: list[tuple[int, int]], known: frozenset,
                 avoid: frozenset = frozenset()) -> list[str]:
    """«una X de 20 con un dibujo de la patrulla canina», «una X sin Y»: what a product is asked
    with or without, up to the rest of the request or another product, kept for the note (it was lost)."""
    out = []
    taken = {i for start, stop in spans for i in range(start, stop)}
    for _, end in spans:
        while end < len(words) and words[end] not in WITH_WORDS | _WITHOUT and end not in taken and (
                words[end] in ("de", "do", "da") or to_int(words[end]) is not None or words[end] in known
                or singular(words[end]) in known):
            end += 1        # its size said after it («de 20», «mediana»)
        if end >= len(words) or words[end] not in WITH_WORDS | _WITHOUT:
            continue
        said = []
        for i in range(end + 1, min(len(words), end + 9)):
            if words[i] in _STOP or i in taken or words[i].isdigit() or words[i] in WEEKDAYS or words[i] in avoid:
                break       # the rest of the request, or another product, a day, a person of the staff
            said.append(words[i])
        while said and said[-1] in _ARTICLES:
            said.pop()
        if (len(said) >= 2 or words[end] in _WITHOUT) and any(len(w) > 3 for w in said):
            out.append(as_said(" ".join([words[end], *said]), text))
    return out


_OF_IT = frozenset(("de", "do", "da"))
_LONGEST_OF_IT = 4      # words said after «de»: «de <occasion>», «de parte de Xoán»


def said_of_what_kind(text: str, words: list[str], spans: list[tuple[int, int]], known: frozenset,
                      avoid: frozenset = frozenset(), noted: tuple[str, ...] = ()) -> list[str]:
    """«una <thing> de <occasion>», «unha <thing> de <occasion>»: what a thing written on is for, said
    with «de» right after its name in words the catalogue does not know (no size, no kind of it: those are
    read as such), kept for the note with the thing's name, as said (it was lost); not when a note
    already holds those words (`noted`)."""
    out = []
    taken = {i for start, stop in spans for i in range(start, stop)}
    for start, end in spans:
        if end + 1 >= len(words) or words[end] not in _OF_IT or not _unknown_here(words[end + 1], known, avoid) \
                or not any(singular(w) in WRITTEN_ON for w in words[start:end]):
            continue
        said = []
        for i in range(end + 1, min(len(words), end + 1 + _LONGEST_OF_IT)):
            if words[i] in _STOP or i in taken or words[i].isdigit() or words[i] in WEEKDAYS or words[i] in avoid:
                break
            said.append(words[i])
        while said and said[-1] in _ARTICLES:
            said.pop()
        if not any(f" {' '.join(said)} " in f" {clean(note)} " for note in noted):
            out.append(as_said(" ".join([*words[start:end + 1], *said]), text))
    return out


def _unknown_here(word: str, known: frozenset, avoid: frozenset) -> bool:
    return len(word) > 3 and not word.isdigit() and word not in known and singular(word) not in known \
        and word not in _STOP | _ARTICLES | avoid and word not in WEEKDAYS and to_int(word) is None


def wordings_in(text: str, norm: str) -> list[str]:
    """The words to be written («que ponga Feliz cumple mi galletita», «escribe el nombre en
    grande»), as the reader folds them (`norm`: the folded text they are taken out of), so that no
    product or size is read in them."""
    return [clean(cut_request(m.group(0))) for m in _WORDING_AS_WRITTEN_RE.finditer(text)] + _bare_wordings(norm)


def _bare_wordings(norm: str) -> list[str]:
    """«escribe Parabéns Uxía», «ponle felicidades papá»: the wordings told with a bare verb, to
    where they go or the next wish."""
    if "escrib" not in norm and "pon" not in norm:
        return []
    return [_WORDING_END_RE.sub("", _BARE_WORDING_TAIL_RE.sub("", m.group(0))) for m in _BARE_WORDING_RE.finditer(norm)]


def greeting_alone(norm: str) -> bool:
    """«Feliz aniversario», «Te quiero», «parabéns mamá»: a greeting to be written, said alone (at most 8 words;
    not «feliz finde», a wish for the customer's day)."""
    return len(norm.split()) <= 8 and _GREETING_ALONE_RE.match(norm) is not None and not DAY_WISH_LAST_RE.search(norm)


def cut_request(wording: str) -> str:
    """The wording without the day or time said after it in the same clause."""
    folded = clean(wording).split()
    kept = _WORDING_END_RE.sub("", " ".join(folded)).split()
    return (" ".join(wording.split()[:len(kept)]) if len(kept) < len(folded) else wording).strip(" ,")


# «alergia a algunos X», «alérxica ao X»: the word the allergy is to
_ALLERGIC_TO_RE = folded_re(r"\b(?:alergi|alerxi)\w* (?:a|al|ao|aos|as|a la|a los|a las)"
                      r"(?: (?:algun|algunos|algunas|alguns|algunhas|ciertos|ciertas|certos|certas|estos|estas|"
                      r"los|las|el|la|os|as|o|a|un|una|unha|unos|unas|uns|unhas))? (?P<what>\w+)")


def without_allergies(norm: str) -> str:
    """The text without the word an allergy is to («<service> el miércoles, tengo alergia a
    algunos X»): what the customer reacts to is never asked for."""
    if "alergi" not in norm and "alerxi" not in norm:
        return norm
    return _ALLERGIC_TO_RE.sub(lambda m: m.group(0)[:m.start("what") - m.start()], norm)


def _health_phrase(norm: str, m: re.Match) -> str:
    """The allergy with all it names («alérgico a los frutos secos», «a la proteína de la leche
    de vaca», «no puede tomar huevo ni frutos secos»), up to the next word of the request."""
    after: list[str] = []
    for w in norm[m.end():].split():
        an_article = w in _ONE and after[-1:] in (["a"], ["al"], ["ao"])     # «alergia a un X»: not a count
        if w in _HEALTH_STOP or (to_int(w) is not None and not an_article) or len(after) == 8:
            break
        after.append(w)
    while after and after[-1] in _HEALTH_TAIL:
        after.pop()
    return " ".join([m.group(0), *after])


# «a las 21 <word>», «para el 15 <word>», «o día 15 <word>»: the number is an hour or a day, not how many
_A_DAY_OR_HOUR = (["las"], ["as"], ["el"], ["o"], ["dia"])


def _phrase_from(norm: str, m: re.Match, units: frozenset = frozenset()) -> str:
    """The trade's word with the words around it that belong to it: «en la terraza»,
    «<word> Feliz cumple Ana», up to the next word of the request itself."""
    lead: list[str] = []
    before = norm[:m.start()].split()
    if before and (before[-1].isdigit() or before[-1] in NUMBER_WORDS) and before[-2:-1] not in _A_DAY_OR_HOUR:
        lead = [before.pop()]       # «con 5 <word>», «dos <word>» (not «a las 21 <word>»): how many is part of it
    for w in reversed(before[-3:]):     # «no en la <word>», «nada de <word>»: the negation is the wish
        if w in _COMES_ALONG and not lead:
            lead.insert(0, w)
        if w not in _LEAD:
            break
        lead.insert(0, w)
    after: list[str] = []
    rest = norm[m.end():]
    said = rest.split()
    for i, w in enumerate(said):
        stops = w in _STOP and not (after and after[-1] in ONLY)   # «envuelve solo el X»: which one the wish is for
        if stops or (w.isdigit() and (after[-1] if after else m.group(0)) not in _NUMBER_LEAD) \
                or w in WEEKDAYS or (w == "o" and i + 1 < len(said) and said[i + 1] in WEEKDAYS):
            break       # «na terraza o venres»: the day is the request's
        after.append(w)
        if len(after) == 5 or (w.isdigit() and not (i + 1 < len(said) and singular(said[i + 1]) in units)):
            break       # «cortada en 12 <units>»: what the number counts is part of it
    more = _AND_ANOTHER_NUMBER_RE.match(rest, len(" ".join(after)) + 1) if after and after[-1].isdigit() else None
    return " ".join([*lead, m.group(0), *after, *([more.group(0).strip()] if more else [])])


def _in_its_clause(phrase: str, word: str, text: str, note_words: re.Pattern) -> str:
    """The phrase up to the comma that ends the clause of the trade's word: «<word> para Y,
    paso o venres» notes «<word> para Y», the pickup is the request's («dentro, non na <word>»,
    two wishes, stays one note)."""
    clauses = [clean(part) for part in re.split(r"[,;.!?]", as_said(phrase, text))]
    own = next((i for i, part in enumerate(clauses) if word in part), None)
    if len(clauses) < 2 or own is None or any(note_words.search(part) for part in clauses[own + 1:]):
        return phrase
    return " ".join(part for part in clauses[:own + 1] if part)


_AND_ANOTHER_NUMBER_RE = re.compile(r" ?(?:y|e) (?:del|de|do|da) [0-9]{1,3}\b")     # «… del 4 y del 0»


# A number that belongs to the note: «una X del 3», «X de número 40», «Felices 50»
_NUMBER_LEAD = frozenset("del de do da en numero num n felices felicidades feliz cumple aniversario parabens".split())

