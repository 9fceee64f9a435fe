"""«¿Vendéis café?» at a bakery that serves no coffee: «café» is only one of the macarons'
flavours, in their description, and the answer was «Esto es lo que tenemos: Caja de 6 macarons»,
as if coffee were sold. A kind asked about that only descriptions hold gets what the knowledge
says of it, then what has it («Con café tenemos: …»), written as the description writes it; a
kind the products' own names hold is still listed as what there is."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

NO_CAFE = "No tenemos mesas ni servicio de cafetería (no servimos café para tomar aquí)"
NO_CAFE_GL = "Non temos mesas nin servizo de cafetaría (non servimos café para tomar aquí)"


@pytest.mark.parametrize("said, knowledge, has_it", [
    ("¿Vendéis café?", NO_CAFE, "Con café tenemos: Caja de 6 macarons: 12,00 €."),
    ("vendeis cafe", NO_CAFE, "Con café tenemos: Caja de 6 macarons: 12,00 €."),       # no accent, no «?»
    ("¿qué tenéis de café?", NO_CAFE, "Con café tenemos: Caja de 6 macarons: 12,00 €."),
    ("vendedes café?", NO_CAFE_GL, "Con café temos: Caja de 6 macarons: 12,00 €."),
    ("vendedes cafe", NO_CAFE_GL, "Con café temos: Caja de 6 macarons: 12,00 €."),
])
def test_a_flavour_in_a_description_is_not_said_sold(tmp_path, said, knowledge, has_it):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert t.texts[0].startswith(knowledge)
    assert t.texts[-1] == has_it
    assert "Esto es lo que tenemos" not in t.text and t.chip_labels == ["Encargar: Caja de 6 macarons"]


def test_without_knowledge_what_has_it_is_said_alone():
    t = chat().say("¿vendéis café?")
    assert t.texts == ["Con café tenemos: Caja de 6 macarons: 12,00 €."]


def test_a_word_of_a_services_description_at_a_workshop():
    t = chat("taller").say("¿vendéis engrase?")
    assert t.texts == ["Con engrase tenemos: Revisión completa: 35,00 €."]


@pytest.mark.parametrize("said, answer", [
    ("¿vendéis hojaldre?", "Con hojaldre tenemos: Palmera de hojaldre: 2,20 €. Napolitana de chocolate: 2,00 €. "
                           "Milhojas de crema: 3,20 €."),
    ("tenéis hojaldre", "Con hojaldre tenemos: Palmera de hojaldre: 2,20 €. Napolitana de chocolate: 2,00 €. "
                        "Milhojas de crema: 3,20 €."),
    ("¿qué tenéis de limón?", "Con limón tenemos: Tarta de limón (lemon pie): desde 22,00 €. Caja de 6 macarons: 12,00 €."),
    ("que teneis de limon", "Con limón tenemos: Tarta de limón (lemon pie): desde 22,00 €. Caja de 6 macarons: 12,00 €."),
    ("que tedes de chocolate?", "Con chocolate temos: Tarta Sacher: dende 26,00 €. Brownie sin harina: 3,00 €. "
                                "Napolitana de chocolate: 2,00 €. Caja de 6 macarons: 12,00 €."),
    ("¿vendéis masa madre?", "Esto es lo que tenemos: Pan de masa madre: 4,50 €."),
    ("vendedes masa nai?", "Isto é o que temos: Pan de masa madre: 4,50 €."),
    ("¿tenéis cajas?", "Esto es lo que tenemos: Caja de 6 macarons: 12,00 €. Caja de polvorones de almendra: 8,50 €."),
])
def test_a_word_of_the_catalogue_lists_what_holds_it(said, answer):
    """These went to a person («¿vendéis hojaldre?») or showed the whole catalogue («¿qué tenéis
    de limón?»): the word is the catalogue's, but names no product, group or category alone."""
    t = chat().say(said)
    assert t.texts == [answer]
    assert t.chip_labels and all(label.startswith("Encargar: ") for label in t.chip_labels)
    assert t.request is None
