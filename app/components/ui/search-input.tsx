/**
 * A search box: its label for screen readers only (the magnifier and the placeholder say it
 * to the eye), 16 px text so a phone does not zoom in, at most 100 characters (the server's
 * limit for a query).
 */
import type { InputHTMLAttributes } from "react";
import { Icon } from "~/components/icon";

export function SearchInput({
  id,
  label,
  name = "q",
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className">) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1 basis-48">
        <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          type="search"
          name={name}
          maxLength={100}
          {...input}
          className="w-full rounded-xl border border-stone-300 bg-white py-3 pl-10 pr-3 text-base placeholder:text-stone-500"
        />
      </div>
    </>
  );
}
