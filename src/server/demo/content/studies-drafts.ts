/**
 * Draft studies: editable, not started. Their objectives and design come from their template,
 * except the draft created with the AI assistant, which has its own.
 */
import { checkbox, explain, free, radio, scoring, subtasks, think } from "./task-builders";
import { studyDefaults as base } from "./study-defaults";
import type { StudyContent } from "./types";

export const draftStudies: readonly StudyContent[] = [
  {
    ...base,
    key: "private-label",
    project: "oat-relaunch",
    title: "Northwind vs. private label – brand perception",
    purpose:
      "Understand why shoppers choose supermarket own-label oat drinks over Northwind, and what would justify the price gap.",
    brief:
      "Own-label oat drinks cost 30% less and are growing fast. Created with Bloom from a short brief: find out what Northwind stands for next to the store brands and what would make shoppers pay more.",
    status: "DRAFT",
    displayStatusCode: "DRAFT",
    dataSource: "CAPTURE",
    recruitMethod: "SPECIALIST",
    recruitment: {
      method: "SPECIALIST",
      ageMin: 25,
      ageMax: 60,
      countries: ["DK"],
      gender: "ANY",
      customCriteria: "Buys own-label oat drinks",
      requiredInterviews: 8,
    },
    device: "MOBILE",
    language: "da",
    market: "DK",
    tags: ["brand", "private label"],
    studyType: "brand-perception",
    createdWithAi: true,
    clientCreated: true,
    createdBy: "researcher@demo.test",
    createdAt: "2025-05-06T13:40:00Z",
    materials: [],
    objectives: [
      { title: "What does Northwind stand for compared with own-label oat drinks?" },
      { title: "What would justify paying more for Northwind?" },
    ],
    design: [
      {
        objective: 0,
        text: "Brand images",
        tasks: [
          explain(
            "We would like to hear how you think about the oat drinks you buy. There are no right or wrong answers.",
          ),
          free("Which oat drink did you buy last, and why that one?"),
          checkbox("Which words fit Northwind?", ["Natural", "Expensive", "Danish", "Trustworthy", "Old-fashioned"]),
          think("Describe Northwind and the store brand as if they were two people at a party."),
        ],
      },
      {
        objective: 1,
        text: "Paying more",
        tasks: [
          radio("How much more would you pay for Northwind than for the store brand?", [
            "Nothing",
            "Up to 2 kr.",
            "2–5 kr.",
            "More than 5 kr.",
          ]),
          scoring("How much better is Northwind than the store brand, in your opinion?"),
          subtasks("Imagine Northwind's next ad.", ["What should it tell you?", "What should it never say?"]),
        ],
      },
    ],
  },
  {
    ...base,
    key: "snack-box",
    project: "snacking",
    title: "Snack box subscription – sign-up flow",
    purpose: "Test the sign-up for the monthly snack box before launch.",
    brief:
      "We launch a monthly snack box in June. Test the sign-up flow on the staging site with people who already buy snacks online.",
    status: "DRAFT",
    displayStatusCode: "DRAFT",
    dataSource: "CAPTURE",
    recruitMethod: "SELF_RECRUIT",
    recruitment: {
      method: "SHAREABLE_LINK",
      ageMin: 20,
      ageMax: 55,
      countries: ["GB"],
      gender: "ANY",
      requiredInterviews: 6,
    },
    device: "DESKTOP",
    recordingDevices: ["MICROPHONE", "SCREEN"],
    market: "GB",
    tags: ["subscription", "sign-up"],
    studyType: "onboarding-first-use",
    template: "digital-service-sign-up",
    clientCreated: true,
    createdBy: "researcher@demo.test",
    createdAt: "2025-05-12T15:00:00Z",
    materials: [
      { kind: "LINK", title: "Snack box staging site", link: "https://staging.snackbox.northwindfoods.example/" },
    ],
  },
  {
    ...base,
    key: "cashback-card",
    project: "brand-comms",
    title: "Cashback credit card – social creatives",
    purpose: "Pick the social creative that best launches the cashback credit card.",
    brief:
      "Three social cut-downs for the cashback card. Find the one that stops the scroll and makes people want to learn more.",
    status: "DRAFT",
    displayStatusCode: "DRAFT",
    dataSource: "CAPTURE",
    recruitMethod: "SELF_RECRUIT",
    recruitment: {
      method: "SHAREABLE_LINK",
      ageMin: 21,
      ageMax: 40,
      countries: ["GB"],
      gender: "ANY",
      customCriteria: "Uses Instagram or TikTok daily",
      requiredInterviews: 8,
    },
    device: "MOBILE",
    market: "GB",
    tags: ["credit card", "social", "advertising"],
    studyType: "ad-creative-test",
    template: "social-media-creative-test",
    clientCreated: true,
    createdBy: "diego.martin@lumenbank.test",
    createdAt: "2025-05-15T09:45:00Z",
    materials: [
      {
        kind: "FILE",
        title: "Creative A: 'Money back, every day'",
        fileName: "cashback-creative-a.png",
        caption: "Money back, every day",
      },
      {
        kind: "FILE",
        title: "Creative B: 'Your coffee, on us'",
        fileName: "cashback-creative-b.png",
        caption: "Your coffee, on us",
      },
      {
        kind: "FILE",
        title: "Creative C: '1% back. No catch.'",
        fileName: "cashback-creative-c.png",
        caption: "1% back. No catch.",
      },
    ],
  },
];
