"""A product's or service's name in each language of the business.

In catalog.json `name` is a string (the same in every language) or one per language,
{"es": "…", "gl": "…"}, the business's default language required.
At load each product keeps `name` (the default language: what staff read) and `names` (by
language); the names in the other languages are also what customers call it, so they join the
aliases the item matcher indexes. The customer reads `product_name(product, lang)`.
"""
from __future__ import annotations


def default_lang(data: dict) -> str:
    """The business's default language: the first of `languages` (Spanish when none is given)."""
    return next(iter(data.get("languages") or []), "es")


def split_names(product: dict, default: str) -> None:
    """At load: `name` becomes the default language's and `names` holds every language's."""
    raw = product.get("name")
    names = {lang: str(n) for lang, n in raw.items()} if isinstance(raw, dict) else {}
    product["name"] = names.get(default) or str(raw)
    product["names"] = names
    own = product.get("aliases") or []
    product["aliases"] = [*own, *(n for n in names.values() if n != product["name"] and n not in own)]


def every_language(said) -> list[str]:
    """A catalogue text given once or one per language ({"es": …, "gl": …}): each language's, as written."""
    return [str(v) for v in said.values()] if isinstance(said, dict) else [str(said or "")]


def every_name(product: dict) -> list[str]:
    """Its name in each language, the default language's first, each once."""
    return list(dict.fromkeys([str(product.get("name") or ""), *(product.get("names") or {}).values()]))


def product_name(product: dict, lang: str) -> str:
    """The name the customer reads in `lang`, falling back to the default language's."""
    return (product.get("names") or {}).get(lang) or str(product.get("name") or "")
