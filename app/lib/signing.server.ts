/**
 * Signing what the server hands a browser to carry back unchanged (an import preview's
 * origin): HMAC-SHA256 under a key derived from the session secret for each purpose, so
 * a signature made for one purpose never passes for another; compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface Signer {
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const keyFor = (purpose: string) => createHmac("sha256", secret).update(`chef-ia:${purpose}`).digest();
  const sign = (purpose: string, value: string) => createHmac("sha256", keyFor(purpose)).update(value).digest("base64url");
  return {
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
