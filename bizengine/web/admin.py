"""/health for everyone; /admin/* and /metrics only with ADMIN_TOKEN (or, to read, from loopback with
no forwarding header at all); each mounted only when the app asks for it
(`init_app(app, admin=True, health=True)`)."""
from __future__ import annotations

import hmac

from flask import Blueprint, abort, jsonify, request

from bizengine import knowledge as kb
from bizengine.errors import NotFound
from bizengine.service import suggestions as suggesting
from bizengine.web import metrics
from bizengine.web.errors import json_errors
from bizengine.web.guards import forwarded, header_text, is_loopback, peer_address

SAFE_METHODS = ("GET", "HEAD")


def admin_blueprint(engine, *, admin: bool = True, health: bool = True) -> Blueprint:
    bp = json_errors(Blueprint("bizengine_admin", __name__))

    def guard() -> None:
        """The token (compared in constant time) opens everything. Without it, only reading, only
        from the machine itself: the socket's peer is loopback and no proxy header of any kind
        says the request came from elsewhere. A POST always needs the token: a page open in the
        operator's browser cannot post to /admin from a loopback address."""
        token = (engine.conf.get("ADMIN_TOKEN") or "").encode()
        given = header_text("X-Admin-Token")
        if given is None:
            auth = header_text("Authorization") or ""
            given = auth[len("Bearer "):] if auth.startswith("Bearer ") else None
        if given is not None and token and hmac.compare_digest(token, given.encode()):
            return
        if request.method not in SAFE_METHODS:
            abort(403, description="hace falta ADMIN_TOKEN (cabecera X-Admin-Token)")
        if is_loopback(peer_address()) and not forwarded(request.headers):
            return
        abort(403, description="solo desde la propia máquina o con ADMIN_TOKEN")

    def health_view():
        db_ok = engine.db.ping()
        reachable = kb.vectors_status(engine.kb_conf)
        missing = kb.vectors_missing(engine.store.all(), engine.kb_conf) if reachable else []
        body = {"ok": db_ok, "db": db_ok, "vectors": reachable and not missing,
                "llm": kb.llm_status(engine.kb_conf), "service": "bizengine", "mode": engine.mode,
                "businesses": engine.store.slugs()}
        if missing:  # Qdrant answers but does not hold their knowledge yet: search falls back to words
            body["vectors_missing"] = missing
            body["vectors_hint"] = "POST /admin/ingest (o la orden ingest de la app) carga el conocimiento"
        if not db_ok:
            body["error"] = ("Postgres no responde: revisa DATABASE_URL o arranca la base de datos "
                             "(make run la arranca).")
            return jsonify(body), 503
        return jsonify(body)

    def problems():
        guard()
        return jsonify(problems=engine.store.problems(), businesses=engine.store.slugs(), stale=engine.store.stale())

    def ingest():
        guard()
        reports, found = [], list(engine.store.problems())
        for biz in engine.store.all():
            try:
                reports.append(kb.ingest_business(biz, engine.kb_conf))
            except Exception as e:  # one business failing to embed must not hide the others
                found.append(f"{biz.slug}: no se pudo ingerir: {e}")
        return jsonify(businesses=reports, problems=found)

    def build_suggestions():
        """Recompute the suggestion artifacts now (all businesses, or ?business=slug)."""
        guard()
        only = request.args.get("business") or None
        if only and engine.store.get(only) is None:
            raise NotFound(f"no existe el negocio «{only[:40]}»")
        return jsonify(built=suggesting.build_all(engine.db, engine.store.all(), engine.mode, only, engine.kb_conf))
    def metrics_view():
        guard()
        return metrics.exposition()

    if health:
        bp.add_url_rule("/health", "health", health_view, methods=["GET"])
    if admin:
        bp.add_url_rule("/admin/problems", "problems", problems, methods=["GET"])
        bp.add_url_rule("/admin/ingest", "ingest", ingest, methods=["POST"])
        bp.add_url_rule("/admin/suggestions/build", "build_suggestions", build_suggestions, methods=["POST"])
        bp.add_url_rule("/metrics", "metrics", metrics_view, methods=["GET"])
    return bp
