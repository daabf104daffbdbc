import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Transcript } from "@/lib/schemas/interview";
import type { Video, VideoPage } from "@/lib/schemas/video";
import { db } from "@/server/db/client";
import { analyticsEvents, interviews, quotes, studies, tasks } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { authHeaders, contextOf } from "@tests/fixtures/contexts";

type ErrorBody = { message: string; errors?: Record<string, string[]> };

async function call<T>(email: string | null, path: string, init: RequestInit = {}) {
  const headers = { ...(await authHeaders(email)), ...(init.body ? { "content-type": "application/json" } : {}) };
  const response = await app.request(`/api${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

let studyId: number;
let interviewCount: number;
let videoId: number;
let foreignStudyId: number;
let foreignVideoId: number;
let hiddenStudyId: number;
let hiddenVideoId: number;

beforeAll(async () => {
  const admin = await contextOf("admin@demo.test");
  const counted = await db()
    .select({ studyId: interviews.studyId, n: sql<number>`count(*)::int` })
    .from(interviews)
    .innerJoin(studies, eq(studies.id, interviews.studyId))
    .where(and(eq(studies.clientId, admin.clientId), eq(studies.displayStatusCode, "COMPLETED")))
    .groupBy(interviews.studyId)
    .orderBy(interviews.studyId)
    .limit(1);
  studyId = counted[0]!.studyId;
  interviewCount = counted[0]!.n;
  const [withQuotes] = await db()
    .select({ id: quotes.interviewId })
    .from(quotes)
    .where(eq(quotes.studyId, studyId))
    .limit(1);
  videoId = withQuotes!.id;
  const [foreign] = await db().select().from(interviews).where(ne(interviews.clientId, admin.clientId)).limit(1);
  foreignStudyId = foreign!.studyId;
  foreignVideoId = foreign!.id;
  const viewer = await contextOf("viewer@demo.test");
  const [hidden] = await db()
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(studies, eq(studies.id, interviews.studyId))
    .where(and(eq(studies.clientId, viewer.clientId), notInArray(studies.projectId, [...viewer.projectIds!])))
    .limit(1);
  hiddenStudyId = hidden!.interview.studyId;
  hiddenVideoId = hidden!.interview.id;
});

describe("GET /api/studies/{id}/participant_videos", () => {
  it("lists the study's videos as a page list with signed media addresses", async () => {
    const { status, body } = await call<VideoPage>("admin@demo.test", `/studies/${studyId}/participant_videos`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, per_page: 15, total: interviewCount, last_page: 1 });
    expect(body.data).toHaveLength(interviewCount);
    const video = body.data[0]!;
    expect(video).toMatchObject({ study_id: studyId, participant: { name: expect.any(String) } });
    expect(video.video.combined_url).toMatch(/^\/api\/v1\/media\/serve\/\d+\.mp4\?revision=1&angle=combined&expires=/);
    expect(video.video.subtitles.en?.url).toMatch(/\.vtt\?revision=1&lang=en&/);
    expect(video.video.subtitles.original?.url).toMatch(/\.vtt\?revision=1&lang=original&/);
    expect(video.video.download_url).toBe(`${video.video.combined_url}&download=1`);
  });

  it("pages without gaps or repeats", async () => {
    const all = (await call<VideoPage>("admin@demo.test", `/studies/${studyId}/participant_videos`)).body.data;
    const first = await call<VideoPage>("admin@demo.test", `/studies/${studyId}/participant_videos?page=1&per_page=3`);
    const second = await call<VideoPage>("admin@demo.test", `/studies/${studyId}/participant_videos?page=2&per_page=3`);
    expect(first.body.meta).toMatchObject({
      per_page: 3,
      total: interviewCount,
      last_page: Math.ceil(interviewCount / 3),
    });
    expect([...first.body.data, ...second.body.data].map((v) => v.id)).toEqual(all.slice(0, 6).map((v) => v.id));
    const beyond = await call<VideoPage>("admin@demo.test", `/studies/${studyId}/participant_videos?page=99`);
    expect(beyond.body.data).toEqual([]);
  });

  it("answers 401, 404 across clients and hidden projects, and 422 for bad ids and pages", async () => {
    expect((await call(null, `/studies/${studyId}/participant_videos`)).status).toBe(401);
    expect((await call("admin@demo.test", `/studies/${foreignStudyId}/participant_videos`)).status).toBe(404);
    expect((await call("viewer@demo.test", `/studies/${hiddenStudyId}/participant_videos`)).status).toBe(404);
    for (const query of ["?page=0", "?per_page=0", "?per_page=101", "?page=abc"]) {
      const { status, body } = await call("admin@demo.test", `/studies/${studyId}/participant_videos${query}`);
      expect(status, query).toBe(422);
      expect(body.message).toBe("The given data was invalid.");
    }
    expect((await call("admin@demo.test", `/studies/abc/participant_videos`)).status).toBe(422);
  });
});

describe("GET /api/videos/{id}", () => {
  it("returns the video with its tasks (with subtasks and times), clips and showreel clips", async () => {
    const { status, body } = await call<{ data: Video }>("admin@demo.test", `/videos/${videoId}`);
    expect(status).toBe(200);
    const video = body.data;
    expect(video.id).toBe(videoId);
    expect(video.tasks.length).toBeGreaterThan(0);
    for (const task of video.tasks) {
      expect(task.start).not.toBeNull();
      expect(task.end!).toBeGreaterThanOrEqual(task.start!);
      expect(Array.isArray(task.subtasks)).toBe(true);
    }
    const starts = video.tasks.map((t) => t.start!);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const own = await db().select().from(quotes).where(eq(quotes.interviewId, videoId));
    expect(video.clips.map((c) => c.id).sort()).toEqual(own.map((q) => q.id).sort());
    expect(video.clips.every((c) => c.end > c.start && c.end <= video.duration + 0.01)).toBe(true);
    expect(Array.isArray(video.showreel_clips)).toBe(true);
    expect(video.showreel_clips.every((c) => own.some((q) => q.id === c.quote_id))).toBe(true);
  });

  it("gives the clips in the order said, with their tasks, and the showreel clips as each showreel trims them", async () => {
    const admin = await contextOf("admin@demo.test");
    const used = await db().execute<{ interview_id: number }>(sql`
      select q.interview_id from showreel_quotes sq join quotes q on q.id = sq.quote_id
        join showreels r on r.id = sq.showreel_id and r.client_id = ${admin.clientId}
       group by q.interview_id order by count(*) desc limit 1`);
    const interviewId = Number(used.rows[0]!.interview_id);
    const { status, body } = await call<{ data: Video }>("admin@demo.test", `/videos/${interviewId}`);
    expect(status).toBe(200);
    const video = body.data;

    const own = await db().select().from(quotes).where(eq(quotes.interviewId, interviewId));
    const byId = new Map(own.map((q) => [q.id, q]));
    const starts = video.clips.map((c) => c.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const clip of video.clips) expect(clip.task?.id ?? null).toBe(byId.get(clip.id)!.taskId);

    const expected = await db().execute<{ showreel_id: number; quote_id: number; start: number; end: number }>(sql`
      select r.id as showreel_id, q.id as quote_id, coalesce(sq.start, q.start) as start, coalesce(sq."end", q."end") as end
        from showreel_quotes sq join quotes q on q.id = sq.quote_id join showreels r on r.id = sq.showreel_id
       where q.interview_id = ${interviewId} and r.study_id = q.study_id`);
    const key = (c: { showreel_id: number; quote_id: number; start: number; end: number }) =>
      `${c.showreel_id}/${c.quote_id}/${c.start.toFixed(2)}/${c.end.toFixed(2)}`;
    expect(video.showreel_clips.length).toBeGreaterThan(0);
    expect(video.showreel_clips.map((c) => key({ ...c, showreel_id: c.showreel.id })).sort()).toEqual(
      expected.rows.map((r) => key({ ...r, showreel_id: Number(r.showreel_id), quote_id: Number(r.quote_id) })).sort(),
    );
  });

  it("lists under each task every subtask of the study's design, in design order, once", async () => {
    const admin = await contextOf("admin@demo.test");
    const found = await db().execute<{ interview_id: number }>(sql`
      select tr.interview_id from transcripts tr
        join interviews i on i.id = tr.interview_id and i.client_id = ${admin.clientId}
        join transcript_sections ts on ts.transcript_id = tr.id
        join transcript_tasks tt on tt.transcript_section_id = ts.id
      where exists (select 1 from tasks c where c.parent_id = tt.task_id)
      limit 1`);
    const id = Number(found.rows[0]!.interview_id);
    const { body } = await call<{ data: Video }>("admin@demo.test", `/videos/${id}`);
    const designed = await db()
      .select({ id: tasks.id, parentId: tasks.parentId })
      .from(tasks)
      .where(
        inArray(
          tasks.parentId,
          body.data.tasks.map((t) => t.id),
        ),
      )
      .orderBy(tasks.position);
    expect(designed.length).toBeGreaterThan(0);
    for (const task of body.data.tasks) {
      expect(task.subtasks.map((s) => s.id)).toEqual(designed.filter((d) => d.parentId === task.id).map((d) => d.id));
    }
  });

  it("answers 401, 404 across clients and hidden projects, and 422 for a bad id", async () => {
    expect((await call(null, `/videos/${videoId}`)).status).toBe(401);
    expect((await call("admin@demo.test", `/videos/${foreignVideoId}`)).status).toBe(404);
    expect((await call("viewer@demo.test", `/videos/${hiddenVideoId}`)).status).toBe(404);
    expect((await call("admin@demo.test", `/videos/999999999`)).status).toBe(404);
    expect((await call("admin@demo.test", `/videos/0`)).status).toBe(422);
  });
});

describe("GET /api/videos/{id}/transcript", () => {
  it("returns sections of tasks of chunks in spoken order", async () => {
    const { status, body } = await call<{ data: Transcript }>("admin@demo.test", `/videos/${videoId}/transcript`);
    expect(status).toBe(200);
    expect(body.data.interview).toEqual({ id: videoId });
    const chunks = body.data.sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.map((c) => c.start)).toEqual(chunks.map((c) => c.start).sort((a, b) => a - b));
    const firstTask = body.data.sections[0]!.tasks[0]!;
    expect(firstTask.text).toBe(firstTask.chunks.map((c) => c.text).join(" "));
  });

  it("answers 401, 404 across clients and hidden projects, and 422 for a bad id", async () => {
    expect((await call(null, `/videos/${videoId}/transcript`)).status).toBe(401);
    expect((await call("admin@demo.test", `/videos/${foreignVideoId}/transcript`)).status).toBe(404);
    expect((await call("viewer@demo.test", `/videos/${hiddenVideoId}/transcript`)).status).toBe(404);
    expect((await call("admin@demo.test", `/videos/x/transcript`)).status).toBe(422);
  });
});

describe("PUT /api/videos/{id}/publish", () => {
  const publish = (email: string | null, id: number, body: unknown) =>
    call<{ data: Video }>(email, `/videos/${id}/publish`, { method: "PUT", body: JSON.stringify(body) });

  it("publishes and unpublishes with publish_videos", async () => {
    expect((await contextOf("admin@demo.test")).permissions.has("publish_videos")).toBe(true);
    const off = await publish("admin@demo.test", videoId, { published: false });
    expect(off.status).toBe(200);
    expect(off.body.data.published).toBe(false);
    const [row] = await db().select().from(interviews).where(eq(interviews.id, videoId));
    expect(row!.published).toBe(false);
    const on = await publish("admin@demo.test", videoId, { published: true });
    expect(on.body.data.published).toBe(true);
  });

  it("records video_published and video_unpublished (001 §4) once per actual change", async () => {
    const events = async () =>
      (
        await db()
          .select({ name: analyticsEvents.name })
          .from(analyticsEvents)
          .where(sql`${analyticsEvents.properties} ->> 'video_id' = ${String(videoId)}`)
          .orderBy(analyticsEvents.id)
      ).map((e) => e.name);
    const before = await events();
    await publish("admin@demo.test", videoId, { published: false });
    await publish("admin@demo.test", videoId, { published: false });
    await publish("admin@demo.test", videoId, { published: true });
    expect((await events()).slice(before.length)).toEqual(["video_unpublished", "video_published"]);
  });

  it("answers 403 without publish_videos and leaves the video as it was", async () => {
    const viewer = await contextOf("viewer@demo.test");
    expect(viewer.permissions.has("publish_videos")).toBe(false);
    const [shown] = await db()
      .select({ id: interviews.id, published: interviews.published })
      .from(interviews)
      .innerJoin(studies, eq(studies.id, interviews.studyId))
      .where(inArray(studies.projectId, [...viewer.projectIds!]))
      .limit(1);
    const { status, body } = await publish("viewer@demo.test", shown!.id, { published: !shown!.published });
    expect(status).toBe(403);
    expect(body.message).toBeTruthy();
    const [row] = await db().select().from(interviews).where(eq(interviews.id, shown!.id));
    expect(row!.published).toBe(shown!.published);
  });

  it("answers 401, 404 across clients and hidden projects, and 422 for bad bodies", async () => {
    expect((await publish(null, videoId, { published: true })).status).toBe(401);
    expect((await publish("admin@demo.test", foreignVideoId, { published: true })).status).toBe(404);
    expect((await publish("viewer@demo.test", hiddenVideoId, { published: true })).status).toBe(404);
    for (const body of [{}, { published: "yes" }, { published: true, extra: 1 }]) {
      const answer = await publish("admin@demo.test", videoId, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors).toBeTruthy();
    }
  });
});
