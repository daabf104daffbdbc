/** Completed study: business banking benchmark from uploaded interviews (Lumen Bank, imported). */
import { checkbox, chose, explain, free, radio, say, scored, scoring, think } from "./task-builders";
import type { StudyContent } from "./types";

export const businessBankingStudy: StudyContent = {
  key: "business-banking",
  project: "brand-comms",
  title: "Business banking – competitor benchmark",
  purpose:
    "Understand why small businesses choose their bank and how Lumen's business offer compares with Harbour Bank and Crestline.",
  brief:
    "Interviews with small-business owners recorded by our agency last autumn, uploaded for analysis. Each owner explained their current bank, compared three business account pages and told us what would make them switch.",
  status: "IMPORTED",
  displayStatusCode: "COMPLETED",
  dataSource: "UPLOAD",
  recruitMethod: "SPECIALIST",
  recruitment: {
    method: "SPECIALIST",
    ageMin: 28,
    ageMax: 64,
    countries: ["GB"],
    gender: "ANY",
    customCriteria: "Owns a business with fewer than 50 employees",
    requiredInterviews: 8,
  },
  targetAudience: "BUSINESS_PROFESSIONALS",
  device: "BOTH",
  recordingDevices: ["MICROPHONE", "CAMERA"],
  language: "en",
  market: "GB",
  tags: ["business banking", "benchmark", "switching"],
  studyType: "competitor-benchmark",
  template: "competitor-website-benchmark",
  clientCreated: false,
  qualityAssurance: false,
  producers: ["producer@demo.test"],
  createdBy: "producer@demo.test",
  createdAt: "2025-01-28T13:00:00Z",
  completedAt: "2025-02-06T10:00:00Z",
  keyTakeaways: {
    text: "Low fees decide the choice ({share:criteria:0}), and Lumen's pricing page is the clearest ({share:easiest:0}). Trust averages {avg:trust} of 5: owners want an adviser and credit in hard times before they switch.",
    html: "<ul><li>Low fees decide the choice ({share:criteria:0}).</li><li>Lumen's pricing page is the clearest ({share:easiest:0}).</li><li>Trust <strong>{avg:trust}</strong> of 5: owners want an adviser and credit in hard times.</li></ul>",
  },
  materials: [
    { kind: "LINK", title: "Lumen Business account page", link: "https://www.lumenbank.example/business/account" },
    { kind: "LINK", title: "Harbour Bank business page", link: "https://www.harbourbank.example/business" },
    { kind: "LINK", title: "Crestline business page", link: "https://www.crestline.example/small-business" },
  ],
  segmentGroup: {
    title: "Company size",
    segments: [
      { key: "sole", title: "Sole traders" },
      { key: "small", title: "Small businesses (2–49)" },
    ],
  },
  objectives: [
    {
      title: "Why do small businesses choose and stay with their bank?",
      keyTakeaways: {
        text: "Fees and habit; advisers keep the most loyal.",
        html: "<p>Fees and habit; <strong>advisers</strong> keep the most loyal.</p>",
      },
    },
    {
      title: "How does Lumen's business offer compare with competitors?",
      keyTakeaways: {
        text: "Clearest pricing, but trust lags the established banks.",
        html: "<p>Clearest pricing, but trust lags the established banks.</p>",
      },
    },
    {
      title: "What would make small businesses switch to Lumen?",
      keyTakeaways: {
        text: "Switching help, a first year free and accounting integration.",
        html: "<p>Switching help, a first year free and accounting integration.</p>",
      },
    },
  ],
  design: [
    {
      objective: 0,
      text: "Warm-up",
      tasks: [
        think("Please introduce yourself: your first name, your age and where you live.", { key: "intro" }),
        free("Which bank do you use for your business, and why did you choose it?", {
          key: "current",
          answers: [
            say("Harbour Bank, because it was next door when I opened my café ten years ago."),
            say("Crestline, my accountant recommended them when I went freelance."),
            say("A high street bank, honestly just because my personal account was there."),
            say("Harbour Bank, I've had the same adviser for years and she knows my business."),
            say("Crestline, because their card terminal came bundled with the account."),
            say("Harbour Bank, mostly inertia, switching sounds like a lot of paperwork."),
            say("Lumen, actually, I moved last year because of the app."),
            say("Crestline, they gave me an overdraft when nobody else would."),
          ],
        }),
      ],
    },
    {
      objective: 0,
      text: "Choosing a bank",
      tasks: [
        checkbox(
          "What matters most when choosing a business bank?",
          ["Low fees", "Fast payments", "A personal adviser", "A good app", "Accounting software integration"],
          {
            key: "criteria",
            answers: [
              chose([0, 3], "Low fees and a good app, I do my banking at eleven at night."),
              chose([4], "Integration with my accounting software, everything else is secondary."),
              chose([0, 1], "Low fees and fast payments, my suppliers want money the same day."),
              chose([2], "A personal adviser, no question, someone who picks up the phone."),
              chose([1, 3], "Fast payments and a good app, I'm always on the road."),
              chose([0], "Low fees, because the fees eat into a small margin."),
              chose([3, 4], "A good app and the accounting link, that's my whole back office."),
              chose([0, 2], "Low fees and an adviser who understands a seasonal business."),
            ],
          },
        ),
      ],
    },
    {
      objective: 1,
      text: "Comparison",
      tasks: [
        explain("The interviewer showed the business account pages of Lumen Bank, Harbour Bank and Crestline.", {
          materials: [0, 1, 2],
        }),
        radio(
          "Which bank's pricing page was easiest to understand?",
          ["Lumen Bank", "Harbour Bank", "Crestline", "No difference"],
          {
            key: "easiest",
            answers: [
              chose([0], "Lumen's page, it had one price and no asterisks."),
              chose([2], "Crestline, because I already know how their pricing works."),
              chose([0], "Lumen, the comparison table made it really obvious."),
              chose([3], "No real difference, they all hide the important parts."),
              chose([0], "Lumen, I could see in ten seconds what I'd pay per month."),
              chose([1], "Harbour, but probably because I know it already."),
              chose([0], "Lumen, clear monthly prices and the fees for extras listed underneath."),
              chose([2], "Crestline, the others were too vague about transaction costs."),
            ],
          },
        ),
        scoring("How much would you trust Lumen Bank with your business money?", {
          key: "trust",
          answers: [
            scored(4, "Four, they feel modern, but I'd want to know they'll be around."),
            scored(3, "Three, I don't know anyone who banks with them for business."),
            scored(4, "Four, the app reviews are good and the page looks professional."),
            scored(2, "Two, an app-first bank without an adviser makes me nervous."),
            scored(5, "Five, I already bank with Lumen privately and it's never let me down."),
            scored(3, "Three, I'd need to hear from other business owners first."),
            scored(5, "Five, it's been a year and every payment has gone through fine."),
            scored(3, "Three, they're fine, but would they give me credit in a bad winter?"),
          ],
        }),
      ],
    },
    {
      objective: 2,
      text: "Switching",
      tasks: [
        free("What would make you move your business account to Lumen?", {
          key: "switch",
          answers: [
            say("A free first year and help moving all my direct debits."),
            say("If it talks to my accounting software, I'd look at it seriously."),
            say("Instant payments to suppliers and no monthly fee for the first year."),
            say("A named adviser, that's the only thing that would move me."),
            say("Let me open the business account from my private app in a few taps."),
            say("Doing all the switching paperwork for me, that's the real barrier."),
            say("I'm already there, but cheaper foreign payments would keep me."),
            say("A flexible overdraft for the quiet months, like Crestline offers."),
          ],
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Fees decide the choice; advisers and habit keep owners where they are",
      content:
        "<p>{share:criteria:0} name low fees as decisive, followed by a good app ({share:criteria:3}). Many owners stay with the bank they started with, out of habit or loyalty to an adviser who knows the business.</p>",
      tasks: ["criteria", "current"],
    },
    {
      objective: 1,
      title: "Lumen has the clearest pricing page but trails on trust",
      content:
        "<p>{share:easiest:0} found Lumen's pricing easiest to understand. Trust in Lumen with business money averages <strong>{avg:trust}</strong> out of 5: owners who already bank with Lumen privately trust it most, while others ask whether an app-first bank would support them in a bad season.</p>",
      tasks: ["easiest", "trust"],
    },
    {
      objective: 2,
      title: "Remove the switching hassle and add a human",
      content:
        "<p>The most persuasive offers remove effort (switching the paperwork and direct debits for them) or add a safety net: a named adviser and a flexible overdraft for seasonal businesses.</p>",
      tasks: ["switch"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "What would make owners switch",
      description: "Small-business owners on what would move their account.",
      tasks: ["switch", "trust"],
      clips: 4,
      objective: 2,
    },
  ],
};
