"""Fact check, output cleaning and no-data detection (pure functions)."""
from hypothesis import given, settings, strategies as st

from bizengine.kb import clean_output, excerpt_of, is_no_data, unsupported_facts

CTX = ("[1] Tarta de queso\nCuesta 22,00 € para 8 raciones y se encarga con 48 horas de "
       "antelación. Abrimos de 09:00 a 14:00.")


def test_seed_examples():
    assert unsupported_facts("Cuestan 22 euros.", CTX) == []
    assert unsupported_facts("Cuestan 25 €.", CTX) == ["25 €"]
    assert unsupported_facts("Con 72 horas de antelación.", CTX) == ["72 hora"]
    assert unsupported_facts("Necesita dos días.", "Necesita 2 días.") == []


def test_amount_formats_are_the_same_amount():
    for answer in ("Cuesta 22 €.", "Cuesta 22,00 €.", "Cuesta 22.00 €.", "Cuesta 22 euros.",
                   "Cuesta 22,00 euros", "Son 22 EUR", "Son €22"):
        assert unsupported_facts(answer, CTX) == [], answer
    assert unsupported_facts("Cuesta 22,50 €.", CTX) == ["22,50 €"]
    assert unsupported_facts("Con 12 raciones son 30,00 €", CTX) == ["30 €"]


def test_times():
    assert unsupported_facts("Abrimos a las 9:00 y cerramos a las 14:00.", CTX) == []
    assert unsupported_facts("Abrimos a las 09.00.", CTX) == []
    assert unsupported_facts("Cerramos a las 14h.", CTX) == []
    assert unsupported_facts("Abrimos a las 11:00.", CTX) == ["11:00"]
    assert unsupported_facts("Abrimos a las 11h.", CTX) == ["11:00"]
    assert unsupported_facts("Cerramos a las 20:30 y a las 20:30.", CTX) == ["20:30"]


def test_lead_times_in_words_and_equivalences():
    assert unsupported_facts("Hay que encargarla con cuarenta y ocho horas.", CTX) == []
    assert unsupported_facts("Hay que encargarla con dos días.", CTX) == []     # 2 días = 48 h
    assert unsupported_facts("Se encarga con 48h.", CTX) == []
    assert unsupported_facts("Con una semana basta.", CTX) == ["1 semana"]
    assert unsupported_facts("Con una semana basta.", "Pídela con siete días.") == []
    assert unsupported_facts("Aguanta un mes congelada.", "hasta un mes") == []
    assert unsupported_facts("Aguanta dos meses.", "hasta un mes") == ["2 mes"]
    assert unsupported_facts("Para trayectos de más de media hora.", "más de media hora") == []
    assert unsupported_facts("Durante una hora.", "más de media hora") == ["1 hora"]


def test_galician_number_words():
    assert unsupported_facts("Precisa dúas horas.", "Necesita 2 horas.") == []
    assert unsupported_facts("Precisa catro días.", "Necesita 2 días.") == ["4 dia"]


def test_numbers_that_are_not_facts_are_ignored():
    assert unsupported_facts("Estamos en la Rúa do Franco 27, para 8 personas.", CTX) == []


def test_mixed_answer_lists_every_unsupported_figure_in_order():
    assert unsupported_facts("Cuesta 25 €, abre a las 10:00 y necesita 3 días.", CTX) == \
        ["25 €", "10:00", "3 dia"]


@settings(max_examples=60, deadline=None)
@given(euros=st.integers(0, 999), cents=st.integers(0, 99), h=st.integers(0, 23),
       m=st.integers(0, 59), lead=st.integers(1, 400))
def test_whatever_is_in_the_context_is_supported(euros, cents, h, m, lead):
    ctx = f"Cuesta {euros},{cents:02d} € y abre a las {h:02d}:{m:02d}; plazo de {lead} horas."
    assert unsupported_facts(ctx, ctx) == []
    ans = f"Son {euros}.{cents:02d} euros, a las {h}:{m:02d}, con {lead} horas."
    assert unsupported_facts(ans, ctx) == []


def test_clean_output():
    assert clean_output("<think>razono\nmucho</think>\nSí, se puede.") == "Sí, se puede."
    assert clean_output("Respuesta: **Sí**, se puede.") == "Sí, se puede."
    assert clean_output("- Sí\n- se puede") == "Sí se puede"
    assert clean_output('"Se paga al recoger."') == "Se paga al recoger."
    assert clean_output("## Título\n`código` y [enlace](http://x)") == "Título código y enlace"
    assert clean_output("<think>sin cerrar") == ""


def test_no_data_and_apologies():
    for t in ("NO_DATA", "no_data.", "Lo siento, no tengo ese dato.", "Non teño ese dato.",
              "Lo siento, pero no tengo información sobre eso.",
              "No dispongo de esa información.", "No lo sé.", "Sinto, non teño datos diso.",
              "El contexto no menciona nada de eso."):
        assert is_no_data(t), t
    for t in ("No hacemos envíos a domicilio.", "No tenemos mesas; todo es para llevar.",
              "No se pueden congelar las de merengue.",
              "Se paga al recoger. Del resto no tengo el dato."):
        assert not is_no_data(t), t


def test_excerpt_is_the_first_two_sentences():
    text = "Primera frase. Segunda frase, con 09:00. Tercera frase."
    assert excerpt_of(text) == "Primera frase. Segunda frase, con 09:00."
    assert excerpt_of("Solo una") == "Solo una"
