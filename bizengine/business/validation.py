"""Dataset validation: the JSON Schema and the checks a schema cannot express, run together.

Every problem is one line in Spanish a shop owner can act on: the file, the place as it is
written in the file, and what was expected:
    tienda/catalog.json: products[5].price_cents: se esperaba un número de 0 o más, hay -100
    tienda/catalog.json: jabon-miel: alérgeno desconocido «arena»
The semantic checks run even when the schema fails, so they read the documents defensively
(`_dicts`, `_list`): a wrong shape is the schema's message, never a crash or a silence.
"""
from __future__ import annotations

import json
import re
from datetime import date
from functools import lru_cache
from importlib import resources
from pathlib import Path

import jsonschema

from bizengine.business.product_names import default_lang
from bizengine.business.schema_errors import spanish
from bizengine.language.phones import parse_phone

# The 14 allergens EU Regulation 1169/2011 requires to be declared.
ALLERGENS = (
    "gluten", "crustaceos", "huevos", "pescado", "cacahuetes", "soja", "lacteos",
    "frutos_secos", "apio", "mostaza", "sesamo", "sulfitos", "altramuces", "moluscos",
)
TAGS = ("vegano", "vegetariano", "sin_lactosa", "sin_azucar", "picante")
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
HHMM = re.compile(r"^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$")
LEAP_YEAR = 2024   # «02-29» every year is valid: it exists in leap years


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    text = resources.files("bizengine").joinpath(f"business/schemas/{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def _schema_problems(label: str, name: str, doc) -> list[str]:
    validator = jsonschema.Draft202012Validator(schema(name))
    errors = sorted(validator.iter_errors(doc), key=lambda e: [str(p) for p in e.absolute_path])
    return [spanish(label, err) for err in errors]


def _dicts(value) -> list[dict]:
    return [x for x in value if isinstance(x, dict)] if isinstance(value, list) else []


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _ranges_problems(label: str, where: str, ranges) -> list[str]:
    out, last_end = [], -1
    for pair in _list(ranges):
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(x, str) and HHMM.match(x) for x in pair)):
            continue   # the schema says what is wrong with it
        start, end = pair
        a, b = _minutes(start), _minutes(end)
        if a >= b:
            out.append(f"{label}: {where}: tramo al revés o vacío {start}–{end}")
        elif a < last_end:
            out.append(f"{label}: {where}: tramos solapados o desordenados ({start})")
        last_end = max(last_end, b)
    return out


def _string_ids(records) -> set[str]:
    """The text ids of a list of records (a mistaken id, such as a list, is the schema's to report)."""
    return {i for i in (_dict(r).get("id") for r in _list(records)) if isinstance(i, str)}


def _suggestion_problems(label: str, cfg: dict, catalog: dict) -> list[str]:
    """Pairings and reasons name products of the catalogue; dayparts and share, products or categories."""
    ids = _string_ids(catalog.get("products"))
    out = []
    for item, companions in _dict(cfg.get("pairings")).items():
        for pid in [item, *_list(companions)]:
            if not isinstance(pid, str) or pid not in ids:
                out.append(f"{label}: suggestions.pairings: «{pid}» no está en el catálogo")
    for pid in _dict(cfg.get("reasons")):
        if pid not in ids:
            out.append(f"{label}: suggestions.reasons: «{pid}» no está en el catálogo")
    named = ids | _string_ids(catalog.get("categories"))
    lists = [("share", _list(cfg.get("share")))]
    lists += [("dayparts", _list(_dict(part).get("match"))) for part in _list(cfg.get("dayparts"))]
    for key, values in lists:
        for x in values:
            if not isinstance(x, str) or x not in named:
                out.append(f"{label}: suggestions.{key}: «{x}» no es un producto ni una categoría")
    return out


def _phone_problems(label: str, contact: dict) -> list[str]:
    phone = contact.get("phone")
    if not isinstance(phone, str) or parse_phone(phone):
        return []
    digits = sum(ch.isdigit() for ch in phone)
    return [f"{label}: contact.phone: «{phone}» no es un teléfono válido (tiene {digits} cifras); uno español "
            f"tiene 9, como \"981 000 000\", y uno de otro país empieza por «+» y su prefijo, como \"+351 912 345 678\""]


def _closure_problems(label: str, closures) -> list[str]:
    out = []
    for i, c in enumerate(_list(closures)):
        raw = _dict(c).get("date")
        if not isinstance(raw, str) or not re.fullmatch(r"(\d{4}-)?\d{2}-\d{2}", raw):
            continue
        parts = [int(x) for x in raw.split("-")]
        year, month, day = parts if len(parts) == 3 else [LEAP_YEAR, *parts]
        try:
            date(year, month, day)
        except ValueError:
            out.append(f"{label}: closures[{i}].date: el día {raw} no existe en el calendario")
    return out


def business_problems(slug: str, data: dict, catalog: dict) -> list[str]:
    label = f"{slug}/business.json"
    data, catalog = _dict(data), _dict(catalog)
    out = []
    if data.get("slug") != slug:
        out.append(f"{label}: slug «{data.get('slug')}» no coincide con la carpeta «{slug}»")
    hours = _dict(data.get("hours"))
    for day in WEEKDAYS:
        out += _ranges_problems(label, f"hours.{day}", hours.get(day, []))
    if not any(hours.get(d) for d in WEEKDAYS):
        out.append(f"{label}: hours: no abre ningún día")
    out += _special_day_problems(label, data)
    for key in ("greeting", "tone"):
        for lang in ("es", "gl"):
            text = _dict(data.get(key)).get(lang, "")
            if not (isinstance(text, str) and text.strip()):
                out.append(f"{label}: {key}: falta el texto en «{lang}»")
    out += _phone_problems(label, _dict(data.get("contact")))
    out += _closure_problems(label, data.get("closures"))
    caps = _list(data.get("capabilities"))
    for cap in ("order", "booking"):
        if cap in caps and cap not in data:
            out.append(f"{label}: capabilities incluye «{cap}» pero falta el bloque {cap}")
    out += _booking_problems(label, _dict(data.get("booking")), catalog)
    out += _suggestion_problems(label, _dict(data.get("suggestions")), catalog)
    for i, rule in enumerate(_dicts(data.get("refusals"))):
        try:
            re.compile(str(rule.get("pattern", "")))
        except re.error as e:
            out.append(f"{label}: refusals.{rule.get('id', i)}: patrón inválido: {e}")
    return out


def _special_day_problems(label: str, data: dict) -> list[str]:
    """Special days: valid hours, a name in both languages, no date twice nor also a closure."""
    out = []
    seen = {c.get("date") for c in _dicts(data.get("closures")) if isinstance(c.get("date"), str)}
    for i, day in enumerate(_dicts(data.get("special_days"))):
        date = day.get("date") if isinstance(day.get("date"), str) else None
        where = f"special_days[{i}] ({date})"
        out += _ranges_problems(label, where, _list(day.get("hours")))
        for lang in ("es", "gl"):
            name = _dict(day.get("name")).get(lang)
            if not (isinstance(name, str) and name.strip()):
                out.append(f"{label}: {where}: falta el nombre en «{lang}»")
        if date in seen:
            out.append(f"{label}: {where}: la fecha ya está en closures o en otro día especial")
        if date:
            seen.add(date)
    return out


def _party_problems(label: str, booking: dict) -> list[str]:
    party = _dict(booking.get("party"))
    low, high, over = party.get("min"), party.get("max"), party.get("handoff_over")
    if not (isinstance(low, int) and isinstance(high, int)):
        return []
    out = []
    if low > high:
        out.append(f"{label}: booking.party: min {low} mayor que max {high}")
    if isinstance(over, int) and over > high:
        out.append(f"{label}: booking.party: handoff_over {over} mayor que max {high}; "
                   f"se esperaba un número entre min y max (por encima de handoff_over lo lleva una persona)")
    seats = [n for t in _dicts(booking.get("tables")) if isinstance(n := t.get("seats"), int)]
    booked_alone = over if isinstance(over, int) and over <= high else high
    if seats and booked_alone > max(seats):
        out.append(f"{label}: booking.party: el asistente reservaría hasta {booked_alone} personas pero la mesa más "
                   f"grande es de {max(seats)}; se esperaba max (o handoff_over) de {max(seats)} o menos, o una mesa mayor")
    return out


def _booking_problems(label: str, booking: dict, catalog: dict) -> list[str]:
    if not booking:
        return []
    out = []
    if booking.get("mode") == "tables":
        if not booking.get("tables"):
            out.append(f"{label}: booking: el modo tables necesita «tables»")
        if not booking.get("party"):
            out.append(f"{label}: booking: el modo tables necesita «party»")
        out += _party_problems(label, booking)
        return out
    if booking.get("mode") != "staff":
        return out
    products = {p["id"]: p for p in _dicts(catalog.get("products")) if isinstance(p.get("id"), str)}
    resources_ = _dicts(booking.get("resources"))
    if not resources_:
        out.append(f"{label}: booking: el modo staff necesita «resources»")
    ids = [r.get("id") for r in resources_]
    for dup in sorted({str(i) for i in ids if ids.count(i) > 1}):
        out.append(f"{label}: booking.resources: id repetido «{dup}»")
    for r in resources_:
        rid = r.get("id")
        for day, ranges in _dict(r.get("hours")).items():
            out += _ranges_problems(label, f"booking.resources.{rid}.hours.{day}", ranges)
        services = r.get("services")
        for s in [x for x in services if isinstance(x, str)] if isinstance(services, list) else []:
            if s not in products:
                out.append(f"{label}: booking.resources.{rid}: servicio desconocido «{s}» (no está en catalog.json)")
            elif not products[s].get("duration_minutes"):
                out.append(f"{label}: booking.resources.{rid}: el servicio «{s}» no tiene duration_minutes en "
                           f"catalog.json; se esperaba su duración en minutos, como \"duration_minutes\": 30")
    return out


def _option_problems(label: str, options: dict) -> list[str]:
    out = []
    for oid, opt in options.items():
        opt = _dict(opt)
        choice_ids = [c.get("id") for c in _dicts(opt.get("choices"))]
        required = opt.get("required")
        if required is True and "default" in opt:
            out.append(f"{label}: opción {oid}: es obligatoria y no puede tener default")
        if required is False:
            if "default" not in opt:
                out.append(f"{label}: opción {oid}: es opcional y necesita default")
            elif opt["default"] not in choice_ids:
                out.append(f"{label}: opción {oid}: default «{opt['default']}» no es una de sus opciones")
    return out


def _names(p: dict) -> list[str]:
    name = p.get("name")
    said = list(name.values()) if isinstance(name, dict) else [name]
    return [a for a in [*said, *_list(p.get("aliases"))] if isinstance(a, str)]


def _name_problems(slug: str, data: dict, catalog: dict) -> list[str]:
    """A name given per language has the business's default language (what staff read)."""
    lang = default_lang(_dict(data))
    return [f"{slug}/catalog.json: products[{i}].name: falta el nombre en «{lang}», el idioma principal del "
            f"negocio (el primero de languages); se esperaba {{\"{lang}\": \"…\"}} junto a los otros idiomas"
            for i, p in enumerate(_dicts(_dict(catalog).get("products")))
            if isinstance(p.get("name"), dict) and p["name"] and not p["name"].get(lang)]


def catalog_problems(slug: str, catalog: dict) -> list[str]:
    label = f"{slug}/catalog.json"
    catalog = _dict(catalog)
    categories = [c.get("id") for c in _dicts(catalog.get("categories"))]
    out = [f"{label}: categoría repetida «{dup}»" for dup in sorted({str(c) for c in categories if categories.count(c) > 1})]
    options = _dict(catalog.get("options"))
    out += _option_problems(label, options)
    ids: list[object] = []
    aliases: dict[str, object] = {}      # folded name → product id
    for p in _dicts(catalog.get("products")):
        pid = p.get("id")
        ids.append(pid)
        if "category" in p and p["category"] not in categories:
            out.append(f"{label}: {pid}: categoría desconocida «{p['category']}»")
        for field_, known, what in (("contains", ALLERGENS, "alérgeno"), ("tags", TAGS, "etiqueta"), ("options", options, "opción")):
            for value in _list(p.get(field_)):
                if isinstance(value, str) and value not in known:
                    out.append(f"{label}: {pid}: {what} desconocid{'o' if what == 'alérgeno' else 'a'} «{value}»")
        own = {_fold(a) for a in _names(p)}
        for word in _list(_dict(p.get("pack")).get("unit_words")):
            if isinstance(word, str) and _fold(word) not in own:
                out.append(f"{label}: {pid}: pack.unit_words «{word}» no es el nombre ni un alias del producto")
        for a in _names(p):
            key = _fold(a)
            if aliases.get(key, pid) != pid:
                out.append(f"{label}: {pid}: alias «{a}» repetido (también es de {aliases[key]})")
            aliases[key] = pid
    for dup in sorted({str(i) for i in ids if ids.count(i) > 1}):
        out.append(f"{label}: producto repetido «{dup}»")
    for p in _dicts(catalog.get("products")):
        for part in _list(p.get("includes")):
            if part not in ids or part == p.get("id"):
                out.append(f"{label}: {p.get('id')}: includes «{part}» no es otro producto del catálogo")
        if p.get("symptoms") and not p.get("duration_minutes"):
            out.append(f"{label}: {p.get('id')}: symptoms solo en un servicio (con duration_minutes)")
    for word, amb in _dict(catalog.get("ambiguous")).items():
        amb = _dict(amb)
        if _fold(word) in aliases:
            out.append(f"{label}: ambiguous.{word}: «{word}» es también un nombre o alias de {aliases[_fold(word)]}; "
                       f"una palabra ambigua no puede elegir un solo producto")
        for cand in _list(amb.get("candidates")):
            if cand not in ids:
                out.append(f"{label}: ambiguous.{word}: candidato desconocido «{cand}»")
        for field in ("hints", "ages"):
            for cand in _dict(amb.get(field)):
                if cand not in _list(amb.get("candidates")):
                    out.append(f"{label}: ambiguous.{word}: {field}: «{cand}» no es uno de sus candidatos")
        for a in _list(amb.get("aliases")):
            if isinstance(a, str) and _fold(a) in aliases:
                out.append(f"{label}: ambiguous.{word}: alias «{a}» es también de {aliases[_fold(a)]}")
    return out


def folder_problems(slug: str, data, root: Path) -> list[str]:
    """The files beside the JSON: the theme's logo and the knowledge folder."""
    logo = _dict(_dict(data).get("theme")).get("logo")
    out = []
    if isinstance(logo, str) and not (root / logo).is_file():
        out.append(f"{slug}/business.json: theme.logo: no existe el fichero «{logo}» en la carpeta del negocio")
    return out + kb_problems(slug, root)


def kb_problems(slug: str, root: Path) -> list[str]:
    """The knowledge folder: at least one Markdown file, UTF-8, each with `## ` sections."""
    kb = root / "kb"
    files = sorted(kb.rglob("*.md")) if kb.is_dir() else []
    if not files:
        return [f"{slug}/kb: no hay ningún fichero .md; se esperaba al menos uno con secciones «## Título»"]
    out = []
    for path in files:
        name = f"{slug}/{path.relative_to(root).as_posix()}"
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            out.append(f"{name}: no está en UTF-8 (byte {e.start}); guárdalo como UTF-8")
            continue
        if not any(line.startswith("## ") for line in text.splitlines()):
            out.append(f"{name}: no tiene ninguna sección; se esperaba al menos un título «## » al principio de una línea")
    return out


def _fold(s: str) -> str:
    from bizengine.language.text import normalize
    return normalize(s)


def problems_of(slug: str, data, catalog) -> list[str]:
    """Every problem of a dataset's two JSON files; empty when they can be loaded. The schema and
    the semantic checks both run, so one pass shows everything to fix."""
    out = _schema_problems(f"{slug}/business.json", "business", data)
    out += _schema_problems(f"{slug}/catalog.json", "catalog", catalog)
    semantic = business_problems(slug, data, catalog) + catalog_problems(slug, catalog) + _name_problems(slug, data, catalog)
    said = {_place(p) for p in out}
    return out + [p for p in semantic if _place(p) not in said]


def _place(line: str) -> str:
    """'x/business.json: contact.phone: …' -> 'x/business.json: contact.phone' (one message a place)."""
    return ": ".join(line.split(": ")[:2])
