import { describe, expect, it } from "vitest";
import { promptKindOf, requestMessage } from "~/lib/model/prompt-reading";
import { demoReply } from "../demo-reply";
import { replyModules } from "./registry";
import type { ReplyFixture } from "./reply-module";

/** Every `<name>.fixture.ts` in this folder. */
const fixtures = Object.values(import.meta.glob<{ fixture: ReplyFixture }>("./*.fixture.ts", { eager: true })).map((file) => file.fixture);

describe("the scripted model's reply modules", () => {
  it("answer each task of the prompts once", () => {
    const tasks = replyModules.map((module) => module.task);
    expect(new Set(tasks).size).toBe(tasks.length);
  });

  it.each(replyModules.map((module) => [module.task, module] as const))("the %s reply has its fixture", (_task, module) => {
    expect(fixtures.filter((fixture) => fixture.module === module)).toHaveLength(1);
  });

  it.each(fixtures.map((fixture) => [fixture.module.task, fixture] as const))(
    "a %s call gets its module's reply, and the app reads in it what the fixture says",
    (task, fixture) => {
      expect(promptKindOf(fixture.call.messages)).toBe(task);
      const reply = demoReply(fixture.call.messages);
      expect(reply).toBe(fixture.module.reply(requestMessage(fixture.call.messages)));
      expect(fixture.parse(reply)).toMatchObject(fixture.expected);
    },
  );
});
