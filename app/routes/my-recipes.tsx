import { data } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import type { MyRecipesActionResult, Opened } from "~/features/my-recipes/answers";
import { MyRecipesPage } from "~/features/my-recipes/my-recipes-page";
import { AddToPlanButton } from "~/features/plan/plan-sheet-opener";
import { deleteMyRecipe, listMyRecipes, renameMyRecipe } from "~/features/my-recipes/my-recipes.server";
import { UserFacingError } from "~/lib/user-facing-error";
import { isRecipeId } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { readForm } from "~/lib/forms.server";
import { log } from "~/config/log.server";
import { passServerAnswer, type ActionAnswer } from "~/lib/mutation";
import { requireUser } from "~/middleware/access.server";
import type { Route } from "./+types/my-recipes";

export function meta() {
  return [{ title: `${t.myRecipes.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

/** The search as typed (at most 100 characters); an id the URL names, if it is one. */
function readSearch(url: URL): { query: string; opened: Opened } {
  const query = (url.searchParams.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const rename = url.searchParams.get("renomear") ?? "";
  const remove = url.searchParams.get("excluir") ?? "";
  const opened: Opened = isRecipeId(rename)
    ? { id: rename, intent: "renomear" }
    : isRecipeId(remove)
      ? { id: remove, intent: "excluir" }
      : null;
  return { query, opened };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { query, opened } = readSearch(new URL(request.url));
  try {
    const list = await listMyRecipes(services(context).db, user.id, query);
    return { ...list, query, opened, error: null };
  } catch (error) {
    log.error({ err: error }, "[minhas-receitas] falha ao carregar");
    return { recipes: [], capped: false, query, opened: null, error: t.myRecipes.loadError };
  }
}

const recipeId = z.string().max(140).refine(isRecipeId);
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("renomear"), id: recipeId, title: z.string() }),
  z.object({ intent: z.literal("excluir"), id: recipeId }),
]);

function refusal(status: number, answer: Extract<MyRecipesActionResult, { ok: false }>) {
  return data(answer, { status });
}

/** Renaming and deleting: the cook's own recipes only (another's, or the catalogue's, is 404). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionAnswer<MyRecipesActionResult>> {
  const user = requireUser(request, context);
  const { db } = services(context);
  const form = Object.fromEntries(await readForm(request));
  const parsed = intentSchema.safeParse(form);
  if (!parsed.success) {
    const intent = form.intent === "renomear" || form.intent === "excluir" ? form.intent : undefined;
    return refusal(400, { ok: false, intent, message: t.myRecipes.badRequest });
  }
  const input = parsed.data;
  try {
    if (input.intent === "renomear") {
      const renamed = await renameMyRecipe(db, user.id, input.id, input.title);
      return { ok: true, intent: "renomear", id: renamed.id, title: renamed.title } satisfies MyRecipesActionResult;
    }
    await deleteMyRecipe(db, user.id, input.id);
    return { ok: true, intent: "excluir", id: input.id } satisfies MyRecipesActionResult;
  } catch (error) {
    const known = error instanceof UserFacingError;
    if (!known) log.error({ err: error, intent: input.intent }, "[minhas-receitas] falha");
    const message = known ? error.message : input.intent === "renomear" ? t.myRecipes.renameError : t.myRecipes.deleteError;
    return refusal(known ? error.status : 500, { ok: false, intent: input.intent, id: input.id, message });
  }
}

/** From the page (a fetcher): the answer, or a failure to show when the server was not reached. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return passServerAnswer({ serverAction });
}

export default function MyRecipes({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyRecipesPage
      recipes={loaderData.recipes}
      capped={loaderData.capped}
      query={loaderData.query}
      error={loaderData.error}
      opened={loaderData.opened}
      actionData={actionData}
      actions={(recipe, className) => (
        <AddToPlanButton variant="labelled" recipeId={recipe.id} recipeTitle={recipe.title} className={className} />
      )}
    />
  );
}
