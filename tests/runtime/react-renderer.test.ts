import { createElement, useId } from "react";
import { describe, expect, it } from "vitest";
import { markPureIsland } from "@/lib/pure-island";
import renderer from "@/server/runtime/react-renderer";

const render = async (component: (props: { text: string }) => unknown, props: { text: string }, page = {}) =>
  (await renderer.renderToStaticMarkup.call({ result: page }, component as never, props, {})).html;

describe("the server's React renderer", () => {
  it("renders a pure island once per distinct props, and anew for other props", async () => {
    let renders = 0;
    function Greeting({ text }: { text: string }) {
      renders += 1;
      return createElement("p", null, text);
    }
    markPureIsland(Greeting);

    expect(await render(Greeting, { text: "Hello Anna" })).toBe("<p>Hello Anna</p>");
    expect(await render(Greeting, { text: "Hello Anna" })).toBe("<p>Hello Anna</p>");
    expect(renders).toBe(1);
    expect(await render(Greeting, { text: "Hello Ben" })).toBe("<p>Hello Ben</p>");
    expect(renders).toBe(2);
  });

  it("keeps each island's useId values: the second island of a page is not a copy of the first", async () => {
    function Field({ text }: { text: string }) {
      const id = useId();
      return createElement("label", { htmlFor: id }, text);
    }
    markPureIsland(Field);
    const page = {};
    const first = await render(Field, { text: "Name" }, page);
    const second = await render(Field, { text: "Name" }, page);
    expect(first).toMatch(/for="[^"]*r0[^"]*"/);
    expect(second).toMatch(/for="[^"]*r1[^"]*"/);
    expect(await render(Field, { text: "Name" }, {})).toBe(first);
  });

  it("always renders an island that is not marked pure", async () => {
    let renders = 0;
    function Clock({ text }: { text: string }) {
      renders += 1;
      return createElement("time", null, `${text} ${renders}`);
    }
    expect(await render(Clock, { text: "now" })).toBe("<time>now 1</time>");
    expect(await render(Clock, { text: "now" })).toBe("<time>now 2</time>");
  });

  it("renders a pure island with children anew (they are HTML, not props)", async () => {
    let renders = 0;
    function Frame({ children }: { children?: unknown }) {
      renders += 1;
      return createElement("div", null, children as never);
    }
    markPureIsland(Frame);
    for (const inner of ["<b>one</b>", "<b>two</b>"]) {
      const { html } = await renderer.renderToStaticMarkup.call({ result: {} }, Frame as never, {}, { default: inner });
      expect(html).toContain(inner);
    }
    expect(renders).toBe(2);
  });
});
