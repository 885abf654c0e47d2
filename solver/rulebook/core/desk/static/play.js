// The ruling desk's play page (templates/desk/play.html.j2): start a seeded game, apply legal actions, undo,
// download the state. It asks the play API (core/desk/play_api.py): POST /api/GAME/play/new, .../moves, .../apply.
// The states played stay in the page (Undo pops one). The URL holds the arguments of `new` (arg=...) and the
// actions taken (do=...): opening it replays them to the same state.
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const game = data.id;
  const el = (id) => document.getElementById(id);
  const form = el("new-game");
  const fields = Array.from(form.querySelectorAll("[data-flag]"));

  /** The arguments of `new` the game was started with; null before a game. */
  let args = null;
  /** Each state reached, with its text: states[i] follows the first i actions. */
  let states = [];
  /** The actions taken, as their text. */
  let taken = [];
  let busy = false;

  async function ask(command, body) {
    const response = await fetch(`/api/${encodeURIComponent(game)}/play/${command}?view=text`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    let answer;
    try {
      answer = await response.json();
    } catch (error) {
      throw new Error(`${command}: the desk answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      throw new Error(answer.error || `${command}: ${response.status}`);
    }
    return answer;
  }

  /** A state as the page keeps it: the answer of new or apply without the readings that decided it. */
  function stateOf(answer) {
    const state = Object.assign({}, answer.answer);
    delete state.decided_by;
    return { state: state, text: answer.text };
  }

  function current() {
    return states[states.length - 1];
  }

  function stateJson(state) {
    return JSON.stringify(state, null, 2) + "\n";
  }

  function argsOfForm() {
    const words = [];
    for (const field of fields) {
      const value = field.value.trim();
      if (!value) continue;
      const values = field.dataset.repeated ? value.split(/\s+/) : [value];
      for (const item of values) words.push(field.dataset.flag, item);
    }
    return words;
  }

  function fillForm(words) {
    for (const field of fields) field.value = field.tagName === "SELECT" ? field.value : "";
    for (let index = 0; index < words.length; index += 1) {
      const field = fields.find((candidate) => candidate.dataset.flag === words[index]);
      if (!field || index + 1 >= words.length) continue;
      const value = words[index + 1];
      field.value = field.dataset.repeated && field.value ? `${field.value} ${value}` : value;
      index += 1;
    }
  }

  function writeUrl() {
    const params = new URLSearchParams();
    for (const word of args || []) params.append("arg", word);
    for (const action of taken) params.append("do", action);
    history.replaceState(null, "", `${location.pathname}?${params.toString()}`);
  }

  function showError(message) {
    el("error").textContent = message || "";
  }

  function setBusy(value) {
    busy = value;
    for (const button of document.querySelectorAll("button")) {
      button.disabled = value || (button.id === "undo" && states.length < 2);
    }
  }

  function describe(moves) {
    const who = moves.actor === null || moves.actor === undefined ? "no one seat acts" : `player ${moves.actor} acts`;
    const count = moves.actions.length;
    return `Phase ${moves.phase} · ${who} · ${count} legal action${count === 1 ? "" : "s"} · after ${taken.length} action${taken.length === 1 ? "" : "s"}`;
  }

  function actionButton(entry) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action";
    const text = document.createElement("span");
    text.textContent = entry.text;
    button.appendChild(text);
    const rules = entry.rules || [];
    if (rules.length) {
      const shown = document.createElement("span");
      shown.className = "rules";
      shown.textContent = rules.join(" ");
      button.appendChild(shown);
      button.title = rules.map((rule) => `${rule}: ${data.rules[rule] || ""}`).join("\n");
    }
    button.setAttribute("aria-label", `Apply ${entry.text}${rules.length ? `; rules ${rules.join(", ")}` : ""}`);
    button.addEventListener("click", () => play(entry.text));
    return button;
  }

  async function show() {
    const here = current();
    el("state-text").textContent = here.text;
    el("state-json").textContent = stateJson(here.state);
    el("taken").textContent = taken.length ? `Actions taken: ${taken.join(" · ")}` : "No action taken yet.";
    const download = el("download");
    if (download.href.startsWith("blob:")) URL.revokeObjectURL(download.href);
    download.href = URL.createObjectURL(new Blob([stateJson(here.state)], { type: "application/json" }));
    download.download = `${game}-state-${taken.length}.json`;
    download.setAttribute("aria-disabled", "false");
    const moves = await ask("moves", { state: here.state });
    el("moves-text").textContent = moves.text;
    el("status").textContent = describe(moves.answer);
    const box = el("actions");
    box.replaceChildren(...moves.answer.actions.map(actionButton));
    if (!moves.answer.actions.length) box.textContent = "No legal action: the game is over, or a deal is due (type it below).";
  }

  async function run(work) {
    if (busy) return;
    setBusy(true);
    showError("");
    try {
      await work();
    } catch (error) {
      showError(error.message);
    } finally {
      setBusy(false);
    }
  }

  async function start(words, actions) {
    const first = await ask("new", { args: words });
    args = words;
    states = [stateOf(first)];
    taken = [];
    for (const [index, action] of actions.entries()) {
      try {
        states.push(stateOf(await ask("apply", { state: current().state, action: action })));
        taken.push(action);
      } catch (error) {
        writeUrl();
        await show();
        throw new Error(`replaying action ${index + 1} (${action}): ${error.message}`);
      }
    }
    writeUrl();
    await show();
  }

  function play(action) {
    return run(async () => {
      const next = stateOf(await ask("apply", { state: current().state, action: action }));
      states.push(next);
      taken.push(action);
      writeUrl();
      await show();
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run(() => start(argsOfForm(), []));
  });

  el("typed-action").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = el("action-text").value;
    if (!states.length) {
      showError("Start a game first.");
      return;
    }
    play(text);
  });

  el("undo").addEventListener("click", () =>
    run(async () => {
      if (states.length < 2) return;
      states.pop();
      taken.pop();
      writeUrl();
      await show();
    }),
  );

  el("download").addEventListener("click", (event) => {
    if (!states.length) {
      event.preventDefault();
      showError("Start a game first: there is no state to download yet.");
    }
  });

  const params = new URLSearchParams(location.search);
  const shared = params.getAll("arg");
  if (shared.length) {
    fillForm(shared);
    run(() => start(shared, params.getAll("do")));
  }
})();
