/**
 * "Buscar por Ingredientes": one field per ingredient, each removable, and "Adicionar
 * ingrediente", which puts the focus in the new row. The rows belong to the page (a recent
 * search or a saved ingredient fills them too).
 */
import { useEffect, useRef } from "react";
import { Button, IconButton } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import { maxFieldLength, maxIngredients } from "./request";

export interface IngredientRow {
  key: number;
  value: string;
}

export function IngredientRows({
  rows,
  setRows,
  newRow,
  error,
}: {
  rows: IngredientRow[];
  setRows(update: (current: IngredientRow[]) => IngredientRow[]): void;
  /** A blank row with a key of its own. */
  newRow(): IngredientRow;
  /** The form's error, when it has one: blank rows are marked and every row points to it. */
  error: string | null;
}) {
  const focusRow = useRef<number | null>(null);
  // What a cook typed before the page's code arrived is in the fields, not in the rows: React
  // keeps a field's text when it hydrates, then writes the row's value over it on the next
  // render, and the search said the field was empty. The rows adopt it once hydrated.
  useEffect(() => {
    setRows((current) => {
      const typed = current.map((row) => {
        const field = document.getElementById(`ingrediente-${row.key}`);
        return field instanceof HTMLInputElement && field.value !== row.value ? { ...row, value: field.value } : row;
      });
      return typed.some((row, index) => row !== current[index]) ? typed : current;
    });
  }, [setRows]);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`ingrediente-${focusRow.current}`)?.focus();
    focusRow.current = null;
  }, [rows]);
  return (
    <fieldset className="mt-5">
      <legend className="sr-only">{t.fridge.byIngredients}</legend>
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-center gap-2">
            <label htmlFor={`ingrediente-${row.key}`} className="sr-only">
              {t.fridge.ingredientLabel(index + 1)}
            </label>
            <input
              id={`ingrediente-${row.key}`}
              value={row.value}
              maxLength={maxFieldLength}
              placeholder={t.fridge.ingredientPlaceholder}
              aria-invalid={error !== null && !row.value.trim()}
              aria-describedby={error ? `${fridgeErrorId} dica-ingredientes` : "dica-ingredientes"}
              onChange={(event) => {
                const value = event.target.value;
                setRows((current) => current.map((entry) => (entry.key === row.key ? { ...entry, value } : entry)));
              }}
              className="field min-h-11 flex-1"
            />
            <IconButton
              icon="minus"
              aria-label={t.fridge.removeIngredient(index + 1)}
              disabled={rows.length === 1}
              onClick={() => setRows((current) => (current.length > 1 ? current.filter((entry) => entry.key !== row.key) : current))}
            />
          </li>
        ))}
      </ul>
      <p id="dica-ingredientes" className="mt-2 text-sm text-stone-600">
        {t.fridge.ingredientHint}
      </p>
      <Button
        variant="secondary"
        size="sm"
        icon="plus"
        disabled={rows.length >= maxIngredients}
        onClick={() => {
          const row = newRow();
          focusRow.current = row.key;
          setRows((current) => [...current, row]);
        }}
        className="mt-3"
      >
        {t.fridge.addIngredient}
      </Button>
    </fieldset>
  );
}

/** The form's error message, which the fields point to. */
export const fridgeErrorId = "erro-geladeira";
