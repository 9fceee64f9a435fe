"""The benchmark's tables (evals/bench_http.py) print no figure for a run with errors, and add up
the slices of a load the servers take turns at. Numbers are made up here: nothing is timed."""
from __future__ import annotations

from collections import Counter

from evals.bench_http import Run, table


def run(answers: dict, cpu: float = 1.0, samples=(10.0, 12.0, 14.0)) -> Run:
    return Run(samples=list(samples), statuses=Counter(answers), seconds=1.0, app_cpu=cpu, db_cpu=cpu / 4)


def results(floor: Run, project: Run, memo: Run) -> dict:
    return {"runs": {"floor": {16: floor}, "project": {16: project}, "memo": {16: memo}}, "rss": {},
            "workers": 2, "threads": 8, "warm_errors": Counter()}


def test_figures_against_the_floor():
    lines, errors = table(results(run({200: 1000}), run({200: 250}), run({200: 400})))
    assert errors == 0
    assert "| 16 | 12.0 / 14.0 ms | 1000 | 12.0 / 14.0 ms | 250 | 1.00× | 0.25× |" in lines
    assert "| 16 | 1.00 + 0.25 ms | 4.00 + 1.00 ms | 4.0× |" in lines
    assert "| 16 | 12.0 / 14.0 ms | 400 | 1.00× | 0.40× | 2.50 + 0.62 ms | 2.5× |" in lines


def test_an_error_in_any_server_is_counted_and_its_run_prints_no_figure():
    lines, errors = table(results(run({200: 1000}), run({200: 250}), run({200: 399, 503: 1})))
    assert errors == 1
    assert "| 16 | errors: {200: 399, 503: 1} | | no figure | | | |" in lines
    assert not any("0.40×" in line for line in lines)


def test_cpu_lost_with_a_process_prints_no_cpu_figure():
    lines, _ = table(results(run({200: 1000}), run({200: 250}, cpu=0.0), run({200: 400})))
    assert "| 16 | 1.00 + 0.25 ms | no figure (CPU not measured) | |" in lines


def test_slices_add_up():
    total = Run()
    total.add(run({200: 100, 503: 1}, samples=(5.0,)))
    total.add(run({200: 300}, samples=(7.0, 9.0)))
    assert total.samples == [5.0, 7.0, 9.0] and total.statuses == Counter({200: 400, 503: 1})
    assert (total.seconds, total.app_cpu, total.db_cpu, total.errors, total.rate) == (2.0, 2.0, 0.5, 1, 200.0)
