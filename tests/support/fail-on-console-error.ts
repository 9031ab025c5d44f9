/** A console.error or a log.error during a test is a bug the test did not expect: fail it. */
import { afterEach, beforeEach, vi } from "vitest";
import { configureLog, log } from "~/config/log.server";

// Warnings the code under test logs on purpose (a refused generation) stay out of the report.
configureLog({ level: "error", format: "json" });

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  const record = (...args: unknown[]) => {
    errors.push(args);
  };
  vi.spyOn(console, "error").mockImplementation(record);
  vi.spyOn(log, "error").mockImplementation(record as typeof log.error);
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.mocked(log.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0] ? readable(errors[0]) : "";
    throw new Error(`console.error ou log.error chamado ${errors.length} vez(es) durante o teste: ${first}`);
  }
});

/** Errors inside logged fields, readable in the failure message. */
function errorFields(_key: string, value: unknown) {
  return value instanceof Error ? `${value.name}: ${value.message}` : value;
}

function readable(args: unknown[]): string {
  return args.map((arg) => (typeof arg === "object" && arg !== null ? JSON.stringify(arg, errorFields) : String(arg))).join(" ");
}

/** For tests that provoke an error on purpose and assert it was logged: each call as one line. */
export function takeLoggedErrors(): string[] {
  const taken = errors;
  errors = [];
  return taken.map(readable);
}
