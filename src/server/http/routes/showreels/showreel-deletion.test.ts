import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { mediaAssets, showreels } from "@/server/db/schema";
import { stopBoss } from "@/server/jobs/boss";
import { storagePath } from "@/server/storage/local-files";
import { call, createShowreel, showreelEvents } from "@tests/fixtures/showreel-requests";

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";

describe("deleting a showreel", () => {
  it("deletes a showreel (204, then 404) and records the event", async () => {
    const { showreel } = await createShowreel();
    expect((await call(admin, "DELETE", `/v1/showreels/${showreel.id}`)).status).toBe(204);
    const gone = await call(admin, "GET", `/v1/showreels/${showreel.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Showreel not found");
    expect(await showreelEvents(showreel.id, "showreel_deleted")).toHaveLength(1);
  });

  it("deletes a rendered showreel's video, poster and subtitles with it, rows and files", async () => {
    const { showreel } = await createShowreel();
    const folder = `showreels/${showreel.id}/r1`;
    await mkdir(storagePath(folder), { recursive: true });
    const assets = [];
    for (const [kind, name] of [
      ["VIDEO", "reel.mp4"],
      ["IMAGE", "poster.jpg"],
      ["SUBTITLES", "reel.vtt"],
    ] as const) {
      await writeFile(storagePath(`${folder}/${name}`), "rendered");
      const [row] = await db()
        .insert(mediaAssets)
        .values({ clientId: showreel.client_id, kind, storageKey: `${folder}/${name}`, mimeType: "x/y", size: 8 })
        .returning();
      assets.push(row!.id);
    }
    const [videoAssetId, thumbnailAssetId, subtitlesAssetId] = assets;
    await db()
      .update(showreels)
      .set({ status: "READY", videoAssetId, thumbnailAssetId, subtitlesAssetId })
      .where(eq(showreels.id, showreel.id));

    expect((await call(admin, "DELETE", `/v1/showreels/${showreel.id}`)).status).toBe(204);
    expect(await db().select().from(mediaAssets).where(inArray(mediaAssets.id, assets))).toEqual([]);
    expect(existsSync(storagePath(`showreels/${showreel.id}`))).toBe(false);
  });
});
