"""Тысяча house rules as data: the app's 46 agreements plus the options the other
texts name, each a typed key with a one-line description in Russian and English.

The rules and every reading made where the source texts are vague are written down in
the project's docs/rules.md (section «Тысяча») and the docstring of :mod:`.state`.
Core rules (deck, marriages, bidding, rounding, bolts, barrel, ...) are always on; the
keys below switch the variations. Defaults reproduce the app ("app" preset).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, check_seat_rule, rule


@dataclass(frozen=True)
class TysyachaRules(Rules):
    # 1. Restrictions -----------------------------------------------------------------
    barrel_knock_off: bool = rule(
        False, en="a player climbing the barrel knocks off (−penalty) whoever already sits there",
        ru="кто влез на бочку, сбрасывает с неё сидящих (им −штраф)")
    one_on_barrel: bool = rule(
        False, en="players who climb the barrel in the same deal all get −penalty",
        ru="если на бочку влезли двое или трое сразу, все получают −штраф")
    talon_hidden_at_100: bool = rule(
        False, en="a talon taken at 100 without bidding is not shown; gifts go face down",
        ru="прикуп, взятый на 100 без торга, не показывается; снос рубашкой вверх")
    discard_face_down: bool = rule(
        False, en="the two given cards go face down (each receiver sees only his own)",
        ru="снос втёмную: каждый видит только отданную ему карту")
    round_declarer_points: bool = rule(
        False, en="the declarer's points are rounded before comparing with the contract",
        ru="очки при своей игре округляются перед сравнением с заказом")
    more_than_1000: bool = rule(
        False, en="from the barrel one needs a contract of 125 (105 with barrel 900) to win",
        ru="с бочки для победы нужно сыграть не менее 125 (105 при бочке 900)")
    no_jumps: bool = rule(
        False, en="no jumps in bidding: each raise is exactly +5",
        ru="прыжки в торговле запрещены: повышать только на 5")
    barrel_900: bool = rule(
        False, en="the barrel is at 900 instead of 880", ru="бочка с 900 вместо 880")

    # 2. Penalties --------------------------------------------------------------------
    silence_below: int | None = rule(
        None, lo=-1000, hi=1000, step=5, optional=True,
        en="silence: a player whose score is below this always passes (none = off)",
        ru="молчание: игрок со счётом ниже этого всегда пасует (none — выкл.)")
    samosval: bool = rule(
        False, en="samosval: a score of exactly 555 after a deal drops to 0",
        ru="самосвал: ровно 555 после кона обнуляются")
    negative_samosval: bool = rule(
        False, en="negative samosval: a score of exactly −555 after a deal becomes 0",
        ru="отрицательный самосвал: ровно −555 после кона обнуляются")
    three_bolts_in_row: bool = rule(
        False, en="three bolts in consecutive deals cost the penalty",
        ru="три болта подряд — штраф")
    three_bolts_per_game: bool = rule(
        True, en="every third bolt in the game costs the penalty (the count restarts)",
        ru="каждый третий болт за игру — штраф (счёт болтов начинается заново)")
    three_barrels: bool = rule(
        False, en="the third fall from the barrel sets the score to 0",
        ru="третий слёт с бочки обнуляет счёт")
    bolt_not_on_own_game: bool = rule(
        False, en="a declarer who takes no trick gets no bolt (and his deal does not count "
        "for bolts in a row)",
        ru="болт на своей игре не считается (и не идёт в счёт болтов подряд)")
    penalty: int = rule(
        120, lo=0, hi=1000, step=5, en="the penalty used by every rule above",
        ru="сумма штрафа для всех правил выше")

    # 3. Redeal -------------------------------------------------------------------------
    redeal_talon_below: int | None = rule(
        None, lo=1, hi=40, optional=True,
        en="the declarer may ask a redeal if the talon is worth fewer points (none = off)",
        ru="пересдача, если в прикупе меньше очков (none — выкл.)")
    redeal_hand_below: int | None = rule(
        None, lo=1, hi=60, optional=True,
        en="a player may ask a redeal if his dealt hand is worth fewer points (none = off)",
        ru="пересдача, если на руках после раздачи меньше очков (none — выкл.)")
    redeal_four_nines_hand: bool = rule(
        False, en="a player with four nines in his dealt hand may ask a redeal",
        ru="пересдача при четырёх девятках после раздачи")
    redeal_two_nines_talon: bool = rule(
        False, en="the declarer may ask a redeal if the talon holds two nines",
        ru="пересдача при двух девятках в прикупе")
    redeal_four_nines_after_discard: bool = rule(
        False, en="a player holding four nines after the talon and the gifts may ask a redeal",
        ru="пересдача при четырёх девятках после сноса")
    redeal_talon_only_at_100: bool = rule(
        False, en="talon redeals only when the talon was taken at 100 without bidding",
        ru="пересдача по прикупу только при прикупе на 100 без торга")
    redeal_three_nines_hand: bool = rule(
        False, en="a player with three nines in his dealt hand may ask a redeal",
        ru="пересдача при трёх девятках на руках")
    redeal_four_jacks_hand: bool = rule(
        False, en="a player with four jacks in his dealt hand may ask a redeal",
        ru="пересдача при четырёх валетах на руках")
    redeal_three_jacks_talon: bool = rule(
        False, en="the declarer may ask a redeal if the talon holds three jacks",
        ru="пересдача при трёх валетах в прикупе")

    # 4. Roospis -------------------------------------------------------------------------
    roospis_60: bool = rule(
        False, en="roospis: each opponent gets 60 instead of half the contract",
        ru="роспись: соперникам по 60, а не по половине заказа")
    roospis_no_deduct: bool = rule(
        False, en="roospis: the declarer loses nothing",
        ru="роспись: заказ у расписавшего не вычитается")
    roospis_third_penalty: bool = rule(
        False, en="every third roospis of a player also costs him the penalty",
        ru="каждая третья роспись игрока — ещё и штраф")
    roospis_max_three: bool = rule(
        False, en="at most three roospis per player per game",
        ru="не более трёх росписей за игру")
    roospis_on_barrel: bool = rule(
        False, en="roospis allowed while someone is on the barrel (needs roospis_no_deduct)",
        ru="роспись, когда кто-то на бочке (нужно roospis_no_deduct)")
    roospis_on_golden: bool = rule(
        False, en="roospis allowed in the golden round (needs roospis_no_deduct)",
        ru="роспись на золотом коне (нужно roospis_no_deduct)")

    # 5. Golden round --------------------------------------------------------------------
    golden: bool = rule(
        False, en="golden round: in the first deals each first hand plays 120, all doubled",
        ru="золотой кон: первые раздачи каждая первая рука играет 120, всё вдвойне")
    golden_reset_scores: bool = rule(
        False, en="golden round: if nobody made 120, scores go to 0 and normal play begins",
        ru="золотой кон: если никто не сыграл 120, счёт обнуляется и игра идёт обычно")
    golden_raise: bool = rule(
        False, en="golden round: the declarer may raise above 120",
        ru="золотой кон: можно повышать заказ выше 120")
    golden_double_bolts: bool = rule(
        False, en="a bolt in a golden deal counts as two",
        ru="болт на золотом коне считается за два")
    golden_double_marriages: bool = rule(
        False, en="golden round: declared marriages are doubled too",
        ru="золотой кон: объявленные марьяжи тоже удваиваются")

    # 6. Dark ------------------------------------------------------------------------------
    dark: bool = rule(
        False, en="the first hand may play dark (120, unseen) for double points",
        ru="игра втёмную: первая рука может заказать 120 не глядя, очки вдвойне")
    dark_hide_talon: bool = rule(
        False, en="dark: the given cards go face down (dark play already does so here)",
        ru="втёмную: снос рубашкой вверх (при тёмной игре и так рубашкой вверх)")
    dark_not_on_barrel: bool = rule(
        False, en="no dark while anyone is on the barrel",
        ru="не темнить, когда кто-то на бочке")
    dark_allow_roospis: bool = rule(
        False, en="the dark declarer may concede (−240)",
        ru="втёмную можно расписать (−240)")
    dark_unblind: bool = rule(
        False, en="a player holding a marriage may bid 125 to cancel the dark",
        ru="растемнение: игрок с марьяжем может объявить 125 и отменить тёмную")
    dark_unblind_no_bidding: bool = rule(
        False, en="the unblinding player takes the talon at 125 at once",
        ru="растемнять без торга: растемнивший сразу берёт прикуп на 125")
    dark_max_240: bool = rule(
        False, en="a successful dark declarer scores at most 240",
        ru="втёмную не более 240")
    dark_double_bolts: bool = rule(
        False, en="a bolt in a dark deal counts as two",
        ru="болт при игре втёмную считается за два")

    # 7. Trumps ----------------------------------------------------------------------------
    declare_on_first_lead: bool = rule(
        False, en="a marriage may be declared before winning a trick",
        ru="можно хвалить с первого хода")
    bid_over_120_without_marriage: bool = rule(
        False, en="bids above 120 without a marriage (300 stays the cap)",
        ru="торг больше 120 без марьяжа (не выше 300)")
    ace_marriage: bool = rule(
        False, en="ace marriage: four aces, declared on a lead, score 200",
        ru="тузовый марьяж: четыре туза, объявленные заходом, — 200")
    no_lead_others_trump: bool = rule(
        False, en="no leading another player's trump on one's first lead after taking a trick",
        ru="не ходить с чужих козырей первым ходом после взятки")
    must_lead_trump: bool = rule(
        False, en="on one's first lead after taking a trick, a trump must be led if held",
        ru="первым ходом после взятки обязательно ходить с козыря, если он есть")

    # 8. Extra -----------------------------------------------------------------------------
    four_nines_bonus: bool = rule(
        False, en="a player holding four nines after the gifts gets +120",
        ru="бонус 120 за четыре девятки после сноса")

    # Safety -------------------------------------------------------------------------------
    max_deals: int = rule(
        100, lo=1, hi=10_000,
        en="safety limit: after this many played deals the game ends, the highest score wins",
        ru="предел: после стольких сыгранных раздач игра кончается, побеждает лучший счёт")

    # Table settlement and single-player helps ------------------------------------------
    stake: int = rule(
        0, lo=0, hi=1_000_000, en="stake (bank): the winner takes it, the third place pays "
        "(0 = off)", ru="банк: победитель забирает, третье место платит (0 — выкл.)")
    hints_hands: int = rule(
        1, lo=0, hi=99, en="hints per player: show the opponents' cards",
        ru="подсказок на игрока: показать карты соперников")
    hints_talon_suits: int = rule(
        1, lo=0, hi=99, en="hints per player: show the suits of the talon",
        ru="подсказок на игрока: показать масти прикупа")
    hints_talon_card: int = rule(
        1, lo=0, hi=99, en="hints per player: show one talon card of one's choice",
        ru="подсказок на игрока: показать одну карту прикупа на выбор")
    first_dealer: int | None = rule(
        None, lo=1, hi=4, optional=True,
        en="who deals first: a seat, counted from 1 (none: by lot); «one more game» "
           "passes the deal on to the seat after the last dealer",
        ru="кто сдаёт первым: номер места с 1 (не задано — по жребию); «ещё раз» "
           "передаёт сдачу следующему за последним сдававшим")

    def check_players(self, players: int) -> None:
        check_seat_rule(self, "first_dealer", players)

    def check(self) -> None:
        needs = (
            ("roospis_on_barrel", "roospis_no_deduct"),
            ("roospis_on_golden", "roospis_no_deduct"),
            ("roospis_on_golden", "golden"),
            ("golden_reset_scores", "golden"),
            ("golden_raise", "golden"),
            ("golden_double_bolts", "golden"),
            ("golden_double_marriages", "golden"),
            ("dark_hide_talon", "dark"),
            ("dark_not_on_barrel", "dark"),
            ("dark_allow_roospis", "dark"),
            ("dark_unblind", "dark"),
            ("dark_unblind_no_bidding", "dark_unblind"),
            ("dark_max_240", "dark"),
            ("dark_double_bolts", "dark"),
            ("redeal_talon_only_at_100", "redeal_talon"),
        )
        for key, needed in needs:
            if getattr(self, key) and not self._on(needed):
                raise RuleError(
                    f"rule '{key}' needs '{needed}' to be on",
                    f"правило «{key}» требует включить «{needed}»")
        if self.no_lead_others_trump and self.must_lead_trump:
            raise RuleError(
                "rules 'no_lead_others_trump' and 'must_lead_trump' conflict: one forbids "
                "leading another's trump, the other demands a trump lead; turn one off",
                "правила «no_lead_others_trump» и «must_lead_trump» противоречат друг другу: "
                "одно запрещает ходить с чужого козыря, другое требует ходить с козыря")

    def _on(self, key: str) -> bool:
        if key == "redeal_talon":
            return (self.redeal_talon_below is not None or self.redeal_two_nines_talon
                    or self.redeal_three_jacks_talon)
        value: Any = getattr(self, key)
        return bool(value)

    # derived values used by the state -------------------------------------------------
    @property
    def barrel_at(self) -> int:
        return 900 if self.barrel_900 else 880

    @property
    def win_target(self) -> int:
        return 1005 if self.more_than_1000 else 1000


# Presets (docs/rules.md, "House rules"). "app": the defaults (the Android app's rules).
# "table": the home rules of the 2–4 player rules text: barrel 880 with knock-off, all simultaneous climbers
# fall, more than 120 needed from the barrel, three barrels to zero, samosval at 555, the
# talon taken at 100 stays hidden, roospis gives 60 each, redeals for a hand under 14
# points or with four nines and for a talon under 5 points; ace marriage allowed.
# "classic": the rules summary printed with the app (after its licence): redeals for a hand
# under 13 points, three nines or four jacks, and for a talon under 5 points, two nines or
# three jacks; samosval at ±555; the talon at 100 hidden; one player on the barrel.
# "golden_dark": the app with the golden round and dark play (with unblinding) switched on.
PRESETS: dict[str, dict[str, Any]] = {
    "app": {},
    "table": {
        "barrel_knock_off": True,
        "one_on_barrel": True,
        "more_than_1000": True,
        "three_barrels": True,
        "samosval": True,
        "talon_hidden_at_100": True,
        "roospis_60": True,
        "redeal_hand_below": 14,
        "redeal_four_nines_hand": True,
        "redeal_talon_below": 5,
        "ace_marriage": True,
    },
    "classic": {
        "samosval": True,
        "negative_samosval": True,
        "talon_hidden_at_100": True,
        "barrel_knock_off": True,
        "redeal_hand_below": 13,
        "redeal_three_nines_hand": True,
        "redeal_four_jacks_hand": True,
        "redeal_talon_below": 5,
        "redeal_two_nines_talon": True,
        "redeal_three_jacks_talon": True,
    },
    "golden_dark": {
        "golden": True,
        "golden_double_bolts": True,
        "dark": True,
        "dark_unblind": True,
        "dark_allow_roospis": True,
        "dark_double_bolts": True,
    },
}
