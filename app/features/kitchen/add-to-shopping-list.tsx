/** "Adicionar à lista": every ingredient of the recipe, for the servings shown. */
import { Icon } from "~/components/icon";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";

export function AddToShoppingList({ recipeId, servings }: { recipeId: string; servings: number }) {
  const toast = useToast();
  const { pending, submit } = useMutation("/api/compras/receita", (result) => {
    toast.show(result.ok ? t.kitchen.addRecipeDone : t.kitchen.addRecipeError, result.ok ? "success" : "error");
  });
  return (
    <button
      type="button"
      className="action-button"
      disabled={pending}
      onClick={() => void submit({ recipeId, servings: String(servings) })}
    >
      <Icon name="shopping-cart" className="size-5" />
      {t.detail.shoppingList}
    </button>
  );
}
