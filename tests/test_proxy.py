"""The documented proxy (deploy/nginx.conf) in front of `serve --prod`: clients that never finish
their headers are held by nginx, so /health keeps answering through it."""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import time

import requests

from tests.conftest import ROOT
from tests.test_serving import _serve

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _nginx_conf(tmp_path, app_port: int, port: int) -> str:
    """deploy/nginx.conf as shipped, pointed at this test's app and folders."""
    conf = (ROOT / "deploy" / "nginx.conf").read_text(encoding="utf-8")
    conf = re.sub(r"server app\d:8790", f"server 127.0.0.1:{app_port}", conf)
    conf = conf.replace("listen 80;", f"listen 127.0.0.1:{port};")
    conf = conf.replace("access_log /dev/stdout;", f"access_log {tmp_path}/access.log;")
    conf = conf.replace("/var/cache/nginx/static", str(tmp_path / "cache"))
    conf = conf.replace("include /etc/nginx/mime.types;", "include /etc/nginx/mime.types;\n  "
                        f"client_body_temp_path {tmp_path}/body; proxy_temp_path {tmp_path}/proxy;")
    head = f"user root;\npid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\ndaemon off;\n"
    path = tmp_path / "nginx.conf"
    path.write_text(head + conf, encoding="utf-8")
    return str(path)


def test_slow_header_clients_do_not_take_the_app_behind_the_proxy(database, database_url, datasets_dir, tmp_path):
    assert os.path.exists(NGINX), "nginx is not installed: apt-get install nginx-light (make test does it)"
    app, base = _serve(database_url, datasets_dir, tmp_path, "http://127.0.0.1:9", workers=1, threads=2)
    port = _free_port()
    conf = _nginx_conf(tmp_path, int(base.rsplit(":", 1)[1]), port)
    proxy = subprocess.Popen([NGINX, "-c", conf, "-p", str(tmp_path)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    slow = []
    try:
        for _ in range(100):
            try:
                if requests.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            except requests.RequestException:
                time.sleep(0.1)
        for _ in range(8):   # four times the app's threads, each sending half a request and waiting
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            slow.append(s)
        for _ in range(5):
            assert requests.get(f"http://127.0.0.1:{port}/health", timeout=3).json()["db"] is True
            assert requests.get(f"http://127.0.0.1:{port}/api/pasteleria/profile", timeout=3).status_code == 200
    finally:
        for s in slow:
            s.close()
        os.killpg(proxy.pid, signal.SIGKILL)
        os.killpg(app.pid, signal.SIGKILL)
        proxy.wait(10)
        app.wait(10)
