"""Тысяча (1000) — in progress."""
