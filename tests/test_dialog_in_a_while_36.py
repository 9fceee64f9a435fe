"""«Dentro de una hora», «paso en media hora» (the chat clock: Saturday 12:40, open to 14:00, pickup
every 30 minutes): the first free time soon after is given plainly, never called «the earliest»;
with none soon after, the free times nearest are offered."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["4 palmeras para dentro de una hora", "catro palmeiras para dentro dunha hora",
                                  "4 palmeras, paso nunha hora"])
def test_nothing_free_soon_after_offers_the_nearest(said):
    c = chat()
    t = c.say(said)
    assert "13:40" in t.text and ("más cercanas son 13:00, 13:30 o 16:30" in t.text
                                  or "máis próximas son 13:00, 13:30 ou 16:30" in t.text)
    assert t.chip_labels == ["13:00", "13:30", "16:30"]
    assert "más pronto" not in t.text and "máis cedo" not in t.text and c.order.get("min") is None


@pytest.mark.parametrize("said, text", [("4 palmeras, paso en media hora", "Lo tengo listo a las 13:30."),
                                        ("catro palmeiras, paso en media hora", "Téñoo listo ás 13:30.")])
def test_a_free_time_soon_after_is_taken(said, text):
    c = chat()
    t = c.say(said)
    assert text in t.text and c.order["min"] == 13 * 60 + 30


def test_as_soon_as_possible_is_still_the_earliest():
    c = chat()
    t = c.say("4 palmeras lo antes posible")
    assert "Lo más pronto que puedo tenerlo listo es a las 13:00." in t.text and c.order["min"] == 13 * 60
