import { redirect } from "react-router";
import { services } from "~/context";
import type { Route } from "./+types/sign-out";

/** POST /auth/sair: ends the session on the server; the old cookie is dead from now on. */
export async function action({ request, context }: Route.ActionArgs) {
  const cleared = await services(context).sessions.destroy(request);
  return redirect("/", { headers: { "Set-Cookie": cleared } });
}

export function loader() {
  throw redirect("/");
}
