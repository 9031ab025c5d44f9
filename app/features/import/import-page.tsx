/**
 * "Importar receita" (/importar, issue 25): a link or a pasted text ("Cole a receita"),
 * then the preview to edit and save. Each way in is a plain form, so it works without
 * JavaScript; with it, the button says the recipe is being read.
 */
import { Form, href, Link, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { Notice } from "~/components/ui/card";
import { Button, buttonClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import type { RecipeWarning } from "~/domain/recipe-warning";
import * as t from "~/i18n/pt-br";
import type { ImportAnswer, ImportMode } from "./answers";
import { ImportPreviewForm } from "./import-preview";

const words = t.recipeImport;
const field = `${fieldClass} mt-1 block w-full min-w-0 text-base`;

function ModeTabs({ mode }: { mode: ImportMode }) {
  const tab = (active: boolean) =>
    `flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 py-2 font-semibold ${
      active ? "bg-white text-brand-900 shadow-sm ring-1 ring-stone-200" : "text-stone-700 hover:text-stone-900"
    }`;
  return (
    <nav aria-label={words.modes} className="mt-6 flex gap-1 rounded-xl bg-stone-100 p-1">
      <Link to={href("/importar")} replace aria-current={mode === "link" ? "page" : undefined} className={tab(mode === "link")}>
        {words.modeLink}
      </Link>
      <Link
        to={`${href("/importar")}?modo=texto`}
        replace
        aria-current={mode === "texto" ? "page" : undefined}
        className={tab(mode === "texto")}
      >
        {words.modeText}
      </Link>
    </nav>
  );
}

function ReadButton({ intent }: { intent: "ler-link" | "ler-texto" }) {
  const navigation = useNavigation();
  const reading = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} icon="download" disabled={reading} className="mt-4 w-full sm:w-auto">
      <span aria-live="polite">{reading ? words.reading : words.read}</span>
    </Button>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <Notice id="importar-erro" tone="error" className="mt-3 font-medium">
      {message}
    </Notice>
  );
}

function LinkForm({ answer }: { answer: ImportAnswer | undefined }) {
  const refused = answer?.kind === "refused" && answer.mode === "link" ? answer : null;
  return (
    <Form method="post" className="mt-6">
      <label htmlFor="link" className="block font-semibold">
        {words.linkLabel}
      </label>
      <input
        id="link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        placeholder={words.linkPlaceholder}
        defaultValue={refused?.link ?? ""}
        className={field}
        aria-describedby={refused ? "importar-erro link-dica" : "link-dica"}
        {...(refused ? { "aria-invalid": true } : {})}
      />
      <p id="link-dica" className="mt-1 text-sm text-stone-700">
        {words.linkHint}
      </p>
      {refused ? <Refusal message={refused.message} /> : null}
      <ReadButton intent="ler-link" />
    </Form>
  );
}

function TextForm({ answer, maxLength }: { answer: ImportAnswer | undefined; maxLength: number }) {
  const refused = answer?.kind === "refused" && answer.mode === "texto" ? answer : null;
  return (
    <Form method="post" className="mt-6">
      <label htmlFor="texto" className="block font-semibold">
        {words.textLabel}
      </label>
      <textarea
        id="texto"
        name="texto"
        rows={10}
        required
        maxLength={maxLength}
        placeholder={words.textPlaceholder}
        defaultValue={refused?.text ?? ""}
        className={field}
        aria-describedby={refused ? "importar-erro texto-dica" : "texto-dica"}
        {...(refused ? { "aria-invalid": true } : {})}
      />
      <p id="texto-dica" className="mt-1 text-sm text-stone-700">
        {words.textHint}
      </p>
      {refused ? <Refusal message={refused.message} /> : null}
      <ReadButton intent="ler-texto" />
    </Form>
  );
}

function SavedOffer({ answer }: { answer: Extract<ImportAnswer, { kind: "saved" }> }) {
  return (
    <Section
      id="ja-importada"
      title={words.savedTitle}
      className="mt-6 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200"
      titleClassName="text-lg font-bold text-emerald-950"
    >
      <p className="mt-1 text-emerald-950 [overflow-wrap:anywhere]">{words.savedText(answer.recipe.title)}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={href("/receitas/:id", { id: answer.recipe.id })} className={buttonClass()}>
          {words.openSaved}
        </Link>
        <Form method="post">
          <input type="hidden" name="link" value={answer.link} />
          <input type="hidden" name="novamente" value="1" />
          <Button type="submit" variant="secondary" name="intent" value="ler-link" className="w-full">
            {words.importAgain}
          </Button>
        </Form>
      </div>
    </Section>
  );
}

export function ImportPage({
  mode,
  answer,
  textLimit,
  renderWarning,
}: {
  mode: ImportMode;
  answer: ImportAnswer | undefined;
  textLimit: number;
  renderWarning: (warning: RecipeWarning) => ReactNode;
}) {
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 text-stone-700">{words.intro}</p>
      {answer?.kind === "preview" ? (
        <ImportPreviewForm preview={answer.preview} renderWarning={renderWarning} />
      ) : (
        <>
          <ModeTabs mode={mode} />
          {answer?.kind === "saved" ? <SavedOffer answer={answer} /> : null}
          {answer?.kind === "expired" ? <Refusal message={answer.message} /> : null}
          {mode === "link" ? <LinkForm answer={answer} /> : <TextForm answer={answer} maxLength={textLimit} />}
          <p className="mt-4 text-sm text-stone-600">{words.quotaNote}</p>
        </>
      )}
    </div>
  );
}
