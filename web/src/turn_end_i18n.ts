// The sentences of turn_end.ts (Scarabeo's jolly swap, resigning, a game's
// end) in the bot's six languages, as turn_i18n.ts: tsc refuses a language
// missing a key.
const en = {
  swap: "Swap a blank",
  swapAs: "Give your {0}, take the blank",
  swapHow: "Put a letter of your rack in place of the blank that stands for it, and take the blank. Still your turn.",
  resign: "Resign",
  resignAsk: "Leave this game? You cannot come back to it.",
  over: "The game is over.",
  stopped: "The game was stopped.",
  winner: "The winner is {0}!",
  shared: "Shared win: {0}.",
  nobody: "Nobody wins.",
  resigned: "resigned",
};

type Messages = Record<keyof typeof en, string>;

const fr: Messages = {
  swap: "Échanger un joker",
  swapAs: "Donne ton {0}, prends le joker",
  swapHow: "Mets une lettre de ton chevalet à la place du joker qui la représente, et prends le joker. C'est toujours ton tour.",
  resign: "Abandonner",
  resignAsk: "Quitter cette partie ? Tu ne pourras pas y revenir.",
  over: "La partie est terminée.",
  stopped: "La partie a été arrêtée.",
  winner: "Victoire de {0} !",
  shared: "Victoire partagée : {0}.",
  nobody: "Personne ne gagne.",
  resigned: "a abandonné",
};

const es: Messages = {
  swap: "Cambiar un comodín",
  swapAs: "Da tu {0}, toma el comodín",
  swapHow: "Pon una ficha de tu atril en lugar del comodín que la representa y toma el comodín. Sigue siendo tu turno.",
  resign: "Abandonar",
  resignAsk: "¿Dejar esta partida? No podrás volver a ella.",
  over: "La partida ha terminado.",
  stopped: "La partida se detuvo.",
  winner: "¡Gana {0}!",
  shared: "Victoria compartida: {0}.",
  nobody: "Nadie gana.",
  resigned: "abandonó",
};

const de: Messages = {
  swap: "Joker tauschen",
  swapAs: "Gib dein {0}, nimm den Joker",
  swapHow: "Lege einen Buchstaben deiner Bank an die Stelle des Jokers, der für ihn steht, und nimm den Joker. Du bist weiter am Zug.",
  resign: "Aufgeben",
  resignAsk: "Dieses Spiel verlassen? Du kannst nicht zurückkehren.",
  over: "Das Spiel ist vorbei.",
  stopped: "Das Spiel wurde beendet.",
  winner: "{0} gewinnt!",
  shared: "Geteilter Sieg: {0}.",
  nobody: "Niemand gewinnt.",
  resigned: "aufgegeben",
};

const pt: Messages = {
  swap: "Trocar um curinga",
  swapAs: "Dê o seu {0}, pegue o curinga",
  swapHow: "Ponha uma letra do seu suporte no lugar do curinga que a representa e pegue o curinga. Continua a sua vez.",
  resign: "Desistir",
  resignAsk: "Sair desta partida? Você não poderá voltar.",
  over: "A partida terminou.",
  stopped: "A partida foi interrompida.",
  winner: "{0} venceu!",
  shared: "Vitória compartilhada: {0}.",
  nobody: "Ninguém vence.",
  resigned: "desistiu",
};

const it: Messages = {
  swap: "Scambia un jolly",
  swapAs: "Dai la tua {0}, prendi il jolly",
  swapHow: "Metti una lettera del tuo leggio al posto del jolly che la rappresenta e prendi il jolly. Tocca ancora a te.",
  resign: "Abbandona",
  resignAsk: "Lasciare questa partita? Non potrai tornarci.",
  over: "La partita è finita.",
  stopped: "La partita è stata interrotta.",
  winner: "Vince {0}!",
  shared: "Vittoria condivisa: {0}.",
  nobody: "Nessuno vince.",
  resigned: "ha abbandonato",
};

const all: Record<string, Messages> = { en, fr, es, de, pt, it };

// te is the sentence of key in the page's language with {0}, {1}...
// replaced by args.
export function te(key: keyof typeof en, ...args: (string | number)[]): string {
  const m = all[document.documentElement.lang] ?? en;
  return m[key].replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
}
