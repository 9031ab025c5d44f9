import { href, redirect } from "react-router";
import { services } from "~/context";
import { passServerAnswer } from "~/lib/mutation";
import type { Route } from "./+types/sign-out";

/** POST /auth/sair: ends the session on the server; the old cookie is dead from now on. */
export async function action({ request, context }: Route.ActionArgs) {
  const cleared = await services(context).sessions.destroy(request);
  return redirect(href("/"), { headers: { "Set-Cookie": cleared } });
}

export function loader() {
  throw redirect(href("/"));
}

/** From the page (a fetcher): the redirect, or a failure to show when the server was not reached. */
export const clientAction = passServerAnswer;
