"""Things named in an order that were lost or swapped in silence:
- «un poto», then «una orquidea, no un poto, y una maceta» → «Apunto: 1 × Poto y 1 × Maceta de cerámica»:
  the Poto kept, the orchid lost («X, no Y» read only when nothing came after Y; «no Y sino X, y Z» kept Y
  and added both; Galician «no canto do Y, X e Z» kept Y too);
- «un ramo de rosas y una corona de flores» → «Apunto: 1 × Ramo de rosas» and «¿Qué ramo quieres?»: the
  wreath («flores», an alias of the bouquets, after a thing not sold) asked as one more bouquet, the thing
  named never said not sold;
- «una revison y una camra» → only the service: the inner tube, a typo of a six-letter name too short for
  the typo reader, was dropped, and a thing not had beside a service booked («una revisión y un candado»,
  «un corte de mujer y un masaje») was dropped in silence too.
Now «X, no Y, y Z», «no Y sino X, y Z», «non Y senón X e Z», «no canto do Y, X e Z» with Y held put X in Y's
place and Z beside them; «una <thing not sold> de <an alias of a group>» is said not had («No tengo «corona de
flores»»), the group's question not asked; a six-letter name with a vowel dropped («camra», «cadna», «mceta»)
is read as the thing; a thing not had listed beside a service booked is said not had."""
import pytest

from tests.conversation import Conversation, chat


def _chat(slug: str):
    return chat(slug) if slug else Conversation()


def _held(c) -> dict[str, int]:
    return {line["item_id"]: line["qty"] for line in c.state["order"]["lines"]}


# ---- «X, no Y, y Z» with Y held: X in Y's place, Z beside ------------------------------------------

@pytest.mark.parametrize("slug, first, then, said, held", [
    ("floristeria", "un poto", "una orquidea, no un poto, y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "Una orquídea, no un poto, y una maceta.",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "una orqidea, no un poto, y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "no un poto sino una orquidea, y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "pues no un poto sino una orquidea y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "unha orquidea, non un poto, e un testo",
     "Apunto: 1 × Orquídea e 1 × Testo de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "non un poto senon unha orquidea e un testo",
     "Apunto: 1 × Orquídea e 1 × Testo de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "no canto do poto, unha orquidea e un testo",
     "Apunto: 1 × Orquídea e 1 × Testo de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "no lugar do poto, unha orquidea e un testo",
     "Apunto: 1 × Orquídea e 1 × Testo de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto y un jarron", "una orquidea, no un poto, y una maceta",
     "Apunto: 1 × Jarrón de cristal, 1 × Orquídea y 1 × Maceta de cerámica. Total 59,00 €.",
     {"jarron": 1, "orquidea": 1, "maceta": 1}),
    ("", "una palmera", "un brownie, no una palmera, y un croissant",
     "Apunto: 1 × Brownie sin harina y 1 × Croissant de mantequilla. Total 4,80 €.", {"brownie": 1, "croissant": 1}),
    ("", "3 palmeras", "no las palmeras sino 3 brownies y un croissant",
     "Apunto: 3 × Brownie sin harina y 1 × Croissant de mantequilla. Total 10,80 €.", {"brownie": 3, "croissant": 1}),
    ("libreria", "el atlas do ceo", "no el atlas sino follas novas, y un marcapaginas",
     "Apunto: 1 × Follas novas y 1 × Marcapáginas de madera. Total 21,00 €.", {"follas-novas": 1, "marcapaginas": 1}),
    ("libreria", "o atlas do ceo", "follas novas, non o atlas, e un marcapaxinas",
     "Apunto: 1 × Follas novas e 1 × Marcapáxinas de madeira. Total 21,00 €.", {"follas-novas": 1, "marcapaginas": 1}),
    ("taller", "una camara", "una cubierta, no una camara, y una luz",
     "Apunto: 1 × Cubierta urbana y 1 × Luz delantera LED. Total 48,00 €.", {"cubierta": 1, "luz": 1}),
])
def test_the_one_ruled_out_held_gives_its_place_and_the_rest_comes_beside(slug, first, then, said, held):
    c = _chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.texts[0] == said
    assert _held(c) == held


@pytest.mark.parametrize("slug, first, then, said, held", [
    # the swap of two things, as before
    ("floristeria", "un poto", "una orquidea, no un poto",
     "Apunto: 1 × Orquídea. Total 32,00 €.", {"orquidea": 1}),
    ("floristeria", "un poto", "en vez de un poto, una orquidea y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    ("floristeria", "un poto", "una orquidea y una maceta, no un poto",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €.", {"orquidea": 1, "maceta": 1}),
    # the «no» of something else than a thing held: nothing given up
    ("floristeria", "un poto", "una orquidea no muy grande, y una maceta",
     "Apunto: 1 × Poto, 1 × Orquídea y 1 × Maceta de cerámica. Total 58,00 €.",
     {"poto": 1, "orquidea": 1, "maceta": 1}),
])
def test_near_misses_read_as_before(slug, first, then, said, held):
    c = _chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.texts[0] == said
    assert _held(c) == held


@pytest.mark.parametrize("slug, said, reply", [
    ("floristeria", "una orquidea, no un poto, y una maceta",
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €."),
    ("floristeria", "unha orquidea, non un poto, e un testo",
     "Apunto: 1 × Orquídea e 1 × Testo de cerámica. Total 44,00 €."),
    ("", "un brownie, no una palmera, y un croissant",
     "Apunto: 1 × Brownie sin harina y 1 × Croissant de mantequilla. Total 4,80 €."),
])
def test_nothing_held_the_one_ruled_out_is_never_ordered(slug, said, reply):
    assert _chat(slug).say(said).texts[0] == reply


# ---- «una <thing not sold> de <an alias of a group>»: said not had, the group not asked ----------

@pytest.mark.parametrize("said, not_had, reply", [
    ("un ramo de rosas y una corona de flores", "No tengo «corona de flores» en el catálogo.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("un ramo de rosas y una corona de flores, porfa", "No tengo «corona de flores» en el catálogo.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("un poto y un centro de flores", "No tengo «centro de flores» en el catálogo.",
     "Apunto: 1 × Poto. Total 14,00 €."),
    ("unha coroa de flores e un poto", "Non teño «coroa de flores» no catálogo.",
     "Apunto: 1 × Poto. Total 14,00 €."),
])
def test_a_thing_not_sold_made_of_a_groups_word_is_said_and_no_group_asked(said, not_had, reply):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts[:2] == [not_had, reply]
    assert "¿Qué ramo quieres?" not in t.text and "¿Que ramo queres?" not in t.text


def test_a_thing_not_sold_made_of_a_groups_word_said_after_an_order():
    c = chat("floristeria")
    c.say("un poto")
    t = c.say("y una corona de flores")
    assert t.texts[0] == "No tengo «corona de flores» en el catálogo."
    assert "¿Qué ramo quieres?" not in t.text
    assert _held(c) == {"poto": 1}


@pytest.mark.parametrize("asked, alone", [
    ("teneis coronas de flores?", "teneis coronas?"),
    ("¿Tenéis centros de flores?", "¿Tenéis centros?"),
    ("vendeis coronas de flores?", "vendeis coronas?"),
    ("tedes coroas de flores?", "tedes coroas?"),
])
def test_asked_whether_there_is_one_it_is_answered_as_the_thing_alone(asked, alone):
    t = chat("floristeria").say(asked)
    assert "Ramo de rosas: 35,00 €" not in t.text       # never the bouquets' list, as if they were one
    assert t.texts == chat("floristeria").say(alone).texts


@pytest.mark.parametrize("asked, listed", [
    ("teneis flores?", "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."),
    ("teneis ramos de flores?", "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."),
    ("tedes flores?", "Ramo de rosas: 35,00 €. Ramo de tempada: 28,00 €."),
])
def test_the_groups_own_words_asked_still_list_it(asked, listed):
    assert chat("floristeria").say(asked).texts[0] == listed


@pytest.mark.parametrize("slug, said, question", [
    ("floristeria", "una cesta de flores", "¿Qué ramo quieres?"),         # a container: how it comes
    ("floristeria", "un ramo de flores", "¿Qué ramo quieres?"),
    ("", "un trozo de tarta", "¿Qué tarta quieres?"),
    ("", "una figura de pan", "¿Qué pan quieres?"),       # the group's own name: which one
])
def test_a_container_or_the_groups_own_name_still_asks_which(slug, said, question):
    t = _chat(slug).say(said)
    assert t.texts[0] == question
    assert "No tengo" not in t.text


# ---- a six-letter name with a vowel dropped, and a thing not had beside a service --------------

@pytest.mark.parametrize("slug, said, reply", [
    ("taller", "una revison y una camra", "Apunto como indicación: «también 1 × Cámara 700x28 (7,00 €)»."),
    ("taller", "una camra y una revison", "Apunto como indicación: «también 1 × Cámara 700x28 (7,00 €)»."),
    ("taller", "unha revision e unha cadna", "Apunto como indicación: «tamén 1 × Cadena de 9 velocidades (24,00 €)»."),
    ("taller", "dos camras", "Apunto: 2 × Cámara 700x28. Total 14,00 €."),
    ("floristeria", "un poto y una mceta", "Apunto: 1 × Poto y 1 × Maceta de cerámica. Total 26,00 €."),
    ("", "una tarta sachr", "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
])
def test_a_name_with_a_vowel_dropped_is_the_thing(slug, said, reply):
    assert _chat(slug).say(said).texts[0] == reply


@pytest.mark.parametrize("slug, said, not_had, booked", [
    ("taller", "una revison y un candado", "No tengo «candado» en el catálogo.",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "una revision, un candado y una camra", "No tengo «candado» en el catálogo.",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "unha revision e un candeado", "Non teño «candeado» no catálogo.",
     "Apunto: revisión completa. Total 35,00 €; dura uns 60 minutos."),
    ("peluqueria", "un corte de mujer y un masaje", "No tengo «masaje» entre los servicios.",
     "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos."),
    ("peluqueria", "corte de hombre y una manicura", "No tengo «manicura» entre los servicios.",
     "Apunto: corte de hombre. Total 14,00 €; dura unos 30 minutos."),
])
def test_a_thing_not_had_listed_beside_a_service_is_said(slug, said, not_had, booked):
    t = chat(slug).say(said)
    assert t.texts[0] == not_had
    assert booked in t.texts


@pytest.mark.parametrize("slug, said, booked", [
    ("taller", "una revision para la bici de mi hijo",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    # a word the services' descriptions use: part of what is had, not said
    ("peluqueria", "un corte de mujer y un lavado", "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos."),
])
def test_words_beside_a_service_that_are_no_thing_listed_are_not_said(slug, said, booked):
    t = chat(slug).say(said)
    assert "No tengo" not in t.text
    assert t.texts[0] == booked


def test_a_word_of_its_own_is_no_name_with_a_letter_dropped():
    t = chat("restaurante").say("unha filloa para o meu fillo")
    assert t.texts[0] == "Filloas: 6,00 €."
