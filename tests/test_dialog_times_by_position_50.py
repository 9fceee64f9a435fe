"""A time named by its place among the free times: «la primera que tengas», «la última de la tarde»,
«a primeira pola tarde», «a derradeira que teñas», «la más temprana», «la siguiente a esa», «la primera
después de las 12»: the right free time of the day held (all of its free times, not only the buttons
shown), said back as usual. A bare «la primera» stays the button in that place; «la de las 5», «a las 12»,
a button pressed and «esa» keep their reading."""
import pytest

from tests.conversation import chat

# the salon's Thursday 5 November for a women's cut: 11:15 … 13:15, then 16:00, 16:15, 18:00, 18:15
SALON = "corte de mujer el jueves"


@pytest.mark.parametrize("said, time", [
    ("la ultima que tengas", "18:15"), ("la última que haya", "18:15"), ("a derradeira que teñas", "18:15"),
    ("la más tarde", "18:15"), ("la utlima libre", "18:15"),
    ("la primera de la tarde", "16:00"), ("a primeira pola tarde", "16:00"), ("la priemra libre por la tarde", "16:00"),
    ("la ultima de la mañana", "12:45"), ("a última da tarde", "18:15"),
    ("la primera que tengas", "11:15"), ("la primera que puedas", "11:15"), ("la mas temprana", "11:15"),
    ("la primera despues de las 12", "12:15"), ("a primeira despois das 12", "12:15"),
    ("lo antes posible despues de las 12", "12:15"),
])
def test_a_place_among_the_days_free_times(said, time):
    c = chat("peluqueria")
    c.say(SALON)
    t = c.say(said)
    assert c.state["booking"]["min"] == int(time[:2]) * 60 + int(time[3:])
    assert time in t.text


@pytest.mark.parametrize("said", ["la siguiente a esa", "mejor la de despues", "a seguinte"])
def test_the_next_one_after_the_time_held(said):
    c = chat("peluqueria")
    c.say(SALON + " a las 12")
    t = c.say(said)
    assert c.state["booking"]["min"] == 12 * 60 + 15
    assert "12:15" in t.text


def test_the_next_one_after_a_time_refused():
    c = chat("peluqueria")
    t = c.say(SALON + " a las 5")
    assert t.chip_labels == ["16:00", "16:15", "18:00"]
    t = c.say("la siguiente a esa")
    assert c.state["booking"]["min"] == 18 * 60 and "18:00" in t.text


def test_the_first_you_have_after_a_time_refused_is_the_days_first():
    c = chat("peluqueria")
    c.say(SALON + " a las 5")
    t = c.say("la primera que tengas")
    assert c.state["booking"]["min"] == 11 * 60 + 15 and "11:15" in t.text


@pytest.mark.parametrize("said, time", [("la primera que tengas", "13:00"), ("la ultima que haya", "22:00"),
                                        ("la primera de la noche", "20:00"), ("la ultima del mediodia", "14:30")])
def test_a_table_by_its_place(said, time):
    c = chat("restaurante")
    c.say("mesa para 4 el viernes")
    t = c.say(said)
    assert c.state["booking"]["min"] == int(time[:2]) * 60 + int(time[3:]) and time in t.text


@pytest.mark.parametrize("said, time", [("la primera que puedas", "09:00"), ("a primeira hora que poidas", "09:00"),
                                        ("la ultima que tengas", "19:30"), ("la ultima de la mañana", "13:30"),
                                        ("la primera de la tarde", "16:30"), ("la primera despues de las 12", "12:30")])
def test_a_pickup_time_by_its_place(said, time):
    c = chat()
    c.say("quiero 3 empanadas para el viernes")
    t = c.say(said)
    assert c.order["min"] == int(time[:2]) * 60 + int(time[3:]) and time in t.text


def test_the_next_pickup_time_after_the_one_held():
    c = chat()
    c.say("quiero 3 empanadas para el viernes a las 10")
    t = c.say("la siguiente a esa")
    assert c.order["min"] == 10 * 60 + 30 and "10:30" in t.text
    assert "más pronto" not in t.text       # not said as the day's earliest


# what keeps its reading
@pytest.mark.parametrize("said, minutes", [("la ultima", 13 * 60), ("a derradeira", 13 * 60), ("la segunda", 11 * 60 + 30),
                                           ("a las 12", 12 * 60), ("lo mas tarde posible", 18 * 60 + 15),
                                           ("lo antes posible", 11 * 60 + 15)])
def test_the_buttons_and_times_said_keep_their_reading(said, minutes):
    c = chat("peluqueria")
    c.say(SALON)
    c.say(said)
    assert c.state["booking"]["min"] == minutes


def test_a_button_pressed_keeps_its_reading():
    c = chat("peluqueria")
    c.say(SALON)
    c.press("12:30")
    assert c.state["booking"]["min"] == 12 * 60 + 30


@pytest.mark.parametrize("said, minutes", [("la primera", 16 * 60), ("la mas tarde", 18 * 60), ("esa", None),
                                           ("la de las 6", 18 * 60)])
def test_after_a_time_refused_the_times_offered_keep_their_reading(said, minutes):
    c = chat("peluqueria")
    c.say(SALON + " a las 5")
    c.say(said)
    assert c.state["booking"].get("min") == minutes


@pytest.mark.parametrize("said", ["a primera hora de la tarde", "la última hora"])
def test_early_or_late_in_a_part_still_offers_its_times(said):
    c = chat()
    c.say("quiero 3 croissants para el martes")
    c.say(said)
    assert c.order["min"] is None


@pytest.mark.parametrize("said", ["¿cuál es la primera que tenéis libre el jueves?",
                                  "es la primera vez que vengo, quiero un corte de mujer el jueves"])
def test_asked_or_another_first_takes_no_time(said):
    c = chat("peluqueria")
    c.say(said)
    assert (c.state.get("booking") or {}).get("min") is None


def test_the_first_of_the_days_offered_is_a_day_not_a_time():
    c = chat("peluqueria")
    c.say("quiero un corte de mujer")
    c.say("la primera")
    assert (c.state["booking"] or {}).get("min") is None
