/**
 * A request refused for a reason the cook may read: the message is the spec's Portuguese
 * sentence (from app/i18n), shown as it is; the status is the HTTP answer (400: what was
 * sent cannot be done; 404: not there, or not theirs). Features throw it; routes answer
 * with its message and status, and log only the errors that are not one of these
 * (STYLE: errors are data for the user, detail for the log).
 */
export class UserFacingError extends Error {
  override name = "UserFacingError";
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}
