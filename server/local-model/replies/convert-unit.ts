/** The scripted reply to a conversion (spec 7.3): by density 1 (water), a "unidade" being 100 g; a demonstration, marked as such. */
import { readConversion } from "~/lib/model/prompt-reading";
import type { ReplyModule } from "./reply-module";

/** Grams (or millilitres, by density 1) in one of each unit. */
const grams: Record<string, number> = {
  g: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  xícara: 240,
  "colher de sopa": 15,
  "colher de chá": 5,
  pitada: 0.5,
  unidade: 100,
};

export const convertUnit = {
  task: "converter-unidade",
  reply(request) {
    const asked = readConversion(request);
    const to = asked?.toUnit ?? "g";
    const quantity = ((asked?.quantity ?? 1) * (grams[asked?.unit ?? "g"] ?? 1)) / (grams[to] ?? 1);
    return JSON.stringify({ quantity: Math.min(100_000, Math.max(0.01, Math.round(quantity * 100) / 100)), unit: to });
  },
} satisfies ReplyModule;
