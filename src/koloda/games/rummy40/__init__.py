"""«Рамми до 40» / Rummy to 40 (``rummy40``): the rummy with two jokers of
/work/shared/seeds/002_37bd115b4b2f4bd3.txt, line 189 to the end of the file. The text
names no game; the title is ours, after its opening rule.

EN: 3–6 players, 52 cards and 2 jokers, 13 cards each; the player left of the dealer
starts. A turn: draw the top card of the stock or the top discard, lay down melds, add
cards to melds on the table, swap jokers, then discard one card face up. A set is 3 or 4
cards of one rank, a run 3 or more cards of one suit in sequence. Points in a meld: the
ace 11 above the king, 1 below the two; pictures 10; others their rank; a joker what it
stands for. A player's first lay-down must hold at least 40 points; only then may he lay
smaller melds, add cards and swap a real card for a joker on the table. The first to
meld every card ends the deal; the others pay for the cards they hold (ace 11, joker 20,
pictures 10, others their rank). After the agreed number of deals (5 to 10) the lowest
total wins.

RU: 3–6 игроков, 52 карты и 2 джокера, по 13 карт; начинает сосед сдатчика слева. Ход:
взять верхнюю карту колоды или верхнюю карту отбоя, выложить комбинации, доложить карты
к выложенным, заменить джокеров, затем сбросить одну карту в открытую. Комплект — 3 или 4
карты одного достоинства, серия — 3 и больше карт одной масти подряд. Очки в комбинации:
туз 11 над королём и 1 под двойкой, картинки 10, прочие по достоинству, джокер — как
заменяемая карта. Первая выкладка игрока — не меньше 40 очков; лишь после неё он может
выкладывать комбинации поменьше, докладывать карты и менять джокеров на столе на
настоящие карты. Кто первым выложил все карты, заканчивает раздачу; остальные платят за
карты на руках (туз 11, джокер 20, картинки 10, прочие по достоинству). После
условленного числа раздач (от 5 до 10) побеждает меньший счёт.

Readings of what the text leaves open (each pinned by a test in ``tests/rummy40``):

- 13 cards from one deck of 54 serve 3 or 4 players only (4 leave a stock of 2); for 5–6
  players two such decks are shuffled together (108 cards, 4 jokers), the best-known form
  of this game (Scala 40). Rule ``decks`` (none: one deck for 3–4, two for 5–6). In a set
  the suits differ (two copies of a card never share a set).
- The first lay-down is counted over all melds laid in that turn (the text later speaks
  of «already laid down at least 40 points»); ``opening_single`` reads it as one meld.
  While a player's melds of that turn are short of the opening they lie apart
  ("pending"); he lays more or takes them all back (``take back``), and then may lay no
  more melds that turn.
- Adding cards: the text says «достраивать свои комплекты и серии», one's own melds
  (rule ``lay_off=own``); ``any`` lets a player add to anyone's melds. Jokers may be
  swapped on any player's meld, as the text says, by a player who has opened; the
  joker goes to his hand.
- Going out: the text has the player meld all his cards, the drawn one too, so by
  default the last card may not be discarded (``go_out=meld``; a player may not leave
  himself one card in mid-turn); ``discard`` allows going out by a discard.
- The top discard may be taken at any time; the card taken may not be discarded again in
  the same turn (unless it is the only card left). A set of aces counts 11 a card; a run
  does not turn the corner (K-A-2). A joker in a set stands for any missing suit (a
  real card of a suit not in the set may take its place); in a run for one card.
- Jokers stand only for cards the player's hand lacks, and a meld holds at least one
  real card. When a joker is added to a run, the player names the end.
- When the stock runs out, all discards are shuffled into a new stock (a shuffle logged
  as a deal) when the next player draws from it. So that no deal runs for ever, a deal
  lasts at most ``rounds`` rounds (20 by default, a turn for each player a round); then
  it ends with nobody out and every player pays for his hand. The discards lie squared:
  only the top card shows.
- The winner of a deal scores 0. Several players tied for the lowest total all win.

Moves are whole melds (``meld 5H 6H 7H``; a joker ``*``, in a run ``*7H`` naming the card
it stands for): one readable move per meld. Jokers fill only missing cards, so the move
list stays short (random play: median 12–14 moves after the draw, 95% under 60, the
most seen about 130 with four jokers in hand); building melds card by card would need
half-built melds on the table and a way to undo them, for little gain.
"""

from koloda.engine.game import register
from koloda.games.rummy40.game import Rummy40Game

RUMMY40 = register(Rummy40Game())

__all__ = ["RUMMY40", "Rummy40Game"]
