"""Fortune tellings with cards (гадания) from the rules text of ``seeds/004``.

Importing this package registers the six tellings; find one with :func:`get_telling` and
call ``lay(seed, name=..., **opts)`` for a :class:`Reading`.
"""

from koloda.games.tellings import (
    chaturanga,
    dozen,
    marriage,
    near_fate,
    new_acquaintance,
    pyramid_tell,
)
from koloda.games.tellings.base import Reading, Telling, all_tellings, get_telling

__all__ = ["Reading", "Telling", "all_tellings", "chaturanga", "dozen", "get_telling",
           "marriage", "near_fate", "new_acquaintance", "pyramid_tell"]
