import { describe, expect, it } from "vitest";
import { createSigner } from "./signing.server";

describe("createSigner", () => {
  const signer = createSigner("s".repeat(32));
  const signature = signer.sign("importar-origem", "cook-1.payload");

  it.each([
    ["the same purpose and value", "importar-origem", "cook-1.payload", signature, true],
    ["another value", "importar-origem", "cook-2.payload", signature, false],
    ["another purpose", "outra-coisa", "cook-1.payload", signature, false],
    ["a changed signature", "importar-origem", "cook-1.payload", `${signature.slice(0, -1)}A`, false],
    ["a shorter signature", "importar-origem", "cook-1.payload", signature.slice(1), false],
    ["no signature", "importar-origem", "cook-1.payload", "", false],
  ])("verifies %s: %s", (_what, purpose, value, given, expected) => {
    expect(signer.verify(purpose, value, given)).toBe(expected);
  });

  it("signs differently under another secret", () => {
    expect(createSigner("t".repeat(32)).verify("importar-origem", "cook-1.payload", signature)).toBe(false);
  });
});
