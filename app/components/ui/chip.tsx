/**
 * Chips: a toggle (a button with aria-pressed, as WAI-ARIA's "button" pattern describes a
 * toggle button) and a choice (a radio or checkbox inside its label, so it works without
 * JavaScript and in a form). Both are 44 px tall.
 */
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from "react";

const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100";

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "aria-pressed"> {
  pressed: boolean;
  onPressedChange(pressed: boolean): void;
}

/** A chip that is on or off; a screen reader hears "pressed" or "not pressed". */
export function Chip({ pressed, onPressedChange, className, type = "button", ...rest }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={`${chip} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-60${className ? ` ${className}` : ""}`}
      {...rest}
    />
  );
}

export interface ChoiceChipProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  type: "radio" | "checkbox";
  children: ReactNode;
  className?: string;
}

/** One choice of a group (a fieldset gives the group its name): filled when chosen. */
export function ChoiceChip({ type, children, className, ...input }: ChoiceChipProps) {
  return (
    <label
      className={`${chip} has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700${className ? ` ${className}` : ""}`}
    >
      <input type={type} className="sr-only" {...input} />
      {children}
    </label>
  );
}
