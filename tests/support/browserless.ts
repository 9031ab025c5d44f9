import http from "node:http";

/**
 * fetch with another Host header than the address it connects to (fetch itself
 * refuses to send one): how a request for "192.168.0.12:3000" reaches a server that
 * listens on 127.0.0.1.
 */
async function fetchAs(
  host: string,
  url: URL,
  init: Omit<RequestInit, "headers"> & { headers: Record<string, string> },
): Promise<Response> {
  const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...init.headers, Host: host, ...(body ? { "Content-Length": String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
          }
          const status = response.statusCode ?? 500;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A minimal browser for HTTP-level tests: manual redirects and one cookie jar. With
 * `host` and `via`, it is a browser that reached the server through another address
 * (a phone on the Wi-Fi): requests say they are for `host`, and addresses on `host`
 * are sent to `via` (the address the test server really listens on).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly options: { host?: string; via?: string } = {}) {}

  header(): string {
    return [...this.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = { ...(init.headers as Record<string, string> | undefined), Cookie: this.header() };
    const { host, via } = this.options;
    let response: Response;
    if (host) {
      const target = new URL(url);
      if (via && target.host === host) target.host = new URL(via).host;
      response = await fetchAs(host, target, { ...init, headers });
    } else {
      response = await fetch(url, { ...init, redirect: "manual", headers });
    }
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
  account: { email: string; name?: string; /** One of the provider page's "Simular resposta" values. */ simulate?: string },
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
    body: new URLSearchParams({ nome: account.name ?? "Cozinheira", email: account.email, simular: account.simulate ?? "" }).toString(),
  });
  location = response.headers.get("location");
  while (location && !(stopAt?.(location) ?? false)) {
    response = await jar.fetch(new URL(location, startUrl));
    location = response.headers.get("location");
  }
  return { response, location };
}
