import { and, eq } from "drizzle-orm";
import type { CurrentUser, UpdateProfileRequest } from "@/lib/schemas/auth";
import type { Database } from "../../db/client";
import { uploads, users } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { fileUrl } from "../../storage/uploads";
import type { AccessContext } from "../../access/access-context";
import { authMessages } from "./auth-messages";
import { currentUser } from "./current-user";

/** The image address of a completed profile_image upload of this user; 422 otherwise. */
async function profileImageUrl(database: Database, userId: number, uploadId: number): Promise<string> {
  const [row] = await database
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.uploadType, "profile_image")));
  const url = row ? fileUrl(row) : null;
  if (!url) throw ValidationError.field("image_upload_id", authMessages.uploadInvalid);
  return url;
}

/**
 * PUT /api/user/{id}: a person edits their own profile (names, job title, department, image).
 * Other people's accounts are team management's business: 403 (404 when there is no such user).
 */
export async function updateProfile(
  database: Database,
  context: AccessContext,
  userId: number,
  input: UpdateProfileRequest,
): Promise<CurrentUser> {
  if (userId !== context.userId) {
    const [other] = await database.select({ id: users.id }).from(users).where(eq(users.id, userId));
    throw other ? new ForbiddenError(authMessages.profileOfOthers) : new NotFoundError();
  }
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, surname: input.surname };
  if (input.job_title !== undefined) changes.jobTitle = input.job_title || null;
  if (input.company_department !== undefined) changes.companyDepartment = input.company_department || null;
  if (input.image_upload_id !== undefined) {
    changes.imageUrl =
      input.image_upload_id === null ? null : await profileImageUrl(database, userId, input.image_upload_id);
  }
  await database.update(users).set(changes).where(eq(users.id, userId));
  return currentUser(database, context);
}
