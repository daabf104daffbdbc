/** Study templates: competitor benchmarks. */
import { checkbox, explain, free, observation, radio, scoring, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const benchmarkTemplates: readonly TemplateContent[] = [
  {
    templateId: "competitor-website-benchmark",
    studyType: "competitor-benchmark",
    title: "Competitor website benchmark",
    purpose:
      "Have people complete the same task on your website and on competitors' sites, and learn where you win and lose on ease, clarity and trust.",
    stimuliType: "LINK",
    minStimuliCount: 2,
    maxStimuliCount: 4,
    filters: {
      industry: ["Retail", "Financial services", "Travel", "Telecom"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Which site makes the key task easiest?", "Which site inspires the most trust, and why?"],
    design: [
      {
        objective: 0,
        text: "Same task, different sites",
        tasks: [
          explain("You will do the same task on two websites. Please think out loud on both."),
          observation("On the first website, find the price of the product described on the card.", { materials: [0] }),
          observation("Now do the same on the second website.", { materials: [1] }),
          radio("Which website made it easier?", ["The first website", "The second website", "No difference"]),
        ],
      },
      {
        objective: 1,
        text: "Trust",
        tasks: [
          scoring("How much do you trust the website you preferred?"),
          free("What made one website feel more trustworthy than the other?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Has compared providers online in the last year",
    brief:
      "We want an honest comparison of our website with the two main competitors on the task that matters most: finding and understanding the price.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
    ],
  },
  {
    templateId: "product-head-to-head",
    studyType: "competitor-benchmark",
    title: "Product head-to-head",
    purpose:
      "Let people try your product and a competitor's blind or branded, and hear how they describe the differences in taste, feel and value.",
    stimuliType: "ANY",
    minStimuliCount: 2,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Health", "Consumer electronics"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Which product do people prefer, and why?", "How do people describe the differences?"],
    design: [
      {
        objective: 0,
        text: "Preference",
        tasks: [
          think("Try product A, then product B, and describe each one out loud."),
          radio("Which product do you prefer?", ["Product A", "Product B", "No preference"]),
          scoring("How much do you like the product you preferred?"),
        ],
      },
      {
        objective: 1,
        text: "Differences",
        tasks: [
          checkbox("Where is your preferred product better?", [
            "Taste",
            "Texture",
            "Smell",
            "Packaging",
            "Value for money",
          ]),
          free("Describe the biggest difference between the two products."),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Regular user of one of the two products",
    brief:
      "We reformulated our product. We need to know whether people now prefer it to the market leader, and how they put the difference into words.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
  {
    templateId: "competitor-app-comparison",
    studyType: "competitor-benchmark",
    title: "Competitor app comparison",
    purpose:
      "Ask users of competing apps to show you what they love and hate about them, and learn which features and details set the bar for your app.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 4,
    filters: {
      industry: ["Financial services", "Retail", "Media", "Technology"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: ["What do users value in competing apps?", "Where does our app fall short of the competition?"],
    design: [
      {
        objective: 0,
        text: "Show and tell",
        tasks: [
          think("Open the app you use most in this category and show us the feature you use most often."),
          checkbox("What do you value in that app?", [
            "Speed",
            "Design",
            "Notifications",
            "Insights",
            "Customer support",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Our app in comparison",
        tasks: [
          observation("Now open our app from the link and try to do the same thing.", { materials: [0] }),
          scoring("How does our app compare with the one you use?"),
          free("What would our app need to make you switch?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Uses a competitor's app weekly",
    brief:
      "Competitors set the bar for our app experience. We want to see what users of competing apps value and where our app falls short.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "ES", language_code: "es" },
    ],
  },
];
