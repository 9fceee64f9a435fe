"""The page, the chat widget and the staff panel in a real Chromium against the real app.

One browser context is one visitor: the chat and the panel opened in it share the session kept
in localStorage, so the visitor acts as staff for their own tests (as in the demo)."""
from __future__ import annotations

import re
import secrets

import pytest
from playwright.sync_api import expect

from .helpers import (assistant_texts, chat_panel, complete_order, last_assistant, live_chips, log,  # noqa: E402
                      open_chat, press_chip, say, user_count, wait_idle)

pytestmark = pytest.mark.browser


def shot(page, artifacts, name, full_page=False):
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=full_page)


def open_panel(context, base_url):
    panel = context.new_page()
    panel.goto(f"{base_url}/panel/pasteleria/")
    expect(panel.get_by_role("heading", name="Solicitudes", exact=True)).to_be_visible()
    return panel


def pending_request(panel, text):
    req = panel.locator("#pn-g-pending .pn-req").filter(has_text=text).first
    expect(req).to_be_visible(timeout=10000)
    return req


def test_order_from_encargar_then_staff_confirms_and_chat_sees_it(context, base_url, artifacts):
    page = context.new_page()
    page.goto(base_url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    shot(page, artifacts, "page")
    shot(page, artifacts, "page-full", full_page=True)

    page.get_by_role("button", name="Encargar Tarta de queso").click()
    expect(chat_panel(page)).to_be_visible()
    expect(log(page).locator(".bz-msg--user").first).to_have_text(re.compile("Encargar: Tarta de queso"))
    wait_idle(page)
    expect(log(page)).to_contain_text("Tarta de queso")
    complete_order(page)
    card = log(page).locator(".bz-card--order").last
    expect(card).to_contain_text("30,00 €")
    # issue 17: the summary card shows name, phone and note; «Enviar pedido» is the main action
    expect(card).to_contain_text("Laura")
    expect(card).to_contain_text("655 44 43 33")          # read as +34655444333, shown national
    expect(card).to_contain_text("Feliz cumple Mateo")
    expect(live_chips(page).filter(has_text="Enviar pedido")).to_have_class(re.compile(r"\bbz-chip--primary\b"))
    expect(live_chips(page).filter(has_text="Añadir algo")).not_to_have_class(re.compile(r"\bbz-chip--primary\b"))
    shot(page, artifacts, "chat-open")
    press_chip(page, "Enviar pedido")
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "pending")
    expect(page.locator("biz-chat .bz-strip")).to_contain_text("persona")

    panel = open_panel(context, base_url)
    req = pending_request(panel, "Tarta de queso")
    expect(req).to_contain_text("Laura")
    expect(req.get_by_role("link", name="655 44 43 33")).to_have_attribute("href", "tel:+34655444333")
    expect(req).to_contain_text("Feliz cumple Mateo")
    expect(req).to_contain_text("30,00 €")
    expect(req).to_contain_text("Lo que comprobó el asistente")
    expect(panel.locator("#pn-g-pending .pn-count")).to_have_text("1")
    shot(panel, artifacts, "panel", full_page=True)
    req.get_by_role("button", name="Confirmar", exact=True).click()
    expect(panel.locator("#pn-g-done .pn-req").filter(has_text="Tarta de queso")).to_be_visible()
    expect(panel.locator("#pn-toast")).to_contain_text("Pedido confirmado")

    # back in the chat, without a reload: the poll brings the person's message
    staff = log(page).locator(".bz-msg--staff").filter(has_text="Pedido confirmado")
    expect(staff).to_be_visible(timeout=10000)
    expect(staff.locator(".bz-msg__who")).to_have_text("Obrador Mel · el local")
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "confirmed")
    page.bring_to_front()
    shot(page, artifacts, "chat-confirmed")
    assert not context.errors.real(), context.errors


def test_other_time_proposed_by_staff_and_accepted_in_the_chat(context, base_url, artifacts):
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    say(page, "Quiero una tarta de queso para 12 personas para el sábado a las 11")
    expect(log(page)).to_contain_text("Apunto: 1 × Tarta de queso (12 raciones)")
    complete_order(page, name="Iria", note="no")
    press_chip(page, "Enviar pedido")

    panel = open_panel(context, base_url)
    req = pending_request(panel, "Tarta de queso")
    req.get_by_role("button", name="Otra hora").click()
    req.get_by_role("button", name=re.compile(r"^s[áa]b,? 7 nov", re.I)).click()
    req.get_by_role("button", name="11:30", exact=True).click()
    req.get_by_role("button", name=re.compile("^Proponer")).click()
    expect(panel.locator("#pn-g-pending .pn-req--change_proposed")).to_contain_text("a las 11:30")
    shot(panel, artifacts, "panel-change")

    proposal = log(page).locator(".bz-msg--staff").filter(has_text="11:30")
    expect(proposal).to_be_visible(timeout=10000)
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "change_proposed")
    press_chip(page, "Aceptar la nueva hora")
    expect(log(page).locator(".bz-msg").filter(has_text=re.compile("confirmado.*11:30", re.S)).last).to_be_visible()
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "confirmed")
    assert not context.errors.real(), context.errors


def test_galician_conversation(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    say(page, "Ola, cando abrides?")
    assert re.search(r"abrimos|pechado|pechamos", last_assistant(page), re.I), assistant_texts(page)
    say(page, "Quero dúas palmeras para recoller mañá")
    expect(log(page)).to_contain_text("2 × Palmera de hojaldre")
    expect(log(page)).to_contain_text("4,40 €")
    # issue 17: the widget's own words follow the conversation's language
    card = log(page).locator(".bz-card--order").last
    expect(card).to_contain_text("O teu pedido")
    expect(card).not_to_contain_text("Tu pedido")
    expect(card).not_to_contain_text("Recogida")
    expect(page.locator("biz-chat .bz-strip")).to_contain_text("aínda non se lle enviou")
    expect(page.locator("biz-chat .bz-who")).to_have_text("Son un asistente; unha persoa confirmará.")
    assert not context.errors.real(), context.errors


def test_reload_restores_the_conversation(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    say(page, "¿Qué tenéis sin gluten?")
    expect(log(page)).to_contain_text("Brownie sin harina")
    before = log(page).locator(".bz-msg").all_inner_texts()
    page.reload()
    open_chat(page)
    expect(log(page).locator(".bz-msg--user")).to_have_count(1)
    expect(log(page)).to_contain_text("¿Qué tenéis sin gluten?")
    expect(log(page)).to_contain_text("Brownie sin harina")
    assert len(log(page).locator(".bz-msg").all_inner_texts()) == len(before)
    # the evidence is folded, and says what was checked
    proof = log(page).locator("details.bz-proof").last
    expect(proof).not_to_have_attribute("open", "")
    proof.locator("summary").click()
    expect(proof).to_contain_text("19")


@pytest.mark.parametrize("width", [320, 360, 430])
def test_phone_widths_have_no_horizontal_scroll(make_context, base_url, artifacts, width):
    ctx = make_context(viewport={"width": width, "height": 740}, is_mobile=True, has_touch=True,
                       reduced_motion="reduce")      # no opening animation to wait for
    page = ctx.new_page()
    page.goto(base_url + "/")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    open_chat(page)
    box = chat_panel(page).bounding_box()
    assert box["width"] == width and box["x"] == 0          # full screen on phones
    say(page, "¿Dónde estáis? https://example.com/una-direccion-muy-larga-sin-espacios-que-no-debe-ensanchar-nada")
    say(page, "quiero una tarta")
    expect(live_chips(page).first).to_be_visible()
    for sel in ("document.documentElement", "document.querySelector('biz-chat [role=log]')"):
        assert page.evaluate(f"{sel}.scrollWidth <= {sel}.clientWidth"), sel
    if width == 360:
        shot(page, artifacts, "mobile-chat-360")
        page.keyboard.press("Escape")
        shot(page, artifacts, "mobile-page-360", full_page=True)
    assert not ctx.errors.real(), ctx.errors


def test_keyboard_only(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"     # «Saltar al contenido»
    for _ in range(120):                                 # the floating button is the last stop
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.className") == "bz-fab":
            break
    assert page.evaluate("document.activeElement.className") == "bz-fab"
    page.keyboard.press("Enter")
    expect(chat_panel(page)).to_be_visible()
    expect(page.locator("biz-chat textarea")).to_be_focused()
    page.keyboard.type("¿A qué hora abrís el domingo?")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")                         # a second Enter while sending: no double send
    wait_idle(page)
    assert user_count(page) == 1
    expect(log(page)).to_contain_text("09:30")
    page.keyboard.type("quiero una tarta")
    page.keyboard.press("Enter")
    wait_idle(page)
    first_chip = live_chips(page).first
    expect(first_chip).to_be_visible()
    label = first_chip.inner_text()
    for _ in range(40):                                  # Tab from the box until a chip has focus
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.classList.contains('bz-chip')"):
            break
    focused = page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Enter")
    expect(log(page).locator(".bz-msg--user .bz-bubble").last).to_have_text(focused)
    wait_idle(page)
    assert label
    page.keyboard.press("Escape")
    expect(chat_panel(page)).to_be_hidden()
    expect(page.locator("biz-chat .bz-fab")).to_be_focused()


def test_network_failure_shows_retry_then_recovers(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    page.route("**/api/pasteleria/chat", lambda route: route.abort())
    page.locator("biz-chat textarea").fill("¿Qué tenéis sin gluten?")
    page.locator("biz-chat textarea").press("Enter")
    retry = page.get_by_role("button", name="Reintentar")
    expect(retry).to_be_visible()
    expect(log(page).locator(".bz-msg--user")).to_have_count(0)   # the optimistic message is taken back
    page.unroute("**/api/pasteleria/chat")
    retry.click()
    expect(retry).to_be_hidden()
    expect(log(page).locator(".bz-msg--user")).to_have_count(1)
    expect(log(page)).to_contain_text("Brownie sin harina")


def test_suggested_question_and_badge_while_closed(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.get_by_role("button", name="¿Qué tenéis sin gluten?").click()
    expect(chat_panel(page)).to_be_visible()
    wait_idle(page)
    expect(log(page)).to_contain_text("Brownie sin harina")
    # a question nobody can answer goes to a person; with the chat closed the answer raises a badge
    say(page, "¿Tenéis wifi en el local?")
    page.keyboard.press("Escape")
    panel = open_panel(context, base_url)
    req = pending_request(panel, "wifi")
    req.get_by_label("Responder al cliente").fill("No tenemos wifi, lo sentimos.")
    req.get_by_role("button", name="Responder", exact=True).click()
    badge = page.locator("biz-chat .bz-badge")
    expect(badge).to_have_text("1", timeout=10000)
    open_chat(page)
    expect(badge).to_be_hidden()
    expect(log(page).locator(".bz-msg--staff")).to_contain_text("No tenemos wifi")


def test_deny_with_a_reason_reaches_the_customer(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    say(page, "Quiero dos palmeras para el martes a las 10")
    complete_order(page, name="Xoán", note="no", day=re.compile(r"mar\.? 3 nov", re.I), time="10:00")
    press_chip(page, "Enviar pedido")
    panel = open_panel(context, base_url)
    req = pending_request(panel, "Palmera")
    req.get_by_role("button", name="Rechazar", exact=True).click()
    req.get_by_label("Motivo para el cliente (opcional)").fill("Ese día el horno está en revisión.")
    panel.keyboard.press("Escape")                          # Escape folds the form away…
    expect(req.get_by_label("Motivo para el cliente (opcional)")).to_have_count(0)
    req.get_by_role("button", name="Rechazar", exact=True).click()   # …and opens again
    reason = req.get_by_label("Motivo para el cliente (opcional)")
    reason.fill("Ese día el horno")
    status = panel.locator("#pn-status")
    expect(status).not_to_have_text(status.inner_text(), timeout=10000)   # a poll of the panel goes by…
    expect(reason).to_be_focused()                           # …without taking the box away
    reason.press_sequentially(" está en revisión.")
    expect(reason).to_have_value("Ese día el horno está en revisión.")
    req.get_by_role("button", name="Rechazar la solicitud").click()
    expect(panel.locator("#pn-g-done .pn-req--denied")).to_be_visible()
    staff = log(page).locator(".bz-msg--staff").filter(has_text="horno está en revisión")
    expect(staff).to_be_visible(timeout=10000)
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "denied")


def test_slow_answer_says_it_is_checking(make_context, base_url):
    ctx = make_context()
    held = []          # the chat's POST is held back (a slow model) until the test lets it go
    ctx.route(re.compile(r"/api/pasteleria/chat$"), lambda route: held.append(route))
    page = ctx.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    page.locator("biz-chat textarea").fill("¿Hacéis envíos a domicilio?")
    page.locator("biz-chat textarea").press("Enter")
    slow = page.locator("biz-chat .bz-slow")
    expect(log(page).locator(".bz-msg--user.bz-msg--pending")).to_have_count(1)   # painted at once
    expect(slow).to_be_hidden()
    expect(slow).to_be_visible(timeout=10000)
    expect(slow).to_contain_text("Un momento, lo estoy comprobando…")
    assert len(held) == 1
    held[0].continue_()
    wait_idle(page)
    expect(slow).to_be_hidden()
    expect(log(page).locator(".bz-msg--user.bz-msg--pending")).to_have_count(0)


def test_page_buttons_use_the_global_api_and_the_event(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.evaluate("window.bizChat.ask({text: '¿Qué horario tenéis?'})")
    expect(chat_panel(page)).to_be_visible()
    wait_idle(page)
    expect(log(page).locator(".bz-card--hours")).to_be_visible()
    page.evaluate("document.dispatchEvent(new CustomEvent('biz:ask', {detail: {action: {type: 'add', item_id: 'brownie'}, label: 'Añadir: Brownie sin harina'}}))")
    expect(log(page).locator(".bz-msg--user .bz-bubble").last).to_have_text("Añadir: Brownie sin harina")
    wait_idle(page)
    expect(log(page)).to_contain_text("Brownie sin harina")
    session = page.evaluate("localStorage.getItem('bizengine.session')")
    assert re.fullmatch(r"[0-9a-f]{32}", session)
    assert page.evaluate("localStorage.getItem('bizengine.case.pasteleria')").startswith("EXP-")


def test_order_card_plus_and_minus(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.get_by_role("button", name="Añadir Palmera de hojaldre al pedido").click()
    expect(chat_panel(page)).to_be_visible()
    wait_idle(page)
    card = lambda: log(page).locator(".bz-card--order").last  # noqa: E731
    expect(card()).to_contain_text("1 × Palmera de hojaldre")
    expect(card()).to_have_class(re.compile("bz-st-draft"))
    card().get_by_role("button", name="Añadir una unidad de Palmera de hojaldre").click()
    wait_idle(page)
    expect(card()).to_contain_text("2 × Palmera de hojaldre")
    card().get_by_role("button", name="Añadir una unidad de Palmera de hojaldre").click()
    wait_idle(page)
    expect(log(page).locator(".bz-msg--user .bz-bubble").last).to_have_text("+1 Palmera de hojaldre")
    expect(card()).to_contain_text("3 × Palmera de hojaldre")
    expect(card().locator(".bz-total")).to_contain_text("6,60 €")
    card().get_by_role("button", name="Quitar una unidad de Palmera de hojaldre").click()
    wait_idle(page)
    expect(card()).to_contain_text("2 × Palmera de hojaldre")
    expect(card().locator(".bz-total")).to_contain_text("4,40 €")
    # only the newest card can be changed
    expect(log(page).locator(".bz-qty__btn")).to_have_count(2)


def test_div_embedding_works_like_the_element(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.evaluate("""() => {
      document.querySelector('biz-chat').remove();
      const d = document.createElement('div');
      d.dataset.bizChat = '';
      d.dataset.slug = 'pasteleria';
      document.body.append(d);
    }""")
    expect(page.locator("biz-chat")).to_have_count(0)
    page.locator("[data-biz-chat] .bz-fab").click()
    panel = page.locator("[data-biz-chat] .bz-panel")
    expect(panel).to_be_visible()
    expect(panel.locator(".bz-title")).to_have_text("Obrador Mel")
    box = panel.locator("textarea")
    box.fill("¿Qué tenéis sin gluten?")
    box.press("Enter")
    expect(panel.locator("[role=log]")).to_contain_text("Brownie sin harina")
    page.get_by_role("button", name="Añadir Palmera de hojaldre al pedido").click()   # page buttons reach it
    expect(panel.locator(".bz-msg--user .bz-bubble").last).to_have_text("Añadir: Palmera de hojaldre")


def test_a_message_left_unanswered_offers_reintentar_and_gets_its_answer(context, base_url, artifacts, database):
    """What a server killed while the model thought leaves behind: the words, marked unanswered."""
    page = context.new_page()
    page.goto(base_url + "/")
    open_chat(page)
    say(page, "hola")
    case_id = page.evaluate("() => localStorage.getItem('bizengine.case.pasteleria')")
    with database.tx() as conn:
        conn.execute("INSERT INTO messages (id, case_id, role, text, meta) VALUES "
                     "(%s, %s, 'user', '¿Qué horario tenéis el sábado?', '{\"unanswered\": true}')",
                     (f"msg-{secrets.token_hex(8)}", case_id))
    page.reload()
    open_chat(page)
    unanswered = log(page).locator(".bz-msg--user").filter(has_text="¿Qué horario tenéis el sábado?")
    expect(unanswered).to_have_count(1)
    expect(unanswered.locator(".bz-unanswered")).to_contain_text("sin respuesta")
    shot(page, artifacts, "chat-unanswered")
    n = log(page).locator(".bz-msg--assistant").count()
    unanswered.get_by_role("button", name="Reintentar").click()
    wait_idle(page)
    expect(log(page).locator(".bz-msg--assistant")).to_have_count(n + 1)
    expect(log(page).locator(".bz-msg--user").filter(has_text="¿Qué horario tenéis el sábado?")).to_have_count(1)
    expect(log(page).locator(".bz-unanswered")).to_have_count(0)
    page.reload()
    open_chat(page)
    expect(log(page).locator(".bz-msg--assistant").last).to_be_visible()
    expect(log(page).locator(".bz-unanswered")).to_have_count(0)
