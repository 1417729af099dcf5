"""The fast-path tests compare the compiled core with the pure-Python engine: without the
extension there is nothing to compare, and they are skipped."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from koloda import fast

needs_ext = pytest.mark.skipif(not fast.available(), reason="the C extension is not built")


@pytest.fixture
def pure() -> Iterator[None]:
    """Make new states on the pure-Python path for the test's length."""
    before = fast.set_pure(True)
    yield
    fast.set_pure(before)


@pytest.fixture
def compiled() -> Iterator[None]:
    """Make new states on the compiled path for the test's length (skips without it)."""
    if not fast.available():
        pytest.skip("the C extension is not built")
    before = fast.set_pure(False)
    yield
    fast.set_pure(before)
