// memoir inspector: a page over the REST API under /v1. No framework and
// no build step; every value from the server is put in the page as text
// (textContent), never as markup.
"use strict";

const KEY_STORAGE = "memoir-api-key";
const state = { needsKey: true, key: null, user: null, episodes: new Map() };

const $ = (id) => document.getElementById(id);

/** An element with attributes and children (strings become text). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  }
  return node;
}

function say(message, isError = false) {
  const status = $("status");
  status.textContent = message;
  status.classList.toggle("error", isError);
}

class ApiError extends Error {}

async function api(method, path, body) {
  const headers = {};
  if (state.key) headers["Authorization"] = `Bearer ${state.key}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (_) {
    data = text;
  }
  if (response.status === 401 && state.needsKey) {
    sessionStorage.removeItem(KEY_STORAGE);
    state.key = null;
    $("key-form").hidden = false;
  }
  if (!response.ok) {
    const message = data && data.message ? data.message : `${response.status} ${response.statusText}`;
    throw new ApiError(`${method} ${path}: ${message}`);
  }
  return data;
}

const userPath = (suffix = "") => `/v1/users/${encodeURIComponent(state.user)}${suffix}`;

function formatTime(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().replace("T", " ").slice(0, 16);
}

function speakerOf(episode) {
  const s = episode.speaker || {};
  return s.name ? `${s.role} (${s.name})` : s.role || "?";
}

// ---- tabs ---------------------------------------------------------------

const VIEWS = ["facts", "sessions", "recall", "map", "latency"];

function show(view) {
  for (const v of VIEWS) {
    const selected = v === view;
    $(`tab-${v}`).setAttribute("aria-selected", String(selected));
    $(`view-${v}`).hidden = !selected;
  }
  refresh(view);
}

function currentView() {
  return VIEWS.find((v) => !$(`view-${v}`).hidden) || "facts";
}

async function refresh(view = currentView()) {
  if (!state.user && view !== "latency") {
    return;
  }
  try {
    if (view === "facts") await loadFacts();
    else if (view === "sessions") await loadSessions();
    else if (view === "map") await loadMap();
    else if (view === "latency") await loadLatency();
  } catch (e) {
    say(e.message, true);
  }
}

// ---- users --------------------------------------------------------------

async function loadUsers() {
  const { users } = await api("GET", "/v1/users");
  const select = $("user");
  select.replaceChildren(...users.map((u) => el("option", { value: u }, u)));
  if (users.length === 0) {
    state.user = null;
    say("No users in this memory yet.");
    return;
  }
  state.user = users.includes(state.user) ? state.user : users[0];
  select.value = state.user;
  say(`${users.length} user${users.length === 1 ? "" : "s"}.`);
}

async function loadEpisodes() {
  const { episodes } = await api("GET", userPath("/episodes"));
  state.episodes = new Map(episodes.map((e) => [e.id, e]));
  return episodes;
}

// ---- facts --------------------------------------------------------------

/** Loads answer out of order: only the latest of each kind may render. */
const latest = { facts: 0, sessions: 0 };

async function loadFacts() {
  const mine = ++latest.facts;
  const all = $("show-history").checked;
  const [{ facts }] = await Promise.all([
    api("GET", userPath(`/facts?status=${all ? "all" : "current"}`)),
    loadEpisodes(),
  ]);
  if (mine !== latest.facts) return;
  const bySubject = new Map();
  for (const fact of facts) {
    const subject = fact.subject.display || fact.subject.key;
    if (!bySubject.has(subject)) bySubject.set(subject, new Map());
    const attributes = bySubject.get(subject);
    if (!attributes.has(fact.predicate)) attributes.set(fact.predicate, []);
    attributes.get(fact.predicate).push(fact);
  }
  const container = $("facts");
  if (facts.length === 0) {
    container.replaceChildren(el("p", {}, "No facts."));
    return;
  }
  const groups = [...bySubject.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  container.replaceChildren(
    ...groups.map(([subject, attributes]) =>
      el(
        "section",
        { class: "subject" },
        el("h3", {}, subject),
        ...[...attributes.entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([attribute, list]) =>
            el("div", { class: "attribute" }, el("h4", {}, attribute.replaceAll("_", " ")), ...list.map(factCard)),
          ),
      ),
    ),
  );
}

function factCard(fact) {
  const history = el("div", { class: "history", hidden: true, "aria-live": "polite" });
  const evidence = el("ol", { class: "evidence", hidden: true });
  const card = el(
    "article",
    { class: `fact status-${fact.status}`, "data-fact-id": fact.id },
    el(
      "p",
      { class: "statement" },
      el("span", { class: "badge" }, fact.status),
      " ",
      el("span", { class: "text" }, fact.statement),
    ),
    el(
      "p",
      { class: "meta" },
      `${fact.kind} · confidence ${Number(fact.confidence).toFixed(2)} · first said ${formatTime(fact.first_seen)}` +
        (fact.reinforcements ? ` · said again ${fact.reinforcements}×` : "") +
        ` · ${fact.id}`,
    ),
    el(
      "div",
      { class: "actions" },
      el("button", { type: "button", class: "show-history", onclick: () => toggleHistory(fact, history) }, "History"),
      el(
        "button",
        { type: "button", class: "show-evidence", onclick: () => toggleEvidence(fact, evidence) },
        `Evidence (${fact.evidence.length})`,
      ),
      fact.status === "active"
        ? el("button", { type: "button", class: "correct", onclick: () => correctFact(fact) }, "Correct")
        : null,
      el("button", { type: "button", class: "forget danger", onclick: () => forgetFact(fact) }, "Forget"),
    ),
    history,
    evidence,
  );
  return card;
}

async function toggleHistory(fact, container) {
  if (!container.hidden) {
    container.hidden = true;
    return;
  }
  try {
    const found = await api("GET", userPath(`/facts/${encodeURIComponent(fact.id)}`));
    const line = (f, relation) =>
      el(
        "li",
        { class: `status-${f.status}` },
        el("span", { class: "relation" }, relation),
        " ",
        el("span", { class: "badge" }, f.status),
        " ",
        f.statement,
        el("small", {}, ` (first said ${formatTime(f.first_seen)})`),
      );
    const items = [
      ...found.history.map((f) => line(f, "replaced")),
      line(found.fact, "this"),
      ...found.replaced_by.map((f) => line(f, "replaced by")),
    ];
    container.replaceChildren(
      el("h5", {}, "History"),
      items.length > 1 ? el("ol", { class: "chain" }, ...items) : el("p", {}, "No earlier or later versions."),
    );
    container.hidden = false;
  } catch (e) {
    say(e.message, true);
  }
}

function toggleEvidence(fact, container) {
  if (!container.hidden) {
    container.hidden = true;
    return;
  }
  container.replaceChildren(
    ...fact.evidence.map((id) => {
      const episode = state.episodes.get(id);
      return episode
        ? el("li", {}, el("q", {}, episode.text), el("small", {}, ` — ${speakerOf(episode)}, ${formatTime(episode.occurred_at)}`))
        : el("li", {}, `${id} (no longer stored)`);
    }),
  );
  container.hidden = false;
}

/** Ask before a destructive action; resolves true on "Forget". */
function confirmForget(text) {
  return new Promise((resolve) => {
    const dialog = $("confirm");
    $("confirm-text").textContent = text;
    dialog.returnValue = "";
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "ok"), { once: true });
    dialog.showModal();
  });
}

async function forgetFact(fact) {
  if (!(await confirmForget(`Forget “${fact.statement}”, its history and the turns it came from? This cannot be undone.`))) {
    return;
  }
  try {
    const removed = await api("DELETE", userPath(`/facts/${encodeURIComponent(fact.id)}`));
    say(`Forgotten: ${removed.facts.length} fact record(s), ${removed.episodes.length} turn(s).`);
    await loadFacts();
  } catch (e) {
    say(e.message, true);
  }
}

function correctFact(fact) {
  const dialog = $("correct");
  $("correct-old").textContent = `Now: “${fact.statement}”`;
  $("correct-text").value = "";
  dialog.returnValue = "";
  dialog.addEventListener(
    "close",
    async () => {
      const text = $("correct-text").value.trim();
      if (dialog.returnValue !== "ok" || !text) return;
      try {
        const result = await api("POST", userPath(`/facts/${encodeURIComponent(fact.id)}/correct`), { text });
        say(result.statements.length ? `Corrected: ${result.statements.join(" ")}` : "Nothing in that correction was understood as a fact.");
        await loadFacts();
      } catch (e) {
        say(e.message, true);
      }
    },
    { once: true },
  );
  dialog.showModal();
}

// ---- sessions -----------------------------------------------------------

async function loadSessions() {
  const mine = ++latest.sessions;
  const episodes = await loadEpisodes();
  if (mine !== latest.sessions) return;
  const sessions = new Map();
  for (const e of episodes) {
    if (!sessions.has(e.session)) sessions.set(e.session, []);
    sessions.get(e.session).push(e);
  }
  const ordered = [...sessions.entries()].sort((a, b) => (a[1][0].occurred_at < b[1][0].occurred_at ? 1 : -1));
  const container = $("sessions");
  if (ordered.length === 0) {
    container.replaceChildren(el("p", {}, "No sessions."));
    return;
  }
  container.replaceChildren(
    ...ordered.map(([id, turns]) =>
      el(
        "details",
        { class: "session", "data-session-id": id },
        el("summary", {}, `${formatTime(turns[0].occurred_at)} — ${turns.length} turn${turns.length === 1 ? "" : "s"} — ${id}`),
        el(
          "ol",
          { class: "transcript" },
          ...turns
            .sort((a, b) => a.turn - b.turn)
            .map((t) =>
              el("li", { class: `turn ${t.speaker.role}` }, el("strong", {}, speakerOf(t)), " ", t.text, el("small", {}, ` ${formatTime(t.occurred_at)}`)),
            ),
        ),
        el("button", { type: "button", class: "forget danger", onclick: () => forgetSession(id, turns.length) }, "Forget this session"),
      ),
    ),
  );
}

async function forgetSession(id, turns) {
  if (!(await confirmForget(`Forget session ${id}: its ${turns} turn(s) and every fact drawn only from them? This cannot be undone.`))) {
    return;
  }
  try {
    const removed = await api("POST", userPath("/forget"), { session: id });
    say(`Forgotten: ${removed.facts.length} fact record(s), ${removed.episodes.length} turn(s).`);
    await loadSessions();
  } catch (e) {
    say(e.message, true);
  }
}

// ---- recall -------------------------------------------------------------

function termsTable(explanation) {
  if (!explanation) return el("p", { class: "no-words" }, "Shares no word with the query.");
  return el(
    "table",
    { class: "terms" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "term"), el("th", { scope: "col" }, "in the text"), el("th", { scope: "col" }, "from neighbours"), el("th", { scope: "col" }, "idf"), el("th", { scope: "col" }, "BM25"))),
    el(
      "tbody",
      {},
      ...explanation.terms.map((t) =>
        el(
          "tr",
          {},
          el("td", {}, t.term),
          el("td", {}, t.own.map(([field, tf]) => `${field} ×${tf}`).join(", ") || "—"),
          el("td", {}, t.from_prev || t.from_next ? `before ×${t.from_prev}, after ×${t.from_next}` : "—"),
          el("td", {}, t.idf.toFixed(2)),
          el("td", {}, t.contribution.toFixed(3)),
        ),
      ),
    ),
    explanation.boosts.length
      ? el("caption", {}, `boosts: ${explanation.boosts.map(([name, factor]) => `${name} ×${factor}`).join(", ")}`)
      : null,
  );
}

async function recall(query) {
  const container = $("recall");
  try {
    const r = await api("POST", userPath("/recall/explain"), { query });
    const plan = r.plan || {};
    const factById = new Map(r.context.facts.map((f) => [f.id, f]));
    const capsuleByKey = new Map(r.context.evidence.map((c) => [c.key, c]));
    container.replaceChildren(
      el(
        "p",
        { class: "plan" },
        `Read as: ${plan.intent || "—"}; terms ${JSON.stringify(plan.terms || [])}` +
          (plan.about ? `; about ${plan.about}` : "") +
          (plan.attribute ? `; attribute ${plan.attribute}` : "") +
          (plan.speaker ? `; speaker ${plan.speaker}` : "") +
          (plan.wants_time ? "; a when-question" : "") +
          (r.dense ? "; compared in meaning too" : "; words only (no embedding model)"),
      ),
      el("h3", {}, "What the model would get"),
      el("pre", { class: "rendered" }, r.rendered || "(nothing)"),
      el("h3", {}, `Facts (${r.facts.length})`),
      el(
        "ol",
        { class: "reasons facts" },
        ...r.facts.map((why) => {
          const f = factById.get(why.id) || {};
          return el(
            "li",
            { class: "reason", "data-fact-id": why.id },
            el("p", {}, el("strong", {}, f.statement || why.id), ` — score ${why.score.toFixed(3)}`),
            el(
              "p",
              { class: "parts" },
              [
                why.lexical ? `words ${why.lexical.score.toFixed(3)}` : null,
                why.attribute_boost !== 1 ? `attribute asked about ×${why.attribute_boost}` : null,
                why.lent_by_turns > 0 ? `lent by the turns that said it ${why.lent_by_turns.toFixed(3)}` : null,
                why.listed_for_subject ? "listed: the question asks for everything about its subject" : null,
              ]
                .filter(Boolean)
                .join(" · "),
            ),
            termsTable(why.lexical),
          );
        }),
      ),
      el("h3", {}, `Evidence turns (${r.evidence.length})`),
      el(
        "ol",
        { class: "reasons evidence" },
        ...r.evidence.map((why) => {
          const c = capsuleByKey.get(why.key) || {};
          return el(
            "li",
            { class: "reason", "data-episode-id": why.key },
            el("p", {}, el("q", {}, c.excerpt || why.key), ` — score ${why.score.toFixed(3)}` + (why.cosine !== null && why.cosine !== undefined ? `, similarity in meaning ${why.cosine.toFixed(3)}` : "")),
            termsTable(why.lexical),
          );
        }),
      ),
    );
    say(`Recalled ${r.facts.length} fact(s) and ${r.evidence.length} turn(s).`);
  } catch (e) {
    say(e.message, true);
  }
}

// ---- map and audit ------------------------------------------------------

async function loadMap() {
  const [map, audit] = await Promise.all([api("GET", userPath("/map")), api("GET", userPath("/audit"))]);
  const counts = (title, pairs) =>
    el(
      "table",
      { class: "counts" },
      el("caption", {}, title),
      el("tbody", {}, ...pairs.map(([name, count]) => el("tr", {}, el("th", { scope: "row" }, name), el("td", {}, count)))),
    );
  $("map").replaceChildren(
    el("p", {}, "What a model is told this memory holds, in its system instruction:"),
    el("pre", { class: "rendered" }, map.text || "(empty)"),
    el(
      "div",
      { class: "columns" },
      counts("Current facts by subject", map.subjects || []),
      counts("Current facts by attribute", map.attributes || []),
    ),
  );
  $("audit").replaceChildren(
    el(
      "p",
      { class: audit.ok ? "ok" : "error", id: "audit-result" },
      audit.ok
        ? `Verified: ${audit.entries} audit entries in an unbroken hash chain; ${audit.records} records readable.`
        : `Problems found (first broken entry: ${audit.first_broken_entry ?? "none"}):`,
    ),
    audit.problems.length ? el("ul", {}, ...audit.problems.map((p) => el("li", {}, p))) : null,
  );
}

// ---- latency ------------------------------------------------------------

/** Prometheus text → histograms keyed by their labels. */
function parseHistograms(text, metric) {
  const series = new Map();
  // Label values may hold braces (`/v1/users/{user}`): the label set runs
  // to the last `}` of the line.
  const pattern = new RegExp(`^${metric}_(bucket|sum|count)\\{(.*)\\}\\s+(\\S+)$`);
  for (const line of text.split("\n")) {
    const m = line.match(pattern);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2].matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    const le = labels.le;
    delete labels.le;
    const key = JSON.stringify(labels);
    if (!series.has(key)) series.set(key, { labels, buckets: [], sum: 0, count: 0 });
    const s = series.get(key);
    if (m[1] === "bucket") s.buckets.push([le === "+Inf" ? Infinity : Number(le), Number(m[3])]);
    else s[m[1]] = Number(m[3]);
  }
  return [...series.values()];
}

/** The bucket bound under which `q` of the observations fall. */
function quantile(series, q) {
  const target = q * series.count;
  for (const [bound, count] of series.buckets.sort((a, b) => a[0] - b[0])) {
    if (count >= target) return bound;
  }
  return Infinity;
}

function formatSeconds(s) {
  if (!Number.isFinite(s)) return "> largest bucket";
  return s < 1e-3 ? `≤ ${(s * 1e6).toFixed(0)} µs` : s < 1 ? `≤ ${(s * 1e3).toFixed(1)} ms` : `≤ ${s.toFixed(2)} s`;
}

async function loadLatency() {
  const response = await fetch("/metrics");
  const text = await response.text();
  const table = (title, series, labelNames) => {
    const rows = series.filter((s) => s.count > 0);
    if (rows.length === 0) return el("p", {}, `${title}: none yet.`);
    return el(
      "table",
      { class: "latency" },
      el("caption", {}, title),
      el("thead", {}, el("tr", {}, ...labelNames.map((l) => el("th", { scope: "col" }, l)), el("th", { scope: "col" }, "count"), el("th", { scope: "col" }, "mean"), el("th", { scope: "col" }, "p50"), el("th", { scope: "col" }, "p99"))),
      el(
        "tbody",
        {},
        ...rows
          .sort((a, b) => b.count - a.count)
          .map((s) =>
            el(
              "tr",
              {},
              ...labelNames.map((l) => el("td", {}, s.labels[l] || "")),
              el("td", {}, s.count),
              el("td", {}, formatSeconds(s.sum / s.count).replace("≤ ", "")),
              el("td", {}, formatSeconds(quantile(s, 0.5))),
              el("td", {}, formatSeconds(quantile(s, 0.99))),
            ),
          ),
      ),
    );
  };
  $("latency").replaceChildren(
    table("Recall, in the engine", parseHistograms(text, "memoir_recall_duration_seconds"), ["source"]),
    table("HTTP requests", parseHistograms(text, "memoir_http_request_duration_seconds"), ["route", "method", "status"]),
  );
}

// ---- start --------------------------------------------------------------

async function start() {
  for (const v of VIEWS) $(`tab-${v}`).addEventListener("click", () => show(v));
  $("user").addEventListener("change", (e) => {
    state.user = e.target.value;
    $("recall").replaceChildren();
    refresh();
  });
  $("reload").addEventListener("click", async () => {
    await loadUsers().catch((e) => say(e.message, true));
    refresh();
  });
  $("show-history").addEventListener("change", () => refresh("facts"));
  $("recall-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const query = $("query").value.trim();
    if (query && state.user) recall(query);
  });
  $("key-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    state.key = $("key").value.trim();
    sessionStorage.setItem(KEY_STORAGE, state.key);
    $("key-form").hidden = true;
    await begin();
  });

  const config = await (await fetch("/ui/config.json")).json();
  state.needsKey = config.needs_key;
  state.key = state.needsKey ? sessionStorage.getItem(KEY_STORAGE) : null;
  if (state.needsKey && !state.key) {
    $("key-form").hidden = false;
    say("Enter an API key to begin.");
    return;
  }
  await begin();
}

async function begin() {
  try {
    await loadUsers();
    await refresh();
    document.body.dataset.ready = "true";
  } catch (e) {
    say(e.message, true);
  }
}

start();
