/** Completed study: webshop checkout usability (Northwind Foods, self-recruited, desktop, screen recording). */
import { checkbox, chose, explain, free, observation, observed, say, scored, scoring, think } from "./task-builders";
import type { StudyContent } from "./types";

export const webshopStudy: StudyContent = {
  key: "webshop-checkout",
  project: "webshop",
  title: "Webshop checkout usability",
  purpose: "Find where shoppers lose time and trust between product page and payment on the Northwind webshop.",
  brief:
    "Conversion from basket to payment is 20% below benchmark. We want customers to buy a Barista Oat six-pack on the live webshop, timed and on screen, and tell us what slows them down or makes them doubt.",
  status: "COMPLETED",
  displayStatusCode: "COMPLETED",
  dataSource: "CAPTURE",
  recruitMethod: "SELF_RECRUIT",
  recruitment: {
    method: "SHAREABLE_LINK",
    ageMin: 25,
    ageMax: 65,
    countries: ["GB"],
    gender: "ANY",
    customCriteria: "Northwind newsletter subscribers and their friends",
    requiredInterviews: 8,
  },
  targetAudience: "PRIVATE_CUSTOMERS",
  device: "DESKTOP",
  recordingDevices: ["MICROPHONE", "SCREEN"],
  language: "en",
  market: "GB",
  tags: ["webshop", "usability", "checkout"],
  studyType: "usability-test",
  template: "checkout-flow-audit",
  clientCreated: true,
  qualityAssurance: false,
  producers: ["producer@demo.test"],
  createdBy: "researcher@demo.test",
  createdAt: "2025-03-17T10:00:00Z",
  completedAt: "2025-03-28T12:10:00Z",
  keyTakeaways: {
    text: "Checkout takes {avgsec:checkout} on average and only {completed:checkout} get through without difficulty. Forced account creation and the repeated address cost the most; the late delivery fee hurts trust.",
    html: "<ul><li>Checkout takes <strong>{avgsec:checkout}</strong>; {completed:checkout} without difficulty.</li><li>Forced account creation and the repeated address cost the most.</li><li>The late delivery fee hurts trust.</li></ul>",
  },
  materials: [{ kind: "LINK", title: "Northwind webshop", link: "https://shop.northwindfoods.example/" }],
  segmentGroup: {
    title: "Customer type",
    segments: [
      { key: "new", title: "New to the webshop" },
      { key: "returning", title: "Returning customers" },
    ],
  },
  objectives: [
    {
      title: "Can shoppers find and add products without help?",
      keyTakeaways: {
        text: "Search works; the category menu does not.",
        html: "<p>Search works; the <strong>category menu</strong> does not.</p>",
      },
    },
    {
      title: "Where does checkout lose time and trust?",
      keyTakeaways: {
        text: "Account creation, the repeated address and the late delivery fee.",
        html: "<p>Account creation, the repeated address and the late delivery fee.</p>",
      },
    },
    {
      title: "How easy is the webshop to use overall?",
      keyTakeaways: {
        text: "Easy for those who find guest checkout; frustrating for those who do not.",
        html: "<p>Easy for those who find guest checkout; frustrating for those who do not.</p>",
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
      text: "Finding the product",
      tasks: [
        explain(
          "Open the link, share your screen and think out loud the whole time. We are testing the webshop, not you.",
          { materials: [0] },
        ),
        observation("Find the Barista Oat six-pack and add it to your basket.", {
          key: "add",
          materials: [0],
          answers: [
            observed(22, "COMPLETED", "Search for barista, there it is, six-pack, add to basket, easy enough."),
            observed(
              48,
              "WITH_DIFFICULTY",
              "I went to drinks first, it's not there, oh it's under dairy alternatives.",
            ),
            observed(15, "COMPLETED", "Typing oat in the search, the barista one is first, adding six."),
            observed(71, "WITH_DIFFICULTY", "I added one carton instead of the six-pack, where do I switch it?"),
            observed(18, "COMPLETED", "Oat drinks, barista, six-pack, into the basket, done."),
            observed(35, "COMPLETED", "The filters took a moment, but I found the barista version under coffee."),
            observed(26, "COMPLETED", "The home page banner has the barista oat, click, choose six-pack, add."),
            observed(40, "WITH_DIFFICULTY", "The search gave me oat biscuits first, I had to scroll quite a bit."),
          ],
        }),
      ],
    },
    {
      objective: 1,
      text: "Checkout",
      tasks: [
        observation("Check out as a guest and stop when you are asked for payment details.", {
          key: "checkout",
          answers: [
            observed(64, "COMPLETED", "Guest checkout, address, delivery slot, okay, I'm at payment now."),
            observed(95, "WITH_DIFFICULTY", "Why do I need to type my address again for billing? Fine, done."),
            observed(52, "COMPLETED", "Guest, address lookup by postcode, nice, delivery tomorrow, payment."),
            observed(130, "FAILED", "It keeps asking me to create an account, I can't find guest checkout."),
            observed(58, "COMPLETED", "Guest checkout is right there, address, slot, and I'm at payment."),
            observed(88, "WITH_DIFFICULTY", "The discount code box moved the page, I lost where I was."),
            observed(61, "COMPLETED", "Delivery slots are clear, I picked Saturday morning, now payment."),
            observed(102, "WITH_DIFFICULTY", "The postcode lookup didn't find my flat, I typed it in manually."),
          ],
        }),
        checkbox(
          "Which steps felt unnecessary?",
          [
            "Creating an account",
            "Entering the address twice",
            "Choosing a delivery slot",
            "The newsletter sign-up",
            "None of them",
          ],
          {
            key: "unnecessary",
            answers: [
              chose([3], "Just the newsletter box, it was ticked by default, that annoys me."),
              chose([1], "Typing the address twice, there should be a same as delivery box."),
              chose([4], "None of them really, it was quite a smooth checkout."),
              chose([0], "Creating an account, I just wanted to buy one thing."),
              chose([2], "Choosing a delivery slot, I'd rather it just picked the first one."),
              chose([1, 3], "The double address and the newsletter question, both felt like padding."),
              chose([4], "None, every step made sense to me."),
              chose([0, 2], "Account creation and the delivery slot, both slowed me down."),
            ],
          },
        ),
      ],
    },
    {
      objective: 2,
      text: "Overall",
      tasks: [
        scoring("How easy was the webshop to use overall?", {
          key: "ease",
          answers: [
            scored(4, "Four, it worked, it just has a few too many steps."),
            scored(3, "Three, I got there, but the categories confused me."),
            scored(5, "Five, that was one of the quicker checkouts I've done."),
            scored(2, "Two, I gave up in the end, it pushed me to make an account."),
            scored(4, "Four, it's clean, and the search works well."),
            scored(3, "Three, it's okay but a bit fiddly in places."),
            scored(5, "Five, I'd happily do my weekly shop here."),
            scored(3, "Three, the search needs work, the rest is fine."),
          ],
        }),
        free("What made you feel more or less confident about paying here?", {
          key: "trust",
          answers: [
            say("The card logos and the padlock made me feel fine about paying."),
            say("I'd like to see the total with delivery before I type my card number."),
            say("It looks like a proper supermarket site, so I'd trust it."),
            say("Forcing an account makes me wonder what they'll do with my data."),
            say("Seeing Northwind's own logo everywhere makes it feel official."),
            say("No reviews or ratings anywhere, so I'm not fully sure about it."),
            say("Having Apple Pay as an option would make me feel safer."),
            say("The delivery fee only appeared at the end, that felt sneaky."),
          ],
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Search finds the product; the category menu sends people the wrong way",
      content:
        "<p>Adding the six-pack took <strong>{avgsec:add}</strong> on average and {completed:add} managed without difficulty. Shoppers who used search were fastest; those who browsed looked under drinks or coffee before finding <em>dairy alternatives</em>.</p>",
      tasks: ["add"],
    },
    {
      objective: 1,
      title: "Checkout loses time on account creation and the repeated address",
      content:
        "<p>Checkout took <strong>{avgsec:checkout}</strong> on average; {completed:checkout} reached payment without difficulty and one participant gave up when pushed to create an account.</p><p>No single step is named by everyone: account creation, the repeated address, the delivery slot and the pre-ticked newsletter are each called unnecessary by {share:unnecessary:0} of participants.</p>",
      tasks: ["checkout", "unnecessary", "trust"],
    },
    {
      objective: 2,
      title: "Easy for those who find guest checkout",
      content:
        "<p>Overall ease averages <strong>{avg:ease}</strong> out of 5. Scores split on whether participants found guest checkout; a visible delivery fee and Apple Pay would lift confidence.</p>",
      tasks: ["ease"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "Checkout friction",
      description: "The moments where checkout slows shoppers down.",
      tasks: ["checkout", "trust"],
      clips: 4,
      objective: 1,
    },
  ],
};
