import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { exportUserData } from "~/features/accounts/users.server";
import type { Route } from "./+types/profile-export";

/** GET /perfil/dados.json: everything that is the cook's, as a download (LGPD). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const body = JSON.stringify(await exportUserData(services(context).db, user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="chef-ia-meus-dados.json"',
      "Cache-Control": "no-store",
    },
  });
}
