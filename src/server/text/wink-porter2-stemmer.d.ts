/** Types of wink-porter2-stemmer, which ships none: one word in, its Porter2 stem out. */
declare module "wink-porter2-stemmer" {
  const stem: (word: string) => string;
  export default stem;
}
