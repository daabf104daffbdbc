import { describe, expect, it } from "vitest";
import type { PresignedUpload, Upload } from "@/lib/schemas/storage";
import { eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { uploads } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { PNG, presign, put } from "@tests/fixtures/uploads";

describe("presigned uploads", () => {
  it("signs a PUT address, stores the image and serves it", async () => {
    const response = await presign({
      upload_type: "profile_image",
      file_name: "me.png",
      content_type: "image/png",
      size: PNG.length,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: PresignedUpload };
    expect(data).toMatchObject({ method: "PUT", headers: { "Content-Type": "image/png" } });
    expect(data.url).toMatch(/^\/api\/storage\/upload\/\d+\?expires=\d+&signature=/);
    const uploaded = await put(data.url, PNG);
    expect(uploaded.status).toBe(200);
    const { data: upload } = (await uploaded.json()) as { data: Upload };
    expect(upload.status).toBe("COMPLETED");
    const served = await app.request(upload.file_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await put(data.url, PNG)).status).toBe(409);
  });

  it("rejects content whose bytes are not an image of the declared type", async () => {
    const script = Buffer.from("<script>alert(1)</script>");
    const { data } = (await (
      await presign({
        upload_type: "profile_image",
        file_name: "x.png",
        content_type: "image/png",
        size: script.length,
      })
    ).json()) as { data: PresignedUpload };
    const response = await put(data.url, script);
    expect(response.status).toBe(422);
  });

  it("refuses a tampered or expired signature with 403 and an unknown upload with 404", async () => {
    const { data } = (await (
      await presign({ upload_type: "profile_image", file_name: "me.png", content_type: "image/png", size: PNG.length })
    ).json()) as { data: PresignedUpload };
    expect(
      (
        await put(
          data.url.replace(/signature=(.)/, (_m, ch: string) => `signature=${ch === "A" ? "B" : "A"}`),
          PNG,
        )
      ).status,
    ).toBe(403);
    expect((await put(data.url.replace(/expires=\d+/, "expires=1000"), PNG)).status).toBe(403);
    expect((await put(data.url.replace(/upload\/\d+/, "upload/999999"), PNG)).status).toBe(403);
    expect((await app.request("/api/storage/files/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
  });

  it("refuses a signature followed by filler: the upload is REJECTED", async () => {
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(56, 0x41)]);
    const { data } = (await (
      await presign({ upload_type: "profile_image", file_name: "x.png", content_type: "image/png", size: fake.length })
    ).json()) as { data: PresignedUpload };
    const response = await put(data.url, fake);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { file: ["The file is not a valid image/png file."] } });
    expect(await uploadStatus(data.id)).toBe("REJECTED");
  });

  it("takes exactly the announced size: 413 when longer, 422 when shorter, and the upload stays open", async () => {
    const presigned = async (size: number) =>
      (
        (await (
          await presign({ upload_type: "profile_image", file_name: "me.png", content_type: "image/png", size })
        ).json()) as { data: PresignedUpload }
      ).data;
    const short = await presigned(PNG.length - 10);
    expect((await put(short.url, PNG)).status).toBe(413);
    expect(await uploadStatus(short.id)).toBe("PENDING");
    const long = await presigned(PNG.length + 10);
    const response = await put(long.url, PNG);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { file: ["The file is smaller than announced."] } });
    expect(await uploadStatus(long.id)).toBe("PENDING");
  });

  it("refuses oversized and unsupported files (422) and anonymous callers (401)", async () => {
    expect(
      (await presign({ upload_type: "profile_image", file_name: "a.svg", content_type: "image/svg+xml", size: 10 }))
        .status,
    ).toBe(422);
    expect(
      (await presign({ upload_type: "profile_image", file_name: "a.png", content_type: "image/png", size: 50_000_000 }))
        .status,
    ).toBe(422);
    expect(
      (await presign({ upload_type: "profile_image", file_name: "a.png", content_type: "image/png", size: 10 }, null))
        .status,
    ).toBe(401);
  });
});

async function uploadStatus(id: number): Promise<string | undefined> {
  const [row] = await db().select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
  return row?.status;
}
