/**
 * The warning a signed-in cook sees on a recipe that breaks their restrictions or diet:
 * which ingredients, with substitutes that break nothing else, what the method names
 * besides, and ways out (ask the Chef to adapt it, adjust the profile).
 */
import { href, Link } from "react-router";
import { Icon } from "~/components/icon";
import type { RecipeWarning } from "~/domain/recipe-warning";
import * as t from "~/i18n/pt-br";

export function RestrictionWarning({ warning, onAskChef }: { warning: RecipeWarning; onAskChef?: () => void }) {
  return (
    <section
      aria-labelledby="aviso-restricoes"
      className="mt-4 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200 sm:p-5 print:ring-0"
    >
      <h2 id="aviso-restricoes" className="flex items-start gap-2 text-lg font-bold">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
        {t.detail.warningTitle}
      </h2>
      <p className="mt-1">{t.detail.warningIntro(warning.broken)}</p>
      {warning.ingredients.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {warning.ingredients.map((ingredient) => (
            <li key={ingredient.id}>
              <strong className="font-semibold">{ingredient.name}</strong> ({ingredient.avoidances.join(", ")}):{" "}
              {ingredient.swaps.length > 0 ? t.detail.warningSwap(ingredient.swaps) : t.detail.warningNoSwap}.
            </li>
          ))}
        </ul>
      ) : null}
      {warning.elsewhere ? <p className="mt-2">{t.detail.warningElsewhere(warning.elsewhere)}</p> : null}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 print:hidden">
        {onAskChef ? (
          <button type="button" onClick={onAskChef} className="font-semibold underline underline-offset-2">
            {t.detail.warningAskChef}
          </button>
        ) : null}
        <Link to={href("/perfil")} className="font-semibold underline underline-offset-2">
          {t.detail.warningProfile}
        </Link>
      </div>
    </section>
  );
}
