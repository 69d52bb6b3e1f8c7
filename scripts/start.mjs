// `npm start`: builds the production site when the build is missing or older than its sources,
// then starts the server (scripts/serve.mjs) at http://127.0.0.1:${PORT:-3000}.
import { ensureBuild } from "./server-build.mjs";

ensureBuild();
await import("./serve.mjs");
