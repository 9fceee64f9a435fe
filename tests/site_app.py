"""A minimal Flask app mounting only the site, the panel and the widget blueprints (no API, no
database): what tests/test_site.py and tests/test_csp_html.py use when the real app is missing."""
from pathlib import Path

from flask import Flask, jsonify

from bizengine import Store
from bizengine.business.profile import public_profile
from bizengine.web.panel import panel_blueprint
from obrador_mel.site import site_blueprint

ROOT = Path(__file__).resolve().parents[1]


def make_site_app(datasets=ROOT / "datasets"):
    store = Store(datasets)
    app = Flask("bizengine_site_test")
    app.register_blueprint(site_blueprint(store, "pasteleria"))
    app.register_blueprint(panel_blueprint(store.get, "pasteleria", tokens_css="/static/site/tokens.css"))

    @app.get("/api/<slug>/profile")
    def profile(slug):
        biz = store.get(slug)
        return (jsonify(public_profile(biz)), 200) if biz else (jsonify(error="no existe"), 404)

    return app
