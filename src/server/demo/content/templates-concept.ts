/** Study templates: concept tests. */
import { checkbox, explain, free, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const conceptTemplates: readonly TemplateContent[] = [
  {
    templateId: "early-concept-screening",
    studyType: "concept-test",
    title: "Early concept screening",
    purpose:
      "Screen two to five early ideas side by side and learn which one to take forward, what makes it appealing and what holds people back.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 5,
    filters: { industry: ["FMCG", "Retail", "Technology"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: [
      "Which concept has the strongest initial appeal, and why?",
      "How relevant and believable is each concept to the target audience?",
      "What should be improved before the winning concept is developed further?",
    ],
    design: [
      {
        objective: 0,
        text: "First impressions",
        tasks: [
          explain(
            "You will now see a few early ideas. They are rough sketches, not finished products, so please be completely honest.",
          ),
          think("Look at the first concept and say out loud everything that comes to mind as you read it.", {
            materials: [0],
          }),
          scoring("How appealing is this concept to you personally?"),
          free("What, if anything, did you like most about it?"),
        ],
      },
      {
        objective: 1,
        text: "Relevance and credibility",
        tasks: [
          radio("How well does this concept fit into your everyday life?", [
            "It would fit perfectly",
            "It would fit reasonably well",
            "It would hardly fit",
            "It would not fit at all",
          ]),
          scoring("How believable are the claims made in the concept?"),
          free("Is there anything in the concept you find hard to believe? Tell us what and why."),
        ],
      },
      {
        objective: 2,
        text: "Improvements",
        tasks: [
          checkbox("Which of these would make the concept more attractive to you?", [
            "A lower price",
            "Clearer benefits",
            "More natural ingredients",
            "A different look and feel",
            "Nothing, it is fine as it is",
          ]),
          free("If you could change one thing about this concept, what would it be?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Responsible for at least half of the household's grocery shopping",
    brief:
      "We have several early product ideas and need to know which one to develop. We want honest first reactions, the reasons behind them, and concrete ideas for improving the strongest concept.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
    ],
    recommended: true,
  },
  {
    templateId: "product-concept-deep-dive",
    studyType: "concept-test",
    title: "Product concept deep dive",
    purpose:
      "Take one promising concept apart: understand how people interpret the promise, which benefits drive interest and what could stop them from buying.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Consumer electronics", "Retail"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "How do people understand the core promise of the concept?",
      "Which benefits drive purchase interest?",
      "What are the main barriers to buying?",
    ],
    design: [
      {
        objective: 0,
        text: "Understanding",
        tasks: [
          think("Read the concept carefully and describe in your own words what this product is and who it is for.", {
            materials: [0],
          }),
          free("What is the single most important message the concept is trying to tell you?"),
        ],
      },
      {
        objective: 1,
        text: "Benefits",
        tasks: [
          checkbox("Which benefits matter to you? Select all that apply.", [
            "Saves me time",
            "Healthier choice",
            "Better taste",
            "Better for the environment",
            "Good value for money",
          ]),
          scoring("How likely would you be to buy this product if it were available in your usual shop?"),
        ],
      },
      {
        objective: 2,
        text: "Barriers",
        tasks: [
          free("What would make you hesitate before buying this?"),
          radio("Compared with what you use today, this product would be…", [
            "An addition to what I use",
            "A replacement for what I use",
            "Not something I would use",
          ]),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Bought a product in the category in the last three months",
    brief:
      "We are close to a go/no-go decision on one concept. We need to know whether the promise is understood as intended, which benefits carry it, and what the barriers to trial are.",
    qualityAssurance: true,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
  {
    templateId: "price-and-value-perception",
    studyType: "concept-test",
    title: "Price & value perception",
    purpose:
      "Learn what people expect to pay for a new product or plan, what they compare it with, and which elements make the price feel fair.",
    stimuliType: "ANY",
    minStimuliCount: 1,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Financial services", "Telecom", "Technology"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: [
      "What price do people expect and what do they compare it with?",
      "Which elements of the offer justify the price?",
    ],
    design: [
      {
        objective: 0,
        text: "Expected price",
        tasks: [
          explain(
            "Please look at the offer. We are not selling anything; we just want to understand how you think about price.",
          ),
          free("Without looking anything up, what would you expect this to cost, and what are you comparing it with?", {
            materials: [0],
          }),
          radio("At the price shown, the offer feels…", [
            "Cheap",
            "Good value",
            "About right",
            "Expensive",
            "Far too expensive",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Value drivers",
        tasks: [
          checkbox("Which parts of the offer make the price feel worth it?", [
            "Quality of the product",
            "The brand",
            "Extra services included",
            "Sustainability",
            "Convenience",
          ]),
          scoring("How fair does the price feel overall?"),
          free("What would need to change for you to pay a little more?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Pays for products or subscriptions in the category",
    brief:
      "We are setting the launch price. We want to hear how people reason about value, what they compare us with, and which features justify a premium.",
    qualityAssurance: false,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DE", language_code: "de" },
    ],
  },
  {
    templateId: "feature-prioritisation",
    studyType: "concept-test",
    title: "Feature prioritisation",
    purpose:
      "Present a set of possible features and learn which ones customers genuinely need, which are nice to have and which they would never use.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 5,
    filters: {
      industry: ["Technology", "Financial services", "Telecom"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: [
      "Which features solve a real problem for the audience?",
      "How would the must-have features change how people use the product?",
    ],
    design: [
      {
        objective: 0,
        text: "Needs",
        tasks: [
          free("Tell us about the last time the current product or service let you down."),
          checkbox("Which of these features would you use at least once a month?", [
            "Shared budgets",
            "Spending insights",
            "Instant notifications",
            "Round-up savings",
            "Dark mode",
          ]),
          radio("If you could only have one of them, which would it be?", [
            "Shared budgets",
            "Spending insights",
            "Instant notifications",
            "Round-up savings",
            "Dark mode",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Impact",
        tasks: [
          subtasks("Imagine your favourite feature is available tomorrow.", [
            "When would you use it first?",
            "What would you stop doing because of it?",
          ]),
          scoring("How much would this feature improve the product for you?"),
        ],
      },
    ],
    recruitMethod: "SELF_RECRUIT",
    customCriteria: "Active users of the product",
    brief:
      "Our roadmap has more ideas than capacity. We need customers to tell us which features solve real problems so we can prioritise the next two quarters.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
];
