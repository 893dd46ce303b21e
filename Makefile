# Two commands: `make run` (set up, then the gateway with demo data on the embedded default,
# no API key)
# and `make test` (set up, then lint, types and the whole suite on SQLite and PostgreSQL).
VENV ?= .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin
TEST_WORKERS ?= 3

.PHONY: setup run test regress lint bench bench-peer soak soak-short clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $@

# The dashboard's browser tests drive Debian's Chromium (never a downloaded browser build) and
# need a CJK font for the Chinese pages' screenshots. `make test` installs them or fails, loudly.
CHROMIUM ?= /usr/bin/chromium
.PHONY: browser
browser:
	@if [ ! -x $(CHROMIUM) ] || ! fc-list :lang=zh family 2>/dev/null | grep -q .; then \
	  echo "installing Debian's chromium and a CJK font for the dashboard tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q chromium fonts-wqy-microhei \
	  || { echo "FATAL: could not install chromium (apt-get install -y chromium)." >&2; \
	       echo "       The dashboard tests need $(CHROMIUM); they do not skip." >&2; exit 1; }; \
	fi

run: setup
	$(BIN)/xihe serve --demo

lint: setup
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

test: lint browser
	$(PY) -m pytest -q -p no:cacheprovider -n $(TEST_WORKERS) --dist loadfile
	$(if $(REGRESS_CONFIG),$(BIN)/xihe --config $(REGRESS_CONFIG) regress run)

# The regression corpus of a deployment: `make regress REGRESS_CONFIG=xihe.toml` (also run
# by `make test` when REGRESS_CONFIG is set); exits 1 when a case breaks its promise.
regress: setup
	$(BIN)/xihe $(if $(REGRESS_CONFIG),--config $(REGRESS_CONFIG)) regress run

bench: setup
	@for f in bench/*.py; do echo "== $$f"; $(PY) $$f || exit 1; done

# The fault campaign: two replicas on PostgreSQL + a Redis of its own, faults, schemathesis.
soak: setup
	$(PY) -m tests.soak.run

soak-short: setup
	$(PY) -m tests.soak.run --short

# The gateway beside LiteLLM's proxy (installed pinned into .cache/peer/ on first run).
bench-peer: setup
	$(PY) bench/peer.py

clean:
	rm -rf $(VENV) .xihe .mypy_cache .ruff_cache .pytest_cache .cache
