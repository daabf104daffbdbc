// Values the global setup hands to every test file through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the test server's `postgres` database (used to create and drop databases). */
    pgAdminUrl: string;
    /** The migrated, seeded database every test file clones. */
    pgTemplate: string;
    /** A temporary folder of this run (file storage of each test file goes below it). */
    testTmpDir: string;
  }
}

export {};
