// @ts-check
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, globalIgnores } from "eslint/config";
import astro from "eslint-plugin-astro";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));
const src = (part) => path.join(root, "src", part);

// An island may import only its own folder (and lib): one zone per island folder.
const islandFolders = existsSync(src("islands"))
  ? readdirSync(src("islands"), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []))
  : [];
// The browser-safe pieces of lib that server code may share (DESIGN §2).
const serverMayUseFromLib = [
  "./schemas",
  "./constants",
  "./permissions.ts",
  "./messages",
  "./brand.ts",
  "./paths.ts",
  "./external-services.ts",
  "./html.ts",
  // The words of codes (countries, genders, recruitment methods) that the API's choice lists name.
  "./labels.ts",
  // The link rules of 001 §5, so the wizard's form and the API refuse the same addresses.
  "./validation/links.ts",
  // Dates, clock readings and question kinds as pages write them, so exported documents read the same.
  "./dates.ts",
  "./media-time.ts",
  "./task-kinds.ts",
  // An answer's Markdown as the assistant's island renders it, parsed by the page that opens it.
  "./answer-tree.ts",
  // The order of a design's translatable texts, so the server and the editor pair them alike.
  "./design-texts.ts",
];

// The parts the services use (docs/architecture.md, "The layers"): they sit below every service.
const belowServices = ["access", "auth", "security", "media", "storage", "ai", "mail", "jobs", "db"];
const aboveLowerParts = [src("server/services"), src("server/views"), src("server/http")];

/** The import boundaries of DESIGN §2, checked on resolved files, so "@/…" and "../…" count alike. */
const zones = [
  {
    target: src("islands"),
    from: [src("server"), src("pages"), src("components"), src("layouts")],
    message:
      "Islands run in the browser: import lib (or your own island folder), never server, pages, components or layouts.",
  },
  ...islandFolders.map((folder) => ({
    target: src(`islands/${folder}`),
    from: src("islands"),
    except: [`./${folder}`],
    message: "An island may not import another island; move the shared part to src/lib.",
  })),
  {
    target: src("lib"),
    from: src(""),
    except: ["./lib"],
    message: "lib is browser-safe shared code: it imports nothing of the app outside src/lib.",
  },
  {
    target: [src("pages"), src("layouts"), src("components"), src("page-guard.ts")],
    from: src("server/db"),
    message: "Pages call services (src/server/views for what a page shows); they never query the database.",
  },
  {
    target: src("components"),
    from: src("server"),
    except: ["./views"],
    message:
      "Components receive props: the page loads them (src/server/views). Types of props come from lib/schemas or the views.",
  },
  {
    target: belowServices.map((folder) => src(`server/${folder}`)),
    from: aboveLowerParts,
    message:
      "The parts below the services never import services, views or the API: take the rule as a function from the caller, or move the code down.",
  },
  {
    target: src("server"),
    from: [src("pages"), src("components"), src("islands"), src("layouts")],
    message: "Server code must not import pages, components, layouts or islands.",
  },
  {
    target: src("server"),
    from: src("lib"),
    except: serverMayUseFromLib,
    message:
      "Server code may use only lib/schemas, lib/constants, lib/permissions.ts, lib/messages, lib/brand.ts, lib/paths.ts, lib/external-services.ts, lib/html.ts, lib/labels.ts, lib/dates.ts, lib/media-time.ts, lib/task-kinds.ts, lib/design-texts.ts and lib/answer-tree.ts.",
  },
];

export default defineConfig([
  globalIgnores([
    "dist/",
    ".astro/",
    "node_modules/",
    "data/",
    "src/server/db/migrations/",
    "test-results/",
    "playwright-report/",
    "coverage/",
    "bench-results/",
  ]),
  ...astro.configs["flat/recommended"],
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    extends: [tseslint.configs.recommended],
    // `const { cursor, ...filters } = query` is how a field is left out of a copy.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection stops the process) and its
    // order; these two rules need the types, so they read the one TypeScript program of
    // tsconfig.json (the project service builds it once for every file).
    files: ["src/**/*.{ts,tsx,mts}", "scripts/**/*.{ts,mts}", "tests/**/*.{ts,tsx}", "*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["src/islands/**/*.tsx", "src/lib/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["src/islands/**/*.tsx", "src/lib/**/*.tsx"],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // A choice's words sit in <strong> or <small> inside a <span> beside its input: three levels down.
      "jsx-a11y-x/label-has-associated-control": ["error", { depth: 3 }],
      "jsx-a11y-x/no-noninteractive-element-interactions": [
        "error",
        {
          ...jsxA11y.configs.recommended.rules["jsx-a11y-x/no-noninteractive-element-interactions"][1],
          // A click on a modal <dialog>'s backdrop closes it; the keyboard's way is Escape, which
          // every modal <dialog> has from the browser.
          dialog: ["onKeyUp", "onKeyDown", "onKeyPress", "onClick"],
        },
      ],
      // A named region that scrolls takes focus so the keyboard can scroll it (axe's
      // scrollable-region-focusable asks for it).
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["**/*.{js,mjs,ts,tsx,mts,astro}"],
    plugins: { "import-x": importX },
    settings: {
      // How import-x parses the modules it follows (no-cycle reads the imports of each).
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
          extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".jsx", ".astro", ".json", ".d.ts"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"], ".mjs": [".mts", ".mjs"] },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      // Imports run one way: a loop between modules is a layering mistake (and an init-order trap).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A test of a lower part may drive it through the services or the API above it.
    files: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: zones.filter((zone) => zone.from !== aboveLowerParts) },
      ],
    },
  },
  {
    // Test fixtures serve tests only: production code never reaches into tests/.
    files: ["src/**/*.{ts,tsx,mts}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@tests/*", "**/tests/*"], message: "Production code must not import test fixtures." }],
        },
      ],
    },
  },
  {
    // Island data goes through query options (docs/architecture.md, "One way per concern"): a
    // component reads with useQuery(thingQuery(…)); the fetch functions are for those options.
    files: ["src/islands/**/*.{ts,tsx}", "src/lib/ui/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@tests/*", "**/tests/*"], message: "Production code must not import test fixtures." },
            {
              group: ["@/lib/api/*"],
              importNamePattern: "^fetch",
              message:
                "Read island data through the module's query options (useQuery(…Query(…))), not its fetch function.",
            },
          ],
        },
      ],
    },
  },
  {
    // env.ts is the only reader of process.env (DESIGN §2): everything else asks env().
    files: ["src/**/*.{ts,tsx,mts,astro}"],
    ignores: ["src/server/env.ts", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through env() of src/server/env.ts." },
      ],
    },
  },
]);
