// Scarabeo's jolly swap, resigning and a turn game's end in the Activity
// (docs/activity.md, Scarabeo, Scrabble and Upwords). Swap is the chat's
// /swap letter: offered on your turn for each blank on the board standing
// for a letter you hold. Resign asks first, as the chat's /resign does,
// then presses the chat's confirmation for the game you saw. After the
// end the page keeps the final board and says who won.
import { te } from "./turn_end_i18n";
import { tt } from "./turn_i18n";
import type { TurnView } from "./turn";

type Send = (m: Record<string, unknown>) => boolean;

let send: Send = () => false;
let shown: TurnView | null = null;

const make = (tag: string, id: string, cls = ""): HTMLElement => {
  const e = document.createElement(tag);
  e.id = id;
  if (cls) e.className = cls;
  return e;
};
const swapB = make("button", "t-swap") as HTMLButtonElement;
const resignB = make("button", "t-resign") as HTMLButtonElement;
const swapEl = make("div", "turn-swap");
swapEl.hidden = true;
const confirmEl = make("div", "turn-confirm");
confirmEl.setAttribute("role", "alertdialog");
confirmEl.hidden = true;
const confirmText = document.createElement("p");
const yesB = make("button", "t-resign-yes") as HTMLButtonElement;
const noB = make("button", "t-resign-no") as HTMLButtonElement;
confirmEl.append(confirmText, yesB, noB);
for (const b of [swapB, resignB, yesB, noB]) b.setAttribute("type", "button");

swapB.addEventListener("click", () => { swapEl.hidden = !swapEl.hidden; confirmEl.hidden = true; draw(); });
resignB.addEventListener("click", () => { confirmEl.hidden = false; swapEl.hidden = true; draw(); yesB.focus(); });
noB.addEventListener("click", () => { confirmEl.hidden = true; resignB.focus(); });
yesB.addEventListener("click", () => {
  if (shown && send({ type: "resign", game: shown.game })) confirmEl.hidden = true;
});

// initEnd puts the Swap and Resign buttons after buttons and their panels
// after panel; s sends a turn message (with its number and locale).
export function initEnd(buttons: HTMLElement, panel: HTMLElement, s: Send) {
  send = s;
  buttons.append(swapB, resignB);
  panel.after(swapEl, confirmEl);
}

// swapLetters are the letters of the blanks on the board that the viewer
// may take with a tile of theirs (Scarabeo only; the bot checks).
export function swapLetters(v: TurnView): string[] {
  if (v.style !== "scarabeo" || v.over || !v.rack) return [];
  const held = new Set(v.rack.filter((t) => !t.jolly).map((t) => t.letter));
  const out = new Set<string>();
  for (const s of v.squares) if (s.height && s.jolly && s.letter && held.has(s.letter)) out.add(s.letter);
  return [...out].sort();
}

// endLine says how the game ended and who won (v.over).
export function endLine(v: TurnView): string {
  const names = (v.winners ?? []).map((i) => v.players[i]?.name ?? "").filter((n) => n);
  const who = names.length === 0 ? te("nobody") : names.length === 1 ? te("winner", names[0]) : te("shared", names.join(", "));
  return `🏁 ${v.stopped ? te("stopped") : te("over")} ${who}`;
}

// resignedMark is what follows a resigned player's name in the scores.
export function resignedMark(): string { return `(${te("resigned")})`; }

// drawEnd shows the buttons for v (mine: it is the viewer's turn).
export function drawEnd(v: TurnView, mine: boolean) {
  shown = v;
  const me = v.seat >= 0 ? v.players[v.seat] : undefined;
  const letters = mine ? swapLetters(v) : [];
  swapB.textContent = te("swap");
  swapB.hidden = letters.length === 0;
  if (letters.length === 0) swapEl.hidden = true;
  resignB.textContent = te("resign");
  resignB.hidden = !me || !!me.resigned || !!v.over;
  if (resignB.hidden) confirmEl.hidden = true;
  confirmText.textContent = te("resignAsk");
  yesB.textContent = te("resign");
  noB.textContent = tt("cancel");
  draw(letters);
}

function draw(letters = shown ? swapLetters(shown) : []) {
  const how = document.createElement("p");
  how.textContent = te("swapHow");
  swapEl.replaceChildren(how, ...letters.map((l) => {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.swap = l;
    b.textContent = te("swapAs", l);
    b.addEventListener("click", () => { if (send({ type: "swap", letters: [l] })) swapEl.hidden = true; });
    return b;
  }));
}
