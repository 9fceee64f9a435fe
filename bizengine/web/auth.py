"""Staff login (production mode): Flask-Login for the session, Flask-WTF's CSRF tokens in a
header, flask-limiter on failed logins per account and per address.

The cookie is Flask's signed session cookie (HttpOnly, SameSite=Lax, Secure with COOKIE_SECURE).
A login ends when STAFF_SESSION_HOURS pass, when the person logs out, changes their password
(auth_epoch) or is disabled (checked on every request). The customer chat API never reads it.

Host apps: if the app already has a Flask-Login `LoginManager`, the engine keeps it and only
chains its own user loader in front of the host's: ids that start with `bizengine:` are the
engine's staff, every other id still goes to the host's loader untouched.
"""
from __future__ import annotations

import secrets
import time
from urllib.parse import urlsplit

from flask import Blueprint, Flask, current_app, jsonify, redirect, render_template, request, session, url_for
from flask_login import LoginManager, UserMixin, current_user, login_user, logout_user
from flask_wtf.csrf import CSRFError, generate_csrf, validate_csrf
from werkzeug.exceptions import HTTPException
from wtforms.validators import ValidationError

from bizengine.errors import BadRequest, Forbidden, NotFound, Unauthorized
from bizengine.service import accounts
from bizengine.web.errors import json_errors
from bizengine.web.limits import read_json

AUTH_BLUEPRINT = "bizengine_staff"
ID_PREFIX = "bizengine:"
LOGIN_FAILED = "E-mail o contraseña incorrectos."
WEAK_KEYS = {"changeme", "secret", "dev", "development", "password", "cambiame"}
CSRF_HEADER = "X-CSRFToken"


class StaffUser(UserMixin):
    """A logged-in person, as Flask-Login sees them."""

    def __init__(self, person: accounts.Person):
        self.person = person

    def get_id(self) -> str:
        return f"{ID_PREFIX}{self.person.id}:{self.person.auth_epoch}"


def check_secret_key(key: str | bytes | None) -> None:
    """Production refuses to start with a missing or guessable SECRET_KEY."""
    text = key.decode("latin-1") if isinstance(key, bytes) else (key or "")
    if not text:
        raise RuntimeError("BIZ_MODE=production necesita SECRET_KEY (firma la cookie del personal). "
                           "Genera una con: python3 -c 'import secrets; print(secrets.token_hex(32))'")
    if len(text) < 32 or text.lower() in WEAK_KEYS or len(set(text)) < 10:
        raise RuntimeError("SECRET_KEY es demasiado débil: usa al menos 32 caracteres aleatorios "
                           "(python3 -c 'import secrets; print(secrets.token_hex(32))')")


def install(app: Flask, engine) -> None:
    """Production: the secret key, the cookie flags and Flask-Login's loader. Demo: nothing."""
    if engine.mode != "production":
        return
    if not app.secret_key and engine.conf.get("SECRET_KEY"):
        app.secret_key = engine.conf["SECRET_KEY"]
    check_secret_key(app.secret_key)
    if app.config.get("SESSION_COOKIE_SAMESITE") is None:
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    if engine.cookie_secure:
        app.config["SESSION_COOKIE_SECURE"] = True
    manager = getattr(app, "login_manager", None)
    if manager is None:
        manager = LoginManager()
        manager.init_app(app)
        host_loader = None
    else:
        host_loader = manager._user_callback
    manager.user_loader(lambda user_id: _load(engine, host_loader, user_id))


def _load(engine, host_loader, user_id: str):
    if not user_id.startswith(ID_PREFIX):
        return host_loader(user_id) if host_loader else None
    person_id, _, epoch = user_id[len(ID_PREFIX):].rpartition(":")
    if time.time() - float(session.get("bz_login_at") or 0) > float(engine.conf["STAFF_SESSION_HOURS"]) * 3600:
        return None
    with engine.db.tx() as conn:
        person = accounts.by_id(conn, person_id)
    if person is None or person.disabled or str(person.auth_epoch) != epoch:
        return None
    return StaffUser(person)


def current_person() -> accounts.Person | None:
    if getattr(current_app, "login_manager", None) is None:
        return None
    user = current_user._get_current_object()
    return user.person if isinstance(user, StaffUser) else None


def check_csrf(engine) -> None:
    token = request.headers.get(CSRF_HEADER) or request.form.get("csrf_token") or ""
    try:
        validate_csrf(token, time_limit=int(float(engine.conf["STAFF_SESSION_HOURS"]) * 3600))
    except (ValidationError, CSRFError):
        raise Forbidden("falta el token CSRF o no es válido: recarga el panel") from None


def staff_guard(engine, slug: str, *, owner: bool = False) -> accounts.Person | None:
    """Production: the logged-in person with a role in `slug` (a POST also needs the CSRF
    header). No login → 401; a business where they have no role → 404, like a missing one.
    Demo: None (the visitor's session keys everything)."""
    if engine.mode != "production":
        return None
    person = current_person()
    if person is None:
        raise Unauthorized("inicia sesión con tu cuenta del personal")
    role = person.role_in(slug)
    if role is None or (owner and role != "owner"):
        raise NotFound("no existe")
    if request.method not in ("GET", "HEAD", "OPTIONS"):
        check_csrf(engine)
    return person


def _login_key() -> str:
    try:
        body = read_json() if request.is_json else request.form
    except HTTPException:       # a refused body: the view answers its 400 or 413
        body = None
    email = body.get("email") if isinstance(body, dict) else None      # a form is a dict too
    return f"login:{str(email or '').strip().lower()[:200]}"


def _safe_next(target: str | None) -> str | None:
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return None
    parts = urlsplit(target)
    return target if not parts.scheme and not parts.netloc else None


def person_json(person: accounts.Person) -> dict:
    return {"name": person.name, "email": person.email, "businesses": dict(person.roles)}


def auth_blueprint(engine) -> Blueprint:
    """/staff/login (page and JSON), /staff/logout, /staff/password, /staff/me, /staff/csrf."""
    bp = json_errors(Blueprint(AUTH_BLUEPRINT, __name__, template_folder="templates"))
    limit = engine.conf["LOGIN_LIMIT"]
    failed = lambda response: response.status_code == 401  # noqa: E731 (only failures count)

    @bp.before_request
    def _production_only():
        if engine.mode != "production":
            raise NotFound("en modo demostración no hay cuentas del personal")

    @bp.get("/login")
    def login_page():
        return render_template("login.html", csrf=generate_csrf(), next=_safe_next(request.args.get("next")) or "",
                               error=None)

    def login():
        as_json = request.is_json
        body = (read_json() or {}) if as_json else request.form
        if not isinstance(body, dict) and not hasattr(body, "get"):
            raise BadRequest("el cuerpo debe ser un objeto JSON")
        check_csrf(engine)
        with engine.db.tx() as conn:
            person = accounts.authenticate(conn, body.get("email"), body.get("password"))
        if person is None or not person.roles:
            if as_json:
                return jsonify(error=LOGIN_FAILED), 401
            return render_template("login.html", csrf=generate_csrf(), next=_safe_next(body.get("next")) or "",
                                   error=LOGIN_FAILED), 401
        session.clear()
        session["bz_login_at"] = time.time()
        login_user(StaffUser(person))
        if as_json:
            return jsonify(ok=True, person=person_json(person), csrf_token=generate_csrf())
        target = _safe_next(body.get("next")) or _first_panel(person)
        return redirect(target, code=303)

    login.__name__ = "login"
    view = engine.limiter.limit(limit, key_func=_login_key, deduct_when=failed)(login)
    view = engine.limiter.limit(limit, deduct_when=failed)(view)
    bp.add_url_rule("/login", "login", view, methods=["POST"])

    @bp.errorhandler(429)
    def _too_many(e):
        text = "Demasiados intentos: espera un minuto y vuelve a intentarlo."
        if request.is_json or request.method != "POST":
            return jsonify(error=text), 429
        return render_template("login.html", csrf=generate_csrf(), next="", error=text), 429

    @bp.post("/logout")
    def logout():
        check_csrf(engine)
        logout_user()
        session.clear()
        if request.is_json:
            return jsonify(ok=True)
        return redirect(url_for(f"{AUTH_BLUEPRINT}.login_page"), code=303)

    @bp.get("/me")
    def me():
        person = current_person()
        if person is None:
            raise Unauthorized("inicia sesión con tu cuenta del personal")
        return jsonify(person=person_json(person), csrf_token=generate_csrf())

    @bp.get("/csrf")
    def csrf():
        return jsonify(csrf_token=generate_csrf())

    @bp.post("/password")
    def password():
        person = current_person()
        if person is None:
            raise Unauthorized("inicia sesión con tu cuenta del personal")
        check_csrf(engine)
        body = read_json()
        if not isinstance(body, dict):
            raise BadRequest("el cuerpo debe ser un objeto JSON: {current, new}")
        with engine.db.tx() as conn:
            if not accounts.verify_password(conn, person.id, body.get("current")):
                raise Forbidden("la contraseña actual no es correcta")
            accounts.set_password(conn, person.id, body.get("new"))
            fresh = accounts.by_id(conn, person.id)
        assert fresh is not None              # the person of this session, just updated
        login_user(StaffUser(fresh))          # this session goes on; every other one ends
        return jsonify(ok=True, csrf_token=generate_csrf())

    return bp


def _first_panel(person: accounts.Person) -> str:
    slug = sorted(person.roles)[0]
    endpoint = f"panel_{slug}.page"
    return url_for(endpoint) if endpoint in current_app.view_functions else f"/panel/{slug}/"


def ensure_auth(state) -> None:
    """`record_once` hook of the panel: mount /staff/* unless the app already has it."""
    engine = state.app.extensions.get("bizengine")
    if engine is not None and AUTH_BLUEPRINT not in state.app.blueprints:
        state.app.register_blueprint(auth_blueprint(engine), url_prefix="/staff")


def new_secret() -> str:
    return secrets.token_hex(32)
