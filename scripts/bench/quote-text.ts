/**
 * Spoken-sounding quotes for the quotes benchmark: sentences assembled from the vocabulary of
 * product interviews (taste, price, packaging, checkout, banking), deterministic for a seed, so
 * every run searches the same 100,000 texts with realistic word frequencies.
 */
const openers = [
  "Honestly,",
  "I think",
  "To be fair,",
  "For me",
  "I guess",
  "Well,",
  "I'd say",
  "Actually,",
  "",
  "",
  "",
];
const subjects = [
  "the price",
  "the packaging",
  "the taste",
  "the checkout",
  "the app",
  "the colour",
  "the logo",
  "the delivery",
  "the caramel one",
  "the raspberry bar",
  "the oat drink",
  "the payment step",
  "the savings goal",
  "the label",
  "the texture",
  "the size",
  "the font",
  "the button",
  "the shelf",
  "the foam",
  "the sweetness",
  "the card",
];
const verbs = ["is", "feels", "looks", "seems", "was", "tastes", "comes across as", "sounds"];
const qualities = [
  "too sweet",
  "a bit expensive",
  "really clear",
  "confusing",
  "fresh",
  "cheap looking",
  "premium",
  "easy to find",
  "hard to read",
  "quite artificial",
  "lovely",
  "too small",
  "better than I expected",
  "slow",
  "fast enough",
  "a little bland",
  "creamy",
  "modern",
  "old fashioned",
  "trustworthy",
  "annoying",
  "smooth",
  "sticky",
  "simple",
];
const tails = [
  "compared to what I buy now.",
  "if I'm honest.",
  "for the money.",
  "when I'm in a hurry.",
  "on the shelf.",
  "after the gym.",
  "at work in the afternoon.",
  "on my phone.",
  "for my kids.",
  "in the coffee.",
  "so I would probably buy it.",
  "but I wouldn't pay more.",
  "and that matters to me.",
  "to be honest.",
];
const asides = [
  "I'd pick it over chocolate.",
  "My partner would love it.",
  "I didn't notice the discount.",
  "I couldn't find the delivery options.",
  "It reminded me of a banana split.",
  "I'd need to see reviews first.",
  "The green one stands out more.",
  "I'd want a smaller pack.",
  "It took three taps to pay.",
];

/** A small fast PRNG (mulberry32) so runs are repeatable. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One quote: one or two sentences. */
export function quoteText(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const opener = pick(openers);
  const first = `${opener ? `${opener} ` : ""}${pick(subjects)} ${pick(verbs)} ${pick(qualities)} ${pick(tails)}`;
  const sentence = first.charAt(0).toUpperCase() + first.slice(1);
  return random() < 0.4 ? `${sentence} ${pick(asides)}` : sentence;
}
