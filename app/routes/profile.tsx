import { readForm } from "~/lib/forms.server";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { services } from "~/context";
import { requireUser } from "~/middleware/access.server";
import { ProfilePage } from "~/features/accounts/profile-page";
import { OfflineDataSection } from "~/features/kitchen/offline-data-section";
import { deleteAccount, profileUpdateSchema, toProfile, updateProfile } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/profile";
import { log } from "~/config/log.server";

export function meta() {
  return [{ title: `${t.profile.title} — Chef IA` }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return { profile: toProfile(requireUser(request, context)) };
}

const deleteAccountSchema = z.object({ intent: z.literal("excluir-conta"), confirmar: z.literal("sim") });

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const { db, sessions, quotaIdentity } = services(context);
  const form = await readForm(request);

  if (form.get("intent") === "excluir-conta") {
    if (!deleteAccountSchema.safeParse(Object.fromEntries(form)).success) {
      return data({ ok: false as const, intent: "delete" as const, message: t.profile.deleteConfirmRequired }, { status: 400 });
    }
    await deleteAccount(db, user.id, quotaIdentity(user));
    await sessions.destroyAllFor(user.id);
    throw redirect(`${href("/")}?conta=excluida`, { headers: { "Set-Cookie": sessions.clearCookie() } });
  }

  // Repeated fields (the chips) are read with getAll: Object.fromEntries would keep only the last.
  const parsed = profileUpdateSchema.safeParse({
    name: String(form.get("name") ?? ""),
    preferences: form.getAll("preferences").map(String),
    restrictions: form.getAll("restrictions").map(String),
    healthGoals: form.getAll("healthGoals").map(String),
    householdSize: form.get("householdSize") ?? undefined,
  });
  if (!parsed.success) {
    return data(
      { ok: false as const, intent: "save" as const, message: t.profile.saveError, detail: parsed.error.issues[0]?.message },
      { status: 400 },
    );
  }
  try {
    const updated = await updateProfile(db, user.id, parsed.data);
    return { ok: true as const, intent: "save" as const, message: t.profile.saved, profile: toProfile(updated) };
  } catch (error) {
    log.error({ err: error }, "[perfil] falha ao salvar");
    return data({ ok: false as const, intent: "save" as const, message: t.profile.saveError }, { status: 500 });
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} actionData={actionData} offlineData={<OfflineDataSection />} />;
}
