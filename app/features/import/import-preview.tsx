/**
 * The preview of an imported recipe, before it is saved: how it was read and where from,
 * the cook's restriction warnings and the TACO count, then every field to edit (one input
 * per ingredient line, one per step). "Conferir de novo" checks the edits; "Salvar em
 * Minhas receitas" saves. A plain form: it works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { Notice } from "~/components/ui/card";
import { Button, linkClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/field";
import { Icon } from "~/components/icon";
import { Section } from "~/components/ui/section";
import { difficulties } from "~/domain/recipe";
import type { RecipeWarning } from "~/domain/recipe-warning";
import * as t from "~/i18n/pt-br";
import type { ImportPreview } from "./import.server";

const words = t.recipeImport;
/** Empty lines offered after the read ones, to add what the page left out. */
const newIngredients = 2;
const newSteps = 1;
const input = `${fieldClass} mt-1 block w-full min-w-0 text-base`;
const label = "block font-semibold text-stone-900";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

function SourceLine({ preview }: { preview: ImportPreview }) {
  const { source } = preview.origin;
  if (!source) return null;
  return (
    <p className="mt-2 text-stone-800 [overflow-wrap:anywhere]">
      {words.source}{" "}
      <a href={source.url} rel="noopener noreferrer nofollow" target="_blank" className={linkClass()}>
        {source.site}
        <Icon name="external-link" className="ml-1 inline size-4 align-[-2px]" />
      </a>
      {source.author ? <> {words.by(source.author)}</> : null}
    </p>
  );
}

function TacoCount({ check }: { check: ImportPreview["check"] }) {
  return (
    <div className="mt-4 rounded-xl bg-stone-50 p-4 text-stone-800 ring-1 ring-stone-200">
      <p>{words.tacoCoverage(check.coverage)}</p>
      {check.coverage < 0.9 ? <p className="mt-1">{words.tacoLow}</p> : null}
      {check.uncounted.length > 0 ? <p className="mt-1 text-sm">{words.tacoUncounted(check.uncounted.join(", "))}</p> : null}
    </div>
  );
}

export function ImportPreviewForm({
  preview,
  renderWarning,
}: {
  preview: ImportPreview;
  renderWarning: (warning: RecipeWarning) => ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "salvar";
  const { form, problems, check, origin } = preview;
  const fields = problems?.fields ?? {};
  const lines = problems?.lines ?? {};
  const invalid = (message: string | undefined) => (message ? { "aria-invalid": true as const } : {});
  const described = (id: string, message: string | undefined) => (message ? { "aria-describedby": id } : {});
  const ingredientRows = [...form.ingredients, ...Array<string>(newIngredients).fill("")];
  const stepRows = [...form.steps, ...Array<string>(newSteps).fill("")];
  return (
    <Section id="previa" title={words.previewTitle} className="mt-8" titleClassName="text-2xl font-bold">
      <p className="mt-2 text-stone-700">{words.via[origin.via]}</p>
      {origin.demo ? <p className="mt-1 text-sm text-amber-900">{words.demo}</p> : null}
      <SourceLine preview={preview} />
      {check.warning ? renderWarning(check.warning) : null}
      <TacoCount check={check} />
      {problems ? (
        <Notice tone="error" className="mt-4 font-medium">
          {words.fixFirst}
        </Notice>
      ) : null}
      {/* Keyed by what it shows: a re-check's answer replaces the fields' defaults. */}
      <Form method="post" key={JSON.stringify(form)} className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="origem" value={preview.originToken} />
        <div>
          <label htmlFor="titulo" className={label}>
            {words.nameLabel}
          </label>
          <input
            id="titulo"
            name="titulo"
            defaultValue={form.title}
            className={input}
            {...invalid(fields.title)}
            {...described("titulo-erro", fields.title)}
          />
          <FieldError id="titulo-erro" message={fields.title} />
        </div>
        <div>
          <label htmlFor="descricao" className={label}>
            {words.descriptionLabel}
          </label>
          <textarea
            id="descricao"
            name="descricao"
            rows={3}
            defaultValue={form.description}
            className={input}
            {...invalid(fields.description)}
            {...described("descricao-erro", fields.description)}
          />
          <FieldError id="descricao-erro" message={fields.description} />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ["porcoes", words.servingsLabel, form.servings, fields.servings],
              ["preparo", words.prepLabel, form.prepTime, fields.prepTime],
              ["cozimento", words.cookLabel, form.cookTime, fields.cookTime],
            ] as const
          ).map(([name, text, value, message]) => (
            <div key={name}>
              <label htmlFor={name} className={label}>
                {text}
              </label>
              <input
                id={name}
                name={name}
                inputMode="numeric"
                defaultValue={value}
                className={input}
                {...invalid(message)}
                {...described(`${name}-erro`, message)}
              />
              <FieldError id={`${name}-erro`} message={message} />
            </div>
          ))}
          <div>
            <label htmlFor="dificuldade" className={label}>
              {words.difficultyLabel}
            </label>
            <select id="dificuldade" name="dificuldade" defaultValue={form.difficulty} className={input}>
              {difficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficulty}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset>
          <legend className="text-lg font-bold">{words.ingredientsLegend}</legend>
          <p className="mt-1 text-sm text-stone-700">{words.ingredientsHint}</p>
          <FieldError id="ingredientes-erro" message={fields.ingredients} />
          <ol className="mt-3 space-y-3">
            {ingredientRows.map((line, index) => {
              const id = `ingrediente-${index + 1}`;
              const message = lines[index];
              return (
                <li key={id}>
                  <label htmlFor={id} className="block text-sm font-medium text-stone-700">
                    {index < form.ingredients.length ? words.ingredientLabel(index + 1) : words.newIngredientLabel(index + 1)}
                  </label>
                  <input
                    id={id}
                    name="ingrediente"
                    defaultValue={line}
                    className={input}
                    {...invalid(message)}
                    {...described(`${id}-erro`, message)}
                  />
                  <FieldError id={`${id}-erro`} message={message} />
                </li>
              );
            })}
          </ol>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-bold">{words.stepsLegend}</legend>
          <FieldError id="passos-erro" message={fields.steps} />
          <ol className="mt-3 space-y-3">
            {stepRows.map((step, index) => {
              const id = `passo-${index + 1}`;
              return (
                <li key={id}>
                  <label htmlFor={id} className="block text-sm font-medium text-stone-700">
                    {index < form.steps.length ? words.stepLabel(index + 1) : words.newStepLabel(index + 1)}
                  </label>
                  <textarea id={id} name="passo" rows={3} defaultValue={step} className={input} />
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" variant="secondary" name="intent" value="conferir">
            {words.recheck}
          </Button>
          <Button type="submit" name="intent" value="salvar" icon="check" disabled={saving}>
            {saving ? words.saving : words.save}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
