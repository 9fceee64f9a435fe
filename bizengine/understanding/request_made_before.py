"""A request made before the chat, how it stands asked in words the status patterns miss: «hice un pedido ayer y no
me han confirmado», «hice un encargo el jueves, ¿está listo?», «hicimos una reserva y no nos habéis contestado», gl
«quero saber se o meu pedido está confirmado», «fixen unha encarga e non ma confirmastes». Like
`lexicon.MADE_BEFORE_RE` with `STATUS_ASKED_RE` it asks for nothing new: a person looks at it
(`reading.corrections._tells_of_an_earlier_request`). Not «¿cómo sé si mi pedido está confirmado?» (the rule, asked),
nor «quiero hacer un pedido» (one now)."""
from __future__ import annotations

from bizengine.understanding.lexicon import REQUEST_NOUN, STATUS_ASKED_RE, folded_re
from bizengine.understanding.running_late import arriving_late

# «hice un pedido», «hicimos una reserva», «he hecho un encargo», gl «fixen unha encarga», «fixemos a reserva»,
# «mandé un pedido», «enviei a encarga» (folded; «encarga» is the Galician order)
_MADE_RE = folded_re(rf"\b(?:hice|hize|ise|ice|hicimos|he hecho|e hecho|hemos hecho|fixen|fixemos|mande|mandamos|"
                     rf"envie|enviamos|mandei|enviei|tramite|tramitei)\s+(?:(?:un|una|unha|el|la|o|a|mi|meu|mina|nuestro|noso)\s+)?"
                     rf"(?:{REQUEST_NOUN}|encargas?)\b")
# «mi pedido», «o meu pedido», «a miña reserva», «nuestra reserva» (folded): one's own request, named
_MINE_RE = folded_re(rf"\b(?:mi|mis|meu|meus|mina|minas|nuestro|nuestra|noso|nosa)\s+(?:{REQUEST_NOUN}|encargas?)\b")
# «no me han confirmado», «no me habéis contestado», «sin confirmar», «no me ha llegado la confirmación», «nadie me
# ha dicho nada», gl «non mo confirmaron», «non me confirmastes», «sen confirmar», «ninguén me dixo nada»
_NOT_CONFIRMED_RE = folded_re(
    r"\b(?:no|non|nadie|ninguen|aun no|aínda non|todavia no|inda non)\s+(?:me|nos|mo|ma|nolo|nola|mos|mas)?\s*"
    r"(?:(?:han|an|habeis|abeis|aveis|ha|hais|heis)\s+)?(?:confirm|contest|respond|dic|dich|dix|llam|cham|escrib|avis|lleg|cheg)\w*|"
    r"\b(?:sin|sen)\s+(?:confirmar|confirmacion|respuesta|resposta)\b|"
    r"\b(?:estara|esta|estan|estaran|va|vai)\s+(?:ya\s+|xa\s+)?(?:confirmad|list|preparad|feit|hech)\w*")
# «quiero saber si…», «quería saber cómo va…», gl «quero saber se…», «gustaríame saber se…»: asked, put as a wish
_WISH_TO_KNOW_RE = folded_re(r"\b(?:quiero|queria|quisiera|quero|gustaria|gustariame)\s+saber\b")
# «¿cómo sé si…?», «¿cómo puedo saber si…?», «¿cuándo se confirma un pedido?», gl «como sei se…?»: the rule asked
_HOW_TO_KNOW_RE = folded_re(r"\b(?:como|cando|cuando)\s+(?:se|sei|sabre|saberei|puedo saber|podo saber|"
                            r"se confirma|se confirman|confirmais|confirmades)\b")


def made_before_asked(norm: str) -> bool:
    """Whether the message (folded) asks how a request made before the chat stands."""
    if _HOW_TO_KNOW_RE.search(norm) or arriving_late(norm):
        return False    # («llego 10 min tarde a mi cita»: the customer arriving, running_late's)
    told = _MADE_RE.search(norm) or (_MINE_RE.search(norm) and (_WISH_TO_KNOW_RE.search(norm)
                                                                 or STATUS_ASKED_RE.search(norm)))
    return bool(told) and bool(_NOT_CONFIRMED_RE.search(norm) or STATUS_ASKED_RE.search(norm))
