import { href } from "react-router";
import { Icon } from "~/components/icon";
import { useMutation } from "~/components/use-mutation";
import { useToast } from "~/components/ui/toast";
import { useAuth } from "~/components/auth-context";
import * as t from "~/i18n/pt-br";
import { useRootData } from "~/components/root-data";

/** What POST /api/favoritos answers (its action returns this type: lib/mutation.ts). */
export type FavoriteAnswer = { ok: true; favorite: boolean } | { ok: false; message: string; cause?: string };

/**
 * The favourite heart. It shows what the server holds and flips only after the server
 * confirms (spec 4); signed out it says to sign in (spec 6); failures get spec 8's alert.
 */
export function FavoriteButton({ recipeId, recipeTitle, className = "" }: { recipeId: string; recipeTitle: string; className?: string }) {
  const toast = useToast();
  const { user } = useAuth();
  const root = useRootData();
  const favorite = root?.favoriteIds.includes(recipeId) ?? false;
  // The heart follows the server's favourites, which React Router reloads after a success.
  const { pending, submit } = useMutation<FavoriteAnswer>(href("/api/favoritos"), (result) => {
    if (!result.ok) toast.show(result.message ?? t.card.favoriteError, "error");
  });

  return (
    <button
      type="button"
      data-recipe-id={recipeId}
      aria-label={`${favorite ? t.card.unfavorite : t.card.favorite}: ${recipeTitle}`}
      aria-pressed={favorite}
      aria-busy={pending}
      onClick={() => {
        if (!user) return toast.show(t.card.signInToFavorite);
        if (!pending) void submit({ recipeId, favorite: String(!favorite) });
      }}
      className={`card-heart ${favorite ? "text-red-600" : "text-stone-700 hover:text-red-600"}${pending ? " animate-pulse" : ""}${className ? ` ${className}` : ""}`}
    >
      <Icon name="heart" className={favorite ? "size-5 fill-current" : "size-5"} />
    </button>
  );
}
