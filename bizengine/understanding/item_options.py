"""Option choices in a message («para 8», «12 personas») and the product each one goes to."""
from __future__ import annotations

from bizengine.understanding.item_words import OTHER, Match, qty_token


def match_options(numw, idx, used) -> list[tuple[int, int, str, str]]:
    out, i = [], 0
    while i < len(numw):
        hit = None
        if not used[i]:
            for ws, oid, cid in idx.options.get(numw[i], ()):
                if tuple(numw[i:i + len(ws)]) == ws and not any(used[i:i + len(ws)]):
                    hit = (i, i + len(ws), oid, cid)
                    break
        if hit:
            out.append(hit)
            end = hit[1]
            if end < len(numw) and (numw[end] in ("persona", "persoa") or numw[end] in idx.units):
                end += 1
            for k in range(hit[0], end):
                used[k] = True
            i = end
        else:
            i += 1
    return out


def _takes(biz, m: Match, option_id: str) -> bool:
    if m.kind == "product":
        return option_id in biz.products.get(m.target, {}).get("options", [])
    cands = biz.catalog.get("ambiguous", {}).get(m.target, {}).get("candidates", [])
    return any(option_id in biz.products.get(c, {}).get("options", []) for c in cands)


def attach_options(biz, words, used, matches, options, stray) -> None:
    """Each choice goes to the nearest product before it that takes the option (else after).
    '2 X, una para 8 y otra para 12' splits the line: 'una'/'otra' before a choice carves one
    unit off a line of several."""
    for start, _end, oid, cid in options:
        takers = [m for m in matches if _takes(biz, m, oid) and oid not in m.options]
        before = [m for m in takers if m.start < start]
        after = [m for m in takers if m.start > start]
        target = before[-1] if before else (after[0] if after else None)
        other = start >= 1 and not used[start - 1] and words[start - 1] in OTHER
        if target is None and other:   # 'X para 8 y otra para 12': one more X
            same = [m for m in matches if m.kind == "product" and m.start < start and _takes(biz, m, oid)]
            if same:
                used[start - 1] = True
                matches.append(Match(start, start, "product", same[-1].target, qty=1, explicit=True,
                                      options={**same[-1].options, oid: cid}))
                continue
        if target is None:
            stray.append({"option_id": oid, "choice_id": cid})
            continue
        one = other or (start >= 1 and not used[start - 1] and qty_token(words[start - 1]) == 1)
        if one and target.qty > 1 and target.kind == "product":
            used[start - 1] = True
            target.qty -= 1
            carved = Match(start, start, target.kind, target.target, qty=1, explicit=True,
                            options={**target.options, oid: cid})
            matches.append(carved)
        else:
            target.options[oid] = cid
