"""Obrador Mel: the deployable app — the bakery's page, the assistant's API and the staff panel."""
from __future__ import annotations

import logging
import time

from flask import Flask, g, request
from flask_talisman import Talisman
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from bizengine import config as config_mod
from bizengine.web.errors import http_error_body
from bizengine.web.extension import BizEngine
from bizengine.web.pages import pages_blueprint
from bizengine.web.panel import panels_blueprint
from obrador_mel.site import site_blueprint

SLUG = "pasteleria"
JSON_PREFIXES = ("/api", "/admin", "/health")

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
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=1)  # type: ignore[method-assign]
    engine = engine or BizEngine(conf=settings)
    engine.init_app(app, api_prefix="/api", admin=True, health=True)
    Talisman(app, force_https=False, strict_transport_security=False, session_cookie_secure=False,
             content_security_policy=CSP, frame_options="DENY", referrer_policy="no-referrer")
    request_logger(app)
    json_errors_under(app, JSON_PREFIXES)
    app.register_blueprint(site_blueprint(engine, SLUG))
    # One route each for every business's panel and page: businesses added while running are
    # served at once (the slug is looked up per request in the engine's store).
    app.register_blueprint(panels_blueprint(engine))
    app.register_blueprint(pages_blueprint(engine))
    return app


def json_errors_under(app: Flask, prefixes: tuple[str, ...]) -> None:
    """This app's own choice: an unknown route or method under the API's paths answers JSON too."""

    @app.errorhandler(HTTPException)
    def http_error(e: HTTPException):
        if request.path.startswith(prefixes):
            return http_error_body(e)
        return e


def request_logger(app: Flask) -> None:
    """One line per request: method, route without parameters, status, ms. Never the message."""
    access = logging.getLogger("bizengine.access")

    @app.before_request
    def _start():
        g._t0 = time.perf_counter()

    @app.after_request
    def _log(resp):
        ms = (time.perf_counter() - g.get("_t0", time.perf_counter())) * 1000
        route = request.url_rule.rule if request.url_rule else request.path.split("?")[0]
        access.info("%s %s %s %dms", request.method, route, resp.status_code, ms)
        return resp
