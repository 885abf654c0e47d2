"""A small on-disk cache for tables that are slow to build and never change for one version of their builder.

A table is stored as one file under the user's cache dir (``$XDG_CACHE_HOME/rulebook/``, else
``~/.cache/rulebook/``), named by the table and a key: checksums of the source of the module that builds it and of the
package version (the caller passes it: the core imports nothing else of the package), so an edit to the builder or a
new release reads as a miss. The file holds a CRC-32 checksum of its payload (the check zip, gzip and PNG files
carry against accidental damage; a tenth of the time of a SHA-256 digest, which a fresh process paid on every table
it read), then the payload; a file that is short, long or does not match its checksum is a miss too. Writes go to a
temporary file in the same folder, renamed into place (atomic on POSIX), so a reader never sees half a file.

Every failure is a miss and never an error: an unreadable or unwritable cache dir just means the table is rebuilt
each time. The caller rebuilds on a miss and stores what it built; the answers never depend on the cache.
Set ``RULEBOOK_NO_DISK_CACHE=1`` to turn it off.

>>> key = source_key(__file__, "demo")
>>> len(key)
16
"""

from __future__ import annotations

import contextlib
import os
import zlib
from pathlib import Path

APP = "rulebook"
CHECKSUM_BYTES = 4
"""The CRC-32 checksum heading a file, big-endian."""
DISABLE_VAR = "RULEBOOK_NO_DISK_CACHE"


def cache_dir() -> Path | None:
    """The folder of this package's cache files (not created here), or None when the cache is turned off."""
    if os.environ.get(DISABLE_VAR):
        return None
    base = os.environ.get("XDG_CACHE_HOME")
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".cache"
    return root / APP


def source_key(module_file: str | os.PathLike[str], *extra: str) -> str:
    """A short hex key from the bytes of ``module_file`` and ``extra`` (the package version, say); "" if unreadable.

    The core imports no other part of the package, so the version comes from the caller.
    """
    try:
        with open(module_file, "rb") as source:
            data = source.read()
    except OSError:
        return ""
    return content_key(data + b"".join(b"\0" + part.encode() for part in extra))


def content_key(data: bytes) -> str:
    """A 16-hex-digit key of ``data``: its CRC-32, then its Adler-32.

    Checksums, not a cryptographic digest: a key tells an edited builder, other inputs or a new version from the
    ones a file was stored under (changes made by accident, not forged: the cache is the user's own), as the spec
    cache's key does (:func:`rulebook.core.spec.parsed_toml`). Both are in :mod:`zlib`, which the cache loads
    anyway; a SHA-256 digest made every fresh process load OpenSSL's :mod:`hashlib` (3 ms) to key its tables.
    """
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _path(name: str, key: str) -> Path | None:
    folder = cache_dir()
    if folder is None or not key:
        return None
    return folder / f"{name}-{key}.bin"


def load(name: str, key: str, size: int | None = None) -> bytes | None:
    """The payload stored for ``name`` under ``key`` if it is intact, else None.

    With ``size``, a payload of any other length is a miss too (a table's length is known before it is read).
    """
    path = _path(name, key)
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < CHECKSUM_BYTES or (size is not None and len(data) != CHECKSUM_BYTES + size):
        return None
    payload = data[CHECKSUM_BYTES:]
    if _checksum(payload) != data[:CHECKSUM_BYTES]:
        return None
    return payload


def _checksum(payload: bytes) -> bytes:
    return zlib.crc32(payload).to_bytes(CHECKSUM_BYTES, "big")


def store(name: str, key: str, payload: bytes) -> bool:
    """Write ``payload`` for ``name`` under ``key`` atomically; False (and nothing raised) when it cannot be written.

    Files of the same ``name`` under other keys (stale builders) are removed, best effort.
    """
    import tempfile  # only a store needs it; importing it costs a fresh process about 2 ms

    path = _path(name, key)
    if path is None:
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{name}-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(_checksum(payload))
                out.write(payload)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    for old in path.parent.glob(f"{name}-*.bin"):
        if old != path:
            with contextlib.suppress(OSError):
                old.unlink()
    return True


__all__ = ["cache_dir", "content_key", "load", "source_key", "store"]
