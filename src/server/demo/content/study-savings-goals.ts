/**
 * Completed study: the savings goals feature of the Lumen Bank app (Market segments ES and UK).
 * Spanish participants speak Spanish: every line carries the English text and the Spanish original.
 */
import { checkbox, explain, free, observation, scoring, think } from "./task-builders";
import { savingsGoalsAnswers } from "./answers-savings-goals";
import type { StudyContent } from "./types";

export const savingsGoalsStudy: StudyContent = {
  key: "savings-goals",
  project: "mobile-app",
  title: "Savings goals – mobile usability",
  purpose:
    "Check that customers in Spain and the UK can set up a savings goal unaided, understand their progress and feel motivated to save.",
  brief:
    "Savings goals launch in the app next quarter. We want customers to create a goal on their own phone in the test build, explain the progress ring in their own words and tell us which features would make them save more.",
  status: "COMPLETED",
  displayStatusCode: "COMPLETED",
  dataSource: "CAPTURE",
  recruitMethod: "SPECIALIST",
  recruitment: {
    method: "SPECIALIST",
    ageMin: 21,
    ageMax: 55,
    countries: ["ES", "GB"],
    gender: "ANY",
    customCriteria: "Uses a mobile banking app at least weekly",
    requiredInterviews: 8,
  },
  targetAudience: "PRIVATE_CUSTOMERS",
  device: "MOBILE",
  recordingDevices: ["MICROPHONE", "CAMERA", "SCREEN"],
  language: "en",
  market: "ES, GB",
  tags: ["app", "savings", "usability"],
  studyType: "usability-test",
  template: "mobile-app-usability-test",
  clientCreated: true,
  qualityAssurance: true,
  isCrossSegmentsEnabled: true,
  producers: ["producer@demo.test"],
  createdBy: "olivia.grant@lumenbank.test",
  createdAt: "2025-03-05T09:00:00Z",
  completedAt: "2025-03-21T18:20:00Z",
  keyTakeaways: {
    text: "Half of the participants create a goal without difficulty; the entry point under the plus button is the main obstacle. Ease scores {avg:ease} of 5. Bonus interest is the strongest motivator.",
    html: "<ul><li>{completed:create} create a goal without difficulty; the entry point is hidden.</li><li>Ease <strong>{avg:ease}</strong> of 5.</li><li>Bonus interest is the strongest motivator.</li></ul>",
  },
  materials: [
    {
      kind: "LINK",
      title: "Lumen app, test build",
      link: "https://app.lumenbank.example/beta/savings-goals",
      androidLink: "https://play.google.com/apps/testing/example.lumenbank.app",
      iosLink: "https://testflight.apple.com/join/LUMENGOAL",
    },
  ],
  segmentGroup: {
    title: "Market",
    segments: [
      { key: "es", title: "Spain", market: "ES", language: "es" },
      { key: "uk", title: "United Kingdom", market: "GB", language: "en" },
    ],
  },
  objectives: [
    {
      title: "Can customers set up a savings goal without help?",
      keyTakeaways: {
        text: "Easy once found; the entry point under the plus button is hidden.",
        html: "<p>Easy once found; the entry point under the <strong>plus button</strong> is hidden.</p>",
      },
    },
    {
      title: "Do customers understand their progress towards a goal?",
      keyTakeaways: {
        text: "Most read the ring correctly; it needs a label and a larger percentage.",
        html: "<p>Most read the ring correctly; it needs a label and a larger percentage.</p>",
      },
    },
    {
      title: "What would motivate customers to save more with Lumen?",
      keyTakeaways: {
        text: "Bonus interest and round-ups, with a visible way to withdraw.",
        html: "<p>Bonus interest and round-ups, with a visible way to withdraw.</p>",
      },
    },
  ],
  design: [
    {
      objective: 0,
      text: "Warm-up",
      tasks: [
        think("Please introduce yourself: your first name, your age and where you live.", {
          key: "intro",
          original: "Preséntate: tu nombre, tu edad y dónde vives.",
        }),
      ],
    },
    {
      objective: 0,
      text: "Creating a goal",
      tasks: [
        explain("Open the test version of the Lumen app from the link and record your screen.", {
          materials: [0],
          original: "Abre la versión de prueba de la app de Lumen desde el enlace y graba tu pantalla.",
        }),
        observation("Create a savings goal of 1,500 for a summer holiday.", {
          key: "create",
          materials: [0],
          original: "Crea una meta de ahorro de 1.500 para unas vacaciones de verano.",
          answers: savingsGoalsAnswers.create,
        }),
        scoring("How easy was it to create the goal?", {
          key: "ease",
          original: "¿Qué tan fácil fue crear la meta?",
          answers: savingsGoalsAnswers.ease,
        }),
      ],
    },
    {
      objective: 1,
      text: "Progress",
      tasks: [
        think("Look at the goal screen. What does the ring around the picture tell you?", {
          key: "progress",
          original: "Mira la pantalla de la meta. ¿Qué te dice el anillo alrededor de la imagen?",
          answers: savingsGoalsAnswers.progress,
        }),
      ],
    },
    {
      objective: 2,
      text: "Motivation",
      tasks: [
        checkbox(
          "Which features would motivate you to save more?",
          [
            "Round-ups on card payments",
            "Weekly reminders",
            "Shared goals with a partner",
            "Bonus interest on goals",
            "Celebrating milestones",
          ],
          {
            key: "motivators",
            original: "¿Qué funciones te motivarían a ahorrar más?",
            answers: savingsGoalsAnswers.motivators,
          },
        ),
        free("What would make you trust the app with your savings?", {
          key: "trust",
          original: "¿Qué haría que confiaras tus ahorros a la app?",
          answers: savingsGoalsAnswers.trust,
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Creating a goal is easy once found, but the entry point is hidden",
      content:
        "<p>Creating the goal took <strong>{avgsec:create}</strong> on average; {completed:create} succeeded without difficulty and one participant could not find the feature at all. Ease averages {avg:ease} out of 5.</p><p>The feature sits under the plus button, where nobody expects savings; a fixed monthly amount does not suit irregular incomes.</p>",
      tasks: ["create", "ease"],
    },
    {
      objective: 1,
      title: "The progress ring works for most, but needs a label",
      content:
        "<p>Most participants read the ring as saved amount against the target. Those who did not were missing a label; several found the percentage too small to read.</p>",
      tasks: ["progress"],
    },
    {
      objective: 2,
      title: "Bonus interest and round-ups motivate; a visible exit builds trust",
      content:
        "<p>{top:motivators} is the strongest motivator ({share:motivators:3}), followed by round-ups ({share:motivators:0}). Trust grows with a visible way to withdraw or pause and a clear statement on deposit guarantees.</p>",
      tasks: ["motivators", "trust"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "Creating a savings goal",
      description: "Spanish and British customers set up their first goal.",
      tasks: ["create", "ease"],
      clips: 4,
      objective: 0,
    },
    {
      type: "CUSTOM",
      title: "Savings goals – for the product team",
      description: "What customers say about motivation and trust.",
      tasks: ["motivators", "trust"],
      clips: 3,
      insight: 2,
      createdBy: "olivia.grant@lumenbank.test",
    },
  ],
};
