/** The end of a savoury dish from the pan: what goes in last, the seasoning, and what is served beside it. Pure. */
import { folded, withArticle } from "../kitchen";
import type { Entry, Larder, Plan } from "./larder";
import { all, of, the } from "./words";

/** What goes in at the end, in this order: greens, quick vegetables, canned fish, dairy, eggs, cheese, herbs, extras. */
export function finish(
  plan: Plan,
  l: Larder,
  parts: {
    herbs: Entry[];
    greens: Entry[];
    salads: Entry[];
    eggs: Entry[];
    quick: Entry[];
    canned: Entry[];
    creams: Entry[];
    milks: Entry[];
    tomatoes: Entry[];
    cookedLegumes: Entry[];
    salt: Entry;
    cheese?: Entry[];
    onRice?: boolean;
  },
) {
  if (parts.greens.length > 0) {
    plan.add(
      parts.onRice
        ? `Misture ${all(parts.greens)} ao arroz quente e tampe por 2 minutos: o vapor murcha as folhas.`
        : `Acrescente ${all(parts.greens)} e refogue por apenas 2 minutos, só até murchar.`,
    );
  }
  if (parts.cookedLegumes.length > 0) plan.add(`Junte ${all(parts.cookedLegumes)} e aqueça por 3 minutos.`);
  if (parts.quick.length > 0) plan.add(`Junte ${all(parts.quick)} e aqueça por 2 minutos.`);
  if (parts.canned.length > 0) plan.add(`Junte ${all(parts.canned)} e misture só para aquecer, sem desmanchar.`);
  if (parts.milks.length > 0) plan.add(`Junte ${all(parts.milks)} e deixe reduzir em fogo baixo por 5 minutos, até o molho encorpar.`);
  if (parts.creams.length > 0)
    plan.add(
      `Abaixe o fogo, misture ${all(parts.creams)} e deixe aquecer por 2 minutos, sem ferver.`,
      "Depois que o creme entra, o molho não deve ferver, senão talha.",
    );
  if (parts.eggs.length > 0) plan.add(`Distribua ${all(parts.eggs)} por cima.`);
  if (parts.cheese && parts.cheese.length > 0) plan.add(`Espalhe ${all(parts.cheese)} por cima, tampe e espere derreter por 2 minutos.`);
  const herbs = parts.herbs.length > 0 ? parts.herbs : [l.staple("cheiro-verde picado", { quantity: 2, unit: "colher de sopa" }, "", true)];
  const shownHerbs = herbs.filter((entry) => entry.implicit !== "");
  plan.add(
    `Acerte ${parts.salt.implicit ? "o sal" : withArticle(parts.salt.name)}${shownHerbs.length > 0 ? ` e finalize com ${all(shownHerbs)}` : ""}.`,
  );
  for (const entry of l.of("nut"))
    plan.add(`Toste ${the(entry)} em uma frigideira seca por 3 minutos e espalhe por cima na hora de servir.`);
  for (const entry of l.of("farofa")) {
    plan.add(
      `Em outra frigideira, toste ${the(entry)} com um fio de azeite por 5 minutos, mexendo, até dourar levemente, e sirva como farofa.`,
    );
  }
  for (const entry of l.of("topping")) plan.add(`Espalhe ${the(entry)} por cima na hora de servir.`);
  for (const entry of parts.salads) plan.add(`Sirva com ${the(entry)} temperada com azeite e sal.`);
  for (const entry of l.of("fruit")) {
    plan.add(
      /\b(banana|abacaxi)\b/.test(folded(entry.name))
        ? `Doure ${the(entry)} em fatias em uma frigideira com um fio de azeite, 2 minutos de cada lado, e sirva ao lado.`
        : `Sirva ${the(entry)} em cubos ao lado, para refrescar.`,
    );
  }
  for (const entry of l.of("bread")) plan.add(`Sirva com ${the(entry)} torrado.`);
  for (const entry of l.of("chocolate")) plan.add(`Rale um pouco ${of(entry)} sobre o molho no fim, para um toque amargo.`);
  for (const entry of l.of("condensed", "sugar").filter((item) => item.kind === "condensed" || l.of("tomato").length === 0)) {
    plan.add(`Sirva ${the(entry)} à parte, para quem quiser adoçar a sobremesa.`);
  }
  for (const entry of l.of("eggSwap")) plan.add(`Misture ${the(entry)} ao molho no fim, para encorpar.`);
}
