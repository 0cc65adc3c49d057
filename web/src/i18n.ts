// The Activity's own sentences in the bot's six languages (the verdicts'
// sentences come from the bot, in the round's language). Every language
// must have every key: the type makes tsc (npm run typecheck, run by CI)
// refuse one missing.
const en = {
  connecting: "Connecting to Discord…",
  authorizing: "Authorizing…",
  needChannel: "Open the Activity in a channel.",
  lost: "Connection lost: reconnecting…",
  players: "In the Activity: {0}",
  participants: "On Discord in this Activity: {0}",
  error: "Error",
  noRound: "No round is running in this channel: start one with /boggle start or /ruzzle start.",
  boggle: "Boggle round: trace a word, or type it.",
  ruzzle: "Ruzzle round: trace a word, or type it.",
  you: "You",
  someone: "Someone",
  chat: "(chat)",
  aWord: "a word",
  counted: "counted",
  refused: "refused: not a word, or not on the board",
  again: "found already",
  couldNot: "Could not start: {0}",
  word: "Word",
  send: "Send",
  grid: "The board: press on a letter and drag through its neighbours, release to send the word; or move with the arrow keys, Enter adds a letter, Enter on the last one sends, Escape clears",
  wordCounted: "{0}, counted",
  wordNotCounted: "{0}, not counted",
  cell: "{0}, row {1}, column {2}",
  verdicts: "Verdicts",
  report: "The last round's words: press one to see its path on the board.",
};

type Messages = Record<keyof typeof en, string>;

const fr: Messages = {
  connecting: "Connexion à Discord…",
  authorizing: "Autorisation…",
  needChannel: "Ouvrez l'activité dans un salon.",
  lost: "Connexion perdue : reconnexion…",
  players: "Dans l'activité : {0}",
  participants: "Sur Discord dans cette activité : {0}",
  error: "Erreur",
  noRound: "Aucune manche en cours dans ce salon : lancez-en une avec /boggle start ou /ruzzle start.",
  boggle: "Manche de Boggle : tracez un mot, ou tapez-le.",
  ruzzle: "Manche de Ruzzle : tracez un mot, ou tapez-le.",
  you: "Vous",
  someone: "Quelqu'un",
  chat: "(chat)",
  aWord: "un mot",
  counted: "compté",
  refused: "refusé : pas un mot, ou pas sur la grille",
  again: "déjà trouvé",
  couldNot: "Démarrage impossible : {0}",
  word: "Mot",
  send: "Envoyer",
  grid: "La grille : appuyez sur une lettre et glissez sur ses voisines, relâchez pour envoyer le mot ; ou déplacez-vous avec les flèches, Entrée ajoute une lettre, Entrée sur la dernière envoie, Échap efface",
  wordCounted: "{0}, compté",
  wordNotCounted: "{0}, non compté",
  cell: "{0}, ligne {1}, colonne {2}",
  verdicts: "Verdicts",
  report: "Les mots de la dernière manche : appuyez sur l'un d'eux pour voir son chemin sur la grille.",
};

const es: Messages = {
  connecting: "Conectando con Discord…",
  authorizing: "Autorizando…",
  needChannel: "Abre la actividad en un canal.",
  lost: "Conexión perdida: reconectando…",
  players: "En la actividad: {0}",
  participants: "En Discord en esta actividad: {0}",
  error: "Error",
  noRound: "No hay ninguna ronda en este canal: empieza una con /boggle start o /ruzzle start.",
  boggle: "Ronda de Boggle: traza una palabra o escríbela.",
  ruzzle: "Ronda de Ruzzle: traza una palabra o escríbela.",
  you: "Tú",
  someone: "Alguien",
  chat: "(chat)",
  aWord: "una palabra",
  counted: "cuenta",
  refused: "rechazada: no es una palabra o no está en el tablero",
  again: "ya encontrada",
  couldNot: "No se pudo empezar: {0}",
  word: "Palabra",
  send: "Enviar",
  grid: "El tablero: pulsa una letra y arrastra por sus vecinas, suelta para enviar la palabra; o muévete con las flechas, Intro añade una letra, Intro en la última envía, Escape borra",
  wordCounted: "{0}, cuenta",
  wordNotCounted: "{0}, no cuenta",
  cell: "{0}, fila {1}, columna {2}",
  verdicts: "Veredictos",
  report: "Las palabras de la última ronda: pulsa una para ver su camino en el tablero.",
};

const de: Messages = {
  connecting: "Verbindung zu Discord…",
  authorizing: "Autorisierung…",
  needChannel: "Öffne die Aktivität in einem Kanal.",
  lost: "Verbindung verloren: neuer Versuch…",
  players: "In der Aktivität: {0}",
  participants: "Auf Discord in dieser Aktivität: {0}",
  error: "Fehler",
  noRound: "In diesem Kanal läuft keine Runde: starte eine mit /boggle start oder /ruzzle start.",
  boggle: "Boggle-Runde: zieh ein Wort nach oder tippe es.",
  ruzzle: "Ruzzle-Runde: zieh ein Wort nach oder tippe es.",
  you: "Du",
  someone: "Jemand",
  chat: "(Chat)",
  aWord: "ein Wort",
  counted: "zählt",
  refused: "abgelehnt: kein Wort oder nicht auf dem Brett",
  again: "schon gefunden",
  couldNot: "Start nicht möglich: {0}",
  word: "Wort",
  send: "Senden",
  grid: "Das Brett: drück auf einen Buchstaben und zieh über seine Nachbarn, loslassen sendet das Wort; oder mit den Pfeiltasten bewegen, Enter fügt einen Buchstaben an, Enter auf dem letzten sendet, Escape löscht",
  wordCounted: "{0}, zählt",
  wordNotCounted: "{0}, zählt nicht",
  cell: "{0}, Zeile {1}, Spalte {2}",
  verdicts: "Ergebnisse",
  report: "Die Wörter der letzten Runde: drück auf eins, um seinen Weg auf dem Brett zu sehen.",
};

const pt: Messages = {
  connecting: "Conectando ao Discord…",
  authorizing: "Autorizando…",
  needChannel: "Abra a atividade em um canal.",
  lost: "Conexão perdida: reconectando…",
  players: "Na atividade: {0}",
  participants: "No Discord nesta atividade: {0}",
  error: "Erro",
  noRound: "Nenhuma rodada em andamento neste canal: comece uma com /boggle start ou /ruzzle start.",
  boggle: "Rodada de Boggle: trace uma palavra ou digite-a.",
  ruzzle: "Rodada de Ruzzle: trace uma palavra ou digite-a.",
  you: "Você",
  someone: "Alguém",
  chat: "(chat)",
  aWord: "uma palavra",
  counted: "vale",
  refused: "recusada: não é uma palavra ou não está no tabuleiro",
  again: "já encontrada",
  couldNot: "Não foi possível começar: {0}",
  word: "Palavra",
  send: "Enviar",
  grid: "O tabuleiro: toque numa letra e arraste pelas vizinhas, solte para enviar a palavra; ou mova-se com as setas, Enter junta uma letra, Enter na última envia, Escape apaga",
  wordCounted: "{0}, conta",
  wordNotCounted: "{0}, não conta",
  cell: "{0}, linha {1}, coluna {2}",
  verdicts: "Veredictos",
  report: "As palavras da última rodada: toque em uma para ver seu caminho no tabuleiro.",
};

const it: Messages = {
  connecting: "Connessione a Discord…",
  authorizing: "Autorizzazione…",
  needChannel: "Apri l'attività in un canale.",
  lost: "Connessione persa: riconnessione…",
  players: "Nell'attività: {0}",
  participants: "Su Discord in questa attività: {0}",
  error: "Errore",
  noRound: "Nessuna partita in corso in questo canale: iniziane una con /boggle start o /ruzzle start.",
  boggle: "Partita a Boggle: traccia una parola o scrivila.",
  ruzzle: "Partita a Ruzzle: traccia una parola o scrivila.",
  you: "Tu",
  someone: "Qualcuno",
  chat: "(chat)",
  aWord: "una parola",
  counted: "valida",
  refused: "rifiutata: non è una parola o non è sulla griglia",
  again: "già trovata",
  couldNot: "Impossibile iniziare: {0}",
  word: "Parola",
  send: "Invia",
  grid: "La griglia: premi su una lettera e trascina sulle vicine, rilascia per inviare la parola; oppure muoviti con le frecce, Invio aggiunge una lettera, Invio sull'ultima invia, Esc cancella",
  wordCounted: "{0}, conta",
  wordNotCounted: "{0}, non conta",
  cell: "{0}, riga {1}, colonna {2}",
  verdicts: "Verdetti",
  report: "Le parole dell'ultima partita: premine una per vederne il percorso sulla griglia.",
};

const all: Record<string, Messages> = { en, fr, es, de, pt, it };

let current: Messages = en;

// setLocale picks the language of a locale such as "fr" or "pt-BR"
// (English for one the bot does not speak).
export function setLocale(locale: string | undefined) {
  current = all[(locale ?? "").slice(0, 2).toLowerCase()] ?? en;
  document.documentElement.lang = Object.keys(all).find((k) => all[k] === current) ?? "en";
}

// t is the sentence of key with {0}, {1}... replaced by args.
export function t(key: keyof typeof en, ...args: (string | number)[]): string {
  return current[key].replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
}
