// The ruling desk's page (templates/desk/desk.html.j2): one generic page for every game.
//
// It reads the game's commands, fields, readings and rules from GET /api/<game>, builds one text field per input
// field of the chosen command, and asks POST /api/<game>/<command>?view=text whenever the input or a house rule
// changes (debounced).
//
// The palette: a card's button writes its token into the field in use; so does each region of a board picture
// (an SVG element with data-token, by a click or Enter/Space). In a field of places, a token "KEY:" chooses the key
// the next places go under (adding it when missing), and a place is put under the key chosen (or under its region's
// data-key), a second click taking it back unless the region says data-repeat; each place held is drawn on the
// board with the picture of its key's card. The verdict is the text the command prints, its rule ids linked to their clauses in the
// annotated rulebook; a refused input shows the server's reason next to the fields. The command, the fields as
// typed and the readings chosen stay in the page's address (history.replaceState), so the address is the ruling.
//
// How a field is written is told by the command's example (or another command's example of the same field):
//   text     a string, as typed
//   number   a whole number
//   cards    a list of single cards: cards separated by spaces
//   groups   a list of strings (sets, hands): items separated by ";"
//   numbers  a list of numbers, separated by spaces
//   piles    a list of lists of cards: one text field per list (as many as the example holds), cards by spaces;
//            in the address, lists separated by ";"
//   places   an object of lists: "KEY:item,item KEY2:item" (SORRY!'s "R:10,13 B:")
//   json     anything else: JSON
//   free     no example names it: a number, true/false or JSON when it reads as one, else text
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("desk-data").textContent);
  const game = data.game;
  const tokens = new Set(data.tokens);
  const DEBOUNCE_MS = 250;
  const POLL_MS = 1000;

  const HINTS = {
    text: "",
    number: "a whole number",
    cards: "cards separated by spaces",
    groups: "items separated by ;",
    numbers: "numbers separated by spaces",
    piles: "cards separated by spaces",
    places: "KEY:places,… e.g. R:10,13 B:",
    json: "JSON",
    free: "optional: text, a number, true/false or JSON",
  };

  const el = (id) => document.getElementById(id);
  const commandSelect = el("command");
  const fieldsForm = el("fields");
  const refusal = el("refusal");
  const verdict = el("verdict");
  const status = el("status");
  const decided = el("decided");
  const inForce = el("in-force");
  const share = el("share");
  const readingsBox = el("readings");

  let description = null; // GET /api/<game>
  let command = null; // the chosen command's description
  let kinds = {}; // field -> how it is written
  let lastField = null; // the text field a palette click writes into
  let chosenKey = null; // in a field of places, the key the next place clicked goes under
  let readings = {}; // key -> option chosen (only the ones not at their default)
  let timer = null;
  let asked = 0; // the latest request's number: an older answer arriving late is dropped

  function kindOf(value) {
    if (typeof value === "string") return "text";
    if (typeof value === "number") return "number";
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item === "string")) {
        return value.length > 0 && value.every((item) => tokens.has(item)) ? "cards" : "groups";
      }
      if (value.every((item) => typeof item === "number")) return "numbers";
      if (value.every((item) => Array.isArray(item) && item.every((card) => typeof card === "string"))) return "piles";
      return "json";
    }
    if (value !== null && typeof value === "object") {
      const lists = Object.values(value).every((v) => Array.isArray(v) && v.every((p) => typeof p === "string"));
      return lists ? "places" : "json";
    }
    return "json";
  }

  // The example value of a field: the command's own, else another command's of the same field (undefined: none).
  function fieldExample(name) {
    const own = command.example || {};
    if (name in own) return own[name];
    for (const other of description.commands) {
      if (other.example && name in other.example) return other.example[name];
    }
    return undefined;
  }

  function fieldKind(name) {
    const example = fieldExample(name);
    return example === undefined ? "free" : kindOf(example);
  }

  function written(kind, value) {
    switch (kind) {
      case "text":
        return value;
      case "number":
        return String(value);
      case "cards":
      case "numbers":
        return value.join(" ");
      case "groups":
        return value.join("; ");
      case "piles":
        return value.map((pile) => pile.join(" ")).join("; ");
      case "places":
        return Object.entries(value)
          .map(([key, items]) => `${key}:${items.join(",")}`)
          .join(" ");
      default:
        return JSON.stringify(value);
    }
  }

  const words = (text) => text.split(/[\s,;]+/).filter((word) => word !== "");

  // The JSON value of a field as typed; throws an Error naming the problem for text the kind cannot read.
  function read(name, kind, text) {
    const trimmed = text.trim();
    switch (kind) {
      case "text":
        return trimmed;
      case "number":
        return /^-?\d+$/.test(trimmed) ? Number(trimmed) : read(name, "free", trimmed);
      case "cards":
        return words(trimmed);
      case "numbers":
        return words(trimmed).map((word) => (/^-?\d+$/.test(word) ? Number(word) : word));
      case "groups":
        return trimmed.split(";").map((item) => item.trim());
      case "piles":
        return trimmed.split(";").map((pile) => words(pile));
      case "places": {
        // "R: 10 13 B:": each KEY followed by a colon opens the places of KEY
        const parts = trimmed.split(/([A-Za-z]\w*)\s*:/);
        if (parts[0].trim() !== "") {
          throw new Error(`${name}: write it as KEY:places,…, e.g. R:10,13 B: (could not read "${parts[0].trim()}")`);
        }
        const found = {};
        for (let at = 1; at < parts.length; at += 2) found[parts[at]] = words(parts[at + 1]);
        return found;
      }
      case "free":
        if (/^(-?\d+|true|false|null)$/.test(trimmed) || /^[[{"]/.test(trimmed)) return parseJson(name, trimmed);
        return trimmed;
      default:
        return parseJson(name, trimmed);
    }
  }

  function parseJson(name, text) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`${name}: not JSON: ${error.message}`);
    }
  }

  function inputs() {
    return Array.from(fieldsForm.querySelectorAll("input[data-field]"));
  }

  // The field's text as one line: a field of lists joins its inputs' texts with ";" ("" when all are empty).
  function fieldText(name) {
    const own = inputs().filter((input) => input.dataset.field === name);
    if (own.length === 1 && own[0].dataset.item === undefined) return own[0].value;
    const texts = own.map((input) => input.value.trim());
    return texts.every((text) => text === "") ? "" : texts.join("; ");
  }

  // One text input, labelled, with its hint; `item` numbers the inputs of a field of lists.
  function fieldRow(name, kind, value, item) {
    const id = item === undefined ? `field-${name}` : `field-${name}-${item}`;
    const row = document.createElement("p");
    row.className = "field";
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = item === undefined ? name : `${name} ${item}`;
    const input = document.createElement("input");
    input.type = "text";
    input.id = id;
    input.dataset.field = name;
    input.dataset.kind = kind;
    if (item !== undefined) input.dataset.item = String(item);
    input.spellcheck = false;
    input.value = value;
    // the palette writes into the field last typed into or clicked (not one Tab merely passed through)
    input.addEventListener("input", () => {
      use(input);
      changed();
    });
    input.addEventListener("pointerdown", () => use(input));
    row.append(label, " ", input);
    if (HINTS[kind]) {
      const hint = document.createElement("span");
      hint.className = "meta hint";
      hint.id = `hint-${id.slice("field-".length)}`;
      hint.textContent = HINTS[kind];
      input.setAttribute("aria-describedby", hint.id);
      row.append(" ", hint);
    }
    return row;
  }

  function buildFields(values) {
    fieldsForm.replaceChildren();
    kinds = {};
    for (const name of command.fields) {
      const kind = fieldKind(name);
      kinds[name] = kind;
      const value = values[name] || "";
      if (kind !== "piles") {
        fieldsForm.append(fieldRow(name, kind, value));
        continue;
      }
      // a list of lists: one input per list, as many as the example holds (or the value given, if more)
      const items = value.trim() === "" ? [] : value.split(";").map((item) => item.trim());
      const count = Math.max(fieldExample(name).length, items.length, 1);
      const group = document.createElement("fieldset");
      group.className = "field-lists";
      const legend = document.createElement("legend");
      legend.textContent = `${name}: ${count} lists, numbered from 0`;
      group.append(legend);
      for (let item = 0; item < count; item++) group.append(fieldRow(name, "piles", items[item] || "", item));
      fieldsForm.append(group);
    }
    chosenKey = null;
    use(inputs()[0] || null);
  }

  function use(input) {
    lastField = input;
    const item = input && input.dataset.item !== undefined ? ` ${input.dataset.item}` : "";
    el("target").textContent = input ? input.dataset.field + item : "";
    showKey();
  }

  function exampleValues() {
    const values = {};
    for (const [name, value] of Object.entries(command.example || {})) values[name] = written(fieldKind(name), value);
    return values;
  }

  function chooseCommand(name, values) {
    command = description.commands.find((each) => each.name === name) || description.commands[0];
    commandSelect.value = command.name;
    el("command-help").textContent = command.help || "";
    buildFields(values || exampleValues());
  }

  // --- the address ------------------------------------------------------------------------------------------------

  function address() {
    const query = new URLSearchParams();
    query.set("command", command.name);
    for (const name of command.fields) if (fieldText(name).trim() !== "") query.set(name, fieldText(name));
    for (const [key, option] of Object.entries(readings)) query.append("reading", `${key}=${option}`);
    return `${location.pathname}?${query.toString()}`;
  }

  function fromAddress() {
    const query = new URLSearchParams(location.search);
    for (const pair of query.getAll("reading")) {
      const at = pair.indexOf("=");
      if (at > 0) readings[pair.slice(0, at)] = pair.slice(at + 1);
    }
    if (!query.has("command")) return null;
    const values = {};
    for (const [name, value] of query.entries()) if (name !== "command" && name !== "reading") values[name] = value;
    return { command: query.get("command"), values };
  }

  // --- asking -----------------------------------------------------------------------------------------------------

  function changed() {
    drawHeld();
    const shared = address();
    history.replaceState(null, "", shared);
    share.href = shared;
    // the verdict shown is the old input's until the new one is answered: say so at once, not after the debounce
    status.textContent = "Asking…";
    document.body.dataset.state = "asking";
    clearTimeout(timer);
    timer = setTimeout(ask, DEBOUNCE_MS);
  }

  function body() {
    const found = {};
    for (const name of command.fields) {
      const text = fieldText(name);
      if (text.trim() === "") continue;
      found[name] = read(name, kinds[name], text);
    }
    if (Object.keys(readings).length > 0) found.reading = { ...readings };
    return found;
  }

  function refuse(reason) {
    refusal.textContent = reason;
    refusal.hidden = false;
    verdict.replaceChildren();
    decided.replaceChildren();
    inForce.textContent = "";
    status.textContent = "Refused: the input is not one the game can hold (the reason is beside the fields).";
    document.body.dataset.state = "refused";
  }

  async function ask() {
    const number = ++asked;
    let request;
    try {
      request = body();
    } catch (error) {
      refuse(error.message);
      return;
    }
    status.textContent = "Asking…";
    document.body.dataset.state = "asking";
    let response;
    let answer;
    try {
      response = await fetch(`/api/${game}/${command.name}?view=text`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      answer = await response.json();
    } catch (error) {
      if (number === asked) refuse(`the desk did not answer: ${error.message}`);
      return;
    }
    if (number !== asked) return;
    if (!response.ok) {
      refuse(answer.error || `the desk answered ${response.status}`);
      return;
    }
    refusal.hidden = true;
    refusal.textContent = "";
    showVerdict(answer);
  }

  // --- the verdict ------------------------------------------------------------------------------------------------

  function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  let ruleIds = null;

  function linked(text) {
    const fragment = document.createDocumentFragment();
    if (ruleIds === null) {
      fragment.append(text);
      return fragment;
    }
    let at = 0;
    let match;
    ruleIds.lastIndex = 0;
    while ((match = ruleIds.exec(text)) !== null) {
      fragment.append(text.slice(at, match.index));
      const link = document.createElement("a");
      const rule = match[0];
      link.href = `/${game}/rulebook#${data.anchors[rule] || ""}`;
      link.className = "rule";
      link.dataset.rule = rule;
      link.title = description.rules[rule] ? description.rules[rule].title : rule;
      link.textContent = rule;
      fragment.append(link);
      at = match.index + rule.length;
    }
    fragment.append(text.slice(at));
    return fragment;
  }

  function showVerdict(found) {
    verdict.replaceChildren(linked(found.text));
    decided.replaceChildren();
    for (const decision of found.answer.decided_by || []) {
      const item = document.createElement("li");
      item.append(`decided by ${decision.reading}=${decision.chosen}; `);
      const other = document.createElement("button");
      other.type = "button";
      other.className = "try";
      other.textContent = `ask with ${decision.reading}=${decision.other}`;
      other.addEventListener("click", () => choose(decision.reading, decision.other));
      item.append(other);
      decided.append(item);
    }
    const chosen = Object.entries(readings).map(([key, option]) => `${key}=${option}`);
    inForce.textContent = chosen.length
      ? `Readings in force: ${chosen.join(", ")}; every other reading at its default.`
      : "Readings in force: every reading at its default.";
    status.textContent = "Answered.";
    document.body.dataset.state = "answered";
  }

  // --- house rules ------------------------------------------------------------------------------------------------

  function choose(key, option) {
    const entry = description.readings.find((each) => each.key === key);
    if (!entry) return;
    if (option === entry.default) delete readings[key];
    else readings[key] = option;
    const select = el(`reading-${key}`);
    if (select) select.value = option;
    changed();
  }

  // The readings the chosen command reads (its scopes; every one when it names none) first; the others folded.
  function buildReadings() {
    readingsBox.replaceChildren();
    const scopes = data.scopes[command.name] || [];
    const others = document.createElement("details");
    others.className = "other-readings";
    const summary = document.createElement("summary");
    summary.textContent = "House rules this question does not read";
    others.append(summary);
    for (const entry of description.readings) {
      const box = document.createElement("div");
      box.className = "reading";
      box.dataset.reading = entry.key;
      const label = document.createElement("label");
      label.htmlFor = `reading-${entry.key}`;
      label.innerHTML = "<code></code> <span></span>";
      label.querySelector("code").textContent = entry.key;
      label.querySelector("span").textContent = entry.question;
      const select = document.createElement("select");
      select.id = `reading-${entry.key}`;
      for (const option of entry.options) {
        const choice = document.createElement("option");
        choice.value = option;
        choice.textContent = option === entry.default ? `${option} (default)` : option;
        select.append(choice);
      }
      select.value = readings[entry.key] || entry.default;
      select.addEventListener("change", () => choose(entry.key, select.value));
      const changes = document.createElement("button");
      changes.type = "button";
      changes.className = "changes";
      changes.textContent = "what this changes";
      const shown = document.createElement("div");
      shown.className = "witnesses meta";
      shown.setAttribute("aria-live", "polite");
      changes.addEventListener("click", () => witnesses(entry, shown));
      box.append(label, " ", select, " ", changes, shown);
      (scopes.length === 0 || scopes.includes(entry.scope) ? readingsBox : others).append(box);
    }
    if (others.children.length > 1) readingsBox.append(others);
  }

  // "What this changes": for each option besides the default, the corpus's smallest witness and, measured in the
  // background, how often it matters in play (GET /api/<game>/witness, asked again each second while measuring).
  function witnesses(entry, shown) {
    shown.replaceChildren();
    for (const option of entry.options) {
      if (option === entry.default) continue;
      const part = document.createElement("div");
      part.className = "witness";
      shown.append(part);
      poll(entry, option, part);
    }
  }

  async function poll(entry, option, part) {
    let found;
    try {
      const response = await fetch(
        `/api/${game}/witness?key=${encodeURIComponent(entry.key)}&option=${encodeURIComponent(option)}`,
      );
      found = await response.json();
      if (!response.ok) {
        part.textContent = `${entry.key}=${option}: ${found.error || response.status}`;
        return;
      }
    } catch (error) {
      part.textContent = `${entry.key}=${option}: not answered (${error.message})`;
      return;
    }
    const lines = [];
    const witness = found.witness;
    if (witness) {
      lines.push(`With ${entry.key}=${option}, the smallest input that answers differently: ${witness.description}.`);
      lines.push(`Under ${entry.default}: ${compact(witness.default_answer)}`);
      lines.push(`Under ${option}: ${compact(witness.other_answer)}`);
    } else {
      lines.push(`With ${entry.key}=${option}: no witness in the corpus.`);
    }
    const impact = found.impact || {};
    if (impact.status === "measuring") lines.push(`How often it matters in play: measuring (${impact.seconds} s)…`);
    else if (impact.status === "done") lines.push(...(impact.lines.length ? impact.lines : ["not measured for this game"]));
    else if (impact.status) lines.push(`How often it matters in play: ${impact.status}${impact.reason ? `: ${impact.reason}` : ""}`);
    part.replaceChildren(...lines.map((line) => Object.assign(document.createElement("p"), { textContent: line })));
    if (impact.status === "measuring") setTimeout(() => poll(entry, option, part), POLL_MS);
  }

  function compact(value) {
    return value === null || value === undefined ? "refused" : JSON.stringify(value);
  }

  // --- the palette ------------------------------------------------------------------------------------------------

  const isKey = (token) => /^[A-Za-z]\w*:$/.test(token);

  // The field a token goes to: a key or a place of a region goes to a field of places (the one in use, else the
  // command's first), anything else to the field in use.
  function targetOf(token, region) {
    if (lastField && lastField.dataset.kind === "places") return lastField;
    if (isKey(token) || region) {
      const places = inputs().find((input) => input.dataset.kind === "places");
      if (places) {
        use(places);
        return places;
      }
    }
    return lastField;
  }

  // Writes a palette token: into a field of places by key (see the top), else after the field's text.
  function write(token, region) {
    const input = targetOf(token, region);
    if (!input) return;
    if (input.dataset.kind === "places" && place(input, token, region || {})) return;
    const text = input.value.replace(/\s+$/, "");
    input.value = text === "" ? token : `${text} ${token}`;
    changed();
  }

  // A token written into a field of places: a key chosen, or a place put under its key or taken back. False when
  // the field's text cannot be read as places (the token is then added as typed, and the reason shown on asking).
  function place(input, token, region) {
    let found;
    try {
      found = read(input.dataset.field, "places", input.value);
    } catch (error) {
      return false;
    }
    const keys = Object.keys(found);
    if (isKey(token)) {
      chosenKey = token.slice(0, -1);
      if (!keys.some((key) => key.toLowerCase() === chosenKey.toLowerCase())) found[chosenKey] = [];
    } else {
      const wanted = region.key || chosenKey || keys[keys.length - 1];
      if (!wanted) {
        refuse(`${input.dataset.field}: choose whose place ${token} is first (a key such as ${keyExample()})`);
        return true;
      }
      const key = keys.find((each) => each.toLowerCase() === wanted.toLowerCase()) || wanted;
      chosenKey = key;
      const items = found[key] || (found[key] = []);
      const at = items.findIndex((item) => item.toLowerCase() === token.toLowerCase());
      if (at >= 0 && !region.repeat) items.splice(at, 1);
      else items.push(token);
    }
    input.value = written("places", found);
    showKey();
    changed();
    return true;
  }

  function keyExample() {
    const card = Array.from(document.querySelectorAll(".palette-card")).find((each) => isKey(each.dataset.token));
    return card ? card.dataset.token : "KEY:";
  }

  // The key chosen, shown on its card (aria-pressed) while a field of places is in use.
  function showKey() {
    const active = lastField && lastField.dataset.kind === "places" && chosenKey !== null;
    for (const card of document.querySelectorAll(".palette-card")) {
      if (!isKey(card.dataset.token)) continue;
      const pressed = active && card.dataset.token.toLowerCase() === `${chosenKey}:`.toLowerCase();
      card.setAttribute("aria-pressed", pressed ? "true" : "false");
    }
  }

  // Each place held in the field of places drawn on the board's region for it, with its key's card picture.
  const SVG = "http://www.w3.org/2000/svg";

  function drawHeld() {
    const boards = document.querySelectorAll(".palette-board svg");
    if (boards.length === 0) return;
    const input = inputs().find((each) => each.dataset.kind === "places");
    let found = {};
    if (input) {
      try {
        found = read(input.dataset.field, "places", input.value);
      } catch (error) {
        found = {};
      }
    }
    const cards = Array.from(document.querySelectorAll(".palette-card"));
    for (const board of boards) {
      let layer = board.querySelector(":scope > g.held");
      if (!layer) {
        layer = document.createElementNS(SVG, "g");
        layer.setAttribute("class", "held");
        layer.setAttribute("pointer-events", "none");
        layer.setAttribute("aria-hidden", "true");
        board.append(layer);
      }
      layer.replaceChildren();
      const regions = Array.from(board.querySelectorAll("[data-token]"));
      for (const region of regions) region.removeAttribute("data-held");
      for (const [key, items] of Object.entries(found)) {
        const card = cards.find((each) => each.dataset.token.toLowerCase() === `${key}:`.toLowerCase());
        const picture = card && card.querySelector("svg");
        if (!picture) continue;
        const counts = new Map();
        for (const item of items) counts.set(item.toLowerCase(), (counts.get(item.toLowerCase()) || 0) + 1);
        for (const [item, count] of counts) {
          const region = regions.find(
            (each) =>
              each.dataset.token.toLowerCase() === item &&
              (!each.dataset.key || each.dataset.key.toLowerCase() === key.toLowerCase()),
          );
          if (!region) continue;
          region.dataset.held = key;
          const box = region.getBBox();
          const size = Math.min(box.width, box.height, 26);
          const copy = picture.cloneNode(true);
          for (const name of ["role", "aria-label", "class"]) copy.removeAttribute(name);
          copy.querySelectorAll("title").forEach((title) => title.remove());
          copy.setAttribute("x", String(box.x + (box.width - size) / 2));
          copy.setAttribute("y", String(box.y + (box.height - size) / 2));
          copy.setAttribute("width", String(size));
          copy.setAttribute("height", String(size));
          layer.append(copy);
          if (count > 1) {
            const badge = document.createElementNS(SVG, "text");
            badge.setAttribute("x", String(box.x + box.width / 2 + size / 2));
            badge.setAttribute("y", String(box.y + (box.height - size) / 2 + 6));
            badge.setAttribute("font-size", "10");
            badge.setAttribute("font-weight", "bold");
            badge.textContent = `×${count}`;
            layer.append(badge);
          }
        }
      }
    }
  }

  for (const card of document.querySelectorAll(".palette-card")) {
    card.addEventListener("click", () => write(card.dataset.token, null));
  }
  for (const region of document.querySelectorAll(".palette-board [data-token]")) {
    const how = { key: region.dataset.key || null, repeat: region.dataset.repeat === "true" };
    region.addEventListener("click", () => write(region.dataset.token, how));
    region.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      write(region.dataset.token, how);
    });
  }
  el("clear").addEventListener("click", () => {
    const input = lastField;
    if (input) {
      input.value = "";
      changed();
    }
  });
  commandSelect.addEventListener("change", () => {
    chooseCommand(commandSelect.value);
    buildReadings();
    changed();
  });

  // --- start ------------------------------------------------------------------------------------------------------

  async function start() {
    const response = await fetch(`/api/${game}`);
    description = await response.json();
    const ids = Object.keys(description.rules).sort((a, b) => b.length - a.length);
    ruleIds = ids.length === 0 ? null : new RegExp(`(?<![\\w.-])(?:${ids.map(escapeRegExp).join("|")})(?![\\w-])`, "g");
    for (const each of description.commands) {
      const option = document.createElement("option");
      option.value = each.name;
      option.textContent = each.name;
      commandSelect.append(option);
    }
    const shared = fromAddress();
    chooseCommand(shared ? shared.command : description.commands[0].name, shared ? shared.values : null);
    buildReadings();
    changed();
  }

  start().catch((error) => refuse(`the desk could not load the game: ${error.message}`));
})();
