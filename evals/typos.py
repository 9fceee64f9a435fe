"""Typo matching of one-word catalogue names, old trigram Dice beside the engine's matcher:

    .venv/bin/python -m evals.typos [--show]

Counts, on the bakery's catalogue, how many realistic misspellings (es and gl) each matcher maps
to the right product, and how many common words it wrongly maps to some product. Both go through
the same gate as the engine (clean, singular, at least TYPO_MIN_LEN letters); a word below it is
never fuzzy-matched by either, so most common words here are long enough to be tried.
Printed, never asserted; tests/test_orders.py holds the cases as tests.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz, process  # noqa: E402

from bizengine.business.store import load_business  # noqa: E402
from bizengine.language.text import clean, singular  # noqa: E402
from bizengine.understanding.item_index import TYPO_MIN_LEN, index_of, typo_match  # noqa: E402

# (as typed, the product it means): the six of issue 19 first, then our own.
MISSPELLINGS = [
    ("polboron", "polvorones"), ("brawnie", "brownie"), ("miloja", "milhojas"),
    ("hogaxa", "pan-masa-madre"), ("centenno", "pan-centeno"), ("crusan", "croissant"),
    # Spanish
    ("cheescake", "tarta-queso"), ("chesecake", "tarta-queso"), ("croisant", "croissant"),
    ("croasanes", "croissant"), ("napolitanna", "napolitana"), ("napolitnas", "napolitana"),
    ("tarteleta", "tartaleta"), ("tartaletta", "tartaleta"), ("empanadda", "empanada"),
    ("enpanada", "empanada"), ("galletta", "galletas"), ("macaroons", "macarons"),
    ("palmerra", "palmera"), ("browni", "brownie"), ("porvorones", "polvorones"),
    ("saccher", "tarta-sacher"), ("milojas", "milhojas"), ("gayetas", "galletas"),
    # Galician
    ("palmeria", "palmera"), ("palmeiraas", "palmera"), ("milfolas", "milhojas"),
    ("polvoroms", "polvorones"), ("croasans", "croissant"), ("centeo", "pan-centeno"),
    ("brounie", "brownie"), ("fogaza", "pan-masa-madre"), ("milfoyas", "milhojas"),
    ("tatraletas", "tartaleta"), ("empandas", "empanada"),
]

# Common words a customer writes that are no product (es, gl). Correct spellings of catalogue
# words are left out: those are exact matches, not typos.
COMMON = """
quiero gracias mañana pasado sabado domingo martes miercoles jueves viernes recoger encargar
encargo pedido reservar reserva horario abierto cerrado cuanto cuesta precio precios tienda
direccion telefono personas cumpleaños chocolate mantequilla almendra harina frutas fresas
limones zanahoria hojaldre bizcocho magdalena rosquilla churros ensaimada roscon turron pasteles
panaderia pasteleria bolleria desayuno merienda postres gluten celiaco alergia alergenos lactosa
vegano azucar huevos tambien despues entonces porque cuando alguno ninguno siempre perfecto
genial estupendo buenos buenas tardes noches semana proxima siguiente primero segundo tercero
mediodia temprano minutos entrega domicilio llevar enviar tarjeta efectivo factura nombre
apellido correo numero llamar cambiar cancelar confirmar esperar pregunta informacion saludos
familia amigos bautizo comunion fiesta celebracion evento grande pequeño mediano porcion
raciones unidades docena entera bandeja regalo sorpresa decoracion dibujo mensaje escrito
palabra problema posible imposible disponible quedan teneis haceis vendeis tienen venden podria
querria gustaria necesito prefiero compostela galicia pontevedra aparcamiento parking
empanadilla empanadillas macarrones gallega gallego centenar contento palmeral panecillos
panecillo bocadillo sandwich cafeteria
quero grazas sabado mercores venres recoller encomenda aberto pechado prezos enderezo persoas
aniversario manteiga amendoa fariña froitas amorodos cenoria queixo follado biscoito madalena
filloas orellas despois sempre xenial seguinte primeiro terceiro domingo axiña tarxeta apelido
numero mobil chamar agardar informacion axuda saudos bautizo comuñon celebracion pequeno
racions unidades metade enteira caixa bandexa agasallo debuxo mensaxe dispoñible vendedes
facedes podería quixera gustariame prefiro galego galega compostela
""".split()


def old_dice_typo(one_word: list, w: str) -> str | None:
    """The matcher before issue 19: trigram Dice ≥ 0.74, same length window."""
    def trigrams(word: str) -> set[str]:
        return {word[i:i + 3] for i in range(len(word) - 2)} if len(word) >= 3 else {word}
    tw = trigrams(w)
    best, score = None, 0.74
    for word, item_id in one_word:
        if abs(len(word) - len(w)) > 4:
            continue
        tb = trigrams(word)
        d = 2 * len(tw & tb) / (len(tw) + len(tb))
        if d >= score:
            best, score = item_id, d
    return best


def plain_ratio_typo(one_word: list, w: str) -> str | None:
    """rapidfuzz ratio ≥ 85 alone: what issue 19 proposed, without the engine's two refinements."""
    hit = process.extractOne(w, [word for word, _ in one_word], scorer=fuzz.ratio, score_cutoff=85)
    return one_word[hit[2]][1] if hit else None


def gate(word: str) -> str | None:
    """The word as the engine's typo matcher sees it, or None when it is never tried."""
    w = singular(clean(word))
    return w if len(w) >= TYPO_MIN_LEN and w.isalpha() else None


def run(show: bool = False) -> dict:
    biz = load_business(ROOT / "datasets" / "pasteleria")
    idx = index_of(biz)
    matchers = {"old: trigram Dice >= 0.74": lambda w: old_dice_typo(idx.one_word, w),
                "ratio >= 85 alone": lambda w: plain_ratio_typo(idx.one_word, w),
                "new: engine's typo_match": lambda w: typo_match(idx, w)}
    common = sorted(set(COMMON))
    tried = [w for w in common if gate(w)]
    result = {}
    for name, match in matchers.items():
        misses = [(t, want, match(gate(t)) if gate(t) else None) for t, want in MISSPELLINGS]
        misses = [m for m in misses if m[2] != m[1]]
        false = [(w, match(gate(w))) for w in tried if match(gate(w))]   # type: ignore[arg-type]
        result[name] = {"hits": len(MISSPELLINGS) - len(misses), "misses": misses, "false": false}
        print(f"{name}: {len(MISSPELLINGS) - len(misses)}/{len(MISSPELLINGS)} misspellings, "
              f"{len(false)} false positives over {len(common)} common words ({len(tried)} long enough)")
        if show:
            print("   missed:", ", ".join(f"{t}→{got}" for t, _, got in misses) or "-")
            print("   false: ", ", ".join(f"{w}→{got}" for w, got in false) or "-")
    return result


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", action="store_true", help="list the misses and false positives")
    run(ap.parse_args().show)
