"""Driving the chat widget like a person: clicking its chips and typing in its box."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

CHAT = "biz-chat"


def chat_panel(page: Page):
    return page.locator(f"{CHAT} .bz-panel")


def log(page: Page):
    return page.locator(f"{CHAT} [role=log]")


def assistant_texts(page: Page) -> list[str]:
    return log(page).locator(".bz-msg--assistant .bz-bubble, .bz-msg--staff .bz-bubble").all_inner_texts()


def live_chips(page: Page):
    return log(page).locator(".bz-chip")


def wait_until(page: Page, check, what: str, seconds: float = 15) -> None:
    """Until `check()` is true, letting the page (and the routes it hands this thread) run."""
    for _ in range(int(seconds * 20)):
        if check():
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"{what} (waited {seconds:.0f} s)")


class Hold:
    """A route handler that holds back the first request `when(route)` accepts and lets every other
    one through; the test answers it later (`held[0].continue_()`, `held[0].fulfill(…)`)."""

    def __init__(self, when=lambda route: True):
        self.when = when
        self.held: list = []

    def __call__(self, route) -> None:
        if not self.held and self.when(route):
            self.held.append(route)
        else:
            route.continue_()


def wait_for_js(page: Page, expression: str, seconds: float = 15) -> None:
    """Until `expression` is true in the page. Not page.wait_for_function: when it has to poll it
    evaluates the expression with eval(), which our pages' CSP (no 'unsafe-eval') refuses."""
    wait_until(page, lambda: page.evaluate(expression), f"never true: {expression}", seconds)


def wait_idle(page: Page):
    """Until no send is in flight (the panel drops .bz-busy when the server's replies are painted)."""
    expect(page.locator(f"{CHAT} .bz-panel.bz-busy")).to_have_count(0, timeout=20000)


def user_count(page: Page) -> int:
    return log(page).locator(".bz-msg--user").count()


def say(page: Page, text: str):
    """Type into the box and press Enter; wait for the assistant's answer."""
    n = user_count(page)
    box = page.locator(f"{CHAT} textarea")
    box.fill(text)
    box.press("Enter")
    expect(log(page).locator(".bz-msg--user")).to_have_count(n + 1)
    wait_idle(page)


def press_chip(page: Page, name):
    chip = live_chips(page).filter(has_text=name if isinstance(name, re.Pattern) else re.compile(re.escape(name))).first
    expect(chip).to_be_visible()
    chip.click()
    wait_idle(page)


def last_assistant(page: Page) -> str:
    texts = assistant_texts(page)
    return texts[-1] if texts else ""


def complete_order(page: Page, *, name="Laura", phone="655444333", note="Feliz cumple Mateo",
                   day=re.compile(r"s[áa]b\.? 7 nov", re.I), time="11:00", size=re.compile(r"^12 raciones")):
    """Answer whatever the assistant asks until the «Enviar pedido» chip shows, chips first."""
    for _ in range(12):
        wait_idle(page)
        chips = live_chips(page)
        labels = chips.all_inner_texts()
        if any(label.strip() == "Enviar pedido" for label in labels):
            return
        q = last_assistant(page).lower()
        if any(size.search(lbl) for lbl in labels):
            press_chip(page, size)
        elif any(day.search(lbl) for lbl in labels):
            press_chip(page, day)
        elif time in labels:
            press_chip(page, re.compile(rf"^{re.escape(time)}$"))
        elif "nombre" in q:
            say(page, name)
        elif "teléfono" in q:
            say(page, phone)
        elif "dedicatoria" in q or "indicaci" in q:
            say(page, note)
        elif labels:
            raise AssertionError(f"unexpected question {q!r} with chips {labels}")
        else:
            raise AssertionError(f"unexpected question {q!r}")
    raise AssertionError("the order never reached «Enviar pedido»")


def open_chat(page: Page):
    page.get_by_role("button", name=re.compile("Habla con el asistente")).click()
    expect(chat_panel(page)).to_be_visible()
