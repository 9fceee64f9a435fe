"""Dataset validation: JSON Schema first, then the checks a schema cannot express.

Every problem is one line a person can act on, prefixed with `<slug>/<file>`:
    <slug>/catalog: <product id>: alérgeno desconocido «arena»
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

import jsonschema

# The 14 allergens EU Regulation 1169/2011 requires to be declared.
ALLERGENS = (
    "gluten", "crustaceos", "huevos", "pescado", "cacahuetes", "soja", "lacteos",
    "frutos_secos", "apio", "mostaza", "sesamo", "sulfitos", "altramuces", "moluscos",
)
TAGS = ("vegano", "vegetariano", "sin_lactosa", "sin_azucar", "picante")
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    text = resources.files("bizengine").joinpath(f"business/schemas/{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def _schema_problems(label: str, name: str, doc: dict) -> list[str]:
    validator = jsonschema.Draft202012Validator(schema(name))
    out = []
    for err in sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(p) for p in err.absolute_path) or "(raíz)"
        out.append(f"{label}: {where}: {err.message}")
    return out


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _ranges_problems(label: str, where: str, ranges: list) -> list[str]:
    out, last_end = [], -1
    for start, end in ranges:
        a, b = _minutes(start), _minutes(end)
        if a >= b:
            out.append(f"{label}: {where}: tramo al revés o vacío {start}–{end}")
        elif a < last_end:
            out.append(f"{label}: {where}: tramos solapados o desordenados ({start})")
        last_end = max(last_end, b)
    return out


def _suggestion_problems(label: str, cfg: dict | None, catalog: dict) -> list[str]:
    """Pairings and reasons must name products of the catalogue."""
    ids = {p["id"] for p in catalog.get("products", [])}
    out = []
    for item, companions in ((cfg or {}).get("pairings") or {}).items():
        for pid in [item, *companions]:
            if pid not in ids:
                out.append(f"{label}: suggestions.pairings: «{pid}» no está en el catálogo")
    for pid in ((cfg or {}).get("reasons") or {}):
        if pid not in ids:
            out.append(f"{label}: suggestions.reasons: «{pid}» no está en el catálogo")
    named = ids | {c["id"] for c in catalog.get("categories", [])}
    lists = [("share", (cfg or {}).get("share") or [])]
    lists += [("dayparts", part["match"]) for part in (cfg or {}).get("dayparts") or []]
    for key, values in lists:
        for x in values:
            if x not in named:
                out.append(f"{label}: suggestions.{key}: «{x}» no es un producto ni una categoría")
    return out


def business_problems(slug: str, data: dict, catalog: dict) -> list[str]:
    label = f"{slug}/business"
    out = []
    if data.get("slug") != slug:
        out.append(f"{label}: slug «{data.get('slug')}» no coincide con la carpeta «{slug}»")
    hours = data.get("hours", {})
    for day in WEEKDAYS:
        out += _ranges_problems(label, f"hours.{day}", hours.get(day, []))
    if not any(hours.get(d) for d in WEEKDAYS):
        out.append(f"{label}: hours: no abre ningún día")
    for key in ("greeting", "tone"):
        for lang in ("es", "gl"):
            if not (data.get(key) or {}).get(lang, "").strip():
                out.append(f"{label}: {key}: falta el texto en «{lang}»")
    caps = data.get("capabilities", [])
    if "order" in caps and "order" not in data:
        out.append(f"{label}: capabilities incluye «order» pero falta el bloque order")
    if "booking" in caps and "booking" not in data:
        out.append(f"{label}: capabilities incluye «booking» pero falta el bloque booking")
    out += _booking_problems(label, data.get("booking"), catalog)
    out += _suggestion_problems(label, data.get("suggestions"), catalog)
    for rule in data.get("refusals", []):
        try:
            re.compile(rule["pattern"])
        except re.error as e:
            out.append(f"{label}: refusals.{rule['id']}: patrón inválido: {e}")
    return out


def _booking_problems(label: str, booking: dict | None, catalog: dict) -> list[str]:
    if not booking:
        return []
    out = []
    if booking["mode"] == "tables":
        if not booking.get("tables"):
            out.append(f"{label}: booking: el modo tables necesita «tables»")
        party = booking.get("party")
        if not party:
            out.append(f"{label}: booking: el modo tables necesita «party»")
        elif party["min"] > party["max"]:
            out.append(f"{label}: booking.party: min {party['min']} mayor que max {party['max']}")
    else:
        services = {p["id"] for p in catalog.get("products", []) if p.get("duration_minutes")}
        resources_ = booking.get("resources") or []
        if not resources_:
            out.append(f"{label}: booking: el modo staff necesita «resources»")
        ids = [r["id"] for r in resources_]
        for dup in sorted({i for i in ids if ids.count(i) > 1}):
            out.append(f"{label}: booking.resources: id repetido «{dup}»")
        for r in resources_:
            for day, ranges in r["hours"].items():
                out += _ranges_problems(label, f"booking.resources.{r['id']}.hours.{day}", ranges)
            if r["services"] != "all":
                for s in r["services"]:
                    if s not in services:
                        out.append(f"{label}: booking.resources.{r['id']}: servicio desconocido «{s}»")
    return out


def catalog_problems(slug: str, catalog: dict) -> list[str]:
    label = f"{slug}/catalog"
    out = []
    categories = [c["id"] for c in catalog.get("categories", [])]
    for dup in sorted({c for c in categories if categories.count(c) > 1}):
        out.append(f"{label}: categoría repetida «{dup}»")
    options = catalog.get("options", {})
    for oid, opt in options.items():
        choice_ids = [c["id"] for c in opt["choices"]]
        if opt["required"] and "default" in opt:
            out.append(f"{label}: opción {oid}: es obligatoria y no puede tener default")
        if not opt["required"]:
            if "default" not in opt:
                out.append(f"{label}: opción {oid}: es opcional y necesita default")
            elif opt["default"] not in choice_ids:
                out.append(f"{label}: opción {oid}: default «{opt['default']}» no es una de sus opciones")
    ids, aliases = [], {}
    for p in catalog.get("products", []):
        pid = p["id"]
        ids.append(pid)
        if p["category"] not in categories:
            out.append(f"{label}: {pid}: categoría desconocida «{p['category']}»")
        for a in p.get("contains", []):
            if a not in ALLERGENS:
                out.append(f"{label}: {pid}: alérgeno desconocido «{a}»")
        for t in p.get("tags", []):
            if t not in TAGS:
                out.append(f"{label}: {pid}: etiqueta desconocida «{t}»")
        for o in p.get("options", []):
            if o not in options:
                out.append(f"{label}: {pid}: opción desconocida «{o}»")
        for a in [p["name"], *p.get("aliases", [])]:
            key = _fold(a)
            if aliases.get(key, pid) != pid:
                out.append(f"{label}: {pid}: alias «{a}» repetido (también es de {aliases[key]})")
            aliases[key] = pid
    for dup in sorted({i for i in ids if ids.count(i) > 1}):
        out.append(f"{label}: producto repetido «{dup}»")
    for word, amb in catalog.get("ambiguous", {}).items():
        for cand in amb["candidates"]:
            if cand not in ids:
                out.append(f"{label}: ambiguous.{word}: candidato desconocido «{cand}»")
        for a in amb["aliases"]:
            if _fold(a) in aliases:
                out.append(f"{label}: ambiguous.{word}: alias «{a}» es también de {aliases[_fold(a)]}")
    return out


def _fold(s: str) -> str:
    from bizengine.language.text import normalize
    return normalize(s)


def problems_of(slug: str, data: dict, catalog: dict) -> list[str]:
    """Every problem of a dataset; empty when it can be loaded."""
    out = _schema_problems(f"{slug}/business", "business", data)
    out += _schema_problems(f"{slug}/catalog", "catalog", catalog)
    if out:  # semantic checks assume a schema-valid shape
        return out
    return business_problems(slug, data, catalog) + catalog_problems(slug, catalog)
