/**
 * For component tests (files that ask for `// @vitest-environment happy-dom`): Testing
 * Library's matchers (toBeDisabled, toHaveAccessibleDescription…) and a clean document
 * after each test. In the node environment (every other test) it does nothing.
 */
import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
