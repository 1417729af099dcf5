"""Дурак for people: the rules page in Russian and English (see engine/rulestext.py).

Written from the variant list of a Durak program and the catalogue's Durak entries, and
from what this package implements (the readings in rules.py's docstring); our own words.
"""

from __future__ import annotations

from koloda.engine.rulestext import Pair, RulesText, section

_RULES: dict[str, Pair] = {
    "base": (
        "Основа игры. В простом дураке подкидывать нельзя: ходят одной картой или двумя "
        "одного достоинства, и отбиваться приходится только от них. В подкидном, пока "
        "защитник отбивается, нападающие добавляют карты тех достоинств, что уже есть на "
        "столе. Переводной — это подкидной, в котором защитник может ещё и перевести ход.",
        "The base game. Simple durak has no throw-ins: the lead is one card or two of a "
        "rank, and that is all the defender must beat. In podkidnoy the attackers add "
        "cards of ranks already on the table while the defender is busy. Perevodnoy is "
        "podkidnoy in which the defender may also pass the attack on."),
    "deck": (
        "Сколько карт в колоде: 24 (от девятки), 36 (от шестёрки, обычная) или 52 (от "
        "двойки).",
        "How many cards the deck has: 24 (nine up), 36 (six up, the usual one) or 52 "
        "(two up)."),
    "throw_in": (
        "Кто подкидывает: все игроки, кроме защитника, или только двое его соседей.",
        "Who may throw in: every player but the defender, or only his two neighbours."),
    "first_bout_limit": (
        "Сколько карт может оказаться в одном ходе, пока ещё не было ни одного отбоя: пять "
        "или шесть. Потом предел — шесть карт.",
        "How many attack cards one bout may hold before the first discard of the game: "
        "five or six. After that the limit is six."),
    "draw_allowed": (
        "Если последние карты у игроков кончились одновременно, партия — ничья. Когда "
        "правило выключено, дураком считается тот, кто отбивался последним.",
        "When the last cards leave the players' hands at the same moment, the game is a "
        "draw. With this rule off, whoever defended last is the fool."),
    "transfer_by_trump_show": (
        "В переводном можно перевести ход, не кладя карту: достаточно показать козырь "
        "того же достоинства и оставить его у себя.",
        "In perevodnoy a transfer can be made without laying a card: show the trump of "
        "the same rank and keep it."),
    "teams": (
        "Игра парами: вчетвером две команды по двое или вшестером три пары. Партнёры "
        "сидят через одного, друг на друга не ходят и не подкидывают; проигрывает "
        "команда, у которой последней остались карты.",
        "Play in teams: two pairs with four players or three pairs with six. Partners "
        "sit apart, never attack or throw in on each other, and the team left holding "
        "cards loses."),
    "match_games": (
        "Сколько партий в матче. После каждой записывают, кто остался дураком; следующую "
        "начинает победитель прошлой, а сдаёт прошлый дурак.",
        "How many games make a match. After each one the fool is written down; the "
        "winner of the last game leads the next, and the last fool deals."),
    "first_dealer": (
        "Кто сдаёт первую партию (номер места); если не задано, сдаёт последний игрок. "
        "Когда за тем же столом играют ещё раз, сдаёт дурак прошлой партии.",
        "Who deals the first game (a seat number); when not set, the last player deals. "
        "When the same table plays again, the fool of the last game deals."),
    "first_leader": (
        "Кто ходит первым в первой партии (номер места); если не задано — тот, у кого "
        "младший козырь. Когда за тем же столом играют ещё раз, первым ходит победитель "
        "прошлой партии.",
        "Who attacks first in the first game (a seat number); when not set, whoever "
        "holds the lowest trump. When the same table plays again, the winner of the last "
        "game attacks first."),
    "draw_after_bouts": (
        "Наше правило, чтобы игра всегда кончалась: если столько ходов подряд завершились "
        "без отбоя (карты брали или пропускали ход), партия объявляется ничьей.",
        "Our rule so that every game ends: when this many bouts in a row end without a "
        "discard (the cards were taken or the turn was passed), the game is a draw."),
    "albanian": (
        "Албанский: после сдачи колоду раскладывают по старшинству, и добирают сначала "
        "тузы, потом короли и так далее; открытый козырь по-прежнему лежит последним.",
        "Albanian: after the deal the stock is sorted by rank, so aces are drawn first, "
        "then kings and so on; the turned trump card still comes last."),
    "armenian": (
        "Армянский: нападающий может пойти верхней картой колоды, не глядя на неё, и "
        "добавить к ней карты того же достоинства с руки.",
        "Armenian: an attacker may lead the top card of the stock unseen, and add cards "
        "of its rank from his hand."),
    "trumpless": (
        "Бескозырный: козыря нет, карту можно побить только старшей той же масти.",
        "Trumpless: there is no trump, so a card can only be beaten by a higher one of "
        "its suit."),
    "big": (
        "Большой: играют двумя колодами. Одинаковая карта не бьёт свою близняшку, а тот, "
        "у кого после взятки на руках 52 карты и больше, сразу проигрывает.",
        "Big: two decks are used. A card never beats its identical twin, and a player "
        "who holds 52 cards or more after taking loses at once."),
    "believe": (
        "Верю — не верю: защитник может покрыть карту рубашкой вверх любой картой. Хозяин "
        "покрытой карты либо верит, и игра идёт дальше, либо проверяет: если покрыто "
        "верно, весь стол забирает проверявший, если нет — защитник.",
        "Believe it or not: the defender may cover a card face down with any card. The "
        "attacker either believes it and play goes on, or checks: a true cover makes the "
        "checker take the whole table, a false one makes the defender take it."),
    "two_trump": (
        "Двухкозырной: у каждого игрока свой козырь (масти идут по кругу от открытой "
        "карты). Чужой козырь для тебя — простая масть; играют от двух до четырёх.",
        "Two trumps: every player has a trump suit of his own (the suits go round from "
        "the turned card). Someone else's trump is a plain suit to you; for two to four "
        "players."),
    "road": (
        "Дорожный: сдаётся вся колода, последняя карта — козырь — достаётся сдающему. "
        "Ходят одной картой; после каждого отбоя нападающий может побить верхнюю карту "
        "сам или отпустить — тогда карты уходят в отбой и ходит защитник. Кто не может "
        "побить верхнюю карту, забирает весь стол. Играется только как простой.",
        "Road: the whole deck is dealt, the last card (the trump) going to the dealer. "
        "The lead is one card; after each cover the attacker may cover the top card in "
        "turn or let it go, and then the cards are discarded and the defender leads. "
        "Whoever cannot beat the top card takes the whole table. Simple base only."),
    "boring": (
        "Занудный: ходить можно только картой самого старшего достоинства из тех, что "
        "на руке.",
        "Boring: a player may lead only with a card of the highest rank he holds."),
    "chinese": (
        "Китайский: первым всегда ходит владелец девятки бубен. Если защитник кроет "
        "девяткой бубен, весь стол сразу уходит в отбой; а не отбившийся забирает лишь "
        "первую карту хода, остальные уходят в отбой.",
        "Chinese: the holder of the nine of diamonds always leads first. Covering with "
        "that nine sends the whole table to the discard at once, and a defender who "
        "gives up takes only the bout's first card; the rest is discarded."),
    "trump_swap": (
        "Козырной: когда в колоде осталось восемь карт или меньше, последняя карта "
        "ближайшего отбоя встаёт на место открытого козыря и назначает новый козырь. "
        "Так бывает один раз за партию.",
        "Trump swap: once eight cards or fewer are left in the stock, the last card of "
        "the next discard takes the turned trump card's place and sets a new trump. This "
        "happens once a game."),
    "royal": (
        "Королевский: самую младшую карту колоды можно побить только тузом её масти или "
        "козырным тузом.",
        "Royal: the lowest card of the deck can be beaten only by the ace of its suit or "
        "by the trump ace."),
    "circular": (
        "Круговой: вдвоём; после каждого хода игроки меняются картами, а потом добирают.",
        "Circular: for two; after every bout the players swap hands, then draw."),
    "magadan": (
        "Магаданский: пять из шести сданных карт лежат рубашкой вверх — их не видит даже "
        "хозяин, и ими нельзя ходить. Каждый удачный отбой открывает одну из них, а когда "
        "колода кончится, открываются все.",
        "Magadan: five of the six dealt cards lie face down, unseen even by their owner "
        "and not playable. Each successful defence turns one of them up, and when the "
        "stock runs out they all open."),
    "piled": (
        "Наваленный: вся колода сразу сдаётся игрокам, последняя карта — козырь — "
        "сдающему, а первым ходит владелец младшего козыря. В виде Б не отбившийся "
        "забирает только три последние положенные карты, а если среди непобитых есть "
        "козырь — пять; остальное уходит в отбой.",
        "Piled: the whole deck is dealt at once, the last card (the trump) to the dealer, "
        "and the lowest trump leads. In form B a defender who gives up takes only the "
        "last three cards laid, or five if a trump is among the unbeaten ones; the rest "
        "is discarded."),
    "invisible": (
        "Невидимый: масть козыря объявлена, но сама козырная карта лежит закрытой, пока "
        "не останется последней в колоде.",
        "Invisible: the trump suit is announced, but the trump card itself stays face "
        "down until it is the last card of the stock."),
    "reverse": (
        "Оборотный: каждый видит чужие карты, а свои — нет, и ходит наугад местом в руке. "
        "Карта, которая не годится для хода, подкидывания, отбоя или перевода, заставляет "
        "её хозяина забрать весь стол.",
        "Reverse: you see everyone's cards but your own, and play a place in your hand "
        "blind. A card that does not fit as a lead, throw-in, cover or transfer makes its "
        "owner take the whole table."),
    "discard_back": (
        "Отбойный: каждый второй отбой замешивается обратно в колоду (пока в ней есть "
        "что-то кроме открытого козыря).",
        "Discard back: every second discard is shuffled back into the stock (while it "
        "still holds more than the turned trump)."),
    "points": (
        "Очковый: побеждает тот, кто за партию побил больше всего карт; дурака всё равно "
        "называют.",
        "Points: the winner is whoever beat the most cards in the game; the fool is "
        "still named."),
    "transfer_any_time": (
        "Переводной 2: переводить можно и после того, как защитник уже начал отбиваться, "
        "если все непобитые карты одного достоинства. Новый защитник должен побить "
        "непобитое или забрать весь стол. Только для переводного.",
        "Transfer any time: a transfer is allowed even after the defender has begun to "
        "cover, if all unbeaten cards share a rank. The new defender must beat them or "
        "take the whole table. Perevodnoy only."),
    "empty": (
        "Пустой: добирать карты из колоды можно, только когда рука опустела совсем.",
        "Empty: a player draws from the stock only when his hand is completely empty."),
    "pursuit": (
        "Погонный: погон — это когда соперник взял ровно две карты одного достоинства; "
        "его записывают тому, кто начинал ход. Побеждает навесивший больше погон, при "
        "равенстве — у кого погоны старше.",
        "Pursuit: a pogon is an opponent taking exactly two cards of one rank, credited "
        "to the player who opened the bout. Whoever gave most pogons wins; on a tie, the "
        "higher pogons win."),
    "poker": (
        "Покерный: пока защитник ещё ничего не покрыл и держит не больше шести карт, он "
        "может сменить до двух карт на верхние карты колоды.",
        "Poker: before his first cover in a bout, a defender holding six cards or fewer "
        "may swap up to two of them for the top cards of the stock."),
    "treshka": (
        "Трёшка: каждый ход — ровно три карты любого достоинства; если у нападающего или "
        "защитника меньше, то две или одна. Только простой.",
        "Treshka: every lead is exactly three cards of any ranks; two or one if the "
        "attacker or the defender holds fewer. Simple base only."),
    "chukotka": (
        "Чукотский: каждому сдают по шесть карт, а колода с открытым козырем убирается — "
        "добирать нечего.",
        "Chukotka: everyone gets six cards and the stock, with its turned trump, leaves "
        "play, so nobody ever draws."),
    "japanese": (
        "Японский: пики бьются только пиками. В виде А козыри всегда бубны и карта не "
        "открывается; в виде Б козырь открывают как обычно, но пики козырем не бывают — "
        "вместо открытой пики берут ближайшую непиковую карту.",
        "Japanese: spades are beaten only by spades. In form A diamonds are always trumps "
        "and no card is turned; in form B the trump is turned as usual but can never be "
        "spades: a turned spade gives way to the nearest card of another suit."),
    "simple_b": (
        "Простой Б: защитник может побить часть карт, а забрать только непобитые; "
        "побитые пары уходят в отбой.",
        "Simple B: the defender may beat some cards and take only the unbeaten ones; the "
        "beaten pairs are discarded."),
    "simple_v": (
        "Простой В: ход строится из пар и одной карты в конце — одна карта, пара и карта, "
        "две пары и карта и так далее.",
        "Simple V: a lead is made of pairs closed by one single card: one card, a pair "
        "and a card, two pairs and a card, and so on."),
    "transfer_refusal": (
        "Переводной с отказом: когда колода пуста, защитник может перевести ход обратно "
        "нападающему, который только что выложил последнюю карту; тот обязан взять.",
        "Transfer with refusal: with the stock empty, the defender may pass the attack "
        "back to an attacker who has just played his last card, and that player must "
        "take."),
    "english_g": (
        "Английский Г: ходить можно только парой. У кого пары нет, пропускает ход, и "
        "ходит следующий; если вся игра застопорилась, разрешается ходить и одной картой.",
        "English G: every lead is exactly one pair. A player without a pair passes and "
        "the next one leads; once the game stalls, single cards may be led as well."),
}

_VARIANTS: dict[str, Pair] = {
    "simple": (
        "Простой дурак: без подкидывания.",
        "Simple durak: no throw-ins."),
    "podkidnoy": (
        "Подкидной дурак: нападающие подкидывают карты тех достоинств, что уже на столе.",
        "Podkidnoy durak: the attackers throw in cards of ranks already on the table."),
    "perevodnoy": (
        "Переводной дурак: подкидной, в котором защитник может перевести ход картой того "
        "же достоинства.",
        "Perevodnoy durak: podkidnoy in which the defender may pass the attack on with a "
        "card of the same rank."),
    "piled": (
        "Наваленный (вид А): вся колода сразу сдаётся, первым ходит младший козырь.",
        "Piled (form A): the whole deck is dealt at once and the lowest trump leads."),
    "piled_b": (
        "Наваленный Б: как А, но не отбившийся берёт только три последние карты (пять, "
        "если среди непобитых есть козырь).",
        "Piled B: as form A, but a defender who gives up takes only the last three cards "
        "(five if a trump is among the unbeaten ones)."),
    "japanese": (
        "Японский А: бубны — постоянный козырь, а пику может побить лишь старшая пика.",
        "Japanese A: diamonds are always trumps and spades are beaten only by spades."),
    "japanese_b": (
        "Японский Б: козырь открывают как обычно, но он никогда не пики; пики бьются "
        "только пиками.",
        "Japanese B: the trump is turned as usual but is never spades; spades are beaten "
        "only by spades."),
}
for _key in ("albanian", "armenian", "trumpless", "big", "believe", "two_trump", "road",
             "boring", "chinese", "trump_swap", "royal", "circular", "magadan", "invisible",
             "reverse", "discard_back", "points", "transfer_any_time", "empty", "pursuit",
             "poker", "treshka", "chukotka", "simple_b", "simple_v", "transfer_refusal",
             "english_g"):
    _VARIANTS[_key] = _RULES[_key]  # the variant switches that rule on

_PRESETS: dict[str, Pair] = {
    "classic": (
        "Классика: подкидной дурак колодой в 36 карт.",
        "Classic: podkidnoy durak with a 36-card deck."),
    "transfer": (
        "Переводной дурак колодой в 36 карт.",
        "Perevodnoy durak with a 36-card deck."),
    "old": (
        "Старый простой дурак колодой в 36 карт, без подкидывания.",
        "The old simple durak with a 36-card deck and no throw-ins."),
}

TEXT = RulesText(
    intro=(
        "Дурак — игра, в которой никто не выигрывает: все стараются избавиться от карт, а "
        "последний, у кого они остались, становится дураком. Играют от двух до шести "
        "человек, обычно колодой в 36 карт.",
        "Durak is a game nobody wins: everyone tries to get rid of his cards, and the last "
        "player still holding some is the fool. Two to six play, usually with a 36-card "
        "deck."),
    sections=(
        section(
            "deal",
            ("Каждому сдают по шесть карт. Следующую карту открывают и кладут поперёк "
             "под колоду: её масть — козырь на всю партию, а сама карта будет взята "
             "последней. Если при шести игроках колода разошлась вся, козырем становится "
             "последняя карта сдающего, и её показывают всем.",
             "Everyone is dealt six cards. The next card is turned up and laid across under "
             "the stock: its suit is trump for the whole game, and the card itself is the "
             "last one drawn. When six players take the whole deck, the dealer's last card "
             "is shown to all and sets the trump."),
            ("Старшинство карт в масти — от младшей (шестёрки в колоде на 36) к тузу. "
             "Первую партию начинает тот, у кого самый младший козырь; в матче следующую — "
             "победитель прошлой.",
             "Cards rank from the lowest (the six in a 36-card deck) up to the ace. The "
             "first game is led by the holder of the lowest trump; in a match each later "
             "game is led by the winner of the one before."),
        ),
        section(
            "play",
            ("Игра идёт ходами. Нападающий кладёт на стол карту (или несколько одного "
             "достоинства), а защитник — игрок слева от него — должен побить каждую. Бьют "
             "старшей картой той же масти; козырь бьёт любую некозырную карту, а козырь — "
             "только старший козырь.",
             "Play goes in bouts. The attacker lays a card (or several of one rank) and the "
             "defender, the player on his left, must beat each of them. A card is beaten by "
             "a higher card of its suit; a trump beats any card of another suit, and a "
             "trump only by a higher trump."),
            ("В подкидном, пока защитник отбивается, нападающий и другие игроки подкидывают "
             "карты тех достоинств, которые уже лежат на столе. В одном ходе не бывает "
             "больше шести карт (до первого отбоя — пяти) и больше, чем карт на руке у "
             "защитника.",
             "In podkidnoy, while the defender defends, the attacker and the other players "
             "throw in cards of ranks already on the table. A bout never holds more than six "
             "attack cards (five before the first discard) nor more than the defender "
             "holds."),
            ("В переводном защитник, пока ничего не побил, может положить карту того же "
             "достоинства и тем перевести ход на следующего игрока — если у того хватает "
             "карт, чтобы отбиться от всего, что окажется на столе.",
             "In perevodnoy the defender, before beating anything, may lay a card of the "
             "same rank and so pass the attack to the next player, if that player holds "
             "enough cards to face everything then on the table."),
            ("Если защитник побил всё, карты уходят в отбой («бито»), и следующим ходит он. "
             "Если не может или не хочет — забирает все карты со стола (нападающие ещё "
             "могут подкинуть), а ходит игрок после него.",
             "If the defender beats everything, the cards go to the discard and he leads "
             "next. If he cannot or will not, he takes every card on the table (the "
             "attackers may still throw in first), and the player after him leads."),
            ("После каждого хода все добирают из колоды до шести карт: сначала тот, кто "
             "начинал ход, потом остальные по кругу, защитник последним.",
             "After every bout everyone draws up to six cards from the stock: the opening "
             "attacker first, the others in turn, the defender last."),
        ),
        section(
            "scoring",
            ("Очков в обычном дураке нет: важно только, кто остался с картами. В матче из "
             "нескольких партий ведётся счёт: сколько раз каждый был дураком. Варианты "
             "«очковый» и «погонный» добавляют свой счёт — побитые карты или погоны.",
             "Ordinary durak keeps no points: all that matters is who is left holding "
             "cards. A match of several games keeps a tally of how often each player was "
             "the fool. The points and pursuit variants add their own count: beaten cards "
             "or pogons."),
        ),
        section(
            "end",
            ("Когда колода кончилась, игрок, сбросивший все карты, выходит из игры. Последний, "
             "у кого остались карты, — дурак. Если последние карты ушли у всех разом, это "
             "ничья (или, если ничьи запрещены, дурак — тот, кто отбивался последним).",
             "Once the stock is gone, a player with no cards left is out. The last one still "
             "holding cards is the fool. If the last cards go at the same moment, the game "
             "is a draw (or, with draws off, the last defender is the fool)."),
            ("Чтобы партия не шла бесконечно, у нас действует правило ничьей: если "
             "шестьдесят ходов подряд (число настраивается) закончились без отбоя, партия "
             "считается ничьей. А если ходы застопорились в занудном варианте или в "
             "английском Г, ограничения на заход снимаются до следующего отбоя.",
             "So that no game goes on for ever, we add a draw rule: when sixty bouts in a "
             "row (the number can be changed) end without a discard, the game is a draw. "
             "And when play stalls in the boring or English G variant, their limits on the "
             "lead are lifted until the next discard."),
        ),
        section(
            "notes",
            ("Многие варианты описаны в источниках в одну-две строки. Где описание неполно, "
             "мы выбрали одно толкование и держимся его: например, в армянском верхнюю "
             "карту колоды кладут не глядя, а в погонном погон засчитывается тому, кто "
             "начинал ход. Несовместимые варианты (скажем, бескозырный и двухкозырной) "
             "вместе не включаются, и игра объясняет почему.",
             "Many variants get one or two lines in the sources. Where a text leaves "
             "something open we chose one reading and keep to it: in armenian, for "
             "instance, the stock's top card is led unseen, and in pursuit a pogon is "
             "credited to whoever opened the bout. Variants that cannot go together (say, "
             "trumpless and two trumps) are refused together, with the reason."),
        ),
    ),
    rules=_RULES,
    variants=_VARIANTS,
    presets=_PRESETS,
)
