/**
 * POSTs to one of our JSON endpoints and says whether it worked, whatever goes wrong
 * (offline, a proxy's error page, a server error): the caller shows the spec's message
 * instead of an error page.
 */
export interface PostResult {
  ok: boolean;
  message?: string;
}

export async function postForm<Body extends object = object>(
  url: string,
  fields: Record<string, string>,
): Promise<PostResult & Partial<Body>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
    });
    const body = (await response.json().catch(() => null)) as (PostResult & Partial<Body>) | null;
    return { ...body, ok: response.ok && body?.ok === true, message: body?.message } as PostResult & Partial<Body>;
  } catch (error) {
    console.error(`Falha ao enviar para ${url}:`, error);
    return { ok: false } as PostResult & Partial<Body>;
  }
}
