/**
 * `npm run staff -- <command>`: staff accounts are made and changed only here.
 *   add EMAIL [--role ROLE]  make an account (password from standard input, or prompted);
 *                            an administrator unless another role is given
 *   list                     the accounts
 *   disable EMAIL            lock an account out and end its sessions
 *   reset EMAIL              set a new password (and enable the account, and lift a block of
 *                            wrong passwords)
 *   reset-2fa EMAIL          turn off two-factor sign-in (a lost phone and lost recovery codes)
 *                            and end the account's sessions
 *   digest                   queue the morning digest now (the server sends it)
 */
import { existsSync } from "node:fs";
import { readConfig } from "./config.server";
import { openDatabase } from "./db.server";
import {
  addStaff,
  disableStaff,
  findStaff,
  isStaffRole,
  listStaff,
  logSecurity,
  resetStaff,
  StaffError,
  staffRoles,
} from "./staff.server";
import { disableTwoFactor } from "./two-factor.server";
import { queueDigestIfDue } from "./digest.server";
import { enabledChannels } from "./notify.server";

export interface CliIo {
  readPassword: (prompt: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const usage = `Usage: npm run staff -- <add|list|disable|reset|reset-2fa> [EMAIL] [--role ROLE]
  add EMAIL [--role ROLE]  create an account (${staffRoles.join(", ")}; administrator if not given);
                           the password is read from standard input or prompted
  list                     list the accounts
  disable EMAIL            lock an account out and end its sessions
  reset EMAIL              set a new password, enable the account and lift a block of wrong
                           passwords
  reset-2fa EMAIL          turn off two-factor sign-in, for a lost phone and lost recovery codes;
                           the account's sessions end
  digest                   queue the morning digest now; the running server sends it`;

export async function runStaffCommand(args: readonly string[], io: CliIo): Promise<number> {
  const roleAt = args.indexOf("--role");
  const role = roleAt === -1 ? "administrator" : args[roleAt + 1];
  const [command, email] = args.filter(
    (_, index) => roleAt === -1 || (index !== roleAt && index !== roleAt + 1),
  );
  if (!command || !["add", "list", "disable", "reset", "reset-2fa", "digest"].includes(command)) {
    io.err(usage);
    return 2;
  }
  if (!isStaffRole(role)) {
    io.err(`"${role ?? ""}" is not a role: ${staffRoles.join(", ")}.`);
    return 2;
  }
  if (command !== "list" && command !== "digest" && !email) {
    io.err(`${command} needs an e-mail address.\n${usage}`);
    return 2;
  }
  const config = readConfig();
  // Said before it is made: a command run without the server's environment would otherwise
  // change a new, empty database of its own, and the account would not be the site's.
  if (config.databasePath !== ":memory:" && !existsSync(config.databasePath)) {
    io.err(
      `There was no database at ${config.databasePath}: a new one is made there. If the site's server uses another, run this command with the server's environment (DATABASE_PATH).`,
    );
  }
  const db = openDatabase(config.databasePath);
  try {
    switch (command) {
      case "add": {
        const password = await io.readPassword(`Password for ${email} (12 characters or more): `);
        const account = await addStaff(db, email!, password, role);
        logSecurity(db, "command line", "added", `${account.email} as ${role}`);
        io.out(
          `Added ${account.email} (${role}). They can sign in at /staff${role === "administrator" ? " and will set up two-factor sign-in first" : ""}.`,
        );
        break;
      }
      case "list": {
        const accounts = listStaff(db);
        if (accounts.length === 0) io.out("No staff accounts yet: npm run staff -- add EMAIL");
        for (const account of accounts) {
          io.out(
            `${account.email}\t${account.role}\t${account.disabled ? "disabled" : "active"}\t2FA ${account.twoFactor ? "on" : "off"}\tsince ${account.createdAt.slice(0, 10)}`,
          );
        }
        break;
      }
      case "reset-2fa": {
        const account = findStaff(db, email!);
        if (!account) throw new StaffError(`No account for ${email}.`);
        // The lost phone's sessions end with the factor.
        disableTwoFactor(db, account.id, null);
        logSecurity(db, "command line", "two-factor reset", account.email);
        io.out(
          `Two-factor sign-in is off for ${account.email} and its sessions are ended; they set it up again at next sign-in.`,
        );
        break;
      }
      case "digest": {
        const channels = enabledChannels(config);
        if (channels.length === 0) {
          io.err("No channel is configured (SMTP_URL or TELEGRAM_BOT_TOKEN): nothing to send.");
          return 1;
        }
        queueDigestIfDue(db, channels, config.publicUrl, new Date(), { force: true });
        io.out(`The digest is queued for ${channels.join(" and ")}; the running server sends it.`);
        break;
      }
      case "disable": {
        const account = disableStaff(db, email!);
        logSecurity(db, "command line", "disabled", account.email);
        io.out(`Disabled ${account.email}; its sessions are ended.`);
        break;
      }
      case "reset": {
        const password = await io.readPassword(
          `New password for ${email} (12 characters or more): `,
        );
        // A disabled account is enabled again by its new password: said here and in the log, so
        // that nobody takes a reset for a password change alone.
        const { email: address, disabled } = await resetStaff(db, email!, password);
        logSecurity(
          db,
          "command line",
          disabled ? "password reset (re-enabled)" : "password reset",
          address,
        );
        io.out(
          `New password set for ${address}: its sessions are ended, and it may sign in at once (a block of wrong passwords is lifted).${disabled ? " It was disabled and is enabled again." : ""}`,
        );
        break;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof StaffError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}
