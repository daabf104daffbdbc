/**
 * `npm run seed`: seeds the demo data into the product's database when it is empty (and says so
 * otherwise). `-- --reset` replaces whatever is there with fresh demo data in one transaction;
 * `-- --no-media` skips rendering videos. Connects as `npm start` does: DATABASE_URL, else the
 * embedded cluster in DATA_DIR/postgres.
 */
import { closeDb, connect } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { ConfigError, parseEnv, setEnv } from "../src/server/env";
import { prepareDatabase } from "../src/server/runtime/database";
import { DEMO_PASSWORD, DEMO_USERS } from "../src/server/demo/demo-logins";
import { isSeeded, seedDemo } from "../src/server/demo/index";

const say = (line: string) => console.log(`[seed] ${line}`);
const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !["--reset", "--no-media"].includes(arg));

async function main(): Promise<void> {
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(", ")}; use --reset and/or --no-media`);
  const started = Date.now();
  const env = parseEnv(process.env);
  const database = await prepareDatabase(env, say);
  setEnv({ DATABASE_URL: database.url, DATA_DIR: env.dataDir });
  const handle = connect(database.url, 4);
  try {
    await runMigrations(handle);
    const reset = args.has("--reset");
    if (!reset && (await isSeeded(handle))) {
      say("The database already holds the demo data; nothing to do. Use `npm run seed -- --reset` to start over.");
      return;
    }
    await seedDemo(handle, { media: !args.has("--no-media"), replace: reset, log: say });
    say(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.join(", ")}`,
    );
  } finally {
    await handle.$client.end();
    await closeDb();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`[seed] ${error.message}`);
  else console.error(`[seed] Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
