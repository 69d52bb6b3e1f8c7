import { createContext, RouterContextProvider } from "react-router";
import { getRuntime } from "./runtime.server";

/** The visitor's address, for rate limits and sign-in throttling. */
export const clientAddressContext = createContext<string>("unknown");

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The context of every request the server handles: the visitor's address, taken from
 * X-Forwarded-For only when TRUST_PROXY is on and the request comes from this machine (nginx).
 */
export function getLoadContext(
  request: Request,
  client: { address: string },
): RouterContextProvider {
  let address = client.address;
  if (getRuntime().config.trustProxy && loopback.test(address)) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").pop()?.trim();
    if (forwarded) address = forwarded;
  }
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return context;
}
