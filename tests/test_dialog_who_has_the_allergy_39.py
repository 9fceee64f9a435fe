"""«una de las 4 personas es celiaca», «alguno es celiaco» were noted as «es celiaca» / «es celiaco»,
as if the one who books were. Who of the party it is stays in the note."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, said", [
    ("mesa para 4 el jueves a las 21", "una de las 4 personas es celiaca"),
    ("mesa para 4 el jueves a las 21", "alguno es celiaco"),
    ("mesa para 4 o xoves ás 21", "unha das 4 persoas é celíaca"),
])
def test_who_of_the_party(first, said):
    c = chat("restaurante")
    c.say(first)
    c.say(said)
    assert c.state["booking"]["notes_said"] == [said] and c.state["booking"]["party"] == 4
