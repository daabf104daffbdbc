/** What /profile shows (000 §2): the signed-in user's profile, read with the page. */
import type { CurrentUser } from "@/lib/schemas/auth";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { currentUser } from "../services/auth/current-user";

export const profilePage = (context: AccessContext): Promise<CurrentUser> => currentUser(db(), context);
