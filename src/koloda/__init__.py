"""Koloda (колода): Russian card games with computer opponents."""

__version__ = "0.1.0"
