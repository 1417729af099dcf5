"""«Разгильдяй» for people: the rules page in Russian and English, in our own words, from
the package docstring's reading of the text."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Игра на избавление от карт в две части: сначала игроки набирают себе стопки из "
        "колоды и стараются подложить карты соперникам, потом отбиваются картами этих "
        "стопок. Кто останется с картами последним — разгильдяй. От двух до шести "
        "игроков.",
        "A shedding game in two parts: first the players build piles from the stock, "
        "trying to pass cards on to their rivals, then they get rid of those piles by "
        "beating. The last one left holding cards is the slacker. Two to six players."),
    sections=(
        section(
            "deal",
            ("Колода — 36 или 52 карты, туз старший. Каждый получает две карты рубашкой "
             "вверх: они лежат перед ним нетронутыми, их не смотрит никто, даже он сам. "
             "Затем каждому кладут одну карту лицом вверх — это начало его стопки. "
             "Остальные карты — закрытая колода.",
             "A deck of 36 or 52 cards, ace high. Everybody gets two cards face down: they "
             "stay untouched in front of him, and nobody looks at them, not even he. Then "
             "each gets one card face up, the start of his pile. The rest is a face-down "
             "stock."),
            ("Первой сдаёт последний игрок, дальше сдача переходит влево.",
             "The last player deals first; then the deal passes to the left.")),
        section(
            "play",
            ("Первая часть. По очереди, начиная слева от сдающего, игрок берёт верхнюю "
             "карту колоды. Если она ровно на ступень старше верхней карты чьей-то стопки "
             "(масть не важна), её можно положить на эту стопку. Иначе, или если "
             "хочется, карта ложится на свою стопку. Затем ход переходит к следующему.",
             "First part. In turn, from the dealer's left, a player draws the top card of "
             "the stock. If it is exactly one rank above the top card of someone's pile "
             "(any suit), he may lay it there. Otherwise, or if he prefers, it goes onto "
             "his own pile. Then the next player draws."),
            ("Последняя карта колоды задаёт козырь: её масть. Если это пика, дальше играют "
             "без козырей.",
             "The last card of the stock sets the trump: its suit. If it is a spade, the "
             "rest of the deal is played without trumps."),
            ("Вторая часть. Каждый берёт свою стопку в руку; все её карты лежали открыто, "
             "поэтому руки видны всем. Первым ходит владелец младшего козыря, а без "
             "козырей — тот, кто взял последнюю карту колоды. Он кладёт на стол любую "
             "карту.",
             "Second part. Everybody picks up his pile; all of its cards lay face up, so "
             "the hands are shown to all. The holder of the lowest trump leads, or without "
             "trumps the player who drew the last card. He lays any card on the table."),
            ("Следующий игрок либо бьёт верхнюю карту стола — старшей той же масти или "
             "козырем, если она не козырь (козырь бьётся только старшим козырем), — либо "
             "забирает эту верхнюю карту себе в руку. Бить не обязательно. Потом ходит "
             "следующий, и так по кругу. Если стол пуст, ходят любой картой. Когда на "
             "столе соберётся полный круг — по карте от каждого, у кого ещё есть карты, — "
             "он уходит в отбой, и положивший последнюю карту ходит снова.",
             "The next player either beats the top card of the table, with a higher card "
             "of its suit or with a trump if it is not a trump (a trump falls only to a "
             "higher trump), or takes that top card into his hand. Beating is never "
             "compulsory. Then the next player goes, and so round. On an empty table one "
             "leads any card. When the table holds a full round, a card from each player "
             "still in, the round goes out of play and whoever laid its last card leads "
             "afresh."),
            ("Когда у игрока кончаются карты в руке, он берёт свои две закрытые карты и "
             "играет ими. Когда кончаются и они, он выходит из игры.",
             "When a player's hand runs out he picks up his two face-down cards and plays "
             "on with them. When those are gone too, he is out.")),
        section(
            "scoring",
            ("Последний игрок, у которого остались карты, — разгильдяй: он получает "
             "штрафное очко.",
             "The last player left with cards is the slacker: he writes a penalty point.")),
        section(
            "end",
            ("Игра идёт заданное число раздач. Побеждает набравший меньше всех штрафных "
             "очков; при равенстве победу делят.",
             "The game lasts the agreed number of deals. The fewest penalty points win; "
             "equal scores share the win.")),
        section(
            "notes",
            ("Описание не называет игру, но называет проигравшего — разгильдяй; по нему "
             "мы и назвали игру, как «дурака».",
             "The source names no game, only its loser, the «разгильдяй»; we name the game "
             "after him, as Durak is named."),
            ("«Возрастающую последовательность» мы понимаем как карту ровно на ступень "
             "старше, любой масти; на туза не кладут ничего. Положить карту сопернику — "
             "право, а не обязанность. Карту, которую некуда положить, кроме своей "
             "стопки, компьютер кладёт туда сам.",
             "We read the «ascending sequence» as a card exactly one rank higher, of any "
             "suit; nothing goes on an ace. Laying a card on a rival's pile is a right, "
             "not a duty. A card that can go nowhere but its drawer's own pile is laid "
             "there without asking."),
            ("Закрытые карты игрок берёт, когда кончается его собственная рука, а не у "
             "всех сразу.",
             "A player picks up his face-down cards when his own hand runs out, not when "
             "everybody's does."),
            ("Описание играет одну раздачу; мы ведём счёт штрафов на несколько раздач. "
             "Забирать карты можно бесконечно, поэтому у второй части есть лимит ходов.",
             "The source plays one deal; we keep penalty points over several. Taking can "
             "go round for ever, so the second part has a move limit.")),
    ),
    rules={
        "deck": (
            "Колода: 36 карт (от шестёрки) или 52 (от двойки).",
            "The deck: 36 cards (six up) or 52 (two up)."),
        "deals": (
            "Сколько раздач в игре. Разгильдяй каждой раздачи получает штрафное очко; "
            "побеждает набравший меньше всех.",
            "How many deals a game has. Each deal's slacker writes a penalty point; the "
            "fewest points win."),
        "clear": (
            "Когда на столе лежит полный круг — столько карт, сколько игроков ещё с "
            "картами, — эти карты уходят в отбой, и положивший последнюю из них ходит "
            "снова, любой картой (если он вышел — следующий). Так играют в самых "
            "известных играх этого рода; описание об этом молчит. Выключено: стол не "
            "очищается никогда.",
            "When a full round lies on the table (as many cards as players still holding "
            "cards), those cards go out of play and whoever laid the last of them leads "
            "afresh with any card (if he is out, the next player). The best-known games "
            "of this kind play so; the source is silent. Off: the table is never "
            "cleared."),
        "cap": (
            "Самое большее ходов во второй части раздачи. Если их сделано столько, а игра "
            "не кончилась, разгильдяем считается тот, у кого больше всех карт (в руке и "
            "закрытых); при равенстве — каждый из них.",
            "The most moves a deal's second part may take. When they are made and the "
            "deal is not over, the player with the most cards (in hand and face down) is "
            "the slacker; on a tie, each of them."),
    },
    presets={
        "one": ("Одна раздача, как в описании.", "One deal, as the source plays."),
        "full52": ("Колода в 52 карты.", "The 52-card deck."),
    },
)
