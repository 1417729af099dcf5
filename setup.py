"""Build script for the optional C extension ``koloda._speedups`` (everything else is in
pyproject.toml). The extension is optional: without a C compiler (or with ``CC=false``)
the build prints a warning, the install still succeeds, and Koloda runs on its pure-Python
engine, which stays the reference for every rule (see ``koloda.fast``)."""

from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py


class BuildWithRules(build_py):
    """Ship docs/rules.md inside the package, so an installed server (not only a source
    checkout) can show the rules pages; the file in docs/ stays the one to edit."""

    def run(self) -> None:
        super().run()
        source = Path("docs/rules.md")
        if source.is_file() and not self.editable_mode:
            target = Path(self.build_lib) / "koloda" / "web" / "rules.md"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")


setup(
    cmdclass={"build_py": BuildWithRules},
    ext_modules=[
        Extension(
            "koloda._speedups",
            sources=[
                "src/koloda/_c/speedups.c",
                "src/koloda/_c/durak.c",
                "src/koloda/_c/tysyacha.c",
                "src/koloda/_c/durak_endgame.c",
            ],
            depends=["src/koloda/_c/kol.h", "src/koloda/_c/durak_search.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ],
)
