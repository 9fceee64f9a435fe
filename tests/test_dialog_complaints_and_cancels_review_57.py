"""Ordinary questions read as complaints, and «cancelar el pedido» read as an earlier order (stop 57,
review fixes, helper X1).

What was wrong:
- the charge and wait patterns of this stop took any «cobr…» or «tardaron … hora» for a complaint: at the
  bike shop «¿cobráis el diagnóstico, que cuesta?» and «¿cuánto me cobráis por el cambio de aceite? en otro
  sitio me cobran uno que vale 40», at the restaurant «mis amigos tardaron en llegar, ¿hasta qué hora dais
  cenas?» all read «Siento lo ocurrido. Le paso tu mensaje a una persona…» instead of the answer;
- at the bakery «quiero 2 croissants para mañana y si no puedo ir te aviso para cancelar el pedido» said
  «Lo que pediste o reservaste antes no lo veo desde aquí…»: a cancel the customer may make later, of
  this very order, was read as one of an earlier order (and «te aviso para cancelar» as the cancelling
  rule asked: «Eso no lo tengo claro…»).

Now a charge is complained of only when made before to the customer («me cobrasteis», «cobrástesme»,
«me cobraron de más») and a wait only when the business made it («tardasteis una hora», «tardaron media
hora en atendernos», «nos tuvisteis esperando»), a length of time («una hora», «media hora»), never «qué
hora»; a message asking something (a question word and «?») is no complaint by them. The cancel of an
earlier order needs the one cancelled marked as earlier («de ayer», «anterior», «el otro», «que hice»),
not in an «if» clause; then the new order is taken («Apunto: 1 × Ramo de rosas…»).
"""
import pytest

from bizengine.conversation.earlier_cancel import new_beside_an_earlier_cancel
from tests.conversation import chat_after, line_counts

_SORRY = "Siento lo ocurrido. Le paso tu mensaje a una persona de"
_SORRY_GL = "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de"
_EARLIER = "Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al 981 000 515."
_EARLIER_GL = "O que pediches ou reservaches antes non o vexo desde aquí: para anulalo, chama ao 981 000 515."


_said = chat_after


# --- ordinary questions: answered, no apology, nothing handed over ---------------------------------------

@pytest.mark.parametrize("slug, text, answer", [
    ("taller", "¿cobráis el diagnóstico, que cuesta?", "Este es el catálogo, con precios:"),
    ("taller", "cobrais el diagnostico, que cuesta?", "Este es el catálogo, con precios:"),
    ("taller", "¿cuánto me cobráis por el cambio de aceite? en otro sitio me cobran uno que vale 40",
     "Ajuste de cambio: 18,00 €."),
    ("taller", "cuanto me cobrais por el cambio de aceite? en otro sitio me cobran uno que vale 40",
     "Ajuste de cambio: 18,00 €."),
    ("taller", "la otra vez me cobrasteis 30, ¿cuánto cuesta el cambio de aceite?", "Ajuste de cambio: 18,00 €."),
    ("restaurante", "mis amigos tardaron en llegar, ¿hasta qué hora dais cenas?",
     "Hoy la última mesa se reserva a las 22:00."),
    ("restaurante", "mis amigos tardaron en llegar, hasta que hora dais cenas?",
     "Hoy la última mesa se reserva a las 22:00."),
    ("restaurante", "¿hasta qué hora dais cenas? la última vez tardasteis una hora",
     "Hoy la última mesa se reserva a las 22:00."),
])
def test_an_ordinary_question_is_answered_not_apologised_for(slug, text, answer):
    c = _said(slug, text)
    assert c.last.text.startswith(answer)
    assert "Siento" not in c.last.text
    assert not c.requests


@pytest.mark.parametrize("slug, text", [
    ("taller", "¿canto me cobrades polo cambio de aceite? noutro sitio cóbranme un que vale 40"),
    ("taller", "cobrades o diagnóstico, que custa?"),
    ("restaurante", "os meus amigos tardaron en chegar, ¿ata que hora dades ceas?"),
    ("restaurante", "os meus amigos tardaron en chegar, ata que hora dades ceas?"),
])
def test_an_ordinary_question_in_galician_is_no_complaint(slug, text):
    c = _said(slug, text)
    assert "Sinto" not in c.last.text
    assert not c.requests


@pytest.mark.parametrize("slug, text", [
    ("restaurante", "tardaron una hora en llegar mis amigos"),       # their wait, not the place's
    ("restaurante", "tardo una hora en llegar"),
    ("taller", "me cobran 40 en otro sitio"),                        # a charge now, elsewhere
    ("taller", "cobráis por el diagnóstico"),
])
def test_a_wait_or_a_charge_not_made_here_is_no_complaint(slug, text):
    assert not _said(slug, text).last.text.startswith(_SORRY)


# --- complaints of a charge or a wait: still sorry, and a person ----------------------------------------

@pytest.mark.parametrize("slug, text, lead", [
    ("taller", "nos cobraron de más", _SORRY),
    ("taller", "me cobraron el doble por un pinchazo", _SORRY),
    ("taller", "¿por qué me cobrasteis de más?", _SORRY),               # why: it complains as it asks
    ("taller", "me cobro de mas el chico de la tienda", _SORRY),
    ("taller", "cobroume de mais", _SORRY_GL),
    ("taller", "cobrástesme o dobre por un pinchazo", _SORRY_GL),
    ("restaurante", "tardaron una hora en atendernos", _SORRY),
    ("restaurante", "tardasteis media hora en traer la cuenta", _SORRY),
    ("restaurante", "nos tuvisteis esperando media hora", _SORRY),
    ("restaurante", "tardaron unha hora en atendernos", _SORRY_GL),
    ("restaurante", "tardastes media hora en traernos a conta, non sei se volver", _SORRY_GL),
])
def test_a_charge_or_a_wait_made_here_is_apologised_for(slug, text, lead):
    c = _said(slug, text)
    assert c.last.text.startswith(lead)
    assert c.requests[-1]["status"] == "pending"


# --- a cancel of this order, maybe later: the order taken, no earlier one -------------------------------

@pytest.mark.parametrize("text, said", [
    ("quiero un ramo de rosas y si no puedo ir te aviso para cancelar el pedido",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quiero un ramo de rosas y si no puedo ir te aviso para cancelar el pedido de hoy",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quiero un ramo de rosas, y si al final no voy os aviso para anular el pedido",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quero un ramo de rosas e se non podo ir avísoche para anular o pedido",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quero un ramo de rosas e se non podo ir aviso para anular o pedido", None),
    ("quiero un ramo de rosas y cancelar el pedido", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_a_cancel_maybe_later_or_unmarked_is_no_earlier_order(text, said):
    c = _said("floristeria", text)
    assert "no lo veo desde aquí" not in c.last.text
    assert "non o vexo desde aquí" not in c.last.text
    if said is not None:
        assert c.last.texts[0] == said
        assert line_counts(c) == {"ramo-rosas": 1}


def test_the_bakery_sample_takes_the_order():
    c = _said("", "quiero 2 croissants para mañana y si no puedo ir te aviso para cancelar el pedido")
    assert "no lo veo desde aquí" not in c.last.text
    assert c.last.text.endswith("¿A qué hora lo recoges mañana?")
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("text, said", [
    ("quiero un ramo de rosas y cancelar el pedido anterior", _EARLIER),
    ("quiero un ramo de rosas y cancelar el otro pedido", _EARLIER),
    ("quiero un ramo de rosas y cancelar el pedido que hice el lunes", _EARLIER),
    ("quiero un ramo de rosas y anular el pedido de antes", _EARLIER),
    ("quero un ramo de rosas e anular o pedido anterior", _EARLIER_GL),
    ("quero un ramo de rosas e anular o pedido que fixen onte", _EARLIER_GL),
])
def test_a_cancel_of_one_marked_earlier_still_goes_to_the_phone(text, said):
    c = _said("floristeria", text)
    assert c.last.texts[0] == said
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in c.last.text
    assert line_counts(c) == {"ramo-rosas": 1}


# --- the earlier cancel routes the new request without changing what was read ---------------------------

class _Seen:
    def __init__(self):
        self.replies: list[dict] = [{"text": "before", "meta": None}]
        self.has_pending, self.state, self.signals, self.lang = False, {}, None, "es"
        self.biz = type("Biz", (), {"phone": "981 000 000"})()
        self.notes: list[tuple] = []

    def t(self, key, **values):
        return f"{key}:{values.get('phone')}"

    def note(self, *entry):
        self.notes.append(entry)

    def say_before(self, start, text):
        self.replies.insert(start, {"text": text, "meta": None})


def test_the_earlier_cancel_leaves_the_signals_read_as_they_were():
    from bizengine.understanding.signals import Signals
    s = Signals(raw="x", text="x", norm="x")
    s.cancels_earlier = True
    c = _Seen()
    routed: list = []
    assert new_beside_an_earlier_cancel(c, s, lambda c, s2: (routed.append(s2), c.replies.append(
        {"text": "new", "meta": None})))
    assert s.cancels_earlier is True
    assert routed[0].cancels_earlier is False and c.signals is routed[0]
    assert [r["text"] for r in c.replies] == ["before", "earlier_cancel_unseen:981 000 000", "new"]
