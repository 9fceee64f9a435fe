"""Every HTML page the app serves works under `script-src 'self'`: no inline scripts, no inline
event handlers, no `javascript:` URLs. Checked on the real app (obrador_mel.create_app) when it
can be built here, and always on the site + panel blueprints alone."""
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.site_app import make_site_app

ROOT = Path(__file__).resolve().parents[1]
KNOWN_PAGES = ["/", "/panel/pasteleria/", "/restaurante/", "/peluqueria/", "/panel/peluqueria/"]


class _Inline(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        names = {k.lower(): (v or "") for k, v in attrs}
        if tag == "script":
            if not names.get("src"):
                self.problems.append("<script> without src")
            self._in_script = True
        for k, v in names.items():
            if k.startswith("on"):
                self.problems.append(f"inline handler {k}= on <{tag}>")
            if re.search(r"^\s*javascript:", v, re.I) or "javascript:" in v.lower():
                self.problems.append(f"javascript: URL in {k} of <{tag}>")
            if k == "style":
                self.problems.append(f"inline style on <{tag}>")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.problems.append("<script> with inline code")


def problems_of(html: str) -> list[str]:
    p = _Inline()
    p.feed(html)
    p.close()
    # belt and braces, in case the parser forgave something
    if re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html, re.I):
        p.problems.append("<script> without src (regex)")
    if re.search(r"<[^>]+\son[a-z]+\s*=", html, re.I):
        p.problems.append("on*= attribute (regex)")
    if re.search(r"javascript:", html, re.I):
        p.problems.append("javascript: (regex)")
    return p.problems


@pytest.fixture(params=["site", "real"])
def html_app(request):
    """The blueprints alone, and the real app (tests/conftest.py's `app`: embedded Postgres,
    frozen clock) once obrador_mel.create_app exists."""
    if request.param == "site":
        return make_site_app()
    return request.getfixturevalue("app")


def html_pages(app):
    """The known pages plus every GET route without arguments that answers HTML."""
    urls = set(KNOWN_PAGES)
    for rule in app.url_map.iter_rules():
        if "GET" in rule.methods and not rule.arguments and not rule.rule.startswith("/static"):
            urls.add(rule.rule)
    urls.add("/this-page-does-not-exist")
    client = app.test_client()
    out = {}
    for url in sorted(urls):
        r = client.get(url)
        if r.mimetype == "text/html":
            out[url] = r.get_data(as_text=True)
    return out


def test_no_inline_script_anywhere(html_app):
    pages = html_pages(html_app)
    assert "/" in pages and "/panel/pasteleria/" in pages
    bad = {url: problems_of(html) for url, html in pages.items()}
    assert {u: p for u, p in bad.items() if p} == {}


def test_the_checker_catches_what_it_should():
    assert problems_of('<p onclick="x()">a</p>')
    assert problems_of("<script>alert(1)</script>")
    assert problems_of('<a href="javascript:void(0)">a</a>')
    assert problems_of('<div style="color:red">a</div>')
    assert not problems_of('<script type="module" src="/static/x.js"></script><button data-on="x">a</button>')


def test_static_scripts_build_no_html_from_strings():
    for f in (ROOT / "bizengine" / "web" / "static").glob("*.js"):
        src = f.read_text()
        for bad in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
            assert bad not in src, (f.name, bad)


def test_static_traversal_is_a_404(html_app):
    client = html_app.test_client()
    for url in ["/static/..%2fsetup.cfg", "/static/..%2f..%2fsetup.cfg", "/static/site/..%2f__init__.py",
                "/static/bizengine/..%2fpanel.py", "/static/bizengine/%2e%2e%2fpanel.py"]:
        assert client.get(url).status_code == 404, url
