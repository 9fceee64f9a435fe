"""The customer leaves the request for now («ya pasaré otro día, gracias», «lo dejo para otro día»,
«mejor lo miro y os digo», «ya os llamo», «xa pasarei outro día», «bueno, ya veré»): nothing is kept
pending, and the reply says how to come back. Not «mejor otro día» nor «otro día a las 9», which only
rule out the day held (ruled_out.py), nor «ya veremos» (undecided: the options shown again).
Spanish and Galician, accents already removed."""
from __future__ import annotations

import re

# not «luego», «más tarde»: «ya paso luego» may be a time of the same day
_LATER = (r"(?:otro dia|outro dia|otro momento|outro momento|mas adelante|mais adiante|en otro momento|"
          r"noutro momento|la proxima|a proxima)")
_COME_BACK = (r"(?:pasare|pasaremos|pasarei|vendre|vendremos|virei|viremos|volvere|volveremos|volverei|"
              r"paso|pasamos|vengo|venimos|veno|vimos|vuelvo|volvemos|volvo|me paso|me pasare|llamo|chamo|"
              r"escribo|lo miro|o miro|lo vemos|o vemos)")
_LEAVE_IT = r"(?:(?:lo|la|o|a) (?:dejo|dejamos|deixo|deixamos)|dejolo|deixoo|deixoa|dejamoslo|deixamolo)"
_TO_YOU = r"(?:os|te|le|les|vos|che|lle|lles)"
_TELL = (r"(?:digo|diremos|dire|direi|llamo|llamare|llamaremos|chamo|chamarei|chamaremos|escribo|escribire|"
         r"escribirei|aviso|avisare|avisarei|confirmo|comento)")
_THINK = r"(?:miro|pienso|penso|hablo|falo|consulto|comento|miroo|pensoo|consultoo)"
LEAVING_RE = re.compile(
    rf"\b(?:(?:ya|xa) )?{_COME_BACK} (?:(?:por ahi|por ai|por alli|por ali|yo|eu) )?{_LATER}\b"
    rf"|\b{_LEAVE_IT} (?:(?:para|pa|pra) )?{_LATER}\b"
    rf"|\b(?:(?:lo|o|la|a|me lo|mo) )?{_THINK} (?:(?:con|co|coa) (?:\w+ ){{1,3}})?(?:(?:y|e) )?(?:ya |xa )?"
    rf"{_TO_YOU} {_TELL}\b"
    rf"|\b(?:ya|xa) {_TO_YOU} {_TELL}\b(?! (?:que|el|o|la|a|mi|meu)\b)"
    r"|\b(?:ya|xa) (?:vere|verei|lo pienso|o penso|me lo pienso|mo penso|volvere|volverei|pasare|"
    r"pasarei|llamare|chamarei)\b"
    r"|^(?:(?:bueno|bo|vale|pues|pois|nada) )*(?:ya|xa) (?:si eso|se iso)\b"
    # «da igual, ya llamo yo», «espera, mejor te llamo», «nada, lo dejo» (not «lo dejo así»)
    rf"|\b(?:ya|xa|mejor|mellor) (?:{_TO_YOU} )?(?:llamo|chamo|chamote|chamovos|llamare|chamarei|paso|pasarei|"
    r"pasare|me paso|me acerco|achegome)(?: (?:yo|eu))?$"
    r"|(?:^|\b(?:nada|bueno|bo|pues|pois|mejor|mellor|entonces|vale) )(?:lo|o) (?:dejo|deixo|dejamos|deixamos)$")

# «ya te digo» alone is «quite so», not «I will tell you»
_EMPHATIC_RE = re.compile(r"^(?:si |pues |pois )?(?:ya|xa) (?:te|che) digo$")


def leaves_for_now(norm: str) -> bool:
    """«ya pasaré otro día, gracias», «déixoo para outro día», «ya os llamo»: the request left for now."""
    return bool(LEAVING_RE.search(norm)) and not _EMPHATIC_RE.match(norm)
