"""«Старшая карта» (High Card): a small game for Koloda in a package of its own, written
as an example of how a game is added (docs/writing-a-game.md). It is not one of the
traditional games of the rules collection; its rules are the example's own.

EN: each player is dealt ``rounds`` cards from a 36- or 52-card deck; the rest stay face
down, unused. A round: starting with the leader and going round the table, every player
shows one card of his hand, face up. The highest rank takes the round and a point (suits
do not count; the ace is the highest card unless ``ace_low``). When several share the
highest rank, nobody scores (``ties=none``) or each of them does (``ties=all``). The
lead passes to the next seat each round. After the last round the most points win.

RU: каждому сдают ``rounds`` карт из колоды в 36 или 52 карты, остальные лежат рубашкой
вверх и в игре не участвуют. Раунд: начиная с ведущего, по кругу каждый открывает одну
карту с руки. Старшая по достоинству карта берёт раунд и очко (масть не важна; туз
старший, если не включено ``ace_low``). Если старших карт несколько, очко не получает
никто (``ties=none``) или каждый из них (``ties=all``). Ведущий каждый раунд переходит к
следующему. После последнего раунда побеждает тот, у кого больше очков.

The package registers the game when it is imported; koloda imports it through the entry
point named in this package's pyproject.toml (group ``koloda.games``).
"""

from koloda.engine.game import register
from koloda_high_card.game import HighCardGame

HIGH_CARD = register(HighCardGame())

__all__ = ["HIGH_CARD", "HighCardGame"]
