"""Issue 17, classes 9 and 11: knowledge sections with a Galician version, quoted in Galician to a
Galician customer; without vectors, a section that merely shares a word does not answer."""
from dataclasses import replace
from pathlib import Path

import pytest

from bizengine import knowledge as kb
from bizengine.knowledge.chunks import chunks_from_dir
from tests.conftest_kb import *  # noqa: F401,F403

ROOT = Path(__file__).resolve().parent.parent


def test_a_section_keeps_both_versions(tmp_path):
    (tmp_path / "a.md").write_text("# Doc\n\n## Congelar\n\nSe pueden congelar.\n\n### gl\n\nPódense conxelar.\n\n"
                                   "## Solo en castellano\n\nTexto.\n", encoding="utf-8")
    first, second = chunks_from_dir("x", tmp_path)
    assert (first.text, first.text_gl) == ("Se pueden congelar.", "Pódense conxelar.")
    assert first.text_in("gl") == "Pódense conxelar." and first.text_in("es") == "Se pueden congelar."
    assert second.text_gl == "" and second.text_in("gl") == "Texto."


def test_every_bakery_section_has_a_galician_version_with_the_same_figures(bakery):
    import re
    for c in kb.chunks_of(bakery):
        assert c.text_gl, c.title
        figures = lambda t: sorted(re.findall(r"\d+(?:[.,:]\d+)?", t))  # noqa: E731
        assert figures(c.text) == figures(c.text_gl), c.title


@pytest.mark.parametrize("lang, question, said", [
    ("gl", "Pódense conxelar as tartas?", "A maioría das tartas pódense conxelar"),
    ("gl", "Facedes envíos a domicilio?", "Non facemos envíos a domicilio"),
    ("gl", "pódese entrar co can?", "Os cans son benvidos"),
    ("gl", "onde podo aparcar o coche", "aparcadoiro público de Xoán XXIII"),
    ("gl", "hai aparcamento preto?", "aparcadoiro público de Xoán XXIII"),      # -amento ~ -amiento
    ("gl", "hai algun aparcamentos perto da tenda", "aparcadoiro público de Xoán XXIII"),
    ("es", "hay algun aparcamiento cerca de la tienda?", "aparcamiento público de Xoán XXIII"),  # «cerca» is no topic
    ("es", "hay parking cerca", "aparcamiento público de Xoán XXIII"),
    ("es", "¿Cuántas personas comen con una tarta?", "Las tartas se hacen para 8, 12 o 20"),   # counts a known thing
    ("es", "cuantas velas poneis?", "ponemos velas"),
    ("es", "¿Cuántas necesito para 20 personas?", "Las tartas se hacen para 8, 12 o 20"),   # a verb after «cuántas»
    ("gl", "cantas preciso para 20 persoas?", "As tartas fanse para 8, 12 ou 20"),
    ("es", "¿Cuántos comensales da una tarta de 12 raciones?", "Las tartas se hacen para 8, 12 o 20"),
    ("es", "¿Cuántos euros vale la tarta de queso?", "Nuestra tarta de queso"),
    ("es", "hay trabajo?", "Si quieres trabajar en el obrador"),                   # noun and verb meet
    ("es", "busco empleo", "Si quieres trabajar en el obrador"),
    ("es", "¿buscáis gente para trabajar?", "Si quieres trabajar en el obrador"),   # «buscar» asks
    ("gl", "busco traballo", "Se queres traballar no obradoiro"),
    ("gl", "buscades xente para traballar", "Se queres traballar no obradoiro"),
    ("es", "¿Se pueden congelar las tartas?", "La mayoría de las tartas se pueden congelar"),
    ("es", "se puede entrar con perro", "Los perros son bienvenidos"),
])
def test_the_excerpt_follows_the_language(bakery, kb_cfg, closed_port, lang, question, said):
    cfg = replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}")   # no vectors, no model
    out = kb.answer(bakery, question, lang, cfg=cfg)
    assert out["route"] == "excerpt" and said in out["text"], out


@pytest.mark.parametrize("lang, question", [
    ("es", "¿Tenéis wifi en la tienda?"),
    ("es", "¿Tenéis tarjeta de fidelización o de puntos?"),
    ("es", "cuanto pesa la bica"),
    ("gl", "tedes wifi?"),
    ("gl", "Tedes tarxeta de cliente con descontos?"),
    ("gl", "cantas calorías ten a bica?"),
    ("es", "¿hay mucha gente?"),
    ("es", "buscais gente?"),
    ("es", "cuantas calorias tiene una porcion de tarta?"),      # counts what no section mentions
    ("es", "¿Cuántos gramos pesa la bica?"),
    ("gl", "cantas calorías ten unha porción de tarta?"),
    ("es", "¿Cuántas plazas tiene el aparcamiento?"),     # the section says where, not how many
    ("es", "¿Cuántas kcal tiene una porción de tarta?"),
    ("es", "¿Cuántos kg pesa la tarta de 20 raciones?"),
])
def test_a_shared_word_is_not_an_answer(bakery, kb_cfg, closed_port, lang, question):
    cfg = replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}")
    out = kb.answer(bakery, question, lang, cfg=cfg)
    assert out["route"] == "no_data" and out["text"] == "", out
    assert any("ninguna cubre" in t["detail"] or "mejor nota" in t["detail"] for t in out["trace"])


@pytest.mark.parametrize("galician, spanish", [
    ("aparcamento", "aparcamiento"), ("aparcamentos", "aparcamiento"), ("garaxe", "garaje"),
    ("calidades", "calidad"), ("accesibilidade", "accesibilidad"), ("carteira", "cartera"),
    ("primeiro", "primero"), ("aparcadoiro", "aparcamiento"),      # a listed word keeps its listing
])
def test_galician_endings_meet_their_spanish_form(galician, spanish):
    from bizengine.knowledge.words import terms
    assert terms(galician) == terms(spanish) == [spanish]


@pytest.mark.parametrize("word, term", [
    ("feira", "feira"),                 # too short to fold
    ("alimento", "alimento"),           # «-imento» is no Galician ending of the list
    ("madre", "madre"),
    ("departamento", "departamiento"),  # a Spanish word folded alike on both sides: only renamed
])
def test_short_words_and_other_endings(word, term):
    from bizengine.knowledge.words import terms
    assert terms(word) == [term]


ADDRESS = "Estamos en Rúa do Franco 27"


def _chat_with_the_knowledge(bakery, kb_cfg, closed_port):
    from tests.conversation import Conversation
    cfg = replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}")     # words only
    return Conversation(biz=bakery, kb_answer=lambda q, lang="es", history=(): kb.answer(bakery, q, lang, cfg=cfg))


@pytest.mark.parametrize("question, said", [
    ("¿Dónde puedo aparcar el coche?", "aparcamiento público de Xoán XXIII"),
    ("donde aparco", "aparcamiento público de Xoán XXIII"),
    ("donde se puede estacionar cerca?", "aparcamiento público de Xoán XXIII"),
    ("¿Dónde hay parking?", "aparcamiento público de Xoán XXIII"),
    ("onde podo aparcar o coche?", "aparcadoiro público de Xoán XXIII"),
    ("onde hai aparcamento?", "aparcadoiro público de Xoán XXIII"),
    ("donde se paga?", "Se paga al recoger el encargo"),
    ("onde se paga", "Págase ao recoller a encarga"),
    ("¿Dónde recojo el encargo?", "Los encargos se recogen en la tienda"),
    ("¿Dónde lo recojo?", "Los encargos se recogen en la tienda"),
    ("onde o recollo?", "As encargas recóllense na tenda"),
    ("¿dónde podría aparcar?", "aparcamiento público de Xoán XXIII"),
    ("¿Dónde hay un parking cerca?", "aparcamiento público de Xoán XXIII"),
    ("onde hai un aparcadoiro?", "aparcadoiro público de Xoán XXIII"),
    ("¿dónde recojo mi tarta?", "Los encargos se recogen en la tienda"),      # a product named: still where
    ("donde puedo recoger la tarta", "Los encargos se recogen en la tienda"),
])
def test_a_where_about_something_done_is_answered_by_the_knowledge(bakery, kb_cfg, closed_port, question, said):
    t = _chat_with_the_knowledge(bakery, kb_cfg, closed_port).say(question)
    assert said in t.text and ADDRESS not in t.text, t.texts


@pytest.mark.parametrize("question", [
    "¿Dónde estáis?", "donde estais exactamente", "onde estades?", "¿dónde está la tienda?", "donde queda el obrador",
    "onde vos atopo?", "¿Dónde os puedo encontrar?", "¿Dónde os ubicáis?", "¿dónde?",
    "cual es la direccion? donde aparco?", "donde puedo comprar vuestros productos",
    # a «where» about something no section is titled for: the address, not a loosely related section
    "¿Dónde hacéis el pan?", "onde facedes o pan?", "¿Dónde pillo el pedido?", "¿Dónde puedo dejar el coche?",
    "¿Dónde me paso a recogerlo?", "¿dónde dejo el curriculum?",
    "¿dónde puedo mandar el currículum?", "¿dónde envío el currículum?",    # «No hacemos envíos» covers too little
    "onde recollo a torta?", "donde recojo la tarta de queso",               # where, not an order
])
def test_where_the_business_is_is_still_the_address(bakery, kb_cfg, closed_port, question):
    t = _chat_with_the_knowledge(bakery, kb_cfg, closed_port).say(question)
    assert ADDRESS in t.texts[0], t.texts


def test_a_where_no_section_is_about_never_asks_the_knowledge(bakery):
    """The words decide before the knowledge is asked: a model is never woken for a «dónde» the
    address answers."""
    from tests.conversation import Conversation
    asked = []
    conv = Conversation(biz=bakery, kb_answer=lambda q, lang="es", history=(): asked.append(q) or {})
    for question in ("¿Dónde hacéis el pan?", "¿Dónde pillo el pedido?", "onde vos atopo?"):
        assert ADDRESS in conv.say(question).texts[0]
    assert asked == []


@pytest.mark.parametrize("question, asked", [
    ("¿dónde compro la bica?", "¿Qué día lo recoges?"),
    ("¿Dónde pido una tarta?", "¿Qué tarta quieres?"),
    ("quiero una tarta, ¿dónde la recojo?", "¿Qué tarta quieres?"),
])
def test_a_where_with_a_wish_or_a_purchase_still_starts_the_order(bakery, question, asked):
    from tests.conversation import Conversation
    t = Conversation(biz=bakery).say(question)
    assert asked in t.text and ADDRESS not in t.text, t.texts

