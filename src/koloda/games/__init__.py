"""The built-in games. Importing this package registers them."""

from koloda.games import durak, maumau, tysyacha

__all__ = ["durak", "maumau", "tysyacha"]
