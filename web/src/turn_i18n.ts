import { plural, type Counted } from "./plural";

// The sentences of the turn games' part of the Activity (turn.ts), in the
// bot's six languages, in the language i18n.ts's setLocale picked (the
// page's lang). Every language must have every key: tsc refuses one
// missing. The bot's own sentences (refusals, hints) come from the bot.
const en = {
  turnTime: "Time left for this turn",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "Your turn: drag tiles onto the board (or tap a tile, then a square), then Submit.",
  theirTurn: "{0}'s turn.",
  watching: "You are not in this game: watching.",
  bag: "Tiles in the bag: {0}",
  board: "The board: arrows move, Enter puts the chosen tile on a square or takes yours back",
  rack: "Your tiles",
  dl: "double letter",
  tl: "triple letter",
  dw: "double word",
  tw: "triple word",
  centre: "centre",
  tileUp: "tile {0}",
  blank: "blank",
  blankAs: "blank as {0}",
  yours: "your tile {0}, not played yet",
  submit: "Submit",
  recall: "Take back",
  exchange: "Exchange",
  exchangeGo: "Exchange the chosen tiles",
  exchangeHow: "Choose the tiles to exchange, then press Exchange the chosen tiles.",
  cancel: "Cancel",
  pass: "Pass",
  hint: "Hint",
  playIt: "Play it",
  chooseLetter: "Which letter is this blank?",
  previewWords: "Words: {0}",
  previewing: "Checking…",
  scores: "Scores",
};

type Messages = Record<keyof typeof en, string>;

const fr: Messages = {
  turnTime: "Temps restant pour ce tour",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "À toi : glisse des lettres sur le plateau (ou touche une lettre, puis une case), puis Valider.",
  theirTurn: "Au tour de {0}.",
  watching: "Tu ne joues pas cette partie : tu la regardes.",
  bag: "Lettres dans le sac : {0}",
  board: "Le plateau : les flèches déplacent, Entrée pose la lettre choisie sur une case ou reprend la tienne",
  rack: "Tes lettres",
  dl: "lettre compte double",
  tl: "lettre compte triple",
  dw: "mot compte double",
  tw: "mot compte triple",
  centre: "centre",
  tileUp: "lettre {0}",
  blank: "joker",
  blankAs: "joker pour {0}",
  yours: "ta lettre {0}, pas encore jouée",
  submit: "Valider",
  recall: "Reprendre",
  exchange: "Échanger",
  exchangeGo: "Échanger les lettres choisies",
  exchangeHow: "Choisis les lettres à échanger, puis appuie sur Échanger les lettres choisies.",
  cancel: "Annuler",
  pass: "Passer",
  hint: "Indice",
  playIt: "Jouer ce coup",
  chooseLetter: "Quelle lettre pour ce joker ?",
  previewWords: "Mots : {0}",
  previewing: "Vérification…",
  scores: "Scores",
};

const es: Messages = {
  turnTime: "Tiempo restante de este turno",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "Tu turno: arrastra fichas al tablero (o toca una ficha y luego una casilla) y pulsa Enviar.",
  theirTurn: "Turno de {0}.",
  watching: "No juegas esta partida: la estás viendo.",
  bag: "Fichas en la bolsa: {0}",
  board: "El tablero: las flechas mueven, Intro pone la ficha elegida en una casilla o recupera la tuya",
  rack: "Tus fichas",
  dl: "doble letra",
  tl: "triple letra",
  dw: "doble palabra",
  tw: "triple palabra",
  centre: "centro",
  tileUp: "ficha {0}",
  blank: "comodín",
  blankAs: "comodín como {0}",
  yours: "tu ficha {0}, aún sin jugar",
  submit: "Enviar",
  recall: "Recuperar",
  exchange: "Cambiar",
  exchangeGo: "Cambiar las fichas elegidas",
  exchangeHow: "Elige las fichas que quieres cambiar y pulsa Cambiar las fichas elegidas.",
  cancel: "Cancelar",
  pass: "Pasar",
  hint: "Pista",
  playIt: "Jugarla",
  chooseLetter: "¿Qué letra es este comodín?",
  previewWords: "Palabras: {0}",
  previewing: "Comprobando…",
  scores: "Puntos",
};

const de: Messages = {
  turnTime: "Verbleibende Zeit für diesen Zug",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "Du bist dran: zieh Steine aufs Brett (oder tippe einen Stein, dann ein Feld) und dann Legen.",
  theirTurn: "{0} ist dran.",
  watching: "Du spielst nicht mit: du schaust zu.",
  bag: "Steine im Beutel: {0}",
  board: "Das Brett: Pfeiltasten bewegen, Enter legt den gewählten Stein auf ein Feld oder nimmt deinen zurück",
  rack: "Deine Steine",
  dl: "doppelter Buchstabenwert",
  tl: "dreifacher Buchstabenwert",
  dw: "doppelter Wortwert",
  tw: "dreifacher Wortwert",
  centre: "Mitte",
  tileUp: "Stein {0}",
  blank: "Joker",
  blankAs: "Joker als {0}",
  yours: "dein Stein {0}, noch nicht gelegt",
  submit: "Legen",
  recall: "Zurücknehmen",
  exchange: "Tauschen",
  exchangeGo: "Gewählte Steine tauschen",
  exchangeHow: "Wähle die Steine zum Tauschen, dann drücke Gewählte Steine tauschen.",
  cancel: "Abbrechen",
  pass: "Passen",
  hint: "Tipp",
  playIt: "Diesen Zug legen",
  chooseLetter: "Welcher Buchstabe ist dieser Joker?",
  previewWords: "Wörter: {0}",
  previewing: "Wird geprüft…",
  scores: "Punkte",
};

const pt: Messages = {
  turnTime: "Tempo restante desta vez",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "Sua vez: arraste peças para o tabuleiro (ou toque numa peça e depois numa casa) e depois Enviar.",
  theirTurn: "Vez de {0}.",
  watching: "Você não está nesta partida: está assistindo.",
  bag: "Peças no saco: {0}",
  board: "O tabuleiro: as setas movem, Enter põe a peça escolhida numa casa ou pega a sua de volta",
  rack: "Suas peças",
  dl: "letra dupla",
  tl: "letra tripla",
  dw: "palavra dupla",
  tw: "palavra tripla",
  centre: "centro",
  tileUp: "peça {0}",
  blank: "curinga",
  blankAs: "curinga como {0}",
  yours: "sua peça {0}, ainda não jogada",
  submit: "Enviar",
  recall: "Pegar de volta",
  exchange: "Trocar",
  exchangeGo: "Trocar as peças escolhidas",
  exchangeHow: "Escolha as peças a trocar e toque em Trocar as peças escolhidas.",
  cancel: "Cancelar",
  pass: "Passar",
  hint: "Dica",
  playIt: "Jogar esta",
  chooseLetter: "Que letra é este curinga?",
  previewWords: "Palavras: {0}",
  previewing: "Verificando…",
  scores: "Pontos",
};

const it: Messages = {
  turnTime: "Tempo rimasto per questo turno",
  scarabeo: "Scarabeo",
  scrabble: "Scrabble",
  upwords: "Upwords",
  yourTurn: "Tocca a te: trascina le tessere sul tabellone (o tocca una tessera, poi una casella), poi Gioca.",
  theirTurn: "Tocca a {0}.",
  watching: "Non giochi questa partita: la stai guardando.",
  bag: "Tessere nel sacchetto: {0}",
  board: "Il tabellone: le frecce si spostano, Invio mette la tessera scelta su una casella o riprende la tua",
  rack: "Le tue tessere",
  dl: "lettera doppia",
  tl: "lettera tripla",
  dw: "parola doppia",
  tw: "parola tripla",
  centre: "centro",
  tileUp: "tessera {0}",
  blank: "jolly",
  blankAs: "jolly come {0}",
  yours: "la tua tessera {0}, non ancora giocata",
  submit: "Gioca",
  recall: "Riprendi",
  exchange: "Cambia",
  exchangeGo: "Cambia le tessere scelte",
  exchangeHow: "Scegli le tessere da cambiare, poi premi Cambia le tessere scelte.",
  cancel: "Annulla",
  pass: "Passa",
  hint: "Suggerimento",
  playIt: "Giocala",
  chooseLetter: "Quale lettera è questo jolly?",
  previewWords: "Parole: {0}",
  previewing: "Verifica…",
  scores: "Punteggi",
};

// The counted sentences (plural.ts): the tile's points ({1}), the stack's
// height ({0}), the preview's score ({2}), a form per plural category.
const enCounts = {
  tile: { one: "tile {0}, {1} point", other: "tile {0}, {1} points" },
  stack: { one: "{0} tile high", other: "{0} tiles high" },
  preview: { one: "{0} at {1}: {2} point", other: "{0} at {1}: {2} points" },
};

type Counts = Record<keyof typeof enCounts, Counted>;

const frCounts: Counts = {
  tile: { one: "lettre {0}, {1} point", other: "lettre {0}, {1} points", many: "lettre {0}, {1} de points" },
  stack: { one: "pile de {0}", other: "pile de {0}", many: "pile de {0}" },
  preview: { one: "{0} en {1} : {2} point", other: "{0} en {1} : {2} points", many: "{0} en {1} : {2} de points" },
};

const esCounts: Counts = {
  tile: { one: "ficha {0}, {1} punto", other: "ficha {0}, {1} puntos", many: "ficha {0}, {1} de puntos" },
  stack: { one: "{0} ficha de alto", other: "{0} fichas de alto", many: "{0} de fichas de alto" },
  preview: { one: "{0} en {1}: {2} punto", other: "{0} en {1}: {2} puntos", many: "{0} en {1}: {2} de puntos" },
};

const deCounts: Counts = {
  tile: { one: "Stein {0}, {1} Punkt", other: "Stein {0}, {1} Punkte" },
  stack: { one: "{0} Stein hoch", other: "{0} Steine hoch" },
  preview: { one: "{0} auf {1}: {2} Punkt", other: "{0} auf {1}: {2} Punkte" },
};

const ptCounts: Counts = {
  tile: { one: "peça {0}, {1} ponto", other: "peça {0}, {1} pontos", many: "peça {0}, {1} de pontos" },
  stack: { one: "{0} peça de altura", other: "{0} peças de altura", many: "{0} de peças de altura" },
  preview: { one: "{0} em {1}: {2} ponto", other: "{0} em {1}: {2} pontos", many: "{0} em {1}: {2} de pontos" },
};

const itCounts: Counts = {
  tile: { one: "tessera {0}, {1} punto", other: "tessera {0}, {1} punti", many: "tessera {0}, {1} di punti" },
  stack: { one: "pila di {0}", other: "pila di {0}", many: "pila di {0}" },
  preview: { one: "{0} in {1}: {2} punto", other: "{0} in {1}: {2} punti", many: "{0} in {1}: {2} di punti" },
};

const all: Record<string, Messages> = { en, fr, es, de, pt, it };
const allCounts: Record<string, Counts> = { en: enCounts, fr: frCounts, es: esCounts, de: deCounts, pt: ptCounts, it: itCounts };

// tt is the sentence of key in the page's language with {0}, {1}...
// replaced by args.
export function tt(key: keyof typeof en, ...args: (string | number)[]): string {
  const m = all[document.documentElement.lang] ?? en;
  return fill(m[key], args);
}

// tn is counted sentence key in the page's language, in the form for the
// count n, with {0}, {1}... replaced by args (n among them).
export function tn(key: keyof typeof enCounts, n: number, ...args: (string | number)[]): string {
  const lang = document.documentElement.lang;
  return fill(plural((allCounts[lang] ?? enCounts)[key], allCounts[lang] ? lang : "en", n), args);
}

function fill(s: string, args: (string | number)[]): string {
  return s.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
}
