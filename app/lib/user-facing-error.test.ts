import { describe, expect, it } from "vitest";
import { UserFacingError } from "./user-facing-error";

describe("UserFacingError: a refusal the cook reads, with its HTTP status", () => {
  it.each([
    ["Sua lista está cheia.", undefined, 400],
    ["Receita não encontrada.", 404, 404],
  ] as const)("%s (status given: %s) answers %i", (message, given, status) => {
    const error = new UserFacingError(message, given);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("UserFacingError");
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });
});
