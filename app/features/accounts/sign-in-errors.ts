/**
 * Spec 8, "Sign-in": which message a failure shows (the messages are in app/i18n). The
 * codes are ours; the server and the popup speak them to each other.
 */
import { defaultSignInMessage, signInMessages } from "~/i18n/pt-br/sign-in-errors";
export {
  defaultSignInMessage,
  heroSignInMessage,
  profileReadFailedMessage,
  signInMessages,
  signOutFailedMessage,
} from "~/i18n/pt-br/sign-in-errors";

export type SignInErrorCode = keyof typeof signInMessages;

export interface SignInFailure {
  code?: string | null;
  message?: string | null;
}

function isKnownCode(code: string): code is SignInErrorCode {
  return Object.hasOwn(signInMessages, code);
}

/** A known condition gets its message; any other error with a message passes it on. */
export function signInErrorMessage(failure: SignInFailure, fallback: string = defaultSignInMessage): string {
  if (failure.code && isKnownCode(failure.code)) return signInMessages[failure.code];
  const message = failure.message?.trim();
  return message ? message.slice(0, 300) : fallback;
}

/** An OAuth error in the provider's redirect (RFC 6749 §4.1.2.1) as our code. */
export function codeForProviderError(error: string): SignInErrorCode | null {
  switch (error) {
    case "unauthorized_client":
    case "unsupported_response_type":
      return "operation-not-allowed";
    case "server_error":
    case "temporarily_unavailable":
      return "internal-error";
    default:
      return null;
  }
}
