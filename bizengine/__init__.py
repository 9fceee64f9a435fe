"""bizengine: a chat assistant for a small business that answers from its own data and
never confirms anything itself — a person does.

The pure core (`turn`, `analyze`, `load_business`) imports without Flask; `BizEngine`, the
Flask extension, is imported only when asked for.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any

__all__ = ["BizEngine", "Business", "DatasetError", "Store", "analyze", "load_business", "turn"]
__version__ = "0.1.0"

_HOMES = {
    "BizEngine": "bizengine.web.extension",
    "Business": "bizengine.business.store",
    "DatasetError": "bizengine.errors",
    "Store": "bizengine.business.store",
    "analyze": "bizengine.understanding.reader",
    "load_business": "bizengine.business.store",
    "turn": "bizengine.conversation.turn",
}


def __getattr__(name: str) -> Any:
    """Import a public name from its module on first use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'bizengine' has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
