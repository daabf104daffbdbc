import type { DraftTask, StudyDesign } from "@/lib/schemas/study-draft";
import type { StudyMaterial } from "@/lib/schemas/study-parts";

/* A saved design with a question of every kind, and the materials and objectives around it (tests only). */

const task = (id: number, fields: Partial<DraftTask>): DraftTask => ({
  id,
  type: "TEXT_ONLY",
  text: `Question ${id}`,
  explainer: false,
  options: [],
  scale_length: null,
  subtasks: [],
  object_assignment: {},
  notes: null,
  ...fields,
});

export const objectives = [
  { id: 11, title: "Do people understand the offer?" },
  { id: 12, title: "Would they sign up?" },
];

export const material = (id: number, position: number, fields: Partial<StudyMaterial> = {}): StudyMaterial => ({
  id,
  kind: "FILE",
  title: `Material ${id}`,
  name: null,
  mime_type: "image/png",
  url: `/media/${id}.png`,
  thumbnail: `/media/${id}-thumb.png`,
  link: null,
  android_link: null,
  ios_link: null,
  file_name: `material-${id}.png`,
  file_mime_type: "image/png",
  file_path: null,
  position,
  ...fields,
});

export const materials = [
  material(101, 0),
  material(102, 1, {
    kind: "LINK",
    link: "https://example.com",
    thumbnail: null,
    mime_type: null,
    url: null,
    title: "Landing page",
  }),
];

export const savedDesign: StudyDesign = {
  segment_id: null,
  sections: [
    {
      id: 2,
      objective_id: 12,
      text: "Now the sign-up",
      position: 1,
      study_material_ids: [102],
      tasks: [
        task(20, { type: "SCORING", text: "How likely are you to sign up?", scale_length: 7 }),
        task(21, {
          type: "SUBTASKS",
          text: "Sign up for a trial",
          subtasks: [
            { id: 210, type: "TEXT_ONLY", text: "Open the page" },
            { id: 211, type: "FREE_TEXT", text: "What did you expect?" },
          ],
        }),
        task(22, { type: "OBSERVATION", text: "Find the price" }),
      ],
    },
    {
      id: 1,
      objective_id: 11,
      text: "",
      position: 0,
      study_material_ids: [101],
      tasks: [
        task(10, { type: "TEXT_ONLY", explainer: true, text: "Welcome! Here is what we will do." }),
        task(11, {
          type: "TEXT_ONLY",
          text: "Look at the page and think aloud",
          object_assignment: { "0": true, "1": false },
        }),
        task(12, { type: "FREE_TEXT", text: "What is the offer?", notes: "Probe on price" }),
        task(13, {
          type: "CHECKBOX",
          text: "Which parts did you notice?",
          options: [
            { id: "a", text: "Price" },
            { id: "b", text: "Trial" },
          ],
        }),
        task(14, {
          type: "RADIO",
          text: "Is it for you?",
          options: [
            { id: "y", text: "Yes" },
            { id: "n", text: "No" },
          ],
        }),
      ],
    },
  ],
};
