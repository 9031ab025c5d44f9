import { Button } from "~/components/ui/button";
import { useId, useState } from "react";
import { href } from "react-router";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { units, type Unit } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import type { ConversionAnswer } from "./convert.server";

/** What POST /api/converter answers (its action returns this type: lib/mutation.ts). */
export type ConvertAnswer = Extract<ConversionAnswer, { ok: true }> | { ok: false; message: string; signIn: boolean };

/**
 * "Converter unidade" (spec 2): a radio list of the spec's units; "Converter" is
 * disabled while the chosen unit is the current one; the result shows in place. A
 * visitor converts by the reference table; what needs the model says to sign in, here.
 */
/** What a line can be converted to: never into pinches (óleo → pitada helps no cook). */
const targets = units.filter((option) => option !== "pitada");

export function UnitConverter({
  recipeId,
  ingredientId,
  ingredientName,
  unit,
  servings,
  signInHref = null,
}: {
  recipeId: string;
  ingredientId: string;
  ingredientName: string;
  unit: Unit;
  servings: number;
  /** For a visitor, where to sign in (a conversion the table cannot answer needs it); null for a cook. */
  signInHref?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Unit>(unit);
  const [result, setResult] = useState<{ text: string; basis: string | null } | null>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const toast = useToast();
  const id = useId();
  const { pending, submit } = useMutation<ConvertAnswer>(href("/api/converter"), (answer) => {
    setSignInNeeded(false);
    if (answer.ok) setResult({ text: answer.text, basis: answer.basis });
    else if ("signIn" in answer && answer.signIn && signInHref) {
      setResult(null);
      setSignInNeeded(true);
    }
    // A quota refusal says why; any other failure is the spec's message.
    else toast.show(answer.message ?? t.detail.convertError, "error");
  });

  function convert(event: React.FormEvent) {
    event.preventDefault();
    void submit({ recipeId, ingredientId, servings: String(servings), unit: chosen });
  }

  return (
    <div className="mt-1 print:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        aria-label={`${t.detail.convertUnit}: ${ingredientName}`}
      >
        {t.detail.convertUnit}
      </button>
      {result ? (
        <p className="mt-1 text-sm font-semibold text-green-800" role="status">
          = {result.text}
          {result.basis ? <span className="font-normal text-stone-600"> ({result.basis})</span> : null}
        </p>
      ) : null}
      {signInNeeded && signInHref ? <SignInPrompt text={t.detail.convertSignIn} signInHref={signInHref} role="status" /> : null}
      {open ? (
        <form id={id} onSubmit={convert} className="mt-2 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
          <fieldset>
            <legend className="text-sm font-semibold">{t.detail.convertTo}</legend>
            <div className="mt-2 grid grid-cols-2 gap-1 text-sm">
              {targets.map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="unit"
                    value={option}
                    checked={chosen === option}
                    onChange={() => setChosen(option)}
                    className="accent-brand-700"
                  />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" size="sm" icon="arrow-right-left" disabled={chosen === unit} loading={pending} className="mt-3">
            {t.detail.convert}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
