"""Understanding one customer message: `analyze(text, biz, ctx) -> Signals`, rules only.

It decides nothing and calls no model; it reads. Language words (greetings, days, allergens,
'quiero', 'reservar') live here; every business word (products, aliases, option choices,
handoff topics, refusal rules, hour bias, opening hours) comes from the loaded Business.

The primary intent is decided in this fixed order; the first that fits wins:

    1. refuse    a card was masked, a prompt injection, a business refusal rule, an insult
    2. handoff   asks for a person, or a business handoff topic is mentioned
    3. cancel    cancel / forget the order (not when it names products: that is a removal)
    4. greet     only greetings (plus at most one word that is not a question)
    5. bye       only farewells (and thanks)
    6. thanks    only thanks
    7. booking   a booking word with a table/appointment, a party, a day or a wish
    8. order     products with a wish/order verb, or not a question; or 'quiero encargar'
    9. offtopic  jokes, politics, programming, weather… with nothing about the business
   10. info      a question, a topic, a diet, asking for options or how things work
   11. yes
   12. no
   13. info      anything else goes to the knowledge base

A card is therefore refused even if the message also orders something.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from bizengine.understanding.orders import Found, find_items
from bizengine.language.pii import CARD_MASK, DNI_MASK, scrub
from bizengine.language.text import NUMBER_WORDS, clean, normalize, to_int
from bizengine.language.when import MADRID, When, parse_when

# ---------------------------------------------------------------- language

GL_ONLY = frozenset("""
ola grazas quero queres queremos quixera teno tes tedes tendes unha unhas onde cando hoxe abrides
pechades pecha pechan pechado mana recoller recollo recollelo duas dous tamen moito moita moitos
moitas estades podo poden ata sen non xa agora mellor noite noites luns mercores xoves venres boas
bos deica adeus cal cales canto cantos cantas facedes persoa persoas outra outro
pola polo coa nunha isto iso eu mina meu teu mais moi seguinte vindeira vindeiro despois aberto
pechado chamome chamo levades facer fago preciso precisamos vou imos estou sodes hai noces ovo ovos
leite farina sementes peixe as ningunha poderia podedes tedes vos voso vosa sabedes
encomenda encomendar aos alerxica alerxico alerxia froitos alerxenos alerxeno leva levan engadir
""".split())
ES_ONLY = frozenset("""
hola gracias quiero quieres queremos quisiera tengo tienes teneis una unas donde cuando hoy abris
cerrais cierran cierra manana recoger recojo tambien mucho mucha muchos muchas estais puedo pueden
hasta sin ya ahora mejor noche noches lunes miercoles jueves viernes buenos buenas adios cual
cuales cuanto cuanta cuantos cuantas haceis persona personas otra otro esto eso yo mi
mas muy siguiente despues abierto cerrado llamo hacer hago necesito necesitamos voy vamos estoy
sois hay nueces huevo huevos leche harina semillas pescado el la los las del al lo y es
ninguna podeis sabeis vuestro vuestra
""".split())


def detect_lang(words: list[str], previous: str = "es") -> str:
    """'es' or 'gl' by words that exist in only one of them; a tie keeps the previous one."""
    gl = sum(1 for w in words if w in GL_ONLY)
    es = sum(1 for w in words if w in ES_ONLY)
    if gl > es:
        return "gl"
    if es > gl:
        return "es"
    return previous if previous in ("es", "gl") else "es"


# ---------------------------------------------------------------- acts and keywords

def _rx(pattern: str) -> re.Pattern:
    return re.compile(pattern)


GREET_RE = _rx(r"^(?:(?:hola+|ola+|holi|holis|buenas|boas|muy buenas|moi boas|buenos dias|bos dias|"
               r"bo dia|buen dia|boas tardes|buenas tardes|buenas noches|boas noites|hey|hi|hello|"
               r"saludos|saudos|ey|que tal|como estas|como estais|que tal estas)\b\s*)+")
THANKS_RE = _rx(r"\b(?:gracias|grazas|thank\w*|merci|te lo agradezco|agradecid[oa]|agradecemos)\b")
BYE_RE = _rx(r"\b(?:adios|adeus|hasta luego|hasta pronto|hasta manana|ata logo|ata pronto|ata mana|"
             r"deica logo|deica pronto|chao|chau|bye|nos vemos|un saludo|saudos|que vaya bien|"
             r"que vaia ben|feliz dia|bo dia)\b")
_POLITE = _rx(r"\b(?:muchas|muchisimas|moitas|mil|vale|ok|okay|perfecto|genial|estupendo|de nada|a ti|"
              r"igualmente|(?:muy |moi )?amables?|por todo|todo|un|saludo|eh|pues|bueno|bien|ben|"
              r"a vos|a vosotros|de verdad|senor|senora)\b")
YES_RE = _rx(r"^(?:si|sip|sii+|vale|ok|okay|okey|de acuerdo|de acordo|perfecto|claro|venga|dale|"
             r"correcto|exacto|eso es|iso e|por supuesto|genial|estupendo|afirmativo|bueno|bien|ben|"
             r"sin problema|me vale|valeme|me va bien|me vai ben|me viene bien|me ven ben|adelante|"
             r"confirmo|confirmado|yes|yep|guay|hecho|feito|listo)\b")
# At a summary, sending it is saying yes: 'envíalo', 'mándao', 'vale, envíalo' (only while awaiting 'confirm').
SEND_RE = _rx(r"^(?:(?:si|vale|ok|venga|perfecto|pues|bueno|entonces|xa|ya)\s+)*"
              r"(?:envia(?:lo|la|o|a|melo|mela|mo|ma|dlo|dla)?|manda(?:lo|la|o|a|melo|mela|mo|ma|dlo|dla)?|"
              r"enviar|mandar)\b")
NO_RE = _rx(r"^(?:no|non|nop|nope|negativo|para nada|de momento no|ahora no|agora non|mejor no|"
            r"mellor non|nada|ninguno|ninguna|ningun|ningunha|nin)\b")
NO_NOTES_RE = _rx(r"^(?:no|non|nada|nada mas|nada mais|ninguna|ningunha|ninguno|sin (?:nada|dedicatoria|notas|"
                  r"indicaciones|mensaje)|sen (?:nada|dedicatoria|notas|indicacions|mensaxe)|no hace falta|"
                  r"non fai falta|asi (?:esta )?bien|asi esta ben|todo bien|todo ben|esta bien asi|"
                  r"no gracias|non grazas|nada gracias|ninguna gracias|no nada|sin mas|nothing)\b")
CANCEL_RE = _rx(r"\b(?:cancel\w*|anul\w*|olvidalo|olvidao|esquecelo|esqueceo|olvida el pedido|"
                r"olvida (?:todo|lo)|borra el pedido|borra todo|(?:ya|xa) (?:no|non) (?:quiero|quero) nada|"
                r"(?:no|non) (?:quiero|quero) nada(?! mas| mais)|desisto|dejalo estar|deixao estar)\b")
CHANGE_RE = _rx(r"\b(?:cambi\w*|modific\w*|mover|mueve|move|muda\w*|otra hora|outra hora|otro dia|"
                r"outro dia|otra fecha|outra data|mejor|mellor|en vez de|en lugar de|retras\w*|"
                r"adelant\w*|atras\w*)\b")
PERSON_RE = _rx(r"\b(?:hablar con|falar (?:con|cunha|cun)|pasame con|pasadme con|paseme con|ponme con|ponedme con|"
                r"(?:quiero|quero) (?:una persona|unha persoa|un humano|alguien|alguen)|persona real|"
                r"persoa real|un humano|una persona de verdad|unha persoa de verdade|humano|agente|"
                r"encargad[oa]|atencion al cliente|que me llame\w*|que me chame\w*|llamadme|chamadme)\b")
ANYONE_RE = _rx(r"\b(?:me da igual|me es igual|da igual|dame igual|tanto me da|tanto me ten|"
                r"me da lo mismo|cualquiera|calquera|lo que sea|o que sexa|el que sea|la que sea|"
                r"quien sea|con quien sea|quen sexa|indiferente|sin preferencia|sen preferencia|"
                r"(?:el|la|o|a) que (?:este|haya|estea|haxa) libre|(?:el|la) primer[oa] (?:que haya|libre)|"
                r"(?:o|a) primeir[oa] (?:que haxa|libre))\b")
OFFTOPIC_RE = _rx(r"\b(?:chistes?|bromas?|politica|politico|elecciones|eleccions|gobierno|goberno|"
                  r"presidente|votar|programa(?:r|cion)|codigo fuente|python|javascript|html|futbol|"
                  r"real madrid|barca|el tiempo (?:que hace|manana|hoy)|que tiempo hace|que tempo fai|"
                  r"va a llover|vai chover|llovera|horoscopo|peliculas?|netflix|bitcoin|criptomoneda\w*|"
                  r"bolsa de valores|poema|poesia|cancion|capital de|chatgpt|matematicas|deberes|"
                  r"sentido de la vida|ecuacion|receta de cocina)\b")
QUESTION_START_RE = _rx(r"^(?:(?:y|e|pero|oye|oe|una pregunta|unha pregunta|hola|ola|buenas|boas)\s+)*"
                        r"(?:que|cual|cuales|cal|cales|cuando|cando|cuanto|cuanta|cuantos|cuantas|canto|"
                        r"canta|cantos|cantas|donde|onde|como|por que|porque|quien|quen|tienes|teneis|"
                        r"tendes|tes|hay|hai|haceis|facedes|puedo|podo|puedes|podes|podeis|podedes|"
                        r"se puede|se pode|abris|abrides|cerrais|pechades|sabes|sabeis|sabedes|"
                        r"es posible|e posible|vendeis|vendedes|lleva|leva|llevan|levan|tiene|estais|"
                        r"estades|aceptais|aceptades|hasta|ata)\b")
ASK_RE = _rx(r"\b(?:me gustaria saber|quisiera saber|queria saber|quixera saber|una pregunta|"
             r"unha pregunta|una duda|unha dubida|informacion|informacion sobre)\b")
ORDER_RE = _rx(r"\b(?:pedir|pido|pedimos|pedido|pediros|encarg\w*|encomend\w*|encomenda\w*|"
               r"compr(?:ar|o|amos)|apart(?:ar|ame|adme|ais)|guarda(?:me|dme|ime|is|des|s)|"
               r"garda(?:me|deme|des|s)|dej(?:ais|adme)|deix(?:ades|ademe)|"
               r"prepar(?:ar|ame|adme|aime|ais|ades|ademe)|recoger|recojo|recogerlo|recogerla|"
               r"recoller|recollo|recollelo|recollela|me llevo|levo|reserva(?:me|dme|s))\b")
WANT_RE = _rx(r"\b(?:(?:quiero|quisiera|queria|querria|queremos|quero|quixera|quereria|querriamos|"
              r"me gustaria|gustariame|necesito|necesitamos|preciso|precisamos)"
              r"(?! (?:saber|preguntar|consultar|informacion|info|confirmar si)\b)|ponme|poneme|ponnos|"
              r"poned(?:me)?|dame|dadme|deme|me pones|me das|me pone|me poneis|me podeis|me podes|"
              r"me puedes|voy a querer|vou querer|apuntame|apunta|"
              r"(?:puedo|podo|podria|poderia|podemos|podriamos|puedes|podes|podeis|podedes|podrias|poderias) "
              r"(?:anadir|engadir|agregar|sumar|incluir|meter))\b")
BOOKING_RE = _rx(r"\b(?:reserv\w*|mesas?|citas?|turno|pedir hora|coger hora|coller hora|pedir vez|agendar)\b")
BOOK_NOUN_RE = _rx(r"\b(?:mesas?|citas?|turno|pedir hora|coger hora|coller hora|pedir vez|"
                   r"(?:reserva|reservar|sitio) para)\b")
ASKS_OPTIONS_RE = _rx(r"\b(?:que (?:puedo|podo|se puede|se pode|podemos) (?:pedir|encargar|encomendar|tomar|comer)|"
                      r"que (?!(?:telefonos?|horarios?|direccion|precios?|prezos?|movil|email|correo|numero|hora|dias)\b)(?:\w+ )?(?:teneis|tendes|tedes|tienes|tes|hay|hai|vendeis|vendedes|ofreceis|"
                      r"ofrecedes|haceis|facedes)\b|cuales (?:hay|teneis|tendes)|cales (?:hai|tendes|tedes)|"
                      r"que opciones|que sabores|que tipos?|(?:la|a) carta|(?:el|o) menu|catalogo|"
                      r"que me recomiendas|que recomiendas|que recomendais|que me recomendas|que recomendades)")
PROCESS_RE = _rx(r"\b(?:como (?:se |puedo |podo |hago |fago |podemos |funciona |va )?(?:encarg|ped|pid|"
                 r"reserv|compr|pag|funcion|hace|fai|realiz|encomend|recog|recoll|cancel|anul)\w*|"
                 r"como funciona|con (?:cuanta|canta|que) antelacion|cuanto tiempo antes|"
                 r"canto tempo antes|cuanta antelacion|que plazo|que prazo|hay que (?:encargar|pedir|"
                 r"reservar)|hace falta (?:encargar|pedir|reservar)|se (?:puede|pode)n? (?:encargar|"
                 r"pedir|reservar|pagar|encomendar|cancelar|anular)|formas? de pago|metodos? de pago|"
                 r"aceptais|aceptades|bizum|hac(?:eis|edes) envios|envi(?:ais|ades)|envios? a domicilio)\b")
HOLIDAY_RE = _rx(r"\b(?:festivos?|feriados?|navidad(?:es)?|nadal|nochebuena|noiteboa|nochevieja|"
                 r"fin de ano|ano nuevo|aninovo|reyes|reis|semana santa|puente|ponte|vacaciones|"
                 r"vacacions|dia de galicia|san juan|san xoan|fiestas|festas)\b")

TOPICS = (
    ("hours", _rx(r"\b(?:horarios?|horas? de (?:apertura|cierre|peche)|abr(?:is|ides|en|e|eis)|"
                  r"abiert[oa]s?|abert[oa]s?|cerr(?:ais|ades|an|ado|ados)|cierr(?:an|a)|"
                  r"pech(?:ades|an|a|ado|ados|ais)|hasta que hora|ata que hora|"
                  r"(?:hasta cuando|ata cando)(?: (?:estais|estades|abris|abrides|esta|abierto|aberto))?$|"
                  r"(?:hasta cuando|ata cando) (?:estais|estades|abris|abrides|abierto|aberto)|"
                  r"(?:a que hora|cuando|cando) (?:abr|cerr|pech)\w*|que dias (?:abr|trabaj|esta)\w*)\b")),
    ("address", _rx(r"\b(?:donde|onde|direccion|enderezo|ubicacion|ubicad[oa]s|situad[oa]s|"
                    r"como (?:llego|se llega|chego|se chega|llegar|chegar)|en que (?:calle|rua|zona|sitio)|"
                    r"localizacion|mapa|google maps|esta(?:is|des) en)\b")),
    ("phone", _rx(r"\b(?:telefonos?|movil|whatsapp|numero de (?:telefono|contacto)|llamar(?:os)?|"
                  r"chamar(?:vos)?|contactar|contacto|email|e mail|correo(?: electronico)?)\b")),
    ("price", _rx(r"\b(?:cuanto (?:cuesta|cuestan|vale|valen|es|sale|salen|cobrais)|canto (?:custa|"
                  r"custan|vale|valen|e|sae|cobrades)|precios?|prezos?|cuesta|cuestan|custa|custan|"
                  r"coste|custo|tarifas?|caro|cara|barato|barata)\b")),
    ("menu", _rx(r"\b(?:carta|menu|catalogo|que (?!(?:telefonos?|horarios?|direccion|precios?|prezos?|movil|email|correo|numero|hora|dias)\b)(?:\w+ )?(?:teneis|tendes|tedes|tienes|tes|hay|hai|vendeis|"
                 r"vendedes|ofreceis|ofrecedes)|productos|sabores|variedades|que tipos? de|"
                 r"que clases? de|que (?:puedo|podo) (?:pedir|encargar)|que me recomiendas|"
                 r"que recomendais|que me recomendas)\b")),
    # "¿qué alérgenos tiene X?": the product's whole list (info answers it when a product is named)
    ("allergens", _rx(r"\b(?:alergenos?|alerxenos?)\b")),
)
_MY_CONTACT_RE = _rx(r"\b(?:mi|meu|o meu) (?:telefono|movil|numero|email|correo)\b")

# ---------------------------------------------------------------- refusals

INJECTION_RE = _rx(
    r"\b(?:ignor[ae]\w* (?:\w+ ){0,3}(?:instruc\w*|reglas|normas|regras|previous|prior|above|"
    r"instructions|rules|todo lo anterior|o anterior|lo anterior)|ignore (?:all |any )?(?:previous|"
    r"prior|above|your)|olvida\w* (?:\w+ ){0,2}(?:instruc\w*|reglas|normas|regras|indicaciones)|"
    r"esquece\w* (?:\w+ ){0,2}(?:instruc\w*|regras|normas)|forget (?:\w+ ){0,2}(?:instructions|rules)|"
    r"system prompt|prompt del sistema|prompt do sistema|(?:tu|o teu|your) prompt|tus instrucciones|"
    r"as tuas instrucions|your instructions|actu[ae] (?:como|coma)|act as|finge (?:que|ser)|"
    r"haz como si|pretend (?:to be|you are)|modo (?:desarrollador|programador|dios|sin filtros)|"
    r"developer mode|dan mode|jailbreak\w*|sin restricciones|sen restricions|without restrictions|"
    r"revela\w* (?:tus|tu|as|o) (?:instruc|prompt|regla|regra)\w*|"
    r"(?:muestrame|ensiname|dime|dinos|amosame) (?:tus|tu|as|o) (?:instruc\w*|prompt|reglas|regras)|"
    r"nuevas instrucciones|novas instrucions|new instructions|a partir de ahora eres|"
    r"a partir de agora es|from now on you|you are now|ahora eres un|agora es un)\b")
INSULT_RE = _rx(r"\b(?:gilipollas|gilipolla|idiota|imbecil|estupid[oa]s?|subnormal|cabron\w*|"
                r"hij[oa] de puta|hdp|puta(?! madre)|puto|mierda|inutil(?:es)?|retrasad[oa]|capull[oa]|"
                r"pendej[oa]|cretin[oa]|payas[oa]|mamon|zorra|maricon|parv[oa]|fuck\w*|stupid|"
                r"idiot|asshole|bastard|eres tont[oa]|que tont[oa]|vete a la mierda|tomar por culo|"
                r"que te den|carallo)\b")

# ---------------------------------------------------------------- diets (EU-14 allergens)

ALLERGEN_WORDS = {
    "gluten": r"gluten|glute|trigo|harinas?|farinas?|espelta|cebada|celiac\w*|celiaqu\w*",
    "crustaceos": r"crustace\w*|marisco\w*|gambas?|langostinos?|cangrejos?|cigalas?|bogavantes?|"
                  r"centollos?|necoras?|camarones?",
    "huevos": r"huevos?|ovos?|yemas?|claras? de huevo",
    "pescado": r"pescados?|peixes?",
    "cacahuetes": r"cacahuet\w*|cacahuat\w*|mani|manises",
    "soja": r"soja|soia",
    "lacteos": r"lactosa|lactose|lacteos?|leches?|leite|nata|mantequilla|manteiga|caseina",
    "frutos_secos": r"frutos? secos?|froitos? secos?|frutos de cascara|nuez|nueces|noz|noces|"
                    r"almendras?|amendoas?|avellanas?|abelas?|pistachos?|anacardos?|macadamias?|pecanas?",
    "apio": r"apio",
    "mostaza": r"mostaza|mostarda",
    "sesamo": r"sesamo|ajonjoli",
    "sulfitos": r"sulfitos?|sulfuroso|dioxido de azufre",
    "altramuces": r"altramuz|altramuces|chochos|tremocos?",
    "moluscos": r"moluscos?|mejillon\w*|mexillon\w*|almejas?|ameixas?|calamar\w*|pulpo|polbo|"
                r"sepia|berberechos?|ostras?",
}
_ALLERGEN_RE = _rx(r"\b(?:" + "|".join(f"(?P<{k}>{v})" for k, v in ALLERGEN_WORDS.items()) + r")\b")
_AVOID_BEFORE_RE = _rx(
    r"(?:\bsin|\bsen|\blibres? de|\bno (?:puedo|podo|tolero|como|tomo)|\bque no (?:lleve|leve|tenga|tena)n?|"
    r"\bnon (?:podo|tolero|como|tomo)|\bque non (?:leve|teña|tena)n?|"
    r"\b(?:alergi|alerxi|intoleran)\w*(?: (?:a|al|ao|aos|as|a la|a las|a los))?|"
    r"\bevit(?:ar|o|amos)|\bnada de|\bni|\bnin)"
    r"(?: (?:el|la|los|las|o|a|os|as|un|una|unha|nada de))? $")
_LIST_JOIN_RE = _rx(r"^ ?(?:(?:y|e|ni|nin|o|ou)(?: (?:de|del|al|ao|a|el|la|los|las|os|as|o))*)? ?$")
_CELIAC_RE = _rx(r"\bceliac\w*|\bceliaqu\w*")
_HEALTH_RE = _rx(r"\b(?:alergi\w*|alerxi\w*|alergic\w*|alerxic\w*|intoleran\w*|celiac\w*|anafila\w*)\b")
DIET_TAGS = (
    ("vegano", _rx(r"\bvegan[oa]?s?\b")),
    ("vegetariano", _rx(r"\bvegetarian[oa]s?\b")),
    ("sin_azucar", _rx(r"\b(?:sin azucar|sen azucre|sin azucares|diabetic[oa]s?)\b")),
    ("picante", _rx(r"\bpicantes?\b")),
)


def detect_diet(text: str) -> dict:
    """{'avoid': [...], 'tags': [...], 'free': bool, 'asks': [...], 'allergy': bool}.

    'sin X', 'alergia a X', 'soy celíaca' → avoid; 'lleva X?' or a bare mention → asks.
    """
    avoid, asks = [], []
    last_end, last_avoid = -1, False
    for m in _ALLERGEN_RE.finditer(text):
        aid = m.lastgroup
        before = text[max(0, m.start() - 30):m.start()]
        is_avoid = bool(_AVOID_BEFORE_RE.search(before)) or bool(_CELIAC_RE.match(m.group(0)))
        if not is_avoid and last_avoid and _LIST_JOIN_RE.match(text[last_end:m.start()]):
            is_avoid = True
        target = avoid if is_avoid else asks
        if aid not in target:
            target.append(aid)
        last_end, last_avoid = m.end(), is_avoid
    asks = [a for a in asks if a not in avoid]
    tags = [tag for tag, rx in DIET_TAGS if rx.search(text)]
    return {"avoid": avoid, "tags": tags, "free": bool(avoid), "asks": asks,
            "allergy": bool(_HEALTH_RE.search(text))}


def detect_topics(text: str) -> list[str]:
    """Topics of a normalised message in order of appearance: ['address', 'hours']."""
    found = []
    for topic, rx in TOPICS:
        m = rx.search(text)
        if m:
            found.append((m.start(), topic))
    return [t for _, t in sorted(found)]


# ---------------------------------------------------------------- contact

_NAME_WORD = r"[A-ZÁÉÍÓÚÑÜÇ][a-záéíóúñüçà'’-]+"
NAME_AFTER_RE = re.compile(
    r"(?i:\b(?:soy|me llamo|mi nombre es|a nombre de|al nombre de|ao nome de|a nome de|chámome|"
    r"chamome|son|o meu nome é|o meu nome e|de parte de|nombre:)),?\s+"
    rf"(?P<n>{_NAME_WORD}(?:\s+(?:de\s+|da\s+|del\s+)?{_NAME_WORD}){{0,2}})")
CAPITALISED_RE = re.compile(rf"{_NAME_WORD}(?:\s+(?:de\s+|da\s+)?{_NAME_WORD}){{0,2}}")
NAME_STOP = frozenset("""
hola ola vale si no non ok okay gracias grazas buenas buenos boas bos el la los las o a un una unha
de del para por que celiaca celiaco celiacos alergico alergica alerxico alerxica vegano vegana
vegetariano vegetariana intolerante diabetico diabetica cliente yo eu manana mana hoy hoxe lunes
luns martes miercoles mercores jueves xoves viernes venres sabado domingo perfecto genial claro
venga bueno quiero quero quisiera tarjeta dni telefono movil nada nadie alguien persona persoa
quien quen que como cuando cando donde onde me te se lo le y e pero mejor mellor adios adeus
feliz muchas moitas mil hasta ata buen bo pues pos mira oye oe entonces enero febrero marzo abril mayo junio julio agosto
septiembre octubre noviembre diciembre tengo teno puedo podo hay hai este esta estos estas
""".split())
PHONE_RE = re.compile(r"(?<![\d+])(?:(?:\+|00)34[\s.-]?)?([6789](?:[\s.-]?\d){8})(?!\d)")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


_PLAIN_TRIGGERS = [tuple(t.split()) for t in (
    "soy", "son", "me llamo", "chamome", "mi nombre es", "o meu nome e", "a nombre de", "ao nome de",
    "a nome de", "de parte de")]


def _clean_name(candidate: str) -> str | None:
    words = candidate.split()
    while words and normalize(words[0]) in NAME_STOP:
        words.pop(0)
    while words and normalize(words[-1]) in NAME_STOP:
        words.pop()
    return " ".join(words) or None


def find_name(text: str, awaiting: str | None = None, allow_plain: bool = False) -> str | None:
    """After 'soy/me llamo/a nombre de/chámome' a Capitalised word; any capitalised words when
    the name is what was asked ('Laura'); with allow_plain a short lowercase answer too."""
    for m in NAME_AFTER_RE.finditer(text):
        name = _clean_name(m.group("n"))
        if name:
            return name
    if awaiting != "name":
        return None
    for m in CAPITALISED_RE.finditer(text):
        name = _clean_name(m.group(0))
        if name:
            return name
    if allow_plain and not re.search(r"\d", text):
        words = re.findall(r"[^\W\d_]+", text)
        folded = [normalize(w) for w in words]
        for trigger in _PLAIN_TRIGGERS:
            if tuple(folded[:len(trigger)]) == trigger:
                words, folded = words[len(trigger):], folded[len(trigger):]
                break
        if 1 <= len(words) <= 3 and not any(f in NAME_STOP for f in folded):
            return " ".join(w[:1].upper() + w[1:] for w in words)
    return None


def find_phone(text: str) -> str | None:
    m = PHONE_RE.search(text)
    return re.sub(r"\D", "", m.group(1)) if m else None


def find_email(text: str) -> str | None:
    m = EMAIL_RE.search(text)
    return m.group(0).lower() if m else None


# ---------------------------------------------------------------- party and resources

_NUM = r"(?:[0-9]{1,3}|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + ")"
PARTY_RE = _rx(rf"\b(?:somos|seremos|imos ser|vamos a ser)(?: unos| unas| uns| unhas)? (?P<a>{_NUM})\b"
               rf"|\b(?P<b>{_NUM}) (?:personas?|persoas?|comensales|adultos|pax)\b"
               rf"|\b(?:mesa|reserva|sitio|cita) (?:para|pa) (?P<c>{_NUM})\b")
PARTY_LOOSE_RE = _rx(rf"\b(?:para|pa) (?P<d>{_NUM})\b(?! (?:de|h|y|e|menos|horas?|minutos?)\b|:)")


def find_party(norm: str, booking_kw: bool) -> int | None:
    m = PARTY_RE.search(norm)
    if not m and booking_kw:
        m = PARTY_LOOSE_RE.search(norm)
    if not m:
        return None
    n = to_int(next(g for g in m.groups() if g))
    if m.lastgroup == "b" and n == 1:
        return None   # 'hablar con una persona' is not a party of one
    return n if n and n > 0 else None


def _any_word(phrases) -> re.Pattern:
    """One regex matching any of the (normalised) phrases as whole words."""
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")\b")


def _resource_index(biz):
    out = []
    for r in biz.data.get("booking", {}).get("resources", []) or []:
        names = {normalize(r.get("name", "")), *(normalize(a) for a in r.get("aliases", []))}
        names = [n for n in names if n]
        if names:
            out.append((_any_word(names), r["id"]))
    return out


def _handoff_index(biz):
    out = []
    for t in biz.data.get("handoff_topics", []) or []:
        words = [normalize(w) for w in t.get("words", []) if normalize(w)]
        if words:
            out.append((_any_word(words), t["id"]))
    return out


def _refusal_index(biz):
    out = []
    for r in biz.data.get("refusals", []) or []:
        try:
            out.append((re.compile(normalize(r["pattern"])), r))
        except re.error:
            continue
    return out


def _holiday_index(biz):
    names = set()
    for c in biz.data.get("closures", []) or []:
        for n in (c.get("name") or {}).values():
            if normalize(n):
                names.add(normalize(n))
    if not names:
        return None
    return _any_word(sorted(names))


# ---------------------------------------------------------------- signals

@dataclass
class Signals:
    """Everything read from one message. See the module docstring for how `primary` is chosen."""

    raw: str = ""
    text: str = ""                 # scrubbed (cards and DNI masked)
    norm: str = ""                 # text.clean(text): no accents, lower case, no punctuation
    lang: str = "es"
    flags: list = field(default_factory=list)     # ['card', 'dni'] when something was masked
    short: bool = True             # 5 words or fewer
    greet: bool = False
    thanks: bool = False
    bye: bool = False
    yes: bool = False
    no: bool = False
    cancel: bool = False
    change: bool = False
    handoff: bool = False
    handoff_topic: str | None = None   # a business handoff topic id, or 'person'
    asap: bool = False
    anyone: bool = False
    no_notes: bool = False
    offtopic: bool = False
    question: bool = False
    order_kw: bool = False
    booking_kw: bool = False
    booking_unsupported: bool = False  # a booking the business does not take
    want_kw: bool = False
    asks_options: bool = False
    process_question: bool = False
    has_items: bool = False
    items: Found = field(default_factory=Found)
    when: When = field(default_factory=When)
    party: int | None = None
    resource: str | None = None
    name: str | None = None
    phone: str | None = None       # 9 digits, '655444333'
    email: str | None = None
    diet: dict = field(default_factory=lambda: {"avoid": [], "tags": [], "free": False, "asks": [],
                                                 "allergy": False})
    topic: str | None = None       # first of topics
    topics: list = field(default_factory=list)   # 'hours' | 'address' | 'phone' | 'price' | 'menu' | 'allergens'
    holiday: bool = False          # festivos, Navidad, a closure name: the knowledge base answers
    refusal: dict | None = None    # {kind: card|injection|business|insult, id?, reply?, handoff?}
    primary: str = "info"


def refusal_for(norm: str, flags: list, biz) -> dict | None:
    """In order: a masked card, a prompt injection, a business rule, an insult."""
    if "card" in flags:
        return {"kind": "card"}
    if INJECTION_RE.search(norm):
        return {"kind": "injection"}
    for rx, rule in biz.cached("nlu.refusals", _refusal_index):
        if rx.search(norm):
            return {"kind": "business", "id": rule["id"], "reply": rule["reply"],
                    "handoff": bool(rule.get("handoff", False))}
    if INSULT_RE.search(norm):
        return {"kind": "insult"}
    return None


def _strip(rx: re.Pattern, text: str) -> str:
    return rx.sub(" ", text).strip()


def _only_greets(norm: str, s: Signals) -> bool:
    m = GREET_RE.match(norm)
    if not m:
        return False
    rest = _strip(_POLITE, norm[m.end():]).split()
    if not rest:
        return True
    return len(rest) == 1 and not (s.question or s.topics or s.has_items or s.want_kw or s.order_kw)


def _only(rx: re.Pattern, norm: str, *others: re.Pattern) -> bool:
    text = _strip(rx, norm)
    for o in others:
        text = _strip(o, text)
    return not _strip(_POLITE, text)


def _handoff(norm: str, biz) -> str | None:
    best = None
    for rx, tid in biz.cached("nlu.handoff", _handoff_index):
        m = rx.search(norm)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), tid)
    if best:
        return best[1]
    return "person" if PERSON_RE.search(norm) else None


def _resource(norm: str, biz) -> str | None:
    for rx, rid in biz.cached("nlu.resources", _resource_index):
        if rx.search(norm):
            return rid
    return None


def _is_booking(s: Signals) -> bool:
    if not s.booking_kw:
        return False
    noun = bool(BOOK_NOUN_RE.search(s.norm))
    if not noun and s.has_items:
        return False
    committed = s.want_kw or s.party is not None or s.when.has_day or s.when.has_time or not s.question
    return committed


def _is_order(s: Signals) -> bool:
    if s.process_question or (s.asks_options and not s.want_kw and not s.order_kw):
        return False
    wish = s.want_kw or s.order_kw
    if (s.items.removed or s.items.delta or s.items.ask_replace) and not s.question:
        return True     # 'sin X', 'las X no', 'una más': a change to the order
    if s.has_items or s.items.unknown:
        if wish or s.items.mode != "add":
            return True
        if s.question or s.topics or s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]:
            return False
        return s.has_items or (s.short and not s.offtopic)
    return bool(s.order_kw and not s.topics and (s.want_kw or not s.question))


def _primary(s: Signals, biz) -> str:
    if s.refusal:
        return "refuse"
    if s.handoff:
        return "handoff"
    if s.cancel:
        return "cancel"
    if s.greet and _only_greets(s.norm, s):
        return "greet"
    if s.bye and _only(BYE_RE, s.norm, THANKS_RE):
        return "bye"
    if s.thanks and _only(THANKS_RE, s.norm):
        return "thanks"
    if _is_booking(s):
        return "booking"
    if _is_order(s):
        return "order"
    diet = s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]
    if s.offtopic and not (s.topics or s.has_items or diet):
        return "offtopic"
    if s.question or s.topics or diet or s.asks_options or s.process_question or s.holiday:
        return "info"
    if s.yes:
        return "yes"
    if s.no:
        return "no"
    return "info"


def _diet_text(found: Found) -> str:
    """The message without catalogue phrases: a product called 'X sin harina' is a name, not a diet."""
    inside = set()
    for a, b in found.spans:
        inside.update(range(a, b))
    return " ".join(w for i, w in enumerate(found.words) if i not in inside)


# Words that carry order intent even without a product: 'en vez de…', 'sin…', 'mejor…'; and
# 'más'/'menos' next to a number ('uno menos', 'una más').
INTENT_WORDS = frozenset("vez lugar sin sen mejor mellor quiero quero quita quitar".split())
MORE_LESS = frozenset("mas mais menos".split())


def order_intent(s: Signals) -> bool:
    """The message asks something of the order (a change, a wish, items, a quantity): it is not
    a bare answer such as a name or a note. 'Dos Santos' (capitalised) is still a name."""
    items = s.items
    words = s.norm.split()
    numbers = [w for w in words if to_int(w) is not None]
    capitalised = all(w[:1].isupper() for w in re.findall(r"[^\W\d_]+", s.text))
    diet = s.diet["avoid"] or s.diet["asks"] or s.diet["tags"]
    return bool(s.change or s.want_kw or s.order_kw or items.lines or items.ambiguous
                or items.stray_options or items.removed or items.delta or items.ask_replace
                or items.mode != "add" or diet or INTENT_WORDS.intersection(words)
                or (numbers and MORE_LESS.intersection(words))
                or (numbers and words and to_int(words[0]) is not None and not capitalised))


def analyze(text: str, biz, ctx: dict | None = None) -> Signals:
    """Read one customer message. ctx: {'lang': 'es'|'gl', 'awaiting': None|'name'|…, 'now': datetime,
    'cart': the order's lines so far (optional: 'mejor de Y', 'una más' read against it)}."""
    ctx = ctx or {}
    raw = text if isinstance(text, str) else ""
    scrubbed, flags = scrub(raw)
    # Text that was scrubbed upstream still says, by its masks, that a card or an ID was written.
    flags = [f for f, mask in (("card", CARD_MASK), ("dni", DNI_MASK)) if f in flags or mask in raw]
    norm = clean(scrubbed)
    words = norm.split()
    s = Signals(raw=raw, text=scrubbed, norm=norm, flags=list(flags), short=len(words) <= 5)
    s.lang = detect_lang(words, ctx.get("lang") or "es")
    now = ctx.get("now") or datetime.now(MADRID)

    s.question = "?" in raw or "¿" in raw or bool(QUESTION_START_RE.match(norm) or ASK_RE.search(norm))
    s.greet = bool(GREET_RE.match(norm))
    s.thanks = bool(THANKS_RE.search(norm))
    s.bye = bool(BYE_RE.search(norm))
    s.no = bool(NO_RE.match(norm))
    s.yes = (bool(YES_RE.match(norm)) or (ctx.get("awaiting") == "confirm" and bool(SEND_RE.match(norm)))) \
        and not s.no
    s.no_notes = s.short and bool(NO_NOTES_RE.match(norm))
    s.change = bool(CHANGE_RE.search(norm))
    s.anyone = bool(ANYONE_RE.search(norm))
    s.offtopic = bool(OFFTOPIC_RE.search(norm))
    s.want_kw = bool(WANT_RE.search(norm))
    s.order_kw = bool(ORDER_RE.search(norm))
    s.booking_kw = bool(BOOKING_RE.search(norm))
    s.asks_options = bool(ASKS_OPTIONS_RE.search(norm))
    s.process_question = bool(PROCESS_RE.search(norm))

    s.items = find_items(norm, biz, ctx.get("cart"))
    s.has_items = bool(s.items.lines or s.items.ambiguous)
    s.when = parse_when(norm, biz, now, s.lang)
    s.asap = s.when.asap

    s.phone = find_phone(scrubbed)
    s.email = find_email(scrubbed)
    s.topics = detect_topics(norm)
    if "phone" in s.topics and (s.phone or s.email or _MY_CONTACT_RE.search(norm)):
        s.topics.remove("phone")
    if "allergens" in s.topics and not s.has_items:
        s.topics.remove("allergens")    # without a product the data has no single list to give
    elif "allergens" in s.topics and "menu" in s.topics:
        s.topics.remove("menu")         # "¿qué alérgenos hay en X?" asks X's list, not the menu
    s.topic = s.topics[0] if s.topics else None
    holiday_rx = biz.cached("nlu.holidays", _holiday_index)
    s.holiday = bool(HOLIDAY_RE.search(norm) or (holiday_rx and holiday_rx.search(norm)))
    s.diet = detect_diet(_diet_text(s.items))

    s.booking_kw = s.booking_kw and not (s.has_items and not BOOK_NOUN_RE.search(norm))
    s.party = find_party(norm, s.booking_kw)
    s.resource = _resource(norm, biz)
    plain = not (s.has_items or s.topics or s.question or s.yes or s.no)
    if order_intent(s):     # 'uno menos', 'mejor de Y' at the name step: a change, never a name
        s.name = find_name(scrubbed, None)
    else:
        s.name = find_name(scrubbed, ctx.get("awaiting"), allow_plain=plain)

    s.refusal = refusal_for(norm, s.flags, biz)
    s.handoff_topic = _handoff(norm, biz)
    s.handoff = s.handoff_topic is not None
    s.cancel = bool(CANCEL_RE.search(norm)) and not s.items.lines and not s.process_question
    s.primary = _primary(s, biz)
    s.booking_unsupported = s.primary == "booking" and not biz.can("booking")
    return s
