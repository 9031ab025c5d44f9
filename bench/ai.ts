/**
 * The AI figures (issue 4): with the local model writing at a fixed 60 tokens/s, how soon
 * the cook sees the new recipe (its title) against waiting for the whole reply; and a
 * conversion the reference table answers against one that needs the model.
 */
import { performance } from "node:perf_hooks";
import { CookieJar, signInAtDevProvider } from "../tests/support/browserless";
import { startProductionServer } from "./pages";

export interface AiFigures {
  tokensPerSecond: number;
  runs: number;
  /** Medians, ms. */
  catalogueMatchesMs: number;
  firstRecipeContentMs: number;
  wholeReplyMs: number;
  ratio: number;
  tableConversionMs: number;
  modelConversionMs: number;
}

/** Of the runs that reached the event: NaN when none did, never a sort of NaN. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timedStream(jar: CookieJar, url: string, body: URLSearchParams) {
  const started = performance.now();
  const response = await jar.fetch(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  if (!response.body) throw new Error(`sem corpo: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const at: Record<string, number> = {};
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? "";
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as { type: string; draft?: { title?: string }; message?: string };
      if (event.type === "error") throw new Error(event.message);
      const key = event.type === "draft" && event.draft?.title ? "title" : event.type;
      at[key] ??= performance.now() - started;
    }
    if (done) break;
  }
  return at;
}

export async function benchAi(cwd: string, runs: number, log: (line: string) => void): Promise<AiFigures> {
  const tokensPerSecond = 60;
  const server = await startProductionServer({ cwd, env: { LOCAL_MODEL_CONTROLS: "1" } });
  try {
    const jar = new CookieJar();
    await signInAtDevProvider(
      jar,
      `${server.url}/auth/entrar?redirectTo=%2Fgeladeira`,
      { email: "bench@chefia.dev", name: "Bench" },
      (to) => to.endsWith("/geladeira"),
    );
    const steer = (quando: string) =>
      fetch(`${server.url}/dev-llm/controle`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ quando, tokensPerSecond }),
      });
    await steer("benchmarca");
    await steer("de cenoura média para");

    const generations: Record<string, number>[] = [];
    for (let run = 0; run < runs; run++) {
      const body = new URLSearchParams();
      for (const item of ["frango", "tomate", "cebola", "benchmarca"]) body.append("items", item);
      // "Outra receita": the same search again within a day would answer with the recipe
      // already written (its twin), without the model (app/features/fridge/search.server.ts).
      body.set("novamente", "1");
      generations.push(await timedStream(jar, `${server.url}/api/geladeira`, body));
      log(
        `   geração ${run + 1}/${runs}: título em ${generations.at(-1)!.title?.toFixed(0)} ms, salva em ${generations.at(-1)!.saved?.toFixed(0)} ms`,
      );
    }

    const convert = async (ingredientId: string) => {
      const started = performance.now();
      const response = await jar.fetch(`${server.url}/api/converter`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ recipeId: "bolo-de-cenoura-com-cobertura-de-chocolate", ingredientId, servings: "16", unit: "g" }),
      });
      const json = (await response.json()) as { ok: boolean };
      if (!json.ok) throw new Error(`conversão falhou: ${response.status}`);
      return performance.now() - started;
    };
    const table: number[] = [];
    const model: number[] = [];
    for (let run = 0; run < runs * 2; run++) {
      table.push(await convert("ing-5")); // farinha de trigo, 2 xícaras → g: the table
      model.push(await convert("ing-1")); // cenoura média, unidade → g: the model
    }
    const firstRecipeContentMs = median(generations.map((at) => at.title ?? Number.NaN));
    const wholeReplyMs = median(generations.map((at) => at.saved ?? Number.NaN));
    return {
      tokensPerSecond,
      runs,
      catalogueMatchesMs: median(generations.map((at) => at.matches ?? Number.NaN)),
      firstRecipeContentMs,
      wholeReplyMs,
      ratio: firstRecipeContentMs / wholeReplyMs,
      tableConversionMs: median(table),
      modelConversionMs: median(model),
    };
  } finally {
    await server.stop();
  }
}
