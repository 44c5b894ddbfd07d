import { afterAll, describe, expect, it } from "vitest";
import { createDocumentsSource } from "./dataset-source.server.ts";
import { setContentSource } from "./query-runner.server.ts";
import { getAuthors, getBlogPosts, getNextPostRelease, getTags } from "./site-content.server.ts";
import { getBlogPost } from "../views/blog.server.ts";

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const ref = (id: string) => ({ _type: "reference", _ref: id, _key: id });
const post = (slug: string, date: string) => ({
  _id: `blogPost.${slug}`,
  _type: "blogPost",
  title: slug,
  description: slug,
  date,
  slug: { _type: "slug", current: slug },
  authors: [ref("author.maya")],
  tags: [ref("tag.payment")],
  body: [],
});

describe("posts dated in the future", () => {
  setContentSource(
    createDocumentsSource(
      () =>
        [
          { _id: "author.maya", _type: "author", key: "maya", name: "Maya" },
          { _id: "tag.payment", _type: "tag", key: "payment", label: "Payment" },
          post("out-yesterday", day(-1)),
          post("out-next-week", day(7)),
          post("out-next-month", day(30)),
        ] as never,
      "test",
    ),
  );
  afterAll(() => setContentSource(createDocumentsSource(() => [], "empty")));

  it("are held back from the blog, its post pages, tags and authors until their day", async () => {
    expect((await getBlogPosts()).map((entry) => entry.slug)).toEqual(["out-yesterday"]);
    expect(await getBlogPost("out-next-week")).toBeNull();
    expect((await getTags())[0].count).toBe(1);
    expect((await getAuthors())[0].posts.map((entry) => entry.slug)).toEqual(["out-yesterday"]);
  });

  it("name the day the next one comes out, for the scheduled build", async () => {
    expect(await getNextPostRelease()).toBe(day(7));
  });
});
