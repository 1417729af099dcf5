"""Every error the server sends, in English and Russian, by code."""

from __future__ import annotations

from typing import Any

_TEXTS: dict[str, tuple[str, str]] = {
    # WebSocket frames
    "bad_json": ("the frame is not a JSON object", "кадр — не объект JSON"),
    "too_large": ("the frame is larger than {limit} bytes", "кадр больше {limit} байт"),
    "binary": ("only text frames are accepted", "принимаются только текстовые кадры"),
    "bad_frame": ("malformed frame: {detail_en}", "неверный кадр: {detail_ru}"),
    "unknown_type": ("unknown frame type {kind}", "неизвестный тип кадра {kind}"),
    "hello_first": ("send a hello frame first", "сначала пришлите кадр hello"),
    "rate_limited": ("too many frames: at most {rate} a second; this one was not read",
                     "слишком много кадров: не больше {rate} в секунду; этот не прочитан"),
    "moved": ("the table was put away and taken out again: reconnect",
              "стол убрали и достали снова: подключитесь заново"),
    "hello_again": ("hello was already received", "hello уже получен"),
    "bad_token": ("this seat token is not valid at this table",
                  "этот ключ места не подходит к этому столу"),
    "not_found": ("there is no such table", "такого стола нет"),
    "seat_retired": ("this seat was opened again with its invitation, and this page's key "
                     "to it no longer works: the seat is played there now",
                     "это место снова открыли по приглашению, и ключ этой страницы к нему "
                     "больше не действует: за место теперь играют там"),
    "spectator": ("a spectator cannot do this", "зритель не может этого сделать"),
    "not_your_move": ("it is not your move: {who} is to move",
                      "сейчас не ваш ход: ходит {who_ru}"),
    "no_move": ("no one is to move now", "сейчас никто не ходит"),
    "stale": ("the table has changed since you looked (version {seen}, now {now}): "
              "look again", "стол изменился (версия {seen}, теперь {now}): посмотрите снова"),
    "over": ("the game is over", "игра окончена"),
    "abandoned": ("this table was closed: the game is not played on",
                  "этот стол закрыт: партия не доигрывается"),
    "no_undo": ("there is nothing to take back here", "здесь нечего отменить"),
    "no_redo": ("there is nothing to play again here", "здесь нечего вернуть"),
    "no_restart": ("this deal cannot be started again here",
                   "эту раздачу здесь нельзя начать заново"),
    "hints_off": ("hints show cards, so at a table of several people they are off unless "
                  "its creator allowed them", "подсказки показывают карты, поэтому за столом "
                  "нескольких людей они выключены, если создатель стола их не разрешил"),
    "hint_used": ("{who} used a hint ({kind})", "{who} берёт подсказку ({kind})"),
    "hint_busy": ("a hint is already being worked out: wait for it",
                  "подсказка уже готовится: подождите"),
    "conflict": ("the table was changed elsewhere: look again",
                 "стол изменили в другом месте: посмотрите снова"),
    "internal": ("server error; the table is unchanged", "ошибка сервера; стол не изменён"),
    "storage": ("the server cannot write to its database now; nothing was changed: "
                "try again later", "сервер сейчас не может записать в свою базу; ничего "
                "не изменено — попробуйте позже"),
    "slow_down": ("too many frames: slow down", "слишком много кадров: помедленнее"),
    "not_over": ("the game is not over yet: one more game starts when it is",
                 "партия ещё не окончена: сыграть ещё раз можно после её конца"),
    "already_agreed": ("you have agreed already: waiting for the others",
                       "вы уже согласились: ждём остальных"),
    "no_offer": ("nobody has offered to play again", "сыграть ещё раз никто не предлагал"),
    "same_deal": ("only a solitaire can deal the same cards again",
                  "ту же раздачу ещё раз можно только в пасьянсе"),
    "rematch_offer": ("{who} wants to play again; waiting for: {waiting}",
                      "{who} хочет сыграть ещё раз; ждём ответа: {waiting}"),
    "rematch_declined": ("{who} does not want to play again",
                         "{who} не хочет играть ещё раз"),
    # texts of a state frame's picture set by the server
    "forced_yours": ("your only move is being played for you",
                     "ваш единственный возможный ход делается сам"),
    "hint_move": ("Hint", "Подсказка"),
    "hint_winnable": ("Can it be won?", "Сойдётся?"),
    "abandoned_by_you": ("You closed this table: the game was broken off, nobody won",
                         "Вы закрыли стол: партия прервана, победителей нет"),
    "abandoned_by": ("{who} closed this table: the game was broken off, nobody won",
                     "Стол закрыт игроком {who_ru}: партия прервана, победителей нет"),
    # HTTP
    "no_name": ("choose a name first", "сначала выберите имя"),
    "bad_name": ("a name is 1 to 40 characters without control characters",
                 "имя — от 1 до 40 знаков без управляющих символов"),
    "bad_lang": ("lang must be 'ru' or 'en'", "язык — 'ru' или 'en'"),
    "bad_request": ("bad request: {detail_en}", "неверный запрос: {detail_ru}"),
    "not_json": ("send JSON (Content-Type: application/json)",
                 "пришлите JSON (Content-Type: application/json)"),
    "body_too_large": ("the request is larger than {limit} bytes",
                       "запрос больше {limit} байт"),
    "bad_invite": ("this invitation is not valid", "это приглашение недействительно"),
    "no_seat": ("every seat at this table is taken", "все места за этим столом заняты"),
    "finished": ("the game at this table is over", "игра за этим столом окончена"),
    "not_your_table": ("this is not your table: only a person seated at it can close it",
                       "это не ваш стол: закрыть его может только тот, кто за ним сидит"),
    "no_record": ("there is no such finished game", "такой оконченной партии нет"),
    "bad_record": ("{detail_en}", "{detail_ru}"),
    "unfinished": ("only finished games can be imported",
                   "загрузить можно только оконченную партию"),
    "no_game": ("unknown game {game}", "неизвестная игра {game}"),
    "no_deal": ("{detail_en}", "{detail_ru}"),
    "no_telling": ("{detail_en}", "{detail_ru}"),
    "bad_telling": ("{detail_en}", "{detail_ru}"),
    "page_missing": ("the page is not installed", "страница не установлена"),
    "no_path": ("there is nothing at this address", "по этому адресу ничего нет"),
}


def texts(code: str, **fmt: Any) -> tuple[str, str]:
    """(English, Russian) for ``code``; ``who``/``who_ru``, ``detail_en``/``detail_ru``
    and the like fill the placeholders."""
    en, ru = _TEXTS.get(code, _TEXTS["internal"])
    fmt.setdefault("who_ru", fmt.get("who", ""))
    fmt.setdefault("detail_ru", fmt.get("detail_en", ""))
    try:
        return en.format(**fmt), ru.format(**fmt)
    except (KeyError, IndexError, ValueError):
        return en, ru


def text(code: str, lang: str, **fmt: Any) -> str:
    en, ru = texts(code, **fmt)
    return ru if lang == "ru" else en
