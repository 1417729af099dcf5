"""Дрейфус for people: the rules page in Russian and English, in our own words; where the
engine reads a vague source one way, the page says what the engine does."""

from __future__ import annotations

from koloda.engine.rulestext import RulesText, section

TEXT = RulesText(
    intro=(
        "Дрейфус — взяточная игра втроём, пришедшая из Франции в конце XIX века. Каждый "
        "стремится взять больше четырёх взяток из двенадцати; лишние взятки идут в плюс, "
        "недобранные и прикупленные карты — в минус.",
        "Dreyfus is a trick-taking game for three that came from France at the end of "
        "the 19th century. Everyone tries to take more than four of the twelve tricks; "
        "extra tricks score plus, missing tricks and bought cards score minus."),
    sections=(
        section("deal", (
            "Колода из 52 карт без двоек — 48 карт. Сдают по три карты: игроку слева от "
            "сдающего, следующему, сдающему и в прикупку, и так четыре раза; у каждого по "
            "12 карт, в прикупке тоже 12. Сдающий меняется по кругу.",
            "A 52-card deck without the twos: 48 cards. Three cards at a time go to the "
            "player on the dealer's left, the next player, the dealer and the widow, four "
            "times round: twelve cards each and twelve in the widow. The deal passes on "
            "round the table."), (
            "Прикуп. Игрок слева от сдающего может снести рубашкой вверх сколько угодно "
            "карт (не больше, чем лежит в прикупке) и взять столько же верхних карт "
            "прикупки. Если в прикупке остались карты, так же могут поступить следующий "
            "игрок и сдающий. Снесённые карты в игре не участвуют.",
            "Buying. The player on the dealer's left may discard face down as many cards "
            "as he likes (no more than the widow holds) and take as many from the top of "
            "the widow. If cards are left there, the next player and then the dealer may "
            "do the same. Discarded cards are out of play.")),
        section("play", (
            "Первым выходит игрок слева от сдающего, дальше — взявший взятку. На ход нужно "
            "класть карту той же масти; если её нет — козырь; если нет и козыря — любую "
            "карту. Взятку берёт старший козырь, а без козырей — старшая карта масти хода.",
            "The player on the dealer's left leads, then the winner of each trick. Follow "
            "suit; if you cannot, play a trump; if you have none, play anything. The "
            "highest trump takes the trick, or else the highest card of the suit led."), (
            "Козыри меняются от сдачи к сдаче: пики, трефы, бубны, черви, затем сдача без "
            "козыря, и снова пики.",
            "The trump changes each deal: spades, clubs, diamonds, hearts, then a deal "
            "without trumps, then spades again.")),
        section("scoring", (
            "Норма — четыре взятки. Взявший больше пишет разницу в плюс, под черту (шесть "
            "взяток — 2 очка); взявший меньше — в минус, над чертой. Каждая прикупленная "
            "карта — ещё одно очко над чертой. Плюсы и минусы не сокращаются: их считают "
            "отдельно.",
            "Four tricks is par. A player who takes more writes the difference as plus, "
            "under the line (six tricks: 2 points); one who takes fewer writes it as "
            "minus, over the line. Each card bought is one more point over the line. Plus "
            "and minus are not netted: they are kept apart.")),
        section("end", (
            "Партию выигрывает первый, у кого под чертой 10 очков; начатая сдача "
            "доигрывается. Каждый другой игрок платит ему столько, сколько у него над "
            "чертой, плюс то, чего ему не хватает под чертой до 10.",
            "The first player with 10 points under the line wins; the deal in progress is "
            "played out. Each other player pays him his points over the line plus what he "
            "lacks under the line to reach 10.")),
        section("notes", (
            "В источнике сказано, что забывший записать прикуп пишет его с прибавкой трёх "
            "очков; здесь прикуп записывается сам, поэтому этот штраф не возникает.",
            "The source says that a player who forgets to write his purchase writes it "
            "with three points more; here the purchase is written automatically, so that "
            "penalty never arises."), (
            "Порядок сдачи по три карты, то, что сначала сносят, а потом берут, и что "
            "снос не показывают, — наше прочтение: в тексте этого нет.",
            "The order of the deal by threes, discarding before drawing and keeping the "
            "discards hidden are our reading: the text does not say."), (
            "Если десять очков набрали двое в одной сдаче, выигрывает тот, у кого под "
            "чертой больше, затем — у кого меньше над чертой; при полном равенстве "
            "выигрыш делят. Для надёжности партия кончается и после сотой сдачи.",
            "If two players reach ten in the same deal, the one with more under the line "
            "wins, then the one with less over it; a full tie shares the winnings. As a "
            "safeguard, the game also ends after the hundredth deal.")),
    ),
    rules={
        "target": (
            "Сколько очков под чертой нужно для выигрыша (по тексту 10).",
            "How many points under the line win the game (10 in the text)."),
        "others_buy": (
            "Если включено, оставшиеся в прикупке карты могут прикупить и следующие "
            "игроки; иначе прикупает только игрок слева от сдающего.",
            "When on, the cards left in the widow may be bought by the next players too; "
            "otherwise only the player on the dealer's left buys."),
        "buy_cost": (
            "Сколько очков над чертой стоит одна прикупленная карта (по тексту 1).",
            "How many points over the line each bought card costs (1 in the text)."),
        "no_trump_deal": (
            "Если включено, каждая пятая сдача играется без козыря; иначе козыри ходят "
            "по кругу из четырёх мастей.",
            "When on, every fifth deal is played without trumps; otherwise the trump "
            "goes round the four suits only."),
        "finish": (
            "Когда кончается партия: сразу после сдачи, в которой кто-то набрал нужное "
            "(«сдача»), или после того, как доигран круг козырей («круг козырей»).",
            "When the game ends: right after the deal in which someone reached the target "
            "(\"the deal\"), or once the round of trump suits is complete (\"the trump "
            "cycle\")."),
    },
    variants={
        "first_buys_only": (
            "Прикупает только игрок слева от сдающего.",
            "Only the player on the dealer's left may buy."),
        "always_trumps": (
            "Без бескозырной сдачи: козырь всегда есть.",
            "No deal without trumps: there is always a trump."),
        "full_cycle": (
            "После того как кто-то набрал нужное, доигрывают круг козырей до конца.",
            "Once someone reaches the target, the round of trump suits is played out."),
    },
    presets={
        "classic": (
            "Всё как в тексте: до 10 очков под чертой.",
            "Everything as in the text: to 10 points under the line."),
        "short": (
            "Короткая партия: до 5 очков под чертой.",
            "A short game: to 5 points under the line."),
    },
)
