"""Checks of a page open in the browser: glyphs no font draws, words a table cell breaks.

``missing_glyphs``: every character of every text node of the body (SVG ``<text>`` included, the tile and card
faces' definitions too) is drawn on a canvas in its element's font, and compared pixel by pixel with U+0378, a code
point Unicode leaves unassigned, so that no font has a glyph for it: a character that draws the same picture is
drawn by no font — the missing-glyph box. Whitespace is skipped (it draws nothing in any font).

``broken_words``: for every word (a run between spaces) of every table cell's text, the browser's own layout says
how many line boxes it spans; a word on two lines was broken inside it (``overflow-wrap: anywhere`` or a break
after a hyphen).
"""

from __future__ import annotations

from typing import Any

MISSING_GLYPHS_JS = r"""
() => {
  const canvas = document.createElement('canvas');
  canvas.width = 80; canvas.height = 80;
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  const picture = (font, ch) => {
    ctx.clearRect(0, 0, 80, 80);
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 10, 40);
    return ctx.getImageData(0, 0, 80, 80).data.join(',');
  };
  const unassigned = '\u0378';
  const seen = new Map();
  const missing = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const element = node.parentElement;
    if (!element || element.closest('style, script')) continue;
    const style = getComputedStyle(element);
    const font = `${style.fontStyle} ${style.fontWeight} 48px ${style.fontFamily}`;
    for (const ch of new Set(Array.from(node.data))) {
      if (/\s/u.test(ch)) continue;
      const key = font + '\u0000' + ch;
      if (!seen.has(key)) seen.set(key, picture(font, ch) === picture(font, unassigned));
      if (seen.get(key)) {
        missing.push({character: ch, code: 'U+' + ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0'),
                      font: style.fontFamily, text: node.data.trim().slice(0, 60)});
      }
    }
  }
  return missing;
}
"""

BROKEN_WORDS_JS = r"""
() => {
  const broken = [];
  for (const cell of document.querySelectorAll('td, th')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (tops.size > 1) broken.push({word: match[0], cell: cell.textContent.trim().slice(0, 80)});
      }
    }
  }
  return broken;
}
"""


def missing_glyphs(page: Any) -> list[dict[str, str]]:
    """Every character of the page's text drawn by no font (each once per font), with the text it sits in."""
    found: list[dict[str, str]] = page.evaluate(MISSING_GLYPHS_JS)
    unique = {(item["character"], item["font"]): item for item in found}
    return list(unique.values())


def broken_words(page: Any) -> list[dict[str, str]]:
    """Every word of a table cell that the layout breaks over two lines."""
    found: list[dict[str, str]] = page.evaluate(BROKEN_WORDS_JS)
    return found


__all__ = ["broken_words", "missing_glyphs"]
