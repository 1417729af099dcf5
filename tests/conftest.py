import os

from hypothesis import HealthCheck, settings

# "ci" (the default) is derandomized so a CI run is reproducible; "explore" draws new
# examples each run for local bug hunting (HYPOTHESIS_PROFILE=explore).
settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", max_examples=200, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
