"""Every customer-facing text the engine writes, in Spanish and Galician, in one place.

Texts are generic and speak no trade («el catálogo», «el local»): anything about a particular
business (its name, phone, products, option questions, greeting) comes from the dataset and is
passed in as a placeholder, and a dataset may replace any text by key in business.json `texts`
(the bakery names its catalogue its own way there). `say(key, lang, **values)` picks the language (Spanish when a
language is missing) and the override of the business being served (`speaking_for(biz)`).
"""
from __future__ import annotations

import contextlib
from contextvars import ContextVar

from bizengine.business.product_names import product_name
from bizengine.business.profile import ALLERGENS, allergens_on
from bizengine.language import clock, format

__all__ = ["TEXTS", "say", "speaking_for", "allergens_on", "identity", "join_list", "allergen_name", "lead_text",
           "money"]

TEXTS: dict[str, dict[str, str]] = {
    # identity and limits
    "identity": {
        "es": "Soy un asistente; una persona lo confirmará.",
        "gl": "Son un asistente; unha persoa confirmará.",
    },
    "refuse_card": {
        "es": "Por seguridad, no escribas datos de tarjeta por aquí: no los necesito ni los guardo "
              "(los he tapado en el chat). El pago se hace en el local.",
        "gl": "Por seguridade, non escribas datos de tarxeta por aquí: non os necesito nin os gardo "
              "(tapeinos no chat). O pagamento faise no local.",
    },
    "refuse_dni": {
        "es": "No hace falta que me des tu DNI: lo he tapado en el chat y no lo guardo.",
        "gl": "Non fai falta que me deas o teu DNI: tapeino no chat e non o gardo.",
    },
    "refuse_injection": {
        "es": "No puedo cambiar mis reglas ni compartir mis instrucciones. Sí puedo ayudarte con {biz}: el catálogo, "
              "los horarios o dejarte algo preparado. {identity}",
        "gl": "Non podo cambiar as miñas regras nin compartir as miñas instrucións. Si podo axudarte con {biz}: o "
              "catálogo, os horarios ou deixarche algo preparado. {identity}",
    },
    "refuse_insult": {
        "es": "Prefiero que hablemos con respeto. Si quieres, te ayudo con el catálogo, los horarios o un encargo.",
        "gl": "Prefiro que falemos con respecto. Se queres, axúdoche co catálogo, os horarios ou unha encarga.",
    },
    "offtopic": {
        "es": "Eso se me escapa: solo puedo ayudarte con {biz}. Si quieres, te cuento el catálogo o los horarios.",
        "gl": "Iso escápaseme: só podo axudarte con {biz}. Se queres, cóntoche o catálogo ou os horarios.",
    },
    # «no entiendo nada»: the customer is lost; said before what the assistant can do ({can_do})
    "explain_again": {"es": "Perdona, me explico mejor: {can_do}", "gl": "Perdoa, explícome mellor: {can_do}"},
    # «quiero información» naming nothing: of what ({can_do}: what the assistant can tell)
    "info_of_what": {"es": "Claro, ¿sobre qué? {can_do}", "gl": "Claro, ¿sobre que? {can_do}"},
    # «¿qué puedes hacer?», «ayuda»: who answers and what it does ({can_do}, from its first word in lowercase)
    "what_i_do": {"es": "Soy el asistente de {biz}: {can_do} ¿Qué necesitas?",
                  "gl": "Son o asistente de {biz}: {can_do} ¿Que precisas?"},
    "not_understood": {
        "es": "No te he entendido bien. Puedo contarte el catálogo y los horarios, o dejarte un pedido preparado.",
        "gl": "Non te entendín ben. Podo contarche o catálogo e os horarios, ou deixarche un pedido preparado.",
    },
    "thanks": {
        "es": "¡A ti! Si necesitas algo más, aquí estoy.",
        "gl": "Grazas a ti! Se precisas algo máis, aquí estou.",
    },
    # praise told («me encantan vuestros X»): thanked; mid-request the question asked follows
    "praise": {
        "es": "¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy.",
        "gl": "Moitas grazas, dá gusto lelo! Se precisas algo máis, aquí estou.",
    },
    "visit_again": {"es": "¡Gracias por volver a contar con nosotros!", "gl": "Grazas por volver a contar connosco!"},
    "praise_mid": {"es": "¡Muchas gracias, da gusto leerlo!", "gl": "Moitas grazas, dá gusto lelo!"},
    # thanks mid-request: nothing is sent yet, and the question that follows says what is missing
    # «vale», «genial», «nada, era eso» with nothing asked: a plain acknowledgement
    "ack": {
        "es": "Perfecto. Si necesitas algo más, aquí estoy.",
        "gl": "Perfecto. Se precisas algo máis, aquí estou.",
    },
    "thanks_mid": {
        "es": "¡A ti! Aún no está enviado: me falta un dato.",
        "gl": "Grazas a ti! Aínda non está enviado: fáltame un dato.",
    },
    "thanks_unsent": {
        "es": "¡A ti! Aún no está enviado: cuando quieras, pulsa «Enviar» o dime «envíalo».",
        "gl": "Grazas a ti! Aínda non está enviado: cando queiras, preme «Enviar» ou dime «envíao».",
    },
    "send_not_yet": {"es": "Aún no puedo enviarlo: me falta un dato.", "gl": "Aínda non podo envialo: fáltame un dato."},
    "status_pending": {
        "es": "Ya está enviado y aún sin confirmar: una persona de {biz} lo revisa y te avisaré aquí mismo en "
              "cuanto lo confirme.",
        "gl": "Xa está enviado e aínda sen confirmar: unha persoa de {biz} revísao e avisareite aquí mesmo en "
              "canto o confirme.",
    },
    "sent_lines": {"es": "{lines} (total {total})", "gl": "{lines} (total {total})"},
    # lines ending in brackets («… (<its size>)»): the total after a comma, never «(<its size>) (total …)»
    "sent_lines_bracketed": {"es": "{lines}, total {total}", "gl": "{lines}, total {total}"},
    "pause": {"es": "Claro, sin prisa.", "gl": "Claro, sen présa."},
    "question_coming": {"es": "Claro, dime.", "gl": "Claro, dime."},
    "why_phone": {"es": "Solo para que el local pueda avisarte si hay algún problema; no se usa para nada más.",
                  "gl": "Só para que o local poida avisarte se hai algún problema; non se usa para nada máis."},
    "why_name": {"es": "Para que el local sepa de quién es; basta con el nombre de pila.",
                 "gl": "Para que o local saiba de quen é; abonda co nome de pía."},
    "pause_idle": {"es": "Claro, sin prisa: aquí estoy cuando quieras.", "gl": "Claro, sen présa: aquí estou cando queiras."},
    "sent_recap_order": {
        "es": "Tu pedido enviado: {what}, para recoger el {day} a las {time}.",
        "gl": "O teu pedido enviado: {what}, para recoller o {day} ás {time}.",
    },
    "sent_recap_booking": {
        "es": "Tu reserva enviada: {what}, el {day} a las {time}.",
        "gl": "A túa reserva enviada: {what}, o {day} ás {time}.",
    },
    "held_nothing_yet": {"es": "Aún no llevas nada apuntado.", "gl": "Aínda non levas nada apuntado."},
    # «¿y a qué hora?» with no time written down yet: said, then the question that asks it
    "held_none_min": {"es": "Aún no tengo ninguna hora apuntada.", "gl": "Aínda non teño ningunha hora apuntada."},
    # «¿a qué hora?» to the time question: which times there are, asked (the question's buttons)
    "times_free_below": {"es": "Estas son las horas que tengo libres:", "gl": "Estas son as horas que teño libres:"},
    "held_none_ymd": {"es": "Aún no tengo ningún día apuntado.", "gl": "Aínda non teño ningún día apuntado."},
    "held_none_party": {"es": "Aún no tengo apuntado para cuántos es.", "gl": "Aínda non teño apuntado para cantos é."},
    "nothing_held_yet": {"es": "Aún no tengo nada apuntado. ¿En qué te ayudo?",
                         "gl": "Aínda non teño nada apuntado. ¿En que che axudo?"},
    "held_recap": {"es": "Llevas apuntado: {what}{when}. Aún no lo he enviado.",
                   "gl": "Levas apuntado: {what}{when}. Aínda non o enviei."},
    # «¿para cuántas personas es?», «¿da para 10?» with a thing held in a size (conversation/size_held.py)
    "size_held": {"es": "Es de {size}.", "gl": "É de {size}."},
    "size_held_no_weight": {"es": "El peso no lo tengo apuntado; lo que sé es su tamaño: {size}.",
                            "gl": "O peso non o teño apuntado; o que sei é o seu tamaño: {size}."},
    "size_held_each": {"es": "{name}: {sizes}.", "gl": "{name}: {sizes}."},
    "size_held_enough": {"es": "Es de {size}: sí llega para {n}.", "gl": "É de {size}: si chega para {n}."},
    "size_held_short": {"es": "Es de {size}: no llega para {n}.", "gl": "É de {size}: non chega para {n}."},
    "size_held_short_next_f": {"es": "Es de {size}: no llega para {n}; la de {bigger} sí ({price}).",
                               "gl": "É de {size}: non chega para {n}; a de {bigger} si ({price})."},
    "size_held_short_next_m": {"es": "Es de {size}: no llega para {n}; el de {bigger} sí ({price}).",
                               "gl": "É de {size}: non chega para {n}; o de {bigger} si ({price})."},
    "held_when_day_time": {"es": ", el {day} a las {time}", "gl": ", o {day} ás {time}"},
    "held_when_day": {"es": ", el {day}", "gl": ", o {day}"},
    "held_when_time": {"es": ", a las {time} (falta el día)", "gl": ", ás {time} (falta o día)"},
    "sent_recap_pending": {
        "es": "Aún está pendiente de confirmación por una persona de {biz}; te avisaré aquí mismo.",
        "gl": "Aínda está pendente de confirmación por unha persoa de {biz}; avisareite aquí mesmo.",
    },
    "sent_contact": {"es": "Está a nombre de {name}, con el teléfono {phone}.",
                     "gl": "Está a nome de {name}, co teléfono {phone}."},
    "sent_recap_pending_many": {
        "es": "Aún están pendientes de confirmación por una persona de {biz}; te avisaré aquí mismo.",
        "gl": "Aínda están pendentes de confirmación por unha persoa de {biz}; avisareite aquí mesmo.",
    },
    "status_unsent": {
        "es": "Aún no está enviado: cuando quieras, pulsa «Enviar» o dime «envíalo».",
        "gl": "Aínda non está enviado: cando queiras, preme «Enviar» ou dime «envíao».",
    },
    "bye": {"es": "¡Hasta pronto!", "gl": "Ata pronto!"},
    "order_unsupported": {
        "es": "Por aquí no tomo pedidos ni encargos; para eso, llama al {phone}.",
        "gl": "Por aquí non tomo pedidos nin encargas; para iso, chama ao {phone}.",
    },
    "order_not_noted": {"es": "No te apunto «{said}».", "gl": "Non che apunto «{said}»."},
    "order_unsupported_tables": {
        "es": "Por aquí no tomo pedidos ni encargos: se pide en el local. Si quieres, te reservo mesa.",
        "gl": "Por aquí non tomo pedidos nin encargas: pídese no local. Se queres, resérvoche mesa.",
    },
    "take_away_unsupported": {
        "es": "Por aquí no tomo pedidos para llevar ni encargos. Si quieres, te reservo mesa.",
        "gl": "Por aquí non tomo pedidos para levar nin encargas. Se queres, resérvoche mesa.",
    },
    "take_away_unsupported_day": {
        "es": "Por aquí no tomo pedidos para llevar ni encargos. Si quieres, te reservo mesa para el {day}.",
        "gl": "Por aquí non tomo pedidos para levar nin encargas. Se queres, resérvoche mesa para o {day}.",
    },
    "table_for_the_day": {"es": "para el {day}", "gl": "para o {day}"},
    "order_unsupported_staff": {
        "es": "Por aquí no tomo pedidos ni encargos; sí te doy cita si quieres.",
        "gl": "Por aquí non tomo pedidos nin encargas; si che dou cita se queres.",
    },
    "service_not_offered": {
        "es": "Si quieres, te doy cita para otro de los servicios.",
        "gl": "Se queres, dóuche cita para outro dos servizos.",
    },
    "booking_unsupported": {
        "es": "Aquí no gestiono reservas. Puedes llamar al {phone} y te atienden.",
        "gl": "Aquí non xestiono reservas. Podes chamar ao {phone} e atenderante.",
    },
    # people
    "handoff_no_data": {
        "es": "Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta a una persona de {biz} "
              "y te responderá aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Iso non o teño claro e prefiro non inventalo. Paso a túa pregunta a unha persoa de {biz} "
              "e responderache aquí; se é urxente, chama ao {phone}. {identity}",
    },
    # of a message's several questions, the ones going to a person, said before «eso no lo tengo claro…»
    "asked_apart_for_a_person": {"es": "Sobre {asked}:", "gl": "Sobre {asked}:"},
    # the business's own words quoted in the one language it wrote them in
    "kb_quoted_as_written": {"es": "Lo tengo escrito solo en gallego: {text}",
                             "gl": "Só o teño escrito en castelán: {text}"},
    "free_times": {"es": "El {day} tengo hueco {times}.", "gl": "O {day} teño oco {times}."},
    # «¿a qué hora puedo ir?» to «¿Con quién…?»: the day's free times person by person, before who again
    "free_times_day": {"es": "El {day}:", "gl": "O {day}:"},
    # «¿está libre <person> el martes a las 16?»: answered before the appointment goes on
    "person_free_yes": {"es": "Sí, {person} tiene hueco el {day} a las {time}.",
                        "gl": "Si, {person} ten oco o {day} ás {time}."},
    "person_free_no": {"es": "{person} no tiene hueco el {day} a las {time}; ese día tiene hueco {times}.",
                       "gl": "{person} non ten oco o {day} ás {time}; ese día ten oco {times}."},
    "person_free_none": {"es": "{person} no tiene hueco el {day} a las {time}, ni a otra hora ese día.",
                         "gl": "{person} non ten oco o {day} ás {time}, nin a outra hora ese día."},
    "free_times_person": {"es": "{person} tiene hueco {times}.", "gl": "{person} ten oco {times}."},
    "free_times_person_none": {"es": "{person} ya no tiene hueco.", "gl": "{person} xa non ten oco."},
    # «4, ¿tenéis hueco el sábado?» with Friday held: the other day's free times, and whether to move it there
    "move_to_day_asked": {"es": "¿Lo cambio al {day}?", "gl": "¿Cámbioo ao {day}?"},
    "chip_move_to_day": {"es": "Sí, al {day}", "gl": "Si, ao {day}"},
    "chip_keep_day": {"es": "No, el {day}", "gl": "Non, o {day}"},
    "other_day_no_room": {"es": "El {day} no me queda hueco, así que sigo con el {held}.",
                          "gl": "O {day} non me queda oco, así que sigo co {held}."},
    "other_day_closed": {"es": "El {day} no abrimos, así que sigo con el {held}.",
                         "gl": "O {day} non abrimos, así que sigo co {held}."},
    "times_one": {"es": "a las {time}", "gl": "ás {time}"},
    "which_time_fits": {"es": "¿Cuál te va bien?", "gl": "¿Cal che vai ben?"},
    "delivery_asked": {"es": "¿Hacéis envíos a domicilio?", "gl": "¿Facedes envíos a domicilio?"},
    "no_data_mid_order": {
        "es": "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu pedido para que "
              "te respondan aquí; si es urgente, llama al {phone}.",
        "gl": "Iso non o teño claro e prefiro non inventalo. Apúntollo ao local xunto ao teu pedido para que "
              "che respondan aquí; se é urxente, chama ao {phone}.",
    },
    "occasion_handoff": {
        "es": "Para {occasion} mejor te aconseja una persona de {biz}: le paso lo que me pides y te responderá "
              "aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Para {occasion} mellor te aconsella unha persoa de {biz}: paso o que me pides e responderache "
              "aquí; se é urxente, chama ao {phone}. {identity}",
    },
    "handoff_topic": {
        "es": "Eso lo lleva una persona de {biz}: le paso tu mensaje y te responderá aquí; "
              "si es urgente, llama al {phone}. {identity}",
        "gl": "Iso lévao unha persoa de {biz}: paso a túa mensaxe e responderache aquí; "
              "se é urxente, chama ao {phone}. {identity}",
    },
    "topic_with_order": {
        "es": "Eso lo lleva una persona de {biz}: se lo apunto junto a tu pedido y te responderá aquí.",
        "gl": "Iso lévao unha persoa de {biz}: apúntollo xunto ao teu pedido e responderache aquí.",
    },
    # «llego 10 min tarde a mi cita» with nothing written here: after the business's rule on arriving late
    "late_call": {
        "es": "Si quieres avisar de que llegas tarde, llama al {phone}.",
        "gl": "Se queres avisar de que chegas tarde, chama ao {phone}.",
    },
    # the same, where the business's texts say nothing of arriving late: the message, to a person
    "late_passed_on": {
        "es": "Se lo paso a una persona de {biz} para que lo sepa y te responderá aquí; si es urgente, llama al {phone}.",
        "gl": "Pásollo a unha persoa de {biz} para que o saiba e responderache aquí; se é urxente, chama ao {phone}.",
    },
    # the name and phone said after a group was handed to a person, who calls back
    "handed_contact": {
        "es": "Apuntado: {said}. Se lo paso a la persona de {biz} que lleva tu reserva.",
        "gl": "Apuntado: {said}. Pásollo á persoa de {biz} que leva a túa reserva.",
    },
    "replaces_handed": {
        "es": "Queda retirada {what} que le había pasado al equipo de {biz}: esta la sustituye.",
        "gl": "Queda retirada {what} que lle pasara ao equipo de {biz}: esta substitúea.",
    },
    "handed_request": {"es": "la petición", "gl": "a petición"},
    "handed_booking_for": {"es": "la reserva para {people}", "gl": "a reserva para {people}"},
    "handed_name": {"es": "a nombre de {name}", "gl": "a nome de {name}"},
    "handed_day": {"es": "el {day}", "gl": "o {day}"},
    "handed_time": {"es": "a las {time}", "gl": "ás {time}"},
    "handed_phone": {"es": "teléfono {phone}", "gl": "teléfono {phone}"},
    # a phone said after a question or a message was passed to a person: for that person
    "phone_for_the_person": {
        "es": "Anoto tu teléfono, {phone}, para que te llame la persona de {biz} que lleva tu mensaje.",
        "gl": "Anoto o teu teléfono, {phone}, para que te chame a persoa de {biz} que leva a túa mensaxe.",
    },
    # a phone said alone with nothing asked before: kept, and what they need asked
    "phone_kept_what_needed": {
        "es": "Gracias, me quedo con tu teléfono, {phone}, para lo que necesites. ¿En qué te puedo ayudar?",
        "gl": "Grazas, quedo co teu teléfono, {phone}, para o que precises. ¿En que te podo axudar?",
    },
    # «las dos», «cada uno» after two or more people were handed to a person: the same for each, passed on
    "handed_every_one": {
        "es": "Apuntado: {what} para cada uno de los {n}. Se lo paso a la persona de {biz} que lleva tu reserva.",
        "gl": "Apuntado: {what} para cada un dos {n}. Pásollo á persoa de {biz} que leva a túa reserva.",
    },
    "handed_every_one_f": {
        "es": "Apuntado: {what} para cada una de las {n}. Se lo paso a la persona de {biz} que lleva tu reserva.",
        "gl": "Apuntado: {what} para cada unha das {n}. Pásollo á persoa de {biz} que leva a túa reserva.",
    },
    "handed_the_same": {"es": "lo mismo", "gl": "o mesmo"},
    "handed_age": {"es": "{age} años", "gl": "{age} anos"},
    "handed_ask_phone": {
        "es": "¿Y un teléfono para que te llamen?",
        "gl": "¿E un teléfono para que te chamen?",
    },
    "handoff_person": {
        "es": "Le paso tu mensaje a una persona de {biz} y te responderá aquí; si es urgente, llama al {phone}. "
              "{identity}",
        "gl": "Paso a túa mensaxe a unha persoa de {biz} e responderache aquí; se é urxente, chama ao {phone}. "
              "{identity}",
    },
    # «que me llamen», «¿me puede llamar alguien?»: the call is asked of a person, with the phone known
    "handoff_call": {
        "es": "Le paso a una persona de {biz} que quieres que te llamen al {own}; si es urgente, llama al {phone}. "
              "{identity}",
        "gl": "Paso a unha persoa de {biz} que queres que te chamen ao {own}; se é urxente, chama ao {phone}. "
              "{identity}",
    },
    "handoff_call_ask": {
        "es": "Le paso a una persona de {biz} que quieres que te llamen. ¿A qué teléfono? Si no, te responderá "
              "aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Paso a unha persoa de {biz} que queres que te chamen. ¿A que teléfono? Se non, responderache "
              "aquí; se é urxente, chama ao {phone}. {identity}",
    },
    # a problem told about something sold or mended («se me rompió la X»): never an order of X
    "trouble_service": {
        "es": "Por lo que cuentas, encaja {name} ({price}, unos {minutes} minutos). ¿Quieres cita? "
              "Si prefieres que antes lo vea una persona de {biz}, dímelo.",
        "gl": "Polo que contas, encaixa {name} ({price}, uns {minutes} minutos). ¿Queres cita? "
              "Se prefires que antes o vexa unha persoa de {biz}, dimo.",
    },
    "trouble_services": {
        "es": "Por lo que cuentas, encajan {services}. ¿Quieres cita para todo? "
              "Si prefieres que antes lo vea una persona de {biz}, dímelo.",
        "gl": "Polo que contas, encaixan {services}. ¿Queres cita para todo? "
              "Se prefires que antes o vexa unha persoa de {biz}, dimo.",
    },
    "trouble_services_apart": {
        "es": "Por lo que cuentas, encajan {services}. Una reserva es para un trabajo: ¿te apunto primero {first} y, "
              "cuando la envíes, te preparo la otra cita ({other})? Si prefieres que antes lo vea una persona de "
              "{biz}, dímelo.",
        "gl": "Polo que contas, encaixan {services}. Unha reserva é para un traballo: ¿apúntoche primeiro {first} e, "
              "cando a envíes, prepárote a outra cita ({other})? Se prefires que antes o vexa unha persoa de {biz}, "
              "dimo.",
    },
    "trouble_service_priced": {"es": "{name} ({price}, unos {minutes} minutos)",
                               "gl": "{name} ({price}, uns {minutes} minutos)"},
    "trouble_part": {
        "es": "Vaya, lo siento. ¿Quieres comprar {name} ({price}) o prefieres que lo vea una persona de {biz}?",
        "gl": "Vaia, síntoo. ¿Queres mercar {name} ({price}) ou prefires que o vexa unha persoa de {biz}?",
    },
    "trouble_person": {
        "es": "Siento lo ocurrido. Le paso tu mensaje a una persona de {biz} y te responderá aquí; "
              "si es urgente, llama al {phone}. {identity}",
        "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de {biz} e responderache aquí; "
              "se é urxente, chama ao {phone}. {identity}",
    },
    "trouble_declined": {
        "es": "De acuerdo, no apunto nada. Si quieres que lo vea una persona de {biz}, dímelo.",
        "gl": "De acordo, non apunto nada. Se queres que o vexa unha persoa de {biz}, dimo.",
    },
    "complaint_noted_order": {
        "es": "Siento lo ocurrido. Lo apunto junto a este pedido para que lo vea una persona del local.",
        "gl": "Sinto o ocorrido. Apúntoo xunto a este pedido para que o vexa unha persoa do local.",
    },
    "complaint_noted_new_order": {
        "es": "Siento lo ocurrido. Lo apunto junto al pedido nuevo para que lo vea una persona del local.",
        "gl": "Sinto o ocorrido. Apúntoo xunto ao pedido novo para que o vexa unha persoa do local.",
    },
    "complaint_passed_on": {
        "es": "Siento lo ocurrido. Le paso tu queja a una persona de {biz}, que te responderá aquí.",
        "gl": "Sinto o ocorrido. Paso a túa queixa a unha persoa de {biz}, que che responderá aquí.",
    },
    "complaint_noted_new_booking": {
        "es": "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local.",
        "gl": "Sinto o ocorrido. Apúntoo xunto á reserva nova para que o vexa unha persoa do local.",
    },
    "complaint_noted_booking": {
        "es": "Siento lo ocurrido. Lo apunto junto a esta reserva para que lo vea una persona del local.",
        "gl": "Sinto o ocorrido. Apúntoo xunto a esta reserva para que o vexa unha persoa do local.",
    },
    "trouble_person_chip": {"es": "Que lo vea una persona", "gl": "Que o vexa unha persoa"},
    "trouble_person_text": {"es": "Quiero hablar con una persona", "gl": "Quero falar cunha persoa"},
    "handoff_order": {
        "es": "Le paso tu pedido a una persona de {biz} y te responderá aquí; si es urgente, llama al {phone}. "
              "{identity}",
        "gl": "Paso o teu pedido a unha persoa de {biz} e responderache aquí; se é urxente, chama ao {phone}. "
              "{identity}",
    },
    "pending_noted": {
        "es": "Anotado: se lo he hecho llegar al local. Te responderán aquí mismo.",
        "gl": "Anotado: fíxenllo chegar ao local. Responderanche aquí mesmo.",
    },
    # information
    # «¿a qué hora puedo pasar?» to the time question, with a lead time that leaves the opening out
    "ready_from": {"es": "Lo antes que lo tendremos listo ese día es a las {time}.",
                   "gl": "O máis cedo que o teremos listo ese día é ás {time}."},
    # «¿cuándo tengo que recogerlo?», «¿a qué hora tengo que ir?» mid-request with a day and a time held (stop 63)
    "pickup_held_at": {"es": "Lo tengo apuntado para que lo recojas el {day} a las {time}.",
                       "gl": "Téñoo apuntado para que o recollas o {day} ás {time}."},
    "pickup_held_at_today": {"es": "Lo tengo apuntado para que lo recojas hoy a las {time}.",
                             "gl": "Téñoo apuntado para que o recollas hoxe ás {time}."},
    "booking_held_at": {"es": "Lo tengo apuntado para el {day} a las {time}.",
                        "gl": "Téñoo apuntado para o {day} ás {time}."},
    "booking_held_at_today": {"es": "Lo tengo apuntado para hoy a las {time}.",
                              "gl": "Téñoo apuntado para hoxe ás {time}."},
    "hours_today": {"es": "Hoy abrimos {ranges}.", "gl": "Hoxe abrimos {ranges}."},
    "hours_week": {"es": "Abrimos {parts}.", "gl": "Abrimos {parts}."},
    "hours_day": {"es": "El {day} abrimos {ranges}.", "gl": "O {day} abrimos {ranges}."},
    "hours_today_part": {"es": "Hoy {part} abrimos {ranges}.", "gl": "Hoxe {part} abrimos {ranges}."},
    "hours_day_part": {"es": "El {day} {part} abrimos {ranges}.", "gl": "O {day} {part} abrimos {ranges}."},
    "today_word": {"es": "hoy", "gl": "hoxe"},
    "midday_closed": {"es": "Sí: {when} cerramos a mediodía, de {start} a {end}.",
                      "gl": "Si: {when} pechamos ao mediodía, de {start} a {end}."},
    "midday_closes": {"es": "A mediodía, {when} cerramos a las {time}.", "gl": "Ao mediodía, {when} pechamos ás {time}."},
    "midday_open": {"es": "No: {when} no cerramos a mediodía; abrimos {ranges}.",
                    "gl": "Non: {when} non pechamos ao mediodía; abrimos {ranges}."},
    "hours_ask_day": {"es": "¿Qué horario tenéis el {day}?", "gl": "¿Que horario tedes o {day}?"},
    "hours_weekday": {"es": "Los {days} abrimos {ranges}.", "gl": "Os {days} abrimos {ranges}."},
    "closes_today": {"es": "Hoy cerramos a las {time}.", "gl": "Hoxe pechamos ás {time}."},
    "closes_day": {"es": "El {day} cerramos a las {time}.", "gl": "O {day} pechamos ás {time}."},
    "closed_today": {"es": "Hoy no abrimos.", "gl": "Hoxe non abrimos."},
    "last_seating_today": {"es": "Hoy la última mesa se reserva a las {times}.",
                           "gl": "Hoxe a última mesa resérvase ás {times}."},
    "last_seating_day": {"es": "El {day} la última mesa se reserva a las {times}.",
                         "gl": "O {day} a última mesa resérvase ás {times}."},
    "closed_day": {"es": "El {day} no abrimos.", "gl": "O {day} non abrimos."},
    # «¿qué días cerráis?»: the weekly rest and the closures of the coming year
    "rest_days": {"es": "Cerramos los {days}.", "gl": "Pechamos os {days}."},
    "no_rest_days": {"es": "Abrimos todos los días de la semana.", "gl": "Abrimos todos os días da semana."},
    "closure_days": {"es": "Y estos días: {dates}.", "gl": "E estes días: {dates}."},
    "closure_date": {"es": "{name} ({date})", "gl": "{name} ({date})"},
    "closed_holiday": {"es": "El {day} no abrimos ({holiday}).", "gl": "O {day} non abrimos ({holiday})."},
    "open_now": {"es": "Sí, ahora estamos abiertos hasta las {time}.", "gl": "Si, agora estamos abertos ata as {time}."},
    "closed_now": {"es": "Ahora mismo estamos cerrados.", "gl": "Agora mesmo estamos pechados."},
    "next_opening_today": {"es": "Volvemos a abrir hoy a las {time}.", "gl": "Volvemos abrir hoxe ás {time}."},
    "next_opening": {
        "es": "Volvemos a abrir el {day} a las {time}.",
        "gl": "Volvemos abrir o {day} ás {time}.",
    },
    "ranges": {"es": "de {a} a {b}", "gl": "de {a} a {b}"},
    "address": {"es": "Estamos en {address}. Teléfono: {phone}.", "gl": "Estamos en {address}. Teléfono: {phone}."},
    "contact": {
        "es": "Puedes llamar al {phone} o escribir a {email}.",
        "gl": "Podes chamar ao {phone} ou escribir a {email}.",
    },
    "contact_phone": {"es": "Puedes llamar al {phone}.", "gl": "Podes chamar ao {phone}."},
    "price": {"es": "{name}: {price}.", "gl": "{name}: {price}."},
    "price_from": {"es": "{name}: desde {price}.", "gl": "{name}: dende {price}."},
    "price_each": {"es": "{name}: {price} ({each} la unidad).", "gl": "{name}: {price} ({each} a unidade)."},
    # a product priced per person (catalog `price_per`), and its least count (`min_qty`)
    "price_per": {"es": "{name}: {price} {per}.", "gl": "{name}: {price} {per}."},
    "price_each_per": {"es": "{name}: {price} ({each} {per}).", "gl": "{name}: {price} ({each} {per})."},
    "price_minimum": {"es": " Mínimo {n}.", "gl": " Mínimo {n}."},
    "price_total": {"es": "En total, {total}.", "gl": "En total, {total}."},
    "cheapest": {"es": "Lo más barato:", "gl": "O máis barato:"},
    "cheapest_first": {"es": "Lo más barato, de menos a más:", "gl": "O máis barato, de menos a máis:"},
    "kind_have": {"es": "Esto es lo que tenemos:", "gl": "Isto é o que temos:"},
    "popular_lead": {"es": "Lo que más se pide:", "gl": "O que máis se pide:"},
    "popular_for_an_event": {"es": "Lo que más se pide, por si te sirve para {event}:",
                             "gl": "O que máis se pide, por se che serve para {event}:"},
    "about_a_subject": {"es": "Sobre {subject} tengo:", "gl": "Sobre {subject} teño:"},
    "popular_for_a_gift": {"es": "Lo que más se pide, por si te sirve de regalo:",
                           "gl": "O que máis se pide, por se che serve de agasallo:"},
    # «¿vendéis X?» where X is only in a description: what has it, not that X is sold
    "kind_in_them": {"es": "Con {kind} tenemos:", "gl": "Con {kind} temos:"},
    # a kind of thing the catalogue does not hold: said plainly, with what there is
    "kind_missing": {"es": "No tenemos {kind} en el catálogo. Tenemos: {list}.",
                     "gl": "Non temos {kind} no catálogo. Temos: {list}."},
    # a thing named alone («o <title>») that nothing in the catalogue is
    "named_missing": {"es": "No tengo «{kind}» en el catálogo. Tenemos: {list}.",
                      "gl": "Non teño «{kind}» no catálogo. Temos: {list}."},
    "named_missing_services": {"es": "No tengo «{kind}» entre los servicios. Tenemos: {list}.",
                               "gl": "Non teño «{kind}» entre os servizos. Temos: {list}."},
    "kind_missing_services": {"es": "No tenemos {kind} entre los servicios. Tenemos: {list}.",
                              "gl": "Non temos {kind} entre os servizos. Temos: {list}."},
    # «¿qué tamaños hay?» naming nothing: what comes in sizes, and which one is meant
    "sizes_which": {"es": "Se hacen en varios tamaños: {groups}. ¿De cuál quieres saber los precios?",
                    "gl": "Fanse en varios tamaños: {groups}. ¿De cal queres saber os prezos?"},
    "sizes_group": {"es": "{things} ({sizes})", "gl": "{things} ({sizes})"},
    "sizes_of_chip_text": {"es": "¿Qué tamaños tiene {name}?", "gl": "¿Que tamaños ten {name}?"},
    "kind_chip_text": {"es": "¿Qué tenéis de {category}?", "gl": "¿Que tedes de {category}?"},
    "dearest": {"es": "Lo más caro:", "gl": "O máis caro:"},
    "cheaper_than": {"es": "Más barato que {name}:", "gl": "Máis barato ca {name}:"},
    "dearer_than": {"es": "Más caro que {name}:", "gl": "Máis caro ca {name}:"},
    "none_cheaper": {"es": "{name}: ya es lo más barato de su tipo.", "gl": "{name}: xa é o máis barato do seu tipo."},
    "none_dearer": {"es": "{name}: ya es lo más caro de su tipo.", "gl": "{name}: xa é o máis caro do seu tipo."},
    "price_choice": {"es": "{price} ({choice})", "gl": "{price} ({choice})"},
    # a price by age (catalog `ambiguous.<group>.ages`): «X: 10,00 €, hasta los 10 años.»
    "age_limit_upto": {"es": "hasta los {max} años", "gl": "ata os {max} anos"},
    "age_limit_between": {"es": "de {min} a {max} años", "gl": "de {min} a {max} anos"},
    "age_price_fits": {"es": "Con {age} años se cobra como {name}: {price} ({limit}).",
                       "gl": "Con {age} anos cóbrase como {name}: {price} ({limit})."},
    "age_price_limit": {"es": "{name}: {price}, {limit}.", "gl": "{name}: {price}, {limit}."},
    "age_price_others": {"es": "Con {age} años se cobra como {others}.", "gl": "Con {age} anos cóbrase como {others}."},
    "age_price_each": {"es": "{name} ({price})", "gl": "{name} ({price})"},
    "age_which": {"es": "Con {age} años, ¿{options}?", "gl": "Con {age} anos, ¿{options}?"},
    # a recommendation that fits what was said (fit_answer.py): an age the data ranges, a budget
    "fit_lead": {"es": "Te puede ir bien:", "gl": "Pódeche ir ben:"},
    "fit_budget_lead": {"es": "Por {price} o menos:", "gl": "Por {price} ou menos:"},
    "fit_budget_none": {"es": "Por {price} o menos no tengo nada; lo más económico:",
                        "gl": "Por {price} ou menos non teño nada; o máis económico:"},
    "fit_line": {"es": "{name}: {price} ({about}).", "gl": "{name}: {price} ({about})."},
    # a quality asked («algo <quality>») that no name, description, tag or category says
    "fit_quality_none": {"es": "No encuentro nada «{quality}» en el catálogo.",
                         "gl": "Non atopo nada «{quality}» no catálogo."},
    "menu_intro": {
        "es": "Este es el catálogo, con precios:",
        "gl": "Este é o catálogo, con prezos:",
    },
    "menu_intro_of": {"es": "Esto es lo que tenemos en {category}, con precios:",
                      "gl": "Isto é o que temos en {category}, con prezos:"},
    "order_item_chip": {"es": "Encargar: {name}", "gl": "Encargar: {name}"},
    "sized_item_text": {"es": "{name} ({size})", "gl": "{name} ({size})"},
    "for_people_lead": {"es": "Para {n} personas:", "gl": "Para {n} persoas:"},
    "for_people_which": {"es": "¿Te apunto alguno?", "gl": "¿Apúntoche algún?"},
    "for_people_which_f": {"es": "¿Te apunto alguna?", "gl": "¿Apúntoche algunha?"},
    "book_item_chip": {"es": "Pedir cita: {name}", "gl": "Pedir cita: {name}"},
    "book_items_apart_chip": {"es": "Pedir cita: {first}, luego {other}", "gl": "Pedir cita: {first}, logo {other}"},
    "menu_order_chip": {"es": "Hacer un pedido", "gl": "Facer un pedido"},
    "menu_order_text": {"es": "Quiero hacer un pedido", "gl": "Quero facer un pedido"},
    "menu_chip": {
        "es": "Ver el catálogo",
        "gl": "Ver o catálogo",
    },
    # the same texts for a business of appointments (SERVICES_VARIANTS)
    "menu_intro_services": {"es": "Estos son los servicios, con precios:", "gl": "Estes son os servizos, con prezos:"},
    "menu_chip_services": {"es": "Ver los servicios", "gl": "Ver os servizos"},
    "cite_catalog_services": {"es": "Servicios", "gl": "Servizos"},
    "offtopic_services": {
        "es": "Eso se me escapa: solo puedo ayudarte con {biz}. Si quieres, te cuento los servicios o los horarios.",
        "gl": "Iso escápaseme: só podo axudarte con {biz}. Se queres, cóntoche os servizos ou os horarios.",
    },
    "not_understood_tables": {
        "es": "No te he entendido bien. Puedo contarte el catálogo y los horarios, o dejarte una reserva preparada.",
        "gl": "Non te entendín ben. Podo contarche o catálogo e os horarios, ou deixarche unha reserva preparada.",
    },
    "not_understood_services": {
        "es": "No te he entendido bien. Puedo contarte los servicios y los horarios, o pedirte una cita.",
        "gl": "Non te entendín ben. Podo contarche os servizos e os horarios, ou pedirche unha cita.",
    },
    "refuse_insult_services": {
        "es": "Prefiero que hablemos con respeto. Si quieres, te ayudo con los servicios, los horarios o una cita.",
        "gl": "Prefiro que falemos con respecto. Se queres, axúdoche cos servizos, os horarios ou unha cita.",
    },
    "refuse_injection_services": {
        "es": "No puedo cambiar mis reglas ni compartir mis instrucciones. Sí puedo ayudarte con {biz}: "
              "los servicios, los horarios o una cita. {identity}",
        "gl": "Non podo cambiar as miñas regras nin compartir as miñas instrucións. Si podo axudarte con {biz}: "
              "os servizos, os horarios ou unha cita. {identity}",
    },
    "unknown_item_services": {"es": "No tengo «{items}» entre los servicios.", "gl": "Non teño «{items}» entre os servizos."},
    "book_chip_tables": {"es": "Reservar mesa", "gl": "Reservar mesa"},
    "book_chip_tables_text": {"es": "Quiero reservar una mesa", "gl": "Quero reservar unha mesa"},
    "book_chip_tables_party_text": {"es": "Quiero reservar una mesa para {n} personas",
                                    "gl": "Quero reservar unha mesa para {n} persoas"},
    "book_chip_staff": {"es": "Pedir cita", "gl": "Pedir cita"},
    "book_chip_staff_text": {"es": "Quiero pedir cita", "gl": "Quero pedir cita"},
    "menu_chip_text": {"es": "¿Qué tenéis?", "gl": "¿Que tedes?"},
    "hours_chip": {"es": "Horario", "gl": "Horario"},
    "hours_chip_text": {"es": "¿Qué horario tenéis?", "gl": "¿Que horario tedes?"},
    "hours_title": {"es": "Horario", "gl": "Horario"},
    "cite_catalog": {
        "es": "Catálogo",
        "gl": "Catálogo",
    },
    "cite_hours": {"es": "Horario", "gl": "Horario"},
    "cite_contact": {"es": "Contacto", "gl": "Contacto"},
    "duration": {"es": "{name} dura unos {minutes} minutos.", "gl": "{name} dura uns {minutes} minutos."},
    "duration_plural": {"es": "{name} duran unos {minutes} minutos.", "gl": "{name} duran uns {minutes} minutos."},
    "duration_total": {"es": "Todo junto, unos {minutes} minutos.", "gl": "Todo xunto, uns {minutes} minutos."},
    # the appointment being booked, its start held: when it ends
    "duration_ends_at": {"es": "Si empiezas a las {start}, acabas hacia las {end}.",
                         "gl": "Se comezas ás {start}, rematas cara ás {end}."},
    "contains": {"es": "{name} contiene {list}.", "gl": "{name} contén {list}."},
    "contains_plural": {"es": "{name} contienen {list}.", "gl": "{name} conteñen {list}."},
    "not_listed": {"es": "En {name} no consta {list}.", "gl": "En {name} non consta {list}."},
    "not_listed_many": {"es": "En {name} no constan {list}.", "gl": "En {name} non constan {list}."},
    "contains_none": {
        "es": "En {name} no consta ninguna de las 14 sustancias de declaración obligatoria.",
        "gl": "En {name} non consta ningunha das 14 substancias de declaración obrigatoria.",
    },
    "tag_unlisted": {
        "es": "{names} no está entre los productos {tags} del catálogo: lo apunto como indicación y una persona "
              "del local te confirma si puede ser.",
        "gl": "{names} non está entre os produtos {tags} do catálogo: apúntoo como indicación e unha persoa do local "
              "confírmache se pode ser.",
    },
    "tag_unlisted_kind": {
        "es": "No tengo {word} entre los productos {tags} del catálogo: lo apunto como indicación y una persona "
              "del local te confirma si puede ser.",
        "gl": "Non teño {word} entre os produtos {tags} do catálogo: apúntoo como indicación e unha persoa do local "
              "confírmache se pode ser.",
    },
    "without_its_own": {
        "es": "Ojo: {name} lleva {word}, lo dice su nombre. Apunto «{wish}» como indicación y una persona del local "
              "te confirma si puede ser; si prefieres otra cosa, dímelo.",
        "gl": "Ollo: {name} leva {word}, dío o seu nome. Apunto «{wish}» como indicación e unha persoa do local "
              "confírmache se pode ser; se prefires outra cousa, dimo.",
    },
    "measure_unlisted": {
        "es": "{names}: esa medida no la tengo en el catálogo; apunto {measures} como indicación y una persona "
              "del local te confirma si puede ser.",
        "gl": "{names}: esa medida non a teño no catálogo; apunto {measures} como indicación e unha persoa do "
              "local confírmache se pode ser.",
    },
    # «dos X, uno sin gluten y otro normal», X containing it: held, the one without noted, a person confirms
    "avoided_by_one": {
        "es": "{contains} Apunto como indicación que uno sea sin {list} y una persona del local te confirma si "
              "puede ser.",
        "gl": "{contains} Apunto como indicación que un sexa sen {list} e unha persoa do local confírmache se "
              "pode ser.",
    },
    "tag_unlisted_many": {
        "es": "{names} no están entre los productos {tags} del catálogo: lo apunto como indicación y una persona "
              "del local te confirma si puede ser.",
        "gl": "{names} non están entre os produtos {tags} do catálogo: apúntoo como indicación e unha persoa do "
              "local confírmache se pode ser.",
    },
    # what the catalogue says products contain; a dataset names it in its trade's words (business.json texts)
    "allergens_overview": {
        "es": "Te pongo cada producto con lo que contiene. En el catálogo constan: {list}. Si me dices cuál "
              "te preocupa, te digo en qué productos no consta.",
        "gl": "Póñoche cada produto co que contén. No catálogo constan: {list}. Se me dis cal che "
              "preocupa, dígoche en que produtos non consta.",
    },
    "allergens_none": {
        "es": "Ningún producto de nuestro catálogo indica que contenga nada de eso.",
        "gl": "Ningún produto do noso catálogo indica que conteña nada diso.",
    },
    "allergens_none_services": {
        "es": "Ninguno de nuestros servicios indica en el catálogo que contenga nada de eso. Si tienes alguna "
              "alergia, díselo a una persona del local antes de venir.",
        "gl": "Ningún dos nosos servizos indica no catálogo que conteña nada diso. Se tes algunha alerxia, dillo "
              "a unha persoa do local antes de vir.",
    },
    "allergy_note": {
        "es": "Si es una alergia o intolerancia grave, una persona del local lo confirma antes de preparar nada.",
        "gl": "Se é unha alerxia ou intolerancia grave, unha persoa do local confírmao antes de preparar nada.",
    },
    "diet_list_one": {"es": "Tenemos 1 producto {label}: {list}.", "gl": "Temos 1 produto {label}: {list}."},
    "diet_list": {"es": "Tenemos {n} productos {label}: {list}.", "gl": "Temos {n} produtos {label}: {list}."},
    "diet_none": {
        "es": "No tenemos productos {label} en el catálogo.",
        "gl": "Non temos produtos {label} no catálogo.",
    },
    "diet_none_in": {"es": "En {category} no tenemos productos {label}.", "gl": "En {category} non temos produtos {label}."},
    "in_category": {"es": "En {category}: ", "gl": "En {category}: "},
    "tag_yes": {"es": "Sí: {name} está entre los productos {label}.", "gl": "Si: {name} está entre os produtos {label}."},
    "tag_no": {"es": "No: {name} no está entre los productos {label}.",
               "gl": "Non: {name} non está entre os produtos {label}."},
    "diet_among": {"es": "De esos productos, {label}: {list}.", "gl": "Deses produtos, {label}: {list}."},
    "diet_among_none": {"es": "De esos, no tenemos productos {label}.", "gl": "Deses, non temos produtos {label}."},
    "diet_in_group": {"es": "En {group}, {label}: {list}.", "gl": "En {group}, {label}: {list}."},
    "diet_in_group_none": {"es": "En {group} no tenemos nada {label}.", "gl": "En {group} non temos nada {label}."},
    "diet_title": {"es": "Productos {label}", "gl": "Produtos {label}"},
    # issue 17: questions about one product, and the cart mid-order
    "product_about": {"es": "{name}: {description}", "gl": "{name}: {description}"},
    "product_lead": {"es": "Se encarga con {lead} de antelación.", "gl": "Encárgase con {lead} de antelación."},
    "product_lead_named": {"es": "{name} se encarga con {lead} de antelación.",
                           "gl": "{name} encárgase con {lead} de antelación."},
    "product_same_day_named": {"es": "{name} no necesita encargo previo.", "gl": "{name} non precisa encarga previa."},
    "products_lead_named": {"es": "{name} se encargan con {lead} de antelación.",
                            "gl": "{name} encárganse con {lead} de antelación."},
    "products_same_day_named": {"es": "{name} no necesitan encargo previo.",
                                "gl": "{name} non precisan encarga previa."},
    "lead_day_ok": {"es": "Para el {day} llega a tiempo.", "gl": "Para o {day} chega a tempo."},
    "lead_day_no": {"es": "Para el {day} no llega: lo más pronto es el {first}.",
                    "gl": "Para o {day} non chega: o máis cedo é o {first}."},
    "lead_day_some": {"es": "Para el {day} llegan a tiempo {names}.", "gl": "Para o {day} chegan a tempo {names}."},
    "lead_day_later": {"es": "Para {names}, lo más pronto es el {first}.",
                       "gl": "Para {names}, o máis cedo é o {first}."},
    "lead_day_closed": {"es": "El {day} no abrimos; lo más pronto es el {first}.",
                        "gl": "O {day} non abrimos; o máis cedo é o {first}."},
    "lead_day_closed_next": {"es": "El {day} no abrimos; el siguiente día que abrimos es el {first}.",
                             "gl": "O {day} non abrimos; o seguinte día que abrimos é o {first}."},
    "lead_first": {"es": "Lo más pronto es el {first}.", "gl": "O máis cedo é o {first}."},
    "lead_first_hours": {"es": "Lo más pronto es el {first}; ese día abrimos {ranges}.",
                         "gl": "O máis cedo é o {first}; ese día abrimos {ranges}."},
    "ready_now": {"es": "Sin encargo previo tenemos: {list}.", "gl": "Sen encarga previa temos: {list}."},
    "stock_unseen": {"es": "Lo que queda en este momento no lo veo desde aquí: si lo encargas, te lo guardan; "
                           "si corre prisa, llama al {phone}.",
                     "gl": "O que queda neste momento non o vexo desde aquí: se o encargas, gárdancho; "
                           "se ten présa, chama ao {phone}."},
    "stock_unseen_call": {"es": "Si queda algo hecho en este momento no lo veo desde aquí: llama al {phone}.",
                          "gl": "Se queda algo feito neste momento non o vexo desde aquí: chama ao {phone}."},
    "product_not_that_day": {"es": "No. {name}: solo {days}.", "gl": "Non. {name}: só {days}."},
    "product_that_day": {"es": "Sí, {days}.", "gl": "Si, {days}."},
    "product_priced_not_on_the_day": {"es": "{name}: {price}, solo {days}: el {day} no hay.",
                                      "gl": "{name}: {price}, só {days}: o {day} non hai."},
    "product_not_on_the_day": {"es": "El {day} no hay {name}: solo {days}.",
                               "gl": "O {day} non hai {name}: só {days}."},
    "product_same_day": {
        "es": "No hace falta encargarlo con antelación.",
        "gl": "Non fai falta encargalo con antelación.",
    },
    "cart_so_far": {"es": "Llevas {lines}. Total {total}.", "gl": "Levas {lines}. Total {total}."},
    "total_only": {"es": "Total {total}.", "gl": "Total {total}."},
    "no_note_held": {"es": "No tenía ninguna indicación de «{said}».", "gl": "Non tiña ningunha indicación de «{said}»."},
    "not_in_order": {"es": "No tenías {what} en el pedido: llevas {lines}.",
                     "gl": "Non tiñas {what} no pedido: levas {lines}."},
    "not_in_order_words": {"es": "No tenías «{what}» en el pedido: llevas {lines}.",
                           "gl": "Non tiñas «{what}» no pedido: levas {lines}."},
    "over_max": {
        "es": "La más grande es de {largest}. Para {n} personas te propongo una de {largest} y otra de {second} "
              "(en total {total}), o se lo paso a una persona del local. ¿Cómo lo quieres?",
        "gl": "A máis grande é de {largest}. Para {n} persoas propóñoche unha de {largest} e outra de {second} "
              "(en total {total}), ou páselo a unha persoa do local. ¿Como o queres?",
    },
    "over_max_info": {
        "es": "La más grande es de {largest}. Para {n} personas: una de {largest} y otra de {second} "
              "({total} en total), o que lo vea una persona del local.",
        "gl": "A máis grande é de {largest}. Para {n} persoas: unha de {largest} e outra de {second} "
              "({total} en total), ou que o vexa unha persoa do local.",
    },
    "over_max_info_person": {
        "es": "La más grande es de {largest}. Para {n} personas, mejor que lo vea una persona del local.",
        "gl": "A máis grande é de {largest}. Para {n} persoas, mellor que o vexa unha persoa do local.",
    },
    "over_max_person": {
        "es": "La más grande es de {largest}. Para {n} personas prefiero que lo vea una persona del local. "
              "¿Se lo paso, o te apunto una de {largest}?",
        "gl": "A máis grande é de {largest}. Para {n} persoas prefiro que o vexa unha persoa do local. "
              "¿Páselo, ou apúntoche unha de {largest}?",
    },
    # «eso es todo» to the time, day or name question (the question follows)
    "nothing_more_added": {"es": "Perfecto, no añado nada más. Aún no está enviado: me falta un dato.",
                           "gl": "Perfecto, non engado nada máis. Aínda non está enviado: fáltame un dato."},
    # «eso es todo» to «¿Qué servicio…?», «¿Qué te preparo?» with nothing written down yet
    "nothing_more_empty": {"es": "Aún no tengo nada apuntado, así que no hay nada que enviar.",
                           "gl": "Aínda non teño nada apuntado, así que non hai nada que enviar."},
    # «eso es todo» to «¿Con quién…?»: no one wished
    "nothing_more_anyone": {"es": "Vale, con quien esté libre.", "gl": "Vale, con quen estea libre."},
    # issue 17: a question asked again (the second time says why, the third offers a person)
    "reask_choose": {
        "es": "Para seguir necesito que me digas una de estas opciones (o escríbela con tus palabras).",
        "gl": "Para seguir preciso que me digas unha destas opcións (ou escríbea coas túas palabras).",
    },
    # «no» alone to the time or day question: what instead (when_refused)
    "when_refused_time": {
        "es": "¿Prefieres otro día? Elige uno, o pulsa «Cancelar» si ya no lo necesitas.",
        "gl": "¿Prefires outro día? Escolle un, ou preme «Cancelar» se xa non o precisas.",
    },
    "when_refused_day_order": {
        "es": "¿Cancelo el pedido? Si lo quieres para otro día, elige uno.",
        "gl": "¿Cancelo o pedido? Se o queres para outro día, escolle un.",
    },
    "when_refused_day_booking": {
        "es": "¿Cancelo la reserva? Si te va otro día, elige uno.",
        "gl": "¿Cancelo a reserva? Se che vai outro día, escolle un.",
    },
    "reask_other": {"es": "Para seguir necesito ese dato.", "gl": "Para seguir preciso ese dato."},
    "reask_name": {
        "es": "Necesito un nombre para que el local sepa de quién es; basta con el nombre de pila, "
              "por ejemplo «Laura».",
        "gl": "Preciso un nome para que o local saiba de quen é; abonda co nome de pía, "
              "por exemplo «Laura».",
    },
    "reask_phone": {
        "es": "El teléfono no es obligatorio: si prefieres no darlo, dime «no» y te avisarán por aquí.",
        "gl": "O teléfono non é obrigatorio: se prefires non dalo, dime «non» e avisarante por aquí.",
    },
    "reask_note": {
        "es": "Si no quieres añadir nada, basta con decir «no».",
        "gl": "Se non queres engadir nada, abonda con dicir «non».",
    },
    "reask_person": {
        "es": "Parece que no doy con lo que necesitas. Si quieres, se lo paso a una persona del local; "
              "si no, elige una opción o escríbemela.",
        "gl": "Parece que non dou co que precisas. Se queres, páselo a unha persoa do local; "
              "se non, escolle unha opción ou escríbema.",
    },
    "part_not_morning": {"es": "Por la mañana no.", "gl": "Pola mañá non."},
    "part_not_afternoon": {"es": "Por la tarde no.", "gl": "Pola tarde non."},
    "part_not_night": {"es": "Por la noche no.", "gl": "Pola noite non."},
    "same_price": {"es": "Cuestan lo mismo: {price}.", "gl": "Custan o mesmo: {price}."},
    "lowest_of": {"es": "El precio más bajo es el de {name}: {price}.", "gl": "O prezo máis baixo é o de {name}: {price}."},
    "highest_of": {"es": "El precio más alto es el de {name}: {price}.", "gl": "O prezo máis alto é o de {name}: {price}."},
    "name_mended": {"es": "Corregido: a nombre de {name}.", "gl": "Corrixido: a nome de {name}."},
    "phone_mended": {"es": "Corregido: el teléfono es {phone}.", "gl": "Corrixido: o teléfono é {phone}."},
    "name_noted": {"es": "Apunto el nombre: {name}.", "gl": "Apunto o nome: {name}."},
    "phone_noted": {"es": "Apunto el teléfono: {phone}.", "gl": "Apunto o teléfono: {phone}."},
    "contact_noted": {"es": "Apunto el nombre y el teléfono: {name}, {phone}.",
                      "gl": "Apunto o nome e o teléfono: {name}, {phone}."},
    "phone_declined": {
        "es": "Sin problema, sin teléfono: te avisarán aquí mismo.",
        "gl": "Sen problema, sen teléfono: avisarante aquí mesmo.",
    },
    # issue 17: a diet said inside an order
    "diet_alternatives": {"es": "Sin {list} puedo ofrecerte: {items}.", "gl": "Sen {list} podo ofrecerche: {items}."},
    "diet_none_at_all": {"es": "No tengo nada sin {list}.", "gl": "Non teño nada sen {list}."},
    "diet_no_alternative": {
        "es": "No tengo ninguna alternativa sin {list} en {category}.",
        "gl": "Non teño ningunha alternativa sen {list} en {category}.",
    },
    "diet_drop_or_swap": {"es": "¿Quito {items} o prefieres cambiar{it} por {options}?",
                          "gl": "¿Quito {items} ou prefires cambia{it} por {options}?"},
    "diet_drop": {"es": "¿Quito {items} del pedido?", "gl": "¿Quito {items} do pedido?"},
    "swap_chip": {"es": "Cambiar por {item}", "gl": "Cambiar por {item}"},
    "swap_text": {"es": "cambia {old} por {new}", "gl": "cambia {old} por {new}"},
    "keep_chip": {"es": "Dejarlo así", "gl": "Deixalo así"},
    "with_list": {"es": "Llevan {list}: {items}.", "gl": "Levan {list}: {items}."},
    "free_of": {"es": "sin {list}", "gl": "sen {list}"},
    # ordering
    "noted": {"es": "Apunto: {lines}. Total {total}.", "gl": "Apunto: {lines}. Total {total}."},
    "line": {"es": "{qty} × {name}", "gl": "{qty} × {name}"},
    "wish_of_a_line": {"es": "{name}: {wish}", "gl": "{name}: {wish}"},
    "noted_uncounted": {"es": "Apunto: {lines}.", "gl": "Apunto: {lines}."},
    # «una X para el martes y otra para el miércoles»: the other day goes apart; {what}: what goes in it, said
    # back after its day (aside(): « (2 × X)» of «2 más para el jueves»; "" when nothing is)
    "one_day_order": {"es": "Un pedido es para un día: apunto el del {day}. Lo del {other}{what} va en otro pedido: "
                            "cuando envíes este, pídemelo de nuevo con su día.",
                      "gl": "Un pedido é para un día: apunto o do {day}. O do {other}{what} vai noutro pedido: "
                            "cando envíes este, pídemo de novo co seu día."},
    "split_unclear": {"es": "No me queda claro cuántos son para cada día: de momento lo apunto todo para el {day}. "
                            "Dime qué cantidades dejo en este pedido.",
                      "gl": "Non me queda claro cantos son para cada día: polo de agora apúntoo todo para o {day}. "
                            "Dime que cantidades deixo neste pedido."},
    "odd_half": {"es": "{total} no se parte justo a la mitad: apunto {held} en este pedido y {rest} van en el otro.",
                 "gl": "{total} non se parte xusto á metade: apunto {held} neste pedido e {rest} van no outro."},
    "odd_half_one": {"es": "{total} no se parte justo a la mitad: apunto {held} en este pedido y 1 va en el otro.",
                     "gl": "{total} non se parte xusto á metade: apunto {held} neste pedido e 1 vai no outro."},
    "one_day_order_later": {"es": "Un pedido es para un día. Lo del {other} va en otro pedido: cuando envíes este, "
                                  "pídemelo de nuevo con su día.",
                            "gl": "Un pedido é para un día. O do {other} vai noutro pedido: cando envíes este, "
                                  "pídemo de novo co seu día."},
    # part of the order held, named for another day: taken out of this one («2 × X» as «what»)
    "part_another_day": {"es": "Un pedido es para un día: apunto el del {day}. Lo del {other} ({what}) va en otro "
                               "pedido: lo quito de este. Cuando envíes este, pídemelo de nuevo con su día.",
                         "gl": "Un pedido é para un día: apunto o do {day}. O do {other} ({what}) vai noutro "
                               "pedido: quítoo deste. Cando envíes este, pídemo de novo co seu día."},
    # «pon 8 X para el jueves» with 6 X held for Tuesday: the order changed, or another order, asked
    "recount_another_day": {"es": "Tienes {held} para el {day}. ¿Cambio el pedido al {other} con {new}, "
                                  "o es otro pedido?",
                            "gl": "Tes {held} para o {day}. ¿Cambio o pedido ao {other} con {new}, "
                                  "ou é outro pedido?"},
    # «¿se puede recoger el domingo?» with the order held for Tuesday: answered, the order moved only if asked
    "pickup_asked_yes": {"es": "Sí, el {day} se puede recoger: abrimos {ranges}.",
                         "gl": "Si, o {day} pódese recoller: abrimos {ranges}."},
    # (when it cannot: why, then pickup_asked_held)
    "pickup_asked_closed": {"es": "El {day} no abrimos, así que ese día no se puede recoger.",
                            "gl": "O {day} non abrimos, así que ese día non se pode recoller."},
    "pickup_asked_late": {"es": "Para el {day} no llega: lo más pronto es el {first}.",
                          "gl": "Para o {day} non chega: o máis cedo é o {first}."},
    "pickup_asked_no": {"es": "El {day} no puedo tenerlo listo.", "gl": "O {day} non podo telo listo."},
    "pickup_asked_held": {"es": "Tu pedido sigue para el {held}.", "gl": "O teu pedido segue para o {held}."},
    # «quiero una X para el viernes», one X held for Tuesday: that one moved, or another order, asked
    "kind_another_day": {"es": "Tienes {held} para el {day}. ¿Cambio el pedido al {other}, o lo que pides ahora "
                               "es otro pedido?",
                         "gl": "Tes {held} para o {day}. ¿Cambio o pedido ao {other}, ou o que pides agora "
                               "é outro pedido?"},
    # what its buttons send: read as any message («mejor para…» moves the order, «es otro pedido…» goes apart)
    "kind_change_text": {"es": "mejor para el {day}", "gl": "mellor para o {day}"},
    "kind_apart_text": {"es": "es otro pedido para el {day}", "gl": "é outro pedido para o {day}"},
    # «pon 8 X» with 6 X held, no other day: 8, said so (not 14), and how to add instead
    "count_put": {"es": "Tenías {held}: lo cambio a {new}. Si querías sumarlos a los que tenías, dime cuántos más.",
                  "gl": "Tiñas {held}: cámbioo a {new}. Se querías sumalos aos que tiñas, dime cantos máis."},
    "recount_change_chip": {"es": "Cambiarlo al {day}", "gl": "Cambialo ao {day}"},
    "recount_apart_chip": {"es": "Es otro pedido", "gl": "É outro pedido"},
    # what those buttons send: read as any message («mejor …» changes the order, «… más para …» goes apart)
    "recount_change_text": {"es": "mejor {lines} para el {day}", "gl": "mellor {lines} para o {day}"},
    "recount_apart_text": {"es": "{lines} más para el {day}", "gl": "{lines} máis para o {day}"},
    # the same of another time; {what} as in one_day_order (or aside_of_names())
    "one_time_order": {"es": "Un pedido es para una hora: apunto el de las {time}. Lo de las {other}{what} va en otro "
                             "pedido: cuando envíes este, pídemelo de nuevo con su hora.",
                       "gl": "Un pedido é para unha hora: apunto o das {time}. O das {other}{what} vai noutro pedido: "
                             "cando envíes este, pídemo de novo coa súa hora."},
    "one_time_booking": {"es": "Una reserva es para una hora: apunto la de las {time}. La de las {other}{what} va "
                               "aparte: cuando envíes esta, pídemela de nuevo con su hora.",
                         "gl": "Unha reserva é para unha hora: apunto a das {time}. A das {other}{what} vai á parte: "
                               "cando envíes esta, pídema de novo coa súa hora."},
    # a workshop's jobs asked at once: the first written down, the others offered once it is sent (other_jobs_apart)
    "bk_jobs_apart": {"es": "Una reserva es para un trabajo: apunto primero uno, y el otro va aparte justo después: "
                            "cuando envíes esta, te lo preparo.",
                      "gl": "Unha reserva é para un traballo: apunto primeiro un, e o outro vai á parte xusto despois: "
                            "cando envíes esta, prepárocho."},
    "bk_jobs_apart_more": {"es": "Una reserva es para un trabajo: apunto primero uno, y los otros {rest} van aparte "
                                 "justo después: cuando envíes esta, te los preparo.",
                           "gl": "Unha reserva é para un traballo: apunto primeiro un, e os outros {rest} van á parte "
                                 "xusto despois: cando envíes esta, prepárochos."},
    "bk_jobs_apart_whom": {"es": "Una reserva es para un trabajo: apunto primero el tuyo, y el de {whom} va aparte "
                                 "justo después: cuando envíes esta, te lo preparo.",
                           "gl": "Unha reserva é para un traballo: apunto primeiro o teu, e o traballo para {whom} vai "
                                 "á parte xusto despois: cando envíes esta, prepárocho."},
    "bk_jobs_apart_each": {"es": "Una reserva es para un trabajo: apunto primero uno ({first}), y el otro ({other}) va "
                                 "aparte justo después: cuando envíes esta, te lo preparo.",
                           "gl": "Unha reserva é para un traballo: apunto primeiro un ({first}), e o outro ({other}) "
                                 "vai á parte xusto despois: cando envíes esta, prepárocho."},
    "bk_next_job": {"es": "¿Preparo ahora la otra cita ({service})?", "gl": "¿Preparo agora a outra cita ({service})?"},
    "bk_next_job_chip": {"es": "La otra cita", "gl": "A outra cita"},
    "bk_next_job_words": {"es": "{count}{service}{day}", "gl": "{count}{service}{day}"},
    # the booking note: a service counted on one thing brought in («dos <service>s en la <thing>»)
    "jobs_on_one_thing": {"es": "{n} × {service} (en lo mismo, un solo trabajo)",
                          "gl": "{n} × {service} (no mesmo, un só traballo)"},
    "one_day_booking": {"es": "Una reserva es para un día: apunto la del {day}. La del {other}{what} va aparte: "
                              "cuando envíes esta, pídemela de nuevo con su día.",
                        "gl": "Unha reserva é para un día: apunto a do {day}. A do {other}{what} vai á parte: "
                              "cando envíes esta, pídema de novo co seu día."},
    # «antes del jueves», «como muy tarde el jueves»: the latest day the customer said, before its days offered
    "days_before_bound": {"es": "Busco día antes del {day}.", "gl": "Busco día antes do {day}."},
    "days_up_to_bound": {"es": "Busco día como muy tarde el {day}.", "gl": "Busco día como moito o {day}."},
    "period_none_free": {"es": "En esas fechas ya no me queda nada libre; te propongo los días siguientes.",
                         "gl": "Nesas datas xa non me queda nada libre; propóñoche os días seguintes."},
    # the days asked are closed or too soon for the lead time, none of them full
    "period_none_possible": {"es": "En esas fechas no puede ser; te propongo los días siguientes.",
                             "gl": "Nesas datas non pode ser; propóñoche os días seguintes."},
    "count_or_closed": {"es": "¿Quieres {line}? (A las {time} está cerrado.)",
                        "gl": "¿Queres {line}? (Ás {time} está pechado.)"},
    "count_or_hour": {"es": "¿{line} o a las {time}?", "gl": "¿{line} ou ás {time}?"},
    "count_or_hour_count": {"es": "que sean {n}", "gl": "que sexan {n}"},
    "count_keep_which": {"es": "¿Lo dejo en {n} o en {held}?", "gl": "¿Déixoo en {n} ou en {held}?"},
    "count_of_which": {"es": "¿De cuál quieres {n}: {names}?", "gl": "¿De cal queres {n}: {names}?"},
    "count_or_hour_time": {"es": "a las {time}", "gl": "ás {time}"},
    "said_again": {"es": "Eso ya lo tengo apuntado y no lo sumo dos veces: {lines}. Total {total}. "
                         "Si quieres más, dime cuántos más.",
                   "gl": "Iso xa o teño apuntado e non o sumo dúas veces: {lines}. Total {total}. "
                         "Se queres máis, dime cantos máis."},
    "said_again_uncounted": {"es": "Eso ya lo tengo apuntado y no lo sumo dos veces: {lines}.",
                             "gl": "Iso xa o teño apuntado e non o sumo dúas veces: {lines}."},
    "ask_count_f": {"es": "¿Cuántas {things} quieres?", "gl": "¿Cantas {things} queres?"},
    "ask_count_m": {"es": "¿Cuántos {things} quieres?", "gl": "¿Cantos {things} queres?"},
    "ask_count_units": {"es": "¿Cuántas unidades de {name} quieres?", "gl": "¿Cantas unidades de {name} queres?"},
    "cart_empty": {"es": "El pedido queda vacío.", "gl": "O pedido queda baleiro."},
    "ask_what": {
        "es": "¿Qué te preparo? Dime el producto y la cantidad, o mira el catálogo.",
        "gl": "¿Que che preparo? Dime o produto e a cantidade, ou mira o catálogo.",
    },
    "ask_what_pointed": {"es": "¿De qué producto? Dime cuál y te lo apunto.",
                         "gl": "¿De que produto? Dime cal e apúntocho."},
    "for_the_day": {"es": "Para el {day}.", "gl": "Para o {day}."},     # the day said, kept while «¿qué?» is asked
    "ask_more": {"es": "¿Qué más te apunto?", "gl": "¿Que máis che apunto?"},
    "ask_which": {"es": "¿Cuál quieres?", "gl": "¿Cal queres?"},
    "size_rounded": {"es": "Para {n} te apunto la de {choice}.", "gl": "Para {n} apúntoche a de {choice}."},
    "size_option": {"es": "tamaño", "gl": "tamaño"},
    "no_option_to_choose": {"es": "{name} no tiene {option} a elegir.", "gl": "{name} non ten {option} para escoller."},
    "swapped_beyond_held": {"es": "En el pedido había {held} × {name}, no {asked}: cambio todo lo que había.",
                            "gl": "No pedido había {held} × {name}, non {asked}: cambio todo o que había."},
    "no_option_to_choose_here": {"es": "No tiene {option} a elegir.", "gl": "Non ten {option} para escoller."},
    "pack_holds": {"es": "{name} lleva {units}.", "gl": "{name} leva {units}."},
    "pack_rounded": {
        "es": "{name} lleva {units}: para {pieces} te apunto {packs}.",
        "gl": "{name} leva {units}: para {pieces} apúntoche {packs}.",
    },
    "allergens_vary": {"es": "Lo que lleva {name} cambia, así que no puedo asegurarte que no lleve {list}.",
                       "gl": "O que leva {name} cambia, así que non podo asegurarche que non leve {list}."},
    # a part whose price another includes: no participle to agree with its gender («X: incluido» of a feminine X);
    # the verb takes its number (plural_name)
    "price_included": {"es": "{name}: entra en el precio de {by}.", "gl": "{name}: entra no prezo de {by}."},
    # a part whose fitting a service includes (fitting_included.py): that service, its price and what it includes
    "fitting_included": {"es": "Si lo hacemos aquí, es {service}: {price} ({about}).",
                         "gl": "Se o facemos aquí, é {service}: {price} ({about})."},
    "price_included_plural": {"es": "{name}: entran en el precio de {by}.", "gl": "{name}: entran no prezo de {by}."},
    "pack_price_rounded": {"es": "{name} lleva {units}: para {pieces} son {packs}.",
                           "gl": "{name} leva {units}: para {pieces} son {packs}."},
    # fewer pieces than a pack holds, the pieces not sold alone: the pack offered
    "offer_the_pack": {"es": "{name} lleva {units} y no se vende por unidades ({price}). ¿Te lo apunto?",
                       "gl": "{name} leva {units} e non se vende por unidades ({price}). ¿Apúntocho?"},
    "pack_price_each": {"es": "{name} lleva {units}, a {each} por unidad; no se vende por unidades.",
                        "gl": "{name} leva {units}, a {each} por unidade; non se vende por unidades."},
    "which_priced_service": {"es": "¿Para cuál es la cita: {names}? Si es para los dos, dímelo.",
                             "gl": "¿Para cal é a cita: {names}? Se é para os dous, dimo."},
    "both_services_chip": {"es": "Los dos", "gl": "Os dous"},
    "ask_which_pointed": {"es": "¿De cuál: {names}?", "gl": "¿De cal: {names}?"},
    "ask_which_pointed_day": {"es": "¿De cuál: {names}, para el {day}?", "gl": "¿De cal: {names}, para o {day}?"},
    "ask_which_named": {"es": "¿Qué {noun} quieres?", "gl": "¿Que {noun} queres?"},
    "ask_which_named_day": {"es": "¿Qué {noun} quieres para el {day}?", "gl": "¿Que {noun} queres para o {day}?"},
    # the business's own «¿Qué X quieres?» with the day said in the same message: «… para el jueves 5?»
    "asked_for_the_day": {"es": "¿{question} para el {day}?", "gl": "¿{question} para o {day}?"},
    "offer_the_only_one": {"es": "Solo tengo {name}, {price}. ¿Te vale?", "gl": "Só teño {name}, {price}. ¿Vale?"},
    # a kind not made of a product made in one kind only: that one offered, for the count said
    "offer_the_only_kind": {"es": "Solo tengo {name} ({price}). ¿Te apunto {count}?",
                            "gl": "Só teño {name} ({price}). ¿Apúntoche {count}?"},
    "offer_the_only_kind_one": {"es": "Solo tengo {name} ({price}). ¿Te lo apunto?",
                                "gl": "Só teño {name} ({price}). ¿Apúntocho?"},
    # …of a count split into kinds, the rest held: the part not made, offered as more of the kind there is
    "offer_the_only_kind_more": {"es": "Solo tengo {name} ({price}). ¿Te apunto {count} más?",
                                 "gl": "Só teño {name} ({price}). ¿Apúntoche {count} máis?"},
    # a thing said in doubt beside the one ordered («una X, no sé si con Y»): Y offered, a yes or a no
    # «¿tenéis también <service>?» mid-appointment (also_offered.py), before «¿Te apunto también…?»
    "also_done": {"es": "Sí, también hacemos {name}: dura unos {minutes} minutos.",
                  "gl": "Si, tamén facemos {name}: dura uns {minutes} minutos."},
    "offer_the_doubted": {"es": "¿Te apunto también {name} ({price})?", "gl": "¿Apúntoche tamén {name} ({price})?"},
    "offer_the_doubted_no": {"es": "No, sin eso", "gl": "Non, sen iso"},
    # «¿incluye <Z>?» of a service whose description lists the services it includes, Z not among them
    "service_not_included": {"es": "{held}: {description} No incluye {name}.",
                             "gl": "{held}: {description} Non inclúe {name}."},
    # «¿la <A> incluye <B>?» with nothing booked, A's description listing what it includes (included_asked.py)
    "service_included": {"es": "Sí. {held}: {description}", "gl": "Si. {held}: {description}"},
    "service_not_included_priced": {"es": "{held}: {description} No incluye {name}: va aparte, {price}.",
                                    "gl": "{held}: {description} Non inclúe {name}: vai á parte, {price}."},
    "book_services_text": {"es": "Quiero cita para {names}", "gl": "Quero cita para {names}"},
    "offer_declined": {"es": "Vale, no lo apunto.", "gl": "Vale, non o apunto."},
    "ask_option": {"es": "¿Qué {option} quieres?", "gl": "¿Que {option} queres?"},
    # «una X de 30 €» and no size of X at 30 €: what each costs, before its size is asked
    "no_size_at_price": {"es": "Ningún tamaño de {name} cuesta {price}: {sizes}.",
                         "gl": "Ningún tamaño de {name} custa {price}: {sizes}."},
    "size_at_price": {"es": "{choice} por {price}", "gl": "{choice} por {price}"},
    "ask_option_between": {"es": "¿Cuál prefieres: {choices}?", "gl": "¿Cal prefires: {choices}?"},
    "price_estimate": {
        "es": "Depende de lo que elijas: en el catálogo los precios van de {low} a {high}.",
        "gl": "Depende do que escollas: no catálogo os prezos van de {low} a {high}.",
    },
    "unknown_item": {
        "es": "No tengo «{items}» en el catálogo.",
        "gl": "Non teño «{items}» no catálogo.",
    },
    "lead_day": {
        "es": "Este pedido necesita {lead} de antelación. ¿Qué día lo recoges?",
        "gl": "Este pedido precisa {lead} de antelación. ¿Que día o recolles?",
    },
    "ask_day": {"es": "¿Qué día lo recoges?", "gl": "¿Que día o recolles?"},
    "lead_day_at": {
        "es": "Este pedido necesita {lead} de antelación. ¿Qué día lo recoges a las {time}?",
        "gl": "Este pedido precisa {lead} de antelación. ¿Que día o recolles ás {time}?",
    },
    "ask_day_at": {"es": "¿Qué día lo recoges a las {time}?", "gl": "¿Que día o recolles ás {time}?"},
    "pickup_noted": {"es": "Apunto la recogida el {day} a las {time}.", "gl": "Apunto a recollida o {day} ás {time}."},
    # «mejor por la tarde» with 10:00 held while the order asks something else first: the time is gone, said
    "pickup_time_dropped": {"es": "Vale, quito las {time}; la hora te la pregunto enseguida.",
                            "gl": "Vale, quito as {time}; a hora pregúntocha axiña."},
    # «por la tarde no puedo» with 10:00 held: that part ruled out, the time held outside it kept
    "time_kept_part_refused": {"es": "Vale, {part} no; las {time} siguen apuntadas.",
                               "gl": "Vale, {part} non; as {time} seguen apuntadas."},
    # «mejor para <a meal word>» with a time held in that part already: nothing moves, said
    "time_in_part_already": {"es": "Ya la tengo a las {time}, {part}.", "gl": "Xa a teño ás {time}, {part}."},
    "pickup_time_dropped_part": {"es": "Vale, quito las {time}; te busco hora {part} enseguida.",
                                 "gl": "Vale, quito as {time}; búscoche hora {part} axiña."},
    "pickup_day_changed": {"es": "Cambio el día: {day}.", "gl": "Cambio o día: {day}."},
    "pickup_changed": {"es": "Cambio la recogida al {day} a las {time}.", "gl": "Cambio a recollida ao {day} ás {time}."},
    "pickup_kept_time": {"es": "Apunto la recogida el {day} a las {time}.", "gl": "Apunto a recollida o {day} ás {time}."},
    "lead_refused_tomorrow_note": {"es": "Mañana no llego: este pedido necesita {lead} de antelación.",
                                   "gl": "Mañá non chego: este pedido precisa {lead} de antelación."},
    "lead_refused_today_note": {"es": "Hoy no llego: este pedido necesita {lead} de antelación.",
                                "gl": "Hoxe non chego: este pedido precisa {lead} de antelación."},
    "lead_refused_day_note": {"es": "El {day} no llego: este pedido necesita {lead} de antelación.",
                              "gl": "O {day} non chego: este pedido precisa {lead} de antelación."},
    "lead_refused_tomorrow": {
        "es": "Mañana no llego: este pedido necesita {lead} de antelación. ¿Qué día te va bien?",
        "gl": "Mañá non chego: este pedido precisa {lead} de antelación. ¿Que día che vai ben?",
    },
    "lead_refused_today": {
        "es": "Hoy no llego: este pedido necesita {lead} de antelación. ¿Qué día te va bien?",
        "gl": "Hoxe non chego: este pedido precisa {lead} de antelación. ¿Que día che vai ben?",
    },
    "lead_refused_day": {
        "es": "El {day} no llego: este pedido necesita {lead} de antelación. ¿Qué día te va bien?",
        "gl": "O {day} non chego: este pedido precisa {lead} de antelación. ¿Que día che vai ben?",
    },
    "day_closed": {
        "es": "El {day} no abrimos. ¿Qué día te va bien?",
        "gl": "O {day} non abrimos. ¿Que día che vai ben?",
    },
    "day_closure": {
        "es": "El {day} no abrimos ({name}). ¿Qué día te va bien?",
        "gl": "O {day} non abrimos ({name}). ¿Que día che vai ben?",
    },
    "day_ruled_out_full": {
        "es": "El {day} solo me queda hueco a horas que no te van. ¿Qué otro día te va bien?",
        "gl": "O {day} só me queda oco a horas que non che van. ¿Que outro día che vai ben?",
    },
    "day_closed_note": {"es": "El {day} no abrimos.", "gl": "O {day} non abrimos."},
    # a closed day said before another question: the next open day, held as a proposal
    "day_closed_held": {"es": "El {day} no abrimos; te propongo el {first}, el siguiente día que abrimos "
                              "(si prefieres otro día, dímelo).",
                        "gl": "O {day} non abrimos; propóñoche o {first}, o seguinte día que abrimos "
                              "(se prefires outro día, dimo)."},
    "day_closure_note": {"es": "El {day} no abrimos ({name}).", "gl": "O {day} non abrimos ({name})."},
    "bk_resource_off_note": {"es": "El {day} {name} no trabaja.", "gl": "O {day} {name} non traballa."},
    "day_past": {
        "es": "Ese día ya ha pasado. ¿Qué día te va bien?",
        "gl": "Ese día xa pasou. ¿Que día che vai ben?",
    },
    "today_gone": {
        "es": "Hoy ya no me quedan horas de recogida. ¿Qué día te va bien?",
        "gl": "Hoxe xa non me quedan horas de recollida. ¿Que día che vai ben?",
    },
    "day_full": {
        "es": "El {day} ya no me quedan huecos de recogida. ¿Qué día te va bien?",
        "gl": "O {day} xa non me quedan ocos de recollida. ¿Que día che vai ben?",
    },
    "day_too_far": {
        "es": "Solo preparo pedidos con hasta {n} días de antelación. ¿Qué día te va bien?",
        "gl": "Só preparo pedidos con ata {n} días de antelación. ¿Que día che vai ben?",
    },
    "day_mismatch": {
        "es": "Ese día de la semana no cae en ese número. ¿Cuál quieres: {days}?",
        "gl": "Ese día da semana non cae nese número. ¿Cal queres: {days}?",
    },
    # two days named for one request, no time: each day is a request of its own, so one is asked
    "day_one_of_both": {
        "es": "Me dices dos días: ¿el {day} o el {other}? Cada solicitud es para un día: si lo quieres los dos "
              "días, elige uno ahora y, cuando envíes esta, pídeme el otro.",
        "gl": "Dísme dous días: ¿o {day} ou o {other}? Cada solicitude é para un día: se o queres os dous "
              "días, escolle un agora e, cando envíes esta, pídeme o outro.",
    },
    # two days named as a choice («el martes o el jueves»), no time: which one suits, both offered
    "day_either_of_two": {
        "es": "¿Qué día te va mejor, el {day} o el {other}?",
        "gl": "¿Que día che vai mellor, o {day} ou o {other}?",
    },
    # one moment or another («el martes a las 10 o el jueves a las 12»; «a las 10 o a las 12 el martes»)
    "moment_either_of_two": {
        "es": "¿Qué te va mejor, el {day} a las {time} o el {other} a las {other_time}?",
        "gl": "¿Que che vai mellor, o {day} ás {time} ou o {other} ás {other_time}?",
    },
    "moment_either_time": {
        "es": "¿Qué te va mejor, el {day} a las {time} o a las {other_time}?",
        "gl": "¿Que che vai mellor, o {day} ás {time} ou ás {other_time}?",
    },
    # a time said to «¿el viernes a las 21 o el sábado a las 14?» that can be on neither day (closed, gone by)
    "time_cannot_be_on_either_day": {"es": "A las {time} no puede ser ni el {day} ni el {other}.",
                                     "gl": "Ás {time} non pode ser nin o {day} nin o {other}."},
    "time_cannot_be_on_the_day": {"es": "A las {time} no puede ser el {day}.", "gl": "Ás {time} non pode ser o {day}."},
    # the choice of two moments asked twice, a name or phone said each time: the first taken, the other left open
    # (the one taken is said by the «Apunto …» line of the turn)
    "choice_first_taken": {"es": "Si prefieres {other}, dímelo.", "gl": "Se prefires {other}, dimo."},
    # of two moments, one at a time closed: the other taken, the hours said
    "moment_other_closed": {"es": "A las {time} no puede ser: {day} abrimos {ranges}; te apunto {kept}.",
                            "gl": "Ás {time} non pode ser: {day} abrimos {ranges}; apúntoche {kept}."},
    # a day pressed from «¿el martes o el jueves?»: the day taken, said
    "day_taken_of_two": {"es": "Te apunto el {day}.", "gl": "Apúntoche o {day}."},
    # of the two moments, only one free: that one taken, the other said
    "moment_other_taken": {"es": "El {day} a las {time} no puede ser: te apunto {kept}.",
                           "gl": "O {day} ás {time} non pode ser: apúntoche {kept}."},
    "at_time": {"es": "a las {time}", "gl": "ás {time}"},
    "moment_taken_of_two": {"es": "Te apunto el {day} a las {time}.", "gl": "Apúntoche o {day} ás {time}."},
    # «el domingo o el lunes», both closed: said, before the open days are asked
    "days_both_closed": {
        "es": "El {day} y el {other} estamos cerrados.",
        "gl": "O {day} e o {other} estamos pechados.",
    },
    # «… el martes a las 10 y el lunes también», closed on Mondays: no request apart for it
    "one_day_other_closed": {
        "es": "El {other} estamos cerrados: apunto solo el {day}.",
        "gl": "O {other} estamos pechados: apunto só o {day}.",
    },
    # «el lunes o el martes» with Monday closed: the open one taken, the closed one said
    "day_other_of_two_closed": {
        "es": "El {closed} está cerrado, así que lo apunto para el {day}.",
        "gl": "O {closed} está pechado, así que o apunto para o {day}.",
    },
    "day_first_or_the_1st": {
        "es": "¿El {day} o el primero de la lista, el {first}?",
        "gl": "¿O {day} ou o primeiro da lista, o {first}?",
    },
    "day_mismatch_one": {
        "es": "Ese día de la semana no cae en ese número. ¿Te refieres al {day}?",
        "gl": "Ese día da semana non cae nese número. ¿Refíreste ao {day}?",
    },
    "the_day": {"es": "el {day}", "gl": "o {day}"},
    "ask_replace": {"es": "¿Cuál cambio por {new}: {options}?", "gl": "¿Cal cambio por {new}: {options}?"},
    "replace_text": {"es": "en vez de {old}, {new}", "gl": "en vez de {old}, {new}"},
    "ask_drop": {"es": "¿Cuál quito: {options}? Si no quieres nada, pulsa «Todo el pedido».",
                 "gl": "¿Cal quito: {options}? Se non queres nada, preme «Todo o pedido»."},
    "drop_chip": {"es": "Quitar {item}", "gl": "Quitar {item}"},
    "drop_text": {"es": "quita {item}", "gl": "quita {item}"},
    "drop_all_chip": {"es": "Todo el pedido", "gl": "Todo o pedido"},
    "drop_all_text": {"es": "cancela el pedido", "gl": "cancela o pedido"},
    # «el 31 de noviembre»: no such day (the day question follows)
    "day_impossible": {"es": "El {day} de {month} no existe: {month} tiene {days} días.",
                       "gl": "O {day} de {month} non existe: {month} ten {days} días."},
    "day_unclear": {
        "es": "¿Qué día exactamente lo recoges?",
        "gl": "¿Que día exactamente o recolles?",
    },
    "no_days": {
        "es": "Ahora mismo no tengo días con hueco de recogida. Puedes llamar al {phone}.",
        "gl": "Agora mesmo non teño días con oco de recollida. Podes chamar ao {phone}.",
    },
    "ask_time_today": {
        "es": "¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las {time}.",
        "gl": "¿A que hora o recolles? O máis cedo que podo telo listo é ás {time}.",
    },
    "ask_time_tomorrow": {"es": "¿A qué hora lo recoges mañana?", "gl": "¿A que hora o recolles mañá?"},
    "ask_time_day": {"es": "¿A qué hora lo recoges el {day}?", "gl": "¿A que hora o recolles o {day}?"},
    "about_me": {
        "es": "Soy el asistente automático de {biz}: respondo con sus datos y apunto pedidos y reservas, que "
              "siempre confirma una persona. Si prefieres hablar con alguien, llama al {phone}.",
        "gl": "Son o asistente automático de {biz}: respondo cos seus datos e apunto pedidos e reservas, que "
              "sempre confirma unha persoa. Se prefires falar con alguén, chama ao {phone}.",
    },
    "which_of_those": {"es": "¿Cuál de esas horas te va bien?", "gl": "¿Cal desas horas che vai ben?"},
    # «y 2 Y a las 12» with the order held for 10:00: one request is one pickup, which time is asked
    "which_time_for_all": {"es": "¿Lo recoges todo a las {time} o a las {other}?",
                           "gl": "¿Recólleslo todo ás {time} ou ás {other}?"},
    # «y 2 Y a las 15» with 15:00 closed: everything stays at the time held
    "time_kept_for_all": {"es": "Lo dejo todo para las {time}.", "gl": "Déixoo todo para as {time}."},
    # «me da igual» to «¿Lo recoges todo a las 12:00 o a las 10:00?»: the later one, all ready by then
    "time_for_all_later": {"es": "Lo dejo todo para las {time}, que a esa hora está todo listo.",
                           "gl": "Déixoo todo para as {time}, que a esa hora está todo listo."},
    "soon_time": {"es": "Lo tengo listo a las {time}.", "gl": "Téñoo listo ás {time}."},
    "soon_none": {"es": "Sobre las {time} no tengo hora libre.", "gl": "Sobre as {time} non teño hora libre."},
    "asap_time": {
        "es": "Lo más pronto que puedo tenerlo listo es a las {time}.",
        "gl": "O máis cedo que podo telo listo é ás {time}.",
    },
    "time_kept_for_the_day": {"es": "Apunto la hora, las {time}.", "gl": "Apunto a hora, as {time}."},
    # «a las 12» to the size question after «Mañana no llego…»: the time kept, the day refused said again
    "time_kept_day_refused": {"es": "Apunto la hora, las {time}. {refused} El día te lo pregunto enseguida.",
                              "gl": "Apunto a hora, as {time}. {refused} O día pregúntocho enseguida."},
    "latest_time": {"es": "Lo más tarde que puedes recogerlo es a las {time}.",
                    "gl": "O máis tarde que podes recollelo é ás {time}."},
    "time_past": {"es": "A las {time} ya no llego.", "gl": "Ás {time} xa non chego."},
    "chip_other_day": {"es": "Otro día a las {time}", "gl": "Outro día ás {time}"},
    "other_day_text": {"es": "mejor otro día a las {time}", "gl": "mellor outro día ás {time}"},
    # «a las 11» when neither 11:00 nor 23:00 can be: the hour as said, and that day's hours
    "time_fits_neither_half": {"es": "{at_hour} no puede ser: {day} abrimos {ranges}.",
                               "gl": "{at_hour} non pode ser: {day} abrimos {ranges}."},
    # an hour said bare, starting a sentence: «A la 1:30» is singular, «A las 11»
    "at_bare_hour": {"es": "A las {hour}", "gl": "Ás {hour}"},
    "at_bare_hour_one": {"es": "A la {hour}", "gl": "Á {hour}"},
    # «a las 10», then «mejor a las 7» read as 19:00 with 7:00 closed: the morning said closed, which one asked
    "time_morning_closed": {"es": "{at_hour} de la mañana no estamos abiertos: {day} abrimos {ranges}.",
                            "gl": "{at_hour} da mañá non estamos abertos: {day} abrimos {ranges}."},
    "time_morning_or_evening": {"es": "¿Te va mejor a las {morning} o a las {evening}?",
                                "gl": "¿Vaiche mellor ás {morning} ou ás {evening}?"},
    "time_evening_then": {"es": "¿Te va bien a las {evening}?", "gl": "¿Vaiche ben ás {evening}?"},
    "time_closed": {"es": "A las {time} no estamos abiertos.", "gl": "Ás {time} non estamos abertos."},
    "time_open": {"es": "A las {time} estamos abiertos.", "gl": "Ás {time} estamos abertos."},
    "time_full": {"es": "A las {time} no me queda hueco.", "gl": "Ás {time} non me queda oco."},
    "time_before_ask": {"es": "¿Dejo la hora como estaba, a las {time}, o prefieres otra?",
                        "gl": "¿Deixo a hora como estaba, ás {time}, ou prefires outra?"},
    "time_before_offer": {"es": "Si quieres, la dejo como estaba, a las {time}.",
                          "gl": "Se queres, déixoa como estaba, ás {time}."},
    "time_gone": {
        "es": "La hora de las {time} se acaba de ocupar.",
        "gl": "A hora das {time} acaba de ocuparse.",
    },
    "nearest": {
        "es": "Las horas libres más cercanas son {list}. ¿Cuál te va bien?",
        "gl": "As horas libres máis próximas son {list}. ¿Cal che vai ben?",
    },
    "staff_does": {"es": "Sí, {person} hace {service}.", "gl": "Si, {person} fai {service}."},
    "staff_works_day": {"es": "{person} trabaja el {day} {times}.", "gl": "{person} traballa o {day} {times}."},
    "staff_off_day": {"es": "{person} no trabaja el {day}.", "gl": "{person} non traballa o {day}."},
    "staff_works_every": {"es": "{person} trabaja los {days} {times}.", "gl": "{person} traballa os {days} {times}."},
    "staff_off_every": {"es": "{person} no trabaja los {days}.", "gl": "{person} non traballa os {days}."},
    "bk_also_products": {"es": "también {things}", "gl": "tamén {things}"},
    "bk_parts_said_again": {"es": "Eso ya lo tengo apuntado para la cita y no lo sumo dos veces: {things}. "
                                  "Si quieres más, dime cuántos más.",
                            "gl": "Iso xa o teño apuntado para a cita e non o sumo dúas veces: {things}. "
                                  "Se queres máis, dime cantos máis."},
    "bk_order_into_note": {
        # {things} carry their prices in brackets: set off with commas, never bracketed again («(14,00 €))»)
        "es": "Lo que llevabas para recoger, {things}, lo paso a la cita como indicación, para que lo tengan "
              "listo ese día.",
        "gl": "O que levabas para recoller, {things}, páso á cita como indicación, para que o teñan listo ese día.",
    },
    "sent_parts": {"es": "Van en la indicación de tu reserva del {day} a las {time}: {things}. Una persona lo "
                          "confirmará.",
                   "gl": "Van na indicación da túa reserva do {day} ás {time}: {things}. Unha persoa confirmarao."},
    "held_parts_noted": {"es": "{what} y, en la indicación, {things}",
                         "gl": "{what} e, na indicación, {things}"},
    "staff_serves": {"es": "Te atiende {person}.", "gl": "Atenderate {person}."},
    "staff_serves_any": {"es": "Lo hacen {people}: te atiende quien esté libre a la hora que elijas.",
                         "gl": "Fano {people}: atenderate quen estea libre á hora que escollas."},
    "staff_on_day": {"es": "El {day} trabajan {people}.", "gl": "O {day} traballan {people}."},
    "staff_person_times": {"es": "{person} ({times})", "gl": "{person} ({times})"},
    "staff_nobody_day": {"es": "El {day} no trabaja nadie.", "gl": "O {day} non traballa ninguén."},
    "staff_week": {"es": "{person} trabaja {parts}.", "gl": "{person} traballa {parts}."},
    "staff_week_part": {"es": "los {days} {times}", "gl": "os {days} {times}"},
    "staff_no_week": {"es": "No tengo el horario de {person}.", "gl": "Non teño o horario de {person}."},
    # «¿quién es Marta?»: what the person does, from the staff list (their week follows)
    "staff_who_is": {"es": "{person} es del equipo y hace estos servicios: {services}.",
                     "gl": "{person} é do equipo e fai estes servizos: {services}."},
    "staff_who_is_all": {"es": "{person} es del equipo y hace todos los servicios.",
                         "gl": "{person} é do equipo e fai todos os servizos."},
    "staff_team": {"es": "En el equipo están {people}.", "gl": "No equipo están {people}."},
    "staff_prices_of": {"es": "Los servicios de {person}, con precios:", "gl": "Os servizos de {person}, con prezos:"},
    "staff_who": {"es": "{service}: lo hace {people}.", "gl": "{service}: faino {people}."},
    "staff_who_many": {"es": "{service}: lo hacen {people}.", "gl": "{service}: fano {people}."},
    "staff_who_day": {"es": "{service} el {day}: lo hace {people}.", "gl": "{service} o {day}: faino {people}."},
    "staff_who_day_many": {"es": "{service} el {day}: lo hacen {people}.", "gl": "{service} o {day}: fano {people}."},
    "staff_who_day_nobody": {"es": "{service} el {day}: no trabaja nadie que lo haga.",
                             "gl": "{service} o {day}: non traballa ninguén que o faga."},
    "staff_does_not": {"es": "No, {person} no hace {service}.", "gl": "Non, {person} non fai {service}."},
    "staff_does_not_others": {"es": "No, {person} no hace {service}; lo hace {others}.",
                              "gl": "Non, {person} non fai {service}; faino {others}."},
    "staff_book_chip": {"es": "Cita: {service} con {person}", "gl": "Cita: {service} con {person}"},
    "staff_book_text": {"es": "quiero cita para {service} con {person}", "gl": "quero cita para {service} con {person}"},
    "staff_book_person_chip": {"es": "Cita con {person}", "gl": "Cita con {person}"},
    "staff_book_person_text": {"es": "quiero cita con {person}", "gl": "quero cita con {person}"},
    "chip_both": {"es": "Sí, las dos", "gl": "Si, as dúas"},
    "both_text": {"es": "sí, las dos", "gl": "si, as dúas"},
    "nearest_one": {
        "es": "La hora libre más cercana es {list}. ¿Te va bien?",
        "gl": "A hora libre máis próxima é {list}. ¿Váiche ben?",
    },
    "nearest_other_shift": {
        "es": "En ese turno no me queda nada libre; en el otro tengo {list}. ¿Cuál te va bien?",
        "gl": "Nesa quenda non me queda nada libre; na outra teño {list}. ¿Cal che vai ben?",
    },
    "nearest_other_shift_one": {
        "es": "En ese turno no me queda nada libre; en el otro tengo las {list}. ¿Te va bien?",
        "gl": "Nesa quenda non me queda nada libre; na outra teño as {list}. ¿Váiche ben?",
    },
    "ask_name": {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"},
    "ask_phone": {
        "es": "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con el pedido.",
        "gl": "¿E un teléfono de contacto? Só o usará o local se hai algún problema co pedido.",
    },
    "bad_phone": {
        "es": "Ese teléfono no me parece completo. ¿Me lo escribes con sus 9 cifras?",
        "gl": "Ese teléfono non me parece completo. ¿Escribesmo coas súas 9 cifras?",
    },
    "note_kept": {"es": "Apunto como indicación: «{note}».", "gl": "Apunto como indicación: «{note}»."},
    "hours_to_call_note": {"es": "llamar {when}", "gl": "chamar {when}"},
    "note_changed": {"es": "Cambio las indicaciones por: «{note}».", "gl": "Cambio as indicacións por: «{note}»."},
    "note_added": {"es": "Añado a las indicaciones: «{note}».", "gl": "Engado ás indicacións: «{note}»."},
    "time_off_grid": {"es": "A las {time} no puede ser: las horas van cada {step} minutos.",
                      "gl": "Ás {time} non pode ser: as horas van cada {step} minutos."},
    "no_notes_ahead": {"es": "De acuerdo, sin indicaciones.", "gl": "De acordo, sen indicacións."},
    # «la misma hora», «como estaba» after «Cambiar la hora»: the time held before stays
    "day_kept": {"es": "Dejo el día como estaba, el {day}.", "gl": "Deixo o día como estaba, o {day}."},
    "time_kept": {"es": "Dejo la hora como estaba, a las {time}.", "gl": "Deixo a hora como estaba, ás {time}."},
    "note_removed": {"es": "Quito de las indicaciones: «{note}».", "gl": "Quito das indicacións: «{note}»."},
    # «olvida lo de <word>» with no such word noted: what the note says, nothing added to it
    "note_not_there": {"es": "En las indicaciones no pone «{said}»; ahora dicen: «{note}».",
                       "gl": "Nas indicacións non pon «{said}»; agora din: «{note}»."},
    "ask_note": {
        "es": "¿Quieres {hint}? Si no, dime «no».",
        "gl": "¿Queres {hint}? Se non, dime «non».",
    },
    # the same asked after a description of the thing kept for the note («Apunto como indicación: «rojas».»)
    "ask_note_more": {
        "es": "¿Quieres añadir {hint}? Si no, dime «no».",
        "gl": "¿Queres engadir {hint}? Se non, dime «non».",
    },
    "note_hint_more": {"es": "algo más para el local", "gl": "algo máis para o local"},
    "no_more_notes_chip": {"es": "Nada más", "gl": "Nada máis"},
    # what the note question offers when the dataset has no `order.note_hint`
    "note_hint": {"es": "añadir alguna indicación para el local", "gl": "engadir algunha indicación para o local"},
    "no_notes_chip": {"es": "Sin indicaciones", "gl": "Sen indicacións"},
    "summary": {
        "es": "Este es el pedido que enviaré al local. Una persona lo confirmará antes de prepararlo; "
              "hasta entonces no está confirmado.",
        "gl": "Este é o pedido que lle enviarei ao local. Unha persoa confirmarao antes de preparalo; "
              "ata entón non está confirmado.",
    },
    "chip_send": {"es": "Enviar pedido", "gl": "Enviar pedido"},
    "chip_add_more": {"es": "Añadir algo", "gl": "Engadir algo"},
    "chip_change_time": {"es": "Cambiar la hora", "gl": "Cambiar a hora"},
    "chip_cancel": {"es": "Cancelar", "gl": "Cancelar"},
    "chip_handoff": {"es": "Sí, pásaselo a una persona", "gl": "Si, pásallo a unha persoa"},
    "sent": {
        "es": "Hecho: he enviado tu pedido a {biz}. Una persona lo confirmará y te avisaré aquí mismo; "
              "no lo prepararán hasta entonces.",
        "gl": "Feito: enviei o teu pedido a {biz}. Unha persoa confirmarao e avisareite aquí mesmo; "
              "non o prepararán ata entón.",
    },
    "cancelled": {
        "es": "Hecho, lo dejo sin enviar. Si quieres empezar de nuevo, dime qué te preparo.",
        "gl": "Feito, déixoo sen enviar. Se queres comezar de novo, dime que che preparo.",
    },
    "restored": {"es": "Sin problema, lo recupero tal como estaba.", "gl": "Sen problema, recupéroo tal como estaba."},
    # «olvídalo», then «bueno, pero el viernes»: the draft back, on the day said after it
    "restored_moved": {"es": "Sin problema, lo recupero.", "gl": "Sen problema, recupéroo."},
    "left_for_now": {
        "es": "Vale, sin problema: lo dejo sin enviar, así que no queda nada pendiente. Cuando quieras, "
              "vuelve a escribirme por aquí y lo preparamos en un momento.",
        "gl": "Vale, sen problema: déixoo sen enviar, así que non queda nada pendente. Cando queiras, "
              "volve escribirme por aquí e preparámolo nun momento.",
    },
    "nothing_to_cancel": {
        "es": "No hay nada en marcha que cancelar.",
        "gl": "Non hai nada en marcha que cancelar.",
    },
    "cancel_unseen": {
        "es": "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone} "
              "para anularlo.",
        "gl": "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {phone} "
              "para anulalo.",
    },
    # «quiero X y cancelar el pedido de ayer»: X taken, the one made before is not seen from here
    "earlier_cancel_unseen": {
        "es": "Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al {phone}.",
        "gl": "O que pediches ou reservaches antes non o vexo desde aquí: para anulalo, chama ao {phone}.",
    },
    "cancel_sent": {
        "es": "Lo que enviaste ya está en manos del local. Para anularlo, llama al {phone}.",
        "gl": "O que enviaches xa está en mans do local. Para anulalo, chama ao {phone}.",
    },
    "sent_still_live": {
        "es": "Lo que enviaste antes sigue en manos del local; para anularlo, llama al {phone}.",
        "gl": "O que enviaches antes segue en mans do local; para anulalo, chama ao {phone}.",
    },
    # «y para el jueves a la misma hora?» once sent: one more like it; the sent one stays for a person to change
    "again_beside_sent": {
        "es": "Lo que enviaste sigue como está (si querías cambiarlo, llama al {phone}). Te preparo lo mismo otra vez.",
        "gl": "O que enviaches segue como está (se querías cambialo, chama ao {phone}). Prepároche o mesmo outra vez.",
    },
    # «quiero cambiar mi reserva del viernes»: a request made before is changed by a person
    "change_sent": {
        "es": "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al {phone}.",
        "gl": "O que enviaches xa está en mans do local. Para cambialo, chama ao {phone}.",
    },
    "change_unseen": {
        "es": "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone} "
              "y una persona del local lo cambia.",
        "gl": "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {phone} "
              "e unha persoa do local cámbiao.",
    },
    # «encargué una X, ¿está confirmada?»: a request made before, asked about, is looked at by a person
    "earlier_unseen": {
        "es": "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone} "
              "y una persona del local te lo mira.",
        "gl": "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {phone} "
              "e unha persoa do local míracho.",
    },
    "earlier_sent": {
        "es": "Lo que enviaste ya está en manos del local y te responderán aquí. Si es urgente, llama al {phone}.",
        "gl": "O que enviaches xa está en mans do local e responderanche aquí. Se é urxente, chama ao {phone}.",
    },
    "too_many": {
        "es": "Son {n} unidades: para más de {max} prefiero que lo vea una persona del local. "
              "¿Quieres que le pase tu pedido?",
        "gl": "Son {n} unidades: para máis de {max} prefiro que o vexa unha persoa do local. "
              "¿Queres que lle pase o teu pedido?",
    },
    "and": {"es": "y", "gl": "e"},
    "or": {"es": "o", "gl": "ou"},
    "nor": {"es": "ni", "gl": "nin"},
    "tomorrow": {"es": "mañana", "gl": "mañá"},
    "today": {"es": "hoy", "gl": "hoxe"},
    "hours_unit": {"es": "{n} horas", "gl": "{n} horas"},
    "days_unit": {"es": "{n} días", "gl": "{n} días"},
    "weeks_unit": {"es": "{n} semanas", "gl": "{n} semanas"},
    "minutes_unit": {"es": "{n} minutos", "gl": "{n} minutos"},
    # staff side (used by flow.py / staff.py)
    "handoff_noted": {
        "es": "Anotado: se lo he hecho llegar al local. Te responderán aquí mismo.",
        "gl": "Anotado: fíxenllo chegar ao local. Responderanche aquí mesmo.",
    },
    "order_confirmed": {
        "es": "Pedido confirmado: estará listo el {day} a las {time}. Total {total}; {payment}.",
        "gl": "Pedido confirmado: estará listo o {day} ás {time}. Total {total}; {payment}.",
    },
    "booking_confirmed": {
        "es": "Reserva confirmada: te esperamos el {day} a las {time}.",
        "gl": "Reserva confirmada: agardámoste o {day} ás {time}.",
    },
    "change_proposed": {
        "es": "El local no llega a la hora pedida. Propone tenerlo listo el {day} a las {time}. ¿Te viene bien?",
        "gl": "O local non chega á hora pedida. Propón telo listo o {day} ás {time}. ¿Vénche ben?",
    },
    "change_proposed_booking": {
        "es": "El local no puede a la hora pedida. Propone el {day} a las {time}. ¿Te viene bien?",
        "gl": "O local non pode á hora pedida. Propón o {day} ás {time}. ¿Vénche ben?",
    },
    # what the booking note question offers when the dataset has no `booking.note_hint`
    "bk_note_hint": {"es": "alguna indicación para el local", "gl": "algunha indicación para o local"},
    "change_accept_chip": {"es": "Aceptar la nueva hora", "gl": "Aceptar a nova hora"},
    "change_reject_chip": {"es": "No me viene bien", "gl": "Non me vén ben"},
    "proposal_gone": {
        "es": "Se lo digo al local para que te proponga otra.",
        "gl": "Dígollo ao local para que che propoña outra.",
    },
    "proposal_gone_nearest": {
        "es": "Las horas libres más cercanas ese día son {list}: se lo digo al local para que te proponga una.",
        "gl": "As horas libres máis próximas ese día son {list}: dígollo ao local para que che propoña unha.",
    },
    "change_rejected": {
        "es": "Vale, se lo digo al local: lo verán otra vez y te dirán algo aquí.",
        "gl": "Vale, dígollo ao local: mirarano outra vez e diranche algo aquí.",
    },
    "order_denied": {"es": "El local no puede aceptar este pedido.", "gl": "O local non pode aceptar este pedido."},
    "booking_denied": {"es": "El local no puede aceptar esta reserva.", "gl": "O local non pode aceptar esta reserva."},
    "reason": {"es": "Motivo: {reason}", "gl": "Motivo: {reason}"},
    "nothing_to_answer": {
        "es": "No hay ninguna propuesta pendiente de respuesta.",
        "gl": "Non hai ningunha proposta pendente de resposta.",
    },
    "artifact_footer": {
        "es": "Soy un asistente; una persona confirmó. Demostración con un negocio ficticio: no hay datos reales.",
        "gl": "Son un asistente; unha persoa confirmou. Demostración cun negocio ficticio: non hai datos reais.",
    },
    "busy": {
        "es": "Hay mucha gente probando a la vez. Espera unos segundos y vuelve a intentarlo.",
        "gl": "Hai moita xente probando á vez. Agarda uns segundos e volve intentalo.",
    },
    # ---- booking (booking.py, issue #6) — owner: booking engineer; keys start with bk_ ----
    "bk_people": {"es": "{n} personas", "gl": "{n} persoas"},
    "bk_person_one": {"es": "1 persona", "gl": "1 persoa"},
    "bk_ask_party": {"es": "¿Para cuántas personas?", "gl": "¿Para cantas persoas?"},
    "bk_party_either": {"es": "Cuento {people} para que haya sitio para todos; si al final sois {smaller}, "
                              "dímelo y lo cambio.",
                        "gl": "Conto {people} para que haxa sitio para todos; se ao final sodes {smaller}, "
                              "dimo e cámbioo."},
    "bk_party_limits": {
        "es": "Solo puedo reservar para entre {min} y {max} personas. ¿Para cuántas personas?",
        "gl": "Só podo reservar para entre {min} e {max} persoas. ¿Para cantas persoas?",
    },
    "bk_big_group": {
        "es": "Para grupos de más de {n} personas prefiero que lo vea una persona de {biz}: le paso tu reserva "
              "y te responderá aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Para grupos de máis de {n} persoas prefiro que o vexa unha persoa de {biz}: paso a túa reserva "
              "e responderache aquí; se é urxente, chama ao {phone}. {identity}",
    },
    "bk_staff_group": {
        "es": "Cada cita es para uno solo: para {n} a la vez prefiero que lo organice una persona de {biz}. "
              "Le paso tu mensaje y te responderá aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Cada cita é para un só: para {n} á vez prefiro que o organice unha persoa de {biz}. "
              "Paso a túa mensaxe e responderache aquí; se é urxente, chama ao {phone}. {identity}",
    },
    # the same, each at a time of their own («un X para mí a las 10 y otro para mi hija a las 11»)
    "bk_staff_group_own_times": {
        "es": "Cada cita es para uno solo: para {n} personas, cada una a su hora, prefiero que lo organice una "
              "persona de {biz}. Le paso tu mensaje y te responderá aquí; si es urgente, llama al {phone}. {identity}",
        "gl": "Cada cita é para un só: para {n} persoas, cada unha á súa hora, prefiro que o organice unha "
              "persoa de {biz}. Paso a túa mensaxe e responderache aquí; se é urxente, chama ao {phone}. {identity}",
    },
    "bk_ask_service": {"es": "¿Qué servicio quieres?", "gl": "¿Que servizo queres?"},
    # «y marta» with the appointment already with her (same_person_again.py)
    "bk_person_already": {"es": "Sí, la cita ya es con {person}.", "gl": "Si, a cita xa é con {person}."},
    # two people in the first message (second_person_apart.py): the writer's appointment now, the other's next
    "bk_second_apart": {
        "es": "Cada cita es para una persona: apunto primero la tuya, y la de {whom} va aparte justo después: "
              "cuando envíes esta, te la preparo.",
        "gl": "Cada cita é para unha persoa: apunto primeiro a túa, e a cita para {whom} vai á parte xusto despois: "
              "cando envíes esta, prepárocha.",
    },
    # the same, each at a time of their own («… a las 11 y a las 12»): the writer's at the first, the other's next
    "bk_second_apart_at": {
        "es": "Cada cita es para una persona: apunto primero la tuya, y la de {whom}, a las {time}, va aparte: "
              "cuando envíes esta, te la preparo.",
        "gl": "Cada cita é para unha persoa: apunto primeiro a túa, e a cita para {whom}, ás {time}, vai á parte: "
              "cando envíes esta, prepárocha.",
    },
    "bk_second_next": {"es": "¿Preparo ahora la cita para {whom} ({service})?",
                       "gl": "¿Preparo agora a cita para {whom} ({service})?"},
    "bk_second_chip": {"es": "Cita para {whom}", "gl": "Cita para {whom}"},
    "bk_second_words": {"es": "{service} para {whom}{day}", "gl": "{service} para {whom}{day}"},
    # «y otro para mi marido» with that service held: an appointment holds it once; the second goes in the note
    "bk_also_for": {"es": "también {service} para {whom}", "gl": "tamén {service} para {whom}"},
    "bk_another_person_noted": {
        "es": "Esta cita ya lleva {service}: apunto en la nota {service} también para {whom}, para que el local "
              "lo organice al confirmarla.",
        "gl": "Esta cita xa leva {service}: apunto na nota {service} tamén para {whom}, para que o local o "
              "organice ao confirmala.",
    },
    "bk_nobody": {
        "es": "No hay nadie que haga {services} en la misma cita. ¿Qué servicio quieres?",
        "gl": "Non hai ninguén que faga {services} na mesma cita. ¿Que servizo queres?",
    },
    "bk_no_such_person": {"es": "No trabaja nadie llamado {name} aquí.", "gl": "Aquí non traballa ninguén chamado {name}."},
    "bk_one_person": {"es": "Cada cita es con una sola persona.", "gl": "Cada cita é cunha soa persoa."},
    "bk_first_thing_taken": {"es": "A primera hora ya no tengo hueco: lo primero libre es a las {time}.",
                             "gl": "A primeira hora xa non teño oco: o primeiro libre é ás {time}."},
    "nothing_before_held": {"es": "Antes de las {time} no tengo nada libre ese día; te dejo a las {time}.",
                          "gl": "Antes das {time} non teño nada libre ese día; déixote ás {time}."},
    "change_what": {"es": "Claro, aún no se ha enviado: dime qué cambio (qué y cuánto, el día, la hora o el nombre) "
                          "y lo corrijo.",
                    "gl": "Claro, aínda non se enviou: dime que cambio (que e canto, o día, a hora ou o nome) "
                          "e corríxoo."},
    "product_not_in_card": {"es": "«{word}» no aparece en lo que tengo de {name}: si es importante para ti, "
                                  "confírmalo con el local ({phone}).",
                            "gl": "«{word}» non aparece no que teño de {name}: se é importante para ti, "
                                  "confírmao co local ({phone})."},
    "bk_first_thing_person": {"es": "Es la primera hora de {person} ese día: antes no trabaja.",
                              "gl": "É a primeira hora de {person} ese día: antes non traballa."},
    "bk_first_choice_free": {"es": "El {day} a las {time} hay sitio, así que sigo con ese día.",
                             "gl": "O {day} ás {time} hai sitio, así que sigo con ese día."},
    "bk_first_day_free": {"es": "El {day} hay sitio, así que sigo con ese día.",
                          "gl": "O {day} hai sitio, así que sigo con ese día."},
    # «esa hora no me va bien», «cambiar la hora» with a time held: it is open again, and asked next
    "bk_time_open_again": {"es": "Vale, a esa hora no.", "gl": "Vale, a esa hora non."},
    "bk_ask_resource": {"es": "¿Con quién quieres la cita?", "gl": "¿Con quen queres a cita?"},
    "bk_who_is_free": {"es": "A las {time} pueden atenderte {people}.", "gl": "Ás {time} poden atenderte {people}."},
    "bk_who_is_free_one": {"es": "A las {time} puede atenderte {person}.", "gl": "Ás {time} pode atenderte {person}."},
    "bk_only_person": {"es": "{services}: solo lo hace {name}, así que sigue con {name}.",
                       "gl": "{services}: só o fai {name}, así que segue con {name}."},
    "bk_cannot": {
        "es": "{name} no hace {services}; puede atenderte {list}. ¿Con quién quieres la cita?",
        "gl": "{name} non fai {services}; pode atenderte {list}. ¿Con quen queres a cita?",
    },
    "bk_anyone_chip": {"es": "Me da igual", "gl": "Dáme igual"},
    "bk_ask_day": {"es": "¿Qué día te va bien?", "gl": "¿Que día che vai ben?"},
    "bk_free_days": {"es": "Hay hueco el {days}. ¿Qué día te va bien?",
                     "gl": "Hai oco o {days}. ¿Que día che vai ben?"},
    "bk_free_days_person": {"es": "{person} tiene hueco el {days}. ¿Qué día te va bien?",
                            "gl": "{person} ten oco o {days}. ¿Que día che vai ben?"},
    "bk_first_slot": {"es": "Lo primero que tengo es el {day} a las {time}.",
                      "gl": "O primeiro que teño é o {day} ás {time}."},
    # a time wish held while the person is asked first: the free time it points at (anyone's)
    "bk_latest_slot": {"es": "Lo más tarde que tengo el {day} es a las {time}.",
                       "gl": "O máis tarde que teño o {day} é ás {time}."},
    "bk_window_first": {"es": "El {day} {window}, lo primero que tengo es a las {time}.",
                        "gl": "O {day} {window}, o primeiro que teño é ás {time}."},
    "bk_first_slot_person": {"es": "Lo primero que tiene {person} es el {day} a las {time}.",
                             "gl": "O primeiro que ten {person} é o {day} ás {time}."},
    "bk_day_unclear": {"es": "¿Qué día exactamente?", "gl": "¿Que día exactamente?"},
    "bk_no_days": {
        "es": "Ahora mismo no tengo días con hueco para esta reserva. Puedes llamar al {phone}.",
        "gl": "Agora mesmo non teño días con oco para esta reserva. Podes chamar ao {phone}.",
    },
    "bk_resource_off_others": {
        "es": "El {day} {name} no trabaja, pero {others} sí. ¿Te lo pongo con {others} ese día, o prefieres "
              "otro día con {name}?",
        "gl": "O {day} {name} non traballa, pero {others} si. ¿Póñocho con {others} ese día, ou prefires "
              "outro día con {name}?",
    },
    "bk_resource_off": {
        "es": "El {day} {name} no trabaja. ¿Qué día te va bien?",
        "gl": "O {day} {name} non traballa. ¿Que día che vai ben?",
    },
    "bk_too_far": {
        "es": "Solo reservo con hasta {n} días de antelación. ¿Qué día te va bien?",
        "gl": "Só reservo con ata {n} días de antelación. ¿Que día che vai ben?",
    },
    "bk_day_full": {
        "es": "El {day} ya no me queda hueco. ¿Qué día te va bien?",
        "gl": "O {day} xa non me queda oco. ¿Que día che vai ben?",
    },
    # «¿tenéis hueco hoy?» before the service or party is known, and nothing fits that day (no_room_left.py)
    "bk_today_gone_note": {"es": "Hoy ya no me queda hueco.", "gl": "Hoxe xa non me queda oco."},
    "bk_day_full_note": {"es": "El {day} ya no me queda hueco.", "gl": "O {day} xa non me queda oco."},
    "bk_day_full_first": {
        "es": "El {day} ya no me queda hueco: lo primero que tengo es el {first}.",
        "gl": "O {day} xa non me queda oco: o primeiro que teño é o {first}.",
    },
    "first_day_instead": {
        "es": "Hoy ya no me queda hueco: el {day} es lo primero que tengo.",
        "gl": "Hoxe xa non me queda oco: o {day} é o primeiro que teño.",
    },
    "bk_today_gone": {
        "es": "Hoy ya no me quedan horas para reservar. ¿Qué día te va bien?",
        "gl": "Hoxe xa non me quedan horas para reservar. ¿Que día che vai ben?",
    },
    "bk_ask_time": {"es": "¿A qué hora te va bien el {day}?", "gl": "¿A que hora che vai ben o {day}?"},
    "bk_ask_time_today": {"es": "¿A qué hora te va bien hoy?", "gl": "¿A que hora che vai ben hoxe?"},
    "bk_latest_full": {
        "es": "El {day} a última hora ya no me queda hueco; lo más tarde que tengo es a las {time}. ¿Te va bien alguna de estas?",
        "gl": "O {day} á última hora xa non me queda oco; o máis tarde que teño é ás {time}. ¿Vaiche ben algunha destas?",
    },
    "bk_window_full": {
        "es": "El {day} no me queda hueco {window}. ¿Te va bien a otra hora?",
        "gl": "O {day} non me queda oco {window}. ¿Vaiche ben a outra hora?",
    },
    "window_before": {"es": "antes de las {time}", "gl": "antes das {time}"},
    "window_until": {"es": "hasta las {time}", "gl": "ata as {time}"},
    "window_after": {"es": "después de las {time}", "gl": "despois das {time}"},
    "window_from": {"es": "a partir de las {time}", "gl": "a partir das {time}"},
    "window_between": {"es": "entre las {first} y las {last}", "gl": "entre as {first} e as {last}"},
    "bk_part_full": {
        "es": "El {day} {part} ya no me queda hueco. ¿Te va bien a otra hora?",
        "gl": "O {day} {part} xa non me queda oco. ¿Vaiche ben a outra hora?",
    },
    "bk_part_closed_day": {
        "es": "El {day} {part} no abrimos. ¿Qué día te va bien?",
        "gl": "O {day} {part} non abrimos. ¿Que día che vai ben?",
    },
    "bk_part_closed": {
        "es": "El {day} {part} no abrimos. ¿Te va bien a otra hora?",
        "gl": "O {day} {part} non abrimos. ¿Vaiche ben a outra hora?",
    },
    "note_what": {"es": "Dime qué quieres que le diga al local y lo apunto.",
                  "gl": "Dime que queres que lle diga ao local e apúntoo."},
    "part_full_note": {"es": "El {day} {part} ya no me queda hueco.", "gl": "O {day} {part} xa non me queda oco."},
    "part_closed_hours": {"es": "El {day} {part} no abrimos: ese día abrimos {times}.",
                          "gl": "O {day} {part} non abrimos: ese día abrimos {times}."},
    "part_closed_note": {"es": "El {day} {part} no abrimos.", "gl": "O {day} {part} non abrimos."},
    "part_free_note": {"es": "{part} tengo estas horas libres.", "gl": "{part} teño estas horas libres."},
    "latest_free_note": {"es": "Las últimas horas libres son estas.", "gl": "As últimas horas libres son estas."},
    "bk_part_morning": {"es": "por la mañana", "gl": "pola mañá"},
    "bk_part_midday": {"es": "a mediodía", "gl": "ao mediodía"},
    "bk_part_afternoon": {"es": "por la tarde", "gl": "pola tarde"},
    "bk_part_night": {"es": "por la noche", "gl": "pola noite"},
    "bk_time_past": {
        "es": "A las {time} ya no llego: hace falta reservar con {lead} de antelación.",
        "gl": "Ás {time} xa non chego: cómpre reservar con {lead} de antelación.",
    },
    "bk_time_late": {
        "es": "A las {time} ya no da tiempo antes del cierre ({close}).",
        "gl": "Ás {time} xa non dá tempo antes do peche ({close}).",
    },
    "bk_time_late_person": {
        "es": "A las {time} ya no da tiempo: {person} termina a las {close}.",
        "gl": "Ás {time} xa non dá tempo: {person} remata ás {close}.",
    },
    "bk_part_person_off": {
        "es": "{person} no trabaja el {day} {part}: está {times}. ¿Te va bien a otra hora?",
        "gl": "{person} non traballa o {day} {part}: está {times}. ¿Vaiche ben a outra hora?",
    },
    "bk_time_person_off": {
        "es": "A las {time} {person} no trabaja: el {day} está {times}.",
        "gl": "Ás {time} {person} non traballa: o {day} está {times}.",
    },
    "bk_others_free_at": {"es": "A las {time} puede {others}: si te vale, dímelo.",
                          "gl": "Ás {time} pode {others}: se che vale, dimo."},
    "bk_time_late_back": {
        "es": "A las {time} ya no da tiempo antes del cierre ({close}); volvemos a abrir a las {back}.",
        "gl": "Ás {time} xa non dá tempo antes do peche ({close}); volvemos abrir ás {back}.",
    },
    "bk_time_late_person_back": {
        "es": "A las {time} ya no da tiempo: {person} termina a las {close} y vuelve a las {back}.",
        "gl": "Ás {time} xa non dá tempo: {person} remata ás {close} e volve ás {back}.",
    },
    "bk_ask_name": {"es": "¿A nombre de quién hago la reserva?", "gl": "¿A nome de quen fago a reserva?"},
    "bk_ask_phone": {
        "es": "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con la reserva.",
        "gl": "¿E un teléfono de contacto? Só o usará o local se hai algún problema coa reserva.",
    },
    "bk_ask_note": {
        "es": "¿Quieres dejar {hint}? Si no, dime «no».",
        "gl": "¿Queres deixar {hint}? Se non, dime «non».",
    },
    "bk_summary": {
        "es": "Esta es la reserva que enviaré al local. Una persona la confirmará; hasta entonces no está "
              "confirmada.",
        "gl": "Esta é a reserva que lle enviarei ao local. Unha persoa confirmaraa; ata entón non está confirmada.",
    },
    "bk_chip_send": {"es": "Enviar reserva", "gl": "Enviar reserva"},
    "bk_sent": {
        "es": "Hecho: he enviado tu reserva a {biz}. Una persona la confirmará y te avisaré aquí mismo; "
              "hasta entonces no está confirmada.",
        "gl": "Feito: enviei a túa reserva a {biz}. Unha persoa confirmaraa e avisareite aquí mesmo; "
              "ata entón non está confirmada.",
    },
    "bk_cancelled": {"es": "Hecho, dejo la reserva sin enviar.", "gl": "Feito, deixo a reserva sen enviar."},
    "bk_restored": {"es": "Sin problema, recupero la reserva tal como estaba.",
                    "gl": "Sen problema, recupero a reserva tal como estaba."},
    "bk_restored_moved": {"es": "Sin problema, recupero la reserva.", "gl": "Sen problema, recupero a reserva."},
    "bk_left_for_now": {
        "es": "Vale, sin problema: dejo la reserva sin enviar, así que no queda nada pendiente. Cuando quieras, "
              "vuelve a escribirme por aquí y la preparamos en un momento.",
        "gl": "Vale, sen problema: deixo a reserva sen enviar, así que non queda nada pendente. Cando queiras, "
              "volve escribirme por aquí e preparámola nun momento.",
    },
    "bk_no_data_mid": {
        "es": "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu reserva para que "
              "te respondan aquí; si es urgente, llama al {phone}.",
        "gl": "Iso non o teño claro e prefiro non inventalo. Apúntollo ao local xunto á túa reserva para que "
              "che respondan aquí; se é urxente, chama ao {phone}.",
    },
    "bk_noted": {"es": "Apunto: {what}.", "gl": "Apunto: {what}."},
    "bk_total": {"es": "Total {total}; dura unos {minutes} minutos.", "gl": "Total {total}; dura uns {minutes} minutos."},
    "bk_table": {"es": "reserva", "gl": "reserva"},
    "bk_table_for": {"es": "reserva para {people}", "gl": "reserva para {people}"},
    "bk_appointment": {"es": "cita", "gl": "cita"},
    "bk_with": {"es": "con {name}", "gl": "con {name}"},
    "bk_with_chip": {"es": "Con {name}", "gl": "Con {name}"},
    "bk_with_that_day": {"es": "con {name} ese día", "gl": "con {name} ese día"},
    "bk_on_day": {"es": "el {day}", "gl": "o {day}"},
    "bk_at_time": {"es": "a las {time}", "gl": "ás {time}"},
    # ---- end of booking block ----
    # suggestions (conversation/suggest.py): the reason when the dataset gives none, and the chips
    "suggest_reason_with": {"es": "Con {other} suele pedirse también {item}.",
                            "gl": "Con {other} adoita pedirse tamén {item}."},
    "suggest_reason": {"es": "Por si te apetece, {item} es de lo que más sale.",
                       "gl": "Por se che apetece, {item} é do que máis sae."},
    "suggest_chip": {"es": "Añadir {item} · {price}", "gl": "Engadir {item} · {price}"},
    "suggest_no_chip": {"es": "No, gracias", "gl": "Non, grazas"},
    "suggest_dismissed": {"es": "De acuerdo.", "gl": "De acordo."},
}

# Readable names of the dataset tags, as a plural adjective after "productos".
TAGS = {
    "vegano": {"es": "veganos", "gl": "veganos"},
    "vegetariano": {"es": "vegetarianos", "gl": "vexetarianos"},
    "sin_lactosa": {"es": "sin lactosa", "gl": "sen lactosa"},
    "sin_azucar": {"es": "sin azúcar", "gl": "sen azucre"},
    "picante": {"es": "picantes", "gl": "picantes"},
}


def lang_of(lang: str | None) -> str:
    return lang if lang in ("es", "gl") else "es"


SERVICES_VARIANTS = ("menu_intro", "menu_chip", "cite_catalog", "offtopic", "not_understood", "refuse_insult",
                     "refuse_injection", "unknown_item", "kind_missing", "named_missing")

# The `texts` block of the business being served: set by speaking_for() around a turn or a staff
# action, so every say() below picks the dataset's words without threading the business through.
_OVERRIDES: ContextVar[dict] = ContextVar("bizengine_texts", default={})


@contextlib.contextmanager
def speaking_for(biz):
    """Within the block, say() uses the business's own texts (business.json `texts`) first."""
    data = getattr(biz, "data", None) or {}
    texts = dict(data.get("texts") or {})
    if _offers_services(data):
        # a business of appointments (no orders) says «servicios» where a shop says «catálogo»
        for key in SERVICES_VARIANTS:
            texts.setdefault(key, TEXTS[key + "_services"])
    elif _books_only(data):       # tables and no orders: what it can leave ready is a booking
        texts.setdefault("not_understood", TEXTS["not_understood_tables"])
    token = _OVERRIDES.set(texts)
    try:
        yield
    finally:
        _OVERRIDES.reset(token)


def _books_only(data: dict) -> bool:
    caps = data.get("capabilities") or []
    return "order" not in caps and "booking" in caps


def _offers_services(data: dict) -> bool:
    caps = data.get("capabilities") or []
    return "order" not in caps and (data.get("booking") or {}).get("mode") == "staff"


def say(key: str, lang: str = "es", **values) -> str:
    entry = {**TEXTS[key], **(_OVERRIDES.get().get(key) or {})}
    text = entry.get(lang_of(lang)) or entry["es"]
    if "{identity}" in text and "identity" not in values:
        values["identity"] = identity(lang)
    return text.format(**values) if values else text


def aside(what: str) -> str:
    """What goes in the other request, set after its day or time in one_day_order and the like: « (2 × X)»,
    "" for nothing said back."""
    return f" ({what})" if what else ""


def aside_of_names(what: str) -> str:
    """aside(), set off by commas when a name has brackets of its own: «, X (Y),», never « (X (Y))»."""
    return f", {what}," if "(" in what else aside(what)


def identity(lang: str = "es") -> str:
    return TEXTS["identity"][lang_of(lang)]


def pick(texts: dict | str | None, lang: str) -> str:
    """A dataset text that is either a plain string or {es, gl}."""
    if not texts:
        return ""
    if isinstance(texts, str):
        return texts
    return texts.get(lang_of(lang)) or texts.get("es") or next(iter(texts.values()), "")


def ranges_text(ranges, lang) -> str:
    """[(600, 840), (1020, 1200)] -> «de 10:00 a 14:00 y de 17:00 a 20:00»."""
    return join_list([say("ranges", lang, a=clock.fmt_time(a), b=clock.fmt_time(b)) for a, b in ranges], lang)


def free_times_text(slots: list[dict], lang: str) -> str:
    """«de 13:00 a 14:30 y a las 20:00»: free times, three or more in a row said as a run."""
    step = min((b["min"] - a["min"] for a, b in zip(slots, slots[1:])), default=0)
    runs: list[list[int]] = []
    for slot in slots:
        if runs and slot["min"] - runs[-1][-1] == step:
            runs[-1].append(slot["min"])
        else:
            runs.append([slot["min"]])
    said = []
    for run in runs:
        if len(run) >= 3:
            said.append(say("ranges", lang, a=clock.fmt_time(run[0]), b=clock.fmt_time(run[-1])))
        else:
            said += [say("times_one", lang, time=clock.fmt_time(m)) for m in run]
    return join_list(said, lang)


def join_list(items: list[str], lang: str = "es", word: str = "and") -> str:
    """['a', 'b', 'c'] -> 'a, b y c'."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_euphonic(say(word, lang), items[-1])} {items[-1]}"


# «mi hijo» said back as «tu hijo», «o meu fillo» as «o teu fillo»; a Galician possessive said first takes
# its article back («miña nai» → «a túa nai»)
_YOURS = {"mi": "tu", "mis": "tus", "meu": "teu", "meus": "teus", "miña": "túa", "miñas": "túas",
          "nuestro": "vuestro", "nuestra": "vuestra", "noso": "voso", "nosa": "vosa"}
_YOURS_FIRST = {"meu": "o teu", "meus": "os teus", "miña": "a túa", "miñas": "as túas", "mina": "a túa",
                "minas": "as túas", "noso": "o voso", "nosa": "a vosa"}


def yours(whom: str) -> str:
    """Who the customer named («mi hijo», «miña nai»), said back to them («tu hijo», «a túa nai»)."""
    words = whom.split()
    first = _YOURS_FIRST.get(words[0].lower()) if words else None
    return " ".join([first, *(_YOURS.get(w.lower(), w) for w in words[1:])] if first
                    else [_YOURS.get(w.lower(), w) for w in words])


def counted_text(products: dict, lang: str, counted: list[tuple[str, int]]) -> str:
    """«6 × X y 8 × Y»: each thing of `products` with its count (a thing not among them left out)."""
    return join_list([say("line", lang, qty=qty, name=product_name(products[item], lang))
                      for item, qty in counted if item in products], lang)


def unknown_items(items: list[str], lang: str = "es") -> str:
    """«No tengo «A» ni «B» en el catálogo.»: each thing not had in its own quotes (one «A y B» reads
    as one thing)."""
    each = join_list([f"«{i}»" for i in items if i], lang, "nor")
    return say("unknown_item", lang, items=each[1:-1])     # the text quotes around them


def _euphonic(conjunction: str, after: str) -> str:
    """Spanish «y» is «e» before an /i/ sound («Marta e Iago»), «o» is «u» before an /o/ («7 u 8»)."""
    word = after.lower()
    start = word[1:] if word.startswith("h") else word
    if conjunction == "y" and start[:1] in ("i", "í") and not (word.startswith("h") and start[1:2] in ("a", "e")):
        return "e"      # not «y hielo», «y hiato»
    if conjunction == "o" and start[:1] in ("o", "ó"):
        return "u"
    return conjunction


def with_detail(name: str, detail: str) -> str:
    """«X (detail)»; a name that already ends in brackets takes the detail inside them
    («X (<other name>, <its size>)», never «X (<other name>) (<its size>)»)."""
    if not detail:
        return name
    if name.endswith(")"):
        return f"{name[:-1]}, {detail})"
    return f"{name} ({detail})"


def lines_with_total(lines: str, total: str, lang: str) -> str:
    """«2 × X (total 3,60 €)»; «1 × X (<its size>), total 22,00 €» when the lines end in brackets."""
    return say("sent_lines_bracketed" if lines.endswith(")") else "sent_lines", lang, lines=lines, total=total)


def included_text(name: str, by: str, lang: str) -> str:
    """«X: entra en el precio de Y.» of a part X whose price Y includes (catalog `includes`)."""
    return say("price_included_plural" if plural_name(name) else "price_included", lang, name=name, by=by)


def money(cents: int, lang: str = "es") -> str:
    return format.money(cents, lang=lang)


def allergen_name(allergen_id: str, lang: str = "es") -> str:
    return (ALLERGENS.get(allergen_id) or {}).get(lang_of(lang), allergen_id.replace("_", " "))


def tag_name(tag: str, lang: str = "es", one: bool = False) -> str:
    """The tag as it qualifies products («veganos»), or one product («vegano»)."""
    name = (TAGS.get(tag) or {}).get(lang_of(lang), tag.replace("_", " "))
    return name[:-1] if one and name.endswith(("os", "es")) else name


def plural_name(name: str) -> bool:
    """Whether a name takes a plural verb: its first word is plural (ends in «s», not in «is»/«us»
    as «análisis», «virus»): «Mechas duran…», «Croquetas de jamón contienen…»."""
    first = (name.split() or [""])[0].lower()
    return len(first) > 3 and first.endswith("s") and not first.endswith(("is", "us"))


def duration_text(name: str, minutes: int, lang: str = "es") -> str:
    """«<name> dura unos 60 minutos.», «<names> duran unos 90 minutos.»."""
    return say("duration_plural" if plural_name(name) else "duration", lang, name=name, minutes=minutes)


_IT = {("m", False): "lo", ("f", False): "la", ("m", True): "los", ("f", True): "las"}


def it_pronoun(gender: str, plural: bool) -> str:
    """«lo», «la», «los», «las» after an infinitive («cambiarlos», «cambialas»): the same in es and gl."""
    return _IT[("f" if gender == "f" else "m", plural)]


def contains_text(name: str, allergens: str, lang: str = "es") -> str:
    """«<name> contiene gluten.», «<names> contienen gluten.»."""
    return say("contains_plural" if plural_name(name) else "contains", lang, name=name, list=allergens)


def not_listed_text(name: str, allergens: list[str], lang: str = "es") -> str:
    """«En <name> no consta gluten.», «En <name> no constan frutos secos.» (ids of the 14)."""
    names = [allergen_name(a, lang) for a in allergens]
    plural = len(names) > 1 or names[0].endswith("s")
    return say("not_listed_many" if plural else "not_listed", lang, name=name, list=join_list(names, lang, "or"))


def lead_text(minutes: int, lang: str = "es") -> str:
    """1440 -> '24 horas', 2880 -> '48 horas', 7200 -> '5 días', 30240 -> '3 semanas'."""
    hours = minutes // 60
    if minutes % 60 or hours == 0:
        return say("minutes_unit", lang, n=minutes)
    if hours <= 48 or hours % 24:
        return say("hours_unit", lang, n=hours)
    days = hours // 24
    if days % 7 == 0 and days >= 14:
        return say("weeks_unit", lang, n=days // 7)
    return say("days_unit", lang, n=days)


def window_text(window, lang: str = "es") -> str:
    """The window a customer said (dates.When.window): ('before', 720) «antes de las 12:00»."""
    def hm(minutes: int) -> str:
        return f"{minutes // 60:02d}:{minutes % 60:02d}"
    if window[0] == "between":
        return say("window_between", lang, first=hm(int(window[1])), last=hm(int(window[2])))
    return say(f"window_{window[0]}", lang, time=hm(int(window[1])))
