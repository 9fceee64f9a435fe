"""obrador-mel: serve, schema, check, ingest, eval."""
from __future__ import annotations

import argparse
import json
import sys

from bizengine import config as config_mod
from bizengine.business.store import Store


def cmd_serve(args) -> int:
    import os

    from obrador_mel import create_app
    # `serve` is the demonstration unless told otherwise; `serve --prod` is production by default
    os.environ.setdefault("BIZ_MODE", "production" if args.prod else "demo")
    app = create_app()
    engine = app.extensions["bizengine"]
    engine.apply_schema()
    if args.prod:
        from gunicorn.app.wsgiapp import run  # noqa: F401  (documented alternative: gunicorn -w 4 'obrador_mel:create_app()')
        sys.argv = ["gunicorn", "-w", str(args.workers), "-b", f"{args.host}:{args.port}", "obrador_mel:create_app()"]
        return run()
    import logging
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # our own line per request, without query strings
    print(f"Obrador Mel en http://{args.host}:{args.port} (modo {engine.mode})", flush=True)
    if engine.mode == "demo":
        print("Para un negocio real: obrador-mel staff add --business pasteleria --email … --role owner, "
              "y luego obrador-mel serve --prod (modo production).", flush=True)
    app.run(host=args.host, port=args.port, threaded=True)
    return 0


def cmd_schema(args) -> int:
    from bizengine.storage.db import Database
    conf = config_mod.load()
    db = Database(conf["DATABASE_URL"], conf["VAR_DIR"], owner_url=conf["DATABASE_OWNER_URL"])
    db.apply_schema()
    print("esquema aplicado")
    db.close()
    return 0


def cmd_check(args) -> int:
    conf = config_mod.load()
    store = Store(args.datasets or conf["DATASETS_DIR"])
    problems = store.problems()
    for slug in store.slugs():
        biz = store.get(slug)
        print(f"ok  {slug}: {biz.name}, {len(biz.products)} productos")
    for line in problems:
        print(f"ERROR {line}")
    if not store.slugs() and not problems:
        print(f"ERROR no hay ningún negocio en {store.dir}")
        return 1
    return 1 if problems else 0


def cmd_ingest(args) -> int:
    from bizengine import knowledge as kb
    conf = config_mod.load()
    store = Store(args.datasets or conf["DATASETS_DIR"])
    cfg = kb.KbConfig.from_mapping(conf)
    reports, problems = [], store.problems()
    for biz in store.all():
        try:
            reports.append(kb.ingest_business(biz, cfg))
        except Exception as e:  # Qdrant or Ollama unreachable, or a locked local folder
            problems.append(f"{biz.slug}: no se pudo ingerir: {e}")
    print(json.dumps({"businesses": reports, "problems": problems}, ensure_ascii=False, indent=2))
    return 1 if problems else 0


def cmd_eval(args) -> int:
    import os
    sys.path.insert(0, os.getcwd())  # evals/ lives beside the datasets, in the checkout
    if args.retrieval:
        from evals.retrieval import main as retrieval_main
        return retrieval_main(["--fake"] if args.fake else [])
    from evals.runner import main as eval_main
    return eval_main(["--url", args.url] if args.url else [])


def _database(conf):
    from bizengine.storage.db import Database
    db = Database(conf["DATABASE_URL"], conf["VAR_DIR"])
    db.apply_schema()
    return db


def cmd_purge(args) -> int:
    from datetime import datetime, timezone

    from bizengine.service import retention
    try:
        override = retention.parse_age(args.older_than) if args.older_than else None
    except ValueError as e:
        print(f"ERROR {e}", file=sys.stderr)
        return 2
    conf = config_mod.load()
    store = Store(args.datasets or conf["DATASETS_DIR"])
    db = _database(conf)
    now = datetime.now(timezone.utc)
    total = 0
    try:
        with db.tx() as conn:
            for slug in retention.businesses_in(conn, args.business):
                days = override or retention.retention_days(store.get(slug))
                due = retention.due(conn, slug, days, now)
                for item in due:
                    print(("borraría  " if args.dry_run else "borrado  ") + retention.describe(item))
                if not args.dry_run:
                    retention.purge(conn, due, actor="obrador-mel purge")
                total += len(due)
    finally:
        db.close()
    verb = "se borrarían" if args.dry_run else "borrados"
    print(f"{total} expedientes {verb} (datos personales → «[borrado]»; importes, estados y horas se quedan)")
    return 0


def cmd_export(args) -> int:
    import re

    from bizengine.service import export
    day = re.compile(r"^\d{4}-\d{2}-\d{2}$")
    if not day.match(args.date_from or "") or not day.match(args.date_to or ""):
        print("ERROR --from y --to deben ser fechas AAAA-MM-DD", file=sys.stderr)
        return 2
    if args.date_from > args.date_to:
        print("ERROR --from es posterior a --to", file=sys.stderr)
        return 2
    conf = config_mod.load()
    db = _database(conf)
    try:
        with db.tx() as conn:
            text = export.to_csv(export.rows(conn, args.business, args.date_from, args.date_to))
    finally:
        db.close()
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        print(f"escrito {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def add_records_commands(sub) -> None:
    """purge and export: the owner's records (issue 14)."""
    purge = sub.add_parser("purge", help="borra los datos personales de los expedientes cerrados antiguos")
    purge.add_argument("--older-than", help="antigüedad, como 365d (por defecto, retention_days de cada negocio)")
    purge.add_argument("--business", help="solo este negocio (slug)")
    purge.add_argument("--dry-run", action="store_true", help="solo enseña lo que borraría")
    purge.add_argument("--datasets")
    purge.set_defaults(func=cmd_purge)
    exp = sub.add_parser("export", help="pedidos y reservas de un periodo en CSV, para las cuentas")
    exp.add_argument("--business", required=True, help="slug del negocio")
    exp.add_argument("--from", dest="date_from", required=True, help="primer día, AAAA-MM-DD")
    exp.add_argument("--to", dest="date_to", required=True, help="último día, AAAA-MM-DD (incluido)")
    exp.add_argument("--out", help="fichero CSV (por defecto, la salida estándar)")
    exp.set_defaults(func=cmd_export)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="obrador-mel", description="Obrador Mel: el asistente y su web.")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="sirve la web, la API y el panel")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8790)
    serve.add_argument("--prod", action="store_true", help="gunicorn con varios procesos")
    serve.add_argument("--workers", type=int, default=4)
    serve.set_defaults(func=cmd_serve)
    sub.add_parser("schema", help="aplica db/schema.sql (idempotente)").set_defaults(func=cmd_schema)
    check = sub.add_parser("check", help="valida todos los datasets")
    check.add_argument("--datasets", metavar="CARPETA",
                       help="carpeta con un negocio por subcarpeta (por defecto DATASETS_DIR, datasets/)")
    check.set_defaults(func=cmd_check)
    ingest = sub.add_parser("ingest", help="embebe el conocimiento en Qdrant (idempotente)")
    ingest.add_argument("--datasets")
    ingest.set_defaults(func=cmd_ingest)
    ev = sub.add_parser("eval", help="conversaciones de extremo a extremo")
    ev.add_argument("--url")
    ev.add_argument("--retrieval", action="store_true", help="MRR y recall@4 de la búsqueda")
    ev.add_argument("--fake", action="store_true", help="con --retrieval: embeddings falsos de los tests")
    ev.set_defaults(func=cmd_eval)
    add_records_commands(sub)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
