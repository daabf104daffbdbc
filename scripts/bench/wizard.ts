import autocannon from "autocannon";
import type { StudyDraft, TasksUpdate } from "../../src/lib/schemas/study-draft";
import type { Measurement } from "./foundation";
import { javascriptWeight } from "./page-weight";
import { percentile } from "./percentile";
import { type RunningServer, signInAs } from "./server";

const USERS = 10;
const ROUNDS = 30;

/** The saved design as the wizard sends it back (every id kept, nothing deleted). */
function designBody(draft: StudyDraft): TasksUpdate {
  return {
    segment_id: null,
    sections: draft.design.sections.map((s) => ({
      id: s.id,
      objective_id: s.objective_id!,
      text: s.text,
      study_material_ids: s.study_material_ids,
    })),
    tasks: draft.design.sections.flatMap((s, section) =>
      s.tasks.map((t) => ({
        id: t.id,
        section,
        type: t.type,
        text: t.text,
        explainer: t.explainer,
        options: t.options,
        scale_length: t.scale_length,
        subtasks: t.subtasks.map((sub) => ({
          id: sub.id,
          type: sub.type as "FREE_TEXT" | "TEXT_ONLY",
          text: sub.text,
        })),
        object_assignment: t.object_assignment,
        notes: t.notes,
      })),
    ),
    tasks_to_delete_in_this_segment: [],
  };
}

/**
 * Issue 15's budgets: each wizard step's save p95 with 10 people saving at once (each on their
 * own draft, as in real use), and the wizard's JavaScript per step page, gzipped.
 */
export async function benchWizard(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const json = { authorization: bearer, "content-type": "application/json" };
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const templates = (await send("GET", "/marketplace/study-templates")) as { id: number; title: string }[];
  const template = templates.find((t) => t.title === "Feature prioritisation") ?? templates[0]!;
  const drafts = (await Promise.all(
    Array.from({ length: USERS }, () => send("POST", "/studies", { template_id: template.id })),
  )) as StudyDraft[];

  const steps: Record<string, (draft: StudyDraft, round: number) => [string, string, unknown]> = {
    "DETAILS (PUT /studies/{id})": (d, round) => [
      "PUT",
      `/studies/${d.id}`,
      { title: `Bench study ${round}`, purpose: `Round ${round}` },
    ],
    "OUTLINE (PUT /studies/{id}/objectives)": (d, round) => [
      "PUT",
      `/studies/${d.id}/objectives`,
      { objectives: d.objectives.map((o, i) => ({ id: o.id, title: i === 0 ? `${o.title} ${round}` : o.title })) },
    ],
    "STUDY_DESIGN (PUT /studies/{id}/tasks)": (d) => ["PUT", `/studies/${d.id}/tasks`, designBody(d)],
    "RECRUIT (PUT /studies/{id}/audience_settings)": (d, round) => [
      "PUT",
      `/studies/${d.id}/audience_settings`,
      {
        method: "SPECIALIST",
        recording_devices: ["MICROPHONE", "CAMERA"],
        audiences: [
          {
            segment: null,
            age_range: { min: 18, max: 65 },
            countries: ["GB"],
            devices: ["DESKTOP", "MOBILE"],
            gender: "ANY",
            language: "en",
            required_interviews: 8 + (round % 3),
          },
        ],
      },
    ],
  };
  const results: Measurement[] = [];
  // One person alone first (the service time), then ten at once (the budget).
  for (const [name, request] of Object.entries(steps)) {
    const alone: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [method, path, body] = request(drafts[0]!, round);
      const started = performance.now();
      await send(method, path, body);
      if (round >= 3) alone.push(performance.now() - started);
    }
    results.push({
      name: `wizard save ${name} p95, one user`,
      value: percentile(alone, 0.95),
      unit: "ms",
      budget: Infinity,
    });
  }
  // Ten people at once, each saving their own draft (autocannon, as the other load benches: a
  // light client, so the measurement is the server's and not the load generator's).
  for (const [name, request] of Object.entries(steps)) {
    let next = 0;
    const run = async (seconds: number) =>
      autocannon({
        url: server.url,
        connections: USERS,
        duration: seconds,
        headers: json,
        requests: [
          {
            setupRequest: (req) => {
              const round = next++;
              const [method, path, body] = request(drafts[round % USERS]!, round);
              return { ...req, method: method as "PUT", path: `/api${path}`, body: JSON.stringify(body) };
            },
          },
        ],
      });
    await run(2); // warms the plans and the pool
    const result = await run(8);
    if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push({
      name: `wizard save ${name} p97.5, ${USERS} concurrent users`,
      value: result.latency.p97_5,
      unit: "ms",
      budget: 50,
    });
  }

  const headers = { cookie };
  const pages = [
    "/studies/create",
    ...["DETAILS", "STIMULI", "OUTLINE", "STUDY_DESIGN", "RECRUIT", "CONFIRM"].map(
      (step) => `/studies/${drafts[0]!.id}/edit?step_name=${step}`,
    ),
  ];
  const weights = await Promise.all(pages.map((page) => javascriptWeight(server.url, page, headers)));
  const heaviest = weights.indexOf(Math.max(...weights));
  results.push({
    name: `JavaScript of the heaviest wizard step (${pages[heaviest]!.replace(/\/studies\/\d+/, "/studies/{id}")}), gzipped`,
    value: weights[heaviest]! / 1024,
    unit: "KB",
    budget: 120,
  });
  return results;
}
