"""The test workshop's names as a Galician chat reads them (its catalogue names each in both languages):
for tests whose one body checks a Spanish and a Galician conversation."""
from __future__ import annotations

_GALICIAN = (("Reparar pinchazo", "Reparar furado"), ("reparar pinchazo", "reparar furado"),
             ("Ajuste de frenos", "Axuste de freos"), ("ajuste de frenos", "axuste de freos"),
             ("Ajuste de cambio", "Axuste do cambio"), ("ajuste de cambio", "axuste do cambio"),
             ("Centrado de rueda", "Centrado de roda"), ("centrado de rueda", "centrado de roda"),
             ("Cubierta urbana", "Cuberta urbana"), ("Pastillas de freno", "Pastillas de freo"),
             ("Cadena de 9 velocidades", "Cadea de 9 velocidades"), ("Luz delantera LED", "Luz dianteira LED"))


def named_in(text: str, galician: bool) -> str:
    """`text` with the workshop's Spanish names in Galician when `galician`, else as it is."""
    if galician:
        for spanish, gl in _GALICIAN:
            text = text.replace(spanish, gl)
    return text
