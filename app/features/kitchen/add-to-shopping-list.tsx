/** "Adicionar à lista": every ingredient of the recipe, for the servings shown. */
import { href } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import * as t from "~/i18n/pt-br";

/** What POST /api/compras/receita answers (its action returns this type: lib/mutation.ts). */
export type AddRecipeAnswer = { ok: true; message: string } | { ok: false; message: string };

export function AddToShoppingList({ recipeId, servings }: { recipeId: string; servings: number }) {
  const toast = useToast();
  const { pending, submit } = useMutation<AddRecipeAnswer>(href("/api/compras/receita"), (result) => {
    toast.show(result.ok ? t.kitchen.addRecipeDone : t.kitchen.addRecipeError, result.ok ? "success" : "error");
  });
  return (
    <Button
      variant="secondary"
      icon="shopping-cart"
      disabled={pending}
      onClick={() => void submit({ recipeId, servings: String(servings) })}
    >
      {t.detail.shoppingList}
    </Button>
  );
}
