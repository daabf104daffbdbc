/** Study templates: onboarding and first use. */
import { checkbox, explain, free, observation, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const onboardingTemplates: readonly TemplateContent[] = [
  {
    templateId: "app-onboarding-evaluation",
    studyType: "onboarding-first-use",
    title: "App onboarding evaluation",
    purpose:
      "Record new users as they download, sign up and take their first steps in your app, and find out what makes them continue or drop off.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 2,
    filters: {
      industry: ["Financial services", "Technology", "Media", "Telecom"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "Can new users get through sign-up without help?",
      "Do new users understand what the app does for them after onboarding?",
      "What would make new users come back tomorrow?",
    ],
    design: [
      {
        objective: 0,
        text: "Sign-up",
        tasks: [
          explain("Download the app from the link. Record your screen and think out loud from the moment you open it."),
          observation("Create an account and stop when you reach the home screen.", { materials: [0] }),
          checkbox("Which steps of the sign-up were annoying?", [
            "Entering personal details",
            "Verifying my identity",
            "Accepting permissions",
            "Setting a password or PIN",
            "None of them",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Understanding",
        tasks: [
          free("In your own words, what can this app do for you?"),
          scoring("How clear was the introduction to the app?"),
        ],
      },
      {
        objective: 2,
        text: "Coming back",
        tasks: [
          radio("How likely are you to open the app again tomorrow?", [
            "Very likely",
            "Likely",
            "Unlikely",
            "Very unlikely",
          ]),
          free("What would make you open it again?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Has not used the app before",
    brief:
      "Only half of new installs complete sign-up. We want to watch first-time users go through onboarding and learn where and why they drop off.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "ES", language_code: "es" },
    ],
    recommended: true,
  },
  {
    templateId: "unboxing-and-first-use",
    studyType: "onboarding-first-use",
    title: "Unboxing & first use",
    purpose:
      "Capture the unboxing and first use of a physical product at home: the first impression, set-up and the first moment of delight or disappointment.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 3,
    filters: {
      industry: ["Consumer electronics", "FMCG", "Health"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "What is the first impression of the packaging and product?",
      "Can people set up and use the product without help?",
    ],
    design: [
      {
        objective: 0,
        text: "Unboxing",
        tasks: [
          think("Film yourself opening the package and say out loud what you notice and feel."),
          scoring("How would you rate the unboxing experience?"),
        ],
      },
      {
        objective: 1,
        text: "First use",
        tasks: [
          observation("Set up the product and use it for the first time, following only the included instructions."),
          subtasks("Tell us about the set-up.", ["Which step took longest?", "Where did you need the instructions?"]),
          radio("Did the product live up to your expectations?", ["Exceeded them", "Met them", "Fell short"]),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Intends to buy a product in the category within six months",
    brief:
      "We are launching a new device. We want to see real people unbox and set it up at home so we can fix the rough edges before launch.",
    qualityAssurance: false,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DE", language_code: "de" },
    ],
  },
  {
    templateId: "digital-service-sign-up",
    studyType: "onboarding-first-use",
    title: "Digital service sign-up",
    purpose:
      "Test the online sign-up for a subscription or account, from landing page to confirmation, including identity checks and consent.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 1,
    filters: {
      industry: ["Financial services", "Telecom", "Utilities"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: ["Where does the sign-up lose people?", "Do people trust the service with their personal data?"],
    design: [
      {
        objective: 0,
        text: "Sign-up journey",
        tasks: [
          observation("Start on the landing page and sign up until you see the confirmation.", { materials: [0] }),
          free("Which step made you hesitate, and why?"),
        ],
      },
      {
        objective: 1,
        text: "Trust and consent",
        tasks: [
          scoring("How comfortable were you sharing your personal details?"),
          checkbox("What would make you trust the service more?", [
            "Clear explanation of why data is needed",
            "Known security logos",
            "Reviews from other customers",
            "Option to talk to a person",
          ]),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Has signed up for a comparable service online in the last year",
    brief:
      "Applications stall at identity verification. We want to see the sign-up through new customers' eyes and learn what erodes or builds trust.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
    ],
  },
  {
    templateId: "cancellation-and-churn",
    studyType: "onboarding-first-use",
    title: "Cancellation & churn interviews",
    purpose:
      "Talk to customers who recently left, hear the real story behind the decision and find the moments where they could have been kept.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 1,
    filters: {
      industry: ["Financial services", "Telecom", "Media", "Utilities"],
      method: ["Moderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Why do customers leave?", "What could have kept them?"],
    design: [
      {
        objective: 0,
        text: "The decision",
        tasks: [
          explain("Thank you for talking to us. We are not trying to win you back today; we want to learn."),
          free("Take us back to the moment you decided to cancel. What happened?"),
          checkbox("Which reasons played a role?", [
            "Price",
            "Missing features",
            "Poor service",
            "Found a better alternative",
            "No longer needed it",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Retention",
        tasks: [
          free("What could we have done to keep you?"),
          scoring("How likely are you to come back in the next year?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Cancelled the service within the last three months",
    brief:
      "Churn rose by two points last quarter. We want to hear former customers explain in their own words why they left and what would have kept them.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
];
