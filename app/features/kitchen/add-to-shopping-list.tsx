/** "Adicionar à lista": every ingredient of the recipe, for the servings shown. */
import { useState } from "react";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toast";
import * as t from "~/i18n/pt-br";
import { postForm } from "~/lib/post-form";

export function AddToShoppingList({ recipeId, servings }: { recipeId: string; servings: number }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  async function add() {
    setPending(true);
    const result = await postForm("/api/compras/receita", { recipeId, servings: String(servings) });
    toast.show(result.ok ? t.kitchen.addRecipeDone : t.kitchen.addRecipeError, result.ok ? "success" : "error");
    setPending(false);
  }
  return (
    <button type="button" className="action-button" disabled={pending} onClick={() => void add()}>
      <Icon name="shopping-cart" className="size-5" />
      {t.detail.shoppingList}
    </button>
  );
}
