import { ingredientLine, roundedNote } from "~/domain/ingredient-line";
import type { Unit } from "~/domain/recipe";

const nbsp = "\u00A0";

/** "1 ½ xícara" stays on one line: the number, its fraction and the unit's first word are read together. */
function unbroken(amount: string): string {
  return amount.replace(/ (?=[½⅓⅔¼¾])/g, nbsp).replace(/^(\S+) /, `$1${nbsp}`);
}

/**
 * One ingredient line as every screen shows it (domain/ingredient-line.ts): the amount a
 * cook measures in bold, then the rest: "**2 xícaras** de leite", "**6** dentes de alho".
 */
export function IngredientLineText({ quantity, unit, name }: { quantity: number; unit: Unit; name: string }) {
  const line = ingredientLine(quantity, unit, name);
  if (!line.amount) return <>{line.text}</>;
  return (
    <>
      <strong className="font-semibold">{unbroken(line.amount)}</strong> {line.text}
      {line.roundedFrom ? <span className="text-[0.85em] text-stone-600"> ({roundedNote(line.roundedFrom)})</span> : null}
    </>
  );
}
