/** Completed study: the Barista Oat concept test (Northwind Foods, Age segments, unmoderated). */
import { checkbox, chose, explain, free, radio, say, scored, scoring, think } from "./task-builders";
import type { StudyContent } from "./types";

export const oatConceptStudy: StudyContent = {
  key: "oat-concept",
  project: "oat-relaunch",
  title: "Barista Oat – concept test",
  purpose: "Decide whether the Barista Oat concept is strong enough to develop, and what to fix first.",
  brief:
    "Northwind wants to enter the barista oat drink segment. We need honest reactions to the concept board from home coffee drinkers, the benefits that make it relevant, and what should change before development.",
  status: "COMPLETED",
  displayStatusCode: "COMPLETED",
  dataSource: "CAPTURE",
  recruitMethod: "SPECIALIST",
  recruitment: {
    method: "SPECIALIST",
    ageMin: 18,
    ageMax: 54,
    countries: ["GB"],
    gender: "ANY",
    customCriteria: "Drinks coffee at home at least four times a week",
    requiredInterviews: 8,
  },
  targetAudience: "PRIVATE_CUSTOMERS",
  device: "BOTH",
  recordingDevices: ["MICROPHONE", "CAMERA"],
  language: "en",
  market: "GB",
  tags: ["oat", "concept", "coffee"],
  studyType: "concept-test",
  template: "product-concept-deep-dive",
  clientCreated: false,
  qualityAssurance: true,
  producers: ["producer@demo.test"],
  createdBy: "producer@demo.test",
  createdAt: "2025-01-20T09:30:00Z",
  completedAt: "2025-02-04T16:00:00Z",
  keyTakeaways: {
    text: "Barista Oat has solid appeal ({avg:appeal} of 5). Foaming and creaminess are the reasons to buy. Add proof that it does not split, and show the price.",
    html: "<ul><li>Solid appeal: <strong>{avg:appeal}</strong> of 5, {topbox:appeal} rate it 4 or 5.</li><li>Foaming and creaminess are the reasons to buy.</li><li>Add proof that it does not split, and show the price.</li></ul>",
  },
  materials: [
    {
      kind: "FILE",
      title: "Concept board: Barista Oat",
      fileName: "barista-oat-concept.png",
      caption: "Foams like milk. Never splits. Made for your morning flat white.",
    },
    {
      kind: "FILE",
      title: "Pack visual: Barista Oat 1 L",
      fileName: "barista-oat-pack.png",
      caption: "Barista Oat 1 L, chilled aisle",
    },
  ],
  segmentGroup: {
    title: "Age",
    segments: [
      { key: "young", title: "18–34", ageMin: 18, ageMax: 34 },
      { key: "mid", title: "35–54", ageMin: 35, ageMax: 54 },
    ],
  },
  objectives: [
    {
      title: "How appealing is the Barista Oat concept, and why?",
      keyTakeaways: {
        text: "Appeal is solid and driven by a familiar problem: oat drinks that split in coffee.",
        html: "<p>Appeal is solid and driven by a familiar problem: <em>oat drinks that split in coffee</em>.</p>",
      },
    },
    {
      title: "Which benefits make a barista oat drink relevant to home coffee drinkers?",
      keyTakeaways: {
        text: "Foaming and creaminess lead; the climate benefit is a bonus, not a reason to buy.",
        html: "<p>Foaming and creaminess lead; the climate benefit is a <strong>bonus</strong>, not a reason to buy.</p>",
      },
    },
    {
      title: "What should change before the concept goes into development?",
      keyTakeaways: {
        text: "Prove the no-split claim, show the price and make the sustainability claim concrete.",
        html: "<ul><li>Prove the no-split claim</li><li>Show the price</li><li>Make the sustainability claim concrete</li></ul>",
      },
    },
  ],
  design: [
    {
      objective: 0,
      text: "Warm-up",
      tasks: [
        think("Please introduce yourself: your first name, your age and where you live.", { key: "intro" }),
        radio(
          "How do you usually drink your coffee at home?",
          ["Black", "With cow's milk", "With plant-based milk", "I rarely drink coffee at home"],
          {
            key: "habit",
            answers: [
              chose([2], "Mostly with oat milk, I switched about two years ago and never looked back."),
              chose([1], "With normal semi-skimmed milk, usually a big latte in the morning."),
              chose([2], "Plant-based, usually oat, sometimes almond if that's what's in the fridge."),
              chose([1], "Cow's milk. I tried oat milk once but it split in my coffee."),
              chose([0], "Honestly just black, but I'd love a good flat white at home."),
              chose([2], "Oat milk in everything, tea and coffee, for about a year now."),
              chose([1], "With regular milk, my kids drink it too so that's what we buy."),
              chose([3], "I rarely make coffee at home, I mostly grab one on the way to work."),
            ],
          },
        ),
      ],
    },
    {
      objective: 0,
      text: "First impressions",
      tasks: [
        explain(
          "On the next screen you will see a concept for a new oat drink. It is an idea, not a finished product.",
          { materials: [0] },
        ),
        think("Read the concept out loud and tell us everything that comes to mind.", {
          key: "first-look",
          materials: [0],
          answers: [
            say("I like that it says it won't split, that's my main problem with oat milk in coffee."),
            say("My first thought is café quality at home, which is what I miss since working from home."),
            say("The words creamy and foams like milk jump out, that's what I'd look for."),
            say("Hmm, another oat drink. I'm not sure what makes this one different."),
            say("Barista Oat, okay, this is for people who make proper coffee at home, the foam picture sells it."),
            say("It looks premium, the dark carton and the latte art make me think it's expensive."),
            say("It feels Scandinavian and clean, I'd notice it next to the dairy milk for sure."),
            say("I'm reading it as a coffee product more than a milk, which is interesting actually."),
          ],
        }),
        scoring("How appealing is this concept to you personally?", {
          key: "appeal",
          answers: [
            scored(5, "Five, it solves my exact problem with oat milk splitting in hot coffee."),
            scored(4, "I'd say four, it sounds great, I'd just want to taste it first."),
            scored(4, "A four, the promise is strong, but I'd check the sugar before buying."),
            scored(3, "Three, it's fine, but I'm happy with the milk I buy now."),
            scored(5, "Definitely five, I'd buy it this weekend if my supermarket had it."),
            scored(2, "Two for me, I don't really trust claims that it tastes like dairy."),
            scored(4, "Four, it looks like something a proper coffee shop would use."),
            scored(3, "Three, I'm not a big coffee drinker, but my partner would love it."),
          ],
        }),
      ],
    },
    {
      objective: 1,
      text: "Benefits",
      tasks: [
        checkbox(
          "Which of these benefits matter to you? Select all that apply.",
          ["Foams like milk", "Creamy taste", "No added sugar", "Lower climate footprint", "Price similar to dairy"],
          {
            key: "benefits",
            answers: [
              chose([0, 1], "Foaming and the creamy taste, those are the two things that matter in a latte."),
              chose([0, 3], "Foams like milk, and the lower climate footprint is a nice bonus for me."),
              chose([1, 2], "Creamy taste and no added sugar, I check the sugar on everything now."),
              chose([4], "Really just the price, if it costs the same as dairy I'd consider switching."),
              chose([0, 1, 3], "Foaming, creaminess and the climate part, pretty much the whole package."),
              chose([2, 3], "No added sugar and the climate footprint, I don't care much about foam."),
              chose([1, 4], "Creamy taste and a fair price, because my kids won't drink anything thin."),
              chose([0], "The foam, full stop. That's the only reason to buy a barista version."),
            ],
          },
        ),
      ],
    },
    {
      objective: 2,
      text: "Improvements",
      tasks: [
        free("If you could change one thing about the concept, what would it be?", {
          key: "change",
          answers: [
            say("I'd want proof it doesn't split, maybe a real barista recommending it."),
            say("Make the climate claim concrete, like how much CO2 it saves compared with milk."),
            say("Put the nutrition facts on the front, I want to see no added sugar straight away."),
            say("Tell me the price. Without that I can't say whether I'd really buy it."),
            say("Honestly nothing big, maybe a brighter colour so it stands out in the fridge."),
            say("Less coffee shop talk, more about everyday use like porridge and smoothies."),
            say("Offer a family size carton, a litre is gone in two days in our house."),
            say("Say it's made with Nordic oats, that would make me trust it more."),
          ],
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Barista Oat appeals because it solves a problem people already know",
      content:
        "<p>The concept scored an average appeal of <strong>{avg:appeal}</strong> out of 5, and {topbox:appeal} rated it 4 or 5.</p><p>The most positive participants connect it to a familiar frustration: oat drinks that split or refuse to foam in hot coffee. Lower scores come from people who are happy with dairy or doubt that it tastes like milk.</p>",
      tasks: ["appeal", "habit", "first-look"],
    },
    {
      objective: 1,
      title: "Foam and creaminess are the reasons to buy; climate is a bonus",
      content:
        "<p>{share:benefits:0} chose <em>foams like milk</em> and {share:benefits:1} <em>creamy taste</em>. The lower climate footprint ({share:benefits:3}) is welcomed but rarely the reason to buy.</p><p>Price matters most to families and to dairy drinkers, who would switch only at price parity.</p>",
      tasks: ["benefits"],
    },
    {
      objective: 2,
      title: "Prove the no-split promise and show the price",
      content:
        "<p>Participants asked for proof that the drink does not split, a visible price and a concrete sustainability claim. A family-size carton and a Nordic origin story were suggested as easy wins.</p>",
      tasks: ["change"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "Why Barista Oat appeals",
      description: "Home coffee drinkers explain what makes the concept attractive.",
      tasks: ["appeal", "first-look"],
      clips: 4,
      objective: 0,
    },
    {
      type: "CURATED",
      title: "What to fix before development",
      description: "Concrete improvements participants asked for.",
      tasks: ["change"],
      clips: 3,
      objective: 2,
    },
    {
      type: "CUSTOM",
      title: "Barista Oat – highlights for the board",
      description: "Five clips for the February board meeting.",
      tasks: ["appeal", "benefits", "change"],
      clips: 5,
      insight: 0,
      published: true,
      createdBy: "admin@demo.test",
    },
  ],
};
