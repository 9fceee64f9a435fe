"""Validation a shop owner understands: every rule has a broken fixture and its exact Spanish
message (the file, the place as written in the file, what was expected). Complements the
bakery cases of test_store.py with the three other capabilities' fixtures."""
from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bizengine.business import validation as validate
from bizengine.business.store import DatasetError, Store, load_business

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"


def broken(tmp_path: Path, slug: str, business=None, catalog=None) -> Path:
    dest = tmp_path / slug
    shutil.copytree(FIXTURES / slug, dest)
    for name, change in (("business.json", business), ("catalog.json", catalog)):
        if change:
            path = dest / name
            doc = json.loads(path.read_text(encoding="utf-8"))
            change(doc)
            path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return dest


def problems(folder: Path) -> list[str]:
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    return err.value.problems


def service(doc, pid):
    return next(p for p in doc["products"] if p["id"] == pid)


def person(doc, rid):
    return next(r for r in doc["booking"]["resources"] if r["id"] == rid)


def special_day(date: str, es: str = "Inmaculada", gl: str = "Inmaculada"):
    """A business.json edit: one special day on `date`, open 10:00–14:00, named (es, gl)."""
    return lambda b: b.update(special_days=[{"date": date, "hours": [["10:00", "14:00"]],
                                             "name": {"es": es, "gl": gl}}])


CASES = [
    # -- the schema, in Spanish ------------------------------------------------------------
    ("a product that includes no product of the catalogue", "taller", None,
     lambda c: c["products"][1].update(includes=["valvula"]),
     "taller/catalog.json: pinchazo: includes «valvula» no es otro producto del catálogo"),
    ("symptoms on a part, not a service", "taller", None,
     lambda c: service(c, "cadena").update(symptoms=["cadena sali"]),
     "taller/catalog.json: cadena: symptoms solo en un servicio (con duration_minutes)"),
    ("an allergen caveat for no allergen", "restaurante",
     lambda b: b.update(allergen_caveats={"arena": {"es": "Puede haber trazas.", "gl": "Pode haber trazas."}}), None,
     "restaurante/business.json: allergen_caveats: se esperaba uno de los 14 alérgenos: gluten, crustaceos, huevos, "
     "pescado, cacahuetes, soja, lacteos, frutos_secos, apio, mostaza, sesamo, sulfitos, altramuces, moluscos, "
     'hay "arena"'),
    ("an allergen caveat without gl", "restaurante",
     lambda b: b.update(allergen_caveats={"gluten": {"es": "Puede haber trazas."}}), None,
     "restaurante/business.json: allergen_caveats.gluten: falta el texto en «gl»; se esperaba {es, gl}, "
     'por ejemplo {"es": "Puede haber trazas.", "gl": "Puede haber trazas."}'),
    ("a name that is not {es, gl}", "restaurante",
     lambda b: b["closures"][0].update(name="Navidad"), None,
     'restaurante/business.json: closures[0].name: se esperaba {es, gl}, por ejemplo {"es": "Navidad", "gl": "Navidad"}'),
    ("a category name without gl", "peluqueria", None,
     lambda c: c["categories"][0].update(name={"es": "Cortes"}),
     'peluqueria/catalog.json: categories[0].name: falta el texto en «gl»; se esperaba {es, gl}, por ejemplo {"es": "Cortes", "gl": "Cortes"}'),
    ("negative price", "libreria", None,
     lambda c: service(c, "marcapaginas").update(price_cents=-100),
     "libreria/catalog.json: products[8].price_cents: se esperaba un número de 0 o más, hay -100"),
    ("price as text", "libreria", None,
     lambda c: service(c, "marcapaginas").update(price_cents="3,00"),
     'libreria/catalog.json: products[8].price_cents: se esperaba un número entero (sin comillas ni decimales), hay "3,00"'),
    ("services neither all nor a list", "peluqueria",
     lambda b: person(b, "iago").update(services="todos"), None,
     'peluqueria/business.json: booking.resources[1].services: se esperaba "all" o una lista de ids de servicios del catálogo, como ["corte", "tinte"], hay "todos"'),
    ("unknown field", "taller", None,
     lambda c: service(c, "luz").update(precio=19),
     "taller/catalog.json: products[9]: campo desconocido «precio» (se admiten: aliases, allergens_vary, category, contains, description, duration_minutes, gender, id, includes, lead_hours, min_qty, name, options, pack, popular, price_cents, price_per, symptoms, tags)"),
    ("price_per without gl", "restaurante", None,
     lambda c: service(c, "arroz-marisco").update(price_per={"es": "por persona"}),
     'restaurante/catalog.json: products[5].price_per: falta el texto en «gl»; se esperaba {es, gl}, por ejemplo {"es": "por persona", "gl": "por persona"}'),
    ("gender not f or m", "floristeria", None,
     lambda c: service(c, "orquidea").update(gender="fem"),
     'floristeria/catalog.json: products[2].gender: se esperaba "f" o "m", o uno por idioma: {"es": "f", "gl": "f"}, hay "fem"'),
    ("min_qty of one", "restaurante", None,
     lambda c: service(c, "arroz-marisco").update(min_qty=1),
     "restaurante/catalog.json: products[5].min_qty: se esperaba un número de 2 o más, hay 1"),
    ("missing required field", "libreria", None,
     lambda c: service(c, "marcapaginas").pop("category"),
     "libreria/catalog.json: products[8]: falta «category»"),
    ("unknown capability", "libreria",
     lambda b: b["capabilities"].append("delivery"), None,
     'libreria/business.json: capabilities[2]: se esperaba uno de "info", "order", "booking"; hay "delivery"'),
    ("hour out of range", "taller",
     lambda b: b["hours"].update(sat=[["10:00", "25:00"]]), None,
     'taller/business.json: hours.sat[0][1]: se esperaba una hora «HH:MM» entre "00:00" y "24:00", hay "25:00"'),
    ("unknown weekday in a person's hours", "taller",
     lambda b: person(b, "brais")["hours"].update(lun=[["10:00", "14:00"]]), None,
     'taller/business.json: booking.resources[1].hours: se esperaba un día: mon, tue, wed, thu, fri, sat o sun, hay "lun"'),
    ("closure date with the wrong form", "libreria",
     lambda b: b["closures"][0].update(date="25/12"), None,
     'libreria/business.json: closures[0].date: se esperaba una fecha "MM-DD" (cada año) o "AAAA-MM-DD" (una vez), hay "25/12"'),
    ("accent that is not a colour", "taller",
     lambda b: b["theme"].update(accent="verde"), None,
     'taller/business.json: theme.accent: se esperaba un color «#rrggbb», como "#0b7a5a", hay "verde"'),
    ("phone with letters", "libreria",
     lambda b: b["contact"].update(phone="981 ABC 862"), None,
     'libreria/business.json: contact.phone: se esperaba un teléfono: cifras y espacios, con «+» y el prefijo si es de fuera de España, como "981 000 000" o "+351 912 345 678", hay "981 ABC 862"'),
    # -- the checks a schema cannot express --------------------------------------------------
    ("a 7-digit phone", "libreria",
     lambda b: b["contact"].update(phone="981 00 8 6"), None,
     'libreria/business.json: contact.phone: «981 00 8 6» no es un teléfono válido (tiene 7 cifras); uno español tiene 9, como "981 000 000", y uno de otro país empieza por «+» y su prefijo, como "+351 912 345 678"'),
    ("a foreign number without its country", "libreria",
     lambda b: b["contact"].update(phone="351 912 345 678"), None,
     'libreria/business.json: contact.phone: «351 912 345 678» no es un teléfono válido (tiene 12 cifras); uno español tiene 9, como "981 000 000", y uno de otro país empieza por «+» y su prefijo, como "+351 912 345 678"'),
    ("a day that does not exist", "restaurante",
     lambda b: b["closures"].append({"date": "2026-02-30"}), None,
     "restaurante/business.json: closures[4].date: el día 2026-02-30 no existe en el calendario"),
    ("an every-year day that does not exist", "libreria",
     lambda b: b["closures"].append({"date": "04-31"}), None,
     "libreria/business.json: closures[2].date: el día 04-31 no existe en el calendario"),
    ("handoff_over above max", "restaurante",
     lambda b: b["booking"]["party"].update(handoff_over=14), None,
     "restaurante/business.json: booking.party: handoff_over 14 mayor que max 12; se esperaba un número entre min y max (por encima de handoff_over lo lleva una persona)"),
    ("max above the largest table", "restaurante",
     lambda b: b["booking"]["party"].pop("handoff_over"), None,
     "restaurante/business.json: booking.party: el asistente reservaría hasta 12 personas pero la mesa más grande es de 8; se esperaba max (o handoff_over) de 8 o menos, o una mesa mayor"),
    ("min above max", "restaurante",
     lambda b: b["booking"]["party"].update(min=13), None,
     "restaurante/business.json: booking.party: min 13 mayor que max 12"),
    ("an alias equal to an ambiguous word", "libreria", None,
     lambda c: service(c, "cuaderno-a5")["aliases"].append("cuaderno"),
     "libreria/catalog.json: ambiguous.cuaderno: «cuaderno» es también un nombre o alias de cuaderno-a5; una palabra ambigua no puede elegir un solo producto"),
    ("a service without duration_minutes", "peluqueria", None,
     lambda c: service(c, "barba").pop("duration_minutes"),
     'peluqueria/business.json: booking.resources.iago: el servicio «barba» no tiene duration_minutes en catalog.json; se esperaba su duración en minutos, como "duration_minutes": 30'),
    ("a service that is not in the catalogue", "taller",
     lambda b: person(b, "brais")["services"].append("soldadura"), None,
     "taller/business.json: booking.resources.brais: servicio desconocido «soldadura» (no está en catalog.json)"),
    ("a logo that is not there", "taller",
     lambda b: b["theme"].update(logo="logo.png"), None,
     "taller/business.json: theme.logo: no existe el fichero «logo.png» en la carpeta del negocio"),
    ("tables mode without tables", "restaurante",
     lambda b: b["booking"].pop("tables"), None,
     "restaurante/business.json: booking: el modo tables necesita «tables»"),
    ("staff mode without people", "taller",
     lambda b: b["booking"].update(resources=[]), None,
     "taller/business.json: booking: el modo staff necesita «resources»"),
    ("repeated person id", "taller",
     lambda b: person(b, "brais").update(id="uxia"), None,
     "taller/business.json: booking.resources: id repetido «uxia»"),
    ("booking capability without its block", "libreria",
     lambda b: b["capabilities"].append("booking"), None,
     "libreria/business.json: capabilities incluye «booking» pero falta el bloque booking"),
    ("a person's reversed range", "taller",
     lambda b: person(b, "brais")["hours"].update(fri=[["20:00", "16:30"]]), None,
     "taller/business.json: booking.resources.brais.hours.fri: tramo al revés o vacío 20:00–16:30"),
    ("overlapping ranges", "taller",
     lambda b: b["hours"].update(mon=[["10:00", "14:00"], ["13:00", "20:00"]]), None,
     "taller/business.json: hours.mon: tramos solapados o desordenados (13:00)"),
    ("a pairing of a product not in the catalogue", "floristeria",
     lambda b: b["suggestions"]["pairings"].update({"ramo-rosas": ["tarjeta", "globo"]}), None,
     "floristeria/business.json: suggestions.pairings: «globo» no está en el catálogo"),
    ("a reason for a product not in the catalogue", "floristeria",
     lambda b: b["suggestions"]["reasons"].update({"globo": {"es": "Para la fiesta.", "gl": "Para a festa."}}), None,
     "floristeria/business.json: suggestions.reasons: «globo» no está en el catálogo"),
    ("a shared group that is neither product nor category", "floristeria",
     lambda b: b["suggestions"].update(share=["ramos", "velas"]), None,
     "floristeria/business.json: suggestions.share: «velas» no es un producto ni una categoría"),
    ("a daypart matching nothing", "floristeria",
     lambda b: b["suggestions"].update(dayparts=[{"from": "08:00", "to": "12:00", "match": ["desayunos"]}]), None,
     "floristeria/business.json: suggestions.dayparts: «desayunos» no es un producto ni una categoría"),
    ("a daypart's start that is not an hour", "floristeria",
     lambda b: b["suggestions"].update(dayparts=[{"from": "8h", "to": "12:00", "match": ["ramos"]}]), None,
     'floristeria/business.json: suggestions.dayparts[0].from: se esperaba una hora «HH:MM», como "08:00", hay "8h"'),
    ("a daypart's end that is not an hour", "floristeria",
     lambda b: b["suggestions"].update(dayparts=[{"from": "08:00", "to": "mediodía", "match": ["ramos"]}]), None,
     'floristeria/business.json: suggestions.dayparts[0].to: se esperaba una hora «HH:MM», como "12:00", hay "mediodía"'),
    ("tables mode without party", "restaurante",
     lambda b: b["booking"].pop("party"), None,
     "restaurante/business.json: booking: el modo tables necesita «party»"),
    ("an optional option whose default is not a choice", "libreria", None,
     lambda c: c.update(options={"envoltorio": {
         "name": {"es": "Envoltorio", "gl": "Envoltorio"}, "required": False, "default": "papel",
         "question": {"es": "¿Lo envuelvo?", "gl": "Envólvoo?"},
         "choices": [{"id": "no", "name": {"es": "Sin envolver", "gl": "Sen envolver"}, "delta_cents": 0},
                     {"id": "regalo", "name": {"es": "Para regalo", "gl": "Para agasallo"}, "delta_cents": 100}]}}),
     "libreria/catalog.json: opción envoltorio: default «papel» no es una de sus opciones"),
    ("repeated category", "libreria", None,
     lambda c: c["categories"].append({"id": "ensayo", "name": {"es": "Ensayo", "gl": "Ensaio"}}),
     "libreria/catalog.json: categoría repetida «ensayo»"),
    ("a hint for a product that is not a candidate", "peluqueria", None,
     lambda c: c["ambiguous"]["corte"]["hints"].update(tinte=["color"]),
     "peluqueria/catalog.json: ambiguous.corte: hints: «tinte» no es uno de sus candidatos"),
    ("an age range for a product that is not a candidate", "peluqueria", None,
     lambda c: c["ambiguous"]["corte"]["ages"].update(tinte=[0, 12]),
     "peluqueria/catalog.json: ambiguous.corte: ages: «tinte» no es uno de sus candidatos"),
    ("an ambiguous alias that is a product's", "libreria", None,
     lambda c: c["ambiguous"]["cuaderno"]["aliases"].append("marcapaginas"),
     "libreria/catalog.json: ambiguous.cuaderno: alias «marcapaginas» es también de marcapaginas"),
    ("a pack's piece word that is no name of the product", "libreria", None,
     lambda c: service(c, "marcapaginas").update(pack={"units": 5, "unit_words": ["punto"]}),
     "libreria/catalog.json: marcapaginas: pack.unit_words «punto» no es el nombre ni un alias del producto"),
    ("a pack of one", "libreria", None,
     lambda c: service(c, "marcapaginas").update(pack={"units": 1, "unit_words": ["marcapaginas"]}),
     "libreria/catalog.json: products[8].pack.units: se esperaba un número de 2 o más, hay 1"),
    ("a special day with a blank name", "taller",
     special_day("12-08", gl=" "), None,
     "taller/business.json: special_days[0] (12-08): falta el nombre en «gl»"),
    ("a special day that is also a closure", "taller",
     special_day("12-25", "Navidad", "Nadal"), None,
     "taller/business.json: special_days[0] (12-25): la fecha ya está en closures o en otro día especial"),
    ("a special day's date with the wrong form", "taller",
     special_day("8 de diciembre"), None,
     'taller/business.json: special_days[0].date: se esperaba una fecha "MM-DD" (cada año) o "AAAA-MM-DD" (una vez), como "12-08", hay "8 de diciembre"'),
    ("a texts key that is not a name", "restaurante",
     lambda b: b["texts"].update({"Menu-Intro": {"es": "Esto hay:", "gl": "Isto hai:"}}), None,
     'restaurante/business.json: texts: se esperaba el nombre de un texto del asistente: minúsculas, cifras y «_», como "menu_intro", hay "Menu-Intro"'),
    ("a number above its maximum", "taller",
     lambda b: b["order"]["load"].update(default=1.5), None,
     "taller/business.json: order.load.default: se esperaba un número de 1 o menos, hay 1.5"),
    ("an empty text", "peluqueria",
     lambda b: b["refusals"][0].update(pattern=""), None,
     "peluqueria/business.json: refusals[0].pattern: el texto no puede estar vacío"),
    ("an empty list that needs one", "libreria",
     lambda b: b.update(capabilities=[]), None,
     "libreria/business.json: capabilities: la lista necesita al menos 1 elemento"),
    ("an ambiguous word with one candidate", "libreria", None,
     lambda c: c["ambiguous"]["cuaderno"].update(candidates=["cuaderno-a5"]),
     "libreria/catalog.json: ambiguous.cuaderno.candidates: la lista necesita al menos 2 elementos"),
    ("a repeated capability", "libreria",
     lambda b: b.update(capabilities=["info", "order", "info"]), None,
     'libreria/business.json: capabilities: hay valores repetidos en ["info", "order", "info"]'),
    ("a language the texts do not have", "libreria",
     lambda b: b["kind"].update(pt="livraria"), None,
     'libreria/business.json: kind: campo desconocido «pt»; se esperaba {es, gl}, por ejemplo {"es": "librería de barrio", "gl": "librería de barrio"}'),
    ("a text that is not a string", "taller",
     lambda b: b["kind"].update(es=3), None,
     "taller/business.json: kind.es: se esperaba un texto entre comillas, hay 3"),
    ("a part of the day the reader does not know", "restaurante",
     lambda b: b["reading"].update(part_of_day_words={"evening": ["cenar"]}), None,
     "restaurante/business.json: reading.part_of_day_words: campo desconocido «evening» "
     "(se admiten: afternoon, midday, morning, night)"),
    ("booking words as one text", "restaurante",
     lambda b: b["reading"].update(booking_words="cenar"), None,
     'restaurante/business.json: reading.booking_words: se esperaba una lista […], hay "cenar"'),
    ("a currency other than euros", "libreria", None,
     lambda c: c.update(currency="USD"),
     'libreria/catalog.json: currency: se esperaba "EUR", hay "USD"'),
]


@pytest.mark.parametrize("name,slug,business,catalog,message", CASES, ids=[c[0] for c in CASES])
def test_each_rule_has_its_exact_spanish_message(tmp_path, name, slug, business, catalog, message):
    found = problems(broken(tmp_path, slug, business, catalog))
    assert message in found, found
    assert not any(" is not " in p or "does not match" in p or "is a required property" in p for p in found)


def test_semantic_checks_run_alongside_schema_errors(tmp_path):
    """A schema mistake in one place does not hide a semantic mistake in another, nor crash."""
    def both(b):
        b["closures"][0].update(name="Navidad")            # schema
        b["booking"]["party"].update(handoff_over=14)      # semantic
        b["booking"]["tables"] = "todas"                   # a wrong shape the checks must survive
    found = problems(broken(tmp_path, "restaurante", both))
    assert 'restaurante/business.json: closures[0].name: se esperaba {es, gl}, por ejemplo {"es": "Navidad", "gl": "Navidad"}' in found
    assert any(p.startswith("restaurante/business.json: booking.party: handoff_over 14 mayor que max 12") for p in found)
    assert 'restaurante/business.json: booking.tables: se esperaba una lista […], hay "todas"' in found


@pytest.mark.parametrize("shape", [[], "x", {"categories": "x", "products": [1, None, "y"]}, None])
def test_any_shape_gives_messages_not_a_crash(shape):
    found = validate.problems_of("raro", shape, shape)
    assert found and all(p.startswith(("raro/business.json: ", "raro/catalog.json: ")) for p in found)


def test_one_message_per_place(tmp_path):
    found = problems(broken(tmp_path, "libreria", lambda b: b["contact"].update(phone="981 0OO8")))
    assert [p for p in found if "contact.phone" in p] == [
        'libreria/business.json: contact.phone: se esperaba un teléfono: cifras y espacios, con «+» y el prefijo si es de fuera de España, como "981 000 000" o "+351 912 345 678", hay "981 0OO8"']


@pytest.mark.parametrize("phone", ["981 000 862", "+34 981 000 862", "0034981000862", "981.00.08.62",
                                   "+351 912 345 678", "+33 1 42 68 53 00"])
def test_a_phone_of_any_country_written_as_people_do_is_valid(tmp_path, phone):
    biz = load_business(broken(tmp_path, "libreria", lambda b: b["contact"].update(phone=phone)))
    assert biz.phone == phone       # shown to customers as the business wrote it


def test_knowledge_folder_empty(tmp_path):
    folder = broken(tmp_path, "libreria")
    for f in (folder / "kb").glob("*.md"):
        f.unlink()
    assert problems(folder) == ["libreria/kb: no hay ningún fichero .md; se esperaba al menos uno con secciones «## Título»"]


def test_knowledge_not_utf8(tmp_path):
    folder = broken(tmp_path, "taller")
    (folder / "kb" / "viejo.md").write_bytes("## Garantía\nDos años de garantía en las piezas.".encode("latin-1"))
    assert problems(folder) == ["taller/kb/viejo.md: no está en UTF-8 (byte 9); guárdalo como UTF-8"]


def test_knowledge_without_sections(tmp_path):
    folder = broken(tmp_path, "taller")
    (folder / "kb" / "notas.md").write_text("# Notas\nUn texto sin secciones.\n", encoding="utf-8")
    assert problems(folder) == ["taller/kb/notas.md: no tiene ninguna sección; se esperaba al menos un título «## » al principio de una línea"]


def test_json_not_utf8(tmp_path):
    folder = broken(tmp_path, "libreria")
    (folder / "business.json").write_bytes('{"name": "Librería"}'.encode("latin-1"))
    assert problems(folder) == ["libreria/business.json: no está en UTF-8 (byte 16); guárdalo como UTF-8"]


def test_a_new_business_with_a_mistake_is_not_mounted_until_fixed(tmp_path):
    broken(tmp_path, "libreria", lambda b: b["contact"].update(phone="981 00 8 6"))
    store = Store(tmp_path, interval=0)
    assert store.slugs() == [] and store.stale() == []
    assert store.problems()[0].startswith("libreria/business.json: contact.phone:")
    path = tmp_path / "libreria" / "business.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["contact"]["phone"] = "981 000 862"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    assert store.slugs() == ["libreria"] and store.problems() == []


def test_a_broken_edit_keeps_the_last_valid_version_and_logs_it(tmp_path, caplog):
    folder = broken(tmp_path, "taller")
    store = Store(tmp_path, interval=0)
    assert store.get("taller").products["luz"]["price_cents"] == 1900
    path = folder / "catalog.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    service(doc, "luz")["price_cents"] = -5
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with caplog.at_level("WARNING", logger="bizengine.datasets"):
        assert store.get("taller").products["luz"]["price_cents"] == 1900
    assert store.stale() == ["taller"]
    assert store.problems() == ["taller/catalog.json: products[9].price_cents: se esperaba un número de 0 o más, hay -5"]
    assert "taller tiene 1 problema(s); se sigue sirviendo la última versión válida" in caplog.text


def test_the_annotated_orders_example_of_the_docs_is_valid():
    doc = (Path(__file__).resolve().parents[1] / "docs" / "datasets.md").read_text(encoding="utf-8")
    block = doc.split("### Orders:", 1)[1].split("```jsonc", 1)[1].split("```", 1)[0]
    data, cat = (json.loads("\n".join(re.sub(r"\s*// .*$", "", line) for line in part.splitlines()))
                 for part in block.split("// catalog.json"))
    assert validate.problems_of("libreria", data, cat) == []


def test_check_with_datasets_dir(tmp_path, capsys):
    from obrador_mel.cli import main
    assert main(["check", "--datasets", str(FIXTURES)]) == 0
    out = capsys.readouterr().out
    assert "ok  taller: Bicis Ferradura, 10 productos" in out and "ok  libreria: Libraría Andel, 9 productos" in out
    broken(tmp_path, "libreria", lambda b: b["closures"].append({"date": "02-30"}))
    assert main(["check", "--datasets", str(tmp_path)]) == 1
    assert "ERROR libreria/business.json: closures[2].date: el día 02-30 no existe en el calendario" in capsys.readouterr().out


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "x", "all", "09:00", "es", "tables", "staff", "02-30"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["slug", "hours", "booking", "party", "tables", "resources", "services", "products",
                         "categories", "options", "ambiguous", "contact", "phone", "closures", "date", "greeting",
                         "id", "aliases", "candidates", "choices", "theme", "mode", "max", "min"]), inner, max_size=4),
    max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(JSONISH, JSONISH)
def test_no_shape_crashes_the_checks(business, catalog):
    """Semantic checks run alongside the schema, whatever the shapes: lines, never exceptions."""
    found = validate.problems_of("raro", business, catalog)
    assert found and all(isinstance(p, str) and p.startswith("raro/") for p in found)


@pytest.mark.parametrize("booking", [
    {"mode": "tables", "party": {"min": "a", "max": [2]}, "tables": [1, {"seats": "x"}, {"seats": 4, "count": 1}]},
    {"mode": "staff", "resources": [1, {"id": [1], "services": [{"a": 1}, "zz"], "hours": "x"}, {"hours": {"mon": [["9", "x"], 3]}}]},
    {"mode": ["staff"], "resources": {"a": 1}},
])
def test_wrong_shapes_inside_booking_give_messages(booking):
    data = json.loads((FIXTURES / "taller" / "business.json").read_text(encoding="utf-8"))
    catalog = json.loads((FIXTURES / "taller" / "catalog.json").read_text(encoding="utf-8"))
    catalog["products"].append("no soy un producto")
    data["booking"] = booking
    found = validate.problems_of("taller", data, catalog)
    assert any(p.startswith("taller/business.json: booking") for p in found)
    assert "taller/catalog.json: products[10]: se esperaba un objeto {…}, hay \"no soy un producto\"" in found


@pytest.mark.parametrize("text,message", [
    ('{"name": "A" "kind": 1}', "línea 1, columna 14: falta una coma entre dos elementos"),
    ('{"name" "A"}', "línea 1, columna 9: faltan los dos puntos «:» después del nombre del campo"),
    ('{"name": [1,]}', "línea 1, columna 13: se esperaba un valor (¿una coma de más, o un texto sin comillas?)"),
    ('{"name": "A', "línea 1, columna 10: un texto empieza con comillas y no se cierran"),
    ('{}\n}', "línea 2, columna 1: hay algo más después del final del JSON"),
    ('{"name": "A\nB"}', "línea 1, columna 12: un salto de línea o tabulador dentro de un texto (escríbelo como \\n)"),
    ('{"name": "A\\q"}', "línea 1, columna 12: una barra invertida «\\» no válida dentro de un texto"),
])
def test_malformed_json_said_in_spanish(tmp_path, text, message):
    folder = broken(tmp_path, "libreria")
    (folder / "business.json").write_text(text, encoding="utf-8")
    assert problems(folder) == [f"libreria/business.json: JSON mal formado en la {message}"]


# ---------------------------------------------------------------- every message has its case

SOURCES = [Path(validate.__file__), Path(validate.__file__).with_name("store.py"),
           Path(validate.__file__).with_name("schema_errors.py")]
TESTS = [Path(__file__), Path(__file__).with_name("test_store.py"), Path(__file__).with_name("test_special_days.py")]
# Sentences the schemas never reach: every node with these keywords says its own `x-expected`
# (test_every_shape_rule_of_the_schemas_says_what_it_expects keeps it so).
UNREACHABLE = {"maxItems", "const", "fallback"}
_SCHEMA_OWN = ("pattern", "oneOf", "anyOf", "format", "const", "maxItems", "not")


def _regex(node: ast.JoinedStr) -> str:
    return "".join(re.escape(v.value) if isinstance(v, ast.Constant) else ".+?" for v in node.values)


def _templates() -> dict[str, str]:
    """Every message sentence the checks can say: {where it is written: regex}."""
    out = {}
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if path.name == "schema_errors.py":
            for fn in (n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in ("expected", "_text_example")):
                keys = {id(v): k.value for d in ast.walk(fn) if isinstance(d, ast.Dict)
                        for k, v in zip(d.keys, d.values) if isinstance(k, ast.Constant)}
                for node in ast.walk(fn):
                    if isinstance(node, ast.Lambda) and id(node) in keys and isinstance(node.body, ast.JoinedStr):
                        out[keys[id(node)]] = _regex(node.body)
                    elif isinstance(node, ast.Return) and isinstance(node.value, ast.JoinedStr):
                        out[f"{fn.name}:{node.lineno}"] = _regex(node.value)
            continue
        for node in ast.walk(tree):
            first = node.values[0] if isinstance(node, ast.JoinedStr) and node.values else None
            if isinstance(first, ast.FormattedValue) and isinstance(first.value, ast.Name) \
                    and first.value.id in ("label", "slug", "name"):
                out[f"{path.name}:{node.lineno}"] = _regex(node)
    return out


def _said_in_tests() -> list[str]:
    return [n.value for path in TESTS for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and ": " in n.value]


def test_every_message_template_has_an_exact_case():
    """A new sentence in the checks needs a broken fixture and its exact message here (or in
    test_store.py / test_special_days.py) before it ships."""
    templates = _templates()
    assert len(templates) > 40
    said = _said_in_tests()
    fallback = max(k for k in templates if k.startswith("expected:"))    # the last return of expected()
    missing = [where for where, rx in templates.items()
               if where not in UNREACHABLE and not (where == fallback and "fallback" in UNREACHABLE)
               and not any(re.search(rx, m) for m in said)]
    assert missing == []


def test_every_shape_rule_of_the_schemas_says_what_it_expects():
    """The generic sentences (a pattern, a oneOf, a constant…) are never reached: each such rule
    carries `x-expected` itself or in the oneOf/anyOf/propertyNames that holds it."""
    def bare(node, covered, path):
        if isinstance(node, list):
            return [b for i, x in enumerate(node) for b in bare(x, covered, f"{path}[{i}]")]
        if not isinstance(node, dict):
            return []
        here = covered or "x-expected" in node
        out = [path] if not here and any(k in node for k in _SCHEMA_OWN) else []
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                out += [b for k, v in value.items() for b in bare(v, False, f"{path}.{k}")]
            elif key in ("oneOf", "anyOf"):
                out += bare(value, here, f"{path}.{key}")
            elif key != "properties":
                out += bare(value, False, f"{path}.{key}")
        return out
    for name in ("business", "catalog"):
        assert bare(validate.schema(name), False, name) == []


def test_a_name_per_language_without_the_default_language(tmp_path):
    def gl_only(doc):
        service(doc, "jarron")["name"] = {"gl": "Xarrón de cristal"}
    assert problems(broken(tmp_path, "floristeria", catalog=gl_only)) == [
        "floristeria/catalog.json: products[5].name: falta el nombre en «es», el idioma principal del negocio "
        "(el primero de languages); se esperaba {\"es\": \"…\"} junto a los otros idiomas"]


@pytest.mark.parametrize("business, catalog", [
    ({"suggestions": {"x": 1}}, {"products": [{"id": []}]}),
    ({"suggestions": {"pairings": {"a": [[1]]}, "share": [[2]], "dayparts": [{"match": [{}]}]}},
     {"products": [{"id": {}}], "categories": [{"id": [3]}]}),
    ({"booking": {"mode": "staff", "resources": [{"id": "ana", "services": ["corte"]}]}},
     {"products": [{"id": ["corte"]}, {"id": "corte"}]}),
])
def test_an_id_that_is_no_text_gives_lines_not_a_crash(business, catalog):
    """An id written as a list or an object (found by hypothesis: «unhashable type: 'list'»)."""
    found = validate.problems_of("raro", business, catalog)
    assert any(".id: se esperaba" in p or "se esperaba un texto" in p for p in found), found
