"""Stop 62 (recommendations, gifts, a thing asked by its subject): «¿qué me recomiendas para leer?» is the
popular list like «¿me recomiendas algo para leer?», in every business and both languages («recoméndasme
algo para ler?» answered in Galician); «algo para mi madre» gets the popular list like «algo para un
cumpleaños»; «un libro sobre el Camino» offers the thing whose name or description says it, never the
popular list, and nothing when nothing says it."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

POPULAR = {
    "libreria": ("Follas novas", "A ra e a rata"),
    "": ("Tarta de queso", "Palmera de hojaldre"),
    "floristeria": ("Ramo de rosas", "Ramo de temporada"),
    "restaurante": ("Pulpo á feira",),
    "peluqueria": ("Corte de mujer", "Corte de hombre"),
    "taller": ("Revisión completa", "Reparar pinchazo"),
}
HANDOFF = "no lo tengo claro"


def _say(slug: str, text: str, tmp_path) -> str:
    return " ".join(chat_with_knowledge(slug, tmp_path).say(text).texts)


@pytest.mark.parametrize("slug", list(POPULAR))
@pytest.mark.parametrize("text", [
    "que me recomiendas para leer?", "qué me recomiendas?", "que me aconsejas", "Qué me aconsejas?",
    "tienes algo que me recomiendes?", "algo que me recomiendes", "ke me recomiendas pa comer",
    "me recomiendas algo para leer?", "hola, que me recomiendas para comer?",
])
def test_recommendation_asked_is_the_popular_list(slug, text, tmp_path):
    said = _say(slug, text, tmp_path)
    assert said.startswith("Lo que más se pide:"), said
    assert all(name in said for name in POPULAR[slug]), said
    assert "catálogo" not in said and "carta" not in said


@pytest.mark.parametrize("text", [
    "recoméndasme algo para ler?", "recomendasme algo para ler", "que me recomendas?", "que me recomendas para ler?",
    "aconsellasme algo?", "algo que me recomendes?",
])
def test_recommendation_in_galician_is_answered_in_galician(text, tmp_path):
    said = _say("libreria", text, tmp_path)
    assert said.startswith("O que máis se pide:"), said
    assert "Follas novas" in said


@pytest.mark.parametrize("words,lang", [
    ("recomendasme algo", "gl"), ("dasme algo", "gl"), ("aconsellasme", "gl"), ("mandasnos", "gl"),
    ("me entusiasme mucho", "es"), ("es un fantasma", "es"), ("el asma", "es"), ("que sarcasmo", "es"),
    ("los asnos", "es"), ("cuantos meses", "es"),
])
def test_a_you_verb_with_its_pronoun_joined_is_galician(words, lang):
    from bizengine.understanding.lexicon import detect_lang
    assert detect_lang(words.split()) == lang


@pytest.mark.parametrize("text", ["que me recomiendas para la tos?", "algo para la tos"])
def test_a_need_said_gets_no_popular_list(text, tmp_path):
    assert "más se pide" not in _say("libreria", text, tmp_path)


@pytest.mark.parametrize("slug,text,lead,names", [
    ("floristeria", "algo para mi madre", "Lo que más se pide, por si te sirve de regalo:", ("Ramo de rosas",)),
    ("floristeria", "un regalo para mi novia", "Lo que más se pide, por si te sirve de regalo:", ("Ramo de rosas",)),
    ("floristeria", "quiero algo para mi mujer", "Lo que más se pide, por si te sirve de regalo:", ("Ramo de rosas",)),
    ("floristeria", "algo pa mi novio porfa", "Lo que más se pide, por si te sirve de regalo:", ("Ramo de rosas",)),
    ("floristeria", "algo para regalar a mi madre", "Lo que más se pide, por si te sirve de regalo:",
     ("Ramo de temporada",)),
    ("floristeria", "algo para a miña nai", "O que máis se pide, por se che serve de agasallo:", ("Ramo de rosas",)),
    ("floristeria", "tes algo pra o meu pai?", "O que máis se pide, por se che serve de agasallo:",
     ("Ramo de tempada",)),
    ("libreria", "algo para mi padre", "Lo que más se pide, por si te sirve de regalo:", ("Follas novas",)),
    # «madre» is no text of the knowledge's («pan de masa madre»)
    ("", "algo para mi madre", "Lo que más se pide, por si te sirve de regalo:", ("Tarta de queso",)),
    ("", "algo pra miña nai", "O que máis se pide, por se che serve de agasallo:", ("Tarta de Santiago",)),
    # services and dishes: the popular ones, no «regalo»
    ("peluqueria", "algo para mi madre", "Lo que más se pide:", ("Corte de mujer",)),
    ("restaurante", "algo para mi madre", "Lo que más se pide:", ("Pulpo á feira",)),
])
def test_something_for_a_person_is_the_popular_list(slug, text, lead, names, tmp_path):
    said = _say(slug, text, tmp_path)
    assert said.startswith(lead), said
    assert all(n in said for n in names), said


@pytest.mark.parametrize("text,kept", [
    ("algo para un cumpleaños", "por si te sirve para un cumpleaños"),
    ("un ramo para mi madre", "¿Qué ramo quieres?"),
])
def test_near_misses_of_a_gift_keep_their_answer(text, kept, tmp_path):
    assert kept in _say("floristeria", text, tmp_path)


@pytest.mark.parametrize("text,lead,name", [
    ("un libro sobre el camino de santiago", "Sobre el camino de santiago tengo:", "Guía do Camiño Francés: 22,00 €"),
    ("un libro para regalar a mi padre que le gusta el camino de santiago", "Sobre el camino de santiago tengo:",
     "Guía do Camiño Francés: 22,00 €"),
    ("Un libro para regalar a mi padre, que le gusta el Camino de Santiago, gracias", "Sobre el Camino de Santiago",
     "Guía do Camiño Francés"),
    ("algo sobre el camino", "Sobre el camino tengo:", "Guía do Camiño Francés"),
    ("un libro sobre estrellas para mi hijo", "Sobre estrellas tengo:", "Atlas do ceo: 16,00 €"),
    ("algo para mi padre, le encantan los planetas", "Sobre los planetas tengo:", "Atlas do ceo"),
    ("un libro sobre Rosalía", "Sobre Rosalía tengo:", "Follas novas: 18,00 €"),
    ("unha cousa pra meu pai que lle gusta o camiño", "Sobre o camiño teño:", "Guía do Camiño Francés"),
    ("un libro acerca del camino", "Sobre el camino tengo:", "Guía do Camiño Francés"),
])
def test_a_thing_asked_by_its_subject_offers_what_says_it(text, lead, name, tmp_path):
    said = _say("libreria", text, tmp_path)
    assert said.startswith(lead), said
    assert name in said
    assert "Follas novas" not in said or "Rosal" in text


@pytest.mark.parametrize("slug,text", [
    ("libreria", "un libro sobre la guerra civil"),
    ("libreria", "un libro sobre galicia"),
    ("floristeria", "algo para mi madre que le gustan los girasoles"),
])
def test_nothing_about_it_invents_nothing(slug, text, tmp_path):
    said = _say(slug, text, tmp_path)
    assert HANDOFF in said and "más se pide" not in said and "tengo:" not in said


def test_sobre_as_about_a_time_is_no_subject():
    said = " ".join(chat("").say("sobre las 5 paso").texts)
    assert "Sobre" not in said
