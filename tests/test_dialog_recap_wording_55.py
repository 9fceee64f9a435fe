"""Stop 55, what the customer reads in recaps and summaries. What was wrong:

- Brackets inside brackets. A size and the total: «Tu pedido enviado: 1 × Tarta de queso (8 raciones)
  (total 22,00 €), …»; a name that has brackets of its own and a size: «1 × Tarta de limón (lemon pie)
  (12 raciones)», «Tarta de limón (lemon pie) (20 raciones): 40,00 €»; a priced part put in brackets
  again: «Lo que llevabas para recoger (2 × Cámara 700x28 (14,00 €)) lo paso a la cita…», «Llevas
  apuntado: revisión completa (en la indicación, también 2 × Cámara 700x28 (14,00 €)), …», «Lo de las
  12:00 (tarta de limón (lemon pie)) va en otro pedido».
- A participle that agrees with nothing: «Cámara 700x28: incluido en Reparar pinchazo.» (a feminine
  part; a plural one would have read «Pastillas de freno: incluido»).
- «2 croissants para mañana a las 10» then «y 2 napolitanas a las 12» moved the whole order to 12:00
  («Cambio la recogida al domingo 1 de noviembre a las 12:00.»): the croissants wished at 10 went
  silently to 12.
- «¿qué llevo?» mid-appointment left out the total that «Apunto: …» had just said («Llevas apuntado:
  corte de hombre, el martes…»), and a table sent read «Tu reserva enviada: reserva para 4 personas».

Now a detail goes inside the name's own brackets («Tarta de limón (lemon pie, 12 raciones)»), a total
after lines that end in brackets follows a comma («1 × Tarta de queso (8 raciones), total 22,00 €»), and
a priced part or the other time's thing with brackets is set off by commas; lines with no brackets
keep «(total 4,40 €)». An included part reads
«Cámara 700x28: entra en el precio de Reparar pinchazo.» («entran» for a plural name). New things at
another time than the one held ask «¿Lo recoges todo a las 12:00 o a las 10:00?» with both times as
buttons, the order kept at 10:00 until answered («y otro a las 12» and another day keep their own
answer). «¿qué llevo?» mid-appointment says its total («corte de hombre (total 14,00 €)»), and a table
sent reads «Tu reserva enviada: 4 personas, …»."""
import pytest

from bizengine.conversation.messages import included_text, lines_with_total, with_detail
from tests.conversation import chat

NESTED = ("))", ") (")


def _nested(text: str) -> bool:
    return any(x in text for x in NESTED)


def _sent(c, first: str, contact: str = "me llamo Ana, 600123123") -> None:
    c.say(first)
    c.say(contact)
    c.say("no")
    c.press("Enviar")


# ---------------------------------------------------------------- brackets


@pytest.mark.parametrize("first, asked, recap", [
    ("quiero una tarta de queso de 8 raciones para el miércoles a las 10", "¿qué he pedido?",
     "Tu pedido enviado: 1 × Tarta de queso (8 raciones), total 22,00 €, para recoger el miércoles 4 de "
     "noviembre a las 10:00."),
    ("quiero una tarta de queso de 8 raciones y 2 croissants para el miércoles a las 10", "que pedi?",
     "Tu pedido enviado: 1 × Tarta de queso (8 raciones) y 2 × Croissant de mantequilla (total 25,60 €), "
     "para recoger el miércoles 4 de noviembre a las 10:00."),
    ("quero unha tarta de queso de 12 racions para o mercores ás 10", "que pedín?",
     "O teu pedido enviado: 1 × Tarta de queso (12 racións), total 30,00 €, para recoller o mércores 4 de "
     "novembro ás 10:00."),
])
def test_the_sent_recap_never_nests_brackets(first, asked, recap):
    c = chat()
    _sent(c, first, "chámome Ana, 600123123" if "quero" in first else "me llamo Ana, 600123123")
    t = c.say(asked)
    assert t.texts[0].startswith(recap) and not _nested(t.text)


def test_lines_without_brackets_keep_the_bracketed_total():
    c = chat()
    _sent(c, "2 palmeras para el martes a las 11")
    t = c.say("¿qué he pedido?")
    assert t.texts[0].startswith("Tu pedido enviado: 2 × Palmera de hojaldre (total 4,40 €), para recoger el "
                                 "martes 3 de noviembre a las 11:00.")


@pytest.mark.parametrize("said, line", [
    ("quiero una tarta de limón de 12 raciones", "Apunto: 1 × Tarta de limón (lemon pie, 12 raciones). Total 30,00 €."),
    ("queria unha tarta de limon de 12 racions", "Apunto: 1 × Tarta de limón (lemon pie, 12 racións). Total 30,00 €."),
    ("una tarta de limon pa 8", "Apunto: 1 × Tarta de limón (lemon pie, 8 raciones). Total 22,00 €."),
])
def test_a_name_with_brackets_takes_its_size_inside_them(said, line):
    t = chat().say(said)
    assert t.texts[0] == line and not _nested(t.text)


@pytest.mark.parametrize("said, priced", [
    ("¿qué me recomiendas para 15 personas?", "Tarta de limón (lemon pie, 20 raciones): 40,00 €."),
    ("que me aconsellas pra un aniversario de 10?", "Tarta de limón (lemon pie, 12 racións): 30,00 €."),
    ("¿cuánto cuesta la tarta de limón de 12?", "Tarta de limón (lemon pie, 12 raciones): 30,00 €."),
])
def test_prices_of_a_size_never_nest_brackets(said, priced):
    t = chat().say(said)
    assert priced in t.text and not _nested(t.text)


def test_the_order_moved_into_an_appointment_sets_its_parts_off_with_commas():
    c = chat("taller")
    c.say("quiero 2 camaras")
    t = c.say("y una revision el martes a las 10")
    assert ("Lo que llevabas para recoger, 2 × Cámara 700x28 (14,00 €), lo paso a la cita como indicación, "
            "para que lo tengan listo ese día.") in t.text
    t = c.say("que llevo?")
    assert t.texts[0].startswith("Llevas apuntado: revisión completa (total 35,00 €) y, en la indicación, "
                                 "2 × Cámara 700x28 (14,00 €), el martes 3 de noviembre a las 10:00.")
    assert not _nested(t.text)


def test_the_order_moved_into_an_appointment_in_galician():
    c = chat("taller")
    c.say("quero 2 camaras")
    t = c.say("e unha revision o martes as 10")
    assert "O que levabas para recoller, 2 × Cámara 700x28 (14,00 €), páso á cita como indicación" in t.text
    t = c.say("que levo?")
    assert t.texts[0].startswith("Levas apuntado: revisión completa (total 35,00 €) e, na indicación, "
                                 "2 × Cámara 700x28 (14,00 €), o martes 3 de novembro ás 10:00.")


@pytest.mark.parametrize("said, other", [
    ("una tarta de queso para el martes a las 10 y una tarta de limón a las 12",
     "Lo de las 12:00, tarta de limón (lemon pie), va en otro pedido"),
    ("unha tarta de queixo para o martes ás 10 e unha tarta de limon ás 12",
     "O das 12:00, tarta de limón (lemon pie), vai noutro pedido"),
])
def test_the_other_times_thing_with_brackets_is_set_off_by_commas(said, other):
    t = chat().say(said)
    assert other in t.text and not _nested(t.text)


def test_the_other_times_thing_without_brackets_keeps_them():
    t = chat().say("2 croissants para mañana a las 10 y una napolitana a las 12")
    assert "Lo de las 12:00 (napolitana de chocolate) va en otro pedido" in t.text


def test_the_detail_and_the_total_helpers():
    assert with_detail("X", "8 u") == "X (8 u)"
    assert with_detail("X (y)", "8 u") == "X (y, 8 u)"
    assert with_detail("X", "") == "X"
    assert lines_with_total("1 × X (8 u)", "2,00 €", "es") == "1 × X (8 u), total 2,00 €"
    assert lines_with_total("1 × X", "2,00 €", "gl") == "1 × X (total 2,00 €)"


# ---------------------------------------------------------------- included


@pytest.mark.parametrize("first, asked, said", [
    ("cuanto cuesta arreglar un pinchazo?", "la camara va incluida?",
     "Cámara 700x28: entra en el precio de Reparar pinchazo."),
    ("¿cuánto cuesta el pinchazo?", "¿incluye la cámara?", "Cámara 700x28: entra en el precio de Reparar pinchazo."),
    ("canto custa arranxar un furado?", "a camara vai incluida?", "Cámara 700x28: entra no prezo de Reparar furado."),
])
def test_an_included_part_has_no_participle_to_agree(first, asked, said):
    c = chat("taller")
    c.say(first)
    t = c.say(asked)
    assert said in t.text and "incluid" not in t.text and "incluíd" not in t.text


@pytest.mark.parametrize("said", ["quiero cambiar la camara el martes a las 10", "cambiadme la camara el lunes"])
def test_a_part_fitted_by_a_service_says_so_without_agreement(said):
    t = chat("taller").say(said)
    assert t.texts[0] == "Cámara 700x28: entra en el precio de Reparar pinchazo."


def test_a_plural_part_takes_a_plural_verb():
    assert included_text("Pastillas de freno", "Ajuste de frenos", "es") == \
        "Pastillas de freno: entran en el precio de Ajuste de frenos."
    assert included_text("Pastillas de freno", "Ajuste de frenos", "gl") == \
        "Pastillas de freno: entran no prezo de Ajuste de frenos."
    assert included_text("Cámara", "Reparar pinchazo", "es") == "Cámara: entra en el precio de Reparar pinchazo."


# ---------------------------------------------------------------- another time for new things


@pytest.mark.parametrize("first, more, asked", [
    ("2 croissants para mañana a las 10", "y 2 napolitanas a las 12", "¿Lo recoges todo a las 12:00 o a las 10:00?"),
    ("dos croisants pa mañana a las 10", "y 2 napolitanas tb a las 12", "¿Lo recoges todo a las 12:00 o a las 10:00?"),
    ("2 croissants para mañá ás 10", "e 2 napolitanas ás 12", "¿Recólleslo todo ás 12:00 ou ás 10:00?"),
])
def test_new_things_at_another_time_ask_which_time_for_all(first, more, asked):
    c = chat()
    c.say(first)
    t = c.say(more)
    assert t.texts[-1] == asked and t.chip_labels == ["12:00", "10:00"]
    assert "Cambio la recogida" not in t.text and "Cambio a recollida" not in t.text
    assert {line["item_id"]: line["qty"] for line in c.order["lines"]} == {"croissant": 2, "napolitana": 2}
    assert c.order["ymd"] == "2026-11-01"


@pytest.mark.parametrize("answer, minutes", [("!12:00", 720), ("!10:00", 600), ("a las 10", 600),
                                             ("todo a las 12", 720), ("la primera", 720)])
def test_the_time_for_all_is_taken(answer, minutes):
    c = chat()
    c.say("2 croissants para mañana a las 10")
    c.say("y 2 napolitanas a las 12")
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert c.order["min"] == minutes and "times_for_all" not in c.order
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


def test_one_more_at_another_time_keeps_its_own_answer():
    c = chat()
    c.say("2 croissants para mañana a las 10")
    t = c.say("y otro a las 12")
    assert "Un pedido es para una hora: apunto el de las 10:00." in t.text and c.order["min"] == 600


def test_new_things_for_another_day_keep_their_own_answer():
    c = chat()
    c.say("2 croissants para el martes a las 10")
    t = c.say("y 2 napolitanas para el miércoles a las 12")
    assert "¿Lo recoges todo" not in t.text and c.order["ymd"] == "2026-11-03" and c.order["min"] == 600


def test_a_time_changed_alone_still_moves_the_pickup():
    c = chat()
    c.say("2 croissants para mañana a las 10")
    t = c.say("mejor a las 12")
    assert "Cambio la recogida al domingo 1 de noviembre a las 12:00." in t.text and c.order["min"] == 720


# ---------------------------------------------------------------- totals and repeated words


@pytest.mark.parametrize("slug, said, asked, recap", [
    ("peluqueria", "cita para corte de hombre el martes a las 10", "¿que llevo?",
     "Llevas apuntado: corte de hombre (total 14,00 €), el martes 3 de noviembre a las 10:00."),
    ("peluqueria", "quero cita para corte de home o martes as 10", "que levo?",
     "Levas apuntado: corte de home (total 14,00 €), o martes 3 de novembro ás 10:00."),
    ("taller", "quiero una revision completa el martes a las 10", "resumen",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00."),
])
def test_the_held_appointment_says_its_total(slug, said, asked, recap):
    c = chat(slug)
    c.say(said)
    assert c.say(asked).texts[0].startswith(recap)


def test_a_held_table_recap_is_unchanged():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21")
    assert c.say("¿qué llevo?").texts[0].startswith(
        "Llevas apuntado: reserva para 4 personas, el viernes 6 de noviembre a las 21:00.")


@pytest.mark.parametrize("said, asked, recap", [
    ("mesa para 4 el viernes a las 21", "¿qué he reservado?",
     "Tu reserva enviada: 4 personas, el viernes 6 de noviembre a las 21:00."),
    ("mesa para 1 o venres ás 21", "que reservei?",
     "A túa reserva enviada: 1 persoa, o venres 6 de novembro ás 21:00."),
])
def test_a_sent_table_never_repeats_the_word(said, asked, recap):
    c = chat("restaurante")
    _sent(c, said, "chámome Ana, 633444555" if "venres" in said else "me llamo Ana, 633444555")
    t = c.say(asked)
    assert t.texts[0].startswith(recap) and "reserva enviada: reserva" not in t.text
