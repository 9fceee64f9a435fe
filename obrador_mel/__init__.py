"""Obrador Mel: the deployable app — the bakery's page, the assistant's API and the staff panel."""
from __future__ import annotations

import logging

from flask import Flask
from flask_talisman import Talisman
from werkzeug.middleware.proxy_fix import ProxyFix

from bizengine import config as config_mod
from bizengine.web.extension import BizEngine, request_logger

SLUG = "pasteleria"

# No inline scripts anywhere; the page, the widget and the panel load ES modules from 'self'.
CSP = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": ["'self'", "data:"],
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}


def create_app(conf: dict | None = None, engine: BizEngine | None = None) -> Flask:
    """Build the app from the environment (and .env). `conf` overrides for tests."""
    settings = config_mod.load() if conf is None else {**config_mod.load(), **conf}
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    app = Flask(__name__, static_folder=None)
    if settings.get("TRUST_PROXY") == "1":
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1)
    engine = engine or BizEngine(conf=settings)
    engine.init_app(app)
    Talisman(app, force_https=False, strict_transport_security=False, session_cookie_secure=False,
             content_security_policy=CSP, frame_options="DENY", referrer_policy="no-referrer")
    request_logger(app)

    from sites.pasteleria import site_blueprint
    app.register_blueprint(site_blueprint(engine, SLUG))
    for slug in engine.store.slugs():
        app.register_blueprint(engine.panel_blueprint(slug), url_prefix=f"/panel/{slug}")
    return app
