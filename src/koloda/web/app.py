"""The Starlette application: the page, the JSON API and the WebSocket of each table
(the contract is docs/web-protocol.md)."""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import logging
import random
import secrets
import threading
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import platformdirs
from sqlalchemy.exc import SQLAlchemyError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from koloda.ai import LEVEL_NAMES
from koloda.engine.errors import KolodaError, RecordError
from koloda.engine.game import Game, all_games, get_game
from koloda.engine.names import seat_names
from koloda.engine.rules import Rules
from koloda.engine.schema import game_schema
from koloda.engine.texts import plural_ru
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER, HUMAN
from koloda.web import messages, protocol
from koloda.web.db import ActionRow, Refused, SeatRow, Store, TableRow
from koloda.web.identity import (
    COOKIE,
    COOKIE_AGE,
    LANGS,
    Identity,
    Signer,
    clean_name,
    load_secret,
    new_pid,
    new_token,
    token_hash,
)
from koloda.web.rooms import (
    DEFAULT_DELAY_MS,
    FLOOD_CLOSE,
    FRAME_RATE,
    MAX_DEAL,
    MAX_DELAY_MS,
    STORAGE_ERRORS,
    WATCH_S,
    Conn,
    Hub,
    action_row,
    build_table,
    in_thread,
    replay_steps,
    state_frame,
)
from koloda.web.stats import aggregate, seat_stats

log = logging.getLogger("koloda.web")
T = TypeVar("T")

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 64 << 10
MAX_RECORD = 4 << 20
MAX_SEED = (1 << 63) - 1
MAX_TELL_PARAM = 100
_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

PLACEHOLDER = """<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Колода</title></head>
<body><h1>Колода</h1><p>The page is not installed yet; the API is at <code>/api/</code>.</p>
</body></html>
"""



def offered_agents(game: Game) -> list[str]:
    """The computer players a table may seat: the levels (search players) first, then the
    game's own simple players. Parametrized specs (``ismcts:ms=…``) are not offered: a
    visitor must not set a server's thinking budget."""
    return list(dict.fromkeys([*LEVEL_NAMES, *game.agent_factories()]))

def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("koloda", appauthor=False))


def default_db_url(data_dir: Path | None = None) -> str:
    return "sqlite:///" + str((data_dir or default_data_dir()) / "koloda.db")


class JsonOut(JSONResponse):
    """Every JSON answer: UTF-8 as Starlette writes it, except that a lone surrogate (no
    character: UTF-8 cannot hold it) is written as its JSON escape instead of failing."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return json.dumps(content, allow_nan=False, separators=(",", ":")).encode("ascii")


class ApiError(Exception):
    def __init__(self, code: str, status: int, **fmt: Any) -> None:
        super().__init__(code)
        self.code = code
        self.status = status
        self.fmt = fmt


def error_response(code: str, status: int, **fmt: Any) -> JSONResponse:
    en, ru = messages.texts(code, **fmt)
    return JsonOut({"error": {"code": code, "en": en, "ru": ru}}, status_code=status)


def _bad(en: str, ru: str) -> ApiError:
    return ApiError("bad_request", 400, detail_en=en, detail_ru=ru)


def _from_koloda(err: KolodaError, code: str = "bad_request") -> ApiError:
    return ApiError(code, 400, detail_en=err.en, detail_ru=err.ru)


def _no_constant(name: str) -> Any:
    raise ValueError(name)


async def read_json(request: Request, limit: int = MAX_BODY) -> Any:
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":  # also what keeps other sites' forms out
        raise ApiError("not_json", 415)
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > limit):
        raise ApiError("body_too_large", 413, limit=limit)
    chunks: list[bytes] = []
    total = 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > limit:
            raise ApiError("body_too_large", 413, limit=limit)
        chunks.append(chunk)
    try:
        data = json.loads(b"".join(chunks).decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError, UnicodeDecodeError) as err:
        raise _bad("the body is not JSON", "тело запроса — не JSON") from err
    if protocol.lone_surrogate(data):  # before any refusal could quote it
        raise _bad("a text holds a lone surrogate (\\ud800-\\udfff), which is no character",
                   "в тексте одиночный суррогат (\\ud800-\\udfff) — это не символ")
    return data


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def names_of(seats: Sequence[dict[str, Any]], players: int, lang: str) -> list[str]:
    """The seats' names as the table shows them (``Table.names``) without building it."""
    humans = [s for s, seat in enumerate(seats) if seat.get("kind") == HUMAN]
    default = seat_names(players, humans, lang)
    return [str(seat.get("name") or default[s]) for s, seat in enumerate(seats)]


def _games_json() -> list[dict[str, Any]]:
    return [_game_json(game) for game in all_games()]


@cache
def _game_json(game: Game) -> dict[str, Any]:
    schema = game_schema(game)
    out = {"key": game.key, **schema, "default_players": game.default_players,
           "variants": schema.get("variants", []), "agents": offered_agents(game)}
    family = getattr(game, "family", None)
    if isinstance(family, str):
        out["family"] = family
    return out


def is_solitaire(game: Game) -> bool:
    """A one-player game of the patience family: one seat, the person's."""
    return getattr(game, "family", None) == "patience" and game.max_players == 1


@cache
def _library_json() -> dict[str, Any]:
    """Every library entry as the page shows it; ``play`` says what «Играть» opens (a game
    of the lobby, with its preset, or a fortune telling), None for a reference entry."""
    from koloda.games.tellings import all_tellings
    from koloda.library import FAMILIES, entries

    games = {g.key for g in all_games()}
    tellings = {x.key for x in all_tellings()}
    out = []
    for e in entries():
        data = e.to_json()
        if e.plays in games:
            data["play"] = {"kind": "game", "key": e.plays, "preset": e.plays_preset,
                            "variant": e.plays_variant}
        elif e.plays in tellings:
            data["play"] = {"kind": "telling", "key": e.plays, "preset": None, "variant": None}
        else:
            data["play"] = None
        out.append(data)
    return {"families": [{"key": k, "ru": ru, "en": en} for k, (ru, en) in FAMILIES.items()],
            "entries": out}


@cache
def _library_bytes() -> tuple[bytes, bytes]:
    plain = json.dumps(_library_json(), ensure_ascii=False, separators=(",", ":")).encode()
    return plain, gzip.compress(plain, mtime=0)


@cache
def _tellings_json() -> list[dict[str, Any]]:
    """Every telling with its options (and the choices of those that have a few)."""
    from koloda.games.tellings import all_tellings
    from koloda.games.tellings import texts as tell_texts

    choices: dict[str, list[dict[str, str]]] = {
        "portrait": [{"value": k, "ru": who[0], "en": who[1]}
                     for k, (_r, _s, who) in tell_texts.MARRIAGE_PORTRAITS.items()],
        "pick": [{"value": str(n), "ru": str(n), "en": str(n)} for n in range(1, 6)],
    }
    out = []
    for t in all_tellings():
        options = []
        for o in t.options:
            item: dict[str, Any] = {"name": o.name, "required": o.required,
                                    "ru": o.about[0], "en": o.about[1]}
            if o.name in choices:
                item["choices"] = choices[o.name]
            options.append(item)
        out.append({"key": t.key, "title": {"ru": t.title[0], "en": t.title[1]},
                    "about": {"ru": t.about[0], "en": t.about[1]}, "options": options})
    return out


def _game(name: Any) -> Game:
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        raise ApiError("no_game", 404, game="?")
    try:
        return get_game(name)
    except KolodaError as err:
        raise ApiError("no_game", 404, game=json.dumps(name, ensure_ascii=False)) from err


def _valid_id(table_id: str) -> bool:
    return 1 <= len(table_id) <= 32 and set(table_id) <= _ID_CHARS


class Server:
    """The handlers, with the store, the hub and the cookie signer they share."""

    def __init__(self, store: Store, hub: Hub, signer: Signer, static_dir: Path,
                 allowed_origins: Sequence[str], rng: random.Random) -> None:
        self.store = store
        self.hub = hub
        self.signer = signer
        self.static_dir = static_dir
        self.allowed_origins = set(allowed_origins)
        self.rng = rng
        self.replays = Replays(store)

    # --- identity -------------------------------------------------------------------

    def ident(self, request: Request | WebSocket) -> Identity | None:
        return self.signer.load(request.cookies.get(COOKIE))

    def named(self, request: Request) -> Identity:
        ident = self.ident(request)
        if ident is None or ident.name is None:
            raise ApiError("no_name", 401)
        return ident

    def set_cookie(self, request: Request, response: Response, ident: Identity) -> None:
        response.set_cookie(COOKIE, self.signer.dump(ident), max_age=COOKIE_AGE,
                            httponly=True, samesite="lax", path="/",
                            secure=request.url.scheme == "https")

    @staticmethod
    def lang_of(request: Request, ident: Identity | None) -> str:
        lang = request.query_params.get("lang")
        if lang in LANGS:
            return str(lang)
        return ident.lang if ident is not None else "ru"

    # --- the page ---------------------------------------------------------------------

    async def index(self, request: Request) -> Response:
        page = self.static_dir / "index.html"
        if page.is_file():
            return FileResponse(page, headers={"Cache-Control": "no-cache"})
        return HTMLResponse(PLACEHOLDER)

    # --- me ---------------------------------------------------------------------------

    async def me(self, request: Request) -> Response:
        ident = self.ident(request)
        if request.method == "GET":
            return JsonOut({"name": ident.name if ident else None,
                                 "lang": ident.lang if ident else "ru"})
        body = await read_json(request)
        if not isinstance(body, dict) or not set(body) <= {"name", "lang"}:
            raise _bad("send {\"name\": ..., \"lang\": ...}",
                       "пришлите {\"name\": ..., \"lang\": ...}")
        name = clean_name(body.get("name"))
        if name is None:
            raise ApiError("bad_name", 400)
        lang = body.get("lang", ident.lang if ident else "ru")
        if lang not in LANGS:
            raise ApiError("bad_lang", 400)
        new = Identity(ident.pid if ident else new_pid(), name, str(lang))
        await in_thread(self.store.save_player, new.pid, new.name, new.lang)
        response = JsonOut({"name": new.name, "lang": new.lang})
        self.set_cookie(request, response, new)
        return response

    # --- games and rules ----------------------------------------------------------------

    async def games(self, request: Request) -> Response:
        return JsonOut(_games_json())

    async def rules(self, request: Request) -> Response:
        """The rules page of a game or a fortune telling: ``text``, the readable rules in
        ``?lang=`` (else the person's language; None when the game has none), and for a
        game its rule ``schema`` (the key table under the text)."""
        from koloda.games.tellings import get_telling

        raw = request.query_params.get("lang")
        if raw is not None and raw not in LANGS:
            raise ApiError("bad_lang", 400)
        lang = self.lang_of(request, self.ident(request))
        key = request.path_params["game"]
        try:
            game = _game(key)
        except ApiError:
            if not isinstance(key, str) or len(key) > 40:
                raise
            try:
                telling = get_telling(key)
            except KolodaError:
                raise ApiError("no_game", 404,
                               game=json.dumps(key, ensure_ascii=False)) from None
            return JsonOut({"kind": "telling", "key": telling.key, "lang": lang,
                            "title": {"ru": telling.title[0], "en": telling.title[1]},
                            "text": telling.rules_text(lang), "schema": None})
        return JsonOut({"kind": "game", "key": game.key, "lang": lang,
                        "title": {"ru": game.title_ru, "en": game.title_en},
                        "text": game.rules_text(lang), "schema": game_schema(game)})

    # --- tables -------------------------------------------------------------------------

    async def create_table(self, request: Request) -> Response:
        ident = self.named(request)
        body = await read_json(request)
        if not isinstance(body, dict):
            raise _bad("send a JSON object", "пришлите объект JSON")
        extra = set(body) - {"game", "players", "preset", "variants", "rules", "seats",
                             "options", "deal"}
        if extra:
            raise _bad(f"unknown field '{sorted(extra)[0]}'",
                       f"неизвестное поле '{sorted(extra)[0]}'")
        game = _game(body.get("game"))
        players = body.get("players", game.default_players)
        if not _is_int(players):
            raise _bad("'players' must be a whole number", "'players' — целое число")
        preset = body.get("preset")
        variants = body.get("variants", [])
        overrides = body.get("rules", {})
        if preset is not None and not (isinstance(preset, str) and len(preset) <= 40):
            raise _bad("'preset' must be a preset name", "'preset' — название набора правил")
        if not (isinstance(variants, list) and len(variants) <= 16
                and all(isinstance(v, str) and len(v) <= 40 for v in variants)):
            raise _bad("'variants' must be a list of variant names",
                       "'variants' — список вариантов")
        if not (isinstance(overrides, dict) and len(overrides) <= 200):
            raise _bad("'rules' must be an object {key: value}",
                       "'rules' — объект {ключ: значение}")
        try:
            rules = game.make_rules(preset=preset, variants=variants, overrides=overrides)
            game.check_players(players, rules)
        except (KolodaError, TypeError) as err:
            if isinstance(err, KolodaError):
                raise _from_koloda(err) from err
            raise _bad("a rule has a value of the wrong type",
                       "у правила значение не того типа") from err
        seats_in = body.get("seats")
        if not (isinstance(seats_in, list) and len(seats_in) == players):
            raise _bad(f"'seats' must list {players} seats",
                       f"'seats' — список из {players} {plural_ru(players, 'места', 'мест', 'мест')}")
        factories = offered_agents(game)
        seats: list[dict[str, Any]] = []
        for s in seats_in:
            if not (isinstance(s, dict) and set(s) <= {"kind", "agent"}
                    and s.get("kind") in (HUMAN, COMPUTER)):
                raise _bad("a seat is {\"kind\": \"human\"|\"computer\", \"agent\"?: name}",
                           "место — {\"kind\": \"human\"|\"computer\", \"agent\"?: имя}")
            agent = s.get("agent")
            if s["kind"] == COMPUTER and agent is not None and agent not in factories:
                known = ", ".join(factories)
                raise _bad(f"unknown computer player '{str(agent)[:40]}'; players: {known}",
                           f"неизвестный компьютерный игрок «{str(agent)[:40]}»; есть: {known}")
            seats.append({"kind": s["kind"], "agent": agent if s["kind"] == COMPUTER else None,
                          "name": None})
        humans = [i for i, s in enumerate(seats) if s["kind"] == HUMAN]
        if not humans:
            raise _bad("a table needs a human seat (yours)", "за столом нужно место человека (ваше)")
        options_in = body.get("options", {})
        if not (isinstance(options_in, dict) and set(options_in) <= {"auto_forced", "undo",
                                                                    "delay_ms", "hints"}):
            raise _bad("'options' takes auto_forced, undo, delay_ms, hints",
                       "'options' — auto_forced, undo, delay_ms, hints")
        # hints show cards: on by default only for a person alone against computers
        options: dict[str, Any] = {"auto_forced": True, "undo": True,
                                   "hints": len(humans) <= 1}
        for key in ("auto_forced", "undo", "hints"):
            if key in options_in:
                if not isinstance(options_in[key], bool):
                    raise _bad(f"'{key}' must be true or false", f"'{key}' — true или false")
                options[key] = options_in[key]
        if "delay_ms" in options_in:
            delay = options_in["delay_ms"]
            if not (_is_int(delay) and 0 <= delay <= MAX_DELAY_MS):
                raise _bad(f"'delay_ms' must be 0 to {MAX_DELAY_MS}",
                           f"'delay_ms' — от 0 до {MAX_DELAY_MS}")
            options["delay_ms"] = delay
        deal = body.get("deal")
        if deal is not None:
            if not is_solitaire(game):
                raise _bad("only a solitaire takes a deal number",
                           "номер раздачи бывает только у пасьянса")
            if not (_is_int(deal) and 0 <= deal <= MAX_DEAL):
                raise _bad(f"'deal' must be 0 to {MAX_DEAL}", f"'deal' — от 0 до {MAX_DEAL}")
            check_deal = getattr(game, "check_deal", None)  # the CLI's check of a numbering
            if check_deal is not None:
                try:
                    check_deal(rules, deal)
                except KolodaError as err:
                    raise _from_koloda(err, "no_deal") from err
        me = humans[0]
        seats[me]["name"] = ident.name
        token = new_token()
        row = TableRow(
            id=secrets.token_urlsafe(9), game=game.key, players=players,
            rules=rules.changed(),
            seed=deal if deal is not None else self.new_deal(game, rules),
            agent_seed=self.rng.randrange(1 << 31), options=options, seats=seats,
            invite=secrets.token_urlsafe(12))
        try:
            await in_thread(build_table, row, [])  # every check a table makes, before saving
        except KolodaError as err:
            raise _from_koloda(err) from err
        assert ident.name is not None
        await in_thread(self.store.create_table, row,
                        [SeatRow(me, ident.name, token_hash(token), ident.pid)])
        await self.hub.get(row.id)  # seated, and the computers start
        return JsonOut({"id": row.id, "seat": me, "token": token, "invite": row.invite})

    def new_deal(self, game: Game, rules: Rules) -> int:
        """A seed for a new table: for a solitaire with a numbering (FreeCell's Microsoft
        deals), one of its deal numbers, since the page shows the seed as the deal."""
        deal_range = getattr(game, "deal_range", None)
        span = deal_range(rules) if deal_range is not None else None
        while True:
            seed = self.rng.randrange(1 << 31)
            if span is None or span[0] <= seed <= span[1]:
                return seed

    async def join(self, request: Request) -> Response:
        ident = self.named(request)
        table_id = request.path_params["id"]
        body = await read_json(request)
        invite = body.get("invite") if isinstance(body, dict) else None
        if not (isinstance(invite, str) and 1 <= len(invite) <= 64):
            raise _bad("send {\"invite\": ...}", "пришлите {\"invite\": ...}")
        if not _valid_id(table_id):
            raise ApiError("not_found", 404)
        token = new_token()
        assert ident.name is not None
        try:
            seat, changed = await in_thread(self.store.take_seat, table_id, invite, ident.pid,
                                            ident.name, token_hash(token))
        except Refused as err:
            raise ApiError(err.code, err.status) from err
        room = self.hub.rooms.get(table_id)
        if room is not None:  # a new name to show, or a retired token's sockets to close
            await room.sync(None, watch=False)
            if changed and room.table_moves():
                room.kick()
        return JsonOut({"seat": seat, "token": token})

    async def abandon(self, request: Request) -> Response:
        """Close a table for good: asked by a person seated at it (the seat token in the
        body, else the cookie's player). Nobody wins, nothing is counted, every seat's
        page is sent the closed table, and it leaves every list of open tables."""
        table_id = request.path_params["id"]
        body = await read_json(request)
        if not isinstance(body, dict) or not set(body) <= {"token"}:
            raise _bad("send {\"token\"?: ...}", "пришлите {\"token\"?: ...}")
        token = body.get("token")
        if token is not None and not (isinstance(token, str) and 1 <= len(token) <= 64):
            raise _bad("'token' must be a seat token", "'token' — ключ места")
        if not _valid_id(table_id):
            raise ApiError("not_found", 404)
        room = await self.hub.get(table_id)
        if room is None:
            raise ApiError("not_found", 404)
        ident = self.ident(request)
        if token is None and ident is None:
            raise ApiError("not_your_table", 403)
        hashed = token_hash(token) if token is not None else None
        try:
            seat = await room.abandon(hashed, ident.pid if ident is not None else None)
        except Refused as err:
            raise ApiError(err.code, err.status) from err
        self.hub.forget(room)
        return JsonOut({"id": table_id, "seat": seat, "status": "abandoned"})

    async def mine(self, request: Request) -> Response:
        """The cookie's player's live tables: open, not over, with a person's seat."""
        ident = self.ident(request)
        if ident is None:
            return JsonOut([])
        lang = self.lang_of(request, ident)
        out = []
        for row, seat in await in_thread(self.store.tables_of_player, ident.pid):
            if not any(s.get("kind") == HUMAN for s in row.seats):
                continue  # the computers' own table: nobody's to close or play
            room = await self.hub.get(row.id)
            if room is None or room.ended:
                continue
            t = room.table
            to_move = t.to_move()
            out.append({"id": row.id, "game": row.game, "players": row.players,
                        "names": t.names(lang), "seat": seat,
                        "to_move": to_move if to_move >= 0 else None,
                        "waiting": t.waiting_for_human(), "over": t.over,
                        "updated": _iso(row.updated_at)})
        return JsonOut(out)

    # --- records ------------------------------------------------------------------------

    async def records(self, request: Request) -> Response:
        if request.method == "POST":
            return await self.import_record(request)
        q = request.query_params
        name = q.get("name") or None
        game = q.get("game") or None
        if name is not None and len(name) > 40:
            raise _bad("'name' is at most 40 characters", "'name' — не длиннее 40 знаков")
        if game is not None:
            game = _game(game).key
        limit = self._int_param(q.get("limit"), 50, 1, 200, "limit")
        offset = self._int_param(q.get("offset"), 0, 0, 1_000_000, "offset")
        lang = self.lang_of(request, self.ident(request))
        rows = await in_thread(self.store.records, name, game, limit, offset)
        return JsonOut([{
            "id": r.id, "game": r.game, "players": r.players,
            "names": names_of(r.seats, r.players, lang), "finished_at": _iso(r.finished_at),
            "winners": r.winners or [], "source": r.source,
            "took_back": r.rewound > 0} for r in rows])

    @staticmethod
    def _int_param(value: str | None, default: int, lo: int, hi: int, name: str) -> int:
        if value is None or value == "":
            return default
        if not (value.isascii() and value.isdigit() and len(value) <= 9
                and lo <= int(value) <= hi):
            raise _bad(f"'{name}' must be {lo} to {hi}", f"'{name}' — от {lo} до {hi}")
        return int(value)

    async def record(self, request: Request) -> Response:
        table_id = request.path_params["id"]
        if not _valid_id(table_id):
            raise ApiError("no_record", 404)
        got = await in_thread(self.store.load, table_id)
        if got is None or got[0].status != "finished":
            raise ApiError("no_record", 404)
        row, steps = got
        table = await in_thread(build_table, row, steps)
        return JsonOut(table.record())

    async def record_step(self, request: Request) -> Response:
        """A finished game's position after ``n`` actions as one seat (or a spectator)
        saw it: a ``state`` frame with the log up to there (the record viewer)."""
        table_id = request.path_params["id"]
        if not _valid_id(table_id):
            raise ApiError("no_record", 404)
        n = self._int_param(request.path_params["n"], 0, 0, 10_000_000, "n")
        seat_text = request.query_params.get("seat", "")
        lang = self.lang_of(request, self.ident(request))
        viewer: int | None = None
        every_hand = seat_text == "all"  # «глазами всех»: a spectator's view, hands open
        if seat_text not in ("", "all"):
            viewer = self._int_param(seat_text, 0, 0, 5, "seat")

        def frame_of(table: Table) -> dict[str, Any]:
            if viewer is not None and viewer >= table.players:
                raise _bad("'seat' is not a seat of this game", "'seat' — нет такого места")
            frame = state_frame(table, table_id, viewer, lang, len(table.state.history), 0,
                                [True] * table.players, set(), 0)
            if every_hand:
                frame["picture"] = table.open_picture(lang).to_json()  # a finished game's record
            return frame

        frame = await in_thread(self.replays.position, table_id, n, frame_of)
        if frame is None:
            raise ApiError("no_record", 404)
        return JsonOut(frame)

    async def import_record(self, request: Request) -> Response:
        data = await read_json(request, MAX_RECORD)
        try:
            table = await in_thread(_replay_import, data)
        except KolodaError as err:
            raise _from_koloda(err, "bad_record") from err
        if not table.over:
            raise ApiError("unfinished", 400)
        if not -MAX_SEED <= table.seed <= MAX_SEED or not -MAX_SEED <= table.agent_seed <= MAX_SEED:
            raise ApiError("bad_record", 400, detail_en="the seed is out of range",
                           detail_ru="номер раздачи вне допустимого диапазона")
        deals = data.get("deals") if data.get("seed") is None else None
        seats = [s.to_json() for s in table.seats]
        row = TableRow(id=secrets.token_urlsafe(9), game=table.game.key,
                       players=table.players, rules=table.rules.changed(), seed=table.seed,
                       agent_seed=table.agent_seed,
                       options={"auto_forced": table.options.auto_forced,
                                "undo": table.options.undo},
                       seats=seats, deals=deals, status="finished", source="import",
                       result=table.state.result(), winners=table.winners(),
                       rewound=1 if table.took_back else 0)  # "a move was taken back"
        steps = [action_row(table, e) for e in table.log]
        figures = seat_stats(table)
        names = table.names("ru")
        seat_rows = [SeatRow(s, names[s], stats=figures[s]) for s in range(table.players)]
        await in_thread(self.store.import_table, row, seat_rows, steps)
        return JsonOut({"id": row.id})

    # --- stats --------------------------------------------------------------------------

    async def stats(self, request: Request) -> Response:
        ident = self.ident(request)
        name = request.query_params.get("name") or (ident.name if ident else None)
        if not name:
            raise _bad("give ?name=", "укажите ?name=")
        if len(name) > 40:
            raise _bad("'name' is at most 40 characters", "'name' — не длиннее 40 знаков")
        rows = await in_thread(self.store.stats_rows, name)
        return JsonOut({"name": name, "games": aggregate(rows)})

    async def patience_stats(self, request: Request) -> Response:
        """The cookie's player's solitaire figures (none without a cookie)."""
        ident = self.ident(request)
        games = await in_thread(self.store.patience_figures, ident.pid) if ident else {}
        return JsonOut({"games": games})

    # --- fortune tellings ----------------------------------------------------------------

    async def tellings(self, request: Request) -> Response:
        return JsonOut(_tellings_json())

    async def library(self, request: Request) -> Response:
        """The rules library: the families and every entry, with what «Играть» opens.
        Sent gzipped when the browser takes it (the whole library is some 400 KB of text,
        a tenth of that compressed), and cacheable: it changes only with the version."""
        plain, packed = _library_bytes()
        headers = {"Cache-Control": "public, max-age=3600", "Vary": "Accept-Encoding"}
        if "gzip" in request.headers.get("accept-encoding", ""):
            headers["Content-Encoding"] = "gzip"
            return Response(packed, media_type="application/json", headers=headers)
        return Response(plain, media_type="application/json", headers=headers)

    async def tell(self, request: Request) -> Response:
        """One reading: ``?seed=&name=&portrait=&pick=`` (each optional, as the telling
        takes them). Every refusal is a JSON error in both languages."""
        from koloda.games.tellings import get_telling

        key = request.path_params["key"]
        q = request.query_params
        extra = sorted(set(q) - {"seed", "name", "portrait", "pick", "lang"})
        if extra:
            raise _bad(f"unknown parameter '{extra[0][:40]}'",
                       f"неизвестный параметр «{extra[0][:40]}»")
        given: dict[str, str | None] = {}
        for name in ("seed", "name", "portrait", "pick"):
            value = q.get(name)
            if value is not None and len(value) > MAX_TELL_PARAM:
                raise _bad(f"'{name}' is at most {MAX_TELL_PARAM} characters",
                           f"'{name}' — не длиннее {MAX_TELL_PARAM} знаков")
            given[name] = (value.strip() or None) if value is not None else None
        if len(key) > 40:
            raise ApiError("no_telling", 404, detail_en="unknown telling",
                           detail_ru="неизвестное гадание")
        try:
            telling = get_telling(key)
        except KolodaError as err:
            raise ApiError("no_telling", 404, detail_en=err.en, detail_ru=err.ru) from err
        opts = {k: v for k, v in given.items() if k != "seed" and v is not None}
        try:
            reading = await in_thread(lambda: telling.lay(given["seed"], **opts))
        except KolodaError as err:
            raise ApiError("bad_telling", 400, detail_en=err.en, detail_ru=err.ru) from err
        lang = self.lang_of(request, self.ident(request))
        out = reading.to_json()
        out["lang"] = lang
        out["lines"] = reading.text(lang)
        out["picture"] = reading.picture(lang).to_json()
        return JsonOut(out)

    # --- the WebSocket ------------------------------------------------------------------

    def origin_ok(self, ws: WebSocket) -> bool:
        origin = ws.headers.get("origin")
        if not origin or origin in self.allowed_origins:
            return True
        host = ws.headers.get("host", "")
        return urlsplit(origin).netloc.lower() == host.lower()

    async def websocket(self, ws: WebSocket) -> None:
        if not self.origin_ok(ws):
            await ws.close(1008)  # another site's page: refused before the handshake
            return
        await ws.accept()
        conn = Conn(ws, self.ident(ws), self.hub.frame_rate)
        writer = asyncio.create_task(conn.writer())
        table_id = ws.path_params.get("table_id", "")
        try:
            room = await self.hub.get(table_id) if _valid_id(table_id) else None
        except STORAGE_ERRORS:
            log.exception("table %s: the database cannot be read", table_id)
            conn.error("storage")
            conn.close(1011)  # the page reconnects later
            await writer
            return
        try:
            if room is None:
                conn.error("not_found")
                conn.close(4404)
                await writer
                return
            while not conn.closed:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                await self.on_frame(conn, room, message.get("text"), message.get("bytes"))
                if room.closed:  # dropped after a failed write: reconnect to a fresh room
                    break
        except WebSocketDisconnect:
            pass
        finally:
            conn.closed = True
            if room is not None and conn in room.conns:
                await room.leave(conn)
            if not writer.done():
                conn.queue.put_nowait(1000)
                try:
                    await asyncio.wait_for(writer, 1.0)
                except (TimeoutError, asyncio.CancelledError, Exception):
                    writer.cancel()

    async def on_frame(self, conn: Conn, room: Any, text: str | None,
                       data: bytes | None) -> None:
        if conn.closed:  # closed by the server (a retired seat token): read no further
            return
        if not conn.allow():
            if conn.refused >= FLOOD_CLOSE:
                log.warning("closing a connection that floods table frames")
                conn.close(1008)
            elif conn.refused == 1:  # said once per burst, not once per refused frame
                conn.error("rate_limited", rate=round(conn.rate))
            return
        try:
            frame = protocol.parse(text if text is not None else (data or b""))
        except protocol.FrameError as err:
            conn.send(protocol.error_frame(err.code, err.message(conn.lang)))
            return
        try:
            if frame.type == "ping":
                conn.send({"type": "pong"})
            elif frame.type == "hello":
                if conn.greeted:
                    conn.error("hello_again")
                else:
                    await room.hello(conn, frame)
            elif not conn.greeted:
                conn.error("hello_first")
            elif frame.type == "act":
                await room.act(conn, frame)
            elif frame.type == "undo":
                await room.undo(conn, frame)
            elif frame.type == "redo":
                await room.redo(conn, frame)
            elif frame.type == "restart":
                await room.restart(conn, frame)
            elif frame.type == "hint":
                await room.hint(conn, frame)
            elif frame.type == "lang":
                await room.set_lang(conn, frame.lang or "ru")
            elif frame.type == "rematch":
                await room.rematch(conn, frame)
        except Exception:
            log.exception("table %s: frame %r failed", room.id, frame.type)
            conn.error("internal")


class Replays:
    """Finished games being stepped through: a few tables kept replayed so stepping
    forward costs one action, not the whole game."""

    def __init__(self, store: Store, size: int = 16) -> None:
        self.store = store
        self.size = size
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, _Replay] = OrderedDict()

    def position(self, table_id: str, n: int, fn: Callable[[Table], T]) -> T | None:
        """``fn`` of the record's table after ``n`` actions (None: no finished game)."""
        with self._lock:
            cached = self._tables.get(table_id)
            if cached is not None:
                self._tables.move_to_end(table_id)
        if cached is None:
            got = self.store.load(table_id)
            if got is None or got[0].status != "finished":
                return None
            row, steps = got
            cached = _Replay(row, steps, build_table(row, []), threading.Lock())
            with self._lock:
                self._tables[table_id] = cached
                while len(self._tables) > self.size:
                    self._tables.popitem(last=False)
        with cached.lock:
            n = min(n, len(cached.steps))
            if len(cached.table.state.history) > n:
                cached.table = build_table(cached.row, [])
            replay_steps(cached.table, cached.steps[len(cached.table.state.history):n])
            return fn(cached.table)


@dataclass
class _Replay:
    row: TableRow
    steps: list[ActionRow]
    table: Table
    lock: threading.Lock


def _replay_import(data: Any) -> Table:
    """A record to import, replayed by the table layer (every step checked)."""
    from koloda.engine import records

    data = records.validate(data)
    seats_json = data.get("seats")
    names = data.get("names")
    seats: list[Seat] | None = None
    if not seats_json:
        players = data["players"]
        seats = [Seat() if s == 0 else Seat(COMPUTER) for s in range(players)]
    else:
        seats = [Seat.from_json(s) for s in seats_json]
    if isinstance(names, list) and len(names) == len(seats):
        seats = [Seat(s.kind, s.agent, s.name or str(n)) for s, n in zip(seats, names,
                                                                          strict=True)]
    try:
        return Table.from_record(data, seats=seats)
    except KolodaError:
        raise
    except (TypeError, ValueError, KeyError, IndexError) as err:
        raise RecordError(f"the record does not replay: {err}",
                          f"запись не воспроизводится: {err}") from err


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return error_response(exc.code, exc.status, **exc.fmt)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = {404: "no_path"}.get(exc.status_code, "bad_request")
    if code == "bad_request":
        return error_response(code, exc.status_code, detail_en=str(exc.detail),
                              detail_ru=str(exc.detail))
    return error_response(code, exc.status_code)


async def _storage_error(conn: Request | WebSocket, exc: Exception) -> Response | None:
    """The database (or the disk under it) failed: a full disk, a damaged or locked
    file, a lost connection. The transaction was rolled back, so nothing changed; the
    answer is the protocol's JSON error (a socket is closed with 1011, the page
    reconnects), and the log keeps the cause."""
    log.error("%s %s: storage failed: %s", conn.scope.get("method", "WebSocket"),
              conn.url.path, exc, exc_info=exc)
    if isinstance(conn, WebSocket):
        with contextlib.suppress(Exception):
            await conn.close(1011)
        return None
    return error_response("storage", 503)


async def _server_error(request: Request, exc: Exception) -> Response:
    log.exception("request %s %s failed", request.method, request.url.path, exc_info=exc)
    return error_response("internal", 500)


def create_app(db_url: str | None = None, *, secret: str | None = None,
               delay_ms: int = DEFAULT_DELAY_MS, data_dir: Path | None = None,
               migrate: bool = True, static_dir: Path | None = None,
               rng: random.Random | None = None, listen: bool | None = None,
               allowed_origins: Sequence[str] = (),
               frame_rate: float = FRAME_RATE, watch_s: float = WATCH_S) -> Starlette:
    """The application. ``db_url``: SQLAlchemy URL (default: a SQLite file in the data
    folder); ``migrate``: run the Alembic migrations at start; ``listen``: LISTEN for the
    other processes' changes (default: on with PostgreSQL); ``rng``: seeds of new tables
    (tests pass a seeded one); ``frame_rate``: the frames a second one connection may
    send on average (tests that fire frames as fast as they can raise it); ``watch_s``:
    after a move, the least time between two state frames to a connection not asked to
    move (0: a frame after every move)."""
    data = data_dir or default_data_dir()
    url = db_url or default_db_url(data)
    store = Store(url)
    hub = Hub(store, delay_ms, rng)
    hub.frame_rate = frame_rate
    hub.watch_s = watch_s
    server = Server(store, hub, Signer(load_secret(data, secret)), static_dir or STATIC,
                    allowed_origins, rng or random.SystemRandom())
    if listen is None:
        listen = store.postgres

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if migrate:
            from koloda.web.migrate import upgrade

            await in_thread(upgrade, store.url)
        listener = None
        if listen:
            from koloda.web.notify import Listener

            listener = Listener(store.url, hub.notified, hub.resync_all)
            hub.listening = True
            listener.start()
            try:
                await asyncio.wait_for(listener.ready.wait(), 10)
            except TimeoutError:
                log.warning("LISTEN is not ready yet; other processes' moves may lag")
        await hub.start()
        sweeper = asyncio.create_task(hub.sweep_forever())
        try:
            yield
        finally:
            sweeper.cancel()
            await hub.stop()
            if listener is not None:
                await listener.stop()
            store.close()

    routes = [
        Route("/", server.index),
        Route("/api/me", server.me, methods=["GET", "POST"]),
        Route("/api/games", server.games),
        Route("/api/tables", server.create_table, methods=["POST"]),
        Route("/api/tables/mine", server.mine),
        Route("/api/tables/{id}/join", server.join, methods=["POST"]),
        Route("/api/tables/{id}/abandon", server.abandon, methods=["POST"]),
        Route("/api/records", server.records, methods=["GET", "POST"]),
        Route("/api/records/{id}", server.record),
        Route("/api/records/{id}/steps/{n}", server.record_step),
        Route("/api/stats", server.stats),
        Route("/api/patience/stats", server.patience_stats),
        Route("/api/tellings", server.tellings),
        Route("/api/tell/{key}", server.tell),
        Route("/api/rules/{game}", server.rules),
        Route("/api/library", server.library),
        WebSocketRoute("/ws/{table_id}", server.websocket),
        Mount("/static", StaticFiles(directory=static_dir or STATIC, check_dir=False),
              name="static"),
    ]
    # the storage handler serves sockets too (Starlette's type wants one or the other)
    handlers: dict[Any, Any] = {
        ApiError: _api_error, HTTPException: _http_error, SQLAlchemyError: _storage_error,
        OSError: _storage_error, Exception: _server_error}
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers=handlers)
    app.state.store = store
    app.state.hub = hub
    app.state.server = server
    return app
