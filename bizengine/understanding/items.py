"""From customer words to order lines, their price and the cart.

A line is `{"item_id", "qty", "options": {option_id: choice_id}}`. Every word that names a
product, an ambiguous group or an option choice comes from the catalogue.

`find_items` works in passes over the words of a cleaned message (text.clean); the words around
a name and the quantities are in `item_words`, flavours without their noun in `ellipsis`, option
choices in `item_options`:
1. quantities: 'media docena de' → 6, 'una docena de' → 12, 'un par de' → 2;
2. catalogue phrases (names and aliases), longest first, compared in approximate singular;
3. typos: a word of 6+ letters with trigram Dice ≥ 0.74 to a one-word product alias;
4. flavours without the noun: '2 <noun> de X y 1 de Y' tries the previous product's head noun;
5. quantities right before a product, or 'x2' after it;
6. option choices ('para 8', '12 personas') for the product that takes them, else stray;
7. unknown things: a quantity followed by a word the catalogue does not know;
8. the mode: remove ('quita', 'ya no quiero'), set ('mejor', 'en vez de'), else add;
9. negated products ('sin X', 'sen X', 'las X no') are removals, never additions: only a
   product after 'sin' removes ('sin' + a diet word is a diet, not a change);
10. with the cart given: 'mejor de Y' / 'en vez de Y' tries Y with the head noun of the cart's
   products (the new product takes the quantity and options of the one it replaces), and
   'una más' / 'uno menos' change the quantity of the cart's last line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz.distance import Levenshtein

from bizengine.language.days import MONTH_NAMES, MONTH_SHORT_NAMES, WEEKDAYS
from bizengine.language.small_words import STOP
from bizengine.language.text import clean, singular, sound_key, to_int
from bizengine.understanding.colour_said import colours_declared
from bizengine.understanding.count_second_thought import mends_the_held_count
from bizengine.understanding.count_wished_later import count_wished_later
from bizengine.understanding.courtesy_nouns import a_courtesy_noun
from bizengine.understanding.details import PEOPLE_WORD_RE
from bizengine.understanding.diet import names_an_allergen_itself
from bizengine.understanding.doubted_add_on import offered_in_doubt
from bizengine.understanding.ellipsis import bare_ellipsis, cart_ellipsis, fill_ellipsis
from bizengine.understanding.fitting_named import fitting_another_thing
from bizengine.understanding.held_told_by_a_word import held_told_by_a_word, sibling_said_instead
from bizengine.understanding.item_index import TYPO_MIN_LEN, ItemIndex, index_of, numbers_as_digits, typo_match
from bizengine.understanding.item_options import (
    attach_options,
    counts_people,
    doubted_options,
    listed_options,
    match_options,
    people_counted,
)
from bizengine.understanding.item_words import (
    AGE_UNITS,
    COLOUR_WORDS,
    COLOURS,
    DEFINITE,
    OF,
    ONE_PAIR,
    ONLY,
    OTHER,
    OWNER_WORDS,
    VAGUE_AFTER,
    VARIANTS,
    YEARS,
    Match,
    a_clock_time,
    counted_in_dozens,
    its_count_said_after,
    normalize_quantities,
    not_item,
    qty_token,
    quantity_for,
    vague_count,
)
from bizengine.understanding.kind_not_made_in_a_count import kinds_not_made_in_a_count
from bizengine.understanding.lexicon import (
    ADD_VERB,
    APPOINTMENT_NOUNS,
    ASKING_VERBS,
    COLOUR_OF,
    COULD_BE,
    COUNT_SAID,
    COUNT_WORDS,
    COUNTING_UNITS,
    COURTESY_WORDS,
    HALF_SAID,
    IF_I_PUT,
    INSTEAD_OF,
    INSTEAD_OF_LAST_RE,
    LANGUAGES,
    MEASURE_UNITS,
    MORE_OF_IT_RE,
    MY,
    NOT_A_SIZE_AFTER,
    ONLY_WORD,
    OOPS,
    OWN_MISTAKE,
    PRICE_ASKED_RE,
    QUALITIES_OF_ITS_WORDS,
    SIZE_WORD_RE,
    SORRY,
    WANT_RE,
    WHEN_WORD,
    YOUR,
    detect_lang,
)
from bizengine.understanding.lines_described import (
    brought_with_the_held,
    held_described,
    more_beside_a_set,
    one_of_the_held,
    said_of,
    said_of_another,
    with_something,
    without_counted_again,
)
from bizengine.understanding.list_said_again import list_said_again
from bizengine.understanding.made_of_a_group import made_of_a_group
from bizengine.understanding.named_by_subject import named_by_subject
from bizengine.understanding.named_twice import (
    counted_again,
    kinds_of_the_counted,
    one_of_each_kind,
    size_of_one,
    the_same_again,
)
from bizengine.understanding.of_the_ones import said_as_of, wished_parts
from bizengine.understanding.praise import split_praised
from bizengine.understanding.said_without import wished_without
from bizengine.understanding.told_apart import told_apart_after_two
from bizengine.understanding.verb_misspelt import verbs_misspelt
from bizengine.understanding.verb_object import said_of_another_thing
from bizengine.understanding.vocabulary import category_said, vocabulary_of

# «sacar cita», «me sacas hora», «sácame un hueco»: an appointment got, nothing taken off
_APPOINTMENT_WORDS = "|".join(sorted(APPOINTMENT_NOUNS | {"vez", "reserva"}))
_GETS_AN_APPOINTMENT = rf"(?! (?:(?:una|unha|un|la|el|a|o) )?(?:{_APPOINTMENT_WORDS})\b)"
# «dos X y no quiero nada más»: nothing more wanted, no removal of what was named
_NOTHING_MORE_AFTER = r"(?! (?:nada|ningunha cousa|ninguna cosa) (?:mas|mais)\b)"
_REMOVE_RE = re.compile(
    r"\b(?:cancela|anula|quita\w*|quitar\w*|quite|elimina\w*|borra\w*|"
    rf"saca\w*\b{_GETS_AN_APPOINTMENT}|retira\w*|tira|"
    r"olvida|olvidala|olvidalo|olvidalas|olvidalos|olvidate de|esquece|esquecea|esqueceo|esquecete de|"
    r"descarta|descartala|descartalo|"
    rf"(?:ya no quiero|no quiero|xa non quero|non quero){_NOTHING_MORE_AFTER}|no me pongas|non me ponas|"
    r"(?:no|non) (?:la|lo|las|los|a|o|as|os) (?:quiero|quero)|"
    # «fuera las X», «bota fóra as X», «me sobran las X», «sóbranme as X»: thrown out, left over
    r"(?:^|(?:bota|botade|botad|tira|tirad|echa|echad|deixa) )(?:fuera|fora) (?=(?:el|la|los|las|o|a|os|as) (?!\d))|"
    r"(?:me|nos) sobran?|sobran?(?:me|nos))\b")
# After a product, 'no' that ends the message or goes on with these words: 'las X no (las quiero)'.
_NOT_AFTER = {"no", "non", "ninguna", "ninguno", "ningunha", "ningun"}
# «ninguna X», «cero X», «al final ningún X»: X taken out (not «¿no hay ningún X…?», «¿no tenéis ninguna X?»)
NONE_WORDS = frozenset("ninguna ninguno ningun ningunha ningunas ningunos ningunhas cero".split())
_ASKED_IF_ANY_RE = re.compile(r"\b(?:hay|hai|habra|haberia|teneis|tedes|tendes|tienes|tes|tienen|ten|queda|quedan|"
                              r"existe|vendeis|vendedes|venden|hacen|haceis|facedes)\b")
_OUT_AFTER = {"fuera", "fora", "sobra", "sobran", "deixaa", "deixao", "deixaas", "deixaos"}     # «a X sobra»
_NOT_FOLLOW = {"quiero", "quero", "las", "los", "la", "lo", "os", "as", "o", "a", "gracias", "grazas",
               "porfa", "mejor", "mellor", "hace", "fai", "pongas", "ponas", "al", "ao", "finalmente",
               "que", "porque", "ya", "xa", "pero", "tampoco", "tampouco"}     # «la X no, que ya tengo una»
_NUMBER = rf"(?:{COUNT_SAID}|otra|otro|outra|outro)"
# «y otro para mi sobrino», «unha máis pra a miña veciña», «y otro para un amigo», «y uno más para regalar»:
# who the one more is for rides along; never with a day or a time («y otro para mi hermano el jueves», «…
# para un día después», «… para una hora más tarde»: one more for another day or time is another order,
# routing.py)
_FOR_SOMEONE = (rf"(?:\s+(?:para|pra|pa|pro)\s+(?:{MY}|{YOUR}|min|un|una|unha|uno|regalar|regalo|agasallar|agasallo)"
                rf"(?:\s+(?!{WHEN_WORD}\b)\w+){{0,3}})?")
# 'una más', 'uno menos', 'ponme otra más', 'unha máis': the last line of the cart, ±n.
_DELTA_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|pon|ponme|ponnos|pono|mete|meteme|echa|echame|anade|engade|dame|dadme|mejor|mellor|vale|ok|"
    r"si|bueno|entonces|al final|ao final|quiero|quero)\s+)*"
    rf"(?P<n>{_NUMBER}) (?P<sign>mas|mais|menos)"
    r"(?:\s+(?:por favor|porfa|gracias|grazas|de esa|de eso|de ese|de esas|desa|dese|diso|de la ultima|del ultimo))*"
    rf"{_FOR_SOMEONE}$")
# «añade 2», «engádeme outras dúas», «ponme otras 2 más», «otras dos»: the cart's last line, n more
# («pon 2» alone sets the count instead: _SET_QTY_RE and the count question)
_ADD_N_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|vale|ok|si|bueno|entonces|al final|ao final|oye|mira|espera|porfa)\s+)*"
    rf"(?:(?:{ADD_VERB}|suma|sumame)"
    r"(?:\s+(?:otr|outr)[oa]s)?|(?:(?:pon|ponme|ponnos|ponle|echa|echame|mete|meteme)\s+)?(?:otr|outr)[oa]s)\s+"
    rf"(?P<n>{_NUMBER})(?:\s+(?:mas|mais|iguales|iguais))?"
    r"(?:\s+(?:por favor|porfa|gracias|grazas|de esa|de eso|de ese|de esas|de esos|desa|dese|desas|deses))*$")
# «ponme otra», «y otra igual», «outra máis»: one more of the cart's last line
_ANOTHER_OF_THE_LAST_LINE_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|vale|ok|si|bueno|entonces|porfa)\s+)*(?:(?:pon|ponme|ponnos|echa|echame|mete|meteme|"
    r"dame|anade|anademe|engade|engademe|quiero|quero)\s+)?(?:otr|outr)[oa](?:\s+(?:igual|mas|mais|del mismo|"
    r"de la misma|do mesmo|da mesma|por favor|porfa))*"
    # «…como la de ayer», «…, estaba buenísima»: the same one again, praised
    r"(?:\s+como (?:la|el|a|o) (?:de ayer|de onte|del otro dia|do outro dia|otra vez|anterior|ultima|derradeira))?"
    r"(?:\s+(?:que |porque |que ya |xa que )?(?:estaba|estaban|era|eran|esta|estan)"
    r"(?: muy| moi| bien| ben)? (?:buen\w*|bo\w*|ric\w*|riqu\w*|estupend\w*|genial|perfect\w*|delicios\w*|"
    r"fenomenal|brutal|marabillos\w*|maravillos\w*|espectacular|exquisit\w*))?"
    rf"{_FOR_SOMEONE}$")
# «quería decir X», «me he confundido, son X», «no, X», «en realidad quería X»: what was said before is taken back
_A_COUNT = r"(?:[0-9]{1,2}|dos|dous|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|diez|dez|doce)"
_MISTAKEN = (r"quise decir|queria decir|quiero decir|quixen dicir|queria dicir|quero dicir|me he confundido|"
             r"me confundi|me he equivocado|me equivoque|confundinme|equivoqueime|trabuqueime|"
             r"(?:en realidad|en realidade|realmente) (?:queria|quero|quiero|preferia|prefiero|prefiro|era|eran)\b"
             rf"(?! {ASKING_VERBS})|"     # «en realidad quería preguntar si…»: a question, the order kept
             r"^(?:uy |ay |ai )?(?:no|non) (?!(?:quiero|quero|hay|tengo|teno|me|te|se|lo|la|los|las|puedo|podo|"
             r"es|e|era|pasa|importa|gracias|grazas|nada|mas|mais)\b)"
             r"|\beran\b|\b(?:no|non) [0-9]{1,2}$"        # «eran 5 X, no 4»
             # «perdón, 3 X», «perdona, son 3 X», «y son 4 X»: the count mended
             rf"|^(?:uy |ay |ai )?(?:perdon|perdona|perdoa|disculpa|desculpa)(?= (?:son |sean |sexan )?{_A_COUNT}\b)"
             # «perdona, una Y y una Z»: the list said again, as «no, una Y y una Z» (not «…, una Y más»)
             r"|^(?:uy |ay |ai )?(?:perdon|perdona|perdoa|perdone|disculpa|disculpe|desculpa)"
             r"(?= (?:un|una|unha) .* (?:y|e) )"
             r"(?!.*\b(?:mas|mais|tambien|tamen|ademas|ademais|otr[oa]s?|outr[oa]s?|anade\w*|engade\w*)\b)"
             rf"|(?<!cuanto )(?<!canto )(?<!si )(?<!se )\bson {_A_COUNT}\b"
             r"(?! (?:personas|persoas|adultos|ninos|nenos)\b)")
_SET_RE = re.compile(
    r"\b(?:mejor|mellor|en vez de|en lugar de|en vez|en lugar|que sean|que sexan|que sea|que sexa|cambia\w* a|"
    rf"(?:sean|sexan) (?:[0-9]{{1,2}}|seis|siete|sete|ocho|oito|nueve|nove|diez|dez|doce)|cambia\w* por|"
    rf"{COULD_BE} (?={_A_COUNT}\b)|"
    r"prefiero|prefiro|preferiria|prefereria|"
    rf"solo|so quero|deja\w* en|deixa\w* en|pon\w* solo|cambia\w*|cambie(?:is|n|s|des|nme)\b|troca\w*|"
    r"no canto d(?:e|o|a|os|as|un|unha)|"
    r"cambio (?=\w+ \w+ (?:por|pola|polo)\b)|"
    # «con 4 me basta», «abóndame con 4», «chéganme 4», «de X pon 4»: the count, not more
    r"me bastan?|basta con|bastan|basta$|abonda|abondan|abondame|abondanme|chegame|cheganme|suficiente|suficientes|"
    r"so (?:[0-9]{1,2}|unha|un|dous|duas|tres|catro|cinco|seis|sete|oito|nove|dez)|"
    r"^(?:(?:pois|vale|bo|non) )*so (?=[a-z])|"
    rf"^(?:y |e )?(?:de|do|da|dos|das) \w+(?: \w+)? (?:pon|ponme|pona|dame|deja|deixa) \w+$)\b|{_MISTAKEN}"
    # «una X y no dos», «dos X no, una», «dúas X non, só unha»: one of two counts denied, the count set
    rf"|\b(?:no|non) (?:(?:solo|so) )?(?:{_A_COUNT}|un|una|uno|unha)(?: (?:sola|solo|soa|so))?$"
    r"|\b(?:una|unha) (?:sola|soa)\b")
# «en vez de X», «cambia las X por…»: X is replaced; not «cámbialo por X», where X is the new one
# («cámbiame uno de los X», «cambia un dos X»: one of the Xs held; «que me cambiéis las X»: the X to fit)
_REPLACED_RE = re.compile(r"\b(?:en vez de|en lugar de|en vez|en lugar|no canto de|no canto|no lugar|en troques|"
                          r"cambia\w*|"
                          r"cambie(?:is|n|s|des|nme)\b|cambio|troca\w*)"
                          r"(?: (?!por\b)\w+)?"
                          r"(?: (?:de (?:los|las|os|as)|dos|das))?\s*$")
# «cambia el de Y por…», «troca a de Y pola…»: Y told by its kind, given up (only with the «por» after it:
# «cambia las de Y al miércoles» moves Y)
_GIVEN_UP_BY_KIND_RE = re.compile(r"\b(?:cambia\w*|troca\w*) (?:el|la|los|las|o|a|os|as) (?:de|do|da)$")
# «en vez del de Y», «no canto da de Y»: the same, with nothing else to read it as
_INSTEAD_OF_THE_KIND_RE = re.compile(r"\b(?:vez|lugar|canto|troques) "
                                     r"(?:del|do|da|dos|das|de (?:el|la|los|las|o|a|os|as)) (?:de|do|da)$")
_FOR_THE_NEW = frozenset(("por", "pola", "polo", "polas", "polos"))


# «cambiar a X», «cambiarme a X», gl «cambiádesme a X», «cambiasme a X», «cambiades a X»: an infinitive or a
# Galician «you» form (with its «me»), then X's article
_ARTICLE_AFTER_THE_VERB_RE = re.compile(r"\bcambi\w*(?:ar|arme|arnos|des|desme|desnos|asme|asnos) a$")


def _changed_to(before: str, after: list[str]) -> bool:
    """«cámbialo a X», «cambia a X» with no «por» after: X is what it becomes, not what goes
    (in Galician «cambia a X por Y», «cambiar a <part>» and «cambiádesme a <part>», an infinitive or a «you»
    form right before X, the «a» is X's article: Spanish says «cambiar a la X»)."""
    if _ARTICLE_AFTER_THE_VERB_RE.search(before):
        return False
    return before.endswith((" a", " ao", " á")) and not {"por", "pola", "polo", "polas", "polos"} & set(after)


@dataclass
class Found:
    """What a message asks for, against the catalogue."""

    lines: list = field(default_factory=list)       # [{item_id, qty, options}]
    ambiguous: list = field(default_factory=list)   # [{word, candidates, qty, options}]
    unknown: list = field(default_factory=list)     # ['pizza', '<noun> de fresa']
    mode: str = "add"                               # 'add' | 'set' | 'remove'
    stray_options: list = field(default_factory=list)   # [{option_id, choice_id}]
    options_not_taken: list = field(default_factory=list)   # [{item_id, option_id}]: «la X grande», X of one size
    replaced: list = field(default_factory=list)    # item ids said after 'en vez de'
    replaced_counts: dict = field(default_factory=dict)  # {item id: n} of «cambia un X por…»: only n of X go
    removed: list = field(default_factory=list)     # item ids negated ('sin X', 'las X no'): out of the cart
    delta: int = 0                                  # 'una más' / 'uno menos': the cart's last line ±n
    less: list = field(default_factory=list)        # 'una X menos' beside other items: [{item_id, qty}] to take off
    drop_which: bool = False                        # «ya no la quiero» with several cart lines: ask which
    ask_replace: dict | None = None                 # 'mejor de Y' with several cart lines it may replace:
                                                    # {item_id, qty, explicit, choices: [cart item ids],
                                                    #  held: [options of each line of the one choice]}
    packed: list = field(default_factory=list)      # pieces counted into packs: [{item_id, pieces, packs}]
    explicit: list = field(default_factory=list)    # per line: was the quantity said?
    uncounted: list = field(default_factory=list)   # [{item_id, said, counts, counted_in?}]: «varias X»: how many?
    spans: list = field(default_factory=list)       # (start, end) spans of catalogue phrases in words
    words: list = field(default_factory=list)       # the message words the spans index
    praised: list = field(default_factory=list)     # item ids praised, not ordered («me encantan los X»)
    job_praised: bool = False                       # «moi ben o X»: a thing done praised, nothing asked
    named_again: list = field(default_factory=list)  # held lines named alone again («las X»): said back
    held_named: list = field(default_factory=list)  # held lines named to say when («las X para mañana»): no more
    doubted: dict | None = None                     # «de 8 o de 12»: {option_id, choices} to ask, none taken
    recounted: list = field(default_factory=list)   # item ids given up and said again: «en vez de 2 X, 1 X…»
    swapped_beyond: dict | None = None              # «cambia 3 X por Y» with 2 X held: {item_id, asked, held};
                                                    # the whole line goes, and that is said
    wishes_of_parts: list = field(default_factory=list)     # «4 X, 2 <wish> y 2 de <not made>»: «2 <wish>»,
                                                            # the note of the part kept
    brought: bool = False           # «que sea con X»: X brought with what is held (that request changed, its
                                    # day too when one is said), not more for another day
    served: int | None = None       # «mejor 8 para el miércoles» with one thing held sized for people: the
                                    # people it is for (its size), no count of it
    count_of_which: int | None = None   # «mejor 8 para el miércoles» with several things held: a count of
                                        # one of them, which not said (asked, never dropped)
    prices_said: dict[str, int] = field(default_factory=dict)   # {item id: cents}: «una X de 26 €», the price
                                                                # said right after X (understanding.price_said)
    named_again_at: list[tuple[int, int, str]] = field(default_factory=list)    # (start, end, item id) of a
                                    # thing named again in the message («…, la X sin Y»): X's line, no more X
    summed: bool = False            # «pon 3 y una X»: two counts of X said to set it, added into one
    size_of_one: bool = False       # «…, la de X para 12»: the people said are the size of one thing named
                                    # (understanding.named_twice), no size of the others

    @property
    def any(self) -> bool:
        return bool(self.lines or self.ambiguous or self.unknown)

    @property
    def for_the_cart(self) -> bool:
        """The message adds, picks, removes or changes something of the order's lines."""
        return bool(self.lines or self.ambiguous or self.stray_options or self.removed or self.delta
                    or self.ask_replace or self.drop_which or self.doubted or self.served is not None)


def _a_doubt(doubted: list[tuple[int, int, str, str]], used: list[bool]) -> dict:
    """{option_id, choices} of «de 8 o de 12», its words taken (no one reads the 12 as a count)."""
    for start, end, _oid, _cid in doubted:
        used[start:end] = [True] * (end - start)
    return {"option_id": doubted[0][2], "choices": list(dict.fromkeys(cid for *_, cid in doubted))}


def _respelt(idx: ItemIndex, sing: list[str]) -> list[str]:
    """Words the catalogue does not use, written as the verb of an alias they are a letter off when the
    alias's words follow («cientren la X» → «centren la X»), as the catalogue word they sound like
    («keso» → «queso», «vica» → «bica») or are two swapped letters off («bicsa» → «bica»: a
    short word, too short for typo_match; never a verb form said, which a short common verb is as
    near: «tenía» of «teñáis»); any other word as it is."""
    return [_verb_respelt(idx, sing, i) or idx.sounds.get(sound_key(w)) or _swapped(idx, w) or w
            if len(w) >= 4 and w not in idx.known and w.isalpha() and not not_item(idx, w) else w
            for i, w in enumerate(sing)]


def _verb_respelt(idx: ItemIndex, sing: list[str], at: int) -> str | None:
    """The one verb of an alias the word at `at` is a letter off, the alias's other words said after it."""
    said = sing[at]
    misspelt = verbs_misspelt(idx.verb_misspellings, said)
    if not misspelt:
        return None
    fits = {verb for verb in misspelt
            if any(len(ws) > 1 and _phrase_end(sing, at, (said, *ws[1:])) for ws, _, _ in idx.phrases.get(verb, ()))}
    return fits.pop() if len(fits) == 1 else None


_SWAP_MIN = 5       # «alta» is no «atlas» misspelt


def _swapped(idx: ItemIndex, w: str) -> str | None:
    """The one catalogue word that two neighbouring letters of `w` (five letters or more), swapped,
    spell (in the singular)."""
    if len(w) < _SWAP_MIN:
        return None
    swaps = (w[:i] + w[i + 1] + w[i] + w[i + 2:] for i in range(len(w) - 1) if w[i] != w[i + 1])
    found = {singular(v) if v.endswith("s") else v for v in swaps} & idx.known - idx.said_verbs
    return found.pop() if len(found) == 1 else None


def _match_phrases(biz, sing: list[str], idx: ItemIndex, used: list[bool]) -> list[Match]:
    out: list[Match] = []
    i = 0
    while i < len(sing):
        hit = None
        if not used[i]:
            for ws, kind, target in idx.phrases.get(sing[i], ()):
                if len(ws) == 1 and ws[0] in idx.places and not (
                        _names_product_here(sing, i) or _one_of_group(biz, idx, sing, out, i, target)):
                    continue   # 'estáis en <town>': a place, unless it comes after 'de', a number or its group
                if len(ws) == 1 and said_of_another_thing(idx, sing, i):
                    continue   # «que me tiñáis las Y»: the verb of a product said of something else
                end = _phrase_end(sing, i, ws)
                if end is not None and fitting_another_thing(biz, idx, sing, end, target):
                    continue   # «el cambio de <part>»: the job of fitting the <part>, not the «cambio» sold
                if end is not None and not any(used[i:end]):
                    hit = Match(i, end, kind, target)
                    break
        if hit:
            out.append(hit)
            for k in range(hit.start, hit.end):
                used[k] = True
            i = hit.end
        else:
            i += 1
    return out


def _phrase_end(sing: list[str], i: int, ws: tuple) -> int | None:
    """Where the catalogue phrase `ws` said from word `i` ends, if it is said there. Inside it an owner
    word («mi», «a miña») stands for an article or is one word more: «revisar mi X», «revisar a miña X»
    and «centrar mi X» are the aliases «revisar la X», «revisar a X» and «centrar X». A count stands
    for an article too («revisar dos X», «revisar las 2 X» are «revisar la X»): how many things is read
    apart (things_counted), never the phrase lost."""
    at = i
    for k, w in enumerate(ws):
        if k and w in _ARTICLES and (counted := _count_for_an_article(sing, at)) is not None:
            at = counted
            continue
        if k and at < len(sing) and sing[at] in OWNER_WORDS and w not in OWNER_WORDS:
            at += 1
            if w in _ARTICLES:
                continue
        if at >= len(sing) or sing[at] != w:
            return None
        at += 1
    return at


def _count_for_an_article(sing: list[str], at: int) -> int | None:
    """Where «una», «dos», «las 2», «mis dos» said at `at` ends (a count, an article or owner word
    before it; never «otra»); None when no such count is said there."""
    k = at
    while k < len(sing) and (sing[k] in DEFINITE or sing[k] in OWNER_WORDS):
        k += 1
    word = sing[k] if k < len(sing) and sing[k] not in OTHER else ""
    n = qty_token(word) or qty_token(word + "s") if word else None     # read singular: «dúas», «tres» lose their s
    return k + 1 if n is not None and n >= 1 else None


_COLOUR_LEADS = (("en", "tono"), ("en", "tonos"), ("de", "color"), ("color",), ("de", "cor"), ("cor",))


def _colour_of_the_one_before(sing: list[str], matches: list[Match]) -> list[Match]:
    """«una <thing> rosa», «<thing> en tonos rosa»: a one-word name that is a colour, said right
    after another thing, is that thing's colour (as «maceta blanca» is), not one thing more."""
    out: list[Match] = []
    for m in matches:
        prev = out[-1] if out else None
        between = tuple(sing[prev.end:m.start]) if prev is not None else ()
        if prev is not None and prev.kind == "product" and m.end - m.start == 1 and sing[m.start] in COLOUR_WORDS \
                and _colours_between(between):
            continue
        out.append(m)
    return out


_AND_COLOUR = frozenset(("y", "e", "o", "u", "con", "co", "coa"))


def _colours_between(between: tuple[str, ...]) -> bool:
    """Nothing, a lead («en tonos»), or colours joined («blanco y», «en blanco y»): what may stand between
    a thing and a colour of its own («<thing> blanco y rosa»: the rose colour too, not a thing more)."""
    lead = next((lead for lead in _COLOUR_LEADS if between[:len(lead)] == lead), ()) if between else ()
    rest = between[len(lead):] if lead else between[1:] if between[:1] == ("en",) else between
    if not rest:
        return not between or bool(lead)
    return len(rest) >= 2 and rest[-1] in _AND_COLOUR and all(w in COLOUR_WORDS for w in rest[:-1])


def group_candidates(biz, group: str | None) -> list[str]:
    """The products of an ambiguous group, in the catalogue's order (the order their buttons and
    prices are shown); none for no group or one the catalogue lacks."""
    return ((biz.catalog.get("ambiguous") or {}).get(group) or {}).get("candidates") or [] if group else []


_PLACE_BEFORE = frozenset(("en", "na", "nas", "no", "nos", "sobre", "detras", "tras"))


def _group_heads_said(biz, words: list[str], sing: list[str], idx: ItemIndex, used: list[bool],
                      found: list[Match]) -> list[Match]:
    """«2 barras», «¿tenéis barras?» where the catalogue only says «barra de <group>»: the group, to
    choose from; never a place («en la barra», «na barra»)."""
    out = []
    for i in range(len(sing)):
        group = idx.group_heads.get(sing[i])
        if not group or used[i] or a_clock_time(words, i - 1) or _PLACE_BEFORE.intersection(words[max(0, i - 2):i]):
            continue
        # «<head> la <product>»: the product named is what is meant; «2 barras de <one of them>» is it
        if words[i + 1:i + 2] in (["y"], ["e"]) or not any(m.start in (i + 1, i + 2)
                                                           and m.target not in group_candidates(biz, group)
                                                           for m in found):     # «cortar y <other>»: both
            used[i] = True
            out.append(Match(i, i + 1, "ambiguous", group))
    return out


_OR = frozenset(("o", "ou", "u"))


def _either_of_two(words: list[str], matches: list[Match]) -> list[Match]:
    """«X o Y», «2 X o 2 Y», «X ou unhas Y»: one of the two, which one asked; never both written down."""
    out: list[Match] = []
    for m in matches:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == m.kind == "product" and prev.target != m.target \
                and _only_or_between(words[prev.end:m.start]):
            out[-1] = Match(prev.start, m.end, "ambiguous", "", qty=m.qty if m.explicit else prev.qty,
                            explicit=prev.explicit or m.explicit, choices=[prev.target, m.target])
            continue
        out.append(m)
    return out


def both_asked_about(found: Found) -> None:
    """«¿cuál es más barato, X o Y?»: in a question about them, both are named, not one to choose."""
    either = [a for a in found.ambiguous if a["word"] == ""]
    for a in either:
        for pid in a["candidates"]:
            found.lines.append({"item_id": pid, "qty": a["qty"], "options": dict(a["options"])})
            found.explicit.append(False)
    found.ambiguous = [a for a in found.ambiguous if a["word"] != ""]


def _only_or_between(between: list[str]) -> bool:
    return bool(between) and between[0] in _OR \
        and all(w in _ARTICLES or qty_token(w) is not None for w in between[1:])


def _names_product_here(sing: list[str], i: int) -> bool:
    if i == 0:
        return False
    prev = sing[i - 1]
    return prev in OF or prev in OTHER or prev in DEFINITE or qty_token(prev) is not None


def _one_of_group(biz, idx: ItemIndex, sing: list[str], before: list[Match], i: int, target: str) -> bool:
    """A place word right after a group word whose product it names («<group> <town>»), unless
    the town's full name goes on («<group>? <town> de <a word that is no catalogue word>»)."""
    group = before[-1] if before else None
    full_name = (i + 2 < len(sing) and sing[i + 1] in OF and sing[i + 2].isalpha()
                 and sing[i + 2] not in idx.phrases)
    return (group is not None and group.end == i and not full_name
            and _names_one_of(biz, [], group, Match(i, i + 1, "product", target)))


def _group_then_product(biz, sing: list[str], matches: list[Match]) -> list[Match]:
    """'<group> de <a misspelt product>', '<group> <product>': a group word followed by one of its
    own products, found apart (a typo, a «de» the catalogue phrase lacks), is that one product."""
    out: list[Match] = []
    for m in matches:
        if out and _names_one_of(biz, sing, out[-1], m):
            out[-1] = Match(out[-1].start, m.end, "product", m.target)
            continue
        out.append(m)
    return out


def _narrowed_groups(biz, idx: ItemIndex, sing: list[str], used: list[bool], matches: list[Match],
                     hints: bool = True) -> list[Match]:
    """A group word said with what tells its products apart: «<group> de <part> de <kind>»,
    «<group> <kind>» (a word of one candidate's name or aliases only, within three words), or one
    of its products named elsewhere in the message («<group>…, <product>»): that one product; else,
    with `hints`, the one its hints point to («<group> para mi hija»)."""
    out = []
    for m in matches:
        if m.kind != "ambiguous" or m.choices:
            out.append(m)
            continue
        cands = biz.catalog["ambiguous"][m.target].get("candidates", [])
        later = {n.target for n in matches if n.kind == "product" and n.start >= m.end}
        near = {n.target for n in matches if n.kind == "product" and m.end <= n.start <= m.end + 3}
        kind_after = _kind_said_later(sing, matches, m, cands)
        if later.intersection(cands) and (not m.explicit or near.intersection(cands) or kind_after is not None):
            _count_of_the_group(sing, matches, m, cands)
            if kind_after is not None:      # «un <group> para el domingo, de <kind>»: the group's count
                kind_after.qty, kind_after.explicit = m.qty, m.explicit
            continue        # «<group>…, <product>», «un <group> con 24 <product's word>»: the product named
                            # after it says which (one before is another)
        own, common = biz.cached("items.group_words", _group_words).get(m.target, ({}, frozenset()))
        k, end = m.end, min(len(sing), m.end + 6)
        # «<group> para a miña nai»: whose it is, never a misspelt word of a product («mina» ~ «nina»);
        # «<group> para 12 personas de X»: the size said between
        while k < end and not used[k] and sing[k] not in own and (sing[k] in OF or sing[k] in DEFINITE
                                                                    or sing[k] in _FOR or sing[k] in POSSESSIVES
                                                                    or sing[k] in common or sing[k].isdigit()
                                                                    or PEOPLE_WORD_RE.match(sing[k])):
            k += 1
        said = next((n for n in matches if n.start == k and n.kind == "product" and n.target in cands), None)
        if said is not None and k > m.end:      # «una <group> para 12 de <product's word>»: that one, once
            said.qty, said.explicit = m.qty, m.explicit
            continue
        word = sing[k] if k < end and not used[k] else ""
        telling = own.get(word) or (None if not_item(idx, word) else _misspelt_telling_word(own, word))
        if not telling:
            k, telling = _told_later(idx, sing, used, matches, m, own)
        if telling and not _a_place_s_full_name(idx, sing, k):
            used[k] = True
            out.append(Match(m.start, k + 1, "product", telling, qty=m.qty, explicit=m.explicit))
            continue
        chosen = hinted(biz, m.target, sing) if hints else None
        out.append(Match(m.start, m.end, "product", chosen, qty=m.qty, explicit=m.explicit) if chosen else m)
    return out


def _kind_said_later(sing: list[str], matches: list[Match], m: Match, cands: list[str]) -> Match | None:
    """«un <group> para el domingo, de <kind>»: a product of the group said later after a bare «de»
    (no count before it: «y 2 de <kind>» is another)."""
    return next((n for n in matches if n.kind == "product" and n.target in cands and n.start >= m.end + 2
                 and sing[n.start - 1] in OF and qty_token(sing[n.start - 2]) is None
                 and sing[n.start - 2] not in OTHER), None)


def _count_of_the_group(sing: list[str], matches: list[Match], m: Match, cands: list[str]) -> None:
    """«una <group> para 12 de <product's word>»: the group's count is the product's, the number
    after «para» its size."""
    near = next((n for n in matches if n.kind == "product" and n.target in cands and m.end < n.start <= m.end + 3),
                None)
    if near is not None and m.explicit and sing[m.end] in _FOR:
        near.qty, near.explicit = m.qty, m.explicit


def _told_later(idx: ItemIndex, sing: list[str], used: list[bool], matches: list[Match], m: Match,
                own: dict[str, str]) -> tuple[int, str | None]:
    """«necesito <group> para el sábado, de X»: a «de X» later in the message, with nothing of the
    catalogue between, that tells the group's products apart."""
    nxt = min((n.start for n in matches if n.start >= m.end), default=len(sing))
    for k in range(m.end + 1, nxt):
        before = sing[k - 2]        # «…, una de X»: one more of the group, not the kind of this one
        if sing[k - 1] in OF and not used[k] and own.get(sing[k]) and before not in idx.known \
                and qty_token(before) is None and before not in OTHER:
            return k, own[sing[k]]
    return m.end, None


def _misspelt_telling_word(own: dict[str, str], word: str) -> str | None:
    """«<group> de qeso»: a word one letter from exactly one word that tells the group's products
    apart (two for long words). Only right after the group, so short words may be tried; a word
    that is never a product's («<group> para mañá»: folded, «mana» is one letter off many words) is not tried."""
    if len(word) < 4 or not word.isalpha():
        return None
    near = {pid for known, pid in own.items() if len(known) >= 4 and _letters_off(word, known)}
    return next(iter(near)) if len(near) == 1 else None


def hinted(biz, group: str, sing: list[str]) -> str | None:
    """The one candidate that words anywhere in the message point to, from the group's `hints`
    («<group> para mi hijo», «soy chico»); None when none does or several do."""
    hints = biz.cached("items.group_hints", _group_hints).get(group) or {}
    pointed = {hints[w] for i, w in enumerate(sing) if w in hints and _for_whom(sing, i)}
    if len(pointed) != 1:
        return None
    chosen = next(iter(pointed))
    ages = ((biz.catalog.get("ambiguous") or {}).get(group) or {}).get("ages") or {}
    age = age_said(sing, frozenset(hints))
    if chosen in ages and age is not None and not ages[chosen][0] <= age <= ages[chosen][1]:
        return None         # «a mi hija de 12 años» and the children's one is up to 10: which one, asked
    return chosen


_HAS_AGE = frozenset("tiene tenga ten tena cumple cumpla cumpre cumpra".split())
_NOT_AN_AGE = frozenset(("h", "hora", "minuto", "euro", "persona", "persoa", "vez", "vece"))
# «hace 15 años», «llevo 10 años», «dentro de 2 años», «hai 3 anos», «levo 20 anos»: a span of time, no age
_SPAN_OF_TIME = frozenset("hace hacia hai fai facia desde dende llevo llevamos lleva llevan levo levamos leva levan "
                          "dentro durante".split())
_DIMINUTIVE_YEARS = frozenset(("anino", "anito"))


def age_said(sing: list[str], whom: frozenset[str] = frozenset()) -> int | None:
    """The age said (singular words, accents off): «tiene 14», «tiene doce años», «de 12 años», «con
    12 años», «12 años» first, «la niña 6 años», «8 añitos», or «una niña de 11» with a `whom` word
    (the group's hints) before «de»; never a span of time («hace 15 años», «dentro de 2 años»)."""
    for i, word in enumerate(sing):
        n = to_int(word)
        after = sing[i + 1] if i + 1 < len(sing) else ""
        if n is None or not 0 <= n < 100 or after in _NOT_AN_AGE or _SPAN_OF_TIME.intersection(sing[max(0, i - 2):i]):
            continue
        before = sing[i - 1] if i else ""
        if after in YEARS and (after in _DIMINUTIVE_YEARS or not before or before in _HAS_AGE
                               or before in ("de", "con", "co") or before in whom):
            return n
        if word.isdigit() and (before in _HAS_AGE or (before == "de" and i >= 2 and sing[i - 2] in whom)):
            return n
    return None


def age_of(biz, norm: str) -> int | None:
    """The age said in a message, at a business whose catalogue gives some group age ranges
    (`ambiguous.<group>.ages`); None elsewhere. «¿y uno de 8?» counts «uno» as who."""
    if not biz.cached("items.has_ages", _has_ages):
        return None
    return age_said([singular(w) for w in norm.split()], whom_of_every_group(biz) | _ONE_OF)


_ONE_OF = frozenset("uno una unha otro otra outro outra".split())


def _has_ages(biz) -> bool:
    return any((entry or {}).get("ages") for entry in (biz.catalog.get("ambiguous") or {}).values())


_TO_WHOM = frozenset("para pa pra a al ao".split())
WHOSE = frozenset("mi mis meu meus mina minas tu su el la o os las los un una unha nuestro nuestra noso nosa".split())
POSSESSIVES = WHOSE - frozenset("el la o os las los un una unha".split())
_I_AM = frozenset("soy sou son".split())     # Galician «son home»: I am
WHOM_LINKS = _TO_WHOM | WHOSE | _I_AM       # the words around who it is for, not the person
_WISHES = frozenset("quiere quere necesita precisa querria".split())


def _for_whom(sing: list[str], i: int) -> bool:
    """Whether a hint word says who the service is for: «para mi hijo», «a mi hija», «ao meu
    fillo», «soy chico» (not «hombre, pues…», «voy con mi marido», «como mi hijo»)."""
    before = sing[i - 1] if i else ""
    if before in _TO_WHOM or before in _I_AM:
        return True
    if sing[:i] in (["mi"], ["meu"], ["o", "meu"], ["a", "mina"]) and i + 1 < len(sing) and sing[i + 1] in _WISHES:
        return True     # «mi hijo quiere <service>», «a miña filla quere…»
    if before in POSSESSIVES and i >= 3 and sing[i - 2] in ("o", "a", "os", "as") and sing[i - 3] in _TO_WHOM:
        return True     # «para o meu fillo», «pra a miña filla»: Galician puts the article before
    return before in WHOSE and i >= 2 and (sing[i - 2] in _TO_WHOM or sing[i - 2] in _I_AM)


def hint_words(biz, group: str) -> dict[str, str]:
    """The group's hint words as read (singular, accents off) → the candidate each points to."""
    return biz.cached("items.group_hints", _group_hints).get(group) or {}


def whom_words(biz, group: str) -> frozenset[str]:
    """The words that may say who a service of the group is for («para», «mi», «madre»), as read."""
    hints = biz.cached("items.group_hints", _group_hints).get(group) or {}
    return WHOM_LINKS | frozenset(hints)


def whom_of_every_group(biz) -> frozenset[str]:
    """Every hint word of the groups (as read): who an age may be said of («la niña tiene 12»)."""
    return frozenset(w for hints in biz.cached("items.group_hints", _group_hints).values() for w in hints)


def _group_hints(biz) -> dict[str, dict[str, str]]:
    """For each ambiguous group, its hint words as read (singular) → the candidate they choose."""
    return {group: {singular(w): pid for pid, words in (entry.get("hints") or {}).items()
                    for phrase in words for w in clean(phrase).split()}
            for group, entry in (biz.catalog.get("ambiguous") or {}).items()}


_FOR = frozenset(("para", "pra", "pa"))
_AND = frozenset(("y", "e", "i"))


_NAME_ENDS_BEFORE = frozenset(("para", "pa", "pra", "con", "por", "pola", "y", "e", "manana", "mana",
                               "cuanto", "canto", "cuantos", "cantos", "cuando", "cando", "hoy", "hoxe",
                               # «¿la X de manzana lleva gluten?», «… cuesta»: what is asked of it
                               "lleva", "llevan", "leva", "levan", "tiene", "tienen", "ten", "tenen",
                               "contiene", "contienen", "conten", "cuesta", "cuestan", "costa", "custa",
                               "vale", "valen"))
_WEEKDAY_WORDS = frozenset(WEEKDAYS) | {singular(w) for w in WEEKDAYS}      # as read: «jueves» → «jueve»
_DAY_LEADS = {"el": _WEEKDAY_WORDS, "o": _WEEKDAY_WORDS, "este": _WEEKDAY_WORDS,
              "a": ("las", "as"), "as": (), "las": ()}


def _ends_a_name(sing: list[str], i: int) -> bool:
    """Whether the word at i closes a name: the end, or a day, a time or a person after it (not
    «y cambio la hora», «y cambio el día»: a verb and its object)."""
    if i + 1 >= len(sing) or sing[i + 1] in _NAME_ENDS_BEFORE or sing[i + 1] in _WEEKDAY_WORDS:
        return True
    then = sing[i + 2] if i + 2 < len(sing) else ""
    return sing[i + 1] in _DAY_LEADS and (then in _DAY_LEADS[sing[i + 1]] or then.isdigit())


def _group_siblings(biz, words: list[str], sing: list[str], used: list[bool], matches: list[Match]) -> list[Match]:
    """«<product> y <word>» (or «<word> y <product>») where the word alone tells apart another
    candidate of the product's group: that candidate too («frenos y cambio»: both adjustments)."""
    words_of = biz.cached("items.group_words", _group_words)
    out = []
    for m in matches:
        own = words_of.get(group_of(biz, m.target) or "", ({}, frozenset()))[0] if m.kind == "product" else {}
        end = m.end + its_count_said_after(words, used, m)     # «X, 3, y uno <word>»
        counted = end + 2 < len(sing) and sing[end] in _AND and qty_token(words[end + 1]) is not None
        after = end + 1
        while after < min(len(sing), end + 3) and (sing[after] in OF or sing[after] in DEFINITE):
            after += 1                                      # «X y de <word>», «X y el <word>»
        after = end + 2 if counted else after               # «X y 2 <word>»: with its own count
        for i, link in ((after, end), (m.start - 2, m.start - 1)):
            if not (0 <= i < len(sing)) or sing[link] not in _AND or used[i] \
                    or own.get(sing[i]) in (None, m.target) or not _ends_a_name(sing, i):
                continue
            qty = qty_token(words[i - 1]) if counted and i == after else None
            for k in (i, i - 1) if qty is not None else (i,):
                used[k] = True
            out.append(Match(i, i + 1, "product", own[sing[i]], qty=qty or 1, explicit=qty is not None))
    return out


def _a_place_s_full_name(idx: ItemIndex, sing: list[str], i: int) -> bool:
    """«… <town> de <a word that is no catalogue word>»: the town, not the product named after it."""
    return sing[i] in idx.places and i + 2 < len(sing) and sing[i + 1] in OF and sing[i + 2] not in idx.phrases


def sibling_told_by(biz, item_id: str, words: str) -> str | None:
    """The other candidate of `item_id`'s group that the words alone tell apart («A4» next to a
    held «X A5»: the A4 one), or None (no group, more than one word, or the same product)."""
    told = [singular(w) for w in clean(words).split() if w not in OF and w not in DEFINITE]
    group = group_of(biz, item_id)
    if len(told) != 1 or group is None:
        return None
    sibling = biz.cached("items.group_words", _group_words).get(group, ({}, frozenset()))[0].get(told[0])
    return sibling if sibling not in (None, item_id) else None


def _group_words(biz) -> dict[str, tuple[dict[str, str], frozenset]]:
    """For each ambiguous group, the words (singular) of exactly one candidate's names (word →
    product), and the words of the group's own aliases («<group> de <thing>»: skipped over). No
    place and no word that is never an item («con», «cumpleaños»), unless it is all a name adds
    to the group's words («<group> niño»)."""
    idx = index_of(biz)
    out = {}
    for group, entry in (biz.catalog.get("ambiguous") or {}).items():
        common = {singular(w) for a in entry.get("aliases", []) for w in clean(a).split()}
        candidates = set(entry.get("candidates", []))
        said: dict[str, set] = {}
        for words, (kind, pid) in idx.exact.items():     # every name and alias of a candidate, as read
            if kind != "product" or pid not in candidates:
                continue
            extra = [w for w in words if w not in common and w not in OF and w not in DEFINITE]
            for w in extra:
                if len(extra) == 1 or not not_item(idx, w):
                    said.setdefault(w, set()).add(pid)
        out[group] = ({w: next(iter(ps)) for w, ps in said.items()
                       if len(ps) == 1 and _telling(w) and w not in idx.places}, frozenset(common))
    return out


def _telling(word: str) -> bool:
    """A word long enough to tell products apart: three letters or more, or a size like «a5»."""
    return not word.isdigit() and (len(word) > 2 or (len(word) == 2 and any(ch.isdigit() for ch in word)))


def _count_in_units(biz, idx: ItemIndex, words: list[str], sing: list[str], used: list[bool], m: Match) -> None:
    """«3 <units> de X» where X comes in no sizes: the trade's unit counts X (of a sized X it is the size)."""
    s = m.start
    if m.explicit or m.kind != "product" or s < 3 or sing[s - 1] not in OF or sing[s - 2] not in idx.units:
        return
    if (biz.products.get(m.target) or {}).get("options") or used[s - 3] or (n := qty_token(words[s - 3])) is None:
        return
    m.qty, m.explicit = n, True
    used[s - 3] = used[s - 2] = used[s - 1] = True


def _count_in_units_after(biz, words: list[str], sing: list[str], used: list[bool], m: Match) -> None:
    """«una X de 2 unidades», «unha X de dúas unidades»: the units said after X count it (only over a
    count of one or none: «2 X de 3 unidades» says no plain count). Never of a pack or a sized X: there
    the units say what one X holds («X de 12 unidades», its pack or its size), not how many Xs."""
    e = m.end
    if m.kind != "product" or m.qty != 1 or e + 2 >= len(words) or _holds_units(biz, m.target):
        return
    if sing[e] not in OF or used[e + 1] or sing[e + 2] not in COUNTING_UNITS or (n := qty_token(words[e + 1])) is None:
        return
    m.qty, m.explicit = n, True
    used[e] = used[e + 1] = used[e + 2] = True


def _holds_units(biz, item_id: str) -> bool:
    """A product that comes in packs of some units or in sizes: «de N unidades» after it says what one holds."""
    product = biz.products.get(item_id) or {}
    return bool(product.get("pack") or product.get("options"))


def _count_over_its_kind(biz, words: list[str], sing: list[str], used: list[bool], m: Match) -> None:
    """«2 <a word of X's category> de X», «dous <copies> da X»: the word between only says what X is
    (a kind the dataset's categories name, or a word that only counts); the count is X's."""
    lead = m.start - 1 if m.start >= 1 and sing[m.start - 1] in DEFINITE else m.start     # «de la X»
    if m.explicit or m.kind != "product" or lead < 3 or sing[lead - 1] not in OF or used[lead - 3] \
            or words[lead - 3] in OTHER or (n := qty_token(words[lead - 3])) is None:
        return
    kinds = biz.cached("items.category_words", _category_words).get(sing[lead - 2], frozenset())
    if sing[lead - 2] not in COUNT_WORDS and _category_of(biz, m.target) not in kinds:
        return
    m.qty, m.explicit = n, True
    for i in range(lead - 3, m.start):
        used[i] = True


def _names_one_of(biz, sing: list[str], group: Match, product: Match) -> bool:
    """Whether `product` comes right after `group` (or after its «de») and is one of its candidates."""
    joined = product.start == group.end or (product.start == group.end + 1 and sing[group.end] in OF)
    return joined and group.kind == "ambiguous" and product.kind == "product" \
        and product.target in biz.catalog["ambiguous"][group.target].get("candidates", [])


def _match_typos(sing: list[str], idx: ItemIndex, used: list[bool]) -> list[Match]:
    out = []
    for i, w in enumerate(sing):
        if used[i] or len(w) < TYPO_MIN_LEN - 1 or not w.isalpha() or not_item(idx, w) \
                or (len(w) < TYPO_MIN_LEN and w in idx.known):
            continue
        if w in idx.places and not _names_product_here(sing, i):
            continue
        if names_an_allergen_itself(w):
            continue        # «pescado», «marisco»: an allergen by its name, never a product a letter away
        best = typo_match(idx, w) if len(w) >= TYPO_MIN_LEN else idx.letter_dropped.get(w)
        if best:
            used[i] = True
            out.append(Match(i, i + 1, "product", best))
    return out


# words after a count that name nothing: «ponme 2 también», «2 más», «dos meus pais» (Galician «of my
# parents», not two «meus»)
_NO_THING = frozenset("tambien tamen mas mais menos igual iguales porfa tampoco tampouco entonces gracias grazas "
                      "favor mis tus sus meus minas teus tuas seus suas nosos nosas vosos vosas "
                      "hueco huequito huequillo oco ocos ocinho ratito rato momento momentito pasado".split())


def _wished_with_no_count(words: list[str], i: int) -> bool:
    """«quiero unas X», «ponme unos X»: the plural article right after a verb of wanting (elsewhere
    «unos» counts nothing: «unos 30 euros», «tengo unas dudas»)."""
    if words[i] not in ONE_PAIR:       # «quiero unas X», «quero unhas X»: the plural article the only mark
        return False
    before = " ".join(words[max(0, i - 3):i])
    return any(m.end() == len(before) for m in WANT_RE.finditer(before))


def _unknown(biz, words, sing, used, idx) -> list[str]:
    out = []
    # «4 <X>, 2 <a wish> y 2 <plain>»: parts of the total told by a wish, no things asked for
    told_as_wished = {k for a, b in wished_parts(idx, words) for k in range(a, b)}
    told_as_wished |= {parts.one for _at, parts in told_apart_after_two(words, idx.known) if not parts.by_day}
    for i in range(len(words) - 1):
        wished = _wished_with_no_count(words, i)
        if used[i] or not (wished or qty_token(words[i]) is not None) or words[i] in OTHER or i in told_as_wished:
            continue
        if i and words[i - 1] in ("las", "as", "la", "el", "o", "dia", "para", "de", "a", "x", "somos", "son", "sobre",
                                  "con"):     # «una X con una foto»: a wish for the person who makes it
            continue
        k = i + 2 if wished and words[i + 1] in VAGUE_AFTER else i + 1     # «unas cuantas X»: X is the thing
        if k >= len(words) or used[k]:
            continue
        w = sing[k]
        if _a_kind_of_what_is_not_had(biz, idx, sing, used, k):
            out.append(f"{words[k]} de {words[k + 2]}")
            continue
        if not w.isalpha() or len(w) < 3 or not_item(idx, w) or w in idx.known or to_int(w) is not None \
                or w in _NO_THING or words[k] in _NO_THING or PEOPLE_WORD_RE.match(words[k]) \
                or (words[k] in MONTH_SHORT_NAMES and to_int(words[i]) is not None) \
                or a_courtesy_noun(words[k]):      # «un saludo», «unha aperta»: a sign-off, no thing
            continue
        if k + 2 < len(words) and sing[k + 1] in OF and (used[k + 2] or _names_a_thing(biz, idx, sing[k + 2])
                                                        or (sing[k + 2] in idx.known and w in STOP)):
            continue        # «una <measure> de <product>»: how it comes, not a thing («dúas das de Y»: a part)
        phrase = words[k]
        if k + 2 < len(words) and sing[k + 1] in OF and words[k + 2].isalpha() \
                and not not_item(idx, sing[k + 2]) and not used[k + 2]:
            phrase += " de " + words[k + 2]
        out.append(phrase)
    return out


def _a_kind_of_what_is_not_had(biz, idx: ItemIndex, sing: list[str], used: list[bool], k: int) -> bool:
    """«un <category word> de <a word no name uses>»: a thing of that kind the catalogue has not
    («un libro de viajes» beside what is had; alone, what the kind has answers)."""
    about = k + 2
    if not any(used) or not categories_of_word(biz, sing[k]) or about >= len(sing) or sing[k + 1] not in OF:
        return False
    said = sing[about]
    return not used[about] and said.isalpha() and said not in idx.known and not not_item(idx, said)


def _names_a_thing(biz, idx: ItemIndex, word: str) -> bool:
    """A catalogue word that names a product, a group or a category by itself or heads names («<measure>
    de X»), not one only said after «de» («<unknown> de <flavour>» is an unknown thing of that flavour)."""
    return word in idx.known and (word not in idx.flavours or (word,) in idx.exact or word in idx.head.values()
                                  or word in idx.group_heads or bool(categories_of_word(biz, word)))


_EACH_RE = re.compile(rf"\b(?P<n>{_NUMBER}|[0-9]{{1,2}}) (?:de cada un[oa]|de cada unha|de cada cousa|de cada)\b")


# What ends a list of kinds after «de cada»: the rest of the request
_LIST_END = frozenset("para pra pa pal el la o a as las los al ao hoy hoxe manana mana que por porfa gracias "
                      "grazas".split())


def _each_kind_listed(idx: ItemIndex, words: list[str]) -> list[str]:
    """«una de cada: X y Y» → «una de X y una de Y», «un <noun> de cada: X y Y» → «un <noun> de X y
    un <noun> de Y»: kinds listed after «N de cada», each read on its own (products named whole stay
    as said: `_each` counts them)."""
    at = next((i for i in range(2, len(words)) if words[i] == "cada" and words[i - 1] in OF
               and (qty_token(words[i - 2]) is not None or (i >= 3 and qty_token(words[i - 3]) is not None))), None)
    if at is None:
        return words
    begin = at - 2 if qty_token(words[at - 2]) is not None else at - 3      # «un <noun> de cada: X y Y»
    start = at + 1
    if start < len(words) and words[start] in ("uno", "una", "un", "unha", "cosa", "cousa"):
        start += 1
    end = next((j for j in range(start, len(words)) if words[j] in _LIST_END or words[j].isdigit()
                or (words[j] in OF and j + 1 < len(words) and words[j + 1].isdigit())), len(words))
    kinds: list[list[str]] = []
    current: list[str] = []
    for w in words[start:end]:
        if w in ("y", "e"):
            kinds.append(current)
            current = []
        elif w not in OF or current:    # «dos de cada: de X y de Y»
            current.append(w)
    kinds.append(current)
    kinds = [part for k in kinds for part in _kinds_in(idx, k)]       # «X, Y»: the commas are gone
    if len(kinds) < 2 or not all(0 < len(k) <= 2 for k in kinds) \
            or all(idx.exact.get(tuple(singular(w) for w in k)) for k in kinds):
        return words        # «una de cada: X y Y» of products named whole: `_each` counts them
    counted = words[begin:at - 1]       # «una», «un <noun>»
    after_a_product = any(idx.exact.get((singular(w),), ("",))[0] == "product" for w in words[:begin])
    # «un <product> y una de cada: X y Y»: each kind's own noun
    nouns = _heads_of_kinds(idx, kinds) if len(counted) == 1 and after_a_product else [[] for _ in kinds]
    if nouns is None:
        return words        # a kind of several nouns after another product: whose is not said
    listed = [w for k, noun in zip(kinds, nouns) for w in ("y", *counted, *noun, "de", *k)][1:]
    return [*words[:begin], *listed, *words[end:]]


def _heads_of_kinds(idx: ItemIndex, kinds: list[list[str]]) -> list[list[str]] | None:
    """The head noun of the products each kind names after «de», when they share one (none when
    the kind names no product: the thing said before it is its noun); None when a kind names
    products of several nouns."""
    heads: list[list[str]] = []
    for k in kinds:
        named = {idx.head.get(pid) for pid in idx.after_of.get(tuple(singular(w) for w in k), ())}
        if len(named) > 1:
            return None
        head = next(iter(named), None)
        heads.append([head] if head is not None else [])
    return heads


def _kinds_in(idx: ItemIndex, said: list[str]) -> list[list[str]]:
    """Two words that each name a product or a kind by themselves («X Y») are two."""
    alone = [(singular(w),) in idx.exact or singular(w) in idx.flavours for w in said]
    return [[w] for w in said] if len(said) == 2 and all(alone) else [said]


def _each(words: list[str], used: list[bool], matches: list[Match]) -> None:
    """«dos de cada: X, Y y Z»: every product takes that count (one said with its own count
    takes its own: `quantity_for` runs after)."""
    text = " ".join(words)
    each = _EACH_RE.search(text)
    n = qty_token(each.group("n")) if each else None
    if each is None or not n:
        return
    for m in matches:
        if not m.explicit:
            m.qty, m.explicit = n, True
    start = len(text[:each.start()].split())
    for k in range(start, start + len(each.group(0).split())):
        used[k] = True


def _other_flavours(idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                    matches: list[Match]) -> list[str]:
    """«<noun> de X» where the catalogue has «<noun> de Y» but no «<noun> de X» (a flavour the
    business does not make): not the product under another flavour, but a question of which
    one, among the products named «<noun> de …». Returns what is not made."""
    unknown = []
    for m in matches:
        q = m.end + 1
        if (m.kind != "product" or m.via_head or q >= len(sing) or sing[m.end] not in OF or used[m.end]
                or used[q] or not sing[q].isalpha() or not_item(idx, sing[q]) or _negated(words, m)
                or _its_own_number(idx, sing[q], m)):
            continue
        flavoured = idx.flavoured.get(tuple(sing[m.start:m.end]), ()) or _flavour_not_its_own(idx, sing[q], m)
        if not flavoured:
            continue
        misspelt = _flavour_misspelt(idx, sing[q], flavoured)
        if misspelt:        # «<noun> de mantequila»: the one whose own word it is, with a typo
            if len(misspelt) > 1:
                m.kind, m.target, m.choices = "ambiguous", " ".join(words[m.start:m.end]), misspelt
            used[m.end] = used[q] = True
            m.end = q + 1
            continue
        # the customer's noun is the question's («¿Qué <noun> quieres?»)
        m.kind, m.target, m.choices = "ambiguous", " ".join(words[m.start:m.end]), list(flavoured)
        m.not_made = True
        m.contradicted = len(flavoured) == 1    # the only kind there is: offered, never asked of one button
        unknown.append(" ".join(words[m.start:q + 1]))
        used[m.end] = used[q] = True
    return unknown


def _its_own_number(idx: ItemIndex, word: str, m: Match) -> bool:
    """«<noun> de nueve <units>» of the one named «<noun> de 9 <units>»: its own number, said in words."""
    n = to_int(word)
    return n is not None and str(n) in idx.own_words.get(m.target, ())


def _without_kinds_not_made_beside_made(matches: list[Match], negated: list[Match]) -> list[Match]:
    """«3 <X> de Y y 2 de Z», «4 <X>, 2 de Y y 2 de Z» with Z not made and a <X> de Y held from the same
    message: Z is said not made and the order goes on, never «¿Qué <X> quieres?» of the one already
    taken (a single button no answer gets past). One said against («los X no, mejor X de Z») is none taken."""
    said_against = {id(m) for m in negated}
    held = [m for m in matches if m.kind == "product" and id(m) not in said_against]
    made = {m.target for m in held}
    by_its_kind = {m.target for m in held if m.end - m.start > 1}
    for m in matches:       # «3 <X> y 2 de Z», «4 <X>, 2 de Z y 2 normales»: X held by its noun alone, the only
        # kind there is: Z offered as more of it (a yes or no). Named by its kind («3 <X> de Y»): on, as chosen
        if m.not_made and m.contradicted and made.issuperset(m.choices or ()) \
                and not by_its_kind.intersection(m.choices or ()):
            m.rest_of_a_count = True
    return [m for m in matches if m.rest_of_a_count or not (m.not_made and made.intersection(m.choices or ()))]


# a size written as a code: «700x32», «26x1.95», «29x2,10»
_MEASURE_RE = re.compile(r"^[0-9]+(?:[x/][0-9]+(?:[.,][0-9]+)?)+$")
_NUMBERS_RE = re.compile(r"[0-9]+")


_QUALITY_LEADS = frozenset(("de", "do", "da", "para", "pra"))


def _versions_not_had(biz, idx: ItemIndex, words: list[str], used: list[bool], matches: list[Match]) -> list[str]:
    """«X 700x32» where the catalogue's is «X 700x28», «X de 11 <units>» where it is «de 9», «X
    rosa» where it says «blanca», «X de <a use>» where it says another, «X en inglés» where nothing
    of X's says English: a quality its own words contradict, said as not had and the one it has
    offered (never that one written down in silence). Returns what is not had."""
    unknown = []
    for m in matches:
        own = idx.own_words.get(m.target, ()) if m.kind == "product" else ()
        end = _contradicted_at(biz, words, used, m, own)
        if end is None:
            continue
        m.kind, m.target, m.choices = "ambiguous", " ".join(words[m.start:m.end]), [m.target]
        m.contradicted = True
        unknown.append(" ".join(words[m.start:end]))
        used[m.end:end] = [True] * (end - m.end)
    return unknown


def _contradicted_at(biz, words: list[str], used: list[bool], m: Match, own) -> int | None:
    """Where the quality said right after a product ends, when the product's own words contradict it."""
    lead = m.end < len(words) and words[m.end] in (*OF, "en", *_QUALITY_LEADS)
    at = m.end + 1 if lead else m.end     # «X de 700x32», «X en inglés», «X rosa»
    colour_lead = next((n for n in _COLOUR_LEADS if tuple(words[m.end:m.end + len(n)]) == n), ())
    at = m.end + len(colour_lead) if colour_lead else at      # «X de color rosa»
    # a colour after a thing was read as its colour, not a thing more (`_colour_of_the_one_before`)
    said = words[at] if at < len(words) and (not used[at] or singular(words[at]) in COLOUR_OF) else ""
    if not said or said in own or singular(said) in own or _a_colour_of_its_words(said, own):
        return None
    if said in LANGUAGES and words[m.end] == "en":
        return at + 1
    if _MEASURE_RE.match(said) and any(_MEASURE_RE.match(w) for w in own):
        return at + 1
    if not own or (lead and words[m.end] in ("en", "del")):
        return None
    after = singular(words[at + 1]) if at + 1 < len(words) else ""
    if after in AGE_UNITS or after in YEARS:
        return None     # «mi niño de 11 años»: who it is for, not a size
    unit = after if after in MEASURE_UNITS else ""
    of = lead and words[m.end] in OF        # never «para 10»: people
    if of and after in COUNTING_UNITS and _another_pack(biz, m.target, said):
        return at + 2       # «X de 24 unidades» of a pack of 12: a pack not made
    if (said.isdigit() and (of or unit) or to_int(said) is not None and unit) and not _no_size_after(words, at + 1) \
            and _number_not_its_own(biz, m.target, said, unit) and not _a_date_after(words, at + 1):
        return at + 2 if unit else at + 1
    noted = _noted(biz, said)
    if not lead and m.end >= 2 and words[m.end - 2] in OF and singular(said) in VARIANTS and not noted:
        return None     # «X de <flavour> blanco»: a kind of its flavour (`_kinds_not_made`)
    # a colour the trade would note («X de Y blancas») is still not had when the thing says its own
    if _not_its_own(COLOUR_OF, said, colours_declared(biz, m.target)) \
            or not noted and any(_not_its_own(kind_of, said, own) for kind_of in QUALITIES_OF_ITS_WORDS):
        return at + 1
    return None


def _a_colour_of_its_words(said: str, own) -> bool:
    """«<thing> rojo» where its words say «rojas»: its own colour in another gender or number."""
    key = COLOUR_OF.get(said) or COLOUR_OF.get(singular(said))
    return key is not None and any(COLOUR_OF.get(w) == key for w in own)


def _number_not_its_own(biz, item_id: str, said: str, unit: str) -> bool:
    """«de 29» of a thing whose words give its numbers (700x32, «9 <units>»), none of them 29;
    «de 11 <units>» only against numbers of that unit or a size code («de 2 kilos» of one
    fermented «24 horas» says nothing against it)."""
    declared = _numbers_declared(biz, item_id)
    numbers = declared.get(unit, set()) | declared.get(_SIZE_CODE, set()) if unit else declared.get(_SIZE_CODE, set())
    return bool(numbers) and to_int(said) not in numbers


def _another_pack(biz, item_id: str, said: str) -> bool:
    """A count of units said of a product sold in packs, other than the units its pack holds."""
    units = ((biz.products.get(item_id) or {}).get("pack") or {}).get("units")
    return units is not None and to_int(said) not in (None, units)


def _no_size_after(words: list[str], at: int) -> bool:
    """«de 16 euros», «de 10 y media», «de 10 de la mañana», «de 16 cada una», «de 2 unidades»: a
    price, an hour or a count follows the number, never a size."""
    after = singular(words[at]) if at < len(words) else ""
    return after in NOT_A_SIZE_AFTER or after in OF and at + 1 < len(words) and words[at + 1] in DEFINITE


_SIZE_CODE = "x"


def _numbers_declared(biz, item_id: str) -> dict:
    """The numbers of a product's name, aliases and description, by the unit said after each
    (folded, singular; those of a size code «700x28» under `_SIZE_CODE`)."""
    def build(biz) -> dict:
        out: dict = {}
        for p in biz.catalog.get("products", []):
            desc = p.get("description") or {}
            names = p["name"].values() if isinstance(p["name"], dict) else [p["name"]]
            for text in [*names, *p.get("aliases", []), *(desc.values() if isinstance(desc, dict) else [desc])]:
                words = clean(text).split()
                for i, w in enumerate(words):
                    unit = _SIZE_CODE if _MEASURE_RE.match(w) else singular(words[i + 1]) if i + 1 < len(words) else ""
                    for n in _NUMBERS_RE.findall(w) if w[:1].isdigit() else ():
                        out.setdefault(p["id"], {}).setdefault(unit, set()).add(int(n))
        return out
    return biz.cached("items.numbers_declared", build).get(item_id, {})


def _a_date_after(words: list[str], at: int) -> bool:
    """«de 3 de noviembre», «de 3/11»: a day, not a size."""
    return at < len(words) and (words[at] in MONTH_NAMES or words[at] in OF and at + 1 < len(words)
                                and words[at + 1] in MONTH_NAMES)


def _not_its_own(kind_of: dict, said: str, own) -> bool:
    """A colour (or a use) said where the thing's own words give another one, and not this."""
    key = kind_of.get(singular(said), kind_of.get(said))
    owns = {kind_of[w] for w in own if w in kind_of}
    return key is not None and bool(owns) and key not in owns


def _flavour_misspelt(idx: ItemIndex, word: str, flavoured) -> list[str]:
    """Of the products named «<noun> de …», those a word of whose names `word` (no word of the
    catalogue) is a typo of: «mantequila» of the «<noun> de mantequilla» (never a word only of its
    description: «<noun> de disco» of one «para freno de disco» is not had)."""
    if word in idx.known:
        return []
    return [p for p in flavoured if _near_a_known_word(idx, word, _words_of_its_names(idx, p))]


def _words_of_its_names(idx: ItemIndex, item_id: str) -> frozenset:
    return frozenset(w for w, items in idx.word_items.items() if item_id in items)


def _flavour_not_its_own(idx: ItemIndex, word: str, m: Match) -> tuple:
    """«bica de chocolate» where «chocolate» flavours other products and nothing of the bica's own
    words says it: the one product, asked as a flavour not made (never the plain one in silence)."""
    return (m.target,) if word in idx.flavours and word not in idx.own_words.get(m.target, ()) else ()


def _group_flavours_not_made(idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                             matches: list[Match]) -> list[str]:
    """«<group> de X» with X no word of the catalogue (a flavour not made): said not made, and the
    group's question asked as before. Returns what is not made."""
    unknown = []
    for m in matches:
        q = m.end + 1
        if m.kind != "ambiguous" or m.choices or q >= len(sing) or sing[m.end] not in OF or used[m.end] \
                or used[q] or not sing[q].isalpha() or not_item(idx, sing[q]) or to_int(sing[q]) is not None \
                or not _ends_a_name(sing, q):
            continue        # «de tres leches», «de dos kilos»: not said not made
        its_kind = _words_of_its_kind(idx, singular(m.target.split()[0]))
        if sing[q] in its_kind or _near_a_known_word(idx, sing[q], its_kind):
            continue        # «de qeso»: a typo of its own (not «de mazá», respelt as another noun's «masa»)
        unknown.append(" ".join(words[m.start:q + 1]))
        used[m.end] = used[q] = True
    return unknown


_NAMING_QUESTIONS = frozenset(("name", "phone", "note"))
_LAST_FLAVOUR_LEADS = frozenset(("y", "e", "el", "la", "los", "las", "o", "a", "os", "as"))
_LONGEST_FOLLOW_UP = 7


def _of_the_last(idx: ItemIndex, words: list[str], sing: list[str], used: list[bool], head: str,
                 awaiting: str | None, matches: list[Match], categories: frozenset = frozenset()) -> int | None:
    """Right after a product (a group) was talked about, `head` its noun, where the noun is missing:
    «¿y la de X?», «¿y de X?», «e canto vale a de X» with no product answering to X (to read X as a
    flavour of it, made or not: never the last one's price in silence, never a person for a plain
    no), or «¿y el X?» where «<noun> X» is a product's name. X a category's one-word name (of `categories`)
    no product of that noun is named with («¿y de <category>?») asks for that category instead."""
    if not head or awaiting in _NAMING_QUESTIONS or len(words) > _LONGEST_FOLLOW_UP \
            or any(m.kind == "product" for m in matches):
        return None
    for i in range(1, len(sing)):
        if used[i] or words[i - 1] not in _LAST_FLAVOUR_LEADS:
            continue
        if idx.exact.get((head, sing[i]), ("",))[0] == "product":
            return i
        q = i + 1
        if sing[i] in OF and q < len(sing) and not used[q] and sing[q].isalpha() and len(sing[q]) >= 3 \
                and not not_item(idx, sing[q]) and _ends_a_name(sing, q) \
                and not (sing[q] in categories and sing[q] not in _words_of_its_kind(idx, head)) \
                and (sing[q] in idx.known or not _near_a_known_word(idx, sing[q], _words_of_its_kind(idx, head))):
            return i
    return None


def _near_a_known_word(idx: ItemIndex, word: str, among: frozenset | None = None) -> bool:
    """A word one letter from a catalogue word (two for long words; of `among` when given): a
    typo of it, never a flavour of its own («qeso»; not «fresa», two from «fruta»)."""
    return any(_letters_off(word, known) for known in (idx.known if among is None else among) if len(known) > 3)


def _words_of_its_kind(idx: ItemIndex, head: str) -> frozenset:
    """The words of the names of every product of that noun: «<noun> de mazá» is no typo of
    another noun's «masa»."""
    return frozenset(word for word, items in idx.word_items.items() if any(idx.head.get(i) == head for i in items))


def _letters_off(word: str, known: str) -> bool:
    """Whether `word` is a typo of `known`: one letter off, two for words of seven letters or more."""
    cut = 1 if len(word) <= 6 else 2
    return Levenshtein.distance(word, known, score_cutoff=cut) <= cut


def _kinds_not_made(biz, words: list[str], sing: list[str], used: list[bool], matches: list[Match]) -> list[str]:
    """«<product> blanco/relleno/integral»: a kind of it. Kept when the product's own words say
    it («chocolate negro»); said not made otherwise, and asked among its group's products
    (those of that kind, when some are), never written down as the plain one. Returns what is not made."""
    unknown = []
    for m in matches:
        key = VARIANTS.get(sing[m.end]) if m.end < len(sing) and not used[m.end] else None
        if key is None:
            continue
        if key in COLOURS and not (m.end >= 2 and sing[m.end - 2] in OF) or _noted(biz, words[m.end]):
            continue        # «maceta blanca», «<X> personalizada blanca»: a colour asked of the thing itself;
            # one the trade notes («rosas blancas» at a florist's) is a wish for the person preparing it
        if _negated(words, m) or (m.kind == "product" and key in _kinds_of(biz, m.target)):
            continue
        used[m.end] = True
        group = m.target if m.kind == "ambiguous" else group_of(biz, m.target)
        cands = m.choices or (biz.catalog["ambiguous"][group].get("candidates", []) if group else [m.target])
        of_kind = [c for c in cands if key in _kinds_of(biz, c)]
        if m.kind == "product" or not of_kind:
            unknown.append(" ".join(words[m.start:m.end + 1]))
        # the only one there is, not of that kind: offered, never asked of one button
        m.not_made = m.contradicted = m.kind == "product" and not of_kind and len(cands) == 1
        m.kind, m.target, m.choices = "ambiguous", group or words[m.start], of_kind or list(cands)
    return unknown


def _noted(biz, word: str) -> bool:
    return vocabulary_of(biz).a_wish_after_a_thing(word)


def _kinds_of(biz, item_id: str) -> frozenset:
    """The VARIANTS keys a product's name, aliases and description use."""
    def build(biz) -> dict:
        out = {}
        for p in biz.catalog.get("products", []):
            desc = p.get("description") or {}
            text = " ".join([p["name"], *p.get("aliases", []), *(desc.values() if isinstance(desc, dict) else [desc])])
            out[p["id"]] = frozenset(VARIANTS[w] for w in map(singular, clean(text).split()) if w in VARIANTS)
        return out
    return biz.cached("orders.kinds", build).get(item_id, frozenset())


def group_of(biz, item_id: str) -> str | None:
    """The ambiguous group a product is a candidate of, if any."""
    return biz.cached("items.group_of", _groups_by_candidate).get(item_id)


def _groups_by_candidate(biz) -> dict[str, str]:
    out: dict[str, str] = {}
    for group, entry in (biz.catalog.get("ambiguous") or {}).items():
        for pid in entry.get("candidates", []):
            out.setdefault(pid, group)      # the first group, as the search it replaces found
    return out


def _count_pieces(biz, words: list[str], sing: list[str], matches: list[Match]) -> list[dict]:
    """A count said with a product's piece word («12 <pieces>») where the product is a pack of
    them (catalogue `pack`): the count is of pieces, so the line gets the packs that hold them,
    rounded up; what was rounded is returned, for the reply to say."""
    out = []
    for m in matches:
        pack = biz.products.get(m.target, {}).get("pack") if m.kind == "product" else None
        if not pack or not m.explicit or m.packs_said or not _says_pieces(tuple(sing[m.start:m.end]), pack):
            continue
        if m.start and sing[m.start - 1] in OF:
            continue        # «dos de <pieces>», «otro de <pieces>»: packs, their noun left out
        if INSTEAD_OF_LAST_RE.search(" ".join(words[:max(0, m.start - 1)])):
            continue        # «en vez de dos <pieces>, …»: the packs held given up, whatever they hold
        units = int(pack["units"])
        pieces = m.qty * (_packs_said_before(words, sing, m.start) or 1)
        m.qty = -(-pieces // units)
        out.append({"item_id": m.target, "pieces": pieces, "packs": m.qty})
        for named in _one_pack_named_before(words, matches, m):
            matches.remove(named)
    return out


# «un <pack> pero de 24 <pieces>», «un <pack> con 18 <pieces>»: the pieces say how big that one pack is
_PACK_THEN_PIECES_BETWEEN = frozenset("pero de con que sea sean sexa sexan".split())


def _one_pack_named_before(words: list[str], matches: list[Match], pieces: Match) -> list[Match]:
    """The one pack named just before its pieces' count: the same line, not one more."""
    before = [n for n in matches if n is not pieces and n.target == pieces.target and n.end < pieces.start
              and (n.qty or 1) == 1 and n.kind == "product"]
    if not before:
        return []
    between = words[before[-1].end:pieces.start - 1]
    return [before[-1]] if between and all(w in _PACK_THEN_PIECES_BETWEEN for w in between) else []


def _packs_said_before(words: list[str], sing: list[str], start: int) -> int | None:
    """«3 <packs> de 12 <pieces>»: the count of packs said before their size (None when not)."""
    if start < 4 or sing[start - 2] not in OF or qty_token(words[start - 1]) is None or not sing[start - 3].isalpha():
        return None
    return qty_token(words[start - 4]) if words[start - 4] not in OTHER else None


def _says_pieces(said: tuple, pack: dict) -> bool:
    """The words are one of the pack's piece words, or a typo of a one-word one («macaros»)."""
    pieces = {tuple(singular(w) for w in clean(word).split()) for word in pack.get("unit_words", [])}
    return said in pieces or (len(said) == 1 and len(said[0]) >= TYPO_MIN_LEN and any(
        len(p) == 1 and Levenshtein.distance(said[0], p[0]) <= 2 for p in pieces))


def _none_of_it(words: list[str], start: int) -> bool:
    """«ninguna X», «cero X», «ninguna de las X»: none wanted, unless whether there is any is asked."""
    before = words[:start]
    while before and (before[-1] in _ARTICLES or before[-1] in OF):
        before = before[:-1]
    return bool(before) and before[-1] in NONE_WORDS and not _ASKED_IF_ANY_RE.search(" ".join(before)) \
        and not {"no", "non"} & set(before)     # «que no falte ninguna X»: all of them, kept


def _negated(words: list[str], m: Match, starts: frozenset[int] = frozenset()) -> bool:
    """'sin X', 'sen os X', 'no necesito X', 'nada de X', 'las X no', 'X no, Y' (`starts`: where
    the other things named start): the product is taken out, not added. A 'no …' after X that
    names another thing («X, no hace falta Y») is Y's."""
    if _NO_BEFORE_RE.search(" ".join(words[max(0, m.start - 6):m.start])) or _none_of_it(words, m.start):
        return True
    e = m.end
    if e + 1 < len(words) and words[e] in ("mejor", "mellor", "ya", "xa") and words[e + 1] in _NOT_AFTER:
        e += 1      # «el X mejor no», «as X mellor non», «la X ya no»: as «el X no»
    if e < len(words) and words[e] in _NOT_AFTER:
        if _NO_CUE_RE.match(" ".join(words[e:e + 4])) and _names_a_thing_after(words, e):
            return False
        after = e + 2 if e + 2 < len(words) and words[e + 1] in _ARTICLES else e + 1
        if after == e + 1 and words[e] == "no" and detect_lang(words) == "gl":
            return e + 1 == len(words) or words[e + 1] in _NOT_FOLLOW      # «X no xarrón»: «en o», X kept
        return e + 1 == len(words) or words[e + 1] in _NOT_FOLLOW or after in starts
    return e + 1 == len(words) and (words[e] in _OUT_AFTER or (words[e] == "nada" and _of_it_before(words, m.start)))


def _of_it_before(words: list[str], start: int) -> bool:
    """«de la X nada», «da X nada»: the product said after «de» (not «una X nada más»)."""
    before = words[:start]
    while before and before[-1] in DEFINITE:
        before = before[:-1]
    return bool(before) and before[-1] in OF


# «no necesito X», «non fai falta X», «nada de X», «ni X»: what follows is not wanted
_NO_CUES = (r"(?:no|non) (?:quiero|quero|necesito|preciso|hace falta|hacen falta|fai falta|fan falta|me pongas|"
            r"me ponas|"
            # «al final no me hago el X», «non me fago o X», «no cojo las X», «no me llevo la X»
            r"me hago|me voy a hacer|me hare|me fago|me vou facer|me farei|cojo|cogemos|collo|collemos|"
            r"me llevo|nos llevamos|levo|levamos|me (?:lo|la|los|las) hago|(?:lo|la|los|las) quiero)")
# «no es X, son Y», «non é X»: X was a mistake
_NOT_IT_CUES = r"(?:no|non) (?:es|son|e|era|eran)"
_NO_BEFORE_RE = re.compile(rf"(?:^|\b)(?:sin|sen|{_NO_CUES}|{_NOT_IT_CUES}|nada de|nada da|nada do|ni|nin)"
                           r"(?: (?:el|la|los|las|o|a|os|as|un|una|unha|uno|ningun|ninguna|ningunha|de))*$")
_NO_CUE_RE = re.compile(rf"{_NO_CUES}\b")
_ARTICLES = DEFINITE | {"un", "una", "unha", "uno", "unos", "unas"}
_NO_CUE_ANYWHERE_RE = re.compile(rf"\b{_NO_CUES}\b")


# «solo la X», «quita el Y, solo X», «al final solo la X»: X alone stays
_ONLY_BEFORE_RE = re.compile(r"\b(?:solo|so|solamente|unicamente|nada mas que|nada mais que|solo quiero|so quero)"
                             r"(?: (?:el|la|los|las|o|a|os|as))?(?: (?:de|do|da))?$")     # «solo el de X»




def _named_spans(biz, words: list[str], matches: list[Match]) -> set[int]:
    """Where things are named, with the catalogue's words said right after a name («a tarxeta
    dedicada» when the name matched is «tarxeta»)."""
    products, spanned = vocabulary_of(biz).product_words, set[int]()
    for m in matches:
        end = m.end
        while end < len(words) and singular(words[end]) in products:
            end += 1
        spanned.update(range(m.start, end))
    return spanned


def _a_wish_said(biz, words: list[str], matches: list[Match]) -> bool:
    """«solo el X para regalo», «envuelve solo el X»: «solo» says whom the wish is for, not what stays.
    The wish is looked for outside the things named («solo la <thing> dedicada» names no wish)."""
    rest = [w for i, w in enumerate(words) if i not in _named_spans(biz, words, matches)]
    vocabulary = vocabulary_of(biz)     # «envuelve solo el X», «so o X asinado»: something done to X alone
    return (vocabulary.note_words is not None and vocabulary.note_words.search(" ".join(rest)) is not None) \
        or any(vocabulary.done_to_verb.match(w) for w in rest)


def _a_wish_not_a_thing(biz, unknown: str) -> bool:
    """An unknown thing that is a wish said with a count («uno envuelto»), not «<thing> de <wish word>»."""
    said = unknown.split()
    done_to = vocabulary_of(biz).done_to_participle     # «uno envuelto», «os dous separados»: done to some
    return _noted(biz, said[0]) or any(done_to.fullmatch(w) for w in said)


def _keep_only(biz, found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """Lines of the cart named after «solo», with no count: they stay as they are, every other
    line goes (the remove mode, every unit)."""
    held = {line.get("item_id") for line in cart}
    alone = [m for m in matches if m.kind == "product" and m.target in held and not m.explicit
             and _ONLY_BEFORE_RE.search(" ".join(words[max(0, m.start - 4):m.start]))]
    if alone and _a_wish_said(biz, words, matches):
        found.mode, found.replaced, found.removed = "add", [], []     # the wish, for the note; every line stays
        said_of(found, {m.target for m in alone})
        return
    kept = {m.target for m in alone if not with_something(words, m)}
    others = [line for line in cart if line.get("item_id") not in kept]
    if not kept or not others:
        return
    found.mode, found.removed, found.replaced = "remove", [], []
    found.lines = [{"item_id": line["item_id"], "qty": 1, "options": {}} for line in others]
    found.explicit = [False] * len(others)


# «el otro no», «a outra non»: the other one held, not one more
_THE_OTHER_RE = re.compile(r"\b(?:el|la|lo|los|las|o|a|os|as) (?:otr|outr)[oa]s?\b")


def _wish_for_held(biz, found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«la Y envuelta para regalo, el X no», «el X envuelto y el otro no»: a wish said of lines held,
    named with no count, is for the note; no line is added, taken off nor replaced."""
    held = {line.get("item_id") for line in cart}
    products = [m for m in matches if m.kind == "product"]
    text = " ".join(words)
    if not products or any(m.target not in held or m.explicit for m in products) \
            or not _a_wish_said(biz, words, matches) or MORE_RE.search(_THE_OTHER_RE.sub(" ", text)) \
            or _REMOVE_VERB_RE.search(text) or found.ambiguous:
        return
    found.mode, found.replaced, found.removed = "add", [], []
    said_of(found, {m.target for m in products})


# «sin la de 12», «al final sen a de 8», «la de 12 no», «la grande no»: the one with that choice is not wanted (not
# «la de 12 es para mi madre, ¿no?»)
_NOT_THIS_ONE_RE = re.compile(r"^(?:(?:y|e|pues|pois|vale|ok|mejor|mellor|al final|ao final) )*(?:sin|sen)\b"
                              r"|^(?:(?:y|e|pues|pois|vale|ok) )*(?:la|el|a|o|las|los|as|os) (?:(?:de|do|da) )?\w+"
                              r"(?: \w+)? (?:no|non)$")


def _held_by_its_choice(biz, found: Found, words: list[str], cart: list) -> None:
    """«quita la de 12», «la de 12 no», «solo la de 8»: the one line held with that choice is the one
    meant (taken off, or alone kept), not every line given the choice."""
    if found.lines or found.ambiguous or len(found.stray_options) != 1:
        return
    choice = found.stray_options[0]
    held = [line for line in cart
            if str((line.get("options") or {}).get(choice["option_id"])) == str(choice["choice_id"])]
    if not held and (found.mode == "remove" or ONLY & set(words) or _NOT_THIS_ONE_RE.search(" ".join(words))):
        held = _nearest_size_held(biz, words, cart, choice)     # «quita la grande», «solo la pequeña»
    if not held and found.mode == "remove" and _only_the_choice_said(words) \
            and any(choice["option_id"] in (line.get("options") or {}) for line in cart):
        found.stray_options = []    # «quita la de 20» with the 8 and the 12 held: no line of 20, none changed
    if len(held) != 1:
        return
    alone = _only_the_choice_said(words)
    if alone and ONLY & set(words):
        gone = [line for line in cart if line is not held[0]]
        if not gone or any(line["item_id"] == held[0]["item_id"] and not line.get("options") for line in gone):
            return
    elif alone and (found.mode == "remove" or _NOT_THIS_ONE_RE.search(" ".join(words))):
        gone = held
    else:
        if _told_apart(cart, held[0], choice["option_id"]):
            found.stray_options = []    # «la de 12 es para mi madre»: that one named, no line given the 12
        return
    part = _part_of(words, choice["choice_id"], held[0]) if gone == held else None
    found.mode, found.stray_options, found.explicit = "remove", [], [part is not None] * len(gone)
    found.lines = [{"item_id": line["item_id"], "qty": part or line["qty"], "options": dict(line.get("options") or {})}
                   for line in gone]


# the words around «quita la de 12», «la de 12 no», «solo la de 8»: nothing else may be said
_AROUND_A_CHOICE = frozenset("quita quitame quitala quitalo quitad quitade saca sacame sacala elimina eliminala borra "
                             "borrala sin sen no non quiero quero la el a o las los as os de do da del y e pues pois "
                             "vale ok ya xa mejor mellor al ao final solo so solamente unicamente mas mais grande "
                             "grandes pequena pequenas pequeno pequenos mediana medianas mediano medianos".split())


def _nearest_size_held(biz, words: list[str], cart: list, choice: dict) -> list[dict]:
    """«quita la grande» with the sizes of 8 and 12 held, neither named so: the word names the first
    or the last choice of its option, so it means the held one nearest to it (the largest held, the
    smallest held). Nothing for a number said, a choice in the middle, or one size held."""
    oid = choice["option_id"]
    ids = [str(ch["id"]) for ch in ((biz.catalog.get("options") or {}).get(oid) or {}).get("choices") or []]
    named = ids.index(str(choice["choice_id"])) if str(choice["choice_id"]) in ids else None
    if named not in (0, len(ids) - 1) or any(w.isdigit() for w in words) or not SIZE_WORD_RE.search(" ".join(words)):
        return []
    sized = [line for line in cart if str((line.get("options") or {}).get(oid)) in ids]
    if len({str(line["options"][oid]) for line in sized}) < 2:
        return []
    away = {id(line): abs(ids.index(str(line["options"][oid])) - named) for line in sized}
    return [line for line in sized if away[id(line)] == min(away.values())]


def _only_the_choice_said(words: list[str]) -> bool:
    """«quita la de 12 (<its unit>)», not «la de 12 no la quiero muy hecha», «quita la <a note's word> de la de 12»."""
    return all(w in _AROUND_A_CHOICE or qty_token(w) is not None or (i and words[i - 1].isdigit())
               for i, w in enumerate(words))


def _told_apart(cart: list, held: dict, option_id: str) -> bool:
    """Whether lines of the same thing are held, each with its own choice of the option."""
    same = [line for line in cart if line["item_id"] == held["item_id"]]
    return len(same) > 1 and all(option_id in (line.get("options") or {}) for line in same)


def _part_of(words: list[str], choice_id, line: dict) -> int | None:
    """«quita una de las de 12» with three held: how many of them go (None: the whole line)."""
    counts = [n for w in words if w != str(choice_id) and (n := qty_token(w)) is not None]
    return counts[0] if counts and counts[0] < int(line["qty"]) else None


def _scoped_mode(found: Found, words: list[str], matches: list[Match], negated: list[Match]) -> None:
    """«X, no quiero Y»: the «no quiero» is Y's alone; X is added (the message is no removal)."""
    if found.mode != "remove" or not negated or all(m in negated for m in matches if m.kind == "product"):
        return
    rest = _mode(_NO_CUE_ANYWHERE_RE.sub(" ", " ".join(words)))
    if rest != "remove":
        found.mode = rest


def _names_a_thing_after(words: list[str], e: int) -> bool:
    """«no hace falta» at e is followed by words other than a courtesy: it speaks of what follows."""
    rest = [w for w in words[e + 1:e + 6] if w not in _NOT_FOLLOW and w not in ("hace", "hacen", "fai", "fan",
                                                                                    "falta", "necesito", "preciso",
                                                                                    "me", "pongas", "ponas", "ni")]
    return bool(rest)


_ASKS_OF_IT_RE = re.compile(r"\b(?:lleva|llevan|leva|levan|contiene|conten|son|es|tiene|tienen|ten|teñen|cuesta|"
                            r"cuestan|custa|custan|vale|valen|costaba|costaban|custaba|custaban|valia|valian|"
                            r"sale|salen|sae|saen|precio|prezo|a cuanto|a canto)\b")


_IN_THE = frozenset(("na", "nas"))      # «na tarxeta», «na X» held: Galician «en la» (not «no»: also a Spanish no)


def _the_one_in_the_cart(found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«las X para mañana», «los X mejor a las 11» with X in the cart: the line held, named to say
    when (no count, no size, no «más»): nothing is added or set."""
    held = {line.get("item_id") for line in cart}
    text = " ".join(words)
    if found.mode == "remove" or MORE_RE.search(text) or _ASKS_OF_IT_RE.search(text):
        return      # «¿los X son de mantequilla?», «¿cuánto cuestan las X?» ask about the line held
    named = {m.target for m in matches if m.kind == "product" and m.target in held and not m.explicit
             and not m.options and ((m.start and words[m.start - 1] in DEFINITE | _IN_THE)
                                    or (m.end < len(words) and words[m.end] in _FOR))}     # «X para el lunes»
    kept = [(line, said) for line, said in zip(found.lines, found.explicit)
            if not (line["item_id"] in named and not said and not line.get("options"))]
    if len(kept) < len(found.lines):
        found.held_named = [line["item_id"] for line in found.lines if all(line is not k for k, _ in kept)]
        found.lines, found.explicit = [line for line, _ in kept], [said for _, said in kept]


_ONLY_AROUND_A_NAME = frozenset("los las os as el la o a pues pois vale ok si y e eh".split())


def _named_again(found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«X», «os X» alone with X held: named again, not one more (said back by the dialog)."""
    held = {line.get("item_id") for line in cart}
    spanned = {i for m in matches for i in range(m.start, m.end)}
    if found.mode != "add" or any(w not in _ONLY_AROUND_A_NAME for i, w in enumerate(words) if i not in spanned):
        return
    kept = [(line, said) for line, said in zip(found.lines, found.explicit)
            if said or line["item_id"] not in held or line.get("options")]
    if len(kept) < len(found.lines):
        found.named_again = [line["item_id"] for line in found.lines if line["item_id"] in held]
        found.lines, found.explicit = [line for line, _ in kept], [said for _, said in kept]


# «no, la X»; not «no, 4 X y 2 Y» (the count of X mended, Y beside it)
_NOT_A_REPLACING_NO = r"(?:mejor|mellor|pues|espera|agarda|perdona|perdon|perdoa|no|non)"     # «no espera, 2 X»
_BARE_NO = rf"no (?!(?:{_A_COUNT}|{_NOT_A_REPLACING_NO})\b)(?:la|el|a|o)?"
# «en vez de X», «no quiero el X», «no, la de Y…», «cambia X por», «no un X sino una Y»: X given up, whatever
# its count
_REPLACE_WORDS = r"en (?:vez|lugar) de|no quiero|no (?:la|el|los|las)|cambi\w*|troca\w*|no canto de|sino|senon"
_REPLACE_CUE = re.compile(rf"\b(?:{_REPLACE_WORDS}|{_BARE_NO}|mejor|mellor)\b")
# the cue but «mejor» and a bare «no»: after them the held thing said with its count is the list said again
# («no, una Y y 3 X», «no, que sean 2 X y 1 Y», «no, al final 2 X y 1 Y»), not X given up
_REPLACE_WORDS_RE = re.compile(rf"\b(?:{_REPLACE_WORDS})\b")


# «pon 8», «ponme 8», «dame 8» (gl «pon», «ponnos»): a verb that sets the count after it
_SETTING_VERB = r"(?:pon|ponme|ponnos|ponle|ponlle|dame|danos)"
# «mejor», «que sean», «mejor que sean», «mejor pon», «¿pueden ser…?»: the words that set the count after them
_COUNT_CUE_RE = re.compile(rf"(?:(?:mejor|mellor)(?: que (?:sean|sexan)| {_SETTING_VERB})?|que (?:sean|sexan)"
                           rf"|{_SETTING_VERB}|{COULD_BE}) ")
_MENDING = frozenset("uy ups ay ai perdon perdona perdoa no non pues pois vale bueno bo espera agarda "
                     "finalmente".split())


def _count_of_the_held(words: list[str]) -> int | None:
    """Where «mejor 3 y una Y», «que sean 3 e unha Y», «mejor 8 para el miércoles» say a bare count before
    «y» and more, or before a day or time: the count is the held line's (its noun left out)."""
    i = 0
    while i < len(words) and (words[i] in _MENDING or words[i:i + 2] in (["al", "final"], ["ao", "final"])):
        i += 1 if words[i] in _MENDING else 2       # «al final que sean 6 y dos Y»
    cue = _COUNT_CUE_RE.match(" ".join(words[i:]))
    if cue is None:
        return None
    i += len(cue.group().split())
    if i + 1 < len(words) and words[i] not in OTHER and qty_token(words[i]) is not None \
            and ((words[i + 1] in _AND and words[i + 2:i + 3] and words[i + 2] not in _CLOCK_PARTS)
                 or _a_when_starts(words, i + 1)):
        return i
    return None


def _cue_before_the_count(words: list[str]) -> list[str]:
    """«8 mejor para el miércoles» read as «mejor 8 para el miércoles»: the count first, then its cue."""
    if len(words) > 2 and qty_token(words[0]) is not None and words[1] in ("mejor", "mellor") \
            and _a_when_starts(words, 2):
        return [words[1], words[0], *words[2:]]
    return words


def _count_of_one_of_the_held(words: list[str], cart: list | None) -> int | None:
    """«mejor 8 para el miércoles», «que sean 8 el jueves» with two or more different things held: the
    bare count before the day or time, of one of them (which, the message does not say)."""
    ids = [line.get("item_id") for line in cart or ()]
    if len(ids) < 2 or len(set(ids)) < len(ids):
        return None
    at = _count_of_the_held(words)
    return qty_token(words[at]) if at is not None and _a_when_starts(words, at + 1) else None


def _people_of_the_held(biz, line: dict, n: int | None) -> int | None:
    """The bare number of «mejor 8 para el miércoles» (a day or time after it; «mejor 2 y una Y» counts)
    said of a held thing sized for people: the people it is for (never 8 of a whole thing), unless a size
    is held and the number is below every size («mejor 2», one of 12 held: two of them). None: a count."""
    sizes = _people_sizes(biz, line.get("item_id") or "")
    if not n or not sizes:
        return None
    size_held = any(str(oid) in sizes for oid in (line.get("options") or {}))
    return None if size_held and n < min(min(counts) for counts in sizes.values()) else n


def _people_it_serves(biz, line: dict, n: int) -> bool:
    """Whether a count set of a held thing sized for people is rather the people it is for: as many as
    its smallest size serves or more (nobody orders 30 of something made for 8 to 20)."""
    sizes = _people_sizes(biz, line.get("item_id") or "")
    return bool(sizes) and n >= min(min(counts) for counts in sizes.values())


def _people_sizes(biz, item_id: str) -> dict[str, list[int]]:
    """{option: the people each choice serves} of the product's sizes counted in people."""
    options = biz.catalog.get("options") or {}
    own = [oid for oid in (biz.products.get(item_id) or {}).get("options") or []
           if counts_people(options.get(oid) or {})]
    return {oid: [people_counted(ch) or 0 for ch in options[oid]["choices"]] for oid in own}


_ON_A_DAY = frozenset(("el", "o", "este", "esta"))
_DAY_WORDS = _WEEKDAY_WORDS | {"hoy", "hoxe", "manana", "mana", "pasado"}


def _a_when_starts(words: list[str], i: int) -> bool:
    """Whether a day or a time starts at words[i]: «para el miércoles», «o xoves», «mañana», «a las 12»,
    «ás 12» (never a thing nor a person: «para mi madre»)."""
    i += words[i] in _FOR and i + 1 < len(words)
    first, then = words[i], words[i + 1] if i + 1 < len(words) else ""
    return first in _DAY_WORDS or (first in _ON_A_DAY and then in _WEEKDAY_WORDS) \
        or (first == "a" and then in ("las", "as")) or (first in ("las", "as") and then.isdigit())


def _held_name(idx: ItemIndex, item_id: str) -> tuple[str, ...]:
    """The shortest name of a held product that starts with its noun («<noun> <kind>», not «<noun>»): the
    noun alone may be another product's too, and the count would go to neither."""
    head = idx.head.get(item_id, "")
    names = [words for words, said in idx.exact.items() if said == ("product", item_id) and words[:1] == (head,)]
    return min(names, key=len) if names else (head,)


_CLOCK_PARTS = frozenset("media cuarto pico algo poco diez cinco veinte vinte quince".split())    # «mejor 10 y media»


def _replace_pair(found: Found, words: list[str], cart: list) -> None:
    """'mejor Y en vez de la de X', 'cambia X por Y', 'en vez de X, Y': two products, one already in
    the cart and a replacement cue: the cart one is replaced by the other (issue 17)."""
    in_cart = {l.get("item_id") for l in cart}
    if len(found.lines) != 2 or found.replaced or not _REPLACE_CUE.search(" ".join(words)):
        return
    old = [i for i, l in enumerate(found.lines) if l["item_id"] in in_cart]
    if len(old) != 1 or found.lines[old[0]]["item_id"] in found.recounted:
        return      # «en vez de 2 X, 1 X y 1 Y»: X's new count, and Y beside it
    if found.explicit[old[0]] and not _REPLACE_WORDS_RE.search(" ".join(words)):
        return      # «mejor 3 X y una Y»: X's count mended and Y beside it (the order set to both)
    keep = 1 - old[0]
    found.replaced = [found.lines[old[0]]["item_id"]]
    found.lines = [found.lines[keep]]
    found.explicit = [found.explicit[keep]] if len(found.explicit) > keep else [False]
    found.mode = "set"


_SWAP_RE = re.compile(r"\b(?:cambi\w* (?:(?:la|lo|las|los|a|o|as|os) )?(?:por|a(?! (?:las|la|ás|as|[0-9])\b))|mejor|"
                      r"mellor|en vez|en lugar|que sean?|"
                      r"(?:al final|ao final)(?! (?:de|del|da|do) (?:la|el|los|las|a|o|as|os|este|esta|mes|semana|"
                      r"dia|calle|rua|tarde|manana|noche|mana|noite)\b)|finalmente|"
                      rf"que sexan?|por otra|por outra|prefiero|prefiro|preferiria|prefereria)\b|{_MISTAKEN}")
# «cambia la X por…», «en vez de la X, …»: the thing given up named
_GIVEN_UP_FOR_RE = re.compile(r"\b(?:cambi\w*|en (?:vez|lugar) de)\b")
_TOO_RE = re.compile(r"\b(?:tambien|tamen|ademas|ademais|anad\w*|engad\w*|agreg\w*|suma|y otr[oa]s?|e outr[oa]s?)\b")
# «al final ponme una Y», «y al final una Y», «al final sí me llevo una Y»: one more, not instead
_FINALLY_ADDS_RE = re.compile(r"^(?:y|e) |\b(?:pon\w*|mete\w*|echa\w*|dame|dadme|llevo|levo|si)\b")


def _finally_adds(text: str) -> bool:
    """«al final ponme una Y», «y al final una Y»: «al final» with a verb that adds, and no other
    cue to replace."""
    return bool(_FINALLY_RE.search(text)) and bool(_FINALLY_ADDS_RE.search(text)) \
        and not _SWAP_RE.search(_FINALLY_RE.sub(" ", text))


def _swap_a_line(found: Found, words: list[str], cart: list, idx: ItemIndex, taken_off: list | None = None,
                 said_no_to_it: bool = False) -> None:
    """«mejor 3 X», «cámbiala por una Y»: another product said to replace a cart
    line takes its place (not beside it): the only line, or the only one of the same noun («el
    <noun> mejor de Y»), else the one the customer picks when asked; «mejor añade…» still adds, and so
    does «mejor ponme Y» right after a line was taken off (Y in its place, the rest kept).
    `said_no_to_it`: «no, la de Y» (`_no_then_the_one_named`)."""
    text = " ".join(words)
    in_cart = [line["item_id"] for line in cart if line.get("item_id")]
    if found.mode == "set" and len(found.removed) == 1 and found.removed[0] in in_cart and len(found.lines) == 1 \
            and not found.replaced and found.lines[0]["item_id"] not in in_cart:
        found.replaced, found.removed = found.removed, []       # «la X no, mejor una Y»: Y in X's place
        return
    if (found.mode != "set" or found.replaced or found.removed or found.ask_replace or len(found.lines) != 1
            or not in_cart or found.lines[0]["item_id"] in in_cart or not (said_no_to_it or _SWAP_RE.search(text))
            or _TOO_RE.search(text) or _count_mended_last(words) or _finally_adds(text)
            or _no_then_more_said(words, found)):
        return
    if taken_off and not _GIVEN_UP_FOR_RE.search(text):
        found.mode = "add"      # «quita las X», then «mejor ponme 2 Y»: Y instead of the X gone
        return
    heads, taken = idx.head, _TAKEN_BACK_FIRST_RE.match(text)
    if taken and not any(singular(taken["what"]) in idx.own_words.get(item_id, ()) for item_id in in_cart):
        found.mode = "add"      # «las <not held> no, mejor 2 Y»: nothing held is taken back, Y is added
        return
    if len(in_cart) == 1:
        found.replaced = in_cart
        return
    noun = heads.get(found.lines[0]["item_id"])
    same = list(dict.fromkeys(item_id for item_id in in_cart if noun and heads.get(item_id) == noun))
    if len(same) == 1:
        found.replaced = same
        return
    first = _NAMED_BEFORE_THE_SWAP_RE.match(text)
    held = [i for i in dict.fromkeys(in_cart) if first and singular(first["what"]) in idx.own_words.get(i, ())]
    if len(held) == 1:
        found.replaced = held       # «los X cámbiamelos por Y», «a X cámbiama por Y»: X named first
        return
    line = found.lines.pop()
    found.ask_replace = {"item_id": line["item_id"], "qty": line["qty"], "explicit": found.explicit.pop(),
                         "choices": list(dict.fromkeys(in_cart))}


# «los X cámbiamelos por Y», «a X cámbiama por Y»: the thing replaced, named before the verb
_NAMED_BEFORE_THE_SWAP_RE = re.compile(r"^(?:(?:y|e|pues|pois|vale|ok) )?(?:el|la|los|las|o|a|os|as) "
                                       r"(?P<what>[a-z]{3,}) cambi\w*")


# «las X no, mejor …»: the thing taken back, named first
_TAKEN_BACK_FIRST_RE = re.compile(r"^(?:(?:y|e|pues|pois) )?(?:el|la|los|las|o|a|os|as) (?P<what>[a-z]{3,}) "
                                  r"(?:no|non)\b")
_COUNT_MENDED_RE = re.compile(r"\b(?:mejor|mellor|que sean?|que sexan?)$")


def _count_mended_last(words: list[str]) -> bool:
    """«las Y no, mejor 4», «las Y que sean 4» with no Y held: Y's count said, nothing put in a
    line's place."""
    return len(words) > 2 and qty_token(words[-1]) is not None and bool(_COUNT_MENDED_RE.search(" ".join(words[:-1])))


_START_OVER_RE = re.compile(r"\b(?:empe(?:za|ce)mos de (?:nuevo|cero)|empezar de (?:nuevo|cero)|desde cero|"
                            r"olvida(?:lo)? todo|borra(?:lo)? todo|comeza(?:mos|r) de (?:novo|cero)|esquece todo)\b")


def _start_over(found: Found, words: list[str], cart: list) -> None:
    """«olvídalo, empezamos de nuevo: 2 X»: the cart is only what comes now."""
    if found.lines and _START_OVER_RE.search(" ".join(words)):
        found.mode = "set"
        found.replaced = [line["item_id"] for line in cart if line.get("item_id")]
        _drop_replaced_duplicates(found)


# «el doble», «duplica los X», «o dobre de todo», «la mitad de X»: the count held, twice or half
_DOUBLE_RE = re.compile(r"\b(?:el doble|lo doble|o dobre|duplica\w*|dobra(?:o|a|os|as|me|nos)?)\b"
                        r"(?! (?:de|da|do) \w+ que\b)")
_HALF_RE = re.compile(rf"\b(?:{'|'.join(HALF_SAID)})\b")


def _doubled_or_halved(found: Found, words: list[str], cart: list) -> None:
    """«el doble de X», «duplica el pedido», «a metade»: the lines named, or else every line held,
    twice (or half) their count."""
    text = " ".join(words)
    doubled, halved = _DOUBLE_RE.search(text), _HALF_RE.search(text)
    if not (doubled or halved) or found.removed or found.replaced or PRICE_ASKED_RE.search(text):
        return      # «¿cuánto sería el doble?» asks, changes nothing
    named = {line["item_id"] for line in found.lines}
    if named - {line["item_id"] for line in cart}:
        return      # «la mitad de Y» beside a new product: a count said against another, not this
    held = [line for line in cart if line["item_id"] in named] if named else cart
    if not held or (halved and any(line["qty"] % 2 for line in held)):
        return      # half of 5 is no count to write down
    counts = [line["qty"] * 2 if doubled else line["qty"] // 2 for line in held]
    found.lines = [{**line, "qty": n, "options": dict(line.get("options") or {})} for line, n in zip(held, counts)]
    found.explicit = [True] * len(held)
    found.mode, found.unknown, found.ambiguous = "set", [], []


_THEN_ADD_RE = re.compile(r"\b(?:y|e) (?:pon|ponme|ponnos|pono|anade|anademe|engade|mete|meteme|echa|echame|"
                          r"cambialo por|cambialas por|cambialos por|cambiala por|"
                          # «quita el X y que sea solo Y», «… e déixao en Y», «… y hazme Y»: Y put in its place
                          r"que sean?|que sexan?|dejalo en|dejala en|deixao en|deixaa en|hazme|faime|fame)\b")


# «… y que sean 3 Y», «… y pon 3 Y», «… e déixao en 3 Y»: the count of Y after the change, not more of it
_PUT_IN_PLACE_RE = re.compile(r"(?:y|e) (?:pon|ponme|ponnos|pono|que sean?|que sexan?|dejalo en|dejala en|dejalos en|"
                              r"dejalas en|deixao en|deixaa en|deixaos en|deixaas en)\b")


def _taken_off_before_adding(found: Found, words: list[str], matches: list[Match], negated: list[Match]) -> list[Match]:
    """«quita las X y pon 4 Y»: what comes before «y pon» goes, what comes after is
    added (the message is no removal of everything it names)."""
    text = " ".join(words)
    cue = _THEN_ADD_RE.search(text)
    if found.mode != "remove" or cue is None:
        return []
    k = len(text[:cue.start()].split())
    off = [m for m in matches if m.end <= k and m not in negated]
    found.mode = "add"
    if _PUT_IN_PLACE_RE.match(text, cue.start()) and not MORE_OF_IT_RE.search(text, cue.end()):
        found.mode = "set"      # «… y que sean 3 Y» with 2 Y held: 3 of them («… y pon otra Y»: one more);
        found.replaced = list(dict.fromkeys(m.target for m in off if m.kind == "product"))     # the rest kept
    return off


def _group_taken_off(biz, found: Found, words: list[str], matches: list[Match], cart: list) -> None:
    """«quita la X y pon una de Y», «cambia la X por una de Y»: the group word X lent its noun to
    «una de Y», so no match is left of it; the one line of its group held goes or is replaced (two
    held: nothing is guessed)."""
    text = " ".join(words)
    cue = _THEN_ADD_RE.search(text) if _REMOVE_VERB_RE.match(text) else _CHANGE_FOR_RE.search(text)
    if cue is None:
        return
    k = len(text[:cue.start() if cue.re is _THEN_ADD_RE else cue.end()].split())
    covered = {i for m in matches for i in range(m.start, m.end)}
    groups = biz.catalog.get("ambiguous") or {}
    said = {g for g, entry in groups.items() for i in range(k) if i not in covered
            and singular(words[i]) in {singular(a) for a in entry.get("aliases", [])}}
    for g in said:
        held = [line["item_id"] for line in cart if line.get("item_id") in groups[g].get("candidates", [])]
        if len(held) == 1 and held[0] not in found.removed and all(ln["item_id"] != held[0] for ln in found.lines):
            (found.replaced if found.mode == "set" else found.removed).append(held[0])


_CHANGE_FOR_RE = re.compile(r"^(?:(?:no|non|bueno|pues|pois|mejor|mellor) )*(?:cambia|cambiame|cambiame|cambiar|"
                            r"camb[ei]a) .*?\b(?=por\b)")
_REMOVE_VERB_RE = re.compile(r"(?:(?:no|non|bueno|pues|pois|mejor|mellor) )*(?:quita|quitame|saca|sacame|retira|"
                             r"elimina|borra|quitale)\b")


def _inherit(biz, found: Found, cart: list, borrowed: dict) -> None:
    """'mejor de Y' / 'en vez de X, Y': one product replaces one cart line; the new one keeps
    its quantity (unless said) and the options it also takes."""
    replaced = list(found.replaced)
    held = {line.get("item_id") for line in cart}
    chosen = {line["item_id"] for line in found.lines if line.get("options")}
    for target, item_id in borrowed.items():
        if target in found.replaced:
            continue        # «… en vez de la de Y» with Y held: Y is what goes, not the line it took its noun from
        if target in held and target in chosen:     # «la de Y mejor de 20», Y held: Y's line changes
            item_id = target
        if found.mode == "set" and item_id not in replaced and all(l["item_id"] != item_id for l in found.lines):
            replaced.append(item_id)
    found.replaced = replaced
    if len(replaced) != 1 or len(found.lines) != 1:
        return
    old = next((c for c in cart if c.get("item_id") == replaced[0]), None)
    if old is None:
        return
    line = found.lines[0]
    takes = biz.products.get(line["item_id"], {}).get("options", [])
    line["options"] = {**{k: v for k, v in (old.get("options") or {}).items() if k in takes}, **line["options"]}
    if not found.explicit[0]:
        line["qty"] = old["qty"]
        found.explicit[0] = True        # the count, said by the line it replaces


# «cambia la X por un Y», «en vez de la X, otro Y»: what comes in for X is more of Y, not Y's count
# («en vez de las X, 4 Y» is)
_MORE_IN_ITS_PLACE_RE = re.compile(rf"\b(?:cambi\w*|{'|'.join(sorted(OTHER))})\b")


def _swapped_for_one_held(found: Found, words: list[str], cart: list) -> None:
    """«cambia la X por un Y» with Ys held: the Y said comes in X's place, beside the Ys held (its
    count is what comes in, not the Ys' new count)."""
    if found.mode != "set" or not found.replaced or len(found.lines) != 1 \
            or not _MORE_IN_ITS_PLACE_RE.search(" ".join(words)):
        return
    line = found.lines[0]
    held = [c for c in cart if c.get("item_id") == line["item_id"] and line["item_id"] not in found.replaced
            and (not line.get("options") or (c.get("options") or {}) == line["options"])]
    if held:
        line["qty"] += sum(int(c.get("qty") or 0) for c in held)
        found.explicit = [True]


def _part_swapped(biz, found: Found, cart: list) -> None:
    """«cambia un X por una Y», «cámbiame uno de los X por una Y» with more Xs held: only the Xs counted
    go (the rest stay) and Y comes beside them, as many as said, else as many as the Xs gone, with
    the choices of X's line it also takes (as a whole line swapped does)."""
    if found.mode != "set" or len(found.replaced) != 1 or len(found.lines) != 1 or found.ambiguous:
        return
    gone, line = found.replaced[0], found.lines[0]
    n, held_count = found.replaced_counts.get(gone), _counts_held(cart).get(gone, 0)
    if n is None or line["item_id"] == gone or held_count == n:
        return
    if held_count < n:
        if held_count:
            found.swapped_beyond = {"item_id": gone, "asked": n, "held": held_count}
        return
    if not (found.explicit and found.explicit[0]):
        line["qty"] = n       # «cambia dos X por Y»: two Ys
    held = list({repr(sorted((c.get("options") or {}).items())): c.get("options") or {}
                 for c in cart if c.get("item_id") == gone}.values())
    if len(held) > 1:       # «cambia una X por Y» with Xs of two sizes: which one?
        found.ask_replace = {"item_id": line["item_id"], "qty": line["qty"], "explicit": True, "choices": [gone],
                             "held": held}
        found.mode, found.replaced, found.lines, found.explicit = "add", [], [], []
        return
    old = next(c for c in cart if c.get("item_id") == gone)
    takes = biz.products.get(line["item_id"], {}).get("options", [])
    line["options"] = {**{k: v for k, v in (old.get("options") or {}).items() if k in takes}, **line["options"]}
    found.mode, found.replaced, found.explicit = "add", [], [True]
    found.less.append({"item_id": gone, "qty": n, "options": {}})


def _part_recounted(found: Found, cart: list) -> None:
    """«en vez de 2 X, 1 X y 1 Y» with 4 X held: only the 2 X counted were given up, split into X and
    another thing, so the X said again join the 2 X kept (3 X), not stand for the whole line. A count
    said alone («en vez de 2 X, 5 X») stays the count of X."""
    if found.mode != "set" or len(found.lines) < 2:
        return
    held = _counts_held(cart)
    for line in found.lines:
        n = found.replaced_counts.get(line["item_id"])
        if line["item_id"] in found.recounted and n is not None and line["qty"] < n < held.get(line["item_id"], 0):
            line["qty"] += held[line["item_id"]] - n


def named_by_name(biz, text: str) -> list[str]:
    """The products a message names by their own name or an alias, or by a group word and the word
    that tells its products apart («<group>s de <kind>», plural and typos read as always); never one
    a group's hint picked («<group> para mi hija»: whose it is, a guess)."""
    idx = index_of(biz)
    sing = _respelt(idx, [singular(w) for w in normalize_quantities(clean(text or "").split())])
    used = [False] * len(sing)
    matches = _match_phrases(biz, sing, idx, used) + _match_typos(sing, idx, used)
    matches = _narrowed_groups(biz, idx, sing, used, sorted(matches, key=lambda m: m.start), hints=False)
    return list(dict.fromkeys(m.target for m in matches if m.kind == "product"))


def find_items(norm_text: str, biz, cart: list | None = None, last_item: str | None = None,
               awaiting: str | None = None, last_group: str | None = None, asked_now: str | None = None,
               taken_off: list | None = None) -> Found:
    """Products, ambiguous words, unknown things, options and mode of a cleaned message; «añade X y
    quita un Y» (either order) is read clause by clause: X added, one Y taken off. `taken_off`: what
    the message before took off the cart («mejor ponme Y» then puts Y in its place; «mejor de Y», the
    noun of a line held, still speaks of that line)."""
    words = clean(norm_text or "").split()
    cut = _add_and_take_off_at(words) if cart else None
    if cut is not None:
        first, second = (find_items(" ".join(part), biz, cart, last_item, awaiting, last_group, asked_now)
                         for part in (words[:cut], words[cut:]))
        merged = _added_and_taken_off(first, second, cut) or _added_and_taken_off(second, first, -cut)
        if merged is not None:
            return merged
    return _find_items(norm_text, biz, cart, last_item, awaiting, last_group, asked_now, taken_off)


_ADD_VERBS = frozenset("anade anademe anademe anadir engade engademe engadir pon ponme ponnos mete meteme echa echame "
                       "suma sumame".split())
_TAKE_OFF_VERBS = frozenset("quita quitame quitale quitar saca sacame retira elimina borra resta restame".split())


def _add_and_take_off_at(words: list[str]) -> int | None:
    """Where «… y quita …», «…, quita …», «… pero añade …» starts a clause of the other mode than
    the first one's."""
    first_off = any(w in _TAKE_OFF_VERBS for w in words[:3])
    first_add = any(w in _ADD_VERBS for w in words[:3]) or not first_off
    for i in range(2, len(words) - 1):
        if (first_add and not first_off and words[i] in _TAKE_OFF_VERBS) or (first_off and words[i] in _ADD_VERBS):
            return i
    return None


def _added_and_taken_off(adds: Found, offs: Found, shift: int) -> Found | None:
    """One Found of an adding clause and a taking-off one: the counted lines taken off one by one
    (`less`), the uncounted ones whole (`removed`). `shift`: where the taking-off clause's words
    start in the message (negative when it came first, then the adding clause starts there)."""
    if adds.mode != "add" or offs.mode != "remove" or not adds.lines or not offs.lines or offs.ambiguous \
            or offs.delta or offs.drop_which:
        return None
    merged = Found(**{**adds.__dict__, "less": list(adds.less), "removed": list(adds.removed)})
    for line, said in zip(offs.lines, offs.explicit):
        if said:
            merged.less.append({"item_id": line["item_id"], "qty": line["qty"]})
        elif line["item_id"] not in merged.removed:
            merged.removed.append(line["item_id"])
    merged.removed += [i for i in offs.removed if i not in merged.removed]
    if shift < 0 and _puts_in_place(adds.words or []):
        merged.mode = "set"     # «quita las X y pon 3 Y» with 2 Y held: 3 Y, as said
    at_adds, at_offs = (0, shift) if shift > 0 else (-shift, 0)
    merged.words = offs.words + adds.words if shift < 0 else adds.words + offs.words
    merged.spans = sorted([(a + at_adds, b + at_adds) for a, b in adds.spans]
                          + [(a + at_offs, b + at_offs) for a, b in offs.spans])
    return merged


def _puts_in_place(words: list[str]) -> bool:
    """«pon 3 Y» after a take-off: the count of Y the order ends with («pon otra Y», «añade 3 Y»: more)."""
    return bool(words) and words[0] in _PUT_VERBS and not MORE_OF_IT_RE.search(" ".join(words))


_PUT_VERBS = frozenset("pon ponme ponnos pono".split())
_FOR_EACH = _FOR | {"por"}
_EACH_ONE = frozenset("uno una un unha cosa cousa".split())
_WE_ARE = frozenset("somos seremos semos seriamos sexamos".split())     # «somos 5, una X para cada uno»


def _one_for_each_held(biz, words: list[str], sing: list[str], matches: list[Match], cart: list) -> list[Match]:
    """«y una X para cada uno», «unha X para cada planta»: one X for each unit held (of the kind said
    after «cada»; «uno» is every line not of X's own category). What follows «cada» is counted, not
    ordered again."""
    out = list(matches)
    for i in range(2, len(words) - 1):
        if words[i] != "cada" or words[i - 1] not in _FOR_EACH:
            continue
        one = next((m for m in out if m.kind == "product" and m.end == i - 1 and m.qty == 1), None)
        if one is None:
            continue
        at = _each_of_the(words, i + 1)
        counted = next((m for m in out if m.start == at), None)
        people = counted is None and sing[at] in _EACH_ONE and not _WE_ARE.isdisjoint(words)
        held = [] if people else _lines_meant(biz, sing[at], counted, cart, one.target)
        if not held:
            continue
        one.qty, one.explicit = sum(int(line.get("qty") or 0) for line in held), True
        out = [m for m in out if m is not counted]
    return out


_OF_THE = frozenset(("dos", "das"))     # «cada un dos nenos»


def _each_of_the(words: list[str], at: int) -> int:
    """Where the thing counted is said: after «cada uno de los», «cada un dos» («… de los niños»),
    else right after «cada»."""
    said = words[at:at + 4]
    if len(said) < 3 or said[0] not in _EACH_ONE:
        return at
    if said[1] in _OF_THE:
        return at + 2
    return at + 3 if len(said) == 4 and said[1] in OF and said[2] in DEFINITE else at


def _lines_meant(biz, word: str, named: Match | None, cart: list, for_item: str) -> list[dict]:
    """The lines held that «cada <word>» counts: the product named, a category, or with «uno» the
    lines of another category than the thing given for each (none when all are of its own: the
    people, then, not the things held)."""
    others = [line for line in cart if line.get("item_id") != for_item]
    if named is not None:
        return [line for line in others if line.get("item_id") == named.target]
    if word in _EACH_ONE:
        own = _category_of(biz, for_item)
        return [line for line in others if _category_of(biz, line.get("item_id")) != own]
    said = biz.cached("items.category_words", _category_words).get(word, frozenset())
    return [line for line in others if _category_of(biz, line.get("item_id")) in said]


def _category_words(biz) -> dict[str, frozenset[str]]:
    """Each word naming a category (its names and aliases, singular): the categories it names."""
    out: dict[str, set[str]] = {}
    for cid, cat in biz.categories.items():
        for name in category_said(cat):
            out.setdefault(singular(clean(name)), set()).add(cid)
    return {word: frozenset(ids) for word, ids in out.items()}


def categories_of_word(biz, word: str) -> frozenset[str]:
    """The categories a word names (by a name or alias, in the singular): none when it names none."""
    return biz.cached("items.category_words", _category_words).get(singular(clean(word)), frozenset())


def names_a_category(biz, words: str) -> bool:
    """Whether the words (the «de» before them left out) are a category's name or alias (a kind of thing)."""
    said = " ".join(w for w in clean(words).split() if w not in OF)
    return singular(said) in biz.cached("items.category_words", _category_words)


_SLIP = frozenset(("uy", "ay", "ai"))
_HER_THEM = frozenset(("la", "lo", "los", "las"))       # also pronouns: «no la quiero», «no las pongas»


def _no_then_the_one_named(words: list[str], matches: list[Match]) -> bool:
    """«no, la de Y», «no, las Y», «no la <noun> de Y»: «no» then the article of a thing named is a
    correction (`_MISTAKEN` leaves these articles out: «no la quiero» is no thing named) — only when
    nothing follows but a «porfa»: «no, la Y, y los X también», «no, la Y aparte», «no, la Y es para
    mi madre» keep what is held."""
    at = 1 if words[:1] and words[0] in _SLIP else 0
    if words[at:at + 1] not in (["no"], ["non"]) or len(words) < at + 3 or words[at + 1] not in _HER_THEM:
        return False
    named = at + 2 + (words[at + 2] in OF)
    products = [m for m in matches if m.kind == "product"]
    return len(products) == 1 and products[0].start == named \
        and all(_polite_or_when(w) for w in words[products[0].end:])


def _no_then_more_said(words: list[str], found: Found) -> bool:
    """«non, a X aparte», «no, el X es para mi madre», «non, as X e os Y»: «no» then the article of a
    thing, with more said after it or another thing named: X beside what is held, not in its place."""
    at = 1 if words[:1] and words[0] in _SLIP else 0
    if words[at:at + 1] not in (["no"], ["non"]) or len(words) < at + 3 or words[at + 1] not in _THE:
        return False
    last = max((end for _start, end in found.spans), default=len(words))
    return len(found.spans) > 1 or not all(_polite_or_when(w) for w in words[last:])


_THE = frozenset("el o a os as".split())
_POLITE_END = frozenset("porfa porfi por favor gracias grazas pls please".split())
# «… para el viernes», «… a las 6 de la tarde»: the day or hour said after the thing swapped in
_WHEN_WORDS = frozenset("para pra el o a la las as de da do del sobre hacia hoy hoxe manana mana tarde noche noite "
                        "mediodia".split()) | frozenset(WEEKDAYS)


def _polite_or_when(word: str) -> bool:
    return word in _POLITE_END or word in _WHEN_WORDS or bool(re.fullmatch(r"[0-9]{1,2}(?::?[0-9]{2})?", word))


def _category_of(biz, item_id: str | None) -> str | None:
    return (biz.products.get(item_id or "") or {}).get("category")


def _find_items(norm_text: str, biz, cart: list | None = None, last_item: str | None = None,
                awaiting: str | None = None, last_group: str | None = None, asked_now: str | None = None,
                taken_off: list | None = None) -> Found:
    """Products, ambiguous words, unknown things, options and mode of a cleaned message.
    `cart`: the order's lines so far, for 'mejor de Y', 'en vez de Y' and 'una más';
    `last_item`: the product talked about last, for 'la de Y' without its noun (else `last_group`,
    the group whose products were listed last);
    `awaiting`: the question asked, when a bare number could be its answer («mejor 5» to a time);
    `asked_now`: a product asked about in the turn before («¿cuánto cuestan los Y?»), whose count a
    bare «pon dos» says (the reader leans on it), not the cart's."""
    idx = index_of(biz)
    words = said_as_of(idx, _each_kind_listed(idx, normalize_quantities(clean(norm_text or "").split())))
    words = _cue_before_the_count(words) if cart else words
    held = _count_of_the_held(words) if cart and len(cart) == 1 else None
    unplaced = _count_of_one_of_the_held(words, cart)
    served = _people_of_the_held(biz, cart[0], qty_token(words[held])) \
        if cart and held is not None and _a_when_starts(words, held + 1) else None
    if cart and held is not None and served is None:    # «mejor 3 y una Y»: «mejor 3 <its noun> y una Y»
        words = [*words[:held + 1], *_held_name(idx, cart[0].get("item_id") or ""), *words[held + 1:]]
    sing = [singular(w) for w in words]
    sing = sing if awaiting == "name" else _respelt(idx, sing)     # «Vika» is a name, no «bica»
    used = [False] * len(words)
    found = Found(words=words, served=served, count_of_which=unplaced)
    matches = _match_phrases(biz, sing, idx, used)
    matches += _match_typos(sing, idx, used)
    matches += _group_heads_said(biz, words, sing, idx, used, matches)
    matches += named_by_subject(biz, idx, sing, used, beside=bool(matches))
    matches = _colour_of_the_one_before(sing, _group_then_product(biz, sing, sorted(matches, key=lambda m: m.start)))
    _each(words, used, matches)
    named_at = _counted_before(words, matches)
    held_counts = _counts_held(cart or [])
    for m in matches:
        quantity_for(words, sing, used, m)
        _count_in_units(biz, idx, words, sing, used, m)
        _count_in_units_after(biz, words, sing, used, m)
        _count_over_its_kind(biz, words, sing, used, m)
        _count_corrected_after(words, used, m, named_at, held_counts)
        _count_after(biz, words, used, m, named_at)
        m.vague = not m.explicit and m.kind == "product" and (bool(m.either) or _vague(biz, idx, words, sing, used, m))
    count_wished_later(biz, words, used, matches)
    for m in matches:
        m.vague = m.vague and not m.explicit
    matches = _narrowed_groups(biz, idx, sing, used, matches)
    matches = sorted(matches + _group_siblings(biz, words, sing, used, matches), key=lambda m: m.start)
    before_options = list(used)
    numbered = numbers_as_digits(tuple(sing))
    options = match_options(numbered, idx, used)
    listed = listed_options(numbered, idx, used, options)
    doubted = doubted_options(numbered, idx, options)
    if doubted:
        options, found.doubted = [o for o in options if o not in doubted], _a_doubt(doubted, used)
    option_words = {i for i, (a, b) in enumerate(zip(before_options, used)) if a != b}
    extra, unknown, resolved = fill_ellipsis(biz, words, sing, idx, used, matches, option_words)
    matches = sorted([m for m in matches if id(m) not in resolved] + extra, key=lambda m: m.start)
    if cart:
        matches = sorted(matches + cart_ellipsis(biz, words, sing, idx, used, matches, cart), key=lambda m: m.start)
        told = sibling_said_instead(lambda held, word: sibling_told_by(biz, held, word), words, sing, used, cart) \
            + held_told_by_a_word(idx, words, sing, used, cart)
        matches = sorted(matches + told, key=lambda m: m.start)
    named = next((m.target for m in matches if m.kind == "product"), None)
    if named is not None:       # «una de X y una <product> de 20»: «una de X» with the named one's noun
        matches = sorted(matches + bare_ellipsis(biz, words, sing, idx, used, named, option_words),
                         key=lambda m: m.start)
    else:
        matches = sorted(matches + bare_ellipsis(biz, words, sing, idx, used, last_item), key=lambda m: m.start)
        head = idx.head.get(last_item or "") or (singular(last_group.split()[0]) if last_group else "")
        categories = frozenset(biz.cached("items.category_words", _category_words))
        said_of = _of_the_last(idx, words, sing, used, head, awaiting, matches, categories)
        if said_of is not None:      # «¿y la de X?»: read as «¿y la <noun> de X?»
            return find_items(" ".join([*words[:said_of], head, *words[said_of:]]), biz, cart, None, awaiting)
    attach_options(biz, words, used, matches, options, found.stray_options, found.options_not_taken, listed)
    matches = _either_of_two(words, sorted(matches, key=lambda m: m.start))
    if cart:        # «una para cada <group word>»: the lines held, named, not a new one to choose
        matches = [m for m in matches if not (m.kind == "ambiguous" and m.start and words[m.start - 1] == "cada")]
        matches = _one_for_each_held(biz, words, sing, matches, cart)
    if awaiting not in ("pick", "option", "replace"):     # «me gusta la de X» to «¿cuál?» chooses it
        matches, found.praised, found.job_praised = split_praised(words, matches, asked=awaiting is not None)
    matches = without_counted_again(words, matches)
    held_groups = _groups_held(biz, words, matches, cart, _mode(" ".join(words)) != "add") if cart else set()
    unknown += _versions_not_had(biz, idx, words, used, matches)
    unknown += _other_flavours(idx, words, sing, used, matches)
    unknown += _group_flavours_not_made(idx, words, sing, used, matches)
    unknown += _kinds_not_made(biz, words, sing, used, matches)
    split = kinds_not_made_in_a_count(biz, idx, words, sing, used, matches)
    matches = sorted(matches + split.offers, key=lambda m: m.start)
    matches = offered_in_doubt(words, matches, bool(cart))
    unknown += [u for u in split.not_made if u not in unknown]
    found.wishes_of_parts = split.wishes
    found.packed = _count_pieces(biz, words, sing, matches)
    matches, not_had = made_of_a_group(biz, idx, words, sing, used, matches)     # «una <X> de <group alias>»
    unknown += not_had
    found.unknown = [u for u in unknown + _unknown(biz, words, sing, used, idx) if not _a_wish_not_a_thing(biz, u)]
    found.mode = _mode(" ".join(words))
    if found.mode == "set" and brought_with_the_held(biz, words, matches, cart):
        found.mode, found.brought = "add", True     # «que sea con X»: X with what is held, not instead of it
    if held is not None and served is None and found.mode == "add":
        found.mode = "set"      # «pon 8 para el jueves» with 6 X held: 8 X, as «mejor 8» says
    said_no_to_it = _no_then_the_one_named(words, matches)
    if found.mode == "add" and said_no_to_it:
        found.mode = "set"
    wished = wished_without(biz, words, matches, cart or [])     # «una X sin Y»: Y is X's wish, for its note
    matches = [m for m in matches if id(m) not in wished]
    starts = frozenset(m.start for m in matches)
    negated = [m for m in matches if _negated(words, m, starts)]
    negated += _taken_off_before_adding(found, words, matches, negated)
    aside = said_of_another(words, matches, negated, cart, found.mode)
    matches, negated = [m for m in matches if id(m) not in aside], [m for m in negated if id(m) not in aside]
    matches = _without_kinds_not_made_beside_made(matches, negated)
    _scoped_mode(found, words, matches, negated)
    _record_removed(biz, found, negated)
    matches, again = the_same_again(words, matches, {id(m) for m in negated})
    if found.mode == "set":     # «mejor 3 X y una X»: 4 X, one count set
        matches, added = counted_again(words, matches, {id(m) for m in negated})
        again, found.summed = again + added, bool(added)
    matches = kinds_of_the_counted(biz, words, matches)
    one_of_each_kind(biz, words, matches)
    borrowed = _record_matches(biz, words, found, matches, {id(m) for m in negated})
    found.spans += [(m.start, m.end) for m in again]      # (after the lines': the words are named, no line more)
    found.named_again_at = [(m.start, m.end, m.target) for m in again]
    found.size_of_one = size_of_one(words, matches, again, options)
    _drop_replaced_duplicates(found)
    _only_removals(found, negated)
    _another_for(found, words, used)
    _one_choice_for_every_line(biz, found, words, options)
    if held_groups and found.mode == "remove" and not found.lines:     # «quita la X» with two Xs held: which?
        found.ambiguous = [a for a in found.ambiguous if a["word"] not in held_groups]
        found.drop_which = True
    if cart:
        _doubled_or_halved(found, words, cart)
        if awaiting not in ("drop", "replace"):     # «los X» answering «¿cuál quito?» names the one to drop
            _named_again(found, words, matches, cart)
            _the_one_in_the_cart(found, words, matches, cart)
            more_beside_a_set(found, words, matches, cart)
            held_described(found, words, matches, cart)
            if found.mode != "remove" and not _GIVEN_UP_FOR_RE.search(" ".join(words)):
                one_of_the_held(biz, found, words, matches, cart)     # «quita / cambia una de las X»: that one goes
        _replace_pair(found, words, cart)
        _group_taken_off(biz, found, words, matches, cart)
        _keep_only(biz, found, words, matches, cart)
        _wish_for_held(biz, found, words, matches, cart)
        _held_by_its_choice(biz, found, words, cart)
        _swap_a_line(found, words, cart, idx, None if borrowed else taken_off, said_no_to_it)
        _start_over(found, words, cart)
        _part_swapped(biz, found, cart)
        _part_recounted(found, cart)
        _inherit(biz, found, cart, borrowed)
        _swapped_for_one_held(found, words, cart)
        list_said_again(found, words, cart)
        _drop_replaced_duplicates(found)
        _options_for_the_cart(biz, found, words, options, cart)
        asked_of_another = asked_now is not None and asked_now not in {line.get("item_id") for line in cart}
        if not matches and not asked_of_another:       # «pon dos» after «¿cuánto cuestan los Y?»: two Y (reader)
            _cart_delta(found, words)
            counted_by_name = _without_the_line_word(biz, words, cart)
            words = counted_by_name or words
            text = " ".join(words)
            rest = [w for w in words if w not in COUNT_FILLERS] if counted_by_name else []
            said = qty_token(rest[0]) if len(rest) == 1 else None       # «vale, dúas caixas»: two
            if awaiting == "time" and said is None and _HOUR_AFTER_RE.search(text):
                said = count_set(_HOUR_AFTER_RE.sub("", text))       # «al final 4 a las 11»: 4, then the hour
            if awaiting == "time" and said is None and counted_in_dozens(clean(norm_text or "").split()):
                said = count_set(text) or qty_token(text)       # «mejor una docena», «unha ducia»: never an hour
            if awaiting not in NUMBER_ANSWERS or _ONLY_A_COUNT_RE.search(text) or _mends_the_count(text, cart) \
                    or counted_by_name or (awaiting == "time" and said is not None) \
                    or (awaiting == "day" and (count_set(text) or _INSTEAD_QTY_RE.match(text))) \
                    or (awaiting == "option" and mends_the_held_count(text, cart)):  # «que sean dos», «2, no 3»
                # are no day; «mejor 2» of 3 held is no size for 2
                _cart_quantity(biz, found, words, cart, awaiting, said)     # «serán cinco» to «¿A qué hora?»: no hour
            if not found.lines:
                _counts_in_order(biz, found, text, cart, awaiting)
            if not found.lines:
                _one_count_for_each_held(biz, found, text, cart)
    return found


# «que sean 4 y 3», «mejor 4, 3», «mellor 4 e 3»: a count for each line held, in the order written down
_COUNTS_RE = re.compile(
    r"^(?:(?:pues|pois|no|non|vale|ok|bueno|entonces|espera|perdon|perdona|uy)\s+)*"
    r"(?P<cue>(?:mejor|mellor|que sean|que sexan|al final|ao final|pon|ponme|poñe|poñeme|son|seran|serán)\s+)?"
    rf"(?P<counts>{_NUMBER}(?:(?:\s+(?:y|e)|,)?\s+{_NUMBER})+)$")


def _counts_in_order(biz, found: Found, text: str, cart: list, awaiting: str | None) -> None:
    """«que sean 4 y 3» with two products held: each line takes its count, in the order held.
    Without a cue («4 y 3») only where no number is asked."""
    m = _COUNTS_RE.match(text)
    if m is None or (m["cue"] is None and awaiting in NUMBER_ANSWERS):
        return
    counts = [qty_token(w) or 0 for w in m["counts"].replace(",", " ").split() if w not in ("y", "e")]
    ids = [line.get("item_id") for line in cart]
    if len(counts) != len(cart) or len(set(ids)) < len(ids) or not all(counts) \
            or any(_a_choice_said(biz, line.get("item_id"), n) for line, n in zip(cart, counts)):
        return
    found.lines = [{**line, "qty": n, "options": dict(line.get("options") or {})} for line, n in zip(cart, counts)]
    found.explicit, found.mode, found.unknown = [True] * len(counts), "set", []


# «mejor 3 de cada», «mellor 2 de cada unha», «que sean 4 de cada», «pon 2 de cada», «y otra de cada»: one
# count for every line; a leading «y»/«e» with no cue that sets («y una de cada», «e dúas de cada») adds it
_EACH_HELD_RE = re.compile(
    r"^(?P<and>(?:y|e)\s+)?"
    r"(?:(?:pues|pois|no|non|vale|ok|bueno|bo|entonces|espera|perdon|perdona|uy|ay|(?P<final>al final|ao final))\s+)*"
    r"(?:(?:(?P<sets>mejor|mellor|que sean|que sexan|mejor pon|mellor pon|seran|son)|"
    r"pon|ponme|ponnos|pone|dame)\s+)?"
    rf"(?P<n>{_NUMBER})(?P<more> mas| mais)? de cada(?: (?:uno|una|unha|un|cosa|cousa))?$")


def _one_count_for_each_held(biz, found: Found, text: str, cart: list) -> None:
    """«mejor 3 de cada» with two or more products held: every line takes that count; «una más de
    cada» adds one to each (the totals said). The hour after it is the time's («5 de cada a las 6»)."""
    m = _EACH_HELD_RE.match(_HOUR_AFTER_RE.sub("", _without_courtesy_after(text)))
    another = bool(m and m["n"] in OTHER)       # «otra de cada»: one more, not one
    n = 1 if another else qty_token(m["n"]) if m else None
    ids = [line.get("item_id") for line in cart]
    if not n or len(cart) < 2 or len(set(ids)) < len(ids) \
            or any(_a_choice_said(biz, item_id, n) for item_id in ids):
        return
    more = another or bool(m and (m["more"] or (m["and"] and not (m["sets"] or m["final"]))))
    found.lines = [{**line, "qty": n + (int(line.get("qty") or 0) if more else 0),
                    "options": dict(line.get("options") or {})} for line in cart]
    found.explicit, found.mode, found.unknown = [True] * len(cart), "set", []


def _without_courtesy_after(text: str) -> str:
    """«dos de cada porfa», «tres de cada, gracias» → «dos de cada»: the thanks closing it ask nothing."""
    words = text.split()
    while words and words[-1] in COURTESY_WORDS:
        words.pop()
    return " ".join(words)


# «… a las 11», «… ás 11:30», «… sobre las 6»: the hour said after a count
_HOUR_AFTER_RE = re.compile(r"\s+(?:a las|a la|as|a as|sobre las|para las|pra as|hacia las)\s+\d{1,2}(?::?\d{2})?"
                            r"(?:\s+(?:de la|da)\s+(?:manana|mana|tarde|noche|noite))?$")
COUNT_FILLERS = frozenset("vale ok pues pois bueno bo entonces enton si venga porfa gracias grazas".split())


def _another_for(found: Found, words: list[str], used: list[bool]) -> None:
    """«una X para mi madre y otra para mi suegra»: one more of the one thing named."""
    if found.mode != "add" or len(found.lines) != 1 or found.ambiguous:
        return
    if any(w in ("una", "uno", "un", "unha") and nxt in _FOR for w, nxt in zip(words, words[1:])):
        return      # «dos X, una para mi madre y otra para mi suegra»: the two already counted, shared out
    for i in range(1, len(words) - 1):
        if words[i] in OTHER and not used[i] and words[i - 1] in _AND and words[i + 1] in _FOR \
                and not _a_day_next(words, i + 2) \
                and all(start < i for start, _end in found.spans):     # «y otra para mi hija, X»: X is hers
            found.lines[0]["qty"] = int(found.lines[0]["qty"]) + 1
            found.explicit[0] = True
            return


def _a_day_next(words: list[str], i: int) -> bool:
    """Whether a day is said at words[i] («el miércoles», «mañana», «o xoves», «el 15»)."""
    first = words[i] if i < len(words) else ""
    then = words[i + 1] if i + 1 < len(words) else ""
    return first in _WEEKDAY_WORDS or first in ("manana", "mana", "hoy", "hoxe", "pasado") \
        or (first in ("el", "o", "este", "esta") and (then in _WEEKDAY_WORDS or then.isdigit()))


# After «X 4», the words that make the number something else: a date, an hour, people, a unit.
_NOT_A_COUNT_AFTER = frozenset("de del do da h hora horas minuto minutos min persona personas persoa persoas "
                               "euro euros unidad unidades uds ud".split())


_SETS_A_COUNT = frozenset("mejor mellor que sean sexan sea sexa pon ponme ponnos seran serian".split())
_SAYS_SET = frozenset("mejor mellor sean sexan seran serian".split())


def _counted_before(words: list[str], matches: list[Match]) -> frozenset[int]:
    """Where products start whose count is said before them, not after («X, 2 Y», not «X 4 Y 2»)."""
    return frozenset(m.start for m in matches if not (m.end < len(words) and words[m.end].isdigit()))


def _count_corrected_after(words: list[str], used: list[bool], m: Match, named_at: frozenset = frozenset(),
                           held: dict | None = None) -> None:
    """«los X mejor 6», «que los X sean 6», «en vez de 4 X que sean 6»: the count after the product
    wins over the one before it; «5 X, no 4»: the count ruled out is no count. A count before
    another product named («no quiero el X, mejor 2 Y») is that one's."""
    e = m.end
    if _count_denied_after(words, used, m, held):
        return
    k = e
    while k < len(words) and k < e + 3 and words[k] in _SETS_A_COUNT and not used[k]:
        k += 1
    if k == e or k >= len(words) or used[k] or not _SAYS_SET.intersection(words[e:k]):
        return
    if (n := qty_token(words[k])) is None or (k + 1 < len(words) and words[k + 1] in _NOT_A_COUNT_AFTER) \
            or k + 1 in named_at:
        return
    m.qty, m.explicit, m.count_after = n, True, True
    for i in range(e, k + 1):
        used[i] = True


def _count_denied_after(words: list[str], used: list[bool], m: Match, held: dict | None) -> bool:
    """«N X, no M» at the end: one of the two counts is denied. The one before X when it is what is
    held («2 X no, una» with two held) or when «solo» comes after the «no» («2 X non, só unha») or
    before it («una X sola no, dos»): the count is M; else M is the one ruled out («5 X, no 4»)."""
    start = e = m.end
    only_before = e + 1 < len(words) and words[e] in ONLY and not used[e]   # «una X sola no, dos»
    e += only_before
    if not m.explicit or e + 1 >= len(words) or words[e] not in ("no", "non"):
        return False
    k = e + 2 if words[e + 1] in ONLY else e + 1
    end = k + 2 if k + 2 == len(words) and words[k + 1] in ONLY else k + 1
    if k >= len(words) or used[k] or end != len(words) or (n := qty_token(words[k])) is None:
        return False
    if only_before or k > e + 1 or end > k + 1 or (held or {}).get(m.target) == m.qty != n:
        m.qty, m.count_after = n, True
    for i in range(start, end):
        used[i] = True
    return True


def _counts_held(cart: list) -> dict[str, int]:
    """How many of each product the cart holds, its lines together."""
    counts: dict[str, int] = {}
    for line in cart:
        counts[line.get("item_id")] = counts.get(line.get("item_id"), 0) + int(line.get("qty") or 0)
    return counts


def _count_after(biz, words: list[str], used: list[bool], m: Match, named_at: frozenset = frozenset()) -> None:
    """«X 4 el martes», «X: 3, Y: 2»: the count written after a product that takes no option
    (after one that does, «<product> 12» is its size); not the count of a product named next («X 2 Y»)."""
    e = m.end
    if m.explicit or m.kind != "product" or e >= len(words) or used[e] or not words[e].isdigit() or e + 1 in named_at:
        return
    if (biz.products.get(m.target) or {}).get("options") or int(words[e]) > 99:
        return
    if e + 1 < len(words) and words[e + 1] in _NOT_A_COUNT_AFTER:
        return
    m.qty, m.explicit, used[e] = int(words[e]), True, True
    if e + 1 < len(words) and singular(words[e + 1]) == index_of(biz).head.get(m.target):
        m.packs_said = used[e + 1] = True      # «polvorones, 2 cajas»: two of the box it is sold in


def _vague(biz, idx: ItemIndex, words: list[str], sing: list[str], used: list[bool], m: Match) -> bool:
    """«varias X», «unas cuantas X», «quiero Xs»: how many is not said. «unas X» of a product
    named in plural («unas <pair>») is one."""
    if _count_of_a_container(words, sing, idx, m.start) and not _its_own_word(biz, m.target, sing[m.start - 2]):
        m.counted_in = " ".join(words[m.start - 3:m.start - 1])
        return True     # «dos cajas de X»: two of a box X is not sold in; how many, then
    said = vague_count(words, used, m.start)
    if said is not None:
        return not (said in ONE_PAIR and _named_in_plural(biz, words, m))
    s = m.start
    return (words[s] != sing[s] and _one_word_for(idx, sing[s], m.target)
            and not (s and (words[s - 1] in DEFINITE or words[s - 1] in OF))
            and not _named_in_plural(biz, words, m))


def _count_of_a_container(words: list[str], sing: list[str], idx: ItemIndex, start: int) -> bool:
    """«<count> <word> de <product>» where the word is none of the product's: the count is of that
    word (a box, a tray), not of the product. The trade's counting words («2 <units> de X») say a size."""
    return start >= 3 and words[start - 1] in OF and words[start - 2].isalpha() \
        and sing[start - 2] not in idx.units \
        and qty_token(words[start - 3]) is not None and words[start - 3] not in OTHER


def _its_own_word(biz, item_id: str, word: str) -> bool:
    """«una caja de macaros» (a typo): «caja» is a word of the product's own names, not another box."""
    product = biz.products.get(item_id) or {}
    names = [product.get("name") or "", *(product.get("aliases") or [])]
    return any(word in {singular(w) for w in clean(name).split()} for name in names)


def _one_word_for(idx: ItemIndex, word: str, target: str) -> bool:
    """`word` (singular) names the product alone: its head noun or a one-word alias («cruasán»,
    «palmeira»), so its plural says «some», not «one»."""
    return word == idx.head.get(target) or idx.exact.get((word,)) == ("product", target)


def _named_in_plural(biz, words: list[str], m: Match) -> bool:
    """The word said is the product's name as written («milhojas», «<pair> de …»)."""
    return words[m.start] in clean(biz.products[m.target]["name"]).split()


def _record_removed(biz, found: Found, negated: list[Match]) -> None:
    """'sin X', 'las X no': X goes out of the cart."""
    for m in negated:
        found.spans.append((m.start, m.end))
        if m.kind == "ambiguous":
            cands = m.choices or biz.catalog["ambiguous"][m.target].get("candidates", [])
            found.removed += [c for c in cands if c not in found.removed]
        elif m.target not in found.removed:
            found.removed.append(m.target)


def _points_back(words: list[str], m: Match, matches: list[Match], candidates: list[str]) -> bool:
    """A group word with a definite article and no count («la X», «el Y») after one of its products
    was named in the same message: that one, again (for a note, a wish), not another to choose."""
    if m.explicit or not (m.start and words[m.start - 1] in DEFINITE):
        return False
    return any(o.kind == "product" and o.end <= m.start and o.target in candidates for o in matches)


def _record_matches(biz, words: list[str], found: Found, matches: list[Match], negated_ids: set[int]) -> dict:
    """Every product said (not negated) becomes a line, an ambiguity, a replacement, a question
    of which line to replace or one to take off. Returns the head nouns borrowed from the cart."""
    borrowed = {}
    prev_end = 0
    for m in matches:
        if id(m) in negated_ids:
            continue
        found.spans.append((m.start, m.end))
        if m.borrowed:
            borrowed[m.target] = m.borrowed
        if m.kind == "ambiguous":
            prev_end = max(prev_end, m.end)     # «en vez de <group word>, Y»: the word is what goes, not Y
            cands = m.choices or biz.catalog["ambiguous"][m.target].get("candidates", [])
            if _points_back(words, m, matches, cands):
                continue        # «una X de Y …, pon feliz cumple en la X»: the one named before
            found.ambiguous.append({"word": m.target, "candidates": list(cands), "qty": m.qty,
                                    "options": dict(m.options), **({"contradicted": True} if m.contradicted else {}),
                                    **({"not_made": True} if m.not_made else {}),
                                    **({"rest_of_a_count": True} if m.rest_of_a_count else {}),
                                    **({"doubted": True} if m.doubted else {})})
            continue
        # only the words since the previous product: 'en vez de X, Y' replaces X, not Y
        before = " ".join(words[max(0, m.start - 4, prev_end):m.start])
        prev_end = max(prev_end, m.end)
        by_kind = _INSTEAD_OF_THE_KIND_RE.search(before) is not None or (
            _GIVEN_UP_BY_KIND_RE.search(before) is not None and bool(_FOR_THE_NEW.intersection(words[m.end:])))
        if found.mode == "set" and (_REPLACED_RE.search(before) or by_kind) and not m.count_after \
                and not _changed_to(before, words[m.end:]):
            found.replaced.append(m.target)
            if m.explicit:
                found.replaced_counts[m.target] = m.qty
            continue
        if found.mode == "set" and m.choices and found.ask_replace is None \
                and len(set(m.choices) & set(found.replaced)) != 1:     # «cambia el de Y por el de Z»: Y's place
            found.ask_replace = {"item_id": m.target, "qty": m.qty, "explicit": m.explicit,
                                 "choices": list(m.choices)}
            continue
        if (m.end < len(words) and words[m.end] in ("menos",)) or _spare(words, m):    # 'una X menos': take it off
            found.less.append({"item_id": m.target, "qty": m.qty, "options": dict(m.options)})
            continue
        found.lines.append({"item_id": m.target, "qty": m.qty, "options": dict(m.options)})
        found.explicit.append(m.explicit)
        if m.vague and found.mode == "add":
            found.uncounted.append({"item_id": m.target, "said": " ".join(words[m.start:m.end]),
                                    "counts": list(m.either or ()),
                                    **({"counted_in": m.counted_in} if m.counted_in else {})})
    return borrowed


_SPARE = frozenset("sobra sobran sobrame sobranme sobranos".split())


def _spare(words: list[str], m: Match) -> bool:
    """«me sobran 2 X»: two taken off, like «2 X menos»."""
    return m.explicit and m.start >= 2 and words[m.start - 2] in _SPARE


def _only_removals(found: Found, negated: list[Match]) -> None:
    """A message that only takes things off is the remove mode."""
    if found.less and not (found.lines or found.ambiguous or found.removed):
        found.mode = "remove"      # only 'una X menos': the remove mode takes that many off
        found.lines, found.explicit, found.less = found.less, [True] * len(found.less), []
    if found.removed and not (found.lines or found.ambiguous):
        # only removals ('sin X', 'las X no'): the remove mode, every unit of each product
        found.mode = "remove"
        products = [m.target for m in negated if m.kind == "product"]
        for item_id in dict.fromkeys(products):
            found.lines.append({"item_id": item_id, "qty": 1, "options": {}})
            found.explicit.append(False)
        found.removed = [r for r in found.removed if r not in products]


# «quita uno», «sácame dos», «quita 2 porfa»: the cart's last line, n fewer.
_TAKE_RE = re.compile(
    r"^(?:(?:no|non|espera|espere|perdon|perdona|oye|mira|bueno|vale|ok|pues|pois)\s+)*"
    rf"(?:quita|quitame|quite|quitale|saca|sacame|retira|tira)\s+(?P<n>{_NUMBER})"
    r"(?:\s+(?:por favor|porfa|gracias|grazas|de esos|de esas|deses|desas))*$")


def cart_delta_said(words: list[str]) -> int:
    """«2 más», «quita uno»: the cart's last line ±n said with no product (0 when not so said)."""
    found = Found()
    _cart_delta(found, words)
    return found.delta


def _cart_delta(found: Found, words: list[str]) -> None:
    """'una más' / 'uno menos' / 'quita uno' with no product: the cart's last line ±n."""
    text = " ".join(words)
    d = _DELTA_RE.match(text) or _ADD_N_RE.match(text)
    take = _TAKE_RE.match(text)
    said = d or take
    if said is None:
        if _ANOTHER_OF_THE_LAST_LINE_RE.match(text):
            found.delta, found.unknown = 1, []
        return
    n = qty_token(said.group("n")) or 1
    found.delta = -n if take is not None or said.groupdict().get("sign") == "menos" else n
    found.unknown = []


# «mejor tres», «que sean 3», «mellor catro»: the quantity of the cart's only line, unless the
# question asked is answered by a number (a day, a time, a party, an option or a choice).
# a count said so that it is no hour, no day and no size: «serán 5», «que sea solo uno» (not «que sean 3»
# to «¿A qué hora?»: it may be three o'clock)
_OWN_MISTAKE = OWN_MISTAKE
# what may come before a count mended: «no perdona», «non perdoa», «uy», «me equivoqué», «al final»
_MEND_LEAD = (rf"(?:(?:al final|ao final|pues|pois|bueno|bo|vale|mejor|mellor|no|non|espera|agarda|{SORRY}|{OOPS}|"
              rf"{OWN_MISTAKE})\s+)*")
# «serán cinco», «que sean 3» (never «que sean las 3»): a count even where a number answers the question
_ONLY_A_COUNT_RE = re.compile(r"\b(?:seran|serian|van a ser|que sea solo|que sexa so|"
                              rf"(?:que sean|que sexan|{COULD_BE})"
                              r"(?! (?:las|as|a las|ás|sobre|hacia|pola|por la|de la)\b)|"
                              # «me he equivocado, son 8», «con uno basta»: a count mended, never an hour
                              rf"(?:{_OWN_MISTAKE}|perdon|perdona|perdoa|disculpa|desculpa) (?:son|eran|sean|sexan)|"
                              rf"(?:{_OWN_MISTAKE}) (?:mejor|mellor)|con {_NUMBER} (?:me |nos )?"
                              r"(?:basta|bastan|abonda|abondan|chega|chegan|vale|valen)|"
                              rf"(?:abondame|abondanos|chegame|cheganos) con {_NUMBER}|"
                              # «no perdona, uno solo», «mellor un só», «non perdoa, solo dous»
                              rf"^{_MEND_LEAD}(?:{ONLY_WORD} {_NUMBER}|{_NUMBER} {ONLY_WORD})$)\b")
CONTACT_ANSWERS = frozenset({"name", "phone", "note", "confirm"})     # the questions after the request's own
NUMBER_ANSWERS = ("day", "time", "party", "option", "pick", "replace", "count")


def only_a_count(text: str) -> bool:
    """«que sean 3», «serán cinco»: a count, never the hour or the day a number may be."""
    return bool(_ONLY_A_COUNT_RE.search(text))
_SET_QTY_RE = re.compile(
    r"^(?:(?:pues|pois|no|non|vale|ok|bueno|entonces|al final|ao final|espera|espere|perdon|perdona|oye|mira|"
    r"uy|ay|ai|ups|ah|y|e|dejalo|deixao|deixalo|olvidalo|olvidao|esquecelo|esqueceo|perdoa|disculpa|desculpa|agarda|"
    r"pensandolo mejor|pensandoo mellor|pensandoo ben|ahora que lo pienso|agora que o penso|"
    r"en realidad|en realidade|realmente|la verdad|a verdade|bien pensado|ben pensado|"
    rf"{_OWN_MISTAKE})\s+)*"
    r"(?:mejor|mellor|que sean|que sexan|mejor que sean|mellor que sexan|cambia a|cambiao a|cambialo a|"
    r"seran|serian|van a ser|son|que sea(?: solo)?|que sexa(?: so)?|"
    # «dame dos», «mejor ponme 2», «quero dous»: the count given, not one more
    r"(?:(?:mejor|mellor) )?(?:pon|pone|ponme|poname|poneme|dame|dadme|deme|ponnos|danos|quiero|quero)|"
    rf"{IF_I_PUT}|{COULD_BE}|"
    rf"(?:mejor |mellor )?{ONLY_WORD}|(?<=al final )|(?<=ao final )|(?<=\bno )|(?<=\bnon )|finalmente|"
    # «uy, 2», «perdón, 2», «ups 2»: what the customer just said, mended
    r"(?<=\buy )|(?<=\bups )|(?<=\bperdon )|(?<=\bperdona )|(?<=\bay )|(?<=\bai )|(?<=\bespera )|(?<=\bespere )|"
    r"(?<=\bperdoa )|(?<=\bdisculpa )|(?<=\bdesculpa )|(?<=\bagarda )|"    # «non perdoa, 2»
    # «me equivoqué, 2», «trabuqueime, dous»
    r"(?<=\bequivoque )|(?<=\bequivocado )|(?<=\bconfundi )|(?<=\bconfundido )|(?<=\blie )|(?<=\bliado )|"
    r"(?<=\btrabuqueime )|(?<=\bequivoqueime )|(?<=\bconfundinme )|(?<=\bdecir )|(?<=\bdicir )|"
    rf"(?=(?:{_NUMBER})\s+{ONLY_WORD}\b)|"      # «uno solo», «un só»
    r"(?<=\ben realidad )|(?<=\ben realidade ))\s*"
    r"(?:(?:son|sean|sexan|eran)\s+)?"      # «al final son 4», «no, son 4», «en realidad eran 5»
    rf"(?P<n>{_NUMBER})(?:\s+(?:mejor|mellor|{ONLY_WORD}))?(?:\s+(?:por favor|porfa|gracias|grazas))*"  # «6 mejor»
    r"(?:\s+(?:que|porque|pq|xq|ya que|pois|es que|e que) (?!(?:sean|sexan|son)\b).*)?$"    # «…, que viene más gente»
    # «con uno basta», «con 4 me bastan», «abóndame con 4»
    rf"|^(?:(?:pues|pois|no|non|vale|ok|bueno|bo|mejor|mellor)\s+)*(?:con|abondame con|abondanos con|chegame con) "
    rf"(?P<enough>{_NUMBER})(?:\s+(?:me|nos))?"
    r"(?:\s+(?:basta|bastan|abonda|abondan|chega|chegan|vale|valen|es suficiente|e suficiente))?"
    r"(?:\s+(?:por favor|porfa|gracias|grazas))*$")


# «¿y si en vez de 6 son 8?», «e se no canto de un son dous?»: the change asked as a question, still the change
_WHAT_IF = r"(?:(?:y|e|pues|pois|oye|oe) )?(?:(?:que tal|y que tal|e que tal) )?(?:si|se) "
# «en vez de 6 que sean 12», «pon 9 en lugar de 6»: the count written down, and the new one
_INSTEAD_QTY_RE = re.compile(
    rf"^(?:(?:{_WHAT_IF})?(?:{INSTEAD_OF}|en vez|en lugar|no) (?P<old>{_NUMBER}) "
    rf"(?:que sean|que sexan|pon|ponme|mejor|mellor|son|sino)?\s*(?P<n>{_NUMBER})"
    rf"|(?:pon|ponme|que sean|que sexan|mejor|mellor) (?P<n2>{_NUMBER}) en (?:vez|lugar) de (?P<old2>{_NUMBER})"
    # «2, no 3», «son 4 no 6», «al final son 4 y no 6»
    rf"|(?:{_WHAT_IF})?(?:(?:pues|pois|al final|ao final|perdon|perdona|uy)\s+)*(?:(?:son|sean|sexan|seran)\s+)?"
    rf"(?P<n3>{_NUMBER}) (?:no|non|y no|e non|{INSTEAD_OF}) (?P<old3>{_NUMBER}))$")


# «2 mejor», «tres mellor»: the count first, the cue after
_N_BETTER_RE = re.compile(rf"^(?P<n>{_NUMBER})\s+(?:mejor|mellor)(?:\s+(?:por favor|porfa|gracias|grazas))*$")


def _without_the_line_word(biz, words: list[str], cart: list) -> list[str] | None:
    """«mejor 3 bolsas», «al final 2 cajas», «mellor dúas caixas» with one line held whose name or an
    alias starts with that word («Bolsa de …»), or that word names its category or only counts
    («mejor 2 copias»): the words without it, a count of that line even where a number may be an hour."""
    product = biz.products.get(cart[0].get("item_id")) or {} if len(cart) == 1 else {}
    if not product:
        return None
    kind_words = {w for w, ids in biz.cached("items.category_words", _category_words).items()
                  if product.get("category") in ids}
    heads = head_words(product) | kind_words | {singular(w) for w in COUNT_WORDS}     # «caja», «caixa»
    at = [i for i, w in enumerate(words) if singular(w) in heads and i and qty_token(words[i - 1]) is not None]
    return [w for i, w in enumerate(words) if i not in at] if len(at) == 1 else None


def head_words(product: dict) -> set[str]:
    """The first word of a product's name and of each alias, in singular («caja», «caixa»)."""
    names = [clean(str(n)).split() for n in [product.get("name") or "", *(product.get("aliases") or ())]]
    return {singular(n[0]) for n in names if n}


def _mends_the_count(text: str, cart: list) -> bool:
    """«6 no, 4», «6 non, 4», «4, no 6» with 6 held: the count, even where a number may be an hour."""
    m = _INSTEAD_QTY_RE.match(text)
    said = {qty_token(x) for x in m.groups() if x} if m and len(cart) == 1 else set()
    return cart[0].get("qty") in said if said else False


def count_set(text: str) -> int | None:
    """The count «mejor tres», «ponme tres», «al final 9», «2 mejor» sets (None for anything else)."""
    m = _SET_QTY_RE.match(text) or _N_BETTER_RE.match(text)
    n = m and (m.group("n") or m.groupdict().get("enough"))
    return qty_token(n) if n and n not in OTHER else None


# «bueno 20», «vale, pues 24» to «son 36: ¿se lo paso a una persona?»: the count that fits
_FEWER_RE = re.compile(rf"^(?:(?:bueno|bo|vale|ok|pues|pois|entonces|entón|solo|so|mejor|mellor)\s+)*(?P<n>{_NUMBER})"
                       r"(?:\s+(?:entonces|porfa|por favor|gracias|grazas))*$")


def _first(m: re.Match, *groups: str) -> str:
    """The first of a match's alternative groups that took part in it."""
    return next((m.group(g) for g in groups if m.group(g)), "")


def _cart_quantity(biz, found: Found, words: list[str], cart: list, awaiting: str | None = None,
                   said: int | None = None) -> None:
    """«mejor tres», «al final 9», «en vez de 6 que sean 12» with one line in the cart (whose
    product takes no options, where a number could be a choice): that line, with the new quantity
    (`said`: the count already read, «vale, dúas caixas»)."""
    text = " ".join(words)
    n = said or count_set(text)     # «ponme otra» is one more
    if n is None and awaiting == "big" and (fewer := _FEWER_RE.match(text)):
        n = qty_token(fewer.group("n"))
    instead = _INSTEAD_QTY_RE.match(text) if n is None else None
    if instead and len(cart) == 1 and qty_token(_first(instead, "old", "old2", "old3")) == cart[0].get("qty"):
        n = qty_token(_first(instead, "n", "n2", "n3"))
    elif instead and len(cart) == 1 and instead["n3"] and qty_token(instead["n3"]) == cart[0].get("qty"):
        n = qty_token(instead["old3"])      # «6 non, 4» with 6 held: the 6 taken back
    if not n or len(cart) != 1:
        return
    choice = _the_choice_said(biz, cart[0].get("item_id"), n)
    if choice is not None:
        if (awaiting in CONTACT_ANSWERS or _a_size_at_the_time(awaiting, text)) and not found.stray_options:
            found.stray_options = [choice]      # «al final 20» at the phone question: the size of 20
        return
    if _people_it_serves(biz, cart[0], n):
        found.served = n        # «que sean 30», «¿pueden ser 30?» of a thing sized for up to 20: people, not 30 of it
        return
    found.lines = [{**cart[0], "qty": n, "options": dict(cart[0].get("options") or {})}]
    found.explicit = [True]
    found.mode = "set"
    found.unknown = []


# «las dos de 12», «ambas para 8», «de 12 cada una»: the one choice for every line held
_EVERY_ONE_RE = re.compile(r"\b(?:las dos|los dos|as duas|os dous|ambas|ambos|todas|todos|cada una|cada uno|"
                           r"cada unha|las 2|los 2|as 2|os 2)\b")


def _groups_held(biz, words: list[str], matches: list[Match], cart: list, changing: bool = False) -> set[str]:
    """«quita la X», «la X mejor de 8» where X is a group word and one product of the group is
    in the cart: that product (the definite article names what is held, not a new one; so does
    any word said to take off or set: «quita un X», «solo un X»). The group words with several
    products held are returned: «quita la X» asks which one goes."""
    held, several = {line.get("item_id") for line in cart}, set()
    for m in matches:
        if m.kind != "ambiguous" or not (changing or (m.start and words[m.start - 1] in DEFINITE | _IN_THE)):
            continue
        cands = (biz.catalog.get("ambiguous") or {}).get(m.target, {}).get("candidates", [])
        mine = [c for c in cands if c in held]
        if len(mine) == 1:
            m.kind, m.target = "product", mine[0]
        elif mine:
            several.add(m.target)
    return several


def _one_choice_for_every_line(biz, found: Found, words: list[str], options: list) -> None:
    """«una X y otra Y, las dos de 12»: the one choice said goes to every line named."""
    if len(options) != 1 or len(found.lines) < 2 or not _EVERY_ONE_RE.search(" ".join(words)):
        return
    _, _, oid, cid = options[0]
    for line in found.lines:
        if oid in (biz.products.get(line["item_id"]) or {}).get("options", []) and oid not in line["options"]:
            line["options"] = {**line["options"], oid: cid}
    found.stray_options = [o for o in found.stray_options if o.get("option_id") != oid]


def _options_for_the_cart(biz, found: Found, words: list[str], options: list, cart: list) -> None:
    """Choices said with no product, about the lines held: «y otra de 8» is one more of the last
    line's product with that choice; «una de 8 y otra de 20» (two held without it) splits the line;
    «las dos de 12» gives it to every line that lacks it."""
    if found.lines or found.ambiguous or not found.stray_options or not options:
        return
    oid = options[0][2]
    takers = [line for line in cart if oid in (biz.products.get(line.get("item_id")) or {}).get("options", [])]
    if not takers or any(o[2] != oid for o in options):
        return
    lacking = [line for line in takers if oid not in (line.get("options") or {})]
    counts = [qty_token(words[start - 1]) if start else None for start, _, _, _ in options]
    target = takers[-1]
    if len(options) == 1 and _EVERY_ONE_RE.search(" ".join(words)) and len(lacking) >= 2:
        found.mode, found.replaced = "set", list(dict.fromkeys(line["item_id"] for line in lacking))
        found.lines = [{"item_id": line["item_id"], "qty": line["qty"],
                        "options": {**(line.get("options") or {}), oid: options[0][3]}} for line in lacking]
    elif len(options) == 1 and OTHER.intersection(words[max(0, options[0][0] - 3):options[0][0]]):
        found.lines = [{"item_id": target["item_id"], "qty": counts[0] or 1,
                        "options": {**(target.get("options") or {}), oid: options[0][3]}}]
    elif len(options) > 1 and target in lacking and sum(n or 0 for n in counts) == target["qty"] and all(counts):
        found.mode, found.replaced = "set", [target["item_id"]]
        found.lines = [{"item_id": target["item_id"], "qty": n, "options": {**(target.get("options") or {}), oid: cid}}
                       for n, (_, _, _, cid) in zip(counts, options)]
    else:
        return
    found.explicit, found.stray_options = [True] * len(found.lines), []


def _a_choice_said(biz, item_id, n: int) -> bool:
    """«que sean 12» about a product sized for 12: a choice of its options, not a count."""
    return _the_choice_said(biz, item_id, n) is not None


def _a_size_at_the_time(awaiting: str | None, text: str) -> bool:
    """«uy no, q sean 12», «que sexan 12» to the time question, a thing for 8 held: its size of 12 (the
    words say a count, so no hour; «mejor 12» is asked there, it may be 12:00)."""
    return awaiting == "time" and only_a_count(text)


def _the_choice_said(biz, item_id, n: int) -> dict | None:
    """The option choice of `item_id` a number names ({option_id, choice_id}), else None."""
    options = biz.catalog.get("options") or {}
    for oid in (biz.products.get(item_id) or {}).get("options") or ():
        for choice in (options.get(oid) or {}).get("choices", []):
            said = [str(choice.get("id", ""))] + [str(a) for a in choice.get("aliases", [])]
            if any(qty_token(w) == n for phrase in said for w in clean(phrase).split()):
                return {"option_id": oid, "choice_id": choice.get("id")}
    return None


def _drop_replaced_duplicates(found: Found) -> None:
    """'en vez de 2 X, 5 X': the same product is not replaced, only its quantity."""
    kept = {line["item_id"] for line in found.lines}
    found.recounted += [r for r in found.replaced if r in kept and r not in found.recounted]
    found.replaced = [r for r in found.replaced if r not in kept]


# «al final 3 X» sets the count; «al final ponme 2 X más» adds them
_FINALLY_RE = re.compile(r"\b(?:al final|ao final|finalmente)\b")
# «más», «otros», «también», «añade»: more of something, on purpose
MORE_RE = re.compile(rf"\b(?:mas|mais|{'|'.join(sorted(OTHER))}|anade\w*|engade\w*|tambien|tamen|ademas|ademais|"
                     r"extra)\b")


# «¿cuánto cuesta cambiar una X?», «¿cuánto me cobráis por cambiar la X?»: the job of changing it,
# asked a price of (not «cambia la X por una Y»: one line for another)
_PRICE_OF_CHANGING_RE = re.compile(r"\b(?:cuanto|canto|precio|prezo|cobrais|cobrades|cobrariais)\b.*"
                                   r"\b(?:cambiar|cambiarme|cambiarle|cambialo|cambiala)\b(?!.*\bpor\b)")


# «y que sea a las 11», «que sexa ás 11», «que sean para el martes»: the when wished, no count set
# (not «que sexan as de Y»: «as» is «the» there)
_A_WHEN = (r"(?:(?:a las|a la|as|a as|sobre las|sobre as|hacia las|para las|pra as) "
           r"(?:[0-9]{1,2}|una|unha|dos|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|diez|dez|once|doce)|"
           r"(?:por la|pola) (?:manana|mana|tarde|noche|noite)|manana|mana|pasado|hoy|hoxe|"
           rf"(?:(?:para|pra|pa) )?(?:el|o|este|esta) (?:{'|'.join(sorted(_WEEKDAY_WORDS))}))\b")
_WHEN_WISHED_RE = re.compile(rf"\bque (?:sea|sean|sexa|sexan) {_A_WHEN}")
# «y X también, y mejor el viernes», «e o X tamén, mellor ás 11»: beside more asked on purpose, the
# «mejor» is the when's (one more thing, the day moved), no thing nor count set
_WHEN_BETTER_RE = re.compile(rf"\b(?:mejor|mellor) {_A_WHEN}")
# «se me sale la X al cambiar de…», «cuando cambio…», gl «ao cambiar», «cando cambio»: when something is
# switched in use (a problem told), no change of the order
_WHILE_SWITCHING_RE = re.compile(r"\b(?:al|ao|cuando|cando|mientras|mentres) (?:se |me |lle |le )?cambi\w*")


# «con 2 X me sobra», «con 2 X abonda»: N of X are enough, X's count set to N (not N taken off)
_ENOUGH_WITH_RE = re.compile(r"\b(?:con|co|cun|cunha) (?:[a-z0-9]+ ){1,4}(?:(?:me|nos) (?:sobra|sobran|basta|bastan)|"
                             r"sobrame|sobranme|sobranos|abonda|abondan|chega|chegan)\b")


def _mode(text: str) -> str:
    text = _WHILE_SWITCHING_RE.sub(" ", _WHEN_WISHED_RE.sub(" ", text))
    if MORE_RE.search(text):
        text = _WHEN_BETTER_RE.sub(" ", text)
    if _ENOUGH_WITH_RE.search(text):
        return "set"
    if _REMOVE_RE.search(text):
        return "remove"
    if _PRICE_OF_CHANGING_RE.search(text):
        return "add"
    if _SET_RE.search(text) or (_FINALLY_RE.search(text) and not MORE_RE.search(text)):
        return "set"
    return "add"
