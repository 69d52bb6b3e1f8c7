/** Administrators: accounts, settings, everything; editors: the site's content; sales: the inbox. */
export const staffRoles = ["administrator", "editor", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}
