/**
 * The Content-Security-Policy nonce of this response, for the few inline scripts React
 * Router writes. Set on the server by entry.server.tsx; in the browser it is not needed
 * (scripts the page adds later are trusted through 'strict-dynamic').
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
