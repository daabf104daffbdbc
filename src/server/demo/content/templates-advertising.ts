/** Study templates: ad, creative and messaging tests. */
import { checkbox, explain, free, radio, scoring, subtasks, think } from "./task-builders";
import type { TemplateContent } from "./types";

export const advertisingTemplates: readonly TemplateContent[] = [
  {
    templateId: "tv-video-ad-pretest",
    studyType: "ad-creative-test",
    title: "TV & video ad pre-test",
    purpose:
      "Pre-test a commercial or animatic before airing: what people remember, what they take away, how it makes them feel and whether they link it to your brand.",
    stimuliType: "FILE",
    minStimuliCount: 1,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Financial services", "Retail", "Media"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: [
      "Is the ad noticed and correctly linked to the brand?",
      "Which message do viewers take away?",
      "How does the ad make viewers feel about the brand?",
    ],
    design: [
      {
        objective: 0,
        text: "Recall and branding",
        tasks: [
          explain("You will now watch a short video. Watch it as you would at home, then answer a few questions."),
          free("Without watching it again, describe the ad as if you were telling a friend about it.", {
            materials: [0],
          }),
          radio("Which brand was the ad for?", ["The advertised brand", "A competitor", "Not sure"]),
        ],
      },
      {
        objective: 1,
        text: "Message",
        tasks: [
          free("What was the main message of the ad?"),
          checkbox("Which words describe the ad?", ["Funny", "Warm", "Confusing", "Boring", "Original", "Credible"]),
        ],
      },
      {
        objective: 2,
        text: "Emotion and brand effect",
        tasks: [
          scoring("How much did you like the ad?"),
          scoring("After seeing the ad, how interested are you in the brand?"),
          free("Was there a moment in the ad you particularly liked or disliked?"),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Watches linear TV or streaming services at least weekly",
    brief:
      "We have an animatic of our next campaign. Before the production budget is committed we need to know whether it is noticed, understood and linked to our brand.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "DK", language_code: "da" },
      { country: "DE", language_code: "de" },
    ],
    recommended: true,
  },
  {
    templateId: "social-media-creative-test",
    studyType: "ad-creative-test",
    title: "Social media creative test",
    purpose:
      "Compare social-first creatives in a feed-like setting and learn which ones stop the scroll and drive action.",
    stimuliType: "FILE",
    minStimuliCount: 2,
    maxStimuliCount: 5,
    filters: {
      industry: ["FMCG", "Retail", "Media", "Technology"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Which creative stops the scroll?", "Which creative makes people want to act?"],
    design: [
      {
        objective: 0,
        text: "Stopping power",
        tasks: [
          think("Scroll through the posts as you normally would and say out loud when something catches your eye.", {
            materials: [0, 1],
          }),
          radio("Which post did you notice first?", ["Post A", "Post B", "Post C", "None of them"]),
        ],
      },
      {
        objective: 1,
        text: "Call to action",
        tasks: [
          scoring("How likely would you be to tap the post you noticed first?"),
          checkbox("What would you do after seeing these posts?", [
            "Visit the website",
            "Follow the brand",
            "Share with a friend",
            "Look for the product in store",
            "Nothing",
          ]),
          free("What would make you scroll past these posts?"),
        ],
      },
    ],
    recruitMethod: "SELF_RECRUIT",
    customCriteria: "Uses Instagram or TikTok daily",
    brief:
      "We have several cut-downs for social. We want to know which one grabs attention in a busy feed and which one makes people act.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
  {
    templateId: "claims-and-messaging-test",
    studyType: "ad-creative-test",
    title: "Claims & messaging test",
    purpose:
      "Test alternative claims and messages for clarity, credibility and motivation before they go on pack, in ads or on the website.",
    stimuliType: "ANY",
    minStimuliCount: 1,
    maxStimuliCount: 5,
    filters: {
      industry: ["FMCG", "Financial services", "Health"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Which claim is clearest and most credible?", "Which claim motivates people to choose the product?"],
    design: [
      {
        objective: 0,
        text: "Clarity and credibility",
        tasks: [
          free("Read the claims out loud. Which words, if any, are unclear?", { materials: [0] }),
          radio("Which claim do you believe most?", ["Claim 1", "Claim 2", "Claim 3", "Claim 4"]),
          scoring("How believable is the claim you chose?"),
        ],
      },
      {
        objective: 1,
        text: "Motivation",
        tasks: [
          radio("Which claim would most make you choose the product?", ["Claim 1", "Claim 2", "Claim 3", "Claim 4"]),
          free("Explain why that claim would make a difference to you."),
        ],
      },
    ],
    recruitMethod: "SPECIALIST",
    customCriteria: "Buys the category at least monthly",
    brief:
      "Legal has approved four claims. We need to pick the one that is clearest, most believable and most motivating for the relaunch.",
    qualityAssurance: true,
    countryLanguages: [
      { country: "GB", language_code: "en" },
      { country: "SE", language_code: "sv" },
    ],
  },
  {
    templateId: "naming-and-tagline-test",
    studyType: "ad-creative-test",
    title: "Naming & tagline test",
    purpose:
      "Find out which name and tagline candidates are memorable, easy to say and carry the right associations for your new product.",
    stimuliType: "ANY",
    minStimuliCount: 0,
    maxStimuliCount: 3,
    filters: {
      industry: ["FMCG", "Technology", "Financial services"],
      method: ["Unmoderated"],
      audience: ["PRIVATE_CUSTOMERS"],
    },
    objectives: ["Which name is most memorable and easiest to say?", "What does each name make people think of?"],
    design: [
      {
        objective: 0,
        text: "Memorability",
        tasks: [
          explain("You will see four possible names for a new product. Say each of them out loud."),
          subtasks("For each name:", [
            "How would you spell it after hearing it once?",
            "Which one can you still remember now?",
          ]),
          radio("Which name do you like best?", ["Name A", "Name B", "Name C", "Name D"]),
        ],
      },
      {
        objective: 1,
        text: "Associations",
        tasks: [
          free("What kind of product would you expect behind the name you chose?"),
          checkbox("Which words fit the name you chose?", ["Modern", "Trustworthy", "Playful", "Premium", "Natural"]),
        ],
      },
    ],
    recruitMethod: "SELF_RECRUIT",
    customCriteria: "",
    brief:
      "Brand has four name candidates for the new range. We need to know which one people remember, can say and spell, and associate with the right values.",
    qualityAssurance: false,
    countryLanguages: [{ country: "GB", language_code: "en" }],
  },
];
