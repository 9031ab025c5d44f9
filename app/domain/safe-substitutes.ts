/**
 * Substitutes for a cook who avoids foods: never one that breaks their restrictions or
 * diet. Uses the restriction engine, so it runs on the server (chat, generation, the
 * recipe page's loader).
 */
import { fold } from "~/domain/text";
import { hasConflict, type Avoidance } from "./restrictions";
import { substitutesFor } from "./substitutes";

/**
 * Swaps for foods a cook avoids (the first pattern that fits), tried after the recipe's
 * own and the built-in list: the engine keeps only those that name nothing the cook
 * avoids (restrictions.ts).
 */
const safeSwaps: { pattern: RegExp; substitutes: string[] }[] = [
  { pattern: /leite condensado/, substitutes: ["leite condensado de coco"] },
  { pattern: /creme de leite/, substitutes: ["creme de leite de coco"] },
  { pattern: /iogurte/, substitutes: ["iogurte de coco"] },
  { pattern: /requeijao|cream cheese|ricota/, substitutes: ["pasta de grão-de-bico"] },
  { pattern: /queijo|mussarela|mucarela|parmesao/, substitutes: ["queijo vegano", "levedura nutricional"] },
  { pattern: /^leite\b/, substitutes: ["leite de aveia", "leite de coco", "leite de arroz"] },
  { pattern: /manteiga|ghee/, substitutes: ["azeite", "óleo de coco"] },
  { pattern: /amendoim|pacoca/, substitutes: ["sementes de girassol torradas", "sementes de abóbora"] },
  { pattern: /\bnoz|castanha|amendoa|avela|pistache|macadamia/, substitutes: ["sementes de abóbora", "sementes de girassol"] },
  { pattern: /camarao|lula|polvo|marisco|siri|caranguejo|lagosta|mexilh/, substitutes: ["palmito", "cogumelos"] },
  { pattern: /shoyu|molho de soja/, substitutes: ["aminos de coco"] },
  { pattern: /tofu|soja/, substitutes: ["grão-de-bico cozido", "cogumelos"] },
  { pattern: /^(ovos?|gemas?|claras?)\b/, substitutes: ["linhaça moída com água", "aquafaba"] },
  { pattern: /farinha de trigo|^farinha$/, substitutes: ["farinha de arroz", "mix de farinhas sem glúten"] },
  { pattern: /farinha de rosca|panko/, substitutes: ["farinha de milho"] },
  { pattern: /macarrao|espaguete|talharim|penne|lasanha/, substitutes: ["macarrão de arroz"] },
  { pattern: /\bpao\b|torrada/, substitutes: ["pão sem glúten", "tapioca"] },
  { pattern: /aveia/, substitutes: ["flocos de arroz", "aveia sem glúten"] },
  { pattern: /carne moida/, substitutes: ["lentilha cozida", "cogumelos picados"] },
  { pattern: /frango|peru/, substitutes: ["grão-de-bico cozido", "cogumelos"] },
  { pattern: /bacon|linguica|calabresa|presunto|paio/, substitutes: ["cogumelos defumados na frigideira", "tomate seco"] },
  { pattern: /caldo de (carne|galinha|frango)/, substitutes: ["caldo de legumes"] },
  { pattern: /carne|patinho|alcatra|costela|picanha|acem|musculo|lombo|pernil/, substitutes: ["cogumelos", "jaca verde cozida"] },
  { pattern: /peixe|tilapia|salmao|atum|bacalhau|sardinha|merluza|pescada/, substitutes: ["palmito", "tofu firme"] },
  { pattern: /\bmel\b/, substitutes: ["melado de cana", "açúcar mascavo"] },
  { pattern: /gelatina/, substitutes: ["ágar-ágar"] },
];

/** What can stand in for an ingredient for a cook who avoids these: never one more conflict. */
export function safeSubstitutes(
  ingredient: { name: string; possibleSubstitutes?: readonly string[] },
  avoid: readonly Avoidance[],
): string[] {
  const name = fold(ingredient.name.trim());
  const candidates = [...substitutesFor(ingredient), ...(safeSwaps.find((entry) => entry.pattern.test(name))?.substitutes ?? [])];
  // One of each: "azeite" adds nothing after "azeite de oliva".
  const kept: string[] = [];
  for (const candidate of candidates) {
    const folded = fold(candidate);
    if (hasConflict(candidate, avoid) || kept.some((other) => fold(other).startsWith(folded) || folded.startsWith(fold(other)))) continue;
    kept.push(candidate);
  }
  return kept;
}
