/**
 * A form field: its label, the control, a hint and an error, wired together so a screen
 * reader reads the label, then the hint and the error (aria-describedby), and hears that
 * the value is wrong (aria-invalid). The control is the caller's (input, textarea, select):
 * it receives the props to spread.
 */
import { useId, type ReactNode } from "react";

export interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Always shown under the control. */
  hint?: ReactNode;
  /** Shown, announced and marked on the control while set. */
  error?: string | null;
  /** The control's id; one is made when absent. */
  id?: string;
  /** More ids the control is described by (a message shown elsewhere on the page). */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  children(control: ControlProps): ReactNode;
}

export function Field({ label, hint, error, id, describedBy, className, labelClassName = "font-semibold", children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const hintId = hint ? `${controlId}-dica` : null;
  const errorId = error ? `${controlId}-erro` : null;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={controlId} className={`block ${labelClassName}`}>
        {label}
      </label>
      {children({ id: controlId, "aria-describedby": described || undefined, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId!} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a text input or select (the `field` utility of app.css): 44 px tall, red when its value is wrong. */
export const fieldClass = "field min-h-11 aria-[invalid=true]:border-red-600";
