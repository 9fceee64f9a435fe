"""Dataset loading and validation: every rule has a broken fixture and its exact message."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from bizengine.business.store import DatasetError, Store, load_business

ROOT = Path(__file__).resolve().parent.parent
BAKERY = ROOT / "datasets" / "pasteleria"


def copy_bakery(tmp_path: Path, slug: str = "pasteleria") -> Path:
    dest = tmp_path / slug
    shutil.copytree(BAKERY, dest)
    return dest


def edit(folder: Path, name: str, change) -> None:
    path = folder / name
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


def problems_after(tmp_path, business=None, catalog=None) -> list[str]:
    folder = copy_bakery(tmp_path)
    if business:
        edit(folder, "business.json", business)
    if catalog:
        edit(folder, "catalog.json", catalog)
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    return err.value.problems


def product(doc, pid):
    return next(p for p in doc["products"] if p["id"] == pid)


def test_bakery_loads_clean():
    biz = load_business(BAKERY)
    assert biz.name == "Obrador Mel"
    assert len(biz.products) == 19
    assert biz.can("order") and not biz.can("booking")


BROKEN = [
    ("unknown allergen", None,
     lambda c: product(c, "tarta-queso")["contains"].append("arena"),
     "pasteleria/catalog.json: tarta-queso: alérgeno desconocido «arena»"),
    ("unknown tag", None,
     lambda c: product(c, "brownie")["tags"].append("keto"),
     "pasteleria/catalog.json: brownie: etiqueta desconocida «keto»"),
    ("unknown category", None,
     lambda c: product(c, "palmera").update(category="bolleria"),
     "pasteleria/catalog.json: palmera: categoría desconocida «bolleria»"),
    ("unknown option", None,
     lambda c: product(c, "tarta-sacher")["options"].append("velas"),
     "pasteleria/catalog.json: tarta-sacher: opción desconocida «velas»"),
    ("required option with a default", None,
     lambda c: c["options"]["raciones"].update(default="8"),
     "pasteleria/catalog.json: opción raciones: es obligatoria y no puede tener default"),
    ("optional option without a default", None,
     lambda c: c["options"]["raciones"].update(required=False),
     "pasteleria/catalog.json: opción raciones: es opcional y necesita default"),
    ("unknown ambiguous candidate", None,
     lambda c: c["ambiguous"]["tarta"]["candidates"].append("tarta-fresa"),
     "pasteleria/catalog.json: ambiguous.tarta: candidato desconocido «tarta-fresa»"),
    ("duplicate product id", None,
     lambda c: c["products"].append(dict(product(c, "palmera"), aliases=[], name="Otra palmera")),
     "pasteleria/catalog.json: producto repetido «palmera»"),
    ("duplicate alias", None,
     lambda c: product(c, "croissant")["aliases"].append("palmera"),
     "pasteleria/catalog.json: croissant: alias «palmera» repetido (también es de palmera)"),
    ("negative price (schema)", None,
     lambda c: product(c, "brownie").update(price_cents=-300),
     "pasteleria/catalog.json: products[7].price_cents: se esperaba un número de 0 o más, hay -300"),
    ("slug differs from folder", lambda b: b.update(slug="panaderia"), None,
     "pasteleria/business.json: slug «panaderia» no coincide con la carpeta «pasteleria»"),
    ("reversed range", lambda b: b["hours"].update(tue=[["14:00", "09:00"]]), None,
     "pasteleria/business.json: hours.tue: tramo al revés o vacío 14:00–09:00"),
    ("overlapping ranges", lambda b: b["hours"].update(wed=[["09:00", "14:00"], ["13:00", "20:00"]]), None,
     "pasteleria/business.json: hours.wed: tramos solapados o desordenados (13:00)"),
    ("no open day", lambda b: b.update(hours={d: [] for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}), None,
     "pasteleria/business.json: hours: no abre ningún día"),
    ("greeting without Galician", lambda b: b["greeting"].update(gl=" "), None,
     "pasteleria/business.json: greeting: falta el texto en «gl»"),
    ("invalid hour (schema)", lambda b: b["hours"].update(thu=[["09:00", "25:00"]]), None,
     "pasteleria/business.json: hours.thu[0][1]: se esperaba una hora «HH:MM» entre \"00:00\" y \"24:00\", hay \"25:00\""),
    ("bad refusal pattern", lambda b: b.update(refusals=[{"id": "x", "pattern": "(abc", "reply": {"es": "a", "gl": "b"}}]), None,
     "pasteleria/business.json: refusals.x: patrón inválido: missing ), unterminated subpattern at position 0"),
]


@pytest.mark.parametrize("name,business,catalog,message", BROKEN, ids=[b[0] for b in BROKEN])
def test_each_rule_has_a_precise_message(tmp_path, name, business, catalog, message):
    assert message in problems_after(tmp_path, business, catalog)


def test_malformed_json_names_line_and_column(tmp_path):
    folder = copy_bakery(tmp_path)
    (folder / "catalog.json").write_text('{"products": [\n  {"id": "x",}\n]}', encoding="utf-8")
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    assert err.value.problems == ["pasteleria/catalog.json: JSON mal formado en la línea 2, columna 14: se esperaba el nombre de un campo entre comillas dobles (¿una coma de más antes de «}»?)"]


def test_missing_file(tmp_path):
    folder = copy_bakery(tmp_path)
    (folder / "business.json").unlink()
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    assert err.value.problems == ["pasteleria/business.json: falta el fichero business.json"]


def test_a_broken_business_is_left_out_and_the_others_load(tmp_path):
    copy_bakery(tmp_path, "pasteleria")
    broken = copy_bakery(tmp_path, "otra")
    edit(broken, "business.json", lambda b: b.update(slug="otra"))
    edit(broken, "catalog.json", lambda c: product(c, "tarta-queso")["contains"].append("arena"))
    store = Store(tmp_path)
    assert store.slugs() == ["pasteleria"]
    assert store.problems() == ["otra/catalog.json: tarta-queso: alérgeno desconocido «arena»"]


def test_a_dataset_edited_on_disk_is_reloaded(tmp_path):
    folder = copy_bakery(tmp_path)
    store = Store(tmp_path, interval=0)
    assert store.get("pasteleria").products["palmera"]["price_cents"] == 220
    time.sleep(0.01)  # a distinct mtime on coarse filesystems
    edit(folder, "catalog.json", lambda c: product(c, "palmera").update(price_cents=250))
    assert store.get("pasteleria").products["palmera"]["price_cents"] == 250
    edit(folder, "catalog.json", lambda c: product(c, "palmera")["contains"].append("arena"))
    # a broken edit keeps the last valid version serving, and says so
    assert store.get("pasteleria").products["palmera"]["price_cents"] == 250
    assert store.problems() == ["pasteleria/catalog.json: palmera: alérgeno desconocido «arena»"]
    assert store.stale() == ["pasteleria"]
    edit(folder, "catalog.json", lambda c: product(c, "palmera").update(contains=[], price_cents=260))
    assert store.get("pasteleria").products["palmera"]["price_cents"] == 260
    assert store.problems() == [] and store.stale() == []
