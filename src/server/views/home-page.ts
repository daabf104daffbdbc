/** What /home shows (000 §2): who is greeted (first visit or back), in which client, and their most recent studies. */
import { studyListQuerySchema, type StudySummary } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { isFirstVisit } from "../services/auth/first-visit";
import { mayEditDrafts } from "../services/studies/draft-access";
import { listStudies } from "../services/studies/list";

/** How many recent studies the home page lists. */
const RECENT_STUDIES = 6;

export interface HomePageView {
  firstName: string;
  /** The person's first session: a welcome and a start, not "welcome back". */
  firstVisit: boolean;
  clientName: string;
  recent: StudySummary[];
  mayAskAssistant: boolean;
  /** Creating a study is editing a draft (001 §6): people who may not see no way to start one. */
  mayCreateStudy: boolean;
}

export async function homePage(context: AccessContext): Promise<HomePageView> {
  const [recent, firstVisit] = await Promise.all([
    listStudies(db(), context, studyListQuerySchema.parse({ limit: RECENT_STUDIES })),
    isFirstVisit(db(), context.userId),
  ]);
  return {
    firstName: context.person.name.split(" ")[0] || "there",
    firstVisit,
    clientName: context.clientName,
    recent: recent.data,
    mayAskAssistant: context.permissions.has("AI_ASSISTANT"),
    mayCreateStudy: mayEditDrafts(context),
  };
}
