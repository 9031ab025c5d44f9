/**
 * Changes from the browser go through React Router fetchers to an API route's action
 * (`app/components/use-mutation.ts`); the route's `clientAction` is `passServerAnswer`.
 * It passes the server's answer through, success, refusal or redirect, and turns what
 * never reached the server or came back unreadable (offline, a proxy's error page) into
 * a failure the component shows with the spec's message, instead of an error page.
 */
export interface MutationResult {
  ok: boolean;
  message?: string;
}

export async function passServerAnswer<Answer extends object>({
  serverAction,
}: {
  serverAction: () => Promise<Answer>;
}): Promise<Answer | { ok: false; message?: undefined }> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect arrives thrown, as a Response: React Router follows it.
    if (error instanceof Response) throw error;
    console.error("Falha ao falar com o servidor:", error);
    return { ok: false };
  }
}
