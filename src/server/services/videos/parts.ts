import type { Video, VideoClip, VideoShowreelClip, VideoTask } from "@/lib/schemas/video";
import type { Database } from "../../db/client";

/** A task as the statement below gives it: the columns a video's task list shows. */
interface TaskColumns {
  id: number;
  parent_id: number | null;
  text: string;
  html: string;
  type: VideoTask["type"];
  position: number;
  position_name: string | null;
}

interface PartsRow {
  tasks: { task: TaskColumns; start: number; end: number; subtask: TaskColumns | null }[];
  clips: VideoClip[];
  showreel_clips: VideoShowreelClip[];
}

const taskJson = (t: string) =>
  `json_build_object('id', ${t}.id, 'parent_id', ${t}.parent_id, 'text', ${t}.text, 'html', ${t}.html,
     'type', ${t}.type, 'position', ${t}.position, 'position_name', ${t}.position_name)`;

/*
 * What the player shows beside a video, in one statement prepared once per connection (the videos
 * page runs it on every view; three statements cost three round trips and three plans):
 * - each task the interview answered, in the order it answered them, and beside a top-level one
 *   each of its subtasks in design order (a row per subtask; a task without subtasks has one row
 *   with none). Times come from the transcript;
 * - its quotes, in the order they were said (the columns a clip shows: not whole rows, whose search
 *   vector is most of a quote's bytes);
 * - its clips in the study's showreels, trimmed where the showreel trims them.
 * $1 the interview, $2 its study, $3 its client.
 */
const PARTS_SQL = `
  select
    coalesce((select json_agg(json_build_object('task', ${taskJson("t")}, 'start', tt.start, 'end', tt."end",
                'subtask', case when st.id is null then null else ${taskJson("st")} end)
                order by ts.position, tt.position, st.position)
                from transcript_tasks tt
                join transcript_sections ts on ts.id = tt.transcript_section_id
                join transcripts tr on tr.id = ts.transcript_id
                join tasks t on t.id = tt.task_id
                left join tasks st on t.parent_id is null and st.parent_id = t.id
               where tr.interview_id = $1), '[]') as tasks,
    coalesce((select json_agg(json_build_object('id', q.id, 'content', q.content, 'start', q.start, 'end', q."end",
                'task', case when q.task_id is null then null else json_build_object('id', q.task_id) end)
                order by q.start, q.id)
                from quotes q where q.interview_id = $1), '[]') as clips,
    coalesce((select json_agg(json_build_object(
                'showreel', json_build_object('id', r.id, 'title', r.title, 'type', r.type),
                'quote_id', q.id, 'content', q.content,
                'start', coalesce(sq.start, q.start), 'end', coalesce(sq."end", q."end"))
                order by r.title, r.id, sq.position)
                from showreel_quotes sq
                join quotes q on q.id = sq.quote_id
                join showreels r on r.id = sq.showreel_id
               where q.interview_id = $1 and r.study_id = $2 and r.client_id = $3), '[]') as showreel_clips`;

/** A video's tasks (with their subtasks), clips and showreel clips. */
export async function videoParts(
  database: Database,
  interview: { id: number; studyId: number; clientId: number },
): Promise<Pick<Video, "tasks" | "clips" | "showreel_clips">> {
  const { rows } = await database.$client.query<PartsRow>({
    name: "video_parts",
    text: PARTS_SQL,
    values: [interview.id, interview.studyId, interview.clientId],
  });
  const { tasks, clips, showreel_clips } = rows[0]!;
  return { tasks: toVideoTasks(tasks), clips, showreel_clips };
}

/** The task rows as the API's tasks: each top-level task once, with its subtasks once. */
function toVideoTasks(rows: PartsRow["tasks"]): VideoTask[] {
  const times = new Map(rows.map((row) => [row.task.id, { start: row.start, end: row.end }]));
  const top = new Map<number, { task: TaskColumns; subtasks: TaskColumns[] }>();
  for (const row of rows) {
    if (row.task.parent_id !== null) continue;
    const entry = top.get(row.task.id) ?? { task: row.task, subtasks: [] };
    top.set(row.task.id, entry);
    // A task answered twice (in two sections) is listed once, with its subtasks once.
    if (row.subtask && !entry.subtasks.some((known) => known.id === row.subtask!.id)) entry.subtasks.push(row.subtask);
  }
  const base = (task: TaskColumns) => ({
    id: task.id,
    text: task.text,
    html: task.html,
    type: task.type,
    position: task.position,
    start: times.get(task.id)?.start ?? null,
    end: times.get(task.id)?.end ?? null,
  });
  return [...top.values()].map(({ task, subtasks }) => ({
    ...base(task),
    position_name: task.position_name,
    subtasks: subtasks.map(base),
  }));
}
