// @vitest-environment node
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "./config.server";
import { smtpOptions } from "./notify.server";

let server: SMTPServer | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve())));

/** A mail server on loopback that offers no STARTTLS, and the logins it was sent. */
async function plainServer() {
  const logins: string[] = [];
  server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server!.server.address() as AddressInfo).port, logins };
}

const mail = { from: "site@b.et", to: "leads@b.et", subject: "TS-2026-0001", text: "A lead" };

describe("the SMTP password on the wire", () => {
  it("is never sent to a mail server elsewhere that offers no encryption: the mail fails instead", async () => {
    const { port, logins } = await plainServer();
    // A relay on another machine, reached (for the test) at this machine's loopback address.
    const options = {
      ...smtpOptions(`smtp://site:S3cret@mail.example:${port}`),
      host: "127.0.0.1",
    };
    await expect(nodemailer.createTransport(options).sendMail(mail)).rejects.toThrow(/STARTTLS/);
    expect(logins).toEqual([]);
  });

  it("goes to a relay on this machine, where nothing is on the wire, and smtps:// is encrypted from the start", async () => {
    const { port, logins } = await plainServer();
    await nodemailer
      .createTransport(smtpOptions(`smtp://site:S3cret@127.0.0.1:${port}`))
      .sendMail(mail);
    expect(logins).toEqual(["site:S3cret"]);
    expect(smtpOptions("smtps://site:S3cret@mail.example")).toMatchObject({
      secure: true,
      port: 465,
    });
  });

  it("never shows in the message of a mail server address that cannot be read", () => {
    expect(() => readConfig({ SMTP_URL: "smtp://siteuser:Pa/ss#Wörd@mail.example:587" })).toThrow(
      'SMTP_URL must be a URL, not "smtp://…@mail.example:587" (a user or password with @, :, / or # in it is written percent-encoded: %40, %3A, %2F, %23)',
    );
  });
});
