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
        print("Modo demostración. Para un negocio real: obrador-mel staff add --business pasteleria --email … "
              "--name … --role owner, define SECRET_KEY y arranca con obrador-mel serve --prod.", flush=True)
    app.run(host=args.host, port=args.port, threaded=True)
    return 0


def cmd_schema(args) -> int:
    from bizengine.storage.db import Database
    conf = config_mod.load()
    db = Database(conf["DATABASE_URL"], conf["VAR_DIR"])
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
        p.add_argument("--email", required=True)
    for p in (add, pwd):
        p.add_argument("--password-stdin", action="store_true", help="lee la contraseña de la entrada estándar")


def cmd_eval(args) -> int:
    import os
    sys.path.insert(0, os.getcwd())  # evals/ lives beside the datasets, in the checkout
    if args.retrieval:
        from evals.retrieval import main as retrieval_main
        return retrieval_main(["--fake"] if args.fake else [])
    from evals.runner import main as eval_main
    return eval_main(["--url", args.url] if args.url else [])


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
    check.add_argument("--datasets")
    check.set_defaults(func=cmd_check)
    ingest = sub.add_parser("ingest", help="embebe el conocimiento en Qdrant (idempotente)")
    ingest.add_argument("--datasets")
    ingest.set_defaults(func=cmd_ingest)
    add_staff_parser(sub)
    ev = sub.add_parser("eval", help="conversaciones de extremo a extremo")
    ev.add_argument("--url")
    ev.add_argument("--retrieval", action="store_true", help="MRR y recall@4 de la búsqueda")
    ev.add_argument("--fake", action="store_true", help="con --retrieval: embeddings falsos de los tests")
    ev.set_defaults(func=cmd_eval)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
