import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/icon";
import { EmptyState } from "~/components/ui/empty-state";
import * as t from "~/i18n/pt-br";
import type { RecipeSummary } from "~/domain/recipe";
import { RecipeGrid } from "./recipe-grid";

/** A titled block of recipe cards ("Em Destaque", "Mais Populares", …). */
export function RecipeSection({
  id,
  title,
  recipes,
  intro,
  action,
  maxColumns = 4,
  ads = false,
  eagerImages = 0,
  children,
  className = "mt-12",
}: {
  id: string;
  title: string;
  recipes: RecipeSummary[];
  intro?: string;
  action?: React.ReactNode;
  maxColumns?: 3 | 4;
  ads?: boolean;
  eagerImages?: number;
  children?: React.ReactNode;
  className?: string;
}) {
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      <div className="mt-6">
        <RecipeGrid recipes={recipes} maxColumns={maxColumns} ads={ads} eagerImages={eagerImages} />
        {children}
      </div>
    </section>
  );
}

/**
 * "Nenhuma receita encontrada" with the hint to adjust the filters; for a searched dish,
 * the offer to create it with the Chef (`create`: the dish and where that starts).
 */
export function EmptyResults({ create }: { create?: { dish: string; href: string } | null }) {
  return (
    <EmptyState title={t.list.emptyTitle} hint={t.list.emptyText} className="mt-6">
      {create ? (
        <>
          <p className="mt-4 text-stone-700">{t.list.createHint(create.dish)}</p>
          <Link to={create.href} className={buttonClass({ className: "mt-4" })}>
            <Icon name="sparkles" className="size-5" />
            {t.list.createWithChef}
          </Link>
        </>
      ) : null}
    </EmptyState>
  );
}
