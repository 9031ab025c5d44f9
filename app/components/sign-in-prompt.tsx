/**
 * A sentence that asks a visitor to sign in for what they just tried, ending in the "Entrar"
 * link (back to this page after signing in: `signInHref` carries it).
 */
import { Link } from "react-router";
import { linkClass } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";

export function SignInPrompt({
  text,
  signInHref,
  id,
  className = "mt-1 text-sm text-stone-700",
  role,
}: {
  text: string;
  signInHref: string;
  id?: string;
  className?: string;
  role?: "status";
}) {
  return (
    <p id={id} className={className} role={role}>
      {text}{" "}
      <Link to={signInHref} className={linkClass()}>
        {t.detail.signIn}
      </Link>
    </p>
  );
}
