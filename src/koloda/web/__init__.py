"""The web server (``koloda serve``): online tables over WebSockets, driven by the same
table layer as the terminal (:mod:`koloda.table`). The contract with the page is
``docs/web-protocol.md``; the page itself is ``static/``.

- :mod:`koloda.web.app` — the Starlette application (``create_app``), HTTP endpoints;
- :mod:`koloda.web.rooms` — live tables: the WebSocket protocol, computer moves,
  persistence of every action before it is announced, rebuild after a restart;
- :mod:`koloda.web.db` — the SQLAlchemy Core schema and every query (SQLite, PostgreSQL);
- :mod:`koloda.web.migrate` — Alembic, configured from code (``migrations/``);
- :mod:`koloda.web.notify` — PostgreSQL LISTEN/NOTIFY between server processes.
"""
