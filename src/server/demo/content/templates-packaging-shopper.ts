/** Study templates: packaging tests and shopper journeys. */
import { checkbox, explain, free, observation, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const packagingShopperTemplates: readonly TemplateContent[] = [
  {
    templateId: "pack-design-evaluation",
    studyType: "packaging-test",
    title: "Pack design evaluation",
    purpose: "Evaluate one or more pack designs for appeal, communication and brand fit before they go to print.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 4,
    filters: { industry: ["FMCG", "Health", "Retail"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: [
      "Which design has the strongest appeal?",
      "What does the pack communicate about the product?",
      "Does the design fit the brand?",
    ],
    design: [
      {
        objective: 0,
        text: "Appeal",
        tasks: [
          think("Look at the pack and tell us what you notice first, second and third.", { materials: [0] }),
          scoring("How appealing is this pack design?"),
        ],
      },
      {
        objective: 1,
        text: "Communication",
        tasks: [
          free("Based only on the pack, what is inside and who is it for?"),
          checkbox("Which of these does the pack tell you?", [
            "It is healthy",
            "It tastes good",
            "It is sustainable",
            "It is premium",
            "It is good value",
          ]),
        ],
      },
      {
        objective: 2,
        text: "Brand fit",
        tasks: [
          radio("How well does the pack fit the brand you know?", [
            "Very well",
            "Quite well",
            "Not very well",
            "Not at all",
          ]),
          free("What would you change to make the pack feel more like the brand?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Buys the category at least every two weeks",
    brief:
      "Our design agency has delivered new pack designs. We want to check appeal, what the pack communicates and whether it still looks like us before we sign off.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
    ],
    recommended: true,
  },
  {
    templateId: "shelf-standout-test",
    studyType: "packaging-test",
    title: "Shelf standout test",
    purpose:
      "Measure how quickly shoppers find your pack on a realistic shelf among competitors, and what makes it stand out or disappear.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 2,
    filters: { industry: ["FMCG", "Retail"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: ["How quickly do shoppers find the pack on shelf?", "What makes the pack stand out or blend in?"],
    design: [
      {
        objective: 0,
        text: "Findability",
        tasks: [
          explain("Imagine you are in the supermarket, in front of this shelf."),
          observation("Find the product described on the card as quickly as you can and point at it.", {
            materials: [0],
          }),
        ],
      },
      {
        objective: 1,
        text: "Standout",
        tasks: [
          free("What helped you find it, or what made it hard?"),
          radio("Which pack on the shelf caught your eye first?", [
            "Our pack",
            "Competitor A",
            "Competitor B",
            "Store brand",
          ]),
          scoring("How much does the pack stand out from the others?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Bought the category in a supermarket in the last month",
    brief:
      "We are redesigning our pack and fear it disappears on a crowded shelf. We want to time how long shoppers need to find it and learn what helps or hinders.",
    qualityAssurance: false,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
      { country: "SE", language_code: "sv" },
    ],
  },
  {
    templateId: "in-store-shopping-mission",
    studyType: "shopper-journey",
    title: "In-store shopping mission",
    purpose:
      "Send shoppers on a real mission in their own store and follow them from the entrance to the checkout with their phone camera.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 2,
    filters: { industry: ["FMCG", "Retail"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: [
      "How do shoppers navigate to the category?",
      "What decides the choice at the shelf?",
      "How does the experience compare with shopping online?",
    ],
    design: [
      {
        objective: 0,
        text: "Getting to the shelf",
        tasks: [
          explain(
            "Go to the store where you usually buy groceries. Film with your phone and talk us through everything.",
          ),
          observation("Walk to the shelf where you would find the category and film the shelf."),
        ],
      },
      {
        objective: 1,
        text: "At the shelf",
        tasks: [
          think("Pick the product you would buy today and tell us why you chose it over the others."),
          checkbox("What influenced your choice?", ["Price", "Offer or discount", "Brand", "Pack design", "Habit"]),
        ],
      },
      {
        objective: 2,
        text: "Store versus online",
        tasks: [
          radio("Where do you usually buy this category?", [
            "Always in store",
            "Mostly in store",
            "Mostly online",
            "Always online",
          ]),
          free("What would make you buy this category online instead?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Does the main grocery shop in a physical store",
    brief:
      "We want to understand the real path to purchase in store: how shoppers find the category, what decides the choice at the shelf and where we can intervene.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "DK", language_code: "da" },
      { country: "GB", language_code: "en" },
    ],
  },
  {
    templateId: "online-grocery-journey",
    studyType: "shopper-journey",
    title: "Online grocery journey",
    purpose:
      "Follow shoppers as they do a real online grocery shop and learn how search, filters, offers and recommendations shape the basket.",
    stimuliType: "LINK",
    minStimuliCount: 1,
    maxStimuliCount: 1,
    filters: { industry: ["Retail", "FMCG"], method: ["Unmoderated"], audience: ["PRIVATE_CUSTOMERS"] },
    objectives: [
      "How do shoppers search and filter for the category online?",
      "What makes shoppers switch products online?",
    ],
    design: [
      {
        objective: 0,
        text: "Search",
        tasks: [
          observation("Find the category on the grocery site and add your usual product to the basket.", {
            materials: [0],
          }),
          subtasks("Tell us about your search.", ["What did you type or tap first?", "Did you use any filters? Why?"]),
        ],
      },
      {
        objective: 1,
        text: "Switching",
        tasks: [
          radio("Did you consider another product than your usual one?", [
            "Yes, and I switched",
            "Yes, but I kept my usual",
            "No",
          ]),
          free("What would make you try a different product online?"),
          scoring("How easy is it to discover new products on this site?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Orders groceries online at least twice a month",
    brief:
      "Online is our fastest-growing channel but we under-index on search. We want to see how shoppers find and choose products online and what makes them switch.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
];
