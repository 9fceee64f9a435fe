"""The staff panel page ("Panel del local") and the widget's static files.

    from bizengine.web.panel import panel_blueprint, widget_blueprint
    app.register_blueprint(panel_blueprint(store.get, "acme"))   # /panel/acme/
    app.register_blueprint(widget_blueprint())                   # /static/bizengine/chat.js …

The panel page is a shell: its script (`panel.js`) talks only to the public API
(`/api/<slug>/staff`, `/api/<slug>/staff/act`, `/api/<slug>/slots`, `/api/<slug>/agenda`,
`/api/<slug>/staff/history`). In demo mode it reads the same anonymous session the chat widget
keeps in localStorage; in production the page needs a logged-in person with a role in the
business (no login → the login page at /staff/login; another business → 404) and carries the
CSRF token for the script's POSTs. It knows no business: the name and the accent colour come
from the profile.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_wtf.csrf import generate_csrf

from bizengine.business.profile import public_profile
from bizengine.web import auth

HERE = Path(__file__).resolve().parent
WIDGET_BLUEPRINT = "bizengine_widget"
WIDGET_URL = "/static/bizengine"


def slash_redirect(**_):
    """`…/panel/acme` → `…/panel/acme/`, answered by the engine itself rather than by werkzeug's
    routing, whose 308 names the request's Host (`Host: evil.example` would send a visitor to
    evil.example): the Location here is a path only, query string kept."""
    target = quote(f"{request.script_root}{request.path}/", safe="/%:@!$&'()*+,;=")   # a decoded path, again a URI
    if request.query_string:
        target += "?" + request.query_string.decode("latin-1")
    return redirect(target, code=308)


def resolve_business(source, slug: str):
    """The loaded business for `slug` from whatever the integrator handed us: a `Store`, an
    engine (`.get_business(slug)` or `.store`), a `Business`, or a callable `slug -> Business`."""
    if source is None:
        return None
    if hasattr(source, "data") and hasattr(source, "catalog"):      # a Business
        return source
    for attr in ("get_business", "business"):
        fn = getattr(source, attr, None)
        if callable(fn):
            return fn(slug)
    store = getattr(source, "store", None)
    if store is not None and hasattr(store, "get"):
        return store.get(slug)
    if hasattr(source, "get") and callable(source.get):               # a Store (or a dict)
        return source.get(slug)
    if callable(source):
        return source(slug)
    raise TypeError(f"cannot get a business out of {type(source).__name__}")


def widget_blueprint() -> Blueprint:
    """The reusable chat widget and panel assets, served at `/static/bizengine/<file>`
    (Flask's static handling: only files inside the package folder)."""
    return Blueprint(
        WIDGET_BLUEPRINT, __name__,
        static_folder=str(HERE / "static"), static_url_path=WIDGET_URL,
    )


def ensure_widget(state) -> None:
    """`record_once` hook: mount the widget's files unless the app already has them."""
    if WIDGET_BLUEPRINT not in state.app.blueprints:
        state.app.register_blueprint(widget_blueprint())


def _site_tokens(slug: str) -> str | None:
    """By convention a business's site is the blueprint `site_<slug>` with a `tokens.css` that sets
    --bz-accent: the panel borrows that colour when the integrator did not say otherwise."""
    site = current_app.blueprints.get(f"site_{slug}")
    if site is None or site.static_folder is None:
        return None
    if not (Path(site.static_folder) / "tokens.css").is_file():
        return None
    return url_for(f"site_{slug}.static", filename="tokens.css")


def api_base(slug: str) -> str:
    """Where this app serves the business's API: its one-business blueprint, else the
    all-businesses one, else the default `/api/<slug>`."""
    mounts: list[tuple[str, dict[str, Any]]] = [(f"bizengine_api_{slug}.profile", {}),
                                                ("bizengine_api.profile", {"slug": slug})]
    for endpoint, values in mounts:
        if endpoint.split(".")[0] in current_app.blueprints:
            return url_for(endpoint, **values).removesuffix("/profile")
    return f"/api/{slug}"


def panel_blueprint(get_business, slug: str, *, api_prefix: str | None = None,
                    tokens_css: str | None = None, name: str | None = None) -> Blueprint:
    """The "Panel del local" page for one business at `/panel/<slug>/` (or under the `url_prefix`
    it is registered with). It talks to the business's API wherever this app mounted it.

    `get_business` is anything that yields the business (see `resolve_business`); `tokens_css` is
    the URL of a stylesheet that sets `--bz-accent` (the panel takes only that colour from it).
    """
    bp = Blueprint(
        name or f"panel_{slug}", __name__,
        template_folder=str(HERE / "templates"), url_prefix=f"/panel/{slug}",
    )
    bp.record_once(ensure_widget)
    bp.record_once(auth.ensure_auth)

    bp.add_url_rule("", "slash", slash_redirect, methods=["GET"])

    @bp.get("/")
    def page():
        biz = resolve_business(get_business, slug)
        if biz is None:
            abort(404)
        return render_panel(biz, slug, api_prefix or api_base(slug), tokens_css or _site_tokens(slug), None)

    return bp


def render_panel(biz, slug: str, api: str, tokens_css: str | None, back_url: str | None):
    """The panel page; in production only for a signed-in person with a role in this business
    (no session → the login page; another business's → 404)."""
    engine = current_app.extensions.get("bizengine")
    mode = engine.mode if engine is not None else "demo"
    person, csrf = None, ""
    if mode == "production":
        person = auth.current_person()
        if person is None:
            return redirect(url_for(f"{auth.AUTH_BLUEPRINT}.login_page", next=request.path), code=303)
        if person.role_in(slug) is None:
            abort(404)
        csrf = generate_csrf()
    resp = current_app.make_response(render_template(
        "panel.html", p=public_profile(biz), slug=slug, api=api, tokens_css=tokens_css, back_url=back_url,
        mode=mode, person=person, role=person.role_in(slug) if person else None, csrf=csrf))
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _theme_css(slug: str) -> str | None:
    """The business page's per-business stylesheet (accent from the dataset), when mounted."""
    if "bizengine_pages" in current_app.blueprints:
        return url_for("bizengine_pages.theme", slug=slug)
    return None


def panels_blueprint(get_business, *, name: str = "bizengine_panels") -> Blueprint:
    """The panel of every business at `/panel/<slug>/` from one route, so a business added while
    the app runs has its panel at once (no blueprint per slug registered at start)."""
    bp = Blueprint(name, __name__, template_folder=str(HERE / "templates"), url_prefix="/panel")
    bp.record_once(ensure_widget)
    bp.record_once(auth.ensure_auth)

    bp.add_url_rule("/<slug>", "slash", slash_redirect, methods=["GET"])

    @bp.get("/<slug>/")
    def page(slug: str):
        biz = resolve_business(get_business, slug) if len(slug) <= 41 else None
        if biz is None:
            abort(404)
        back = "/" if f"site_{slug}" in current_app.blueprints else None
        if back is None and "bizengine_pages" in current_app.blueprints:
            back = url_for("bizengine_pages.page", slug=slug)
        return render_panel(biz, slug, api_base(slug), _site_tokens(slug) or _theme_css(slug), back)

    return bp
