/**
 * The page the sign-in popup ends on: it tells the page that opened it how the sign-in
 * went (postMessage to the opener, and a BroadcastChannel for browsers that cut the
 * opener link), then closes. Without an opener it offers a link back.
 */
import { jsonLd } from "~/lib/seo";
import type { SignInErrorCode } from "./sign-in-errors";

export const authChannel = "chef-ia-auth";

export interface PopupResult {
  type: "chef-ia:auth";
  ok: boolean;
  code?: SignInErrorCode;
  message?: string;
  redirectTo: string;
}

export function popupResultPage(result: Omit<PopupResult, "type">, headers: Headers, nonce?: string): Response {
  const payload = jsonLd({ type: "chef-ia:auth", ...result });
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Chef IA — login</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px">
<p>${result.ok ? "Login concluído. Você já pode fechar esta janela." : "O login não foi concluído. Você já pode fechar esta janela."}</p>
<p><a href="${result.ok ? "/" : "/entrar"}">Voltar ao Chef IA</a></p>
<script${nonce ? ` nonce="${nonce}"` : ""}>
(function () {
  var result = ${payload};
  try { new BroadcastChannel(${JSON.stringify(authChannel)}).postMessage(result); } catch (e) {}
  if (window.opener && !window.opener.closed) {
    try { window.opener.postMessage(result, window.location.origin); } catch (e) {}
  }
  setTimeout(function () { window.close(); }, 50);
})();
</script></body></html>`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 200, headers });
}
