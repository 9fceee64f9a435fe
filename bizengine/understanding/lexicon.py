"""The words of the two languages the reader looks for: language, greetings, yes and no, wishes,
orders, bookings, topics, prompt injections and insults. Rules only; no business word."""
from __future__ import annotations

import re
import unicodedata

from bizengine.language.dates import AHEAD_WORDS
from bizengine.language.days import CLOSES, OPENS, WEEKDAY_WORDS
from bizengine.language.text import NUMBER_WORDS, singular, to_int

GL_ONLY = frozenset("""
ola bo grazas quero queres queremos quixera teno tes tedes tendes unha unhas onde cando hoxe abrides
pechades pecha pechan pechado mana recoller recollo recollelo duas dous tamen moito moita moitos
moitas estades podo poden ata sen non xa agora mellor noite noites luns mercores xoves venres boas
bos deica adeus cal cales canto cantos cantas facedes persoa persoas outra outro
pola polo coa nunha isto iso eu mina meu teu mais moi seguinte vindeira vindeiro despois aberto
pechado chamome chamo levades facer fago preciso precisamos vou imos estou sodes hai noces ovo ovos
leite farina sementes peixe as ningunha poderia podedes tedes vos voso vosa sabedes
encomenda encomendar aos alerxica alerxico alerxia froitos alerxenos alerxeno leva levan engadir
o os catro sete oito nove dez vinte trinta corenta can cans podese dicilo dicir nome mensaxe preto
cousa cousas neto netos neta netas avoa avo nai pai fillo filla fillos irman mina tua seu sua teno ten
temos lle lles che cho cha ti sexa estea traballo traballar traballa traballan traballas xente nena neno rapaz rapaza lambona
lambon festa agasallo agasallos agasallar caixa boa ben ainda inda bicos bico so onte quen ningun xullo xaneiro febreiro maio xuno
setembro outubro novembro decembro conxelar conxelo tenda cartos desconto descontos xubilados xeados
veran contrasinal tarxeta pagamento aparcamento recollida pagase facelo dalo sei sempre falame contame e
axuda axudar axudas axudame axudarme axudarnos ensiname ensinade ensinar amosame amosa amosade amosar gracinas grazinas tenen fai fan custa custan custaria
home homes muller mulleres calquera calquer dende dades servides empezades comezades pode
merquei mercaches mercou mercamos mercastes comprei compraches comprastes levei levaches levastes
fixen fixemos fixeches fixestes fixeron trabuquei trabuqueime equivoqueime confundinme cobraches cobrastes cobraron pedin encarguei encargastes collin chegou
chegaron chegouvos chegouche confirmades confirmadesmo saiu estivo estiveron crua cruas queimado queimada queimados queimadas cheiraba cheira
vendedes mercades levades pagades cobrades cortades arranxades preparades mandades enviades
entregades aceptades recomendas recomendades aconsellas aconsellades agarda agardame agardade
levamos levo carrino carrinos cadeira cadeiras rodas roda pinchei co pra dunha dun nunha
podes dicirme dicirnos dinos fasme faime fasnos fainos resumo do prezo prezos deste desta destes destas
dese desa neste nesta nese nesa cos coas desculpa perdoa abredes podedes queredes nenos nenas alguen
algunha algunhas libraria coneces conheces ler recomendes aconselles
ao primeira primeiro primeiras primeiros derradeira derradeiro derradeiras derradeiros sexan foi foron ceamos cea estivemos xantamos esmagada esmagado
quedome quedamolo quedamola quedamolos quedamolas
chego chegas chega chegamos chegades chegan chegar chegarei chegaras chegara chegaremos chegaredes chegaran
chegando uns
""".split()) | frozenset(f"quedo{it}" for it in ("o", "a", "os", "as", "mo", "ma", "mos", "mas"))  # «quédoo», «quédoma»
ES_ONLY = frozenset("""
hola eres gracias quiero quieres queremos quisiera tengo tienes teneis una unas donde cuando hoy abris
cerrais cierran cierra manana recoger recojo tambien mucho mucha muchos muchas estais puedo pueden
hasta sin ya ahora mejor noche noches lunes miercoles jueves viernes buenos buenas adios cual
cuales cuanto cuanta cuantos cuantas haceis persona personas otra otro esto eso yo mi
mas muy siguiente despues abierto cerrado llamo hacer hago necesito necesitamos voy vamos estoy
sois hay nueces huevo huevos leche harina semillas pescado el la los las del al lo y es
ninguna podeis sabeis vuestro vuestra sea sean osea
vosotros nieto nietos nieta abuela abuelo madre padre hijo hija hijos sobrino sobrina suegros nino
nina trabajo trabajar dinero devolvais devolver nombre ahi siempre equivoque equivoco confundi
""".split())


def detect_lang(words: list[str], previous: str = "es", settled: bool = False, at_a_name: bool = False) -> str:
    """'es' or 'gl' by words that exist in only one of them; a tie keeps the previous one (`settled`:
    the customer has written in it already, so a lone Galician «e» is no switch). «o»
    before a count is the Spanish «or» («5 o 6»; Galician says «ou»), not the article; «os»
    before a verb is the Spanish pronoun («¿os quedan…?»). `at_a_name`: the answer to «¿a nombre de quién?»,
    where a word in «-ions» is as likely a name or a foreign word as a Galician plural (unless more Galician
    is said with it)."""
    gl, es, galician_word = _tally(words, settled, at_a_name)
    if gl > es and (galician_word or previous == "gl" or not _one_or_the_other(words)):
        return "gl"
    if es > gl + (1 if previous == "gl" else 0):     # one «hola», «gracias», «sin» in Galician speech is no switch
        return "es"
    return previous if previous in ("es", "gl") else "es"


def words_of_a_language(words: list[str]) -> int:
    """How many of `words` tell Spanish or Galician (detect_lang's evidence): 0 says neither."""
    gl, es, _ = _tally(words)
    return gl + es


def _tally(words: list[str], settled: bool = False, at_a_name: bool = False) -> tuple[int, int, bool]:
    """detect_lang's evidence: the Galician words, the Spanish ones, and whether a word is Galician
    beyond a lone «o» (a Spanish word Galician speakers use too then counts for neither)."""
    plural_ions = not at_a_name or any(w in GL_ONLY or _GL_JOINED_RE.match(w) for w in words)
    of_the = [w for i, w in enumerate(words) if _of_the(words, i)]
    said_gl = of_the + [w for i, w in enumerate(words) if (w in GL_ONLY or _GL_JOINED_RE.match(w)
                                                           or (plural_ions and _GL_PLURAL_ION_RE.match(w)))
               and not (w == "o" and _or_before_a_count(words, i))
               and not (w == "os" and i + 1 < len(words) and words[i + 1] in _SPANISH_AFTER_OS)
               and not (w == "e" and _spanish_and(words, i))]
    # «e Marta?», «¿e con Marta?» in a Spanish chat: an «and» and one word, no switch (first said, it is);
    # «¿e a de X?», «e se somos 8?» say more the Galician way (Spanish «¿y la de X?», «¿y si…?»)
    gl = 0 if settled and said_gl == ["e"] and _and_one_word(words) else len(said_gl)
    comes_next = _comes_next(words)
    gl += comes_next
    galician_word = comes_next > 0 or bool(of_the) or any((w in GL_ONLY and len(w) > 2) or _GL_JOINED_RE.match(w)
                                          or (plural_ions and _GL_PLURAL_ION_RE.match(w)) for w in words)   # not only «o»
    es = sum(1 for w in words if w in ES_ONLY and not (galician_word and w in _SAID_IN_GALICIAN_TOO))
    return gl, es, galician_word


# A plural «you» verb with its pronoun joined, as only Galician writes it: «levádesmo»,
# «mandádesnos», «facédeslle» (Spanish says «¿me lo lleváis?»); a past with «se» and a pronoun
# joined, «rompéuseme», «saíuseme», «estragóusenos» (Spanish says «se me rompió»), or a pronoun alone,
# «atendéronnos», «cobroume» (Spanish says «nos atendieron»)
_GL_JOINED_RE = re.compile(r"^\w{3,}(?<![dt])ades$|"     # «descansades», «pechades» (not «ciudades», «mitades»)
                           r"^\w{2,}[aei]des(?:me|mo|ma|mos|mas|nos|lle|lles|llo|lla|che|cho|cha)$"
                           r"|^\w{2,}(?:ou|eu|iu)se(?:me|nos|che|lle|lles)$"
                           # a past with its pronoun joined: «atendéronnos», «tratáronme», «cobroume»
                           r"|^\w{2,}(?:aron|eron|iron|ou|eu|iu)(?:me|nos|che|lle|lles)$"
                           # «recoméndasme», «aconsellasme», «dásme», «cambiasme»: a «you» verb with its pronoun joined
                           # (Spanish says «¿me recomiendas?»; not «entusiasme», «pasme»)
                           r"|^(?!\w*usiasme$)(?:\w{3,}[ae]|d[ae])s(?:me|nos|lle|llo|lla)$")
# the plural of «-ión», «opcións», «indicacións» (Spanish writes «opciones»)
_GL_PLURAL_ION_RE = re.compile(r"^\w{2,}[^t]ions$")      # not the English «-tions» («instructions»)


# Spanish words Galician speakers use all the time («hola, tedes…?», «bueno, pois…»), and «es», the
# Galician «eres» too («¿es unha máquina?»), «necesito» (Galician has «necesitar» beside «precisar»): no evidence of Spanish beside a Galician one
_SAID_IN_GALICIAN_TOO = frozenset("hola buenas bueno pues vale gracias oye mira vamos venga es necesito necesitamos".split())
_SPANISH_AFTER_OS = frozenset("queda quedan apetece apetecen gusta gustan parece pongo dejo llamo mando envio "
                              "recomiendo viene va sale cuesta importa debo debemos ha han llego llega llegan "
                              "aviso digo escribo compre encargue deje reserve pedi lleve".split())


_WHAT_COMES = frozenset("semana mes ano finde luns martes mercores xoves venres sabado domingo".split())


def _of_the(words: list[str], i: int) -> bool:
    """«a factura da reparación», «a hora das 10»: «da(s)» between two words is Galician «of the»; not the
    Spanish «da» of giving («me da igual», «no da tiempo», «¿cuánto da?», «eso da igual»)."""
    if words[i] not in ("da", "das") or not 0 < i < len(words) - 1:
        return False
    return words[i - 1] not in _BEFORE_GIVES and words[i + 1] not in _AFTER_GIVES


_BEFORE_GIVES = frozenset("me te se le les lo la los las nos os no que quien eso esto ya nunca tambien solo "
                          "cuanto cuanta cual si y o pero".split())
_AFTER_GIVES = frozenset("igual lo la el los las le les un una unos unas uno a al de del para por con mas "
                         "tiempo miedo pena gusto asco rabia verguenza igual bien mal".split())


def _and_one_word(words: list[str]) -> bool:
    """«e marta», «e con marta»: «e» first, then one word (with «con» before it)."""
    rest = [w for w in words[1:] if w not in ("con", "co")]
    return bool(words) and words[0] == "e" and len(rest) == 1


def _spanish_and(words: list[str], i: int) -> bool:
    """«e» before an «i» sound is the Spanish «and» too («¿e Iago?», «padre e hijo»), not only Galician."""
    after = words[i + 1] if i + 1 < len(words) else ""
    return after.startswith(("i", "hi")) and not after.startswith("hie")


def _comes_next(words: list[str]) -> int:
    """«a semana que vén», «o mes que ven»: Galician (Spanish says «que viene»)."""
    return sum(1 for i in range(1, len(words) - 1) if words[i] == "que" and words[i + 1] == "ven"
               and words[i - 1] in _WHAT_COMES)


def _or_before_a_count(words: list[str], i: int) -> bool:
    """«5 o 6», «2 de una o 3 de otra»: the Spanish «or» before a count, not the Galician
    article before a date («para o 15», «o 3 de novembro»); «de 8 o de 12»: between two counts."""
    if not 0 < i < len(words) - 1:
        return False
    if words[i + 1] in ("de", "para") and _a_number(words[i - 1]) and _a_number(" ".join(words[i + 2:i + 3])):
        return True
    if not _a_number(words[i + 1]):
        return False
    return _a_number(words[i - 1]) or (words[i - 1] not in _BEFORE_A_DATE and words[i + 2:i + 3] not in (["de"], ["do"]))


_BEFORE_A_DATE = frozenset("para pra pa ata hasta desde dende de do e y ou ao mellor mejor".split())


def _one_or_the_other(words: list[str]) -> bool:
    """«iago o marta», «9 o 9:15»: two choices and a Spanish «o» between them, said alone (not «para o
    15», «ata o luns»: a day, the Galician way)."""
    return len(words) == 3 and words[1] == "o" and words[2] not in _DAY_WORDS \
        and words[0] not in _VERBS_BEFORE_AN_ARTICLE and words[0] not in _BEFORE_A_DATE \
        and words[0] != "e"     # not «traballades o domingo», «<verb> o <thing>», «e o X?» (Galician «and the X?»)


# «cambiar o pedido», «arranxar o freo»: a verb, then the Galician article (an explicit list: «Pilar
# o Marta», «Javier o Iago» are names, and a Spanish «or»)
_VERBS_BEFORE_AN_ARTICLE = frozenset("cortar arranxar reservar cambiar encargar pedir recoller mercar facer "
                                     "revisar mirar lavar tinguir peitear quitar poñer deixar levar".split())


def _a_number(word: str) -> bool:
    return word.isdigit() or to_int(word) is not None or bool(CLOCK_WORD_RE.fullmatch(word))


_DAY_WORDS = frozenset("luns martes mercores xoves venres sabado domingo dia mes ano finde mediodia".split())
# «10:00», «10.30», «10h30», «12h»: one word that is an hour written as a clock's
CLOCK_WORD_RE = re.compile(r"[0-9]{1,2}(?:[:.h][0-9]{2}|h)")


# ---------------------------------------------------------------- acts and keywords

def folded_re(pattern: str) -> re.Pattern:
    """A pattern for folded text (text.normalize): its own accents and ñ are folded the same way,
    so «non teño» matches what the customer wrote as «non teño»."""
    folded = unicodedata.normalize("NFKD", pattern)
    return re.compile("".join(ch for ch in folded if not unicodedata.combining(ch)))


# «¿abrís…?», «abredes mañá?», «¿cerráis…?», «pechan os luns?»: opening or closing asked of the business
# (language.days.OPENS and CLOSES: its day numbers end before them too)
OPENS_OR_CLOSES = f"{OPENS}|{CLOSES}"

# «y», «pues», «oye», «hola»… before a question about one of the staff («¿y trabaja <person> el sábado?»)
ASKED_LEAD = r"^(?:(?:y|e|pero|pues|pois|oye|oe|oie|hola|ola|buenas|boas|entonces|enton) )*"
# the verbs of one of the staff's hours: «trabaja», «traballa», «libra», «descansa», «folga»
HOURS_VERBS = "trabaja|traballa|libra|descansa|folga"


GREET_RE = folded_re(r"^(?:(?:hola+|ola+|holi|holis|muy buenas|moi boas|buenos dias|bos dias|"
               r"bo dia|buen dia|boas tardes|buenas tardes|buenas noches|boas noites|boa tarde|boa noite|"
               r"buena tarde|buenas|boas|hey|hi|hello|"
               r"saludos|saudos|ey|que tal estas|que tal estais|que tal estades|que tal|como estas|como estais|como estades|de nuevo|otra vez|de novo|outra vez)"
               r"\b\s*)+")
THANKS_RE = folded_re(r"\b(?:gracias|grasias|grazas|grax|gracinas|grazinas|gracies|thank\w*|thx|thnx|tnx|tks|ty|merci|te lo agradezco|agradecid[oa]|agradecemos)\b")
# «muy agradecida», «bien atendido», «moi agradecido»: how the customer feels served, said like a participle
THANKFUL_WORD = r"(?:agradecid|atendid|obligad|encantad|complacid)\w*"
# what was seen to works well now: «van genial», «la X va perfecta», «funciona de maravilla», «vai xenial»
# (not «me va genial», «te va bien», «¿os va bien?»: a time or a choice that suits)
_WORKS_WELL_NOW = (r"(?<!\bme )(?<!\bte )(?<!\bnos )(?<!\bos )(?<!\bche )(?<!\bvos )(?<!\ble )(?<!\blle )"
                   r"(?:va|van|vai|funciona|funcionan|anda|andan|marcha|marchan)"
                   r"(?: (?:muy|moi|super|tan|ya|xa|ahora|agora))* "
                   r"(?:genial\w*|xenial\w*|perfect[oa]s?|de maravilla|de marabilla|de lujo|de luxo|fenomenal|"
                   r"estupend[oa]s?|de cine|finisim[oa]s?|como (?:la seda|nuev[oa]s?|nov[oa]s?)|"
                   r"(?:muy|moi) (?:bien|ben|fin[oa]s?))")
# «muy bien el X», «moi ben o X», «gracias por la X», «grazas polo X»: a thing done praised, when nothing
# else is said of X (understanding.praise tells it from a choice or a request: «perfecto, la X el jueves»)
JOB_PRAISED_RE = folded_re(r"\b(?:(?:muy|moi) (?:bien|ben)|genial|xenial|perfecto|fenomenal|estupendo|gracias por|"
                           r"grazas por|grazas)(?= (?:el|o|la|a|polo|pola) (?P<noun>[a-z]+)\b)")
# «la X perfecta, gracias», «o X xenial»: the same praise said after the thing done
JOB_PRAISED_AFTER_RE = folded_re(r"(?<=[a-z] )(?:(?:muy|moi|super) )?"
                                 r"(?:bien|ben|genial|xenial|perfect[oa]|fenomenal|estupend[oa])\b")
# «…, gracias», «… de ayer», «… de la otra vez»: what tells a thing done praised from a choice of it
# («perfecto, la X» chooses X; «perfecto el X, gracias» thanks for it)
DONE_ALREADY_RE = folded_re(r"\b(?:gracias|grazas|ayer|onte|antonte|anteayer|el otro dia|o outro dia|"
                            r"la otra vez|a outra vez|la ultima vez|a ultima vez|a derradeira vez|"
                            r"me (?:hicisteis|hiciste|dejasteis|dejaste)|"
                            r"(?:fixestes|fixeches|deixastes|deixaches)me)\b")
# «atendieron», «tratasteis», gl «atendéronnos», «tratáronme»: how the business saw to the customer, in
# the past (what follows tells praise from a complaint)
SERVED = (r"(?:atend(?:ieron|isteis|iste|io|eron|estes|eches|eu)|trat(?:aron|asteis|aste|astes|aches|ou))"
          r"(?:nos|me)?")
# the people who serve, as any business's customers call them («la chica de la caja», «el encargado», «o
# persoal»): with the dataset's `reading.staff_words` and the staff's names, whom a judgement may be said of
SERVING_PEOPLE = frozenset("chica chico senor senora senorita muchacho muchacha chaval chavala rapaz "
                           "rapaza moza mozo dependiente dependienta dependenta empleado empleada empregado empregada "
                           "encargado encargada jefe jefa xefe xefa dueno duena dono dona propietario propietaria "
                           "responsable trabajador trabajadora traballador traballadora persona persoa gente xente "
                           "personal persoal equipo".split())
# not after «no», «no nos», «non me»: «no nos atendieron bien» is no praise
NOT_DENIED_SERVED = r"(?<!\bno )(?<!\bnon )(?<!\bno nos )(?<!\bno me )(?<!\bnon nos )(?<!\bnon me )"
# «nos atendieron muy bien», «me tratasteis genial», gl «atendéronnos moi ben»: the service praised
_SERVED_WELL = (rf"{NOT_DENIED_SERVED}{SERVED}(?: (?:muy|moi|super|tan))? "
                r"(?:bien|ben|genial|xenial|de maravilla|de marabilla|de lujo|de luxo|fenomenal|estupendamente)")
# «tardasteis mucho menos que la otra vez», «tardasteis poco», «no tardasteis nada», gl «tardastes moito
# menos»: the wait praised (not «tardasteis mucho», a complaint, nor «no tardasteis poco»)
# («tardaron», «tardou» only in seeing to us: «tardaron poco en atendernos», not «…en llegar mis amigos»)
_WAITED = (r"(?:tardasteis|tardastes|tardaste|tardaches|"
           r"(?=(?:tardaron|tardou)\b.* en \w+(?:nos|me)\b)(?:tardaron|tardou))")
_WAIT_PRAISED = (rf"(?<!\bno )(?<!\bnon ){_WAITED}(?: (?:mucho|muchisimo|bastante|moito|moitisimo))? "
                 r"(?:menos|poco|pouco|nada)|"
                 rf"(?:no|non|nunca) {_WAITED} (?:nada|mucho|muchisimo|moito|moitisimo|casi nada|case nada)")
# A visit complained of is a visit gone by: a verb only past («comimos»), or one said with when it was
# («ayer», «el otro día»); never after «nunca», nor a habit («no comemos bien el X»), nor worse elsewhere
_NEVER = r"(?<!\bnunca )(?<!\bjamas )(?<!\bxamais )(?<!\bendexamais )"
_VISIT_PAST = r"(?:comimos|estuvimos|estivemos)"
VISIT_ONCE = (r"(?:comimos|comemos|cenamos|ceamos|xantamos|almorzamos|desayunamos|merendamos|estuvimos|"
               r"estivemos|lo pasamos|o pasamos|pasamolo|salimos|saimos|quedamos)")
# a visit had by one, said in the past («comí», «cené», «estuve», «lo pasé», gl «comín», «ceei», «xantei»)
VISITED_BY_ONE = (r"(?:sali|comi|comin|cene|cein|cei|ceei|xantei|almorce|almorcei|desayune|merende|merendei|"
                  r"estuve|estive|estiven|lo pase|o pasei|paseino)")
# a visit gone by, had by one or by several: what a judgement or thanks of it is told with
VISITED = rf"(?:{VISIT_ONCE}|{VISITED_BY_ONE})"
_PAST_TIME = (r"\b(?:ayer|onte|anteayer|antonte|antes de ayer|anoche|el otro dia|o outro dia|la otra vez|"
              r"a outra vez|la ultima vez|a ultima vez|a derradeira vez|(?:el|la|o|a) \w+ pasad[oa]|"
              r"(?:el|o) pasado \w+|(?:hace|fai|hai) \w+ (?:dias|semanas|meses))\b")
PAST_TIME_RE = folded_re(_PAST_TIME)
_WORSE_ELSEWHERE = (r"(?!(?: [a-z]+){0,3} (?:(?:que|ca|do que) (?!nunca|la otra|a outra|la ultima|a ultima|"
                    r"otras veces|outras veces|antes)|en otr|en outr|noutr|fuera|fora|en casa|na casa))")
_NO_HABIT = (r"(?! (?!la verdad|a verdade)(?:el|la|los|las|lo|o|a|os|as|un|una|unha|uns|unhas|unos|unas)\b)")


def _visit_bad(verb: str) -> str:
    return (rf"(?:{_NEVER}(?<!\bno )(?<!\bnon ){verb}"
            r"(?: (?:muy|moi|super|tan|realmente|francamente|bastante|un poco))? "
            rf"(?:(?:mal|fatal|fatalmente|horrible|de pena|malisimamente|regular)|(?:peor|pior){_WORSE_ELSEWHERE})|"
            rf"{_NEVER}(?:no|non) {verb}(?: (?:nada|muy|moi|demasiado|tan|del todo|de todo))? "
            rf"(?:bien|ben|a gusto|agusto){_NO_HABIT})\b")


# «ayer <X>amos muy bien», «la semana pasada <X>imos genial», «o sábado <X>amos moi ben», «lo pasamos de lujo»,
# «salimos encantados»: the visit itself praised (whatever was done there)
_VISIT = (r"(?:comimos|comemos|cenamos|ceamos|xantamos|almorzamos|desayunamos|merendamos|"
          r"estuvimos|estivemos|(?:lo |o )?pasamos|pasamolo|salimos|saimos|quedamos)")
_VISIT_PRAISED = (rf"(?<!\bno )(?<!\bnon ){_VISIT}(?: (?:muy|moi|super|tan|realmente|francamente))? "
                  r"(?:bien|ben|genial|xenial|de maravilla|de marabilla|de lujo|de luxo|fenomenal|estupendamente|"
                  r"de cine|de diez|de dez|encantad[oa]s|contentisim[oa]s)")
# «ayer <X>amos fatal», «no <X>imos nada bien», gl «onte <X>amos mal», «non o pasamos ben»: the visit itself
# complained of, the mirror of _VISIT_PRAISED (not «no <X>amos mal», «<X>amos muy bien»)
VISIT_COMPLAINED_RE = folded_re(
    rf"\b{_visit_bad(_VISIT_PAST)}|{_PAST_TIME}[^.!?]*?\b{_visit_bad(VISIT_ONCE)}|"
    rf"\b{_visit_bad(VISIT_ONCE)}[^.!?]*?{_PAST_TIME}")
# the service, its wait or the visit praised: told of a time gone by, so a day said with it is when it was
PRAISED_BEFORE_RE = folded_re(rf"\b(?:{_SERVED_WELL}|{_WAIT_PRAISED}|{_VISIT_PRAISED})\b")
# praise of the business or what it makes, told and not asked: «me encantan vuestros X», «qué ricos
# estaban», «sois los mejores», «encántanme», «están de muerte» (never «me gustaría», «me encantaría»)
# (not «no me gustó», «nunca me gustaron»: a complaint)
PRAISE_RE = folded_re(r"\b(?:(?<!\bno )(?<!\bnon )(?<!\bnunca )(?<!\bni )(?<!\bnin )"
                # (not «para mi padre, que le gusta X», «porque lle gustan os X»: someone's taste, told)
                r"(?:me|nos|(?<!\bque )(?<!\bporque )(?<!\bquien )(?<!\bquen )(?:le|les|lle|lles)) "
                r"(?:encanta|encantan|encanto|encantaron|gusta|gustan|gusto|gustaron|flipa|flipan|flipo|chifla|chiflan|pirra|pirran|presta|prestan|prestou)"
                r"(?! mas| mais)(?: (?:mucho|muchisimo|moito|moitisimo))?|encantame|encantanme|gustame|gustanme|prestame|"
                r"prestanme|encantoume|encantaronme|gustoume|gustaronme|encantoulle|gustoulle|encantounos|"
                r"gustounos|encantaronnos|gustaronnos|prestounos|"
                r"(?:es|eres|sois|e|sodes) (?:un sol|una joya|unha xoia|un amor|un encanto|unos soles|uns soles|"
                r"un cielo|un ceo|una maravilla|unha marabilla)|"
                r"(?:quedo|quedaron|quedou|quedaba|quedaban) (?:precios[oa]s?|perfect[oa]s?|genial|xenial|"
                r"espectacular|ideal|bonit[oa]s?)|"
                r"(?:que|tan) (?:ric[oa]s?|buen[oa]s?|bos|boas?|delicios[oa]s?|bonit[oa]s?|guap[oa]s?)|"
                # «¡qué <thing> más bonito!», «que <thing> tan rica»: an exclamation (not «qué <thing> es más…»)
                r"^(?:(?:ay|ai|oh|ah|jo|buah|guau|hala)\W+)*que (?:(?!(?:es|son|e|sera|seria|me|te)\b)[a-z]+ ){1,3}"
                r"(?:mas|mais|tan) (?:bonit[oa]s?|precios[oa]s?|ric[oa]s?|buen[oa]s?|bos|boas?|chul[oa]s?|"
                r"guap[oa]s?|delicios[oa]s?)|"
                r"(?:esta|estan|estaba|estaban|estuvo|estuvieron|estivo|estiveron|son|eran|quedo|quedaron|"
                r"quedou)(?: (?:muy|moi|super|tan|todos|todas|ben))? "
                r"(?:buenisim[oa]s?|riquisim[oa]s?|boisim[oa]s?|delicios[oa]s?|espectacular\w*|brutal\w*|increible\w*|"
                r"de muerte|de morte|de lujo|de luxo|de escandalo|de vicio|genial\w*|xenial\w*|ric[oa]s|buen[oa]s|bos|boas)|"
                rf"{_SERVED_WELL}|{_WAIT_PRAISED}|{_VISIT_PRAISED}|"
                r"(?:sois|sodes) (?:geniales|xeniais|los mejores|os mellores|unos cracks|uns cracks|estupendos|fantasticos|"
                r"lo mejor|o mellor|unos artistas|uns artistas)|buenisim[oa]s|riquisim[oa]s|boisim[oa]s|"
                rf"{_WORKS_WELL_NOW})\b")
# «el último X no me gustó», «non nos gustou»: what was had here, disliked (the past: not «no me gusta»);
# without «me» («no gusto» may be «no gustó» or «I do not like») it is symptoms.BAD_RE's, of a thing bought
DISLIKED_RE = folded_re(r"\b(?:no|non|nunca) (?:me|nos|le|lle) (?:gusto|gustaron|gustou|convencio|convenceu)\b")
# «el X no me convence», «non me acaba de convencer»: a thing being chosen, disliked now (no past had here)
DISLIKED_NOW_RE = folded_re(r"\b(?:no|non) (?:me|nos|le|lle) (?:(?:acaba|acaban|termina|terminan|remata|rematan) de "
                      r"(?:gustar|convencer)|gusta|gustan|convence|convencen)\b")
BYE_RE = folded_re(r"\b(?:adios|adeus|hasta luego|hasta pronto|hasta manana|ata logo|ata pronto|ata mana|"
             r"deica logo|deica pronto|chao|chau|bye|nos vemos|un saludo|saudos|que vaya bien|besos|bss|bsos|"
             r"bicos|biquinos|bikos|un bico|un beso|"
             r"que vaia ben|feliz dia|bo dia|"
             # «hasta otra», «ata a próxima», «hasta otro día»: see you some other time
             r"hasta otra(?! hora)|ata outra(?! hora)|hasta la proxima|ata a proxima|ata a seguinte|hasta otro dia|"
             r"ata outro dia|hasta la vista|"
             # «hasta el martes (a las 10)», «ata o venres»: see you on the day of the request
             r"hasta mana|ata manana|"
             r"(?:hasta|ata) (?:el|o) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|luns|mercores|xoves|"
             r"venres)(?: (?:a las|as|a as) [0-9]{1,2}(?::[0-9]{2})?)?)\b")
# «buenas tardes», «boa noite», «buen finde»: a wish for the rest of the day, said last with thanks (a goodbye)
DAY_WISH = (r"(?:buen|buenos|buena|buenas|bo|bos|boa|boas|feliz|felices) (?:dia|dias|tarde|tardes|noche|noches|"
            r"noite|noites|semana|finde|fin de semana)")
DAY_WISH_LAST_RE = folded_re(rf"\b{DAY_WISH}\W*$")
# «que tengas», «que pases», «que teñades» (folded): who wishes it, before the wish
WISHER = (r"que (?:tengas|tengais|tenga|tengan|tenes|tenas|tenades|tena|tenan|pases|paseis|pase|pasen|pasedes|"
          r"disfrutes|disfruteis|desfrutes|desfrutedes)(?: (?:un|una|unha|muy|moi))?")
# «eso es todo», «iso é todo», «nada más», «xa está»: what is asked for is complete (a closing, an answer)
# (typed in a hurry too: «eso es to», «eso es tó», «eso s todo», «ya sta», «nada ma»)
THAT_IS_ALL = (r"(?:eso|iso) (?:es|s|e|era) (?:todo|to|tod|tdo|toh)|es todo|iso era todo|e todo|"
               r"nada (?:mas|mais|ma|mah)|(?:ya|xa) (?:esta|sta|ta)")
POLITE = folded_re(r"\b(?:"
              # a compliment or a wish closing the thanks (before «un»): «es usted un encanto», «que tengan buen día»
              r"es usted|eres|sois|es vostede|e vostede|sodes|un encanto|un sol|unos soles|un amor|una joya|unha xoia|"
              rf"encantador\w*|(?:{WISHER} )?{DAY_WISH}|"
              r"muchas|muchisimas|moitas|mil|vale|ok|okay|perfecto|genial|estupendo|de nada|a ti|"
              r"igualmente|(?:muy |moi )?amables?|por todo|todo|un|saludo|eh|pues|bueno|bien|ben|"
              r"a vos|a vosotros|de verdad|senor|senora|"
              # a closing: «gracias, eso es todo», «nada más», «xa está»
              rf"{THAT_IS_ALL}|de momento|por ahora|por agora|por hoy|por hoxe|"
              # after the longer phrases, so «nada más» is taken whole
              r"majo|maja|majos|majas|guapa|guapo|guapos|guapas|guapisima|bonita|reina|cielo|carino|crack|cracks|"
              # how one calls a friend on WhatsApp: «gracias tío», «grazas home», «gracias colega»
              r"tio|tia|tios|tias|tiito|tiita|tronco|tronca|chaval|chavala|chavales|colega|colegas|amigo|amiga|amigos|"
              r"amigas|hermano|hermana|bro|compi|compis|jefe|jefa|xefe|xefa|rapaz|rapaza|rapaces|home|muller|neno|"
              r"nena|chicos|chicas|maquina|maquinas|fiera|figura|campeon|campeona|artista|artistas|corazon|"
              r"moitisimas|muchisimas|pues nada|pois nada|era eso|"
              r"eso era|iso era|muy|moi|"
              # a word of praise closing the thanks: «gracias, precioso», «grazas, todo xenial»
              r"precios[oa]s?|preciosidad|maravillos[oa]s?|marabillos[oa]s?|ideal|chul[oa]s?|top|brutal|"
              r"perfect[oa]s?|buenisim[oa]s?|boisim[oa]s?|xenial|estupend[oa]s?|de lujo|de luxo|de diez|de dez|"
              r"fenomenal)\b")
# «solo ese», «con esos vale», «así está bien», «só eses»: only what is held, no more of it (to «¿Te apunto N más?»)
ONLY_THOSE_RE = folded_re(r"^(?:(?:no|non|vale|ok|pues|pois|bueno|gracias|grazas)[\s,]+)*"
                          r"(?:(?:solo|so|solamente) (?:ese|esa|eso|esos|esas|eses|iso|los|las|os|as)\b.*|"
                          r"con (?:ese|esa|eso|esos|esas|eses|iso) (?:vale|basta|me vale|chega|me chega|esta bien|esta ben)|"
                          r"asi (?:esta bien|esta ben|vale|me vale)|nada mas|nada mais|no mas|non mais)[\s.!]*$")
# «eso es todo», «no quiero nada más», «iso é todo», «con eso vale, gracias»: what is asked for is complete
# (said to a question that is not «¿Algo más?»: no answer to it)
NOTHING_MORE_RE = folded_re(r"^(?:(?:vale|ok|pues|pois|bueno|bo|no|non|que|nada|muchas|moitas|mil|gracias|grazas|"
                            r"y|e|ah|eh)[\s,.]+)*"
                            rf"(?:{THAT_IS_ALL}|"
                            r"(?:no|non) (?:quiero|quero|necesito|preciso|hace falta|fai falta) nada (?:mas|mais)|"
                            r"solo eso|so iso|solo era eso|so era iso|"
                            r"con (?:eso|iso) (?:es suficiente|e suficiente|basta|abonda|chega|vale|me vale|"
                            r"esta bien|esta ben))"
                            r"(?:[\s,.!]+(?:(?:muchas |moitas |mil )?(?:gracias|grazas)|de momento|por ahora|por agora|"
                            r"polo de agora|por el momento|polo momento|"
                            r"nada mas|nada mais))*"
                            r"[\s.!]*$")
YES_RE = folded_re(r"^(?:si|sip|sii+|vale|ok|okay|okey|de acuerdo|de acordo|"
             r"perfecto|claro|venga|dale|dalle|adiante|"
             r"correcto|exacto|eso es|iso e|por supuesto|genial|estupendo|afirmativo|bueno|bien|ben|"
             r"sin problema|me vale|valeme|me va bien|me vai ben|me viene bien|me ven ben|adelante|"
             r"confirmo|confirmado|yes|yep|guay|hecho|feito|listo|"
             r"todo (?:correcto|bien|ben|perfecto|ok|vale|genial)|esta (?:bien|ben|perfecto|correcto)|"
             r"asi (?:esta )?(?:bien|ben|perfecto))\b")
# «cambia la X», «corrixe a X», «modifica…»: the verbs that name a thing to change it
CHANGE_VERB = r"(?:cambi|corri[gx]|correx|modific)\w*"
# «¿y si le cambiáis también la X?», «¿me sustituís la X?»: a part asked to be put in, not asked about
FIT_VERB_RE = re.compile(r"\b(?:cambi|sustitu|substitu)\w*")
# «<a part> y que me la montéis», «… y me las cambiáis», «… que ma poñades», «¿podéis montármela?»: the
# thing just named, asked to be fitted by the shop (never «me la pongo yo»: the customer's own doing)
_FIT_STEMS = r"(?:mont|cambi|pon|pong|coloc|coloqu|instal|sustitu|substitu)"
FITTED_BACK_RE = re.compile(
    rf"\b(?:(?:me|nos|le|lle|se) (?:la|lo|las|los)|ma|mo|mas|mos|nola|nolo|nolas|nolos) {_FIT_STEMS}"
    r"\w*(?:ais|eis|is|ades|edes|ides|as|es|a|e|an|en)\b"
    rf"|\b{_FIT_STEMS}\w*(?:ar|er|ir|ad|ed|id)(?:me|nos)(?:la|lo|las|los)\b")
# «¿cuánto vale…?», «¿qué precio tiene…?», «canto custa…?»: a price asked with its verb (not «¿cuántos hay?»)
PRICE_SAID_RE = folded_re(r"\b(?:(?:cuanto|canto) (?:(?:me |nos |te |che )?(?:cuesta|cuestan|vale|valen|sale|salen|sae|saen|"
                          r"custa|custan|costaria|custaria))|precios?|prezos?)\b")
# «¿cuánto cuesta…?», «¿qué precio…?»: a price asked in so many words
PRICE_ASKED_RE = re.compile(r"\b(?:cuanto|canto|cuesta|costa|costaria|costarian|precio|prezo|saldria|sairia)\b")
# «es para», «son pra», «será para», «é para»: what a thing is for, about to be said (folded or as typed)
IT_IS = r"(?:es|son|e|é|sera|será|seran|serán|va a ser|vai ser)"
FOR = r"(?:para|pra)"
# The ordinary verbs whose stressed stem changes its vowel (normalised: «ñ» → «n», no accents), so that
# only they get the changed stem: «medir» → «midáis», «teñir» → «tiñe»; «probar» → «prueba», «cerrar» → «cierra»
STEM_E_TO_I_VERBS = frozenset(
    "medir pedir despedir impedir tenir desteñir renir cenir seguir conseguir perseguir proseguir servir vestir "
    "revestir repetir elegir corregir regir rendir competir gemir freir refreir reir sonreir".replace("ñ", "n").split())
STEM_DIPHTHONG_VERBS = frozenset(
    "cerrar empezar comenzar pensar calentar sentar despertar fregar regar negar plegar desplegar apretar acertar "
    "atravesar tropezar confesar merendar recomendar enterrar sembrar temblar nevar gobernar "
    "entender perder querer encender defender atender tender extender ascender descender "
    "sentir preferir mentir herir advertir convertir divertir hervir requerir "
    "contar mostrar demostrar probar comprobar aprobar costar encontrar recordar acordar sonar soltar colgar "
    "rogar renovar acostar almorzar forzar tostar rodar volar soldar consolar "
    "mover volver devolver envolver resolver torcer cocer doler llover poder dormir morir".split())
# «con», «co», «coa», «cos», «coas», «cun», «cunha», folded: with (a person, a thing beside)
WITH_WORDS = frozenset("con co coa cos coas cun cunha".split())
# «…, no sé si con Y», «igual con Y», «quizás también una Y», «non sei se con Y»: the words right before a
# thing said beside another, when they leave it in doubt (the hesitation, then «con» / «también», then an article)
# «hasta el viernes», «ata o venres», «hasta mañana», «ata o día antes»: a day things may be done until
UNTIL_A_DAY_RE = re.compile(rf"\b(?:hasta|ata) (?:el |o |al |ao )?(?:mismo |mesmo )?(?:{WEEKDAY_WORDS}|manana|mana|dia)\b")
# «el otro», «o outro» of «el martes que viene no, el otro»: the day held a week on, no other request; what
# remains of the message without it tells whether one more is asked as well («y otros 6 el otro martes»)
THE_OTHER_DAY_RE = re.compile(r"\b(?:el|o) (?:otro|outro)\b")
# («igual» alone is also «the same», «likewise»: «y para mi hermana igual un X» wants it; only «igual con / también» doubts)
DOUBT_BEFORE_A_THING_RE = folded_re(
    r"\b(?:(?:no se si|non sei se|no se yo si|quizas?|quizais|tal vez|a lo mejor|ao mellor|se cadra|seica)"
    r"(?: (?:con|co|coa|cun|cunha|tambien|tamen|ademas|alem))?|igual (?:con|co|coa|cun|cunha|tambien|tamen|ademas|alem))"
    r"(?: (?:un|una|uno|unha))?$")
# «mi», «mis», «o meu», «a miña», «nuestra», «nosa»: the customer's own, before a person (folded: «miña» is «mina»)
MY = r"(?:(?:o|os|a|as) )?(?:mis?|meus?|minas?|nuestr[oa]s?|nos[oa]s?)"
# «tu», «su», «o teu», «a súa»: another's, before a person
YOUR = r"(?:(?:o|os|a|as) )?(?:tus?|sus?|teus?|tuas?|seus?|suas?)"
# a word that says a day or a time: «el jueves», «mañá», «un día después», «una hora más tarde», «a las 10»
WHEN_WORD = (rf"(?:{WEEKDAY_WORDS}|hoy|hoxe|manana|mana|pasado|ayer|onte|dias?|horas?|semanas?|mes|tarde|noche|"
             r"noite|mediodia|luego|logo|despues|despois|antes|temprano|cedo|pronto|[0-9]\w*)")
# «te», «os», «vos», «che», «le», «lle» (folded, before the verb): to whom something is done
TO_WHOM_PRONOUN = r"(?:te|os|vos|che|le|les|lle|lles)"
# «la», «lo», «a», «o», «las», «os» (before the verb): the thing, said by its pronoun alone
IT_PRONOUN = r"(?:la|lo|las|los|a|o|as|os)"
# «somos», «seremos», «seríamos», «semos», «sexamos»: «we are», before how many (folded)
WE_ARE = r"(?:somos|semos|seremos|seriamos|seamos|sexamos)"
# «ay», «uy», «ups»: a slip owned, before what is mended («uy no, es para mi hijo», «ay no, mejor 6»)
OOPS = r"(?:ay|ai|uy|ui|ups|huy)"
# «perdona», «perdoa», «disculpa»: sorry, before what is mended (folded; as typed, «perdón» too)
SORRY = r"(?:perdona|perdon|perdoa|disculpa|desculpa|perdoname)"
# «me equivoqué», «me lié», «quise decir», «trabuqueime»: the customer owns a slip in what was just said (folded)
OWN_MISTAKE = (r"(?:me he equivocado|me equivoque|me he confundido|me confundi|me lie|me he liado|trabuqueime|"
               r"equivoqueime|confundinme|quise decir|queria decir|quixen dicir|queria dicir)")
# «uno solo», «un só», «unha soa», «solo uno»: the word that makes a number a count of one line only
ONLY_WORD = r"(?:solo|sola|solos|solas|so|soa|sos|soas|solamente|nada mas|nada mais)"
# «ay no, perdona, mejor…»: what may come before a count or an hour said instead
INSTEAD_LEAD = rf"(?:(?:no|non|pues|pois|bueno|bo|vale|espera|{SORRY}|{OOPS})\s+)*"
# «mejor una X», «no, prefiero una X», «al final mellor unha X»: what the message names is instead of what
# was on the table (not «y una X», said beside it)
INSTEAD_SAID_RE = folded_re(INSTEAD_LEAD + r"(?:(?:mejor|mellor|al final|ao final|finalmente|prefiero|prefiro|mas bien|"
                      r"mais ben|en vez de eso|en lugar de eso|en cambio)\b|(?:no|non)\b)")
# «quéroo», «kéroa»: «quero»/«kero» with its «o»/«a» joined (words no name is made of, too)
WANT_IT_WORDS = tuple(f"{verb}{it}" for verb in ("quero", "kero") for it in ("o", "a", "os", "as"))
_KEPT = rf"(?:lo|la|los|las|o|a|os|as) (?:quiero|kiero|quero|kero)|{'|'.join(WANT_IT_WORDS)}"
# «quéroo», «lévomo», «pídoa», «quédoo», «cóllomas»: a verb of taking with the thing's «o»/«a» (and «me») joined (gl)
TAKEN_JOINED = r"(?:quero|kero|encargo|pido|levo|collo|quedo)m?[oa]s?"
# «me lo quedo», «mo quedo», «quédome con el», «quedo con ese», «nos lo quedamos», «quedámolo»: the thing just seen
# or praised, kept (never «me quedo pensando», «me quedo con las ganas», «me quedo con la duda»)
_KEPT_ONE = (r"(?:el|ella|ela|ese|esa|este|esta|eso|iso|esto|isto|esos|esas|estos|estas|eses|estes|ellos|ellas|eles|"
             r"elas|aquel|aquela|aquella)")
# (the one kept ends the clause: «quedó con el tono que quería», «me quedo con esa idea» keep nothing)
_KEPT_ONE_ENDS = (r"(?= *$| (?:para|pra|pa|por|porfa|gracias|grazas|tambien|tamen|y|e|pues|pois|entonces|enton|el|o|"
                  r"a|hoy|hoxe|manana|mana|vale|ok|mejor|mellor)\b)")
KEEPS_IT = (r"(?:(?:me|nos) (?:lo|la|los|las) (?:quedo|quedamos)|(?:mo|ma|mos|mas|nolo|nola|nolos|nolas) "
            rf"(?:quedo|quedamos)|quedamo(?:lo|la|los|las)|(?:(?:(?:me|nos) )?(?:quedo|quedamos)|quedome|quedamonos) "
            rf"con {_KEPT_ONE}{_KEPT_ONE_ENDS})")
# either, said anywhere: the one just talked about is taken
TAKES_IT_RE = re.compile(rf"\b(?:{KEEPS_IT}|{TAKEN_JOINED})\b")
# how well a thing is or went: «genial», «buenísimo», «de maravilla», «aguantaron un montón», «muy rico»
LIKED_RE = re.compile(
    r"\b(?:genial\w*|xenial\w*|buenisim[oa]s?|riquisim[oa]s?|boisim[oa]s?|estupend[oa]s?|perfect[oa]s?|"
    r"fenomenal\w*|increible\w*|espectacular\w*|precios[oa]s?|maravillos[oa]s?|marabillos[oa]s?|"
    r"de maravilla|de marabilla|de lujo|de luxo|de diez|de dez|de cine|de muerte|de morte|"
    r"encantad[oa]s?|contentisim[oa]s?|un monton|un foton|muchisimo|moitisimo|"
    # how the people who served were: «el <staff word> fue muy amable», «a <staff word> foi moi atenta»
    r"amables?|simpatic[oa]s?|maj[oa]s?|encantador(?:a|es|as)?|atent[oa]s?|agradables?|educad[oa]s?|"
    r"profesionales?|carinos[oa]s?|agarimos[oa]s?|un encanto|un amor|un sol|"
    r"(?:muy|moi|super|tan|todo|todos|todas) (?:bien|ben|ric[oa]s?|buen[oa]s?|bo|bos|boas?|bonit[oa]s?|"
    r"guap[oa]s?|a gusto|agusto)|"
    # said bare beside thanks: «gracias, el X precioso», «grazas, bonito o X»
    r"bonit[oa]s?|bonitisim[oa]s?|preciosisim[oa]s?|chul[oa]s?|chulisim[oa]s?|fantastic[oa]s?|ideal|"
    r"una pasada|unha pasada|una maravilla|unha marabilla)\b")
# «no», «uy no», «perdón», «espera», «pensándolo mejor», «al final»: a second thought about what was just said
SECOND_THOUGHT = (rf"(?:no|non|{OOPS}|{SORRY}|espera|agarda|pensandolo mejor|pensandoo mellor|mejor|mellor|"
                  r"al final|ao final)")
SECOND_THOUGHT_RE = folded_re(rf"\b{SECOND_THOUGHT}\b")
# what ends the words said before a taking off: second thoughts and the fillers beside them («y», «pues», «vale»)
SECOND_THOUGHT_TAIL_RE = folded_re(rf"(?:\s+(?:{SECOND_THOUGHT}|y|e|pues|pois|vale|oye))+$")
# «ah ok», «entendido», «xa vexo», «xenial»: what was said is heard (no answer, no refusal)
ACKNOWLEDGED_RE = folded_re(r"^(?:(?:ah+|oh+|aa+|vale|ok|pues|pois|si)\W+)*(?:ok|okay|okey|vale|si|de acuerdo|de acordo|"
                      r"entendido|entendida|entiendo|entendo|comprendo|ya veo|xa vexo|xenial|fenomenal|de lujo|"
                      r"perfecto|genial|estupendo|guay|claro|bien|ben|muy bien|moi ben|"
                      # «lo quiero», «sí, la kiero», «quéroo»: what is held, agreed to
                      rf"{_KEPT})\W*$")
# «lo quiero», «sí, la kiero», «quéroo» alone: what is held is kept (never «sí» to calling it off)
KEEP_IT_RE = folded_re(rf"^(?:(?:si|vale|ok|pues|pois|bueno|bo)\W+)*(?:{_KEPT})\W*$")
# At a summary, sending it is saying yes: 'envíalo', 'mándao', 'vale, envíalo' (only while awaiting 'confirm').
SEND_RE = folded_re(r"^(?:(?:si|vale|ok|venga|perfecto|pues|pois|bueno|entonces|xa|ya|gracias|grazas|porfa)\s+)*"
              r"(?:envia(?:lo|la|o|a|melo|mela|mo|ma|dlo|dla)?|manda(?:lo|la|o|a|melo|mela|mo|ma|dlo|dla)?|"
              r"enviar|mandar)\b")
# «nada» (no), but «nada de picante» is a wish («nada de momento», «nada de particular» are no)
_NOTHING = (r"nada(?! (?:de|do|da) (?!(?:momento|nada|eso|esto|iso|isto|mas|mais|particular|especial|importante|"
            r"indicaciones|indicacions|notas?)\b))")
_NO_WORD = r"(?:no|non|nop|nope)"
NO_RE = folded_re(rf"^(?:{_NO_WORD}|negativo|para nada|de momento no|ahora no|agora non|mejor no|"
            r"mellor non|" + _NOTHING + r"|ninguno|ninguna|ningun|ningunha|nin)\b")
# «no» alone (a courtesy, «no me va», «no puedo» beside it): nothing said instead
ONLY_NO_RE = folded_re(rf"^(?:pues |pois |uf |uy |ay )?{_NO_WORD}(?: {_NO_WORD})?"
                       r"(?:\W+(?:gracias|grazas|me va|me vai|me va bien|me vai ben|puedo|podo|me viene bien|"
                       r"me ven ben|me cuadra|me encaixa))?\W*$")
# A question about the order in progress: «¿cuánto llevo?», «¿qué tengo en el pedido?», «canto é?».
# «el martes a la misma hora», «y el martes a esa hora?»: the time held (or just refused), on another day
# «la misma», «como estaba», «no la cambies», «da igual» to the time asked again after «Cambiar la hora»
AS_IT_WAS_RE = folded_re(r"\b(?:(?:la |a )?(?:misma|mesma)(?: hora)?$|como (?:estaba|antes|la tenia|a tina|a tinna|era)|"
                   r"(?:la|a)(?: hora)? (?:que|de) (?:estaba|tenia|tina|habia|habia puesto|puse|puxen|dije|dixen|antes)|"
                   r"(?:no|non) (?:la |a )?(?:cambies|cambie|cambio|cambiamos|toques|toque)(?: nada)?|"
                   r"(?:no|non) (?:cambies|toques) nada|(?:me )?da igual$|tanto me (?:da|ten)$|igual me da$|"
                   r"(?:dejala|deixaa|deixala)(?: (?:asi|como estaba|como esta))?$|"
                   r"(?:dejalo|deixao|deixalo) (?:asi|como estaba|como esta)$)")     # a bare «déjalo» calls it off
SAME_TIME_RE = folded_re(r"\b(?:(?:a|á|en) )?(?:la )?(?:misma|mesma|igual) h?ora\b|\b(?:a )?esa (?:misma |mesma )?h?ora\b")
# «el grande», «a pequena», «la mediana»: a size said generically (what a business with sizes calls its
# choices is in its catalogue); ONE_SIZE_ASKED marks one said of a product sold in one size
SIZE_WORD_RE = folded_re(r"\b(?:grandes?|pequen[oa]s?|peque|median[oa]s?|mas grande|mais grande|mas pequen[oa]|"
                   r"mais pequen[oa])\b")
ONE_SIZE_ASKED = {"option_id": "size", "choice_id": None}
# «¿cuántos euros son?», «¿cuánto dinero es?», «cantos cartos son?»: «¿cuánto…?» asked of the money itself
# (the reader reads it as the plain «cuánto»/«canto» every price pattern knows)
MONEY_HOW_MUCH_RE = folded_re(r"\b(?P<how>cuant|cant)[oa]s? (?:euros?|eurillos|dinero|dineiro|dinheiro|cartos|pelas)\b")
# «una X de 26 euros», «un Y de 35 €», «de 35 pavos», «unha X de 26,50€», «una que cueste 30 euros»: a
# price said of the thing asked for (a check on which thing and size, never a count of people); on the
# text as written, folded (the «€» is gone from a cleaned text)
PRICE_OF_IT_RE = folded_re(r"\b(?:de|por|que cueste|que custe|que valga|que vala) (?P<euros>[0-9]{1,4})"
                           r"(?:[.,](?P<cents>[0-9]{2}))? ?(?:€|(?:euros?|eur|eurillos|pavos?|pelas)\b)")
# «¿cuánto voy a pagar?», «¿canto vou ter que pagar?», «¿cuánto pago al final?», «¿cuánto me va a salir
# todo?», «¿cuánto me cobras?»: what the customer will pay for what is asked (never a thing's price).
# Folded already (no accents, ñ as n): it also goes into patterns compiled as written
TOTAL_OWED = (r"(?:cuanto|canto) (?:(?:me|nos|te|che|os|vos|le|lle) )?(?:voy|voi|vou|vamos|imos|va|vai|van)(?: a)? "
              r"(?:(?:tener|ter) que )?(?:pagar|costar|custar|salir|sair|cobrar)\w*"
              r"|(?:cuanto|canto) (?:pago|pagamos|pagaria|pagariamos|pagare|pagarei|pagaremos)"
              r"|(?:cuanto|canto) (?:tengo|teno|tenemos|temos) que pagar\w*"
              r"|(?:cuanto|canto) (?:me|nos) (?:cobras|cobrais|cobrades|cobrarias|cobrariais)"
              r"(?= (?:al final|ao final|en total|todo|por todo|entonces|daquela)|$)")
# «¿qué precio tiene?», «¿a cómo sale?», «¿que vale todo?»: a price asked of nothing named (the whole message)
_PRICE_OF_IT = (r"^(?:(?:y|e|entonces|enton|pues|pois|vale|ok|oye|oe) )*(?:que precio (?:tiene|tienen|sale|es)|"
                r"que prezo (?:ten|tenen|sae|e)|a como (?:sale|salen|sae|saen|esta|estan|va|van|vai)|"
                r"que (?:vale|valen|cuesta|cuestan|custa|custan))"
                r"(?: (?:todo|en total|al final|ao final|entonces|daquela|eso|iso|esto|isto))?$")
# «¿cuánto tengo pedido?», «canto levo encargado?», «¿me lo resumes?», «resúmemo», «¿me haces un resumen?»:
# what is held so far, asked in other words (folded)
_HELD_COUNT_ASKED = (r"(?:cuanto|canto|cuantas cosas|cantas cousas) (?:tengo|teño|teno|llevo|levo|he|hemos) "
                     r"(?:pedid|encargad|apuntad|post|puest)[oa]s?")
_SUMMARY_ASKED = (r"(?:(?:me|nos) )?(?:(?:lo|la|o|a) )?(?:(?:puedes|podes|podrias|poderias|me puedes|me podes) )?"
                  r"(?:resumes|resume|resumir\w*|resumeme\w*|resumesmo|resumemo|resumimo|resumirmo)"
                  r"|(?:me |nos )?(?:haces|hacesme|fas|fasme|das|dasme|dame|dadme|podes facer|puedes hacer) "
                  r"(?:un )?(?:resumen|resumo)")
RECAP_ASKED = _HELD_COUNT_ASKED + "|" + _SUMMARY_ASKED
# a summary asked inside a longer message is a recap only when it ends it or names what is held
# («¿me lo resumes?», «resúmeme el pedido», «fasme un resumo»); «¿me puedes resumir de qué va?», «el
# resumen del libro» ask about the thing
_SUMMARY_ENDS = (r"(?=(?: (?:todo|(?:el|o|mi|meu|o meu|del|do|do meu|de mi|la|a|da) (?:pedido|encargo|encarga|"
                 r"carrito|cesta|reserva)|lo que llevo|o que levo|lo que tengo|o que teño))?"
                 r"(?: (?:al final|ao final|entonces|daquela|de momento|ya|xa|hasta ahora|ata agora|por favor|porfa|"
                 r"porfavor|otra vez|outra vez|de nuevo|de novo|gracias|grazas))*$)")
_SUMMARY_OF_IT = (r"(?:(?:me|nos) (?:lo|o) (?:(?:puedes|podes|podrias|poderias) )?resum\w*|resumemelo|resumirmelo"
                  r"|resumesmo|resumemo|resumimo|resumirmo)(?! (?:de|do|da|del|dos|das|sobre|acerca)\b)")
RECAP_IN_A_MESSAGE = (_HELD_COUNT_ASKED + "|(?:" + _SUMMARY_ASKED + r"|resumen|resumo)" + _SUMMARY_ENDS
                      + "|" + _SUMMARY_OF_IT)
CART_Q_RE = folded_re(r"\b(?:" + TOTAL_OWED + "|" + _PRICE_OF_IT + r"|cuanto (?:es|son|llevo|va|van|sale|salen|me sale|nos sale|"
                r"seria|serian|era|eran|te debo|debo|cuesta todo|vale todo|costaba|costaban|valia|valian)|"
                r"canto (?:e|son|levo|vai|sae|saen|me sae|nos sae|seria|era|che debo|debo|custa todo|vale todo|"
                r"custaba|custaban|valia|valian)|"
                r"que (?:tengo|llevo|levo|teno|he pedido|pedin)(?: (?:en|no|na))?(?: (?:el|o|mi|meu))?(?: (?:pedido|encargo|"
                r"encarga|carrito|cesta))?|lo que llevo|o que levo|repite\w*|repete\w*|"
                r"total|" + RECAP_IN_A_MESSAGE + r"|(?:que|cual es el|cual seria el|cal e o|cal seria o) importe|^(?:y |e )?(?:el |o )?importe(?: total| final)?$|que (?:te |che |vos |os )?debo|que (?:te |che |vos |os )?debemos|"
                # «¿cuántos X puse?», «cantos X levo?»: the count of a line written down
                r"(?:cuant|cant)[oa]s (?:\w+ ){0,3}?(?:puse|he puesto|llevo|pedi|he pedido|puxen|levo|pedin|"
                r"tengo (?:pedid|puest)[oa]s|teño (?:pedid|post)[oa]s))\b")
# «¿qué tengo?», «¿cuánto llevo?», «que teño apuntado?» on their own: what is held so far, asked while a
# request with no lines (a booking) is being written down
HELD_SO_FAR_RE = folded_re(r"^(?:(?:y|e|a ver|vale|ok|oye|oe|pues|pois|entonces) )*(?:que|q) (?:tengo|teño|teno|llevo|levo)"
                     r"(?: (?:apuntad[oa]s?|ya|xa|hasta ahora|ata agora|de momento|por ahora|entonces))*$"
                     r"|^(?:(?:y|e|a ver|vale|ok|oye|oe|pues|pois|entonces) )*(?:cuanto|canto|cuantas cosas) "
                     r"(?:llevo|levo)(?: (?:apuntado|ya|xa|de momento))?$"
                     r"|^(?:(?:y|e|a ver|vale) )*(?:lo que llevo|o que levo|resumen|resumo|un resumen|dame un resumen)$"
                     # «¿qué tenía?», «¿cuántas personas llevo?», «¿para cuántos la tengo?», «para cantos a teño?»
                     r"|^(?:(?:y|e|a ver|vale|ok|oye|oe|pues|pois|entonces|perdona|perdoa|perdon) )*"
                     r"(?:(?:que|q) (?:tenia|tiña|tina|llevaba|levaba)"
                     r"|(?:para )?(?:cuantas personas|cantas persoas|cuantos|cuantas|cantos|cantas) "
                     r"(?:(?:la|lo|a|o) )?(?:llevo|levo|tengo|teño|teno|tenia|tiña|tina|somos|semos|eramos|eran|"
                     r"puse|puxen|has puesto|pusiste|puxeches))"
                     r"(?: (?:apuntad[oa]s?|ya|xa|al final|ao final|entonces|daquela|de momento))*$"
                     # «perdona, ¿qué te había pedido?», «¿qué llevo pedido?», «que che pedira?», «que levo?»
                     r"|^(?:(?:y|e|a ver|vale|ok|oye|oe|pues|pois|entonces|perdona|perdoa|perdon|disculpa|desculpa) )*"
                     r"(?:que|q) (?:(?:te|che|os|vos|le|lle) )?(?:(?:habia|habiamos|he|hemos) (?:pedido|encargado)"
                     r"|pedi|pedimos|pedira|pediramos|pedin|encargue|encarguei|(?:llevo|levo|tengo|teño|teno) "
                     r"(?:pedido|encargado|encargo))"
                     r"(?: (?:al final|ao final|entonces|daquela|de momento|ya|xa|hasta ahora|ata agora))*$"
                     # «¿cuánto tengo pedido?», «canto teño encargado?», «¿me lo resumes?», «fasme un resumo?»
                     r"|^(?:(?:y|e|a ver|vale|ok|oye|oe|pues|pois|entonces|perdona|perdoa|perdon) )*(?:"
                     + RECAP_ASKED + r")(?: (?:al final|ao final|entonces|daquela|de momento|ya|xa|hasta ahora|"
                     r"ata agora|por favor|porfa|porfavor))*$")
# «¿y a qué hora?», «¿para qué día?», «¿para cuántos?» on their own mid-request: a detail of what is held
# (the group names the draft's key)
HELD_ONE_ASKED_RE = folded_re(r"^(?:(?:y|e|pues|pois|entonces|perdona|perdoa|perdon|oye|oe) )*(?:"
                        r"(?P<min>(?:a|para|pra) (?:que|q) hora)|(?P<ymd>(?:para |pra )?(?:que|q) dia)|"
                        r"(?P<party>para (?:cuantos|cuantas|cuantas personas|cantos|cantas|cantas persoas)))"
                        r"(?: (?:era|es|e|lo tenia|o tiña|la tenia|a tiña|al final|ao final|entonces|daquela))?$")
# «perdona, estaba ocupada», «lo siento, tenía una llamada», «perdona la tardanza, sigo con el pedido»,
# «hola? ¿sigues ahí?», gl «desculpa, estaba liada», «segues aí?»: the customer was away (or wonders whether
# we still are): the same coming back (never a name, nor a thing asked for)
_AWAY = (r"(?:(?:es|e) que )?(?:estaba|estuve|he estado|estiven|andaba) (?:muy |moi )?(?:ocupad[oa]|liad[oa]|"
         r"a otra cosa|a outra cousa|en otra cosa|noutra cousa|con otra cosa|con outra cousa|fuera|fora|"
         r"al telefono|ao telefono|hablando por telefono|falando por telefono|trabajando|traballando|"
         r"conduciendo|conducindo|atendiendo a alguien|atendendo a alguen|con un cliente|cun cliente)"
         # «… liada con los niños», «… ocupado co traballo»
         r"(?: (?:con|co|coa|cos|coas)(?: (?:el|la|los|las|o|a|os|as|mi|mis|meu|miña|mina))? \w+)?|"
         r"(?:(?:es|e) que )?(?:tenia|tina|tuve|tiven) (?:una|unha) (?:llamada|chamada)|"
         r"(?:(?:es|e) que )?(?:me entro|entroume|me entrou|me llamaron|chamaronme|me han llamado) ?(?:una |unha )?"
         r"(?:llamada|chamada)?|"
         r"(?:perdona|perdon|perdoa|disculpa|desculpa|disculpe|desculpe|siento|sinto|lo siento)(?: por)? (?:la|a|el|o) "
         r"(?:tardanza|demora|espera|retraso|atraso)|"
         r"(?:sigo|continuo)(?: (?:aqui|(?:con (?:el|la|o|a|esto|isto)|co|coa)(?: (?:pedido|encargo|reserva|cita))?))?|"
         r"aqui sigo|"
         r"(?:sigues|segues|estas|estais|seguis|sigue|segue) (?:ahi|ai|por ahi|por ai|aqui)(?: (?:todavia|aun|ainda))?|"
         r"(?:hay|hai) alguien|hai alguen")
# «¿por dónde íbamos?», «seguimos», «ya estoy de vuelta», «xa estou», «hola otra vez» mid-request: the
# customer coming back after a pause (what is held said again, then the question open); not «¿por dónde se
# va?», «¿dónde estáis?» (the address)
_BACK = (r"(?:por )?(?:donde|onde) (?:ibamos|iamos|estabamos|estabamos|lo dejamos|o deixamos|quedamos)|"
         r"en que (?:ibamos|estabamos|quedamos)|en que (?:iamos|estabamos)|"
         r"(?:seguimos|continuamos|sigamos|seguimos entonces|continuemos|"
         r"podemos seguir|podemos continuar|se puede seguir)|"
         r"(?:ya |xa )?(?:estoy|estou|volvi|volvin|he vuelto|regrese|teno volto) (?:de vuelta|de volta|aqui|aca)|"
         r"(?:ya|xa) (?:estoy|estou|volvi|volvin|he vuelto|estoy aqui|estou aqui)|"
         r"(?:hola|ola|buenas|boas) (?:otra vez|de nuevo|outra vez|de novo)|aqui estoy (?:otra vez|de nuevo)|"
         r"aqui estou (?:outra vez|de novo)|" + _AWAY)
# «perdona, estaba ocupado, ¿qué tenía?», «xa estou, que levaba?»: back, asking what is held
_HELD_ASKED_BACK = (r"(?:(?:que|q) (?:(?:te|che|os|vos) )?(?:tenia|tiña|tina|llevaba|levaba|tengo|teño|teno|llevo|levo"
                    r"|habia pedido|pedira|pedi|pedin)|(?:cuanto|canto) (?:llevo|levo|llevaba|levaba))"
                    r"(?: (?:apuntad[oa]s?|pedid[oa]s?|entonces|daquela|ya|xa))*")
COMING_BACK_RE = folded_re(rf"^(?:(?:hola|ola|buenas|boas|perdona|perdon|perdoa|disculpa|desculpa|sorry|bueno|bo|vale|ok|"
                     rf"oye|oe|pues|pois|y|e|que tal|ya|xa|entonces|daquela|lo siento|sinto) )*(?:{_BACK})"
                     rf"(?: (?:{_BACK}|{_HELD_ASKED_BACK}|por favor|porfa|entonces|daquela|ya|xa|perdona|perdoa|no))*$")
# «¿sigue en pie lo del lunes?», «¿sigue apuntado?», «¿se mantiene?», gl «¿segue en pé?», «¿mantense?»:
# whether what was asked for still stands (what is held is said again; not «sigue sin ir»: a problem)
STILL_ON_RE = folded_re(r"\b(?:sigue|siguen|sige|segue|seguen|continua) (?:en pie|en pe|vigente|vixente|valiendo|"
                  r"valendo|apuntad[oa]s?|anotad[oa]s?|reservad[oa]s?|en marcha|todo bien|todo ben)\b"
                  r"|\b(?:se mantiene|se mantienen|mantense|mantenese)\b")
# Declining to give something asked for: «no quiero dar mi teléfono», «prefiero no decirlo», «paso».
DECLINE_RE = folded_re(r"\b(?:no|non) (?:quiero|quero|quiere|me apetece|te (?:lo )?doy|che (?:o )?dou|lo doy|o dou|"
                 r"voy a dar|vou dar|lo digo|o digo|dar|dalo|darlo)\b|\bprefier[oa] no\b|\bprefiro non\b|"
                 r"\bpaso de\b|\b(?:sin|sen) (?:telefono|movil|mobil|nombre|nome)\b|"
                 r"\bno tengo (?:telefono|movil)\b|\bnon teño (?:telefono|mobil)\b|\bmejor no\b|\bmellor non\b")
NO_NOTES_RE = folded_re(r"^(?:no|non|" + _NOTHING + r"|nada mas|nada mais|ninguna|ningunha|ninguno|sin (?:nada|notas?|"
                  r"indicaciones|indicacion|mensaje)|sen (?:nada|notas?|indicacions|indicacion|mensaxe)|no hace falta|"
                  r"non fai falta|asi (?:esta )?bien|asi esta ben|todo bien|todo ben|esta bien asi|"
                  r"(?:dejalo|deixao|deixalo|dejalo todo|deixao todo) (?:asi|como esta|tal cual|tal e como esta)$|"
                  # «está ben así», «así vale», «tal cal», «todo ok»: nothing to add
                  r"(?:esta|ta) (?:ben|bien)(?: asi)?$|asi (?:vale|xa esta|ya esta|perfecto)$|tal (?:cual|cal)$|"
                  r"todo (?:ok|okay|correcto|perfecto)$|"
                  r"no gracias|non grazas|nada gracias|ninguna gracias|no nada|sin mas|nothing|"
                  r"eso es todo|iso e todo|es todo|e todo|ya esta|xa esta|(?:na|nah|nop|nope)$|"
                  r"(?:x|por|de|polo|de momento|por el momento|polo momento)? ?(?:ahora|agora|momento) (?:no|non))\b")
# «quita…», «saca…», «borra…», «elimina…»: something of the request taken off (a line, the note)
TAKE_OFF_VERB = r"(?:quita\w*|saca\w*|borra\w*|elimina\w*)"
# the same verbs and «retira» («retírame uno»): what takes part of the order off
TAKE_OFF_OR_RETIRE = rf"(?:{TAKE_OFF_VERB}|retira\w*)"
# what may come before taking something off: «y quita…», «vale, saca…», «al final borra…»
TAKE_OFF_LEAD_IN = r"(?:(?:y|e|pues|pois|vale|oye|mejor|mellor|al final|ao final) )*"
# «cambia…», «cámbiame…», «canbia…», «sustitúyeme…», «reemplaza…», «troca…», «pon…»: one thing swapped for
# another («… uno por Y»)
SWAP_VERB = (r"(?:camb[ei]a\w*|canbia\w*|sustitu\w*|substitu\w*|reemplaza\w*|remplaza\w*|troca\w*|trocame|"
             r"pon|ponme|ponnos)")
# «en vez de», «en lugar de», «no canto de», «en troques de»: what comes next is given up for another
INSTEAD = r"(?:en vez|en lugar|no canto|no lugar|en troques)"
INSTEAD_OF = rf"{INSTEAD} de"
# «no canto dos X», «en vez das X»: Galician «de + os/as» after «instead», never the count two
INSTEAD_OF_THE_GL_RE = re.compile(rf"\b{INSTEAD} (?:dos|das)$")
# «¿y si pongo 3?», «e se poño 3?»: a count the customer puts, wondered about (not «¿y si pido 3?», «¿y si
# fueran 3?»: a count supposed, priced with the order unchanged)
IF_I_PUT = r"(?:(?:y|e) )?(?:si|se) (?:pongo|pono|ponemos|pomos)"
# «¿pueden ser 8?», «¿poden ser 8?», «¿podrían ser 8?» (typed «puden»): a new count asked for, kindly
# (what follows must be the bare count: «¿pueden ser a las 8?» is a time). Plural only: «¿puede ser 8?»
# is the pickup asked at 8 as well as a count
COULD_BE = r"(?:pueden|puden|pueen|podrian|podran|poden|poderian|poderan|pudieran|puideran) ser"
# «… en vez de» ending the words before a count: what is counted next is given up, not ordered
INSTEAD_OF_LAST_RE = re.compile(rf"\b{INSTEAD_OF}(?: (?:los|las|os|as))?$")
# what may come before the swap: «y cambia…», «vale, troca…», «mejor cámbiame…»
SWAP_LEAD_IN = r"(?:(?:y|e|pues|pois|vale|ok|oye|bueno|bo|mejor|mellor|al final|ao final|porfa) )*"
# «borra la nota», «quita las indicaciones», «olvida lo de la nota», «sen nota»: the whole note taken back
NOTE_OFF_RE = folded_re(rf"^{TAKE_OFF_LEAD_IN}(?:{TAKE_OFF_VERB}|"
                  r"olvida\w*|esquece\w*|sin|sen|fuera|fora) (?:(?:lo|o) (?:de|del|da|do) )?"
                  r"(?:(?:la|las|a|as|el|os) )?(?:nota|notas|indicaciones|indicacion|indicacions|comentario|"
                  r"comentarios|observaciones|observacions)(?: (?:por favor|porfa|gracias|grazas))?$")
# «grazas, nada máis» to the note question: the thanks before the answer
COURTESY_FIRST_RE = folded_re(r"^(?:(?:gracias|grazas|muchas gracias|moitas grazas|vale|ok|perfecto|pues|pois|bueno) )+")
# «cancela», «anúlame», «kancelar» (folded): calling off, said with its own verb
CANCEL_VERB = r"(?:cancel\w*|canzel\w*|kancel\w*|anul\w*)"
CANCEL_RE = folded_re(rf"\b(?:{CANCEL_VERB}|olvidalo|olvidao|esquecelo|esqueceo|olvida el pedido|"
                r"(?:empe(?:za|ce)mos|empezar|empezamos|comezamos|comezar) de (?:nuevo|cero|novo)|"
                r"volver a empezar|volvamos a empezar|volvemos a empezar|volver a comezar|"
                r"olvida (?:todo|lo)|borra el pedido|borra todo|(?:ya|xa) (?:no|non) (?:quiero|quero) nada(?! mas| mais)|"
                r"(?:no|non) (?:quiero|quero) nada(?! mas| mais)|desisto|dejalo estar|deixao estar|"
                # «ya no quiero la mesa», «al final no quiero reservar», «déjalo, ya paso yo»
                r"(?:no|non) (?:quiero|quero|necesito|preciso) (?:(?:la|el|a|o|mi|a miña|o meu) )?(?:mesa|cita|reserva|"
                r"pedido|encargo|encomenda|turno)|(?:no|non) (?:quiero|quero) (?:reservar|encargar|pedir|nada(?! mas| mais))\b|"
                r"(?:^|(?:bueno|vale|nada|pues|pois|mira|bo) )(?:dejalo|deixao|deixalo|dejalo correr)"
                r"(?! (?:asi|como esta|tal cual|para|pa|en|na|no|as))|mejor lo dejo|mellor o deixo|"
                # «mejor lo dejamos», «deixámolo», «dejémoslo para otro día» (not «lo dejamos así», «… para las 9»)
                r"(?:(?:lo|o) (?:dejamos|deixamos)|dejemoslo|dejamoslo|deixemolo|deixamolo)"
                r"(?=$| (?:estar|correr|gracias|grazas|por hoy|por hoxe|de momento|por ahora|por agora|"
                r"(?:para|pa|pra) (?:otro|outro) dia|(?:para|pa|pra) (?:mas|mais) (?:adelante|adiante))\b)|"
                r"(?:al|ao) final (?:no|non) (?:lo|la|o|a) (?:quiero|quero))\b")
# «ya no la quiero»: the whole request only when it can mean nothing else (reader._cancels)
CANCEL_IT_RE = folded_re(r"\b(?:ya|xa|al final|ao final) (?:no|non) (?:las?|los?|as?|os?) (?:quiero|quero|necesito|preciso)\b"
                   # «quítalas», «sácamelo», «bórraas»: the thing talked about, taken off (which one, if several)
                   r"|^(?:(?:pues|pois|vale|ok|mejor|mellor|entonces|bueno|bo)\s+)*(?:quita|saca|borra|elimina|retira)"
                   r"(?:me|nos)?(?:la|lo|las|los|a|o|as|os)(?:\s+(?:porfa|por favor|entonces|pues|pois))*$")
# «hola, …», «perdona, …», «pues …»: what may come before information asked for (INFO_OF_NOTHING_RE and
# understanding.info_about)
INFO_OPENING = (r"(?:(?:hola|buenas|buenos dias|bos dias|boas|oye|oe|perdona|perdoa|pues|pois|si|vale|ok|bueno|bo)"
                r"[\s,]+)*")
# «quiero (una) información», «me das info», «dame algo de información», «necesito unha información»:
# what may come before the word (INFO_WORD)
INFO_ASKING = (r"(?:(?:quiero|quero|queria|quisiera|quixera|necesito|preciso|busco|buscaba|me das|me dais|me dades|"
               r"me podeis dar|me podedes dar|me puedes dar|me podes dar|podrias darme|poderias darme|dame)\s+)?"
               r"(?:(?:una|unha|algo de|alguna|algunha|un poco de|mas|mais)\s+)?")
INFO_WORD = r"(?:informacion|info|informaciones|informacions)"
# «quiero información», «necesito info», «me das información?», «información, por favor» (the whole
# message): information wanted, of nothing named yet
INFO_OF_NOTHING_RE = folded_re(rf"{INFO_OPENING}{INFO_ASKING}{INFO_WORD}(?:[\s,]+(?:porfa|por favor|gracias|grazas))*[\s.!?]*")
# «¿qué puedes hacer?», «¿en qué me ayudas?», «ayuda», «que sabes facer?», «podes axudarme?»: what the
# assistant does, asked as the whole message (never «necesito ayuda para llevar…»: a help of the business's)
WHAT_YOU_DO_RE = folded_re(r"(?:(?:hola|buenas|boas|oye|oe|pues|pois|y|e|vale|ok|a ver|bueno|bo)[\s,]+)*(?:"
                           r"(?:que|q) (?:(?:mas|mais|cosas|cousas) )?(?:puedes|podes|sabes|podrias|poderias) (?:hacer|facer)"
                           r"(?: (?:tu|ti|por mi|aqui|aqui dentro))?|"
                           r"(?:que|q) (?:puedo|podo) (?:hacer|facer|preguntarte|preguntarche) (?:aqui|contigo|cuntigo)|"
                           r"(?:en que|como) (?:me )?(?:puedes|podes|podrias|poderias|sabes) (?:ayudar|axudar)(?:me|te|che)?|"
                           r"(?:en que|como) (?:me )?(?:ayudas|axudas)|"
                           r"(?:me|nos) (?:puedes|podes|podrias|poderias) (?:ayudar|axudar)|"
                           r"(?:puedes|podes|podrias|poderias) (?:ayudarme|axudarme|ayudarnos|axudarnos)|"
                           r"(?:para|pra) (?:que|q) (?:sirves|serves|vales)|"
                           r"(?:(?:necesito|preciso|quiero|quero|queria) (?:(?:una|unha|un poco de|algo de) )?)?"
                           r"(?:ayuda|axuda|help|ayudame|axudame))"
                           r"(?:[\s,]+(?:porfa|por favor|gracias|grazas|please))*[\s.!?]*")
# «necesito ayuda para llevar la X al coche», «preciso axuda para subir o carriño»: a help to carry
# asked of the business (what it says of helping answers), not the things named ordered
# not «meter» nor «sacar»: «ayuda para meter un pedido», «que me ayudes a sacar cita» are a wish, helped
HELP_TO_CARRY_RE = folded_re(r"\b(?:ayuda|axuda|una mano|unha man|que me ayud\w*|que me axud\w*) (?:para|pra|a|con) "
                             r"(?:llevar|levar|subir|bajar|baixar|cargar|transportar|mover)\b")
# «quiero», «kiero», «quero»: the spellings of «I want» a wish is read by anywhere in a message (WANT_RE)
_I_WANT_SPELT = r"quiero|kiero|quero"
# «… hoy quiero 6 Y», «… quero 6 Y» typed without a comma: where a clause of a wish begins, as typed (not «… que
# quiero», «… no quiero», «… los quiero»: the wish goes on the words before it; nor after «hoy», «y», «pues»: its
# own lead words)
WISH_BEGINS = (r"(?<!\bque)(?<!\bno)(?<!\bnon)(?<!\blo)(?<!\bla)(?<!\blos)(?<!\blas)(?<!\bme)(?<!\bte)"
               r"(?<!\bhoy)(?<!\bhoxe)(?<!\bahora)(?<!\bagora)(?<!\bya)(?<!\bxa)(?<!\by)(?<!\be)(?<!\bpero)"
               r"(?<!\bmais)(?<!\bpues)(?<!\bpois)(?<!\bsolo)(?<!\bso)(?<!\btambien)(?<!\btamen)(?<![,.;:!?])\s+"
               r"(?=(?:(?:hoy|hoxe|ahora|agora) )?(?:quiero|kiero|quero|kero|quer[ií]a|querr[ií]a|queremos|ponme|"
               r"p[oó]nme|poneme|dame|d[aá]me|necesito|preciso)\b)")
# «quisiera», «me gustaría», «necesito», «preciso»: a wish said (WANT_RE; a swap wished: given_up_not_held.py)
I_WISH = (rf"(?:{_I_WANT_SPELT}|quisiera|queria|querria|queremos|quixera|quereria|querriamos|"
          r"me gustaria|gustariame|necesito|necesitamos|preciso|precisamos|quisieramos|quixeramos)")
# and as typed in a hurry, where the whole message is «no la quiero»: «qiero», «kero», «qero», «quiro»
I_WANT = rf"(?:{_I_WANT_SPELT}|qiero|quiro|kero|qero)"
# «quiero 20», «me hacen falta 5», «fanme falta 5»: a wish or a need whose object is the count said
# right after it (count_wished_later.py)
_I_NEED = (r"(?:(?:me|nos) (?:hacen|hace|fan|fai) falta|(?:fanme|fainme|fannos|hacenme) falta|me faltan|"
           r"necesitaria|necesitariamos)")
WISH_OR_NEED_RE = folded_re(rf"\b(?:{I_WISH}|{I_WANT}|{_I_NEED})$")
# «no la quiero», «no, déjalo, no lo quiero», «non a quero» as the whole message (not «no la quiero con
# <X>», a note): the thing held, dropped, like CANCEL_IT_RE; but to a thing offered, that offer declined
NOT_WANTED_RE = folded_re(r"^(?:(?:no|non|nn|pues|pois|vale|ok|bueno|bo|mejor|mellor|entonces|dejalo|deixao|deixalo|"
                    rf"olvidalo|esquecelo)[\s,]+)*(?:no|non|nn|nop) (?:las?|los?|as?|os?) {I_WANT}"
                    r"(?:[\s,]+(?:porfa|por favor|gracias|grazas|entonces|pues|pois))*[\s.!]*$")
# Right after a cancel, «uy no, me equivoqué de botón», «no quería cancelar», «no la canceles», «recupérala»,
# «equivoqueime, envíaa», «desfai»: the cancel taken back (conversation.undo)
UNDO_CANCEL_RE = folded_re(r"\b(?:equivoqu\w*|equivocad[oa]s?|confundi|confundido|confundida|trabuqu\w*|"
                     r"sin querer|sen querer|sin kerer|sen kerer|boton equivocado|(?:otro|outro) boton|"
                     r"(?:no|non) (?:queria|quise|quixen|queriamos|pretendia) (?:\w+ ){0,2}?"
                     r"(?:cancel|anul|borr|dar|tocar|pulsar|apretar|darlle|premer|preme)\w*|"
                     r"(?:no|non) (?:(?:me|nos) )?(?:la|lo|a|o|ma|mo) (?:canceles|anules|borres|cancelas|anulas|borras)|"
                     r"(?:no|non) era (?:eso|iso|ese|ese boton)|"
                     r"deshaz\w*|deshacer|desfai\w*|desfacer|recupera\w*|restaura\w*|devuelvel[ao]|"
                     r"(?:vuelve|volve|volver|volvamos|volvemos) (?:a pone\w*|atras|cara atras)|"
                     r"(?:era|queria|quixen|quise) (?:(?:darle|darlle|dar|pulsar|tocar|premer) (?:a |en |no |o )?)?"
                     r"(?:enviar|mandar|enviala|envialo)|"
                     r"(?:enviala|envialo|mandala|mandalo|enviaa|enviao|mandaa|mandao|enviamela|enviamelo|"
                     r"mandamela|mandamelo))\b"
                     r"|^(?:uy|uf|ay|ups|upss|oops|vaya|hala|ostras|ai|ui) (?:no|non)\b")
CHANGE_RE = folded_re(r"\b(?:cambi\w*|modific\w*|mover|mueve|move|muda\w*|otra hora|outra hora|otro dia|"
                r"outro dia|otra fecha|outra data|mejor|mellor|en vez de|en lugar de|retras\w*|"
                r"(?<!por )adelant\w*|atras\w*)\b")      # not «pagar por adelantado»
# «¿cuánto cuesta cambiarla?», «canto custa cambiala?», «¿cuánto cobráis por cambiarla?»: the price of a job done
# to the thing, asked (the «cambi…» of CHANGE_RE is then no change of the request)
# (not «¿cuánto me cobráis por cambiar la hora?», a change of the request; not «¿cuánto tiempo tengo para
# cambiarlo?»)
JOB_CHANGE_PRICED_RE = folded_re(r"\b(?:cuanto|canto|que precio|que prezo) (?:(?:me |nos |te |le |lle )?(?:cuesta|cuestan|"
                           r"costaria|costarian|custa|custan|custaria|custarian|cobrais|cobrades|cobras|cobran|"
                           r"cobrarias|vale|valen|sale|saen|salen|sae)(?: \w+){0,2}? )?"
                           r"(?:cambiar|cambiarl[oa]s?|cambial[oa]s?|cambiarmel[oa]s?|cambiarmal[oa]s?)\b"
                           r"(?! (?:la|el|a|o) (?:hora|dia|pedido|reserva|cita|encargo|nombre|nome)\b)")
PERSON_RE = folded_re(r"\b(?:hablar con|falar (?:con|cunha|cun)|pasame con|pasadme con|paseme con|ponme con|ponedme con|"
                r"(?:quiero|quero) (?:una persona|unha persoa|un humano|alguien|alguen)|persona real|"
                # «que lo vea una persona», «prefiero que la mire alguien», «que o vexa unha persoa»
                r"que (?:(?:lo|la|los|las|o|a|os|as|me|nos|le|lle) )?(?:vea|vean|mire|miren|revise|revisen|"
                r"vexa|vexan) (?:una persona|unha persoa|alguien|alguen)|"
                r"persoa real|un humano|una persona de verdad|unha persoa de verdade|humano|agente|"
                # (not told of: «el encargado fue muy borde», «o encargado faltounos», «la encargada nos gritó»)
                r"(?:(?:el|la|al|a la|o|a|ao|coa|co|un|una|unha) )encargad[oa](?! (?:para|pa|desde|hace|dende|fai|el|o|a|la|por)\b)"
                r"(?! (?:fue|fueron|foi|foron|era|eran|estuvo|estivo|(?:me|nos|le|lle) [a-z]+(?:o|ou))\b)(?! [a-z]+ou(?:me|nos|lle)\b)|"
                r"atencion al cliente|"
                # «mejor una persona», «prefiero alguien», «mejor hablo con alguien» (never at the party
                # question, where «mejor una persona» is a count: reader._handoff)
                r"(?:mejor|mellor|prefiero|prefiro) (?:(?:hablar|falar) (?:con|cunha|cun) )?(?:una persona|unha persoa|"
                r"alguien|alguen)|(?:hablo|falo) (?:con|cunha|cun) (?:una persona|unha persoa|alguien|alguen))\b")
# «que me llamen», «¿me puede llamar alguien?», «chamádeme»: a call asked for, never «¿puedo llamar?»,
# «¿a qué número os llamo?» (the contact data) nor «¿me llamaréis?» (how it is confirmed)
CALL_ME_RE = folded_re(r"\b(?:(?:que|ke|q) me (?:llame|llamen|llameis|chame|chamen|chamedes)|llamadme|llamenme|chamadme|chamademe|"
                 r"chamenme|(?:llam|cham)(?:ame|eme)(?= *$| (?:por favor|porfa|cuando|cando|luego|logo|manana|hoy|"
                 r"hoxe|ahora|agora|al|ao|a este)\b)|"
                 r"me (?:puede|pueden|puedes|podeis|podria|podrian|podriais|pode|poden|podes|podedes|poderia|"
                 r"poderian) (?:llamar|chamar)|(?:puede|pueden|puedes|podeis|podria|podrian|podriais|pode|poden|"
                 r"podes|podedes|poderia|poderian) (?:llamarme|chamarme))\b")
ANYONE_RE = folded_re(r"\b(?:me da igual|me es igual|igual me da(?! tiempo)|igual me ten|igual me e|da igual|dame igual|tanto me da|tanto me ten|tanto ten|"
                r"me da lo mismo|cualquiera|calquera|lo que sea|o que sexa|a que sexa|el que sea|la que sea|"
                r"quien sea|con quien sea|quen sexa|indiferente|sin preferencia|sen preferencia|"
                r"(?:el|la|o|a) que (?:este|haya|estea|haxa) libre|(?:el|la) primer[oa] (?:que haya|libre)|"
                r"(?:o|a) primeir[oa] (?:que (?:haxa|estea libre|estea)|libre)|(?:el|la) primer[oa] que (?:este|esté)"
                r" libre|(?:con )?(?:quien|quen) (?:este|estea) libre|"
                r"(?:no tengo|non teno|ninguna|ningunha|sin ninguna|sen ningunha) preferencia|"
                r"(?:el|la|o|a) primer[oa]? (?:que (?:pueda|poida)|persona libre|persoa libre)|"
                r"(?:el|la|o|a) que (?:antes|primero|primeiro) (?:pueda|poida)|"
                r"(?:los|las|os|as) dos (?:me valen|me sirven)|(?:os|as) dous me valen|ambos me valen|"
                r"da lo mismo|da o mesmo|tanto da|no me importa|non me importa|"
                r"(?:con )?(?:quien|quen|el que|la que|o que|a que) (?:haya|haxa|pueda|poida)|"
                # «co que haxa», «coa que estea libre», «con el que tenga hueco antes»
                r"(?:co|coa) que (?:haxa|poida|estea libre)|"
                r"(?:el|la|o|a|co|coa) que (?:tenga|tena) (?:hueco|oco|sitio)(?: antes)?|"
                r"cualquier hora|calquera hora|"
                r"^(?:es |e |pues |pois )?igual$)\b")      # «igual» alone: «me da igual»
# «cualquiera de las dos», «calquera das dúas», «las dos me valen»: either of two offered (not 14:00)
EITHER_OF_TWO_RE = folded_re(r"\b(?:cualquiera de (?:las|los) (?:dos|2)|calquera d(?:as|os) (?:duas|dous|2)|"
                       r"(?:las|los) dos (?:me valen|me sirven|valen)|(?:as|os) (?:duas|dous) (?:me valen|valen))\b")
# «el que tengas», «a la hora que tengáis», «cuando tengas hueco», «cando teñas oco»: whatever is free
# (searched only where «ten…» is said: ANYONE_RE is read on every message)
WHATEVER_YOU_HAVE_RE = folded_re(
    r"(?<!\bdime )(?<!\bdinme )(?<!\bdigame )(?<!\bmira )(?<!\bmostrame )(?<!\bensename )"
    r"\b(?:a )?(?:(?:el|la|o|a) (?:h?ora )?|a la h?ora |cuando |cando )"
    r"(?:que )?(?:tengas|tengais|tenga|tengan|tenas|tena|tenan|tenades|tes|tedes|tengades)"
    r"(?: (?:libre|hueco|oco|sitio))?"
    r"(?= *$| *[,.!?]| (?:libre|hueco|oco|sitio|disponible|ese dia|nese dia|por la|pola|antes)\b)")
OFFTOPIC_RE = folded_re(r"\b(?:chistes?|bromas?|politica|politico|elecciones|eleccions|gobierno|goberno|"
                  r"presidente|votar|programa(?:r|cion)|codigo fuente|python|javascript|html|futbol|"
                  r"real madrid|barca|el tiempo (?:que hace|manana|hoy)|que tiempo hace|que tempo fai|"
                  r"va a llover|vai chover|llovera|horoscopo|peliculas?|netflix|bitcoin|criptomoneda\w*|"
                  r"bolsa de valores|poema|poesia|cancion|capital de|chatgpt|matematicas|deberes|"
                  r"sentido de la vida|ecuacion|recetas? para cocinar)\b")
# «Que ponga Feliz cumple», «que lleve…», «que diga…»: what a note asks to be done, not a question
# At the note question, what starts like a wish or a dedication is the note's, even with a day
# or a product's name in it («que ponga Feliz domingo abuela», «Felicidades <a product>»).
# («que as Y sexan Z», «que las Y vengan…»: what it is about, before the verb)
_WISH_VERBS = (r"(?:ponga|pongan|pona|ponan|diga|digan|lleve|leve|lleven|leven|sea|sexa|vaya|vaia|vayan|"
               r"vaian|venga|vena|vengan|venan|esten|este|estea|estean|queden|quede|incluya|inclua|traiga|traia|"
               r"traigan|traian|tenga|tengan|tena|tenan|lleve escrito|leve escrito|me llamen|me llameis|me chamen|"
               r"me chamedes|me avisen|me aviseis|me avisedes)")
_WISHED_THING = r"(?:(?:el|la|los|las|o|a|os|as) [a-z]+ )?"
NOTE_WISH_RE = folded_re(r"^(?:que (?:el|la|los|las|o|a|os|as) [a-z]+ (?:sean|sexan|sea|sexa)|"
                   rf"que {_WISHED_THING}{_WISH_VERBS}|pon|poned|ponme|pode poner|"
                   r"escribe|escribid|feliz|felices|felicidades|felicitaciones|muchas felicidades|parabens|noraboa|"
                   r"zorionak|happy|te quiero|te queremos|vos queremos|por muchos|por moitos)\b")
# «que no lleve X», «que non leve X»: a wish said in the negative, not «¿qué no lleva…?»
NEGATED_WISH_RE = folded_re(rf"^que {_WISHED_THING}(?:no|non) {_WISH_VERBS}\b")
# «sin X», «y todo sen X, porfa»: what the things held must come without, said on its own
WITHOUT_WISH_RE = folded_re(r"^(?:(?:y|e|pero|mais|ah|vale|ok|bueno|bo|pues|pois) )*(?:(?:todo|todos|todas|toda|todo eso) )?"
                      r"(?:sin|sen) ")
# «otra Y», «una Y más», «tamén 2 Y»: more of a thing, on top of what is held («las más tostadas»: the most)
_NOT_AFTER_AN_ARTICLE = "".join(rf"(?<!\b{a} )" for a in "el la lo los las o a os as".split())
MORE_OF_IT_RE = folded_re(rf"\b(?:otr[oa]s?|outr[oa]s?|{_NOT_AFTER_AN_ARTICLE}(?:mas|mais)|tambien|tamen|ademas|ademais|"
                    r"extra)\b")
QUESTION_START_RE = folded_re(r"^(?:(?:y|e|pero|oye|oe|una pregunta|unha pregunta|hola|ola|buenas|boas)\s+)*"
                        # not «cuando sea posible, …», «cuanto antes, …»: as soon as possible
                        # nor «cuando abráis», «cando abrades»: at the opening (dates.FIRST_THING_RE)
                        rf"(?!(?:cuando|cando) (?:sea|sexa) posible|(?:cuanto|canto) antes\b(?! {AHEAD_WORDS}\b)|"
                        r"(?:cuando|cando) (?:abrais|abrades|abran|abra)\b)"
                        r"(?:que|cual|cuales|cal|cales|cuando|cando|cuanto|cuanta|cuantos|cuantas|canto|"
                        r"canta|cantos|cantas|donde|onde|de donde|de onde|dende onde|como|por que|porque|quien|quen|tienes|teneis|"
                        r"tendes|tes|hay|hai|haceis|facedes|puedo|podo|puedes|podes|podeis|podedes|"
                        rf"se puede|se pode|podese|{OPENS_OR_CLOSES}|sabes|sabeis|sabedes|"
                        r"es posible|e posible|vendeis|vendedes|lleva|leva|llevan|levan|tiene|estais|"
                        r"estades|aceptais|aceptades|hasta|ata|a que hora|as que hora|desde que hora|"
                        r"dende que hora|a partir de que hora)\b")
# «¿cuánto…?», «¿hasta qué hora…?», «¿cándo…?», «¿dónde…?»: a question word asking for something
# (not «por qué», «cómo»: «¿por qué me cobrasteis de más?» complains as it asks)
INTERROGATIVE_RE = folded_re(r"\b(?:cuant[oa]s?|cant[oa]s?|cuando|cando|donde|onde|cual|cuales|cal|cales|"
                             r"(?:a|ata|hasta|desde|dende) que|que (?:hora|precio|prezo|dia|tal))\b")
# «y la X cuánto vale», «los X llevan lactosa» (no «?»): a question after what it asks about
QUESTION_AFTER_RE = folded_re(r"^(?!.*\b(?:quiero|quero|quisiera|queria|quixera|ponme|dame|pon|apuntame)\b)"
                        r"(?:(?:y|e|pero|oye|oe)\s+)?(?:\S+\s+){1,4}?(?:(?:cuanto|canto|cuanta|canta) (?:vale|valen|"
                        r"cuesta|cuestan|custa|custan|sale|salen|es|son|tarda|tardan)|que precio ten\w*|"
                        r"(?:lleva|llevan|leva|levan|contiene|contienen|conten|conteñen) (?:algo de |algun |algunha |"
                        r"alguna )?\S+$)\b")
# «me dijeron que hacéis X», «dixéronme que…»: what was heard of the business, asked to be confirmed
_HEARSAY = (r"(?:(?:me|nos) (?:dijeron|dixeron|han dicho|comentaron|contaron)|"
            r"(?:dixeronme|dixeronnos|comentaronme|contaronme)) que")
HEARSAY_RE = folded_re(rf"\b{_HEARSAY}\b")
# «saber», «preguntar», «ver si», «que me digáis»: what follows «quería» to ask, not to order
ASKING_VERBS = (r"(?:saber|preguntar\w*|consultar\w*|ver (?:si|se)|comprobar (?:si|se)|"
                r"que me (?:dig|dij|dix|dic)\w*)\b")
# «quiero una mesa para 4 el viernes y saber si hay…», «…e saber a que hora abrides»: the wish's verb asks too
AND_TO_KNOW = (r"(?:y|e) (?:tambien |tamen |ademas |ademais )?(?:saber|preguntar|preguntaros|preguntarvos|consultar|"
               r"consultaros) (?:si|se|a que|cuanto|canto|cuantos|cantos|cuando|cando|que|cual|cal|donde|onde|como)")
ASK_RE = folded_re(rf"\b(?:{AND_TO_KNOW}|(?:me|nos) gustaria (?:saber|preguntar)|gustaria(?:me|nos) (?:saber|preguntar)|"
             r"quisiera saber|queria saber|quixera saber|queriamos saber|quisieramos saber|una pregunta|preguntaros|"
             rf"(?:queria|quixera|quisiera|quero|quiero) {ASKING_VERBS}"
             r"(?:(?<= si)|(?<= se)|(?= (?:si|se|cuanto|canto|cuando|cando|que|cal|cual|donde|onde)\b))|"
             r"preguntarvos|consultaros|unha pregunta|una duda|unha dubida|informacion|informacion sobre|info|"
             r"informaciones|informacions|"
             r"(?:es|son|e|sera|seran) apt[oa]s? (?:para|pra)|"
             rf"{_HEARSAY})\b")
ORDER_RE = folded_re(r"\b(?:pedir|pido|pedimos|pedido|pediros|encarg\w*|encomend\w*|encomenda\w*|"
               r"compr(?:ar|o|amos)|apart(?:ar|arme|arnos|ame|anos|adme|ais|aime|ademe)|"
               r"guarda(?:me|dme|ime|is|des|s|sme|desme)|garda(?:me|deme|des|s|sme|desme)|dej(?:ais|adme)|"
               r"deix(?:ades|ademe)|prepar(?:ar|ame|adme|aime|ais|ades|ademe|asme|adesme)|recoger|recojo|"
               r"recogerlo|recogerla|recoller|recollo|recollelo|recollela|me llevo|levo|"
               r"reserva(?:me|dme|s|is|des|sme|desme|rme))\b")
# «porfa», «gracias»: courtesy said around what is asked, no part of it
COURTESY_WORDS = frozenset("porfa por favor gracias grazas pls plis".split())
# «3 normales y 3 de Y», «dous sinxelos»: the plain one of a product (folded, singular)
PLAIN_KIND_WORDS = frozenset("normal normai corriente sencillo sencilla sinxelo sinxela simple clasico clasica".split())
# «el», «unha», «de», folded: the words before a noun that name nothing themselves
ARTICLE_WORDS = frozenset("el la los las lo o a os as un una unos unas unha unhas de do da dos das".split())
# «mi», «mis», «o meu», «a miña», folded: the writer's own
MY_WORDS = frozenset("mi mis meu meus mina minas nuestro nuestra nuestros nuestras noso nosa nosos nosas".split())
# «con mi foto», «co meu nome»: the writer's own that is put on a thing made (folded, singular)
PUT_ON_WORDS = frozenset("foto fotografia nombre nome logo logotipo firma inicial iniciales iniciais dibujo "
                         "debuxo cara".split())
# «con tarjeta», «en efectivo», «por bizum»: how one pays (folded)
PAYMENT_WORDS = frozenset("tarjeta tarxeta efectivo metalico bizum visa mastercard paypal cambio".split())
# «con mucho cariño», «con todo el cariño», «con moito agarimo»: said with feeling, no wish about a thing
WITH_FEELING_WORDS = frozenset("mucho mucha moito moita todo toda tanto tanta".split())
# «me», «lo», «no»: a value said as a pronoun or a negation is no value («de color me da igual»)
NO_VALUE_WORDS = frozenset("me te se nos vos lo le les che lle lles no non igual".split())
# «no», «tampoco»: said against what follows
NOT_WORDS = frozenset("no non tampoco tampouco".split())
NOT = rf"(?:{'|'.join(sorted(NOT_WORDS))})"
# «lo de antes», «eso que te dije», «iso do outro día»: words that point back at something said, or fill
# around it, and name nothing themselves
POINTING_WORDS = frozenset("lo la el los las o a os as de del do da que eso esto aquello iso isto aquilo antes "
                           "anterior arriba dije dixen dicho dito te che mismo mesmo todo ayer onte otro outro dia "
                           "y e pues pois oye oe vale ok ya xa tambien tamen".split()) | COURTESY_WORDS
_COUNT_WORD = "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True))
# a count said in figures or in one word: «2», «dos», «dous», «doce»
COUNT = rf"(?:[0-9]{{1,2}}|{_COUNT_WORD})"
# «tarjeta», «texto», «letrero»: what words are written on, besides the trade's own things
WRITTEN_ON = frozenset("tarjeta tarxeta texto mensaje mensaxe inscripcion inscricion grabado gravado letrero".split())
# «la mitad», «a metade»: half of a count said (the nouns alone: told_apart, «uno hoy y la mitad…»)
HALF_NOUNS = ("mitad", "metade")
HALF_SAID = ("la mitad", "a metade")
# «¿y la familiar?», «¿y la mitad?», «e a pequena?»: a size, an amount or a trait of the thing talked
# about, never a thing of its own (nor its diminutives: is_diminutive)
TRAIT_WORDS = frozenset("""grande pequena pequeno peque mediana mediano chica chico gorda gordo enorme mini maxi
xl xxl familiar individual doble dobre triple media medio entera entero enteira enteiro tamano medida normal
especial casera casero caseira caseiro vegana vegano vegetariana vegetariano integral natural caliente quente
fria frio fresca fresco dulce doce salada salado picante suave light barata barato cara caro nueva nuevo nova
novo clasica clasico tradicional artesana artesano artesanal original""".split()) \
    | frozenset(HALF_NOUNS)
# «¿y la tarjeta?», «¿e os nenos?», «¿y el wifi?»: how one pays, who comes along, what the place has —
# the knowledge's or a person's to answer, never a thing sold
VISIT_WORDS = frozenset("""tarjeta tarxeta bizum efectivo metalico datafono pago cambio factura ticket tiquet
recibo iva propina descuento oferta promocion ninos ninas nino nina nenos nenas neno nena peques crios bebe
bebes mayores abuelos adultos grupo wifi internet enchufe parking aparcamiento aparcamento bano aseo lavabo
acceso accesibilidad ascensor escalera rampa trona cambiador calefaccion aire musica perro perros can cans mascota reserva cita
horario envio entrega domicilio recogida""".split())
# «pequeñita», «grandecitos», «chiquitín»: a diminutive; «pequeniña» (-iña, folded -ina) only of a trait word,
# as «sardina», «tortilla» are things of their own
_DIMINUTIVE_RE = re.compile(r"\w{2,}(?:it[oa]s?|itin(?:[oa]s?)?)$")
_GALICIAN_DIMINUTIVE_RE = re.compile(r"(?P<stem>\w{4,}?)(?:c|z)?in[oa]s?$")


def is_diminutive(word: str) -> bool:
    """«pequeñita», «grandecito», «chiquitín», «pequeniña»: a word said small (folded)."""
    if _DIMINUTIVE_RE.fullmatch(word):
        return True
    m = _GALICIAN_DIMINUTIVE_RE.fullmatch(word)
    return m is not None and any(trait.startswith(m["stem"]) for trait in TRAIT_WORDS if len(trait) > 3)
# what asks for advice: «me recomiendas», «aconséjame», «que me aconsellas», «recomendádeme»
RECOMMEND_VERB = (r"(?:recomiend\w*|recomend\w*|aconsej\w*|aconsell\w*|suxir\w*|sugier\w*|suger\w*)")
# «para llevar», «pa llevar», «pra levar»: taken away (TAKEAWAY_RE, take_away_refused)
FOR_TAKING_AWAY = r"(?:para|pra|pa) (?:llevar|levar)"
# «para recoger», «pa levar», «a recollelo», «y lo recojo», «e paso a buscalo»: how and when the thing is
# picked up, said beside it (the request's, never a note nor the words written on the thing)
PICKUP_SAID = (r"(?:(?:para|pa|pra) (?:ir a |pasar a )?(?:recog\w*|recoj\w*|recoll\w*|recoxe\w*|busca\w*)|"
               rf"{FOR_TAKING_AWAY}|(?:a|pa) (?:recoger\w*|recoller\w*|recolle\w*)|"
               r"(?:y|e) (?:lo |la |los |las |o |a |os |as )?(?:recojo|recollo|(?:paso|pasare|pasarei) a "
               r"(?:recog\w*|recoll\w*|busca\w*|por)))\b")
# «para llevar», «es para recoger», «pa recollelo», «lo recojo yo» said alone: picked up, as every order is
PICKUP_ONLY_RE = folded_re(rf"^(?:(?:es|son|e|sera|va a ser|vai ser|y|e|pues|pois|nada|no|non) )*"
                           rf"(?:{PICKUP_SAID}|"
                           r"(?:lo|la|los|las|o|a|os|as) (?:recojo|recollo|recogere|recollerei) yo|"
                           r"(?:recogerlo|recogerla|recollelo|recollela|recollo|recojo) yo)"
                           r"(?: (?:yo|eu|aqui|ahi|alli|en la tienda|na tenda|porfa|por favor|gracias|grazas))*\W*$")
# «para llevar», «para llevar a la oficina», «pra levar ao traballo»: taken away, and where to (a place
# named after «a»: not an hour, «a las 10», nor a count, «a dos personas»)
TAKE_AWAY = (rf"{FOR_TAKING_AWAY}(?: (?:a la|a mi|a el|a|al|ao) "
             rf"(?!(?:las|los|as|os|la|el|o|{_COUNT_WORD})\b)[a-z]{{3,}})?")
# The pieces of a favour asked, shared by its readers (items_text, note_talk, reader): «¿puedes…?»,
# «¿podéis…?», «¿poderíades…?»: the business asked whether it can
# What is done to a thing bought, in both languages: wrapped, packed, signed, dedicated, split, cut,
# decorated. The stems once; every shape the readers look for is built from them.
# «envuelve», «envolto», «empaquetar»: any form of wrapping (matched at a word's start)
WRAP_VERB = r"(?:envuelv|envolv|envuelt|envolt|embrul?l|empaquet|embal)"
# (the trade's own verbs come from business.json `reading.done_to_words`: `done_to`)
DONE_TO_STEMS = ("embrul?l", "empaquet", "embal", "dedic", "firm", "asin", "separ", "decor", "adorn")
# «envuelto», «envoltas», «empaquetado», «embrullada»: wrapped
WRAPPED = r"(?:envuelt|envolt|(?:embrul?l|empaquet|embal)ad)[oa]s?"


def done_to(trade_stems: tuple[str, ...] = ()) -> tuple[re.Pattern, re.Pattern]:
    """(any form of the verbs, matched at a word's start: «envuelve», «firma», «envolto»; their participle:
    «envuelto», «firmadas», «asinados») of what is done to a thing bought, with the trade's own stems."""
    stems = "|".join((*DONE_TO_STEMS, *(re.escape(s) for s in trade_stems)))
    return (re.compile(rf"(?:envuelv|envolv|envuelt|envolt|{stems})"),
            re.compile(rf"(?:envuelt|envolt|(?:{stems})ad)[oa]s?"))
# «envuélvelo», «envolvédemo», «envuélvemelas», «embrúllao»: wrap it, told as an order with its pronoun
WRAP_IT = rf"{WRAP_VERB}\w*?(?:melo|mela|melos|melas|mo|ma|mos|mas|lo|la|los|las|o|a|os|as)"
CAN_YOU = r"(?:puedes|podes|podeis|podedes|podrias|poderias|podriais|poderiades)"
# «pódesme», «podédeslle», «pódesnos»: the Galician «can you» with to whom after it
CAN_YOU_TO_ME = rf"(?:{CAN_YOU}|(?:podes|podedes)(?:me|nos|lle))"
# «me», «nos», «lle»: to whom; «lo», «la», «os»: what
TO_WHOM = r"(?:me|nos|le|lle|les|lles|se)"
IT_PRONOUN = r"(?:lo|la|los|las|o|a|os|as)"
# «ma», «cho», «nola», «llelo»: the two said as one word (Galician)
TO_ME_IT_JOINED = r"(?:mo|ma|mos|mas|cho|cha|nolo|nola|nolos|nolas|llelo|llela)"
# «¿me haces una…?», «¿fasme…?», «¿me preparas…?»: generic verbs asking a favour, the customer their
# object. They ask for something to be made or sold only where nothing else is asked: «¿a cuánto me
# haces la X?» asks a price, «¿cuánto tiempo me dejas el X?» a duration (reader: `_is_order`).
FAVOUR_RE = folded_re(r"\b(?:hazme|hacedme|hacerme|hacernos|fasme|facedesme|facerme|facernos|faime|vendeme|venderme|"
                r"vendesme|vendedesme|preparasme|deixasme|deixadesme|apartasme|apartadesme|"
                r"(?:me|nos) (?:haces|haceis|hace|harias|hariais|fas|fai|facedes|farias|dejas|dejais|deja|deixas|"
                r"deixades|vendes|vendeis|vende|vendedes|preparas|preparais|prepara|preparades|apartas|apartais|"
                r"aparta|apartades|guardas|guardais|guarda|gardas|gardades|apuntas|apuntais|apunta|apuntades|"
                r"reservas|reservais|reserva|reservades|pones|poneis|tienes|teneis|tes|tedes|tendrias|tendriais|"
                r"pides|pedis|pedides|coges|cogeis|colles|colledes|encargas|encargais|encargades|"
                r"terias|teriades)|apuntame|apuntadme|apuntasme|"
                r"apuntadesme|reservame|reservadme|gardasme|gardadesme|guardame|guardadme|reservadesme|"
                # «¿me puedes apuntar…?», «¿pódesme apuntar…?», «¿podríais guardarme…?»
                r"(?:(?:me|nos) )?(?:puedes|podeis|podrias|podriais|puede|podria|podes|podedes|poderias|"
                r"poderiades)(?:me|nos)? (?:apuntar|reservar|guardar|gardar|preparar|apartar|encargar|dejar|deixar)\w*|"
                # «¿me podéis hacer…?», «¿podríais hacerme…?» (not «¿podéis hacer X?»: whether it is made)
                r"(?:me|nos) (?:puedes|podeis|podrias|podriais|puede|podria|podes|podedes|pode|poderia|poderias|"
                r"poderiades) (?:hacer|facer)\w*|"
                r"(?:puedes|podeis|podrias|podriais|puede|podria|podes|podedes|pode|poderia|poderias|poderiades) "
                r"(?:hacer|facer)(?:me|nos)\w*)\b")
# «¿a qué hora puedo pasar a recoger?», «¿cuándo lo puedo recoger?»: when the shop can be visited (the
# reader takes it as an opening-hours question only when no day or time is said, outside any request)
COME_BY_RE = folded_re(r"\b(?:a que hora|desde que hora|dende que hora|a partir de que hora|cuando|cando) "
                 r"(?:puedo|podo|podria|poderia|podemos|se puede|se pode) "
                 r"(?:pasar(?: a (?:recoger|recoller))?|recoger|recoller)$")
# what the customer has asked for already («mi pedido», «el libro que encargué»): not the shop's hours
OWN_THING_RE = folded_re(r"\b(?:mi|mis|meu|meus|miña|miñas|mina|minas|pedidos?|pedi|pedimos|encarg\w*|encomend\w*|"
                   r"reserva|cita|tengo|tenemos|teno|temos|hice|hicimos|fixen|fixemos)\b")
# «¿cuándo podría recogerlo?», «¿a q hora lo puedo recoger?», «¿qué día puedo pasar a buscarla?», «¿cando o
# teño que recoller?»: when a thing can be picked up (of a thing asked about: its first day; once sent:
# when it was sent for, when it ends the message)
_PICK_UP_CAN = (r"(?:podria|puedo|podre|podo|poderia|podrei|podemos|podriamos|se puede|se pode|tengo que|teno que|"
                r"debo|paso a|voy a|vou) (?:pasar a |ir a |vir a |venir a |ir |vir )?")
# («¿a qué hora lo recojo?»: with the pronoun, the verb alone says it too; gl «¿cando podo ir buscalos?»)
PICK_UP_WHEN = (r"\b(?:a (?:que|q) hora|cuando|cando|(?:que|q) dia) (?:(?:lo|la|los|las|o|a|os|as) "
                rf"(?:{_PICK_UP_CAN})?|{_PICK_UP_CAN})(?:recog|recoj|recoll|recox|buscar|buscal)\w*")
PICK_UP_WHEN_RE = re.compile(PICK_UP_WHEN)
# «¿cuándo puedo recoger la <thing>?», «¿a qué hora recojo el <thing> que encargué?»: a thing named after the
# verb (not «recogerlo el martes», «recoger a las 5», «recollelo esta tarde»: a day or a time)
PICK_UP_NAMED_RE = folded_re(rf"{PICK_UP_WHEN} (?:el|la|los|las|lo|o|a|os|as|un|una|unos|unas|unha|unhas|ese|esa|esos|"
                       r"esas|este|esta|estos|estas|eso|esto|iso|isto|mi|mis|meu|meus|mina|minas|miña|miñas|tu|tus|"
                       r"su|sus|teu|teus|tua|tuas|seu|seus|sua|suas) (?!(?:lunes|martes|miercoles|jueves|viernes|"
                       r"sabados?|domingos?|luns|mercores|xoves|venres|finde|fin|semana|dia|tarde|manana|mana|noche|"
                       r"noite|mediodia|hora|horas|una|unha|la|las|misma|mesma|proxima|siguiente|seguinte|\d)\b)\w+")
# «quiero cambiar mi reserva del viernes», «hice un pedido y quiero cambiar la hora», «tenemos reserva
# el sábado, ¿podemos llegar a las 21:30?»: a change of a request made before, not a new one
# «ayer encargué…», «xa reservei…»: a request made before, in the past tense
# «recoger mi X», «recoller a miña X», «pasar a por mis X»: picking up the customer's own (the
# reader: no new order; the recap of what was sent: when)
PICK_UP_MINE = (r"(?:recoger|recojer|recojo|recoja|recoller|recoxer|recollo|recolla|buscar|busco|retirar|"
                r"pasar a por|ir a por|vir por|ir por) (?:a |o |as |os )?(?:mi|mis|meu|meus|mina|minas)")
_OPENING = r"(?:hola|buenas|buenos dias|bos dias|oye|oe|mira|pues|pois|yo|eu)"
# «¿puedo cambiar el día?», «¿podría cambiarla?», «si la cancelo»: the request itself moved or called off
# (not «¿podemos cambiar algo del menú?»)
_IT_MOVED = (r"(?:cambiar|mover|mudar|modificar|cancelar|anular)(?:la|lo|las|los|a|o|as|os)|"
             r"(?:la|lo|las|los|a|o|as|os) (?:(?:puedo|podria|podo|poderia|se puede) )?"
             r"(?:cambi|muev|mov|mud|modific|cancel|anul)\w*|"
             r"(?:cambiar|mover|mudar|modificar) (?:el|la|o|a) (?:dia|hora|fecha|data)|"
             r"(?:cancelar|anular|cancelo|anulo)$")
ORDERED_BEFORE = (r"(?:ayer|anteayer|antes de ayer|onte|antonte|el otro dia|o outro dia|la semana pasada|"
                  r"la ultima vez|a ultima vez|a derradeira vez|la otra vez|a outra vez|"
                  r"a semana pasada|hace \w+ dias|fai \w+ dias|ya|xa) (?:\w+ )?(?:encargue|encargamos|pedi|pedimos|"
                  r"reserve|reservamos|encarguei|pedin|reservei|encomendei)|encarguei|reservei|encomendei|"
                  # «encargué una X, ¿puedo cambiar el día?», «hola, reservé mesa…»: the first word, said of oneself.
                  # Folded, «encargue/reserve» is the formal «Encargue una X, por favor» too: a past only when
                  # it is then moved or called off (the reader's `_SAID_IN_THE_PAST_RE` reads the typed accent)
                  rf"^(?:{_OPENING} )*(?:pedi|(?:encargue|reserve)(?=.*\b(?:{_IT_MOVED})))")
_EARLIER = (rf"{ORDERED_BEFORE}|(?:mi|mis|meu|meus|mina|minas) (?:pedidos?|encargos?|reservas?|citas?|encomendas?)|"
            r"(?:hice|hicimos|fixen|fixemos|tengo|tenemos|teno|temos|tenia|teniamos|tina|tinamos) "
            r"(?:un |una |unha |o |a )?(?:pedido|encargo|reserva|cita|encomenda)|"
            # «tengo reservado el viernes», «he reservado por teléfono», «temos mesa reservada»
            r"(?:tengo|tenemos|teno|temos|tenia|teniamos|he|hemos) (?:mesa )?(?:reservad[oa]|encargad[oa])|"
            r"(?:he|hemos) (?:reservado|encargado|pedido)|"
            r"(?:el|la|o|a|no|na) (?:pedido|encargo|reserva|cita|encomenda) (?:de|del|da|do|que)")
# «tengo reservado el viernes para 4, ¿podemos ir con perro?»: a request made before, talked about
EARLIER_RE = folded_re(rf"\b(?:{_EARLIER})\b")
# «pedí», «cogí», «encarguei», «deixei», «collín», «tengo reservado X» (folded): a request made before, said of oneself
# («merqueivos», «compreiche»: gl, the pronoun joined to the verb)
MADE_BEFORE_RE = folded_re(r"\b(?:pedi|cogi|(?:pedin|encarguei|reservei|deixei|merquei|comprei|levei|collin)"
                           r"(?:vos|che|lle|lles)?|"
                           r"(?:tengo|tenemos|teno|temos) (?:\w+ ){0,3}(?:reservad|encargad|pedid)[oa]s?)\b")
# Folded, «encargue», «reserve», «deje», «compre» are the formal command too («Reserve para 2,
# por favor»): made before only when how it stands is asked («encargue una X, ¿está confirmada?»)
MADE_BEFORE_OR_BIDDEN_RE = folded_re(r"\b(?:encargue|reserve|deje|compre)\b")
# «¿está lista?», «¿ya está?», «¿ha llegado?», gl «¿xa está arranxada?», «¿chegou?»: the state of a thing asked
# (`had_with_you.of_ones_own`: «¿está lista mi X?»); part of how a request made before stands, below
THING_STATE_ASKED = (r"\b(?:esta|estan)(?: ya| xa)? (?:todo )?(?:list|hech|feit|preparad|arreglad|amanad|arranxad|"
                     r"reparad|terminad|acabad|rematad|apartad|gardad|guardad)\w*|"
                     r"\b(?:ya|xa) (?:esta|estan)\b|\b(?:ha|han) llegado\b|\b(?:chegou|chegaron)\b")
THING_STATE_ASKED_RE = folded_re(THING_STATE_ASKED)
# «¿está confirmada?», «¿está ya?», «¿cuándo la puedo recoger?», «¿lo puedo pasar a las 6?», «¿llegó?», gl
# «¿cando a podo recoller?»: how a request made before stands, asked: a thing's state (above), the request's own
# (confirmed, noted) or when to fetch it. With only «mi X» said and no request told, the thing's state alone is
# such a question: «¿cuándo puedo recoger mi X?» stays the pickup's (`had_with_you.of_ones_own`).
STATUS_ASKED_RE = folded_re(
    rf"{THING_STATE_ASKED}|"
    r"\b(?:esta|estan)(?: ya| xa)? (?:todo )?(?:confirmad|apuntad|anotad|reservad|encargad)\w*|\b(?:esta|estan) (?:ya|xa)$|"
    r"\btodo (?:bien|ben|correcto|ok)\b|\bconfirm(?:ais|ades|as|an)\b|"
    r"\b(?:cuando|cando|a que hora|que dia|que hora) (?:\w+ ){0,3}(?:recog|recoj|recoll|busc|pas)\w*|"
    r"\b(?:la|lo|las|los|a|o|as|os) (?:puedo|podo|podemos|podriamos|poderiamos) (?:recoger|recoller|pasar|buscar)\b|"
    r"\b(?:llego|llegaron|(?:la|lo|las|los) teneis|(?:a|o|as|os) tedes)\b")
# «reservé el año pasado y repetimos: …», «volvemos»: one like it asked for anew
ASKED_ANEW_RE = folded_re(r"\b(?:repet\w*|volvemos|volveremos|de nuevo|de novo)\b")
# «…y cancelar el pedido de ayer», «e anular a miña reserva», «…y el otro pedido»: an order or a
# booking called off by name
# «la», «mi», «vuestro», «a miña» (folded): what comes before the name of an order or a booking
REQUEST_DETERMINER = r"(?:el|la|los|las|o|a|os|as|mi|mis|meu|mina|tu|vuestro|vosa)"
REQUEST_NOUN = r"(?:pedidos?|reservas?|citas?|encargos?|encomendas?)"
CANCEL_A_REQUEST_RE = folded_re(rf"\b{CANCEL_VERB}\s+(?:(?:{REQUEST_DETERMINER}|otro|otra|outro|outra)\s+)*"
                                rf"{REQUEST_NOUN}\b")
# «…el pedido anterior», «la otra reserva», «o encargo de antes»: the one called off marked as made before
# (with EARLIER_RE «el pedido de ayer», «el que hice» and MADE_BEFORE_RE «el que pedí»)
MARKED_EARLIER_RE = folded_re(r"\b(?:anterior|anteriores|de antes|el otro|la otra|los otros|las otras|o outro|"
                              r"a outra|os outros|as outras|que hice|que hicimos|que fixen|que fixemos)\b")
# «si no puedo ir…», «si al final…», «se non podo…», «por si acaso…»: what follows may happen, it is not
# asked; a condition about going, never a courtesy («si puedes», «si no es molestia», «se é posible»)
MAYBE_LATER_RE = folded_re(r"\b(?:(?:si|se)(?: (?:al final|ao final|ó final|finalmente|por lo que sea|por o que sexa))?"
                           r" (?:no|non) (?:(?:me|nos|lle|le|les) )?(?:\w+ )?(?:puedo|podemos|podo|pudiera|pudieramos|"
                           r"puidera|puideramos|voy|vamos|vou|imos|vengo|venimos|veño|vimos|llego|llegamos|chego|chegamos|"
                           r"acudo|acudimos|consigo|conseguimos|da tiempo|da tempo|cuadra|encaixa|va bien|vai ben)\b|"
                           r"(?:si|se) (?:al final|ao final|ó final|finalmente)\b|"
                           r"(?:si|se) (?:me|nos|te|che) (?:surge|sale|xurde|sae|pasa|lia)\b|"
                           r"(?:si|se) (?:hay|hai) (?:algun|algunha|alguna|cualquier|calquera) (?:problema|imprevisto|cambio)|"
                           r"(?:si|se) (?:cambian|cambiamos|mudan|mudamos) (?:los|de|os) plan|"
                           r"por si|en caso de que|no caso de que|por se)\b")
# «moverla», «movela», «mudar a hora», «múdaa»: Galician changes with «mudar» too
_CHANGE_VERB = (r"cambi\w*|modific\w*|mover\w*|movel[oa]s?|muev\w*|move|mudar\w*|mudal[oa]s?|muda(?:a|o|s)?|"
                r"retras\w*|(?<!por )adelant\w*|atras\w*")
# «me he equivocado de día en el pedido que mandé»: a mistake in it is a change of it too
_MISTAKE_VERB = r"equivo[cq]\w*|confund\w*|trabu[cq]\w*"
EARLIER_CHANGE_RE = folded_re(rf"\b(?:{_EARLIER})\b.*\b(?:{_CHANGE_VERB}|{_MISTAKE_VERB}|llegar|chegar|ampliar|anadir|engadir|"
                        r"pasar(?:la|lo|a|o)?)\b"
                        rf"|\b(?:{_CHANGE_VERB}|{_MISTAKE_VERB})\b.*\b(?:{_EARLIER})\b"
                        r"|\b(?:cambiar|modificar|mover) (?:un|una|unha) (?:pedido|encargo|reserva|cita|encomenda)\b")
# «quiero cambiar la hora», «mover la reserva al jueves», gl «mudar o día»: the day or time of a request, or the
# request itself, changed (with nothing under way in the chat: one made before, `reader._moved_with_nothing_held`)
VISIT_MOVED_RE = folded_re(rf"\b(?:{_CHANGE_VERB}) (?:(?:el|la|o|a) (?:dia|hora|fecha|data)|"
                           r"(?:la|el|a|o) (?:cita|reserva|pedido|encargo|encomenda))\b")
# «reservé una X…, ¿se puede cambiar a las 12?»: with the typed accent, a change of one made before
CHANGE_VERB_RE = folded_re(rf"\b(?:{_CHANGE_VERB}|{_MISTAKE_VERB})\b")
# «quiero cambiarla por…», «quero anulalo», «quiero añadir 2 Y»: a wish about one made before (changed, called
# off or added to), never a new request of its own
ALTERS_A_REQUEST_RE = folded_re(rf"\b(?:{_CHANGE_VERB}|{_MISTAKE_VERB}|{CANCEL_VERB}|anad\w*|engad\w*|agreg\w*|ampli\w*)")
# «mejor con otra persona», «prefiero otro»: not the person held (never «otro día», «otra hora»). The
# noun after «otro» is optional: a trade's own word for its staff needs no listing here.
OTHER_PERSON_RE = folded_re(r"\b(?:otra persona|outra persoa|(?:con|co|coa|prefiero|prefiro|mejor con|mellor con|mejor|mellor) "
                      r"(?:(?:el|la|o|a|co|coa) )?(?:otr[oa]|outr[oa])(?: (?:persona|persoa|chica|chico|rapaza|rapaz|profesional))?"
                      r"(?! (?:dia|hora|cita|vez|reserva|fecha|data|semana|mes|momento|servicio|cosa)\b))\b")
# «me da igual quién», «con quien sea»: the person, said even when one is held
ANYONE_WHO_RE = folded_re(r"\b(?:igual (?:quien|quen|con quien|con quen)|(?:con )?(?:quien|quen) (?:sea|sexa|este libre|estea libre)|"
                    # «con el que haya», «co que haxa», «coa que estea libre», «con el que tenga hueco antes»
                    r"(?:con (?:el|la)|co|coa) que (?:haya|haxa|pueda|poida|este libre|estea libre|tenga|tena)|"
                    r"cualquiera|calquera)\b")
# What the summary's buttons do, said in words: «cambiar la hora», «otro día», «añadir algo»
_CHANGED_DAY = r"cambi\w* (?:el |o |de )?dia|cambi\w* (?:la |de )?fecha|cambi\w* (?:a |de )?data"
_CHANGED_TIME = r"cambi\w* (?:la |a |de )?hora"
CHANGE_DAY_RE = folded_re(rf"\b(?:{_CHANGED_DAY}|(?<!\bel )(?<!\bo )(?:otro|outro|noutro) dia|otra fecha|outra data)\b")
CHANGE_TIME_RE = folded_re(rf"\b(?:{_CHANGED_TIME}|(?:otra|outra) (?:la |a |de )?hora|a otra hora|a outra hora)\b")
# «el cambio de hora», «cambiar el día», «un cambio de fecha»: the request's when changed («cambio» names no thing)
CHANGE_OF_WHEN_RE = folded_re(rf"\b(?:{_CHANGED_DAY}|{_CHANGED_TIME})\b")
# «una más de 20», «añade una de 20», «engade unha de 12», «tb una de 12», «una de 20 más»: one more,
# beside what is held (the word of adding next to the count; not «…, que seremos más»)
_A_COUNT = r"(?:un|una|unha|uno|otra|otro|outra|outro|dos|dous|duas|tres|catro|cuatro|[0-9]+)"
# «añade», «engádeme», «agregad»: any form of adding to what is asked (matched at a word's start)
ADD_VERB = r"(?:anad|engad|agreg)\w*"
# «dos», «unha», «12»: a count said, in words or in digits
COUNT_SAID = (r"(?:[0-9]{1,2}|un|uno|una|unha|dos|dous|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|"
              r"nueve|nove|diez|dez|once|doce|quince|veinte|vinte)")
# «me hacen falta 5», «fanme falta 20»: a need of so many, a wish as «quiero 5» is (Signals.want_kw)
NEED_OF_A_COUNT_RE = folded_re(rf"\b{_I_NEED} {COUNT_SAID}\b")
# «también», «tamén»: as well
ALSO = r"(?:tambien|tamen)"
# «… y el jueves también / lo mismo», «… e o xoves tamén / o mesmo»: the same thing again («igual» is
# «maybe» too: «… y el jueves igual me paso»)
THE_SAME_AGAIN = rf"(?:{ALSO}|lo mismo|o mesmo|otra vez|outra vez)"
# «vale, añádela», «engádea», «añade dos», «pues uno también», «vale, también», «esa también»: the one
# just priced, added to the order held (the whole message: «añade una nota que diga…» is a note)
ADD_THE_ONE_ASKED_RE = folded_re(r"^(?:(?:vale|ok|pues|pois|si|bueno|bo|entonces|venga|y|e)\s+)*"
                           rf"(?:(?:{ADD_VERB}|suma\w*)(?:\s+{COUNT_SAID})?|{COUNT_SAID}\s+{ALSO}"
                           rf"|(?:(?:ese|esa|eso|este|esta|ise|isa|iso)\s+)?{ALSO})"
                           rf"(?:\s+(?:{ALSO}|porfa|por favor|gracias|grazas))*$")
# «vale», «ok», «pois si», «de acuerdo», «entonces»: agreed, before what is taken
AGREED = r"(?:vale|ok|okay|okey|oki|si|pues|pois|venga|dale|de acuerdo|dacordo|bueno|bo|entonces|perfecto)"
# «vale», «sí», «pois si», «venga», «dámelo», «dámo» (the whole message) right after one product's price:
# that one taken (not «vale, gracias», a thanks; not «ok» or «de acuerdo» alone, an acknowledgement; not
# after a list, where it is unclear which)
TAKE_THE_ONE_PRICED_RE = folded_re(rf"^(?:{AGREED}[\s,.!]*)*"
                             r"(?:vale|si|venga|dale|"
                             r"(?:da|de|trae|traiga)me(?:lo|la|los|las)|da(?:mo|ma|mos|mas|lo|la))[\s.!]*$")
ADDED_BESIDE_RE = folded_re(rf"\b(?:{ADD_VERB}|tambien|tamen|tb|tmb)(?: me)? {_A_COUNT}\b|"
                      rf"\b{_A_COUNT} (?:mas|mais)\b|\b{_A_COUNT} de [0-9]+(?: [a-z]+)? (?:mas|mais)$")
# «y una de 20», «e unha de 8» with the held ones of another size: that many more, in that size
AND_SOME_OF_A_SIZE_RE = folded_re(rf"^(?:y|e) {_A_COUNT} de [0-9]+\b")
ADD_MORE_RE = folded_re(r"^(?:(?:quiero|quero|quisiera|quixera|puedo|podo|me gustaria|gustariame|voy a|vou) )?"
                  r"(?:anadir|anade|engadir|engade|pedir|meter|poner|por) (?:algo|alguna cosa|mas cosas|algo mais|"
                  r"algo mas|outra cosa|otra cosa)\b|^(?:algo|una cosa|unha cosa) mas\b|^falta(?:ria)? algo\b")
# «¿cuánto antes hay que encargarla?» (not «la quiero cuanto antes»: as soon as possible)
HOW_MUCH_AHEAD = (r"(?:con )?(?:cuanto|canto) antes (?:hay que|hai que|tengo que|teno que|tenemos que|temos que|"
                  r"se (?:debe|tiene que|ten que|ha de)|debo|debemos|hace falta|fai falta|habria que|habera que|"
                  r"haberia que) (?:encarga|pedi|reserva|avisa|encomenda|solicita)\w*")
# «¿la X necesita encargo?», «¿a X hai que encargala?», «¿se puede comprar la X sin encargar?»
NEEDS_ORDERING = (r"(?:hay|hai) que (?:encarga|encomenda)\w*|"
                  # «¿la tengo que encargar (antes)?», «¿hay que reservarlo?», «¿teño que encargalo?»: of a thing named
                  r"(?:lo|la|los|las|o|a|os|as) (?:tengo|teño|teno|tenemos|temos|debo|debemos) que "
                  r"(?:encargar|encomendar|reservar|pedir)(?: (?:antes|con antelacion|con tiempo|con tempo|previamente))?(?=\W*$)|"
                  r"(?:hay|hai) que (?:reserva|pedi)(?:rlo|rla|rlos|rlas|lo|la|los|las|o|a|os|as)\b|"
                  # «…? ¿tengo que encargarla?» as a question of its own (not «si quiero 20 X… tengo que encargarlos?»)
                  r"(?:^|[?.,] )(?:(?:y|e) )?(?:tengo|teño|teno|tenemos|temos|debo|debemos) que "
                  r"(?:encarga|encomenda|reserva|pedi)(?:rlo|rla|rlos|rlas|lo|la|los|las|o|a|os|as)\b|"
                  # «¿hay que avisar antes?», «¿teño que avisar con tempo?»: asked ahead of time
                  r"(?:hay|hai|tengo|teno|tenemos|temos|hace falta|fai falta|habria|haberia) que avisar(?:os|vos|te|che|les)? "
                  r"(?:antes|con (?:tiempo|tempo|antelacion|dias|dias de antelacion)|previamente)|"
                  r"(?:necesita|necesitan|precisa|precisan|requiere|requieren|leva|lleva|llevan|levan) "
                  r"(?:(?:un|una|unha) )?(?:encargo|encarga|encomenda|reserva previa|pedido previo)|"
                  r"(?:hace|fai) falta (?:encarga|encomenda)\w*|se (?:puede|pode)n? comprar (?:\w+ ){0,4}"
                  r"(?:sin|sen) (?:encarga|encomenda)\w*|(?:sin|sen) (?:encargo|encargar|encargala|encargalo|"
                  r"encargalas|encargalos|encomenda|encomendala|encomendalo) (?:previo |previa )?$")
NEEDS_ORDERING_RE = folded_re(rf"\b(?:{NEEDS_ORDERING})")
# «¿hace falta reservar?», «¿se puede ir sin reserva?», «¿hai que reservar para o domingo?»: asked, not booked
# (and «¿puedo ir sin cita el martes?», «¿es obligatorio reservar?», «¿teño que pedir cita?»)
BOOKING_NEEDED_RE = folded_re(r"\b(?:(?:hay|hai) que|(?:hace|fai) falta|es necesario|e necesario|es preciso|e preciso|"
                        r"es obligatorio|e obrigatorio|se necesita|necesito|necesitamos|preciso|precisamos|se precisa|"
                        r"tengo que|teño que|tenemos que|temos que|debo|debemos) "
                        r"(?:hacer |facer |pedir )?(?:(?:una|unha) )?(?:reserva|reservar|reservala|reservalo|cita)\b|"
                        r"\b(?:sin|sen) (?:reserva|reservar|reservar antes|reserva previa|cita|cita previa)\b")
# With services being booked: «¿cuánto tiempo tardáis en total?», «¿a qué hora acabo?», «¿canto tempo levades?»:
# how long the appointment takes, and when it ends (not «¿a qué hora acabáis?»: when the business closes)
APPOINTMENT_LENGTH_RE = folded_re(
    r"\b(?:(?:cuanto|canto) (?:tiempo|tempo|rato) (?:(?:me|nos|os|vos|te|che|lle) )?(?:tardais|tardades|tardas|tarda|"
    r"tardan|tardariais|tardariades|lleva|leva|llevais|levades|llevara|levara|durara|dura|duraria|estare|estarei)|"
    r"(?:a que hora|cuando|cando) (?:(?:me|nos) )?(?:acabo|acabamos|acabaria|acabariamos|termino|terminamos|"
    r"terminaria|salgo|salimos|saio|saimos|remato|rematamos|remataria|estaria (?:lista|listo)|estarei (?:lista|listo)|"
    r"estare (?:lista|listo)))\b")
# «¿con cuánta antelación…?», «¿se puede encargar una X para mañana?», «¿me da tiempo a tener…?»
LEAD_QUESTION_RE = folded_re(r"\b(?:antela[cs]ion|cuanto tiempo antes|con cuanto tiempo|cuanto tiempo (?:hay que|se tarda|tardais|"
                       r"necesitais)|cuantos dias antes|cuanto tardais|"
                       rf"{HOW_MUCH_AHEAD}|{NEEDS_ORDERING}|"
                       # «¿cuántos días tarda la X?», «¿cuánto tardaríais en tenerla?», «¿en cuánto tiempo está?»
                       r"(?:cuant[oa]s? (?:dias|horas|tiempo)|cuanto) (?:tarda|tardan|tardaria|tardarian|tardariais|"
                       r"tardas|tardarias|se tarda|necesitais|necesitas|necesitan|hace falta|hacen falta)|"
                       r"(?:cant[oa]s? (?:dias|horas|tempo)|canto) (?:tarda|tardan|tardaria|tardarian|tardariades|"
                       r"tardas|tardarias|se tarda|necesitades|precisades|precisas|precisan|fai falta|fan falta)|"
                       r"en (?:cuanto tiempo|canto tempo|cuantos dias|cantos dias)|se puede encargar|se pueden encargar|"
                       # «¿cuál es el primer día que puedo?», «¿para cuándo la podéis tener?»
                       r"(?:cual|cal) (?:es|e) (?:el|o) (?:primer|primeiro) dia|(?:el|o) (?:primer|primeiro) dia que|"
                       r"para (?:cuando|cando) (?:la|lo|las|los|a|o|as|os) (?:podeis|podriais|tendriais|teneis|podedes|"
                       r"poderiades|terades|tedes) (?:tener|ter)?|"
                       r"podeis tener|podriais tener|puedes tener|podrias tener|tendriais|me da tiempo|da tiempo|"
                       r"(?:me|nos|la|lo|las|los) (?:pueden|podrian|puede) tener|tendrian|tendrias|"
                       r"(?:podedes|poderiades|podes|poderias) tel[oa]s?|"
                       r"llegais a tiempo|llegariais|canto tempo antes|con canto tempo|cantos dias antes|"
                       r"se pode encargar|podedes ter|poderiades ter|da tempo|chegades a tempo|"
                       r"puedo tener|podria tener|podemos tener|podo ter|poderia ter|podemos ter|"
                       r"se puede pedir|se pueden pedir|se pode pedir|se poden pedir|podese pedir|podense pedir|llego a tiempo|llegaria|"
                       r"que plazos?|que prazos?|plazos? de encargo|prazos? de encarga|"
                       r"llegarian|chegaria|chegarian|chego a tempo|tarda mucho|tardan mucho|tarda moito|tardan moito|"
                       r"estaria list[oa]|estarian list[oa]s|estaria feit[oa]|(?:es|seria|e|sería) posible|"
                       # «¿para mañana llegáis?», «¿la tenéis para mañana?»
                       r"llegais|chegades|(?:la|lo|las|los|a|o|as|os) (?:teneis|tedes|tendreis|teredes|tienes|tes) para|"
                       r"(?:llega|llegan|chega|chegan) (?:a tiempo |a tempo )?(?:para|pra|pro|pa)\b|"
                       r"(?:llega|llegan|llegaria|llegarian|chega|chegan|chegaria|chegarian)$|"
                       r"para (?:cuando|cando) (?:(?:la|lo|las|los|a|o|as|os|me|nos) )*(?:tendria|tendrias|tendriais|"
                       r"tendreis|teria|terias|teriades|estaria|estara|estarian|estaran|podria|poderia))\b")
# «¿tenéis X?», «tedes X?»: the business asked whether it has something
YOU_HAVE = r"teneis|tedes|tendes|tenedes|tienen|tenen"
# «¿tenéis X?», «¿quedan X?»: whether something is sold, or still there
HAVE_RE = folded_re(rf"\b(?:{YOU_HAVE}|tendreis|teredes|hay|hai|habra|vendeis|vendedes|venden|"
              r"haceis|facedes|queda|quedan|os queda|os quedan|vos queda|vos quedan|le queda|le quedan|"
              r"tienes|tes|tenes|tendras|vendes|haces|hacen|fas|"
              r"te queda|te quedan|che queda|che quedan|tendriais|teriades|tendrias|terias|"
              # «¿podéis hacer una X?», «¿podedes facer…?», «¿se puede hacer…?»: whether X is made
              r"(?:podeis|podedes|podriais|poderiades|se puede|se pode|se podria|se poderia) (?:hacer|facer)|"
              # «¿qué X me recomiendas?», «¿cal me recomendades?»: what there is, the choice the customer's
              r"(?:me|nos) (?:recomiendas|recomendais|recomienda|recomiendan|aconsejas|aconsejais|aconseja|"
              r"recomendas|recomendades|recomenda|aconsellas|aconsellades|aconsella))\b"
              # usted's «¿tiene X?», «¿hace X?» only first: «¿cuántas calorías tiene X?» asks of X
              r"|^(?:(?:y|e|hola|ola|oye|buenas|boas|pues|pois|disculpe|perdone)\s+)*"
              r"(?:tiene|ten|tendra|vende|hace|fai|fan)\b")
# «¿trabajáis los lunes?», «¿traballades en agosto?»: the business's days asked (hours, when no request is
# open: mid-booking «¿trabajáis el martes por la tarde?» is the booking's)
WORK_DAYS_RE = folded_re(r"(?<!donde )(?<!onde )\b(?:estais|estades|hay alguien|hai alguen)"
                   # «mañana estáis?», «¿estades o luns pola mañá?», «el lunes a las 3 hay alguien?», «o xoves traballades?»
                   r"(?= *$| (?:hoy|hoxe|manana|mana|el|o|los|os|este|esta|pola|por|a las|a as|as|al|ao|mediodia)\b)|"
                   r"\b(?:trabajais|traballades)$|"
                   r"\b(?:trabajais|traballades|trabajan|traballan) (?:(?:el|los|o|os|este|esta|todos los|todolos|"
                   r"cada) )?(?:hoy|hoxe|manana|mana|festivos?|lunes|martes|miercoles|jueves|viernes|sabados?|"
                   r"domingos?|luns|mercores|xoves|venres|fin de semana|finde)|"
                   r"\b(?:trabajais|traballades|trabajan|traballan) en (?:enero|febrero|marzo|abril|mayo|junio|julio|"
                   r"agosto|septiembre|setiembre|octubre|noviembre|diciembre|xaneiro|febreiro|maio|xuno|xullo|"
                   r"setembro|outubro|novembro|decembro|navidad|nadal|semana santa)\b")
# «¿abrís los domingos?», «os sábados», «cada lunes»: the weekday of every week, not the next one
EVERY_WEEKDAY_RE = folded_re(r"\b(?:los|os|todos los|todolos|cada) (?:lunes|martes|miercoles|jueves|viernes|"
                       r"sabados?|domingos?|luns|mercores|xoves|venres)\b")
# «dura», «aguantan»: a thing lasting, said now (the one list of KEEPING_RE and LASTS_RE)
_LASTS_NOW = "dura|duran|aguanta|aguantan"
# «¿cuánto dura en la nevera?», «¿cuántos días aguanta?», «¿se puede congelar?»: how a thing keeps
KEEPING_RE = folded_re(r"\b(?:nevera|neveira|frigo|frigorifico|conxelador|congelador|congela\w*|conxela\w*|"
                 r"aguanta\w*|conserva\w*|caduca\w*|se estropea|se estraga|se pone malo|se pon mal|"
                 rf"(?:cuantos|cantos) dias (?:{_LASTS_NOW}))\b")
# «¿cuánto dura la X?», «canto aguanta?»: how long a thing lasts, which a thing ordered ahead is not asked
# for its lead time (a service's own length is its duration)
LASTS_RE = folded_re(rf"\b(?:{_LASTS_NOW}|durara|duraran|duraria|durarian)\b")
NOW_RE = folded_re(r"\b(?:ahora mismo|agora mesmo|ahora|agora|en este momento|neste momento)\b")
# «¿cuánto me sale más o menos?», «aproximadamente»: an estimate asked, never a thing of the catalogue
ESTIMATE_RE = folded_re(r"\b(?:mas o menos|mais ou menos|mas ou menos|mais o menos|aproximadamente|aprox)\b")
# «¿y los fines de semana hay X?», «¿o finde?»: Saturday and Sunday, any week
WEEKENDS_RE = folded_re(r"\b(?:fin(?:es|s)? de semana|findes?)\b")
# «¿y X el sábado?», «¿e o X o domingo?»: a follow-up about a thing on a day, with no verb of its own
AND_ON_A_DAY_RE = folded_re(r"^(?:y|e|pues|pois|entonces|enton) ")
# «¿lo hay el sábado?», «¿la hacéis el domingo?», «¿los sirven los sábados?», gl «¿haino o sábado?», «¿tédelo o
# domingo?», «¿facédela o sábado?», «¿hai o sábado?»: whether the thing just talked about is had or done that
# day, named by a pronoun (or by nothing, «hay el sábado»)
_HAD_OR_DONE = (r"hay|hai|teneis|tedes|tendes|tienen|tenen|tienes|tes|haceis|facedes|hacen|fan|haces|fas|"
                r"servis|servides|sirven|serven|poneis|pondes|ponen")
OF_THE_ONE_JUST_NAMED_RE = folded_re(
    r"^(?:(?:y|e|pero|oye|oe|tambien|tamen) )*(?:(?:lo|la|los|las|o|a|os|as) (?:tambien |tamen )?(?:" + _HAD_OR_DONE + r")|"
    r"hai(?:no|na|nos|nas)|(?:tede|tende|facede|servide|ponde)(?:lo|la|los|las)|(?:hay|hai) (?:el|o|los|os)|"
    r"(?:hay|hai)$)\b")
# «y <booking> para 2 el domingo», «e unha … para … o venres», «también …»: the message joined to what is held,
# as more of it (never «pues …», «entonces …»: the same request said again)
JOINED_START_RE = folded_re(r"^(?:(?:ah|oye|oe|vale|ok) )?(?:y|e|tambien|tamen|ademas|ademais|aparte)\b")
# «y la reserva para el domingo», «e a cita o venres», «mi reserva»: the booking held, named (no other one)
THE_BOOKING_HELD_RE = folded_re(r"\b(?:la|el|a|o|mi|mina|esa|esta|essa|nuestra|nosa) (?:reserva|cita|turno|mesa)\b")
# «¿quedan X?», «¿se acabaron las X?»: what is left right now, which no data shows
# «¿cuál es la X más barata?», «o máis caro»: one product of those asked about, by its base price
CHEAPEST_RE = folded_re(r"\b(?:(?:mas|mais) (?:barat[oa]s?|economic[oa]s?)|menos car[oa]s?|"
                  r"(?:mejor|menor|mellor) precio|(?:mellor|menor) prezo)\b")
DEAREST_RE = folded_re(r"\b(?:(?:mas|mais) car[oa]s?|menos barat[oa]s?)\b")
# «lo más barato que tengáis», «o máis caro da tenda»: of the whole catalogue, not of those just talked about
OF_EVERYTHING_RE = folded_re(r"\b(?:que (?:tengais|teneis|tengan|tienen|tienes|tengas|haya|hay|tedes|tendes|teñades|tenades|"
                             r"tes|teñas|tenas|haxa|hai)|de todo|de toda la tienda|de la tienda|"
                             r"de toda a tenda|da tenda|de todo o|en la tienda|na tenda)\b")
# «¿tenéis X baratos?», «X económicas»: a price word that narrows a kind to its cheapest, first
LOW_PRICE_RE = folded_re(r"\b(?:(?:mas|mais) )?(?:barat[oa]s?|baratiñ[oa]s?|economic[oa]s?|low cost|"
                   r"a buen precio|a bo prezo|de oferta)\b")
# what the whole catalogue is, or the shop's own arrangements: never a kind of thing it lacks
NOT_A_KIND_RE = folded_re(r"\b(?:productos?|produtos?|articulos?|artigos?|opciones|opcions|tipos?|clases?|variedades?|"
                    r"cosas?|ofertas?|descuentos?|desconto|descontos|promociones|promocions|rebaixas|rebajas|"
                    r"precios?|prezos?|citas?|huecos?|ocos?|horas?|mesas?|reservas?|plazas?|prazas?|sitios?|"
                    r"envios?|pedidos?|encargos?|novedades|novidades|servicios?|servizos?|horarios?|"
                    r"catalogos?|disponibilidad|dispoñibilidade|mas|mais)\b")

# «algo de X», «busco algo de X», «quero algo do X»: some of a kind, to see what there is (no «?» needed);
# «el que sea» (ANYONE_RE) or a day said make it a request
BROWSE_SOME_RE = folded_re(r"^(?:(?:y|e|pues|pois|hola|ola|buenas|boas|vale|bueno|bo) )*"
                           r"(?:(?:quiero|quero|queria|quisiera|quixera|busco|buscaba|buscamos|me gustaria|"
                           r"gustariame|me apetece|apeteceme) )?algo (?:de|del|do|da|sobre)\b")

# «o <title> en galego», «quero o <title>», «el <thing> <quality>»: a thing named alone, by its article
# (a negation, a «que», a common verb or how something goes make it a sentence: «la web no funciona», «el
# chico que vino», «la X estaba mal»)
_A_SENTENCE = (r"no|non|nunca|ni|nin|que|q|es|e|son|esta|estan|estaba|era|fue|foi|va|vai|hay|hai|tiene|ten|"
               r"funciona|funcionan|mal|bien|ben")
NAMED_ALONE_RE = folded_re(rf"^(?!.*\b(?:{_A_SENTENCE})\b)(?:(?P<wish>quiero|quero|queria|quisiera|quixera|busco|buscaba) )?"
                     r"(?P<named>(?:el|la|los|las|o|a|os|as|un|una|unha|unos|unas|uns|unhas) [a-z]+(?: [a-z]+){0,5})$")
# «en inglés», «en galego»: an edition, a version in a language
LANGUAGES = frozenset("ingles frances aleman italiano portugues castellano castelan espanol gallego galego catalan "
                      "euskera vasco chino japones ruso arabe".split())
# A person, a place, a time or what is asked rather than sold: a thing named alone with one of these
# («la chica de siempre», «el parking de la esquina», «el último de X», «unos días libres», «unas
# indicaciones para llegar») is no goods the shop lacks, whatever its trade
_SOMEONE = (r"chic[oa]s?|senor(?:a|as|es)?|muchach[oa]s?|rapaz(?:a|as|es)?|moz[oa]s?|personas?|persoas?|"
            r"profesional(?:es)?|dependient[ae]s?|duen[oa]s?|donos?|donas?|jef[ae]s?|xef[ae]s?|encargad[oa]s?|"
            r"companer[oa]s?|companeir[oa]s?|hombres?|mujer(?:es)?|homes?|muller(?:es)?|nen[oa]s?|"
            r"trabajador(?:a|as|es)?|traballador(?:a|as|es)?|emplead[oa]s?|rubi[oa]s?|loir[oa]s?|moren[oa]s?")
_SOMEWHERE = (r"parking|aparcamientos?|aparcamentos?|aparcadoiros?|esquinas?|calles?|ruas?|plazas?|prazas?|"
              r"avenidas?|barrios?|zonas?|locales?|tiendas?|tendas?|entradas?|puertas?|portas?|aseos?|banos?|"
              r"paradas?|estacion|estacions|estaciones|ubicacion|localizacion|direccion|enderezo|lado|atras|enfrente|"
              r"fronte|cerca|preto")
_SOME_TIME = (rf"dias?|semanas?|mes|meses|anos?|siempre|sempre|vez|veces|ultim[oa]s?|derradeir[oa]s?|nuev[oa]s?|"
              rf"nov[oa]s?|pasad[oa]s?|anterior(?:es)?|proxim[oa]s?|seguintes?|hoy|hoxe|ayer|onte|manana|mana|"
              rf"tardes?|noches?|noites?|finde|mism[oa]s?|mesm[oa]s?|{WEEKDAY_WORDS}")
_ASKED_NOT_SOLD = (r"indicaciones|indicacions|indicacion|informacion|instrucciones|instrucions|ayuda|axuda|dudas?|"
                   r"dubidas?|preguntas?|consultas?|quejas?|queixas?|reclamacion(?:es|s)?|presupuestos?|orzamentos?|"
                   r"facturas?|tickets?|recibos?|devolucion|trabajo|traballo|empleo|emprego|curriculum|vacaciones|"
                   r"vacacions|libres?")
NO_GOODS_WORD_RE = folded_re(rf"\b(?:{_SOMEONE}|{_SOMEWHERE}|{_SOME_TIME}|{_ASKED_NOT_SOLD})\b")

# «vale, esa», «sí, ese mismo», «esa misma», «pois isa entón»: the one just talked about (or priced),
# pointed at; `yes` holds the yes said before it («vale, », «sí, »)
THAT_ONE_RE = folded_re(r"^(?P<yes>(?:(?:si|vale|ok|venga|pues|pos|pois|bueno|bo|perfecto|entonces|enton) )*)"
                  r"(?:ese|esa|eso|este|esta|ise|isa|iste|ista)(?: (?:mismo|misma|mesmo|mesma))?"
                  r"(?: (?:entonces|enton|pues|pois|porfa|por favor|gracias|grazas))*$")


def yes_that_one(norm: str) -> bool:
    """«sí, ese», «vale, esa misma»: a yes and the one just talked about (not «esa» alone)."""
    m = THAT_ONE_RE.match(norm)
    return m is not None and bool(m["yes"])


# «¿cuánto cuesta cada cosa?», «¿cuánto vale cada uno?», «¿canto custa cada cousa?», «el precio por
# separado»: each line's price (not «vale, envuélvelas por separado», «¿cuántas lleva cada una?»)
# «cuesta», «valen», «sae», «custan»: what a thing costs, after «¿cuánto…?», «canto…?»
HOW_MUCH_VERBS = r"cuesta|cuestan|vale|valen|sale|salen|sae|saen|custa|custan"
EACH_PRICE_RE = folded_re(rf"\b(?:(?:cuanto|canto) (?:{HOW_MUCH_VERBS}|es|e)|"
                    r"precios?|prezos?)\b.*\b(?:cada (?:cosa|cousa|uno|una|un|unha|producto|produto|articulo)|"
                    r"por separado|desglosado|desglosados|desglose)\b")

STOCK_RE = folded_re(r"(?<!\bcuanto )(?<!\bcanto )(?<!\bcomo )(?<!\bdonde )(?<!\bonde )\b(?:quedan?|se (?:han )?acabado|"
               r"se acabaron|acabaronse|se acabou|agotad[oa]s?|esgotad[oa]s?)\b")
_A_WORD_RE = re.compile(r"\w")


def question_apart(raw: str) -> tuple[str, str] | None:
    """«quiero 4 X para mañana, ¿aceptáis bizum?»: (what comes before the question, the question),
    cut at its «¿» or, without one, at the last comma before its «?»; None without such a cut."""
    cut = raw.find("¿")
    if cut <= 0 and "?" in raw:     # the last comma or «y a qué hora…» before the «?»
        ands = list(_AND_ASKS_RE.finditer(folded_in_place(raw), 0, raw.find("?")))
        cut = max(raw.rfind(",", 0, raw.find("?")), ands[-1].start() if ands else -1)
    if cut <= 0 and "?" in raw:     # «quiero 6 X para mañana. ¿tenéis algo sin gluten?» without its «¿»
        cut = max(raw.rfind(". ", 0, raw.find("?")), raw.rfind("! ", 0, raw.find("?"))) + 1
    if cut <= 0:     # «…a las 11? se pueden…?»; not «…a las 12? es para mi marido» (a remark, for the note)
        after = raw.find("?") + 1
        cut = after if 0 < after < len(raw.rstrip()) and "?" in raw[after:] and re.search(r"\w", raw[after:]) \
            else -1     # («…a las 11??»: a second «?» alone is no second question)
    if cut <= 0 and "?" not in raw:     # «quiero 2 X para el martes y tb quería saber si tenéis algo sin gluten»
        m = _INDIRECT_QUESTION_RE.search(folded_in_place(raw))
        cut = m.start() if m else -1
    if cut <= 0 and "?" in raw:     # «¿me lo lleváis a casa? quiero un X para el lunes»: the question first
        after = raw.find("?") + 1
        if "?" not in raw[after:] and WANT_RE.search(folded_in_place(raw[after:])):
            return raw[after:].strip(" ,."), raw[:after].strip(" ,")
    if cut <= 0 or ASKS_IF_IT_CAN_BE_RE.match(folded_in_place(raw[cut:])) or not _A_WORD_RE.search(raw[cut:]):
        return None     # (nor «tienen hueco hoy??»: a second «?» asks nothing of its own)
    return raw[:cut].strip(" ,"), raw[cut:].strip(" ,")


def only_a_yes(text: str) -> bool:
    """«vale», «ok», «perfecto» and nothing else: what stands before «¿me pides uno para el martes?»
    takes nothing of its own, so the question is the wish itself."""
    norm = folded_in_place(text).lower().strip(" ,.!")
    said = YES_RE.match(norm)
    return said is not None and not norm[said.end():].strip(" ,.!")


def questions_apart(raw: str) -> list[str]:
    """«¿tenéis X? ¿cuánto cuesta? ¿y abrís el lunes?» → its questions, in order, each closed by
    its «?» (a «;» closes one too), a greeting before the first left out; what follows the last «?» is one
    more part (whether it is a question is the caller's to judge)."""
    parts = [p.strip(" ,.;") for p in _QUESTION_END_RE.split(raw)]
    parts = [p for p in parts if p.strip(" ¿?¡!")]
    if parts:
        parts[0] = without_greeting(parts[0])
    return parts


def without_greeting(raw: str) -> str:
    """«boas, ¿tedes terraza?», «bos días! hai terraza?» → the question after the greeting (a greeting
    alone is kept: it is what was said)."""
    greeting = GREET_RE.match(folded_in_place(raw))
    if greeting and raw[greeting.end():].strip(" ,.;!¡¿?"):
        return raw[greeting.end():].strip(" ,.;!¡")
    return raw


def asked_within(question: str) -> list[str]:
    """«¿cuánto cuesta X y cuánto cuesta ponerla?», «canto custa X e a que hora abrides?» → the questions one
    «?» closes, cut before each «y»/«e» that opens another question (each piece closed by its «?»);
    «¿la X de A y B?» stays one."""
    if not question.endswith("?"):
        return [question]
    cuts = [m.start() for m in _AND_ASKS_AGAIN_RE.finditer(folded_in_place(question))]
    ends = [*cuts, len(question)]
    pieces = [question[start:end].strip(" ,?") for start, end in zip([0, *cuts], ends, strict=True)]
    return [f"{piece}?" for piece in pieces if piece.strip(" ¿¡")]


_QUESTION_END_RE = re.compile(r"(?<=\?)(?=[^?])|(?<=;)")


# «…, ¿puede ser?», «…, vale?», «…, pode ser?»: whether the request can be, which its answer says
# «…, ¿vale?», «…, ok?», «…, ¿de acuerdo?», «…, ¿puede ser?»: agreement sought for what was said
_AGREEMENT_TAGS = (r"vale|val|ok|okey|okay|de acuerdo|dacordo|de acordo|te parece|os parece|vos parece|che parece|"
                   r"le parece|puede ser|pode ser|podria ser|poderia ser")
ASKS_IF_IT_CAN_BE_RE = folded_re(rf"^[\s,.¿]*(?:y |e |entonces |pues |pois )?(?:{_AGREEMENT_TAGS}|"
                           r"se puede|se pode|seria posible|es posible|e posible|sera posible|si|no|"
                           r"verdad|non|bien|ben|os va bien|vos vai ben|te va bien|che vai ben|"
                           r"hay hueco|hai oco|habria hueco|habera oco|podeis|podedes|puedes|podes|"
                           r"me lo apuntas|mo apuntas|me la apuntas|ma apuntas)[\s?!.]*$")


# the same tags closing a statement, after its comma or «¿» (not «así vale»): no question asked; «se puede?»
# too («una X para el sábado pero sin Y se puede?»: the request, whose answer says whether it can be)
_AGREEMENT_TAG_RE = folded_re(rf"(?:\s*[,.;]\s*¿?|\s*¿|\s+(?=\w[\w ]*\?))\s*(?:{_AGREEMENT_TAGS}|se puede|se pode)\s*[?!.]*\s*$")


# «y la X cuánto vale?», «e o X canto vale?», «la X qué te parece?»: the «vale» of the question, not a tag
_ASKED_BEFORE_TAG_RE = folded_re(r"\b(?:cuanto|cuanta|cuantos|cuantas|canto|canta|cantos|cantas|que|q)$")


def without_agreement_tag(raw: str) -> str:
    """«es para un cumpleaños, ¿vale?» → «es para un cumpleaños»: a statement closed by a tag is read as
    said; a question closed by one («¿lleva huevo, vale?», «y la X cuánto vale?») and a tag alone stay whole."""
    tag = _AGREEMENT_TAG_RE.search(folded_in_place(raw))
    head = raw[:tag.start()].strip() if tag else ""
    if not head or "?" in head or "¿" in head or _ASKED_BEFORE_TAG_RE.search(folded_in_place(head)):
        return raw
    return head


# «¿a qué hora los tendréis?», «¿a partir de qué hora puedo pasar?», «¿cuándo paso?»: beside an order, its time
# question answers it (mid-order with no time held, the day's free times)
PICKUP_TIME_ASKED_RE = folded_re(
    r"\b(?:a (?:que|q) hora|a partir de (?:que|q) hora|desde (?:que|q) hora|cuando|cando|(?:a )?que horas?) "
    r"(?:(?:me )?(?:lo|la|los|las|o|a|os|as) |mo |ma |cho |cha )?(?:(?:puedo|podo|podemos|podria|poderia|se puede|"
    r"se pode) (?:pasar|ir|venir|recolle|recoller|recoger|buscar|retirar)\w*|(?:tendreis|tendriais|teredes|tendran|tendras|"
    r"estara|estaran|estaria|estarian)\b|(?:paso|pasamos|recojo|recollo|vengo|veño|voy|vou)(?: (?:a )?"
    r"(?:por|recoger|buscar|recoller))?\b)")     # «¿cuándo paso?», «¿a qué hora lo recojo?» end it too
# «¿cuándo tengo que pasar?», «¿a qué hora hay que ir?», «¿a qué hora puedo ir?», «¿cando vou?», «¿a qué hora
# tengo que traerla?», «¿cando o levo?»: when to come, asked (mid-request: conversation/come_when_asked.py). Not
# «¿cuándo paso a recoger…?», «¿a qué hora paso a por ella?»: a thing picked up (PICK_UP_WHEN_RE, PICKUP_TIME_ASKED_RE)
COME_WHEN_RE = folded_re(r"\b(?:a (?:que|q) hora|cuando|cando|(?:que|q) dia) (?:(?:lo|la|los|las|o|a|os|as) )?"
                         r"(?:(?:tengo|teño|tenemos|temos|hay|hai|debo|debemos) (?:que|q) "
                         r"(?:ir|pasar|vir|venir|llevar\w*|levar\w*|traer\w*)"
                         r"|(?:(?:puedo|podo|podemos|se puede|se pode) )?(?:ir|pasar|vir|venir|paso|pasamos|vengo|veño|"
                         r"venimos|voy|vou|vamos|imos|llevo|levo|traigo|traio))\b"
                         r"(?!(?: a)? (?:por|recog|recoj|recoll|recox|busc))")
# «¿puedo pasar a las 15 a ver el local?», «¿podo ir mañá a preguntar?», «¿se puede pasar sin cita a ver?»,
# «me paso mañana a verlo», «paso mañá a ver a tenda»: a visit to look or to ask, no request (the hours of
# that day answer it). Not «a ver a Marta» (but «a ver a tenda», the place itself).
_PLACE_ITSELF = r"(?:tienda|tenda|local|sitio|establecimiento|establecemento|negocio|espacio|espazo)"
# «pasar», «ir», «acercarme»: coming over (the infinitives of JUST_LOOKING_RE and VISIT_SAID_RE)
_COME_VERBS = "pasar|pasarme|pasarnos|ir|irme|venir|vir|acercarme|achegarme"
# «paso», «voy», «iremos», «achego»: I/we come over (the first persons of JUST_LOOKING_RE and VISIT_SAID_RE)
_I_COME = "paso|pasamos|pasare|pasaremos|pasarei|voy|vou|vamos|imos|ire|irei|iremos|vengo|veño|acerco|achego"
# «a ver» followed by a day or a time: the «let me see» before a request («voy a ver, el martes por la
# tarde»), not a look; «a ver», «a ver el local», «a ver las X», «a ver o comedor» are one
_SEE_NO_DAY = (r"ver(?= *$| (?:el|la|los|las|o|a|os|as|al|ao) (?!(?:lunes|martes|miercoles|jueves|viernes|sabados?|"
               r"domingos?|luns|mercores|xoves|venres|finde|fin de semana|semana|dia|tarde|manana|mana|noche|noite|"
               r"mediodia)\b))")
JUST_LOOKING_RE = folded_re(rf"\b(?:{_COME_VERBS}|entrar|{_I_COME}|venimos|viñemos)\b(?: \w+){{0,7}}? "
                      rf"a (?:{_SEE_NO_DAY}|velo|velos|verlo|verla|verlos|verlas|mirar|preguntar|informarme|"
                      r"informarnos|enterarme|consultar|conocer|conocerlo|conocerla|conocelo|coñecer|coñecelo|"
                      r"echar un vistazo|botar unha ollada|dar una vuelta|dar unha volta|"
                      rf"curiosear|fisgar)\b(?! (?!a {_PLACE_ITSELF}\b)(?:a|al|á|ao|si|se|que|cuando|cando|como|cual|"
                      r"cal|cuanto|canto|donde|onde) )")
# «me gustaría pasar…», «quería pasarme…», «paso mañá…»: a visit said, not asked (the look is read
# by JUST_LOOKING_RE)
VISIT_SAID_RE = folded_re(r"\b(?:me gustaria|gustariame|nos gustaria|gustarianos|quisiera|quixera|queria|quiero|quero|"
                    r"queriamos|queremos|pensaba|pensabamos|tengo pensado|teño pensado|igual|a lo mejor|se cadra) "
                    rf"(?:{_COME_VERBS})\b"
                    r"|^(?:(?:hola|ola|bueno|bo|pues|pois|vale|oye|oe),? )*(?:me |nos )?"
                    rf"(?:{_I_COME}|achegome|acercome)\b")
# «queremos repetir», «quero volver», «gustaríanos repetir»: coming again after a visit told (a table, where
# tables are booked and a day is said with it)
COME_AGAIN_RE = folded_re(r"\b(?:me gustaria|gustariame|nos gustaria|gustarianos|quisiera|quixera|queria|quiero|quero|"
                          r"queriamos|queremos|quisieramos|quixeramos|vamos a|imos|pensamos) "
                          r"(?:repetir|volver|voltar|volver a venir|volver a vir)\b")
# «a mirar los X», «a preguntar por unas Y»: the visit is for what is named after it (not «a informarme de…»)
LOOKS_AT_NAMED_RE = folded_re(r"\ba (?:ver|mirar|preguntar por|preguntar pol[oa]s?)\b")
# «sin cita», «sen reserva»: no request said (a booking word denied)
WITHOUT_BOOKING_RE = folded_re(r"\b(?:sin|sen) (?:cita|reserva|reservar|pedir cita|pedir hora)(?: previa)?\b")
# «¿para cuántos es?», «pra cantas», «¿cuántos comen?», «cuántas personas caben»: the people something
# serves, asked (size_held_asked reads them as a whole message, with «es», «da» after «para cuántos»)
FOR_HOW_MANY = r"(?:para|pra|pa) (?:cuant|cant)[oa]s"
HOW_MANY_SERVED = r"(?:cuant|cant)[oa]s (?:(?:personas|persoas|xente|gente) (?:comen|come|son|da|dan|caben)|comen)"
FOR_HOW_MANY_RE = folded_re(rf"\b(?:{FOR_HOW_MANY}|{HOW_MANY_SERVED})\b")
# «¿la X es para 10 personas?», «¿da para 10 la X?», «a X chega para 10?»: whether it serves that many,
# asked (the count itself is read by people_served.FOR_PEOPLE_RE)
ENOUGH_FOR_RE = folded_re(r"\b(?:es|e|é|son|sera|seria|da|dan|dara|daria|llega|llegara|llegaria|alcanza|alcanzara|"
                    r"alcanzaria|chega|chegara|chegaria|abonda|abondara|basta|bastara|sirve|servira|serviria|"
                    r"(?:es|e|é|sera|seria) (?:suficiente|bastante)) (?:para|pra|pa) (?:unas |unos |umas |uns )?"
                    r"(?:[0-9]{1,3}|dos|dous|duas|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
                    r"diez|dez|once|doce|quince|veinte|vinte)\b(?! ?(?:euros?|e\b|h\b|:|de la|da |horas?|dias?))")
# «6 X para el martes y a qué hora abrís?»: a question joined by «y» to what came before
# «cuánto», «cando», «dónde», «tenéis»: the words a question joined by «y»/«e» opens with (_AND_ASKS_RE and
# _AND_ASKS_AGAIN_RE)
_ASK_WORDS = rf"cuanto|cuanta|cuantos|canto|canta|cando|cuando|donde|onde|como|cal|cual|{OPENS_OR_CLOSES}|teneis|tedes|hay|hai"
_AND_ASKS_RE = folded_re(rf" (?:y|e) (?=(?:a |hasta |desde )?(?:q|que|{_ASK_WORDS})\b)")


# «ponerla», «montarlo», «poñela», «arreglar»: an infinitive, its pronoun joined; after a price asked, a job
# done to the thing (not the thing's own price). A guess by the ending, which nouns fit too («collar»,
# «azúcar», «canela», «Sacher»): safe only on the words left once the catalogue's are taken out
# (one_by_one: `info.words_besides_catalogue`), so a thing sold is never read as a job
AN_INFINITIVE_RE = folded_re(r"^\w{2,}(?:[aei]r|[aei]rl[oa]s?|[aei]l[oa]s?)$")
# the same «y»/«e» inside one question, before a question word that opens one of its own («… y cuánto
# cuesta ponerla?», «… e a que hora abrides?»); not before a bare «que» («¿… y que sea sin gluten?»)
_AND_ASKS_AGAIN_RE = folded_re(r" (?:y|e) (?=(?:a |hasta |desde |en )?(?:que|q) (?:hora|horas|dia|dias|precio|prezo)\b|"
                         rf"(?:{_ASK_WORDS}|cuantas|cantos|cantas|cales|cuales)\b)")


def before_another_question(norm: str) -> str:
    """«lleva y cuanto cuesta la x» → «lleva»: what comes before a question joined by «y»/«e» (all of it else)."""
    m = _AND_ASKS_RE.search(norm)
    return norm[:m.start()] if m else norm


# A question asked without «?» after a request: «…, y también quería saber si…», «…, ¿tenéis algo…»
_INDIRECT_QUESTION_RE = folded_re(
    r"[ ,.]+(?:y |e )?(?:tb |tmb |tambien |tamen |ademas |ademais )?(?:queria|quisiera|quiero|quixera|"
    r"quero|queriamos|quisieramos|(?:me|nos) gustaria|gustaria(?:me|nos)) (?:saber|preguntar|preguntaros|preguntarvos)\b"
    r"|[ ,.]+(?:y |e )?(?:tb |tmb |tambien |tamen )?(?:preguntaros|preguntarvos|consultaros|una pregunta|"
    r"unha pregunta)\b"
    r"|[,.] *(?:y |e )?(?:teneis|tedes|tienen|hay|hai) algo\b"
    rf"|[ ,.]+{AND_TO_KNOW}\b")


_ACCENTS = str.maketrans("áéíóúüñàèìòùâêîôûÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛ", "aeiouunaeiouaeiouAEIOUUNAEIOUAEIOU")


def folded_in_place(raw: str) -> str:
    """The text lower-cased and without accents, letter for letter (positions kept for `raw`)."""
    return raw.translate(_ACCENTS).lower()


# «para <a meal word>», «pa …», «pra a …», «a la hora de …», or an infinitive alone («mejor <a meal verb> el
# sábado»): what a trade word for a meal is for, a time of the day; a bare noun («mejor sin <x> en <a meal
# word>») names a dish, no time
FOR_A_MEAL_RE = re.compile(r"\b(?:(?:para|pa|pra|hora de|hora da)\s+(?:(?:la|a|el|o)\s+)?(?P<word>\w+)|"
                           r"(?P<verb>\w+(?:ar|er|ir)))\b")
# «¿para qué necesitas mi teléfono?», «pra que queredes o nome?»: why the contact is asked
WHY_CONTACT_RE = folded_re(r"\b(?:para (?:que|q)|pra (?:que|q)|por (?:que|q)|porque) (?:me )?(?:necesit\w+|quier\w+|quer\w+|"
                     r"precis\w+|pid\w+|ped\w+|hace falta|fai falta|os hace falta|vos fai falta)\b[^?]*?"
                     r"\b(?P<what>telefono|movil|mobil|numero|nombre|nome|datos)\b")
# «hola, una pregunta», «teño unha dúbida», «quería consultar una cosa»: a question on its way, not one asked
QUESTION_COMING_RE = folded_re(r"^(?:(?:hola|ola|buenas|boas|bos dias|buenos dias|buenas tardes|boas tardes|oye|oe|mira|"
                         r"perdona|perdon|desculpa|disculpa|una cosa|unha cousa)[\s,.!]*)*"
                         r"(?:(?:tengo|teño|tenia|tina|tiña) )?(?:(?:una|unha) )?"
                         r"(?:(?:pregunta|preguntita|preguntiña|consulta|consultita|duda|dubida|cuestion|cuestión)(?:ina|ita)?"
                         r"|(?:queria|quixera|quisiera|quero|quiero|podo|puedo) (?:preguntar|consultar|"
                         r"(?:hacer|hacerte|hacervos|haceros|facer|facerche|facervos) (?:una|unha) (?:pregunta|consulta))"
                         r"(?: (?:una|unha) (?:cosa|cousa|cosita|cousiña)| algo)?)[\s,.!?]*$")
# «… el martes», «… o do martes» said of a day the customer will think over, not the day chosen
_DAY_NAMED = rf" (?:el|o|lo del|o do|para el|para o) (?:{WEEKDAY_WORDS}|dia \d{{1,2}}|manana|mana)"
_DAY_SAID = rf"(?:{_DAY_NAMED})?"
# «un momento», «espera, que lo pienso», «perdona, un segundo»: the customer needs a moment, nothing else
PAUSE_RE = folded_re(r"^(?:(?:y |e |pues |pois |vale |ok |oye |ay |uy |bueno |bo )?(?:espera|espere|esperame|agarda|agardame|perdona|"
               r"perdon|desculpa|un momento|un momentito|un segundo|un segundito|un intre|momento|dame un momento|"
               r"un (?:segundino|segundin|momentino|momentin|minuto|minutito|minutino|instante|intrino)|"
               # «agarda un chisco», «espera un poquito» («un poquito» alone is an amount)
               r"(?:espera|espere|agarda|dame|dejame|deixame) un (?:minuto|minutito|segundito|segundino|chisco|pouco|"
               r"pouquino|poquito)|"
               r"dame un segundo|dejame pensar(?:lo)?|deixame pensa(?:r|lo)|dejame ver(?:lo)?|deixame ve(?:r|lo)|"
               r"dejame mirarlo|deixame miralo|lo pienso|o penso|"
               # «voy a ver», «vou miralo», «ya veré el martes»: let me think (the day only talked of)
               r"(?:voy a|vou) (?:ver|velo|verlo|pensar|pensarlo|pensalo)"
               rf"(?: (?:que hago|que fago|que me va mejor|que me vai mellor|como lo tengo|como o teño))?{_DAY_SAID}|"
               r"(?:voy a|vou) (?:mirar|mirarlo|miralo)|"     # «voy a mirar el sábado» asks that day's hours
               rf"(?:ya|xa) (?:vere|verei){_DAY_NAMED}|"     # («ya veré» alone leaves: leaving.py)
               r"(?:ahora|luego|despues|mas tarde|en un rato|ya) te (?:digo|confirmo|escribo|dire)(?: algo)?"
               r"(?: (?:la hora|el dia|a hora|o dia|cual|cuantos|cuantas|cal|cantos|cantas))?|"
               r"te (?:digo|confirmo|escribo)(?: algo)? (?:luego|despues|mas tarde|en un rato)|te digo algo|"
               r"(?:agora|logo|despois|mais tarde|nun anaco|xa) (?:che|vos) (?:digo|confirmo|escribo|direi)(?: algo)?|"
               r"(?:ahora|ya) vuelvo|vuelvo (?:enseguida|ahora|en un rato)|(?:agora|xa) volvo|volvo (?:axina|agora)|"
               r"(?:que |y )?lo (?:pienso|consulto|miro|pregunto|hablo|comento)(?: y te digo)?|"
               r"(?:que |e )?o (?:penso|consulto|miro|pregunto|falo|comento)(?: e (?:che|vos) digo)?|"
               # «espera que le pregunto a mi mujer», «agarda que lle pregunto ao meu home»
               r"(?:que |y |e )?(?:le|lle|les|lles) (?:pregunto|consulto)"
               r"(?: (?:a|al|ao|a la|a os) (?:mi |mis |meu |miña |mina |o meu |a mina )?\w+)?)"
               r"(?: (?:con (?:mi|mis|el|la|o meu|a mina|os meus|as minas|o|a)|co meu|coa mina|cos meus|coas minas|"
               r"co|coa) \w+| (?:por favor|porfa|eh|gracias|grazas|y te digo|e che digo|y te lo digo|e xa che digo))*"
               r"\W*)+$")
# «quiero cambiar el pedido», «¿puedo cambiar algo?», «cambiar la reserva»: a change, of nothing said yet
CHANGE_WHAT_RE = folded_re(r"^(?:(?:hola|oye|oe|pues|pois|vale|ok|espera|agarda|perdona|perdon) )*"
                     r"(?:(?:quiero|quisiera|queria|quero|quixera|necesito|preciso|podemos|puedo|podo|se puede|"
                     r"se pode|me gustaria|gustariame) )?(?:cambiar|modificar|mudar|corregir|cambiar algo)"
                     r"(?: algo)?(?: (?:el|la|o|a|del|de la|do|da))?"
                     r"(?: (?:pedido|reserva|cita|encargo|encarga|encomenda))?(?: (?:por favor|porfa))?\W*$")
# Right after a request is sent, «añade 2 X», «me equivoqué, eran 8», «al final seremos 3»,
# «¿podemos cambiarla a las 22?» change it (a person does), unless another request is asked for.
AFTER_SENT_CHANGE_RE = folded_re(rf"\b(?:{_CHANGE_VERB}|anad\w*|engad\w*|pon|ponme|ponle|quita\w*|saca\w*|mejor|mellor|"
                           r"al final|ao final|me equivoque|me he equivocado|equivoqueime|trabuqueime|eran|era|que sean|"
                           r"que sexan|en vez|en lugar|seremos|seriamos|seremos|vamos a ser|imos ser|uno mas|una mas|"
                           r"un mais|unha mais|otra hora|outra hora|anadir|engadir|se me olvido|se me ha olvidado|"
                           r"esqueceume|esquecinme|tambien quiero|tamen quero|esta mal|puse mal|di mal|puxen mal|"
                           r"dei mal|no es ese|non e ese|no es correcto|non e correcto|"
                           r"(?:se puede|se pode|puedo|podo|podemos) cambiar|solo quiero|so quero|"
                           # «¿puedo pasarla a las 15?», «pásaa ás 12»: moved (not «pasar a recoger»)
                           r"(?:pasar(?:la|lo|las|los)|pasal[oa]s?|pasa(?:a|o|as|os))"
                           r"(?! a (?:recoger|recojer|recoller|recoxer|buscar|por))\b)\b")
# «¿puede ser a las 14:30?», «¿y si son 8?»: a change asked, when it says a day, a time or a count
# (not «¿puede ser sin azúcar?», «¿y si lo recoge mi marido?»: asked about, for a person)
AFTER_SENT_MAYBE_RE = folded_re(r"\b(?:(?:puede|podria|pode|poderia|podra) ser|y si|e se|"
                          # «¿se puede a las 12?», «¿podemos ir a las 22?», «podemos ir o sábado?»: the when,
                          # asked right after (not «¿se puede pagar el martes?»: something else asked of then)
                          r"(?:se puede|se pode|se podria|se poderia|podemos|podriamos|podremos|puedo|podo|"
                          r"podria|poderia)(?: (?:ir|venir|vir|pasar|llegar|chegar|quedar|estar|acercarnos|"
                          r"achegarnos))? (?:a las?|a as?|as|el|o|para el|para o|pra o|pa el|mas tarde|mais tarde|"
                          r"mas temprano|mais cedo|antes|despues|despois)\b|"
                          # «¿lo puedo recoger a las 12?», «¿podo pasar a recollelo o martes?» (not «¿puedo
                          # recoger un pedido el domingo?»: asked of any order)
                          r"(?:lo|la|los|las|o|a|os|as) (?:puedo|podo|podemos|podriamos)(?: pasar a| ir a)? "
                          r"(?:recog|recoj|recoll|recox|busc)\w*|"
                          r"(?:puedo|podo|podemos|podriamos)(?: pasar a| ir a| vir a| venir a)? "
                          r"(?:recoger|recojer|buscar|recolle|recoxe|busca)(?:lo|la|los|las|o|a|os|as))\b")
# «¿está confirmada?», «¿ya está?», «¿me lo confirmáis?»: whether a person confirmed what was sent
STATUS_RE = folded_re(r"\b(?:(?:esta|estara|queda|quedo|xa esta|ya esta) (?:ya |xa )?(?:confirmad[oa]s?|reservad[oa]s?|"
                r"aceptad[oa]s?|aprobad[oa]s?|hech[oa]s?|feit[oa]s?|enviad[oa]s?)|(?:ya|xa) (?:esta|queda)$|me (?:lo |la |o |a )?(?:confirmais|confirmades|"
                r"confirmas|confirmaredes|confirmareis)|(?:hay|hai|teneis|tedes) (?:ya |xa )?confirmacion|"
                # «¿me llegará un email de confirmación?», «¿me avisáis por whatsapp?»: how the answer comes
                r"(?:me )?(?:llegara|chegara|mandareis|mandaredes|enviareis|enviaredes) (?:un |unha |algun |algunha )?"
                r"(?:email|e mail|correo|mensaje|mensaxe|sms|whatsapp|confirmacion)|"
                r"me (?:avisais|avisades|avisareis|avisaredes|confirmais|confirmades) por (?:whatsapp|email|e mail|"
                r"correo|sms|mensaje|mensaxe|telefono)|"
                # «¿y cuándo lo confirmáis?», «cando o confirmades?»
                r"(?:cuando|cando) (?:me )?(?:lo |la |o |a |los |las |os |as )?(?:confirmais|confirmades|confirmas|"
                r"confirmareis|confirmaredes|confirman|confirmaran|confirmara)|"
                r"(?:lo|la|o|a) (?:habeis|tedes|teneis) (?:visto|vista|confirmado|confirmada)|"
                # «¿cuándo sabré algo?», «¿y eso cuándo se confirma?», «cando se sabe?»
                r"(?:cuando|cando) (?:me |nos )?(?:avisais|avisades|avisareis|avisaredes|avisan|avisaran|"
                r"dices|decis|dicides|contestais|respondeis|respondedes|escribis|escribides)\b|"
                r"(?:cuando|cando) (?:sabre|saberei|sabremos|saberemos|se sabe|se sabra|se confirma|"
                r"se confirmara|queda confirmad[oa]|estara confirmad[oa]|me (?:decis|dicides|direis|diredes) algo)|"
                r"(?:sabeis|sabedes) (?:algo|algunha cousa)|confirmaron|confirmouse|se confirmo|"
                # «¿cómo me avisaréis?», «¿me llamaréis?», «¿cuánto tardáis en confirmar?»: how it is confirmed
                r"como me (?:avisareis|avisaredes|avisais|avisades|enterare|enterarei|confirmareis)|"
                r"me (?:llamareis|chamaredes|avisareis|avisaredes)|"
                r"(?:cuanto|canto) (?:tardais|tardades) en (?:confirmar|contestar|responder)|"
                r"cuando me (?:lo |la )?(?:confirmais|confirmareis|decis)|cando mo (?:confirmades|confirmaredes)|"
                # «¿y ahora qué?», «¿lo recibisteis?», «¿os ha llegado?», «chegouvos?», «xa mo confirmades?»
                r"^(?:y|e) (?:ahora|agora) (?:que|q)$|(?:lo|la|o|a) (?:recibisteis|recibistes|recibiron|habeis recibido)|"
                r"os (?:ha|han) llegado|os llego|vos chegou|chegouvos|m[oa] confirm\w*|confirmadesm[oa]|"
                r"(?:lo|la) teneis que confirmar|tedes que confirmal[oa])\b")
# «y 2 X también», «tamén unha Y»: things said as well (right after sending: added to what was sent)
ALSO_SAID_RE = folded_re(rf"\b(?:{ALSO}|tb|tmb|ademas|ademais)\b")
# «¿puedo ir el sábado a ver X?», «¿se puede el domingo pagar con Y?», «¿podemos ir o domingo sen reserva?»:
# a day asked for something else done then, no change of what was sent (not «¿podemos ir el sábado a
# recogerlo?»: the pickup moved)
ELSE_DONE_THAT_DAY_RE = folded_re(rf"\b(?:el|o|para el|para o|pra o|pa el) (?:{WEEKDAY_WORDS}|manana|mana|pasado manana)"
                                  r"(?: (?:por la|pola) (?:manana|mana|tarde|noche|noite))? "
                                  r"(?:(?:a|para|pra|pa) )?(?!(?:recog|recol|recox|busc)\w*\b)"
                                  r"(?:\w+(?:ar|er|ir)(?:lo|la|los|las|me|nos)?\b|a por\b|(?:sin|sen) \w+)")
ANOTHER_REQUEST_RE = folded_re(r"\b(?:otro|outro|nuevo|novo|otra|outra|nueva|nova) (?:pedido|encargo|encomenda|reserva|cita)\b|"
                         r"\b(?:aparte|a parte|por separado)\b")
# «¿la puedo recoger antes?», «¿podemos ser uno más?», «¿podemos ir dous máis?»: of a request made before, a
# change of it asked without a change verb (its hour, its people)
CHANGE_ASKED_RE = folded_re(r"\b(?:recog|recol|recox|busc|pas)\w* (?:(?:un poco|algo) )?(?:antes|mas tarde|mais tarde|despues|despois)\b|"
                      r"\b(?:ser|ir|venir|vir|somos|seremos|imos|vamos) (?:\w+ )?(?:mas|mais|menos)\b")
# «quiero otro X», «uno distinto», «pero uno más barato», «sin Y»: of a group, not the one just talked
# about («otro igual», «otro día» are still that one)
NOT_THE_ONE_TALKED_RE = folded_re(r"\b(?:otr|outr)[oa]s?\b(?! (?:\w+ )?(?:igual\w*|dias?|fecha|data|horas?|vez|semana|mes)\b)|"
                            r"\b(?:distint[oa]s?|diferentes?)\b|"
                            r"\b(?:mas|mais|menos) (?:barat|car|economic)[oa]s?\b|\b(?:sin|sen)\b(?! (?:problema|pega)s?\b)")
# «¿me hacéis otra igual?», «quiero otra», «outra igual para o martes»: the one asked before asked for again, anew
ANOTHER_LIKE_IT_RE = folded_re(r"\b(?:otr|outr)[oa]s? (?:igual|iguales|iguais|igualita|igualito)\b|"
                         r"\b(?:me|nos|m[eo]) (?:hac|fac|prepar|pod|pued)\w* (?:hacer |facer |preparar )?(?:otr|outr)[oa]s?\b|"
                         r"\b(?:quiero|quero|queria|querria|quixera|quisiera|quereria) (?:otr|outr)[oa]s?\b")
# «fuimos 4 personas el viernes», «ayer estuvimos…»: a visit that was, not one to book («cenamos», «ceamos»
# are present too, «cenamos 4 el sábado»: past only with a word of the past beside them)
PAST_VISIT_RE = folded_re(r"\b(?:fuimos|estuvimos|vinimos|comimos|fomos|estivemos|viñemos|vimos|xantamos|"
                    r"ayer|onte|antonte|anteayer|el otro dia|o outro dia|la semana pasada|a semana pasada|"
                    r"nos dejamos|deixamos|olvidamos|esquecemos|estaba|estuvo|fue|foi|pasad[oa](?! (?:manana|mana)\b)|\w+(?:aron|ieron))\b")
# «al final no», «ya no venimos», «xa non fai falta»: the whole message calls off what was asked (at the
# summary: not sent; after sending: a person cancels it)
CALLED_OFF_ALL_RE = folded_re(r"^(?:(?:pues|pois|bueno|bo|nada|uf|vaya|lo siento|sintoo|perdona|perdon|mira) )*(?:"
                        r"(?:ya|xa|al final|ao final|finalmente) (?:no|non)(?: (?:vamos|venimos|vimos|imos|iremos|"
                        r"podemos|podremos|puedo|podo|voy|vou|hace falta|fai falta|lo quiero|o quero|la quiero|"
                        r"a quero|lo necesito|o necesito|a ir|ir|puedo ir|podo ir|nos va bien|nos vai ben|"
                        r"me va bien|me vai ben))*|(?:no|non) (?:vamos|venimos|imos|vimos|iremos|podemos ir|"
                        r"podremos ir|podemos vir)(?: a ir| ir)?)(?: (?:gracias|grazas|lo siento|sintoo))*$")
# «no lo envíes», «non o mandes» as the whole message (not «no lo envíes todavía», a wait, nor
# «no lo envíes, que quiero cambiar la hora», a change)
DONT_SEND_RE = folded_re(r"^(?:(?:no|non|pues|pois|bueno|bo|espera|mira|vale|al final|ao final) )*(?:no|non) (?:me )?"
                   r"(?:lo|la|los|las|o|a|os|as|nada) ?(?:envies|mandes|envie|mande)"
                   r"(?: (?:gracias|grazas|porfa|por favor|al final|ao final|ya|xa))*$")
# «anula el primer pedido», «cancela el anterior», «el que envié»: what was sent, not what is being written
THE_SENT_ONE_RE = folded_re(r"\b(?:primer|primero|primeiro|primera|primeira|anterior|de antes|enviado|enviada|que envie|"
                      r"que mande|que enviei|que mandei)\b")
# «¿hasta qué hora se puede reservar?», «¿cuál es la última mesa?»: the last seating (an hours question,
# not a booking)
LAST_SEATING_RE = folded_re(r"\b(?:(?:hasta|asta|ata) (?:que|a que) hora (?:se puede |se podra |podemos |podriamos |puedo |"
                      r"podo |se pode |podedes |poderiamos |hay que |habria que |hai que )?(?:reservar|cenar|comer|"
                      r"cear|xantar|almorzar|dais|servis|serves|llegar|entrar|chegar|vir|venir)|"
                      r"(?:ultima|derradeira) (?:hora (?:para|de|pa) (?:reservar|cenar|comer|cear|xantar|almorzar|"
                      r"llegar|entrar|chegar)|mesa|reserva|hora de reserva|hora de entrada|quenda)|"
                      # «¿a qué hora es el último turno de cenas?», «a derradeira quenda»
                      r"(?:ultimo|derradeiro) (?:turno|pase|servicio|servizo))\b")
# «no podemos ir»: a visit called off, not one to book (with CANCEL_RE: «cancela», «anula»)
CALLED_OFF_RE = folded_re(r"\bno (?:podemos|podremos|vamos|iremos|imos|poderemos|podriamos)\b")
# «… y otra para el domingo», «4 el sábado y 6 el domingo»: more than one request in one message
AND_MORE_RE = folded_re(r"\b(?:y|e) (?:otr[oa]s?|outr[oa]s?|[0-9]+ (?!(?:media|cuarto|nin[oa]s?|nen[oa]s?|bebes?|adult[oa]s?|"
                  r"crios?|chaval\w*|cativ[oa]s?|rapaces|rapazas?|peques?|hij[oa]s?|fill[oa]s?|personas?|persoas?)\b)|"
                  r"(?:el |o )?(?:lunes|martes|"
                  r"miercoles|jueves|viernes|sabado|domingo|luns|mercores|xoves|venres)\b)")
# «para llevar», «pra levar», «recoger»: a takeaway, not a table
TAKEAWAY_RE = folded_re(rf"\b(?:{FOR_TAKING_AWAY}|recoger|recoller)\b")
# «2 adultos y 2 niños», «un grupo grande», «3 parejas»: a party a person should count («un grupo de 6» is
# counted: a party of 6)
MIXED_PARTY_RE = folded_re(rf"\b(?:adult[oa]s?|nin[oa]s?|nen[oa]s?|bebes?|parejas?|parellas?|grupo(?! (?:de|da) (?:[0-9]{{1,3}}|{_COUNT_WORD})\b)|"
                           r"mas|mais)\b")
# «para enviar a Madrid», «en casa de mi madre»: a delivery, which a person arranges
# «enviar», «mandar», «a domicilio»: sending it. DELIVERY_RE (a request a person arranges) takes any word
# the verbs begin («mando», «envié»); SHIPPING_RE, asked of a price, only their own forms (not «mandarina»)
_SEND_STEMS = "envi|mand"
_SEND_FORMS = r"envios?|envia\w*|mand(?:ar|ais|ades|an|as|alo|ala|alos|alas|arlo|arla|arlos|arlas)"
_TO_HOME = "domicilio"
DELIVERY_RE = folded_re(rf"\b(?:(?:{_SEND_STEMS})\w*|{_TO_HOME}|en casa de|a casa de|levar a|llevar a)\b")
# «¿cuánto cobráis por el envío?», «canto custa mandalo a domicilio?»: sending or bringing it, which no
# catalogue line is (not a longer word that only begins so)
# «te envío la foto», «os mando la dirección»: the customer sending something, no sending asked
_TO_YOU = "".join(rf"(?<!\b{p} )" for p in ("te", "os", "le", "les", "che", "vos", "lle", "lles"))
SHIPPING_RE = folded_re(rf"\b(?:{_TO_YOU}(?:{_SEND_FORMS})|{_TO_HOME}|reparto|repartos|repartis|repartides|portes|"
                  r"mensajer\w*|mensaxeir\w*)\b")
# «¿qué horas tenéis libres?», «¿qué otras horas hay?», «¿qué horas tiene libres <person>?», «¿que ocos tes?», «¿a
# qué hora hay hueco?», gl «a que hora hai oco?»: the free times of the day held, asked (not «¿a qué hora cerráis?», nor «¿qué horarios tenéis?», the hours)
FREE_TIMES_ASKED_RE = folded_re(r"\b(?:que|cales|cuales|a que|as que|en que) (?:(?:otras|outras|mas|mais) (?:horas|huecos|ocos)|"
                          r"(?:horas|huecos|ocos)(?: libres)? (?:libres|hay|hai|teneis|tedes|tienes|tes|tenes|tiene|tienen|ten|tenen|quedan|"
                          r"te quedan|os quedan|che quedan|vos quedan|puedo|podo|podemos|me das|me dais|me dades)|"
                          r"horas? (?:(?:me|nos|te) )?(?:hay|hai|teneis|tedes|tienes|tes|tiene|ten|queda|"
                          r"quedan|dais|dades) (?:(?:un|algun|algo|algo de) )?(?:huecos?|huequitos?|ocos?|libres?|sitio|"
                          r"disponibles?))\b"
                          r"(?!.*\b(?:abiert|apertura|abr|cerr|pech|gente|antelacion|tranquil)\w*)")
# «mandar un <thing> al hospital», «¿lo traéis a casa?», «enviádeo á casa da miña nai»: a delivery wished,
# with where to (not «para llevar a casa», a takeaway, nor «me la llevo a casa», taken by the customer)
DELIVERY_WISH_RE = folded_re(r"(?<!para )(?<!pa )(?<!pra )\b(?:(?:mand|envi|entreg)\w*|"
                       r"(?:(?:podeis|podedes|puedes|podes|podrias|poderias|podriais|poderiades|pueden|poden) "
                       r"(?:\w+ )?(?:llevar|levar|traer)\w*)|llevad\w*|levade\w*|traed\w*|traede\w*|"
                       r"(?:llev|lev|tra)[ae]?(?:melo|mela|mo|ma|nolo|nola)\b)"
                       r"(?:[^,.;?¿!]{0,40}?)"
                       r"\b(?:a|al|ao|a la|á|ata|hasta|hasta la) (?:(?:mi|mis|la|el|o|a|su|tu|miña|mina|nuestra|nosa|"
                       r"este|esta|un|una|unha) )?(?:casa|domicilio|hospital|oficina|trabajo|traballo|calle|rua|"
                       r"avenida|plaza|praza|piso|empresa|hotel|colegio|tanatorio|iglesia|igrexa|clinica|residencia|"
                       r"despacho)\b|\ba domicilio\b")
# «un hueco», «una cita», «unha hora», «un oco», «un sitio»: after a count, an appointment (or place) is
# counted, never the thing just talked about
APPOINTMENT_NOUNS = frozenset("hueco huecos huequito huequitos oco ocos oquino oquinho cita citas hora horas "
                              "turno turnos sitio".split())
# «pídeme», «cógeme» («cójeme»), «encárgame», «prepárame», «cólleme», «apártame», «gárdame»: asked to get,
# order or book a thing for me. One list: a wish (WANT_RE) and, before «hora», «vez» or «un hueco», a booking.
FOR_ME_VERB = (r"(?:(?:pide|coge|coje|colle|encarga|prepara|aparta|guarda|garda|reserva)(?:me|nos)|"
               r"(?:pedid|coged|encargad|preparad|apartad|guardad|reservad)(?:me|nos)|"
               r"(?:pedide|collede|encargade|preparade|apartade|gardade|reservade)(?:me|nos))")
WANT_RE = folded_re(rf"\b(?:{I_WISH}"
              rf"(?! (?:{ASKING_VERBS}|(?:informacion|info|confirmar si)\b))|ponme|poneme|ponnos|"
              r"poned(?:me)?|dame|dadme|deme|me pones|me das|me pone|me poneis|"
              # «¿me podéis poner…?» asks for it; «¿para cuándo me podéis tener…?» asks when (lead time)
              rf"(?:me podeis|me podes|me puedes)(?! (?:tener|ter)\b)|voy a querer|vou querer|apuntame|apunta|{FOR_ME_VERB}|"
              # «pon una también», «pon dúas»: bare «pon» orders only with a count after it («pon las 10» moves a time)
              r"(?:pon|mete|meteme|suma|sumame|levo|levamos)(?= (?:un|una|unha|uno|dos|dous|duas|tres|catro|cuatro|"
              r"[0-9]{1,2})\b)|"
              # «me llevo dos», «me la llevo», «me quedo con una», «lévoa», «quédome con dúas»: taken, ordered
              r"(?:me|nos) (?:(?:lo|la|los|las) )?(?:llevo|llevamos)|(?:levoo|levoa|levoos|levoas|levamolo|levamola)|"
              r"(?:me quedo|nos quedamos|quedome|quedamonos) con|"
              r"(?:puedo|podo|podria|poderia|podemos|podriamos|puedes|podes|podeis|podedes|podrias|poderias) "
              r"(?:anadir|engadir|agregar|sumar|incluir|meter)|"
              r"(?:puedes|podes|podeis|podedes|podrias|poderias|podriais|poderiades) (?:apuntar|anotar|gardar|"
              r"guardar|reservar|apartar|preparar|poner|por)(?:me|nos|mo|ma|mos|mas|melo|mela|melos|melas)?)\b")
# «pídemelas», «me las apuntas», «ponme unas», «resérvamas», «as quero»: the ones talked about, taken in
# the plural with no count said (how many is asked, never one supposed; «pídemela», «ponme una» are one)
_TAKE_VERB = r"(?:pide|pida|apunta|apunte|anota|pon|ponga|encarga|encargue|reserva|reserve|garda|guarda|prepara|" \
             r"aparta|deixa|deja|manda|dame|traeme)"
THEM_UNCOUNTED_RE = folded_re(
    rf"\b{_TAKE_VERB}(?:melas|melos|noslas|noslos|nolas|nolos|mas|mos|las|los)\b"
    r"|\b(?:me|nos) (?:las|los|as|os) (?:apunt|anot|pid|pon|guard|gard|prepar|reserv|encarg|apart|deix|dej|llev|lev)\w*"
    r"|\b(?:las|los|as|os) (?:quiero|quero|pido|encargo|llevo|levo|cojo|collo|queremos|pedimos)\b"
    r"|\b(?:ponme|ponnos|dame|danos|quiero|quero|pideme|apuntame|reservame|guardame|gardame) (?:unas|unos|unhas|uns)\b")
# «mesa» after «la/de/na…» is a place or part of a name («en la mesa», «un centro de mesa»), not a booking
_TABLE = r"(?<!\bla )(?<!\ba )(?<!\bde )(?<!\bda )(?<!\bdel )(?<!\bna )mesas?"
_SLOT = r"(?:huequito|hueco|oquinho|oquino|oco)"
# «¿tendríais mesa…», «¿hay sitio…», «reservad…»: the words a booking asked may open with, before its
# «para N» (never a thing asked, «¿tenéis tronas para 2…?», «¿hay menú infantil para 2…?»)
BOOKING_ASKED_WORDS = (r"(?:teneis|tendriais|tienes|tendrias|tedes|terieis|tes|terias|hay|hai|habria|haberia|habera|"
                       r"podeis|podriais|podedes|poderiades|puedes|podes|podemos|podriamos|"
                       rf"reserv\w*|{FOR_ME_VERB}|algo|libre|sitio|{_SLOT}s?|mesas?|cita|turno)")
# «¿me dais hora para el martes?», «dadme hora», gl «dádesme hora»: a time given to come, an appointment
_GIVE_ME_A_TIME = (r"(?:(?:me|nos) (?:(?:podeis|podedes|puedes|podes|podriais|poderiades) )?(?:das|dais|dades|dar)|"
                   r"dadme|dadnos|dasme|dasnos|dadesme|dadesnos|dademe|dadenos|podedesme dar|podesme dar) "
                   r"(?:una |unha )?hora")
BOOKING_RE = folded_re(r"\b(?:reserv\w*|" + _TABLE + r"|citas?|turno|agendar|" + _GIVE_ME_A_TIME + "|"
                 rf"(?:pedir|coger|coller|sacar|dame|danos|{FOR_ME_VERB}|"
                 r"(?:me|nos) (?:pides|pedis|pedides|coges|cogeis|colles|colledes|sacas|sacais|sacades|das|dais|dades)) "
                 rf"(?:(?:una |unha )?hora|vez|(?:un )?(?:{_SLOT}|sitio))|"
                 # «quiero un hueco el jueves», «necesito un oco»: a free time wished is an appointment
                 rf"(?:quiero|quisiera|queria|quero|quixera|necesito|necesitaria|preciso|precisaria) (?:un )?{_SLOT})\b")
# «¿tenéis hueco el jueves?», «¿qué horas tenéis libres?», «¿cuándo es lo primero que tienes?»:
# a question about free times, answered by the booking's own questions and its free times.
FREE_TIME_RE = folded_re(r"\b(?:(?:hay|hai|habria|habra|haberia|teneis|tenes|tienes|tiene|tienen|tendrias|tendria|tendriais|"
                   r"tendrian|tendreis|tendes|tedes|tes|ten|tenen|teñen|terias|teriades|terian|teria|queda|quedan|"
                   r"os queda|vos queda|te queda|"
                   r"che queda|le queda|les queda|quedaria) "
                   r"(?:algun |alguna |algunha |algo de |un |una |unha |algo |un poco de )?(?:huecos?|huequitos?|"
                   # «¿hay sitio para aparcar?», «¿tenéis sitio para dejar la X?», «¿hai sitio para un carriño?»:
                   # a place, no table (what is left there named alone is a trade's: «¿tenéis sitio para la X el
                   # martes?» at its workshop)
                   r"sitio(?! para (?:(?:un|una|unha|el|la|o|a|los|las|os|as|dos|dous|duas) )?(?:aparcar|aparcala|"
                   r"aparcalo|dejar|deixar|guardar|meter|el coche|o coche|coches|"
                   r"carritos?|carriños?|carrinhos?|cochecitos?|sillas?|cadeiras?))|ocos?|oquinho|mesa libre|"
                   r"horas? libres?|citas? libres?|disponibilidad|dispoñibilidade|plazas?|prazas?|"
                   # «¿tienen hora hoy?», «¿tenés hora mañana?», «¿tedes hora hoxe?»: an appointment, for a day
                   r"horas?(?= (?:hoy|hoxe|manana|mana|pasado|este|esta|el|para|pra|(?:o|a) (?:luns|martes|"
                   r"mercores|xoves|venres|sabado|domingo|tarde|semana))\b)|"
                   r"algo (?:libre|disponible))|"
                   r"(?:que|cales|cuales) (?:horas?|dias?) (?:teneis|tienes|tiene|tienen|hay|hai|tendes|tedes|tes|ten|"
                   r"quedan|queda)(?: (?:libres?|disponibles?|huecos?|ocos?)|$)|"
                   r"que (?:teneis|tienes|hay|hai|tendes|tedes|queda) (?:libre|disponible)|"
                   r"(?:que|cales|cuales) (?:huecos|huequitos|ocos|horas? (?:libres?|disponibles?))|"
                   # «¿y sitio para 2 a las 14?», «e oco para catro?»: the room asked after another question
                   r"^(?:(?:y|e) )?(?:algun |un )?(?:sitio|hueco|huequito|oco) para(?: (?:[0-9]+|dos|dous|duas|tres|"
                   r"cuatro|catro|cinco|seis|siete|sete|ocho|oito|nueve|nove|diez|dez)(?: personas| persoas)?\b|\W*$)|"
                   # «¿me podéis hacer un hueco mañana?», «¿facédesme un oco?», «búscame un hueco»
                   r"(?:hacer|hacerme|hacernos|haceis|hacedme|facer|facerme|facernos|facedes|facedesme|buscar|"
                   r"buscarme|buscame|buscadme) (?:un |algun |unha )?(?:huequito|hueco|oco|oquiño|oquinho|sitio)|"
                   r"cuando (?:hay hueco|tienes hueco|tiene hueco|teneis hueco|tiene libre|es lo primero|seria lo primero)|"
                   r"lo (?:primero|mas pronto) que (?:tienes|teneis|tiene|hay|tendes|tes|ten)|"
                   r"cando (?:hai oco|tes oco|ten oco|tendes oco|ten libre)|"
                   r"primer hueco|primeiro oco)\b")
# «¿tenéis algo hoy?», «¿tedes algo para mañá?», «¿hay algo el martes para 2?»: room asked for a day, «algo»
# standing for it (not «¿tenéis algo hoy de X / sin X / con X?»: a thing asked of that day)
SOMETHING_ON_A_DAY_RE = folded_re(
    r"\b(?:teneis|tenes|tienes|tiene|tienen|tendriais|tendrias|tendria|tendrian|tendreis|tendes|tedes|tes|ten|"
    r"teriades|terias|teria|hay|hai|habra|habria|queda|quedan|os queda|te queda|che queda|vos queda) algo "
    r"(?:libre |disponible )?(?:para |pra |pa )?(?:hoy|hoxe|mañana|mañá|pasado mañana|pasado mañá|"
    r"esta (?:tarde|noche|noite|semana)|este (?:finde|fin de semana)|(?:el|o) (?:lunes|luns|martes|miercoles|"
    r"mercores|jueves|xoves|viernes|venres|sabado|domingo|finde|fin de semana))\b(?! (?:de|sin|sen|con)\b)")
# «¿Iago está libre el sábado?», «¿estará disponible Marta?»: with one of the staff named, a free time asked
# («¿ten a Marta oco…?», «¿está o Iago libre…?»: the Galician article before the name)
PERSON_FREE_RE = folded_re(r"\b(?:(?:esta|estara|estaria|estea|estaba|anda|tiene|ten) (?:(?:a|o) )?(?:\w+ )?(?:libre|disponible)|"
                    r"(?:tiene|ten|tendra|tendria|tera|teria) (?:(?:a|o) )?(?:\w+ )?(?:hueco|oco|sitio|un hueco|un oco)|"
                    r"puede|podria|pode|poderia)\b")
# «¿lleva X? si no (lleva), ponme 3», «se non, 2»: the order stands only if the answer is no
IF_NOT_RE = folded_re(r"\b(?:si|se) (?:no|non)\b(?: (?:lo |la |los |las |o |a |os |as )?(?:lleva|llevan|leva|levan|"
                r"tiene|tienen|ten|tenen|contiene|conten)\b)?")
# «¿eres un robot?», «¿hablo con una persona?», «¿quién eres?», «¿cómo te llamas?»: who answers, asked
ABOUT_ME_RE = folded_re(r"\b(?:eres|es usted|sodes|es ti|e vostede|sois) (?:(?:un|una|unha) )?(?:robot|bot|chatbot|maquina|"
                  r"ia|inteligencia artificial|intelixencia artificial|programa|persona|persoa|humano|humana|real)\b|"
                  r"\b(?:hablo|estoy hablando|falo|estou falando) (?:con|cun|cunha) (?:(?:un|una|unha|alguien|alguen) )?(?:robot|bot|"
                  r"maquina|persona|persoa|humano|humana|real|de verdad)\b|"
                  r"^(?:y |e |pero )?(?:quien|quen) (?:eres|es usted|es ti|sodes)\b|\bcon (?:quien|quen) (?:hablo|falo)\b|"
                  r"\bcomo te (?:llamas|chamas)\b|^(?:y |e |pero )?(?:es|e) (?:un|una|unha) (?:robot|bot|chatbot|maquina|ia)\b|"
                  # gl «¿es unha persoa?», «¿ti es humano?»: «es» is the Galician «eres» (Spanish «¿es una
                  # persona?» would ask of someone else)
                  r"^(?:y |e |pero )?(?:ti )?es (?:unha persoa|un humano|unha humana|humano|humana|real)\b")
# «¿cuál es el primer hueco con <person>?», «¿cuándo es lo primero que tiene?», «cal é o primeiro oco?»: the
# first free time itself, asked (with the free days, when a booking's free times are asked)
FIRST_SLOT_ASKED_RE = folded_re(r"\b(?:primer|primeiro|primera|primeira) (?:hueco|huequito|oco|dia|cita|hora)\b|"
                          r"\b(?:lo|o) (?:primero|primeiro) (?:que|libre)\b")
# «¿quién está libre a las 5?», «¿quen pode ás 5?», «¿quién me puede atender?»: who is free then
WHO_IS_FREE_RE = folded_re(r"\b(?:quien|quienes|quen|quens)\b.*\b(?:libres?|disponibles?|puede|pueden|podria|pode|poden|"
                     r"poderia|hueco|oco|atender|atende|atiende)\b")
BOOK_NOUN_RE = folded_re(r"\b(?:" + _TABLE + r"|citas?|turno|pedir hora|coger hora|coller hora|sacar hora|pedir vez|sacar vez|"
                   + _GIVE_ME_A_TIME + "|"
                   r"(?:reserva|reservar|sitio) para(?! (?:aparcar|dejar|deixar|guardar|meter|el coche|o coche)\b))\b")
ASKS_OPTIONS_RE = folded_re(r"\b(?:que (?:puedo|podo|se puede|se pode|podemos) (?:pedir|encargar|encomendar|tomar|comer)|"
                      r"que (?!(?:telefonos?|horarios?|direccion|precios?|prezos?|movil|email|correo|numero|hora|dias|no|non)\b)(?:\w+ )?(?:teneis|tendes|tedes|tienes|tes|hay|hai|vendeis|vendedes|ofreceis|"
                      r"ofrecedes|haceis|facedes)\b|cuales (?:hay|teneis|tendes)|cales (?:hai|tendes|tedes)|"
                      r"que opciones|que sabores|que tipos?|(?:el|o) menu|catalogo|"
                      r"que me recomiendas|que recomiendas|que recomendais|que me recomendas|que recomendades)")
# «¿puedo…?», «¿se puede…?», «¿pódese…?» (folded): whether one may, asked of the business's rule
# («podemos cancelar» alone asks to do it: only with a rule after it is it a question about the rule)
# «se puede», «pódese», «se podrían» (folded): whether one may, said impersonally; with cancelling, a question
# only beside a rule or a «?» (understanding.cancel_asked), else the cancel itself («pódese cancelar todo, xa non imos»)
ONE_MAY = r"(?:se (?:puede|pode|podra|podera|podria|poderia)n?|pode(?:se|nse)|podera(?:se|nse))"
_MAY_I = r"(?:puedo|podo)"
_MAY_ONE = rf"(?:puedo|podo|podemos|{ONE_MAY})"
PROCESS_RE = folded_re(r"\b(?:como (?:se |puedo |podo |hago |fago |podemos |funciona |va )?(?:encarg|ped|pid|"
                 r"reserv|compr|pag|funcion|hace|fai|realiz|encomend|recog|recoll|cancel|anul)\w*|"
                 rf"como funciona|con (?:cuanta|canta|que) antelacion|cuanto tiempo antes|{HOW_MUCH_AHEAD}|"
                 r"canto tempo antes|cuanta antelacion|que plazo|que prazo|hay que (?:encargar|pedir|"
                 r"reservar)|hace falta (?:encargar|pedir|reservar)|(?:se (?:puede|pode)n?|pod(?:e|en)se) (?:encargar|"
                 r"pedir|reservar|pagar|encomendar)|formas? de pago|metodos? de pago|"
                 r"aceptais|aceptades|bizum|hac(?:eis|edes) envios|envi(?:ais|ades)|envios? a domicilio|"
                 # «¿se paga ahora?», «págase ao recoller?», «¿hay que pagar por adelantado?»
                 r"se paga|pagase|pagarse|(?:hay|hai|tengo|teño|teno) que pagar|pagar? (?:por )?(?:adelantado|"
                 r"adiantado|antes|ahora|agora)|"
                 # «¿con cuánto aviso para cancelar?» asks; «te aviso para cancelar» tells what one will do
                 r"(?:avisar|avisaros|avisarvos|(?<!\bte )(?<!\bos )(?<!\bvos )(?<!\bche )aviso|antes|antelacion|"
                 r"tiempo|tempo|plazo|prazo|hasta cuando|"
                 r"ata cando) (?:para|pra|de) (?:cancelar|anular|cambiar|desconvocar)|"
                 rf"{_MAY_I} (?:cancelar|anular)(?:la|lo|a|o)?$|"
                 # «si no voy, ¿se cancela solo?», «¿cómo lo cancelo?», «e se despois quero cancelar?»: how
                 # cancelling goes, asked (the request stays)
                 r"se (?:cancela|anula)n? (?:solo|sola|solos|solas|so|automaticamente)|"
                 r"(?:cancela|anula)se (?:so|sola|solo|automaticamente)|"
                 r"(?:y si|e se|si|se) (?:tengo|teño|teno|tuviera|tivera|hay|hai) que (?:cancel|anul)\w*|"
                 rf"{_MAY_ONE} (?:cancelar|anular)\w* (?:hasta|ata|con|el mismo|o mesmo)|"
                 # «¿hasta cuándo puedo cancelar un encargo?», «¿podo anular unha reserva?»: the rule, not one
                 rf"(?:hasta|ata) (?:cuando|cando) {_MAY_ONE} "
                 r"(?:cancelar|anular|cambiar)|"
                 rf"{_MAY_ONE} (?:cancelar|anular)\w* (?:un|una|unha) "
                 r"(?:encarg|pedid|reserv|cit|encomend)\w*|"
                 r"como (?:(?:lo|la|los|las|o|a|os|as) )?(?:cancel|anul)\w*|"
                 r"(?:y si|e se|si|se) (?:luego|despues|despois|logo|mas adelante|mais adiante) (?:quiero|quero|"
                 r"quisiera|quixera|necesito|preciso|tengo que|teño que|teno que) (?:cancelar|anular)|"
                 r"que (?:pasa|ocurre) (?:si|se) (?:no|non) (?:voy|vou|vengo|veño|veno|puedo|podo|aparezco|aparezo)|"
                 r"(?:cancelar|anular|cancela|anula)(?:lo|la|o|a)? (?:luego|despues|despois|logo|mas adelante|"
                 r"mais adiante)\b|"
                 # «¿me podéis pedir uno que no tenéis?»: what is not in the shop, ordered for the customer
                 r"que (?:no|non) (?:teneis|tengais|tedes|tendes|tenades|hay|haya|hai|haxa)|"
                 r"(?:podeis|podedes|podriais|poderiades) (?:pedir|encargar|encomendar)(?:lo|la|lo|mo|ma|nos)?"
                 r" (?:(?:un|una|unha|el|la|o|a) )?\w+ (?:que|se) (?:no|non)\b)\b")
HOLIDAY_RE = folded_re(r"\b(?:festivos?|feriados?|navidad(?:es)?|nadal|nochebuena|noiteboa|nochevieja|"
                 r"fin de ano|ano nuevo|aninovo|reyes|reis|semana santa|puente|ponte|vacaciones|"
                 r"vacacions|dia de galicia|san juan|san xoan|fiestas|festas|"
                 # «¿el martes es fiesta?», «é festa o día 25?»: a holiday, not a party («¿el sábado hay
                 # fiesta en el local?», «es fiesta de halloween»: a party)
                 r"(?:es|e|sera) (?:dia de )?(?:fiesta|festa)(?! (?:de|del|da|do|en|no|na|con|para|pra|sorpresa)\b))\b")

# Where the business is, said without «dónde»; a bare «dónde» may ask about something else
# («¿dónde puedo aparcar?»): see `where_to_do`.
_ADDRESS_WORDS = (r"direccion|enderezo|ubicacion|ubicad[oa]s|situad[oa]s|"
                  r"como (?:llego|se llega|chego|se chega|llegar|chegar)|en que (?:calle|rua|zona|sitio)|"
                  r"localizacion|mapa|google maps|esta(?:is|des) en|"
                  # «unas instrucciones para llegar», «indicacións pra chegar»
                  r"(?:instrucciones|instrucions|instruccions|indicaciones|indicacions|direcciones|ruta|camino|"
                  r"cami[nñ]o) (?:para|pra|pa) (?:llegar|chegar|ir)")
_ADDRESS_WORDS_RE = folded_re(rf"\b(?:{_ADDRESS_WORDS})\b")
_WHERE_RE = folded_re(r"\b(?:donde|onde)\b")
# Between «dónde» and what is done there: pronouns, modals, «hay», articles («¿dónde lo recojo?»,
# «¿dónde podría aparcar?», «¿dónde hay un parking?», «onde o recollo?»)
_BEFORE_THE_DOING = frozenset("""
se me te nos os vos lle lles lo la los las o a as
puedo puedes puede podemos podeis pueden podria podrias podriamos podriais podrian podo podes pode
podedes poden poderia poderiamos tengo tienes tiene tenemos teneis tienen tendria tendriamos teno tes
ten temos tedes tenen debo debes debe debemos debeis deberia hay hai que un una unos unas unha uns unhas
algun alguna algunos algunas
""".split())
# …and what says it is about being or getting there («¿dónde estáis?», «¿dónde queda?»)
_BEING_THERE = frozenset("""
esta estan estais estades estas estou estoy queda quedan quedais quedades quedas encuentra encuentran
encuentro encontrais encontrar encontraros atopo atopa atopan atopades atopar atoparvos ubica ubicais
ubicades situa localizo localizar es e son sois sodes ir voy vou vas vais ides llego llegar llegamos chego
chegar chegamos vivis vivides el del do da
""".split())


def where_to_do(norm: str) -> str | None:
    """«¿Dónde puedo aparcar?» → «aparcar», «¿dónde hay parking?» → «parking»: the word after a
    «where» about something done there, which the knowledge may answer better than the address
    (the caller checks that a section is about it). None for «¿dónde estáis?», «¿dónde queda?»,
    or a message that also names the address («dirección», «cómo llego»)."""
    if _ADDRESS_WORDS_RE.search(norm):
        return None
    word = _after_where(norm)
    return None if word in _BEING_THERE else word


def asks_where_to_pick_up(norm: str) -> bool:
    """«¿Dónde recojo mi X?», «onde podo recoller a X?»: where to pick something up, not an
    order for another one."""
    return (_after_where(norm) or "").startswith(("recog", "recoj", "recoll"))


def _after_where(norm: str) -> str | None:
    """The first word after «dónde» past pronouns, modals and articles."""
    m = _WHERE_RE.search(norm)
    if m is None:
        return None
    return next((w for w in norm[m.end():].split() if w not in _BEFORE_THE_DOING), None)


# «¿qué días cerráis?», «¿cuál es vuestro día de descanso?», «¿qué festivos cerráis?»: the weekly rest
_REST_DAYS = r"dias? (?:de|del) (?:descanso|cierre|peche|libranza)|librais|descansais|folgades|descansades"
CLOSED_DAYS_RE = folded_re(r"\b(?:(?:que|cuales?|cales?|en que|nos|los) (?:dias?|festivos?) "
                     rf"(?:no abr|non abr|cerr|pech|libr|descans|folg)\w*|{_REST_DAYS}|"
                     # «¿cerráis algún día?», «¿pechades algún día á semana?»
                     rf"(?:{CLOSES}|librais|descansais|descansades|folgades) "
                     r"(?:algun|ningun|algund|algunha|ningunha) dia)\b")
# «¿qué lleva?», «¿de qué es?», «¿cómo es?», «¿y eso qué es?»: what a thing is or has (part of the
# «product» topic; the reader keeps that topic mid-order for these only, about what the order holds)
WHAT_IT_IS = (r"(?:que|q) (?:lleva|llevan|leva|levan|tiene|tienen|ten|contiene|conten)|"
              r"como (?:es|e|son|sabe|saben|esta|estan)|de que (?:es|e|son|esta hech[oa]|esta feit[oa])|"
              # «¿qué tal está la X?», «¿que tal son as X?»: what it is like
              r"(?:que|q) tal (?:es|e|son|esta|estan|sabe|saben|sale|salen)|"
              r"^(?:y |e )?(?:que|q) (?:es|e|son) (?:el|la|los|las|un|una|o|a|os|as|unha)\b|"
              r"(?:eso|iso|esto|isto) (?:que|q) (?:es|e|son)$|(?:que|q) (?:es|e|son) (?:eso|iso|esto|isto)$|"
              r"ingredientes|"
              # «¿para qué edad es X?», «¿desde qué edad…?», «ata que idade…?»: its description says
              r"(?:para|de|desde|dende|a partir de|hasta|ata) (?:que|q) (?:edad|idade|edades|idades)|"
              r"(?:cuantos|cantos) anos tiene que tener|(?:que|q) (?:edad|idade) (?:es|e|tiene|ten)")
WHAT_IT_IS_RE = folded_re(rf"\b(?:{WHAT_IT_IS})\b")
# Galician «cara ás 11», «cara ao mediodía»: towards a time, not «expensive»
_NOT_TOWARDS = (r"(?! (?:a )?(?:as|a|o|os|ao|aos) (?:[0-9]+|mediodia|noite|tarde|unha|una|duas|dous|dos|tres|catro|"
                r"cinco|seis|sete|oito|nove|dez|once|doce)\b)")
# «¿usáis…?», «¿qué empregades?»: what the business works with (its «productos» are no list of what it sells)
_USED = ("usais", "usades", "utilizais", "utilizades", "empleais", "empregades")
TOPICS = (
    ("hours", folded_re(rf"\b(?:horarios?|horas? de (?:apertura|cierre|peche)|abre|{OPENS_OR_CLOSES}|{_REST_DAYS}|"
                  r"abiert[oa]s?|abert[oa]s?|cerr(?:ais|ades|an|ado|ados)|cierr(?:an|a)|"
                  r"pech(?:ades|an|a|ado|ados|ais)|pecades|pecais|pexades|hasta que hora|ata que hora|"   # typos
                  r"(?:hasta cuando|ata cando)(?: (?:estais|estades|abris|abrides|esta|abierto|aberto))?$|"
                  r"(?:hasta cuando|ata cando) (?:estais|estades|abris|abrides|abierto|aberto)|"
                  # not «cuando abráis», «cando abrades»: at the opening, a time (dates.FIRST_THING_RE)
                  r"(?:a que hora|cuando|cando) (?!(?:abrais|abrades|abran|abra)\b)(?:abr|cerr|pech|pec|zerr|zierr|sierr)\w*|que dias (?:abr|trabaj|esta)\w*|"
                  r"(?:a que hora|desde que hora|dende que hora) (?:estais|estades))\b")),
    # not «¿dónde aparco?», «¿onde se pode aparcar?»: parking, the knowledge's
    # not «¿de dónde son las X?», «de onde veñen?»: where a thing comes from (the knowledge's)
    ("address", folded_re(r"\b(?:(?<!\bde )(?<!\bdende )(?:donde|onde)(?! (?:se |puedo |podo |podemos |se puede |se pode |"
                    rf"hay que |hai que )?(?:aparc|estacion)\w*)|(?:de|dende) (?:donde|onde)(?! (?:son|es|e|vienen|viene|"
                    rf"veñen|ven|venen|proceden|procede|traeis|traedes|sacais|sacades)\b)|{_ADDRESS_WORDS})\b")),
    # the business's phone: «¿tenéis móvil?», «vuestro móvil», never a phone of the customer's («cargar el
    # móvil», «se me cayó el móvil»; the contexts of «móvil» are a parallel helper's, branch s30-c)
    ("phone", folded_re(r"\b(?:telefonos?|whatsapp|(?:vuestro|voso|vosso|su|seu|teneis|tendes|tedes|tienes|tes|hay|hai|"
                  r"algun|algu) (?:movil|mobil)|(?:que|cual|cal|qual) (?:es |e )?(?:el |o )?(?:movil|mobil)$|"
                  r"numero de (?:telefono|contacto|movil|mobil)|llamar(?:os)?|chamar(?:vos)?|contactar|contacto|email|e mail|"
                  # not «¿me lo mandáis por correo?»: by post, a shipping question (the knowledge's)
                  r"(?<!\bpor )correo(?: electronico)?|por correo electronico|"
                  r"(?:escribir|escribiros|escribirvos|escribiros|contactar|contactaros|contactarvos) por correo|"
                  # «¿a qué número os llamo?», «¿cuál es vuestro número?», «cal é o voso número?»
                  r"(?:a que|cual es (?:el|vuestro|su)|cal e o(?: voso)?|vuestro|voso|vosso) numero"
                  r"(?! de (?:pie|serie|pedido|zapato|calzado|personas|persoas))|numero (?:vuestro|voso))\b")),
    # «¿cuánto dura una revisión?»: the catalogue's duration_minutes (info answers it when a service is named)
    ("duration", folded_re(r"\b(?:cuanto tiempo (?:es|son|sera|seria|estare|estaria|tengo que reservar)|cuanto rato|"
                     r"canto tempo (?:e|son|sera|estarei)|canto rato|(?:es|e) muy largo|(?:e|é) moi longo|"
                     r"cuanto (?:dura|duran|tarda|tardan|tardais|se tarda|lleva)|canto (?:dura|duran|tarda|"
                     r"tardan|tardades|se tarda|leva)|duracion|cuanto tiempo (?:(?:le|me|te|nos|les) )?(?:dura|lleva|tarda)|"
                     r"canto tempo (?:(?:lle|me|che|nos|lles) )?(?:dura|leva|tarda)|"
                     # «¿tarda mucho?», «¿se tarda mucho?», «¿dura moito?»: how long, asked as yes or no
                     r"(?:se )?(?:tarda|tardan|tardais|tardades|dura|duran|lleva|leva) (?:mucho|moito|bastante|mas de)\b"
                     r"(?! (?:menos|mas)\b))\b")),
    ("price", folded_re(r"\b(?:" + TOTAL_OWED + r"|"
                  r"(?:cuanto|canto) (?:es |e |seria |sería |sera |seran |sale |sae |saira )?(?:todo|en total)|"
                  r"cuanto (?:me |nos |le |les )?(?:cuesta|cuestan|costaria|costarian|vale|valen|valdria|valdrian|es|"
                  r"son|seria|serian|sale|salen|saldria|saldrian|cobrais|cobrariais|cobran|cobras|cobra|"
                  r"costaba|costaban|valia|valian|era|eran|salia|salian|cobrabais|pedis|pides|piden)|"
                  r"canto (?:me |nos |lle |lles )?(?:custa|custan|custaria|custarian|vale|valen|e|son|sera|seran|seria|serian|sae|saen|"
                  r"sairia|sairian|cobrades|cobrariades|cobran|cobras|cobra|custaba|custaban|valia|valian|era|eran|"
                  r"pedides|pides|piden)|"
                  r"(?:cuanto|canto) (?:me |nos |lle |lles )?(?:costa|costan)|"      # gl «canto costa?», said too
                  # «¿qué me cobráis por…?», «¿qué pedís por…?»: what it costs
                  r"que (?:me |nos )?(?:cobrais|cobrades|cobras|cobra|cobran|pedis|pedides) (?:por|polo|pola|pol)|a (?:cuanto|canto|como) (?:esta|estan|va|van|vai|sale|salen|sae|saen)|"
                  r"a (?:cuanto|canto)$|(?<!para )(?<!pa )(?:cuanto|canto)$|que (?:vale|valen|cuesta|cuestan|custa|custan)|"
                  # «¿cuánto las X?», «¿a cuánto la X?», «canto a X?» (not «en cuanto a la X»: regarding it)
                  r"^(?:(?:y|e|oye|oe|pues|pois) )*(?:a )?(?:cuanto|canto) (?:el|la|los|las|o|a|os|as|un|una|unha)\b|"
                  # (not «me cuesta cambiar de X»: hard to do, no price)
                  r"que precio tienen?|que prezo te[nm]|precios?|prezos?|(?<!\bme )(?:cuesta|custa)|"
                  r"(?:cuesta|custa)(?! \w+(?:ar|er|ir)\b)|cuestan|custan|"
                  r"costaria|costarian|custaria|custarian|coste|custo|tarifas?|"
                  rf"car[oa]s?{_NOT_TOWARDS}|barat[oa]s?|(?:mas|mais) economic[oa]s?)\b")),
    ("menu", folded_re(r"\b(?:menu|catalogo|que (?!(?:telefonos?|horarios?|direccion|precios?|prezos?|movil|email|correo|numero|hora|dias|plazos?|prazos?|antelacion|no|non)\b)(?:\w+ )?(?:teneis|tendes|tedes|tienes|tes|hay|hai|vendeis|"
                 r"vendedes|ofreceis|ofrecedes)|"
                 # («¿usáis productos sin X?», «los productos que usáis…»: what the business works with, no list)
                 rf"(?<!{_USED[0]} )(?<!{_USED[1]} )(?<!{_USED[2]} )(?<!{_USED[3]} )(?<!{_USED[4]} )(?<!{_USED[5]} )"
                 rf"productos(?!.*\b(?:{'|'.join(_USED)})\b)|sabores|variedades|que tipos? de|"
                 r"que clases? de|que (?:puedo|podo) (?:pedir|encargar)|"
                 r"que (?:(?:me|nos) )?(?:recomiendas|recomendais|recomienda|recomiendan|aconsejas|aconsejais|"
                 r"recomendas|recomendades|recomenda|aconsellas|aconsellades))\b")),
    # "¿qué alérgenos tiene X?": the product's whole list (info answers it when a product is named)
    ("allergens", folded_re(r"\b(?:alergenos?|alerxenos?)\b")),
    # one product: what it is, what it has, how long before to order it (issue 17)
    ("product", folded_re(rf"\b(?:{WHAT_IT_IS}|"
                    r"hablame|falame|cuentame|contame|explicame|describeme|"
                    r"antelacion|(?:dias|horas) antes|con (?:tiempo|tempo)|con cuant[oa]s? (?:dias|horas|tiempo)|"
                    rf"{HOW_MUCH_AHEAD}|"
                    r"con cant[oa]s? (?:dias|horas|tempo)|cuanto tiempo antes|canto tempo antes|plazo|prazo|"
                    r"cuanto tiempo (?:necesitais|necesitas|tardais|tardas|os lleva|te lleva)|"
                    r"canto tempo (?:necesitades|precisades|tardades|vos leva)|"
                    rf"{NEEDS_ORDERING}|"
                    r"para cuant[oa]s (?:personas|comen|da|dan|es|son|llega)|"
                    r"para cant[oa]s (?:persoas|comen|da|dan|e|son|chega)|cuantos comen|cantos comen|"
                    r"para cuando (?:podriais|podeis|podrias|puedes|estaria|tendriais|la tendriais|lo tendriais)|"
                    r"para cando (?:poderiades|podedes|poderias|estaria|terias|teriades))\b")),
    # what sells best: the catalogue's popular flag answers («¿cuál es la más vendida?», «o que máis se pide»)
    ("popular", folded_re(r"\b(?:(?:mas|mais) (?:vendid[oa]s?|pedid[oa]s?|demandad[oa]s?|popular(?:es)?|famos[oa]s?|exito)|"
                    r"(?:lo|o) que (?:mas|mais) se (?:vende|pide|lleva|leva)|(?:mas|mais) se (?:vende|venden|pide|piden)|"
                    r"se (?:vende|venden|pide|piden) (?:mas|mais)|"
                    r"(?:mas|mais) (?:os|vos|te|che) (?:piden|pide|compran|levan|llevan)|vuestro (?:producto )?estrella|"
                    r"voso (?:produto )?estrela|"
                    # «¿cuál me recomiendas?», «cal me recomendas?»: the popular ones («¿qué X me recomiendas?»
                    # lists the kind X)
                    r"(?:cual|cuales|cal|cales) (?:me |nos )?(?:recomiendas|recomendais|recomienda|"
                    r"recomendas|recomendades|recomenda|aconsejas|aconsejais|aconseja|aconsellas|aconsellades)|"
                    # «¿qué me recomiendas?», «cal é o voso prato estrela?», «¿la especialidad de la casa?»
                    # (not «¿qué X me recomiendas?», «¿qué me recomiendas para…?»: a kind or a need said)
                    r"^(?:y |e |pues |pois |oye |oe |hola |ola )?(?:que|ke|q) (?:me |nos )?(?:recomiendas|recomendais|"
                    r"recomienda|recomendas|recomendades|recomenda|aconsejas|aconsejais|aconsellas|aconsellades)"
                    r"(?: (?:hoy|hoxe|tu|ti|usted|vosotros|vos))?(?: (?:para|pra|pa) [a-z]+(?:ar|er|ir))?$|"
                    # «¿tienes algo que me recomiendes?», gl «algo que me recomendes?»
                    r"^(?:(?:y|e|pues|pois|oye|oe|hola|ola|tienes|teneis|tes|tedes|hay|hai) )*(?:algo|alguna cosa|"
                    r"algunha cousa) que (?:me|nos) (?:recomiendes|recomendeis|recomiende|recomendes|recomendedes|"
                    r"recomende|aconsejes|aconsejeis|aconselles|aconselledes)(?: (?:para|pra|pa) [a-z]+(?:ar|er|ir))?$|"
                    # «¿me recomiendas algo?», «recoméndasme algo para <verb>?»: nothing asked but advice (not
                    # «algo para <a need named>»: «algo para la tos», «algo para 10»)
                    r"^(?:y |e |pues |pois |oye |oe |hola |ola )?(?:(?:me|nos) )?(?:(?:puedes|podrias|podeis|podriais|"
                    r"podes|poderias|podedes|poderiades) (?:me |nos )?)?(?:recomiendas|recomendais|recomienda|"
                    r"recomendas|recomendades|recomenda|aconsejas|aconsejais|aconsellas|aconsellades|recomendar|"
                    r"recomendarme|recomendarnos|aconsejar|aconsellar|aconsellarme|recomendarias|recomendariais|"
                    r"recomiendame|recomendadme|recomendame|recomendasme|recomendadesme|recomendademe|"
                    r"aconsejame|aconsellame|aconsellasme|recomenda(?:s|des)?nos) (?:(?:tu|ti|usted|vosotros|vos) )?"
                    r"algo(?: (?:para|pra|pa) [a-z]+(?:ar|er|ir))?$|"
                    r"(?:cual|cal) (?:es|e) (?:el|o|la|a|vuestro|voso|vuestra|vosa) (?:\w+ ){0,2}(?:estrella|estrela)|"
                    r"especialidad(?:es)? de la casa|especialidade(?:s)? da casa)\b")),
    # when and how one pays (not «¿aceptáis bizum?», «¿se paga con tarjeta?»: the ways, the business's texts)
    ("payment", folded_re(r"(?<!\bdonde )(?<!\bonde )\b(?:(?:como|cuando|cando) (?:se )?pag\w*|"
                    r"se paga(?! con| aparte| a parte| por separado)|pagase(?! con| aparte| a parte| por separado)|"
                    r"(?<!\bcuanto )(?<!\bcanto )(?:hay|hai|tengo|teño|teno) que pagar(?! con)|pag(?:o|ar|amos|a) (?:por )?(?:adelantado|"
                    r"adiantado|antes|ahora|agora|al recoger|ao recoller)|pago por adelantado|pago por adiantado)\b")),
)
# «mejor no pongas mi teléfono», «quita o teléfono», «borra mi móvil»: the phone given, taken back
PHONE_OFF_RE = folded_re(r"\b(?:quita\w*|borra\w*|elimina\w*|saca\w*|olvida\w*|esquece\w*|no pongas|non poñas|non ponas|"
                   r"no pongais|non poñades|no pongas|mejor sin|mellor sen|no (?:quiero|quero) dar|non quero dar)"
                   r"(?: \w+){0,2} (?:telefono|movil|mobil|numero)\b")
PHONE_WORD_RE = folded_re(r"\b(?:telefono|telefonos|movil|mobil|numero|tlf|tel)\b")     # «sin teléfono», «non teño móbil»
MY_CONTACT_RE = folded_re(r"\b(?:mi|meu|o meu) (?:telefono|movil|numero|email|correo)\b")

# ---------------------------------------------------------------- refusals

INJECTION_RE = folded_re(
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
INSULT_RE = folded_re(r"\b(?:gilipollas|gilipolla|idiota|imbecil|estupid[oa]s?|subnormal|cabron\w*|"
                r"hij[oa] de puta|hdp|puta(?! madre)|puto|mierda|inutil(?:es)?|retrasad[oa]|capull[oa]|"
                r"pendej[oa]|cretin[oa]|payas[oa]|mamon|zorra|maricon|parv[oa]|fuck\w*|stupid|"
                r"idiot|asshole|bastard|eres tont[oa]|que tont[oa]|vete a la mierda|tomar por culo|"
                r"que te den|carallo)\b")


def detect_topics(text: str) -> list[str]:
    """Topics of a normalised message in order of appearance: ['address', 'hours']."""
    found = []
    for topic, rx in TOPICS:
        m = rx.search(text)
        if m:
            found.append((m.start(), topic))
    return [t for _, t in sorted(found)]


def topic_words(text: str) -> set[str]:
    """The words of a normalised message that ask a topic («instrucciones para llegar»): no thing wanted."""
    return {w for _, rx in TOPICS for m in rx.finditer(text) for w in m.group(0).split()}


# «para el lunes por la tarde», «¿y para el domingo?», «pra mañá» after a product's answer: when to have it
FOR_A_DAY_RE = re.compile(r"^(?:y |e |i |pero )?(?:para|pa|pra|pal|pro)\b")


# «la primera», «el segundo», «a derradeira»: one of the things just offered (the times, the days), by its place
PLACES = {"primera": 0, "primero": 0, "primeira": 0, "primeiro": 0, "segunda": 1, "segundo": 1, "tercera": 2,
          "tercero": 2, "terceira": 2, "terceiro": 2, "cuarta": 3, "cuarto": 3, "quinta": 4, "quinto": 4,
          "sexta": 5, "sexto": 5, "ultima": -1, "ultimo": -1, "derradeira": -1,
          "derradeiro": -1, "penultima": -2, "penultimo": -2}
_PLACE_WORD = "|".join(PLACES)
# «la primera vez», «a primeira hora», «el cuarto de baño», «un cuarto de hora», «cuarto de kilo»: no place
# in a list. After «de» only a count may follow it («la primera de 8»), or the list itself.
_NOT_A_PLACE_AFTER = (r"(?!\s+(?:vez|hora|semana|dia|mes)\b)"
                      rf"(?!\s+(?:de|do|da)\s+(?!(?:[0-9]{{1,3}}|{_COUNT_WORD}|la lista|a lista)\b))")
# what may stand before the place said alone: «vale, la primera», «mejor el segundo»
_PLACE_LEAD = r"^(?:(?:vale|ok|pues|pois|bueno|bo|entonces|si|venga|mejor|mellor)\s+)*"
_PLACE_THANKS = r"(?:\s+(?:que dices|que me dices|porfa|por favor|porfavor|x favor|xfa|gracias|grazas))?"


def said_by_place(taken: str = r"(?:la|a|el|o)", after: str = "") -> re.Pattern:
    """The whole message one of the things just offered, by its place: `taken` before the place («la»,
    «dos de la», «me quedo con la»), `after` what else may follow it (a day, a size)."""
    return folded_re(rf"{_PLACE_LEAD}{taken}\s+(?P<nth>{_PLACE_WORD})\b{_NOT_A_PLACE_AFTER}{_PLACE_THANKS}{after}$")


PICKED_BY_PLACE_RE = said_by_place()
# «dos de la primera», «2 de la segunda», «dúas da primeira»: how many of the one taken by its place
COUNT_OF_PLACE = rf"(?P<count>[0-9]{{1,2}}|{_COUNT_WORD})\s+(?:de\s+(?:la|el)|da|do)"
# «¿cuánto cuesta la primera?», «¿a segunda leva ovo?»: one of the things just listed, asked about by its place
PLACE_ASKED_RE = folded_re(rf"\b(?:la|el|a|o) (?P<nth>{_PLACE_WORD})\b{_NOT_A_PLACE_AFTER}")
# only a place this long is read through a typo («la primra», «a segnda»): a shorter one is a letter off
# everyday words («cuatro» for «cuarto», «texto» for «sexto», a word of the business for «cuarta»)
PLACES_RESPELT = frozenset(p for p in PLACES if len(p) >= 7)
# «las dos», «ambos», «cada uno», «uno para cada uno», «cadanseu»: every one of the people said
EVERY_ONE_RE = folded_re(r"\b(?:cada (?:uno|una|un|unha)|cadanseu|cadansua|(?:las|los|as|os) (?:dos|duas|dous|2)|"
                   r"ambos|ambas)\b")
# «las dos», «ambas», «cada una», «cadansua»: said of women only («cada una de las 2» said back)
EVERY_ONE_FEMININE_RE = folded_re(r"\b(?:cada una|cada unha|cadansua|las dos|las 2|as duas|as 2|ambas)\b")
# the words that may stand beside it in a short reply («sí, lo mismo para las dos», «uno para cada uno»),
# besides the catalogue's own («<service> las dos»); any other («gracias a los dos», «las dos somos
# rubias», «cada uno paga lo suyo») makes it no answer about both
EVERY_ONE_FILLERS = frozenset("""
si vale ok okey bueno pues pois entonces enton para pra pa a al ao o os as las los el la lo de do da y e
tambien tamen mismo mesmo igual un uno una unha por favor porfa cosa
""".split())
# «a las dos», «para las 2», «después de las dos», «desde as dúas»: an hour, not both (folded; not
# «cada una de las dos», nor «lo mismo para las dos»; «ás dúas» as typed is `reader._AT_TWO_TYPED_RE`)
AT_TWO_RE = folded_re(r"(?<!\bmismo )(?<!\bmesmo )(?<!\bigual )"
                r"\b(?:a|para|pra|sobre|hacia|cara|desde|dende|hasta|ata|despues de|despois de|a partir de|"
                r"antes de|(?<!una )(?<!unha )de) (?:las|as) (?:dos|duas|dous|2)\b")

# «¿lleva huevo?», «¿tiene gluten?», «¿son aptos?», «¿sirve para celíacos?»: whether a thing contains
# something (a yes/no question about one thing), as against «¿qué puedo tomar?»
_CONTAINS = r"llevan?|levan?|tienen?|contienen?|ten|te[nñ]en|conte[nñ]en|apt[oa]s?|sirven?|valen?"
CONTAINS_ASKED_RE = folded_re(rf"\b(?:{_CONTAINS})\b")
# the same, or whether one may have it («¿lo puedo tomar?»), asked beside a request
CONTAINS_OR_MAY_ASKED_RE = folded_re(rf"\b(?:{_CONTAINS}|puedo|podo|pode|puede)\b")
# «¿qué lleva…?», «¿cuál tiene…?», «¿algo que no lleve…?»: which things, asked, not whether one does
WHICH_LEADS_RE = folded_re(r"^(?:(?:y|e|pues|pois|entonces|y entonces) )?(?:que|q|cual|cuales|cal|cales)\b|\b(?:algo|algun|"
                     r"alguno|alguna|algunos|algunas|algunha|algunhas|cousa|cousas|cosa|cosas)\b")
# «¿a qué hora lo recojo?», «¿a que hora abrís ese día?»: a time of day asked, not a day
HOUR_ASKED_RE = folded_re(r"\b(?:a|desde|dende) (?:que|q) hora\b")
# «3 de ellos de X», «3 deles de X»: a count of the things just named, not more of them
OF_THEM_RE = folded_re(r"(?:de (?:ellos|ellas|eles|elas)|deles|delas)")
# «2 rellenos de X», «dous recheos de X», «uno bañado en X»: how some of them are made, before what with
MADE_WITH_RE = folded_re(r"(?:rellen|rechead|rechei|reche|cubiert|banad|feit|hech)[oa]s?")

# Classes of a quality a customer may ask of a thing, read against what its catalogue entry says
# (folded, singular form → one key): a colour, the use it is made for, the unit a number measures in
COLOUR_OF = {form: key for key, forms in {
    "pink": "rosa rosado rosada", "white": "blanco blanca branco branca", "red": "rojo roja vermello vermella",
    "yellow": "amarillo amarilla amarelo amarela", "green": "verde", "blue": "azul azui", "black": "negro negra",
    "purple": "lila morado morada malva violeta", "orange": "naranja laranxa", "grey": "gris",
    "fuchsia": "fucsia", "maroon": "granate",
}.items() for form in forms.split()}
USE_OF = {form: key for key, forms in {
    "mountain": "montana monte", "road": "carretera estrada", "city": "urbana urbano ciudad cidade",
    "indoor": "interior", "outdoor": "exterior",
}.items() for form in forms.split()}
# Where on the thing it goes, and how big it is: a word of these said against another of its own
# name or description («una luz trasera» of the «luz delantera») asks for one not had
POSITION_OF = {form: key for key, forms in {
    "front": "delantero delantera dianteiro dianteira frontal", "rear": "trasero trasera traseiro traseira",
}.items() for form in forms.split()}
SIZE_OF = {form: key for key, forms in {
    "big": "grande", "medium": "mediano mediana", "small": "pequeno pequena",
}.items() for form in forms.split()}
# The qualities above besides colour, each read against the thing's own words
QUALITIES_OF_ITS_WORDS = (USE_OF, POSITION_OF, SIZE_OF)
# What a thing is handed over in, or cut into, in any trade: «en caja», «nunha bolsa», «un trozo de <X>»
CONTAINER_WORDS = frozenset("caja cajita caixa caixina bolsa bolsita papel sobre cesta cesto bandeja bandexa paquete "
                            "envoltorio celofan film parte trozo mitad metade".split())
MEASURE_UNITS = frozenset("pulgada polgada mm cm centimetro metro kg kilo quilo gramo grama litro velocidad "
                          "velocidade marcha".split())
# What follows «X de <number>» when the number is no size of X (folded, singular): money («de 16
# euros»), a count («de 2 unidades», «de 16 cada una»), an hour («de 10 y media», «de 10 para mañana»)
# «2 unidades de X», «4 uds de X», «3 ejemplares de X», «2 copias de X», «X, 2 unidades»: the words any
# trade counts single things with, folded, as written
COUNT_WORDS = frozenset("unidad unidades unidade ud uds unid unids pieza piezas peza pezas pza pzas "
                        "ejemplar ejemplares exemplar exemplares copia copias "
                        # things sold in sets: «2 juegos de X», «2 pares de X», «dous xogos de X»
                        "juego juegos xogo xogos par pares set sets".split())
# The same words singular («de 2 unidades», «3 uds»), read after X («X de 2 unidades»): «copia» only
# counts before X («2 copias de X»), so it is left out here
COUNTING_UNITS = frozenset(map(singular, COUNT_WORDS)) - {"copia"}
NOT_A_SIZE_AFTER = COUNTING_UNITS | frozenset("euro eur eurillo pavo pela cartos cada y e media hora h manana mana tarde "
                                              "noche".split())
