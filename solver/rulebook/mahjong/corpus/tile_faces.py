"""Draw each distinct tile face once in an HTML page, and let every tile of that face refer to it.

The rule documentation shows hundreds of tiles; each picture from :mod:`rulebook.mahjong.corpus.pictures` is a complete
``<svg>``. :func:`share_faces` keeps every tile's own ``<svg>`` element — its class, size, label and title, so
each tile still reads and lays out as before — but replaces its drawing by ``<use href="#face-N">``, and puts each
distinct drawing once in a hidden ``<svg>`` of definitions at the top of the body. Deterministic: faces are
numbered in order of first appearance.

>>> tile = '<svg class="tile" width="1" height="1" role="img" aria-label="a"><title>a</title><rect/></svg>'
>>> page = "<body>" + tile * 2
>>> shared = share_faces(page)
>>> shared.count("<rect/>"), shared.count('<use href="#face-0"/>')
(1, 2)
"""

from __future__ import annotations

import re

_TILE = re.compile(r'(<svg class="tile[^"]*"[^>]*>)(<title>[^<]*</title>)(.*?)(</svg>)', flags=re.DOTALL)


def share_faces(html: str) -> str:
    """``html`` with every tile picture's drawing defined once and used by reference."""
    faces: dict[str, str] = {}

    def refer(match: re.Match[str]) -> str:
        opening, title, drawing, closing = match.groups()
        face = faces.setdefault(drawing, f"face-{len(faces)}")
        return f'{opening}{title}<use href="#{face}"/>{closing}'

    shared = _TILE.sub(refer, html)
    if not faces:
        return html
    definitions = "".join(f'<g id="{face}">{drawing}</g>' for drawing, face in faces.items())
    hidden = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true">'
        f"<defs>{definitions}</defs></svg>"
    )
    head, body, rest = shared.partition("<body>")
    return f"{head}{body}{hidden}{rest}" if body else hidden + shared


__all__ = ["share_faces"]
