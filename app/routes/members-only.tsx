import { requireUser } from "~/features/accounts/access.server";
import type { Route } from "./+types/members-only";

/**
 * /geladeira is for signed-in cooks (spec 2, 6): a visitor is sent to /entrar, which
 * brings them back after signing in. The fridge itself arrives with the AI chef (issue 4).
 */
const titles: Record<string, string> = {
  "/geladeira": "Minha Geladeira",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const path = new URL(request.url).pathname;
  return { title: titles[path] ?? "Chef IA", name: user.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Chef IA"} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export default function MembersOnly({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
      <p className="mt-4 text-stone-700">Esta área ainda está em construção.</p>
    </section>
  );
}
