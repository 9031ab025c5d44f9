/** The AI figures (issue 4) with the local model at 60 tokens/s, one build after the other. */
import { benchAi, type AiFigures } from "../ai";
import { beforeAfter, bothApps, defineSection, logOf } from "./section";

const goal = 0.1;

export const aiSection = defineSection<AiFigures>({
  name: "ai",
  aliases: ["only-ai"],
  title: `IA no modelo local a 60 tokens/s (medianas; meta: primeiro conteúdo ≤ ${goal} × resposta inteira)`,
  needs: "server",
  options: { "ai-runs": { type: "string", default: "5" } },
  run: (context) => bothApps(context, (app) => benchAi(app.dir, context.number("ai-runs"), logOf(context, app))),
  print({ now, before }) {
    console.table([
      {
        "catálogo (ms)": beforeAfter(before?.catalogueMatchesMs, now.catalogueMatchesMs, 0),
        "título visível (ms)": beforeAfter(before?.firstRecipeContentMs, now.firstRecipeContentMs, 0),
        "receita salva (ms)": beforeAfter(before?.wholeReplyMs, now.wholeReplyMs, 0),
        razão: beforeAfter(before?.ratio, now.ratio, 3),
        "conversão pela tabela (ms)": beforeAfter(before?.tableConversionMs, now.tableConversionMs),
        "conversão pelo modelo (ms)": beforeAfter(before?.modelConversionMs, now.modelConversionMs),
      },
    ]);
  },
  summary: ({ now, before }) => [
    {
      figure: "IA: primeiro conteúdo ÷ resposta",
      before: before?.ratio,
      now: now.ratio,
      digits: 3,
      goal: `≤ ${goal}`,
      ok: now.ratio <= goal,
    },
    {
      figure: "IA: catálogo da geladeira na geração",
      before: before?.catalogueMatchesMs,
      now: now.catalogueMatchesMs,
      digits: 0,
      unit: " ms",
    },
  ],
});
