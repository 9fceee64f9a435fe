"""The HTTP API of a business (contract in DESIGN.md): chat, conversation, slots, profile,
staff, staff/act, agenda, warm. All JSON; errors are always {"error": "..."}."""
from __future__ import annotations

import re

from flask import Blueprint, abort, jsonify, request
from werkzeug.exceptions import MethodNotAllowed, NotFound

from bizengine import knowledge as kb
from bizengine.business import agenda, availability
from bizengine.business.profile import public_profile
from bizengine.conversation import messages
from bizengine.conversation.small_talk import greeting_chips
from bizengine.errors import BadRequest, Busy, RequestError
from bizengine.knowledge import suggestion_words
from bizengine.language import clock
from bizengine.service import accounts, staff, staff_board
from bizengine.service import chat as flow
from bizengine.service.inputs import is_case_id, validate_session
from bizengine.storage import occupancy
from bizengine.storage import suggestions as suggestion_store
from bizengine.web.auth import staff_guard
from bizengine.web.errors import json_errors
from bizengine.web.guards import header_text
from bizengine.web.limits import CHAT_LIMIT, RETRY_AFTER, chat_session_key, read_json
from bizengine.web.panel import ensure_widget

DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)


def _private(response):
    """Staff answers carry personal data: never cached."""
    response.headers["Cache-Control"] = "no-store"
    return response


def cases_of_session(conn, business: str, session: str, case_id: str):
    from bizengine.storage import cases
    return cases.find_case(conn, business, session, case_id)


def _error(status: int, message: str):
    return jsonify(error=message), status


def _json_body():
    return read_json()


def _session_param() -> str:
    """The visitor's session on a GET: the X-Session header only. A session in the URL would
    end up in access logs, proxies' logs and the browser's history, so `?session=` is a 400
    that names the header."""
    if "session" in request.args:
        raise BadRequest("la sesión va en la cabecera X-Session, no en la URL (?session=)")
    session = header_text("X-Session")
    if session is None:
        raise BadRequest("falta la cabecera X-Session con la sesión (32 caracteres hexadecimales)")
    return validate_session(session)


class Api:
    """The handlers, shared by the all-businesses blueprint and the one-business one."""

    def __init__(self, engine):
        self.engine = engine

    def business(self, slug: str):
        biz = self.engine.business(slug)
        if biz is None:
            abort(404, description=f"negocio desconocido: «{slug[:40]}»")
        return biz

    def chat(self, slug: str):
        biz = self.business(slug)
        body = _json_body()
        engine = self.engine
        try:
            out = flow.chat_turn(engine.db, biz, body, engine.now(), kb_answer=engine.kb_answer_for(biz),
                                 output_dir=engine.conf["OUTPUT_DIR"], biz_mode=engine.mode,
                                 suggestions_on=engine.conf.get("SUGGESTIONS_ENABLED", "1") != "0",
                                 suggestion_words=self.suggestion_words(biz))
        except Busy:
            res = jsonify(error=messages.say("busy", "es"))
            res.headers["Retry-After"] = str(RETRY_AFTER)
            return res, 503
        except RequestError as e:
            return _error(e.status, str(e))
        return jsonify(out)

    def conversation(self, slug: str):
        biz = self.business(slug)
        try:
            return jsonify(flow.conversation(self.engine.db, biz, _session_param(), request.args.get("case")))
        except RequestError as e:
            return _error(e.status, str(e))

    def slots(self, slug: str):
        biz = self.business(slug)
        ymd = request.args.get("date", "")
        if not DATE_RE.fullmatch(ymd):
            return _error(400, "date debe ser YYYY-MM-DD")
        now = self.engine.now()
        own = self.live_own(biz, now)
        try:
            if biz.can("booking"):
                booking = biz.data["booking"]
                if booking["mode"] == "tables":
                    party = int(request.args.get("party") or booking.get("party", {}).get("min", 1))
                    result = availability.table_availability(biz, ymd, now, party, own)
                else:
                    services = [s for s in (request.args.get("services") or "").split(",") if s]
                    unknown = [s for s in services if s not in biz.products]
                    if unknown:
                        return _error(400, f"servicio desconocido: «{unknown[0][:40]}»")
                    result = availability.staff_availability(biz, ymd, now, services,
                                                             request.args.get("resource") or None, own)
            else:
                prep = biz.data.get("order", {}).get("prep_minutes", 10)
                result = availability.pickup_availability(biz, ymd, now, prep, own)
        except ValueError:
            return _error(400, "parámetros no válidos: date debe existir y party ser un número")
        return jsonify(result)

    def live_own(self, biz, now) -> list:
        """Production: every customer's live requests (the real occupancy); demo: nothing."""
        if self.engine.mode != "production":
            return []
        with self.engine.db.tx() as conn:
            return occupancy.live_blocks(conn, biz.slug, now)

    def profile(self, slug: str):
        biz = self.business(slug)
        with messages.speaking_for(biz):
            chips = {lang: greeting_chips(biz, lang) for lang in ("es", "gl")}
            catalog_title = {lang: messages.say("cite_catalog", lang) for lang in ("es", "gl")}
        return jsonify({**public_profile(biz), "greeting_chips": chips, "catalog_title": catalog_title})

    def staff_list(self, slug: str):
        biz = self.business(slug)
        person = staff_guard(self.engine, slug)
        with self.engine.db.tx() as conn:
            if person is not None:
                return _private(jsonify(staff.staff_board(conn, biz, staff_board.parse_query(request.args))))
            return _private(jsonify(staff.staff_list(conn, biz, _session_param())))

    def staff_act(self, slug: str):
        biz = self.business(slug)
        person = staff_guard(self.engine, slug)
        try:
            out = staff.staff_act(self.engine.db, biz, _json_body(), self.engine.now(),
                                  self.engine.conf.get("OUTPUT_DIR") or "output", mode=self.engine.mode,
                                  person=person)
        except RequestError as e:
            return _private(jsonify(error=str(e), **e.extra)), e.status
        return _private(jsonify(out))

    def suggestion_words(self, biz):
        """The model's wording of a chosen suggestion (checked; None keeps the engine's reason)."""
        cfg = self.engine.kb_conf
        return lambda item_id, reason, lang: suggestion_words.word_suggestion(biz, cfg, item_id, reason, lang)

    def staff_suggestions(self, slug: str):
        """Suggestions shown, accepted and dismissed, and the acceptance rate (business and item):
        counts only, nothing personal; in production only for the business's own people."""
        biz = self.business(slug)
        staff_guard(self.engine, slug)
        with self.engine.db.tx() as conn:
            return _private(jsonify(suggestion_store.acceptance(conn, biz.slug)))

    def agenda(self, slug: str):
        biz = self.business(slug)
        person = staff_guard(self.engine, slug)
        ymd = request.args.get("date") or clock.today(self.engine.now())
        session = None if person is not None else _session_param()
        if not DATE_RE.fullmatch(ymd):
            return _error(400, "date debe ser YYYY-MM-DD")
        with self.engine.db.tx() as conn:
            own = occupancy.own_for(conn, biz, self.engine.mode, session, self.engine.now(), since=ymd)
            day = staff_board.day_requests(conn, biz.slug, ymd) if person is not None else None
        try:
            rows = agenda.agenda_of(biz, ymd, self.engine.now(), own)
        except ValueError:
            return _error(400, f"la fecha {ymd} no existe")
        body = {"date": ymd, "rows": rows}
        if day is not None:
            body["requests"] = day
        return _private(jsonify(body))

    def history(self, slug: str):
        """«Historial»: the audit of one case of the business (production: any customer's)."""
        biz = self.business(slug)
        person = staff_guard(self.engine, slug)
        case_id = request.args.get("case") or ""
        if not is_case_id(case_id):
            return _error(400, "case debe ser un expediente EXP-AAAAMMDD-xxxxxx")
        with self.engine.db.tx() as conn:
            if person is None and cases_of_session(conn, biz.slug, _session_param(), case_id) is None:
                return _error(404, "no existe ese expediente")
            events = staff_board.history(conn, biz.slug, case_id)
        if events is None:
            return _error(404, "no existe ese expediente")
        return _private(jsonify({"case_id": case_id, "events": events}))

    def people(self, slug: str):
        """The business's staff: an owner lists (GET) and invites (POST) people."""
        self.business(slug)
        if self.engine.mode != "production":
            return _error(404, "en modo demostración no hay cuentas del personal")
        staff_guard(self.engine, slug, owner=True)
        with self.engine.db.tx() as conn:
            if request.method == "POST":
                body = _json_body()
                if not isinstance(body, dict):
                    return _error(400, "el cuerpo debe ser un objeto JSON")
                person = accounts.add(conn, slug, body.get("email"), body.get("name"), body.get("role") or "staff",
                                      body.get("password"))
                return _private(jsonify(ok=True, id=person.id)), 201
            return _private(jsonify(people=accounts.people_of(conn, slug)))

    def people_disable(self, slug: str):
        self.business(slug)
        if self.engine.mode != "production":
            return _error(404, "en modo demostración no hay cuentas del personal")
        me = staff_guard(self.engine, slug, owner=True)
        assert me is not None               # production: staff_guard returns the person or raises
        body = _json_body()
        if not isinstance(body, dict) or not isinstance(body.get("id"), str):
            return _error(400, "falta id de la persona")
        if body["id"] == me.id:
            return _error(409, "no puedes desactivar tu propia cuenta")
        with self.engine.db.tx() as conn:
            person = accounts.set_disabled(conn, slug, body["id"], bool(body.get("disabled", True)))
            disabled = accounts.is_disabled_in(conn, slug, person.id)
        return _private(jsonify(ok=True, id=person.id, disabled=disabled))

    def warm(self, slug: str):
        self.business(slug)
        return jsonify(kb.warm(self.engine.kb_conf))


ROUTES = [
    ("/chat", "chat", ["POST"]),
    ("/conversation", "conversation", ["GET"]),
    ("/slots", "slots", ["GET"]),
    ("/profile", "profile", ["GET"]),
    ("/staff", "staff_list", ["GET"]),
    ("/staff/act", "staff_act", ["POST"]),
    ("/staff/suggestions", "staff_suggestions", ["GET"]),
    ("/agenda", "agenda", ["GET"]),
    ("/staff/history", "history", ["GET"]),
    ("/staff/people", "people", ["GET", "POST"]),
    ("/staff/people/disable", "people_disable", ["POST"]),
    ("/warm", "warm", ["POST"]),
]
ALL_BUSINESSES = "bizengine_api"


def one_business_endpoint(slug: str) -> str:
    return f"bizengine_api_{slug}"


HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")


def _refuse(valid: list[str]):
    """A view for the other methods of a route and for unknown paths under the API's prefix: the
    JSON 405/404 comes from this blueprint, whatever prefix the integrator chose."""
    def view(**_kw):
        if valid:
            raise MethodNotAllowed(valid_methods=valid)
        raise NotFound()
    return view


def _add_refusals(bp: Blueprint, prefix: str = "") -> None:
    for path, name, methods in ROUTES:
        others = [m for m in HTTP_METHODS if m not in methods]
        bp.add_url_rule(f"{prefix}{path}", endpoint=f"{name}_refused", view_func=_refuse(methods), methods=others)
    bp.add_url_rule(f"{prefix}/<path:rest>", endpoint="unknown", view_func=_refuse([]), methods=list(HTTP_METHODS))


def _limited(engine, view):
    view = engine.limiter.limit(CHAT_LIMIT, key_func=chat_session_key)(view)
    return engine.limiter.limit(CHAT_LIMIT)(view)


def all_businesses_blueprint(engine) -> Blueprint:
    """/<slug>/... for every business of the folder, added ones included (mount it at /api)."""
    handlers = Api(engine)
    bp = json_errors(Blueprint(ALL_BUSINESSES, __name__))
    for path, name, methods in ROUTES:
        view = getattr(handlers, name)
        endpoint_view = (lambda v: (lambda slug: v(slug)))(view)
        endpoint_view.__name__ = name
        if name == "chat":
            endpoint_view = _limited(engine, endpoint_view)
        bp.add_url_rule(f"/<slug>{path}", endpoint=name, view_func=endpoint_view, methods=methods)
    _add_refusals(bp, "/<slug>")
    return bp


def one_business_blueprint(engine, slug: str) -> Blueprint:
    """The same API for one business, under the `url_prefix` the integrator registers it with."""
    handlers = Api(engine)
    bp = json_errors(Blueprint(one_business_endpoint(slug), __name__))
    bp.record_once(ensure_widget)     # the page's <biz-chat> needs /static/bizengine/chat.js
    for path, name, methods in ROUTES:
        view = getattr(handlers, name)
        endpoint_view = (lambda v: (lambda: v(slug)))(view)
        endpoint_view.__name__ = f"{name}_{slug}"
        if name == "chat":
            endpoint_view = _limited(engine, endpoint_view)
        bp.add_url_rule(path, endpoint=name, view_func=endpoint_view, methods=methods)
    _add_refusals(bp)
    return bp
