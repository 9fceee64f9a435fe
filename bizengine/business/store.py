"""Load, validate and hot-reload business datasets (one folder per business)."""
from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from bizengine.business import validation as validate
from bizengine.business.product_names import default_lang, split_names
from bizengine.errors import DatasetError

log = logging.getLogger("bizengine.datasets")


@dataclass
class Business:
    """Everything the engine knows about one business, read from `datasets/<slug>/`."""

    slug: str
    data: dict                      # business.json
    catalog: dict                   # catalog.json
    root: Path                      # the dataset folder
    products: dict = field(default_factory=dict)   # id -> product
    categories: dict = field(default_factory=dict)  # id -> category
    cache: dict = field(default_factory=dict)       # derived indexes, built once per load

    def __post_init__(self) -> None:
        """Each product's names by language, however the business was built (see product_names)."""
        for product in [*self.products.values(), *self.catalog.get("products", [])]:
            if "names" not in product:
                split_names(product, self.default_lang)

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def default_lang(self) -> str:
        """The language staff read (requests, mail): the first of the business's languages."""
        return default_lang(self.data)

    @property
    def phone(self) -> str:
        return self.data["contact"]["phone"]

    def can(self, capability: str) -> bool:
        return capability in self.data.get("capabilities", [])

    @property
    def kb_dir(self) -> Path:
        return self.root / "kb"

    def cached(self, key: str, build):
        """Memoise a derived structure (an index, a compiled regex) for this loaded version."""
        if key not in self.cache:
            self.cache[key] = build(self)
        return self.cache[key]


# json's own messages (English) -> what a person editing the file should look for.
JSON_MISTAKES = {
    "Expecting property name enclosed in double quotes": "se esperaba el nombre de un campo entre comillas dobles (¿una coma de más antes de «}»?)",
    "Expecting ',' delimiter": "falta una coma entre dos elementos",
    "Expecting ':' delimiter": "faltan los dos puntos «:» después del nombre del campo",
    "Expecting value": "se esperaba un valor (¿una coma de más, o un texto sin comillas?)",
    "Unterminated string starting at": "un texto empieza con comillas y no se cierran",
    "Extra data": "hay algo más después del final del JSON",
    "Invalid control character at": "un salto de línea o tabulador dentro de un texto (escríbelo como \\n)",
    "Invalid \\escape": "una barra invertida «\\» no válida dentro de un texto",
}


def _read_json(path: Path, label: str) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DatasetError([f"{label}: falta el fichero {path.name}"]) from None
    except UnicodeDecodeError as e:
        raise DatasetError([f"{label}: no está en UTF-8 (byte {e.start}); guárdalo como UTF-8"]) from None
    except json.JSONDecodeError as e:
        what = JSON_MISTAKES.get(e.msg, e.msg)
        raise DatasetError([f"{label}: JSON mal formado en la línea {e.lineno}, columna {e.colno}: {what}"]) from None


def load_business(path: str | Path) -> Business:
    """Read and validate one dataset folder; raise DatasetError listing every problem."""
    root = Path(path)
    slug = root.name
    data = _read_json(root / "business.json", f"{slug}/business.json")
    catalog = _read_json(root / "catalog.json", f"{slug}/catalog.json")
    problems = validate.problems_of(slug, data, catalog) + validate.folder_problems(slug, data, root)
    if problems:
        raise DatasetError(problems)
    return Business(
        slug=slug, data=data, catalog=catalog, root=root,
        products={p["id"]: p for p in catalog.get("products", [])},
        categories={c["id"]: c for c in catalog.get("categories", [])},
    )


def _fingerprint(root: Path) -> tuple:
    """mtimes and sizes of every file of a dataset: a cheap change detector."""
    out = []
    for p in sorted(root.rglob("*")):
        if p.is_file():
            st = p.stat()
            out.append((str(p), st.st_mtime_ns, st.st_size))
    return tuple(out)


class Store:
    """All the businesses under a datasets folder, re-read when their files change.

    A broken edit never takes a business offline: its last valid version keeps serving and the
    problems are reported (`problems()`, the log). A new business with a mistake is not served
    until it is fixed; the others keep working.
    Checks for changes at most every `interval` seconds, on access (no background thread).
    """

    def __init__(self, datasets_dir: str | Path, interval: float = 2.0):
        self.dir = Path(datasets_dir)
        self.interval = interval
        self._lock = threading.Lock()
        self._businesses: dict[str, Business] = {}
        self._problems: dict[str, list[str]] = {}
        self._prints: dict[str, tuple] = {}
        self._checked = 0.0
        self.reload()

    def folders(self) -> list[Path]:
        if not self.dir.is_dir():
            return []
        return sorted(p for p in self.dir.iterdir() if p.is_dir() and not p.name.startswith("."))

    def reload(self, force: bool = False) -> None:
        with self._lock:
            seen = set()
            for folder in self.folders():
                slug = folder.name
                seen.add(slug)
                fp = _fingerprint(folder)
                if not force and self._prints.get(slug) == fp:
                    continue
                self._prints[slug] = fp
                try:
                    self._businesses[slug] = load_business(folder)
                    if self._problems.pop(slug, None):
                        log.info("datasets: %s corregido, se sirve la nueva versión", slug)
                except DatasetError as e:
                    self._problems[slug] = self._report(slug, e.problems)
            for slug in set(self._businesses) - seen:
                self._businesses.pop(slug, None)
            for slug in set(self._problems) - seen:
                self._problems.pop(slug, None)
            self._checked = time.monotonic()

    def _report(self, slug: str, problems: list[str]) -> list[str]:
        state = ("se sigue sirviendo la última versión válida" if slug in self._businesses
                 else "no se sirve hasta que se corrija")
        log.warning("datasets: %s tiene %d problema(s); %s", slug, len(problems), state)
        for line in problems:
            log.warning("datasets: %s", line)
        return problems

    def _maybe_reload(self) -> None:
        if time.monotonic() - self._checked >= self.interval:
            self.reload()

    def get(self, slug: str) -> Business | None:
        self._maybe_reload()
        return self._businesses.get(slug)

    def slugs(self) -> list[str]:
        self._maybe_reload()
        return sorted(self._businesses)

    def all(self) -> list[Business]:
        return [self._businesses[s] for s in self.slugs()]

    def problems(self) -> list[str]:
        self._maybe_reload()
        return [line for slug in sorted(self._problems) for line in self._problems[slug]]

    def stale(self) -> list[str]:
        """Businesses whose files have a mistake but whose last valid version is still served."""
        self._maybe_reload()
        return sorted(set(self._problems) & set(self._businesses))
