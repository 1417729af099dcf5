"""``koloda serve`` and ``koloda db upgrade``: the parsers are added to the CLI by
:func:`add_parsers`; starlette and uvicorn are imported only when a command runs."""

from __future__ import annotations

import argparse
import errno
import os
import socket
import sys
import threading
import webbrowser
from typing import Any

from koloda.engine.errors import KolodaError


def _delay(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 6) or int(text) > 10_000:
        raise argparse.ArgumentTypeError("milliseconds from 0 to 10000")
    return int(text)


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 5) or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError("a port from 1 to 65535")
    return int(text)


def add_parsers(sub: Any) -> None:
    s = sub.add_parser("serve", help="serve the web page and online tables")
    s.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this computer only)")
    s.add_argument("--port", type=_port, default=8000)
    s.add_argument("--db", metavar="URL",
                   help="database: sqlite:///FILE or postgresql+psycopg://USER@HOST/DB "
                        "(default: a SQLite file in the user's data folder)")
    s.add_argument("--open", action="store_true", help="open the page in the browser")
    s.add_argument("--delay-ms", type=_delay, default=None, metavar="MS",
                   help="pause before each computer move (default 600)")
    s.add_argument("--watch-ms", type=_delay, default=None, metavar="MS",
                   help="after a move, the least time between two state frames to a seat "
                        "not asked to move or a spectator; moves in between go out in one "
                        "frame (default 250; 0: a frame after every move)")
    s.add_argument("--secret", help="cookie signing secret (default: $KOLODA_SECRET, else one "
                                    "kept in the data folder)")
    s.add_argument("--forwarded-allow-ips", default=os.environ.get("FORWARDED_ALLOW_IPS"),
                   metavar="IPS", help="proxies whose X-Forwarded-* headers are trusted "
                                       "(default 127.0.0.1)")
    s.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="another origin whose pages may open the WebSockets, e.g. "
                        "https://cards.example.org when a proxy rewrites the Host header "
                        "(repeatable)")
    s.add_argument("--log-level", default="info",
                   choices=("critical", "error", "warning", "info", "debug"))
    s.set_defaults(func=cmd_serve)
    d = sub.add_parser("db", help="the web server's database")
    dsub = d.add_subparsers(dest="db_command", required=True)
    up = dsub.add_parser("upgrade", help="apply the database migrations (Alembic)")
    up.add_argument("--db", metavar="URL", help="database URL (default: the serve default)")
    up.set_defaults(func=cmd_db_upgrade)


def _db_url(args: argparse.Namespace) -> str:
    from koloda.web.app import default_db_url

    url: str | None = args.db or os.environ.get("KOLODA_DB")
    return url or default_db_url()


def _shown_url(url: str) -> str:
    """The URL as it may be printed: never its password."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from koloda.web.db import normalize_url

    try:
        return make_url(normalize_url(url)).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return url.split("://", 1)[0] + "://…" if "://" in url else "…"


def _upgrade(url: str) -> str | None:
    """Bring the database up to date; a database that cannot be opened or migrated is a
    plain message (with the driver's reason), not a traceback."""
    from alembic.util import CommandError
    from sqlalchemy.exc import SQLAlchemyError

    from koloda.web.migrate import upgrade

    try:
        return upgrade(url)
    except (SQLAlchemyError, CommandError, OSError) as err:
        cause = getattr(err, "orig", None) or err
        lines = str(cause).strip().splitlines()
        reason = lines[0] if lines else type(cause).__name__
        shown = _shown_url(url)
        raise KolodaError(f"cannot open the database {shown}: {reason}",
                          f"не удаётся открыть базу данных {shown}: {reason}") from err


def cmd_db_upgrade(args: argparse.Namespace) -> int:
    revision = _upgrade(_db_url(args))
    print(f"database at revision {revision}")
    return 0


def listen_socket(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port``, bound before anything is printed, so the
    address printed is always this server's. A port another program holds is one clear
    refusal that names ``--port``; the other program's address is never printed."""
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except socket.gaierror as err:
        raise KolodaError(f"cannot listen on '{host}': no such address ({err.strerror})",
                          f"нельзя слушать адрес «{host}»: такого адреса нет "
                          f"({err.strerror})") from err
    family, kind, proto, _name, addr = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        if os.name != "nt":  # a port left in TIME_WAIT by the last run is free to reuse
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(addr)
        sock.listen(2048)
    except OSError as err:
        sock.close()
        if err.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
            nxt = port + 1 if port < 65535 else port - 1
            raise KolodaError(
                f"port {port} is already in use by another program; choose another one, "
                f"e.g. koloda serve --port {nxt}",
                f"порт {port} уже занят другой программой; выберите другой, например "
                f"koloda serve --port {nxt}") from err
        if err.errno == errno.EACCES:
            raise KolodaError(
                f"port {port} may not be used by this user; choose one above 1023, "
                "e.g. koloda serve --port 8000",
                f"порт {port} этому пользователю недоступен; выберите порт больше 1023, "
                "например koloda serve --port 8000") from err
        raise KolodaError(f"cannot listen on {host}:{port}: {err.strerror}",
                          f"нельзя слушать {host}:{port}: {err.strerror}") from err
    return sock


def open_browser(address: str, lang: str) -> bool:
    """Open the page in the person's browser; when none can be opened, say so (and where
    the page is) instead of staying silent."""
    try:
        opened = webbrowser.open(address)
    except (webbrowser.Error, OSError):
        opened = False
    if not opened:
        print(f"Браузер открыть не удалось: откройте {address} сами." if lang == "ru"
              else f"No browser could be opened: open {address} yourself.",
              file=sys.stderr, flush=True)
    return opened


GC_YOUNG = 20_000  # allocations between the cycle collector's young passes (700 by default)


def settle_collector() -> None:
    """Tune the cycle collector for a server. Each move builds frames of many short-lived
    dicts and lists, and the youngest generation was collected every 700 of them; and
    every full pass walked the modules and games loaded at start. Those are set aside
    (``gc.freeze``) and the youngest generation is collected after more allocations.
    Memory stays bounded: nothing a frame makes outlives it but in a cycle, rarely."""
    import gc

    from koloda.engine.game import all_games

    all_games()  # every game's modules, loaded now rather than on a table's first visit
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 20, 20)


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from koloda.web.app import create_app
    from koloda.web.rooms import DEFAULT_DELAY_MS, WATCH_S

    lang = getattr(args, "lang", "ru")
    sock = listen_socket(args.host, args.port)  # before anything is printed
    try:
        url = _db_url(args)
        _upgrade(url)  # before serving: a bad URL is reported here, plainly
        delay = args.delay_ms if args.delay_ms is not None else int(
            os.environ.get("KOLODA_DELAY_MS", DEFAULT_DELAY_MS))
        watch = WATCH_S if args.watch_ms is None else args.watch_ms / 1000
        app = create_app(url, secret=args.secret, delay_ms=delay, migrate=False,
                         allowed_origins=args.allow_origin, watch_s=watch)
        settle_collector()
        shown = "127.0.0.1" if args.host in ("0.0.0.0", "::", "") else args.host
        if ":" in shown:
            shown = f"[{shown}]"
        address = f"http://{shown}:{args.port}/"
        print(f"Koloda: {address}", flush=True)
        if args.open:  # the socket listens already: the browser's request waits for us
            threading.Thread(target=open_browser, args=(address, lang), daemon=True).start()
        # frames are small and frequent: compressing each one cost a third of the event
        # loop's time under load (bench/web_load.py), for little saved bandwidth
        config: dict[str, Any] = {"host": args.host, "port": args.port,
                                  "log_level": args.log_level, "ws_max_size": 64 << 10,
                                  "ws_per_message_deflate": False, "proxy_headers": True}
        if args.forwarded_allow_ips:
            config["forwarded_allow_ips"] = args.forwarded_allow_ips
        try:
            uvicorn.Server(uvicorn.Config(app, **config)).run(sockets=[sock])
        except KeyboardInterrupt:
            return 130
        return 0
    finally:
        sock.close()
