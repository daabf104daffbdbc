import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@/lib/schemas/auth";
import { messages } from "@/lib/messages";
import { app } from "@/server/http/app";
import { authHeaders, userByEmail } from "@tests/fixtures/contexts";
import { uploadImage } from "@tests/fixtures/uploads";

async function update(email: string | null, id: number, body: unknown) {
  return app.request(`/api/user/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(await authHeaders(email)) },
    body: JSON.stringify(body),
  });
}

describe("PUT /api/user/{id}", () => {
  it("updates one's own profile, image included", async () => {
    const me = await userByEmail("researcher@demo.test");
    const upload = await uploadImage("researcher@demo.test");
    const response = await update("researcher@demo.test", me.id, {
      name: "Jonas",
      surname: "Madsen-Berg",
      job_title: "Lead",
      company_department: null,
      image_upload_id: upload.id,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: CurrentUser };
    expect(data).toMatchObject({
      surname: "Madsen-Berg",
      job_title: "Lead",
      company_department: null,
      url: upload.file_url,
    });
  });

  it("refuses someone else's upload as an image (422)", async () => {
    const me = await userByEmail("viewer@demo.test");
    const foreign = await uploadImage("admin@demo.test");
    const response = await update("viewer@demo.test", me.id, {
      name: "Emma",
      surname: "Clarke",
      image_upload_id: foreign.id,
    });
    expect(response.status).toBe(422);
  });

  it("answers 422 with 'This value is required' for blank names", async () => {
    const me = await userByEmail("viewer@demo.test");
    const response = await update("viewer@demo.test", me.id, { name: " ", surname: "" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ name: [messages.required], surname: [messages.required] });
  });

  it("answers 401 signed out, 403 for another user and 404 for no user", async () => {
    const admin = await userByEmail("admin@demo.test");
    const body = { name: "A", surname: "B" };
    expect((await update(null, admin.id, body)).status).toBe(401);
    expect((await update("viewer@demo.test", admin.id, body)).status).toBe(403);
    expect((await update("viewer@demo.test", 99_999_999, body)).status).toBe(404);
  });
});
