"""Stop 62 (K): questions the business's own data answers are answered from it, not handed off nor
misread. Knowledge answers on, with no model (the excerpt of the section found), as customers get it.

- the knowledge search: an ordinal («3º de primaria») and a Galician «pra» ask nothing of their own;
  «nenos», «niños» meet what a business writes «infantil»;
- goods asked with any «you have» («¿tienen algo de poesía?») are the trade's, never off-topic;
- a feast's name inside a thing's name («roscón de Reyes») says no day;
- «¿me recomiendas algo?», «recoméndasme algo para ler?»: what sells most, as «¿qué me recomiendas?»;
- one thing's description answers where it comes from, how well it lasts, and a quality asked beside
  its price («¿cuánto vale X y es compatible con Y?»).
When the data says nothing of it, a person still answers."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

HANDOFF = ("prefiero no inventarlo", "prefiro non inventalo")


def _say(tmp_path, slug: str, text: str):
    return chat_with_knowledge(slug, tmp_path).say(text)


def _handed_off(t) -> bool:
    return any(h in t.text for h in HANDOFF) or bool(t.request and t.request.get("kind") == "question")


# ── the knowledge search ──────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("said, read", [
    ("tenéis libros de texto de 3º de primaria?", "No vendemos libros de texto escolares"),
    ("teneis libros de texto de 3o de primaria", "No vendemos libros de texto escolares"),
    ("¿Vendéis los libros de texto de 1º de la ESO?", "No vendemos libros de texto escolares"),
    ("tedes libros de texto de 2º de primaria?", "No vendemos libros de texto escolares"),
    ("tedes libros en galego pra nenos?", "La mitad de nuestros libros son en gallego"),
    ("teneis libros en gallego para niños?", "La mitad de nuestros libros son en gallego"),
    ("tedes libros en galego para nenas?", "La mitad de nuestros libros son en gallego"),
    ("teneis libros en galego pra ninos", "La mitad de nuestros libros son en gallego"),
])
def test_the_knowledge_finds_the_section(tmp_path, said, read):
    t = _say(tmp_path, "libreria", said)
    assert read in t.text and not _handed_off(t)


@pytest.mark.parametrize("said", ["tenéis cómics de segunda mano?", "tedes discos de vinilo?"])
def test_what_no_section_says_stays_a_persons(tmp_path, said):
    assert _handed_off(_say(tmp_path, "libreria", said))


# ── goods asked, never off-topic ─────────────────────────────────────────────────────────────
@pytest.mark.parametrize("said", ["tienen algo de poesia?", "tienes algo de poesía?", "tes algo de poesía?",
                                  "¿tienen poesía en gallego?", "venden poesia?"])
def test_poetry_asked_at_a_bookshop_is_its_trade(tmp_path, said):
    t = _say(tmp_path, "libreria", said)
    assert "se me escapa" not in t.text and "escápaseme" not in t.text
    assert "poesía" in t.text and not _handed_off(t)


@pytest.mark.parametrize("said", ["escríbeme un poema", "cuéntame un chiste", "¿quién ganará las elecciones?"])
def test_off_topic_stays_off_topic(tmp_path, said):
    assert "se me escapa" in _say(tmp_path, "libreria", said).text


# ── a feast inside a thing's name ─────────────────────────────────────────────────────────────
@pytest.mark.parametrize("said, named", [
    ("tenéis roscón de reyes?", "roscón de reyes"),
    ("teneis roscon de reyes", "roscon de reyes"),
    ("¿Hay roscón de Reyes?", "roscón de Reyes"),
    ("teneis turron de navidad?", "turron de navidad"),
])
def test_a_thing_named_for_a_feast_is_not_a_day(tmp_path, said, named):
    t = _say(tmp_path, "", said)
    assert t.texts[0].startswith(f"No tenemos {named} en el catálogo.")
    assert "enero" not in t.text and "diciembre" not in t.text and "Cerramos" not in t.text


def test_a_thing_named_for_a_feast_in_galician(tmp_path):
    t = _say(tmp_path, "", "tedes roscón de Reis?")
    assert t.texts[0].startswith("Non temos roscón de Reis no catálogo.") and "xaneiro" not in t.text


@pytest.mark.parametrize("said, read", [
    ("abrís el día de reyes?", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("¿abris en reyes?", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("abris despues de reyes?", "6 de enero"),
    ("abrides o día de reis?", "O mércores 6 de xaneiro non abrimos (Reis)"),
    ("cual es el horario de nochebuena?", "El jueves 24 de diciembre abrimos"),
])
def test_the_feast_as_a_day_is_still_its_day(tmp_path, said, read):
    assert read in _say(tmp_path, "", said).text


# ── «¿me recomiendas algo?» ────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("slug, said, read", [
    ("libreria", "me recomiendas algo para leer?", "Lo que más se pide: Follas novas: 18,00 €."),
    ("libreria", "recomiéndame algo", "Lo que más se pide: Follas novas: 18,00 €."),
    ("libreria", "me podrías recomendar algo?", "Lo que más se pide: Follas novas"),
    ("libreria", "me recomendas algo pra ler", "O que máis se pide: Follas novas: 18,00 €."),
    ("libreria", "recomendadesme algo?", "O que máis se pide: Follas novas"),
    ("floristeria", "me recomiendas algo?", "Lo que más se pide: Ramo de rosas: 35,00 €."),
    # (stop 63: a gift asked says the popular list is offered as one)
    ("floristeria", "me recomiendas algo para regalar?", "por si te sirve de regalo: Ramo de rosas"),
    ("", "nos recomiendas algo para merendar?", "Lo que más se pide: Tarta de queso"),
])
def test_advice_asked_of_nothing_is_what_sells_most(tmp_path, slug, said, read):
    t = _say(tmp_path, slug, said)
    assert read in t.text and not _handed_off(t)


@pytest.mark.parametrize("said", ["me recomiendas algo para la tos?", "me recomiendas algo para leer en la playa?"])
def test_advice_for_a_need_named_is_not_the_popular_list(tmp_path, said):
    assert "se pide" not in _say(tmp_path, "libreria", said).text


# ── one thing's description ─────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("slug, said, read", [
    ("restaurante", "el queso de donde es?", "Queso de Arzúa-Ulloa con membrillo."),
    ("restaurante", "¿De dónde es el queso?", "Queso de Arzúa-Ulloa con membrillo."),
    ("restaurante", "el queso de que zona es?", "Queso de Arzúa-Ulloa con membrillo."),
    ("restaurante", "de onde é o queixo?", "Queixo de Arzúa-Ulloa con marmelo."),
    ("floristeria", "q tal se mantiene el poto?", "Planta de interior que aguanta casi todo."),
    ("floristeria", "¿Qué tal aguanta el poto?", "Planta de interior que aguanta casi todo."),
    ("floristeria", "el poto es resistente?", "Planta de interior que aguanta casi todo."),
    ("floristeria", "o poto aguanta ben?", "Planta de interior que aguanta case todo."),
    ("floristeria", "el poto necesita muchos cuidados?", "Planta de interior que aguanta casi todo."),
])
def test_the_description_answers_it(tmp_path, slug, said, read):
    t = _say(tmp_path, slug, said)
    assert read in t.text and not _handed_off(t)


@pytest.mark.parametrize("slug, said, described, price", [
    ("taller", "cuanto vale la cadena de 9 velocidades y es compatible con shimano?",
     "Compatible con Shimano y SRAM.", "24,00 €"),
    ("taller", "cuánto cuesta la cadena y es compatible con sram", "Compatible con Shimano y SRAM.", "24,00 €"),
    ("taller", "canto custa a cadea e é compatible con shimano?", "Compatible con Shimano e SRAM.", "24,00 €"),
    ("restaurante", "cuanto vale el queso y de donde es?", "Queso de Arzúa-Ulloa", "5,50 €"),
    ("floristeria", "cuanto cuesta el poto y es resistente?", "aguanta casi todo", "14,00 €"),
])
def test_a_quality_asked_beside_the_price(tmp_path, slug, said, described, price):
    t = _say(tmp_path, slug, said)
    assert described in t.text and price in t.text and not _handed_off(t)


@pytest.mark.parametrize("slug, said", [
    ("floristeria", "que tal se mantiene la orquidea?"),    # its description says nothing of it
    ("floristeria", "la orquidea es delicada?"),
])
def test_what_the_description_does_not_say_stays_a_persons(tmp_path, slug, said):
    assert _handed_off(_say(tmp_path, slug, said))


@pytest.mark.parametrize("slug, said, read", [
    ("taller", "cuanto vale la cadena?", "Cadena de 9 velocidades: 24,00 €."),
    ("floristeria", "cuanto cuesta la orquidea y es resistente?", "Orquídea: 32,00 €."),
    ("restaurante", "de donde sois?", "Estamos en Rúa da Raíña 14"),
])
def test_near_misses_keep_their_answer(slug, said, read):
    t = chat(slug).say(said)
    assert t.text == read or t.text.startswith(read)
    assert "Compatible" not in t.text and "aguanta" not in t.text
