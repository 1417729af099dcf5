"""Тысяча for people: the rules page in Russian and English (see engine/rulestext.py).

Written from the three Тысяча texts and their reading (the rules and state modules'
docstrings), in our own words; where the engine reads a vague text one way, the page
says what the engine does.
"""

from __future__ import annotations

from koloda.engine.rulestext import Pair, RulesText, section

_RULES: dict[str, Pair] = {
    # restrictions
    "barrel_knock_off": (
        "Кто залез на бочку, сталкивает с неё всех, кто там уже сидел: каждый из них "
        "получает штраф. Если на бочку влезли несколько человек в одной раздаче, друг "
        "друга они не сталкивают.",
        "Whoever climbs the barrel knocks off everyone already sitting on it, each of "
        "them paying the penalty. Players who climb in the same deal do not knock each "
        "other off."),
    "one_on_barrel": (
        "Если на бочку в одной раздаче влезли двое или трое, штраф получает каждый из них.",
        "If two or three players climb the barrel in the same deal, each of them pays "
        "the penalty."),
    "talon_hidden_at_100": (
        "Прикуп, взятый за 100 без торговли, не показывают, и отданные карты тоже идут "
        "рубашкой вверх.",
        "A talon taken at 100 without any bidding is not shown, and the given cards also "
        "go face down."),
    "discard_face_down": (
        "Две отданные соперникам карты передают рубашкой вверх: каждый видит только свою.",
        "The two cards given to the opponents go face down: each sees only his own."),
    "round_declarer_points": (
        "Очки заказавшего округляются так же, как у соперников, прежде чем их сравнят с "
        "заказом (на счёт идёт всё равно сам заказ).",
        "The declarer's points are rounded like the opponents' before they are compared "
        "with the contract (the score still changes by the contract itself)."),
    "more_than_1000": (
        "Чтобы выиграть с бочки, нужно сыграть заказ не меньше 125 (при бочке на 900 — "
        "не меньше 105).",
        "To win from the barrel one must make a contract of at least 125 (at least 105 "
        "with the barrel at 900)."),
    "no_jumps": (
        "В торговле нельзя прыгать: первая заявка — 100, каждая следующая ровно на 5 "
        "больше.",
        "No jumps in the bidding: the opening bid is 100 and each raise exactly 5 more."),
    "barrel_900": (
        "Бочка начинается с 900 очков, а не с 880.",
        "The barrel starts at 900 points instead of 880."),
    # penalties
    "silence_below": (
        "Молчание: игрок, у которого меньше очков, чем это число, не торгуется и всегда "
        "пасует. Если молчит первая рука, открывать за 100 должен следующий.",
        "Silence: a player whose score is below this number cannot bid and always "
        "passes. If the first hand is silenced, the duty to open at 100 passes on."),
    "samosval": (
        "Самосвал: у кого после раздачи ровно 555 очков, у того счёт обнуляется.",
        "Samosval (the dump truck): a score of exactly 555 after a deal drops to 0."),
    "negative_samosval": (
        "То же для минус 555: такой счёт после раздачи становится нулём.",
        "The same for minus 555: that score after a deal becomes 0."),
    "three_bolts_in_row": (
        "Три болта в трёх раздачах подряд стоят штрафа.",
        "Three bolts in three deals in a row cost the penalty."),
    "three_bolts_per_game": (
        "Каждый третий болт за игру стоит штрафа, после чего болты считаются заново. "
        "Включено по умолчанию.",
        "Every third bolt in the game costs the penalty, and the bolts are counted "
        "afresh. On by default."),
    "three_barrels": (
        "Кто третий раз слетает с бочки, у того счёт обнуляется.",
        "A player who falls off the barrel for the third time drops to 0."),
    "bolt_not_on_own_game": (
        "Заказавший, который не взял ни одной взятки, болта не получает, и его раздача "
        "не прерывает и не продолжает серию болтов подряд.",
        "A declarer who takes no trick gets no bolt, and his deal neither breaks nor "
        "extends a run of bolts in a row."),
    "penalty": (
        "Размер штрафа для всех правил, где он встречается (по умолчанию 120).",
        "The size of the penalty used by every rule that charges one (120 by default)."),
    # redeals
    "redeal_talon_below": (
        "Заказавший может попросить пересдачу, если в прикупе меньше очков, чем это "
        "число.",
        "The declarer may ask for a redeal if the talon is worth fewer points than this."),
    "redeal_hand_below": (
        "Игрок может попросить пересдачу до торговли, если сданные ему карты стоят меньше "
        "этого числа очков.",
        "A player may ask for a redeal before the bidding if his dealt cards are worth "
        "fewer points than this."),
    "redeal_four_nines_hand": (
        "Пересдача по просьбе игрока, которому сдали четыре девятки.",
        "A player dealt four nines may ask for a redeal."),
    "redeal_two_nines_talon": (
        "Пересдача по просьбе заказавшего, если в прикупе две девятки.",
        "The declarer may ask for a redeal if the talon holds two nines."),
    "redeal_four_nines_after_discard": (
        "Пересдача по просьбе игрока, у которого четыре девятки оказались после прикупа и "
        "отданных карт, — до начала розыгрыша.",
        "A player who holds four nines after the talon and the gifts may ask for a "
        "redeal before play starts."),
    "redeal_talon_only_at_100": (
        "Пересдачи из-за прикупа разрешены, только если прикуп взят за 100 без торговли.",
        "Redeals for a poor talon are allowed only when the talon was taken at 100 "
        "without bidding."),
    "redeal_three_nines_hand": (
        "Пересдача по просьбе игрока, которому сдали три девятки.",
        "A player dealt three nines may ask for a redeal."),
    "redeal_four_jacks_hand": (
        "Пересдача по просьбе игрока, которому сдали четыре валета.",
        "A player dealt four jacks may ask for a redeal."),
    "redeal_three_jacks_talon": (
        "Пересдача по просьбе заказавшего, если в прикупе три валета.",
        "The declarer may ask for a redeal if the talon holds three jacks."),
    # roospis
    "roospis_60": (
        "При росписи каждый соперник получает 60 очков, а не половину заказа.",
        "In a roospis each opponent gets 60 points instead of half the contract."),
    "roospis_no_deduct": (
        "Расписавшийся ничего не теряет: заказ с него не списывают.",
        "A player who concedes loses nothing: the contract is not taken off his score."),
    "roospis_third_penalty": (
        "Каждая третья роспись игрока стоит ему ещё и штрафа.",
        "Every third roospis of a player also costs him the penalty."),
    "roospis_max_three": (
        "Расписываться можно не больше трёх раз за игру.",
        "A player may concede at most three times in a game."),
    "roospis_on_barrel": (
        "Расписываться можно, даже когда кто-то сидит на бочке (только вместе с правилом, "
        "что расписавшийся ничего не теряет).",
        "Conceding is allowed even while someone sits on the barrel (only together with "
        "the rule that the conceder loses nothing)."),
    "roospis_on_golden": (
        "Расписываться можно и на золотом коне (только вместе с правилом, что "
        "расписавшийся ничего не теряет).",
        "Conceding is allowed in the golden round too (only together with the rule that "
        "the conceder loses nothing)."),
    # golden round
    "golden": (
        "Золотой кон: первые раздачи (по одной на каждого игрока) первая рука играет 120 "
        "без торговли, прикуп не показывают, отданные карты идут закрытыми, а все очки и "
        "штрафы удваиваются. Если никто не сыграл 120, золотой кон повторяют.",
        "Golden round: in the first deals (one per player) the first hand plays 120 with "
        "no bidding, the talon is not shown, the gifts go face down, and every point and "
        "penalty counts double. If nobody made 120, the golden round is played again."),
    "golden_reset_scores": (
        "Если на золотом коне никто не сыграл 120, его не повторяют: счёт обнуляется, и "
        "начинается обычная игра.",
        "If nobody made 120 in the golden round, it is not replayed: the scores go to 0 "
        "and normal play begins."),
    "golden_raise": (
        "На золотом коне можно поднять заказ выше 120.",
        "In the golden round the declarer may raise the contract above 120."),
    "golden_double_bolts": (
        "Болт на золотом коне считается за два.",
        "A bolt in a golden deal counts as two."),
    "golden_double_marriages": (
        "На золотом коне удваиваются и объявленные марьяжи.",
        "Declared marriages are doubled in the golden round too."),
    # dark play
    "dark": (
        "Игра втёмную: первая рука, не глядя в свои карты, может заказать 120. Прикуп "
        "никто не видит, карты отдаются закрытыми, а очки темнящего удваиваются: сыграл — "
        "получает вдвое больше набранного, не сыграл — теряет 240.",
        "Dark play: before looking at his cards the first hand may declare 120 blind. "
        "Nobody sees the talon, the gifts go face down, and his points count double: "
        "making it scores twice what he took, failing costs 240."),
    "dark_hide_talon": (
        "Отданные при тёмной игре карты идут рубашкой вверх. В нашей игре так бывает при "
        "тёмной игре всегда, поэтому это правило ничего не меняет.",
        "In dark play the given cards go face down. Here dark play always does this, so "
        "the rule changes nothing."),
    "dark_not_on_barrel": (
        "Темнить нельзя, пока кто-нибудь сидит на бочке.",
        "Nobody may play dark while anyone sits on the barrel."),
    "dark_allow_roospis": (
        "Темнящий может расписаться; это стоит ему 240.",
        "The dark declarer may concede, at a cost of 240."),
    "dark_unblind": (
        "Растемнение: игрок, у которого есть марьяж, может заявить 125 и отменить тёмную "
        "игру. Тогда идёт обычная торговля, прикуп показывают, карты отдают открыто.",
        "Unblinding: a player holding a marriage may bid 125 to cancel the dark play. "
        "Normal bidding follows, the talon is shown and the gifts go face up."),
    "dark_unblind_no_bidding": (
        "Растемнивший сразу получает прикуп за 125, без торговли (поднять заказ потом "
        "можно).",
        "The unblinding player takes the talon at 125 at once, with no bidding (he may "
        "still raise the contract later)."),
    "dark_max_240": (
        "Удачная тёмная игра приносит не больше 240 очков.",
        "A successful dark game scores at most 240."),
    "dark_double_bolts": (
        "Болт в тёмной раздаче считается за два.",
        "A bolt in a dark deal counts as two."),
    # trumps
    "declare_on_first_lead": (
        "Марьяж можно объявить, ещё не взяв ни одной взятки, — с первого же захода.",
        "A marriage may be declared before its owner has won a trick, from the very "
        "first lead."),
    "bid_over_120_without_marriage": (
        "Торговаться выше 120 можно и без марьяжа на руках (выше 300 — по-прежнему "
        "нельзя).",
        "Bids above 120 are allowed without a marriage in hand (300 stays the cap)."),
    "ace_marriage": (
        "Тузовый марьяж: у кого на руках все четыре туза, тот, заходя с одного из них, "
        "может объявить 200 очков. Козыря он не назначает.",
        "Ace marriage: a player holding all four aces may declare 200 points when "
        "leading one of them. It sets no trump."),
    "no_lead_others_trump": (
        "Первым заходом после взятой взятки нельзя ходить с козыря, который объявил "
        "другой игрок, если есть другие карты.",
        "On the first lead after taking a trick a player may not lead a trump someone "
        "else declared, if he has other cards."),
    "must_lead_trump": (
        "Первым заходом после взятой взятки нужно ходить с козыря, если он есть "
        "(объявление марьяжа тоже годится).",
        "On the first lead after taking a trick a player holding a trump must lead one "
        "(declaring a marriage also counts)."),
    "four_nines_bonus": (
        "У кого после прикупа и отданных карт на руках четыре девятки, тот в конце "
        "раздачи получает 120 очков.",
        "A player holding four nines after the talon and the gifts gets 120 points at "
        "the end of the deal."),
    # ours
    "max_deals": (
        "Предел на случай, если никто не может дойти до тысячи: после стольких раздач "
        "игра кончается, и побеждает лучший счёт.",
        "A limit in case nobody can reach a thousand: after this many deals the game "
        "ends and the best score wins."),
    "first_dealer": (
        "Кто сдаёт первым (номер места); если не задано, решает жребий. Когда за тем же "
        "столом играют ещё раз, сдаёт следующий за тем, кто сдавал последним.",
        "Who deals first (a seat number); when not set, the lot decides. When the same "
        "table plays again, the deal goes to the player after the last dealer."),
    "stake": (
        "Ставка (банк): победитель забирает её, второе место ничего не платит, третье "
        "платит. Ноль — без ставки.",
        "A stake (the bank): the winner takes it, second place pays nothing, third place "
        "pays. Zero means no stake."),
    "hints_hands": (
        "Сколько раз за игру можно подсмотреть карты соперников.",
        "How many times in a game a player may peek at the opponents' cards."),
    "hints_talon_suits": (
        "Сколько раз за игру можно узнать масти карт прикупа.",
        "How many times in a game a player may learn the suits of the talon."),
    "hints_talon_card": (
        "Сколько раз за игру можно посмотреть одну карту прикупа на выбор.",
        "How many times in a game a player may look at one talon card of his choice."),
}

_PRESETS: dict[str, Pair] = {
    "app": (
        "Правила по умолчанию: все домашние правила выключены, кроме штрафа за каждый "
        "третий болт.",
        "The default rules: every house rule off except the penalty for every third "
        "bolt."),
    "table": (
        "Правила для игры от двух до четырёх человек: с бочки сталкивают, влезшие вместе "
        "штрафуются, с бочки нужно сыграть больше 120, три слёта обнуляют счёт, самосвал, "
        "закрытый прикуп за 100, роспись по 60, пересдачи при слабой руке (меньше 14 "
        "очков), четырёх девятках и прикупе меньше 5 очков, тузовый марьяж.",
        "The rules for two to four players: knock-offs from the barrel, a penalty for "
        "climbing together, more than 120 needed from the barrel, three falls wipe the "
        "score, samosval, a hidden talon at 100, roospis at 60, redeals for a weak hand "
        "(under 14), four nines and a talon under 5, and the ace marriage."),
    "classic": (
        "Классика по сводке правил: самосвалы в плюс и в минус, закрытый прикуп за 100, "
        "сталкивание с бочки и пересдачи при слабой руке (меньше 13 очков), трёх девятках "
        "или четырёх валетах, при прикупе меньше 5 очков, с двумя девятками или тремя "
        "валетами.",
        "Classic, from the rules summary: samosval up and down, a hidden talon at 100, "
        "barrel knock-offs and redeals for a weak hand (under 13), three nines or four "
        "jacks, and for a talon under 5 points, with two nines or three jacks."),
    "golden_dark": (
        "Золотой кон и игра втёмную: болты на золотом коне и втёмную двойные, "
        "растемнение разрешено, темнящий может расписаться.",
        "The golden round and dark play: double bolts in golden and dark deals, "
        "unblinding allowed, and the dark declarer may concede."),
}

TEXT = RulesText(
    intro=(
        "Тысяча — взяточная игра колодой в 24 карты для трёх человек (можно вдвоём и "
        "вчетвером). Игроки торгуются за прикуп, объявляют марьяжи, которые назначают "
        "козырь, и набирают очки раздача за раздачей, пока кто-нибудь не наберёт тысячу.",
        "Thousand is a trick-taking game with a 24-card deck for three (two or four can "
        "play too). The players bid for the talon, declare marriages that set the trump, "
        "and score deal after deal until someone reaches a thousand."),
    sections=(
        section(
            "cards",
            ("В колоде девятки, валеты, дамы, короли, десятки и тузы четырёх мастей. В "
             "масти они идут по старшинству так: 9, В, Д, К, 10, Т. Девятка очков не "
             "приносит, валет даёт 2, дама 3, король 4, десятка 10, туз 11; в колоде всего "
             "120 очков.",
             "The deck holds the nines, jacks, queens, kings, tens and aces of four suits. "
             "Within a suit they rank 9, J, Q, K, 10, A from low to high. Card points: "
             "ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 points in the deck."),
            ("Марьяж — это пара из короля и дамы одной масти, когда обе карты у одного "
             "игрока. Пиковый стоит 40, трефовый 60, бубновый 80, червовый 100.",
             "A marriage is the king and queen of one suit in one player's hand. Spades are "
             "worth 40, clubs 60, diamonds 80, hearts 100."),
            heading=("Карты и марьяжи", "Cards and marriages"),
        ),
        section(
            "deal",
            ("Втроём каждому сдают по семь карт, три карты ложатся в прикуп. Первого "
             "сдающего выбирает жребий, потом сдача переходит по кругу. Игрок после "
             "сдающего называется первой рукой.",
             "With three players everyone gets seven cards and three go to the talon. The "
             "first dealer is drawn by lot; after that the deal goes round. The player after "
             "the dealer is the first hand."),
            ("Вчетвером сдающий в раздаче не играет: он «сидит на прикупе» и получает очки "
             "карт прикупа (и марьяж, если он там лежит), округлённые как у соперника. "
             "Вдвоём каждому сдают по десять карт и два прикупа по две карты.",
             "With four players the dealer sits the deal out: he scores the talon's card "
             "points (and a marriage if it lies there), rounded like an opponent's. With two "
             "players each gets ten cards and there are two talons of two."),
        ),
        section(
            "bidding",
            ("Первая рука обязана начать торговлю со 100. Дальше игроки по кругу повышают "
             "заявку на 5 или больше либо пасуют; спасовавший в этой раздаче больше не "
             "торгуется. Без марьяжа на руках нельзя заявить больше 120; с марьяжами "
             "предел — 120 плюс их стоимость, и никогда не больше 300.",
             "The first hand must open the bidding at 100. The others in turn raise by 5 "
             "or more, or pass; a player who passed is out of the bidding for that deal. "
             "Without a marriage in hand nobody may bid above 120; with marriages the cap "
             "is 120 plus their worth, and never more than 300."),
            ("Победивший в торговле забирает прикуп, показывает его остальным и отдаёт "
             "каждому сопернику по одной карте. Потом он может поднять свой заказ (но не "
             "снизить), расписаться — то есть отказаться от игры — или начать розыгрыш. "
             "Вдвоём заказавший берёт один из двух прикупов не глядя и сносит две карты: "
             "одну в свои взятки, другую в невзятый прикуп, который достанется тому, кто "
             "возьмёт последнюю взятку.",
             "The winner of the bidding takes the talon, shows it to the others and gives "
             "each opponent one card. Then he may raise his contract (never lower it), "
             "concede (roospis), or start play. With two players the declarer picks one of "
             "the two talons unseen and discards two cards: one into his own tricks, one "
             "into the other talon, which goes to whoever wins the last trick."),
            heading=("Торговля и прикуп", "Bidding and the talon"),
        ),
        section(
            "play",
            ("Первую взятку начинает заказавший; дальше заходит тот, кто взял предыдущую. "
             "Нужно класть карту масти захода; если её нет — козырь, если козырь назначен и "
             "он есть; иначе любую карту. Бить старшей картой не обязательно. Взятку берёт "
             "старший козырь, а без козырей — старшая карта масти захода.",
             "The declarer leads to the first trick; afterwards whoever took the last "
             "trick leads. You must follow suit; if you cannot, you must play a trump when "
             "one is set and you hold one; otherwise any card. There is no duty to beat. "
             "The highest trump takes the trick, or, with none, the highest card of the "
             "suit led."),
            ("В начале раздачи козыря нет. Игрок, который уже взял хотя бы одну взятку, "
             "может, заходя, положить короля или даму из марьяжа и объявить его: он сразу "
             "получает его стоимость, а масть марьяжа становится козырем вместо прежнего.",
             "A deal starts with no trump. A player who has already taken at least one "
             "trick may, when leading, play the king or queen of a marriage he holds and "
             "declare it: he scores its worth at once, and its suit becomes trump in place "
             "of any earlier one."),
        ),
        section(
            "scoring",
            ("Каждый набирает очки взятых карт и объявленных марьяжей. Соперникам сумма "
             "округляется до пяти: 1, 2, 6, 7 на конце — вниз, 3, 4, 8, 9 — вверх (17 "
             "даёт 15, 18 — 20). Заказавший получает свой заказ, если набрал не меньше, и "
             "теряет его, если меньше; лишние очки ему не пишут.",
             "Everyone scores the points of the cards he took plus the marriages he "
             "declared. The opponents' totals are rounded to fives: ending in 1, 2, 6, 7 "
             "rounds down, in 3, 4, 8, 9 up (17 makes 15, 18 makes 20). The declarer scores "
             "his contract if he took at least that much and loses it if not; any excess "
             "is not scored."),
            ("Роспись: заказавший отказывается играть и теряет заказ, а каждый соперник "
             "получает половину заказа, округлённую вверх до десяти (за 115 и 120 — по 60). "
             "Пока кто-то сидит на бочке, расписываться нельзя.",
             "Roospis: the declarer gives up, loses his contract, and each opponent gets "
             "half of it rounded up to ten (60 each for 115 or 120). Nobody may concede "
             "while someone sits on the barrel."),
            ("Болт получает тот, кто за раздачу не взял ни одной взятки и не объявил "
             "марьяжа. Каждый третий болт за игру стоит штрафа — 120 очков.",
             "A player who took no trick and declared no marriage in a deal gets a bolt. "
             "Every third bolt in a game costs the penalty of 120 points."),
        ),
        section(
            "end",
            ("Кто набрал 880 очков или больше, останавливается на 880 и «садится на "
             "бочку»: очки, набранные как соперник, ему больше не пишут. У него три "
             "раздачи, чтобы выиграть торговлю и сыграть заказ, который доведёт его до "
             "тысячи. Не успел — «слетает»: теряет штраф и уходит с бочки (залезть можно "
             "снова). Проваленный заказ на бочке тоже снимает с неё.",
             "A player who reaches 880 or more stops at 880 and sits on the barrel: points "
             "he takes as an opponent no longer count for him. He has three deals to win "
             "the bidding and make a contract that brings him to a thousand. If he does "
             "not, he falls off, paying the penalty (he may climb again later). A failed "
             "contract on the barrel also ends his stay."),
            ("Игра кончается, когда кто-то дошёл до тысячи: он победил, остальные "
             "занимают места по счёту. Чтобы партия не тянулась бесконечно, после ста "
             "раздач она заканчивается, и побеждает лучший счёт.",
             "The game ends when someone reaches a thousand: he wins, and the others are "
             "ranked by score. So that no game drags on for ever, it also ends after a "
             "hundred deals, the best score winning."),
        ),
        section(
            "notes",
            ("Где тексты расходятся или молчат, мы выбрали одно прочтение. Вдвоём карт "
             "соперникам не отдают, а сносят две. Очки заказавшего не округляются: удачная "
             "тёмная игра приносит ровно вдвое больше набранного. В тёмной раздаче очки "
             "соперников не удваиваются. Бонус за четыре девятки не удваивается ни на "
             "золотом коне, ни втёмную. Пересдача подряд возможна не больше трёх раз, а "
             "золотой кон повторяется не больше двух раз.",
             "Where the texts differ or are silent we chose one reading. With two players "
             "no cards are given: two are discarded instead. The declarer's points are "
             "never rounded, so a made dark game scores exactly twice what he took. In a "
             "dark deal the opponents' points are not doubled. The four-nines bonus is "
             "never doubled, in golden or dark deals alike. At most three redeals happen in "
             "a row, and the golden round is replayed at most twice."),
        ),
    ),
    rules=_RULES,
    presets=_PRESETS,
)
