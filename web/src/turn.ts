// Scarabeo, Scrabble and Upwords in the Activity (docs/activity.md): the
// channel's board, scores, whose turn and the bag, live; your rack (sent to
// you alone). Tiles go onto squares by dragging (pointer events: mouse and
// touch), by tapping a tile then a square, or by keyboard (arrows move on
// the board, Enter places or takes back). Each change of the tiles placed
// is previewed by the server with the bot's engine (the word, the words
// across it, the score, or the bot's refusal); Submit, Pass, Exchange and
// Hint are the chat's /play, /pass, /exchange and /hint, sent to the bot.
import { tn, tt } from "./turn_i18n";
import { drawEnd, endLine, initEnd, resignedMark } from "./turn_end";

export interface TurnSquare { bonus?: string; letter?: string; value?: number; jolly?: boolean; height?: number; }
export interface TurnTile { letter: string; value: number; jolly?: boolean; }
export interface TurnView {
  kind: string; game: number; id: string; actions: number; lang: string; locale?: string; style: string; size: number;
  squares: TurnSquare[]; last?: number[]; players: { id: string; name: string; score: number; resigned?: boolean }[];
  turn: number; bag: number; seat: number; turn_ends?: string; rack?: TurnTile[]; letters?: string[]; jollies: boolean; stacks: boolean;
  over?: boolean; stopped?: boolean; winners?: number[];
}
interface Placed { square: number; letter: string; jolly?: boolean; }
interface Preview { word?: string; pos?: string; words?: string[]; score: number; refused?: string; }
interface Hint { word: string; pos: string; score: number; tiles: Placed[]; }
export interface TurnMsg { type: string; preview?: Preview; hint?: Hint; text?: string; id?: number; }

type Send = (m: Record<string, unknown>) => boolean;

let send: Send = () => false;
let view: TurnView | null = null;
// The tiles you placed and not submitted: square -> the rack tile's index
// and the letter (a blank's chosen one).
let draft = new Map<number, { rack: number; letter: string }>();
let chosen = -1; // the rack tile tapped (or chosen by keyboard), -1 none
let cursor = -1; // the board square with the keyboard's focus
let exchanging = false;
const toExchange = new Set<number>();
let msgSeq = 1_000_000; // numbers of turn messages (words count from 1)
let previewID = 0;
let playID = 0;
let lastHint: Hint | null = null;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = "", text = ""): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
};

const root = el("section");
root.id = "turn";
root.hidden = true;
const infoEl = el("p");
infoEl.id = "turn-info";
infoEl.setAttribute("aria-live", "polite");
const scoresEl = el("ul");
scoresEl.id = "turn-scores";
const bagEl = el("span");
bagEl.id = "turn-bag";
const boardEl = el("div");
boardEl.id = "board";
boardEl.setAttribute("role", "grid");
const rackEl = el("div");
rackEl.id = "rack";
rackEl.setAttribute("role", "listbox");
const previewEl = el("p");
previewEl.id = "turn-preview";
previewEl.setAttribute("aria-live", "polite");
const buttons = el("div");
buttons.id = "turn-buttons";
const button = (id: string, onClick: () => void) => {
  const b = el("button");
  b.type = "button";
  b.id = id;
  b.addEventListener("click", onClick);
  buttons.append(b);
  return b;
};
const submitB = button("t-submit", () => submit());
const recallB = button("t-recall", () => { draft.clear(); chosen = -1; changed(); });
const exchangeB = button("t-exchange", () => { exchanging = !exchanging; toExchange.clear(); draft.clear(); chosen = -1; changed(); });
const exchangeGoB = button("t-exchange-go", () => exchangeGo());
const passB = button("t-pass", () => { if (send({ type: "pass", id: ++msgSeq })) { draft.clear(); changed(); } });
const hintB = button("t-hint", () => send({ type: "hint", id: ++msgSeq }));
const hintEl = el("div");
hintEl.id = "turn-hint";
hintEl.hidden = true;
const hintText = el("p");
const playItB = el("button");
playItB.type = "button";
playItB.id = "t-playit";
playItB.addEventListener("click", () => playIt());
hintEl.append(hintText, playItB);
const pickerEl = el("div");
pickerEl.id = "blank-picker";
pickerEl.setAttribute("role", "dialog");
pickerEl.hidden = true;
const bagLine = el("p");
bagLine.id = "turn-bagline";
// The turn's time left (/settings turn timeout), by the server's clock.
const clockEl = el("span");
clockEl.id = "turn-clock";
clockEl.setAttribute("role", "timer");
bagLine.append(bagEl, " ", clockEl);
let skew = 0;
setInterval(() => {
  const end = view?.turn_ends ? Date.parse(view.turn_ends) : NaN;
  if (Number.isNaN(end)) { clockEl.textContent = ""; return; }
  const left = Math.max(0, Math.round((end - (Date.now() + skew)) / 1000));
  const two = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60;
  clockEl.textContent = `⏱ ${h > 0 ? `${h}:${two(m)}` : m}:${two(left % 60)}`;
  clockEl.setAttribute("aria-label", `${tt("turnTime")}: ${clockEl.textContent.slice(2)}`);
}, 500);
root.append(infoEl, scoresEl, bagLine, boardEl, previewEl, rackEl, buttons, hintEl, pickerEl);

// initTurn puts the turn games' view in the page; send gives a message to
// the server (false when the connection is down).
export function initTurn(parent: HTMLElement, s: Send) {
  send = s;
  initEnd(buttons, buttons, (m) => send({ ...m, id: ++msgSeq, locale: navigator.language }));
  parent.insertBefore(root, document.getElementById("feed"));
}

const colName = (c: number) => String.fromCharCode(65 + c);
const squareName = (i: number, n: number) => `${colName(i % n)}${Math.floor(i / n) + 1}`;

function tileLabel(letter: string, value: number, jolly: boolean): string {
  if (jolly) return letter === "?" ? tt("blank") : tt("blankAs", letter);
  if (!view || view.stacks) return tt("tileUp", letter);
  return tn("tile", value, letter, value);
}

// showTurn shows the channel's turn game (null: none runs).
export function showTurn(v: TurnView | null, serverSkew = 0) {
  skew = serverSkew;
  const before = view;
  view = v;
  root.hidden = !v;
  if (!v) { draft.clear(); return; }
  if (!before || before.game !== v.game || before.actions !== v.actions || before.seat !== v.seat) {
    // A move was made (here or in the chat): the board and rack changed.
    draft.clear();
    chosen = -1;
    exchanging = false;
    toExchange.clear();
    lastHint = null;
    hintEl.hidden = true;
    previewEl.textContent = "";
    previewEl.className = "";
  }
  changed(false);
}

function myTurn(): boolean { return !!view && !view.over && view.seat >= 0 && view.turn === view.seat; }

// changed redraws and, when the tiles placed changed, asks for a preview.
function changed(ask = true) {
  const v = view;
  if (!v) return;
  submitB.textContent = tt("submit");
  recallB.textContent = tt("recall");
  exchangeB.textContent = exchanging ? tt("cancel") : tt("exchange");
  exchangeGoB.textContent = tt("exchangeGo");
  passB.textContent = tt("pass");
  hintB.textContent = tt("hint");
  playItB.textContent = tt("playIt");
  boardEl.setAttribute("aria-label", tt("board"));
  rackEl.setAttribute("aria-label", tt("rack"));
  const who = v.players[v.turn]?.name ?? "";
  infoEl.textContent = `${tt(v.kind as "scrabble")}: ` + (v.over ? endLine(v) : v.seat < 0 ? tt("watching") + " " + tt("theirTurn", who) : myTurn() ? tt("yourTurn") : tt("theirTurn", who));
  scoresEl.replaceChildren(...v.players.map((p, i) => {
    const li = el("li", i === v.turn && !v.over ? "on" : "", `${p.name} ${p.score}` + (p.resigned ? ` ${resignedMark()}` : ""));
    return li;
  }));
  scoresEl.setAttribute("aria-label", tt("scores"));
  bagEl.textContent = tt("bag", v.bag);
  drawBoard(v);
  drawRack(v);
  const mine = myTurn();
  submitB.disabled = !mine || draft.size === 0 || exchanging;
  recallB.disabled = draft.size === 0;
  exchangeB.disabled = !mine;
  exchangeGoB.hidden = !exchanging;
  exchangeGoB.disabled = toExchange.size === 0;
  passB.disabled = !mine || exchanging;
  hintB.disabled = !mine || exchanging;
  drawEnd(v, mine && !exchanging);
  if (exchanging) previewEl.textContent = tt("exchangeHow");
  if (ask) askPreview();
}

function drawBoard(v: TurnView) {
  const n = v.size;
  boardEl.style.gridTemplateColumns = `repeat(${n}, 1fr)`;
  boardEl.dataset.style = v.style;
  const last = new Set(v.last ?? []);
  const squares: HTMLElement[] = [];
  v.squares.forEach((sq, i) => {
    const b = el("button", "sq");
    b.type = "button";
    b.dataset.sq = String(i);
    b.tabIndex = i === (cursor >= 0 ? cursor : Math.floor(n * n / 2)) ? 0 : -1;
    if (sq.bonus) b.classList.add(sq.bonus);
    const d = draft.get(i);
    let label = squareName(i, n);
    if (sq.bonus) label += ", " + tt(sq.bonus as "dl");
    const rack = v.rack ?? [];
    if (d) {
      const t = rack[d.rack];
      b.classList.add("tile", "draft");
      if (t?.jolly) b.classList.add("jolly");
      b.append(face(d.letter, t?.jolly ? 0 : t?.value ?? 0, v));
      label += ", " + tt("yours", d.letter);
    } else if (sq.height) {
      b.classList.add("tile");
      if (sq.jolly) b.classList.add("jolly");
      if (last.has(i)) b.classList.add("last");
      if (v.stacks) b.classList.add(`h${Math.min(sq.height, 5)}`);
      b.append(face(sq.letter ?? "", sq.jolly ? -1 : sq.value ?? 0, v));
      if (v.stacks) {
        const h = el("span", "height", String(sq.height));
        b.append(h);
      }
      label += ", " + tileLabel(sq.letter ?? "", sq.value ?? 0, !!sq.jolly);
      if (v.stacks && sq.height > 1) label += ", " + tn("stack", sq.height, sq.height);
    } else if (sq.bonus && !(v.stacks && sq.bonus === "centre")) {
      // The pictures' marks: 2L 3L 2W 3W, the centre's star (none on
      // Upwords' four centre squares, only their colour).
      b.append(el("span", "label", bonusMark(sq.bonus)));
    }
    b.setAttribute("aria-label", label);
    squares.push(b);
  });
  boardEl.replaceChildren(...squares);
}

function bonusMark(b: string): string {
  return ({ dl: "2L", tl: "3L", dw: "2W", tw: "3W", centre: "★" } as Record<string, string>)[b] ?? "";
}

function face(letter: string, value: number, v: TurnView): HTMLElement {
  const f = el("span", "face");
  f.append(el("span", "letter", letter));
  if (!v.stacks && value > 0) f.append(el("span", "value", String(value)));
  return f;
}

function drawRack(v: TurnView) {
  const used = new Set([...draft.values()].map((d) => d.rack));
  const tiles = (v.rack ?? []).map((t, i) => {
    const b = el("button", "tile rtile");
    b.type = "button";
    b.dataset.rack = String(i);
    b.setAttribute("role", "option");
    if (t.jolly) b.classList.add("jolly");
    if (used.has(i)) { b.classList.add("used"); b.disabled = true; }
    if (i === chosen) b.classList.add("chosen");
    if (exchanging && toExchange.has(i)) b.classList.add("chosen");
    b.setAttribute("aria-selected", String(i === chosen || (exchanging && toExchange.has(i))));
    b.append(face(t.jolly ? "" : t.letter, t.jolly ? 0 : t.value, v));
    b.setAttribute("aria-label", tileLabel(t.letter, t.value, !!t.jolly));
    return b;
  });
  rackEl.replaceChildren(...tiles);
}

// place puts rack tile r on square sq (asking a blank's letter first).
function place(r: number, sq: number) {
  const v = view;
  if (!v || !myTurn() || exchanging) return;
  const t = v.rack?.[r];
  const s = v.squares[sq];
  if (!t || !s) return;
  if (s.height && !v.stacks) return; // a square taken (Upwords stacks)
  for (const [k, d] of draft) if (d.rack === r) draft.delete(k);
  if (draft.has(sq)) draft.delete(sq);
  if (t.jolly) {
    askLetter((letter) => { draft.set(sq, { rack: r, letter }); chosen = -1; changed(); });
    return;
  }
  draft.set(sq, { rack: r, letter: t.letter });
  chosen = -1;
  changed();
}

function takeBack(sq: number) {
  if (draft.delete(sq)) changed();
}

function askLetter(then: (letter: string) => void) {
  const v = view;
  if (!v) return;
  const title = el("p", "", tt("chooseLetter"));
  const row = el("div", "letters");
  for (const l of v.letters ?? []) {
    const b = el("button", "", l);
    b.type = "button";
    b.dataset.letter = l;
    b.addEventListener("click", () => { pickerEl.hidden = true; then(l); });
    row.append(b);
  }
  const cancel = el("button", "", tt("cancel"));
  cancel.type = "button";
  cancel.addEventListener("click", () => { pickerEl.hidden = true; });
  pickerEl.replaceChildren(title, row, cancel);
  pickerEl.setAttribute("aria-label", tt("chooseLetter"));
  pickerEl.hidden = false;
  (row.firstElementChild as HTMLElement | null)?.focus();
}

function placedTiles(): Placed[] {
  const v = view!;
  return [...draft.entries()].sort((a, b) => a[0] - b[0]).map(([square, d]) => {
    const jolly = !!v.rack?.[d.rack]?.jolly;
    return jolly ? { square, letter: d.letter, jolly } : { square, letter: d.letter };
  });
}

function askPreview() {
  if (!view || draft.size === 0 || exchanging) {
    if (!exchanging) { previewEl.textContent = ""; previewEl.className = ""; }
    previewID = 0;
    return;
  }
  previewID = ++msgSeq;
  submitB.disabled = true;
  previewEl.textContent = tt("previewing");
  previewEl.className = "";
  send({ type: "preview", tiles: placedTiles(), id: previewID, locale: navigator.language });
}

function submit() {
  if (!view || draft.size === 0) return;
  playID = ++msgSeq;
  if (send({ type: "play", tiles: placedTiles(), id: playID, locale: navigator.language })) submitB.disabled = true;
}

function exchangeGo() {
  const v = view;
  if (!v || toExchange.size === 0) return;
  const letters = [...toExchange].map((i) => v.rack?.[i]?.letter ?? "").filter((l) => l);
  send({ type: "exchange", letters, id: ++msgSeq, locale: navigator.language });
}

// playIt puts the hint's tiles on the board from your rack (a blank for a
// hint's blank), then the preview follows.
function playIt() {
  const v = view, h = lastHint;
  if (!v || !h) return;
  draft.clear();
  const free = new Set((v.rack ?? []).map((_, i) => i));
  for (const p of h.tiles) {
    const i = [...free].find((k) => (p.jolly ? v.rack![k].jolly : !v.rack![k].jolly && v.rack![k].letter === p.letter));
    if (i === undefined) continue;
    free.delete(i);
    draft.set(p.square, { rack: i, letter: p.letter });
  }
  changed();
}

// turnMessage handles the server's answers to the turn messages; true when
// it was one of them.
export function turnMessage(m: TurnMsg): boolean {
  switch (m.type) {
    case "preview":
      if (m.id !== previewID || !m.preview) return true;
      if (m.preview.refused) {
        previewEl.textContent = m.preview.refused;
        previewEl.className = "refused";
        submitB.disabled = true;
      } else {
        const p = m.preview;
        previewEl.textContent = tn("preview", p.score, p.word?.toUpperCase() ?? "", p.pos ?? "", p.score) + (p.words && p.words.length > 1 ? ` (${tt("previewWords", p.words.join(", "))})` : "");
        previewEl.className = "ok";
        submitB.disabled = !myTurn();
      }
      return true;
    case "hint":
      if (!m.hint) return true;
      lastHint = m.hint;
      hintText.textContent = m.text ?? "";
      hintEl.hidden = false;
      hintEl.scrollIntoView({ block: "nearest" }); // below the buttons: on a phone, maybe off the screen
      return true;
    case "note":
      // The bot's refusal of your move, in its words.
      if (m.id && m.id > 1_000_000 && view) {
        previewEl.textContent = m.text ?? "";
        previewEl.className = "refused";
        submitB.disabled = draft.size === 0 || !myTurn();
      }
      return false; // the feed shows it too
  }
  return false;
}

// ---- pointer: drag a tile from the rack (or one of yours on the board)
// onto a square; a press without a drag is a tap ----
let drag: { from: "rack" | "board"; index: number; x: number; y: number; ghost: HTMLElement | null; id: number } | null = null;

function startDrag(e: PointerEvent, from: "rack" | "board", index: number, src: HTMLElement) {
  if (!myTurn() || exchanging) return;
  e.preventDefault();
  drag = { from, index, x: e.clientX, y: e.clientY, ghost: null, id: e.pointerId };
  src.setPointerCapture(e.pointerId);
}

function moveDrag(e: PointerEvent) {
  if (!drag || e.pointerId !== drag.id) return;
  if (!drag.ghost && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 6) {
    const v = view!;
    const r = drag.from === "rack" ? drag.index : draft.get(drag.index)?.rack ?? -1;
    const t = v.rack?.[r];
    if (!t) return;
    drag.ghost = el("div", "tile ghost" + (t.jolly ? " jolly" : ""));
    const letter = drag.from === "board" ? draft.get(drag.index)?.letter ?? "" : t.jolly ? "" : t.letter;
    drag.ghost.append(face(letter, t.jolly ? 0 : t.value, v));
    document.body.append(drag.ghost);
  }
  if (drag.ghost) {
    drag.ghost.style.left = `${e.clientX}px`;
    drag.ghost.style.top = `${e.clientY}px`;
    const over = squareAt(e.clientX, e.clientY);
    boardEl.querySelectorAll(".over").forEach((x) => x.classList.remove("over"));
    if (over >= 0) boardEl.querySelector(`[data-sq="${over}"]`)?.classList.add("over");
  }
}

function squareAt(x: number, y: number): number {
  const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>(".sq");
  return hit && boardEl.contains(hit) ? Number(hit.dataset.sq) : -1;
}

function endDrag(e: PointerEvent) {
  const d = drag;
  if (!d || e.pointerId !== d.id) return;
  drag = null;
  boardEl.querySelectorAll(".over").forEach((x) => x.classList.remove("over"));
  if (!d.ghost) {
    // A tap: choose a rack tile, take back a tile of yours.
    if (d.from === "rack") { chosen = chosen === d.index ? -1 : d.index; changed(false); }
    else takeBack(d.index);
    return;
  }
  d.ghost.remove();
  const sq = squareAt(e.clientX, e.clientY);
  const r = d.from === "rack" ? d.index : draft.get(d.index)?.rack ?? -1;
  if (sq >= 0 && r >= 0) {
    if (d.from === "board") {
      const keep = draft.get(d.index)!;
      draft.delete(d.index);
      const t = view?.rack?.[r];
      const s = view?.squares[sq];
      if (t && s && !(s.height && !view!.stacks) && !draft.has(sq)) { draft.set(sq, keep); changed(); }
      else { draft.set(d.index, keep); changed(false); }
      return;
    }
    place(r, sq);
  } else if (d.from === "board") {
    takeBack(d.index); // dropped off the board: back to the rack
  }
}

rackEl.addEventListener("pointerdown", (e) => {
  const b = (e.target as HTMLElement).closest<HTMLElement>(".rtile");
  if (!b || b.classList.contains("used")) return;
  const i = Number(b.dataset.rack);
  if (exchanging) {
    if (toExchange.has(i)) toExchange.delete(i); else toExchange.add(i);
    changed(false);
    return;
  }
  startDrag(e, "rack", i, rackEl);
});
boardEl.addEventListener("pointerdown", (e) => {
  const b = (e.target as HTMLElement).closest<HTMLElement>(".sq");
  if (!b) return;
  const sq = Number(b.dataset.sq);
  cursor = sq;
  if (draft.has(sq)) { startDrag(e, "board", sq, boardEl); return; }
  if (chosen >= 0) { e.preventDefault(); place(chosen, sq); }
});
for (const t of [rackEl, boardEl]) {
  t.addEventListener("pointermove", moveDrag);
  t.addEventListener("pointerup", endDrag);
  t.addEventListener("pointercancel", (e) => { if (drag && e.pointerId === drag.id) { drag.ghost?.remove(); drag = null; } });
}

// ---- keyboard: rack tiles are chosen by Enter/Space (their own click);
// on the board the arrows move and Enter places or takes back ----
rackEl.addEventListener("click", (e) => {
  if ((e as MouseEvent).detail !== 0) return; // a pointer's click: handled above
  const b = (e.target as HTMLElement).closest<HTMLElement>(".rtile");
  if (!b || b.classList.contains("used")) return;
  const i = Number(b.dataset.rack);
  if (exchanging) { if (toExchange.has(i)) toExchange.delete(i); else toExchange.add(i); }
  else chosen = chosen === i ? -1 : i;
  changed(false);
  rackEl.querySelector<HTMLElement>(`[data-rack="${i}"]`)?.focus();
});
boardEl.addEventListener("keydown", (e) => {
  const v = view;
  const b = (e.target as HTMLElement).closest<HTMLElement>(".sq");
  if (!v || !b) return;
  const n = v.size;
  let sq = Number(b.dataset.sq);
  const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -n, ArrowDown: n };
  if (e.key in moves) {
    e.preventDefault();
    const next = sq + moves[e.key];
    if (next < 0 || next >= n * n || (Math.abs(moves[e.key]) === 1 && Math.floor(next / n) !== Math.floor(sq / n))) return;
    sq = next;
    cursor = sq;
    boardEl.querySelectorAll<HTMLElement>(".sq").forEach((x) => { x.tabIndex = Number(x.dataset.sq) === sq ? 0 : -1; });
    boardEl.querySelector<HTMLElement>(`[data-sq="${sq}"]`)?.focus();
    return;
  }
  if (e.key !== "Enter" && e.key !== " ") return;
  e.preventDefault();
  cursor = sq;
  if (draft.has(sq)) takeBack(sq);
  else if (chosen >= 0) place(chosen, sq);
  boardEl.querySelector<HTMLElement>(`[data-sq="${sq}"]`)?.focus();
});
