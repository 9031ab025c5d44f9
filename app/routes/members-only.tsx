import { redirect } from "react-router";
import type { Route } from "./+types/members-only";

/**
 * /favoritos, /perfil, /compras and /geladeira are for signed-in cooks (spec 2, 6):
 * a visitor is sent to /entrar, which brings them back after signing in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/entrar?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
