# rulebook — every target creates the virtual environment first if it is missing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test check verify mutate fuzz-mutants simulate bench clean

$(STAMP): pyproject.toml solver/build_hook.py solver/rulebook/mahjong/engine/compiled.c
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

## run: the main job — check every model against its engine, then regenerate docs and corpora
run: $(STAMP)
	$(BIN)/rulebook verify
	$(BIN)/rulebook generate

## test: the test suite (unit, properties, sampled cross-checks, CLI)
test: $(STAMP)
	$(BIN)/python -m pytest -n 2

## check: lint, format and type checks, and the generated files up to date
check: $(STAMP)
	$(BIN)/ruff check solver tests
	$(BIN)/ruff format --check solver tests
	$(BIN)/mypy
	$(BIN)/rulebook generate --check

## verify: the exhaustive cross-checks (every single-suit configuration), the long run of the hostile-input tests,
## then the code mutants against the corpus
verify: $(STAMP)
	$(BIN)/rulebook verify --exhaustive
	RULEBOOK_FUZZ_PROFILE=fuzz-long $(BIN)/python -m pytest -n 2 tests/test_fuzz_inputs.py tests/test_hostile_cli.py
	$(BIN)/rulebook mutate --no-progress

## fuzz-mutants: `rulebook fuzz GAME --mutants` for every game with rule mutants: each found by fuzzing, its shrunk
## input no larger than its own witness (the figures of docs/conformance.md); exit 1 when one is not
fuzz-mutants: $(STAMP)
	for game in $$($(BIN)/python -c "from rulebook.registry import games; print(*(g.id for g in games() if g.mutant_engines))"); do \
		$(BIN)/rulebook fuzz $$game --mutants --no-progress || exit 1; \
	done

## mutate: the code mutants of every engine's rule modules against the corpus (docs/conformance.md): exit 1 on a
## mutant no case kills that is not recorded as equivalent
mutate: $(STAMP)
	$(BIN)/rulebook mutate

## simulate: 10,000 random 4-player FORBIDDEN games, 3,000 Lao Pengh games under each policy, 3,000 Tien Zi Que
## games and 3,000 two-player SORRY! games, the state invariants checked after every action, each run on a local
## Dask cluster of every core (about 13 min on two cores, by the one-core rates)
simulate: $(STAMP)
	$(BIN)/rulebook forbidden simulate --games 10000 --players 4 --seed 1
	$(BIN)/rulebook laopengh simulate --games 3000 --seed 1 --policy honest
	$(BIN)/rulebook laopengh simulate --games 3000 --seed 1 --policy bluffing
	$(BIN)/rulebook laopengh simulate --games 3000 --seed 1 --policy accusing
	$(BIN)/rulebook tzq simulate --games 3000 --seed 1
	$(BIN)/rulebook sorry simulate --games 3000 --seed 1

## bench: measure throughput and write docs/performance.md
bench: $(STAMP)
	$(BIN)/rulebook bench --write docs/performance.md

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
