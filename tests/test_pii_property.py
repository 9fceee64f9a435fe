"""Masking that can't be dodged (issue 15, item 1; issue 19, item 3): valid cards, DNI/NIE and
IBANs written with any of Unicode's spaces or common punctuation between any grouping of their
digits, anywhere in a message up to the limits, never survive: not in the scrubbed text, not
after the 500/1,000-character cut, not in any table, log line or output file."""
from __future__ import annotations

import json
import logging
import re
import secrets
import sys
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from bizengine.language import pii
from bizengine.service import chat_input as flow
from bizengine.service import staff

SPACES = "".join(chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Zs")
SEPARATORS = SPACES + "\t\n\r\u2028\u2029\u200b\u2060\ufeff" + "-‐‑‒–—―._,/\\·•:;'\"()[]*#"
WORDS = ["quiero", "una", "tarxeta", "mi", "número", "é", "pago", "con", "gracias", "¿vale?", "Ñandú",
         "señora", "añadir", "para", "el", "sábado", "¡hola!", "Laura", "xoves", "(nota)", "—", "…", "«ok»"]
LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
FULLWIDTH = {str(d): chr(0xFF10 + d) for d in range(10)}


def limits(n: int) -> settings:
    return settings(max_examples=n, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def luhn_digit(body: str) -> str:
    for d in "0123456789":
        if pii.luhn_ok(body + d):
            return d
    raise AssertionError


def iban_of(country: str, bban: str) -> str:
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


cards = st.builds(lambda first, rest: first + rest + luhn_digit(first + rest),
                  st.sampled_from("3456"), st.text("0123456789", min_size=11, max_size=17))
ibans = st.one_of(
    st.text("0123456789", min_size=20, max_size=20).map(lambda b: iban_of("ES", b)),
    st.text("0123456789", min_size=18, max_size=18).map(lambda b: iban_of("DE", b)),
    st.text("0123456789", min_size=21, max_size=21).map(lambda b: iban_of("PT", b)),
)
# between the groups of a card, an IBAN or an ID with its letter: any run (1–8 here); the eight
# bare digits of a DNI only count as one with short runs (farther apart they are more often a date
# or a list: «10 -- 12 -- 2026»)
separator = st.text(st.sampled_from(SEPARATORS), min_size=1, max_size=8)
short_separator = st.text(st.sampled_from(SEPARATORS), min_size=1, max_size=pii.MAX_GAP)


@st.composite
def grouped(draw, digits: str, may_join: bool = True, between=separator) -> str:
    """`digits` cut into random groups joined by random separators (or nothing)."""
    out, i = [], 0
    while i < len(digits):
        size = draw(st.integers(1, 8))
        out.append(digits[i:i + size])
        i += size
        if i < len(digits):
            out.append(draw(st.one_of(st.just(""), between)) if may_join else draw(between))
    return "".join(out)


@st.composite
def written_card(draw) -> tuple[str, str]:
    number = draw(cards)
    if draw(st.booleans()) and draw(st.booleans()):
        number = "".join(FULLWIDTH[d] for d in number)
    if draw(st.integers(0, 4)) == 0:        # «(4956) 5807…»
        return f"({number[:4]}) {draw(grouped(number[4:]))}", "card"
    text = draw(grouped(number))
    return text, "card"


# two times of day («10:30 - 12:45 h») are never a DNI, by design (pii._is_time_range)
TIME_RANGE = re.compile(r"^([01]?\d|2[0-3])[:.h][0-5]?\d\D+([01]?\d|2[0-3])[:.h][0-5]?\d\W*[A-Za-z]?$")


@st.composite
def written_id(draw) -> tuple[str, str]:
    written, level = draw(_written_id())
    assume(not TIME_RANGE.match(written))
    return written, level


@st.composite
def _written_id(draw) -> tuple[str, str]:
    form = draw(st.sampled_from(["dni", "dni_bare", "dni_short", "nie"]))
    letter = draw(st.sampled_from(LETTERS + LETTERS.lower()))
    if form == "dni":            # «12 345 678 Z», «12.345.678-Z»
        return draw(grouped(draw(st.text("0123456789", min_size=8, max_size=8)))) + \
            draw(st.one_of(st.just(""), separator)) + letter, "dni"
    if form == "dni_bare":       # «14473282», «97.100.325»
        return draw(grouped(draw(st.text("0123456789", min_size=8, max_size=8)), between=short_separator)), "dni"
    if form == "dni_short":      # «0139625Y»
        return draw(st.text("0123456789", min_size=7, max_size=7)) + draw(st.sampled_from(["", "-", "."])) + letter, "dni"
    prefix = draw(st.sampled_from(pii.NIE_LETTERS))        # «Y.4680234.R», «X7977050», «Y-389.4730-Q», «K2740048N»
    tail = draw(st.one_of(st.just(""), st.builds(lambda s, l: s + l, st.one_of(st.just(""), separator), st.just(letter))))
    return prefix + draw(st.one_of(st.just(""), separator)) + \
        draw(grouped(draw(st.text("0123456789", min_size=7, max_size=7)))) + tail, "dni"


@st.composite
def written_iban(draw) -> tuple[str, str]:
    number = draw(ibans)
    if draw(st.booleans()):
        number = number.lower()
    return number[:4] + draw(st.one_of(st.just(""), separator)) + draw(grouped(number[4:])), "iban"


def filler(max_words: int):
    return st.lists(st.sampled_from(WORDS), max_size=max_words).map(" ".join)


@st.composite
def message(draw, number, max_words: int = 20) -> tuple[str, str, str]:
    """(text, the number as written, its kind): the number somewhere in text without other digits."""
    written, kind = draw(number)
    before, after = draw(filler(max_words)), draw(filler(max_words))
    return f"{before} {written} {after}", written, kind


def no_digits(text: str) -> bool:
    return not any(c.isdecimal() for c in text)


LEVEL = {"card": "card", "iban": "card", "dni": "dni"}


@limits(1000)
@given(message(written_card()))
def test_every_written_card_is_masked(sample):
    text, written, kind = sample
    out, flags = pii.scrub(text)
    assert no_digits(out) and pii.CARD_MASK in out and "card" in flags, (written, out)
    assert pii.classify(text) == "card"


@limits(700)
@given(message(written_id()))
def test_every_written_dni_or_nie_is_masked(sample):
    text, written, _ = sample
    out, flags = pii.scrub(text)
    assert no_digits(out) and "dni" in flags, (written, out)
    assert pii.classify(text) == "dni"


@limits(400)
@given(message(written_iban()))
def test_every_written_iban_is_masked(sample):
    text, written, _ = sample
    out, flags = pii.scrub(text)
    assert no_digits(out) and pii.IBAN_MASK in out and "iban" in flags, (written, out)
    assert pii.classify(text) == "card"


@limits(300)
@given(st.integers(0, 700), st.one_of(written_card(), written_id(), written_iban()), filler(40))
def test_nothing_survives_the_cut(at, number, after):
    """The number placed around the 500-character cut (and the staff's 1,000): masked first, cut after."""
    written, kind = number
    text = ("pan " * 200)[:at] + " " + written + " " + after
    inp = flow.parse_body({"session": "a" * 32, "text": text})
    assert no_digits(inp.text) and len(inp.text) <= flow.MAX_TEXT, (written, inp.text[-40:])
    assert inp.pii_level == LEVEL[kind]
    act = staff.parse_act({"session": "a" * 32, "request_id": "req-" + "0" * 16, "action": "answer",
                           "message": ("pan " * 300)[:at + 400] + " " + written})
    assert no_digits(act["message"]) and len(act["message"]) <= staff.MAX_MESSAGE


def test_the_issues_forms_are_masked():
    """The probes of issue 15 that were stored in clear, one by one."""
    card = "4956580712345674"
    assert pii.luhn_ok(card)
    probes = [
        "4956\u00a05807\u00a01234\u00a05674", "4956\u202f5807\u202f1234\u202f5674", "4956\u20095807\u20091234\u20095674",
        "4956\n5807\n1234\n5674", "4956,5807,1234,5674", "4956_5807_1234_5674", "49565807 12345674",
        "495 658 071 234 567 4", "49 56 58 07 12 34 56 74", "(4956) 5807 1234 5674",
        "12 345 678 Z", "14473282", "97.100.325", "0139625Y", "Y.4680234.R", "X7977050", "Y-389.4730-Q", "K2740048N",
        "ES91 2100 0418 4502 0005 1332", "es9121000418450200051332", "DE89 3704 0044 0532 0130 00",
    ]
    for probe in probes:
        out, flags = pii.scrub(f"mi número es {probe}, gracias")
        assert no_digits(out) and flags, (probe, out)
    long = "x" * 490 + " " + card
    assert no_digits(flow.parse_body({"session": "a" * 32, "text": long}).text)


def test_an_invalid_iban_or_card_is_left_alone():
    assert pii.scrub("ES91 2100 0418 4502 0005 1333") == ("ES91 2100 0418 4502 0005 1333", [])
    assert pii.scrub("pedido 4111 1111 1111 1112") == ("pedido 4111 1111 1111 1112", [])
    assert pii.scrub("llámame al 655\u00a0444\u00a0333") == ("llámame al 655\u00a0444\u00a0333", [])
    assert pii.classify("llámame al 655\u00a0444\u00a0333") == "phone"


def test_cut_never_leaves_half_a_mask():
    text = "a" * 495 + pii.CARD_MASK + " fin"
    assert pii.cut(text, 500) == "a" * 495
    assert pii.cut("a" * 491 + pii.CARD_MASK, 500) == "a" * 491 + pii.CARD_MASK


# -- through HTTP, into Postgres, logs and output files ------------------------------------------

TABLES = ("cases", "messages", "biz_requests", "events", "router_decisions", "tool_calls", "citations",
          "proposals", "approvals", "artifacts")
# Every stored row of one visitor's cases, as text, in one statement.
DUMP = "SELECT coalesce(string_agg(j, chr(10)), '') AS rows FROM (" + " UNION ALL ".join(
    f"SELECT row_to_json(t)::text AS j FROM {table} t WHERE {'id' if table == 'cases' else 'case_id'} IN "
    f"(SELECT id FROM cases WHERE session_id = %(session)s)" for table in TABLES) + ") d"


def _dump(database, session: str) -> str:
    with database.tx() as conn:
        return conn.execute(DUMP, {"session": session}).fetchone()["rows"]


def _leaks(compact: str, haystack: str) -> bool:
    """Whether 8 consecutive digits of the number show up anywhere (JSON may escape characters)."""
    digits = "".join(str(int(c)) for c in compact if c.isdecimal())
    plain = haystack + json.loads(json.dumps(haystack))
    n = min(8, len(digits))
    return any(digits[i:i + n] in plain for i in range(len(digits) - n + 1))


HANDOFF = "quiero hablar con una persona"


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 7000), st.one_of(written_card(), written_id(), written_iban()),
       st.sampled_from([None, "answer", "deny"]), st.integers(0, 1100),
       st.one_of(written_card(), written_id(), written_iban()))
def test_no_table_log_or_file_holds_the_number(client, database, app, caplog, at, number, staff_action, staff_at,
                                                staff_number):
    """A customer's text with a number anywhere (up to past the 8 KB body limit), and, for two
    examples in three, a person's `answer` or `deny` (demo: the visitor acts as staff of its own
    requests) with another number anywhere in its message, cut at 1,000: neither number is in
    any table, log line, output file or answer."""
    written, _ = number
    session = secrets.token_hex(16)
    text = ("pan " * 2000)[:at] + " " + written + " gracias"
    caplog.set_level(logging.DEBUG)
    answers = []
    res = client.post("/api/pasteleria/chat", json={"session": session, "text": text})
    assert res.status_code in (200, 413), res.get_json()
    answers.append(res.get_data(as_text=True))
    secrets_written = [written]
    if staff_action:
        case_id = res.get_json()["case_id"] if res.status_code == 200 else None
        handoff = client.post("/api/pasteleria/chat", json={"session": session, "case_id": case_id, "text": HANDOFF})
        request = handoff.get_json()["request"]
        assert request["kind"] in ("handoff", "question") and request["status"] == "pending", request
        message = ("vale " * 300)[:staff_at] + " " + staff_number[0] + " un saludo"
        acted = client.post("/api/pasteleria/staff/act", json={"session": session, "request_id": request["id"],
                                                               "action": staff_action, "message": message})
        assert acted.status_code == 200, acted.get_json()
        answers += [handoff.get_data(as_text=True), acted.get_data(as_text=True),
                    client.get("/api/pasteleria/conversation", headers={"X-Session": session},
                               query_string={"case": handoff.get_json()["case_id"]}).get_data(as_text=True)]
        secrets_written.append(staff_number[0])
    output = app.extensions["bizengine"].conf["OUTPUT_DIR"]
    files = "\n".join(p.read_text(encoding="utf-8") for p in Path(output).rglob("*") if p.is_file())
    stored = _dump(database, session)
    for secret in secrets_written:
        for where, haystack in (("db", stored), ("log", caplog.text), ("output", files), ("answer", "\n".join(answers))):
            assert not _leaks(secret, haystack), (where, secret)
    caplog.clear()
