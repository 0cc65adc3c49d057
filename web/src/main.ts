// wordbot's Discord Activity client (docs/activity.md): the Embedded App
// SDK's handshake (ready, then authorize), the code exchanged by the server
// at /api/token, then the channel's round over the WebSocket /api/live.
import { DiscordSDK } from "@discord/embedded-app-sdk";
import { setLocale, t } from "./i18n";
import { rovingBoard } from "./a11y";
import { initTurn, showTurn, turnMessage, type TurnView, type TurnMsg } from "./turn";
import { followParticipants, showParticipants } from "./participants";

interface Round { kind: string; game: number; id: string; size: number; faces: string[]; lang: string; locale?: string; deadline: number; }
interface ReportWord { word: string; points: number; counted: boolean; cells?: number[]; }
interface Report { id: string; game: number; size: number; faces: string[]; players: { name: string; total: number; words: ReportWord[] }[]; }
interface Guess { user: { id: string; name: string }; word?: string; verdict: string; mine: boolean; chat: boolean; found: number; why?: string; id?: number; }
interface ServerMsg extends TurnMsg { turn?: TurnView; type: string; report?: Report; code?: string; players?: { id: string; name: string }[]; user?: { id: string; name: string }; round?: Round; guess?: Guess; text?: string; now?: number; id?: number; }

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const statusEl = $("status"), gridEl = $("grid"), traceEl = $("trace"), feedEl = $("feed"), timerEl = $("timer"), playEl = $("play");

function setStatus(text: string) { statusEl.textContent = text; }

let round: Round | null = null;
let skew = 0; // server clock minus ours, ms
let ws: WebSocket | null = null;
let hello: Record<string, string> = {};
// Words sent and not answered yet, by number: sent again after a
// reconnection (one lost with the connection is not lost; one the bot had
// already taken comes back as 🔁).
const unanswered = new Map<number, string>();
let nextWord = 1;

// The page speaks the round's language once there is a round, the
// browser's until then.
function translatePage() {
  setStatus(statusEl.dataset.key === "connecting" ? t("connecting") : statusEl.textContent ?? "");
  $("word-label").textContent = t("word");
  $("send").textContent = t("send");
  gridEl.setAttribute("aria-label", t("grid"));
  feedEl.setAttribute("aria-label", t("verdicts"));
  $("report-title").textContent = t("report");
  showParticipants();
}

async function main() {
  initTurn($("app"), (msg) => {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(msg));
    return true;
  });
  setLocale(navigator.language);
  translatePage();
  const cfg = await (await fetch("/api/config")).json() as { client_id: string };
  const sdk = new DiscordSDK(cfg.client_id, { disableConsoleLogOverride: true });
  await sdk.ready();
  statusEl.dataset.key = "";
  if (!sdk.channelId) throw new Error(t("needChannel"));
  const channel = sdk.channelId, guild = sdk.guildId ?? "";
  let accessToken = ""; // for Discord's participants (participants.ts)
  // authorize asks Discord for a code and the server for a session; again
  // when the server no longer knows the session (it restarted).
  authorize = async () => {
    setStatus(t("authorizing"));
    const { code } = await sdk.commands.authorize({
      client_id: cfg.client_id, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    });
    // ?guild= lets any wordbot process route the request to the one that
    // plays this server's channels (docs/activity.md).
    const res = await fetch(`/api/token?guild=${encodeURIComponent(guild)}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }) });
    const tok = await res.json() as { session?: string; error?: string; user?: { name: string }; access_token?: string };
    if (!res.ok || !tok.session) throw new Error(tok.error ?? `HTTP ${res.status}`);
    hello = { type: "hello", session: tok.session, channel, guild };
    accessToken = tok.access_token ?? "";
  };
  await authorize();
  connect(0);
  void followParticipants(sdk, accessToken);
}

let authorize: () => Promise<void> = async () => {};
let reauthorizing = false;
// The server refused the connection with a reason to show (code "route":
// the process playing this server's games is unreachable).
let refused = false;
// The server said this player may not play in this channel (code
// "access": not a member, or cannot see it or write in it).
let barred = false;

function connect(attempt: number) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const sock = new WebSocket(`${proto}//${location.host}/api/live?guild=${encodeURIComponent(hello.guild ?? "")}`);
  ws = sock;
  sock.onopen = () => {
    sock.send(JSON.stringify(hello));
    attempt = 0;
  };
  sock.onmessage = (e) => onMessage(JSON.parse(e.data as string) as ServerMsg);
  sock.onclose = () => {
    if (ws !== sock) return;
    ws = null;
    // A refusal's reason stays shown while the client tries again; a
    // player who may not play in this channel is not tried again.
    if (!refused) setStatus(t("lost"));
    if (barred) return;
    // The view stays; words not answered yet are sent again.
    setTimeout(() => connect(attempt + 1), Math.min(500 * 2 ** attempt, 8000));
  };
}

function onMessage(m: ServerMsg) {
  if (m.now) skew = m.now - Date.now();
  switch (m.type) {
    case "welcome":
      refused = false;
      $("who").textContent = m.user?.name ?? "";
      for (const [id, word] of unanswered) ws?.send(JSON.stringify({ type: "word", word, id }));
      break;
    case "round":
      showRound(m.round ?? null, m.report ?? null);
      if (m.turn?.locale) { setLocale(m.turn.locale); translatePage(); }
      if (m.turn) setStatus("");
      showTurn(m.turn ?? null, skew);
      break;
    case "guess":
      if (m.guess?.mine && m.guess.id) unanswered.delete(m.guess.id);
      if (m.guess) addGuess(m.guess);
      break;
    case "players":
      $("players").textContent = t("players", (m.players ?? []).map((p) => p.name).join(", "));
      break;
    case "note":
      turnMessage(m);
      if (m.id) unanswered.delete(m.id);
      addLine(m.text ?? "", true);
      break;
    case "error":
      // The refusals the page words in its language (the server's
      // sentence, English, stays as the status's title).
      setStatus(m.code === "route" ? t("route") : m.code === "access" ? t("noAccess") : m.code === "access_check" ? t("accessCheck") : m.text ?? t("error"));
      statusEl.title = m.code === "route" || m.code?.startsWith("access") ? m.text ?? "" : "";
      refused = m.code === "route" || m.code === "access" || m.code === "access_check";
      barred = m.code === "access";
      if (m.code === "session" && !reauthorizing) {
        // The server restarted (sessions live in its memory): a new code,
        // a new session, then the reconnection the close brings.
        reauthorizing = true;
        authorize().catch((err: unknown) => setStatus(t("couldNot", err instanceof Error ? err.message : String(err))))
          .finally(() => { reauthorizing = false; });
      }
      break;
    default:
      turnMessage(m);
  }
}

function showRound(r: Round | null, rep: Report | null = null) {
  const same = round && r && round.game === r.game && round.id === r.id;
  round = r;
  reportEl.hidden = true;
  $("typed").hidden = false;
  if (!r) {
    playEl.hidden = true;
    timerEl.textContent = "";
    setStatus(t("noRound"));
    if (rep) showReport(rep);
    return;
  }
  if (r.locale) {
    setLocale(r.locale);
    translatePage();
  }
  setStatus(r.kind === "ruzzle" ? t("ruzzle") : t("boggle"));
  playEl.hidden = false;
  if (same && shownGame === r.game) return;
  drawBoard(r.size, r.faces);
  shownGame = r.game;
}

let shownGame = -1;
const reportEl = $("report");

function drawBoard(size: number, faces: string[]) {
  gridEl.replaceChildren();
  gridEl.style.gridTemplateColumns = `repeat(${size}, 1fr)`;
  faces.forEach((face, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "cell";
    b.dataset.cell = String(i);
    b.textContent = face;
    b.setAttribute("aria-label", t("cell", face, Math.floor(i / size) + 1, (i % size) + 1));
    gridEl.append(b);
  });
}

// ---- the last round's report: each word's path drawn on the board ----
let animation = 0;

function showReport(rep: Report) {
  playEl.hidden = false;
  $("typed").hidden = true;
  reportEl.hidden = false;
  drawBoard(rep.size, rep.faces);
  shownGame = -1;
  const list = $("report-words");
  list.replaceChildren();
  for (const p of rep.players) {
    const li = document.createElement("li");
    const name = document.createElement("strong");
    name.textContent = `${p.name} ${p.total}`;
    li.append(name);
    for (const w of p.words) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = w.counted ? "word" : "word off";
      b.textContent = w.word;
      // The struck-through look is not read out: say it.
      b.setAttribute("aria-label", t(w.counted ? "wordCounted" : "wordNotCounted", w.word));
      if (w.cells?.length) b.addEventListener("click", () => animatePath(w.cells!));
      else b.disabled = true;
      li.append(" ", b);
    }
    list.append(li);
  }
}

// animatePath lights the path's cells one after another.
function animatePath(cells: number[]) {
  const run = ++animation;
  gridEl.dataset.shown = "";
  const els = gridEl.querySelectorAll<HTMLElement>(".cell");
  els.forEach((el) => el.classList.remove("on"));
  cells.forEach((c, i) => setTimeout(() => {
    if (run !== animation) return;
    els[c]?.classList.add("on");
    if (i === cells.length - 1) gridEl.dataset.shown = cells.join(",");
  }, 250 * (i + 1)));
}

// ---- tracing: press on a cell, drag through neighbours, release ----
let path: number[] = [];
let tracing = false;

function cellAt(x: number, y: number): number {
  if (!round) return -1;
  const box = gridEl.getBoundingClientRect();
  const n = round.size, w = box.width / n, h = box.height / n;
  const col = Math.floor((x - box.left) / w), row = Math.floor((y - box.top) / h);
  if (col < 0 || row < 0 || col >= n || row >= n) return -1;
  // Only the middle of a cell counts, so that a diagonal does not catch a corner.
  const dx = (x - box.left) - (col + 0.5) * w, dy = (y - box.top) - (row + 0.5) * h;
  if (Math.hypot(dx / w, dy / h) > 0.42) return -1;
  return row * n + col;
}

function adjacent(a: number, b: number): boolean {
  const n = round!.size;
  return a !== b && Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
}

function extend(cell: number) {
  if (cell < 0) return;
  if (path.length === 0) { path = [cell]; }
  else if (path.length >= 2 && path[path.length - 2] === cell) { path.pop(); }
  else if (!path.includes(cell) && adjacent(path[path.length - 1], cell)) { path.push(cell); }
  drawPath();
}

function drawPath() {
  gridEl.querySelectorAll<HTMLElement>(".cell").forEach((el) => {
    const on = path.includes(Number(el.dataset.cell));
    el.classList.toggle("on", on);
    // A screen reader says which letters are in the word.
    el.setAttribute("aria-pressed", String(on));
  });
  traceEl.textContent = pathWord();
}

function pathWord(): string { return path.map((i) => round!.faces[i]).join(""); }

gridEl.addEventListener("pointerdown", (e) => {
  const c = cellAt(e.clientX, e.clientY);
  if (c < 0) return;
  e.preventDefault();
  tracing = true;
  path = [];
  gridEl.setPointerCapture(e.pointerId);
  extend(c);
});
gridEl.addEventListener("pointermove", (e) => { if (tracing) extend(cellAt(e.clientX, e.clientY)); });
const finish = () => {
  if (!tracing) return;
  tracing = false;
  const word = pathWord();
  path = [];
  drawPath();
  if (word.length >= 2) sendWord(word);
};
gridEl.addEventListener("pointerup", finish);
gridEl.addEventListener("pointercancel", () => { tracing = false; path = []; drawPath(); });

rovingBoard(gridEl);

// Keyboard: the cells are buttons (the arrow keys move among them:
// a11y.ts); Enter or Space adds a neighbour to the
// word (or starts it), Enter on the last cell sends it, Escape clears.
gridEl.addEventListener("keydown", (e) => {
  const el = e.target as HTMLElement;
  if (!el.dataset.cell || !round) return;
  const c = Number(el.dataset.cell);
  if (e.key === "Escape") { path = []; drawPath(); return; }
  if (e.key !== "Enter" && e.key !== " ") return;
  e.preventDefault();
  if (path.length && path[path.length - 1] === c) {
    const word = pathWord();
    path = [];
    drawPath();
    if (word.length >= 2) sendWord(word);
    return;
  }
  if (path.length && !adjacent(path[path.length - 1], c)) path = [];
  extend(c);
});

$<HTMLFormElement>("typed").addEventListener("submit", (e) => {
  e.preventDefault();
  const input = $<HTMLInputElement>("word");
  const word = input.value.trim();
  input.value = "";
  if (word) sendWord(word);
});

function sendWord(word: string) {
  const id = nextWord++;
  unanswered.set(id, word);
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "word", word, id }));
}

// ---- verdicts ----

function addGuess(g: Guess) {
  const meaning: Record<string, string> = { "✅": t("counted"), "❌": t("refused"), "🔁": t("again") };
  const who = g.mine ? t("you") : g.user.name || t("someone");
  const where = g.chat ? ` ${t("chat")}` : "";
  const word = g.word ? ` ${g.word.toUpperCase()}` : ` ${t("aWord")}`;
  // Your own verdicts say why, in the round's language, as the chat's /guess does.
  const line = g.mine && g.why ? g.why : `${g.verdict} ${who}${where}:${word}` + (g.mine ? ` — ${meaning[g.verdict] ?? ""}` : "");
  addLine(line, g.mine);
}

function addLine(text: string, mine: boolean) {
  const li = document.createElement("li");
  li.textContent = text;
  if (mine) li.className = "mine";
  feedEl.prepend(li);
  while (feedEl.children.length > 200) feedEl.lastElementChild?.remove();
}

// ---- timer ----
let endAsked = "";
setInterval(() => {
  if (!round) return;
  const left = Math.max(0, Math.round((round.deadline - (Date.now() + skew)) / 1000));
  timerEl.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  timerEl.classList.toggle("low", left <= 10);
  // At the end, ask once for the channel's round (the bot's report ends it).
  if (left === 0 && endAsked !== round.id && ws && ws.readyState === WebSocket.OPEN) {
    endAsked = round.id;
    ws.send(JSON.stringify({ type: "refresh" }));
  }
}, 250);

main().catch((err: unknown) => setStatus(t("couldNot", err instanceof Error ? err.message : String(err))));
