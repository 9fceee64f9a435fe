"""Fact check, output cleaning and no-data detection (pure functions)."""

import pytest
from hypothesis import given, settings, strategies as st

from bizengine.knowledge import clean_output, excerpt_of, is_no_data, unsupported_facts

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


# ── every figure, in digits or words, against its sources ─────────────────────────────
# The reviewer's context: opening hours, one price, a keeping time and the phone.
HOURS_CTX = ("Abrimos de 09:00 a 14:00 de lunes a sábado. La tarta de queso cuesta 22 € y se "
             "conserva un mes en el congelador. Teléfono 981 000 404.")

FLAGGED = [
    # amounts: words, thousands, prefix, diminutive, cents
    ("Cuesta veinte euros.", ["20 €"]),
    ("Son treinta y dos euros.", ["32 €"]),
    ("Cuesta 2.500 €.", ["2.500 €"]),
    ("Cuesta 2.500,50 €.", ["2.500,50 €"]),
    ("Cuesta dos mil euros.", ["2.000 €"]),
    ("Cuesta EUR 25.", ["25 €"]),
    ("Cuesta 25 euritos.", ["25 €"]),
    ("Cuesta 22 euros con 50 céntimos.", ["22,50 €"]),
    ("Entre 20 y 25 €.", ["20 €", "25 €"]),
    # bare hours, in digits or words, after «a las», «ás», «de N a M», «hasta/desde las»
    ("Abrimos a las 8 de la mañana.", ["08:00"]),
    ("Abrimos a las ocho.", ["08:00"]),
    ("Abrimos de 8 a 15.", ["08:00", "15:00"]),
    ("Abrimos de ocho a tres.", ["08:00", "03:00"]),
    ("Abrimos ás 8.", ["08:00"]),
    ("Abrimos ás oito da mañá.", ["08:00"]),
    ("Abrimos hasta las 20.", ["20:00"]),
    ("Abrimos desde las 7.", ["07:00"]),
    ("Abrimos a partir de las 10.", ["10:00"]),
    ("Pechamos ata as sete da tarde.", ["19:00"]),
    ("Abrimos entre las 10 y las 13.", ["10:00", "13:00"]),
    ("Abrimos a las 9 de la noche.", ["21:00"]),
    ("Abrimos a las 21:00.", ["21:00"]),          # a written time is exact: 09:00 is not 21:00
    ("Abrimos a las 9 y media.", ["09:30"]),
    # percentages, dates, durations, phones
    ("Hay un 10 % de descuento.", ["10 %"]),
    ("Hay un 10% de descuento.", ["10 %"]),
    ("Hay un diez por ciento de descuento.", ["10 %"]),
    ("Cerramos el 24 de diciembre.", ["24/12"]),
    ("Pechamos o 24 de decembro.", ["24/12"]),
    ("Cerramos el 24/12.", ["24/12"]),
    ("Cerramos del 1 al 15 de agosto.", ["1/8", "15/8"]),
    ("Dura 1 año.", ["1 año"]),
    ("Aguanta un año congelada.", ["1 año"]),
    ("Aguanta dos meses.", ["2 mes"]),
    ("Se hace en media hora.", ["0,5 hora"]),
    ("Llámanos al 600 123 456.", ["600 12 34 56"]),
    ("Llámanos al +34 600123456.", ["600 12 34 56"]),
    ("Chama ao 0034 600 12 34 56.", ["600 12 34 56"]),
    ("Llámanos al +351 912 345 678.", ["+351 912 345 678"]),     # a foreign number keeps its country
    # several at once: in order, without repeats
    ("Abrimos a las ocho y cuesta veinte euros; a las ocho, sí.", ["08:00", "20 €"]),
]

SUPPORTED = [
    # the seed's examples
    ("Cuestan 22 euros.", CTX),
    ("Necesita dos días.", "Necesita 2 días."),
    # the same figure in other words
    ("Cuesta 22 euros.", HOURS_CTX),
    ("Cuesta veintidós euros.", HOURS_CTX),
    ("Cuesta 22,00 €.", HOURS_CTX),
    ("Abrimos a las 9.", HOURS_CTX),
    ("Abrimos a las nueve de la mañana.", HOURS_CTX),
    ("Abrimos de 9 a 14.", HOURS_CTX),
    ("Abrimos de nueve a dos.", HOURS_CTX),                 # «dos» here: 14:00
    ("Cerramos a las 2.", HOURS_CTX),                       # 02:00 or 14:00
    ("Cerramos a las dos de la tarde.", HOURS_CTX),
    ("Abrimos ás nove e pechamos ás dúas da tarde.", HOURS_CTX),
    ("Abrimos de 9:00 a 14:00.", HOURS_CTX),
    ("Abrimos entre las 9 y las 14 horas.", HOURS_CTX),
    ("Llámanos al 981 000 404.", HOURS_CTX),
    ("Llámanos al +34 981000404.", HOURS_CTX),
    ("Chámanos ao 981 00 04 04.", HOURS_CTX),
    ("Llámanos al 0034 981.000.404.", HOURS_CTX),
    ("Llámanos al 00351 912345678.", "Desde Portugal, +351 912 345 678."),
    ("Aguanta 1 mes.", HOURS_CTX),
    # articles are not figures; «un mes» is one month
    ("Una tarta entera aguanta un mes.", "Se conservan hasta un mes."),
    ("Una tarta entera aguanta un mes.", "Se conservan hasta 1 mes."),
    ("Te la damos en una caja con un lazo.", HOURS_CTX),
    ("Unha tarta aguanta un mes.", HOURS_CTX),
    # counts without a unit are not checked, nor a clock word followed by a noun
    ("Para las 3 personas de la mesa.", HOURS_CTX),
    ("Estamos en la Rúa do Franco 27.", HOURS_CTX),
    ("Sin números no hay nada que comprobar.", HOURS_CTX),
]


@pytest.mark.parametrize("answer,expected", FLAGGED, ids=[a for a, _ in FLAGGED])
def test_figures_not_in_the_context_are_flagged(answer, expected):
    assert unsupported_facts(answer, HOURS_CTX) == expected


@pytest.mark.parametrize("answer,context", SUPPORTED, ids=[a for a, _ in SUPPORTED])
def test_figures_in_the_context_pass(answer, context):
    assert unsupported_facts(answer, context) == []


def test_a_long_answer_flags_each_figure_once():
    answer = ("Abrimos a las ocho de la mañana, cuesta veinte euros y se encarga con dos días; "
              "llámanos al 600 123 456.")
    flagged = unsupported_facts(answer, HOURS_CTX)
    assert len(flagged) == len(set(flagged)) and "20 €" in flagged and "08:00" in flagged
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
