"""Rigged 3-player deals used by the audit tests (dealer 2, so seat 0 is the first hand).

X: seat 0 holds the heart marriage, seat 1 the club marriage, seat 2 the spade marriage;
the talon holds the diamond marriage (K Q) and JH. Points: 39 / 32 / 40, talon 9.
PLAY_X is a whole deal on X at 100 (seat 0 gives 9S to seat 1 and 9C to seat 2): seat 0
declares hearts then diamonds and takes 78 card points, seat 1 takes no trick, seat 2
takes 42 (two tricks: AD over the declared KD, and 10D trumping JH at the last trick).
"""

from __future__ import annotations

from .helpers import plays, rig

X = ["AH 10H KH QH AS 9S 9C", "AC 10C KC QC JC 9D JD", "AD 10D KS QS JS 10S 9H"]
X_TALON = "KD QD JH"
X_DEAL = rig(X, X_TALON)
X_GIFTS = ["give 9S 1", "give 9C 2"]
PLAY_X = plays(
    "AH", "9D", "9H",            # seat 0 wins 11
    "QH declare", "9S", "9C",    # hearts trump, +100; seat 0 wins 3
    "KH", "JD", "JS",            # 8
    "10H", "JC", "QS",           # 15
    "AS", "QC", "KS",            # 18
    "KD declare", "KC", "AD",    # diamonds trump, +80; seat 2 wins 19 with AD
    "10S", "QD", "10C",          # seat 0 must trump: QD wins 23
    "JH", "AC", "10D",           # seat 2 must trump: 10D wins 23
)

# N: no marriage in any hand (the talon holds K Q of spades), so every cap is 120.
# Seat 1 holds three nines and 12 points; the fourth nine (9H) is in seat 0's hand.
N = ["AS AC AD 10C 10D JS 9H", "9S 9C 9D JC JD KC KD", "10S AH 10H QC QD JH KH"]
N_TALON = "KS QS QH"
N_DEAL = rig(N, N_TALON)
