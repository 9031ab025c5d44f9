/** The cook's profile page: the diet profile form, "Meus dados", account deletion, and what the route adds (its "Dados offline"). */
import { useEffect, useState } from "react";
import { Form, href, useNavigation } from "react-router";
import { Field, fieldClass } from "~/components/ui/field";
import { Button, buttonClass } from "~/components/ui/button";
import { ChoiceChip } from "~/components/ui/chip";
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
import { Section } from "~/components/ui/section";
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
          <ChoiceChip key={option} type="checkbox" name={name} value={option} defaultChecked={selected.includes(option)}>
            {choiceLabel(option)}
          </ChoiceChip>
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
          <Field id="nome" label={t.profile.name} labelClassName="text-lg font-semibold">
            {(control) => (
              <input
                {...control}
                name="name"
                defaultValue={profile.name}
                maxLength={maxNameLength}
                autoComplete="name"
                className={`${fieldClass} mt-2 block w-full`}
              />
            )}
          </Field>
          {profile.email ? <p className="mt-1 text-sm text-stone-600">{profile.email}</p> : null}
        </div>
        <Chips name="preferences" legend={t.profile.preferences} options={preferenceOptions} selected={profile.preferences} />
        <Chips name="restrictions" legend={t.profile.restrictions} options={restrictionOptions} selected={profile.restrictions} />
        <Chips name="healthGoals" legend={t.profile.goals} options={healthGoalOptions} selected={profile.healthGoals} />
        <Field id="pessoas" label={t.profile.householdSize} labelClassName="text-lg font-semibold" hint={t.profile.householdSizeHint}>
          {(control) => (
            <input
              {...control}
              name="householdSize"
              type="number"
              inputMode="numeric"
              min={minHouseholdSize}
              max={maxHouseholdSize}
              required
              defaultValue={profile.householdSize}
              className={`${fieldClass} mt-2 block w-28`}
            />
          )}
        </Field>
        {/* On a phone the choices run long: saving stays at the thumb, at the bottom of the screen. */}
        <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center gap-4 rounded-b-2xl border-t border-stone-200 bg-white/95 px-6 py-3 backdrop-blur sm:static sm:m-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <Button type="submit" name="intent" value="salvar" size="lg" disabled={saving}>
            {saving ? t.profile.saving : t.profile.save}
          </Button>
          <p role="status" aria-live="polite" className={message?.ok ? "font-medium text-green-800" : "font-medium text-red-800"}>
            {message?.text}
          </p>
        </div>
      </Form>

      <Section id="meus-dados" title={t.profile.myData} className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <p className="mt-2 text-stone-700">{t.profile.myDataText}</p>
        <a href={href("/perfil/dados.json")} download className={buttonClass({ variant: "secondary", className: "mt-4" })}>
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
          <Button type="submit" name="intent" value="excluir-conta" variant="danger" icon="trash" className="mt-4">
            {t.profile.delete}
          </Button>
        </Form>
      </Section>

      {offlineData}
    </div>
  );
}
