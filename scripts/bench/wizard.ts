import autocannon from "autocannon";
import type { StudyDraft, TasksUpdate } from "../../src/lib/schemas/study-draft";
import { specialistRecruitment } from "../../tests/fixtures/recruitment";
import type { Measurement } from "./foundation";
import { javascriptWeight } from "./page-weight";
import { percentile } from "./percentile";
import { type RunningServer, signInAs } from "./server";

const USERS = 10;
const ROUNDS = 50;
/** Saves of each step by each of the ten people at once (measured). */
const SAVES_EACH = 100;
/** Studies each of the ten people creates and starts in the draft life-cycle bench (measured). */
const STARTS_EACH = 40;
/** Rounds of each person's sequence run before the measured ones: the plans and the pool warm up. */
const WARM_UP = 5;

type Send = (method: string, path: string, body?: unknown) => Promise<unknown>;
type Headers = Record<string, string>;

/** One request of a person's sequence: built from what the earlier answers of the sequence said. */
interface Step {
  request: (said: Record<string, unknown>) => { method: string; path: string; body?: unknown };
  /** Keeps what the answer says for the next steps (its data's id, say). */
  keep?: (data: unknown, said: Record<string, unknown>) => void;
}

/**
 * USERS people at once, each repeating `steps` in order `times` times on a connection of their
 * own (autocannon: a light client, so the figures are the server's and not the load generator's),
 * after WARM_UP rounds that are not measured. Answers each step's response times.
 */
async function inTurns(
  url: string,
  headers: Headers,
  times: number,
  steps: (user: number) => Step[],
): Promise<number[][]> {
  const perStep: number[][] = [];
  await Promise.all(
    Array.from({ length: USERS }, (_, user) => {
      const sequence = steps(user);
      let answered = 0;
      return new Promise<void>((resolve, reject) => {
        const instance = autocannon(
          {
            url,
            connections: 1,
            amount: (WARM_UP + times) * sequence.length,
            headers,
            requests: sequence.map((step) => ({
              setupRequest: (req, context) => {
                const { method, path, body } = step.request(context as Record<string, unknown>);
                return { ...req, method: method as "PUT", path: `/api${path}`, body: JSON.stringify(body) };
              },
              onResponse: (status, body, context) => {
                if (status >= 300) reject(new Error(`${status}: ${body}`));
                step.keep?.((JSON.parse(body) as { data: unknown }).data, context as Record<string, unknown>);
              },
            })),
          },
          (error) => (error ? reject(error) : resolve()),
        );
        instance.on("response", (_client, _status, _bytes, responseTime) => {
          const step = answered % sequence.length;
          if (answered++ >= WARM_UP * sequence.length) (perStep[step] ??= []).push(responseTime);
        });
      });
    }),
  );
  return perStep;
}

/**
 * The wizard's writes that create or end something, with ten people at once, each on drafts of
 * their own: SELECT_TEMPLATE's POST /studies (the draft is made), STIMULI's link added and removed,
 * and CONFIRM's POST /orders (the study starts).
 */
async function benchDraftLifecycle(
  url: string,
  headers: Headers,
  send: Send,
  templateId: number,
): Promise<Measurement[]> {
  const drafts: number[][] = Array.from({ length: USERS }, () => []);
  const [created] = await inTurns(url, headers, STARTS_EACH, (user) => [
    {
      request: () => ({ method: "POST", path: "/studies", body: { template_id: templateId } }),
      keep: (data) => drafts[user]!.push((data as { id: number }).id),
    },
  ]);
  const [added, removed] = await inTurns(url, headers, ROUNDS, (user) => [
    {
      request: () => ({
        method: "POST",
        path: `/studies/${drafts[user]![0]}/objects`,
        body: { link: `https://example.com/concept-${user}` },
      }),
      keep: (data, said) => (said.material = (data as { id: number }).id),
    },
    { request: (said) => ({ method: "DELETE", path: `/studies/${drafts[user]![0]}/objects/${said.material}` }) },
  ]);
  // Not measured: each draft gets its recruitment, as the RECRUIT step would.
  await Promise.all(
    drafts.flat().map((id) => send("PUT", `/studies/${id}/audience_settings`, specialistRecruitment(8))),
  );
  const [started] = await inTurns(url, headers, STARTS_EACH, (user) => {
    let round = 0;
    return [
      {
        request: () => ({
          method: "POST",
          path: "/orders",
          body: { study_id: drafts[user]![round++], terms_accepted: true },
        }),
      },
    ];
  });
  const measure = (name: string, latencies: number[]): Measurement => ({
    name: `wizard ${name} p95, ${USERS} concurrent users`,
    value: percentile(latencies, 0.95),
    unit: "ms",
    budget: 50,
  });
  return [
    measure("SELECT_TEMPLATE (POST /studies, the draft made)", created!),
    measure("STIMULI (POST /studies/{id}/objects, a link added)", added!),
    measure("STIMULI (DELETE /studies/{id}/objects/{id}, the link removed)", removed!),
    measure("CONFIRM (POST /orders, the study started)", started!),
  ];
}

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
 * The wizard's budgets: each wizard step's save p95 with 10 people saving at once (each on their
 * own draft, as in real use), and the wizard's JavaScript per step page, gzipped.
 */
export async function benchWizard(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const json = { authorization: bearer, "content-type": "application/json" };
  const send: Send = async (method, path, body) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return null;
    const answer = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const templates = (await send("GET", "/marketplace/study-templates")) as { id: number; title: string }[];
  const template = templates.find((t) => t.title === "Feature prioritisation") ?? templates[0]!;
  const drafts = (await Promise.all(
    Array.from({ length: USERS }, async () => {
      const { id } = (await send("POST", "/studies", { template_id: template.id })) as { id: number };
      return send("GET", `/studies/${id}/draft`);
    }),
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
      specialistRecruitment(8 + (round % 3)),
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
  // Ten people at once, each saving their own draft over and over (as people do: a save of one
  // draft waits for the one before it, so no request queues behind another person's row lock).
  const saves = async (request: (typeof steps)[string], times: number) =>
    (
      await inTurns(server.url, json, times, (user) => {
        let round = 0;
        return [
          {
            request: () => {
              const [method, path, body] = request(drafts[user]!, round++);
              return { method, path, body };
            },
          },
        ];
      })
    )[0]!;
  // Every step once at this load before any is measured: the pool's ten connections and their
  // PostgreSQL backends are new (idle ones close after 30 s), and the first step measured paid
  // for their cold caches (measured: the details save's p95 45 ms first, 34 ms measured again last).
  for (const request of Object.values(steps)) await saves(request, 20);
  for (const [name, request] of Object.entries(steps)) {
    results.push({
      name: `wizard save ${name} p95, ${USERS} concurrent users`,
      value: percentile(await saves(request, SAVES_EACH), 0.95),
      unit: "ms",
      budget: 50,
    });
  }

  results.push(...(await benchDraftLifecycle(server.url, json, send, template.id)));

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
