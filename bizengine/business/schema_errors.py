"""jsonschema's errors said in Spanish, the way a shop owner reads them.

    closures[0].name: se esperaba {es, gl}, por ejemplo {"es": "Inmaculada", "gl": "Inmaculada"}
    products[5].price_cents: se esperaba un número de 0 o más, hay -100

The place is written as in the file (`products[5].price_cents`), the expectation in words. A
field's own wording comes from the schema: `x-expected` (what a valid value looks like) wins over
the generic sentence of each keyword.
"""
from __future__ import annotations

import json
import re

import jsonschema

TYPES = {
    "string": "un texto entre comillas",
    "integer": "un número entero (sin comillas ni decimales)",
    "number": "un número",
    "object": "un objeto {…}",
    "array": "una lista […]",
    "boolean": "true o false",
}


def where(path) -> str:
    """['closures', 0, 'name'] -> 'closures[0].name'; [] -> '(todo el fichero)'."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(todo el fichero)"


def shown(value) -> str:
    """A value as it looks in the JSON file, cut short."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "…"


def _is_text(schema: dict) -> bool:
    return schema.get("required") == ["es", "gl"]


def _text_example(instance) -> str:
    sample = instance if isinstance(instance, str) and instance.strip() else "…"
    return f"se esperaba {{es, gl}}, por ejemplo {shown({'es': sample, 'gl': sample})}"


def _quoted(message: str) -> str:
    found = re.match(r"'(.*?)'", message)
    return found.group(1) if found else message


def expected(err: jsonschema.ValidationError) -> str:
    """What was expected at the error's place, in Spanish (without the place)."""
    kind, rule, value, schema = err.validator, err.validator_value, err.instance, err.schema
    if "x-expected" in schema and kind not in ("required", "additionalProperties"):
        return f"se esperaba {schema['x-expected']}, hay {shown(value)}"
    if _is_text(schema) and kind in ("type", "required", "additionalProperties"):
        if kind == "required" and isinstance(value, dict):
            return f"falta el texto en «{_quoted(err.message)}»; " + _text_example(next(iter(value.values()), ""))
        if kind == "additionalProperties" and isinstance(value, dict):
            extra = sorted(k for k in value if k not in ("es", "gl"))
            return f"campo desconocido «{', '.join(extra)}»; " + _text_example(value.get("es", ""))
        return _text_example(value)
    simple = {
        "required": lambda: f"falta «{_quoted(err.message)}»",
        "type": lambda: f"se esperaba {TYPES.get(rule, rule) if isinstance(rule, str) else ' o '.join(TYPES.get(r, r) for r in rule)}, hay {shown(value)}",
        "minimum": lambda: f"se esperaba un número de {rule} o más, hay {shown(value)}",
        "maximum": lambda: f"se esperaba un número de {rule} o menos, hay {shown(value)}",
        "minLength": lambda: "el texto no puede estar vacío",
        "minItems": lambda: f"la lista necesita al menos {rule} elemento{'s' if rule != 1 else ''}",
        "maxItems": lambda: f"la lista admite como mucho {rule} elemento{'s' if rule != 1 else ''}",
        "uniqueItems": lambda: f"hay valores repetidos en {shown(value)}",
        "enum": lambda: f"se esperaba uno de {', '.join(shown(v) for v in rule)}; hay {shown(value)}",
        "const": lambda: f"se esperaba {shown(rule)}, hay {shown(value)}",
    }
    if kind in simple:
        return simple[kind]()
    if kind == "additionalProperties" and isinstance(value, dict):
        known = set(schema.get("properties", {}))
        extra = sorted(k for k in value if k not in known)
        allowed = ", ".join(sorted(known))
        return f"campo desconocido «{', '.join(extra)}» (se admiten: {allowed})"
    return f"{shown(value)} no tiene la forma esperada"


def spanish(label: str, err: jsonschema.ValidationError) -> str:
    return f"{label}: {where(err.absolute_path)}: {expected(err)}"
