"""Production mode in a real Chromium: the bakery's owner logs in, sees two requests made by two
customers in other browser contexts, confirms one and denies the other with a reason; each chat
shows its outcome without a reload; the restaurant's panel is a 404 for her; customer-written
fields are shown as text, never run."""
from __future__ import annotations

import re
from datetime import datetime, timedelta
import secrets
import threading
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.prod_app import database  # noqa: F401  (this module's own database)
from tests.prod_app import PASSWORD, ensure_people, prod_app, seed_pending

from .helpers import Hold, chat_panel, complete_order, log, press_chip, wait_for_js, wait_until

pytestmark = pytest.mark.browser
# Requests stored straight into the database go to a day no test books through the chat: the
# chat's own bookings (7 November at 11:00) must find their slot free whatever the order of tests.
SEEDED_DAY = "2026-11-21"



@pytest.fixture(scope="module")
def prod_server(database, database_url, datasets_dir, tmp_path_factory):
    from werkzeug.serving import make_server
    app = prod_app(database, database_url, datasets_dir, tmp_path_factory.mktemp("prod-live"))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def letters_tag() -> str:
    """A surname nobody else has (names are read as words: no digits)."""
    return "".join(secrets.choice("bcdfghjklmnpqrstvxz") for _ in range(7)).capitalize()


def order_as(context, base, name):
    page = context.new_page()
    page.goto(base + "/")
    page.get_by_role("button", name="Encargar Tarta de queso").click()
    expect(chat_panel(page)).to_be_visible()
    complete_order(page, name=name)
    press_chip(page, "Enviar pedido")
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "pending")
    return page


def log_in(context, base, email, password=PASSWORD):
    panel = context.new_page()
    panel.goto(base + "/panel/pasteleria/")
    expect(panel).to_have_url(re.compile(r"/staff/login\?next="))
    panel.get_by_label("E-mail").fill(email)
    panel.get_by_label("Contraseña").fill(password)
    panel.get_by_role("button", name="Entrar").click()
    expect(panel).to_have_url(re.compile(r"/panel/pasteleria/$"))
    expect(panel.get_by_role("heading", name="Solicitudes", exact=True)).to_be_visible()
    return panel


def invite(panel, name, password) -> str:
    """The owner gives a new person access from «Personal del negocio»; returns their e-mail."""
    email = f"{name.lower()}{secrets.token_hex(3)}@obradormel.test"
    panel.get_by_label("Nombre", exact=True).fill(name)
    panel.get_by_label("E-mail").fill(email)
    panel.get_by_label("Contraseña inicial (10 caracteres o más; que la cambie al entrar)").fill(password)
    panel.get_by_role("button", name="Dar de alta").click()
    expect(panel.locator("#pn-people-list")).to_contain_text(email)
    return email


def search(panel, text):
    panel.get_by_label("Buscar").fill(text)
    panel.get_by_role("button", name="Filtrar").click()


def test_owner_decides_two_customers_requests_and_each_chat_sees_it(make_context, prod_server, database, artifacts):
    ppl = ensure_people(database, "+browser")
    tag = letters_tag()
    first = order_as(make_context(), prod_server, f"Laura {tag}")
    second = order_as(make_context(), prod_server, f"Pablo {tag}")

    owner = make_context()
    wrong = owner.new_page()
    wrong.goto(prod_server + "/staff/login")
    wrong.get_by_label("E-mail").fill(ppl["ana"].email)
    wrong.get_by_label("Contraseña").fill("no-es-la-clave")
    wrong.get_by_role("button", name="Entrar").click()
    expect(wrong.locator("#pn-login-error")).to_have_text("E-mail o contraseña incorrectos.")
    wrong.close()

    panel = log_in(owner, prod_server, ppl["ana"].email)
    expect(panel.locator(".pn-who")).to_contain_text("Ana")
    expect(panel).to_have_title(re.compile(r"^\(\d+\) Panel del local · Obrador Mel$"))
    search(panel, tag)
    laura = panel.locator("#pn-g-pending .pn-req").filter(has_text=f"Laura {tag}")
    pablo = panel.locator("#pn-g-pending .pn-req").filter(has_text=f"Pablo {tag}")
    expect(laura).to_be_visible()
    expect(pablo).to_be_visible()
    panel.screenshot(path=str(artifacts / "panel-production.png"), full_page=True)

    laura.get_by_role("button", name="Confirmar", exact=True).click()
    expect(panel.locator("#pn-g-done .pn-req").filter(has_text=f"Laura {tag}")).to_be_visible()
    pablo.get_by_role("button", name="Rechazar", exact=True).click()
    pablo.get_by_label("Motivo para el cliente (opcional)").fill("ese día el horno está en revisión")
    pablo.get_by_role("button", name="Rechazar la solicitud").click()
    expect(panel.locator("#pn-g-done .pn-req").filter(has_text=f"Pablo {tag}")).to_be_visible()

    done = panel.locator("#pn-g-done .pn-req").filter(has_text=f"Laura {tag}")
    done.locator(".pn-history summary").click()
    expect(done.locator(".pn-history")).to_contain_text("confirmó · Ana")

    confirmed = log(first).locator(".bz-msg--staff").filter(has_text="Pedido confirmado")
    expect(confirmed).to_be_visible(timeout=15000)
    expect(confirmed.locator(".bz-msg__who")).to_have_text("Obrador Mel · el local")
    expect(first.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "confirmed")
    denied = log(second).locator(".bz-msg--staff").filter(has_text="ese día el horno está en revisión")
    expect(denied).to_be_visible(timeout=15000)
    expect(denied).to_contain_text("El local no puede aceptar este pedido.")
    assert ppl["ana"].email not in first.content() and ppl["ana"].email not in second.content()

    res = panel.goto(prod_server + "/panel/restaurante/")
    assert res.status == 404
    api = panel.request.get(prod_server + "/api/restaurante/staff")
    assert api.status == 404


def test_customer_written_fields_are_text_never_code(make_context, prod_server, database):
    ppl = ensure_people(database, "+xss")
    tag = secrets.token_hex(3)
    seed_pending(database, "pasteleria", name=f"<script>window.__pwned=1</script>{tag}", ymd=SEEDED_DAY,
                 note='<img src=x onerror="window.__pwned=2">')
    owner = make_context()
    panel = log_in(owner, prod_server, ppl["bruno"].email)
    search(panel, tag)
    card = panel.locator("#pn-g-pending .pn-req").filter(has_text=tag)
    expect(card).to_contain_text("<script>window.__pwned=1</script>")
    expect(card).to_contain_text('<img src=x onerror="window.__pwned=2">')
    assert card.locator("img, script").count() == 0
    assert panel.evaluate("window.__pwned === undefined")


def test_logout_ends_the_session(make_context, prod_server, database):
    ppl = ensure_people(database, "+out")
    ctx = make_context()
    panel = log_in(ctx, prod_server, ppl["bruno"].email)
    panel.get_by_role("button", name="Salir").click()
    expect(panel).to_have_url(re.compile(r"/staff/login"))
    panel.goto(prod_server + "/panel/pasteleria/")
    expect(panel).to_have_url(re.compile(r"/staff/login\?next="))


def test_owner_invites_and_disables_from_the_panel_and_changes_her_password(make_context, prod_server, database):
    ppl = ensure_people(database, "+team" + secrets.token_hex(2))
    owner = make_context()
    panel = log_in(owner, prod_server, ppl["ana"].email)
    panel.get_by_text("Personal del negocio").click()
    # the first load of the list can take seconds on a busy 2-core machine (the whole suite runs beside it)
    expect(panel.locator("#pn-people-list")).to_contain_text(ppl["bruno"].email, timeout=15000)
    new_email = invite(panel, "Dora", "masa-madre-viva-1")
    dora = log_in(make_context(), prod_server, new_email, "masa-madre-viva-1")
    expect(dora.locator(".pn-who")).to_contain_text("Dora")
    expect(dora.locator("#pn-people")).to_have_count(0)            # staff, not owner: no staff management
    panel.locator("#pn-people-list li").filter(has_text=new_email).get_by_role("button", name="Desactivar").click()
    expect(panel.locator("#pn-people-list li").filter(has_text=new_email)).to_contain_text("desactivada")
    # her open panel notices at its next poll (401) and goes to the login page by itself
    expect(dora).to_have_url(re.compile(r"/staff/login\?next="), timeout=15000)

    panel.get_by_text("Cambiar mi contraseña").click()
    panel.get_by_label("Contraseña actual").fill(PASSWORD)
    panel.get_by_label("Nueva (10 caracteres o más)").fill("rosca-de-yema-22")
    panel.get_by_role("button", name="Cambiar", exact=True).click()
    expect(panel.locator("#pn-toast")).to_contain_text("Contraseña cambiada")
    panel.reload()
    expect(panel.locator(".pn-who")).to_contain_text("Ana")        # this session goes on


def test_a_poll_sent_with_the_old_cookie_during_a_password_change_does_not_log_her_out(
        make_context, prod_server, database):
    ppl = ensure_people(database, "+rot" + secrets.token_hex(2))
    ctx = make_context()
    panel = log_in(ctx, prod_server, ppl["ana"].email)
    old_cookie = "; ".join(f"{c['name']}={c['value']}" for c in ctx.cookies())
    holding = [True]
    hold = Hold(lambda route: holding[0])
    held = hold.held
    panel.route("**/api/pasteleria/staff?page=*", hold)
    wait_until(panel, lambda: held, "no poll was sent", seconds=10)
    panel.get_by_text("Cambiar mi contraseña").click()
    panel.get_by_label("Contraseña actual").fill(PASSWORD)
    panel.get_by_label("Nueva (10 caracteres o más)").fill("rosca-de-yema-33")
    panel.get_by_role("button", name="Cambiar", exact=True).click()
    expect(panel.locator("#pn-toast")).to_contain_text("Contraseña cambiada")
    holding[0] = False
    # the held poll reaches the server now, with the cookie it was sent with
    stale = urllib.request.Request(held[0].request.url, headers={"Cookie": old_cookie, "Accept": "application/json"})
    try:
        urllib.request.urlopen(stale)
        raise AssertionError("the old cookie still works after a password change")
    except urllib.error.HTTPError as answer:
        assert answer.code == 401
        stale_body = answer.read()
    with panel.expect_response(lambda r: "/staff?page=" in r.url and r.status == 200):
        with panel.expect_response(lambda r: "/staff?page=" in r.url and r.status == 401):
            held[0].fulfill(status=401, body=stale_body, content_type="application/json")
    panel.wait_for_timeout(500)
    expect(panel).to_have_url(re.compile(r"/panel/pasteleria/$"))
    expect(panel.locator(".pn-who")).to_contain_text("Ana")


# What the browser would play and show, counted: the oscillator really starts, the notification
# stands in for the desktop's (headless Chromium has none to show).
NOTICES = """
window.__beeps = 0; window.__notes = [];
const RealAudio = window.AudioContext;
if (RealAudio) window.AudioContext = class extends RealAudio {
  createOscillator() { const o = super.createOscillator(); const start = o.start.bind(o);
    o.start = (...a) => { window.__beeps += 1; return start(...a); }; return o; } };
window.Notification = class { constructor(title, opts) { window.__notes.push(title + ' | ' + (opts || {}).body); }
  static get permission() { return 'granted'; } static requestPermission() { return Promise.resolve('granted'); } };
"""


def test_a_new_pending_request_shows_in_the_tab_title_with_a_sound_and_a_notice(make_context, prod_server, database):
    ppl = ensure_people(database, "+notice")
    seed_pending(database, "pasteleria", name="Primera", ymd=SEEDED_DAY)     # the first load counts it, as no news
    ctx = make_context()
    ctx.add_init_script(NOTICES)
    panel = log_in(ctx, prod_server, ppl["bruno"].email)
    expect(panel).to_have_title(re.compile(r"^\(\d+\) Panel del local"))
    count = int(re.match(r"^\((\d+)\)", panel.title()).group(1))
    sound = panel.get_by_label("Sonido al llegar una solicitud")
    expect(sound).to_be_checked()
    seed_pending(database, "pasteleria", name="Nueva", ymd=SEEDED_DAY)
    expect(panel).to_have_title(f"({count + 1}) Panel del local · Obrador Mel", timeout=15000)
    wait_for_js(panel, "window.__beeps === 1 && window.__notes.length === 1")
    assert panel.evaluate("window.__notes[0]") == f"Nueva solicitud en Obrador Mel | {count + 1} pendientes"
    sound.uncheck()                      # the sound can be turned off, and stays off after a reload
    panel.reload()
    expect(panel.get_by_label("Sonido al llegar una solicitud")).not_to_be_checked()
    expect(panel).to_have_title(f"({count + 1}) Panel del local · Obrador Mel", timeout=15000)
    seed_pending(database, "pasteleria", name="Otra", ymd=SEEDED_DAY)
    expect(panel).to_have_title(f"({count + 2}) Panel del local · Obrador Mel", timeout=15000)
    wait_for_js(panel, "window.__notes.length === 1")
    assert panel.evaluate("window.__beeps") == 0


def test_a_poll_that_brings_the_same_agenda_leaves_its_cells_alone(make_context, prod_server, database):
    """The panel asks for the agenda every few seconds. An answer equal to what is shown must not
    rebuild the cells: a rebuild loses the cell a person is pointing at or has focused."""
    ppl = ensure_people(database, "+agenda-kept")
    seed_pending(database, "pasteleria", name="Iria", ymd="2026-11-26", minute=660)
    panel = log_in(make_context(), prod_server, ppl["bruno"].email)
    panel.locator("#pn-agenda-date").fill("2026-11-26")
    panel.locator("#pn-agenda-date").dispatch_event("change")
    slot = panel.locator("#pn-agenda .pn-slot").filter(has_text="11:00")
    expect(slot).to_have_attribute("aria-label", re.compile(r"^11:00: 1 reservada por clientes"))
    slot.evaluate("el => { el.__kept = true; }")                 # a mark only this very element carries
    with panel.expect_response(lambda r: "/agenda?date=2026-11-26" in r.url, timeout=10000):
        pass                                                     # the next poll
    panel.evaluate("() => new Promise((done) => setTimeout(done, 100))")    # its handler has run
    assert panel.evaluate("""() => [...document.querySelectorAll('#pn-agenda .pn-slot')]
        .some((el) => el.__kept === true && el.isConnected)""")
    seed_pending(database, "pasteleria", name="Roi", ymd="2026-11-26", minute=660)   # a change is painted
    expect(slot).to_have_attribute("aria-label", re.compile(r"^11:00: 2 reservadas por clientes"), timeout=10000)


def test_the_agenda_shows_every_customers_real_requests_with_their_own_legend(make_context, prod_server, database):
    ppl = ensure_people(database, "+agenda")
    for name in ("Lucía", "Xoán"):                      # two other customers, 20 November at 11:00
        seed_pending(database, "pasteleria", name=name, ymd="2026-11-20", minute=660)
    panel = log_in(make_context(), prod_server, ppl["bruno"].email)
    legend = panel.locator(".pn-legend")
    expect(legend).to_contain_text("Reservado por clientes")
    expect(legend).not_to_contain_text("Otros clientes")
    panel.locator("#pn-agenda-date").fill("2026-11-20")
    panel.locator("#pn-agenda-date").dispatch_event("change")
    slot = panel.locator("#pn-agenda .pn-slot").filter(has_text="11:00")
    expect(slot).to_have_attribute("aria-label", re.compile(r"^11:00: 2 reservadas por clientes, \d+ libres?$"))
    expect(slot.locator(".pn-cell--booked")).to_have_count(2)
    expect(panel.locator("#pn-agenda .pn-cell--taken")).to_have_count(0)       # not the demo's seeded grey
    expect(panel.locator("#pn-agenda [aria-label*='tuyas']")).to_have_count(0)  # a person has none of their own
    colour = "el => getComputedStyle(el).backgroundColor"
    swatch = legend.locator(".pn-sw--booked").evaluate(colour)
    assert swatch == slot.locator(".pn-cell--booked").first.evaluate(colour)
    assert swatch not in ("rgb(185, 190, 200)", "rgb(255, 255, 255)")          # neither the grey nor a free cell
    expect(panel.locator("#pn-agenda .pn-slot").filter(has_text="11:30")).to_have_attribute(
        "aria-label", re.compile(r"^11:30: 0 reservadas por clientes, \d+ libres?$"))


def test_a_late_answer_for_the_day_left_behind_does_not_paint_over_the_day_chosen(make_context, prod_server, database):
    """The panel opens on the first request's day; its agenda answer is held back until the person
    has chosen another day and seen it. When the stale answer arrives it must not paint the first
    day's bookings under the chosen day's title."""
    ppl = ensure_people(database, "+stale")
    seed_pending(database, "pasteleria", name="Antes", ymd="2026-11-12", minute=600)
    chosen = "2026-11-19"                                   # a Thursday; no other test books it
    for name in ("Uxía", "Breixo", "Sabela"):
        seed_pending(database, "pasteleria", name=name, ymd=chosen, minute=660)
    ctx = make_context()
    hold = Hold(lambda route: f"date={chosen}" not in route.request.url)
    held = hold.held
    ctx.route(re.compile(r"/agenda\?date="), hold)
    panel = log_in(ctx, prod_server, ppl["bruno"].email)
    expect(panel.locator("#pn-agenda-date")).not_to_have_value("")      # the first request's day
    wait_until(panel, lambda: held, "the panel asked for no agenda of its own", seconds=10)
    panel.locator("#pn-agenda-date").fill(chosen)
    panel.locator("#pn-agenda-date").dispatch_event("change")
    slot = panel.locator("#pn-agenda .pn-slot").filter(has_text="11:00")
    expect(slot).to_have_attribute("aria-label", re.compile(r"^11:00: 3 reservadas por clientes"))
    with panel.expect_response(lambda r: "/agenda?date=" in r.url and chosen not in r.url):
        held[0].continue_()
    panel.evaluate("() => new Promise((done) => setTimeout(done, 100))")    # its handler has run
    # read once, not awaited: the next poll would repaint the chosen day and hide a wrong paint
    assert "19 de noviembre" in panel.locator("#pn-agenda .pn-agenda__day").inner_text()
    assert slot.get_attribute("aria-label").startswith("11:00: 3 reservadas por clientes")


def test_a_decision_made_while_a_poll_is_in_flight_is_not_painted_over(make_context, prod_server, database):
    """The panel's poll was already on its way when the person confirmed: its answer predates the
    confirmation. It must not be what the panel ends up showing. The page's clock is paused, so
    no later poll can mend a wrong paint."""
    ppl = ensure_people(database, "+poll")
    name = f"Carme {letters_tag()}"
    seed_pending(database, "pasteleria", name=name, ymd="2026-11-27", minute=600)   # a slot of its own to confirm
    ctx = make_context()
    ctx.clock.install()
    armed: list = []
    hold = Hold(lambda route: bool(armed) and route.request.method == "GET")
    held = hold.held
    ctx.route(re.compile(r"/api/pasteleria/staff(\?|$)"), hold)
    panel = log_in(ctx, prod_server, ppl["bruno"].email)
    search(panel, name)
    card = panel.locator("#pn-g-pending .pn-req").filter(has_text=name)
    expect(card).to_be_visible()
    ctx.clock.pause_at(datetime.now() + timedelta(minutes=1))     # from here on, timers fire only when told
    armed.append(True)
    ctx.clock.run_for(3000)                                         # one poll goes out, and is held
    wait_until(panel, lambda: held, "no poll of the list went out", seconds=10)
    stale = ctx.request.get(held[0].request.url)                   # what that poll would read now
    card.get_by_role("button", name="Confirmar", exact=True).click()
    expect(panel.locator("#pn-toast")).to_contain_text("Enviado al cliente")       # the decision is stored
    held[0].fulfill(response=stale)                                 # it arrives after the decision
    expect(panel.locator("#pn-g-done .pn-req").filter(has_text=name)).to_be_visible()
    expect(panel.locator("#pn-g-pending .pn-req").filter(has_text=name)).to_have_count(0)


def test_a_history_closed_while_it_loads_stays_closed(make_context, prod_server, database):
    """«Historial» opened, then closed before its answer came: the late answer must not open it
    again. Opened once more, it shows the case's events; a failed load says so."""
    ppl = ensure_people(database, "+hist")
    name = f"Maruxa {letters_tag()}"
    seed_pending(database, "pasteleria", name=name, ymd=SEEDED_DAY, minute=630)
    ctx = make_context()
    hold = Hold()
    held = hold.held
    history_url = re.compile(r"/api/pasteleria/staff/history\?")
    ctx.route(history_url, hold)
    panel = log_in(ctx, prod_server, ppl["bruno"].email)
    search(panel, name)
    card = panel.locator("#pn-g-pending .pn-req").filter(has_text=name)
    history = card.locator(".pn-history")
    history.locator("summary").click()
    wait_until(panel, lambda: held, "«Historial» asked for nothing", seconds=10)
    expect(history).to_contain_text("Cargando")
    history.locator("summary").click()                             # closed before the answer
    expect(card.locator(".pn-history[open]")).to_have_count(0)
    with panel.expect_response(lambda r: "/staff/history?" in r.url):
        held[0].continue_()
    panel.evaluate("() => new Promise((done) => setTimeout(done, 100))")    # its handler has run
    assert card.locator(".pn-history[open]").count() == 0
    history.locator("summary").click()                             # opened again: loaded and shown
    expect(history.locator("li").first).to_be_visible()
    history.locator("summary").click()
    # the handler registered last runs first: from here on, every load of the history fails
    ctx.route(history_url, lambda route: route.fulfill(status=500, body='{"error": "x"}',
                                                       content_type="application/json"))
    history.locator("summary").click()
    expect(history).to_contain_text("No se ha podido cargar el historial.")


def test_the_people_list_shows_the_newest_answer_when_loads_overlap(make_context, prod_server, database):
    """A slow first load of «Personal del negocio» answering after the load that follows an
    invitation must not hide the person just invited."""
    ppl = ensure_people(database, "+ppl" + secrets.token_hex(2))
    ctx = make_context()
    hold = Hold(lambda route: route.request.method == "GET")
    held = hold.held
    ctx.route(re.compile(r"/api/pasteleria/staff/people$"), hold)
    panel = log_in(ctx, prod_server, ppl["ana"].email)
    panel.get_by_text("Personal del negocio").click()
    wait_until(panel, lambda: held, "the list of people was not asked for", seconds=10)
    stale = ctx.request.get(held[0].request.url)                   # the list before the invitation
    new_email = invite(panel, "Xiana", "masa-madre-viva-2")
    with panel.expect_response(lambda r: r.url.endswith("/staff/people") and r.request.method == "GET"):
        held[0].fulfill(response=stale)
    panel.evaluate("() => new Promise((done) => setTimeout(done, 100))")
    assert new_email in panel.locator("#pn-people-list").inner_text()
