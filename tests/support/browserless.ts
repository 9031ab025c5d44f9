/** A minimal browser for HTTP-level tests: manual redirects and one cookie jar per host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string> | undefined), Cookie: this.header() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const key = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    return response;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * Signs in at the development provider from `startUrl` (the app's /auth/entrar or a
 * provider URL), following redirects until a response that is not one, or `stopAt`.
 */
export async function signInAtDevProvider(
  jar: CookieJar,
  startUrl: string,
  account: { email: string; name?: string },
  stopAt?: (location: string) => boolean,
): Promise<{ response: Response; location: string | null }> {
  let response = await jar.fetch(startUrl);
  let location = response.headers.get("location");
  while (location && !location.includes("/interacao/")) {
    response = await jar.fetch(new URL(location, startUrl));
    location = response.headers.get("location");
  }
  if (!location) throw new Error("o provedor não pediu a interação de login");
  response = await jar.fetch(new URL(`${location}/entrar`, startUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ nome: account.name ?? "Cozinheira", email: account.email }).toString(),
  });
  location = response.headers.get("location");
  while (location && !(stopAt?.(location) ?? false)) {
    response = await jar.fetch(new URL(location, startUrl));
    location = response.headers.get("location");
  }
  return { response, location };
}
