"""Alembic migrations of the web server's database (run by ``koloda db upgrade`` and at
every server start; configured from code in :mod:`koloda.web.migrate`)."""
