"""Scrubbing and classifying personal data, the seed's examples included."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from bizengine.language.pii import classify, luhn_ok, most_sensitive, scrub


@pytest.mark.parametrize("text,expected", [
    ("mi tarjeta es 4111 1111 1111 1111", ("mi tarjeta es [TARJETA]", ["card"])),
    ("4111-1111-1111-1111 y ya", ("[TARJETA] y ya", ["card"])),
    ("5500000000000004", ("[TARJETA]", ["card"])),
    ("mi dni es 12345678-Z", ("mi dni es [DNI]", ["dni"])),
    ("mi dni es 12345678Z", ("mi dni es [DNI]", ["dni"])),
    ("NIE X1234567L", ("NIE [DNI]", ["dni"])),
    ("nie y-1234567-l", ("nie [DNI]", ["dni"])),
    ("tarjeta 4111111111111111 y dni 12345678Z", ("tarjeta [TARJETA] y dni [DNI]", ["card", "dni"])),
    # the ways people really type them
    ("pago con la tarjeta 4111 1111 1111 1111 12/28", ("pago con la tarjeta [TARJETA] 12/28", ["card"])),
    ("4111 1111 1111 1111 123", ("[TARJETA] 123", ["card"])),
    ("4111  1111  1111  1111", ("[TARJETA]", ["card"])),
    ("4111.1111.1111.1111", ("[TARJETA]", ["card"])),
    ("4111/1111/1111/1111", ("[TARJETA]", ["card"])),
    ("4111–1111–1111–1111", ("[TARJETA]", ["card"])),
    ("amex 3782 822463 10005", ("amex [TARJETA]", ["card"])),
    ("Ana, DNI 12.345.678-Z", ("Ana, DNI [DNI]", ["dni"])),
    ("dni12345678Z", ("dni[DNI]", ["dni"])),
    # two phones side by side are not in a card's grouping
    ("655444333 981000404", ("655444333 981000404", [])),
    ("655 444 333 y 981 000 404", ("655 444 333 y 981 000 404", [])),
    ("el 7/11 a las 11:30", ("el 7/11 a las 11:30", [])),
    # not Luhn-valid: an order number survives
    ("pedido 1234567890123", ("pedido 1234567890123", [])),
    ("4111 1111 1111 1112", ("4111 1111 1111 1112", [])),
    ("llámame al 655 444 333", ("llámame al 655 444 333", [])),
    ("", ("", [])),
    # any run of separators between a card's groups, or an ID's with its letter
    ("4956 -- 5807 -- 1234 -- 5674", ("[TARJETA]", ["card"])),
    ("4956\u00a0\u00a0\u00a0\u00a05807\u00a0\u00a0\u00a0\u00a01234\u00a0\u00a0\u00a0\u00a05674", ("[TARJETA]", ["card"])),
    ("pago con 4956.../5807.../1234/5674 vale", ("pago con [TARJETA] vale", ["card"])),
    ("4956\n\n\n\n5807 - - - 1234 . . . 5674", ("[TARJETA]", ["card"])),
    ("ES91 -- 2100 -- 0418 -- 4502 -- 0005 -- 1332", ("[IBAN]", ["iban"])),
    ("mi dni 12 -- 345 -- 678 -- Z", ("mi dni [DNI]", ["dni"])),
    ("nie X -- 1234567 -- L", ("nie [DNI]", ["dni"])),
    # ...but ordinary numbers with long separators stay: dates, quantities, times, prices, phones
    ("para el 10 -- 12 -- 2026", ("para el 10 -- 12 -- 2026", [])),
    ("el 10/12/2026 a las 11:30", ("el 10/12/2026 a las 11:30", [])),
    ("el 10-12-2026", ("el 10-12-2026", [])),
    ("2026.12.10", ("2026.12.10", [])),
    ("2 - - 3 croissants", ("2 - - 3 croissants", [])),
    ("2 -- 3 -- 4 -- 6 cajas", ("2 -- 3 -- 4 -- 6 cajas", [])),
    ("11:30 -- 12:30 -- 13:30", ("11:30 -- 12:30 -- 13:30", [])),
    ("de 10:30 ... 12:45 h", ("de 10:30 ... 12:45 h", [])),
    ("abrimos 08:00 - 14:30 h y 17:00-20:30 h", ("abrimos 08:00 - 14:30 h y 17:00-20:30 h", [])),
    ("10.30/12.45h", ("10.30/12.45h", [])),
    ("mi dni 12.34.56.78 Z", ("mi dni [DNI]", ["dni"])),         # 56 is no hour: an ID again
    ("1,50 € --- 2,30 € --- 4,10 €", ("1,50 € --- 2,30 € --- 4,10 €", [])),
    ("655 444 333 -- 981 000 404", ("655 444 333 -- 981 000 404", [])),
    ("pedido 1234 ---- 5678 ---- 9012 ---- 3456", ("pedido 1234 ---- 5678 ---- 9012 ---- 3456", [])),
    # already scrubbed upstream: the masks keep their meaning
    ("mi tarjeta es [TARJETA]", ("mi tarjeta es [TARJETA]", ["card"])),
    ("dni [DNI]", ("dni [DNI]", ["dni"])),
])
def test_scrub(text, expected):
    assert scrub(text) == expected


def test_luhn():
    assert luhn_ok("4111111111111111") and luhn_ok("5500000000000004")
    assert not luhn_ok("4111111111111112")


@pytest.mark.parametrize("text,level", [
    ("tengo 15 años", "minor"),
    ("soy menor de edad", "minor"),
    ("soy celíaca", "health"),
    ("tiene alergia a las nueces", "health"),
    ("mi dni es 12345678Z", "dni"),
    ("4111 1111 1111 1111", "card"),
    ("+34 655 444 333", "phone"),
    ("ana@example.com", "email"),
    ("quiero dos palmeras", "none"),
    ("celíaca, DNI 12345678Z", "health"),   # the most sensitive wins
])
def test_classify(text, level):
    assert classify(text) == level


def test_most_sensitive():
    assert most_sensitive("phone", "dni") == "dni"
    assert most_sensitive("minor", "email") == "minor"
    assert most_sensitive("none", "none") == "none"


@given(st.text(max_size=500))
def test_scrub_never_raises_and_is_idempotent(text):
    once, flags = scrub(text)
    twice, flags_again = scrub(once)
    assert twice == once and set(flags) <= set(flags_again)
