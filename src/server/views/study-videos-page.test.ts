import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { VIDEOS_PER_PAGE } from "@/lib/constants";
import { db } from "@/server/db/client";
import { interviews, studies } from "@/server/db/schema";
import type { AccessContext } from "@/server/access/access-context";
import { contextOf } from "@tests/fixtures/contexts";
import { getVideo } from "@/server/services/videos/videos";
import { studyVideosPage } from "./study-page";

// A study with more videos than one page: the page lists the first ones, and a link to any of
// the study's videos (a quote's "watch this moment") still opens that video.

let admin: AccessContext;
let studyId: number;
let total: number;
let lastId: number;
let otherStudyVideoId: number;
let foreignVideoId: number;

beforeAll(async () => {
  admin = await contextOf("admin@demo.test");
  const [study] = await db()
    .select({ id: studies.id })
    .from(studies)
    .innerJoin(interviews, eq(interviews.studyId, studies.id))
    .where(eq(studies.clientId, admin.clientId))
    .limit(1);
  studyId = study!.id;
  // Participants and their interviews, recorded after the study's own, as the bench adds them.
  await db().execute(sql`
    with added as (
      insert into participants (client_id, study_id, segment_id, name)
      select s.client_id, s.id, (select min(id) from segments where study_id = s.id), 'Participant ' || g
        from studies s cross join generate_series(1, ${VIDEOS_PER_PAGE + 5}) g where s.id = ${studyId}
      returning client_id, study_id, segment_id, id)
    insert into interviews (client_id, study_id, segment_id, participant_id, duration_seconds)
    select client_id, study_id, segment_id, id, 600 from added`);
  const rows = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .where(eq(interviews.studyId, studyId))
    .orderBy(interviews.recordedAt, interviews.id);
  total = rows.length;
  lastId = rows.at(-1)!.id;
  const [other] = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.clientId, admin.clientId), ne(interviews.studyId, studyId)))
    .limit(1);
  otherStudyVideoId = other!.id;
  const [foreign] = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .where(ne(interviews.clientId, admin.clientId))
    .limit(1);
  foreignVideoId = foreign!.id;
});

describe("a study's videos page", () => {
  it("lists the first page of the study's videos, says how many there are, and opens the first", async () => {
    const page = (await studyVideosPage(admin, studyId, null))!;
    expect(total).toBeGreaterThan(VIDEOS_PER_PAGE);
    expect(page.videos.data).toHaveLength(VIDEOS_PER_PAGE);
    expect(page.videos.meta).toMatchObject({ total, current_page: 1, last_page: Math.ceil(total / VIDEOS_PER_PAGE) });
    expect(page.selected!.id).toBe(page.videos.data[0]!.id);
    // Completed from the list's row, it is the video as GET /videos/{id} answers it.
    expect(page.selected).toEqual(await getVideo(db(), admin, page.selected!.id));
  });

  it("opens a video asked for by its link although it is not on the first page", async () => {
    const page = (await studyVideosPage(admin, studyId, lastId))!;
    expect(page.videos.data.map((video) => video.id)).not.toContain(lastId);
    expect(page.selected!.id).toBe(lastId);
    expect(page.selected!.study_id).toBe(studyId);
  });

  it("opens the study's first video instead of another study's or another client's", async () => {
    for (const asked of [otherStudyVideoId, foreignVideoId, 2 ** 31 - 1]) {
      const page = (await studyVideosPage(admin, studyId, asked))!;
      expect(page.selected!.id).toBe(page.videos.data[0]!.id);
    }
  });
});
