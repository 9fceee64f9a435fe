"""A host app with its own Flask-Login keeps it; the engine's staff login lives beside it."""
from __future__ import annotations

from flask import Flask, jsonify
from flask_login import LoginManager, UserMixin, current_user, login_user

from bizengine.web.extension import BizEngine
from tests.prod_app import SECRET, ensure_people, login, prod_conf


class HostUser(UserMixin):
    def __init__(self, uid):
        self.id = uid


def test_host_login_manager_is_kept_and_chained(database, database_url, datasets_dir, tmp_path):
    ppl = ensure_people(database, "+host")
    app = Flask("host")
    app.secret_key = SECRET + "host"
    manager = LoginManager(app)
    manager.user_loader(lambda uid: HostUser(uid) if uid.startswith("h") else None)

    @app.post("/host-login")
    def host_login():
        login_user(HostUser("h1"))
        return jsonify(ok=True)

    @app.get("/whoami")
    def whoami():
        return jsonify(id=current_user.get_id() if current_user.is_authenticated else None)

    conf = prod_conf(database_url, datasets_dir, tmp_path)
    engine = BizEngine(conf=conf, database=database)
    engine.init_app(app)
    app.register_blueprint(engine.blueprint("pasteleria"), url_prefix="/flores/api")
    app.register_blueprint(engine.panel_blueprint("pasteleria"), url_prefix="/flores/panel")
    assert app.login_manager is manager                       # the host's manager, not a new one
    assert app.secret_key == SECRET + "host"                   # the host's key is kept

    host = app.test_client()
    host.post("/host-login")
    assert host.get("/whoami").get_json()["id"] == "h1"
    assert host.get("/flores/api/staff").status_code == 401   # a host user is not the business's staff

    staff = app.test_client()
    login(staff, ppl["ana"].email)
    assert staff.get("/flores/api/staff").status_code == 200
    assert staff.get("/flores/panel/").status_code == 200
    assert app.test_client().get("/flores/panel/").headers["Location"].startswith("/staff/login?next=/flores/panel/")
