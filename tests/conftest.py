import os

from hypothesis import HealthCheck, settings

# "ci" (the default) is derandomized so a CI run is reproducible; "explore" draws new
# examples each run for local bug hunting (HYPOTHESIS_PROFILE=explore).
settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", max_examples=200, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and statistics written by the code under test stay out of the real home."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
