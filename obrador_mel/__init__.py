"""Obrador Mel: the deployable app — the bakery's page, the assistant's API and the staff panel."""
from __future__ import annotations

import ipaddress
import logging
import time

from flask import Flask, abort, g, request
from flask_talisman import Talisman
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from bizengine import config as config_mod
from bizengine.web.errors import http_error_body
from bizengine.web.extension import BizEngine
from bizengine.web.guards import allowed_hosts, host_ok
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
    app.url_map.merge_slashes = False   # werkzeug's «//» → «/» redirect names the request's Host
    hops = trusted_hops(settings.get("TRUST_PROXY"))
    if hops:
        app.wsgi_app = ProxiedOnly(app.wsgi_app, hops)  # type: ignore[method-assign]
    engine = engine or BizEngine(conf=settings)
    only_allowed_hosts(app, allowed_hosts(engine.conf.get("ALLOWED_HOSTS", "")))
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


def trusted_hops(value) -> int:
    """TRUST_PROXY: how many proxies stand in front (0: none; the old «1» still means one)."""
    try:
        hops = int(str(value or "0").strip())
    except ValueError:
        raise ValueError(f"TRUST_PROXY debe ser un número de proxies (0, 1, 2…), no «{value}»") from None
    if hops < 0:
        raise ValueError("TRUST_PROXY no puede ser negativo")
    return hops


class ProxiedOnly:
    """werkzeug's ProxyFix with `hops` trusted proxies, applied only to requests whose socket peer
    is a loopback or private address (where the proxy lives): a client that reaches the app
    directly cannot pick its own address with a forged X-Forwarded-For."""

    def __init__(self, wsgi_app, hops: int):
        self.direct = wsgi_app
        self.fixed = ProxyFix(wsgi_app, x_for=hops, x_proto=hops, x_host=hops)

    def __call__(self, environ, start_response):
        return (self.fixed if self.from_proxy(environ.get("REMOTE_ADDR")) else self.direct)(environ, start_response)

    @staticmethod
    def from_proxy(address) -> bool:
        if not address:                     # a unix socket (gunicorn -b unix:…): only local processes reach it
            return True
        try:
            peer = ipaddress.ip_address(str(address).split("%")[0])
        except ValueError:
            return str(address).startswith("/")
        return peer.is_loopback or peer.is_private


def only_allowed_hosts(app: Flask, allowed: tuple[str, ...]) -> None:
    """ALLOWED_HOSTS: any other Host header is a 400 before routing (no redirect to another host)."""
    if not allowed:
        return

    @app.before_request
    def _host():
        if not host_ok(allowed, request.host):
            abort(400, description="Host no permitido (ALLOWED_HOSTS)")


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
