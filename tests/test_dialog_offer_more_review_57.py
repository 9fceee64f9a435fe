"""The «¿Te apunto N más?» offer answered with something else; «el de X en vez del de Y» with no Y held
(stop 57, helper W1).

What was wrong:
- «6 croissants: 3 normales y 3 de chocolate» holds 3 and offers «Solo tengo Croissant de mantequilla
  (1,80 €). ¿Te apunto 3 más?». A day or time said next («para mañana a las 10») was taken as «sí»:
  «Apunto: 6 × Croissant de mantequilla…»; with «a las 12» the time was refused but the count still went
  up;
- a name («Ana») or «da igual» said next was refused («Para seguir necesito que me digas una de estas
  opciones… ¿Te apunto 3 más?») and the name lost; the same at the florist, the bookshop and in Galician;
- the offer was asked again after every later message («¿qué llevo?», «y una napolitana»);
- «un pan de masa madre … || el de centeno en vez del de chocolate» (no chocolate one held) added the rye
  bread: «Apunto: 1 × Pan de masa madre y 1 × Pan de centeno. Total 8,50 €.»

Now the «más» offer is extra: only a yes or a count takes it and a «no» declines it. Anything else that
answers the order (a day, a time, a name, a phone, «da igual», another thing, a question) leaves it
untaken: the held count stays, what was said is applied as it would be without the offer, and the offer is
not asked again. Stop 56's single offer («2 croissant de chocolate» → «¿Te apunto 2?», which a day takes)
does not change. «el de X en vez del de Y» with no held line of the kind Y says «No tenías «el de Y» en el
pedido: llevas …» and adds nothing; with a Y held it still swaps.
"""
import pytest

from tests.conversation import chat_after, line_counts

_OFFER = "¿Te apunto {n} más?"
_OFFER_GL = "¿Apúntoche {n} máis?"
_ASK_TIME = "¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las 13:00."
_ASK_TIME_GL = "¿A que hora o recolles? O máis cedo que podo telo listo é ás 13:00."
_ASK_NAME = "¿A nombre de quién lo preparo?"
_ASK_NAME_GL = "¿A nome de quen o preparo?"
_SIX = "6 croissants: 3 normales y 3 de chocolate"
_FOUR = "quiero 4 croissants, 2 de chocolate y 2 normales"
_FOUR_GL = "quero 4 croissants, 2 tostadiños e 2 de chocolate"


_said = chat_after


def _offered(c, n: int, gl: bool = False) -> bool:
    return any((_OFFER_GL if gl else _OFFER).format(n=n) in t for t in c.last.texts)


def _never_offered_again(c) -> bool:
    return not any("más?" in t or "máis?" in t for t in c.last.texts)


def test_the_offer_is_made_first():
    c = _said("", _SIX)
    assert _offered(c, 3)
    assert line_counts(c) == {"croissant": 3}


# ---- 1. a day or a time: applied, the held count kept ------------------------------------------------

@pytest.mark.parametrize("first, then, held, ymd, minutes, asked", [
    (_SIX, "para mañana a las 10", 3, "2026-11-01", 600, _ASK_NAME),
    (_SIX, "mañana a las 10", 3, "2026-11-01", 600, _ASK_NAME),
    (_FOUR, "para el martes a las 10", 2, "2026-11-03", 600, _ASK_NAME),
    (_FOUR, "el martes a las 11", 2, "2026-11-03", 660, _ASK_NAME),
    (_FOUR_GL, "para mañá ás 10", 2, "2026-11-01", 600, _ASK_NAME_GL),
    (_FOUR_GL, "o martes as 10", 2, "2026-11-03", 600, _ASK_NAME_GL),
])
def test_a_day_or_time_to_the_offer_keeps_the_count(first, then, held, ymd, minutes, asked):
    c = _said("", first, then)
    assert line_counts(c) == {"croissant": held}
    assert c.order.get("ymd") == ymd and c.order.get("min") == minutes
    assert c.last.texts[-1] == asked
    assert not any("Apunto:" in t for t in c.last.texts)
    assert _never_offered_again(c)


@pytest.mark.parametrize("then", ["a las 12", "para hoy a las 12"])
def test_a_time_refused_to_the_offer_keeps_the_count(then):
    c = _said("", _FOUR, then)
    assert line_counts(c) == {"croissant": 2}
    assert any("A las 12:00 ya no llego" in t for t in c.last.texts)
    assert not any("Apunto:" in t for t in c.last.texts)
    assert _never_offered_again(c)


# ---- 2. a name, a phone, «da igual»: taken as they would be without the offer ---------------------------

@pytest.mark.parametrize("slug, first, then, held, said, asked", [
    ("", _SIX, "Ana", {"croissant": 3}, "Apunto el nombre: Ana.", _ASK_TIME),
    ("", _FOUR, "me llamo Marta", {"croissant": 2}, "Apunto el nombre: Marta.", _ASK_TIME),
    ("", _FOUR_GL, "Ana", {"croissant": 2}, "Apunto o nome: Ana.", _ASK_TIME_GL),
    ("floristeria", "quiero 4 ramos de rosas, 2 rojos y 2 de tulipanes", "Ana", {"ramo-rosas": 2},
     "Apunto el nombre: Ana.", _ASK_TIME),
    ("libreria", "4 marcapaginas, 2 envueltos y 2 de plastico", "Ana", {"marcapaginas": 2},
     "Apunto el nombre: Ana.", "¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las 13:30."),
    ("", _FOUR, "600111222", {"croissant": 2}, "Apunto el teléfono: 600 11 12 22.", _ASK_TIME),
])
def test_a_name_or_phone_to_the_offer_is_kept(slug, first, then, held, said, asked):
    c = _said(slug, first, then)
    assert line_counts(c) == held
    assert said in c.last.texts
    assert c.last.texts[-1] == asked
    assert not any("Para seguir" in t or "Para seguir preciso" in t for t in c.last.texts)


@pytest.mark.parametrize("first, then, earliest, asked", [
    (_SIX, "da igual", "Lo más pronto que puedo tenerlo listo es a las 13:00.", _ASK_NAME),
    (_FOUR, "me da igual", "Lo más pronto que puedo tenerlo listo es a las 13:00.", _ASK_NAME),
])
def test_da_igual_to_the_offer_takes_the_first_time(first, then, earliest, asked):
    c = _said("", first, then)
    assert line_counts(c) == {"croissant": 3 if first == _SIX else 2}
    assert earliest in c.last.texts
    assert c.last.texts[-1] == asked
    assert c.order.get("min") == 13 * 60


# ---- 3. the offer is not asked again after another message ------------------------------------------

def test_a_question_then_another_thing_never_ask_the_offer_again():
    c = _said("", _FOUR, "¿qué llevo?")
    assert c.last.texts == ["Llevas 2 × Croissant de mantequilla. Total 3,60 €.", _ASK_TIME]
    c.say("y una napolitana")
    assert line_counts(c) == {"croissant": 2, "napolitana": 1}
    assert c.last.texts == ["Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €.",
                            _ASK_TIME]


def test_another_thing_to_the_offer_in_galician():
    c = _said("", _FOUR_GL, "e unha napolitana")
    assert line_counts(c) == {"croissant": 2, "napolitana": 1}
    assert c.last.texts[-1] == _ASK_TIME_GL
    assert _never_offered_again(c)


# ---- 4. near-misses: a yes, a count, a «no» still answer the offer --------------------------------------

@pytest.mark.parametrize("first, then, held", [
    (_FOUR, "sí", 4), (_FOUR, "vale", 4), (_FOUR, "si porfa", 4), (_FOUR_GL, "si", 4), (_FOUR_GL, "vale", 4),
    (_FOUR, "vale, para el martes a las 10", 4), (_FOUR, "que sean 3", 5),
    (_FOUR, "no", 2), (_FOUR, "solo esos", 2), (_FOUR_GL, "só eses", 2),
])
def test_a_yes_a_count_or_a_no_still_answer_the_offer(first, then, held):
    c = _said("", first, then)
    assert line_counts(c) == {"croissant": held}


def test_yes_with_a_day_takes_both():
    c = _said("", _FOUR, "vale, para el martes a las 10")
    assert "Apunto: 4 × Croissant de mantequilla. Total 7,20 €." in c.last.texts
    assert c.order.get("ymd") == "2026-11-03" and c.order.get("min") == 600


@pytest.mark.parametrize("then", ["para mañana a las 10", "mañana a las 10", "el martes"])
def test_stop_56_single_offer_still_taken_by_a_day(then):
    c = _said("", "2 croissant de chocolate", then)
    assert line_counts(c) == {"croissant": 2}
    assert "Apunto: 2 × Croissant de mantequilla. Total 3,60 €." in c.last.texts


# ---- 5. «el de X en vez del de Y» with no Y held --------------------------------------------------------

@pytest.mark.parametrize("first, then, said", [
    ("un pan de masa madre para mañana a las 10", "el de centeno en vez del de chocolate",
     "No tenías «el de chocolate» en el pedido: llevas 1 × Pan de masa madre."),
    ("un pan de masa madre para mañana a las 10", "en vez del de chocolate el de centeno",
     "No tenías «el de chocolate» en el pedido: llevas 1 × Pan de masa madre."),
    ("un pan de masa madre para mañana a las 10", "cambia la de chocolate por la de centeno",
     "No tenías «la de chocolate» en el pedido: llevas 1 × Pan de masa madre."),
    ("un pan de masa madre para mañana a las 10", "mejor el de centeno en lugar del de chocolate porfa",
     "No tenías «el de chocolate» en el pedido: llevas 1 × Pan de masa madre."),
    ("un pan de masa madre para mañana a las 10", "en lugar del de chocolate pon uno de centeno",
     "No tenías «el de chocolate» en el pedido: llevas 1 × Pan de masa madre."),
    ("un pan de masa madre para mañá ás 10", "o de centeo no canto do de chocolate",
     "Non tiñas «o de chocolate» no pedido: levas 1 × Pan de masa madre."),
])
def test_kind_given_up_not_held_adds_nothing(first, then, said):
    c = _said("", first, then)
    assert line_counts(c) == {"pan-masa-madre": 1}
    assert said in c.last.texts
    assert not any("Apunto:" in t for t in c.last.texts)


@pytest.mark.parametrize("first, then, held", [
    ("un pan de masa madre para mañana a las 10", "el de centeno en vez del de masa madre", {"pan-centeno": 1}),
    ("un pan de masa madre para mañá ás 10", "o de centeo no canto do de masa nai", {"pan-centeno": 1}),
    ("un pan de masa madre para mañana a las 10", "el de centeno en vez del de masas madre", {"pan-centeno": 1}),
])
def test_kind_given_up_held_still_swaps(first, then, held):
    c = _said("", first, then)
    assert line_counts(c) == held
    assert "Apunto: 1 × Pan de centeno. Total 4,00 €." in c.last.texts


def test_florist_kind_not_held_and_held():
    c = _said("floristeria", "un ramo de rosas para el lunes a las 12", "el de temporada en vez del de tulipanes")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "No tenías «el de tulipanes» en el pedido: llevas 1 × Ramo de rosas." in c.last.texts
    c = _said("floristeria", "un ramo de rosas para el lunes a las 12", "el de temporada en vez del de rosa")
    assert line_counts(c) == {"ramo-temporada": 1}
    assert "Apunto: 1 × Ramo de temporada. Total 28,00 €." in c.last.texts
