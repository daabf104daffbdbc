import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { mediaAssets, publishedShowreels, showreels } from "@/server/db/schema";
import { env } from "@/server/env";
import { app } from "@/server/http/app";
import { publicShowreelResponse } from "@/server/public-showreel/respond";
import { storagePath } from "@/server/storage/local-files";

// What a site or crawler given a public showreel link reads. oEmbed discovery and
// its iframe-able player page, schema.org VideoObject data, and a poster address that outlives
// media signatures (a card is fetched days after the link was shared).

const POSTER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
let publicId: string;
let showreelId: number;
let pageUrl: string;

const get = (url: string) => app.request(url);
const oembed = (query: Record<string, string>) => get(`/api/oembed?${new URLSearchParams(query)}`);

beforeAll(async () => {
  const [link] = await db().select().from(publishedShowreels).limit(1);
  publicId = link!.id;
  showreelId = link!.showreelId;
  // A rendered reel: the seed leaves showreels to the render job, which these tests do not run.
  const storageKey = `media/test/poster-${showreelId}.jpg`;
  await fs.mkdir(path.dirname(storagePath(storageKey)), { recursive: true });
  await fs.writeFile(storagePath(storageKey), POSTER);
  const [poster, video] = await db()
    .insert(mediaAssets)
    .values([
      { clientId: link!.clientId, kind: "IMAGE", storageKey, mimeType: "image/jpeg", size: POSTER.length },
      { clientId: link!.clientId, kind: "VIDEO", storageKey: `${storageKey}.mp4`, mimeType: "video/mp4" },
    ])
    .returning({ id: mediaAssets.id });
  await db()
    .update(showreels)
    .set({
      title: 'Voices <on> "price"',
      status: "READY",
      thumbnailAssetId: poster!.id,
      videoAssetId: video!.id,
      durationSeconds: 20.6,
    })
    .where(eq(showreels.id, showreelId));
  pageUrl = `${env().publicUrl}/public/showreels/v3/${publicId}`;
});

describe("GET /api/oembed", () => {
  it("answers an oEmbed video with an iframe of the embeddable player and the lasting poster", async () => {
    const response = await oembed({ url: pageUrl, format: "json" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: "1.0",
      type: "video",
      provider_name: "Fieldnote",
      title: 'Voices <on> "price"',
      width: 640,
      height: 360,
      thumbnail_url: `${env().publicUrl}/api/v1/public/published_showreels/${publicId}/poster.jpg`,
      thumbnail_width: 640,
      thumbnail_height: 360,
    });
    const html = body.html as string;
    expect(html).toContain(`src="${env().publicUrl}/public/showreels/v3/${publicId}/embed"`);
    expect(html).toContain('title="Voices &lt;on&gt; &quot;price&quot;"');
    expect(html).toMatch(/^<iframe [^>]*width="640" height="360"[^>]*><\/iframe>$/);
  });

  it("fits maxwidth and maxheight at 16:9 and accepts the older public path", async () => {
    const older = pageUrl.replace("/v3/", "/");
    const body = (await (await oembed({ url: older, maxwidth: "320", maxheight: "400" })).json()) as {
      width: number;
      height: number;
    };
    expect([body.width, body.height]).toEqual([320, 180]);
  });

  it("answers the spec's 404 for an unpublished, unknown or foreign link", async () => {
    for (const url of [
      `${env().publicUrl}/public/showreels/v3/AAAAAAAAAAAAAAAAAAAAAA`,
      `https://elsewhere.example/public/showreels/v3/${publicId}`,
      `${env().publicUrl}/studies/1/summary`,
    ]) {
      const response = await oembed({ url });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ message: messages.publicShowreelMissing });
    }
  });

  it("answers 422 naming the field for a missing or malformed url, XML, or a bad size", async () => {
    for (const [query, field] of [
      [{}, "url"],
      [{ url: "not a link" }, "url"],
      [{ url: "javascript:alert(1)" }, "url"],
      [{ url: pageUrl, format: "xml" }, "format"],
      [{ url: pageUrl, maxwidth: "-5" }, "maxwidth"],
      [{ url: pageUrl, maxheight: "wide" }, "maxheight"],
    ] as const) {
      const response = await oembed(query as Record<string, string>);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
    }
    const xml = (await (await oembed({ url: pageUrl, format: "xml" })).json()) as { errors: Record<string, string[]> };
    expect(xml.errors.format).toEqual([messages.oembedJsonOnly]);
    const script = (await (await oembed({ url: "javascript:alert(1)" })).json()) as {
      errors: Record<string, string[]>;
    };
    expect(script.errors.url).toEqual([messages.webAddressRequired]);
  });

  it("answers 404 for the embed address itself: only the shared page link is described", async () => {
    expect((await oembed({ url: `${pageUrl}/embed` })).status).toBe(404);
  });
});

describe("the public showreel page for crawlers", () => {
  it("links its oEmbed, describes a schema.org VideoObject and shares the lasting poster", async () => {
    const { html } = await publicShowreelResponse(publicId, `/public/showreels/v3/${publicId}`);
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
    expect(discovery).toBeDefined();
    const oembedUrl = new URL(discovery!.replaceAll("&amp;", "&"));
    expect(oembedUrl.pathname).toBe("/api/oembed");
    expect(oembedUrl.searchParams.get("url")).toBe(pageUrl);
    expect((await get(oembedUrl.pathname + oembedUrl.search)).status).toBe(200);

    const posterUrl = `${env().publicUrl}/api/v1/public/published_showreels/${publicId}/poster.jpg`;
    expect(html).toContain(`<meta property="og:image" content="${posterUrl}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${posterUrl}">`);

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).not.toContain("<");
    const video = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(video).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: 'Voices <on> "price"',
      url: pageUrl,
      embedUrl: `${pageUrl}/embed`,
      thumbnailUrl: [posterUrl],
      duration: "PT21S",
    });
    expect(Number.isNaN(Date.parse(video.uploadDate as string))).toBe(false);
  });

  it("serves an embeddable player that any site may frame and no search engine indexes", async () => {
    const { status, headers, html } = await publicShowreelResponse(
      publicId,
      `/public/showreels/v3/${publicId}/embed`,
      true,
    );
    expect(status).toBe(200);
    expect(headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(html).toContain("<video");
    expect(html).not.toContain('<header class="bar">');
    expect(html).not.toContain("og:title");
    // The page itself may still not be framed.
    const page = await publicShowreelResponse(publicId, `/public/showreels/v3/${publicId}`);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("GET /api/v1/public/published_showreels/{id}/poster.jpg", () => {
  it("redirects to a freshly signed poster while published, and answers 404 once unpublished", async () => {
    const response = await get(`/api/v1/public/published_showreels/${publicId}/poster.jpg`);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/api\/v1\/media\/serve\/\d+\.jpg\?.*published=/);
    const poster = await get(location);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await poster.arrayBuffer())).toEqual(POSTER);

    await db().delete(publishedShowreels).where(eq(publishedShowreels.id, publicId));
    const gone = await get(`/api/v1/public/published_showreels/${publicId}/poster.jpg`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: messages.publicShowreelMissing });
    expect((await get(location)).status).toBe(404);
    expect((await oembed({ url: pageUrl })).status).toBe(404);
  });

  it("answers 422 naming the id for one no link can have, and needs no session", async () => {
    const response = await get(`/api/v1/public/published_showreels/${"x".repeat(201)}/poster.jpg`);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["id"]);
    expect((await get("/api/v1/public/published_showreels/AAAAAAAAAAAAAAAAAAAAAA/poster.jpg")).status).toBe(404);
  });
});
