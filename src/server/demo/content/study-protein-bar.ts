/** Completed study: protein bar flavours, moderated tasting sessions (Northwind Foods, Gender segments). */
import { checkbox, chose, explain, free, radio, say, scored, scoring, subtasks, think } from "./task-builders";
import type { StudyContent } from "./types";

export const proteinBarStudy: StudyContent = {
  key: "protein-bar",
  project: "snacking",
  title: "Protein bar flavours – moderated tasting",
  purpose: "Choose the lead flavour for the protein bar launch and learn on which occasions people would eat it.",
  brief:
    "Two flavours are ready for launch but we can afford only one lead SKU. In moderated sessions participants taste both bars blind, choose a favourite and tell us when they would eat it and what might stop them.",
  status: "COMPLETED",
  displayStatusCode: "COMPLETED",
  dataSource: "MODERATED",
  recruitMethod: "SPECIALIST",
  recruitment: {
    method: "SPECIALIST",
    ageMin: 22,
    ageMax: 45,
    countries: ["GB"],
    gender: "ANY",
    customCriteria: "Eats a snack bar at least twice a week",
    requiredInterviews: 8,
  },
  targetAudience: "PRIVATE_CUSTOMERS",
  device: "DESKTOP",
  recordingDevices: ["MICROPHONE", "CAMERA"],
  language: "en",
  market: "GB",
  tags: ["snacks", "protein", "taste test"],
  studyType: "competitor-benchmark",
  template: "product-head-to-head",
  clientCreated: true,
  qualityAssurance: false,
  producers: ["producer@demo.test"],
  createdBy: "admin@demo.test",
  createdAt: "2025-03-03T11:00:00Z",
  completedAt: "2025-03-14T17:45:00Z",
  keyTakeaways: {
    text: "Salted caramel should lead ({share:favourite:0} chose it). Satisfaction is good at {avg:satisfying} of 5. Afternoon slump and after training are the core occasions.",
    html: "<ul><li><strong>Salted caramel</strong> should lead: {share:favourite:0} chose it.</li><li>Satisfaction {avg:satisfying} of 5.</li><li>Core occasions: afternoon slump and after training.</li></ul>",
  },
  materials: [
    {
      kind: "FILE",
      title: "Moderator guide: tasting order",
      fileName: "tasting-order.png",
      caption: "Bar A salted caramel, bar B raspberry & white chocolate",
    },
  ],
  segmentGroup: {
    title: "Gender",
    segments: [
      { key: "women", title: "Women", gender: "FEMALE" },
      { key: "men", title: "Men", gender: "MALE" },
    ],
  },
  objectives: [
    {
      title: "How do the two flavours compare on taste?",
      keyTakeaways: {
        text: "Caramel is rich but sticky; raspberry is fresh but can taste artificial.",
        html: "<p>Caramel is rich but sticky; raspberry is fresh but can taste artificial.</p>",
      },
    },
    {
      title: "Which flavour should lead the launch, and on which occasions?",
      keyTakeaways: {
        text: "Salted caramel leads; the bar replaces chocolate in the afternoon.",
        html: "<p><strong>Salted caramel</strong> leads; the bar replaces chocolate in the afternoon.</p>",
      },
    },
    {
      title: "What could stop people from buying the bar?",
      keyTakeaways: {
        text: "Price, size and a gym-only look are the barriers.",
        html: "<p>Price, size and a gym-only look are the barriers.</p>",
      },
    },
  ],
  design: [
    {
      objective: 0,
      text: "Warm-up",
      tasks: [think("Please introduce yourself: your first name, your age and where you live.", { key: "intro" })],
    },
    {
      objective: 0,
      text: "Tasting",
      tasks: [
        explain("The moderator hands you two unbranded bars, A and B. Take a bite of each, with water in between."),
        subtasks(
          "Taste each bar and describe it.",
          ["Bar A, salted caramel: how does it taste?", "Bar B, raspberry & white chocolate: how does it compare?"],
          {
            key: "tasting",
            answers: [
              say(
                "Caramel is lovely, salty and sweet, a bit chewy though.",
                "The raspberry is too sweet for me, like a dessert.",
              ),
              say("Caramel one is okay, a bit dry at the end.", "Raspberry is really fresh, I didn't expect that."),
              say("Salted caramel is nice but very sweet.", "Raspberry tastes a bit artificial, like sweets."),
              say(
                "Caramel is too sticky, it's stuck in my teeth.",
                "Raspberry is better, lighter, but still quite sweet.",
              ),
              say("Oh, the caramel is great, really rich.", "Raspberry is fine, but I'm more of a caramel person."),
              say(
                "Caramel is pleasant, the salt really comes through.",
                "The raspberry has real fruit pieces, I like that.",
              ),
              say("Caramel is a bit too salty for my taste.", "Raspberry is nice and fresh, quite summery."),
              say("The caramel is nice, smooth texture.", "The raspberry is okay, a little sour at the end."),
            ],
          },
        ),
      ],
    },
    {
      objective: 1,
      text: "Choice and occasions",
      tasks: [
        radio("Which flavour would you buy?", ["Salted caramel", "Raspberry & white chocolate", "Neither of them"], {
          key: "favourite",
          answers: [
            chose([0], "Salted caramel, easily, it tastes like a treat, not like protein."),
            chose([1], "The raspberry and white chocolate, it's the more surprising one."),
            chose([2], "Neither really, they're both too sweet for me."),
            chose([1], "Raspberry, but honestly neither of them blew me away."),
            chose([0], "Caramel, no contest, I'd buy a box of those."),
            chose([0], "Salted caramel, it's the one I'd reach for again."),
            chose([1], "Raspberry and white chocolate, it feels lighter."),
            chose([0], "The caramel, the texture is the best of the two."),
          ],
        }),
        scoring("How satisfying was the bar as a snack?", {
          key: "satisfying",
          answers: [
            scored(4, "Four, it actually kept me full, which most bars don't."),
            scored(5, "Five, it's filling and it doesn't have that chalky aftertaste."),
            scored(3, "Three, filling enough, but I wouldn't choose either."),
            scored(2, "Two, I was hungry again after ten minutes."),
            scored(5, "Five, honestly it's as good as a chocolate bar."),
            scored(3, "Three, good taste but it didn't fill me up for long."),
            scored(4, "Four, it's a good size and it tastes fresh."),
            scored(3, "Three, it's fine, nothing special though."),
          ],
        }),
        checkbox(
          "When would you eat it?",
          ["Before training", "After training", "Breakfast on the go", "Afternoon slump", "Evening treat"],
          {
            key: "occasions",
            answers: [
              chose([1, 3], "After the gym and for the afternoon slump at work, I think."),
              chose([2, 3], "Breakfast on the go and mid-afternoon, when I'm starving."),
              chose([0, 1], "Before and after training, if I found one that's less sweet."),
              chose([4], "Maybe as an evening treat instead of chocolate."),
              chose([3, 4], "Afternoon slump and evenings, it's basically my chocolate replacement."),
              chose([1], "Straight after training, on the way home."),
              chose([2], "Breakfast on the go, I always skip breakfast on busy days."),
              chose([0, 3], "Before a run, and for the afternoon dip at work."),
            ],
          },
        ),
      ],
    },
    {
      objective: 2,
      text: "Barriers",
      tasks: [
        free("What would stop you from buying it?", {
          key: "barrier",
          answers: [
            say("The price, if it's over two pounds I'd stick to a banana."),
            say("Nothing really, as long as my local shop stocks it."),
            say("If the sugar's high, that would stop me, I'll check the label."),
            say("They're too small for the price, I'd want a bigger bar."),
            say("Only if it's hard to find, I don't go to health food shops."),
            say("I'm loyal to my current brand, so it would need a good offer."),
            say("The packaging, it looks like it's for bodybuilders, not for me."),
            say("Palm oil, if it has palm oil I won't buy it."),
          ],
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Caramel wins on richness, raspberry on freshness",
      content:
        "<p>Salted caramel is described as rich and treat-like but sometimes sticky or too salty. Raspberry &amp; white chocolate surprises with freshness, yet several participants find it too sweet or artificial.</p>",
      tasks: ["tasting"],
    },
    {
      objective: 1,
      title: "Salted caramel should lead, as an afternoon chocolate replacement",
      content:
        "<p>{share:favourite:0} would buy salted caramel against {share:favourite:1} for raspberry. Satisfaction averages <strong>{avg:satisfying}</strong> out of 5.</p><p>The afternoon slump ({share:occasions:3}) and after training ({share:occasions:1}) are the leading occasions: the bar competes with chocolate more than with other protein bars.</p>",
      tasks: ["favourite", "satisfying", "occasions"],
    },
    {
      objective: 2,
      title: "Price, size and a gym-only look could hold the bar back",
      content:
        "<p>Barriers are practical: a price above two pounds, a small bar, limited distribution and packaging that looks made for bodybuilders. Sugar and palm oil are checked by the most health-aware.</p>",
      tasks: ["barrier"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "The tasting, in their words",
      description: "How the two flavours taste to participants.",
      tasks: ["tasting", "favourite"],
      clips: 5,
      objective: 0,
    },
    {
      type: "CURATED",
      title: "What could stop people buying",
      description: "The barriers participants raised.",
      tasks: ["barrier"],
      clips: 3,
      objective: 2,
    },
  ],
};
