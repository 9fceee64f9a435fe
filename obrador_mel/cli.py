"""obrador-mel: serve, schema, check, ingest, eval, purge, export, recs."""
from __future__ import annotations

import argparse
import json
import re
import sys

from bizengine import config as config_mod
from bizengine.business.store import Store


# gunicorn as production runs it: threads (a thread waiting on Postgres or the model holds no
# process), a worker timeout above the longest turn (model 14 s + the gate's wait 9 s), a short
# keep-alive behind the proxy and a graceful stop that lets running turns finish.
GUNICORN_TIMEOUT = 40
GUNICORN_GRACEFUL = 25
GUNICORN_KEEPALIVE = 5


def gunicorn_argv(app_spec: str, host: str, port: int, workers: int, threads: int) -> list[str]:
    """The gunicorn command line of `serve --prod` (the benchmark serves its floor app with it too)."""
    return ["gunicorn", "--worker-class", "gthread", "--workers", str(workers), "--threads", str(threads),
            "--timeout", str(GUNICORN_TIMEOUT), "--graceful-timeout", str(GUNICORN_GRACEFUL),
            "--keep-alive", str(GUNICORN_KEEPALIVE), "--bind", f"{host}:{port}", app_spec]


def cmd_serve(args) -> int:
    import os
    # `serve` is the demonstration unless told otherwise; `serve --prod` is production by default
    os.environ.setdefault("BIZ_MODE", "production" if args.prod else "demo")
    if args.prod:
        warn_about_hosts(config_mod.load())
        metrics_dir(config_mod.load())
        from gunicorn.app.wsgiapp import run
        conf = config_mod.load()
        if not conf["DATABASE_URL"]:  # the embedded server starts once, here, not in every worker
            from bizengine.storage.db import embedded_urls
            owner_url, app_url = embedded_urls(conf["VAR_DIR"])   # the app runs as the least-privileged role
            os.environ["DATABASE_URL"] = app_url
            os.environ.setdefault("DATABASE_OWNER_URL", owner_url)
        # each worker's create_app() applies the schema on start (BIZ_SCHEMA_ON_START), in line
        sys.argv = gunicorn_argv("obrador_mel:create_app()", args.host, args.port, args.workers, args.threads)
        return run()
    from obrador_mel import create_app
    app = create_app()
    engine = app.extensions["bizengine"]
    engine.apply_schema()
    if engine.mode == "demo":     # the demo's suggestions learn from its synthetic history, built once here
        from bizengine.service import suggestions as suggesting
        suggesting.build_all(engine.db, engine.store.all(), engine.mode, kb_cfg=engine.kb_conf)
    import logging
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # our own line per request, without query strings
    print(f"Obrador Mel en http://{args.host}:{args.port} (modo {engine.mode}; Ctrl-C para parar)", flush=True)
    if engine.mode == "demo":
        print("Modo demostración. Para un negocio real: obrador-mel staff add --business pasteleria --email … "
              "--name … --role owner, define SECRET_KEY y arranca con obrador-mel serve --prod.", flush=True)
    from werkzeug.serving import run_simple  # app.run would add Flask's banner
    run_simple(args.host, args.port, app, threaded=True)
    if not engine.conf["DATABASE_URL"]:
        print("\nLa base de datos embebida sigue en marcha (se reutiliza en el próximo arranque); "
              "para pararla: obrador-mel db stop", flush=True)
    return 0


HOSTS_WARNING = ("AVISO: ALLOWED_HOSTS está vacío: la app responde a cualquier cabecera Host. Detrás del "
                 "proxy, define ALLOWED_HOSTS con tu dominio (por ejemplo ALLOWED_HOSTS=obradormel.example); "
                 "ver docs/operations.md, «Hosts».")


def warn_about_hosts(conf) -> bool:
    """Production answers any Host while ALLOWED_HOSTS is empty: say so at start (refusing to
    start would break integrators who filter hosts in their proxy). True when it warned."""
    if conf.get("ALLOWED_HOSTS", "").strip():
        return False
    import logging
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("obrador_mel").warning(HOSTS_WARNING)
    return True


def metrics_dir(conf) -> str:
    """The folder where every gunicorn worker writes its metrics (emptied at each start), exported
    before prometheus_client is first imported, so /metrics adds up all the workers."""
    import os
    import shutil
    from pathlib import Path
    folder = Path(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or Path(conf["VAR_DIR"], "metrics")).resolve()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(folder)
    return str(folder)


def cmd_schema(args) -> int:
    from bizengine.storage.db import Database
    conf = config_mod.load()
    db = Database(conf["DATABASE_URL"], conf["VAR_DIR"], owner_url=conf["DATABASE_OWNER_URL"])
    db.apply_schema(force=True)
    print("esquema aplicado")
    db.close()
    return 0


def cmd_db_url(args) -> int:
    from bizengine.storage.db import embedded_url
    conf = config_mod.load()
    print(conf["DATABASE_URL"] or embedded_url(conf["VAR_DIR"]))
    return 0


def cmd_db_stop(args) -> int:
    from bizengine.storage.db import embedded_dir, stop_embedded
    conf = config_mod.load()
    if conf["DATABASE_URL"]:
        print("DATABASE_URL apunta a un Postgres externo: páralo con sus propias herramientas.")
        return 1
    if stop_embedded(conf["VAR_DIR"]):
        print(f"Base de datos embebida parada ({embedded_dir(conf['VAR_DIR'])}).")
    else:
        print(f"La base de datos embebida no estaba en marcha ({embedded_dir(conf['VAR_DIR'])}).")
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


def _read_password(args) -> str:
    """From stdin (--password-stdin, for scripts) or a prompt asked twice; never a flag."""
    import getpass
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("Contraseña (10 caracteres o más): ")
    if getpass.getpass("Repítela: ") != first:
        raise SystemExit("las contraseñas no coinciden")
    return first


def cmd_staff(args) -> int:
    """obrador-mel staff add|list|disable|password: the accounts of the panel (production)."""
    from bizengine.errors import RequestError
    from bizengine.service import accounts
    from bizengine.storage.db import Database
    conf = config_mod.load()
    if args.business not in Store(conf["DATASETS_DIR"]).slugs():
        print(f"ERROR negocio desconocido: {args.business}", file=sys.stderr)
        return 1
    db = Database(conf["DATABASE_URL"], conf["VAR_DIR"])
    try:
        db.apply_schema()
        with db.tx() as conn:
            if args.staff_command == "add":
                person = accounts.add(conn, args.business, args.email, args.name, args.role, _read_password(args))
                print(f"ok  {person.email} es {args.role} de {args.business}")
            elif args.staff_command == "list":
                for p in accounts.people_of(conn, args.business):
                    state = "desactivada" if p["disabled"] else "activa"
                    print(f"{p['email']}\t{p['name']}\t{p['role']}\t{state}\túltimo acceso: {p['last_login_at'] or '-'}")
            elif args.staff_command == "disable":
                accounts.set_disabled(conn, args.business, args.email, not args.enable)
                print(f"ok  {args.email} {'activada' if args.enable else 'desactivada'}")
            else:
                person = accounts.by_email(conn, args.email)
                if person is None or args.business not in person.roles:
                    print(f"ERROR {args.email} no tiene cuenta en {args.business}", file=sys.stderr)
                    return 1
                accounts.set_password(conn, person.id, _read_password(args))
                print(f"ok  contraseña cambiada; las sesiones abiertas de {args.email} se cierran")
    except RequestError as e:
        print(f"ERROR {e}", file=sys.stderr)
        return 1
    finally:
        db.close()
    return 0


def add_staff_parser(sub) -> None:
    staff = sub.add_parser("staff", help="cuentas del personal para el panel (modo production)")
    cmds = staff.add_subparsers(dest="staff_command", required=True)
    add = cmds.add_parser("add", help="crea una cuenta (o da un rol en otro negocio a una existente)")
    add.add_argument("--name", required=True, help="nombre de la persona")
    add.add_argument("--role", choices=("owner", "staff"), default="staff", help="owner gestiona al personal")
    lst = cmds.add_parser("list", help="las cuentas de un negocio")
    dis = cmds.add_parser("disable", help="desactiva una cuenta (sus sesiones dejan de valer)")
    dis.add_argument("--enable", action="store_true", help="vuelve a activarla")
    pwd = cmds.add_parser("password", help="cambia la contraseña (cierra sus otras sesiones)")
    for p in (add, lst, dis, pwd):
        p.add_argument("--business", required=True, help="el negocio (carpeta de datasets), p. ej. pasteleria")
        p.set_defaults(func=cmd_staff)
    for p in (add, dis, pwd):
        p.add_argument("--email", required=True, metavar="CORREO", help="el e-mail de la persona")
    for p in (add, pwd):
        p.add_argument("--password-stdin", action="store_true", help="lee la contraseña de la entrada estándar")


def cmd_eval(args) -> int:
    import os
    sys.path.insert(0, os.getcwd())  # evals/ lives beside the datasets, in the checkout
    if args.retrieval:
        from evals.retrieval import main as retrieval_main
        return retrieval_main(["--fake"] if args.fake else [])
    if args.suggestions:
        return cmd_eval_suggestions(args)
    from evals.runner import main as eval_main
    argv = (["--url", args.url] if args.url else []) + ["--set", args.set] + (["--pending"] if args.pending else [])
    return eval_main(argv + (["--only", args.only] if args.only else []))


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


def cmd_recs_build(args) -> int:
    from bizengine.service import suggestions as suggesting
    conf = config_mod.load()
    store = Store(args.datasets or conf["DATASETS_DIR"])
    if args.business and store.get(args.business) is None:
        print(f"ERROR no existe el negocio «{args.business}»", file=sys.stderr)
        return 2
    db = _database(conf)
    try:
        from bizengine import knowledge as kb
        built = suggesting.build_all(db, store.all(), conf["BIZ_MODE"], args.business, kb.KbConfig.from_mapping(conf))
    finally:
        db.close()
    for s in built:
        print(f"{s['business']}: {s['orders']} pedidos ({s['source']}), {s['items']} productos, "
              f"{s['pairs']} pares con soporte ≥ {s['min_support']}, {s['vectors']} vectores"
              + ("" if s["enabled"] else " (sugerencias apagadas)"))
    return 0


def cmd_eval_suggestions(args) -> int:
    import os
    sys.path.insert(0, os.getcwd())  # evals/ lives beside the datasets, in the checkout
    from evals.suggestions import main as suggestions_main
    return suggestions_main(["--datasets", args.datasets] if getattr(args, "datasets", None) else [])


def add_suggestion_commands(sub) -> None:
    """recs build: the suggestion artifacts (issue 20), for a cron."""
    recs = sub.add_parser("recs", help="sugerencias: recalcula lo que el asistente propone junto a un pedido")
    recs_sub = recs.add_subparsers(dest="recs_command", required=True)
    build = recs_sub.add_parser("build", help="recalcula los artefactos (idempotente; apto para cron)")
    build.add_argument("--business", help="solo este negocio (slug)")
    build.add_argument("--datasets", help="carpeta de los negocios (por defecto, DATASETS_DIR)")
    build.set_defaults(func=cmd_recs_build)


def add_records_commands(sub) -> None:
    """purge and export: the owner's records (issue 14)."""
    purge = sub.add_parser("purge", help="borra los datos personales de los expedientes cerrados antiguos")
    purge.add_argument("--older-than", help="antigüedad, como 365d (por defecto, retention_days de cada negocio)")
    purge.add_argument("--business", help="solo este negocio (slug)")
    purge.add_argument("--dry-run", action="store_true", help="solo enseña lo que borraría")
    purge.add_argument("--datasets", metavar="CARPETA", help="carpeta de los negocios (por defecto DATASETS_DIR)")
    purge.set_defaults(func=cmd_purge)
    exp = sub.add_parser("export", help="pedidos y reservas de un periodo en CSV, para las cuentas")
    exp.add_argument("--business", required=True, help="slug del negocio")
    exp.add_argument("--from", dest="date_from", required=True, help="primer día, AAAA-MM-DD")
    exp.add_argument("--to", dest="date_to", required=True, help="último día, AAAA-MM-DD (incluido)")
    exp.add_argument("--out", help="fichero CSV (por defecto, la salida estándar)")
    exp.set_defaults(func=cmd_export)
# argparse's own English, in Spanish (its messages of Python 3.11–3.13 that a person can meet)
ARGPARSE_ES = [
    (r"^the following arguments are required: (.*)$", r"faltan argumentos obligatorios: \1"),
    (r"^unrecognized arguments: (.*)$", r"argumentos desconocidos: \1"),
    (r"^argument (\S+): (.*)$", r"argumento \1: \2"),
    (r"invalid choice: (.*) \(choose from (.*)\)$", r"opción no válida: \1 (elige entre \2)"),
    (r"invalid int value: (.*)$", r"no es un número entero: \1"),
    (r"invalid (\w+) value: (.*)$", r"valor no válido (\1): \2"),
    (r"expected one argument$", r"falta su valor"),
    (r"ignored explicit argument (.*)$", r"sobra el valor \1"),
    (r"not allowed with argument (.*)$", r"no se puede usar junto con \1"),
    (r"^ambiguous option: (\S+) could match (.*)$", r"opción ambigua: \1 puede ser \2"),
]


def spanish(message: str) -> str:
    for pattern, replacement in ARGPARSE_ES:
        message = re.sub(pattern, replacement, message)
    return message


class SpanishHelpFormatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, prefix="uso: " if prefix is None else prefix)


class SpanishParser(argparse.ArgumentParser):
    """argparse speaking Spanish: usage, section titles, -h and its error messages."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", SpanishHelpFormatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = "argumentos"
        self._optionals.title = "opciones"
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="muestra esta ayuda y termina")

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {spanish(message)}\n")


def main(argv=None) -> int:
    parser = SpanishParser(prog="obrador-mel", description="Obrador Mel: el asistente y su web.")
    sub = parser.add_subparsers(dest="command", required=True, title="órdenes", metavar="ORDEN",
                                help="obrador-mel ORDEN -h explica cada una")
    serve = sub.add_parser("serve", help="sirve la web, la API y el panel")
    serve.add_argument("--host", default="127.0.0.1", metavar="DIRECCIÓN", help="dirección en la que escucha (por defecto 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8790, metavar="PUERTO", help="puerto (por defecto 8790)")
    serve.add_argument("--prod", action="store_true", help="producción: gunicorn con varios procesos e hilos")
    serve.add_argument("--workers", type=int, default=2, metavar="N", help="con --prod: procesos de gunicorn (por defecto 2, uno por núcleo)")
    serve.add_argument("--threads", type=int, default=8, metavar="N", help="con --prod: hilos por proceso, gthread (por defecto 8)")
    serve.set_defaults(func=cmd_serve)
    sub.add_parser("schema", help="aplica db/schema.sql (idempotente)").set_defaults(func=cmd_schema)
    db = sub.add_parser("db", help="la base de datos embebida (sin DATABASE_URL)")
    db_sub = db.add_subparsers(dest="db_command", required=True, title="órdenes", metavar="{url,stop}")
    db_sub.add_parser("url", help="escribe la URL de la base de datos (arranca la embebida si hace falta)").set_defaults(func=cmd_db_url)
    db_sub.add_parser("stop", help="para la base de datos embebida").set_defaults(func=cmd_db_stop)
    check = sub.add_parser("check", help="valida todos los datasets")
    check.add_argument("--datasets", metavar="CARPETA",
                       help="carpeta con un negocio por subcarpeta (por defecto DATASETS_DIR, datasets/)")
    check.set_defaults(func=cmd_check)
    ingest = sub.add_parser("ingest", help="embebe el conocimiento en Qdrant (idempotente)")
    ingest.add_argument("--datasets", metavar="CARPETA", help="carpeta de los negocios (por defecto DATASETS_DIR)")
    ingest.set_defaults(func=cmd_ingest)
    add_staff_parser(sub)
    ev = sub.add_parser("eval", help="conversaciones de extremo a extremo")
    ev.add_argument("--url", metavar="URL", help="contra un servidor ya en marcha (p. ej. http://127.0.0.1:8790); "
                                  "sin ella arranca uno propio con el reloj fijado")
    ev.add_argument("--retrieval", action="store_true", help="MRR y recall@4 de la búsqueda")
    ev.add_argument("--fake", action="store_true", help="con --retrieval: embeddings falsos de los tests")
    ev.add_argument("--set", choices=("all", "conversations", "paraphrases"), default="all",
                    help="las conversaciones del manual, las paráfrasis (por clase) o las dos")
    ev.add_argument("--pending", action="store_true", help="con las paráfrasis que aún fallan")
    ev.add_argument("--only", help="solo las conversaciones cuyo nombre contiene esto")
    ev.add_argument("--suggestions", action="store_true",
                    help="acierto@1 y @3 de las sugerencias frente a «lo más vendido»")
    ev.add_argument("--datasets", help="con --suggestions: carpeta de los negocios (por defecto, DATASETS_DIR)")
    ev.set_defaults(func=cmd_eval)
    add_records_commands(sub)
    add_suggestion_commands(sub)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
