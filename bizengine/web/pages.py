"""A page for every business, built from its public profile: `/<slug>/` (or under any prefix).

    from bizengine.web.pages import pages_blueprint
    app.register_blueprint(pages_blueprint(engine))              # /<slug>/, /<slug>/theme.css …
    app.register_blueprint(pages_blueprint(engine), url_prefix="/negocios")

One blueprint serves every business of the store, so a business added while the app runs has its
page at once (the slug is a URL variable, not a route registered at start). The page knows no
trade: name, contact, hours, closures, the catalogue or services with prices, the chat widget and
an es/gl switch, all from `public_profile`. Its look comes from the dataset's optional `theme`
(`accent` colour, `logo` file in the dataset folder), through a per-business stylesheet because
the CSP forbids inline styles.
"""
from __future__ import annotations

import re
from pathlib import Path

from flask import Blueprint, Response, abort, render_template, send_file, url_for
from werkzeug.routing import BuildError

from bizengine.business.profile import euros, public_profile
from bizengine.language.clock import MONTH_NAMES
from bizengine.web.panel import api_base, ensure_widget, resolve_business

HERE = Path(__file__).resolve().parent
SLUG_RE = re.compile(r"^[a-z0-9][a-z0-9-]{1,40}$")
COLOUR_RE = re.compile(r"^#[0-9a-fA-F]{6}$")
LOGO_TYPES = {".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
              ".webp": "image/webp"}
DEFAULT_ACCENT = "#1d5fd1"


def _business(source, slug: str):
    biz = resolve_business(source, slug) if SLUG_RE.match(slug) else None
    if biz is None:
        abort(404)
    return biz


def accent_ink(colour: str) -> str:
    """Black or white text over `colour`, whichever reads better (WCAG relative luminance)."""
    def channel(hex2: str) -> float:
        c = int(hex2, 16) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(colour[i:i + 2]) for i in (1, 3, 5))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#111111" if luminance > 0.35 else "#ffffff"


def closure_day(date: str, lang: str) -> str:
    """'12-25' -> '25 de diciembre'; '2026-11-12' -> '12 de noviembre de 2026' (gl: 'novembro')."""
    parts = [int(x) for x in date.split("-")]
    month, day = parts[-2], parts[-1]
    text = f"{day} de {MONTH_NAMES[lang][month - 1]}"
    return f"{text} de {parts[0]}" if len(parts) == 3 else text


def logo_path(biz) -> Path | None:
    """The dataset's logo file, only if it is a plain image file inside the dataset folder."""
    name = (biz.data.get("theme") or {}).get("logo")
    if not name:
        return None
    path = (biz.root / name).resolve()
    if path.suffix.lower() not in LOGO_TYPES or not path.is_file() or biz.root.resolve() not in path.parents:
        return None
    return path


def served_businesses(source) -> list:
    """Every business the source serves, by slug (an engine's or a `Store`'s); [] when it
    cannot list them (a single `Business`, a callable)."""
    store = getattr(source, "store", source)
    slugs = store.slugs() if callable(getattr(store, "slugs", None)) else []
    return [b for b in (resolve_business(source, slug) for slug in slugs) if b is not None]


def businesses_index(source, endpoint: str = "bizengine_pages.page"):
    """A small page linking every business served to its page (`endpoint`, else `/<slug>/`);
    a 503 when there is none. The host's `/` falls back to it when its own business is missing."""
    businesses = served_businesses(source)
    if not businesses:
        abort(503)

    def link(slug: str) -> str:
        try:
            return url_for(endpoint, slug=slug)
        except BuildError:
            return f"/{slug}/"
    rows = [{"name": b.data.get("name", b.slug), "kind": b.data.get("kind") or {}, "url": link(b.slug)}
            for b in businesses]
    return render_template("businesses.html", rows=rows)


def pages_blueprint(source, *, name: str = "bizengine_pages", panel_prefix: str = "/panel") -> Blueprint:
    """`source` is anything that yields a business by slug (an engine, a `Store`, a callable)."""
    bp = Blueprint(name, __name__, template_folder=str(HERE / "templates"))
    bp.record_once(ensure_widget)

    # strict_slashes=False: `/slug` answers too, and an unknown `/api` stays a 404 (not a redirect)
    @bp.get("/<slug>/", strict_slashes=False)
    def page(slug: str):
        biz = _business(source, slug)
        profile = public_profile(biz)
        products = {p["id"]: p for p in profile["products"]}
        sections = [{"category": c, "entries": [products[i] for i in c["products"]]}
                    for c in profile["categories"] if c["products"]]
        return render_template("business.html", p=profile, slug=slug, sections=sections, euros=euros,
                               closure_day=closure_day, api=api_base(slug), panel_url=f"{panel_prefix}/{slug}/",
                               has_logo=logo_path(biz) is not None)

    @bp.get("/<slug>/theme.css")
    def theme(slug: str):
        biz = _business(source, slug)
        accent = (biz.data.get("theme") or {}).get("accent") or DEFAULT_ACCENT
        if not COLOUR_RE.match(accent):
            accent = DEFAULT_ACCENT
        css = f":root {{ --bz-accent: {accent}; --bz-accent-ink: {accent_ink(accent)}; }}\n"
        return Response(css, mimetype="text/css", headers={"Cache-Control": "no-cache"})

    @bp.get("/<slug>/logo")
    def logo(slug: str):
        path = logo_path(_business(source, slug))
        if path is None:
            abort(404)
        return send_file(path, mimetype=LOGO_TYPES[path.suffix.lower()], max_age=300)

    return bp
