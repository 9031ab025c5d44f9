/** The cook's profile page: the diet profile form, "Meus dados", account deletion, and what the route adds (its "Dados offline"). */
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useAuth } from "~/components/auth-context";
import { Icon } from "~/components/icon";
import {
  healthGoalOptions,
  maxHouseholdSize,
  maxNameLength,
  minHouseholdSize,
  preferenceOptions,
  restrictionOptions,
  type Profile,
} from "~/domain/profile";
import * as t from "~/i18n/pt-br";
import { choiceLabel } from "./choice-label";

/** Spec 4: the profile message clears after 3 s. */
export const profileMessageMs = 3_000;

function Chips({ name, legend, options, selected }: { name: string; legend: string; options: readonly string[]; selected: string[] }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input type="checkbox" name={name} value={option} defaultChecked={selected.includes(option)} className="sr-only" />
            {choiceLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the profile's actions answer. */
export type ProfileActionResult =
  | { ok: true; intent: "save"; message: string; profile: Profile }
  | { ok: false; intent: "save" | "delete"; message: string; detail?: string };

/** "Meu perfil": name, preferences, restrictions, health goals; my data; deleting the account. */
export function ProfilePage({
  profile,
  actionData,
  offlineData,
}: {
  profile: Profile;
  actionData?: ProfileActionResult;
  /** The device's offline data (another feature's: the route composes it). */
  offlineData?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const { setProfile } = useAuth();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "salvar";
  // The answer to the last save shows until 3 s have passed (a new save shows its own).
  const [cleared, setCleared] = useState<typeof actionData>(undefined);
  const message = actionData && actionData !== cleared ? { ok: actionData.ok, text: actionData.message } : null;

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok && "profile" in actionData) setProfile(actionData.profile);
    const timer = setTimeout(() => setCleared(actionData), profileMessageMs);
    return () => clearTimeout(timer);
  }, [actionData, setProfile]);

  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold">{t.profile.title}</h1>
      <p className="mt-2 text-stone-700">{t.profile.intro}</p>

      <Form method="post" className="mt-8 space-y-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <div>
          <label htmlFor="nome" className="text-lg font-semibold">
            {t.profile.name}
          </label>
          <input
            id="nome"
            name="name"
            defaultValue={profile.name}
            maxLength={maxNameLength}
            autoComplete="name"
            className="mt-2 block w-full rounded-xl border border-stone-300 px-4 py-3"
          />
          {profile.email ? <p className="mt-1 text-sm text-stone-600">{profile.email}</p> : null}
        </div>
        <Chips name="preferences" legend={t.profile.preferences} options={preferenceOptions} selected={profile.preferences} />
        <Chips name="restrictions" legend={t.profile.restrictions} options={restrictionOptions} selected={profile.restrictions} />
        <Chips name="healthGoals" legend={t.profile.goals} options={healthGoalOptions} selected={profile.healthGoals} />
        <div>
          <label htmlFor="pessoas" className="text-lg font-semibold">
            {t.profile.householdSize}
          </label>
          <p id="pessoas-dica" className="text-sm text-stone-600">
            {t.profile.householdSizeHint}
          </p>
          <input
            id="pessoas"
            name="householdSize"
            type="number"
            inputMode="numeric"
            min={minHouseholdSize}
            max={maxHouseholdSize}
            required
            defaultValue={profile.householdSize}
            aria-describedby="pessoas-dica"
            className="mt-2 block w-28 rounded-xl border border-stone-300 px-4 py-3"
          />
        </div>
        {/* On a phone the choices run long: saving stays at the thumb, at the bottom of the screen. */}
        <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center gap-4 rounded-b-2xl border-t border-stone-200 bg-white/95 px-6 py-3 backdrop-blur sm:static sm:m-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <button
            type="submit"
            name="intent"
            value="salvar"
            disabled={saving}
            className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {saving ? t.profile.saving : t.profile.save}
          </button>
          <p role="status" aria-live="polite" className={message?.ok ? "font-medium text-green-800" : "font-medium text-red-800"}>
            {message?.text}
          </p>
        </div>
      </Form>

      <section aria-labelledby="meus-dados" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <h2 id="meus-dados" className="text-xl font-bold">
          {t.profile.myData}
        </h2>
        <p className="mt-2 text-stone-700">{t.profile.myDataText}</p>
        <a href="/perfil/dados.json" download className="action-button mt-4">
          <Icon name="download" className="size-5" />
          {t.profile.download}
        </a>
        <Form method="post" className="mt-8 border-t border-stone-200 pt-6">
          <h3 className="font-semibold text-red-900">{t.profile.deleteTitle}</h3>
          <p className="mt-1 text-sm text-stone-700">{t.profile.deleteText}</p>
          <label className="mt-3 flex items-start gap-3 py-1 text-sm">
            <input type="checkbox" name="confirmar" value="sim" required className="mt-0.5 size-5 shrink-0 accent-red-700" />
            {t.profile.deleteConfirm}
          </label>
          <button
            type="submit"
            name="intent"
            value="excluir-conta"
            className="mt-4 inline-flex items-center gap-2 rounded-xl bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
          >
            <Icon name="trash" className="size-5" />
            {t.profile.delete}
          </button>
        </Form>
      </section>

      {offlineData}
    </div>
  );
}
