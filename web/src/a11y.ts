// Keyboard and screen readers on the round's board (docs/activity.md,
// "Accessibility"): the board is one stop of the Tab key (a roving
// tabindex: the cell last focused is the one Tab reaches), and the arrow
// keys move among its cells (Home and End: the row's first and last);
// Enter or Space then adds the focused letter to the word (main.ts).

// rovingBoard makes grid's .cell buttons one Tab stop moved by the arrows.
export function rovingBoard(grid: HTMLElement) {
  const cells = () => Array.from(grid.querySelectorAll<HTMLElement>(".cell"));
  let current = 0;
  const apply = () => {
    const all = cells();
    if (current >= all.length) current = 0;
    all.forEach((c, i) => { c.tabIndex = i === current ? 0 : -1; });
  };
  // A new board (a round, a report): its first cell is the Tab stop.
  new MutationObserver(() => { current = 0; apply(); }).observe(grid, { childList: true });
  grid.addEventListener("focusin", (e) => {
    const i = cells().indexOf(e.target as HTMLElement);
    if (i >= 0 && i !== current) { current = i; apply(); }
  });
  grid.addEventListener("keydown", (e) => {
    const all = cells();
    const i = all.indexOf(e.target as HTMLElement);
    if (i < 0) return;
    const n = Math.round(Math.sqrt(all.length)), row = Math.floor(i / n), col = i % n;
    let next = -1;
    switch (e.key) {
      case "ArrowLeft": if (col > 0) next = i - 1; break;
      case "ArrowRight": if (col < n - 1) next = i + 1; break;
      case "ArrowUp": if (row > 0) next = i - n; break;
      case "ArrowDown": if (row < n - 1) next = i + n; break;
      case "Home": next = row * n; break;
      case "End": next = row * n + n - 1; break;
      default: return;
    }
    e.preventDefault();
    if (next >= 0) all[next].focus();
  });
}
