import { Heart } from "lucide-react";
import { useToast } from "~/components/toast";
import { t } from "~/i18n/pt-br";

/**
 * The favourite heart. Signed out (the only state until accounts exist) it tells the
 * visitor to sign in, as spec 6 says; the signed-in toggle comes with favourites.
 */
export function FavoriteButton({
  recipeId,
  recipeTitle,
  className = "",
}: {
  recipeId: string;
  recipeTitle: string;
  className?: string;
}) {
  const toast = useToast();
  return (
    <button
      type="button"
      data-recipe-id={recipeId}
      aria-label={`${t.card.favorite}: ${recipeTitle}`}
      aria-pressed={false}
      onClick={() => toast.show(t.card.signInToFavorite)}
      className={`rounded-full bg-white/95 p-2 text-stone-700 shadow-sm hover:text-red-600 ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
    </button>
  );
}
