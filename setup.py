"""Build script for the optional C extension ``koloda._speedups`` (everything else is in
pyproject.toml). The extension is optional: without a C compiler (or with ``CC=false``)
the build prints a warning, the install still succeeds, and Koloda runs on its pure-Python
engine, which stays the reference for every rule (see ``koloda.fast``)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "koloda._speedups",
            sources=[
                "src/koloda/_c/speedups.c",
                "src/koloda/_c/durak.c",
                "src/koloda/_c/tysyacha.c",
                "src/koloda/_c/durak_endgame.c",
                "src/koloda/_c/freecell.c",
                "src/koloda/_c/klondike.c",
            ],
            depends=["src/koloda/_c/kol.h", "src/koloda/_c/durak_search.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ],
)
