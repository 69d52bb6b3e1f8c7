// `npm run staff -- <add|list|disable|reset> [EMAIL]`: staff accounts of the inbox at /staff.
// The password is read from standard input when it is not a terminal (`echo … | npm run staff -- add
// a@b.et`), else prompted without echo. Uses the server code of the production build.
import { ensureBuild, loadServerEntry } from "./server-build.mjs";

function readPassword(prompt) {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve, reject) => {
      let text = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk) => (text += chunk));
      stdin.on("end", () => resolve(text.replace(/\r?\n$/, "")));
      stdin.on("error", reject);
    });
  }
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let text = "";
    const onData = (char) => {
      if (char === "\r" || char === "\n" || char === "\u0004") {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off("data", onData);
        process.stdout.write("\n");
        resolve(text);
      } else if (char === "\u0003") {
        process.stdout.write("\n");
        process.exit(130);
      } else if (char === "\u007f") {
        text = text.slice(0, -1);
      } else {
        text += char;
      }
    };
    stdin.on("data", onData);
  });
}

ensureBuild({ quiet: true, onlyIfMissing: true });
const entry = await loadServerEntry();
const code = await entry.runStaffCommand(process.argv.slice(2), {
  readPassword,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
