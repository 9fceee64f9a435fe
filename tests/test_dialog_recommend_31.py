"""Stop 31: «¿qué X me recomiendas?» is answered with what there is of X (sized for the people
said), the choice left to the customer: it went to a person. «¿qué tenéis para cenar?», «pa
desayunar», «para almorzar» ask what there is for that, never «No tenemos desayunar en el catálogo»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SIZED_12 = ("Tarta de queso (12 raciones): 30,00 €. Tarta de Santiago (12 raciones): 26,00 €. "
            "Tarta Sacher (12 raciones): 34,00 €.")
SIZED_12_GL = "Tarta de queso (12 racións): 30,00 €. Tarta de Santiago (12 racións): 26,00 €."


@pytest.mark.parametrize("said, expected", [
    ("¿qué tarta me recomiendas para 10 personas?", SIZED_12),
    ("que tarta me recomendais para 12", SIZED_12),
    ("q tarta nos aconsejais para 10?", SIZED_12),
    ("¿que tarta me recomendas para 12?", SIZED_12_GL),
    ("que tarta nos aconsellades para 10 persoas?", SIZED_12_GL),
    ("que tarta me recomendais", "Tarta de queso: desde 22,00 €. Tarta de Santiago: desde 18,00 €."),
    ("¿qué pan me aconsejas?", "Pan de masa madre: 4,50 €. Pan de centeno: 4,00 €."),
])
def test_a_recommendation_lists_the_kind_with_prices(said, expected):
    t = chat().say(said)
    assert expected in t.text and t.request is None


@pytest.mark.parametrize("said", ["¿qué me recomiendas?", "que nos recomendais", "¿que me recomendas?"])
def test_a_recommendation_of_nothing_named_offers_the_popular(said):
    # stop 50: the products the catalogue marks popular, not the whole catalogue
    t = chat().say(said)
    assert t.text.startswith(("Lo que más se pide:", "O que máis se pide:")) and t.request is None
    assert "persona" not in t.text


@pytest.mark.parametrize("slug, said", [
    ("", "¿qué tenéis para desayunar?"),
    ("", "que teneis pa merendar"),
    ("", "¿que tedes para almorzar?"),
    ("restaurante", "¿qué tenéis para cenar?"),
    ("restaurante", "¿qué nos recomendáis para cenar?"),
    ("restaurante", "que nos aconsejais"),
])
def test_what_it_is_for_is_no_kind_that_is_missing(slug, said):
    t = chat(slug).say(said)
    assert "No tenemos" not in t.text and "Non temos" not in t.text
    assert (t.cards() or t.text.startswith("Lo que más se pide:")) and t.request is None


def test_a_kind_that_is_missing_is_still_said_missing():
    t = chat("restaurante").say("¿qué vinos tenéis?")
    assert "No tenemos vinos en el catálogo." in t.text
