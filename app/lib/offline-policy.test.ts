import { describe, expect, it } from "vitest";
import { pageOfData, policyFor, type Policy } from "./offline-policy";

const origin = "https://chef.example";

describe("policyFor: what the service worker does with each request", () => {
  const cases: { url: string; method?: string; navigation?: boolean; policy: Policy }[] = [
    // Writes and other sites are never touched.
    { url: "/compras", method: "POST", navigation: true, policy: { kind: "pass" } },
    { url: "/api/compras/sincronizar", method: "POST", policy: { kind: "pass" } },
    { url: "https://ads.example/x.js", policy: { kind: "pass" } },
    // The shell is the precache's; APIs are the network's.
    { url: "/assets/root-abc.js", policy: { kind: "pass" } },
    { url: "/api/chat", policy: { kind: "pass" } },
    { url: "/perfil/dados.json", policy: { kind: "pass" } },
    // Pages and their data, kept per cook.
    { url: "/compras", navigation: true, policy: { kind: "page", cache: "paginas", key: `${origin}/compras` } },
    { url: "/compras.data", policy: { kind: "page", cache: "paginas", key: `${origin}/compras.data` } },
    { url: "/_root.data", policy: { kind: "page", cache: "paginas", key: `${origin}/_root.data` } },
    {
      url: "/cardapio?semana=2026-W48",
      navigation: true,
      policy: { kind: "page", cache: "paginas", key: `${origin}/cardapio?semana=2026-W48` },
    },
    {
      url: "/receitas/categorias/almoco",
      navigation: true,
      policy: { kind: "page", cache: "paginas", key: `${origin}/receitas/categorias/almoco` },
    },
    // A recipe once, whatever servings or step the address carries; its data by its address.
    {
      url: "/receitas/bolo?porcoes=8&passo=2",
      navigation: true,
      policy: { kind: "page", cache: "receitas", key: `${origin}/receitas/bolo` },
    },
    {
      url: "/receitas/bolo.data?_routes=routes%2Frecipes%2Fdetail",
      policy: { kind: "page", cache: "receitas", key: `${origin}/receitas/bolo.data?_routes=routes%2Frecipes%2Fdetail` },
    },
    // Only useful online: said so offline.
    { url: "/geladeira", navigation: true, policy: { kind: "online-only", reason: "geladeira" } },
    { url: "/geladeira.data", policy: { kind: "online-only", reason: "geladeira" } },
    { url: "/importar?modo=texto", navigation: true, policy: { kind: "online-only", reason: "importar" } },
    { url: "/importar.data", policy: { kind: "online-only", reason: "importar" } },
    { url: "/receitas?q=bolo", navigation: true, policy: { kind: "online-only", reason: "busca" } },
    { url: "/entrar?redirectTo=%2Fcompras", navigation: true, policy: { kind: "online-only", reason: "entrar" } },
    { url: "/auth/entrar", navigation: true, policy: { kind: "online-only", reason: "entrar" } },
    { url: "/perfil/dados.json", navigation: true, policy: { kind: "online-only", reason: "outra" } },
    // Illustrations and review photos.
    { url: "/imagens/receitas/v1/bolo.webp", policy: { kind: "image" } },
    { url: "/fotos/avaliacoes/r1/2/foto.webp", policy: { kind: "image" } },
    // An imported recipe's photo is private: never in the image cache a sign-out leaves behind, even opened on its own.
    { url: "/fotos/receitas/bolo-1a2b3c4d/0a1b2c3d4e5f-1080x720/640.webp", policy: { kind: "pass" } },
    { url: "/fotos/receitas/bolo-1a2b3c4d/0a1b2c3d4e5f-1080x720/640.webp", navigation: true, policy: { kind: "pass" } },
  ];
  it.each(cases)("$method $url (navigation: $navigation)", ({ url, method = "GET", navigation = false, policy }) => {
    expect(policyFor(new URL(url, origin), method, origin, navigation)).toEqual(policy);
  });
});

describe("pageOfData", () => {
  it.each([
    ["/compras.data", "/compras"],
    ["/_root.data", "/"],
    ["/receitas/bolo.data", "/receitas/bolo"],
    ["/compras", null],
  ])("%s → %s", (path, page) => expect(pageOfData(path)).toBe(page));
});
