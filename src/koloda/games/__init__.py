"""The built-in games. Importing this package registers them."""

from koloda.games import durak, maumau, patience, tysyacha

__all__ = ["durak", "maumau", "patience", "tysyacha"]
