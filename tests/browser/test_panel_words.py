"""The panel speaks to a person: the assistant's checks in words and dates as «sábado 7 de
noviembre», prices on one line, and «Otra hora» only offers days the business is open."""
from __future__ import annotations

import re

import requests
from playwright.sync_api import expect

from tests.browser.helpers import chat_panel, complete_order, press_chip, wait_idle

TAGS = ("price", "lead", "pickup", "hours", "units", "allergens", "contact")


def send_cheesecake(context, base_url):
    page = context.new_page()
    page.goto(base_url + "/")
    page.get_by_role("button", name="Encargar Tarta de queso").click()
    expect(chat_panel(page)).to_be_visible()
    wait_idle(page)
    complete_order(page)
    press_chip(page, "Enviar pedido")
    expect(page.locator("biz-chat .bz-strip")).to_have_attribute("data-status", "pending")
    panel = context.new_page()
    panel.goto(f"{base_url}/panel/pasteleria/")
    req = panel.locator("#pn-g-pending .pn-req").filter(has_text="Tarta de queso").first
    expect(req).to_be_visible()
    return panel, req


def test_checks_in_words_dates_in_words_prices_on_one_line(context, base_url, artifacts):
    panel, req = send_cheesecake(context, base_url)
    proof = req.locator(".pn-proof")
    expect(proof).to_contain_text("Lo que comprobó el asistente")
    steps = [s.strip() for s in proof.locator(".pn-step").all_inner_texts()]
    assert "Hora de recogida" in steps and "Precio" in steps, steps
    assert not set(steps) & set(TAGS), steps
    text = proof.inner_text()
    assert not re.search(r"\d{4}-\d{2}-\d{2}", text), text
    assert "sábado 7 de noviembre" in text, text
    assert "tarta-queso" not in text
    panel.set_viewport_size({"width": 320, "height": 700})     # narrow: prices still on one line
    prices = req.locator(".pn-num")
    assert prices.count() >= 2
    for i in range(prices.count()):
        lines = prices.nth(i).evaluate("e => e.getClientRects().length")
        assert lines == 1, prices.nth(i).inner_text()
    panel.screenshot(path=str(artifacts / "panel-words-320.png"), full_page=True)


def test_other_time_offers_only_open_days(context, base_url):
    panel, req = send_cheesecake(context, base_url)
    req.get_by_role("button", name="Otra hora").click()
    days = req.locator(".pn-days button")
    expect(days.first).to_be_visible()
    offered = [k.split(":day:")[1] for k in days.evaluate_all("bs => bs.map((b) => b.dataset.focusKey)")]
    assert len(offered) == 10, offered
    closed_skipped = False
    start, end = offered[0], offered[-1]
    for day in sorted({*offered, *_days_between(start, end)}):
        answer = requests.get(f"{base_url}/api/pasteleria/slots", params={"date": day}, timeout=10).json()
        if day in offered:
            assert answer["ok"] and any(s.get("left") is None or s["left"] > 0 for s in answer["slots"]), (day, answer)
        elif answer.get("reason") == "closed":
            closed_skipped = True
    assert closed_skipped, "the range should include a closed day, and skip it"
    days.nth(1).click()
    expect(req.locator(".pn-times button").first).to_be_visible()


def _days_between(start: str, end: str) -> list[str]:
    from datetime import date, timedelta
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    return [(a + timedelta(days=i)).isoformat() for i in range((b - a).days + 1)]
