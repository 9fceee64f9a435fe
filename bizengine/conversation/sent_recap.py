"""«¿Qué llevo pedido?», «¿a qué hora tengo que ir a recogerlo?», «¿qué reserva tengo?» once the
request has left: what was sent, from `state["last"]["sent"]` (kept by the form when it sent),
on the day and at the time the business now holds it (the visitor's own block, which follows a
change a person proposed and the customer took)."""
from __future__ import annotations

import re

from bizengine.conversation.messages import join_list, say
from bizengine.language import clock
from bizengine.language.phones import show_phone
from bizengine.understanding.lexicon import (
    COMING_BACK_RE,
    FOR_HOW_MANY_RE,
    HELD_ONE_ASKED_RE,
    HELD_SO_FAR_RE,
    PICK_UP_MINE,
    PICK_UP_WHEN,
    STILL_ON_RE,
    TOTAL_OWED,
)

_ASKS_RE = re.compile(
    r"\b(?:que (?:llevo|levo|he|habia|tengo|teno|tiña|tenia) (?:pedido|encargado|reservado|encargad[oa])"
    r"|que (?:pedi|encargue|reserve|pedin|encarguei|reservei)\b"
    r"|que (?:cita|reserva|pedido|encargo|encarga) (?:tengo|teno|tenia|tiña|hice|fixen|era|es|e)"
    r"|(?:a que hora|cuando|cando|que dia) (?:tengo|teno|hay|hai|debo|teño) que (?:ir|pasar|vir|venir|recoger|recoller)"
    r"|(?:a que hora|cuando|cando|que dia|para cuando|para cando) (?:era|es|e) (?:mi|la|a|o|el|miña|meu) "
    r"(?:cita|reserva|pedido|encargo|encarga|recogida|recollida)"
    r"|(?:cuando|cando|a que hora) (?:lo|la|o|a) (?:recojo|recollo|paso a buscar|paso a recoger|paso a recoller)"
    # «¿a qué hora paso a recoger mi X?», «¿cando podo recoller a miña X?»
    r"|(?:a (?:que|q) hora|cuando|cando|(?:que|q) dia) (?:(?:puedo|podo|paso|voy|vou|tengo que|teno que)(?: a)? )?"
    rf"(?:pasar a )?(?:{PICK_UP_MINE}|por (?:mi|mis|meu|meus|mina|minas))\b"
    r"|(?:me )?(?:recuerdas|recordas|lembrasme|lembras|recuerdame|recordame|lembrame) "
    r"(?:lo que|o que|la hora|a hora|el dia|o dia|cuando|cando|para cuantos|para cantos)"
    # «perdona, ¿qué día te dije?», «¿a qué hora che dixen?», «¿para cuántos te dije?»
    r"|(?:(?:para |a )?(?:que|q) (?:dia|hora)|para cuando|para cando|para cuantos|para cantos|cuantos|cantos|"
    r"para cuantas personas|para cantas persoas) (?:(?:te|che|os|vos|le|lle) )?(?:(?:lo|la|o|a) )?"
    r"(?:dije|dijimos|dixe|dixen|dixera|diximos|habia dicho|habiamos dicho|puse|pusimos|puxen|puxemos)"
    r"(?: (?:al final|ao final|entonces|daquela|no me acuerdo|non me lembro))?$"
    r"|(?:a que hora|para que hora|que dia|para que dia|para cuando|para cando|cuando|cando|para cuantos|para cantos|"
    r"para cuantas personas|para cantas persoas|cuantos eramos|cantos eramos) (?:era|es|e|lo tenia|o tiña|lo tengo|"
    r"o teño|lo puse|o puxen|quedamos|quedo)"
    r"(?: (?:no me acuerdo|non me lembro|no lo se|non o sei|al final|ao final))?$"
    # «¿a qué hora tenía la cita?», «¿para qué día la he puesto?», «¿me lo repites?»
    r"|(?:a que hora|para que hora|que dia|para que dia|para cuando|para cando|cuando|cando) "
    r"(?:(?:tenia|tengo|tina|teno|era|es|e) (?:la|a|mi|mina|el|o|meu) (?:cita|reserva|pedido|encargo|encarga|mesa)"
    r"|(?:la|lo|a|o) (?:he puesto|puse|teno posto|puxen|he pedido|pedi|pedin|reserve|reservei|he reservado))"
    r"(?: (?:no me acuerdo|non me lembro|al final|ao final))?$"
    r"|^(?:\w+ )?(?:me lo|me la|mo|ma|me) (?:repites|repetes|puedes repetir|podes repetir|dices otra vez|dis outra vez)"
    r"(?: (?:por favor|porfa|otra vez|outra vez))?$)")
# «¿a q hora lo puedo recoger?», «¿cando o podo recoller?» once sent: when it was sent for (while it is
# written down, the times of the day held answer it)
_PICK_UP_WHEN_ENDS_RE = re.compile(PICK_UP_WHEN + "$")
# «¿a qué hora paso a por ellos?», «¿cuándo paso?», gl «¿a que hora veño por eles?» once sent: coming for it, the
# same (stop 63; «¿a qué hora puedo pasar?» stays the day's hours: a visit may be anything)
_COME_FOR_IT_ENDS_RE = re.compile(r"\b(?:a (?:que|q) hora|cuando|cando) (?:paso|pasamos|vengo|veno|voy|vou)"
                                  r"(?: (?:a )?por (?:ellos|ellas|eles|elas|el|ela|ello|eso|iso))?$")
# «¿cuánto es en total?», «¿cuánto tengo que pagar?» once sent: what was sent, with its total (while
# it is written down, the cart's own answer gives it)
_TOTAL_RE = re.compile(r"\b(?:(?:cuanto|canto) (?:es|e|era|seria|sale|saia|sae) (?:en total|todo|o total|el total)$"
                       r"|^(?:y |e |pues |pois |oye |oe )?(?:al final |ao final )?(?:cuanto|canto) "
                       r"(?:era|eran|es|e|seria|sale|sae|costaba|custaba|pago|pagamos|"
                       r"me dijiste que costaba|me dixeches que custaba)"
                       r"(?: (?:al final|ao final|todo|entonces|daquela))*$"
                       r"|(?:cuanto|canto) (?:tengo|teño|teno) que pagar|(?:cuanto|canto) (?:te|che|os|vos|le) debo"
                       # «¿cuánto voy a pagar?», «¿canto me vai custar ao final?»
                       rf"|(?:{TOTAL_OWED})(?: (?:al final|ao final|en total|todo))?$)")


# «¿a nombre de quién está?», «¿qué teléfono di?»: the customer's own details sent with it
_CONTACT_RE = re.compile(r"\b(?:a nombre de quien (?:esta|va|quedo|lo puse|la puse|lo tienes|lo teneis)|"
                         r"a nome de quen (?:esta|vai|quedou|o puxen)|que nombre (?:di|deje|puse)|"
                         r"que nome (?:dei|deixei|puxen)|"
                         r"(?:que|cual|cal) (?:es |e )?(?:el |o )?(?:telefono|numero|movil|mobil) (?:que )?"
                         r"(?:di|deje|puse|dei|deixei|puxen))\b")


def asks_contact(c, s) -> bool:
    sent = (c.state.get("last") or {}).get("sent")
    return bool(sent and (sent.get("name") or sent.get("phone")) and _CONTACT_RE.search(s.norm or ""))


def answer_contact(c) -> None:
    """«Está a nombre de Laura, con el teléfono 655 44 43 33.»"""
    sent = c.state["last"]["sent"]
    c.note("sent", True, "los datos de contacto enviados")
    c.say(say("sent_contact", c.lang, name=sent.get("name") or "—", phone=show_phone(sent.get("phone")) or "—"))


def asks_parts_sent(c, s) -> bool:
    """«¿y las X?» once an appointment with X in its note has left: where the X went, asked (nothing
    new wished for, only things it noted named)."""
    sent = (c.state.get("last") or {}).get("sent") or {}
    named = {line["item_id"] for line in s.items.lines}
    return bool(named and named <= set(sent.get("part_ids") or ()) and not (s.want_kw or s.order_kw)
                and (s.question or (s.norm or "").startswith(("y ", "e "))))


def answer_parts_sent(c) -> None:
    """«Las 2 × X (14,00 €) van en la indicación de tu reserva del martes 3 de noviembre a las 10:00.»"""
    sent = c.state["last"]["sent"]
    c.note("sent", True, "lo apuntado en la indicación de la reserva enviada")
    c.say(say("sent_parts", c.lang, things=join_list(sent["parts"], c.lang), day=clock.fmt_day(sent["ymd"], c.lang),
              time=clock.fmt_time(int(sent["min"]))))


def asks(c, s) -> bool:
    """A question about what was sent while it is still live: waiting for a person, or held by
    the business (a denied or past one is no longer the customer's)."""
    sent = (c.state.get("last") or {}).get("sent")
    live = sent and (c.has_pending or c.state.get("done") or _mine(c, sent["kind"]))
    norm = s.norm or ""
    # «¿qué tenía?», «¿por dónde íbamos?»; a bare «hola de nuevo» once sent stays the greeting
    held_asked = HELD_SO_FAR_RE.search(norm) or (comes_back(s) and not (s.greet and not s.question))
    return bool(live) and bool(_ASKS_RE.search(norm) or _TOTAL_RE.search(norm) or _PICK_UP_WHEN_ENDS_RE.search(norm)
                               or _COME_FOR_IT_ENDS_RE.search(norm) or held_asked)


def said_again(c, s) -> bool:
    """«el sábado a las 11», «perfecto, el sábado entonces» right after sending, the day and time
    sent: what was sent is said back (it moves nothing)."""
    sent = (c.state.get("last") or {}).get("sent")
    w = s.when
    if not (sent and c.has_pending and s.may_change_sent and (w.has_day or w.has_time)) \
            or s.has_items or s.party is not None:
        return False
    ymd, minutes = _held_now(c, sent)
    return (not w.has_day or w.ymd == ymd) and (not w.has_time or w.minutes == minutes)


def asks_about_it(s, kind: str) -> bool:
    """The same questions about a request still being written down («¿para qué día era?»); of an order,
    «¿para cuántas personas es?» is the size of the thing (it holds no party)."""
    norm = s.norm or ""
    return bool(_ASKS_RE.search(norm)) and not (kind == "order" and FOR_HOW_MANY_RE.search(norm)
                                              and "product" in (s.topics or []))     # its description says it


def asks_held_so_far(s, held: dict) -> bool:
    """«¿qué tengo?», «¿qué tenía?», «¿cuántas personas llevo?», «¿y a qué hora?» (a time held) while a
    request is written down: what it holds, then its question again (an order's cart answers its own)."""
    if s.when.has_day or s.when.has_time or s.phone:
        return False
    detail = detail_asked(s)
    return bool(HELD_SO_FAR_RE.search(s.norm or "")) or (detail is not None and held.get(detail) is not None)


def detail_asked(s) -> str | None:
    """The draft's key of the one detail asked on its own: «¿y a qué hora?» 'min', «¿para qué día?» 'ymd'."""
    one = HELD_ONE_ASKED_RE.match(s.norm or "")
    return one.lastgroup if one is not None else None


def comes_back(s) -> bool:
    """«¿por dónde íbamos?», «ya estoy de vuelta, ¿seguimos?», «xa estou»: back after a pause."""
    return bool(COMING_BACK_RE.match(s.norm or "")) and not (s.has_items or s.when.has_day or s.when.has_time)


def asks_still_on(s) -> bool:
    """«hola otra vez, ¿sigue en pie lo del lunes?»: whether what is held still stands (a day said is its day)."""
    return bool(STILL_ON_RE.search(s.norm or "")) and not (s.has_items or s.when.has_time)


def answer_held(c, kind: str, what: str, ymd: str | None, minutes: int | None) -> None:
    """«Llevas apuntado: 4 × X (total …), el domingo 1 de noviembre a las 10:00. Aún no lo he enviado.»"""
    when = ""
    if ymd:
        key = "held_when_day_time" if minutes is not None else "held_when_day"
        when = say(key, c.lang, day=clock.fmt_day(ymd, c.lang), time=clock.fmt_time(minutes or 0))
    elif minutes is not None:       # a time kept while its day was refused: still held, the day asked next
        when = say("held_when_time", c.lang, time=clock.fmt_time(minutes))
    c.note("sent", True, f"lo apuntado sin enviar: {kind} {ymd or '-'}")
    c.say(say("held_recap", c.lang, what=what, when=when))


def answer(c, s=None) -> None:
    """Each request sent from this chat (the last ones), or those of the kind asked («¿qué cita
    tengo?» with an order and an appointment sent: the appointment)."""
    last = c.state["last"]
    every = [*(last.get("sent_earlier") or []), last["sent"]]
    kind = _kind_asked(s.norm if s is not None else "")
    asked = [sent for sent in every if sent["kind"] == kind] or every
    texts = []
    for sent in asked:
        ymd, minutes = _held_now(c, sent) if sent is last["sent"] else (sent["ymd"], int(sent["min"]))
        key = "sent_recap_order" if sent["kind"] == "order" else "sent_recap_booking"
        texts.append(say(key, c.lang, what=sent["what"], day=clock.fmt_day(ymd, c.lang), time=clock.fmt_time(minutes)))
        c.note("sent", True, f"lo enviado: {sent['kind']} {ymd} {clock.fmt_time(minutes)}")
    if c.has_pending or c.state.get("done"):
        texts.append(say("sent_recap_pending_many" if len(asked) > 1 else "sent_recap_pending", c.lang, biz=c.biz.name))
    c.say(" ".join(texts))


_KIND_RE = re.compile(r"\b(?:(?P<booking>cita|reserva|mesa|turno)|(?P<order>pedido|encargo|encarga|pedi|pedin|encargue|"
                      r"encarguei))\b")


def _kind_asked(norm: str) -> str | None:
    m = _KIND_RE.search(norm or "")
    return m.lastgroup if m else None


def _held_now(c, sent: dict) -> tuple[str, int]:
    """The day and minute the business holds: the visitor's one block of that kind when there is
    exactly one (a change taken moves it), else what was sent."""
    mine = _mine(c, sent["kind"])
    if len(mine) == 1:
        return mine[0]["ymd"], int(mine[0]["start"])
    return sent["ymd"], int(sent["min"])


def _mine(c, kind: str) -> list[dict]:
    """The visitor's live blocks of that kind (production's `own` marks them; the demo's are all theirs)."""
    return [b for b in c.own if b.get("mine", True) and b.get("kind") == kind]
