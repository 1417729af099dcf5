"""``koloda serve``: a busy port is one clear line naming ``--port`` (and no address of the
other program's server); ``--open`` says so when no browser could be opened."""

from __future__ import annotations

import socket
import webbrowser
from pathlib import Path
from typing import Any

import pytest

from koloda import cli
from koloda.web import commands


def _busy_port() -> socket.socket:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(1)
    return sock


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_busy_port_is_one_clear_line(lang: str, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    other = _busy_port()
    port = other.getsockname()[1]
    try:
        code = cli.main(["--lang", lang, "serve", "--port", str(port),
                         "--db", f"sqlite:///{tmp_path / 'k.db'}"])
    finally:
        other.close()
    out = capsys.readouterr()
    assert code == 2
    assert out.out == ""  # no address printed: it would be the other program's
    lines = out.err.strip().splitlines()
    assert len(lines) == 1, out.err
    assert f"--port {port + 1}" in lines[0] and str(port) in lines[0]
    assert "http://" not in lines[0]
    assert ("занят" in lines[0]) == (lang == "ru")


def test_serve_listens_before_printing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """The address is printed only once the port is this server's, and the server is
    given that very socket."""
    import uvicorn

    got: dict[str, Any] = {}

    def fake_run(self: Any, sockets: list[socket.socket] | None = None) -> None:
        assert sockets is not None
        got["port"] = sockets[0].getsockname()[1]
        got["out"] = capsys.readouterr().out

    monkeypatch.setattr(uvicorn.Server, "run", fake_run)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert cli.main(["serve", "--port", str(port), "--db",
                     f"sqlite:///{tmp_path / 'k.db'}"]) == 0
    assert got["port"] == port
    assert got["out"].strip() == f"Koloda: http://127.0.0.1:{port}/"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_open_without_a_browser_says_so(lang: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(webbrowser, "open", lambda url: False)
    assert commands.open_browser("http://127.0.0.1:8000/", lang) is False
    err = capsys.readouterr().err
    assert "http://127.0.0.1:8000/" in err
    assert ("Браузер открыть не удалось" in err) == (lang == "ru")
    assert ("No browser could be opened" in err) == (lang == "en")


def test_open_when_the_browser_fails(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    def broken(url: str) -> bool:
        raise webbrowser.Error("no runnable browser")

    monkeypatch.setattr(webbrowser, "open", broken)
    assert commands.open_browser("http://127.0.0.1:8000/", "ru") is False
    assert "откройте http://127.0.0.1:8000/ сами" in capsys.readouterr().err


def test_open_with_a_browser_is_quiet(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(webbrowser, "open", lambda url: True)
    assert commands.open_browser("http://127.0.0.1:8000/", "ru") is True
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("option", ["--delay-ms", "--watch-ms"])
@pytest.mark.parametrize("value", ["-1", "10001", "1e3", "abc", "", "٣"])
def test_millisecond_options_refuse_what_is_not_0_to_10000(
        option: str, value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["serve", option, value])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert option in err and "0 to 10000" in err and "Traceback" not in err
