/**
 * The recipe page's actions: share, print and cooking mode for everyone; the virtual chef
 * and the shopping list for a signed-in cook, or the way to sign in. Cooking mode and the
 * chat panel are code the page needs only once the cook opens them: pointing at or
 * focusing their button starts the download.
 */
import { lazy } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/icon";
import { SignInPrompt } from "~/components/sign-in-prompt";
import type { Recipe } from "~/domain/recipe";
import { AddToShoppingList } from "~/features/kitchen/add-to-shopping-list";
import { AddToPlan } from "~/features/plan/add-to-plan";
import { ShareButton } from "~/features/recipes/share-button";
import * as t from "~/i18n/pt-br";

const loadChatPanel = () => import("~/features/chef/chat-panel");
const loadCookingMode = () => import("~/features/kitchen/cooking-mode");
export const LazyChatPanel = lazy(loadChatPanel);
export const LazyCookingMode = lazy(loadCookingMode);

/**
 * The rest in two equal columns. On a phone each is a tile, icon over label, so
 * "Lista de Compras" fits a 160 px column on one line; from `sm` up, icon beside label.
 */
const secondaryActions =
  "mt-2 grid grid-cols-2 gap-2 *:min-h-11 *:justify-center *:max-sm:flex-col *:max-sm:gap-1 *:max-sm:px-2 *:max-sm:py-2 *:max-sm:text-sm";

export function RecipeActions({
  recipe,
  url,
  servings,
  signedIn,
  signInHref,
  chatOpen,
  onStartCooking,
  onToggleChat,
}: {
  recipe: Recipe;
  url: string;
  servings: number;
  signedIn: boolean;
  signInHref: string;
  chatOpen: boolean;
  onStartCooking(): void;
  onToggleChat(): void;
}) {
  const share = <ShareButton title={recipe.title} text={recipe.description} url={url} />;
  const print = (
    <Button variant="secondary" icon="printer" onClick={() => window.print()}>
      {t.detail.print}
    </Button>
  );
  return (
    <div className="mt-6 sm:max-w-lg print:hidden">
      {/* Cooking is for everyone: the spec asks a visitor to sign in for the chef and the shopping list only. */}
      {/* The one primary action, full width: 44 px or more, like every action here. */}
      <Button icon="chef-hat" onClick={onStartCooking} onPointerEnter={loadCookingMode} onFocus={loadCookingMode} className="w-full">
        {t.detail.startCooking}
      </Button>
      {signedIn ? (
        <>
          <div className={secondaryActions}>
            <Button
              variant="secondary"
              icon="message-circle"
              aria-expanded={chatOpen}
              aria-controls="chef-virtual"
              onClick={onToggleChat}
              onPointerEnter={loadChatPanel}
              onFocus={loadChatPanel}
            >
              {chatOpen ? t.detail.closeChat : t.detail.chefHelp}
            </Button>
            <AddToShoppingList recipeId={recipe.id} servings={servings} />
            {share}
            {print}
            <AddToPlan recipeId={recipe.id} recipeTitle={recipe.title} servings={servings} />
          </div>
        </>
      ) : (
        <>
          <div className={secondaryActions}>
            <Link to={signInHref} className={buttonClass({ variant: "secondary" })}>
              <Icon name="message-circle" className="size-5" />
              {t.detail.chefHelp}
            </Link>
            <Button variant="secondary" icon="shopping-cart" disabled aria-describedby="dica-entrar">
              {t.detail.shoppingList}
            </Button>
            {share}
            {print}
            <Link to={signInHref} className={buttonClass({ variant: "secondary", className: "col-span-2" })}>
              <Icon name="calendar-plus" className="size-5" />
              {t.card.addToPlan}
            </Link>
          </div>
          <SignInPrompt id="dica-entrar" text={t.detail.signInHint} signInHref={signInHref} className="mt-2 text-sm text-stone-600" />
        </>
      )}
    </div>
  );
}
