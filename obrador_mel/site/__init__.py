"""The web page of Obrador Mel, the bakery: one server-rendered page at `/`.

Without the bakery's dataset, `/` lists the businesses the server attends, each linked to its page.

Everything the page shows about the business (prices, allergens, hours, lead times) comes from
`bizengine.profile.public_profile`, the same document the assistant reads, so the page and the
chat cannot disagree. The page embeds the reusable widget (`/static/bizengine/chat.js`).

    from obrador_mel.site import site_blueprint
    app.register_blueprint(site_blueprint(store))          # serves / and /static/site/...
"""
from __future__ import annotations

from pathlib import Path

from flask import Blueprint, render_template

from bizengine.business.profile import euros, public_profile
from bizengine.web.pages import businesses_index
from bizengine.web.panel import ensure_widget, resolve_business

HERE = Path(__file__).resolve().parent
MONTHS = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
          "septiembre", "octubre", "noviembre", "diciembre")

# Pastel colours of the six cake cards, in order (the cards take one each).
CARD_TINTS = ("rosa", "miel", "menta", "lila", "melocoton", "cielo")

SUGGESTED = (
    "¿Para cuándo puedo tener una tarta de queso?",
    "¿Qué tenéis sin gluten?",
    "¿Hacéis envíos a domicilio?",
    "¿Se pueden congelar las tartas?",
)


def _closure_date(mmdd: str) -> str:
    try:
        month, day = (int(x) for x in mmdd.split("-"))
        return f"{day} de {MONTHS[month - 1]}"
    except (ValueError, IndexError):
        return mmdd


def site_blueprint(engine_or_store, slug: str = "pasteleria", *, panel_url: str | None = None,
                   name: str | None = None) -> Blueprint:
    """A blueprint serving the bakery page at `/` and its files at `/static/site/...`.

    `engine_or_store` is anything that yields the loaded business for `slug`: a `Store`, an engine
    with `.store` or `.get_business(slug)`, a `Business`, or a callable `slug -> Business`.
    Registering it also mounts the widget's files at `/static/bizengine/` if nobody did.
    """
    bp = Blueprint(
        name or f"site_{slug}", __name__,
        static_folder=str(HERE / "static"), static_url_path="/static/site",
        template_folder=str(HERE / "templates"),
    )
    bp.record_once(ensure_widget)
    panel = panel_url or f"/panel/{slug}/"

    @bp.get("/")
    def index():
        biz = resolve_business(engine_or_store, slug)
        if biz is None:
            return businesses_index(engine_or_store)     # no bakery here: the businesses served (503 if none)
        profile = public_profile(biz)
        products = {p["id"]: p for p in profile["products"]}
        cats = {c["id"]: c for c in profile["categories"]}
        cakes = [products[i] for i in cats.get("tartas", {}).get("products", [])]
        counter = [
            {"category": c, "products": [products[i] for i in c["products"]]}
            for c in profile["categories"] if c["id"] != "tartas" and c["products"]
        ]
        return render_template(
            "pasteleria_index.html",
            p=profile, slug=slug, cakes=cakes, counter=counter, tints=CARD_TINTS,
            suggested=SUGGESTED, panel_url=panel, euros=euros, closure_date=_closure_date,
        )

    return bp
