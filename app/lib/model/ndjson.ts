/**
 * The browser side of our streamed answers: POST a form, then hand each event to the
 * caller as its line arrives. A plain JSON answer (a refusal: 400, 413, 429) comes
 * back as a message; a network failure throws.
 */
export interface StreamOutcome {
  status: number;
  /** The refusal's message when the server answered with plain JSON. */
  message?: string;
}

export async function postStream<Event extends { type: string }>(
  url: string,
  body: URLSearchParams,
  onEvent: (event: Event) => void,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  const response = await fetch(url, { method: "POST", body, signal, headers: { Accept: "application/x-ndjson, application/json" } });
  if (!response.headers.get("content-type")?.includes("application/x-ndjson") || !response.body) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    return { status: response.status, message: typeof json?.message === "string" ? json.message : undefined };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as Event);
      newline = buffer.indexOf("\n");
    }
    if (done) break;
  }
  return { status: response.status };
}
