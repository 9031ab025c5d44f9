/** The home hero's "Criar Receita": the fridge for a cook, the popup sign-in first for anyone else. */
import { href, Link, useNavigate } from "react-router";
import { useAuth } from "~/components/auth-context";
import { Icon } from "~/components/icon";
import * as t from "~/i18n/pt-br";
import { heroSignInMessage } from "./sign-in-errors";
import { useSignIn } from "./use-sign-in";

/** Spec 2: after the popup sign-in, "Criar Receita" goes to /geladeira 500 ms later. */
export const postSignInDelayMs = 500;

export function CreateRecipeAction({ className }: { className: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { signIn, pending, error } = useSignIn(() => {
    setTimeout(() => void navigate(href("/geladeira")), postSignInDelayMs);
  }, heroSignInMessage);
  const content = (
    <>
      <Icon name="sparkles" className="size-5" />
      {t.home.createRecipe}
    </>
  );
  return (
    <>
      {user ? (
        <Link to={href("/geladeira")} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} aria-busy={pending} onClick={() => signIn({ redirectTo: href("/geladeira") })}>
          {content}
        </button>
      )}
      {error ? (
        <p role="alert" className="basis-full rounded-lg bg-red-50 px-4 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </>
  );
}
