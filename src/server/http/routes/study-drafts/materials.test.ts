import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { app } from "@/server/http/app";
import { studies, studyMaterials, tasks, uploads } from "@/server/db/schema";
import { foreignStudy } from "@tests/fixtures/research-studies";
import { mediaFiles, pdf, presignMaterial, uploadMaterial } from "@tests/fixtures/material-files";
import { newDraft, setMaterialRange, templateTaking } from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/team-requests";
import { put } from "@tests/fixtures/uploads";

const admin = "admin@demo.test";
let files: Awaited<ReturnType<typeof mediaFiles>>;

beforeAll(async () => {
  files = await mediaFiles();
});
afterAll(() => files.cleanup());

async function anyDraft(max = 5) {
  const template = await templateTaking("ANY");
  await setMaterialRange(template.id, 0, max);
  return newDraft(admin, { template_id: template.id });
}

const addObject = (id: number, body: Record<string, unknown>, who: string = admin) =>
  call(who, "POST", `/api/studies/${id}/objects`, body);

describe("study material files through the presigned upload", () => {
  it("adds a PNG, a PDF and an mp4 as FILE materials, with thumbnails of the image and the video", async () => {
    const { id } = await anyDraft();
    const kinds = [
      [files.png, "image/png", true],
      [pdf(), "application/pdf", false],
      [files.mp4, "video/mp4", true],
    ] as const;
    for (const [bytes, type, thumbnail] of kinds) {
      const upload = await uploadMaterial(id, bytes, type);
      expect(upload.status).toBe("COMPLETED");
      const added = await addObject(id, { upload_id: upload.id });
      expect(added.status, type).toBe(201);
      const material = added.body.data;
      expect(material).toMatchObject({ kind: "FILE", mime_type: type, file_mime_type: type, link: null });
      const served = await app.request(material.url);
      expect(served.status, `${material.url} ${await served.clone().text()}`).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      if (!thumbnail) {
        expect(material.thumbnail).toBeNull();
        continue;
      }
      const poster = await app.request(material.thumbnail);
      expect(poster.status, type).toBe(200);
      expect(poster.headers.get("content-type")).toBe("image/jpeg");
      expect([...new Uint8Array(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    const draft = (await call(admin, "GET", `/api/studies/${id}/draft`)).body.data;
    expect(draft.materials.map((m: { position: number }) => m.position)).toEqual([0, 1, 2]);
    expect(draft.requirements.study_materials).toMatchObject({ count: 3, ok: true });
  });

  it("takes a file larger than the API's 1 MB body limit, up to its kind's limit", async () => {
    const { id } = await anyDraft();
    const big = pdf(3 * 1024 * 1024);
    const upload = await uploadMaterial(id, big, "application/pdf");
    expect(upload).toMatchObject({ status: "COMPLETED", size: big.length });
    const { body } = await presignMaterial(id, "application/pdf", big.length);
    expect((await put(body.data.url, Buffer.concat([big, Buffer.from("more")]), "application/pdf")).status).toBe(413);
  });

  it("refuses at presign: no study_id (422), a study not seen (404), no permission (403), bad type or size (422)", async () => {
    const { id } = await anyDraft();
    const missing = await presignMaterial(undefined, "image/png", 100);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ study_id: ["This value is required"] });
    expect((await presignMaterial((await foreignStudy()).id, "image/png", 100)).status).toBe(404);
    expect((await presignMaterial(id, "image/png", 100, "camilla.frost@northwind.test")).status).toBe(404);
    const type = await presignMaterial(id, "image/svg+xml", 100);
    expect(type.body.errors).toEqual({ content_type: ["Study materials can be images, videos or PDF files."] });
    const size = await presignMaterial(id, "video/mp4", 101 * 1024 * 1024);
    expect(size.body.errors).toEqual({ size: ["The file is larger than 100 MB."] });
    const script = Buffer.from("<html><script>alert(1)</script></html>");
    const fake = await presignMaterial(id, "application/pdf", script.length);
    expect((await put(fake.body.data.url, script, "application/pdf")).status).toBe(422);
  });

  it("answers 404 for an upload of another user, another study, or one already used", async () => {
    const { id } = await anyDraft();
    const other = await anyDraft();
    const theirs = await uploadMaterial(id, pdf(), "application/pdf", "researcher@demo.test");
    expect((await addObject(id, { upload_id: theirs.id })).status).toBe(404);
    const elsewhere = await uploadMaterial(other.id, pdf(), "application/pdf");
    expect((await addObject(id, { upload_id: elsewhere.id })).status).toBe(404);
    const mine = await uploadMaterial(id, pdf(), "application/pdf");
    expect((await addObject(id, { upload_id: mine.id })).status).toBe(201);
    expect((await addObject(id, { upload_id: mine.id })).status).toBe(404);
  });
});

describe("study material links", () => {
  it("adds a web link and app links as LINK; a file with a link is LINK too", async () => {
    const { id } = await anyDraft();
    const web = await addObject(id, { link: "https://prototype.example.com/start", title: "Prototype" });
    expect(web.status).toBe(201);
    expect(web.body.data).toMatchObject({
      kind: "LINK",
      title: "Prototype",
      url: "https://prototype.example.com/start",
    });
    const app = await addObject(id, {
      android_link: "https://play.google.com/store/apps/details?id=x",
      ios_link: "https://apps.apple.com/app/id1",
    });
    expect(app.body.data).toMatchObject({ kind: "LINK", title: "play.google.com" });
    const upload = await uploadMaterial(id, pdf(), "application/pdf");
    const both = await addObject(id, { upload_id: upload.id, link: "https://example.com/doc" });
    expect(both.body.data).toMatchObject({ kind: "LINK", file_mime_type: "application/pdf" });
  });

  it("refuses bad addresses, nothing to add, and kinds the template does not take", async () => {
    const { id } = await anyDraft();
    for (const link of ["ftp://example.com/file", "example.com", "https://", "javascript:alert(1)"]) {
      const answer = await addObject(id, { link });
      expect(answer.status, link).toBe(422);
      expect(answer.body.errors).toEqual({ link: ["Enter a web address that starts with http:// or https://."] });
    }
    for (const link of ["https://localhost/app", "mailto:a@b.example", "https://intranet/app"]) {
      const answer = await addObject(id, { ios_link: link });
      expect(answer.body.errors, link).toEqual({
        ios_link: ["Enter a valid link with a host and a top-level domain, such as https://example.com."],
      });
    }
    expect((await addObject(id, { android_link: "ftp://files.example.org/app.apk" })).status).toBe(201);
    expect((await addObject(id, {})).body.errors).toEqual({ upload_id: ["Upload a file or enter a link."] });

    const fileOnly = await newDraft(admin, { template_id: (await templateTaking("FILE")).id });
    expect((await addObject(fileOnly.id, { link: "https://example.com" })).body.errors).toEqual({
      link: ["This study's template does not take links."],
    });
    const linkOnly = await newDraft(admin, { template_id: (await templateTaking("LINK")).id });
    const upload = await uploadMaterial(linkOnly.id, pdf(), "application/pdf");
    expect((await addObject(linkOnly.id, { upload_id: upload.id })).body.errors).toEqual({
      upload_id: ["This study's template does not take files."],
    });
  });

  it("refuses more than the template's maximum, and more than 5 images", async () => {
    const { id } = await anyDraft(2);
    await addObject(id, { link: "https://a.example.com" });
    await addObject(id, { link: "https://b.example.com" });
    const third = await addObject(id, { link: "https://c.example.com" });
    expect(third.status).toBe(422);
    expect(third.body.errors).toEqual({ study_materials: ["A study can have at most 2 study materials."] });

    const images = await anyDraft(10);
    await db()
      .insert(studyMaterials)
      .values(
        Array.from({ length: 5 }, (_, position) => ({
          studyId: images.id,
          kind: "FILE" as const,
          title: `Image ${position}`,
          fileMimeType: "image/png",
          position,
        })),
      );
    const upload = await uploadMaterial(images.id, files.png, "image/png");
    const sixth = await addObject(images.id, { upload_id: upload.id });
    expect(sixth.body.errors).toEqual({ upload_id: ["A study can have at most 5 images."] });
  });
});

describe("DELETE /api/studies/{id}/objects/{objectId}", () => {
  it("removes the material and its files, renumbers the rest and moves task assignments along", async () => {
    const { id } = await anyDraft();
    const upload = await uploadMaterial(id, files.png, "image/png");
    const image = (await addObject(id, { upload_id: upload.id })).body.data;
    const link = (await addObject(id, { link: "https://example.com" })).body.data;
    const [task] = await db().select().from(tasks).where(eq(tasks.studyId, id)).limit(1);
    await db()
      .update(tasks)
      .set({ objectAssignment: { "0": true, "1": true } })
      .where(eq(tasks.id, task!.id));
    expect((await call(admin, "DELETE", `/api/studies/${id}/objects/${image.id}`)).status).toBe(204);
    expect((await app.request(image.thumbnail)).status).toBe(404);
    expect((await app.request(image.url)).status).toBe(404);
    expect(await db().select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
    const draft = (await call(admin, "GET", `/api/studies/${id}/draft`)).body.data;
    expect(draft.materials).toMatchObject([{ id: link.id, position: 0 }]);
    const [moved] = await db().select().from(tasks).where(eq(tasks.id, task!.id));
    expect(moved!.objectAssignment).toEqual({ "0": true });
    expect((await call(admin, "DELETE", `/api/studies/${id}/objects/${image.id}`)).status).toBe(404);
  });

  it("answers 404 for another study's or tenant's material, 401 signed out", async () => {
    const { id } = await anyDraft();
    const other = await anyDraft();
    const theirs = (await addObject(other.id, { link: "https://example.com" })).body.data;
    expect((await call(admin, "DELETE", `/api/studies/${id}/objects/${theirs.id}`)).status).toBe(404);
    expect((await call(null, "DELETE", `/api/studies/${other.id}/objects/${theirs.id}`)).status).toBe(401);
    const foreign = await foreignStudy();
    const [foreignMaterial] = await db()
      .select({ id: studyMaterials.id, studyId: studyMaterials.studyId })
      .from(studyMaterials)
      .innerJoin(studies, eq(studies.id, studyMaterials.studyId))
      .where(eq(studies.clientId, foreign.clientId))
      .limit(1);
    expect(foreignMaterial).toBeDefined();
    const path = `/api/studies/${foreignMaterial!.studyId}/objects/${foreignMaterial!.id}`;
    expect((await call(admin, "DELETE", path)).status).toBe(404);
    expect((await call(admin, "DELETE", `/api/studies/${id}/objects/${foreignMaterial!.id}`)).status).toBe(404);
  });

  it("refuses changes once a saved draft locked its materials", async () => {
    const { id } = await anyDraft();
    const link = (await addObject(id, { link: "https://example.com" })).body.data;
    await call(admin, "POST", `/api/studies/${id}/save_draft`);
    const added = await addObject(id, { link: "https://two.example.com" });
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ study_materials: ["The study materials of a saved draft cannot be changed."] });
    const removed = await call(admin, "DELETE", `/api/studies/${id}/objects/${link.id}`);
    expect(removed.body.errors).toEqual({
      study_materials: ["The study materials of a saved draft cannot be changed."],
    });
  });
});
