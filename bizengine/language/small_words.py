"""The small words of Spanish and Galician questions (function words, common verbs of questions and
greetings), folded: what no content is named with. The knowledge and the reader share them."""
from __future__ import annotations

# Spanish and Galician function words, common verbs of questions and greetings, normalised
# (no accents). Generic for any business.
STOP = frozenset("""
a al algo algun alguna algunas alguno algunos alli ante antes aqui asi aun bastante cada casi
como con contra cual cuales cualquier cuando cuanta cuantas cuanto cuantos de del desde donde
dos durante e el ella ellas ellos en entre era eres es esa esas ese eso esos esta estan estar
estas este esto estos etc fue ha han has hasta hay he hemos la las le les lo los mas me mi mis
mucho mucha muchos muchas muy nada ni no nos nosotros o os otra otras otro otros para pero poco
por porque que quien quienes se sea ser si sin sobre son su sus tambien tan tanto te ti toda
todas todo todos tu tus un una unas uno unos usted ustedes vosotros vuestra vuestro y ya yo
puedo puede pueden podeis podemos podria podrian podriais poder podre tengo tiene tienen teneis
tenemos tener tendria tendreis hace hacen haceis hacemos hacer hago quiero quiere quieren
tenga tengas tengan tengais tengamos tena teña tenades teñades
quieres quisiera queria querria gustaria saber sabeis sabes se sois somos soy estais estamos
esta estoy hola buenas buenos gracias favor porfa oye vale ok okay dime decir decis contar
cuentame pregunta duda alguien local negocio sitio vez veces cosa cosas tipo bien mal ahora
luego entonces pues igual caso hoy tal ir voy vas va vamos vais van venir vengo
puedes podria podrias se puede
o os as un unha uns unhas do da dos das no na nos nas ao aos polo pola polos polas co coa cos
coas dun dunha nun nunha cando onde cal cales quen canto canta cantos cantas meu minha teu tua
moito moita moitos moitas pouco pouca poucos poucas
seu sua noso nosa voso vosa lle lles moi pero non xa tamen isto iso aquilo aqui ali hai algun
algunha outro outra eu ela eles elas min vos podo pode poden podedes podemos teno ten tedes
tendes tenen temos facedes fai fan facemos fago quero queria gustariame sabedes sodes estades
ola grazas oe dime dicir pregunta podese podense pódese ides imos vou mo ma mos mas cho cha llo lla
cerca cerquita preto perto lejos lonxe junto xunto
pra ata dende
falta necesario necesaria preciso precisa
busco buscas busca buscais buscades buscan buscamos buscando
admitis admitides admiten admite aceptais aceptades aceptan acepta usais usades usan usa
solo sola solos solas solamente pasa pasaria ocurre ocurriria sucede despues despois logo adelante adiante
ayer anteayer antier onte antonte compre compramos compraste comprasteis comprado comprada
merquei mercamos mercaches mercastes
""".split())
