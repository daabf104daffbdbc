/**
 * Completed study: the oat drink pack on shelf (Northwind Foods, Market segments DK and UK).
 * Danish participants speak Danish: every line carries the English text and the Danish original.
 */
import { checkbox, explain, free, observation, radio, scoring, think } from "./task-builders";
import { oatPackAnswers } from "./answers-oat-pack";
import type { StudyContent } from "./types";

export const oatPackStudy: StudyContent = {
  key: "oat-pack",
  project: "oat-relaunch",
  title: "Oat drink pack redesign – shelf standout",
  purpose:
    "Check that the new green pack is found quickly on a crowded chiller shelf in Denmark and the UK, and still feels like Northwind.",
  brief:
    "The oat range moves from blue to a bright green pack with a large oat illustration. Before print we need to know how fast shoppers find it, what makes it stand out and whether it still reads as Northwind.",
  status: "COMPLETED",
  displayStatusCode: "COMPLETED",
  dataSource: "CAPTURE",
  recruitMethod: "SPECIALIST",
  recruitment: {
    method: "SPECIALIST",
    ageMin: 20,
    ageMax: 60,
    countries: ["DK", "GB"],
    gender: "ANY",
    customCriteria: "Bought a plant-based drink in the last month",
    requiredInterviews: 8,
  },
  targetAudience: "PRIVATE_CUSTOMERS",
  device: "BOTH",
  recordingDevices: ["MICROPHONE", "CAMERA"],
  language: "en",
  market: "DK, GB",
  tags: ["oat", "packaging", "shelf"],
  studyType: "packaging-test",
  template: "shelf-standout-test",
  clientCreated: false,
  qualityAssurance: true,
  isCrossSegmentsEnabled: true,
  producers: ["producer@demo.test"],
  createdBy: "admin@demo.test",
  createdAt: "2025-02-10T08:00:00Z",
  completedAt: "2025-02-24T15:30:00Z",
  keyTakeaways: {
    text: "Most shoppers find the new pack fast ({avgsec:find} on average), and the green carries standout. Loyal buyers still look for the old blue, and the flavour variants look too alike.",
    html: "<ul><li>Found in <strong>{avgsec:find}</strong> on average; {completed:find} without difficulty.</li><li>The bright green carries standout.</li><li>Loyal buyers look for the old blue; variants look too alike.</li></ul>",
  },
  materials: [
    {
      kind: "FILE",
      title: "Chiller shelf mock-up",
      fileName: "chiller-shelf.png",
      caption: "Chiller shelf with six oat drinks",
    },
    {
      kind: "FILE",
      title: "New pack, front",
      fileName: "oat-pack-green.png",
      caption: "Northwind Oat, new green pack",
    },
  ],
  segmentGroup: {
    title: "Market",
    segments: [
      { key: "dk", title: "Denmark", market: "DK", language: "da" },
      { key: "uk", title: "United Kingdom", market: "GB", language: "en" },
    ],
  },
  objectives: [
    {
      title: "How quickly do shoppers find the new pack on shelf?",
      keyTakeaways: {
        text: "Fast for most, slow for loyal buyers who look for the old blue.",
        html: "<p>Fast for most, slow for <strong>loyal buyers</strong> who look for the old blue.</p>",
      },
    },
    {
      title: "What makes the new pack stand out or blend in?",
      keyTakeaways: {
        text: "The green and the oat illustration stand out; the variants blend together.",
        html: "<p>The green and the oat illustration stand out; the variants blend together.</p>",
      },
    },
    {
      title: "Does the new pack still feel like Northwind?",
      keyTakeaways: {
        text: "Natural and modern, but the Northwind name needs more weight.",
        html: "<p>Natural and modern, but the Northwind name needs more weight.</p>",
      },
    },
  ],
  design: [
    {
      objective: 0,
      text: "Warm-up",
      tasks: [
        think("Please introduce yourself: your first name, your age and where you live.", {
          key: "intro",
          original: "Præsentér dig selv: dit fornavn, din alder og hvor du bor.",
        }),
      ],
    },
    {
      objective: 0,
      text: "Findability",
      tasks: [
        explain("Imagine you are in your usual supermarket, in front of this chiller shelf.", {
          materials: [0],
          original: "Forestil dig, at du står i dit normale supermarked foran denne kølehylde.",
        }),
        observation("Find the Northwind oat drink as quickly as you can and point at it.", {
          key: "find",
          materials: [0],
          original: "Find Northwinds havredrik så hurtigt du kan, og peg på den.",
          answers: oatPackAnswers.find,
        }),
      ],
    },
    {
      objective: 1,
      text: "Standout",
      tasks: [
        free("What helped you find it, or what made it hard?", {
          key: "helped",
          original: "Hvad hjalp dig med at finde den, eller hvad gjorde det svært?",
          answers: oatPackAnswers.helped,
        }),
        radio("Which pack caught your eye first?", ["Northwind (new pack)", "Oatly", "Alpro", "Store brand"], {
          key: "first-eye",
          original: "Hvilken pakning fangede dit blik først?",
          answers: oatPackAnswers["first-eye"],
        }),
        scoring("How much does the new pack stand out from the others?", {
          key: "standout",
          original: "Hvor meget skiller den nye pakning sig ud fra de andre?",
          answers: oatPackAnswers.standout,
        }),
      ],
    },
    {
      objective: 2,
      text: "Brand fit",
      tasks: [
        checkbox("Which words fit the new pack?", ["Natural", "Nordic", "Modern", "Premium", "Cheap-looking"], {
          key: "words",
          materials: [1],
          original: "Hvilke ord passer til den nye pakning?",
          answers: oatPackAnswers.words,
        }),
      ],
    },
  ],
  insights: [
    {
      objective: 0,
      title: "Most shoppers find the new pack within seconds, but loyal buyers look for the old blue",
      content:
        "<p>Shoppers needed <strong>{avgsec:find}</strong> on average to find the pack, and {completed:find} found it without difficulty.</p><p>Those who struggled were searching for the old blue carton, or mixed up the new green with the store brand next to it.</p>",
      tasks: ["find"],
    },
    {
      objective: 1,
      title: "The bright green and the oat illustration carry standout; the variants look too alike",
      content:
        "<p>Standout scored <strong>{avg:standout}</strong> out of 5 and {share:first-eye:0} noticed Northwind first. The warm green and the large oat illustration are what people mention.</p><p>Within the range, flavours are hard to tell apart: shoppers had to read the small print to find the plain drink.</p>",
      tasks: ["standout", "first-eye", "helped"],
    },
    {
      objective: 2,
      title: "The pack reads as natural and modern; the Northwind name needs more weight",
      content:
        "<p>{share:words:0} call the pack natural and {share:words:2} modern, while {share:words:4} find it cheap-looking. Some would not recognise it as Northwind without the leaf logo.</p>",
      tasks: ["words"],
    },
  ],
  showreels: [
    {
      type: "CURATED",
      title: "Finding the new pack on shelf",
      description: "Shoppers in Denmark and the UK look for the new green carton.",
      tasks: ["find", "helped"],
      clips: 5,
      objective: 0,
    },
  ],
};
