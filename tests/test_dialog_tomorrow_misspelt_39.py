"""«para mañna», «mañan», «mañama», «pra mañan» were not read as tomorrow: the order stayed on today
and «a las 11» was refused as past. Common misspellings of «mañana» are tomorrow."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["quiero 3 napolitanas para mañna a las 11", "quiero 3 napolitanas para mañan a las 11",
                                  "quero 3 napolitanas pra mañan ás 11", "quiero 3 napolitanas para mañama a las 11",
                                  "quiero 3 napolitanas para mañaana a las 11", "quiero 3 napolitanas para manana a las 11"])
def test_tomorrow_misspelt(said):
    c = chat()
    c.say(said)
    assert c.order["ymd"] == "2026-11-01" and c.order["min"] == 11 * 60
