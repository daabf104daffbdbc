/** The marketplace's study types (GET /marketplace/study-types), in display order. */
import type { StudyTypeContent } from "./types";

export const studyTypes: readonly StudyTypeContent[] = [
  {
    key: "concept-test",
    name: "Concept test",
    description:
      "Find out whether a product or service idea resonates before you invest in it: appeal, relevance, uniqueness and the reasons behind them.",
  },
  {
    key: "usability-test",
    name: "Usability test",
    description:
      "Watch real people complete key tasks on a website, app or prototype and see exactly where they hesitate, misread or give up.",
  },
  {
    key: "ad-creative-test",
    name: "Ad & creative test",
    description:
      "Pre-test commercials, social posts, key visuals and claims: what people take away, how they feel, and whether the brand is remembered.",
  },
  {
    key: "packaging-test",
    name: "Packaging test",
    description:
      "Evaluate pack designs for shelf standout, findability, communication and fit with the brand before they go to print.",
  },
  {
    key: "shopper-journey",
    name: "Shopper journey",
    description:
      "Follow shoppers through a real buying mission, in store or online, to uncover triggers, barriers and moments that decide the sale.",
  },
  {
    key: "onboarding-first-use",
    name: "Onboarding & first use",
    description:
      "Capture the first minutes with a product or service: sign-up, set-up, unboxing and the first impression that decides whether people stay.",
  },
  {
    key: "brand-perception",
    name: "Brand perception",
    description:
      "Understand what your brand means to people today, how it compares with where you want it to be, and which associations to build on.",
  },
  {
    key: "competitor-benchmark",
    name: "Competitor benchmark",
    description:
      "Put your product or experience side by side with competitors and learn where you win, where you lose and why.",
  },
];
