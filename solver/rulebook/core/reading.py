"""The base of every game's reading value: one frozen dataclass field per reading key of the game's spec.

A game writes its reading as ``@dataclass(frozen=True) class Reading(ReadingValue)`` with one ``Literal`` field per
key of ``spec/<game>.toml`` (the field's default is the key's default) and sets :attr:`ReadingValue.GAME`. A field is
named after its key with ``.`` and ``-`` written ``_`` (``wild.yin-yang-bonus`` → ``wild_yin_yang_bonus``), or as
:attr:`ReadingValue.FIELDS` says. Parsing, checking (a typo is refused naming the key and its options) and the
mappings live here once; the game keeps only what its rules read off the value (``reading.max_discards``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any, ClassVar, Self

from rulebook.core.readings import check_choices, parse_choices


def derived_field(key: str) -> str:
    """The field name a reading key gets unless the game says otherwise: ``laid.split`` → ``laid_split``."""
    return key.replace(".", "_").replace("-", "_")


class ReadingValue:
    """Parse, check and map a game's reading choices (mixed into the game's frozen dataclass)."""

    GAME: ClassVar[str]
    """The game whose register the keys belong to."""
    FIELDS: ClassVar[Mapping[str, str]] = {}
    """Reading key -> field name, for the keys whose field is not :func:`derived_field` of the key."""

    @classmethod
    def field_of(cls, key: str) -> str:
        """The dataclass field that holds reading ``key``."""
        return cls.FIELDS.get(key, derived_field(key))

    @classmethod
    def key_of(cls, name: str) -> str:
        """The reading key held by field ``name``."""
        return _keys_by_field(cls)[name]

    @classmethod
    def from_mapping(cls, choices: Mapping[str, object]) -> Self:
        """The reading with ``{"key": "option", ...}`` chosen; every key not named keeps its default.

        A key the register does not know, or an option the key does not have, is an
        :class:`~rulebook.core.errors.InputError` naming it and listing the choices.
        """
        checked = check_choices(cls.GAME, choices)
        return cls(**{cls.field_of(key): value for key, value in checked.items()})

    @classmethod
    def from_pairs(cls, pairs: Iterable[str]) -> Self:
        """The reading with ``["key=option", ...]`` chosen (the command line's ``--reading`` options)."""
        return cls.from_mapping(parse_choices(cls.GAME, pairs))

    def as_mapping(self) -> dict[str, str]:
        """Every key with its chosen option, keyed as in the spec, in the order of the fields."""
        return {key: getattr(self, name) for name, key in _fields_and_keys(type(self))}

    def changed(self) -> dict[str, str]:
        """Only the keys whose option differs from the default."""
        default = type(self)().as_mapping()
        return {key: value for key, value in self.as_mapping().items() if value != default[key]}

    @classmethod
    def over(cls, keys: Iterable[str], base: ReadingValue | None = None) -> tuple[Self, ...]:
        """Every combination of the options of ``keys``; the other keys as in ``base`` (by default the defaults)."""
        from itertools import product

        from rulebook.core.register import reading_keys

        chosen = list(keys)
        options = {entry.key: entry.options for entry in reading_keys(cls.GAME)}
        fixed = base.changed() if base is not None else {}
        return tuple(
            cls.from_mapping({**fixed, **dict(zip(chosen, values, strict=True))})
            for values in product(*(options[key] for key in chosen))
        )

    def words(self, default: str = "defaults") -> str:
        """The choices that differ from the defaults as ``key=value`` pairs, or ``default`` when none does."""
        return ", ".join(f"{key}={value}" for key, value in self.changed().items()) or default

    def with_choices(self, choices: Mapping[str, object]) -> Self:
        """The reading with ``choices`` laid over this one (a key in ``choices`` takes its value from there)."""
        return type(self).from_mapping({**self.as_mapping(), **choices})

    if TYPE_CHECKING:  # the game's dataclass supplies the real one

        def __init__(self, **choices: Any) -> None: ...


_KEYS_BY_FIELD: dict[type[ReadingValue], dict[str, str]] = {}


def _keys_by_field(cls: type[ReadingValue]) -> dict[str, str]:
    """Field name -> reading key for every key of the register of ``cls.GAME`` (worked out once per class)."""
    if cls not in _KEYS_BY_FIELD:
        from rulebook.core.register import reading_keys

        _KEYS_BY_FIELD[cls] = {cls.field_of(entry.key): entry.key for entry in reading_keys(cls.GAME)}
    return _KEYS_BY_FIELD[cls]


_FIELDS_AND_KEYS: dict[type[ReadingValue], tuple[tuple[str, str], ...]] = {}


def _fields_and_keys(cls: type[ReadingValue]) -> tuple[tuple[str, str], ...]:
    """(field name, reading key) of every field of the dataclass ``cls``, in field order.

    Worked out once per class: a check maps a reading for every other option it asks.
    """
    found = _FIELDS_AND_KEYS.get(cls)
    if found is None:
        names = [field.name for field in fields(cls)]  # type: ignore[arg-type]
        found = _FIELDS_AND_KEYS[cls] = tuple((name, cls.key_of(name)) for name in names)
    return found


__all__ = ["ReadingValue", "derived_field"]
