# The two commands of the README: `make run` and `make test`.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
SUDO    := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
PORT    ?= 8790

.PHONY: run test fuzz lint check bench eval clean chromium redis-server nginx

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: setup.cfg pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: setup.cfg pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(VENV)/.installed $@

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads a browser).
chromium:
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; }

# Debian's redis-server for the test of shared limits across gunicorn workers (the test starts its own).
redis-server:
	@command -v redis-server >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq redis-server >/dev/null; }
# nginx for the test of the documented proxy (deploy/nginx.conf) in front of serve --prod.
nginx:
	@command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq nginx-light >/dev/null; }

run: $(VENV)/.installed
	$(BIN)/obrador-mel serve --host 127.0.0.1 --port $(PORT)

test: $(VENV)/.installed-dev chromium redis-server nginx lint
	$(BIN)/obrador-mel check
	$(BIN)/python -m pytest -p no:cacheprovider
	$(BIN)/obrador-mel eval --set conversations
	$(BIN)/obrador-mel eval --set paraphrases

# Style (ruff), types (mypy) and the layers of bizengine/ (import-linter, .importlinter).
lint: $(VENV)/.installed-dev
	$(BIN)/ruff check bizengine
	$(BIN)/mypy
	$(BIN)/lint-imports

# Property tests with fresh random examples (make test draws the same ones every run).
fuzz: $(VENV)/.installed-dev
	HYPOTHESIS_PROFILE=explore $(BIN)/python -m pytest -p no:cacheprovider -q $(shell grep -l hypothesis tests/test_*.py)

check: $(VENV)/.installed
	$(BIN)/obrador-mel check

bench: $(VENV)/.installed-dev
	$(BIN)/python -m evals.bench

clean:
	rm -rf $(VENV) build *.egg-info
