"""BizEngine: what an integrator imports. It owns the datasets, the database, the knowledge
services and the limits, and mounts the HTTP API of every business on a Flask app."""
from __future__ import annotations

import logging
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

from flask import Flask, g, jsonify, request
from flask_limiter import Limiter
from werkzeug.exceptions import HTTPException

from bizengine import config as config_mod
from bizengine import knowledge as kb
from bizengine.conversation import messages
from bizengine.storage.db import Database, DatabaseDown
from bizengine.business.store import Store

log = logging.getLogger("bizengine")

MAX_BODY = 8 * 1024
TURN_SLOTS = 2          # conversations inside the engine at once (the model needs a machine of its own);
                        # a third waits TURN_WAIT_SECONDS (config, 9 s) before a clear 503
CHAT_LIMIT = "40 per minute"


def client_ip() -> str:
    """The client address. X-Forwarded-For is honoured only with TRUST_PROXY=1 (ProxyFix);
    otherwise anyone could invent the header and dodge the limits."""
    return request.remote_addr or "unknown"


def chat_session_key() -> str:
    body = request.get_json(silent=True)
    session = body.get("session") if isinstance(body, dict) else None
    return f"session:{session}" if isinstance(session, str) else f"ip:{client_ip()}"


class BizEngine:
    def __init__(self, datasets: str | Path | None = None, conf: dict | None = None, database: Database | None = None):
        self.conf = dict(config_mod.load() if conf is None else {**config_mod.DEFAULTS, **conf})
        self.store = Store(datasets or self.conf["DATASETS_DIR"])
        self._db = database
        self._db_lock = threading.Lock()
        self.kb_conf = kb.KbConfig.from_mapping(self.conf)
        self.frozen_now = config_mod.parse_now(self.conf.get("BIZ_NOW"))
        self.turns = threading.BoundedSemaphore(TURN_SLOTS)
        self.limiter = Limiter(client_ip, storage_uri=self.conf.get("RATELIMIT_STORAGE_URI") or "memory://",
                               default_limits=[], headers_enabled=True,
                               enabled=self.conf.get("RATELIMIT_ENABLED", "1") != "0")

    # -- shared services -------------------------------------------------------------
    @property
    def db(self) -> Database:
        """The database, connected on first use (the embedded server starts then if needed)."""
        with self._db_lock:
            if self._db is None:
                self._db = Database(self.conf.get("DATABASE_URL", ""), self.conf.get("VAR_DIR", "var"))
            return self._db

    def now(self) -> datetime:
        return self.frozen_now or datetime.now(timezone.utc)

    def business(self, slug: str):
        return self.store.get(slug)

    def kb_answer_for(self, biz):
        return kb.make_kb_answer(biz, self.kb_conf, self.now)

    def apply_schema(self) -> None:
        self.db.apply_schema()

    # -- Flask ---------------------------------------------------------------------
    def init_app(self, app: Flask, mount_all: bool = True) -> None:
        """Mount /api/<slug> for every dataset, /admin and /health; JSON errors; limits."""
        if not app.config.get("MAX_CONTENT_LENGTH"):
            app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
        app.extensions["bizengine"] = self
        self.limiter.init_app(app)
        self._json_errors(app)
        from bizengine.web import admin, api
        if mount_all:
            app.register_blueprint(api.api_blueprint(self), url_prefix="/api")
        app.register_blueprint(admin.admin_blueprint(self))

    def blueprint(self, slug: str):
        """The API of one business, for `register_blueprint(..., url_prefix='/api/<slug>')`."""
        from bizengine.web import api
        return api.single_blueprint(self, slug)

    def panel_blueprint(self, slug: str):
        from bizengine.web import panel
        return panel.panel_blueprint(self.store.get, slug)

    def _json_errors(self, app: Flask) -> None:
        def wants_json() -> bool:
            return request.path.startswith(("/api", "/admin", "/health"))

        @app.errorhandler(HTTPException)
        def http_error(e: HTTPException):
            if not wants_json():
                return e
            custom = e.code not in (413, 429) and e.description and e.description != type(e).description
            message = e.description if custom else ERROR_TEXTS.get(e.code) or e.name
            return jsonify(error=message), e.code

        @app.errorhandler(DatabaseDown)
        def db_down(e):
            log.error("database down: %s", e)
            return jsonify(error=ERROR_TEXTS[503]), 503

        @app.errorhandler(Exception)
        def crash(e):
            log.exception("unhandled error on %s %s", request.method, request.path)
            if not wants_json():
                return "Error interno", 500
            return jsonify(error=ERROR_TEXTS[500]), 500


ERROR_TEXTS = {
    404: "No existe.",
    405: "Método no permitido en esta ruta.",
    413: "El cuerpo pasa de 8 KB.",
    429: "Demasiados mensajes seguidos: espera un minuto y vuelve a intentarlo.",
    500: "Error interno: no se ha guardado nada a medias. Vuelve a intentarlo.",
    503: "La base de datos no responde ahora mismo. Vuelve a intentarlo en unos segundos.",
}


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


__all__ = ["BizEngine", "request_logger", "messages"]
