// Counted sentences ("1 point", "2 points"): one form per CLDR plural
// category the language uses, chosen by the browser's Intl.PluralRules
// for the page's language, as the bot's own counted messages are
// (docs/activity.md, Languages). The bot's six languages use one and
// other, and French, Spanish, Italian and Portuguese many (a million and
// up: "1000000 de points"); French and Portuguese write 0 with the one
// form ("0 point", "0 ponto").
export interface Counted { one: string; other: string; many?: string; }

const rules = new Map<string, Intl.PluralRules>();

// plural is the form of forms that lang writes n with (other when the
// language's category has no form of its own).
export function plural(forms: Counted, lang: string, n: number): string {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang || "en");
    rules.set(lang, r);
  }
  switch (r.select(n)) {
    case "one": return forms.one;
    case "many": return forms.many ?? forms.other;
    default: return forms.other;
  }
}
