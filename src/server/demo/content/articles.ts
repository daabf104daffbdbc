/**
 * Articles of the marketing site's content feed, shipped with the demo so /discover has reading
 * without CONTENT_FEED_URL. The seeder stores them in app_meta (DEMO_ARTICLES_KEY) in the shape the
 * feed reader keeps (services/content-feed), so the page shows both alike. The addresses are on a
 * reserved example domain: they lead nowhere real.
 */
export { DEMO_ARTICLES_KEY } from "../../services/content-feed/demo-articles";

export interface DemoArticle {
  title: string;
  url: string;
  summary: string;
  published: string;
}

const site = "https://www.fieldnote.example/articles";

export const demoArticles: readonly DemoArticle[] = [
  {
    title: "Five business questions that make a concept test worth running",
    url: `${site}/business-questions-concept-test`,
    summary:
      "A concept test answers what you ask it. How to turn 'will people like it?' into questions a decision can hang on, with examples from food and finance.",
    published: "2025-05-20T08:00:00Z",
  },
  {
    title: "Think-aloud on a phone: getting honest answers from unmoderated usability tests",
    url: `${site}/think-aloud-on-mobile`,
    summary:
      "Participants narrate less on small screens. Short tasks, one screen at a time and a warm-up question bring the commentary back.",
    published: "2025-05-06T08:00:00Z",
  },
  {
    title: "Self-recruit or specialist recruitment: choosing who takes part",
    url: `${site}/self-recruit-or-specialist`,
    summary:
      "Your own customers answer fast and cheap; a recruited panel answers without your brand's halo. When each is right, and how to mix them per segment.",
    published: "2025-04-22T08:00:00Z",
  },
  {
    title: "Pack tests that predict the shelf",
    url: `${site}/pack-tests-that-predict-the-shelf`,
    summary:
      "Findability, standout and what the front of pack says in three seconds: a packaging test design that mirrors how people actually shop.",
    published: "2025-04-08T08:00:00Z",
  },
  {
    title: "From 40 interviews to one showreel your stakeholders will watch",
    url: `${site}/from-interviews-to-showreel`,
    summary:
      "Pick the quotes that carry an insight, keep each clip under 20 seconds and end on the decision. A checklist for the three-minute reel.",
    published: "2025-03-25T08:00:00Z",
  },
  {
    title: "Testing ads before they air: what to measure in a creative pre-test",
    url: `${site}/creative-pre-test-measures`,
    summary:
      "Branding, message take-out and emotional response, asked in the right order so the first viewing stays unprimed.",
    published: "2025-03-11T08:00:00Z",
  },
];
