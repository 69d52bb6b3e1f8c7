/**
 * `npm run staff -- <command>`: staff accounts are made and changed only here.
 *   add EMAIL      make an account (password from standard input, or prompted)
 *   list           the accounts
 *   disable EMAIL  lock an account out and end its sessions
 *   reset EMAIL    set a new password (and enable the account)
 */
import { readConfig } from "./config.server";
import { openDatabase } from "./db.server";
import { addStaff, disableStaff, listStaff, resetStaff, StaffError } from "./staff.server";

export interface CliIo {
  readPassword: (prompt: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const usage = `Usage: npm run staff -- <add|list|disable|reset> [EMAIL]
  add EMAIL       create an account; the password is read from standard input or prompted
  list            list the accounts
  disable EMAIL   lock an account out and end its sessions
  reset EMAIL     set a new password and enable the account`;

export async function runStaffCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [command, email] = args;
  if (!command || !["add", "list", "disable", "reset"].includes(command)) {
    io.err(usage);
    return 2;
  }
  if (command !== "list" && !email) {
    io.err(`${command} needs an e-mail address.\n${usage}`);
    return 2;
  }
  const config = readConfig();
  const db = openDatabase(config.databasePath);
  try {
    switch (command) {
      case "add": {
        const password = await io.readPassword(`Password for ${email} (12 characters or more): `);
        const account = await addStaff(db, email!, password);
        io.out(`Added ${account.email}. They can sign in at /staff.`);
        break;
      }
      case "list": {
        const accounts = listStaff(db);
        if (accounts.length === 0) io.out("No staff accounts yet: npm run staff -- add EMAIL");
        for (const account of accounts) {
          io.out(
            `${account.email}\t${account.disabled ? "disabled" : "active"}\tsince ${account.createdAt.slice(0, 10)}`,
          );
        }
        break;
      }
      case "disable":
        disableStaff(db, email!);
        io.out(`Disabled ${email}; its sessions are ended.`);
        break;
      case "reset": {
        const password = await io.readPassword(
          `New password for ${email} (12 characters or more): `,
        );
        await resetStaff(db, email!, password);
        io.out(`New password set for ${email}; its other sessions are ended.`);
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
