// `npm run db:backup [FILE]`: a consistent online copy of the database (safe while the server
// runs), by default data/backups/site-<UTC time>.db. See docs/deployment.md for off-site copies.
import { ensureBuild, loadServerEntry } from "./server-build.mjs";

ensureBuild({ quiet: true, onlyIfMissing: true });
const entry = await loadServerEntry();
const file = await entry.backupDatabase(process.argv[2]);
console.log(`Backup written to ${file}`);
