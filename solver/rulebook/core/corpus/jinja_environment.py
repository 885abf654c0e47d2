"""The one Jinja environment every generated file is rendered in: the templates of ``solver/rulebook/templates``.

The corpus suites and the rule documents (:mod:`rulebook.core.corpus.generate`), the annotated rulebooks and the
errata reports (:mod:`rulebook.core.corpus.rulebook_docs`) all load their templates here, with the same settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import jinja2


def environment() -> jinja2.Environment:
    """The Jinja environment of the templates in ``solver/rulebook/templates`` (``repr`` available as ``pyrepr``)."""
    import jinja2  # loaded when documents are rendered, not for every command's start

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("rulebook", "templates"),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
    )
    env.filters["pyrepr"] = repr
    return env


__all__ = ["environment"]
