/** The conversion reply's fixture: a cup of flour in grams, by density 1 as the demonstration converts. */
import { unitConversion } from "~/lib/model/prompts";
import { parseConversionReply } from "~/lib/model/replies";
import { convertUnit } from "./convert-unit";
import type { ReplyFixture } from "./reply-module";

export const fixture: ReplyFixture = {
  module: convertUnit,
  call: unitConversion("farinha de trigo", 1, "xícara", "g"),
  parse: (raw) => parseConversionReply(raw),
  expected: { quantity: 240, unit: "g" },
};
