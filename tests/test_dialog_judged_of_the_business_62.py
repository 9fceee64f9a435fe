"""Review of stop 62 (RF3): any «fue horrible», «estuvo malo» was read as a complaint about the business —
«mi hijo estuvo malo y no pudimos ir» got «Siento lo ocurrido…», filed as a complaint, and so did the traffic,
the weather, and «fue horrible, se me rompió la cadena» (the chain or a person was offered before). A judgement
is a complaint when it is said of something the business did or made (its catalogue, a visit's words, the
dataset's meals), said with a visit («ayer cenamos aquí y fue horrible»), or said alone to it («fue horrible»,
«ayer fue un desastre, quiero…»): never of a person ill, the traffic, the weather or a mishap told beside it."""
import pytest

from tests.conversation import chat

SORRY = {"es": "Siento lo ocurrido.", "gl": "Sinto o ocorrido."}
ASKED = {"es": "Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta",
         "gl": "Iso non o teño claro e prefiro non inventalo. Paso a túa pregunta"}


def _is_complaint(t) -> bool:
    return bool(t.request) and (t.request.get("data") or {}).get("topic") == "complaint"


@pytest.mark.parametrize("slug, said, lang", [
    ("peluqueria", "mi hijo estuvo malo y no pudimos ir el sábado", "es"),
    ("peluqueria", "mi hija estuvo mala toda la semana", "es"),
    ("peluqueria", "el tráfico fue horrible y llegué tarde, lo siento", "es"),
    ("peluqueria", "el trafico fue horible y llegue tarde", "es"),
    ("peluqueria", "estivo moi malo o meu fillo e non puidemos ir", "gl"),
    ("peluqueria", "o tráfico foi horrible e cheguei tarde", "gl"),
    ("peluqueria", "o tempo foi horrible", "gl"),
    ("peluqueria", "la lluvia fue horrible", "es"),
    ("peluqueria", "estuvo malo", "es"),
    ("peluqueria", "mi madre estuvo fatal y no pudo venir", "es"),
    ("peluqueria", "mi perro se puso malo y fue horrible", "es"),
    ("restaurante", "mi marido estuvo malo y no pudimos ir", "es"),
    ("restaurante", "el tráfico fue horrible y llegamos tarde", "es"),
    ("restaurante", "estuvimos malos y no pudimos ir", "es"),
    ("restaurante", "que mala suerte", "es"),
    ("restaurante", "que desastre de tiempo", "es"),
    ("taller", "el tiempo fue horrible y se me oxidó la bici", "es"),
])
def test_someone_or_something_else_judged_is_no_complaint(slug, said, lang):
    t = chat(slug).say(said)
    assert t.text.startswith(ASKED[lang]), t.text
    assert not _is_complaint(t)


@pytest.mark.parametrize("said, lang, offered", [
    ("fue horrible, se me rompió la cadena", "es", "Vaya, lo siento. ¿Quieres comprar Cadena de 9 velocidades (24,00 €)"),
    ("fue horrible se me rompio la cadena", "es", "Vaya, lo siento. ¿Quieres comprar Cadena de 9 velocidades (24,00 €)"),
    ("foi horrible, rompeuseme a cadea", "gl", "Vaia, síntoo. ¿Queres mercar Cadea de 9 velocidades (24,00 €)"),
    ("fue un desastre, se me pinchó la rueda", "es", "Por lo que cuentas, encaja Reparar pinchazo (12,00 €"),
])
def test_a_mishap_told_beside_is_what_is_answered(said, lang, offered):
    t = chat("taller").say(said)
    assert t.text.startswith(offered), t.text
    assert SORRY[lang] not in t.text and not _is_complaint(t)


@pytest.mark.parametrize("slug, said, lang", [
    ("peluqueria", "fue horrible el servicio", "es"),
    ("peluqueria", "foi horrible o corte", "gl"),
    ("peluqueria", "el corte de ayer fue un desastre", "es"),
    ("peluqueria", "o tinte de onte foi un desastre", "gl"),
    ("peluqueria", "la atención fue pésima", "es"),
    ("peluqueria", "la atencion fue pesima", "es"),
    ("peluqueria", "ayer fuimos y fue horrible", "es"),
    ("peluqueria", "hola, la verdad es que ayer fue horrible", "es"),
    ("peluqueria", "fue horrible", "es"),
    ("restaurante", "a cea foi un desastre", "gl"),
    ("restaurante", "la comida estuvo malisima", "es"),
    ("restaurante", "ayer cenamos aquí y fue horrible", "es"),
    ("restaurante", "la cena que nos pusisteis fue horrible", "es"),
    ("restaurante", "vaya desastre de cena", "es"),
    ("restaurante", "que mal servicio", "es"),
    ("restaurante", "todo estuvo malo", "es"),
    ("restaurante", "estuvo todo malisimo", "es"),
    ("restaurante", "foi todo un desastre", "gl"),
    ("restaurante", "lo de ayer fue horrible", "es"),
    ("taller", "la revisión fue horrible", "es"),
    ("taller", "el arreglo de ayer fue un desastre", "es"),
    ("taller", "la reparacion fue un desastre", "es"),
    ("", "el encargo fue un desastre", "es"),
    ("", "o pedido foi un desastre", "gl"),
    ("", "la tarta de ayer fue un desastre", "es"),
])
def test_what_the_business_did_or_made_judged_is_a_complaint(slug, said, lang):
    t = chat(slug).say(said)
    assert t.text.startswith(SORRY[lang]), t.text
    assert _is_complaint(t)


@pytest.mark.parametrize("said, first, then", [
    ("quiero 2 croissants, ayer fue un desastre", "Siento lo ocurrido. Lo apunto junto al pedido nuevo",
     "Apunto: 2 × Croissant de mantequilla."),
    ("mi hijo estuvo malo, quiero una tarta para el martes", "¿Qué tarta quieres?", "¿Qué tarta quieres?"),
])
def test_beside_an_order_only_a_judgement_of_the_business_is_noted(said, first, then):
    t = chat("").say(said)
    assert t.texts[0].startswith(first) and then in t.text, t.text


def test_a_trip_judged_beside_a_booking_only_books():
    t = chat("restaurante").say("el viaje fue horrible, queremos reservar para 2 el sabado")
    assert t.text.startswith("Apunto: reserva para 2 personas el sábado 7 de noviembre."), t.text
    assert "Siento lo ocurrido" not in t.text
