/** Study templates: usability tests. */
import { checkbox, explain, free, observation, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const usabilityTemplates: readonly TemplateContent[] = [
  {
    templateId: "website-usability-test",
    studyType: "usability-test",
    title: "Website usability test",
    purpose:
      "Watch people complete the most important journeys on your website and find the friction that costs you conversions.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 1,
    filters: {
      industry: ["Retail", "Financial services", "Travel", "Technology"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "Can visitors find what they are looking for without help?",
      "Where do visitors hesitate or get stuck?",
      "How does the site compare with visitors' expectations?",
    ],
    design: [
      {
        objective: 0,
        text: "Finding your way",
        tasks: [
          explain(
            "Please share your screen and think out loud the whole time. There are no right or wrong answers: we are testing the website, not you.",
          ),
          think(
            "Open the website and take 30 seconds to look around the front page. What do you think you can do here?",
            { materials: [0] },
          ),
          observation("Find a product you would like to buy and add it to the basket."),
        ],
      },
      {
        objective: 1,
        text: "Key journey",
        tasks: [
          observation("Go to the basket and continue until you are asked for payment details. Stop there."),
          radio("How easy or difficult was that?", ["Very easy", "Fairly easy", "Fairly difficult", "Very difficult"]),
          free("Was there a moment where you were unsure what to do next? Describe it."),
        ],
      },
      {
        objective: 2,
        text: "Overall impression",
        tasks: [
          scoring("Overall, how easy was the website to use?"),
          free("What is the one thing you would change on this website?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Has shopped online in the category in the last six months",
    brief:
      "We see drop-off between product page and payment. We want to watch real visitors use the site, hear their thoughts and pinpoint the moments that cause hesitation.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
      { country: "SE", language_code: "sv" },
    ],
    recommended: true,
  },
  {
    templateId: "mobile-app-usability-test",
    studyType: "usability-test",
    title: "Mobile app usability test",
    purpose:
      "See how people use your app on their own phone: navigation, key tasks and the moments that make them smile or swear.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 2,
    filters: {
      industry: ["Financial services", "Retail", "Technology", "Media"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "Can users complete the key tasks in the app?",
      "Which parts of the navigation cause confusion?",
      "How satisfied are users with the app overall?",
    ],
    design: [
      {
        objective: 0,
        text: "Core tasks",
        tasks: [
          explain(
            "Install the app from the link and record your phone screen. Please talk us through everything you do.",
          ),
          observation("Starting from the home screen, complete the main task described on the card.", {
            materials: [0],
          }),
          scoring("How easy was it to complete that task?"),
        ],
      },
      {
        objective: 1,
        text: "Navigation",
        tasks: [
          think("Without tapping anything, tell us what you expect to find behind each item in the bottom menu."),
          checkbox("Which parts of the app did you find confusing?", [
            "The menu",
            "The icons",
            "The wording",
            "The settings",
            "None of them",
          ]),
        ],
      },
      {
        objective: 2,
        text: "Satisfaction",
        tasks: [
          scoring("How satisfied are you with the app overall?"),
          free("What would make you recommend this app to a friend?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Uses at least three apps in the category every week",
    brief:
      "Our app ratings have dropped since the last redesign. We need to see people use it on their own phones and understand where the new navigation lets them down.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "ES", language_code: "es" },
    ],
    recommended: true,
  },
  {
    templateId: "prototype-walkthrough",
    studyType: "usability-test",
    title: "Prototype walkthrough",
    purpose:
      "Put a clickable prototype in front of users before a line of code is written and learn whether the flow makes sense.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 3,
    filters: {
      industry: ["Technology", "Financial services", "Retail"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: [
      "Does the proposed flow match how users expect to do the task?",
      "Which screens or labels need rework?",
    ],
    design: [
      {
        objective: 0,
        text: "Walkthrough",
        tasks: [
          explain(
            "This is a prototype: some buttons will not work. If something does not respond, tell us what you expected to happen.",
          ),
          subtasks(
            "Open the prototype and go through the flow.",
            [
              "What do you expect to happen when you tap the main button?",
              "Describe what you see on the second screen.",
              "How would you go back if you changed your mind?",
            ],
            { materials: [0] },
          ),
          observation("Complete the flow from start to the confirmation screen."),
        ],
      },
      {
        objective: 1,
        text: "Screens and wording",
        tasks: [
          free("Which words or labels were unclear to you?"),
          radio("Which screen felt most difficult?", [
            "The first screen",
            "The form",
            "The summary",
            "The confirmation",
            "None",
          ]),
          scoring("How confident would you feel using this for real?"),
        ],
      },
    ],
    recruitMethod: "SELF_RECRUIT",
    customCriteria: "Matches the primary persona of the product",
    brief:
      "Design has a prototype of the new flow. Before development starts we want to see whether people follow the intended path and which screens or labels trip them up.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
  {
    templateId: "checkout-flow-audit",
    studyType: "usability-test",
    title: "Checkout flow audit",
    purpose:
      "Observe shoppers completing a purchase on your site and quantify where time is lost and trust is broken in checkout.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 1,
    filters: { industry: ["Retail", "Travel", "FMCG"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: [
      "How long does checkout take and where is time lost?",
      "What makes shoppers trust or distrust the checkout?",
    ],
    design: [
      {
        objective: 0,
        text: "Checkout",
        tasks: [
          observation("Add any product to the basket and check out as a guest until the payment step.", {
            materials: [0],
          }),
          checkbox("Which steps felt unnecessary?", [
            "Creating an account",
            "Entering the address",
            "Choosing delivery",
            "Entering a discount code",
            "None of them",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Trust",
        tasks: [
          scoring("How comfortable would you be entering your card details on this site?"),
          free("What made you feel more or less confident about paying here?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Has abandoned an online basket in the last three months",
    brief:
      "Our checkout conversion is below benchmark. We want to watch shoppers go through checkout, time each step and hear what makes them trust or doubt the site.",
    qualityAssurance: false,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DE", language_code: "de" },
    ],
  },
];
