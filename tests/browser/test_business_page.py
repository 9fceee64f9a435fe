"""The generic page of a business (`/<slug>/`) in a real Chromium: no console or CSP errors, the
es/gl switch, the accent from the dataset and the chat widget talking to that business."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .helpers import last_assistant, open_chat, say

pytestmark = pytest.mark.browser


def test_salon_page_switches_language_and_chats(context, base_url, artifacts):
    page = context.new_page()
    page.goto(f"{base_url}/peluqueria/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Salón Lume")
    expect(page.get_by_role("heading", name="Servicios y precios")).to_be_visible()
    expect(page.locator(".bp-item").filter(has_text="Corte de mujer")).to_contain_text("22,00 €")
    page.screenshot(path=str(artifacts / "business-page.png"), full_page=True)

    page.get_by_role("button", name="Galego").click()
    expect(page.locator("html")).to_have_attribute("lang", "gl")
    expect(page.get_by_role("heading", name="Servizos e prezos")).to_be_visible()
    expect(page.get_by_role("heading", name="Servicios y precios")).to_be_hidden()
    page.reload()
    expect(page.get_by_role("heading", name="Servizos e prezos")).to_be_visible()   # remembered
    page.get_by_role("button", name="Español").click()
    expect(page.get_by_role("heading", name="Servicios y precios")).to_be_visible()

    accent = page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--bz-accent').trim()")
    assert re.fullmatch(r"#[0-9a-fA-F]{6}", accent)

    open_chat(page)
    say(page, "¿cuánto cuesta un corte de hombre?")
    expect(page.locator("biz-chat [role=log]")).to_contain_text("14,00 €")
    assert "14,00 €" in last_assistant(page)
