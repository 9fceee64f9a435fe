"""Review of stop 55, «las dos» as «both of them» (understanding/all_of_them.py). What was wrong: any
«las N» after a count of N was «all of them», even with a day between or nothing after it: «mesa para dos
el domingo, las dos» lost its 14:00 («¿A qué hora te va bien…?»), «quiero 2 napolitanas para mañana, las
dos» asked the hour; and «dos ramos de rosas, las dos con tarjeta» lost the second card (the words were
dropped before «con Y», one Y each, was read). Now «las N» is all of them only right after the things
counted and with something said of them («de Y», «iguales», «sin Y»); with a day between or nothing after,
it is the hour; «con Y» is left to the reading of one Y each."""
import pytest

from tests.conversation import chat, line_counts


@pytest.mark.parametrize("slug, said, hour", [
    ("restaurante", "mesa para dos el domingo, las dos", "a las 14:00"),
    ("restaurante", "mesa para 2 mañana las 2", "a las 14:00"),
    ("restaurante", "mesa para dous o domingo as dúas", "ás 14:00"),
    ("restaurante", "mesa para dous o domingo as duas", "ás 14:00"),
    ("", "quiero 2 napolitanas para mañana, las dos", "A las 2 no puede ser"),     # neither 2:00 nor 14:00 (stop 56)
    ("", "quero 2 napolitanas para mañá as dúas", "Ás 2 non pode ser"),
    ("", "quiero dos napolitanas para el martes, las dos", "14:00"),
])
def test_a_day_or_nothing_after_keeps_the_hour(slug, said, hour):
    assert hour in chat(slug).say(said).text


@pytest.mark.parametrize("slug, said, held", [
    ("floristeria", "dos ramos de rosas para el lunes, las dos con tarjeta", {"ramo-rosas": 2, "tarjeta": 2}),
    ("floristeria", "dous ramos de rosas pro luns, os dous con tarxeta", {"ramo-rosas": 2, "tarjeta": 2}),
    ("", "quiero dos napolitanas, las dos de chocolate", {"napolitana": 2}),
    ("", "quero tres croissants, os tres de manteiga", {"croissant": 3}),
    ("libreria", "quiero dos cuadernos de rayas, los dos iguales", {"cuaderno-a5": 2}),
])
def test_both_of_them_still_read(slug, said, held):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == held and "14:00" not in t.text


@pytest.mark.parametrize("slug, said, held", [
    ("", "quiero dos napolitanas para mañana, las dos de chocolate", {"napolitana": 2}),
    ("", "quiero dos napolitanas mañana, las dos de chocolate", {"napolitana": 2}),
    ("", "quero dúas napolitanas pra mañá, as dúas de chocolate", {"napolitana": 2}),
    ("", "quiero 2 croissants para mañana, los dos de mantequilla", {"croissant": 2}),
    ("libreria", "quiero dos cuadernos a5 para el lunes, los dos de rayas", {"cuaderno-a5": 2}),
    ("libreria", "quero dous cadernos a5 pro luns, os dous de raias", {"cuaderno-a5": 2}),
])
def test_a_day_between_and_something_said_of_them_is_still_both(slug, said, held):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == held and "14:00" not in t.text
