/** A console.error during a test is a bug the test did not expect: fail it. */
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(" ");
    throw new Error(`console.error chamado ${errors.length} vez(es) durante o teste: ${first}`);
  }
});

/** For tests that provoke an error on purpose and assert it was logged. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
