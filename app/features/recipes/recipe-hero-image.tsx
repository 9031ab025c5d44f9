/**
 * The picture at the top of a recipe's page: its own photo when it has one (an imported
 * recipe's image, kept by us at a few widths and served from our address, never the
 * other site's), otherwise its illustration. Either is the page's largest image: loaded
 * at once, first.
 */
import { recipePhotoPath, recipePhotoSizes } from "~/domain/photo-sizes";
import { recipeImage } from "~/lib/illustration/recipe-image";

const frame = "w-full rounded-3xl bg-brand-50 object-cover shadow-sm";

export function RecipeHeroImage({
  recipe,
  imageAlt,
}: {
  recipe: { id: string; title: string; imageUrl?: string | null; photoVersion?: string };
  /** What the illustration shows (written by the loader). */
  imageAlt: string;
}) {
  const sizes = recipe.photoVersion ? recipePhotoSizes(recipe.photoVersion) : null;
  if (recipe.photoVersion && sizes) {
    const version = recipe.photoVersion;
    // The 640 px copy (or the widest there is) for a browser that reads no srcset.
    const fallback = sizes[Math.min(1, sizes.length - 1)]!;
    const widest = sizes.at(-1)!;
    return (
      <img
        src={recipePhotoPath(recipe.id, version, fallback.width)}
        srcSet={sizes.map((size) => `${recipePhotoPath(recipe.id, version, size.width)} ${size.width}w`).join(", ")}
        // Full width on a phone; from lg, two of five columns of the page (max-w-6xl): about 424 px at most.
        sizes="(min-width: 1024px) 424px, 100vw"
        alt={recipe.title}
        width={widest.width}
        height={widest.height}
        fetchPriority="high"
        className={frame}
      />
    );
  }
  return <img src={recipeImage(recipe)} alt={imageAlt} width={800} height={600} fetchPriority="high" className={frame} />;
}
