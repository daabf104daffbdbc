/**
 * Which real object each operation of the fuzz suite addresses: path parameters by the route they
 * belong to, body fields by their name. A route left out gets a made-up id (a 404 is then its
 * right answer); only routes that read without writing, or that check a signature first, are.
 */
import type { CallerObjects } from "./caller-objects";
import type { Operation } from "./openapi-operations";

type Values = Record<string, number | string>;

/** [method or "*", path pattern, the path parameters' values]: the first match wins. */
const PATH_RULES: [string, RegExp, (o: CallerObjects) => Values][] = [
  ["*", /\/assistant\/threads\/\{threadId\}/, (o) => ({ threadId: o.thread })],
  ["*", /^\/api\/studies\/\{id\}\/objects\/\{objectId\}/, (o) => ({ id: o.draft, objectId: o.material })],
  ["*", /^\/api\/studies\/\{id\}\/participant_videos/, (o) => ({ id: o.study })],
  ["*", /^\/api\/studies\/\{id\}/, (o) => ({ id: o.draft })],
  ["*", /^\/api\/v[23]\/studies\/(resolve\/)?\{id\}/, (o) => ({ id: o.study })],
  ["*", /^\/api\/v[13]\/showreels\/\{id\}/, (o) => ({ id: o.showreel })],
  ["*", /published_showreels\/\{id\}/, (o) => ({ id: o.publishedShowreel })],
  ["*", /share_links\/\{id\}/, (o) => ({ id: o.shareLink })],
  ["*", /^\/api\/projects\/\{id\}/, (o) => ({ id: o.project })],
  ["*", /resend_user_invitation\/\{userId\}/, (o) => ({ id: o.client, userId: o.pendingMember })],
  ["*", /^\/api\/client\/\{id\}/, (o) => ({ id: o.client, userId: o.member })],
  ["PUT", /^\/api\/user\/\{id\}/, (o) => ({ id: o.self })],
  ["DELETE", /^\/api\/user\/\{id\}/, (o) => ({ id: o.member })],
  ["*", /^\/api\/(v1\/)?videos\/\{id\}/, (o) => ({ id: o.video })],
  ["*", /^\/api\/v3\/interviews\/(resolve\/)?\{id\}/, (o) => ({ id: o.video })],
  ["*", /^\/api\/v3\/quotes\/\{id\}/, (o) => ({ id: o.quote })],
  ["*", /^\/api\/v3\/segments\/(resolve\/)?\{id\}/, (o) => ({ id: o.segment })],
  ["*", /^\/api\/marketplace\/study-templates\/\{id\}/, (o) => ({ id: o.template })],
];

/** Real values of `op`'s path parameters (those it has no rule for are left to the caller). */
export function realPathValues(op: Operation, objects: CallerObjects): Values {
  const rule = PATH_RULES.find(
    ([method, pattern]) => (method === "*" || method === op.method) && pattern.test(op.path),
  );
  return rule ? rule[2](objects) : {};
}

const SOUND_PASSWORD = "Fuzz-pass-1!";
const BRIEF = "We want to learn why young families in Denmark pick our oat drink over a private label.";

/** Body fields that refer to rows, by name, wherever they occur in a body. */
export const realBodyFields = (o: CallerObjects): Record<string, unknown> => ({
  client_id: o.client,
  project_id: o.project,
  study_id: o.study,
  study_ids: [o.study],
  segment_id: o.segment,
  showreel_id: o.showreel,
  quotes: [o.quote],
  user_id: o.member,
  user_ids: [],
  role_id: o.role,
  template_id: o.template,
  brief: BRIEF,
  emails: "fuzz-invitee@example.test",
  password: SOUND_PASSWORD,
  password_confirmation: SOUND_PASSWORD,
  question: "What do shoppers say about the price?",
  title: "Fuzzed title",
  insight_id: null,
  image_upload_id: null,
  upload_id: null,
  only_business_question: null,
});

/** Whole bodies for operations whose generated one cannot be valid (fields that depend on each other). */
export const REAL_BODIES: Record<string, (o: CallerObjects) => Record<string, unknown>> = {
  "POST /api/v1/ai/study-outlines": (o) => ({ study_id: o.draft, brief: BRIEF, count: 4 }),
  "POST /api/v1/ai/study-designs": (o) => ({
    study_id: o.draft,
    brief: BRIEF,
    business_questions: ["Why do families pick our oat drink?"],
  }),
  "POST /api/v1/ai/study-briefs/refine": (o) => ({ brief: BRIEF, study_id: o.draft }),
  "POST /api/v1/ai/translate": (o) => ({ study_id: o.draft, to: "da" }),
  "POST /api/studies/{id}/objects": () => ({ title: "Fuzzed link", link: "https://example.test/prototype" }),
  "POST /api/v3/assistant/threads/{threadId}": (o) => ({
    question: "What do shoppers say about the price?",
    study_ids: [o.study],
  }),
  "POST /api/v1/public/published_showreels": (o) => ({ showreel_id: o.showreel, study_id: o.study }),
  "POST /api/orders": (o) => ({ study_id: o.draft, terms_accepted: true }),
  "POST /api/v1/insights/export": (o) => ({ study_id: o.study, language_code: "en", public_showreels: false }),
  "POST /api/v1/powerpoint/export": (o) => ({ study_id: o.study, language_code: "en", public_showreels: false }),
  "POST /api/storage/upload/presigned": () => ({
    upload_type: "profile_image",
    file_name: "portrait.png",
    content_type: "image/png",
    size: 1000,
  }),
  "POST /api/marketplace/upload/order_object": (o) => ({
    file_name: "concept.pdf",
    content_type: "application/pdf",
    size: 1000,
    study_id: o.draft,
  }),
  // The sign-in, sign-up and reset routes get a well-formed body (the login's stays a wrong one:
  // failed sign-ins are throttled, which would change its answers half-way).
  "POST /api/auth/register/self": () => ({
    email: "fuzz-self@example.test",
    name: "Fuzz",
    surname: "Tester",
    company: "Fuzz Ltd",
    password: SOUND_PASSWORD,
    password_confirmation: SOUND_PASSWORD,
    terms: true,
  }),
  "POST /api/auth/register": (o) => ({
    hash: o.invitationToken,
    name: "Ida",
    surname: "Kjær",
    password: SOUND_PASSWORD,
    password_confirmation: SOUND_PASSWORD,
    terms: true,
  }),
  "POST /api/auth/password/reset": (o) => ({
    token: o.resetToken,
    password: SOUND_PASSWORD,
    password_confirmation: SOUND_PASSWORD,
  }),
  "POST /api/auth/password/email": () => ({ email: "fuzz-reset@example.test", is_customer_portal: true }),
  "POST /api/studies": (o) => ({ template_id: o.template, project_id: o.project }),
  "PUT /api/studies/{id}/objectives": (o) => ({ objectives: [{ id: o.objective, title: "Why do families switch?" }] }),
  "PUT /api/studies/{id}/tasks": (o) => ({
    sections: [{ objective_id: o.objective, text: "Warm-up", study_material_ids: [] }],
    tasks: [{ section: 0, type: "FREE_TEXT", text: "What do you drink with breakfast?" }],
  }),
  "PUT /api/studies/{id}/audience_settings": () => ({
    method: "SHAREABLE_LINK",
    recording_devices: ["MICROPHONE"],
    quality_assurance: false,
    device: "DESKTOP",
    audiences: [
      {
        segment: null,
        age_range: { min: 25, max: 45 },
        countries: ["DK"],
        custom_criteria: null,
        devices: ["DESKTOP"],
        gender: "ANY",
        language: "da",
        required_interviews: 5,
      },
    ],
  }),
};
