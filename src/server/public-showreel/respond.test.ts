import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { mediaAssets, publishedShowreels, showreels } from "@/server/db/schema";
import { publicShowreelAddress } from "@/lib/paths";
import { publicShowreelPage, publicShowreelResponse } from "./respond";

describe("the public showreel page", () => {
  it("shows a published showreel with share-card tags, no referrer, noindex, and caching that revalidates", async () => {
    const [link] = await db().select().from(publishedShowreels).limit(1);
    const [showreel] = await db().select().from(showreels).where(eq(showreels.id, link!.showreelId));
    await db()
      .update(showreels)
      .set({ title: `Quotes <b>&</b> "more"`, status: "READY" })
      .where(eq(showreels.id, showreel!.id));
    const { status, headers, html } = await publicShowreelResponse(link!.id, `/public/showreels/v3/${link!.id}`);
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(html).toContain("<h1>Quotes &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot;</h1>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('property="og:title"');
    expect(html).toMatch(new RegExp(`og:url" content="http://[^"]+/public/showreels/v3/${link!.id}"`));
    expect(html).toMatch(
      /<header class="bar"><span class="brand"><svg[^>]*aria-hidden="true"[\s\S]*<\/svg>Fieldnote<\/span>/,
    );
    expect(html).toContain("<title>Quotes &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot; · Fieldnote</title>");
  });

  it("offers every caption language as a subtitle track, the reel's own first and shown by default", async () => {
    const [link] = await db().select().from(publishedShowreels).limit(1);
    const [video, own, other] = await db()
      .insert(mediaAssets)
      .values([
        { kind: "VIDEO" as const, storageKey: "t/reel.mp4", mimeType: "video/mp4" },
        ...["mul", "en"].map((lang) => ({
          kind: "SUBTITLES" as const,
          storageKey: `t/${lang}.vtt`,
          mimeType: "text/vtt",
          lang,
        })),
      ])
      .returning();
    const tracks = async () => {
      const { html } = await publicShowreelResponse(link!.id, `/public/showreels/v3/${link!.id}`);
      return [...html.matchAll(/<track ([^>]*)>/g)].map((match) => match[1]!.replace(/ src="[^"]*"/, ""));
    };
    await db()
      .update(showreels)
      .set({
        status: "READY",
        captions: "TRACK",
        captionLanguage: "original",
        videoAssetId: video!.id,
        subtitlesAssetId: own!.id,
        otherSubtitlesAssetId: other!.id,
      })
      .where(eq(showreels.id, link!.showreelId));
    expect(await tracks()).toEqual([
      'kind="subtitles" label="Original" srclang="original" default',
      'kind="subtitles" label="English" srclang="en"',
    ]);
    // A reel rendered before it had a track per language keeps the one it has.
    await db().update(showreels).set({ otherSubtitlesAssetId: null }).where(eq(showreels.id, link!.showreelId));
    expect(await tracks()).toEqual(['kind="subtitles" label="Original" srclang="original" default']);
  });

  it("may be indexed when the owner opted in", async () => {
    const [link] = await db().select().from(publishedShowreels).limit(1);
    await db().update(publishedShowreels).set({ indexable: true }).where(eq(publishedShowreels.id, link!.id));
    const { headers, html } = await publicShowreelResponse(link!.id, "/public/showreels/x");
    expect(headers["x-robots-tag"]).toBeUndefined();
    expect(html).not.toContain("noindex");
  });

  it("answers the spec's message with 404 for an unknown, malformed or unpublished link", async () => {
    const [link] = await db().select().from(publishedShowreels).limit(1);
    await db().delete(publishedShowreels).where(eq(publishedShowreels.id, link!.id));
    for (const id of [link!.id, "AAAAAAAAAAAAAAAAAAAAAA", "x", "<script>"]) {
      const { status, html } = await publicShowreelResponse(id, "/public/showreels/x");
      expect(status, id).toBe(404);
      expect(html).toContain(messages.publicShowreelMissing.replaceAll("'", "&#39;"));
      expect(html).not.toContain("og:title");
    }
  });

  it("answers the same 404 for the public address without an id, signed in or not", async () => {
    // A public page names no study, so there is nowhere sensible to redirect a member to: the
    // address answers like any link that names no published showreel (README, Public pages).
    for (const path of ["/public/showreels", "/public/showreels/", "/public/showreels/v3"]) {
      const response = await publicShowreelPage(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await response.text()).toContain(messages.publicShowreelMissing.replaceAll("'", "&#39;"));
    }
  });

  it("reads the public id from both public paths, and the embeddable player's", () => {
    const id = "abcDEF_-123";
    expect(publicShowreelAddress(`/public/showreels/${id}`)).toEqual({ publicId: id, embed: false });
    expect(publicShowreelAddress(`/public/showreels/v3/${id}`)).toEqual({ publicId: id, embed: false });
    expect(publicShowreelAddress(`/public/showreels/v3/${id}/embed`)).toEqual({ publicId: id, embed: true });
    expect(publicShowreelAddress("/public/showreels")).toBeNull();
    expect(publicShowreelAddress("/public/showreels/a/b")).toBeNull();
  });
});
