"""After «A las 17:00 no me queda hueco. Las horas libres más cercanas son …»: «la más cercana», «a
máis cedo», «la más tarde» take one of them; a bare «vale» asks which of those (it offered the
whole day from the morning, the times offered forgotten)."""
import pytest

from tests.conversation import chat


def _refused(slug="peluqueria", said="corte de mujer el viernes a las 17"):
    c = chat(slug)
    t = c.say(said)
    assert "no me queda hueco" in t.text or "non me queda oco" in t.text
    return c, [int(x[:2]) * 60 + int(x[3:]) for x in t.chip_labels]


@pytest.mark.parametrize("said, pick", [("ok la mas cercana", "nearest"), ("vale, a máis cedo", "first"),
                                        ("la más tarde", "last"), ("pues la mas temprana", "first")])
def test_one_of_the_times_offered(said, pick):
    c, offered = _refused()
    c.say(said)
    chosen = c.state["booking"]["min"]
    expected = {"first": min(offered), "last": max(offered),
                "nearest": min(offered, key=lambda t: (abs(t - 17 * 60), t))}[pick]
    assert chosen == expected


@pytest.mark.parametrize("slug, said, yes, which", [
    ("taller", "centrado de rueda el miercoles a las 5", "vale", "¿Cuál de esas horas te va bien?"),
    ("taller", "centrado de rueda o mércores ás 5", "vale", "¿Cal desas horas che vai ben?"),
    ("peluqueria", "corte de mujer el viernes a las 17", "ok", "¿Cuál de esas horas te va bien?"),
])
def test_a_bare_yes_asks_which_of_those(slug, said, yes, which):
    c, offered = _refused(slug, said)
    t = c.say(yes)
    assert which in t.text
    assert [int(x[:2]) * 60 + int(x[3:]) for x in t.chip_labels] == offered
