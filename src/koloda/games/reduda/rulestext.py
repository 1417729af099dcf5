"""«Редуда» for people: the rules page in Russian and English, in our own words, from the
reading in the package docstring."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Родственница переводного дурака для двух или трёх игроков, с тремя джокерами — "
        "«редудами» — и двумя видами козырей: общим и у каждого своим. Цель — первым "
        "остаться без карт; последний с картами становится «редудаком».",
        "A relative of transfer Durak for two or three players, with three jokers — the "
        "«редуды» — and two kinds of trumps: a common one and one of each player's own. "
        "Get rid of your cards first; the last player left holding cards is the "
        "\"редудак\"."),
    sections=(
        section(
            "deal",
            ("Колода — 52 карты, две чёрные редуды (чёрные джокеры) и одна красная. "
             "Каждому сдают по семь карт. Затем каждому кладут рубашкой вверх ещё одну "
             "карту: её масть — его собственный козырь; эту карту знает только он.",
             "The deck is 52 cards, two black jokers and one red one. Everybody gets "
             "seven cards. Then each player gets one more card face down: its suit is "
             "his own trump, and only he knows it."),
            ("Следующая карта открывается — её масть общий козырь. Если на месте козыря "
             "оказывается джокер, берут следующую карту, а джокер остаётся в колоде.",
             "The next card is turned face up: its suit is the common trump. When a "
             "joker would become a trump card, the next card is taken instead and the "
             "joker stays in the stock."),
            ("Остаток делится поровну на колоды всех игроков и общую колоду: колода "
             "игрока ложится на его козырь, общая — на общий козырь, и в неё же идут "
             "лишние карты.",
             "The rest is cut into equal stocks, one per player and one common: a "
             "player's stock goes on his own trump card, the common one (with the odd "
             "cards) on the common trump.")),
        section(
            "play",
            ("Заходит игрок слева от сдающего, любой картой. Следующий кроет, переводит "
             "или берёт. Простая карта бьётся старшей той же масти; общий козырь бьёт "
             "любую карту, кроме редуд; свой козырь бьёт любую карту, кроме редуд и "
             "общего козыря, но действует только для своего хозяина.",
             "The player on the dealer's left leads any card. The next player covers, "
             "transfers or takes. A plain card is beaten by a higher one of its suit; a "
             "common trump beats any card but a joker; one's own trump beats any card but "
             "a joker or a common trump, and works for its owner only."),
            ("Красная редуда старше всех: она кроет три любые карты или чёрную редуду и "
             "ещё одну карту. Покрыть её можно только чёрной редудой вместе с общим "
             "козырем. Чёрная редуда кроет две карты, кроме редуд. Редуда, уже лежащая "
             "на столе, докрывает то, что ещё может.",
             "The red joker is the highest card: it covers any three cards, or the black "
             "joker and one card more. It can only be covered by a black joker and a "
             "common trump together. A black joker covers two cards that are not "
             "jokers. A joker already on the table goes on covering what it still may."),
            ("Перевести можно картой того же достоинства, пока ничего не покрыто, или "
             "любой редудой — она ложится как отдельная карта хода. Ход переходит к "
             "следующему игроку.",
             "An attack may be transferred by a card of the same rank while nothing is "
             "covered, or by either joker, which joins the attack as a card of its own. "
             "The attack passes to the next player."),
            ("Когда всё покрыто, остальные игроки могут подкинуть карты того же "
             "достоинства, что на столе. Под игрока с одной, двумя или тремя картами "
             "можно дать три, четыре или пять простых карт, иначе не больше, чем у него "
             "карт (и не больше семи). Всё отбито — карты уходят в отбой, и ходит "
             "отбившийся; взял — ходит следующий за ним.",
             "When all is covered the others may throw in cards of ranks on the table. "
             "Against a player holding one, two or three cards a bout may hold three, "
             "four or five plain cards, otherwise no more than he holds (and seven at "
             "most). All beaten: the cards are discarded and the defender leads; taken: "
             "the next player leads."),
            ("После хода все добирают до семи карт: сначала из общей колоды, потом из "
             "своей.",
             "After each bout everybody draws back up to seven: from the common stock "
             "first, then from his own.")),
        section(
            "scoring",
            ("Первый, у кого не осталось карт, выигрывает раздачу; игра идёт, пока карты "
             "не останутся у одного. Он — «редудак» и получает отметку.",
             "The first player out of cards wins the deal; play goes on until one player "
             "alone holds cards. He is the \"редудак\" and gets a mark.")),
        section(
            "end",
            ("Партия — заданное число раздач; каждую следующую сдаёт редудак прошлой. "
             "Побеждает тот, у кого меньше отметок; при равенстве победу делят.",
             "A game is a set number of deals; the last deal's loser deals the next. The "
             "fewest marks win; equal marks share the win.")),
        section(
            "notes",
            ("Текст делит колоду на четыре части для троих; вдвоём мы делим на три. Он "
             "не говорит, бьётся ли простая карта старшей той же масти, — мы играем, как "
             "в дураке.",
             "The text cuts the stock into four parts for three players; with two we cut "
             "three. It does not say whether a plain card is beaten by a higher one of "
             "its suit: we play it as Durak does."),
            ("Предел числа карт против короткой руки (одна карта на руках — до трёх "
             "простых, и так далее) текст связывает с тем, держит ли защитник красную "
             "редуду. Нападающему это неизвестно, и мы этого не проверяем: предел "
             "действует всегда.",
             "The text ties its limit on cards against a short hand (one card held: up to "
             "three plain ones, and so on) to whether the defender holds the red joker. "
             "The attacker cannot know that, so we do not check it: the limit always "
             "holds."),
            ("Свой козырь становится известен всем, когда хозяин побил им карту другой "
             "масти. Первым сдаёт последний игрок. Раздача без редудака (двое вышли "
             "разом) отметок не даёт.",
             "One's own trump becomes known to all when its owner beats a card of another "
             "suit with it. The last player deals first. A deal with no loser (the last "
             "two went out together) gives no mark.")),
    ),
    rules={
        "deals": ("Сколько раздач в партии.", "How many deals a game has."),
        "small_hand": (
            "«По тексту»: под игрока с одной, двумя, тремя картами можно дать три, "
            "четыре, пять простых карт. «По руке»: не больше, чем у него карт.",
            "\"As the text\": against a player holding one, two or three cards a bout may "
            "hold three, four or five plain cards. \"By the hand\": no more than he "
            "holds."),
        "rank_transfer": (
            "Перевод картой того же достоинства, как в переводном дураке. Выключено — "
            "переводит только редуда.",
            "Transfer with a card of the same rank, as in transfer Durak. Off: only a "
            "joker transfers."),
        "bout_cap": (
            "Защита от бесконечной раздачи: после стольких ходов раздача прекращается, "
            "и редудаком считается тот, у кого больше всего карт на руке и в своей "
            "колоде (при равенстве — никто).",
            "A guard against an endless deal: after this many bouts the deal stops, and "
            "the player holding the most cards, in hand and own stock, is the loser "
            "(none on a tie)."),
    },
    variants={
        "joker_transfer": ("Переводит только редуда.", "Only a joker transfers."),
    },
    presets={
        "single": ("Одна раздача.", "A single deal."),
    },
)
