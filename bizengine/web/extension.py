"""BizEngine: the Flask extension an integrator imports. It owns the datasets, the database, the
knowledge services and the limits of its own routes, and changes nothing else of the host app.

    from flask import Flask
    from bizengine import BizEngine

    app = Flask(__name__)
    engine = BizEngine(datasets="datasets")     # options: keyword > app.config > environment > default
    engine.init_app(app)                        # applies the idempotent schema; mounts nothing itself
    app.register_blueprint(engine.blueprint("floristeria"), url_prefix="/flores/api")
    app.register_blueprint(engine.panel_blueprint("floristeria"), url_prefix="/flores/panel")

`init_app(app, api_prefix="/api", admin=True, health=True)` also mounts every business of the
folder (new ones included, without a restart), `/admin/*` and `/health`: the bundled app
asks for them; a host app with its own `/health` does not.

Production mode (staff accounts) needs a session cookie, so there `init_app` does touch the app,
only as much as that needs: `app.secret_key` from SECRET_KEY when the host has none (a missing
or weak key stops start-up), SameSite=Lax/HttpOnly (Secure with COOKIE_SECURE) on the session
cookie, and Flask-Login. A host that already has its own `LoginManager` keeps it: the engine
chains its loader in front (ids `bizengine:…` are the engine's staff; every other id still
goes to the host's loader) — register the engine after your own `user_loader`. CSRF is checked
per staff endpoint with Flask-WTF's tokens, never app-wide, so the host's forms and the
cookie-less customer chat are untouched. The panel mounts `/staff/*` (login, logout, password)
by itself unless the app registered `engine.auth_blueprint()` elsewhere.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from typing import Any

import click
from flask import Blueprint, Flask, current_app
from flask.cli import AppGroup
from flask_limiter import Limiter

from bizengine import config
from bizengine.business.store import Business, Store
from bizengine.errors import DatabaseDown
from bizengine.knowledge import make_kb_answer
from bizengine.knowledge.llm import KbConfig
from bizengine.storage.db import Database
from bizengine.web import admin as admin_routes
from bizengine.web import api, auth, metrics, panel
from bizengine.web.limits import TurnGate, client_ip

log = logging.getLogger("bizengine")

SCHEMA_RETRY_SECONDS = 10.0


class BizEngine:
    """The engine of one app. `options` are the keys of `bizengine.config.OPTIONS` (upper case) or
    their lower-case names (`datasets=`, `database_url=`, `mode=`…); `database` hands over a
    ready `Database` (tests, several apps sharing one pool)."""

    def __init__(self, app: Flask | None = None, *, database: Database | None = None,
                 conf: Mapping[str, Any] | None = None, **options: Any):
        self._options = {**(conf or {}), **options}
        self._db = database
        self._db_lock = threading.Lock()
        self._configure(config.resolve(self._options))
        if app is not None:
            self.init_app(app)

    def _configure(self, conf: dict[str, str]) -> None:
        self.conf = conf
        self.store = Store(conf["DATASETS_DIR"])
        self.kb_conf = KbConfig.from_mapping(conf)
        self.frozen_now = config.parse_now(conf.get("BIZ_NOW"))
        self.turns = TurnGate(conf["VAR_DIR"], int(conf["TURN_SLOTS"]), int(conf["TURN_QUEUE"]))
        self.limiter = Limiter(client_ip, storage_uri=conf["RATELIMIT_STORAGE_URI"] or "memory://",
                               default_limits=[], headers_enabled=True, enabled=conf["RATELIMIT_ENABLED"] != "0")
        self._schema_pending = conf["BIZ_SCHEMA_ON_START"] != "0"
        self._schema_tried = 0.0
        self._mailer: Any = None

    # -- Flask ---------------------------------------------------------------------
    def init_app(self, app: Flask, *, api_prefix: str | None = None, admin: bool = False,
                 health: bool = False) -> None:
        """Read the options (app.config included), keep the engine in `app.extensions["bizengine"]`,
        reuse the host's flask-limiter if it has one, add `flask bizengine schema`, apply the schema."""
        conf = config.resolve(self._options, app.config)
        if conf != self.conf:
            self._configure(conf)
        app.extensions["bizengine"] = self
        host_limiter = _host_limiter(app)
        if host_limiter is not None:
            self.limiter = host_limiter
        else:
            self.limiter.init_app(app)
        auth.install(app, self)          # production only: SECRET_KEY check, cookie flags, Flask-Login
        app.cli.add_command(schema_cli)
        if api_prefix is not None:
            app.register_blueprint(metrics.instrument(api.all_businesses_blueprint(self), self), url_prefix=api_prefix)
        if admin or health:
            app.register_blueprint(admin_routes.admin_blueprint(self, admin=admin, health=health))
        if self._schema_pending:
            self._try_schema(timeout=5.0)
        if self.conf.get("SMTP_URL"):
            self.mailer.start()

    def blueprint(self, slug: str) -> Blueprint:
        """The HTTP API of one business (chat, conversation, slots, profile, staff, agenda, warm),
        with JSON errors, the 8 KB body limit and the chat limits, under any `url_prefix`."""
        return metrics.instrument(api.one_business_blueprint(self, slug), self)

    def auth_blueprint(self) -> Blueprint:
        """Staff login, logout, password change (production). The panel mounts it at /staff
        by itself when the app has not registered it elsewhere."""
        return auth.auth_blueprint(self)

    def panel_blueprint(self, slug: str, **kw: Any) -> Blueprint:
        """The staff panel page of one business (`/panel/<slug>/` unless registered with another
        `url_prefix`); it finds the business's API wherever it was mounted."""
        return panel.panel_blueprint(self, slug, **kw)

    # -- shared services -------------------------------------------------------------
    @property
    def db(self) -> Database:
        """The database, connected on first use (the embedded server starts then if needed)."""
        with self._db_lock:
            if self._db is None:
                self._db = Database(self.conf["DATABASE_URL"], self.conf["VAR_DIR"],
                                    owner_url=self.conf["DATABASE_OWNER_URL"])
        if self._schema_pending and time.monotonic() - self._schema_tried >= SCHEMA_RETRY_SECONDS:
            self._try_schema(timeout=3.0)
        return self._db

    def _try_schema(self, timeout: float) -> None:
        self._schema_tried = time.monotonic()
        try:
            self.apply_schema(timeout)
        except DatabaseDown as e:
            log.warning("bizengine: no se pudo aplicar el esquema todavía (%s); se reintentará", e)

    def apply_schema(self, timeout: float = 15.0, force: bool = False) -> None:
        """Create or update every table (idempotent; several workers at once wait in line). Once
        a version is applied a start only reads it; `force` applies the file all the same."""
        with self._db_lock:
            if self._db is None:
                self._db = Database(self.conf["DATABASE_URL"], self.conf["VAR_DIR"],
                                    owner_url=self.conf["DATABASE_OWNER_URL"])
        self._db.apply_schema(timeout, force)
        self._schema_pending = False

    @property
    def mode(self) -> str:
        return self.conf["BIZ_MODE"]

    @property
    def cookie_secure(self) -> bool:
        """COOKIE_SECURE: 1/0, or auto = on in production (served over HTTPS)."""
        value = self.conf.get("COOKIE_SECURE", "auto")
        return self.mode == "production" if value == "auto" else value == "1"

    @property
    def mailer(self):
        """The background sender of the e-mail outbox (started by init_app when SMTP_URL is set)."""
        if self._mailer is None:
            from bizengine.service.outbox import Mailer
            self._mailer = Mailer(lambda: self.db, self.store, self.conf)
        return self._mailer

    def now(self) -> datetime:
        return self.frozen_now or datetime.now(timezone.utc)

    def business(self, slug: str) -> Business | None:
        return self.store.get(slug)

    def kb_answer_for(self, biz: Business) -> Callable[..., dict]:
        wait = float(self.conf["TURN_WAIT_SECONDS"])
        return metrics.counting_knowledge(
            make_kb_answer(biz, self.kb_conf, self.now, around_model=(lambda: self.turns.slot(wait),)))


def _host_limiter(app: Flask) -> Limiter | None:
    """A flask-limiter the host app registered before us (flask-limiter keeps a set of them)."""
    found = app.extensions.get("limiter")
    if isinstance(found, Limiter):
        return found
    if isinstance(found, (set, list, tuple)):
        return next((x for x in found if isinstance(x, Limiter)), None)
    return None


schema_cli = AppGroup("bizengine", help="bizengine: tareas de la base de datos.")


@schema_cli.command("schema", help="aplica el esquema de la base de datos (idempotente)")
def _schema_command() -> None:
    engine = current_app.extensions["bizengine"]
    engine.apply_schema(force=True)
    click.echo("esquema aplicado")
