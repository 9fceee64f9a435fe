"""JSON errors for the engine's own blueprints only: the host app keeps its own error pages."""
from __future__ import annotations

import logging

from flask import Blueprint, abort, current_app, jsonify, request
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from bizengine.errors import DatabaseDown, RequestError, ServiceUnavailable
from bizengine.web.guards import allowed_hosts, host_ok, redact_session_logs
from bizengine.web.limits import MAX_BODY

log = logging.getLogger("bizengine")

ERROR_TEXTS = {
    400: "Petición no válida.",
    404: "No existe.",
    405: "Método no permitido en esta ruta.",
    413: "El cuerpo pasa de 8 KB.",
    429: "Demasiados mensajes seguidos: espera un minuto y vuelve a intentarlo.",
    500: "Error interno: no se ha guardado nada a medias. Vuelve a intentarlo.",
    503: "La base de datos no responde ahora mismo. Vuelve a intentarlo en unos segundos.",
}


HANDLED_CODES = (400, 401, 403, 404, 405, 409, 413, 415, 429)


def http_error_body(e: HTTPException):
    """{"error": …} for an HTTP error: its own description when one was given, else ours."""
    code = e.code or 500
    custom = code not in (413, 429) and e.description and e.description != type(e).description
    message = e.description if custom else ERROR_TEXTS.get(code) or e.name
    return jsonify(error=message), code


def json_errors(bp: Blueprint) -> Blueprint:
    """Body limit, allowed hosts, no caching and JSON errors on one of the engine's blueprints,
    whatever its URL prefix. Logs never show a session id (a hash prefix at most)."""
    redact_session_logs()

    @bp.before_request
    def _limit_body():
        request.max_content_length = MAX_BODY   # JSON bodies are read by limits.read_json (chunked ones too)
        engine = current_app.extensions.get("bizengine")
        allowed = allowed_hosts(engine.conf.get("ALLOWED_HOSTS", "") if engine else "")
        if not host_ok(allowed, request.host):
            abort(400, description="Host no permitido (ALLOWED_HOSTS)")

    @bp.after_request
    def _no_store(resp):
        # Answers carry conversations, names and phones: no browser or proxy may keep them.
        resp.headers.setdefault("Cache-Control", "no-store")
        return resp

    bp.register_error_handler(HTTPException, http_error_body)
    for code in HANDLED_CODES:   # a host's own handler for a code would otherwise win over a class handler
        bp.register_error_handler(code, http_error_body)

    @bp.errorhandler(RequestError)
    def _request_error(e: RequestError):
        return jsonify(error=str(e), **e.extra), e.status

    @bp.errorhandler(DatabaseDown)
    def _db_down(e: DatabaseDown):
        log.error("database down: %s", e)
        return jsonify(error=ERROR_TEXTS[503]), 503

    @bp.errorhandler(ServiceUnavailable)
    def _service_down(e: ServiceUnavailable):
        log.error("service unavailable: %s", e)
        return jsonify(error=str(e)), 503

    @bp.errorhandler(Exception)
    def _crash(e: Exception):
        if isinstance(e, HTTPException):
            return http_error_body(e)
        log.exception("unhandled error on %s %s", request.method, request.path)
        return jsonify(error=ERROR_TEXTS[500]), 500

    return bp


__all__ = ["ERROR_TEXTS", "RequestEntityTooLarge", "http_error_body", "json_errors"]
