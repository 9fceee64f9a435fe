"""«una bica para el finde» on a Saturday (Sunday 1 November a holiday): the answer read «… Este
pedido necesita {lead} de antelación.», the lead-time question said without its value, and «ya no
me queda nada libre» although nothing was taken: the weekend was too soon or closed. The day
question is now the form's own, with its lead time; a period with only closed days and days too
soon says it cannot be, one with days taken still says so. (Every conversation test now fails on
a text shown with a placeholder unfilled: tests/conversation.py.)
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, text", [
    ("una bica para el finde", "En esas fechas no puede ser; te propongo los días siguientes. "
                               "Este pedido necesita 24 horas de antelación. ¿Qué día lo recoges?"),
    ("quiero una bica para este fin de semana", "En esas fechas no puede ser; te propongo los días siguientes. "
                                                "Este pedido necesita 24 horas de antelación. ¿Qué día lo recoges?"),
    ("dos empanadas para el fin de semana", "En esas fechas no puede ser; te propongo los días siguientes. "
                                            "Este pedido necesita 24 horas de antelación. ¿Qué día lo recoges?"),
    ("quero unha bica para a fin de semana", "Nesas datas non pode ser; propóñoche os días seguintes. "
                                             "Este pedido precisa 24 horas de antelación. ¿Que día o recolles?"),
])
def test_a_period_too_soon_says_so_with_the_lead_time(said, text):
    t = chat().say(said)
    assert t.texts[-1] == text
    assert t.chip_labels[0] == "mar 3 nov"


def test_a_period_whose_hours_are_gone_is_still_taken():
    t = chat("peluqueria").say("corte de mujer esta semana")
    assert "En esas fechas ya no me queda nada libre; te propongo los días siguientes." in t.text
