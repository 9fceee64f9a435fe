"""The writes of one chat turn sent as a single statement.

Every INSERT or UPDATE a turn produces becomes a data-modifying CTE of one statement
(`WITH w0 AS (INSERT …), w1 AS (UPDATE …) … SELECT now()`): one statement is atomic by itself,
so the turn commits once, in one round trip, with no BEGIN or COMMIT. Measured on this machine
for nine rows: 1.2 ms and 0.17 ms of client CPU, against 2.6 ms and 0.65 ms for the same rows
as nine statements of one transaction in pipeline mode.

The CTEs run on one snapshot in no set order, so: rows whose order matters (messages, events)
go in one multi-row INSERT, and no row is written twice (a new case is inserted with its
final state instead of inserted and then updated). Foreign keys are checked at the end of
the statement, so a message may name the request a sibling CTE inserts.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any, Sequence

from bizengine.storage.db import case_id_collisions


class Writes:
    """Collects statements with `execute(sql, params)` (the interface of a connection, so the
    storage helpers write to either) and sends them together with `send(conn)`."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.params: list[Any] = []

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.parts.append(sql)
        self.params.extend(params)

    def statement(self) -> str:
        ctes = ", ".join(f"w{i} AS ({sql})" for i, sql in enumerate(self.parts))
        return f"WITH {ctes} SELECT now() AS at" if ctes else "SELECT now() AS at"

    def send(self, conn) -> datetime:
        """Run everything as one statement; returns its transaction's `now()`, the `at` of
        every row it wrote with the column's default. A new case whose id is taken raises
        `CaseIdTaken` (nothing was written)."""
        with case_id_collisions():
            return conn.execute(self.statement(), self.params).fetchone()["at"]
