"""The demo's seeded background occupancy: the same numbers for every visitor and every restart,
from a hash of business, day and block, so a demo agenda is never empty and nothing is stored."""
from __future__ import annotations

from functools import lru_cache

from bizengine.language.clock import weekday_key as _weekday_key

BLOCK = 30              # minutes of one background-load block
DEFAULT_LOAD = 0.3
DAY_PARTS = ((13 * 60, "morning"), (16 * 60, "lunch"), (20 * 60, "afternoon"), (24 * 60 + 1, "evening"))


def _fnv1a32(data: bytes) -> int:
    """32-bit FNV-1a."""
    h = 0x811C9DC5
    for byte in data:
        h ^= byte
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def _fmix32(h: int) -> int:
    """murmur3's final avalanche: every input bit flips about half of the output bits."""
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    h ^= h >> 16
    return h


def hash01(s: str) -> float:
    """FNV-1a 32-bit over the UTF-8 bytes, then murmur3's fmix32 → a float in [0, 1).

    Same value for the same text in every process and run (unlike Python's `hash`)."""
    return _fmix32(_fnv1a32(s.encode("utf-8"))) / 4294967296.0


def _day_part(minutes: int) -> str:
    for limit, name in DAY_PARTS:
        if minutes < limit:
            return name
    return "evening"


def base_load(cfg: dict, ymd: str, minutes: int) -> float:
    load = (cfg or {}).get("load") or {}
    key = f"{_weekday_key(ymd)}_{_day_part(minutes)}"
    base = (load.get("overrides") or {}).get(key)
    if base is None:
        base = load.get("default", DEFAULT_LOAD)
    return float(base)


def clamp01(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def background_load(biz, cfg: dict, ymd: str, minutes: int) -> float:
    """Seeded occupancy 0..1 of the 30-minute block holding `minutes` on `ymd`:
    the day-part base (`load.overrides['sat_morning']`, else `load.default`, else 0.3)
    plus noise in [-0.25, 0.25) from hash01(f"{slug}|{ymd}|{block}")."""
    return clamp01(base_load(cfg, ymd, minutes) + _noise(biz.slug, ymd, minutes // BLOCK))


@lru_cache(maxsize=65536)
def _noise(slug: str, ymd: str, block: int) -> float:
    """The block's noise in [-0.25, 0.25); cached, as the day lists ask for the same blocks every turn."""
    return (hash01(f"{slug}|{ymd}|{block}") - 0.5) * 0.5
