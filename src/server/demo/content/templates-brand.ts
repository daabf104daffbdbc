/** Study templates: brand perception. */
import { checkbox, explain, free, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const brandTemplates: readonly TemplateContent[] = [
  {
    templateId: "brand-associations-explorer",
    studyType: "brand-perception",
    title: "Brand associations explorer",
    purpose:
      "Discover what your brand spontaneously means to people, which associations are strong, and how they differ between customers and non-customers.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Financial services", "Retail", "Telecom"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "What does the brand spontaneously stand for?",
      "Which associations set the brand apart from competitors?",
      "What would make the brand more relevant?",
    ],
    design: [
      {
        objective: 0,
        text: "Spontaneous associations",
        tasks: [
          explain("We would like to hear your honest thoughts about a brand. There are no right or wrong answers."),
          free("When you hear the brand name, what are the first three things that come to mind?"),
          think("If the brand were a person, describe them: age, job, personality."),
        ],
      },
      {
        objective: 1,
        text: "Differentiation",
        tasks: [
          checkbox("Which words describe the brand?", [
            "Trustworthy",
            "Modern",
            "Expensive",
            "Friendly",
            "Old-fashioned",
            "Innovative",
          ]),
          radio("Compared with its competitors, the brand is…", [
            "Clearly better",
            "Slightly better",
            "About the same",
            "Worse",
          ]),
        ],
      },
      {
        objective: 2,
        text: "Relevance",
        tasks: [
          scoring("How well does the brand fit someone like you?"),
          free("What could the brand do to become more relevant to you?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Aware of the brand; a mix of customers and non-customers",
    brief:
      "Our brand tracker shows flat consideration. We want to go beyond the numbers and hear what the brand means to people in their own words.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
      { country: "SE", language_code: "sv" },
    ],
    recommended: true,
  },
  {
    templateId: "brand-repositioning-check",
    studyType: "brand-perception",
    title: "Brand repositioning check",
    purpose:
      "Test a proposed new positioning, mood board or brand story against today's brand and learn whether it feels credible and attractive.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 5,
    filters: {
      industry: ["FMCG", "Financial services", "Retail"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "Is the new positioning credible for this brand?",
      "Is the new positioning more attractive than today's?",
    ],
    design: [
      {
        objective: 0,
        text: "Credibility",
        tasks: [
          think("Look at the mood board and describe the brand it shows.", { materials: [0] }),
          scoring("How believable is it that the brand could become this?"),
        ],
      },
      {
        objective: 1,
        text: "Attractiveness",
        tasks: [
          radio("Which brand would you rather buy from?", [
            "The brand as it is today",
            "The brand on the mood board",
            "No difference",
          ]),
          free("What would the brand need to do to earn this new position?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Bought from the brand in the last year",
    brief:
      "Strategy proposes a bolder positioning. Before we brief agencies we want to know whether customers find it credible and more attractive than today's brand.",
    qualityAssurance: true,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
  {
    templateId: "customer-loyalty-drivers",
    studyType: "brand-perception",
    title: "Customer loyalty drivers",
    purpose:
      "Understand why your most loyal customers stay and what would make a good customer recommend you to friends.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 2,
    filters: {
      industry: ["Financial services", "Retail", "Telecom", "Utilities"],
      method: ["Unmoderated", "Moderated"],
      audience: ["PRIVATE_CUSTOMERS", "BUSINESS_PROFESSIONALS"],
    },
    objectives: ["Why do loyal customers stay?", "What would make customers recommend the brand?"],
    design: [
      {
        objective: 0,
        text: "Staying",
        tasks: [
          free("Tell us about a moment when the brand made you glad you are a customer."),
          checkbox("Why do you stay with the brand?", [
            "Good service",
            "Price",
            "Habit",
            "It is hard to switch",
            "Shared values",
          ]),
        ],
      },
      {
        objective: 1,
        text: "Recommending",
        tasks: [
          scoring("How likely are you to recommend the brand to a friend?"),
          subtasks("Imagine recommending the brand.", [
            "Who would you recommend it to?",
            "What would you say to them?",
          ]),
        ],
      },
    ],
    recruitMethod: "SELF_RECRUIT",
    customCriteria: "Customer for more than two years",
    brief:
      "Our loyalty scores are high but referrals are low. We want to understand what loyal customers value and what stops them from recommending us.",
    qualityAssurance: false,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "ES", language_code: "es" },
    ],
  },
];
