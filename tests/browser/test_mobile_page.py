"""The bakery's page on a phone (360×740): the assistant's button leaves the intro readable, and
the chat opened mid-page covers everything but the demo bar, which stays where it was."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import CHAT, chat_panel, wait_idle

WIDTH, HEIGHT = 360, 740

TEXT_LINES = """(sel) => {
  const rects = [];
  const walker = document.createTreeWalker(document.querySelector(sel), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const range = document.createRange(); range.selectNodeContents(n);
    for (const r of range.getClientRects()) rects.push([r.left, r.top, r.right, r.bottom]);
  }
  return rects;
}"""


def box(page, selector):
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); "
                                           "return [r.left, r.top, r.right, r.bottom]; }")


def overlaps(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.fixture()
def phone(make_context, base_url):
    ctx = make_context(viewport={"width": WIDTH, "height": HEIGHT}, is_mobile=True, has_touch=True,
                       reduced_motion="reduce")
    page = ctx.new_page()
    page.goto(base_url + "/")
    expect(page.locator(f"{CHAT} .bz-fab")).to_be_visible()
    return page


def test_the_assistant_button_leaves_the_intro_readable(phone, artifacts):
    fab = box(phone, f"{CHAT} .bz-fab")
    assert fab[3] <= HEIGHT and fab[2] <= WIDTH
    lines = phone.evaluate(TEXT_LINES, ".hero__text")
    visible = [r for r in lines if r[1] < HEIGHT]
    assert len(visible) >= 8                      # the title and the intro are on the first screen
    covered = [r for r in visible if overlaps(r, fab)]
    assert not covered, covered
    phone.screenshot(path=str(artifacts / "mobile-intro-360.png"))


def test_chat_opened_mid_page_shows_nothing_of_the_page_above_it(phone, artifacts):
    encargar = phone.get_by_role("button", name="Encargar Tarta de Santiago")
    encargar.scroll_into_view_if_needed()
    phone.evaluate("window.scrollBy({top: 300, behavior: 'instant'})")   # a wheel would still be moving
    scrolled = phone.evaluate("window.scrollY")
    assert scrolled > 1000
    encargar.click()
    expect(chat_panel(phone)).to_be_visible()
    wait_idle(phone)
    expect(phone.locator(f"{CHAT} .bz-card")).to_have_count(1)
    assert phone.evaluate("window.scrollY") == scrolled           # the page did not move under the chat
    bar, panel = box(phone, ".demo-bar"), box(phone, f"{CHAT} .bz-panel")
    assert bar[1] == 0 and bar[3] == panel[1]                      # the bar stays on top, the chat right below
    assert panel[0] == 0 and panel[2] == WIDTH and panel[3] == HEIGHT
    # every pixel row: the bar above the chat's top, the chat below; never the page
    for y in range(1, HEIGHT, 7):
        for x in (2, WIDTH // 2, WIDTH - 3):
            owner = phone.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                                   " return e.closest('.demo-bar') ? 'bar' : e.closest('biz-chat .bz-panel') ? 'chat' : e.tagName + '.' + e.className; }",
                                   [x, y])
            assert owner == ("bar" if y < panel[1] else "chat"), (x, y, owner)
    phone.screenshot(path=str(artifacts / "mobile-chat-open-midpage-360.png"))
    phone.keyboard.press("Escape")
    expect(chat_panel(phone)).to_be_hidden()
    assert phone.evaluate("window.scrollY") == scrolled
